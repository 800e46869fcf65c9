"""`python -m bot replay MATCH_ID`: print the log, rebuild the state, verify every roll, write board frames."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from bot.cli.config import database_path, load_env
from bot.engine.render import find_renderer
from bot.engine.replay import connect_readonly, format_event, replay_match


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("replay", help="print a match's log and verify its dice against the revealed seed")
    p.add_argument("match_id")
    p.add_argument("--db", help="database file (default: DATABASE_PATH or data/matches.sqlite3)")
    p.add_argument("--frames", help="folder for board images, one per action (default: replay-<MATCH_ID>/)")
    p.add_argument("--no-frames", action="store_true", help="do not draw board images")
    p.add_argument("--quiet", action="store_true", help="print only the verdict")
    p.set_defaults(func=handle)


def handle(args: argparse.Namespace) -> int:
    load_env()
    from bot.games import registry

    try:
        conn = connect_readonly(database_path(args.db))
    except FileNotFoundError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    game_row = conn.execute("SELECT game FROM matches WHERE id=?", (args.match_id,)).fetchone()
    sink = None
    frames_dir: Path | None = None
    written = 0
    if game_row and not args.no_frames:
        render = find_renderer(game_row[0])
        if render is not None:
            frames_dir = Path(args.frames or f"replay-{args.match_id}")
            frames_dir.mkdir(parents=True, exist_ok=True)

            def sink(seq: int, view: Any) -> None:
                nonlocal written
                assert frames_dir is not None and render is not None
                render(view).save(frames_dir / f"{seq:05d}.png")
                written += 1

    try:
        rep = replay_match(conn, args.match_id, registry.get, sink)
    finally:
        conn.close()
    if not args.quiet:
        print(f"match {rep.match_id} — {rep.game}, {rep.status}, {len(rep.events)} events")
        for e in rep.events:
            print(format_event(e))
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
