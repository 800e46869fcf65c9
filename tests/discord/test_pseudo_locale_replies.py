"""Every reply of the Discord adapter in the pseudo-locale (issue 20), for each of the five games: a scripted match
through the fake Discord with both players reading "xx" (tests/test_pseudo_locale.py: each catalog text wrapped in
⟦ ⟧). Every version of every message (the invitation, the thread, DMs, private pickers, ephemeral answers, embeds,
buttons, selects, modals, thread titles and attachment alt text) is scanned (tests/discord/pseudo_scan.py): a word
outside the marks is text that never went through a catalog, unless it names something (a user, a ship, the match
id) or is what a player typed."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.core.protocol import Prompt
from bot.games.starfighter import GAME as STARFIGHTER
from tests.discord.conftest import Harness
from tests.discord.pseudo_scan import TOKEN, Seen, carrying, first, left, play, read_pseudo, user_of
from tests.discord.test_game_texts_e2e import play as play_xwing
from tests.discord.test_ia_e2e import DECK as IA_DECK
from tests.discord.test_ia_e2e import _offers as offers
from tests.discord.test_ia_e2e import _pick as pick_commands
from tests.discord.test_xwing_e2e import answer
from tests.fakediscord import FakeChannel, FakeInteraction


async def test_every_adapter_reply_of_an_xwing_match_comes_from_a_catalog(harness: Harness, monkeypatch: Any) -> None:
    h = harness
    fake = h.fake
    seen = read_pseudo(h, monkeypatch)
    invite = seen.answer(await fake.slash(h.alice, "xwing new", channel=h.channel, opponent=h.bob))
    assert invite.original is not None
    await fake.click(h.bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (thread,) = fake.threads(h.channel)
    (match,) = await h.engine.list_matches()
    for _ in range(20):  # set-up decisions until the round-1 dials
        opened = [op.prompt for op in await h.engine.open_prompts(match.id)]
        if all(p.kind == "dial" for p in opened):
            break
        prompt = opened[0]
        message = carrying(fake.channel_messages(thread), prompt)
        assert message is not None and prompt.options
        seen.answer(await answer(h, user_of(h, match.seats, prompt), message, prompt, prompt.options[0].id))
        await h.settle()
    await play_xwing(h, match.id, thread, until_round=1)
    await _match_commands(h, seen, match.id, thread)
    quick = [  # the quick tools' answers and refusals (bot/quick Phrases), in a match's thread
        ("roll", {"game": "xwing", "request": "3 red focus lock vs 2 green evade range 1"}),
        ("roll", {"game": "ti4", "request": "2 destroyer 1 dreadnought -1"}),
        ("roll", {"game": "xwing", "request": "3 red lock lock"}),
        ("odds", {"request": "3 red focus vs 2 green evade"}),
        ("range", {"a": "LS", "b": "NB", "match": match.id}),
        ("range", {"a": "LS", "b": "vader", "match": match.id}),
    ]
    typed: set[str] = set()  # what the player typed, echoed as asked (the request's own words)
    for command, options in quick:
        typed |= {w for v in options.values() for w in TOKEN.findall(str(v))}
        seen.answer(await fake.slash(h.alice, command, channel=thread, **options))
    view = await h.engine.view(match.id, None)
    # names: people, places, the match and the ships (the game title comes from its catalog: game.title)
    names = {"alice", "bob", "owner", match.id, "Tabletop", "games"}
    names |= {str(v) for s in view["ships"] for v in (s.get("id"), s.get("label")) if v} | typed
    assert len(fake.channel_messages(thread)) >= 5 and len(seen.texts) >= 50, len(seen.texts)  # the match ran
    seen.assert_clean(names)


@dataclass
class Scenario:
    """How one game's match is challenged, accepted and played for the guard."""

    start: Callable[[Harness, Seen], Awaitable[None]]  # challenge and acceptance, secret picks included
    choose: Callable[[Prompt], list[str]] = first
    decisions: int = 30
    kinds: set[str] = field(default_factory=set)  # prompt kinds the match must have shown (it really ran)
    typed: str = ""  # what the players typed (a fleet, a squad), echoed as typed


