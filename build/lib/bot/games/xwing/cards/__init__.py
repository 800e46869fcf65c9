"""Card abilities of the core set and wave 1: damage cards, pilots, upgrades and secondary weapons.

Each card is a small handler subscribed to the match's hook windows (bot.games.xwing.hooks); importing this package
registers them all in `HOOKS`, in an order that matters where two cards change the same value: pilots, upgrades,
weapons, then damage cards (so "Blinded Pilot: roll no dice" and "Damaged Engine: turns are red" come last).
Status per card: docs/xwing-cards.md.
"""

from bot.games.xwing.cards import choices, damage_cards, pilots, upgrades, weapons
from bot.games.xwing.hooks import HOOKS, Hooks


def register(hooks: Hooks) -> None:
    for module in (pilots, upgrades, choices, weapons, damage_cards):
        module.register(hooks)


register(HOOKS)
