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
    # several selects (deployment cards by affiliation, command cards: 50 options do not fit one), the running
    # total after each
    units_id = started.original.custom_ids()[0]
    await h.fake.select(h.alice, started.original, units_id, ["darth-vader#1", "stormtrooper#1"])
    assert "2 deployment cards, 24 of 40 points" in started.original.text(), started.original.text()
    assert "none picked, the affiliation's default deck" in started.original.text()
    await _pick(h, started.original, ["cmd:brace#1", "cmd:hit-and-fade#1"])
    tally = started.original.text()
    assert "Command deck: 2 of 15 cards, cost 1 of 15" in tally, tally
    assert "exactly 15 cards, not 2 (L569); Hit and Fade: Rebel armies only; the army is Imperial" in tally
    confirm = next(c for c in started.original.custom_ids() if c.startswith("tm:bc:"))
    refused = await h.fake.click(h.alice, started.original, confirm)
    assert "exactly 15 cards, not 2 (L569)" in refused.text() and not h.fake.channel_messages(h.channel)
    await _pick(h, started.original, DECK)
    assert "15 of 15 cards, cost 5 of 15. Ready" in started.original.text(), started.original.text()
    await h.fake.click(h.alice, started.original, confirm)
    invite = await h.fake.wait_message(lambda: h.fake.channel_messages(h.channel), lambda m: bool(m.embeds))
    accept = next(c for c in invite.custom_ids() if c.endswith(":a"))
    asked = await h.fake.click(h.bob, invite, accept)
    assert asked.ephemeral and asked.original is not None
    rebels = next(c for c in asked.original.custom_ids() if _offers(asked.original, c, "luke-hero#1"))
    await h.fake.select(h.bob, asked.original, rebels, ["luke-hero#1", "rebel-trooper#1"])
    await h.fake.click(h.bob, asked.original, next(c for c in asked.original.custom_ids() if c.startswith("tm:bc:")))
    await h.settle()
    (match,) = await h.engine.list_matches()
    assert match.game == "ia" and match.seats == {"p1": str(h.alice.id), "p2": str(h.bob.id)}
    assert match.options["armies"] == {
        "p1": {"units": ["darth-vader", "stormtrooper"], "deck": [d[4:].split("#")[0] for d in DECK]},
        "p2": {"units": ["luke-hero", "rebel-trooper"], "deck": None},  # no command card picked: the default
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


# an Imperial deck of 15 cards costing 5 (L569-571): every free card twice, Hard Hit and Drill Precision twice,
# one Field Dressing
DECK = [
    f"cmd:{c}#{n}"
    for c in ("steady-aim", "brace", "sidestep", "second-wind", "double-time", "hard-hit", "drill-precision")
    for n in (1, 2)
] + ["cmd:field-dressing#1"]


def _button(message: FakeMessage, label: str) -> str:
    """The custom id of the message's button labelled `label` (or whose custom id ends with it), else ""."""
    for cid in message.custom_ids():
        component = message.component(cid) or {}
        if component.get("label") == label or (label.startswith(":") and cid.endswith(label)):
            return cid
    return ""


def _offers(message: FakeMessage, custom_id: str, value: str) -> bool:
    """The select `custom_id` of the message offers `value`."""
    return value in {o["value"] for o in (message.component(custom_id) or {}).get("options", [])}


async def _pick(h: Harness, message: FakeMessage, values: list[str]) -> None:
    """Alice sets the command cards to `values` in the selects that offer them (they span more than one): each
    command select gets the values it offers, possibly none."""
    for cid in message.custom_ids():
        offered = {o["value"] for o in (message.component(cid) or {}).get("options", [])}
        if any(v.startswith("cmd:") for v in offered):
            await h.fake.select(h.alice, message, cid, [v for v in values if v in offered])
