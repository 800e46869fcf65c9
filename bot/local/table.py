"""The console table: every seat of a match at one terminal, taking the same prompts a Discord player gets.

Enumerated prompts show numbered options; secret prompts are read without echo (getpass, at a terminal) after
asking the other players to look away; prompts without options take a JSON action. Scripted mode reads one JSON
object per line ({"seat": "a", "action": {...}} or {"seat": "a", "option": "3"}). After each step the public board
is drawn into a folder when renderers/<game>.py exists. Holds no rules: everything goes through the engine.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.core import canonical
from bot.core.jsondepth import decode_place, too_deep
from bot.core.protocol import PUBLIC, Prompt, RuleError
from bot.core.texts import quoted
from bot.engine import Engine, EngineError, Notification, StorageFailed, gametext
from bot.engine.frames import reel_rounds
from bot.engine.match_texts import pause_text, result_reason, side_name
from bot.engine.render import find_function, find_renderer, in_language, private_picture, with_spots
from bot.i18n import Said, t
from bot.local.terminal import ask_secret, plain

STATUS_WORDS = ("active", "paused", "finished", "abandoned")  # the catalog's match.state.<status> words

USER_PREFIX = "console:"


class ScriptError(ValueError):
    """A line of an action script is not an action; `line` is 1-based; `said` says it in any language."""

    def __init__(self, line: int, why: Said) -> None:
        self.said = Said("cli.script_line", line=line, why=why)
        super().__init__(str(self.said))
        self.line = line


@dataclass(frozen=True)
class ScriptStep:
    line: int
    seat: str
    action: dict[str, Any] | None
    option: str | None


MAX_JSON_DEPTH = 64  # no action or option is nested deeper; Python's parser would overflow near 1,000


class JsonRefusal(ValueError):
    """Why a text typed at the console is not JSON the console takes: a message of data/bot/texts (`json.*`)
    said in the reader's language by `say`; its str() is the English, for the command line's own errors."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key, self.params = key, params
        super().__init__(t(key, "en", **params))

    def say(self, locale: str | None) -> str:
        return t(self.key, locale, **self.params)


