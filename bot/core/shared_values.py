"""Decoded states share the parts that repeat across matches (issue 17, memory of a decoded match).

A game's `decode_state` may hand a part of fresh JSON data that nothing ever mutates in place (a log line's
message, the match's options) to `SharedValues.share`: it gets back an equal value that every other state holding
that value holds too, instead of its own copy of the same dicts. Sharing is by value only: the key is the value's
JSON text (types, key order and every float's exact digits in it; orjson's, fast), and a hit whose text has a
null in it must also compare equal (orjson writes NaN and infinities as null: `==` tells them apart), so a shared
part is indistinguishable from the parsed one, and a state's encoding, hash and views are unchanged. The table is
bounded by the bytes of its keys (oldest out first): a value no other match holds (an obstacle layout the players
placed) costs its key until then.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any

import orjson


def interner(skip: frozenset[str] = frozenset(), longest: int = 48) -> Callable[[Any], Any]:
    """A function that takes fresh JSON data over and interns its string values up to `longest` characters, in
    place: a decoded state shares its ids and words with every other decoded state instead of holding its own
    copies. The values under a key in `skip` are left as they are (numbers only, such as a template's points:
    walking them was most of the walk), and so are empty containers. Equal values and the same key order, so
    nothing a state shows or hashes changes. A closure: passing `skip` and `longest` down each call cost more."""
    intern = sys.intern

    def walk(v: Any) -> Any:
        if type(v) is dict:
            for k, x in v.items():
                t = type(x)
                if t is str:
                    if len(x) <= longest:
                        v[k] = intern(x)
                elif (t is dict or t is list) and x and k not in skip:
                    walk(x)
        elif type(v) is list:
            for i, x in enumerate(v):
                t = type(x)
                if t is str:
                    if len(x) <= longest:
                        v[i] = intern(x)
                elif (t is dict or t is list) and x:
                    walk(x)
        return v

    return walk


intern_strings = interner()


class SharedValues:
    """A table of shared values keyed by their JSON text, holding keys of at most `limit` bytes in all."""

    def __init__(self, limit: int, prepare: Callable[[Any], Any] = intern_strings) -> None:
        self.limit = limit
        self.prepare = prepare  # applied once to a value before it is shared (its strings interned)
        self._table: dict[bytes, Any] = {}
        self._bytes = 0  # of the keys held
        # Replays decode in worker threads while the event loop decodes too: adding and evicting are done under a
        # lock (a look-up needs none: one dict read)
        self._lock = threading.Lock()

    def share(self, value: Any) -> Any:
        """The table's value equal to `value` (same JSON text, equal), else `value` itself, prepared and added."""
        try:
            key = orjson.dumps(value)
        except (orjson.JSONEncodeError, TypeError):  # beyond orjson (lone surrogates, integers over 64 bits): as is
            return self.prepare(value)
        found = self._table.get(key)
        if found is not None:
            if b"null" not in key or found == value:  # a key without null is exact (no NaN nor infinity in it)
                return found
            return self.prepare(value)  # the same text, not equal (NaN written as null): never shared
        value = self.prepare(value)
        if len(key) > self.limit:
            return value  # larger than the whole table: never kept
        with self._lock:
            if key not in self._table:  # another thread may have kept its equal value meanwhile
                while self._bytes + len(key) > self.limit:
                    oldest = next(iter(self._table))  # oldest first: the table stays bounded
                    del self._table[oldest]
                    self._bytes -= len(oldest)
                self._table[key] = value
                self._bytes += len(key)
        return value

    def __len__(self) -> int:
        return len(self._table)

    @property
    def size(self) -> int:
        """The bytes of the keys held (at most `limit`)."""
        return self._bytes

    def clear(self) -> None:
        with self._lock:
            self._table.clear()
            self._bytes = 0
