"""A high-contrast palette on a dark table (readable on a phone, in Discord's dark and light themes)."""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

BACKGROUND: RGB = (22, 24, 30)
PANEL: RGB = (32, 35, 44)
PANEL_ALT: RGB = (40, 44, 55)
TEXT: RGB = (240, 242, 246)
TEXT_DIM: RGB = (160, 166, 180)
TEXT_DARK: RGB = (16, 18, 22)
ACCENT: RGB = (255, 212, 59)  # yellow: the active thing, hull
WARNING: RGB = (255, 107, 107)
GOOD: RGB = (105, 219, 124)
SHIELD: RGB = (77, 171, 247)
HULL: RGB = (255, 212, 59)
LOST: RGB = (80, 84, 96)


def with_alpha(c: RGB, a: int) -> RGBA:
    return (c[0], c[1], c[2], a)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Linear blend: t = 0 gives a, t = 1 gives b."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


@dataclass(frozen=True)
class SideStyle:
    """How one side (faction) is drawn: base fill, outline/arc colour, text on the fill, a faint tint for zones."""

    fill: RGB
    outline: RGB
    text: RGB
    tint: RGB


# Rebel arcs are printed red and Imperial arcs green on the real bases (rulebook), so the sides follow that.
FACTIONS: dict[str, SideStyle] = {
    "rebel": SideStyle(fill=(176, 36, 36), outline=(255, 135, 135), text=TEXT, tint=(224, 49, 49)),
    "imperial": SideStyle(fill=(36, 120, 56), outline=(140, 233, 154), text=TEXT, tint=(47, 158, 68)),
}
NEUTRAL = SideStyle(fill=(90, 96, 110), outline=(200, 205, 215), text=TEXT, tint=(134, 142, 150))

# Extra sides for games with more than two players (TI4): distinct hues, all readable with white text.
_EXTRA = (
    SideStyle((25, 100, 190), (116, 192, 252), TEXT, (34, 139, 230)),
    SideStyle((150, 60, 170), (218, 119, 242), TEXT, (174, 62, 201)),
    SideStyle((200, 110, 20), (255, 192, 120), TEXT, (247, 103, 7)),
    SideStyle((20, 140, 140), (99, 230, 190), TEXT, (18, 184, 134)),
    SideStyle((120, 120, 30), (233, 236, 120), TEXT, (148, 216, 45)),
    SideStyle((160, 50, 100), (250, 162, 193), TEXT, (214, 51, 108)),
)


def side_style(name: str | None, index: int = 0) -> SideStyle:
    """The style of a faction by name, else a stable pick from the extra palette by index."""
    if name and name.lower() in FACTIONS:
        return FACTIONS[name.lower()]
    if name is None and index < 0:
        return NEUTRAL
    return _EXTRA[index % len(_EXTRA)]
