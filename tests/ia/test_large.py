"""Large figures (RRG L747-761, Appendix II #6-#12, imperial-assault-rrg-ru.txt): bases of several spaces move
orthogonally, turn for 1 MP keeping half their spaces, pay each extra cost once per MP, never straddle or cross a
wall; they deploy, are targeted at one chosen space and trace sight from any of their spaces; armies field them."""

from __future__ import annotations

import copy
from typing import Any

from bot.core.canonical import digest
from bot.core.chance import Chance
from bot.games.grid import parse
from bot.games.ia import large
from bot.games.ia.game import GAME
from bot.games.ia.large import Walker, ends, search, turns
from bot.games.ia.state import count_to, legal_target, sees, spaces, target_spaces
from renderers.ia import CELL, HEADER, PAD, SEAT_COLOURS, alt_text, render
from tests.ia.policy import play, random_policy

OPEN = """
+-+-+-+-+-+-+
|. . . . . .|
+ + + + + + +
|. . . . . .|
+ + + + + + +
|. . . . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
"""

# A wall under square (2, 1) only; difficult (1, 3) and (2, 3); blocking (5, 0); impassable (4, 3).
FEATURES = """
+-+-+-+-+-+-+
|. . . . . #|
+ + + + + + +
|. . . . . .|
+ + +-+ + + +
|. . . . . .|
+ + + + + + +
|. d d . p .|
+-+-+-+-+-+-+
"""


def test_a_large_figure_moves_orthogonally_only_l752() -> None:
    b = parse(OPEN)
    small = ends(b, (1, 1, 1, 1), 1, Walker())
    assert (2, 2, 1, 1) in small  # a small figure steps diagonally (L308)
    big = ends(b, (1, 1, 1, 2), 1, Walker())
    shifts = {p for p in big if p[2:] == (1, 2)}
    assert shifts == {(1, 0, 1, 2), (0, 1, 1, 2), (2, 1, 1, 2), (1, 2, 1, 2)}  # Appendix II #6, never #7


def test_turning_costs_1_mp_and_keeps_at_least_half_the_spaces_l753() -> None:
    # A 1x2 base turns about either of its spaces (Appendix II #8, #10): 4 poses, each sharing one space.
    assert turns((2, 1, 1, 2)) == [(1, 1, 2, 1), (2, 1, 2, 1), (1, 2, 2, 1), (2, 2, 2, 1)]
    # A 2x3 base must keep 3 of its 6 spaces: with the other orientation that means a 2x2 overlap (Appendix II #9).
    assert sorted(turns((1, 0, 2, 3))) == [(0, 0, 3, 2), (0, 1, 3, 2), (1, 0, 3, 2), (1, 1, 3, 2)]
    assert turns((0, 0, 2, 2)) == []  # a square base gains nothing by turning
    found = ends(parse(OPEN), (2, 1, 1, 2), 1, Walker())
    assert found[(1, 1, 2, 1)] == 1 and (0, 1, 2, 1) not in found  # that one would share no space


def test_extra_costs_count_once_per_mp_l755() -> None:
    # The E-Web example of L757: stepping onto two spaces that both hold hostile figures costs 1 extra MP, not 2.
    b = parse(OPEN)
    found = search(b, (1, 1, 2, 1), 4, Walker(enemies=frozenset({(1, 2), (2, 2)})))
    assert found[(1, 2, 2, 1)] == 2
    # Difficult terrain likewise: (1, 3) and (2, 3) are both difficult, entering them is +1 once.
    found = search(parse(FEATURES), (1, 2, 2, 1), 4, Walker())
    assert found[(1, 3, 2, 1)] == 2
    assert found[(0, 2, 2, 1)] == 1  # nothing new to pay: (1, 2) was covered already, (0, 2) is open


def test_no_part_of_a_base_crosses_or_straddles_a_wall() -> None:
    b = parse(FEATURES)
    assert (1, 2, 1, 1) in ends(b, (1, 1, 1, 1), 1, Walker())  # the small figure beside the wall steps down
    wide = ends(b, (1, 1, 2, 1), 1, Walker())
    assert (1, 2, 2, 1) not in wide  # the wall under (2, 1) stops the whole base
    assert not large.may_cover(b, (2, 1, 1, 2), Walker())  # a base astride the wall


def test_blocking_and_impassable_spaces_only_for_massive_and_mobile_l865_l1030() -> None:
    b = parse(FEATURES)
    assert not large.may_cover(b, (4, 0, 2, 1), Walker())  # (5, 0) is blocking
    assert not large.may_cover(b, (4, 2, 1, 2), Walker())  # (4, 3) is impassable
    assert large.may_cover(b, (4, 0, 2, 1), Walker(massive=True))
    assert large.may_cover(b, (4, 2, 1, 2), Walker(mobile=True))


