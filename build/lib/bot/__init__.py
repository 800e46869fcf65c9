"""Tabletop moderator: a Discord bot that runs tabletop combat games."""

__version__ = "0.1.0"
