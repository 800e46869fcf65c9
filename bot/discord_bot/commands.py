"""Slash commands: /<game> new, /match ..., /settings ... Thin: parse, call the engine or the router, answer.

`/<game> new` is generated from what the game declares (bot.core.declared): its creation options, its secret
pre-match pick and team play. Names stay English; descriptions, options and choices are localized through the
catalogs (translator.py): the game's own texts first, then the shared ones.
"""

from __future__ import annotations

import inspect
import json
from datetime import datetime
from typing import TYPE_CHECKING, Any, Optional
from zoneinfo import ZoneInfo

import discord
from discord import app_commands

from bot.core import declared
from bot.core.protocol import JSON, RuleError, SetupOption
from bot.discord_bot import gametext, invite_store, invite_texts, match_texts, quick, sandbox_commands, ti4_odds
from bot.discord_bot.builder import PickBuilder, tally_for
from bot.discord_bot.content_commands import content_group, server_items
from bot.discord_bot.matches import find_match
from bot.discord_bot.replies import players_named, refuse, say
from bot.discord_bot.router import concede_view, invite_view
from bot.discord_bot.team_invites import invitees, mentions, team_spec
from bot.discord_bot.translator import L
from bot.engine.errors import SettingsError
from bot.engine.types import FORFEIT, LIVE_STATUSES, PAUSE
from bot.i18n import t

if TYPE_CHECKING:
    from bot.discord_bot.host import Host

POLICY_CHOICES = [
    app_commands.Choice(name=L("choice.default"), value="default"),
    app_commands.Choice(name=L("choice.pause"), value=PAUSE),
    app_commands.Choice(name=L("choice.forfeit"), value=FORFEIT),
]
LANGUAGE_CHOICES = [app_commands.Choice(name="English", value="en"), app_commands.Choice(name="Русский", value="ru")]
REMINDERS = (0.5, 0.1)  # reminders at half and at a tenth of the time left before a deadline
PY_TYPES: dict[str, type] = {"int": int, "float": float, "bool": bool, "str": str, "choice": str}
# parameters every challenge has, besides the game's own (which may not reuse these names)
COMMON = ("opponent", "deadline", "on_deadline", "teammate", "opponent2")


def deadline_spec(hours: float | None, policy: str) -> dict[str, Any] | None:
    if not hours:
        return None
    seconds = hours * 3600
    return {"seconds": seconds, "on_expiry": policy, "reminders": [seconds * f for f in REMINDERS], "per_kind": {}}


