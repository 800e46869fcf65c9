"""Text meant for Discord, made readable in a terminal.

Shared texts (roll results, some sentences) carry Discord markdown: `**bold**` marks a die that hit, `~~struck~~` a
die that was cancelled. A terminal shows those characters literally, so they are turned into plain marks that keep
the meaning: `[9]` for a marked value, `hit (cancelled)` for a struck one; a Discord timestamp `<t:UNIX:R>` becomes
a UTC time.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

_STRUCK = re.compile(r"~~(.+?)~~")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_TIMESTAMP = re.compile(r"<t:(-?\d{1,12})(?::[tTdDfFR])?>")


def _utc(match: re.Match[str]) -> str:
    try:
        return datetime.fromtimestamp(int(match.group(1)), UTC).strftime("%Y-%m-%d %H:%M UTC")
    except (OverflowError, OSError, ValueError):
        return match.group(0)


def plain(text: str) -> str:
    """`text` without Discord markdown, for a terminal."""
    if "~~" in text:
        text = _STRUCK.sub(r"\1 (cancelled)", text)
    if "**" in text:
        text = _BOLD.sub(r"[\1]", text)
    if "<t:" in text:
        text = _TIMESTAMP.sub(_utc, text)
    return text
