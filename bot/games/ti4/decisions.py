"""A player's decisions in a TI4 space combat: a prompt builder per phase step that waits for a player (PROMPTS)
and a handler per action kind (HANDLERS), which checks the action and returns its events."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import Action, Event, Option, Prompt
from bot.core.texts import msg, quoted
from bot.games.ti4 import combat, hits
from bot.games.ti4 import texts as T
from bot.games.ti4.capacity import removal_options
from bot.games.ti4.hits import HitPack
from bot.games.ti4.narration import fleet_msg, units_text
from bot.games.ti4.phases import SEATS, Phase, Step, as_seat, other
from bot.games.ti4.state import CombatState, Side
from bot.games.ti4.steps import (
    after_declare,
    after_duranium,
    after_munitions,
    after_roll,
    assigned_event,
    duranium_choices,
    to,
)

R39 = "TI4 rule 39"
PromptBuilder = Callable[[CombatState, Phase], list[Prompt]]
Handler = Callable[[CombatState, str, Action, Chance], list[Event]]


def prompts(state: CombatState) -> list[Prompt]:
    if state["result"] is not None:
        return []
    current = Phase.parse(state["phase"])
    build = PROMPTS.get(current.step)
    return build(state, current) if build is not None else []


def handle(state: CombatState, seat: str, action: Action, chance: Chance) -> list[Event]:
    """The events of a player's action; RuleError (with the rule and what is allowed) for an illegal one."""
    kind = action["kind"]
    run = HANDLERS.get(kind)
    if run is None:
        raise T.rule_error(msg("err.unknown_action", kind=quoted(kind)), code="malformed")
    return run(state, seat, action, chance)


def _is(state: CombatState, step: Step, seat: str) -> bool:
    return Phase.parse(state["phase"]) == Phase(step, as_seat(seat))  # act refused any other seat before


# -- prompts -------------------------------------------------------------------------------------------------


def _assign_prompts(state: CombatState, at: Phase) -> list[Prompt]:
    return [_assign_prompt(state, seat) for seat in SEATS if seat in state["pending"]]


def _prompt(
    seat: str,
    kind: str,
    text: dict[str, Any],
    key: str,
    opts: tuple[Option, ...] | None,
    default: Action,
    *,
    context: Mapping[str, Any] | None = None,
) -> Prompt:
    """A prompt whose text is a catalog message: English for the console and logs, the message for adapters."""
    return Prompt(
        seat, kind, T.english(text), key, opts, default=default, context={**(context or {}), **T.prompt_texts(text)}
    )


def _assign_prompt(state: CombatState, seat: str) -> Prompt:
    side = state["sides"][seat]
    pack = HitPack.from_json(state["pending"][seat])
    found = hits.options(side["units"], side["stats"], pack)
    default = hits.default(side["units"], side["stats"], pack)
    opts = None
    if found is not None:
        opts = tuple(_assign_option(i, a, side) for i, a in enumerate(found))
    where = msg(f"where.{pack.source}")
    text = msg("prompt.assign_nf" if pack.nf else "prompt.assign", hits=pack.hits, where=where, nf=pack.nf)
    return _prompt(
        seat,
        "assign_hits",
        text,
        f"r{state['round']}:assign:{seat}:{pack.source}",
        opts,
        default={"kind": "assign", **default},
        context={"hits": pack.hits, "source": pack.source, "nf": pack.nf},
    )


def _assign_option(i: int, a: hits.Assignment, side: Side) -> Option:
    label = T.assignment(a, side["stats"])
    group = msg("group.sustain" if a["sustain"] else "group.destroy")
    detail = msg("detail.keeps", fleet=fleet_msg(hits.apply(side["units"], a), side["stats"]))
    return Option(
        f"a{i}",
        T.english(label),
        {"kind": "assign", **a},
        group=T.english(group),
        detail=T.english(detail),
        texts={"label": label, "group": group, "detail": detail},
    )


def _remove_prompts(state: CombatState, at: Phase) -> list[Prompt]:
    return [_remove_prompt(state, seat) for seat in SEATS if seat in state["excess"]]


def _remove_prompt(state: CombatState, seat: str) -> Prompt:
    side = state["sides"][seat]
    ex = state["excess"][seat]
    legal = removal_options(side, ex["room"], ex["dock"])
    opts = tuple(
        T.option(f"x{i}", msg("opt.remove", units=units_text(c, side["stats"])), {"kind": "remove", "units": c})
        for i, c in enumerate(legal)
    )
    text = msg("prompt.remove", reason=T.phrase(ex["reason"]))
    return _prompt(
        seat,
        "remove_excess",
        text,
        f"r{state['round']}:remove:{seat}:{ex['reason']}",
        opts,
        default=opts[0].action,
    )


