"""Starfighter (Stéphane Boudin, Ystari 2015) as a bot.core.protocol.Game: Training, Skirmish and Total War.

The rules authority is the Russian rulebook (shared/seeds/starfighter-rules-ru.txt); section numbers (§) refer to
the digest shared/rules/starfighter.md; docs/starfighter.md lists the [AMBIG-n] defaults chosen. The cards and
cruisers that ship are of our own design (data/starfighter, "synthetic": true); owners load the real ones as user
content.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import (
    JSON,
    Action,
    Choice,
    ContentKind,
    Event,
    Option,
    Outcome,
    Prompt,
    SeatSpec,
    SecretPick,
    SetupOption,
)
from bot.core.texts import code_list, quoted, quoted_list
from bot.games.starfighter import content, decisions, flow
from bot.games.starfighter import content as C
from bot.games.starfighter.catalogue import builtin
from bot.games.starfighter.context import Ctx
from bot.games.starfighter.events import evolve as apply_event
from bot.games.starfighter.state import MODES, new_state
from bot.games.starfighter.texts import TEXTS, refuse
from bot.games.starfighter.view import view as seat_view

SEATS = ("south", "north")
OPTION_KEYS = ("mode", "decks", "content", "cards")


def _pile(mode: str, cards: Mapping[str, Mapping[str, Any]], use: str) -> list[str]:
    """The shared deck of Training (green numbers only) or Skirmish (every card), in number order."""
    chosen = sorted(c for c, e in cards.items() if (use == "loaded") == bool(e.get("loaded")))
    return [c for c in chosen if mode != "training" or cards[c]["colour"] == "green"]


class Starfighter:
    name = "starfighter"
    title = "Starfighter"
    seat_spec = SeatSpec(names=SEATS)
    texts = TEXTS
    describe, new_help = "cmd", "cmd.new"
    setup_options = (
        SetupOption(
            "mode", "choice", "opt.mode", default="training", choices=tuple(Choice(m, f"mode.{m}") for m in MODES)
        ),
        SetupOption(
            "cards",
            "choice",
            "opt.cards",
            default="ours",
            choices=(Choice("ours", "cards.ours"), Choice("loaded", "cards.loaded")),
        ),
        SetupOption("deck", "str", "opt.deck"),
        SetupOption("builder", "choice", "opt.builder", choices=tuple(Choice(s, f"seat.{s}") for s in SEATS)),
    )
    secret_pick = SecretPick(
        option="decks",
        paste="deck",
        build="builder",
        max_picks=20,
        pick_text="pick.text",
        picked_text="pick.done",
        paste_title="pick.paste_title",
        paste_label="pick.paste_label",
        waiting_text="pick.waiting",
        bad_text="pick.bad",
    )
    console_example = ('{"mode": "training"}', "docs/starfighter.md")
    content_kinds = (
        ContentKind("card", "content.card", max_items=200, max_bytes=2_000),
        ContentKind("cruiser", "content.cruiser", max_items=20, max_bytes=4_000),
    )

    # -- declarations ----------------------------------------------------------------------------------------------

    def new_options(self, given: Mapping[str, JSON]) -> dict[str, JSON]:
        out: dict[str, JSON] = {"mode": given.get("mode") or "training"}
        if given.get("cards"):
            out["cards"] = given["cards"]
        if given.get("decks"):
            out["decks"] = given["decks"]
        return out

    # the pick methods see the server's loaded cards (`content`, bot/core/declared.py) when the adapter has them
    def read_pick(self, text: str, content: Mapping[str, Any] | None = None) -> tuple[str, JSON]:
        return C.read_deck(text, SEATS, content)

    def pick_options(self, side: str, content: Mapping[str, Any] | None = None) -> tuple[Option, ...]:
        return C.deck_options(content)

    def pick_value(self, side: str, ids: Sequence[str], content: Mapping[str, Any] | None = None) -> JSON:
        return C.deck_value_of_picks(ids, content)

    def check_content(self, kind: str, data: JSON) -> tuple[str, JSON]:
        return content.check_content(kind, data)

    # -- protocol --------------------------------------------------------------------------------------------------

    def setup(self, options: Mapping[str, JSON], seats: Sequence[str], chance: Chance) -> dict[str, Any]:
        unknown = sorted(set(options) - set(OPTION_KEYS))
        if unknown:
            raise refuse(
                "err.options",
                code="malformed",
                given=quoted_list(unknown, 30),
                n=len(unknown),
                allowed=code_list(OPTION_KEYS),
            )
        mode = options.get("mode", "training")
        if mode not in MODES:
            raise refuse("err.mode", code="malformed", given=quoted(mode, 30), allowed=code_list(MODES))
        if list(seats) != list(SEATS):
            raise refuse("err.seats", code="malformed", allowed=code_list(SEATS))
        loaded = content.match_content(options.get("content"))
        use = options.get("cards", "ours")
        if use not in ("ours", "loaded"):
            raise refuse("err.cards_option", code="malformed", given=quoted(use, 30))
        cards = {**builtin().cards, **{c["id"]: {**c, "loaded": True} for c in loaded.get("cards", [])}}
        if mode == "total_war":
            piles = content.total_war_decks(options.get("decks"), cards, SEATS)
        else:
            piles = {"shared": _pile(mode, cards, use)}
            if not piles["shared"]:
                raise refuse("err.no_cards", code="malformed", mode={"key": f"mode.{mode}", "params": {}})
        first = SEATS[chance.rng("first player").randrange(2)]  # chosen at random (§4)
        return new_state(mode, list(seats), first, loaded, piles)

    def prompts(self, state: dict[str, Any]) -> list[Prompt]:
        return decisions.prompts(state)

    def act(self, state: dict[str, Any], seat: str, action: Action, chance: Chance) -> list[Event]:
        if not isinstance(action, Mapping) or not isinstance(action.get("kind"), str):
            raise refuse("err.action", code="malformed")
        waiting = decisions.waiting(state)
        mine = [kind for who, kind in waiting if who == seat]
        if not mine:
            if state["result"] is not None:
                raise refuse("err.over")
            awaited = [{"key": f"seat.{who}", "params": {}} for who in sorted({who for who, _ in waiting})]
            raise refuse("err.not_your_turn", seat={"key": f"seat.{seat}", "params": {}}, waiting=awaited)
        handler = decisions.HANDLERS[mine[0]]
        ctx = Ctx(state, chance)
        handler(ctx, seat, action)
        flow.advance(ctx)
        return ctx.events

    def evolve(self, state: dict[str, Any], event: Event) -> dict[str, Any]:
        return apply_event(state, event.kind, event.payload)

    def view(self, state: dict[str, Any], seat: str | None) -> dict[str, Any]:
        return seat_view(state, seat)

    def private_view(self, state: dict[str, Any], prompt: Prompt) -> dict[str, Any] | None:
        """The picture that goes with a secret deployment prompt: the seat's own view, its hand included."""
        if prompt.kind not in ("deploy", "sector") or not state["players"][prompt.seat]["hand"]:
            return None
        return seat_view(state, prompt.seat)

    def outcome(self, state: dict[str, Any]) -> Outcome | None:
        r = state["result"]
        if r is None:
            return None
        return Outcome(tuple(r["winners"]), r["reason"], draw=bool(r["draw"]))

    def encode_state(self, state: dict[str, Any]) -> JSON:
        """The state itself: JSON data already, and callers only read it (docs/protocol.md; issue 17)."""
        return state

    def decode_state(self, data: JSON) -> dict[str, Any]:
        if not isinstance(data, dict) or not {"mode", "players", "piles", "phase"} <= set(data):
            raise ValueError("not a starfighter state")
        return data  # taken over, not copied (docs/protocol.md): the caller parsed it for this state


GAME = Starfighter()
