"""Deployment by the players (RRG L356-361 "Дислокация в схватке", set-up step 4, L1071): the initiative player
chooses a zone and places every figure first, then the opponent in the other zone; figures that do not fit stand
as close to the zone as possible (L361, counting spaces). Automatic placement stays a setup option."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.canonical import digest
from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.games.grid import IA_RULES, distances
from bot.games.ia.game import GAME
from bot.games.ia.state import board
from tests.ia.test_skirmish import SEATS, answer

RED = {(x, y) for x in (0, 1) for y in range(3, 9)}  # data/ia/maps/outpost.json areas.red
BLUE = {(x, y) for x in (14, 15) for y in range(3, 9)}


def by_hand(options: dict[str, Any] | None = None) -> tuple[dict[str, Any], list[Any]]:
    """Players' deployment; p2 (the cheaper army, L1067) gives p1 the initiative, p1 chooses red (L1071)."""
    state = GAME.setup({"mission": "data-heist", "deployment": "players", **(options or {})}, SEATS, Chance("d"))
    log: list[Any] = []
    for option in ("give", "red"):
        prompt = GAME.prompts(state)[0]
        events = GAME.act(state, prompt.seat, prompt.option(option).action, Chance("d"))  # type: ignore[union-attr]
        log += events
        for e in events:
            state = GAME.evolve(state, e)
    return state, log


def squares(state: dict[str, Any]) -> set[tuple[int, int]]:
    return {tuple(o.action["to"]) for o in GAME.prompts(state)[0].options or () if o.action["kind"] == "place"}


def test_the_initiative_player_places_every_figure_in_the_chosen_zone_first_l360_l1071() -> None:
    s, _log = by_hand()
    (prompt,) = GAME.prompts(s)
    assert (prompt.kind, prompt.seat, prompt.key) == ("place", "p1", "place:p1-1")
    assert s["phase"] == "deploy" and s["zones"] == {"p1": "red", "p2": "blue"}
    assert squares(s) == RED  # only the free squares of the chosen zone
    s = answer(s, "place:1,5")
    assert s["figures"]["p1-1"]["pos"] == [1, 5] and squares(s) == RED - {(1, 5)}
    p1_figures = sum(1 for f in s["figures"].values() if f["owner"] == "p1")
    for _ in range(p1_figures - 1):  # p2 is never asked before p1's last figure stands (L360)
        assert GAME.prompts(s)[0].seat == "p1"
        s = answer(s, sorted(o.id for o in GAME.prompts(s)[0].options or () if o.id.startswith("place:"))[0])
    (prompt,) = GAME.prompts(s)
    assert (prompt.kind, prompt.seat) == ("place", "p2") and squares(s) == BLUE  # then the other zone
    assert all(len(p["hand"]) == 0 for p in s["players"].values())  # cards are drawn after deployment (L1075)


def test_a_square_outside_the_zone_or_taken_is_refused() -> None:
    s, _log = by_hand()
    s = answer(s, "place:0,3")
    for to in ([0, 3], [5, 5], [14, 3]):
        with pytest.raises(RuleError, match="not one of the choices"):
            GAME.act(s, "p1", {"kind": "place", "figure": "p1-2", "to": to}, Chance("d"))
    with pytest.raises(RuleError, match="not your turn"):
        GAME.act(s, "p2", {"kind": "place", "figure": "p2-1", "to": [14, 3]}, Chance("d"))
    with pytest.raises(RuleError, match="not one of the choices"):  # another seat's figure
        GAME.act(s, "p1", {"kind": "place", "figure": "p2-1", "to": [0, 4]}, Chance("d"))


def test_placing_the_rest_automatically_then_the_round_starts_with_three_cards_each_l1075() -> None:
    s, _log = by_hand()
    s = answer(s, "place:1,8")
    s = answer(s, "place_rest")
    assert all(tuple(f["pos"]) in RED for f in s["figures"].values() if f["owner"] == "p1")
    assert s["figures"]["p1-1"]["pos"] == [1, 8]  # the hand-placed figure stays
    assert GAME.prompts(s)[0].seat == "p2"
    s = answer(s, "place:15,8")
    s = answer(s, "place_rest")
    assert s["phase"] == "activation" and all(len(p["hand"]) == 3 for p in s["players"].values())
    assert all(tuple(f["pos"]) in BLUE for f in s["figures"].values() if f["owner"] == "p2")
    (prompt,) = GAME.prompts(s)
    assert (prompt.kind, prompt.seat) == ("activate", "p1")  # the initiative player activates first (L1462)


