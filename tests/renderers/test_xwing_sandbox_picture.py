"""The sandbox picture (issue 19): full ship names, no repeated ship type, no skill badge for a ship without a
pilot, and move/bump labels kept off every ship base. Asserts on the text the renderer draws and where."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image, ImageDraw, ImageFont

from bot.quick import sandbox as sb
from renderers.common.canvas import Canvas
from renderers.xwing import alt_text, render_board, shapes
from renderers.xwing.board import draw_board, full_viewport

Drawn = tuple[str, tuple[float, float, float, float]]  # text, pixel box
PIP_STRIP = (10, 12, 16, 200)  # the dark strip behind a ship's hull/shield pips


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Drawn]]:
    """Every string drawn on a Canvas, with its pixel box (from the font, anchor and halo actually used)."""
    seen: list[Drawn] = []
    original = Canvas.text

    def text(self: Canvas, xy: tuple[float, float], text: Any, *args: Any, **kwargs: Any) -> None:
        fnt = kwargs.get("font")
        if isinstance(fnt, ImageFont.FreeTypeFont) and isinstance(text, str):
            stroke = int(kwargs.get("stroke_width", 0))
            box = fnt.getbbox(text, anchor=kwargs.get("anchor") or "la", stroke_width=stroke)
            seen.append((text, (xy[0] + box[0], xy[1] + box[1], xy[0] + box[2], xy[1] + box[3])))
        original(self, xy, text, *args, **kwargs)

    def rectangle(self: Canvas, xy: Any, *args: Any, **kwargs: Any) -> None:
        if kwargs.get("fill") == PIP_STRIP:
            seen.append(("<pips>", tuple(float(v) for v in xy)))  # type: ignore[arg-type]
        ImageDraw.ImageDraw.rectangle(self, xy, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", text)
    monkeypatch.setattr(Canvas, "rectangle", rectangle)
    yield seen


def _table() -> dict[str, Any]:
    s = sb.new_sandbox()
    for sid, kind, x, y, h in (
        ("luke", "x-wing", 450, 100, 0),
        ("vader", "tie-advanced", 450, 200, 180),
        ("wingman", "tie", 520, 150, 0),
    ):
        r = sb.place_ship(s, sid, kind, x, y, h)
        assert r.ok, r.message
        s = r.state
    return s


def _drawn_texts(drawn: list[Drawn]) -> list[str]:
    render_board(sb.sandbox_view(_table()))
    return [t for t, _ in drawn]


def test_ship_ids_are_drawn_whole(drawn: list[Drawn]) -> None:
    texts = _drawn_texts(drawn)
    # they used to be cut to four letters: "VADE", "WING"
    assert "VADER" in texts and "WINGMAN" in texts
    assert "VADE" not in texts and "WING" not in texts


def test_ship_type_is_named_once(drawn: list[Drawn]) -> None:
    texts = _drawn_texts(drawn)
    # the sandbox knows the ship type only; the panel used to write "TIE Fighter · TIE Fighter"
    assert not [t for t in texts if "TIE Fighter · TIE Fighter" in t or "X-wing · X-wing" in t]
    assert "TIE Fighter" in texts and "TIE Advanced" in texts
    assert "X-wing X-wing" not in alt_text(sb.sandbox_view(_table()))


def test_no_skill_badge_without_a_pilot(drawn: list[Drawn]) -> None:
    view = sb.sandbox_view(_table())
    assert view["ships"][0]["skill"] is None
    texts = _drawn_texts(drawn)
    # no "0" badge on the board nor in the panel
    assert "0" not in texts and "?" not in texts
    alt = alt_text(view)
    assert "PS0" not in alt and "PSNone" not in alt and "(X-wing)" in alt


def _base_boxes(vp: Any, poses: list[tuple[dict[str, Any], str]]) -> list[tuple[float, ...]]:
    boxes: list[tuple[float, ...]] = []
    for pose, base in poses:
        pts = vp.pts(shapes.base_corners(pose, base))
        boxes.append((min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts), max(p[1] for p in pts)))
    return boxes


def _overlaps(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


@pytest.mark.parametrize("maneuver", ["1 straight", "2 bank right", "1 turn left"])
def test_preview_labels_lie_on_no_ship(drawn: list[Drawn], maneuver: str) -> None:
    # luke's 1-straight bumps vader; the label used to sit on the template's middle, under luke's own base
    s = sb.move(_table(), "luke", maneuver, preview=True).state
    view = sb.sandbox_view(s)
    board_px = 900
    vp = full_viewport(view, board_px)
    img = Image.new("RGB", (board_px, board_px))
    draw_board(img, vp, view, 1.0)
    move = view["last_move"]
    poses = [(sh["pose"], sh["base"]) for sh in view["ships"]] + [(move["start"], "small")]
    if move.get("planned_end"):
        poses.append((move["planned_end"], "small"))
    bases = _base_boxes(vp, poses)
    # the ships' names and pip strips are drawn after the labels and would hide them
    bases += [box for t, box in drawn if t in ("LUKE", "VADER", "WINGMAN", "<pips>")]
    labels = [(t, box) for t, box in drawn if t.startswith(("1 ", "2 ", "BUMP"))]
    assert labels, [t for t, _ in drawn]
    for text, box in labels:
        hit = [b for b in bases if _overlaps(box, b)]
        assert not hit, f"{text!r} at {box} lies on a ship, its name or its pips {hit}"
