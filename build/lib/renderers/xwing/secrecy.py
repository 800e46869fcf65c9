"""Which dial a picture may show. Views are already filtered by the game; this is a second lock on the door."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def may_show_dial(view: Mapping[str, Any], ship: Mapping[str, Any]) -> bool:
    """A seat sees its own committed dials; everyone sees a dial the game marked revealed; nobody sees others'."""
    dial = ship.get("dial") or {}
    if dial.get("revealed") is True:
        return True
    viewer = view.get("viewer")
    return viewer is not None and ship.get("seat") == viewer
