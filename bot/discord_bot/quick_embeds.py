"""Compact embeds with an attached picture for /roll, /odds and /range: the tools' own titles, fields and
summaries (Phrases of bot/quick, rendered in the reader's language) inside the adapter's framing. `*_card`
functions draw (PIL), so call them off the event loop."""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.i18n import language, t
from bot.quick.texts import local

if TYPE_CHECKING:
    from bot.discord_bot.boards import BoardPicture
    from bot.quick.common import RollResult
    from bot.quick.match_range import MatchRange
    from bot.quick.odds import OddsResult

COLOUR = discord.Colour(0x2F3136)
# Discord's embed limits (title 256, field name 256, field value 1024, 25 fields, footer 2048, alt text 1024)
TITLE, NAME, VALUE, FIELDS, FOOTER, ALT, TOTAL = 256, 256, 1024, 25, 2048, 1024, 6000


@dataclass(frozen=True)
class Card:
    """An embed and the PNG it shows (`attachment://<filename>`), with the picture's description."""

    title: str
    description: str
    fields: tuple[tuple[str, str], ...]
    footer: str
    filename: str
    png: bytes
    alt: str

    def embed(self) -> discord.Embed:
        e = discord.Embed(
            title=_cut(self.title, TITLE), description=_cut(self.description, 4096) or None, colour=COLOUR
        )
        if self.footer:  # the footer (the seed) first: fields give way if the embed would exceed Discord's total
            e.set_footer(text=_cut(self.footer, FOOTER))
        for name, value in self.fields[:FIELDS]:
            field_name, field_value = _cut(name, NAME) or "—", _cut(value, VALUE) or "—"
            if len(e) + len(field_name) + len(field_value) > TOTAL:
                break
            e.add_field(name=field_name, value=field_value, inline=False)
        e.set_image(url=f"attachment://{self.filename}")
        return e

    def file(self) -> discord.File:
        return discord.File(io.BytesIO(self.png), self.filename, description=_cut(self.alt, ALT) or None)


def fields_text(message: str, fields: tuple[tuple[str, str], ...], locale: str) -> str:
    """A reply's sentence and its "name: value" lines (as bot/quick's `text()`), in `locale`."""
    lang = language(locale)
    return "\n".join([local(message, lang)] + [f"  {k}: {v}" for k, v in localized_fields(fields, locale)])


def localized_fields(fields: tuple[tuple[str, str], ...], locale: str) -> tuple[tuple[str, str], ...]:
    """The tools' field names and values (Phrases) in `locale`; a value built from the request stays as written."""
    lang = language(locale)
    return tuple((local(name, lang), local(value, lang)) for name, value in fields)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _png(image: object) -> bytes:
    from renderers.common.encode import png_bytes

    return png_bytes(image)  # type: ignore[arg-type]


def roll_card(result: RollResult, locale: str) -> Card:
    """The roll with its dice drawn as icons; the seed and keys in the footer, so anyone can verify it."""
    from renderers.dice import dice_strip

    lang = language(locale)
    title, summary = local(result.title, lang), local(result.summary, lang)
    return Card(
        title=title,
        description=summary,
        fields=localized_fields(result.fields, locale),
        footer=t("quick.verify", locale, verification=local(result.verification.text(), lang)),
        filename="roll.png",
        png=_png(dice_strip(result.icons, locale=lang)),
        alt=t("quick.roll_alt", locale, summary=f"{title}: {summary}"),
    )


def odds_card(result: OddsResult, locale: str) -> Card:
    from renderers.dice import odds_chart

    lang = language(locale)
    damage = next((local(v, lang) for k, v in result.fields() if k == "Damage"), "")
    return Card(
        title=local(result.title, lang),
        description="",
        fields=localized_fields(result.fields(), locale),
        footer="",
        filename="odds.png",
        png=_png(odds_chart(result.to_json(), locale=lang)),
        alt=t("quick.odds_alt", locale, damage=damage),
    )


def range_card(result: MatchRange, picture: BoardPicture, locale: str = "en") -> Card:
    """The measured line on the cropped board (`picture`: render_board(result.view, crop="action"))."""
    name, data = picture.files[0]
    title = local(result.title, language(locale))
    return Card(
        title=title,
        description="",
        fields=localized_fields(result.fields(), locale),
        footer="",
        filename=name,
        png=data,
        alt=picture.alt or title,
    )
