"""destinations() keeps its last few answers (issue 17: one activation asks the same several times); each is keyed
by the very figures dict, cards and board it came from, the figure and its MP (L918-929, L309-313, L747-761). A
cache that ignored an opened door (L293: a new board), another figure's move, the MP or an edit of its answer fails
here."""

from __future__ import annotations

from typing import Any

from bot.core.chance import Chance
from bot.games.ia.game import GAME
from bot.games.ia.state import _destinations, destinations
from tests.ia.policy import play, random_policy

LARGE = {"armies": {"p1": {"units": ["e-web-engineer", "stormtrooper", "darth-vader"], "deck": None}}}


def _states(seed: str, options: dict[str, Any], every: int) -> list[dict[str, Any]]:
    state = GAME.setup(options, ("p1", "p2"), Chance(seed))
    _final, _actions, events = play(seed, random_policy, options, limit=700)
    out = []
    for n, event in enumerate(events):
        state = GAME.evolve(state, event)
        if n % every == 0 and state["phase"] == "activation":
            out.append(state)
    return out


def test_destinations_equal_the_plain_search_through_random_matches_asked_in_any_order() -> None:
    checked = 0
    for seed, options in (("dest-a", {"mission": "data-heist"}), ("dest-b", {**LARGE, "mission": "supply-run"})):
        states = _states(seed, options, 41)
        for i, state in enumerate(states):
            earlier = states[i // 2]  # an older state asked again between: the answers must not mix
            for s in (state, earlier, state):
                for fid, f in sorted(s["figures"].items()):
                    if f["pos"] is None:
                        continue
                    for mp in (1, 4):
                        assert destinations(s, fid, mp) == _destinations(s, fid, mp), (seed, i, fid, mp)
                        checked += 1
    assert checked > 1000


def test_an_opened_door_with_the_same_figures_is_another_answer() -> None:
    state = next(s for s in _states("dest-door", {"mission": "data-heist"}, 7) if not s["doors_open"])
    on_map = sorted(f for f, v in state["figures"].items() if v["pos"] is not None)
    changed = 0
    for fid in on_map:
        closed = destinations(state, fid, 12)
        for i in range(2):
            opened = {**state, "doors_open": [i]}  # the same figures dict, another board
            assert opened["figures"] is state["figures"]
            got = destinations(opened, fid, 12)
            assert got == _destinations(opened, fid, 12)
            changed += got != closed
            assert destinations(state, fid, 12) == closed
    assert changed > 0  # some figure reaches farther through an opened door


def test_an_edited_answer_is_not_the_next_one() -> None:
    state = _states("dest-edit", {"mission": "supply-run"}, 97)[3]
    fid = next(f for f, v in sorted(state["figures"].items()) if v["pos"] is not None)
    first, again = destinations(state, fid, 4), destinations(state, fid, 4)  # computed, then kept
    assert first and again == first
    first.clear()
    again.clear()
    assert destinations(state, fid, 4) == _destinations(state, fid, 4) != {}
