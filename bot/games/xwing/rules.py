"""The round: setup -> planning -> activation -> combat -> end, as steps driven by `advance`.

Each `start_*`/`continue_*` function either emits events and moves on, or leaves a `pending` decision for `prompts`.
Decisions come back through `handle` (bot.games.xwing.decisions).
"""

from __future__ import annotations

from typing import Any

from bot.core.chance import salted_hash
from bot.core.dice import Pool, load_dice
from bot.core.protocol import RuleError
from bot.core.texts import msg, quoted
from bot.games.xwing import hooks as H
from bot.games.xwing import space
from bot.games.xwing.cancel import cancel_pool
from bot.games.xwing.content import content, maneuver_id, ship_type
from bot.games.xwing.damage import suffer
from bot.games.xwing.flow import Flow, check_victory, destroy, fielded, order_key, piloted, ship_stat
from bot.games.xwing.geometry.reasons import Why
from bot.games.xwing.names import ship_name, ship_names
from bot.games.xwing.state import Attack, alive, attack, current_attack, hull_damage, other
from bot.games.xwing.texts import counted_faces, diff_msg, face_msg, maneuver_msg, player_msg, rule_error


# --- helpers --------------------------------------------------------------------------------------------------------
def others_of(state: dict[str, Any], sid: str) -> dict[str, tuple[dict[str, float], str]]:
    return {
        o: (sh["pose"], sh["base"])
        for o, sh in state["ships"].items()
        if o != sid and alive(sh) and sh["pose"] is not None
    }


def difficulty(flow_or_state: Flow | dict[str, Any], hooks: H.Hooks, sid: str, maneuver: str) -> str:
    s = flow_or_state.s if isinstance(flow_or_state, Flow) else flow_or_state
    ship = s["ships"][sid]
    base = ship_type(ship).dial.get(maneuver, "white")  # off the dial: an ion token's 1-straight
    return str(hooks.value(H.MANEUVER_DIFFICULTY, s, {"ship": sid, "maneuver": maneuver}, base))


def difficulties(state: dict[str, Any], hooks: H.Hooks, sid: str, maneuvers: list[str]) -> list[str]:
    """`difficulty` of each of `maneuvers`: the ship, its dial and which card effects concern it read once (a
    planning prompt asks for the whole dial)."""
    base = ship_type(state["ships"][sid]).dial
    if not hooks.ship_modifiers(H.MANEUVER_DIFFICULTY, state, sid):  # no card concerns it: the dial's colours
        return [str(base.get(m, "white")) for m in maneuvers]
    asks = [({"ship": sid, "maneuver": m}, base.get(m, "white")) for m in maneuvers]
    return [str(v) for v in hooks.ship_values(H.MANEUVER_DIFFICULTY, state, sid, asks)]


def set_token(flow: Flow, sid: str, token: str, value: int, say: Any = None) -> None:
    flow.emit("tokens", ship=sid, token=token, value=max(0, value), say=say)


# --- setup ----------------------------------------------------------------------------------------------------------
def deploy_order(flow: Flow) -> list[str]:
    s = flow.s
    todo = [sid for sid in s["order"] if s["ships"][sid]["pose"] is None]
    return sorted(todo, key=lambda sid: order_key(s, flow.hooks, sid, descending=False))


OBSTACLE_COUNT = 6  # the core set's six asteroids (the rulebook gives no number; xwing.md 1.6)


def step_setup(flow: Flow) -> None:
    s = flow.s
    if s["options"]["obstacles"] == "place" and len(s["obstacles"]) < min(OBSTACLE_COUNT, len(space.shapes())):
        seat = "imperial" if len(s["obstacles"]) % 2 == 0 else "rebel"  # alternately, the Imperial first
        flow.wait({"kind": "obstacle", "seat": seat})
        return
    if s["rebel_edge"] is None:
        flow.wait({"kind": "edge", "seat": "rebel"})  # after the obstacles the Rebel chooses his edge
        return
    todo = deploy_order(flow)
    if not todo:
        extra = flow.hooks.value(H.NEXT_DECISION, s, {"point": "setup"}, None)  # e.g. a mission's set-up steps
        if extra is not None:
            flow.wait(extra)
            return
    if todo:
        sid = todo[0]
        flow.wait({"kind": "deploy", "seat": flow.ship(sid)["seat"], "ship": sid})
        return
    flow.hooks.fire(H.SETUP_DONE, flow, {})
    start_planning(flow, 1)


