"""The prompts of the pending decision: one builder per pending kind, registered in PROMPTS.

Cards and missions add their own kinds in `hooks.EXTRA_DECISIONS` (builder, handler) with the same builder
signature; the handlers that take a seat's answer are in answers.py. Every prompt has a default. A prompt with a
single option is never shown: `decisions.autoresolve` answers it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import orjson

from bot.core.protocol import Option, Prompt
from bot.core.texts import msg
from bot.games.xwing import hooks as H
from bot.games.xwing import planning, rules, space
from bot.games.xwing.content import maneuver_parts, ship_type
from bot.games.xwing.flow import piloted
from bot.games.xwing.memo import remember
from bot.games.xwing.names import ship_name
from bot.games.xwing.state import Pending, attack
from bot.games.xwing.texts import (
    SHIP,
    counted_faces,
    diff_msg,
    english,
    maneuver_msg,
    option,
    prompt_texts,
    ship_text,
    spot_options,
)

DEPLOY_X = tuple(round(57.15 * (i + 1), 2) for i in range(15))  # 15 spots 57 mm apart: room for a 100-point swarm
# (state, hooks, pending decision) -> the prompts it shows
PromptBuilder = Callable[[dict[str, Any], H.Hooks, Pending], list[Prompt]]


def build_prompts(state: dict[str, Any], hooks: H.Hooks) -> list[Prompt]:
    p = state.get("pending")
    if p is None or state["phase"] == "over":
        return []
    kind = p["kind"]
    build = PROMPTS.get(kind)
    if build is not None:
        return build(state, hooks, p)
    if kind in H.EXTRA_DECISIONS:
        return list(H.EXTRA_DECISIONS[kind][0](state, hooks, p))
    raise AssertionError(f"unknown pending decision {kind!r}")


def option_prompts(state: dict[str, Any], hooks: H.Hooks) -> list[Prompt]:
    """`build_prompts` as `decisions.autoresolve` reads them, for their options only: the planning prompts come
    without their dial default, which flies the dial's maneuvers on the table (most of a planning build; the
    engine's own build right after computes it once)."""
    p = state.get("pending")
    if p is not None and p["kind"] == "planning" and state["phase"] != "over":
        return _planning(state, hooks, p, defaults=False)
    return build_prompts(state, hooks)


def _planning(state: dict[str, Any], hooks: H.Hooks, p: Pending, defaults: bool = True) -> list[Prompt]:
    rnd = state["round"]
    out = []
    for sid in piloted(state):
        if sid in state["commitments"]:
            continue
        ship = state["ships"][sid]
        row, ranked, ids = _ship_dial(state, hooks, sid)
        english_text, text = ship_text(
            "prompt.dial_stressed" if ship["tokens"]["stress"] else "prompt.dial", ship, round=rnd, ship=SHIP
        )
        out.append(
            Prompt(
                ship["seat"],
                "dial",
                english_text,
                f"r{rnd}:dial:{sid}",
                row,
                secret=True,
                default=_first_staying(ranked, state, sid, ids).action if defaults else None,
                context={"ship": sid, **prompt_texts(text)},
            )
        )
    return out


def _obstacle(state: dict[str, Any], hooks: H.Hooks, p: Pending) -> list[Prompt]:
    spots, where = obstacle_options(state)
    n = len(state["obstacles"])
    text = msg("prompt.obstacle", n=n + 1)
    return [
        Prompt(
            p["seat"],
            "obstacle",
            english(text),
            f"setup:obstacle:{n}",
            spots,
            default=spots[0].action if spots else None,
            context={**prompt_texts(text), **where},
        )
    ]


def _edge(state: dict[str, Any], hooks: H.Hooks, p: Pending) -> list[Prompt]:
    edges = (
        option("south", msg("opt.edge_south"), {"kind": "edge", "edge": "south"}),
        option("north", msg("opt.edge_north"), {"kind": "edge", "edge": "north"}),
    )
    text = msg("prompt.edge")
    return [
        Prompt(
            p["seat"], "edge", english(text), "setup:edge", edges, default=edges[0].action, context=prompt_texts(text)
        )
    ]


