"""The words of /match status and of the result line in the reader's language: the match's status, the game's
phase, a side's name and the outcome's reason (the engine and games keep English ids and reasons in their data)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from bot.core.texts import People, is_message
from bot.engine import gametext
from bot.i18n import t

ENGINE_REASONS = {"conceded": "match.reason.conceded", "ran out of time": "match.reason.timeout"}
_ENGINE_REASON = re.compile(r"^(\S+(?:, \S+)*) (conceded|ran out of time)$")  # several seats when all were late


# why the engine paused a match (its "paused" event's reason, kept in English in the hash chain) -> its message
PAUSE_REASONS = {"deadline passed": "match.pause_reason.deadline"}


def pause_text(match_id: str, payload: Mapping[str, Any], locale: str, who: Callable[[str], str | None]) -> str:
    """A pause in `locale`, for the thread and the console alike: a seat's passed deadline names the player
    (`who(seat)`, None for a seat the match lacks); any other reason by its message, else as the engine wrote it."""
    reason = str(payload.get("reason", ""))
    seat = payload.get("seat")
    name = who(seat) if isinstance(seat, str) else None
    if reason == "deadline passed" and name:
        policy = t("match.policy.pause", locale)
        return t("match.deadline_passed", locale, match=match_id, who=name, policy=policy)
    key = PAUSE_REASONS.get(reason)
    return t("match.paused", locale, match=match_id, reason=t(key, locale) if key else reason)


def side_name(game: str | None, seat: str, locale: str) -> str:
    """A seat's side as the game's catalog names it as a subject ("Мятежники"), else the seat id."""
    cats = gametext.catalogs(game)
    for key in (f"who.{seat}", f"side.{seat}", f"seat.{seat}"):
        if cats is not None and cats.has(key):
            return gametext.text(game, key, locale)
    side, _, n = seat.rpartition("-")  # a team player's seat ("rebel-2"): that side's player with his number
    if n.isdigit() and cats is not None and cats.has(f"who.team.{side}"):
        return gametext.text(game, f"who.team.{side}", locale, n=int(n))
    return seat


def state_words(game: str | None, status: str, phase: Any, round_no: Any, locale: str) -> str:
    """The status words ("active, planning, round 2") in `locale`; the phase by the game's `mark.<phase>` (or
    `mark.<stage>` for a phase id "stage:seat"); a phase the catalog does not name is an internal step, left out
    rather than shown as its id ("declare:defender", a Python dict) in a player's language."""
    words = [t(f"match.state.{status}", locale) if status in ("active", "paused", "finished", "abandoned") else status]
    cats = gametext.catalogs(game)
    if isinstance(phase, str) and phase and cats is not None:
        key = next((k for k in (f"mark.{phase}", f"mark.{phase.split(':')[0]}") if cats.has(k)), None)
        if key is not None:
            words.append(gametext.text(game, key, locale))
    if isinstance(round_no, int):
        words.append(t("match.state.round", locale, round=round_no))
    return ", ".join(words)


def result_reason(
    game: str | None,
    reason: str,
    seats: Iterable[str],
    events: Iterable[Mapping[str, Any]],
    locale: str,
    people: People | None = None,
) -> str:
    """The outcome's reason in `locale`: the engine's own reasons (a concession, a forfeit on time) by key, a game's
    reason from the message the game attached to the event that carried it (its "reason" message, else the event's
    whole sentence when the reason is that sentence or the event's reason id: TI4, SWM, Starfighter); else the
    English reason. `people` names the players the game's sentence refers to by seat (docs/protocol.md)."""
    found = _ENGINE_REASON.match(reason)
    if found and set(found.group(1).split(", ")) <= set(seats):
        side = ", ".join(side_name(game, s, locale) for s in found.group(1).split(", "))
        return t(ENGINE_REASONS[found.group(2)], locale, side=side)
    for payload in reversed(list(events)):
        params = payload.get("say_params")
        if reason not in (payload.get("reason"), payload.get("say")) or not isinstance(params, Mapping):
            continue
        if is_message(params.get("reason")):
            return gametext.localize(game, params["reason"], reason, locale, people)
        if isinstance(payload.get("say_key"), str):  # else the sentence that ended the match (TI4, SWM, IA...)
            said = gametext.localize(game, {"key": payload["say_key"], "params": params}, reason, locale, people)
            return said.removesuffix(".")  # it stands in parentheses
    return reason


def late_seats(reason: str, seats: Iterable[str]) -> list[str]:
    """The seats an engine forfeit on time names (all of them when everyone was late); [] for any other reason."""
    found = _ENGINE_REASON.match(reason)
    if not found or found.group(2) != "ran out of time":
        return []
    named = found.group(1).split(", ")
    return named if set(named) <= set(seats) else []
