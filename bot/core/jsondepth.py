"""How deeply a JSON text nests, counted before parsing: Python's parser recurses and would overflow near 1,000
levels, so user input is measured first (linear in its length) and refused with the limit named."""

from __future__ import annotations


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
