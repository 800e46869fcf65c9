"""Twilight Imperium 4, one space combat (RU 39 = LRR 78) as a match on the game protocol.

Seats: "attacker" (the active player) and "defender". The match runs a fixed sequence of steps; a step either
happens by itself (dice, forced choices) or waits for a player's decision (a prompt). `act` applies a decision
and then runs every automatic step that follows, so one call returns all events up to the next decision.

Steps: space cannon offense (attacker's, then defender's; each followed by the target's capacity check) ->
round 1 start (Letnev flagship repair, Assault Cannon) -> anti-fighter barrage (round 1 only; 39.3) ->
retreat announcements (defender first; 39.4) -> combat rolls (attacker then defender, ascending combat value;
39.5) -> hit assignment by each owner (39.6) -> Duranium Armor, Yin flagship -> retreat (39.7) ->
another round or the end (39.8-39.10, with the capacity check of 39.10a).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import Action, Event, Option, Outcome, Prompt, RuleError, SeatSpec, View
from bot.core.texts import msg, with_article
from bot.games.ti4 import combat, hits
from bot.games.ti4 import texts as T
from bot.games.ti4.capacity import bound, capacity, fits, over_capacity, removal_options
from bot.games.ti4.hits import HitPack
from bot.games.ti4.units import FleetError, factions, parse_fleet, unit_stats

SEATS = ("attacker", "defender")
R39 = "TI4 rule 39"


def other(seat: str) -> str:
    return "defender" if seat == "attacker" else "attacker"


# ---------------------------------------------------------------------------------------------------------
# set-up


def _side_options(raw: Any, seat: str, *, enforce_capacity: bool = True) -> dict[str, Any]:
    """A side of the match from its options. The odds tool passes enforce_capacity=False: it answers for a fleet
    over capacity and says so (a match refuses it: capacity is met before combat)."""
    if isinstance(raw, str):
        raw = {"fleet": raw}
    if not isinstance(raw, Mapping):
        raise RuleError(f"{seat}: give a fleet string or an object with 'fleet'")
    known = {"fleet", "faction", "techs", "pds", "retreat", "space_dock", "trade_goods"}
    unknown = set(raw) - known
    if unknown:
        raise RuleError(f"{seat}: unknown option(s) {', '.join(sorted(unknown))}; known: {', '.join(sorted(known))}")
    faction = raw.get("faction")
    if faction is not None and faction not in factions():
        raise RuleError(f"{seat}: unknown faction {faction!r}; known: {', '.join(factions())}")
    techs = raw.get("techs", [])
    if isinstance(techs, str):
        techs = [t for t in techs.replace(",", " ").split() if t]
    if not isinstance(techs, list) or not all(isinstance(t, str) for t in techs):
        raise RuleError(f"{seat}: 'techs' is a list of technology ids")
    for t in techs:
        if t not in combat.TECHS:
            raise RuleError(f"{seat}: unknown technology {t!r}; known: {', '.join(sorted(combat.TECHS))}")
        need = combat.FACTION_TECHS.get(t)
        if need and faction != need:
            raise RuleError(f"{seat}: {t} is {with_article(need)} faction technology")
    tg = raw.get("trade_goods", 0)
    if not isinstance(tg, int) or isinstance(tg, bool) or not 0 <= tg <= 99:
        raise RuleError(f"{seat}: 'trade_goods' must be a whole number from 0 to 99")
    for flag in ("retreat", "space_dock"):
        if not isinstance(raw.get(flag, True), bool):
            raise RuleError(f"{seat}: '{flag}' must be true or false")
    try:
        fleet = parse_fleet(raw.get("fleet", ""), faction)
        pds = parse_fleet(raw["pds"], faction, allow=("structure",)) if raw.get("pds") else {}
    except FleetError as exc:
        raise RuleError(f"{seat}: {exc}") from None
    bad = [u for u in pds if not u.startswith("pds")]
    if bad:
        raise RuleError(f"{seat}: only PDS may be declared under 'pds', not {', '.join(bad)}")
    stats = {uid: unit_stats(uid, faction) for uid in [*fleet, *pds]}
    side = {
        "faction": faction,
        "techs": sorted(set(techs)),
        "retreat": raw.get("retreat", True),
        "space_dock": raw.get("space_dock", False),
        "stats": stats,
        "units": {uid: [n, 0] for uid, n in fleet.items()},
        "pds": pds,
        "lost": {},
        "removed": {},
        "retreated": None,
        "declared": False,
        "sustained": {},
        "trade_goods": tg,
        "munitions": False,  # Letnev Munitions Reserves paid for this round
    }
    if combat.ships(side) == 0:
        raise RuleError(f"{seat}: the fleet needs at least one ship (ground forces alone do not fight in space)")
    if enforce_capacity and over_capacity(side):
        raise RuleError(
            f"{seat}: {bound(side)} fighters/ground forces need transport but the ships carry {capacity(side)}"
            f"{' (+3 fighters by the space dock)' if side['space_dock'] else ''}; capacity must be met before"
            " combat (LRR 16)"
        )
    return side


# ---------------------------------------------------------------------------------------------------------


class Ti4SpaceCombat:
    name = "ti4"
    title = "Twilight Imperium 4: space combat"
    texts = T.CATALOGS  # localizable prompts, option labels, combat log, action errors (en/ru)
    seat_spec = SeatSpec(names=SEATS)

    # -- protocol ----------------------------------------------------------------------------------------

    def setup(self, options: Mapping[str, Any], seats: Sequence[str], chance: Chance) -> dict[str, Any]:
        if list(seats) != list(SEATS):
            raise RuleError("a TI4 space combat needs the seats 'attacker' and 'defender'")
        if not isinstance(options, Mapping):
            raise RuleError("options must be an object with 'attacker' and 'defender'")
        unknown = set(options) - {"attacker", "defender", "nebula"}
        if unknown:
            raise RuleError(f"unknown option(s): {', '.join(sorted(unknown))}; known: attacker, defender, nebula")
        for seat in SEATS:
            if seat not in options:
                raise RuleError(f"the {seat}'s fleet is missing (e.g. '{seat}': '2 carrier 4 fighter 1 dreadnought')")
        nebula = options.get("nebula", False)
        if not isinstance(nebula, bool):
            raise RuleError("'nebula' must be true or false")
        state: dict[str, Any] = {
            "round": 0,
            "phase": "sco:attacker",
            "next": None,
            "nebula": nebula,
            "sides": {seat: _side_options(options[seat], seat) for seat in SEATS},
            "pending": {},  # seat -> HitPack json: hits that seat must assign now
            "excess": {},  # seat -> {"room", "dock", "reason"}: units that seat must remove now
            "wipe": False,
            "rounds": [{"round": 0, "steps": []}],  # what happened, per round (round 0: space cannon offense)
            "log": [],
            "verdict": None,
            "result": None,
        }
        for ev in self._advance(state, chance):
            state = self.evolve(state, ev)
        return state

    def prompts(self, state: Mapping[str, Any]) -> list[Prompt]:
        if state["result"] is not None:
            return []
        phase, rnd = state["phase"], state["round"]
        out: list[Prompt] = []
        if phase == "assign":
            for seat in SEATS:
                if seat in state["pending"]:
                    out.append(self._assign_prompt(state, seat))
        elif phase == "excess":
            for seat in SEATS:
                if seat in state["excess"]:
                    out.append(self._remove_prompt(state, seat))
        elif phase.startswith("munitions:"):
            seat = phase.split(":")[1]
            tg = state["sides"][seat]["trade_goods"]
            opts = (
                T.option("keep", msg("opt.keep_tg"), {"kind": "munitions", "spend": False}),
                T.option("spend", msg("opt.spend_tg", tg=tg), {"kind": "munitions", "spend": True}),
            )
            text = msg("prompt.munitions", round=rnd)
            out.append(
                Prompt(
                    seat,
                    "munitions_reserves",
                    T.english(text),
                    f"r{rnd}:munitions:{seat}",
                    opts,
                    default={"kind": "munitions", "spend": False},
                    context=T.prompt_texts(text),
                )
            )
        elif phase.startswith("duranium:"):
            seat = phase.split(":")[1]
            side = state["sides"][seat]
            choices = _duranium_choices(side)
            repairs = tuple(
                T.option(u, msg("opt.repair", unit=side["stats"][u]["name"]), {"kind": "repair", "unit": u})
                for u in choices
            )
            text = msg("prompt.duranium")
            out.append(
                Prompt(
                    seat,
                    "duranium_armor",
                    T.english(text),
                    f"r{rnd}:duranium:{seat}",
                    repairs,
                    default=repairs[0].action,
                    context=T.prompt_texts(text),
                )
            )
        elif phase.startswith("reroll:"):
            out.append(self._reroll_prompt(state, phase.split(":")[1]))
        elif phase.startswith("declare:"):
            seat = phase.split(":")[1]
            opts = (
                T.option("stay", msg("opt.stay"), {"kind": "declare", "retreat": False}),
                T.option("retreat", msg("opt.retreat"), {"kind": "declare", "retreat": True}, style="danger"),
            )
            text = msg("prompt.declare", round=rnd)
            out.append(
                Prompt(
                    seat,
                    "declare_retreat",
                    T.english(text),
                    f"r{rnd}:declare:{seat}",
                    opts,
                    default={"kind": "declare", "retreat": False},
                    context=T.prompt_texts(text),
                )
            )
        return out

    def act(self, state: Mapping[str, Any], seat: str, action: Action, chance: Chance) -> list[Event]:
        if seat not in SEATS:
            raise T.rule_error(msg("err.no_seat", seat=repr(seat)), code="wrong_seat")
        if state["result"] is not None:
            raise T.rule_error(msg("err.over"), code="finished")
        if not isinstance(action, Mapping) or not isinstance(action.get("kind"), str):
            raise T.rule_error(msg("err.no_kind"), code="malformed")
        kind = action["kind"]
        if kind == "declare":
            events = [self._declare(state, seat, action)]
        elif kind == "assign":
            events = [self._assign(state, seat, action)]
        elif kind == "remove":
            events = [self._remove(state, seat, action)]
        elif kind == "munitions":
            events = [self._munitions(state, seat, action)]
        elif kind == "reroll":
            events = [self._reroll(state, seat, action, chance)]
        elif kind == "repair":
            events = self._repair(state, seat, action)
        else:
            raise T.rule_error(msg("err.unknown_action", kind=repr(kind)), code="malformed")
        s: Any = state
        told = []
        for ev in events:
            before = s
            s = self.evolve(s, ev)
            told.append(_narrated(ev, before, s))
        return told + self._advance(s, chance)

    def evolve(self, state: Mapping[str, Any], event: Event) -> dict[str, Any]:
        s = _copy_state(state)
        p = event.payload
        k = event.kind
        steps = s["rounds"][-1]["steps"]
        if k == "phase":
            s["phase"] = p["to"]
        elif k == "round_started":
            s["round"] = p["round"]
            s["rounds"].append({"round": p["round"], "steps": []})
            for side in s["sides"].values():
                side["declared"] = False
                side["sustained"] = {}
                side["munitions"] = False
            s["phase"] = "round_start"
        elif k == "rolled":
            steps.append({"step": "roll", **copy.deepcopy(dict(p))})
            if p["hits"]:
                s["pending"][other(p["side"])] = p["pack"]
            s["phase"] = p["then"]
            s["next"] = p.get("next", s["next"])
        elif k == "assigned":
            side = s["sides"][p["side"]]
            pack = HitPack.from_json(s["pending"].pop(p["side"]))
            if pack.source in ("combat", "afb"):  # Duranium Armor needs to know who sustained this round
                for uid, n in p["assignment"].get("sustain", {}).items():
                    side["sustained"][uid] = side["sustained"].get(uid, 0) + n
            for uid, n in p["assignment"].get("destroy", {}).items():
                # damaged units are destroyed first, those that sustained this round before older damage
                damaged = side["units"][uid][1] + p["assignment"].get("sustain", {}).get(uid, 0)
                side["sustained"][uid] = max(0, side["sustained"].get(uid, 0) - min(n, damaged))
            side["units"] = hits.apply(side["units"], p["assignment"])
            for uid, n in p["assignment"].get("destroy", {}).items():
                side["lost"][uid] = side["lost"].get(uid, 0) + n
                if uid == "flagship" and side["stats"]["flagship"].get("effect") == "destroys_all_ships" and n:
                    s["wipe"] = True
            steps.append(
                {
                    "step": "assigned",
                    "side": p["side"],
                    "source": pack.source,
                    "hits": pack.hits,
                    "assignment": p["assignment"],
                    "text": p["text"],
                }
            )
        elif k == "wave":  # the phase after every pending assignment is resolved
            s["phase"], s["next"] = p["phase"], p["next"]
        elif k == "all_destroyed":
            for seat in SEATS:
                side = s["sides"][seat]
                for uid in list(side["units"]):
                    if side["stats"][uid]["class"] == "ship":
                        side["lost"][uid] = side["lost"].get(uid, 0) + sum(side["units"].pop(uid))
            s["wipe"] = False
            steps.append({"step": "all_destroyed", "reason": p["reason"]})
        elif k == "declared":
            s["sides"][p["side"]]["declared"] = p["retreat"]
            steps.append({"step": "declared", "side": p["side"], "retreat": p["retreat"]})
            s["phase"] = p["then"]
        elif k == "repaired":
            side = s["sides"][p["side"]]
            side["units"][p["unit"]][0] += 1
            side["units"][p["unit"]][1] -= 1
            steps.append({"step": "repaired", "side": p["side"], "unit": p["unit"], "reason": p["reason"]})
        elif k == "excess":
            s["excess"][p["side"]] = {"room": p["room"], "dock": p["dock"], "reason": p["reason"]}
            s["phase"], s["next"] = "excess", p["next"]
        elif k == "removed":
            side = s["sides"][p["side"]]
            side["units"] = hits.apply(side["units"], {"destroy": p["units"]})
            for uid, n in p["units"].items():
                side["removed"][uid] = side["removed"].get(uid, 0) + n
            s["excess"].pop(p["side"], None)
            if p["units"]:
                steps.append({"step": "removed", "side": p["side"], "units": p["units"], "reason": p["reason"]})
        elif k == "retreated":
            side = s["sides"][p["side"]]
            side["retreated"] = p["units"]
            side["units"] = {}
            steps.append({"step": "retreated", "side": p["side"], "units": p["units"]})
        elif k == "munitions":
            side = s["sides"][p["side"]]
            if p["spend"]:
                side["trade_goods"] -= 2
                side["munitions"] = True
                steps.append({"step": "munitions", "side": p["side"]})
            s["phase"] = p["then"]
        elif k == "rerolled":
            roll = next(st for st in reversed(steps) if st["step"] == "roll" and st["side"] == p["side"])
            new_roll = dict(roll, groups=[dict(g) for g in roll["groups"]], rerolled=list(p["rerolls"]))
            for r in p["rerolls"]:
                g = next(g for g in new_roll["groups"] if g["unit"] == r["unit"])
                g["dice"] = list(g["dice"])
                g["hits"] = list(g["hits"])
                g["dice"][r["index"]], g["hits"][r["index"]] = r["new"], r["hits"]
            new_roll["hits"] = p["hits"]
            steps[steps.index(roll)] = new_roll
            if p["pack"]["hits"]:
                s["pending"][other(p["side"])] = p["pack"]
            else:
                s["pending"].pop(other(p["side"]), None)
            s["phase"] = p["then"]
        elif k == "verdict":
            s["verdict"] = dict(p)
        elif k == "ended":
            s["result"] = {"winner": p["winner"], "reason": p["reason"], "combat": p["combat"]}
            s["phase"] = "over"
            steps.append({"step": "ended", "winner": p["winner"], "reason": p["reason"]})
        else:
            raise ValueError(f"unknown ti4 event {k!r}")
        line = _line(event, state)
        if line is not None:
            s["log"].append(T.english(line))
        return s

    def view(self, state: Mapping[str, Any], seat: str | None) -> View:
        """Everything in a space combat is public; the view adds names and combat values for renderers."""
        sides = {}
        for name in SEATS:
            side = state["sides"][name]
            st = side["stats"]
            units = []
            for uid, (u, d) in sorted(side["units"].items(), key=lambda kv: hits.cost_key(kv[0], st)):
                units.append(
                    {
                        "unit": uid,
                        "name": st[uid]["name"],
                        "class": st[uid]["class"],
                        "count": u + d,
                        "damaged": d,
                        "combat": st[uid]["combat"],
                        "sustain": st[uid]["sustain"],
                        "capacity": st[uid]["capacity"],
                        "move": st[uid]["move"],
                        "cost": st[uid]["cost"],
                        "afb": st[uid]["afb"],
                    }
                )
            sides[name] = {
                "faction": side["faction"],
                "techs": list(side["techs"]),
                "units": units,
                "pds": dict(side["pds"]),
                "ships": combat.ships(side),
                "capacity": capacity(side),
                "lost": dict(side["lost"]),
                "removed": dict(side["removed"]),
                "retreated": side["retreated"],
                "declared_retreat": side["declared"],
                "retreat_available": side["retreat"],
                "names": {uid: st[uid]["name"] for uid in st},
            }
        return {
            "game": "ti4",
            "viewer": seat,
            "round": state["round"],
            "phase": state["phase"],
            "nebula": state["nebula"],
            "sides": sides,
            "rounds": copy.deepcopy(state["rounds"]),
            "last": copy.deepcopy(state["rounds"][-1]),
            "waiting": [p.seat for p in self.prompts(state)],
            "result": copy.deepcopy(state["result"]),
            "log": list(state["log"][-12:]),
        }

    def outcome(self, state: Mapping[str, Any]) -> Outcome | None:
        r = state["result"]
        if r is None:
            return None
        if r["winner"] is None:
            return Outcome((), r["reason"], draw=True)
        return Outcome((r["winner"],), r["reason"])

    def encode_state(self, state: Mapping[str, Any]) -> dict[str, Any]:
        return copy.deepcopy(dict(state))

    def decode_state(self, data: Any) -> dict[str, Any]:
        if not isinstance(data, dict) or "sides" not in data or "phase" not in data:
            raise ValueError("not a ti4 space combat state")
        return copy.deepcopy(data)

    # -- decisions ---------------------------------------------------------------------------------------

    def _declare(self, state: Mapping[str, Any], seat: str, action: Action) -> Event:
        want = action.get("retreat")
        if not isinstance(want, bool):
            raise T.rule_error(msg("err.declare_malformed"), code="malformed")
        if want and not state["sides"][seat]["retreat"]:
            raise T.rule_error(msg("err.no_retreat_system"), "RU 39.4в")
        if want and seat == "attacker" and state["sides"]["defender"]["declared"]:
            raise T.rule_error(msg("err.defender_retreats"), "RU 39.4б")
        if state["phase"] != f"declare:{seat}":
            raise T.rule_error(msg("err.not_declare_turn"), R39 + ".4", code="not_your_turn")
        return Event("declared", {"side": seat, "retreat": want, "then": self._after_declare(state, seat)})

    def _after_declare(self, state: Mapping[str, Any], seat: str) -> str:
        return "declare:attacker" if seat == "defender" else "roll:attacker"

    def _assign(self, state: Mapping[str, Any], seat: str, action: Action) -> Event:
        if state["phase"] != "assign" or seat not in state["pending"]:
            raise T.rule_error(msg("err.no_hits"), R39 + ".6", code="not_your_turn")
        side = state["sides"][seat]
        pack = HitPack.from_json(state["pending"][seat])
        a = {"sustain": action.get("sustain") or {}, "destroy": action.get("destroy") or {}}
        err = hits.check_msg(side["units"], side["stats"], pack, a)
        if err:
            raise T.rule_error(err, "RU 39.6" if pack.source == "combat" else None)
        return self._assigned_event(seat, side, {"sustain": dict(a["sustain"]), "destroy": dict(a["destroy"])})

    def _assigned_event(self, seat: str, side: Mapping[str, Any], a: hits.Assignment) -> Event:
        a = {
            "sustain": {k: v for k, v in a["sustain"].items() if v},
            "destroy": {k: v for k, v in a["destroy"].items() if v},
        }
        return Event("assigned", {"side": seat, "assignment": a, "text": hits.describe(a, side["stats"])})

    def _remove(self, state: Mapping[str, Any], seat: str, action: Action) -> Event:
        if state["phase"] != "excess" or seat not in state["excess"]:
            raise T.rule_error(msg("err.nothing_to_remove"), code="not_your_turn")
        ex = state["excess"][seat]
        side = state["sides"][seat]
        units = action.get("units")
        legal = removal_options(side, ex["room"], ex["dock"])
        if not isinstance(units, Mapping) or {k: v for k, v in units.items() if v} not in legal:
            choices = " or ".join(_units_text(c, side["stats"]) for c in legal[:6])
            raise T.rule_error(msg("err.remove_exactly", choices=choices), "LRR 16 / RU 39.10а")
        return Event("removed", {"side": seat, "units": {k: v for k, v in units.items() if v}, "reason": ex["reason"]})

    def _repair(self, state: Mapping[str, Any], seat: str, action: Action) -> list[Event]:
        if state["phase"] != f"duranium:{seat}":
            raise T.rule_error(msg("err.duranium_when"), code="not_your_turn")
        choices = _duranium_choices(state["sides"][seat])
        if action.get("unit") not in choices:
            raise T.rule_error(msg("err.duranium_which", choices=", ".join(choices)))
        nxt = "duranium:defender" if seat == "attacker" else "retreat"
        return [
            Event("repaired", {"side": seat, "unit": action["unit"], "reason": "Duranium Armor"}),
            Event("phase", {"to": nxt}),
        ]

    def _munitions(self, state: Mapping[str, Any], seat: str, action: Action) -> Event:
        if state["phase"] != f"munitions:{seat}":
            raise T.rule_error(msg("err.munitions_when"), code="not_your_turn")
        spend = action.get("spend")
        if not isinstance(spend, bool):
            raise T.rule_error(msg("err.munitions_malformed"), code="malformed")
        return Event("munitions", {"side": seat, "spend": spend, "then": _after_munitions(seat, state["round"])})

    def _last_roll(self, state: Mapping[str, Any], seat: str) -> Mapping[str, Any]:
        steps = state["rounds"][-1]["steps"]
        roll: Mapping[str, Any] = next(st for st in reversed(steps) if st["step"] == "roll" and st["side"] == seat)
        return roll

    def _reroll_prompt(self, state: Mapping[str, Any], seat: str) -> Prompt:
        roll = self._last_roll(state, seat)
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
        return Prompt(
            seat,
            "reroll",
            T.english(text),
            f"r{state['round']}:reroll:{seat}",
            opts,
            default={"kind": "reroll", "dice": choices[0]},
            context={"dice": {g["unit"]: g["dice"] for g in roll["groups"]}, **T.prompt_texts(text)},
        )

    def _reroll(self, state: Mapping[str, Any], seat: str, action: Action, chance: Chance) -> Event:
        if state["phase"] != f"reroll:{seat}":
            raise T.rule_error(msg("err.reroll_when"), "RU 39.5д", code="not_your_turn")
        dice = action.get("dice")
        roll = self._last_roll(state, seat)
        groups = {g["unit"]: g for g in roll["groups"]}
        if not isinstance(dice, Mapping):
            raise T.rule_error(msg("err.reroll_malformed"), code="malformed")
        rerolls = []
        total, nf = roll["hits"], sum(sum(g["hits"]) for g in roll["groups"] if g["non_fighter"])
        for unit, idx in dice.items():
            g = groups.get(unit)
            if (
                g is None
                or not isinstance(idx, list)
                or len(set(idx)) != len(idx)
                or not all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(g["dice"]) for i in idx)
            ):
                raise T.rule_error(msg("err.reroll_positions", unit=unit), code="malformed")
            if not idx:
                continue
            new = chance.roll(f"r{state['round']}:reroll:{seat}:{unit}", 10, len(idx))
            grp = combat.Group(
                unit,
                g["value"],
                len(g["dice"]),
                g["mod"],
                2 if state["sides"][seat]["stats"][unit].get("effect") == "natural_9_10_extra_hits" else 0,
                g["non_fighter"],
            )
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
        then = "roll:defender" if seat == "attacker" else "roll_done"
        return Event(
            "rerolled", {"side": seat, "rerolls": rerolls, "hits": total, "pack": pack.to_json(), "then": then}
        )

    def _assign_prompt(self, state: Mapping[str, Any], seat: str) -> Prompt:
        side = state["sides"][seat]
        pack = HitPack.from_json(state["pending"][seat])
        found = hits.options(side["units"], side["stats"], pack)
        default = hits.default(side["units"], side["stats"], pack)
        opts = None
        if found is not None:
            opts = tuple(self._assign_option(i, a, side) for i, a in enumerate(found))
        where = msg(f"where.{pack.source}")
        text = msg("prompt.assign_nf" if pack.nf else "prompt.assign", hits=pack.hits, where=where, nf=pack.nf)
        return Prompt(
            seat,
            "assign_hits",
            T.english(text),
            f"r{state['round']}:assign:{seat}:{pack.source}",
            opts,
            default={"kind": "assign", **default},
            context={"hits": pack.hits, "source": pack.source, "nf": pack.nf, **T.prompt_texts(text)},
        )

    @staticmethod
    def _assign_option(i: int, a: hits.Assignment, side: Mapping[str, Any]) -> Option:
        label = T.assignment(a, side["stats"])
        group = msg("group.sustain" if a["sustain"] else "group.destroy")
        detail = msg("detail.keeps", fleet=_fleet_msg(hits.apply(side["units"], a), side["stats"]))
        return Option(
            f"a{i}",
            T.english(label),
            {"kind": "assign", **a},
            group=T.english(group),
            detail=T.english(detail),
            texts={"label": label, "group": group, "detail": detail},
        )

    def _remove_prompt(self, state: Mapping[str, Any], seat: str) -> Prompt:
        side = state["sides"][seat]
        ex = state["excess"][seat]
        legal = removal_options(side, ex["room"], ex["dock"])
        opts = tuple(
            T.option(f"x{i}", msg("opt.remove", units=_units_text(c, side["stats"])), {"kind": "remove", "units": c})
            for i, c in enumerate(legal)
        )
        text = msg("prompt.remove", reason=T.phrase(ex["reason"]))
        return Prompt(
            seat,
            "remove_excess",
            T.english(text),
            f"r{state['round']}:remove:{seat}:{ex['reason']}",
            opts,
            default=opts[0].action,
            context=T.prompt_texts(text),
        )

    # -- automatic steps ---------------------------------------------------------------------------------

    def _advance(self, state: Mapping[str, Any], chance: Chance) -> list[Event]:
        """Run automatic steps until a player must decide or the combat is over."""
        out: list[Event] = []
        s: Any = state
        for _ in range(1000):
            if s["result"] is not None:
                break
            events = self._step(s, chance)
            if not events:
                break
            for ev in events:
                before = s
                s = self.evolve(s, ev)
                out.append(_narrated(ev, before, s))
        else:  # pragma: no cover - a bug, never a player's doing
            raise RuntimeError("ti4: automatic steps did not settle")
        return out

    def _step(self, s: Mapping[str, Any], chance: Chance) -> list[Event]:
        phase = s["phase"]
        sides = s["sides"]
        rnd = s["round"]
        if phase == "assign":
            return self._step_assign(s)
        if phase == "excess":
            return self._step_excess(s)
        if phase in ("sco:attacker", "sco:defender"):
            seat = phase.split(":")[1]
            cap = f"cap:{other(seat)}:" + ("sco:defender" if seat == "attacker" else "start")
            groups = combat.space_cannon_groups(sides[seat], sides[other(seat)])
            if not groups:
                return [Event("phase", {"to": cap})]
            return [
                self._roll(
                    s,
                    seat,
                    "space cannon offense",
                    groups,
                    f"sco:{seat}",
                    chance,
                    "space_cannon",
                    then="assign",
                    next_=cap,
                )
            ]
        if phase.startswith("cap:"):
            _, seat, nxt = phase.split(":", 2)
            return self._capacity_events(s, seat, capacity(sides[seat]), "capacity after space cannon", nxt)
        if phase == "start":
            if combat.ships(sides["attacker"]) == 0 or combat.ships(sides["defender"]) == 0:
                return [Event("ended", self._verdict(s, combat_fought=False))]
            return [Event("round_started", {"round": 1})]
        if phase == "round_start":
            events: list[Event] = []
            for seat in SEATS:
                side = sides[seat]
                if combat.has_effect(side, "repair_each_round") and side["units"]["flagship"][1]:
                    events.append(
                        Event(
                            "repaired",
                            {
                                "side": seat,
                                "unit": "flagship",
                                "reason": "Arc Secundus: repaired at the start of each round",
                            },
                        )
                    )
            events.append(Event("phase", {"to": "munitions:attacker"}))
            return events
        if phase in ("munitions:attacker", "munitions:defender"):
            seat = phase.split(":")[1]
            if _munitions_possible(sides[seat]):
                return []  # the Letnev player decides whether to pay
            return [Event("phase", {"to": _after_munitions(seat, rnd)})]
        if phase in ("reroll:attacker", "reroll:defender"):
            return []  # the player picks dice to reroll (RU 39.5д)
        if phase in ("ambush:attacker", "ambush:defender"):
            # Mentak Ambush: at the start of combat, up to 2 cruisers/destroyers roll 1 die each (not a combat
            # roll: no modifiers); the opponent assigns the hits, Sustain Damage may cancel them.
            seat = phase.split(":")[1]
            nxt = f"ac:{seat}"
            groups = combat.ambush_groups(sides[seat])
            if not groups or combat.ships(sides[other(seat)]) == 0:
                return [Event("phase", {"to": nxt})]
            return [
                self._roll(s, seat, "Ambush", groups, f"r1:ambush:{seat}", chance, "ambush", then="assign", next_=nxt)
            ]
        if phase in ("ac:attacker", "ac:defender"):
            seat = phase.split(":")[1]
            nxt = "ambush:defender" if seat == "attacker" else "afb"
            side, opp = sides[seat], sides[other(seat)]
            if (
                "assault_cannon" in side["techs"]
                and combat.non_fighter_ships(side) >= 3
                and combat.non_fighter_ships(opp)
            ):
                pack = HitPack(1, 0, "non_fighters", False, 1, "assault_cannon")
                return [
                    Event(
                        "rolled",
                        {
                            "side": seat,
                            "what": "Assault Cannon",
                            "groups": [],
                            "hits": 1,
                            "pack": pack.to_json(),
                            "then": "assign",
                        },
                    ),
                    Event("wave", {"phase": "assign", "next": nxt}),
                ]
            return [Event("phase", {"to": nxt})]
        if phase == "afb":
            if combat.ships(sides["attacker"]) == 0 or combat.ships(sides["defender"]) == 0:
                return [Event("phase", {"to": "end_check"})]  # start-of-combat effects ended it (RU 39.9)
            events = []
            for seat in SEATS:
                groups = combat.afb_groups(sides[seat])
                events.append(
                    self._roll(s, seat, "anti-fighter barrage", groups, f"r1:afb:{seat}", chance, "afb", then="afb")
                )
            events.append(Event("wave", {"phase": "assign", "next": "afb_end"}))
            return events
        if phase == "afb_end":  # RU 39.3а
            if combat.ships(sides["attacker"]) == 0 or combat.ships(sides["defender"]) == 0:
                return [Event("phase", {"to": "end_check"})]
            return [Event("phase", {"to": "declare:defender"})]
        if phase.startswith("declare:"):
            seat = phase.split(":")[1]
            can = sides[seat]["retreat"] and not (seat == "attacker" and sides["defender"]["declared"])
            if can:
                return []  # a player decides
            return [Event("phase", {"to": self._after_declare(s, seat)})]
        if phase in ("roll:attacker", "roll:defender"):  # RU 39.5е: the attacker rolls first
            seat = phase.split(":")[1]
            groups = combat.combat_groups(
                sides[seat], sides[other(seat)], defender_in_nebula=s["nebula"] and seat == "defender"
            )
            ev = self._roll(
                s,
                seat,
                "combat roll",
                groups,
                f"r{rnd}:combat:{seat}",
                chance,
                "combat",
                then=f"reroll:{seat}"
                if sides[seat]["munitions"]
                else ("roll:defender" if seat == "attacker" else "roll_done"),
            )
            return [ev]
        if phase == "roll_done":
            return [Event("wave", {"phase": "assign", "next": "after_hits"})]
        if phase == "after_hits":
            return [Event("phase", {"to": "duranium:attacker"})]
        if phase in ("duranium:attacker", "duranium:defender"):
            # Duranium Armor: mandatory if possible; the owner picks when several unit types qualify
            seat = phase.split(":")[1]
            nxt = "duranium:defender" if seat == "attacker" else "retreat"
            choices = _duranium_choices(sides[seat])
            if len(choices) > 1:
                return []
            events = [Event("repaired", {"side": seat, "unit": u, "reason": "Duranium Armor"}) for u in choices]
            return [*events, Event("phase", {"to": nxt})]
        if phase == "retreat":
            return self._step_retreat(s)
        if phase == "retreat_go":
            seat = "defender" if sides["defender"]["declared"] else "attacker"
            side = sides[seat]
            moving = {u: sum(v) for u, v in side["units"].items() if side["stats"][u]["class"] in ("ship", "ground")}
            ships_moving = [u for u in moving if side["stats"][u]["class"] == "ship" and side["stats"][u]["move"]]
            carried = moving if ships_moving else {}
            return [
                Event("retreated", {"side": seat, "units": carried, "token": bool(ships_moving)}),
                Event("phase", {"to": "end_check"}),
            ]
        if phase == "end_check":
            if combat.ships(sides["attacker"]) and combat.ships(sides["defender"]):
                return [Event("round_started", {"round": rnd + 1})]  # RU 39.8
            # RU 39.10: the winner is decided before the capacity check (note N11)
            return [Event("verdict", self._verdict(s)), Event("phase", {"to": "cap_end:attacker"})]
        if phase.startswith("cap_end:"):
            seat = phase.split(":")[1]
            nxt = "cap_end:defender" if seat == "attacker" else "finish"
            return self._capacity_events(s, seat, capacity(sides[seat]), "capacity after combat", nxt)
        if phase == "finish":
            return [Event("ended", s["verdict"])]
        raise RuntimeError(f"ti4: no step for phase {phase!r}")

    def _step_assign(self, s: Mapping[str, Any]) -> list[Event]:
        events = []
        for seat in SEATS:
            if seat not in s["pending"]:
                continue
            side = s["sides"][seat]
            pack = HitPack.from_json(s["pending"][seat])
            found = hits.options(side["units"], side["stats"], pack, limit=1)
            if found is not None and len(found) == 1:  # nothing to choose: resolve it (DESIGN: no needless questions)
                events.append(self._assigned_event(seat, side, found[0]))
        if events or s["pending"]:
            return events
        if s["wipe"]:
            return [
                Event(
                    "all_destroyed",
                    {"reason": "Van Hauge (Yin flagship) was destroyed: all ships in the system are destroyed"},
                )
            ]
        return [Event("phase", {"to": s["next"]})]

    def _step_excess(self, s: Mapping[str, Any]) -> list[Event]:
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
        return [Event("phase", {"to": s["next"]})]

    def _capacity_events(
        self, s: Mapping[str, Any], seat: str, room: int, reason: str, nxt: str, dock: bool | None = None
    ) -> list[Event]:
        side = s["sides"][seat]
        dock = side["space_dock"] if dock is None else dock
        if fits(side, side["units"], room, dock):
            return [Event("phase", {"to": nxt})]
        return [Event("excess", {"side": seat, "room": room, "dock": dock, "reason": reason, "next": nxt})]

    def _step_retreat(self, s: Mapping[str, Any]) -> list[Event]:
        sides = s["sides"]
        seat = next((x for x in SEATS if sides[x]["declared"]), None)
        if seat is None:
            return [Event("phase", {"to": "end_check"})]
        if combat.ships(sides[other(seat)]) == 0 or combat.ships(sides[seat]) == 0:
            return [Event("phase", {"to": "end_check"})]  # RU 39.7а: the combat ends, no retreat
        side = sides[seat]
        room = capacity(side, only_moving=True)
        if not any(side["stats"][u]["move"] for u in side["units"] if side["stats"][u]["class"] == "ship"):
            room = 0  # only Fighter I left: they are removed (note N6)
        return self._capacity_events(s, seat, room, "retreat: no transport", "retreat_go", dock=False)

    def _roll(
        self,
        s: Mapping[str, Any],
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
        rolled = []
        total = nf = 0
        for g in groups:
            dice = chance.roll(f"{key}:{g.unit}", 10, g.dice) if g.dice else []
            h = [combat.die_hits(g, d) for d in dice]
            rolled.append(
                {"unit": g.unit, "value": g.value, "mod": g.mod, "dice": dice, "hits": h, "non_fighter": g.non_fighter}
            )
            total += sum(h)
            nf += sum(h) if g.non_fighter else 0
        opp = s["sides"][other(seat)]
        no_sustain = combat.has_effect(s["sides"][seat], "no_enemy_sustain")
        per = 2 if "non_euclidean_shielding" in opp["techs"] else 1
        target = "fighters" if source == "afb" else "any"
        pack = HitPack(total, nf, target, source != "afb" and not no_sustain, per, source)
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

    def _verdict(self, s: Mapping[str, Any], combat_fought: bool = True) -> dict[str, Any]:
        a = combat.ships(s["sides"]["attacker"])
        d = combat.ships(s["sides"]["defender"])
        retreated = next((x for x in SEATS if s["sides"][x]["retreated"] is not None), None)
        if a and not d:
            winner: str | None = "attacker"
        elif d and not a:
            winner = "defender"
        else:
            winner = None
        reason = T.english(_verdict_text(winner, retreated, combat_fought))
        return {"winner": winner, "reason": reason, "combat": combat_fought}


def _dice_text(groups: Sequence[Mapping[str, Any]], stats: Mapping[str, Any]) -> str:
    parts = []
    for g in groups:
        mod = f" ({g['mod']:+d})" if g["mod"] else ""
        parts.append(f"{stats[g['unit']]['name']} {g['value']}+{mod} [{' '.join(map(str, g['dice']))}]")
    return ", ".join(parts)


def _narrated(ev: Event, before: Mapping[str, Any], after: Mapping[str, Any]) -> Event:
    """The event with a sentence for people ("say", shown by adapters; "" marks bookkeeping) and its localizable
    version (say_key/say_params): the log line its evolve wrote. evolve ignores these, so replays are unaffected."""
    said = after["log"][len(before["log"][-40:]) :]
    payload = {**ev.payload, "say": " ".join(said)}
    line = _line(ev, before)
    if line is not None and said:
        payload["say_key"], payload["say_params"] = line["key"], line["params"]
    return Event(ev.kind, payload, ev.visibility)


def _verdict_text(winner: str | None, retreated: str | None, combat_fought: bool) -> dict[str, Any]:
    if not combat_fought:
        return msg("end.no_combat_one", winner=T.side(winner)) if winner else msg("end.no_combat_none")
    if winner is None:
        return msg("end.draw")
    if retreated:
        return msg("end.retreated", retreated=T.side(retreated), winner=T.side(winner))
    return msg("end.won", winner=T.side(winner))


def _line(ev: Event, state: Mapping[str, Any]) -> dict[str, Any] | None:
    """The combat log line an event writes, as a message, from the state before it (None: bookkeeping)."""
    p, k = ev.payload, ev.kind
    if k == "round_started":
        return msg("say.round", round=p["round"])
    if k in ("all_destroyed", "ended"):
        if k == "ended":
            retreated = next((x for x in SEATS if state["sides"][x]["retreated"] is not None), None)
            found = _verdict_text(p["winner"], retreated, p["combat"])
            if T.english(found) == p["reason"]:
                return found
        return T.phrase(p["reason"])
    if "side" not in p:
        return None
    who = T.side(p["side"])
    stats = state["sides"][p["side"]]["stats"]
    if k == "rolled":
        dice = _dice_text(p["groups"], stats)
        what = T.phrase(p["what"])
        if dice:
            return msg("say.rolled_dice", side=who, what=what, dice=dice, hits=p["hits"])
        return msg("say.rolled", side=who, what=what, hits=p["hits"])
    if k == "assigned":
        pack = HitPack.from_json(state["pending"][p["side"]])
        text = T.assignment(p["assignment"], stats)
        if T.english(text) != p["text"]:
            text = T.phrase(p["text"])
        return msg("say.assigned", side=who, hits=pack.hits, where=msg(f"src.{pack.source}"), text=text)
    if k == "declared":
        return msg("say.declared", side=who) if p["retreat"] else None
    if k == "repaired":
        return msg("say.repaired", side=who, unit=stats[p["unit"]]["name"], reason=T.phrase(p["reason"]))
    if k == "removed":
        if not p["units"]:
            return None
        return msg("say.removed", side=who, units=_units_text(p["units"], stats), reason=T.phrase(p["reason"]))
    if k == "retreated":
        units = _units_text(p["units"], stats)
        return msg("say.retreated", side=who, units=units) if units else msg("say.retreated_none", side=who)
    if k == "munitions":
        return msg("say.munitions", side=who) if p["spend"] else None
    if k == "rerolled":
        return msg("say.rerolled", side=who, n=len(p["rerolls"]), hits=p["hits"]) if p["rerolls"] else None
    return None


def _munitions_possible(side: Mapping[str, Any]) -> bool:
    """Letnev Munitions Reserves: 2 trade goods at the start of a round buy rerolls of any dice that round."""
    return side["faction"] == "letnev" and side["trade_goods"] >= 2


def _after_munitions(seat: str, rnd: int) -> str:
    if seat == "attacker":
        return "munitions:defender"
    return "ambush:attacker" if rnd == 1 else "declare:defender"


def _copy_state(state: Mapping[str, Any]) -> dict[str, Any]:
    """A copy deep enough for evolve: everything evolve changes is copied; unit stats, PDS and recorded steps
    are never changed once written, so they are shared."""
    s = dict(state)
    sides = {}
    for seat, side in state["sides"].items():
        c = dict(side)
        c["units"] = {k: list(v) for k, v in side["units"].items()}
        for key in ("lost", "removed", "sustained"):
            c[key] = dict(side[key])
        sides[seat] = c
    s["sides"] = sides
    s["pending"] = dict(state["pending"])
    s["excess"] = dict(state["excess"])
    last = state["rounds"][-1]
    s["rounds"] = [*state["rounds"][:-1], {"round": last["round"], "steps": list(last["steps"])}]
    s["log"] = list(state["log"][-40:])
    return s


def _duranium_choices(side: Mapping[str, Any]) -> list[str]:
    """Unit types Duranium Armor may repair (damaged, not by Sustain Damage this round), most expensive first."""
    if "duranium_armor" not in side["techs"]:
        return []
    ok = [uid for uid, (_u, d) in side["units"].items() if d - side["sustained"].get(uid, 0) > 0]
    return sorted(ok, key=lambda u: hits.cost_key(u, side["stats"]), reverse=True)


def _fleet_msg(units: Mapping[str, list[int]], stats: Mapping[str, Any]) -> Any:
    """'1 Dreadnought I (1 damaged), 2 Fighter I' or 'nothing', as messages and strings."""
    parts: list[Any] = []
    for uid, (u, d) in sorted(units.items(), key=lambda kv: hits.cost_key(kv[0], stats), reverse=True):
        name = stats[uid]["name"]
        parts.append(msg("fleet.damaged", n=u + d, unit=name, d=d) if d else f"{u + d} {name}")
    return parts or msg("fleet.nothing")


def _units_text(units: Mapping[str, int], stats: Mapping[str, Any]) -> str:
    return ", ".join(f"{n} {stats[u]['name']}" for u, n in hits.by_cost(units, stats) if n)
