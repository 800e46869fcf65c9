"""Frames for a round animation and a match reel, picked from public views rebuilt from the log
(`Engine.round_frames`: after each event with the game's `frame_view`, else after each action), so nothing is
kept in memory while a match is played.

A frame is the last view of a run of views showing the same maneuver and attack (`last_move` / `last_attack`, the
keys of the view contract, docs/xwing-view.md) in the same round: an activation is shown after its actions, an
attack with its final dice. A frame belongs to round R when its view is in round R and its move or attack was made
in round R (they carry their `round`), so a new round's planning, still showing last round's attack, adds nothing.
Games whose views lack these keys get no frames (no animation).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

ACTION_KEYS = ("last_move", "last_attack")
# what tells one move or attack from the next: X-Wing's ship/start/defender/weapon, the round; SWM's activation
# `turn` and move `path` (a figure may move in several steps), IA's activated `figure`, IA's and SWM's attack
# `target`. Dice are left out, so an attack whose dice are being modified or rerolled stays one frame, shown with
# its final dice.
IDENTITY_KEYS = ("ship", "start", "attacker", "defender", "target", "weapon", "round", "turn", "path", "figure")
MAX_REEL_FRAMES = 150  # a long match's reel keeps this many frames (and every round's last): bounded render time


def _identity(item: Any) -> str | None:
    if not isinstance(item, Mapping):
        return None
    keep = {k: v for k, v in item.items() if k in IDENTITY_KEYS}
    return json.dumps(keep, sort_keys=True, default=str)


def action_round(view: Mapping[str, Any]) -> int | None:
    """The round of the newest move or attack shown in a view of that same round (None: nothing of this round)."""
    rnd = view.get("round")
    made = [item.get("round", rnd) for k in ACTION_KEYS if isinstance(item := view.get(k), Mapping)]
    return rnd if isinstance(rnd, int) and rnd in made else None


class FrameCollector:
    """`add(seq, view)` in log order; `rounds` maps each round to its frames (views). Keeps only frames."""

    def __init__(self) -> None:
        self.rounds: dict[int, list[Mapping[str, Any]]] = {}
        self._run: tuple[Any, ...] | None = None
        self._last: Mapping[str, Any] | None = None

    def add(self, seq: int, view: Mapping[str, Any]) -> None:
        run = (view.get("round"), *(_identity(view.get(k)) for k in ACTION_KEYS))
        if run != self._run:
            self._close()
        self._run, self._last = run, view

    def _close(self) -> None:
        if self._last is not None:
            rnd = action_round(self._last)
            if rnd is not None:
                self.rounds.setdefault(rnd, []).append(self._last)
        self._last = None

    def finish(self) -> dict[int, list[Mapping[str, Any]]]:
        self._close()
        self._run = None
        return self.rounds


def reel_rounds(
    rounds: Mapping[int, list[Mapping[str, Any]]], limit: int = MAX_REEL_FRAMES
) -> list[list[Mapping[str, Any]]]:
    """Every round's frames in order, thinned evenly when there are more than `limit` (each round keeps its last)."""
    ordered = [list(rounds[r]) for r in sorted(rounds) if rounds[r]]
    total = sum(len(r) for r in ordered)
    if total <= limit:
        return ordered
    out = []
    for frames in ordered:
        n = max(1, len(frames) * limit // total)
        step = len(frames) / n
        picked = sorted({min(len(frames) - 1, int(len(frames) - 1 - i * step)) for i in range(n)})
        out.append([frames[i] for i in picked])
    return out
