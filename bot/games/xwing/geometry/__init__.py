"""X-Wing 1st edition table geometry (pure; shapely; millimetres). See docs/xwing-geometry.md.

Coordinates: origin at the mat's bottom-left corner, x right, y up; heading is a compass bearing (0 faces +y,
90 faces +x, a right turn adds).
"""

from .barrel_roll import BarrelRollOption, BarrelRollResult, barrel_roll, barrel_roll_options, roll_pose
from .common import DEFAULT_MAT, Mat, is_fled, outside_mat_mm
from .constants import MAT_SIZE_MM, RANGE_BAND_MM, TEMPLATE_WIDTH_MM, TOUCH_MM
from .maneuvers import (
    Bearing,
    Direction,
    Maneuver,
    ManeuverError,
    ManeuverPath,
    final_pose,
    template_polygon,
)
from .movement import MoveResult, ObstacleHit, execute_maneuver, maneuver_flees
from .obstacles import (
    Obstacle,
    ObstacleShape,
    asteroid_shapes,
    obstacle_from_points,
    parse_obstacle_shapes,
    place_obstacle,
    square_obstacle,
)
from .pose import BaseSize, Pose, ShipBase, ShipLike, as_ship, base_corners, base_polygon, front_edge
from .ranges import (
    MEASURE_FROM_ARC,
    MEASURE_FROM_BASE,
    AttackGeometry,
    RangeResult,
    arc_origin,
    arc_polygon,
    attack_geometry,
    in_arc,
    range_band,
    range_between,
)
from .reasons import Why, why
from .setup import PlacementCheck, check_deployment, check_obstacle_placement, deployment_overlap, deployment_zone

__all__ = [
    "DEFAULT_MAT",
    "MAT_SIZE_MM",
    "MEASURE_FROM_ARC",
    "MEASURE_FROM_BASE",
    "RANGE_BAND_MM",
    "TEMPLATE_WIDTH_MM",
    "TOUCH_MM",
    "AttackGeometry",
    "BarrelRollOption",
    "BarrelRollResult",
    "BaseSize",
    "Bearing",
    "Direction",
    "Maneuver",
    "ManeuverError",
    "ManeuverPath",
    "Mat",
    "MoveResult",
    "Obstacle",
    "ObstacleHit",
    "ObstacleShape",
    "PlacementCheck",
    "Pose",
    "RangeResult",
    "ShipBase",
    "ShipLike",
    "Why",
    "arc_origin",
    "arc_polygon",
    "as_ship",
    "asteroid_shapes",
    "attack_geometry",
    "barrel_roll",
    "barrel_roll_options",
    "base_corners",
    "base_polygon",
    "check_deployment",
    "check_obstacle_placement",
    "deployment_overlap",
    "deployment_zone",
    "execute_maneuver",
    "final_pose",
    "front_edge",
    "in_arc",
    "is_fled",
    "maneuver_flees",
    "obstacle_from_points",
    "outside_mat_mm",
    "parse_obstacle_shapes",
    "place_obstacle",
    "range_band",
    "range_between",
    "roll_pose",
    "square_obstacle",
    "template_polygon",
    "why",
]
