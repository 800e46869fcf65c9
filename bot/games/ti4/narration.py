"""What a TI4 space combat tells people: one combat log line per event, as a localizable message.

`line` is read by `evolve` (the state's log, in English) and by `narrated` (the event's "say" and its
say_key/say_params for adapters); each event kind that speaks has its own function in LINES.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.core.protocol import Event
from bot.core.texts import msg
from bot.games.ti4 import hits
from bot.games.ti4 import texts as T
from bot.games.ti4.hits import HitPack
from bot.games.ti4.phases import SEATS

Message = dict[str, Any]
# (payload, state before the event, the speaking side's name message, that side's unit stats) -> line or None
SideLine = Callable[[Mapping[str, Any], Mapping[str, Any], Any, Mapping[str, Any]], Message | None]


def units_text(units: Mapping[str, int], stats: Mapping[str, Any]) -> list[Message]:
    """'1 Carrier I, 2 Fighter I' as counted names (a list param), most expensive first."""
    return [T.unit_count(n, stats[u]) for u, n in hits.by_cost(units, stats) if n]


def fleet_msg(units: Mapping[str, list[int]], stats: Mapping[str, Any]) -> Any:
    """'1 Dreadnought I (1 damaged), 2 Fighter I' or 'nothing', as messages."""
    parts: list[Any] = []
    for uid, (u, d) in sorted(units.items(), key=lambda kv: hits.cost_key(kv[0], stats), reverse=True):
        counted = T.unit_count(u + d, stats[uid])
        parts.append(msg("fleet.damaged", unit=counted, d=d) if d else counted)
    return parts or msg("fleet.nothing")


def dice_text(groups: Sequence[Mapping[str, Any]], stats: Mapping[str, Any]) -> list[Message]:
    """Each rolled group: 'Destroyer I 9+ [8 2 7 2]' («эсминец I 9+ [8 2 7 2]»), a modifier in brackets."""
    return [
        msg(
            "dice.group",
            unit=T.unit_name(stats[g["unit"]]),
            value=g["value"],
            mod=f" ({g['mod']:+d})" if g["mod"] else "",
            dice=" ".join(map(str, g["dice"])),
        )
        for g in groups
    ]


def verdict_text(winner: str | None, retreated: str | None, combat_fought: bool) -> Message:
    if not combat_fought:
        return msg("end.no_combat_one", winner=T.side(winner)) if winner else msg("end.no_combat_none")
    if winner is None:
        return msg("end.draw")
    if retreated:
        return msg("end.retreated", retreated=T.side(retreated), winner=T.side(winner))
    return msg("end.won", winner=T.side(winner))


def retreated_seat(state: Mapping[str, Any]) -> str | None:
    return next((x for x in SEATS if state["sides"][x]["retreated"] is not None), None)


def narrated(ev: Event, before: Mapping[str, Any], after: Mapping[str, Any]) -> Event:
    """The event with a sentence for people ("say", shown by adapters; "" marks bookkeeping) and its localizable
    version (say_key/say_params): the log line its evolve wrote. evolve ignores these, so replays are unaffected."""
    said = after["log"][len(before["log"][-40:]) :]
    payload = {**ev.payload, "say": " ".join(said)}
    found = line(ev, before)
    if found is not None and said:
        payload["say_key"], payload["say_params"] = found["key"], found["params"]
    return Event(ev.kind, payload, ev.visibility)


def line(ev: Event, state: Mapping[str, Any]) -> Message | None:
    """The combat log line an event writes, as a message, from the state before it (None: bookkeeping)."""
    p, k = ev.payload, ev.kind
    if k == "round_started":
        return msg("say.round", round=p["round"])
    if k == "ended":
        found = verdict_text(p["winner"], retreated_seat(state), p["combat"])
        if T.english(found) == p["reason"]:
            return found
        return T.phrase(p["reason"])
    if k == "all_destroyed":
        return T.phrase(p["reason"])
    speak = LINES.get(k)
    if speak is None or "side" not in p:
        return None
    return speak(p, state, T.side(p["side"]), state["sides"][p["side"]]["stats"])


def _rolled(p: Mapping[str, Any], state: Mapping[str, Any], who: Any, stats: Mapping[str, Any]) -> Message:
    dice = dice_text(p["groups"], stats)
    what = T.phrase(p["what"])
    if dice:
        return msg("say.rolled_dice", side=who, what=what, dice=dice, hits=p["hits"])
    return msg("say.rolled", side=who, what=what, hits=p["hits"])


def _assigned(p: Mapping[str, Any], state: Mapping[str, Any], who: Any, stats: Mapping[str, Any]) -> Message:
    pack = HitPack.from_json(state["pending"][p["side"]])
    text = T.assignment(p["assignment"], stats)
    if T.english(text) != p["text"]:
        text = T.phrase(p["text"])
    return msg("say.assigned", side=who, hits=pack.hits, where=msg(f"src.{pack.source}"), text=text)


def _declared(p: Mapping[str, Any], state: Mapping[str, Any], who: Any, stats: Mapping[str, Any]) -> Message | None:
    return msg("say.declared", side=who) if p["retreat"] else None


def _repaired(p: Mapping[str, Any], state: Mapping[str, Any], who: Any, stats: Mapping[str, Any]) -> Message:
    return msg("say.repaired", side=who, unit=T.unit_name(stats[p["unit"]]), reason=T.phrase(p["reason"]))


def _removed(p: Mapping[str, Any], state: Mapping[str, Any], who: Any, stats: Mapping[str, Any]) -> Message | None:
    if not p["units"]:
        return None
    return msg("say.removed", side=who, units=units_text(p["units"], stats), reason=T.phrase(p["reason"]))


def _retreated(p: Mapping[str, Any], state: Mapping[str, Any], who: Any, stats: Mapping[str, Any]) -> Message:
    units = units_text(p["units"], stats)
    return msg("say.retreated", side=who, units=units) if units else msg("say.retreated_none", side=who)


def _munitions(p: Mapping[str, Any], state: Mapping[str, Any], who: Any, stats: Mapping[str, Any]) -> Message | None:
    return msg("say.munitions", side=who) if p["spend"] else None


def _rerolled(p: Mapping[str, Any], state: Mapping[str, Any], who: Any, stats: Mapping[str, Any]) -> Message | None:
    return msg("say.rerolled", side=who, n=len(p["rerolls"]), hits=p["hits"]) if p["rerolls"] else None


LINES: dict[str, SideLine] = {
    "rolled": _rolled,
    "assigned": _assigned,
    "declared": _declared,
    "repaired": _repaired,
    "removed": _removed,
    "retreated": _retreated,
    "munitions": _munitions,
    "rerolled": _rerolled,
}
