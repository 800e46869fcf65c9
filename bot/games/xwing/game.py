"""X-Wing 1st edition on the game protocol (bot.core.protocol.Game)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import Action, Event, Outcome, Prompt, RuleError, SeatSpec, View
from bot.games.xwing import cards as _cards  # noqa: F401 - registers pilot, upgrade and damage-card abilities
from bot.games.xwing import core_effects as _core  # noqa: F401 - registers the rulebook's effects in HOOKS
from bot.games.xwing import decisions, forces
from bot.games.xwing import missions as _missions  # noqa: F401 - registers the playable missions
from bot.games.xwing.flow import Flow
from bot.games.xwing.hooks import HOOKS, Hooks
from bot.games.xwing.state import State, apply, copy_json, copy_state
from bot.games.xwing.view import build_view

SEATS = ("rebel", "imperial")
OPTIONS = {"squads", "points", "obstacles", "deployment", "mission"}


class XWing:
    name = "xwing"
    title = "X-Wing Miniatures (1st edition)"
    seat_spec = SeatSpec(names=SEATS)

    def __init__(self, hooks: Hooks = HOOKS) -> None:
        self.hooks = hooks

    def setup(self, options: Mapping[str, Any], seats: Sequence[str], chance: Chance) -> State:
        if sorted(seats) != sorted(SEATS):
            raise RuleError("X-Wing needs the seats 'rebel' and 'imperial'", code="malformed")
        unknown = set(options) - OPTIONS
        if unknown:
            raise RuleError(
                f"unknown option(s): {', '.join(sorted(unknown))}; known: {', '.join(sorted(OPTIONS))}",
                code="malformed",
            )
        state = forces.initial_state(dict(options), chance)
        flow = Flow(state, chance, self.hooks)
        decisions.advance(flow)
        return flow.s

    def prompts(self, state: State) -> list[Prompt]:
        return decisions.build_prompts(state, self.hooks)

    def act(self, state: State, seat: str, action: Action, chance: Chance) -> list[Event]:
        if seat not in SEATS:
            raise RuleError(f"there is no seat {seat!r} in X-Wing (seats: rebel, imperial)", code="wrong_seat")
        if state["phase"] == "over":
            raise RuleError("the match is over", code="finished")
        if not isinstance(action, Mapping) or not isinstance(action.get("kind"), str):
            raise RuleError("an action is an object with a 'kind'", code="malformed")
        flow = Flow(copy_state(state), chance, self.hooks)
        decisions.handle(flow, seat, dict(action))
        decisions.advance(flow)
        return flow.finish()

    def evolve(self, state: State, event: Event) -> State:
        s = copy_state(state)
        apply(s, event)
        return s

    def view(self, state: State, seat: str | None) -> View:
        return build_view(state, seat, self.prompts(state), self.hooks)

    def outcome(self, state: State) -> Outcome | None:
        if state["phase"] != "over":
            return None
        return Outcome((state["winner"],), state["win_reason"])

    def encode_state(self, state: State) -> Any:
        return copy_json(state)

    def decode_state(self, data: Any) -> State:
        if not isinstance(data, dict) or data.get("game") != "xwing":
            raise ValueError("not an X-Wing state")
        return copy_json(data)


GAME = XWing()
