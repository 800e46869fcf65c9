"""Round animations and the match reel (issue 6), posted in the match thread through the fake Discord."""

from __future__ import annotations

import io

from PIL import Image

from tests.discord.conftest import Harness
from tests.fakediscord import FakeChannel
from tests.fakediscord.model import FakeAttachment


def animations(h: Harness, thread: FakeChannel) -> list[FakeAttachment]:
    return [a for m in h.fake.channel_messages(thread) for a in m.attachments if a.filename.endswith(".webp")]


def frames_of(data: bytes) -> int:
    assert data[:4] == b"RIFF" and data[8:12] == b"WEBP", "an animated WebP file"
    with Image.open(io.BytesIO(data)) as img:
        return int(getattr(img, "n_frames", 1))


async def play_until_round(h: Harness, match_id: str, seats: dict[str, str], until: int) -> None:
    """Both players take every default (what a deadline would do) until the table shows round `until`."""
    for _ in range(300):
        view = await h.engine.view(match_id, None)
        if view["round"] >= until:
            break
        p = (await h.engine.prompts(match_id))[0]
        assert p.default is not None
        await h.engine.act(match_id, seats[p.seat], dict(p.default), seat=p.seat)
    await h.settle()


async def test_each_round_ends_with_its_animation_and_the_match_with_a_reel(harness: Harness) -> None:
    h = harness
    invite = await h.fake.slash(h.alice, "xwing new", channel=h.channel, opponent=h.bob)
    assert invite.original is not None
    await h.fake.click(h.bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (match,) = await h.engine.list_matches()
    (thread,) = h.fake.threads(h.channel)
    assert animations(h, thread) == []

    await play_until_round(h, match.id, match.seats, 2)
    (round_one,) = animations(h, thread)
    assert round_one.filename == "round-1-xwing.webp"
    assert frames_of(round_one.data) >= 3  # three ships flew in round 1: one frame per activation (and attack)
    assert round_one.description and round_one.description.startswith("Round 1")
    assert "LS" in round_one.description  # the alt text describes the table at the end of the round
    posted = next(m for m in h.fake.channel_messages(thread) if round_one in m.attachments)
    assert "Round 1" in posted.content

    await play_until_round(h, match.id, match.seats, 3)
    assert [a.filename for a in animations(h, thread)] == ["round-1-xwing.webp", "round-2-xwing.webp"]

    await h.engine.concede(match.id, match.seats["imperial"])
    await h.settle()
    names = [a.filename for a in animations(h, thread)]
    assert names[-1] == "match-xwing.webp" and names.count("match-xwing.webp") == 1
    reel = animations(h, thread)[-1]
    # a title card per round and every frame of rounds 1 and 2 (round 3 was conceded before anything moved)
    assert frames_of(reel.data) >= 2 + frames_of(round_one.data) + 3
    assert reel.description and reel.description.startswith("The whole match")
