"""Reading a pasted XWS squad for `/xwing new` (input parsing only: the game checks points and legality itself)."""

from __future__ import annotations

from typing import Any


class SquadError(ValueError):
    pass


def xws_entries(text: str) -> tuple[str, list[dict[str, Any]]]:
    """(seat, squad entries for the game's `squads` option) from XWS JSON text, or SquadError listing every
    problem found."""
    from bot.games.xwing import squads as sq

    squad, problems = sq.parse_xws_text(text, sq.load_catalog())
    if squad is None or problems:
        raise SquadError(sq.describe_problems(problems) or "not an XWS squad")
    entries: list[dict[str, Any]] = []
    for ship in squad.ships:
        entry: dict[str, Any] = {"pilot": ship.pilot}
        if ship.upgrades:
            entry["upgrades"] = list(ship.upgrades)
        entries.append(entry)
    return squad.faction, entries
