"""docs/games.md is the generated table of the registered games and their creation options (bot/cli/games.py)."""

from __future__ import annotations

from pathlib import Path

from bot.cli.games import games_table, options_help

DOC = Path(__file__).resolve().parents[1] / "docs" / "games.md"


def test_the_games_doc_table_is_the_generated_one() -> None:
    text = DOC.read_text(encoding="utf-8")
    table = text[text.index("| game |") :]
    assert table == games_table(), "regenerate: python -m bot games (the table part of docs/games.md)"


def test_the_table_and_the_console_help_come_from_the_declarations() -> None:
    table = games_table()
    assert "`points` (int 1..1000; default 100): Points cap when squads are built" in table
    assert "`mission` (one of `political_escort`, `hide_and_seek`, `whispers_in_the_dark`; optional)" in table
    assert "| `ti4` | Twilight Imperium 4: space combat | attacker, defender (2 players) |" in table
    assert "`fleet` (str; required)" in options_help("ti4")
    assert "rebel, imperial (2-6 players, team play)" in options_help("xwing")
