"""/range inside a match: range band, arcs both ways and obstruction between two ships of an X-Wing view.

Works on the public view (docs/xwing-view.md), so it never sees secrets and never changes the match. 1st-edition
rules let players measure for target locks and attacks at any time; maneuvers may not be previewed in a match,
so there is no template preview here (the sandbox has those).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.xwing.geometry import BaseSize, Obstacle, Pose, ShipBase, obstacle_from_points
from bot.quick.common import QuickInputError
from bot.quick.range_check import RangeCheck, measured_attack_view, range_check_between
from bot.quick.texts import Phrase

EXAMPLE = "/range luke howlrunner"


@dataclass(frozen=True)
class MatchRange:
    check: RangeCheck
    view: dict[str, Any]  # the match view with the measured line as last_attack (for a cropped picture)

    @property
    def title(self) -> str:
        return Phrase("title.range", a=self.check.a, b=self.check.b)

    def fields(self) -> tuple[tuple[str, str], ...]:
        return self.check.fields()

    def text(self, lang: str = "en") -> str:
        return self.check.text(lang)

    def to_json(self) -> dict[str, Any]:
        return self.check.to_json()


def _find(view: Mapping[str, Any], ship_id: str) -> Mapping[str, Any]:
    want = ship_id.strip().lower()
    for s in view.get("ships", []):
        if str(s.get("id", "")).lower() == want or str(s.get("label", "")).lower() == want:
            if s.get("destroyed") or s.get("fled"):
                raise QuickInputError(Phrase("err.range_gone", ship=str(s["id"])), EXAMPLE)
            return s
    names = ", ".join(str(s.get("id")) for s in view.get("ships", []) if not s.get("destroyed")) or "—"
    raise QuickInputError(Phrase("err.range_no_ship", ship=ship_id, ships=names), EXAMPLE)


def _base(ship: Mapping[str, Any]) -> ShipBase:
    return ShipBase(Pose.from_json(ship["pose"]), BaseSize.parse(ship.get("base", "small")))


def match_range(view: Mapping[str, Any], a_id: str, b_id: str) -> MatchRange:
    """Range, arcs and obstruction between two ships of an X-Wing match view."""
    if view.get("game") != "xwing":
        raise QuickInputError(Phrase("err.range_xwing_only"), EXAMPLE)
    a, b = _find(view, a_id), _find(view, b_id)
    if a["id"] == b["id"]:
        raise QuickInputError(Phrase("err.range_same_ship"), EXAMPLE)
    obstacles: list[Obstacle] = [obstacle_from_points(o["id"], o["points"]) for o in view.get("obstacles", [])]
    rc = range_check_between(str(a["id"]), _base(a), str(b["id"]), _base(b), obstacles)
    shown = copy.deepcopy(dict(view))
    shown["last_move"] = None
    shown["last_attack"] = measured_attack_view(rc)
    return MatchRange(rc, shown)