def _munitions_prompts(state: CombatState, at: Phase) -> list[Prompt]:
    seat, rnd = at.side, state["round"]
    tg = state["sides"][seat]["trade_goods"]
    opts = (
        T.option("keep", msg("opt.keep_tg"), {"kind": "munitions", "spend": False}),
        T.option("spend", msg("opt.spend_tg", tg=tg), {"kind": "munitions", "spend": True}),
    )
    text = msg("prompt.munitions", round=rnd)
    return [
        _prompt(
            seat,
            "munitions_reserves",
            text,
            f"r{rnd}:munitions:{seat}",
            opts,
            default={"kind": "munitions", "spend": False},
        )
    ]


def _duranium_prompts(state: CombatState, at: Phase) -> list[Prompt]:
    seat = at.side
    side = state["sides"][seat]
    repairs = tuple(
        T.option(u, msg("opt.repair", unit=T.unit_name(side["stats"][u])), {"kind": "repair", "unit": u})
        for u in duranium_choices(side)
    )
    text = msg("prompt.duranium")
    return [
        _prompt(
            seat,
            "duranium_armor",
            text,
            f"r{state['round']}:duranium:{seat}",
            repairs,
            default=repairs[0].action,
        )
    ]


def _declare_prompts(state: CombatState, at: Phase) -> list[Prompt]:
    seat, rnd = at.side, state["round"]
    opts = (
        T.option("stay", msg("opt.stay"), {"kind": "declare", "retreat": False}),
        T.option("retreat", msg("opt.retreat"), {"kind": "declare", "retreat": True}, style="danger"),
    )
    text = msg("prompt.declare", round=rnd)
    return [
        _prompt(
            seat,
            "declare_retreat",
            text,
            f"r{rnd}:declare:{seat}",
            opts,
            default={"kind": "declare", "retreat": False},
        )
    ]


def _last_roll(state: CombatState, seat: str) -> Mapping[str, Any]:
    steps = state["rounds"][-1]["steps"]
    roll: Mapping[str, Any] = next(st for st in reversed(steps) if st["step"] == "roll" and st["side"] == seat)
    return roll


def _reroll_prompts(state: CombatState, at: Phase) -> list[Prompt]:
    seat = at.side
    roll = _last_roll(state, seat)
    names = state["sides"][seat]["stats"]
    misses = [(g["unit"], [i for i, h in enumerate(g["hits"]) if not h]) for g in roll["groups"]]
    misses = [(u, m) for u, m in misses if m]
    choices: list[dict[str, list[int]]] = [{}]
    for unit, idx in misses:
        choices = [c | ({unit: idx[:n]} if n else {}) for c in choices for n in range(len(idx) + 1)]
    choices.sort(key=lambda c: -sum(len(v) for v in c.values()))  # all misses first: the default
    opts = None
    if len(choices) <= 60:
        opts = tuple(
            T.option(
                f"r{i}",
                msg("opt.reroll", dice=", ".join(f"{len(v)} {names[u]['name']}" for u, v in c.items()))
                if c
                else msg("opt.no_reroll"),
                {"kind": "reroll", "dice": c},
            )
            for i, c in enumerate(choices)
        )
    text = msg("prompt.reroll", hits=roll["hits"])
    return [
        _prompt(
            seat,
            "reroll",
            text,
            f"r{state['round']}:reroll:{seat}",
            opts,
            default={"kind": "reroll", "dice": choices[0]},
            context={"dice": {g["unit"]: g["dice"] for g in roll["groups"]}},
        )
    ]


PROMPTS: dict[Step, PromptBuilder] = {
    "assign": _assign_prompts,
    "excess": _remove_prompts,
    "munitions": _munitions_prompts,
    "duranium": _duranium_prompts,
    "reroll": _reroll_prompts,
    "declare": _declare_prompts,
}


# -- actions -------------------------------------------------------------------------------------------------


def _declare(state: CombatState, seat: str, action: Action, chance: Chance) -> list[Event]:
    want = action.get("retreat")
    if not isinstance(want, bool):
        raise T.rule_error(msg("err.declare_malformed"), code="malformed")
    if want and not state["sides"][seat]["retreat"]:
        raise T.rule_error(msg("err.no_retreat_system"), "RU 39.4в")
    if want and seat == "attacker" and state["sides"]["defender"]["declared"]:
        raise T.rule_error(msg("err.defender_retreats"), "RU 39.4б")
    if not _is(state, "declare", seat):
        raise T.rule_error(msg("err.not_declare_turn"), R39 + ".4", code="not_your_turn")
    return [Event("declared", {"side": seat, "retreat": want, "then": after_declare(seat)})]


def _assign(state: CombatState, seat: str, action: Action, chance: Chance) -> list[Event]:
    if state["phase"] != "assign" or seat not in state["pending"]:
        raise T.rule_error(msg("err.no_hits"), R39 + ".6", code="not_your_turn")
    side = state["sides"][seat]
    pack = HitPack.from_json(state["pending"][seat])
    a = {"sustain": action.get("sustain") or {}, "destroy": action.get("destroy") or {}}
    err = hits.check_msg(side["units"], side["stats"], pack, a)
    if err:
        raise T.rule_error(err, "RU 39.6" if pack.source == "combat" else None)
    return [assigned_event(seat, side, {"sustain": dict(a["sustain"]), "destroy": dict(a["destroy"])})]


