"""The secret pick builds an army and its command deck (RRG L567-571: 15 cards, at most 15 points, each card's copy
limit; skirmish armies: one affiliation L1198, copies 1/2/4), with the running total (`pick_tally`) and every
problem named at once."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.core.protocol import RuleError
from bot.core.texts import render
from bot.games.ia import content as ct
from bot.games.ia.game import GAME

# 15 Imperial cards costing 5: the free cards twice, Hard Hit and Drill Precision twice, one Field Dressing
DECK_IDS = [
    f"cmd:{c}#{n}"
    for c in ("steady-aim", "brace", "sidestep", "second-wind", "double-time", "hard-hit", "drill-precision")
    for n in (1, 2)
] + ["cmd:field-dressing#1"]

# 15 cards costing 16 (L570), four of them Rebel cards: the most expensive cards the data has
EXPENSIVE = [
    f"cmd:{c}"
    for c in (
        "hard-hit#1", "hard-hit#2", "armour-piercing#1", "armour-piercing#2", "field-dressing#1", "deep-focus#1",
        "dig-in#1", "drill-precision#1", "drill-precision#2", "dark-resolve#1", "hit-and-fade#1", "hit-and-fade#2",
        "covering-fire#1", "covering-fire#2", "steady-aim#1",
    )
]  # fmt: skip


def tally(ids: list[str], points: int = 40, lang: str = "en") -> str:
    return render(GAME.texts, GAME.pick_tally("p1", ids, {"points": points}), lang)


def test_every_command_card_is_offered_up_to_its_copy_limit_l571() -> None:
    offered = [o for o in GAME.pick_options("p1") if o.id.startswith("cmd:")]
    copies = Counter(o.action["command"] for o in offered)
    assert copies == {cid: c.limit for cid, c in ct.commands().items()}
    assert copies["brace"] == 2 and copies["dig-in"] == 1
    assert {o.group for o in offered} == {"command"}
    drill = next(o for o in offered if o.id == "cmd:drill-precision#1")
    assert "imperial only" in drill.label  # an affiliation's own card says so before it is picked


def test_a_built_deck_is_the_armys_deck_and_no_command_card_means_the_default() -> None:
    value = GAME.pick_value("p1", ["darth-vader#1", "stormtrooper#1", *DECK_IDS])
    assert value == {"units": ["darth-vader", "stormtrooper"], "deck": [i[4:].split("#")[0] for i in DECK_IDS]}
    assert GAME.pick_value("p1", ["darth-vader#1"]) == {"units": ["darth-vader"], "deck": None}


@pytest.mark.parametrize(
    ("ids", "problems"),
    [
        (["darth-vader#1", *DECK_IDS[:-1]], ["a command deck has exactly 15 cards, not 14 (L569)"]),
        (
            ["darth-vader#1", *DECK_IDS[:-1], "cmd:dig-in#1"],  # 14 + Dig In (2): cost 6 is fine, 15 cards
            [],
        ),
        (
            ["darth-vader#1", *EXPENSIVE],
            [
                "the deck costs 16; at most 15 (L570)",
                "Covering Fire: Rebel armies only; the army is Imperial",
                "Hit and Fade: Rebel armies only; the army is Imperial",
            ],
        ),
        (
            ["darth-vader#1", *DECK_IDS[:-1], "cmd:hit-and-fade#1"],
            ["Hit and Fade: Rebel armies only; the army is Imperial"],
        ),
        (
            ["darth-vader#1", "luke-hero#1", *DECK_IDS[:-3]],  # two affiliations and a short deck: both named
            ["one affiliation per army (L1198); this one mixes Imperial, Rebel", "exactly 15 cards, not 12 (L569)"],
        ),
        (DECK_IDS, ["an army needs at least one deployment card"]),
    ],
)
def test_every_problem_of_the_pick_is_named_at_once(ids: list[str], problems: list[str]) -> None:
    if not problems:
        assert GAME.pick_value("p1", ids)["deck"] is not None
        assert "Ready: confirm" in tally(ids)
        return
    with pytest.raises(RuleError) as refused:
        GAME.pick_value("p1", ids)
    for problem in problems:
        assert problem in refused.value.message
        assert problem in tally(ids)  # the running total already says it


def test_a_pasted_deck_over_a_cards_copy_limit_is_refused_l571() -> None:
    deck = ", ".join(["brace"] * 3 + ["steady-aim"] * 2 + ["sidestep"] * 2 + ["second-wind"] * 2)
    deck += ", double-time, double-time, hard-hit, hard-hit, drill-precision, field-dressing"
    with pytest.raises(RuleError, match="3 copies of Brace; its limit is 2 \\(L571\\)"):
        GAME.read_pick(f"p1: darth-vader; deck: {deck}")


def test_the_tally_shows_points_against_the_cap_and_the_deck_against_15_of_15() -> None:
    text = tally(["darth-vader#1", "stormtrooper#1", "cmd:brace#1", "cmd:hard-hit#1"])
    assert text.startswith("Army: 2 deployment cards, 24 of 40 points. Command deck: 2 of 15 cards, cost 1 of 15.")
    over = tally(["darth-vader#1", "stormtrooper#1", "stormtrooper#2", "imperial-officer#1"], points=30)
    assert "the army costs 32 points; at most 30" in over and "the affiliation's default deck" in over
    ru = tally(["darth-vader#1", *DECK_IDS], lang="ru")
    assert ru.startswith("Армия: карт дислокации 1, 18 из 40 очков. Колода командования: 15 из 15 карт, стоимость 5")
