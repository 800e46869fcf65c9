"""Slash commands: /<game> new, /match ..., /settings ... Thin: parse, call the engine or the router, answer.

Names stay English; descriptions, options and choices are localized through the catalog (translator.py).
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo

import discord
from discord import app_commands

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.discord_bot import quick, sandbox_commands, ti4_odds
from bot.discord_bot.builder import SquadBuilder
from bot.discord_bot.replies import refuse, say
from bot.discord_bot.router import OPTIONS_FIELD, invite_view
from bot.discord_bot.squads import SquadError, xws_entries
from bot.discord_bot.team_invites import invitees, mentions, team_spec
from bot.discord_bot.translator import L
from bot.engine.types import FORFEIT, PAUSE, MatchInfo
from bot.games.xwing.missions import PLAYABLE as PLAYABLE_MISSIONS
from bot.games.xwing.teams import seat_players
from bot.i18n import t

if TYPE_CHECKING:
    from bot.discord_bot.app import ModeratorBot

POLICY_CHOICES = [
    app_commands.Choice(name=L("choice.default"), value="default"),
    app_commands.Choice(name=L("choice.pause"), value=PAUSE),
    app_commands.Choice(name=L("choice.forfeit"), value=FORFEIT),
]
FACTION_CHOICES = [
    app_commands.Choice(name=L("choice.rebel"), value="rebel"),
    app_commands.Choice(name=L("choice.imperial"), value="imperial"),
]
# the game's playable missions (names from the catalog: bot/i18n)
MISSION_CHOICES = [app_commands.Choice(name=L(f"choice.mission.{m}"), value=m) for m in PLAYABLE_MISSIONS]
LANGUAGE_CHOICES = [app_commands.Choice(name="English", value="en"), app_commands.Choice(name="Русский", value="ru")]
REMINDERS = (0.5, 0.1)  # reminders at half and at a tenth of the time left before a deadline


def deadline_spec(hours: float | None, policy: str) -> dict[str, Any] | None:
    if not hours:
        return None
    seconds = hours * 3600
    return {"seconds": seconds, "on_expiry": policy, "reminders": [seconds * f for f in REMINDERS], "per_kind": {}}


async def start_invite(
    bot: ModeratorBot,
    interaction: discord.Interaction,
    game: str,
    opponent: discord.User | discord.Member,
    options: dict[str, Any],
    deadline_hours: float | None,
    policy: str,
    squads: dict[str, Any] | None = None,
    builder: str | None = None,
    teammate: discord.User | None = None,
    opponent2: discord.User | None = None,
) -> None:
    """Post a challenge with Accept / Decline; the match starts when the opponent accepts. With `builder` (a
    faction) the challenger first picks their squad ship by ship, privately."""
    locale = await bot.router.locale(interaction)
    if interaction.guild_id is None or interaction.channel is None:
        await say(interaction, t("err.guild_only", locale))
        return
    if opponent.id == interaction.user.id:
        await say(interaction, t("invite.self", locale))
        return
    if opponent.bot:
        await say(interaction, t("invite.bot", locale))
        return
    spec: dict[str, Any] = {"game": game, "options": options, "deadlines": deadline_spec(deadline_hours, policy)}
    if squads:
        spec["squads"] = squads
    if teammate or opponent2:  # team play: the challenger's side takes his XWS squad's faction, else rebel
        first = [interaction.user, *([teammate] if teammate else [])]
        second = [opponent, *([opponent2] if opponent2 else [])]
        if builder:
            await say(interaction, t("invite.team_no_builder", locale))
            return
        if any(u.bot for u in first + second):
            await say(interaction, t("invite.bot", locale))
            return
        if len({u.id for u in first + second}) != len(first) + len(second):
            await say(interaction, t("invite.team_twice", locale))
            return
        side = squads["seat"] if squads else "rebel"
        spec["team"] = team_spec(side, [u.id for u in first], [u.id for u in second])
        if not squads:  # the forces are known now: let the game refuse an impossible split before anyone accepts
            try:
                seats = seat_players(side, spec["team"]["first"], spec["team"]["second"])
                bot.engine.game(game).setup(options, list(seats), Chance("invite-check"))
            except RuleError as exc:
                await refuse(interaction, exc, locale)
                return
    if builder:

        async def picked(pick: discord.Interaction, entries: list[dict[str, Any]]) -> None:
            spec["squads"] = {"seat": builder, "entries": entries, "builder": True}
            await pick.response.edit_message(content=t("invite.squad_chosen", locale), view=None)
            await post_invite(bot, pick, spec, opponent, locale)

        view = SquadBuilder(builder, interaction.user.id, picked, t("invite.pick_squad", locale))
        await interaction.response.send_message(t("invite.pick_squad", locale), view=view, ephemeral=True)
        return
    await post_invite(bot, interaction, spec, opponent, locale)


async def post_invite(
    bot: ModeratorBot,
    interaction: discord.Interaction,
    spec: dict[str, Any],
    opponent: discord.User | discord.Member,
    locale: str,
) -> None:
    options = spec["options"]
    summary = ", ".join(f"{k}={v}" for k, v in options.items()) or "default"
    if spec.get("squads"):
        summary += ", " + t("invite.xws_waiting", locale, who=opponent.mention)
    deadlines = spec.get("deadlines")
    if deadlines:
        summary += f", {deadlines['seconds'] / 3600:g} h/decision, {deadlines['on_expiry']}"
    text = t(
        "invite.text",
        locale,
        challenger=interaction.user.mention,
        opponent=opponent.mention,
        game=bot.game_title(spec["game"]),
        summary=summary,
    )
    team = spec.get("team")
    if team:
        text = t(
            "invite.team_text",
            locale,
            first=mentions(team["first"]),
            second=mentions(team["second"]),
            game=bot.game_title(spec["game"]),
            summary=summary,
            invited=mentions(invitees(team)),
        )
    embed = discord.Embed(description=text)
    packed = f"`{json.dumps(spec, separators=(',', ':'))}`"
    if len(packed) > 1024:
        await say(interaction, t("err.bad_xws", locale, reason="the squad is too long for one invitation"))
        return
    embed.add_field(name=OPTIONS_FIELD, value=packed)
    view = invite_view(interaction.user.id, opponent.id, locale)
    allowed = discord.AllowedMentions(users=True)
    ping = mentions(invitees(team)) if team else opponent.mention
    if interaction.response.is_done():
        assert isinstance(interaction.channel, discord.abc.Messageable)
        await interaction.channel.send(ping, embed=embed, view=view, allowed_mentions=allowed)
    else:
        await interaction.response.send_message(ping, embed=embed, view=view, allowed_mentions=allowed)


def game_group(bot: ModeratorBot, game: str) -> app_commands.Group:
    described = game in ("xwing", "ti4")
    group = app_commands.Group(name=game, description=L(f"cmd.{game}") if described else bot.game_title(game)[:100])
    if game == "xwing":

        @group.command(name="new", description=L("cmd.xwing.new"))
        @app_commands.describe(
            opponent=L("opt.opponent"),
            squad=L("opt.squad"),
            builder=L("opt.builder"),
            points=L("opt.points"),
            obstacles=L("opt.obstacles"),
            deadline=L("opt.deadline"),
            on_deadline=L("opt.on_deadline"),
            mission=L("opt.mission"),
            teammate=L("opt.teammate"),
            opponent2=L("opt.opponent2"),
        )
        @app_commands.choices(on_deadline=POLICY_CHOICES, builder=FACTION_CHOICES, mission=MISSION_CHOICES)
        async def xwing_new(
            interaction: discord.Interaction,
            opponent: discord.User,
            squad: str | None = None,
            builder: str | None = None,
            points: app_commands.Range[int, 1, 1000] = 100,
            obstacles: bool = False,
            deadline: app_commands.Range[float, 0.01, 720.0] | None = None,
            on_deadline: str = "default",
            mission: str | None = None,
            teammate: discord.User | None = None,
            opponent2: discord.User | None = None,
        ) -> None:
            options: dict[str, Any] = {"obstacles": "standard" if obstacles else "none", "deployment": "auto"}
            if mission:  # the mission sets up its own forces, zones and obstacles (docs/xwing-cards.md)
                options["mission"] = mission
            squads = None
            if squad:  # XWS squads: the challenger's now, the opponent's when they accept
                try:
                    seat, entries = xws_entries(squad)
                except SquadError as exc:
                    await say(interaction, t("err.bad_xws", await bot.router.locale(interaction), reason=str(exc)))
                    return
                options["points"] = points
                squads = {"seat": seat, "entries": entries}
            elif builder:
                options["points"] = points
            await start_invite(
                bot,
                interaction,
                "xwing",
                opponent,
                options,
                deadline,
                on_deadline,
                squads=squads,
                builder=None if squad else builder,
                teammate=teammate,
                opponent2=opponent2,
            )

    elif game == "ti4":

        @group.command(name="new", description=L("cmd.ti4.new"))
        @app_commands.describe(
            opponent=L("opt.opponent"),
            fleet=L("opt.attacker_fleet"),
            defender_fleet=L("opt.defender_fleet"),
            nebula=L("opt.nebula"),
            deadline=L("opt.deadline"),
            on_deadline=L("opt.on_deadline"),
        )
        @app_commands.choices(on_deadline=POLICY_CHOICES)
        async def ti4_new(
            interaction: discord.Interaction,
            opponent: discord.User,
            fleet: str,
            defender_fleet: str,
            nebula: bool = False,
            deadline: app_commands.Range[float, 0.01, 720.0] | None = None,
            on_deadline: str = "default",
        ) -> None:
            options = {"attacker": fleet, "defender": defender_fleet, "nebula": nebula}
            await start_invite(bot, interaction, "ti4", opponent, options, deadline, on_deadline)

    else:

        @group.command(name="new", description=L("cmd.xwing.new"))
        @app_commands.describe(opponent=L("opt.opponent"), deadline=L("opt.deadline"), on_deadline=L("opt.on_deadline"))
        @app_commands.choices(on_deadline=POLICY_CHOICES)
        async def generic_new(
            interaction: discord.Interaction,
            opponent: discord.User,
            deadline: app_commands.Range[float, 0.01, 720.0] | None = None,
            on_deadline: str = "default",
        ) -> None:
            await start_invite(bot, interaction, game, opponent, {}, deadline, on_deadline)

    return group


async def find_match(
    bot: ModeratorBot, interaction: discord.Interaction, match: str | None, locale: str, *, players_only: bool = True
) -> MatchInfo | None:
    """The match a command is about: named, or the user's only live match in this channel or its thread."""
    engine = bot.engine
    if match:
        try:
            return await engine.info(match)
        except Exception as exc:
            await refuse(interaction, exc, locale, match)
            return None
    here = interaction.channel_id
    parent = getattr(interaction.channel, "parent_id", None)
    user = None if not players_only else interaction.user.id
    found = [
        m
        for m in await engine.list_matches(user_id=user)
        if str(here) in (m.channel_id, m.meta.get("thread_id"))
        or (parent and str(parent) == m.channel_id and m.meta.get("thread_id") == str(here))
    ]
    if not found:
        await say(interaction, t("err.no_match_here", locale))
        return None
    in_thread = [m for m in found if m.meta.get("thread_id") == str(here)]
    if len(in_thread) == 1:
        return in_thread[0]
    if len(found) > 1:
        await say(interaction, t("err.several_matches", locale, ids=", ".join(m.id for m in found)))
        return None
    return found[0]


