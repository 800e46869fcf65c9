"""`db check` verifies engine_fence, the lease check of every commit on PostgreSQL (migration 7), and `db migrate`
(and a bot's start-up) repairs it: a function dropped by hand, restored from an older dump, given another body or
another signature would pass a check of the schema version while every commit fails (bot/engine/pgfunctions.py)."""

from __future__ import annotations

import asyncio
import logging
import secrets
from urllib.parse import urlsplit, urlunsplit

import pytest

from bot.cli import main
from bot.engine import Engine, FakeClock, StoreError
from bot.engine.integrity import check_database
from bot.engine.leases import ShardPlan
from bot.engine.migrations import ENGINE_FENCE, LATEST
from bot.engine.pgfunctions import FENCE_SIGNATURE, digest, expected_body
from bot.engine.pgstore import PgStore
from tests.engine.conftest import SEATS, games
from tests.support import peek
from tests.support.postgres import run_sql

G = str(8 << 22)  # shard 0 of 2: its commits call engine_fence

# A body that skips the lease check: every process could commit to every match (what a stale hand edit might do).
NO_CHECK = """CREATE OR REPLACE FUNCTION engine_fence(
    p_shard BIGINT, p_owner TEXT, p_epoch BIGINT, p_now DOUBLE PRECISION
) RETURNS BOOLEAN LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    RETURN TRUE;
END $$"""
NO_CHECK_BODY = "\nBEGIN\n    RETURN TRUE;\nEND "  # as PostgreSQL keeps it


def _sql(url: str, sql: str) -> None:
    run_sql(url, f"SET search_path TO {url.rsplit('=', 1)[1]}; {sql}")


async def _engine(url: str) -> Engine:
    eng = Engine(url, clock=FakeClock(), games=games, poll_interval=None, renderer=None, shards=ShardPlan((0,), 2))
    await eng.open()
    return eng


async def _play(url: str, value: int) -> str:
    eng = await _engine(url)
    try:
        if not peek.rows(url, "SELECT 1 FROM matches WHERE id='m'"):
            await eng.create_match("duel", SEATS, match_id="m", guild_id=G)
        await eng.act("m", "111" if value == 3 else "222", {"kind": "pick", "value": value})
        return (await eng.log("m"))[-1].kind
    finally:
        await eng.close()


def _problems(url: str) -> list[str]:
    return check_database(url, games).problems


def test_a_migrated_database_holds_migration_7s_function_and_passes(postgres_url: str) -> None:
    assert asyncio.run(_play(postgres_url, 3)) == "locked"
    stored = peek.one(postgres_url, "SELECT prosrc FROM pg_proc WHERE proname='engine_fence'")
    assert stored == expected_body() and "pg_advisory_xact_lock_shared" in stored
    assert _problems(postgres_url) == []


