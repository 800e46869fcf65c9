"""The TI4 view's `log_said` (issue 20): the message of each log line, rebuilt from the recorded steps, renders the
line exactly (so the console can print the set-up's space cannon offense and barrage, TI4 rule 39.2/39.3, in the
reader's language). Checked on every view of the pinned TI4 matches played by their seeded random policy."""

from __future__ import annotations

import random

from bot.core.chance import Chance
from bot.core.texts import render
from bot.games.ti4 import GAME
from bot.games.ti4 import texts as T
from tests.test_pinned_replays import MATCHES


def test_every_log_line_of_the_pinned_matches_has_its_message() -> None:
    checked = 0
    for label, (game, options, seats) in MATCHES.items():
        if game is not GAME:
            continue
        chance, pick = Chance(label), random.Random(label)
        state = GAME.setup(options, seats, chance)
        for _ in range(400):
            view = GAME.view(state, None)
            said = view["log_said"]
            assert len(said) == len(view["log"])
            for line, message in zip(view["log"], said, strict=True):
                assert message is not None, f"{label}: no message for {line!r}"
                assert T.english(message) == line
                checked += 1
            if GAME.outcome(state) is not None:
                break
            p = pick.choice(GAME.prompts(state))
            action = p.options[pick.randrange(len(p.options))].action if p.options else p.default
            for ev in GAME.act(state, p.seat, dict(action or {}), chance):
                state = GAME.evolve(state, ev)
        assert GAME.outcome(state) is not None, label
    assert checked > 100


def test_the_opening_space_cannon_reads_in_russian() -> None:
    # TI4 rule 39.2: a PDS fires before the combat; its line is written at set-up, before any event
    options = {"attacker": "2 destroyer 2 fighter 1 carrier", "defender": {"fleet": "2 destroyer", "pds": "1 pds"}}
    view = GAME.view(GAME.setup(options, ["attacker", "defender"], Chance("s2")), None)
    first = render(T.CATALOGS, view["log_said"][0], "ru")
    assert view["log"][0].startswith("defender space cannon offense: PDS I 6+ [")
    assert first.startswith("Защищающийся, космическая пушка: атака: СПО I 6+ [")
