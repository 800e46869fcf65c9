"""SWM texts in English and Russian: Fluent catalogs in data/swm/texts/<lang>.ftl (bot/core/texts.py).

Russian uses the terms of the Russian rulebook summary (отряд, активация, фаза, Линия Видимости, укрытие,
комбинированный огонь, атака по убегающему, Пункты Силы)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from bot.core.protocol import Option, RuleError
from bot.core.texts import Catalogs, EnglishTexts, data_name, msg
from bot.core.texts import quoted as core_quoted

# data/swm/texts/<lang>.ftl; a side's words name its player where the reader knows who sits there
CATALOGS = Catalogs("swm", seats={"side.light": "light", "side.dark": "dark"})


# The message in English, memoised by its JSON (issue 17): option labels repeat at every prompt. Bounded, shared
# with renderer threads (bot.core.texts.EnglishTexts).
english = EnglishTexts(CATALOGS)


def option(
    oid: str,
    label: Mapping[str, Any],
    action: dict[str, Any],
    style: str | None = None,
    detail: Mapping[str, Any] | None = None,
) -> Option:
    texts: dict[str, Any] = {"label": dict(label)}
    if detail is not None:
        texts["detail"] = dict(detail)
    return Option(
        oid, english(label), action, style=style, detail=None if detail is None else english(detail), texts=texts
    )


def rule_error(key: str, /, rule: str | None = None, code: str = "illegal", **params: Any) -> RuleError:
    text = msg(key, **params)
    cited = cite_msg(rule)
    extra = {"rule": cited} if cited else {}
    return RuleError(english(text), rule, code=code, text={"game": "swm", **text, **extra})


def cite_msg(rule: str | None) -> dict[str, Any] | None:
    """A cited rule ("SWM-4.2", the rules digest's id) as a message («п. 4.2 правил»), None for anything else."""
    found = re.fullmatch(r"SWM-(\d+(?:\.\d+)*)", rule or "")
    return msg("cite.rule", n=found.group(1)) if found else None


def prompt_texts(text: Mapping[str, Any]) -> dict[str, Any]:
    return {"texts": {"text": dict(text)}}


def name(char: Mapping[str, Any]) -> dict[str, Any]:
    """A character's name in the reader's language (name_ru for Russian)."""
    return data_name(char)


def figure(fid: str, char: Mapping[str, Any]) -> dict[str, Any]:
    """'L3 Militia Trooper': the name with its Russian case forms and gender where the card gives them."""
    return data_name(char, tag=fid)


def side(seat: str) -> dict[str, Any]:
    return msg(f"side.{seat}")


def square(at: Any) -> str:
    """A square as players read it: column letter + row number from 1 ('C4'); columns past Z go AA, AB..."""
    return _square(int(at[0]), int(at[1]))


@cache
def _square(x: int, y: int) -> str:
    letters = ""
    n = x
    while True:
        letters = chr(ord("A") + n % 26) + letters
        n = n // 26 - 1
        if n < 0:
            break
    return f"{letters}{y + 1}"


def squad_text(state: Mapping[str, Any], seat: str) -> list[dict[str, Any]]:
    """A squad as 'Guardian Knight, 4 × Militia Trooper, …' (in the order picked, repeats counted)."""
    counts: dict[str, int] = {}
    for cid in state["squads"][seat]:
        counts[cid] = counts.get(cid, 0) + 1
    return [msg("squad.entry", n=n, name=name(state["roster"][cid])) for cid, n in counts.items()]


def door(door_name: str) -> Any:
    """A door of our maps by its message ("Blast Door" -> door.blast_door); another map's name as written."""
    key = "door." + "_".join(door_name.lower().split())
    return msg(key) if CATALOGS.has(key) else door_name


def quoted(value: Any, limit: int = 30) -> dict[str, str]:
    """A player's own input echoed in a message, in the reader's quotes («x», “x”; bot.core.texts.quoted)."""
    return core_quoted(value, limit)
