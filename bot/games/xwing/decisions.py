"""Prompts for the pending decision, and the handlers that take a seat's answer.

Every prompt has a default. A prompt with a single option is never shown: `autoresolve` answers it.
"""

from __future__ import annotations

import math
from typing import Any

from bot.core.protocol import Option, Prompt
from bot.core.texts import msg
from bot.games.xwing import hooks as H
from bot.games.xwing import rules, space
from bot.games.xwing.content import maneuver_id, maneuver_parts
from bot.games.xwing.core_effects import STANDING_CHOICES
from bot.games.xwing.flow import Flow, fielded, piloted
from bot.games.xwing.says import waiting_clause, waiting_for
from bot.games.xwing.texts import (
    diff_msg,
    english,
    face_msg,
    faces_msg,
    maneuver_msg,
    option,
    player_msg,
    prompt_texts,
    rule_error,
    who_msg,
)

R_PHASE = "Round structure (rulebook p.6): planning, activation, combat, end, in that order"
DEPLOY_X = tuple(round(57.15 * (i + 1), 2) for i in range(15))  # 15 spots 57 mm apart: room for a 100-point swarm


def _dial_options(state: dict[str, Any], hooks: H.Hooks, sid: str, only: list[str] | None = None) -> tuple[Option, ...]:
    dial = rules.dial_of(state, hooks, sid)
    out = []
    for m in dial:
        if only is not None and m not in only:
            continue
        diff = rules.difficulty(state, hooks, sid, m)
        speed, _ = maneuver_parts(m)
        out.append(
            option(
                m,
                msg("mv.with_diff", maneuver=maneuver_msg(m), diff=diff_msg(diff)),
                {"kind": "dial", "ship": sid, "maneuver": m},
                group=msg("group.speed", speed=speed),
                style=diff,
            )
        )
    return tuple(out)


def _default_maneuver(options: tuple[Option, ...], state: dict[str, Any] | None = None, sid: str = "") -> Option:
    """The gentlest maneuver offered: one that keeps the ship on the mat (when it has a pose), then green before
    white, then a straight, then the lowest speed. The deadline default never flies a ship off the mat at will."""
    ship = state["ships"][sid] if state is not None else None

    def rank(o: Option) -> tuple[bool, int, bool, int]:
        speed, bearing = maneuver_parts(o.id)
        off = ship is not None and ship["pose"] is not None and not space.stays_on_mat(ship["pose"], ship["base"], o.id)
        return (off, {"green": 0, "white": 1, "red": 2}.get(o.style or "", 3), bearing != "straight", speed)

    return min(options, key=rank)


