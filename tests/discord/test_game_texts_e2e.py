"""The X-Wing game's own texts (dial prompts, maneuver labels, event sentences, rule errors) reach each player in
their language through the fake Discord: alice (English client) and bob (Russian client, DMs closed)."""

from __future__ import annotations

from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.discord_bot.replies import error_text
from bot.games.xwing import GAME
from tests.discord.conftest import Harness
from tests.discord.test_xwing_e2e import answer, carrying
from tests.fakediscord import FakeMessage


def shown(message: FakeMessage) -> str:
    """Everything a person reads on a message: its text, button labels, select options and placeholders."""
    parts = [message.text()]

    def walk(components: list[Any]) -> None:
        for c in components:
            parts.extend(str(c.get(k, "")) for k in ("label", "placeholder"))
            parts.extend(f"{o.get('label', '')} {o.get('description', '')}" for o in c.get("options", []))
            walk(c.get("components", []))

    walk(message.components)
    return "\n".join(parts)


async def test_xwing_texts_in_each_players_language(harness: Harness) -> None:
    h = harness
    fake, alice, bob = h.fake, h.alice, h.bob
    invite = await fake.slash(alice, "xwing new", channel=h.channel, opponent=bob)
    assert invite.original is not None
    await fake.click(bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (thread,) = fake.threads(h.channel)
    (match,) = await h.engine.list_matches()
    for _ in range(20):  # any set-up decisions first, until the round-1 dials are asked
        opened = [op.prompt for op in await h.engine.open_prompts(match.id)]
        if all(p.kind == "dial" for p in opened):
            break
        prompt = opened[0]
        user = alice if match.seats[prompt.seat] == str(alice.id) else bob
        message = carrying(fake.channel_messages(thread), prompt)
        assert message is not None and prompt.options
        await answer(h, user, message, prompt, prompt.options[0].id)
        await h.settle()
    dials = [op.prompt for op in await h.engine.open_prompts(match.id)]
    assert dials and all(p.kind == "dial" for p in dials)
    # /match status in bob's Russian: the prompts' text, the status, phase and round words (issue 20)
    status = (await fake.slash(bob, "match status", channel=thread, match=match.id)).text()
    assert "Раунд 1: выставьте диск манёвров" in status and "идёт, планирование, раунд 1" in status, status
    assert "set the dial" not in status and "active" not in status and "round 1" not in status

    # English: alice's dial DM; the shared thread while the players' languages differ
    alice_dm = next(m for m in reversed(fake.dms(alice)) if m.custom_ids())
    seen = shown(alice_dm)
    assert "Round 1: set the dial of" in seen and "1 bank left (green)" in seen and "4 K-turn (red)" in seen, seen
    assert "вираж" not in seen
    # Russian: bob's picker in the thread (his DMs are closed; his client is Russian)
    bobs = next(p for p in dials if match.seats[p.seat] == str(bob.id))
    picker = carrying(fake.channel_messages(thread), bobs)
    assert picker is not None
    seen = shown(picker)
    assert "Раунд 1: выставьте диск манёвров" in seen and "скорость 2 · 2 вираж влево (зелёный)" in seen, seen
    assert "3 разворот Койограна (красный)" in seen and "bank left" not in seen and "set the dial" not in seen

    # round 1 flown: the shared thread speaks English while the players' languages differ
    await play(h, match.id, thread, until_round=1)
    log = "\n".join(m.content for m in fake.channel_messages(thread))
    assert " reveals 1 straight (green)." in log and " flies 1 straight." in log, log
    assert "выполняет" not in log

    # both players Russian now: the thread speaks Russian from here on
    chosen = await fake.slash(alice, "settings language", channel=thread, language="ru")
    assert "по-русски" in chosen.text()
    before = len(fake.channel_messages(thread))
    await play(h, match.id, thread, until_round=2)
    log = "\n".join(m.content for m in fake.channel_messages(thread)[before:])
    assert "раскрывает манёвр 1 прямо (зелёный)." in log and "выполняет манёвр 1 прямо." in log, log
    assert " flies " not in log and " reveals " not in log
    history = await fake.slash(alice, "match log", channel=thread, match=match.id)
    # /match log reads in the reader's language too (issue 20); the stored events keep the game's English
    assert "выполняет манёвр" in history.text() and " flies " not in history.text(), history.text()


async def play(h: Harness, match_id: str, thread: Any, until_round: int) -> None:
    """Answer every decision (dials: 1 straight; else the first option) until round `until_round` is over."""
    fake = h.fake
    (match,) = [m for m in await h.engine.list_matches() if m.id == match_id]
    for _ in range(60):
        view = await h.engine.view(match_id, None)
        opened = [op.prompt for op in await h.engine.open_prompts(match_id)]
        if view["round"] > until_round or not opened:
            return
        prompt = opened[0]
        user = h.alice if match.seats[prompt.seat] == str(h.alice.id) else h.bob
        if prompt.secret and user is h.alice:
            message = carrying(fake.dms(h.alice), prompt)
        else:
            message = carrying(fake.channel_messages(thread), prompt)
        assert message is not None and prompt.options, prompt
        want = "1-straight" if prompt.option("1-straight") else prompt.options[0].id
        await answer(h, user, message, prompt, want)
        await h.settle()
    raise AssertionError("the round did not end")


def test_rule_error_in_the_players_language() -> None:
    state = GAME.setup({}, ["rebel", "imperial"], Chance("l10n"))
    try:
        GAME.act(state, "rebel", {"kind": "attack", "target": "x"}, Chance("l10n"))
    except RuleError as exc:
        english, russian = error_text(exc, "en"), error_text(exc, "ru")
    else:
        raise AssertionError("attacking during set-up must be refused")
    assert "'attack' is not possible now" in english and "answer with" in english
    assert "«attack» сейчас невозможно" in russian and "ответ:" in russian and "not possible" not in russian
