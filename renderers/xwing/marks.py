"""Each ship's marks: its label on the base, the pilot-skill badge, and the strip of shield/hull pips and token
chips; plus the nose mark that shows its heading.

`layout` is the label-placement pass: in a tangle the usual spots (badge at the base's top-left corner, strip
under the base) may lie on another ship, so each badge and strip takes the first clear spot among the base's
corners / sides, then rings around its usual spot, never over another ship's base, nose, label, badge or strip
(nor, for the strip, its own base). Ships are placed in the view's order, so the picture is deterministic.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw
from shapely.geometry import Polygon

from renderers.common.colors import HULL, SHIELD, TEXT, TEXT_DARK
from renderers.common.fonts import Font, font
from renderers.common.text import chips_width, draw_chips, outlined_text
from renderers.common.viewport import Viewport
from renderers.xwing import shapes
from renderers.xwing import style as st
from renderers.xwing.placement import Area, Box, area, bbox, box_area, clear_spot, overlap
from renderers.xwing.secrecy import may_show_dial

View = Mapping[str, Any]
Ship = Mapping[str, Any]
LABEL_CHARS = 5  # match labels are short ("LS", "AP2"); longer ones (sandbox ids) get a smaller font
NOSE_MM = (6.0, 9.0)  # the nose mark: half its width and its length ahead of the front edge, in mm


@dataclass(frozen=True)
class Marks:
    label: Box
    skill: Box | None  # the badge's square (the disc inside it); None for a ship without skill
    strip: Box  # pips and chips

    def boxes(self) -> list[Box]:
        return [self.label, self.strip] + ([self.skill] if self.skill else [])


def nose(pose: Mapping[str, Any], base: str | None) -> list[tuple[float, float]]:
    """A small triangle ahead of the front edge's middle, pointing where the ship faces (mm)."""
    p = shapes.to_pose(pose)
    h = shapes.side_mm(base) / 2
    w, length = NOSE_MM
    return [p.to_world(-w, h + 0.5), p.to_world(w, h + 0.5), p.to_world(0.0, h + length)]


def label_font(vp: Viewport, ship: Ship, ui: float) -> Font:
    label = str(ship.get("label") or ship.get("id"))
    size = round(min(34 * ui, max(16 * ui, vp.mm(shapes.side_mm(ship.get("base"))) * 0.42)))
    if len(label) > LABEL_CHARS:  # a sandbox id is written whole, smaller, rather than cut
        size = max(round(10 * ui), round(size * LABEL_CHARS / len(label)))
    return font(size, bold=True)


def pip_size(ui: float) -> tuple[int, int]:
    return round(7 * ui), max(1, round(2 * ui))


def pips(ship: Ship) -> list[tuple[Any, bool]]:
    hull_max, hull = int(ship.get("hull_max", 0) or 0), int(ship.get("hull", 0) or 0)
    sh_max, sh = int(ship.get("shields_max", 0) or 0), int(ship.get("shields", 0) or 0)
    return [(SHIELD, i < sh) for i in range(sh_max)] + [(HULL, i < hull) for i in range(hull_max)]


def chips(view: View, ship: Ship) -> list[Any]:
    out: list[Any] = st.token_chips(ship)
    dial = st.dial_chip(ship, may_show_dial(view, ship))
    if dial is not None:
        out.append(dial)
    return out


def _label_box(vp: Viewport, ship: Ship, ui: float) -> Box:
    cx, cy = vp.pt(float(ship["pose"]["x"]), float(ship["pose"]["y"]))
    x0, y0, x1, y1 = label_font(vp, ship, ui).getbbox(str(ship.get("label") or ship.get("id")), anchor="mm")
    return cx + x0 - 2, cy + y0 - 2, cx + x1 + 2, cy + y1 + 2


def _strip_size(view: View, ship: Ship, ui: float) -> tuple[float, float]:
    pip, gap = pip_size(ui)
    width: float = len(pips(ship)) * (pip + gap) - gap + 6
    height: float = pip + 4
    found = chips(view, ship)
    if found:
        size = round(17 * ui)
        width = max(width, chips_width(found, size))
        height += 5 * ui + size - 2
    return width, height


