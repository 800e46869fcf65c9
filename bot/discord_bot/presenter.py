"""Engine notifications -> Discord messages (the outbox's other end). No rules: it only formats what happened.

The engine hands notifications over in order per match, after their transaction committed, at least once (a
failed delivery raises, is not acknowledged and comes again). Where they go:
  match_started        -> a thread per match under the channel, the dice commitment posted there
  prompt (secret)      -> a DM with the picker; closed DMs -> a ping in the thread with a private picker button
  prompt (public)      -> one ping per decision in the thread, with the buttons/select
  events (public)      -> the lines in the thread (lock-ins of secret picks without their commitment hashes)
  reminder             -> a DM (thread ping when DMs are closed); the engine already respected quiet hours
  paused / resumed / undo_* / match_ended -> the thread (the seed is revealed at the end)
Board pictures come from the engine's render hook (rendered in a worker thread) and are posted when the public
picture changed: after each activation (a maneuver) and each attack. What was last shown is stored (shown.py), and
at start-up `catch_up` posts what a kill left unposted: the table after the last pictured action, replayed from the
log, goes through the same steps as a live render (a missed move's picture, a round's animation).

Effectively once: every message sent for a notification carries a Discord `nonce` derived from the notification's
dedup key (and the message's place among those the notification produces); discord.py sends it with
`enforce_nonce`, so when a crash comes between posting and acknowledging, the redelivery after the restart gets the
already posted message back from Discord instead of posting it again (Discord remembers nonces for a few minutes).
"""

from __future__ import annotations

import asyncio
import contextvars
import hashlib
import io
import itertools
import logging
import re
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

import discord

from bot.core.protocol import Prompt
from bot.core.publicid import match_link
from bot.discord_bot import gametext, match_texts
from bot.discord_bot.boards import BoardPicture, PendingPicture, renderer_module
from bot.discord_bot.components import key_hash
from bot.discord_bot.private import private_files
from bot.discord_bot.shown import Shown, ShownStore
from bot.discord_bot.views import batch_view, picker_view, prompt_view
from bot.engine.frames import FrameCollector, reel_rounds
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


def event_line(event: Mapping[str, Any], game: str | None = None, locale: str = "en") -> str:
    """One log line for a public event: the game's own sentence when it gives one (in `locale` when the game
    attached its message), else a compact summary."""
    payload = event.get("payload") or {}
    if isinstance(payload.get("say"), str) and payload["say"]:
        return gametext.event_say(game, payload, locale)
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


