"""Open prompts stored as text beside the state (bot/engine/stored_prompts.py; issue 17, start-up decoding): for
random legal matches of every registered game, the prompts read back from the stored text equal the ones the game
builds (their JSON, byte for byte) at every step, an action picked from them makes the same events as the same
pick from the built ones (an action read from text holds lists where a game may have built tuples), and stored
text that is stale or damaged is never read as prompts."""

from __future__ import annotations

import dataclasses
import random
import zlib
from pathlib import Path
from typing import Any

import pytest

from bot.core import canonical
from bot.core.chance import Chance
from bot.core.protocol import Game, Prompt
from bot.engine import stored_prompts as SP
from bot.games import registry
from tests.support.random_matches import SCENARIOS

STEPS = 400  # per match: enough to reach every game's later phases, bounded for the suite's time


def _json(prompts: list[Prompt]) -> str:
    return canonical.dumps([p.to_json() for p in prompts])


def _state(game: Game, text: str) -> Any:
    return game.decode_state(canonical.loads(text))


def _stored(prompts: list[Prompt], state_text: str) -> bytes:
    return SP.dump(SP.prompt_texts(prompts), state_text)


@pytest.mark.parametrize("name", sorted(registry.names()))
def test_prompts_read_from_text_equal_the_built_ones_through_random_matches(name: str) -> None:
    game = registry.get(name)
    for n, (options, seats) in enumerate(SCENARIOS[name][:2]):
        chance = Chance(f"stored-prompts-{name}-{n}")
        pick = random.Random(f"{name}-{n}")
        text = canonical.dumps(game.encode_state(game.setup(dict(options), list(seats), chance)))
        for step in range(STEPS):
            state = _state(game, text)
            if game.outcome(state) is not None:
                break
            built = game.prompts(state)
            stored = _stored(built, text)
            assert SP.bound_to(stored, text)
            read = SP.load(stored)
            assert read is not None
            assert _json(read) == _json(built), f"{name} match {n} step {step}"
            # the outbox splices each prompt's canonical text from the same texts
            for p, t in zip(built, SP.prompt_texts(built), strict=True):
                assert SP.prompt_json_text(*t) == canonical.dumps(p.to_json())
            i = pick.randrange(len(built))
            p_read, p_built = read[i], built[i]
            j = pick.randrange(len(p_built.options)) if p_built.options else None
            a_read = dict(p_read.options[j].action if j is not None and p_read.options else p_read.default or {})
            a_built = dict(p_built.options[j].action if j is not None and p_built.options else p_built.default or {})
            events = game.act(state, p_built.seat, a_built, chance)
            other = game.act(_state(game, text), p_read.seat, a_read, chance)
            assert canonical.dumps([e.to_json() for e in other]) == canonical.dumps([e.to_json() for e in events])
            for ev in events:
                state = game.evolve(state, ev)
            text = canonical.dumps(game.encode_state(state))


def test_a_prompt_read_back_is_its_frame_with_its_options_put_in() -> None:
    """Read back without dataclasses.replace (issue 17): every field of Prompt comes from the shared frame but the
    options, so a field added to Prompt is carried, and the frame itself is left as it was."""
    prompts, text = _some_prompts()
    for read in SP.load(_stored(prompts, text)) or []:
        frame = SP._frame(canonical.dumps(read.frame_json()).encode())
        assert frame.options is None
        assert read == dataclasses.replace(frame, options=read.options)
        assert set(vars(read)) == {f.name for f in dataclasses.fields(Prompt)}
        assert all(getattr(read, f) is getattr(frame, f) for f in SP._FIELDS)


def _some_prompts() -> tuple[list[Prompt], str]:
    game = registry.get("xwing")
    text = canonical.dumps(game.encode_state(game.setup({}, ["rebel", "imperial"], Chance("stored-prompts"))))
    prompts = game.prompts(_state(game, text))
    assert prompts and any(p.options for p in prompts)
    return prompts, text


def test_stored_prompts_are_bound_to_the_installation_and_to_the_state_text(monkeypatch: pytest.MonkeyPatch) -> None:
    prompts, text = _some_prompts()
    stored = _stored(prompts, text)
    assert SP.bound_to(stored, text)
    assert not SP.bound_to(stored, text.replace('"rebel"', '"rebeL"', 1))  # another state: same length
    assert not SP.bound_to(stored, text + " ")
    monkeypatch.setattr(SP, "fingerprint", lambda: "0" * 64)  # another installation (an upgrade)
    assert not SP.bound_to(stored, text)


def test_the_binding_is_checked_on_the_state_text_s_utf8_bytes() -> None:
    """The engine encodes a stored state once, for the binding check and the parse (issue 17): the check on
    those bytes says what the check on the text says, for Cyrillic and lone surrogates too."""
    prompts, text = _some_prompts()
    states = (text, text.replace('"rebel"', '"ребел"', 1), text.replace('"rebel"', '"\ud800bel"', 1))
    assert len(set(states)) == 3
    for state in states:
        stored = _stored(prompts, state)
        assert SP.bound_to(stored, state)
        assert SP.bound_to_utf8(stored, SP.utf8(state))
        for other in (state.replace('"', "'", 1), state[:-1] + "]"):  # same length in characters and in bytes
            assert not SP.bound_to(stored, other)
            assert not SP.bound_to_utf8(stored, SP.utf8(other))


