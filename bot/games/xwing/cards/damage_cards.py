"""The 14 cards of the original core damage deck (data/xwing/critical_effects.json), as hook handlers.

A face-up card acts while it is face up; flipping it face down (its own rule, an "Action:" or another card such as
R5 Astromech) ends the effect. Direct Hit!'s 2 points against hull are data (damage_deck.json "hull_damage"),
counted by the match's hull check.
"""

from __future__ import annotations

from typing import Any

from bot.core.texts import msg
from bot.games.xwing import hooks as H
from bot.games.xwing.cards.common import (
    card_effect,
    card_key,
    card_name,
    critical_data,
    faceup,
    flip_down,
    mark,
    marks,
    roll,
)
from bot.games.xwing.content import maneuver_parts, ship_type
from bot.games.xwing.damage import suffer
from bot.games.xwing.flow import Flow, fielded
from bot.games.xwing.names import ship_name
from bot.games.xwing.texts import english, face_msg, rule_error

State = dict[str, Any]


# --- values while face up -------------------------------------------------------------------------------------------
def _pilot_skill(state: State, ctx: H.Ctx, value: int) -> int:
    ship = state["ships"][ctx["ship"]]
    dealt = marks(ship).get("damaged_cockpit")
    if faceup(ship, "damaged_cockpit") and dealt is not None and state["round"] > dealt:
        return 0  # Damaged Cockpit: from the round after it was dealt
    return value


def _agility(state: State, ctx: H.Ctx, value: int) -> int:
    return value - len(faceup(state["ships"][ctx["ship"]], "structural_damage"))  # the match floors at 0


def _primary(state: State, ctx: H.Ctx, value: int) -> int:
    return value - len(faceup(state["ships"][ctx["ship"]], "weapon_malfunction"))


def _difficulty(state: State, ctx: H.Ctx, value: str) -> str:
    _, bearing = maneuver_parts(ctx["maneuver"])
    if bearing.startswith("turn") and faceup(state["ships"][ctx["ship"]], "damaged_engine"):
        return "red"
    return value


def _damaged_engine(state: State, sid: str) -> bool:
    return bool(faceup(state["ships"][sid], "damaged_engine"))


def _can_act(state: State, ctx: H.Ctx, value: bool) -> bool:
    ship = state["ships"][ctx["ship"]]
    if faceup(ship, "damaged_sensor_array") and ctx["action"] in ship_type(ship).actions:
        return False  # prohibition: no action-bar action, free ones included
    return value


def _blinded(state: State, ctx: H.Ctx, value: int) -> int:
    return 0 if faceup(state["ships"][H.attack_in(ctx)["attacker"]], "blinded_pilot") else value


# --- triggers -------------------------------------------------------------------------------------------------------
def _dealt(flow: Flow, ctx: H.Ctx) -> None:
    if not ctx["faceup"] or ctx["card"] is None:
        return
    sid, card = ctx["ship"], ctx["card"]
    ship = flow.ship(sid)
    index = len(ship["damage"]) - 1
    if index < 0 or ship["damage"][index] != {"card": card, "faceup": True}:
        return  # already discarded (Determination) or flipped
    if card == "damaged_cockpit" and "damaged_cockpit" not in marks(ship):
        mark(flow, sid, "damaged_cockpit", flow.s["round"])
    elif card == "minor_explosion":
        face = roll(flow.chance, card_key(flow, card, sid))
        flow.emit(
            "note",
            say=msg("say.card_roll", card=card_name("minor_explosion"), ship=ship_name(ship), face=face_msg(face)),
        )
        if face == "hit":
            suffer(flow, sid, 1, 0, "Minor Explosion")
        if not ship["destroyed"]:
            flip_down(flow, sid, index, msg("flip.resolved", card=card_name("minor_explosion")))
    elif card == "thrust_control_fire":
        flow.emit(
            "tokens",
            ship=sid,
            token="stress",
            value=ship["tokens"]["stress"] + 1,
            say=msg("say.card_stress", card=card_name("thrust_control_fire"), ship=ship_name(ship)),
        )
        flip_down(flow, sid, index, msg("flip.resolved", card=card_name("thrust_control_fire")))
    elif card == "munitions_failure":
        _munitions_failure(flow, sid)
        if not ship["destroyed"]:
            flip_down(flow, sid, index, msg("flip.resolved", card=card_name("munitions_failure")))


