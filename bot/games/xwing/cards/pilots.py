"""Pilot abilities of the wave-1 ships (X-wing, Y-wing, TIE Fighter, TIE Advanced). Generic pilots have none.

Every handler checks `pilot_is`, so Injured Pilot (everyone ignores the pilot ability) switches it off.
"May" abilities are offered effects; the rest apply by themselves.
"""

from __future__ import annotations

from typing import Any

from bot.core.dice import Pool, RerollError, load_dice
from bot.core.protocol import RuleError
from bot.core.texts import msg, quoted
from bot.games.xwing import hooks as H
from bot.games.xwing import space
from bot.games.xwing.cards.common import (
    alive,
    card_effect,
    friendly,
    friends_in_range,
    mark,
    marks,
    pilot_is,
    pilot_name,
    range_between,
)
from bot.games.xwing.core_effects import acquire_lock, lock_targets
from bot.games.xwing.flow import Flow
from bot.games.xwing.names import ship_name
from bot.games.xwing.state import attack, current_attack
from bot.games.xwing.texts import counted_faces, english, face_msg, rule_error

State = dict[str, Any]


def _pool(state: State, which: str) -> Pool:
    """The attack's "attack" or "defense" dice."""
    a = attack(state)
    return Pool.from_json(a["attack_dice"] if which == "attack" else a["defense_dice"])


def _attacker_seat_ok(state: State, ctx: H.Ctx, pilot: str | None = None) -> tuple[str, dict[str, Any]] | None:
    a = H.attack_in(ctx)
    ship = state["ships"][a["attacker"]]
    if ctx["seat"] != ship["seat"] or (pilot is not None and not pilot_is(ship, pilot)):
        return None
    return a["attacker"], ship


# --- Wedge Antilles: the defender's agility is 1 lower ---------------------------------------------------------------
def _wedge(state: State, ctx: H.Ctx, value: int) -> int:
    a = current_attack(state)
    if a and a["defender"] == ctx["ship"] and pilot_is(state["ships"][a["attacker"]], "wedgeantilles"):
        return value - 1
    return value


# --- "Mauler Mithel" and "Backstabber": extra attack dice ------------------------------------------------------------
def _extra_dice(state: State, ctx: H.Ctx, value: int) -> int:
    a = H.attack_in(ctx)
    att, dfn = state["ships"][a["attacker"]], state["ships"][a["defender"]]
    if pilot_is(att, "maulermithel") and a["range"] == 1:
        value += 1
    if (
        pilot_is(att, "backstabber")
        and space.attack_geometry(dfn["pose"], dfn["base"], att["pose"], att["base"], []) is None
    ):
        value += 1  # the attacker is outside the defender's firing arc
    return value


# --- "Dark Curse": attackers may not spend focus or reroll attack dice (prohibition beats permission) -----------
FOCUS_OR_REROLL = {"focus", "target_lock", "howlrunner", "hortonsalm", "garvendreis"}


def _dark_curse(state: State, ctx: H.Ctx, value: bool) -> bool:
    a = H.attack_in(ctx)
    attacker_seat = state["ships"][a["attacker"]]["seat"]
    if (
        pilot_is(state["ships"][a["defender"]], "darkcurse")
        and ctx["seat"] == attacker_seat
        and ctx["effect"] in FOCUS_OR_REROLL
    ):
        return False
    return value


# --- Biggs Darklighter (as printed in 2012: permanent) --------------------------------------------------------------
def _biggs(state: State, ctx: H.Ctx, value: bool) -> bool:
    att, dfn, weapon = ctx["attacker"], ctx["defender"], ctx.get("weapon", "primary")
    for bid, biggs in state["ships"].items():
        if (
            bid == dfn
            or not pilot_is(biggs, "biggsdarklighter")
            or biggs.get("pose") is None
            or not friendly(state, bid, dfn)
            or range_between(state, bid, dfn) != 1
        ):
            continue
        if _could_target(state, att, bid, weapon):
            return False
    return value


def _could_target(state: State, att: str, t: str, weapon: str) -> bool:
    a, d = state["ships"][att], state["ships"][t]
    if space.touching(a["pose"], a["base"], d["pose"], d["base"]):
        return False
    geo = space.attack_geometry(a["pose"], a["base"], d["pose"], d["base"], state["obstacles"])
    if weapon == "primary":
        return geo is not None and geo["range"] is not None
    return any(
        w["id"] == weapon for w in H.HOOKS.value(H.WEAPONS, state, {"attacker": att, "defender": t, "primary": geo}, [])
    )


