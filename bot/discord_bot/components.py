"""Persistent components, routed in one place by custom_id (discord.ui.DynamicItem), so they work after a restart.

custom_id layout (≤ 100 characters, all start with "tm:"):
  tm:o:<match>:<key>:<option>     a prompt option button (<key> = 8 hex chars of the prompt's key hash)
  tm:s:<match>:<key>:<part>       a prompt option select (values are option ids); <part> numbers split selects
  tm:v:<match>:<key>              opens a modal for a prompt whose options cannot be enumerated
  tm:p:<match>:<seat>             "open my secret picker" privately (with the private pictures, DMs closed)
  tm:i:<challenger>:<opponent>:<a|d>   accept / decline a challenge (kept in the kv store: invite_store.py)
  tm:u:<match>:<yes|no>           answer an undo request
  tm:c:<match>                    confirm `/match concede`
Every callback hands over to `interaction.client.router` (bot/discord_bot/router.py); nothing here decides.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from bot.discord_bot.host import Routes

OPTIONS_FIELD = "options"  # where invitations posted before invite_store.py carried the challenge (JSON)
MATCH = r"(?P<match>[A-Za-z0-9_-]+)"
KEY = r"(?P<key>[0-9a-f]{8})"


def key_hash(prompt_key: str, seat: str) -> str:
    """A short, stable id of one decision: a button for an older decision no longer matches (stale)."""
    return hashlib.sha256(f"{seat}|{prompt_key}".encode()).hexdigest()[:8]


async def guarded(interaction: discord.Interaction, work: Coroutine[Any, Any, None]) -> None:
    """Run a component handler; a crash is logged and the user told that nothing changed (never silence)."""
    try:
        await work
    except Exception as exc:
        from bot.discord_bot.replies import refuse

        await refuse(interaction, exc, str(interaction.locale.value))


def _router(interaction: discord.Interaction) -> Routes:
    client: Any = interaction.client
    return client.router


class OptionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"tm:o:{MATCH}:{KEY}:(?P<option>.+)"):
    def __init__(
        self,
        match: str,
        key: str,
        option: str,
        *,
        label: str = "?",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=style, custom_id=f"tm:o:{match}:{key}:{option}", row=row, disabled=disabled
            )
        )
        self.match, self.key, self.option = match, key, option

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> OptionButton:
        return cls(match["match"], match["key"], match["option"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, _router(interaction).option(interaction, self.match, self.key, [self.option]))


class OptionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=rf"tm:s:{MATCH}:{KEY}:(?P<part>\d+)"):
    def __init__(
        self,
        match: str,
        key: str,
        part: int,
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        min_values: int = 1,
        max_values: int = 1,
        row: int | None = None,
    ) -> None:
        opts = options or [discord.SelectOption(label="?", value="?")]
        super().__init__(
            discord.ui.Select(
                custom_id=f"tm:s:{match}:{key}:{part}",
                options=opts,
                placeholder=placeholder,
                min_values=min_values,
                max_values=min(max_values, len(opts)),
                row=row,
            )
        )
        self.match, self.key = match, key

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> OptionSelect:
        return cls(match["match"], match["key"], int(match["part"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        data: Any = interaction.data or {}
        values = [str(v) for v in data.get("values", [])]
        await guarded(interaction, _router(interaction).option(interaction, self.match, self.key, values))


class FreeInputButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"tm:v:{MATCH}:{KEY}"):
    def __init__(self, match: str, key: str, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(label=label[:80], style=discord.ButtonStyle.primary, custom_id=f"tm:v:{match}:{key}")
        )
        self.match, self.key = match, key

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> FreeInputButton:
        return cls(match["match"], match["key"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, _router(interaction).free_input(interaction, self.match, self.key))


class PickerButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"tm:p:{MATCH}:(?P<seat>[\w-]+)"):
    def __init__(self, match: str, seat: str, *, label: str = "…", row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=discord.ButtonStyle.primary, custom_id=f"tm:p:{match}:{seat}", row=row
            )
        )
        self.match, self.seat = match, seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickerButton:
        return cls(match["match"], match["seat"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, _router(interaction).picker(interaction, self.match, self.seat))


class InviteButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"tm:i:(?P<challenger>\d+):(?P<opponent>\d+):(?P<answer>[ad])",
):
    def __init__(self, challenger: int, opponent: int, answer: str, *, label: str = "…") -> None:
        style = discord.ButtonStyle.success if answer == "a" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"tm:i:{challenger}:{opponent}:{answer}")
        )
        self.challenger, self.opponent, self.answer = challenger, opponent, answer

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> InviteButton:
        return cls(int(match["challenger"]), int(match["opponent"]), match["answer"])

    async def callback(self, interaction: discord.Interaction) -> None:
        work = _router(interaction).invite(interaction, self.challenger, self.opponent, self.answer == "a")
        await guarded(interaction, work)


class UndoButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"tm:u:{MATCH}:(?P<answer>yes|no)"):
    def __init__(self, match: str, answer: str, *, label: str = "…") -> None:
        style = discord.ButtonStyle.success if answer == "yes" else discord.ButtonStyle.danger
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"tm:u:{match}:{answer}"))
        self.match, self.answer = match, answer

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> UndoButton:
        return cls(match["match"], match["answer"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, _router(interaction).undo_answer(interaction, self.match, self.answer == "yes"))


class ConcedeButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"tm:c:{MATCH}"):
    """The confirmation `/match concede` asks for (shown only to the player who asked)."""

    def __init__(self, match: str, *, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.danger, custom_id=f"tm:c:{match}"))
        self.match = match

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ConcedeButton:
        return cls(match["match"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, _router(interaction).concede(interaction, self.match))


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    OptionButton,
    OptionSelect,
    FreeInputButton,
    PickerButton,
    ConcedeButton,
    InviteButton,
    UndoButton,
)
