"""Star Wars Miniatures, the quick skirmish game (rules digest sw-miniatures.md): the game object.

Set-up (SWM-2, 3): one era, a side each, squads picked secretly and revealed together, deployment dark side
first. Then rounds (SWM-4) of phases of two activations, each a turn (SWM-5) of moves and attacks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.core.chance import Chance, salted_hash
from bot.core.protocol import (
    JSON,
    Action,
    ContentKind,
    Event,
    Option,
    Outcome,
    Prompt,
    SeatSpec,
    SecretPick,
    View,
)
from bot.core.texts import msg
from bot.games.swm import options as O
from bot.games.swm import roster as R
from bot.games.swm import texts as T
from bot.games.swm import turn as TURN
from bot.games.swm.board import char_of
from bot.games.swm.events import evolve
from bot.games.swm.flow import Flow, advance, unactivated
from bot.games.swm.prompts import awaited, prompts_for
from bot.games.swm.setup import deploy_squares, first_fit, initial_state, read_squad, squad_options, squad_value
from bot.games.swm.squads import SIDES

# action kind -> the prompt kind it answers
ANSWERS = {
    "squad": "squad",
    "place": "deploy",
    "place_auto": "deploy",
    "first": "first",
    "activate": "activate",
    "move": "turn",
    "attack": "turn",
    "force_move": "turn",
    "power": "turn",
    "end": "turn",
    "aoo": "aoo",
    "aoo_pass": "aoo",
    "reroll": "reroll",
    "keep": "reroll",
    "deflect": "deflect",
    "take": "deflect",
}


def _squad(flow: Flow, seat: str, action: Action) -> None:
    s = flow.state
    ids = squad_value(s, seat, action)
    salt = flow.chance.salt(f"squad:{seat}")
    flow.emit("squad_locked", {"seat": seat, "squad": ids, "salt": salt}, None, visibility=seat)
    commitment = salted_hash(",".join(ids), salt)
    flow.emit("squad_committed", {"seat": seat, "commitment": commitment}, msg("say.squad_locked", side=T.side(seat)))
    s = flow.state
    if len(s["locked"]) == len(SIDES):
        from bot.games.swm.setup import reveal_payload

        flow.emit(
            "squads_revealed",
            reveal_payload(s),
            msg("say.revealed", light=T.squad_text(s, "light"), dark=T.squad_text(s, "dark")),
        )


def _next_to_place(state: Mapping[str, Any]) -> str | None:
    return next((f for f in state["order"] if state["figures"][f]["at"] is None), None)


def _place(flow: Flow, seat: str, action: Action) -> None:
    fid = _next_to_place(flow.state)
    assert fid is not None
    if action.get("figure", fid) != fid:
        raise T.rule_error("err.place_order", "SWM-3.2", figure=fid)
    at = TURN._squares([action.get("at")])
    legal = deploy_squares(flow.state, fid)
    if not at or at[0] not in legal:
        raise T.rule_error("err.place_square", "SWM-3.2", at=T.square(at[0]) if at else "?")
    c = char_of(flow.state, fid)
    flow.emit(
        "placed", {"figure": fid, "at": list(at[0])}, msg("say.placed", figure=T.figure(fid, c), at=T.square(at[0]))
    )


def _place_auto(flow: Flow, seat: str, action: Action) -> None:
    while True:
        fid = _next_to_place(flow.state)
        if fid is None or flow.state["figures"][fid]["side"] != seat:
            return
        at = first_fit(flow.state, fid)
        c = char_of(flow.state, fid)
        flow.emit(
            "placed", {"figure": fid, "at": list(at)}, msg("say.placed", figure=T.figure(fid, c), at=T.square(at))
        )


def _first(flow: Flow, seat: str, action: Action) -> None:
    chosen = action.get("seat")
    if chosen not in SIDES:
        raise T.rule_error("err.first", "SWM-4.2")
    flow.emit("first_player", {"seat": chosen}, msg("say.first", side=T.side(chosen), chooser=T.side(seat)))


def _activate(flow: Flow, seat: str, action: Action) -> None:
    fid = action.get("figure")
    mine = unactivated(flow.state, seat)
    if fid not in mine:
        raise T.rule_error("err.activate", "SWM-4.3", figure=T.quoted(fid), allowed=", ".join(mine))
    c = char_of(flow.state, str(fid))
    flow.emit("activated", {"figure": fid}, msg("say.activated", figure=T.figure(str(fid), c)))
    TURN.after_step(flow)


def _move(flow: Flow, seat: str, action: Action) -> None:
    path = TURN.plan_move(flow.state, action)
    TURN.walk(flow, flow.state["turn"]["figure"], path.squares, path.cost)


def _attack(flow: Flow, seat: str, action: Action) -> None:
    target, helpers, cover = TURN.check_attack(flow.state, action)
    TURN.roll_attack(flow, flow.state["turn"]["figure"], target, helpers, cover, False)


def _force_move(flow: Flow, seat: str, action: Action) -> None:
    if not TURN.may_force_move(flow.state):
        raise T.rule_error("err.force_move", "SWM-6.10, SWM-13.5")
    fid = flow.state["turn"]["figure"]
    flow.emit(
        "force_spent",
        {"figure": fid, "use": "move", "points": 1},
        msg("say.force_move", figure=T.figure(fid, char_of(flow.state, fid))),
    )


def _power(flow: Flow, seat: str, action: Action) -> None:
    if action.get("power") != "fury" or not TURN.may_fury(flow.state):
        raise T.rule_error("err.power", "SWM-13.4", power=str(action.get("power"))[:20])
    fid = flow.state["turn"]["figure"]
    flow.emit(
        "force_spent",
        {"figure": fid, "use": "fury", "points": 1},
        msg("say.fury", figure=T.figure(fid, char_of(flow.state, fid))),
    )


def _end(flow: Flow, seat: str, action: Action) -> None:
    s = flow.state
    if not s["turn"]["acted"] and not s["opts"]["rules"]["A-7"] and TURN.can_continue(s):
        raise T.rule_error("err.must_act", "SWM-5.5 (A-7)")
    from bot.games.swm.flow import end_turn

    end_turn(flow)


def _aoo(flow: Flow, seat: str, action: Action) -> None:
    by = action.get("by")
    cands = flow.state["pending"]["cands"]
    if by not in cands:
        raise T.rule_error("err.aoo", "SWM-11.1", figure=T.quoted(by), allowed=", ".join(cands))
    TURN.take_aoo(flow, str(by))


def _aoo_pass(flow: Flow, seat: str, action: Action) -> None:
    p = flow.state["pending"]
    flow.emit("declined", {"pending": None}, msg("say.aoo_pass", side=T.side(seat)))
    TURN.walk(flow, p["mover"], [(q[0], q[1]) for q in p["rest"]], 0)


def _reroll(flow: Flow, seat: str, action: Action) -> None:
    TURN.reroll(flow)


def _keep(flow: Flow, seat: str, action: Action) -> None:
    flow.emit("declined", {"pending": None}, None)
    TURN.after_roll(flow)


def _deflect(flow: Flow, seat: str, action: Action) -> None:
    TURN.deflect(flow)


def _take(flow: Flow, seat: str, action: Action) -> None:
    flow.emit("declined", {"pending": None}, None)
    TURN.resolve_damage(flow)


HANDLERS: dict[str, Callable[[Flow, str, Action], None]] = {
    "squad": _squad,
    "place": _place,
    "place_auto": _place_auto,
    "first": _first,
    "activate": _activate,
    "move": _move,
    "attack": _attack,
    "force_move": _force_move,
    "power": _power,
    "end": _end,
    "aoo": _aoo,
    "aoo_pass": _aoo_pass,
    "reroll": _reroll,
    "keep": _keep,
    "deflect": _deflect,
    "take": _take,
}


class StarWarsMiniatures:
    name = "swm"
    title = "Star Wars Miniatures"
    seat_spec = SeatSpec(names=SIDES)
    texts = T.CATALOGS
    describe, new_help = "cmd", "cmd.new"
    setup_options = O.SETUP_OPTIONS
    console_example = ('{"era": "rebellion", "points": 100, "rules": {"A-6": "two_at_a_time"}}', "docs/swm.md")
    secret_pick = SecretPick(
        option="squads",
        paste="squad",
        build="build",
        max_picks=20,
        pick_text="pick.text",
        picked_text="pick.done",
        paste_title="pick.paste_title",
        paste_label="pick.paste_label",
        waiting_text="pick.waiting",
        bad_text="pick.bad",
    )
    content_kinds = (ContentKind("character", "content.character"),)
    # parsed once per distinct text and shared by every match (docs/protocol.md): the roster (our characters and
    # the server's, ~55% of a stored state) and the options, which evolve never changes
    shared_parts = (("roster",), ("opts",))

    # --- declarations ---

    def new_options(self, given: Mapping[str, JSON]) -> dict[str, JSON]:
        return O.new_options(given)

    # the pick methods see the server's own characters (`content`, bot/core/declared.py) when the adapter has them
    def read_pick(self, text: str, content: Mapping[str, Any] | None = None) -> tuple[str, JSON]:
        return read_squad(text, content)

    def pick_options(self, side: str, content: Mapping[str, Any] | None = None) -> tuple[Option, ...]:
        return squad_options(side, content)

    def pick_value(self, side: str, ids: Sequence[str], content: Mapping[str, Any] | None = None) -> JSON:
        from bot.games.swm.setup import picked_value

        return picked_value(side, ids, content)

    def check_content(self, kind: str, data: JSON) -> tuple[str, JSON]:
        if kind != "character":
            raise T.rule_error("err.content_kind", code="malformed", kind=str(kind)[:20])
        try:
            return R.check_content(data)
        except R.CardError as exc:
            raise T.rule_error("err.character", "SWM-1.2", code="malformed", problems=R.joined(exc.problems)) from None

    # --- the protocol ---

    def setup(self, options: Mapping[str, JSON], seats: Sequence[str], chance: Chance) -> dict[str, Any]:
        if tuple(seats) != SIDES:
            raise T.rule_error("err.seats", code="malformed", seats=", ".join(SIDES))
        state = initial_state(options)
        flow = Flow(state, chance)
        return flow.state

    def prompts(self, state: dict[str, Any]) -> list[Prompt]:
        return prompts_for(state)

    def act(self, state: dict[str, Any], seat: str, action: Action, chance: Chance) -> list[Event]:
        if not isinstance(action, dict) or not isinstance(action.get("kind"), str):
            raise T.rule_error("err.action_form", code="malformed")
        kind = action["kind"]
        if kind not in HANDLERS:
            known = ", ".join(f"'{k}'" for k in HANDLERS)
            raise T.rule_error("err.unknown_action", code="malformed", kind=T.quoted(kind), known=known)
        open_ = awaited(state)
        if (seat, ANSWERS[kind]) not in open_:
            waiting = [msg("wait.item", side=T.side(s), what=msg(f"decision.{k}")) for s, k in sorted(set(open_))]
            # the decision by its name, not the action's code («activate»), which a player never typed
            raise T.rule_error("err.not_now", kind=msg(f"decision.{ANSWERS[kind]}"), waiting=waiting)
        flow = Flow(state, chance)
        HANDLERS[kind](flow, seat, action)
        advance(flow)
        return flow.events

    def evolve(self, state: dict[str, Any], event: Event) -> dict[str, Any]:
        return evolve(state, event)

    def view(self, state: dict[str, Any], seat: str | None) -> View:
        from bot.games.swm.view import view

        return view(state, seat)

    def frame_view(self, state: dict[str, Any]) -> View:
        """An animation frame's view (docs/protocol.md), after any event: a figure's turn, its moves and attacks
        are steps while the turn lasts; between turns nothing is (a new round still shows the last turn's path)."""
        from bot.games.swm.view import view

        v = view(state, None)
        if state["turn"] is None:
            v["last_move"], v["last_attack"] = None, None
        return v

    def outcome(self, state: dict[str, Any]) -> Outcome | None:
        r = state.get("result")
        if not r:
            return None
        return Outcome(tuple(r["winners"]), r["say"], draw=r["draw"])

    def encode_state(self, state: dict[str, Any]) -> JSON:
        """The state itself: JSON data already, and callers only read it (docs/protocol.md). The deep copy was a
        fifth of an action through the engine, which dumps it at once (issue 17)."""
        return state

    def decode_state(self, data: JSON) -> dict[str, Any]:
        if not isinstance(data, dict) or data.get("game") != "swm":
            raise ValueError("not a Star Wars Miniatures state")
        return data  # taken over, not copied (docs/protocol.md): the caller parsed it for this state


GAME = StarWarsMiniatures()
