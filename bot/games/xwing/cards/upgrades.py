"""Upgrade cards of the core set and wave 1 (astromechs and elite talents; secondary weapons are in weapons.py).

"Action:" cards are offered in the perform-action step and count as that ship's action (once per round each);
passive cards apply by themselves; Elite talents are ignored while the pilot is injured (Injured Pilot).
"""

from __future__ import annotations

from typing import Any

from bot.core.dice import Pool
from bot.core.texts import msg, quoted
from bot.games.xwing import hooks as H
from bot.games.xwing.cards.common import (
    card_effect,
    card_name,
    critical_data,
    has_upgrade,
    mark,
    marks,
    roll,
    upgrade_name,
)
from bot.games.xwing.content import maneuver_parts, ship_type
from bot.games.xwing.core_effects import _roll_action
from bot.games.xwing.flow import Flow
from bot.games.xwing.names import ship_name
from bot.games.xwing.state import attack
from bot.games.xwing.texts import english, face_msg, rule_error

State = dict[str, Any]


def _effect(sid: str, seat: str, upgrade: str, what: dict[str, Any], apply: Any, options: Any = None) -> H.Effect:
    """An upgrade's effect; `what` is the message after the card's name ("R2-F2: +1 agility ...")."""
    text = card_effect(upgrade_name(upgrade), what)
    return H.Effect(upgrade, english(text), seat, apply, tuple(options or ()), counts_as=upgrade, texts={"": text})


# --- R2 Astromech: speed 1-2 maneuvers are green ----------------------------------------------------------------
def _r2_astromech(state: State, ctx: H.Ctx, value: str) -> str:
    speed, _ = maneuver_parts(ctx["maneuver"])
    if speed in (1, 2) and has_upgrade(state["ships"][ctx["ship"]], "r2astromech"):
        return "green"
    return value


def _has_r2_astromech(state: State, sid: str) -> bool:
    return has_upgrade(state["ships"][sid], "r2astromech")


# --- R2-D2: recover 1 shield after a green maneuver ------------------------------------------------------------
def _r2d2(flow: Flow, ctx: H.Ctx) -> None:
    sid = ctx["ship"]
    ship = flow.ship(sid)
    top = ship_type(ship).shields
    if ctx["difficulty"] == "green" and has_upgrade(ship, "r2d2") and ship["shields"] < top:
        flow.emit(
            "shields",
            ship=sid,
            value=ship["shields"] + 1,
            say=msg("say.recovers_shield", card=upgrade_name("r2d2"), ship=ship_name(ship)),
        )


# --- R2-F2 and Marksmanship: effects for the rest of the round ----------------------------------------------------
def _this_round(state: State, sid: str, key: str) -> bool:
    return bool(marks(state["ships"][sid]).get(key) == state["round"])


def _r2f2_agility(state: State, ctx: H.Ctx, value: int) -> int:
    sid = ctx["ship"]
    return value + 1 if has_upgrade(state["ships"][sid], "r2f2") and _this_round(state, sid, "r2f2") else value


def _marksmanship(state: State, ctx: H.Ctx) -> list[H.Effect]:
    a = H.attack_in(ctx)
    sid = a["attacker"]
    ship = state["ships"][sid]
    if ctx["seat"] != ship["seat"] or H.used(a, "attacker", "marksmanship") or not has_upgrade(ship, "marksmanship"):
        return []
    if not _this_round(state, sid, "marksmanship"):
        return []
    if not Pool.from_json(a["attack_dice"]).count("focus"):
        return []

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        p = Pool.from_json(attack(flow.s)["attack_dice"])
        first = next(i for i, d in enumerate(p.dice) if d.face == "focus" and not d.cancelled)
        p.change(first, "crit")
        n = p.change_all("focus", "hit")
        say = msg("say.marksmanship", card=upgrade_name("marksmanship"), n=n)
        flow.emit("dice", pool="attack", dice=p.to_json(), say=say)

    text = card_effect(upgrade_name("marksmanship"), msg("what.marksmanship_modify"))
    return [H.Effect("marksmanship", english(text), ship["seat"], apply, texts={"": text})]


