"""`python -m bot sandbox [script] [--state FILE] [--image FILE]`: the sandbox in a terminal."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from bot.quick import sandbox as sb
from bot.quick.common import QuickInputError
from bot.quick.sandbox_commands import run_command


def _save_image(state: sb.State, path: str) -> None:
    from renderers.xwing import render_board

    render_board(sb.sandbox_view(state)).save(path)


def run_sandbox(args: argparse.Namespace) -> int:
    state: dict[str, Any] = sb.new_sandbox()
    if args.state and Path(args.state).exists():
        state = json.loads(Path(args.state).read_text(encoding="utf-8"))
    lines = Path(args.script).read_text(encoding="utf-8").splitlines() if args.script else None
    interactive = lines is None
    if interactive:
        print("X-Wing sandbox. Type help for commands, an empty line or quit to leave.")
    failures = 0
    source = iter(lines) if lines is not None else None
    while True:
        if source is not None:
            line = next(source, None)
            if line is None:
                break
        else:
            try:
                line = input("sandbox> ")
            except EOFError:
                break
        line = line.split("#", 1)[0].strip()
        if not line:
            if interactive:
                break
            continue
        if line in ("quit", "exit"):
            break
        if not interactive:
            print(f"> {line}")
        try:
            result = run_command(state, line)
        except QuickInputError as exc:
            print(f"error: {exc}", file=sys.stderr)
            failures += 1
            continue
        print(result.text())
        if not result.ok:
            failures += 1
        if result.state is not state:
            state = result.state
            if args.state:
                Path(args.state).write_text(json.dumps(state), encoding="utf-8")
            if args.image:
                _save_image(state, args.image)
    return 1 if failures and not interactive else 0
