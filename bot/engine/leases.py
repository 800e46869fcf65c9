"""Several bot processes on one PostgreSQL database: which process acts on which match (docs/engine.md).

A match belongs to the Discord shard of its guild (Discord's own formula, `shard_of`), and a shard to the process
holding its lease (table `shard_leases`). A process claims the shards it is configured for (`SHARD_IDS`), renews
its leases every third of their length, and adopts the shards whose lease has expired (their process died), with
their matches, due timers and undelivered notifications. Each claim raises the shard's `epoch`; every commit of a
match checks, inside its own transaction (its own statement) and holding the shard's advisory lock shared, that
this process still holds the lease with the epoch it claimed (a fencing token); a claim takes that lock exclusive.
So a process that was presumed dead (paused, cut off) can never commit after another took its shard over: its
commit is refused and nothing of it is stored. The configured home of a shard takes it back from an adopter: it
marks the lease as wanted, and the adopter lets go at its next renewal.

Time comes from the engine's clock, so tests move it instead of waiting.
"""

from __future__ import annotations

import logging
import os
import secrets
import socket
from collections.abc import Iterable
from dataclasses import dataclass, field

import asyncpg

from bot.engine.pgstore import PgStore

log = logging.getLogger(__name__)


def shard_of(guild_id: str | int | None, shard_count: int) -> int:
    """Discord's shard of a guild: (guild_id >> 22) % shard_count. Direct messages (no guild) are shard 0."""
    if guild_id is None or shard_count <= 1:
        return 0
    try:
        return (int(guild_id) >> 22) % shard_count
    except ValueError:
        return 0  # a match made outside Discord (console, tests) with a free-form guild


def node_name() -> str:
    """This process among the bot's processes: host, pid and a random part (a restarted process is a new one)."""
    return f"{socket.gethostname()[:40]}:{os.getpid()}:{secrets.token_hex(3)}"


@dataclass(frozen=True)
class ShardPlan:
    """What one process runs: `shard_ids` of `shard_count` Discord shards; leases last `lease_seconds`."""

    shard_ids: tuple[int, ...]
    shard_count: int
    lease_seconds: float = 30.0
    node: str = field(default_factory=node_name)

    def __post_init__(self) -> None:
        if self.shard_count < 1 or not self.shard_ids:
            raise ValueError("a shard plan needs SHARD_COUNT >= 1 and at least one shard id")
        bad = [s for s in self.shard_ids if not 0 <= s < self.shard_count]
        if bad:
            raise ValueError(f"shard ids {bad} are outside 0..{self.shard_count - 1} (SHARD_COUNT {self.shard_count})")
        if self.lease_seconds <= 0:
            raise ValueError("the lease length must be positive")


@dataclass
class LeaseChanges:
    """What one renewal changed: shards gained (claimed or adopted) and lost (taken over or handed back)."""

    gained: list[int] = field(default_factory=list)
    lost: list[int] = field(default_factory=list)


# The lease check of a commit, an expression evaluated inside the commit's statement (migrations.ENGINE_FENCE): it
# raises SQLSTATE EF001 unless this process holds the lease with its epoch, unexpired. It holds the shard's advisory
# lock (LEASE_LOCK, shard) shared until the commit; a claim takes it exclusive, so a takeover waits for commits in
# flight, and commits after it see its epoch.
GUARD_SQL = "engine_fence(?, ?, ?, ?)"
LEASE_LOCK = 19539  # first key of pg_advisory_xact_lock(LEASE_LOCK, shard); engine_fence uses the same
_CLAIM = """
INSERT INTO shard_leases (shard, owner, epoch, expires_at) VALUES ($1, $2, 1, $3)
ON CONFLICT (shard) DO UPDATE SET owner=excluded.owner, epoch=shard_leases.epoch + 1,
    expires_at=excluded.expires_at, wanted_by=NULL, wanted_until=NULL
WHERE shard_leases.expires_at < $4
RETURNING epoch
"""