# --- Determination: face-up Pilot cards are discarded unresolved ---------------------------------------------------
def _determination(flow: Flow, ctx: H.Ctx) -> None:
    card, sid = ctx["card"], ctx["ship"]
    ship = flow.ship(sid)
    if not ctx["faceup"] or card is None or not has_upgrade(ship, "determination"):
        return
    if critical_data()[card]["trait"] != "pilot":
        return
    index = len(ship["damage"]) - 1
    if index >= 0 and ship["damage"][index] == {"card": card, "faceup": True}:
        flow.emit(
            "damage_card_discarded",
            ship=sid,
            index=index,
            say=msg(
                "say.determination", card=upgrade_name("determination"), ship=ship_name(ship), damage=card_name(card)
            ),
        )


# --- R5 Astromech: End phase, flip one face-up Ship card face down ------------------------------------------------
# --- R5-K6: after spending a lock, roll; on an evade lock the same ship again --------------------------------------
def _r5k6(flow: Flow, ctx: H.Ctx) -> None:
    a = H.attack_in(ctx)
    sid, t = a["attacker"], a["defender"]
    ship = flow.ship(sid)
    if not has_upgrade(ship, "r5k6"):
        return
    spent = (
        H.used(a, "attacker", "target_lock") or marks(ship).get("lock_spent") == f"{flow.s['round']}:{a.get('n', 0)}"
    )
    if not spent or flow.ship(t)["destroyed"]:
        return
    face = roll(flow.chance, f"r{flow.s['round']}:r5k6:defense:{sid}:{a.get('n', 0)}", "defense")
    flow.emit("note", say=msg("say.lock_roll", card=upgrade_name("r5k6"), ship=ship_name(ship), face=face_msg(face)))
    if face == "evade":
        from bot.games.xwing.core_effects import acquire_lock

        acquire_lock(flow, sid, t)  # the attack is over, so the new lock cannot be spent in it


# --- "Action:" upgrades ------------------------------------------------------------------------------------------
def _actions(state: State, ctx: H.Ctx) -> list[H.Effect]:
    sid = ctx["ship"]
    ship = state["ships"][sid]
    seat = ship["seat"]
    out = []
    if has_upgrade(ship, "r2f2"):
        out.append(
            _effect(
                sid,
                seat,
                "r2f2",
                msg("what.r2f2"),
                lambda flow, action: mark(
                    flow,
                    sid,
                    "r2f2",
                    flow.s["round"],
                    say=msg("say.plus_agility", card=upgrade_name("r2f2"), ship=ship_name(ship)),
                ),
            )
        )
    if has_upgrade(ship, "marksmanship"):
        out.append(
            _effect(
                sid,
                seat,
                "marksmanship",
                msg("what.marksmanship"),
                lambda flow, action: mark(
                    flow,
                    sid,
                    "marksmanship",
                    flow.s["round"],
                    say=msg("say.careful_aim", card=upgrade_name("marksmanship"), ship=ship_name(ship)),
                ),
            )
        )
    if has_upgrade(ship, "r5d8") and any(not d["faceup"] for d in ship["damage"]):
        out.append(_effect(sid, seat, "r5d8", msg("what.r5d8"), _r5d8(sid)))
    eh = _expert_handling(state, sid)
    if eh is not None:
        out.append(eh)
    sl = _squad_leader(state, sid)
    if sl is not None:
        out.append(sl)
    return out


def _squad_leader(state: State, sid: str) -> H.Effect | None:
    """Squad Leader: a ship at range 1-2 with a lower pilot skill may take 1 free action at once.
    [BOT] The card says "1 ship"; we offer friendly ships only (an enemy's free action is the enemy's to take)."""
    from bot.games.xwing.cards.common import friends_in_range
    from bot.games.xwing.flow import skill

    ship = state["ships"][sid]
    if not has_upgrade(ship, "squadleader"):
        return None
    mine = skill(state, H.HOOKS, sid)
    picks = [  # a mission piece (mission 1's shuttle) performs no actions
        o
        for o in friends_in_range(state, sid, 1, 2)
        if skill(state, H.HOOKS, o) < mine and not state["ships"][o].get("piece")
    ]
    if not picks:
        return None

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        o = action.get("ship")
        if o not in picks:
            raise rule_error(msg("err.squad_leader", ship=quoted(o)), "Squad Leader")
        flow.emit(
            "free_action_offered",
            ship=o,
            actions=None,
            say=msg("say.may_free_action", card=upgrade_name("squadleader"), ship=ship_name(flow.ship(o))),
        )

    opts = tuple((o, f"{state['ships'][o]['label']} takes a free action", {"ship": o}) for o in picks)
    return _effect(sid, ship["seat"], "squadleader", msg("what.squad_leader"), apply, opts)


