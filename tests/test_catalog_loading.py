"""When catalogs are read (bot/core/texts.py, issue 17): a long-running bot reads every catalog file before it
serves (`warm_all`), so no player's click pays for parsing them; the tests' pseudo-locale is made only when asked
for, not held by every process."""

from __future__ import annotations

from bot.core import texts
from bot.core.texts import FALLBACK, PSEUDO, PSEUDO_OPEN, Catalogs, msg, render


def test_the_pseudo_locale_is_made_only_when_asked_for() -> None:
    catalogs = Catalogs("xwing")
    assert render(catalogs, msg("say.combat"), "ru") != render(catalogs, msg("say.combat"), FALLBACK)
    assert catalogs._bundles is not None and PSEUDO not in catalogs._bundles
    assert sorted(catalogs) == ["en", "ru"] and len(catalogs) == 2
    pseudo = render(catalogs, msg("say.combat"), PSEUDO)
    assert pseudo.startswith(PSEUDO_OPEN)
    assert PSEUDO in catalogs._bundles
    assert sorted(catalogs) == ["en", "ru"] and len(catalogs) == 2  # still not a language of its own
    assert catalogs.has("say.combat", PSEUDO) and PSEUDO in catalogs  # Mapping: __getitem__ finds it


def test_warm_all_reads_every_catalog_made() -> None:
    fresh = [Catalogs("ti4"), Catalogs("swm")]
    assert all(c._bundles is None for c in fresh)
    texts.warm_all()
    assert all(c._bundles is not None and set(c._bundles) == {"en", "ru"} for c in fresh)


def test_warm_all_leaves_catalogs_made_from_sources_alone() -> None:
    # a test's own catalog, even a broken one, is not the bot's: warming never reads it
    broken = Catalogs("demo", sources={"en": "greeting = { $name\n"})
    texts.warm_all()
    assert broken._bundles is None
