"""Sandbox scenarios with expected coordinates (closed forms by hand; rules digest T6/T7), undo, errors, view."""

import copy
import json
import math

import pytest

from bot.quick import sandbox as sb
from bot.quick.common import QuickInputError
from bot.quick.match_range import match_range
from bot.quick.sandbox_commands import run_command


def pose(state: dict, ship_id: str) -> tuple[float, float, float]:
    p = next(s["pose"] for s in state["ships"] if s["id"] == ship_id)
    return (p["x"], p["y"], p["heading"])


def table(*commands: str) -> dict:
    state = sb.new_sandbox()
    for c in commands:
        r = run_command(state, c)
        assert r.ok, r.message
        state = r.state
    return state


def approx(p: tuple[float, float, float], q: tuple[float, float, float], tol: float = 0.01) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(p, q, strict=True))


def test_place_by_coordinates_and_relative() -> None:
    s = table("place luke x-wing at 450 100", "place vader tie advanced near luke forward 250 heading 180")
    assert pose(s, "luke") == (450.0, 100.0, 0.0)
    assert approx(pose(s, "vader"), (450.0, 350.0, 180.0))
    # relative to a ship facing +x: forward is +x, right is -y
    s = table("place a x-wing at 100 100 heading 90", "place b tie near a forward 100 right 20 heading 45")
    assert approx(pose(s, "b"), (200.0, 80.0, 135.0))
    s = table("place a x-wing at 100 100 heading 90", "place b tie near a back 60 left 50")
    assert approx(pose(s, "b"), (40.0, 150.0, 90.0))


def test_bank_two_left_matches_the_closed_form() -> None:
    s = sb.move(table("place luke x-wing at 450 100"), "luke", "2 bank left").state
    # front guide at (450, 120); arc radius 130 about (320, 120) for 45 degrees; then 20 mm along heading 315
    ex = 320 + 130 * math.cos(math.radians(45)) - 20 * math.sin(math.radians(45))
    ey = 120 + 130 * math.sin(math.radians(45)) + 20 * math.cos(math.radians(45))
    assert approx(pose(s, "luke"), (ex, ey, 315.0))
    assert s["last_move"]["maneuver"] == "2-bank-left" and s["last_move"]["start"]["y"] == 100.0
    assert len(s["last_move"]["template"]) > 4


def test_preview_shows_the_end_without_moving() -> None:
    s = table("place luke x-wing at 450 100")
    r = run_command(s, "preview luke 1 straight")
    assert pose(r.state, "luke") == (450.0, 100.0, 0.0) and r.state["undo"] == s["undo"]
    assert r.state["last_move"]["preview"] and r.state["last_move"]["end"] == {"x": 450.0, "y": 180.0, "heading": 0.0}
    assert sb.sandbox_view(r.state)["ships"][0]["pose"]["y"] == 180.0  # drawn where it would end
    after = sb.check(run_command(r.state, "place v tie at 450 500 heading 180").state, "luke", "v").state
    assert after["last_move"] is None and sb.sandbox_view(after)["ships"][0]["pose"]["y"] == 100.0
    assert "nothing moved" in r.message
    assert run_command(s, "move luke 1 straight preview").state["ships"] == s["ships"]


def test_straight_and_koiogran() -> None:
    # the base moves the template's length plus its own length (40 mm)
    s = sb.move(table("place luke x-wing at 450 100"), "luke", "1 straight").state
    assert approx(pose(s, "luke"), (450.0, 180.0, 0.0))
    s = sb.move(s, "luke", "4 k").state
    assert approx(pose(s, "luke"), (450.0, 380.0, 180.0))


def test_rulebook_overlap_example_t7() -> None:
    s = table("place rookie x-wing at 450 100", "place academy tie at 450 330", "place black tie at 455 255")
    r = sb.move(s, "rookie", "4 straight")
    assert approx(pose(r.state, "rookie"), (450.0, 215.0, 0.0), tol=0.01)
    assert r.state["last_move"]["bumped"] == ["academy", "black"]  # overlapped at the end, then while backing off
    assert r.state["last_move"]["planned_end"] == {"x": 450.0, "y": 300.0, "heading": 0.0}
    assert "touching black" in r.message


