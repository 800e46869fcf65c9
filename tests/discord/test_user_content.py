"""`/<game> content add|list|show|remove` through the generic adapter, for a toy game that declares a content kind
(tests/support/content_game.py), against the fake Discord: files and pasted JSON, the game's own refusals, replace
semantics, limits, who may remove what, hostile files, a restart, and the copy a challenge's match gets."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine.content import MAX_DEPTH, MAX_FILE_BYTES
from bot.games import registry
from tests.discord.conftest import Harness
from tests.fakediscord import FakeUser
from tests.fakediscord.client import FakeDiscord

BOLT = {"id": "bolt", "steps": [4, 5]}


@pytest.fixture
def relay(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "_GAMES", dict(registry._GAMES))
    registry.register("relay", "tests.support.content_game:GAME")
    yield


async def _with_relay(h: Harness) -> None:
    h.games = ("duel", "relay")
    await h.restart()


async def _add(h: Harness, user: FakeUser, **options: Any) -> str:
    answer = await h.fake.slash(user, "relay content add", channel=h.channel, kind="runner", **options)
    assert answer.ephemeral
    return answer.text()


def _file(data: object, name: str = "runner.json") -> object:
    return FakeDiscord.upload(name, json.dumps(data).encode("utf-8"))


async def test_the_content_commands_are_generated_for_a_game_that_declares_content(
    relay: None, harness: Harness
) -> None:
    h = harness
    await _with_relay(h)
    commands = {c["name"]: c for c in h.fake.guild_commands[h.guild.id]}
    content = next(o for o in commands["relay"]["options"] if o["name"] == "content")
    assert content["type"] == 2 and [o["name"] for o in content["options"]] == ["add", "list", "show", "remove"]
    add = {o["name"]: o for o in content["options"][0]["options"]}
    assert [c["value"] for c in add["kind"]["choices"]] == ["runner"] and add["file"]["type"] == 11
    assert content["description_localizations"]["ru"].startswith("Ваши собственные данные")
    assert all(o["name"] != "content" for o in commands["duel"]["options"])  # the duel takes no content


async def test_add_from_a_file_and_from_text_list_show_and_replace(relay: None, harness: Harness) -> None:
    h = harness
    await _with_relay(h)
    said = await _add(h, h.alice, file=_file(BOLT))
    assert said.startswith("Stored runner 'bolt'.")
    said = await _add(h, h.alice, json='{"id": "bolt", "steps": [6]}')
    assert said.startswith("Replaced runner 'bolt': an item with this id was stored already")
    offered = await h.fake.autocomplete(h.bob, "relay content remove", channel=h.channel, focused="id", id="OL")
    assert offered == [{"name": "bolt (бегун)", "value": "bolt"}]  # bob reads Russian
    listed = await h.fake.slash(h.bob, "relay content list", channel=h.channel)
    assert listed.text().splitlines() == [
        "Эстафета: здесь сохранена 1 запись.",
        f"Бегун «bolt», добавил <@{h.alice.id}>",
    ]
    shown = await h.fake.slash(h.alice, "relay content show", channel=h.channel, id="bolt")
    body = shown.text().split("```json\n", 1)[1].rsplit("\n```", 1)[0]
    assert json.loads(body) == {"id": "bolt", "steps": [6]}
    many = [{"id": "a", "steps": [1]}, {"id": "bolt", "steps": [2]}]
    said = await _add(h, h.alice, file=_file(many))
    assert "Stored 2 items of kind runner: a, bolt." in said
    assert "One of them replaced the stored item with the same id: bolt." in said


async def test_refusals_say_what_is_wrong_and_what_is_allowed(relay: None, harness: Harness) -> None:
    h = harness
    await _with_relay(h)
    said = await _add(h, h.bob, json='{"id": "walker", "steps": [0, 9]}')  # bob reads Russian
    assert said.splitlines() == [
        "Бегун не принят, ничего не сохранено:",
        "`id` 'walker' is a built-in runner; choose another id; `steps` must be whole numbers from 1 to 6, not [0, 9]",
        'Бегун: {"id": "bolt", "steps": [4, 5]}, от одного до четырёх шагов от 1 до 6',
    ]
    said = await _add(h, h.alice)
    assert said == "Give the item either as a file (`file`) or as JSON text (`json`), one of the two."
    said = await _add(h, h.alice, json="{id: bolt}")
    assert said == 'That is not JSON: line 1, column 2, at "id: bolt}".'
    said = await _add(h, h.alice, json="[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    assert said == f"The JSON is nested more than {MAX_DEPTH} levels deep; no item needs that many."
    latin = FakeDiscord.upload("r.json", '{"id": "café", "steps": [1]}'.encode("latin-1"))
    said = await _add(h, h.alice, file=latin)
    assert said == "That is not UTF-8 text (an invalid byte at position 11). Save the file as UTF-8 JSON."
    huge = FakeDiscord.upload("huge.json", b"[" + b" " * MAX_FILE_BYTES + b"]")
    said = await _add(h, h.alice, file=huge)
    assert said == (
        f"That is {MAX_FILE_BYTES + 2} bytes; the limit for one file or text of items is {MAX_FILE_BYTES} bytes. "
        "Split it into several files."
    )
    downloads = [path for _method, path, _status in h.fake.calls if path.startswith("/attachments/")]
    assert downloads == [f"/attachments/{latin.id}/r.json"]  # the huge file was refused by its announced size
    said = await _add(h, h.alice, json=json.dumps({"id": "bolt", "steps": [1], "note": "x" * 300}))
    assert said.startswith("The runner 'bolt' takes ") and said.endswith("the limit for one runner is 200 bytes.")
    for name in ("a", "b", "c"):
        await _add(h, h.alice, json=json.dumps({"id": name, "steps": [1]}))
    said = await _add(h, h.alice, json=json.dumps({"id": "d", "steps": [1]}))
    assert said == "This server keeps at most 3 items of kind runner (it has 3, this adds 1); remove some first."
    assert len(await h.engine.list_content(str(h.guild.id), "relay")) == 3


async def test_a_crashing_check_reaches_nobody_as_a_traceback(
    relay: None, harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = harness
    await _with_relay(h)
    game = registry.get("relay")

    def broken(kind: str, data: object) -> tuple[str, object]:
        raise KeyError("steps")

    monkeypatch.setattr(game, "check_content", broken)
    said = await _add(h, h.alice, json='{"id": "bolt", "steps": [1]}')
    assert said == "Something went wrong on my side; nothing was changed. The error has been logged."


async def test_only_the_adder_or_manage_server_removes_and_items_survive_a_restart(
    relay: None, harness: Harness
) -> None:
    h = harness
    await _with_relay(h)
    await _add(h, h.alice, file=_file(BOLT))
    refused = await h.fake.slash(h.bob, "relay content remove", channel=h.channel, id="bolt")
    assert refused.text() == (
        f"Запись «bolt» добавил <@{h.alice.id}>; заменить или удалить её может только он или участник с правом "
        "«Управление сервером»."
    )
    said = await _add(h, h.bob, json='{"id": "bolt", "steps": [1]}')
    assert said.startswith("Запись «bolt» добавил")
    await h.restart()
    (kept,) = await h.engine.list_content(str(h.guild.id), "relay")
    assert kept.item == BOLT and kept.added_by == str(h.alice.id)
    removed = await h.fake.slash(h.owner, "relay content remove", channel=h.channel, id="bolt")  # the owner: admin
    assert removed.text() == "Removed runner 'bolt'. Matches created before keep their copy."
    gone = await h.fake.slash(h.alice, "relay content show", channel=h.channel, id="bolt")
    assert gone.text() == "There is no item 'bolt' of Relay here; the content list shows the stored ones."


async def test_a_challenge_copies_the_servers_items_into_the_match(relay: None, harness: Harness) -> None:
    h = harness
    await _with_relay(h)
    await _add(h, h.alice, json='{"id": "zip", "steps": [6, 1]}')
    invite = await h.fake.slash(h.alice, "relay new", channel=h.channel, opponent=h.bob, runner="north: zip", target=12)
    assert invite.original is not None, invite.text()  # the pasted pick knows the server's runner
    accept = next(c for c in invite.original.custom_ids() if c.endswith(":a"))
    form = await h.fake.click(h.bob, invite.original, accept)
    assert form.modal is not None
    field = form.modal["components"][0]["components"][0]["custom_id"]
    await h.fake.submit_modal(h.bob, form, {field: "south: walker"})
    await h.settle()
    (match,) = await h.engine.list_matches()
    assert match.options["content"] == {"runner": [{"id": "zip", "steps": [6, 1]}]}
    assert match.options["runners"] == {"north": "zip", "south": "walker"}
    await h.fake.slash(h.alice, "relay content remove", channel=h.channel, id="zip")
    assert (await h.engine.view(match.id, None))["hands"]["north"] == [6, 1]  # the match keeps its copy
    assert (await h.engine.info(match.id)).options["content"] == {"runner": [{"id": "zip", "steps": [6, 1]}]}
    refused = await h.fake.slash(h.alice, "relay new", channel=h.channel, opponent=h.bob, runner="north: zip")
    assert refused.text() == "Not a runner: there is no runner 'zip'; the runners: walker"


async def test_a_secret_pick_from_the_list_offers_the_servers_items(relay: None, harness: Harness) -> None:
    h = harness
    await _with_relay(h)
    await _add(h, h.alice, json='{"id": "zip", "steps": [6, 1]}')
    started = await h.fake.slash(h.alice, "relay new", channel=h.channel, opponent=h.bob, draft="north", target=7)
    assert started.original is not None and started.text() == "Pick your runner:"
    (select,) = started.original.custom_ids()
    offered = [o["value"] for o in started.original.component(select)["options"]]  # type: ignore[index]
    assert offered == ["walker", "zip"]
    await h.fake.select(h.alice, started.original, select, ["zip"])
    invite = await h.fake.wait_message(lambda: h.fake.channel_messages(h.channel), lambda m: bool(m.embeds))
    asked = await h.fake.click(h.bob, invite, next(c for c in invite.custom_ids() if c.endswith(":a")))
    assert asked.original is not None and asked.text() == "Выберите бегуна:"  # bob reads Russian
    await h.fake.select(h.bob, asked.original, asked.original.custom_ids()[0], ["zip"])
    await h.settle()
    (match,) = await h.engine.list_matches()
    assert match.options["runners"] == {"north": "zip", "south": "zip"}
    assert (await h.engine.view(match.id, None))["hands"] == {"north": [6, 1], "south": [6, 1]}


async def test_a_long_item_is_shown_as_a_file(relay: None, harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.discord_bot import content_commands

    h = harness
    await _with_relay(h)
    await _add(h, h.alice, file=_file(BOLT))
    monkeypatch.setattr(content_commands, "SHOWN_INLINE", 10)  # BOLT's JSON is longer than this
    shown = await h.fake.slash(h.bob, "relay content show", channel=h.channel, id="bolt")
    (attached,) = [a for m in shown.messages() for a in m.attachments]
    assert attached.filename == "runner-bolt.json" and json.loads(attached.data) == BOLT
    assert shown.text() == f"Бегун «bolt», добавил <@{h.alice.id}>:"
