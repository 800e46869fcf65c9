"""The SWM picture in words (Discord's alt text, the match log): the state of play, every figure by name with its
square, HP and Force, and the last attack."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from renderers.swm.board import header, square_name


def alt_text(view: Mapping[str, Any], limit: int = 1024) -> str:
    parts = [f"{view['map'].get('name') or view['map']['id']}: {header(view)}."]
    for side in ("light", "dark"):
        figs = [f for f in view["figures"] if f["side"] == side]
        if not figs:
            continue
        items = []
        for f in figs:
            where = "defeated" if f["defeated"] else (f"at {square_name(f['at'])}" if f["at"] else "not set up")
            force = f", Force {f['force']}" if f["force"] else ""
            items.append(f"{f['id']} {f['name']} {where}, HP {f['hp']}/{f['max_hp']}{force}")
        parts.append(f"{side.capitalize()} side: " + "; ".join(items) + ".")
    a = (view.get("last") or {}).get("attack")
    if a:
        cover = " with cover" if a.get("cover") else ""
        result = "critical hit" if a.get("critical") else ("hit" if a["hit"] else "miss")
        parts.append(
            f"Last attack: {a['attacker']} on {a['target']}{cover}, d20 {a['natural']}, "
            f"{a['natural'] + a['attack']} against {a['defense']}: {result}."
        )
    text = " ".join(parts)
    return text if len(text) <= limit else text[: limit - 1] + "…"