def _deploy(state: dict[str, Any], hooks: H.Hooks, p: Pending) -> list[Prompt]:
    sid = p["ship"]
    rows = deploy_rows(state, sid, hooks)
    spots, central = _deploy_spots(state, sid, hooks, rows["rows"])
    ship = state["ships"][sid]
    english_text, text = ship_text(rows["text"], ship, ship=SHIP, skill=ship["skill"])
    return [
        Prompt(
            p["seat"],
            "deploy",
            english_text,
            f"setup:deploy:{sid}",
            spots,
            default=central.action if central else None,
            context={"ship": sid, **prompt_texts(text)},
        )
    ]


def _stress_choice(state: dict[str, Any], hooks: H.Hooks, p: Pending) -> list[Prompt]:
    sid = p["ship"]
    stress_opts = tuple(
        Option(o.id, o.label, {"kind": "choose_maneuver", "maneuver": o.id}, o.group, o.style, texts=o.texts)
        for o in _dial_options(state, hooks, sid, rules.non_red(state, hooks, sid))
    )
    ship = state["ships"][sid]
    english_text, text = ship_text("prompt.stress_choice", ship, ship=SHIP)
    return [
        Prompt(
            p["seat"],
            "stress_choice",
            english_text,
            f"r{state['round']}:stress:{sid}",
            stress_opts,
            default=_default_maneuver(stress_opts, state, sid).action,
            context={"ship": sid, **prompt_texts(text)},
        )
    ]


def _action(state: dict[str, Any], hooks: H.Hooks, p: Pending) -> list[Prompt]:
    sid = p["ship"]
    free = bool(p.get("free"))
    opts: list[Option] = []
    for e in rules.action_effects(state, hooks, sid, free):
        opts.extend(_effect_options(e, "action"))
    opts.append(option("skip", msg("opt.skip"), {"kind": "action", "effect": "skip"}))
    ship = state["ships"][sid]
    english_text, text = ship_text("prompt.free_action" if free else "prompt.action", ship, ship=SHIP)
    granted = [f for f in state["free_actions"] if f["ship"] == sid]
    if not free and granted:
        # e.g. Night Beast after a green maneuver: say it before the normal action, or focus would be taken twice
        names = [msg(f"effect.{a}") for f in granted for a in (f["actions"] or [])]
        text = msg("prompt.action_then_free", ship=ship_name(ship), actions=names or msg("free.any"))
        english_text = english(text)
    return [
        Prompt(
            p["seat"],
            "action",
            english_text,
            f"r{state['round']}:action:{sid}:{len(ship['actions_done'])}",
            tuple(opts),
            default=opts[0].action,
            context={"ship": sid, **prompt_texts(text)},
        )
    ]


def _target_option(state: dict[str, Any], t: str, w: str, wg: dict[str, Any]) -> Option:
    if w == "primary":
        label = msg("opt.attack", ship=ship_name(state["ships"][t]), terms=_attack_terms(wg, True))
        return option(t, label, {"kind": "attack", "target": t})
    label = msg(
        "opt.attack_with",
        ship=ship_name(state["ships"][t]),
        weapon=str(wg.get("weapon_name", w)),
        terms=_attack_terms(wg, False),
    )
    return option(f"{t}:{w}", label, {"kind": "attack", "target": t, "weapon": w})


def _target(state: dict[str, Any], hooks: H.Hooks, p: Pending) -> list[Prompt]:
    sid = p["ship"]
    targets = rules.legal_targets(state, hooks, sid)
    opts = [_target_option(state, t, w, wg) for t, g in targets.items() for w, wg in g["weapons"].items()]
    for e in hooks.effects(H.COMBAT_ALTERNATIVES, state, {"ship": sid}):
        opts.extend(_effect_options(e, "combat_alt"))
    opts.append(option("pass", msg("opt.pass"), {"kind": "pass"}))
    opts += [
        option(f"first:{o}", msg("opt.first", ship=ship_name(state["ships"][o])), {"kind": "attack_order", "ship": o})
        for o in p.get("others", [])
    ]
    english_text, text = ship_text("prompt.target", state["ships"][sid], ship=SHIP)
    return [
        Prompt(
            p["seat"],
            "target",
            english_text,
            f"r{state['round']}:target:{sid}",
            tuple(opts),
            default=opts[0].action,
            context={"ship": sid, **prompt_texts(text)},
        )
    ]


