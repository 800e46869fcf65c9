"""Who must decide what now: the prompts of each stage, every legal choice enumerated where it is finite."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from bot.core.protocol import Option, Prompt
from bot.core.texts import msg
from bot.games.swm import texts as T
from bot.games.swm import turn as TURN
from bot.games.swm.board import char_of
from bot.games.swm.flow import other, unactivated
from bot.games.swm.setup import deploy_squares, fixtures
from bot.games.swm.squads import SIDES
from bot.games.swm.targeting import helpers, targets

MAX_MOVE_OPTIONS = 100  # nearest first; farther squares can still be given exactly ({"kind": "move", "to": [x, y]})

State = Mapping[str, Any]


def _prompt(
    seat: str,
    kind: str,
    text: dict[str, Any],
    key: str,
    options: list[Option],
    secret: bool = False,
    context: Mapping[str, Any] | None = None,
) -> Prompt:
    default = dict(options[0].action) if options else None
    return Prompt(
        seat,
        kind,
        T.english(text),
        key,
        tuple(options),
        secret=secret,
        default=default,
        context={**(context or {}), **T.prompt_texts(text)},
    )


def _squads(state: State) -> list[Prompt]:
    out = []
    for seat in SIDES:
        if seat in state["locked"]:
            continue
        opts = [
            T.option(
                f"fixture:{name}",
                msg("opt.fixture", name=msg(f"fixture.{name}"), figures=len(squad["characters"])),
                {"kind": "squad", "fixture": name},
            )
            for name, squad in fixtures(state, seat)
        ]
        text = msg(
            "prompt.squad", side=T.side(seat), points=state["opts"]["points"], era=msg(f"era.{state['opts']['era']}")
        )
        out.append(_prompt(seat, "squad", text, f"squad:{seat}", opts, secret=True))
    return out


def _deploy(state: State) -> list[Prompt]:
    fid = next(f for f in state["order"] if state["figures"][f]["at"] is None)
    seat = state["figures"][fid]["side"]
    c = char_of(state, fid)
    opts = [T.option("auto", msg("opt.place_auto", side=T.side(seat)), {"kind": "place_auto"})]
    for sq in deploy_squares(state, fid):
        opts.append(
            T.option(
                f"at:{T.square(sq)}",
                msg("opt.square", at=T.square(sq)),
                {"kind": "place", "figure": fid, "at": list(sq)},
            )
        )
    text = msg("prompt.deploy", figure=T.figure(fid, c), side=T.side(seat))
    return [_prompt(seat, "deploy", text, f"deploy:{fid}", opts, context={"figure": fid})]


def _first(state: State) -> list[Prompt]:
    ini = state["initiative"]
    seat = ini["winner"]
    opts = [
        T.option("me", msg("opt.first_me"), {"kind": "first", "seat": seat}),
        T.option("other", msg("opt.first_other", side=T.side(other(seat))), {"kind": "first", "seat": other(seat)}),
    ]
    light, dark = ini["rolls"][-1]
    text = msg("prompt.first", round=state["round"], light=light, dark=dark)
    return [_prompt(seat, "first", text, f"r{state['round']}:first", opts)]


def _activate(state: State) -> list[Prompt]:
    ph = state["phase"]
    seat = ph["seat"]
    opts = []
    for fid in unactivated(state, seat):
        c = char_of(state, fid)
        f = state["figures"][fid]
        opts.append(
            T.option(
                fid,
                msg("fig", name=T.figure(fid, c)),
                {"kind": "activate", "figure": fid},
                detail=msg("opt.fig_detail", hp=f["hp"], force=f["force"], at=T.square(f["at"])),
            )
        )
    text = msg("prompt.activate", round=state["round"], left=ph["left"], side=T.side(seat))
    key = f"r{state['round']}:p{ph['number']}:{ph['left']}"
    return [_prompt(seat, "activate", text, key, opts)]


@cache
def _move_option(sq: tuple[int, int], cost: int) -> Option:
    """Options are immutable: the same square and cost give the same option (labels rendered once)."""
    name = T.square(sq)
    return T.option(f"move:{name}", msg("opt.move", at=name, cost=cost), {"kind": "move", "to": list(sq)})


def _turn(state: State) -> list[Prompt]:
    t = state["turn"]
    fid = t["figure"]
    seat = state["figures"][fid]["side"]
    c = char_of(state, fid)
    opts: list[Option] = []
    if TURN.attacks_left(state):
        for target, cover in targets(state, fid):
            tc = char_of(state, target)
            label = msg("opt.attack_cover" if cover else "opt.attack", target=T.figure(target, tc))
            opts.append(T.option(f"attack:{target}", label, {"kind": "attack", "target": target}, style="danger"))
            helping = helpers(state, fid, target)
            if helping:
                label = msg("opt.attack_cf", target=T.figure(target, tc), n=len(helping), helpers=", ".join(helping))
                opts.append(
                    T.option(
                        f"attack:{target}+cf",
                        label,
                        {"kind": "attack", "target": target, "helpers": helping},
                        style="danger",
                    )
                )
    if "fury" in c["force_powers"] and TURN.may_fury(state):
        opts.append(T.option("fury", msg("opt.fury"), {"kind": "power", "power": "fury"}))
    dest = TURN.destinations(state)
    if dest and TURN.may_force_move(state):
        opts.append(T.option("force_move", msg("opt.force_move"), {"kind": "force_move"}))
    near = sorted(dest.items(), key=lambda kv: (kv[1], kv[0][1], kv[0][0]))[:MAX_MOVE_OPTIONS]
    opts.extend(_move_option(sq, cost) for sq, cost in near)
    if t["acted"] or state["opts"]["rules"]["A-7"] or not opts:
        opts.append(T.option("end", msg("opt.end"), {"kind": "end"}))
    budget = TURN.move_budget(state)
    text = msg(
        "prompt.turn",
        figure=T.figure(fid, c),
        hp=state["figures"][fid]["hp"],
        force=state["figures"][fid]["force"],
        budget=max(budget, 0),
        at=T.square(state["figures"][fid]["at"]),
    )
    key = f"t{state['turn_no']}:{state['seq']}"
    prompt = _prompt(seat, "turn", text, key, opts, context={"figure": fid})
    # the deadline's default ends the turn rather than attacking or moving for the player (when passing is allowed)
    ending = {"kind": "end"}
    return [
        Prompt(
            prompt.seat,
            prompt.kind,
            prompt.text,
            prompt.key,
            prompt.options,
            default=ending if any(o.action == ending for o in opts) else dict(opts[0].action),
            context=prompt.context,
        )
    ]


def _aoo(state: State, p: Mapping[str, Any]) -> list[Prompt]:
    mover = p["mover"]
    mc = char_of(state, mover)
    opts = [
        T.option(
            f"aoo:{e}", msg("opt.aoo", figure=T.figure(e, char_of(state, e))), {"kind": "aoo", "by": e}, style="danger"
        )
        for e in p["cands"]
    ]
    opts.append(T.option("pass", msg("opt.aoo_pass"), {"kind": "aoo_pass"}))
    text = msg("prompt.aoo", mover=T.figure(mover, mc), at=T.square(p["rest"][0]))
    prompt = _prompt(p["seat"], "aoo", text, f"t{state['turn_no']}:aoo:{state['seq']}", opts)
    return [
        Prompt(
            prompt.seat,
            prompt.kind,
            prompt.text,
            prompt.key,
            prompt.options,
            default={"kind": "aoo_pass"},
            context=prompt.context,
        )
    ]


def _reroll(state: State, p: Mapping[str, Any]) -> list[Prompt]:
    a = state["attack"]
    fid = p["figure"]
    opts = [
        T.option("keep", msg("opt.keep"), {"kind": "keep"}),
        T.option("reroll", msg("opt.reroll", force=state["figures"][fid]["force"]), {"kind": "reroll"}),
    ]
    text = msg(
        "prompt.reroll",
        figure=T.figure(fid, char_of(state, fid)),
        natural=a["natural"],
        total=a["natural"] + a["attack"],
        defense=a["defense"],
    )
    return [_prompt(p["seat"], "reroll", text, f"t{state['turn_no']}:reroll:{state['seq']}", opts)]


def _deflect(state: State, p: Mapping[str, Any]) -> list[Prompt]:
    fid = p["figure"]
    opts = [
        T.option("take", msg("opt.take"), {"kind": "take"}),
        T.option("deflect", msg("opt.deflect", force=state["figures"][fid]["force"]), {"kind": "deflect"}),
    ]
    a = state["attack"]
    text = msg(
        "prompt.deflect",
        figure=T.figure(fid, char_of(state, fid)),
        attacker=T.figure(a["attacker"], char_of(state, a["attacker"])),
    )
    return [_prompt(p["seat"], "deflect", text, f"t{state['turn_no']}:deflect:{state['seq']}", opts)]


PENDING: dict[str, Callable[[State, Mapping[str, Any]], list[Prompt]]] = {
    "aoo": _aoo,
    "reroll": _reroll,
    "deflect": _deflect,
}
STAGES: dict[str, Callable[[State], list[Prompt]]] = {
    "squads": _squads,
    "deploy": _deploy,
    "choose_first": _first,
    "activate": _activate,
    "turn": _turn,
}


def awaited(state: State) -> list[tuple[str, str]]:
    """(seat, prompt kind) of every open decision, without building the options (what `act` checks first)."""
    if state["stage"] == "over":
        return []
    p = state["pending"]
    if p is not None:
        return [(p["seat"], p["kind"])]
    stage = state["stage"]
    if stage == "squads":
        return [(seat, "squad") for seat in SIDES if seat not in state["locked"]]
    if stage == "deploy":
        fid = next(f for f in state["order"] if state["figures"][f]["at"] is None)
        return [(state["figures"][fid]["side"], "deploy")]
    if stage == "choose_first":
        return [(state["initiative"]["winner"], "first")]
    if stage == "activate":
        return [(state["phase"]["seat"], "activate")]
    if stage == "turn":
        return [(state["figures"][state["turn"]["figure"]]["side"], "turn")]
    return []


def prompts_for(state: State) -> list[Prompt]:
    if state["stage"] == "over":
        return []
    if state["pending"] is not None:
        return PENDING[state["pending"]["kind"]](state, state["pending"])
    build = STAGES.get(state["stage"])
    return build(state) if build else []
