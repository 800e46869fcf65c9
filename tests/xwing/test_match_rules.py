"""Rules of the round through the protocol: simultaneous fire, stress, ordering ties, fleeing, asteroids,
obstruction, damage order, the end of the damage deck, secrecy, and illegal commands refused with their rule."""

from __future__ import annotations

import pytest

from bot.core import canonical
from bot.core.chance import Chance, salted_hash
from bot.core.protocol import RuleError
from bot.games.xwing import GAME
from tests.support.outcome import ended
from tests.xwing.match_support import ScriptedChance, only_prompt, play, scenario, square

FACING = [
    ("red", "redsquadronpilot", "rebel", (450, 300, 0)),
    ("black", "blacksquadronpilot", "imperial", (450, 400, 180)),
]


def _fight(chance: ScriptedChance, extra: list | None = None) -> dict:
    state = scenario(FACING + (extra or []), chance=chance, phase="combat")
    state["ships"]["red"]["shields"] = 0
    return state


def test_simultaneous_fire_equal_skill_defender_fires_back_then_is_removed() -> None:
    chance = ScriptedChance(
        **{
            "r1:attack:black": ["hit", "hit", "hit"],
            "r1:defense:black": ["blank", "blank"],
            "r1:attack:red": ["hit", "blank", "blank", "blank"],
            "r1:defense:red": ["blank", "blank", "blank"],
        }
    )
    far = [("academy", "academypilot", "imperial", (100, 850, 90))]
    state = _fight(chance, far)
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("imperial", "target")  # equal skill 4: the initiative holder (Imperial) fires first
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "red"}, chance)
    red = state["ships"]["red"]
    assert len(red["damage"]) == 3 and red["doomed"] and not red["destroyed"]
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("rebel", "target")  # the doomed Red still gets its attack
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "black"}, chance)
    assert state["ships"]["red"]["destroyed"] and len(state["ships"]["black"]["damage"]) == 1
    assert ended(GAME, state).winners == ("imperial",)


def test_simultaneous_fire_both_last_ships_fall_and_the_initiative_holder_wins() -> None:
    chance = ScriptedChance(
        **{
            "r1:attack:black": ["hit", "hit", "hit"],
            "r1:defense:black": ["blank", "blank"],
            "r1:attack:red": ["hit", "hit", "hit", "crit"],
            "r1:defense:red": ["blank", "blank", "blank"],
        }
    )
    state = _fight(chance)
    state["deck"] = [c for c in state["deck"] if c != "direct_hit"]
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "red"}, chance)
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "black"}, chance)
    assert state["ships"]["black"]["destroyed"] and state["ships"]["red"]["destroyed"]
    out = GAME.outcome(state)
    assert out is not None and out.winners == ("imperial",) and "initiative" in out.reason


def test_higher_skill_attacker_removes_the_defender_before_it_can_fire() -> None:
    chance = ScriptedChance(**{"r1:attack:nb": ["hit", "hit", "hit"], "r1:defense:nb": ["blank", "blank"]})
    state = scenario(
        [
            FACING[0],
            ("nb", "nightbeast", "imperial", (450, 400, 180)),
            ("academy", "academypilot", "imperial", (100, 850, 90)),
        ],
        chance=chance,
        phase="combat",
    )
    state["ships"]["red"]["shields"] = 0
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "red"}, chance)
    assert state["ships"]["red"]["destroyed"]  # skill 5 vs 4: removed at once, never fires
    assert ended(GAME, state).winners == ("imperial",)


