"""SWM words in pictures: the header (round, phase, whose turn, the result in the game's own sentence), figures by
their names from data in the picture's language (with the Russian case forms and gender the view carries), sides
from the game's catalog, our maps by their catalog names; everything else from the pictures' catalog (`swm.*`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.texts import data_name, is_message, render_param
from bot.games.swm.texts import CATALOGS
from renderers.common.words import game_say, language, say


def figure_name(fig: Mapping[str, Any]) -> dict[str, Any]:
    """A view's figure as a name from data: "Militia Trooper" / «Ополченец» (forms and gender when given)."""
    return data_name(fig)


def side_title(side: str) -> str:
    """ "Light side" / «Светлая сторона» (the game's catalog)."""
    return game_say(CATALOGS, f"side.{side}")


def map_name(view: Mapping[str, Any]) -> str:
    """One of our maps by its catalog name; a player's own map as it is named."""
    m = view["map"]
    key = "swm.map." + str(m["id"]).replace("-", "_")
    try:
        return say(key)
    except KeyError:
        return str(m.get("name") or m["id"])


def result_text(result: Mapping[str, Any]) -> str:
    """The game's own sentence for the result (`said`), in the picture's language."""
    said = result.get("said")
    if is_message(said):
        return render_param(CATALOGS, said, language())
    return say("swm.over")  # a match that ended before results carried their message


def header(view: Mapping[str, Any]) -> str:
    result = view.get("result")
    if result:
        return result_text(result)
    stage = view.get("stage")
    if stage == "squads":
        return say("swm.squads")
    if stage == "deploy":
        return say("swm.deploy")
    phase = view.get("phase") or {}
    active = view.get("active")
    where = say(f"swm.phase.{phase.get('seat')}", number=int(phase.get("number") or 0)) if phase else ""
    turn = say("swm.active", figure=str(active)) if active else ""
    return say("swm.round", round=int(view.get("round") or 0), phase=where, active=turn)
