"""`db check` for user content: every stored item readable, of a kind its game declares, still accepted by the
game's check under its own id, and each scope within the kind's limits."""

from __future__ import annotations

import json
from collections.abc import Callable

from bot.core import canonical, declared
from bot.core.protocol import ContentKind, Game, RuleError
from bot.engine.readonly import ReadConn, has_table


def check_content(conn: ReadConn, problems: list[str], games: Callable[[str], Game] | None) -> None:
    if not has_table(conn, "user_content"):
        return  # a schema from before migration 4: the version check reports it
    counts: dict[tuple[str, str, str], int] = {}
    kinds: dict[str, dict[str, ContentKind] | None] = {}
    for scope, game_name, kind, item_id, text in conn.execute(
        "SELECT scope, game, kind, id, item FROM user_content ORDER BY scope, game, kind, id"
    ):
        where = f"user content {game_name} {kind} '{item_id}' (scope {scope})"
        counts[(scope, game_name, kind)] = counts.get((scope, game_name, kind), 0) + 1
        try:
            item = json.loads(text)
        except (TypeError, ValueError):
            problems.append(f"{where} is not valid JSON; remove it and add it again")
            continue
        if games is None:
            continue
        if game_name not in kinds:
            kinds[game_name] = _kinds(games, game_name)
        declared_kinds = kinds[game_name]
        if declared_kinds is None:
            problems.append(f"{where}: this bot does not know the game or it takes no user content")
            continue
        spec = declared_kinds.get(kind)
        if spec is None:
            problems.append(f"{where}: {game_name} declares no kind {kind!r} ({', '.join(declared_kinds)})")
            continue
        problem = _item_problem(games(game_name), spec, item_id, item)
        if problem is not None:
            problems.append(f"{where}: {problem}; new matches leave it out until it is replaced or removed")
    for (scope, game_name, kind), n in counts.items():
        spec = (kinds.get(game_name) or {}).get(kind)
        if spec is not None and n > spec.max_items:
            problems.append(
                f"user content {game_name} {kind} (scope {scope}): {n} items, over the limit of {spec.max_items}"
            )


def _kinds(games: Callable[[str], Game], name: str) -> dict[str, ContentKind] | None:
    try:
        holder = declared.user_content(games(name))
    except KeyError:
        return None
    return None if holder is None else {k.name: k for k in holder.content_kinds}


def _item_problem(game: Game, spec: ContentKind, item_id: str, item: object) -> str | None:
    holder = declared.user_content(game)
    assert holder is not None
    try:
        checked_id, checked = holder.check_content(spec.name, item)
    except RuleError as exc:
        return f"the game refuses it now ({exc})"
    except Exception as exc:
        return f"the game's check failed ({exc!r})"
    if checked_id != item_id:
        return f"the game reads its id as '{checked_id}'"
    size = len(canonical.dumps(checked).encode("utf-8"))
    if size > spec.max_bytes:
        return f"{size} bytes, over the limit of {spec.max_bytes}"
    return None