def test_stress_red_reveal_is_replaced_by_the_opponent_and_green_removes_stress() -> None:
    chance = ScriptedChance()
    state = scenario(
        [("luke", "lukeskywalker", "rebel", (450, 100, 0)), ("academy", "academypilot", "imperial", (100, 800, 90))],
        chance=chance,
        dials={"luke": "4-koiogran"},
    )
    luke = state["ships"]["luke"]
    assert luke["tokens"]["stress"] == 1 and luke["pose"]["heading"] == 180.0
    assert luke["actions_done"] == [] and "stressed" in " ".join(state["log"])  # no action while stressed
    # Next round: the stressed X-wing reveals red again; the Imperial chooses a non-red maneuver for it.
    state = scenario(
        [("luke", "lukeskywalker", "rebel", (450, 300, 0)), ("academy", "academypilot", "imperial", (100, 800, 90))],
        chance=chance,
    )
    state["ships"]["luke"]["tokens"]["stress"] = 1
    p = next(p for p in GAME.prompts(state) if p.seat == "rebel")
    assert "stressed" in p.text and any(
        o.style == "red" for o in p.options or ()
    )  # red may be dialled (with a warning)
    state = play(GAME, state, "imperial", {"kind": "dial", "ship": "academy", "maneuver": "1-turn-left"}, chance)
    state = play(GAME, state, "rebel", {"kind": "dial", "ship": "luke", "maneuver": "4-koiogran"}, chance)
    state = play(GAME, state, "imperial", {"kind": "action", "effect": "focus"}, chance)  # the Academy acts first
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("imperial", "stress_choice")
    assert "4-koiogran" not in {o.id for o in p.options} and "2-straight" in {o.id for o in p.options}
    with pytest.raises(RuleError, match="non-red"):
        GAME.act(state, "imperial", {"kind": "choose_maneuver", "maneuver": "4-koiogran"}, chance)
    with pytest.raises(RuleError, match="imperial's decision"):
        GAME.act(state, "rebel", {"kind": "choose_maneuver", "maneuver": "2-straight"}, chance)
    state = play(GAME, state, "imperial", {"kind": "choose_maneuver", "maneuver": "2-straight"}, chance)
    luke = state["ships"]["luke"]
    assert luke["pose"] == pytest.approx({"x": 450.0, "y": 420.0, "heading": 0.0})
    assert luke["tokens"]["stress"] == 0  # green: stress removed, and the action step is open
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("rebel", "action")


def test_white_maneuver_keeps_stress_and_forbids_the_action() -> None:
    chance = ScriptedChance()
    state = scenario(
        [
            ("rookie", "rookiepilot", "rebel", (450, 300, 0)),
            ("black", "blacksquadronpilot", "imperial", (100, 800, 90)),
        ],
        chance=chance,
        dials={"rookie": "3-bank-right", "black": "1-turn-left"},
        stress={"rookie": 1},
    )
    # the stressed Rookie (PS 2) flew a white bank: still stressed, no action step; Black (PS 4) is now acting
    rookie = state["ships"]["rookie"]
    assert rookie["tokens"]["stress"] == 1 and rookie["actions_done"] == [] and rookie["activated"]
    assert only_prompt(GAME, state).context["ship"] == "black"
    with pytest.raises(RuleError, match="stressed") as err:
        GAME.act(state, "rebel", {"kind": "action", "effect": "focus"}, chance)
    assert "Stress" in str(err.value.rule)


def test_same_action_never_twice_a_round() -> None:
    from bot.games.xwing.rules import action_effects

    state = scenario(FACING, chance=Chance("x"))
    state["ships"]["black"]["actions_done"] = ["focus"]
    names = {e.id for e in action_effects(state, GAME.hooks, "black")}
    assert "focus" not in names and "evade" in names


def test_ordering_ties_initiative_holder_activates_first_and_order_is_by_skill() -> None:
    chance = ScriptedChance()
    ships = [
        ("red", "redsquadronpilot", "rebel", (200, 60, 0)),
        ("black", "blacksquadronpilot", "imperial", (700, 850, 180)),
        ("rookie", "rookiepilot", "rebel", (600, 60, 0)),
    ]
    for initiative, first in (("imperial", "black"), ("rebel", "red")):
        state = scenario(ships, chance=chance, initiative=initiative)
        state = play(
            GAME, state, "rebel", {"kind": "dials", "dials": {"red": "1-straight", "rookie": "1-straight"}}, chance
        )
        state = play(GAME, state, "imperial", {"kind": "dial", "ship": "black", "maneuver": "2-straight"}, chance)
        p = only_prompt(GAME, state)
        assert p.context["ship"] == "rookie"  # skill 2 goes first
        state = play(GAME, state, "rebel", {"kind": "action", "effect": "skip"}, chance)
        assert only_prompt(GAME, state).context["ship"] == first  # skill 4 tie: the initiative holder first


