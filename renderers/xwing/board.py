"""The table: mat, range grid, edges and set-up zones, asteroids (a cached static layer), then what happened
last (template, ghosts, bump, measuring line, arc) and the ships with their labels, skill, hull/shields, tokens."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw
from shapely.geometry import Polygon

from renderers.common.cache import LayerCache
from renderers.common.canvas import Canvas
from renderers.common.colors import BACKGROUND, LOST, TEXT, TEXT_DARK, mix, with_alpha
from renderers.common.fonts import font
from renderers.common.shapes import centroid, dashed_polygon
from renderers.common.text import outlined_text
from renderers.common.viewport import Viewport
from renderers.common.words import language, number, say
from renderers.xwing import shapes
from renderers.xwing import style as st
from renderers.xwing import words as xw
from renderers.xwing.marks import Marks, draw_marks, draw_nose, draw_wreck_note, layout
from renderers.xwing.placement import Area, area, bbox, box_area, clear_spot, overlap
from renderers.xwing.spots import draw_spots

View = Mapping[str, Any]
Ship = Mapping[str, Any]

MARGIN_MM = 36.0  # room around the mat for fleeing ships and the edge names
RANGE_MM = 100.0
ARC_REACH_MM = 24.0  # how far beyond the base the firing-arc wedge is drawn
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
        label = say("xwing.edge", side=xw.side_of(seat).upper())
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

    # the edges are named in the picture's language: a layer per language
    return STATIC_CACHE.get((obstacle_key(view), vp, ui, size, language()), build)


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


def draw_move_labels(
    draw: ImageDraw.ImageDraw, vp: Viewport, view: View, ui: float, placed: Mapping[str, Marks]
) -> None:
    move = view.get("last_move")
    if not move:
        return
    ship = ship_by_id(view).get(str(move.get("ship")))
    if ship is None:
        return
    template = move.get("template") or []
    fnt = font(round(15 * ui), bold=True)
    bases = _move_bases(vp, view, move, ship, placed)
    if len(template) >= 3:
        colour = st.DIFFICULTY.get(str(move.get("difficulty")), TEXT)
        text = st.maneuver_short(str(move.get("maneuver", "")))
        half_w, half_h = draw.textlength(text, font=fnt) / 2 + 2, 9 * ui
        spot = clear_spot([centroid(vp.pts(template))], half_w, half_h, bases, draw.im.size, 6 * ui)
        outlined_text(draw, spot, text, fnt, fill=colour)
    if move.get("bumped") and move.get("planned_end"):
        # where the template would have put the ship: a dashed outline over everything, named beside it
        corners = vp.pts(shapes.base_corners(move["planned_end"], ship.get("base")))
        dashed_polygon(draw, corners, st.BUMP, width=max(2, round(3 * ui)), dash=6 * ui, gap=4 * ui)
        names = ", ".join(str(ship_by_id(view).get(b, {}).get("label", b)) for b in move["bumped"])
        x0, y0, x1, y1 = bbox(corners)
        text = say("xwing.bump_mark", ships=names)
        fnt = font(round(14 * ui), bold=True)
        tw = draw.textlength(text, font=fnt)
        half_w, half_h = tw / 2 + 2, 9 * ui
        right, left = (x1 + 6 * ui + tw / 2, (y0 + y1) / 2), (x0 - 6 * ui - tw / 2, (y0 + y1) / 2)
        prefs = [right, left] if x1 + 6 * ui + tw < draw.im.size[0] else [left, right]
        spot = clear_spot(prefs, half_w, half_h, bases, draw.im.size, 6 * ui)
        outlined_text(draw, spot, text, fnt, fill=st.BUMP)
    obstacles = {str(o.get("id")): o for o in view.get("obstacles") or []}
    for oid in move.get("obstacles_hit") or []:
        ob = obstacles.get(str(oid))
        if ob and len(ob.get("points") or []) >= 3:
            pts = vp.pts(ob["points"])
            draw.polygon(pts, outline=st.HIT, width=max(2, round(3 * ui)))
            x0, y0, x1, y1 = bbox(pts)
            outlined_text(draw, ((x0 + x1) / 2, y1 + 3 * ui), say("xwing.hit_mark"), fnt, fill=st.HIT, anchor="mt")


def _move_bases(
    vp: Viewport, view: View, move: Mapping[str, Any], ship: Ship, placed: Mapping[str, Marks]
) -> list[Area]:
    """Pixel areas a move's labels must keep off: every ship drawn with its name and pips, the start ghost and
    a bump's planned end."""
    shown = visible_ships(view)
    poses = [(s["pose"], s.get("base")) for s, _ in shown]
    poses += [(move[k], ship.get("base")) for k in ("start", "planned_end") if move.get(k)]
    areas = [area(Polygon(vp.pts(shapes.base_corners(p, b)))) for p, b in poses]
    return areas + [box_area(b) for marks in placed.values() for b in marks.boxes()]


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
    text = say("xwing.band", n=band) if band else say("xwing.out_of_range")
    if attack.get("distance_mm") is not None:
        text += " · " + say("xwing.mm", n=number(float(attack["distance_mm"])))
    if attack.get("obstructed"):
        text += " · " + say("xwing.obstructed_mark")
    fnt = font(round(15 * ui), bold=True)
    tw = draw.textlength(text, font=fnt)
    pad = 4 * ui
    busy = [bbox(vp.pts(shapes.base_corners(s["pose"], s.get("base")))) for s, _ in visible_ships(view)]
    busy += [bbox(vp.pts(o["points"])) for o in view.get("obstacles") or [] if len(o.get("points") or []) >= 3]
    mid = _beside(a, b, tw / 2 + pad, 11 * ui, 6 * ui, busy, draw.im.size)
    box = (mid[0] - tw / 2 - pad, mid[1] - 11 * ui, mid[0] + tw / 2 + pad, mid[1] + 11 * ui)
    draw.rounded_rectangle(box, radius=round(5 * ui), fill=(16, 18, 22, 215), outline=colour, width=2)
    draw.text(mid, text, font=fnt, fill=colour, anchor="mm")


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
            score = sum(overlap(box, other) for other in busy)
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
                out.append((s, say("xwing.wreck.fled")))
        elif s.get("destroyed"):
            if str(s.get("id")) in recent:
                out.append((s, say("xwing.wreck.destroyed")))
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
    # the firing arc as a faint wedge a short way beyond the base, its lines brighter (the nose mark ahead of the
    # front edge is drawn over every base, see draw_board): the facing reads at a glance, even in a tangle
    wedge = vp.pts(list(shapes.arc_wedge(pose, base, reach=ARC_REACH_MM).exterior.coords)[:4])
    if not wreck:
        draw.polygon(wedge, fill=with_alpha(style.outline, 46))
    width = max(1, round(2 * ui))
    draw.line((wedge[0], wedge[3]), fill=with_alpha(style.outline, 200), width=width)
    draw.line((wedge[1], wedge[2]), fill=with_alpha(style.outline, 200), width=width)

    if wreck:
        draw.line((corners[0], corners[2]), fill=st.HIT, width=max(2, round(3 * ui)))
        draw.line((corners[1], corners[3]), fill=st.HIT, width=max(2, round(3 * ui)))


