"""Starfighter through the fake Discord with no adapter code of its own (issue 16): `/starfighter new` offers the
declared options, the match starts on acceptance, the public cruiser choice is a button in the thread, and each
deployment prompt (the hand) goes by DM with the hand's private picture; the thread never names a card in a hand.
bob's DMs are closed: his prompts come as a ping whose picker only he can open."""

from __future__ import annotations

from typing import Any

from bot.games.starfighter import GAME
from tests.discord.conftest import Harness
from tests.discord.test_xwing_e2e import carrying_picker


async def test_a_starfighter_match_runs_on_the_generic_adapter_with_hands_by_dm(harness: Harness) -> None:
    h = harness
    h.games = ("duel", "starfighter")
    await h.restart()
    fake, alice, bob, channel = h.fake, h.alice, h.bob, h.channel
    commands = {c["name"]: c for c in fake.guild_commands[h.guild.id]}
    new = next(o for o in commands["starfighter"]["options"] if o["name"] == "new")
    params = {o["name"]: o for o in new["options"]}
    assert [c["value"] for c in params["mode"]["choices"]] == ["training", "skirmish", "total_war"]
    assert {"cards", "deck", "builder"} <= set(params)

    invite = await fake.slash(alice, "starfighter new", channel=channel, opponent=bob, mode="training")
    assert invite.original is not None
    await fake.click(bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (match,) = await h.engine.list_matches()
    assert match.game == "starfighter" and match.options["mode"] == "training"
    (thread,) = fake.threads(channel)

    # the first player's cruiser choice: public buttons in the thread
    (op,) = await h.engine.open_prompts(match.id)
    assert op.prompt.kind == "cruiser" and not op.prompt.secret
    users = {str(alice.id): alice, str(bob.id): bob}
    chooser = users[match.seats[op.prompt.seat]]
    turn = await fake.wait_message(lambda: fake.channel_messages(thread), lambda m: bool(m.custom_ids()))
    await fake.click(chooser, turn, next(c for c in turn.custom_ids() if c.endswith(":ares")))
    await h.settle()

    # deployment: a secret prompt; the hand goes only to its player (both players in turn: the first passes)
    seen = []
    for _turn in range(2):
        (op,) = await h.engine.open_prompts(match.id)
        assert op.prompt.kind == "deploy" and op.prompt.secret
        seat = op.prompt.seat
        player = users[match.seats[seat]]
        hand = [c["card"] for c in (await h.engine.view(match.id, seat))["sides"][seat]["hand_cards"]]
        assert len(hand) == 5  # five Draw icons on an empty Ares or Athena board
        if player is alice:
            dm = await fake.wait_dm(alice, lambda m: bool(m.custom_ids()))
            assert any(a.filename.startswith("private-") for a in dm.attachments)  # the picture of the hand
            assert any(card in dm.content + str(dm.components) for card in hand)
        else:
            ping = carrying_picker(fake.channel_messages(thread), match.id)
            opened = await fake.click(bob, ping, ping.custom_ids()[0])

            def shown(picker: Any = opened) -> object:
                return picker.messages() or None

            await fake.wait_for(shown, what="bob's deployment picker")
            assert opened.ephemeral and all(m.ephemeral_for == bob.id for m in opened.messages())
        public = " ".join(m.content + str(m.embeds) + str(m.components) for m in fake.channel_messages(thread))
        assert not [card for card in hand if card in public]
        seen.append(player)
        await h.engine.act(match.id, match.seats[seat], {"kind": "pass"}, seat=seat)
        await h.settle()
    assert sorted(u.id for u in seen) == sorted((alice.id, bob.id))


async def test_total_war_decks_are_picked_privately_in_packs_and_the_cruisers_in_secret(harness: Harness) -> None:
    h = harness
    h.games = ("duel", "starfighter")
    await h.restart()
    fake, alice, bob, channel = h.fake, h.alice, h.bob, h.channel
    started = await fake.slash(
        alice, "starfighter new", channel=channel, opponent=bob, mode="total_war", builder="south"
    )
    assert started.ephemeral and started.original is not None
    (pick_id,) = started.original.custom_ids()
    await fake.select(
        alice, started.original, pick_id, ["1-01..1-05", "1-06..1-10", "1-11..1-15", "1-16..1-20", "1-21..1-25"]
    )
    invite = await fake.wait_message(lambda: fake.channel_messages(channel), lambda m: bool(m.embeds))
    asked = await fake.click(bob, invite, next(c for c in invite.custom_ids() if c.endswith(":a")))
    assert asked.ephemeral and asked.original is not None
    await fake.select(
        bob, asked.original, asked.original.custom_ids()[0], [o.id for o in GAME.pick_options("north")[10:16]]
    )
    await h.settle()
    (match,) = await h.engine.list_matches()
    assert match.options["mode"] == "total_war"
    assert match.options["decks"]["south"] == [f"1-{n:02d}" for n in range(1, 26)]
    assert len(match.options["decks"]["north"]) == 30
    # both cruiser prompts are secret: by DM (alice) or a picker only bob opens; nothing public names a pick
    prompts = [op.prompt for op in await h.engine.open_prompts(match.id)]
    assert sorted(p.seat for p in prompts) == ["north", "south"] and all(p.secret for p in prompts)
    await h.engine.act(match.id, str(alice.id), {"kind": "cruiser", "cruiser": "hera"}, seat="south")
    await h.settle()
    (thread,) = fake.threads(channel)
    public = " ".join(m.content + str(m.embeds) for m in fake.channel_messages(thread))
    assert "Hera" not in public and "hera" not in public
