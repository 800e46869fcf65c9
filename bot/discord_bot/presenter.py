"""Engine notifications -> Discord messages (the outbox's other end). No rules: it only formats what happened.

The engine hands notifications over in order per match, after their transaction committed, at least once (a
failed delivery raises, is not acknowledged and comes again). Where they go:
  match_started        -> a thread per match under the channel, the dice commitment posted there
  events (public)      -> one message per step (steps.py): the game's sentences, the board picture attached when
                          something moved or fired (and the animation of a round that ended), then the decisions
                          the step opened: public ones as buttons with their player's ping, secret ones by DM (DMs
                          closed: as selects on the same message, answered privately) under a status line that is
                          edited as the picks lock in, each with its short commitment hash
  prompt               -> only what no step carried (the engine had moved on, or nothing public was said)
  reminder             -> a DM (thread ping when DMs are closed); the engine already respected quiet hours
  paused / resumed / undo_* / match_ended -> the thread (the seed is revealed at the end)
What the thread was last shown (the picture, the round on the table) is stored (shown.py), so a redelivered step
neither repeats nor loses its picture.

Effectively once: every message sent for a notification carries a Discord `nonce` derived from the notification's
dedup key (and the message's place among those the notification produces); discord.py sends it with
`enforce_nonce`, so when a crash comes between posting and acknowledging, the redelivery after the restart gets the
already posted message back from Discord instead of posting it again (Discord remembers nonces for a few minutes).
"""

from __future__ import annotations

import asyncio
import contextvars
import dataclasses
import hashlib
import io
import itertools
import logging
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.core import declared
from bot.core.protocol import Prompt
from bot.core.publicid import match_link
from bot.discord_bot import gametext, match_texts
from bot.discord_bot.announced import Announced
from bot.discord_bot.boards import BoardPicture, PendingPicture, renderer_module
from bot.discord_bot.components import key_hash
from bot.discord_bot.private import has_private_pictures, private_files
from bot.discord_bot.shown import Shown, ShownStore
from bot.discord_bot.steps import HASH_SHOWN, LockStatus, by_seat, is_lock_in, lock_subject
from bot.discord_bot.steps import SCOPE as LOCKS
from bot.discord_bot.views import MAX_ROWS, add_rows, batch_view, picker_view, prompt_view
from bot.engine.frames import reel_rounds
from bot.engine.render import with_spots
from bot.engine.types import DEADLINE, MatchInfo, Notification
from bot.i18n import t

if TYPE_CHECKING:
    from bot.discord_bot.host import Host

log = logging.getLogger("bot.discord")
DM_CLOSED = 50007


def when(ts: float | None) -> str:
    """A Discord timestamp: every client shows it in its own time zone."""
    return f"<t:{int(ts)}:R>" if ts else ""


NONCE_LENGTH = 25  # Discord refuses longer message nonces
# (dedup key of the notification being delivered, numbering of its messages): set per delivery, per task
_delivering: contextvars.ContextVar[tuple[str, Iterator[int]] | None] = contextvars.ContextVar(
    "delivering", default=None
)


def message_nonce(*parts: object) -> str:
    """A Discord message nonce: the same parts give the same nonce in any process."""
    return hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest()[:NONCE_LENGTH]


def next_nonce(label: str | None = None) -> str | None:
    """The nonce of the next message sent for the notification being delivered: its dedup key and `label`, else
    the message's number among those the notification sent so far (delivery is deterministic in what it posts).
    None outside a delivery (discord.py then picks a random nonce)."""
    current = _delivering.get()
    if current is None:
        return None
    key, numbers = current
    return message_nonce(key, label if label is not None else next(numbers))


def event_line(
    event: Mapping[str, Any], game: str | None = None, locale: str = "en", people: Mapping[str, str] | None = None
) -> str:
    """One log line for a public event: the game's own sentence when it gives one (in `locale` when the game
    attached its message), else a compact summary."""
    payload = event.get("payload") or {}
    if isinstance(payload.get("say"), str) and payload["say"]:
        return gametext.event_say(game, payload, locale, people)
    for key in ("say", "text", "message"):
        if isinstance(payload.get(key), str) and payload[key]:
            return str(payload[key])
    parts = []
    for k, v in payload.items():
        if isinstance(v, dict):
            v = ", ".join(f"{a}={b}" for a, b in v.items())
        elif isinstance(v, list):
            v = ", ".join(map(str, v))
        parts.append(f"{k}: {v}")
    return f"{event.get('kind', '?')}" + (f" ({'; '.join(parts)})" if parts else "")


def log_lines(
    events: list[Mapping[str, Any]],
    game: str | None = None,
    locale: str = "en",
    people: Mapping[str, str] | None = None,
) -> list[str]:
    """The lines a person reads, in `locale`: a narrating game's sentences only, else a summary of every event;
    `people` names the players by seat."""
    narrated = narrates(game, events)
    return [event_line(e, game, locale, people) for e in events if not narrated or (e.get("payload") or {}).get("say")]


def narrates(game: str | None, events: list[Mapping[str, Any]]) -> bool:
    """A game with its own catalogs speaks by its sentences only: its events without one are bookkeeping (an
    Imperial Assault figure's activation ending), never shown as a raw payload in English; a game without catalogs
    (a toy) is summarised event by event unless one of these events says something."""
    return gametext.catalogs(game) is not None or any("say" in (e.get("payload") or {}) for e in events)


