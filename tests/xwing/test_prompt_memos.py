"""Prompts built through the memos of a prompt build (issue 17, start-up decoding: every live match lists its
prompts once) are the prompts built afresh: the deploy spots kept per rows, base, side and table, each ship's
dial ranked once, the sentence a prompt opens with kept per message and ship. Stored states of random matches
(missions, obstacles, upgrades and deploy prompts included) are decoded, their prompts built once with every memo
warm from the other states and once with every memo emptied first; both equal, to the byte of their JSON (key
order, 1 against 1.0) and in both languages."""

from __future__ import annotations

import json
import random
from typing import Any

from bot.core import canonical
from bot.core.chance import Chance
from bot.core.protocol import Prompt
from bot.core.texts import is_message, render
from bot.games.xwing import GAME, core_effects, prompts, space, texts
from bot.games.xwing import hooks as H
from bot.games.xwing.content import ship_type
from bot.games.xwing.texts import CATALOGS, SHIP, ship_text
from tests.xwing.cards_support import table


def _stored_texts(seed: int, options: dict[str, Any], steps: int = 160) -> list[str]:
    rng, chance = random.Random(seed), Chance(f"memos-{seed}")
    state = GAME.setup(options, ["rebel", "imperial"], chance)
    out = []
    for _ in range(steps):
        out.append(canonical.dumps(GAME.encode_state(state)))
        if GAME.outcome(state) is not None:
            break
        p = rng.choice(GAME.prompts(state))
        assert p.options
        state = GAME.evolve_all(state, GAME.act(state, p.seat, dict(rng.choice(p.options).action), chance))
    return out


MATCHES: list[tuple[int, dict[str, Any]]] = [
    (1, {"deployment": "prompt"}),
    (2, {"deployment": "prompt", "obstacles": "standard"}),
    (3, {"deployment": "prompt", "mission": "hide_and_seek"}),  # deploy rows of its own, and its zone check
    (4, {"deployment": "prompt", "mission": "political_escort"}),
    (
        5,
        {
            "deployment": "prompt",
            "squads": {
                "rebel": [{"pilot": "lukeskywalker", "upgrades": ["r2astromech"]}, "rookiepilot", "rookiepilot"],
                "imperial": ["darthvader", "academypilot", "academypilot"],  # numbered names: "#2"
            },
        },
    ),
]


def _clear() -> None:
    prompts._DEPLOY_SPOTS.clear()
    prompts._dial_ranked.cache_clear()
    prompts._printed_dial.cache_clear()
    prompts._EFFECT_OPTIONS.clear()
    texts._SHIP_TEXTS.clear()
    core_effects._DISTANCES.clear()
    core_effects._roll_choices.cache_clear()
    core_effects._token_action.cache_clear()
    core_effects._roll_effect.cache_clear()


