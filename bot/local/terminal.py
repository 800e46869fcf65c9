"""Text meant for Discord, made readable in a terminal.

Shared texts (roll results, some sentences) carry Discord markdown: `**bold**` marks a die that hit, `~~struck~~` a
die that does not count (cancelled by an evade, dropped by `kh1`). A terminal shows those characters literally, so
they are turned into plain marks that keep the meaning: `[9]` for a marked value, `hit (not counted)` for a struck
one, in the reader's language; a Discord timestamp `<t:UNIX:R>` becomes a UTC time.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from bot.i18n import t

_STRUCK = re.compile(r"~~(.+?)~~")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_TIMESTAMP = re.compile(r"<t:(-?\d{1,12})(?::[tTdDfFR])?>")


def _utc(match: re.Match[str]) -> str:
    try:
        return datetime.fromtimestamp(int(match.group(1)), UTC).strftime("%Y-%m-%d %H:%M UTC")
    except (OverflowError, OSError, ValueError):
        return match.group(0)


def plain(text: str, lang: str | None = "en") -> str:
    """`text` without Discord markdown, for a terminal whose reader reads `lang`."""
    if "~~" in text:
        text = _STRUCK.sub(lambda m: t("terminal.struck", lang, shown=m.group(1)), text)
    if "**" in text:
        text = _BOLD.sub(r"[\1]", text)
    if "<t:" in text:
        text = _TIMESTAMP.sub(_utc, text)
    return text