def start_planning(flow: Flow, rnd: int) -> None:
    flow.emit("phase", phase="planning", round=rnd, say=msg("say.round_planning", round=rnd))
    flow.hooks.fire(H.PLANNING_START, flow, {"round": rnd})
    flow.wait({"kind": "planning"})


# --- planning -------------------------------------------------------------------------------------------------------
def set_dial(flow: Flow, seat: str, sid: str, maneuver: Any) -> None:
    s = flow.s
    ship = s["ships"].get(sid) if isinstance(sid, str) else None
    if ship is None or not alive(ship):
        raise rule_error(msg("err.no_ship", ship=quoted(sid)), "Planning phase", "malformed")
    if ship["seat"] != seat:
        raise rule_error(
            msg("err.not_your_ship", ship=ship_name(ship)),
            "Planning phase: each player sets his own dials",
            "wrong_seat",
        )
    if ship.get("piece"):
        raise rule_error(
            msg("err.no_dial", ship=ship_name(ship)), "Missions: a mission piece moves by its mission's rule"
        )
    if sid in s["commitments"]:
        raise rule_error(
            msg("err.dial_set", ship=ship_name(ship)),
            "Planning phase: a dial cannot be changed once set",
            "not_your_turn",
        )
    dial = dial_of(s, flow.hooks, sid)
    maneuver = maneuver_id(maneuver)
    if not isinstance(maneuver, str) or maneuver not in dial:
        raise rule_error(
            msg(
                "err.not_on_dial",
                maneuver=quoted(maneuver),
                ship=content().ships[ship["ship_type"]].name,
                dial=", ".join(dial),
            ),
            "Maneuvers: only maneuvers on the ship's dial",
        )
    key = f"r{s['round']}:dial:{sid}"
    salt = flow.chance.salt(key)
    flow.emit("dial_set", visibility=seat, ship=sid, maneuver=maneuver, salt=salt)
    flow.emit(
        "dial_committed",
        ship=sid,
        commitment=salted_hash(maneuver, salt),
        say=msg("say.dial_locked", ship=ship_name(ship)),
    )


def planning_done(flow: Flow) -> bool:
    s = flow.s
    return all(sid in s["commitments"] for sid in piloted(s))


# --- activation -----------------------------------------------------------------------------------------------------
def step_activation(flow: Flow) -> None:
    s = flow.s
    todo = [sid for sid in piloted(s) if not s["ships"][sid]["activated"]]
    if not todo:
        start_combat(flow)
        return
    extra = flow.hooks.value(H.NEXT_DECISION, s, {"point": "activation"}, None)  # e.g. mission 1's shuttle move
    if extra is not None:
        flow.wait(extra)
        return
    sid = min(todo, key=lambda x: order_key(s, flow.hooks, x, descending=False))
    reveal(flow, sid)


def reveal(flow: Flow, sid: str) -> None:
    s = flow.s
    dial = s["dials"][sid]
    if salted_hash(dial["maneuver"], dial["salt"]) != s["commitments"][sid]:
        raise RuleError(
            f"the dial of {sid} does not match its commitment; the match record is corrupt",
            "Planning: the revealed dial must be the committed one",
            code="corrupt",
        )
    ship = flow.ship(sid)
    m = dial["maneuver"]
    flow.emit(
        "dial_revealed",
        ship=sid,
        maneuver=m,
        salt=dial["salt"],
        say=msg(
            "say.reveals_diff",
            ship=ship_name(ship),
            maneuver=maneuver_msg(m),
            diff=diff_msg(difficulty(flow, flow.hooks, sid, m)),
        ),
    )
    flow.hooks.fire(H.AFTER_REVEAL, flow, {"ship": sid, "maneuver": m})
    m = s["revealed"][sid]
    if ship["tokens"]["stress"] > 0 and difficulty(flow, flow.hooks, sid, m) == "red":
        flow.wait({"kind": "stress_choice", "seat": other(ship["seat"]), "ship": sid})
        flow.emit(
            "note",
            say=msg("say.stressed_red", ship=ship_name(ship), seat=player_msg(other(ship["seat"]), lower=True)),
        )
        return
    execute(flow, sid, m)


