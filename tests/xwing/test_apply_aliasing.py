"""`apply` (bot/games/xwing/state.py) folds an event into the state without aliasing what the state goes on to change:
an event's data stays the event's (the engine stores and delivers it after the fold). Only the message a log line
keeps is shared, since log lines are never changed (issue 17: copying every name form of a message was most of
the cost of an event)."""

from __future__ import annotations

import copy
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import Event
from bot.games.xwing import GAME
from bot.games.xwing.state import apply, copy_state


def _state() -> dict:
    return GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], Chance("alias"))


def test_changing_the_state_after_a_fold_leaves_the_event_as_it_was() -> None:
    state = copy_state(_state())
    sid = sorted(state["ships"])[0]
    pose = {"x": 100.0, "y": 50.0, "heading": 0.0}
    ev = Event("ship_deployed", {"ship": sid, "pose": pose, "say": "placed", "say_key": "k", "say_params": {"n": 1}})
    before = copy.deepcopy(dict(ev.payload))
    apply(state, ev)
    state["ships"][sid]["pose"]["x"] = 999.0  # the state moves on (a later move changes its pose in place)
    assert dict(ev.payload) == before
    assert state["ships"][sid]["pose"] is not pose


def test_a_log_line_keeps_the_message_it_was_said_with() -> None:
    state = copy_state(_state())
    params = {"ship": {"name": {"en": "Luke Skywalker"}}}
    apply(
        state,
        Event(
            "ship_activated", {"ship": sorted(state["ships"])[0], "say": "Luke", "say_key": "k", "say_params": params}
        ),
    )
    assert state["log"][-1] == "Luke"
    assert state["log_said"][-1] == {"key": "k", "params": params}


def test_copy_json_copies_every_container_and_keeps_scalars() -> None:
    from collections import OrderedDict

    from bot.games.xwing.state import copy_json

    class Tagged(list[Any]):
        pass

    inner: dict[str, Any] = {
        "pose": {"x": 1.5},
        "tokens": [1, 2],
        "ordered": OrderedDict(a=[1]),
        "tagged": Tagged([{"k": 1}]),
    }
    value: dict[str, Any] = {"ships": {"a": inner}, "n": None, "s": "x", "t": (1, 2)}
    copied = copy_json(value)
    assert copied == value
    for path in (("ships",), ("ships", "a"), ("ships", "a", "pose"), ("ships", "a", "tokens")):
        a: Any = value
        b: Any = copied
        for k in path:
            a, b = a[k], b[k]
        assert a is not b  # every dict and list is the copy's own
    assert copied["ships"]["a"]["ordered"] is not inner["ordered"]  # subclasses of dict and list copied too
    assert copied["ships"]["a"]["ordered"]["a"] is not inner["ordered"]["a"]
    assert copied["ships"]["a"]["tagged"][0] is not inner["tagged"][0]
    assert copied["t"] is value["t"]  # immutable: kept