def draw_board(img: Image.Image, vp: Viewport, view: View, ui: float) -> dict[str, Marks]:
    """Everything dynamic, drawn over a static layer already in `img`; returns where each ship's marks went."""
    draw = Canvas(img, "RGBA")
    draw_attack_area(draw, vp, view, ui)
    draw_last_move(draw, vp, view, ui)
    active = view.get("active_ship")
    shown = visible_ships(view)
    for ship, wreck in shown:
        draw_ship_base(draw, vp, ship, ui, active is not None and ship.get("id") == active, wreck)
    for ship, wreck in shown:
        if not wreck:  # over every base, so a ship touching another still shows which way it faces
            draw_nose(draw, vp, ship, mix(st.ship_style(ship).outline, TEXT, 0.5))
    placed = layout(vp, view, shown, ui, draw.im.size)
    draw_attack_line(draw, vp, view, ui)
    draw_move_labels(draw, vp, view, ui, placed)
    for ship, wreck in shown:
        if wreck:
            draw_wreck_note(draw, vp, ship, ui, wreck)
        elif str(ship.get("id")) in placed:
            draw_marks(img, draw, vp, view, ship, ui, placed[str(ship.get("id"))])
    draw_spots(draw, vp, view, ui)  # a prompt's numbered places, over everything (they are the question)
    return placed
