"""User content answers and refusals in a reader's language (the Discord adapter and the console share them).

A game and a kind are named in the reader's language: the game by its title, a kind by the game's message
`content.kind.<kind>` (with its case forms and gender as Fluent attributes, so «Персонаж «x» сохранён», «2 карты
дислокации»), else by its id. A game's reason is appended after the catalog's sentence, not passed as a value:
values are cut to 200 characters (bot/core/texts.py) and a game names every problem of an item.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from bot.core.protocol import RuleError
from bot.core.texts import msg, render
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


def kind_word(game: str, kind: str, locale: str) -> str:
    """A kind's name in `locale` (a `Name` carrying its forms and gender), else its id (a kind the game lacks)."""
    from bot.engine import gametext

    cats = gametext.catalogs(game)
    key = f"content.kind.{kind}"
    if cats is None or not cats.has(key):
        return kind
    return render(cats, msg(key), locale)


def kind_choice(game: str, kind: str, locale: str) -> str:
    """A kind as a reader picks it: its id (what the console takes) and, when it differs, its name."""
    word = kind_word(game, kind, locale)
    return f"`{kind}`" if word == kind else f"`{kind}` ({word})"


def game_word(game: str, locale: str) -> str:
    from bot.engine import gametext

    return gametext.title(game, locale)


def _named(params: dict[str, object], locale: str) -> dict[str, object]:
    """The game, its kind and its kinds named in `locale` (the engine's errors carry ids)."""
    game = params.get("game")
    if not isinstance(game, str):
        return params
    if isinstance(params.get("kind"), str):
        params["kind"] = kind_word(game, str(params["kind"]), locale)
    kinds = params.get("kinds")
    if isinstance(kinds, list | tuple):
        params["kinds"] = ", ".join(kind_choice(game, str(k), locale) for k in kinds)
    params["game"] = game_word(game, locale)
    return params


def describe(exc: ContentError, locale: str, who: Callable[[str], str] | None = None) -> str:
    """The refusal in `locale`; `who` shows a user id (a Discord mention, the console's plain id)."""
    params = _named(dict(exc.params), locale)
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
    first = added[0].item
    kind = kind_word(first.game, first.kind, locale)
    if len(added) == 1:
        key = "content.replaced" if added[0].replaced else "content.added"
        return t(key, locale, kind=kind, id=first.id) + "\n" + t("content.copies", locale)
    ids = [a.item.id for a in added]
    lines = [t("content.added_many", locale, count=len(added), kind=kind, ids=_ids(ids))]
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
    title = game_word(game, locale)
    if not items:
        return [t("content.list_empty", locale, game=title)]
    lines = [t("content.list_head", locale, game=title, count=len(items))]
    lines += [
        t("content.list_line", locale, kind=kind_word(game, i.kind, locale), id=i.id, who=who(i.added_by))
        for i in items[:limit]
    ]
    if len(items) > limit:
        lines.append(t("content.list_more", locale, count=len(items) - limit))
    return lines


def shown_head(item: ContentItem, locale: str, who: Callable[[str], str]) -> str:
    """The line above an item shown as JSON."""
    return t("content.show", locale, kind=kind_word(item.game, item.kind, locale), id=item.id, who=who(item.added_by))


def removed_text(item: ContentItem, locale: str) -> str:
    return t("content.removed", locale, kind=kind_word(item.game, item.kind, locale), id=item.id)


def refused_head(game: str, kind: str, locale: str) -> str:
    """The line above a game's refusal of an item."""
    return t("content.refused", locale, kind=kind_word(game, kind, locale))
