"""A 2v1 X-Wing team match created through the fake Discord: alice (with her teammate carol) challenges bob, every
invited player accepts, and each rebel gets dial pickers for her own ship only (alice by DM; carol, whose DMs are
closed, through the private picker in the thread); alice's click on carol's picker is refused privately."""

from __future__ import annotations

from bot.core.protocol import Prompt
from tests.discord.conftest import Harness
from tests.discord.test_xwing_e2e import IMPERIAL_XWS, answer, carrying

REBELS_XWS = (
    '{"faction": "rebels", "pilots": [{"name": "lukeskywalker", "ship": "xwing"}, '
    '{"name": "rookiepilot", "ship": "xwing"}]}'
)


def dial_prompt(prompts: list[Prompt], ship: str) -> Prompt:
    return next(p for p in prompts if p.kind == "dial" and p.context.get("ship") == ship)


async def test_a_2v1_team_match_through_discord(harness: Harness) -> None:
    h = harness
    fake, alice, bob, channel = h.fake, h.alice, h.bob, h.channel
    carol = fake.add_user("carol", dm_closed=True)
    fake.add_member(h.guild, carol)
    twice = await fake.slash(alice, "xwing new", channel=channel, opponent=bob, teammate=bob)
    assert twice.ephemeral and "only once" in twice.text()
    too_few = await fake.slash(alice, "xwing new", channel=channel, opponent=bob, teammate=carol)
    # the requirement in words, naming the player (a mention), not the seat id (issue 21)
    few = too_few.text()
    assert too_few.ephemeral and f"no ship is left for <@{carol.id}>" in few and "rebel-2" not in few, few
    assert "XWS squad" in few, few  # the quick start's one X-wing

    invite = await fake.slash(
        alice, "xwing new", channel=channel, opponent=bob, teammate=carol, squad=REBELS_XWS, points=100
    )
    assert invite.original is not None, invite.text()
    accept = next(c for c in invite.original.custom_ids() if c.endswith(":a"))
    stranger = await fake.click(h.owner, invite.original, accept)
    assert stranger.ephemeral
    await fake.click(carol, invite.original, accept)
    await h.settle()
    assert not await h.engine.list_matches()  # bob has not accepted yet
    again = await fake.click(carol, invite.original, accept)
    assert again.ephemeral and "already accepted" in again.text()
    asked = await fake.click(bob, invite.original, accept)  # the opponent brings his side's squad
    assert asked.modal is not None
    await fake.submit_modal(bob, asked, {asked.modal["components"][0]["components"][0]["custom_id"]: IMPERIAL_XWS})
    await h.settle()
    (match,) = await h.engine.list_matches()
    assert match.seats == {"rebel-1": str(alice.id), "rebel-2": str(carol.id), "imperial-1": str(bob.id)}

    prompts = [op.prompt for op in await h.engine.open_prompts(match.id)]
    luke, rookie = dial_prompt(prompts, "lukeskywalker"), dial_prompt(prompts, "rookiepilot")
    assert (luke.seat, rookie.seat) == ("rebel-1", "rebel-2")  # the game's default split: ascending id
    alices = carrying(fake.dms(alice), luke)
    assert alices is not None and carrying(fake.dms(alice), rookie) is None  # alice's own dial by DM, only hers
    (thread,) = fake.threads(channel)
    assert all(name in thread.name for name in ("alice", "bob", "carol")), thread.name  # every player in the title
    carols = carrying(fake.channel_messages(thread), rookie)  # carol's DMs are closed: her picker is in the thread
    assert carols is not None and carrying([carols], luke) is None  # her ship only
    refused = await answer(h, alice, carols, rookie, "2-straight")  # a teammate's dial: refused
    assert refused.ephemeral and f"<@{carol.id}>" in refused.text() and "not your decision" in refused.text()

    before = await h.engine.state_hash(match.id)
    await answer(h, carol, carols, rookie, "2-straight")
    await answer(h, alice, alices, luke, "2-straight")
    await h.settle()
    assert await h.engine.state_hash(match.id) != before
    left = {op.prompt.context.get("ship") for op in await h.engine.open_prompts(match.id) if op.prompt.kind == "dial"}
    assert left == {"darthvader", "academypilot"}  # both rebels' dials are set; the imperial's still open


async def test_a_1v2_quick_start_team_match_and_a_declined_team_challenge(harness: Harness) -> None:
    h = harness
    fake, alice, bob, channel = h.fake, h.alice, h.bob, h.channel
    carol = fake.add_user("carol")
    fake.add_member(h.guild, carol)
    declined = await fake.slash(alice, "xwing new", channel=channel, opponent=bob, opponent2=carol)
    assert declined.original is not None
    await fake.click(carol, declined.original, next(c for c in declined.original.custom_ids() if c.endswith(":d")))
    assert any("declined" in m.content for m in fake.channel_messages(channel))
    assert not await h.engine.list_matches()

    invite = await fake.slash(alice, "xwing new", channel=channel, opponent=bob, opponent2=carol)
    assert invite.original is not None
    accept = next(c for c in invite.original.custom_ids() if c.endswith(":a"))
    for user in (bob, carol):  # no squads given: the quick start, no XWS to paste
        await fake.click(user, invite.original, accept)
    await h.settle()
    (match,) = await h.engine.list_matches()
    assert match.seats == {"rebel-1": str(alice.id), "imperial-1": str(bob.id), "imperial-2": str(carol.id)}
    owners = {op.prompt.context.get("ship"): op.prompt.seat for op in await h.engine.open_prompts(match.id)}
    assert sorted(owners.values()) == ["imperial-1", "imperial-2", "rebel-1"]  # one quick-start ship each


ONE_TIE_XWS = '{"faction": "empire", "pilots": [{"name": "darthvader", "ship": "tieadvanced"}]}'


async def test_a_team_refused_on_accept_names_the_players_not_their_seats(harness: Harness) -> None:
    """bob pastes a one-ship Imperial squad for a team of two (bob and carol): the match cannot start, and the
    refusal names carol (a mention), not the seat "imperial-2" she would have had (issue 21)."""
    h = harness
    fake, alice, bob, channel = h.fake, h.alice, h.bob, h.channel
    carol = fake.add_user("carol")
    fake.add_member(h.guild, carol)
    invite = await fake.slash(alice, "xwing new", channel=channel, opponent=bob, opponent2=carol, squad=REBELS_XWS)
    assert invite.original is not None, invite.text()
    accept = next(c for c in invite.original.custom_ids() if c.endswith(":a"))
    await fake.click(carol, invite.original, accept)
    asked = await fake.click(bob, invite.original, accept)
    assert asked.modal is not None
    field = asked.modal["components"][0]["components"][0]["custom_id"]
    refused = await fake.submit_modal(bob, asked, {field: ONE_TIE_XWS})
    await h.settle()
    (answer,) = refused.followups  # privately, to bob (the invitation stays as it was)
    text = answer.text()
    assert answer.ephemeral_for == bob.id and f"<@{carol.id}>" in text and "imperial-2" not in text, text
    assert not await h.engine.list_matches()
