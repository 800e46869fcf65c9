"""The renderer against views produced by the real X-Wing game (random legal play), not only hand-made ones."""

from __future__ import annotations

import copy
import random
from typing import Any

from bot.core.chance import Chance
from bot.games.xwing import GAME
from renderers.xwing import alt_text, render_board
from tests.renderers.golden import difference


def _play(seed: str, picks: int = 2000) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(public view, rebel view) after every action of a random legal quick-start match."""
    chance, rng = Chance(seed), random.Random(seed)
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], chance)
    out = []
    for _ in range(picks):
        if GAME.outcome(state) is not None:
            break
        prompts = GAME.prompts(state)
        p = prompts[rng.randrange(len(prompts))]
        action = p.options[rng.randrange(len(p.options))].action if p.options else p.default
        assert action is not None
        for ev in GAME.act(state, p.seat, dict(action), chance):
            state = GAME.evolve(state, ev)
        out.append((GAME.view(state, None), GAME.view(state, "rebel")))
    return out


def test_real_match_views_render_and_keep_dials_secret() -> None:
    views = _play("render-real-1")
    assert views
    with_dials = [(pub, reb) for pub, reb in views if any(s["dial"]["committed"] for s in pub["ships"])]
    moves = [(pub, reb) for pub, reb in views if pub.get("last_move") or pub.get("last_attack")]
    sample = with_dials[:3] + moves[:: max(1, len(moves) // 6)] + views[-1:]
    for public, rebel in sample:
        crop = render_board(public, crop="action")
        text = alt_text(public)
        for s in public["ships"]:
            assert s["label"] in text
        leaked = copy.deepcopy(public)
        for s in leaked["ships"]:
            if s["dial"]["committed"] and not s["dial"].get("maneuver"):
                s["dial"]["maneuver"] = "5-koiogran"
        assert difference(render_board(leaked, crop="action"), crop) == (0.0, 0.0)
        assert alt_text(leaked) == text
        assert render_board(rebel).width > 0
