"""Match options: the creation options a challenger gives, and the ambiguity register of the digest (§2.14): each
[A-n] is a set-up option `rules: {"A-n": value}` with the digest's default (docs/swm.md lists them)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.protocol import Choice, RuleError, SetupOption
from bot.core.texts import code_list, msg, quoted, quoted_list
from bot.games.grid import shipped_maps
from bot.games.swm.squads import ERAS

# id -> (allowed values, default). One value only: the rule is fixed by the grid or by our data (docs/swm.md).
AMBIGUITIES: dict[str, tuple[tuple[Any, ...], Any]] = {
    "A-1": (("last_standing",), "last_standing"),  # victory: every enemy defeated (SWM-1.1)
    "A-2": (("before_comma", "full_name"), "before_comma"),  # uniqueness compares ...
    "A-3": ((False, True), False),  # two factions of one side in a squad
    "A-4": (("movement",), "movement"),  # "within 4 squares" at set-up: counted like movement, walls respected
    "A-5": ((True, False), True),  # may set up on the square behind the door
    "A-6": (("last_phase", "two_at_a_time"), "last_phase"),  # left-over activations (SWM-4.4)
    "A-7": ((True, False), True),  # may a character pass its turn
    "A-8": ((True, False), True),  # low objects cost double for big figures too
    "A-9": ((True, False), True),  # big figures pass through allies
    "A-10": ((True, False), True),  # no squeezing past enemies for Huge too
    "A-11": ((True, False), True),  # every big figure squeezes
    "A-12": ((True, False), True),  # Force +2 squares on the move after an attack
    "A-13": ((False,), False),  # terrain counts in distances
    "A-14": (("all",), "all"),  # ties for nearest: all count
    "A-15": ((True, False), True),  # nearest among enemies in line of sight only
    "A-16": (("corners",), "corners"),  # LOS and cover geometry (bot.games.grid.sight)
    "A-17": ((True, False), True),  # a critical doubles the whole damage (bonuses too)
    "A-18": ((False, True), False),  # helpers need a legal target of their own
    "A-19": ((True, False), True),  # sliding along an enemy provokes
    "A-20": (("magenta", "red"), "magenta"),  # wall colour in pictures
    "A-21": (("any",), "any"),  # who opens doors
    "A-22": ((8, 4), 8),  # door adjacency: 8 or 4 neighbours
    "A-23": (("failed_attack_or_save", "any_own_roll"), "failed_attack_or_save"),  # Force reroll scope
    "A-24": (("no_commanders", "all_but_self"), "no_commanders"),  # who are followers
}
DEFAULT_RULES = {k: d for k, (_, d) in AMBIGUITIES.items()}
MAPS = shipped_maps("swm")
DEFAULT_MAP = "test-corridor"
MAX_ROUNDS = 50

SETUP_OPTIONS = (
    SetupOption("era", "choice", "opt.era", default="rebellion", choices=tuple(Choice(e, f"era.{e}") for e in ERAS)),
    SetupOption("points", "int", "opt.points", default=100, minimum=20, maximum=400),
    SetupOption("map", "choice", "opt.map", default=DEFAULT_MAP, choices=tuple(Choice(m, f"map.{m}") for m in MAPS)),
    SetupOption("round_limit", "int", "opt.round_limit", default=0, minimum=0, maximum=MAX_ROUNDS),
    SetupOption("squad", "str", "opt.squad", example=None),
    SetupOption("build", "choice", "opt.build", choices=(Choice("light", "side.light"), Choice("dark", "side.dark"))),
)
KNOWN = ("era", "points", "map", "round_limit", "squads", "rules", "content")


def _bad(key: str, /, **params: Any) -> RuleError:
    from bot.games.swm.texts import english

    text = msg(key, **params)  # a set-up option, not a rule of the rulebook: nothing to cite
    return RuleError(english(text), code="malformed", text={"game": "swm", **text})


def _int(options: Mapping[str, Any], name: str, default: int, low: int, high: int) -> int:
    value = options.get(name, default)
    if value is None:
        return default
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _bad("err.option_number", name=name, low=low, high=high, value=quoted(value))
    return value


def normalized(options: Mapping[str, Any]) -> dict[str, Any]:
    """The match's options with every default filled in; RuleError naming the bad option and what it takes."""
    unknown = sorted(k for k in options if k not in KNOWN)
    if unknown:
        raise _bad("err.option_unknown", names=quoted_list(unknown, 30), n=len(unknown), known=code_list(KNOWN))
    era = options.get("era") or "rebellion"
    if era not in ERAS:
        raise _bad("err.option_choice", name="era", value=quoted(era), allowed=code_list(ERAS))
    map_id = options.get("map") or DEFAULT_MAP
    if map_id not in MAPS:
        raise _bad("err.option_choice", name="map", value=quoted(map_id), allowed=code_list(MAPS))
    given = options.get("rules") or {}
    if not isinstance(given, dict):
        raise _bad("err.rules_object")
    rules = dict(DEFAULT_RULES)
    for key in sorted(given):
        if key not in AMBIGUITIES:
            raise _bad("err.rules_unknown", option=str(key)[:20], known=code_list(AMBIGUITIES))
        allowed, _ = AMBIGUITIES[key]
        value = given[key]
        if not any(value == a and type(value) is type(a) for a in allowed):
            shown = ", ".join(str(a).lower() if isinstance(a, bool) else str(a) for a in allowed)
            raise _bad("err.rules_value", option=key, value=str(value)[:40], allowed=shown)
        rules[key] = value
    return {
        "era": era,
        "points": _int(options, "points", 100, 20, 400),
        "map": map_id,
        "round_limit": _int(options, "round_limit", 0, 0, MAX_ROUNDS),
        "rules": rules,
    }


def new_options(given: Mapping[str, Any]) -> dict[str, Any]:
    """Creation options -> set-up options (the squads arrive as `squads` through the secret pick)."""
    out = {k: v for k, v in given.items() if v is not None and k not in ("squad", "build")}
    return out
