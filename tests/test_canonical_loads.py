"""bot.core.canonical.loads: the fast reader of stored JSON (issue 17) gives exactly what json.loads gives."""

from __future__ import annotations

import json
import math
import random
import struct
from typing import Any

import pytest

from bot.core import canonical


def _same(a: Any, b: Any) -> bool:
    """Equal, of the same types, with the same key order and the same sign of zero."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float):
        return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))
    return bool(a == b)


@pytest.mark.parametrize(
    "text",
    [
        '{"b": 1, "a": [1.5, -0.0, 2, "x"], "c": {"z": null, "y": true}}',
        "[18446744073709551616, -9223372036854775809]",  # beyond 64 bits: orjson would give floats
        '{"seed": 1234567890123456789012}',
        "[NaN, Infinity, -Infinity, 1e400]",  # orjson refuses these
        '"\\ud800"',  # a lone surrogate, which json.loads keeps
        '{"k": "\\u00e9\\u041f", "k2": "\\u00ab\\u041d\\u00bb"}',
        '{"a": 1, "a": 2}',
    ],
)
def test_loads_reads_what_json_loads_reads(text: str) -> None:
    assert _same(canonical.loads(text), json.loads(text))


def test_loads_reads_floats_and_ints_as_json_loads_does() -> None:
    rng = random.Random(17)
    values: list[Any] = []
    while len(values) < 3000:
        f = struct.unpack("d", struct.pack("Q", rng.getrandbits(64)))[0]
        if math.isfinite(f):
            n = rng.getrandbits(rng.randint(1, 59)) * rng.choice((1, -1))
            values += [f, round(rng.uniform(-1000, 1000), rng.randint(0, 6)), n]
    text = canonical.dumps({"v": values})
    assert canonical._NINES not in text.encode().translate(canonical._DIGITS_TO_NINES)  # orjson reads it
    assert _same(canonical.loads(text), json.loads(text))


@pytest.mark.parametrize("text", ["", "[1, 2", '{"a": }', "nul"])
def test_text_that_is_not_json_raises_as_json_loads_does(text: str) -> None:
    with pytest.raises(json.JSONDecodeError):
        canonical.loads(text)
