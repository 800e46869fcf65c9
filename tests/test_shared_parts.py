"""bot.engine.shared_parts: a stored state read with the parts it shares with other matches cut out of the text
(issue 17, start-up decoding) is exactly what json.loads reads, encodes back to the stored text byte for byte, and
no match's play changes what another match holds."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.core import canonical
from bot.core.chance import Chance
from bot.engine import shared_parts
from bot.engine.shared_parts import SharedParts
from bot.games import registry
from tests.support.random_matches import SCENARIOS

STEPS = 150  # per match: past set-up into the rounds, bounded for the suite's time
DECLARING = sorted(n for n in registry.names() if getattr(registry.get(n), "shared_parts", None))


def _paths(name: str) -> tuple[tuple[str, ...], ...]:
    paths: tuple[tuple[str, ...], ...] = getattr(registry.get(name), "shared_parts")  # noqa: B009 - optional hook
    return paths


def _same(a: Any, b: Any) -> bool:
    """Equal, of the same types, with the same key order."""
    if type(a) is not type(b):
        return False
    if type(a) is dict:
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if type(a) is list:
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def _read(parts: SharedParts, text: str) -> Any:
    return parts.loads(text.encode("utf-8", "surrogatepass"))


def _known_texts(parts: SharedParts) -> dict[int, bytes]:
    """Each kept value's canonical text now, by the value's identity."""
    return {id(v): canonical.dumps(v).encode() for known in parts._known for _t, v in known}


def test_the_games_that_declare_shared_parts() -> None:
    assert DECLARING == ["swm"]  # a game that adds a declaration gets the random-match tests below


@pytest.mark.parametrize("name", DECLARING)
def test_random_matches_read_with_shared_parts_equal_the_full_parse(name: str) -> None:
    """At every step of random matches (two scenarios, two matches each, so the second meets the first's parts):
    the state read with its known parts cut out equals json.loads's value (types and key order), re-encodes to the
    same text, and play goes on from it; the parts kept are never changed by any match's play (evolve replaces
    them, never edits them: each match holds the very same objects)."""
    game = registry.get(name)
    parts = SharedParts(_paths(name))
    before: dict[int, bytes] = {}
    for n, (options, seats) in enumerate(SCENARIOS[name][:2] * 2):
        chance = Chance(f"shared-parts-{name}-{n % 2}")
        pick = random.Random(f"{name}-{n}")
        text = canonical.dumps(game.encode_state(game.setup(dict(options), list(seats), chance)))
        for step in range(STEPS):
            data = _read(parts, text)
            assert _same(data, json.loads(text)), f"{name} match {n} step {step}"
            state = game.decode_state(data)
            assert canonical.dumps(game.encode_state(state)) == text
            before.update({k: v for k, v in _known_texts(parts).items() if k not in before})
            if game.outcome(state) is not None:
                break
            prompts = game.prompts(state)
            p = prompts[pick.randrange(len(prompts))]
            action = dict(p.options[pick.randrange(len(p.options))].action if p.options else p.default or {})
            for ev in game.act(state, p.seat, action, chance):
                state = game.evolve(state, ev)
            text = canonical.dumps(game.encode_state(state))
    assert parts.hits > parts.misses > 0  # most reads cut their parts out
    now = _known_texts(parts)
    assert now and all(now[k] == before[k] for k in now)


@pytest.mark.parametrize("name", DECLARING)
def test_matches_hold_the_same_shared_parts(name: str) -> None:
    game = registry.get(name)
    parts = SharedParts(_paths(name))
    options, seats = SCENARIOS[name][0]
    texts = [
        canonical.dumps(game.encode_state(game.setup(dict(options), list(seats), Chance(f"same-{i}"))))
        for i in range(3)
    ]
    a, b, c = (_read(parts, t) for t in texts)
    assert parts.hits == 2
    for path in _paths(name):
        held = [[c_[k] for c_, k in shared_parts._positions(x, path)] for x in (a, b, c)]
        assert held[0] and all(x is y for x, y in zip(held[0], held[1], strict=True))
        assert all(x is y for x, y in zip(held[0], held[2], strict=True))


ROSTER = {"g-1": {"name": "Trooper", "cost": 3, "abilities": ["a", "b"]}, "g-2": {"name": "Тёмный", "cost": 9}}
STATE = {"a": 1, "opts": {"rules": {"A-1": True}}, "roster": ROSTER, "round": 2, "z": ["x"]}


def _text(value: Any) -> str:
    return canonical.dumps(value)


def _warm(parts: SharedParts) -> None:
    _read(parts, _text(STATE))
    assert parts.misses == 1
    data = _read(parts, _text(STATE))
    assert parts.hits == 1 and _same(data, json.loads(_text(STATE)))


@pytest.mark.parametrize(
    "other",
    [
        {**STATE, "roster": {**ROSTER, "g-2": {"name": "Тёмный", "cost": 8}}},  # another roster: read in full
        {**STATE, "a": 123456789012345678901234},  # 19 digits outside the part: json's integer, not orjson's float
        {**STATE, "a": {"x\\": {"roster": 1}}},  # the key's name nested too: more occurrences than positions
        {**STATE, 'k"roster': ROSTER},  # a key ending in an escaped quote and the part's name: two occurrences
        {**STATE, "roster": None},  # the key holds no known text
        {"roster": ROSTER},  # the part at the only key
        [ROSTER],  # not an object
        {**STATE, "s": "\ud800"},  # a lone surrogate: orjson refuses it, json reads it
    ],
)
def test_what_the_cut_cannot_take_is_read_as_json_loads_reads_it(other: Any) -> None:
    parts = SharedParts((("roster",), ("opts",)))
    _warm(parts)
    text = json.dumps(other, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert _same(_read(parts, text), json.loads(text))
    assert _same(_read(parts, text), json.loads(text))  # again, once anything it has was kept


def test_a_key_ending_in_an_escaped_quote_is_never_taken_for_the_part() -> None:
    parts = SharedParts((("roster",),))
    _warm(parts)
    other = {"a": 1, 'x"roster': ROSTER, "z": 0}  # one occurrence, none at the path: no position to put it
    text = _text(other)
    assert text.count('"roster":') == 1
    assert _same(_read(parts, text), json.loads(text))
    assert 'x"roster' in _read(parts, text)


@pytest.mark.parametrize("damage", [lambda t: t[:-1], lambda t: t.replace('"round":2', '"round":'), lambda t: "x" + t])
def test_damaged_text_raises_as_json_loads_does(damage: Any) -> None:
    parts = SharedParts((("roster",), ("opts",)))
    _warm(parts)
    text = damage(_text(STATE))
    with pytest.raises(json.JSONDecodeError):
        json.loads(text)
    with pytest.raises(json.JSONDecodeError):
        _read(parts, text)


def test_a_damaged_part_is_read_in_full_and_never_kept_for_its_place() -> None:
    parts = SharedParts((("roster",),))
    _warm(parts)
    text = _text(STATE).replace('"cost":3', '"cost":4')
    assert _same(_read(parts, text), json.loads(text))
    assert _read(parts, text)["roster"]["g-1"]["cost"] == 4


def test_wildcard_paths_put_each_value_back_in_its_own_place() -> None:
    parts = SharedParts((("sides", "*", "stats"),))
    a, b = {"ship": [9, 1]}, {"ship": [5, 2], "fighter": [9, 1]}
    state = {"sides": {"attacker": {"lost": 1, "stats": a}, "defender": {"lost": 0, "stats": b}}, "x": 1}
    _read(parts, _text(state))
    swapped = {"sides": {"attacker": {"lost": 1, "stats": b}, "defender": {"lost": 0, "stats": a}}, "x": 2}
    for value in (state, swapped):
        got = _read(parts, _text(value))
        assert _same(got, json.loads(_text(value)))
    assert parts.hits == 2


def test_a_part_inside_another_is_read_in_full() -> None:
    parts = SharedParts((("roster",), ("inner",)))
    state = {"roster": {"inner": {"x": 1}}, "z": 1}
    for _ in range(3):
        assert _same(_read(parts, _text(state)), json.loads(_text(state)))
    assert parts.hits == 0


def test_paths_need_distinct_last_keys() -> None:
    with pytest.raises(ValueError):
        SharedParts((("a", "x"), ("b", "x")))
    with pytest.raises(ValueError):
        SharedParts((("a", "*"),))


def test_kept_texts_are_bounded_the_oldest_dropped() -> None:
    parts = SharedParts((("roster",),), kept=2)
    texts = [_text({**STATE, "roster": {"g": {"cost": i}}}) for i in range(3)]
    for t in texts:
        _read(parts, t)
    assert [v for _t, v in parts._known[0]] == [{"g": {"cost": 2}}, {"g": {"cost": 1}}]
    for t in texts[1:]:
        assert _same(_read(parts, t), json.loads(t))
    assert parts.hits == 2
    assert _same(_read(parts, texts[0]), json.loads(texts[0]))  # dropped: read in full, and kept again
    assert parts.hits == 2 and parts._known[0][0][1] == {"g": {"cost": 0}}
