"""Asteroid placement by picture (issue 21), counted through the fake Discord: mission 2 "Hiding in the Asteroids"
(rulebook p.23), where the Imperial player places 6 asteroids. Each asteroid is one message: the table with the
legal places drawn as numbered discs attached, the numbers as buttons (one click, no menu to open) and one ping.

Before: each asteroid was a pair of selects of ~42 raw coordinates ("at (120, 150)") and no picture, so 6 pings,
and 12 clicks in Discord's client (open the menu, pick) for 6 placements."""

from __future__ import annotations

from bot.core.protocol import Prompt
from bot.discord_bot import gametext
from bot.engine.render import with_spots
from renderers.xwing import png
from tests.discord.conftest import Harness
from tests.discord.test_thread_counts_e2e import pinged
from tests.discord.test_xwing_e2e import carrying

BUTTON, SELECT = 2, 3


async def test_each_asteroid_is_placed_from_numbered_spots_on_its_picture(harness: Harness) -> None:
    h = harness
    fake, alice, bob = h.fake, h.alice, h.bob
    invite = await fake.slash(alice, "xwing new", channel=h.channel, opponent=bob, mission="hide_and_seek")
    assert invite.original is not None, invite.text()
    await fake.click(bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (match,) = await h.engine.list_matches()
    (thread,) = fake.threads(h.channel)
    placed, clicks, pings, kinds = 0, 0, 0, set()
    for _ in range(10):
        opened = [op.prompt for op in await h.engine.open_prompts(match.id)]
        prompt: Prompt | None = next((p for p in opened if p.kind == "mission_asteroid"), None)
        if prompt is None:  # (the mission's one Rebel ship is the damaged one by itself: no question before)
            break
        message = carrying(fake.channel_messages(thread), prompt)
        assert message is not None, "the asteroid prompt is in the thread"
        pings += bob.id in pinged(message)
        # one ping, the Imperial player's (the first asteroid rides on the match's start, which pings everyone)
        assert pinged(message) == ({bob.id} if placed else {alice.id, bob.id}), message.content
        # the numbers on the buttons are the prompt's options, in order; nothing else to open
        kinds |= {c["type"] for row in message.components for c in row.get("components", [])}
        assert message.labels() == [str(n) for n in range(1, len(prompt.options or ()) + 1)]
        # the picture with them is attached to the same message, drawn from the prompt bob reads
        (picture,) = [a for a in message.attachments if a.filename.startswith("spots-")]
        shown = gametext.prompt("xwing", prompt, "ru")
        expected = with_spots(await h.engine.view(match.id, None), shown)
        assert expected is not None and [s["label"] for s in expected["spots"]] == message.labels()
        assert picture.data == png(expected, crop="action"), "the discs drawn are the prompt's options"
        # bob picks the middle spot (any numbered one is legal: the game listed only legal places)
        options = prompt.options or ()
        pick = options[len(options) // 2]
        await fake.click(bob, message, next(c for c in message.custom_ids() if c.endswith(":" + pick.id)))
        await h.settle()
        clicks += 1
        placed += 1
        view = await h.engine.view(match.id, None)
        assert len(view["obstacles"]) == placed
        assert (view["obstacles"][-1]["id"], pick.action["x"]) == (f"a{placed}", pick.action["x"])
    assert (placed, clicks, pings) == (6, 6, 6), (placed, clicks, pings)
    assert kinds == {BUTTON}, "buttons only: one click each, no menu to open (two clicks each before)"