def build_prompts(state: dict[str, Any], hooks: H.Hooks) -> list[Prompt]:
    p = state.get("pending")
    if p is None or state["phase"] == "over":
        return []
    kind = p["kind"]
    rnd = state["round"]
    if kind == "planning":
        out = []
        for sid in piloted(state):
            if sid in state["commitments"]:
                continue
            ship = state["ships"][sid]
            dial_opts = _dial_options(state, hooks, sid)
            text = msg(
                "prompt.dial_stressed" if ship["tokens"]["stress"] else "prompt.dial", round=rnd, ship=ship["label"]
            )
            out.append(
                Prompt(
                    ship["seat"],
                    "dial",
                    english(text),
                    f"r{rnd}:dial:{sid}",
                    dial_opts,
                    secret=True,
                    default=_default_maneuver(dial_opts, state, sid).action,
                    context={"ship": sid, **prompt_texts(text)},
                )
            )
        return out
    seat = p["seat"]
    if kind == "obstacle":
        spots = obstacle_options(state)
        n = len(state["obstacles"])
        text = msg("prompt.obstacle", n=n + 1)
        return [
            Prompt(
                seat,
                "obstacle",
                english(text),
                f"setup:obstacle:{n}",
                spots,
                default=spots[0].action if spots else None,
                context=prompt_texts(text),
            )
        ]
    if kind == "edge":
        edges = (
            option("south", msg("opt.edge_south"), {"kind": "edge", "edge": "south"}),
            option("north", msg("opt.edge_north"), {"kind": "edge", "edge": "north"}),
        )
        text = msg("prompt.edge")
        return [
            Prompt(
                seat, "edge", english(text), "setup:edge", edges, default=edges[0].action, context=prompt_texts(text)
            )
        ]
    if kind == "deploy":
        sid = p["ship"]
        spots = deploy_options(state, sid)
        ship = state["ships"][sid]
        text = msg("prompt.deploy", ship=ship["label"], skill=ship["skill"])
        return [
            Prompt(
                seat,
                "deploy",
                english(text),
                f"setup:deploy:{sid}",
                spots,
                default=_central(spots).action if spots else None,
                context={"ship": sid, **prompt_texts(text)},
            )
        ]
    if kind == "stress_choice":
        sid = p["ship"]
        stress_opts = tuple(
            Option(o.id, o.label, {"kind": "choose_maneuver", "maneuver": o.id}, o.group, o.style, texts=o.texts)
            for o in _dial_options(state, hooks, sid, rules.non_red(state, hooks, sid))
        )
        ship = state["ships"][sid]
        text = msg("prompt.stress_choice", ship=ship["label"])
        return [
            Prompt(
                seat,
                "stress_choice",
                english(text),
                f"r{rnd}:stress:{sid}",
                stress_opts,
                default=_default_maneuver(stress_opts, state, sid).action,
                context={"ship": sid, **prompt_texts(text)},
            )
        ]
    opts: list[Option] = []
    if kind == "action":
        sid = p["ship"]
        free = bool(p.get("free"))
        for e in rules.action_effects(state, hooks, sid, free):
            opts.extend(_effect_options(e, "action"))
        opts.append(option("skip", msg("opt.skip"), {"kind": "action", "effect": "skip"}))
        ship = state["ships"][sid]
        text = msg("prompt.free_action" if free else "prompt.action", ship=ship["label"])
        return [
            Prompt(
                seat,
                "action",
                english(text),
                f"r{rnd}:action:{sid}:{len(ship['actions_done'])}",
                tuple(opts),
                default=opts[0].action,
                context={"ship": sid, **prompt_texts(text)},
            )
        ]
    if kind == "target":
        sid = p["ship"]
        targets = rules.legal_targets(state, hooks, sid)
        opts += [
            option(
                t if w == "primary" else f"{t}:{w}",
                msg("opt.attack", ship=state["ships"][t]["label"], terms=_attack_terms(wg, True))
                if w == "primary"
                else msg(
                    "opt.attack_with",
                    ship=state["ships"][t]["label"],
                    weapon=str(wg.get("weapon_name", w)),
                    terms=_attack_terms(wg, False),
                ),
                {"kind": "attack", "target": t, **({} if w == "primary" else {"weapon": w})},
            )
            for t, g in targets.items()
            for w, wg in g["weapons"].items()
        ]
        for e in hooks.effects(H.COMBAT_ALTERNATIVES, state, {"ship": sid}):
            opts.extend(_effect_options(e, "combat_alt"))
        opts.append(option("pass", msg("opt.pass"), {"kind": "pass"}))
        opts += [
            option(f"first:{o}", msg("opt.first", ship=state["ships"][o]["label"]), {"kind": "attack_order", "ship": o})
            for o in p.get("others", [])
        ]
        text = msg("prompt.target", ship=state["ships"][sid]["label"])
        return [
            Prompt(
                seat,
                "target",
                english(text),
                f"r{rnd}:target:{sid}",
                tuple(opts),
                default=opts[0].action,
                context={"ship": sid, **prompt_texts(text)},
            )
        ]
    if kind == "modify":
        effects = rules.mod_effects(state, hooks, p["window"], seat)
        for e in effects:
            opts.extend(_effect_options(e, "modify"))
        opts.append(option("done", msg("opt.done"), {"kind": "modify", "effect": "done"}))
        a = state["attack"]
        text = _modify_msg(state, p["window"])
        return [
            Prompt(
                seat,
                "modify",
                english(text),
                f"r{rnd}:{p['window']}:{a['attacker']}:{len(a['used'])}",
                tuple(opts),
                default=opts[-1].action,
                context={
                    "attacker": a["attacker"],
                    "defender": a["defender"],
                    "window": p["window"],
                    **prompt_texts(text),
                },
            )
        ]
    if kind in H.EXTRA_DECISIONS:
        return list(H.EXTRA_DECISIONS[kind][0](state, hooks, p))
    raise AssertionError(f"unknown pending decision {kind!r}")


