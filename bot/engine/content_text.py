"""User content refusals in a reader's language (the Discord adapter and the console share it).

A game's reason is appended after the catalog's sentence, not passed as a value: values are cut to 200 characters
(bot/core/texts.py) and a game names every problem of an item.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from bot.core.protocol import RuleError
from bot.i18n import t

if TYPE_CHECKING:
    from bot.engine.content import Added, ContentItem
    from bot.engine.errors import ContentError


def reason(exc: Exception, locale: str) -> str:
    """Why one item was refused: the game's RuleError (localized when it carries a message) or ours."""
    from bot.engine.errors import ContentError

    if isinstance(exc, ContentError):
        return describe(exc, locale)
    if isinstance(exc, RuleError):
        from bot.engine.gametext import rule_error

        return rule_error(exc, locale)
    return str(exc)


def describe(exc: ContentError, locale: str, who: Callable[[str], str] | None = None) -> str:
    """The refusal in `locale`; `who` shows a user id (a Discord mention, the console's plain id)."""
    params = dict(exc.params)
    if who is not None and "who" in params:
        params["who"] = who(str(params["who"]))
    problems = params.pop("problems", None)
    if exc.key == "content.err.items" and isinstance(problems, list):
        lines = [t("content.err.item_line", locale, n=n) + " " + reason(p, locale) for n, p in problems]
        hidden = int(str(params.get("count", len(lines)))) - len(lines)
        if hidden > 0:
            lines.append(t("content.err.more", locale, count=hidden))
        return "\n".join([t(exc.key, locale, count=params.get("count", len(lines))), *lines])
    return t(exc.key, locale, **params)


def added_text(added: Sequence[Added], locale: str) -> str:
    """What `add` stored, saying which items replaced stored ones (replace semantics)."""
    if len(added) == 1:
        one = added[0].item
        key = "content.replaced" if added[0].replaced else "content.added"
        return t(key, locale, kind=one.kind, id=one.id) + "\n" + t("content.copies", locale)
    ids = [a.item.id for a in added]
    lines = [t("content.added_many", locale, count=len(added), kind=added[0].item.kind, ids=_ids(ids))]
    replaced = [a.item.id for a in added if a.replaced]
    if replaced:
        lines.append(t("content.replaced_many", locale, count=len(replaced), ids=_ids(replaced)))
    lines.append(t("content.copies", locale))
    return "\n".join(lines)


def _ids(ids: Sequence[str], limit: int = 12) -> str:
    shown = ", ".join(ids[:limit])
    return shown + (f", … (+{len(ids) - limit})" if len(ids) > limit else "")


def list_lines(
    items: Sequence[ContentItem], game: str, locale: str, who: Callable[[str], str], limit: int = 40
) -> list[str]:
    if not items:
        return [t("content.list_empty", locale, game=game)]
    lines = [t("content.list_head", locale, game=game, count=len(items))]
    lines += [t("content.list_line", locale, kind=i.kind, id=i.id, who=who(i.added_by)) for i in items[:limit]]
    if len(items) > limit:
        lines.append(t("content.list_more", locale, count=len(items) - limit))
    return lines
