"""The table: mat, range grid, edges and set-up zones, asteroids (a cached static layer), then what happened
last (template, ghosts, bump, measuring line, arc) and the ships with their labels, skill, hull/shields, tokens."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw
from shapely.geometry import Polygon
from shapely.geometry import box as box_polygon

from renderers.common.cache import LayerCache
from renderers.common.canvas import Canvas
from renderers.common.colors import BACKGROUND, HULL, LOST, SHIELD, TEXT, TEXT_DARK, mix, with_alpha
from renderers.common.fonts import Font, font
from renderers.common.shapes import centroid, dashed_polygon
from renderers.common.text import chips_width, draw_chips, outlined_text
from renderers.common.viewport import Viewport
from renderers.xwing import shapes
from renderers.xwing import style as st
from renderers.xwing.secrecy import may_show_dial

View = Mapping[str, Any]
Ship = Mapping[str, Any]

MARGIN_MM = 36.0  # room around the mat for fleeing ships and the edge names
RANGE_MM = 100.0
LABEL_CHARS = 5  # match labels are short ("LS", "AP2"); longer ones (sandbox ids) get a smaller font
STATIC_CACHE = LayerCache(maxsize=12)  # ~2.4 MB per full-board layer; a miss costs ~10 ms


def mat_size(view: View) -> tuple[float, float]:
    mat = view.get("mat") or {}
    return float(mat.get("width", 914.4)), float(mat.get("height", 914.4))


def full_viewport(view: View, board_px: int) -> Viewport:
    w, h = mat_size(view)
    total_w, total_h = w + 2 * MARGIN_MM, h + 2 * MARGIN_MM
    scale = board_px / max(total_w, total_h)
    return Viewport(-MARGIN_MM, -MARGIN_MM, total_w, total_h, scale)


def obstacle_key(view: View) -> tuple[Any, ...]:
    """Identifies a match's static layout: mat size, edges and the obstacles' outlines."""
    obstacles = tuple(
        (str(o.get("id")), str(o.get("kind")), tuple((round(p[0], 2), round(p[1], 2)) for p in o.get("points") or []))
        for o in view.get("obstacles") or []
    )
    return (mat_size(view), tuple(sorted(edge_of_seats(view).items())), obstacles)


def ships(view: View) -> list[Ship]:
    return list(view.get("ships") or [])


def placed(ship: Ship) -> bool:
    """Ships not yet deployed (during set-up) have no pose and are not on the table."""
    pose = ship.get("pose")
    return isinstance(pose, Mapping) and "x" in pose and "y" in pose


def ship_by_id(view: View) -> dict[str, Ship]:
    """The ships on the table (placed), by id."""
    return {str(s.get("id")): s for s in ships(view) if placed(s)}


def edge_of_seats(view: View) -> dict[str, str]:
    """seat -> "bottom" | "top". Rebels set up at y = 0, Imperials at the far edge (common convention)."""
    seats = view.get("seats") or {}
    out: dict[str, str] = {}
    for i, (seat, info) in enumerate(seats.items()):
        faction = str((info or {}).get("faction", seat))
        out[seat] = "bottom" if faction == "rebel" else "top" if faction == "imperial" else ("bottom", "top")[i % 2]
    return out


def faction_of_seat(view: View, seat: str) -> str:
    return str(((view.get("seats") or {}).get(seat) or {}).get("faction", seat))


# ---------------------------------------------------------------- static layer


def draw_static(img: Image.Image, vp: Viewport, view: View, ui: float, labels: bool = True) -> None:
    draw = Canvas(img, "RGBA")
    w, h = mat_size(view)
    draw.rectangle((*vp.pt(0, h), *vp.pt(w, 0)), fill=st.MAT, outline=st.MAT_EDGE, width=max(1, round(2 * ui)))
    # range grid: one line per range-ruler band (100 mm), faint
    x = RANGE_MM
    while x < w - 1:
        draw.line((*vp.pt(x, 0), *vp.pt(x, h)), fill=st.GRID, width=1)
        x += RANGE_MM
    y = RANGE_MM
    while y < h - 1:
        draw.line((*vp.pt(0, y), *vp.pt(w, y)), fill=st.GRID, width=1)
        y += RANGE_MM
    small = font(round(13 * ui), bold=True)
    for seat, edge in edge_of_seats(view).items():
        style = st.ship_style({"faction": faction_of_seat(view, seat)})
        y_edge, y_zone = (0.0, RANGE_MM) if edge == "bottom" else (h, h - RANGE_MM)
        zone = (*vp.pt(0, max(y_edge, y_zone)), *vp.pt(w, min(y_edge, y_zone)))
        draw.rectangle(zone, fill=with_alpha(style.tint, 34))
        draw.line((*vp.pt(0, y_zone), *vp.pt(w, y_zone)), fill=with_alpha(style.tint, 110), width=1)
        draw.line((*vp.pt(0, y_edge), *vp.pt(w, y_edge)), fill=style.outline, width=max(2, round(4 * ui)))
        if not labels:
            continue
        label = f"{seat.upper()} EDGE · set-up zone = range 1"
        lx, ly = vp.pt(w / 2, y_edge)
        ly += (MARGIN_MM / 2) * vp.scale * (1 if edge == "bottom" else -1)
        draw.text((lx, ly), label, font=small, fill=style.outline, anchor="mm")
    for ob in view.get("obstacles") or []:
        pts = vp.pts(ob.get("points") or [])
        if len(pts) >= 3:
            draw.polygon(pts, fill=st.ASTEROID, outline=st.ASTEROID_EDGE, width=max(1, round(2 * ui)))
            if labels:
                draw.text(centroid(pts), str(ob.get("id", "")), font=font(round(12 * ui)), fill=TEXT_DARK, anchor="mm")


def static_layer(view: View, vp: Viewport, ui: float, size: tuple[int, int]) -> Image.Image:
    """Mat + grid + edges + asteroids, cached per match (keyed by the obstacle layout) and picture geometry."""

    def build() -> Image.Image:
        img = Image.new("RGB", size, BACKGROUND)
        draw_static(img, vp, view, ui)
        return img

    return STATIC_CACHE.get((obstacle_key(view), vp, ui, size), build)


# ---------------------------------------------------------------- what happened last


def _ghost(
    draw: ImageDraw.ImageDraw, vp: Viewport, pose: Mapping[str, Any], ship: Ship, colour: Sequence[int], ui: float
) -> None:
    corners = vp.pts(shapes.base_corners(pose, ship.get("base")))
    draw.polygon(corners, fill=(*colour[:3], 40))
    dashed_polygon(draw, corners, tuple(colour), width=max(2, round(2 * ui)), dash=7 * ui, gap=5 * ui)
    draw.polygon(vp.pts(shapes.arc_on_base(pose, ship.get("base"))), fill=(*colour[:3], 60))
    draw.line(vp.pts(shapes.front_edge(pose, ship.get("base"))), fill=tuple(colour), width=max(2, round(3 * ui)))


def draw_last_move(draw: ImageDraw.ImageDraw, vp: Viewport, view: View, ui: float) -> None:
    move = view.get("last_move")
    if not move:
        return
    ship = ship_by_id(view).get(str(move.get("ship")))
    if ship is None:
        return
    style = st.ship_style(ship)
    template = move.get("template") or []
    if len(template) >= 3:
        pts = vp.pts(template)
        draw.polygon(pts, fill=with_alpha(st.TEMPLATE, 70), outline=with_alpha(st.TEMPLATE, 220))
    if move.get("start"):
        _ghost(draw, vp, move["start"], ship, (*style.outline, 230), ui)


def draw_move_labels(draw: ImageDraw.ImageDraw, vp: Viewport, view: View, ui: float) -> None:
    move = view.get("last_move")
    if not move:
        return
    ship = ship_by_id(view).get(str(move.get("ship")))
    if ship is None:
        return
    template = move.get("template") or []
    fnt = font(round(15 * ui), bold=True)
    bases = _move_bases(draw, vp, view, move, ship, ui)
    if len(template) >= 3:
        colour = st.DIFFICULTY.get(str(move.get("difficulty")), TEXT)
        text = st.maneuver_short(str(move.get("maneuver", "")))
        half_w, half_h = draw.textlength(text, font=fnt) / 2 + 2, 9 * ui
        spot = _clear_spot([centroid(vp.pts(template))], half_w, half_h, bases, draw.im.size, 6 * ui)
        outlined_text(draw, spot, text, fnt, fill=colour)
    if move.get("bumped") and move.get("planned_end"):
        # where the template would have put the ship: a dashed outline over everything, named beside it
        corners = vp.pts(shapes.base_corners(move["planned_end"], ship.get("base")))
        dashed_polygon(draw, corners, st.BUMP, width=max(2, round(3 * ui)), dash=6 * ui, gap=4 * ui)
        names = ", ".join(str(ship_by_id(view).get(b, {}).get("label", b)) for b in move["bumped"])
        x0, y0, x1, y1 = _bbox(corners)
        text = f"BUMP {names}"
        fnt = font(round(14 * ui), bold=True)
        tw = draw.textlength(text, font=fnt)
        half_w, half_h = tw / 2 + 2, 9 * ui
        right, left = (x1 + 6 * ui + tw / 2, (y0 + y1) / 2), (x0 - 6 * ui - tw / 2, (y0 + y1) / 2)
        prefs = [right, left] if x1 + 6 * ui + tw < draw.im.size[0] else [left, right]
        spot = _clear_spot(prefs, half_w, half_h, bases, draw.im.size, 6 * ui)
        outlined_text(draw, spot, text, fnt, fill=st.BUMP)
    obstacles = {str(o.get("id")): o for o in view.get("obstacles") or []}
    for oid in move.get("obstacles_hit") or []:
        ob = obstacles.get(str(oid))
        if ob and len(ob.get("points") or []) >= 3:
            pts = vp.pts(ob["points"])
            draw.polygon(pts, outline=st.HIT, width=max(2, round(3 * ui)))
            x0, y0, x1, y1 = _bbox(pts)
            outlined_text(draw, ((x0 + x1) / 2, y1 + 3 * ui), "HIT!", fnt, fill=st.HIT, anchor="mt")


def _move_bases(
    draw: ImageDraw.ImageDraw, vp: Viewport, view: View, move: Mapping[str, Any], ship: Ship, ui: float
) -> list[Polygon]:
    """Pixel areas a move's labels must keep off: every ship drawn with its name and pips, the start ghost and
    a bump's planned end."""
    shown = visible_ships(view)
    poses = [(s["pose"], s.get("base")) for s, _ in shown]
    poses += [(move[k], ship.get("base")) for k in ("start", "planned_end") if move.get(k)]
    areas = [Polygon(vp.pts(shapes.base_corners(p, b))) for p, b in poses]
    return areas + [box_polygon(*marks_box(draw, vp, view, s, ui)) for s, wreck in shown if not wreck]


