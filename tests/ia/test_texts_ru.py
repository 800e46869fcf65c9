"""IA's option labels and refusals in Russian (issue 20): surge abilities, special actions, zones and the refusals
of a choice not offered are messages of the catalog, with the RRG's terms (Перегрузка, Пробой, Уход от урона)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.core.texts import msg, render
from bot.games.ia import flow
from bot.games.ia.attack import Surge
from bot.games.ia.game import GAME


def ru(message: dict[str, Any]) -> str:
    return render(GAME.texts, message, "ru")


def test_a_surge_ability_reads_in_russian_with_the_rrg_terms() -> None:
    surge = Surge.of({"cost": 1, "effects": {"damage": 1, "pierce": 2}})
    label = ru(msg("opt.surge", ability=flow._surge_text(surge)))
    assert label == "Перегрузка: +1 урона, пробой 2"
    assert ru(msg("surge.dodge", v=1)) == "уход от урона"


def test_the_deployment_zone_and_special_actions_are_words_not_ids() -> None:
    assert ru(msg("say.deployed", seat="Алиса", zone=msg("zone.red"))) == "Алиса размещает фигурки в красной зоне."
    assert ru(flow._special_name("rally", "focus_ally")) == "Сплочение"
    assert ru(flow._special_name("my-own", "recover_self")) == "Восстановление"  # a player's own card


@pytest.mark.parametrize(("mp", "word"), [(1, "очко"), (2, "очка"), (5, "очков"), (21, "очко")])
def test_an_unreachable_square_counts_movement_points_in_russian(mp: int, word: str) -> None:
    text = ru(msg("err.unreachable", x=3, y=4, mp=mp))
    assert text == f"До клетки 3,4 не дойти: осталось {mp} {word} движения."


def test_a_choice_not_offered_names_the_offered_choices_in_the_readers_language() -> None:
    state = GAME.setup({"mission": "data-heist"}, ("p1", "p2"), Chance("t"))
    seat = GAME.prompts(state)[0].seat
    with pytest.raises(RuleError) as refused:
        GAME.act(state, seat, {"kind": "nonsense"}, Chance("t"))
    assert refused.value.text is not None and refused.value.text["key"] == "err.not_offered"
    text = ru({"key": refused.value.text["key"], "params": refused.value.text["params"]})
    assert text.startswith("Такого выбора сейчас нет. Можно: ")
    assert not any(w in text for w in ("take", "give", "Activate"))


def test_a_refusal_cites_its_rrg_line_in_the_readers_language() -> None:
    """A refusal's citation ("L1462") is a message: «справочник, строка 1462» in Russian."""
    from bot.engine.gametext import rule_error

    state = GAME.setup({"mission": "data-heist"}, ("p1", "p2"), Chance("t"))
    seat = GAME.prompts(state)[0].seat
    other = "p2" if seat == "p1" else "p1"
    with pytest.raises(RuleError) as refused:
        GAME.act(state, other, {"kind": "pass"}, Chance("t"))
    assert refused.value.rule == "L1462"
    assert "справочник, строка 1462" in rule_error(refused.value, "ru")


def test_the_initiative_sentence_needs_no_case_of_the_seat_name() -> None:
    """«Инициатива у игрок 2» put the seat's name in the nominative after «у»; the sentence now takes it as subject."""
    assert ru(msg("say.initiative", seat=msg("seat.p2"))) == "Игрок 2 получает инициативу."
