"""Deadline and reminder planning, and quiet hours. Pure functions of (prompts, policy, clock time)."""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.core.protocol import Prompt
from bot.core.texts import quote_in, quoted
from bot.engine.errors import SettingsError
from bot.engine.types import DeadlinePolicy, PlayerSettings

DEADLINE = "deadline"
REMINDER = "reminder"

_HHMM = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)$")


def parse_hhmm(text: str) -> time:
    m = _HHMM.match(text.strip())
    if not m:
        said = quoted(text)
        raise SettingsError(
            f"{quote_in(said)} is not a time of day; write it as HH:MM on a 24-hour clock, e.g. 22:30",
            said="engine.bad_time_of_day",
            text=said,
        )
    return time(int(m.group(1)), int(m.group(2)))


def parse_quiet_hours(text: str) -> tuple[str, str]:
    """'22:00-07:00' -> ("22:00", "07:00"). The range may wrap midnight."""
    parts = text.replace("–", "-").split("-")
    if len(parts) != 2:
        said = quoted(text)
        raise SettingsError(
            f"{quote_in(said)} is not a range of hours; write it like 22:00-07:00", said="engine.bad_hours", text=said
        )
    start, end = (p.strip() for p in parts)
    if parse_hhmm(start) == parse_hhmm(end):
        raise SettingsError("quiet hours must not start and end at the same minute", said="engine.quiet_same_minute")
    return start, end


def zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError) as exc:  # OSError: a name too long for a file name
        said = quoted(name)
        raise SettingsError(
            f"unknown time zone {quote_in(said)}; use an IANA name such as Europe/Moscow or UTC",
            said="engine.unknown_time_zone",
            zone=said,
        ) from exc


def quiet_until(settings: PlayerSettings, now: float) -> float | None:
    """If `now` falls in the player's quiet hours, the unix time they end; otherwise None."""
    if settings.quiet_hours is None:
        return None
    tz = zone(settings.time_zone)
    start, end = (parse_hhmm(t) for t in settings.quiet_hours)
    local = datetime.fromtimestamp(now, tz)
    t = local.time()
    today_end = datetime.combine(local.date(), end, tzinfo=tz)
    if start < end:
        return today_end.timestamp() if start <= t < end else None
    if t >= start:  # wraps midnight: quiet until `end` tomorrow
        return (datetime.combine(local.date() + timedelta(days=1), end, tzinfo=tz)).timestamp()
    if t < end:
        return today_end.timestamp()
    return None


def plan_prompt_timers(policy: DeadlinePolicy, prompt: Prompt, now: float) -> list[tuple[str, float, float]]:
    """(kind, due_at, deadline) rows for a newly opened prompt: its deadline and the reminders before it."""
    seconds = policy.for_kind(prompt.kind)
    if seconds is None:
        return []
    deadline = now + seconds
    rows = [(DEADLINE, deadline, deadline)]
    for before in sorted(set(policy.reminders), reverse=True):
        due = deadline - before
        if now < due < deadline:
            rows.append((REMINDER, due, deadline))
    return rows
