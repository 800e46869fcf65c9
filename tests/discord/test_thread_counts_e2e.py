"""A match thread players want to read (issue 21), counted through the fake Discord: a scripted quick-start X-Wing
match, alice with DMs open and bob with DMs closed, and per round the thread messages, the pings and the clicks.

One message per step (sentences, the picture attached, the next decision's buttons and ping last): a round
without combat costs at most 4 thread messages (its planning message and one per activation); each player is
pinged once per decision (bob's dials: one ping for all his ships; alice's: one DM); no click only opens a
picker (bob picks his dials from selects on the thread message, answered privately); the dials lock into one
status line per round, edited as it fills in, each with its short commitment hash."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bot.core.protocol import Prompt
from tests.discord.conftest import Harness
from tests.discord.test_xwing_e2e import answer, carrying, preferred_option
from tests.fakediscord import FakeMessage, FakeUser

MENTION = re.compile(r"<@!?(\d+)>")


def pinged(message: FakeMessage) -> set[int]:
    """The users a new message notifies: mentioned in its content and allowed by its allowed_mentions."""
    mentioned = {int(x) for x in MENTION.findall(message.content)}
    allowed = message.allowed_mentions
    if allowed is None:
        return mentioned
    if "users" in (allowed.get("parse") or []):
        return mentioned
    return mentioned & {int(x) for x in allowed.get("users") or []}


@dataclass
class Round:
    number: int
    messages: list[FakeMessage] = field(default_factory=list)
    public_decisions: dict[int, int] = field(default_factory=dict)  # user id -> public prompts answered
    secret_decisions: dict[int, int] = field(default_factory=dict)  # user id -> secret picks answered
    attacks: int = 0
    dms: int = 0  # alice's DMs


async def test_a_scripted_match_reads_one_message_per_step(harness: Harness) -> None:
    h = harness
    fake, alice, bob = h.fake, h.alice, h.bob
    users = {"rebel": alice, "imperial": bob}
    invite = await fake.slash(alice, "xwing new", channel=h.channel, opponent=bob)
    assert invite.original is not None
    await fake.click(bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (thread,) = fake.threads(h.channel)
    (match,) = await h.engine.list_matches()

    rounds: dict[int, Round] = {1: Round(1)}
    seen, dms_seen, attacks_seen = 0, 0, 0  # round 1 opens with the match's start, which carries its dials
    current = 1
    clicks: list[str] = []
    for _step in range(400):
        info = await h.engine.info(match.id)
        if info.status != "active" or current > 5:
            break
        view = await h.engine.view(match.id, None)
        prompt = next(op.prompt for op in await h.engine.open_prompts(match.id))
        user = users[prompt.seat]
        message = await where_to_answer(h, thread, alice, user, prompt)
        clicks.append(await answer_and_record(h, user, message, prompt, preferred_option(prompt, view["round"])))
        tally = rounds[current].secret_decisions if prompt.secret else rounds[current].public_decisions
        tally[user.id] = tally.get(user.id, 0) + 1
        await h.settle()
        # what an action made belongs to the round on the table after it (the message opening a round tells how
        # the last one ended), the attacks to the round they were made in
        attacked = sum(1 for e in await h.engine.log(match.id) if e.kind == "attacked")
        rounds[current].attacks += attacked - attacks_seen
        attacks_seen = attacked
        current = (await h.engine.view(match.id, None))["round"]
        r = rounds.setdefault(current, Round(current))
        messages, dms = fake.channel_messages(thread), fake.dms(alice)
        r.messages += messages[seen:]
        r.dms += len(dms) - dms_seen
        seen, dms_seen = len(messages), len(dms)

    assert current > 3, "the script played several rounds"
    assert not [c for c in clicks if c.startswith("tm:p:")]  # no click only opened a picker
    # the one opener left is optional: beside bob's selects, the button showing his private planning pictures
    openers = {c for m in fake.channel_messages(thread) for c in m.custom_ids() if c.startswith("tm:p:")}
    assert openers <= {f"tm:p:{match.id}:imperial"}, openers
    played = [r for r in rounds.values() if r.number < current]  # the last round is still being played
    assert [r for r in played if r.attacks == 0] and [r for r in played if r.attacks], "quiet rounds and combat"
    for r in played:
        if r.attacks == 0:
            assert len(r.messages) <= 4, (r.number, [m.content for m in r.messages])
        for user in (alice, bob):
            pings = sum(1 for m in r.messages if user.id in pinged(m))
            public = r.public_decisions.get(user.id, 0)
            secret_batches = 1 if r.secret_decisions.get(user.id) else 0
            if user is alice:  # her dials come by DM: one DM a round, no ping in the thread for them
                start = r.number == 1  # the match's start pings every player (bob's dials ride on it: one ping)
                assert pings == public + start, (r.number, user.name, pings, public)
                assert r.dms == secret_batches, (r.number, r.dms)
            else:  # bob's dials are in the thread: one ping for all his ships
                assert pings == public + secret_batches, (r.number, user.name, pings, public, secret_batches)
        # a picture is never a message of its own: it is attached to its step's sentences (and buttons)
        assert all(m.content.strip() for m in r.messages if m.attachments), r.number
        moved = [m for m in r.messages if " flies " in m.content]
        assert moved and all(any(a.filename.endswith(".png") for a in m.attachments) for m in moved), r.number
        # the round's dials: one status line, edited as each of the three locked in, with their short hashes
        (status,) = [m for m in r.messages if "🔒" in m.content]
        locked = re.search(r"(\d)/\1 locked", status.content)  # all of them (a ship destroyed sets none)
        assert locked and status.edits >= int(locked[1]), status.content
    committed = [str(e.payload["commitment"]) for e in await h.engine.log(match.id) if e.kind == "dial_committed"]
    shown = "\n".join(m.content for r in played for m in r.messages)
    assert len(committed) >= 2 * len(played) and all(f"`{c[:8]}`" in shown for c in committed[:-3])


async def where_to_answer(h: Harness, thread: object, alice: FakeUser, user: FakeUser, prompt: Prompt) -> FakeMessage:
    """The message a player answers `prompt` on, as they would find it: alice's dials in her DMs, everything else
    (bob's dials too) in the thread."""
    if prompt.secret and user is alice:
        found = carrying(h.fake.dms(alice), prompt)
    else:
        found = carrying(h.fake.channel_messages(thread), prompt)  # type: ignore[arg-type]
    assert found is not None, f"no message answers {prompt.kind} for {user.name}"
    assert not found.ephemeral
    return found


async def answer_and_record(h: Harness, user: FakeUser, message: FakeMessage, prompt: Prompt, option: str) -> str:
    done = await answer(h, user, message, prompt, option)
    if prompt.secret and message.channel.type != 1:  # a secret pick in the thread: answered to the picker alone
        assert done.ephemeral and done.original is not None and done.original.ephemeral_for == user.id
    return str(done.data["custom_id"])
