"""What a prompt build keeps or skips (issue 17, start-up decoding: every live match lists its prompts once) gives
exactly what building it afresh gives: names built once per card, deploy overlaps kept per pair of bases, and the
difficulty modifiers asked only for the ships they concern (R2 Astromech, Damaged Engine, ions)."""

from __future__ import annotations

import random
from typing import Any

from bot.core.chance import Chance
from bot.core.texts import data_name
from bot.games.xwing import GAME, space
from bot.games.xwing import geometry as g
from bot.games.xwing import hooks as H
from bot.games.xwing.content import ship_type
from bot.games.xwing.names import _pieces, _pilots, _upgrades, pilot_entry_name, ship_name, upgrade_name
from bot.games.xwing.rules import difficulties, difficulty
from bot.games.xwing.state import copy_json
from tests.xwing.cards_support import table

DUEL = [("x", "rookiepilot", "rebel", (450.0, 300.0, 0.0)), ("t", "academypilot", "imperial", (450.0, 380.0, 180.0))]


def test_every_name_is_the_one_built_from_its_card_and_each_caller_gets_its_own() -> None:
    for pid, entry in _pilots().items():
        for number in (None, 1, 2, "3"):
            assert ship_name({"pilot": pid, "number": number}) == data_name(entry, number)
            assert ship_name({"pilot": pid, "number": number}) == data_name(entry, number)  # kept: the same again
        assert pilot_entry_name(pid) == data_name(entry)
    odd: Any = 2.0  # a number the data never gives: built as is
    assert ship_name({"pilot": "lukeskywalker", "number": odd}) == data_name(_pilots()["lukeskywalker"], odd)
    assert ship_name({"pilot": "nobody", "label": "NB"}) == "NB" and pilot_entry_name("nobody") == "nobody"
    for uid, entry in _upgrades().items():
        assert upgrade_name(uid) == data_name(entry)
    assert ship_name({"pilot": "x", "piece": "shuttle"}) == data_name(_pieces()["shuttle"])
    mine = ship_name({"pilot": "lukeskywalker", "number": 2})
    assert isinstance(mine, dict)
    mine["forms"]["ru"]["gen"] = "edited"  # a caller that edits its param never changes the next caller's
    mine["name"]["en"] = "edited"
    again = ship_name({"pilot": "lukeskywalker", "number": 2})
    assert again == data_name(_pilots()["lukeskywalker"], 2) and again is not mine


def _deploy_errors_afresh(
    poses: list[dict[str, float]], size: str, seat: str, others: space.Others
) -> list[g.Why | None]:
    """space.deploy_errors as it was, every overlap measured on the polygons."""
    bases = {k: g.ShipBase(g.Pose(p["x"], p["y"], p["heading"]), g.BaseSize.parse(sz)) for k, (p, sz) in others.items()}
    out: list[g.Why | None] = []
    for pose in poses:
        me = g.ShipBase(g.Pose(pose["x"], pose["y"], pose["heading"]), g.BaseSize.parse(size))
        zone = g.deployment_zone(me, space.EDGES[seat])
        r = (g.deployment_overlap(me, bases) or zone) if zone.ok else zone
        out.append(None if r.ok else r.why)
    return out


def test_deploy_errors_with_kept_overlaps_are_the_errors_measured_afresh() -> None:
    rng = random.Random(17)
    xs = [round(57.15 * (i + 1), 2) for i in range(15)]
    checked = overlaps = 0
    for _ in range(300):
        seat = rng.choice(["rebel", "imperial"])
        y, heading = (50.0, 0.0) if seat == "rebel" else (864.4, 180.0)
        others: space.Others = {}
        for n in range(rng.randrange(1, 6)):  # ships on the same spots, beside them, or anywhere near the edge
            ox = rng.choice(xs) + rng.choice([0.0, 0.0, 10.0, -25.5, rng.uniform(-60, 60)])
            oy = y + rng.choice([0.0, 0.0, 30.0, rng.uniform(-40, 120)])
            oh = rng.choice([heading, heading + 90.0, rng.uniform(0, 360)])
            size = rng.choice(["small", "small", "large"])
            pose = {"x": int(ox) if rng.random() < 0.2 else ox, "y": oy, "heading": oh}  # ints as JSON gives them
            others[rng.choice(["LS", "NB", "AP", "OSP", "B"]) + str(n)] = (pose, size)
        size = rng.choice(["small", "large"])
        poses = [{"x": x, "y": y, "heading": heading} for x in xs]
        got = space.deploy_errors(poses, size, seat, others)
        assert got == _deploy_errors_afresh(poses, size, seat, others)
        assert got == space.deploy_errors(poses, size, seat, others)  # asked again: kept verdicts, the same
        checked += len(poses)
        overlaps += sum(1 for w in got if w is not None and w.key == "overlaps")
    assert checked == 4500 and overlaps > 300  # many spots did overlap another base, by name
    info = space._overlap.cache_info()
    assert info.maxsize is not None and info.currsize <= info.maxsize  # bounded


def _asks(state: dict[str, Any], sid: str) -> list[str]:
    return [*ship_type(state["ships"][sid]).dial, "1-straight", "5-koiogran", "2-turn-left"]  # off-dial ones too


