"""`python -m bot sandbox [script] [--state FILE] [--image FILE]`: the sandbox in a terminal."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from bot.cli.failures import os_message, output_path_problem
from bot.local.table import read_json
from bot.local.terminal import plain
from bot.quick import sandbox as sb
from bot.quick.common import QuickInputError
from bot.quick.sandbox_commands import run_command


def _save_image(state: sb.State, path: str) -> None:
    from renderers.xwing import render_board

    render_board(sb.sandbox_view(state)).save(path)


class SandboxFileError(ValueError):
    """A file named on the command line cannot be used; the message says which and why."""


def load_state(path: str) -> dict[str, Any]:
    """The table saved at `path` by --state (a new table when the file does not exist yet)."""
    p = Path(path)
    try:
        if not p.exists():
            return sb.new_sandbox()
        data = read_json(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise SandboxFileError(f"cannot read --state {os_message(exc)}") from exc
    except ValueError as exc:  # not JSON, or not UTF-8
        raise SandboxFileError(f"--state {p} is not a table saved by the sandbox (not JSON: {exc})") from exc
    try:
        sb.describe(data)  # reads every ship and asteroid: a broken table fails here, not in the middle of a script
        sb.sandbox_view(data)
    except Exception as exc:  # any fault in foreign data means the same thing to the user
        why = "no list of ships" if isinstance(exc, QuickInputError) else "a ship or asteroid entry is malformed"
        raise SandboxFileError(
            f"--state {p} is not a table saved by the sandbox ({why}); name a new file to start an empty table"
        ) from exc
    return data


def _read_script(path: str) -> list[str]:
    try:
        return Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise SandboxFileError(f"cannot read the script {os_message(exc)}") from exc
    except UnicodeDecodeError as exc:
        raise SandboxFileError(f"the script {path} is not a UTF-8 text file") from exc


def _save(state: sb.State, args: argparse.Namespace) -> None:
    try:
        if args.state:
            Path(args.state).write_text(json.dumps(state), encoding="utf-8")
        if args.image:
            _save_image(state, args.image)
    except OSError as exc:
        raise SandboxFileError(f"cannot save the table to {os_message(exc)}") from exc


def run_sandbox(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except SandboxFileError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace) -> int:
    for path, what in ((args.state, "--state"), (args.image, "--image")):
        problem = output_path_problem(path, what) if path else None
        if problem:
            raise SandboxFileError(problem)
    state: dict[str, Any] = load_state(args.state) if args.state else sb.new_sandbox()
    lang = getattr(args, "lang", "en")
    lines = _read_script(args.script) if args.script else None
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
            print(f"error: {exc.text(lang)}", file=sys.stderr)
            failures += 1
            continue
        print(plain(result.text(lang), lang))
        if not result.ok:
            failures += 1
        if result.state is not state:
            state = result.state
            _save(state, args)
    return 1 if failures and not interactive else 0
