"""Star Wars Miniatures through the fake Discord with no adapter code of its own (issue 14): `/swm content add` a
character from a player's card, `/swm new` with a pasted squad that uses it, the opponent's squad pasted on
accepting, both revealed together when the match starts, and the dark side's set-up prompt in the thread."""

from __future__ import annotations

import json

from tests.discord.conftest import Harness

CARD = {
    "id": "my-captain",
    "name": "Rebel Captain",
    "faction": "rebels",
    "cost": 20,
    "hp": 40,
    "defense": 15,
    "attack": 7,
    "damage": 10,
    "size": 1,
    "unique": True,
    "abilities": ["double_attack"],
}


async def test_an_swm_match_starts_from_pasted_squads_with_a_players_own_character(harness: Harness) -> None:
    h = harness
    h.games = ("duel", "swm")
    await h.restart()
    fake = h.fake
    commands = {c["name"]: c for c in fake.guild_commands[h.guild.id]}
    new = next(o for o in commands["swm"]["options"] if o["name"] == "new")
    params = {o["name"]: o for o in new["options"]}
    assert {"era", "points", "map", "round_limit", "squad", "build"} <= set(params)
    assert params["era"]["description_localizations"]["ru"].startswith("Эра")

    added = await fake.slash(h.alice, "swm content add", channel=h.channel, kind="character", json=json.dumps(CARD))
    assert added.ephemeral and "my-captain" in added.text()
    bad = await fake.slash(
        h.alice, "swm content add", channel=h.channel, kind="character", json=json.dumps({**CARD, "id": "x2", "hp": 0})
    )
    assert "`hp` must be a whole number 1..1000, not `0`" in bad.text()

    invite = await fake.slash(
        h.alice, "swm new", channel=h.channel, opponent=h.bob, squad="light: my-captain, 2x g-l-militia"
    )
    assert invite.original is not None, invite.text()
    accept = next(c for c in invite.original.custom_ids() if c.endswith(":a"))
    form = await fake.click(h.bob, invite.original, accept)
    assert form.modal is not None
    field = form.modal["components"][0]["components"][0]["custom_id"]
    await fake.submit_modal(h.bob, form, {field: "dark: g-d-trooper, 2x Combat Droid"})
    await h.settle()
    (match,) = await h.engine.list_matches()
    assert match.game == "swm"
    assert match.options["squads"] == {
        "light": ["my-captain", "g-l-militia", "g-l-militia"],
        "dark": ["g-d-trooper", "g-d-droid", "g-d-droid"],
    }
    assert match.options["content"]["character"][0]["id"] == "my-captain"
    view = await h.engine.view(match.id, None)
    assert [f["name"] for f in view["figures"]][:3] == ["Line Trooper", "Combat Droid", "Combat Droid"]
    (op,) = await h.engine.open_prompts(match.id)
    assert op.prompt.kind == "deploy" and op.prompt.seat == "dark"  # SWM-3.2: the dark side sets up first
    (thread,) = fake.threads(h.channel)
    turn = await fake.wait_message(lambda: fake.channel_messages(thread), lambda m: bool(m.custom_ids()))
    assert turn.custom_ids()


async def test_the_content_commands_answer_a_russian_reader_in_russian(harness: Harness) -> None:
    """Issue 20: the kind and the game named in Russian, counted with their plural forms, the card's problems in
    Russian; the kind offered by its Russian name."""
    h = harness
    h.games = ("duel", "swm")
    await h.restart()
    fake = h.fake
    commands = {c["name"]: c for c in fake.guild_commands[h.guild.id]}
    content = next(o for o in commands["swm"]["options"] if o["name"] == "content")
    kind = next(o for o in content["options"][0]["options"] if o["name"] == "kind")
    assert kind["choices"] == [{"name": "character", "value": "character", "name_localizations": {"ru": "персонаж"}}]

    async def add(data: object) -> str:
        said = await fake.slash(h.bob, "swm content add", channel=h.channel, kind="character", json=json.dumps(data))
        return said.text()

    assert (await add(CARD)).startswith("Персонаж «my-captain» сохранён.\nНовые партии при создании получают копию")
    said = await add([CARD, {**CARD, "id": "my-major"}])
    assert said.splitlines()[:2] == [
        "Сохранено: 2 персонажа (my-captain, my-major).",
        "1 прежняя запись с тем же id заменена: my-captain.",
    ]
    five = [{**CARD, "id": f"my-{n}"} for n in range(5)]
    assert (await add(five)).startswith("Сохранено: 5 персонажей (my-0, my-1, my-2, my-3, my-4).")
    said = await add({**CARD, "id": "x2", "hp": 0})
    assert said.splitlines()[:2] == [
        "Персонаж не принят, ничего не сохранено:",
        "В карточке персонажа ошибки: `hp` — целое число от 1 до 1000, а не `0` (п. 1.2 правил)",
    ]
    listed = (await fake.slash(h.bob, "swm content list", channel=h.channel)).text().splitlines()
    assert listed[0] == "Star Wars Miniatures: здесь сохранено 7 записей."
    assert listed[1] == f"Персонаж «my-0», добавил {h.bob.mention}"
    offered = await fake.autocomplete(h.bob, "swm content show", channel=h.channel, focused="id", id="major")
    assert offered == [{"name": "my-major (персонаж)", "value": "my-major"}]
    shown = await fake.slash(h.bob, "swm content show", channel=h.channel, id="my-major")
    assert shown.text().startswith(f"Персонаж «my-major», добавил {h.bob.mention}:\n```json\n")
    removed = await fake.slash(h.bob, "swm content remove", channel=h.channel, id="my-major")
    assert removed.text() == "Персонаж «my-major» удалён. Партии, созданные раньше, сохраняют свою копию."
    gone = await fake.slash(h.bob, "swm content show", channel=h.channel, id="my-major")
    assert gone.text() == (
        "Записи «my-major» для игры Star Wars Miniatures здесь нет; сохранённые покажет команда content list."
    )
