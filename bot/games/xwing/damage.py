"""Suffering damage: one point at a time, shields first, then damage cards (face down for hits, face up for crits).

Destruction is checked after every card; in combat an equal-skill attacker only dooms a defender that has not fired
yet this round (the simultaneous-attack rule), it is removed after its own combat turn.
"""

from __future__ import annotations

from bot.core.texts import data_name, msg
from bot.games.xwing import hooks as H
from bot.games.xwing.cards.common import critical_data
from bot.games.xwing.content import ship_type
from bot.games.xwing.flow import Flow, destroy
from bot.games.xwing.names import ship_name
from bot.games.xwing.state import alive, hull_damage

REFEREE = "referee"  # visibility of the reshuffled deck order: no seat may see it


def draw_card(flow: Flow, sid: str, faceup: bool) -> str | None:
    """Deal the top card to `sid`; reshuffle the discard pile when the deck is empty. None: no cards at all."""
    s = flow.s
    if not s["deck"]:
        if not s["discard"]:
            return None
        n = s.get("reshuffles", 0) + 1
        order = flow.chance.shuffle(f"deck:reshuffle:{n}", sorted(s["discard"]))
        flow.emit("deck_reshuffled", visibility=REFEREE, deck=order, n=n)
        flow.emit("note", say=msg("say.deck_reshuffled", n=len(order)))
    card = s["deck"][0]
    kind = "faceup" if faceup else "facedown"
    name = ship_name(flow.ship(sid))
    say = msg("say.dealt_faceup", ship=name, card=data_name(critical_data()[card])) if faceup else None
    # A face-down card stays unknown to everybody: the event names only face-up cards; the state takes the top card.
    flow.emit(
        "damage", ship=sid, kind=kind, card=card if faceup else None, say=say or msg("say.dealt_facedown", ship=name)
    )
    return card


def suffer(flow: Flow, sid: str, hits: int, crits: int, source: str, attacker: str | None = None) -> None:
    """Deal the damage point by point. A ship doomed before this damage takes no more; a ship doomed by it is not
    removed, so it takes the rest (its new face-up cards may weigh on its return fire: rulebook p.16)."""
    if flow.ship(sid)["doomed"]:
        return
    for crit in [False] * hits + [True] * crits:
        ship = flow.ship(sid)
        if not alive(ship):
            return
        if ship["shields"] > 0:
            flow.emit(
                "damage",
                ship=sid,
                kind="shield",
                card=None,
                say=msg("say.shield_crit" if crit else "say.shield_hit", ship=ship_name(ship)),
            )
            card = None
        else:
            card = draw_card(flow, sid, crit)
            if card is None:  # deck and discard empty: crits become hits, tracked with counters
                flow.emit(
                    "damage",
                    ship=sid,
                    kind="counter",
                    card=None,
                    say=msg("say.damage_counter", ship=ship_name(ship)),
                )
        flow.hooks.fire(
            H.DAMAGE_DEALT, flow, {"ship": sid, "card": card, "faceup": crit and card is not None, "source": source}
        )
        if hull_damage(ship) >= ship_type(ship).hull and alive(ship) and not ship["doomed"]:
            s = flow.s
            if (
                attacker is not None
                and s["phase"] == "combat"
                and not ship["attacked"]
                and flow.skill(attacker) == flow.skill(sid)
            ):
                flow.emit(
                    "ship_doomed",
                    ship=sid,
                    say=msg("say.doomed", ship=ship_name(ship)),
                )
                continue
            destroy(flow, sid, source)
            return
