"""The match-start message speaks the thread's language (issue 20): the players' shared language, else the server's
default, like every other sentence of the thread (Presenter.thread_locale); its sides are the game's words."""

from __future__ import annotations

from tests.discord.conftest import Harness
from tests.fakediscord import FakeChannel


async def _started(h: Harness) -> tuple[str, FakeChannel]:
    h.games = ("duel", "ti4")
    await h.restart()
    invite = await h.fake.slash(
        h.alice,
        "ti4 new",
        channel=h.channel,
        opponent=h.bob,
        fleet="2 dreadnought 1 cruiser",
        defender_fleet="1 destroyer",
    )
    assert invite.original is not None, invite.text()
    await h.fake.click(h.bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (match,) = await h.engine.list_matches()
    (thread,) = h.fake.threads(h.channel)
    return match.id, thread


async def test_both_players_in_russian_get_a_russian_start_message(harness: Harness) -> None:
    h = harness
    h.alice.locale = "ru"  # bob reads Russian too
    match_id, thread = await _started(h)
    first = h.fake.channel_messages(thread)[0].content
    assert f"Партия **№{match_id}** началась: атакующий: <@{h.alice.id}>, защищающийся: <@{h.bob.id}>." in first
    assert "Обязательство по кубикам" in first and "Match" not in first and "attacker" not in first
    assert f"№{match_id}: " in thread.name and " против " in thread.name, thread.name  # the thread's title too
    assert thread.name.startswith(f"Twilight Imperium 4: космический бой №{match_id}: "), thread.name  # and its game
    # the invitation in the channel becomes a pointer to the thread, in the same language (it was English)
    pointer = [m.content for m in h.fake.channel_messages(h.channel) if f"<#{thread.id}>" in (m.content or "")]
    assert pointer == [f"Партия №{match_id} началась в <#{thread.id}>."], pointer


async def test_players_of_two_languages_get_the_servers_default(harness: Harness) -> None:
    h = harness  # alice reads English, bob Russian: the server's English
    match_id, thread = await _started(h)
    first = h.fake.channel_messages(thread)[0].content
    assert f"Match **#{match_id}** started: attacker: <@{h.alice.id}>, defender: <@{h.bob.id}>." in first
    assert "Партия" not in first
    assert f"#{match_id}: " in thread.name and " vs " in thread.name, thread.name
    assert thread.name.startswith(f"Twilight Imperium 4: space combat #{match_id}: "), thread.name
