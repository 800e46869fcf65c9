"""Every registered game's decode_state takes the parsed data over instead of copying it (docs/protocol.md; issue 17:
a deep copy was most of the time to decode a stored TI4 or SWM state at a match's first use after a restart), and
the state it gives back still encodes to the stored text exactly."""

from __future__ import annotations

import pytest

from bot.core import canonical
from bot.core.chance import Chance
from bot.games import registry
from tests.support.random_matches import SCENARIOS


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_decode_state_keeps_the_data_it_is_given(name: str) -> None:
    game = registry.get(name)
    options, seats = SCENARIOS[name][0]
    text = canonical.dumps(game.encode_state(game.setup(dict(options), list(seats), Chance(f"takes-over-{name}"))))
    data = canonical.loads(text)
    state = game.decode_state(data)
    assert state is data  # not a copy
    assert canonical.dumps(game.encode_state(state)) == text