def _body(stored: bytes, body: bytes) -> bytes:
    return stored[: stored.index(b"\n") + 1] + zlib.compress(body)


def _edit(stored: bytes, old: str, new: str) -> bytes:
    text = SP.text(stored)
    assert old in text
    return _body(stored, text.replace(old, new, 1).encode())


@pytest.mark.parametrize(
    "damage",
    [
        lambda s: s[: len(s) // 2],  # truncated
        lambda s: s[: s.index(b"\n") + 1] + SP.text(s).encode(),  # not deflated
        lambda s: _body(s, SP.text(s).rsplit("\n", 1)[0].encode()),  # a line missing
        lambda s: _body(s, (SP.text(s) + "\n{}").encode()),  # a line too many
        lambda s: _body(s, b"-2\n{}"),  # a count that means nothing
        lambda s: _body(s, b"x\n{}"),  # not a count
        lambda s: _body(s, b'-1\n{"seat":1}'),  # a frame without its fields
        lambda s: _edit(s, '"label"', '"lable"'),  # an option without its label
        lambda s: _edit(s, '"seat":"', '"seat":["'),  # not valid JSON inside
        lambda s: _edit(s, '"secret":', '"secret":1,"x":'),  # a value of another type
        lambda s: _edit(s, '"options":null', '"options":[]'),  # a frame that holds options
        lambda s: s[: s.index(b"\n")],  # no body
        lambda s: _body(s, SP.text(s).encode().replace(b'"label"', b'"\xff"', 1)),  # a line that is not UTF-8
    ],
)
def test_damaged_stored_prompts_are_not_read(damage: Any) -> None:
    prompts, text = _some_prompts()
    stored = _stored(prompts, text)
    assert SP.load(stored) is not None
    damaged = damage(stored)
    assert damaged != stored
    assert SP.load(damaged) is None


def test_fingerprint_covers_the_data_folder(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another data folder (BOT_DATA_DIR), or one changed file in it, is another installation."""
    SP.fingerprint.cache_clear()
    try:
        (tmp_path / "a").mkdir()
        (tmp_path / "a" / "x.json").write_text("{}")
        monkeypatch.setenv("BOT_DATA_DIR", str(tmp_path))
        first = SP.fingerprint()
        SP.fingerprint.cache_clear()
        (tmp_path / "a" / "x.json").write_text("[]")
        second = SP.fingerprint()
        SP.fingerprint.cache_clear()
        (tmp_path / "a" / "cache.sqlite3").write_text("a local database is not data")
        assert SP.fingerprint() == second != first
    finally:
        SP.fingerprint.cache_clear()


def test_prompts_with_texts_orjson_refuses_or_writes_otherwise_come_back_the_same() -> None:
    """A lone surrogate (orjson refuses it), a float below 1e-4 and a large integer (json's text): read back, the
    same canonical JSON."""
    from bot.core.protocol import Option

    odd = Option("a", "half \ud800 a pair", {"kind": "x", "f": 0.00001, "n": 2**70, "t": (1, 2)}, texts={"k": 1.5})
    prompts = [
        Prompt("p1", "pick", "pick \ud800", "k1", options=(odd, Option("b", "b", {"kind": "y"}))),
        Prompt("p2", "free", "free \U0001f600", "k2", default={"kind": "z", "v": [1.0, -0.0]}, context={"c": None}),
    ]
    stored = _stored(prompts, "{}")
    read = SP.load(stored)
    assert read is not None and _json(read) == _json(prompts)


def test_an_installation_that_cannot_be_read_never_reads_stored_prompts(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A data file the process may not read: the fingerprint is the process's own (a warning, no failure), so what
    another process stored is never read and the prompts are built."""
    prompts, text = _some_prompts()
    stored = _stored(prompts, text)
    SP.fingerprint.cache_clear()
    try:
        (tmp_path / "a").mkdir()
        (tmp_path / "a" / "x.json").write_text("{}")
        monkeypatch.setenv("BOT_DATA_DIR", str(tmp_path))
        real = Path.read_bytes

        def refuse(self: Path) -> bytes:
            if self.name == "x.json":
                raise PermissionError(13, "Permission denied", str(self))
            return real(self)

        monkeypatch.setattr(Path, "read_bytes", refuse)
        mine = SP.fingerprint()
        assert mine.startswith("unreadable-")
        assert not SP.bound_to(stored, text)
        assert SP.bound_to(_stored(prompts, text), text)  # its own, within the process
        SP.fingerprint.cache_clear()
        assert SP.fingerprint() != mine  # another process: another value
    finally:
        SP.fingerprint.cache_clear()
