"""A new game costs no adapter code (issue 13): a toy game defined here and registered through
`registry.register` appears in the console (its `--options` help, a scripted match) and in the fake Discord
(`/toy new` with its declared options and choices, its secret pick picked privately by both players, a match
played by buttons), with its texts from its own catalogs."""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main as cli_main
from bot.core.chance import Chance
from bot.core.protocol import (
    JSON,
    Action,
    Choice,
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
from bot.games import registry
from tests.discord.conftest import Harness

SEATS = ("north", "south")
DEFAULT_HAND = (1, 2, 3)
EN = """
toy-cmd = Toy race matches
toy-cmd-new = Challenge someone to a toy race
toy-opt-target = The total that wins the race
toy-opt-hand = Your hand as text, e.g. north: 1 3
toy-opt-draft = Pick your hand from a list, playing this side
toy-seat-north = North
toy-seat-south = South
toy-pick = Pick your steps:
toy-picked = Hand chosen.
toy-paste_title = Your hand
toy-paste_label = Side and steps
toy-waiting = hands: waiting for { $who }
toy-bad = Not a hand: { $reason }
"""
RU = """
toy-cmd = Игрушечные гонки
toy-cmd-new = Вызвать игрока на игрушечную гонку
toy-opt-target = Сумма, которая выигрывает гонку
toy-opt-hand = Ваша рука текстом, например north: 1 3
toy-opt-draft = Выбрать руку из списка, играя за эту сторону
toy-seat-north = Север
toy-seat-south = Юг
toy-pick = Выберите шаги:
toy-picked = Рука выбрана.
toy-paste_title = Ваша рука
toy-paste_label = Сторона и шаги
toy-waiting = руки: ждём { $who }
toy-bad = Это не рука: { $reason }
"""
TEXTS = Catalogs("toy", sources={"en": EN, "ru": RU})  # the game's own catalogs, as Fluent text


class ToyRace:
    """Seats take turns adding one of their hand's steps to their total; the first to reach `target` wins."""

    name = "toy"
    title = "Toy race (test game)"
    seat_spec = SeatSpec(names=SEATS)
    texts = TEXTS
    describe, new_help = "toy.cmd", "toy.cmd.new"
    setup_options = (
        SetupOption("target", "int", "toy.opt.target", default=5, minimum=2, maximum=9),
        SetupOption("hand", "str", "toy.opt.hand"),
        SetupOption("draft", "choice", "toy.opt.draft", choices=tuple(Choice(s, f"toy.seat.{s}") for s in SEATS)),
    )
    secret_pick = SecretPick(
        option="hands",
        paste="hand",
        build="draft",
        max_picks=3,
        pick_text="toy.pick",
        picked_text="toy.picked",
        paste_title="toy.paste_title",
        paste_label="toy.paste_label",
        waiting_text="toy.waiting",
        bad_text="toy.bad",
    )

    def read_pick(self, text: str) -> tuple[str, JSON]:
        side, _, steps = text.partition(":")
        if side.strip() not in SEATS:
            raise RuleError(f"start with the side ({', '.join(SEATS)}), then a colon")
        return side.strip(), self.pick_value(side.strip(), steps.split())

    def pick_options(self, side: str) -> tuple[Option, ...]:
        return tuple(Option(str(n), f"step {n}", {"kind": "step", "n": n}) for n in range(1, 5))

    def pick_value(self, side: str, ids: Sequence[str]) -> JSON:
        if not ids or len(ids) > 3 or any(i not in ("1", "2", "3", "4") for i in ids):
            raise RuleError("one to three steps from 1 to 4")
        return sorted(int(i) for i in ids)

    def setup(self, options: Mapping[str, JSON], seats: Sequence[str], chance: Chance) -> dict[str, Any]:
        if set(options) - {"target", "hands"}:
            raise RuleError("options: target, hands")
        hands = options.get("hands") or {s: list(DEFAULT_HAND) for s in SEATS}
        return {"target": options.get("target", 5), "hands": hands, "totals": dict.fromkeys(SEATS, 0), "turn": 0}

    def _seat(self, state: Mapping[str, Any]) -> str:
        return SEATS[state["turn"] % 2]

    def prompts(self, state: dict[str, Any]) -> list[Prompt]:
        if self.outcome(state) is not None:
            return []
        seat = self._seat(state)
        options = tuple(Option(str(n), f"+{n}", {"kind": "step", "n": n}) for n in state["hands"][seat])
        return [Prompt(seat, "step", f"{seat}: add a step", f"t{state['turn']}", options)]

    def act(self, state: dict[str, Any], seat: str, action: Action, chance: Chance) -> list[Event]:
        if seat != self._seat(state) or self.outcome(state) is not None:
            raise RuleError("not your turn")
        if action.get("kind") != "step" or action.get("n") not in state["hands"][seat]:
            raise RuleError(f"add one of your steps: {state['hands'][seat]}")
        return [Event("step", {"seat": seat, "n": action["n"], "say": f"{seat} +{action['n']}"})]

    def evolve(self, state: dict[str, Any], event: Event) -> dict[str, Any]:
        s = copy.deepcopy(state)
        s["totals"][event.payload["seat"]] += event.payload["n"]
        s["turn"] += 1
        return s

    def view(self, state: dict[str, Any], seat: str | None) -> View:
        return {"totals": dict(state["totals"]), "target": state["target"]}

    def outcome(self, state: dict[str, Any]) -> Outcome | None:
        won = [s for s in SEATS if state["totals"][s] >= state["target"]]
        return Outcome(tuple(won), "reached the target") if won else None

    def encode_state(self, state: dict[str, Any]) -> JSON:
        return copy.deepcopy(state)

    def decode_state(self, data: JSON) -> dict[str, Any]:
        return copy.deepcopy(data)


GAME = ToyRace()


@pytest.fixture
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "_GAMES", dict(registry._GAMES))  # the registration ends with the test
    registry.register("toy", f"{__name__}:GAME")
    yield


