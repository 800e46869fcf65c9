"""Who may attack whom (SWM-7, SWM-8, SWM-10): line of sight, melee reach, adjacent enemies first, cover and the
nearest enemy, combined fire helpers, commander effects."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.grid import figures_adjacent, swm_has_cover, swm_line_of_sight
from bot.games.swm.board import SIGHT, alive, board, char_of, counted, fig_squares, move_rules, occupied


def enemies(state: Mapping[str, Any], fid: str) -> list[str]:
    side = state["figures"][fid]["side"]
    return [f for f in alive(state) if state["figures"][f]["side"] != side]


def allies(state: Mapping[str, Any], fid: str) -> list[str]:
    side = state["figures"][fid]["side"]
    return [f for f in alive(state) if state["figures"][f]["side"] == side and f != fid]


def adjacent(state: Mapping[str, Any], a: str, b: str) -> bool:
    """SWM-7.2 / SWM-11.4: touching squares, never across a wall edge or closed door."""
    return figures_adjacent(board(state), move_rules(state, 1), fig_squares(state, a), fig_squares(state, b))


def sees(state: Mapping[str, Any], a: str, b: str) -> bool:
    """SWM-8.1 line of sight (A-16 geometry, bot.games.grid.sight); figures never block it, so it is remembered per
    map, doors and the two footprints (a figure that did not move keeps its sight lines)."""
    mine, theirs = fig_squares(state, a), fig_squares(state, b)
    key = ("sees", state["opts"]["map"], tuple(state["doors"]), mine, theirs)
    return bool(memo(key, lambda: swm_line_of_sight(board(state), SIGHT, mine, theirs)))


def has_cover(state: Mapping[str, Any], attacker: str, target: str) -> bool:
    """SWM-8.2-8.4: walls, other characters and low objects (not next to the attacker) give cover; an adjacent
    enemy never has it."""
    others = occupied(state, [f for f in alive(state) if f not in (attacker, target)])
    return swm_has_cover(
        board(state), SIGHT, move_rules(state, 1), fig_squares(state, attacker), fig_squares(state, target), others
    )


def nearest(state: Mapping[str, Any], fid: str, pool: list[str]) -> list[str]:
    """The enemies of `pool` at the least counting distance (SWM-6.11; A-14: all ties count)."""
    dist = counted(state, fig_squares(state, fid))
    found = {e: min((dist[sq] for sq in fig_squares(state, e) if sq in dist), default=None) for e in pool}
    reached = [d for d in found.values() if d is not None]
    if not reached:
        return []
    return [e for e in pool if found[e] == min(reached)]


MAX_MEMO = 20_000
_MEMO: dict[tuple[Any, ...], Any] = {}


def layout(state: Mapping[str, Any]) -> tuple[Any, ...]:
    """Everything targeting reads from a state: the map and its doors, the rules, and for every figure on the map
    its side, squares, size, activation and the card fields that matter (Melee Attack, Damage above 0)."""
    figs = []
    for f in alive(state):
        fig, c = state["figures"][f], char_of(state, f)
        figs.append(
            (
                f,
                fig["side"],
                tuple(fig["at"]),
                c["size"],
                "melee_attack" in c["abilities"],
                "flight" in c["abilities"],
                c["damage"] > 0,
                fig["activated"],
            )
        )
    rules = state["opts"]["rules"]
    return (state["opts"]["map"], tuple(state["doors"]), rules["A-15"], rules["A-18"], tuple(figs))


def memo(key: tuple[Any, ...], build: Any) -> Any:
    """Targeting is a pure function of `layout`: remember it (bounded; a prompt and the action answering it ask
    the same questions)."""
    found = _MEMO.get(key)
    if found is None:
        if len(_MEMO) >= MAX_MEMO:
            _MEMO.clear()
        found = _MEMO[key] = build()
    return found


def targets(state: Mapping[str, Any], fid: str) -> list[tuple[str, bool]]:
    """Legal targets of `fid` now (see `_targets`), remembered per layout."""
    return list(memo(("targets", fid, layout(state)), lambda: tuple(_targets(state, fid))))


def _targets(state: Mapping[str, Any], fid: str) -> list[tuple[str, bool]]:
    """(enemy, has cover) for every legal target of an attack by `fid` now, in figure order.

    SWM-7.1 line of sight; Melee Attack: adjacent enemies only; SWM-7.2 an adjacent enemy must be attacked first;
    SWM-7.3 an enemy in cover only if it is a nearest enemy (A-14 ties all count; A-15 among enemies in sight)."""
    foes = enemies(state, fid)
    near = [e for e in foes if adjacent(state, fid, e)]
    if near:
        return [(e, False) for e in near]  # adjacent: never cover (SWM-8.2)
    if "melee_attack" in char_of(state, fid)["abilities"]:
        return []
    visible = [e for e in foes if sees(state, fid, e)]
    if not visible:
        return []
    pool = visible if state["opts"]["rules"]["A-15"] else foes
    covered = {e: has_cover(state, fid, e) for e in visible}
    # the nearest enemies only matter when one in sight has cover (a search over the whole map otherwise spared)
    closest = nearest(state, fid, pool) if any(covered.values()) else []
    return [(e, covered[e]) for e in visible if not covered[e] or e in closest]


def helpers(state: Mapping[str, Any], fid: str, target: str) -> list[str]:
    """Combined fire helpers (see `_helpers`), remembered per layout."""
    return list(memo(("helpers", fid, target, layout(state)), lambda: tuple(_helpers(state, fid, target))))


def _helpers(state: Mapping[str, Any], fid: str, target: str) -> list[str]:
    """Allies who may help a combined fire against `target` (SWM-10.1): not activated this round, in sight of the
    target, no Melee Attack, Damage above 0; A-18: also a legal target of their own."""
    if "melee_attack" in char_of(state, fid)["abilities"]:
        return []  # SWM-10.5: a melee attacker receives no combined fire
    out = []
    for a in allies(state, fid):
        c = char_of(state, a)
        if state["figures"][a]["activated"] or "melee_attack" in c["abilities"] or c["damage"] <= 0:
            continue
        if state["opts"]["rules"]["A-18"]:
            if target not in [t for t, _ in targets(state, a)]:
                continue
        elif not sees(state, a, target):
            continue
        out.append(a)
    return out


def is_follower(state: Mapping[str, Any], commander: str, fid: str) -> bool:
    """SWM-13.8: commander effects reach followers, never Droids or Savage characters; A-24: followers are allies
    other than the commander (default: nor characters with a commander effect of their own)."""
    c = char_of(state, fid)
    if fid == commander or "droid" in c["abilities"] or "savage" in c["abilities"]:
        return False
    if state["figures"][fid]["side"] != state["figures"][commander]["side"]:
        return False
    return not (state["opts"]["rules"]["A-24"] == "no_commanders" and c.get("commander"))


def commander_bonus(state: Mapping[str, Any], fid: str, effect: str) -> int:
    """The best commander effect of that kind reaching `fid` (effects of one kind do not stack: our reading)."""
    best = 0
    mine = fig_squares(state, fid)
    for com in alive(state):
        ce = char_of(state, com).get("commander")
        if not ce or ce["effect"] != effect or not is_follower(state, com, fid):
            continue
        dist = counted(state, fig_squares(state, com))
        if any(dist.get(sq, ce["range"] + 1) <= ce["range"] for sq in mine):
            best = max(best, int(ce["value"]))
    return best
