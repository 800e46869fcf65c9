"""A secret pre-match pick made from a list (bot.core.declared: e.g. an X-Wing squad picked ship by ship).

Presentation only: the game offers the options (`pick_options`) and turns the ids picked into the value
(`pick_value`), refusing an illegal pick; set-up checks the rest (points caps...) when the match starts. The view
is short-lived (15 minutes, not persistent): an interrupted choice is simply made again.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import discord

from bot.core.protocol import Option

MAX_OPTIONS = 25  # Discord's limit for one select

Picked = Callable[[discord.Interaction, list[str]], Awaitable[None]]


def select_options(options: tuple[Option, ...]) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(label=o.label[:100], value=o.id, description=(o.detail or "")[:100] or None)
        for o in options[:MAX_OPTIONS]
    ]


class PickBuilder(discord.ui.View):
    """One select of the side's options; `on_pick` gets the ids picked."""

    def __init__(
        self, options: tuple[Option, ...], max_picks: int, owner: int, side: str, on_pick: Picked, placeholder: str
    ) -> None:
        super().__init__(timeout=900)
        self.owner, self.on_pick = owner, on_pick
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

    async def _picked(self, interaction: discord.Interaction) -> None:
        await self.on_pick(interaction, list(self.pick.values))
