"""A decoded X-Wing state (issue 17, memory of a decoded match): equal to what was stored, key order included, and
its strings shared with every other decoded state (interned), so thousands of live matches do not each hold their
own copies of the same field names, ids and words."""

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
    data = json.loads(text)
    state = GAME.decode_state(data)
    assert state == data and json.dumps(state) == json.dumps(data)  # same values, same key order
    assert canonical.dumps(GAME.encode_state(state)) == text
    state["ships"]["luke"]["tokens"]["focus"] = 3
    assert data["ships"]["luke"]["tokens"]["focus"] == 0  # a copy: the caller's data is not aliased


def test_two_decoded_states_share_their_strings() -> None:
    a = GAME.decode_state(json.loads(_stored("a")))
    b = GAME.decode_state(json.loads(_stored("b")))
    pilot_a, pilot_b = a["ships"]["luke"]["pilot"], b["ships"]["luke"]["pilot"]
    assert pilot_a == pilot_b and pilot_a is pilot_b  # separate json.loads calls made separate strings
    key_a = next(k for k in a["ships"]["luke"] if k == "damage_counters")
    key_b = next(k for k in b["ships"]["luke"] if k == "damage_counters")
    assert key_a is key_b
    long_line = "x" * (INTERN_MAX + 1)  # long texts (log lines) are left as they are: seldom repeated
    c = GAME.decode_state({**json.loads(_stored("a")), "log": [long_line]})
    assert c["log"] == [long_line]
