"""The game's catalogs (data/starfighter/texts/{en,ru}.ftl) and the English rendering of its messages.

Events, prompts, options and refusals carry a message (`say_key`/`say_params`, `context["texts"]`,
`Option.texts`, `RuleError.text`) beside its English text, which is the English catalog's rendering: one wording,
no second copy in code. English renderings are memoised, since option labels repeat at every prompt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.protocol import RuleError
from bot.core.texts import Catalogs, EnglishTexts, msg

# a seat's words name its player where the reader knows who sits there (docs/protocol.md "Players by name")
TEXTS = Catalogs("starfighter", seats={"seat.south": "south", "seat.north": "north"})
GAME = "starfighter"
# The message in English, memoised by its JSON (issue 17): option labels repeat at every prompt. Bounded, shared
# with renderer threads (bot.core.texts.EnglishTexts).
english = EnglishTexts(TEXTS)


def text(key: str, **params: Any) -> tuple[str, dict[str, Any]]:
    """(English text, message) of a catalog key."""
    message = msg(key, **params)
    return english(message), message


def say(key: str, **params: Any) -> dict[str, Any]:
    """The narration fields of an event payload."""
    message = msg(key, **params)
    return {"say": english(message), "say_key": key, "say_params": params}


# the sections a refusal cites ("§6.2 Deployment", the rules digest's numbering) -> their titles' catalog keys
SECTIONS = {
    "Setup": "cite.setup",
    "Deployment": "cite.deployment",
    "Initiative": "cite.initiative",
    "Order and chaining": "cite.chaining",
    "Effects": "cite.effects",
    "Total War": "cite.total_war",
}


def cite_msg(rule: str | None) -> dict[str, Any] | None:
    """A cited section as a message («§6.2 Развёртывание»), None for one the catalog does not name."""
    n, _, title = (rule or "").removeprefix("§").partition(" ")
    key = SECTIONS.get(title)
    return msg("cite.section", n=n, title=msg(key)) if key and (rule or "").startswith("§") else None


def refuse(key: str, rule: str | None = None, code: str = "illegal", **params: Any) -> RuleError:
    """A refusal whose message comes from the catalog (what was wrong and what is allowed), with the cited
    section as a message too (bot/engine/gametext.py renders it per reader)."""
    message = msg(key, **params)
    cited = cite_msg(rule)
    extra = {"rule": cited} if cited else {}
    return RuleError(english(message), rule, code=code, text={"game": GAME, **message, **extra})


def card_label(card: str) -> dict[str, Any]:
    return msg("card.number", card=card)


def cruiser_name(entry: Mapping[str, Any]) -> dict[str, Any]:
    names = {"en": str(entry["name"])}
    if isinstance(entry.get("name_ru"), str):
        names["ru"] = entry["name_ru"]
    return {"name": names}
