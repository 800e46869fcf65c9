"""X-Wing pictures in Russian (issue 20): the alt text and the drawn words use the rulebook's terms
(docs/glossary.md), names from data in Russian, real plural forms, and numbers as Russian writes them."""

from __future__ import annotations

import re
from typing import Any

from renderers import xwing
from renderers.common.words import number, say, speaking
from tests.renderers import fixtures as f
from tests.test_pseudo_locale import _Drawn


def _alt(view: Any) -> str:
    return xwing.alt_text(view, limit=None, locale="ru")


def test_the_alt_text_of_an_attack_uses_the_rulebook_terms() -> None:
    text = _alt(f.attack_through_asteroid())
    assert text.startswith("Стол X-Wing, раунд 2, фаза боя, общий вид.")  # rulebook: «фаза боя»
    assert "Люк Скайуокер (X-wing, мастерство пилота 8)" in text  # pilot skill [142], name_ru from pilots.json
    assert "«Ночной Зверь» (TIE-истребитель, мастерство пилота 5)" in text  # ships.json name_ru
    assert "Мятежники:" in text and "Империя:" in text  # sides as the game's catalog names them [177]
    assert "атака осложнена: a3" in text  # obstructed [907]
    assert "на дистанции 2 (180 мм)" in text
    assert "1 жетон концентрации" in text and "захват цели B на LS" in text  # a lock names the ship's label
    assert "1 урон" in text  # «1 урон» [611]
    english = {w for w in re.findall(r"[A-Za-z]{3,}", text)} - {"Wing", "wing", "TIE"}
    assert english == set()  # the damage card too: «Ослеплённый пилот» (damage_deck.json name_ru, ours)
    assert "Ослеплённый пилот" in text


def test_the_alt_text_of_a_bump_and_of_a_fled_ship() -> None:
    bump = _alt(f.bump())
    assert "Последний манёвр: OS — 3 прямо, столкнулся с LS, задел астероид a3." in bump  # манёвр with ё [308]
    fled = _alt(f.ship_fleeing())
    assert "вышел из боя" in fled  # fled [741]


def test_counted_tokens_agree_with_their_number() -> None:
    view = f.attack_through_asteroid()
    forms = {}
    for n in (1, 2, 5, 21):
        ships = [dict(s, tokens={"focus": n}) if s["id"] == "luke" else s for s in view["ships"]]
        forms[n] = re.search(r"(\d+ жетон\w* концентрации)", _alt({**view, "ships": ships}))
    assert {n: m.group(1) if m else None for n, m in forms.items()} == {
        1: "1 жетон концентрации",
        2: "2 жетона концентрации",
        5: "5 жетонов концентрации",
        21: "21 жетон концентрации",
    }


def test_numbers_are_written_as_russian_writes_them() -> None:
    view = f.attack_through_asteroid()
    ships = [dict(s, pose={**s["pose"], "x": -20.4}) if i == 0 else s for i, s in enumerate(view["ships"])]
    text = _alt({**view, "ships": ships, "last_attack": None})
    assert "(−20; " in text  # a real minus sign (U+2212), not a hyphen
    with speaking("ru"):
        assert number(12.5, 1) == "12,5" and number(-3) == "−3"
    with speaking("en"):
        assert number(12.5, 1) == "12.5" and number(-3) == "-3"


def test_the_pictures_draw_russian_words() -> None:
    with _Drawn() as drawn:
        xwing.render(f.attack_through_asteroid(), locale="ru")
        xwing.render_board(f.bump(), crop="action", locale="ru")
    texts = set(drawn.texts)
    assert "Раунд 2 · Фаза боя" in texts and "Инициатива: Империя · Общий вид" in texts
    assert "Д2 · 180 мм · АТАКА ОСЛОЖНЕНА" in texts  # the measuring line's label
    assert "КРАЙ МЯТЕЖНИКОВ · зона расстановки = дистанция 1" in texts
    assert "Р2 · Фаза активации" in texts and "3 прямо" in texts  # the phone picture's header, the template
    assert {"попад.", "крит", "уклон.", "пусто"} <= texts  # the dice tiles
    with speaking("ru"):
        assert say("xwing.facedown", n=2) == "2 карты урона лицевой стороной вниз"  # face down [1020]
    # nothing English is drawn but names of pieces, chips' letters and the printed type "X-wing"
    left = {w for t in texts for w in re.findall(r"[A-Za-z]{3,}", t)} - {"Wing", "wing", "TIE", "Blinded", "Pilot"}
    assert left == set()


def test_a_discord_locale_picks_its_language() -> None:
    for locale in ("ru", "ru-RU", "ru_RU"):
        assert xwing.alt_text(f.start_of_match(), locale=locale).startswith("Стол X-Wing")
    assert xwing.alt_text(f.start_of_match(), locale="en-GB").startswith("X-Wing table")


def test_a_picture_drawn_in_english_after_russian_is_english_again() -> None:
    # the static layer (the edges are named on it) is cached, per language
    from renderers.xwing.board import STATIC_CACHE

    STATIC_CACHE.clear()
    view = f.start_of_match()
    russian = xwing.render_board(view, panel_px=0, locale="ru")  # the table alone: only the edges are words
    english = xwing.render_board(view, panel_px=0, locale="en")
    assert russian.tobytes() != english.tobytes()
    assert xwing.render_board(view, panel_px=0, locale="ru").tobytes() == russian.tobytes()  # from the cache


def test_a_long_russian_ship_name_wraps_in_the_panel_instead_of_being_cut() -> None:
    # «Пилот Обсидиановой эскадрильи · TIE-истребитель» is wider than the panel's name space: two lines, whole
    with _Drawn() as drawn:
        xwing.render(f.crowded_table(), locale="ru")
    texts = list(drawn.texts)
    assert "Пилот Обсидиановой" in texts and "эскадрильи · TIE-истребитель" in texts  # word by word
    assert texts.count("эскадрильи · TIE-истребитель") >= 2  # OS2 too, whose wider label needs the smaller step
    assert "Дарт Вейдер ·" in texts and "TIE-улучшенный" in texts  # the pilot above the type where both fit
    assert not [t for t in texts if t.endswith("…") and ("Пилот" in t or "TIE" in t)]
    assert not [t for t in texts if t.startswith("·")]
    with _Drawn() as drawn:
        xwing.render(f.crowded_table(), locale="en")
    assert {"Obsidian Squadron Pilot ·", "TIE Fighter"} <= set(drawn.texts)  # English wraps the same way


def test_name_lines_stay_within_the_width() -> None:
    from PIL import Image, ImageDraw

    from renderers.common.text import text_width
    from renderers.xwing.panel import name_lines

    draw = ImageDraw.Draw(Image.new("RGB", (10, 10)))
    name = "Пилот Обсидиановой эскадрильи · TIE-истребитель"
    for width in (200, 260, 330, 500):
        lines, fnt, _ = name_lines(draw, name, 19, width)
        assert 1 <= len(lines) <= 2 and all(text_width(draw, line, fnt) <= width for line in lines), (width, lines)
    assert name_lines(draw, name, 19, 1000)[0] == [name]  # fits: one line, as before
    cut, _, _ = name_lines(draw, name, 19, 120)  # too narrow even for two smaller lines: cut short, still 2 lines
    assert len(cut) == 2 and cut[1].endswith("…")
