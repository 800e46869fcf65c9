"""Every text a player can see comes from a catalog (issue 20): seeded matches of every game (the pinned matches:
every decision kind, missions, teams, refusals) are rendered in the pseudo-locale "xx", where each catalog text is
wrapped in ⟦ ⟧. What is left outside the marks may only be numbers, punctuation and ship ids; anything else is a
text the catalogs never saw: a sentence without a message, or a raw English word passed into a message.

The known English-only spots are listed in KNOWN below. The list only shrinks: an entry no match needs any more
fails the test too, so a fix removes its entry in the same commit.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import Game, Prompt, RuleError
from bot.core.texts import PSEUDO, PSEUDO_CLOSE, PSEUDO_OPEN, Catalogs, is_message, keys_used, render
from bot.engine.render import in_language
from tests.test_pinned_replays import MATCHES, XWING

MARKED = re.compile(re.escape(PSEUDO_OPEN) + "[^" + PSEUDO_CLOSE + "]*" + re.escape(PSEUDO_CLOSE))
TOKEN = re.compile(r"\w+(?:-\w+)*")  # a word, an id such as AP1 or rebel-2


def _words(text: str) -> set[str]:
    """The tokens of `text` with at least two letters (numbers and one-letter labels are no text)."""
    return {t for t in TOKEN.findall(text) if len(re.findall(r"[^\W\d_]", t)) >= 2}


QUOTED = re.compile(r"'[^']*'|“[^”]*”")  # what a user typed, in the catalog's or the reader's quotes
CODE = re.compile(r"`[^`⟦⟧]*`")  # an id a command takes (an option, a unit, a mission), written as code: no text
QUOTED_PARAM = re.compile(  # input or an example the catalog quotes ("no ship '{ $ship }'", "e.g. `{ $example }`")
    "(['`])" + re.escape(PSEUDO_CLOSE) + f"[^{PSEUDO_OPEN}{PSEUDO_CLOSE}]*" + re.escape(PSEUDO_OPEN) + r"\1"
)

# Known English-only spots, by what shows them:
#   "text:<regex>"   a whole text (event line, prompt, option label/detail, refusal) with no message: its English
#   "param:<key>:<param>"  a message whose param carries raw words (an English reason, a seat id, a name)
#   "rule"           a refusal's rule citation (RuleError.rule), shown after the reason
KNOWN: set[str] = set()  # empty: every visible text of every game comes from a catalog


def _walk(message: Mapping[str, Any]) -> Iterator[tuple[str, str, str]]:
    """(key, param, text) for every plain-string param inside a message."""
    key = str(message["key"])
    for name, value in (message.get("params") or {}).items():
        for v in value if isinstance(value, list | tuple) else [value]:
            if is_message(v):
                yield from _walk(v)
            elif isinstance(v, str):
                yield key, name, v


def _spots(catalogs: Catalogs, english: str, message: Any, names: set[str]) -> set[str]:
    """The KNOWN-style spots where this visible text is not from the catalog (empty when it all is)."""
    if not is_message(message):
        return {f"text:{english}"} if _words(english) else set()
    pseudo = render(catalogs, message, PSEUDO)
    pseudo = QUOTED_PARAM.sub(" ", pseudo)  # a command word the catalog text quotes: "answer with '{ $answer }'"
    outside = CODE.sub(
        " ", QUOTED.sub(" ", MARKED.sub(" ", pseudo))
    )  # a player's own input, echoed in quotes, is no text
    left = _words(outside) - names
    if not left:
        return set()
    return {f"param:{key}:{param}" for key, param, text in _walk(message) if _words(text) & left}


def _names(state: Any) -> set[str]:
    """Ship ids and labels: a ship's name on the table, the same in every language."""
    ships = state.get("ships") if isinstance(state, dict) else None
    return {str(v) for s in (ships or {}).values() for v in (s.get("id"), s.get("label")) if v}


def _visible(p: Prompt) -> Iterator[tuple[str, Any]]:
    texts = p.context.get("texts") if isinstance(p.context, Mapping) else None
    yield p.text, (texts or {}).get("text")
    for o in p.options or ():
        yield o.label, o.texts.get("label")
        if o.group:
            yield o.group, o.texts.get("group")
        if o.detail:
            yield o.detail, o.texts.get("detail")


