"""What people read: every event carries a `say` (a sentence, or "" for bookkeeping), the secret dial never
reaches the public log, option labels are words, defaults suit a match played by the clock."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import Event, RuleError
from bot.games.xwing import GAME
from bot.games.xwing.content import maneuver_name
from tests.xwing.match_support import ScriptedChance, only_prompt, play, scenario
from tests.xwing.test_match_full import _pick


def _match(seed: str) -> tuple[dict[str, Any], list[Event]]:
    chance = Chance(seed)
    state = GAME.setup({}, ["rebel", "imperial"], chance)
    log: list[Event] = []
    for _ in range(400):
        if GAME.outcome(state) is not None:
            break
        p = GAME.prompts(state)[0]
        events = GAME.act(state, p.seat, _pick(state, p), chance)
        for ev in events:
            state = GAME.evolve(state, ev)
        log.extend(events)
    return state, log


def test_every_event_of_a_whole_match_carries_a_say_and_the_dial_stays_secret() -> None:
    state, log = _match("full")
    assert GAME.outcome(state) is not None
    assert all(isinstance(ev.payload.get("say"), str) for ev in log), {
        ev.kind for ev in log if not isinstance(ev.payload.get("say"), str)
    }
    kinds_spoken = {ev.kind for ev in log if ev.payload["say"]}
    assert {"dial_revealed", "ship_moved", "attack_declared", "dice", "awaiting"} <= kinds_spoken
    assert all(ev.payload["say"] == "" for ev in log if ev.kind in ("dial_set", "attack_stage", "ship_activated"))
    # The public log never learns a dial before its reveal, and "awaiting" lines stay out of it.
    assert not any(line.startswith("Waiting") for line in state["log"])
    first_set = next(ev for ev in log if ev.kind == "dial_set")
    assert first_set.visibility in ("rebel", "imperial")


def test_awaiting_says_who_must_decide_what() -> None:
    chance = Chance("await")
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], chance)
    events = GAME.act(state, "rebel", {"kind": "dial", "ship": "luke", "maneuver": "2-straight"}, chance)
    said = [ev.payload["say"] for ev in events]
    # issues 20/21: sentences name the pilot (labels are for the picture and its legend)
    assert said == ["", "Luke Skywalker's dial is locked."]  # nothing new is awaited: the Imperial dials are still open
    state = play(GAME, state, "rebel", {"kind": "dial", "ship": "luke", "maneuver": "2-straight"}, chance)
    events = GAME.act(state, "imperial", {"kind": "dial", "ship": "nightbeast", "maneuver": "1-turn-left"}, chance)
    assert [e.payload["say"] for e in events if e.kind == "awaiting"] == []
    state = play(GAME, state, "imperial", {"kind": "dial", "ship": "nightbeast", "maneuver": "1-turn-left"}, chance)
    events = GAME.act(state, "imperial", {"kind": "dial", "ship": "obsidian", "maneuver": "2-straight"}, chance)
    awaiting = [e.payload["say"] for e in events if e.kind == "awaiting"]
    assert awaiting == ["Waiting for imperial: Obsidian Squadron Pilot's action."]  # skill 3 activates first
    assert "Obsidian Squadron Pilot reveals 2 straight (green)." in [e.payload["say"] for e in events]


def test_maneuver_labels_are_words_grouped_by_speed_with_their_colour() -> None:
    assert maneuver_name("2-bank-left") == "2 bank left"
    assert maneuver_name("4-koiogran") == "4 K-turn"
    assert maneuver_name("1-straight") == "1 straight"
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], Chance("labels"))
    luke = next(p for p in GAME.prompts(state) if p.context.get("ship") == "luke")
    labels = {o.id: (o.label, o.group, o.style) for o in luke.options or ()}
    assert labels["2-bank-left"] == ("2 bank left (white)", "speed 2", "white")
    assert labels["4-koiogran"] == ("4 K-turn (red)", "speed 4", "red")
    assert labels["1-straight"] == ("1 straight (green)", "speed 1", "green")
    assert luke.default == {"kind": "dial", "ship": "luke", "maneuver": "1-straight"}  # the gentlest: green, slow


def test_deployment_default_is_the_free_spot_nearest_the_middle_of_the_edge() -> None:
    chance = Chance("deploy-default")
    state = GAME.setup({}, ["rebel", "imperial"], chance)
    p = only_prompt(GAME, state)
    assert p.default is not None and p.default["x"] == 457.2  # the middle, not a corner (a corner invites fleeing)
    assert [o.label for o in p.options or ()][:2] == ["x = 57 mm (left)", "x = 114 mm (left)"]
    state = play(GAME, state, p.seat, dict(p.default), chance)
    p = only_prompt(GAME, state)  # Night Beast: the middle is taken, the next free spot is as central as possible
    assert p.default is not None and p.default["x"] == 400.05  # 57 mm left of the middle (ties: the left one)


def test_modify_prompt_shows_the_attack_and_the_dice_and_options_name_their_effect() -> None:
    chance = ScriptedChance(**{"r1:attack:rookie": ["focus", "blank", "hit", "hit"]})
    state = scenario(
        [("rookie", "rookiepilot", "rebel", (450, 300, 0)), ("academy", "academypilot", "imperial", (450, 380, 180))],
        chance=chance,
        phase="combat",
    )
    state["ships"]["rookie"]["lock"] = {"letter": "A", "target": "academy"}
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "academy"}, chance)
    p = only_prompt(GAME, state)
    assert p.kind == "modify"
    assert p.text == (
        "Rookie Pilot attacks Academy Pilot at range 1 (attack dice 2 hits, 1 focus, 1 blank): modify the attack dice"
    )
    groups = {o.group for o in p.options or () if o.id.startswith("target_lock")}
    assert groups == {"Spend target lock to reroll"}


def test_a_typed_maneuver_in_words_is_accepted_and_refusals_say_what_is_awaited() -> None:
    chance = Chance("typed")
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], chance)
    state = play(GAME, state, "rebel", {"kind": "dial", "ship": "luke", "maneuver": "4 K-turn"}, chance)
    assert state["dials"]["luke"]["maneuver"] == "4-koiogran"
    state = play(GAME, state, "imperial", {"kind": "dial", "ship": "nightbeast", "maneuver": "2 Bank Left"}, chance)
    assert state["dials"]["nightbeast"]["maneuver"] == "2-bank-left"
    for bad in ("2 bank sideways", "1 straight", 7):
        with pytest.raises(RuleError, match="is not on the TIE Fighter dial") as err:
            GAME.act(state, "imperial", {"kind": "dial", "ship": "obsidian", "maneuver": bad}, chance)
        assert "ship's dial" in str(err.value.rule)
    with pytest.raises(RuleError) as err:
        GAME.act(state, "rebel", {"kind": "attack", "target": "nightbeast"}, chance)
    assert str(err.value).startswith(
        "'attack' is not possible now (Waiting for dials: imperial (Obsidian Squadron Pilot);"
        " answer with 'dial / dials')"
    )
    with pytest.raises(RuleError, match=r"unknown action “fly”.*any time: standing, dispute, concede"):
        GAME.act(state, "rebel", {"kind": "fly"}, chance)


def test_the_dial_default_never_flies_a_ship_off_the_mat() -> None:
    # A TIE 110 mm from the west edge facing it: every green maneuver (2 straight, 2 banks, 3 straight) flees;
    # the default (applied when a deadline passes) is the gentlest that stays: a white 1 turn.
    state = scenario(
        [("academy", "academypilot", "imperial", (110, 450, 270)), ("luke", "lukeskywalker", "rebel", (800, 100, 0))],
        chance=Chance("edge"),
    )
    p = next(p for p in GAME.prompts(state) if p.context.get("ship") == "academy")
    assert p.default == {"kind": "dial", "ship": "academy", "maneuver": "1-turn-left"}
    luke = next(p for p in GAME.prompts(state) if p.context.get("ship") == "luke")
    assert luke.default == {"kind": "dial", "ship": "luke", "maneuver": "1-straight"}  # in the open: green straight
    state = play(GAME, state, "imperial", dict(p.default), Chance("edge"))
    state = play(GAME, state, "rebel", dict(luke.default), Chance("edge"))
    assert not state["ships"]["academy"]["destroyed"]
    assert state["ships"]["academy"]["pose"] == pytest.approx({"x": 55.0, "y": 395.0, "heading": 180.0})


def test_a_revealed_dial_is_public_and_marked_revealed_until_the_next_planning() -> None:
    chance = Chance("reveal")
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], chance)
    state = play(GAME, state, "rebel", {"kind": "dial", "ship": "luke", "maneuver": "2-straight"}, chance)

    def dial(st: dict[str, Any], sid: str, seat: str | None = None) -> dict[str, Any]:
        return next(s["dial"] for s in GAME.view(st, seat)["ships"] if s["id"] == sid)

    assert dial(state, "luke") == {
        "committed": True,
        "commitment": state["commitments"]["luke"],
        "maneuver": None,
        "revealed": False,
    }
    assert dial(state, "luke", "rebel")["maneuver"] == "2-straight"  # the owner sees his own dial
    state = play(
        GAME,
        state,
        "imperial",
        {"kind": "dials", "dials": {"nightbeast": "2-straight", "obsidian": "2-straight"}},
        chance,
    )
    assert dial(state, "obsidian") == {**dial(state, "obsidian"), "maneuver": "2-straight", "revealed": True}
    assert dial(state, "luke")["revealed"] is False  # Luke (PS 8) has not been revealed yet


def test_a_placement_on_another_ship_is_refused_naming_it() -> None:
    chance = Chance("place")
    state = GAME.setup({}, ["rebel", "imperial"], chance)
    state = play(GAME, state, "imperial", {"kind": "deploy", "x": 400, "y": 864.4, "heading": 180}, chance)
    refused = '"Night Beast" cannot be placed there: the base overlaps Obsidian Squadron Pilot'
    with pytest.raises(RuleError, match=refused) as err:
        GAME.act(state, "imperial", {"kind": "deploy", "x": 420, "y": 864.4, "heading": 180}, chance)
    assert "Setup step 5" in str(err.value.rule)
    with pytest.raises(RuleError, match="off the mat"):
        GAME.act(state, "imperial", {"kind": "deploy", "x": 400, "y": 900, "heading": 180}, chance)


def test_asteroid_spots_are_named_by_where_they_lie_on_the_drawn_board() -> None:
    chance = Chance("rocks")
    state = GAME.setup({"obstacles": "place"}, ["rebel", "imperial"], chance)
    p = only_prompt(GAME, state)
    assert p.seat == "imperial"  # [RU L890]: the Imperial places first
    # the buttons are numbered as the picture draws them (issue 21); the words stay in each option's detail
    assert [o.label for o in p.options or ()] == [str(n) for n in range(1, len(p.options or ()) + 1)]
    labels = [o.detail for o in p.options or ()]
    assert labels[:2] == ["bottom left (290, 290)", "bottom centre (457, 290)"] and "centre (457, 457)" in labels
    assert "middle left (290, 457)" in labels
    events = GAME.act(state, "imperial", dict(p.options[4].action), chance)
    assert events[0].payload["say"] == "imperial places asteroid 1: centre (457, 457)."
