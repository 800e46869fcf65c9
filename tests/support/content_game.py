"""A toy game that takes players' own content (docs/protocol.md, "User content"): a relay where each seat runs with
a runner whose steps make its hand. Built in: the runner `walker` (steps 1 2 3). Players add runners
({"id": "bolt", "steps": [4, 5]}); each side picks its runner secretly (set-up option `runners`: {seat: id}), pasted
as "north: bolt" or picked from a list, both of which see the server's runners (the `content` keyword of the pick
methods). Register it with `registry.register("relay", "tests.support.content_game:GAME")`."""

from __future__ import annotations

import copy
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
    RuleError,
    SeatSpec,
    SecretPick,
    SetupOption,
    View,
)
from bot.core.texts import Catalogs

SEATS = ("north", "south")
BUILT_IN = {"walker": [1, 2, 3]}
EN = """
relay-cmd = Relay races
relay-cmd-new = Challenge someone to a relay race
relay-opt-target = The total that wins
relay-opt-runner = Your side and runner, e.g. north: bolt
relay-opt-draft = Pick your runner from a list, running this side
relay-seat-north = North
relay-seat-south = South
relay-pick = Pick your runner:
relay-picked = Runner chosen.
relay-paste_title = Your runner
relay-paste_label = Side and runner
relay-waiting = runners: waiting for { $who }
relay-bad = Not a runner: { $reason }
relay-content-runner = A runner: {"{"}"id": "bolt", "steps": [4, 5]{"}"}, one to four steps from 1 to 6
game-title = Relay
content-kind-runner = runner
"""
RU = """
relay-cmd = Эстафеты
relay-cmd-new = Вызвать игрока на эстафету
relay-opt-target = Сумма, которая выигрывает
relay-opt-runner = Ваша сторона и бегун, например north: bolt
relay-opt-draft = Выбрать бегуна из списка, играя за эту сторону
relay-seat-north = Север
relay-seat-south = Юг
relay-pick = Выберите бегуна:
relay-picked = Бегун выбран.
relay-paste_title = Ваш бегун
relay-paste_label = Сторона и бегун
relay-waiting = бегуны: ждём { $who }
relay-bad = Это не бегун: { $reason }
relay-content-runner = Бегун: {"{"}"id": "bolt", "steps": [4, 5]{"}"}, от одного до четырёх шагов от 1 до 6
game-title = Эстафета
content-kind-runner = бегун
    .gen = бегуна
    .gen_pl = бегунов
    .gender = m
"""
TEXTS = Catalogs("relay", sources={"en": EN, "ru": RU})


def check_runner(data: JSON) -> tuple[str, JSON]:
    """Every problem of a runner, named with its field and what is allowed."""
    if not isinstance(data, dict):
        raise RuleError('a runner is a JSON object such as {"id": "bolt", "steps": [4, 5]}')
    problems = []
    item_id = data.get("id")
    if not isinstance(item_id, str) or not item_id.isidentifier():
        problems.append("`id` must be a word of letters, digits and _")
    elif item_id in BUILT_IN:
        problems.append(f"`id` {item_id!r} is a built-in runner; choose another id")
    steps = data.get("steps")
    if not isinstance(steps, list) or not 1 <= len(steps) <= 4:
        problems.append("`steps` must be a list of one to four steps")
    elif any(not isinstance(s, int) or isinstance(s, bool) or not 1 <= s <= 6 for s in steps):
        problems.append(f"`steps` must be whole numbers from 1 to 6, not {steps}")
    extra = sorted(set(data) - {"id", "steps", "note"})
    if extra:
        problems.append(f"unknown field(s) {', '.join(extra)}; a runner has id, steps and an optional note")
    if problems:
        raise RuleError("; ".join(problems))
    return str(item_id), {k: data[k] for k in sorted(data)}