@dataclass
class Played:
    """What one seeded match showed: the texts' spots, and views to draw (tests of the pictures below)."""

    found: set[str] = field(default_factory=set)
    views: list[Any] = field(default_factory=list)  # the public view every 8th step
    private: list[Any] = field(default_factory=list)  # the private views of its first secret prompts
    last: list[Any] = field(default_factory=list)  # the public and the first seat's view at the end


@cache
def played() -> dict[str, Played]:
    """Every pinned match played once for both guards (a match costs about a second)."""
    return {label: _play(game, options, seats, f"{label}#pseudo") for label, (game, options, seats) in MATCHES.items()}


def _play(game: Game, options: dict[str, Any], seats: tuple[str, ...], seed: str) -> Played:
    catalogs = getattr(game, "texts", None)  # optional in the Game protocol
    assert isinstance(catalogs, Catalogs)
    chance, pick = Chance(seed), random.Random(seed)
    state = game.setup(options, seats, chance)
    out = Played()
    found = out.found
    found |= _setup_lines(catalogs, game.view(state, None), _names(state))
    hook = getattr(game, "private_view", None)
    for step in range(1500):
        if game.outcome(state) is not None:
            out.last = [game.view(state, None), game.view(state, seats[0])]
            return out
        if step % 8 == 0:  # a view costs about what a step does: every 8th is plenty to sample pictures from
            out.views.append(game.view(state, None))
        names = _names(state)
        prompts = game.prompts(state)
        for p in prompts:
            if hook is not None and p.secret and len(out.private) < 3:
                seen = hook(state, p)
                if seen is not None:
                    out.private.append(seen)
        for p in prompts:
            for english, message in _visible(p):
                found |= _spots(catalogs, english, message, names)
        p = prompts[pick.randrange(len(prompts))]
        probe = {"kind": p.kind, **{k: "bogus" for k in (p.options[0].action if p.options else {}) if k != "kind"}}
        for seat, action in ((pick.choice([s for s in seats if s != p.seat]), p.default or probe), (p.seat, probe)):
            try:
                game.act(state, seat, dict(action), chance)
            except RuleError as err:
                found |= _spots(catalogs, err.message, err.text, names)
                cited = (err.text or {}).get("rule")  # the cited rule as a message (a game's cite_msg)
                if cited:
                    found |= _spots(catalogs, str(err.rule), {"key": "cite", "params": {"rule": cited}}, names)
                elif err.rule:
                    found.add("rule")
        chosen = p.options[pick.randrange(len(p.options))].action if p.options else p.default
        assert chosen is not None
        for event in game.act(state, p.seat, dict(chosen), chance):
            say, key = event.payload.get("say"), event.payload.get("say_key")
            state = game.evolve(state, event)  # first: a ship that arrives is named by its own event
            if say:
                said = {"key": key, "params": event.payload.get("say_params") or {}} if key else None
                found |= _spots(catalogs, say, said, names | _names(state))
    raise AssertionError(f"{seed}: no winner within the step limit")


def _setup_lines(catalogs: Catalogs, view: Any, names: set[str]) -> set[str]:
    """The spots of the log lines written at set-up (TI4's opening space cannon and barrage): no event carries them,
    so their messages come from the view's `log_said`, line for line beside `log` (the console prints them)."""
    log = list(view.get("log") or []) if isinstance(view, Mapping) else []
    said = list(view.get("log_said") or [])
    said = said if len(said) == len(log) else [None] * len(log)
    found: set[str] = set()
    for line, message in zip(log, said, strict=True):
        found |= _spots(catalogs, str(line), message, names)
    return found


def _matched(found: set[str]) -> tuple[set[str], set[str]]:
    """(unexplained spots, KNOWN entries that explain some spot)."""
    used: set[str] = set()
    unexplained: set[str] = set()
    for spot in found:
        hits = {k for k in KNOWN if k == spot or (k.startswith("text:") and re.fullmatch(k[5:], spot[5:]))}
        used |= hits
        if not hits:
            unexplained.add(spot)
    return unexplained, used


