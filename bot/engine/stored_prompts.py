"""A match's open prompts stored beside its state (`matches.head_prompts`, migration 8), so a restarted process
reads them back instead of building them again (issue 17: building a stored X-Wing table's prompts is mostly
geometry, ~400 us a state the first time a table is seen).

Prompts are a pure function of the state and of the code and data that build them. The stored value therefore
starts with a text header line that binds it to both: the fingerprint of this installation (every file under the
installed `bot` package and the data folder, and the versions of the libraries that shape prompts) and a CRC-32
and length of the UTF-8 bytes of the state text it was written with (bytes a match decoded at start-up encodes
once, for this check and for the parse). A different fingerprint (an upgrade), another state text (a
path that wrote the state without the prompts), a NULL, or a body that does not parse into valid prompts: the
caller builds them with `game.prompts(state)` as before. Never an error.

The body, deflated (zlib's format: a dial prompt's options repeat their texts, ~10x smaller; an idle match holds
it until its first use, and X-Wing's young matches' prompts were longer than their states), is lines of text: the
option count of each prompt, then each prompt's frame (its canonical JSON text with `"options":null`) followed by
the canonical text of each of its options. Kept as texts (split, never unescaped), they are the keys of bounded
tables of parsed options and frames, so decoded matches share the options (a ship's dial) and prompts that repeat
across matches instead of each holding its own copies, and a table seen before costs a look-up per line; and an
option's text is kept on the option (`Option.canonical`), so storing a prompt again, or announcing it in the
outbox, does not dump it again.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import importlib.metadata
import logging
import os
import secrets
import sys
import threading
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import bot

try:  # ISA-L's deflate: a match's prompts (up to ~20 KB of JSON) in ~10-30 us; the same zlib stream as zlib's
    from isal.isal_zlib import compress as _deflate
    from isal.isal_zlib import crc32 as _crc32
    from isal.isal_zlib import decompress as _inflate

    DEFLATE_LEVEL = 0
except ImportError:  # pragma: no cover - a platform without an isal wheel
    from zlib import compress as _deflate
    from zlib import crc32 as _crc32
    from zlib import decompress as _inflate

    DEFLATE_LEVEL = 1
from bot.core import canonical
from bot.core.data import NOT_DATA, data_dir
from bot.core.protocol import Option, Prompt

log = logging.getLogger(__name__)

# Libraries whose behaviour reaches a prompt's text or options (labels rendered by Fluent, geometry by shapely...).
LIBRARIES = ("fluent.runtime", "fluent.syntax", "shapely", "numpy", "d20", "orjson")
SKIPPED_DIRS = {"__pycache__"}
_NULL_OPTIONS = '"options":null'
OPTIONS_LIMIT = 8 << 20  # bytes of option texts the shared table holds (oldest out first)
FRAMES_LIMIT = 4 << 20  # and of prompt frames


def prompt_texts(prompts: Iterable[Prompt]) -> list[tuple[str, list[str] | None]]:
    """Each prompt's frame text and its options' kept texts."""
    return [
        (canonical.dumps(p.frame_json()), None if p.options is None else [o.canonical for o in p.options])
        for p in prompts
    ]


def prompt_json_text(frame: str, options: list[str] | None) -> str:
    """A prompt's canonical text (`canonical.dumps(prompt.to_json())`) from its frame and option texts. The
    frame's keys are sorted and only strings, a bool and numbers follow "options" ("seat", "secret", "text"), so
    the last `"options":null` in the frame's text is its own key (quotes inside strings are escaped)."""
    if options is None:
        return frame
    at = frame.rindex(_NULL_OPTIONS)
    return frame[:at] + '"options":[' + ",".join(options) + "]" + frame[at + len(_NULL_OPTIONS) :]


def dump(texts: Sequence[tuple[str, list[str] | None]], state_text: str) -> bytes:
    """What is stored of the open prompts (`prompt_texts`) of the state stored as `state_text`."""
    lines = [",".join("-1" if options is None else str(len(options)) for _frame, options in texts)]
    for frame, options in texts:
        lines.append(frame)
        lines += options or ()
    return _header(state_text) + _deflate("\n".join(lines).encode("utf-8", "surrogatepass"), DEFLATE_LEVEL)


