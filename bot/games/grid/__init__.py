"""The shared square grid (issue 14): maps as data, movement, line of sight, cover and "nearest" queries.

Pure and game-agnostic: no game rules here, only geometry with the rules as parameters (see docs/grid.md).
Star Wars Miniatures and Imperial Assault build their rules on top of it.
"""

from bot.games.grid.ascii_map import AsciiMapError, parse, render
from bot.games.grid.board import Board, Door, Edge, Point, Square, Terrain, edge_between, edges_of
from bot.games.grid.mapfile import MapError, board_from_json, board_to_json, load_map, shipped_maps

__all__ = [
    "AsciiMapError",
    "Board",
    "Door",
    "Edge",
    "MapError",
    "Point",
    "Square",
    "Terrain",
    "board_from_json",
    "board_to_json",
    "edge_between",
    "edges_of",
    "load_map",
    "parse",
    "render",
    "shipped_maps",
]
