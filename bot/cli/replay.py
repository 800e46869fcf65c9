"""`python -m bot replay MATCH_ID`: print the log, rebuild the state, verify every roll, write board frames.

Its lines read in `--lang` (else BOT_LOCALE, else English): its own sentences and the verification's findings are
`replay.*` messages of data/bot/texts, each event's sentence the game's own in that language (bot.engine.gametext),
as `play` prints it; an event without a sentence shows its payload."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from bot.cli.config import database_target, load_env
from bot.cli.failures import error, folder_problem, os_message, short_path
from bot.cli.localized import h
from bot.core.protocol import PUBLIC
from bot.core.texts import quoted
from bot.engine import gametext
from bot.engine.db_words import database_said
from bot.engine.migrations import LATEST
from bot.engine.readonly import DATABASE_ERRORS, ReadConn, connect_readonly, has_table, schema_version
from bot.engine.render import find_renderer, in_language
from bot.engine.replay import event_payload, replay_match
from bot.i18n import CATALOGS, Said, language, said, t


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("replay", help=h("cli.help.replay"))
    p.add_argument("match_id")
    p.add_argument("--db", help=h("cli.help.db_file"))
    p.add_argument("--frames", help=h("cli.help.replay.frames"))
    p.add_argument("--no-frames", action="store_true", help=h("cli.help.no_frames"))
    p.add_argument("--quiet", action="store_true", help=h("cli.help.replay.quiet"))
    p.add_argument(
        "--seat",
        help=h("cli.help.replay.seat"),
    )
    p.add_argument("--lang", default=os.environ.get("BOT_LOCALE") or "en", help=h("cli.help.replay.lang"))
    p.set_defaults(func=handle)


def _opened(path: Path | str, lang: str) -> ReadConn | int:
    """A read-only connection to the database, else the exit code after saying why not."""
    try:
        return connect_readonly(path)
    except FileNotFoundError as exc:
        return error(Said("db.check.no_database", english=str(exc), db=short_path(path)), 1, lang)
    except OSError as exc:
        return error(Said("replay.cannot_open", what=os_message(exc)), 1, lang)
    except DATABASE_ERRORS as exc:
        return error(Said("db.check.unopenable", db=short_path(path), error=database_said(exc)), 1, lang)


def handle(args: argparse.Namespace) -> int:
    load_env()
    from bot.games import registry

    lang = language(args.lang)
    path = database_target(args.db)
    conn = _opened(path, lang)
    if isinstance(conn, int):
        return conn
    try:
        refusal = _refusal(conn, path, args.match_id)
    except DATABASE_ERRORS as exc:
        refusal = Said("replay.not_database", db=short_path(path), error=database_said(exc))
    if refusal is None and args.seat is not None:
        refusal = _seat_refusal(conn, args.match_id, args.seat)
    if refusal is not None:
        conn.close()
        return error(refusal, 1, lang)
    game_row = conn.execute("SELECT game FROM matches WHERE id=?", (args.match_id,)).fetchone()
    sink = None
    frames_dir: Path | None = None
    written = 0
    if game_row and not args.no_frames:
        found = find_renderer(game_row[0])
        render = None if found is None else in_language(found, lang)  # the frames' words in the log's language
        if render is not None:
            frames_dir = Path(args.frames or f"replay-{args.match_id}")
            problem = folder_problem(frames_dir, "--frames")
            if problem is not None:
                conn.close()
                return error(problem, 2, lang)
            frames_dir.mkdir(parents=True, exist_ok=True)

            def sink(seq: int, view: Any) -> None:
                nonlocal written
                assert frames_dir is not None and render is not None
                render(view).save(frames_dir / f"{seq:05d}.png")
                written += 1

    if frames_dir is not None:
        print(t("replay.frames_into", lang, folder=str(frames_dir)), flush=True)
    try:
        rep = replay_match(conn, args.match_id, registry.get, sink)
    finally:
        conn.close()
    return _report(rep, args, lang, frames_dir, written)


def _report(rep: Any, args: argparse.Namespace, lang: str, frames_dir: Path | None, written: int) -> int:
    """The log (unless --quiet), the notes and the verdict, in `lang`; the exit code."""
    if not args.quiet:
        status = t(f"web.status.{rep.status}", lang) if CATALOGS.has(f"web.status.{rep.status}") else rep.status
        title = gametext.title(rep.game, lang, declared=rep.game) if rep.game else "?"
        print(t("replay.head", lang, match=rep.match_id, game=title, status=status, n=len(rep.events)))
        shown = _visible(rep.events, rep.seed_revealed, args.seat)
        for e in shown:
            print(event_line(rep.game, e, lang))
        hidden = len(rep.events) - len(shown)
        if args.seat is None and hidden:
            print(f"{t('db.check.note', lang)} {t('replay.hidden', lang, n=hidden)}")
    for n in rep.notes:
        print(f"{t('db.check.note', lang)} {said(n, lang)}")
    if frames_dir is not None:
        print(t("replay.frames_written", lang, n=written, folder=str(frames_dir)))
    if rep.ok:
        print(t("replay.verified", lang, n=rep.actions_checked, hash=rep.state_hash))
        return 0
    print(t("replay.not_verified", lang, n=len(rep.problems)))
    for p in rep.problems:
        print(f"  - {said(p, lang)}")
    return 1


def event_line(game: str, e: dict[str, Any], lang: str) -> str:
    """One stored event: its number, who made it and its kind (ids), then the game's sentence in `lang` (the
    payload when it has none), and whom it was secret to or whether it was undone."""
    who = e["actor"] if e["seat"] is None else f"{e['actor']}:{e['seat']}"
    payload = e["payload"]
    sentence = gametext.event_say(game, payload, lang) if isinstance(payload, dict) else ""
    body = sentence or event_payload(payload)
    vis = "" if e["visibility"] == PUBLIC else " " + t("replay.secret_to", lang, seat=e["visibility"])
    undone = " " + t("replay.undone", lang) if e["undone"] else ""
    return f"#{e['seq']:>4} {who:<14} {e['kind']:<16} {body}{vis}{undone}"


def _visible(events: list[dict[str, Any]], over: bool, seat: str | None) -> list[dict[str, Any]]:
    """The events to print: a seat's view when one is named, else all once the match is over, else public ones."""
    if seat is None and over:
        return events
    return [e for e in events if e["visibility"] in (PUBLIC, seat)]


def _seat_refusal(conn: ReadConn, match_id: str, seat: str) -> Said | None:
    seats = [s for (s,) in conn.execute("SELECT seat FROM seats WHERE match_id=? ORDER BY seat", (match_id,))]
    if seat in seats:
        return None
    return Said("replay.no_seat", match=match_id, seat=quoted(seat), seats=", ".join(seats))


def _refusal(conn: ReadConn, path: Path | str, match_id: str) -> Said | None:
    """Why this database cannot be replayed from (a newer schema, no such match), or None."""
    version = schema_version(conn)
    db = short_path(path)
    if version > LATEST:
        return Said("replay.schema_newer", db=db, version=version, latest=LATEST)
    if not has_table(conn, "matches"):
        return Said("replay.no_matches", db=db)
    if conn.execute("SELECT 1 FROM matches WHERE id=?", (match_id,)).fetchone() is None:
        recent = [r[0] for r in conn.execute("SELECT id FROM matches ORDER BY created_at DESC LIMIT 5")]
        if recent:
            return Said("replay.no_such_match", match=quoted(match_id, 80), db=db, recent=", ".join(recent))
        return Said("replay.no_such_match_empty", match=quoted(match_id, 80), db=db)
    return None
