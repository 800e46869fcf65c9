"""User content (owners load the real cards and cruisers, docs/protocol.md "User content") and Total War decks.

`check_content` validates one item with the same checks as the shipped data and refuses the numbers and ids of
the shipped (synthetic) catalogue, so a loaded item never silently replaces one. A Total War deck is at least 25
distinct card numbers (§13), pasted as text ("south: 1-01 1-02 ..." or ranges "1-01..1-30") or picked from a list.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.protocol import JSON, Option, RuleError
from bot.core.texts import code_list, msg, quoted
from bot.games.starfighter.catalogue import builtin, card_said, cruiser_said
from bot.games.starfighter.texts import refuse, text

MIN_DECK = 25
PACK = 5
MAX_PACKS = 25  # one Discord select
KINDS = ("card", "cruiser")
RANGE = re.compile(r"^([A-Za-z0-9_]+-)?(\d+)\.\.([A-Za-z0-9_]+-)?(\d+)$")


def check_content(kind: str, data: JSON) -> tuple[str, JSON]:
    """(id, item) of one card or cruiser side an owner loads; RuleError naming every problem."""
    if kind not in KINDS:
        raise refuse("err.content_kind", code="malformed", given=quoted(kind, 30), allowed=code_list(KINDS))
    problems = card_said(data) if kind == "card" else cruiser_said(data)
    ours = builtin().cards if kind == "card" else builtin().cruisers
    if isinstance(data, Mapping) and data.get("id") in ours:
        problems.append(msg("sfp.shipped_id", at=msg(f"sfp.{kind}", id=str(data["id"]))))
    if problems:
        raise refuse("err.content", code="malformed", kind=msg(f"content.kind.{kind}"), problems=joined(problems))
    assert isinstance(data, Mapping)
    return str(data["id"]), dict(data)


def joined(problems: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The problems as one message joined by "; " (a list param joins with ", ", which the problems use)."""
    out = dict(problems[-1])
    for p in reversed(problems[:-1]):
        out = msg("sfp.and", first=p, rest=out)
    return out


def match_content(given: Any) -> dict[str, list[dict[str, Any]]]:
    """The user content of a match's options ({"card": [...], "cruiser": [...]}), checked again."""
    if not given:
        return {}
    if not isinstance(given, Mapping) or set(given) - set(KINDS):
        raise refuse("err.content_shape", code="malformed", allowed=code_list(KINDS))
    out: dict[str, list[dict[str, Any]]] = {}
    for kind in KINDS:
        items = given.get(kind) or []
        if not isinstance(items, list):
            raise refuse("err.content_shape", code="malformed", allowed=code_list(KINDS))
        checked = [check_content(kind, item)[1] for item in items]
        ids = [c["id"] for c in checked]
        if len(set(ids)) != len(ids):
            raise refuse("err.content", code="malformed", kind=msg(f"content.kind.{kind}"), problems=msg("sfp.twice"))
        out[kind + "s"] = sorted(checked, key=lambda c: str(c["id"]))
    cruisers = out.get("cruisers", [])
    boards = [c["board"] for c in cruisers]
    for c in cruisers:
        if c["board"] in {x["board"] for x in builtin().cruisers.values()}:
            problem = msg("sfp.shipped_board", board=str(c["board"]))
            raise refuse("err.content", code="malformed", kind=msg("content.kind.cruiser"), problems=problem)
        if boards.count(c["board"]) > 2:
            problem = msg("sfp.board_sides", board=str(c["board"]))
            raise refuse("err.content", code="malformed", kind=msg("content.kind.cruiser"), problems=problem)
    return {k: v for k, v in out.items() if v}


def _expand(token: str, known: Sequence[str]) -> list[str]:
    found = RANGE.match(token)
    if not found:
        return [token]
    prefix = found.group(1) or found.group(3) or ""
    low, high = int(found.group(2)), int(found.group(4))
    width = len(found.group(2))
    wanted = [f"{prefix}{n:0{width}d}" for n in range(low, high + 1)] if high - low < 200 else []
    return [c for c in wanted if c in known] or [token]


