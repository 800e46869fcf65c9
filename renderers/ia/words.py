"""Imperial Assault words in pictures: seats, affiliations, missions, maps, marks and conditions from the pictures'
catalog (`ia.*`), deployment and command cards by their names from data in the picture's language, surge
abilities, zones and the log lines from the game's own catalog (the view's `log_said`, `result.said`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from bot.core.data import load_json
from bot.core.texts import PSEUDO_CLOSE, PSEUDO_OPEN, is_message, msg, render_param
from bot.games.ia.game import GAME
from renderers.common.words import data_text, language, say

View = Mapping[str, Any]


def _game(message: Any) -> str:
    """A message of the game's catalog (seat references by their seat's words: a picture names no person)."""
    return render_param(GAME.texts, message, language())


def _try(key: str, fallback: str, **params: Any) -> str:
    try:
        return say(key, **params)
    except KeyError:
        return fallback


def seat(s: Any) -> str:
    """ "p1" / «Игрок 1»."""
    return _try(f"ia.seat.{s}", str(s or ""))


def affiliation(a: Any) -> str:
    return _try(f"ia.affiliation.{a}", str(a or ""))


def mission(m: Any) -> str:
    return _try("ia.mission." + str(m).replace("-", "_"), str(m or ""))


def map_name(board: Mapping[str, Any]) -> str:
    """Our maps by their catalog names; a player's own map as it is named."""
    return _try("ia.map." + str(board.get("id", "")).replace("-", "_"), str(board.get("name") or board.get("id", "")))


def zone(z: str) -> str:
    """ "red" / «красной» (the game's catalog: it agrees with «зоне»)."""
    return _game(msg(f"zone.{z}"))


def card_name(view: View, cid: str) -> str:
    """A deployment card by its name in the picture's language (the view's cards carry name and name_ru)."""
    card = (view.get("cards") or {}).get(cid)
    return data_text(card) if card else cid


@cache
def _commands() -> dict[str, Mapping[str, Any]]:
    return {str(c["id"]): c for c in load_json("ia", "commands.json")["cards"]}


def command_name(cid: str) -> str:
    entry = _commands().get(str(cid))
    return data_text(entry) if entry else str(cid)


def initials(name: str) -> str:
    """The first letters of a name's first two words ("Darth Vader" -> "DV", «Дарт Вейдер» -> «ДВ»); in the
    pseudo-locale marked like the name they come from."""
    bare = name.replace(PSEUDO_OPEN, "").replace(PSEUDO_CLOSE, "")
    letters = "".join(w[0] for w in bare.split()[:2]).upper() or "?"
    return PSEUDO_OPEN + letters + PSEUDO_CLOSE if name.startswith(PSEUDO_OPEN) else letters


def condition_marks(conditions: Sequence[str]) -> str:
    return "".join(_try(f"ia.cond.{c}", "?") for c in conditions)


def condition_names(conditions: Sequence[str]) -> str:
    return "/".join(_try(f"ia.cond_name.{c}", str(c)) for c in conditions)


def surges(last: Mapping[str, Any]) -> list[str]:
    """The surge abilities an attack spent, as the game's catalog names them ("+1 damage, pierce 2")."""
    spent = last.get("spent_effects")
    if not isinstance(spent, list):  # an attack recorded before the effects were kept: as the game wrote it
        return [str(s) for s in last.get("spent") or []]
    return [", ".join(_game(msg(f"surge.{k}", v=int(v))) for k, v in sorted(e.items())) for e in spent]


def log_lines(view: View) -> list[str]:
    """The view's log in the picture's language: each line from its message (`log_said`) where it has one."""
    lines = [str(line) for line in view.get("log") or []]
    said = list(view.get("log_said") or [])
    if len(said) != len(lines):
        return lines
    return [_cap(_game(m)) if is_message(m) else line for line, m in zip(lines, said, strict=True)]


def _cap(text: str) -> str:
    """A line starts with a capital (the game's seat words are lower case inside sentences: "player 1 wins")."""
    if text.startswith(PSEUDO_OPEN):
        return PSEUDO_OPEN + _cap(text[len(PSEUDO_OPEN) :])
    return text[:1].upper() + text[1:]


def header(view: View) -> str:
    """The picture's title: the round and mission and whose turn it is; in an animation frame the step it shows;
    at the end the game's own sentence for the result."""
    rnd = int(view.get("round") or 0)
    r = view.get("result")
    if r:
        said = r.get("said")
        if is_message(said):
            return say("ia.over", round=rnd, result=_cap(_game(said)).rstrip("."))
        return say("ia.over_plain", round=rnd)
    step = view.get("last_move")  # only an animation frame's view has it (the game's frame_view): name its step
    if isinstance(step, Mapping):
        last = view.get("last_attack")
        if isinstance(last, Mapping):
            return say("ia.frame.attack", round=rnd, attacker=str(last["attacker"]), target=str(last["target"]))
        return say("ia.frame.activates", round=rnd, figure=str(step.get("figure")))
    turn = view.get("turn")
    if turn:
        return say("ia.header", round=rnd, mission=mission(view.get("mission")), seat=seat(turn))
    return say("ia.header_idle", round=rnd, mission=mission(view.get("mission")))
