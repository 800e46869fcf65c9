"""The Fluent catalogs (data/<name>/texts/<lang>.ftl): every file parses, English and Russian have the same keys,
each key uses the same $variables in both, ids follow the key convention, and numbers and plurals are per locale."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from bot.core.data import read_text
from bot.core.texts import Catalogs, msg, render

# every catalog the project ships (a new game's texts are checked without editing this list)
NAMES = tuple(sorted(p.parent.parent.name for p in (Path(__file__).parent.parent / "data").glob("*/texts/en.ftl")))


def test_every_shipped_catalog_is_checked() -> None:
    assert {"bot", "ia", "quick", "starfighter", "swm", "ti4", "xwing"} <= set(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_english_and_russian_have_the_same_keys_and_variables(name: str) -> None:
    cats = Catalogs(name)
    assert set(cats) >= {"en", "ru"}
    en, ru = set(cats["en"]), set(cats["ru"])
    assert en and en == ru, (sorted(en - ru), sorted(ru - en))
    for key in en:
        assert cats.variables(key, "en") == cats.variables(key, "ru"), key


@pytest.mark.parametrize("name", NAMES)
def test_ids_are_dotted_keys_with_dashes(name: str) -> None:
    for lang in ("en", "ru"):
        ids = re.findall(r"^([a-zA-Z][^=\n]*?) =", read_text(name, f"texts/{lang}.ftl"), re.M)
        assert ids and all(re.fullmatch(r"[a-zA-Z][a-zA-Z0-9_]*(-[a-zA-Z0-9_]+)*", i) for i in ids), ids
        # Fluent keeps the last of two messages with one id without a word: a second one silently replaces the first
        twice = sorted(i for i, n in Counter(ids).items() if n > 1)
        assert not twice, f"{name}/{lang}.ftl defines these ids twice: {twice}"


def test_a_syntax_error_names_the_file() -> None:
    with pytest.raises(ValueError, match=r"demo/texts/en.ftl: syntax error"):
        Catalogs("demo", {"en": "ok = fine\nbroken = { $x\n"})["en"]


EN_DEMO = """
say-tokens = { $ship } has { $n ->
    [one] { $n } focus token
   *[other] { $n } focus tokens
}.
say-slide = slide { $mm } mm
say-both = { $a }; { $b }
only-en = English only
"""
RU_DEMO = """
say-tokens = У { $ship } { $n ->
    [one] { $n } жетон
    [few] { $n } жетона
   *[many] { $n } жетонов
} концентрации.
say-slide = сдвиг { $mm } мм
say-both = { $a }; { $b }
"""
DEMO = Catalogs("demo", {"en": EN_DEMO, "ru": RU_DEMO})


def test_plural_categories_follow_cldr_rules() -> None:
    # Russian: 1 and 21 are "one", 2-4 and 22 "few", 5-20 and 11 "many" (CLDR); English: 1 "one", else "other"
    got = {n: render(DEMO, msg("say.tokens", ship="luke", n=n), "ru") for n in (1, 2, 5, 11, 21, 22)}
    assert got[1] == "У luke 1 жетон концентрации."
    assert got[2] == "У luke 2 жетона концентрации." and got[22] == "У luke 22 жетона концентрации."
    assert got[5] == "У luke 5 жетонов концентрации." and got[11] == "У luke 11 жетонов концентрации."
    assert got[21] == "У luke 21 жетон концентрации."
    assert render(DEMO, msg("say.tokens", ship="luke", n=1), "en") == "luke has 1 focus token."
    assert render(DEMO, msg("say.tokens", ship="luke", n=21), "en") == "luke has 21 focus tokens."


def test_numbers_are_formatted_per_locale() -> None:
    assert render(DEMO, msg("say.slide", mm=-20.5), "ru") == "сдвиг \u221220,5 мм"  # decimal comma, real minus
    assert render(DEMO, msg("say.slide", mm=-20.5), "en") == "slide -20.5 mm"
    assert render(DEMO, msg("say.slide", mm=12345), "ru") == "сдвиг 12345 мм"  # no digit grouping in ids or mm


def test_nested_messages_lists_and_the_english_fallback() -> None:
    both = msg("say.both", a=msg("say.slide", mm=1.5), b=[msg("only.en"), "x", 3])
    assert render(DEMO, both, "ru") == "сдвиг 1,5 мм; English only, x, 3"
    assert render(DEMO, msg("only.en"), "de") == "English only"
    with pytest.raises(KeyError):
        render(DEMO, msg("no.such.key"), "en")
    with pytest.raises(KeyError, match=r"say\.slide"):  # a text given too few params is an error, never "{$mm}"
        render(DEMO, msg("say.slide"), "en")


def test_a_shared_packages_catalog_joins_a_games_and_may_not_repeat_its_ids() -> None:
    """Catalogs(..., shared=("grid",)): the grid checker's problems nest in a game's messages, in every language and
    in the pseudo-locale; an id both define is refused (Fluent would keep one silently)."""
    from bot.core.texts import PSEUDO

    sources = {"en": "err-map = map: { $problems }", "ru": "err-map = В карте ошибки: { $problems }"}
    game, joined = Catalogs("demo", sources), Catalogs("demo", sources, shared=("grid",))
    said = msg("err.map", problems=msg("grid.text", field="name"))
    assert render(joined, said, "ru") == "В карте ошибки: `name`: нужен текст"
    assert render(joined, said, "en") == "map: `name`: need a text"
    assert render(joined, said, PSEUDO) == "⟦map: ⟧⟦`⟧name⟦`: need a text⟧"
    assert "grid.text" in joined["ru"] and "grid.text" not in game["ru"]
    with pytest.raises(KeyError):
        render(game, said, "en")
    twice = Catalogs("demo", {"en": "grid-text = mine"}, shared=("grid",))
    with pytest.raises(ValueError, match=r"grid/texts/en.ftl repeats ids of demo's catalog: \['grid.text'\]"):
        twice["en"]
