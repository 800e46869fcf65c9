"""A character's turn (SWM-5): move 6 + attack, attack + move 6, or move 12; Double Attack instead of moving;
the Force (SWM-13); attacks (SWM-9) with combined fire (SWM-10) and attacks of opportunity (SWM-11)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.texts import msg
from bot.games.grid import IllegalStep, Path, path_cost, reachable, shortest_path
from bot.games.grid.movement import footprint
from bot.games.swm import dice
from bot.games.swm import texts as T
from bot.games.swm.board import board, char_of, fig_squares, move_rules, mover, moving_rules, size_of
from bot.games.swm.flow import Flow, check_victory, end_turn
from bot.games.swm.targeting import adjacent, commander_bonus, enemies, helpers, layout, memo, targets

Square = tuple[int, int]
MOVE, RUN, AFTER = 6, 12, 6  # SWM-5.1
FORCE_MOVE = 2  # SWM-6.10
SAVE_DEFLECT = 11  # Deflect (digest §4): a save of 11


def _turn(state: Mapping[str, Any]) -> Mapping[str, Any]:
    return state["turn"]


def move_budget(state: Mapping[str, Any]) -> int:
    """What the active character may still move this turn (SWM-5.1, SWM-6.10)."""
    t = _turn(state)
    if t["attacks"] == 0:
        return RUN + t["bonus"] - t["moved"]
    if t["attacks"] >= 2 or t["moved"] > 0:
        return 0  # moved before attacking (a), or a Double Attack instead of moving
    return AFTER + t["bonus"] - t["after"]


def attacks_left(state: Mapping[str, Any]) -> bool:
    """May the active character attack (again) now? SWM-5.1 (a)/(b); Double Attack: 2 attacks and no move."""
    t = _turn(state)
    if t["attacks"] == 0:
        return t["moved"] <= MOVE + t["bonus"]
    c = char_of(state, t["figure"])
    return t["attacks"] == 1 and "double_attack" in c["abilities"] and t["moved"] == 0 and t["after"] == 0


def can_spend_force(state: Mapping[str, Any], fid: str) -> bool:
    """SWM-13.1/13.5: a Force point left and none spent by this character this turn (anyone's turn)."""
    f = state["figures"][fid]
    return f["force"] >= 1 and f["force_turn"] != state["turn_no"]


def may_force_move(state: Mapping[str, Any]) -> bool:
    t = _turn(state)
    if not can_spend_force(state, t["figure"]):
        return False
    if t["attacks"] and not state["opts"]["rules"]["A-12"]:
        return False  # the +2 squares only before an attack
    return t["attacks"] == 0 or (t["attacks"] == 1 and t["moved"] == 0 and not _double_used(state))


def _double_used(state: Mapping[str, Any]) -> bool:
    return bool(_turn(state)["attacks"] >= 2)


def may_fury(state: Mapping[str, Any]) -> bool:
    t = _turn(state)
    c = char_of(state, t["figure"])
    return "fury" in c["force_powers"] and not t["fury"] and can_spend_force(state, t["figure"]) and attacks_left(state)


def destinations(state: Mapping[str, Any]) -> dict[Square, int]:
    """Where the active character may move now, with the cost (Dijkstra over SWM's step costs); remembered per
    layout (a prompt and the action after it ask the same)."""
    budget = move_budget(state)
    if budget <= 0:
        return {}
    fid = _turn(state)["figure"]
    rules = state["opts"]["rules"]
    key = ("moves", fid, budget, tuple(rules[k] for k in ("A-8", "A-9", "A-10", "A-11")), layout(state))
    return dict(memo(key, lambda: _destinations(state, fid, budget)))


def _destinations(state: Mapping[str, Any], fid: str, budget: int) -> dict[Square, int]:
    at = state["figures"][fid]["at"]
    found = reachable(board(state), moving_rules(state, fid), (at[0], at[1]), budget, mover(state, fid))
    found.pop((at[0], at[1]), None)
    return found


def can_continue(state: Mapping[str, Any]) -> bool:
    """Anything left to do this turn besides ending it."""
    fid = _turn(state)["figure"]
    if state["figures"][fid]["defeated"]:
        return False
    return bool(destinations(state)) or (attacks_left(state) and bool(targets(state, fid)))


# --- moving (SWM-6, attacks of opportunity SWM-11) ---


def plan_move(state: Mapping[str, Any], action: Mapping[str, Any]) -> Path:
    """The path of a move action: `to` (the shortest legal path) or an exact `path` of squares."""
    fid = _turn(state)["figure"]
    at = state["figures"][fid]["at"]
    start = (at[0], at[1])
    budget = move_budget(state)
    b, rules, who = board(state), moving_rules(state, fid), mover(state, fid)
    if budget <= 0:
        raise T.rule_error("err.no_move", "SWM-5.1")
    if "path" in action:
        squares = _squares(action["path"])
        if not squares or squares[0] != start:
            raise T.rule_error("err.path_start", "SWM-6", at=T.square(start))
        try:
            cost = path_cost(b, rules, squares, who)
        except IllegalStep as exc:
            raise T.rule_error("err.path_illegal", "SWM-6", why=str(exc)) from None
        if cost > budget:
            raise T.rule_error("err.too_far", "SWM-5.1", cost=cost, budget=budget)
        return Path(tuple(squares), (False,) * len(squares), cost)
    to = _squares([action.get("to")])
    if not to:
        raise T.rule_error("err.move_form", "SWM-6")
    # remembered from the prompt: refuse at once, or take the path from the search that listed the destinations
    bound = destinations(state).get(to[0])
    path = None if bound is None else shortest_path(b, rules, start, to[0], who, budget)
    if path is None or to[0] == start:
        raise T.rule_error("err.unreachable", "SWM-6", to=T.square(to[0]), budget=budget)
    return path


def _squares(raw: Any) -> list[Square]:
    if not isinstance(raw, list) or len(raw) > 200:
        return []
    out = []
    for sq in raw:
        if not (
            isinstance(sq, list | tuple)
            and len(sq) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) and -1000 < v < 1000 for v in sq)
        ):
            return []
        out.append((int(sq[0]), int(sq[1])))
    return out