def test_difficulties_skipping_modifiers_that_concern_other_ships_equal_asking_every_modifier() -> None:
    """Hooks.ship_values leaves out a modifier only for a ship its `applies` excludes: the difficulties of every
    maneuver equal `difficulty` one by one (every modifier asked), with each card effect on and off."""
    r2 = "r2astromech"
    assert r2 in _upgrades()
    cases = [
        table(DUEL),
        table(DUEL, upgrades={"x": [r2]}),  # R2 Astromech: speed 1-2 green (upgrades.py)
        table(DUEL, faceup={"x": ["damaged_engine"], "t": ["damaged_engine"]}),  # turns red
        table(DUEL, upgrades={"x": [r2]}, faceup={"x": ["damaged_engine"]}),  # both: the red wins on turns
    ]
    ionized = table(DUEL)
    ionized["ships"]["t"]["card_state"] = {"ionized": ionized["round"]}  # an ion token this round: 1-straight white
    stale = copy_json(ionized)
    stale["ships"]["t"]["card_state"] = {"ionized": ionized["round"] - 1}
    cases += [ionized, stale]
    seen: set[tuple[str, str, str]] = set()
    for state in cases:
        for sid in state["ships"]:
            asks = _asks(state, sid)
            got = difficulties(state, GAME.hooks, sid, asks)
            assert got == [difficulty(state, GAME.hooks, sid, m) for m in asks]
            seen.update((sid, m, d) for m, d in zip(asks, got, strict=True))
    assert ("x", "1-bank-left", "green") in seen and ("x", "2-turn-left", "red") in seen  # each effect took hold
    assert ("t", "1-straight", "white") in seen and ("t", "3-turn-left", "red") in seen


def test_a_modifier_is_left_out_only_for_the_ships_it_says_it_leaves_alone() -> None:
    hooks = GAME.hooks.copy()
    asked: list[str] = []

    def only_x(state: dict[str, Any], sid: str) -> bool:
        return sid == "x"

    @hooks.modifier(H.MANEUVER_DIFFICULTY, only_x)
    def _red(state: dict[str, Any], ctx: dict[str, Any], value: str) -> str:
        asked.append(ctx["ship"])
        return "red"

    assert hooks.applies[_red] is only_x and _red not in GAME.hooks.applies  # a copy's registrations are its own
    assert hooks.copy().applies[_red] is only_x
    state = table(DUEL)
    assert set(difficulties(state, hooks, "x", ["1-straight", "2-bank-left"])) == {"red"}
    assert difficulties(state, hooks, "t", ["1-turn-left"]) == [difficulty(state, GAME.hooks, "t", "1-turn-left")]
    assert asked == ["x", "x"]
    assert difficulty(state, hooks, "t", "1-turn-left") == "red"  # one by one, every modifier is asked


def test_deploy_errors_asking_only_the_mission_played_equal_asking_every_mission() -> None:
    """Each mission's set-up zone check (a DEPLOY modifier) is left out while that mission is not played: the
    errors of a grid of spots equal asking every modifier one by one, in every mission and in none."""
    from bot.games.xwing import rules

    grid = [
        {"x": x, "y": y, "heading": h} for x in (40.0, 230.0, 457.2) for y in (50.0, 350.0, 864.4) for h in (0, 180)
    ]
    kinds: set[str | None] = set()
    for options in (
        {},
        {"mission": "political_escort"},
        {"mission": "hide_and_seek"},
        {"mission": "whispers_in_the_dark"},
    ):
        c = Chance(f"deploy-{options}")
        state = GAME.setup({**options, "deployment": "prompt"}, ["rebel", "imperial"], c)
        for _ in range(30):
            p = state.get("pending") or {}
            if p.get("kind") != "deploy":
                break
            sid = p["ship"]
            got = rules.deploy_errors(state, GAME.hooks, sid, grid)
            base = rules.deploy_errors(state, H.Hooks(), sid, grid)  # the table's own verdicts, no mission
            asked = [
                GAME.hooks.value(H.DEPLOY, state, {"ship": sid, "pose": q}, e) for q, e in zip(grid, base, strict=True)
            ]
            assert got == asked
            kinds.update(w.key if w else None for w in got)
            prompt = GAME.prompts(state)[0]
            assert prompt.options
            state = GAME.evolve_all(state, GAME.act(state, prompt.seat, dict(prompt.options[-1].action), c))
    assert None in kinds and len(kinds) >= 4  # spots allowed and refused for several reasons


def test_a_kept_dial_row_is_the_dial_built_option_by_option() -> None:
    """The planning prompt's options, kept whole per (ship, maneuvers, difficulties), equal the dial built afresh:
    each maneuver's option at the difficulty `difficulty` gives it, in the dial's order; stressed, the non-red
    ones only (the stress choice)."""
    from bot.games.xwing import prompts, rules

    cases = [table(DUEL), table(DUEL, upgrades={"x": ["r2astromech"]}), table(DUEL, faceup={"x": ["damaged_engine"]})]
    for state in cases:
        for sid in state["ships"]:
            for only in (None, rules.non_red(state, GAME.hooks, sid)):
                dial = [m for m in rules.dial_of(state, GAME.hooks, sid) if only is None or m in only]
                afresh = tuple(
                    prompts._dial_option.__wrapped__(sid, m, difficulty(state, GAME.hooks, sid, m)) for m in dial
                )
                assert prompts._dial_options(state, GAME.hooks, sid, only) == afresh and afresh
    info = prompts._dial_row.cache_info()
    assert info.maxsize is not None and 0 < info.currsize <= info.maxsize
