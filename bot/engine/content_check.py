"""`db check` for user content: every stored item readable, of a kind its game declares, still accepted by the
game's check under its own id, and each scope within the kind's limits."""

from __future__ import annotations

import json
from collections.abc import Callable

from bot.core import canonical, declared
from bot.core.protocol import ContentKind, Game, RuleError
from bot.core.texts import failure, msg
from bot.engine.readonly import ReadConn, has_table
from bot.i18n import Said


def check_content(conn: ReadConn, problems: list[str], games: Callable[[str], Game] | None) -> None:
    if not has_table(conn, "user_content"):
        return  # a schema from before migration 4: the version check reports it
    counts: dict[tuple[str, str, str], int] = {}
    kinds: dict[str, dict[str, ContentKind] | None] = {}
    for scope, game_name, kind, item_id, text in conn.execute(
        "SELECT scope, game, kind, id, item FROM user_content ORDER BY scope, game, kind, id"
    ):
        where = msg("db.check.content_item", game=game_name, kind=kind, id=item_id, scope=scope)
        counts[(scope, game_name, kind)] = counts.get((scope, game_name, kind), 0) + 1
        try:
            item = json.loads(text)
        except (TypeError, ValueError):
            problems.append(Said("db.check.content_json", where=where))
            continue
        if games is None:
            continue
        if game_name not in kinds:
            kinds[game_name] = _kinds(games, game_name)
        declared_kinds = kinds[game_name]
        if declared_kinds is None:
            problems.append(Said("db.check.content_game", where=where))
            continue
        spec = declared_kinds.get(kind)
        if spec is None:
            known = ", ".join(declared_kinds)
            problems.append(Said("db.check.content_kind", where=where, game=game_name, kind=kind, kinds=known))
            continue
        problem = _item_problem(games(game_name), spec, item_id, item)
        if problem is not None:
            problems.append(Said("db.check.content_refused", where=where, problem=problem))
    for (scope, game_name, kind), n in counts.items():
        spec = (kinds.get(game_name) or {}).get(kind)
        if spec is not None and n > spec.max_items:
            problems.append(
                Said("db.check.content_count", game=game_name, kind=kind, scope=scope, n=n, most=spec.max_items)
            )


def _kinds(games: Callable[[str], Game], name: str) -> dict[str, ContentKind] | None:
    try:
        holder = declared.user_content(games(name))
    except KeyError:
        return None
    return None if holder is None else {k.name: k for k in holder.content_kinds}


def _item_problem(game: Game, spec: ContentKind, item_id: str, item: object) -> dict[str, object] | None:
    """Why the game would leave the item out of a new match, as a message (the game's own refusal quoted)."""
    holder = declared.user_content(game)
    assert holder is not None
    try:
        checked_id, checked = holder.check_content(spec.name, item)
    except RuleError as exc:
        return msg("db.check.content_now_refused", error=str(exc))
    except Exception as exc:
        return msg("db.check.content_check_failed", error=failure(exc))
    if checked_id != item_id:
        return msg("db.check.content_id", id=checked_id)
    size = len(canonical.dumps(checked).encode("utf-8"))
    if size > spec.max_bytes:
        return msg("db.check.content_bytes", size=size, most=spec.max_bytes)
    return None