def _clear_spot(
    prefs: Sequence[tuple[float, float]],
    half_w: float,
    half_h: float,
    bases: Sequence[Polygon],
    size: tuple[int, int],
    step: float,
) -> tuple[float, float]:
    """A label centre inside the picture whose box lies on no base: the preferred spots in order, then rings
    around the first one (12 directions, `step` px apart); if none is clear, the one covering the least."""
    ax, ay = prefs[0]
    rings = [
        (ax + math.cos(math.pi * k / 6) * step * ring, ay - math.sin(math.pi * k / 6) * step * ring)
        for ring in range(1, 17)
        for k in range(12)
    ]
    # an upright rectangle (a name, pips, a ship facing along an axis) is scored by its bounds alone: shapely
    # is only needed for turned bases
    areas = [(b, b.bounds, b.area < _overlap(b.bounds, b.bounds) - 1e-6) for b in bases]
    best: tuple[float, tuple[float, float]] | None = None
    for x, y in [*prefs, *rings]:
        cx = min(max(x, half_w), size[0] - half_w)
        cy = min(max(y, half_h), size[1] - half_h)
        rect = (cx - half_w, cy - half_h, cx + half_w, cy + half_h)
        score = 0.0
        for b, bb, turned in areas:
            cover = _overlap(rect, bb)
            if cover > 0 and turned:
                cover = box_polygon(*rect).intersection(b).area
            score += cover
        if score <= 0:
            return cx, cy
        if best is None or score < best[0]:
            best = (score, (cx, cy))
    assert best is not None
    return best[1]


