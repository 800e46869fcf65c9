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
    assert "`hp` must be a whole number 1..1000, not 0" in bad.text()

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
