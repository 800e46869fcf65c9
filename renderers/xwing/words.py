"""X-Wing words in pictures: names from data in the picture's language (pilots, ship types, damage and upgrade
cards: `name_<lang>` where the rulebook gives one), sides and maneuvers from the game's own catalog, and the
short maneuver labels of the planning picture from the pictures' catalog."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from bot.core.data import load_json
from bot.core.texts import is_message, render_param
from bot.games.xwing.texts import CATALOGS, maneuver_msg, reason_msg, seat_msg, who_msg
from renderers.common.words import data_text, game_say, language, say

# ship types the data has no entry for: wave 1 ships the sandbox may place (printed names), and mission 1's shuttle
# (its pilot is the type too; «челнок сенатора», rulebook line 1012)
EXTRA_TYPES: dict[str, Mapping[str, Any]] = {
    "awing": {"name": "A-wing"},
    "tieinterceptor": {"name": "TIE Interceptor"},
    "yt1300": {"name": "YT-1300"},
    "firespray31": {"name": "Firespray-31"},
    "senatorsshuttle": {"name": "Senator's Shuttle", "name_ru": "Челнок сенатора"},
}


@cache
def _pilots() -> dict[str, Mapping[str, Any]]:
    """English pilot name -> its data entry (the view names pilots as printed)."""
    return {str(p["name"]): p for p in load_json("xwing", "pilots.json")["pilots"].values()}


@cache
def _types() -> dict[str, Mapping[str, Any]]:
    found = dict(EXTRA_TYPES)
    found.update(load_json("xwing", "ships.json")["ships"])
    return found


@cache
def _cards() -> dict[str, Mapping[str, Any]]:
    """English damage card name -> its data entry (the view lists face-up cards by name)."""
    return {str(c["name"]): c for c in load_json("xwing", "damage_deck.json")["cards"].values()}


@cache
def _upgrades() -> dict[str, Mapping[str, Any]]:
    """An upgrade's id (as the view lists them) or its printed name -> its data entry."""
    cards = load_json("xwing", "upgrades.json")["upgrades"]
    return {**{str(u["name"]): u for u in cards}, **{str(u["id"]): u for u in cards}}


def type_key(ship: Mapping[str, Any]) -> str:
    return str(ship.get("ship_type") or "").lower().replace("-", "").replace(" ", "")


def type_name(ship: Mapping[str, Any]) -> str:
    entry = _types().get(type_key(ship))
    return data_text(entry) if entry else str(ship.get("ship_type") or "")


def pilot_name(ship: Mapping[str, Any]) -> str:
    pilot = str(ship.get("pilot") or "").strip()
    entry = _pilots().get(pilot)
    if entry is not None:
        return data_text(entry)
    kind = _types().get(type_key(ship))
    if kind is not None and pilot == kind.get("name"):
        return data_text(kind)  # a sandbox ship: its "pilot" is its type
    return pilot


def card_name(name: Any) -> str:
    entry = _cards().get(str(name))
    return data_text(entry) if entry else str(name)


def upgrade_name(uid: Any) -> str:
    entry = _upgrades().get(str(uid))
    return data_text(entry) if entry else str(uid)


def _game(message: Any) -> str:
    """A message of the game's catalog (or a seat reference: its side's words, a picture names no person)."""
    return render_param(CATALOGS, message, language())


def side(seat: Any, capital: bool = True) -> str:
    """A side by name: "Rebel" / «Мятежники»; a team player's seat as that side's player with his number."""
    found = seat_msg(str(seat), capital=capital)
    return _game(found if isinstance(found, Mapping) else who_msg(str(seat)))


def side_of(seat: Any) -> str:
    """Whose (edge): "rebel" / «мятежников»."""
    return _game(seat_msg(str(seat)))


def maneuver(m: Any) -> str:
    """ "2-bank-left" as the game's catalog names it ("2 bank left" / «2 вираж влево»)."""
    return _game(maneuver_msg(str(m)))


def maneuver_short(m: str) -> str:
    """ "2-bank-left" -> "2 bank L" / «2 вир Л»; unknown shapes are returned as they are."""
    parts = m.split("-")
    if len(parts) < 2 or not parts[0].isdigit():
        return m
    hand = {"left": say("xwing.short.left"), "right": say("xwing.short.right")}.get(parts[-1], "")
    kind = parts[1] if parts[1] not in ("left", "right") else "straight"
    key = f"xwing.short.{kind}"
    try:
        return say(key, speed=int(parts[0]), side=hand)
    except KeyError:
        return m


def win_reason(view: Mapping[str, Any]) -> str:
    """Why the match ended, in the picture's language: the game's message for it when the view carries one
    (`win_said`), a known reason by its key, a concession; else the reason as the game gave it."""
    said = view.get("win_said")
    if is_message(said):
        return _game(said)
    reason = str(view.get("win_reason") or "").strip()
    seat, _, rest = reason.partition(" ")
    if rest == "conceded":
        return say("xwing.conceded", side=side(seat))
    return _game(reason_msg(reason)) if reason else ""


def difficulty(colour: str) -> str:
    """A maneuver's difficulty as the game's catalog names it (green / зелёный)."""
    return game_say(CATALOGS, f"diff.{colour}")


def log_lines(view: Mapping[str, Any]) -> list[str]:
    """The view's log lines in the picture's language: each from the game's message for it (`log_said`, beside
    `log`) where the view carries one, else as the game wrote it."""
    lines = [str(line) for line in view.get("log") or []]
    said = list(view.get("log_said") or [])
    if len(said) != len(lines):
        return lines
    return [_game(m) if is_message(m) else line for line, m in zip(lines, said, strict=True)]


def phase(name: Any) -> str:
    try:
        return say(f"xwing.phase.{name}")
    except KeyError:
        return str(name or "")


__all__ = ["card_name", "game_say", "maneuver", "maneuver_short", "phase", "pilot_name", "side", "type_name"]