def layout(
    vp: Viewport, view: View, shown: list[tuple[Ship, str | None]], ui: float, size: tuple[int, int]
) -> dict[str, Marks]:
    """Where each live ship's label, skill badge and pip/chip strip go (pixels): the placement pass."""
    polygons = {str(s.get("id")): Polygon(vp.pts(shapes.base_corners(s["pose"], s.get("base")))) for s, _ in shown}
    picture = (0.0, 0.0, float(size[0]), float(size[1]))
    # a ship off this picture (a zoomed crop) has no marks here: clamped into the frame they would lie on others
    live = [s for s, wreck in shown if not wreck and overlap(polygons[str(s.get("id"))].bounds, picture) > 0]
    bases = {sid: area(poly) for sid, poly in polygons.items()}
    noses = [box_area(bbox(vp.pts(nose(s["pose"], s.get("base"))))) for s in live]
    labels = {str(s.get("id")): _label_box(vp, s, ui) for s in live}
    placed: list[Area] = []
    out: dict[str, Marks] = {}
    r = 10 * ui
    for ship in live:
        sid = str(ship.get("id"))
        x0, y0, x1, y1 = bases[sid][0]
        others = [b for o, b in bases.items() if o != sid] + noses
        others += [box_area(lb) for o, lb in labels.items() if o != sid]
        w, h = _strip_size(view, ship, ui)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        gap = 4 * ui
        prefs = [
            (cx, y1 + gap + h / 2),
            (cx, y0 - gap - h / 2),
            (x1 + gap + w / 2, cy),
            (x0 - gap - w / 2, cy),
        ]
        sx, sy = clear_spot(prefs, w / 2, h / 2, [*others, bases[sid], *placed], size, 6 * ui)
        strip = (sx - w / 2, sy - h / 2, sx + w / 2, sy + h / 2)
        placed.append(box_area(strip))
        skill: Box | None = None
        if st.skill_text(ship) is not None:
            # just outside a corner of the base, the top-left one first (as on the cards), then the others
            corners = []
            for x, y in sorted(polygons[sid].exterior.coords[:4], key=lambda c: c[0] + c[1]):
                dx, dy = x - cx, y - cy
                d = max(1e-6, (dx * dx + dy * dy) ** 0.5)
                corners.append((x + dx / d * r * 0.3, y + dy / d * r * 0.3))
            bx, by = clear_spot(corners, r, r, [*others, *placed], size, 4 * ui)
            skill = (bx - r, by - r, bx + r, by + r)
            placed.append(box_area(skill))
        out[sid] = Marks(labels[sid], skill, strip)
    return out


def draw_nose(draw: ImageDraw.ImageDraw, vp: Viewport, ship: Ship, colour: Any) -> None:
    draw.polygon(vp.pts(nose(ship["pose"], ship.get("base"))), fill=colour, outline=TEXT_DARK)


def draw_marks(
    img: Image.Image, draw: ImageDraw.ImageDraw, vp: Viewport, view: View, ship: Ship, ui: float, marks: Marks
) -> None:
    """Label, pilot skill badge, hull/shield pips, tokens and the dial state (what this picture may show)."""
    cx, cy = vp.pt(float(ship["pose"]["x"]), float(ship["pose"]["y"]))
    outlined_text(draw, (cx, cy), str(ship.get("label") or ship.get("id")), label_font(vp, ship, ui))
    skill = st.skill_text(ship)
    if skill is not None and marks.skill is not None:
        # pilot skill: an orange disc, as on the cards
        draw.ellipse(marks.skill, fill=(247, 103, 7), outline=TEXT_DARK, width=2)
        bx, by = (marks.skill[0] + marks.skill[2]) / 2, (marks.skill[1] + marks.skill[3]) / 2
        draw.text((bx, by), skill, font=font(round(14 * ui), bold=True), fill=TEXT, anchor="mm")
    # hull and shields: blue squares (shields) then yellow squares (hull); lost ones hollow
    pip, gap = pip_size(ui)
    found = pips(ship)
    total = len(found) * (pip + gap) - gap
    sx = (marks.strip[0] + marks.strip[2]) / 2
    px, y = sx - total / 2, marks.strip[1] + 2
    draw.rectangle((px - 3, y - 2, px + total + 3, y + pip + 2), fill=(10, 12, 16, 200))
    for colour, alive in found:
        draw.rectangle((px, y, px + pip - 1, y + pip - 1), fill=colour if alive else None, outline=colour)
        px += pip + gap
    y += pip + 5 * ui
    tokens = chips(view, ship)
    if tokens:
        size = round(17 * ui)
        draw_chips(img, sx - chips_width(tokens, size) / 2, y, tokens, size)


def draw_wreck_note(draw: ImageDraw.ImageDraw, vp: Viewport, ship: Ship, ui: float, wreck: str) -> None:
    """DESTROYED / FLED under a ship that left the table in the step shown."""
    _, _, _, y1 = bbox(vp.pts(shapes.base_corners(ship["pose"], ship.get("base"))))
    cx, cy = vp.pt(float(ship["pose"]["x"]), float(ship["pose"]["y"]))
    outlined_text(draw, (cx, cy), str(ship.get("label") or ship.get("id")), label_font(vp, ship, ui))
    fnt = font(round(14 * ui), bold=True)
    half = draw.textlength(wreck, font=fnt) / 2 + 3
    wx = min(max(cx, half), draw.im.size[0] - half)  # a fled ship may hang off the picture
    outlined_text(draw, (wx, y1 + 4 * ui + 8 * ui), wreck, fnt, fill=st.HIT, anchor="mt")
