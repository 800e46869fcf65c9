"""Damage and dice sentences a player can read (issue 21): dice counted per face with what was cancelled, and after
every hit that leaves the ship flying, what it has left (hull, shields) — the same figures the table shows."""

from __future__ import annotations

from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import Event
from bot.core.texts import msg, render
from bot.games.xwing import GAME
from bot.games.xwing.texts import counted_faces


def test_dice_read_as_counts_with_the_cancelled_ones() -> None:
    now = msg("say.pool_dice_now", pool=msg("pool.attack"), faces=counted_faces(["hit"] * 3 + ["crit"], ["hit"]))
    assert render(GAME.texts, now, "en") == "Attack dice now: 3 hits, 1 crit; 1 hit cancelled."
    assert (
        render(GAME.texts, now, "ru")
        == "Кубики атаки теперь: 3 попадания, 1 критическое попадание; отменено: 1 попадание."
    )
    hit = msg("say.hit", ship="NB", dice=counted_faces(["crit", "crit"]))
    assert render(GAME.texts, hit, "en") == "NB is hit: 2 crits."
    assert render(GAME.texts, hit, "ru") == "NB получает 2 критических попадания."
    pool = msg("say.pool_dice", pool=msg("pool.defense"), faces=counted_faces(["evade", "blank", "focus", "evade"]))
    assert render(GAME.texts, pool, "en") == "Defense dice: 1 focus, 2 evades, 1 blank."
    assert render(GAME.texts, pool, "ru") == "Кубики защиты: 1 концентрация, 2 уклонения, 1 пустой результат."


def test_a_hit_ship_is_told_what_it_has_left() -> None:
    """Rulebook p.13-14 (suffering damage: shields first, then hull): after each attack that hits a ship that stays in
    play, a sentence gives its hull and shields left, equal to the public view right after."""
    chance = Chance("left")
    state: Any = GAME.setup({}, ["rebel", "imperial"], chance)
    told = 0
    for _ in range(600):
        prompts = GAME.prompts(state)
        if not prompts or GAME.outcome(state) is not None:
            break
        p = prompts[0]
        action = next((o.action for o in p.options or () if o.action.get("kind") == "attack"), p.default)
        assert action is not None
        for event in GAME.act(state, p.seat, dict(action), chance):
            state = GAME.evolve(state, event if isinstance(event, Event) else Event(**event))
            payload = event.payload
            if payload.get("say_key") == "say.left":
                params = payload["say_params"]
                ship = next(s for s in GAME.view(state, None)["ships"] if s["name"] == params["ship"])
                assert (params["hull"], params["shields"]) == (ship["hull"], ship["shields"])
                assert ship["hull"] > 0
                told += 1
    assert told >= 1, "the seeded match has a hit that leaves a ship flying"
