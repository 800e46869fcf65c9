"""Text meant for Discord, made readable in a terminal.

Shared texts (roll results, some sentences) carry Discord markdown: `**bold**` marks a die that hit, `~~struck~~` a
die that does not count (cancelled by an evade, dropped by `kh1`). A terminal shows those characters literally, so
they are turned into plain marks that keep the meaning: `[9]` for a marked value, `hit (not counted)` for a struck
one, in the reader's language; a Discord timestamp `<t:UNIX:R>` becomes a UTC time.
"""

from __future__ import annotations

import getpass
import re
import sys
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


def ask_secret(prompt: str) -> str:
    """A secret pick: typed without echo at a terminal. Lines piped in (a script fed to stdin) are read like any
    other line: nobody watches a pipe, and getpass would warn in English and read the keyboard (/dev/tty) instead
    of the pipe where there is one."""
    if sys.stdin is not None and sys.stdin.isatty():
        return getpass.getpass(prompt)
    return input(prompt)
