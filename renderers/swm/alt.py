"""The SWM picture in words (Discord's alt text, the match log): the state of play, every figure by name with its
square, HP and Force, and the last attack; in the picture's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from renderers.common.words import data_text, say, speaking
from renderers.swm.board import square_name
from renderers.swm.words import figure_name, header, map_name


def alt_text(view: Mapping[str, Any], limit: int = 1024, *, locale: str | None = None) -> str:
    with speaking(locale):
        text = " ".join(_parts(view))
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _figure(f: Mapping[str, Any]) -> str:
    name = figure_name(f)
    if f["defeated"]:
        where = say("swm.alt.defeated", figure=name)
    elif f["at"]:
        where = say("swm.alt.at", square=square_name(f["at"]))
    else:
        where = say("swm.alt.not_set", figure=name)
    force = say("swm.alt.force", n=f["force"]) if f["force"] else ""
    return say("swm.alt.figure", id=f["id"], name=data_text(f), where=where, hp=f["hp"], max=f["max_hp"], force=force)


def _parts(view: Mapping[str, Any]) -> list[str]:
    parts = [say("swm.alt.head", map=map_name(view), header=header(view).rstrip("."))]  # a result ends with one
    for side in ("light", "dark"):
        figs = [f for f in view["figures"] if f["side"] == side]
        if figs:
            parts.append(say(f"swm.alt.side.{side}", figures="; ".join(_figure(f) for f in figs)))
    a = (view.get("last") or {}).get("attack")
    if a:
        result = "swm.alt.critical" if a.get("critical") else ("swm.alt.hit" if a["hit"] else "swm.alt.miss")
        parts.append(
            say(
                "swm.alt.attack_cover" if a.get("cover") else "swm.alt.attack",
                attacker=a["attacker"],
                target=a["target"],
                natural=a["natural"],
                total=a["natural"] + a["attack"],
                defense=a["defense"],
                result=say(result),
            )
        )
    return parts
