"""A full match replayed from its events gives the same state; the picture and alt text of its views."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from bot.core import canonical
from bot.core.chance import Chance
from bot.core.protocol import Event
from bot.games.ti4 import GAME
from renderers.ti4 import alt_text, render

OPTIONS: dict[str, Any] = {
    "attacker": {"fleet": "2 dreadnought 1 carrier 3 fighter 1 destroyer2", "techs": ["duranium_armor"]},
    "defender": {
        "fleet": "1 flagship 2 cruiser 2 destroyer 2 fighter",
        "faction": "sardakk",
        "pds": "1 pds",
        "space_dock": True,
    },
}


def _play(seed: str, pick: random.Random) -> tuple[Any, list[Event], list[dict[str, Any]]]:
    chance = Chance(seed)
    state = GAME.setup(OPTIONS, ["attacker", "defender"], chance)
    log: list[Event] = []
    views = [GAME.view(state, None)]
    while GAME.outcome(state) is None:
        prompt = pick.choice(GAME.prompts(state))
        action = pick.choice(prompt.options).action if prompt.options else prompt.default
        assert action is not None
        before = copy.deepcopy(state)
        events = GAME.act(state, prompt.seat, action, chance)
        assert state == before  # act does not change the state it is given
        for ev in events:
            state = GAME.evolve(state, ev)
        log += events
        views.append(GAME.view(state, None))
    return state, log, views


def test_a_full_match_replays_from_its_events_to_the_same_state() -> None:
    for n in range(8):
        state, log, _ = _play(f"match-{n}", random.Random(n))
        stored = [json.loads(json.dumps(ev.to_json())) for ev in log]  # as the engine stores them
        replayed = GAME.setup(OPTIONS, ["attacker", "defender"], Chance(f"match-{n}"))
        for data in stored:
            replayed = GAME.evolve(replayed, Event.from_json(data))
        assert canonical.digest(GAME.encode_state(replayed)) == canonical.digest(GAME.encode_state(state))
        assert GAME.outcome(replayed) == GAME.outcome(state)
        encoded = GAME.encode_state(state)  # the engine stores head states as JSON
        assert GAME.decode_state(json.loads(json.dumps(encoded))) == encoded
        # the same seed and the same choices give the same dice and events
        _again, log2, _ = _play(f"match-{n}", random.Random(n))
        assert [e.to_json() for e in log2] == [e.to_json() for e in log]


def test_evolve_does_not_mutate_its_input() -> None:
    chance = Chance("m")
    state = GAME.setup(OPTIONS, ["attacker", "defender"], chance)
    while GAME.outcome(state) is None:
        p = GAME.prompts(state)[0]
        for ev in GAME.act(state, p.seat, p.default or {}, chance):
            frozen = canonical.dumps(state)
            new = GAME.evolve(state, ev)
            assert canonical.dumps(state) == frozen
            state = new


def test_views_are_json_and_render_at_every_step() -> None:
    _, _, views = _play("render", random.Random(3))
    for v in views:
        json.dumps(v)
        img = render(v)
        assert img.width == 900 and 200 <= img.height <= 2400
        text = alt_text(v)
        assert "Attacker" in text and "Defender" in text and len(text) <= 1024
    last = views[-1]
    assert last["result"] is not None and last["result"]["reason"] in alt_text(last)


def test_picture_marks_damage_and_dice() -> None:
    chance = Chance("pic")
    state = GAME.setup(
        {
            "attacker": {"fleet": "2 dreadnought", "retreat": False},
            "defender": {"fleet": "3 cruiser", "retreat": False},
        },
        ["attacker", "defender"],
        chance,
    )
    v = GAME.view(state, None)
    v["sides"]["attacker"]["units"][0]["damaged"] = 1
    damaged = render(v)
    v["sides"]["attacker"]["units"][0]["damaged"] = 0
    clean = render(v)
    assert damaged.tobytes() != clean.tobytes()  # the red slash is drawn
    text = alt_text(
        {
            **v,
            "last": {
                "round": 1,
                "steps": [
                    {
                        "step": "roll",
                        "side": "attacker",
                        "what": "combat roll",
                        "hits": 1,
                        "groups": [{"unit": "dreadnought", "value": 5, "mod": 0, "dice": [5, 2], "hits": [1, 0]}],
                    }
                ],
            },
        }
    )
    assert "Dreadnought I 5+ rolled 5 2 = 1 hit." in text  # the pictures count hits in words (1 hit, 2 hits)


def test_events_carry_a_sentence_for_people() -> None:
    _, log, _ = _play("say", random.Random(7))
    assert all(isinstance(e.payload.get("say"), str) for e in log)
    assert all(e.payload["say"] == "" for e in log if e.kind in ("phase", "wave", "verdict"))
    rolled = [e for e in log if e.kind == "rolled" and e.payload["groups"]]
    assert rolled and all("[" in e.payload["say"] and "hit(s)" in e.payload["say"] for e in rolled)
