"""The SWM picture in Russian (issue 20): the header, the squads' panel, the attack label and the alt text use the
terms of data/swm/texts/ru.ftl (Раунд, Фаза, Ход, Жизнь, П.С., Д20, Защита, Укрытие), characters by their Russian
names with agreement by gender (data/swm/characters.json), and the result in the game's own Russian sentence."""

from __future__ import annotations

import re
from typing import Any

from bot.games.swm.game import GAME
from renderers.swm import alt_text, render, render_board, render_round
from tests.swm.support import Dice, arena, events, play
from tests.test_pseudo_locale import _Drawn


def _duel() -> dict[str, Any]:
    figs = {"L1": ("g-l-militia", (4, 2)), "D1": ("g-d-trooper", (3, 2)), "L2": ("g-l-knight", (10, 6))}
    return arena(figs, active="L1", map_id="duel-hall")


def _drawn(view: Any) -> list[str]:
    with _Drawn() as drawn:
        render(view, locale="ru")
    return drawn.texts


def test_the_board_draws_the_round_the_sides_and_the_attack_in_russian() -> None:
    s = play(_duel(), "light", {"kind": "attack", "target": "D1"}, Dice([4]))
    view = GAME.view(s, None)
    texts = _drawn(view)
    assert texts[0].startswith("Раунд 1, Фаза ")  # the header: «Раунд», «Фаза» as the game's catalog writes them
    assert "Светлая сторона" in texts and "Тёмная сторона" in texts  # the panel's sides (side.light/dark)
    assert "Д20 4  9 против 13" in texts  # the attack label: d20 4, total 9 against Defense 13
    assert any(t.startswith("L1 Ополченец  10/10") for t in texts)  # name_ru from characters.json
    assert any(t.startswith("L2 Рыцарь-страж  ") and " П.С. " in t for t in texts)  # Force points: «П.С.»
    english = {w for t in texts for w in re.findall(r"[A-Za-z]{2,}", t)}
    assert not english, english  # squares are letter + number (C4): no word of English is drawn


def test_the_alt_text_says_hp_force_cover_and_the_result_in_russian() -> None:
    s = play(_duel(), "light", {"kind": "attack", "target": "D1"}, Dice([4]))
    text = alt_text(GAME.view(s, None), locale="ru")
    assert text.startswith("Дуэльный зал: Раунд 1, Фаза ")
    assert "L1 Ополченец на E3, Жизнь 10/10" in text
    assert "L2 Рыцарь-страж на K7, Жизнь 90/90, П.С. " in text
    assert "Последняя атака: L1 по цели D1, на Д20 4, итого 9 против Защиты 13: промах." in text
    assert not re.findall(r"[A-Za-z]{2,}", text.replace("Д20", ""))


def test_a_defeated_figure_agrees_with_its_gender() -> None:
    view = GAME.view(_duel(), None)
    figs = []
    for f in view["figures"]:
        if f["id"] == "L1":  # a character of a player's own card with a feminine name (the forms it may give)
            f = dict(f, defeated=True, at=None, hp=0, name_ru="Разведчица", gender_ru="f")
        if f["id"] == "D1":
            f = dict(f, defeated=True, at=None, hp=0)  # Линейный штурмовик: masculine in the data
        figs.append(f)
    changed = {**view, "figures": figs}
    text = alt_text(changed, locale="ru")
    assert "L1 Разведчица убита, Жизнь 0/10" in text and "D1 Линейный штурмовик убит, Жизнь 0/10" in text
    texts = _drawn(changed)
    assert any(t.startswith("L1 Разведчица  0/10") and t.endswith("убита") for t in texts), texts
    unset = {**view, "figures": [dict(f, at=None) if f["id"] == "L1" else f for f in view["figures"]]}
    assert "L1 Ополченец не выставлен, Жизнь 10/10" in alt_text(unset, locale="ru")


def test_the_result_is_the_games_own_russian_sentence_in_the_header_and_alt_text() -> None:
    s = arena({"L1": ("g-l-knight", (4, 2)), "D1": ("g-d-trooper", (3, 2))}, active="L1", map_id="duel-hall")
    s = play(s, "light", {"kind": "attack", "target": "D1"}, Dice([20, 20]))
    view = GAME.view(s, None)
    assert view["result"] and view["result"]["said"]["key"] == "say.victory"
    sentence = "Все персонажи Тёмной стороны убиты: побеждает Светлая сторона"
    assert _drawn(view)[0] == sentence + "."
    assert alt_text(view, locale="ru").startswith(f"Дуэльный зал: {sentence}. Светлая сторона: ")
    assert alt_text(view).startswith("Duel Hall: Every character of the Dark side is defeated: the Light side wins.")


def test_the_squad_panel_before_the_reveal_and_the_set_up_header() -> None:
    s = GAME.setup({}, ("light", "dark"), Dice())
    s = play(s, "light", {"kind": "squad", "fixture": "light"}, Dice())
    texts = _drawn(GAME.view(s, None))
    assert texts[0] == "Стороны набирают отряды" and "отряд набран" in texts and "набирает отряд…" in texts


def test_the_phone_picture_and_the_animation_draw_in_russian() -> None:
    view = GAME.view(_duel(), None)
    with _Drawn() as drawn:
        render_board(view, crop="action", locale="ru")
        render_round([view, view], locale="ru")
    assert drawn.texts.count("Светлая сторона") == 3 and all("Round" not in t for t in drawn.texts)


def test_the_result_sentence_is_rebuilt_for_the_view_and_the_stored_state_keeps_its_layout() -> None:
    """The view's `said` is the game_over event's own message, while the state's result holds what it always held
    (winners, reason, draw, the English): a finished match stored before still verifies by replay."""
    s = arena({"L1": ("g-l-knight", (4, 2)), "D1": ("g-d-trooper", (3, 2))}, active="L1", map_id="duel-hall")
    s, evs = events(s, "light", {"kind": "attack", "target": "D1"}, Dice([20, 20]))
    (over,) = [e.payload for e in evs if e.kind == "game_over"]
    assert sorted(s["result"]) == ["draw", "reason", "say", "winners"]
    said = GAME.view(s, None)["result"]["said"]
    assert said == {"key": over["say_key"], "params": over["say_params"]}


def test_a_round_limit_result_is_rebuilt_with_the_points_left_on_the_table() -> None:
    s = arena({"L1": ("g-l-knight", (4, 2)), "D1": ("g-d-trooper", (3, 2))}, active="L1", map_id="duel-hall")
    s["opts"] = {**s["opts"], "round_limit": 3}
    s["result"] = {"winners": ["light"], "reason": "round_limit", "draw": False, "say": "(English)"}
    s["stage"] = "over"
    said = GAME.view(s, None)["result"]["said"]
    assert said["key"] == "say.limit_win" and said["params"]["rounds"] == 3
    assert (said["params"]["light"], said["params"]["dark"]) == (34, 6)  # data/swm: the knight 34, the trooper 6
