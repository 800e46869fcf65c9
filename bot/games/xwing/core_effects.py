"""The rulebook's own effects, registered in the same hook windows card abilities use.

Actions (perform_action): focus, evade, target lock, barrel roll. Attack modifications (modify_attack_dice):
target-lock reroll, focus. Defense modifications (modify_defense_dice): focus, evade token.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from bot.core.dice import Die, Pool, RerollError, load_dice
from bot.core.protocol import RuleError
from bot.core.texts import msg, quoted
from bot.games.xwing import hooks as H
from bot.games.xwing import space
from bot.games.xwing.content import ship_type
from bot.games.xwing.flow import Flow, fielded
from bot.games.xwing.geometry.reasons import Why
from bot.games.xwing.memo import remember
from bot.games.xwing.names import ship_name
from bot.games.xwing.state import attack, other
from bot.games.xwing.texts import SHIP, counted_faces, english, rule_error, ship_text, token_msg
from bot.games.xwing.whys import why_msg

R_LOCK = "Target lock (rulebook p.10): an enemy at range 1-3, measured in any direction"
R_ROLL = "Barrel roll (rulebook p.9): the straight-1 template on the left or right side; no overlap"
SLIDES = (-20.0, 0.0, 20.0)


def _tok(flow: Flow, sid: str, token: str, delta: int, say: Any) -> None:
    flow.emit("tokens", ship=sid, token=token, value=max(0, flow.ship(sid)["tokens"][token] + delta), say=say)


# --- actions --------------------------------------------------------------------------------------------------------
@lru_cache(maxsize=1024)
def _token_action(sid: str, seat: str, token: str) -> H.Effect:
    """Focus or evade for a ship, built once per (ship, seat, token): the effect and its apply depend on nothing
    else, and every action prompt offers them (frozen, shared)."""

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        _tok(flow, sid, token, +1, msg("say.takes_token", ship=ship_name(flow.ship(sid)), token=token_msg(token)))

    return H.Effect(token, token.title(), seat, apply, counts_as=token, texts={"": msg(f"effect.{token}")})


def lock_targets(state: dict[str, Any], sid: str) -> list[str]:
    ship = state["ships"][sid]
    current = ship["lock"]["target"] if ship["lock"] else None
    out = []
    for t in fielded(state, other(ship["seat"])):
        tgt = state["ships"][t]
        if t != current and _distance(ship["pose"], ship["base"], tgt["pose"], tgt["base"]) <= 300.0 + 1e-9:
            out.append(t)
    return out


def _distance(a: space.PoseJ, a_size: str, b: space.PoseJ, b_size: str) -> float:
    """`space.base_distance`, kept per pair of bases (by value: 50 and 50.0 are one place): every action prompt of
    a ship that locks measures it to each enemy, and measuring was most of such a prompt's build."""
    try:
        key = (a["x"], a["y"], a["heading"], a_size, b["x"], b["y"], b["heading"], b_size)
        hit = _DISTANCES.get(key)
    except TypeError:  # a pose that is not plain numbers: measured afresh
        return space.base_distance(a, a_size, b, b_size)
    if hit is None:
        hit = remember(_DISTANCES, 4096, key, space.base_distance(a, a_size, b, b_size))
    return hit


_DISTANCES: dict[Any, float] = {}


def acquire_lock(flow: Flow, sid: str, target: str) -> None:
    s = flow.s
    ship = flow.ship(sid)
    if ship["lock"]:
        flow.emit("lock_removed", ship=sid)  # a ship holds one lock: the old one moves to the new target
    letter = _letter(s["next_lock"])
    flow.emit(
        "lock_acquired",
        ship=sid,
        target=target,
        letter=letter,
        say=msg("say.locks", ship=ship_name(ship), target=ship_name(flow.ship(target)), letter=letter),
    )


def _letter(n: int) -> str:
    letters = ""
    n += 1
    while n:
        n, r = divmod(n - 1, 26)
        letters = chr(65 + r) + letters
    return letters


