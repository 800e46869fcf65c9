"""Undo: a seat asks to rewind to the end of an earlier move; every other player's seat must consent.

The rewind folds the stored log up to the target (latest snapshot + events), marks later game events and actions
undone (they stay in the hash chain) and re-announces the open prompts. Called by the Engine with the match's lock
held.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from bot.core import canonical
from bot.core.protocol import PUBLIC
from bot.engine import stored_prompts as SP
from bot.engine.changes import Changes, arm_all, encode, engine_event, prompt_row
from bot.engine.errors import NotYourSeat, UndoError
from bot.engine.runner import MatchRunner
from bot.engine.types import PLAYER, UndoRequest

if TYPE_CHECKING:
    from bot.engine.engine import Engine


async def request(
    engine: Engine, runner: MatchRunner, user_id: str, seat: str, to_seq: int | None
) -> UndoRequest | None:
    if runner.undo is not None:
        raise UndoError("an undo request is already waiting for an answer", said="engine.undo_waiting")
    target = await _target(engine, runner, runner.users_seats(user_id), to_seq)
    requester = runner.seats[seat]
    consents = tuple(s for s, u in runner.seats.items() if u == requester)
    needed = tuple(s for s in runner.seats if s not in consents)
    now = engine.clock.now()
    req = UndoRequest(secrets.token_hex(3), seat, target, consents, needed, now)
    if not needed:
        await _apply(engine, runner, req, now)
        return None
    ch = Changes(update={"undo": canonical.dumps(req.to_json())})
    ch.outbox.append(("undo_requested", PUBLIC, None, req.to_json()))
    for s in needed:
        ch.outbox.append(("undo_requested", s, runner.seats[s], req.to_json()))
    await _commit_request(engine, runner, ch, req, now)
    return req


async def answer(engine: Engine, runner: MatchRunner, user_id: str, accept: bool) -> UndoRequest | None:
    req = runner.undo
    if req is None:
        raise UndoError("there is no undo request to answer", said="engine.undo_none")
    mine = [s for s in runner.users_seats(user_id) if s in req.needed]
    if not mine:
        if runner.users_seats(user_id):
            raise UndoError("your consent is not needed for this undo", said="engine.undo_not_needed")
        raise NotYourSeat(f"you do not play in match {runner.id}")
    now = engine.clock.now()
    if not accept:
        ch = Changes(update={"undo": None})
        ch.outbox.append(("undo_declined", PUBLIC, None, {**req.to_json(), "declined_by": mine}))
        await _commit_request(engine, runner, ch, None, now)
        return None
    req = UndoRequest(
        req.id,
        req.by_seat,
        req.to_seq,
        req.consents + tuple(mine),
        tuple(s for s in req.needed if s not in mine),
        req.at,
    )
    if req.needed:
        await _commit_request(engine, runner, Changes(update={"undo": canonical.dumps(req.to_json())}), req, now)
        return req
    await _apply(engine, runner, req, now)
    return None


async def _commit_request(
    engine: Engine, runner: MatchRunner, ch: Changes, req: UndoRequest | None, now: float
) -> None:
    notes = await engine._commit(runner, ch, now)
    runner.undo = req
    engine.outbox.deliver(notes)


async def _target(engine: Engine, runner: MatchRunner, seats: list[str], to_seq: int | None) -> int:
    rows = await engine.repo.move_ends(runner.id)
    if not rows:
        raise UndoError("nothing to undo yet", said="engine.undo_nothing")
    if to_seq is None:
        own = [r for r in rows if r[0] in seats and r[1] == PLAYER]
        if not own:
            raise UndoError("you have made no move to undo", said="engine.undo_no_move")
        return int(own[-1][2]) - 1
    boundaries = {int(r[2]) - 1 for r in rows}
    if to_seq not in boundaries:
        raise UndoError(
            f"event #{to_seq} is not the end of a move; pick one of {sorted(boundaries)}",
            said="engine.undo_not_a_move",
            seq=to_seq,
            ends=", ".join(str(b) for b in sorted(boundaries)),
        )
    return to_seq


async def _apply(engine: Engine, runner: MatchRunner, req: UndoRequest, now: float) -> None:
    state, since = await engine.repo.load_state(runner.id, runner.game, upto=req.to_seq)
    old = runner.prompts
    prompts = runner.game.prompts(state)
    payload = {"to_seq": req.to_seq, "consents": list(req.consents), "request": req.id}
    app = engine_event(runner, now, "undone", payload, req.by_seat)
    head, texts = encode(runner, state), SP.prompt_texts(prompts)
    ch = Changes(
        events=app.rows,
        undo_to=req.to_seq,
        update={
            "undo": None,
            "last_seq": app.seq,
            "last_hash": app.hash,
            "head_state": head,
            "head_seq": req.to_seq,
            "head_prompts": SP.dump(texts, head),
        },
    )
    waiting = sorted({p.seat for p in prompts})
    ch.outbox.append(("undone", PUBLIC, None, {"to_seq": req.to_seq, "by_seat": req.by_seat, "waiting_for": waiting}))
    runner.prompts = []  # every open prompt after an undo is announced again
    deadlines = arm_all(runner, ch, now, prompts)
    for p, text in zip(prompts, texts, strict=True):
        ch.outbox.append(prompt_row(runner, p, text, deadlines.get((p.seat, p.key))))
    try:
        notes = await engine._commit(runner, ch, now)
    except BaseException:
        runner.prompts = old
        raise
    runner.state, runner.prompts, runner.prompt_deadlines = state, prompts, deadlines
    runner.last_seq, runner.last_hash, runner.undo = app.seq, app.hash, None
    runner.events_since_snapshot = since
    engine.outbox.deliver(notes)
    engine.renders.schedule(runner)