def _modify(state: dict[str, Any], hooks: H.Hooks, p: Pending) -> list[Prompt]:
    seat = p["seat"]
    opts: list[Option] = []
    for e in rules.mod_effects(state, hooks, p["window"], seat):
        opts.extend(_effect_options(e, "modify"))
    opts.append(option("done", msg("opt.done"), {"kind": "modify", "effect": "done"}))
    a = attack(state)
    text = _modify_msg(state, p["window"])
    return [
        Prompt(
            seat,
            "modify",
            english(text),
            f"r{state['round']}:{p['window']}:{a['attacker']}:{len(a['used'])}",
            tuple(opts),
            default=opts[-1].action,
            context={
                "attacker": a["attacker"],
                "defender": a["defender"],
                "window": p["window"],
                **prompt_texts(text),
            },
        )
    ]


PROMPTS: dict[str, PromptBuilder] = {
    "planning": _planning,
    "obstacle": _obstacle,
    "edge": _edge,
    "deploy": _deploy,
    "stress_choice": _stress_choice,
    "action": _action,
    "target": _target,
    "modify": _modify,
}


def _dial_options(state: dict[str, Any], hooks: H.Hooks, sid: str, only: list[str] | None = None) -> tuple[Option, ...]:
    return _dial_row(*_dial_key(state, hooks, sid, only))


def _dial_key(
    state: dict[str, Any], hooks: H.Hooks, sid: str, only: list[str] | None = None
) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """What a ship's dial options are a function of: the ship, the maneuvers offered and their difficulties."""
    offered = rules.dial_of(state, hooks, sid)
    if only is not None:
        offered = [m for m in offered if m in only]
    return sid, tuple(offered), tuple(rules.difficulties(state, hooks, sid, offered))


def _ship_dial(
    state: dict[str, Any], hooks: H.Hooks, sid: str
) -> tuple[tuple[Option, ...], tuple[Option, ...], tuple[str, ...]]:
    """`_dial_ranked` of the ship's dial now. Most dials are the printed one in full at its printed colours (no card
    or mission changes them): those are kept per ship and ship type, so the maneuvers are neither filtered nor
    coloured one by one, and the look-up's key is two strings, not the whole dial."""
    ship = state["ships"][sid]
    printed = ship_type(ship).dial
    offered = hooks.value(H.DIAL, state, {"ship": sid}, list(printed))
    if offered == list(printed) and not hooks.ship_modifiers(H.MANEUVER_DIFFICULTY, state, sid):
        return _printed_dial(sid, ship["ship_type"])
    return _dial_ranked(*_dial_key(state, hooks, sid))


@lru_cache(maxsize=2048)
def _printed_dial(sid: str, type_id: str) -> tuple[tuple[Option, ...], tuple[Option, ...], tuple[str, ...]]:
    dial = ship_type({"ship_type": type_id}).dial
    return _dial_ranked(sid, tuple(dial), tuple(str(colour) for colour in dial.values()))


@lru_cache(maxsize=2048)
def _dial_row(sid: str, maneuvers: tuple[str, ...], diffs: tuple[str, ...]) -> tuple[Option, ...]:
    """A dial's options, kept whole per (ship, maneuvers, difficulties): one look-up instead of one per maneuver
    (the same frozen options, `_dial_option`'s)."""
    return tuple(_dial_option(sid, m, d) for m, d in zip(maneuvers, diffs, strict=True))


