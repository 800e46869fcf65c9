"""/match status and the result line in the reader's language (issue 20): status words, phase, round, side names
and the outcome's reason, which the engine and the games keep in English ids."""

from __future__ import annotations

from bot.core.texts import msg
from bot.discord_bot.match_texts import late_seats, result_reason, side_name, state_words
from bot.games.xwing.texts import reason_msg, seat_msg


def test_status_words_in_russian_and_english() -> None:
    assert state_words("xwing", "active", "planning", 2, "ru") == "идёт, планирование, раунд 2"
    assert state_words("xwing", "paused", None, None, "ru") == "на паузе"
    assert state_words("xwing", "active", "planning", 2, "en") == "active, planning, round 2"  # as before


def test_side_names_from_the_games_catalogs() -> None:
    assert side_name("xwing", "rebel", "ru") == "Мятежники"
    assert side_name("xwing", "imperial", "ru") == "Империя"
    assert side_name("ti4", "attacker", "ru") == "атакующий"
    assert side_name("xwing", "rebel-1", "ru") == "мятежник 1"  # a team player's seat: his side's player, numbered
    assert side_name("xwing", "imperial-2", "en") == "imperial player 2"
    assert side_name("ia", "p2", "ru") == "Игрок 2" and side_name("starfighter", "south", "ru") == "Юг"


def test_status_names_a_phase_in_words_or_leaves_it_out() -> None:
    """/match status showed raw phase ids in Russian («setup», «declare:defender», a SWM dict)."""
    assert state_words("xwing", "active", "setup", 0, "ru") == "идёт, расстановка, раунд 0"
    assert state_words("ti4", "active", "declare:defender", 2, "ru") == (
        "идёт, объявление отступления и броски боя, раунд 2"
    )
    assert state_words("starfighter", "active", "deploy", 1, "ru") == "идёт, Размещение, раунд 1"
    assert state_words("ia", "active", "zone", 0, "ru") == "идёт, выбор зоны дислокации, раунд 0"
    assert state_words("swm", "active", {"seat": "light", "left": 2}, 1, "ru") == "идёт, раунд 1"
    assert state_words("ti4", "active", "afb_end", 1, "ru") == "идёт, раунд 1"  # an internal step: not shown


def test_engine_reasons_are_localized_with_the_sides_name() -> None:
    seats = ("rebel", "imperial")
    assert result_reason("xwing", "rebel conceded", seats, [], "ru") == "сторона «Мятежники» сдалась"
    assert result_reason("xwing", "imperial ran out of time", seats, [], "ru") == "у стороны «Империя» истекло время"
    assert result_reason("xwing", "rebel conceded", seats, [], "en") == "rebel conceded"  # English unchanged
    assert result_reason("toy", "x conceded", seats, [], "ru") == "x conceded"  # not a seat: left as written
    both = "rebel, imperial ran out of time"  # a forfeit deadline everybody missed (issue 21)
    assert result_reason("xwing", both, seats, [], "ru") == "у стороны «Мятежники, Империя» истекло время"
    assert late_seats(both, seats) == ["rebel", "imperial"] and late_seats("imperial ran out of time", seats) == [
        "imperial"
    ]
    assert late_seats("rebel conceded", seats) == [] and late_seats("x ran out of time", seats) == []


def test_a_games_reason_comes_from_the_event_that_carried_it() -> None:
    reason = "every imperial ship was destroyed"
    over = msg("say.game_over", winner=seat_msg("rebel", True), reason=reason_msg(reason))
    event = {"winner": "rebel", "reason": reason, "say_key": over["key"], "say_params": over["params"]}
    assert result_reason("xwing", reason, ("rebel", "imperial"), [{"kind": "x"}, event], "ru") == (
        "все корабли Империи уничтожены"
    )
    assert result_reason("xwing", reason, ("rebel", "imperial"), [event], "en") == reason
