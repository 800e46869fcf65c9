"""Players by display name in the threads of TI4, Star Wars Miniatures and Starfighter (issue 21): their sentences
named sides («атакующий», "Light side", «Север») where a player is meant; the thread now names the player, and
where the side is the right word (the winner's faction) it says who plays it too. The events keep the seat only
(docs/protocol.md "Players by name"): the names are put in when the thread's text is rendered."""

from __future__ import annotations

import json
import re
from typing import Any

from tests.discord.conftest import Harness
from tests.fakediscord import FakeChannel


async def _accept(h: Harness, command: str, paste: str | None = None, **options: Any) -> tuple[Any, FakeChannel]:
    """alice challenges bob with `command`, bob accepts (pasting `paste` in the form it opens); the match and its
    thread."""
    invite = await h.fake.slash(h.alice, command, channel=h.channel, opponent=h.bob, **options)
    assert invite.original is not None, invite.text()
    form = await h.fake.click(h.bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    if paste is not None:
        assert form.modal is not None
        await h.fake.submit_modal(h.bob, form, {form.modal["components"][0]["components"][0]["custom_id"]: paste})
    await h.settle()
    (match,) = await h.engine.list_matches()
    (thread,) = h.fake.threads(h.channel)
    return match, thread


async def _play_out(h: Harness, match: Any, thread: FakeChannel | None = None, until: str | None = None) -> None:
    """Every open decision answered with its first option (or its default) until the match ends, or until the
    thread says `until`."""
    for _ in range(400):
        if (await h.engine.info(match.id)).status != "active":
            return
        if thread is not None and until and any(until in m.content for m in h.fake.channel_messages(thread)):
            return
        opened = [op.prompt for op in await h.engine.open_prompts(match.id)]
        p = opened[0]
        action = p.options[0].action if p.options else p.default
        await h.engine.act(match.id, match.seats[p.seat], dict(action or {}), seat=p.seat)
        await h.settle()
    raise AssertionError("the match did not end")


async def _thread_text(h: Harness, match: Any, thread: FakeChannel) -> str:
    said = "\n".join(m.content for m in h.fake.channel_messages(thread))
    events = json.dumps([e.payload for e in await h.engine.log(match.id)], ensure_ascii=False)
    assert '"alice"' not in events and '"bob"' not in events  # the events hold seats, never the names shown
    return said


async def test_ti4_sentences_name_the_players_in_russian(harness: Harness) -> None:
    h = harness
    h.games = ("duel", "ti4")
    await h.restart()
    h.alice.locale = "ru"  # both players read Russian: so does the thread
    match, thread = await _accept(h, "ti4 new", fleet="2 dreadnought 1 cruiser", defender_fleet="1 destroyer")
    assert match.seats == {"attacker": str(h.alice.id), "defender": str(h.bob.id)}
    await _play_out(h, match)
    said = await _thread_text(h, match, thread)
    assert "alice, боевая проверка:" in said and "bob, боевая проверка:" in said, said
    assert "атакующий, боевая проверка" not in said and "защищающийся, боевая проверка" not in said
    assert "bob присваивает попадания (бой: " in said
    # the result names the winner (alice's dreadnoughts cannot lose to one destroyer) in its reason too
    assert "Побеждает alice: у соперника кораблей не осталось (п. 39.10 правил)" in said, said
    assert f"победа: <@{h.alice.id}> (атакующий)" in said, said[-600:]


async def test_swm_sentences_name_the_players_and_the_winning_side_says_who(harness: Harness) -> None:
    h = harness
    h.games = ("duel", "swm")
    await h.restart()
    match, thread = await _accept(h, "swm new", "dark: g-d-trooper", squad="light: g-l-knight", round_limit=2)
    await _play_out(h, match)  # alice reads English, bob Russian: the thread speaks the server's English
    said = await _thread_text(h, match, thread)
    # each player's own decision in their language, naming them (their faction's words are the possessive's)
    assert "your decision: alice sets up L1 Guardian Knight in their zone" in said, said
    assert "ваше решение: bob выставляет D1 Линейного штурмовика в своей зоне" in said
    # who won the initiative is the dice's business (a fresh seed per match): either way a player, not a side
    assert re.search(r"; (alice|bob) decides who goes first\.", said) and "side decides" not in said, said
    assert re.search(r"\n(alice|bob) goes first this round \(chosen by (alice|bob)\)\.", said), said
    assert re.search(r"\nPhase 1: (alice|bob) activates", said), said
    # the round limit's result keeps the side, the right word for a faction, and says who plays it
    assert "Round limit 2 reached: the Light side (alice) wins on points on the table (" in said, said
    assert f"is over: <@{h.alice.id}> (Light side) won (Round limit 2 reached: the Light side (alice) wins" in said


async def test_starfighter_battles_name_both_players_in_russian(harness: Harness) -> None:
    h = harness
    h.games = ("duel", "starfighter")
    await h.restart()
    h.alice.locale = "ru"
    match, thread = await _accept(h, "starfighter new", mode="training")
    south, north = ("alice", "bob") if match.seats["south"] == str(h.alice.id) else ("bob", "alice")
    await _play_out(h, match, thread, until="Конец раунда 2:")  # two rounds: deployment, battles, round ends
    said = await _thread_text(h, match, thread)
    # the battle line names both seats' players, where it said «сектор 1 Юга … Юг получает»
    assert f"игрока {south}, сектор " in said and f"): {south} получает " in said and f", {north} получает " in said
    assert "Юг получает" not in said and "Север получает" not in said
    assert re.search(r"Сражение: фишка инициативы у игрока (alice|bob)\.", said), said
    assert re.search(r"\n(alice|bob) берёт 5 карт\.", said), said
