"""The console table: every seat of a match at one terminal, taking the same prompts a Discord player gets.

Enumerated prompts show numbered options; secret prompts are read without echo (getpass) after asking the other
players to look away; prompts without options take a JSON action. Scripted mode reads one JSON object per line
({"seat": "a", "action": {...}} or {"seat": "a", "option": "3"}). After each step the public board is drawn into
a folder when renderers/<game>.py exists. Holds no rules: everything goes through the engine.
"""

from __future__ import annotations

import asyncio
import getpass
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.core import canonical
from bot.core.protocol import PUBLIC, Prompt, RuleError
from bot.engine import Engine, EngineError, Notification
from bot.engine.frames import FrameCollector, reel_rounds
from bot.engine.render import find_function, find_renderer

USER_PREFIX = "console:"


class ScriptError(ValueError):
    """A line of an action script is not an action; `line` is 1-based."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"script line {line}: {message}")
        self.line = line


@dataclass(frozen=True)
class ScriptStep:
    line: int
    seat: str
    action: dict[str, Any] | None
    option: str | None


def parse_script(lines: Iterable[str]) -> list[ScriptStep]:
    steps = []
    for i, raw in enumerate(lines, start=1):
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise ScriptError(i, f"not JSON ({exc})") from exc
        if not isinstance(data, dict) or not isinstance(data.get("seat"), str):
            raise ScriptError(i, 'expected an object like {"seat": "a", "action": {"kind": ...}}')
        action, option = data.get("action"), data.get("option")
        if (action is None) == (option is None):
            raise ScriptError(i, 'give exactly one of "action" (an object) or "option" (an option id)')
        if action is not None and not isinstance(action, dict):
            raise ScriptError(i, '"action" must be an object')
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
        ask_secret: Callable[[str], str] = getpass.getpass,
        frames: Path | None = None,
        verbose: bool = False,
    ) -> None:
        self.engine = engine
        self.out = out
        self.ask = ask
        self.ask_secret = ask_secret
        self.frames = frames
        self.frames_written = 0
        self.verbose = verbose  # also print every public event as raw data (for developers)
        self._round: tuple[int, int] | None = None  # (round on the table, a seq before it began): animations
        self.saved_hint: Callable[[str], str] = lambda match_id: f"Match {match_id} is saved."
        self._game = ""
        engine.subscribe(self._on_note)

    async def start(
        self,
        game: str,
        options: dict[str, Any] | None = None,
        seats: list[str] | None = None,
        seed: str | None = None,
    ) -> str:
        g = self.engine.game(game)
        names = seats or list(g.seat_spec.names[: g.seat_spec.min_players])  # X-Wing also offers team seats
        info = await self.engine.create_match(game, {s: user_of(s) for s in names}, options=options or {}, seed=seed)
        self._game = game
        self.out(f"{g.title}: match {info.id}, seats {', '.join(names)}")
        self.out(f"seed commitment (SHA-256): {info.commitment}")
        await self.engine.drain()
        await self._draw(info.id, info.last_seq)
        return info.id

    async def resume(self, match_id: str) -> str:
        """Continue a match kept in the database (play --db FILE --match ID)."""
        info = await self.engine.info(match_id)
        self._game = info.game
        self.out(f"{self.engine.game(info.game).title}: match {info.id} ({info.status}), seats {', '.join(info.seats)}")
        if info.outcome is not None:
            self.out(outcome_line(info.outcome.to_json()))
            if info.seed is not None:
                self.out(f"seed revealed: {info.seed} (check: sha256(seed) = {info.commitment})")
        return info.id

    async def run_script(self, match_id: str, steps: list[ScriptStep]) -> bool:
        """Apply scripted steps in order; stop at the first refused one (it changed nothing). True if all applied."""
        for step in steps:
            try:
                if step.option is not None:
                    key = await self._key_for(match_id, step.seat)
                    if key is None:
                        self.out(f"script line {step.line}: seat {step.seat} has nothing to answer now")
                        return False
                    res = await self.engine.act_option(match_id, user_of(step.seat), key, step.option)
                else:
                    assert step.action is not None
                    res = await self.engine.act(match_id, user_of(step.seat), step.action)
            except (RuleError, EngineError) as exc:
                self.out(f"script line {step.line} refused: {_message(exc)}")
                return False
            await self.engine.drain()
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
                    self.out("the match is paused.")
                return
            prompts = await self.engine.prompts(match_id)
            if not prompts:
                self.out("no one has anything to decide; stopping.")
                return
            prompt = prompts[0]
            if not await self._take(match_id, prompt):
                self.out(f"stopped. {self.saved_hint(match_id)}")
                return

    async def _take(self, match_id: str, prompt: Prompt) -> bool:
        seat = prompt.seat
        if prompt.secret:
            self.out(f"\n=== {seat}: secret choice — everyone else look away ===")
        else:
            self.out(f"\n=== {seat} ===")
        self.out(prompt.text)
        if prompt.options:
            for i, opt in enumerate(prompt.options, start=1):
                extra = f" — {opt.detail}" if opt.detail else ""
                self.out(f"  {i}. {opt.label}{extra}")
        self.out(
            "  (a number, or an exact action as JSON; v: view, c: concede, q: quit)"
            if prompt.options
            else '  enter the action as JSON, e.g. {"kind": ...}  (v: view, c: concede, q: quit)'
        )
        while True:
            reader = self.ask_secret if prompt.secret else self.ask
            try:
                text = reader(f"{seat}> ").strip()
            except EOFError:
                return False
            if text == "q":
                return False
            if text == "v":
                self.out(json.dumps(await self.engine.view(match_id, seat), ensure_ascii=False, indent=1))
                continue
            if text == "c":
                await self.engine.concede(match_id, user_of(seat), seat=seat)
                await self.engine.drain()
                return True
            action = self._parse_answer(prompt, text)
            if action is None:
                continue
            try:
                res = await self.engine.act(match_id, user_of(seat), action, seat=seat)
            except (RuleError, EngineError) as exc:
                self.out(f"not allowed: {_message(exc)}")
                continue
            if prompt.secret:
                self.out("locked in.")
            await self.engine.drain()
            await self._draw(match_id, res.events[-1].seq if res.events else 0)
            return True

    def _parse_answer(self, prompt: Prompt, text: str) -> dict[str, Any] | None:
        if prompt.options and not text.startswith("{"):
            if text.isdigit() and 1 <= int(text) <= len(prompt.options):
                return dict(prompt.options[int(text) - 1].action)
            opt = prompt.option(text)
            if opt is not None:
                return dict(opt.action)
            self.out(f"type a number from 1 to {len(prompt.options)} (or an exact action as JSON)")
            return None
        try:
            action = json.loads(text)
        except ValueError:
            self.out('that is not JSON; write the action like {"kind": "...", ...}')
            return None
        if not isinstance(action, dict):
            self.out("the action must be a JSON object")
            return None
        return action

    async def _key_for(self, match_id: str, seat: str) -> str | None:
        prompts = await self.engine.prompts(match_id, seat)
        return prompts[0].key if prompts else None

    async def _on_note(self, note: Notification) -> None:
        if note.audience != PUBLIC:
            return  # private rows (secret picks, prompts) are not printed: everyone shares this screen
        if note.kind == "events":
            events = note.payload["events"]
            # a narrating game is shown by its sentences only; a game that never narrates, by a short summary
            narrated = any("say" in (e.get("payload") or {}) for e in events)
            for e in events:
                who = f"{e['seat']}" if e.get("seat") else e["actor"]
                payload = e.get("payload") or {}
                if self.verbose:
                    self.out(f"  · {e['kind']} {canonical.dumps(payload)}")
                say = payload.get("say")
                if isinstance(say, str):
                    if say:  # "" marks bookkeeping: nothing for people to read
                        self.out(f"  [{who}] {say}")
                elif not narrated:
                    self.out(f"  [{who}] {summary(e['kind'], payload)}")
        elif note.kind == "match_ended":
            self.out("\n" + outcome_line(note.payload["outcome"]))
            self.out(f"seed revealed: {note.payload['seed']} (check: sha256(seed) = {note.payload['commitment']})")
        elif note.kind in ("paused", "resumed", "undone"):
            if self.verbose:
                self.out(f"  · {note.kind} {canonical.dumps(dict(note.payload))}")
            self.out(f"  [match] {summary(note.kind, dict(note.payload))}")

    async def _draw(self, match_id: str, seq: int) -> None:
        """Write the public board after a step, when the game has a renderer (skipped quietly otherwise); when a
        round has ended, its animation too (renderers.<game>.render_round)."""
        if self.frames is None or not self._game:
            return
        render = find_renderer(self._game)
        if render is None:
            return
        view = await self.engine.view(match_id, None)
        image = await asyncio.to_thread(render, view)
        self.frames.mkdir(parents=True, exist_ok=True)
        image.save(self.frames / f"{match_id}-{seq:05d}.png")
        self.frames_written += 1
        rnd = view.get("round") if isinstance(view, dict) else None
        if isinstance(rnd, int):
            await self._animate(match_id, seq, rnd)

    async def _animate(self, match_id: str, seq: int, rnd: int) -> None:
        animate = find_function(self._game, "render_round")
        if animate is None or self.frames is None:
            return
        if self._round is None or rnd <= self._round[0]:
            self._round = (rnd, seq if self._round is None else self._round[1])
            return
        ended, since = self._round
        self._round = (rnd, seq)
        collector = FrameCollector()
        await self.engine.replay_views(match_id, collector.add, since_seq=since)
        for r, views in sorted(collector.finish().items()):
            if ended <= r < rnd and views:
                data = await asyncio.to_thread(animate, views)
                (self.frames / f"{match_id}-round-{r:02d}.webp").write_bytes(data)
                self.frames_written += 1

    async def final_animations(self, match_id: str) -> None:
        """At the match's end: the last round's animation (it ended with the match) and the whole-match reel."""
        animate, reel = find_function(self._game, "render_round"), find_function(self._game, "render_reel")
        if self.frames is None or animate is None or reel is None or self._round is None:
            return
        collector = FrameCollector()
        await self.engine.replay_views(match_id, collector.add)
        rounds = collector.finish()
        if not rounds:
            return
        self.frames.mkdir(parents=True, exist_ok=True)
        last = max(rounds)
        if last >= self._round[0]:
            data = await asyncio.to_thread(animate, rounds[last])
            (self.frames / f"{match_id}-round-{last:02d}.webp").write_bytes(data)
        data = await asyncio.to_thread(reel, reel_rounds(rounds))
        (self.frames / f"{match_id}-reel.webp").write_bytes(data)
        self.frames_written += 1 + (last >= self._round[0])
        self._round = None


def outcome_line(outcome: Any) -> str:
    """'match over — winner: rebel (…)', or a draw, from an outcome's JSON."""
    winners = ", ".join(outcome.get("winners") or [])
    result = "a draw" if outcome.get("draw") or not winners else f"winner: {winners}"
    return f"match over — {result} ({outcome.get('reason', '')})"


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


def _message(exc: Exception) -> str:
    return str(exc) if isinstance(exc, RuleError) else getattr(exc, "message", str(exc))
