"""The private planning picture of one ship: its surroundings with a ghost base at the end of every maneuver on its
dial, coloured by difficulty and labelled, marked where it would bump, hit an asteroid or leave the mat, and the
enemies with their range bands.

Every outcome is the game's (view["planning"], from bot.games.xwing.planning: the activation's own geometry on the
table as it stands); this module only draws them. Sent only to the player who sets that dial.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image
from shapely.geometry import Polygon

from renderers.common.canvas import Canvas
from renderers.common.colors import BACKGROUND, PANEL, TEXT, TEXT_DIM, with_alpha
from renderers.common.fonts import font
from renderers.common.shapes import centroid, dashed_polygon
from renderers.common.text import ellipsize, outlined_text, wrap
from renderers.common.words import say, speaking
from renderers.xwing import shapes
from renderers.xwing import style as st
from renderers.xwing import words as xw
from renderers.xwing.board import draw_board, draw_static, visible_ships
from renderers.xwing.crop import crop_viewport, overview_inset, square_around
from renderers.xwing.marks import Marks
from renderers.xwing.placement import area, box_area, clear_spot

View = Mapping[str, Any]
PX = 640
OFF: tuple[int, int, int] = (173, 181, 189)  # a ghost that leaves the mat: grey, the ship would be lost


def marks(ghost: Mapping[str, Any]) -> list[str]:
    """What a ghost is marked with, in the legend's words: bump, rock (lands on or crosses an asteroid), off."""
    out = []
    if ghost.get("bumped"):
        out.append("bump")
    if ghost.get("obstacles_hit"):
        out.append("rock")
    if ghost.get("fled"):
        out.append("off")
    return out


def ghost_label(ghost: Mapping[str, Any]) -> str:
    words = [say(f"xwing.plan.{m}") for m in marks(ghost)]
    return " ".join([st.maneuver_short(str(ghost.get("maneuver", ""))), *words])


def _ship(view: View, sid: Any) -> Mapping[str, Any] | None:
    return next((s for s in view.get("ships") or [] if s.get("id") == sid), None)


def planning_box(view: View) -> tuple[float, float, float, float]:
    """The ship and every ghost (an off-mat ghost up to the mat's margin)."""
    plan = view["planning"]
    ship = _ship(view, plan["ship"]) or {}
    pts = list(shapes.base_corners(ship["pose"], ship.get("base")))
    for g in plan.get("ghosts") or []:
        pts += shapes.base_corners(g["end"], ship.get("base"))
    return square_around(pts, view)


def _header(view: View, ship: Mapping[str, Any], width: int, ui: float) -> Image.Image:
    h = round(34 * ui)
    img = Image.new("RGB", (width, h), PANEL)
    draw = Canvas(img)
    text = say(
        "xwing.plan.header", round=view.get("round", "?"), label=str(ship.get("label")), name=st.pilot_and_type(ship)
    )
    fnt = font(round(16 * ui), bold=True)
    draw.text((10, h / 2), ellipsize(draw, text, fnt, width - 20), font=fnt, fill=st.ACTIVE, anchor="lm")
    return img


def _legend(view: View, ship: Mapping[str, Any], width: int, ui: float) -> Image.Image:
    plan = view["planning"]
    img = Image.new("RGB", (width, 400), PANEL)
    draw = Canvas(img, "RGBA")
    fnt, bold = font(round(13 * ui)), font(round(13 * ui), bold=True)
    x, y = 10.0, 8.0
    for difficulty in ("green", "white", "red"):
        name = xw.difficulty(difficulty)
        draw.rectangle((x, y + 2, x + 14 * ui, y + 14 * ui), fill=st.DIFFICULTY[difficulty])
        draw.text((x + 18 * ui, y), name, font=fnt, fill=TEXT)
        x += 18 * ui + draw.textlength(name, font=fnt) + 14
    x, y = 10.0, y + 20 * ui
    for mark, colour in (("bump", st.BUMP), ("rock", st.HIT), ("off", OFF)):
        word, what = say(f"xwing.plan.{mark}"), say(f"xwing.plan.{mark}_is")
        if x + draw.textlength(f"{word} {what}", font=bold) > width - 10:
            x, y = 10.0, y + 18 * ui
        draw.text((x, y), word, font=bold, fill=colour)
        x += draw.textlength(word, font=bold) + 4
        draw.text((x, y), what, font=fnt, fill=TEXT_DIM)
        x += draw.textlength(what, font=fnt) + 12
    y += 22 * ui
    labels = {s.get("id"): str(s.get("label")) for s in view.get("ships") or []}
    before = [labels.get(o, str(o)) for o in plan.get("earlier") or []]
    label = str(ship.get("label"))
    lines = [
        say("xwing.plan.earlier", label=label, ships=", ".join(before))
        if before
        else say("xwing.plan.first", label=label)
    ]
    enemy_bits = []
    for e in plan.get("enemies") or []:
        band = say("xwing.band", n=e["range"]) if e.get("range") else say("xwing.plan.beyond")
        arc_key = "xwing.plan.in_arc_obstructed" if e.get("obstructed") else "xwing.plan.in_arc"
        arc = say(arc_key) if e.get("in_arc") else ""
        enemy_bits.append(
            say("xwing.plan.enemy", ship=str(labels.get(e.get("ship"), e.get("ship"))), band=band, arc=arc)
        )
    if enemy_bits:
        lines.append(say("xwing.plan.enemies", list="; ".join(enemy_bits)))
    for line in lines:
        for part in wrap(draw, line, fnt, width - 20):
            draw.text((10, y), part, font=fnt, fill=TEXT)
            y += 17 * ui
    return img.crop((0, 0, width, round(y + 6 * ui)))


