"""A decoded X-Wing state (issue 17, memory of a decoded match): equal to what was stored, key order included, and
its strings and repeated parts (log lines' messages, options, seats) shared with every other decoded state, so
thousands of live matches do not each hold their own copies of the same names, ids and words. The engine reads
stored states with bot.core.canonical.loads."""

from __future__ import annotations

import json
import random
from typing import Any

from bot.core import canonical
from bot.core.chance import Chance
from bot.games.xwing import GAME, decoded
from bot.games.xwing.decoded import INTERN_MAX


def _stored(seed: str) -> str:
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], Chance(seed))
    return canonical.dumps(GAME.encode_state(state))


def test_a_decoded_state_is_the_stored_state() -> None:
    text = _stored("a")
    state = GAME.decode_state(canonical.loads(text))
    assert state == json.loads(text) and json.dumps(state) == json.dumps(json.loads(text))  # key order too
    assert canonical.dumps(GAME.encode_state(state)) == text
    assert list(state["ships"]) == sorted(state["ships"])  # stored with sorted keys, read back in that order


def test_two_decoded_states_share_their_strings() -> None:
    a = GAME.decode_state(canonical.loads(_stored("a")))
    b = GAME.decode_state(canonical.loads(_stored("b")))
    pilot_a, pilot_b = a["ships"]["luke"]["pilot"], b["ships"]["luke"]["pilot"]
    assert pilot_a == pilot_b and pilot_a is pilot_b  # separate parses made separate strings
    deck_a, deck_b = sorted(a["deck"]), sorted(b["deck"])  # strings inside lists too
    assert deck_a == deck_b and all(x is y for x, y in zip(deck_a, deck_b, strict=True))
    long_line = "x" * (INTERN_MAX + 1)  # long texts (log lines) are left as they are: seldom repeated
    c = GAME.decode_state({**json.loads(_stored("a")), "log": [long_line]})
    assert c["log"] == [long_line]


def _random_match_texts(seed: int, options: dict[str, Any], steps: int = 400, every: int = 2) -> list[str]:
    """Stored states of a match played by random legal choices, every `every`-th one and the last."""
    rng, chance = random.Random(seed), Chance(f"decoded-{seed}")
    state = GAME.setup(options, ["rebel", "imperial"], chance)
    texts = []
    for n in range(steps):
        if n % every == 0:
            texts.append(canonical.dumps(GAME.encode_state(state)))
        if GAME.outcome(state) is not None:
            break
        prompts = GAME.prompts(state)
        p = prompts[rng.randrange(len(prompts))]
        assert p.options
        action = dict(p.options[rng.randrange(len(p.options))].action)
        state = GAME.evolve_all(state, GAME.act(state, p.seat, action, chance))
    return [*texts, canonical.dumps(GAME.encode_state(state))]


MATCHES: list[tuple[int, dict[str, Any]]] = [
    (0, {}),
    (1, {"obstacles": "standard"}),
    (2, {"obstacles": "place", "deployment": "prompt"}),
    (3, {"squads": {"rebel": ["lukeskywalker", "rookiepilot"], "imperial": ["darthvader", "academypilot"]}}),
    (4, {"obstacles": "standard", "mission": "political_escort"}),
    (5, {}),
]


def test_decoded_states_of_random_matches_equal_the_plain_parse_and_give_the_same_prompts_and_events() -> None:
    """Sharing repeated parts (log lines' messages, options, seats, points, obstacles) changes nothing a state
    shows: equal to json.loads of the stored text, key order and hash included, the same prompts and views, and
    the same events for the same action, whether the state was decoded before (its parts then shared) or not."""
    checked = shared_lines = 0
    for seed, options in MATCHES:
        for text in _random_match_texts(seed, options):
            plain = json.loads(text)
            first = GAME.decode_state(canonical.loads(text))
            again = GAME.decode_state(canonical.loads(text))  # decoded a second time: every shared part a hit
            for state in (first, again):
                assert state == plain and json.dumps(state) == json.dumps(plain)  # key order too
                assert canonical.digest(GAME.encode_state(state)) == canonical.digest(plain)
                assert GAME.prompts(state) == GAME.prompts(plain)
                assert GAME.view(state, "rebel") == GAME.view(plain, "rebel")
            said = [x for x in again["log_said"] if x is not None]
            assert all(x is y for x, y in zip(said, [x for x in first["log_said"] if x is not None], strict=True))
            assert again["options"] is first["options"] and again["seats"] is first["seats"]
            shared_lines += len(said)
            prompts = GAME.prompts(plain)
            if prompts:  # acting on the shared state: the same events, and the shared parts left as they were
                p = prompts[0]
                assert p.options
                action = dict(p.options[-1].action)
                got = GAME.act(again, p.seat, action, Chance(f"act-{checked}"))
                assert got == GAME.act(plain, p.seat, action, Chance(f"act-{checked}"))
                GAME.evolve_all(again, got)
                assert first == plain and again == plain
            checked += 1
    assert checked > 100 and shared_lines > 500  # the random matches went far enough to log and share lines


def test_the_shared_table_is_bounded() -> None:
    decoded.SHARED.clear()
    for seed, options in MATCHES[:2]:
        for text in _random_match_texts(seed, options, every=1):
            GAME.decode_state(canonical.loads(text))
    assert 0 < decoded.SHARED.size <= decoded.SHARED.limit <= 4_000_000


def _strings(v: Any, skipped: frozenset[str], under: bool = False) -> list[tuple[str, bool]]:
    """Every string value in `v`, and whether it lies under a key of `skipped`."""
    if isinstance(v, dict):
        return [s for k, x in v.items() for s in _strings(x, skipped, under or k in skipped)]
    if isinstance(v, list):
        return [s for x in v for s in _strings(x, skipped, under)]
    return [(v, under)] if isinstance(v, str) else []


def test_what_decoding_does_not_walk_holds_no_string_and_every_short_string_is_shared() -> None:
    """The keys left unwalked (a template's points, poses, token counts) hold numbers only, so every string of a
    decoded state up to INTERN_MAX characters is shared: two decodings of one text hold the very same strings."""
    seen = 0
    for seed, options in MATCHES[:3]:
        for text in _random_match_texts(seed, options, every=3):
            one = _strings(GAME.decode_state(canonical.loads(text)), decoded.NUMBERS_ONLY)
            two = _strings(GAME.decode_state(canonical.loads(text)), decoded.NUMBERS_ONLY)
            assert not any(under for _s, under in one), [s for s, under in one if under]
            for (a, _), (b, _) in zip(one, two, strict=True):
                assert a == b and (a is b or len(a) > INTERN_MAX), a
                seen += len(a) <= INTERN_MAX
    assert seen > 1000