def _remove(state: CombatState, seat: str, action: Action, chance: Chance) -> list[Event]:
    if state["phase"] != "excess" or seat not in state["excess"]:
        raise T.rule_error(msg("err.nothing_to_remove"), code="not_your_turn")
    ex = state["excess"][seat]
    side = state["sides"][seat]
    units = action.get("units")
    legal = removal_options(side, ex["room"], ex["dock"])
    if not isinstance(units, Mapping) or {k: v for k, v in units.items() if v} not in legal:
        choices = T.either([units_text(c, side["stats"]) for c in legal[:6]])
        raise T.rule_error(msg("err.remove_exactly", choices=choices), "LRR 16 / RU 39.10а")
    return [Event("removed", {"side": seat, "units": {k: v for k, v in units.items() if v}, "reason": ex["reason"]})]


def _repair(state: CombatState, seat: str, action: Action, chance: Chance) -> list[Event]:
    if not _is(state, "duranium", seat):
        raise T.rule_error(msg("err.duranium_when"), code="not_your_turn")
    choices = duranium_choices(state["sides"][seat])
    if action.get("unit") not in choices:
        raise T.rule_error(msg("err.duranium_which", choices=", ".join(choices)))
    return [
        Event("repaired", {"side": seat, "unit": action["unit"], "reason": "Duranium Armor"}),
        to(after_duranium(seat)),
    ]


def _munitions(state: CombatState, seat: str, action: Action, chance: Chance) -> list[Event]:
    if not _is(state, "munitions", seat):
        raise T.rule_error(msg("err.munitions_when"), code="not_your_turn")
    spend = action.get("spend")
    if not isinstance(spend, bool):
        raise T.rule_error(msg("err.munitions_malformed"), code="malformed")
    return [Event("munitions", {"side": seat, "spend": spend, "then": after_munitions(seat, state["round"])})]


def _reroll_positions(dice: Any, groups: Mapping[str, Mapping[str, Any]]) -> None:
    """RuleError unless `dice` names distinct die positions of the rolled unit types."""
    for unit, idx in dice.items():
        g = groups.get(unit)
        if (
            g is None
            or not isinstance(idx, list)
            or len(set(idx)) != len(idx)
            or not all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(g["dice"]) for i in idx)
        ):
            raise T.rule_error(msg("err.reroll_positions", unit=unit), code="malformed")


def _reroll(state: CombatState, seat: str, action: Action, chance: Chance) -> list[Event]:
    if not _is(state, "reroll", seat):
        raise T.rule_error(msg("err.reroll_when"), "RU 39.5д", code="not_your_turn")
    dice = action.get("dice")
    roll = _last_roll(state, seat)
    groups = {g["unit"]: g for g in roll["groups"]}
    if not isinstance(dice, Mapping):
        raise T.rule_error(msg("err.reroll_malformed"), code="malformed")
    rerolls = []
    total, nf = roll["hits"], sum(sum(g["hits"]) for g in roll["groups"] if g["non_fighter"])
    for unit, idx in dice.items():
        _reroll_positions({unit: idx}, groups)
        if not idx:
            continue
        g = groups[unit]
        new = chance.roll(f"r{state['round']}:reroll:{seat}:{unit}", 10, len(idx))
        extra = 2 if state["sides"][seat]["stats"][unit].get("effect") == "natural_9_10_extra_hits" else 0
        grp = combat.Group(unit, g["value"], len(g["dice"]), g["mod"], extra, g["non_fighter"])
        for i, value in zip(idx, new, strict=True):
            h = combat.die_hits(grp, value)
            total += h - g["hits"][i]
            nf += (h - g["hits"][i]) if g["non_fighter"] else 0
            rerolls.append({"unit": unit, "index": i, "old": g["dice"][i], "new": value, "hits": h})
    prev = HitPack.from_json(state["pending"][other(seat)]) if other(seat) in state["pending"] else None
    opp = state["sides"][other(seat)]
    no_sustain = combat.has_effect(state["sides"][seat], "no_enemy_sustain")
    pack = prev or HitPack(0, 0, "any", not no_sustain, 2 if "non_euclidean_shielding" in opp["techs"] else 1)
    pack = HitPack(total, nf, pack.target, pack.sustain, pack.per_sustain, "combat")
    payload = {"side": seat, "rerolls": rerolls, "hits": total, "pack": pack.to_json(), "then": after_roll(seat)}
    return [Event("rerolled", payload)]


HANDLERS: dict[str, Handler] = {
    "declare": _declare,
    "assign": _assign,
    "remove": _remove,
    "munitions": _munitions,
    "reroll": _reroll,
    "repair": _repair,
}
