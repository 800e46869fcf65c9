"""Round animations show every step (issue 21): scripted rounds through the engine, the frames Engine.round_frames
rebuilds from the stored log (what the Discord presenter and the console animate), one per step in order, and each
frame's header naming its step.

Before, frames were the views after each *action*: two ships moving without a decision between them, or a round's
last attack ending in the action that opened the next round, were lost (a round of 6 steps animated in 3 frames),
and a frame showing a maneuver was headed with whoever had to decide next ("Waiting for: rebel")."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from bot.core.protocol import Prompt
from bot.engine import Engine, FakeClock
from bot.engine.frames import FrameCollector
from bot.games import registry

View = Mapping[str, Any]
Choose = Callable[[Prompt, int], dict[str, Any]]


def engine(tmp_path: Path) -> Engine:
    return Engine(
        tmp_path / "frames.sqlite3",
        clock=FakeClock(),
        games=registry.get,
        poll_interval=None,
        renderer=None,
        snapshot_every=9,  # snapshots inside the rounds: the replay starts from one
    )


async def play(eng: Engine, mid: str, seats: Mapping[str, str], until: int, choose: Choose) -> None:
    """Scripted decisions until the table shows round `until` (or the match ends)."""
    for _ in range(2000):
        view = await eng.view(mid)
        if (view.get("round") or 0) >= until or (await eng.info(mid)).status != "active":
            return
        p = (await eng.prompts(mid))[0]
        await eng.act(mid, seats[p.seat], choose(p, int(view.get("round") or 0)), seat=p.seat)
    raise AssertionError("the script did not reach the round")


async def per_action_frames(eng: Engine, mid: str) -> dict[int, list[View]]:
    """The frames as they were built before: one view per action."""
    collector = FrameCollector()
    await eng.replay_views(mid, collector.add)
    return collector.finish()


# ------------------------------------------------------------------------------------------------------ X-Wing
XW_SEATS = {"rebel": "1", "imperial": "2"}


def xwing_choice(p: Prompt, rnd: int) -> dict[str, Any]:
    """Dials: 2 straight in rounds 1-2, then 1 straight (the ships meet in round 3 and shoot); actions: the TIEs
    skip theirs (so the engine flies the next ship in the same action), Luke focuses; attack modifications: done."""
    ids = [o.id for o in p.options or ()]
    want = {"dial": "2-straight" if rnd <= 2 else "1-straight", "modify": "done"}.get(p.kind)
    if p.kind == "action":
        want = "focus" if p.seat == "rebel" else "skip"
    picked = p.option(want) if want in ids else (p.options or ())[0]
    assert picked is not None
    return dict(picked.action)


async def test_xwing_rounds_have_a_frame_per_maneuver_and_attack_headed_by_it(tmp_path: Path) -> None:
    from renderers.xwing.animate import frame_header

    async with engine(tmp_path) as eng:
        info = await eng.create_match("xwing", XW_SEATS, options={"deployment": "auto"}, seed="frames-2")
        await play(eng, info.id, XW_SEATS, 6, xwing_choice)
        view = await eng.view(info.id)
        labels = {s["id"]: s["label"] for s in view["ships"]}
        steps = xwing_steps_by_label(await eng.log(info.id), labels)
        frames = await eng.round_frames(info.id)
        played = [r for r in sorted(steps) if r < view["round"]]
        assert len(played) >= 3 and any(any(s.startswith("Attack") for s in steps[r]) for r in played), steps
        for rnd in played:
            assert [frame_header(f) for f in frames[rnd]] == steps[rnd], rnd
            assert all(f["round"] == rnd for f in frames[rnd])
        # the script makes the old way lose steps: the TIEs' maneuvers flown in one action with the next ship's
        old = await per_action_frames(eng, info.id)
        assert any(len(old.get(r, [])) < len(steps[r]) for r in played), "the script exercises the old bug"
        # a round's frames start where it began: later rounds only, none of round 1's steps again
        since = next(e.seq for e in await eng.log(info.id) if e.kind == "phase" and e.payload.get("round") == 2)
        late = await eng.round_frames(info.id, since_seq=since)
        assert min(late) == 2 and [frame_header(f) for f in late[2]] == steps[2]


def xwing_steps_by_label(log: list[Any], labels: Mapping[str, str]) -> dict[int, list[str]]:
    """Each round's steps from the public log: every maneuver flown and every attack made, in order."""
    from renderers.xwing.words import maneuver as maneuver_words

    steps: dict[int, list[str]] = {}
    rnd = 0
    for e in log:
        p = e.payload
        if e.kind == "phase":  # round 1's planning is set up with the match: its activation names it
            rnd = int(p["round"])
        elif e.kind == "ship_moved":
            flown = maneuver_words(p["move"]["maneuver"])  # "2 straight": the picture's words for "2-straight"
            steps.setdefault(rnd, []).append(f"Move: {labels[p['move']['ship']]} {flown}")
        elif e.kind == "attack_declared":
            a = p["attack"]
            steps.setdefault(rnd, []).append(f"Attack: {labels[a['attacker']]} → {labels[a['defender']]}")
    return steps


