"""Whole pictures: the full board with its side panel, and the phone crop (zoomed action + overview inset)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from PIL import Image

from renderers.common.canvas import Canvas
from renderers.common.colors import BACKGROUND, PANEL, TEXT, TEXT_DIM
from renderers.common.fonts import font
from renderers.common.text import ellipsize
from renderers.common.viewport import Viewport
from renderers.common.words import say, speaking
from renderers.xwing import style as st
from renderers.xwing import words as xw
from renderers.xwing.board import draw_board, draw_static, full_viewport, mat_size, placed, static_layer
from renderers.xwing.crop import Box, action_box, crop_viewport, overview_inset
from renderers.xwing.current import focus
from renderers.xwing.dice import draw_dice_row
from renderers.xwing.panel import label_of, render_panel, turn_line

View = Mapping[str, Any]
CropSpec = None | Literal["action"] | tuple[float, float, float, float]

BOARD_PX = 900
PANEL_PX = 440
CROP_PX = 640
CROP_UI = 1.35


def render_full(view: View, board_px: int = BOARD_PX, panel_px: int = PANEL_PX) -> Image.Image:
    vp = full_viewport(view, board_px)
    panel = render_panel(view, panel_px, min_height=board_px) if panel_px > 0 else None
    height = max(board_px, panel.height if panel else 0)
    ui = board_px / BOARD_PX
    layer = static_layer(view, vp, ui, (board_px, board_px))
    img = Image.new("RGB", (board_px + (panel_px if panel else 0), height), BACKGROUND)
    img.paste(layer, (0, 0))
    draw_board(img, vp, view, ui)
    if panel is not None:
        img.paste(panel, (board_px, 0))
    return img


def _crop_header(view: View, width: int, ui: float, title: str | None = None) -> Image.Image:
    h = round(34 * ui)
    img = Image.new("RGB", (width, h), PANEL)
    draw = Canvas(img)
    left = say("xwing.round_short", round=view.get("round", "?"), phase=xw.phase(view.get("phase")))
    fnt = font(round(17 * ui), bold=True)
    draw.text((10, h / 2), left, font=fnt, fill=TEXT, anchor="lm")
    lw = draw.textlength(left, font=fnt) + 24
    right = turn_line(view, plain=True) if title is None else title
    draw.text((lw, h / 2), ellipsize(draw, right, fnt, int(width - lw - 10)), font=fnt, fill=st.ACTIVE, anchor="lm")
    return img


def _crop_dice(view: View, width: int, ui: float) -> Image.Image | None:
    attack = view.get("last_attack")
    if not attack or not (attack.get("attack_dice") or attack.get("defense_dice")):
        return None
    img = Image.new("RGB", (width, 600), PANEL)
    draw = Canvas(img, "RGBA")
    size = round(34 * ui)
    y = 8.0
    title = f"{label_of(view, attack.get('attacker'))} → {label_of(view, attack.get('defender'))}"
    band = attack.get("range")
    title += " · " + say("xwing.band", n=band) if band else ""
    if attack.get("obstructed"):
        title += " · " + say("xwing.obstructed_short")
    result = attack.get("result") or {}
    if result:
        dealt = sum(int(result.get(k, 0) or 0) for k in ("shield_damage", "cards_facedown", "cards_faceup"))
        title += " · " + (say("xwing.damage", n=dealt) if dealt else say("xwing.no_damage"))
    bold = font(round(16 * ui), bold=True)
    draw.text((10, y), ellipsize(draw, title, bold, width - 20), font=bold, fill=TEXT)
    y += 26 * ui
    half = (width - 30) // 2
    bottoms = []
    for i, (dice, attack_side) in enumerate(((attack.get("attack_dice"), True), (attack.get("defense_dice"), False))):
        if dice:
            bottoms.append(draw_dice_row(draw, 10 + i * (half + 10), y, dice, size, attack_side, half))
    bottom = max(bottoms) if bottoms else y
    key, small = say("xwing.dice_key_short"), font(round(11 * ui))
    draw.text((10, bottom), ellipsize(draw, key, small, width - 20), font=small, fill=TEXT_DIM)
    return img.crop((0, 0, width, round(bottom + 18 * ui)))


def crop_geometry(box: Box, px: int = CROP_PX) -> tuple[Viewport, float]:
    """The phone picture's viewport of `box` and the size of its marks: they grow with the zoom (a 40 mm base is
    ~90 px at the closest zoom) but never swamp a zoomed-out base."""
    vp = crop_viewport(box, px)
    return vp, min(2.0, max(0.9, vp.scale * 0.8))


def render_crop(
    view: View, box: Box | None = None, px: int = CROP_PX, ui: float = CROP_UI, title: str | None = None
) -> Image.Image:
    """The phone picture: a header line, the zoomed table around the action, an overview inset, the dice. `title`
    replaces whose turn it is in the header (an animation frame names its step instead)."""
    box = box or action_box(view)
    header = _crop_header(view, px, ui, title)
    dice = _crop_dice(view, px, ui)
    vp, scale_ui = crop_geometry(box, px)
    board = Image.new("RGB", (px, px), BACKGROUND)
    draw_static(board, vp, view, min(ui, scale_ui))
    draw_board(board, vp, view, scale_ui)
    if box[2] - box[0] >= min(mat_size(view)):
        return _stack(header, board, dice, px)  # the whole table: an overview inset would only repeat it
    inset_px = px // 4
    inset = overview_inset(view, inset_px, box)
    # put the inset in the corner farthest from the action's centre
    cx = (box[0] + box[2]) / 2
    ships = [s for s in view.get("ships") or [] if placed(s) and not s.get("destroyed")]
    right_busy = sum(
        1
        for s in ships
        if box[0] + (box[2] - box[0]) * 0.6 < float(s["pose"]["x"]) <= box[2]
        and box[1] <= float(s["pose"]["y"]) < box[1] + (box[3] - box[1]) * 0.4
    )
    left_busy = sum(
        1
        for s in ships
        if box[0] <= float(s["pose"]["x"]) < box[0] + (box[2] - box[0]) * 0.4
        and box[1] <= float(s["pose"]["y"]) < box[1] + (box[3] - box[1]) * 0.4
    )
    on_left = left_busy < right_busy or (left_busy == right_busy and cx < 0)
    board.paste(inset, (6 if on_left else px - inset_px - 6, px - inset_px - 6))
    return _stack(header, board, dice, px)


def _stack(header: Image.Image, board: Image.Image, dice: Image.Image | None, px: int) -> Image.Image:
    height = header.height + px + (dice.height if dice else 0)
    img = Image.new("RGB", (px, height), BACKGROUND)
    img.paste(header, (0, 0))
    img.paste(board, (0, header.height))
    if dice is not None:
        img.paste(dice, (0, header.height + px))
    return img


def render_board(
    view: View,
    *,
    crop: CropSpec = None,
    board_px: int = BOARD_PX,
    panel_px: int = PANEL_PX,
    crop_px: int = CROP_PX,
    locale: str | None = None,
) -> Image.Image:
    """The picture of an X-Wing view.

    crop=None: the whole table with the side panel (panel_px=0 leaves the panel out).
    crop="action": the phone picture zoomed around the last move/attack (or the active ship).
    crop=(x0, y0, x1, y1): the phone picture of that table region in mm.
    Its words are in `locale` (else the language being drawn in).
    """
    with speaking(locale):
        return _render_board(focus(view), crop, board_px, panel_px, crop_px)


def _render_board(view: View, crop: CropSpec, board_px: int, panel_px: int, crop_px: int) -> Image.Image:
    if crop is None:
        return render_full(view, board_px, panel_px)
    if crop == "action":
        return render_crop(view, None, crop_px)
    if isinstance(crop, tuple) and len(crop) == 4:
        return render_crop(view, tuple(float(c) for c in crop), crop_px)  # type: ignore[arg-type]
    raise ValueError(f"crop must be None, 'action' or an (x0, y0, x1, y1) box in mm, not {crop!r}")
