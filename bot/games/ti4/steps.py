"""The automatic steps of a TI4 space combat: one function per phase step, registered in STEPS.

A step returns the events that happen by themselves in its phase (dice, forced choices, the way to the next
phase), or no event when a player must decide. `advance` runs steps until a player must decide or the combat is
over.

Order: space cannon offense (attacker's, then defender's; each followed by the target's capacity check) ->
round 1 start (Letnev flagship repair, Assault Cannon) -> anti-fighter barrage (round 1 only; 39.3) ->
retreat announcements (defender first; 39.4) -> combat rolls (attacker then defender, ascending combat value;
39.5) -> hit assignment by each owner (39.6) -> Duranium Armor, Yin flagship -> retreat (39.7) ->
another round or the end (39.8-39.10, with the capacity check of 39.10a).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import Event
from bot.games.ti4 import combat, hits
from bot.games.ti4 import texts as T
from bot.games.ti4.capacity import capacity, fits, removal_options
from bot.games.ti4.hits import HitPack
from bot.games.ti4.narration import narrated, retreated_seat, verdict_text
from bot.games.ti4.phases import SEATS, Phase, Seat, Step, other, phase
from bot.games.ti4.state import CombatState, Side, evolve

Step_ = Callable[[CombatState, Phase, Chance], list[Event]]


def advance(state: CombatState, chance: Chance) -> list[Event]:
    """Run automatic steps until a player must decide or the combat is over."""
    out: list[Event] = []
    s: Any = state
    for _ in range(1000):
        if s["result"] is not None:
            break
        events = step(s, chance)
        if not events:
            break
        for ev in events:
            before = s
            s = evolve(s, ev)
            out.append(narrated(ev, before, s))
    else:  # pragma: no cover - a bug, never a player's doing
        raise RuntimeError("ti4: automatic steps did not settle")
    return out


def step(s: CombatState, chance: Chance) -> list[Event]:
    current = Phase.parse(s["phase"])
    run = STEPS.get(current.step)
    if run is None:
        raise RuntimeError(f"ti4: no step for phase {s['phase']!r}")
    return run(s, current, chance)


def to(text: str) -> Event:
    return Event("phase", {"to": text})


def either_side_empty(s: CombatState) -> bool:
    return combat.ships(s["sides"]["attacker"]) == 0 or combat.ships(s["sides"]["defender"]) == 0


# -- helpers shared with the decisions -----------------------------------------------------------------------


def after_declare(seat: str) -> str:
    return phase("declare", "attacker") if seat == "defender" else phase("roll", "attacker")


def after_munitions(seat: str, rnd: int) -> str:
    if seat == "attacker":
        return phase("munitions", "defender")
    return phase("ambush", "attacker") if rnd == 1 else phase("declare", "defender")


def after_duranium(seat: str) -> str:
    return phase("duranium", "defender") if seat == "attacker" else phase("retreat")


def after_roll(seat: str) -> str:
    return phase("roll", "defender") if seat == "attacker" else phase("roll_done")


def munitions_possible(side: Side) -> bool:
    """Letnev Munitions Reserves: 2 trade goods at the start of a round buy rerolls of any dice that round."""
    return side["faction"] == "letnev" and side["trade_goods"] >= 2


def duranium_choices(side: Side) -> list[str]:
    """Unit types Duranium Armor may repair (damaged, not by Sustain Damage this round), most expensive first."""
    if "duranium_armor" not in side["techs"]:
        return []
    ok = [uid for uid, (_u, d) in side["units"].items() if d - side["sustained"].get(uid, 0) > 0]
    return sorted(ok, key=lambda u: hits.cost_key(u, side["stats"]), reverse=True)


def assigned_event(seat: str, side: Side, a: hits.Assignment) -> Event:
    a = {
        "sustain": {k: v for k, v in a["sustain"].items() if v},
        "destroy": {k: v for k, v in a["destroy"].items() if v},
    }
    return Event("assigned", {"side": seat, "assignment": a, "text": hits.describe(a, side["stats"])})


def hit_pack(s: CombatState, seat: str, total: int, nf: int, source: str) -> HitPack:
    """The hits `seat` scored, as the pack the opponent must assign."""
    opp = s["sides"][other(seat)]
    no_sustain = combat.has_effect(s["sides"][seat], "no_enemy_sustain")
    per = 2 if "non_euclidean_shielding" in opp["techs"] else 1
    target = "fighters" if source == "afb" else "any"
    return HitPack(total, nf, target, source != "afb" and not no_sustain, per, source)


def roll(
    s: CombatState,
    seat: str,
    what: str,
    groups: list[combat.Group],
    key: str,
    chance: Chance,
    source: str,
    then: str,
    next_: str | None = None,
) -> Event:
    """Roll every group in order (ascending value); the hits become the opponent's pending pack."""
    rolled: list[dict[str, Any]] = []
    total = nf = 0
    for g in groups:
        roll_key = f"{key}:{g.unit}"
        dice = chance.roll(roll_key, 10, g.dice) if g.dice else []
        h = [combat.die_hits(g, d) for d in dice]
        group = {"unit": g.unit, "value": g.value, "mod": g.mod, "dice": dice, "hits": h, "non_fighter": g.non_fighter}
        # the key re-derives these dice from the revealed seed (Chance(seed).roll); evolve never reads it
        rolled.append(group | ({"roll_key": roll_key} if dice else {}))
        total += sum(h)
        nf += sum(h) if g.non_fighter else 0
    pack = hit_pack(s, seat, total, nf, source)
    payload: dict[str, Any] = {
        "side": seat,
        "what": what,
        "groups": rolled,
        "hits": total,
        "pack": pack.to_json(),
        "then": then,
    }
    if next_ is not None:
        payload["next"] = next_
    return Event("rolled", payload)


