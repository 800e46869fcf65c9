"""Parts of a stored state that repeat across matches, parsed once per distinct text and shared (issue 17: decoding
the stored matches at start-up is mostly parsing their JSON).

A game may declare `shared_parts` (docs/protocol.md): paths into its encoded state (dict keys; "*" for every key of
a dict) of values that `evolve` never changes in place and that repeat across matches, such as Star Wars
Miniatures' roster (the catalog's characters, ~55% of a stored state) and options.
`SharedParts.loads` reads a state's canonical text with every such value that it has seen before cut out of the
text before the parse and the value it parsed then put back in: those bytes are compared, not parsed, and every
match holds the same value instead of its own copy.

Exactness: a value is known by its canonical UTF-8 text, kept only when the stored text holds exactly that text
where the value starts. A text that is a JSON object or array is complete at its closing bracket, so a known text
found where a part's value starts is that value's whole text; the value parsed from it is the value the full parse
gives. Where a path's key occurs in the text (`"key":`, quotes unescaped: never inside a string) is matched to the
positions of the path in the state parsed without them, and only if there are as many of each (else some
occurrence is not the path's, say a key that ends in an escaped quote and that key's name): anything else, a text
seen for the first time included, takes the full parse (`canonical.loads`), whose value and errors are the same as
before. A part seen for the first time is kept then (its text is dumped once and compared with the stored bytes).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import orjson

from bot.core import canonical

PartPath = tuple[str, ...]
KEPT = 16  # distinct texts kept per path (a roster per server content, options per match settings), newest first
PLACEHOLDER = b"0"


class SharedParts:
    """The known texts of one game's shared parts, and the reader that cuts them out of stored states."""

    def __init__(self, paths: Sequence[PartPath], kept: int = KEPT) -> None:
        names = [p[-1] if p else "*" for p in paths]
        if not paths or len(set(names)) != len(names) or "*" in names:
            raise ValueError(f"shared parts need distinct last keys: {paths!r}")
        self.paths = tuple(tuple(p) for p in paths)
        self.kept = kept
        self._needles = tuple(b'"' + p[-1].encode() + b'":' for p in self.paths)
        # per path: (text, value), the latest kept first; replaced whole (never edited) under the lock, so a reader
        # in another thread iterates a consistent tuple
        self._known: list[tuple[tuple[bytes, Any], ...]] = [() for _ in self.paths]
        self._lock = threading.Lock()
        self.hits = 0  # states read with their parts cut out (for tests and benches)
        self.misses = 0

    def loads(self, utf8: bytes) -> Any:
        """`canonical.loads_utf8(utf8)`: the same value (its shared parts held by every match that has them),
        the same errors."""
        cut = self._cut(utf8)
        if cut is not None:
            spans, rest = cut
            if canonical._NINES not in rest.translate(canonical._DIGITS_TO_NINES):
                try:
                    data = orjson.loads(rest)
                except orjson.JSONDecodeError:
                    data = None
                if data is not None and self._put_back(data, spans):
                    self.hits += 1
                    return data
        self.misses += 1
        data = canonical.loads_utf8(utf8)
        self._learn(data, utf8)
        return data

    def _cut(self, utf8: bytes) -> tuple[list[list[Any]], bytes] | None:
        """Per path, the known values found in order; and the text with each of them replaced by a placeholder.
        None when some occurrence of a path's key holds no known text (the full parse then)."""
        spans: list[tuple[int, int, int, Any]] = []  # (start, end, path index, value)
        for i, needle in enumerate(self._needles):
            at = utf8.find(needle)
            while at >= 0:
                start = at + len(needle)
                found = self._known_at(i, utf8, start)
                if found is None:
                    return None
                spans.append((start, start + len(found[0]), i, found[1]))
                at = utf8.find(needle, start)
        if not spans:
            return None
        spans.sort()  # by start: no two parts start at the same byte
        pieces, prev = [], 0
        values: list[list[Any]] = [[] for _ in self.paths]
        for start, end, i, value in spans:
            if start < prev:
                return None  # one part inside another: the declaration does not fit this state
            pieces.append(utf8[prev:start])
            prev = end
            values[i].append(value)
        pieces.append(utf8[prev:])
        return values, PLACEHOLDER.join(pieces)

    def _known_at(self, i: int, utf8: bytes, start: int) -> tuple[bytes, Any] | None:
        for entry in self._known[i]:  # a text that differs mostly differs early (another unit, another rule)
            if utf8.startswith(entry[0], start):
                return entry
        return None

    def _put_back(self, data: Any, spans: list[list[Any]]) -> bool:
        """Put each path's values in at its positions, if they are exactly the placeholders cut."""
        places: list[list[tuple[Any, str]]] = []
        for path, values in zip(self.paths, spans, strict=True):
            at = _positions(data, path)
            if len(at) != len(values) or any(type(c[k]) is not int or c[k] != 0 for c, k in at):
                return False
            places.append(at)
        for at, values in zip(places, spans, strict=True):
            for (container, key), value in zip(at, values, strict=True):
                container[key] = value
        return True

    def _learn(self, data: Any, utf8: bytes) -> None:
        """Keep the parts of a state read in full whose canonical text is exactly the stored one where it stands,
        and share them with this state already."""
        for i, (path, needle) in enumerate(zip(self.paths, self._needles, strict=True)):
            at = _positions(data, path)
            starts: list[int] = []
            found = utf8.find(needle)
            while found >= 0 and len(starts) <= len(at):
                starts.append(found + len(needle))
                found = utf8.find(needle, found + len(needle))
            if len(starts) != len(at):
                continue
            for (container, key), start in zip(at, starts, strict=True):
                value = container[key]
                if type(value) is not dict and type(value) is not list:
                    continue
                known = self._known_at(i, utf8, start)
                if known is not None:
                    container[key] = known[1]
                    continue
                try:
                    part = canonical.dumps(value).encode("utf-8", "surrogatepass")
                except (TypeError, ValueError):
                    continue
                if utf8.startswith(part, start):
                    with self._lock:
                        self._known[i] = ((part, value), *self._known[i][: self.kept - 1])

    def clear(self) -> None:
        with self._lock:
            self._known = [() for _ in self.paths]
            self.hits = self.misses = 0


def _positions(data: Any, path: PartPath) -> list[tuple[Any, str]]:
    """(container, key) of every value at `path` in `data`, in the text's order ("*": every key of a dict)."""
    level = [data]
    for key in path[:-1]:
        below: list[Any] = []
        for d in level:
            if type(d) is dict:
                if key == "*":
                    below += d.values()
                elif key in d:
                    below.append(d[key])
        level = below
    last = path[-1]
    return [(d, last) for d in level if type(d) is dict and last in d]


_READERS: dict[int, tuple[Any, SharedParts | None]] = {}
_READERS_LOCK = threading.Lock()


def reader(game: Any) -> SharedParts | None:
    """The game's reader of its declared `shared_parts` (one per game object), or None if it declares none."""
    found = _READERS.get(id(game))
    if found is not None and found[0] is game:
        return found[1]
    paths = getattr(game, "shared_parts", None)
    parts = SharedParts(paths) if paths else None
    with _READERS_LOCK:
        _READERS[id(game)] = (game, parts)
    return parts