async def _challenge(h: Harness, seen: Seen, game: str, **options: Any) -> FakeInteraction:
    """alice challenges bob with `/<game> new`; bob accepts. The invitation's answer."""
    invite = seen.answer(await h.fake.slash(h.alice, f"{game} new", channel=h.channel, opponent=h.bob, **options))
    assert invite.original is not None, invite.text()
    accept = next(c for c in invite.original.custom_ids() if c.endswith(":a"))
    accepted = seen.answer(await h.fake.click(h.bob, invite.original, accept))
    await h.settle()
    assert await h.engine.list_matches(), accepted.text()
    return invite


TI4_FLEETS = {
    "fleet": "2 dreadnought 1 carrier 3 fighter 1 destroyer",
    "defender_fleet": "1 carrier 2 cruiser 2 destroyer 2 fighter",
}


async def _ti4(h: Harness, seen: Seen) -> None:
    await _challenge(h, seen, "ti4", nebula=True, **TI4_FLEETS)
    fleets: dict[str, Any] = {"attacker": TI4_FLEETS["fleet"], "defender": TI4_FLEETS["defender_fleet"]}
    seen.answer(await h.fake.slash(h.bob, "ti4 odds", channel=h.channel, nebula=True, **fleets))
    # a misspelt unit: refused, with the units it knows
    refused = seen.answer(
        await h.fake.slash(h.bob, "ti4 odds", channel=h.channel, attacker="2 warsun", defender="1 pds")
    )
    assert refused.ephemeral, refused.text()


def _ti4_choose(prompt: Prompt) -> list[str]:
    return first(prompt)


async def _swm(h: Harness, seen: Seen) -> None:
    refused = seen.answer(
        await h.fake.slash(h.alice, "swm new", channel=h.channel, opponent=h.bob, squad="light: nobody")
    )
    assert refused.ephemeral, refused.text()
    await _challenge(h, seen, "swm")  # the squads picked in secret: alice by DM, bob by his private picker


def _swm_choose(prompt: Prompt) -> list[str]:
    ids = [o.id for o in prompt.options or ()]
    fight = [i for i in ids if i.startswith("attack:")] or [i for i in ids if i == "end"]  # fights, not walks
    return fight[:1] if prompt.kind == "turn" and fight else first(prompt)


async def _ia(h: Harness, seen: Seen) -> None:
    """Both armies built privately (test_ia_e2e.py): a deck with problems first, its confirmation refused."""
    fake = h.fake
    refused = seen.answer(await fake.slash(h.alice, "ia new", channel=h.channel, opponent=h.bob, army="nobody"))
    assert refused.ephemeral, refused.text()
    started = seen.answer(
        await fake.slash(h.alice, "ia new", channel=h.channel, opponent=h.bob, builder="p1", mission="data-heist")
    )
    assert started.original is not None
    await fake.select(h.alice, started.original, started.original.custom_ids()[0], ["darth-vader#1", "stormtrooper#1"])
    await pick_commands(h, started.original, ["cmd:brace#1", "cmd:hit-and-fade#1"])  # 2 cards, one a rebel card
    confirm = next(c for c in started.original.custom_ids() if c.startswith("tm:bc:"))
    seen.answer(await fake.click(h.alice, started.original, confirm))  # refused: the deck's problems named
    await pick_commands(h, started.original, IA_DECK)
    seen.answer(await fake.click(h.alice, started.original, confirm))
    invite = await fake.wait_message(lambda: fake.channel_messages(h.channel), lambda m: bool(m.embeds))
    asked = seen.answer(await fake.click(h.bob, invite, next(c for c in invite.custom_ids() if c.endswith(":a"))))
    assert asked.original is not None
    rebels = next(c for c in asked.original.custom_ids() if offers(asked.original, c, "luke-hero#1"))
    await fake.select(h.bob, asked.original, rebels, ["luke-hero#1", "rebel-trooper#1"])
    seen.answer(await fake.click(h.bob, asked.original, next(c for c in asked.original.custom_ids() if "tm:bc:" in c)))
    await h.settle()


