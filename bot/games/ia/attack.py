"""The Imperial Assault attack in its seven steps (RRG L98-110), pure and JSON-shaped so a match can pause on any
step and the quick tools (/roll ia, /odds ia) resolve the very same rules.

An attack is a plain dict (`new_attack`) that each step returns a new copy of:
  1. declare (L100-101): the caller checks the target (adjacent for melee, line of sight for ranged) and counts the
     distance; dice-adding effects (Focused: +1 green, L728-730) go in before the roll (L124);
  2. roll (L102): attack and defence dice at once; a face is stored as its index on the die;
  3. reroll (L103-104): each die at most once per attack, whoever rerolls it;
  4. modify (L105): effects add or remove results; evades cancel surges one for one (L953);
  5. spend surges (L106, L956): each surge ability at most once per attack, surges left over are lost (L954);
  6. accuracy (L107, L1371-1376): a ranged attack misses when accuracy < distance (adjacent: 1); a dodge makes the
     whole attack miss (L1232; step per digest A2: checked here, after surges);
  7. damage (L108): damage - max(0, blocks - pierce) (L1205-1210), at least 0.
After the attack (L957): Blast, Cleave and conditions need the target to have suffered 1 damage (L120, L1235);
Recover applies even on a miss (L210-216); Focus as a keyword goes to the attacker (L731, L1307-1310).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.games.ia.dice import ATTACK_COLOURS, DEFENSE_COLOURS, dice

# What an ability or a modifier may change. Keyword effects resolve after the attack (L957).
RESULTS = ("accuracy", "damage", "surge", "block", "evade", "dodge")
KEYWORDS = ("pierce", "blast", "cleave", "recover", "stun", "bleed", "focus", "weaken", "hide")
CONDITIONS = {"stun": "stunned", "bleed": "bleeding", "focus": "focused", "weaken": "weakened", "hide": "hidden"}
BENEFICIAL = frozenset({"focused", "hidden"})  # L1307-1310: beneficial ones go to the attacker
EFFECTS = frozenset(RESULTS + KEYWORDS)
MAX_POOL = 100  # dice in one pool: far more than any card; bounds what a request can ask


class AttackError(ValueError):
    """A step asked out of order or with bad values; `rule` names the RRG line."""

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule


@dataclass(frozen=True)
class Surge:
    """One surge ability: spend `cost` surges for `effects` (e.g. {"damage": 1}, {"pierce": 2}, {"stun": 1})."""

    effects: tuple[tuple[str, int], ...]
    cost: int = 1

    @classmethod
    def of(cls, data: Mapping[str, Any]) -> Surge:
        effects = data.get("effects", {})
        bad = sorted(set(effects) - EFFECTS)
        if bad:
            raise ValueError(f"unknown surge effect {', '.join(bad)}; known: {', '.join(sorted(EFFECTS))}")
        return cls(tuple(sorted((str(k), int(v)) for k, v in effects.items())), int(data.get("cost", 1)))

    def get(self, key: str) -> int:
        return dict(self.effects).get(key, 0)

    def label(self) -> str:
        """ "damage +1, pierce 2" style; conditions by name."""
        return ", ".join(CONDITIONS.get(k, f"{k} {v:+d}" if k in RESULTS else f"{k} {v}") for k, v in self.effects)

    def to_json(self) -> dict[str, Any]:
        return {"cost": self.cost, "effects": dict(self.effects)}


def new_attack(
    attacker: str,
    target: str,
    kind: str,
    attack_dice: Sequence[str],
    defense_dice: Sequence[str],
    surges: Iterable[Surge] = (),
    distance: int | None = None,
    pierce: int = 0,
    bonus: Mapping[str, int] | None = None,
) -> dict[str, Any]:
    """Step 1 (L100-101): the declared attack. `distance` is the counted spaces to the target (ranged attacks);
    `pierce` a printed Pierce keyword; `bonus` printed flat modifiers (e.g. +accuracy)."""
    if kind not in ("melee", "ranged"):
        raise AttackError(f"attack type {kind!r}: melee or ranged", "L94")
    if kind == "ranged" and (distance is None or distance < 1):
        raise AttackError("a ranged attack needs the counted distance (at least 1 for an adjacent target)", "L1376")
    for pool, allowed, what in ((attack_dice, ATTACK_COLOURS, "attack"), (defense_dice, DEFENSE_COLOURS, "defense")):
        bad = [c for c in pool if c not in allowed]
        if bad:
            raise AttackError(f"{', '.join(bad)} is not an {what} die ({', '.join(allowed)})", "L115")
        if len(pool) > MAX_POOL:
            raise AttackError(f"at most {MAX_POOL} {what} dice", "L853")
    if not attack_dice:
        raise AttackError("an attack rolls at least one attack die", "L102")
    mods = dict.fromkeys(RESULTS + KEYWORDS, 0)
    mods["pierce"] = pierce
    for k, v in (bonus or {}).items():
        mods[k] = mods.get(k, 0) + v
    return {
        "attacker": attacker,
        "target": target,
        "kind": kind,
        "distance": distance,
        "attack": [{"die": c, "face": None, "rerolled": False} for c in attack_dice],
        "defense": [{"die": c, "face": None, "rerolled": False} for c in defense_dice],
        "surges": [s.to_json() for s in surges],
        "mods": mods,
        "spent": [],
        "step": "declared",
        "result": None,
    }


def _copy(att: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(att)
    out["attack"] = [dict(d) for d in att["attack"]]
    out["defense"] = [dict(d) for d in att["defense"]]
    out["mods"] = dict(att["mods"])
    out["spent"] = list(att["spent"])
    return out


def _need(att: Mapping[str, Any], steps: tuple[str, ...], doing: str, rule: str) -> None:
    if att["step"] not in steps:
        raise AttackError(f"{doing} is not possible now (the attack is at step {att['step']})", rule)


def add_die(att: Mapping[str, Any], side: str, colour: str) -> dict[str, Any]:
    """Dice-adding effects happen just before step 2 (L124), e.g. Focused adds a green die (L728-730)."""
    _need(att, ("declared",), "adding dice", "L124")
    out = _copy(att)
    allowed = ATTACK_COLOURS if side == "attack" else DEFENSE_COLOURS
    if colour not in allowed:
        raise AttackError(f"{colour} is not an {side} die", "L115")
    out[side].append({"die": colour, "face": None, "rerolled": False})
    return out


def roll(att: Mapping[str, Any], faces: Mapping[str, Sequence[int]]) -> dict[str, Any]:
    """Step 2 (L102): both pools at once. `faces[side]` are face indices (0-5), one per die, from the chance."""
    _need(att, ("declared",), "rolling", "L102")
    out = _copy(att)
    for side in ("attack", "defense"):
        given = list(faces.get(side, ()))
        if len(given) != len(out[side]):
            raise AttackError(f"{side}: {len(out[side])} dice need {len(out[side])} faces", "L102")
        for d, f in zip(out[side], given, strict=True):
            if not 0 <= f < dice()[d["die"]].sides:
                raise AttackError(f"face {f} of the {d['die']} die", "L102")
            d["face"] = f
    out["step"] = "rolled"
    return out


def roll_with(att: Mapping[str, Any], draw: Any) -> dict[str, Any]:
    """Step 2 with a `draw(side, count) -> [face index...]` (the chance of a match or the quick tool)."""
    return roll(att, {side: draw(side, len(att[side])) if att[side] else [] for side in ("attack", "defense")})


def reroll(att: Mapping[str, Any], side: str, index: int, face: int) -> dict[str, Any]:
    """Step 3 (L103-104): reroll one die; each die at most once per attack, whoever rerolls it."""
    _need(att, ("rolled",), "rerolling", "L103")
    if side not in ("attack", "defense") or not 0 <= index < len(att[side]):
        raise AttackError(f"there is no {side} die #{index + 1}", "L103")
    if att[side][index]["rerolled"]:
        raise AttackError("that die was already rerolled in this attack (each die once per attack)", "L104")
    out = _copy(att)
    out[side][index]["face"] = face
    out[side][index]["rerolled"] = True
    return out


def modify(att: Mapping[str, Any], changes: Mapping[str, int]) -> dict[str, Any]:
    """Step 4 (L105): effects that add or remove results or change accuracy (command cards, printed bonuses)."""
    _need(att, ("rolled", "modified"), "modifying results", "L105")
    bad = sorted(set(changes) - set(RESULTS + KEYWORDS))
    if bad:
        raise AttackError(f"cannot modify {', '.join(bad)}", "L105")
    out = _copy(att)
    for k, v in changes.items():
        out["mods"][k] = out["mods"].get(k, 0) + int(v)
    out["step"] = "modified"
    return out


def rolled_totals(att: Mapping[str, Any]) -> dict[str, int]:
    """The symbols of the rolled faces plus step-4 modifiers (not yet the surge abilities spent)."""
    all_dice = dice()
    out = dict.fromkeys(RESULTS, 0)
    for side in ("attack", "defense"):
        for d in att[side]:
            if d["face"] is None:
                continue
            for k, v in all_dice[d["die"]].faces[d["face"]].symbols.items():
                out[k] += v
    for k in RESULTS:
        out[k] += att["mods"].get(k, 0)
    return out


def surges_left(att: Mapping[str, Any]) -> int:
    """Surges the attacker may still spend: rolled and added surges, minus one per evade (L953), minus those spent."""
    t = rolled_totals(att)
    cancelled = max(0, t["surge"] - max(0, t["evade"]))
    spent = sum(att["surges"][i]["cost"] for i in att["spent"])
    return max(0, cancelled - spent)


def spend(att: Mapping[str, Any], ability: int) -> dict[str, Any]:
    """Step 5 (L106): spend surges on one surge ability; each ability once per attack (L956)."""
    _need(att, ("rolled", "modified", "surges"), "spending surges", "L106")
    if not 0 <= ability < len(att["surges"]):
        raise AttackError(f"there is no surge ability #{ability + 1}", "L106")
    if ability in att["spent"]:
        raise AttackError("each surge ability may be used only once per attack", "L956")
    cost = att["surges"][ability]["cost"]
    if surges_left(att) < cost:
        raise AttackError(f"that ability costs {cost} surge(s); {surges_left(att)} left after evades", "L953")
    out = _copy(att)
    out["spent"].append(ability)
    out["step"] = "surges"
    return out


def totals(att: Mapping[str, Any]) -> dict[str, int]:
    """Every result and keyword of the attack so far: dice, modifiers and the surge abilities spent."""
    t = rolled_totals(att)
    out = {**t, **{k: att["mods"].get(k, 0) for k in KEYWORDS}}
    for i in att["spent"]:
        for k, v in att["surges"][i]["effects"].items():
            out[k] = out.get(k, 0) + v
    return out


@dataclass(frozen=True)
class Result:
    """Steps 6-7 and what follows the attack."""

    miss: str | None  # "dodge", "accuracy", or None
    damage: int  # what the target suffers (before its health caps it)
    accuracy: int
    blocks: int
    pierce: int
    blast: int  # each figure adjacent to the target space suffers this (L188-198)
    cleave: int  # one other legal target suffers this (L161-170)
    recover: int  # the attacker recovers this even on a miss (L210-216)
    conditions: tuple[str, ...]  # harmful ones, given to the target
    attacker_conditions: tuple[str, ...]  # beneficial ones, given to the attacker

    def to_json(self) -> dict[str, Any]:
        return {
            "miss": self.miss,
            "damage": self.damage,
            "accuracy": self.accuracy,
            "blocks": self.blocks,
            "pierce": self.pierce,
            "blast": self.blast,
            "cleave": self.cleave,
            "recover": self.recover,
            "conditions": list(self.conditions),
            "attacker_conditions": list(self.attacker_conditions),
        }


def result(att: Mapping[str, Any]) -> Result:
    """Steps 6 and 7 (L107-108) and the after-attack keywords (L957, L1235)."""
    _need(att, ("rolled", "modified", "surges"), "resolving", "L107")
    t = totals(att)
    miss: str | None = None
    if t["dodge"] > 0:
        miss = "dodge"  # L1232: the whole attack misses
    elif att["kind"] == "ranged" and t["accuracy"] < max(1, att["distance"] or 1):
        miss = "accuracy"  # L1233, L1376
    blocks = max(0, t["block"])
    pierce = max(0, t["pierce"])
    damage = 0 if miss else max(0, max(0, t["damage"]) - max(0, blocks - pierce))
    hurt = damage >= 1  # L120: keywords need the target to have suffered damage
    given = [CONDITIONS[k] for k in ("stun", "bleed", "weaken", "focus", "hide") if t.get(k, 0) > 0]
    return Result(
        miss=miss,
        damage=damage,
        accuracy=t["accuracy"],
        blocks=blocks,
        pierce=pierce,
        blast=max(0, t["blast"]) if hurt else 0,
        cleave=max(0, t["cleave"]) if hurt else 0,
        recover=max(0, t["recover"]),  # L216: even when the target suffered nothing
        conditions=tuple(c for c in given if c not in BENEFICIAL) if hurt else (),
        attacker_conditions=tuple(c for c in given if c in BENEFICIAL) if hurt else (),
    )


# --- choosing surge abilities (the quick tools' policy and the default when a player's deadline passes) ---


def affordable(abilities: Sequence[Surge], surges: int) -> list[tuple[int, ...]]:
    """Every set of distinct abilities (each once, L956) whose costs fit in `surges`, smallest sets first."""
    out: list[tuple[int, ...]] = [()]
    for i, ab in enumerate(abilities):
        out += [(*s, i) for s in out if sum(abilities[j].cost for j in s) + ab.cost <= surges]
    return sorted(out, key=lambda s: (len(s), s))


def best_surges(
    abilities: Sequence[Surge], surges: int, t: Mapping[str, int], kind: str, distance: int | None
) -> tuple[int, ...]:
    """The abilities that do most: first reach the accuracy needed, then most damage through the blocks, then most
    after-attack effects; ties go to the fewer and earlier abilities (deterministic)."""
    best: tuple[int, ...] = ()
    best_key: tuple[int, ...] | None = None
    for combo in affordable(abilities, surges):
        got = {k: t.get(k, 0) for k in RESULTS + KEYWORDS}
        for i in combo:
            for k, v in abilities[i].effects:
                got[k] += v
        hit = got["dodge"] <= 0 and (kind != "ranged" or got["accuracy"] >= max(1, distance or 1))
        dmg = max(0, got["damage"] - max(0, got["block"] - got["pierce"])) if hit else 0
        extra = sum(got[k] for k in ("blast", "cleave", "recover", "stun", "bleed", "focus", "weaken", "hide"))
        key = (int(hit), dmg, extra, -len(combo))
        if best_key is None or key > best_key:
            best, best_key = combo, key
    return best