def test_fleeing_the_mat_destroys_the_ship_and_can_end_the_match() -> None:
    chance = ScriptedChance()
    state = scenario(
        [("luke", "lukeskywalker", "rebel", (450, 860, 0)), ("academy", "academypilot", "imperial", (100, 800, 90))],
        chance=chance,
        dials={"luke": "1-straight"},
    )
    assert state["ships"]["luke"]["fled"] and state["ships"]["luke"]["destroyed"]
    assert ended(GAME, state).winners == ("imperial",)


def test_template_over_the_edge_with_the_base_inside_is_not_fleeing() -> None:
    chance = ScriptedChance()
    state = scenario(
        [("luke", "lukeskywalker", "rebel", (880, 450, 0)), ("academy", "academypilot", "imperial", (100, 800, 90))],
        chance=chance,
        dials={"luke": "1-bank-left"},
    )
    assert not state["ships"]["luke"]["fled"]


def test_asteroid_under_the_template_rolls_a_die_skips_the_action_but_may_attack() -> None:
    # T12: a TIE at (450, 600, 180) flies straight 2 over an asteroid; the die scores a hit: 1 face-down card.
    chance = ScriptedChance(**{"r1:asteroid:academy": ["hit"]})
    state = scenario(
        [("academy", "academypilot", "imperial", (450, 600, 180)), ("luke", "lukeskywalker", "rebel", (450, 300, 0))],
        obstacles=[square("a1", 430, 520, 470, 560)],
        chance=chance,
        dials={"academy": "2-straight"},
    )
    ac = state["ships"]["academy"]
    assert ac["pose"] == pytest.approx({"x": 450.0, "y": 480.0, "heading": 180.0})
    assert ac["damage"] and ac["damage"][0]["faceup"] is False and ac["actions_done"] == []
    assert state["last_move"]["obstacles_hit"] == ["a1"]
    assert state["phase"] == "combat"  # it may attack: its base is clear of the asteroid
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("rebel", "target")  # Luke (pilot skill 8) attacks first
    state = play(GAME, state, "rebel", {"kind": "pass"}, chance)
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("imperial", "target") and "luke" in {o.id for o in p.options or ()}


def test_ship_ending_on_an_asteroid_takes_a_crit_and_may_not_attack() -> None:
    chance = ScriptedChance(**{"r1:asteroid:academy": ["crit"]})
    state = scenario(
        [("academy", "academypilot", "imperial", (450, 600, 180)), ("luke", "lukeskywalker", "rebel", (600, 300, 0))],
        obstacles=[square("a1", 430, 460, 470, 500)],
        chance=chance,
        dials={"academy": "2-straight"},
    )
    ac = state["ships"]["academy"]
    assert ac["damage"][0]["faceup"] is True
    from bot.games.xwing.rules import legal_targets, target_error

    assert legal_targets(state, GAME.hooks, "academy") == {}
    assert "obstacle" in target_error(state, GAME.hooks, "academy", "luke")


def test_focus_or_blank_on_the_asteroid_die_does_nothing() -> None:
    chance = ScriptedChance(**{"r1:asteroid:academy": ["focus"]})
    state = scenario(
        [("academy", "academypilot", "imperial", (450, 600, 180)), ("luke", "lukeskywalker", "rebel", (100, 100, 90))],
        obstacles=[square("a1", 430, 520, 470, 560)],
        chance=chance,
        dials={"academy": "2-straight"},
    )
    assert state["ships"]["academy"]["damage"] == []


