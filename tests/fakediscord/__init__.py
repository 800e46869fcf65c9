"""A fake Discord server for end-to-end tests of the bot with the real discord.py client (loopback only)."""

from tests.fakediscord.client import FakeDiscord, patch_discord
from tests.fakediscord.model import FakeChannel, FakeGuild, FakeInteraction, FakeMessage, FakeUser

__all__ = ["FakeChannel", "FakeDiscord", "FakeGuild", "FakeInteraction", "FakeMessage", "FakeUser", "patch_discord"]
