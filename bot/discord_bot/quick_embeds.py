"""Compact embeds with an attached picture for /roll, /odds and /range: the tools' own fields (English text from
bot/quick) inside the adapter's localized framing. `*_card` functions draw (PIL), so call them off the event loop."""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.i18n import t

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


# the fixed field names of /roll, /odds and /range (bot/quick writes English); a name built from input (a ship,
# "Attack (3 red)") stays as written
FIELD_KEYS = {
    name: "quick.field." + name.lower().replace(" ", "_")
    for name in (
        "Dice", "Attack", "Defense", "Damage", "Expected damage", "At least", "Any crit", "Policy",
        "Range bonus", "Range", "Modifier", "Modifications", "Combined fire", "From", "To", "Would end", "Ships",
        "Asteroids",
    )
}  # fmt: skip
# /roll titles are "<game's roll>: <what was rolled>" (bot/quick); the game's part through the catalog
ROLL_TITLES = {
    "Roll": "quick.title.roll",
    "X-Wing roll": "quick.title.xwing_roll",
    "TI4 combat roll": "quick.title.ti4_roll",
    "Imperial Assault roll": "quick.title.ia_roll",
    "Star Wars Miniatures attack": "quick.title.swm_attack",
}


def roll_title(title: str, locale: str) -> str:
    head, sep, rest = title.partition(": ")
    return t(ROLL_TITLES[head], locale, rolled=rest) if sep and head in ROLL_TITLES else title


def fields_text(message: str, fields: tuple[tuple[str, str], ...], locale: str) -> str:
    """A reply's sentence and its "name: value" lines (as bot/quick's `text()`), the names in `locale`."""
    return "\n".join([message] + [f"  {k}: {v}" for k, v in localized_fields(fields, locale)])


def localized_fields(fields: tuple[tuple[str, str], ...], locale: str) -> tuple[tuple[str, str], ...]:
    return tuple((t(FIELD_KEYS[name], locale) if name in FIELD_KEYS else name, value) for name, value in fields)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _png(image: object) -> bytes:
    buf = io.BytesIO()
    image.save(buf, "PNG")  # type: ignore[attr-defined]
    return buf.getvalue()


def roll_card(result: RollResult, locale: str) -> Card:
    """The roll with its dice drawn as icons; the seed and keys in the footer, so anyone can verify it."""
    from renderers.dice import dice_strip

    return Card(
        title=roll_title(result.title, locale),
        description=result.summary,
        fields=localized_fields(result.fields, locale),
        footer=t("quick.verify", locale, verification=result.verification.text()),
        filename="roll.png",
        png=_png(dice_strip(result.icons)),
        alt=t("quick.roll_alt", locale, summary=f"{result.title}: {result.summary}"),
    )


def odds_card(result: OddsResult, locale: str) -> Card:
    from renderers.dice import odds_chart

    damage = dict(result.fields()).get("Damage", "")
    return Card(
        title=t("quick.odds_title", locale, attack=result.spec.describe()),
        description="",
        fields=localized_fields(result.fields(), locale),
        footer="",
        filename="odds.png",
        png=_png(odds_chart(result.to_json())),
        alt=t("quick.odds_alt", locale, damage=damage),
    )


def range_card(result: MatchRange, picture: BoardPicture, locale: str = "en") -> Card:
    """The measured line on the cropped board (`picture`: render_board(result.view, crop="action"))."""
    name, data = picture.files[0]
    return Card(
        title=result.title,
        description="",
        fields=localized_fields(result.fields(), locale),
        footer="",
        filename=name,
        png=data,
        alt=picture.alt or result.title,
    )
