"""A move's template and final-base polygons are made only when asked (issue 17: building them and reading their
points back cost a move about what flying it did). What a move reports must not change: here each result is
checked against polygons built eagerly the way `execute_maneuver` built them before (rulebook: obstacles — the
template, when bumped only its flown part, or the final base overlapping an obstacle; bumps; fleeing)."""

from __future__ import annotations

import random

from bot.games.xwing import space
from bot.games.xwing.geometry.constants import AREA_EPS_MM2
from bot.games.xwing.geometry.maneuvers import Maneuver, template_polygon
from bot.games.xwing.geometry.movement import execute_maneuver
from bot.games.xwing.geometry.obstacles import asteroid_shapes, place_obstacle
from bot.games.xwing.geometry.pose import BaseSize, Pose, ShipBase, base_polygon

MANEUVERS = ("1-straight", "2-bank-left", "3-turn-right", "4-koiogran", "5-straight", "2-turn-left", "0-stop")


def _coords(poly: object) -> list[tuple[float, float]]:
    if poly is None or poly.is_empty:  # type: ignore[attr-defined]
        return []
    return [(float(x), float(y)) for x, y in list(poly.exterior.coords)[:-1]]  # type: ignore[attr-defined]


def test_moves_report_what_eager_polygons_gave() -> None:
    rng = random.Random(1717)
    shapes = sorted(asteroid_shapes())
    bumped = flown_cut = hits = 0
    for i in range(400):
        me = ShipBase(Pose(rng.uniform(60, 850), rng.uniform(60, 850), rng.uniform(0, 360)), BaseSize.SMALL)
        others = {
            f"s{k}": ShipBase(
                Pose(me.pose.x + rng.uniform(-120, 120), me.pose.y + rng.uniform(-120, 120), rng.uniform(0, 360)),
                BaseSize.SMALL,
            )
            for k in range(rng.randint(0, 3))
        }
        obstacles = [
            place_obstacle(
                shapes[rng.randrange(len(shapes))],
                me.pose.x + rng.uniform(-150, 150),
                me.pose.y + rng.uniform(-150, 150),
                rng.uniform(0, 360),
                obstacle_id=f"o{k}",
            )
            for k in range(rng.randint(0, 3))
        ]
        m = MANEUVERS[i % len(MANEUVERS)]
        r = execute_maneuver(me, m, others, obstacles)
        executed = Maneuver.parse(r.executed)
        whole = template_polygon(me.pose, me.size, executed)
        flown = whole if not r.bumped else template_polygon(me.pose, me.size, executed, upto=r.template_flown_mm)
        assert _coords(r.template) == _coords(whole)
        assert _coords(r.template_flown) == _coords(flown)
        assert list(r.template_points) == _coords(whole)
        base = base_polygon(r.final, me.size)
        expected = []
        for ob in obstacles:
            t_area = ob.polygon.intersection(flown).area if not flown.is_empty else 0.0
            b_area = ob.polygon.intersection(base).area
            if t_area > AREA_EPS_MM2 or b_area > AREA_EPS_MM2:
                expected.append((ob.id, t_area > AREA_EPS_MM2, b_area > AREA_EPS_MM2))
        assert [(h.obstacle, h.by_template, h.by_base) for h in r.obstacles_hit] == expected
        assert r.on_obstacles == tuple(o for o, _, by_base in expected if by_base)
        j = r.to_json()
        assert j["template"] == [[round(x, 4), round(y, 4)] for x, y in _coords(whole)]
        assert j["template_flown"] == [[round(x, 4), round(y, 4)] for x, y in _coords(flown)]
        shown = flown if not flown.is_empty else whole  # what the match log keeps (space._outcome)
        pose = {"x": me.pose.x, "y": me.pose.y, "heading": me.pose.heading}
        others_j = {k: ({"x": o.pose.x, "y": o.pose.y, "heading": o.pose.heading}, "small") for k, o in others.items()}
        obst_j = [{"id": o.id, "kind": "asteroid", "points": [list(p) for p in o.outline]} for o in obstacles]
        out = space.move(pose, "small", m, others_j, obst_j)
        assert out["template"] == [[round(x, 3), round(y, 3)] for x, y in _coords(shown)]
        bumped += bool(r.bumped)
        flown_cut += bool(r.bumped) and not flown.is_empty
        hits += bool(expected)
    assert bumped > 20 and flown_cut > 10 and hits > 20  # the cases that matter were all met
