"""TI4's English texts memoised by the message's JSON (bot/games/ti4/texts.py `english`, issue 17: the hit
assignment prompt renders every way to take its hits on every build): every prompt text and option label of
random matches is the text rendered afresh, and messages that differ only by 1 / 1.0 / True keep apart."""

from __future__ import annotations

import random
from typing import Any

from bot.core.chance import Chance
from bot.core.texts import msg, render
from bot.games.ti4 import GAME
from bot.games.ti4 import texts as T
from tests.support.random_matches import SCENARIOS


def test_every_label_of_random_matches_is_the_label_rendered_afresh() -> None:
    checked = 0
    for n, (options, seats) in enumerate(SCENARIOS["ti4"][:6]):
        rng, chance = random.Random(n), Chance(f"memo-{n}")
        state: Any = GAME.setup(options, seats, chance)
        for _ in range(60):
            prompts = GAME.prompts(state)
            if not prompts:
                break
            for p in prompts:
                for o in p.options or ():
                    assert o.label == render(T.CATALOGS, o.texts["label"], "en"), o.id
                    checked += 1
            p = rng.choice(prompts)
            action = dict(rng.choice(p.options).action) if p.options else dict(p.default or {})
            for ev in GAME.act(state, p.seat, action, chance):
                state = GAME.evolve(state, ev)
    assert checked > 200


def test_numbers_that_json_tells_apart_are_kept_apart() -> None:
    T.english.memo.clear()
    one = T.english(msg("raw", text=1))
    assert T.english(msg("raw", text=1.0)) == render(T.CATALOGS, msg("raw", text=1.0), "en")
    assert T.english(msg("raw", text=True)) == render(T.CATALOGS, msg("raw", text=True), "en")
    assert T.english(msg("raw", text=1)) == one
    assert len(T.english.memo) == 3
