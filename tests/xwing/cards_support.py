"""Helpers for card tests: a scenario with upgrades, damage cards and tokens, driven through the real match."""

from __future__ import annotations

from typing import Any

from bot.games.xwing import GAME
from bot.games.xwing.damage import suffer
from bot.games.xwing.decisions import advance
from bot.games.xwing.flow import Flow
from bot.games.xwing.rules import set_dial
from tests.xwing.match_support import ScriptedChance, scenario

Ships = list[tuple[str, str, str, tuple[float, float, float]]]


def table(
    ships: Ships,
    *,
    upgrades: dict[str, list[str]] | None = None,
    faceup: dict[str, list[str]] | None = None,
    tokens: dict[str, dict[str, int]] | None = None,
    shields: dict[str, int] | None = None,
    lock: dict[str, str] | None = None,
) -> dict[str, Any]:
    """A round-1 match in planning with ships at exact poses, then cards and tokens put on them."""
    state = scenario(ships)
    for sid, ups in (upgrades or {}).items():
        state["ships"][sid]["upgrades"] = list(ups)
    for sid, cards in (faceup or {}).items():
        state["ships"][sid]["damage"] = [{"card": c, "faceup": True} for c in cards]
    for sid, toks in (tokens or {}).items():
        state["ships"][sid]["tokens"].update(toks)
    for sid, n in (shields or {}).items():
        state["ships"][sid]["shields"] = n
    for sid, target in (lock or {}).items():
        state["ships"][sid]["lock"] = {"letter": "A", "target": target}
    return state


def to_combat(state: dict[str, Any], chance: ScriptedChance, *, fire_start: bool = False) -> dict[str, Any]:
    """Skip to the Combat phase (every ship activated) and advance to the first attacker's decision."""
    state["phase"], state["pending"] = "combat", None
    for ship in state["ships"].values():
        ship["activated"] = True
    flow = Flow(state, chance, GAME.hooks)
    if fire_start:
        from bot.games.xwing import hooks as H

        flow.hooks.fire(H.COMBAT_START, flow, {})
    advance(flow)
    return flow.s


def activate(state: dict[str, Any], chance: ScriptedChance, dials: dict[str, str]) -> dict[str, Any]:
    """Set dials for some ships (the others count as activated) and run the Activation phase up to a decision."""
    flow = Flow(state, chance, GAME.hooks)
    for sid, m in dials.items():
        set_dial(flow, state["ships"][sid]["seat"], sid, m)
    for sid, ship in flow.s["ships"].items():
        ship["activated"] = sid not in dials
    flow.s["commitments"].update({sid: "-" for sid in flow.s["ships"] if sid not in dials})
    flow.wait(None)
    flow.emit("phase", phase="activation", round=flow.s["round"])
    advance(flow)
    return flow.s


def action_step(state: dict[str, Any], chance: ScriptedChance, sid: str) -> dict[str, Any]:
    """Put `sid` in its perform-action step (every other ship already activated)."""
    state["phase"] = "activation"
    for o, ship in state["ships"].items():
        ship["activated"] = o != sid
    state["pending"] = {"kind": "action", "seat": state["ships"][sid]["seat"], "ship": sid, "free": False}
    return state


def deal(
    state: dict[str, Any], chance: ScriptedChance, sid: str, cards: list[str], *, crit: bool = True
) -> dict[str, Any]:
    """Deal `cards` (top of the deck, in order) to `sid` as critical (face-up) or normal damage, via the hooks."""
    state["deck"] = [*cards, *state["deck"]]
    flow = Flow(state, chance, GAME.hooks)
    suffer(flow, sid, 0 if crit else len(cards), len(cards) if crit else 0, "test")
    return flow.s


def option_ids(prompt: Any) -> set[str]:
    return {o.id for o in prompt.options}