@lru_cache(maxsize=2048)
def _dial_ranked(
    sid: str, maneuvers: tuple[str, ...], diffs: tuple[str, ...]
) -> tuple[tuple[Option, ...], tuple[Option, ...], tuple[str, ...]]:
    """`_dial_row`'s options, then the same gentlest first (`_ranked`) and their ids: sorted once per dial, not
    once per planning prompt."""
    row = _dial_row(sid, maneuvers, diffs)
    ranked = _ranked(row)
    return row, ranked, tuple(o.id for o in ranked)


@lru_cache(maxsize=4096)
def _dial_option(sid: str, maneuver: str, diff: str) -> Option:
    """One dial option, built once per (ship, maneuver, difficulty): every planning prompt of a match offers the
    same few dozen, and rendering their labels was most of a prompt build. Options are frozen and never edited;
    the texts are the maneuver's, shared by every ship (`_dial_face`), so a ship holds little more than its action."""
    face = _dial_face(maneuver, diff)
    return Option(
        maneuver, face.label, {"kind": "dial", "ship": sid, "maneuver": maneuver}, face.group, diff, None, face.texts
    )


@lru_cache(maxsize=256)
def _dial_face(maneuver: str, diff: str) -> Option:
    """A maneuver's label, group and texts at a difficulty, whatever ship's dial offers it."""
    speed, _ = maneuver_parts(maneuver)
    return option(
        maneuver,
        msg("mv.with_diff", maneuver=maneuver_msg(maneuver), diff=diff_msg(diff)),
        {},
        group=msg("group.speed", speed=speed),
        style=diff,
    )


def _default_maneuver(options: tuple[Option, ...], state: dict[str, Any] | None = None, sid: str = "") -> Option:
    """The gentlest maneuver offered: one that keeps the ship on the mat (flown on the table as it stands, the
    planning picture's own outcomes), then green before white, then a straight, then the lowest speed. The deadline
    default never flies a ship off the mat at will.

    Flown lazily, gentlest first: usually the first one stays on the mat, so one maneuver is flown, not the dial."""

    return _first_staying(_ranked(options), state, sid)


def _ranked(options: tuple[Option, ...]) -> tuple[Option, ...]:
    return tuple(sorted(options, key=lambda o: _gentleness(o.id, o.style)))  # stable: ties keep the dial's order


def _first_staying(
    ranked: tuple[Option, ...], state: dict[str, Any] | None, sid: str, ids: tuple[str, ...] | None = None
) -> Option:
    """The first of `ranked` (whose ids are `ids`, when known) that keeps the ship on the mat, else the first."""
    if state is not None:
        first = planning.first_staying(state, sid, list(ids) if ids is not None else [o.id for o in ranked])
        if first is not None:
            return ranked[first]
    return ranked[0]


@lru_cache(maxsize=1024)
def _gentleness(maneuver: str, style: str | None) -> tuple[int, bool, int]:
    """Green before white before red, then a straight, then the lowest speed."""
    speed, bearing = maneuver_parts(maneuver)
    return ({"green": 0, "white": 1, "red": 2}.get(style or "", 3), bearing != "straight", speed)


def _attack_terms(geo: dict[str, Any], primary: bool) -> dict[str, Any]:
    """'range 1: +1 attack die', 'range 3, obstructed: +2 defense dice': what the range and obstacles give."""
    attack = 1 if primary and geo["range"] == 1 else 0
    defense = (1 if primary and geo["range"] == 3 else 0) + int(bool(geo["obstructed"]))
    text = msg("terms.range_obstructed" if geo["obstructed"] else "terms.range", range=geo["range"])
    bonus = [
        msg(f"bonus.{side}" + ("1" if n == 1 else "N"), n=n)
        for n, side in ((attack, "attack"), (defense, "defense"))
        if n
    ]
    return msg("terms.bonus", base=text, bonus=bonus) if bonus else text


