"""A stored X-Wing state read back (decode_state): equal to what was stored, key order included, holding as little
of its own as it can (issue 17: thousands of live matches decoded at start-up).

The parts that `apply` never mutates in place and that repeat across matches are shared by value
(bot.core.shared_values): each log line's message (the line "Luke Skywalker is placed." says it with every Russian
form of the name: most of a young match's memory) and the top-level parts `apply` only replaces (the match's
options, seats, points and obstacles: `copy_state` already shares them between a match's states). Every other
string up to INTERN_MAX characters is interned (ids, pilots, words); a maneuver template's points are numbers only
and are not walked.
"""

from __future__ import annotations

import sys
from functools import partial
from typing import Any

from bot.core.shared_values import SharedValues, intern_strings

INTERN_MAX = 48  # longer strings (log lines, sentences) are seldom repeated across matches
NUMBERS_ONLY = frozenset({"template"})  # last_move's template: 60-odd [x, y] lists, the most of a walk
# Top-level parts shared whole: apply replaces them, never edits them (state.SHARED_KEYS, less the last move and
# attack, which no other match repeats).
SHARED_PARTS = frozenset({"options", "seats", "points", "obstacles"})
_intern = partial(intern_strings, skip=NUMBERS_ONLY, longest=INTERN_MAX)
# Some 4,000 log lines' messages: a few MB at most held for matches that have ended.
SHARED = SharedValues(2_000_000, _intern)


def decode(data: dict[str, Any]) -> dict[str, Any]:
    """`data` (fresh JSON data of a state, taken over) with its repeated parts shared, in place."""
    for k, v in data.items():
        t = type(v)
        if k == "log_said" and t is list:
            for i, line in enumerate(v):
                if type(line) is dict:
                    v[i] = SHARED.share(line)
        elif k in SHARED_PARTS:
            data[k] = SHARED.share(v)
        elif t is str:
            if len(v) <= INTERN_MAX:
                data[k] = sys.intern(v)
        elif t is dict or t is list:
            _intern(v)
    return data