def chunks(lines: list[str], limit: int = 1900) -> list[str]:
    out: list[str] = []
    current = ""
    for line in lines:
        line = line[:limit]
        if current and len(current) + len(line) + 1 > limit:
            out.append(current)
            current = ""
        current = f"{current}\n{line}" if current else line
    if current:
        out.append(current)
    return out


class Presenter:
    def __init__(self, bot: Host) -> None:
        self.bot = bot
        self._delivered: set[int] = set()
        self._thread_locks: dict[str, asyncio.Lock] = {}
        self._users: dict[int, discord.User] = {}
        self.shown = ShownStore(lambda: self.bot.engine)
        self._threads: dict[str, str] = {}  # match id -> thread id
        self.announced = Announced(lambda: self.bot.engine)  # decisions posted, in memory and stored
        self._said: set[tuple[Any, ...]] = set()  # lines said once per step (late, reminders)

    @property
    def engine(self) -> Any:
        return self.bot.engine

    # ---------------------------------------------------------------------------------------- plumbing
    async def on_notification(self, n: Notification) -> None:
        if n.id in self._delivered:
            return
        handler = getattr(self, f"_on_{n.kind}", None)
        if handler is None:
            log.info("notification without a presenter", extra={"kind": n.kind, "match": n.match_id})
        else:
            token = _delivering.set((n.dedup_key, itertools.count()))
            try:
                await handler(n, await self.engine.info(n.match_id))
            finally:
                _delivering.reset(token)
        self._delivered.add(n.id)

    async def locale_for(self, user_id: str | int | None) -> str:
        if user_id is None:
            return self.bot.settings.default_locale
        return await self.bot.player_locale(int(user_id)) or self.bot.settings.default_locale

    async def thread_locale(self, info: MatchInfo) -> str:
        """The language of the game's sentences in the shared thread: the players' own when they all share one,
        else the server default (a thread cannot speak to each reader in their language)."""
        chosen = {await self.locale_for(uid) for uid in dict.fromkeys(info.seats.values())}
        return chosen.pop() if len(chosen) == 1 else self.bot.settings.default_locale

    async def user(self, user_id: int) -> discord.User:
        cached = self._users.get(user_id) or self.bot.get_user(user_id)
        if cached is None:
            cached = await self.bot.fetch_user(user_id)
        self._users[user_id] = cached
        return cached

    async def thread(self, info: MatchInfo) -> discord.abc.Messageable:
        """The match's thread, created on first use (one per match keeps the channel readable)."""
        known = self._threads.get(info.id) or info.meta.get("thread_id")
        if known:
            return self.bot.get_partial_messageable(int(known))
        lock = self._thread_locks.setdefault(info.id, asyncio.Lock())
        async with lock:
            info = await self.engine.info(info.id)
            if info.meta.get("thread_id"):
                self._threads[info.id] = str(info.meta["thread_id"])
                return self.bot.get_partial_messageable(int(info.meta["thread_id"]))
            if info.channel_id is None:
                raise RuntimeError(f"match {info.id} has no channel")
            parent = self.bot.get_channel(int(info.channel_id))
            if parent is None and not self.bot.is_ready():
                # delivered again at start-up, before the gateway told us the server's channels: wait for them, or
                # this would post in the channel itself instead of the match's thread
                await self.bot.wait_until_ready()
                parent = self.bot.get_channel(int(info.channel_id))
            if not isinstance(parent, discord.TextChannel):
                return self.bot.get_partial_messageable(int(info.channel_id))
            found = await self.orphan_thread(parent, info) if info.meta.get("thread_pending") else None
            if found is not None:
                await self.engine.update_meta(info.id, {"thread_id": str(found.id), "thread_pending": None})
                self._threads[info.id] = str(found.id)
                return found
            names = [await self.display_name(int(u)) for u in dict.fromkeys(info.seats.values())]
            locale = await self.thread_locale(info)  # the title speaks the thread's language, like its sentences
            game = self.bot.game_title(info.game, locale)
            if len(names) == 2:
                title = t("match.thread", locale, game=game, match=info.id, a=names[0], b=names[1])
            else:  # team play: every player, none left out (the sides are the game's business)
                title = t("match.thread_many", locale, game=game, match=info.id, players=", ".join(names))
            # Discord has no nonce for threads: a kill between creating it and storing its id would make a second
            # one after the restart; the mark says "look for it first" (orphan_thread)
            await self.engine.update_meta(info.id, {"thread_pending": True})
            thread = await parent.create_thread(
                name=title[:100], type=discord.ChannelType.public_thread, auto_archive_duration=10080
            )
            for uid in dict.fromkeys(info.seats.values()):
                await thread.add_user(discord.Object(int(uid)))
            await self.engine.update_meta(info.id, {"thread_id": str(thread.id), "thread_pending": None})
            self._threads[info.id] = str(thread.id)
            invite = info.meta.get("invite_message")
            if invite:
                text = t("match.go_to_thread", locale, match=info.id, thread=thread.mention)
                try:
                    await parent.get_partial_message(int(invite)).edit(content=text, embed=None, view=None)
                except discord.HTTPException:
                    log.warning("could not edit the invite message", extra={"match": info.id})
            return thread

    async def orphan_thread(self, parent: discord.TextChannel, info: MatchInfo) -> discord.Thread | None:
        """The match's thread, created before a kill cut off storing its id: the bot's active thread under the
        match's channel whose name carries the match id (thread titles always do)."""
        try:
            threads = await parent.guild.active_threads()
        except discord.HTTPException:
            log.warning("could not list active threads", extra={"match": info.id})
            return None
        me = self.bot.user.id if self.bot.user else None
        for thread in threads:
            if thread.parent_id == parent.id and thread.owner_id == me and info.id in thread.name:
                return thread
        return None

    async def people(self, info: MatchInfo) -> dict[str, str]:
        """Each seat's player by display name (markdown escaped), for game texts that name a seat's player: the
        game's events carry the seat, the name is put in only here, when the text is shown (docs/protocol.md)."""
        out: dict[str, str] = {}
        for seat, uid in info.seats.items():
            if str(uid).isdigit():
                out[seat] = discord.utils.escape_mentions(
                    discord.utils.escape_markdown(await self.display_name(int(uid)))
                )
        return out

    async def display_name(self, user_id: int) -> str:
        try:
            return (await self.user(user_id)).display_name
        except discord.HTTPException:
            return str(user_id)

    async def post(self, info: MatchInfo, text: str, *, label: str | None = None, **kwargs: Any) -> discord.Message:
        """A message in the match's thread; `label` names it among its notification's messages (see next_nonce)."""
        channel = await self.thread(info)  # mentions: users only, the bot-wide default (app.ALLOWED_MENTIONS)
        kwargs.setdefault("nonce", next_nonce(label))
        return await channel.send(text[:2000], **kwargs)

    async def dm(self, user_id: int, text: str, *, label: str | None = None, **kwargs: Any) -> discord.Message | None:
        """A DM, or None when the user's DMs are closed (Discord 403 / 50007)."""
        kwargs.setdefault("nonce", next_nonce(label))
        try:
            return await (await self.user(user_id)).send(text[:2000], **kwargs)
        except discord.Forbidden as exc:
            if exc.code == DM_CLOSED:
                return None
            raise

    # ----------------------------------------------------------------------------------- notifications
    async def _on_match_started(self, n: Notification, info: MatchInfo) -> None:
        locale = await self.thread_locale(info)  # like every sentence of the thread
        seats = ", ".join(f"{match_texts.side_name(info.game, s, locale)}: <@{uid}>" for s, uid in info.seats.items())
        text = t("match.started", locale, match=info.id, seats=seats, commitment=info.commitment)
        link = await match_link(self._seed, self.bot.settings.public_base_url, info.id)  # the match's web page
        text = text if link is None else f"{text}\n{t('match.web_link', locale, url=link)}"
        # the first decisions travel with it (the opening dials' status line and pickers): one message, not two
        async with self.shown.lock(info.id):
            open_now = [op.prompt for op in await self.engine.open_prompts(info.id)]
            fresh = await self.announced.fresh(info.id, open_now)
            players = [int(u) for u in dict.fromkeys(info.seats.values())]  # the start names and pings everyone
            await self.post_step(info, [text], [], fresh, locale, ping=players)

    async def _seed(self, match_id: str) -> str | None:
        rows = await self.engine.repo.store.fetchall("SELECT seed FROM matches WHERE id=?", (match_id,))
        return str(rows[0][0]) if rows else None

    async def _on_prompt(self, n: Notification, info: MatchInfo) -> None:
        """Prompts are normally shown by the step that opened them (_on_events); this posts those a step could not
        carry (the engine had moved on, or the commit said nothing in public)."""
        prompt = Prompt.from_json(n.payload["prompt"])
        open_now = [p.prompt for p in await self.engine.open_prompts(info.id)]
        if prompt.key not in {p.key for p in open_now if p.seat == prompt.seat} or not await self.announced.fresh(
            info.id, [prompt]
        ):
            return  # answered already (a redelivery), or announced with its step or its siblings (in any process)
        async with self.shown.lock(info.id):
            fresh = await self.announced.fresh(info.id, open_now)
            await self.post_step(info, [], [], fresh, await self.thread_locale(info))

    async def _on_events(self, n: Notification, info: MatchInfo) -> None:
        if not n.public:
            return  # a seat's own secrets: the player saw their pick confirmed when they made it
        async with self.shown.lock(info.id):
            await self.present_step(n, info)

    async def present_step(self, n: Notification, info: MatchInfo) -> None:
        """One message for one step: its sentences, its picture, then the next decisions with their pings."""
        locale, people = await self.thread_locale(info), await self.people(info)
        events = list(n.payload.get("events") or [])
        seq_to = n.payload.get("seq_to")
        lines = self.late_lines(n, info, events, locale)
        locks = [e.get("payload") or {} for e in events if is_lock_in(e.get("payload") or {})]
        if locks:
            lines += await self.record_locks(info, locks, locale)
        # a game that narrates ("say") is shown by its sentences only; its other events are bookkeeping
        narrated = narrates(info.game, events)
        for e in events:
            payload = e.get("payload") or {}
            if not is_lock_in(payload) and (not narrated or payload.get("say")):
                lines.append(gametext.event_say(info.game, payload, locale, people) or event_line(e))
        fresh: list[Prompt] = []
        info = await self.engine.info(info.id)  # the match may have moved on while this step was being read
        if isinstance(seq_to, int) and info.last_seq == seq_to:  # the decisions this step opened are open now
            open_now = [p.prompt for p in await self.engine.open_prompts(info.id)]
            fresh = await self.announced.fresh(info.id, open_now)
        if not lines and not fresh:
            return  # only lock-ins (the status line took them): the table waits for the step that changes it
        shown, pictures = await self.step_pictures(info, seq_to, locale)
        lines += [p.caption for p in pictures if p.caption]
        await self.post_step(info, lines, pictures, fresh, locale)
        if shown is not None:
            await self.shown.save(info.id, shown)

    def late_lines(self, n: Notification, info: MatchInfo, events: list[Any], locale: str) -> list[str]:
        """'Deadline passed' once per player per step, however many of their decisions expired in it."""
        lines = []
        late = {e.get("seat") for e in events if e.get("actor") == DEADLINE}
        for seat in sorted(s for s in late if s):
            if self._once(("late", info.id, seat, n.created_at)):
                lines.append(
                    t(
                        "match.deadline_passed",
                        locale,
                        match=info.id,
                        who=f"<@{info.seats.get(seat)}>",
                        policy=t("match.policy.default", locale),
                    )
                )
        return lines

    async def post_step(
        self,
        info: MatchInfo,
        lines: list[str],
        pictures: list[BoardPicture],
        fresh: list[Prompt],
        locale: str,
        *,
        ping: list[int] | None = None,
        undo: int = 0,
    ) -> None:
        """The step's message: `lines`, the pictures attached, then the decisions in `fresh`: secret ones by DM
        (or, DMs closed, as selects on this message: only the clicker sees what they pick) with a status line that
        fills in as they lock, public ones as buttons, each with its player's ping (a new message: a mention
        added by an edit does not notify)."""
        secret = [p for p in fresh if p.secret]
        inline: dict[str, list[Prompt]] = {}
        for seat, group in by_seat(secret).items():
            if not await self.dm_picker(info, seat, group):
                inline[seat] = group
        *earlier, last = chunks(lines) or [""]
        for text in earlier:  # a long step (a big attack): its first lines go ahead, plain
            await self.post(info, text, allowed_mentions=discord.AllowedMentions.none())
        pings: list[int] = list(ping or [])  # besides the players whose decisions this message carries
        after: list[str] = []
        view = discord.ui.View(timeout=None)
        overflow: list[Prompt] = []
        game = self.engine.game(info.game)
        for seat, group in inline.items():
            uid = int(info.seats[seat])
            locale_of = await self.locale_for(uid)
            if all(declared.options_public(game, p) for p in group):  # only the pick is secret: pick right here
                after.append(await self.inline_intro(info, seat, group))
                add_rows(view, batch_view(info.id, await self.localized(info, group, uid)))
                if has_private_pictures(self.engine, info.game):  # they can only be shown privately: on request
                    add_rows(view, picker_view(info.id, seat, t("match.private_preview", locale_of)))
            else:  # the options themselves are secret (a hand): a button opens them for that player alone
                after.append(await self.inline_intro(info, seat, group, opener=True))
                add_rows(view, picker_view(info.id, seat, t("match.open_picker", locale_of)))
            pings.append(uid)
        keys: list[list[str]] = []
        previous = LockStatus.from_json(await self.engine.get_value(LOCKS, info.id)) if secret else None
        for p in [p for p in fresh if not p.secret]:
            uid = int(info.seats[p.seat])
            shown = (await self.localized(info, [p], uid))[0]
            if not add_rows(view, prompt_view(info.id, shown)):
                overflow.append(p)
                continue
            after.append(await self.ping_line(info, p, shown, uid))
            pings.append(uid)
            keys.append([p.seat, p.key])
            pictures = [*pictures, *await self.spot_pictures(info, shown)]
        status = (
            LockStatus(
                before=last,
                after="\n".join(after),
                total=len(secret),
                inline=list(inline),
                public=keys,
                earlier=[digest for _, digest in previous.locked] if previous else [],
                undo=undo,
            )
            if secret
            else None
        )
        text = status.text(locale) if status else "\n".join(x for x in (last, *after) if x)
        message = await self.post(
            info,
            text,
            label="step",
            files=[f for p in pictures for f in picture_files(p)] or discord.utils.MISSING,
            view=view if view.children else discord.utils.MISSING,
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(u) for u in dict.fromkeys(pings)]
            ),
        )
        if status is not None:
            status.message = message.id
            await self.engine.set_value(LOCKS, info.id, status.to_json())
        await self.announced.add(info.id, [p for p in fresh if p not in overflow])
        for p in overflow:  # more decisions than one message's five rows of components hold
            uid = int(info.seats[p.seat])
            shown = (await self.localized(info, [p], uid))[0]
            spots = [f for picture in await self.spot_pictures(info, shown) for f in picture_files(picture)]
            await self.post(
                info,
                await self.ping_line(info, p, shown, uid),
                view=prompt_view(info.id, shown),
                files=spots or discord.utils.MISSING,
            )
            await self.announced.add(info.id, [p])

    async def spot_pictures(self, info: MatchInfo, shown: Prompt) -> list[BoardPicture]:
        """The table with the places `shown` offers drawn as its numbered options (docs/protocol.md, "Places on
        the board"), attached to the prompt's own message: a player picks a spot by looking at it."""
        if renderer_module(info.game) is None or not shown.context.get("spots"):
            return []
        view = with_spots(await self.engine.view(info.id, None), shown)
        if view is None:
            return []
        picture = await asyncio.to_thread(self.bot.render_pool.render, info.game, view)
        if picture is None:
            return []
        return [dataclasses.replace(picture, files=tuple((f"spots-{n}", data) for n, data in picture.files))]

    async def localized(self, info: MatchInfo, prompts: list[Prompt], uid: int) -> list[Prompt]:
        locale, people = await self.locale_for(uid), await self.people(info)
        return [gametext.prompt(info.game, p, locale, people) for p in prompts]

    async def ping_line(self, info: MatchInfo, prompt: Prompt, shown: Prompt, uid: int) -> str:
        """ "@player, your decision: …" in the player's language, with the deadline."""
        locale = await self.locale_for(uid)
        deadline = next((op.deadline for op in await self.engine.open_prompts(info.id) if op.prompt == prompt), None)
        suffix = t("match.deadline_suffix", locale, when=when(deadline)) if deadline else ""
        channel = await self.thread(info)
        # inside the match's own thread its id is noise; in the channel itself (no thread possible) it is needed
        key = "match.your_turn" if str(getattr(channel, "id", "")) == str(info.channel_id) else "match.your_turn_thread"
        return t(key, locale, user=f"<@{uid}>", match=info.id, what=shown.text, deadline=suffix)

    async def inline_intro(self, info: MatchInfo, seat: str, prompts: list[Prompt], *, opener: bool = False) -> str:
        """The ping above a player's secret pickers in the thread; why they are here is said once per match."""
        uid = int(info.seats[seat])
        locale = await self.locale_for(uid)
        deadlines = [op.deadline for op in await self.engine.open_prompts(info.id, seat) if op.prompt in prompts]
        due = min((d for d in deadlines if d), default=None)
        suffix = t("match.deadline_suffix", locale, when=when(due)) if due else ""
        explained = list(info.meta.get("dm_closed_explained") or [])
        key = "match.secret_open" if opener else "match.secret_here"
        text = t(key, locale, user=f"<@{uid}>", count=len(prompts), deadline=suffix)
        if seat not in explained and self.bot.dm_clicks_reach(info.guild_id):  # else not a closed DM: sharding
            await self.engine.update_meta(info.id, {"dm_closed_explained": [*explained, seat]})
            text += "\n" + t("match.secret_here_why", locale)
        return text

    async def dm_picker(self, info: MatchInfo, seat: str, prompts: list[Prompt]) -> bool:
        """One DM per player for all of their simultaneous secret decisions (e.g. a dial per ship); False when
        their DMs are closed. The one place a picker is put together: see secret_picker."""
        uid = int(info.seats[seat])
        if not self.bot.dm_clicks_reach(info.guild_id):
            # Discord delivers clicks in DMs to shard 0 only: with several processes a match of another shard
            # gets its secret pickers in its thread, where the clicks reach the process that runs it.
            return False
        for start in range(0, len(prompts), MAX_ROWS):
            part = prompts[start : start + MAX_ROWS]
            picker = await self.secret_picker(info, seat, part)
            label = "dm:" + ",".join(sorted(key_hash(p.key, p.seat) for p in part))
            sent = await self.dm(uid, picker.text, view=picker.view, files=picker.files, label=label)
            if sent is None:
                return False
        return True

    async def secret_picker(self, info: MatchInfo, seat: str, prompts: list[Prompt]) -> Picker:
        """A player's private picker for `prompts` (≤ 5): the text, one select per decision (always the same kind
        of component), and the files only that player receives (the game's private pictures, private.py)."""
        uid = int(info.seats[seat])
        locale = await self.locale_for(uid)
        shown = await self.localized(info, prompts, uid)
        deadlines = [op.deadline for op in await self.engine.open_prompts(info.id, seat) if op.prompt in prompts]
        due = min((d for d in deadlines if d), default=None)
        suffix = t("match.deadline_suffix", locale, when=when(due)) if due else ""
        what = "\n".join(f"- {p.text}" for p in shown) if len(shown) > 1 else shown[0].text
        text = t("match.secret_dm", locale, match=info.id, what=what, deadline=suffix)
        files = await private_files(self.engine, info, shown, locale)  # e.g. each ship's planning picture
        return Picker(text, batch_view(info.id, shown), files)

    async def record_locks(self, info: MatchInfo, locks: list[Mapping[str, Any]], locale: str) -> list[str]:
        """Lock-ins fill in the status line of their batch (an edit); lines to post when there is none."""
        status = LockStatus.from_json(await self.engine.get_value(LOCKS, info.id))
        payloads = locks
        if status is None:
            return [
                t("match.locked", locale, who=lock_subject(info.game, p, locale, await self.seat_name(info, p)))
                + f" `{str(p['commitment'])[:HASH_SHOWN]}`"
                for p in payloads
            ]
        for p in payloads:
            status.add(lock_subject(info.game, p, locale, await self.seat_name(info, p)), str(p["commitment"]))
        view = discord.ui.View(timeout=None)
        opened = [op.prompt for op in await self.engine.open_prompts(info.id)]
        for seat in status.inline:
            mine = [p for p in opened if p.seat == seat and p.secret]
            if mine:
                add_rows(view, batch_view(info.id, await self.localized(info, mine, int(info.seats[seat]))))
        for seat, key in status.public:
            still = [p for p in opened if p.seat == seat and p.key == key]
            if still:
                add_rows(view, prompt_view(info.id, (await self.localized(info, still, int(info.seats[seat])))[0]))
        channel: Any = await self.thread(info)  # a Thread or a PartialMessageable: both make partial messages
        try:
            await channel.get_partial_message(status.message).edit(content=status.text(locale)[:2000], view=view)
        except discord.NotFound:
            log.warning("lock status message gone", extra={"match": info.id})
        await self.engine.set_value(LOCKS, info.id, status.to_json())
        return []

    async def retire_locks(self, info: MatchInfo, locale: str) -> None:
        """After an undo: the last batch's status line says it was undone and loses its pickers, and is forgotten,
        so the re-opened picks get a new line that fills in again (a re-locked pick has the same commitment: it
        must not be taken for the old one delivered again)."""
        status = LockStatus.from_json(await self.engine.get_value(LOCKS, info.id))
        if status is None:
            return
        channel: Any = await self.thread(info)
        text = f"{status.text(locale)}\n{t('match.locks_undone', locale)}"
        try:
            await channel.get_partial_message(status.message).edit(content=text[:2000], view=None)
        except discord.NotFound:
            log.warning("lock status message gone", extra={"match": info.id})
        await self.engine.set_value(LOCKS, info.id, None)

    async def seat_name(self, info: MatchInfo, payload: Mapping[str, Any]) -> str:
        uid = info.seats.get(str(payload.get("seat") or ""))
        return await self.display_name(int(uid)) if uid else "?"

    def _once(self, key: tuple[Any, ...]) -> bool:
        """True the first time `key` is seen: several prompts of one player expiring or reminded in the same
        tick produce one message, not one per prompt."""
        if key in self._said:
            return False
        self._said.add(key)
        return True

    async def _on_reminder(self, n: Notification, info: MatchInfo) -> None:
        prompt = Prompt.from_json(n.payload["prompt"])
        deadline = n.payload.get("deadline")
        if deadline is not None and float(deadline) <= self.engine.clock.now():
            return  # the deadline itself has passed by now: its outcome is announced instead
        if not self._once(("reminder", info.id, prompt.seat, deadline, n.created_at)):
            return
        uid = int(n.user_id or info.seats[prompt.seat])
        locale = await self.locale_for(uid)
        # every decision this player still owes, not only the one whose timer fired (two dials: both named)
        mine = [op.prompt for op in await self.engine.open_prompts(info.id, prompt.seat)] or [prompt]
        people = await self.people(info)
        what = "; ".join(gametext.prompt(info.game, p, locale, people).text for p in mine)
        text = t("match.reminder", locale, match=info.id, what=what, when=when(n.payload.get("deadline")))
        if await self.dm(uid, text) is None:
            await self.post(info, f"<@{uid}> {text}")

    async def _on_paused(self, n: Notification, info: MatchInfo) -> None:
        locale = await self.thread_locale(info)

        def who(seat: str) -> str | None:
            return f"<@{info.seats[seat]}>" if seat in info.seats else None

        text = match_texts.pause_text(info.id, n.payload, locale, who) + "\n" + t("match.resume_hint", locale)
        await self.post(info, text, allowed_mentions=discord.AllowedMentions.none())

    async def _on_resumed(self, n: Notification, info: MatchInfo) -> None:
        await self.post(info, t("match.resumed", await self.thread_locale(info), match=info.id))

    async def _on_undo_requested(self, n: Notification, info: MatchInfo) -> None:
        if not n.public:
            return  # the public message pings the players whose consent is needed
        from bot.discord_bot.router import undo_view

        locale = await self.thread_locale(info)
        by = f"<@{info.seats.get(n.payload['by_seat'])}>"
        others = " ".join(f"<@{info.seats.get(s)}>" for s in n.payload.get("needed", []))
        await self.post(
            info, t("match.undo_asked", locale, who=by, match=info.id, other=others), view=undo_view(info.id, locale)
        )

    async def _on_undo_declined(self, n: Notification, info: MatchInfo) -> None:
        locale = await self.thread_locale(info)  # the players who refused, by mention (not their seats' ids)
        who = ", ".join(f"<@{info.seats[s]}>" if s in info.seats else str(s) for s in n.payload.get("declined_by", []))
        await self.post(info, t("match.undo_refused", locale, who=who))

    async def _on_undone(self, n: Notification, info: MatchInfo) -> None:
        # the engine re-opens the prompts after an undo (same keys): they are announced again, with the table as it
        # is again
        async with self.shown.lock(info.id):
            status = LockStatus.from_json(await self.engine.get_value(LOCKS, info.id))
            if status is not None and status.undo == n.id:  # delivered again after a crash: its message is up
                await self.announced.add(info.id, [op.prompt for op in await self.engine.open_prompts(info.id)])
                return
            await self.announced.clear(info.id)
            if any(op.prompt.secret for op in await self.engine.open_prompts(info.id)):  # picks asked again
                await self.retire_locks(info, await self.thread_locale(info))
            stored = await self.shown.get(info.id)
            shown = dataclasses.replace(stored) if stored else Shown()
            pictures: list[BoardPicture] = []
            view = await self.engine.view(info.id, None) if renderer_module(info.game) else None
            pending = None if view is None else self.bot.render_pool(info.game, view)
            locale = await self.thread_locale(info)
            if isinstance(pending, PendingPicture) and pending.key != shown.key:
                picture = await asyncio.to_thread(
                    self.bot.render_pool.render, info.game, pending.view, "action", locale
                )
                if picture is not None:
                    pictures.append(picture)
                    shown.key = pending.key
            rnd = view.get("round") if isinstance(view, dict) else None
            if isinstance(rnd, int) and shown.round is not None and rnd < shown.round:
                shown.round = rnd  # the round ends again later: its animation is shown again then
            shown.seq = info.last_seq
            fresh = [op.prompt for op in await self.engine.open_prompts(info.id)]
            await self.post_step(info, [t("match.undo_done", locale)], pictures, fresh, locale, undo=n.id)
            await self.shown.save(info.id, shown)

    async def _on_match_ended(self, n: Notification, info: MatchInfo) -> None:
        locale = await self.thread_locale(info)  # the thread's language, as its step messages
        outcome = n.payload.get("outcome") or {}
        winners = outcome.get("winners") or []
        raw = str(outcome.get("reason", ""))
        events = [e.payload for e in (await self.engine.log(info.id))[-20:]] if raw else []
        reason = match_texts.result_reason(info.game, raw, info.seats, events, locale, await self.people(info))
        if winners:
            who = ", ".join(f"<@{info.seats.get(s)}> ({match_texts.side_name(info.game, s, locale)})" for s in winners)
            result = t("match.winner", locale, who=who, reason=reason)
        elif n.payload.get("status") == "abandoned":
            result = reason
        else:
            result = t("match.draw", locale, reason=reason)
        lines = [  # one line per player who let the deadline pass: all of them forfeit
            t(
                "match.deadline_passed",
                locale,
                match=info.id,
                who=f"<@{info.seats.get(seat)}>",
                policy=t("match.policy.forfeit", locale),
            )
            for seat in match_texts.late_seats(raw, info.seats)
        ]
        lines.append(
            t(
                "match.finished",
                locale,
                match=info.id,
                result=result,
                seed=n.payload.get("seed"),
                commitment=n.payload.get("commitment"),
            )
        )
        # the result concerns every player, winners or not: each is pinged (nothing else in it notifies)
        players = [int(u) for u in dict.fromkeys(info.seats.values())]
        lines.insert(0, " ".join(f"<@{u}>" for u in players))
        pinged = discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(u) for u in players])
        await self.post(info, "\n".join(lines), allowed_mentions=pinged)
        try:
            await self.post_final_animations(info)
        except Exception:  # not redelivered for this: the result is already posted
            log.exception("match reel failed", extra={"match": info.id})
        await self.announced.clear(info.id)  # nothing is open any more
        self.forget(info.id)

    def forget(self, match_id: str) -> None:
        """Drop what was remembered about a finished match (these sets would otherwise grow forever)."""
        self.announced.forget(match_id)
        self._said = {k for k in self._said if k[1] != match_id}
        self._thread_locks.pop(match_id, None)
        self.shown.forget(match_id)

    # ------------------------------------------------------------------------------------------ pictures
    async def step_pictures(self, info: MatchInfo, seq_to: Any, locale: str) -> tuple[Shown | None, list[BoardPicture]]:
        """What a step attaches: the animation of a round that just ended and the board picture when something
        moved or fired since the last one, with the record to store once they are posted (None: unchanged).
        Pictures travel with their step's notification, so a kill before posting brings them again with it
        (and the same nonce: Discord hands back a message already posted)."""
        if not isinstance(seq_to, int) or renderer_module(info.game) is None:
            return None, []
        stored = await self.shown.get(info.id)
        shown = dataclasses.replace(stored) if stored else Shown()
        if seq_to <= shown.seq:
            return None, []  # an older table than one already shown (a redelivery)
        view = await self.view_at(info, seq_to, shown.seq)
        pending = None if view is None else self.bot.render_pool(info.game, view)
        if not isinstance(pending, PendingPicture):
            return None, []
        before = (shown.key, shown.round)
        pictures: list[BoardPicture] = []
        try:
            pictures += await self.round_animations(info, pending, shown, locale)
        except Exception:  # an animation is a bonus: never lose the step (or the notification) over it
            log.exception("round animation failed", extra={"match": info.id})
        if shown.key != pending.key:
            picture = await asyncio.to_thread(self.bot.render_pool.render, info.game, pending.view, "action", locale)
            if picture is not None:
                pictures.append(picture)
                shown.key = pending.key
        shown.seq = seq_to
        changed = stored is None or (shown.key, shown.round) != before  # one write per picture, not per action
        return (shown if changed else None), pictures

    async def view_at(self, info: MatchInfo, seq: int, since: int) -> Any:
        """The public table after action `seq`: the live view when nothing happened since, else replayed."""
        if (await self.engine.info(info.id)).last_seq == seq:
            return await self.engine.view(info.id, None)
        found: list[Any] = []
        await self.engine.replay_views(
            info.id, lambda at, view: found.append(view) if at <= seq else None, since_seq=min(since, seq - 1)
        )
        return found[-1] if found else None

    async def round_animations(
        self, info: MatchInfo, pending: PendingPicture, shown: Shown, locale: str
    ) -> list[BoardPicture]:
        """When the table shows a later round than before: the animation of the round(s) just ended."""
        rnd = pending.view.get("round") if isinstance(pending.view, dict) else None
        if not isinstance(rnd, int) or not animated(pending.game):
            return []
        if shown.round is None or rnd <= shown.round:
            shown.round = rnd
            return []
        ended, since = shown.round, shown.round_from
        shown.round, shown.round_from = rnd, shown.seq
        found = await self.round_frames(info.id, since=since)
        out = []
        for number in range(ended, rnd):
            picture = await self.animation(info.game, [found.get(number, [])], number, locale)
            if picture is not None:
                out.append(picture)
        return out

    async def post_final_animations(self, info: MatchInfo) -> None:
        """At the end: the last round's animation (it ended with the match) and the whole-match reel."""
        if not animated(info.game):
            return
        found = await self.round_frames(info.id, since=0)
        if not found:
            return
        last = max(found)
        shown = await self.shown.get(info.id)
        locale = await self.thread_locale(info)
        pictures = []
        if shown is None or shown.round is None or last >= shown.round:
            pictures.append(await self.animation(info.game, [found[last]], last, locale))
        pictures.append(await self.animation(info.game, reel_rounds(found), None, locale))
        for picture in pictures:
            if picture is not None:
                await self.post_picture(info, picture, nonce=message_nonce(info.id, picture.files[0][0]))

    async def round_frames(self, match_id: str, since: int) -> dict[int, list[Any]]:
        found: dict[int, list[Any]] = await self.engine.round_frames(match_id, since_seq=since)
        return found

    async def animation(self, game: str, rounds: list[list[Any]], rnd: int | None, locale: str) -> BoardPicture | None:
        """A round's animation (rnd) or the reel (None), drawn in the render processes, with its caption: words,
        alt text and caption in the thread's language."""
        if not any(rounds):
            return None
        picture = await asyncio.to_thread(self.bot.render_pool.animate, game, rounds, reel=rnd is None, locale=locale)
        if picture is None:
            return None
        caption = t("match.reel", locale) if rnd is None else t("match.round_animation", locale, round=rnd)
        return dataclasses.replace(picture, caption=caption)

    async def post_picture(
        self,
        info: MatchInfo,
        picture: BoardPicture,
        channel: discord.abc.Messageable | None = None,
        *,
        nonce: str | None = None,
    ) -> None:
        target = channel or await self.thread(info)
        extra: dict[str, Any] = {"nonce": nonce or next_nonce()}  # None: discord.py picks a random one
        await target.send(picture.caption[:2000] if picture.caption else None, files=picture_files(picture), **extra)

    # ----------------------------------------------------------------------------------- after a choice
    async def after_choice(
        self, interaction: discord.Interaction, info: MatchInfo, prompt: Prompt, labels: str, locale: str
    ) -> None:
        """Answer the click: the message says what was picked and keeps only the decisions still open on it, the
        other players' too (TI4's two fleets assign their hits on one message: one answer must not take the other's
        select away)."""
        message = interaction.message
        base = message.content if message else ""
        on_message = {m[1] for m in map(KEY_IN_ID.match, custom_ids(message)) if m}
        still = [
            p.prompt
            for p in await self.engine.open_prompts(info.id)
            if key_hash(p.prompt.key, p.prompt.seat) in on_message
        ]
        text = f"{base}\n✅ {t('match.picked', locale, choice=labels)}"
        people = await self.people(info)
        shown = [gametext.prompt(info.game, p, locale, people) for p in still]
        view = batch_view(info.id, shown) if shown else None
        await interaction.edit_original_response(content=text[:2000], view=view)


def picture_files(picture: BoardPicture) -> list[discord.File]:
    return [
        discord.File(io.BytesIO(data), name, description=picture.alt[:1024] or None) for name, data in picture.files
    ]


@dataclass(frozen=True)
class Picker:
    """A player's private picker: what a DM (or an ephemeral answer) carries."""

    text: str
    view: discord.ui.View
    files: list[discord.File]


def animated(game: str) -> bool:
    """Whether the game's renderer draws round animations (renderers.<game>.render_round)."""
    return callable(getattr(renderer_module(game), "render_round", None))


KEY_IN_ID = re.compile(r"tm:[osv]:[^:]+:([0-9a-f]{8})")


def custom_ids(message: discord.Message | None) -> list[str]:
    out: list[str] = []
    for row in message.components if message else []:
        for child in getattr(row, "children", [row]):
            cid = getattr(child, "custom_id", None)
            if cid:
                out.append(cid)
    return out