# --- Luke Skywalker: when defending, one focus -> evade ----------------------------------------------------------
def _luke(state: State, ctx: H.Ctx) -> list[H.Effect]:
    a = H.attack_in(ctx)
    sid = a["defender"]
    ship = state["ships"][sid]
    if ctx["seat"] != ship["seat"] or not pilot_is(ship, "lukeskywalker") or H.used(a, "defender", "lukeskywalker"):
        return []
    if not _pool(state, "defense").count("focus"):
        return []

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        p = _pool(flow.s, "defense")
        i = next(i for i, d in enumerate(p.dice) if d.face == "focus" and not d.cancelled)
        p.change(i, "evade")
        flow.emit("dice", pool="defense", dice=p.to_json(), say=msg("say.luke", card=pilot_name("lukeskywalker")))

    text = card_effect(pilot_name("lukeskywalker"), msg("what.luke"))
    return [H.Effect("lukeskywalker", english(text), ship["seat"], apply, texts={"": text})]


# --- Winged Gundark: at range 1, one hit -> crit ----------------------------------------------------------------------
def _gundark(state: State, ctx: H.Ctx) -> list[H.Effect]:
    found = _attacker_seat_ok(state, ctx, "wingedgundark")
    a = H.attack_in(ctx)
    if (
        found is None
        or a["range"] != 1
        or H.used(a, "attacker", "wingedgundark")
        or not _pool(state, "attack").count("hit")
    ):
        return []

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        p = _pool(flow.s, "attack")
        i = next(i for i, d in enumerate(p.dice) if d.face == "hit" and not d.cancelled)
        p.change(i, "crit")
        flow.emit("dice", pool="attack", dice=p.to_json(), say=msg("say.gundark", card=pilot_name("wingedgundark")))

    text = card_effect(pilot_name("wingedgundark"), msg("what.gundark"))
    return [H.Effect("wingedgundark", english(text), found[1]["seat"], apply, texts={"": text})]


# --- rerolls: Horton Salm (blanks at range 2-3) and "Howlrunner" (1 die for a friend at range 1) -----------------
def _reroll(flow: Flow, sid: str, dice: Any, allowed: list[int], who: str, rule: str) -> None:
    if not isinstance(dice, list) or not dice or not all(isinstance(i, int) and i in allowed for i in dice):
        raise rule_error(msg("err.name_dice", who=who, allowed=str(allowed)), rule, "malformed")
    p = _pool(flow.s, "attack")
    try:
        p.reroll(dice, load_dice("xwing")["attack"], flow.chance.rng(f"r{flow.s['round']}:attack:{sid}:{who}"))
    except RerollError as exc:
        raise RuleError(str(exc), "Dice: a die may be rerolled at most once per attack") from None
    flow.emit(
        "dice",
        pool="attack",
        dice=p.to_json(),
        say=msg("say.card_reroll", card=who, faces=counted_faces(p.faces())),
    )


def _horton(state: State, ctx: H.Ctx) -> list[H.Effect]:
    found = _attacker_seat_ok(state, ctx, "hortonsalm")
    a = H.attack_in(ctx)
    if found is None or a["range"] not in (2, 3) or H.used(a, "attacker", "hortonsalm"):
        return []
    pool = _pool(state, "attack")
    blanks = [i for i, d in enumerate(pool.dice) if d.face == "blank" and not d.rerolled and not d.cancelled]
    if not blanks:
        return []
    sid = a["attacker"]

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        _reroll(flow, sid, action.get("dice"), blanks, "hortonsalm", "Horton Salm: reroll blank results at range 2-3")

    name = pilot_name("hortonsalm")
    text, one = card_effect(name, msg("what.horton")), card_effect(name, msg("what.reroll_blanks", n=len(blanks)))
    opts = (("all", english(one), {"dice": blanks}),)
    return [H.Effect("hortonsalm", english(text), found[1]["seat"], apply, opts, texts={"": text, "all": one})]


