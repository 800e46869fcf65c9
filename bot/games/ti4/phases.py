"""The phases of a TI4 space combat as typed values.

A state and its events keep a phase as text ("declare:defender", "cap:defender:sco:defender"), the format stored
matches were written in; the rules read it through `Phase.parse` and write it with `str(Phase(...))`, so a phase's
step is a checked `Step` and its seat a `Seat`, never a piece of a string split on ":".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

Seat = Literal["attacker", "defender"]
SEATS: tuple[Seat, Seat] = ("attacker", "defender")

# Steps in the order a combat meets them (RU 39 = LRR 78); the ones marked "seat" belong to one side.
Step = Literal[
    "sco",  # seat: space cannon offense (attacker's, then defender's)
    "cap",  # seat: capacity check after space cannon offense, then the phase `then`
    "start",  # both sides still have ships? otherwise the combat ends unfought
    "round_start",  # Arc Secundus repairs
    "munitions",  # seat: Letnev Munitions Reserves (a decision)
    "ambush",  # seat: Mentak Ambush (round 1)
    "ac",  # seat: Assault Cannon (round 1)
    "afb",  # anti-fighter barrage (round 1; 39.3)
    "afb_end",  # did the barrage end the combat? (39.3a)
    "declare",  # seat: retreat announcement (39.4; the defender first)
    "roll",  # seat: combat roll (39.5; the attacker first)
    "reroll",  # seat: Munitions Reserves rerolls (a decision)
    "roll_done",  # both rolled: every owner assigns hits
    "after_hits",  # hits assigned
    "duranium",  # seat: Duranium Armor repair
    "retreat",  # the capacity check of a retreating fleet (39.7)
    "retreat_go",  # the retreat itself
    "end_check",  # another round or the end (39.8-39.10)
    "cap_end",  # seat: capacity check after combat (39.10a)
    "finish",  # the verdict becomes the result
    "assign",  # owners assign pending hits (a decision when there is a choice)
    "excess",  # owners remove units over capacity (a decision when there is a choice)
    "over",  # the combat has ended
]
SEATED: frozenset[Step] = frozenset(
    ("sco", "cap", "munitions", "ambush", "ac", "declare", "roll", "reroll", "duranium", "cap_end")
)
STEPS: frozenset[str] = frozenset(get_args(Step))


def other(seat: str) -> Seat:
    return "defender" if seat == "attacker" else "attacker"


def as_seat(text: str) -> Seat:
    if text == "attacker":
        return "attacker"
    if text == "defender":
        return "defender"
    raise ValueError(f"not a TI4 combat seat: {text!r}")


def _as_step(text: str) -> Step:
    if text not in STEPS:
        raise ValueError(f"not a TI4 combat step: {text!r}")
    step: Step = text  # type: ignore[assignment]  # checked against the Literal's values just above
    return step


@dataclass(frozen=True)
class Phase:
    step: Step
    seat: Seat | None = None
    then: Phase | None = None  # "cap" only: where the combat goes after the capacity check

    @classmethod
    def parse(cls, text: str) -> Phase:
        head, _, rest = text.partition(":")
        step = _as_step(head)
        if step not in SEATED:
            if rest:
                raise ValueError(f"the TI4 step {step!r} has no seat: {text!r}")
            return cls(step)
        seat, _, then = rest.partition(":")
        if step == "cap":
            return cls(step, as_seat(seat), cls.parse(then))
        if then:
            raise ValueError(f"unexpected text after the seat in TI4 phase {text!r}")
        return cls(step, as_seat(seat))

    def __str__(self) -> str:
        parts: list[str] = [self.step]
        if self.seat is not None:
            parts.append(self.seat)
        if self.then is not None:
            parts.append(str(self.then))
        return ":".join(parts)

    @property
    def side(self) -> Seat:
        """The seat of a seated step (a bug, never a player's doing, if there is none)."""
        if self.seat is None:
            raise ValueError(f"the TI4 phase {self} has no seat")
        return self.seat


def phase(step: Step, seat: Seat | None = None, then: Phase | None = None) -> str:
    """A phase as the text stored in states and events."""
    return str(Phase(step, seat, then))