def test_every_visible_text_of_every_game_comes_from_a_catalog() -> None:
    found: set[str] = set()
    for match in played().values():
        found |= match.found
    unexplained, used = _matched(found)
    assert not unexplained, "text not from a catalog:\n" + "\n".join(sorted(unexplained))
    assert used == KNOWN, f"fixed, remove from KNOWN: {sorted(KNOWN - used)}"


def test_the_pseudo_locale_marks_every_catalog_text() -> None:
    from bot.core.texts import msg
    from bot.games.xwing.texts import CATALOGS

    line = msg("say.flies", ship="luke", maneuver=msg("mv.bank-left", speed=2))
    assert render(CATALOGS, line, PSEUDO) == "luke⟦ flies ⟧2⟦ bank left⟧⟦.⟧"
    assert _spots(CATALOGS, "luke flies 2 bank left.", line, {"luke"}) == set()
    assert _spots(CATALOGS, "x", msg("say.no_action", ship="luke", why="stressed"), {"luke"}) == {
        "param:say.no_action:why"
    }
    assert _spots(CATALOGS, "luke is placed.", None, {"luke"}) == {"text:luke is placed."}
    assert XWING.texts is CATALOGS


def test_a_cited_rule_renders_per_reader() -> None:
    """The rule a refusal cites is a message of its game's catalog (issue 20), rendered by the adapters."""
    from bot.core.texts import msg
    from bot.engine.gametext import rule_error
    from bot.games.starfighter.texts import refuse
    from bot.games.ti4.texts import rule_error as ti4_error
    from bot.games.xwing.texts import rule_error as xwing_error

    stress = xwing_error(
        msg("err.no_kind"), "Stress (rulebook p.16): a stressed ship performs no actions, not even free ones"
    )
    assert rule_error(stress, "ru").endswith(
        "(Перегрузка (правила, с. 16): корабль под перегрузкой не выполняет действий, даже дополнительных)"
    )
    card = xwing_error(msg("err.no_kind"), "Swarm Tactics")
    assert rule_error(card, "ru").endswith("(Тактика стаи)") and rule_error(card, "en").endswith("(Swarm Tactics)")
    assert rule_error(ti4_error(msg("err.over"), "RU 39.5д"), "ru").endswith("(п. 39.5д правил)")
    section = refuse("err.over", "§6.2 Deployment")
    assert rule_error(section, "ru").endswith("(§6.2 Развёртывание)"), rule_error(section, "ru")
    assert rule_error(section, "en").endswith("(§6.2 Deployment)")
    from bot.games.swm.texts import rule_error as swm_error

    swm = swm_error("err.action_form", "SWM-4.2")
    assert rule_error(swm, "ru").endswith("(п. 4.2 правил)") and rule_error(swm, "en").endswith("(SWM-4.2)")
    unknown = xwing_error(msg("err.no_kind"), "Some house rule")
    assert rule_error(unknown, "ru").endswith("(Some house rule)")  # a citation the catalog lacks stays as given


# ---------------------------------------------------------------------------------------------------- pictures
# Every word a renderer draws (each string handed to Pillow's text drawing, chips and Canvas included) and every
# alt text, rendered in the pseudo-locale from views of the pinned matches: anything outside the marks other than
# numbers, one-letter marks (token chips F/E/S, lock letters, L/R) and the names of pieces (ship ids and labels,
# figure ids, obstacle ids, squares) fails. PICTURE_KNOWN lists English-only spots still left, by renderer; it only
# shrinks.
PICTURE_KNOWN: dict[str, set[str]] = {}  # empty: every renderer draws and describes only catalog words
VIEWS_PER_MATCH = 6  # spread over the match, the last included: pictures cost ~50 ms each


