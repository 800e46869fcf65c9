"""A match's public page id: unguessable, never the database id.

HMAC-SHA256 keyed by the match's secret seed: only the database holds the seed while the match is played, so no one
can derive another match's page from its (short, guessable) database id; both the bot (to post the link) and the
web server (to find the match) compute it without writing anything. Once the match is over its seed is revealed,
which only lets the people who already had the page derive it again.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
from collections.abc import Awaitable, Callable

ID_LENGTH = 26  # 130 bits of the HMAC, base32 lowercase
ID_PATTERN = re.compile(r"^[a-z2-7]{26}$")


def public_id(seed: str, match_id: str) -> str:
    digest = hmac.new(seed.encode(), b"web-page:" + match_id.encode(), hashlib.sha256).digest()
    return base64.b32encode(digest).decode().lower()[:ID_LENGTH]


def page_url(base: str, pid: str) -> str:
    return f"{base.rstrip('/')}/m/{pid}"


async def match_link(fetch_seed: Callable[[str], Awaitable[str | None]], base: str | None, match_id: str) -> str | None:
    """The page link of a match when PUBLIC_BASE_URL is set (`base`), else None."""
    if not base:
        return None
    seed = await fetch_seed(match_id)
    return None if seed is None else page_url(base, public_id(seed, match_id))
