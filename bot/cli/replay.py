"""`python -m bot replay MATCH_ID`: print the log, rebuild the state, verify every roll, write board frames."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from bot.cli.config import database_target, load_env
from bot.cli.failures import error, folder_problem, os_message, short_path
from bot.cli.localized import h
from bot.core.protocol import PUBLIC
from bot.engine.migrations import LATEST
from bot.engine.readonly import DATABASE_ERRORS, ReadConn, connect_readonly, has_table, schema_version
from bot.engine.render import find_renderer
from bot.engine.replay import format_event, replay_match


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
    p.set_defaults(func=handle)


def handle(args: argparse.Namespace) -> int:
    load_env()
    from bot.games import registry

    path = database_target(args.db)
    try:
        conn = connect_readonly(path)
    except FileNotFoundError as exc:
        return error(str(exc), 1)
    except OSError as exc:
        return error(f"cannot open the database {os_message(exc)}", 1)
    except DATABASE_ERRORS as exc:
        return error(f"cannot open the database {short_path(path)}: {exc}", 1)
    try:
        refusal = _refusal(conn, path, args.match_id)
    except DATABASE_ERRORS as exc:
        refusal = f"{short_path(path)} is not a database this bot can read ({exc})"
    if refusal is None and args.seat is not None:
        refusal = _seat_refusal(conn, args.match_id, args.seat)
    if refusal is not None:
        conn.close()
        return error(refusal, 1)
    game_row = conn.execute("SELECT game FROM matches WHERE id=?", (args.match_id,)).fetchone()
    sink = None
    frames_dir: Path | None = None
    written = 0
    if game_row and not args.no_frames:
        render = find_renderer(game_row[0])
        if render is not None:
            frames_dir = Path(args.frames or f"replay-{args.match_id}")
            problem = folder_problem(frames_dir, "--frames")
            if problem is not None:
                conn.close()
                return error(problem)
            frames_dir.mkdir(parents=True, exist_ok=True)

            def sink(seq: int, view: Any) -> None:
                nonlocal written
                assert frames_dir is not None and render is not None
                render(view).save(frames_dir / f"{seq:05d}.png")
                written += 1

    if frames_dir is not None:
        print(f"board frames: {frames_dir}/", flush=True)
    try:
        rep = replay_match(conn, args.match_id, registry.get, sink)
    finally:
        conn.close()
    if not args.quiet:
        print(f"match {rep.match_id} — {rep.game}, {rep.status}, {len(rep.events)} events")
        shown = _visible(rep.events, rep.seed_revealed, args.seat)
        for e in shown:
            print(format_event(e))
        if args.seat is None and len(shown) < len(rep.events):
            print(
                f"note: the match is not over: {len(rep.events) - len(shown)} secret events hidden (hidden choices "
                "of the seats); name a seat with --seat SEAT to see its own, or replay once the match has ended"
            )
    for n in rep.notes:
        print(f"note: {n}")
    if frames_dir is not None:
        print(f"{written} board frames written to {frames_dir}/")
    if rep.ok:
        print(
            f"VERIFIED: {rep.actions_checked} actions re-derived from the seed; every roll and event matches. "
            f"State hash {rep.state_hash}"
        )
        return 0
    print(f"NOT VERIFIED: {len(rep.problems)} problem(s):")
    for p in rep.problems:
        print(f"  - {p}")
    return 1


def _visible(events: list[dict[str, Any]], over: bool, seat: str | None) -> list[dict[str, Any]]:
    """The events to print: a seat's view when one is named, else all once the match is over, else public ones."""
    if seat is None and over:
        return events
    return [e for e in events if e["visibility"] in (PUBLIC, seat)]


def _seat_refusal(conn: ReadConn, match_id: str, seat: str) -> str | None:
    seats = [s for (s,) in conn.execute("SELECT seat FROM seats WHERE match_id=? ORDER BY seat", (match_id,))]
    if seat in seats:
        return None
    return f"match {match_id} has no seat {seat[:40]!r}; its seats are {', '.join(seats)}"


def _refusal(conn: ReadConn, path: Path | str, match_id: str) -> str | None:
    """Why this database cannot be replayed from (a newer schema, no such match), or None."""
    version = schema_version(conn)
    if version > LATEST:
        return (
            f"{short_path(path)} has schema version {version}, newer than this bot understands ({LATEST}); "
            "upgrade the bot to replay its matches"
        )
    if not has_table(conn, "matches"):
        return f"{short_path(path)} holds no matches (it is not a database of this bot, or was never used)"
    if conn.execute("SELECT 1 FROM matches WHERE id=?", (match_id,)).fetchone() is None:
        recent = [r[0] for r in conn.execute("SELECT id FROM matches ORDER BY created_at DESC LIMIT 5")]
        known = f"; recent matches: {', '.join(recent)}" if recent else "; it holds no matches yet"
        return f"there is no match {match_id[:80]!r} in {short_path(path)}{known}"
    return None
