"""The aiohttp application: the match page, its steps as JSON and PNG, the public log as JSON lines, and a
server-sent-event stream that says when the match advanced. Read-only; spectator views only."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from html import escape
from pathlib import Path
from typing import Any

from aiohttp import web

from bot.core import canonical
from bot.core.protocol import Game
from bot.core.texts import code_list, quoted
from bot.i18n import LANGUAGES, known_language, said, t
from bot.web.cache import LRU
from bot.web.live import Hub
from bot.web.page import proof_lines, render_page, status_text
from bot.web.reader import Head, Reader, Timeline
from bot.web.texts import choose_language, dice_of, localize, say, title

log = logging.getLogger("bot.web")
STATIC = Path(__file__).with_name("static")
IMMUTABLE = "public, max-age=31536000, immutable"
FRESH = "no-cache"
CSP = "default-src 'none'; img-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'"
SSE_PING_SECONDS = 15.0
MAX_STREAMS = 2000  # open event streams in all; each is a coroutine and a socket
MAX_STREAMS_PER_CLIENT = 16
MAX_LOG_STEPS_PER_PAGE = 5000  # the page lists at most this many log lines (log.jsonl has all)

READER = web.AppKey("reader", Reader)
HUB = web.AppKey("hub", Hub)
WORK = web.AppKey("work", asyncio.Semaphore)


class RateLimit:
    """A token bucket per client address: `rate` requests per second, bursts of `burst`; at most `clients`
    addresses remembered (the least recent are forgotten)."""

    def __init__(
        self, rate: float = 20.0, burst: float = 60.0, clients: int = 10_000, streams: int = MAX_STREAMS_PER_CLIENT
    ) -> None:
        self.rate, self.burst = rate, burst
        self.streams_per_client = streams
        self.buckets: LRU[str, list[float]] = LRU(clients)
        self.streams: dict[str, int] = {}

    def allow(self, client: str, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        bucket = self.buckets.get(client) or [self.burst, now]
        bucket[0] = min(self.burst, bucket[0] + (now - bucket[1]) * self.rate)
        bucket[1] = now
        ok = bucket[0] >= 1.0
        if ok:
            bucket[0] -= 1.0
        self.buckets.put(client, bucket)
        return ok


LIMITER = web.AppKey("limiter", RateLimit)


def _client(request: web.Request) -> str:
    return request.remote or "unknown"


def _lang(request: web.Request) -> str:
    return choose_language(request.query.get("lang"), request.headers.get("Accept-Language"))


@web.middleware
async def guard(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """Rate limit, security headers, and no traceback ever reaching a reader."""
    limiter: RateLimit = request.app[LIMITER]
    if not limiter.allow(_client(request)):
        return web.Response(status=429, text=t("web.too_many", _lang(request), rate=int(limiter.rate)))
    try:
        resp = await handler(request)
    except web.HTTPException as exc:
        _secure(exc)
        raise
    except Exception:
        log.exception("web request failed")
        resp = web.Response(status=500, text="internal error; it was logged")
    if not resp.prepared:
        _secure(resp)
    return resp


def _secure(resp: web.StreamResponse) -> None:
    resp.headers.setdefault("Content-Security-Policy", CSP)
    resp.headers.setdefault("X-Content-Type-Options", "nosniff")
    resp.headers.setdefault("Referrer-Policy", "no-referrer")


async def _blocking(request: web.Request, fn: Callable[..., Any], *args: Any) -> Any:
    """Database reads, replays and renders run in a worker thread, a bounded number at a time."""
    async with request.app[WORK]:
        return await asyncio.to_thread(fn, *args)


def _not_found(request: web.Request) -> web.HTTPNotFound:
    return web.HTTPNotFound(text=t("web.not_found", _lang(request)))


async def _match(request: web.Request) -> tuple[Head, Timeline]:
    reader = request.app[READER]
    pid = request.match_info["pid"]
    mid = await _blocking(request, reader.lookup, pid) if len(pid) <= 64 else None
    if mid is None:
        raise _not_found(request)

    def load() -> tuple[Head, Timeline]:
        head = reader.head(mid)
        return head, reader.timeline(head)

    return await _blocking(request, load)


def _step(request: web.Request, tl: Timeline, raw: str | None) -> int:
    if raw is None or raw == "":
        return tl.steps
    try:
        step = int(raw)
    except ValueError:
        step = -1
    if not 0 <= step <= tl.steps:
        raise web.HTTPNotFound(text=t("web.bad_step", _lang(request), step=escape(raw[:20]), steps=tl.steps))
    return step


def _cache(resp: web.StreamResponse, head: Head) -> None:
    resp.headers["Cache-Control"] = IMMUTABLE if head.over else FRESH


def _mark_label(game: Game, mark: dict[str, Any], lang: str) -> str:
    phase = localize(game, mark.get("phase"), lang)
    rnd = mark.get("round")
    if phase and isinstance(rnd, int):
        return t("web.round_phase", lang, round=rnd, phase=phase)
    return phase if phase else t("web.round", lang, round=rnd if isinstance(rnd, int) else 0)


def step_doc(game: Game, head: Head, tl: Timeline, step: int, lang: str, pid: str) -> dict[str, Any]:
    """What the page shows at one step (also its JSON): sentences, dice, picture address, bookmarks."""
    events = tl.events_of(step)
    lines = [s for s in (say(game, e["payload"], lang) for e in events) if s]
    dice = [d | {"seq": e["seq"]} for e in events for d in dice_of(e["payload"])]
    has_picture = _has_renderer(head.game)
    at = events[-1]["at"] if events else head.created_at
    return {
        "step": step,
        "steps": tl.steps,
        "status": head.status,
        "seq": tl.seq_at(step),
        "at": at,
        "lines": lines,
        "dice": dice,
        "where": t("web.step", lang, step=step, steps=tl.steps),
        # the picture's words in the page's language (named in the address: cached per language)
        "picture": f"/m/{pid}/step/{step}.png?lang={lang}" if has_picture else None,
    }


def _has_renderer(game: str) -> bool:
    from bot.engine.render import find_renderer

    return find_renderer(game) is not None


async def page(request: web.Request) -> web.StreamResponse:
    head, tl = await _match(request)
    raw = request.match_info.get("n") or request.query.get("step")
    step = _step(request, tl, raw)
    lang = _lang(request)
    reader = request.app[READER]
    game = reader.games(head.game)
    pid = request.match_info["pid"]
    doc = step_doc(game, head, tl, step, lang, pid)
    doc["pid"] = pid
    doc["title"] = t("web.title", lang, match=head.id, game=title(game, lang))
    doc["seats"] = t("web.seats", lang, seats=", ".join(head.seats))
    doc["log"] = [
        {"step": e["step"], "text": say(game, e["payload"], lang)} for e in tl.public[-MAX_LOG_STEPS_PER_PAGE:]
    ]
    doc["marks"] = [m | {"label": _mark_label(game, m, lang)} for m in tl.marks]
    over = head.over and head.seed is not None
    verdict = await _blocking(request, reader.verdict, head) if over else None
    doc["proof"] = proof_lines(head.commitment, head.seed if over else None, verdict, lang)
    asked = request.query.get("lang")
    if asked is not None and known_language(asked) is None:  # said on the page, not quietly another language
        doc["note"] = t("web.lang_unknown", lang, given=quoted(asked), languages=code_list(LANGUAGES))
    resp = web.Response(text=render_page(doc, lang), content_type="text/html")
    resp.headers["Cache-Control"] = FRESH  # the page names the live state (status, verdict): always revalidated
    resp.headers["Content-Language"] = lang
    return resp


async def step_json(request: web.Request) -> web.StreamResponse:
    head, tl = await _match(request)
    step = _step(request, tl, request.match_info["n"])
    lang = _lang(request)
    game = request.app[READER].games(head.game)
    doc = step_doc(game, head, tl, step, lang, request.match_info["pid"])
    doc["marks"] = [m | {"label": _mark_label(game, m, lang)} for m in tl.marks]
    resp = web.Response(text=canonical.dumps(doc), content_type="application/json")
    _cache(resp, head)
    resp.headers["Vary"] = "Accept-Language"
    return resp


async def step_png(request: web.Request) -> web.StreamResponse:
    head, tl = await _match(request)
    step = _step(request, tl, request.match_info["n"])
    data = await _blocking(request, request.app[READER].picture, head, tl, step, _lang(request))
    if data is None:
        raise web.HTTPNotFound(text=t("web.no_picture", _lang(request)))
    resp = web.Response(body=data, content_type="image/png")
    _cache(resp, head)
    return resp


async def log_jsonl(request: web.Request) -> web.StreamResponse:
    head, tl = await _match(request)
    lines = [
        canonical.dumps(
            {
                "step": e["step"],
                "seq": e["seq"],
                "at": e["at"],
                "seat": e["seat"],
                "source": e["source"],
                "kind": e["kind"],
                "payload": e["payload"],
                "dice": dice_of(e["payload"]),
            }
        )
        for e in tl.public
    ]
    resp = web.Response(text="".join(line + "\n" for line in lines), content_type="application/x-ndjson")
    _cache(resp, head)
    return resp


async def events(request: web.Request) -> web.StreamResponse:
    """Server-sent events: `{"steps", "status", "seq", "status_text", "proof"}` now and whenever the match
    advances or changes status; `?lang=` (or Accept-Language) picks the language of status_text and proof."""
    head, _tl = await _match(request)
    lang = _lang(request)
    hub = request.app[HUB]
    limiter = request.app[LIMITER]
    client = _client(request)
    if hub.connections >= MAX_STREAMS:
        raise web.HTTPServiceUnavailable(text=f"the server has {MAX_STREAMS} live streams open: reload later")
    if limiter.streams.get(client, 0) >= limiter.streams_per_client:
        raise web.HTTPTooManyRequests(
            text=f"at most {limiter.streams_per_client} live streams per address: close a tab of this server"
        )
    resp = web.StreamResponse(
        headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"}
    )
    await resp.prepare(request)
    reader = request.app[READER]
    woke = hub.watch(head.id)
    limiter.streams[client] = limiter.streams.get(client, 0) + 1
    sent: tuple[int, str] | None = None
    try:
        while True:
            now = hub.latest.get(head.id) or await _blocking(request, _describe, reader, head.id)
            if sent != (now["seq"], now["status"]):
                sent = (now["seq"], now["status"])
                await resp.write(f"data: {json.dumps(_localized(now, lang), ensure_ascii=False)}\n\n".encode())
            try:
                await asyncio.wait_for(woke.wait(), SSE_PING_SECONDS)
            except TimeoutError:
                await resp.write(b": ping\n\n")
            woke.clear()
    except (ConnectionResetError, asyncio.CancelledError):
        pass
    finally:
        hub.unwatch(head.id, woke)
        limiter.streams[client] -= 1
        if limiter.streams[client] <= 0:
            del limiter.streams[client]
    return resp


def _describe(reader: Reader, mid: str) -> dict[str, Any]:
    """The event-stream message of a match: its step count, status and last event, and once it is over the seed
    and the verdict of `python -m bot replay` (run here, in a worker thread, once per match: the reader caches it)."""
    h = reader.head(mid)
    out: dict[str, Any] = {
        "steps": reader.timeline(h).steps,
        "status": h.status,
        "seq": h.last_seq,
        "commitment": h.commitment,
    }
    if h.over and h.seed is not None:
        ok, detail = reader.verdict(h)
        out |= {"seed": h.seed, "verified": ok, "detail": detail}
    return out


def _localized(info: dict[str, Any], lang: str) -> dict[str, Any]:
    """One stream's message: the shared description plus its status and verification lines in the reader's language."""
    verdict = (info["verified"], info["detail"]) if "seed" in info else None
    localized = {
        "status_text": status_text(info["status"], lang),
        "proof": proof_lines(info["commitment"], info.get("seed"), verdict, lang),
    }
    if verdict is not None:
        localized["detail"] = said(verdict[1], lang)  # the replay's summary and its first problem in that language
    return info | localized


async def static(request: web.Request) -> web.StreamResponse:
    name = request.match_info["name"]
    path = STATIC / name
    if name not in ("web.js", "web.css") or not path.is_file():
        raise _not_found(request)
    kind = "text/javascript" if name.endswith(".js") else "text/css"
    resp = web.Response(text=path.read_text(encoding="utf-8"), content_type=kind)
    resp.headers["Cache-Control"] = "public, max-age=300"
    return resp


async def index(request: web.Request) -> web.StreamResponse:
    return web.Response(text="Match pages live at /m/<id>; the bot posts each match's link in its thread.\n")


def make_app(
    db: str | Path,
    games: Callable[[str], Game],
    *,
    poll_interval: float = 0.25,
    rate: float = 20.0,
    burst: float = 60.0,
    workers: int = 2,
    streams_per_client: int = MAX_STREAMS_PER_CLIENT,
) -> web.Application:
    app = web.Application(middlewares=[guard])
    reader = Reader(db, games)
    app[READER] = reader
    app[LIMITER] = RateLimit(rate, burst, streams=streams_per_client)
    app[WORK] = asyncio.Semaphore(workers)

    async def heads(mids: list[str]) -> dict[str, tuple[int, str]]:
        return await asyncio.to_thread(reader.heads, mids)

    async def describe(mid: str) -> dict[str, Any]:
        return await asyncio.to_thread(_describe, reader, mid)

    app[HUB] = Hub(heads, describe, poll_interval)

    async def poller(app: web.Application) -> AsyncIterator[None]:
        task = asyncio.create_task(app[HUB].run())
        yield
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError, sqlite3.ProgrammingError):
            await task
        reader.close()

    app.cleanup_ctx.append(poller)
    app.router.add_get("/", index)
    app.router.add_get("/static/{name}", static)
    app.router.add_get("/m/{pid}", page)
    app.router.add_get("/m/{pid}/step/{n:\\d+}", page)
    app.router.add_get("/m/{pid}/step/{n:\\d+}.json", step_json)
    app.router.add_get("/m/{pid}/step/{n:\\d+}.png", step_png)
    app.router.add_get("/m/{pid}/log.jsonl", log_jsonl)
    app.router.add_get("/m/{pid}/events", events)
    return app
