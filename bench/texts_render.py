"""Benchmark: rendering a match's texts from the catalogs (a match renders many texts: every event, prompt,
option label and error, in each reader's language).

Collects every message of a seeded X-Wing quick-start match and a seeded TI4 combat, then times rendering all of
them in English and Russian (fresh process, catalogs loaded once before timing). Prints the median of the
repeats per match and language, and per message.

Run: python bench/texts_render.py [--repeats 15]
Budget: a whole match's texts well under 50 ms per language (a match posts them over minutes).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.core.chance import Chance
from bot.core.texts import render
from bot.games import registry


def match_messages(game_name: str, options: dict[str, Any], seats: list[str], seed: str) -> list[Any]:
    game = registry.get(game_name)
    chance = Chance(seed)
    state = game.setup(options, seats, chance)
    messages: list[Any] = []
    for _ in range(2000):
        if game.outcome(state) is not None:
            break
        prompts = game.prompts(state)
        for p in prompts:
            texts = p.context.get("texts") if isinstance(p.context, dict) else None
            if texts and "text" in texts:
                messages.append(texts["text"])
            messages += [t for o in p.options or () for t in (o.texts or {}).values()]
        p = prompts[0]
        action = p.default if p.default is not None else (p.options or ())[0].action
        for event in game.act(state, p.seat, action, chance):
            if "say_key" in event.payload:
                messages.append({"key": event.payload["say_key"], "params": event.payload.get("say_params") or {}})
            state = game.evolve(state, event)
    return messages


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args()
    matches = {
        "xwing": match_messages("xwing", {}, ["rebel", "imperial"], "bench"),
        "ti4": match_messages(
            "ti4",
            {
                "attacker": {"fleet": "2 dreadnought 1 carrier 3 fighter"},
                "defender": {"fleet": "3 cruiser 2 destroyer"},
            },
            ["attacker", "defender"],
            "bench",
        ),
    }
    for game_name, messages in matches.items():
        catalogs = registry.get(game_name).texts
        for locale in ("en", "ru"):
            for m in messages:  # warm-up: load and compile every template once
                render(catalogs, m, locale)
            times = []
            for _ in range(args.repeats):
                start = time.perf_counter()
                for m in messages:
                    render(catalogs, m, locale)
                times.append(time.perf_counter() - start)
            med = statistics.median(times)
            print(
                f"{game_name} {locale}: {len(messages)} messages, median {med * 1000:.2f} ms per match, "
                f"{med / len(messages) * 1e6:.1f} us per message"
            )


if __name__ == "__main__":
    main()
