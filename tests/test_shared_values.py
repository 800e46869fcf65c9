"""bot.core.shared_values (issue 17, memory of a decoded match): a value handed to the table comes back equal, and
shared only with a value of the very same JSON (types, key order, exact floats), never with one that merely
compares equal or merely prints the same; the table stays within its bound."""

from __future__ import annotations

import json
import math
import sys
import threading

from bot.core.shared_values import SharedValues, interner


def test_an_equal_value_handed_twice_comes_back_as_one_object_with_its_strings_interned() -> None:
    table = SharedValues(10_000)
    a = table.share(json.loads('{"key": "say.placed", "params": {"ship": {"name": {"en": "Luke"}}}}'))
    b = table.share(json.loads('{"key": "say.placed", "params": {"ship": {"name": {"en": "Luke"}}}}'))
    assert a is b and a == {"key": "say.placed", "params": {"ship": {"name": {"en": "Luke"}}}}
    assert a["params"]["ship"]["name"]["en"] is sys.intern("Luke")  # prepared once, when first kept
    c = table.share(json.loads('{"key": "say.placed", "params": {"ship": {"name": {"en": "Vader"}}}}'))
    assert c is not a and c["params"]["ship"]["name"]["en"] == "Vader"


def test_values_that_compare_equal_but_are_different_json_are_never_merged() -> None:
    table = SharedValues(10_000)
    first = table.share({"a": 1, "b": 2})
    other_order = table.share({"b": 2, "a": 1})  # equal dicts, another key order: another encoding
    assert other_order is not first and list(other_order) == ["b", "a"]
    as_float, as_bool = table.share({"a": 1.0, "b": 2}), table.share({"a": True, "b": 2})
    assert type(as_float["a"]) is float and as_bool["a"] is True  # 1 == 1.0 == True, but not the same JSON
    assert table.share([0.1 + 0.2]) == [0.30000000000000004] and table.share([0.3]) == [0.3]  # exact digits


def test_nan_and_infinity_are_never_taken_for_null() -> None:
    table = SharedValues(10_000)  # orjson writes NaN and infinities as null: the same key, not equal values
    null = table.share({"x": None})
    nan = table.share({"x": math.nan})
    inf = table.share({"x": math.inf})
    assert null == {"x": None} and math.isnan(nan["x"]) and inf["x"] == math.inf
    assert table.share({"x": None}) is null


def test_what_orjson_cannot_write_is_given_back_as_it_is() -> None:
    table = SharedValues(10_000)
    big = {"n": 2**70}  # json.loads reads such integers exactly; orjson writes none beyond 64 bits
    surrogate = {"s": "\ud800"}  # a lone surrogate json.loads accepts
    assert table.share(big) == {"n": 2**70} and table.share(surrogate) == {"s": "\ud800"}
    assert len(table) == 0


def test_the_table_keeps_at_most_its_limit_of_key_bytes_oldest_out_first() -> None:
    table = SharedValues(1_000)
    values = [table.share({"line": f"line {i:04d}"}) for i in range(500)]  # 20 bytes a key: 10,000 in all
    assert 0 < table.size <= 1_000 and len(table) == 1_000 // len(b'{"line":"line 0000"}')
    assert table.share({"line": "line 0499"}) is values[499]  # the newest are kept
    assert table.share({"line": "line 0000"}) is not values[0]  # the oldest went first
    huge = {"line": "x" * 2_000}
    assert table.share(huge) is huge and table.size <= 1_000  # larger than the whole table: never kept
    table.clear()
    assert len(table) == 0 and table.size == 0


def test_the_interner_skips_the_keys_it_is_told_and_long_strings() -> None:
    data = json.loads('{"id": "luke", "template": [["left"]], "log": ["' + "y" * 60 + '"], "n": [{"s": "ok"}]}')
    out = interner(frozenset({"template"}), 48)(data)
    assert out is data and out["id"] is sys.intern("luke") and out["n"][0]["s"] is sys.intern("ok")
    assert out == json.loads('{"id": "luke", "template": [["left"]], "log": ["' + "y" * 60 + '"], "n": [{"s": "ok"}]}')


def test_threads_sharing_at_once_keep_the_table_whole_and_bounded() -> None:
    """Replays decode in worker threads while the event loop decodes too: the table's byte count stays the sum of
    its keys and within its limit, and every value handed back equals the one given."""
    table = SharedValues(3_000)
    errors: list[BaseException] = []

    def work(seed: int) -> None:
        try:
            for i in range(3_000):
                n = (i * 7 + seed) % 400
                given = {"line": f"line {n:04d}", "n": n}
                assert table.share(given) == {"line": f"line {n:04d}", "n": n}
        except BaseException as exc:
            errors.append(exc)

    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible: races show
    try:
        threads = [threading.Thread(target=work, args=(s,)) for s in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(switch)
    assert errors == []
    assert table.size == sum(len(k) for k in table._table) and table.size <= 3_000
