"""The handlers that take a seat's answer: one per action kind, registered in ACTIONS.

Decisions added by cards and missions (`hooks.EXTRA_DECISIONS`) are answered by their own handlers when the
pending decision is theirs. A handler checks the answer (RuleError, naming the rule and what is allowed), emits
its events and clears or replaces the pending decision (flow.wait).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, cast

from bot.core.texts import msg, quoted
from bot.games.xwing import hooks as H
from bot.games.xwing import rules, space
from bot.games.xwing.content import maneuver_id
from bot.games.xwing.core_effects import STANDING_CHOICES
from bot.games.xwing.flow import Flow, fielded
from bot.games.xwing.names import ship_name
from bot.games.xwing.prompts import area_name
from bot.games.xwing.says import waiting_clause
from bot.games.xwing.state import Pending, attack
from bot.games.xwing.texts import face_msg, maneuver_msg, player_msg, rule_error, who_msg
from bot.games.xwing.whys import why_msg

R_PHASE = "Round structure (rulebook p.6): planning, activation, combat, end, in that order"
# (flow, seat, action, pending decision or {}) -> None
Handler = Callable[[Flow, str, dict[str, Any], dict[str, Any]], None]

# The action kinds that answer each core pending kind (for the refusal that says what the match waits for).
ANSWERS = {
    "planning": "dial / dials",
    "obstacle": "place_obstacle",
    "edge": "edge",
    "deploy": "deploy",
    "stress_choice": "choose_maneuver",
    "action": "action",
    "target": "attack / pass / attack_order",
    "modify": "modify",
}


def handle(flow: Flow, seat: str, action: dict[str, Any]) -> None:
    kind = action.get("kind")
    p: dict[str, Any] = flow.s.get("pending") or {}
    answer = ACTIONS.get(kind) if isinstance(kind, str) else None
    if answer is not None:
        answer(flow, seat, action, p)
        return
    pending_kind = p.get("kind")
    extra = H.EXTRA_DECISIONS.get(pending_kind) if isinstance(pending_kind, str) else None
    if extra is not None and kind == p.get("answer", pending_kind):
        _expect(p, (str(pending_kind),), seat, str(kind), flow.s)
        extra[1](flow, seat, action)
        return
    raise rule_error(msg("err.unknown_action", kind=quoted(kind), now=_now_msg(flow.s, p)), code="malformed")


def _now_msg(state: dict[str, Any] | None, p: dict[str, Any]) -> dict[str, Any]:
    """What the match waits for, in words, and the action kinds that answer it."""
    if not p:
        return msg("now.nothing")
    said = waiting_clause(state, p) if state is not None else msg("now.kind", kind=p["kind"])
    answer = ANSWERS.get(p["kind"], p.get("answer", p["kind"]))
    return msg("now.waiting", said=said, answer=answer)


def _expect(
    p: dict[str, Any], kinds: tuple[str, ...], seat: str, action_kind: str, state: dict[str, Any] | None = None
) -> None:
    if not p or p["kind"] not in kinds:
        raise rule_error(msg("err.wrong_phase", action=action_kind, now=_now_msg(state, p)), R_PHASE, "wrong_phase")
    if p.get("seat") not in (None, seat):
        raise rule_error(
            msg("err.not_your_turn", seat=who_msg(p["seat"]), you=who_msg(seat), now=_now_msg(state, p)),
            R_PHASE,
            "not_your_turn",
        )


def _effect(effects: list[H.Effect], action: dict[str, Any], rule: str) -> H.Effect:
    name = action.get("effect")
    for e in effects:
        if e.id == name:
            return e
    offered = [msg("effect.offered", label=e.texts.get("") or e.label, id=e.id) for e in effects] or msg("none")
    raise rule_error(msg("err.not_available", name=quoted(name), offered=offered), rule)


# -- any time ------------------------------------------------------------------------------------------------


def _standing(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    choice, value = action.get("choice"), action.get("value")
    if choice not in STANDING_CHOICES or not isinstance(value, bool):
        raise rule_error(msg("err.standing", choices=", ".join(STANDING_CHOICES)), code="malformed")
    flow.emit(
        "standing_set",
        seat=seat,
        choice=choice,
        value=value,
        say=msg(
            f"say.standing_{'set' if value else 'cleared'}", who=player_msg(seat), choice=msg(f"standing.{choice}")
        ),
    )


def _dispute(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    dispute(flow, seat, str(action.get("question", ""))[:300])


def _concede(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    flow.emit("conceded", seat=seat, say=msg("say.concedes", who=player_msg(seat)))


def dispute(flow: Flow, seat: str, question: str) -> None:
    """Rulebook p.16: one player rolls 3 attack dice, the other 3 defense dice; more focus results decide."""
    from bot.core.dice import Pool, load_dice

    dice = load_dice("xwing")
    n = len(flow.s["rulings"])
    for attempt in range(20):
        key = f"dispute:{n}:{attempt}"
        atk = Pool.roll(dice["attack"], 3, flow.chance.rng(key + ":attack"))
        dfn = Pool.roll(dice["defense"], 3, flow.chance.rng(key + ":defense"))
        a, d = atk.count("focus"), dfn.count("focus")
        if a != d:
            break
    other_seat = "imperial" if seat == "rebel" else "rebel"
    winner = seat if a > d else other_seat
    flow.emit(
        "ruling",
        question=question,
        by=seat,
        attack=atk.faces(),
        defense=dfn.faces(),
        winner=winner,
        say=msg(
            "say.dispute",
            question=question or msg("dispute.unnamed"),
            who=player_msg(seat),
            mine=[face_msg(f) for f in atk.faces()],
            other=player_msg(other_seat, lower=True),
            theirs=[face_msg(f) for f in dfn.faces()],
            winner=player_msg(winner),
        ),
    )


# -- set-up and planning -------------------------------------------------------------------------------------


def _dials(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    kind = action["kind"]
    _expect(p, ("planning",), seat, kind, flow.s)
    dials: Any = action.get("dials")
    if kind == "dials" and (not isinstance(dials, dict) or not dials):
        raise rule_error(msg("err.dial_malformed"), code="malformed")
    # pairs, not a dict: a "ship" that is a list or an object is refused by set_dial, never hashed (issue 12)
    one = (action.get("ship"), action.get("maneuver"))
    pairs: list[tuple[Any, Any]] = list(dials.items()) if kind == "dials" else [one]
    for sid, m in pairs:
        rules.set_dial(flow, seat, sid, m)
    if rules.planning_done(flow):
        flow.wait(None)


def _place_obstacle(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    s = flow.s
    _expect(p, ("obstacle",), seat, "place_obstacle", s)
    n = len(s["obstacles"])
    try:
        x, y, rot = float(action["x"]), float(action["y"]), float(action.get("rotation", 0.0))
    except (KeyError, TypeError, ValueError):
        raise rule_error(msg("err.asteroid_numbers"), code="malformed") from None
    if not all(math.isfinite(v) for v in (x, y, rot)):
        raise rule_error(msg("err.asteroid_finite"), code="malformed")
    ob = space.obstacle_at(space.shapes()[n], x, y, rot, f"a{n + 1}")
    err = space.obstacle_error(ob, s["obstacles"])
    if err:
        raise rule_error(
            msg("err.asteroid_place", why=why_msg(s, err)),
            "Obstacles (rulebook p.19): not within range 1-2 of any edge",
        )
    where = msg("opt.area", where=area_name(x, y), x=round(x), y=round(y))
    flow.emit("obstacle_placed", **ob, say=msg("say.asteroid_placed", who=player_msg(seat), n=n + 1, where=where))
    flow.wait(None)


def _edge(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    s = flow.s
    _expect(p, ("edge",), seat, "edge", s)
    edge = action.get("edge")
    if edge not in ("south", "north"):
        raise rule_error(msg("err.edge"), code="malformed")
    obstacles = s["obstacles"] if edge == "south" else space.rotate_half_turn(s["obstacles"])
    flow.emit("edge_chosen", edge=edge, obstacles=obstacles, say=msg(f"say.edge_{edge}"))
    flow.wait(None)


def _deploy(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    _expect(p, ("deploy",), seat, "deploy", flow.s)
    sid = p["ship"]
    ship = flow.ship(sid)
    try:
        raw = {"x": float(action["x"]), "y": float(action["y"]), "heading": float(action.get("heading", 0.0))}
    except (KeyError, TypeError, ValueError):
        raise rule_error(msg("err.pose_numbers"), code="malformed") from None
    # NaN fails every comparison, so it is refused here too (issue 12: heading 1e308 and NaN were accepted)
    if not (0 <= raw["x"] <= space.MAT and 0 <= raw["y"] <= space.MAT and -360 <= raw["heading"] <= 360):
        got = ", ".join(f"{k} {str(action.get(k))[:12]}" for k in ("x", "y", "heading"))
        raise rule_error(msg("err.pose_range", got=got), "Setup step 5", code="malformed")
    pose = {**raw, "heading": raw["heading"] % 360}
    err = rules.deploy_error(flow.s, flow.hooks, sid, pose)
    if err:
        raise rule_error(
            msg("err.deploy_place", ship=ship_name(ship), why=why_msg(flow.s, err)),
            "Setup step 5: each ship entirely within range 1 of its owner's edge",
        )
    flow.emit("ship_deployed", ship=sid, pose=pose, say=msg("say.placed", ship=ship_name(ship)))
    flow.wait(None)


# -- activation ----------------------------------------------------------------------------------------------


def _choose_maneuver(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    _expect(p, ("stress_choice",), seat, "choose_maneuver", flow.s)
    sid = p["ship"]
    m = maneuver_id(action.get("maneuver"))
    allowed = rules.non_red(flow, flow.hooks, sid)
    if m not in allowed:
        raise rule_error(
            msg("err.not_non_red", maneuver=quoted(m), ship=ship_name(flow.ship(sid))),
            "Stress: the opponent chooses any non-red maneuver on the ship's dial",
        )
    flow.emit(
        "maneuver_replaced",
        ship=sid,
        maneuver=m,
        by=seat,
        say=msg("say.chooses_for", who=player_msg(seat), maneuver=maneuver_msg(m), ship=ship_name(flow.ship(sid))),
    )
    flow.wait(None)
    rules.execute(flow, sid, m)


def _action(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    s = flow.s
    if (p.get("kind"), p.get("seat")) != ("action", seat) and s["phase"] == "activation":
        stressed = [x for x in fielded(s, seat) if s["ships"][x]["activated"] and s["ships"][x]["tokens"]["stress"]]
        if stressed:  # its action step was skipped: say why
            raise rule_error(
                msg("err.stressed_no_action", ship=ship_name(flow.ship(stressed[-1]))),
                "Stress (rulebook p.16): a stressed ship performs no actions, not even free ones",
            )
    _expect(p, ("action",), seat, "action", s)
    sid = p["ship"]
    free = bool(p.get("free"))
    flow.wait(None)
    if action.get("effect") != "skip":
        e = _effect(
            rules.action_effects(s, flow.hooks, sid, free),
            action,
            "Actions (rulebook p.8): one action from the action bar, never the same action twice a round",
        )
        e.apply(flow, action)
        flow.emit("action_done", ship=sid, action=e.counts_as or e.id, free=free)
        flow.hooks.fire(H.AFTER_ACTION, flow, {"ship": sid, "action": e.counts_as or e.id})
    if free:
        flow.emit("free_action_used", ship=sid)
    rules.finish_activation(flow, str(p.get("active", sid)))  # a free action granted to another ship: back to it


# -- combat --------------------------------------------------------------------------------------------------


def _attack_order(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    _expect(p, ("target",), seat, "attack_order", flow.s)
    o = action.get("ship")
    if o not in p.get("others", []):
        raise rule_error(
            msg("err.cannot_attack_now", ship=quoted(o)),
            "Combat: equal-skill ships of one player attack in the order he chooses; others wait for their skill",
        )
    rest = [p["ship"], *[x for x in p["others"] if x != o]]
    flow.wait(cast(Pending, {**p, "ship": o, "others": rest}))  # the pending target decision, reordered


def _combat_alt(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    """Instead of attacking (e.g. a mission's scan)."""
    _expect(p, ("target",), seat, "combat_alt", flow.s)
    sid = p["ship"]
    e = _effect(flow.hooks.effects(H.COMBAT_ALTERNATIVES, flow.s, {"ship": sid}), action, "Combat phase")
    flow.wait(None)
    e.apply(flow, action)
    flow.emit("attacked", ship=sid)
    rules.after_combat_turn(flow, sid)


def _pass(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    _expect(p, ("target",), seat, "pass", flow.s)
    sid = p["ship"]
    flow.wait(None)
    flow.emit("attack_passed", ship=sid, say=msg("say.no_attack", ship=ship_name(flow.ship(sid))))
    rules.after_combat_turn(flow, sid)


def _attack(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    s = flow.s
    _expect(p, ("target",), seat, "attack", s)
    sid = p["ship"]
    t = action.get("target")
    targets = rules.legal_targets(s, flow.hooks, sid)
    if not isinstance(t, str) or t not in targets:
        raise rule_error(
            msg("err.cannot_attack", ship=ship_name(flow.ship(sid)), target=quoted(t)),
            rules.target_error(s, flow.hooks, sid, str(t)),
        )
    weapons = targets[t]["weapons"]
    w = action.get("weapon", "primary" if "primary" in weapons else next(iter(weapons)))
    if w not in weapons:
        raise rule_error(
            msg(
                "err.weapon",
                ship=ship_name(flow.ship(sid)),
                target=ship_name(flow.ship(t)),
                weapon=quoted(w),
                legal=", ".join(weapons),
            ),
            "Secondary weapons (rulebook p.19): in arc, at the range printed on the card, and any "
            "requirement in brackets after 'Attack'",
        )
    flow.wait(None)
    rules.declare_attack(flow, sid, t, weapons[w], w)


def _modify(flow: Flow, seat: str, action: dict[str, Any], p: dict[str, Any]) -> None:
    s = flow.s
    _expect(p, ("modify",), seat, "modify", s)
    window = p["window"]
    if action.get("effect") == "done":
        flow.wait(None)
        i = int(attack(s)["stage"].split(":")[1])
        flow.emit("attack_stage", stage=f"{window}:{i + 1}")
    else:
        e = _effect(
            rules.mod_effects(s, flow.hooks, window, seat),
            action,
            "Combat steps 3 and 5: modify dice with the effects you have",
        )
        flow.wait(None)
        rules.use_effect(flow, e, action)
    rules.continue_attack(flow)


ACTIONS: dict[str, Handler] = {
    "standing": _standing,
    "dispute": _dispute,
    "concede": _concede,
    "dial": _dials,
    "dials": _dials,
    "place_obstacle": _place_obstacle,
    "edge": _edge,
    "deploy": _deploy,
    "choose_maneuver": _choose_maneuver,
    "action": _action,
    "attack_order": _attack_order,
    "combat_alt": _combat_alt,
    "attack": _attack,
    "pass": _pass,
    "modify": _modify,
}