def test_the_console_lists_the_toy_options_and_plays_a_scripted_match(
    toy_registered: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli_main(["play", "toy", "--options", "help"]) == 0
    shown = capsys.readouterr().out
    assert "Toy race (test game) (toy), seats north, south (2 players)" in shown
    assert "`target` (int 2..9; default 5): The total that wins the race" in shown
    assert "secret pick: pasted as `hand` or picked from a list with `draft`; ends in `hands`" in shown
    script = tmp_path / "race.jsonl"
    steps = [("north", 2), ("south", 1), ("north", 2)]
    script.write_text("".join(f'{{"seat": "{seat}", "option": "{n}"}}\n' for seat, n in steps))
    code = cli_main(["play", "toy", "--options", '{"target": 4}', "--script", str(script), "--no-frames"])
    out = capsys.readouterr().out
    assert code == 0 and "north +2" in out and "south +1" in out
    assert "winner: north (reached the target)" in out


def test_the_console_checks_the_toy_creation_options_by_its_declaration(
    toy_registered: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # a generic game's --options are checked like X-Wing's, with no adapter edit
    assert cli_main(["play", "toy", "--options", "help"]) == 0
    assert "e.g. --options '{}'" in capsys.readouterr().out  # the pick's carriers are left out, `target` defaults
    assert cli_main(["play", "toy", "--options", '{"target": 12}', "--no-frames"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: --options: `target` takes a whole number 2..9, not 12 (the creation options: ")
    assert "`draft`: one of `north`, `south`" in err
    assert cli_main(["play", "toy", "--options", '{"draft": "east"}', "--no-frames"]) == 2
    assert "`draft` takes one of `north`, `south`, not \u201ceast\u201d" in capsys.readouterr().err
    assert cli_main(["play", "toy", "--options", '{"hand": "north: 1 2"}', "--no-frames"]) == 2
    assert "set-up option `hands`" in capsys.readouterr().err
    script = tmp_path / "empty.jsonl"
    script.write_text("")
    assert cli_main(["play", "toy", "--options", "{}", "--script", str(script), "--no-frames"]) == 0


async def test_the_fake_discord_offers_toy_new_and_plays_it(toy_registered: None, harness: Harness) -> None:
    h = harness
    h.games = ("duel", "xwing", "toy")
    await h.restart()
    commands = {c["name"]: c for c in h.fake.guild_commands[h.guild.id]}
    assert commands["toy"]["description"] == TEXTS["en"]["toy.cmd"]
    assert commands["toy"]["description_localizations"]["ru"] == TEXTS["ru"]["toy.cmd"]
    new = next(o for o in commands["toy"]["options"] if o["name"] == "new")
    assert new["description"] == TEXTS["en"]["toy.cmd.new"]
    params = {o["name"]: o for o in new["options"]}
    assert list(params) == ["opponent", "target", "hand", "draft", "deadline", "on_deadline"]  # no team play
    assert (params["target"]["min_value"], params["target"]["max_value"]) == (2, 9)
    assert params["target"]["description_localizations"]["ru"] == TEXTS["ru"]["toy.opt.target"]
    assert [(c["value"], c["name"]) for c in params["draft"]["choices"]] == [("north", "North"), ("south", "South")]

    bad = await h.fake.slash(h.alice, "toy new", channel=h.channel, opponent=h.bob, hand="east: 1")
    assert bad.ephemeral and "Not a hand: start with the side (north, south)" in bad.text()

    # both hands picked privately from the game's list: alice (north) now, bob (south) when accepting
    started = await h.fake.slash(h.alice, "toy new", channel=h.channel, opponent=h.bob, target=4, draft="north")
    assert started.ephemeral and started.original is not None and TEXTS["en"]["toy.pick"] in started.text()
    (pick_id,) = started.original.custom_ids()
    await h.fake.select(h.alice, started.original, pick_id, ["3", "4"])
    invite = await h.fake.wait_message(lambda: h.fake.channel_messages(h.channel), lambda m: bool(m.embeds))
    accept = next(c for c in invite.custom_ids() if c.endswith(":a"))
    asked = await h.fake.click(h.bob, invite, accept)
    assert (
        asked.ephemeral and asked.original is not None and TEXTS["ru"]["toy.pick"] in asked.text()
    )  # bob reads Russian
    await h.fake.select(h.bob, asked.original, asked.original.custom_ids()[0], ["1", "2"])
    await h.settle()
    (match,) = await h.engine.list_matches()
    assert match.game == "toy" and match.seats == {"north": str(h.alice.id), "south": str(h.bob.id)}
    assert match.options == {"target": 4, "hands": {"north": [3, 4], "south": [1, 2]}}

    # the match runs on the generic buttons: north's step 4 reaches the target at once
    (thread,) = h.fake.threads(h.channel)
    turn = await h.fake.wait_message(lambda: h.fake.channel_messages(thread), lambda m: bool(m.custom_ids()))
    await h.fake.click(h.alice, turn, next(c for c in turn.custom_ids() if c.endswith(":4")))
    await h.settle()
    assert (await h.engine.info(match.id)).status == "finished"
