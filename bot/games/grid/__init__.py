"""The shared square grid (issue 14): maps as data, movement, line of sight, cover and "nearest" queries.

Pure and game-agnostic: no game rules here, only geometry with the rules as parameters (see docs/grid.md).
Star Wars Miniatures and Imperial Assault build their rules on top of it.
"""

from bot.games.grid.ascii_map import AsciiMapError, parse, render
from bot.games.grid.board import Board, Door, Edge, Point, Square, Terrain, edge_between, edges_of
from bot.games.grid.mapfile import (
    MapError,
    board_from_json,
    board_to_json,
    load_map,
    map_problems,
    shipped_maps,
)
from bot.games.grid.movement import (
    IA_RULES,
    SWM_RULES,
    IllegalStep,
    Mover,
    MoveRules,
    Path,
    adjacent,
    distances,
    figures_adjacent,
    footprint,
    nearest,
    path_cost,
    reachable,
    shortest_path,
    zone_squares,
)
from bot.games.grid.sight import (
    IA_SIGHT,
    SWM_SIGHT,
    SightRules,
    ia_line_of_sight,
    ia_sight_lines,
    swm_cover_corner,
    swm_has_cover,
    swm_line_of_sight,
    swm_sight_line,
)

__all__ = [
    "IA_RULES",
    "IA_SIGHT",
    "SWM_RULES",
    "SWM_SIGHT",
    "AsciiMapError",
    "Board",
    "Door",
    "Edge",
    "IllegalStep",
    "MapError",
    "MoveRules",
    "Mover",
    "Path",
    "Point",
    "SightRules",
    "Square",
    "Terrain",
    "adjacent",
    "board_from_json",
    "board_to_json",
    "distances",
    "edge_between",
    "edges_of",
    "figures_adjacent",
    "footprint",
    "ia_line_of_sight",
    "ia_sight_lines",
    "load_map",
    "map_problems",
    "nearest",
    "parse",
    "path_cost",
    "reachable",
    "render",
    "shipped_maps",
    "shortest_path",
    "swm_cover_corner",
    "swm_has_cover",
    "swm_line_of_sight",
    "swm_sight_line",
    "zone_squares",
]