def _lock_action(state: dict[str, Any], sid: str, seat: str) -> H.Effect | None:
    targets = lock_targets(state, sid)
    if not targets:
        return None

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        t = action.get("target")
        lockable = lock_targets(flow.s, sid)
        if t not in lockable:
            names = ", ".join(f"{x} ({flow.ship(x)['label']})" for x in lockable)
            what = msg("err.lock_name") if t is None else msg("err.lock_cannot", ship=quoted(t))
            raise rule_error(msg("err.lock", what=what, names=names), R_LOCK)
        acquire_lock(flow, sid, t)

    said = {t: ship_text("opt.lock", state["ships"][t], ship=SHIP) for t in targets}  # (English, message)
    opts = tuple((t, said[t][0], {"target": t}) for t in targets)
    texts = {"": msg("effect.target_lock"), **{t: m for t, (_e, m) in said.items()}}
    return H.Effect("target_lock", "Target lock", seat, apply, opts, counts_as="target_lock", texts=texts)


def _others(state: dict[str, Any], sid: str) -> dict[str, tuple[dict[str, float], str]]:
    return {
        o: (sh["pose"], sh["base"])
        for o, sh in state["ships"].items()
        if o != sid and not sh["destroyed"] and sh["pose"] is not None
    }


def _roll_action(state: dict[str, Any], sid: str, seat: str) -> H.Effect | None:
    ship = state["ships"][sid]
    legal = space.barrel_rolls(ship["pose"], ship["base"], _others(state, sid), state["obstacles"])
    if not legal:
        return None
    return _roll_effect(sid, seat, tuple((side, name, type(sl), sl) for side, name, sl, _ in legal))


@lru_cache(maxsize=1024)
def _roll_effect(sid: str, seat: str, legal: tuple[tuple[str, str, type, float], ...]) -> H.Effect:
    """The barrel roll of a ship with these legal rolls, built once: its apply checks the roll asked for on the
    table as it then stands, so it depends on the ship alone (frozen, shared)."""

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        side, slide = action.get("side"), action.get("slide", 0.0)
        if side not in ("left", "right"):
            raise rule_error(msg("err.roll_side"), R_ROLL, "malformed")
        if not isinstance(slide, int | float) or isinstance(slide, bool) or not math.isfinite(slide):
            raise rule_error(msg("err.roll_slide"), R_ROLL, "malformed")
        sh = flow.ship(sid)
        assert sh["pose"] is not None  # only a deployed ship acts
        res = space.barrel_roll(sh["pose"], sh["base"], side, float(slide), _others(flow.s, sid), flow.s["obstacles"])
        if isinstance(res, Why):
            raise rule_error(msg("err.roll_illegal", why=why_msg(flow.s, res)), R_ROLL)
        flow.emit(
            "pose_changed",
            ship=sid,
            pose=res,
            say=msg(
                "say.barrel_roll_slide" if slide else "say.barrel_roll",
                ship=ship_name(sh),
                side=msg(f"side.{side}"),
                slide=f"{slide:+g}",
            ),
        )

    opts, texts = _roll_choices(legal)
    return H.Effect("barrel_roll", "Barrel roll", seat, apply, opts, counts_as="barrel_roll", texts=texts)


@lru_cache(maxsize=256)
def _roll_choices(
    legal: tuple[tuple[str, str, type, float], ...],
) -> tuple[tuple[tuple[str, str, dict[str, Any]], ...], dict[str, Any]]:
    """The barrel roll's options and labels for the legal (side, slide name, slide) rolls, built once per set of
    rolls (a few dozen sets, every action prompt of a ship that rolls: rendering them was most of its build). The
    slide's type is in the key: the payload keeps the number it was given. Shared, never edited."""
    labels = {
        f"{side}:{name}": msg(
            "opt.roll_slide" if sl else "opt.roll",
            side=msg(f"side.{side}"),
            where=msg(f"slide.{name}"),
            mm=f"{sl:+.1f}",
        )
        for side, name, _t, sl in legal
    }
    opts = tuple(
        (f"{side}:{name}", english(labels[f"{side}:{name}"]), {"side": side, "slide": sl})
        for side, name, _t, sl in legal
    )
    return opts, {"": msg("effect.barrel_roll"), **labels}


