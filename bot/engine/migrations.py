"""Numbered schema migrations, applied in order at start-up. Never edit a released migration: add a new one.

The statements are written for SQLite; PostgreSQL runs the same migrations translated by `dialect.postgres_ddl`
(types only), or the statements of `POSTGRES_OVERRIDES` for a migration the translation cannot express. On SQLite
the schema version lives in `PRAGMA user_version`, on PostgreSQL in the table `schema_version`. A database whose
version is higher than `LATEST` was written by a newer bot; the engine refuses to open it rather than guess
(SchemaTooNew).
"""

from __future__ import annotations

from bot.engine.dialect import postgres_ddl

MIGRATIONS: list[tuple[int, str, list[str]]] = [
    (
        1,
        "matches, seats, actions, events, snapshots, outbox, timers, players",
        [
            """CREATE TABLE matches (
                id TEXT PRIMARY KEY,
                game TEXT NOT NULL,
                status TEXT NOT NULL,
                format INTEGER NOT NULL,
                options TEXT NOT NULL,
                guild_id TEXT,
                channel_id TEXT,
                seed TEXT NOT NULL,
                commitment TEXT NOT NULL,
                created_at REAL NOT NULL,
                finished_at REAL,
                result TEXT,
                deadlines TEXT NOT NULL,
                undo TEXT,
                meta TEXT NOT NULL DEFAULT '{}',
                last_seq INTEGER NOT NULL DEFAULT 0,
                last_hash TEXT NOT NULL,
                next_action INTEGER NOT NULL DEFAULT 1
            )""",
            "CREATE INDEX matches_status ON matches(status)",
            "CREATE INDEX matches_channel ON matches(channel_id)",
            """CREATE TABLE seats (
                match_id TEXT NOT NULL REFERENCES matches(id),
                seat TEXT NOT NULL,
                user_id TEXT NOT NULL,
                PRIMARY KEY (match_id, seat)
            ) WITHOUT ROWID""",
            "CREATE INDEX seats_user ON seats(user_id)",
            """CREATE TABLE actions (
                match_id TEXT NOT NULL REFERENCES matches(id),
                n INTEGER NOT NULL,
                seat TEXT NOT NULL,
                actor TEXT NOT NULL,
                action TEXT NOT NULL,
                visibility TEXT NOT NULL,
                first_seq INTEGER NOT NULL,
                last_seq INTEGER NOT NULL,
                at REAL NOT NULL,
                undone INTEGER NOT NULL DEFAULT 0,
                PRIMARY KEY (match_id, n)
            ) WITHOUT ROWID""",
            """CREATE TABLE events (
                match_id TEXT NOT NULL REFERENCES matches(id),
                seq INTEGER NOT NULL,
                at REAL NOT NULL,
                actor TEXT NOT NULL,
                seat TEXT,
                source TEXT NOT NULL,
                kind TEXT NOT NULL,
                visibility TEXT NOT NULL,
                payload TEXT NOT NULL,
                action_n INTEGER,
                undone INTEGER NOT NULL DEFAULT 0,
                hash TEXT NOT NULL,
                PRIMARY KEY (match_id, seq)
            ) WITHOUT ROWID""",
            """CREATE TABLE snapshots (
                match_id TEXT NOT NULL REFERENCES matches(id),
                seq INTEGER NOT NULL,
                state TEXT NOT NULL,
                PRIMARY KEY (match_id, seq)
            ) WITHOUT ROWID""",
            """CREATE TABLE outbox (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                match_id TEXT NOT NULL REFERENCES matches(id),
                kind TEXT NOT NULL,
                audience TEXT NOT NULL,
                user_id TEXT,
                payload TEXT NOT NULL,
                created_at REAL NOT NULL,
                delivered_at REAL
            )""",
            "CREATE INDEX outbox_pending ON outbox(match_id, id) WHERE delivered_at IS NULL",
            """CREATE TABLE timers (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                match_id TEXT NOT NULL REFERENCES matches(id),
                kind TEXT NOT NULL,
                seat TEXT NOT NULL,
                prompt_key TEXT NOT NULL,
                due_at REAL NOT NULL,
                deadline REAL NOT NULL
            )""",
            "CREATE INDEX timers_due ON timers(due_at)",
            "CREATE INDEX timers_match ON timers(match_id)",
            """CREATE TABLE players (
                user_id TEXT PRIMARY KEY,
                time_zone TEXT NOT NULL,
                locale TEXT NOT NULL,
                quiet_start TEXT,
                quiet_end TEXT,
                preferences TEXT NOT NULL,
                updated_at REAL NOT NULL
            )""",
        ],
    ),
    (
        2,
        "matches.head_state: the current state, so start-up loads each match without replaying events",
        [
            "ALTER TABLE matches ADD COLUMN head_seq INTEGER",
            "ALTER TABLE matches ADD COLUMN head_state TEXT",
        ],
    ),
    (
        3,
        "kv: small JSON values outside any match, by scope and key (e.g. a channel's sandbox table)",
        [
            """CREATE TABLE kv (
                scope TEXT NOT NULL,
                key TEXT NOT NULL,
                value TEXT NOT NULL,
                updated_at REAL NOT NULL,
                PRIMARY KEY (scope, key)
            ) WITHOUT ROWID""",
        ],
    ),
    (
        4,
        "user_content: items players add from their own copies of a game, per scope (a server, or the console)",
        [
            # plain SQL (no WITHOUT ROWID): the PostgreSQL back-end creates the same table
            """CREATE TABLE user_content (
                scope TEXT NOT NULL,
                game TEXT NOT NULL,
                kind TEXT NOT NULL,
                id TEXT NOT NULL,
                item TEXT NOT NULL,
                added_by TEXT NOT NULL,
                added_at REAL NOT NULL,
                PRIMARY KEY (scope, game, kind, id)
            )""",
        ],
    ),
    (
        5,
        "shard_leases and timer claims: several bot processes share a PostgreSQL database (docs/engine.md)",
        [
            """CREATE TABLE shard_leases (
                shard INTEGER PRIMARY KEY,
                owner TEXT NOT NULL,
                epoch INTEGER NOT NULL,
                expires_at REAL NOT NULL,
                wanted_by TEXT,
                wanted_until REAL
            )""",
            "ALTER TABLE timers ADD COLUMN claimed_by TEXT",
            "ALTER TABLE timers ADD COLUMN claimed_until REAL",
        ],
    ),
    (
        6,
        "matches_created: the match page indexes new matches by creation time on PostgreSQL (web/reader.py), and "
        "match lists are sorted by it on both back-ends",
        ["CREATE INDEX matches_created ON matches(created_at)"],
    ),
    (
        7,
        "engine_fence: the lease check of a commit on PostgreSQL, callable inside the commit's one statement "
        "(leases.py); nothing on SQLite (one process)",
        [],
    ),
    (
        8,
        "matches.head_prompts: the open prompts of head_state (a header line, then deflated JSON), so a restarted "
        "process reads them instead of building them (stored_prompts.py)",
        ["ALTER TABLE matches ADD COLUMN head_prompts BLOB"],
    ),
]

