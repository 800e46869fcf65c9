"""What one transaction writes for one match, and how a plan (or an engine decision) turns into it.

Pure: no database, no asyncio. The repository turns a `Changes` into SQL; the engine commits it and only then
updates the cached match.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.core import canonical
from bot.core.protocol import PUBLIC, Outcome, Prompt
from bot.engine import stored_prompts as SP
from bot.engine import timers as T
from bot.engine.errors import GameBug
from bot.engine.runner import ActionRow, Appender, EventRow, MatchRunner, Plan, plan_actions
from bot.engine.types import AUTO, ENGINE, FINISHED, LoggedEvent

OutboxRow = tuple[str, str, str | None, dict[str, Any]]  # kind, audience, user id, payload


@dataclass
class Changes:
    """Everything one transaction writes for one match."""

    events: list[EventRow] = field(default_factory=list)
    actions: list[ActionRow] = field(default_factory=list)
    outbox: list[OutboxRow] = field(default_factory=list)
    timers_clear: bool = False
    timers_cancel: list[tuple[str, str]] = field(default_factory=list)  # (seat, prompt key)
    timers_add: list[tuple[str, str, str, float, float]] = field(default_factory=list)  # kind, seat, key, due, dl
    timer_delete_ids: list[int] = field(default_factory=list)
    timer_move: list[tuple[float, int]] = field(default_factory=list)  # (new due, id)
    snapshot: tuple[int, str] | None = None
    undo_to: int | None = None
    update: dict[str, Any] = field(default_factory=dict)  # matches columns


class Dumped(dict[str, Any]):
    """An outbox payload that comes with its canonical text (`canonical.dumps` of the dict), so the repository
    stores that instead of dumping the dict again."""

    __slots__ = ("text",)

    def __init__(self, value: dict[str, Any], text: str) -> None:
        super().__init__(value)
        self.text = text


def events_payload(rows: list[EventRow], extra: dict[str, Any]) -> Dumped:
    """`{"events": [each row as a LoggedEvent's JSON], **extra}` with its canonical text spliced together from each
    event's payload text, dumped once already for the hash chain: an action's events were dumped a second time
    for the outbox, about as long as the state itself (issue 17). Splicing is exact: the only `"payload":null`
    (`"events":null`) in a frame's text is its key, since quotes inside strings are escaped."""
    events = [row_event(r).to_json() for r in rows]
    texts = []
    for r, ev in zip(rows, events, strict=True):
        frame = canonical.dumps({**ev, "payload": None})
        texts.append(frame.replace('"payload":null', '"payload":' + r.payload_json, 1))
    frame = canonical.dumps({**extra, "events": None})
    return Dumped({"events": events, **extra}, frame.replace('"events":null', '"events":[' + ",".join(texts) + "]", 1))


def prompt_row(runner: MatchRunner, p: Prompt, text: tuple[str, list[str] | None], due: float | None) -> OutboxRow:
    """The outbox row announcing prompt `p`, its canonical text spliced from the prompt's texts (`text`, from
    `stored_prompts.prompt_texts`), which the match row stores too: the prompt is dumped once."""
    body = Dumped(
        {"prompt": p.to_json(), "deadline": due},
        f'{{"deadline":{canonical.dumps(due)},"prompt":{SP.prompt_json_text(*text)}}}',
    )
    return ("prompt", p.seat, runner.seats.get(p.seat), body)


def with_prompts(update: dict[str, Any]) -> dict[str, Any]:
    """`update` (matches columns), where a new head state without its prompts clears the stored ones: every
    path that writes the state either stores its prompts or leaves them to be built (the stored text is bound to
    the state text as well, stored_prompts.py)."""
    if "head_state" in update and "head_prompts" not in update:
        return {**update, "head_prompts": None}
    return update


def row_event(r: EventRow) -> LoggedEvent:
    return LoggedEvent(r.seq, r.at, r.actor, r.seat, r.source, r.kind, r.visibility, r.payload)


def encode(runner: MatchRunner, state: Any) -> str:
    try:
        return canonical.dumps(runner.game.encode_state(state))
    except Exception as exc:
        raise GameBug(f"the game state cannot be stored as JSON: {exc!r}") from exc


