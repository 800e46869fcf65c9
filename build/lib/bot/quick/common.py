"""What every quick tool shares: input errors with examples, limits, die icons, verifiable seeds, roll results."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from bot.core.chance import Chance, new_seed

MAX_DICE = 100  # per pool; a polite refusal above this
MAX_SIDES = 1000


class QuickInputError(ValueError):
    """A malformed or absurd request. `message` says what is wrong, `example` shows a correct request."""

    def __init__(self, message: str, example: str) -> None:
        super().__init__(message)
        self.message = message
        self.example = example

    def __str__(self) -> str:
        return f"{self.message}. Example: `{self.example}`"


def check_count(n: int, what: str, example: str, *, minimum: int = 0, maximum: int = MAX_DICE) -> int:
    if n < minimum:
        raise QuickInputError(f"{what}: at least {minimum} please (got {n})", example)
    if n > maximum:
        raise QuickInputError(f"{what}: {n} is too many — I roll at most {maximum} at once, sorry", example)
    return n


@dataclass(frozen=True)
class DieIcon:
    """One die as drawn in a result strip.

    kind: which die ("xwing-attack", "xwing-defense", "ia-red" ... "ia-white", "d10", "d20", "d<N>").
    face: the face shown now (a face name, or a number as a string).
    state: "kept", "rerolled", "changed", "added", "cancelled", "hit", "miss", "dropped", "crit".
    was: the earlier face for a rerolled or changed die.
    """

    kind: str
    face: str
    state: str = "kept"
    was: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "face": self.face, "state": self.state, "was": self.was}


@dataclass(frozen=True)
class Verification:
    """How to re-derive a roll: `Chance(seed).rng(key)` for each key, drawing dice in order."""

    seed: str
    keys: tuple[str, ...]

    def text(self) -> str:
        return f"seed {self.seed} · keys {', '.join(self.keys)}"

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "keys": list(self.keys)}


def chance_for(seed: str | None) -> tuple[str, Chance]:
    """A fresh seed per roll (or the given one, to verify a roll) and its Chance."""
    s = seed if seed else new_seed()
    return s, Chance(s)


@dataclass(frozen=True)
class RollResult:
    """A roll in any game's dice, ready for an embed: title, summary line, fields, icons and the seed."""

    game: str
    request: str
    title: str
    summary: str
    fields: tuple[tuple[str, str], ...]
    icons: tuple[DieIcon, ...]
    verification: Verification
    details: Mapping[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        lines = [f"{self.title}: {self.summary}"]
        lines += [f"  {name}: {value}" for name, value in self.fields]
        lines.append(f"  verify: {self.verification.text()}")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "request": self.request,
            "title": self.title,
            "summary": self.summary,
            "fields": [list(f) for f in self.fields],
            "icons": [i.to_json() for i in self.icons],
            "verification": self.verification.to_json(),
            "details": dict(self.details),
        }


def is_number(token: str | None) -> TypeGuard[str]:
    """A plain ASCII whole number ("²" and other Unicode digits are not numbers to a parser)."""
    return token is not None and token.isascii() and token.isdigit()


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def join_faces(faces: Sequence[str]) -> str:
    return ", ".join(faces) if faces else "—"
