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
    "swm-secret-squads": "b15a6ed9aec19d23e74b43bc8a420ba8d082919a45465017f16cdeff8d0e0477",
    "swm-duel-hall": "b5db8a75e22b745c0708f2a54c832f712ae99eea4bf8c588d9cde4c02966a6c9",
    "xwing-quick-start": "e3e6ff8c014507ada44d856664e5e3d8bb1a314ea2904efb98b4c6dc72fc073c",
    "xwing-standard-obstacles": "3b0c2674dfa527978ad96a0fd132eece239aa7876bf03a70968bd7b1d7cb2454",
    "xwing-placed-obstacles": "7fe92ab040881178ac7a52aa765065449308dfc20969e4be46d9b17290bd58a0",
    "xwing-upgrades": "5107bef2d8552b94d5b89cf417574fbe4d2286d99ee9e4d555536b2f167c6216",
    "xwing-political-escort": "98dd3d0c5a8d05f85c26d4ada56a3268383e6ac966d8426c8bd8b5c238d4f255",
    "xwing-hide-and-seek": "343a334c58ae397c5bede0e63f3628a6a8f56fddab23ef0ac13b9ece36e5df10",
    "xwing-whispers": "49c7071845fa26df008aa99a344f6a85b5665ba75ea82392186e24a1cdd07dd0",
    "xwing-teams": "a9c5c38c70f34e6b349bb17f2bdeb5bc399127c1c00364cf616101bec5073885",
    "ia-data-heist": "7a8d4f989b5632d2699e906ca55f4db2ea32d4ca30c416f7bb7348d586364297",
    "ia-supply-run": "6e2d669fc90c9a6e99e712bf55f4c99bc6233712450e2d2b78cc5d9078b5e1cd",
    "starfighter-training": "50d80184b8bf6db88d4d8a91a74524925eaaff1d37ef970121462dbac46cf57b",
    "starfighter-skirmish": "08ead9e2d747cc2e33e71133e83a8e3d0847c864a04e332f37ee4e66c16aa6bc",
    "starfighter-total-war": "ad5c6fce5e7a96075b93a13647a8f366e599b3441d7827ffe7c6870d674d36a0",
    "ti4-letnev-duranium-vs-sardakk": "9a86a3cf7e871c4f3123a9f0eb5b2ad6798d4b18a5d1e4f7686656ecd487e174",
    "ti4-mentak-vs-yin-nebula": "9da3d29fcf02c52ea00de2d391fbcfb06fced14a787604a2842d5034ed9a46df",
    "ti4-jolnar-vs-l1z1x-pds": "2e5ce431b67f14bbf5a68087f88c2f71c8f04b7ffaadc68cf86f392c6035eb47",
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
