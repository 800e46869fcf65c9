"""The TI4 combat picture in Russian (issue 20): the rulebook's terms (docs/glossary.md: атакующий, защищающийся,
заградительный огонь, п. 39.10 правил), unit names with their case forms from data/ti4/units.json, plural forms,
factions, flagships and technologies by their Russian names (data/ti4/flagships.json, technologies.json), and
nothing English drawn but «TI4» and the L1Z1X faction's own letters."""

from __future__ import annotations

import re
from typing import Any

from renderers import ti4
from tests.test_pseudo_locale import _Drawn, played

PRINTED = re.compile(r"L1Z1X|TI4")


def _end() -> Any:
    return played()["ti4-jolnar-vs-l1z1x-pds"].last[0]


def test_the_alt_text_uses_the_rulebook_terms_and_case_forms() -> None:
    text = ti4.alt_text(_end(), locale="ru")
    assert text.startswith("Космический бой TI4 — Бой выигрывает защищающийся: атакующий отступает (п. 39.10 правил).")
    assert "Защищающийся: 2 дредноута I, 1 авианосец I, 4 истребителя I" in text  # 1 / 2-4 case forms
    assert "Атакующий, заградительный огонь: эсминец I 9+, выпало 5 2 — 0 попаданий." in text  # AFB [9]
    assert "боевая проверка" in text and "4 попадания" in text and "1 попадание" in text
    assert "1 Хиларим (флагман)" in text and "1 [0.0.1] (флагман)" in text  # flagships.json name_ru
    assert not [w for w in re.findall(r"[A-Za-z]{2,}", PRINTED.sub(" ", text))]


def test_the_picture_draws_russian_words() -> None:
    with _Drawn() as drawn:
        ti4.render(_end(), locale="ru")
    texts = set(drawn.texts)
    assert "Космический бой TI4 — Бой выигрывает защищающийся: атакующий" in texts  # the header, wrapped
    assert "Атакующий — боевая проверка: 1 попадание" in texts
    assert "Защищающийся — боевая проверка: 4 попадания" in texts
    assert "солнце войны 3+ −1" in texts  # a modifier with a real minus sign
    assert "4 истребителя I  9+" in texts
    assert {"Университеты Джол-Нара", "Разумная сеть L1Z1X"} <= texts  # flagships.json faction_ru
    assert "Отражатели Массы, Гравитонная лазерная система," in texts  # the rulebook's [ti4 21], then ours
    left = {w for t in texts for w in re.findall(r"[A-Za-z]{2,}", PRINTED.sub(" ", t))}
    assert left == set()