def _ia_choose(prompt: Prompt) -> list[str]:
    ids = [o.id for o in prompt.options or ()]
    placed = [i for i in ids if i == "place_rest"] if prompt.kind == "place" else []
    fight = [i for i in ids if i.startswith("attack")] or [i for i in ids if i == "end"]
    return placed or (fight[:1] if prompt.kind == "action" and fight else first(prompt))


SF_PACKS = ["1-01..1-05", "1-06..1-10", "1-11..1-15", "1-16..1-20", "1-21..1-25"]


async def _starfighter(h: Harness, seen: Seen) -> None:
    refused = seen.answer(
        await h.fake.slash(h.alice, "starfighter new", channel=h.channel, opponent=h.bob, mode="skirmish", deck="zz")
    )
    assert refused.ephemeral, refused.text()
    # total war: the decks picked privately in packs (alice) and by card (bob), then the cruisers in secret
    fake = h.fake
    started = seen.answer(
        await fake.slash(
            h.alice, "starfighter new", channel=h.channel, opponent=h.bob, mode="total_war", builder="south"
        )
    )
    assert started.original is not None
    seen.answer(await fake.select(h.alice, started.original, started.original.custom_ids()[0], SF_PACKS))
    invite = await fake.wait_message(lambda: fake.channel_messages(h.channel), lambda m: bool(m.embeds))
    asked = seen.answer(await fake.click(h.bob, invite, next(c for c in invite.custom_ids() if c.endswith(":a"))))
    assert asked.original is not None
    cards = [o.id for o in STARFIGHTER.pick_options("north")[10:16]]
    seen.answer(await fake.select(h.bob, asked.original, asked.original.custom_ids()[0], cards))
    await h.settle()


def _starfighter_choose(prompt: Prompt) -> list[str]:
    cards = [o.id for o in prompt.options or () if o.id != "pass"]
    return cards[:1] if prompt.kind == "deploy" and cards else first(prompt)  # deploys a card, not passes


SCENARIOS = {
    "ti4": Scenario(
        _ti4, _ti4_choose, 30, {"declare_retreat", "assign_hits"}, " ".join(TI4_FLEETS.values()) + " warsun pds"
    ),
    "swm": Scenario(_swm, _swm_choose, 30, {"squad", "deploy", "activate", "turn"}, "light: nobody"),
    "ia": Scenario(_ia, _ia_choose, 30, {"initiative", "zone", "place", "activate", "action"}, "nobody"),
    "starfighter": Scenario(_starfighter, _starfighter_choose, 24, {"cruiser", "deploy"}, "zz"),
}


@pytest.mark.parametrize("game", list(SCENARIOS))
async def test_every_adapter_reply_of_a_match_comes_from_a_catalog(
    harness: Harness, monkeypatch: Any, game: str
) -> None:
    h = harness
    h.games = ("duel", game)
    await h.restart()
    seen = read_pseudo(h, monkeypatch)
    scenario = SCENARIOS[game]
    await scenario.start(h, seen)
    (match,) = await h.engine.list_matches()
    (thread,) = h.fake.threads(h.channel)
    asked = await play(h, seen, match.id, thread, scenario.decisions, scenario.choose)
    assert scenario.kinds <= {p.kind for p in asked}, {p.kind for p in asked}
    await _refusals(h, seen, match.id, thread, asked)
    await _match_commands(h, seen, match.id, thread)
    names = {"alice", "bob", "owner", match.id, "Tabletop", "games", *TOKEN.findall(scenario.typed)}
    seen.assert_clean(names)


