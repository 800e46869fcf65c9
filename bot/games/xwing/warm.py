"""What a long-running process computes before it serves X-Wing (the protocol's optional `warm` hook): each
maneuver's template outline and flight box per base size, kept for the process's life. Built on a ship's first
flight otherwise, ~0.8 ms each, they were most of the slowest actions of a fresh process's first matches (issue 17).
"""

from __future__ import annotations

from bot.games.xwing.content import content
from bot.games.xwing.geometry.maneuvers import Bearing, Maneuver, local_template_outline
from bot.games.xwing.geometry.movement import path_box
from bot.games.xwing.geometry.pose import BaseSize

ION_MANEUVER = "1-straight"  # an ionized ship flies it whatever its dial (xwing-data.md: ion tokens)


def warm() -> int:
    """Fill the outline and flight-box caches for every maneuver of every dial, per base size; returns how many."""
    pairs: set[tuple[BaseSize, str]] = set()
    for ship in content().ships.values():
        size = BaseSize.parse(ship.base)
        pairs.update((size, m) for m in (*ship.dial, ION_MANEUVER))
    for size, text in sorted(pairs):
        m = Maneuver.parse(text)
        path_box(size, m)
        local_template_outline(size, m)
        if m.bearing is Bearing.KOIOGRAN:  # a bumped K-turn flies the straight's template
            local_template_outline(size, m.as_straight())
    return len(pairs)