def non_red(flow_or_state: Flow | dict[str, Any], hooks: H.Hooks, sid: str) -> list[str]:
    s = flow_or_state.s if isinstance(flow_or_state, Flow) else flow_or_state
    return [m for m in dial_of(s, hooks, sid) if difficulty(s, hooks, sid, m) != "red"]


def dial_of(state: dict[str, Any], hooks: H.Hooks, sid: str) -> list[str]:
    """The maneuvers `sid` may be given now: its dial, limited by cards or a mission (DIAL window)."""
    printed = ship_type(state["ships"][sid]).dial  # maneuver -> colour: a look-up, not a scan of the list
    return [m for m in hooks.value(H.DIAL, state, {"ship": sid}, list(printed)) if m in printed]


def deploy_error(state: dict[str, Any], hooks: H.Hooks, sid: str, pose: dict[str, float]) -> Why | None:
    """Why `sid` may not be placed at `pose` (None: it may); a mission may replace the set-up zones."""
    return deploy_errors(state, hooks, sid, [pose])[0]


def deploy_errors(state: dict[str, Any], hooks: H.Hooks, sid: str, poses: list[dict[str, float]]) -> list[Why | None]:
    """`deploy_error` of each of `poses` (the table read once for all: the deploy prompt checks 15 spots)."""
    ship = state["ships"][sid]
    others = {state["ships"][o]["label"]: where for o, where in others_of(state, sid).items()}  # named as drawn
    errs = space.deploy_errors(poses, ship["base"], ship["seat"], others)
    asks = [({"ship": sid, "pose": p}, e) for p, e in zip(poses, errs, strict=True)]
    return hooks.ship_values(H.DEPLOY, state, sid, asks)  # a mission's zone check only while it is played


def execute(flow: Flow, sid: str, maneuver: str) -> None:
    s = flow.s
    ship = flow.ship(sid)
    diff = difficulty(flow, flow.hooks, sid, maneuver)
    assert ship["pose"] is not None  # only a deployed ship flies
    res = space.move(ship["pose"], ship["base"], maneuver, others_of(s, sid), s["obstacles"])
    mv = space.move_record(sid, maneuver, diff, ship["pose"], res)
    notes: list[dict[str, Any]] = []
    if res["flown"] != maneuver:
        notes.append(msg("note.overlap", planned=maneuver_msg(maneuver), flown=maneuver_msg(res["flown"])))
    if res["bumped"]:
        notes.append(msg("note.bumps", ships=ship_names(s, res["bumped"])))
    if res["obstacles_hit"]:
        notes.append(msg("note.asteroid"))
    say = msg("say.flies", ship=ship_name(ship), maneuver=maneuver_msg(maneuver))
    if notes:
        joined = notes[0]
        for note in notes[1:]:
            joined = msg("note.sep", a=joined, b=note)
        say = msg("say.flies_notes", ship=ship_name(ship), maneuver=maneuver_msg(maneuver), notes=joined)
    flow.emit("ship_moved", ship=sid, move=mv, say=say)
    if res["fled"]:
        edge = space.exit_edge(res["end"], ship["base"])
        if flow.hooks.value(H.FLEE, s, {"ship": sid, "edge": edge}, "destroyed") == "escaped":
            destroy(flow, sid, "escaped")  # a mission exit: out of play; the mission's objectives decide
        else:
            destroy(flow, sid, "fled")
        flow.emit("ship_activated", ship=sid)
        check_victory(flow)
        return
    stress = ship["tokens"]["stress"]
    if diff == "red":
        set_token(flow, sid, "stress", stress + 1, say=msg("say.stress_red", ship=ship_name(ship)))
    elif diff == "green" and stress > 0:
        set_token(flow, sid, "stress", stress - 1, say=msg("say.stress_green", ship=ship_name(ship)))
    flow.hooks.fire(
        H.AFTER_MANEUVER,
        flow,
        {
            "ship": sid,
            "maneuver": maneuver,
            "difficulty": diff,
            "bumped": res["bumped"],
            "obstacles_hit": res["obstacles_hit"],
        },
    )
    if res["obstacles_hit"]:
        face = Pool.roll(load_dice("xwing")["attack"], 1, flow.chance.rng(f"r{s['round']}:asteroid:{sid}")).dice[0]
        flow.emit("note", say=msg("say.asteroid_roll", ship=ship_name(ship), face=face_msg(face.face)))
        suffer(flow, sid, int(face.face == "hit"), int(face.face == "crit"), "asteroid")
        if not alive(ship):
            flow.emit("ship_activated", ship=sid)
            check_victory(flow)
            return
    start_action_step(flow, sid)


