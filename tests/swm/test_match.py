"""Whole matches: a seeded match played to victory and replayed to the same hash; fuzzed actions are refused
with a message and change nothing."""

from __future__ import annotations

import json
import random

from bot.core import canonical
from bot.core.chance import Chance
from bot.core.protocol import Event, RuleError
from bot.games.swm.game import GAME

FIXTURES = {
    "squads": {
        "light": ["g-l-knight", "g-l-officer", "g-l-rifleman", "g-l-militia", "g-l-militia", "g-f-merc"],
        "dark": ["g-d-adept", "g-d-commander", "g-d-trooper", "g-d-trooper", "g-d-droid", "g-f-merc"],
    }
}


def _match(seed: str) -> tuple[dict, list[Event]]:
    chance, pick = Chance(seed), random.Random(seed)
    s = GAME.setup(FIXTURES, ("light", "dark"), chance)
    log: list[Event] = []
    for _ in range(3000):
        if GAME.outcome(s) is not None:
            break
        p = GAME.prompts(s)[0]
        opts = p.options or ()
        attack = [o for o in opts if o.action["kind"] == "attack"]
        option = attack[0] if attack and pick.random() < 0.8 else opts[pick.randrange(len(opts))]
        for e in GAME.act(s, p.seat, dict(option.action), chance):
            s = GAME.evolve(s, e)
            log.append(e)
    return s, log


def test_a_seeded_match_is_played_to_victory_and_its_replay_has_the_same_hash() -> None:
    s, log = _match("swm-victory")
    out = GAME.outcome(s)
    assert out is not None and out.winners and not out.draw  # SWM-1.1: one side lost every character
    loser = "light" if out.winners == ("dark",) else "dark"
    assert all(f["defeated"] for f in s["figures"].values() if f["side"] == loser)
    replayed = GAME.setup(FIXTURES, ("light", "dark"), Chance("swm-victory"))
    for e in log:
        replayed = GAME.evolve(replayed, Event.from_json(json.loads(canonical.dumps(e.to_json()))))
    assert canonical.digest(GAME.encode_state(replayed)) == canonical.digest(GAME.encode_state(s))
    _again, log2 = _match("swm-victory")
    assert [e.to_json() for e in log2] == [e.to_json() for e in log]


FUZZ = [
    None,
    {},
    {"kind": 3},
    {"kind": "launch"},
    {"kind": "move"},
    {"kind": "move", "to": "north"},
    {"kind": "move", "to": [1, 2, 3]},
    {"kind": "move", "to": [10**9, 1]},
    {"kind": "move", "path": [[0, 0]] * 500},
    {"kind": "move", "path": [[True, False]]},
    {"kind": "attack"},
    {"kind": "attack", "target": "L1"},
    {"kind": "attack", "target": "D1", "helpers": "all"},
    {"kind": "attack", "target": "D1", "helpers": ["X9"] * 100},
    {"kind": "activate", "figure": ["L1"]},
    {"kind": "place", "at": [-1, -1]},
    {"kind": "first", "seat": "blue"},
    {"kind": "power", "power": "force lightning"},
    {"kind": "aoo", "by": "D1"},
    {"kind": "squad", "characters": "everyone"},
    {"kind": "reroll"},
]
MAYBE_LEGAL = [{"kind": "attack", "target": "L1"}, {"kind": "aoo", "by": "D1"}, {"kind": "reroll"}]


def test_fuzzed_actions_are_refused_with_a_message_and_change_nothing() -> None:
    chance, pick = Chance("fuzz"), random.Random("fuzz")
    s = GAME.setup({}, ("light", "dark"), chance)
    for step in range(300):
        if GAME.outcome(s) is not None:
            break
        before = canonical.dumps(GAME.encode_state(s))
        for seat in ("light", "dark") if step % 10 == 0 else ():
            for action in FUZZ:
                try:
                    GAME.act(s, seat, action, chance)  # type: ignore[arg-type]
                except RuleError as err:
                    assert err.message and len(err.message) < 600
                else:  # only these may be legal at some point (act never changes the state it is given)
                    assert action in MAYBE_LEGAL, (step, seat, action)
        assert canonical.dumps(GAME.encode_state(s)) == before
        p = GAME.prompts(s)[0]
        opts = p.options or ()
        for e in GAME.act(s, p.seat, dict(opts[pick.randrange(len(opts))].action), chance):
            s = GAME.evolve(s, e)


def test_every_prompt_default_is_a_legal_action_even_when_passing_is_not_allowed() -> None:
    # a deadline applies the default: it must never be refused (A-7 off: ending an untouched turn is illegal)
    for rules in ({}, {"A-7": False}):
        chance, pick = Chance("defaults"), random.Random("defaults")
        s = GAME.setup({**FIXTURES, "rules": rules}, ("light", "dark"), chance)
        for _ in range(400):
            if GAME.outcome(s) is not None:
                break
            p = GAME.prompts(s)[0]
            assert p.default is not None
            action = p.default if pick.random() < 0.5 else dict((p.options or ())[0].action)
            for e in GAME.act(s, p.seat, dict(action), chance):
                s = GAME.evolve(s, e)