def log_lines(events: list[Mapping[str, Any]], game: str | None = None, locale: str = "en") -> list[str]:
    """The lines a person reads, in `locale`: a narrating game's sentences only, else a summary of every event."""
    narrated = any("say" in (e.get("payload") or {}) for e in events)
    return [event_line(e, game, locale) for e in events if not narrated or (e.get("payload") or {}).get("say")]


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
        self.caught_up = asyncio.Event()  # set when catch_up() has finished (tests wait for it)
        self._threads: dict[str, str] = {}  # match id -> thread id
        self._announced: set[tuple[str, str, str]] = set()
        self._said: set[tuple[Any, ...]] = set()  # (match, seat, prompt key) already shown

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
            names = [await self.display_name(int(u)) for u in info.seats.values()]
            title = t(
                "match.thread",
                self.bot.settings.default_locale,
                game=self.bot.game_title(info.game),
                match=info.id,
                a=names[0],
                b=names[-1],
            )
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
                text = t("match.go_to_thread", self.bot.settings.default_locale, match=info.id, thread=thread.mention)
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
        locale = self.bot.settings.default_locale
        seats = ", ".join(f"{seat}: <@{uid}>" for seat, uid in info.seats.items())
        text = t("match.started", locale, match=info.id, seats=seats, commitment=info.commitment)
        link = await match_link(self._seed, self.bot.settings.public_base_url, info.id)  # the match's web page
        await self.post(info, text if link is None else f"{text}\n{t('match.web_link', locale, url=link)}")

    async def _seed(self, match_id: str) -> str | None:
        rows = await self.engine.repo.store.fetchall("SELECT seed FROM matches WHERE id=?", (match_id,))
        return str(rows[0][0]) if rows else None

    async def _on_prompt(self, n: Notification, info: MatchInfo) -> None:
        prompt = Prompt.from_json(n.payload["prompt"])
        deadline = n.payload.get("deadline")
        uid = int(n.user_id or info.seats[prompt.seat])
        locale = await self.locale_for(uid)
        suffix = t("match.deadline_suffix", locale, when=when(deadline)) if deadline else ""
        open_now = [p.prompt for p in await self.engine.open_prompts(info.id, prompt.seat)]
        if (info.id, prompt.seat, prompt.key) in self._announced or prompt.key not in {p.key for p in open_now}:
            return  # answered already (a redelivery), or announced together with its siblings
        if prompt.secret:
            # one DM for all of a player's simultaneous secret picks (e.g. a dial per ship)
            batch = [p for p in open_now if p.secret and (info.id, p.seat, p.key) not in self._announced]
            for start in range(0, len(batch), 5):
                part = batch[start : start + 5]
                shown = [gametext.prompt(info.game, p, locale) for p in part]  # in the player's language
                what = "\n".join(f"- {p.text}" for p in shown) if len(shown) > 1 else shown[0].text
                text = t("match.secret_dm", locale, match=info.id, what=what, deadline=suffix)
                label = "dm:" + ",".join(sorted(key_hash(p.key, p.seat) for p in part))
                files = await private_files(self.engine, info, shown, locale)  # e.g. each ship's planning picture
                sent = await self.dm(uid, text, view=batch_view(info.id, shown), label=label, files=files)
                if sent is None:
                    await self.post(
                        info,
                        t("match.secret_fallback", locale, user=f"<@{uid}>"),
                        view=picker_view(info.id, prompt.seat, t("match.open_picker", locale)),
                    )
                    self._announced.update((info.id, p.seat, p.key) for p in batch)
                    return
                self._announced.update((info.id, p.seat, p.key) for p in part)
            return
        local = gametext.prompt(info.game, prompt, locale)
        channel = await self.thread(info)
        # inside the match's own thread its id is noise; in the channel itself (no thread possible) it is needed
        key = "match.your_turn" if str(getattr(channel, "id", "")) == str(info.channel_id) else "match.your_turn_thread"
        text = t(key, locale, user=f"<@{uid}>", match=info.id, what=local.text, deadline=suffix)
        await self.post(info, text, view=prompt_view(info.id, local))
        self._announced.add((info.id, prompt.seat, prompt.key))

    async def _on_events(self, n: Notification, info: MatchInfo) -> None:
        if not n.public:
            return  # a seat's own secrets: the player saw their pick confirmed when they made it
        locale = await self.thread_locale(info)
        events = list(n.payload.get("events") or [])
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
        # a game that narrates ("say") is shown by its sentences only; its other events are bookkeeping
        narrated = any("say" in (e.get("payload") or {}) for e in events)
        for e in events:
            payload = e.get("payload") or {}
            # a lock-in is announced without its commitment hash: a hex fragment means nothing to a player, and the
            # commitment stays in the log, on the web page and in `replay`
            if "commitment" in payload and "seat" in payload and len(payload) <= 3:
                lines.append(t("match.locked", locale, who=f"<@{info.seats.get(payload['seat'])}>"))
            elif not narrated or payload.get("say"):
                lines.append(gametext.event_say(info.game, payload, locale) or event_line(e))
        for text in chunks(lines):
            await self.post(info, text, allowed_mentions=discord.AllowedMentions.none())

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
        what = gametext.prompt(info.game, prompt, locale).text
        text = t("match.reminder", locale, match=info.id, what=what, when=when(n.payload.get("deadline")))
        if await self.dm(uid, text) is None:
            await self.post(info, f"<@{uid}> {text}")

    async def _on_paused(self, n: Notification, info: MatchInfo) -> None:
        locale = self.bot.settings.default_locale
        seat = n.payload.get("seat")
        if n.payload.get("reason") == "deadline passed" and seat:
            text = t(
                "match.deadline_passed",
                locale,
                match=info.id,
                who=f"<@{info.seats.get(seat)}>",
                policy=t("match.policy.pause", locale),
            )
        else:
            text = t("match.paused", locale, match=info.id, reason=str(n.payload.get("reason", "")))
        text += "\n" + t("match.resume_hint", locale)
        await self.post(info, text, allowed_mentions=discord.AllowedMentions.none())

    async def _on_resumed(self, n: Notification, info: MatchInfo) -> None:
        await self.post(info, t("match.resumed", self.bot.settings.default_locale, match=info.id))

    async def _on_undo_requested(self, n: Notification, info: MatchInfo) -> None:
        if not n.public:
            return  # the public message pings the players whose consent is needed
        from bot.discord_bot.router import undo_view

        locale = self.bot.settings.default_locale
        by = f"<@{info.seats.get(n.payload['by_seat'])}>"
        others = " ".join(f"<@{info.seats.get(s)}>" for s in n.payload.get("needed", []))
        await self.post(
            info, t("match.undo_asked", locale, who=by, match=info.id, other=others), view=undo_view(info.id, locale)
        )

    async def _on_undo_declined(self, n: Notification, info: MatchInfo) -> None:
        locale = self.bot.settings.default_locale
        who = ", ".join(str(s) for s in n.payload.get("declined_by", []))
        await self.post(info, t("match.undo_refused", locale, who=who))

    async def _on_undone(self, n: Notification, info: MatchInfo) -> None:
        # the engine re-opens the prompts after an undo (same keys): they must be announced again
        self._announced = {a for a in self._announced if a[0] != info.id}
        await self.post(info, t("match.undo_done", self.bot.settings.default_locale))

    async def _on_match_ended(self, n: Notification, info: MatchInfo) -> None:
        locale = self.bot.settings.default_locale
        outcome = n.payload.get("outcome") or {}
        winners = outcome.get("winners") or []
        raw = str(outcome.get("reason", ""))
        events = [e.payload for e in (await self.engine.log(info.id))[-20:]] if raw else []
        reason = match_texts.result_reason(info.game, raw, info.seats, events, locale)
        if winners:
            who = ", ".join(f"<@{info.seats.get(s)}> ({match_texts.side_name(info.game, s, locale)})" for s in winners)
            result = t("match.winner", locale, who=who, reason=reason)
        elif n.payload.get("status") == "abandoned":
            result = reason
        else:
            result = t("match.draw", locale, reason=reason)
        late = "ran out of time" in raw
        lines = []
        if late:
            loser = next((s for s in info.seats if s not in winners), None)
            lines.append(
                t(
                    "match.deadline_passed",
                    locale,
                    match=info.id,
                    who=f"<@{info.seats.get(loser or '')}>",
                    policy=t("match.policy.forfeit", locale),
                )
            )
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
        await self.post(info, "\n".join(lines), allowed_mentions=discord.AllowedMentions.none())
        try:
            await self.post_final_animations(info)
        except Exception:  # not redelivered for this: the result is already posted
            log.exception("match reel failed", extra={"match": info.id})
        self.forget(info.id)

    def forget(self, match_id: str) -> None:
        """Drop what was remembered about a finished match (these sets would otherwise grow forever)."""
        self._announced = {a for a in self._announced if a[0] != match_id}
        self._said = {k for k in self._said if k[1] != match_id}
        self._thread_locks.pop(match_id, None)
        self.shown.forget(match_id)

    # ------------------------------------------------------------------------------------------ pictures
    async def on_render(self, match_id: str, seq: int, pending: Any) -> None:
        if not isinstance(pending, PendingPicture):
            return
        async with self.shown.lock(match_id):
            await self.show(match_id, seq, pending)

    async def show(self, match_id: str, seq: int, pending: PendingPicture) -> None:
        """The table after action `seq`: a round's animation when a round ended, the board picture when something
        moved or fired; what was shown is stored once posted. A kill before that is caught up at the restart with
        the same nonces (the match's pictures are numbered), so Discord does not post them twice; undoing and
        replaying a move makes new numbers, so its picture is posted again."""
        stored = await self.shown.get(match_id)
        shown = stored or Shown()
        if seq < shown.seq:
            return  # an older table than one already handled (the start-up catch-up got there first)
        before = (shown.key, shown.round, shown.posted)
        try:
            await self.check_round_end(match_id, pending, shown)
        except Exception:  # an animation is a bonus: never lose the board picture (or the notification) over it
            log.exception("round animation failed", extra={"match": match_id})
        if shown.key != pending.key:  # something moved or fired since the last picture
            picture = await asyncio.to_thread(self.bot.render_pool.render, pending.game, pending.view)
            if picture is not None:
                nonce = message_nonce(match_id, "picture", shown.posted)
                await self.post_picture(await self.engine.info(match_id), picture, nonce=nonce)
                shown.key, shown.posted = pending.key, shown.posted + 1
        shown.seq = seq
        if stored is None or (shown.key, shown.round, shown.posted) != before:  # one write per picture, not per action
            await self.shown.save(match_id, shown)

    async def check_round_end(self, match_id: str, pending: PendingPicture, shown: Shown) -> None:
        """When the table shows a later round than before, post the animation of the round(s) just ended."""
        rnd = pending.view.get("round") if isinstance(pending.view, dict) else None
        if not isinstance(rnd, int) or not animated(pending.game):
            return
        if shown.round is None or rnd <= shown.round:
            shown.round = rnd
            return
        ended, since = shown.round, shown.round_from
        shown.round, shown.round_from = rnd, shown.seq
        found = await self.round_frames(match_id, since=since)
        info = await self.engine.info(match_id)
        for number in range(ended, rnd):
            nonce = message_nonce(match_id, "picture", shown.posted)
            if await self.post_animation(info, pending.game, [found.get(number, [])], number, nonce=nonce):
                shown.posted += 1

    async def catch_up(self) -> None:
        """At start-up: for each live match, the tables after the last one handled before the restart (replayed
        from the log) go through `show`, so a picture or a round's animation that a kill cut off is posted now."""
        try:
            for info in await self.engine.list_matches():
                if renderer_module(info.game) is None:
                    continue
                try:
                    async with self.shown.lock(info.id):
                        await self.catch_up_match(info)
                except Exception:
                    log.exception("catching up pictures failed", extra={"match": info.id})
        finally:
            self.caught_up.set()

    async def catch_up_match(self, info: MatchInfo) -> None:
        shown = await self.shown.get(info.id)
        if shown is None:
            return  # nothing pictured yet: the next action's picture starts the record
        if info.last_seq <= shown.seq:
            return  # nothing happened after the last table handled (most matches: no replay at start-up)
        tables: list[tuple[int, Any]] = []
        await self.engine.replay_views(info.id, lambda seq, view: tables.append((seq, view)), since_seq=shown.seq)
        for seq, view in tables:
            pending = self.bot.render_pool(info.game, view)
            if isinstance(pending, PendingPicture):
                await self.show(info.id, seq, pending)

    async def post_final_animations(self, info: MatchInfo) -> None:
        """At the end: the last round's animation (it ended with the match) and the whole-match reel."""
        if not animated(info.game):
            return
        found = await self.round_frames(info.id, since=0)
        if not found:
            return
        last = max(found)
        shown = await self.shown.get(info.id)
        if shown is None or shown.round is None or last >= shown.round:
            await self.post_animation(info, info.game, [found[last]], last, nonce=message_nonce(info.id, "last round"))
        await self.post_animation(info, info.game, reel_rounds(found), None, nonce=message_nonce(info.id, "reel"))

    async def round_frames(self, match_id: str, since: int) -> dict[int, list[Any]]:
        collector = FrameCollector()
        await self.engine.replay_views(match_id, collector.add, since_seq=since)
        return collector.finish()

    async def post_animation(
        self, info: MatchInfo, game: str, rounds: list[list[Any]], rnd: int | None, *, nonce: str
    ) -> bool:
        """A round's animation (rnd) or the reel (None), drawn in the render processes. False: nothing to post."""
        if not any(rounds):
            return False
        picture = await asyncio.to_thread(self.bot.render_pool.animate, game, rounds, reel=rnd is None)
        if picture is None:
            return False
        locale = self.bot.settings.default_locale
        caption = t("match.reel", locale) if rnd is None else t("match.round_animation", locale, round=rnd)
        await self.post_picture(info, BoardPicture(picture.files, picture.alt, None, caption), nonce=nonce)
        return True

    async def post_picture(
        self,
        info: MatchInfo,
        picture: BoardPicture,
        channel: discord.abc.Messageable | None = None,
        *,
        nonce: str | None = None,
    ) -> None:
        files = [
            discord.File(io.BytesIO(data), name, description=picture.alt[:1024] or None) for name, data in picture.files
        ]
        target = channel or await self.thread(info)
        extra: dict[str, Any] = {"nonce": nonce or next_nonce()}  # None: discord.py picks a random one
        await target.send(picture.caption[:2000] if picture.caption else None, files=files, **extra)

    # ----------------------------------------------------------------------------------- after a choice
    async def after_choice(
        self, interaction: discord.Interaction, info: MatchInfo, prompt: Prompt, labels: str, locale: str
    ) -> None:
        """Answer the click: the message says what was picked and keeps only the decisions still open on it."""
        message = interaction.message
        base = message.content if message else ""
        on_message = {m[1] for m in map(KEY_IN_ID.match, custom_ids(message)) if m}
        still = [
            p.prompt
            for p in await self.engine.open_prompts(info.id, prompt.seat)
            if key_hash(p.prompt.key, p.prompt.seat) in on_message
        ]
        text = f"{base}\n✅ {t('match.picked', locale, choice=labels)}"
        shown = [gametext.prompt(info.game, p, locale) for p in still]
        view = batch_view(info.id, shown) if shown else None
        await interaction.edit_original_response(content=text[:2000], view=view)


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
