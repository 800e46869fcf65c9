"""Discord across restarts (issue 12), through the fake Discord: a bot killed after posting but before the
engine recorded the delivery posts nothing twice after its restart."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.engine.types import Notification
from tests.discord.conftest import Harness, start_duel
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
        if n.kind == "events" and n.public and not saved.exists():
            copy_database(h.db, saved)  # committed, handed to the presenter, not yet acknowledged

    h.engine.subscribe(kill_point)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    await h.fake.click(h.alice, dm, dm.custom_ids()[0])  # alice locks her pick: "locked" is posted in the thread
    await h.settle()
    assert saved.exists()
    thread_before = [(m.id, m.content) for m in h.fake.channel_messages(thread)]
    dms_before = [(m.id, m.content) for m in h.fake.dms(h.alice)]
    assert any("locked in their choice" in text for _, text in thread_before), thread_before
    posts, hits = posts_to(h, thread), h.fake.nonce_hits

    await restart_from(h, saved)
    assert [(m.id, m.content) for m in h.fake.channel_messages(thread)] == thread_before
    assert [(m.id, m.content) for m in h.fake.dms(h.alice)] == dms_before
    assert posts_to(h, thread) > posts  # the notifications were delivered again ...
    assert h.fake.nonce_hits > hits  # ... and Discord answered with the messages already posted
    assert (await h.engine.info(match_id)).status == "active"