def provokers(state: Mapping[str, Any], fid: str, here: Square, there: Square) -> list[str]:
    """SWM-11.1: enemies adjacent to the square being left (not across a wall, 11.4) who have not attacked during
    this turn (11.3) nor been offered the chance during this move; A-19: a step to a square still next to the
    enemy provokes too (default)."""
    s = state
    size = size_of(s, fid)
    leaving, going = footprint(here, size), footprint(there, size)
    b, rules = board(s), move_rules(s, 1)
    from bot.games.grid import figures_adjacent

    out = []
    for e in enemies(s, fid):
        f = s["figures"][e]
        if f["aoo_turn"] == s["turn_no"] or e in s["turn"]["asked"]:
            continue
        mine = fig_squares(s, e)
        if not figures_adjacent(b, rules, leaving, mine):
            continue
        if not s["opts"]["rules"]["A-19"] and figures_adjacent(b, rules, going, mine):
            continue
        out.append(e)
    return out


def walk(flow: Flow, fid: str, path: Sequence[Square], cost: int) -> None:
    """Move along `path` (its first square is where the figure stands), stopping where a step provokes attacks of
    opportunity (SWM-11.2: the mover waits in the square it leaves)."""
    squares = [list(q) for q in path]
    for i in range(len(path) - 1):
        found = provokers(flow.state, fid, path[i], path[i + 1])
        if found:
            if i > 0 or cost:
                _moved(flow, fid, squares[: i + 1], cost)
            seat = flow.state["figures"][found[0]]["side"]
            pending = {"kind": "aoo", "seat": seat, "mover": fid, "rest": squares[i:], "cands": found}
            c = char_of(flow.state, fid)
            flow.emit(
                "awaits", {"pending": pending}, msg("say.aoo_offer", figure=T.figure(fid, c), at=T.square(path[i]))
            )
            return
    if len(path) > 1 or cost:
        _moved(flow, fid, squares, cost)
    after_step(flow)


def _moved(flow: Flow, fid: str, squares: list[list[int]], cost: int) -> None:
    c = char_of(flow.state, fid)
    say = (
        msg("say.moved", figure=T.figure(fid, c), at=T.square(squares[-1]), cost=cost)
        if cost
        else msg("say.moved_on", figure=T.figure(fid, c), at=T.square(squares[-1]))
    )
    flow.emit("moved", {"figure": fid, "path": squares, "cost": cost}, say)


def after_step(flow: Flow) -> None:
    """End the turn when nothing is left to do in it."""
    s = flow.state
    if s["stage"] == "over" or s["pending"] is not None or s["turn"] is None:
        return
    if not can_continue(s):
        end_turn(flow)


# --- attacking (SWM-9, SWM-10) ---


def attack_values(
    state: Mapping[str, Any], attacker: str, target: str, helpers_: Sequence[str], cover: bool
) -> tuple[int, int]:
    """(attack bonus, defense) for one attack: d20 + Attack + 4 per helper (SWM-10.2) + commander effects
    (SWM-13.8) against Defense + 4 in cover (SWM-8.2)."""
    a, t = char_of(state, attacker), char_of(state, target)
    bonus = dice.attack_bonus(int(a["attack"]), len(helpers_)) + commander_bonus(state, attacker, "attack_bonus")
    defense = dice.defense_value(int(t["defense"]), cover) + commander_bonus(state, target, "defense_bonus")
    return bonus, defense