def _effect_options(e: H.Effect, kind: str) -> list[Option]:
    """An effect's options: kept per everything they are built from (kind, id, label, choices and texts, by their
    JSON), since every action prompt offers the same few effects (focus, evade, a roll's slides, a lock on the
    same ships) and rendering their labels was most of its build. A key with a null in it (None, or NaN written
    as null) is built afresh, never kept, and so is one holding a subclass of str, int or dict, which orjson would
    write as its base type. The options are frozen and shared, like the dial's."""
    try:
        key = (kind, e.id, e.label, orjson.dumps((e.options, e.texts), option=orjson.OPT_PASSTHROUGH_SUBCLASS))
    except TypeError:  # not JSON data: afresh
        return _effect_options_afresh(e, kind)
    if b"null" in key[3]:
        return _effect_options_afresh(e, kind)
    hit = _EFFECT_OPTIONS.get(key)
    if hit is None:
        hit = remember(_EFFECT_OPTIONS, 1024, key, tuple(_effect_options_afresh(e, kind)))
    return list(hit)


_EFFECT_OPTIONS: dict[Any, tuple[Option, ...]] = {}


def _effect_options_afresh(e: H.Effect, kind: str) -> list[Option]:
    own = e.texts.get("")
    if not e.options:
        if own is not None:
            return [option(e.id, own, {"kind": kind, "effect": e.id})]
        return [Option(e.id, e.label, {"kind": kind, "effect": e.id})]
    out = []
    for suffix, label, payload in e.options:
        action = {"kind": kind, "effect": e.id, **payload}
        text = e.texts.get(suffix)
        if text is not None and own is not None:
            out.append(option(f"{e.id}:{suffix}", text, action, group=own))
        else:
            out.append(Option(f"{e.id}:{suffix}", label, action, group=e.label))
    return out


def _modify_msg(state: dict[str, Any], window: str) -> dict[str, Any]:
    """The modify prompt: who attacks whom, and the dice as they stand."""
    a = attack(state)
    att, dfn = ship_name(state["ships"][a["attacker"]]), ship_name(state["ships"][a["defender"]])

    def faces(pool: str) -> Any:
        dice = a["attack_dice"] if pool == "attack" else a["defense_dice"]
        return counted_faces([d["face"] for d in dice if not d.get("cancelled")])

    dice = (
        msg("dice.attack_defense", attack=faces("attack"), defense=faces("defense"))
        if window == "defense"
        else msg("dice.attack", attack=faces("attack"))
    )
    return msg("prompt.modify", attacker=att, defender=dfn, range=a["range"], dice=dice, window=msg(f"window.{window}"))


OBSTACLE_SPOTS = tuple((x, y) for y in (290.0, 457.2, 624.4) for x in (290.0, 457.2, 624.4))


def obstacle_options(state: dict[str, Any]) -> tuple[tuple[Option, ...], dict[str, Any]]:
    """The legal spots of the grid for the next asteroid, numbered as the picture shows them, and where they are."""
    n = len(state["obstacles"])
    shape = space.shapes()[n]
    spots = []
    for x, y in OBSTACLE_SPOTS:
        ob = space.obstacle_at(shape, x, y, 0.0, f"a{n + 1}")
        if space.obstacle_error(ob, state["obstacles"]) is None:
            where = msg("opt.area", where=area_name(x, y), x=round(x), y=round(y))
            spots.append((x, y, {"kind": "place_obstacle", "x": x, "y": y, "rotation": 0.0}, where))
    return spot_options(spots)


def deploy_rows(state: dict[str, Any], sid: str, hooks: H.Hooks = H.HOOKS) -> dict[str, Any]:
    """The rows the deploy prompt suggests spots along: the owner's edge, unless a mission zone moves them."""
    edge_row = [50.0, 0.0] if state["ships"][sid]["seat"] == "rebel" else [space.MAT - 50.0, 180.0]
    rows: dict[str, Any] = hooks.value(
        H.DEPLOY_ROWS, state, {"ship": sid}, {"rows": [edge_row], "text": "prompt.deploy"}
    )
    return rows


def deploy_options(state: dict[str, Any], sid: str, hooks: H.Hooks = H.HOOKS) -> tuple[Option, ...]:
    """Spots along each suggested row that pass the set-up zone check (a mission's zone included)."""
    return _deploy_spots(state, sid, hooks, deploy_rows(state, sid, hooks)["rows"])[0]


