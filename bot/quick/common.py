"""What every quick tool shares: input errors with examples, limits, die icons, verifiable seeds, roll results."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from bot.core.chance import Chance, new_seed
from bot.core.numbers import MAX_DIGITS, long_number_parts
from bot.quick.texts import Phrase, joined, local

MAX_DICE = 100  # per pool; a polite refusal above this
MAX_SIDES = 1000


class QuickInputError(ValueError):
    """A malformed or absurd request. `message` says what is wrong (a Phrase), `example` shows a correct request
    (the command's own words, shown as typed)."""

    def __init__(self, message: str, example: str) -> None:
        super().__init__(message)
        self.message = message
        self.example = example

    @property
    def phrase(self) -> Phrase:
        return Phrase("error", message=self.message, example=self.example)

    def text(self, lang: str) -> str:
        """The refusal in `lang`: what is wrong and the example."""
        return local(self.phrase, lang)

    def __str__(self) -> str:
        return str(self.phrase)


def check_long_numbers(text: str, example: str) -> None:
    """Refuse a request holding a number longer than MAX_DIGITS digits (bot/core/numbers.py), before parsing."""
    found = long_number_parts(text)
    if found is not None:
        raise QuickInputError(Phrase("err.long_number", number=found[0], digits=found[1], limit=MAX_DIGITS), example)


def check_count(n: int, what: str, example: str, *, minimum: int = 0, maximum: int = MAX_DICE) -> int:
    """`n` of `what` (a counted noun of the catalog: "attack_die", "evade_token", ...) within the bounds."""
    if n < minimum:
        raise QuickInputError(Phrase("err.too_few", what=Phrase("what." + what), minimum=minimum, n=n), example)
    if n > maximum:
        raise QuickInputError(Phrase("err.too_many", what=Phrase("what." + what), maximum=maximum, n=n), example)
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
        return Phrase("verification", seed=self.seed, keys=", ".join(self.keys))

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
    title: str  # Phrases (English str carrying their messages) or values shown as they are
    summary: str
    fields: tuple[tuple[str, str], ...]
    icons: tuple[DieIcon, ...]
    verification: Verification
    details: Mapping[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        lines = [f"{local(self.title, lang)}: {local(self.summary, lang)}"]
        lines += [f"  {local(name, lang)}: {local(value, lang)}" for name, value in self.fields]
        lines.append(f"  {local(Phrase('verify'), lang)}: {local(self.verification.text(), lang)}")
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


def join_faces(faces: Sequence[str]) -> str:
    return joined(faces, ", ") if faces else "—"
