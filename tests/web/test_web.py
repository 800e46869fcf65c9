"""The match web server through aiohttp's test client: pages, steps, data, live events, limits and secrecy, on
both back-ends (`db`: a SQLite file and a PostgreSQL schema, tests/web/conftest.py)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.core import canonical
from bot.core.protocol import PUBLIC
from bot.engine import Engine
from bot.games import registry
from bot.i18n import t
from bot.web.app import IMMUTABLE, make_app
from bot.web.reader import Reader
from tests.web.support import SEATS, advance, new_match, open_engine


async def _client(db: Path | str, **kw: Any) -> TestClient[Any, Any]:
    client: TestClient[Any, Any] = TestClient(TestServer(make_app(db, registry.get, poll_interval=0.02, **kw)))
    await client.start_server()
    return client


@pytest.fixture
async def eng(db: Path | str) -> AsyncIterator[Engine]:
    async with open_engine(db) as e:
        yield e


async def test_page_steps_data_and_unknown_ids(eng: Engine, db: Path | str) -> None:
    mid, pid = await new_match(eng, "ti4")
    for _ in range(4):
        await advance(eng, mid, SEATS["ti4"])
    client = await _client(db)
    try:
        r = await client.get(f"/m/{pid}?lang=ru")
        assert r.status == 200 and r.headers["Cache-Control"] == "no-cache"
        body = await r.text()
        assert "Шаг 4 из 4" in body and "идёт" in body  # Russian page texts, live match at its last step
        assert mid in body and "SHA-256" in body
        r = await client.get(f"/m/{pid}/step/2", headers={"Accept-Language": "en-GB,en;q=0.8"})
        assert r.status == 200 and "Step 2 of 4" in await r.text()
        doc = json.loads(await (await client.get(f"/m/{pid}/step/1.json")).text())
        assert doc["step"] == 1 and doc["steps"] == 4 and doc["picture"] == f"/m/{pid}/step/1.png?lang=en"
        png = await client.get(f"/m/{pid}/step/0.png")
        assert png.status == 200 and (await png.read())[:8] == b"\x89PNG\r\n\x1a\n"
        assert png.headers["Cache-Control"] == "no-cache"  # live: an undo may still rewrite later steps
        lines = [json.loads(x) for x in (await (await client.get(f"/m/{pid}/log.jsonl")).text()).splitlines()]
        assert lines and [x["seq"] for x in lines] == sorted(x["seq"] for x in lines)
        assert all({"step", "seq", "at", "kind", "payload", "dice"} <= set(x) for x in lines)
        # unknown ids: the database id, a made-up id, a step out of range -> 404 with a reason, no traceback
        for url in (f"/m/{mid}", "/m/" + "a" * 26, "/m/x" * 30, f"/m/{pid}/step/5.json", f"/m/{pid}?step=-1"):
            r = await client.get(url)
            assert r.status == 404, url
            assert "Traceback" not in await r.text()
    finally:
        await client.close()


async def test_finished_match_shows_seed_and_verdict_and_is_immutable(eng: Engine, db: Path | str) -> None:
    mid, pid = await new_match(eng, "ti4")
    while await advance(eng, mid, SEATS["ti4"]):
        pass
    info = await eng.info(mid)
    assert info.status == "finished" and info.seed
    client = await _client(db)
    try:
        body = await (await client.get(f"/m/{pid}")).text()
        assert info.seed in body and "Verified:" in body
        r = await client.get(f"/m/{pid}/step/1.png")
        assert r.headers["Cache-Control"] == IMMUTABLE
    finally:
        await client.close()


async def test_a_tampered_finished_match_is_not_verified(eng: Engine, db: Path | str) -> None:
    mid, pid = await new_match(eng, "ti4")
    while await advance(eng, mid, SEATS["ti4"]):
        pass
    await eng.repo.store.execute("UPDATE events SET at=at+1 WHERE match_id=? AND seq=3", (mid,))
    client = await _client(db)
    try:
        body = await (await client.get(f"/m/{pid}")).text()
        assert "Not verified:" in body and "hash chain broken" in body
    finally:
        await client.close()


async def test_the_replay_verdict_reads_in_the_pages_language(eng: Engine, db: Path | str) -> None:
    """The verification box's summary and its problems were English on a Russian page: they are catalog messages
    (web.replay_*, replay.*) said in the page's language, the stream's `detail` too."""
    mid, pid = await new_match(eng, "ti4")
    while await advance(eng, mid, SEATS["ti4"]):
        pass
    other, other_pid = await new_match(eng, "ti4")
    while await advance(eng, other, SEATS["ti4"]):
        pass
    await eng.repo.store.execute("UPDATE events SET at=at+1 WHERE match_id=? AND seq=3", (other,))
    client = await _client(db)
    try:
        good = await (await client.get(f"/m/{pid}?lang=ru")).text()
        assert "Проверено: из зерна заново выведено действий: " in good and "; хеш состояния " in good
        assert "re-derived" not in good and "state hash" not in good
        bad = await (await client.get(f"/m/{other_pid}?lang=ru")).text()
        assert "Не проверено: 1 проблема: событие №3 (" in bad and "цепочка хешей нарушена" in bad
        assert "problem" not in bad and "hash chain" not in bad
        english = await (await client.get(f"/m/{other_pid}?lang=en")).text()
        assert "Not verified: 1 problem: event #3 (" in english and "hash chain broken" in english
        r = await client.get(f"/m/{other_pid}/events?lang=ru")
        while True:
            line = (await asyncio.wait_for(r.content.readline(), 10)).decode()
            if line.startswith("data: "):
                said = json.loads(line[6:])
                break
        assert said["verified"] is False and said["detail"].startswith("1 проблема: событие №3 (")
        r.close()
    finally:
        await client.close()


async def test_live_events_stream_announces_each_advance(eng: Engine, db: Path | str) -> None:
    mid, pid = await new_match(eng, "ti4")
    client = await _client(db)
    try:
        r = await client.get(f"/m/{pid}/events")
        assert r.status == 200 and r.headers["Content-Type"] == "text/event-stream"

        async def message() -> dict[str, Any]:
            while True:
                line = (await asyncio.wait_for(r.content.readline(), 5)).decode()
                if line.startswith("data: "):
                    return dict(json.loads(line[6:]))

        first = await message()
        assert first["status"] == "active"
        await advance(eng, mid, SEATS["ti4"])
        second = await message()
        assert second["steps"] == first["steps"] + 1
        r.close()
    finally:
        await client.close()


async def test_live_stream_localizes_status_and_reveals_seed_and_verdict_on_finish(eng: Engine, db: Path | str) -> None:
    """A page open while the match ends hears the localized status, the seed and the replay verdict (issue 18)."""
    mid, pid = await new_match(eng, "ti4")
    client = await _client(db)
    try:
        r = await client.get(f"/m/{pid}/events?lang=ru")

        async def message() -> dict[str, Any]:
            while True:
                line = (await asyncio.wait_for(r.content.readline(), 10)).decode()
                if line.startswith("data: "):
                    return dict(json.loads(line[6:]))

        first = await message()
        assert first["status"] == "active" and first["status_text"] == "идёт"
        assert "seed" not in first and first["proof"][-1] == t("web.seed_secret", "ru")
        while await advance(eng, mid, SEATS["ti4"]):
            pass
        info = await eng.info(mid)
        assert info.status == "finished" and info.seed
        last = first
        while last["status"] != "finished":
            last = await message()
        assert last["status_text"] == t("web.status.finished", "ru") != "finished"
        assert last["seed"] == info.seed and last["verified"] is True
        assert any(info.seed in line for line in last["proof"])
        assert last["proof"][-1].startswith(t("web.verified", "ru", detail="").strip())
        r.close()
    finally:
        await client.close()


async def test_user_text_is_escaped(eng: Engine, db: Path | str) -> None:
    # seat names are fixed by the game; user-chosen text reaches pages through options and sentences: a ship id
    squads = {
        "rebel": [{"pilot": "lukeskywalker", "id": "<script>alert(1)</script>"}],
        "imperial": [{"pilot": "darthvader", "id": "vader"}],
    }
    info = await eng.create_match("xwing", SEATS["xwing"], options={"squads": squads, "deployment": "auto"})
    rows = await eng.repo.store.fetchall("SELECT seed FROM matches WHERE id=?", (info.id,))
    from bot.core.publicid import public_id

    pid = public_id(rows[0][0], info.id)
    for _ in range(6):
        await advance(eng, info.id, SEATS["xwing"])
    client = await _client(db)
    try:
        r = await client.get(f"/m/{pid}")
        body = await r.text()
        assert "<script>alert" not in body
        assert "script-src 'self'" in r.headers["Content-Security-Policy"]
    finally:
        await client.close()


async def test_a_language_we_do_not_have_is_said_on_the_page(eng: Engine, db: Path | str) -> None:
    """`?lang=zz` had quietly meant the browser's language: the page says there is none in it, naming ours, in the
    language it falls back to (Accept-Language, else English)."""
    _mid, pid = await new_match(eng, "ti4")
    client = await _client(db)
    try:
        english = await (await client.get(f"/m/{pid}?lang=zz")).text()
        assert "There is no page in the language “zz”; the languages: `en`, `ru`" in english
        russian = await (await client.get(f"/m/{pid}?lang=<b>x", headers={"Accept-Language": "ru-RU"})).text()
        assert "Страницы на языке “&lt;b&gt;x” нет".replace("“", "«").replace("”", "»") in russian
        assert "<b>x" not in russian
        plain = await (await client.get(f"/m/{pid}?lang=ru")).text()
        assert 'id="note"' not in plain
    finally:
        await client.close()


async def test_rate_limit_per_client(eng: Engine, db: Path | str) -> None:
    _mid, pid = await new_match(eng, "ti4")
    client = await _client(db, rate=1.0, burst=3.0)
    try:
        codes = [(await client.get(f"/m/{pid}/log.jsonl")).status for _ in range(5)]
        assert codes[:3] == [200, 200, 200] and 429 in codes[3:]
        assert "at most 1 per second" in await (await client.get(f"/m/{pid}")).text()
    finally:
        await client.close()


@pytest.mark.parametrize("game", ["xwing", "ti4"])
async def test_no_secret_reaches_any_page_json_or_picture(eng: Engine, db: Path | str, game: str) -> None:
    """Walk a scripted match: after every action, and at the end over every step, no seat's secret (a secret
    event's salt, pick or payload value not yet public) is in the page, its JSON, the log or the renderer's input."""
    mid, pid = await new_match(eng, game)
    client = await _client(db, rate=1e6, burst=1e6)
    reader = Reader(db, registry.get)
    checked = 0
    try:
        for _ in range(60 if game == "xwing" else 40):
            if not await advance(eng, mid, SEATS[game]):
                break
            everything = await eng.log(mid, everything=True, include_undone=False)
            public_text = canonical.dumps([e.payload for e in everything if e.visibility == PUBLIC])
            secrets = _secret_values([e.payload for e in everything if e.visibility != PUBLIC], public_text)
            secret_seqs = {e.seq for e in everything if e.visibility != PUBLIC}
            head = reader.head(mid)
            tl = reader.timeline(head)
            outputs = [
                await (await client.get(f"/m/{pid}")).text(),
                await (await client.get(f"/m/{pid}/step/{tl.steps}.json")).text(),
                await (await client.get(f"/m/{pid}/log.jsonl")).text(),
                canonical.dumps(reader.view_at(head, tl, tl.steps)),
            ]
            assert not {json.loads(x)["seq"] for x in outputs[2].splitlines()} & secret_seqs
            for text in outputs:
                leaked = [s for s in secrets if s in text]
                assert not leaked, leaked
            checked += len(secrets)
        head = reader.head(mid)
        tl = reader.timeline(head)
        for step in range(tl.steps + 1):
            text = (
                canonical.dumps(reader.view_at(head, tl, step))
                + await (await client.get(f"/m/{pid}/step/{step}.json")).text()
            )
            assert not [s for s in secrets if s in text]
    finally:
        reader.close()
        await client.close()
    if game == "xwing":
        assert checked > 0  # X-Wing dials are secret until revealed: the walk did see secrets to look for


def _secret_values(payloads: list[Any], public_text: str) -> set[str]:
    """Distinctive strings in secret payloads that no public event has carried yet (salts, picks' hashes...)."""
    found: set[str] = set()

    def walk(v: Any) -> None:
        if isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)
        elif isinstance(v, str) and len(v) >= 12 and v not in public_text:
            found.add(v)

    for p in payloads:
        walk(p)
    return found


