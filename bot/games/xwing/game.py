"""X-Wing 1st edition on the game protocol (bot.core.protocol.Game)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import JSON, Action, Event, Option, Outcome, Prompt, SeatSpec, View
from bot.core.texts import code_list, msg, quoted_list
from bot.games.xwing import cards as _cards  # noqa: F401 - registers pilot, upgrade and damage-card abilities
from bot.games.xwing import core_effects as _core  # noqa: F401 - registers the rulebook's effects in HOOKS
from bot.games.xwing import decisions, decoded, forces, picks, planning, teams, warm
from bot.games.xwing import missions as _missions  # noqa: F401 - registers the playable missions
from bot.games.xwing.flow import Flow
from bot.games.xwing.hooks import HOOKS, Hooks
from bot.games.xwing.state import State, apply, copy_state
from bot.games.xwing.texts import CATALOGS, rule_error
from bot.games.xwing.view import build_view

SEATS = ("rebel", "imperial")
PHASES = ("planning", "activation", "combat", "end")  # the round's phases, in order (rulebook p. 5)
OPTIONS = {"squads", "points", "obstacles", "deployment", "mission", "teams"}


class XWing:
    name = "xwing"
    title = "X-Wing Miniatures (1st edition)"
    texts = CATALOGS  # localizable texts: en/ru templates of the messages in events, prompts and RuleErrors
    # Two seats, or team play (bot.games.xwing.teams): players rebel-1.. and imperial-1.., up to 3 a side.
    seat_spec = SeatSpec(names=SEATS + teams.PLAYER_SEATS, min_players=2, max_players=2 * teams.MAX_PER_SIDE)
    # what adapters offer (bot.core.declared): the challenge's options, the squads picked in secret, team play
    describe, new_help = "cmd.xwing", "cmd.xwing.new"
    setup_options = picks.SETUP_OPTIONS
    secret_pick = picks.SECRET_PICK
    public_secret_options = frozenset({"dial"})  # a ship's dial is printed on its card: only the pick is secret
    console_example = (
        '{"squads": {"rebel": ["lukeskywalker", "rookiepilot"], "imperial": ["darthvader", "academypilot"]}, '
        '"obstacles": "standard"}',
        "docs/xwing-rules-engine.md; no options: the core-set quick start",
    )

    def __init__(self, hooks: Hooks = HOOKS) -> None:
        self.hooks = hooks
        # (state, events, the state after them) of the last `act`: its flow applied exactly those events to a copy
        # of exactly that state, so `evolve_all` of the same objects next (what the engine does) takes it
        self._acted: tuple[State, tuple[Event, ...], State] | None = None

    def new_options(self, given: Mapping[str, JSON]) -> dict[str, JSON]:
        return picks.new_options(given)

    def read_pick(self, text: str) -> tuple[str, JSON]:
        return picks.read_pick(text)

    def pick_options(self, side: str) -> tuple[Option, ...]:
        return picks.pick_options(side)

    def pick_value(self, side: str, ids: Sequence[str]) -> JSON:
        return picks.pick_value(side, ids)

    def pick_tally(self, side: str, ids: Sequence[str], options: Mapping[str, Any]) -> JSON:
        return picks.pick_tally(side, ids, options)

    def team_seats(self, first_side: str, first: Sequence[str], second: Sequence[str]) -> dict[str, str]:
        return teams.seat_players(first_side, first, second)

    def setup(self, options: Mapping[str, Any], seats: Sequence[str], chance: Chance) -> State:
        team_play = teams.validate_seats(seats)
        unknown = set(options) - OPTIONS
        if unknown:
            named = quoted_list(sorted(unknown, key=str), 30)
            raise rule_error(
                msg("err.setup_unknown", options=named, n=len(unknown), known=code_list(sorted(OPTIONS))),
                code="malformed",
            )
        if not team_play and "teams" in options:
            raise rule_error(msg("err.teams_needs_seats", seats="rebel-1, imperial-1, …"), teams.R_TEAM, "malformed")
        state = forces.initial_state(dict(options), chance)
        if team_play:
            split = options["teams"] if "teams" in options else teams.default_teams(state, seats)
            teams.assign(state, seats, split)  # too few ships for the players is refused here
        flow = Flow(state, chance, self.hooks)
        decisions.advance(flow)
        return flow.s

    def warm(self) -> None:
        """Before serving (optional protocol hook): every maneuver's template and flight box, per base size."""
        warm.warm()

    def prompts(self, state: State) -> list[Prompt]:
        return teams.prompts(state, decisions.build_prompts(state, self.hooks))

    def act(self, state: State, seat: str, action: Action, chance: Chance) -> list[Event]:
        side = teams.side(state, seat)
        if state["phase"] == "over":
            raise rule_error(msg("err.match_over"), code="finished")
        if not isinstance(action, Mapping) or not isinstance(action.get("kind"), str):
            raise rule_error(msg("err.no_kind"), code="malformed")
        if teams.active(state):
            teams.check_turn(state, seat, action, self.prompts(state))
        flow = Flow(copy_state(state), chance, self.hooks)
        decisions.handle(flow, side, dict(action))  # the rules reason about sides; teams only route decisions
        decisions.advance(flow)
        events = teams.events(state, seat, side, flow.finish())
        # a finished match's last `wait` has no event (flow.finish): its pending is left to the fold
        self._acted = (state, tuple(events), flow.s) if flow.s["phase"] != "over" else None
        return events

    def evolve(self, state: State, event: Event) -> State:
        s = copy_state(state)
        apply(s, event)
        return s

    def evolve_all(self, state: State, events: Sequence[Event]) -> State:
        """`evolve` folded over `events` with one copy of the state (optional protocol hook): an action's events
        each copied the whole state, a third of an action's time."""
        if not events:
            return state
        acted, self._acted = self._acted, None
        if acted is not None and acted[0] is state and _same(acted[1], events):
            return acted[2]  # act's own working copy already holds these events (a third of an action's time)
        s = copy_state(state)
        for event in events:
            apply(s, event)
        return s

    def view(self, state: State, seat: str | None) -> View:
        return build_view(state, seat, self.prompts(state), self.hooks)

    def frame_view(self, state: State) -> View:
        """The public view of an animation frame (docs/protocol.md): built between any two events of an action,
        where the decisions are not settled yet, so without prompts (a frame shows the step, not who is next)."""
        return build_view(state, None, [], self.hooks)

    def private_view(self, state: State, prompt: Prompt) -> View | None:
        """The private picture's view for a secret prompt (optional protocol hook, docs/protocol.md): for a ship's
        dial, the seat's own view plus every maneuver's outcome on the table as it stands (bot.games.xwing.planning)."""
        return planning.planning_view(state, self.hooks, prompt, self.prompts(state))

    def bookmark(self, kind: str, payload: Mapping[str, Any]) -> dict[str, JSON] | None:
        """Round and phase starts for replay bookmarks (optional protocol hook): the `phase` events (p. 5)."""
        if kind != "phase" or payload.get("phase") not in PHASES:
            return None
        return {"round": payload.get("round"), "phase": msg(f"mark.{payload['phase']}")}

    def outcome(self, state: State) -> Outcome | None:
        if state["phase"] != "over":
            return None
        return Outcome(teams.winners(state, state["winner"]), state["win_reason"])

    def encode_state(self, state: State) -> Any:
        """The state itself: it is JSON data already, and every caller only reads what encode_state gives
        (docs/protocol.md). Copying it cost about a tenth of an action through the engine, which dumps it at once."""
        return state

    def decode_state(self, data: Any) -> State:
        """Takes `data` over (docs/protocol.md): its repeated parts shared, its strings interned, in place."""
        if not isinstance(data, dict) or data.get("game") != "xwing":
            raise ValueError("not an X-Wing state")
        return decoded.decode(data)


def _same(a: Sequence[Event], b: Sequence[Event]) -> bool:
    """The very same event objects (team play replaces some: then the state is folded anew)."""
    return len(a) == len(b) and all(x is y for x, y in zip(a, b, strict=True))


GAME = XWing()