def _deploy_spots(
    state: dict[str, Any], sid: str, hooks: H.Hooks, rows: list[list[float]]
) -> tuple[tuple[Option, ...], Option | None]:
    """`deploy_options` along `rows` and the central one of them (the default). Without a mission's zone check,
    the spots are a function of the rows, the ship's base and side and the bases on the table (named as drawn,
    as `rules.deploy_errors` names them): kept per those, since every deploy prompt of a match checks the same 15
    spots a row against the ships placed so far."""
    if hooks.ship_modifiers(H.DEPLOY, state, sid):  # a mission's zone: asked afresh
        return _deploy_afresh(state, sid, hooks, rows)
    ship = state["ships"][sid]
    try:
        table = {state["ships"][o]["label"]: where for o, where in rules.others_of(state, sid).items()}
        key = (
            orjson.dumps(rows, option=orjson.OPT_PASSTHROUGH_SUBCLASS),  # exact: y=50 (int) keeps its int
            ship["base"],
            ship["seat"],
            tuple(sorted((k, p["x"], p["y"], p["heading"], size) for k, (p, size) in table.items())),
        )
        hit = _DEPLOY_SPOTS.get(key)
    except (TypeError, orjson.JSONEncodeError):  # not plain JSON data (keys of other types, NaN...): afresh
        return _deploy_afresh(state, sid, hooks, rows)
    if hit is None:
        hit = remember(_DEPLOY_SPOTS, 1024, key, _deploy_afresh(state, sid, hooks, rows))
    return hit


_DEPLOY_SPOTS: dict[Any, tuple[tuple[Option, ...], Option | None]] = {}


def _deploy_afresh(
    state: dict[str, Any], sid: str, hooks: H.Hooks, rows: list[list[float]]
) -> tuple[tuple[Option, ...], Option | None]:
    spots = [(x, y, heading) for y, heading in rows for x in DEPLOY_X]
    errors = rules.deploy_errors(state, hooks, sid, [{"x": x, "y": y, "heading": h} for x, y, h in spots])
    options = tuple(_deploy_option(*spot) for spot, err in zip(spots, errors, strict=True) if err is None)
    return options, (_central(options) if options else None)


@lru_cache(maxsize=1024, typed=True)  # typed: a mission's row at y=50 (int) keeps its int in the action
def _deploy_option(x: float, y: float, heading: float) -> Option:
    """One deploy spot, built once (every deploy prompt of every match offers the same spots; frozen, never edited).
    Edge spots keep their ids and labels ("x457", "x = 457 mm (centre)")."""
    pose = {"x": x, "y": y, "heading": heading}
    if y in (50.0, space.MAT - 50.0):
        label = msg("opt.deploy", x=round(x), side=msg(f"where.{_side(x).replace(' ', '_')}"))
        return option(f"x{round(x)}", label, {"kind": "deploy", **pose})
    return option(f"{round(x)}-{round(y)}", msg("opt.at", x=round(x), y=round(y)), {"kind": "deploy", **pose})


def _side(x: float) -> str:
    """Where along the edge, as the board is drawn (the Rebel edge at the bottom, x from left to right)."""
    fifth = min(4, int(x / (space.MAT / 5)))
    return ("left", "left of centre", "centre", "right of centre", "right")[fifth]


def area_name(x: float, y: float) -> dict[str, Any]:
    """Where on the mat, as the board is drawn (the Rebel edge at the bottom)."""
    third = space.MAT / 3
    row = ("bottom", "middle", "top")[min(2, int(y / third))]
    col = ("left", "centre", "right")[min(2, int(x / third))]
    return msg("area.centre" if (row, col) == ("middle", "centre") else f"area.{row}_{col}")


def _central(options: tuple[Option, ...]) -> Option:
    """The free spot nearest the middle of the edge: the default placement (away from the corners)."""
    return min(options, key=lambda o: abs(float(o.action["x"]) - space.MAT / 2))