# Indexes a database at the latest schema has (`db check` names a missing one: dropped by hand, or a restore).
INDEXES: dict[str, int] = {"matches_created": 6}

# The commit's lease check (docs/engine.md, "Several processes"). It takes the shard's advisory lock shared (a
# takeover takes it exclusive, leases.LEASE_LOCK), then reads the lease: a volatile function reads with a snapshot
# of its own, taken after the lock, so a commit that waited for a takeover sees the new epoch. An advisory lock
# lives in memory: unlike the `FOR SHARE` row lock it replaces, checking the lease writes nothing.
ENGINE_FENCE = """CREATE OR REPLACE FUNCTION engine_fence(
    p_shard BIGINT, p_owner TEXT, p_epoch BIGINT, p_now DOUBLE PRECISION
) RETURNS BOOLEAN LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM pg_advisory_xact_lock_shared(19539, p_shard::INTEGER);
    IF NOT EXISTS (SELECT 1 FROM shard_leases WHERE shard = p_shard AND owner = p_owner AND epoch = p_epoch
                   AND expires_at > p_now) THEN
        RAISE EXCEPTION USING ERRCODE = 'EF001', MESSAGE = 'this process does not hold the lease of the shard';
    END IF;
    RETURN TRUE;
END $$"""

# version -> PostgreSQL statements, for a migration whose SQLite statements do not translate.
POSTGRES_OVERRIDES: dict[int, list[str]] = {7: [ENGINE_FENCE]}


def postgres_statements(version: int, statements: list[str]) -> list[str]:
    """What PostgreSQL runs for one migration."""
    if version in POSTGRES_OVERRIDES:
        return POSTGRES_OVERRIDES[version]
    return [postgres_ddl(sql) for sql in statements]


LATEST = MIGRATIONS[-1][0]
PROMPTS_VERSION = 8  # the migration that adds matches.head_prompts
MATCH_FORMAT = 1  # matches.format: how a match's rows are laid out; a higher value means a newer bot wrote it
