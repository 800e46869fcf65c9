"""The Discord adapter's pseudo-locale guard, shared by every game's scripted match (issue 20): players read "xx"
(tests/test_pseudo_locale.py: each catalog text wrapped in ⟦ ⟧), every version of every message the fake Discord
holds is kept (created or edited: a prompt answered and edited to its pick is scanned as asked, too), with thread
titles, modals and the answers to commands, and a word outside the marks is text that never went through a catalog,
unless it names something (a user, a ship, a figure's id, the match id) or is what a player typed."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Iterable
from typing import Any

from bot.core.protocol import Prompt
from bot.core.texts import PSEUDO, PSEUDO_CLOSE, PSEUDO_OPEN
from bot.discord_bot.components import key_hash
from bot.discord_bot.views import option_token
from tests.discord.conftest import Harness
from tests.discord.test_game_texts_e2e import shown
from tests.fakediscord import FakeChannel, FakeInteraction, FakeMessage, FakeUser

# a catalog text between the marks; or one a Discord limit cut short (an alt text's 1,024 characters), to the end
MARKED = re.compile(re.escape(PSEUDO_OPEN) + "[^" + PSEUDO_CLOSE + "]*(?:" + re.escape(PSEUDO_CLOSE) + "|$)")
# quoted input, inline and fenced code (a player's own item shown as JSON), mentions, links and file names
QUOTED = re.compile(
    r"```.*?```|'[^']*'|“[^”]*”|`[^`]*`|<[@#t][^>]*>|https?://\S+|[\w-]+\.(?:png|webp|gif|jsonl?)\b", re.S
)
# input or an example the catalog quotes ("no ship '{ $ship }'", "Example: `{ $example }`"), seeds and chance keys
QUOTED_PARAM = re.compile(f"(['`]){re.escape(PSEUDO_CLOSE)}[^{PSEUDO_OPEN}{PSEUDO_CLOSE}]*{re.escape(PSEUDO_OPEN)}\\1")
IDS = re.compile(r"\b[0-9a-f]{16,}\b|\b\w+(?::[\w-]+)+")
TOKEN = re.compile(r"\w+(?:[-']\w+)*")


def left(text: str, names: set[str]) -> set[str]:
    """The words of `text` outside the pseudo-locale's marks that are not `names` (words of two letters or more)."""
    outside = QUOTED.sub(" ", MARKED.sub(" ", IDS.sub(" ", QUOTED_PARAM.sub(" ", text))))
    return {t for t in TOKEN.findall(outside) if len(re.findall(r"[^\W\d_]", t)) >= 2 and t not in names}


def texts(message: FakeMessage) -> list[str]:
    """Everything a person reads on a message: text, buttons, selects, embeds and the attachments' alt text."""
    parts = [shown(message)]
    for e in message.embeds:
        parts += [str(e.get(k, "")) for k in ("title", "description")]
        parts += [str((e.get(k) or {}).get("text", "")) for k in ("footer", "author")]
        parts += [f"{f.get('name', '')} {f.get('value', '')}" for f in e.get("fields", [])]
    for a in message.attachments:
        parts.append(a.description or "")
    return parts


def _modal_texts(modal: dict[str, Any]) -> list[str]:
    parts = [str(modal.get("title", ""))]
    for row in modal.get("components", []):
        for c in row.get("components", []) if row.get("type") == 1 else [row.get("component", {})]:
            parts += [str(c.get(k, "")) for k in ("label", "placeholder")]
    return parts


class Seen:
    """Every text the fake Discord showed during a test: each message as created and after each edit, the threads'
    titles, and the answers (and modals) of the interactions handed to `answer`."""

    def __init__(self, h: Harness) -> None:
        self.h = h
        self.texts: list[str] = []
        fake = h.fake
        new, edit = fake._new_message, fake._edit_message

        def recorded_new(*args: Any, **kwargs: Any) -> FakeMessage:
            message = new(*args, **kwargs)
            self.texts += texts(message)
            return message

        def recorded_edit(message: FakeMessage, *args: Any, **kwargs: Any) -> None:
            edit(message, *args, **kwargs)
            self.texts += texts(message)

        fake._new_message = recorded_new  # type: ignore[method-assign]
        fake._edit_message = recorded_edit  # type: ignore[method-assign]

    def answer(self, interaction: FakeInteraction) -> FakeInteraction:
        self.texts += [t for m in interaction.messages() for t in texts(m)]
        if interaction.modal is not None:
            self.texts += _modal_texts(interaction.modal)
        return interaction

    def unexplained(self, names: set[str]) -> dict[str, str]:
        """Each text with words outside the catalogs' marks (its first 300 characters), and those words."""
        threads = [c.name for c in self.h.fake.channels.values() if c.parent_id is not None]
        out: dict[str, str] = {}
        for text in [*self.texts, *threads]:
            words = left(text, names)
            if words:
                out.setdefault(text[:300], ", ".join(sorted(words)))
        return out

    def assert_clean(self, names: set[str]) -> None:
        unexplained = self.unexplained(names)
        assert not unexplained, "adapter text not from a catalog:\n" + "\n".join(
            f"{words}: {text!r}" for text, words in unexplained.items()
        )