@H.HOOKS.provider(H.PERFORM_ACTION)
def ship_card_actions(state: dict[str, Any], ctx: H.Ctx) -> list[H.Effect]:
    sid = ctx["ship"]
    ship = state["ships"][sid]
    out: list[H.Effect] = []
    for name in ship_type(ship).actions:
        if name in ("focus", "evade"):
            out.append(_token_action(sid, ship["seat"], name))
        elif name == "target_lock":
            e = _lock_action(state, sid, ship["seat"])
            if e:
                out.append(e)
        elif name == "barrel_roll":
            e = _roll_action(state, sid, ship["seat"])
            if e:
                out.append(e)
    return out


# --- attack modifications -------------------------------------------------------------------------------------------
def _pool(state: dict[str, Any], which: str) -> Pool:
    """The attack's "attack" or "defense" dice."""
    a = attack(state)
    return Pool.from_json(a["attack_dice"] if which == "attack" else a["defense_dice"])


def _standing(state: dict[str, Any], seat: str, choice: str) -> bool:
    return bool(state["standing"][seat].get(choice))


@H.HOOKS.provider(H.MODIFY_ATTACK_DICE)
def attacker_tokens(state: dict[str, Any], ctx: H.Ctx) -> list[H.Effect]:
    a = H.attack_in(ctx)
    sid = a["attacker"]
    ship = state["ships"][sid]
    if ctx["seat"] != ship["seat"]:
        return []
    out: list[H.Effect] = []
    pool = _pool(state, "attack")
    lock = ship["lock"]
    if lock and lock["target"] == a["defender"] and not H.used(a, "attacker", "target_lock"):
        out.extend(_lock_reroll(state, sid, pool))
    if ship["tokens"]["focus"] and pool.count("focus") and not H.used(a, "attacker", "focus"):
        out.append(_spend_focus(sid, ship["seat"], "attack"))
    return out


# pool -> (what its focus results become, the sentence, the standing choice that spends it by itself)
FOCUS_INTO = {
    "attack": ("hit", "say.spend_focus_hit", "spend_focus_attack"),
    "defense": ("evade", "say.spend_focus_evade", "spend_focus_defense"),
}


def _spend_focus(sid: str, seat: str, pool: str) -> H.Effect:
    """Spend a focus token: every focus result of the ship's own pool becomes a hit (attack) or an evade
    (defense)."""
    into, say, standing = FOCUS_INTO[pool]

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        p = _pool(flow.s, pool)
        n = p.change_all("focus", into)
        _tok(flow, sid, "focus", -1, msg(say, ship=ship_name(flow.ship(sid)), n=n))
        flow.emit("dice", pool=pool, dice=p.to_json())

    return H.Effect(
        "focus",
        f"Spend focus: all focus results become {into}s",
        seat,
        apply,
        auto=lambda st: {} if _standing(st, seat, standing) else None,
        texts={"": msg(f"effect.{standing}")},
    )


