"""A decoded X-Wing state (issue 17, memory of a decoded match): equal to what was stored, key order included, and
its strings shared with every other decoded state (interned), so thousands of live matches do not each hold their
own copies of the same field names, ids and words. The engine reads stored states with bot.core.canonical.loads."""

from __future__ import annotations

import json

from bot.core import canonical
from bot.core.chance import Chance
from bot.games.xwing import GAME
from bot.games.xwing.state import INTERN_MAX


def _stored(seed: str) -> str:
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], Chance(seed))
    return canonical.dumps(GAME.encode_state(state))


def test_a_decoded_state_is_the_stored_state() -> None:
    text = _stored("a")
    state = GAME.decode_state(canonical.loads(text))
    assert state == json.loads(text) and json.dumps(state) == json.dumps(json.loads(text))  # key order too
    assert canonical.dumps(GAME.encode_state(state)) == text
    assert list(state["ships"]) == sorted(state["ships"])  # stored with sorted keys, read back in that order


def test_two_decoded_states_share_their_strings() -> None:
    a = GAME.decode_state(canonical.loads(_stored("a")))
    b = GAME.decode_state(canonical.loads(_stored("b")))
    pilot_a, pilot_b = a["ships"]["luke"]["pilot"], b["ships"]["luke"]["pilot"]
    assert pilot_a == pilot_b and pilot_a is pilot_b  # separate parses made separate strings
    deck_a, deck_b = sorted(a["deck"]), sorted(b["deck"])  # strings inside lists too
    assert deck_a == deck_b and all(x is y for x, y in zip(deck_a, deck_b, strict=True))
    long_line = "x" * (INTERN_MAX + 1)  # long texts (log lines) are left as they are: seldom repeated
    c = GAME.decode_state({**json.loads(_stored("a")), "log": [long_line]})
    assert c["log"] == [long_line]
