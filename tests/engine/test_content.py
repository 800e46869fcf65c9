"""User content in the engine's store (docs/protocol.md, "User content"): checked by the game, bounded by the
kind's limits, replaced by id, kept per scope, copied into a match's options when it is created (so later edits
change neither the match nor its replay), and covered by `db check`."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core.protocol import Game, RuleError
from bot.engine import ContentError, Engine, FakeClock, GameBug
from bot.engine.content import MAX_DEPTH, MAX_FILE_BYTES, parse
from bot.engine.content_text import describe
from bot.engine.integrity import check_database
from bot.engine.readonly import connect_readonly
from bot.engine.replay import replay_match
from tests.support.content_game import GAME as RELAY
from tests.support.duel import GAME as DUEL

GUILD, OTHER = "9001", "9002"
ALICE, BOB = "111", "222"


def games(name: str) -> Game:
    found = {"relay": RELAY, "duel": DUEL}.get(name)
    if found is None:
        raise KeyError(f"unknown game {name!r}")
    return found  # type: ignore[return-value]


@pytest.fixture
async def eng(db_path: Path | str, clock: FakeClock) -> AsyncIterator[Engine]:
    e = Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None)
    await e.open()
    try:
        yield e
    finally:
        await e.close()


async def test_a_valid_runner_is_stored_with_who_added_it_and_when(eng: Engine, clock: FakeClock) -> None:
    (added,) = await eng.add_content(GUILD, "relay", "runner", {"id": "bolt", "steps": [4, 5]}, ALICE)
    assert not added.replaced and added.item.id == "bolt" and added.item.added_by == ALICE
    (stored,) = await eng.list_content(GUILD, "relay")
    assert (stored.kind, stored.id, stored.item, stored.added_by, stored.added_at) == (
        "runner",
        "bolt",
        {"id": "bolt", "steps": [4, 5]},
        ALICE,
        clock.now(),
    )
    assert await eng.list_content(OTHER, "relay") == []  # per server


async def test_an_invalid_runner_is_refused_with_every_problem_and_nothing_stored(eng: Engine) -> None:
    with pytest.raises(RuleError) as bad:
        await eng.add_content(GUILD, "relay", "runner", {"id": "walker", "steps": [7], "speed": 3}, ALICE)
    text = bad.value.message
    assert "`id` 'walker' is a built-in runner" in text
    assert "`steps` must be whole numbers from 1 to 6, not [7]" in text
    assert "unknown field(s) speed" in text
    assert await eng.list_content(GUILD, "relay") == []


async def test_a_list_is_stored_all_or_nothing_naming_each_bad_item(eng: Engine) -> None:
    items = [{"id": "a", "steps": [1]}, {"id": "b", "steps": []}, {"id": "a", "steps": [2]}]
    with pytest.raises(ContentError) as bad:
        await eng.add_content(GUILD, "relay", "runner", items, ALICE)
    assert bad.value.message.splitlines() == [
        "2 items are refused, so nothing was stored:",
        "item 2: `steps` must be a list of one to four steps",
        "item 3: The id 'a' is given twice (first as item 1); each id once.",
    ]
    assert describe(bad.value, "ru").splitlines()[0] == "2 записи отклонены, поэтому ничего не сохранено:"
    assert await eng.list_content(GUILD, "relay") == []
    added = await eng.add_content(GUILD, "relay", "runner", [*items[:1], {"id": "c", "steps": [3]}], ALICE)
    assert [a.item.id for a in added] == ["a", "c"]


async def test_the_same_id_replaces_the_stored_item_and_says_so(eng: Engine, clock: FakeClock) -> None:
    await eng.add_content(GUILD, "relay", "runner", {"id": "bolt", "steps": [4]}, ALICE)
    clock.advance(60)
    (again,) = await eng.add_content(GUILD, "relay", "runner", {"id": "bolt", "steps": [6, 6]}, ALICE)
    assert again.replaced
    (stored,) = await eng.list_content(GUILD, "relay")
    assert stored.item == {"id": "bolt", "steps": [6, 6]} and stored.added_at == clock.now()


async def test_only_the_adder_or_a_moderator_replaces_or_removes_an_item(eng: Engine) -> None:
    await eng.add_content(GUILD, "relay", "runner", {"id": "bolt", "steps": [4]}, ALICE)
    with pytest.raises(ContentError) as taken:
        await eng.add_content(GUILD, "relay", "runner", {"id": "bolt", "steps": [1]}, BOB)
    assert taken.value.key == "content.err.not_yours" and taken.value.params["who"] == ALICE
    with pytest.raises(ContentError, match="only they or a member with Manage Server"):
        await eng.remove_content(GUILD, "relay", "bolt", BOB)
    assert (await eng.find_content(GUILD, "relay", "bolt")).item == {"id": "bolt", "steps": [4]}
    (moderated,) = await eng.add_content(GUILD, "relay", "runner", {"id": "bolt", "steps": [2]}, BOB, moderator=True)
    assert moderated.replaced and moderated.item.added_by == BOB
    removed = await eng.remove_content(GUILD, "relay", "bolt", BOB)  # now bob's own
    assert removed.id == "bolt" and await eng.list_content(GUILD, "relay") == []
    with pytest.raises(ContentError, match="There is no item 'bolt' of relay here"):
        await eng.remove_content(GUILD, "relay", "bolt", BOB)


async def test_the_kinds_item_limit_counts_replacements_once(eng: Engine) -> None:
    for name in ("a", "b", "c"):  # relay keeps at most 3 runners per server
        await eng.add_content(GUILD, "relay", "runner", {"id": name, "steps": [1]}, ALICE)
    (replaced,) = await eng.add_content(GUILD, "relay", "runner", {"id": "c", "steps": [2]}, ALICE)
    assert replaced.replaced
    with pytest.raises(ContentError) as full:
        await eng.add_content(GUILD, "relay", "runner", {"id": "d", "steps": [1]}, ALICE)
    assert full.value.message == (
        "This server keeps at most 3 items of kind runner (it has 3, this adds 1); remove some first."
    )
    assert len(await eng.list_content(GUILD, "relay")) == 3
    await eng.add_content(OTHER, "relay", "runner", {"id": "d", "steps": [1]}, ALICE)  # another server's own limit
    with pytest.raises(ContentError, match="That is 4 items; at most 3 items of kind runner can be stored"):
        await eng.add_content(OTHER, "relay", "runner", [{"id": f"x{i}", "steps": [1]} for i in range(4)], ALICE)


async def test_two_simultaneous_adds_cannot_pass_the_limit_together(
    eng: Engine, db_path: Path | str, backend: str, clock: FakeClock
) -> None:
    """The count is read inside the adding transaction, under a lock of the kind (SQLite's write lock, taken at
    BEGIN IMMEDIATE; a PostgreSQL advisory lock): of two adds racing for the last free place, one is refused."""
    for name in ("a", "b"):  # relay keeps at most 3 runners per server: one place left
        await eng.add_content(GUILD, "relay", "runner", {"id": name, "steps": [1]}, ALICE)
    # PostgreSQL: two bot processes; SQLite: the one process that writes the file, two adds at the same moment
    other = Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None) if backend != "sqlite" else eng
    if other is not eng:
        await other.open()
    try:
        results = await asyncio.gather(
            *(
                e.add_content(GUILD, "relay", "runner", {"id": name, "steps": [1]}, BOB)
                for e, name in ((eng, "x"), (other, "y"), (eng, "z"), (other, "w"))
            ),
            return_exceptions=True,
        )
    finally:
        if other is not eng:
            await other.close()
    refused = [r for r in results if isinstance(r, ContentError)]
    assert len(refused) == 3 and all("at most 3 items of kind runner" in r.message for r in refused), results
    assert len(await eng.list_content(GUILD, "relay")) == 3


async def test_an_item_over_the_kinds_byte_limit_is_refused(eng: Engine) -> None:
    note = "x" * 200  # relay's runner: at most 200 bytes as compact JSON
    with pytest.raises(ContentError) as big:
        await eng.add_content(GUILD, "relay", "runner", {"id": "bolt", "steps": [1], "note": note}, ALICE)
    size = len(json.dumps({"id": "bolt", "note": note, "steps": [1]}, separators=(",", ":")))
    assert big.value.message == (
        f"The runner 'bolt' takes {size} bytes as compact JSON; the limit for one runner is 200 bytes."
    )


async def test_a_game_without_content_or_an_unknown_kind_is_named(eng: Engine) -> None:
    with pytest.raises(ContentError, match="duel takes no content of players' own"):
        await eng.add_content(GUILD, "duel", "card", {}, ALICE)
    with pytest.raises(ContentError, match="relay has no content kind 'map'; its kinds: `runner`"):
        await eng.add_content(GUILD, "relay", "map", {}, ALICE)


async def test_a_check_that_crashes_is_a_game_bug_and_stores_nothing(
    eng: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(kind: str, data: object) -> tuple[str, object]:
        raise ValueError("oops")

    monkeypatch.setattr(RELAY, "check_content", broken)
    with pytest.raises(GameBug, match="the game relay failed to check a runner: ValueError"):
        await eng.add_content(GUILD, "relay", "runner", {"id": "bolt", "steps": [1]}, ALICE)
    monkeypatch.setattr(RELAY, "check_content", lambda kind, data: ("", data))
    with pytest.raises(ContentError, match="needs an id of 1 to 64 printable characters"):
        await eng.add_content(GUILD, "relay", "runner", {"id": "bolt", "steps": [1]}, ALICE)
    assert await eng.list_content(GUILD, "relay") == []


def test_hostile_input_is_refused_with_the_limit_named() -> None:
    with pytest.raises(ContentError, match=f"the limit for one file or text of items is {MAX_FILE_BYTES} bytes"):
        parse(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(ContentError, match="not UTF-8 text \\(an invalid byte at position 8\\)"):
        parse(b'{"id": "\xff\xfe"}')
    with pytest.raises(ContentError, match="That is not JSON: line 1, column 2"):
        parse("{id: 1}")
    with pytest.raises(ContentError, match=f"nested more than {MAX_DEPTH} levels deep"):
        parse("[" * 50_000 + "]" * 50_000)  # Python's own parser would overflow its stack
    assert parse('"[[[[" ' * 1) == "[[[["  # brackets inside strings are not nesting
    with pytest.raises(ContentError, match="There is nothing in it"):
        parse(b"\xef\xbb\xbf  \n")  # a byte order mark and blanks
    assert parse(b'\xef\xbb\xbf{"id": "bolt"}') == {"id": "bolt"}
    # our own bound, named, before Python's 4,300-digit error (English advice for programmers) can reach a player
    with pytest.raises(ContentError, match="The number starting 999999999999 has 5000 characters; numbers in items "):
        parse('{"steps": [' + "9" * 5000 + "]}")
    with pytest.raises(ContentError, match="has 31 characters; numbers in items have at most 30"):
        parse('{"steps": [1.' + "5" * 29 + "]}")
    assert parse('{"steps": [' + "9" * 30 + "]}") == {"steps": [int("9" * 30)]}
    with pytest.raises(ContentError, match="NaN is not a number JSON allows; write a plain number"):
        parse('{"steps": [NaN]}')
    with pytest.raises(ContentError, match="-Infinity is not a number JSON allows"):
        parse('{"steps": [-Infinity]}')
    with pytest.raises(ContentError, match="1e999 is too large for a number here"):
        parse('{"steps": [1e999]}')
    assert parse('{"x": 2.5e3}') == {"x": 2500.0}


async def test_a_match_gets_a_copy_that_later_edits_of_the_store_do_not_change(
    eng: Engine, db_path: Path | str
) -> None:
    runners = [{"id": "zip", "steps": [6, 1]}, {"id": "bolt", "steps": [5]}]
    await eng.add_content(GUILD, "relay", "runner", runners, ALICE)
    options = {"runners": {"north": "zip"}, "target": 12}
    info = await eng.create_match("relay", {"north": ALICE, "south": BOB}, options=options, content_scope=GUILD)
    copied = {"runner": [{"id": "bolt", "steps": [5]}, {"id": "zip", "steps": [6, 1]}]}  # sorted by id
    assert info.options == {"runners": {"north": "zip"}, "target": 12, "content": copied}
    assert (await eng.view(info.id, None))["hands"]["north"] == [6, 1]
    await eng.act_option(info.id, ALICE, "t0", "0")
    before = await eng.state_hash(info.id)
    # the store changes: zip is replaced, bolt removed
    await eng.add_content(GUILD, "relay", "runner", {"id": "zip", "steps": [1]}, ALICE)
    await eng.remove_content(GUILD, "relay", "bolt", ALICE)
    assert (await eng.info(info.id)).options["content"] == copied
    await eng.act_option(info.id, BOB, "t1", "0")
    await eng.act_option(info.id, ALICE, "t2", "0")
    assert (await eng.view(info.id, None))["totals"]["north"] == 12
    await eng.close()
    conn = connect_readonly(db_path)
    try:
        replayed = replay_match(conn, info.id, games)
    finally:
        conn.close()
    assert replayed.ok, replayed.problems
    await eng.open()
    assert replayed.state_hash == await eng.state_hash(info.id) != before


async def test_a_match_without_stored_content_has_no_content_option(eng: Engine) -> None:
    info = await eng.create_match("relay", {"north": ALICE, "south": BOB}, content_scope=GUILD)
    assert "content" not in info.options
    given = {"runner": [{"id": "x", "steps": [2]}]}
    await eng.add_content(GUILD, "relay", "runner", {"id": "bolt", "steps": [4]}, ALICE)
    info = await eng.create_match(
        "relay", {"north": ALICE, "south": BOB}, options={"content": given}, content_scope=GUILD
    )
    assert info.options["content"] == given  # given content wins over the store (the console's --content)


async def test_items_survive_a_restart(db_path: Path | str, clock: FakeClock) -> None:
    async with Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None) as e:
        await e.add_content(GUILD, "relay", "runner", {"id": "bolt", "steps": [4]}, ALICE)
    async with Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None) as e:
        assert [(i.id, i.added_by) for i in await e.list_content(GUILD, "relay", "runner")] == [("bolt", ALICE)]
        assert await e.match_content(GUILD, "relay") == {"runner": [{"id": "bolt", "steps": [4]}]}


async def test_db_check_names_damaged_and_stale_items_and_new_matches_leave_them_out(
    db_path: Path | str, clock: FakeClock
) -> None:
    async with Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None) as e:
        await e.add_content(GUILD, "relay", "runner", [{"id": "ok", "steps": [1]}, {"id": "bad", "steps": [2]}], ALICE)
        await e.add_content(GUILD, "relay", "runner", {"id": "torn", "steps": [3]}, ALICE)
    assert check_database(db_path, games).ok and check_database(db_path, games).content == 3
    async with Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None) as e:  # damage rows
        await e.store.execute("UPDATE user_content SET item=? WHERE id='bad'", ('{"id": "bad", "steps": [9]}',))
        await e.store.execute("UPDATE user_content SET item='{not json' WHERE id='torn'")
        await e.store.execute("INSERT INTO user_content VALUES ('9001', 'relay', 'map', 'm', '{}', '111', 0)")
    report = check_database(db_path, games)
    assert sorted(report.problems) == [
        "user content relay map 'm' (scope 9001): relay declares no kind 'map' (runner)",
        "user content relay runner 'bad' (scope 9001): the game refuses it now (`steps` must be whole numbers from "
        "1 to 6, not [9]); new matches leave it out until it is replaced or removed",
        "user content relay runner 'torn' (scope 9001) is not valid JSON; remove it and add it again",
    ]
    async with Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None) as e:
        assert await e.match_content(GUILD, "relay") == {"runner": [{"id": "ok", "steps": [1]}]}
