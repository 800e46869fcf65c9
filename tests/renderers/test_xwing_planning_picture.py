"""The private planning picture (renderers/xwing/planning.py): drawn from the game's outcomes, never re-derived."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.games.xwing import GAME
from renderers import xwing
from renderers.common.fonts import font_family
from renderers.xwing.planning import ghost_label, marks
from tests.renderers.golden import check_golden, difference
from tests.xwing.test_planning import _planning

needs_dejavu = pytest.mark.skipif(font_family() != "dejavu", reason="goldens are drawn with DejaVu Sans")


def _view() -> dict[str, Any]:
    state, prompt = _planning()
    view = GAME.private_view(state, prompt)
    assert view is not None
    return view


@needs_dejavu
def test_planning_picture_matches_golden() -> None:
    # a TIE whose dial bumps Luke (2 bank R), lands on asteroid a1 (1 and 2 turn L) and leaves the mat (3+ straight)
    img = xwing.render_private(_view())
    assert img is not None
    check_golden(img, "planning_bump_rock_off")


def test_marks_are_the_games_outcomes() -> None:
    ghosts = {g["maneuver"]: g for g in _view()["planning"]["ghosts"]}
    assert marks(ghosts["2-bank-right"]) == ["bump"]
    assert marks(ghosts["2-turn-left"]) == ["rock"]
    assert marks(ghosts["5-straight"]) == ["off"]
    assert marks(ghosts["2-straight"]) == []
    assert ghost_label(ghosts["2-bank-right"]) == "2 bank R BUMP"


def test_the_picture_draws_what_the_view_says_not_its_own_geometry() -> None:
    view = _view()
    changed = copy.deepcopy(view)
    ghost = next(g for g in changed["planning"]["ghosts"] if g["maneuver"] == "1-turn-right")
    ghost["bumped"] = ["luke"]  # an outcome the renderer could not have found on this table
    a, b = xwing.render_private(view), xwing.render_private(changed)
    assert a is not None and b is not None
    assert difference(a, b)[1] > 0


def test_no_picture_without_planning() -> None:
    view = _view()
    del view["planning"]
    assert xwing.render_private(view) is None