def _howlrunner(state: State, ctx: H.Ctx) -> list[H.Effect]:
    a = H.attack_in(ctx)
    sid = a["attacker"]
    att = state["ships"][sid]
    if ctx["seat"] != att["seat"] or a["weapon"] != "primary" or H.used(a, "attacker", "howlrunner"):
        return []
    if not any(pilot_is(state["ships"][o], "howlrunner") for o in friends_in_range(state, sid, 1, 1)):
        return []
    pool = _pool(state, "attack")
    free = [i for i, d in enumerate(pool.dice) if not d.rerolled and not d.cancelled and d.face in ("blank", "focus")]
    if not free:
        return []

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        dice = action.get("dice")
        if not isinstance(dice, list) or len(dice) != 1:
            raise rule_error(msg("err.howlrunner"), '"Howlrunner"', "malformed")
        _reroll(flow, sid, dice, free, "howlrunner", '"Howlrunner": reroll 1 attack die')

    name = pilot_name("howlrunner")
    texts = {str(i): card_effect(name, msg("what.reroll_die", n=i + 1, face=face_msg(pool.dice[i].face))) for i in free}
    opts = tuple((str(i), english(texts[str(i)]), {"dice": [i]}) for i in free)
    text = card_effect(name, msg("what.howlrunner"))
    return [H.Effect("howlrunner", english(text), att["seat"], apply, opts, texts={"": text, **texts})]


# --- Garven Dreis: a spent focus token may go to another friendly ship at range 1-2 ---------------------------
def _garven(window: str) -> Any:
    def provider(state: State, ctx: H.Ctx) -> list[H.Effect]:
        a = H.attack_in(ctx)
        sid = a["attacker"] if window == "attack" else a["defender"]
        ship = state["ships"][sid]
        if ctx["seat"] != ship["seat"] or not pilot_is(ship, "garvendreis") or not ship["tokens"]["focus"]:
            return []
        if not _pool(state, window).count("focus"):
            return []
        friends = friends_in_range(state, sid, 1, 2)
        if not friends:
            return []
        new_face = "hit" if window == "attack" else "evade"

        def apply(flow: Flow, action: dict[str, Any]) -> None:
            to = action.get("to")
            if to not in friends_in_range(flow.s, sid, 1, 2):
                raise rule_error(msg("err.garven", ship=quoted(to)), "Garven Dreis")
            p = _pool(flow.s, window)
            n = p.change_all("focus", new_face)
            me, them = flow.ship(sid), flow.ship(to)
            flow.emit("tokens", ship=sid, token="focus", value=me["tokens"]["focus"] - 1)
            flow.emit(
                "tokens",
                ship=to,
                token="focus",
                value=them["tokens"]["focus"] + 1,
                say=msg(
                    "say.garven", card=pilot_name("garvendreis"), n=n, face=face_msg(new_face), ship=ship_name(them)
                ),
            )
            flow.emit("dice", pool=window, dice=p.to_json())

        texts = {o: msg("opt.garven_to", ship=ship_name(state["ships"][o])) for o in friends}
        opts = tuple((o, english(texts[o]), {"to": o}) for o in friends)
        text = card_effect(pilot_name("garvendreis"), msg("what.garven"))
        return [H.Effect("garvendreis", english(text), ship["seat"], apply, opts, texts={"": text, **texts})]

    return provider


# --- "Dutch" Vander: when he locks, a friend at range 1-2 may lock too ------------------------------------------
def _dutch(state: State, ctx: H.Ctx) -> list[H.Effect]:
    sid = ctx["ship"]
    ship = state["ships"][sid]
    if not pilot_is(ship, "dutchvander") or "target_lock" not in _bar(ship):
        return []
    opts = []
    for t in lock_targets(state, sid):
        for ally in friends_in_range(state, sid, 1, 2):
            for at in lock_targets(state, ally):
                opts.append(
                    (
                        f"{t}:{ally}:{at}",
                        f"Lock {state['ships'][t]['label']}; {state['ships'][ally]['label']} "
                        f"locks {state['ships'][at]['label']}",
                        {"target": t, "ally": ally, "ally_target": at},
                    )
                )
    if not opts:
        return []

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        t, ally, at = action.get("target"), action.get("ally"), action.get("ally_target")
        if (
            t not in lock_targets(flow.s, sid)
            or ally not in friends_in_range(flow.s, sid, 1, 2)
            or at not in lock_targets(flow.s, ally)
        ):
            raise rule_error(msg("err.dutch"), '"Dutch" Vander')
        acquire_lock(flow, sid, t)
        acquire_lock(flow, ally, at)

    return [
        H.Effect(
            "dutchvander",
            'Target lock ("Dutch" Vander: a friend locks too)',
            ship["seat"],
            apply,
            tuple(opts),
            counts_as="target_lock",
        )
    ]