async def start_invite(
    bot: Host,
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
    """Post a challenge with Accept / Decline; the match starts when the opponent accepts. `squads`: the
    challenger's secret pick given as text ({"seat", "entries"}); with `builder` (a side) the challenger first
    picks from the game's list, privately."""
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
    g = bot.engine.game(game)
    pick = declared.secret_pick(g)
    if teammate or opponent2:  # team play: the challenger's side is his pasted pick's, else the game's first seat
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
        team_play = declared.teams(g)
        assert team_play is not None, "teammate/opponent2 are only offered for games with team play"
        side = squads["seat"] if squads else g.seat_spec.names[0]
        spec["team"] = team_spec(side, [u.id for u in first], [u.id for u in second])
        if not squads:  # the forces are known now: let the game refuse an impossible split before anyone accepts
            try:
                seats = team_play.team_seats(side, spec["team"]["first"], spec["team"]["second"])
                bot.engine.check_setup(game, options, list(seats))
            except RuleError as exc:
                await refuse(interaction, players_named(exc, seats), locale)
                return
    if builder and pick is not None:
        chooser = pick
        items = await server_items(bot.engine, interaction.guild_id, game)

        async def picked(answer: discord.Interaction, ids: list[str]) -> None:
            try:
                value = declared.pick_value(chooser, str(builder), ids, items)
            except RuleError as exc:
                await say(
                    answer,
                    gametext.text(game, chooser.secret_pick.bad_text, locale, reason=gametext.rule_error(exc, locale)),
                )
                return
            spec["squads"] = {"seat": builder, "entries": value, "builder": True}
            text = gametext.text(game, chooser.secret_pick.picked_text, locale)
            await answer.response.edit_message(content=text, view=None)
            await post_invite(bot, answer, spec, opponent, locale)

        prompt = gametext.text(game, pick.secret_pick.pick_text, locale)
        view = PickBuilder(
            tuple(gametext.option(game, o, locale) for o in declared.pick_options(pick, builder, items)),
            pick.secret_pick.max_picks,
            interaction.user.id,
            builder,
            picked,
            prompt,
            tally_for(game, pick, str(builder), options, locale, items),
            t("invite.pick_confirm", locale),
        )
        await interaction.response.send_message(prompt, view=view, ephemeral=True)
        return
    await post_invite(bot, interaction, spec, opponent, locale)


async def post_invite(
    bot: Host,
    interaction: discord.Interaction,
    spec: dict[str, Any],
    opponent: discord.User | discord.Member,
    locale: str,
) -> None:
    options = spec["options"]
    pick = declared.secret_pick(bot.engine.game(spec["game"]))
    declared_options = declared.setup_options(bot.engine.game(spec["game"]))
    parts = invite_texts.summary(spec["game"], options, declared_options, spec.get("deadlines"), locale)
    if spec.get("squads") and pick is not None:
        waiting = gametext.text(spec["game"], pick.secret_pick.waiting_text, locale, who=opponent.mention)
        parts.insert(len(options) or 1, waiting)  # after the options, before the deadline (as it always read)
    summary = ", ".join(parts)
    text = t(
        "invite.text",
        locale,
        challenger=interaction.user.mention,
        opponent=opponent.mention,
        game=bot.game_title(spec["game"], locale),
        summary=summary,
    )
    team = spec.get("team")
    if team:
        text = t(
            "invite.team_text",
            locale,
            first=mentions(team["first"]),
            second=mentions(team["second"]),
            game=bot.game_title(spec["game"], locale),
            summary=summary,
            invited=mentions(invitees(team)),
        )
    if len(json.dumps(spec, separators=(",", ":"))) > invite_store.MAX_CHARS:
        await say(interaction, t("err.bad_xws", locale, reason="the squad is too long for one invitation"))
        return
    ref = invite_store.new_ref()  # the challenge is kept beside the invitation, which reads in words only
    await invite_store.save(bot.engine, ref, spec)
    embed = discord.Embed(description=text, url=invite_store.LINK + ref)
    view = invite_view(interaction.user.id, opponent.id, locale)
    allowed = discord.AllowedMentions(users=True)
    ping = mentions(invitees(team)) if team else opponent.mention
    if interaction.response.is_done():
        assert isinstance(interaction.channel, discord.abc.Messageable)
        await interaction.channel.send(ping, embed=embed, view=view, allowed_mentions=allowed)
    else:
        await interaction.response.send_message(ping, embed=embed, view=view, allowed_mentions=allowed)


async def challenge(
    bot: Host, interaction: discord.Interaction, game: str, given: dict[str, JSON], common: dict[str, Any]
) -> None:
    """`/<game> new`: the challenger's secret pick read (when pasted), the creation options turned into the game's
    options, then the invitation."""
    g = bot.engine.game(game)
    pick = declared.secret_pick(g)
    squads, builder = None, None
    if pick is not None:
        pasted, side = given.get(pick.secret_pick.paste), given.get(pick.secret_pick.build)
        if pasted:  # the challenger's pick now, the opponent's when they accept
            try:
                items = await server_items(bot.engine, interaction.guild_id, game)
                seat, value = declared.read_pick(pick, str(pasted), items)
            except RuleError as exc:
                locale = await bot.router.locale(interaction)
                await say(
                    interaction,
                    gametext.text(game, pick.secret_pick.bad_text, locale, reason=gametext.rule_error(exc, locale)),
                )
                return
            squads = {"seat": seat, "entries": value}
        elif side:
            builder = str(side)
    await start_invite(
        bot,
        interaction,
        game,
        common["opponent"],
        declared.new_options(g, given),
        common.get("deadline"),
        common.get("on_deadline") or "default",
        squads=squads,
        builder=builder,
        teammate=common.get("teammate"),
        opponent2=common.get("opponent2"),
    )


def _annotation(option: SetupOption) -> Any:
    base: Any = PY_TYPES[option.type]
    if option.type in ("int", "float") and (option.minimum is not None or option.maximum is not None):
        cast = int if option.type == "int" else float
        low = None if option.minimum is None else cast(option.minimum)
        high = None if option.maximum is None else cast(option.maximum)
        base = app_commands.Range[base, low, high]
    return base if option.required or option.default is not None else Optional[base]  # noqa: UP045 - discord.py reads it


def new_signature(options: tuple[SetupOption, ...], teams: bool) -> inspect.Signature:
    """The `/<game> new` parameters: the opponent, the game's required options, its optional ones, the deadline
    settings and, for team play, a teammate and a second opponent."""
    P = inspect.Parameter
    keyword = P.POSITIONAL_OR_KEYWORD
    params = [
        P("interaction", keyword, annotation=discord.Interaction),
        P("opponent", keyword, annotation=discord.User),
    ]
    ordered = [o for o in options if o.required] + [o for o in options if not o.required]
    for o in ordered:
        default = P.empty if o.required else o.default
        params.append(P(o.name, keyword, annotation=_annotation(o), default=default))
    hours = app_commands.Range[float, 0.01, 720.0]
    params.append(P("deadline", keyword, annotation=Optional[hours], default=None))  # noqa: UP045
    params.append(P("on_deadline", keyword, annotation=str, default="default"))
    if teams:
        params.append(P("teammate", keyword, annotation=Optional[discord.User], default=None))  # noqa: UP045
        params.append(P("opponent2", keyword, annotation=Optional[discord.User], default=None))  # noqa: UP045
    return inspect.Signature(params)


def game_group(bot: Host, game: str) -> app_commands.Group:
    g = bot.engine.game(game)
    texts = declared.texts(g)
    group_key, new_key = declared.command_help(g)
    options = tuple(o for o in declared.setup_options(g) if o.name not in COMMON)
    teams = declared.teams(g) is not None
    group = app_commands.Group(name=game, description=L(group_key, texts) if group_key else bot.game_title(game)[:100])

    async def new(interaction: discord.Interaction, **values: Any) -> None:
        common = {k: values.pop(k) for k in COMMON if k in values}
        await challenge(bot, interaction, game, values, common)

    new.__signature__ = new_signature(options, teams)  # type: ignore[attr-defined]
    described = {
        "opponent": L("opt.opponent"),
        "deadline": L("opt.deadline"),
        "on_deadline": L("opt.on_deadline"),
        **({"teammate": L("opt.teammate"), "opponent2": L("opt.opponent2")} if teams else {}),
        **{o.name: L(o.help, texts) for o in options},
    }
    choices: dict[str, Any] = {"on_deadline": POLICY_CHOICES}
    for o in options:
        if o.type == "choice":
            choices[o.name] = [app_commands.Choice(name=L(c.label, texts), value=c.value) for c in o.choices]
    command = app_commands.describe(**described)(app_commands.choices(**choices)(new))
    group.command(name="new", description=L(new_key or "cmd.game.new", texts))(command)
    content = content_group(bot, game)  # players' own content, for a game that declares it
    if content is not None:
        group.add_command(content)
    return group


def match_group(bot: Host) -> app_commands.Group:
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
        people = await bot.presenter.people(info)
        for op in await bot.engine.open_prompts(info.id):
            deadline = t("match.deadline_suffix", locale, when=f"<t:{int(op.deadline)}:R>") if op.deadline else ""
            lines.append(
                t(
                    "match.status_prompt",
                    locale,
                    who=f"<@{info.seats.get(op.prompt.seat)}>",
                    what=gametext.prompt(info.game, op.prompt, locale, people).text,
                    deadline=deadline,
                )
            )
        view = await bot.engine.view(info.id, None)
        phase = view.get("phase") if isinstance(view, dict) else None
        round_no = view.get("round") if isinstance(view, dict) else None
        state = match_texts.state_words(info.game, info.status, phase, round_no, locale)
        await say(
            interaction,
            t(
                "match.status",
                locale,
                game=bot.game_title(info.game, locale),
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
        picture = await bot.full_picture(info, locale)  # the asker's own answer: in their language
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
        people = await bot.presenter.people(info)  # players by name where a sentence names a seat's player
        texts = log_lines([e.to_json() for e in recent], info.game, locale, people)  # in the reader's language
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
        if str(interaction.user.id) not in info.seats.values():
            await say(interaction, t("err.not_in_match", locale, match=info.id))
            return
        if info.status not in LIVE_STATUSES:
            await say(interaction, t("err.finished", locale, match=info.id))
            return
        # a match lost by a slip of the keyboard cannot be undone: the player confirms with a button only they see
        await say(interaction, t("match.concede_confirm", locale, match=info.id), view=concede_view(info.id, locale))

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


def settings_group(bot: Host) -> app_commands.Group:
    group = app_commands.Group(name="settings", description=L("cmd.settings"))

    @group.command(name="timezone", description=L("cmd.settings.timezone"))
    @app_commands.describe(zone=L("opt.zone"))
    async def timezone(interaction: discord.Interaction, zone: str) -> None:
        locale = await bot.router.locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            await bot.update_player(interaction.user.id, time_zone=zone.strip())
        except SettingsError as exc:  # a store failure is not a bad zone: it goes to the tree's handler
            await say(interaction, _setting_refused(exc, locale))
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
            player = await bot.update_player(interaction.user.id, quiet_hours=f"{start.strip()}-{end.strip()}")
        except SettingsError as exc:  # the engine names what is wrong (a bad time, the same minute twice)
            await say(interaction, _setting_refused(exc, locale))
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


def _setting_refused(exc: SettingsError, locale: str) -> str:
    return t(exc.said, locale, **exc.said_params) if exc.said else exc.message


def register(bot: Host) -> None:
    for game in bot.games:
        bot.tree.add_command(game_group(bot, game))
    bot.tree.add_command(match_group(bot))
    bot.tree.add_command(settings_group(bot))
    quick.register(bot)
    sandbox_commands.register(bot)
    ti4_odds.register(bot)
