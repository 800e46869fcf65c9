"""Deadlines, expiry policies, reminders and quiet hours, driven by a fake clock."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bot.engine import DeadlinePolicy, Engine, FakeClock, MatchPaused, SettingsError
from bot.engine.timers import quiet_until
from bot.engine.types import PlayerSettings
from tests.engine.conftest import SEATS, Inbox, games

HOUR = 3600.0


def at(text: str, tz: str = "UTC") -> float:
    return datetime.fromisoformat(text).replace(tzinfo=ZoneInfo(tz)).timestamp()


async def test_default_applied_when_the_deadline_passes(engine: Engine, clock: FakeClock, inbox: Inbox) -> None:
    await engine.create_match("duel", SEATS, match_id="m1", deadlines=DeadlinePolicy(seconds=HOUR))
    op = await engine.open_prompts("m1")
    assert {o.deadline for o in op} == {clock.now() + HOUR}
    await engine.act("m1", "111", {"kind": "pick", "value": 3})
    clock.advance(HOUR - 1)
    assert await engine.tick() == 0
    clock.advance(2)
    assert await engine.tick() == 1
    log = await engine.log("m1", everything=True)
    revealed = [e for e in log if e.kind == "revealed"]
    assert revealed and revealed[0].payload["picks"] == {"a": 3, "b": 1}  # b's default is 1
    assert [e.actor for e in log if e.kind == "picked"] == ["player", "deadline"]
    # the new round's prompts have fresh deadlines
    assert {o.deadline for o in await engine.open_prompts("m1")} == {clock.now() + HOUR}


async def test_pause_policy_pauses_and_resume_rearms(engine: Engine, clock: FakeClock) -> None:
    await engine.create_match("duel", SEATS, match_id="m1", deadlines=DeadlinePolicy(seconds=60, on_expiry="pause"))
    clock.advance(61)
    await engine.tick()
    assert (await engine.info("m1")).status == "paused"
    with pytest.raises(MatchPaused):
        await engine.act("m1", "111", {"kind": "pick", "value": 1})
    clock.advance(1000)
    await engine.resume("m1", "222")
    assert {o.deadline for o in await engine.open_prompts("m1")} == {clock.now() + 60}
    await engine.act("m1", "111", {"kind": "pick", "value": 1})


async def test_forfeit_policy_ends_the_match(engine: Engine, clock: FakeClock) -> None:
    await engine.create_match("duel", SEATS, match_id="m1", deadlines=DeadlinePolicy(seconds=60, on_expiry="forfeit"))
    await engine.act("m1", "111", {"kind": "pick", "value": 1})
    clock.advance(61)
    await engine.tick()
    info = await engine.info("m1")
    assert info.status == "finished" and info.outcome is not None and info.outcome.winners == ("a",)
    assert "b ran out of time" in info.outcome.reason


async def test_everyone_late_under_forfeit_is_a_draw(engine: Engine, clock: FakeClock) -> None:
    """Both players let the same deadline pass: both forfeit (issue 21), nobody wins on time, not the seat that
    happened to be checked second."""
    await engine.create_match("duel", SEATS, match_id="m1", deadlines=DeadlinePolicy(seconds=60, on_expiry="forfeit"))
    clock.advance(61)
    await engine.tick()
    info = await engine.info("m1")
    assert info.status == "finished" and info.outcome is not None
    assert info.outcome.draw and info.outcome.winners == ()
    assert info.outcome.reason == "a, b ran out of time"


async def test_reminders_before_the_deadline_respect_quiet_hours(
    engine: Engine, clock: FakeClock, inbox: Inbox
) -> None:
    clock.set(at("2026-03-10T20:00", "Europe/Moscow"))
    await engine.set_player("222", time_zone="Europe/Moscow", quiet_hours="22:00-07:00")
    await engine.create_match(
        "duel", SEATS, match_id="m1", deadlines=DeadlinePolicy(seconds=24 * HOUR, reminders=(23 * HOUR, 3 * HOUR))
    )
    # first reminder due 21:00 Moscow: both players get it
    clock.set(at("2026-03-10T21:00", "Europe/Moscow"))
    await engine.tick()
    await engine.drain()
    assert sorted(n.audience for n in inbox.items if n.kind == "reminder") == ["a", "b"]
    # second reminder due 17:00 next day: not quiet, delivered; check quiet postponement on a fresh prompt instead
    inbox.items.clear()
    clock.set(at("2026-03-10T23:30", "Europe/Moscow"))
    await engine.create_match(
        "duel", SEATS, match_id="m2", deadlines=DeadlinePolicy(seconds=10 * HOUR, reminders=(9 * HOUR,))
    )
    clock.advance(HOUR)  # 00:30 Moscow: b is in quiet hours, a (UTC default, no quiet hours) is not
    await engine.tick()
    await engine.drain()
    assert [n.audience for n in inbox.items if n.kind == "reminder"] == ["a"]
    clock.set(at("2026-03-11T06:59", "Europe/Moscow"))
    await engine.tick()
    await engine.drain()
    assert [n.audience for n in inbox.items if n.kind == "reminder"] == ["a"]
    clock.set(at("2026-03-11T07:00", "Europe/Moscow"))
    await engine.tick()
    await engine.drain()
    reminders = [n for n in inbox.items if n.kind == "reminder"]
    assert [n.audience for n in reminders] == ["a", "b"] and reminders[1].user_id == "222"


async def test_a_reminder_whose_quiet_hours_outlast_the_deadline_is_dropped(
    engine: Engine, clock: FakeClock, inbox: Inbox
) -> None:
    clock.set(at("2026-03-10T23:00"))
    await engine.set_player("111", quiet_hours="22:00-07:00")
    await engine.create_match(
        "duel", SEATS, match_id="m1", deadlines=DeadlinePolicy(seconds=2 * HOUR, reminders=(HOUR,))
    )
    clock.advance(HOUR)
    await engine.tick()
    await engine.drain()
    assert [n.audience for n in inbox.items if n.kind == "reminder"] == ["b"]
    clock.advance(HOUR - 1)
    assert await engine.tick() == 0


def test_quiet_hours_arithmetic() -> None:
    s = PlayerSettings("1", "Europe/Moscow", "ru", ("22:00", "07:00"))
    assert quiet_until(s, at("2026-03-10T21:59", "Europe/Moscow")) is None
    assert quiet_until(s, at("2026-03-10T22:00", "Europe/Moscow")) == at("2026-03-11T07:00", "Europe/Moscow")
    assert quiet_until(s, at("2026-03-11T03:00", "Europe/Moscow")) == at("2026-03-11T07:00", "Europe/Moscow")
    assert quiet_until(s, at("2026-03-11T07:00", "Europe/Moscow")) is None
    day = PlayerSettings("1", "UTC", "en", ("09:00", "17:00"))
    assert quiet_until(day, at("2026-03-11T12:00")) == at("2026-03-11T17:00")
    assert quiet_until(day, at("2026-03-11T18:00")) is None


async def test_player_settings_validate_and_persist(db_path: Path) -> None:
    clock = FakeClock()
    async with Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None) as eng:
        with pytest.raises(SettingsError, match="time zone"):
            await eng.set_player("1", time_zone="Mars/Olympus")
        with pytest.raises(SettingsError, match="HH:MM"):
            await eng.set_player("1", quiet_hours="22-7")
        assert (await eng.get_player("1")) == PlayerSettings("1")
        await eng.set_player(
            "1", time_zone="Asia/Tokyo", locale="ru", quiet_hours="23:00-08:00", preferences={"dm": False}
        )
    async with Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None) as eng:
        p = await eng.get_player("1")
        assert (p.time_zone, p.locale, p.quiet_hours, dict(p.preferences)) == (
            "Asia/Tokyo",
            "ru",
            ("23:00", "08:00"),
            {"dm": False},
        )
        await eng.set_player("1", quiet_hours=None)
        assert (await eng.get_player("1")).quiet_hours is None


async def test_timers_survive_a_restart(db_path: Path) -> None:
    clock = FakeClock()
    async with Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None) as eng:
        await eng.create_match("duel", SEATS, match_id="m1", deadlines=DeadlinePolicy(seconds=60))
    clock.advance(120)
    async with Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None) as eng:
        assert {o.deadline for o in await eng.open_prompts("m1")} == {clock.now() - 60}
        assert await eng.tick() == 2  # both seats' deadlines passed while the bot was down
        log = await eng.log("m1", everything=True)
        assert [e.kind for e in log if e.actor == "deadline"] == ["picked", "locked", "picked", "locked", "revealed"]
        assert log[-1].payload["picks"] == {"a": 1, "b": 1}


@pytest.mark.parametrize("name", ["a" * 5000, "../../etc/passwd", "", "Europe/\x00x"])
def test_a_hostile_time_zone_is_refused_not_crashed(name: str) -> None:
    """A 5,000-character name raised OSError (file name too long) from the zone lookup: past the /settings
    handler, a player read 'something went wrong' instead of what to write."""
    from bot.engine.timers import zone

    with pytest.raises(SettingsError, match="unknown time zone") as caught:
        zone(name)
    assert len(caught.value.message) < 200
