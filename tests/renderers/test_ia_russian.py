"""The Imperial Assault picture in Russian (issue 20): the header, the panel, the last attack, the log, the key to
the map's letters and the alt text use the Reference Guide's terms as data/ia/texts/ru.ftl has them (раунд, ПО,
перегрузка, урон, концентрация, зона, схватка), cards by their Russian names (data/ia), and real plural forms."""

from __future__ import annotations

import re
from typing import Any

from renderers.ia import alt_text, render, render_board, render_round
from tests.renderers.test_ia_render import big_map_view, view_after_an_attack
from tests.test_pseudo_locale import _Drawn


def _drawn(view: Any, **kwargs: Any) -> list[str]:
    with _Drawn() as drawn:
        render_board(view, locale="ru", **kwargs)
    return drawn.texts


def test_the_header_panel_and_attack_are_drawn_in_russian() -> None:
    view = view_after_an_attack("p1")  # round 2 of Supply Run, p1 (Imperial, initiative) to act, p2-9 hit for 2
    texts = _drawn(view)
    assert texts[0] == "Раунд 2 — Вылазка за припасами — ходит Игрок 1"
    assert "Игрок 1 (Империя): 10 ПО (инициатива)" in texts and "Игрок 2 (Альянс): 5 ПО" in texts
    assert "1 карта в руке, 11 в колоде" in texts and "2 карты в руке, 11 в колоде" in texts
    assert "в руке: Второе дыхание" in texts  # the owner's hand: command cards by name_ru (data/ia/commands.json)
    assert "Последняя атака: p1-3 → p2-9" in texts and "2 урона" in texts and "перегрузки не потрачены" in texts
    assert "т5 у" in texts and "т2 у2" in texts and "б" in texts  # dice faces: точность, урон, блок
    assert {"ДВ", "Ш", "ИО", "ЛС", "ХС", "СП", "ГА"} <= set(texts)  # initials of Дарт Вейдер, Штурмовик, ...
    assert "Гидеон Аргус p2-9 получает 2 урона." in texts  # a log line: the game's own Russian sentence
    assert "Журнал" in texts and "Т терминал, Я ящик, О оглушение" in texts
    english = {w for t in texts for w in re.findall(r"[A-Za-z]{2,}", t)}
    assert not english, english


def test_counted_cards_damage_and_figures_agree_with_their_number() -> None:
    view = view_after_an_attack("p1")
    cards, dealt, drawn_damage = {}, {}, {}
    for n in (1, 2, 5, 21):
        players = {**view["players"], "p2": {**view["players"]["p2"], "hand_count": n, "deck_count": n}}
        last = {**view["last_attack"], "result": {**view["last_attack"]["result"], "damage": n}}
        changed = {**view, "players": players, "last_attack": last}
        texts = _drawn(changed)
        cards[n] = texts[texts.index("Игрок 2 (Альянс): 5 ПО") + 1]  # p2's cards, under its line
        drawn_damage[n] = next(t for t in texts if t.endswith(("урон", "урона")))
        dealt[n] = re.search(r"— (нанес\w+ \d+ урон\w*)\.", alt_text(changed, locale="ru"))
    assert cards == {
        1: "1 карта в руке, 1 в колоде",
        2: "2 карты в руке, 2 в колоде",
        5: "5 карт в руке, 5 в колоде",
        21: "21 карта в руке, 21 в колоде",
    }
    assert drawn_damage == {1: "1 урон", 2: "2 урона", 5: "5 урона", 21: "21 урон"}  # «1 урон» as X-Wing's
    assert {n: m.group(1) if m else None for n, m in dealt.items()} == {
        1: "нанесён 1 урон",
        2: "нанесено 2 урона",
        5: "нанесено 5 урона",
        21: "нанесён 21 урон",
    }
    waiting = big_map_view(phase_done=False)
    forms = {}
    for n in (1, 2, 5, 21):
        figures = dict(sorted(waiting["figures"].items())[:n]) if n <= len(waiting["figures"]) else None
        if figures is None:  # 21 figures: one placed figure copied under new ids
            one = next(iter(waiting["figures"].values()))
            figures = {f"p1-{i}": dict(one, owner="p1", pos=None) for i in range(1, n + 1)}
        figures = {fid: dict(f, owner="p1", pos=None) for fid, f in figures.items()}
        text = alt_text({**waiting, "figures": figures, "zones": {"p1": "red"}}, locale="ru")
        found = re.search(r"Игрок 1: 0 ПО; (осталось разместить \d+ \w+ в красной зоне)\.", text)
        forms[n] = found.group(1) if found else text
    assert forms == {
        1: "осталось разместить 1 фигурку в красной зоне",
        2: "осталось разместить 2 фигурки в красной зоне",
        5: "осталось разместить 5 фигурок в красной зоне",
        21: "осталось разместить 21 фигурку в красной зоне",
    }


