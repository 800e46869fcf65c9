"""The round (digest §6): Reinforcement, Deployment, Battle, end of round, end of game; and effect chains.

`advance` runs everything that needs no decision (draws, automatic effects, forced passes, token placement,
overflow, the end of the round) until a seat must decide something or the match is over. Each phase is one step
function in STEPS; each step emits events through the Ctx and returns True to keep going, False to wait.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.games.starfighter import board as bd
from bot.games.starfighter import effects as fx
from bot.games.starfighter.catalogue import Catalogue
from bot.games.starfighter.context import Ctx
from bot.games.starfighter.state import catalogue, pile_of
from bot.games.starfighter.texts import cruiser_name, say

MAX_STEPS = 5000  # a bound on one action's automatic work (each step emits at least one event)


def legal_sectors(s: Mapping[str, Any], cat: Catalogue, seat: str, card: str, side: str) -> list[int]:
    """Sectors where `card` may be played from hand (§6.2): the next free space of a sector with room; a level-L
    face only where the sector holds exactly L cards; a back (level 0) or a level-0 face anywhere with room."""
    level = cat.cards[card]["level"] if side == "face" else 0
    out = []
    for sector, stack in enumerate(s["players"][seat]["board"]):
        if len(stack) < bd.rows(s, cat, seat, sector) and (level == 0 or len(stack) == level):
            out.append(sector)
    return out


def can_play(s: Mapping[str, Any], seat: str) -> bool:
    """A card in hand and a sector with room: a card played back-up fits any such sector."""
    cat, player = catalogue(s), s["players"][seat]
    return bool(player["hand"]) and any(
        len(stack) < bd.rows(s, cat, seat, sector) for sector, stack in enumerate(player["board"])
    )


def advance(ctx: Ctx) -> None:
    for _ in range(MAX_STEPS):
        s = ctx.s
        if s["result"] is not None:
            return
        keep_going = _effect_step(ctx) if s["pending"] else STEPS[s["phase"]](ctx)
        if not keep_going:
            return
    raise AssertionError("starfighter: no decision reached within the step bound")


def _effect_step(ctx: Ctx) -> bool:
    s = ctx.s
    if s["chain"] >= s["limits"]["chain"]:
        ctx.emit("chain_cut", {}, say=("say.chain_cut", {"limit": s["limits"]["chain"]}))
        return True
    eff = fx.next_effect(s)
    if eff is None:
        return False  # the owner chooses which effect resolves first
    owner = fx.owner_of(s, eff["eid"])
    if eff["effect"] in fx.AUTOMATIC:
        fx.resolve_automatic(ctx, eff, owner)
        return True
    choices = fx.options(s, eff)
    if not choices:
        ctx.emit("fizzled", {"eid": eff["eid"]}, say=("say.fizzled", {"effect": fx.effect_msg(eff["effect"])}))
        return True
    if len(choices) == 1:
        apply_choice(ctx, eff, owner, choices[0].action)
        return True
    return False


def apply_choice(ctx: Ctx, eff: Mapping[str, Any], owner: str, action: Mapping[str, Any]) -> None:
    """A legal choice for the effect (checked by the caller against `fx.options`)."""
    s = ctx.s
    if "aim" in eff:
        fx.resolve_target(ctx, eff, owner, eff["aim"], int(action["sector"]) - 1)
        return
    inst = str(action["card"])
    if eff["effect"] in fx.MOVES:
        dests = fx.destinations(s, eff["effect"], inst)
        if len(dests) > 1:
            ctx.emit("aimed", {"eid": eff["eid"], "inst": inst})
            return
        fx.resolve_target(ctx, eff, owner, inst, dests[0])
        return
    fx.resolve_target(ctx, eff, owner, inst, None)


def _cruiser_step(ctx: Ctx) -> bool:
    s = ctx.s
    if all(s["players"][seat]["cruiser"] for seat in s["seats"]):
        ctx.emit("round", {"round": 1}, say=("say.round", {"round": 1}))
        return True
    if s["mode"] == "training" and s["players"][s["first"]]["cruiser"]:
        cat = catalogue(s)
        taken = s["players"][s["first"]]["cruiser"]
        rest = [c for c in sorted(cat.cruisers) if cat.cruisers[c].get("training") and c != taken]
        second = bd.other(s, s["first"])
        ctx.emit(
            "cruiser", {"seat": second, "cruiser": rest[0]}, say=("say.cruiser", _cruiser_params(cat, second, rest[0]))
        )
        return True
    return False


def _cruiser_params(cat: Catalogue, seat: str, cruiser: str) -> dict[str, Any]:
    return {"seat": fx.seat_msg(seat), "cruiser": cruiser_name(cat.cruisers[cruiser])}


def draw_cards(ctx: Ctx, seat: str, n: int) -> list[str]:
    """`n` cards from the seat's deck, reshuffling the discard pile when the deck runs out ([AMBIG-13])."""
    s, drawn = ctx.s, []
    name = pile_of(s, seat)
    deck = list(s["piles"][name]["deck"])
    for k in range(n):
        if not deck and s["piles"][name]["discard"]:
            ctx.emit("reshuffled", {"pile": name}, say=("say.reshuffled", {}))
            deck = [c for c in s["piles"][name]["deck"] if c not in drawn]
        if not deck:
            break
        card = deck.pop(ctx.chance.rng(f"draw:{s['draws'] + k}").randrange(len(deck)))
        drawn.append(card)
    return drawn