def _munitions_failure(flow: Flow, sid: str) -> None:
    from bot.games.xwing.cards.common import upgrade_data

    ship = flow.ship(sid)
    weapons = [u for u in ship.get("upgrades", ()) if "weapon" in upgrade_data()[u]]
    if weapons:  # [BOT] the owner's choice is approximated: the first secondary weapon in squad order
        flow.emit(
            "upgrade_discarded",
            ship=sid,
            upgrade=weapons[0],
            say=msg(
                "say.card_discards",
                card=card_name("munitions_failure"),
                ship=ship_name(ship),
                upgrade=upgrade_data()[weapons[0]]["name"],
            ),
        )


def _blinded_after(flow: Flow, ctx: H.Ctx) -> None:
    sid = H.attack_in(ctx)["attacker"]
    for i in faceup(flow.ship(sid), "blinded_pilot")[:1]:
        flip_down(flow, sid, i, msg("flip.after_attack", card=card_name("blinded_pilot")))


def _after_maneuver(flow: Flow, ctx: H.Ctx) -> None:
    sid = ctx["ship"]
    ship = flow.ship(sid)
    if faceup(ship, "stunned_pilot") and (ctx["bumped"] or ctx["obstacles_hit"]):
        flow.emit("note", say=msg("say.stunned_pilot", card=card_name("stunned_pilot"), ship=ship_name(ship)))
        suffer(flow, sid, 1, 0, "Stunned Pilot")
    if ctx["difficulty"] == "red":
        for n, _ in enumerate(faceup(ship, "minor_hull_breach")):
            if ship["destroyed"]:
                return
            face = roll(flow.chance, f"r{flow.s['round']}:minor_hull_breach:{sid}:{n}")
            flow.emit(
                "note",
                say=msg(
                    "say.hull_breach", card=card_name("minor_hull_breach"), ship=ship_name(ship), face=face_msg(face)
                ),
            )
            if face == "hit":
                suffer(flow, sid, 1, 0, "Minor Hull Breach")


def _combat_start(flow: Flow, ctx: H.Ctx) -> None:
    for sid in fielded(flow.s):
        ship = flow.ship(sid)
        for n, _ in enumerate(faceup(ship, "console_fire")):
            if ship["destroyed"]:
                break
            face = roll(flow.chance, f"r{flow.s['round']}:console_fire:{sid}:{n}")
            flow.emit(
                "note",
                say=msg("say.card_roll", card=card_name("console_fire"), ship=ship_name(ship), face=face_msg(face)),
            )
            if face == "hit":
                suffer(flow, sid, 1, 0, "Console Fire")


# --- card actions ---------------------------------------------------------------------------------------------------
def _card_actions(state: State, ctx: H.Ctx) -> list[H.Effect]:
    sid = ctx["ship"]
    ship = state["ships"][sid]
    out = []
    for card in ("console_fire", "damaged_sensor_array", "structural_damage", "weapon_malfunction"):
        if faceup(ship, card):
            out.append(
                H.Effect(
                    card,
                    english(card_effect(card_name(card), msg("what.try_flip"))),
                    ship["seat"],
                    _flip_action(sid, card),
                    counts_as=card,
                    texts={"": card_effect(card_name(card), msg("what.try_flip"))},
                )
            )
    return out


def _flip_action(sid: str, card: str) -> Any:
    def apply(flow: Flow, action: dict[str, Any]) -> None:
        found = faceup(flow.ship(sid), card)
        if not found:
            raise rule_error(msg("err.no_faceup", ship=ship_name(flow.ship(sid)), card=card), "Damage cards")
        spec = critical_data()[card]["flip_roll"]
        if spec is None:
            flip_down(flow, sid, found[0], msg("flip.action"))
            return
        face = roll(flow.chance, f"r{flow.s['round']}:{card}:{sid}:action")
        flow.emit(
            "note",
            say=msg(
                "say.repair_roll",
                ship=ship_name(flow.ship(sid)),
                face=face_msg(face),
                card=critical_data()[card]["name"],
            ),
        )
        if face in spec["success"]:
            flip_down(flow, sid, found[0], msg("flip.repaired"))

    return apply


def register(h: H.Hooks) -> None:
    h.modifier(H.PILOT_SKILL)(_pilot_skill)
    h.modifier(H.AGILITY)(_agility)
    h.modifier(H.ATTACK_VALUE)(_primary)
    h.modifier(H.MANEUVER_DIFFICULTY, _damaged_engine)(_difficulty)
    h.modifier(H.CAN_ACT)(_can_act)
    h.modifier(H.ATTACK_DICE)(_blinded)  # registered last of the attack-dice modifiers: "roll no dice" wins
    h.trigger(H.DAMAGE_DEALT)(_dealt)
    h.trigger(H.AFTER_ATTACK)(_blinded_after)
    h.trigger(H.AFTER_MANEUVER)(_after_maneuver)
    h.trigger(H.COMBAT_START)(_combat_start)
    h.provider(H.PERFORM_ACTION)(_card_actions)
