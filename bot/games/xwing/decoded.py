"""A stored X-Wing state read back (decode_state): equal to what was stored, key order included, holding as little
of its own as it can (issue 17: thousands of live matches decoded at start-up).

The parts that `apply` never mutates in place and that repeat across matches are shared by value
(bot.core.shared_values): each log line's message (the line "Luke Skywalker is placed." says it with every Russian
form of the name: most of a young match's memory) and the top-level parts `apply` only replaces (the match's
options, seats, points and obstacles: `copy_state` already shares them between a match's states). Every other
string up to INTERN_MAX characters is interned (ids, pilots, words; the lists of ids whole); a maneuver template's
points, poses and token counts are numbers only and are not walked.
"""

from __future__ import annotations

import sys
from typing import Any

from bot.core.shared_values import SharedValues, interner

INTERN_MAX = 48  # longer strings (log lines, sentences) are seldom repeated across matches
# Numbers only, not walked: the last move's template (60-odd [x, y] lists, the most of a walk), poses, tokens.
NUMBERS_ONLY = frozenset({"template", "pose", "start", "end", "planned_end", "tokens"})
# Top-level parts shared whole: apply replaces them, never edits them (state.SHARED_KEYS, less the last move and
# attack, which no other match repeats).
SHARED_PARTS = frozenset({"options", "seats", "points", "obstacles"})
ID_LISTS = frozenset({"deck", "discard", "order"})  # lists of card and ship ids
_intern = interner(NUMBERS_ONLY, INTERN_MAX)
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
        elif k in ID_LISTS and t is list:
            try:
                v[:] = map(sys.intern, v)  # at C speed: the deck is 33 card ids
            except TypeError:  # not all strings: one by one
                _intern(v)
        elif t is str:
            if len(v) <= INTERN_MAX:
                data[k] = sys.intern(v)
        elif t is dict or t is list:
            _intern(v)
    return data
