"""/ti4 odds through the fake Discord: a compact embed for everyone, specific ephemeral refusals, and a deferred
answer when the computation is slow (the fake fails the test if the first response takes over 3 s)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.discord_bot import ti4_odds
from bot.games.ti4.odds import odds
from tests.discord.conftest import Harness


def fields(answer: object) -> dict[str, str]:
    (message,) = answer.messages()  # type: ignore[attr-defined]
    return {f["name"]: f["value"] for f in message.embeds[0]["fields"]}


async def test_odds_embed_matches_the_exact_solver(harness: Harness) -> None:
    answer = await harness.fake.slash(
        harness.alice, "ti4 odds", channel=harness.channel, attacker="3 cruiser", defender="2 destroyer"
    )
    assert not answer.ephemeral and answer.callbacks[0][0] == 4  # small fleets: answered at once
    expected = odds("3 cruiser", "2 destroyer")
    got = fields(answer)
    assert got["Attacker wins"] == f"{expected.attacker_win:.2%}" == "95.74%"
    assert got["Defender wins"] == "3.17%" and got["Draw"] == "1.09%"
    assert got["Expected attacker survivors"] == "2.32 Cruiser I"
    assert got["Expected defender survivors"] == "0.04 Destroyer I"


async def test_nebula_changes_the_odds_and_is_named(harness: Harness) -> None:
    plain = await harness.fake.slash(
        harness.alice, "ti4 odds", channel=harness.channel, attacker="2 cruiser", defender="2 cruiser"
    )
    hidden = await harness.fake.slash(
        harness.alice, "ti4 odds", channel=harness.channel, attacker="2 cruiser", defender="2 cruiser", nebula=True
    )
    assert fields(hidden)["Attacker wins"] == f"{odds('2 cruiser', '2 cruiser', nebula=True).attacker_win:.2%}"
    assert fields(hidden)["Defender wins"] != fields(plain)["Defender wins"]
    assert "nebula" in hidden.text() and "nebula" not in plain.text()


@pytest.mark.parametrize(
    ("attacker", "defender", "reason"),
    [
        ("3 banana", "2 destroyer", "attacker: unknown unit “banana”"),
        ("2 destroyer", "", "the fleet is empty"),
        (
            "50 war_sun 50 dreadnought 50 cruiser",
            "50 dreadnought 50 cruiser 50 destroyer 50 carrier",
            "63,001 fleet states to solve; the limit is 60,000",
        ),
    ],
)
async def test_bad_fleets_are_refused_ephemerally(harness: Harness, attacker: str, defender: str, reason: str) -> None:
    answer = await harness.fake.slash(
        harness.alice, "ti4 odds", channel=harness.channel, attacker=attacker, defender=defender or " "
    )
    assert answer.ephemeral and reason in answer.text() and "Example: `/ti4 odds" in answer.text()


async def test_a_slow_computation_is_deferred_first(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ti4_odds, "QUICK_ANSWER_S", 0.0)  # as if the fleets were huge
    answer = await harness.fake.slash(
        harness.bob, "ti4 odds", channel=harness.channel, attacker="3 cruiser", defender="2 destroyer"
    )
    assert answer.callbacks[0][0] == 5 and not answer.ephemeral
    assert fields(answer)["Победа атакующего"] == "95,74 %"  # bob's client speaks Russian: a decimal comma


async def test_odds_sits_beside_new_when_ti4_matches_are_enabled(harness: Harness) -> None:
    harness.games = ("duel", "xwing", "ti4")
    await harness.restart()
    commands = {c["name"]: c for c in harness.fake.guild_commands[harness.guild.id]}
    assert {o["name"] for o in commands["ti4"]["options"]} == {"new", "odds"}
    assert {"sandbox", "roll", "odds", "range"} <= set(commands)


async def test_a_fleet_over_capacity_is_answered_with_a_note_and_a_space_dock_is_offered(harness: Harness) -> None:
    # Issue 12: "2 destroyer" vs "6 fighter" was refused; an odds tool answers and says it is over capacity (rule 16)
    over = await harness.fake.slash(
        harness.alice, "ti4 odds", channel=harness.channel, attacker="2 destroyer", defender="6 fighter"
    )
    assert not over.ephemeral and "the defender is over capacity (rule 16)" in over.text()
    assert fields(over)["Attacker wins"] == f"{odds('2 destroyer', '6 fighter').attacker_win:.2%}"
    docked = await harness.fake.slash(
        harness.alice,
        "ti4 odds",
        channel=harness.channel,
        attacker="1 fighter",
        defender="1 fighter",
        attacker_space_dock=True,
        defender_space_dock=True,
    )
    assert not docked.ephemeral and "over capacity" not in docked.text()


async def test_a_busy_user_gets_a_refusal_naming_the_limit(harness: Harness) -> None:
    from bot.quick import workers

    pool = workers.HeavyPool(workers.HeavyLimits(per_user=1, total=2))
    pool.running[str(harness.alice.id)] = 1  # as if alice's previous request were still running
    workers.set_pools(heavy=pool)
    try:  # 25 x 25 fleet states: over the inline limit, so the solve goes to the heavy pool
        answer = await harness.fake.slash(
            harness.alice, "ti4 odds", channel=harness.channel, attacker="12 dreadnought", defender="12 dreadnought"
        )
    finally:
        workers.set_pools()
    assert ti4_odds.INLINE_STATES < 25 * 25
    assert answer.ephemeral and "the limit is 1 per user" in answer.text()


async def test_a_bigger_solve_runs_in_a_worker_process_and_is_answered(harness: Harness) -> None:
    from bot.quick import workers

    calls: list[str] = []

    class Counted(workers.HeavyPool):
        async def run(self, user: str, fn: Any, *args: Any) -> Any:
            calls.append(user)
            return await super().run(user, fn, *args)

    pool = Counted(workers.HeavyLimits(seconds=60))
    workers.set_pools(heavy=pool)
    try:
        answer = await harness.fake.slash(
            harness.alice, "ti4 odds", channel=harness.channel, attacker="12 dreadnought", defender="12 dreadnought"
        )
    finally:
        workers.set_pools()
    assert not answer.ephemeral and calls == [str(harness.alice.id)] and pool.running == {}
    assert fields(answer)["Attacker wins"] == f"{odds('12 dreadnought', '12 dreadnought').attacker_win:.2%}"