def _r5d8(sid: str) -> Any:
    def apply(flow: Flow, action: dict[str, Any]) -> None:
        ship = flow.ship(sid)
        face = roll(flow.chance, f"r{flow.s['round']}:r5d8:defense:{sid}", "defense")
        flow.emit(
            "note", say=msg("say.card_roll", card=upgrade_name("r5d8"), ship=ship_name(ship), face=face_msg(face))
        )
        down = [i for i, d in enumerate(ship["damage"]) if not d["faceup"]]
        if face in ("evade", "focus") and down:
            flow.emit(
                "damage_card_discarded",
                ship=sid,
                index=down[0],
                say=msg("say.repairs", card=upgrade_name("r5d8"), ship=ship_name(ship)),
            )

    return apply


def _expert_handling(state: State, sid: str) -> H.Effect | None:
    ship = state["ships"][sid]
    if not has_upgrade(ship, "experthandling") or "barrel_roll" in ship["actions_done"]:
        return None
    if not H.HOOKS.value(H.CAN_ACT, state, {"ship": sid, "action": "barrel_roll"}, True):
        return None  # e.g. Damaged Sensor Array on a ship with barrel roll on its bar: prohibition wins
    roll_effect = _roll_action(state, sid, ship["seat"])
    if roll_effect is None:
        return None
    lockers = [
        o
        for o, sh in state["ships"].items()
        if sh["lock"] and sh["lock"]["target"] == sid and sh["seat"] != ship["seat"]
    ]
    has_icon = "barrel_roll" in ship_type(ship).actions
    opts = []
    for key, label, payload in roll_effect.options:
        for locker in [None, *lockers]:
            extra = "" if locker is None else f", remove {state['ships'][locker]['label']}'s lock"
            opts.append((f"{key}:{locker or '-'}", f"{label}{extra}", {**payload, "unlock": locker}))

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        locker = action.get("unlock")
        if locker is not None:
            lk = flow.s["ships"].get(locker, {}).get("lock")
            if not lk or lk["target"] != sid:
                raise rule_error(msg("err.no_lock_holder", ship=quoted(locker)), "Expert Handling")
        roll_effect.apply(flow, action)
        flow.emit("action_done", ship=sid, action="barrel_roll", free=True)
        if not has_icon:
            flow.emit(
                "tokens",
                ship=sid,
                token="stress",
                value=flow.ship(sid)["tokens"]["stress"] + 1,
                say=msg(
                    "say.expert_handling_stress", card=upgrade_name("experthandling"), ship=ship_name(flow.ship(sid))
                ),
            )
        if locker is not None:
            flow.emit(
                "lock_removed",
                ship=locker,
                say=msg("say.removes_lock", card=upgrade_name("experthandling"), ship=ship_name(flow.ship(locker))),
            )

    return _effect(sid, ship["seat"], "experthandling", msg("what.expert_handling"), apply, tuple(opts))


def register(h: H.Hooks) -> None:
    h.modifier(H.MANEUVER_DIFFICULTY, _has_r2_astromech)(_r2_astromech)  # before Damaged Engine, whose "red" wins
    h.modifier(H.AGILITY)(_r2f2_agility)
    h.trigger(H.AFTER_MANEUVER)(_r2d2)
    h.trigger(H.DAMAGE_DEALT)(_determination)  # before the damage cards' own "when dealt" effects
    h.trigger(H.AFTER_ATTACK)(_r5k6)
    h.provider(H.PERFORM_ACTION)(_actions)
    h.provider(H.MODIFY_ATTACK_DICE)(_marksmanship)
