"""The two cruiser boards: stacks per sector, what is visible, strengths, facing sectors (digest §2.3, §5).

A board entry is one card on a board: {"inst": public instance id, "card": number, "side": "face"|"back",
"rot": rotated 180°, "dmg": {"upper": n, "lower": n} damaged fighters per printed half of the shown side,
"shield": tokens on shields}. Stacks run bottom (index 0) to top. The positional upper half (toward the opponent)
is the printed upper half, or the printed lower one when the card is rotated. Seat 0 ("south") numbers its sectors
0-4 from its own left and its sector i lies in global column i; seat 1's sector j lies in column 4 - j + offset,
because the players sit facing each other (one's left is the other's right).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from bot.games.starfighter.catalogue import SECTORS, Catalogue

HALVES = ("upper", "lower")
EMPTY_HALF: Mapping[str, Any] = {}
MAX_OFFSET = 3  # at least two sectors of each board must face the other board (digest §5)

Key = tuple[str, str, str]  # (inst, side, printed half): one visible half (digest §7.1 recipe)


def other(state: Mapping[str, Any], seat: str) -> str:
    a, b = state["seats"]
    return b if seat == a else a


def printed(entry: Mapping[str, Any], position: str) -> str:
    """The printed half of `entry` that lies in `position` ("upper" = toward the opponent)."""
    if not entry["rot"]:
        return position
    return "lower" if position == "upper" else "upper"


def half(cat: Catalogue, entry: Mapping[str, Any], printed_half: str) -> Mapping[str, Any]:
    """The icons of one printed half of the side `entry` shows."""
    if entry["side"] == "back":
        return cat.back.get(printed_half) or EMPTY_HALF
    return cat.cards[entry["card"]][printed_half]


def visible_halves(stack: list[dict[str, Any]], index: int) -> tuple[str, ...]:
    """Printed halves of stack[index] that are visible: its positional lower half, plus the upper on the top card."""
    entry = stack[index]
    lower = printed(entry, "lower")
    return (printed(entry, "upper"), lower) if index == len(stack) - 1 else (lower,)


def visible(state: Mapping[str, Any]) -> Iterator[tuple[str, int, dict[str, Any], str]]:
    """(seat, sector, entry, printed half) for every visible card half on both boards, in a fixed order."""
    for seat in state["seats"]:
        for sector, stack in enumerate(state["players"][seat]["board"]):
            for i, entry in enumerate(stack):
                for h in visible_halves(stack, i):
                    yield seat, sector, entry, h


def visible_keys(state: Mapping[str, Any]) -> set[Key]:
    return {(e["inst"], e["side"], h) for _, _, e, h in visible(state)}


def undamaged(cat: Catalogue, stack: list[dict[str, Any]], index: int) -> int:
    entry = stack[index]
    return sum(max(0, half(cat, entry, h).get("fighters", 0) - entry["dmg"][h]) for h in visible_halves(stack, index))


def strength(cat: Catalogue, stack: list[dict[str, Any]]) -> int:
    """Visible, undamaged fighters of a sector (digest §6.3.2 a)."""
    return sum(undamaged(cat, stack, i) for i in range(len(stack)))


def shields(cat: Catalogue, entry: Mapping[str, Any]) -> int:
    return sum(half(cat, entry, h).get("shields", 0) for h in HALVES)


def force_field(cat: Catalogue, entry: Mapping[str, Any]) -> bool:
    return any(half(cat, entry, h).get("force_field", False) for h in HALVES)


def rows(state: Mapping[str, Any], cat: Catalogue, seat: str, sector: int) -> int:
    return int(cat.cruisers[state["players"][seat]["cruiser"]]["sectors"][sector]["rows"])


def draw_icons(state: Mapping[str, Any], cat: Catalogue, seat: str) -> int:
    """Printed Draw icons still visible: an icon on level k shows while its sector holds at most k cards."""
    player = state["players"][seat]
    sectors = cat.cruisers[player["cruiser"]]["sectors"]
    return sum(1 for s, sector in enumerate(sectors) for k in sector["draw"] if len(player["board"][s]) <= k)


def column(state: Mapping[str, Any], seat: str, sector: int) -> int:
    """The global column of `seat`'s sector (0..4 for the first seat, shifted by the offset for the second)."""
    return sector if seat == state["seats"][0] else SECTORS - 1 - sector + state["offset"]


def facing(state: Mapping[str, Any]) -> list[tuple[int, int]]:
    """(first seat's sector, second seat's sector) for every pair of facing sectors, by ascending column."""
    pairs = []
    for a in range(SECTORS):
        b = SECTORS - 1 - a + state["offset"]
        if 0 <= b < SECTORS:
            pairs.append((a, b))
    return pairs


def find(state: Mapping[str, Any], inst: str) -> tuple[str, int, int] | None:
    """(board owner, sector, stack index) of a card instance on a board."""
    for seat in state["seats"]:
        for sector, stack in enumerate(state["players"][seat]["board"]):
            for i, entry in enumerate(stack):
                if entry["inst"] == inst:
                    return seat, sector, i
    return None


def entries(state: Mapping[str, Any]) -> Iterator[tuple[str, int, int, dict[str, Any]]]:
    for seat in state["seats"]:
        for sector, stack in enumerate(state["players"][seat]["board"]):
            for i, entry in enumerate(stack):
                yield seat, sector, i, entry


def board_cards(state: Mapping[str, Any], seat: str) -> int:
    return sum(len(stack) for stack in state["players"][seat]["board"])