def deck_value(ids: Sequence[str], known: Mapping[str, Any] | None = None) -> list[str]:
    """A Total War deck from card numbers: at least 25, each at most once, all known (§13)."""
    cards = known if known is not None else builtin().cards
    unknown = [i for i in ids if i not in cards]
    doubled = sorted({i for i in ids if list(ids).count(i) > 1})
    if unknown or doubled or len(ids) < MIN_DECK:
        raise refuse(
            "err.deck",
            rule="§13 Total War",
            code="malformed",
            n=len(ids),
            least=MIN_DECK,
            unknown=", ".join(unknown[:10]) or "-",
            doubled=", ".join(doubled[:10]) or "-",
        )
    return sorted(ids)


def known_cards(content: Any = None) -> dict[str, Any]:
    """The shipped cards and the server's loaded ones (`content` as the adapter passes it to the pick methods:
    {kind: [items]}); an item the game now refuses is left out, as the engine does when it copies a match's items."""
    cards: dict[str, Any] = dict(builtin().cards)
    items = content.get("card") if isinstance(content, Mapping) else None
    for item in items if isinstance(items, list) else []:
        try:
            ident, checked = check_content("card", item)
        except RuleError:
            continue
        cards[ident] = checked
    return cards


def read_deck(pasted: str, seats: Sequence[str], content: Any = None) -> tuple[str, JSON]:
    side, _, rest = pasted.partition(":")
    if side.strip() not in seats:
        raise refuse("err.deck_side", code="malformed", allowed=", ".join(f"`{s}`" for s in seats))  # typed as is
    cards = known_cards(content)
    known = sorted(cards)
    tokens = [t for t in re.split(r"[\s,]+", rest) if t]
    ids = [c for t in tokens for c in _expand(t, known)]
    return side.strip(), deck_value(ids, cards)


def packs(content: Any = None) -> list[list[str]]:
    """The cards by fives, shipped ones first in number order, then the server's loaded ones: what the list picker
    offers (a Discord select shows 25 options, so 100 single cards would not fit; a pasted deck may name any cards).
    At most MAX_PACKS packs: loaded cards beyond them are named by pasting."""
    ours = sorted(builtin().cards)
    loaded = sorted(set(known_cards(content)) - set(ours))
    out = [ours[n : n + PACK] for n in range(0, len(ours), PACK)]
    out += [loaded[n : n + PACK] for n in range(0, len(loaded), PACK)]
    return out[:MAX_PACKS]


def deck_options(content: Any = None) -> tuple[Option, ...]:
    out = []
    cards = known_cards(content)
    for pack in packs(content):
        levels = "/".join(str(cards[c]["level"]) for c in pack)
        label, message = text("pick.pack", first=pack[0], last=pack[-1], levels=levels)
        # a pack of loaded cards is named by its cards: loaded ids need not follow one numbering
        ident = f"{pack[0]}..{pack[-1]}" if pack[0] in builtin().cards else " ".join(pack)
        out.append(Option(ident, label, {"kind": "pick", "cards": pack}, texts={"label": message}))
    return tuple(out)


def deck_value_of_picks(ids: Sequence[str], content: Any = None) -> list[str]:
    """A deck from picked options (packs "first..last", loaded packs as their card ids) or card numbers."""
    cards = known_cards(content)
    known = sorted(cards)
    return deck_value([c for i in ids for part in i.split() for c in _expand(part, known)], cards)


def total_war_decks(given: Any, cards: Mapping[str, Any], seats: Sequence[str]) -> dict[str, list[str]]:
    """Each seat's own deck (the `decks` option the secret pick fills)."""
    if not isinstance(given, Mapping) or any(not isinstance(given.get(s), list) for s in seats):
        raise refuse(
            "err.decks_missing", rule="§13 Total War", code="malformed", seats=", ".join(seats), least=MIN_DECK
        )
    return {s: deck_value([str(c) for c in given[s]], cards) for s in seats}
