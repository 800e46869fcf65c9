"""Helpers shared by card handlers: which cards a ship has, whether they are live, rolling one die, flipping.

Card rules (Russian core rulebook, "Свойства карт", "Нарушение правил"):
- card text affects only its own ship unless it says otherwise;
- it is mandatory unless it says "may" or is headed "Action" / "Attack" (those become offered effects here);
- a card beats a rule (so handlers simply change values through the hooks);
- when one card forbids what another allows, the effect is forbidden (prohibitions are modifiers applied last:
  see `prohibit`).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from bot.core.data import load_json
from bot.core.dice import load_dice
from bot.core.texts import data_name, msg
from bot.games.xwing.names import ship_name
from bot.games.xwing.state import Ship as ShipRecord

Ship = Mapping[str, Any]  # any ship record, read only (a state.Ship or a plain dict)
State = dict[str, Any]


@cache
def upgrade_data() -> dict[str, dict[str, Any]]:
    return {u["id"]: u for u in load_json("xwing", "upgrades.json")["upgrades"]}


@cache
def pilot_name(pid: str) -> dict[str, Any]:
    """A pilot's name as a text param (Russian where the rulebook gives it)."""
    return data_name(load_json("xwing", "pilots.json")["pilots"][pid])


def upgrade_name(uid: str) -> dict[str, Any]:
    """An upgrade card's name as a text param (Russian where the rulebook gives it)."""
    return data_name(upgrade_data()[uid])


def card_effect(name: dict[str, Any], what: dict[str, Any]) -> dict[str, Any]:
    """A card's effect as an option label: "Luke Skywalker: change 1 focus result to an evade"."""
    return msg("effect.card", card=name, what=what)


def critical_data() -> dict[str, dict[str, Any]]:
    cards: dict[str, dict[str, Any]] = load_json("xwing", "critical_effects.json")["cards"]
    return cards


def alive(ship: Ship) -> bool:
    return not ship.get("destroyed", False)


def faceup(ship: Ship, card: str) -> list[int]:
    """Indexes of this ship's face-up damage cards called `card`."""
    return [i for i, d in enumerate(ship.get("damage", ())) if d["faceup"] and d["card"] == card]


def injured(ship: Ship) -> bool:
    """Injured Pilot: everyone ignores this ship's pilot ability and Elite upgrades."""
    return bool(faceup(ship, "injured_pilot"))


def pilot_is(ship: Ship, pilot: str) -> bool:
    """True when `ship` is flown by `pilot` and its ability is live (alive, not blanked by Injured Pilot)."""
    return ship.get("pilot") == pilot and alive(ship) and not injured(ship)


def upgrades_of(ship: Ship) -> list[str]:
    return list(ship.get("upgrades", ()))


def has_upgrade(ship: Ship, upgrade: str) -> bool:
    """True when the (undiscarded) upgrade is on the ship and live (Elite talents are blanked by Injured Pilot)."""
    if upgrade not in ship.get("upgrades", ()) or not alive(ship):
        return False
    return not (upgrade_data()[upgrade]["slot"] == "elite" and injured(ship))


def roll(chance: Any, key: str, die: str = "attack") -> str:
    """One die face for a card effect; keyed by the game step so a redo rolls the same."""
    face: str = load_dice("xwing")[die].roll(chance.rng(key)).name
    return face


def ship_of(state: State, sid: str) -> ShipRecord:
    ship: ShipRecord = state["ships"][sid]
    return ship


def side(ship: Ship) -> str:
    """The ship's faction; in team play several seats share one faction, and "friendly" means the same faction."""
    return str(ship.get("faction") or ship["seat"])


def friendly(state: State, a: str, b: str) -> bool:
    return side(state["ships"][a]) == side(state["ships"][b])


def flip_down(flow: Any, sid: str, index: int, why: Any) -> None:
    """Turn a face-up damage card face down: its effect ends, it still counts as 1 damage. `why` is a message."""
    ship = flow.ship(sid)
    name = card_name(ship["damage"][index]["card"])
    flow.emit(
        "damage_card_flipped",
        ship=sid,
        index=index,
        faceup=False,
        say=msg("say.flipped_down", ship=ship_name(ship), card=name, why=why),
    )


def card_name(card: str) -> dict[str, Any]:
    """A damage card's name as a text param (the rulebook's Russian where it gives one)."""
    return data_name(critical_data()[card])


def card_key(flow: Any, name: str, sid: str) -> str:
    """A chance key for a card's die roll: round, card, ship and how many damage cards the ship holds (so two
    rolls for the same card in one round, with damage in between, get different keys)."""
    return f"r{flow.s['round']}:{name}:{sid}:{len(flow.ship(sid)['damage'])}"


def mark(flow: Any, sid: str, key: str, value: Any, say: Any = None) -> None:
    flow.emit("card_state", ship=sid, key=key, value=value, say=say)


def marks(ship: Ship) -> dict[str, Any]:
    m: dict[str, Any] = ship.get("card_state", {})
    return m


def range_between(state: State, a: str, b: str) -> int | None:
    """Range band 1-3 between two ships' bases (None beyond range 3), in any direction."""
    from bot.games.xwing import space

    sa, sb = state["ships"][a], state["ships"][b]
    return space.range_band(space.base_distance(sa["pose"], sa["base"], sb["pose"], sb["base"]))


def friends_in_range(state: State, sid: str, lo: int, hi: int) -> list[str]:
    """Other live friendly ships at range lo-hi of `sid`."""
    out = []
    for o, ship in state["ships"].items():
        if o == sid or not alive(ship) or ship.get("pose") is None or not friendly(state, sid, o):
            continue
        band = range_between(state, sid, o)
        if band is not None and lo <= band <= hi:
            out.append(o)
    return out