def action_effects(state: dict[str, Any], hooks: H.Hooks, sid: str, free_step: bool = False) -> list[H.Effect]:
    ship = state["ships"][sid]
    free = [f for f in state["free_actions"] if f["ship"] == sid] if free_step else []
    ctx = {"ship": sid, "free": free_step}
    effects = hooks.effects(H.PERFORM_ACTION, state, ctx)
    out = []
    for e in effects:
        name = e.counts_as or e.id
        if name in ship["actions_done"]:
            continue  # the same action never twice a round, free or not
        if free and free[0]["actions"] is not None and name not in free[0]["actions"]:
            continue
        if hooks.value(H.CAN_ACT, state, {"ship": sid, "action": name}, True):
            out.append(e)
    return out


WHY_KEYS = {  # may_act's English reasons and their messages
    "destroyed": "why.destroyed",
    "a mission piece performs no actions": "why.piece",
    "stressed": "why.stressed",
    "it overlapped a ship or an obstacle": "why.overlapped",
}


def _why_msg(why: str) -> Any:
    return msg(WHY_KEYS[why]) if why in WHY_KEYS else why


def may_act(flow: Flow, sid: str) -> str | None:
    """Why `sid` may not act now (None: it may)."""
    ship = flow.ship(sid)
    if not alive(ship):
        return "destroyed"
    if ship.get("piece"):
        return "a mission piece performs no actions"
    if ship["tokens"]["stress"] > 0:
        return "stressed"
    if ship["no_action"]:
        return "it overlapped a ship or an obstacle"
    return None


def start_action_step(flow: Flow, sid: str) -> None:
    ship = flow.ship(sid)
    why = may_act(flow, sid)
    if why is None and action_effects(flow.s, flow.hooks, sid):
        flow.wait({"kind": "action", "seat": ship["seat"], "ship": sid, "free": False})
        return
    if why:
        flow.emit("note", say=msg("say.no_action", ship=ship_name(ship), why=_why_msg(why)))
    finish_activation(flow, sid)


def finish_activation(flow: Flow, sid: str) -> None:
    if any(f["ship"] == sid for f in flow.s["free_actions"]):
        if may_act(flow, sid) is None and action_effects(flow.s, flow.hooks, sid, free_step=True):
            flow.wait({"kind": "action", "seat": flow.ship(sid)["seat"], "ship": sid, "free": True})
            return
        flow.emit("free_action_used", ship=sid)
        finish_activation(flow, sid)
        return
    granted = next((f["ship"] for f in flow.s["free_actions"]), None)  # e.g. Squad Leader: another ship acts now
    if granted is not None:
        why = may_act(flow, granted)
        if why is None and action_effects(flow.s, flow.hooks, granted, free_step=True):
            seat = flow.ship(granted)["seat"]
            flow.wait({"kind": "action", "seat": seat, "ship": granted, "free": True, "active": sid})
            return
        if why is not None and alive(flow.ship(granted)):
            flow.emit("note", say=msg("say.no_free_action", ship=ship_name(flow.ship(granted)), why=_why_msg(why)))
        flow.emit("free_action_used", ship=granted)
        finish_activation(flow, sid)
        return
    flow.emit("ship_activated", ship=sid)
    check_victory(flow)


# --- combat ---------------------------------------------------------------------------------------------------------
def start_combat(flow: Flow) -> None:
    flow.emit("phase", phase="combat", round=flow.s["round"], say=msg("say.combat"))
    flow.hooks.fire(H.COMBAT_START, flow, {})


