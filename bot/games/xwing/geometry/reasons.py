"""Why a piece may not go where a player put it, as data: a catalog key (`why.<key>` in data/xwing/texts) and
its arguments, made where the reason is found (the geometry, the missions' set-up zones) and said in the reader's
language by bot/games/xwing/whys.py. An argument `ship` (or a ship among `blockers`) is a ship's id or the label
drawn on the board, named by pilot when said. tests/xwing/test_whys.py finds every `why(...)` call in the code
and checks each key has its message, with the same arguments, in every catalog."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Why:
    key: str  # the catalog key without "why."
    args: tuple[tuple[str, Any], ...] = ()

    @property
    def params(self) -> dict[str, Any]:
        return dict(self.args)


def why(key: str, **args: Any) -> Why:
    """A reason: always called with the key written out, so the test can find every key the code can give."""
    return Why(key, tuple(sorted(args.items())))
