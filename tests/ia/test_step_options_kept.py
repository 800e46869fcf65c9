"""IA's move destinations listed with an activation's actions (L112-L130: a move gains movement points, spent a
space at a time) are built once per pose and cost (issue 17, decoding stored matches at start-up): the kept option
is the one built afresh, for small and large figures."""

from __future__ import annotations

from bot.core.texts import render
from bot.games.ia import flow
from bot.games.ia.game import CATALOGS


def test_a_kept_step_option_is_the_option_built_afresh() -> None:
    for pose, cost in (((3, 4, 1, 1), 2), ((0, 0, 1, 1), 1), ((5, 2, 2, 1), 3), ((5, 2, 1, 2), 3)):
        kept = flow._step_option(pose, cost)
        assert kept == flow._step_option.__wrapped__(pose, cost)
        assert flow._step_option(pose, cost) is kept
    small = flow._step_option((3, 4, 1, 1), 2)
    assert small.action == {"kind": "step", "to": [3, 4]}
    assert render(CATALOGS, small.texts["label"], "en") == "Move to 3,4 (2 MP)"
    large = flow._step_option((5, 2, 2, 1), 3)
    assert large.action == {"kind": "step", "to": [5, 2], "dims": [2, 1]}
