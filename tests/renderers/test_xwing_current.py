"""Only news is drawn: a move or attack left over from an earlier step is not shown as if it just happened."""

from __future__ import annotations

from renderers.xwing import alt_text, render_board
from renderers.xwing.current import current_attack, current_move, focus
from tests.renderers import fixtures as fx
from tests.renderers.golden import difference


def test_fixture_views_without_round_flags_keep_their_items() -> None:
    assert current_move(fx.bump()) is not None
    assert current_attack(fx.attack_through_asteroid()) is not None


def test_an_attack_from_last_round_is_hidden_in_the_activation_phase() -> None:
    v = fx.attack_through_asteroid()
    v["phase"] = "activation"
    assert current_attack(v) is None
    assert "Last attack" not in alt_text(v)
    plain = fx.attack_through_asteroid()
    plain["phase"] = "activation"
    plain["last_attack"] = None
    assert difference(render_board(v), render_board(plain)) == (0.0, 0.0)


def test_attack_is_current_only_while_its_attacker_is_active_or_has_attacked() -> None:
    v = fx.attack_through_asteroid()
    for s in v["ships"]:
        s["attacked"] = False
    assert current_attack(v) is not None  # Luke is the active ship: the attack is in progress
    v["active_ship"] = None
    assert current_attack(v) is None  # nobody attacked yet this round: it is last round's
    v["ships"][0]["attacked"] = True
    assert current_attack(v) is not None


def test_items_stamped_with_another_round_are_stale() -> None:
    v = fx.bump()
    v["last_move"]["round"] = 1
    assert v["round"] == 2 and current_move(v) is None
    v["last_move"]["round"] = 2
    assert current_move(v) is not None


def test_move_is_hidden_once_combat_shows_an_attack_and_in_planning() -> None:
    v = fx.attack_through_asteroid()
    v["last_move"] = fx.bump()["last_move"]
    assert current_move(v) is None and current_attack(v) is not None
    p = fx.bump()
    p["phase"] = "planning"
    assert focus(p)["last_move"] is None and p["last_move"] is not None  # the input is left alone
