"""The Imperial Assault picture's layout and colours (shared by the map, the panel and the phone crop)."""

from __future__ import annotations

from renderers.common.colors import RGB

CELL = 40
PAD = 12
PANEL_W = 320
HEADER = 34
SEAT_COLOURS: dict[str, RGB] = {"p1": (214, 72, 72), "p2": (72, 140, 230)}
DIE_COLOURS: dict[str, RGB] = {
    "red": (200, 50, 50),
    "blue": (50, 110, 210),
    "green": (60, 160, 80),
    "yellow": (220, 190, 40),
    "black": (30, 30, 30),
    "white": (235, 235, 235),
}