def legal_targets(state: dict[str, Any], hooks: H.Hooks, sid: str) -> dict[str, dict[str, Any]]:
    """Enemy ships `sid` may attack now, with the attack geometry of each: the primary weapon's when it may fire,
    else the first legal secondary weapon's. "weapons" maps every legal weapon id to its geometry (secondary
    weapons come from the cards module through the WEAPONS window)."""
    att = state["ships"][sid]
    if space.on_obstacle(att["pose"], att["base"], state["obstacles"]):
        return {}
    out = {}
    for t in fielded(state, other(att["seat"])):
        tgt = state["ships"][t]
        if space.touching(att["pose"], att["base"], tgt["pose"], tgt["base"]):
            continue
        geo = space.attack_geometry(att["pose"], att["base"], tgt["pose"], tgt["base"], state["obstacles"])
        weapons: dict[str, dict[str, Any]] = {}
        if geo is not None and geo["range"] is not None:
            weapons["primary"] = geo
        for w in hooks.value(H.WEAPONS, state, {"attacker": sid, "defender": t, "primary": geo}, []):
            weapons[w["id"]] = w["geometry"]
        weapons = {
            w: g
            for w, g in weapons.items()
            if hooks.value(H.CAN_TARGET, state, {"attacker": sid, "defender": t, "weapon": w}, True)
        }
        if weapons:
            out[t] = {**next(iter(weapons.values())), "weapons": weapons}
    return out


def target_error(state: dict[str, Any], hooks: H.Hooks, sid: str, t: str) -> str:
    """The rule that forbids `sid` attacking `t` (called when `t` is not a legal target)."""
    att, tgt = state["ships"][sid], state["ships"].get(t)
    if tgt is None or not alive(tgt):
        return "the target must be a ship in play"
    if tgt["seat"] == att["seat"]:
        return "Combat step 1: the target must be an enemy ship"
    if space.on_obstacle(att["pose"], att["base"], state["obstacles"]):
        return "Obstacles: a ship whose base overlaps an obstacle may not attack"
    if space.touching(att["pose"], att["base"], tgt["pose"], tgt["base"]):
        return "Overlapping ships: ships whose bases touch cannot attack each other"
    geo = space.attack_geometry(att["pose"], att["base"], tgt["pose"], tgt["base"], state["obstacles"])
    if geo is None:
        return "Firing arc: the target must be inside the attacker's firing arc"
    if geo["range"] is None:
        return "Range: the primary weapon fires at range 1-3"
    return "a card effect forbids this target"


def step_combat(flow: Flow) -> None:
    s = flow.s
    todo = [sid for sid in piloted(s) if not s["ships"][sid]["attacked"]]
    if not todo:
        start_end_phase(flow)
        return
    sid = min(todo, key=lambda x: order_key(s, flow.hooks, x, descending=True))
    # One player's ships of equal skill attack in the order he chooses (rulebook p.12): the prompt names the others.
    tied = [x for x in todo if order_key(s, flow.hooks, x, True)[:2] == order_key(s, flow.hooks, sid, True)[:2]]
    armed = [x for x in tied if legal_targets(s, flow.hooks, x) or _alternatives(flow, x)]
    if not armed:
        flow.emit("attack_passed", ship=sid, say=msg("say.no_target", ship=ship_name(flow.ship(sid))))
        after_combat_turn(flow, sid)
        return
    flow.wait({"kind": "target", "seat": flow.ship(sid)["seat"], "ship": armed[0], "others": armed[1:]})


def _alternatives(flow: Flow, sid: str) -> bool:
    """Whether `sid` may do something instead of attacking (e.g. a mission's scan)."""
    return bool(flow.hooks.effects(H.COMBAT_ALTERNATIVES, flow.s, {"ship": sid}))


def after_combat_turn(flow: Flow, sid: str) -> None:
    if flow.ship(sid)["doomed"]:
        destroy(flow, sid, "destroyed after firing back (simultaneous attack)")
    check_victory(flow)


def declare_attack(flow: Flow, sid: str, t: str, geo: dict[str, Any], weapon: str = "primary", n: int = 0) -> None:
    """Declare an attack with `weapon`. A secondary weapon's geometry carries "attack_value" (its dice) and
    "repeat" (further attacks on the same defender: Cluster Missiles); no range bonus applies to it. `n` numbers
    the repeated attacks so that each rolls its own dice."""
    att, dfn = flow.ship(sid), flow.ship(t)
    declared: dict[str, Any] = {
        "attacker": sid,
        "defender": t,
        "weapon": weapon,
        "line": geo["line"],
        "range": geo["range"],
        "distance_mm": geo["distance_mm"],
        "obstructed": geo["obstructed"],
        "obstacle": geo["obstacle"],
    }
    if weapon != "primary":
        declared.update(attack_value=geo["attack_value"], range_bonus=False, repeat=geo.get("repeat", 0), n=n)
    with_weapon = "" if weapon == "primary" else str(geo.get("weapon_name", weapon))
    flow.emit(
        "attack_declared",
        attack=declared,
        say=msg(
            ("say.attacks_with" if with_weapon else "say.attacks") + ("_obstructed" if geo["obstructed"] else ""),
            attacker=ship_name(att),
            defender=ship_name(dfn),
            range=geo["range"],
            **({"weapon": with_weapon} if with_weapon else {}),
        ),
    )
    flow.hooks.fire(H.ATTACK_DECLARED, flow, {"attack": attack(flow.s)})
    continue_attack(flow)


