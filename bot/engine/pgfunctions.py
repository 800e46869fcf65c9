"""The PL/pgSQL function a PostgreSQL schema promises: `engine_fence`, the lease check of every commit (migration 7).

Migrations run once per version, so a function dropped by hand, restored from an older dump or edited afterwards
stays broken while the schema version says it is there, and every commit fails (or checks the lease wrongly).
`db check` compares what the database holds with what migration 7 installs (signature, return type, language,
volatility, security, settings and a digest of the body) and names the difference; `db migrate`, and so every bot
start-up, drops what differs and installs the function again (`repair`).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import asyncpg

from bot.engine.migrations import ENGINE_FENCE

FENCE_VERSION = 7  # the migration that installs it
FENCE_ARGS = "p_shard bigint, p_owner text, p_epoch bigint, p_now double precision"
FENCE_SIGNATURE = "engine_fence(bigint,text,bigint,double precision)"
FIX = "run `python -m bot db migrate` (or start the bot) to install it again"

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


def differences(f: Found) -> list[str]:
    """How one engine_fence with the right name differs from migration 7's (empty: it is the same)."""
    if f.args != FENCE_ARGS:
        return [f"it takes ({f.args}), not ({FENCE_ARGS})"]
    wanted = [
        ("returns", f.returns, "boolean"),
        ("language", f.language, "plpgsql"),
        ("volatility", f.volatility, "v"),
        ("security definer", str(f.security_definer).lower(), "false"),
        ("strict", str(f.strict).lower(), "false"),
        ("SET options", "some" if f.has_settings else "none", "none"),
    ]
    out = [f"{what} {have}, not {want}" for what, have, want in wanted if have != want]
    if f.body != expected_body():
        out.append(f"its body (sha256 {digest(f.body)}) is not migration 7's (sha256 {digest(expected_body())})")
    return out


def problems(rows: Sequence[Sequence[Any]]) -> list[str]:
    """What `db check` reports about engine_fence, from the rows of FUNCTIONS_SQL."""
    found = [Found.of(r) for r in rows]
    if not found:
        return [
            f"the function {FENCE_SIGNATURE} (schema version {FENCE_VERSION}, the lease check of every commit) is "
            f"missing, so every commit on this database fails; {FIX}"
        ]
    out = [
        f"the function {f.ref} is not the one migration {FENCE_VERSION} installs ({'; '.join(diff)}), so commits "
        f"fail or check the shard leases wrongly; {FIX}"
        for f in found
        if (diff := differences(f))
    ]
    if not any(f.args == FENCE_ARGS for f in found):
        out.append(f"the function {FENCE_SIGNATURE} is missing; {FIX}")
    return out


async def repair(conn: asyncpg.Connection) -> list[str]:
    """Inside `db migrate`'s transaction, at schema version >= 7: drop every engine_fence that is not migration
    7's and install migration 7's when it is not there. Returns what was done, in sentences (empty: nothing)."""
    found = [Found.of(r) for r in await conn.fetch(FUNCTIONS_SQL)]
    done = []
    for f in found:
        diff = differences(f)
        if diff:  # CREATE OR REPLACE cannot change a return type or argument names, and would leave an overload
            await conn.execute(f"DROP FUNCTION {f.ref}")
            done.append(f"dropped the function {f.ref} ({'; '.join(diff)})")
    if not any(not differences(f) for f in found):
        await conn.execute(ENGINE_FENCE)
        done.append(f"installed the function {FENCE_SIGNATURE} of migration {FENCE_VERSION}")
    return done
