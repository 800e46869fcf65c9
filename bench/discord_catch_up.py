"""Start-up picture catch-up (Presenter.catch_up, issue 12) over N live X-Wing matches.

    python bench/discord_catch_up.py [N]      (default 200)

Two cases: every match's stored "shown" record is up to date (the usual restart: one kv read per match), and every
match is one action behind (a kill right after an action in each: its views are replayed from the log). Pictures
are not drawn (the render pool is a stub that only computes keys): this times the bookkeeping, not the drawing.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.discord_bot.boards import PendingPicture, picture_key
from bot.discord_bot.presenter import Presenter
from bot.discord_bot.shown import SCOPE
from bot.engine import Engine


class KeysOnly:
    def __call__(self, game: str, view: Any) -> PendingPicture:
        return PendingPicture(game, view, picture_key(view))


async def main(n: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with Engine(Path(tmp) / "m.sqlite3", poll_interval=None, renderer=None, synchronous="NORMAL") as eng:
            for i in range(n):
                mid = f"m{i:05d}"
                await eng.create_match("xwing", {"rebel": f"{i}a", "imperial": f"{i}b"}, match_id=mid)
                for _ in range(3):
                    p = (await eng.prompts(mid))[0]
                    await eng.act(mid, f"{i}{'a' if p.seat == 'rebel' else 'b'}", dict(p.default), seat=p.seat)
            infos = await eng.list_matches()
            posted: list[str] = []
            bot = SimpleNamespace(engine=eng, render_pool=KeysOnly())
            for behind, label in ((0, "up to date"), (1, "one action behind")):
                for info in infos:
                    view = await eng.view(info.id, None)
                    seq = info.last_seq - behind
                    await eng.set_value(SCOPE, info.id, {"key": picture_key(view), "seq": seq, "round": 1})
                presenter = Presenter(bot)  # type: ignore[arg-type]

                async def record(match_id: str, seq: int, pending: PendingPicture) -> None:
                    posted.append(match_id)

                presenter.show = record  # type: ignore[method-assign]
                start = time.perf_counter()
                await presenter.catch_up()
                took = time.perf_counter() - start
                print(
                    f"{n} live matches, {label}: catch-up {took * 1000:.0f} ms "
                    f"({took / n * 1000:.2f} ms per match), tables replayed: {len(posted)}"
                )
                posted.clear()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 200))