def _seats(flow: Flow, window: str) -> list[str]:
    a = attack(flow.s)
    att, dfn = flow.ship(a["attacker"])["seat"], flow.ship(a["defender"])["seat"]
    return [dfn, att] if window == "attack" else [att, dfn]


def mod_effects(state: dict[str, Any], hooks: H.Hooks, window: str, seat: str) -> list[H.Effect]:
    w = H.MODIFY_ATTACK_DICE if window == "attack" else H.MODIFY_DEFENSE_DICE
    a = attack(state)
    return [
        e
        for e in hooks.effects(w, state, {"attack": a, "seat": seat})
        if e.seat == seat and hooks.value(H.ALLOW_EFFECT, state, {"attack": a, "effect": e.id, "seat": seat}, True)
    ]


def continue_attack(flow: Flow) -> None:
    s = flow.s
    hooks = flow.hooks
    while True:
        a = attack(s)
        stage = a["stage"]
        if stage == "roll":
            bonus = a.get("range_bonus", True)  # range bonuses are for primary weapons only
            n = a["attack_value"] if "attack_value" in a else ship_stat(s, hooks, a["attacker"], "attack")
            n += 1 if a["range"] == 1 and bonus else 0
            n = max(0, int(hooks.value(H.ATTACK_DICE, s, {"attack": a}, n)))
            key = f"r{s['round']}:attack:{a['attacker']}{_nth(a)}"
            pool = Pool.roll(load_dice("xwing")["attack"], n, flow.chance.rng(key))
            flow.emit(
                "dice",
                pool="attack",
                dice=pool.to_json(),
                roll_key=key,  # re-derives the dice from the revealed seed; evolve ignores it
                say=msg("say.pool_dice", pool=msg("pool.attack"), faces=counted_faces(pool.faces())),
            )
            hooks.fire(H.AFTER_ATTACK_ROLL, flow, {"attack": a})
            flow.emit("attack_stage", stage="attack:0")
        elif stage == "defense_roll":
            bonus = a.get("range_bonus", True)
            n = ship_stat(s, hooks, a["defender"], "agility") + (1 if a["range"] == 3 and bonus else 0)
            n = max(0, int(hooks.value(H.DEFENSE_DICE, s, {"attack": a}, n + int(a["obstructed"]))))
            key = f"r{s['round']}:defense:{a['attacker']}{_nth(a)}"
            pool = Pool.roll(load_dice("xwing")["defense"], n, flow.chance.rng(key))
            flow.emit(
                "dice",
                pool="defense",
                dice=pool.to_json(),
                roll_key=key,  # re-derives the dice from the revealed seed; evolve ignores it
                say=msg("say.pool_dice", pool=msg("pool.defense"), faces=counted_faces(pool.faces())),
            )
            hooks.fire(H.AFTER_DEFENSE_ROLL, flow, {"attack": a})
            flow.emit("attack_stage", stage="defense:0")
        elif stage == "compare":
            resolve_attack(flow)
            return
        else:
            window, idx = stage.split(":")
            i = int(idx)
            if i >= 2:
                flow.emit("attack_stage", stage="defense_roll" if window == "attack" else "compare")
                continue
            seat = _seats(flow, window)[i]
            effects = mod_effects(s, hooks, window, seat)
            auto = next(((e, p) for e in effects if e.auto is not None and (p := e.auto(s)) is not None), None)
            if auto is not None:
                flow.emit("note", say=msg("say.standing", choice=auto[0].label))
                use_effect(flow, auto[0], {"kind": "modify", "effect": auto[0].id, **auto[1]})
                continue
            if effects:
                flow.wait({"kind": "modify", "seat": seat, "window": window})
                return
            flow.emit("attack_stage", stage=f"{window}:{i + 1}")


