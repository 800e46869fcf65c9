"""User content: items players add from their own copies of a game (docs/protocol.md, "User content").

The game checks each item (`check_content`, pure); this module bounds what it is given (file size, nesting,
encoding), bounds what a scope keeps (the kind's `max_items`, `max_bytes`), keeps who added what, and copies a
scope's items into a new match's options. A scope is a Discord server's id or `console` (the console's database).

Every refusal is a `ContentError` whose `key`/`params` name a message of data/bot/texts (the adapters render it in
the reader's language); `message` is its English text.
"""

from __future__ import annotations

import json
import logging
import math
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.core import canonical, declared
from bot.core.jsondepth import decode_place, too_deep
from bot.core.protocol import JSON, ContentKind, Game, RuleError
from bot.engine.clock import Clock
from bot.engine.errors import ContentError, GameBug
from bot.engine.repository import Repository

log = logging.getLogger(__name__)

CONSOLE = "console"  # the scope of the console's items: one per database file
MAX_FILE_BYTES = 1_000_000  # one file or text of items (a list of 100 cards is ~50 KB)
MAX_DEPTH = 32  # JSON nesting; Python's parser overflows near 1,000 and no card needs more than a few levels
MAX_ID = 64  # characters of an item's id
MAX_PROBLEMS = 10  # problems named in one refusal of a list (the rest are counted)


@dataclass(frozen=True)
class ContentItem:
    game: str
    kind: str
    id: str
    item: JSON
    added_by: str
    added_at: float

    def to_json(self) -> dict[str, JSON]:
        return {
            "game": self.game,
            "kind": self.kind,
            "id": self.id,
            "item": self.item,
            "added_by": self.added_by,
            "added_at": self.added_at,
        }


@dataclass(frozen=True)
class Added:
    """One item stored by `add`; `replaced` when an item with its id was there before (replace semantics)."""

    item: ContentItem
    replaced: bool


# ---------------------------------------------------------------------------------------------- reading input


def parse(raw: bytes | str, limit: int = MAX_FILE_BYTES) -> JSON:
    """JSON from a file or a text a player gave: bounded in size and nesting, UTF-8, named problems."""
    size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise ContentError("content.err.too_big", size=size, limit=limit)
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise ContentError("content.err.not_utf8", at=exc.start) from None
    else:
        text = raw
    if not text.strip():
        raise ContentError("content.err.empty")
    _check_depth(text)
    try:
        data: JSON = json.loads(text, parse_constant=_no_constant, parse_float=_finite, parse_int=_bounded_int)
    except json.JSONDecodeError as exc:
        place = decode_place(exc)
        raise ContentError("content.err.not_json" if place["near"] else "content.err.not_json_end", **place) from None
    except RecursionError:  # pragma: no cover - _check_depth stops it first
        raise ContentError("content.err.too_deep", limit=MAX_DEPTH) from None
    return data


# No card needs a number this long; the bound also keeps Python's own 4,300-digit error (English, with advice
# for programmers) away from players.
MAX_NUMBER_CHARS = 30


def _no_constant(name: str) -> None:
    raise ContentError("content.err.not_a_number", name=name[:20])