@pytest.mark.parametrize("game", ["xwing", "ti4"])
async def test_bookmarks_mark_round_and_phase_starts(eng: Engine, db: Path | str, game: str) -> None:
    """X-Wing marks each round's planning, activation, combat and end phase (rulebook p. 5); TI4 each round
    (RU 39.8) and its first combat roll. A bookmark's step is the first table at or after that start."""
    mid, pid = await new_match(eng, game)
    for _ in range(80):
        if not await advance(eng, mid, SEATS[game]):
            break
    reader = Reader(db, registry.get)
    try:
        head = reader.head(mid)
        tl = reader.timeline(head)
        marks = tl.marks
        assert [m["step"] for m in marks] == sorted(m["step"] for m in marks)
        for m in marks:  # the first table at or after the mark (phases without a decision pass within one step)
            if isinstance(m["round"], int):
                assert reader.view_at(head, tl, m["step"])["round"] >= m["round"], m
                assert reader.view_at(head, tl, m["step"] - 1)["round"] <= m["round"], m
        assert any(reader.view_at(head, tl, m["step"])["round"] == m["round"] == 2 for m in marks)
        phases = [(m["round"], (m["phase"] or {}).get("key")) for m in marks]
        if game == "xwing":
            # round 1's planning starts in setup (step 0, before the log); later rounds are marked from planning on
            assert phases[:3] == [(1, "mark.activation"), (1, "mark.combat"), (1, "mark.end")]
            assert (2, "mark.planning") in phases
            label = "Раунд 2: планирование"
        else:
            # round 1 and its first announcements happen in setup (step 0); later rounds are in the log
            assert {(2, None), (2, "mark.declare")} <= set(phases)
            label = "Раунд 2"
    finally:
        reader.close()
    client = await _client(db)
    try:
        body = await (await client.get(f"/m/{pid}?lang=ru")).text()
        assert label in body.split('id="marks"')[1].split("</ul>")[0]
    finally:
        await client.close()


async def test_closing_the_reader_while_reads_run_in_threads_is_clean(eng: Engine, db: Path | str) -> None:
    """The server's shutdown closes the reader while the live poller's reads may still run in worker threads
    (cancelling an asyncio.to_thread task does not stop its thread). A close under a running statement crashed the
    process (segfault in CI); now the close waits for the statement and later reads refuse with a clear error."""
    import sqlite3
    import threading

    mid, _pid = await new_match(eng, "xwing")
    reader = Reader(db, registry.get)
    stop, errors, reads = threading.Event(), [], [0]

    def hammer() -> None:
        while not stop.is_set():
            try:
                assert reader.heads([mid])[mid][1]
                reads[0] += 1
            except sqlite3.ProgrammingError as exc:
                errors.append(str(exc))
                return

    workers = [threading.Thread(target=hammer) for _ in range(4)]
    for w in workers:
        w.start()
    while reads[0] < 50:
        await asyncio.sleep(0.001)
    reader.close()
    stop.set()
    for w in workers:
        w.join(5)
    assert reads[0] >= 50
    assert all("reader is closed" in e for e in errors)
    with pytest.raises(sqlite3.ProgrammingError, match="reader is closed"):
        reader.heads([mid])
