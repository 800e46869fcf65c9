"""Checks of what callers hand the engine: seats, deadline policies, actions, and who may act for which seat."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from bot.core import canonical
from bot.core.protocol import Action, Game
from bot.engine.errors import AmbiguousSeat, BadMatchSetup, MalformedAction, MatchFinished, MatchPaused, NotYourSeat
from bot.engine.runner import MatchRunner
from bot.engine.types import ABANDONED, FINISHED, PAUSED, POLICIES, DeadlinePolicy

MAX_ACTION_BYTES = 16_384


def check_seats(game: str, g: Game, seats: Mapping[str, str | int]) -> dict[str, str]:
    """The seat -> user map in the game's seat order, or BadMatchSetup."""
    spec = g.seat_spec
    seat_map = {str(s): str(u) for s, u in seats.items()}
    unknown = [s for s in seat_map if s not in spec.names]
    if unknown:
        raise BadMatchSetup(f"{game} has no seat(s) {', '.join(unknown)}; its seats are {', '.join(spec.names)}")
    if not spec.min_players <= len(seat_map) <= spec.max_players:
        raise BadMatchSetup(f"{game} needs {spec.min_players}-{spec.max_players} seats, got {len(seat_map)}")
    if any(not u for u in seat_map.values()):
        raise BadMatchSetup("every seat needs a player")
    return {s: seat_map[s] for s in spec.names if s in seat_map}


def check_live(runner: MatchRunner, *, allow_paused: bool = False) -> None:
    if runner.status in (FINISHED, ABANDONED):
        raise MatchFinished(f"match {runner.id} is over")
    if runner.status == PAUSED and not allow_paused:
        raise MatchPaused(f"match {runner.id} is paused; a player can resume it")


def resolve_seat(runner: MatchRunner, user_id: str, seat: str | None, *, any_seat: bool = False) -> str:
    mine = runner.users_seats(user_id)
    if not mine:
        raise NotYourSeat(f"you do not play in match {runner.id}")
    if seat is not None:
        if seat not in mine:
            raise NotYourSeat(f"seat {seat!r} is not yours in match {runner.id}")
        return seat
    if len(mine) == 1:
        return mine[0]
    prompted = [s for s in mine if any(p.seat == s for p in runner.prompts)]
    if len(prompted) == 1:
        return prompted[0]
    if any_seat:
        return mine[0]
    raise AmbiguousSeat(
        f"you hold seats {', '.join(mine)}; say which one acts", said="engine.ambiguous_seat", seats=", ".join(mine)
    )


def check_action(action: Any) -> Action:
    if not isinstance(action, dict):
        raise MalformedAction('an action must be a JSON object such as {"kind": "pick", ...}')
    if not isinstance(action.get("kind"), str) or not action["kind"]:
        raise MalformedAction('an action needs a "kind" naming what to do')
    try:
        text = canonical.dumps(action)
    except (TypeError, ValueError) as exc:
        raise MalformedAction(f"an action must be plain JSON data: {exc}") from exc
    if len(text) > MAX_ACTION_BYTES:
        raise MalformedAction(f"the action is too large ({len(text)} bytes; the limit is {MAX_ACTION_BYTES})")
    result: Action = json.loads(text)  # a private copy: the caller can't mutate what we store
    return result


def check_policy(policy: DeadlinePolicy) -> None:
    if policy.on_expiry not in POLICIES:
        raise BadMatchSetup(f"deadline policy must be one of {', '.join(POLICIES)}, not {policy.on_expiry!r}")
    for v in [policy.seconds, *policy.reminders, *policy.per_kind.values()]:
        if v is not None and (not isinstance(v, int | float) or v <= 0):
            raise BadMatchSetup("deadline and reminder times must be positive numbers of seconds")
