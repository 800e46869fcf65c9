"""A small thread-safe LRU for static picture layers (rendering runs in worker threads)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PIL import Image


class LayerCache:
    """Maps a hashable key (e.g. the obstacle layout and canvas size of a match) to a finished image.

    `get` returns the cached image itself; callers must `.copy()` before drawing on it.
    """

    def __init__(self, maxsize: int = 16) -> None:
        self.maxsize = maxsize
        self._items: OrderedDict[Hashable, Image.Image] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: Hashable, build: Callable[[], Image.Image]) -> Image.Image:
        with self._lock:
            img = self._items.get(key)
            if img is not None:
                self._items.move_to_end(key)
                self.hits += 1
                return img
            self.misses += 1
        img = build()  # outside the lock: two threads may build the same layer once each, harmlessly
        with self._lock:
            self._items[key] = img
            self._items.move_to_end(key)
            while len(self._items) > self.maxsize:
                self._items.popitem(last=False)
        return img

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.hits = self.misses = 0

    def __len__(self) -> int:
        return len(self._items)