def engine_event(runner: MatchRunner, now: float, kind: str, payload: dict[str, Any], seat: str | None) -> Appender:
    """One public engine event (resumed, paused, undone, conceded...) appended to the match's hash chain."""
    app = Appender(runner.last_seq, runner.last_hash, now)
    app.add(actor=ENGINE, seat=seat, source="engine", kind=kind, visibility=PUBLIC, payload=payload, action_n=None)
    return app


def match_ended(runner: MatchRunner, outcome: Outcome, status: str) -> OutboxRow:
    payload = {"outcome": outcome.to_json(), "seed": runner.seed, "commitment": runner.commitment, "status": status}
    return ("match_ended", PUBLIC, None, payload)


def auto_plan(runner: MatchRunner, prompts: list[Prompt], now: float) -> Plan | None:
    """The plan of answering a lone single-option prompt for its seat (a match's first step), or None."""
    single = next((p for p in prompts if p.options is not None and len(p.options) == 1 and p.min_choices >= 1), None)
    if single is None or not single.options:
        return None
    saved = runner.prompts
    runner.prompts = prompts
    try:
        return plan_actions(runner, single.seat, dict(single.options[0].action), AUTO, now)
    finally:
        runner.prompts = saved


def plan_changes(runner: MatchRunner, plan: Plan, ch: Changes, now: float, snapshot_every: int) -> None:
    """Outbox rows, timers, snapshot and match columns that follow from a plan."""
    old = {(p.seat, p.key) for p in runner.prompts}
    new = {(p.seat, p.key) for p in plan.prompts}
    public = [r for r in plan.events if r.visibility == PUBLIC and r.source == "game"]
    waiting = sorted({p.seat for p in plan.prompts})
    if public:
        extra = {"seq_to": plan.last_seq, "waiting_for": [] if plan.outcome else waiting}
        ch.outbox.append(("events", PUBLIC, None, events_payload(public, extra)))
    for seat, user in runner.seats.items():
        private = [r for r in plan.events if r.visibility == seat]
        if private:
            ch.outbox.append(("events", seat, user, events_payload(private, {"seq_to": plan.last_seq})))
    ch.update.update({"last_seq": plan.last_seq, "last_hash": plan.last_hash, "next_action": plan.next_action})
    texts = None  # each open prompt's frame and option texts: stored beside the state and spliced into the outbox
    if plan.game_events:
        head = encode(runner, plan.state)
        texts = SP.prompt_texts(plan.prompts)
        ch.update.update({"head_state": head, "head_seq": plan.last_seq, "head_prompts": SP.dump(texts, head)})
        if runner.events_since_snapshot + plan.game_events >= snapshot_every:
            ch.snapshot = (plan.last_seq, head)
    if plan.outcome is not None:
        ch.timers_clear = True
        ch.update.update(
            {"status": FINISHED, "result": canonical.dumps(plan.outcome.to_json()), "finished_at": now, "undo": None}
        )
        ch.outbox.append(match_ended(runner, plan.outcome, FINISHED))
        return
    ch.timers_cancel += sorted(old - new)
    for i, p in enumerate(plan.prompts):
        if (p.seat, p.key) in old:
            continue
        due = None
        for kind, at, deadline in T.plan_prompt_timers(runner.deadlines, p, now):
            ch.timers_add.append((kind, p.seat, p.key, at, deadline))
            due = deadline
        if texts is None:
            texts = SP.prompt_texts(plan.prompts)
        ch.outbox.append(prompt_row(runner, p, texts[i], due))
    if runner.undo is not None and plan.actions:
        ch.update["undo"] = None  # a new move cancels a pending undo request
        ch.outbox.append(("undo_declined", PUBLIC, None, {**runner.undo.to_json(), "declined_by": ["moved on"]}))


def arm_all(
    runner: MatchRunner, ch: Changes, now: float, prompts: list[Prompt] | None = None
) -> dict[tuple[str, str], float]:
    """Replace every timer of the match with fresh ones for `prompts` (default: the open ones)."""
    ch.timers_clear = True
    deadlines: dict[tuple[str, str], float] = {}
    for p in runner.prompts if prompts is None else prompts:
        for kind, at, deadline in T.plan_prompt_timers(runner.deadlines, p, now):
            ch.timers_add.append((kind, p.seat, p.key, at, deadline))
            deadlines[(p.seat, p.key)] = deadline
    return deadlines
