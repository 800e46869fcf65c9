"""Range, arcs and obstruction between two ships, both ways, with the measured points (sandbox and /range)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.xwing.geometry import Obstacle, ShipBase, attack_geometry, range_between
from bot.quick.texts import Phrase, joined, local


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
        points = self.range["points"]
        measured = Phrase(
            "range.measured",
            band=band if band else Phrase("range.beyond3"),
            mm=mm(self.range["distance_mm"]),
            start=_pt(points[0]),
            end=_pt(points[1]),
        )
        out: list[tuple[str, str]] = [(Phrase("field.range"), measured)]
        for who, g in ((f"{self.a} → {self.b}", self.a_to_b), (f"{self.b} → {self.a}", self.b_to_a)):
            out.append((who, _attack_line(g)))
        return tuple(out)

    def summary(self) -> str:
        band = self.range["band"]
        rng = Phrase("range.band", band=band) if band else Phrase("range.beyond_range3")
        return Phrase(
            "range.summary_touching" if self.range["touching"] else "range.summary", a=self.a, b=self.b, range=rng
        )

    def text(self, lang: str = "en") -> str:
        lines = [local(self.summary(), lang)] + [f"  {local(k, lang)}: {local(v, lang)}" for k, v in self.fields()]
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {
            "a": self.a,
            "b": self.b,
            "range": dict(self.range),
            "a_to_b": dict(self.a_to_b),
            "b_to_a": dict(self.b_to_a),
        }


def mm(x: float) -> Phrase:
    """A length in millimetres with one decimal, per locale ("12.5 mm"; «12,5 мм», a real minus)."""
    return Phrase("mm", x=round(float(x), 1))


def coord(x: float) -> Phrase:
    return Phrase("decimal1", x=round(float(x), 1))


def _pt(p: Any) -> Phrase:
    return Phrase("point", x=coord(p[0]), y=coord(p[1]))


def _attack_line(g: Mapping[str, Any]) -> str:
    if not g["in_arc"]:
        return Phrase("range.not_in_arc")
    if g["band"] is None:
        return Phrase("range.in_arc_beyond", mm=mm(g["distance_mm"]))
    parts = [Phrase("range.in_arc", band=g["band"], mm=mm(g["distance_mm"]))]
    if g["obstructed"]:
        parts.append(Phrase("range.obstructed_by", obstacles=", ".join(g["obstructed_by"])))
    if g["band"] == 1:
        parts.append(Phrase("range.bonus1"))
    elif g["band"] == 3:
        parts.append(Phrase("range.bonus3"))
    if g["touching"]:
        parts.append(Phrase("range.touching"))
    if g["attacker_on_obstacles"]:
        parts.append(Phrase("range.on_obstacle", obstacles=", ".join(g["attacker_on_obstacles"])))
    return joined(parts)


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
