"""Discord across restarts (issue 12), through the fake Discord: a bot killed after posting but before the
engine recorded the delivery posts nothing twice after its restart; pictures and round animations are neither
repeated nor lost over a restart."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.discord_bot.presenter import Presenter
from bot.discord_bot.steps import is_lock_in
from bot.engine.types import Notification
from tests.discord.conftest import Harness, decision_pings, pick, start_duel
from tests.fakediscord import FakeChannel


def copy_database(src: Path, dst: Path) -> None:
    """What a kill at this instant leaves on disk: every committed transaction (SQLite's online backup)."""
    with sqlite3.connect(src) as a, sqlite3.connect(dst) as b:
        a.backup(b)
    a.close()
    b.close()


async def restart_from(h: Harness, saved: Path) -> None:
    """Stop the bot and start it again on the database as it was saved (the later acknowledgements lost)."""
    await h.stop()
    for suffix in ("-wal", "-shm"):
        Path(f"{h.db}{suffix}").unlink(missing_ok=True)
    saved.replace(h.db)
    await h.start()
    await h.settle()


def posts_to(h: Harness, channel: FakeChannel) -> int:
    return sum(
        1 for method, path, status in h.fake.calls if method == "POST" and path == f"/channels/{channel.id}/messages"
    )


async def test_a_kill_between_posting_and_acknowledging_posts_nothing_twice(harness: Harness, tmp_path: Path) -> None:
    h = harness
    match_id, thread = await start_duel(h)
    saved = tmp_path / "at-the-kill.sqlite3"

    async def kill_point(n: Notification) -> None:
        steps = n.kind == "events" and n.public and any(not is_lock_in(e["payload"]) for e in n.payload["events"])
        if steps and not saved.exists():
            copy_database(h.db, saved)  # committed, handed to the presenter, not yet acknowledged

    h.engine.subscribe(kill_point)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    await pick(h, h.alice, dm, 0)  # alice locks her pick: the status line in the thread is edited
    (ping,) = decision_pings(h, thread, h.bob)
    await pick(h, h.bob, ping, 0)  # bob's too: the round is revealed in a new message
    await h.settle()
    assert saved.exists()
    thread_before = [(m.id, m.content) for m in h.fake.channel_messages(thread)]
    dms_before = [(m.id, m.content) for m in h.fake.dms(h.alice)]
    assert any("🔒 2/2 locked" in text for _, text in thread_before), thread_before
    posts, hits = posts_to(h, thread), h.fake.nonce_hits

    await restart_from(h, saved)
    assert [(m.id, m.content) for m in h.fake.channel_messages(thread)] == thread_before
    assert [(m.id, m.content) for m in h.fake.dms(h.alice)] == dms_before
    assert posts_to(h, thread) > posts  # the notifications were delivered again ...
    assert h.fake.nonce_hits > hits  # ... and Discord answered with the messages already posted
    assert (await h.engine.info(match_id)).status == "active"


async def test_a_prompt_delivered_again_in_another_process_is_not_announced_twice(
    harness: Harness, tmp_path: Path
) -> None:
    """Issue 17 (stale, duplicate DM pickers after a shard hand-back): the step that opens a round posts its pickers
    and is acknowledged; the round's own `prompt` notifications are not yet when the process stops (killed, or its
    shard handed to another process). The process that delivers them again never presented that step, so it took
    the prompts for unannounced and posted a second DM picker (a new nonce: another notification) and a second
    status line; the first picker went stale. What was announced is now stored with the match."""
    h = harness
    match_id, thread = await start_duel(h)
    saved = tmp_path / "at-the-kill.sqlite3"

    async def kill_point(n: Notification) -> None:
        key = str((n.payload.get("prompt") or {}).get("key", "")) if n.kind == "prompt" else ""
        if key.startswith("r2:") and not saved.exists():
            await h.engine.outbox.flush_acks()  # the step that announced round 2 is acknowledged ...
            copy_database(h.db, saved)  # ... its prompt notifications are not

    h.engine.subscribe(kill_point)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    await pick(h, h.alice, dm, 0)
    (ping,) = decision_pings(h, thread, h.bob)
    await pick(h, h.bob, ping, 0)  # round 1 revealed; round 2's pickers posted
    await h.settle()
    assert saved.exists()
    thread_before = [(m.id, m.content) for m in h.fake.channel_messages(thread)]
    dms_before = [(m.id, m.content) for m in h.fake.dms(h.alice)]
    assert [m for m in h.fake.dms(h.alice) if m.custom_ids() and "Round 2" in m.content]

    await restart_from(h, saved)
    assert [(m.id, m.content) for m in h.fake.dms(h.alice)] == dms_before  # no second round-2 picker
    assert [(m.id, m.content) for m in h.fake.channel_messages(thread)] == thread_before  # no second status line
    (open_dm,) = [m for m in h.fake.dms(h.alice) if m.custom_ids()]
    answer = await pick(h, h.alice, open_dm, 0)  # the picker she has is the live one
    assert "Picked" in answer.text(), answer.text()
    assert (await h.engine.info(match_id)).status == "active"


async def killed(*_: object) -> None:
    raise RuntimeError("the bot died before posting this step")  # not acknowledged: delivered again at the start


def pictures(h: Harness, thread: FakeChannel, ext: str) -> list[str]:
    return [a.filename for m in h.fake.channel_messages(thread) for a in m.attachments if a.filename.endswith(ext)]


async def act_until(h: Harness, match_id: str, seats: dict[str, str], done: Any) -> str | None:
    """Both players take every default (what deadlines would do) until `done(public view)` holds; returns the seat
    that acted last."""
    last = None
    for _ in range(300):
        if done(await h.engine.view(match_id, None)):
            return last
        p = (await h.engine.prompts(match_id))[0]
        assert p.default is not None
        await h.engine.act(match_id, seats[p.seat], dict(p.default), seat=p.seat)
        last = p.seat
    raise AssertionError("the match never got there")


async def test_pictures_and_round_animations_survive_restarts(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = harness
    invite = await h.fake.slash(h.alice, "xwing new", channel=h.channel, opponent=h.bob)
    assert invite.original is not None
    await h.fake.click(h.bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (match,) = await h.engine.list_matches()
    (thread,) = h.fake.threads(h.channel)
    await act_until(h, match.id, match.seats, lambda v: v["last_move"] is not None)  # the first ship has flown
    await h.settle()
    boards = len(pictures(h, thread, ".png"))
    assert boards >= 1

    # killed after the second ship's maneuver was committed, before its step (and picture) was posted
    first_move = (await h.engine.view(match.id, None))["last_move"]
    monkeypatch.setattr(Presenter, "present_step", killed)
    await act_until(h, match.id, match.seats, lambda v: v["last_move"] != first_move)
    await h.settle()
    assert len(pictures(h, thread, ".png")) == boards
    monkeypatch.undo()
    await h.restart()
    await h.settle()
    assert len(pictures(h, thread, ".png")) == boards + 1  # posted at the restart

    # killed when round 1 ended, before anything was posted: its animation comes after the restart
    monkeypatch.setattr(Presenter, "present_step", killed)
    await act_until(h, match.id, match.seats, lambda v: v["round"] == 2)
    await h.settle()
    assert pictures(h, thread, ".webp") == []
    monkeypatch.undo()
    await h.restart()
    await h.settle()
    assert pictures(h, thread, ".webp") == ["round-1-xwing.webp"]
    boards = len(pictures(h, thread, ".png"))

    # a plain restart, then a dial is set: nothing moved, so no picture (the last one is remembered)
    await h.restart()
    p = (await h.engine.prompts(match.id))[0]
    assert p.kind == "dial" and p.default is not None
    await h.engine.act(match.id, match.seats[p.seat], dict(p.default), seat=p.seat)
    await h.settle()
    assert len(pictures(h, thread, ".png")) == boards
    assert pictures(h, thread, ".webp") == ["round-1-xwing.webp"]


async def test_an_undone_move_flown_again_gets_its_picture_again(harness: Harness) -> None:
    """Picture nonces number a match's pictures: the same table shown again after an undo is a new message (a
    nonce made of what the picture shows would make Discord hand back the old one)."""
    h = harness
    invite = await h.fake.slash(h.alice, "xwing new", channel=h.channel, opponent=h.bob)
    assert invite.original is not None
    await h.fake.click(h.bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (match,) = await h.engine.list_matches()
    (thread,) = h.fake.threads(h.channel)
    await act_until(h, match.id, match.seats, lambda v: v["last_move"] is not None)
    await h.settle()
    first = (await h.engine.view(match.id, None))["last_move"]
    mover = await act_until(h, match.id, match.seats, lambda v: v["last_move"] != first)
    assert mover is not None
    await h.settle()
    boards = len(pictures(h, thread, ".png"))
    request = await h.engine.request_undo(match.id, match.seats[mover], seat=mover)
    if request is not None:
        for seat in request.needed:
            await h.engine.answer_undo(match.id, match.seats[seat], True)
    await h.settle()
    assert (await h.engine.view(match.id, None))["last_move"] == first
    assert len(pictures(h, thread, ".png")) == boards + 1  # the table as it is again


async def test_a_kill_between_creating_the_thread_and_storing_it_makes_no_second_thread(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Threads have no nonce: the thread a kill left unrecorded is found again after the restart."""
    h = harness
    update_meta = h.engine.update_meta

    async def killed_before_storing(match_id: str, patch: dict[str, Any]) -> Any:
        if "thread_id" in patch:
            raise ConnectionError("killed")  # the thread exists on Discord, its id never reached the database
        return await update_meta(match_id, patch)

    monkeypatch.setattr(h.engine, "update_meta", killed_before_storing)
    invite = await h.fake.slash(h.alice, "duel new", channel=h.channel, opponent=h.bob)
    assert invite.original is not None
    await h.fake.click(h.bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    assert len(h.fake.threads(h.channel)) == 1
    await h.restart()
    await h.settle()
    (thread,) = h.fake.threads(h.channel)
    (match,) = await h.engine.list_matches()
    assert match.meta.get("thread_id") == str(thread.id)
    assert any("Dice commitment" in m.content for m in h.fake.channel_messages(thread))
