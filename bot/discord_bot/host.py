"""What the adapter's modules need from the bot and from the router, as protocols.

The commands, the presenter and the component callbacks are written against these, not against ModeratorBot or
Router themselves, so app.py (which builds everything) is the only module that knows them all and the adapter has
no import circle (tests/test_layers.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import discord
from discord import app_commands

if TYPE_CHECKING:
    from bot.core.protocol import Prompt
    from bot.discord_bot.boards import BoardPicture, RenderPool
    from bot.discord_bot.pastes import RefusedPastes
    from bot.discord_bot.settings import Settings
    from bot.engine import Engine
    from bot.engine.types import MatchInfo


class Routes(Protocol):
    """The router (router.py): every click and every invitation answer."""

    @property
    def engine(self) -> Engine: ...

    refused_pastes: RefusedPastes

    async def locale(self, interaction: discord.Interaction) -> str: ...

    async def option(
        self, interaction: discord.Interaction, match_id: str, key: str, tokens: Sequence[str]
    ) -> None: ...

    async def free_input(self, interaction: discord.Interaction, match_id: str, key: str) -> None: ...

    async def picker(self, interaction: discord.Interaction, match_id: str, seat: str) -> None: ...

    async def invite(self, interaction: discord.Interaction, challenger: int, opponent: int, accept: bool) -> None: ...

    async def undo_answer(self, interaction: discord.Interaction, match_id: str, yes: bool) -> None: ...

    async def concede(self, interaction: discord.Interaction, match_id: str) -> None: ...

    async def create_from_invite(
        self,
        interaction: discord.Interaction,
        spec: dict[str, Any],
        seats: dict[str, str],
        message: discord.Message,
        locale: str,
    ) -> None: ...

    async def team_accepted(
        self, interaction: discord.Interaction, spec: dict[str, Any], message: discord.Message, locale: str
    ) -> None: ...


class Presents(Protocol):
    """The presenter (presenter.py), as the router uses it."""

    async def after_choice(
        self, interaction: discord.Interaction, info: MatchInfo, prompt: Prompt, labels: str, locale: str
    ) -> None: ...

    async def people(self, info: MatchInfo) -> dict[str, str]: ...


class Host(Protocol):
    """The bot (app.py's ModeratorBot), as commands and the presenter use it."""

    engine: Engine
    settings: Settings
    render_pool: RenderPool
    games: tuple[str, ...]

    @property
    def router(self) -> Routes: ...

    @property
    def presenter(self) -> Presents: ...

    @property
    def tree(self) -> app_commands.CommandTree[Any]: ...

    def game_title(self, game: str, locale: str | None = None) -> str: ...

    def dm_clicks_reach(self, guild_id: str | None) -> bool: ...

    def seat_users(self, game: str, challenger: int, opponent: int) -> dict[str, str]: ...

    async def player_locale(self, user_id: int) -> str | None: ...

    def known_locale(self, user_id: int, client_locale: str) -> str: ...

    def set_language(self, user_id: int, lang: str) -> None: ...

    async def update_player(self, user_id: int, **changes: Any) -> Any: ...

    async def full_picture(self, info: MatchInfo, locale: str | None = None) -> BoardPicture | None: ...

    # the discord.Client methods the presenter uses to deliver
    @property
    def user(self) -> discord.ClientUser | None: ...

    def is_ready(self) -> bool: ...

    async def wait_until_ready(self) -> None: ...

    def get_channel(self, id: int, /) -> Any: ...

    def get_user(self, id: int, /) -> discord.User | None: ...

    async def fetch_user(self, user_id: int, /) -> discord.User: ...

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = None, type: discord.ChannelType | None = None
    ) -> discord.PartialMessageable: ...