def match_group(bot: ModeratorBot) -> app_commands.Group:
    group = app_commands.Group(name="match", description=L("cmd.match"))
    describe = app_commands.describe(match=L("opt.match"))

    @group.command(name="status", description=L("cmd.match.status"))
    @describe
    async def status(interaction: discord.Interaction, match: str | None = None) -> None:
        locale = await bot.router.locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await find_match(bot, interaction, match, locale, players_only=match is None)
        if info is None:
            return
        lines = []
        for op in await bot.engine.open_prompts(info.id):
            deadline = t("match.deadline_suffix", locale, when=f"<t:{int(op.deadline)}:R>") if op.deadline else ""
            lines.append(
                t(
                    "match.status_prompt",
                    locale,
                    who=f"<@{info.seats.get(op.prompt.seat)}>",
                    what=op.prompt.text,
                    deadline=deadline,
                )
            )
        view = await bot.engine.view(info.id, None)
        phase = view.get("phase") if isinstance(view, dict) else None
        state = (
            f"{info.status}"
            + (f", {phase}" if phase else "")
            + (f", round {view.get('round')}" if isinstance(view, dict) and "round" in view else "")
        )
        await say(
            interaction,
            t(
                "match.status",
                locale,
                game=bot.game_title(info.game),
                match=info.id,
                status=state,
                lines="\n".join(lines) or t("match.status_none", locale),
            ),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @group.command(name="board", description=L("cmd.match.board"))
    @describe
    async def board(interaction: discord.Interaction, match: str | None = None) -> None:
        locale = await bot.router.locale(interaction)
        await interaction.response.defer(thinking=True)  # rendering takes longer than Discord's 3 s budget allows
        info = await find_match(bot, interaction, match, locale, players_only=match is None)
        if info is None:
            return
        picture = await bot.full_picture(info)
        if picture is None:
            await interaction.followup.send("—")
            return
        files = [
            discord.File(__import__("io").BytesIO(data), name, description=picture.alt[:1024] or None)
            for name, data in picture.files
        ]
        await interaction.followup.send(files=files)

    @group.command(name="log", description=L("cmd.match.log"))
    @describe
    async def match_log(interaction: discord.Interaction, match: str | None = None) -> None:
        from bot.discord_bot.presenter import chunks, log_lines

        locale = await bot.router.locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await find_match(bot, interaction, match, locale, players_only=match is None)
        if info is None:
            return
        seats = info.seats_of(interaction.user.id)
        events = await bot.engine.log(info.id, seats[0] if seats else None)
        recent = events[-60:]
        texts = log_lines([e.to_json() for e in recent])
        shown = [e for e in recent if (e.payload.get("say") or not any("say" in x.payload for x in recent))]
        lines = [
            ("~~" if e.undone else "") + f"#{e.seq} " + text + ("~~" if e.undone else "")
            for e, text in zip(shown, texts, strict=True)
        ][-30:]
        await say(
            interaction,
            (chunks(lines) or [t("match.log_empty", locale)])[-1],
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @group.command(name="undo", description=L("cmd.match.undo"))
    @describe
    async def undo(interaction: discord.Interaction, match: str | None = None) -> None:
        locale = await bot.router.locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await find_match(bot, interaction, match, locale)
        if info is None:
            return
        try:
            await bot.engine.request_undo(info.id, interaction.user.id)
        except Exception as exc:
            await refuse(interaction, exc, locale, info.id)
            return
        await say(interaction, "↩ " + t("cmd.match.undo", locale))

    @group.command(name="concede", description=L("cmd.match.concede"))
    @describe
    async def concede(interaction: discord.Interaction, match: str | None = None) -> None:
        locale = await bot.router.locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await find_match(bot, interaction, match, locale)
        if info is None:
            return
        try:
            await bot.engine.concede(info.id, interaction.user.id)
        except Exception as exc:
            await refuse(interaction, exc, locale, info.id)
            return
        await say(interaction, t("match.conceded", locale, who=interaction.user.mention), ephemeral=False)

    @group.command(name="resume", description=L("cmd.match.resume"))
    @describe
    async def resume(interaction: discord.Interaction, match: str | None = None) -> None:
        locale = await bot.router.locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await find_match(bot, interaction, match, locale)
        if info is None:
            return
        try:
            await bot.engine.resume(info.id, interaction.user.id)
        except Exception as exc:
            await refuse(interaction, exc, locale, info.id)
            return
        await say(interaction, t("match.resumed", locale, match=info.id))

    @group.command(name="abandon", description=L("cmd.match.abandon"))
    @describe
    async def abandon(interaction: discord.Interaction, match: str | None = None) -> None:
        locale = await bot.router.locale(interaction)
        if not interaction.permissions.manage_guild:
            await say(interaction, t("err.admin_only", locale))
            return
        await interaction.response.defer(thinking=True)
        info = await find_match(bot, interaction, match, locale, players_only=False)
        if info is None:
            return
        try:
            await bot.engine.abandon(info.id, None, reason=f"abandoned by {interaction.user.display_name}")
        except Exception as exc:
            await refuse(interaction, exc, locale, info.id)
            return
        await say(
            interaction, t("match.abandoned", locale, match=info.id, admin=interaction.user.mention), ephemeral=False
        )

    @group.command(name="picker", description=L("cmd.match.picker"))
    @describe
    async def picker(interaction: discord.Interaction, match: str | None = None) -> None:
        locale = await bot.router.locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await find_match(bot, interaction, match, locale)
        if info is None:
            return
        seats = info.seats_of(interaction.user.id)
        await bot.router.picker(interaction, info.id, seats[0])

    return group


def settings_group(bot: ModeratorBot) -> app_commands.Group:
    group = app_commands.Group(name="settings", description=L("cmd.settings"))

    @group.command(name="timezone", description=L("cmd.settings.timezone"))
    @app_commands.describe(zone=L("opt.zone"))
    async def timezone(interaction: discord.Interaction, zone: str) -> None:
        locale = await bot.router.locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            await bot.update_player(interaction.user.id, time_zone=zone.strip())
        except Exception:
            await say(interaction, t("err.bad_timezone", locale, zone=zone))
            return
        now = datetime.fromtimestamp(bot.engine.clock.now(), ZoneInfo(zone.strip())).strftime("%H:%M")
        await say(interaction, t("settings.timezone_set", locale, zone=zone.strip(), now=now))

    @group.command(name="quiet-hours", description=L("cmd.settings.quiet_hours"))
    @app_commands.describe(start=L("opt.start"), end=L("opt.end"))
    async def quiet_hours(interaction: discord.Interaction, start: str | None = None, end: str | None = None) -> None:
        locale = await bot.router.locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        if not start or not end:
            await bot.update_player(interaction.user.id, quiet_hours=None)
            await say(interaction, t("settings.quiet_cleared", locale))
            return
        try:
            player = await bot.update_player(interaction.user.id, quiet_hours=f"{start}-{end}")
        except Exception:
            bad = start if not _hhmm(start) else end
            await say(interaction, t("err.bad_time", locale, value=bad))
            return
        await say(interaction, t("settings.quiet_set", locale, start=start, end=end, zone=player.time_zone))

    @group.command(name="language", description=L("cmd.settings.language"))
    @app_commands.describe(language=L("opt.language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(interaction: discord.Interaction, language: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await bot.update_player(interaction.user.id, locale=language, preferences={"language": language})
        bot.set_language(interaction.user.id, language)
        await say(interaction, t("settings.language_set", language))

    return group


def _hhmm(text: str) -> bool:
    parts = text.strip().split(":")
    return len(parts) == 2 and all(p.isdigit() for p in parts) and int(parts[0]) < 24 and int(parts[1]) < 60


def register(bot: ModeratorBot) -> None:
    for game in bot.games:
        bot.tree.add_command(game_group(bot, game))
    bot.tree.add_command(match_group(bot))
    bot.tree.add_command(settings_group(bot))
    quick.register(bot)
    sandbox_commands.register(bot)
    ti4_odds.register(bot)