def test_barrel_roll_positions_and_refusal() -> None:
    s = table("place vader tie at 450 350 heading 180")
    r = sb.barrel_roll(s, "vader", "right", "forward")
    assert r.ok and approx(pose(r.state, "vader"), (370.0, 330.0, 180.0))
    r = sb.barrel_roll(s, "vader", "left", 0)
    assert approx(pose(r.state, "vader"), (530.0, 350.0, 180.0))
    blocked = run_command(s, "place wall x-wing at 530 350").state
    blocked = run_command(blocked, "place wall2 x-wing at 530 310").state
    blocked = run_command(blocked, "place wall3 x-wing at 530 390").state
    r = sb.barrel_roll(blocked, "vader", "left", "centre")
    assert not r.ok and r.state is blocked and "cannot barrel roll left" in r.message


def test_check_range_arcs_and_obstruction() -> None:
    s = table("place luke x-wing at 450 100", "place vader tie at 450 350 heading 180")
    r = sb.check(s, "luke", "vader")
    c = r.details["check"]
    assert c["range"]["band"] == 3 and c["range"]["distance_mm"] == pytest.approx(210.0)
    assert c["range"]["points"][0][1] == pytest.approx(120.0) and c["range"]["points"][1][1] == pytest.approx(330.0)
    assert c["a_to_b"]["in_arc"] and c["b_to_a"]["in_arc"] and not c["a_to_b"]["obstructed"]
    assert r.state["last_attack"]["range"] == 3 and r.state["last_attack"]["line"]
    s2 = run_command(s, "asteroid 3 at 450 225 as rock").state
    c2 = sb.check(s2, "luke", "vader").details["check"]
    assert c2["a_to_b"]["obstructed"] and c2["a_to_b"]["obstructed_by"] == ["rock"]
    s3 = run_command(s, "asteroid 3 at 700 225 as far").state
    assert not sb.check(s3, "luke", "vader").details["check"]["a_to_b"]["obstructed"]
    # one ship turned away: the other is not in its arc
    s4 = table("place luke x-wing at 450 100 heading 180", "place vader tie at 450 350 heading 180")
    c4 = sb.check(s4, "luke", "vader").details["check"]
    assert not c4["a_to_b"]["in_arc"] and c4["b_to_a"]["in_arc"]
    assert "not in arc" in sb.check(s4, "luke", "vader").text()


def test_fleeing_ship_leaves_the_table_and_undo_brings_it_back() -> None:
    s = table("place luke x-wing at 450 880")
    r = sb.move(s, "luke", "2 straight")
    assert r.state["ships"] == [] and r.state["last_move"]["fled"] and "removed" in r.message
    assert pose(sb.undo(r.state).state, "luke") == (450.0, 880.0, 0.0)


def test_undo_reset_and_purity() -> None:
    s = table("place luke x-wing at 450 100", "asteroid 1 at 600 600")
    before = copy.deepcopy(s)
    moved = sb.move(s, "luke", "3 turn right").state
    assert s == before  # the input state is never mutated
    assert sb.undo(moved).state["ships"] == s["ships"]
    cleared = sb.reset(moved).state
    assert cleared["ships"] == [] and cleared["obstacles"] == []
    assert sb.undo(cleared).state["ships"] == moved["ships"]
    assert not sb.undo(sb.new_sandbox()).ok
    # JSON round trip keeps working
    again = json.loads(json.dumps(moved))
    assert sb.undo(again).state["ships"] == s["ships"]


def test_refusals_change_nothing() -> None:
    s = table("place luke x-wing at 450 100")
    for r in (sb.place_ship(s, "b", "tie", 460, 110), sb.place_ship(s, "c", "tie", 5, 100)):
        assert not r.ok and r.state is s
    assert "overlap luke" in sb.place_ship(s, "b", "tie", 460, 110).message
    assert "off the 914.4 mm mat" in sb.place_ship(s, "c", "tie", 5, 100).message


@pytest.mark.parametrize(
    ("command", "message"),
    [
        ("place luke x-wing at 100 100", "already on the table"),
        ("move han 1 straight", "no ship 'han'"),
        ("move luke 7 straight", "'7 straight' is not a maneuver"),
        ("roll luke up", "left or right"),
        ("roll luke left 99", "slide must be between"),
        ("asteroid 9 at 100 100", "unknown asteroid"),
        ("place x tie at ten 10", "x must be a number"),
        ("place x tie", "say where"),
        ("check luke luke", "two different ships"),
        ("fly", "move <ship> <maneuver>"),
        ("dance", "unknown sandbox command"),
        ("place x tie at 100 100 large huge", "place <id> <type> at <x> <y>"),
    ],
)
def test_bad_commands_get_specific_messages(command: str, message: str) -> None:
    s = table("place luke x-wing at 450 100")
    with pytest.raises(QuickInputError, match=message) as err:
        run_command(s, command)
    assert err.value.example


