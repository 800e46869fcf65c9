"""X-Wing 1st edition physical numbers, in millimetres and degrees.

Sources: community measurements (XWVassal, TTS_xwing, FlyCasual; docs/xwing-geometry.md). The rulebook gives
none of these numbers; they were printed on the components.
"""

from __future__ import annotations

MAT_SIZE_MM = 914.4  # 3 ft square play area
TEMPLATE_WIDTH_MM = 20.0
STRAIGHT_UNIT_MM = 40.0  # straight s is 40 * s long
BANK_RADII_MM = {1: 80.0, 2: 130.0, 3: 180.0}  # centre line, 45 degrees of arc
TURN_RADII_MM = {1: 35.0, 2: 62.5, 3: 90.0}  # centre line, 90 degrees of arc
BANK_ANGLE_DEG = 45.0
TURN_ANGLE_DEG = 90.0

RANGE_BAND_MM = 100.0  # range 1 is (0, 100], 2 is (100, 200], 3 is (200, 300]
MAX_RANGE_BAND = 3

# 1e primary arc (VASSAL module values): the two arc lines start on the front edge this far in from each front
# corner and open at this half-angle from the forward axis.
ARC_CORNER_INSET_MM = {"small": 2.95, "large": 3.95}
ARC_HALF_ANGLE_DEG = {"small": 40.45, "large": 42.025}
ARC_REACH_MM = 1400.0  # how far the wedge polygon is extended (more than the mat diagonal)

# Barrel roll: sideways shift of the centre and the fore/aft slide range.
BARREL_ROLL_SHIFT_MM = {"small": 80.0, "large": 100.0}
BARREL_ROLL_SLIDE_MM = {"small": 20.0, "large": 40.0}

# Tolerances.
OVERLAP_EPS_MM = 1e-6  # SAT penetration below this is contact, not overlap
AREA_EPS_MM2 = 1e-6  # shapely intersection area below this is contact, not overlap
TOUCH_MM = 0.05  # bases closer than this touch (bump placement precision, attack restriction)
BUMP_SEARCH_STEP_MM = 0.5  # coarse step of the backing-off scan along the path
BUMP_PRECISION_MM = 0.005  # bisection stops when the bracket is this small
BUMP_CLEARANCE_MM = 0.001  # a bumped base is left at least this far from the ship it touches (rounding-safe)
LINE_EPS_MM = 1e-6  # a measuring line must run this far inside an obstacle to cross it
ARC_SEGMENTS = 32  # segments used to draw one curved template edge