def roll_attack(
    flow: Flow,
    attacker: str,
    target: str,
    helpers_: Sequence[str],
    cover: bool,
    aoo: bool,
    then: Mapping[str, Any] | None = None,
) -> None:
    s = flow.state
    bonus, defense = attack_values(s, attacker, target, helpers_, cover)
    n = "aoo" if aoo else str(s["turn"]["attacks"] + 1)
    key = f"r{s['round']}:t{s['turn_no']}:{attacker}>{target}:{n}"
    natural = flow.chance.roll(key, 20, 1)[0]
    roll = dice.resolve(natural, bonus, defense)
    attack = {
        "attacker": attacker,
        "target": target,
        "helpers": list(helpers_),
        "aoo": aoo,
        "cover": cover,
        "natural": natural,
        "attack": bonus,
        "defense": defense,
        "hit": roll.hit,
        "critical": roll.critical,
        "rerolled": False,
        "key": key,
        "then": dict(then) if then else None,
    }
    a, t = char_of(s, attacker), char_of(s, target)
    say = msg(
        "say.attack_aoo" if aoo else ("say.attack_cf" if helpers_ else "say.attack"),
        attacker=T.figure(attacker, a),
        target=T.figure(target, t),
        natural=natural,
        total=natural + bonus,
        defense=defense,
        cover=int(cover),
        helpers=len(helpers_),
        result=_result(roll),
    )
    flow.emit("attack_rolled", {"attack": attack, "pending": _reroll_pending(s, attack), "roll_key": key}, say)
    if flow.state["pending"] is None:
        after_roll(flow)


def _result(roll: dice.AttackRoll) -> dict[str, Any]:
    if roll.critical:
        return msg("res.critical")
    if roll.natural == 1:
        return msg("res.natural_one")
    return msg("res.hit" if roll.hit else "res.miss")


def _reroll_pending(state: Mapping[str, Any], attack: Mapping[str, Any]) -> dict[str, Any] | None:
    """SWM-13.2 (A-23): 1 Force point rerolls the character's own failed attack (default) or any attack roll."""
    fid = attack["attacker"]
    if attack["rerolled"] or not can_spend_force(state, fid):
        return None
    if attack["hit"] and state["opts"]["rules"]["A-23"] == "failed_attack_or_save":
        return None
    return {"kind": "reroll", "seat": state["figures"][fid]["side"], "figure": fid}


def reroll(flow: Flow) -> None:
    s = flow.state
    a = s["attack"]
    fid = a["attacker"]
    c = char_of(s, fid)
    flow.emit(
        "force_spent", {"figure": fid, "use": "reroll", "points": 1}, msg("say.force_reroll", figure=T.figure(fid, c))
    )
    key = a["key"] + ":reroll"
    natural = flow.chance.roll(key, 20, 1)[0]
    roll = dice.resolve(natural, a["attack"], a["defense"])
    result = {"natural": natural, "hit": roll.hit, "critical": roll.critical}
    flow.emit(
        "rerolled",
        {"result": result, "roll_key": key},
        msg(
            "say.rerolled",
            figure=T.figure(fid, c),
            natural=natural,
            total=natural + a["attack"],
            defense=a["defense"],
            result=_result(roll),
        ),
    )  # SWM-13.2: the last result stands
    after_roll(flow)


def after_roll(flow: Flow) -> None:
    s = flow.state
    a = s["attack"]
    t = char_of(s, a["target"])
    attacker = char_of(s, a["attacker"])
    if (
        a["hit"]
        and "deflect" in t["force_powers"]
        and can_spend_force(s, a["target"])
        and "melee_attack" not in attacker["abilities"]
    ):
        pending = {"kind": "deflect", "seat": s["figures"][a["target"]]["side"], "figure": a["target"]}
        flow.emit("awaits", {"pending": pending}, None)
        return
    resolve_damage(flow)


