"""Who decides what now (prompts) and what an answer does (act): the skirmish round (L1460-1495), group and figure
activations (L65-84), actions (L320-334), the attack windows (L98-126), command cards at their timing windows
(L567-581), strain (L1444) and the end of the game (L988-1001).

act() builds events with an Emitter that also applies them, so each rule sees the state its earlier events made.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import lru_cache
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import Event, Option, Prompt, RuleError
from bot.core.texts import data_name, msg, seat_ref
from bot.games.grid import IA_RULES, Square, Terrain, distances, nearest
from bot.games.ia import attack as atk
from bot.games.ia import content as ct
from bot.games.ia import events as ev
from bot.games.ia import relocate as rl
from bot.games.ia.large import Pose, cover, placements
from bot.games.ia.roster import Card
from bot.games.ia.state import (
    SEATS,
    VICTORY_VP,
    alive,
    board,
    card_of,
    cards,
    controls,
    controls_area,
    count_figures,
    count_to,
    damage_on,
    destinations,
    legal_target,
    other,
    pose,
    ready_groups,
    sees,
    spaces,
    square,
    target_spaces,
    touches,
)

S = dict[str, Any]
NEAR_STEPS = 40  # destinations listed with the actions, nearest first (Discord shows at most 5 selects of 25)
PAGE_STEPS = 90  # destinations per page of "farther destinations" (4 selects of 25 with the page buttons)
MAX_DEPLOY_OPTIONS = 60  # squares (or poses) offered to place a figure at deployment (others: as a payload)
MAX_PLACES = 120  # poses listed for a push, a move of X spaces or a place (any other legal one: as a payload)


class Emitter:
    """Collects events and applies each to a working state, so later rules see earlier events."""

    def __init__(self, state: Mapping[str, Any]) -> None:
        self.state: S = dict(state)
        self.events: list[Event] = []

    @property
    def over(self) -> bool:
        return self.state["result"] is not None

    def emit(self, kind: str, say: str = "", key: str | None = None, **payload: Any) -> None:
        if self.over:
            return  # A17: the game ends at once, nothing after it resolves
        if say:
            payload["say"] = say
            if key:
                payload["say_key"] = key
                payload["say_params"] = {
                    # a seat's player: by display name where the adapter knows it (seat_ref), else «Игрок 1»
                    k: seat_ref(v, msg(f"seat.{v}"), "person.seat") if k in ("seat", "initiative") and v in SEATS else v
                    for k, v in payload.items()
                    if k not in ("say", "say_key", "attack")
                }
        self.events.append(Event(kind, payload))
        self.state = ev.apply(self.state, kind, payload)


def _name(state: Mapping[str, Any], fid: str) -> str:
    return f"{card_of(state, fid).name} {fid}"


def _who(state: Mapping[str, Any], fid: str) -> dict[str, Any]:
    """A figure as a name param: its card's name in the reader's language, with the case forms and gender the
    card gives (the Russian sentences ask CASE($figure, "acc")...), then its id in every form."""
    return data_name(card_of(state, fid).names, suffix=fid)


def _card_label(card: Card) -> dict[str, Any]:
    kind = "unique" if card.unique else "elite" if card.elite else "regular"
    return msg(f"card.{kind}", name=data_name(card.names))


def _command_name(c: ct.Command) -> dict[str, Any]:
    return data_name({"name": c.name, "name_ru": c.name_ru} if c.name_ru else {"name": c.name})


def _opt(oid: str, label: str, action: dict[str, Any], key: str, group: str | None = None, **params: Any) -> Option:
    texts: dict[str, Any] = {"label": msg(key, **params)}
    if group is not None:
        texts["group"] = msg(f"group.{group}")
    return Option(oid, label, action, group=group, texts=texts)


SPECIALS = ("rally", "meditate", "patch-up")  # the shipped roster's named special actions (data/ia/deployments.json)


def _special_name(sid: str, effect: str) -> dict[str, Any]:
    """A special action by its catalog name: the shipped ones by id, players' own cards by what the action does."""
    return msg(f"special.{sid}") if sid in SPECIALS else msg(f"special.{effect}")


def _surge_text(surge: atk.Surge) -> list[dict[str, Any]]:
    """A surge ability's effects as messages ("+1 damage, pierce 2"), joined by the catalog renderer."""
    return [msg(f"surge.{k}", v=v) for k, v in surge.effects]


def _prompt(
    seat: str, kind: str, text: str, key: str, options: list[Option], pkey: str, secret: bool = False, **params: Any
) -> Prompt:
    """`secret`: the options name cards of the seat's hidden hand (L471-480): asked privately (by DM)."""
    return Prompt(
        seat=seat,
        kind=kind,
        text=text,
        key=key,
        options=tuple(options),
        secret=secret,
        default=options[0].action if options else None,
        context={"texts": {"text": msg(pkey, **params)}},
    )


# --- prompts -----------------------------------------------------------------------------------------------------


_LAST: list[Any] = [None, None]  # (state, its prompts): states are never mutated, so the same object -> same answer


def prompts(state: Mapping[str, Any]) -> list[Prompt]:
    if _LAST[0] is state:
        return list(_LAST[1])
    found = _prompts(state)
    _LAST[0], _LAST[1] = state, found
    return list(found)


def _prompts(state: Mapping[str, Any]) -> list[Prompt]:
    if state["result"] is not None:
        return []
    if state["strain"] is not None:
        return [_strain_prompt(state)]
    if state.get("relocate"):
        return [_relocate_prompt(state)]
    if state["attack"] is not None:
        return [ATTACK_PROMPTS[state["attack"]["stage"]](state)]
    if state["phase"] == "initiative":
        return [_initiative_prompt(state)]
    if state["phase"] == "zone":
        return [_zone_prompt(state)]
    if state["phase"] == "deploy":
        return [_place_prompt(state)]
    act = state["act"]
    if act is None:
        return [_activate_prompt(state)]
    if act["figure"] is None:
        return [_figure_prompt(state)]
    if act.get("cards"):
        return [_hand_prompt(state)]
    if act.get("page"):
        return [_where_prompt(state)]
    return [_action_prompt(state)]


def _reach(state: Mapping[str, Any], fid: str) -> list[tuple[Pose, int]]:
    """Every destination of the active figure, nearest first (cost, row, column, orientation)."""
    found = destinations(state, fid, state["act"]["mp"])
    return sorted(found.items(), key=lambda i: (i[1], i[0][1], i[0][0], i[0][2:]))