def _attack_terms(geo: dict[str, Any], primary: bool) -> dict[str, Any]:
    """'range 1: +1 attack die', 'range 3, obstructed: +2 defense dice': what the range and obstacles give."""
    attack = 1 if primary and geo["range"] == 1 else 0
    defense = (1 if primary and geo["range"] == 3 else 0) + int(bool(geo["obstructed"]))
    text = msg("terms.range_obstructed" if geo["obstructed"] else "terms.range", range=geo["range"])
    bonus = [
        msg(f"bonus.{side}" + ("1" if n == 1 else "N"), n=n)
        for n, side in ((attack, "attack"), (defense, "defense"))
        if n
    ]
    return msg("terms.bonus", base=text, bonus=bonus) if bonus else text


def _effect_options(e: H.Effect, kind: str) -> list[Option]:
    own = e.texts.get("")
    if not e.options:
        if own is not None:
            return [option(e.id, own, {"kind": kind, "effect": e.id})]
        return [Option(e.id, e.label, {"kind": kind, "effect": e.id})]
    out = []
    for suffix, label, payload in e.options:
        action = {"kind": kind, "effect": e.id, **payload}
        text = e.texts.get(suffix)
        if text is not None and own is not None:
            out.append(option(f"{e.id}:{suffix}", text, action, group=own))
        else:
            out.append(Option(f"{e.id}:{suffix}", label, action, group=e.label))
    return out


def _modify_msg(state: dict[str, Any], window: str) -> dict[str, Any]:
    """The modify prompt: who attacks whom, and the dice as they stand."""
    a = state["attack"]
    att, dfn = state["ships"][a["attacker"]]["label"], state["ships"][a["defender"]]["label"]

    def faces(pool: str) -> Any:
        return faces_msg([face_msg(d["face"]) for d in a[pool + "_dice"] if not d.get("cancelled")])

    dice = (
        msg("dice.attack_defense", attack=faces("attack"), defense=faces("defense"))
        if window == "defense"
        else msg("dice.attack", attack=faces("attack"))
    )
    return msg("prompt.modify", attacker=att, defender=dfn, range=a["range"], dice=dice, window=msg(f"window.{window}"))


OBSTACLE_SPOTS = tuple((x, y) for y in (290.0, 457.2, 624.4) for x in (290.0, 457.2, 624.4))


def obstacle_options(state: dict[str, Any]) -> tuple[Option, ...]:
    n = len(state["obstacles"])
    shape = space.shapes()[n]
    out = []
    for x, y in OBSTACLE_SPOTS:
        ob = space.obstacle_at(shape, x, y, 0.0, f"a{n + 1}")
        if space.obstacle_error(ob, state["obstacles"]) is None:
            label = msg("opt.area", where=_area(x, y), x=round(x), y=round(y))
            out.append(
                option(f"{round(x)}-{round(y)}", label, {"kind": "place_obstacle", "x": x, "y": y, "rotation": 0.0})
            )
    return tuple(out)


def deploy_options(state: dict[str, Any], sid: str) -> tuple[Option, ...]:
    ship = state["ships"][sid]
    edge = ship["seat"]
    heading = 0.0 if edge == "rebel" else 180.0
    y = 50.0 if edge == "rebel" else space.MAT - 50.0
    out = []
    for x in DEPLOY_X:
        pose = {"x": x, "y": y, "heading": heading}
        if rules.deploy_error(state, H.HOOKS, sid, pose) is None:
            label = msg("opt.deploy", x=round(x), side=msg(f"where.{_side(x).replace(' ', '_')}"))
            out.append(option(f"x{round(x)}", label, {"kind": "deploy", **pose}))
    return tuple(out)


def _side(x: float) -> str:
    """Where along the edge, as the board is drawn (the Rebel edge at the bottom, x from left to right)."""
    fifth = min(4, int(x / (space.MAT / 5)))
    return ("left", "left of centre", "centre", "right of centre", "right")[fifth]


def _area(x: float, y: float) -> dict[str, Any]:
    """Where on the mat, as the board is drawn (the Rebel edge at the bottom)."""
    third = space.MAT / 3
    row = ("bottom", "middle", "top")[min(2, int(y / third))]
    col = ("left", "centre", "right")[min(2, int(x / third))]
    return msg("area.centre" if (row, col) == ("middle", "centre") else f"area.{row}_{col}")


