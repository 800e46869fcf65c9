"""`python -m bot roll` as other dice bots take it: an expression without a game word, Roll20's drop syntax, and
refusals that say where an expression stops being readable, in the reader's language."""

from __future__ import annotations

import pytest

from bot.quick.cli import main
from bot.quick.common import QuickInputError
from bot.quick.roll import roll, split_request


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["roll", *argv])
    got = capsys.readouterr()
    return code, got.out, got.err


def test_an_expression_needs_no_game_word(capsys: pytest.CaptureFixture[str]) -> None:
    plain = run(capsys, "3d6+2", "--seed", "a")
    assert plain == run(capsys, "dice", "3d6+2", "--seed", "a")
    assert plain[0] == 0 and "Roll: 3d6+2: 17" in plain[1]
    spaced = run(capsys, "1d20", "+", "1d4", "-", "2", "--seed", "x")
    assert spaced[0] == 0 and "Roll: 1d20 + 1d4 - 2: 11" in spaced[1]


def test_d20_with_advantage_is_a_roll_not_a_game_name(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "d20", "adv", "--seed", "a")
    assert code == 0 and err == "" and "Roll: d20 adv:" in out
    assert split_request(["d20", "adv"]) == ("dice", "d20 adv")
    assert split_request(["xw", "3", "red"]) == ("xw", "3 red")  # a game's alias stays the game
    assert split_request(["nosuch", "3"]) == ("nosuch", "3")  # no digit: a misspelt game, refused as such


def test_roll20_drop_lowest_is_d20s_drop() -> None:
    for seed in ("a", "b", "c", "d"):
        dl, pl = roll("dice", "4d6dl1", seed=seed), roll("dice", "4d6pl1", seed=seed)
        assert dl.details["total"] == pl.details["total"]
        assert [i.state for i in dl.icons] == [i.state for i in pl.icons]
        assert [i.state for i in dl.icons].count("dropped") == 1
    high = roll("dice", "4D6DH1", seed="a")  # any case (phones type "4D6"), highest too: 5, 4, [6] dropped, 4
    assert high.details["total"] == 13 and [i.state for i in high.icons][2] == "dropped"


@pytest.mark.parametrize(
    ("expr", "en", "ru"),
    [
        ("3d6 foo", "from character 5 on ('foo')", "с 5-го символа («foo»)"),
        ("4d6+", "from character 4 on ('+')", "с 4-го символа («+»)"),
        ("4d6x", "from character 4 on ('x')", "с 4-го символа («x»)"),
    ],
)
def test_an_unreadable_expression_says_where_and_what_is_allowed(expr: str, en: str, ru: str) -> None:
    with pytest.raises(QuickInputError) as caught:
        roll("dice", expr)
    english, russian = caught.value.text("en"), caught.value.text("ru")
    assert en in english and "kh/kl keep the highest/lowest" in english
    assert ru in russian and "dh/dl отбрасывают" in russian
    for text in (english, russian):  # the parser's own grammar words never reach a player
        assert "Unexpected input" not in text and "$END" not in text and "INTEGER" not in text


def test_an_unknown_game_is_refused_in_the_readers_language(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "chess", "e4", "--lang", "ru")
    assert code == 2
    assert "неизвестная игра «chess»" in err and "`xwing`, `ia`, `ti4`, `swm`, `dice`" in err
    code, _out, err = run(capsys, "chess", "e4")
    assert code == 2 and "unknown game “chess”" in err


def test_a_game_without_a_request_asks_for_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "xwing")
    assert code == 2 and out == "" and "empty request: say which dice to roll" in err
