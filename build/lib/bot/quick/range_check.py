"""Range, arcs and obstruction between two ships, both ways, with the measured points (sandbox and /range)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.xwing.geometry import Obstacle, ShipBase, attack_geometry, range_between


@dataclass(frozen=True)
class RangeCheck:
    """Range, arcs and obstruction between two ships, both ways, with the measured points."""

    a: str
    b: str
    range: Mapping[str, Any]  # range_between(a, b).to_json(): band, distance_mm, points, touching
    a_to_b: Mapping[str, Any]  # attack_geometry(a, b).to_json()
    b_to_a: Mapping[str, Any]

    def fields(self) -> tuple[tuple[str, str], ...]:
        band = self.range["band"]
        out = [
            (
                "Range",
                f"{band if band else 'beyond 3'} ({self.range['distance_mm']:.1f} mm, closest points "
                f"{_pt(self.range['points'][0])} → {_pt(self.range['points'][1])})",
            )
        ]
        for who, g in ((f"{self.a} → {self.b}", self.a_to_b), (f"{self.b} → {self.a}", self.b_to_a)):
            out.append((who, _attack_line(g)))
        return tuple(out)

    def summary(self) -> str:
        band = self.range["band"]
        rng = f"range {band}" if band else "beyond range 3"
        return f"{self.a} and {self.b}: {rng}" + (" (bases touch)" if self.range["touching"] else "")

    def text(self) -> str:
        return "\n".join([self.summary()] + [f"  {k}: {v}" for k, v in self.fields()])

    def to_json(self) -> dict[str, Any]:
        return {
            "a": self.a,
            "b": self.b,
            "range": dict(self.range),
            "a_to_b": dict(self.a_to_b),
            "b_to_a": dict(self.b_to_a),
        }


def _pt(p: Any) -> str:
    return f"({p[0]:.1f}, {p[1]:.1f})"


def _attack_line(g: Mapping[str, Any]) -> str:
    if not g["in_arc"]:
        return "not in arc"
    if g["band"] is None:
        return f"in arc, beyond range 3 ({g['distance_mm']:.1f} mm)"
    parts = [f"in arc, range {g['band']} ({g['distance_mm']:.1f} mm)"]
    if g["obstructed"]:
        parts.append(f"obstructed by {', '.join(g['obstructed_by'])} (+1 defense die)")
    if g["band"] == 1:
        parts.append("+1 attack die at range 1")
    elif g["band"] == 3:
        parts.append("+1 defense die at range 3")
    if g["touching"]:
        parts.append("but the bases touch: no attack")
    if g["attacker_on_obstacles"]:
        parts.append(f"but it sits on {', '.join(g['attacker_on_obstacles'])}: no attack")
    return "; ".join(parts)


def range_check_between(a_id: str, a: ShipBase, b_id: str, b: ShipBase, obstacles: list[Obstacle]) -> RangeCheck:
    return RangeCheck(
        a_id,
        b_id,
        range_between(a, b).to_json(),
        attack_geometry(a, b, obstacles).to_json(),
        attack_geometry(b, a, obstacles).to_json(),
    )


def measured_attack_view(check: RangeCheck) -> dict[str, Any]:
    """The contract's last_attack for the measured line (no dice: nothing is rolled in a range check)."""
    g = check.a_to_b if check.a_to_b["in_arc"] else None
    line = g["line"] if g and g["line"] else check.range["points"]
    return {
        "attacker": check.a,
        "defender": check.b,
        "weapon": "primary",
        "line": [list(p) for p in line],
        "range": g["band"] if g else check.range["band"],
        "distance_mm": round(g["distance_mm"] if g else check.range["distance_mm"], 1),
        "obstructed": bool(g and g["obstructed"]),
        "obstacle": (g["obstructed_by"][0] if g and g["obstructed_by"] and g["obstructed"] else None),
        "attack_dice": [],
        "defense_dice": [],
        "result": None,
        "check_only": True,
    }
