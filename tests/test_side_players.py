"""TI4, Star Wars Miniatures and Starfighter name players, not sides, where a player is meant (issue 21), in English
and Russian: their events keep the side's words as a message (`side.attacker`, `seat.north`); the game's catalogs
declare which seat those words stand for, and a reader who knows who sits there (`people`) reads the game's
`person` phrase instead, in the form the sentence asks for (CASE: «у игрока Вера», "bob's sector"). The English
without names is byte for byte what the events carry (`say`), so replays and pinned digests do not change."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import Game
from bot.core.texts import Catalogs, is_message, render
from tests.test_pinned_replays import MATCHES

PEOPLE = {"attacker": "alice", "defender": "Вера", "light": "alice", "dark": "Вера", "south": "alice", "north": "Вера"}
LABELS = [label for label in MATCHES if label.startswith(("ti4", "swm", "starfighter"))]


def _said(label: str, seed: int) -> Iterator[tuple[Game, dict[str, Any]]]:
    """Every event payload with a sentence of a pinned match, played by a seeded random policy."""
    game, options, seats = MATCHES[label]
    chance, pick = Chance(f"{label}#names{seed}"), random.Random(seed)
    state = game.setup(options, seats, chance)
    for _ in range(1500):
        if game.outcome(state) is not None:
            return
        prompts = game.prompts(state)
        p = prompts[pick.randrange(len(prompts))]
        action = p.options[pick.randrange(len(p.options))].action if p.options else p.default
        for event in game.act(state, p.seat, dict(action or {}), chance):
            if isinstance(event.payload.get("say_key"), str):
                yield game, dict(event.payload)
            state = game.evolve(state, event)


def _message(payload: dict[str, Any]) -> dict[str, Any]:
    return {"key": payload["say_key"], "params": payload.get("say_params") or {}}


@pytest.mark.parametrize("label", LABELS)
def test_every_sentence_naming_a_side_names_its_player_and_the_english_is_unchanged(label: str) -> None:
    named = 0
    for game, payload in _said(label, 1):
        cats: Catalogs = getattr(game, "texts")  # noqa: B009 (the protocol leaves a game's catalogs optional)
        message = _message(payload)
        assert render(cats, message, "en") == payload["say"]  # what the events carry, unchanged
        seats = [
            cats.seats[v["key"]]
            for v in message["params"].values()
            if is_message(v) and v["key"] in cats.seats and not v.get("params")
        ]
        for locale in ("en", "ru"):
            text = render(cats, message, locale, PEOPLE)
            for seat in seats:
                assert PEOPLE[seat] in text, (locale, text)
                named += 1
        assert "alice" not in json.dumps(payload) and "Вера" not in json.dumps(payload, ensure_ascii=False)
    assert named > 10, label  # the match did name sides: the check above ran


def _first(label: str, key: str) -> dict[str, Any]:
    for seed in range(6):
        for _, payload in _said(label, seed):
            if payload["say_key"] == key:
                return _message(payload)
    raise AssertionError(f"{label}: no {key}")


def test_ti4_result_sentences_in_both_languages() -> None:
    from bot.games.ti4 import GAME

    retreat = _first("ti4-letnev-duranium-vs-sardakk", "end.retreated")
    loser, winner = (retreat["params"][k]["key"].split(".")[1] for k in ("retreated", "winner"))
    ru, en = render(GAME.texts, retreat, "ru", PEOPLE), render(GAME.texts, retreat, "en", PEOPLE)
    assert ru == f"Бой выигрывает {PEOPLE[winner]}: {PEOPLE[loser]} отступает (п. 39.10 правил)"
    assert en == f"{PEOPLE[loser]} retreated; {PEOPLE[winner]} wins the combat (RU 39.10)"
    assert render(
        GAME.texts, retreat, "ru"
    ) == "Бой выигрывает атакующий: защищающийся отступает (п. 39.10 правил)" or (
        render(GAME.texts, retreat, "ru") == "Бой выигрывает защищающийся: атакующий отступает (п. 39.10 правил)"
    )
    won = {"key": "end.won", "params": {"winner": {"key": "side.defender", "params": {}}}}
    assert render(GAME.texts, won, "en", PEOPLE) == "Вера wins: only their ships remain (RU 39.10)"
    assert render(GAME.texts, won, "en") == "the defender wins: only its ships remain (RU 39.10)"
    assert render(GAME.texts, won, "ru", PEOPLE) == "Побеждает Вера: у соперника кораблей не осталось (п. 39.10 правил)"
    one = {"key": "end.no_combat_one", "params": {"winner": {"key": "side.attacker", "params": {}}}}
    assert render(GAME.texts, one, "ru", PEOPLE).endswith("корабли остались только у игрока alice (п. 39.1 правил)")
    assert render(GAME.texts, one, "ru").endswith("корабли остались только у атакующего (п. 39.1 правил)")
    assert "left only alice's ships" in render(GAME.texts, one, "en", PEOPLE)


def test_swm_keeps_the_faction_where_it_is_the_right_word_and_says_who() -> None:
    from bot.games.swm.game import GAME

    side = {"key": "side.light", "params": {}}
    dark = {"key": "side.dark", "params": {}}
    victory = {"key": "say.victory", "params": {"side": side, "loser": dark}}
    assert render(GAME.texts, victory, "ru", PEOPLE) == (
        "Все персонажи Тёмной стороны (Вера) убиты: побеждает Светлая сторона (alice)."
    )
    assert render(GAME.texts, victory, "ru") == "Все персонажи Тёмной стороны убиты: побеждает Светлая сторона."
    assert render(GAME.texts, victory, "en", PEOPLE) == (
        "Every character of the Dark side (Вера) is defeated: the Light side (alice) wins."
    )
    first = {"key": "say.first", "params": {"side": dark, "chooser": side}}
    assert render(GAME.texts, first, "ru", PEOPLE) == "В этом Раунде первый ход за игроком Вера (выбор: alice)."
    assert render(GAME.texts, first, "ru") == "В этом Раунде первый ход за Тёмной стороной (выбор: Светлая сторона)."
    assert render(GAME.texts, first, "en", PEOPLE) == "Вера goes first this round (chosen by alice)."
    locked = {"key": "say.squad_locked", "params": {"side": dark}}
    assert render(GAME.texts, locked, "ru", PEOPLE) == "Вера: отряд набран."  # no verb agreeing with a name
    assert render(GAME.texts, locked, "en", PEOPLE) == "Вера has chosen their squad."
    # the squad prompt tells the player which faction they build for: the side stays
    squad = _first_squad_prompt()
    assert render(GAME.texts, squad, "ru", PEOPLE).startswith("Светлая сторона: наберите отряд")


def _first_squad_prompt() -> dict[str, Any]:
    from bot.games.swm.game import GAME

    _, options, seats = MATCHES["swm-secret-squads"]
    state = GAME.setup(options, seats, Chance("names"))
    p = next(p for p in GAME.prompts(state) if p.seat == "light")
    return dict(p.context["texts"]["text"])


def test_starfighter_battles_name_both_players_without_a_param_for_them() -> None:
    from bot.games.starfighter import GAME

    battle = _first("starfighter-training", "say.battle")
    col, a, b = (battle["params"][k] for k in ("col", "a", "b"))
    ru = render(GAME.texts, battle, "ru", PEOPLE)
    assert ru.startswith(f"Бой в колонке {col} (сектор {a} игрока alice, сектор {b} игрока Вера): alice получает ")
    assert render(GAME.texts, battle, "ru").startswith(f"Бой в колонке {col} (сектор {a} Юга, сектор {b} Севера): Юг")
    en = render(GAME.texts, battle, "en", PEOPLE)
    assert en.startswith(f"Battle in column {col} (alice's sector {a}, Вера's sector {b}): alice takes ")
    passed = {"key": "say.battle_phase", "params": {"seat": {"key": "seat.north", "params": {}}}}
    assert render(GAME.texts, passed, "ru", PEOPLE) == "Сражение: фишка инициативы у игрока Вера."
    assert render(GAME.texts, passed, "ru") == "Сражение: фишка инициативы у Севера."
