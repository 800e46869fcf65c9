"""Who decides what now (prompts) and what each answer does (act), one builder and one handler per decision kind.

Secret decisions (the card played from hand and its side, the Total War cruiser) are `secret=True` prompts whose
answers are stored for that seat only; the public event of a card played back-up names no card (§10.2).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.core.chance import salted_hash
from bot.core.protocol import Action, Option, Prompt
from bot.games.starfighter import board as bd
from bot.games.starfighter import effects as fx
from bot.games.starfighter import flow
from bot.games.starfighter.catalogue import Catalogue
from bot.games.starfighter.context import Ctx
from bot.games.starfighter.state import catalogue
from bot.games.starfighter.texts import card_label, cruiser_name, refuse, text


def _prompt(
    seat: str, kind: str, key: str, options: list[Option], message: tuple[str, dict[str, Any]], **kw: Any
) -> Prompt:
    english, msg = message
    if "default" not in kw and options:  # at the deadline: the first option (cruiser, effect target, order)
        kw["default"] = dict(options[0].action)
    return Prompt(seat, kind, english, key, tuple(options), context={"texts": {"text": msg}}, **kw)


def _option(oid: str, action: Action, key: str, **params: Any) -> Option:
    label, message = text(key, **params)
    return Option(oid, label, action, texts={"label": message})


# -- cruisers -------------------------------------------------------------------------------------------------------


def cruiser_choices(s: Mapping[str, Any], seat: str) -> list[str]:
    """Training: Ares or Athena; Skirmish: any side, the second player not the other side of the first's board
    ([AMBIG-3]); Total War: any side ([AMBIG-16] default)."""
    cat = catalogue(s)
    if s["mode"] == "training":
        return [c for c in sorted(cat.cruisers) if cat.cruisers[c].get("training")]
    taken = s["players"][bd.other(s, seat)]["cruiser"]
    if s["mode"] == "skirmish" and taken:
        board = cat.cruisers[taken]["board"]
        return [c for c in sorted(cat.cruisers) if cat.cruisers[c]["board"] != board]
    return sorted(cat.cruisers)


def _cruiser_options(s: Mapping[str, Any], seat: str) -> list[Option]:
    cat = catalogue(s)
    out = []
    for c in cruiser_choices(s, seat):
        entry = cat.cruisers[c]
        icons = sum(len(x["draw"]) for x in entry["sectors"])
        rows = "/".join(str(x["rows"]) for x in entry["sectors"])
        out.append(
            _option(
                c,
                {"kind": "cruiser", "cruiser": c},
                "opt.cruiser",
                cruiser=cruiser_name(entry),
                armour=entry["armour"],
                icons=icons,
                rows=rows,
            )
        )
    return out


def _cruiser_prompts(s: Mapping[str, Any]) -> list[Prompt]:
    if s["mode"] == "total_war":
        return [
            _prompt(
                seat,
                "cruiser",
                f"cruiser:{seat}",
                _cruiser_options(s, seat),
                text("prompt.cruiser_secret"),
                secret=True,
            )
            for seat in s["seats"]
            if seat not in s["locked"]
        ]
    seat = s["first"] if not s["players"][s["first"]]["cruiser"] else bd.other(s, s["first"])
    return [_prompt(seat, "cruiser", f"cruiser:{seat}", _cruiser_options(s, seat), text("prompt.cruiser"))]


def _act_cruiser(ctx: Ctx, seat: str, action: Action) -> None:
    s = ctx.s
    choice = action.get("cruiser")
    allowed = cruiser_choices(s, seat)
    cat = catalogue(s)
    if choice not in allowed:
        names = [cruiser_name(cat.cruisers[c]) for c in allowed]
        raise refuse("err.cruiser", rule="§4 Setup", given=f"'{str(choice)[:40]}'", allowed=names)
    if s["mode"] != "total_war":
        ctx.emit(
            "cruiser",
            {"seat": seat, "cruiser": choice},
            say=("say.cruiser", {"seat": fx.seat_msg(seat), "cruiser": cruiser_name(cat.cruisers[choice])}),
        )
        return
    salt = ctx.chance.salt(f"cruiser:{seat}")
    ctx.emit("cruiser_secret", {"seat": seat, "cruiser": choice, "salt": salt}, visibility=seat)
    ctx.emit(
        "cruiser_locked",
        {"seat": seat, "commitment": salted_hash(choice, salt)},
        say=("say.cruiser_locked", {"seat": fx.seat_msg(seat)}),
    )
    if len(s["locked"]) == 2:
        picks = {x: s["secret"][x]["cruiser"] for x in s["seats"]}
        salts = {x: s["secret"][x]["salt"] for x in s["seats"]}
        names = [cruiser_name(cat.cruisers[picks[x]]) for x in s["seats"]]
        ctx.emit(
            "cruisers_revealed",
            {"picks": picks, "salts": salts},
            say=("say.cruisers_revealed", {"a": names[0], "b": names[1]}),
        )


# -- deployment -----------------------------------------------------------------------------------------------------


def half_parts(cat: Catalogue, half: Mapping[str, Any]) -> list[dict[str, Any]]:
    parts: list[dict[str, Any]] = []
    if half.get("fighters"):
        parts.append({"key": "part.fighters", "params": {"n": half["fighters"]}})
    parts += [fx.effect_msg(e) for e in half.get("effects", ())]
    if half.get("shields"):
        parts.append({"key": "part.shields", "params": {"n": half["shields"]}})
    if half.get("force_field"):
        parts.append({"key": "part.force_field", "params": {}})
    return parts or [{"key": "part.nothing", "params": {}}]


def card_detail(cat: Catalogue, card: str) -> dict[str, Any]:
    entry = cat.cards[card]
    return {
        "key": "card.detail",
        "params": {
            "level": entry["level"],
            "upper": half_parts(cat, entry["upper"]),
            "lower": half_parts(cat, entry["lower"]),
        },
    }


def _deploy_options(s: Mapping[str, Any], seat: str) -> list[Option]:
    cat = catalogue(s)
    out = [_option("pass", {"kind": "pass"}, "opt.pass")]
    for card in sorted(s["players"][seat]["hand"]):
        detail_msg = card_detail(cat, card)
        detail, _ = text(detail_msg["key"], **detail_msg["params"])
        for side in ("face", "back"):
            if flow.legal_sectors(s, cat, seat, card, side):
                label, message = text(f"opt.play_{side}", card=card_label(card), level=cat.cards[card]["level"])
                out.append(
                    Option(
                        f"{card}.{side}",
                        label,
                        {"kind": "choose", "card": card, "side": side},
                        group=card,
                        detail=detail,
                        texts={"label": message, "detail": detail_msg},
                    )
                )
    return out


def _sector_options(s: Mapping[str, Any], seat: str) -> list[Option]:
    chosen = s["selected"][seat]
    sectors = flow.legal_sectors(s, catalogue(s), seat, chosen["card"], chosen["side"])
    out = [
        _option(
            f"s{n + 1}",
            {"kind": "sector", "sector": n + 1},
            "opt.sector",
            sector=n + 1,
            level=len(s["players"][seat]["board"][n]),
        )
        for n in sectors
    ]
    return [*out, _option("cancel", {"kind": "cancel"}, "opt.cancel")]


def _deploy_prompts(s: Mapping[str, Any]) -> list[Prompt]:
    seat = s["turn"]
    key = f"r{s['round']}:deploy:{s['inst']}:{seat}"
    hand = len(s["players"][seat]["hand"])
    if seat in s["selected"]:
        chosen = s["selected"][seat]
        message = text(
            "prompt.sector", card=card_label(chosen["card"]), side={"key": f"side.{chosen['side']}", "params": {}}
        )
        return [
            _prompt(
                seat,
                "sector",
                key + ":sector",
                _sector_options(s, seat),
                message,
                secret=True,
                default={"kind": "cancel"},
            )
        ]
    message = text("prompt.deploy", round=s["round"], hand=hand)
    return [_prompt(seat, "deploy", key, _deploy_options(s, seat), message, secret=True, default={"kind": "pass"})]


def _play(ctx: Ctx, seat: str, card: str, side: str, sector: int) -> None:
    s = ctx.s
    inst = f"c{s['inst'] + 1}"
    where = {"sector": sector, "level": len(s["players"][seat]["board"][sector])}
    if side == "face":
        ctx.emit(
            "played",
            {"seat": seat, "inst": inst, "card": card, "side": side, **where},
            say=(
                "say.played_face",
                {"seat": fx.seat_msg(seat), "card": card_label(card), "sector": sector + 1, "level": where["level"]},
            ),
        )
        return
    ctx.emit("placed", {"seat": seat, "inst": inst, "card": card, "side": side, **where}, visibility=seat)
    ctx.emit(
        "played",
        {"seat": seat, "inst": inst, "side": side, **where},
        say=("say.played_back", {"seat": fx.seat_msg(seat), "sector": sector + 1, "level": where["level"]}),
    )


def _checked_play(s: Mapping[str, Any], seat: str, card: Any, side: Any) -> list[int]:
    hand = s["players"][seat]["hand"]
    if card not in hand:
        raise refuse(
            "err.not_in_hand", rule="§6.2 Deployment", card=str(card)[:20], hand=", ".join(sorted(hand)) or "-"
        )
    if side not in ("face", "back"):
        raise refuse("err.side", rule="§6.2 Deployment", side=f"'{str(side)[:20]}'")
    sectors = flow.legal_sectors(s, catalogue(s), seat, card, side)
    if not sectors:
        raise refuse(
            "err.no_sector", rule="§6.2 Deployment", card=card_label(card), level=catalogue(s).cards[card]["level"]
        )
    return sectors


def _act_deploy(ctx: Ctx, seat: str, action: Action) -> None:
    s = ctx.s
    kind = action.get("kind")
    if seat in s["passed"]:
        raise refuse("err.passed", rule="§6.2 Deployment")
    if kind == "pass":
        ctx.emit(
            "passed",
            {"seat": seat, "first": not s["passed"]},
            say=("say.passed", {"seat": fx.seat_msg(seat), "first": "yes" if not s["passed"] else "no"}),
        )
        return
    if kind not in ("choose", "play"):
        raise refuse("err.deploy_kind", rule="§6.2 Deployment", given=f"'{str(kind)[:20]}'")
    sectors = _checked_play(s, seat, action.get("card"), action.get("side"))
    card, side = str(action["card"]), str(action["side"])
    if kind == "play":
        sector = action.get("sector")
        if type(sector) is not int or sector - 1 not in sectors:
            raise refuse(
                "err.sector",
                rule="§6.2 Deployment",
                given=f"'{str(sector)[:10]}'",
                allowed=", ".join(str(x + 1) for x in sectors),
            )
        _play(ctx, seat, card, side, sector - 1)
    elif len(sectors) == 1:
        _play(ctx, seat, card, side, sectors[0])
    else:
        ctx.emit("selected", {"seat": seat, "card": card, "side": side}, visibility=seat)


def _act_sector(ctx: Ctx, seat: str, action: Action) -> None:
    s = ctx.s
    if action.get("kind") == "cancel":
        ctx.emit("unselected", {"seat": seat}, visibility=seat)
        return
    chosen = s["selected"][seat]
    sectors = flow.legal_sectors(s, catalogue(s), seat, chosen["card"], chosen["side"])
    sector = action.get("sector")
    if action.get("kind") != "sector" or type(sector) is not int or sector - 1 not in sectors:
        raise refuse(
            "err.sector",
            rule="§6.2 Deployment",
            given=f"'{str(sector)[:10]}'",
            allowed=", ".join(str(x + 1) for x in sectors),
        )
    _play(ctx, seat, chosen["card"], chosen["side"], sector - 1)


# -- battle: shift and direction -------------------------------------------------------------------------------------


def _shift_prompts(s: Mapping[str, Any]) -> list[Prompt]:
    seat = s["initiative"]
    names = {1: "opt.shift_left", 0: "opt.shift_none", -1: "opt.shift_right"}
    options = [_option(f"shift{by:+d}", {"kind": "shift", "by": by}, names[by]) for by in flow.shift_choices(s)]
    return [
        _prompt(
            seat,
            "shift",
            f"r{s['round']}:shift",
            options,
            text("prompt.shift", offset=s["offset"]),
            default={"kind": "shift", "by": 0},
        )
    ]


def _act_shift(ctx: Ctx, seat: str, action: Action) -> None:
    by = action.get("by")
    if action.get("kind") != "shift" or type(by) is not int or by not in flow.shift_choices(ctx.s):
        raise refuse(
            "err.shift", rule="§6.3.1 Initiative", allowed=", ".join(f"{x:+d}" for x in flow.shift_choices(ctx.s))
        )
    ctx.emit(
        "shifted",
        {"seat": seat, "by": by},
        say=("say.shifted", {"seat": fx.seat_msg(seat), "by": by, "offset": ctx.s["offset"] + by}),
    )


def _direction_prompts(s: Mapping[str, Any]) -> list[Prompt]:
    seat = s["initiative"]
    options = [_option(d, {"kind": "direction", "dir": d}, f"opt.{d}") for d in ("ltr", "rtl")]
    return [
        _prompt(
            seat,
            "direction",
            f"r{s['round']}:direction",
            options,
            text("prompt.direction"),
            default={"kind": "direction", "dir": "ltr"},
        )
    ]


def _act_direction(ctx: Ctx, seat: str, action: Action) -> None:
    d = action.get("dir")
    if action.get("kind") != "direction" or d not in ("ltr", "rtl"):
        raise refuse("err.direction", rule="§6.3.1 Initiative")
    # the first seat's left-to-right is ascending columns; the second seat sits facing it, so its own is descending
    ascending = (d == "ltr") == (seat == ctx.s["seats"][0])
    ctx.emit(
        "direction",
        {"seat": seat, "dir": d, "ascending": ascending},
        say=("say.direction", {"seat": fx.seat_msg(seat), "dir": {"key": f"opt.{d}", "params": {}}}),
    )


# -- effects ---------------------------------------------------------------------------------------------------------


def _effect_prompts(s: Mapping[str, Any]) -> list[Prompt]:
    eff = fx.next_effect(s)
    batch = s["pending"][-1]
    owner = batch["owner"]
    if eff is None:
        options = []
        for e in batch["effects"]:
            card = fx.describe(s, e["inst"])
            options.append(
                _option(
                    f"e{e['eid']}",
                    {"kind": "order", "eid": e["eid"]},
                    "opt.order",
                    effect=fx.effect_msg(e["effect"]),
                    card=card,
                )
            )
        return [
            _prompt(owner, "order", f"r{s['round']}:order:{batch['effects'][0]['eid']}", options, text("prompt.order"))
        ]
    card = fx.describe(s, eff["inst"])
    step = "dest" if "aim" in eff else "target"
    message = text(f"prompt.effect_{step}", effect=fx.effect_msg(eff["effect"]), card=card)
    return [_prompt(owner, "effect", f"r{s['round']}:effect:{eff['eid']}:{step}", fx.options(s, eff), message)]


def _act_order(ctx: Ctx, seat: str, action: Action) -> None:
    batch = ctx.s["pending"][-1]
    eids = [e["eid"] for e in batch["effects"]]
    if action.get("kind") != "order" or type(action.get("eid")) is not int or action.get("eid") not in eids:
        raise refuse("err.order", rule="§7.3 Order and chaining", allowed=", ".join(f"e{x}" for x in eids))
    ctx.emit("order", {"eid": action["eid"]})


def _act_effect(ctx: Ctx, seat: str, action: Action) -> None:
    s = ctx.s
    eff = fx.next_effect(s)
    assert eff is not None
    legal = fx.options(s, eff)
    given = {k: action.get(k) for k in ("kind", "card", "sector") if k in action}
    if not any(o.action == given for o in legal) or any(type(v) is bool for v in given.values()):
        raise refuse(
            "err.target",
            rule="§8 Effects",
            effect=fx.effect_msg(eff["effect"]),
            allowed=", ".join(o.id for o in legal[:30]),
        )
    flow.apply_choice(ctx, eff, seat, action)


PROMPTS: dict[str, Callable[[Mapping[str, Any]], list[Prompt]]] = {
    "cruiser": _cruiser_prompts,
    "deploy": _deploy_prompts,
    "shift": _shift_prompts,
    "direction": _direction_prompts,
}
HANDLERS: dict[str, Callable[[Ctx, str, Action], None]] = {
    "cruiser": _act_cruiser,
    "deploy": _act_deploy,
    "sector": _act_sector,
    "shift": _act_shift,
    "direction": _act_direction,
    "order": _act_order,
    "effect": _act_effect,
}


def prompts(s: Mapping[str, Any]) -> list[Prompt]:
    if s["result"] is not None:
        return []
    if s["pending"]:
        return _effect_prompts(s)
    builder = PROMPTS.get(s["phase"])
    return builder(s) if builder else []


def waiting(s: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(seat, decision kind) of every open prompt, without building their options (what `act` needs)."""
    if s["result"] is not None:
        return []
    if s["pending"]:
        owner = s["pending"][-1]["owner"]
        return [(owner, "effect" if fx.next_effect(s) is not None else "order")]
    phase = s["phase"]
    if phase == "cruiser":
        return [(p.seat, p.kind) for p in _cruiser_prompts(s)]
    if phase == "deploy":
        return [(s["turn"], "sector" if s["turn"] in s["selected"] else "deploy")]
    if phase in ("shift", "direction"):
        return [(s["initiative"], phase)]
    return []
