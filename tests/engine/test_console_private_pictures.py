"""Secrecy of the private pictures at a shared console (issue 19): a ship's planning picture is written only when
its own seat's dial is asked (after "everyone else look away"), names that seat, and is deleted once answered, so
the next seat never finds it; with no pictures folder nothing is written."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image

from bot.engine import Engine, FakeClock
from bot.local.table import ConsoleTable, key_digest


async def _round_one_dials(tmp_path: Path, frames: Path | None) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """The quick start at the console: the three round-1 dials answered, then stop. Returns the printed lines and,
    at each question, (the question, the private pictures then on disk)."""
    out: list[str] = []
    seen: list[tuple[str, list[str]]] = []
    answers = iter(["1", "1", "1"])

    def ask(prompt: str) -> str:
        files = sorted(p.name for p in frames.glob("*private*")) if frames and frames.exists() else []
        seen.append((prompt, files))
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    reader: Callable[[str], str] = ask
    async with Engine(tmp_path / "c.sqlite3", clock=FakeClock(), poll_interval=None, renderer=None) as eng:
        table = ConsoleTable(eng, out=out.append, ask=reader, ask_secret=reader, frames=frames)
        mid = await table.start("xwing", {"deployment": "auto"})
        await table.play(mid)
    return out, seen


async def test_a_planning_picture_only_while_its_seat_is_asked(tmp_path: Path) -> None:
    frames = tmp_path / "frames"
    out, seen = await _round_one_dials(tmp_path, frames)
    dials = seen[:3]
    assert [q for q, _ in dials] == ["rebel> ", "imperial> ", "imperial> "]  # Luke, then Night Beast and Obsidian
    for (question, files), ship in zip(dials, ("luke", "nightbeast", "obsidian"), strict=True):
        seat = question.removesuffix("> ")
        # exactly this dial's picture, named for its seat and prompt: the one before it was deleted on answering
        assert len(files) == 1 and f"-private-{seat}-{key_digest(f'r1:dial:{ship}')}.png" in files[0], files
    assert all(not files for _, files in seen[3:])  # a public question after the dials: no private picture left
    assert not list(frames.glob("*private*"))
    # each announcement comes right after its own seat's "look away" header and the prompt's text
    for i, line in enumerate(out):
        if "your private picture (for " in line:
            seat = line.split("(for ")[1].split(" ")[0]
            header = max(j for j in range(i) if out[j].startswith("\n=== "))
            assert out[header] == f"\n=== {seat}: secret choice — everyone else look away ===", out[header]


async def test_the_picture_is_a_png_of_the_seats_ship(tmp_path: Path) -> None:
    frames = tmp_path / "frames"
    kept: list[Image.Image] = []

    original = Path.unlink

    def keep(self: Path, missing_ok: bool = False) -> None:
        if "private" in self.name and self.exists():
            kept.append(Image.open(self).copy())
        original(self, missing_ok=missing_ok)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Path, "unlink", keep)
        await _round_one_dials(tmp_path, frames)
    assert len(kept) == 3 and all(img.width == 640 for img in kept)


async def test_no_pictures_folder_no_private_picture(tmp_path: Path) -> None:
    out, _ = await _round_one_dials(tmp_path, None)
    assert "private picture" not in "\n".join(out)
