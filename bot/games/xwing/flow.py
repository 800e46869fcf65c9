"""The match flow: a working copy of the state, the events emitted so far, and `advance`, which runs every step
that needs no decision (dice, moves, damage, phase changes) until some seat must decide or the match is over.

`act` validates one decision, lets its handler emit events through a Flow, then calls `advance`. Everything the
flow does is an event, so `evolve` replays it without chance.
"""

from __future__ import annotations

from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import PUBLIC, Event
from bot.core.texts import is_message, msg
from bot.games.xwing import hooks as H
from bot.games.xwing.content import content, ship_type
from bot.games.xwing.names import ship_name
from bot.games.xwing.says import default_say
from bot.games.xwing.state import Pending, Ship, State, alive, apply, other
from bot.games.xwing.texts import english, reason_msg, seat_msg


class Flow:
    def __init__(self, state: State, chance: Chance, hooks: H.Hooks) -> None:
        self.s = state  # a private working copy, mutated by apply()
        self.chance = chance
        self.hooks = hooks
        self.events: list[Event] = []
        self._pending0 = state.get("pending")

    def emit(self, event_kind: str, /, visibility: str = PUBLIC, **payload: Any) -> None:
        say = payload.get("say")
        if say is None:  # every event speaks to people ("" = bookkeeping)
            say = default_say(self.s, event_kind, payload)
        if is_message(say):  # localizable: English for the console and the log, key and params for adapters
            payload["say"], payload["say_key"], payload["say_params"] = english(say), say["key"], say["params"]
        else:
            payload["say"] = str(say)
        ev = Event(event_kind, payload, visibility)
        apply(self.s, ev)
        self.events.append(ev)

    def wait(self, pending: Pending | None) -> None:
        """Set the pending decision. Only the final one of an `act` becomes an event (see `finish`): the steps in
        between are never observed, so the log keeps one "awaiting" per action instead of one per step."""
        self.s["pending"] = pending

    def finish(self) -> list[Event]:
        if self.s.get("pending") != self._pending0 and self.s["phase"] != "over":
            self.emit("awaiting", pending=self.s["pending"])
        return self.events

    def offer_free_action(self, sid: str, actions: list[str] | None = None, say: Any = None) -> None:
        """Queue a free action for `sid` (None: any action it may take); asked after its normal action step."""
        self.emit("free_action_offered", ship=sid, actions=actions, say=say)

    # --- derived values through the hooks -------------------------------------------------------------------------
    def skill(self, sid: str) -> int:
        return skill(self.s, self.hooks, sid)

    def ship(self, sid: str) -> Ship:
        ship: Ship = self.s["ships"][sid]
        return ship


def skill(state: State, hooks: H.Hooks, sid: str) -> int:
    ship = state["ships"][sid]
    base = ship["skill"] if ship.get("piece") else content().pilots[ship["pilot"]].skill  # a piece has no pilot
    return int(hooks.value(H.PILOT_SKILL, state, {"ship": sid}, base))


def ship_stat(state: State, hooks: H.Hooks, sid: str, stat: str) -> int:
    ship = state["ships"][sid]
    base = getattr(ship_type(ship), stat)
    window = {"attack": H.ATTACK_VALUE, "agility": H.AGILITY}[stat]
    return max(0, int(hooks.value(window, state, {"ship": sid}, base)))


def order_key(state: State, hooks: H.Hooks, sid: str, descending: bool) -> tuple[int, int, int]:
    """Sort key: pilot skill (ascending or descending), then the initiative holder's ships first, then squad order."""
    sk = skill(state, hooks, sid)
    seat_rank = 0 if state["ships"][sid]["seat"] == state["initiative"] else 1
    return (-sk if descending else sk, seat_rank, state["order"].index(sid))


def fielded(state: State, seat: str | None = None) -> list[str]:
    """Ships still in play (doomed ships included), in squad order."""
    return [sid for sid in state["order"] if alive(state["ships"][sid]) and seat in (None, state["ships"][sid]["seat"])]


def piloted(state: State) -> list[str]:
    """Ships in play that plan, activate and attack: not mission pieces (the shuttle moves by its mission's rule)."""
    return [sid for sid in fielded(state) if not state["ships"][sid].get("piece")]


def check_victory(flow: Flow) -> bool:
    """End the match when a side has no ships left; never while a doomed ship still has to fire."""
    s = flow.s
    if s["phase"] == "over" or any(sh["doomed"] for sh in s["ships"].values() if alive(sh)):
        return s["phase"] == "over"
    left = {seat: bool(fielded(s, seat)) for seat in ("rebel", "imperial")}
    result: list[str] | None = None
    if not any(left.values()):
        result = [s["initiative"], "the last ships fell together; the initiative holder wins"]
    elif not all(left.values()):
        winner = "rebel" if left["rebel"] else "imperial"
        result = [winner, f"every {other(winner)} ship was destroyed"]
    result = flow.hooks.value(H.VICTORY, s, {}, result)  # a mission wins only by its objectives
    if result is None:
        return False
    winner, reason, *key = result  # a mission's reason comes with its catalog key
    flow.emit(
        "game_over",
        winner=winner,
        reason=reason,
        say=msg("say.game_over", winner=seat_msg(winner, True), reason=msg(key[0]) if key else reason_msg(reason)),
    )
    return True


def _reason(flow: Flow, reason: str) -> Any:
    """Why a ship was destroyed, in words; an attack names its attacker by pilot (the reason holds its label)."""
    if reason.startswith("attack by "):
        by = reason.removeprefix("attack by ")
        for ship in flow.s["ships"].values():
            if ship["label"] == by:
                return msg("reason.attack_by", ship=ship_name(ship))
    return reason_msg(reason)


def destroy(flow: Flow, sid: str, reason: str) -> None:
    ship = flow.ship(sid)
    if not alive(ship):
        return
    flow.emit(
        "ship_destroyed",
        ship=sid,
        reason=reason,
        say=msg("say.destroyed", ship=ship_name(ship), reason=_reason(flow, reason)),
    )
    flow.hooks.fire(H.SHIP_DESTROYED, flow, {"ship": sid, "reason": reason})
