"""The factored solver (one outcome distribution per side per round, combined as a product) gives the figures of
the solver it replaced, which built the joint distribution of both sides' outcomes state by state.

The pinned figures below were printed by that previous solver (commit 2a044ea, bot/games/ti4/odds.py) for fleets
that take every path: plain rounds, barrage, space cannon with a space dock, the Letnev flagship and Duranium Armor
(repairs: the linear-system path), Assault Cannon, Mentak Ambush, the Yin flagship (all ships destroyed), the Winnu
flagship (dice per enemy non-fighter) and a flagship that forbids Sustain Damage. Only the order of the additions
changed, so the figures agree to the last bits of a float."""

from __future__ import annotations

import math
from typing import Any

import pytest

from bot.games.ti4.odds import odds

PINNED: list[tuple[Any, Any, int, tuple[float, float, float], dict[str, dict[str, float]]]] = [
    (
        "10 dreadnought",
        "10 dreadnought",
        441,
        (0.4886663932468222, 0.4886663932468222, 0.022667213506355623),
        {"attacker": {"dreadnought": 2.1279364888841497}, "defender": {"dreadnought": 2.127936488884151}},
    ),
    (
        "3 cruiser 2 destroyer",
        "1 war_sun 2 fighter 1 carrier",
        48,
        (0.1015762071289376, 0.7776508683086849, 0.1207729245623772),
        {
            "attacker": {"cruiser": 0.18108944142441222, "destroyer": 0.00444594138603599},
            "defender": {"carrier": 0.5666742745832853, "fighter": 0.41280867927820913, "war_sun": 0.7776508683086849},
        },
    ),
    (
        "2 cruiser2 1 destroyer2",
        {"fleet": "3 destroyer 1 cruiser", "pds": "1 pds2", "space_dock": True},
        20,
        (0.25559820379712617, 0.6944238097838509, 0.04997798641902271),
        {
            "attacker": {"cruiser2": 0.38293224684001576, "destroyer2": 0.028432962812601523},
            "defender": {"cruiser": 0.6944238097838509, "destroyer": 0.9496645612342431, "pds2": 0.0},
        },
    ),
    (
        {
            "fleet": "1 flagship 3 dreadnought 1 cruiser",
            "faction": "letnev",
            "techs": ["duranium_armor", "assault_cannon"],
        },
        {"fleet": "1 flagship 3 cruiser 2 destroyer 2 fighter 1 carrier", "faction": "mentak"},
        60,
        (0.06177343436996839, 0.9064308658108169, 0.031795699819214616),
        {
            "attacker": {
                "cruiser": 0.00029827837801225894,
                "dreadnought": 0.04504738958058824,
                "flagship": 0.06177343436996839,
            },
            "defender": {
                "carrier": 0.8635465647019042,
                "cruiser": 1.9510532387745356,
                "destroyer": 0.30725045906573417,
                "fighter": 0.1753344338965327,
                "flagship": 0.9064308658108169,
            },
        },
    ),
    (
        {"fleet": "1 flagship 2 cruiser 2 destroyer", "faction": "yin"},
        {"fleet": "1 flagship 3 cruiser 1 dreadnought", "faction": "winnu"},
        49,
        (0.015793181510549613, 0.0, 0.9842068184894499),
        {
            "attacker": {
                "cruiser": 0.007174333131510854,
                "destroyer": 0.0003153529277596237,
                "flagship": 0.015793181510549613,
            },
            "defender": {"cruiser": 0.0, "dreadnought": 0.0, "flagship": 0.0},
        },
    ),
    (
        "6 war_sun",
        {"fleet": "4 dreadnought 4 cruiser", "faction": "saar", "techs": ["duranium_armor"]},
        455,
        (0.9999991522200419, 3.92109993010243e-10, 8.47387847096055e-07),
        {
            "attacker": {"war_sun": 5.956236378044008},
            "defender": {"cruiser": 9.223729488558317e-14, "dreadnought": 4.647566599468998e-10},
        },
    ),
]


@pytest.mark.parametrize(("attacker", "defender", "states", "outcome", "survivors"), PINNED)
def test_factored_odds_equal_the_previous_solvers_figures(
    attacker: Any,
    defender: Any,
    states: int,
    outcome: tuple[float, float, float],
    survivors: dict[str, dict[str, float]],
) -> None:
    r = odds(attacker, defender)
    assert r.states == states  # the same fleet states visited
    for new, old in zip((r.attacker_win, r.defender_win, r.draw), outcome, strict=True):
        assert math.isclose(new, old, rel_tol=1e-13, abs_tol=1e-15), (new, old)
    assert r.survivors.keys() == survivors.keys()
    for seat, by_unit in survivors.items():
        assert r.survivors[seat].keys() == by_unit.keys()
        for unit, old in by_unit.items():
            assert math.isclose(r.survivors[seat][unit], old, rel_tol=1e-13, abs_tol=1e-15), (seat, unit)