def test_obstructed_attack_adds_a_defense_die() -> None:
    # T6: attacker (450,300,0), defender (450,590,180) at range 3; an asteroid across every shortest line.
    for obstacle, dice in ((square("a1", 430, 430, 470, 470), 5), (square("a1", 480, 430, 520, 470), 4)):
        chance = ScriptedChance(**{"r1:attack:rookie": ["blank", "blank", "blank"]})
        state = scenario(
            [
                ("rookie", "rookiepilot", "rebel", (450, 300, 0)),
                ("academy", "academypilot", "imperial", (450, 590, 180)),
            ],
            obstacles=[obstacle],
            chance=chance,
            phase="combat",
        )
        state = play(GAME, state, "rebel", {"kind": "attack", "target": "academy"}, chance)
        la = state["last_attack"]
        assert la["range"] == 3 and len(la["attack_dice"]) == 3
        assert len(la["defense_dice"]) == dice  # agility 3 + 1 at range 3 (+1 obstructed)


def test_damage_order_shield_takes_the_hit_then_the_crit_is_a_faceup_card() -> None:
    # T13: an X-wing with 1 shield takes 1 hit + 1 crit.
    chance = ScriptedChance(**{"r1:attack:black": ["hit", "crit", "blank"], "r1:defense:black": ["blank", "blank"]})
    state = scenario(FACING, chance=chance, phase="combat")
    state["ships"]["red"]["shields"] = 1
    state["deck"][:2] = ["console_fire", "direct_hit"]
    events = GAME.act(state, "imperial", {"kind": "attack", "target": "red"}, chance)
    assert [(e.payload["kind"], e.payload["card"]) for e in events if e.kind == "damage"] == [
        ("shield", None),
        ("faceup", "console_fire"),
    ]
    for ev in events:
        state = GAME.evolve(state, ev)
    red = state["ships"]["red"]
    assert red["shields"] == 0 and red["damage"] == [{"card": "console_fire", "faceup": True}]
    view = next(s for s in GAME.view(state, None)["ships"] if s["id"] == "red")
    assert view["damage_faceup"] == ["Console Fire"] and view["hull"] == 2


def test_evades_cancel_hits_before_crits() -> None:
    chance = ScriptedChance(**{"r1:attack:black": ["crit", "hit", "blank"], "r1:defense:black": ["evade", "blank"]})
    state = scenario(FACING, chance=chance, phase="combat")
    state["ships"]["red"]["shields"] = 0
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "red"}, chance)
    assert state["last_attack"]["result"]["crits"] == 1 and state["last_attack"]["result"]["hits"] == 0
    assert state["ships"]["red"]["damage"][0]["faceup"] is True


def test_empty_deck_reshuffles_the_discard_then_crits_become_counters() -> None:
    chance = ScriptedChance(**{"r1:attack:black": ["hit", "crit", "crit"], "r1:defense:black": ["blank", "blank"]})
    state = scenario(FACING, chance=chance, phase="combat")
    red = state["ships"]["red"]
    red["shields"] = 0
    state["deck"], state["discard"] = [], ["console_fire"]
    events = GAME.act(state, "imperial", {"kind": "attack", "target": "red"}, chance)
    kinds = [e.kind for e in events]
    assert "deck_reshuffled" in kinds
    reshuffle = next(e for e in events if e.kind == "deck_reshuffled")
    assert reshuffle.visibility not in ("rebel", "imperial", "public")  # nobody sees the new order
    for ev in events:
        state = GAME.evolve(state, ev)
    red = state["ships"]["red"]
    assert red["damage"] == [{"card": "console_fire", "faceup": False}]  # the hit took the only card
    assert red["damage_counters"] == 2  # no cards left: both crits counted as plain damage
    assert state["reshuffles"] == 1  # kept in the state through the event, so a replay keys the next shuffle alike


