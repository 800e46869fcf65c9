"""The pending decision's life: its prompts (prompts.py, one builder per kind), a seat's answer (answers.py, one
handler per action kind), and `advance`, which runs the match's automatic steps until a seat must decide.

Every prompt has a default. A prompt with a single option is never shown: `autoresolve` answers it.
"""

from __future__ import annotations

from bot.games.xwing import hooks as H
from bot.games.xwing import rules
from bot.games.xwing.answers import dispute, handle
from bot.games.xwing.flow import Flow
from bot.games.xwing.prompts import build_prompts, option_prompts

__all__ = ["advance", "autoresolve", "build_prompts", "dispute", "handle"]


def autoresolve(flow: Flow, hooks: H.Hooks) -> bool:
    """Answer prompts that offer no real choice. True if something was answered."""
    s = flow.s
    p = s["pending"]
    if p is None:
        return False
    if p["kind"] == "target":
        targets = rules.legal_targets(s, hooks, p["ship"])
        single = len(targets) == 1 and len(next(iter(targets.values()))["weapons"]) == 1
        if single and s["standing"][p["seat"]].get("attack_single_target"):
            handle(flow, p["seat"], {"kind": "attack", "target": next(iter(targets))})
            return True
        return False
    if p["kind"] in ("deploy", "obstacle"):
        return False  # free-form poses are always possible, so one enumerated spot is still a choice
    for prompt in option_prompts(s, hooks):
        if prompt.options is not None and len(prompt.options) == 1:
            handle(flow, prompt.seat, dict(prompt.options[0].action))
            return True
    return False


def advance(flow: Flow) -> None:
    while flow.s["phase"] != "over":
        if flow.s["pending"] is not None:
            if not autoresolve(flow, flow.hooks):
                return
            continue
        rules.advance_step(flow)
