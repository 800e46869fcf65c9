"""A minimal game for engine tests: simultaneous secret picks, a die roll, a winner.

Each round both seats secretly pick a number 1-3 (a commitment is announced), then both picks are revealed and
each seat rolls a d6; score = pick + die, the higher score takes the round (ties: nobody). First to `rounds_to_win`
(option, default 2) wins. A seat may also concede at any time.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.chance import Chance, salted_hash
from bot.core.protocol import (
    PUBLIC,
    Action,
    Event,
    Option,
    Outcome,
    Prompt,
    RuleError,
    SeatSpec,
    View,
)


class Duel:
    name = "duel"
    title = "Duel (test game)"
    seat_spec = SeatSpec(names=("a", "b"))
    public_secret_options = frozenset({"pick"})  # 1, 2 or 3: everybody knows the choices, not the pick

    def setup(self, options: Mapping[str, Any], seats: Sequence[str], chance: Chance) -> dict[str, Any]:
        unknown = set(options) - {"rounds_to_win"}
        if unknown:
            raise RuleError(f"unknown option(s): {', '.join(sorted(unknown))}")
        to_win = options.get("rounds_to_win", 2)
        if not isinstance(to_win, int) or not 1 <= to_win <= 9:
            raise RuleError("rounds_to_win must be a whole number from 1 to 9")
        if list(seats) != list(self.seat_spec.names):
            raise RuleError("the duel needs seats 'a' and 'b'")
        return {
            "round": 1,
            "to_win": to_win,
            "score": {"a": 0, "b": 0},
            "picks": {},  # seat -> {"value", "salt"}; secret until revealed
            "locked": {},  # seat -> commitment hash (public)
            "conceded": None,
            "last": None,
        }

    def prompts(self, state: dict[str, Any]) -> list[Prompt]:
        if self.outcome(state):
            return []
        out = []
        for seat in self.seat_spec.names:
            if seat in state["locked"]:
                continue
            opts = tuple(Option(id=str(v), label=f"Pick {v}", action={"kind": "pick", "value": v}) for v in (1, 2, 3))
            out.append(
                Prompt(
                    seat=seat,
                    kind="pick",
                    text=f"Round {state['round']}: pick a number",
                    key=f"r{state['round']}:pick:{seat}",
                    options=opts,
                    secret=True,
                    default={"kind": "pick", "value": 1},
                )
            )
        return out

    def act(self, state: dict[str, Any], seat: str, action: Action, chance: Chance) -> list[Event]:
        if seat not in self.seat_spec.names:
            raise RuleError(f"there is no seat {seat!r} in a duel", code="wrong_seat")
        if self.outcome(state):
            raise RuleError("the match is over", code="finished")
        kind = action.get("kind")
        if kind == "concede":
            return [Event("conceded", {"seat": seat})]
        if kind != "pick":
            raise RuleError(f"unknown action {kind!r}; expected 'pick' or 'concede'", code="malformed")
        value = action.get("value")
        if not isinstance(value, int) or isinstance(value, bool) or value not in (1, 2, 3):
            raise RuleError("pick a whole number from 1 to 3", code="malformed")
        if seat in state["locked"]:
            raise RuleError("you already picked this round", code="not_your_turn")
        key = f"r{state['round']}:pick:{seat}"
        salt = chance.salt(key)
        events = [
            Event("picked", {"seat": seat, "value": value, "salt": salt}, visibility=seat),
            Event("locked", {"seat": seat, "commitment": salted_hash(str(value), salt)}),
        ]
        if len(state["locked"]) + 1 == len(self.seat_spec.names):
            picks = {s: p["value"] for s, p in state["picks"].items()}
            picks[seat] = value
            rolls = {s: chance.roll(f"r{state['round']}:roll:{s}", 6)[0] for s in self.seat_spec.names}
            salts = {s: p["salt"] for s, p in state["picks"].items()}
            salts[seat] = salt
            events.append(Event("revealed", {"picks": picks, "salts": salts, "rolls": rolls}))
        return events

    def evolve(self, state: dict[str, Any], event: Event) -> dict[str, Any]:
        s = copy.deepcopy(state)
        p = event.payload
        if event.kind == "picked":
            s["picks"][p["seat"]] = {"value": p["value"], "salt": p["salt"]}
        elif event.kind == "locked":
            s["locked"][p["seat"]] = p["commitment"]
        elif event.kind == "revealed":
            totals = {seat: p["picks"][seat] + p["rolls"][seat] for seat in self.seat_spec.names}
            a, b = totals["a"], totals["b"]
            if a != b:
                s["score"]["a" if a > b else "b"] += 1
            s["last"] = {"picks": p["picks"], "rolls": p["rolls"], "totals": totals}
            s["picks"], s["locked"] = {}, {}
            s["round"] += 1
        elif event.kind == "conceded":
            s["conceded"] = p["seat"]
        else:
            raise ValueError(f"unknown event {event.kind!r}")
        return s

    def view(self, state: dict[str, Any], seat: str | None) -> View:
        v = {k: copy.deepcopy(val) for k, val in state.items() if k != "picks"}
        if seat is not None and seat in state["picks"]:
            v["my_pick"] = state["picks"][seat]["value"]
        return v

    def outcome(self, state: dict[str, Any]) -> Outcome | None:
        if state["conceded"]:
            other = "b" if state["conceded"] == "a" else "a"
            return Outcome((other,), f"{state['conceded']} conceded")
        for seat in self.seat_spec.names:
            if state["score"][seat] >= state["to_win"]:
                return Outcome((seat,), f"{seat} won {state['score'][seat]} rounds")
        return None

    def encode_state(self, state: dict[str, Any]) -> dict[str, Any]:
        return copy.deepcopy(state)

    def decode_state(self, data: Any) -> dict[str, Any]:
        if not isinstance(data, dict) or "score" not in data:
            raise ValueError("not a duel state")
        return copy.deepcopy(data)


GAME = Duel()
__all__ = ["GAME", "PUBLIC"]