def _nth(a: Attack) -> str:
    """Chance-key suffix of a repeated attack (the second Cluster Missiles attack rolls new dice)."""
    return f":{a['n']}" if a.get("n") else ""


def use_effect(flow: Flow, effect: H.Effect, action: dict[str, Any]) -> None:
    effect.apply(flow, action)
    if current_attack(flow.s) is not None:
        flow.emit("effect_used", effect=f"{H.role(flow.s, effect.seat)}:{effect.id}")


def uncancelled(state: dict[str, Any]) -> tuple[int, int, int]:
    a = attack(state)
    atk = Pool.from_json(a["attack_dice"])
    dfn = Pool.from_json(a["defense_dice"])
    return atk.count("hit"), atk.count("crit"), dfn.count("evade")


def resolve_attack(flow: Flow) -> None:
    s = flow.s
    a = attack(s)
    flow.hooks.fire(H.COMPARE_RESULTS, flow, {"attack": a})
    hits, crits, evades = uncancelled(s)
    atk = Pool.from_json(a["attack_dice"])
    cancel_h, cancel_c = cancel_pool(atk, evades)  # evades cancel hits before crits
    hits, crits = hits - cancel_h, crits - cancel_c
    if cancel_h or cancel_c:
        flow.emit("dice", pool="attack", dice=atk.to_json())
    result = {"hits": hits, "crits": crits, "shield_damage": 0, "cards_facedown": 0, "cards_faceup": 0}
    dfn = flow.ship(a["defender"])
    flow.emit(
        "attack_result",
        result=result,
        say=(
            msg("say.hit", ship=ship_name(dfn), dice=counted_faces(["hit"] * hits + ["crit"] * crits))
            if hits + crits
            else msg("say.evades_all", ship=ship_name(dfn))
        ),
    )
    attacker = a["attacker"]
    suffer(flow, a["defender"], hits, crits, f"attack by {flow.ship(attacker)['label']}", attacker=attacker)
    hit = flow.ship(a["defender"])
    if hits + crits and alive(hit):  # what is left after the damage, so nobody has to count it on the picture
        left = max(0, ship_type(hit).hull - hull_damage(hit))
        flow.emit("note", say=msg("say.left", ship=ship_name(hit), hull=left, shields=hit["shields"]))
    flow.hooks.fire(H.AFTER_ATTACK, flow, {"attack": attack(s)})
    flow.emit("attack_finished")
    dfn_in_play = alive(flow.ship(a["defender"])) and not flow.ship(a["defender"])["doomed"]
    if a.get("repeat") and dfn_in_play and alive(flow.ship(attacker)):
        again = {**a, "repeat": a["repeat"] - 1, "weapon_name": a["weapon"]}
        declare_attack(flow, attacker, a["defender"], again, a["weapon"], a.get("n", 0) + 1)
        return
    flow.emit("attacked", ship=attacker)
    after_combat_turn(flow, attacker)


# --- end phase ------------------------------------------------------------------------------------------------------
def start_end_phase(flow: Flow) -> None:
    s = flow.s
    flow.emit("phase", phase="end", round=s["round"], say=msg("say.end_phase"))
    for sid in fielded(s):
        for token in ("focus", "evade"):
            if s["ships"][sid]["tokens"][token]:
                set_token(flow, sid, token, 0)
    flow.hooks.fire(H.END_PHASE, flow, {})
    finish_end_phase(flow)


def finish_end_phase(flow: Flow) -> None:
    """After the End-phase effects: any extra decision (e.g. mission reinforcements), then the next round."""
    s = flow.s
    if check_victory(flow):
        return
    extra = flow.hooks.value(H.NEXT_DECISION, s, {"point": "end"}, None)
    if extra is not None:
        flow.wait(extra)
        return
    start_planning(flow, s["round"] + 1)


def advance_step(flow: Flow) -> None:
    """One automatic step with nothing pending."""
    phase = flow.s["phase"]
    if phase == "setup":
        step_setup(flow)
    elif phase == "planning":
        if planning_done(flow):
            flow.emit("phase", phase="activation", round=flow.s["round"], say=msg("say.activation"))
        else:
            flow.wait({"kind": "planning"})
    elif phase == "activation":
        step_activation(flow)
    elif phase == "combat":
        step_combat(flow)
    elif phase == "end":
        finish_end_phase(flow)
    else:
        raise AssertionError(f"nothing to advance in phase {phase}")
