"""Secondary weapons (Proton Torpedoes, Concussion Missiles, Cluster Missiles, Ion Cannon Turret) and ion tokens.

Rulebook p.19: a ship attacks once per round, with its primary weapon or one secondary weapon. The target must be
in the firing arc (unless the card says otherwise) and its closest point at the range printed on the card; the
weapon rolls its own value; range bonuses are for primary weapons only (obstruction still applies). "Attack
(target lock)": the attacker must hold a lock on the target; these cards spend it and are discarded to fire.
"""

from __future__ import annotations

from typing import Any

from shapely.geometry import LineString, Polygon

from bot.core.dice import Pool
from bot.core.texts import msg
from bot.games.xwing import hooks as H
from bot.games.xwing import space
from bot.games.xwing.cards.common import alive, card_effect, mark, marks, upgrade_data, upgrade_name
from bot.games.xwing.damage import suffer
from bot.games.xwing.flow import Flow
from bot.games.xwing.names import ship_name
from bot.games.xwing.state import attack
from bot.games.xwing.texts import english

State = dict[str, Any]


def _turret_geometry(state: State, att: dict[str, Any], dfn: dict[str, Any]) -> dict[str, Any]:
    """A turret ignores the arc: plain closest base-to-base range and line; obstructed if that line crosses an
    obstacle ([BOT] one shortest line, not the whole family the primary-weapon check considers)."""
    from bot.games.xwing import geometry as g

    r = g.range_between(space._ship(att["pose"], att["base"]), space._ship(dfn["pose"], dfn["base"]))
    (x0, y0), (x1, y1) = r.points
    line = LineString([(x0, y0), (x1, y1)])
    hit = [
        o["id"]
        for o in state["obstacles"]
        if (line.length > 0 and line.crosses(Polygon(o["points"]))) or Polygon(o["points"]).contains(line)
    ]
    return {
        "distance_mm": round(float(r.distance_mm), 3),
        "range": r.band,
        "line": [[round(x0, 3), round(y0, 3)], [round(x1, 3), round(y1, 3)]],
        "obstructed": bool(hit),
        "obstacle": hit[0] if hit else None,
    }


def _weapons(state: State, ctx: H.Ctx, value: list[dict[str, Any]]) -> list[dict[str, Any]]:
    sid, t = ctx["attacker"], ctx["defender"]
    att, dfn = state["ships"][sid], state["ships"][t]
    out = list(value)
    for up in dict.fromkeys(att.get("upgrades", ())):
        spec = upgrade_data()[up].get("weapon")
        if spec is None:
            continue
        if spec["requires_lock"] and not (att["lock"] and att["lock"]["target"] == t):
            continue
        geo = _turret_geometry(state, att, dfn) if spec["outside_arc"] else ctx["primary"]
        if geo is None or geo["range"] is None or not spec["range"][0] <= geo["range"] <= spec["range"][1]:
            continue
        out.append(
            {
                "id": up,
                "geometry": {
                    **geo,
                    "attack_value": spec["attack"],
                    "repeat": spec["attacks"] - 1,
                    "weapon_name": upgrade_data()[up]["name"],
                },
            }
        )
    return out


def _pay(flow: Flow, ctx: H.Ctx) -> None:
    """Spend the lock and discard the card when an "Attack (target lock)" weapon fires (not again on a repeat)."""
    a = H.attack_in(ctx)
    spec = upgrade_data().get(a["weapon"], {}).get("weapon")
    if spec is None or a.get("n", 0):
        return
    sid = a["attacker"]
    ship = flow.ship(sid)
    name = upgrade_data()[a["weapon"]]["name"]
    if spec["spends_lock"]:
        flow.emit("lock_removed", ship=sid, say=msg("say.lock_fire", ship=ship_name(ship), weapon=name))
        mark(flow, sid, "lock_spent", f"{flow.s['round']}:0")
    if spec["discard"]:
        flow.emit("upgrade_discarded", ship=sid, upgrade=a["weapon"], say=msg("say.discarded", card=name))


