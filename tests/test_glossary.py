"""The Russian catalogs follow docs/glossary.md (the rulebooks' terms, issue 20): each term appears in the text of
the key the glossary names, and no rejected word appears in any Russian catalog."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.core.data import read_text
from bot.core.texts import Catalogs

GLOSSARY = Path(__file__).resolve().parents[1] / "docs" / "glossary.md"
CATALOG_OF_SECTION = {
    "X-Wing": "xwing",
    "TI4 space combat": "ti4",
    "Imperial Assault": "ia",
    "Star Wars Miniatures": "swm",
    "Starfighter": "starfighter",
    "Pictures": "pictures",
}
# where a section's rejected words may not appear: its own catalog and the catalogs that speak of its game too
# (SWM's own rulebook says «Повстанцы», so X-Wing's rejected words stay out of the other games' catalogs)
SCANNED = {
    "xwing": ("xwing", "bot", "pictures", "quick"),
    "ti4": ("ti4", "bot", "pictures", "quick"),
    "ia": ("ia", "quick", "grid"),
    "swm": ("swm",),
    "starfighter": ("starfighter",),
    "pictures": ("xwing", "bot", "pictures", "quick"),
}


def rows() -> list[tuple[str, str, str, str, list[str]]]:
    """(catalog, English, Russian, key, rejected words) for every row of the glossary's tables."""
    out, catalog = [], ""
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            catalog = CATALOG_OF_SECTION[line[3:].strip()]
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if catalog and len(cells) == 5 and cells[0] not in ("English", "---") and not set(cells[0]) <= {"-"}:
            english, russian, _, key, rejected = cells
            out.append((catalog, english, russian, key, [w.strip() for w in rejected.split(",") if w.strip()]))
    return out


def _has_term(text: str, term: str) -> bool:
    """The term in the text, allowing Russian endings: each word's stem starts some word of the text."""
    text = text.lower()
    if term.lower() in text:
        return True
    words = re.findall(r"\w+", text)
    for part in re.findall(r"\w+", term.lower()):
        stem = part if len(part) <= 2 else part[: max(4, len(part) - 2)]
        if not any(w == part or (len(part) > 2 and w.startswith(stem)) for w in words):
            return False
    return True


def test_the_glossary_lists_the_core_terms() -> None:
    found = {english for _, english, *_ in rows()}
    assert {"squad", "pilot skill", "free action", "damage card", "obstructed (attack)", "attacker", "unit"} <= found


@pytest.mark.parametrize(("catalog", "english", "russian", "key"), [r[:4] for r in rows() if r[3]])
def test_each_term_is_used_where_the_glossary_says(catalog: str, english: str, russian: str, key: str) -> None:
    text = Catalogs(catalog)["ru"][key]
    term = russian.split(" / ")[0]
    assert _has_term(text, term), f"{english}: {key} = {text!r} lacks {term!r}"


def test_no_rejected_word_in_any_russian_catalog() -> None:
    rejected = {w for *_, words in rows() for w in words}
    assert {"матч", "эскадрилья", "бесплатное действие", "помеха", "всплеск", "Игра окончена"} <= rejected
    for catalog, *_, words in rows():
        for name in SCANNED[catalog]:
            text = read_text(name, "texts/ru.ftl").lower()
            for word in words:
                found = re.search(rf"(?<!\w){re.escape(word.lower())}(?!\w)", text)
                assert not found, f"{name}/texts/ru.ftl: {word!r}"
