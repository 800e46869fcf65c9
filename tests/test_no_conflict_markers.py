"""No merge-conflict markers in the project's text files: a rebase resolved in a hurry once left one in docs/ia.md,
and Markdown, Fluent and JSON files have no parser in the suite that would notice."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = re.compile(r"^(<<<<<<< |>>>>>>> |=======$)", re.MULTILINE)
TEXT_SUFFIXES = {".py", ".md", ".ftl", ".json", ".toml", ".yml", ".yaml", ".txt", ".cfg", ".sh", ""}


def tracked_text_files() -> list[Path]:
    try:
        listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
        names = listed.splitlines()
    except (OSError, subprocess.CalledProcessError):  # not a checkout (an unpacked sdist): walk the folders
        names = [str(p.relative_to(ROOT)) for p in ROOT.rglob("*") if p.is_file() and ".git" not in p.parts]
    return [ROOT / n for n in names if Path(n).suffix in TEXT_SUFFIXES and (ROOT / n).is_file()]


def test_no_file_holds_a_conflict_marker() -> None:
    found = []
    for path in tracked_text_files():
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in MARKER.finditer(text):
            found.append(f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, match.start()) + 1}")
    assert found == []


def test_the_check_sees_a_marker() -> None:
    assert MARKER.search("text\n<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> abc\n")
    assert not MARKER.search("A heading\n======\n<<<<<<<no space is not a marker\n")
