"""Names from data in sentences (issues 20/21): the catalogs select a stored case form (CASE) and agree with a
stored gender (GENDER); Fluent does not decline words, so a missing form falls back to the name as given and a
missing gender selects the wording that needs no agreement."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.core import texts
from bot.core.texts import CASES, PSEUDO, Catalogs, data_name, msg, render

SOURCES = {
    "en": "placed = { $who } is placed.\nno_target = { $who } has no target.\nattack = Attack { $who }",
    "ru": "\n".join(
        [
            "placed = { GENDER($who) ->",
            "    [f] { $who } выставлена.",
            "    [m] { $who } выставлен.",
            "   *[none] Фигура «{ $who }» выставлена.",
            "}",
            'no_target = У { CASE($who, "gen") } нет цели.',
            'attack = Атаковать { CASE($who, "acc") }',
        ]
    ),
}
CATS = Catalogs("names-test", SOURCES)
BEAST = {
    "name": "Night Beast",
    "name_ru": "«Ночной Зверь»",
    "name_ru_gen": "«Ночного Зверя»",
    "name_ru_acc": "«Ночного Зверя»",
    "gender_ru": "m",
    "name_ru_basis": "rulebook",
}


def test_a_sentence_takes_the_case_form_the_data_stores() -> None:
    beast = data_name(BEAST)
    assert render(CATS, msg("no_target", who=beast), "ru") == "У «Ночного Зверя» нет цели."
    assert render(CATS, msg("attack", who=beast), "ru") == "Атаковать «Ночного Зверя»"
    assert render(CATS, msg("placed", who=beast), "ru") == "«Ночной Зверь» выставлен."
    assert render(CATS, msg("no_target", who=beast), "en") == "Night Beast has no target."


def test_gender_selects_the_past_tense_and_a_missing_gender_the_neutral_wording() -> None:
    leia = data_name({"name": "Leia", "name_ru": "Лея", "name_ru_gen": "Леи", "gender_ru": "f"})
    assert render(CATS, msg("placed", who=leia), "ru") == "Лея выставлена."
    # a player's own character without gender or forms (user content): correct Russian all the same
    own = data_name({"name": "Kyle", "name_ru": "Кайл"})
    assert render(CATS, msg("placed", who=own), "ru") == "Фигура «Кайл» выставлена."
    assert render(CATS, msg("no_target", who=own), "ru") == "У Кайл нет цели."  # no form: the name as given


def test_a_number_tells_apart_two_of_one_name_in_every_form() -> None:
    second = data_name(BEAST, number=2)
    assert render(CATS, msg("no_target", who=second), "ru") == "У «Ночного Зверя» №2 нет цели."
    assert render(CATS, msg("placed", who=second), "ru") == "«Ночной Зверь» №2 выставлен."
    assert render(CATS, msg("attack", who=second), "en") == "Attack Night Beast #2"


def test_an_english_name_in_a_russian_sentence_takes_no_russian_form() -> None:
    wedge = data_name({"name": "Wedge Antilles"})
    assert render(CATS, msg("placed", who=wedge), "ru") == "Фигура «Wedge Antilles» выставлена."
    assert render(CATS, msg("attack", who=wedge), "ru") == "Атаковать Wedge Antilles"


def test_the_pseudo_locale_marks_a_name_and_its_forms_as_translated() -> None:
    beast = data_name(BEAST, number=2)
    assert render(CATS, msg("attack", who=beast), PSEUDO) == "⟦Attack ⟧⟦Night Beast #2⟧"


def test_data_name_reads_only_names_forms_and_genders() -> None:
    got = data_name({**BEAST, "name_ru_gen_pl": "x", "name_ru_short": "y", "name_ru_basis": "ours", "gender_ru": "m"})
    assert got == {
        "name": {"en": "Night Beast", "ru": "«Ночной Зверь»"},
        "forms": {"ru": {"acc": "«Ночного Зверя»", "gen": "«Ночного Зверя»", "gen_pl": "x"}},
        "gender": {"ru": "m"},
    }
    assert data_name({"name": "X"}) == {"name": {"en": "X"}}  # no new keys where the data gives no forms


@pytest.mark.parametrize("game", ["xwing", "ti4", "swm", "ia", "starfighter", "bot", "quick"])
def test_every_case_a_catalog_asks_for_is_one_the_data_may_store(game: str) -> None:
    from bot.core.data import read_text, text_languages

    for lang in text_languages(game):
        text = read_text(game, f"texts/{lang}.ftl")
        # or a form the catalog's own words give as attributes (a side's «атакующего», a player's «игрока bob»)
        own = set(re.findall(r"^\s+\.(\w+)\s*=", text, flags=re.M))
        for case in re.findall(r'CASE\(\s*\$\w+\s*,\s*"(\w+)"\s*\)', text):
            assert case in CASES or case in own, (game, lang, case)
        for selector in re.findall(r"GENDER\(\s*\$\w+\s*\)\s*->((?:\s*\*?\[\w+\][^\n]*\n)+)", text):
            assert set(re.findall(r"\[(\w+)\]", selector)) <= {"m", "f", "n", "pl", "none", "other"}, (game, lang)


SEAT_SOURCES = {
    "en": "wait = Waiting for { $seat }.\nwhom-imperial = the Imperial player\nperson-whom = { $name }",
    "ru": "wait = Ход за { $seat }.\nwhom-imperial = Империей\nperson-whom = игроком { $name }",
}
SEATS = Catalogs("seats-test", SEAT_SOURCES)


def test_a_seat_reads_as_its_players_display_name_when_the_adapter_knows_it() -> None:
    from bot.core.texts import keys_used, seat_ref

    waiting = msg("wait", seat=seat_ref("imperial", msg("whom.imperial"), "person.whom"))
    assert render(SEATS, waiting, "ru") == "Ход за Империей."  # the console, the log: the game's words
    assert render(SEATS, waiting, "ru", {"imperial": "Вера"}) == "Ход за игроком Вера."
    assert render(SEATS, waiting, "en", {"imperial": "bob"}) == "Waiting for bob."
    assert render(SEATS, waiting, "en", {"rebel": "alice"}) == "Waiting for the Imperial player."  # another seat
    assert render(SEATS, waiting, PSEUDO, {"imperial": "bob"}) == "⟦Waiting for ⟧bob⟦.⟧"  # a name is no text
    assert keys_used(waiting) == {"wait", "whom.imperial", "person.whom"}
    long = "x" * 500
    assert len(render(SEATS, waiting, "en", {"imperial": long})) < 250  # a display name is cut like any value


SIDES = Catalogs(
    "sides-test",
    {
        "en": "\n".join(
            [
                "side-a = the attacker",
                "person = { $name }",
                "    .side = { $side }",
                'won = { $who } wins ({ CASE($who, "side") })',
                "column = { $player_a } takes 2",
            ]
        ),
        "ru": "\n".join(
            [
                "side-a = атакующий",
                "    .gen = атакующего",
                "    .gender = m",
                "person = { $name }",
                "    .gen = игрока { $name }",
                "    .side = { $side }",
                'won = Корабли только у { CASE($who, "gen") }',
                "column = { $player_a } получает 2",
            ]
        ),
    },
    seats={"side.a": "a"},
)


def test_a_catalogs_own_word_carries_its_forms_as_fluent_attributes() -> None:
    # issue 21: a side's words take the case a sentence needs from the catalog's attributes, like a name from data
    assert render(SIDES, msg("won", who=msg("side.a")), "ru") == "Корабли только у атакующего"
    assert render(SIDES, msg("side.a"), "ru").gender == "m"  # type: ignore[attr-defined]


def test_a_sides_words_read_as_its_player_where_the_reader_knows_who_sits_there() -> None:
    people = {"a": "Вера"}
    assert render(SIDES, msg("won", who=msg("side.a")), "ru", people) == "Корабли только у игрока Вера"
    assert render(SIDES, msg("won", who=msg("side.a")), "en", people) == "Вера wins (the attacker)"
    assert render(SIDES, msg("won", who=msg("side.a")), "en") == "the attacker wins (the attacker)"
    assert render(SIDES, msg("won", who=msg("side.a")), "en", {"b": "bob"}) == "the attacker wins (the attacker)"
    # a sentence without a param for the seat names its player all the same ($player_<seat>)
    assert render(SIDES, msg("column"), "ru", people) == "Вера получает 2"
    assert render(SIDES, msg("column"), "ru") == "атакующий получает 2"
    # the pseudo-locale marks the catalog's words, not a player's name
    assert render(SIDES, msg("column"), PSEUDO, people) == "Вера\u27e6 takes 2\u27e7"


def _plain_data_name(entry: dict[str, Any], suffix: str | None = None) -> dict[str, Any]:
    """data_name as it was before its parts were cached (issue 17): the oracle the cached one must equal."""
    names = {"en": str(entry["name"])}
    forms: dict[str, dict[str, str]] = {}
    for k, v in entry.items():
        if not k.startswith("name_") or not isinstance(v, str):
            continue
        lang, _, case = k[5:].partition("_")
        if not case:
            names[lang] = v
        elif case in CASES:
            forms.setdefault(lang, {})[case] = v
    genders = {k[7:]: v for k, v in entry.items() if k.startswith("gender_") and v in ("m", "f", "n", "pl")}
    out: dict[str, Any] = {"name": names}
    if forms:
        out["forms"] = {lang: dict(sorted(f.items())) for lang, f in sorted(forms.items())}
    if genders:
        out["gender"] = dict(sorted(genders.items()))
    if suffix is not None:
        out["suffix"] = suffix
    return out


def _random_entry(rng: random.Random) -> dict[str, Any]:
    keys = ["name_ru", "name_de", "name_ru_gen", "name_ru_acc", "name_de_dat", "name_ru_basis", "gender_ru"]
    keys += ["gender_de", "cost"]
    values: list[Any] = ["A", "Б", "m", "f", "x", 5, 5.0, True, 1, None]
    entry: dict[str, Any] = {"name": rng.choice(["A", "Б", 5, 5.0, True, 1])}
    for k in rng.sample(keys, rng.randint(0, len(keys))):  # the entry's key order varies too
        entry[k] = rng.choice(values)
    return entry


def test_cached_data_names_equal_the_plain_computation_in_types_and_order() -> None:
    rng = random.Random(17)
    for _ in range(3000):  # few distinct values: most calls hit the cache, 5 / 5.0 / True / 1 meet as equal keys
        entry = _random_entry(rng)
        want = _plain_data_name(entry, "p1-1")
        got = data_name(entry, suffix="p1-1")
        assert got == want
        assert repr(got) == repr(want)  # 5 vs 5.0 vs True, and the key order
        assert [list(v) for v in got.values() if isinstance(v, dict)] == [
            list(v) for v in want.values() if isinstance(v, dict)
        ]


def test_a_cached_data_name_is_new_dicts_every_call() -> None:
    first = data_name(BEAST, suffix="p1-1")
    first["name"]["ru"] = "edited"
    first["forms"]["ru"]["gen"] = "edited"
    first["gender"]["ru"] = "f"
    again = data_name(BEAST, suffix="p1-1")
    assert again == _plain_data_name(BEAST, "p1-1")
    assert again["name"] is not first["name"] and again["forms"]["ru"] is not first["forms"]["ru"]


def test_the_data_name_cache_is_bounded() -> None:
    for i in range(texts._NAME_PARTS_MAX + 10):
        assert data_name({"name": f"n{i}"}) == {"name": {"en": f"n{i}"}}
    assert len(texts._NAME_PARTS) <= texts._NAME_PARTS_MAX
