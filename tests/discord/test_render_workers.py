"""The picture worker processes die with the bot (issue 12): a SIGKILLed bot used to leave its render workers
running forever, re-parented to PID 1."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

SCRIPT = """
import time
from bot.discord_bot.boards import RenderPool

pool = RenderPool(2)
pool.start()
print("ready", flush=True)
time.sleep(120)
"""


def children(pid: int) -> list[int]:
    """Processes whose parent is `pid` (from /proc)."""
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(entry.name))
    return out


def alive(pid: int) -> bool:
    """Running (a zombie waiting for PID 1 to reap it counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc to find the worker processes")
def test_render_workers_exit_when_the_bot_is_killed() -> None:
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    bot = subprocess.Popen([sys.executable, "-c", SCRIPT], stdout=subprocess.PIPE, env=env, text=True)
    workers: list[int] = []
    try:
        assert bot.stdout is not None and bot.stdout.readline().strip() == "ready"
        workers = [p for p in children(bot.pid) if "spawn_main" in cmdline(p)]
        assert len(workers) == 2, [cmdline(p) for p in children(bot.pid)]
        bot.send_signal(signal.SIGKILL)
        bot.wait(10)
        deadline = time.monotonic() + 5
        while any(map(alive, workers)) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert [w for w in workers if alive(w)] == [], "render workers outlived the killed bot"
    finally:
        bot.kill()
        for w in workers:
            if alive(w):
                os.kill(w, signal.SIGKILL)
