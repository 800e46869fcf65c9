"""Russian read by a native player (issue 20), the games after X-Wing: numerals agree with each counted noun
(1/2/5/21, no «очк.» or «кл.» abbreviations), the rulebooks' words (Imperial Assault: «перегрузка», «уход от
урона», «бойня», «пробой» in the quick tools too; Star Wars Miniatures: «Комбинированный огонь»), cases after a
verb, «партия» for a match, and each game's result line in Russian."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import Event
from bot.core.texts import Catalogs, msg, render
from bot.games import registry
from bot.local.table import outcome_line
from tests.support.random_matches import SCENARIOS, play

IA, SWM, SF, QUICK = Catalogs("ia"), Catalogs("swm"), Catalogs("starfighter"), Catalogs("quick")


def ru(cats: Catalogs, key: str, **params: Any) -> str:
    return render(cats, msg(key, **params), "ru")


def test_imperial_assault_counts_agree() -> None:
    assert [ru(IA, "opt.move", mp=n) for n in (1, 2, 5, 21)] == [
        "Движение: получить 1 очко движения",
        "Движение: получить 2 очка движения",
        "Движение: получить 5 очков движения",
        "Движение: получить 21 очко движения",
    ]
    assert [ru(IA, "say.damage", who="X", amount=n) for n in (1, 2, 5)] == [
        "X получает 1 урон.",  # «1 урон» as the X-Wing rulebook counts it [611]; «1 урона» was wrong
        "X получает 2 урона.",
        "X получает 5 урона.",
    ]
    assert [ru(IA, "surge.surge", v=n) for n in (1, 2, 5)] == ["+1 перегрузка", "+2 перегрузки", "+5 перегрузок"]
    assert [ru(IA, "surge.block", v=n) for n in (1, 2, 5)] == ["+1 блок", "+2 блока", "+5 блоков"]
    assert [ru(IA, "surge.evade", v=n) for n in (1, 21)] == ["+1 уклонение", "+21 уклонение"]
    push = [ru(IA, "prompt.relocate_push", figure="X", n=n) for n in (1, 2, 5)]
    assert push == [f"Оттолкнуть X не более чем на {w}: куда?" for w in ("1 клетку", "2 клетки", "5 клеток")]
    assert ru(IA, "pick.card", card="C", n=1, cost=21) == "C №1 (21 очко)"
    # «перегрузок 1» (a genitive plural before its number) read wrong: the attack's figures are labels now
    attack = ru(IA, "say.attack", who="A", target="B", damage=3, surge=1, accuracy=4, block=1, evade=0)
    assert attack == "A атакует фигурку B: урон 3, перегрузки 1, точность 4; у цели блоки 1, уклонения 0."


def test_star_wars_miniatures_counts_agree() -> None:
    squad = [ru(SWM, "prompt.squad", side="S", points=n, era="E") for n in (1, 2, 100)]
    assert [s.split(", эра")[0] for s in squad] == [
        "S: наберите отряд не дороже 1 очка",  # a genitive after «дороже»: 1 очка, 2 очков
        "S: наберите отряд не дороже 2 очков",
        "S: наберите отряд не дороже 100 очков",
    ]
    assert ru(SWM, "say.limit_draw", rounds=6, points=21).endswith("по 21 очку.")
    assert ru(SWM, "say.limit_draw", rounds=6, points=40).endswith("по 40 очков.")


def test_starfighter_cards_stand_where_no_case_is_needed() -> None:
    """«Юг выкладывает карта 1-12», «Куда выложить карта 1-15» (a nominative after a verb): the card, named
    «карта N», now stands where the nominative is right; the face is «лицевой стороной вверх» (rules line 132)."""
    card = msg("card.number", card="1-12")
    played = ru(SF, "say.played_face", seat="Юг", card=card, sector=2, level=0)
    assert played == "Юг выкладывает лицевой стороной вверх в сектор 2 (поле уровня 0): карта 1-12."
    assert ru(SF, "prompt.sector", card=card, side=msg("side.back")) == (
        "В какой сектор выложить: карта 1-12 (рубашкой вверх)?"
    )
    assert ru(SF, "say.destroyed", card=card) == "Уничтожена карта 1-12."
    assert ru(SF, "opt.play_face", card=card, level=1) == "Лицевой стороной вверх: карта 1-12 (уровень 1)"
    over = ru(SF, "say.game_over", winner="Юг", reason="armour", aa=5, ab=1, ca=2, cb=3, why="armour")
    assert over.startswith("Партия окончена: побеждает Юг")


def test_the_quick_tools_use_the_imperial_assault_rulebooks_words() -> None:
    assert ru(QUICK, "ia.hits", damage=3, surges=1) == "урон 3, 1 перегрузку можно потратить"
    assert ru(QUICK, "ia.dodge") == "уход от урона"  # rulebook line 1232, as the game says it
    assert ru(QUICK, "ia.after.cleave", n=1) == "бойня 1"
    assert ru(QUICK, "field.combined_fire") == "Комбинированный огонь"  # SWM rules line 94


ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


@pytest.mark.parametrize("game", ["ti4", "swm", "ia", "starfighter", "xwing"])
def test_each_games_result_line_reads_in_russian(game: str) -> None:
    """The console's and the thread's result line (bot.engine.match_texts.result_reason): «победа: p2 (round
    limit; most VP)», «победа: Юг (armour)» and the English of TI4 and SWM were left in Russian lines."""
    match = play(game, 0)
    options, seats = SCENARIOS[game][0]
    g = registry.get(game)
    state = g.setup(options, seats, Chance(match["seed"]))
    for data in match["log"]:
        state = g.evolve(state, Event.from_json(data))
    outcome = g.outcome(state)
    assert outcome is not None, f"the random {game} match did not end"
    line = outcome_line(game, outcome.to_json(), seats, [e["payload"] for e in match["log"][-20:]], "ru")
    assert line.startswith("партия окончена"), line
    assert not ENGLISH_WORD.findall(line), line