class Relay:
    name = "relay"
    title = "Relay (test game with user content)"
    seat_spec = SeatSpec(names=SEATS)
    texts = TEXTS
    describe, new_help = "relay.cmd", "relay.cmd.new"
    setup_options = (
        SetupOption("target", "int", "relay.opt.target", default=5, minimum=2, maximum=30),
        SetupOption("runner", "str", "relay.opt.runner"),
        SetupOption("draft", "choice", "relay.opt.draft", choices=tuple(Choice(s, f"relay.seat.{s}") for s in SEATS)),
    )
    secret_pick = SecretPick(
        option="runners",
        paste="runner",
        build="draft",
        max_picks=1,
        pick_text="relay.pick",
        picked_text="relay.picked",
        paste_title="relay.paste_title",
        paste_label="relay.paste_label",
        waiting_text="relay.waiting",
        bad_text="relay.bad",
    )
    content_kinds = (ContentKind("runner", "relay.content.runner", max_items=3, max_bytes=200),)

    def check_content(self, kind: str, data: JSON) -> tuple[str, JSON]:
        if kind != "runner":
            raise RuleError(f"relay has no content kind {kind!r}")
        return check_runner(data)

    def _runners(self, content: Mapping[str, Any]) -> dict[str, list[int]]:
        runners = dict(BUILT_IN)
        for item in content.get("runner", []):  # checked again: the options may come from anywhere
            item_id, checked = check_runner(item)
            assert isinstance(checked, dict)
            runners[item_id] = list(checked["steps"])
        return runners

    def _known(self, runner: str, content: Mapping[str, Any]) -> str:
        runners = self._runners(content)
        if runner not in runners:
            raise RuleError(f"there is no runner {runner!r}; the runners: {', '.join(sorted(runners))}")
        return runner

    def read_pick(self, text: str, content: Mapping[str, Any]) -> tuple[str, JSON]:
        side, _, runner = text.partition(":")
        if side.strip() not in SEATS:
            raise RuleError(f"start with the side ({', '.join(SEATS)}), then a colon")
        return side.strip(), self._known(runner.strip(), content)

    def pick_options(self, side: str, content: Mapping[str, Any]) -> tuple[Option, ...]:
        runners = self._runners(content)
        return tuple(Option(r, f"{r} {runners[r]}", {"kind": "runner", "id": r}) for r in sorted(runners))

    def pick_value(self, side: str, ids: Sequence[str], content: Mapping[str, Any]) -> JSON:
        if len(ids) != 1:
            raise RuleError("pick one runner")
        return self._known(ids[0], content)

    def setup(self, options: Mapping[str, JSON], seats: Sequence[str], chance: Chance) -> dict[str, Any]:
        if set(options) - {"target", "runners", "content"}:
            raise RuleError("options: target, runners, content")
        content = options.get("content") or {}
        assert isinstance(content, dict)
        runners = self._runners(content)
        chosen = options.get("runners") or {}
        assert isinstance(chosen, dict)
        hands = {s: runners[self._known(str(chosen.get(s, "walker")), content)] for s in SEATS}
        return {"target": options.get("target", 5), "hands": hands, "totals": dict.fromkeys(SEATS, 0), "turn": 0}

    def prompts(self, state: dict[str, Any]) -> list[Prompt]:
        if self.outcome(state) is not None:
            return []
        seat = SEATS[state["turn"] % 2]
        options = tuple(Option(str(i), f"+{n}", {"kind": "step", "i": i}) for i, n in enumerate(state["hands"][seat]))
        return [Prompt(seat, "step", f"{seat}: run", f"t{state['turn']}", options)]

    def act(self, state: dict[str, Any], seat: str, action: Action, chance: Chance) -> list[Event]:
        hand = state["hands"][seat]
        if seat != SEATS[state["turn"] % 2] or action.get("kind") != "step" or action.get("i") not in range(len(hand)):
            raise RuleError("not your turn, or not one of your steps")
        n = hand[action["i"]]
        return [Event("step", {"seat": seat, "n": n, "say": f"{seat} +{n}"})]

    def evolve(self, state: dict[str, Any], event: Event) -> dict[str, Any]:
        s = copy.deepcopy(state)
        s["totals"][event.payload["seat"]] += event.payload["n"]
        s["turn"] += 1
        return s

    def view(self, state: dict[str, Any], seat: str | None) -> View:
        return {"totals": dict(state["totals"]), "target": state["target"], "hands": copy.deepcopy(state["hands"])}

    def outcome(self, state: dict[str, Any]) -> Outcome | None:
        won = [s for s in SEATS if state["totals"][s] >= state["target"]]
        return Outcome(tuple(won), "reached the target") if won else None

    def encode_state(self, state: dict[str, Any]) -> JSON:
        return copy.deepcopy(state)

    def decode_state(self, data: JSON) -> dict[str, Any]:
        return copy.deepcopy(data)


GAME = Relay()
