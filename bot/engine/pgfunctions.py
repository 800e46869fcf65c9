"""The PL/pgSQL function a PostgreSQL schema promises: `engine_fence`, the lease check of every commit (migration 7).

Migrations run once per version, so a function dropped by hand, restored from an older dump or edited afterwards
stays broken while the schema version says it is there, and every commit fails (or checks the lease wrongly).
`db check` compares what the database holds with what migration 7 installs (signature, return type, language,
volatility, security, settings and a digest of the body), names the difference and says what `db migrate` will do
about it; `db migrate`, and so every bot start-up, drops what differs and installs the function again (`repair`),
naming each function it replaced or dropped, with its signature and why. The sentences are catalog messages
(`db.*`, data/bot/texts) said in the console's language.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import asyncpg

from bot.core.texts import msg
from bot.engine.migrations import ENGINE_FENCE
from bot.i18n import Said

FENCE_VERSION = 7  # the migration that installs it
FENCE_ARGS = "p_shard bigint, p_owner text, p_epoch bigint, p_now double precision"
FENCE_SIGNATURE = "engine_fence(bigint,text,bigint,double precision)"

# Every engine_fence the commits' call could resolve to (visible on the search path), with what makes it behave.
FUNCTIONS_SQL = """
SELECT p.oid::regprocedure::text, pg_get_function_identity_arguments(p.oid), p.prorettype::regtype::text,
       l.lanname, p.provolatile::text, p.prosecdef, p.proisstrict, p.proconfig IS NOT NULL, p.prosrc
FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
WHERE p.proname = 'engine_fence' AND pg_function_is_visible(p.oid)
ORDER BY 1
"""


@dataclass(frozen=True)
class Found:
    """One engine_fence the database holds (a row of FUNCTIONS_SQL)."""

    ref: str  # e.g. engine_fence(bigint,text,bigint,double precision): what DROP FUNCTION takes
    args: str
    returns: str
    language: str
    volatility: str
    security_definer: bool
    strict: bool
    has_settings: bool
    body: str

    @classmethod
    def of(cls, row: Sequence[Any]) -> Found:
        ref, args, returns, language, volatility, secdef, strict, settings, body = row
        return cls(
            str(ref),
            str(args),
            str(returns),
            str(language),
            str(volatility),
            bool(secdef),
            bool(strict),
            bool(settings),
            str(body),
        )


def expected_body() -> str:
    """The body migration 7 installs, as PostgreSQL stores it (`prosrc`: the text between the dollar quotes)."""
    m = re.search(r"AS \$\$(.*)\$\$\s*$", ENGINE_FENCE, re.S)
    assert m is not None, "migrations.ENGINE_FENCE must end with a $$-quoted body"
    return m.group(1)


def digest(body: str) -> str:
    return hashlib.sha256(body.encode()).hexdigest()[:12]


Message = dict[str, Any]


def differences(f: Found) -> list[Message]:
    """How one engine_fence with the right name differs from migration 7's (empty: it is the same), as catalog
    messages (`db.fence.*` in data/bot/texts)."""
    if f.args != FENCE_ARGS:
        return [msg("db.fence.args", have=f.args, want=FENCE_ARGS)]
    wanted = [
        ("returns", f.returns, "boolean"),
        ("language", f.language, "plpgsql"),
        ("volatility", f.volatility, "v"),
        ("security_definer", str(f.security_definer).lower(), "false"),
        ("strict", str(f.strict).lower(), "false"),
    ]
    out = [msg(f"db.fence.{what}", have=have, want=want) for what, have, want in wanted if have != want]
    if f.has_settings:
        out.append(msg("db.fence.settings", version=FENCE_VERSION))
    if f.body != expected_body():
        out.append(msg("db.fence.body", have=digest(f.body), want=digest(expected_body()), version=FENCE_VERSION))
    return out


def _joined(parts: Sequence[Message]) -> Message:
    """Differences as one message, joined by "; " (they hold commas)."""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = msg("db.fence.and", first=part, rest=joined)
    return joined


def problems(rows: Sequence[Sequence[Any]]) -> list[str]:
    """What `db check` reports about engine_fence, from the rows of FUNCTIONS_SQL: what is wrong, and what
    `db migrate` (and every bot start-up) will do about it, before it does it."""
    found = [Found.of(r) for r in rows]
    if not found:
        return [Said("db.check.fence_missing", signature=FENCE_SIGNATURE, version=FENCE_VERSION)]
    out: list[str] = []
    for f in found:
        diff = differences(f)
        if diff:
            key = "db.check.fence_differs" if f.args == FENCE_ARGS else "db.check.fence_overload"
            out.append(Said(key, found=f.ref, version=FENCE_VERSION, why=_joined(diff)))
    if not any(f.args == FENCE_ARGS for f in found):
        out.append(Said("db.check.fence_absent", signature=FENCE_SIGNATURE, version=FENCE_VERSION))
    return out


async def repair(conn: asyncpg.Connection) -> list[str]:
    """Inside `db migrate`'s transaction, at schema version >= 7: drop every engine_fence that is not migration
    7's and install migration 7's when it is not there. Returns what was done, one message each (empty: nothing):
    a function of the right arguments replaced, one of other arguments dropped, or migration 7's installed where
    none was, each named with its signature and why."""
    found = [Found.of(r) for r in await conn.fetch(FUNCTIONS_SQL)]
    done: list[str] = []
    dropped_own: list[tuple[Found, list[Message]]] = []
    for f in found:
        diff = differences(f)
        if diff:  # CREATE OR REPLACE cannot change a return type or argument names, and would leave an overload
            await conn.execute(f"DROP FUNCTION {f.ref}")
            if f.args == FENCE_ARGS:
                dropped_own.append((f, diff))
            else:
                done.append(Said("db.migrate.fence_dropped", found=f.ref, version=FENCE_VERSION, why=_joined(diff)))
    if not any(not differences(f) for f in found):
        await conn.execute(ENGINE_FENCE)
        done += [
            Said("db.migrate.fence_replaced", found=f.ref, version=FENCE_VERSION, why=_joined(diff))
            for f, diff in dropped_own
        ] or [Said("db.migrate.fence_installed", signature=FENCE_SIGNATURE, version=FENCE_VERSION)]
    return done