def test_dials_are_secret_and_committed_and_a_tampered_dial_is_refused() -> None:
    chance = Chance("secret")
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], chance)
    events = GAME.act(state, "rebel", {"kind": "dial", "ship": "luke", "maneuver": "2-bank-left"}, chance)
    secret = [e for e in events if e.kind == "dial_set"]
    assert secret and all(e.visibility == "rebel" for e in secret)
    public = [e for e in events if e.visibility == "public"]
    assert all("2-bank-left" not in str(e.payload) for e in public)
    commit = next(e for e in events if e.kind == "dial_committed")
    assert commit.payload["commitment"] == salted_hash("2-bank-left", secret[0].payload["salt"])
    for ev in events:
        state = GAME.evolve(state, ev)
    for seat in (None, "imperial"):
        luke = next(s for s in GAME.view(state, seat)["ships"] if s["id"] == "luke")
        assert luke["dial"]["committed"] and luke["dial"]["maneuver"] is None
        assert "2-bank-left" not in str(GAME.view(state, seat))
    assert next(s for s in GAME.view(state, "rebel")["ships"] if s["id"] == "luke")["dial"]["maneuver"] == "2-bank-left"
    assert [p.seat for p in GAME.prompts(state)] == ["imperial", "imperial"]
    assert all(p.secret for p in GAME.prompts(state))
    with pytest.raises(RuleError, match="already set"):
        GAME.act(state, "rebel", {"kind": "dial", "ship": "luke", "maneuver": "1-straight"}, chance)
    tampered = play(GAME, state, "imperial", {"kind": "dial", "ship": "obsidian", "maneuver": "1-turn-left"}, chance)
    tampered["dials"]["obsidian"]["maneuver"] = "5-straight"  # a stored dial changed behind the commitment
    with pytest.raises(RuleError, match="commitment"):
        GAME.act(tampered, "imperial", {"kind": "dial", "ship": "nightbeast", "maneuver": "1-turn-left"}, chance)


def test_illegal_commands_are_refused_with_the_rule_and_change_nothing() -> None:
    chance = Chance("illegal")
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], chance)
    before = canonical.dumps(GAME.encode_state(state))  # text: encode_state gives the state itself
    cases = [
        ("rebel", {"kind": "dial", "ship": "luke", "maneuver": "5-straight"}, "not on the X-wing dial"),
        ("imperial", {"kind": "dial", "ship": "nightbeast", "maneuver": "1-bank-left"}, "not on the TIE"),
        ("imperial", {"kind": "dial", "ship": "luke", "maneuver": "1-straight"}, "not your ship"),
        ("rebel", {"kind": "attack", "target": "nightbeast"}, "not possible now"),
        ("rebel", {"kind": "action", "effect": "focus"}, "not possible now"),
        ("spectator", {"kind": "pass"}, "no seat"),
        ("rebel", {"kind": "fly"}, "unknown action"),
        ("rebel", "focus", "object with a `kind`"),
    ]
    for seat, action, msg in cases:
        with pytest.raises(RuleError, match=msg) as err:
            GAME.act(state, seat, action, chance)  # type: ignore[arg-type]
        assert err.value.message
    assert canonical.dumps(GAME.encode_state(state)) == before


def test_out_of_arc_target_is_refused_with_the_arc_rule() -> None:
    chance = ScriptedChance()
    state = scenario(
        [
            ("rookie", "rookiepilot", "rebel", (450, 300, 0)),
            ("obsidian", "obsidiansquadronpilot", "imperial", (380, 300, 90)),
            ("academy", "academypilot", "imperial", (450, 590, 180)),
        ],
        chance=chance,
        phase="combat",
    )
    # T4: Obsidian (PS 3) shoots first: the Rookie is in its arc at range 1.
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("imperial", "target") and {o.id for o in p.options} == {"rookie", "pass"}
    state = play(GAME, state, "imperial", {"kind": "pass"}, chance)
    p = only_prompt(GAME, state)
    assert p.context["ship"] == "rookie" and {o.id for o in p.options} == {"academy", "pass"}
    with pytest.raises(RuleError) as err:
        GAME.act(state, "rebel", {"kind": "attack", "target": "obsidian"}, chance)
    assert "arc" in str(err.value.rule)


def test_deployment_prompts_in_ascending_skill_within_range_1_of_the_edge() -> None:
    chance = Chance("deploy")
    state = GAME.setup({}, ["rebel", "imperial"], chance)
    order = []
    for _ in range(3):
        p = only_prompt(GAME, state)
        assert p.kind == "deploy" and p.default is not None
        order.append(p.context["ship"])
        if p.context["ship"] == "obsidian":
            with pytest.raises(RuleError, match="range 1"):
                GAME.act(state, p.seat, {"kind": "deploy", "x": 400, "y": 700, "heading": 180}, chance)
            state = play(GAME, state, p.seat, {"kind": "deploy", "x": 400, "y": 860, "heading": 200}, chance)
        else:
            state = play(GAME, state, p.seat, dict(p.default), chance)
    assert order == ["obsidian", "nightbeast", "luke"]  # skill 3, 5, 8
    assert state["phase"] == "planning" and state["ships"]["obsidian"]["pose"]["heading"] == 200.0