def test_large_and_unknown_types() -> None:
    s = table("place hwk hwk-290 at 200 200 large")
    assert s["ships"][0]["base"] == "large"
    assert sb.place_ship(s, "z", "tie", 240, 200).ok is False  # the 80 mm base reaches x = 240


def test_view_follows_the_contract_and_renders() -> None:
    from renderers.xwing import alt_text, render_board

    s = table("place luke x-wing at 450 100", "place vader tie at 450 350 heading 180", "asteroid 2 at 300 300")
    s = sb.move(s, "luke", "1 bank right").state
    s = sb.check(s, "luke", "vader").state
    v = sb.sandbox_view(s)
    assert v["game"] == "xwing" and v["viewer"] is None and v["phase"] == "sandbox"
    ship = v["ships"][0]
    for key in (
        "id",
        "seat",
        "faction",
        "ship_type",
        "pilot",
        "label",
        "skill",
        "base",
        "pose",
        "hull",
        "tokens",
        "locks",
        "locked_by",
        "dial",
        "destroyed",
        "fled",
    ):
        assert key in ship
    assert v["obstacles"][0]["kind"] == "asteroid" and len(v["obstacles"][0]["points"]) >= 3
    assert v["last_attack"]["attacker"] == "luke"
    img = render_board(v, crop="action")
    assert img.width > 100
    assert "LUKE" in alt_text(v).upper()


def test_range_inside_a_match_view() -> None:
    s = table("place luke x-wing at 450 100", "place vader tie at 450 350 heading 180", "asteroid 3 at 450 225")
    view = sb.sandbox_view(s)
    view["phase"] = "combat"
    r = match_range(view, "luke", "VADER")
    assert r.check.a_to_b["band"] == 3 and r.check.a_to_b["obstructed"]
    assert r.view["last_attack"]["obstructed"] and r.view["last_move"] is None
    assert view["last_attack"] is None  # the match view itself is untouched
    with pytest.raises(QuickInputError, match="no ship 'han'"):
        match_range(view, "luke", "han")


def test_range_in_a_real_match_view_rulebook_obstruction_t6() -> None:
    # Rules digest T6: attacker (450, 300, 0), defender (450, 590, 180); a square obstacle across every shortest line
    from bot.games.xwing import GAME
    from tests.xwing.match_support import scenario, square

    ships = [
        ("rookie", "rookiepilot", "rebel", (450, 300, 0)),
        ("academy", "academypilot", "imperial", (450, 590, 180)),
    ]
    state = scenario(ships, obstacles=[square("rock", 430, 430, 470, 470)], phase="combat")
    view = GAME.view(state, None)
    r = match_range(view, "rookie", "academy")
    assert r.check.range["band"] == 3 and r.check.range["distance_mm"] == pytest.approx(250.0)
    assert r.check.a_to_b["obstructed"] and r.check.a_to_b["obstructed_by"] == ["rock"]
    assert r.check.b_to_a["in_arc"] and r.check.b_to_a["obstructed"]
    assert "obstructed by rock (+1 defense die)" in r.text()
    state = scenario(ships, obstacles=[square("side", 480, 430, 520, 470)], phase="combat")
    r = match_range(GAME.view(state, None), "rookie", "academy")
    assert not r.check.a_to_b["obstructed"]


def test_asteroid_notes_when_match_set_up_would_refuse_it() -> None:
    s = sb.new_sandbox()
    near_edge = sb.add_asteroid(s, "3", 450, 150)
    assert (
        near_edge.ok and "set-up in a match would refuse it" in near_edge.message and "bottom edge" in near_edge.message
    )
    assert "would refuse" not in sb.add_asteroid(s, "3", 450, 450).message


def test_help_lists_every_command_whole_in_the_readers_language() -> None:
    """`help` was the module's docstring passed as a value: cut at 200 characters ("…") and English in Russian."""
    result = run_command(sb.new_sandbox(), "help")
    english, russian = result.text("en"), result.text("ru")
    for text in (english, russian):
        assert "…" not in text
        for command in ("place", "near", "asteroid", "move", "roll", "check", "remove", "undo", "reset", "show"):
            assert f"`{command}" in text or f" {command} " in text or f"`{command}`" in text, command
    assert "barrel roll" in english and "бочка" in russian and "console REPL" not in english