def bound_to(stored: bytes, state_text: str) -> bool:
    """Whether `stored` was written by this installation for exactly this state text."""
    return bound_to_utf8(stored, utf8(state_text))


def bound_to_utf8(stored: bytes, state_utf8: bytes) -> bool:
    """`bound_to` given the state text's `utf8` bytes: a match decoded at start-up encodes its state text once,
    for this check and for the parse (canonical.loads)."""
    return bytes(stored).startswith(_header_utf8(state_utf8))


def utf8(state_text: str) -> bytes:
    """The bytes a state text is bound by (and parsed from): UTF-8, lone surrogates passed through."""
    return state_text.encode("utf-8", "surrogatepass")


def load(stored: bytes) -> list[Prompt] | None:
    """The prompts of a stored value already `bound_to` its state, or None when its body is not valid prompts."""
    try:
        # split as bytes, each line looked up as bytes: decoding the whole body (Cyrillic names in an Imperial
        # Assault prompt's texts) was a fifth of reading it; a line is decoded only when first parsed
        stored = bytes(stored)
        lines = _inflate(memoryview(stored)[stored.index(b"\n") + 1 :]).split(b"\n")
        counts = [int(n) for n in lines[0].split(b",")] if lines[0] else []
        if len(lines) != 1 + sum(1 + max(n, 0) for n in counts):
            return None  # truncated, or lines added
        out, at = [], 1
        for n in counts:
            if n < 0:
                if n != -1:
                    return None
                out.append(_frame(lines[at]))
                at += 1
            else:
                out.append(_prompt(lines[at], lines[at + 1 : at + 1 + n]))
                at += 1 + n
        return out
    except Exception:  # truncated, edited or damaged: the caller builds the prompts afresh
        return None


def text(stored: bytes) -> str:
    """The stored body: a line of each prompt's option count (-1: options None), then each prompt's frame and its
    options, a line each (canonical JSON has no raw line break)."""
    stored = bytes(stored)
    return _inflate(memoryview(stored)[stored.index(b"\n") + 1 :]).decode("utf-8", "surrogatepass")


def _header(state_text: str) -> bytes:
    return _header_utf8(utf8(state_text))


def _header_utf8(data: bytes) -> bytes:
    # the CRC of the state's UTF-8 bytes, which decoding the state needs anyway (ISA-L's CRC-32: ~1 us for 10 KB)
    return f"prompts {fingerprint()} {_crc32(data):08x} {len(data)}\n".encode()


def _prompt(frame_text: bytes, option_texts: list[bytes]) -> Prompt:
    """The shared frame with its options put in: every field of the frame (`_FIELDS`: a field added to Prompt is
    carried without a change here) but its options, copied at C speed (dataclasses.replace, which calls __init__
    through keyword arguments, was a third of reading a match's prompts back)."""
    table = _OPTIONS_TABLE
    options = tuple([table.get(t) or _option(t) for t in option_texts])  # a look-up each when seen before
    fields = _frame(frame_text).__dict__
    prompt = object.__new__(Prompt)
    prompt.__dict__.update({name: fields[name] for name in _FIELDS}, options=options)
    return prompt


def _parse_frame(line: bytes) -> Prompt:
    """A prompt frame's text as a prompt without options (its options, if any, are put in by `_prompt`)."""
    frame = canonical.loads_utf8(line)
    if type(frame) is not dict or frame.get("options", 0) is not None:
        raise ValueError("not a prompt frame")
    p = Prompt(
        seat=frame["seat"],
        kind=frame["kind"],
        text=frame["text"],
        key=frame["key"],
        secret=frame["secret"],
        default=frame["default"],
        min_choices=frame["min_choices"],
        max_choices=frame["max_choices"],
        context=frame["context"],
    )
    if not (
        all(type(v) is str for v in (p.seat, p.kind, p.text, p.key))
        and type(p.secret) is bool
        and type(p.min_choices) is int
        and type(p.max_choices) is int
        and (p.default is None or type(p.default) is dict)
        and type(p.context) is dict
    ):
        raise ValueError("not a prompt")
    return p


