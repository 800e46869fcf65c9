"""The open prompts stored beside the head state (`matches.head_prompts`, migration 8; bot/engine/stored_prompts.py)
on both back-ends: every path that writes the state (creation, actions, automatic steps, deadline defaults, undo)
stores the prompts that state has, a restarted engine reads them instead of building them, and stored prompts that
are NULL, of another installation, of another state, malformed or truncated are built afresh without an error."""

from __future__ import annotations

import asyncio
import random
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.core import canonical
from bot.core.protocol import Game, Prompt
from bot.engine import Engine, FakeClock
from bot.engine import stored_prompts as SP
from bot.engine.dialect import is_postgres
from bot.engine.types import DEADLINE, DeadlinePolicy
from bot.games import registry
from tests.engine.conftest import SEATS, games
from tests.support import peek
from tests.support.old_schema import roll_back, write


class Counting:
    """A game whose `prompts` calls are counted (everything else is the game's own)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.built = 0

    def prompts(self, state: Any) -> list[Prompt]:
        self.built += 1
        return self.game.prompts(state)

    def of(self, name: str) -> Counting:
        """The `games` look-up of an engine that plays this game only."""
        return self

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


def _json(prompts: list[Prompt]) -> str:
    return canonical.dumps([p.to_json() for p in prompts])


def _row(db: Path | str, mid: str) -> tuple[str, bytes | None]:
    head, stored = peek.rows(db, "SELECT head_state, head_prompts FROM matches WHERE id=?", (mid,))[0]
    return head, None if stored is None else bytes(stored)


def _set_prompts(db: Path | str, value: bytes | None) -> None:
    literal = "NULL" if value is None else (f"'\\x{value.hex()}'::bytea" if is_postgres(db) else f"X'{value.hex()}'")
    write(db, f"UPDATE matches SET head_prompts={literal}")


def assert_stored_prompts_current(db: Path | str, mid: str, game: Game) -> None:
    """The stored prompts are those of the stored state, written by this installation."""
    head, stored = _row(db, mid)
    assert stored is not None and SP.bound_to(stored, head)
    read = SP.load(stored)
    assert read is not None
    assert _json(read) == _json(game.prompts(game.decode_state(canonical.loads(head))))


def _engine(db: Path | str, clock: FakeClock, of: Callable[[str], Any]) -> Engine:
    return Engine(db, clock=clock, games=of, poll_interval=None, renderer=None)


async def test_every_path_that_writes_the_state_stores_its_prompts(db_path: Path | str, clock: FakeClock) -> None:
    duel = games("duel")
    async with _engine(db_path, clock, games) as eng:
        await eng.create_match("duel", SEATS, options={"rounds_to_win": 3}, match_id="m", seed="ab" * 32)
        assert_stored_prompts_current(db_path, "m", duel)
        await eng.act("m", "111", {"kind": "pick", "value": 1})
        assert_stored_prompts_current(db_path, "m", duel)
        await eng.act("m", "222", {"kind": "pick", "value": 3})  # the reveal and the roll follow by themselves
        assert_stored_prompts_current(db_path, "m", duel)
        before_undo = _row(db_path, "m")
        await eng.act("m", "111", {"kind": "pick", "value": 2})
        assert _row(db_path, "m") != before_undo
        await eng.request_undo("m", "111")
        await eng.answer_undo("m", "222", True)
        assert_stored_prompts_current(db_path, "m", duel)
        assert _row(db_path, "m") == before_undo  # the same state, so the same stored prompts
        # a deadline's default move
        await eng.create_match(
            "duel", SEATS, match_id="t", seed="cd" * 32, deadlines=DeadlinePolicy(seconds=60, on_expiry="default")
        )
        clock.advance(61)
        await eng.tick()
        assert [e.kind for e in await eng.log("t") if e.actor == DEADLINE][:2] == ["locked", "locked"]
        assert_stored_prompts_current(db_path, "t", duel)


async def test_a_restarted_engine_reads_the_stored_prompts_instead_of_building_them(
    db_path: Path | str, clock: FakeClock
) -> None:
    async with _engine(db_path, clock, games) as eng:
        await eng.create_match("duel", SEATS, match_id="m", seed="ab" * 32)
        await eng.act("m", "111", {"kind": "pick", "value": 2})
        built = _json(await eng.prompts("m"))
    counting = Counting(games("duel"))
    async with _engine(db_path, clock, counting.of) as eng:
        assert _json(await eng.prompts("m")) == built
        assert counting.built == 0
        await eng.act("m", "222", {"kind": "pick", "value": 1})  # and acting on them works
        assert_stored_prompts_current(db_path, "m", games("duel"))


def _body(stored: bytes, body: bytes) -> bytes:
    return stored[: stored.index(b"\n") + 1] + body


STALE: dict[str, Callable[[bytes, str], bytes | None]] = {
    "null": lambda stored, head: None,
    "another installation": lambda stored, head: stored.replace(SP.fingerprint().encode(), b"0" * 64, 1),
    "another state": lambda stored, head: SP.dump(SP.prompt_texts([]), head + " "),
    "truncated": lambda stored, head: stored[: len(stored) - 9],
    "not deflated": lambda stored, head: _body(stored, SP.text(stored).encode()),
    "malformed": lambda stored, head: _body(stored, zlib.compress(b"-1\n{}")),
    "not JSON": lambda stored, head: _body(stored, zlib.compress(b"-1\n{nul")),
    "no prompts at all": lambda stored, head: b"garbage",
}


@pytest.mark.parametrize("how", sorted(STALE))
async def test_stored_prompts_that_cannot_be_used_are_built_afresh(
    db_path: Path | str, clock: FakeClock, how: str
) -> None:
    async with _engine(db_path, clock, games) as eng:
        await eng.create_match("duel", SEATS, match_id="m", seed="ab" * 32)
        await eng.act("m", "111", {"kind": "pick", "value": 2})
        built = _json(await eng.prompts("m"))
    head, stored = _row(db_path, "m")
    assert stored is not None
    _set_prompts(db_path, STALE[how](stored, head))
    counting = Counting(games("duel"))
    async with _engine(db_path, clock, counting.of) as eng:
        assert _json(await eng.prompts("m")) == built
        assert counting.built == 1
        await eng.act("m", "222", {"kind": "pick", "value": 1})
        assert (await eng.info("m")).status == "active"
    assert_stored_prompts_current(db_path, "m", games("duel"))


@pytest.mark.parametrize("name", ["xwing", "ti4"])
async def test_real_matches_with_restarts_read_what_they_stored(db_path: Path | str, name: str) -> None:
    """A few random moves of a real game, restarting between them: each restart reads the stored prompts."""
    from tests.support.random_matches import SCENARIOS

    game = registry.get(name)
    options, seats = SCENARIOS[name][0]
    users = {seat: str(100 + i) for i, seat in enumerate(seats)}
    pick = random.Random(name)
    clock = FakeClock()
    async with _engine(db_path, clock, registry.get) as eng:
        await eng.create_match(name, users, options=options, match_id="r", seed="ef" * 32)
    for _ in range(6):
        counting = Counting(game)
        async with _engine(db_path, clock, counting.of) as eng:
            prompts = await eng.prompts("r")
            assert counting.built == 0
            assert_stored_prompts_current(db_path, "r", game)
            for _ in range(3):
                if (await eng.info("r")).status != "active":
                    return
                prompts = await eng.prompts("r")
                p = prompts[pick.randrange(len(prompts))]
                action = dict(pick.choice(p.options).action if p.options else p.default or {})
                await eng.act("r", users[p.seat], action)
                await asyncio.sleep(0)


def test_db_migrate_from_schema_7_adds_head_prompts_and_old_matches_build_theirs(
    db_path: Path | str, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.cli import main
    from bot.engine.integrity import check_database
    from bot.engine.migrations import LATEST

    async def play(user: str, value: int) -> list[Prompt]:
        async with _engine(db_path, FakeClock(), games) as eng:
            if user == "111":
                await eng.create_match("duel", SEATS, match_id="m", seed="ab" * 32)
            await eng.act("m", user, {"kind": "pick", "value": value})
            return await eng.prompts("m")

    asyncio.run(play("111", 2))
    roll_back(db_path, 7, LATEST)  # as the bot before migration 8 left it: no stored prompts
    assert (
        f"schema version 7 is behind ({LATEST}): run `python -m bot db migrate`"
        in check_database(db_path, games).problems
    )
    assert main(["db", "migrate", "--db", str(db_path)]) == 0
    assert f"schema migrated from version 7 to {LATEST}" in capsys.readouterr().out
    assert _row(db_path, "m")[1] is None and check_database(db_path, games).ok
    asyncio.run(play("222", 3))  # the match carries on, and stores its prompts from now on
    assert_stored_prompts_current(db_path, "m", games("duel"))


async def test_prompt_rows_in_the_outbox_are_canonical(db_path: Path | str, clock: FakeClock) -> None:
    """The outbox's prompt rows are spliced from the texts stored with the state: each is the canonical text."""
    async with _engine(db_path, clock, games) as eng:
        await eng.create_match("duel", SEATS, match_id="m", seed="ab" * 32)
        await eng.act("m", "111", {"kind": "pick", "value": 2})
        await eng.act("m", "222", {"kind": "pick", "value": 2})
        await eng.request_undo("m", "111", to_seq=1)
        await eng.answer_undo("m", "222", True)
    texts = [t for (t,) in peek.rows(db_path, "SELECT payload FROM outbox WHERE kind='prompt' ORDER BY id")]
    assert len(texts) >= 6
    for text in texts:
        assert canonical.dumps(canonical.loads(text)) == text
        assert set(canonical.loads(text)) == {"prompt", "deadline"}


def test_db_check_names_stored_prompts_that_differ_from_the_state_s(db_path: Path | str) -> None:
    """Prompts this installation would read that are not the state's (a bug, or an edited row) are named; a
    NULL or stale text is no problem (it is built afresh)."""
    from bot.engine.integrity import check_database

    async def play() -> None:
        async with _engine(db_path, FakeClock(), games) as eng:
            await eng.create_match("duel", SEATS, match_id="m", seed="ab" * 32)
            await eng.act("m", "111", {"kind": "pick", "value": 2})

    asyncio.run(play())
    assert check_database(db_path, games).ok
    head, stored = _row(db_path, "m")
    assert stored is not None
    _set_prompts(db_path, SP.dump(SP.prompt_texts([]), head))  # bound to the state, but not its prompts
    assert "match m (duel, active): the stored prompts differ from the ones its current state gives" in (
        check_database(db_path, games).problems
    )
    _set_prompts(db_path, STALE["another installation"](stored, head))
    assert check_database(db_path, games).ok