# --------------------------------------------------------------------------------------- Star Wars Miniatures
SWM_SEATS = {"light": "1", "dark": "2"}


def default(p: Prompt, rnd: int) -> dict[str, Any]:
    """What a deadline would apply: the game's default decision."""
    assert p.default is not None, p
    return dict(p.default)


def swm_steps(log: list[Any]) -> dict[int, list[str]]:
    """Each round's steps (SWM docs: a figure's turn, each of its moves, each attack in it), named by the figure
    whose turn it is."""
    steps: dict[int, list[str]] = {}
    rnd, figure = 0, ""
    for e in log:
        p = e.payload
        if e.kind == "round_started":
            rnd = int(p["round"])
        elif e.kind == "activated":
            figure = str(p["figure"])
            steps.setdefault(rnd, []).append(figure)
        elif (e.kind == "moved" and (p.get("cost") or len(p["path"]) > 1)) or e.kind == "attack_rolled":
            steps.setdefault(rnd, []).append(figure)
    return steps


async def test_swm_rounds_have_a_frame_per_turn_move_and_attack_headed_by_the_figure(tmp_path: Path) -> None:
    from renderers.swm.board import header

    async with engine(tmp_path) as eng:
        options = {"era": "rebellion", "points": 100}
        info = await eng.create_match("swm", SWM_SEATS, options=options, seed="frames-swm")
        await play(eng, info.id, SWM_SEATS, 4, default)
        view = await eng.view(info.id)
        steps = swm_steps(await eng.log(info.id))
        frames = await eng.round_frames(info.id)
        played = [r for r in sorted(steps) if r < view["round"]]
        assert len(played) >= 2 and sum(len(steps[r]) for r in played) >= 10, steps
        assert set(frames) <= set(steps), "no frame outside a round (set-up) or for a round without a turn"
        for rnd in played:
            heads = [header(f) for f in frames[rnd]]
            assert len(heads) == len(steps[rnd]), (rnd, heads, steps[rnd])
            assert all(h.endswith(f", {fig} on its turn") for h, fig in zip(heads, steps[rnd], strict=True)), heads
        old = await per_action_frames(eng, info.id)
        assert any(len(old.get(r, [])) != len(steps[r]) for r in played), "the script exercises the old bug"


# ------------------------------------------------------------------------------------------ Imperial Assault
IA_SEATS = {"p1": "1", "p2": "2"}


def ia_choice(seed: int) -> Choose:
    """A seeded policy that attacks whenever it may and otherwise mostly moves (so the sides meet)."""
    pick = random.Random(seed)

    def choose(p: Prompt, rnd: int) -> dict[str, Any]:
        options = list(p.options or ())
        attacks = [o for o in options if o.action.get("kind") == "attack"]
        if attacks:
            return dict(attacks[0].action)
        moves = [o for o in options if o.action.get("kind") not in ("cards", "end", "special")]
        if moves and pick.random() < 0.8:
            return dict(pick.choice(moves).action)
        return default(p, rnd)

    return choose


def ia_steps(log: list[Any]) -> dict[int, list[str]]:
    """Each round's steps: every figure's activation and every attack it makes, as the frame headers say them."""
    steps: dict[int, list[str]] = {}
    rnd, figure, attack = 1, None, ("", "")
    for e in log:
        p = e.payload
        if e.kind == "status":
            rnd = int(p["round"])
        elif e.kind == "figure_up":
            figure = p["figure"]
            steps.setdefault(rnd, []).append(f"Round {rnd} - {figure} activates")
        elif e.kind == "figure_done":
            figure = None
        elif e.kind == "attack":
            attack = (p["attack"]["attacker"], p["attack"]["target"])
        elif e.kind == "attack_done" and attack[0] == figure:
            steps.setdefault(rnd, []).append(f"Round {rnd} - {attack[0]} attacks {attack[1]}")
    return steps


async def test_ia_rounds_have_a_frame_per_activation_and_attack_headed_by_it(tmp_path: Path) -> None:
    from renderers.ia.words import header as _header

    async with engine(tmp_path) as eng:
        options = {"mission": "data-heist", "points": 40}
        info = await eng.create_match("ia", IA_SEATS, options=options, seed="frames-ia")
        await play(eng, info.id, IA_SEATS, 4, ia_choice(0))
        view = await eng.view(info.id)
        steps = ia_steps(await eng.log(info.id))
        frames = await eng.round_frames(info.id)
        played = [r for r in sorted(steps) if r < view["round"]]
        assert len(played) >= 2 and any("attacks" in s for r in played for s in steps[r]), steps
        for rnd in played:
            assert [_header(f) for f in frames[rnd]] == steps[rnd], rnd
        old = await per_action_frames(eng, info.id)
        assert any(len(old.get(r, [])) < len(steps[r]) for r in played), "activations were not frames before"
