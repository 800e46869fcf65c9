"""`/xwing new mission:` creates a mission match (docs/xwing-cards.md), through the fake Discord."""

from __future__ import annotations

from bot.i18n import CATALOGS
from tests.discord.conftest import Harness


async def test_xwing_new_offers_the_playable_missions_localized(harness: Harness) -> None:
    commands = {c["name"]: c for c in harness.fake.guild_commands[harness.guild.id]}
    new = next(o for o in commands["xwing"]["options"] if o["name"] == "new")
    mission = next(o for o in new["options"] if o["name"] == "mission")
    assert {c["value"] for c in mission["choices"]} >= {"hide_and_seek", "whispers_in_the_dark"}
    by_value = {c["value"]: c for c in mission["choices"]}
    assert by_value["hide_and_seek"]["name_localizations"]["ru"] == CATALOGS["ru"]["choice.mission.hide_and_seek"]
    assert mission["description_localizations"]["ru"] == CATALOGS["ru"]["opt.mission"]


async def test_a_mission_match_is_created_with_its_forces_and_set_up(harness: Harness) -> None:
    h = harness
    invite = await h.fake.slash(h.alice, "xwing new", channel=h.channel, opponent=h.bob, mission="hide_and_seek")
    assert invite.original is not None, invite.text()
    assert "Mission 2: Hiding in the Asteroids" in (invite.original.embeds[0].get("description") or "")
    await h.fake.click(h.bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (match,) = await h.engine.list_matches()
    assert match.options["mission"] == "hide_and_seek"
    view = await h.engine.view(match.id, None)
    assert view["mission"]["id"] == "hide_and_seek"
    # the mission's recommended forces, not the quick start (which has Luke against two TIEs)
    assert "luke" not in {s["id"] for s in view["ships"]}
    (thread,) = h.fake.threads(h.channel)
    # bob (the Imperial player, Discord locale ru) is asked in Russian, in the rulebook's words
    assert any("Миссия 2: разместите астероид 1 из 6" in m.content for m in h.fake.channel_messages(thread)), (
        "the Imperial player is asked to place the mission's asteroids in the thread, in his language"
    )
