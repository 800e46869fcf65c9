"""The X-Wing secret pre-match pick (bot.core.declared): a squad pasted as XWS or picked ship by ship.

Input reading and the pilot list only: points and legality are checked when the match is set up. Generic pilots are
offered up to GENERIC_COPIES times so a squad may fly several of them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.data import load_json
from bot.core.protocol import JSON, Choice, Option, SecretPick, SetupOption
from bot.core.texts import data_name, msg
from bot.games.xwing import squads as sq
from bot.games.xwing.cards.common import pilot_name
from bot.games.xwing.content import content
from bot.games.xwing.missions import PLAYABLE as PLAYABLE_MISSIONS
from bot.games.xwing.texts import rule_error, seat_msg

GENERIC_COPIES = 3
MAX_SHIPS = 8

SECRET_PICK = SecretPick(
    option="squads",
    paste="squad",
    build="builder",
    max_picks=MAX_SHIPS,
    pick_text="invite.pick_squad",
    picked_text="invite.squad_chosen",
    paste_title="invite.xws_title",
    paste_label="invite.xws_label",
    waiting_text="invite.xws_waiting",
    bad_text="err.bad_xws",
)
FACTIONS = (Choice("rebel", "choice.rebel"), Choice("imperial", "choice.imperial"))
SETUP_OPTIONS = (
    SetupOption("squad", "str", "opt.squad"),
    SetupOption("builder", "choice", "opt.builder", choices=FACTIONS),
    SetupOption("points", "int", "opt.points", default=100, minimum=1, maximum=1000),
    SetupOption("obstacles", "bool", "opt.obstacles", default=False),
    SetupOption(
        "mission", "choice", "opt.mission", choices=tuple(Choice(m, f"choice.mission.{m}") for m in PLAYABLE_MISSIONS)
    ),
)


def new_options(given: Mapping[str, JSON]) -> dict[str, JSON]:
    """A chat challenge: asteroids on or off, automatic deployment, a mission; the points cap only applies to
    squads (pasted or built: the quick start has its own cap)."""
    options: dict[str, JSON] = {"obstacles": "standard" if given.get("obstacles") else "none", "deployment": "auto"}
    if given.get("mission"):  # the mission sets up its own forces, zones and obstacles (docs/xwing-cards.md)
        options["mission"] = given["mission"]
    if given.get("squad") or given.get("builder"):
        options["points"] = given.get("points") if given.get("points") is not None else 100
    return options


def read_pick(text: str) -> tuple[str, JSON]:
    """(faction, squad entries for the `squads` option) from pasted XWS JSON; RuleError listing every problem."""
    squad, problems = sq.parse_xws_text(text, sq.load_catalog())
    if squad is None or problems:
        problems = problems or [sq.problem("format", "problem.xws_object")]
        said = msg("err.xws_paste", problems=sq.problems_msg(problems))
        raise sq.xws_refusal(sq.describe_problems(problems), said, "malformed")
    entries: list[dict[str, Any]] = []
    for ship in squad.ships:
        entry: dict[str, Any] = {"pilot": ship.pilot}
        if ship.upgrades:
            entry["upgrades"] = list(ship.upgrades)
        entries.append(entry)
    return squad.faction, entries


def _type_name(ship: str) -> dict[str, Any]:
    """A ship type in the reader's language from data/xwing/ships.json ("TIE Advanced", «TIE-улучшенный»)."""
    return data_name(load_json("xwing", "ships.json")["ships"][ship])


def pick_options(faction: str) -> tuple[Option, ...]:
    """The faction's pilots, dearest first; generic ones GENERIC_COPIES times ("pilot#n")."""
    c = content()
    out = []
    for pilot in sorted(c.pilots.values(), key=lambda p: (-p.cost, p.name)):
        ship = c.ships[pilot.ship]
        if ship.faction != faction:
            continue
        copies = 1 if pilot.unique else GENERIC_COPIES
        for n in range(1, copies + 1):
            suffix = f" #{n}" if copies > 1 else ""
            out.append(
                Option(
                    id=f"{pilot.id}#{n}",
                    label=f"{pilot.name}{suffix}",
                    action={"kind": "pick", "pilot": pilot.id},
                    detail=f"{ship.name}, skill {pilot.skill}, {pilot.cost} points",
                    texts={
                        "label": msg("pick.pilot", name=pilot_name(pilot.id), suffix=suffix),
                        "detail": msg("pick.detail", ship=_type_name(pilot.ship), skill=pilot.skill, points=pilot.cost),
                    },
                )
            )
    return tuple(out)


def pick_tally(faction: str, ids: Sequence[str], options: Mapping[str, Any]) -> JSON:
    """The running total shown while a squad is picked: ships and points against the cap (the cap itself is checked
    when the match is set up); ids not offered to the faction count for nothing."""
    cost = {o.id: o.action["pilot"] for o in pick_options(faction)}
    pilots = content().pilots
    points = sum(pilots[cost[i]].cost for i in ids if i in cost)
    limit = options.get("points")
    if isinstance(limit, int) and not isinstance(limit, bool):
        key = "pick.tally_over" if points > limit else "pick.tally"
        return msg(key, ships=len(ids), points=points, limit=limit)
    return msg("pick.tally_free", ships=len(ids), points=points)


def pick_value(faction: str, ids: Sequence[str]) -> JSON:
    """Squad entries from picked option ids; RuleError for an id that is not one of the faction's pilots."""
    known = {o.id for o in pick_options(faction)}
    bad = [i for i in ids if i not in known]
    if bad or not ids or len(ids) > MAX_SHIPS:
        raise rule_error(msg("err.pick_ships", most=MAX_SHIPS, seat=seat_msg(faction)), code="malformed")
    return [{"pilot": i.split("#")[0]} for i in ids]
