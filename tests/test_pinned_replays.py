"""Pinned digests of whole seeded matches, so a refactor of the rules engines cannot drift unnoticed.

Each match is played by a seeded random policy over the offered options (every decision kind the match reaches),
and its digest covers every prompt offered, every event payload, the views and the final state hash. A change of
behaviour, wording or state layout changes a digest. If the change is intended, print the new digests with
`python -m tests.test_pinned_replays` and update PINNED in the same commit, saying why in its message.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

import pytest

from bot.core.canonical import digest, dumps
from bot.core.chance import Chance
from bot.core.protocol import Event, Game, Prompt, RuleError
from bot.games.ia.game import GAME as IA
from bot.games.starfighter import GAME as STARFIGHTER
from bot.games.swm.game import GAME as SWM
from bot.games.ti4 import GAME as TI4
from bot.games.xwing import GAME as XWING

XW = ("rebel", "imperial")
SF = ("south", "north")
SF_DECKS = {
    "south": [f"1-{n:02d}" for n in range(1, 21)] + [f"2-{n:02d}" for n in range(1, 11)],
    "north": [f"2-{n:02d}" for n in range(20, 50)],
}
TI = ("attacker", "defender")
SW = ("light", "dark")
IA_SEATS = ("p1", "p2")
SW_DUEL = {
    "squads": {
        "light": ["g-l-knight", "g-l-officer", "g-l-militia"],
        "dark": ["g-d-adept", "g-d-commander", "g-d-trooper", "g-d-droid"],
    },
    "map": "duel-hall",
    "rules": {"A-6": "two_at_a_time", "A-7": False, "A-23": "any_own_roll"},
    "round_limit": 8,
}
REBEL_UPGRADED = [
    {"pilot": "lukeskywalker", "id": "luke", "upgrades": ["r2d2", "protontorpedoes", "marksmanship"]},
    {"pilot": "hortonsalm", "id": "horton", "upgrades": ["ioncannonturret", "r5k6", "protontorpedoes"]},
]
IMPERIAL_UPGRADED = [
    {"pilot": "darthvader", "id": "vader", "upgrades": ["clustermissiles", "determination"]},
    {"pilot": "howlrunner", "id": "howl", "upgrades": ["swarmtactics"]},
    {"pilot": "backstabber", "id": "back"},
]

# label -> (game, options, seats)
MATCHES: dict[str, tuple[Game, dict[str, Any], tuple[str, ...]]] = {
    "xwing-quick-start": (XWING, {}, XW),
    "xwing-standard-obstacles": (XWING, {"obstacles": "standard"}, XW),
    "xwing-placed-obstacles": (XWING, {"obstacles": "place"}, XW),
    "xwing-upgrades": (
        XWING,
        {"squads": {"rebel": REBEL_UPGRADED, "imperial": IMPERIAL_UPGRADED}, "points": 100},
        XW,
    ),
    "xwing-political-escort": (XWING, {"mission": "political_escort"}, XW),
    "xwing-hide-and-seek": (XWING, {"mission": "hide_and_seek", "deployment": "auto"}, XW),
    "xwing-whispers": (XWING, {"mission": "whispers_in_the_dark"}, XW),
    "xwing-teams": (
        XWING,
        {"squads": {"rebel": REBEL_UPGRADED, "imperial": IMPERIAL_UPGRADED}, "points": 100},
        ("rebel-1", "rebel-2", "imperial-1", "imperial-2"),
    ),
    "ti4-letnev-duranium-vs-sardakk": (
        TI4,
        {
            "attacker": {
                "fleet": "1 flagship 2 dreadnought 2 carrier 4 fighter 2 infantry",
                "faction": "letnev",
                "techs": "duranium_armor non_euclidean_shielding assault_cannon",
                "trade_goods": 6,
            },
            "defender": {"fleet": "1 flagship 3 cruiser 2 destroyer 3 fighter", "faction": "sardakk", "pds": "2 pds"},
        },
        TI,
    ),
    "swm-secret-squads": (SWM, {"points": 60}, SW),
    "swm-duel-hall": (SWM, SW_DUEL, SW),
    "ia-data-heist": (IA, {"mission": "data-heist", "rounds": 4}, IA_SEATS),
    "ia-supply-run": (IA, {"mission": "supply-run", "rounds": 4}, IA_SEATS),
    "starfighter-training": (STARFIGHTER, {"mode": "training"}, SF),
    "starfighter-skirmish": (STARFIGHTER, {"mode": "skirmish"}, SF),
    "starfighter-total-war": (STARFIGHTER, {"mode": "total_war", "decks": SF_DECKS}, SF),
    "ti4-mentak-vs-yin-nebula": (
        TI4,
        {
            "attacker": {"fleet": "1 flagship 2 cruiser 2 destroyer 1 carrier 2 fighter", "faction": "mentak"},
            "defender": {"fleet": "1 flagship 1 dreadnought 1 carrier 3 fighter", "faction": "yin", "pds": "1 pds"},
            "nebula": True,
        },
        TI,
    ),
    "ti4-jolnar-vs-l1z1x-pds": (
        TI4,
        {
            "attacker": {"fleet": "1 flagship 1 war_sun 2 destroyer 2 fighter", "faction": "jolnar"},
            "defender": {
                "fleet": "1 flagship 2 dreadnought 1 carrier 4 fighter",
                "faction": "l1z1x",
                "pds": "2 pds",
                "techs": "graviton_laser_system plasma_scoring antimass_deflectors",
                "space_dock": True,
            },
        },
        TI,
    ),
}

SEEDS = 3
PINNED: dict[str, str] = {
    "swm-secret-squads": "ea46a3f8ebd1e33bff777ae887e1119717a08e692d19ea5e7ac5f9c826141c30",
    "swm-duel-hall": "783c6d44a5e1d18c9cfec1fea2be81e664bc20701eec661bc5d308f138f3d78a",
    "xwing-quick-start": "7d7b5d43ac8bc3201ad185987adbaf736c48c0d8f0426d34ade577f911741901",
    "xwing-standard-obstacles": "cb426b20ffb177eca6cea0ed14c940e800a5016db43fa63c10c3983a7804a6b4",
    "xwing-placed-obstacles": "4a806a0116698f4d3c094244ee68f3929169c998ba46cba3c87c668e29d9d041",
    "xwing-upgrades": "226a35c603e84daed878e8b4a0b43015d9b754e367c56fa63ecd733bb3cbd743",
    "xwing-political-escort": "fe4ffe28117c52daffae38b38efbb2a4984fbd4db42ecf600cb1501bcfa1decf",
    "xwing-hide-and-seek": "0694c4be8a284711e822b42bee45a4017fdd9578a09d2d8aabc3936f236e14ea",
    "xwing-whispers": "29ae75ae2353de2984970d2f8b11c26981eaeec66f7c60a8e750029f5d8235c9",
    "xwing-teams": "60c4721a1263d6a6e908cad7c58f4af310bda425b53c50c65bb1411518ee5f63",
    "ia-data-heist": "7a8d4f989b5632d2699e906ca55f4db2ea32d4ca30c416f7bb7348d586364297",
    "ia-supply-run": "6e2d669fc90c9a6e99e712bf55f4c99bc6233712450e2d2b78cc5d9078b5e1cd",
    "starfighter-training": "b9cf5d0a329366ab794abfe7f04e147f2811a25bf9e7c97e1a5e58913b4b1dd1",
    "starfighter-skirmish": "202d93b7379c91566d940dd3a3f462878752726b3e490e48fe11a9e6d3c12c0a",
    "starfighter-total-war": "4e933e4f1a0c07641ba1105c6934f40300d6b91e203fe60be6831a1f2ce14a02",
    "ti4-letnev-duranium-vs-sardakk": "a73103b3fc95645c570d3962fe43fb38bc91be09b323b762d9760e85772d6773",
    "ti4-mentak-vs-yin-nebula": "073014490e71be4d406088500386243fda9cc870d21ed4d6ba900b16f1ddf321",
    "ti4-jolnar-vs-l1z1x-pds": "0b094c9c6e324a930cb4bf75be1899e1b4243c0d4cf4733b993b3dad77276d38",
}


def _play(game: Game, options: dict[str, Any], seats: tuple[str, ...], seed: str) -> str:
    """Play one match with a seeded random policy; the digest of everything it showed and did."""
    chance = Chance(seed)
    pick = random.Random(seed)
    h = hashlib.sha256()

    def feed(value: Any) -> None:
        h.update(dumps(value).encode())
        h.update(b"\n")

    initial = game.setup(options, seats, chance)
    state, events = initial, []
    feed(game.encode_state(initial))
    for _ in range(1500):
        if game.outcome(state) is not None:
            break
        prompts = game.prompts(state)
        feed([p.to_json() for p in prompts])
        p = prompts[pick.randrange(len(prompts))]
        feed(_probe(game, state, seats, p, pick, chance))
        extra = pick.random()
        if game is XWING and extra < 0.03:  # side decisions any seat may send at any time
            choice = pick.choice(["spend_focus_attack", "spend_evade", "attack_single_target", "reroll_with_lock"])
            action = {"kind": "standing", "choice": choice, "value": pick.random() < 0.7}
        elif game is XWING and extra < 0.04:
            action = {"kind": "dispute", "question": "does the asteroid obstruct?"}
        elif p.options and pick.random() < 0.8:
            action = dict(p.options[pick.randrange(len(p.options))].action)
        else:
            assert p.default is not None, (seed, p.to_json())
            action = dict(p.default)
        new = game.act(state, p.seat, action, chance)
        feed([e.to_json() for e in new])
        for ev in new:
            state = game.evolve(state, ev)
        events.extend(new)
    outcome = game.outcome(state)
    assert outcome is not None, f"{seed}: no winner within the step limit"
    feed(outcome.to_json())
    for seat in (None, *seats):
        feed(game.view(state, seat))
    final = digest(game.encode_state(state))
    replayed = game.decode_state(game.encode_state(initial))
    for ev in events:
        replayed = game.evolve(replayed, Event.from_json(ev.to_json()))
    assert digest(game.encode_state(replayed)) == final
    feed(final)
    return h.hexdigest()


def _probe(game: Game, state: Any, seats: tuple[str, ...], p: Prompt, pick: random.Random, chance: Chance) -> Any:
    """A refused (or accepted) action that is not played: the prompt's own choice sent by another seat, a wrong
    kind, a choice with its fields removed. Its refusal message and code are pinned with the match."""
    wrong_seat = pick.choice([s for s in seats if s != p.seat])
    action: dict[str, Any] = dict(p.options[0].action) if p.options else dict(p.default or {"kind": p.kind})
    probes = [
        (wrong_seat, action),
        (p.seat, {"kind": "nonsense"}),
        (p.seat, {"kind": action.get("kind")}),
        (p.seat, {**action, **{k: "bogus" for k in action if k != "kind"}}),
    ]
    seat, probe = probes[pick.randrange(len(probes))]
    try:
        return [e.to_json() for e in game.act(state, seat, probe, chance)]
    except RuleError as err:
        return [str(err), err.code, err.text]


def _match(label: str) -> str:
    """One digest over the matches of SEEDS seeds (different dice and choices, same set-up)."""
    game, options, seats = MATCHES[label]
    return digest([_play(game, options, seats, f"{label}#{i}") for i in range(SEEDS)])


def current() -> dict[str, str]:
    return {label: _match(label) for label in MATCHES}


@pytest.mark.parametrize("label", list(MATCHES))
def test_pinned_matches_play_out_exactly_as_before(label: str) -> None:
    got = _match(label)
    assert got == PINNED[label], (
        f"{label}: the match no longer plays out the same (digest {got}); if intended, re-pin with"
        " `python -m tests.test_pinned_replays`"
    )


if __name__ == "__main__":
    for label, value in current().items():
        print(f'    "{label}": "{value}",')
