"""A prompt's enumerated options as Discord components (presentation only: the game decides what is legal).

Layout: options sharing a `group` (e.g. a maneuver's speed) go on one row of buttons coloured by `style`
(green/white/red as on an X-Wing dial); when that does not fit Discord's 5 rows x 5 buttons, or the prompt takes
several choices (e.g. which dice to reroll), the options go into selects (≤ 25 options each, up to 5 selects),
labelled "group · label" with a coloured marker. A prompt without enumerated options gets a button that opens a
text box.
"""

from __future__ import annotations

from itertools import groupby

import discord

from bot.core.protocol import Option, Prompt
from bot.discord_bot.components import FreeInputButton, OptionButton, OptionSelect, PickerButton, key_hash

MAX_ROWS = 5
ROW_WIDTH = 5
SELECT_SIZE = 25

BUTTON_STYLES = {
    "green": discord.ButtonStyle.success,
    "success": discord.ButtonStyle.success,
    "white": discord.ButtonStyle.secondary,
    "red": discord.ButtonStyle.danger,
    "danger": discord.ButtonStyle.danger,
    "blue": discord.ButtonStyle.primary,
    "primary": discord.ButtonStyle.primary,
}
MARKERS = {"green": "🟢", "success": "🟢", "white": "⚪", "red": "🔴", "danger": "🔴", "blue": "🔵", "primary": "🔵"}


def option_token(prompt: Prompt, option: Option, limit: int) -> str:
    """What a component carries to name an option: its id, or "#index" when the id is too long or has ':'."""
    if len(option.id) <= limit and ":" not in option.id:
        return option.id
    return f"#{list(prompt.options or ()).index(option)}"


def resolve_option(prompt: Prompt, token: str) -> Option | None:
    if token.startswith("#") and token[1:].isdigit():
        index = int(token[1:])
        opts = list(prompt.options or ())
        return opts[index] if index < len(opts) else None
    return prompt.option(token)


def _groups(options: tuple[Option, ...]) -> list[list[Option]]:
    return [list(g) for _, g in groupby(options, key=lambda o: o.group)]


def fits_buttons(prompt: Prompt) -> bool:
    if prompt.options is None or prompt.max_choices > 1 or not prompt.options:
        return False
    rows = sum((len(g) + ROW_WIDTH - 1) // ROW_WIDTH for g in _groups(prompt.options))
    return rows <= MAX_ROWS


def prompt_view(match_id: str, prompt: Prompt, *, free_label: str = "…") -> discord.ui.View:
    """A persistent view (timeout=None, every item a DynamicItem) answering `prompt`."""
    view = discord.ui.View(timeout=None)
    key = key_hash(prompt.key, prompt.seat)
    prefix = len(f"tm:o:{match_id}:{key}:")
    if prompt.options is None:
        view.add_item(FreeInputButton(match_id, key, label=free_label))
        return view
    if fits_buttons(prompt):
        row = 0
        for group in _groups(prompt.options):
            for start in range(0, len(group), ROW_WIDTH):
                for opt in group[start : start + ROW_WIDTH]:
                    view.add_item(
                        OptionButton(
                            match_id,
                            key,
                            option_token(prompt, opt, 100 - prefix),
                            label=opt.label,
                            style=BUTTON_STYLES.get(opt.style or "", discord.ButtonStyle.secondary),
                            row=row,
                        )
                    )
                row += 1
        return view
    for part, chunk in enumerate(select_chunks(prompt.options)):
        if part >= MAX_ROWS:
            break
        options = [
            discord.SelectOption(
                label=(f"{o.group} · {o.label}" if o.group else o.label)[:100],
                value=option_token(prompt, o, 100),
                description=o.detail[:100] if o.detail else None,
                emoji=MARKERS.get(o.style or ""),
            )
            for o in chunk
        ]
        view.add_item(
            OptionSelect(
                match_id,
                key,
                part,
                options=options,
                placeholder=prompt.text[:150],
                min_values=min(prompt.min_choices, len(options)),
                max_values=prompt.max_choices,
                row=part,
            )
        )
    return view


def select_chunks(options: tuple[Option, ...]) -> list[list[Option]]:
    """Split options into selects of ≤ 25, keeping groups together where a group fits."""
    chunks: list[list[Option]] = [[]]
    for group in _groups(options):
        if len(chunks[-1]) + len(group) > SELECT_SIZE and chunks[-1]:
            chunks.append([])
        for opt in group:
            if len(chunks[-1]) == SELECT_SIZE:
                chunks.append([])
            chunks[-1].append(opt)
    return [c for c in chunks if c]


def picker_view(match_id: str, seat: str, label: str) -> discord.ui.View:
    """A button opening `seat`'s secret decisions privately (with what only that player may see)."""
    view = discord.ui.View(timeout=None)
    view.add_item(PickerButton(match_id, seat, label=label, row=0))
    return view


def add_rows(view: discord.ui.View, part: discord.ui.View) -> bool:
    """Append `part`'s rows of components below `view`'s; False (nothing added) when the five rows would not
    hold them. Items placed on a given row (grouped buttons) keep their grouping a row further down; selects are
    placed by discord.py in the first free row, which is below the rows already used."""
    used, need = len(view.to_components()), len(part.to_components())
    if used + need > MAX_ROWS:
        return False
    for item in list(part.children):
        part.remove_item(item)
        if item.row is not None:
            item.row = used + item.row
        view.add_item(item)
    return True


def batch_view(match_id: str, prompts: list[Prompt]) -> discord.ui.View:
    """A player's simultaneous secret decisions (e.g. a dial per ship) in one message: one select per prompt
    (≤ 5 per message), whatever the prompt, so a player meets the same kind of component every time. A lone
    prompt with more options than one select holds, or several choices, gets its own layout (selects too)."""
    if len(prompts) == 1 and (len(prompts[0].options or ()) > SELECT_SIZE or prompts[0].max_choices > 1):
        return prompt_view(match_id, prompts[0])
    view = discord.ui.View(timeout=None)
    for row, prompt in enumerate(prompts[:MAX_ROWS]):
        key = key_hash(prompt.key, prompt.seat)
        opts = list(prompt.options or ())[:SELECT_SIZE]
        if not opts:
            view.add_item(FreeInputButton(match_id, key, label=prompt.text[:80]))
            continue
        options = [
            discord.SelectOption(
                label=(f"{o.group} · {o.label}" if o.group else o.label)[:100],
                value=option_token(prompt, o, 100),
                emoji=MARKERS.get(o.style or ""),
            )
            for o in opts
        ]
        view.add_item(
            OptionSelect(
                match_id, key, 0, options=options, placeholder=prompt.text[:150], min_values=1, max_values=1, row=row
            )
        )
    return view
