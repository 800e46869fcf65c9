"""Imperial Assault through the generic Discord adapter (no IA adapter code): `/ia new` from its declarations,
both armies picked privately from the game's list, the match started with both armies, and the first decision
(the cheaper army chooses the initiative, L1067) answered by a button in the match thread."""

from __future__ import annotations

from tests.discord.conftest import Harness
from tests.fakediscord.model import FakeMessage


async def test_ia_new_picks_armies_privately_and_plays_by_buttons(harness: Harness) -> None:
    h = harness
    h.games = ("duel", "ia")
    await h.restart()
    commands = {c["name"]: c for c in h.fake.guild_commands[h.guild.id]}
    new = next(o for o in commands["ia"]["options"] if o["name"] == "new")
    params = {o["name"]: o for o in new["options"]}
    assert {"army", "builder", "points", "mission", "rounds", "deployment"} <= set(params)
    assert [c["value"] for c in params["deployment"]["choices"]] == ["players", "auto"]
    assert [c["value"] for c in params["mission"]["choices"]] == ["data-heist", "supply-run", "random"]

    started = await h.fake.slash(
        h.alice, "ia new", channel=h.channel, opponent=h.bob, builder="p1", mission="data-heist"
    )
    assert started.ephemeral and started.original is not None
    (pick_id,) = started.original.custom_ids()
    await h.fake.select(h.alice, started.original, pick_id, ["darth-vader#1", "stormtrooper#1"])
    invite = await h.fake.wait_message(lambda: h.fake.channel_messages(h.channel), lambda m: bool(m.embeds))
    accept = next(c for c in invite.custom_ids() if c.endswith(":a"))
    asked = await h.fake.click(h.bob, invite, accept)
    assert asked.ephemeral and asked.original is not None
    await h.fake.select(h.bob, asked.original, asked.original.custom_ids()[0], ["luke-hero#1", "rebel-trooper#1"])
    await h.settle()
    (match,) = await h.engine.list_matches()
    assert match.game == "ia" and match.seats == {"p1": str(h.alice.id), "p2": str(h.bob.id)}
    assert match.options["armies"] == {
        "p1": {"units": ["darth-vader", "stormtrooper"], "deck": None},
        "p2": {"units": ["luke-hero", "rebel-trooper"], "deck": None},
    }

    # Bob's army costs 16 against 24: he chooses the initiative with a button.
    (thread,) = h.fake.threads(h.channel)
    turn = await h.fake.wait_message(lambda: h.fake.channel_messages(thread), lambda m: bool(m.custom_ids()))
    take = next(c for c in turn.custom_ids() if c.endswith(":take"))
    await h.fake.click(h.bob, turn, take)
    await h.settle()
    (prompt,) = await h.engine.prompts(match.id)
    assert prompt.kind == "zone" and prompt.seat == "p2"  # bob took the initiative and now picks a zone (L1072)
    view = await h.engine.view(match.id, "p1")
    assert view["initiative"] == "p2" and "hand" not in view["players"]["p2"]

    # Bob chooses red and places his figures himself (L360, L1071): Luke on a square by its button,
    # then the rest automatically; then Alice places hers in the blue zone.
    zone = await h.fake.wait_message(
        lambda: h.fake.channel_messages(thread), lambda m: bool(_button(m, ":red")), timeout=30
    )
    await h.fake.click(h.bob, zone, _button(zone, ":red"))
    await h.settle()
    (prompt,) = await h.engine.prompts(match.id)
    assert (prompt.kind, prompt.seat, prompt.key) == ("place", "p2", "place:p2-1")
    place = await h.fake.wait_message(
        lambda: h.fake.channel_messages(thread), lambda m: bool(_button(m, "1,5")), timeout=30
    )
    await h.fake.click(h.bob, place, _button(place, "1,5"))  # a square's button is labelled by its coordinates
    await h.settle()
    view = await h.engine.view(match.id, None)
    assert view["figures"]["p2-1"]["pos"] == [1, 5] and view["phase"] == "deploy"
    rest = await h.fake.wait_message(
        lambda: h.fake.channel_messages(thread), lambda m: bool(_button(m, "0,3")), timeout=30
    )
    await h.fake.click(h.bob, rest, _button(rest, ":place_rest"))
    await h.settle()
    (prompt,) = await h.engine.prompts(match.id)
    assert (prompt.kind, prompt.seat) == ("place", "p1")  # the opponent places next, in the other zone
    view = await h.engine.view(match.id, None)
    assert all(view["figures"][f]["pos"] is not None for f in ("p2-2", "p2-3", "p2-4"))
    mine = await h.fake.wait_message(
        lambda: h.fake.channel_messages(thread), lambda m: bool(_button(m, "14,3")), timeout=30
    )
    await h.fake.click(h.alice, mine, _button(mine, ":place_rest"))
    await h.settle()
    view = await h.engine.view(match.id, "p1")
    assert view["phase"] == "activation" and view["zones"] == {"p2": "red", "p1": "blue"}
    assert {tuple(view["figures"][f]["pos"]) for f in ("p1-1", "p1-2")} <= {(14, 3), (15, 3), (14, 4), (15, 4)}
    assert len(view["players"]["p1"]["hand"]) == 3  # L1075


def _button(message: FakeMessage, label: str) -> str:
    """The custom id of the message's button labelled `label` (or whose custom id ends with it), else ""."""
    for cid in message.custom_ids():
        component = message.component(cid) or {}
        if component.get("label") == label or (label.startswith(":") and cid.endswith(label)):
            return cid
    return ""
