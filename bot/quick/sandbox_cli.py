"""`python -m bot sandbox [script] [--state FILE] [--image FILE]`: the sandbox in a terminal."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from bot.cli.failures import error, os_message, output_path_problem, short_path
from bot.i18n import Said, t
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
        raise SandboxFileError(Said("sandbox.cli.state_unreadable", problem=os_message(exc))) from exc
    except ValueError as exc:  # not JSON, or not UTF-8
        raise SandboxFileError(Said("sandbox.cli.state_not_json", name=short_path(p))) from exc
    try:
        sb.describe(data)  # reads every ship and asteroid: a broken table fails here, not in the middle of a script
        sb.sandbox_view(data)
    except Exception as exc:  # any fault in foreign data means the same thing to the user
        key = "sandbox.cli.state_no_ships" if isinstance(exc, QuickInputError) else "sandbox.cli.state_malformed"
        raise SandboxFileError(Said(key, name=short_path(p))) from exc
    return data


def _read_script(path: str) -> list[str]:
    try:
        return Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise SandboxFileError(Said("sandbox.cli.script_unreadable", problem=os_message(exc))) from exc
    except UnicodeDecodeError as exc:
        raise SandboxFileError(Said("sandbox.cli.script_not_utf8", name=short_path(path))) from exc


def _save(state: sb.State, args: argparse.Namespace) -> None:
    try:
        if args.state:
            Path(args.state).write_text(json.dumps(state), encoding="utf-8")
        if args.image:
            _save_image(state, args.image)
    except OSError as exc:
        raise SandboxFileError(Said("sandbox.cli.cannot_save", problem=os_message(exc))) from exc


def run_sandbox(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except SandboxFileError as exc:
        return error(exc.args[0], 2, getattr(args, "lang", "en"))


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
        print(t("sandbox.cli.banner", lang))
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
            error(exc.text(lang), 2, lang)
            failures += 1
            continue
        print(plain(result.text(lang), lang))
        if not result.ok:
            failures += 1
        if result.state is not state:
            state = result.state
            _save(state, args)
    return 1 if failures and not interactive else 0
