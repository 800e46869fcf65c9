"""The form where a player pastes a secret pre-match pick (bot.core.declared, e.g. an XWS squad) on accepting."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord

from bot.core import declared
from bot.core.protocol import RuleError
from bot.discord_bot import gametext
from bot.discord_bot.content_commands import server_items
from bot.discord_bot.match_texts import side_name
from bot.discord_bot.pastes import PASTE_LIMIT
from bot.discord_bot.replies import say
from bot.i18n import t

if TYPE_CHECKING:
    from bot.discord_bot.host import Routes


class SquadModal(discord.ui.Modal):
    """The opponent's secret pick pasted as text (e.g. an XWS squad), asked when they accept such a challenge."""

    def __init__(
        self,
        router: Routes,
        spec: dict[str, Any],
        challenger: int,
        opponent: int,
        message: discord.Message,
        locale: str,
    ) -> None:
        game = spec["game"]
        pick = declared.secret_pick(router.engine.game(game))
        assert pick is not None, "only a game with a secret pick packs squads into its invitation"
        self.pick = pick
        title = gametext.text(game, pick.secret_pick.paste_title, locale)
        super().__init__(title=title[:45], timeout=900)
        self.router, self.spec, self.message, self.locale = router, spec, message, locale
        self.challenger, self.opponent = challenger, opponent
        self.squad: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=gametext.text(game, pick.secret_pick.paste_label, locale)[:45],
            style=discord.TextStyle.paragraph,
            max_length=PASTE_LIMIT,
            default=router.refused_pastes.get(message.id, opponent),  # a retry starts from the refused paste
        )
        self.add_item(self.squad)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        game, declared_pick = self.spec["game"], self.pick.secret_pick
        theirs = self.spec["squads"]
        try:
            items = await server_items(self.router.engine, interaction.guild_id, game)
            seat, entries = declared.read_pick(self.pick, self.squad.value, items)
        except RuleError as exc:
            refusal = gametext.text(
                game, declared_pick.bad_text, self.locale, reason=gametext.rule_error(exc, self.locale)
            )
            await self.refuse(interaction, refusal)
            return
        if seat == theirs["seat"]:  # a readable pick of the side already taken: say so, not "invalid" (issue 21)
            side = side_name(game, seat, self.locale)
            await self.refuse(interaction, t("err.pick_side_taken", self.locale, side=side))
            return
        self.router.refused_pastes.drop(self.message.id, self.opponent)
        spec = {
            **self.spec,
            "options": {
                **self.spec["options"],
                declared_pick.option: {theirs["seat"]: theirs["entries"], seat: entries},
            },
        }
        if "team" in spec:  # a team challenge: this acceptance brings the opponents' pick
            spec["squads"] = {"seat": theirs["seat"]}  # both picks are now in the options
            await self.router.team_accepted(interaction, spec, self.message, self.locale)
            return
        seats = {theirs["seat"]: str(self.challenger), seat: str(self.opponent)}
        await self.router.create_from_invite(interaction, spec, seats, self.message, self.locale)

    async def refuse(self, interaction: discord.Interaction, refusal: str) -> None:
        self.router.refused_pastes.keep(self.message.id, self.opponent, self.squad.value)
        await refuse_keeping(interaction, refusal, self.squad.value, self.locale)


async def refuse_keeping(interaction: discord.Interaction, refusal: str, pasted: str, locale: str) -> None:
    """The refusal with the pasted text given back (a modal's text is lost once refused): in a code block under
    the refusal when both fit one message, else as an attached file, so the player can fix it and send it again."""
    kept = t("err.paste_kept", locale)
    block = "```\n" + pasted.replace("```", "`\u200b``") + "\n```"
    whole = f"{refusal}\n{kept}\n{block}"
    if len(whole) <= 2000:
        await say(interaction, whole)
        return
    file = discord.File(io.BytesIO(pasted.encode()), filename="squad.txt")
    await say(interaction, f"{refusal[:1900]}\n{kept}", file=file)