def test_figures_that_do_not_fit_stand_as_close_as_possible_and_the_player_chooses_which_l361() -> None:
    big = {"units": ["stormtrooper"] * 4 + ["imperial-officer", "darth-vader"], "deck": None}  # 14 figures
    small = {"units": ["rebel-trooper"], "deck": None}
    s, _log = by_hand({"armies": {"p1": big, "p2": small}, "points": 200})
    # 14 figures, 12 red squares: the player may choose which figures stand in the zone (L361)
    offered = {o.id for o in GAME.prompts(s)[0].options or ()}
    vader = next(f for f, v in s["figures"].items() if v["card"] == "darth-vader")
    officer = next(f for f, v in s["figures"].items() if v["card"] == "imperial-officer")
    assert {f"first:{vader}", f"first:{officer}"} <= offered
    s = answer(s, f"first:{vader}")
    assert GAME.prompts(s)[0].key == f"place:{vader}"
    s = answer(s, "place:1,5")
    assert s["figures"][vader]["pos"] == [1, 5]
    while len([f for f in s["figures"].values() if f["owner"] == "p1" and f["pos"]]) < 12:
        s = answer(s, sorted(o.id for o in GAME.prompts(s)[0].options or () if o.id.startswith("place:"))[0])
    # the zone is full: only the free open squares at the least counting distance from it (1 here)
    near = squares(s)
    dist = distances(board(s), IA_RULES, sorted(RED))
    assert near and all(dist[sq] == 1 and sq not in RED for sq in near)
    assert (2, 5) in near and (3, 5) not in near
    fid = GAME.prompts(s)[0].key.removeprefix("place:")
    s = answer(s, "place:2,5")
    assert s["figures"][fid]["pos"] == [2, 5] and s["figures"][fid]["owner"] == "p1"


def test_replaying_the_placement_events_rebuilds_the_same_state() -> None:
    s, log = by_hand()
    for option in ("place:0,8", "place:1,3", "place_rest", "place:14,3", "place_rest"):
        prompt = GAME.prompts(s)[0]
        events = GAME.act(s, prompt.seat, prompt.option(option).action, Chance("d"))  # type: ignore[union-attr]
        log += events
        for e in events:
            s = GAME.evolve(s, e)
    rebuilt = GAME.setup({"mission": "data-heist", "deployment": "players"}, SEATS, Chance("d"))
    for e in log:
        rebuilt = GAME.evolve(rebuilt, e)
    assert digest(rebuilt) == digest(s) and rebuilt["phase"] == "activation"


def test_players_deploy_by_default_in_a_new_match_and_automatic_stays_an_option() -> None:
    assert GAME.new_options({})["deployment"] == "players"
    assert GAME.new_options({"deployment": "auto"})["deployment"] == "auto"
    option = next(o for o in GAME.setup_options if o.name == "deployment")
    assert option.default == "players" and [c.value for c in option.choices] == ["players", "auto"]
    # no option at all (matches stored before it, benches): automatic, in zone order
    s = GAME.setup({"mission": "data-heist"}, SEATS, Chance("d"))
    s = answer(answer(s, "give"), "red")
    assert s["phase"] == "activation" and all(f["pos"] is not None for f in s["figures"].values())
    with pytest.raises(RuleError, match="`deployment`: one of `players`, `auto`") as refused:
        GAME.setup({"deployment": "random"}, SEATS, Chance("d"))
    from bot.engine.gametext import rule_error

    assert rule_error(refused.value, "ru") == (
        "Нельзя подготовить эту схватку: `deployment`: одно из: `players`, `auto`"
    )


@pytest.mark.parametrize(
    "action",
    [
        {"kind": "place", "figure": "p1-1", "to": [0, 3, 1]},
        {"kind": "place", "figure": "p1-1", "to": [-1, 3]},
        {"kind": "place", "figure": "p1-1", "to": ["0", "3"]},
        {"kind": "place", "figure": ["p1-1"], "to": [0, 3]},
        {"kind": "place", "figure": "p1-1", "to": [0, 3], "extra": 1},
        {"kind": "place", "to": [0, 3]},
        {"kind": "place_first", "figure": "p1-99"},
        {"kind": "place_first", "figure": "p2-1"},
        {"kind": "place_rest", "seat": "p2"},
        {"kind": "zone", "zone": "blue"},
    ],
)
def test_malformed_placements_are_refused_with_the_choices(action: dict[str, Any]) -> None:
    s, _log = by_hand()
    with pytest.raises(RuleError, match="not one of the choices now \\(place\\)"):
        GAME.act(s, "p1", action, Chance("d"))


def test_a_large_base_is_placed_wholly_in_the_zone_as_printed_or_turned_l358_appendix_ii() -> None:
    army = {"units": ["e-web-engineer", "stormtrooper"], "deck": None}
    s, _log = by_hand({"armies": {"p1": army, "p2": {"units": ["rebel-trooper"], "deck": None}}})
    (prompt,) = GAME.prompts(s)
    assert prompt.key == "place:p1-1"  # the E-Web Engineer: a 1x2 base
    poses = [tuple(o.action["to"] + o.action["dims"]) for o in prompt.options or () if o.action["kind"] == "place"]
    assert (0, 3, 1, 2) in poses and (0, 3, 2, 1) in poses  # as printed and turned
    assert all({(x + i, y + j) for i in range(w) for j in range(h)} <= RED for x, y, w, h in poses)
    s = answer(s, "place:0,7:1x2")
    assert s["figures"]["p1-1"]["pos"] == [0, 7] and s["figures"]["p1-1"]["dims"] == [1, 2]
    assert {(0, 7), (0, 8)}.isdisjoint(squares(s))  # both spaces of the base are taken