def test_a_deploy_spot_taken_by_a_placed_ship_is_no_longer_offered() -> None:
    """Rulebook p.5 (set-up): no ship may be placed overlapping another. A spot's zone verdict is kept for every
    deploy prompt (space._deploy_zone); whether another ship now covers it must still be checked each time."""
    chance = Chance("deploy")
    state = GAME.setup({}, ["rebel", "imperial"], chance)
    first = only_prompt(GAME, state)
    assert first.context["ship"] == "obsidian"
    offered = {o.id: o for o in first.options}
    assert {"x400", "x457"} <= set(offered)
    state = play(GAME, state, first.seat, dict(offered["x400"].action), chance)
    second = only_prompt(GAME, state)
    assert second.context["ship"] == "nightbeast"
    ids = {o.id for o in second.options}
    assert "x400" not in ids  # Obsidian's base is there now
    assert {"x343", "x457"} <= ids  # 57 mm apart: two small bases (40 mm) side by side do not overlap
    with pytest.raises(RuleError, match="overlap"):
        GAME.act(state, second.seat, dict(offered["x400"].action), chance)


def test_standing_choices_answer_prompts() -> None:
    chance = ScriptedChance(
        **{
            "r1:attack:rookie": ["focus", "blank", "hit", "hit"],
            "r1:attack:rookie:lock": ["hit"],
            "r1:defense:rookie": ["blank", "blank", "blank"],
        }
    )
    state = scenario(
        [("rookie", "rookiepilot", "rebel", (450, 300, 0)), ("academy", "academypilot", "imperial", (450, 380, 180))],
        chance=chance,
        phase="combat",
    )
    state["ships"]["rookie"]["tokens"]["focus"] = 1
    state["ships"]["rookie"]["lock"] = {"letter": "A", "target": "academy"}
    for choice in ("spend_focus_attack", "reroll_with_lock", "attack_single_target"):
        state = play(GAME, state, "rebel", {"kind": "standing", "choice": choice, "value": True}, chance)
    dice = state["last_attack"]["attack_dice"] if state["last_attack"] else None
    assert dice is not None  # the whole attack resolved without a single rebel prompt
    assert [d["face"] for d in dice] == ["hit", "hit", "hit", "hit"]  # blank rerolled by the lock, focus spent
    assert [d["rerolled"] for d in dice] == [False, True, False, False]


def test_one_players_equal_skill_ships_attack_in_the_order_he_chooses() -> None:
    chance = ScriptedChance(**{"r1:attack:a2": ["blank", "blank", "blank"]})
    state = scenario(
        [
            ("red", "redsquadronpilot", "rebel", (450, 300, 0)),
            ("a1", "academypilot", "imperial", (400, 400, 180)),
            ("a2", "academypilot", "imperial", (500, 400, 180)),
        ],
        chance=chance,
        phase="combat",
    )
    state = play(GAME, state, "rebel", {"kind": "pass"}, chance)  # Red (PS 4) first
    p = only_prompt(GAME, state)
    assert p.context["ship"] == "a1" and "first:a2" in {o.id for o in p.options}
    with pytest.raises(RuleError, match="order he chooses"):
        GAME.act(state, "imperial", {"kind": "attack_order", "ship": "red"}, chance)
    state = play(GAME, state, "imperial", {"kind": "attack_order", "ship": "a2"}, chance)
    p = only_prompt(GAME, state)
    assert p.context["ship"] == "a2" and "first:a1" in {o.id for o in p.options}
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "red"}, chance)
    assert state["ships"]["a2"]["attacked"] and state["phase"] == "combat"
    p = only_prompt(GAME, state)
    assert p.context["ship"] == "a1" and not any(o.id.startswith("first:") for o in p.options)