def test_the_alt_text_names_cards_map_and_conditions_in_russian() -> None:
    view = view_after_an_attack(None)
    figures = {k: dict(f, conditions=["focused", "stunned"]) if k == "p1-1" else f for k, f in view["figures"].items()}
    text = alt_text({**view, "figures": figures}, locale="ru")
    assert text.startswith("Раунд 2 — Вылазка за припасами — ходит Игрок 1. Карта «Аванпост (стартовая карта)»,")
    assert "16×12 клеток." in text and "Игрок 1: 10 ПО; " in text
    assert "Дарт Вейдер p1-1 на 6,2 (урон 4/16, концентрация/оглушение)" in text
    assert "Последняя атака: p1-3 по p2-9 — нанесено 2 урона." in text
    with _Drawn() as drawn:
        render({**view, "figures": figures}, locale="ru")
    assert "КО" in drawn.texts  # the conditions' marks on the figure: К(онцентрация), О(глушение)


def test_the_log_and_the_result_are_the_games_own_russian_sentences() -> None:
    from bot.games.ia.game import GAME
    from tests.ia.policy import greedy_policy, play

    state, _a, _e = play("g1", greedy_policy, {"mission": "supply-run"}, limit=2000)
    view = GAME.view(state, None)
    assert view["result"] is not None and view["result"]["said"]["key"].startswith("say.")
    texts = _drawn(view)
    assert texts[0].startswith(f"Раунд {view['round']}: ") and "побежда" in texts[0]
    logged = [t for t in texts if re.search(r"(атакует фигурку|передвигается на|получает|активирует)", t)]
    assert logged, texts
    assert alt_text(view).startswith(f"Round {view['round']}: ")


def test_the_phone_crop_and_the_animation_frames_in_russian() -> None:
    view = big_map_view()
    titles = [t for t in _drawn(view, crop="action") if t.startswith("Раунд ")]  # the whole map's, then the crop's
    assert titles[-1] == "Раунд 1 — Похищение данных — ходит Игрок 1 — клетки 1–13 × 1–10 из 30×24", titles
    frame = {**view_after_an_attack(None), "last_move": {"figure": "p1-3", "group": "p1-g2", "round": 2}}
    with _Drawn() as drawn:
        render_round([frame], locale="ru")
    assert drawn.texts[0] == "Раунд 2 — p1-3 атакует p2-9"
    still = {**frame, "last_attack": None}
    with _Drawn() as drawn:
        render(still, locale="ru")
    assert drawn.texts[0] == "Раунд 2 — активируется p1-3"


def test_a_match_stored_before_states_kept_their_messages_replays_to_the_same_state() -> None:
    """A match set up without "log_said" (stored before the pictures spoke Russian) gains no message keys when its
    events are replayed: its final state, and so the hash the engine checks it against, is what it was."""
    from bot.core.chance import Chance
    from bot.core.protocol import Event
    from bot.games.ia.game import GAME
    from tests.ia.policy import greedy_policy, play

    new, _actions, events = play("g1", greedy_policy, {"mission": "supply-run"}, limit=2000)
    state = GAME.setup({"mission": "supply-run"}, ("p1", "p2"), Chance("g1"))
    old = {k: v for k, v in state.items() if k != "log_said"}
    for e in events:
        old = GAME.evolve(old, Event.from_json(e.to_json()))
    assert new["log"] == old["log"] and new["last_attack"] is not None and new["result"] is not None
    assert "log_said" not in old and "spent_effects" not in old["last_attack"] and "said" not in old["result"]
    assert len(new["log_said"]) == len(new["log"]) and "spent_effects" in new["last_attack"]
    assert {k: v for k, v in new.items() if k not in ("log_said", "last_attack", "result")} == {
        k: v for k, v in old.items() if k not in ("last_attack", "result")
    }
    assert new["last_attack"] == {**old["last_attack"], "spent_effects": new["last_attack"]["spent_effects"]}
    assert new["result"] == {**old["result"], "said": new["result"]["said"]}
