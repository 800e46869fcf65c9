"""Writes data/starfighter/cards.json and cruisers.json: the Starfighter catalogue of OUR OWN DESIGN.

No card list, cruiser layout or armour maximum of the real game exists openly (shared/reference §3), so the bot
ships a synthetic catalogue (`"synthetic": true` in both files) that follows what the rulebook does say: 100
double-sided cards with numbers printed green (the Training set, 40 cards) or blue, levels 0-3, halves with
fighters and effect icons (blue cards also shields and force fields), the common back with two fighters in its
upper half; 3 double-sided cruiser boards whose Ares and Athena show 5 Draw icons on an empty board.

The design is deterministic (a fixed seed) and tuned with bench/starfighter_rounds.py so that random Training and
Skirmish games last 4-10 rounds on average. Run: `python -m bench.starfighter_catalogue` (rewrites the files).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parents[1] / "data" / "starfighter"
SEED = 2015
NOTE = "Our own design: no card list of the real game is public (docs/starfighter.md). Owners load theirs."

TRAINING_EFFECTS = {
    "draw": 5,
    "lateral": 3,
    "vertical": 3,
    "free": 2,
    "rotate": 3,
    "destroy": 2,
    "damage_enemy": 4,
    "damage_own": 1,
}
SKIRMISH_EFFECTS = {**TRAINING_EFFECTS, "barrel_roll": 2, "fighter_damage": 3}
# (level, how many) per colour
LEVELS = {"green": ((0, 14), (1, 10), (2, 9), (3, 7)), "blue": ((0, 18), (1, 15), (2, 15), (3, 12))}
FIGHTERS = {0: (1, 3), 1: (2, 4), 2: (3, 5), 3: (4, 6)}  # total fighters on the face, by level
EFFECTS = {0: (0, 1), 1: (1, 1), 2: (1, 2), 3: (1, 2)}


def _pick(rng: random.Random, weights: dict[str, int]) -> str:
    names = sorted(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _face(rng: random.Random, colour: str, level: int, index: int) -> dict[str, Any]:
    total = rng.randint(*FIGHTERS[level])
    upper = rng.randint((total + 1) // 2, total)
    halves: dict[str, dict[str, Any]] = {"upper": {"fighters": upper}, "lower": {"fighters": total - upper}}
    pool = SKIRMISH_EFFECTS if colour == "blue" else TRAINING_EFFECTS
    for _ in range(rng.randint(*EFFECTS[level])):
        effect = _pick(rng, pool)
        if effect == "damage_own":  # the price of a strong card: one more fighter
            halves["upper"]["fighters"] += 1
        half = halves["lower" if rng.random() < 0.5 else "upper"]
        half.setdefault("effects", []).append(effect)
    if colour == "blue" and index % 5 == 1:
        halves["lower" if level < 2 else "upper"]["shields"] = 2 + index % 3
    if colour == "blue" and index % 10 == 4:
        halves["upper"]["force_field"] = True
    return {"upper": halves["upper"], "lower": halves["lower"]}


def cards() -> dict[str, Any]:
    rng = random.Random(SEED)
    out = []
    for prefix, colour in (("1", "green"), ("2", "blue")):
        n = 0
        for level, count in LEVELS[colour]:
            for _ in range(count):
                n += 1
                out.append(
                    {"id": f"{prefix}-{n:02d}", "colour": colour, "level": level, **_face(rng, colour, level, n)}
                )
    return {"synthetic": True, "source": NOTE, "back": {"upper": {"fighters": 2}, "lower": {}}, "cards": out}


def _sectors(rows: list[int], draws: list[list[int]]) -> list[dict[str, Any]]:
    return [{"rows": r, "draw": d} for r, d in zip(rows, draws, strict=True)]


def cruisers() -> dict[str, Any]:
    sides = [
        ("ares", "Ares", "Арес", "1", 20, True, [3, 4, 4, 4, 3], [[0], [1], [0], [1], [0]]),
        ("apollo", "Apollo", "Аполлон", "1", 18, False, [4, 4, 4, 4, 4], [[0], [0, 2], [0], [0, 2], [0]]),
        ("athena", "Athena", "Афина", "2", 20, True, [3, 4, 4, 4, 3], [[0], [0], [1], [0], [0]]),
        ("atlas", "Atlas", "Атлас", "2", 22, False, [2, 3, 4, 3, 2], [[0], [0], [1], [0], [0]]),
        ("hermes", "Hermes", "Гермес", "3", 19, False, [3, 3, 4, 3, 3], [[0], [1], [0], [1], [0]]),
        ("hera", "Hera", "Гера", "3", 21, False, [4, 3, 3, 3, 4], [[0], [0], [0, 1], [0], [0]]),
    ]
    return {
        "synthetic": True,
        "source": NOTE,
        "cruisers": [
            {
                "id": cid,
                "name": name,
                "name_ru": name_ru,
                "board": board,
                "armour": armour,
                "training": training,
                "sectors": _sectors(rows, draws),
            }
            for cid, name, name_ru, board, armour, training, rows, draws in sides
        ],
    }


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, key, data in (("cards.json", "cards", cards()), ("cruisers.json", "cruisers", cruisers())):
        (OUT / name).write_text(_dumps(data, key), encoding="utf-8")
        print(f"wrote {OUT / name}")


def _dumps(data: dict[str, Any], key: str) -> str:
    """JSON with one item of `key` per line (a card or a cruiser reads at a glance, diffs stay small)."""
    head = {k: v for k, v in data.items() if k != key}
    lines = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    items = ",\n".join(f"    {json.dumps(item, ensure_ascii=False)}" for item in data[key])
    return "{\n" + "\n".join(lines) + f"\n  {json.dumps(key)}: [\n{items}\n  ]\n}}\n"


if __name__ == "__main__":
    main()
