"""Every reply of the Discord adapter in the pseudo-locale (issue 20): a scripted X-Wing match through the fake
Discord with both players reading "xx" (tests/test_pseudo_locale.py: each catalog text wrapped in ⟦ ⟧). Every
message posted (the invitation, the thread, DMs, ephemeral answers, embeds, buttons and selects) is scanned: a word
outside the marks is text that never went through a catalog, unless it names something (a user, a ship, the match
id) or is in KNOWN below, which only shrinks."""

from __future__ import annotations

import re
from typing import Any

from bot.core.texts import PSEUDO, PSEUDO_CLOSE, PSEUDO_OPEN
from tests.discord.conftest import Harness
from tests.discord.test_game_texts_e2e import play, shown
from tests.discord.test_xwing_e2e import answer, carrying
from tests.fakediscord import FakeMessage

MARKED = re.compile(re.escape(PSEUDO_OPEN) + "[^" + PSEUDO_CLOSE + "]*" + re.escape(PSEUDO_CLOSE))
QUOTED = re.compile(r"'[^']*'|`[^`]*`|<[@#t][^>]*>|https?://\S+|[\w-]+\.(?:png|webp|gif|jsonl?)\b")
# input or an example the catalog quotes ("no ship '{ $ship }'", "Example: `{ $example }`"), seeds and chance keys
QUOTED_PARAM = re.compile(f"(['`]){re.escape(PSEUDO_CLOSE)}[^{PSEUDO_OPEN}{PSEUDO_CLOSE}]*{re.escape(PSEUDO_OPEN)}\\1")
IDS = re.compile(r"\b[0-9a-f]{16,}\b|\b\w+(?::[\w-]+)+")
TOKEN = re.compile(r"\w+(?:[-']\w+)*")

# Known English-only adapter texts (regexes over a whole text), each still outside the catalogs:
KNOWN: set[str] = set()  # empty: the match's start and the edited invitation now speak the players' language


def _left(text: str, names: set[str]) -> set[str]:
    outside = QUOTED.sub(" ", MARKED.sub(" ", IDS.sub(" ", QUOTED_PARAM.sub(" ", text))))
    return {t for t in TOKEN.findall(outside) if len(re.findall(r"[^\W\d_]", t)) >= 2 and t not in names}


def _texts(message: FakeMessage) -> list[str]:
    parts = [shown(message)]
    for e in message.embeds:
        parts += [str(e.get(k, "")) for k in ("title", "description")]
        parts += [str((e.get(k) or {}).get("text", "")) for k in ("footer",)]
        parts += [f"{f.get('name', '')} {f.get('value', '')}" for f in e.get("fields", [])]
    for a in message.attachments:
        parts.append(a.description or "")
    return parts


async def test_every_adapter_reply_of_a_match_comes_from_a_catalog(harness: Harness, monkeypatch: Any) -> None:
    import bot.i18n

    monkeypatch.setattr(bot.i18n, "LANGUAGES", (*bot.i18n.LANGUAGES, PSEUDO))
    h = harness
    fake = h.fake
    h.alice.locale = h.bob.locale = PSEUDO
    invite = await fake.slash(h.alice, "xwing new", channel=h.channel, opponent=h.bob)
    assert invite.original is not None
    await fake.click(h.bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (thread,) = fake.threads(h.channel)
    (match,) = await h.engine.list_matches()
    replies = [invite.text()]
    for _ in range(20):  # set-up decisions until the round-1 dials
        opened = [op.prompt for op in await h.engine.open_prompts(match.id)]
        if all(p.kind == "dial" for p in opened):
            break
        prompt = opened[0]
        user = h.alice if match.seats[prompt.seat] == str(h.alice.id) else h.bob
        message = carrying(fake.channel_messages(thread), prompt)
        assert message is not None and prompt.options
        await answer(h, user, message, prompt, prompt.options[0].id)
        await h.settle()
    await play(h, match.id, thread, until_round=1)
    for command in ("match status", "match log"):
        replies.append((await fake.slash(h.bob, command, channel=thread, match=match.id)).text())
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
        answered = await fake.slash(h.alice, command, channel=thread, **options)
        replies += [answered.text(), *(t for m in answered.messages() for t in _texts(m))]
    view = await h.engine.view(match.id, None)
    # names: people, places, the match and the ships (the game title comes from its catalog: game.title)
    names = {"alice", "bob", "owner", match.id, "Tabletop", "games"}
    names |= {str(v) for s in view["ships"] for v in (s.get("id"), s.get("label")) if v} | typed
    messages = [*fake.channel_messages(h.channel), *fake.channel_messages(thread), *fake.dms(h.alice), *fake.dms(h.bob)]
    assert len(messages) >= 5 and len(replies) >= 10, (len(messages), len(replies))  # the match really ran
    used: set[str] = set()
    unexplained: dict[str, str] = {}
    for text in [*replies, *(t for m in messages for t in _texts(m))]:
        for k in KNOWN:  # a known English fragment is cut out, so the rest of its message is still scanned
            text, n = re.subn(k, " ", text)
            used |= {k} if n else set()
        left = _left(text, names)
        if left:
            unexplained.setdefault(text[:300], ", ".join(sorted(left)))
    assert not unexplained, "adapter text not from a catalog:\n" + "\n".join(
        f"{words}: {text!r}" for text, words in unexplained.items()
    )
    assert used == KNOWN, f"fixed, remove from KNOWN: {sorted(KNOWN - used)}"


def test_the_scan_finds_words_outside_the_marks() -> None:
    assert _left("⟦Round ⟧2⟦: set the dial of ⟧LS", {"LS"}) == set()
    assert _left("⟦Round ⟧2: set the dial of LS", {"LS"}) == {"set", "the", "dial", "of"}
    assert _left("<@123> `3 red vs 2 green` 'x-wing' board-xwing.png", set()) == set()
    assert _left("⟦Example: `⟧3 red⟦`⟧ ⟦seed ⟧6d641b1ae48be1e4⟦ · keys ⟧xwing:attack", set()) == set()
