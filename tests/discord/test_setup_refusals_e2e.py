"""A chat challenge refused at set-up reads in the reader's language and whole (issue 20)."""

from __future__ import annotations

from tests.discord.conftest import Harness


async def test_a_chat_challenge_refused_at_set_up_reads_in_russian_and_whole(harness: Harness) -> None:
    """bob reads Russian: his XWS paste is refused in Russian, and alice's TI4 fleet with an unknown unit is refused
    when he accepts, every unit it takes listed (a refusal is no longer cut at 200 characters)."""
    h = harness
    h.games = ("duel", "xwing", "ti4")
    await h.restart()
    pasted = await h.fake.slash(h.bob, "xwing new", channel=h.channel, opponent=h.alice, squad='{"faction": "x"}')
    said = pasted.text()
    assert "звено в формате XWS не прочитать" in said and "(формат звена XWS)" in said, said
    assert "`faction` должно быть `rebels` или `empire`, а не «x»" in said, said
    invite = await h.fake.slash(
        h.alice, "ti4 new", channel=h.channel, opponent=h.bob, fleet="2 cruisr", defender_fleet="1 dreadnought"
    )
    message = await h.fake.wait_message(lambda: h.fake.channel_messages(h.channel), lambda m: bool(m.custom_ids()))
    assert invite.text()
    refused = (await h.fake.click(h.bob, message, next(c for c in message.custom_ids() if c.endswith(":a")))).text()
    assert "атакующий: неизвестный отряд «cruisr»; известные отряды: `carrier`" in refused, refused
    assert refused.endswith("`mech`, `war_sun`, `flagship`"), refused
    assert not await h.engine.list_matches()