def _where_prompt(state: Mapping[str, Any]) -> Prompt:
    """The destinations beyond the nearest ones, a page at a time (every legal one reachable by buttons and
    selects; at the console any may also be typed as {"kind": "step", "to": [x, y]})."""
    act = state["act"]
    fid = act["figure"]
    far = _reach(state, fid)[NEAR_STEPS:]
    pages = max(1, -(-len(far) // PAGE_STEPS))
    page = min(int(act["page"]), pages)
    opts = [_opt("back", "Back to the actions", {"kind": "page", "page": 0}, "opt.back")]
    if page > 1:
        opts.append(_opt("prev", "Previous page", {"kind": "page", "page": page - 1}, "opt.page_prev"))
    if page < pages:
        opts.append(_opt("next", "Next page", {"kind": "page", "page": page + 1}, "opt.page_next"))
    opts += [_step_option(p, cost) for p, cost in far[(page - 1) * PAGE_STEPS : page * PAGE_STEPS]]
    prompt = _prompt(
        state["figures"][fid]["owner"],
        "where",
        f'Farther destinations, page {page} of {pages}; or type {{"kind": "step", "to": [x, y]}}',
        f"r{state['round']}:{fid}:where{page}:m{act['mp']}:{state['step']}",
        opts,
        "prompt.where",
        page=page,
        pages=pages,
    )
    return replace(prompt, default={"kind": "page", "page": 0})


def _hand_prompt(state: Mapping[str, Any]) -> Prompt:
    """The command cards the active figure may play now, asked privately: the hand stays hidden."""
    fid = state["act"]["figure"]
    seat = state["figures"][fid]["owner"]
    opts = [_opt("back", "Back to the actions", {"kind": "back"}, "opt.back")]
    for cid in playable(state, seat, "activation", fid):
        c = ct.commands()[cid]
        opts.append(
            _opt(f"card:{cid}", f"Play {c.name}", {"kind": "card", "card": cid}, "opt.card", card=_command_name(c))
        )
    return _prompt(
        seat,
        "hand",
        "Play a command card (L567-581)",
        f"r{state['round']}:{fid}:hand:{state['step']}",
        opts,
        "prompt.hand",
        secret=True,
    )


def _initiative_prompt(state: Mapping[str, Any]) -> Prompt:
    seat = state["chooser"]
    opts = [
        _opt("take", "Take the initiative", {"kind": "initiative", "take": True}, "opt.take_initiative"),
        _opt("give", "Give it to your opponent", {"kind": "initiative", "take": False}, "opt.give_initiative"),
    ]
    return _prompt(
        seat,
        "initiative",
        "Your army costs less: who takes the initiative? (L1067)",
        "initiative",
        opts,
        "prompt.initiative",
    )


def _zone_prompt(state: Mapping[str, Any]) -> Prompt:
    seat = state["initiative"]
    opts = [_opt(z, f"Deploy in the {z} zone", {"kind": "zone", "zone": z}, f"opt.zone_{z}") for z in ("red", "blue")]
    return _prompt(seat, "zone", "Choose your deployment zone (L1072)", "zone", opts, "prompt.zone")


def placing(state: Mapping[str, Any]) -> tuple[str, str]:
    """(seat, figure) placed next (L360, L1071): the initiative player's figures first, in card order unless the
    player chose another figure to place first; then the opponent's."""
    first = state["initiative"]
    for seat in (first, other(first)):
        left = unplaced(state, seat)
        if left:
            chosen = state.get("placing")
            return seat, chosen if chosen in left else left[0]
    raise ValueError("every figure is placed")


def unplaced(state: Mapping[str, Any], seat: str) -> list[str]:
    figs = state["figures"]
    return sorted((f for f, v in figs.items() if v["owner"] == seat and v["pos"] is None), key=_fig_order)


def _taken(state: Mapping[str, Any]) -> set[Square]:
    """Every space a placed figure's base covers."""
    return {sq for fid, f in state["figures"].items() if f["pos"] is not None for sq in spaces(state, fid)}


def large_placements(state: Mapping[str, Any], seat: str, fid: str) -> list[Pose]:
    """Where a large figure may be placed (L358-361, Appendix II #11-12): poses wholly inside its zone, as printed
    or turned; failing that, covering part of it; failing that, the pose automatic deployment finds nearest."""
    b = board(state)
    zone = list(b.area(state["zones"][seat]))
    inside, taken, base = set(zone), _taken(state), card_of(state, fid).base
    found = list(dict.fromkeys(p for sq in zone for p in placements(b, sq, base, taken)))
    whole = [p for p in found if all(c in inside for c in cover(p))]
    if whole or found:
        return whole or found
    near = distances(b, IA_RULES, zone)
    by_distance = sorted((sq for sq in near if sq not in taken), key=lambda sq: (near[sq], sq[1], sq[0]))
    spot = _large_spot(b, by_distance, base, taken)
    return [spot] if spot is not None else []


def placement_squares(state: Mapping[str, Any], seat: str) -> list[Square]:
    """Where the seat's next figure may stand (L361): a free square of its zone; when the zone is full, the free
    open squares nearest to it by counting (all ties). Row order."""
    b = board(state)
    zone = list(b.area(state["zones"][seat]))
    taken = _taken(state)
    free = [sq for sq in zone if sq not in taken and b.at(sq) not in IA_RULES.no_entry]
    if free:
        return sorted(free, key=lambda sq: (sq[1], sq[0]))
    cands = {
        f"{x:03d},{y:03d}": [(x, y)] for x, y in b.squares() if (x, y) not in taken and b.at((x, y)) == Terrain.OPEN
    }
    names, _d = nearest(b, IA_RULES, zone, cands)
    return sorted(((int(n[:3]), int(n[4:])) for n in names), key=lambda sq: (sq[1], sq[0]))


def _place_prompt(state: Mapping[str, Any]) -> Prompt:
    seat, fid = placing(state)
    squares = placement_squares(state, seat)
    opts = [
        _opt(
            f"place:{x},{y}",
            f"{x},{y}",
            {"kind": "place", "figure": fid, "to": [x, y]},
            "opt.place",
            group="place",
            figure=_who(state, fid),
            x=x,
            y=y,
        )
        for x, y in squares[:MAX_DEPLOY_OPTIONS]
    ]
    if card_of(state, fid).base != (1, 1):  # a large base: its poses (top-left space and how it lies)
        opts = [
            _opt(
                f"place:{x},{y}:{w}x{h}",
                f"{x},{y}-{x + w - 1},{y + h - 1}",
                {"kind": "place", "figure": fid, "to": [x, y], "dims": [w, h]},
                "opt.place_large",
                group="place",
                x=x,
                y=y,
                x2=x + w - 1,
                y2=y + h - 1,
            )
            for x, y, w, h in large_placements(state, seat, fid)[:MAX_DEPLOY_OPTIONS]
        ]
    left = unplaced(state, seat)
    if len(left) > len(squares) or (squares and not _in_zone(state, seat, squares[0])):
        # L361: when not every figure fits, the player chooses which figures stand in the zone
        seen: set[str] = set()
        for other_fid in left:
            card = state["figures"][other_fid]["card"]
            if other_fid == fid or card == state["figures"][fid]["card"] or card in seen:
                continue
            seen.add(card)
            opts.append(
                _opt(
                    f"first:{other_fid}",
                    f"Place {_name(state, other_fid)} first",
                    {"kind": "place_first", "figure": other_fid},
                    "opt.place_first",
                    figure=_who(state, other_fid),
                )
            )
    if len(left) > 1:
        opts.append(_opt("place_rest", "Place the rest automatically", {"kind": "place_rest"}, "opt.place_rest"))
    prompt = _prompt(
        seat,
        "place",
        f"Place {_name(state, fid)} in the {state['zones'][seat]} zone (L360-361, L1071)",
        f"place:{fid}",
        opts,
        "prompt.place",
        figure=_who(state, fid),
        zone=msg(f"zone.{state['zones'][seat]}"),
        left=len(left),
    )
    return prompt


def _in_zone(state: Mapping[str, Any], seat: str, sq: Square) -> bool:
    return sq in set(board(state).area(state["zones"][seat]))


def _activate_prompt(state: Mapping[str, Any]) -> Prompt:
    seat = state["turn"]
    opts = []
    for g in ready_groups(state, seat):
        c = cards(state)[state["groups"][g]["card"]]
        opts.append(
            _opt(
                g,
                f"Activate {c.label} ({g})",
                {"kind": "activate", "group": g},
                "opt.activate",
                card=_card_label(c),
                n=g.rpartition("-g")[2],
            )
        )
    mine, theirs = len(ready_groups(state, seat)), len(ready_groups(state, other(seat)))
    if 0 < mine < theirs:  # L1468: fewer ready deployment cards than the opponent
        opts.append(_opt("pass", "Pass (you have fewer ready cards)", {"kind": "pass"}, "opt.pass"))
    r = state["round"]
    return _prompt(
        seat,
        "activate",
        f"Round {r}: activate a group",
        f"r{r}:activate:{state['step']}",
        opts,
        "prompt.activate",
        round=r,
    )


def _figure_prompt(state: Mapping[str, Any]) -> Prompt:
    act = state["act"]
    group = state["groups"][act["group"]]
    left = [f for f in group["figures"] if state["figures"][f]["pos"] is not None and f not in act["done"]]
    opts = [
        _opt(f, f"Activate {_name(state, f)}", {"kind": "figure", "figure": f}, "opt.figure", figure=_who(state, f))
        for f in left
    ]
    return _prompt(
        group["owner"],
        "figure",
        "Which figure of the group activates next? (L1466)",
        f"r{state['round']}:{act['group']}:figure:{len(act['done'])}",
        opts,
        "prompt.figure",
    )


def _action_prompt(state: Mapping[str, Any]) -> Prompt:
    act = state["act"]
    fid = act["figure"]
    seat = state["figures"][fid]["owner"]
    opts = action_options(state, fid)
    text = f"{_name(state, fid)}: {act['actions']} action(s), {act['mp']} movement point(s)"
    key = f"r{state['round']}:{fid}:a{act['actions']}:m{act['mp']}:{state['step']}"
    prompt = _prompt(
        seat, "action", text, key, opts, "prompt.action", figure=_who(state, fid), actions=act["actions"], mp=act["mp"]
    )
    # When the deadline passes the figure ends its activation (never a loop of moves or of opening the hand).
    return replace(prompt, default={"kind": "end"})


def action_options(state: Mapping[str, Any], fid: str) -> list[Option]:
    act = state["act"]
    card = card_of(state, fid)
    f = state["figures"][fid]
    seat = f["owner"]
    opts: list[Option] = []
    if act["actions"] > 0:
        opts.append(
            _opt("move", f"Move: gain {card.speed} movement points", {"kind": "move"}, "opt.move", mp=card.speed)
        )
        if not act["attacked"] and "stunned" not in f["conditions"]:  # L112 one attack; L1306 stunned
            for t in alive(state, other(seat)):
                opts += _attack_options(state, fid, t)
        opts += _interact_options(state, fid)
        for sp in card.specials:
            spec = dict(sp)
            if spec["id"] not in act["specials"]:
                opts += _special_options(state, fid, spec)
        for cond in ("stunned", "bleeding"):
            if cond in f["conditions"]:
                opts.append(
                    _opt(
                        f"discard:{cond}",
                        f"Discard {cond} (uses an action)",
                        {"kind": "discard", "condition": cond},
                        f"opt.discard_{cond}",
                    )
                )
    # The nearest destinations as options (Discord shows at most 5 selects of 25); any other reachable square is
    # accepted as {"kind": "step", "to": [x, y]}.
    reach = _reach(state, fid)
    opts += [_step_option(p, cost) for p, cost in reach[:NEAR_STEPS]]
    if len(reach) > NEAR_STEPS:
        more = len(reach) - NEAR_STEPS
        opts.append(
            _opt(
                "where",
                f"Farther destinations ({more})...",
                {"kind": "page", "page": 1},
                "opt.where",
                group="move",
                n=more,
            )
        )
    if playable(state, seat, "activation", fid):  # which cards: asked privately (_hand_prompt)
        opts.append(_opt("cards", "Play a command card...", {"kind": "cards"}, "opt.cards"))
    opts.append(_opt("end", "End this figure's activation", {"kind": "end"}, "opt.end"))
    return opts


def _attack_options(state: Mapping[str, Any], fid: str, t: str) -> list[Option]:
    """Attack `t`; at a large target one option per space it may be aimed at (L751: the attacker chooses)."""
    if "dims" not in state["figures"][t]:
        if not legal_target(state, fid, t):
            return []
        return [
            _opt(
                f"attack:{t}",
                f"Attack {_name(state, t)}",
                {"kind": "attack", "target": t},
                "opt.attack",
                group="attack",
                target=_who(state, t),
            )
        ]
    return [
        _opt(
            f"attack:{t}:{x},{y}",
            f"Attack {_name(state, t)} at {x},{y}",
            {"kind": "attack", "target": t, "space": [x, y]},
            "opt.attack_space",
            group="attack",
            target=_who(state, t),
            x=x,
            y=y,
        )
        for x, y in target_spaces(state, fid, t)
    ]


@lru_cache(maxsize=4096)
def _step_option(p: Pose, cost: int) -> Option:
    """A move to pose p: a small figure names its space; a large one its top-left space and how it lies. Built once
    per pose and cost (an activation lists up to 40 of them on every prompt build; issue 17): options are frozen,
    shared, never changed."""
    x, y, w, h = p
    if (w, h) == (1, 1):
        return _opt(
            f"step:{x},{y}",
            f"Move to {x},{y} ({cost} MP)",
            {"kind": "step", "to": [x, y]},
            "opt.step",
            group="move",
            x=x,
            y=y,
            cost=cost,
        )
    return _opt(
        f"step:{x},{y}:{w}x{h}",
        f"Move to {x},{y}-{x + w - 1},{y + h - 1} ({cost} MP)",
        {"kind": "step", "to": [x, y], "dims": [w, h]},
        "opt.step_large",
        group="move",
        x=x,
        y=y,
        x2=x + w - 1,
        y2=y + h - 1,
        cost=cost,
    )


def _interact_options(state: Mapping[str, Any], fid: str) -> list[Option]:
    """Interact (L176-186): a door sharing an edge with a space of the figure (L299); a crate on or next to it."""
    here = spaces(state, fid)
    b = board(state)
    out = []
    for i, door in enumerate(b.doors):
        if door.open:
            continue
        x1, y1, x2, _y2 = door.edge
        sides = {(x1, y1), (x1 - 1, y1)} if x1 == x2 else {(x1, y1), (x1, y1 - 1)}
        if sides & set(here):
            out.append(
                _opt(
                    f"door:{i}",
                    f"Open the {door.name or 'door'}",
                    {"kind": "interact", "door": i},
                    "opt.open_door",
                    n=i + 1,
                )
            )
    if ct.missions()[state["mission"]].vp.get("claim_crate"):
        for c in state["crates"]:
            sq = (c[0], c[1])
            if touches(state, fid, sq):
                out.append(
                    _opt(
                        f"crate:{c[0]},{c[1]}",
                        f"Claim the crate at {c[0]},{c[1]}",
                        {"kind": "interact", "crate": list(c)},
                        "opt.claim_crate",
                        x=c[0],
                        y=c[1],
                    )
                )
    return out


def state_adjacent(state: Mapping[str, Any], a: Square, b: Square) -> bool:
    from bot.games.ia.state import adjacent

    return adjacent(state, a, b)


def _special_options(state: Mapping[str, Any], fid: str, spec: Mapping[str, Any]) -> list[Option]:
    sid, effect = spec["id"], spec["effect"]
    if effect == "focus_ally":
        out = []
        for ally in alive(state, state["figures"][fid]["owner"]):
            if ally != fid and count_figures(state, fid, ally) <= int(spec.get("within", 3)):
                out.append(
                    _opt(
                        f"special:{sid}:{ally}",
                        f"{sid}: focus {_name(state, ally)}",
                        {"kind": "special", "id": sid, "ally": ally},
                        "opt.special_ally",
                        special=_special_name(sid, effect),
                        figure=_who(state, ally),
                    )
                )
        return out
    return [
        _opt(
            f"special:{sid}",
            f"Special action: {sid}",
            {"kind": "special", "id": sid},
            "opt.special",
            special=_special_name(sid, effect),
        )
    ]


def playable(state: Mapping[str, Any], seat: str, timing: str, fid: str) -> list[str]:
    """Command cards in `seat`'s hand usable now by figure `fid` (timing; trait L577-579; copies do not stack in
    one attack, L573); a push needs an adjacent hostile figure (objects cannot be pushed, L837)."""
    card = card_of(state, fid)
    played = state["attack"]["played"] if state["attack"] is not None else []
    out = []
    for cid in sorted(set(state["players"][seat]["hand"])):
        c = ct.commands()[cid]
        if c.timing == timing and (c.trait is None or c.trait in card.traits) and cid not in played:
            if dict(c.effect).get("push") and not _push_targets(state, fid):
                continue
            out.append(cid)
    return out


def _push_targets(state: Mapping[str, Any], fid: str) -> list[str]:
    """Hostile figures next to the figure (our push cards' reach)."""
    mine = spaces(state, fid)
    return [
        t
        for t in alive(state, other(state["figures"][fid]["owner"]))
        if any(state_adjacent(state, a, b) for a in mine for b in spaces(state, t))
    ]


def _attack_mods_prompt(state: Mapping[str, Any]) -> Prompt:
    return _mods_prompt(state, "attack")


def _defense_mods_prompt(state: Mapping[str, Any]) -> Prompt:
    return _mods_prompt(state, "defense")


def _mods_prompt(state: Mapping[str, Any], side: str) -> Prompt:
    att = state["attack"]["att"]
    fid = att["attacker"] if side == "attack" else att["target"]
    seat = state["figures"][fid]["owner"]
    opts = [_opt("done", "Go on", {"kind": "done"}, "opt.done")]
    for cid in playable(state, seat, side, fid):
        c = ct.commands()[cid]
        opts.append(
            _opt(f"card:{cid}", f"Play {c.name}", {"kind": "card", "card": cid}, "opt.card", card=_command_name(c))
        )
    t = atk.rolled_totals(att)
    text = (
        f"{'Attacking' if side == 'attack' else 'Defending'}: {t['damage']} damage, {t['surge']} surge(s), "
        f"accuracy {t['accuracy']} vs {t['block']} block(s), {t['evade']} evade(s); play a command card? (L105)"
    )
    return _prompt(
        seat,
        f"{side}_mods",
        text,
        f"attack{state['attacks']}:{side}:{len(state['attack']['played'])}",
        opts,
        f"prompt.{side}_mods",
        secret=True,
        damage=t["damage"],
        surge=t["surge"],
        accuracy=t["accuracy"],
        block=t["block"],
        evade=t["evade"],
    )


def _surges_prompt(state: Mapping[str, Any]) -> Prompt:
    att = state["attack"]["att"]
    seat = state["figures"][att["attacker"]]["owner"]
    left = atk.surges_left(att)
    opts = [_opt("done", "Spend no more surges", {"kind": "done"}, "opt.surges_done")]
    for i, raw in enumerate(att["surges"]):
        s = atk.Surge.of(raw)
        if i not in att["spent"] and s.cost <= left:
            opts.append(
                _opt(
                    f"surge:{i}",
                    f"Surge: {s.label()}",
                    {"kind": "surge", "ability": i},
                    "opt.surge",
                    ability=_surge_text(s),
                )
            )
    return _prompt(
        seat,
        "surges",
        f"{left} surge(s) to spend (each ability once, L956)",
        f"attack{state['attacks']}:surges:{len(att['spent'])}",
        opts,
        "prompt.surges",
        left=left,
    )


def _cleave_prompt(state: Mapping[str, Any]) -> Prompt:
    a = state["attack"]
    fid = a["att"]["attacker"]
    opts = [_opt("none", "No Cleave target", {"kind": "cleave", "target": None}, "opt.no_cleave")]
    for t in a["cleave"]:
        opts.append(
            _opt(
                f"cleave:{t}",
                f"Cleave {_name(state, t)}",
                {"kind": "cleave", "target": t},
                "opt.cleave",
                target=_who(state, t),
            )
        )
    return _prompt(
        state["figures"][fid]["owner"],
        "cleave",
        "Cleave: choose another legal target (L161-170)",
        f"attack{state['attacks']}:cleave",
        opts,
        "prompt.cleave",
    )


ATTACK_PROMPTS: dict[str, Callable[[Mapping[str, Any]], Prompt]] = {
    "attack_mods": _attack_mods_prompt,
    "defense_mods": _defense_mods_prompt,
    "surges": _surges_prompt,
    "cleave": _cleave_prompt,
}


def _strain_prompt(state: Mapping[str, Any]) -> Prompt:
    st = state["strain"]
    seat = st["seat"]
    opts = [_opt("take", "Suffer 1 damage", {"kind": "strain", "discard": False}, "opt.strain_take")]
    if state["players"][seat]["deck"]:
        opts.append(
            _opt(
                "discard",
                "Discard the top command card instead",
                {"kind": "strain", "discard": True},
                "opt.strain_discard",
            )
        )
    return _prompt(
        seat,
        "strain",
        f"{_name(state, st['figure'])} suffers 1 strain: in a skirmish it is damage (L1444)",
        f"strain:{state['step']}",
        opts,
        "prompt.strain",
        figure=_who(state, st["figure"]),
    )


# --- push, place, move X spaces, a Massive figure's end (L906-916, L1173-1182, L310, L868) -------------------------


def relocation(state: Mapping[str, Any]) -> tuple[str, str | None, dict[Pose, int]]:
    """(who decides, which figure, where it may go) for the pending relocation; figure None: a push whose
    target is still to be chosen (the options are then empty)."""
    r = state["relocate"]
    if r["how"] == "massive":  # L868: the owner of each figure the Massive figure ended on
        fid = r["queue"][0]
        return state["figures"][fid]["owner"], fid, rl.nearest_empty(state, fid)
    fid = r.get("figure")
    if fid is None:
        return r["seat"], None, {}
    if r["how"] == "place":
        return r["seat"], fid, rl.place_poses(state, fid, int(r["n"]))
    return r["seat"], fid, rl.push_moves(state, fid, int(r["n"]))


def _relocate_prompt(state: Mapping[str, Any]) -> Prompt:
    r = state["relocate"]
    seat, fid, poses = relocation(state)
    key = f"relocate:{state['step']}"
    if fid is None:  # a push: which adjacent hostile figure
        opts = [_opt("none", "Push nobody", {"kind": "relocate", "to": None}, "opt.push_none")]
        opts += [
            _opt(
                f"push:{t}",
                f"Push {_name(state, t)}",
                {"kind": "relocate", "figure": t},
                "opt.push_target",
                target=_who(state, t),
            )
            for t in r["targets"]
        ]
        return _prompt(seat, "relocate", f"Push whom (up to {r['n']} spaces, L906)?", key, opts, "prompt.push_whom")
    opts = []
    if r["how"] != "massive":  # the effects say "up to": staying put is allowed; L868 is not optional
        opts.append(_opt("stay", "Leave it where it is", {"kind": "relocate", "to": None}, "opt.stay"))
    for p, _d in sorted(poses.items(), key=lambda i: (i[1], i[0][1], i[0][0], i[0][2:]))[:MAX_PLACES]:
        x, y, w, h = p
        large = {"dims": [w, h]} if "dims" in state["figures"][fid] else {}
        opts.append(
            _opt(
                f"to:{x},{y}" + (f":{w}x{h}" if large else ""),
                f"To {x},{y}" + (f"-{x + w - 1},{y + h - 1}" if large else ""),
                {"kind": "relocate", "to": [x, y], **large},
                "opt.to_large" if large else "opt.to",
                x=x,
                y=y,
                x2=x + w - 1,
                y2=y + h - 1,
            )
        )
    return _prompt(
        seat,
        "relocate",
        f"{r['how'].capitalize()}: where does {_name(state, fid)} go?",
        key,
        opts,
        f"prompt.relocate_{r['how']}",
        figure=_who(state, fid),
        n=r.get("n", 1),
    )


def _relocate(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    r = em.state["relocate"]
    if a.get("figure") is not None:  # the push target
        if r["how"] != "push" or r.get("figure") is not None or a["figure"] not in r["targets"]:
            raise RuleError(
                "that figure cannot be pushed now",
                "L906-916",
                text={"game": "ia", "key": "err.not_pushable"},
            )
        em.emit("relocate", **{**r, "figure": a["figure"]})
        return
    _who_decides, fid, poses = relocation(em.state)
    if a.get("to") is None:
        if r["how"] == "massive":
            raise RuleError(
                "the figure must go to one of the nearest empty spaces",
                "L868",
                text={"game": "ia", "key": "err.must_move"},
            )
        em.emit("relocated", how=r["how"])
        return
    if fid is None:  # a push whose target is not chosen yet
        raise RuleError(
            "choose which figure to push first",
            "L906-916",
            text={"game": "ia", "key": "err.not_pushable"},
        )
    here = pose(em.state, fid)
    w, h = (int(a["dims"][0]), int(a["dims"][1])) if a.get("dims") else here[2:]
    to = (int(a["to"][0]), int(a["to"][1]), w, h)
    if to not in poses:
        raise RuleError(
            f"{to[0]},{to[1]} is not a space the figure may go to now",
            "L906-916",
            text={"game": "ia", "key": "err.not_there", "params": {"x": to[0], "y": to[1]}},
        )
    _put(em, fid, to, r["how"])


def _put(em: Emitter, fid: str, to: Pose, how: str) -> None:
    """The figure goes to `to` (pushed, placed, moved X spaces: each counts as entering, L1356-1360)."""
    large = {"dims": [to[2], to[3]]} if "dims" in em.state["figures"][fid] else {}
    em.emit(
        "relocated",
        f"{_name(em.state, fid)} goes to {to[0]},{to[1]} ({how}).",
        f"say.relocated_{how}",
        figure=fid,
        to=[to[0], to[1]],
        how=how,
        who=_who(em.state, fid),
        x=to[0],
        y=to[1],
        **large,
    )


def settle(em: Emitter) -> None:
    """Apply what has one answer: each figure a Massive figure ended on with a single nearest empty pose goes
    there (L868); with ties its owner chooses (a prompt); with none (a full map) it stays."""
    for _ in range(64):  # one figure per pass; bounded
        r = em.state.get("relocate")
        if not r or r["how"] != "massive" or em.over:
            return
        _seat, fid, poses = relocation(em.state)
        assert fid is not None
        if len(poses) > 1:
            return
        if poses:
            _put(em, fid, next(iter(poses)), "massive")
        else:
            em.emit("relocated", figure=fid, how="massive")


# --- act -----------------------------------------------------------------------------------------------------------


def act(state: Mapping[str, Any], seat: str, action: Mapping[str, Any], chance: Chance) -> list[Event]:
    open_ = [p for p in prompts(state) if p.seat == seat]
    if not open_:
        raise RuleError(
            "it is not your turn to decide anything now", "L1462", text={"game": "ia", "key": "err.not_your_turn"}
        )
    prompt = open_[0]
    allowed = [o.action for o in prompt.options or ()]
    free_step = (
        prompt.kind in ("action", "where", "relocate")
        and action.get("kind") == ("relocate" if prompt.kind == "relocate" else "step")
        and _is_square(action.get("to"))
        and (action.get("dims") is None or _is_dims(action.get("dims")))
        and set(action) <= {"kind", "to", "dims"}
    )
    free_step = free_step or (prompt.kind == "place" and _free_place(state, seat, action))
    if dict(action) not in allowed and not free_step:
        offered = ", ".join(o.id for o in (prompt.options or ())[:12])
        labels = [o.texts["label"] for o in (prompt.options or ())[:12]]
        raise RuleError(
            f"that is not one of the choices now ({prompt.kind}); offered: {offered}",
            "L1462",
            text={"game": "ia", "key": "err.not_offered", "params": {"offered": labels}},
        )
    em = Emitter(state)
    HANDLERS[str(action["kind"])](em, seat, action, chance)
    settle(em)
    _after(em)
    return em.events


def _is_square(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(type(v) is int and 0 <= v < 200 for v in value)


def _is_dims(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(type(v) is int and 1 <= v <= 3 for v in value)


def _initiative(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    who = seat if a["take"] else other(seat)
    em.emit("initiative", f"{who} has the initiative.", "say.initiative", seat=who)


def _free_place(state: Mapping[str, Any], seat: str, action: Mapping[str, Any]) -> bool:
    """Any legal square beyond the enumerated ones (a large user zone): {"kind": "place", "figure", "to"}."""
    if action.get("kind") != "place" or set(action) != {"kind", "figure", "to"} or not _is_square(action["to"]):
        return False
    return action["figure"] == placing(state)[1] and tuple(action["to"]) in placement_squares(state, seat)


def _zone(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    zones = {seat: a["zone"], other(seat): "blue" if a["zone"] == "red" else "red"}
    if em.state.get("deployment", "auto") == "players":  # L360, L1071: the players place their figures
        em.emit(
            "zones",
            f"{seat} chooses the {a['zone']} zone and places first.",
            "say.zones",
            zones=zones,
            seat=seat,
            zone=msg(f"zone.{a['zone']}"),
        )
        return
    positions = deploy(em.state, zones)
    em.emit(
        "deployed",
        f"{seat} deploys in the {a['zone']} zone.",
        "say.deployed",
        zones=zones,
        positions=positions,
        seat=seat,
        zone=msg(f"zone.{a['zone']}"),
    )
    for s in SEATS:  # L1075: 3 command cards each
        em.emit("drew", seat=s, n=3)


def _place(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    fid = a["figure"]
    x, y = a["to"]
    who = _who(em.state, fid)
    dims = {"dims": list(a["dims"])} if a.get("dims") else {}
    em.emit(  # x and y for the sentence's square (say.placed); a match stored before reads its English line
        "placed",
        f"{_name(em.state, fid)} is placed at {x},{y}.",
        "say.placed",
        figure=fid,
        to=[x, y],
        who=who,
        x=x,
        y=y,
        **dims,
    )
    _deployment_done(em)


def _place_first(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    em.emit("placing", figure=a["figure"])


def _place_rest(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    """The seat's remaining figures in zone order, as automatic deployment places them (L361 when full)."""
    positions = deploy(em.state, em.state["zones"], seats=(seat,))
    em.emit("placed_rest", f"{seat} places the rest automatically.", "say.placed_rest", positions=positions, seat=seat)
    _deployment_done(em)


def _deployment_done(em: Emitter) -> None:
    if any(f["pos"] is None for f in em.state["figures"].values()):
        return
    em.emit(
        "deployed",
        "Every figure is deployed.",
        "say.deployment_done",
        zones=dict(em.state["zones"]),
        positions={},
    )
    for s in SEATS:  # L1075: 3 command cards each
        em.emit("drew", seat=s, n=3)


def deploy(
    state: Mapping[str, Any], zones: Mapping[str, str], seats: tuple[str, ...] | None = None
) -> dict[str, list[int]]:
    """Initiative player first, each figure in the first free zone square; when the zone is full, the nearest
    free square by counting (L358-361). Large figures first (L358: the player arranges the figures to fill the
    zone), each on the first zone space where its base fits inside the zone, as printed or turned; failing that,
    covering the first zone space it can (Appendix II #11-12). Their position is [x, y, w, h]. `seats`: only
    these seats' unplaced figures, around the placed ones (a player placing the rest automatically)."""
    b = board(state)
    taken = _taken(state)
    out: dict[str, list[int]] = {}
    first = state["initiative"]
    for seat in seats or (first, other(first)):
        zone = list(b.area(zones[seat]))
        figures = unplaced(state, seat)
        for fid in [f for f in figures if card_of(state, f).base != (1, 1)]:
            found = _large_spot(b, zone, card_of(state, fid).base, taken)
            if found is not None:
                taken.update(cover(found))
                out[fid] = list(found)
        for fid in [f for f in figures if f not in out]:
            if card_of(state, fid).base != (1, 1):
                near = distances(b, IA_RULES, zone)  # no room in the zone: as close to it as it fits (L361)
                by_distance = sorted((sq for sq in near if sq not in taken), key=lambda sq: (near[sq], sq[1], sq[0]))
                found = _large_spot(b, by_distance, card_of(state, fid).base, taken)
                if found is None:
                    raise RuleError(
                        f"no room on the map for {fid}'s base",
                        "L358-361",
                        text={"game": "ia", "key": "err.no_room", "params": {"figure": _who(state, fid)}},
                    )
                taken.update(cover(found))
                out[fid] = list(found)
                continue
            free = [sq for sq in zone if sq not in taken]
            if not free:
                cands = {
                    f"{x:03d},{y:03d}": [(x, y)]
                    for x, y in b.squares()
                    if (x, y) not in taken and b.at((x, y)) == Terrain.OPEN
                }
                names, _d = nearest(b, IA_RULES, zone, cands)
                x, y = (int(v) for v in names[0].split(","))
                free = [(x, y)]
            taken.add(free[0])
            out[fid] = [free[0][0], free[0][1]]
    return out


def _large_spot(b: Any, zone: list[Square], base: tuple[int, int], taken: set[Square]) -> Pose | None:
    """The first pose covering a zone space: wholly inside the zone if one is, else partly."""
    inside = set(zone)
    partly = None
    for sq in zone:
        for p in placements(b, sq, base, taken):
            if all(c in inside for c in cover(p)):
                return p
            partly = partly or p
    return partly


def _fig_order(fid: str) -> tuple[str, int]:
    seat, _, n = fid.partition("-")
    return (seat, int(n))


def _activate(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    g = a["group"]
    em.emit(
        "activated",
        f"{seat} activates {cards(em.state)[em.state['groups'][g]['card']].label}.",
        "say.activated",
        group=g,
        seat=seat,
        card=_card_label(cards(em.state)[em.state["groups"][g]["card"]]),
    )


def _pass(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    em.emit("passed", f"{seat} passes (L1468).", "say.passed", seat=seat)
    em.emit("turn", seat=other(seat))


def _figure(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    em.emit("figure_up", figure=a["figure"])


def _bleed(em: Emitter, fid: str) -> None:
    """Bleeding (our reading, the card text is not in the RRG): performing an action costs 1 strain (L1444)."""
    if "bleeding" in em.state["figures"][fid]["conditions"]:
        em.emit("strain", figure=fid, seat=em.state["figures"][fid]["owner"])


def _move(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    fid = em.state["act"]["figure"]
    em.emit(
        "mp",
        f"{_name(em.state, fid)} moves: +{card_of(em.state, fid).speed} MP.",
        "say.move",
        figure=fid,
        mp=card_of(em.state, fid).speed,
        action=True,
        who=_who(em.state, fid),
    )
    _bleed(em, fid)


def _step(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    fid = em.state["act"]["figure"]
    to = (int(a["to"][0]), int(a["to"][1]))
    here = pose(em.state, fid)
    w, h = (int(a["dims"][0]), int(a["dims"][1])) if a.get("dims") else here[2:]
    cost = destinations(em.state, fid, em.state["act"]["mp"]).get((to[0], to[1], w, h))
    if cost is None:
        mp = em.state["act"]["mp"]
        raise RuleError(
            f"{to} is not reachable with {mp} movement points",
            "L918-929",
            text={"game": "ia", "key": "err.unreachable", "params": {"x": to[0], "y": to[1], "mp": mp}},
        )
    turned = {"dims": [w, h]} if (w, h) != here[2:] else {}
    em.emit(
        "moved",
        f"{_name(em.state, fid)} moves to {to[0]},{to[1]}.",
        "say.moved",
        figure=fid,
        to=list(to),
        cost=cost,
        who=_who(em.state, fid),
        x=to[0],
        y=to[1],
        **turned,
    )
    if card_of(em.state, fid).keyword("massive"):
        _crush(em, fid, seat)


def _crush(em: Emitter, fid: str, seat: str) -> None:
    """L868-869: a Massive figure ended on other figures: each is pushed to the nearest empty space by its owner,
    the mover's own figures first; the Massive figure spends no more MP this activation."""
    mine = set(spaces(em.state, fid))
    under = [f for f in alive(em.state) if f != fid and mine & set(spaces(em.state, f))]
    if under:
        queue = sorted(under, key=lambda f: (em.state["figures"][f]["owner"] != seat, f))
        em.emit(
            "relocate",
            f"{_name(em.state, fid)} ends on {len(queue)} figure(s): they are pushed aside (L868).",
            "say.crush",
            how="massive",
            queue=queue,
            who=_who(em.state, fid),
            n=len(queue),
        )


def _interact(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    fid = em.state["act"]["figure"]
    em.emit("action", figure=fid)
    if "door" in a:
        em.emit("door", f"{_name(em.state, fid)} opens a door.", "say.door", door=a["door"], who=_who(em.state, fid))
    else:
        vp = int(ct.missions()[em.state["mission"]].vp.get("claim_crate", 0))
        em.emit("claimed", f"{seat} claims a crate.", "say.claimed", seat=seat, crate=list(a["crate"]))
        em.emit("vp", f"{seat} scores {vp} VP.", "say.vp", seat=seat, vp=vp)
    _bleed(em, fid)


def _special(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    fid = em.state["act"]["figure"]
    spec = next(dict(s) for s in card_of(em.state, fid).specials if dict(s)["id"] == a["id"])
    em.emit("action", figure=fid, special=a["id"])
    if spec["effect"] == "focus_self":
        em.emit(
            "condition",
            f"{_name(em.state, fid)} becomes focused.",
            "say.focused",
            figure=fid,
            condition="focused",
            gained=True,
            who=_who(em.state, fid),
        )
    elif spec["effect"] == "focus_ally":
        ally = a["ally"]
        em.emit(
            "condition",
            f"{_name(em.state, ally)} becomes focused.",
            "say.focused",
            figure=ally,
            condition="focused",
            gained=True,
            who=_who(em.state, ally),
        )
    elif spec["effect"] == "recover_self":
        em.emit(
            "recovered",
            f"{_name(em.state, fid)} recovers {spec.get('amount', 1)}.",
            "say.recovered",
            figure=fid,
            amount=int(spec.get("amount", 1)),
            who=_who(em.state, fid),
        )
    _bleed(em, fid)


def _discard(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    fid = em.state["act"]["figure"]
    em.emit("action", figure=fid)
    em.emit(
        "condition",
        f"{_name(em.state, fid)} discards {a['condition']}.",
        "say.discarded",
        figure=fid,
        condition=a["condition"],
        gained=False,
        who=_who(em.state, fid),
        what=a["condition"],
    )


def _card(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    cid = a["card"]
    c = ct.commands()[cid]
    em.emit("card", f"{seat} plays {c.name}.", "say.card", seat=seat, card=cid, name=_command_name(c))
    effect = dict(c.effect)
    if c.timing == "activation":
        em.emit("hand", open=False)
        fid = em.state["act"]["figure"]
        if effect.get("mp"):
            em.emit("mp", figure=fid, mp=effect["mp"], action=False)
        if effect.get("recover"):
            em.emit("recovered", figure=fid, amount=effect["recover"])
        if effect.get("focus"):
            em.emit("condition", figure=fid, condition="focused", gained=True)
        if effect.get("move"):  # L310: moves X spaces, ignoring MP costs
            em.emit("relocate", how="move", seat=seat, figure=fid, n=effect["move"])
        if effect.get("place"):  # L1173-1182: placed in a space within X spaces
            em.emit("relocate", how="place", seat=seat, figure=fid, n=effect["place"])
        if effect.get("push"):  # L906-916: an adjacent hostile figure, up to X spaces, where its user chooses
            targets = _push_targets(em.state, fid)
            one = targets[0] if len(targets) == 1 else None
            em.emit("relocate", how="push", seat=seat, figure=one, targets=targets, n=effect["push"])
    else:
        em.emit("modified", side=c.timing, card=cid, changes=effect)


def _cards(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    em.emit("hand", open=True)


def _back(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    em.emit("hand", open=False)


def _end(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    em.emit("figure_done", figure=em.state["act"]["figure"])


def _strain(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    st = em.state["strain"]
    fid = st["figure"]
    if a["discard"]:
        top = em.state["players"][seat]["deck"][0]
        em.emit(
            "strain_done",
            f"{seat} discards the top command card to prevent the damage.",
            "say.strain_discard",
            seat=seat,
            card=top,
        )
    else:
        em.emit("strain_done", seat=seat)
        hurt(em, fid, 1, None)


# --- the attack ----------------------------------------------------------------------------------------------------


def _attack(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    fid = em.state["act"]["figure"]
    space = (int(a["space"][0]), int(a["space"][1])) if a.get("space") else None
    declare(em, fid, a["target"], chance, action=True, space=space)
    _bleed(em, fid)


def declare(em: Emitter, fid: str, target: str, chance: Chance, action: bool, space: Square | None = None) -> None:
    """Steps 1-2 (L100-102): declare (at a large target: one of its spaces, L751), add dice (Focused, L728-730),
    roll both pools at once."""
    s = em.state
    card = card_of(s, fid)
    t_card = card_of(s, target)
    if space is None or space not in spaces(s, target):
        space = target_spaces(s, fid, target)[0]
    distance = count_to(s, fid, space) if card.attack_type == "ranged" else None
    att = atk.new_attack(
        fid,
        target,
        card.attack_type,
        card.attack_dice,
        t_card.defense,
        card.surges,
        distance,
        card.keyword("pierce"),
        dict(card.bonus),
    )
    if "focused" in s["figures"][fid]["conditions"]:
        att = atk.add_die(att, "attack", "green")
    key = f"r{s['round']}:attack{s['attacks']}:{fid}:{target}"
    rng = chance.rng(key)
    att = atk.roll_with(att, lambda side, n: [rng.randrange(6) for _ in range(n)])
    sight = sees(s, fid, target, space)
    lines = [list(p) for p in sight.lines] if sight.lines else None
    t = atk.rolled_totals(att)
    em.emit(
        "attack",
        f"{_name(s, fid)} attacks {_name(s, target)}: {t['damage']} damage, {t['surge']} surge(s), "
        f"accuracy {t['accuracy']} vs {t['block']} block(s), {t['evade']} evade(s)"
        + (", dodge" if t["dodge"] else "")
        + ".",
        "say.attack",
        attack=att,
        roll_key=key,
        lines=lines,
        action=action,
        **({"space": list(space)} if "dims" in s["figures"][target] else {}),
        who=_who(s, fid),
        target=_who(s, target),
        damage=t["damage"],
        surge=t["surge"],
        accuracy=t["accuracy"],
        block=t["block"],
        evade=t["evade"],
        dodge=t["dodge"],
    )
    if "focused" in s["figures"][fid]["conditions"]:
        em.emit("condition", figure=fid, condition="focused", gained=False)  # L728: used on this attack


def _done(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    stage = em.state["attack"]["stage"]
    nxt = {"attack_mods": "defense_mods", "defense_mods": "surges"}.get(stage)
    if nxt is not None:
        em.emit("stage", stage=nxt)
    else:
        resolve(em)


def _surge(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    em.emit("surge", ability=a["ability"])


def resolve(em: Emitter) -> None:
    """Steps 6-7 and after the attack (L107-108, L957): damage, Blast, Recover, conditions, then Cleave."""
    s = em.state
    att = s["attack"]["att"]
    res = atk.result(att)
    fid, target = att["attacker"], att["target"]
    owner = s["figures"][fid]["owner"]
    verdict = f"misses ({res.miss})" if res.miss else f"deals {res.damage} damage"
    em.emit(
        "attack_result",
        f"{_name(s, fid)} {verdict}.",
        "say.attack_done",
        result=res.to_json(),
        who=_who(s, fid),
        miss=res.miss or "",
        damage=res.damage,
    )
    t_sq = (s["attack"]["space"][0], s["attack"]["space"][1]) if s["attack"].get("space") else square(s, target)
    if res.damage:
        hurt(em, target, res.damage, owner)
    if res.blast:  # L188-198: every figure next to the target space, friend or foe, not the target (L194)
        for f in alive(em.state):
            if f != target and any(state_adjacent(em.state, sq, t_sq) for sq in spaces(em.state, f)):
                hurt(em, f, res.blast, owner)
    if res.recover and em.state["figures"][fid]["pos"] is not None:  # L216: even on a miss
        em.emit("recovered", figure=fid, amount=res.recover)
    for cond in res.conditions:
        if em.state["figures"][target]["pos"] is not None:
            em.emit("condition", figure=target, condition=cond, gained=True)
    for cond in res.attacker_conditions:
        if em.state["figures"][fid]["pos"] is not None:
            em.emit("condition", figure=fid, condition=cond, gained=True)
    if res.cleave and not em.over and em.state["figures"][fid]["pos"] is not None:
        options = [t for t in alive(em.state, other(owner)) if t != target and legal_target(em.state, fid, t)]
        if options:  # A12: a legal target for this attack (sight for ranged), no accuracy check
            em.emit("stage", stage="cleave", cleave=options, amount=res.cleave)
            return
    _finish_attack(em)


def _cleave(em: Emitter, seat: str, a: Mapping[str, Any], chance: Chance) -> None:
    if a["target"] is not None:
        owner = em.state["figures"][em.state["attack"]["att"]["attacker"]]["owner"]
        hurt(em, a["target"], int(em.state["attack"]["amount"]), owner)
    _finish_attack(em)


def _finish_attack(em: Emitter) -> None:
    em.emit("attack_done")


def hurt(em: Emitter, fid: str, amount: int, by: str | None) -> None:
    """Damage (L1424-1436); defeated at health (L1003-1012); VP for the last figure of a group (L990-996)."""
    s = em.state
    if s["figures"][fid]["pos"] is None:
        return
    em.emit(
        "damage",
        f"{_name(s, fid)} suffers {amount} damage.",
        "say.damage",
        figure=fid,
        amount=amount,
        who=_who(s, fid),
    )
    f = em.state["figures"][fid]
    if f["damage"] < card_of(em.state, fid).health:
        return
    owner = f["owner"]
    em.emit("defeated", f"{_name(em.state, fid)} is defeated.", "say.defeated", figure=fid, who=_who(em.state, fid))
    g = em.state["groups"][f["group"]]
    if g["defeated"]:
        gain = cards(em.state)[g["card"]].cost
        # Our reading: the VP go to the owner's opponent, whoever dealt the last damage (the card is handed over).
        em.emit("vp", f"{other(owner)} scores {gain} VP.", "say.vp", seat=other(owner), vp=gain)
    check_end(em)


def check_end(em: Emitter) -> None:
    """40 VP ends the game at once (L990); a player without figures loses at once (L998)."""
    s = em.state
    for seat in SEATS:
        if not alive(s, seat):
            em.emit(
                "over",
                f"{other(seat)} wins: every figure of {seat} is defeated.",
                "say.elimination",
                winners=[other(seat)],
                reason=f"every figure of {seat} is defeated",
                seat=seat,
            )
            return
    if any(s["players"][p]["vp"] >= VICTORY_VP for p in SEATS):
        winner, why = decide(s)
        em.emit(
            "over",
            f"{winner} wins with {s['players'][winner]['vp']} VP ({why}).",
            "say.won",
            winners=[winner],
            reason=why,
            seat=winner,
            vp=s["players"][winner]["vp"],
        )


def decide(s: Mapping[str, Any]) -> tuple[str, str]:
    """Most VP; ties: defeated enemy cost (A3), fewer damage tokens, initiative (L1000)."""
    p1, p2 = SEATS
    keys = [
        ("most VP", lambda p: s["players"][p]["vp"]),
        ("higher cost of defeated enemy groups", lambda p: s["players"][p]["defeated_cost"]),
        ("fewer damage on own figures", lambda p: -damage_on(s, p)),
        ("initiative", lambda p: 1 if s["initiative"] == p else 0),
    ]
    for why, key in keys:
        if key(p1) != key(p2):
            return (p1 if key(p1) > key(p2) else p2), why
    return s["initiative"], "initiative"


# --- after every answer: end activations, next turn, status phase ---------------------------------------------------


def _after(em: Emitter) -> None:
    for _ in range(200):  # each pass moves the game on by one automatic step; bounded
        if em.over or em.state["strain"] is not None or em.state.get("relocate"):
            return
        s = em.state
        if s["attack"] is not None:
            return
        if s["phase"] != "activation":
            return
        act = s["act"]
        if act is None:
            if not _next_turn(em):
                return
            continue
        if act["figure"] is not None:
            fid = act["figure"]
            if s["figures"][fid]["pos"] is None or (
                act["actions"] == 0
                and not destinations(s, fid, act["mp"])
                and not playable(s, s["figures"][fid]["owner"], "activation", fid)
            ):
                em.emit("figure_done", figure=fid)  # L1010 defeated: its activation ends; nothing left to do
                continue
            return
        group = s["groups"][act["group"]]
        left = [f for f in group["figures"] if s["figures"][f]["pos"] is not None and f not in act["done"]]
        if not left:
            em.emit("group_done", group=act["group"])
            nxt = other(group["owner"]) if ready_groups(em.state, other(group["owner"])) else group["owner"]
            if nxt != em.state["turn"]:
                em.emit("turn", seat=nxt)
            continue
        if len(left) == 1:
            em.emit("figure_up", figure=left[0])
            continue
        return


def _next_turn(em: Emitter) -> bool:
    """Whose turn now; the status phase when nobody has a ready group (L1470, L1486-1493). False: wait for a
    player."""
    s = em.state
    turn = s["turn"]
    mine, theirs = ready_groups(s, turn), ready_groups(s, other(turn))
    if not mine and not theirs:
        status(em)
        return True
    if not mine:
        em.emit("turn", seat=other(turn))
        return True
    return False


def status(em: Emitter) -> None:
    """Status phase (L1486-1493): ready, draw 1 + 1 per controlled terminal, end-of-round mission VP, pass the
    initiative; the round limit (ours) ends the game on the tie-breakers."""
    s = em.state
    mission = ct.missions()[s["mission"]]
    for seat in SEATS:
        terminals = sum(1 for t in s["terminals"] if controls(s, seat, (t[0], t[1])))
        em.emit("drew", seat=seat, n=1 + terminals)
    for seat in (s["initiative"], other(s["initiative"])):  # §0.5: the initiative player's effects first
        vp = 0
        per = int(mission.vp.get("per_terminal", 0))
        if per:
            vp += per * sum(1 for t in em.state["terminals"] if controls(em.state, seat, (t[0], t[1])))
        area = mission.vp.get("per_area")
        if area and controls_area(em.state, seat, area["area"]):
            vp += int(area["vp"])
        if vp:
            em.emit("vp", f"{seat} scores {vp} VP at the end of the round.", "say.round_vp", seat=seat, vp=vp)
            check_end(em)
    if em.over:
        return
    if s["round"] >= em.state["round_limit"]:
        winner, why = decide(em.state)
        em.emit(
            "over",
            f"Round limit reached: {winner} wins ({why}).",
            "say.round_limit",
            winners=[winner],
            reason=f"round limit; {why}",
            seat=winner,
        )
        return
    nxt = other(em.state["initiative"])
    em.emit(
        "status",
        f"Round {s['round'] + 1} begins; {nxt} has the initiative.",
        "say.round",
        round=s["round"] + 1,
        initiative=nxt,
    )


HANDLERS: dict[str, Callable[[Emitter, str, Mapping[str, Any], Chance], None]] = {
    "initiative": _initiative,
    "zone": _zone,
    "place": _place,
    "place_first": _place_first,
    "place_rest": _place_rest,
    "activate": _activate,
    "pass": _pass,
    "figure": _figure,
    "move": _move,
    "step": _step,
    "attack": _attack,
    "interact": _interact,
    "special": _special,
    "discard": _discard,
    "card": _card,
    "cards": _cards,
    "back": _back,
    "end": _end,
    "done": _done,
    "surge": _surge,
    "cleave": _cleave,
    "strain": _strain,
    "page": lambda em, seat, a, chance: em.emit("page", page=int(a["page"])),
    "relocate": _relocate,
}
