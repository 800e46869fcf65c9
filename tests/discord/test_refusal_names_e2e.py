"""A game's refusal names the players where it means a seat (issue 20), as the thread's sentences do (docs/protocol.md
"Players by name"): a Star Wars Miniatures action out of turn listed «Тёмная сторона: расстановка» among the
decisions the match waits for, where the player who owes it is meant."""

from __future__ import annotations

import discord

from bot.discord_bot.components import FreeInputButton, key_hash
from tests.discord.conftest import Harness
from tests.discord.test_side_players_e2e import _accept


async def _refused(h: Harness, action: str) -> str:
    """bob (the Dark side, reading Russian) answers his open set-up decision with `action` typed in the form of
    the decision's free-input button (the one the adapter gives a decision without options), and reads why not."""
    h.games = ("duel", "swm")
    await h.restart()
    match, thread = await _accept(h, "swm new", "dark: g-d-trooper", squad="light: g-l-knight", round_limit=2)
    (opened,) = [op.prompt for op in await h.engine.open_prompts(match.id)]
    assert (opened.seat, opened.kind, match.seats["dark"]) == ("dark", "deploy", str(h.bob.id))
    view = discord.ui.View(timeout=None)
    view.add_item(FreeInputButton(match.id, key_hash(opened.key, opened.seat)))
    assert h.bot is not None
    await h.bot.get_partial_messageable(thread.id).send("…", view=view)
    shown = h.fake.channel_messages(thread)[-1]
    form = await h.fake.click(h.bob, shown, shown.custom_ids()[0])
    assert form.modal is not None, form.text()
    field = form.modal["components"][0]["components"][0]["custom_id"]
    return (await h.fake.submit_modal(h.bob, form, {field: action})).text()


async def test_an_out_of_turn_action_names_the_player_the_match_waits_for(harness: Harness) -> None:
    # SWM: only the decisions the match waits for may be answered (game.py `awaited`)
    said = await _refused(harness, '{"kind": "activate"}')
    assert "ждём: bob: расстановка" in said, said
    assert "Тёмная сторона" not in said