def test_a_dropped_function_is_named_by_db_check_and_reinstalled_by_db_migrate(
    postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert asyncio.run(_play(postgres_url, 3)) == "locked"
    _sql(postgres_url, f"DROP FUNCTION {FENCE_SIGNATURE}")
    assert _problems(postgres_url) == [
        f"the function {FENCE_SIGNATURE} (schema version 7, the lease check of every commit) is missing, so every "
        "commit on this database fails; `python -m bot db migrate` (or starting the bot) installs it again"
    ]
    assert main(["db", "check", "--db", postgres_url]) == 1
    assert "is missing, so every commit on this database fails" in capsys.readouterr().out
    assert main(["db", "migrate", "--db", postgres_url]) == 0
    out = capsys.readouterr().out
    assert f"schema is up to date (version {LATEST})" in out
    assert f"repaired: installed the function {FENCE_SIGNATURE} of migration 7 (the lease check of every" in out
    assert _problems(postgres_url) == []
    assert asyncio.run(_play(postgres_url, 1)) == "revealed"  # commits go through again
    assert main(["db", "migrate", "--db", postgres_url]) == 0
    assert "repaired" not in capsys.readouterr().out  # a sound function is left alone


def test_a_function_with_another_body_is_named_with_digests_and_replaced(
    postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert asyncio.run(_play(postgres_url, 3)) == "locked"
    _sql(postgres_url, NO_CHECK)
    wrong = NO_CHECK_BODY
    assert peek.one(postgres_url, "SELECT prosrc FROM pg_proc WHERE proname='engine_fence'") == wrong
    assert _problems(postgres_url) == [  # what is wrong, and what `db migrate` will do about it, before it does
        f"the function {FENCE_SIGNATURE} is not the one migration 7 installs (its body (sha256 {digest(wrong)}) is "
        f"not migration 7's (sha256 {digest(expected_body())})), so commits fail or check the shard leases wrongly; "
        "`python -m bot db migrate` and every bot start-up will drop it and install migration 7's (a function made "
        "on purpose under this name: rename it first)"
    ]
    assert main(["db", "migrate", "--db", postgres_url]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[1].endswith(
        f": repaired: replaced the function {FENCE_SIGNATURE} (its body (sha256 {digest(wrong)}) is not migration "
        f"7's (sha256 {digest(expected_body())})) with migration 7's, the lease check of every commit"
    ), out
    assert len(out.splitlines()) == 2 and "installed" not in out
    assert peek.one(postgres_url, "SELECT prosrc FROM pg_proc WHERE proname='engine_fence'") == expected_body()
    assert _problems(postgres_url) == []


def test_another_signature_or_return_type_is_named_and_replaced(
    postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """An older signature (INTEGER shard and epoch, REAL clock) is not what the commits call; the right signature
    returning void cannot be fixed by CREATE OR REPLACE (it cannot change a return type), so it is dropped first."""
    assert asyncio.run(_play(postgres_url, 3)) == "locked"
    old = ENGINE_FENCE.replace("p_shard BIGINT", "p_shard INTEGER").replace("p_now DOUBLE PRECISION", "p_now REAL")
    _sql(postgres_url, f"DROP FUNCTION {FENCE_SIGNATURE}; {old}")
    problems = _problems(postgres_url)
    assert problems == [
        "a second function named engine_fence, engine_fence(integer,text,bigint,real), is on the search path (it "
        "takes (p_shard integer, p_owner text, p_epoch bigint, p_now real), not (p_shard bigint, p_owner text, "
        "p_epoch bigint, p_now double precision)); `python -m bot db migrate` and every bot start-up will drop it, "
        "so that the commits' call finds migration 7's alone (one made on purpose: rename it first)",
        f"the function {FENCE_SIGNATURE} is missing; `python -m bot db migrate` (or starting the bot) installs "
        "migration 7's",
    ]
    void = ENGINE_FENCE.replace("RETURNS BOOLEAN", "RETURNS VOID").replace("RETURN TRUE;", "RETURN;")
    _sql(postgres_url, void)
    problems = _problems(postgres_url)
    assert [
        p
        for p in problems
        if p.startswith(
            f"the function {FENCE_SIGNATURE} is not the one migration 7 installs (it returns void, not boolean; its "
            "body"
        )
    ], problems
    assert main(["db", "migrate", "--db", postgres_url]) == 0
    out = capsys.readouterr().out
    assert "repaired: dropped the function engine_fence(integer,text,bigint,real) (it takes (p_shard integer" in out
    assert "would make the commits' call to migration 7's ambiguous" in out
    assert f"repaired: replaced the function {FENCE_SIGNATURE} (it returns void, not boolean; its body" in out
    assert peek.rows(postgres_url, "SELECT oid::regprocedure::text FROM pg_proc WHERE proname='engine_fence'") == [
        (FENCE_SIGNATURE,)
    ]
    assert _problems(postgres_url) == []
    assert asyncio.run(_play(postgres_url, 1)) == "revealed"


def test_a_security_definer_or_a_setting_is_a_difference(postgres_url: str) -> None:
    assert asyncio.run(_play(postgres_url, 3)) == "locked"
    _sql(postgres_url, f"ALTER FUNCTION {FENCE_SIGNATURE} SECURITY DEFINER SET search_path = public")
    assert _problems(postgres_url) == [
        f"the function {FENCE_SIGNATURE} is not the one migration 7 installs (SECURITY DEFINER is true, not false; "
        "it has SET options, which migration 7's has not), so commits fail or check the shard leases wrongly; "
        "`python -m bot db migrate` and every bot start-up will drop it and install migration 7's (a function made "
        "on purpose under this name: rename it first)"
    ]


def test_a_bot_starting_on_a_broken_function_repairs_it_and_says_so(
    postgres_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    assert asyncio.run(_play(postgres_url, 3)) == "locked"
    _sql(postgres_url, NO_CHECK)
    with caplog.at_level(logging.WARNING, logger="bot.engine.repository"):
        assert asyncio.run(_play(postgres_url, 1)) == "revealed"
    assert [r.getMessage() for r in caplog.records if "repaired at start-up" in r.getMessage()][-1].endswith(
        f"replaced the function {FENCE_SIGNATURE} (its body (sha256 {digest(NO_CHECK_BODY)}) is not migration 7's "
        f"(sha256 {digest(expected_body())})) with migration 7's, the lease check of every commit"
    )
    assert _problems(postgres_url) == []


def test_a_user_who_may_not_create_in_its_schema_is_told_which_right_it_needs(
    postgres_server: object, postgres_url: str
) -> None:
    schema = postgres_url.rsplit("=", 1)[1]
    role = f"r_{secrets.token_hex(5)}"
    run_sql(postgres_url, f"CREATE ROLE {role} LOGIN; GRANT USAGE ON SCHEMA {schema} TO {role}")
    parts = urlsplit(postgres_url)
    url = urlunsplit(parts._replace(netloc=parts.netloc.replace("postgres@", f"{role}@", 1)))

    async def migrate() -> None:
        store = PgStore(url)
        await store.open()
        try:
            await store.migrate()
        finally:
            await store.close()

    try:
        with pytest.raises(StoreError) as refused:
            asyncio.run(migrate())
        assert "the database user may not change the schema" in refused.value.message
        assert "grant it CREATE on its schema (e.g. `GRANT CREATE ON SCHEMA public TO <user>`)" in refused.value.message
    finally:
        run_sql(postgres_url, f"REVOKE ALL ON SCHEMA {schema} FROM {role}; DROP ROLE {role}")


def test_db_check_and_db_migrate_say_it_in_russian(
    postgres_url: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The console's language (`--lang ru`, else BOT_LOCALE): `db check` names the function, what differs and what
    `db migrate` will do before it does it; `db migrate` names what it replaced and dropped, with why."""
    assert asyncio.run(_play(postgres_url, 3)) == "locked"
    old = ENGINE_FENCE.replace("p_shard BIGINT", "p_shard INTEGER")
    _sql(postgres_url, f"{NO_CHECK}; {old}")
    assert main(["db", "check", "--db", postgres_url, "--lang", "ru"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[1:4] == [
        f"версия схемы: {LATEST} (у этого бота: {LATEST})",
        "партий: 1 (идут: 1), событий: 3, недоставленных уведомлений: 5, ждущих таймеров: 0, добавленных игроками "
        "данных: 0",
        "ОШИБКИ (3):",
    ], out
    assert out[4] == (
        f"  - функция {FENCE_SIGNATURE} — не та, что устанавливает миграция 7 (её тело (sha256 "
        f"{digest(NO_CHECK_BODY)}) не совпадает с телом из миграции 7 (sha256 {digest(expected_body())})), поэтому "
        "записи не проходят или аренду шардов проверяют неверно; `python -m bot db migrate` и каждый запуск бота "
        "удалят её и установят функцию миграции 7 (если функция с этим именем создана намеренно, сначала "
        "переименуйте её)"
    )
    assert out[5] == (
        "  - в пути поиска есть вторая функция с именем engine_fence — engine_fence(integer,text,bigint,double "
        "precision) (она принимает (p_shard integer, p_owner text, p_epoch bigint, p_now double precision), а не "
        "(p_shard bigint, p_owner text, p_epoch bigint, p_now double precision)); `python -m bot db migrate` и "
        "каждый запуск бота удалят её, чтобы вызов при записи находил только функцию миграции 7 (если она создана "
        "намеренно, сначала переименуйте её)"
    )
    # the test game is not the console's: the rest of the report is Russian too
    assert out[6] == "  - партия m (duel, active): этот бот не знает такой игры, поэтому партию нельзя загрузить"
    monkeypatch.setenv("BOT_LOCALE", "ru")
    assert main(["db", "migrate", "--db", postgres_url]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith(f": схема базы данных актуальна (версия {LATEST})"), out
    assert out[1].endswith(
        ": исправлено: функция engine_fence(integer,text,bigint,double precision) удалена (она принимает (p_shard "
        "integer, p_owner text, p_epoch bigint, p_now double precision), а не (p_shard bigint, p_owner text, p_epoch "
        "bigint, p_now double precision)): со второй функцией engine_fence вызов функции миграции 7 при записи стал "
        "бы неоднозначным"
    ), out
    assert out[2].endswith(
        f": исправлено: функция {FENCE_SIGNATURE} заменена функцией миграции 7 — проверкой аренды при каждой записи "
        f"(её тело (sha256 {digest(NO_CHECK_BODY)}) не совпадает с телом из миграции 7 (sha256 "
        f"{digest(expected_body())}))"
    ), out
    assert len(out) == 3
    assert _problems(postgres_url) == []
    assert check_database(postgres_url, games).render("ru").splitlines()[-1] == "ОК: ошибок не найдено"
    _sql(postgres_url, f"DROP FUNCTION {FENCE_SIGNATURE}")
    assert main(["db", "migrate", "--db", postgres_url, "--lang", "en"]) == 0
    assert (
        capsys.readouterr()
        .out.splitlines()[1]
        .endswith(
            f": repaired: installed the function {FENCE_SIGNATURE} of migration 7 (the lease check of every commit)"
        )
    )
