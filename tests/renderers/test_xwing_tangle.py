"""Readable public pictures (issue 19): in a three-ship tangle every ship's heading shows (nose mark, arc wedge)
and no badge (label, skill disc, pip/chip strip) overlaps another ship's badges or base (the placement pass,
renderers/xwing/marks.py); planning pictures zoom on the ships with the whole-table inset."""

from __future__ import annotations

import itertools

import pytest
from PIL import Image
from shapely.geometry import Polygon
from shapely.geometry import box as box_polygon

from renderers.common.fonts import font_family
from renderers.xwing import render_board, shapes
from renderers.xwing.board import draw_board, full_viewport
from renderers.xwing.compose import crop_geometry
from renderers.xwing.crop import action_box
from renderers.xwing.current import focus
from renderers.xwing.marks import Marks
from renderers.xwing.placement import overlap
from tests.renderers import fixtures as fx
from tests.renderers.golden import check_golden

needs_dejavu = pytest.mark.skipif(font_family() != "dejavu", reason="goldens are drawn with DejaVu Sans")


def _crop_layout(view: fx.View) -> tuple[dict[str, Marks], dict[str, Polygon]]:
    view = focus(view)
    vp, ui = crop_geometry(action_box(view))
    placed = draw_board(Image.new("RGB", vp.px_size), vp, view, ui)
    bases = {s["id"]: Polygon(vp.pts(shapes.base_corners(s["pose"], s["base"]))) for s in view["ships"]}
    return placed, bases


def _full_layout(view: fx.View) -> tuple[dict[str, Marks], dict[str, Polygon]]:
    vp = full_viewport(view, 900)
    placed = draw_board(Image.new("RGB", (900, 900)), vp, focus(view), 1.0)
    bases = {s["id"]: Polygon(vp.pts(shapes.base_corners(s["pose"], s["base"]))) for s in view["ships"]}
    return placed, bases


def _clashes(placed: dict[str, Marks], bases: dict[str, Polygon]) -> list[str]:
    out = []
    for a, b in itertools.permutations(placed, 2):
        for x in placed[a].boxes():
            out += [f"{a} {x} on {b}'s badge {y}" for y in placed[b].boxes() if a < b and overlap(x, y) > 0]
        for badge in (placed[a].strip, placed[a].skill):
            if badge is not None and box_polygon(*badge).intersection(bases[b]).area > 0:
                out.append(f"{a} {badge} on {b}'s base")
    return out


@pytest.mark.parametrize("layout", [_crop_layout, _full_layout])
def test_no_badge_overlaps_another_ships_in_a_tangle(layout: object) -> None:
    placed, bases = layout(fx.tangle())  # type: ignore[operator]
    assert set(placed) == {"luke", "nightbeast", "obsidian"}
    assert _clashes(placed, bases) == []


def test_the_measure_notices_an_overlap() -> None:
    placed, bases = _crop_layout(fx.tangle())
    luke = placed["luke"]
    moved = dict(placed, luke=Marks(luke.label, luke.skill, placed["obsidian"].strip))  # the old fixed spot idea
    assert _clashes(moved, bases)


def test_the_crowded_table_keeps_badges_apart() -> None:
    placed, bases = _crop_layout(fx.crowded_table())
    assert _clashes(placed, bases) == []


def test_planning_zooms_on_the_ships_with_an_inset() -> None:
    view = fx.tangle()
    box = action_box(view)
    assert box[2] - box[0] < 400  # not the whole 914 mm mat
    whole = render_board({**view, "phase": "activation"}, crop="action")  # no move yet: the whole table, no inset
    zoomed = render_board(view, crop="action")
    assert zoomed.size == whole.size


@needs_dejavu
def test_tangle_matches_golden() -> None:
    check_golden(render_board(fx.tangle(), crop="action"), "crop_tangle")
    check_golden(render_board(fx.tangle()), "full_tangle")
