"""Places on the board at the console (issue 21, docs/protocol.md "Places on the board"): a prompt that says where its
options lie (X-Wing mission 2's asteroids) gets the table with its numbered spots written beside the other pictures,
as the thread attaches it to the prompt's message; with --no-frames nothing is written."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageChops

from bot.engine import Engine, FakeClock, gametext
from bot.engine.render import find_renderer, with_spots
from bot.local.table import ConsoleTable, key_digest


async def _first_question(
    tmp_path: Path, frames: Path | None, locale: str = "en"
) -> tuple[list[str], Image.Image | None]:
    """Mission 2 at the console up to its first question (the first asteroid), answered with a quit; the lines
    printed and the picture the spots should be (drawn here from the same view and the prompt as shown)."""
    out: list[str] = []

    def stop(_: str) -> str:
        raise EOFError

    async with Engine(tmp_path / "c.sqlite3", clock=FakeClock(), poll_interval=None, renderer=None) as eng:
        table = ConsoleTable(eng, out=out.append, ask=stop, ask_secret=stop, frames=frames, locale=locale)
        mid = await table.start("xwing", {"mission": "hide_and_seek", "deployment": "auto"})
        await table.play(mid)
        (prompt,) = await eng.prompts(mid)
        assert prompt.kind == "mission_asteroid" and prompt.context.get("spots"), prompt.kind
        found = find_renderer("xwing")
        assert found is not None
        view = with_spots(await eng.view(mid, None), gametext.prompt("xwing", prompt, locale))
        assert view is not None
        out.append(f"key {mid}-spots-{key_digest(prompt.key)}.png")
        return out, found(view)


async def test_the_asteroid_prompt_writes_its_numbered_spots(tmp_path: Path) -> None:
    frames = tmp_path / "frames"
    out, expected = await _first_question(tmp_path, frames)
    name = out.pop().removeprefix("key ")
    path = frames / name
    assert path.exists(), sorted(p.name for p in frames.iterdir())
    # announced with the question, after its numbered options, before the answer is read
    asked = max(i for i, line in enumerate(out) if line.startswith("\n=== "))
    said = out.index(f"  picture: {path}")
    assert said > asked and any(line.startswith("  1. ") for line in out[asked:said])
    # the discs drawn are the prompt's options: the same picture as drawn from the view with the prompt's spots
    assert expected is not None
    with Image.open(path) as written:
        assert ImageChops.difference(written.convert("RGB"), expected.convert("RGB")).getbbox() is None
    boards = sorted(p for p in frames.glob("*.png") if "-spots-" not in p.name)
    with Image.open(boards[-1]) as board:  # and it is not just the board: the spots are drawn on it
        assert ImageChops.difference(board.convert("RGB"), expected.convert("RGB")).getbbox() is not None


async def test_no_spots_picture_without_frames(tmp_path: Path) -> None:
    out, _ = await _first_question(tmp_path, None)
    assert not any(line.startswith("  picture: ") for line in out)
    assert not list(tmp_path.glob("**/*.png"))