def _renders(v: Any) -> Any:
    """Every message in `v` rendered in both languages."""
    if is_message(v):
        return [render(CATALOGS, v, "en"), render(CATALOGS, v, "ru")]
    if isinstance(v, dict):
        return {k: _renders(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [_renders(x) for x in v]
    return v


def _exact(ps: list[Prompt]) -> str:
    """The prompts as JSON, key order and number types kept, with their texts rendered in English and Russian."""
    out = []
    for p in ps:
        opts = [o.to_json() for o in p.options or ()]
        out.append([p.seat, p.kind, p.text, p.key, p.secret, p.default, p.context, opts, _renders([p.context, opts])])
    return json.dumps(out, ensure_ascii=False)


def test_prompts_through_the_memos_are_the_prompts_built_afresh() -> None:
    decoded = [GAME.decode_state(canonical.loads(t)) for seed, o in MATCHES for t in _stored_texts(seed, o)]
    _clear()
    warm = [GAME.prompts(s) for s in decoded]  # later states find what earlier ones kept
    kinds = {p.kind for ps in warm for p in ps}
    assert {"deploy", "dial", "action", "target"} <= kinds
    assert len(prompts._DEPLOY_SPOTS) >= 8 and len(texts._SHIP_TEXTS) > 20  # the memos were filled, then used
    assert len(prompts._EFFECT_OPTIONS) > 10 and len(core_effects._DISTANCES) > 10
    assert core_effects._roll_choices.cache_info().currsize > 5
    again = [GAME.prompts(s) for s in decoded]  # every memo a hit
    for state, w, a in zip(decoded, warm, again, strict=True):
        _clear()
        afresh = GAME.prompts(state)
        assert w == afresh and a == afresh
        assert _exact(w) == _exact(afresh) and _exact(a) == _exact(afresh)


def test_a_mission_zone_is_checked_afresh_and_never_kept() -> None:
    """Political Escort checks its own set-up zones (the DEPLOY window): its deploy spots are not kept."""
    state = GAME.setup({"deployment": "prompt", "mission": "political_escort"}, ["rebel", "imperial"], Chance("m"))
    _clear()
    assert state["pending"]["kind"] == "deploy" and GAME.hooks.ship_modifiers(H.DEPLOY, state, state["pending"]["ship"])
    assert GAME.prompts(state)[0].options and not prompts._DEPLOY_SPOTS
    plain = GAME.setup({"deployment": "prompt"}, ["rebel", "imperial"], Chance("m"))
    assert GAME.prompts(plain)[0].options and len(prompts._DEPLOY_SPOTS) == 1


def test_deploy_rows_of_ints_and_floats_are_kept_apart() -> None:
    """A row at y=50 (int) offers actions holding 50, one at 50.0 actions holding 50.0: never each other's."""
    state = GAME.setup({"deployment": "prompt"}, ["rebel", "imperial"], Chance("rows"))
    sid = state["pending"]["ship"]
    _clear()
    floats, _ = prompts._deploy_spots(state, sid, GAME.hooks, [[50.0, 0.0]])
    ints, _ = prompts._deploy_spots(state, sid, GAME.hooks, [[50, 0]])
    assert floats == ints  # equal as Python values...
    assert [type(o.action["y"]) for o in floats] == [float] * len(floats)  # ...but each keeps its own numbers
    assert [type(o.action["y"]) for o in ints] == [int] * len(ints) and len(prompts._DEPLOY_SPOTS) == 2


def test_a_ship_sentence_is_kept_per_message_params_and_name() -> None:
    luke = {"pilot": "lukeskywalker", "id": "luke", "label": "LS"}
    _clear()
    three = ship_text("prompt.deploy", luke, ship=SHIP, skill=3)
    assert three == ship_text("prompt.deploy", luke, ship=SHIP, skill=3) and len(texts._SHIP_TEXTS) == 1
    assert three[0] == texts.english(three[1]) and three[1]["params"]["skill"] == 3
    float_three = ship_text("prompt.deploy", luke, ship=SHIP, skill=3.0)  # renders "3.0": kept apart from 3
    assert type(float_three[1]["params"]["skill"]) is float and len(texts._SHIP_TEXTS) == 2
    second = ship_text("prompt.deploy", {**luke, "number": 2}, ship=SHIP, skill=3)  # "Luke Skywalker #2"
    assert second[0] != three[0] and "2" in second[0]
    odd: Any = {"pilot": "lukeskywalker", "number": [2]}  # not hashable: built afresh, never kept
    assert ship_text("prompt.action", odd, ship=SHIP)[1]["key"] == "prompt.action" and len(texts._SHIP_TEXTS) == 3
    order = ship_text("prompt.dial", luke, round=2, ship=SHIP)[1]["params"]
    assert list(order) == ["round", "ship"]  # the params in the order given, as msg() keeps them


def test_kept_distances_are_the_distances_measured_afresh() -> None:
    """Target lock's range check (rulebook p.10: range 1-3) reads kept distances: each the one measured now."""
    rng = random.Random(10)
    _clear()
    pairs = []
    for _ in range(200):
        a = {"x": rng.choice([100, 100.0, rng.uniform(0, 914)]), "y": rng.uniform(0, 914), "heading": 90.0}
        b = {"x": rng.uniform(0, 914), "y": rng.choice([300.0, rng.uniform(0, 914)]), "heading": rng.uniform(0, 360)}
        pairs.append((a, rng.choice(["small", "large"]), b, rng.choice(["small", "large"])))
    for _ in range(2):  # measured, then kept
        for a, sa, b, sb in pairs:
            assert core_effects._distance(a, sa, b, sb) == space.base_distance(a, sa, b, sb)
    assert 0 < len(core_effects._DISTANCES) <= 200
    within = sum(core_effects._distance(a, sa, b, sb) <= 300.0 for a, sa, b, sb in pairs)
    assert 0 < within < len(pairs)  # both sides of range 3 checked


def test_effect_options_with_a_null_are_built_afresh_and_never_kept() -> None:
    def apply(flow: Any, action: dict[str, Any]) -> None:
        raise AssertionError("never performed here")

    plain = H.Effect("focus", "Focus", "rebel", apply, texts={"": {"key": "effect.focus", "params": {}}})
    nan = H.Effect("x", "X", "rebel", apply, (("a", "A", {"v": float("nan")}),))
    none = H.Effect("x", "X", "rebel", apply, (("a", "A", {"v": None}),))
    _clear()
    assert prompts._effect_options(plain, "action") == prompts._effect_options_afresh(plain, "action")
    assert len(prompts._EFFECT_OPTIONS) == 1
    assert prompts._effect_options(none, "action")[0].action == {"kind": "action", "effect": "x", "v": None}
    got = prompts._effect_options(nan, "action")[0].action["v"]
    assert got != got and len(prompts._EFFECT_OPTIONS) == 1  # NaN kept as NaN, and neither kept

    class Word(str):
        pass

    sub = H.Effect("x", "X", "rebel", apply, (("a", "A", {"v": Word("w")}),))
    assert type(prompts._effect_options(sub, "action")[0].action["v"]) is Word and len(prompts._EFFECT_OPTIONS) == 1
    word = H.Effect("x", "X", "rebel", apply, (("a", "A", {"v": "w"}),))
    assert type(prompts._effect_options(word, "action")[0].action["v"]) is str and len(prompts._EFFECT_OPTIONS) == 2


def test_a_printed_dial_is_kept_per_ship_and_type_and_a_changed_one_is_built_as_before() -> None:
    """The planning prompt's dial: the printed one in full at its printed colours is kept per ship and ship type;
    R2 Astromech (greens 1-2 speed maneuvers), Damaged Engine (turns red) and an ion token change the colours, and
    mission 2's damaged ship flies speeds 1-2 only: those are built from the dial's maneuvers and colours now."""
    duel = [
        ("x", "rookiepilot", "rebel", (450.0, 300.0, 0.0)),
        ("t", "academypilot", "imperial", (450.0, 380.0, 180.0)),
    ]
    cases = {
        "printed": table(duel),
        "r2": table(duel, upgrades={"x": ["r2astromech"]}),
        "engine": table(duel, faceup={"x": ["damaged_engine"]}),
        "ion": table(duel, tokens={"x": {"ion": 1}}),
    }
    _clear()
    seen: dict[str, Any] = {}
    for name, state in cases.items():
        got = prompts._ship_dial(state, GAME.hooks, "x")
        assert got == prompts._dial_ranked(*prompts._dial_key(state, GAME.hooks, "x"))
        seen[name] = (got[0], prompts._printed_dial.cache_info().currsize)
    assert [n for _name, (_row, n) in seen.items()] == [1, 1, 1, 1]  # only the printed dial was kept as printed
    printed = [o.style for o in seen["printed"][0]]
    assert [o.style for o in seen["r2"][0]] != printed and [o.style for o in seen["engine"][0]] != printed
    hide = GAME.setup({"mission": "hide_and_seek"}, ["rebel", "imperial"], Chance("dial"))
    while hide["pending"] and hide["pending"]["kind"] != "planning":  # set-up decisions: the first option each
        p = GAME.prompts(hide)[0]
        assert p.options
        hide = GAME.evolve_all(hide, GAME.act(hide, p.seat, dict(p.options[0].action), Chance("dial")))
    damaged = hide["mission"]["damaged"]
    row = prompts._ship_dial(hide, GAME.hooks, damaged)[0]
    assert row == prompts._dial_ranked(*prompts._dial_key(hide, GAME.hooks, damaged))[0]
    assert row and all(int(o.id.split("-")[0]) <= 2 for o in row)  # speeds 1-2 only until it is repaired
    assert len(row) < len(ship_type(hide["ships"][damaged]).dial)