def deflect(flow: Flow) -> None:
    """Deflect (our power, digest §4): 1 Force point when hit by a non-melee attack; a save of 11 cancels its
    damage (SWM-13.6: a reaction, out of the character's own turn)."""
    s = flow.state
    fid = s["attack"]["target"]
    c = char_of(s, fid)
    flow.emit(
        "force_spent", {"figure": fid, "use": "deflect", "points": 1}, msg("say.force_deflect", figure=T.figure(fid, c))
    )
    key = s["attack"]["key"] + ":deflect"
    natural = flow.chance.roll(key, 20, 1)[0]
    ok = natural >= SAVE_DEFLECT  # SWM-13.9: a save of N succeeds on N or more
    flow.emit(
        "deflect",
        {"figure": fid, "natural": natural, "success": ok, "roll_key": key},
        msg(
            "say.deflect_ok" if ok else "say.deflect_fail", figure=T.figure(fid, c), natural=natural, need=SAVE_DEFLECT
        ),
    )
    resolve_damage(flow)


def damage_of(state: Mapping[str, Any], attack: Mapping[str, Any]) -> int:
    """SWM-9.1 Damage (+10 with Fury this turn); SWM-9.2 a critical doubles it, not against a Droid; A-17: the
    whole damage (default) or the card's Damage only."""
    a, t = char_of(state, attack["attacker"]), char_of(state, attack["target"])
    base = int(a["damage"])
    turn = state["turn"]
    bonus = (
        10 if (not attack["aoo"] and turn is not None and turn["figure"] == attack["attacker"] and turn["fury"]) else 0
    )
    roll = dice.resolve(attack["natural"], attack["attack"], attack["defense"])
    return dice.damage(base, roll, "droid" in t["abilities"], bonus=bonus, double_bonus=state["opts"]["rules"]["A-17"])


def resolve_damage(flow: Flow) -> None:
    s = flow.state
    a = s["attack"]
    target = a["target"]
    if a["hit"] and not a.get("deflected"):
        amount = damage_of(s, a)
        hp = s["figures"][target]["hp"] - amount
        c = char_of(s, target)
        flow.emit(
            "damaged",
            {"figure": target, "amount": amount, "hp": max(hp, 0)},
            msg("say.damaged", figure=T.figure(target, c), amount=amount, hp=max(hp, 0)),
        )
        if hp <= 0:  # SWM-9.4
            flow.emit("defeated", {"figure": target}, msg("say.defeated", figure=T.figure(target, c)))
    flow.emit("attack_done", {"pending": None}, None)
    if check_victory(flow):
        return
    then = a["then"]
    if then is not None:  # an attack of opportunity: the move goes on (SWM-11.2)
        resume_move(flow, then)
    else:
        after_step(flow)


def resume_move(flow: Flow, then: Mapping[str, Any]) -> None:
    s = flow.state
    fid = then["mover"]
    if s["figures"][fid]["defeated"]:
        end_turn(flow)
        return
    cands = [e for e in then["cands"] if not s["figures"][e]["defeated"]]
    if cands:
        pending = {
            "kind": "aoo",
            "seat": s["figures"][cands[0]]["side"],
            "mover": fid,
            "rest": then["rest"],
            "cands": cands,
        }
        flow.emit("awaits", {"pending": pending}, None)
        return
    rest = [(q[0], q[1]) for q in then["rest"]]
    walk(flow, fid, rest, 0)


def take_aoo(flow: Flow, by: str) -> None:
    """SWM-11: one normal attack (no combined fire, no extra attacks, no ability replacing attacks)."""
    p = flow.state["pending"]
    then = {"mover": p["mover"], "rest": p["rest"], "cands": [c for c in p["cands"] if c != by]}
    roll_attack(flow, by, p["mover"], (), False, True, then)


def check_attack(state: Mapping[str, Any], action: Mapping[str, Any]) -> tuple[str, list[str], bool]:
    """(target, helpers, cover) of an attack action; RuleError naming the rule otherwise."""
    fid = _turn(state)["figure"]
    if not attacks_left(state):
        raise T.rule_error("err.no_attack", "SWM-5.1")
    legal = dict(targets(state, fid))
    target = action.get("target")
    if target not in legal:
        shown = ", ".join(legal) or "-"
        raise T.rule_error("err.target", "SWM-7", target=str(target)[:20], allowed=shown)
    wanted = action.get("helpers", [])
    if not isinstance(wanted, list) or len(wanted) > 40:
        raise T.rule_error("err.helpers_form", "SWM-10")
    ok = helpers(state, fid, str(target))
    bad = [str(h)[:20] for h in wanted if h not in ok]
    if bad or len(set(wanted)) != len(wanted):
        raise T.rule_error("err.helpers", "SWM-10.1", bad=", ".join(bad) or "-", allowed=", ".join(ok) or "-")
    return str(target), [h for h in state["order"] if h in wanted], legal[str(target)]


def adjacent_enemies(state: Mapping[str, Any], fid: str) -> list[str]:
    return [e for e in enemies(state, fid) if adjacent(state, fid, e)]


__all__ = ["attack_values", "check_attack", "plan_move", "walk"]
