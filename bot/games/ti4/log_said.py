"""The messages of the TI4 view's log lines (`log_said`, line for line beside `log`), so a reader sees them in
their language: the state keeps its log in English only (its hash and stored matches stay as they were), and the
lines written at set-up (space cannon offense, round 1's anti-fighter barrage) reach no event an adapter could
translate. Each line's message is rebuilt from the steps the state records; a line no step explains, or whose
rebuilt English differs from it, is None (shown as written)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.core.texts import is_message, msg
from bot.games.ti4 import texts as T
from bot.games.ti4.narration import retreated_seat, units_text, verdict_text

Message = dict[str, Any]
# (the state, the recorded step, the unit stats of the step's side) -> its log lines as messages
StepLine = Callable[[Mapping[str, Any], Mapping[str, Any], Mapping[str, Any]], list[Message]]


def _rolled(state: Mapping[str, Any], step: Mapping[str, Any], stats: Mapping[str, Any]) -> list[Message]:
    found: Message = {"key": step.get("say_key"), "params": step.get("say_params") or {}}  # as first said
    out = [found] if is_message(found) else []
    if step.get("rerolled"):
        out.append(msg("say.rerolled", side=T.side(step["side"]), n=len(step["rerolled"]), hits=step["hits"]))
    return out


def _assigned(state: Mapping[str, Any], step: Mapping[str, Any], stats: Mapping[str, Any]) -> list[Message]:
    text = T.assignment(step["assignment"], stats)
    if T.english(text) != step["text"]:
        text = T.phrase(step["text"])
    where = msg(f"src.{step['source']}")
    return [msg("say.assigned", side=T.side(step["side"]), hits=step["hits"], where=where, text=text)]


def _removed(state: Mapping[str, Any], step: Mapping[str, Any], stats: Mapping[str, Any]) -> list[Message]:
    units = units_text(step["units"], stats)
    return [msg("say.removed", side=T.side(step["side"]), units=units, reason=T.phrase(step["reason"]))]


def _retreated(state: Mapping[str, Any], step: Mapping[str, Any], stats: Mapping[str, Any]) -> list[Message]:
    units = units_text(step["units"], stats)
    side = T.side(step["side"])
    return [msg("say.retreated", side=side, units=units) if units else msg("say.retreated_none", side=side)]


def _declared(state: Mapping[str, Any], step: Mapping[str, Any], stats: Mapping[str, Any]) -> list[Message]:
    return [msg("say.declared", side=T.side(step["side"]))] if step["retreat"] else []


def _repaired(state: Mapping[str, Any], step: Mapping[str, Any], stats: Mapping[str, Any]) -> list[Message]:
    unit = T.unit_name(stats[step["unit"]])
    return [msg("say.repaired", side=T.side(step["side"]), unit=unit, reason=T.phrase(step["reason"]))]


def _munitions(state: Mapping[str, Any], step: Mapping[str, Any], stats: Mapping[str, Any]) -> list[Message]:
    return [msg("say.munitions", side=T.side(step["side"]))]


def _all_destroyed(state: Mapping[str, Any], step: Mapping[str, Any], stats: Mapping[str, Any]) -> list[Message]:
    return [T.phrase(step["reason"])]


def _ended(state: Mapping[str, Any], step: Mapping[str, Any], stats: Mapping[str, Any]) -> list[Message]:
    result = state.get("result") or {}
    verdict = verdict_text(step["winner"], retreated_seat(state), bool(result.get("combat")))
    return [verdict if T.english(verdict) == step["reason"] else T.phrase(step["reason"])]


STEPS: dict[str, StepLine] = {
    "roll": _rolled,
    "assigned": _assigned,
    "removed": _removed,
    "retreated": _retreated,
    "declared": _declared,
    "repaired": _repaired,
    "munitions": _munitions,
    "all_destroyed": _all_destroyed,
    "ended": _ended,
}


def log_said(state: Mapping[str, Any], lines: list[str]) -> list[Message | None]:
    """The message of each of `lines` (the end of the state's log), None where no recorded step explains it. The
    steps are read from the latest back, only until every line is explained (a view is made after every step)."""
    wanted = set(lines)
    known: dict[str, Message] = {}
    for record in reversed(state["rounds"]):
        found = [said for step in reversed(record["steps"]) for said in _said(state, step)]
        if record["round"]:
            found.append(msg("say.round", round=record["round"]))
        for said in found:
            english = T.english(said)
            if english in wanted:
                known.setdefault(english, said)
        if len(known) == len(wanted):
            break
    return [known.get(line) for line in lines]


def _said(state: Mapping[str, Any], step: Mapping[str, Any]) -> list[Message]:
    speak = STEPS.get(str(step.get("step")))
    side = state["sides"].get(step.get("side")) if "side" in step else None
    if speak is None or (side is None and "side" in step):
        return []
    try:
        return speak(state, step, side["stats"] if side else {})
    except (KeyError, TypeError, ValueError):  # a step written by an older version: its line stays as written
        return []
