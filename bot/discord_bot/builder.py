"""A secret pre-match pick made from a list (bot.core.declared: e.g. an X-Wing squad picked ship by ship).

Presentation only: the game offers the options (`pick_options`) and turns the ids picked into the value
(`pick_value`), refusing an illegal pick; set-up checks the rest (points caps...) when the match starts. The view
is short-lived (15 minutes, not persistent): an interrupted choice is simply made again.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import discord

from bot.core import declared
from bot.core.protocol import Option
from bot.discord_bot import gametext

MAX_OPTIONS = 25  # Discord's limit for one select

Picked = Callable[[discord.Interaction, list[str]], Awaitable[None]]
Tally = Callable[[list[str]], str | None]  # the running summary of a selection, None when the game has none


def select_options(options: tuple[Option, ...]) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(label=o.label[:100], value=o.id, description=(o.detail or "")[:100] or None)
        for o in options[:MAX_OPTIONS]
    ]


class PickBuilder(discord.ui.View):
    """One select of the side's options; `on_pick` gets the ids picked. With a `tally` (the game's running total)
    a selection only updates the message with it and a confirm button hands the ids over, so the player sees the
    total while picking and may change the selection first."""

    def __init__(
        self,
        options: tuple[Option, ...],
        max_picks: int,
        owner: int,
        side: str,
        on_pick: Picked,
        placeholder: str,
        tally: Tally | None = None,
        confirm_label: str = "OK",
    ) -> None:
        super().__init__(timeout=900)
        self.owner, self.on_pick, self.tally = owner, on_pick, tally
        self.chosen: list[str] = []
        shown = select_options(options)
        self.pick: discord.ui.Select[PickBuilder] = discord.ui.Select(
            custom_id=f"tm:b:{owner}:{side}",
            placeholder=placeholder[:150],
            options=shown,
            min_values=1,
            max_values=max(1, min(max_picks, len(shown))),
        )
        self.pick.callback = self._picked  # type: ignore[method-assign]
        self.add_item(self.pick)
        self.confirm: discord.ui.Button[PickBuilder] = discord.ui.Button(
            custom_id=f"tm:bc:{owner}:{side}", label=confirm_label[:80], style=discord.ButtonStyle.success
        )
        self.confirm.callback = self._confirmed  # type: ignore[method-assign]

    async def _picked(self, interaction: discord.Interaction) -> None:
        ids = list(self.pick.values)
        summary = self.tally(ids) if self.tally is not None else None
        if summary is None:
            await self.on_pick(interaction, ids)
            return
        self.chosen = ids
        if self.confirm not in self.children:
            self.add_item(self.confirm)
        await interaction.response.edit_message(content=summary[:2000], view=self)

    async def _confirmed(self, interaction: discord.Interaction) -> None:
        await self.on_pick(interaction, list(self.chosen))


def tally_for(game: str, pick: declared.PicksSecretly, side: str, options: Mapping[str, Any], locale: str) -> Tally:
    """The game's running total of a selection in `locale` (None from it when the game offers no tally)."""

    def tally(ids: list[str]) -> str | None:
        summary = declared.pick_tally(pick, side, ids, options)
        return gametext.localize(game, summary, "", locale) if summary is not None else None

    return tally
