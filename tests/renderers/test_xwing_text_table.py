"""The console's text table of an X-Wing view (renderers/xwing/table.py, issue 19): ships with full names,
positions, headings, hull/shields, tokens, and per enemy the range band, arc and obstruction from the rules'
geometry; the first table briefs the mission and explains every abbreviation; en and ru from the catalogs."""

from __future__ import annotations

from bot.games.xwing import GAME
from renderers.xwing.table import text_table
from tests.xwing.match_support import scenario, square

SHIPS = [
    ("luke", "lukeskywalker", "rebel", (400.0, 300.0, 0.0)),
    ("nightbeast", "nightbeast", "imperial", (400.0, 500.0, 180.0)),  # R2 ahead of Luke, an asteroid between
    ("obsidian", "obsidiansquadronpilot", "imperial", (800.0, 300.0, 90.0)),  # beyond R3, Luke out of its arc
]


def _view() -> dict:
    state = scenario(SHIPS, obstacles=[square("a1", 380.0, 380.0, 420.0, 420.0)], stress={"luke": 1})
    return GAME.view(state, None)


def test_each_ship_its_position_and_each_enemy_band_arc_obstruction() -> None:
    lines = text_table(_view(), "en").splitlines()
    assert lines[0] == "Round 1 · planning"
    assert lines[1] == (
        "LS Luke Skywalker · X-wing (rebel): at (400, 300) mm, heading 0°, hull 3/3, shields 2/2, tokens S"
    )
    assert lines[2] == "    vs NB: R2, in arc, obstructed; vs OSP: beyond R3"
    assert lines[3].startswith('NB "Night Beast" · TIE Fighter (imperial): at (400, 500) mm, heading 180°')
    assert lines[4] == "    vs LS: R2, in arc, obstructed"
    assert lines[6] == "    vs LS: beyond R3"  # Obsidian faces east: Luke is neither in range nor in its arc


def test_the_first_table_briefs_and_explains_the_abbreviations() -> None:
    first = text_table(_view(), "en", first=True)
    assert first.startswith("Briefing: a standard game. Objective for both sides: destroy every enemy ship.")
    assert 'Ships: LS = Luke Skywalker · X-wing, NB = "Night Beast" · TIE Fighter, OSP = Obsidian' in first
    assert "Abbreviations: F focus, E evade, S stress" in first and "R1-R3 the range band" in first
    assert "Abbreviations" not in text_table(_view(), "en")  # explained once


def test_russian_table_and_a_missions_briefing() -> None:
    ru = text_table(_view(), "ru", first=True)
    assert "Брифинг: стандартная игра" in ru and "против NB: Д2, в секторе обстрела, атака осложнена" in ru
    view = {**_view(), "mission": {"id": "political_escort"}}
    assert "Political Escort" in text_table(view, "en", first=True).splitlines()[0]
    assert "Политический эскорт" in text_table(view, "ru", first=True).splitlines()[0]


def test_destroyed_ships_are_named_as_gone() -> None:
    view = _view()
    view["ships"][1]["destroyed"] = True
    table = text_table(view, "en")
    assert 'NB "Night Beast" · TIE Fighter (imperial): destroyed' in table
    assert "vs NB" not in table


def test_russian_rows_name_the_side_and_the_phase_in_words_and_every_ship() -> None:
    """Issue 20, read in play: «(rebel)», «Раунд 0 · setup» and a nine-ship «Корабли: …» line cut after 200
    characters («AP = Курсант Ак…») in the Russian table."""
    lines = text_table(_view(), "ru").splitlines()
    assert lines[1].startswith("LS Люк Скайуокер · X-wing (мятежник): в (400, 300) мм")
    assert lines[3].startswith("NB «Ночной Зверь» · TIE-истребитель (имперец):")
    assert text_table({**_view(), "phase": "setup", "round": 0}, "ru").splitlines()[0] == "Раунд 0 · расстановка"
    assert text_table({**_view(), "phase": "over"}, "ru").splitlines()[0] == "Раунд 1 · партия окончена"
    pilots = ["lukeskywalker", "biggsdarklighter", "wedgeantilles", "rookiepilot", "garvendreis"]
    pilots += ["darthvader", "howlrunner", "academypilot", "blacksquadronpilot"]
    ships = [(f"s{i}", p, "rebel" if i < 5 else "imperial", (100.0 + 80 * i, 300.0, 0.0)) for i, p in enumerate(pilots)]
    names = text_table(GAME.view(scenario(ships), None), "ru", first=True).splitlines()[1]
    assert "…" not in names and names.endswith("Пилот Чёрной эскадрильи · TIE-истребитель.")
