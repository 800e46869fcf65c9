"""Card effects: what each may target and how it resolves (digest §7-§8, the effect glossary).

An effect is controlled by the owner of the card showing it (§7.2), may target a card on either board (Move,
Rotate, Destroy, Barrel roll, Fighter damage), is mandatory when it can apply and fizzles without a legal target.
Lateral and Free moves stay on the card's own board and need room in the destination sector ([AMBIG-7]); a Free
move to the card's own sector is a vertical move ([AMBIG-8]).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.protocol import SEALED, Option
from bot.games.starfighter import board as bd
from bot.games.starfighter.context import Ctx
from bot.games.starfighter.state import catalogue, pile_of
from bot.games.starfighter.texts import card_label, text

AUTOMATIC = ("draw", "damage_enemy", "damage_own")
MOVES = ("lateral", "free")


def next_effect(s: Mapping[str, Any]) -> dict[str, Any] | None:
    """The effect to resolve now, or None when its owner must first choose the order (§7.3)."""
    batch = s["pending"][-1]
    effects = batch["effects"]
    if batch["current"] is not None:
        return next(e for e in effects if e["eid"] == batch["current"])
    aimed = [e for e in effects if "aim" in e]
    if aimed:
        return dict(aimed[0])
    # Draw and cruiser damage take no target and touch no card, and an effect without a legal target fizzles:
    # resolving them first changes nothing, so the owner is not asked; nor when the same icon shows twice
    automatic = [e for e in effects if e["effect"] in AUTOMATIC or not options(s, e)]  # no target: it fizzles
    if automatic:
        return dict(automatic[0])
    if len({e["effect"] for e in effects}) == 1:
        return dict(effects[0])
    return None


def owner_of(s: Mapping[str, Any], eid: int) -> str:
    return str(next(b["owner"] for b in s["pending"] if any(e["eid"] == eid for e in b["effects"])))


def destinations(s: Mapping[str, Any], effect: str, inst: str) -> list[int]:
    """Sectors of the card's own board it may move to (lateral: adjacent; free: any, its own included)."""
    found = bd.find(s, inst)
    assert found is not None
    seat, sector, _ = found
    cat, stacks = catalogue(s), s["players"][seat]["board"]
    around = (sector - 1, sector + 1) if effect == "lateral" else range(len(stacks))
    out = []
    for to in around:
        if 0 <= to < len(stacks) and (to == sector or len(stacks[to]) < bd.rows(s, cat, seat, to)):
            out.append(to)
    return out


def targets(s: Mapping[str, Any], effect: str) -> list[str]:
    """Card instances the effect may target, in board order."""
    if effect == "fighter_damage":
        return [stack[-1]["inst"] for seat in s["seats"] for stack in s["players"][seat]["board"] if stack]
    found = [e["inst"] for _seat, _sector, _i, e in bd.entries(s)]
    if effect in MOVES:
        return [inst for inst in found if destinations(s, effect, inst)]
    return found


def describe(s: Mapping[str, Any], inst: str) -> dict[str, Any]:
    """A public description of a card on a board: whose board, sector, level, number (or face-down)."""
    found = bd.find(s, inst)
    assert found is not None
    seat, sector, i = found
    entry = s["players"][seat]["board"][sector][i]
    what = card_label(entry["card"]) if entry["side"] == "face" else {"key": "card.back", "params": {}}
    return {"key": "card.on_board", "params": {"seat": seat_msg(seat), "sector": sector + 1, "level": i, "what": what}}


def seat_msg(seat: str) -> dict[str, Any]:
    return {"key": f"seat.{seat}", "params": {}}


def effect_msg(effect: str) -> dict[str, Any]:
    return {"key": f"effect.{effect}", "params": {}}


def options(s: Mapping[str, Any], eff: Mapping[str, Any]) -> list[Option]:
    """The legal choices for the effect now: a target card, or (after aiming a move) a destination sector."""
    if "aim" in eff:
        out = []
        for to in destinations(s, eff["effect"], eff["aim"]):
            label, message = text("opt.to_sector", sector=to + 1)
            out.append(Option(f"s{to + 1}", label, {"kind": "target", "sector": to + 1}, texts={"label": message}))
        return out
    out = []
    for inst in targets(s, eff["effect"]):
        message = describe(s, inst)
        label, _ = text(message["key"], **message["params"])
        out.append(Option(inst, label, {"kind": "target", "card": inst}, texts={"label": message}))
    return out