def _lock_reroll(state: dict[str, Any], sid: str, pool: Pool) -> list[H.Effect]:
    ship = state["ships"][sid]
    free = [i for i, d in enumerate(pool.dice) if not d.rerolled and not d.cancelled]
    blanks = [i for i in free if pool.dice[i].face == "blank"]
    weak = [i for i in free if pool.dice[i].face in ("blank", "focus")]
    if not weak:
        return []  # rerolling hits or crits never helps: the lock is kept for later
    opts: list[tuple[str, str, dict[str, Any]]] = []
    texts: dict[str, Any] = {"": msg("effect.lock_reroll")}
    if blanks:
        texts["blanks"] = msg("opt.reroll_blanks", n=len(blanks))
        opts.append(("blanks", english(texts["blanks"]), {"dice": blanks}))
    if weak != blanks:
        texts["weak"] = msg("opt.reroll_weak", n=len(weak))
        opts.append(("weak", english(texts["weak"]), {"dice": weak}))

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        dice = action.get("dice")
        if not isinstance(dice, list) or not dice or not all(isinstance(i, int) for i in dice):
            raise rule_error(msg("err.reroll_numbers"), "Target lock", "malformed")
        p = _pool(flow.s, "attack")
        key = f"r{flow.s['round']}:attack:{sid}:lock"
        try:
            p.reroll(dice, load_dice("xwing")["attack"], flow.chance.rng(key))
        except RerollError as exc:
            raise RuleError(str(exc), "Dice: a die may be rerolled at most once per attack") from None
        flow.emit(
            "lock_removed",
            ship=sid,
            say=msg(
                "say.lock_reroll",
                ship=ship_name(flow.ship(sid)),
                n=len(dice),
                faces=counted_faces(p.faces()),
            ),
        )
        flow.emit("dice", pool="attack", dice=p.to_json())

    auto_dice = blanks if ship["tokens"]["focus"] and _standing(state, ship["seat"], "spend_focus_attack") else weak

    def auto(st: dict[str, Any]) -> dict[str, Any] | None:
        return {"dice": auto_dice} if auto_dice and _standing(st, ship["seat"], "reroll_with_lock") else None

    return [
        H.Effect("target_lock", "Spend target lock to reroll", ship["seat"], apply, tuple(opts), auto=auto, texts=texts)
    ]


# --- defense modifications ------------------------------------------------------------------------------------------
@H.HOOKS.provider(H.MODIFY_DEFENSE_DICE)
def defender_tokens(state: dict[str, Any], ctx: H.Ctx) -> list[H.Effect]:
    a = H.attack_in(ctx)
    sid = a["defender"]
    ship = state["ships"][sid]
    if ctx["seat"] != ship["seat"]:
        return []
    atk, dfn = _pool(state, "attack"), _pool(state, "defense")
    threat = atk.count("hit") + atk.count("crit") - dfn.count("evade")
    if threat <= 0:
        return []  # every hit is already cancelled: spending a token changes nothing
    out: list[H.Effect] = []
    if ship["tokens"]["focus"] and dfn.count("focus") and not H.used(a, "defender", "focus"):
        out.append(_spend_focus(sid, ship["seat"], "defense"))
    if ship["tokens"]["evade"] and not H.used(a, "defender", "evade"):

        def spend_evade(flow: Flow, action: dict[str, Any]) -> None:
            p = _pool(flow.s, "defense")
            p.dice.append(Die("defense", "evade", added=True))
            _tok(flow, sid, "evade", -1, msg("say.spend_evade", ship=ship_name(flow.ship(sid))))
            flow.emit("dice", pool="defense", dice=p.to_json())

        out.append(
            H.Effect(
                "evade",
                "Spend evade token: add one evade",
                ship["seat"],
                spend_evade,
                auto=lambda st: {} if _standing(st, ship["seat"], "spend_evade") else None,
                texts={"": msg("effect.spend_evade")},
            )
        )
    return out


STANDING_CHOICES = {
    "spend_focus_attack": "When attacking, always spend focus if it turns a die into a hit",
    "spend_focus_defense": "When defending, always spend focus if it turns a die into an evade that matters",
    "spend_evade": "When defending, always spend an evade token while a hit is uncancelled",
    "reroll_with_lock": "When attacking the locked ship, always spend the lock to reroll blanks (and focus "
    "results unless focus will be spent)",
    "attack_single_target": "In combat, attack automatically when only one target is legal",
}