def _change_one(weapon: str, old: str, new: str, what: str) -> Any:
    """A weapon that changes one die; `what` names the message of the change ("what.focus_to_crit")."""

    def provider(state: State, ctx: H.Ctx) -> list[H.Effect]:
        a = H.attack_in(ctx)
        ship = state["ships"][a["attacker"]]
        if a["weapon"] != weapon or ctx["seat"] != ship["seat"] or H.used(a, "attacker", weapon):
            return []
        if not Pool.from_json(a["attack_dice"]).count(old):
            return []

        def apply(flow: Flow, action: dict[str, Any]) -> None:
            p = Pool.from_json(attack(flow.s)["attack_dice"])
            i = next(i for i, d in enumerate(p.dice) if d.face == old and not d.cancelled)
            p.change(i, new)
            flow.emit("dice", pool="attack", dice=p.to_json(), say=msg("say.card_what", card=name, what=msg(what)))

        name = upgrade_name(weapon)
        text = card_effect(name, msg(what))
        return [H.Effect(weapon, english(text), ship["seat"], apply, texts={"": text})]

    return provider


def _ion_hit(flow: Flow, ctx: H.Ctx) -> None:
    """Ion Cannon Turret: if the attack hits, 1 damage and 1 ion token, then every result is cancelled."""
    a = H.attack_in(ctx)
    if a["weapon"] != "ioncannonturret":
        return
    atk, dfn = Pool.from_json(a["attack_dice"]), Pool.from_json(a["defense_dice"])
    if atk.count("hit") + atk.count("crit") <= dfn.count("evade"):
        return
    t = a["defender"]
    target = flow.ship(t)
    flow.emit("note", say=msg("say.ion_hit", ship=ship_name(target)))
    for d in atk.dice:
        d.cancelled = True
    flow.emit("dice", pool="attack", dice=atk.to_json())
    flow.emit("tokens", ship=t, token="ion", value=target["tokens"]["ion"] + 1)
    suffer(flow, t, 1, 0, f"ion cannon of {flow.ship(a['attacker'])['label']}", attacker=a["attacker"])


# --- ion tokens: [EXT, later rules reference] an ionized ship flies a white 1-straight, then loses its ion tokens --
ION_MANEUVER = "1-straight"


def _ion_reveal(flow: Flow, ctx: H.Ctx) -> None:
    sid = ctx["ship"]
    ship = flow.ship(sid)
    if ship["tokens"]["ion"] > 0 and alive(ship):
        mark(flow, sid, "ionized", flow.s["round"])
        flow.emit(
            "maneuver_replaced",
            ship=sid,
            maneuver=ION_MANEUVER,
            by="ion",
            say=msg("say.ionized", ship=ship_name(ship)),
        )


def _ion_difficulty(state: State, ctx: H.Ctx, value: str) -> str:
    ship = state["ships"][ctx["ship"]]
    if ctx["maneuver"] == ION_MANEUVER and marks(ship).get("ionized") == state["round"]:
        return "white"
    return value


def _ionized(state: State, sid: str) -> bool:
    return bool(marks(state["ships"][sid]).get("ionized") == state["round"])


def _ion_clear(flow: Flow, ctx: H.Ctx) -> None:
    sid = ctx["ship"]
    ship = flow.ship(sid)
    if marks(ship).get("ionized") == flow.s["round"] and ship["tokens"]["ion"]:
        flow.emit("tokens", ship=sid, token="ion", value=0, say=msg("say.ion_lost", ship=ship_name(ship)))


def register(h: H.Hooks) -> None:
    h.modifier(H.WEAPONS)(_weapons)
    h.trigger(H.ATTACK_DECLARED)(_pay)
    h.provider(H.MODIFY_ATTACK_DICE)(_change_one("protontorpedoes", "focus", "crit", "what.focus_to_crit"))
    h.provider(H.MODIFY_ATTACK_DICE)(_change_one("concussionmissiles", "blank", "hit", "what.blank_to_hit"))
    h.trigger(H.COMPARE_RESULTS)(_ion_hit)
    h.trigger(H.AFTER_REVEAL)(_ion_reveal)
    h.modifier(H.MANEUVER_DIFFICULTY, _ionized)(_ion_difficulty)
    h.trigger(H.AFTER_MANEUVER)(_ion_clear)