def _bar(ship: dict[str, Any]) -> tuple[str, ...]:
    from bot.games.xwing.content import ship_type

    return ship_type(ship).actions


# --- "Night Beast": free focus after a green maneuver; Darth Vader: two actions --------------------------------
def _night_beast(flow: Flow, ctx: H.Ctx) -> None:
    ship = flow.ship(ctx["ship"])
    if pilot_is(ship, "nightbeast") and ctx["difficulty"] == "green":
        flow.emit(
            "free_action_offered",
            ship=ctx["ship"],
            actions=["focus"],
            say=msg("say.green_free_focus", ship=ship_name(ship)),
        )


def _vader(flow: Flow, ctx: H.Ctx) -> None:
    sid = ctx["ship"]
    ship = flow.ship(sid)
    if not pilot_is(ship, "darthvader") or marks(ship).get("vader_round") == flow.s["round"]:
        return
    if flow.s["phase"] != "activation" or flow.s.get("active_ship") not in (sid, None) or not alive(ship):
        return
    mark(flow, sid, "vader_round", flow.s["round"])
    flow.emit("free_action_offered", ship=sid, actions=None, say=msg("say.vader", card=pilot_name("darthvader")))


# --- Maarek Stele: his face-up damage card is the best of three ---------------------------------------------------
# [BOT] the attacker's pick among the three cards is automated with this order (most harmful first); a Pilot card is
# skipped first against a defender with Determination, which would discard it.
MAAREK_ORDER = (
    "direct_hit",
    "damaged_cockpit",
    "weapon_malfunction",
    "structural_damage",
    "damaged_sensor_array",
    "console_fire",
    "injured_pilot",
    "stunned_pilot",
    "damaged_engine",
    "minor_hull_breach",
    "blinded_pilot",
    "munitions_failure",
    "thrust_control_fire",
    "minor_explosion",
)


def _maarek(flow: Flow, ctx: H.Ctx) -> None:
    from bot.games.xwing.cards.common import critical_data, has_upgrade

    a = current_attack(flow.s)
    sid, card = ctx["ship"], ctx["card"]
    if ctx.get("maarek") or not ctx["faceup"] or card is None or not a or a["defender"] != sid:
        return
    if not pilot_is(flow.ship(a["attacker"]), "maarekstele"):
        return
    ship = flow.ship(sid)
    index = len(ship["damage"]) - 1
    drawn = flow.s["deck"][:2]
    pilot_useless = has_upgrade(ship, "determination")

    def rank(c: str) -> tuple[bool, int]:
        return (pilot_useless and critical_data()[c]["trait"] == "pilot", MAAREK_ORDER.index(c))

    best = min([card, *drawn], key=rank)
    names = ", ".join(critical_data()[c]["name"] for c in [card, *drawn])
    flow.emit(
        "damage_swapped",
        ship=sid,
        index=index,
        card=best,
        drawn=len(drawn),
        say=f'Maarek Stele draws {names} and deals "{critical_data()[best]["name"]}" face up.',
    )
    if best != card:  # the chosen card's own "when dealt" effects run now; the first card never took effect
        flow.hooks.fire(H.DAMAGE_DEALT, flow, {**ctx, "card": best, "maarek": True})


def register(h: H.Hooks) -> None:
    h.trigger(H.DAMAGE_DEALT)(_maarek)  # first of the "when dealt" triggers: the others see the chosen card
    h.modifier(H.AGILITY)(_wedge)
    h.modifier(H.ATTACK_DICE)(_extra_dice)
    h.modifier(H.ALLOW_EFFECT)(_dark_curse)
    h.modifier(H.CAN_TARGET)(_biggs)
    h.provider(H.MODIFY_DEFENSE_DICE)(_luke)
    h.provider(H.MODIFY_DEFENSE_DICE)(_garven("defense"))
    h.provider(H.MODIFY_ATTACK_DICE)(_garven("attack"))
    h.provider(H.MODIFY_ATTACK_DICE)(_gundark)
    h.provider(H.MODIFY_ATTACK_DICE)(_horton)
    h.provider(H.MODIFY_ATTACK_DICE)(_howlrunner)
    h.provider(H.PERFORM_ACTION)(_dutch)
    h.trigger(H.AFTER_MANEUVER)(_night_beast)
    h.trigger(H.AFTER_ACTION)(_vader)
