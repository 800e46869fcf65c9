"""Moves beyond a figure's own steps (imperial-assault-rrg-ru.txt): Massive figures ending on others (L859-873),
push (L906-916), place (L1173-1182), "move X spaces" (L310), and every legal destination reachable through the
offered options (pages of farther destinations)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.games.ia.game import GAME
from bot.games.ia.state import destinations, free_moves

# Our own test card (not a real deployment card): a Massive 2x2 walker.
WALKER = {
    "id": "test-walker",
    "name": "Test Walker",
    "affiliation": "imperial",
    "cost": 10,
    "group": 1,
    "health": 12,
    "speed": 4,
    "base": [2, 2],
    "defense": ["black"],
    "attack": {"type": "ranged", "dice": ["red"]},
    "keywords": {"massive": 1},
    "source": "test data of our own",
}


def setup(p1: list[str], p2: list[str] | None = None) -> dict[str, Any]:
    armies = {"p1": {"units": p1, "deck": None}, "p2": {"units": p2 or ["rebel-trooper"], "deck": None}}
    options = {"armies": armies, "mission": "data-heist", "content": {"deployment": [WALKER]}}
    state = GAME.setup(options, ("p1", "p2"), Chance("m"))
    if state["chooser"] is not None:
        state = act(state, "take" if state["chooser"] == "p1" else "give")
    return act(state, "red")


def act(state: dict[str, Any], option_id: str | None = None, action: dict[str, Any] | None = None) -> dict[str, Any]:
    prompt = GAME.prompts(state)[0]
    if action is None:
        opt = prompt.option(option_id or "")
        assert opt is not None, (option_id, [o.id for o in prompt.options or ()])
        action = dict(opt.action)
    for e in GAME.act(state, prompt.seat, action, Chance("m")):
        state = GAME.evolve(state, e)
    return state


def placed(state: dict[str, Any], where: dict[str, list[int] | None], hand: list[str] | None = None) -> dict[str, Any]:
    s = copy.deepcopy(state)
    for fid, pos in where.items():
        s["figures"][fid]["pos"] = None if pos is None else pos
    if hand is not None:
        s["players"]["p1"]["hand"] = sorted(hand)
    return s


def ids(state: dict[str, Any]) -> list[str]:
    return [o.id for o in GAME.prompts(state)[0].options or ()]


# --- Massive ----------------------------------------------------------------------------------------------------


def test_a_massive_figure_ends_on_figures_and_their_owners_push_them_aside_l868_869() -> None:
    # p1: the walker (p1-1, 2x2) and a stormtrooper group; p2: rebel troopers. The walker steps down from
    # (2, 0)-(3, 1) onto (2, 2), a p1 stormtrooper, and (3, 2), a p2 trooper.
    s = setup(["test-walker", "stormtrooper"])
    s = placed(s, {"p1-1": [2, 0], "p1-2": [2, 2], "p1-3": [0, 9], "p1-4": [0, 10], "p2-1": [3, 2]})
    s = act(act(s, "p1-g1"), "move")
    assert "step:2,1:2x2" in ids(s)  # a Massive figure may end on other figures (L868)
    s = act(s, "step:2,1:2x2")
    assert s["act"]["stuck"] and s["act"]["mp"] == 0  # L869: no more MP this activation
    # The moving player's own figure first (L868); the nearest empty spaces of (2, 2) are a tie: p1 chooses.
    prompt = GAME.prompts(s)[0]
    assert prompt.kind == "relocate" and prompt.seat == "p1"
    assert "stay" not in ids(s)  # not optional
    assert {"to:1,1", "to:1,2", "to:1,3", "to:2,3", "to:3,3"} <= set(ids(s)) and "to:4,2" not in ids(s)
    with pytest.raises(RuleError):
        GAME.act(s, "p1", {"kind": "relocate", "to": [6, 9]}, Chance("m"))  # not a nearest empty space
    s = act(s, "to:1,2")
    prompt = GAME.prompts(s)[0]
    assert prompt.kind == "relocate" and prompt.seat == "p2"  # then the other player's figure
    assert ids(s) == ["to:4,1", "to:4,2", "to:2,3", "to:3,3"]  # (4, 3) is blocking; (1, 2) taken just now
    s = act(s, "to:4,2")
    assert s["figures"]["p1-2"]["pos"] == [1, 2] and s["figures"]["p2-1"]["pos"] == [4, 2]
    assert s["relocate"] is None and GAME.prompts(s)[0].kind == "action"
    assert not [i for i in ids(s) if i.startswith("step:")]  # stuck (L869), even after another move action
    s = act(s, "move")
    assert not [i for i in ids(s) if i.startswith("step:")]


def test_a_massive_figure_ignores_terrain_and_costs_but_not_walls_or_other_massive_figures_l865_867() -> None:
    s = setup(["test-walker", "test-walker"])
    # Outpost: blocking (4, 3) and (4, 4); difficult (4, 0) and (5, 0); the building's west wall at x = 6.
    s = placed(s, {"p1-1": [2, 3], "p1-2": [9, 0], "p2-1": [0, 11]})
    s = act(act(s, "p1-g1"), "move")
    found = destinations(s, "p1-1", 4)
    assert found[(3, 3, 2, 2)] == 1  # into the blocking column, and it may end there (L865)
    assert (4, 2, 2, 2) in found and found[(4, 2, 2, 2)] == 3  # no +1 for difficult or hostile spaces (L866)
    assert not any(x + 2 > 6 and y + 2 > 4 and y < 8 and x < 6 for x, y, _w, _h in found)  # never through the wall
    walker2 = {(x, y) for x in (9, 10) for y in (0, 1)}
    assert not any(set(((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))) & walker2 for x, y, _w, _h in found)  # L867


# --- push, move X spaces, place ---------------------------------------------------------------------------------


def test_a_push_moves_an_adjacent_hostile_figure_up_to_x_spaces_never_through_a_wall_l906_916() -> None:
    s = setup(["stormtrooper"])
    # A stormtrooper (p1-1) at (5, 5) and a rebel trooper at (5, 4), beside the building's west wall (x = 6).
    s = placed(s, {"p1-1": [5, 5], "p1-2": [0, 9], "p1-3": [0, 10], "p2-1": [5, 4]}, hand=["shove"])
    s = act(act(act(s, "p1-g1"), "p1-1"), "cards")
    two = placed(s, {"p2-2": [4, 6]})  # a second adjacent hostile figure: first choose whom
    two = act(two, "card:shove")
    assert ids(two) == ["none", "push:p2-1", "push:p2-2"]
    with pytest.raises(RuleError, match="push"):
        GAME.act(two, "p1", {"kind": "relocate", "to": [3, 4]}, Chance("m"))  # no figure chosen yet
    assert "to:3,6" in ids(act(two, "push:p2-2"))
    s = act(s, "card:shove")
    prompt = GAME.prompts(s)[0]
    assert prompt.kind == "relocate" and prompt.seat == "p1"  # the player using the ability chooses (L906)
    assert "stay" in ids(s)  # "up to"
    assert {"to:3,4", "to:5,2", "to:7,2", "to:6,3"} <= set(ids(s))  # 2 spaces, any direction, past the corner
    assert "to:8,2" not in ids(s)  # 3 spaces
    assert not any(f"to:{x},{y}" in ids(s) for x in (6, 7) for y in (4, 5, 6))  # never through the wall or door
    assert "to:5,5" not in ids(s) and "to:5,6" in ids(s)  # through the pusher's space, never ending on it
    s = act(s, "to:3,4")
    assert s["figures"]["p2-1"]["pos"] == [3, 4] and s["relocate"] is None
    assert s["act"]["actions"] == 2  # a command card is no action


def test_move_x_spaces_ignores_movement_costs_l310() -> None:
    s = setup(["stormtrooper"])
    # (4, 0) and (5, 0) are difficult: with MP, (3, 1) -> (5, 0) costs 1 + 1 + 1 + 1 = 4 > 2.
    s = placed(s, {"p1-1": [3, 1], "p1-2": [0, 9], "p1-3": [0, 10], "p2-1": [15, 11]}, hand=["quick-step"])
    s = act(act(s, "p1-g1"), "p1-1")
    assert (5, 0, 1, 1) not in destinations(s, "p1-1", 2)
    assert (5, 0, 1, 1) in free_moves(s, "p1-1", 2)
    s = act(act(s, "cards"), "card:quick-step")
    assert "to:5,0" in ids(s) and "to:6,1" not in ids(s)  # 2 spaces at most: (6, 1) is 3 away
    s = act(s, "to:5,0")
    assert s["figures"]["p1-1"]["pos"] == [5, 0] and s["act"]["mp"] == 0


def test_a_large_figure_keeps_its_orientation_when_moved_x_spaces_l754() -> None:
    s = setup(["e-web-engineer", "stormtrooper"])
    s = placed(s, {"p1-1": [1, 0]})  # (1, 0)-(1, 1)
    moves = free_moves(s, "p1-1", 2)
    assert moves and all(p[2:] == (1, 2) for p in moves)  # never turned
    assert (3, 0, 1, 2) in moves and (2, 1, 1, 2) in moves
    assert (3, 1, 1, 2) not in moves  # no diagonal step (L752): three orthogonal ones
    assert (3, 1, 1, 2) in free_moves(s, "p1-1", 3)


def test_place_within_x_spaces_on_an_empty_space_l1173_1182() -> None:
    s = setup(["e-web-engineer", "stormtrooper"])
    s = placed(s, {"p1-1": [2, 2], "p1-2": [3, 2], "p1-3": [0, 10], "p1-4": [0, 11], "p2-1": [15, 11]})
    s["players"]["p1"]["hand"] = ["flanking-drop"]
    s = act(act(s, "p1-g1"), "cards")
    s = act(s, "card:flanking-drop")
    options = ids(s)
    # Blocking (4, 3), (4, 4) and the stormtrooper's (3, 2) are never covered; turned poses are allowed (L759).
    assert "to:4,2:1x2" not in options and "to:3,1:1x2" not in options
    assert "to:4,0:2x1" in options and "to:5,3:1x2" in options  # (5, 3) is 3 spaces from (2, 3)
    assert "to:6,2:1x2" not in options  # (6, 2) is 4 spaces away
    s = act(s, "to:4,0:2x1")
    assert s["figures"]["p1-1"]["pos"] == [4, 0] and s["figures"]["p1-1"]["dims"] == [2, 1]


# --- every destination can be reached through options ---------------------------------------------------------


def test_every_legal_destination_is_offered_on_the_actions_or_a_page() -> None:
    s = setup(["darth-vader"])
    s = placed(s, {"p1-1": [7, 2], "p2-1": [15, 11], "p2-2": [14, 11], "p2-3": [13, 11]})
    s = act(act(act(s, "p1-g1"), "move"), "move")
    legal = {f"step:{x},{y}" for x, y, _w, _h in destinations(s, "p1-1", 8)}
    near = [i for i in ids(s) if i.startswith("step:")]
    assert len(near) == 40 and "where" in ids(s) and len(legal) > 40 + 90  # several pages
    offered = set(near)
    page = act(s, "where")
    pages = 0
    while True:
        pages += 1
        prompt = GAME.prompts(page)[0]
        assert prompt.kind == "where" and len(prompt.options or ()) <= 100
        offered |= {i for i in ids(page) if i.startswith("step:")}
        if "next" not in ids(page):
            break
        page = act(page, "next")
    assert offered == legal and pages >= 2
    first = act(s, "where")
    far = next(i for i in ids(first) if i.startswith("step:"))  # the nearest beyond the first 40
    done = act(first, far)
    assert GAME.prompts(done)[0].kind == "action" and "page" not in done["act"]
    assert done["figures"]["p1-1"]["pos"] == [int(v) for v in far[5:].split(",")]
    back = act(act(s, "where"), "back")
    assert GAME.prompts(back)[0].kind == "action"


def test_random_matches_with_massive_large_figures_and_the_moving_cards_end_and_replay() -> None:
    from bot.core.canonical import digest
    from tests.ia.policy import play, random_policy

    deck = ["quick-step"] * 2 + ["shove"] * 2 + ["flanking-drop"] + ["steady-aim", "brace", "sidestep"] * 2
    deck += ["second-wind", "double-time"] * 2
    rebels = ["rebel-trooper", "rebel-trooper", "luke-jedi"]
    armies = {
        "p1": {"units": ["test-walker", "e-web-engineer", "stormtrooper"], "deck": deck},
        "p2": {"units": rebels, "deck": ["deep-focus" if c == "flanking-drop" else c for c in deck]},
    }
    kinds: set[str] = set()
    for seed in ("r1", "r2", "r3"):
        options = {"armies": armies, "mission": "supply-run", "content": {"deployment": [WALKER]}}
        state, _actions, events = play(seed, random_policy, options)
        assert GAME.outcome(state) is not None
        kinds |= {e.payload["how"] for e in events if e.kind == "relocated"}
        again = GAME.setup(options, ("p1", "p2"), Chance(seed))
        for e in events:
            again = GAME.evolve(again, e)
        assert digest(again) == digest(state)
    assert {"move", "push", "place"} <= kinds
