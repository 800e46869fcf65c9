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
from bot.games.ti4 import GAME as TI4
from bot.games.xwing import GAME as XWING

XW = ("rebel", "imperial")
TI = ("attacker", "defender")
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
    "xwing-quick-start": "fb0697733df559ca07066921cd32feb8ba895a55c74edff85a7180f3a350d943",
    "xwing-standard-obstacles": "b38bd4de56cc541edd039232a3d3d83b163a49523fdfe6407b9ad3d5a87cead0",
    "xwing-placed-obstacles": "35e657683f1342524176681fdccf804c3cb3ac789aa9e94ee0bfde77e1472593",
    "xwing-upgrades": "9fcc567d0311e544babca854853c60706c77ef54616cb35fc265095c03bfeb33",
    "xwing-political-escort": "7a0af1cb272f893d5869751611e31169543a31bce890db5be1ca46baaf2c8758",
    "xwing-hide-and-seek": "368c72fa772d975923b3f52a853e146045041d70190a34ced5a1a33e291e7c97",
    "xwing-whispers": "d146a7145e8096d7aac695a333bf4e8b580a30b2f84bdf03d368a611fced2bd6",
    "xwing-teams": "653aa7b1f11ce2b209f5009f3244e1cbce053a5cb7ccd429eb3dd23bed065eba",
    "ti4-letnev-duranium-vs-sardakk": "f25cad795b69399fc0fa37730530fd34dc941d72ad32a20e28c8febb4cfc7857",
    "ti4-mentak-vs-yin-nebula": "5a28af7dab31c272a3cc414ec1fb8efb03dd4861301596b23dd31fb267ec855b",
    "ti4-jolnar-vs-l1z1x-pds": "6548603c75fa90b55fca43e75c67801e5800d0e5565256bc0cdd5b3475bb846e",
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
