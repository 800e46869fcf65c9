"""The quick tools' texts (issue 20): every sentence, field name and value a quick tool shows is a message of the
catalog data/quick/texts/<lang>.ftl, carried by a `Phrase`.

A `Phrase` is the English text (a `str`, so code, logs, JSON and the console read it as before) that also carries
its message; an adapter renders it in the reader's language with `local(value, lang)`. Values that are not
phrases (a ship id, a number, what the player asked for) are shown as they are.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from bot.core.texts import FALLBACK, Catalogs, msg, render

CATALOGS = Catalogs("quick")  # data/quick/texts/<lang>.ftl


class Phrase(str):
    """English text carrying its catalog message (`message`), rendered per reader by `local`."""

    message: dict[str, Any]

    def __new__(cls, key: str, /, **params: Any) -> Phrase:
        message = msg(key, **{k: _as_param(v) for k, v in params.items()})
        self = super().__new__(cls, render(CATALOGS, message, FALLBACK))
        self.message = message
        return self

    def __reduce__(self) -> tuple[Any, ...]:  # pickled across the heavy pool's process boundary
        return (_rebuild, (str(self), self.message))


def _rebuild(english: str, message: dict[str, Any]) -> Phrase:
    out = str.__new__(Phrase, english)
    out.message = message
    return out


def _as_param(value: Any) -> Any:
    if isinstance(value, Phrase):
        return value.message
    if isinstance(value, list | tuple):
        return [_as_param(v) for v in value]
    return value


def local(value: Any, lang: str) -> str:
    """`value` in `lang`: a phrase rendered from its message, anything else as written."""
    return render(CATALOGS, value.message, lang) if isinstance(value, Phrase) else str(value)


def joined(parts: Iterable[Any], sep: str = "; ") -> Any:
    """Parts joined with `sep` ("; ", " · ", " + "; punctuation, the same in every language), each part rendered
    per reader: a Phrase when any part is one."""
    items = list(parts)
    if not any(isinstance(p, Phrase) for p in items):
        return sep.join(str(p) for p in items)
    out: Any = items[0]
    for part in items[1:]:
        out = Phrase("join", a=out, sep=sep, b=part)
    return out


def plural(n: int, noun: str) -> Phrase:
    """`n` and a counted noun of the catalog ("count.hit": "1 hit", "2 hits"; Russian «1 попадание», «5 попаданий»)."""
    return Phrase("count." + noun, n=n)


def signed(n: int) -> Phrase:
    """A modifier with its sign ("+1"; "-1", in Russian with a real minus)."""
    return Phrase("signed.minus" if n < 0 else "signed.plus", n=abs(n))


def decimal(x: float | Fraction, digits: int) -> Phrase:
    """A number with `digits` decimals (1 or 3), per locale (Russian decimal comma, a real minus)."""
    return Phrase(f"decimal{digits}", x=round(float(x), digits))


def percent(p: Fraction) -> Phrase:
    """A probability as a percentage with one decimal; "<0.1%" for a tiny but possible one."""
    x = float(p) * 100
    return Phrase("pct_below", x=0.1) if 0 < x < 0.1 else Phrase("pct", x=round(x, 1))