def read_json(text: str) -> Any:
    """json.loads, with a JsonRefusal naming where the text fails (line, column) or the limit it passes
    (nesting deeper than MAX_JSON_DEPTH, a number too long)."""
    if too_deep(text, MAX_JSON_DEPTH):
        raise JsonRefusal("json.too_deep", limit=MAX_JSON_DEPTH)
    try:
        return json.loads(text, parse_int=_short_int, parse_float=_short_float, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        place = decode_place(exc)
        raise JsonRefusal("json.at" if place["near"] else "json.at_end", **place) from None


# No option or action needs a longer number; without the bound Python's own 4,300-digit error (advice for
# programmers) would be the message.
MAX_NUMBER_CHARS = 30


def _short_int(text: str) -> int:
    return int(_short_text(text))


def _short_float(text: str) -> float:
    value = float(_short_text(text))
    if not math.isfinite(value):
        raise JsonRefusal("json.too_large", number=text[:MAX_NUMBER_CHARS])
    return value


def _short_text(text: str) -> str:
    if len(text) > MAX_NUMBER_CHARS:
        raise JsonRefusal("json.long_number", n=len(text), limit=MAX_NUMBER_CHARS)
    return text


def _no_constant(name: str) -> float:
    raise JsonRefusal("json.not_a_number", name=name[:20])


def parse_script(lines: Iterable[str]) -> list[ScriptStep]:
    steps = []
    for i, raw in enumerate(lines, start=1):
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        try:
            data = read_json(text)
        except JsonRefusal as exc:
            raise ScriptError(i, Said("cli.script_not_json", why=Said(exc.key, **exc.params))) from exc
        if not isinstance(data, dict) or not isinstance(data.get("seat"), str):
            raise ScriptError(i, Said("cli.script_not_object"))
        action, option = data.get("action"), data.get("option")
        if (action is None) == (option is None):
            raise ScriptError(i, Said("cli.script_one_of"))
        if action is not None and not isinstance(action, dict):
            raise ScriptError(i, Said("cli.script_action"))
        steps.append(ScriptStep(i, data["seat"], action, None if option is None else str(option)))
    return steps


def user_of(seat: str) -> str:
    return USER_PREFIX + seat


class ConsoleTable:
    def __init__(
        self,
        engine: Engine,
        *,
        out: Callable[[str], None] = print,
        ask: Callable[[str], str] = input,
        ask_secret: Callable[[str], str] = ask_secret,
        frames: Path | None = None,
        verbose: bool = False,
        locale: str = "en",
        players: Sequence[str] = (),
    ) -> None:
        self.engine = engine
        self.players = list(players)  # --players: names in seat order, put in where a sentence names a seat's player
        self.people: dict[str, str] = {}
        self._write = out
        self._held: list[str] | None = None  # lines kept back while the opening is printed first
        self.ask = ask
        self.ask_secret = ask_secret
        self.frames = frames
        self.frames_written = 0
        self.verbose = verbose  # also print every public event as raw data (for developers)
        self.locale = locale  # the language of the game's texts (--lang / BOT_LOCALE); English when it has none
        self._english_said: list[str] = []  # the English of event lines printed in self.locale (see _opening)
        self._round: tuple[int, int] | None = None  # (round on the table, a seq before it began): animations
        self.saved_hint: Callable[[str], str] = lambda match_id: t("console.saved", self.locale, match=match_id)
        self._game = ""
        self._last_table: str | None = None  # the text table printed last (printed again only when it changed)
        engine.subscribe(self._on_note)

    def out(self, line: str) -> None:
        """Every line goes through here: Discord markdown becomes plain text (bot.local.terminal)."""
        if self._held is not None:
            self._held.append(line)
        else:
            self._write(plain(line, self.locale))

    async def start(
        self,
        game: str,
        options: dict[str, Any] | None = None,
        seats: list[str] | None = None,
        seed: str | None = None,
        content_scope: str | None = None,
    ) -> str:
        g = self.engine.game(game)
        names = seats or list(g.seat_spec.names[: g.seat_spec.min_players])  # X-Wing also offers team seats
        info = await self.engine.create_match(
            game, {s: user_of(s) for s in names}, options=options or {}, seed=seed, content_scope=content_scope
        )
        self._game = game
        self._seat_players(names)
        seats_shown = ", ".join(self._named(s) for s in names)
        title = gametext.title(game, self.locale, g.title)
        self.out(t("console.match", self.locale, title=title, id=info.id, seats=seats_shown))
        self.out(t("console.commitment", self.locale, commitment=info.commitment))
        self._held = []
        try:
            await self.engine.drain()
        finally:
            held, self._held = self._held, None
        await self._opening(info.id, held)
        for line in held:
            self.out(line)
        await self._table(info.id)
        await self._draw(info.id, info.last_seq)
        return info.id

    async def _opening(self, match_id: str, printed: list[str]) -> None:
        """What the game's set-up already did (TI4 rolls the opening space cannon and barrage there): the public
        view's log lines that no event printed, before the first events."""
        view = await self.engine.view(match_id, None)
        log = view.get("log") if isinstance(view, dict) else None
        if not isinstance(log, list):
            return
        # each line's message, where the view gives them line for line (`log_said`): shown in the console's language
        given = view.get("log_said")
        messages: list[Any] = given if isinstance(given, list) and len(given) == len(log) else [None] * len(log)
        said = "\n".join([*printed, *self._english_said])  # lines printed in another language count too
        for line, message in zip(log, messages, strict=True):
            if isinstance(line, str) and line and line not in said:
                shown = gametext.localize(self._game, message, line, self.locale, self.people)
                self.out(f"  [{t('console.tag_setup', self.locale)}] {shown}")

    def _seat_players(self, seats: list[str]) -> None:
        """--players: the names in seat order (seat ids stay in the game's events; names are put in when shown)."""
        self.people = dict(zip(seats, self.players, strict=False))
        if len(self.players) > len(seats):
            self.out(t("console.extra_players", self.locale, names=len(self.players), seats=len(seats)))

    async def resume(self, match_id: str) -> str:
        """Continue a match kept in the database (play --db FILE --match ID)."""
        info = await self.engine.info(match_id)
        self._game = info.game
        self._seat_players(list(info.seats))
        seats = ", ".join(self._named(s) for s in info.seats)
        status = t(f"match.state.{info.status}", self.locale) if info.status in STATUS_WORDS else info.status
        title = gametext.title(info.game, self.locale, self.engine.game(info.game).title)
        self.out(t("console.match_status", self.locale, title=title, id=info.id, status=status, seats=seats))
        if info.outcome is not None:
            self.out(await self._outcome_line(info.id, info.outcome.to_json()))
            if info.seed is not None:
                self.out(t("console.seed", self.locale, seed=info.seed, commitment=info.commitment))
        return info.id

    async def run_script(self, match_id: str, steps: list[ScriptStep]) -> bool:
        """Apply scripted steps in order; stop at the first refused one (it changed nothing). True if all applied."""
        for step in steps:
            try:
                if step.option is not None:
                    prompts = await self.engine.prompts(match_id, step.seat)
                    if not prompts:
                        self.out(t("console.script_idle", self.locale, line=step.line, seat=self._named(step.seat)))
                        return False
                    option = script_option(prompts[0], step.option)
                    if option is None:
                        shown = gametext.prompt(self._game, prompts[0], self.locale, self.people)
                        why = option_refusal(shown, step.option, self.locale)
                        self.out(t("console.script_refused", self.locale, line=step.line) + " " + why)
                        return False
                    res = await self.engine.act_option(match_id, user_of(step.seat), prompts[0].key, option)
                else:
                    assert step.action is not None
                    prompts = await self.engine.prompts(match_id, step.seat)
                    action = with_kind(prompts[0], step.action) if prompts else step.action
                    res = await self.engine.act(match_id, user_of(step.seat), action)
            except StorageFailed:
                raise  # the database cannot keep moves any more: the command ends with this message
            except (RuleError, EngineError) as exc:
                self.out(t("console.script_refused", self.locale, line=step.line) + " " + self._message(exc))
                return False
            await self.engine.drain()
            await self._table(match_id)
            await self._draw(match_id, res.events[-1].seq if res.events else 0)
            if res.outcome is not None:
                await self.final_animations(match_id)
                break
        return True

    async def play(self, match_id: str) -> None:
        """Ask each prompted seat in turn until the match ends (or the players quit with 'q')."""
        while True:
            info = await self.engine.info(match_id)
            if info.status not in ("active",):
                if info.status != "paused":
                    await self.final_animations(match_id)
                if info.status == "paused":
                    self.out(t("console.paused", self.locale))
                return
            prompts = await self.engine.prompts(match_id)
            if not prompts:
                self.out(t("console.nobody", self.locale))
                return
            prompt = prompts[0]
            if not await self._take(match_id, prompt):
                self.out(t("console.stopped", self.locale, hint=self.saved_hint(match_id)))
                return

    async def _take(self, match_id: str, prompt: Prompt) -> bool:
        prompt = gametext.prompt(self._game, prompt, self.locale, self.people)
        seat = prompt.seat
        header = self._named(seat)  # 'bob (Rebels)' with --players
        if prompt.secret:
            self.out("\n" + t("console.secret_header", self.locale, seat=header))
        else:
            self.out(f"\n=== {header} ===")
        self.out(prompt.text)
        if prompt.options:
            for i, opt in enumerate(prompt.options, start=1):
                extra = f" — {opt.detail}" if opt.detail else ""
                self.out(f"  {i}. {opt.label}{extra}")
        self.out("  " + t("console.hint_options" if prompt.options else "console.hint_json", self.locale))
        await self._spots(match_id, prompt)
        private = await self._private_picture(match_id, prompt) if prompt.secret else None
        try:
            return await self._answer(match_id, prompt, seat)
        finally:
            if private is not None:
                private.unlink(missing_ok=True)  # a shared screen: the next seat must not find it

    async def _spots(self, match_id: str, prompt: Prompt) -> None:
        """The table with the places `prompt` offers drawn as its numbered options (docs/protocol.md, "Places on the
        board"), as the thread attaches it to the prompt's message; not with --no-frames or without a renderer."""
        if self.frames is None or not prompt.context.get("spots"):
            return
        found = find_renderer(self._game)
        view = with_spots(await self.engine.view(match_id, None), prompt)  # `prompt` is localized: its labels
        if found is None or view is None:
            return
        image = await asyncio.to_thread(in_language(found, self.locale), view)
        self.frames.mkdir(parents=True, exist_ok=True)
        self._wrote(self.frames / f"{match_id}-spots-{key_digest(prompt.key)}.png", image)

    async def _private_picture(self, match_id: str, prompt: Prompt) -> Path | None:
        """The picture that goes with this secret prompt (e.g. a ship's planning picture), written only now that its
        seat is asked and removed once answered; None when there are no pictures or the game draws none."""
        if self.frames is None:
            return None
        data = await private_picture(self.engine, match_id, self._game, prompt.seat, prompt.key, self.locale)
        if data is None:
            return None
        self.frames.mkdir(parents=True, exist_ok=True)
        path = self.frames / f"{match_id}-private-{prompt.seat}-{key_digest(prompt.key)}.png"
        path.write_bytes(data)
        self.out("  " + t("console.private_picture", self.locale, seat=prompt.seat, path=str(path)))
        return path

    async def _answer(self, match_id: str, prompt: Prompt, seat: str) -> bool:
        while True:
            reader = self.ask_secret if prompt.secret else self.ask
            try:
                text = reader(f"{self.people.get(seat) or side_name(self._game, seat, self.locale)}> ").strip()
            except EOFError:
                return False
            if text == "q":
                return False
            if text == "v":
                self.out(json.dumps(await self.engine.view(match_id, seat), ensure_ascii=False, indent=1))
                continue
            if text == "c":
                if not self._confirm_concede(seat):
                    self.out(t("console.not_conceded", self.locale))
                    continue
                await self.engine.concede(match_id, user_of(seat), seat=seat)
                await self.engine.drain()
                return True
            action = self._parse_answer(prompt, text)
            if action is None:
                continue
            try:
                res = await self.engine.act(match_id, user_of(seat), action, seat=seat)
            except StorageFailed:
                raise  # the database cannot keep moves any more: the command ends with this message
            except (RuleError, EngineError) as exc:
                self.out(t("console.not_allowed", self.locale, why=self._message(exc)))
                continue
            if prompt.secret:
                self.out(t("console.locked", self.locale))
            await self.engine.drain()
            await self._table(match_id)
            await self._draw(match_id, res.events[-1].seq if res.events else 0)
            return True

    def _named(self, seat: str) -> str:
        """A seat as a header shows it: with --players its player's name and its side's words ('bob (Мятежники)'),
        else the side's words ('Мятежники'; the seat id for a game without them)."""
        name = self.people.get(seat)
        side = side_name(self._game, seat, self.locale)
        return named(side, name) if name else side

    def _confirm_concede(self, seat: str) -> bool:
        """A lone 'c' is easy to type by mistake (even in the hidden dial prompt): conceding ends the match."""
        try:
            answer = self.ask(t("console.concede_ask", self.locale, seat=self._named(seat)) + " ")
        except EOFError:
            return False
        return answer.strip().lower() in ("yes", "y", "да", "д")

    def _parse_answer(self, prompt: Prompt, text: str) -> dict[str, Any] | None:
        if prompt.options and not text.startswith("{"):
            n = shown_number(text, len(prompt.options))
            if n is not None:
                return dict(prompt.options[n - 1].action)
            opt = prompt.option(text)
            if opt is not None:
                return dict(opt.action)
            self.out(t("console.type_number", self.locale, n=len(prompt.options)))
            return None
        try:
            action = read_json(text)
        except JsonRefusal as exc:
            self.out(t("console.not_json", self.locale, why=exc.say(self.locale)))
            return None
        if not isinstance(action, dict):
            self.out(t("console.not_object", self.locale))
            return None
        return with_kind(prompt, action)

    async def _outcome_line(self, match_id: str, outcome: Any) -> str:
        info = await self.engine.info(match_id)
        events = [e.payload for e in (await self.engine.log(match_id))[-20:]]
        return outcome_line(info.game, outcome, info.seats, events, self.locale, self.people)

    async def _on_note(self, note: Notification) -> None:
        if note.audience != PUBLIC:
            return  # private rows (secret picks, prompts) are not printed: everyone shares this screen
        if note.kind == "events":
            events = note.payload["events"]
            # a narrating game is shown by its sentences only; a game that never narrates, by a short summary
            # (a game with catalogs narrates: its unsaid events are bookkeeping, never English summaries)
            narrated = gametext.catalogs(self._game) is not None or any(
                "say" in (e.get("payload") or {}) for e in events
            )
            for e in events:
                # the side in the game's words; its sentence names the player
                who = side_name(self._game, str(e["seat"]), self.locale) if e.get("seat") else e["actor"]
                payload = e.get("payload") or {}
                if self.verbose:
                    self.out(f"  · {e['kind']} {canonical.dumps(payload)}")
                say = gametext.event_say(self._game, payload, self.locale, self.people) if "say" in payload else None
                if self._held is not None and isinstance(payload.get("say"), str):
                    self._english_said.append(payload["say"])
                if isinstance(say, str):
                    if say:  # "" marks bookkeeping: nothing for people to read
                        self.out(f"  [{who}] {say}")
                elif not narrated:
                    self.out(f"  [{who}] {summary(e['kind'], payload)}")
        elif note.kind == "match_ended":
            self.out("\n" + await self._outcome_line(note.match_id, note.payload["outcome"]))
            self.out(t("console.seed", self.locale, seed=note.payload["seed"], commitment=note.payload["commitment"]))
        elif note.kind in ("paused", "resumed", "undone"):
            if self.verbose:
                self.out(f"  · {note.kind} {canonical.dumps(dict(note.payload))}")
            said = self._match_note(note.kind, note.match_id, dict(note.payload))
            self.out(f"  [{t('console.tag_match', self.locale)}] {said}")

    async def _table(self, match_id: str) -> None:
        """The game's text table of the public view (renderers.<game>.text_table: X-Wing ships, positions, ranges),
        printed when it changed; the first one with the briefing and the abbreviations explained."""
        table = find_function(self._game, "text_table")
        if table is None:
            return
        view = await self.engine.view(match_id, None)
        plain = str(table(view, self.locale))
        if plain == self._last_table:
            return
        text = str(table(view, self.locale, first=True)) if self._last_table is None else plain
        self._last_table = plain
        for line in text.splitlines():
            self.out(f"  {line}")

    def _match_note(self, kind: str, match_id: str, payload: dict[str, Any]) -> str:
        """The engine's own match events (pause, resume, undo) in the console's language, as the thread says them."""
        if kind == "resumed":
            return t("match.resumed", self.locale, match=match_id)
        if kind == "undone":
            return t("match.undo_done", self.locale)
        return pause_text(match_id, payload, self.locale, self._named)

    def _message(self, exc: Exception) -> str:
        """A refusal in the console's language (a game's RuleError carries its message; the engine's are English)."""
        return gametext.rule_error(exc, self.locale, self.people) if isinstance(exc, RuleError) else _english(exc)

    async def _draw(self, match_id: str, seq: int) -> None:
        """Write the public board after a step, when the game has a renderer (skipped quietly otherwise); when a
        round has ended, its animation too (renderers.<game>.render_round)."""
        if self.frames is None or not self._game:
            return
        found = find_renderer(self._game)
        if found is None:
            return
        render = in_language(found, self.locale)  # the words drawn in the console's language
        view = await self.engine.view(match_id, None)
        image = await asyncio.to_thread(render, view)
        self.frames.mkdir(parents=True, exist_ok=True)
        self._wrote(self.frames / f"{match_id}-{seq:05d}.png", image)
        rnd = view.get("round") if isinstance(view, dict) else None
        if isinstance(rnd, int):
            await self._animate(match_id, seq, rnd)

    async def _animate(self, match_id: str, seq: int, rnd: int) -> None:
        found = find_function(self._game, "render_round")
        if found is None or self.frames is None:
            return
        animate = in_language(found, self.locale)
        if self._round is None or rnd <= self._round[0]:
            self._round = (rnd, seq if self._round is None else self._round[1])
            return
        ended, since = self._round
        self._round = (rnd, seq)
        for r, views in sorted((await self.engine.round_frames(match_id, since_seq=since)).items()):
            if ended <= r < rnd and views:
                data = await asyncio.to_thread(animate, views)
                self._wrote(self.frames / f"{match_id}-round-{r:02d}.webp", data)

    async def final_animations(self, match_id: str) -> None:
        """At the match's end: the last round's animation (it ended with the match) and the whole-match reel."""
        round_fn, reel_fn = find_function(self._game, "render_round"), find_function(self._game, "render_reel")
        if self.frames is None or round_fn is None or reel_fn is None or self._round is None:
            return
        animate, reel = in_language(round_fn, self.locale), in_language(reel_fn, self.locale)
        rounds = await self.engine.round_frames(match_id)
        if not rounds:
            return
        self.frames.mkdir(parents=True, exist_ok=True)
        last = max(rounds)
        if last >= self._round[0]:
            data = await asyncio.to_thread(animate, rounds[last])
            self._wrote(self.frames / f"{match_id}-round-{last:02d}.webp", data)
        data = await asyncio.to_thread(reel, reel_rounds(rounds))
        self._wrote(self.frames / f"{match_id}-reel.webp", data)
        self._round = None

    def _wrote(self, path: Path, picture: Any) -> None:
        """Write one picture (encoded bytes, or an image with .save) and say where it went, as it is written."""
        if isinstance(picture, bytes):
            path.write_bytes(picture)
        else:
            picture.save(path)
        self.frames_written += 1
        self.out("  " + t("console.picture", self.locale, path=str(path)))


def key_digest(key: str) -> str:
    """A short file-name-safe name of a prompt key ("r1:dial:luke")."""
    return hashlib.sha256(key.encode()).hexdigest()[:10]


def with_kind(prompt: Prompt, action: dict[str, Any]) -> dict[str, Any]:
    """An action typed without "kind" takes the kind of the prompt's options when they all share one, so that a
    hint like "or send an exact pose {x, y, heading}" works as written."""
    if "kind" in action or not prompt.options:
        return action
    kinds = {opt.action.get("kind") for opt in prompt.options}
    if len(kinds) != 1:
        return action
    return {"kind": kinds.pop(), **action}


def shown_number(text: str, count: int) -> int | None:
    """`text` as one of the numbers 1..count shown beside the options, or None ("²" and 5,000 digits included)."""
    if not (text.isascii() and text.isdigit()) or len(text) > 6:
        return None
    n = int(text)
    return n if 1 <= n <= count else None


def script_option(prompt: Prompt, answer: str) -> str | None:
    """A script's "option": the number shown on screen (1, 2, ...) or an option id; the option's id, or None."""
    text, options = answer.strip(), prompt.options or ()
    n = shown_number(text, len(options))
    if n is not None:
        return options[n - 1].id
    opt = prompt.option(text)
    return opt.id if opt is not None else None


def option_refusal(prompt: Prompt, answer: str, locale: str = "en") -> str:
    """Why a script's "option" fits no option of the prompt, listing the valid ones (a few, when there are many)."""
    if not prompt.options:
        return t("console.option_no_options", locale, answer=quoted(answer))
    shown = [f"{i} ({opt.label})" for i, opt in enumerate(prompt.options, start=1)]
    more = "; " + t("console.option_more", locale, n=len(shown)) if len(shown) > 8 else ""
    listed = "; ".join(shown[:8]) + more
    # the options' own labels follow the sentence (a placeable would clip them at 200 characters)
    return t("console.option_not_offered", locale, answer=quoted(answer), n=len(shown)) + " " + listed


def outcome_line(
    game: str | None,
    outcome: Any,
    seats: Iterable[str],
    events: list[Any],
    locale: str,
    people: Mapping[str, str] | None = None,
) -> str:
    """'match over — winner: Rebels (…)', or a draw, from an outcome's JSON, in `locale` (the reason from the
    message the game attached to the event that ended the match, as the thread's result line does); with
    --players, the winner by name and side: 'bob (Rebels)'."""
    winners = list(outcome.get("winners") or [])
    reason = result_reason(game, str(outcome.get("reason", "")), seats, events, locale, people)
    if outcome.get("draw") or not winners:
        return t("console.over_draw", locale, reason=reason)
    who = ", ".join(named(side_name(game, s, locale), (people or {}).get(s)) for s in winners)
    return t("console.over_winner", locale, who=who, reason=reason)


def named(words: str, name: str | None) -> str:
    """A seat as the console shows it: its player's name (--players) with the seat's words, else the words."""
    return f"{name} ({words})" if name else words


def summary(kind: str, payload: dict[str, Any]) -> str:
    """A line for an event the game gave no sentence: its kind and its values, without JSON punctuation."""
    parts = []
    for k, v in payload.items():
        if isinstance(v, dict):
            v = ", ".join(f"{a} {b}" for a, b in v.items())
        elif isinstance(v, list):
            v = ", ".join(map(str, v))
        parts.append(f"{k.replace('_', ' ')} {v}")
    return kind.replace("_", " ") + (f": {'; '.join(parts)}" if parts else "")


def _english(exc: Exception) -> str:
    return str(exc) if isinstance(exc, RuleError) else getattr(exc, "message", str(exc))