def _parse_option(line: bytes) -> Option:
    text = line.decode("utf-8", "surrogatepass")
    data = canonical.loads_utf8(line, text)
    opt = Option.from_json(data)
    if not (type(opt.id) is str and type(opt.label) is str and type(data["action"]) is dict):
        raise ValueError("not an option")
    opt.__dict__["canonical"] = text  # Option.canonical, kept (it is this very text)
    return opt


class _Shared:
    """Values parsed from texts, by their UTF-8 bytes, holding at most `limit` bytes of texts (oldest out first):
    matches whose stored prompts repeat the same frames and options (a ship's dial) share one parsed copy.
    Prompts and options are never changed once built, so sharing them changes nothing a match does."""

    def __init__(self, limit: int, parse: Callable[[bytes], Any]) -> None:
        self.limit = limit
        self.parse = parse
        self._table: dict[bytes, Any] = {}
        self._bytes = 0
        self._lock = threading.Lock()  # replays may decode in worker threads; a look-up needs no lock

    def get(self, text: Any) -> Any:
        found = self._table.get(text)
        if found is not None:
            return found
        if type(text) is not bytes:
            raise ValueError("not a text")
        value = self.parse(text)
        if len(text) > self.limit:
            return value
        with self._lock:
            self._table[text] = value
            self._bytes += len(text)
            while self._bytes > self.limit:
                old = next(iter(self._table))
                self._bytes -= len(old)
                del self._table[old]
        return value


SHARED_OPTIONS = _Shared(OPTIONS_LIMIT, _parse_option)
SHARED_FRAMES = _Shared(FRAMES_LIMIT, _parse_frame)
_option, _frame = SHARED_OPTIONS.get, SHARED_FRAMES.get
_OPTIONS_TABLE = SHARED_OPTIONS._table
_FIELDS = tuple(f.name for f in dataclasses.fields(Prompt) if f.name != "options")


async def warm() -> None:
    """Compute `fingerprint` in a daemon thread of its own, off the event loop (not the loop's default executor,
    whose thread would outlive `Engine.close()`)."""
    if fingerprint.cache_info().currsize:
        return
    loop = asyncio.get_running_loop()
    done: asyncio.Future[None] = loop.create_future()

    def run() -> None:
        try:
            fingerprint()
        except BaseException as exc:  # reported to the awaiting task (an unreadable file of the installation)
            loop.call_soon_threadsafe(_settle, done, exc)
        else:
            loop.call_soon_threadsafe(_settle, done, None)

    threading.Thread(target=run, name="prompts-fingerprint", daemon=True).start()
    await done


def _settle(done: asyncio.Future[None], exc: BaseException | None) -> None:
    if done.done():
        return
    if exc is None:
        done.set_result(None)
    else:
        done.set_exception(exc)


@cache
def fingerprint() -> str:
    """SHA-256 of the code and data that build prompts: every file under the installed `bot` package (which holds
    the shipped data in a wheel) and under the data folder in use, by relative path and content, and the versions
    of Python and of `LIBRARIES`. Computed once per process (the engine computes it off the event loop at start)."""
    h = hashlib.sha256()
    h.update(f"python {sys.version}\n".encode())
    for name in LIBRARIES:
        try:
            version = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            version = "absent"
        h.update(f"{name} {version}\n".encode())
    try:
        roots = [Path(bot.__file__).resolve().parent, Path(str(data_dir())).resolve()]
        for i, root in enumerate(roots):
            for path in _files(root):
                h.update(f"{i} {path.relative_to(root).as_posix()} {path.stat().st_size}\n".encode())
                h.update(path.read_bytes())
    except OSError as exc:  # a file that cannot be read: this process's own value, so nothing stored is read
        log.warning("stored prompts are not read back: the installation cannot be fingerprinted (%s)", exc)
        return f"unreadable-{secrets.token_hex(16)}"
    return h.hexdigest()


def _files(root: Path) -> list[Path]:
    """Every file under `root` but caches and local databases, in a stable order."""
    import fnmatch

    out: list[Path] = []
    for top, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS)
        out += [Path(top, f) for f in sorted(files) if not any(fnmatch.fnmatch(f, pat) for pat in NOT_DATA)]
    return sorted(out)
