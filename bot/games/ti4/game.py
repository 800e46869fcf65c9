"""Twilight Imperium 4, one space combat (RU 39 = LRR 78) as a match on the game protocol.

Seats: "attacker" (the active player) and "defender". The match runs a fixed sequence of steps (steps.py); a step
either happens by itself (dice, forced choices) or waits for a player's decision (decisions.py). `act` applies a
decision and then runs every automatic step that follows, so one call returns all events up to the next decision.
Set-up: setup.py; the state and `evolve`: state.py; phases: phases.py; the combat log: narration.py.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any, cast

from bot.core.chance import Chance
from bot.core.protocol import JSON, Action, Event, Outcome, Prompt, SeatSpec, SetupOption, View
from bot.core.texts import msg, quoted
from bot.games.ti4 import combat, decisions, hits, steps
from bot.games.ti4 import texts as T
from bot.games.ti4.capacity import capacity
from bot.games.ti4.log_said import log_said
from bot.games.ti4.narration import narrated
from bot.games.ti4.phases import SEATS
from bot.games.ti4.setup import initial_state
from bot.games.ti4.state import CombatState, evolve


class Ti4SpaceCombat:
    name = "ti4"
    title = "Twilight Imperium 4: space combat"
    texts = T.CATALOGS  # localizable prompts, option labels, combat log, action errors (en/ru)
    seat_spec = SeatSpec(names=SEATS)
    # what adapters offer when challenging (bot.core.declared): the challenger attacks with `fleet`
    describe, new_help = "cmd.ti4", "cmd.ti4.new"
    setup_options = (
        SetupOption("fleet", "str", "opt.attacker_fleet", required=True, example="2 carrier 4 fighter 1 dreadnought"),
        SetupOption("defender_fleet", "str", "opt.defender_fleet", required=True, example="3 destroyer 1 cruiser"),
        SetupOption("nebula", "bool", "opt.nebula", default=False),
    )
    console_example = (
        '{"attacker": "2 carrier 4 fighter 1 dreadnought", "defender": {"fleet": "3 destroyer 1 cruiser", '
        '"pds": "1 pds2"}}',
        "docs/ti4.md; attacker and defender are required",
    )

    def new_options(self, given: Mapping[str, JSON]) -> dict[str, JSON]:
        return {
            "attacker": given.get("fleet"),
            "defender": given.get("defender_fleet"),
            "nebula": bool(given.get("nebula")),
        }

    def setup(self, options: Mapping[str, Any], seats: Sequence[str], chance: Chance) -> CombatState:
        state = initial_state(options, list(seats))
        for ev in steps.advance(state, chance):
            state = evolve(state, ev)
        return state

    def prompts(self, state: Mapping[str, Any]) -> list[Prompt]:
        return decisions.prompts(_typed(state))

    def act(self, state: Mapping[str, Any], seat: str, action: Action, chance: Chance) -> list[Event]:
        if seat not in SEATS:
            raise T.rule_error(msg("err.no_seat", seat=quoted(seat)), code="wrong_seat")
        if state["result"] is not None:
            raise T.rule_error(msg("err.over"), code="finished")
        if not isinstance(action, Mapping) or not isinstance(action.get("kind"), str):
            raise T.rule_error(msg("err.no_kind"), code="malformed")
        events = decisions.handle(_typed(state), seat, action, chance)
        s: Any = state
        told = []
        for ev in events:
            before = s
            s = evolve(s, ev)
            told.append(narrated(ev, before, s))
        return told + steps.advance(s, chance)

    def evolve(self, state: Mapping[str, Any], event: Event) -> CombatState:
        return evolve(state, event)

    def view(self, state: Mapping[str, Any], seat: str | None) -> View:
        """Everything in a space combat is public; the view adds names and combat values for renderers."""
        return {
            "game": "ti4",
            "viewer": seat,
            "round": state["round"],
            "phase": state["phase"],
            "nebula": state["nebula"],
            "sides": {name: _side_view(state["sides"][name]) for name in SEATS},
            "rounds": copy.deepcopy(state["rounds"]),
            "last": copy.deepcopy(state["rounds"][-1]),
            "waiting": [p.seat for p in self.prompts(state)],
            "result": copy.deepcopy(state["result"]),
            "log": list(state["log"][-12:]),
            "log_said": log_said(state, list(state["log"][-12:])),  # their messages: set-up lines reach no event
        }

    def bookmark(self, kind: str, payload: Mapping[str, Any]) -> dict[str, JSON] | None:
        """Round and step starts for replay bookmarks (optional protocol hook): each round (RU 39.8), space cannon
        offense (39.2), the anti-fighter barrage (39.3) and the retreat announcements that open each round's
        combat rolls (39.4, 39.5)."""
        if kind == "round_started":
            return {"round": payload.get("round"), "phase": None}
        to = str(payload.get("to") or "") if kind == "phase" else ""
        marked = {"sco:attacker": "mark.sco", "afb": "mark.afb", "declare:defender": "mark.declare"}
        key = next((k for prefix, k in marked.items() if to == prefix or to.startswith(prefix + ":")), None)
        return None if key is None else {"phase": msg(key)}

    def outcome(self, state: Mapping[str, Any]) -> Outcome | None:
        r = state["result"]
        if r is None:
            return None
        if r["winner"] is None:
            return Outcome((), r["reason"], draw=True)
        return Outcome((r["winner"],), r["reason"])

    def encode_state(self, state: Mapping[str, Any]) -> dict[str, Any]:
        """The state's own data (its top level as a dict): JSON already, and callers only read it
        (docs/protocol.md; issue 17: the deep copy was dumped at once and dropped)."""
        return state if type(state) is dict else dict(state)

    def decode_state(self, data: Any) -> dict[str, Any]:
        if not isinstance(data, dict) or "sides" not in data or "phase" not in data:
            raise ValueError("not a ti4 space combat state")
        return data  # taken over, not copied (docs/protocol.md): the caller parsed it for this state


def _typed(state: Mapping[str, Any]) -> CombatState:
    """The protocol hands states over as mappings; a TI4 state is a CombatState (setup and evolve make it)."""
    return cast(CombatState, state)


def _side_view(side: Mapping[str, Any]) -> dict[str, Any]:
    st = side["stats"]
    units = []
    for uid, (u, d) in sorted(side["units"].items(), key=lambda kv: hits.cost_key(kv[0], st)):
        units.append(
            {
                "unit": uid,
                "name": st[uid]["name"],
                "class": st[uid]["class"],
                "count": u + d,
                "damaged": d,
                "combat": st[uid]["combat"],
                "sustain": st[uid]["sustain"],
                "capacity": st[uid]["capacity"],
                "move": st[uid]["move"],
                "cost": st[uid]["cost"],
                "afb": st[uid]["afb"],
            }
        )
    return {
        "faction": side["faction"],
        "techs": list(side["techs"]),
        "units": units,
        "pds": dict(side["pds"]),
        "ships": combat.ships(side),
        "capacity": capacity(side),
        "lost": dict(side["lost"]),
        "removed": dict(side["removed"]),
        "retreated": side["retreated"],
        "declared_retreat": side["declared"],
        "retreat_available": side["retreat"],
        "names": {uid: st[uid]["name"] for uid in st},
    }
