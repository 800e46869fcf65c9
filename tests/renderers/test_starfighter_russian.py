"""The Starfighter picture in Russian (issue 20): the rulebook's terms (фишка инициативы, броня, сброс, колонка,
жетоны повреждений, рубашкой вверх, Размещение), the game's own mode and side names, cruiser names from data
(«Арес», «Афина»), plural forms for 1/2/5/21, a real minus for a negative armour, effect marks by their Russian
names, and nothing English drawn: card numbers are the only thing left as printed."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.games.starfighter import GAME
from renderers import starfighter as pictures
from tests.starfighter.support import NORTH, SOUTH, deploying, put, state
from tests.test_pseudo_locale import _Drawn

LATIN = re.compile(r"[A-Za-z]")


def _state(hand: list[str] | None = None) -> dict[str, Any]:
    s = deploying(state("skirmish", seed="pic-ru"), {SOUTH: hand or ["1-24", "2-23"], NORTH: ["2-03"]})
    put(s, SOUTH, 1, "2-04")
    put(s, SOUTH, 1, "2-05", side="back")
    put(s, NORTH, 5, "2-57")
    s["offset"] = -2
    return s


def _drawn(view: dict[str, Any], private: bool = False) -> list[str]:
    with _Drawn() as drawn:
        (pictures.render_private if private else pictures.render)(view, locale="ru")
    return drawn.texts


def test_the_public_picture_speaks_the_rulebooks_words() -> None:
    s = _state()
    s["players"][NORTH]["armour"] = -3  # below zero: the match ends after this round (§11)
    s["initiative"], s["passed"] = NORTH, [NORTH]
    texts = _drawn(GAME.view(s, SOUTH))
    assert texts[0] == "Схватка · раунд 1 · Размещение · ходит Юг · смещение −2"  # a real minus, not "-2"
    (north,) = {t for t in texts if t.startswith("СЕВЕР")}  # (a string may be seen twice: Canvas and Pillow)
    (south,) = {t for t in texts if t.startswith("ЮГ")}
    assert north.startswith("СЕВЕР, Афина: броня −3/20 · на руке 1 · отложено 0 · в колоде ")
    assert north.endswith(" · Подкрепление +4 ★ фишка инициативы (пас)")
    assert south.startswith("ЮГ, Арес: броня 20/20 · на руке 2 · отложено 0 · в колоде ")
    assert "−3" in texts and "колонка 1" in texts and "колонка 7" in texts  # seven columns at offset −2
    assert "С!" in texts  # 2-57: damage to one's own cruiser («Повреждение собственного крейсера»)
    assert not [t for t in texts if LATIN.search(t)]


def test_the_alt_text_names_the_sectors_and_the_cards_played_back_up() -> None:
    text = pictures.alt_text(GAME.view(_state(), None), locale="ru")
    assert text.startswith("Схватка · раунд 1 · Размещение · ходит Юг · смещение −2. ЮГ, Арес: броня 20/20")
    assert "· сектор 1: 2-04/рубашка." in text and "СЕВЕР, Афина" in text and "· сектор 5: 2-57." in text
    assert "1-24" not in text  # the hand is no part of the public picture
    assert not LATIN.search(text)


@pytest.mark.parametrize(
    ("reason", "winners", "said"),
    [
        ("armour", [SOUTH], "Раунд 1 · партия окончена: побеждает Юг (брони больше)"),
        ("cards", [NORTH], "Раунд 1 · партия окончена: побеждает Север (брони поровну, больше карт)"),
        ("draw", [], "Раунд 1 · партия окончена: ничья (поровну брони и карт)"),
    ],
)
def test_the_result_says_who_won_and_why(reason: str, winners: list[str], said: str) -> None:
    s = _state()
    s["phase"], s["result"] = "over", {"winners": winners, "reason": reason, "draw": not winners}
    assert _drawn(GAME.view(s, None))[0] == said
    assert pictures.alt_text(GAME.view(s, None), locale="ru").startswith(said + ".")


@pytest.mark.parametrize(("n", "said"), [(1, "1 жетон"), (2, "2 жетона"), (5, "5 жетонов"), (21, "21 жетон")])
def test_the_damage_tokens_left_in_a_battle_agree_with_their_number(n: int, said: str) -> None:
    view = GAME.view(_state(), None)
    view.update(round=30, mode="total_war", phase="battle", offset=-3)
    view["battle"] = {"cols": [[0, 2], [1, 3], [2, 4]], "i": 1, "take": {SOUTH: n, NORTH: 21}}
    header = _drawn(view)[0]  # whole, in a smaller font if need be; a side with no token left is not named
    assert header == (
        f"Тотальная война · раунд 30 · Сражение · бой 2 из 3, выложить: Юг — {said}, Север — 21 жетон · смещение −3"
    )
    view["battle"]["take"] = {SOUTH: 0, NORTH: n}
    assert "выложить: Север — " + said + " · смещение" in _drawn(view)[0]


@pytest.mark.parametrize(("n", "said"), [(1, "1 карта"), (2, "2 карты"), (5, "5 карт"), (21, "21 карта")])
def test_the_hand_agrees_with_its_number(n: int, said: str) -> None:
    hand = [f"1-{k:02d}" for k in range(1, n + 1)]
    texts = _drawn(GAME.view(_state(hand), SOUTH), private=True)
    assert texts[0] == f"ЮГ: на руке {said}"


def test_the_hand_shows_levels_effect_marks_and_ones_own_cards_played_back_up() -> None:
    texts = _drawn(GAME.view(_state(["1-24", "2-23", "1-17", "2-24"]), SOUTH), private=True)
    assert "1-24 · ур. 1" in texts
    assert {"П", "Б", "✕", "И!"} <= set(texts)  # Поворот, Бочка, Уничтожение, Повреждение истребителя
    # the legend names the effects of these cards as the rulebook does, in the order of docs/starfighter.md
    names = ["Поворот", "Уничтожение", "Бочка", "Повреждение истребителя"]
    assert [t for t in dict.fromkeys(texts) if t in names] == names
    assert texts[-1] == "Ваши карты рубашкой вверх: сектор 1, поле уровня 1: 2-05"
    assert not [t for t in texts if LATIN.search(t)]


def test_english_keeps_its_words() -> None:
    view = GAME.view(_state(), SOUTH)
    with _Drawn() as drawn:
        pictures.render(view)
        pictures.render_private(view)
    assert drawn.texts[0] == "Skirmish · round 1 · deploy · South to play · offset -2"
    assert "R" in drawn.texts and "SOUTH: your hand (2)" in drawn.texts and "1-24 · L1" in drawn.texts
    assert "Your face-down cards: sector 1 level 1: 2-05" in drawn.texts
    assert {"Rotate", "Barrel roll"} <= set(drawn.texts)  # the legend of 1-24's and 2-23's marks


def test_the_adapters_reach_it_in_a_discord_locale() -> None:
    from bot.engine.render import find_function, in_language

    alt = find_function("starfighter", "alt_text")
    assert alt is not None
    text = in_language(alt, "ru-RU")(GAME.view(_state(), None))  # as bot/discord_bot/boards.py calls it
    assert text.startswith("Схватка · раунд 1 · Размещение · ходит Юг")
