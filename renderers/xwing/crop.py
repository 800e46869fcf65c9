"""Where the action is: the table region a phone picture zooms into, and the small overview inset."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PIL import Image

from renderers.common.cache import LayerCache
from renderers.common.canvas import Canvas
from renderers.common.colors import BACKGROUND, TEXT
from renderers.common.viewport import Viewport
from renderers.xwing import shapes
from renderers.xwing import style as st
from renderers.xwing.board import MARGIN_MM, draw_static, mat_size, obstacle_key, placed, visible_ships
from renderers.xwing.spots import spots

View = Mapping[str, Any]
Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in mm

MIN_SIDE_MM = 320.0  # about range 3: enough context to judge distances
PAD_MM = 70.0
INSET_CACHE = LayerCache(maxsize=32)


def _points_of_pose(pose: Mapping[str, Any], base: str | None) -> list[tuple[float, float]]:
    return shapes.base_corners(pose, base)


def action_points(view: View) -> list[tuple[float, float]]:
    """Everything the last step touched: ghost, template, end, bump, the attack line and both ships; or, when the
    picture goes with a prompt offering places (`spots`), the whole table (set-up concerns all of it, and an
    overview inset would hide some of the numbered places)."""
    if spots(view):
        w, h = mat_size(view)
        return [(0.0, 0.0), (w, h)]
    by_id = {s.get("id"): s for s in view.get("ships") or [] if placed(s)}
    pts: list[tuple[float, float]] = []
    move = view.get("last_move")
    if move:
        ship = by_id.get(move.get("ship")) or {}
        for key in ("start", "end", "planned_end"):
            if move.get(key):
                pts += _points_of_pose(move[key], ship.get("base"))
        pts += [(float(p[0]), float(p[1])) for p in move.get("template") or []]
    attack = view.get("last_attack")
    if attack:
        pts += [(float(p[0]), float(p[1])) for p in attack.get("line") or []]
        for sid in (attack.get("attacker"), attack.get("defender")):
            ship = by_id.get(sid)
            if ship:
                pts += _points_of_pose(ship["pose"], ship.get("base"))
    if not pts and view.get("active_ship") in by_id:
        ship = by_id[view["active_ship"]]
        pts += _points_of_pose(ship["pose"], ship.get("base"))
    if not pts and view.get("phase") == "planning":
        # planning: zoom on where the ships are (the phone picture adds the whole-table inset)
        for ship, wreck in visible_ships(view):
            if not wreck:
                pts += _points_of_pose(ship["pose"], ship.get("base"))
    return pts


def square_around(points: Iterable[Sequence[float]], view: View) -> Box:
    """The smallest square (at least MIN_SIDE_MM) holding the points plus padding, kept on the table."""
    pts = list(points)
    w, h = mat_size(view)
    lo_x, lo_y, hi_x, hi_y = -MARGIN_MM, -MARGIN_MM, w + MARGIN_MM, h + MARGIN_MM
    if not pts:
        return lo_x, lo_y, hi_x, hi_y
    x0, x1 = min(p[0] for p in pts) - PAD_MM, max(p[0] for p in pts) + PAD_MM
    y0, y1 = min(p[1] for p in pts) - PAD_MM, max(p[1] for p in pts) + PAD_MM
    side = min(max(MIN_SIDE_MM, x1 - x0, y1 - y0), hi_x - lo_x, hi_y - lo_y)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    cx = min(max(cx, lo_x + side / 2), hi_x - side / 2)
    cy = min(max(cy, lo_y + side / 2), hi_y - side / 2)
    return cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2


def action_box(view: View) -> Box:
    return square_around(action_points(view), view)


def crop_viewport(box: Box, px: int, oy: float = 0.0) -> Viewport:
    side = max(box[2] - box[0], box[3] - box[1])
    return Viewport(box[0], box[1], side, side, px / side, 0.0, oy)


def overview_inset(view: View, px: int, box: Box | None) -> Image.Image:
    """A small whole-table picture: ships as faction-coloured squares, the cropped region outlined."""
    w, h = mat_size(view)
    vp = Viewport(-MARGIN_MM / 2, -MARGIN_MM / 2, w + MARGIN_MM, h + MARGIN_MM, px / (w + MARGIN_MM))

    def build() -> Image.Image:
        img = Image.new("RGB", (px, px), BACKGROUND)
        draw_static(img, vp, view, 0.5, labels=False)
        return img

    img = INSET_CACHE.get((obstacle_key(view), px), build).copy()
    draw = Canvas(img, "RGBA")
    for ship, wreck in visible_ships(view):
        if wreck:
            continue
        style = st.ship_style(ship)
        draw.polygon(vp.pts(shapes.base_corners(ship["pose"], ship.get("base"))), fill=style.outline)
    if box is not None:
        draw.rectangle((*vp.pt(box[0], box[3]), *vp.pt(box[2], box[1])), outline=st.ACTIVE, width=2)
    draw.rectangle((0, 0, px - 1, px - 1), outline=TEXT, width=2)
    return img