def resolve_automatic(ctx: Ctx, eff: Mapping[str, Any], owner: str) -> None:
    """Draw and cruiser damage: no choice to make."""
    s = ctx.s
    if eff["effect"] == "draw":
        pile = s["piles"][pile_of(s, owner)]
        if not pile["deck"] and pile["discard"]:
            ctx.emit("reshuffled", {"pile": pile_of(s, owner)}, say=("say.reshuffled", {}))
        if not pile["deck"]:
            ctx.emit("fizzled", {"eid": eff["eid"]}, say=("say.fizzled", {"effect": effect_msg("draw")}))
            return
        deck = pile["deck"]
        card = deck[ctx.chance.rng(f"draw:{s['draws']}").randrange(len(deck))]
        ctx.emit("effect", {"eid": eff["eid"]}, say=("say.set_aside", {"seat": seat_msg(owner)}))
        ctx.emit("set_aside", {"seat": owner, "card": card}, visibility=SEALED)
        return
    hurt = owner if eff["effect"] == "damage_own" else bd.other(s, owner)
    ctx.emit("effect", {"eid": eff["eid"]})
    ctx.emit(
        "armour",
        {"seat": hurt, "n": 1, "why": eff["effect"]},
        say=("say.armour_effect", {"effect": effect_msg(eff["effect"]), "seat": seat_msg(hurt)}),
    )


def resolve_target(ctx: Ctx, eff: Mapping[str, Any], owner: str, inst: str, to: int | None) -> None:
    """Apply a targeted effect (the target and, for a move, its destination are legal: the caller checked)."""
    s, effect, eid = ctx.s, eff["effect"], eff["eid"]
    found = bd.find(s, inst)
    assert found is not None
    seat, sector, index = found
    what = describe(s, inst)
    params = {"who": seat_msg(owner), "effect": effect_msg(effect), "card": what}
    if effect in MOVES or effect == "vertical":
        dest = sector if effect == "vertical" else to
        assert dest is not None
        ctx.emit("effect", {"eid": eid}, say=("say.moved", {**params, "sector": dest + 1}))
        ctx.emit("moved", {"inst": inst, "to": dest, "by": owner})
    elif effect == "rotate":
        ctx.emit("effect", {"eid": eid}, say=("say.effect_on", params))
        ctx.emit("rotated", {"inst": inst, "by": owner})
    elif effect == "destroy":
        ctx.emit("effect", {"eid": eid}, say=("say.effect_on", params))
        ctx.emit("destroyed", {"inst": inst, "by": owner})
    elif effect == "barrel_roll":
        entry = s["players"][seat]["board"][sector][index]
        ctx.emit("effect", {"eid": eid}, say=("say.effect_on", params))
        flipped: dict[str, Any] = {"inst": inst, "by": owner}
        if entry["side"] == "back":
            flipped["card"] = entry["card"]  # its face is now public
        ctx.emit("flipped", flipped)
    else:  # fighter_damage: one token on a top card, the shield rule applies (§8.2)
        ctx.emit("effect", {"eid": eid}, say=("say.effect_on", params))
        place_token(ctx, seat, sector, owner, volley=False)


def token_spot(s: Mapping[str, Any], stack: list[dict[str, Any]]) -> str:
    """Where the next token on the top card goes: an empty shield first, then a fighter of the positional upper
    half, then of the lower ([AMBIG-4] default: the half a new card would repair first); "none" if neither."""
    cat, entry = catalogue(s), stack[-1]
    if entry["shield"] < bd.shields(cat, entry):
        return "shield"
    for position in ("upper", "lower"):
        h = bd.printed(entry, position)
        if bd.half(cat, entry, h).get("fighters", 0) > entry["dmg"][h]:
            return h
    return "none"


def place_token(ctx: Ctx, seat: str, sector: int, by: str, *, volley: bool) -> None:
    """One damage token on the top card of `seat`'s sector; the card's last undamaged fighter hit destroys it (a
    card with no undamaged fighter and no empty shield is destroyed by the token: [AMBIG-17])."""
    s = ctx.s
    stack = s["players"][seat]["board"][sector]
    entry = stack[-1]
    on = token_spot(s, stack)
    ctx.emit("hit", {"seat": seat, "inst": entry["inst"], "on": on, "volley": volley})
    if on != "shield" and bd.undamaged(catalogue(s), stack, len(stack) - 1) == 0:
        ctx.emit(
            "destroyed", {"inst": entry["inst"], "by": by}, say=("say.destroyed", {"card": describe(s, entry["inst"])})
        )
