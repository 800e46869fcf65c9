"""Verifiable randomness: every roll is derived from (secret match seed, stable key of the game step).

The seed's SHA-256 commitment is published when a match starts and the seed is revealed when it ends; anyone can
then re-derive every roll with `Chance(seed).rng(key)`. Keys name the step ("r3:attack:luke:1"), not a position
in a running stream, so redoing a step after an undo yields the same dice: undo is never a free reroll.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def new_seed() -> str:
    """A fresh secret seed (hex). Only the engine calls this; games receive a Chance."""
    return secrets.token_hex(32)


def commitment(seed: str) -> str:
    """The public SHA-256 commitment of a seed."""
    return hashlib.sha256(seed.encode()).hexdigest()


def salted_hash(secret: str, salt: str) -> str:
    """Commitment for a secret pick (a dial, a face-down card): sha256(secret|salt)."""
    return hashlib.sha256(f"{secret}|{salt}".encode()).hexdigest()


class Chance:
    """Deterministic, keyed randomness for one match."""

    __slots__ = ("_seed",)

    def __init__(self, seed: str) -> None:
        if not seed:
            raise ValueError("a match seed must not be empty")
        self._seed = seed.encode()

    def digest(self, key: str) -> bytes:
        return hmac.new(self._seed, key.encode(), hashlib.sha256).digest()

    def rng(self, key: str) -> random.Random:
        """An independent generator for one game step; the same key always gives the same stream."""
        return random.Random(int.from_bytes(self.digest(key), "big"))

    def roll(self, key: str, sides: int, count: int = 1) -> list[int]:
        """`count` dice of `sides` faces numbered 1..sides."""
        r = self.rng(key)
        return [r.randint(1, sides) for _ in range(count)]

    def shuffle(self, key: str, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.rng(key).shuffle(out)
        return out

    def salt(self, key: str) -> str:
        """A salt for a secret pick: unguessable while the seed is secret, checkable once it is revealed."""
        return hmac.new(self._seed, b"salt:" + key.encode(), hashlib.sha256).hexdigest()[:32]
