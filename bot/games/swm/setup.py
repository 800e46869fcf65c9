"""Set-up (SWM-2, SWM-3): the match options, the squads (picked secretly, revealed together) and deployment in the
scenario's zones, dark side first."""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

import orjson

from bot.core.protocol import JSON, Option, RuleError
from bot.core.texts import msg
from bot.games.grid import distances, footprint, zone_squares
from bot.games.swm import roster as R
from bot.games.swm import texts as T
from bot.games.swm.board import alive, base_map, board, move_rules, occupied
from bot.games.swm.events import HANDLERS
from bot.games.swm.options import normalized
from bot.games.swm.squads import ERAS, FRINGE, MAX_FIGURES, SIDES, cost, problems

Square = tuple[int, int]
LIST_SIZE = 25  # Discord's list pickers show 25 options; more squads are pasted as text
TOKEN = re.compile(r"^(?:(\d{1,2})\s*[x×*]\s*)?(.+)$")


def _squad_error(side: str, found: list[dict[str, Any]]) -> RuleError:
    return T.rule_error("err.squad", "SWM-2", code="malformed", side=T.side(side), problems=found)


def _side_factions(side: str) -> set[str]:
    """The factions of the side in the default era (Rebellion) and Fringe: what the list offers (other eras are
    pasted as text)."""
    return set(ERAS["rebellion"][side]) | {FRINGE}


def _roster(content: Mapping[str, Any] | None) -> dict[str, R.Character]:
    """Our roster plus the server's own characters (those that pass the check; setup checks them again)."""
    items = (content or {}).get("character") or []
    out = dict(R.builtin())
    for item in items if isinstance(items, list) else []:
        if not R.problems(item, builtin=frozenset(R.builtin())):
            out.setdefault(item["id"], R.from_json(item, own=True))
    return out