class _Drawn:
    """Collects the strings drawn while active (Pillow's ImageDraw.text and the glyph-caching Canvas.text)."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def __enter__(self) -> _Drawn:
        from PIL import ImageDraw

        from renderers.common.canvas import Canvas

        self._saved = (ImageDraw.ImageDraw.text, Canvas.text)
        texts = self.texts

        def spy(original: Any) -> Any:
            def text(draw: Any, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
                texts.append(str(text))
                return original(draw, xy, text, *args, **kwargs)

            return text

        ImageDraw.ImageDraw.text = spy(self._saved[0])  # type: ignore[method-assign]
        Canvas.text = spy(self._saved[1])  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        from PIL import ImageDraw

        from renderers.common.canvas import Canvas

        ImageDraw.ImageDraw.text, Canvas.text = self._saved  # type: ignore[method-assign]


def _piece_names(view: Any) -> set[str]:
    """Names of pieces in a view (any game): ids and labels of ships, figures, units; obstacle ids."""
    found: set[str] = set()

    def walk(node: Any, depth: int) -> None:
        if depth > 4:
            return
        if isinstance(node, Mapping):
            for k, v in node.items():
                if k in ("id", "label", "ship", "attacker", "defender", "target") and isinstance(v, str):
                    found.add(v)
                elif isinstance(v, Mapping | list):
                    walk(v, depth + 1)
        elif isinstance(node, list):
            for v in node:
                walk(v, depth + 1)

    walk(view, 0)
    return found


# a picture cuts a long text ("…") or wraps it: a mark may open on one line and close on the next
OPEN_TO_END = re.compile(re.escape(PSEUDO_OPEN) + "[^" + PSEUDO_CLOSE + "]*$")
START_TO_CLOSE = re.compile("^[^" + PSEUDO_OPEN + "]*" + re.escape(PSEUDO_CLOSE))


def _unmarked(text: str, names: set[str]) -> set[str]:
    outside = OPEN_TO_END.sub(" ", START_TO_CLOSE.sub(" ", MARKED.sub(" ", text)))
    return {w for w in _words(outside) if w not in names}


def _sample(items: list[Any], n: int) -> list[Any]:
    if len(items) <= n:
        return items
    step = (len(items) - 1) / (n - 1)
    return [items[round(i * step)] for i in range(n)]


def _picture_spots(module: Any, views: list[Any], private: list[Any]) -> dict[str, set[str]]:
    """text -> the words left outside the marks, for every string drawn or described."""
    spots: dict[str, set[str]] = {}

    def check(texts: list[str], names: set[str]) -> None:
        for text in texts:
            left = _unmarked(text, names)
            if left:
                spots.setdefault(text[:160], set()).update(left)

    def fn(name: str) -> Any:
        found = getattr(module, name, None)
        return in_language(found, PSEUDO) if callable(found) else None

    render, board, alt, animate, private_fn = (
        fn(n) for n in ("render", "render_board", "alt_text", "render_round", "render_private")
    )
    for view in views:
        with _Drawn() as drawn:
            render(view)
            if board is not None:
                board(view, crop="action")
        check(drawn.texts + ([alt(view)] if alt is not None else []), _piece_names(view))
    if animate is not None:
        with _Drawn() as drawn:
            animate(views[-3:])
        check(drawn.texts, set().union(*(_piece_names(v) for v in views[-3:])))
    for view in private if private_fn is not None else []:
        with _Drawn() as drawn:
            private_fn(view)
        check(drawn.texts, _piece_names(view))
    return spots


def test_every_word_of_every_picture_comes_from_a_catalog() -> None:
    import importlib

    found: dict[str, dict[str, set[str]]] = {}
    for label, (game, *_) in MATCHES.items():
        name = str(game.name)
        module = importlib.import_module(f"renderers.{name}")
        match = played()[label]
        views, private = _sample(match.views, VIEWS_PER_MATCH - len(match.last)) + match.last, match.private
        for text, words in _picture_spots(module, views, private).items():
            found.setdefault(name, {}).setdefault(text, set()).update(words)
    unexplained = {
        f"{name}: {text!r} ({', '.join(sorted(words))})"
        for name, spots in found.items()
        for text, words in spots.items()
        if not any(re.fullmatch(k, text) for k in PICTURE_KNOWN.get(name, set()))
    }
    assert not unexplained, "picture text not from a catalog:\n" + "\n".join(sorted(unexplained))
    used = {
        n: {k for k in known if any(re.fullmatch(k, t) for t in found.get(n, {}))} for n, known in PICTURE_KNOWN.items()
    }
    assert used == PICTURE_KNOWN, f"fixed, remove from PICTURE_KNOWN: {used}"


def test_the_picture_guard_sees_a_word_drawn_outside_the_catalog() -> None:
    from PIL import Image

    from renderers.common.canvas import Canvas
    from renderers.common.fonts import font

    with _Drawn() as drawn:
        Canvas(Image.new("RGB", (80, 20))).text((0, 0), "Waiting for: rebel", font=font(10), fill=(255, 255, 255))
    assert set(drawn.texts) == {"Waiting for: rebel"}
    assert _unmarked("⟦Round ⟧2 · Waiting", {"LS"}) == {"Waiting"}
    assert _unmarked("⟦R⟧2 LS a3", {"LS", "a3"}) == set()


# a catalog text between the marks, or one cut short at Fluent's 1,000 characters a placeable ("…" at the end)
MARKED_OR_CUT = re.compile(re.escape(PSEUDO_OPEN) + "[^" + PSEUDO_CLOSE + "]*(?:" + re.escape(PSEUDO_CLOSE) + "|…$)")


def _outside_marks(text: str) -> set[str]:
    """Words of a refusal in "xx" outside the marks, code aside: a field, a value or a square a player types, which
    a catalog text may open and close around a param ("⟦`⟧walls[2]⟦`: edge `⟧[0, 0, 2, 0]⟦` …"; the backticks of a
    catalog text pair up, so dropping each span leaves the marks paired)."""
    unquoted = QUOTED_PARAM.sub(" ", re.sub(r"`[^`]*`", "", text))  # and input the catalog quotes: "'⟧x⟦'"
    return _words(QUOTED.sub(" ", MARKED_OR_CUT.sub(" ", unquoted)))


def test_every_map_problem_comes_from_a_catalog() -> None:
    """A player's own Imperial Assault map refused for each problem the shared grid checker and the skirmish name
    (tests/grid/test_maps.py PROBLEMS, tests/ia/test_content.py's maps), read in "xx" through IA's catalogs."""
    import copy

    from bot.engine.gametext import rule_error
    from bot.games.ia.game import GAME as IA
    from tests.grid.test_maps import PROBLEMS, good_doc
    from tests.ia.test_content import outpost_copy

    docs: list[Any] = [[1], {"id": "junk", "width": 100, "height": 100, "cells": ["?" * 100] * 100}]
    for _key, change, _en, _ru in PROBLEMS:
        doc = copy.deepcopy(good_doc())
        change(doc)
        docs.append(doc)
    zones = outpost_copy("my-base")
    del zones["areas"]["blue"]
    docs += [zones | {"terminals": [[40, 1], "x"], "crates": 5}, outpost_copy("outpost")]
    keys: set[str] = set()
    for doc in docs:
        try:
            IA.check_content("map", doc)
        except RuleError as err:
            said = rule_error(err, PSEUDO)
            assert not _outside_marks(said), said
            assert said.startswith(PSEUDO_OPEN), said
            keys |= keys_used(err.text)
        else:
            raise AssertionError(f"accepted: {doc!r:.80}")
    # every message of the grid checker and of IA's map problems was seen
    from bot.games.grid.mapfile import TEXTS

    # the file's id: shipped maps only; not an object: IA says that itself (map.not_object)
    expected = set(TEXTS["en"]) - {"grid.file_id", "grid.not_object"}
    assert expected <= keys, sorted(expected - keys)
    assert {"map.not_object", "map.zone", "map.token", "map.tokens", "map.builtin_id"} <= keys


def test_the_map_guard_sees_a_word_outside_the_catalog() -> None:
    assert _outside_marks("⟦`⟧walls[2]⟦`: edge `⟧[0, 0, 2, 0]⟦` is listed twice⟧") == set()
    assert _outside_marks("⟦`⟧walls[2]⟦`: edge ⟧[0, 0, 2, 0] is listed twice") == {"is", "listed", "twice"}
    assert _outside_marks("⟦`areas.⟧blue⟦`: the map needs ⟧a blue zone") == {"blue", "zone"}


# ---------------------------------------------------------------------------------------------- set-up refusals
# Options a match cannot be set up with, by game: each refusal (the game's `setup`, and the secret pick read at a
# challenge) renders in the pseudo-locale with nothing outside the marks but what the user typed and the ids a
# command takes (option names, seats, and the ids a refusal lists as allowed: units, missions, eras...).
_LUKE = [{"pilot": "lukeskywalker"}]
_VADER = [{"pilot": "darthvader"}]
_TEAMS = ("rebel-1", "imperial-1")
SETUP_REFUSALS: dict[str, list[tuple[Any, tuple[str, ...] | None]]] = {
    "xwing": [
        ({"colour": 1}, None),
        ({"colour": 1, "size": 2}, None),
        ({"teams": {}}, None),
        ({"mission": "nope"}, None),
        ({"mission": ["x"]}, None),
        (
            {
                "squads": {"rebel": [{"pilot": "lukeskywalker", "id": "shuttle"}], "imperial": _VADER},
                "mission": "political_escort",
            },
            None,
        ),
        ({"squads": {"rebel": _LUKE, "imperial": _VADER}, "teams": 5}, _TEAMS),
        ({"squads": {"rebel": _LUKE, "imperial": _VADER}, "teams": {"rebel-1": ["x"]}}, _TEAMS),
        ({}, ("rebel-1", "imperial")),
        ({"points": -1}, None),
        ({"obstacles": 7}, None),
        ({"deployment": 7}, None),
        ({"squads": 5}, None),
        ({"squads": {"rebel": [{"pilot": "nobody"}], "imperial": _VADER}}, None),
        ({"squads": {"rebel": [{"pilot": "lukeskywalker", "upgrades": ["x"]}], "imperial": _VADER}}, None),
        ({"squads": {"rebel": {"faction": "empire", "pilots": []}, "imperial": _VADER}}, None),
        ({"squads": {"rebel": _LUKE * 2, "imperial": _VADER}}, None),
        ({"squads": {"rebel": _LUKE, "imperial": _VADER}, "points": 10}, None),
    ],
    "ti4": [
        ({"x": 1}, None),
        ([1], None),
        ({"attacker": "2 cruiser"}, None),
        ({"attacker": "2 cruiser", "defender": "1 dreadnought", "nebula": 3}, None),
        ({"attacker": "2 cruisr", "defender": "1 dreadnought"}, None),
        ({"attacker": 5, "defender": "1 dreadnought"}, None),
        ({"attacker": {"fleet": "2 cruiser", "colour": 1}, "defender": "1 dreadnought"}, None),
        ({"attacker": {"fleet": "2 cruiser", "faction": "x"}, "defender": "1 dreadnought"}, None),
        ({"attacker": {"fleet": "2 cruiser", "techs": ["x"]}, "defender": "1 dreadnought"}, None),
        ({"attacker": {"fleet": "", "pds": "1 pds"}, "defender": "1 dreadnought"}, None),
        ({"attacker": {"fleet": "9 fighter"}, "defender": "1 dreadnought"}, None),
        ({"attacker": "1 cruiser", "defender": "1 dreadnought"}, ("a", "b")),
    ],
    "swm": [
        ({"colour": 1}, None),
        ({"era": "x"}, None),
        ({"map": ["x"]}, None),
        ({"points": "x"}, None),
        ({"rules": 5}, None),
        ({"rules": {"x": 1}}, None),
        ({"squads": 5}, None),
        ({"squads": {"light": ["nobody"], "dark": []}}, None),
        ({"content": 5}, None),
        ({"content": {"character": [5]}}, None),
        ({}, ("a", "b")),
    ],
    "ia": [
        ({"colour": 1}, None),
        ({"colour": 1, "mode": "x"}, None),
        ({"points": "x"}, None),
        ({"rounds": 99}, None),
        ({"armies": 5}, None),
        ({"armies": {"p1": 5}}, None),
        ({"mission": [1]}, None),
        ({"map": "nomap"}, None),
        ({"deployment": "x"}, None),
        ({"content": [1]}, None),
        ({"content": {"x": []}}, None),
        ({"content": {"map": 5}}, None),
        ({}, ("a", "b")),
    ],
    "starfighter": [
        ({"colour": 1}, None),
        ({"mode": "x"}, None),
        ({"mode": ["x"]}, None),
        ({"cards": "x"}, None),
        ({"content": 5}, None),
        ({"content": {"card": [5]}}, None),
        ({"mode": "total_war", "decks": 5}, None),
        ({"mode": "total_war", "decks": {"south": ["x"], "north": []}}, None),
        ({}, ("a", "b")),
    ],
}


def _refused_setup(game: Game, options: Any, seats: tuple[str, ...]) -> RuleError:
    try:
        game.setup(options, seats, Chance("refused"))
    except RuleError as err:
        return err
    raise AssertionError(f"{game.name}: {options!r} was not refused")


def _refusal_spots(catalogs: Catalogs, err: RuleError, names: set[str]) -> set[str]:
    found = _spots(catalogs, err.message, err.text, names)
    cited = (err.text or {}).get("rule")
    if cited:
        found |= _spots(catalogs, str(err.rule), {"key": "cite", "params": {"rule": cited}}, names)
    elif err.rule:
        found.add(f"rule:{err.rule}")
    return found


def test_every_set_up_refusal_comes_from_a_catalog() -> None:
    from bot.games import registry

    found: set[str] = set()
    for name, cases in SETUP_REFUSALS.items():
        game = registry.get(name)
        catalogs = getattr(game, "texts", None)
        assert isinstance(catalogs, Catalogs)
        ids = set(game.seat_spec.names)
        for options, seats in cases:
            err = _refused_setup(game, options, seats or tuple(game.seat_spec.names[:2]))
            typed = set(TOKEN.findall(str(options))) | set(seats or ())
            found |= {f"{name}: {s}" for s in _refusal_spots(catalogs, err, ids | typed)}
    assert not found, "set-up refusal not from a catalog:\n" + "\n".join(sorted(found))


# A side's secret pick refused where a challenge reads it: (game, pasted text) and (game, side, picked ids).
PASTED_REFUSALS = [
    ("xwing", "zzz"),
    ("xwing", "[]"),
    ("xwing", '{"faction": "rebels", "pilots": [{"name": "nobody", "ship": "xwing"}]}'),
    ("swm", "light: nobody"),
    ("swm", "{"),
    ("ia", "nobody"),
    ("starfighter", "zz"),
]
PICKED_REFUSALS = [
    ("xwing", "rebel", ["darthvader#1"]),
    ("xwing", "imperial", []),
    ("swm", "light", ["nobody"]),
    ("starfighter", "south", ["nobody"]),
]


def test_every_refused_secret_pick_comes_from_a_catalog() -> None:
    from bot.core import declared
    from bot.games import registry

    found: set[str] = set()
    refusals: list[tuple[str, RuleError, set[str]]] = []
    for name, text in PASTED_REFUSALS:
        pick = declared.secret_pick(registry.get(name))
        assert pick is not None
        try:
            declared.read_pick(pick, text, {})
        except RuleError as err:
            refusals.append((name, err, set(TOKEN.findall(text))))
        else:
            raise AssertionError(f"{name}: {text!r} was read")
    for name, side, ids in PICKED_REFUSALS:
        pick = declared.secret_pick(registry.get(name))
        assert pick is not None
        try:
            declared.pick_value(pick, side, ids, {})
        except RuleError as err:
            refusals.append((name, err, {*ids, side}))
        else:
            raise AssertionError(f"{name}: {ids!r} was taken")
    for name, refused, typed in refusals:
        game = registry.get(name)
        names = typed | set(game.seat_spec.names) | {w for i in typed for w in TOKEN.findall(i)}
        catalogs = getattr(game, "texts", None)
        assert isinstance(catalogs, Catalogs)
        found |= {f"{name}: {s}" for s in _refusal_spots(catalogs, refused, names)}
    assert not found, "secret pick refusal not from a catalog:\n" + "\n".join(sorted(found))


def test_the_set_up_guard_sees_an_english_refusal() -> None:
    from bot.games.swm.texts import CATALOGS as SWM_TEXTS
    from bot.games.xwing.texts import CATALOGS as XWING_TEXTS

    plain = RuleError("the option teams needs team seats (rebel-1, imperial-1, ...)", code="malformed")
    assert _refusal_spots(XWING_TEXTS, plain, set()) == {f"text:{plain.message}"}
    uncited = RuleError("x", "SWM set-up", text={"game": "swm", "key": "err.rules_object", "params": {}})
    assert _refusal_spots(SWM_TEXTS, uncited, set()) == {"rule:SWM set-up"}
    listed = {"game": "swm", "key": "err.option_unknown", "params": {"names": "colour", "n": 1, "known": "era, points"}}
    assert _refusal_spots(SWM_TEXTS, RuleError("x", text=listed), {"colour"}) == {"param:err.option_unknown:known"}