async def test_the_builders_paste_forms_and_content_commands_come_from_a_catalog(
    harness: Harness, monkeypatch: Any
) -> None:
    """Before a match: X-Wing's ship-by-ship builder (a squad over the cap refused), SWM's paste form on accepting
    (the side already taken, an unknown character, then a squad)."""
    h = harness
    h.games = ("duel", "xwing", "swm")
    await h.restart()
    fake = h.fake
    seen = read_pseudo(h, monkeypatch)
    started = seen.answer(
        await fake.slash(h.alice, "xwing new", channel=h.channel, opponent=h.bob, builder="imperial", points=60)
    )
    assert started.original is not None
    ships = ["darthvader#1", "academypilot#1", "academypilot#2"]
    seen.answer(await fake.select(h.alice, started.original, started.original.custom_ids()[0], ships))
    seen.answer(await fake.click(h.alice, started.original, _confirm(started.original)))
    invite = await fake.wait_message(lambda: fake.channel_messages(h.channel), lambda m: bool(m.embeds))
    accept = next(c for c in invite.custom_ids() if c.endswith(":a"))
    asked = seen.answer(await fake.click(h.bob, invite, accept))
    assert asked.original is not None
    rebels = ["wedgeantilles#1", "lukeskywalker#1", "biggsdarklighter#1"]  # 82 points: over the cap
    seen.answer(await fake.select(h.bob, asked.original, asked.original.custom_ids()[0], rebels))
    seen.answer(await fake.click(h.bob, asked.original, _confirm(asked.original)))

    challenge = seen.answer(
        await fake.slash(h.alice, "swm new", channel=h.channel, opponent=h.bob, squad="light: g-l-militia")
    ).original
    assert challenge is not None
    for typed in ("light: g-l-knight", "dark: nobody", "dark: g-d-trooper"):  # the side taken, unknown, a squad
        accept = next(c for c in challenge.custom_ids() if c.endswith(":a"))
        form = seen.answer(await fake.click(h.bob, challenge, accept))
        assert form.modal is not None
        field = form.modal["components"][0]["components"][0]["custom_id"]
        seen.answer(await fake.submit_modal(h.bob, form, {field: typed}))
        await h.settle()
    (match,) = await h.engine.list_matches()  # the SWM match started; X-Wing's squad was refused
    typed_words = {"light", "dark", "nobody", "g-l-militia", "g-l-knight", "g-d-trooper"}
    seen.assert_clean({"alice", "bob", "owner", "Tabletop", "games", match.id, *typed_words})


def _confirm(message: Any) -> str:
    return next(c for c in message.custom_ids() if c.startswith("tm:bc:"))


async def _refusals(h: Harness, seen: Seen, match_id: str, thread: FakeChannel, asked: list[Prompt]) -> None:
    """A button of a decision already taken, and another player's button, each refused in words."""
    fake = h.fake
    match = await h.engine.info(match_id)
    public = [p for p in asked if not p.secret]
    old = carrying(fake.channel_messages(thread), public[0]) if public else None
    if old is not None and old.custom_ids():
        live = [c for c in old.custom_ids() if not (old.component(c) or {}).get("disabled")]
        if live:
            stale = seen.answer(await fake.click(user_of(h, match.seats, public[0]), old, live[0]))
            assert stale.text(), "a stale button is answered"
    opened = [op.prompt for op in await h.engine.open_prompts(match_id) if not op.prompt.secret]
    if opened:
        message = carrying(fake.channel_messages(thread), opened[0])
        other = h.bob if user_of(h, match.seats, opened[0]) is h.alice else h.alice
        if message is not None:
            wrong = seen.answer(await fake.click(other, message, message.custom_ids()[0]))
            assert wrong.text(), "another player's button is refused"