def read_pseudo(h: Harness, monkeypatch: Any) -> Seen:
    """alice and bob read the pseudo-locale from now on; what the fake Discord shows is recorded."""
    import bot.i18n

    monkeypatch.setattr(bot.i18n, "LANGUAGES", (*bot.i18n.LANGUAGES, PSEUDO))
    h.alice.locale = h.bob.locale = PSEUDO
    return Seen(h)


def carrying(messages: Iterable[FakeMessage], prompt: Prompt) -> FakeMessage | None:
    """The newest message with a component answering `prompt`."""
    key = key_hash(prompt.key, prompt.seat)
    for m in reversed(list(messages)):
        if any(f":{key}:" in c or c.endswith(f":{key}") for c in m.custom_ids()):
            return m
    return None


def user_of(h: Harness, seats: dict[str, str], prompt: Prompt) -> FakeUser:
    return h.alice if seats[prompt.seat] == str(h.alice.id) else h.bob


async def answer(
    h: Harness, seen: Seen, match_id: str, seats: dict[str, str], thread: FakeChannel, prompt: Prompt, ids: list[str]
) -> FakeInteraction:
    """The prompt's player answers `ids` through what Discord shows him: a button or select in the thread or his
    DMs, else the private picker he opens from the thread's ping."""
    fake = h.fake
    user = user_of(h, seats, prompt)

    def shown() -> FakeMessage | None:
        where = [*fake.channel_messages(thread), *fake.dms(user), *fake.channel_messages(thread, visible_to=user)]
        return carrying(where, prompt)

    def ping() -> FakeMessage | None:  # the button opening a private picker
        pings = [
            m for m in fake.channel_messages(thread) if any(c.startswith(f"tm:p:{match_id}:") for c in m.custom_ids())
        ]
        return pings[-1] if pings and prompt.secret else None

    await fake.wait_for(lambda: shown() or ping(), what=f"a message showing {prompt.key}")
    message = shown()
    if message is None:
        ping_message = ping()
        assert ping_message is not None
        opened = seen.answer(await fake.click(user, ping_message, ping_message.custom_ids()[0]))
        await fake.wait_for(lambda: opened.messages() or None, what="the private picker")
        message = carrying(opened.messages(), prompt)
        assert message is not None, (prompt, [m.custom_ids() for m in opened.messages()])
    key = key_hash(prompt.key, prompt.seat)
    options = [o for o in prompt.options or () if o.id in ids]
    assert options, (prompt, ids)
    for cid in message.custom_ids():
        if f":{key}:" not in cid and not cid.endswith(f":{key}"):
            continue
        component = message.component(cid) or {}
        if component.get("type") == 3:
            offered = {o["value"] for o in component.get("options", [])}
            tokens = [t for t in (option_token(prompt, o, 100) for o in options) if t in offered]
            if tokens:
                return seen.answer(await fake.select(user, message, cid, tokens))
        elif len(options) == 1 and cid.endswith(
            ":" + option_token(prompt, options[0], 100 - len(cid.rsplit(":", 1)[0]) - 1)
        ):
            return seen.answer(await fake.click(user, message, cid))
    raise AssertionError(f"no component for {ids} on {message.custom_ids()}")


Choose = Callable[[Prompt], list[str]]


def first(prompt: Prompt) -> list[str]:
    """The first option, or the fewest the prompt takes."""
    assert prompt.options, prompt
    return [o.id for o in prompt.options[: max(1, prompt.min_choices)]]


async def play(
    h: Harness, seen: Seen, match_id: str, thread: FakeChannel, decisions: int, choose: Choose = first
) -> list[Prompt]:
    """Answer up to `decisions` decisions as Discord shows them (`choose` picks the options); the prompts answered."""
    match = await h.engine.info(match_id)
    done: list[Prompt] = []
    for _ in range(decisions):
        opened = [op.prompt for op in await h.engine.open_prompts(match_id)]
        if not opened:
            break
        prompt = opened[0]
        await answer(h, seen, match_id, match.seats, thread, prompt, choose(prompt))
        await h.settle()
        await _answered(h, match_id, prompt)
        done.append(prompt)
    return done


async def _answered(h: Harness, match_id: str, prompt: Prompt, timeout: float = 20.0) -> None:
    """Until the engine has taken the answer (the prompt no longer open): on a loaded machine the interaction may
    still be on its way when `settle` returns, and the next round would read the same prompt again."""
    loop = asyncio.get_running_loop()
    until = loop.time() + timeout
    while loop.time() < until:
        still = [op.prompt for op in await h.engine.open_prompts(match_id)]
        if not any(p.key == prompt.key and p.seat == prompt.seat for p in still):
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"the answer to {prompt.key} ({prompt.seat}) was not taken in {timeout:.0f} s")
