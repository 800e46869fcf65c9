"""Schema check of data/xwing/obstacles.json and obstacle placement."""

from __future__ import annotations

import json
from typing import Any

import pytest
from shapely.geometry import Polygon

from bot.core.data import DataError, data_path
from bot.games.xwing.geometry import asteroid_shapes, parse_obstacle_shapes, place_obstacle
from bot.games.xwing.geometry.convex import is_convex


def _doc() -> Any:
    return json.loads(data_path("xwing", "obstacles.json").read_text(encoding="utf-8"))


def test_file_is_marked_as_approximation() -> None:
    doc = _doc()
    assert doc["approximate"] is True
    assert any("APPROXIMATION" in note for note in doc["_notes"])


def test_six_core_set_asteroids_of_plausible_size() -> None:
    shapes = asteroid_shapes()
    assert sorted(shapes) == [f"asteroid-{i}" for i in range(1, 7)]
    for shape in shapes.values():
        poly = Polygon(shape.outline)
        assert poly.is_valid and is_convex(shape.outline)
        x0, y0, x1, y1 = poly.bounds
        assert 50 <= max(x1 - x0, y1 - y0) <= 100, shape.id
        assert abs(poly.centroid.x) < 3 and abs(poly.centroid.y) < 3, shape.id  # outlines are centred


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.pop("asteroids"), "'asteroids' must be a non-empty list"),
        (lambda d: d["asteroids"][0].pop("id"), "'id' must be a non-empty string"),
        (lambda d: d["asteroids"][1].update(id="asteroid-1"), "duplicate id 'asteroid-1'"),
        (lambda d: d["asteroids"][2].update(outline=[[0, 0], [1, 1]]), "at least 3"),
        (lambda d: d["asteroids"][2]["outline"].__setitem__(0, [0, "x"]), r"outline\[0\] must be \[x, y\] numbers"),
        (
            lambda d: d["asteroids"][3].update(outline=[[0, 0], [40, 0], [10, 10], [0, 40]]),
            "must be convex",
        ),
        (lambda d: d["asteroids"][3].update(outline=[[0, 0], [40, 40], [40, 0], [0, 40]]), "not a simple polygon"),
        (lambda d: d["asteroids"][4].update(outline=[[0, 0], [400, 0], [0, 40]]), "more than 150 mm"),
    ],
)
def test_schema_errors_name_the_entry(mutate: Any, message: str) -> None:
    doc = _doc()
    mutate(doc)
    with pytest.raises(DataError, match=message):
        parse_obstacle_shapes(doc, "obstacles.json")


def test_place_obstacle_rotates_clockwise() -> None:
    a = place_obstacle("asteroid-4", 450, 450, 0)
    b = place_obstacle("asteroid-4", 450, 450, 90)
    ax0, ay0, ax1, ay1 = a.bounds
    bx0, by0, bx1, by1 = b.bounds
    assert bx1 - bx0 == pytest.approx(ay1 - ay0) and by1 - by0 == pytest.approx(ax1 - ax0)
    assert a.polygon.area == pytest.approx(b.polygon.area)
    with pytest.raises(ValueError, match="unknown obstacle shape 'rock'"):
        place_obstacle("rock", 0, 0)
