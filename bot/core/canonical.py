"""Canonical JSON and state hashes, so two runs can be compared exactly."""

from __future__ import annotations

import hashlib
import json
import marshal
import re
from typing import Any

import orjson


def dumps(value: Any) -> str:
    """`json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)`, the exact text: stored states,
    events and their hashes depend on every byte. orjson writes it several times faster and the same text for JSON
    data, except floats below 1e-4 (0.00001 and 1e-7 where json writes 1e-05 and 1e-07: looked for in the text,
    strings included, which then only go the slow way), NaN and infinities (null), and what json refuses or writes
    otherwise (dataclasses, enums, UUIDs, dates, subclasses). What orjson refuses (keys that are not strings, ints
    beyond 64 bits, lone surrogates, deep nesting) goes to json as before, errors included. An X-Wing state: ~3x
    faster, the check included (issue 17)."""
    try:
        out = orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
        floats_as_json = _FLOAT_PREFIX not in out and (_EXP not in out or _EXP_ONE_DIGIT.search(out) is None)
        if floats_as_json and (_plain_and_finite(value) or orjson.loads(out) == value):
            return out.decode()
    except Exception:  # json below gives the text, or the error, that json.dumps gives
        pass
    return _json_dumps(value)


def _plain_and_finite(value: Any) -> bool:
    """True only if `value` is made of exact dicts, lists, tuples, strs, ints, floats, bools and None (marshal
    writes nothing else that orjson writes: a subclass, an enum, a UUID, a date or a dataclass is refused) and
    holds no NaN or infinity (no float record of marshal's version 2, b"g" and 8 little-endian bytes, has an
    exponent of all ones). Then orjson's text, floats aside, is json's: about half the cost of reading the text
    back and comparing it (issue 17). The pattern met inside a string or across records only costs the read-back."""
    try:
        packed = marshal.dumps(value, 2)  # version 2: floats in binary, no back-references
    except ValueError:
        return False
    return _NONFINITE_FLOAT.search(packed) is None


def _json_dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


# where orjson's float text may differ from json's: a decimal form below 1e-4 or a one-digit negative exponent
# (looked for with `in` first: a regex over the whole text cost more than orjson's encoding)
_FLOAT_PREFIX = b"0.0000"
_EXP = b"e-"
_EXP_ONE_DIGIT = re.compile(rb"e-[0-9](?![0-9])")
# a float record whose exponent bits are all ones (NaN, infinity): byte 6 >= 0xF0, byte 7 0x7F or 0xFF
_NONFINITE_FLOAT = re.compile(rb"g.{6}[\xf0-\xff][\x7f\xff]", re.DOTALL)


def digest(value: Any) -> str:
    return hashlib.sha256(dumps(value).encode()).hexdigest()


def loads(text: str) -> Any:
    """`json.loads(text)`, about 3x faster on stored states (orjson); json.loads reads what orjson refuses (NaN,
    Infinity, lone surrogates) and what it would read differently (integers of 19 digits or more, beyond 64 bits,
    become floats there), so the value is always json.loads's, and so are the errors of text that is not JSON."""
    return loads_utf8(text.encode("utf-8", "surrogatepass"), text)


def loads_utf8(data: bytes, text: str | None = None) -> Any:
    """`loads` of the text whose UTF-8 bytes (lone surrogates passed through) are `data`; `text` is that text if
    the caller has it. orjson parses the bytes themselves, so a text read from the database as its bytes is never
    built as a str (a state with Cyrillic in it: orjson encoded the str again itself, a third of the parse). Lone
    surrogates are not UTF-8: orjson refuses them and json reads the text. Bytes that are not UTF-8 at all raise
    UnicodeDecodeError (a ValueError, as JSONDecodeError is)."""
    if _NINES not in data.translate(_DIGITS_TO_NINES):
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError:
            pass
    return json.loads(data.decode("utf-8", "surrogatepass") if text is None else text)


# A run of 19 digits anywhere (inside strings too: json.loads then, only slower), found at C speed (a regex took
# longer than orjson's whole parse).
_DIGITS_TO_NINES = bytes.maketrans(b"012345678", b"999999999")
_NINES = b"9" * 19
