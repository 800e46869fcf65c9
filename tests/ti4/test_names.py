"""TI4 factions, flagships, technologies and faction abilities by name (issue 20): Russian from data
(data/ti4/flagships.json, technologies.json), each Russian name labelled as the rulebook's (with its seed line) or
ours, and the sentences and the catalogs' fixed phrases saying the data's names."""

from __future__ import annotations

import copy
import re

import pytest

from bot.core.chance import Chance
from bot.core.data import DataError, load_json, read_text
from bot.core.protocol import RuleError
from bot.core.texts import msg, render
from bot.games.ti4 import GAME
from bot.games.ti4.combat import FACTION_TECHS, TECHS
from bot.games.ti4.texts import CATALOGS, faction_name, flagship_name, tech_name, unit_count
from bot.games.ti4.units import check_flagships, check_technologies, flagships, technologies, unit_stats

LATIN = re.compile(r"[A-Za-z]")


def ru(message: dict[str, object]) -> str:
    return render(CATALOGS, message, "ru")


def test_every_faction_and_flagship_has_a_labelled_russian_name() -> None:
    for fid, entry in flagships().items():
        assert entry["faction_ru"] and entry["name_ru"], fid
        assert entry["name_ru_basis"] in ("rulebook", "ours"), fid
        # Cyrillic, but for the L1Z1X faction's letters and Roman numerals of Memoria I/II
        assert not LATIN.search(entry["faction_ru"].replace("L1Z1X", "")), fid
        assert not LATIN.search(re.sub(r"\b[IV]+\b", "", entry["name_ru"])), fid
    # the seed's spelling of the one faction the Russian space combat rules name [ti4-space-combat-ru.txt 22]
    assert "Муаат" in flagships()["muaat"]["faction_ru"]


def test_every_technology_and_ability_has_a_labelled_russian_name() -> None:
    data = load_json("ti4", "technologies.json")
    assert set(technologies()) == set(TECHS)  # every technology the combat knows, no more
    for kind in ("technologies", "abilities"):
        for tid, entry in data[kind].items():
            assert entry["name_ru"] and not LATIN.search(entry["name_ru"]), tid
            assert entry["name_ru_basis"] in ("rulebook", "ours"), tid
    # «Отражатели Массы» is the rulebook's [ti4-space-combat-ru.txt 21]
    assert technologies()["antimass_deflectors"]["name_ru"] == "Отражатели Массы"
    assert technologies()["antimass_deflectors"]["name_ru_source"] == "ti4-space-combat-ru.txt:21"
    for tid, faction in FACTION_TECHS.items():
        assert technologies()[tid]["faction"] == faction


@pytest.mark.parametrize(
    ("field", "value", "problem"),
    [
        ("name_ru", "", "name_ru"),
        ("name_ru_basis", "community", "name_ru_basis"),
        ("name_ru_basis", "rulebook", "name_ru_source"),  # a rulebook name must cite its line
        ("faction_ru", None, "faction_ru"),
    ],
)
def test_the_schema_check_refuses_a_russian_name_without_its_label(field: str, value: object, problem: str) -> None:
    raw = copy.deepcopy(load_json("ti4", "flagships.json"))
    raw["flagships"]["letnev"][field] = value
    with pytest.raises(DataError, match=problem):
        check_flagships(raw)
    techs = copy.deepcopy(load_json("ti4", "technologies.json"))
    techs["abilities"]["ambush"]["name_ru_basis"] = "rulebook"
    with pytest.raises(DataError, match=r"ambush.*name_ru_source"):
        check_technologies(techs)


def test_names_in_the_readers_language() -> None:
    assert ru(msg("raw", text=faction_name("letnev"))) == "Барония Летнев"
    assert ru(msg("raw", text=tech_name("duranium_armor"))) == "Дюраниевая броня"
    assert ru(msg("raw", text=flagship_name("Arc Secundus"))) == "Арк Секундус"
    assert render(CATALOGS, msg("raw", text=flagship_name("Arc Secundus")), "en") == "Arc Secundus"
    assert ru(unit_count(1, unit_stats("flagship", "letnev"))) == "1 Арк Секундус (флагман)"


def test_a_faction_technology_refusal_names_both_in_russian() -> None:
    options = {"attacker": "2 carrier", "defender": {"fleet": "1 destroyer", "techs": ["non_euclidean_shielding"]}}
    with pytest.raises(RuleError) as err:
        GAME.setup(options, ["attacker", "defender"], Chance("t"))
    assert err.value.text is not None
    assert render(CATALOGS, err.value.text, "ru") == (
        "защищающийся: «Неевклидово экранирование» — фракционная технология фракции «Барония Летнев»"
    )


# catalog keys whose fixed text names a technology, an ability or a flagship: (key, data file, section, id)
NAMED = [
    ("prompt.duranium", "technologies", "duranium_armor"),
    ("reason.duranium", "technologies", "duranium_armor"),
    ("err.duranium_when", "technologies", "duranium_armor"),
    ("where.assault_cannon", "technologies", "assault_cannon"),
    ("what.assault_cannon", "technologies", "assault_cannon"),
    ("prompt.munitions", "abilities", "munitions_reserves"),
    ("prompt.reroll", "abilities", "munitions_reserves"),
    ("err.munitions_when", "abilities", "munitions_reserves"),
    ("where.ambush", "abilities", "ambush"),
    ("what.ambush", "abilities", "ambush"),
    ("mark.duranium", "technologies", "duranium_armor"),
    ("mark.munitions", "abilities", "munitions_reserves"),
    ("reason.arc_secundus", "flagships", "letnev"),
    ("reason.van_hauge", "flagships", "yin"),
]


@pytest.mark.parametrize(("key", "section", "item"), NAMED)
def test_the_catalogs_fixed_phrases_say_the_datas_names(key: str, section: str, item: str) -> None:
    data = load_json("ti4", "flagships.json" if section == "flagships" else "technologies.json")[section][item]
    fid = key.replace(".", "-")
    lines = {lang: read_text("ti4", f"texts/{lang}.ftl") for lang in ("en", "ru")}
    said = {lang: re.search(rf"^{re.escape(fid)} = (.*)$", text, re.M) for lang, text in lines.items()}
    assert said["en"] and said["ru"], key
    assert data["name"] in said["en"][1] and data["name"] not in said["ru"][1], key
    assert data["name_ru"] in said["ru"][1], key


def test_no_english_faction_technology_or_flagship_name_in_the_russian_catalog() -> None:
    text = read_text("ti4", "texts/ru.ftl")
    names = [e["name"] for e in flagships().values()] + [e["faction"] for e in flagships().values()]
    names += [e["name"] for e in technologies().values()]
    names += [e["name"] for e in load_json("ti4", "technologies.json")["abilities"].values()]
    assert [n for n in names if n in text] == []