def _reinforce_step(ctx: Ctx) -> bool:
    s = ctx.s
    cat = catalogue(s)
    for seat in (s["initiative"], bd.other(s, s["initiative"])):  # the holder draws first (§6.1 default)
        icons = bd.draw_icons(s, cat, seat)
        aside = len(s["players"][seat]["aside"])
        cards = draw_cards(ctx, seat, icons)
        ctx.emit("drew", {"seat": seat, "cards": cards}, visibility=seat)
        ctx.emit(
            "reinforced",
            {"seat": seat, "drawn": len(cards), "aside": aside},
            say=("say.reinforced", {"seat": fx.seat_msg(seat), "n": len(cards), "aside": aside}),
        )
    ctx.emit(
        "phase",
        {"phase": "deploy", "turn": s["initiative"]},
        say=("say.deploy", {"seat": fx.seat_msg(s["initiative"])}),
    )
    return True


def _deploy_step(ctx: Ctx) -> bool:
    s = ctx.s
    if len(s["passed"]) == 2:
        holder = s["initiative"]
        ctx.emit("phase", {"phase": "shift"}, say=("say.battle_phase", {"seat": fx.seat_msg(holder)}))
        return True
    seat = s["turn"]
    if s["moved"]:
        nxt = bd.other(s, seat)
        ctx.emit("turn", {"seat": seat if nxt in s["passed"] else nxt})
        return True
    if seat in s["passed"]:
        ctx.emit("turn", {"seat": bd.other(s, seat)})
        return True
    if not can_play(s, seat):
        first = not s["passed"]
        ctx.emit(
            "passed",
            {"seat": seat, "first": first, "forced": True},
            say=("say.passed_forced", {"seat": fx.seat_msg(seat)}),
        )
        return True
    return False


def shift_choices(s: Mapping[str, Any]) -> list[int]:
    """How the initiative holder may slide their board: +1 (to their left), 0, -1, keeping |offset| <= 3."""
    return [by for by in (1, 0, -1) if abs(s["offset"] + by) <= bd.MAX_OFFSET]


def _wait(ctx: Ctx) -> bool:
    return False


