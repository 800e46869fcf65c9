"""Canonical JSON and state hashes, so two runs can be compared exactly."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import orjson


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(value: Any) -> str:
    return hashlib.sha256(dumps(value).encode()).hexdigest()


def loads(text: str) -> Any:
    """`json.loads(text)`, about 3x faster on stored states (orjson); json.loads reads what orjson refuses (NaN,
    Infinity, lone surrogates) and what it would read differently (integers of 19 digits or more, beyond 64 bits,
    become floats there), so the value is always json.loads's, and so are the errors of text that is not JSON."""
    if _NINES not in text.encode("utf-8", "surrogatepass").translate(_DIGITS_TO_NINES):
        try:
            return orjson.loads(text)
        except orjson.JSONDecodeError:
            pass
    return json.loads(text)


# A run of 19 digits anywhere (inside strings too: json.loads then, only slower), found at C speed (a regex took
# longer than orjson's whole parse).
_DIGITS_TO_NINES = bytes.maketrans(b"012345678", b"999999999")
_NINES = b"9" * 19
