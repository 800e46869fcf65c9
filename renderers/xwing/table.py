"""The console's text table of an X-Wing view (printed after each step at a shared console, so: the public view).

Per ship: label and full name, position (mm), heading, hull/shields, tokens, and for each enemy the range band, whether
it stands in this ship's arc, and obstruction (the rules' own geometry, bot.games.xwing.space); the first table also
names every label, explains the abbreviations and gives the mission's briefing and objectives. Texts come from the
game's Fluent catalogs (data/xwing/texts, en and ru).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.texts import Catalogs, msg, render
from bot.games.xwing import space
from renderers.common.words import speaking
from renderers.xwing import style as st

View = Mapping[str, Any]
CATALOGS = Catalogs("xwing")
PHASE_KEYS = {"setup", "planning", "activation", "combat", "end", "over"}


def _t(key: str, locale: str, **params: Any) -> str:
    return render(CATALOGS, msg(key, **params), locale)


def _seat(seat: str, locale: str) -> str:
    """Whose ship, as the game's word for that side's player («мятежник», a team seat «мятежник 2»), not the
    seat id."""
    side, _, n = seat.rpartition("-")
    if n.isdigit() and CATALOGS.has(f"who.team.{side}"):
        return _t(f"who.team.{side}", locale, n=int(n))
    return _t(f"player_lc.{seat}", locale) if CATALOGS.has(f"player_lc.{seat}") else seat


def _tokens(ship: Mapping[str, Any]) -> str:
    chips = [chip.text for chip in st.token_chips(ship)]
    if (ship.get("dial") or {}).get("committed"):
        chips.append("D")  # dial set; the maneuver is never in this public table
    return " ".join(chips)


def _versus(view: View, ship: Mapping[str, Any], enemy: Mapping[str, Any], locale: str) -> str:
    me, them = ship["pose"], enemy["pose"]
    band = space.range_band(space.base_distance(me, ship["base"], them, enemy["base"]))
    geo = space.attack_geometry(me, ship["base"], them, enemy["base"], list(view.get("obstacles") or []))
    return _t(
        "table.vs",
        locale,
        enemy=str(enemy.get("label")),
        band=_t("table.band", locale, n=band) if band else _t("table.beyond", locale),
        arc=_t("table.in_arc", locale) if geo is not None and geo.get("range") else "",
        obstructed=_t("table.obstructed", locale) if geo is not None and geo.get("obstructed") else "",
    )


def _ship_lines(view: View, ship: Mapping[str, Any], locale: str) -> list[str]:
    name, seat = st.pilot_and_type(ship), _seat(str(ship.get("seat")), locale)
    if ship.get("destroyed") or ship.get("fled"):
        how = _t("table.fled" if ship.get("fled") else "table.destroyed", locale)
        return [_t("table.gone", locale, label=str(ship.get("label")), name=name, seat=seat, how=how)]
    pose = ship["pose"]
    tokens = _tokens(ship).strip()
    head = _t(
        "table.ship",
        locale,
        label=str(ship.get("label")),
        name=name,
        seat=seat,
        x=round(float(pose["x"])),
        y=round(float(pose["y"])),
        heading=round(float(pose["heading"])) % 360,
        hull=int(ship.get("hull", 0)),
        hull_max=int(ship.get("hull_max", 0)),
        shields=int(ship.get("shields", 0)),
        shields_max=int(ship.get("shields_max", 0)),
        tokens=_t("table.tokens", locale, list=tokens) if tokens else "",
    )
    enemies = [
        e
        for e in view.get("ships") or []
        if e.get("seat") != ship.get("seat") and e.get("pose") and not e.get("destroyed") and not e.get("fled")
    ]
    versus = "; ".join(_versus(view, ship, e, locale) for e in enemies)
    return [head] + ([f"    {versus}"] if versus else [])


def text_table(view: View, locale: str = "en", *, first: bool = False) -> str:
    """The table of the ships on the table now; with `first`, the briefing and the abbreviations before it."""
    with speaking(locale):  # names from data (pilots, ship types) in the reader's language too
        return _text_table(view, locale, first)


def _text_table(view: View, locale: str, first: bool) -> str:
    lines: list[str] = []
    if first:
        mission = (view.get("mission") or {}).get("id") if isinstance(view.get("mission"), Mapping) else None
        lines.append(_t(f"briefing.{mission}" if mission else "briefing.standard", locale))
        # a list param: each name fits Fluent's bound, where the joined list of a big squad was cut
        names = [f"{s.get('label')} = {st.pilot_and_type(s)}" for s in view.get("ships") or []]
        lines += [_t("table.names", locale, list=names), _t("table.legend", locale)]
    phase = str(view.get("phase"))
    shown_phase = _t(f"mark.{phase}", locale) if phase in PHASE_KEYS else phase
    lines.append(_t("table.title", locale, round=view.get("round", 0), phase=shown_phase))
    for ship in view.get("ships") or []:
        if ship.get("pose"):
            lines += _ship_lines(view, ship, locale)
    return "\n".join(lines)