def test_passing_figures_needs_a_spare_mp_and_a_move_never_ends_on_one_l309_313() -> None:
    b = parse(OPEN)
    friend = Walker(friends=frozenset({(2, 1)}))
    # A 2x1 base at (0, 1)-(1, 1) passes the friend on (2, 1) in three steps to (3, 1)-(4, 1).
    found = ends(b, (0, 1, 2, 1), 3, friend)
    assert found[(3, 1, 2, 1)] == 3
    assert (1, 1, 2, 1) not in found and (2, 1, 2, 1) not in found  # no move ends on the friend
    # With 2 MP the second step onto the friend would spend the last one: refused even in passing.
    assert search(b, (0, 1, 2, 1), 2, friend).get((2, 1, 2, 1)) is None
    assert search(b, (0, 1, 2, 1), 3, friend)[(2, 1, 2, 1)] == 2


# --- in a match ------------------------------------------------------------------------------------------------

IMPERIAL = {"units": ["e-web-engineer", "stormtrooper", "darth-vader"], "deck": None}


def started() -> dict[str, Any]:
    """p1 (30 points) chooses the initiative, takes it and deploys red; p1 to activate."""
    state = GAME.setup({"armies": {"p1": IMPERIAL}, "mission": "data-heist"}, ("p1", "p2"), Chance("t"))
    for option in ("take", "red"):
        prompt = GAME.prompts(state)[0]
        for e in GAME.act(state, prompt.seat, prompt.option(option).action, Chance("t")):  # type: ignore[union-attr]
            state = GAME.evolve(state, e)
    return state


def answer(state: dict[str, Any], option_id: str) -> dict[str, Any]:
    prompt = GAME.prompts(state)[0]
    opt = prompt.option(option_id)
    assert opt is not None, (option_id, [o.id for o in prompt.options or ()])
    for e in GAME.act(state, prompt.seat, opt.action, Chance("t")):
        state = GAME.evolve(state, e)
    return state


def placed(state: dict[str, Any], where: dict[str, list[int] | None]) -> dict[str, Any]:
    """Figures put where a test wants them: [x, y] or [x, y, w, h] for a large base; None off the map."""
    s = copy.deepcopy(state)
    for fid, pos in where.items():
        f = s["figures"][fid]
        f["pos"] = None if pos is None else pos[:2]
        if pos is not None and len(pos) == 4:
            f["dims"] = pos[2:]
    return s


def test_an_army_fields_the_e_web_engineer_and_it_deploys_on_two_zone_spaces_l358() -> None:
    s = started()
    eweb = s["figures"]["p1-1"]
    assert eweb["card"] == "e-web-engineer" and eweb["pos"] == [0, 3] and eweb["dims"] == [1, 2]
    assert spaces(s, "p1-1") == ((0, 3), (0, 4))
    troopers = [s["figures"][f]["pos"] for f in ("p1-2", "p1-3", "p1-4")]
    assert troopers == [[1, 3], [1, 4], [0, 5]]  # the zone spaces the base left free, in zone order


def test_the_e_web_moves_and_turns_in_a_match_l753() -> None:
    s = answer(answer(started(), "p1-g1"), "move")
    options = {o.id: o for o in GAME.prompts(s)[0].options or ()}
    steps = [i for i in options if i.startswith("step:")]
    # Speed 2 from (0, 3)-(0, 4), troopers on (1, 3) and (1, 4): up 1 or 2; right through both troopers to
    # (2, 3)-(2, 4) (passing friends costs nothing extra, L1387); up and turn about (0, 2). Never ending on the
    # troopers (1, 3), nor turned onto them at once (0, 3)-(1, 3).
    assert sorted(steps) == ["step:0,1:1x2", "step:0,2:1x2", "step:0,2:2x1", "step:2,3:1x2"]
    assert options["step:0,2:2x1"].action == {"kind": "step", "to": [0, 2], "dims": [2, 1]}
    s2 = answer(s, "step:0,2:1x2")
    assert s2["figures"]["p1-1"]["pos"] == [0, 2] and s2["act"]["mp"] == 1
    turn = next(i for i in (o.id for o in GAME.prompts(s2)[0].options or ()) if i.endswith(":2x1"))
    s3 = answer(s2, turn)
    assert s3["figures"]["p1-1"]["dims"] == [2, 1] and s3["act"]["mp"] == 0


