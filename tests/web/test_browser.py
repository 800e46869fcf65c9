"""The match page in a real browser: Debian's headless Chromium driven over its DevTools protocol (a websocket,
with aiohttp). It loads a live page, receives the update when the scripted match advances (server-sent events, no
reload), clicks "previous" and "next" and checks the step shown and the URL. Skipped when Chromium is absent
outside CI (`apt-get install chromium`); CI installs it (.ci/run) and sets CI=1, where its absence fails."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import re
import shutil
import subprocess
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp import ClientSession, ClientWebSocketResponse
from aiohttp.test_utils import TestServer

from bot.engine import Engine
from bot.games import registry
from bot.web.app import make_app
from tests.web.support import SEATS, advance, new_match, open_engine

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--remote-debugging-port=0",
    "--window-size=1280,900",
]
SCREENSHOT = os.environ.get("WEB_SCREENSHOT")  # where to keep the page's picture (docs/images/web-page.png)

if CHROMIUM is None and not os.environ.get("CI"):
    pytest.skip("Chromium is not installed (apt-get install chromium); CI installs it", allow_module_level=True)


class Tab:
    """One page target over the DevTools protocol: commands by id, answers matched to them."""

    def __init__(self, ws: ClientWebSocketResponse) -> None:
        self.ws = ws
        self.n = 0

    async def call(self, method: str, **params: Any) -> dict[str, Any]:
        self.n += 1
        await self.ws.send_json({"id": self.n, "method": method, "params": params})
        while True:
            msg = await asyncio.wait_for(self.ws.receive_json(), 30)
            if msg.get("id") == self.n:
                assert "error" not in msg, msg
                return dict(msg.get("result") or {})

    async def eval(self, expr: str) -> Any:
        res = await self.call("Runtime.evaluate", expression=expr, returnByValue=True, awaitPromise=True)
        return res.get("result", {}).get("value")

    async def until(self, expr: str, timeout: float = 15.0) -> Any:
        """Wait until `expr` is truthy in the page (polls the test's side only; the page itself never polls)."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            value = await self.eval(expr)
            if value:
                return value
            if asyncio.get_running_loop().time() > deadline:
                raise AssertionError(f"timed out waiting for {expr}: {await self.eval('document.body.outerHTML')}")
            await asyncio.sleep(0.1)


@pytest.fixture
async def browser(tmp_path: Path) -> AsyncIterator[str]:
    """The DevTools HTTP address of a fresh headless Chromium."""
    assert CHROMIUM is not None, "CI must install chromium (.ci/run)"
    proc = subprocess.Popen(
        [CHROMIUM, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", "about:blank"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stderr is not None
        line = ""
        for _ in range(200):
            line = await asyncio.to_thread(proc.stderr.readline)
            if "DevTools listening on" in line or not line:
                break
        found = re.search(r"ws://([^/]+)/", line)
        assert found, f"chromium did not start: {line!r}"
        yield f"http://{found.group(1)}"
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


async def test_live_page_follows_the_match_and_steps_back_and_forth(browser: str, tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    eng: Engine
    async with open_engine(db) as eng:
        mid, pid = await new_match(eng, "xwing")
        for _ in range(12):
            await advance(eng, mid, SEATS["xwing"])
        server = TestServer(make_app(db, registry.get, poll_interval=0.05))
        await server.start_server()
        try:
            async with ClientSession() as http:
                targets = await (await http.get(f"{browser}/json/list")).json()
                page = next(t for t in targets if t["type"] == "page")
                async with http.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=64 << 20) as ws:
                    tab = Tab(ws)
                    await tab.call("Page.enable")
                    await tab.call("Page.navigate", url=f"http://{server.host}:{server.port}/m/{pid}?lang=en")
                    await tab.until("document.body && document.body.dataset.ready === '1'")
                    steps = int(await tab.eval("document.body.dataset.steps"))
                    assert int(await tab.eval("document.body.dataset.step")) == steps
                    lines = int(await tab.eval("document.querySelectorAll('#log li').length"))

                    await advance(eng, mid, SEATS["xwing"])  # the match advances: the page hears it by SSE
                    await tab.until(f"document.body.dataset.step === '{steps + 1}'")
                    assert await tab.eval("document.getElementById('where').textContent") == (
                        f"Step {steps + 1} of {steps + 1}"
                    )
                    assert int(await tab.eval("document.querySelectorAll('#log li').length")) > lines
                    assert await tab.eval("performance.getEntriesByType('navigation').length") == 1  # no reload

                    await tab.eval("document.getElementById('previous').click()")
                    await tab.until(f"document.body.dataset.step === '{steps}'")
                    assert await tab.eval("document.getElementById('where').textContent") == (
                        f"Step {steps} of {steps + 1}"
                    )
                    assert f"step={steps}" in await tab.eval("location.search")
                    src = await tab.eval("document.getElementById('board').getAttribute('src')")
                    assert src == f"/m/{pid}/step/{steps}.png?lang=en"
                    await tab.eval("document.getElementById('next').click()")
                    await tab.until(f"document.body.dataset.step === '{steps + 1}'")
                    assert f"step={steps + 1}" in await tab.eval("location.search")
                    await tab.until("document.getElementById('board').complete")
                    if SCREENSHOT:
                        shot = await tab.call("Page.captureScreenshot", format="png")
                        Path(SCREENSHOT).write_bytes(base64.b64decode(shot["data"]))
                    await ws.send_str(json.dumps({"id": 0, "method": "Browser.close"}))
        finally:
            await server.close()


async def test_a_russian_page_open_at_the_finish_shows_status_seed_and_verdict(browser: str, tmp_path: Path) -> None:
    """The match ends while its page is open: the Russian status word, the seed and "Проверено" without reload."""
    db = tmp_path / "m.sqlite3"
    eng: Engine
    async with open_engine(db) as eng:
        mid, pid = await new_match(eng, "ti4")
        server = TestServer(make_app(db, registry.get, poll_interval=0.05))
        await server.start_server()
        try:
            async with ClientSession() as http:
                targets = await (await http.get(f"{browser}/json/list")).json()
                page = next(t for t in targets if t["type"] == "page")
                async with http.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=64 << 20) as ws:
                    tab = Tab(ws)
                    await tab.call("Page.enable")
                    await tab.call("Page.navigate", url=f"http://{server.host}:{server.port}/m/{pid}?lang=ru")
                    await tab.until("document.body && document.body.dataset.ready === '1'")
                    assert await tab.eval("document.getElementById('status').textContent") == "идёт"
                    while await advance(eng, mid, SEATS["ti4"]):
                        pass
                    seed = (await eng.info(mid)).seed
                    assert seed
                    await tab.until("document.getElementById('status').textContent === 'окончена'")
                    proof = await tab.until(
                        "document.getElementById('proof').textContent.includes('Проверено') && "
                        "document.getElementById('proof').textContent"
                    )
                    assert seed in proof
                    assert await tab.eval("performance.getEntriesByType('navigation').length") == 1  # no reload
                    await ws.send_str(json.dumps({"id": 0, "method": "Browser.close"}))
        finally:
            await server.close()