def draw_attack_area(draw: ImageDraw.ImageDraw, vp: Viewport, view: View, ui: float) -> None:
    """The attacker's firing arc out to range 3, bands marked, under the ships."""
    attack = view.get("last_attack")
    if not attack:
        return
    attacker = ship_by_id(view).get(str(attack.get("attacker")))
    if attacker is None or attack.get("weapon") not in (None, "primary"):
        return
    style = st.ship_style(attacker)
    for band in (3, 2, 1):
        area = shapes.arc_range_area(attacker["pose"], attacker.get("base"), band * RANGE_MM)
        if area.is_empty:
            continue
        pts = vp.pts(list(area.exterior.coords))
        draw.polygon(pts, fill=with_alpha(style.tint, 22), outline=with_alpha(style.outline, 90))


def draw_attack_line(draw: ImageDraw.ImageDraw, vp: Viewport, view: View, ui: float) -> None:
    attack = view.get("last_attack")
    if not attack:
        return
    line = attack.get("line") or []
    band = attack.get("range")
    colour = st.BAND.get(band if isinstance(band, int) else None, st.BAND[None])
    obstacles = {str(o.get("id")): o for o in view.get("obstacles") or []}
    if attack.get("obstructed") and attack.get("obstacle") in obstacles:
        ob = obstacles[str(attack["obstacle"])]
        draw.polygon(vp.pts(ob["points"]), outline=st.HIT, width=max(2, round(3 * ui)))
    defender = ship_by_id(view).get(str(attack.get("defender")))
    if defender is not None:
        corners = vp.pts(shapes.base_corners(defender["pose"], defender.get("base")))
        cx, cy = centroid(corners)
        draw.polygon(
            [(cx + (x - cx) * 1.18, cy + (y - cy) * 1.18) for x, y in corners],
            outline=st.HIT,
            width=max(2, round(2 * ui)),
        )
    if len(line) != 2:
        return
    a, b = vp.pt(*line[0]), vp.pt(*line[1])
    draw.line((a, b), fill=TEXT_DARK, width=max(4, round(7 * ui)))
    draw.line((a, b), fill=colour, width=max(2, round(4 * ui)))
    r = 4 * ui
    for p in (a, b):
        draw.ellipse((p[0] - r, p[1] - r, p[0] + r, p[1] + r), fill=colour, outline=TEXT_DARK)
    text = f"R{band}" if band else "out of range"
    if attack.get("distance_mm") is not None:
        text += f" · {float(attack['distance_mm']):.0f} mm"
    if attack.get("obstructed"):
        text += " · OBSTRUCTED"
    fnt = font(round(15 * ui), bold=True)
    tw = draw.textlength(text, font=fnt)
    pad = 4 * ui
    busy = [_bbox(vp.pts(shapes.base_corners(s["pose"], s.get("base")))) for s, _ in visible_ships(view)]
    busy += [_bbox(vp.pts(o["points"])) for o in view.get("obstacles") or [] if len(o.get("points") or []) >= 3]
    mid = _beside(a, b, tw / 2 + pad, 11 * ui, 6 * ui, busy, draw.im.size)
    box = (mid[0] - tw / 2 - pad, mid[1] - 11 * ui, mid[0] + tw / 2 + pad, mid[1] + 11 * ui)
    draw.rounded_rectangle(box, radius=round(5 * ui), fill=(16, 18, 22, 215), outline=colour, width=2)
    draw.text(mid, text, font=fnt, fill=colour, anchor="mm")


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _beside(
    a: tuple[float, float],
    b: tuple[float, float],
    half_w: float,
    half_h: float,
    clear: float,
    busy: Sequence[tuple[float, float, float, float]],
    size: tuple[int, int],
) -> tuple[float, float]:
    """A label centre beside the segment a-b, clear of it, covering as little of the ships and asteroids as
    possible and inside the picture (tries the middle first, then further along, both sides)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1e-6, (dx * dx + dy * dy) ** 0.5)
    nx, ny = -dy / length, dx / length
    off = abs(nx) * half_w + abs(ny) * half_h + clear  # far enough along the normal that the box misses the line
    best: tuple[float, tuple[float, float]] | None = None
    for t in (0.5, 0.35, 0.65, 0.2, 0.8):
        for sign in (1, -1):
            cx, cy = a[0] + dx * t + sign * nx * off, a[1] + dy * t + sign * ny * off
            # keep the label inside the picture, even if that pushes it nearer the line
            cx = min(max(cx, half_w), size[0] - half_w)
            cy = min(max(cy, half_h), size[1] - half_h)
            box = (cx - half_w, cy - half_h, cx + half_w, cy + half_h)
            score = sum(_overlap(box, other) for other in busy)
            # covering the measuring line itself is worst: sample it
            score += 1e6 * sum(
                1
                for k in range(11)
                if box[0] <= a[0] + dx * k / 10 <= box[2] and box[1] <= a[1] + dy * k / 10 <= box[3]
            )
            if best is None or score < best[0]:
                best = (score, (cx, cy))
    assert best is not None
    return best[1]


# ---------------------------------------------------------------- ships


def visible_ships(view: View) -> list[tuple[Ship, str | None]]:
    """Ships to draw with a wreck note: live ships, plus ships destroyed or fled in the step just shown."""
    recent: set[str] = set()
    if view.get("last_move"):
        recent.add(str(view["last_move"].get("ship")))
    if view.get("last_attack"):
        recent.add(str(view["last_attack"].get("defender")))
    out: list[tuple[Ship, str | None]] = []
    for s in ships(view):
        if not placed(s):
            continue
        if s.get("fled"):
            if str(s.get("id")) in recent:
                out.append((s, "FLED"))
        elif s.get("destroyed"):
            if str(s.get("id")) in recent:
                out.append((s, "DESTROYED"))
        else:
            out.append((s, None))
    return out


def draw_ship_base(
    draw: ImageDraw.ImageDraw, vp: Viewport, ship: Ship, ui: float, active: bool, wreck: str | None
) -> None:
    style = st.ship_style(ship)
    pose, base = ship["pose"], ship.get("base")
    corners = vp.pts(shapes.base_corners(pose, base))
    if active:
        cx, cy = centroid(corners)
        glow = [(cx + (x - cx) * 1.22, cy + (y - cy) * 1.22) for x, y in corners]
        draw.polygon(glow, fill=with_alpha(st.ACTIVE, 70), outline=st.ACTIVE, width=max(2, round(3 * ui)))
    fill = mix(style.fill, LOST, 0.7) if wreck else style.fill
    draw.polygon(corners, fill=fill, outline=style.outline, width=max(2, round(2 * ui)))
    arc = vp.pts(shapes.arc_on_base(pose, base))
    draw.polygon(arc, fill=mix(fill, TEXT, 0.35))
    # a bright front edge: the facing must read at a glance, even on a thumbnail
    front = vp.pts(shapes.front_edge(pose, base))
    draw.line(front, fill=mix(style.outline, TEXT, 0.5), width=max(3, round(4 * ui)))
    # the arc lines, carried a short way beyond the base so the firing arc reads at a glance
    wedge = vp.pts(list(shapes.arc_wedge(pose, base, reach=18.0).exterior.coords)[:4])
    width = max(1, round(2 * ui))
    draw.line((wedge[0], wedge[3]), fill=with_alpha(style.outline, 200), width=width)
    draw.line((wedge[1], wedge[2]), fill=with_alpha(style.outline, 200), width=width)
    if wreck:
        draw.line((corners[0], corners[2]), fill=st.HIT, width=max(2, round(3 * ui)))
        draw.line((corners[1], corners[3]), fill=st.HIT, width=max(2, round(3 * ui)))


def _bbox(points: Sequence[tuple[float, float]]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def draw_ship_marks(
    img: Image.Image, draw: ImageDraw.ImageDraw, vp: Viewport, view: View, ship: Ship, ui: float, wreck: str | None
) -> None:
    """Label, pilot skill badge, hull/shield pips, tokens and the dial state (what this picture may show)."""
    pose, base = ship["pose"], ship.get("base")
    corners = vp.pts(shapes.base_corners(pose, base))
    x0, y0, _, y1 = _bbox(corners)
    cx, cy = vp.pt(float(pose["x"]), float(pose["y"]))
    label = str(ship.get("label") or ship.get("id"))
    outlined_text(draw, (cx, cy), label, _label_font(vp, ship, ui))
    skill = st.skill_text(ship)
    if skill is not None:
        # pilot skill: an orange disc at the top-left, as on the cards
        r = 10 * ui
        bx, by = x0 - r * 0.2, y0 - r * 0.2  # just outside the corner, clear of the label
        draw.ellipse((bx - r, by - r, bx + r, by + r), fill=(247, 103, 7), outline=TEXT_DARK, width=2)
        draw.text((bx, by), skill, font=font(round(14 * ui), bold=True), fill=TEXT, anchor="mm")
    y = y1 + 4 * ui
    if wreck:
        fnt = font(round(14 * ui), bold=True)
        half = draw.textlength(wreck, font=fnt) / 2 + 3
        wx = min(max(cx, half), draw.im.size[0] - half)  # a fled ship may hang off the picture
        outlined_text(draw, (wx, y + 8 * ui), wreck, fnt, fill=st.HIT, anchor="mt")
        return
    # hull and shields left: blue squares (shields) then yellow squares (hull); lost ones hollow
    pip, gap = _pip_size(ui)
    pips = _pips(ship)
    total = len(pips) * (pip + gap) - gap
    px = cx - total / 2
    draw.rectangle((px - 3, y - 2, px + total + 3, y + pip + 2), fill=(10, 12, 16, 200))
    for colour, alive in pips:
        draw.rectangle((px, y, px + pip - 1, y + pip - 1), fill=colour if alive else None, outline=colour)
        px += pip + gap
    y += pip + 5 * ui
    chips = _chips(view, ship)
    if chips:
        size = round(17 * ui)
        cw = chips_width(chips, size)
        draw_chips(img, cx - cw / 2, y, chips, size)


def _label_font(vp: Viewport, ship: Ship, ui: float) -> Font:
    label = str(ship.get("label") or ship.get("id"))
    size = round(min(34 * ui, max(16 * ui, vp.mm(shapes.side_mm(ship.get("base"))) * 0.42)))
    if len(label) > LABEL_CHARS:  # a sandbox id is written whole, smaller, rather than cut
        size = max(round(10 * ui), round(size * LABEL_CHARS / len(label)))
    return font(size, bold=True)


def _pip_size(ui: float) -> tuple[int, int]:
    return round(7 * ui), max(1, round(2 * ui))


def _pips(ship: Ship) -> list[tuple[Any, bool]]:
    hull_max, hull = int(ship.get("hull_max", 0) or 0), int(ship.get("hull", 0) or 0)
    sh_max, sh = int(ship.get("shields_max", 0) or 0), int(ship.get("shields", 0) or 0)
    return [(SHIELD, i < sh) for i in range(sh_max)] + [(HULL, i < hull) for i in range(hull_max)]


def _chips(view: View, ship: Ship) -> list[Any]:
    chips: list[Any] = st.token_chips(ship)
    dial = st.dial_chip(ship, may_show_dial(view, ship))
    if dial is not None:
        chips.append(dial)
    return chips


def marks_box(
    draw: ImageDraw.ImageDraw, vp: Viewport, view: View, ship: Ship, ui: float
) -> tuple[float, float, float, float]:
    """The pixel box of a live ship's name and of the pips and chips under its base (see draw_ship_marks)."""
    pose = ship["pose"]
    _, _, _, y1 = _bbox(vp.pts(shapes.base_corners(pose, ship.get("base"))))
    cx, cy = vp.pt(float(pose["x"]), float(pose["y"]))
    fnt = _label_font(vp, ship, ui)
    label = str(ship.get("label") or ship.get("id"))
    x0, y0, x1, y1_text = fnt.getbbox(label, anchor="mm")
    half = max(-x0, x1) + 2
    pip, gap = _pip_size(ui)
    half = max(half, (len(_pips(ship)) * (pip + gap) - gap) / 2 + 3)
    bottom = y1 + 4 * ui + pip + 2
    chips = _chips(view, ship)
    if chips:
        size = round(17 * ui)
        half = max(half, chips_width(chips, size) / 2)
        bottom += 5 * ui + size
    return cx - half, cy + y0 - 2, cx + half, max(bottom, cy + y1_text + 2)


def draw_board(img: Image.Image, vp: Viewport, view: View, ui: float) -> None:
    """Everything dynamic, drawn over a static layer already in `img`."""
    draw = Canvas(img, "RGBA")
    draw_attack_area(draw, vp, view, ui)
    draw_last_move(draw, vp, view, ui)
    active = view.get("active_ship")
    shown = visible_ships(view)
    for ship, wreck in shown:
        draw_ship_base(draw, vp, ship, ui, active is not None and ship.get("id") == active, wreck)
    draw_attack_line(draw, vp, view, ui)
    draw_move_labels(draw, vp, view, ui)
    for ship, wreck in shown:
        draw_ship_marks(img, draw, vp, view, ship, ui, wreck)
