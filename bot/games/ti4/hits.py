"""Assigning hits to one's own units (RU 39.6, sustain damage LRR 87, AFB LRR 10).

A side's units are counts per unit type: {"dreadnought": [undamaged, damaged], ...}. An assignment names how
many undamaged units of a type use Sustain Damage and how many units of a type are destroyed:
    {"sustain": {"dreadnought": 1}, "destroy": {"fighter": 2}}
Destroyed units of a type are taken from the damaged ones first (including any that just sustained): keeping a
damaged unit while losing an undamaged one of the same type is never better, so it is not offered.

Legal: each sustain cancels `per_sustain` hits (Non-Euclidean Shielding: 2, and it must cancel two when two
remain), every sustain cancels at least one hit, and exactly min(uncancelled hits, eligible ships) ships are
destroyed (excess hits are lost). Hits marked `nf` must go to non-fighter ships if possible (L1Z1X flagship and
dreadnoughts, Graviton Laser System); sustain on a non-fighter may cancel them first.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from bot.core.texts import msg, quoted
from bot.games.ti4.texts import english, unit_count, unit_name

Units = dict[str, list[int]]  # unit id -> [undamaged, damaged]
Assignment = dict[str, dict[str, int]]


@dataclass(frozen=True)
class HitPack:
    """Hits one side must assign to its own units."""

    hits: int
    nf: int = 0  # of `hits`, how many must go to non-fighter ships if possible
    target: str = "any"  # "any" ship, only "fighters" (AFB), only "non_fighters" (Assault Cannon)
    sustain: bool = True  # may Sustain Damage cancel these hits
    per_sustain: int = 1
    source: str = "combat"

    def to_json(self) -> dict[str, Any]:
        return {
            "hits": self.hits,
            "nf": self.nf,
            "target": self.target,
            "sustain": self.sustain,
            "per_sustain": self.per_sustain,
            "source": self.source,
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> HitPack:
        return cls(d["hits"], d["nf"], d["target"], d["sustain"], d["per_sustain"], d["source"])


def eligible(stats: Mapping[str, Any], target: str) -> bool:
    if stats["class"] != "ship":
        return False
    if target == "fighters":
        return bool(stats["fighter"])
    if target == "non_fighters":
        return not stats["fighter"]
    return True


def cost_key(uid: str, stats: Mapping[str, Mapping[str, Any]]) -> tuple[float, str]:
    return (stats[uid]["cost"] or 0.0, uid)


def count(units: Units) -> int:
    return sum(u + d for u, d in units.values())


def apply(units: Units, a: Assignment) -> Units:
    """The units after an assignment (not validated)."""
    out = {k: list(v) for k, v in units.items()}
    for uid, n in a.get("sustain", {}).items():
        out[uid][0] -= n
        out[uid][1] += n
    for uid, n in a.get("destroy", {}).items():
        dmg = min(n, out[uid][1])
        out[uid][1] -= dmg
        out[uid][0] -= n - dmg
    return {k: v for k, v in out.items() if v[0] + v[1] > 0}


def _sustainable(uid: str, stats: Mapping[str, Mapping[str, Any]], pack: HitPack) -> bool:
    return pack.sustain and bool(stats[uid]["sustain"]) and eligible(stats[uid], pack.target)


def _needed(units: Units, stats: Mapping[str, Mapping[str, Any]], pack: HitPack, sustains: int) -> tuple[int, int]:
    """(ships that must be destroyed, of them at least how many non-fighters) after `sustains` sustains."""
    cancelled = min(pack.hits, sustains * pack.per_sustain)
    left = pack.hits - cancelled
    pool = sum(u + d for uid, (u, d) in units.items() if eligible(stats[uid], pack.target))
    nf_pool = sum(
        u + d for uid, (u, d) in units.items() if eligible(stats[uid], pack.target) and not stats[uid]["fighter"]
    )
    nf_left = max(0, pack.nf - cancelled)
    return min(left, pool), min(nf_left, nf_pool)


def check(units: Units, stats: Mapping[str, Mapping[str, Any]], pack: HitPack, a: Any) -> str | None:
    """None if `a` is a legal assignment, else a message a player can read."""
    found = check_msg(units, stats, pack, a)
    return None if found is None else english(found)


def check_msg(units: Units, stats: Mapping[str, Mapping[str, Any]], pack: HitPack, a: Any) -> dict[str, Any] | None:
    """`check` as a localizable message (bot/games/ti4/texts.py)."""
    if not isinstance(a, dict) or not all(isinstance(a.get(k, {}), dict) for k in ("sustain", "destroy")):
        return msg("err.assign_shape")
    sustain, destroy = a.get("sustain", {}), a.get("destroy", {})
    for part, name in ((sustain, "sustain"), (destroy, "destroy")):
        for uid, n in part.items():
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                return msg("err.assign_count", part=name, unit=uid)
            if n and uid not in units:
                known = stats.get(uid)
                return msg("err.assign_no_unit", unit=unit_name(known) if known else quoted(uid))
            if n and not eligible(stats[uid], pack.target):
                what = {"fighters": "only_fighters", "non_fighters": "only_non_fighters"}.get(pack.target, "only_ships")
                return msg("err.assign_target", what=msg(f"target.{what}"), unit=unit_name(stats[uid]))
    for uid, n in sustain.items():
        if n and not _sustainable(uid, stats, pack):
            why = msg("err.why_no_cancel") if not pack.sustain else msg("err.why_no_sustain")
            return msg("err.cannot_sustain", unit=unit_name(stats[uid]), why=why)
        if n > units.get(uid, [0, 0])[0]:
            return msg("err.sustain_undamaged", n=units[uid][0], unit=unit_name(stats[uid]))
    s = sum(sustain.values())
    if s and (s - 1) * pack.per_sustain >= pack.hits:
        return msg("err.sustain_too_many", s=s, hits=pack.hits)
    for uid, n in destroy.items():
        if n > sum(units.get(uid, [0, 0])):
            return msg("err.only_have", unit=unit_count(sum(units[uid]), stats[uid]))
    need, nf_need = _needed(units, stats, pack, s)
    total = sum(destroy.values())
    if total != need:
        return msg("err.destroy_exactly", hits=pack.hits, s=s, need=need, total=total)
    nf_destroyed = sum(n for uid, n in destroy.items() if not stats[uid]["fighter"])
    if nf_destroyed < nf_need:
        return msg("err.non_fighters_first", nf=pack.nf, need=nf_need)
    return None


def _final(units: Units, a: Assignment) -> tuple[tuple[str, int, int], ...]:
    return tuple(sorted((k, v[0], v[1]) for k, v in apply(units, a).items()))


def options(
    units: Units, stats: Mapping[str, Mapping[str, Any]], pack: HitPack, limit: int = 120
) -> list[Assignment] | None:
    """Every distinct legal outcome (one assignment per resulting fleet), default first; None if more than `limit`."""
    types = sorted((uid for uid in units if eligible(stats[uid], pack.target)), key=lambda u: cost_key(u, stats))
    sustainers = [uid for uid in types if _sustainable(uid, stats, pack)]
    max_s = -(-pack.hits // pack.per_sustain) if pack.sustain else 0
    default_a = default(units, stats, pack)
    seen: dict[tuple[tuple[str, int, int], ...], Assignment] = {_final(units, default_a): default_a}

    def sustain_sets(i: int, left: int) -> Iterator[dict[str, int]]:
        if i == len(sustainers):
            yield {}
            return
        uid = sustainers[i]
        for n in range(min(units[uid][0], left) + 1):
            for rest in sustain_sets(i + 1, left - n):
                yield {uid: n, **rest} if n else rest

    def destroy_sets(i: int, left: int) -> Iterator[dict[str, int]]:
        if i == len(types):
            if left == 0:
                yield {}
            return
        uid = types[i]
        room = sum(sum(units[t]) for t in types[i + 1 :])
        for n in range(max(0, left - room), min(sum(units[uid]), left) + 1):
            for rest in destroy_sets(i + 1, left - n):
                yield {uid: n, **rest} if n else rest

    for sus in sustain_sets(0, max_s):
        need, _ = _needed(units, stats, pack, sum(sus.values()))
        for des in destroy_sets(0, need):
            a: Assignment = {"sustain": sus, "destroy": des}
            if check(units, stats, pack, a) is None:
                key = _final(units, a)
                if key not in seen:
                    seen[key] = a
                    if len(seen) > limit:
                        return None
    return list(seen.values())


def default(units: Units, stats: Mapping[str, Mapping[str, Any]], pack: HitPack) -> Assignment:
    """Sustain Damage first (cheapest units first), then destroy the cheapest ships (non-fighters first for hits
    that must go to them). This is also the policy the exact odds assume."""
    order = sorted((uid for uid in units if eligible(stats[uid], pack.target)), key=lambda u: cost_key(u, stats))
    sustain: dict[str, int] = {}
    s_left = -(-pack.hits // pack.per_sustain) if pack.sustain else 0
    for uid in order:
        if s_left and _sustainable(uid, stats, pack) and units[uid][0]:
            n = min(units[uid][0], s_left)
            sustain[uid] = n
            s_left -= n
    need, nf_need = _needed(units, stats, pack, sum(sustain.values()))
    left = {uid: sum(units[uid]) for uid in order}
    destroy: dict[str, int] = {}
    for uid in order:
        if nf_need and not stats[uid]["fighter"]:
            n = min(left[uid], nf_need)
            destroy[uid] = destroy.get(uid, 0) + n
            left[uid] -= n
            nf_need -= n
            need -= n
    for uid in order:
        if need:
            n = min(left[uid], need)
            destroy[uid] = destroy.get(uid, 0) + n
            need -= n
    return {"sustain": sustain, "destroy": {k: v for k, v in destroy.items() if v}}


def by_cost(units: Mapping[str, int], stats: Mapping[str, Mapping[str, Any]]) -> list[tuple[str, int]]:
    """(unit, count) most expensive first: texts never follow dict order, which differs between a live state and
    one loaded from storage (sorted keys), so replay would rebuild other words."""
    return sorted(units.items(), key=lambda kv: cost_key(kv[0], stats), reverse=True)


def describe(a: Assignment, stats: Mapping[str, Mapping[str, Any]]) -> str:
    parts = []
    if a.get("sustain"):
        parts.append("sustain " + ", ".join(f"{n} {stats[u]['name']}" for u, n in by_cost(a["sustain"], stats)))
    if a.get("destroy"):
        parts.append("destroy " + ", ".join(f"{n} {stats[u]['name']}" for u, n in by_cost(a["destroy"], stats)))
    return "; ".join(parts) or "no losses"