def squad_options(side: str, content: Mapping[str, Any] | None = None) -> tuple[Option, ...]:
    """What a `side` may pick from a list: the server's own characters first, then our roster, dearest first, of
    the side's Rebellion-era factions and Fringe; non-unique ones a few times each, LIST_SIZE options at most."""
    if side not in SIDES:
        raise T.rule_error("err.side", code="malformed", side=str(side)[:20], allowed=", ".join(SIDES))
    out = []
    order = sorted(_roster(content).values(), key=lambda c: (not c.own, -c.cost, c.id))
    chars = [c for c in order if c.faction in _side_factions(side)]
    each = max(1, (LIST_SIZE - 1) // max(1, len(chars)))
    for c in chars:
        copies = 1 if c.unique else max(1, min(each, 100 // c.cost))
        for n in range(1, copies + 1):
            suffix = f" #{n}" if copies > 1 else ""
            label = msg("pick.char", name=T.name(c.to_json()), suffix=suffix)
            detail = msg("pick.detail", cost=c.cost, hp=c.hp, defense=c.defense, attack=c.attack, damage=c.damage)
            out.append(T.option(f"{c.id}#{n}", label, {"kind": "pick", "character": c.id}, detail=detail))
    return tuple(out[:LIST_SIZE])


def picked_value(side: str, ids: Sequence[str], content: Mapping[str, Any] | None = None) -> JSON:
    known = {o.id for o in squad_options(side, content)}
    bad = [str(i)[:40] for i in ids if i not in known]
    if bad or not ids or len(ids) > MAX_FIGURES:
        raise T.rule_error("err.picked", code="malformed", bad=", ".join(bad) or "-", most=MAX_FIGURES)
    return [i.split("#")[0] for i in ids]


def read_squad(text: str, content: Mapping[str, Any] | None = None) -> tuple[str, JSON]:
    """(side, character ids) from a pasted squad: `light: g-l-knight, 4x g-l-militia, Hired Gun` (ids or names
    of our roster and of the server's own characters; `Nx` repeats), or JSON {"side": ..., "characters": [...]}.
    Unknown ids are refused here when the server's characters are known; the match checks legality."""
    text = text.strip()[:4000]
    if text.startswith("{"):
        try:
            data = json.loads(text)
        except ValueError:
            raise T.rule_error("err.paste_json", code="malformed") from None
        if not isinstance(data, dict) or data.get("side") not in SIDES or not isinstance(data.get("characters"), list):
            raise T.rule_error("err.paste_form", code="malformed")
        return data["side"], [str(c) for c in data["characters"]][: MAX_FIGURES + 1]
    side, colon, rest = text.partition(":")
    side = side.strip().lower()
    if not colon or side not in SIDES:
        raise T.rule_error("err.paste_form", code="malformed")
    roster = _roster(content)
    by_name = {c.name.casefold(): c.id for c in sorted(roster.values(), key=lambda c: c.id)}
    ids: list[str] = []
    for part in (p.strip() for p in rest.split(",")):
        if not part:
            continue
        m = TOKEN.match(part)
        assert m is not None
        n = int(m.group(1) or 1)
        word = m.group(2).strip()
        cid = by_name.get(word.casefold(), word)
        if not R.ID.match(cid) or (content is not None and cid not in roster):
            raise T.rule_error("err.paste_token", code="malformed", token=word[:40])
        ids += [cid] * n
        if len(ids) > MAX_FIGURES:
            raise T.rule_error("err.squad_size", code="malformed", most=MAX_FIGURES)
    if not ids:
        raise T.rule_error("err.paste_form", code="malformed")
    return side, ids


def check_squad(state: Mapping[str, Any], side: str, ids: Any) -> list[str]:
    if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
        raise _squad_error(side, [msg("squad.form")])
    roster = {cid: R.from_json(c) for cid, c in state["roster"].items()}
    o = state["opts"]
    found = problems(ids, side, o["era"], o["points"], roster, o["rules"])
    if found:
        raise _squad_error(side, found)
    return list(ids)


def fixtures(state: Mapping[str, Any], side: str) -> list[tuple[str, dict[str, Any]]]:
    """The digest's example squads legal for `side` in this match, then two squads of Hired Guns (always legal).
    Kept per roster, options and side (their JSON text): every squad prompt asks it, and reading the roster's
    characters took a third of decoding a stored match in set-up (issue 17). The squads are shared: read only."""
    try:
        key = (_text(state["roster"]), _text(state["opts"]), side)
    except (TypeError, ValueError):  # not JSON data: asked afresh
        return _fixtures(state, side)
    found = _FIXTURES.get(key)
    if found is None:
        found = _FIXTURES[key] = tuple(_fixtures(state, side))
        if len(_FIXTURES) > 256:
            with contextlib.suppress(RuntimeError, KeyError, StopIteration):  # another thread dropped it first
                del _FIXTURES[next(iter(_FIXTURES))]
    return list(found)


_FIXTURES: dict[tuple[bytes | str, bytes | str, str], tuple[tuple[str, dict[str, Any]], ...]] = {}
# str, int and dict subclasses and dataclasses are not written as JSON data is: they raise, and are asked afresh
_KEY = orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATACLASS


def _text(value: Any) -> bytes | str:
    """The memo's key: the value's JSON (orjson's; json's where orjson wrote a null, which may have been NaN)."""
    text = orjson.dumps(value, option=_KEY)
    return json.dumps(value, sort_keys=True) if b"null" in text else text


def _fixtures(state: Mapping[str, Any], side: str) -> list[tuple[str, dict[str, Any]]]:
    roster = {cid: R.from_json(c) for cid, c in state["roster"].items()}
    o = state["opts"]
    out = []
    for name, squad in sorted(R.fixture_squads().items()):
        ids = squad["characters"]
        if squad.get("side", name) == side and not problems(ids, side, o["era"], o["points"], roster, o["rules"]):
            out.append((name, squad))
    guns = ["g-f-merc"] * max(1, min(6, o["points"] // roster["g-f-merc"].cost))
    out.append(("fringe", {"name": "Hired Guns", "characters": guns}))
    # a second, smaller one: a prompt with one option is answered by the engine itself, and the player could then
    # not give a squad of their own (an exact {"kind": "squad", "characters": [...]})
    out.append(("fringe_small", {"name": "Hired Guns", "characters": guns[: max(1, len(guns) // 2)]}))
    return out


def squad_value(state: Mapping[str, Any], seat: str, action: Mapping[str, Any]) -> list[str]:
    if "fixture" in action:
        found = dict(fixtures(state, seat)).get(str(action["fixture"]))
        if found is None:
            names = ", ".join(f"'{n}'" for n, _ in fixtures(state, seat))
            raise T.rule_error("err.fixture", code="malformed", name=T.quoted(action["fixture"]), allowed=names)
        return list(found["characters"])
    return check_squad(state, seat, action.get("characters"))


def reveal_payload(state: Mapping[str, Any]) -> dict[str, Any]:
    """Both squads at once (SWM-3.1) with their salts, and the figures: dark side first (it deploys first)."""
    figures = []
    for side in ("dark", "light"):
        for i, cid in enumerate(state["squads"][side], start=1):
            c = state["roster"][cid]
            figures.append(
                {"id": f"{side[0].upper()}{i}", "char": cid, "side": side, "hp": c["hp"], "force": c["force"]}
            )
    return {"squads": {s: list(state["squads"][s]) for s in SIDES}, "salts": dict(state["salts"]), "figures": figures}


def initial_state(options: Mapping[str, Any]) -> dict[str, Any]:
    opts = normalized(options)
    content = options.get("content") or {}
    if not isinstance(content, dict) or any(k != "character" for k in content):
        raise T.rule_error("err.content_form", code="malformed")
    roster, found = R.with_content(content.get("character"))
    if found:
        raise T.rule_error("err.content", "SWM-1.2", code="malformed", problems=R.joined(found))
    b = base_map(opts["map"])
    state: dict[str, Any] = {
        "game": "swm",
        "seq": 0,
        "opts": opts,
        "roster": {cid: roster[cid].to_json() for cid in sorted(roster)},
        "stage": "squads",
        "squads": {},
        "salts": {},
        "locked": [],
        "revealed": False,
        "order": [],
        "figures": {},
        "round": 0,
        "initiative": None,
        "first": None,
        "phase": None,
        "active": None,
        "turn": None,
        "turn_no": 0,
        "pending": None,
        "attack": None,
        "last": {"path": None, "attack": None},
        "doors": [d.open for d in b.doors],
        "result": None,
    }
    given = options.get("squads")
    if given is None:
        return state
    if not isinstance(given, dict) or sorted(given) != sorted(SIDES):
        raise T.rule_error("err.squads_option", code="malformed")
    state["squads"] = {side: check_squad(state, side, given[side]) for side in SIDES}
    state["locked"] = list(SIDES)
    HANDLERS["squads_revealed"](state, reveal_payload(state))
    return state


def _zone(state: Mapping[str, Any], side: str) -> tuple[Square, ...]:
    b = board(state)
    squares = zone_squares(b, move_rules(state, 1), f"{side}_start")
    if not state["opts"]["rules"]["A-5"]:  # not on the square just behind the door
        inner = set()
        for door in b.doors:
            x1, y1, x2, _ = door.edge
            inner |= {(x1 - 1, y1), (x1, y1)} if x1 == x2 else {(x1, y1 - 1), (x1, y1)}
        squares = tuple(sq for sq in squares if sq not in inner)
    return squares


def deploy_squares(state: Mapping[str, Any], fid: str) -> list[Square]:
    """Anchors where `fid` may be set up: its whole footprint inside its side's zone (SWM-3.2, A-4, A-5), on free
    squares one may stand on. A zone too full for a big figure: the free places nearest to it (our fallback)."""
    fig = state["figures"][fid]
    size = int(state["roster"][fig["char"]]["size"])
    b = board(state)
    rules = move_rules(state, size)
    taken = occupied(state, [f for f in alive(state)])
    zone = set(_zone(state, fig["side"]))

    def fits(anchor: Square, inside: set[Square] | None) -> bool:
        squares = footprint(anchor, size)
        return all(
            b.on_map(sq) and b.at(sq) not in rules.no_entry and sq not in taken and (inside is None or sq in inside)
            for sq in squares
        )

    legal = [sq for sq in sorted(zone, key=lambda s: (s[1], s[0])) if fits(sq, zone)]
    if legal:
        return legal
    dist = distances(b, move_rules(state, 1), sorted(zone))
    spare = sorted((d, sq[1], sq[0]) for sq, d in dist.items() if fits(sq, None))
    if not spare:
        return []
    low = spare[0][0]
    return [(x, y) for d, y, x in spare if d == low]


def first_fit(state: Mapping[str, Any], fid: str) -> Square:
    found = deploy_squares(state, fid)
    if not found:
        raise T.rule_error("err.no_room", "SWM-3.2", figure=fid)
    return found[0]


__all__ = ["cost", "deploy_squares", "first_fit", "initial_state", "read_squad", "squad_options", "squad_value"]