class Leases:
    def __init__(self, plan: ShardPlan, store: PgStore) -> None:
        self.plan = plan
        self.store = store
        self.owned: dict[int, int] = {}  # shard -> epoch of our claim

    @property
    def node(self) -> str:
        return self.plan.node

    def owns(self, shard: int) -> bool:
        return shard in self.owned

    def owns_guild(self, guild_id: str | int | None) -> bool:
        return self.owns(self.shard(guild_id))

    def shard(self, guild_id: str | int | None) -> int:
        return shard_of(guild_id, self.plan.shard_count)

    def guard(self, guild_id: str | int | None, now: float) -> tuple[str, tuple[object, ...]] | None:
        """The fencing check for a commit of a match of this guild (None when this process does not hold it)."""
        shard = self.shard(guild_id)
        epoch = self.owned.get(shard)
        if epoch is None:
            return None
        return GUARD_SQL, (shard, self.node, epoch, now)

    async def renew(self, now: float) -> LeaseChanges:
        """Renew what we hold, let go of adopted shards their home wants back, claim our home shards when free
        and adopt shards whose lease has expired. Returns what changed."""
        out = LeaseChanges()
        until = now + self.plan.lease_seconds
        async with self.store.connection() as conn:
            rows = await conn.fetch(
                "UPDATE shard_leases SET expires_at=$1 WHERE owner=$2 RETURNING shard, epoch, wanted_by, wanted_until",
                until,
                self.node,
            )
            held = {int(r["shard"]): int(r["epoch"]) for r in rows}
            for r in rows:
                shard = int(r["shard"])
                wanted = r["wanted_by"] is not None and float(r["wanted_until"] or 0) > now
                if shard not in self.plan.shard_ids and wanted:
                    await conn.execute(
                        "UPDATE shard_leases SET expires_at=0 WHERE shard=$1 AND owner=$2", shard, self.node
                    )
                    held.pop(shard)
                    log.info("shard %s handed back to %s", shard, r["wanted_by"])
            for shard in list(self.owned):
                if held.get(shard) != self.owned[shard]:
                    out.lost.append(shard)
                    del self.owned[shard]
                    log.warning("lost the lease of shard %s (another process took it over)", shard)
            for shard in sorted(self.plan.shard_ids):
                if shard not in self.owned and await self._claim(conn, shard, until, now):
                    out.gained.append(shard)
                elif shard not in self.owned:  # held by a live adopter (or our own previous run): ask for it back
                    await conn.execute(
                        "UPDATE shard_leases SET wanted_by=$1, wanted_until=$2 WHERE shard=$3 AND owner<>$1",
                        self.node,
                        until,
                        shard,
                    )
            expired = await conn.fetch(
                "SELECT shard FROM shard_leases WHERE expires_at < $1 AND owner<>$2 ORDER BY shard", now, self.node
            )
            for r in expired:
                shard = int(r["shard"])
                if (
                    shard not in self.owned
                    and shard < self.plan.shard_count
                    and await self._claim(conn, shard, until, now)
                ):
                    out.gained.append(shard)
                    log.warning("adopted shard %s: its process stopped renewing its lease", shard)
        return out

    async def _claim(self, conn: asyncpg.Connection, shard: int, until: float, now: float) -> bool:
        async with conn.transaction():  # the lock first: commits in flight under the old epoch finish before
            await conn.execute("SELECT pg_advisory_xact_lock($1, $2)", LEASE_LOCK, shard)
            epoch = await conn.fetchval(_CLAIM, shard, self.node, until, now)
        if epoch is None:
            return False
        self.owned[shard] = int(epoch)
        return True

    async def release(self) -> None:
        """A clean stop: let the leases expire now, so another process may adopt them at once."""
        if not self.owned:
            return
        async with self.store.connection() as conn:
            await conn.execute(
                "UPDATE shard_leases SET expires_at=0 WHERE owner=$1 AND shard = ANY($2::bigint[])",
                self.node,
                list(self.owned),
            )
        self.owned.clear()

    async def claim_timers(
        self, now: float, matches: Iterable[tuple[str, str | int | None]], limit: int = 500
    ) -> list[tuple[int, str, str, str, str, float, float]]:
        """Due timers of these (match id, guild id) pairs, claimed `FOR UPDATE SKIP LOCKED`, so two ticks (of this
        process or another) never take the same row. Fenced like a commit: only timers of matches whose shard lease
        this process holds right now with the epoch it claimed, and only until that lease runs out (a process whose
        lease expired claims nothing, and its earlier claims end with its lease, so the adopter fires them at once);
        a claim whose tick died runs out the same way."""
        ids: list[str] = []
        shards: list[int] = []
        epochs: list[int] = []
        for mid, guild in matches:
            shard = self.shard(guild)
            if shard in self.owned:
                ids.append(mid)
                shards.append(shard)
                epochs.append(self.owned[shard])
        if not ids:
            return []
        async with self.store.connection() as conn:
            rows = await conn.fetch(
                _CLAIM_TIMERS, self.node, now + self.plan.lease_seconds, now, ids, shards, epochs, limit
            )
        return sorted((tuple(r) for r in rows), key=lambda r: (r[5], r[0]))


# Due timers of the matches whose shard lease (owner, epoch) is still ours, claimed until the earlier of one lease
# length and the lease's own expiry. $4..$6: match ids with their shards and our epochs.
_CLAIM_TIMERS = """
WITH mine AS (
    SELECT m.id, l.expires_at FROM unnest($4::text[], $5::bigint[], $6::bigint[]) AS m(id, shard, epoch)
    JOIN shard_leases l ON l.shard = m.shard AND l.epoch = m.epoch AND l.owner = $1 AND l.expires_at > $3
), due AS (
    SELECT t.id, mine.expires_at FROM timers t JOIN mine ON mine.id = t.match_id
    WHERE t.due_at <= $3 AND (t.claimed_until IS NULL OR t.claimed_until < $3)
    ORDER BY t.due_at, t.id LIMIT $7 FOR UPDATE OF t SKIP LOCKED
)
UPDATE timers SET claimed_by = $1, claimed_until = LEAST($2, due.expires_at) FROM due WHERE timers.id = due.id
RETURNING timers.id, timers.match_id, timers.kind, timers.seat, timers.prompt_key, timers.due_at, timers.deadline
"""
