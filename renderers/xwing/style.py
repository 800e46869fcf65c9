"""X-Wing specific colours and token chips."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from renderers.common.colors import RGB, TEXT, TEXT_DARK, side_style
from renderers.common.colors import SideStyle as SideStyle
from renderers.common.text import Chip
from renderers.common.words import say
from renderers.xwing import words

MAT: RGB = (14, 24, 44)
MAT_EDGE: RGB = (70, 86, 120)
GRID: RGB = (36, 50, 78)
ASTEROID: RGB = (112, 98, 84)
ASTEROID_EDGE: RGB = (196, 178, 156)
TEMPLATE: RGB = (230, 230, 240)
ACTIVE: RGB = (255, 212, 59)
BUMP: RGB = (255, 146, 43)
HIT: RGB = (255, 70, 70)

# Range bands of the measuring line: the closer, the hotter.
BAND: dict[int | None, RGB] = {1: (255, 107, 107), 2: (255, 212, 59), 3: (116, 192, 252), None: (173, 181, 189)}

ATTACK_DIE: RGB = (201, 42, 42)
DEFENSE_DIE: RGB = (43, 138, 62)

DIFFICULTY: dict[str, RGB] = {"green": (105, 219, 124), "white": (240, 242, 246), "red": (255, 107, 107)}

FOCUS = Chip("F", (105, 219, 124))
EVADE = Chip("E", (99, 230, 190))
STRESS = Chip("S", (255, 107, 107))
ION = Chip("I", (116, 192, 252))
CRIT = Chip("C", (255, 146, 43))
DIAL_SET = Chip("D", (173, 181, 189))
LOCK_HELD = (116, 192, 252)  # blue: this ship holds lock <letter>
LOCK_ON = (255, 107, 107)  # red: lock <letter> is on this ship


def legend() -> tuple[tuple[Chip, str], ...]:
    """The chips' meanings in the picture's language."""
    return (
        (FOCUS, say("xwing.legend.focus")),
        (EVADE, say("xwing.legend.evade")),
        (STRESS, say("xwing.legend.stress")),
        (ION, say("xwing.legend.ion")),
        (CRIT, say("xwing.legend.crits")),
        (Chip(">A", LOCK_HELD), say("xwing.legend.holds")),
        (Chip("A", LOCK_ON), say("xwing.legend.locked")),
        (DIAL_SET, say("xwing.legend.dial")),
    )


def ship_type_name(ship: Mapping[str, Any]) -> str:
    """The printed name of the ship's type (ship-type ids such as `tiefighter` are data ids), in the picture's
    language."""
    return words.type_name(ship)


def same_name(a: str, b: str) -> bool:
    return bool(a) and "".join(c for c in a.lower() if c.isalnum()) == "".join(c for c in b.lower() if c.isalnum())


def pilot_and_type(ship: Mapping[str, Any]) -> str:
    """ "Luke Skywalker · X-wing"; the type alone when there is no pilot or the pilot is only the type (the
    sandbox knows ship types, not pilots), so a name is never written twice."""
    pilot, kind = words.pilot_name(ship), ship_type_name(ship)
    if not pilot or same_name(pilot, kind):
        return pilot or kind
    return f"{pilot} · {kind}" if kind else pilot


def skill_text(ship: Mapping[str, Any]) -> str | None:
    """The pilot skill to print, or None for a ship without a pilot (a sandbox ship has skill null)."""
    skill = ship.get("skill")
    return None if skill is None else str(skill)


def ship_style(ship: Mapping[str, Any]) -> SideStyle:
    return side_style(str(ship.get("faction") or ship.get("seat") or ""), 0)


def token_chips(ship: Mapping[str, Any]) -> list[Chip]:
    """Tokens as chips; a count above one is written after the letter (S2 = two stress)."""
    tokens = ship.get("tokens") or {}
    chips: list[Chip] = []
    if ship.get("doomed"):  # destroyed in simultaneous fire but still to shoot
        chips.append(Chip(say("xwing.doomed"), (255, 70, 70), TEXT))
    for name, chip in (("focus", FOCUS), ("evade", EVADE), ("stress", STRESS), ("ion", ION)):
        n = int(tokens.get(name, 0) or 0)
        if n > 0:
            chips.append(Chip(chip.text + (str(n) if n > 1 else ""), chip.fill, chip.fg))
    crits = len(ship.get("damage_faceup") or [])
    if crits:
        chips.append(Chip(CRIT.text + (str(crits) if crits > 1 else ""), CRIT.fill))
    for lock in ship.get("locks") or []:
        chips.append(Chip(">" + str(lock.get("letter", "?")), LOCK_HELD))
    for lock in ship.get("locked_by") or []:
        chips.append(Chip(str(lock.get("letter", "?")), LOCK_ON, TEXT))
    return chips


def maneuver_short(maneuver: str) -> str:
    """ "2-bank-left" -> "2 bank L" (in the picture's language); unknown shapes are returned as they are."""
    return words.maneuver_short(maneuver)


def dial_chip(ship: Mapping[str, Any], may_show_maneuver: bool) -> Chip | None:
    """The dial as this picture may show it: the maneuver only when allowed, else just "dial set"."""
    dial = ship.get("dial") or {}
    if not dial.get("committed"):
        return None
    maneuver = dial.get("maneuver")
    if may_show_maneuver and isinstance(maneuver, str) and maneuver:
        return Chip(maneuver_short(maneuver), TEXT, TEXT_DARK)
    return DIAL_SET