def _central(options: tuple[Option, ...]) -> Option:
    """The free spot nearest the middle of the edge: the default placement (away from the corners)."""
    return min(options, key=lambda o: abs(float(o.action["x"]) - space.MAT / 2))


# --- handlers -------------------------------------------------------------------------------------------------------
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


def _now(state: dict[str, Any] | None, p: dict[str, Any]) -> str:
    """What the match waits for, in words, and the action kinds that answer it."""
    if not p:
        return "nothing is awaited now"
    said = waiting_for(state, p) if state is not None else f"waiting for: {p['kind']}"
    answer = ANSWERS.get(p["kind"], p.get("answer", p["kind"]))
    return f"{said.rstrip('.')}; answer with '{answer}'"


def _now_msg(state: dict[str, Any] | None, p: dict[str, Any]) -> dict[str, Any]:
    """`_now` as a message."""
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
    offered = ", ".join(e.id for e in effects) or "none"
    raise rule_error(msg("err.not_available", name=repr(name), offered=offered), rule)


def handle(flow: Flow, seat: str, action: dict[str, Any]) -> None:
    s = flow.s
    kind = action.get("kind")
    p: dict[str, Any] = s.get("pending") or {}
    if kind == "standing":
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
        return
    if kind == "dispute":
        dispute(flow, seat, str(action.get("question", ""))[:300])
        return
    if kind == "concede":
        flow.emit("conceded", seat=seat, say=msg("say.concedes", who=player_msg(seat)))
        return
    if kind in ("dial", "dials"):
        _expect(p, ("planning",), seat, kind, s)
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
        return
    if kind == "place_obstacle":
        _expect(p, ("obstacle",), seat, kind, s)
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
                msg("err.asteroid_place", why=err), "Obstacles (rulebook p.19): not within range 1-2 of any edge"
            )
        where = msg("opt.area", where=_area(x, y), x=round(x), y=round(y))
        flow.emit("obstacle_placed", **ob, say=msg("say.asteroid_placed", who=player_msg(seat), n=n + 1, where=where))
        flow.wait(None)
        return
    if kind == "edge":
        _expect(p, ("edge",), seat, kind, s)
        edge = action.get("edge")
        if edge not in ("south", "north"):
            raise rule_error(msg("err.edge"), code="malformed")
        obstacles = s["obstacles"] if edge == "south" else space.rotate_half_turn(s["obstacles"])
        flow.emit("edge_chosen", edge=edge, obstacles=obstacles, say=msg(f"say.edge_{edge}"))
        flow.wait(None)
        return
    if kind == "deploy":
        _expect(p, ("deploy",), seat, kind, s)
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
        err = rules.deploy_error(s, flow.hooks, sid, pose)
        if err:
            raise rule_error(
                msg("err.deploy_place", ship=ship["label"], why=err),
                "Setup step 5: each ship entirely within range 1 of its owner's edge",
            )
        flow.emit("ship_deployed", ship=sid, pose=pose, say=msg("say.placed", ship=ship["label"]))
        flow.wait(None)
        return
    if kind == "choose_maneuver":
        _expect(p, ("stress_choice",), seat, kind, s)
        sid = p["ship"]
        m = maneuver_id(action.get("maneuver"))
        allowed = rules.non_red(flow, flow.hooks, sid)
        if m not in allowed:
            raise rule_error(
                msg("err.not_non_red", maneuver=repr(m), ship=flow.ship(sid)["label"]),
                "Stress: the opponent chooses any non-red maneuver on the ship's dial",
            )
        flow.emit(
            "maneuver_replaced",
            ship=sid,
            maneuver=m,
            by=seat,
            say=msg("say.chooses_for", who=player_msg(seat), maneuver=maneuver_msg(m), ship=flow.ship(sid)["label"]),
        )
        flow.wait(None)
        rules.execute(flow, sid, m)
        return
    if kind == "action":
        if (p.get("kind"), p.get("seat")) != ("action", seat) and s["phase"] == "activation":
            stressed = [x for x in fielded(s, seat) if s["ships"][x]["activated"] and s["ships"][x]["tokens"]["stress"]]
            if stressed:  # its action step was skipped: say why
                raise rule_error(
                    msg("err.stressed_no_action", ship=flow.ship(stressed[-1])["label"]),
                    "Stress (rulebook p.16): a stressed ship performs no actions, not even free ones",
                )
        _expect(p, ("action",), seat, kind, s)
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
        return
    if kind == "attack_order":
        _expect(p, ("target",), seat, kind, s)
        o = action.get("ship")
        if o not in p.get("others", []):
            raise rule_error(
                msg("err.cannot_attack_now", ship=repr(o)),
                "Combat: equal-skill ships of one player attack in the order he chooses; others wait for their skill",
            )
        rest = [p["ship"], *[x for x in p["others"] if x != o]]
        flow.wait({**p, "ship": o, "others": rest})
        return
    if kind == "combat_alt":  # instead of attacking (e.g. a mission's scan)
        _expect(p, ("target",), seat, kind, s)
        sid = p["ship"]
        e = _effect(flow.hooks.effects(H.COMBAT_ALTERNATIVES, s, {"ship": sid}), action, "Combat phase")
        flow.wait(None)
        e.apply(flow, action)
        flow.emit("attacked", ship=sid)
        rules.after_combat_turn(flow, sid)
        return
    if kind in ("attack", "pass"):
        _expect(p, ("target",), seat, kind, s)
        sid = p["ship"]
        if kind == "pass":
            flow.wait(None)
            flow.emit("attack_passed", ship=sid, say=msg("say.no_attack", ship=flow.ship(sid)["label"]))
            rules.after_combat_turn(flow, sid)
            return
        t = action.get("target")
        targets = rules.legal_targets(s, flow.hooks, sid)
        if not isinstance(t, str) or t not in targets:
            raise rule_error(
                msg("err.cannot_attack", ship=flow.ship(sid)["label"], target=repr(t)),
                rules.target_error(s, flow.hooks, sid, str(t)),
            )
        weapons = targets[t]["weapons"]
        w = action.get("weapon", "primary" if "primary" in weapons else next(iter(weapons)))
        if w not in weapons:
            raise rule_error(
                msg(
                    "err.weapon",
                    ship=flow.ship(sid)["label"],
                    target=flow.ship(t)["label"],
                    weapon=repr(w),
                    legal=", ".join(weapons),
                ),
                "Secondary weapons (rulebook p.19): in arc, at the range printed on the card, and any "
                "requirement in brackets after 'Attack'",
            )
        flow.wait(None)
        rules.declare_attack(flow, sid, t, weapons[w], w)
        return
    if kind == "modify":
        _expect(p, ("modify",), seat, kind, s)
        window = p["window"]
        if action.get("effect") == "done":
            flow.wait(None)
            a = s["attack"]
            i = int(a["stage"].split(":")[1])
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
        return
    for pending_kind, (_, extra_handle) in H.EXTRA_DECISIONS.items():
        if p is not None and p["kind"] == pending_kind and kind == p.get("answer", pending_kind):
            _expect(p, (pending_kind,), seat, str(kind), s)
            extra_handle(flow, seat, action)
            return
    raise rule_error(msg("err.unknown_action", kind=repr(kind), now=_now_msg(s, p)), code="malformed")


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


def autoresolve(flow: Flow, hooks: H.Hooks) -> bool:
    """Answer prompts that offer no real choice. True if something was answered."""
    s = flow.s
    p = s["pending"]
    if p is None:
        return False
    if p["kind"] == "target":
        targets = rules.legal_targets(s, hooks, p["ship"])
        single = len(targets) == 1 and len(next(iter(targets.values()))["weapons"]) == 1
        if single and s["standing"][p["seat"]].get("attack_single_target"):
            handle(flow, p["seat"], {"kind": "attack", "target": next(iter(targets))})
            return True
        return False
    if p["kind"] in ("deploy", "obstacle"):
        return False  # free-form poses are always possible, so one enumerated spot is still a choice
    for prompt in build_prompts(s, hooks):
        if prompt.options is not None and len(prompt.options) == 1:
            handle(flow, prompt.seat, dict(prompt.options[0].action))
            return True
    return False


def advance(flow: Flow) -> None:
    while flow.s["phase"] != "over":
        if flow.s["pending"] is not None:
            if not autoresolve(flow, flow.hooks):
                return
            continue
        rules.advance_step(flow)
