"""Squads picked ship by ship from a select (the X-Wing pilot list of one faction), for `/xwing new builder:True`.

Presentation only: the pilot list and costs come from the game's data; the game checks the points cap and
uniqueness when the match is set up (its RuleError is shown to the player). Generic pilots are offered up to three
times so a squad may fly several of them. The view is short-lived (15 minutes, not persistent): an interrupted
choice is simply made again.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord

GENERIC_COPIES = 3
MAX_SHIPS = 8


def pilot_choices(faction: str) -> list[discord.SelectOption]:
    from bot.games.xwing.forces import content

    c = content()
    out = []
    for pilot in sorted(c.pilots.values(), key=lambda p: (-p.cost, p.name)):
        ship = c.ships[pilot.ship]
        if ship.faction != faction:
            continue
        copies = 1 if pilot.unique else GENERIC_COPIES
        for n in range(1, copies + 1):
            suffix = f" #{n}" if copies > 1 else ""
            out.append(
                discord.SelectOption(
                    label=f"{pilot.name}{suffix}"[:100],
                    value=f"{pilot.id}#{n}",
                    description=f"{ship.name}, skill {pilot.skill}, {pilot.cost} points",
                )
            )
    return out[:25]


def entries(values: list[str]) -> list[dict[str, Any]]:
    return [{"pilot": v.split("#")[0]} for v in values]


Picked = Callable[[discord.Interaction, list[dict[str, Any]]], Awaitable[None]]


class SquadBuilder(discord.ui.View):
    def __init__(self, faction: str, owner: int, on_pick: Picked, placeholder: str) -> None:
        super().__init__(timeout=900)
        self.owner, self.on_pick = owner, on_pick
        options = pilot_choices(faction)
        self.pick: discord.ui.Select[SquadBuilder] = discord.ui.Select(
            custom_id=f"tm:b:{owner}:{faction}",
            placeholder=placeholder[:150],
            options=options,
            min_values=1,
            max_values=min(MAX_SHIPS, len(options)),
        )
        self.pick.callback = self._picked  # type: ignore[method-assign]
        self.add_item(self.pick)

    async def _picked(self, interaction: discord.Interaction) -> None:
        await self.on_pick(interaction, entries(list(self.pick.values)))
