"""SQLite's own error texts had stayed English inside Russian lines («базу данных не удаётся прочитать: file is not a
database»): the common faults are catalog messages (bot/engine/db_words.py, `db.err.*`), SQLite's words kept only
as a detail in code. Each fault below is SQLite's real error, provoked."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.cli import main
from bot.engine.db_words import database_said, fault
from bot.i18n import said


def _error(action: Callable[[], object]) -> sqlite3.Error:
    try:
        action()
    except sqlite3.Error as exc:
        return exc
    raise AssertionError("SQLite did not fail")


def _locked(tmp: Path) -> sqlite3.Error:
    holder = sqlite3.connect(tmp / "l.db", isolation_level=None)
    holder.execute("CREATE TABLE t (x)")
    holder.execute("BEGIN EXCLUSIVE")
    other = sqlite3.connect(tmp / "l.db", timeout=0)
    try:
        return _error(lambda: other.execute("SELECT * FROM t").fetchall())
    finally:
        other.close()
        holder.close()


def _full(tmp: Path) -> sqlite3.Error:
    conn = sqlite3.connect(tmp / "f.db")
    conn.execute("CREATE TABLE t (x)")
    conn.execute("PRAGMA max_page_count = 2")
    try:
        return _error(lambda: conn.executemany("INSERT INTO t VALUES (?)", [("x" * 4000,)] * 10))
    finally:
        conn.close()


def _readonly(tmp: Path) -> sqlite3.Error:
    sqlite3.connect(tmp / "r.db").execute("CREATE TABLE t (x)").connection.close()
    conn = sqlite3.connect(f"file:{tmp / 'r.db'}?mode=ro", uri=True)
    try:
        return _error(lambda: conn.execute("INSERT INTO t VALUES (1)"))
    finally:
        conn.close()


def _not_a_database(tmp: Path) -> sqlite3.Error:
    (tmp / "n.db").write_text("hello, not a database\n" * 100)
    return _error(lambda: sqlite3.connect(tmp / "n.db").execute("SELECT * FROM sqlite_master").fetchall())


def _cannot_open(tmp: Path) -> sqlite3.Error:
    return _error(lambda: sqlite3.connect(tmp / "no" / "such" / "folder.db"))


@pytest.mark.parametrize(
    ("provoke", "key", "english", "russian"),
    [
        (_locked, "locked", "the database is busy", "база данных занята"),
        (_full, "full", "the disk is full", "диск заполнен"),
        (_readonly, "readonly", "the database file is read-only", "файл базы данных доступен только для чтения"),
        (_not_a_database, "not_a_database", "the file is not a database", "файл — не база данных"),
        (_cannot_open, "cannot_open", "the database file cannot be opened", "файл базы данных не открыть"),
    ],
)
def test_sqlites_common_faults_read_in_the_readers_language(
    provoke: Callable[[Path], sqlite3.Error], key: str, english: str, russian: str, tmp_path: Path
) -> None:
    exc = provoke(tmp_path)
    assert fault(exc) == key
    text = database_said(exc)
    assert text.startswith(english) and text.endswith(f"(`{exc}`)")
    ru = said(text, "ru")
    assert ru.startswith(russian) and ru.endswith(f"(`{exc}`)"), ru
    outside = ru.replace(f"`{exc}`", "")
    assert not any("a" <= ch.lower() <= "z" for ch in outside), ru  # SQLite's English only inside the detail


def test_a_fault_without_its_code_is_known_by_sqlites_words() -> None:
    assert fault(sqlite3.OperationalError("database disk image is malformed")) == "corrupt"
    assert fault(sqlite3.OperationalError("disk I/O error")) == "io"
    other = database_said(sqlite3.OperationalError("no such table: matches\n"))
    assert said(other, "ru") == "сбой базы данных (`no such table: matches\\n`)"


def test_the_console_says_a_file_that_is_no_database_in_russian(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_text("hello, not a database\n" * 100)
    for argv in (
        ["replay", "X", "--db", str(junk)],
        ["db", "migrate", "--db", str(junk)],
        ["db", "check", "--db", str(junk)],
    ):
        main([*argv, "--lang", "ru"])
        captured = capsys.readouterr()
        line = (captured.err or captured.out).strip().splitlines()[-1]
        assert "файл — не база данных (`file is not a database`)" in line, line
        assert "cannot" not in line and "Traceback" not in line