async def _match_commands(h: Harness, seen: Seen, match_id: str, thread: FakeChannel) -> None:
    """/match status, log, board, resume (refused: nothing is paused), undo (asked, then refused) and concede
    (asked)."""
    fake = h.fake
    for command in ("match status", "match log", "match board", "match resume", "match concede"):
        seen.answer(await fake.slash(h.bob, command, channel=thread, match=match_id))
    seen.answer(await fake.slash(h.alice, "match undo", channel=thread, match=match_id))
    await h.settle()
    asked = next(
        (m for m in reversed(fake.channel_messages(thread)) if any(":undo" in c or ":u:" in c for c in m.custom_ids())),
        None,
    )
    if asked is not None:
        no = next((c for c in asked.custom_ids() if c.endswith(":n") or c.endswith(":no")), asked.custom_ids()[-1])
        seen.answer(await fake.click(h.bob, asked, no))
        await h.settle()


def test_the_scan_finds_words_outside_the_marks() -> None:
    assert left("⟦Round ⟧2⟦: set the dial of ⟧LS", {"LS"}) == set()
    assert left("⟦Round ⟧2: set the dial of LS", {"LS"}) == {"set", "the", "dial", "of"}
    assert left("<@123> `3 red vs 2 green` 'x-wing' board-xwing.png", set()) == set()
    assert left("⟦Example: `⟧3 red⟦`⟧ ⟦seed ⟧6d641b1ae48be1e4⟦ · keys ⟧xwing:attack", set()) == set()
    assert left("⟦Round ⟧2⟦: set the dial", set()) == set()  # cut short by a Discord limit, inside the marks
    assert left("⟦Round ⟧2⟦: set⟧ the dial", set()) == {"the", "dial"}


@dataclass
class ContentCase:
    """One game's `/<game> content` session for the guard: good items of one kind, and a bad one."""

    kind: str
    good: list[dict[str, Any]]
    bad: dict[str, Any]


def _bad_map(doc: dict[str, Any]) -> dict[str, Any]:
    """A map with a problem of each part: a square, a wall, a door (the grid checker's words)."""
    doc["cells"][0] = "x" + doc["cells"][0][1:]
    doc["walls"].append([0, 0, 2, 0])
    doc["doors"].append({"edge": [1, 1, 1, 2], "colour": 1})
    return doc


def _content_cases() -> dict[str, ContentCase]:
    from tests.discord.test_swm_e2e import CARD as SWM_CARD
    from tests.ia.test_content import CARD as IA_CARD
    from tests.ia.test_content import outpost_copy
    from tests.starfighter.support import card

    return {
        "swm": ContentCase(
            "character",
            [SWM_CARD, {**SWM_CARD, "id": "my-major"}, {**SWM_CARD, "id": "my-colonel"}],
            {**SWM_CARD, "id": "g-l-knight", "hp": 0, "faction": "jawas", "abilities": ["lightsaber"], "x": 1},
        ),
        "ia": ContentCase(
            "deployment",
            [IA_CARD, {**IA_CARD, "id": "my-sniper"}, {**IA_CARD, "id": "my-heavy"}],
            {**IA_CARD, "id": "stormtrooper", "health": 0, "defense": ["green"], "affiliation": "sith", "x": 1},
        ),
        "ia-map": ContentCase(  # the shared grid checker's problems and the skirmish's own (issue 20)
            "map",
            [outpost_copy("my-base"), outpost_copy("my-yard"), outpost_copy("my-dock")],
            _bad_map(outpost_copy("my-ruin")),
        ),
        "starfighter": ContentCase(
            "card",
            [card("3-10", level=2), card("3-11"), card("3-12")],
            {**card("1-05", level=4, shields=5), "colour": "red"},
        ),
    }


