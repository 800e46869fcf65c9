"""SWM's and Starfighter's English texts memoised by the message's JSON through the shared
`bot.core.texts.EnglishTexts` (issue 17, as X-Wing's and TI4's; their own memos were keyed by repr and stopped
keeping at 20,000): every option label and detail, prompt text and event line of random matches is the text
rendered afresh, the memo stays within its bound, and messages that differ only by 1 / 1.0 / True keep apart."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import Game
from bot.core.texts import Catalogs, EnglishTexts, msg, render
from bot.games import registry
from bot.games.starfighter import texts as SF
from bot.games.swm import texts as SWM
from tests.support.random_matches import SCENARIOS

TEXTS: dict[str, tuple[ModuleType, Catalogs]] = {"swm": (SWM, SWM.CATALOGS), "starfighter": (SF, SF.TEXTS)}


def _checked(game: Game, catalogs: Catalogs, options: dict[str, Any], seats: list[str], seed: int) -> int:
    rng, chance = random.Random(seed), Chance(f"memo-{seed}")
    state: Any = game.setup(options, seats, chance)
    checked = 0
    for _ in range(80):
        if game.outcome(state) is not None:
            break
        prompts = game.prompts(state)
        for p in prompts:
            said = (p.context or {}).get("texts", {}).get("text")
            if said:
                assert p.text == render(catalogs, said, "en")
            for o in p.options or ():
                assert o.label == render(catalogs, o.texts["label"], "en"), o.id
                if "detail" in o.texts:
                    assert o.detail == render(catalogs, o.texts["detail"], "en"), o.id
                checked += 1
        p = rng.choice(prompts)
        action = dict(rng.choice(p.options).action) if p.options else dict(p.default or {})
        for ev in game.act(state, p.seat, action, chance):
            if ev.payload.get("say_key"):
                message = {"key": ev.payload["say_key"], "params": ev.payload.get("say_params") or {}}
                assert ev.payload["say"] == render(catalogs, message, "en")
                checked += 1
            state = game.evolve(state, ev)
    return checked


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_every_text_of_random_matches_is_the_text_rendered_afresh(name: str) -> None:
    module, catalogs = TEXTS[name]
    assert isinstance(module.english, EnglishTexts) and module.english.catalogs is catalogs
    module.english.memo.clear()
    checked = sum(
        _checked(registry.get(name), catalogs, options, seats, n)
        for n, (options, seats) in enumerate(SCENARIOS[name][:4])
    )
    assert checked > 300
    assert 0 < len(module.english.memo) <= module.english.limit


@pytest.mark.parametrize(
    ("name", "key", "param"), [("swm", "pick.bad", "reason"), ("starfighter", "card.number", "card")]
)
def test_numbers_that_json_tells_apart_are_kept_apart(name: str, key: str, param: str) -> None:
    module, catalogs = TEXTS[name]
    module.english.memo.clear()
    given: list[Any] = [1, 1.0, True]
    said = [module.english(msg(key, **{param: v})) for v in given]
    assert said == [render(catalogs, msg(key, **{param: v}), "en") for v in given]
    assert said[2] != said[0]  # True is not 1
    assert module.english(msg(key, **{param: 1})) == said[0]
    assert len(module.english.memo) == 3
