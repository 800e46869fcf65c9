"""Card choices the player makes himself, asked as prompts where the match can wait for them:

- Swarm Tactics, at the start of the Combat phase: which friendly ship at range 1 fights at this ship's pilot skill
  (or none: the card says "may");
- R5 Astromech, in the End phase: which face-up Ship damage card to flip face down (or none).

Each is an entry of `EXTRA_DECISIONS`; the decision is asked once per card and round (kept in `card_state`).
"""

from __future__ import annotations

from typing import Any

from bot.core.protocol import Prompt
from bot.core.texts import msg, quoted
from bot.games.xwing import hooks as H
from bot.games.xwing.cards.common import (
    card_name,
    critical_data,
    faceup,
    flip_down,
    friends_in_range,
    has_upgrade,
    mark,
    marks,
    upgrade_name,
)
from bot.games.xwing.flow import Flow, fielded, skill
from bot.games.xwing.names import ship_name
from bot.games.xwing.texts import english, option, prompt_texts, rule_error

State = dict[str, Any]
SHIP_CARDS = tuple(c for c, d in critical_data().items() if d["trait"] == "ship")


# --- Swarm Tactics ----------------------------------------------------------------------------------------------
def swarm_candidates(state: State, hooks: H.Hooks, sid: str) -> list[str]:
    mine = skill(state, hooks, sid)
    return [o for o in friends_in_range(state, sid, 1, 1) if skill(state, hooks, o) < mine]


def _swarm_next(flow: Flow) -> None:
    """Ask the next Swarm Tactics ship with someone to lift, or let the Combat phase go on."""
    s = flow.s
    for sid in fielded(s):
        ship = flow.ship(sid)
        if (
            has_upgrade(ship, "swarmtactics")
            and marks(ship).get("swarm_asked") != s["round"]
            and swarm_candidates(s, flow.hooks, sid)
        ):
            flow.wait({"kind": "swarm_tactics", "seat": ship["seat"], "ship": sid})
            return
    flow.wait(None)


def _swarm_start(flow: Flow, ctx: H.Ctx) -> None:
    if any(has_upgrade(flow.ship(sid), "swarmtactics") for sid in fielded(flow.s)):
        _swarm_next(flow)


def _swarm_prompts(state: State, hooks: H.Hooks, p: dict[str, Any]) -> list[Prompt]:
    sid = p["ship"]
    mine = skill(state, hooks, sid)
    opts = [
        option(o, msg("opt.swarm", ship=ship_name(state["ships"][o]), skill=mine), {"kind": "swarm_tactics", "ship": o})
        for o in swarm_candidates(state, hooks, sid)
    ]
    opts.append(option("none", msg("opt.nobody"), {"kind": "swarm_tactics", "ship": None}))
    text = msg("prompt.swarm", card=upgrade_name("swarmtactics"), ship=ship_name(state["ships"][sid]))
    return [
        Prompt(
            p["seat"],
            "swarm_tactics",
            english(text),
            f"r{state['round']}:swarm:{sid}",
            tuple(opts),
            default=opts[-1].action,
            context={"ship": sid, **prompt_texts(text)},
        )
    ]


def _swarm_handle(flow: Flow, seat: str, action: dict[str, Any]) -> None:
    s = flow.s
    sid = s["pending"]["ship"]
    pick = action.get("ship")
    if pick is not None and pick not in swarm_candidates(s, flow.hooks, sid):
        raise rule_error(msg("err.swarm_pick", ship=quoted(pick)), "Swarm Tactics")
    mine = skill(s, flow.hooks, sid)
    mark(flow, sid, "swarm_asked", s["round"])
    if pick is not None:
        mark(
            flow,
            pick,
            "swarm",
            {"round": s["round"], "skill": mine},
            say=msg("say.swarm", card=upgrade_name("swarmtactics"), ship=ship_name(flow.ship(pick)), skill=mine),
        )
    _swarm_next(flow)


def swarm_skill(state: State, ctx: H.Ctx, value: int) -> int:
    sw = marks(state["ships"][ctx["ship"]]).get("swarm")
    if sw and sw["round"] == state["round"] and state["phase"] == "combat":
        return int(sw["skill"])
    return value


# --- R5 Astromech ---------------------------------------------------------------------------------------------------
def _r5_ships(state: State) -> list[str]:
    return [
        sid
        for sid in fielded(state)
        if has_upgrade(state["ships"][sid], "r5astromech")
        and marks(state["ships"][sid]).get("r5_asked") != state["round"]
        and any(faceup(state["ships"][sid], c) for c in SHIP_CARDS)
    ]


def _r5_next(state: State, ctx: H.Ctx, value: Any) -> Any:
    if value is not None or ctx["point"] != "end":
        return value
    ships = _r5_ships(state)
    return {"kind": "r5_astromech", "seat": state["ships"][ships[0]]["seat"], "ship": ships[0]} if ships else None


def _r5_prompts(state: State, hooks: H.Hooks, p: dict[str, Any]) -> list[Prompt]:
    ship = state["ships"][p["ship"]]
    cards = sorted({c for c in SHIP_CARDS if faceup(ship, c)})
    opts = [option(c, msg("opt.flip", card=card_name(c)), {"kind": "r5_astromech", "card": c}) for c in cards]
    opts.append(option("none", msg("opt.keep_faceup"), {"kind": "r5_astromech", "card": None}))
    text = msg("prompt.r5", card=upgrade_name("r5astromech"), ship=ship_name(ship))
    return [
        Prompt(
            p["seat"],
            "r5_astromech",
            english(text),
            f"r{state['round']}:r5:{p['ship']}",
            tuple(opts),
            default=opts[0].action,
            context={"ship": p["ship"], **prompt_texts(text)},
        )
    ]


def _r5_handle(flow: Flow, seat: str, action: dict[str, Any]) -> None:
    sid = flow.s["pending"]["ship"]
    card = action.get("card")
    found = faceup(flow.ship(sid), card) if card in SHIP_CARDS else []
    if card is not None and not found:
        raise rule_error(msg("err.r5_card", ship=ship_name(flow.ship(sid)), card=quoted(card)), "R5 Astromech")
    mark(flow, sid, "r5_asked", flow.s["round"])
    if found:
        flip_down(flow, sid, found[0], msg("flip.r5"))
    flow.wait(None)


def register(h: H.Hooks) -> None:
    h.modifier(H.PILOT_SKILL)(swarm_skill)
    h.trigger(H.COMBAT_START)(_swarm_start)
    h.modifier(H.NEXT_DECISION)(_r5_next)
    H.EXTRA_DECISIONS["swarm_tactics"] = (_swarm_prompts, _swarm_handle)
    H.EXTRA_DECISIONS["r5_astromech"] = (_r5_prompts, _r5_handle)
