"""TI4 unit names in Russian (issue 20): data/ti4/units.json stores the forms, the catalog selects them (CASE), the
code no longer picks a case: «1 крейсер I», «2 крейсера I», «5 крейсеров I», «21 крейсер I», «нет крейсера I»."""

from __future__ import annotations

import pytest

from bot.core.texts import msg, render
from bot.games.ti4.texts import CATALOGS, unit_count, unit_name
from bot.games.ti4.units import units


def stat(uid: str) -> dict[str, object]:
    return {"id": uid, **units()[uid]}


@pytest.mark.parametrize(
    ("uid", "forms"),
    [
        ("cruiser", ("1 крейсер I", "2 крейсера I", "5 крейсеров I", "21 крейсер I")),
        ("infantry", ("1 отряд пехоты I", "2 отряда пехоты I", "5 отрядов пехоты I", "21 отряд пехоты I")),
        ("war_sun", ("1 солнце войны", "2 солнца войны", "5 солнц войны", "21 солнце войны")),
    ],
)
def test_the_catalog_picks_the_counted_form(uid: str, forms: tuple[str, ...]) -> None:
    said = tuple(render(CATALOGS, unit_count(n, stat(uid)), "ru") for n in (1, 2, 5, 21))
    assert said == forms
    assert render(CATALOGS, unit_count(2, stat(uid)), "en") == f"2 {units()[uid]['name']}"


def test_a_refusal_takes_the_genitive_the_data_stores() -> None:
    said = render(CATALOGS, msg("err.assign_no_unit", unit=unit_name(stat("destroyer"))), "ru")
    assert said == "у вас нет эсминца I в этом бою"
    param = unit_name(stat("destroyer"))
    assert param["forms"]["ru"] == {"gen": "эсминца I", "gen_pl": "эсминцев I"}  # the forms travel with the name


def test_a_flagship_in_the_genitive_is_worded_around_the_noun() -> None:
    """A flagship's own name has no Russian cases («Арк Секундус»): after «нет» the catalog words it around the noun
    («нет флагмана «Арк Секундус»»), not «нет Арк Секундус (флагман)»; the nominative and the count keep the name."""
    flagship = {"id": "flagship", "name": "Arc Secundus (flagship)"}
    said = render(CATALOGS, msg("err.assign_no_unit", unit=unit_name(flagship)), "ru")
    assert said == "у вас нет флагмана «Арк Секундус» в этом бою"
    assert render(CATALOGS, unit_count(1, flagship), "ru") == "1 Арк Секундус (флагман)"
    assert render(CATALOGS, msg("err.assign_no_unit", unit=unit_name(flagship)), "en") == (
        "you have no Arc Secundus (flagship) in this combat"
    )