def test_a_large_target_is_aimed_at_one_of_its_spaces_l751() -> None:
    # Blocking (4, 3) and (4, 4) on the outpost map. From (5, 3) the lines to the E-Web's lower space (3, 3) run
    # along y = 3 (lying on each other, Appendix I #4) or through the blocking square; its upper space (3, 2)
    # is in plain sight. So the attacker aims at (3, 2), at 2 spaces.
    s = placed(started(), {"p1-1": [3, 2, 1, 2], "p2-3": [5, 3]})
    assert not sees(s, "p2-3", "p1-1", (3, 3)).visible and sees(s, "p2-3", "p1-1", (3, 2)).visible
    assert target_spaces(s, "p2-3", "p1-1") == [(3, 2)]
    assert count_to(s, "p2-3", (3, 2)) == 2


def test_a_large_attacker_traces_sight_from_any_space_it_covers_l751() -> None:
    s = placed(started(), {"p1-1": [3, 2, 1, 2], "p2-3": [5, 3]})
    assert legal_target(s, "p1-1", "p2-3")  # from (3, 2)
    small = placed(s, {"p1-1": [3, 3, 1, 1]})
    small["figures"]["p1-1"].pop("dims")
    assert not legal_target(small, "p1-1", "p2-3")  # the same figure on (3, 3) alone would not see it


def test_melee_at_a_large_target_needs_a_space_next_to_the_attacker_l150() -> None:
    army = {"units": ["luke-jedi", "rebel-trooper"], "deck": None}
    state = GAME.setup({"armies": {"p1": IMPERIAL, "p2": army}, "mission": "data-heist"}, ("p1", "p2"), Chance("t"))
    luke = next(f for f, v in state["figures"].items() if v["card"] == "luke-jedi")
    s = placed(state, {"p1-1": [2, 2, 1, 2], luke: [3, 4]})
    assert target_spaces(s, luke, "p1-1") == [(2, 3)]  # diagonal to (2, 3); (2, 2) is two rows up


def test_the_picture_draws_a_large_base_across_its_spaces() -> None:
    s = placed(started(), {"p1-1": [3, 1, 2, 1]})
    view = GAME.view(s, None)
    img = render(view).convert("RGB")
    ox, oy = PAD + 14, HEADER + 14
    for x in (3, 4):
        assert img.getpixel((ox + x * CELL + CELL // 2, oy + CELL + CELL - 8)) == SEAT_COLOURS["p1"]
    assert "at 3,1-4,1" in alt_text(view)


def test_random_matches_with_a_large_figure_end_and_replay_to_the_same_hash() -> None:
    for seed in ("l1", "l2"):
        options = {"armies": {"p1": IMPERIAL}, "mission": "supply-run"}
        state, _actions, events = play(seed, random_policy, options)
        assert GAME.outcome(state) is not None
        assert any(e.kind == "moved" and e.payload["figure"] == "p1-1" for e in events)  # the E-Web moved
        again = GAME.setup(options, ("p1", "p2"), Chance(seed))
        for e in events:
            again = GAME.evolve(again, e)
        assert digest(again) == digest(state)


def _blasted(aim: tuple[int, int]) -> dict[str, int]:
    """p2's trooper hits the E-Web on (3, 2)-(3, 3), aimed at `aim`, for 1 damage with Blast 1: who suffers what."""
    from bot.games.ia import attack as atk
    from bot.games.ia.flow import Emitter, resolve

    # p1-2 stands above the base, next to (3, 2) only; p1-3 below it, next to (3, 3) only.
    s = placed(started(), {"p1-1": [3, 2, 1, 2], "p1-2": [3, 1], "p1-3": [3, 4], "p1-4": [0, 0], "p2-3": [5, 3]})
    att = atk.new_attack("p2-3", "p1-1", "melee", ["blue"], [], bonus={"damage": 1, "blast": 1})
    att["step"] = "modified"  # no die rolled: the bonus alone deals 1 damage and Blast 1
    s["attack"] = {"att": att, "stage": "surges", "played": [], "lines": None, "space": list(aim)}
    em = Emitter(s)
    resolve(em)
    return {e.payload["figure"]: e.payload["amount"] for e in em.events if e.kind == "damage"}


def test_blast_on_a_large_target_centres_on_the_space_aimed_at_l188_l751() -> None:
    # L188-198: Blast hurts every figure adjacent to the target space; L751: at a large figure the attacker chose
    # that space. Aimed at the upper space, the figure above suffers Blast and the one below does not; and reversed.
    assert _blasted((3, 2)) == {"p1-1": 1, "p1-2": 1}
    assert _blasted((3, 3)) == {"p1-1": 1, "p1-3": 1}