def _draw_bands(draw: Any, vp: Any, ship: Mapping[str, Any], ui: float) -> None:
    """Range 1-3 around the ship's base, faint, so the enemies' bands read on the picture too."""
    base = shapes.base_polygon(ship["pose"], ship.get("base"))
    for band in (3, 2, 1):
        ring = base.buffer(band * 100.0, quad_segs=8)
        colour = st.BAND[band]
        draw.line(vp.pts(list(ring.exterior.coords)), fill=with_alpha(colour, 110), width=max(1, round(ui)))


def _draw_ghosts(draw: Any, vp: Any, view: View, ship: Mapping[str, Any], ui: float) -> None:
    for g in view["planning"].get("ghosts") or []:
        colour = OFF if g.get("fled") else st.DIFFICULTY.get(str(g.get("difficulty")), TEXT)
        corners = vp.pts(shapes.base_corners(g["end"], ship.get("base")))
        draw.polygon(corners, fill=(*colour, 36))
        outline = st.BUMP if g.get("bumped") else st.HIT if g.get("obstacles_hit") else colour
        dashed_polygon(draw, corners, (*outline, 230), width=max(2, round(2 * ui)), dash=6 * ui, gap=4 * ui)
        draw.line(vp.pts(shapes.front_edge(g["end"], ship.get("base"))), fill=colour, width=max(2, round(3 * ui)))


def _draw_labels(
    draw: Any, vp: Any, view: View, ship: Mapping[str, Any], ui: float, placed: Mapping[str, Marks]
) -> None:
    """One label per ghost at its centre, moved off every ship, name, pip strip and label placed before it."""
    fnt = font(round(12 * ui), bold=True)
    size = draw.im.size
    shown = visible_ships(view)
    busy = [area(Polygon(vp.pts(shapes.base_corners(s["pose"], s.get("base"))))) for s, _ in shown]
    busy += [box_area(b) for marks in placed.values() for b in marks.boxes()]
    for g in view["planning"].get("ghosts") or []:
        text = ghost_label(g)
        half_w, half_h = draw.textlength(text, font=fnt) / 2 + 2, 8 * ui
        corners = vp.pts(shapes.base_corners(g["end"], ship.get("base")))
        spot = clear_spot([centroid(corners)], half_w, half_h, busy, size, 5 * ui)
        colour = OFF if g.get("fled") else st.DIFFICULTY.get(str(g.get("difficulty")), TEXT)
        outlined_text(draw, spot, text, fnt, fill=colour)
        busy.append(box_area((spot[0] - half_w, spot[1] - half_h, spot[0] + half_w, spot[1] + half_h)))
    for e in view["planning"].get("enemies") or []:
        enemy = _ship(view, e.get("ship"))
        if enemy is None or enemy.get("pose") is None:
            continue
        ex, ey = vp.pt(float(enemy["pose"]["x"]), float(enemy["pose"]["y"]))
        if not (0 <= ex < size[0] and 0 <= ey < size[1]):
            continue  # off this picture: the legend names its band
        text = say("xwing.band", n=e["range"]) if e.get("range") else say("xwing.beyond")
        text += " " + say("xwing.plan.arc_mark") if e.get("in_arc") else ""
        boxes = placed[str(enemy.get("id"))].boxes() if str(enemy.get("id")) in placed else []
        if not boxes:
            continue
        x0, x1, y1 = min(b[0] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)
        half_w, half_h = draw.textlength(text, font=fnt) / 2 + 2, 8 * ui
        spot = clear_spot([((x0 + x1) / 2, y1 + half_h + 2)], half_w, half_h, busy, size, 5 * ui)
        outlined_text(draw, spot, text, fnt, fill=st.BAND.get(e.get("range"), st.BAND[None]))
        busy.append(box_area((spot[0] - half_w, spot[1] - half_h, spot[0] + half_w, spot[1] + half_h)))


def render_planning(view: View, px: int = PX, ui: float = 1.35, *, locale: str | None = None) -> Image.Image | None:
    """The planning picture of view["planning"]["ship"] (None when the view carries no planning), its words in
    `locale` (else the language being drawn in)."""
    with speaking(locale):
        return _render_planning(view, px, ui)


def _render_planning(view: View, px: int, ui: float) -> Image.Image | None:
    plan = view.get("planning")
    ship = _ship(view, (plan or {}).get("ship"))
    if not plan or ship is None or ship.get("pose") is None:
        return None
    box = planning_box(view)
    vp = crop_viewport(box, px)
    board = Image.new("RGB", (px, px), BACKGROUND)
    scale_ui = min(2.0, max(0.9, vp.scale * 0.8))
    draw_static(board, vp, view, min(ui, scale_ui))
    draw = Canvas(board, "RGBA")
    _draw_bands(draw, vp, ship, scale_ui)
    _draw_ghosts(draw, vp, view, ship, scale_ui)
    plain = {**view, "last_move": None, "last_attack": None, "active_ship": ship.get("id")}
    placed = draw_board(board, vp, plain, scale_ui)
    _draw_labels(Canvas(board, "RGBA"), vp, view, ship, scale_ui, placed)
    inset_px = px // 4
    board.paste(overview_inset(view, inset_px, box), (px - inset_px - 6, px - inset_px - 6))
    header, legend = _header(view, ship, px, ui), _legend(view, ship, px, ui)
    img = Image.new("RGB", (px, header.height + px + legend.height), BACKGROUND)
    img.paste(header, (0, 0))
    img.paste(board, (0, header.height))
    img.paste(legend, (0, header.height + px))
    return img
