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
from bot.discord_bot.views import select_chunks

MAX_OPTIONS = 25  # Discord's limit for one select
MAX_SELECTS = 4  # a message holds 5 rows: up to 4 selects and the confirm button

Picked = Callable[[discord.Interaction, list[str]], Awaitable[None]]
Tally = Callable[[list[str]], str | None]  # the running summary of a selection, None when the game has none


def select_options(options: tuple[Option, ...] | list[Option]) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(label=o.label[:100], value=o.id, description=(o.detail or "")[:100] or None)
        for o in options[:MAX_OPTIONS]
    ]


def chunks(options: tuple[Option, ...], tally: bool) -> list[list[Option]]:
    """One select of at most 25 options; with a tally (picks add up across selects) up to four, groups kept
    together where a group fits (an IA army: deployment cards by affiliation, then command cards)."""
    if not tally or len(options) <= MAX_OPTIONS:
        return [list(options[:MAX_OPTIONS])]
    return select_chunks(options)[:MAX_SELECTS]


class PickBuilder(discord.ui.View):
    """The side's options in one select (several when a tally adds up a pick across them); `on_pick` gets the ids
    picked. With a `tally` (the game's running total) a selection only updates the message with it and a confirm
    button hands the ids over, so the player sees the total while picking and may change the selection first."""

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
        parts = chunks(options, tally is not None)
        self.selects: list[discord.ui.Select[PickBuilder]] = []
        self.parts: list[list[str]] = [[] for _ in parts]
        for n, part in enumerate(parts):
            shown = select_options(part)
            several = len(parts) > 1
            select: discord.ui.Select[PickBuilder] = discord.ui.Select(
                custom_id=f"tm:b:{owner}:{side}" + (f":{n}" if several else ""),
                placeholder=(_group_label(part) if several else placeholder)[:150],
                options=shown,
                min_values=0 if several else 1,  # several selects: one may be left empty or emptied again
                max_values=max(1, min(max_picks, len(shown))),
                row=n,
            )
            select.callback = self._callback(n)  # type: ignore[method-assign,assignment]
            self.selects.append(select)
            self.add_item(select)
        self.pick = self.selects[0]
        self.confirm: discord.ui.Button[PickBuilder] = discord.ui.Button(
            custom_id=f"tm:bc:{owner}:{side}",
            label=confirm_label[:80],
            style=discord.ButtonStyle.success,
            row=len(parts),
        )
        self.confirm.callback = self._confirmed  # type: ignore[method-assign]

    def _callback(self, n: int) -> Callable[[discord.Interaction], Awaitable[None]]:
        async def picked(interaction: discord.Interaction) -> None:
            await self._picked(interaction, n)

        return picked

    async def _picked(self, interaction: discord.Interaction, n: int = 0) -> None:
        self.parts[n] = list(self.selects[n].values)
        ids = [i for part in self.parts for i in part]
        summary = self.tally(ids) if self.tally is not None else None
        if summary is None:
            await self.on_pick(interaction, ids)
            return
        self.chosen = ids
        for select, part in zip(self.selects, self.parts, strict=True):
            for option in select.options:  # an edited message shows each select's picks again
                option.default = option.value in part
        if self.confirm not in self.children:
            self.add_item(self.confirm)
        await interaction.response.edit_message(content=summary[:2000], view=self)

    async def _confirmed(self, interaction: discord.Interaction) -> None:
        await self.on_pick(interaction, list(self.chosen))


def _group_label(part: list[Option]) -> str:
    """A select's placeholder when there are several: the group of its options (localized by gametext.option)."""
    groups = list(dict.fromkeys(o.group for o in part if o.group))
    return " / ".join(groups) or part[0].label


def tally_for(
    game: str,
    pick: declared.PicksSecretly,
    side: str,
    options: Mapping[str, Any],
    locale: str,
    content: declared.UserItems | None = None,
) -> Tally:
    """The game's running total of a selection in `locale` (None from it when the game offers no tally)."""

    def tally(ids: list[str]) -> str | None:
        summary = declared.pick_tally(pick, side, ids, options, content or {})
        return gametext.localize(game, summary, "", locale) if summary is not None else None

    return tally
