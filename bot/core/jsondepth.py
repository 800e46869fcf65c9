"""How deeply a JSON text nests, counted before parsing: Python's parser recurses and would overflow near 1,000
levels, so user input is measured first (linear in its length) and refused with the limit named; and where a
JSON text fails to parse, named by line and column rather than by the parser's English message."""

from __future__ import annotations

import json


def too_deep(text: str, limit: int) -> bool:
    """True when brackets outside strings in `text` nest more than `limit` levels (stops at the first excess)."""
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


NEAR_CHARS = 12  # characters of the text shown where a JSON parse fails


def decode_place(exc: json.JSONDecodeError) -> dict[str, int | str]:
    """Where a JSON text fails to parse, for a refusal in the reader's language instead of Python's English
    message: line and column (from 1) and up to NEAR_CHARS characters of the text there ("" at its end)."""
    rest = exc.doc[exc.pos : exc.pos + NEAR_CHARS].split("\n")[0].strip()
    return {"line": exc.lineno, "column": exc.colno, "near": rest}