def _battle_step(ctx: Ctx) -> bool:
    s = ctx.s
    b = s["battle"]
    south, north = s["seats"]
    if b["i"] >= len(b["cols"]):
        return _end_round(ctx)
    a, n = b["cols"][b["i"]]
    stacks = {south: s["players"][south]["board"][a], north: s["players"][north]["board"][n]}
    if b["left"] is None:
        cat = catalogue(s)
        take = {south: bd.strength(cat, stacks[north]), north: bd.strength(cat, stacks[south])}
        col = bd.column(s, south, a) + 1
        ctx.emit(
            "battle",
            {"col": col, "take": take},
            say=("say.battle", {"col": col, "a": a + 1, "b": n + 1, "ta": take[south], "tb": take[north]}),
        )
        return True
    order = (s["initiative"], bd.other(s, s["initiative"]))  # the holder places first (§6.3.2 b)
    seat = order[b["who"]]
    left = b["left"][seat]
    if left == 0:
        ctx.emit("next_placer", {})
        return True
    stack = stacks[seat]
    if not stack:
        ctx.emit("overflow", {"seat": seat, "n": left}, say=("say.overflow", {"seat": fx.seat_msg(seat), "n": left}))
        return True
    sector = a if seat == south else n
    shielded = bd.force_field(catalogue(s), stack[-1])
    inst = stack[-1]["inst"]
    fx.place_token(ctx, seat, sector, seat, volley=True)
    if shielded and ctx.s["battle"]["left"][seat] > 0:
        lost = ctx.s["battle"]["left"][seat]
        ctx.emit("absorbed", {"seat": seat, "inst": inst, "lost": lost}, say=("say.absorbed", {"n": lost}))
    return True


def _end_round(ctx: Ctx) -> bool:
    s = ctx.s
    holder = s["initiative"]
    ctx.emit("round_end", {"initiative": bd.other(s, holder)}, say=("say.round_end", {"round": s["round"]}))
    return True


def _end_step(ctx: Ctx) -> bool:
    s = ctx.s
    low = [seat for seat in s["seats"] if s["players"][seat]["armour"] <= 0]
    if low or s["round"] >= s["limits"]["rounds"]:
        ctx.emit("game_over", result(s, "armour" if low else "round_limit"))
        return True
    ctx.emit("round", {"round": s["round"] + 1}, say=("say.round", {"round": s["round"] + 1}))
    return True


def cards_held(s: Mapping[str, Any], seat: str) -> int:
    """Board cards plus hand plus set-aside cards: the tie-break count (§11)."""
    player = s["players"][seat]
    return bd.board_cards(s, seat) + len(player["hand"]) + len(player["aside"])


def result(s: Mapping[str, Any], why: str) -> dict[str, Any]:
    """Higher armour wins; tied, more cards on the board and in hand; still tied, a draw ([AMBIG-15])."""
    a, b = s["seats"]
    armour = {seat: s["players"][seat]["armour"] for seat in s["seats"]}
    cards = {seat: cards_held(s, seat) for seat in s["seats"]}
    if armour[a] != armour[b]:
        winner, reason = (a if armour[a] > armour[b] else b), "armour"
    elif cards[a] != cards[b]:
        winner, reason = (a if cards[a] > cards[b] else b), "cards"
    else:
        winner, reason = None, "draw"
    params = {"why": why, "reason": reason, "aa": armour[a], "ab": armour[b], "ca": cards[a], "cb": cards[b]}
    return {
        "winners": [winner] if winner else [],
        "reason": reason,
        "draw": winner is None,
        "armour": armour,
        "cards": cards,
        **_game_over_say(winner, params),
    }


def _game_over_say(winner: str | None, params: dict[str, Any]) -> dict[str, Any]:
    who = fx.seat_msg(winner) if winner else {"key": "seat.nobody", "params": {}}
    return say("say.game_over", winner=who, **params)


STEPS: dict[str, Callable[[Ctx], bool]] = {
    "cruiser": _cruiser_step,
    "reinforce": _reinforce_step,
    "deploy": _deploy_step,
    "shift": _wait,
    "direction": _wait,
    "battle": _battle_step,
    "end": _end_step,
    "over": _wait,
}
