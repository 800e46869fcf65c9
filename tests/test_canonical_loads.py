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
    # given the text's bytes (the engine encodes a stored state once for its binding check and its parse)
    assert _same(canonical.loads_utf8(text.encode("utf-8", "surrogatepass")), json.loads(text))


@pytest.mark.parametrize("text", ['"\ud800"', '["\udfff x", 1]', '{"k": "a\ud83d"}'])
def test_lone_surrogates_given_as_bytes_are_read_as_json_loads_reads_them(text: str) -> None:
    """The text itself holds the lone surrogate (not its escape): its surrogatepass bytes are not UTF-8, so
    orjson must refuse them and json read the text."""
    raw = json.loads(text)
    stored = json.dumps(raw, ensure_ascii=False)
    assert "\\u" not in stored
    assert _same(canonical.loads_utf8(stored.encode("utf-8", "surrogatepass")), raw)


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
    assert _same(canonical.loads_utf8(text.encode()), json.loads(text))


@pytest.mark.parametrize("text", ["", "[1, 2", '{"a": }', "nul"])
def test_text_that_is_not_json_raises_as_json_loads_does(text: str) -> None:
    with pytest.raises(json.JSONDecodeError):
        canonical.loads(text)
    with pytest.raises(json.JSONDecodeError):
        canonical.loads_utf8(text.encode())


def _json_dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def test_dumps_writes_floats_as_json_dumps_does() -> None:
    """canonical.dumps takes orjson's text only where it is json.dumps's (issue 17): every float, the small ones
    orjson writes otherwise (0.00001, 1e-7) included, in every magnitude, alone and inside strings."""
    rng = random.Random(1717)
    values: list[Any] = [1e-5, 1e-7, 5e-324, 1e16, 1e-4, 0.0001, -0.0, 1.7976931348623157e308, "0.00001", "x e-5 y"]
    while len(values) < 20000:
        f = struct.unpack("d", struct.pack("Q", rng.getrandbits(64)))[0]
        if math.isfinite(f):
            values += [f, round(rng.uniform(-1000, 1000), rng.randint(0, 8)) * 10 ** rng.randint(-12, 18)]
    for v in values:
        assert canonical.dumps(v) == _json_dumps(v), v
        assert canonical.dumps({"k": [v, {"x": v}]}) == _json_dumps({"k": [v, {"x": v}]}), v


@pytest.mark.parametrize(
    "value",
    [
        {"b": 1, "a": [1.5, -0.0, 2, "x", None, True, False], "é": {"z": None, "ж": "\x00\x1f\x7f\u2028 😀"}},
        [float("nan"), float("inf"), -float("inf")],  # orjson writes null
        {"t": (1, 2), "n": [(3.5,)]},  # tuples: the same text, but not equal read back
        {1: "a", 3: "b", 2: None},  # keys that are not strings: json writes "1"
        [2**64, -(2**63) - 1, 2**63],  # beyond 64 bits
        {"B": 1, "a": 2, "_": 3, "É": 4, "e\u0301": 5},
        [[[[[[[[[[[[["deep"]]]]]]]]]]]]],
        "",
    ],
)
def test_dumps_writes_what_json_dumps_writes(value: Any) -> None:
    assert canonical.dumps(value) == _json_dumps(value)


@pytest.mark.parametrize("value", [{"x": {1, 2}}, {(1, 2): 3}, object(), {"s": "\ud800"}, {1: "a", "2": "b"}])
def test_dumps_refuses_or_writes_as_json_dumps_does(value: Any) -> None:
    try:
        expected: str | type[BaseException] = _json_dumps(value)
    except (TypeError, ValueError) as exc:
        expected = type(exc)
    if isinstance(expected, str):
        assert canonical.dumps(value) == expected
    else:
        with pytest.raises(expected):
            canonical.dumps(value)


def test_dumps_refuses_what_json_refuses_even_where_orjson_writes_it() -> None:
    import dataclasses
    import datetime
    import enum
    import uuid

    @dataclasses.dataclass
    class Point:
        x: int

    class Colour(enum.Enum):
        RED = 1

    for value in (Point(1), datetime.date(2026, 1, 1), uuid.UUID(int=7), Colour.RED):
        with pytest.raises(TypeError):
            _json_dumps(value)
        with pytest.raises(TypeError):
            canonical.dumps({"v": [value]})


def test_dumps_finds_every_nan_and_infinity_without_reading_back() -> None:
    """The cheap check (`_plain_and_finite`, issue 17) must see every float whose exponent bits are all ones, any
    mantissa and sign, among ordinary floats, strings and containers: json writes NaN/Infinity where orjson writes
    null. Finite floats of every exponent pass it (else the fast path would never be taken)."""
    rng = random.Random(2026)
    for _ in range(3000):
        bits = (0x7FF << 52) | rng.getrandbits(52) | (rng.getrandbits(1) << 63)
        bad = struct.unpack("<d", struct.pack("<Q", bits))[0]
        assert not math.isfinite(bad)
        value = {"pose": [rng.uniform(-900, 900), rng.uniform(-900, 900)], "s": "g" * 9, "x": [1, {"y": bad}]}
        assert not canonical._plain_and_finite(value)
        assert canonical.dumps(value) == _json_dumps(value)
    for _ in range(3000):
        f = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
        if math.isfinite(f):
            assert canonical._plain_and_finite({"f": [f, -f], "n": None, "t": (True, 3)})


@pytest.mark.parametrize("value", [{"t": (1, 2.5)}, ["a", ("b", None)]])
def test_tuples_take_the_fast_path_with_json_text(value: Any) -> None:
    assert canonical._plain_and_finite(value)
    assert canonical.dumps(value) == _json_dumps(value)


def test_what_marshal_refuses_is_read_back_and_written_as_json_writes_it() -> None:
    import enum

    class Side(enum.StrEnum):
        REBEL = "rebel"

    class Big(enum.IntEnum):
        ONE = 1

    class Text(str):
        pass

    for value in ({"side": Side.REBEL}, {"n": Big.ONE}, {Text("k"): Text("v")}, {"f": [Text("x"), 1.5]}):
        assert not canonical._plain_and_finite(value)
        assert canonical.dumps(value) == _json_dumps(value)
