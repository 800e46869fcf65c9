"""Every registered game that takes players' own content (docs/protocol.md, "User content") answers hostile items
with a RuleError a player can read, never another exception (which the adapters would have to call an internal
error), and what it accepts fits its kind's limits and survives a second check unchanged (the copy into a match
re-checks every stored item)."""

from __future__ import annotations

import json

import pytest

from bot.core import canonical, declared
from bot.core.protocol import JSON, RuleError
from bot.games import registry

HOSTILE: list[JSON] = [
    None,
    True,
    0,
    -1.5,
    "",
    "x" * 5000,
    [],
    [{}],
    {},
    {"id": None},
    {"id": 5},
    {"id": ""},
    {"id": "x" * 500},
    {"id": "ok", "name": {"en": ["nested"]}},
    {"id": "ok", "extra": [[[[[[[[[[1]]]]]]]]]]},
    {"id": "\u0000\u202e", "name": "\U0001f600"},
    {"id": "ok", "number": 10**30, "level": -(10**30), "cost": 1e308},
]


def _games_with_content() -> list[str]:
    return [name for name in registry.names() if declared.user_content(registry.get(name)) is not None]


def test_some_registered_game_takes_user_content() -> None:
    assert _games_with_content(), "no registered game declares content kinds; this test would check nothing"


@pytest.mark.parametrize("game", _games_with_content())
def test_hostile_items_are_refused_by_rule(game: str) -> None:
    holder = declared.user_content(registry.get(game))
    assert holder is not None
    for kind in holder.content_kinds:
        for data in HOSTILE:
            try:
                item_id, item = holder.check_content(kind.name, data)
            except RuleError as exc:
                assert exc.message.strip(), f"{game} {kind.name}: an empty refusal of {data!r:.80}"
                continue
            assert isinstance(item_id, str) and item_id, f"{game} {kind.name} accepted {data!r:.80} with no id"
            assert len(canonical.dumps(item)) <= kind.max_bytes
            again = holder.check_content(kind.name, json.loads(canonical.dumps(item)))
            assert again == (item_id, item), f"{game} {kind.name}: a second check changes {item_id}"
        with pytest.raises(RuleError):
            holder.check_content("no-such-kind", {"id": "x"})
