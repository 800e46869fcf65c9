"""Hit assignment: the enumerated options are exactly the distinct legal outcomes (checked by brute force)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.ti4 import hits
from bot.games.ti4.hits import HitPack
from bot.games.ti4.odds import odds
from bot.games.ti4.units import unit_stats

TYPES = ["fighter", "destroyer", "cruiser", "carrier", "dreadnought", "war_sun"]
STATS = {t: unit_stats(t) for t in TYPES}

fleets = st.dictionaries(
    st.sampled_from(TYPES), st.tuples(st.integers(0, 2), st.integers(0, 1)), min_size=1, max_size=3
).map(lambda d: {k: [u, dmg if STATS[k]["sustain"] else 0] for k, (u, dmg) in d.items() if u + dmg > 0})
packs = st.builds(
    HitPack,
    hits=st.integers(0, 5),
    nf=st.integers(0, 2),
    target=st.sampled_from(["any", "fighters", "non_fighters"]),
    sustain=st.booleans(),
    per_sustain=st.sampled_from([1, 2]),
).map(lambda p: HitPack(p.hits, min(p.nf, p.hits), p.target, p.sustain, p.per_sustain))


def _final(units: dict[str, list[int]], a: dict[str, Any]) -> tuple[tuple[str, int, int], ...]:
    return tuple(sorted((k, v[0], v[1]) for k, v in hits.apply(units, a).items()))


@settings(max_examples=150, deadline=None)
@given(fleets, packs)
def test_options_are_exactly_the_distinct_legal_outcomes(units: dict[str, list[int]], pack: HitPack) -> None:
    if not units:
        return
    found = hits.options(units, STATS, pack, limit=10_000)
    assert found is not None
    finals = [_final(units, a) for a in found]
    assert len(finals) == len(set(finals))
    assert all(hits.check(units, STATS, pack, a) is None for a in found)
    assert found[0] == hits.default(units, STATS, pack)
    # brute force over every sustain/destroy count per type
    legal = set()
    ranges = [(k, range(units[k][0] + 1), range(sum(units[k]) + 1)) for k in units]
    for combo in itertools.product(*[itertools.product(s, x) for _, s, x in ranges]):
        a: hits.Assignment = {"sustain": {}, "destroy": {}}
        for (k, _, _), (s, x) in zip(ranges, combo, strict=True):
            if s:
                a["sustain"][k] = s
            if x:
                a["destroy"][k] = x
        if hits.check(units, STATS, pack, a) is None:
            legal.add(_final(units, a))
    assert legal == set(finals)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.sampled_from(["destroyer", "cruiser", "carrier", "dreadnought"]), min_size=1, max_size=4),
    st.lists(st.sampled_from(["destroyer", "cruiser", "dreadnought", "war_sun"]), min_size=1, max_size=3),
)
def test_odds_are_a_probability_distribution(a: list[str], d: list[str]) -> None:
    r = odds(" ".join(a), " ".join(d))
    assert r.attacker_win + r.defender_win + r.draw == pytest.approx(1.0, abs=1e-9)
    assert all(p >= -1e-12 for p in (r.attacker_win, r.defender_win, r.draw))
    for t, n in r.survivors["attacker"].items():
        assert -1e-9 <= n <= a.count(t) + 1e-9