def _finite(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise ContentError("content.err.long_number", start=text[:12], length=len(text), limit=MAX_NUMBER_CHARS)
    value = float(text)
    if not math.isfinite(value):
        raise ContentError("content.err.huge_number", number=text)
    return value


def _bounded_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise ContentError("content.err.long_number", start=text[:12], length=len(text), limit=MAX_NUMBER_CHARS)
    return int(text)


def _check_depth(text: str) -> None:
    if too_deep(text, MAX_DEPTH):
        raise ContentError("content.err.too_deep", limit=MAX_DEPTH)


# ---------------------------------------------------------------------------------------------- checking items


def kinds(game_name: str, g: Game) -> tuple[ContentKind, ...]:
    holder = declared.user_content(g)
    if holder is None or not holder.content_kinds:
        raise ContentError("content.err.no_content", game=game_name)
    return tuple(holder.content_kinds)


def kind_of(game_name: str, g: Game, kind: str) -> ContentKind:
    declared_kinds = kinds(game_name, g)
    for k in declared_kinds:
        if k.name == kind:
            return k
    raise ContentError("content.err.unknown_kind", game=game_name, kind=kind, kinds=[k.name for k in declared_kinds])


def check_one(game_name: str, g: Game, kind: ContentKind, data: JSON) -> tuple[str, JSON]:
    """The game's (id, item) for one item, within the kind's size limit. RuleError (the game's) passes through."""
    holder = declared.user_content(g)
    assert holder is not None
    try:
        item_id, item = holder.check_content(kind.name, data)
    except RuleError:
        raise
    except RecursionError:
        raise ContentError("content.err.too_deep", limit=MAX_DEPTH) from None
    except Exception as exc:
        raise GameBug(f"the game {game_name} failed to check a {kind.name}: {exc!r}") from exc
    if not isinstance(item_id, str) or not 1 <= len(item_id) <= MAX_ID or not _printable(item_id):
        raise ContentError("content.err.bad_id", game=game_name, kind=kind.name, limit=MAX_ID)
    try:
        size = len(canonical.dumps(item).encode("utf-8"))
    except (TypeError, ValueError) as exc:
        raise GameBug(f"the game {game_name} returned a {kind.name} that is not JSON data: {exc}") from exc
    if size > kind.max_bytes:
        raise ContentError(
            "content.err.item_too_big", game=game_name, kind=kind.name, id=item_id, size=size, limit=kind.max_bytes
        )
    return item_id, json.loads(canonical.dumps(item))  # a private copy: nothing the game keeps can change it


def _printable(text: str) -> bool:
    return all(unicodedata.category(ch)[0] != "C" for ch in text)


def check_many(game_name: str, g: Game, kind: ContentKind, data: JSON) -> list[tuple[str, JSON]]:
    """One item (a JSON object) or a list of them: every item checked, all problems named, no id twice."""
    if not isinstance(data, list):  # one item: the game's refusal as it is
        return [check_one(game_name, g, kind, data)]
    entries: Sequence[JSON] = data
    if not entries:
        raise ContentError("content.err.empty")
    if len(entries) > kind.max_items:
        raise ContentError(
            "content.err.too_many", game=game_name, kind=kind.name, count=len(entries), limit=kind.max_items
        )
    checked: list[tuple[str, JSON]] = []
    problems: list[tuple[int, Exception]] = []
    seen: dict[str, int] = {}
    for n, entry in enumerate(entries, start=1):
        try:
            item_id, item = check_one(game_name, g, kind, entry)
        except (RuleError, ContentError) as exc:
            problems.append((n, exc))
            continue
        if item_id in seen:
            problems.append((n, ContentError("content.err.twice", id=item_id, first=seen[item_id])))
            continue
        seen[item_id] = n
        checked.append((item_id, item))
    if problems:
        raise ContentError("content.err.items", problems=problems[:MAX_PROBLEMS], count=len(problems))
    return checked


def check_match_file(game_name: str, g: Game, data: JSON) -> dict[str, list[JSON]]:
    """A one-off match's items ({kind: [item, ...]}, the console's `play --content FILE`) as setup options take
    them: each checked, sorted by id."""
    names = [k.name for k in kinds(game_name, g)]
    wrong = ContentError("content.err.match_file", game=game_name, example=names[0], kinds=names)
    if not isinstance(data, dict):
        raise wrong
    out: dict[str, list[JSON]] = {}
    for name in sorted(data):
        kind = kind_of(game_name, g, name)
        items = data[name]
        if not isinstance(items, list):
            raise wrong
        checked = check_many(game_name, g, kind, items) if items else []
        if checked:
            out[name] = [item for _id, item in sorted(checked, key=lambda pair: pair[0])]
    return out


# ---------------------------------------------------------------------------------------------- the store


class Content:
    """The stored items of every scope, through the repository."""

    def __init__(self, repo: Repository, clock: Clock) -> None:
        self.repo = repo
        self.clock = clock

    async def add(
        self, scope: str, game_name: str, g: Game, kind: str, data: JSON, user_id: str, *, moderator: bool
    ) -> list[Added]:
        """Check and store one item or a list (all or none). An item whose id is stored already is replaced, by
        its adder or a moderator only."""
        spec = kind_of(game_name, g, kind)
        checked = check_many(game_name, g, spec, data)
        rows = [(item_id, canonical.dumps(item)) for item_id, item in checked]
        now = self.clock.now()
        before = await self.repo.add_content(
            scope,
            game_name,
            kind,
            rows,
            user_id,
            now,
            lambda existing: _may_add(game_name, spec, existing, [i for i, _ in rows], user_id, moderator),
        )
        return [
            Added(ContentItem(game_name, kind, item_id, item, user_id, now), item_id in before)
            for item_id, item in checked
        ]

    async def items(self, scope: str, game_name: str, kind: str | None = None) -> list[ContentItem]:
        return [_item(row) for row in await self.repo.content_rows(scope, game_name, kind, None)]

    async def find(self, scope: str, game_name: str, item_id: str, kind: str | None = None) -> ContentItem:
        """The item with this id (of this kind); ContentError when there is none or the id names several kinds."""
        found = [_item(row) for row in await self.repo.content_rows(scope, game_name, kind, item_id)]
        if not found:
            raise ContentError("content.err.unknown", id=item_id, game=game_name)
        if len(found) > 1:
            raise ContentError("content.err.ambiguous", game=game_name, id=item_id, kinds=[i.kind for i in found])
        return found[0]

    async def remove(
        self, scope: str, game_name: str, item_id: str, user_id: str, *, kind: str | None, moderator: bool
    ) -> ContentItem:
        item = await self.find(scope, game_name, item_id, kind)
        if item.added_by != user_id and not moderator:
            raise ContentError("content.err.not_yours", id=item.id, who=item.added_by)
        await self.repo.remove_content(scope, game_name, item.kind, item.id)
        return item

    async def for_match(self, scope: str, game_name: str, g: Game) -> dict[str, list[JSON]]:
        """The scope's items as a new match's `options["content"]`: {kind: [item, ...]} sorted by id, kinds with
        items only. Each is checked again (the game may be stricter now); one that fails is left out and logged
        (`db check` names it), so one stale item never stops a server's matches."""
        holder = declared.user_content(g)
        if holder is None:
            return {}
        out: dict[str, list[JSON]] = {}
        rows = await self.repo.content_rows(scope, game_name, None, None)  # every kind in one read
        for spec in holder.content_kinds:
            items: list[JSON] = []
            for row in rows:
                if row[1] != spec.name:
                    continue
                stored = _item(row)
                try:
                    item_id, item = check_one(game_name, g, spec, stored.item)
                except (RuleError, ContentError, GameBug) as exc:
                    log.warning("%s %s %s %s is left out of a new match: %s", scope, game_name, spec.name, row[2], exc)
                    continue
                if item_id == stored.id:
                    items.append(item)
            if items:
                out[spec.name] = items  # rows come sorted by id
        return out


def _may_add(
    game_name: str, spec: ContentKind, existing: dict[str, str], ids: list[str], user_id: str, moderator: bool
) -> None:
    """Run inside the write transaction with {id: added_by} of the kind's stored items: the limit and who may
    replace what."""
    taken = [i for i in ids if i in existing and existing[i] != user_id]
    if taken and not moderator:
        raise ContentError("content.err.not_yours", id=taken[0], who=existing[taken[0]])
    total = len(set(existing) | set(ids))
    if total > spec.max_items:
        raise ContentError(
            "content.err.full",
            game=game_name,
            kind=spec.name,
            have=len(existing),
            adding=len(set(ids) - set(existing)),
            limit=spec.max_items,
        )


def _item(row: Sequence[Any]) -> ContentItem:
    game, kind, item_id, text, added_by, added_at = row
    try:
        item: JSON = json.loads(text)
    except ValueError:
        item = None  # `db check` reports it; for_match leaves it out
    return ContentItem(str(game), str(kind), str(item_id), item, str(added_by), float(added_at))
