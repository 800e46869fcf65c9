"""The console prints the game's text table (renderers.<game>.text_table) at the start, with the briefing and the
abbreviations once, and again after each step that changed it (issue 19)."""

from __future__ import annotations

from pathlib import Path

from bot.engine import Engine, FakeClock
from bot.local.table import ConsoleTable


async def _play(tmp_path: Path, locale: str, answers: list[str]) -> list[str]:
    out: list[str] = []
    it = iter(answers)

    def ask(prompt: str) -> str:
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    async with Engine(tmp_path / "c.sqlite3", clock=FakeClock(), poll_interval=None, renderer=None) as eng:
        table = ConsoleTable(eng, out=out.append, ask=ask, ask_secret=ask, locale=locale)
        mid = await table.start("xwing", {"deployment": "auto"})
        await table.play(mid)
    return out


async def test_table_after_start_and_after_each_step(tmp_path: Path) -> None:
    out = await _play(tmp_path, "en", ["1", "1", "1"])  # the three round-1 dials, then stop
    text = "\n".join(out)
    assert text.count("Briefing: a standard game") == 1 and text.count("Abbreviations:") == 1
    assert "Ships: LS = Luke Skywalker · X-wing" in text
    tables = [i for i, line in enumerate(out) if line.strip().startswith("Round 1 · ")]
    assert len(tables) >= 2  # at the start, and again once the dials changed what the table shows (dial set: D)
    assert any("LS Luke Skywalker · X-wing (rebel): at (" in line and "tokens D" in line for line in out)
    assert any(line.strip() == "vs NB: beyond R3; vs OSP: beyond R3" for line in out)  # set-up: edge to edge
    # nothing secret: a dial appears only as "D", never as the maneuver chosen
    assert not any("straight" in line or "bank" in line for line in out if line.startswith("  LS "))


async def test_the_table_in_russian(tmp_path: Path) -> None:
    out = await _play(tmp_path, "ru", [])
    text = "\n".join(out)
    assert "Брифинг: стандартная игра" in text and "Сокращения:" in text and "Раунд 1 · планирование" in text