@pytest.mark.parametrize("case_id", ["swm", "ia", "ia-map", "starfighter"])
async def test_the_content_commands_come_from_a_catalog(harness: Harness, monkeypatch: Any, case_id: str) -> None:
    """`/<game> content` add (one item, a list replacing one, a refused item, a refused list, neither file nor
    text), list (empty, then three items), show, remove and show of an item that is gone, read in "xx"."""
    import json

    h = harness
    game = case_id.split("-")[0]
    h.games = ("duel", game)
    await h.restart()
    seen = read_pseudo(h, monkeypatch)
    case = _content_cases()[case_id]
    fake = h.fake

    async def ask(command: str, **options: Any) -> str:
        answer = seen.answer(await fake.slash(h.alice, f"{game} content {command}", channel=h.channel, **options))
        assert answer.ephemeral
        return answer.text()

    first, *more = case.good
    await ask("list")
    assert first["id"] in await ask("add", kind=case.kind, json=json.dumps(first))
    await ask("add", kind=case.kind, json=json.dumps([first, *more]))
    assert first["id"] not in await ask("add", kind=case.kind, json=json.dumps(case.bad))
    await ask("add", kind=case.kind, json=json.dumps([case.bad, {**case.bad, "id": "zz"}]))
    await ask("add", kind=case.kind)
    listed = await ask("list")
    assert all(item["id"] in listed for item in case.good), listed
    await ask("show", id=first["id"])
    await ask("remove", id=first["id"])
    await ask("show", id=first["id"])
    assert len(await h.engine.list_content(str(h.guild.id), game)) == len(case.good) - 1
    ids = {str(i["id"]) for i in [*case.good, case.bad]} | {"zz"}
    seen.assert_clean({"alice", "bob", "owner", *ids, *(w for i in ids for w in TOKEN.findall(i))})


XWS_NOBODY = '{"faction": "rebels", "pilots": [{"name": "nobody", "ship": "xwing"}]}'
XWS_EMPTY = '{"faction": "empire", "pilots": []}'
# creation options a chat challenge cannot set a match up with (what the player typed is no text)
SETUP_REFUSED: dict[str, list[dict[str, Any]]] = {
    "xwing": [{"squad": "zzz"}, {"squad": XWS_NOBODY}, {"squad": "[]"}, {"squad": XWS_EMPTY}],
    "ti4": [
        {"fleet": "2 cruisr", "defender_fleet": "1 dreadnought"},
        {"fleet": "9 fighter", "defender_fleet": "1 dreadnought"},
        {"fleet": "1 dreadnought", "defender_fleet": "x"},
    ],
}


REFUSED_BY = {"xwing": "⟦That squad list is not valid XWS: ⟧⟦this XWS squad", "ti4": "⟦Not allowed: ⟧"}


@pytest.mark.parametrize("game", list(SETUP_REFUSED))
async def test_set_up_refusals_come_from_a_catalog(harness: Harness, monkeypatch: Any, game: str) -> None:
    """A challenge whose options the game cannot set a match up with is refused in the reader's words (issue 20):
    X-Wing's pasted XWS squad unreadable or over the points, TI4's fleets."""
    h = harness
    h.games = ("duel", game)
    await h.restart()
    seen = read_pseudo(h, monkeypatch)
    typed: set[str] = set()
    for options in SETUP_REFUSED[game]:
        typed |= {w for v in options.values() for w in TOKEN.findall(str(v))}
        refused = seen.answer(await h.fake.slash(h.alice, f"{game} new", channel=h.channel, opponent=h.bob, **options))
        invite = refused.original
        if invite is not None and invite.custom_ids():  # refused when the opponent accepts
            accept = next(c for c in invite.custom_ids() if c.endswith(":a"))
            refused = seen.answer(await h.fake.click(h.bob, invite, accept))
        assert REFUSED_BY[game] in refused.text(), (options, refused.text())
    assert not await h.engine.list_matches()
    seen.assert_clean({"alice", "bob", "owner", "Tabletop", "games", *typed})
