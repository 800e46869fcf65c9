"""Every component click and every match command lands here: parse, check, call the engine, answer.

No game rules: which options are legal comes from the engine's open prompts, whether an action is allowed from
the game's RuleError. The router only checks things about Discord (who clicked, which message) and always sends
exactly one initial response, fast (the engine call is milliseconds; Discord output happens in the presenter).
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.core import declared
from bot.core.protocol import Prompt, RuleError
from bot.discord_bot import gametext, invite_store
from bot.discord_bot.components import ConcedeButton, InviteButton, UndoButton, key_hash
from bot.discord_bot.content_commands import server_items
from bot.discord_bot.pastes import RefusedPastes
from bot.discord_bot.pick_form import SquadModal
from bot.discord_bot.private import private_files
from bot.discord_bot.replies import players_named, refuse, say
from bot.discord_bot.views import MAX_ROWS, batch_view, resolve_option
from bot.engine import Engine
from bot.engine.types import LIVE_STATUSES, PAUSED, DeadlinePolicy, MatchInfo, OpenPrompt
from bot.i18n import t

if TYPE_CHECKING:
    from bot.discord_bot.host import Host

log = logging.getLogger("bot.discord")


def is_ephemeral(message: discord.Message | None) -> bool:
    return message is not None and message.flags.ephemeral


class Router:
    def __init__(self, bot: Host) -> None:
        self.bot = bot
        self._accepting: set[int] = set()  # invite messages being accepted right now (double clicks)
        self.refused_pastes = RefusedPastes()  # a retry's form opens with the refused paste

    @property
    def engine(self) -> Engine:
        return self.bot.engine

    async def locale(self, interaction: discord.Interaction) -> str:
        return self.bot.known_locale(interaction.user.id, str(interaction.locale.value))

    # ------------------------------------------------------------------------------------------ prompts
    async def find_prompt(self, match_id: str, key: str) -> tuple[MatchInfo, OpenPrompt | None]:
        info = await self.engine.info(match_id)
        for open_prompt in await self.engine.open_prompts(match_id):
            if key_hash(open_prompt.prompt.key, open_prompt.prompt.seat) == key:
                return info, open_prompt
        return info, None

    async def check_prompt(
        self, interaction: discord.Interaction, match_id: str, key: str, locale: str
    ) -> tuple[MatchInfo, Prompt] | None:
        """The open prompt behind a component, or None after answering why it cannot be used."""
        try:
            info, open_prompt = await self.find_prompt(match_id, key)
        except Exception as exc:
            await refuse(interaction, exc, locale, match_id)
            return None
        if info.status not in LIVE_STATUSES:
            await say(interaction, t("err.finished", locale, match=match_id))
            return None
        if str(interaction.user.id) not in info.seats.values():
            await say(interaction, t("err.not_in_match", locale, match=match_id))
            return None
        if info.status == PAUSED:
            await say(interaction, t("err.paused", locale, match=match_id) + " " + t("match.resume_hint", locale))
            return None
        if open_prompt is None:
            await say(interaction, t("err.stale", locale))
            return None
        prompt = open_prompt.prompt
        owner = info.seats.get(prompt.seat)
        if owner != str(interaction.user.id):
            await say(interaction, t("err.not_for_you", locale, owner=f"<@{owner}>"))
            return None
        return info, prompt

    async def option(self, interaction: discord.Interaction, match_id: str, key: str, tokens: Sequence[str]) -> None:
        locale = await self.locale(interaction)
        checked = await self.check_prompt(interaction, match_id, key, locale)
        if checked is None:
            return
        info, prompt = checked
        options = [resolve_option(prompt, tok) for tok in tokens]
        if not tokens or any(o is None for o in options):
            await say(interaction, t("err.stale", locale))
            return
        chosen = [o for o in options if o is not None]
        # a secret pick from a thread message (DMs closed): answered privately, the shared message stays as it is
        private = prompt.secret and interaction.guild_id is not None and not is_ephemeral(interaction.message)
        # acknowledge now: the commit (an fsync) may take longer under load
        await interaction.response.defer(ephemeral=private, thinking=private)
        try:
            if len(chosen) == 1:
                await self.engine.act_option(match_id, interaction.user.id, prompt.key, chosen[0].id, seat=prompt.seat)
            else:  # a multiple choice (e.g. dice to reroll): the first option's action carrying all choices
                action = {**chosen[0].action, "choices": [o.action for o in chosen]}
                await self.engine.act(match_id, interaction.user.id, action, seat=prompt.seat)
        except Exception as exc:  # a game's refusal names players, as the thread does («ждём: alice: активация»)
            await refuse(interaction, exc, locale, match_id, await self.bot.presenter.people(info))
            return
        shown = gametext.prompt(info.game, dataclasses.replace(prompt, options=tuple(chosen)), locale)
        labels = ", ".join(o.label for o in shown.options or ())
        if private:
            await say(interaction, f"{shown.text}\n✅ {t('match.picked', locale, choice=labels)}")
            return
        await self.bot.presenter.after_choice(interaction, info, prompt, labels, locale)

    async def free_input(self, interaction: discord.Interaction, match_id: str, key: str) -> None:
        locale = await self.locale(interaction)
        checked = await self.check_prompt(interaction, match_id, key, locale)
        if checked is None:
            return
        info, prompt = checked
        await interaction.response.send_modal(FreeInputModal(self, info, prompt))

    async def free_submit(self, interaction: discord.Interaction, info: MatchInfo, prompt: Prompt, text: str) -> None:
        locale = await self.locale(interaction)
        try:
            value: Any = json.loads(text)
        except ValueError:
            value = text.strip()
        action = value if isinstance(value, dict) else {"kind": prompt.kind, "value": value}
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            await self.engine.act(info.id, interaction.user.id, action, seat=prompt.seat)
        except Exception as exc:
            await refuse(interaction, exc, locale, info.id, await self.bot.presenter.people(info))
            return
        await say(interaction, t("match.picked", locale, choice=text[:200]))

    async def picker(self, interaction: discord.Interaction, match_id: str, seat: str) -> None:
        """The ephemeral fallback for closed DMs: the player's open secret prompts, visible only to them."""
        locale = await self.locale(interaction)
        try:
            info = await self.engine.info(match_id)
            prompts = [p.prompt for p in await self.engine.open_prompts(match_id)]
        except Exception as exc:
            await refuse(interaction, exc, locale, match_id)
            return
        if info.status not in LIVE_STATUSES:
            await say(interaction, t("err.finished", locale, match=match_id))
            return
        if info.seats.get(seat) != str(interaction.user.id):
            owner = info.seats.get(seat)
            await say(
                interaction,
                t("err.not_for_you", locale, owner=f"<@{owner}>")
                if owner
                else t("err.not_in_match", locale, match=match_id),
            )
            return
        mine = [p for p in prompts if p.seat == seat and p.secret]
        if not mine:
            await say(interaction, t("err.no_secret_open", locale, match=match_id))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)  # the pictures may take longer than 3 s
        shown = [gametext.prompt(info.game, p, locale) for p in mine[:MAX_ROWS]]
        files = await private_files(self.engine, info, shown, locale)  # visible to this player only
        text = "\n".join(f"- {p.text}" for p in shown) if len(shown) > 1 else shown[0].text
        await say(interaction, text, view=batch_view(info.id, shown), files=files)

    # ------------------------------------------------------------------------------------------ invites
    async def invite(self, interaction: discord.Interaction, challenger: int, opponent: int, accept: bool) -> None:
        locale = await self.locale(interaction)
        found = await invite_store.load(self.engine, interaction.message)
        team_spec = found if found is not None and isinstance(found.get("team"), dict) else None
        if team_spec is not None:  # a team challenge: every invited player accepts (team_invites)
            from bot.discord_bot import team_invites

            if interaction.message is None or interaction.message.id in self._accepting:
                await say(interaction, t("invite.gone", locale))
                return
            await team_invites.answer(self, interaction, team_spec, interaction.message, accept, locale)
            return
        if interaction.user.id != opponent:
            await say(interaction, t("invite.only_opponent", locale, opponent=f"<@{opponent}>"))
            return
        message = interaction.message
        if message is None or not message.embeds or message.id in self._accepting:
            await say(interaction, t("invite.gone", locale))
            return
        if not accept:
            await interaction.response.edit_message(
                content=t("invite.declined", locale, opponent=f"<@{opponent}>", challenger=f"<@{challenger}>"),
                embed=None,
                view=None,
            )
            return
        spec = found
        if spec is None:
            await say(interaction, t("invite.gone", locale))
            return
        squads: Any = spec.get("squads")
        pick = declared.secret_pick(self.engine.game(spec["game"])) if squads else None
        if squads and pick is None:
            await say(interaction, t("invite.gone", locale))
            return
        if pick is not None and squads.get("builder"):  # the opponent picks theirs first, privately
            view = await self.builder_for_opponent(spec, challenger, opponent, message, locale, interaction.guild_id)
            text = gametext.text(spec["game"], pick.secret_pick.pick_text, locale)
            await interaction.response.send_message(text, ephemeral=True, view=view or discord.utils.MISSING)
            return
        if squads:  # the opponent pastes theirs first
            await interaction.response.send_modal(SquadModal(self, spec, challenger, opponent, message, locale))
            return
        seats = self.bot.seat_users(spec["game"], challenger, opponent)
        await self.create_from_invite(interaction, spec, seats, message, locale)

    async def builder_for_opponent(
        self,
        spec: dict[str, Any],
        challenger: int,
        opponent: int,
        message: discord.Message,
        locale: str,
        guild_id: int | None,
    ) -> discord.ui.View | None:
        """The opponent's private list for the game's secret pick (the other side from the challenger's)."""
        from bot.discord_bot.builder import PickBuilder, tally_for

        game = spec["game"]
        g = self.engine.game(game)
        pick = declared.secret_pick(g)
        if pick is None:
            return None
        theirs = spec["squads"]
        first, second = g.seat_spec.names[:2]
        mine = second if theirs["seat"] == first else first
        items = await server_items(self.engine, guild_id, game)

        async def picked(answer: discord.Interaction, ids: list[str]) -> None:
            try:
                value = declared.pick_value(pick, mine, ids, items)
            except RuleError as exc:
                await say(
                    answer,
                    gametext.text(game, pick.secret_pick.bad_text, locale, reason=gametext.rule_error(exc, locale)),
                )
                return
            option = pick.secret_pick.option
            full = {**spec, "options": {**spec["options"], option: {theirs["seat"]: theirs["entries"], mine: value}}}
            seats = {theirs["seat"]: str(challenger), mine: str(opponent)}
            await self.create_from_invite(answer, full, seats, message, locale)

        prompt = gametext.text(game, pick.secret_pick.pick_text, locale)
        options = tuple(gametext.option(game, o, locale) for o in declared.pick_options(pick, mine, items))
        tally = tally_for(game, pick, mine, spec["options"], locale, items)
        confirm = t("invite.pick_confirm", locale)
        return PickBuilder(options, pick.secret_pick.max_picks, opponent, mine, picked, prompt, tally, confirm)

    async def create_from_invite(
        self,
        interaction: discord.Interaction,
        spec: dict[str, Any],
        seats: dict[str, str],
        message: discord.Message,
        locale: str,
    ) -> None:
        if message.id in self._accepting:
            await say(interaction, t("invite.gone", locale))
            return
        self._accepting.add(message.id)
        await interaction.response.defer()
        try:
            info = await self.engine.create_match(
                spec["game"],
                seats,
                options=spec.get("options", {}),
                guild_id=str(interaction.guild_id) if interaction.guild_id else None,
                channel_id=str(message.channel.id),
                deadlines=DeadlinePolicy.from_json(spec.get("deadlines")),
                meta={"invite_message": str(message.id)},
                content_scope=str(interaction.guild_id) if interaction.guild_id else None,  # the server's own items
            )
        except Exception as exc:
            self._accepting.discard(message.id)
            # a refusal naming seats ("none for imperial-2") names the players those seats were given to
            await refuse(interaction, players_named(exc, seats) if isinstance(exc, RuleError) else exc, locale)
            return
        await interaction.edit_original_response(content=t("match.begun", locale, match=info.id), embed=None, view=None)

    async def team_accepted(
        self, interaction: discord.Interaction, spec: dict[str, Any], message: discord.Message, locale: str
    ) -> None:
        from bot.discord_bot import team_invites

        await team_invites.accepted(self, interaction, spec, message, locale)

    # --------------------------------------------------------------------------------------------- undo
    async def concede(self, interaction: discord.Interaction, match_id: str) -> None:
        """The player confirmed `/match concede`: the match ends; the channel is told who conceded."""
        locale = await self.locale(interaction)
        await interaction.response.defer()  # updates the confirmation (ephemeral) once conceded
        try:
            await self.engine.concede(match_id, interaction.user.id)
        except Exception as exc:
            await refuse(interaction, exc, locale, match_id)
            return
        await interaction.edit_original_response(content=t("match.concede_done", locale, match=match_id), view=None)
        await interaction.followup.send(t("match.conceded", locale, who=interaction.user.mention), ephemeral=False)

    async def undo_answer(self, interaction: discord.Interaction, match_id: str, yes: bool) -> None:
        locale = await self.locale(interaction)
        try:
            info = await self.engine.info(match_id)
        except Exception as exc:
            await refuse(interaction, exc, locale, match_id)
            return
        request = info.undo
        if request is None:
            await say(interaction, t("err.stale", locale))
            return
        seats = info.seats_of(interaction.user.id)
        if not seats or request.by_seat in seats:
            await say(interaction, t("match.undo_only_other", locale))
            return
        await interaction.response.defer()
        try:
            await self.engine.answer_undo(match_id, interaction.user.id, yes)
        except Exception as exc:
            await refuse(interaction, exc, locale, match_id)
            return
        text = t("match.undo_done", locale) if yes else t("match.undo_refused", locale, who=interaction.user.mention)
        await interaction.edit_original_response(content=text, view=None)


class FreeInputModal(discord.ui.Modal):
    def __init__(self, router: Router, info: MatchInfo, prompt: Prompt) -> None:
        super().__init__(title=prompt.text[:45] or "…", timeout=600)
        self.router, self.info, self.prompt = router, info, prompt
        self.value: discord.ui.TextInput[Any] = discord.ui.TextInput(label=prompt.kind[:45], max_length=400)
        self.add_item(self.value)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self.router.free_submit(interaction, self.info, self.prompt, self.value.value)


def invite_view(challenger: int, opponent: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(InviteButton(challenger, opponent, "a", label=t("invite.accept", locale)))
    view.add_item(InviteButton(challenger, opponent, "d", label=t("invite.decline", locale)))
    return view


def concede_view(match_id: str, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ConcedeButton(match_id, label=t("match.concede_yes", locale)))
    return view


def undo_view(match_id: str, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(UndoButton(match_id, "yes", label=t("match.undo_yes", locale)))
    view.add_item(UndoButton(match_id, "no", label=t("match.undo_no", locale)))
    return view


__all__ = ["Router", "concede_view", "invite_view", "undo_view"]
