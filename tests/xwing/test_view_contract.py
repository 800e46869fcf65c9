"""The match side of the view contract the renderers rely on: `dial.revealed` and `round` on the last move/attack."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.chance import Chance
from bot.games.xwing import GAME
from tests.xwing.test_match_full import _pick


def _ship(view: dict[str, Any], sid: str) -> dict[str, Any]:
    return next(s for s in view["ships"] if s["id"] == sid)


def test_public_dial_is_marked_revealed_only_after_reveal_and_moves_attacks_carry_their_round() -> None:
    chance = Chance("c")
    state = GAME.setup({}, ["rebel", "imperial"], chance)
    seen = {"committed": 0, "revealed": 0, "moved": 0, "attacked": 0, "stale": 0}
    for _ in range(400):
        if GAME.outcome(state) is not None or state["round"] > 3:
            break
        p = GAME.prompts(state)[0]
        happened: list[tuple[str, Mapping[str, Any], int]] = []
        for ev in GAME.act(state, p.seat, _pick(state, p), chance):
            state = GAME.evolve(state, ev)
            happened.append((ev.kind, ev.payload, state["round"]))
        public = GAME.view(state, None)  # views are taken between actions, as the engine does
        for kind, payload, rnd in happened:
            if kind == "dial_committed" and public["phase"] == "planning":
                dial = _ship(public, payload["ship"])["dial"]
                assert dial["committed"] and dial["revealed"] is False and dial["maneuver"] is None
                seen["committed"] += 1
            elif kind == "dial_revealed" and public["phase"] == "activation":
                dial = _ship(public, payload["ship"])["dial"]
                assert dial["revealed"] is True and dial["maneuver"] == payload["maneuver"]
                seen["revealed"] += 1
            elif kind == "ship_moved":
                assert public["last_move"]["round"] == rnd
                seen["moved"] += 1
            elif kind == "attack_finished":
                assert public["last_attack"]["round"] == rnd
                seen["attacked"] += 1
        if public["last_move"] and public["last_move"]["round"] < public["round"]:
            seen["stale"] += 1  # early in a new round the move shown is last round's, and says so
        if public["phase"] == "planning":
            assert all(not s["dial"]["revealed"] for s in public["ships"])
    assert state["round"] > 2
    assert all(seen.values()), seen