def verdict(s: CombatState, combat_fought: bool = True) -> dict[str, Any]:
    a = combat.ships(s["sides"]["attacker"])
    d = combat.ships(s["sides"]["defender"])
    if a and not d:
        winner: str | None = "attacker"
    elif d and not a:
        winner = "defender"
    else:
        winner = None
    reason = T.english(verdict_text(winner, retreated_seat(s), combat_fought))
    return {"winner": winner, "reason": reason, "combat": combat_fought}


def capacity_events(
    s: CombatState, seat: str, room: int, reason: str, nxt: str, dock: bool | None = None
) -> list[Event]:
    side = s["sides"][seat]
    dock = side["space_dock"] if dock is None else dock
    if fits(side, side["units"], room, dock):
        return [to(nxt)]
    return [Event("excess", {"side": seat, "room": room, "dock": dock, "reason": reason, "next": nxt})]


def _after_wave(s: CombatState) -> str:
    """Where the combat goes once every pending assignment or removal is done (set with the wave)."""
    assert s["next"] is not None  # every wave and excess event names it
    return s["next"]


# -- the steps, one per phase step ---------------------------------------------------------------------------


def _assign(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    events = []
    for seat in SEATS:
        if seat not in s["pending"]:
            continue
        side = s["sides"][seat]
        pack = HitPack.from_json(s["pending"][seat])
        found = hits.options(side["units"], side["stats"], pack, limit=1)
        if found is not None and len(found) == 1:  # nothing to choose: resolve it (DESIGN: no needless questions)
            events.append(assigned_event(seat, side, found[0]))
    if events or s["pending"]:
        return events
    if s["wipe"]:
        return [
            Event(
                "all_destroyed",
                {"reason": "Van Hauge (Yin flagship) was destroyed: all ships in the system are destroyed"},
            )
        ]
    return [to(_after_wave(s))]


def _excess(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    events = []
    for seat in SEATS:
        ex = s["excess"].get(seat)
        if ex is None:
            continue
        legal = removal_options(s["sides"][seat], ex["room"], ex["dock"])
        if len(legal) == 1:
            events.append(Event("removed", {"side": seat, "units": legal[0], "reason": ex["reason"]}))
    if events or s["excess"]:
        return events
    return [to(_after_wave(s))]


def _space_cannon(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    seat = at.side
    after = Phase("sco", "defender") if seat == "attacker" else Phase("start")
    cap = phase("cap", other(seat), after)
    groups = combat.space_cannon_groups(s["sides"][seat], s["sides"][other(seat)])
    if not groups:
        return [to(cap)]
    return [roll(s, seat, "space cannon offense", groups, f"sco:{seat}", chance, "space_cannon", "assign", cap)]


def _capacity_after_space_cannon(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    seat = at.side
    nxt = str(at.then)
    return capacity_events(s, seat, capacity(s["sides"][seat]), "capacity after space cannon", nxt)


def _start(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    if either_side_empty(s):
        return [Event("ended", verdict(s, combat_fought=False))]
    return [Event("round_started", {"round": 1})]


def _round_start(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    events: list[Event] = []
    for seat in SEATS:
        side = s["sides"][seat]
        if combat.has_effect(side, "repair_each_round") and side["units"]["flagship"][1]:
            reason = "Arc Secundus: repaired at the start of each round"
            events.append(Event("repaired", {"side": seat, "unit": "flagship", "reason": reason}))
    events.append(to(phase("munitions", "attacker")))
    return events


def _munitions(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    if munitions_possible(s["sides"][at.side]):
        return []  # the Letnev player decides whether to pay
    return [to(after_munitions(at.side, s["round"]))]


def _decision(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    return []  # a player decides (rerolls: RU 39.5д)


def _ambush(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    # Mentak Ambush: at the start of combat, up to 2 cruisers/destroyers roll 1 die each (not a combat
    # roll: no modifiers); the opponent assigns the hits, Sustain Damage may cancel them.
    seat = at.side
    nxt = phase("ac", seat)
    groups = combat.ambush_groups(s["sides"][seat])
    if not groups or combat.ships(s["sides"][other(seat)]) == 0:
        return [to(nxt)]
    return [roll(s, seat, "Ambush", groups, f"r1:ambush:{seat}", chance, "ambush", then="assign", next_=nxt)]


def _assault_cannon(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    seat = at.side
    nxt = phase("ambush", "defender") if seat == "attacker" else phase("afb")
    side, opp = s["sides"][seat], s["sides"][other(seat)]
    if "assault_cannon" in side["techs"] and combat.non_fighter_ships(side) >= 3 and combat.non_fighter_ships(opp):
        pack = HitPack(1, 0, "non_fighters", False, 1, "assault_cannon")
        rolled: dict[str, Any] = {
            "side": seat,
            "what": "Assault Cannon",
            "groups": [],
            "hits": 1,
            "pack": pack.to_json(),
        }
        return [Event("rolled", {**rolled, "then": "assign"}), Event("wave", {"phase": "assign", "next": nxt})]
    return [to(nxt)]


def _barrage(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    if either_side_empty(s):
        return [to("end_check")]  # start-of-combat effects ended it (RU 39.9)
    events = []
    for seat in SEATS:
        groups = combat.afb_groups(s["sides"][seat])
        events.append(roll(s, seat, "anti-fighter barrage", groups, f"r1:afb:{seat}", chance, "afb", then="afb"))
    events.append(Event("wave", {"phase": "assign", "next": "afb_end"}))
    return events


def _barrage_end(s: CombatState, at: Phase, chance: Chance) -> list[Event]:  # RU 39.3а
    if either_side_empty(s):
        return [to("end_check")]
    return [to(phase("declare", "defender"))]


def _declare(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    seat = at.side
    sides = s["sides"]
    if sides[seat]["retreat"] and not (seat == "attacker" and sides["defender"]["declared"]):
        return []  # a player decides
    return [to(after_declare(seat))]


def _combat_roll(s: CombatState, at: Phase, chance: Chance) -> list[Event]:  # RU 39.5е: the attacker first
    seat = at.side
    sides = s["sides"]
    groups = combat.combat_groups(
        sides[seat], sides[other(seat)], defender_in_nebula=s["nebula"] and seat == "defender"
    )
    then = phase("reroll", seat) if sides[seat]["munitions"] else after_roll(seat)
    return [roll(s, seat, "combat roll", groups, f"r{s['round']}:combat:{seat}", chance, "combat", then=then)]


def _roll_done(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    return [Event("wave", {"phase": "assign", "next": "after_hits"})]


def _after_hits(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    return [to(phase("duranium", "attacker"))]


def _duranium(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    # Duranium Armor: mandatory if possible; the owner picks when several unit types qualify
    seat = at.side
    choices = duranium_choices(s["sides"][seat])
    if len(choices) > 1:
        return []
    events = [Event("repaired", {"side": seat, "unit": u, "reason": "Duranium Armor"}) for u in choices]
    return [*events, to(after_duranium(seat))]


def _retreat(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    sides = s["sides"]
    seat: Seat | None = next((x for x in SEATS if sides[x]["declared"]), None)
    if seat is None:
        return [to("end_check")]
    if combat.ships(sides[other(seat)]) == 0 or combat.ships(sides[seat]) == 0:
        return [to("end_check")]  # RU 39.7а: the combat ends, no retreat
    side = sides[seat]
    room = capacity(side, only_moving=True)
    if not any(side["stats"][u]["move"] for u in side["units"] if side["stats"][u]["class"] == "ship"):
        room = 0  # only Fighter I left: they are removed (note N6)
    return capacity_events(s, seat, room, "retreat: no transport", "retreat_go", dock=False)


def _retreat_go(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    seat = "defender" if s["sides"]["defender"]["declared"] else "attacker"
    side = s["sides"][seat]
    moving = {u: sum(v) for u, v in side["units"].items() if side["stats"][u]["class"] in ("ship", "ground")}
    ships_moving = [u for u in moving if side["stats"][u]["class"] == "ship" and side["stats"][u]["move"]]
    carried = moving if ships_moving else {}
    return [Event("retreated", {"side": seat, "units": carried, "token": bool(ships_moving)}), to("end_check")]


def _end_check(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    if not either_side_empty(s):
        return [Event("round_started", {"round": s["round"] + 1})]  # RU 39.8
    # RU 39.10: the winner is decided before the capacity check (note N11)
    return [Event("verdict", verdict(s)), to(phase("cap_end", "attacker"))]


def _capacity_after_combat(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    seat = at.side
    nxt = phase("cap_end", "defender") if seat == "attacker" else phase("finish")
    return capacity_events(s, seat, capacity(s["sides"][seat]), "capacity after combat", nxt)


def _finish(s: CombatState, at: Phase, chance: Chance) -> list[Event]:
    assert s["verdict"] is not None  # end_check gave it before the capacity checks
    return [Event("ended", s["verdict"])]


STEPS: dict[Step, Step_] = {
    "assign": _assign,
    "excess": _excess,
    "sco": _space_cannon,
    "cap": _capacity_after_space_cannon,
    "start": _start,
    "round_start": _round_start,
    "munitions": _munitions,
    "reroll": _decision,
    "ambush": _ambush,
    "ac": _assault_cannon,
    "afb": _barrage,
    "afb_end": _barrage_end,
    "declare": _declare,
    "roll": _combat_roll,
    "roll_done": _roll_done,
    "after_hits": _after_hits,
    "duranium": _duranium,
    "retreat": _retreat,
    "retreat_go": _retreat_go,
    "end_check": _end_check,
    "cap_end": _capacity_after_combat,
    "finish": _finish,
}
