"""X-Wing (1st edition) attack and defense rolls with tokens: parsing, resolution, cancellation.

Request grammar (case-insensitive), e.g. "3 red focus lock vs 2 green evade":
  <n> red|attack [focus] [lock] [reroll N]  [vs]  <n> green|defense [focus] [evade | <k> evades] [reroll N]
  [range 1|2|3] [obstructed]
Tokens after a die word belong to that side. Range 1 adds one attack die, range 3 and obstruction one defense die
each (primary weapon; rules digest §6.2, §6.4).

Token policy (the standard one, also used by /odds): the attacker spends a target lock to reroll every blank, and
every focus too when it holds no focus token (a focus result becomes a hit with the token, which beats a reroll:
6/8 of rerolled dice end as hit/crit with focus, 4/8 without); then spends focus if any focus result remains. The
defender spends focus, then evade tokens, only while uncancelled hits or crits remain (spending more cannot change
the damage). "reroll N" (an ability such as Howlrunner's) rerolls up to N of the same dice the lock would, before
the lock; a die is never rerolled twice (§6.5). Evades cancel hits before crits (§6.6).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.core.dice import Die, DieType, Pool, load_dice
from bot.games.xwing.cancel import cancel_pool
from bot.quick.common import (
    MAX_DICE,
    DieIcon,
    QuickInputError,
    RollResult,
    Verification,
    chance_for,
    check_count,
    is_number,
)
from bot.quick.texts import Phrase, joined

EXAMPLE = "3 red focus lock vs 2 green evade"
MAX_EVADE_TOKENS = 10
MAX_REROLLS = 10

_ATTACK_WORDS = {"red", "attack", "atk", "reds"}
_DEFENSE_WORDS = {"green", "defense", "defence", "def", "agility", "greens"}
_FILLER = {"vs", "versus", "against", "v", "at", "with", "and", "dice", "die", "token", "tokens", "x", "a", "an"}

# draw(die_name, count, key) -> face names; keyed chance in play, scripted faces in tests and brute force
Draw = Callable[[str, int, str], list[str]]


@dataclass(frozen=True)
class XwingAttackSpec:
    """What was asked: dice counts before range bonuses (None: that side does not roll) and tokens."""

    attack: int | None = None
    defense: int | None = None
    attacker_focus: bool = False
    attacker_lock: bool = False
    defender_focus: bool = False
    defender_evades: int = 0
    range: int | None = None
    obstructed: bool = False
    attacker_rerolls: int = 0  # abilities that reroll up to N attack dice (e.g. Howlrunner: 1)
    defender_rerolls: int = 0

    @property
    def attack_dice(self) -> int:
        if self.attack is None:
            return 0
        return self.attack + (1 if self.range == 1 else 0)

    @property
    def defense_dice(self) -> int:
        if self.defense is None:
            return 0
        return self.defense + (1 if self.range == 3 else 0) + (1 if self.obstructed else 0)

    def describe(self) -> str:
        parts: list[str] = []
        if self.attack is not None:
            mods = [w for w, on in (("focus", self.attacker_focus), ("lock", self.attacker_lock)) if on]
            if self.attacker_rerolls:
                mods.append(f"reroll {self.attacker_rerolls}")
            parts.append(" ".join([f"{self.attack} red", *mods]))
        if self.defense is not None:
            mods = ["focus"] if self.defender_focus else []
            if self.defender_evades:
                mods.append("evade" if self.defender_evades == 1 else f"{self.defender_evades} evades")
            if self.defender_rerolls:
                mods.append(f"reroll {self.defender_rerolls}")
            parts.append(" ".join([f"{self.defense} green", *mods]))
        extras = ([f"range {self.range}"] if self.range is not None else []) + (
            ["obstructed"] if self.obstructed else []
        )
        return " ".join([" vs ".join(parts), *extras])

    def bonuses(self) -> str:
        """The dice the range and obstruction add, in words ("" when none)."""
        out = []
        if self.range == 1 and self.attack is not None:
            out.append(Phrase("bonus.range1"))
        if self.range == 3 and self.defense is not None:
            out.append(Phrase("bonus.range3"))
        if self.obstructed:
            out.append(Phrase("bonus.obstructed"))
        return joined(out) if out else ""


def parse_attack(text: str, *, example: str = EXAMPLE) -> XwingAttackSpec:
    """Parse a roll request; raises QuickInputError naming the first problem."""
    src = text.lower().replace("target lock", "lock").replace("targetlock", "lock")
    tokens = re.findall(r"\d+|[a-z]+|\S", src, re.ASCII)
    if not tokens:
        raise QuickInputError(Phrase("err.empty_request"), example)
    attack: int | None = None
    defense: int | None = None
    a_focus = a_lock = d_focus = obstructed = False
    evades = 0
    rerolls = {"attack": 0, "defense": 0}
    rng: int | None = None
    side: str | None = None
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if is_number(tok):
            n = int(tok)
            if nxt in ("x", "d") and i + 2 < len(tokens) and tokens[i + 2] in _ATTACK_WORDS | _DEFENSE_WORDS:
                i += 1
                nxt = tokens[i + 1]
            if nxt in _ATTACK_WORDS:
                if attack is not None:
                    raise QuickInputError(Phrase("err.twice", what=Phrase("what.attack_dice")), example)
                attack = check_count(n, "attack_dice", example, maximum=MAX_DICE)
                side = "attack"
            elif nxt in _DEFENSE_WORDS:
                if defense is not None:
                    raise QuickInputError(Phrase("err.twice", what=Phrase("what.defense_dice")), example)
                defense = check_count(n, "defense_dice", example, maximum=MAX_DICE)
                side = "defense"
            elif nxt in ("evade", "evades"):
                if side != "defense":
                    raise QuickInputError(Phrase("err.evade_side"), example)
                evades += check_count(n, "evade_tokens", example, maximum=MAX_EVADE_TOKENS)
            elif nxt in ("reroll", "rerolls"):
                _add_rerolls(rerolls, side, n, example)
            else:
                raise QuickInputError(Phrase("err.number_then_colour", got=f"{tok} {nxt or ''}".strip()), example)
            i += 2
            continue
        if tok in _ATTACK_WORDS or tok in _DEFENSE_WORDS:
            raise QuickInputError(Phrase("err.number_first", word=tok), example)
        if tok == "focus":
            if side is None:
                raise QuickInputError(Phrase("err.token_side", token="focus"), example)
            if (side == "attack" and a_focus) or (side == "defense" and d_focus):
                raise QuickInputError(Phrase("err.twice", what=Phrase("what.focus_" + side)), example)
            if side == "attack":
                a_focus = True
            else:
                d_focus = True
        elif tok in ("lock", "tl"):
            if side != "attack":
                raise QuickInputError(Phrase("err.lock_side"), example)
            if a_lock:
                raise QuickInputError(Phrase("err.twice", what=Phrase("what.lock")), example)
            a_lock = True
        elif tok in ("evade", "evades"):
            if side != "defense":
                raise QuickInputError(Phrase("err.evade_side"), example)
            evades += 1
            if evades > MAX_EVADE_TOKENS:
                raise QuickInputError(Phrase("err.at_most_evades", n=MAX_EVADE_TOKENS), example)
        elif tok in ("reroll", "rerolls"):
            n = 1
            if is_number(nxt):
                n = int(nxt)
                i += 1
            _add_rerolls(rerolls, side, n, example)
        elif tok == "range":
            if not is_number(nxt) or int(nxt) not in (1, 2, 3):
                raise QuickInputError(Phrase("err.range_band"), example + " range 1")
            if rng is not None:
                raise QuickInputError(Phrase("err.twice", what=Phrase("what.range")), example)
            rng = int(nxt)
            i += 2
            continue
        elif tok in ("obstructed", "obstruction", "obstacle"):
            obstructed = True
        elif tok in _FILLER:
            pass
        else:
            raise QuickInputError(Phrase("err.unknown_word", word=tok), example)
        i += 1
    if attack is None and defense is None:
        raise QuickInputError(Phrase("err.no_dice"), example)
    if rng is not None and ((rng == 1 and attack is None) or (rng == 3 and defense is None)):
        what = Phrase("what.attack_dice" if rng == 1 else "what.defense_dice")
        raise QuickInputError(Phrase("err.range_without_dice", band=rng, what=what), example + f" range {rng}")
    if obstructed and defense is None:
        raise QuickInputError(Phrase("err.obstructed_without_defense"), example + " obstructed")
    return XwingAttackSpec(
        attack, defense, a_focus, a_lock, d_focus, evades, rng, obstructed, rerolls["attack"], rerolls["defense"]
    )


def _add_rerolls(rerolls: dict[str, int], side: str | None, n: int, example: str) -> None:
    if side is None:
        raise QuickInputError(Phrase("err.token_side", token="reroll"), example)
    rerolls[side] += n
    if not 1 <= rerolls[side] <= MAX_REROLLS:
        raise QuickInputError(Phrase("err.rerolls_per_side", n=MAX_REROLLS), "3 red reroll 1 vs 2 green")


@dataclass
class XwingAttackOutcome:
    spec: XwingAttackSpec
    attack: Pool
    defense: Pool
    notes: list[str] = field(default_factory=list)  # Phrases
    hits: int = 0
    crits: int = 0
    evades: int = 0

    @property
    def damage(self) -> int:
        return self.hits + self.crits


def xwing_dice() -> dict[str, DieType]:
    dice = load_dice("xwing")
    for name in ("attack", "defense"):
        if name not in dice:
            raise QuickInputError(Phrase("err.dice_data", die=name), EXAMPLE)
    return dice


def _scripted_pool(die: str, faces: list[str]) -> Pool:
    return Pool([Die(die, f) for f in faces])


def reroll_targets(pool: Pool, has_focus: bool) -> list[int]:
    """The standard policy: reroll blanks, and focus results too when no focus token will convert them.

    The same for both sides (an attack focus becomes a hit, a defense focus an evade, only with a focus token)."""
    wanted = {"blank"} if has_focus else {"blank", "focus"}
    return [i for i, d in enumerate(pool.dice) if not d.rerolled and d.face in wanted]


def _reroll(pool: Pool, idx: list[int], die: str, draw: Draw, key: str) -> str:
    before = [pool.dice[i].face for i in idx]
    new = draw(die, len(idx), key)
    for i, rolled in zip(idx, new, strict=True):
        d = pool.dice[i]
        d.history.append(d.face)
        d.face = rolled
        d.rerolled = True
    return Phrase("change", before=[face(f) for f in before], after=[face(f) for f in new])


def resolve(spec: XwingAttackSpec, draw: Draw) -> XwingAttackOutcome:
    """Roll and modify both sides under the standard token policy, then cancel (hits first).

    Free rerolls come before the lock, so the lock is kept when they fixed everything; a die is rerolled at most
    once, so either order rerolls every bad die once."""
    out = XwingAttackOutcome(spec, Pool(), Pool())
    if spec.attack is not None:
        out.attack = _scripted_pool("attack", draw("attack", spec.attack_dice, "xwing:attack"))
        if spec.attacker_rerolls:
            idx = reroll_targets(out.attack, spec.attacker_focus)[: spec.attacker_rerolls]
            if idx:
                change = _reroll(out.attack, idx, "attack", draw, "xwing:attack:reroll")
                out.notes.append(Phrase("note.attacker_rerolls", change=change))
        if spec.attacker_lock:
            idx = reroll_targets(out.attack, spec.attacker_focus)
            if idx:
                change = _reroll(out.attack, idx, "attack", draw, "xwing:attack:lock")
                out.notes.append(Phrase("note.attacker_lock", change=change))
            else:
                out.notes.append(Phrase("note.attacker_keeps_lock"))
        if spec.attacker_focus:
            n = out.attack.change_all("focus", "hit")
            out.notes.append(Phrase("note.attacker_focus", n=n) if n else Phrase("note.attacker_keeps_focus"))
    incoming = out.attack.count("hit") + out.attack.count("crit")
    if spec.defense is not None:
        out.defense = _scripted_pool("defense", draw("defense", spec.defense_dice, "xwing:defense"))
        cap = incoming if spec.attack is not None else 10**9  # a lone defense roll spends what it has
        if spec.defender_rerolls:
            potential = (
                out.defense.count("evade")
                + (out.defense.count("focus") if spec.defender_focus else 0)
                + spec.defender_evades
            )
            idx = reroll_targets(out.defense, spec.defender_focus)[: spec.defender_rerolls]
            if idx and potential < cap:
                change = _reroll(out.defense, idx, "defense", draw, "xwing:defense:reroll")
                out.notes.append(Phrase("note.defender_rerolls", change=change))
        if spec.defender_focus:
            nf = out.defense.count("focus")
            if nf and out.defense.count("evade") < cap:
                out.defense.change_all("focus", "evade")
                out.notes.append(Phrase("note.defender_focus", n=nf))
            else:
                out.notes.append(Phrase("note.defender_keeps_focus_none" if not nf else "note.defender_keeps_focus"))
        for k in range(spec.defender_evades):
            if out.defense.count("evade") < cap:
                out.defense.dice.append(Die("defense", "evade", added=True))
                out.notes.append(Phrase("note.defender_evade"))
            else:
                left = spec.defender_evades - k
                out.notes.append(Phrase("note.defender_keeps_evades", n=left))
                break
    out.evades = out.defense.count("evade")
    _cancel(out)
    return out


def _cancel(out: XwingAttackOutcome) -> None:
    cancel_pool(out.attack, out.evades)  # the game's own rule: all hits are cancelled before any crit (§6.6)
    out.hits = out.attack.count("hit")
    out.crits = out.attack.count("crit")


def _icon(kind: str, d: Die) -> DieIcon:
    if d.cancelled:
        state = "cancelled"
    elif d.added:
        state = "added"
    elif d.rerolled:
        state = "rerolled"
    elif d.history:
        state = "changed"
    else:
        state = "kept"
    return DieIcon(kind, d.face, state, d.history[0] if d.history else None)


def face(name: str) -> Phrase:
    """A die face's name (hit, crit, focus, blank, evade) in the reader's language."""
    return Phrase("face." + name)


def _die_text(d: Die) -> str:
    chain: Any = face(d.face)
    if d.history:
        steps: list[Any] = [face(d.history[0])]
        for k, prev in enumerate([*d.history[1:], d.face]):
            steps += ["⟳" if d.rerolled and k == 0 else "→", face(prev)]
        chain = joined(steps, "")
    if d.added:
        chain = Phrase("die.token", die=chain)
    return Phrase("die.cancelled", die=chain) if d.cancelled else chain


def roll_xwing(request: str, seed: str | None = None) -> RollResult:
    """Roll an X-Wing request like "3 red focus lock vs 2 green evade" with a fresh (or given) seed."""
    spec = parse_attack(request)
    dice = xwing_dice()
    seed, chance = chance_for(seed)
    keys: list[str] = []

    def draw(die: str, count: int, key: str) -> list[str]:
        keys.append(key)
        rng = chance.rng(key)
        return [dice[die].roll(rng).name for _ in range(count)]

    out = resolve(spec, draw)
    fields: list[tuple[str, str]] = []
    if spec.attack is not None:
        shown = joined([_die_text(d) for d in out.attack.dice], ", ") or "—"
        fields.append((Phrase("field.attack_dice", n=spec.attack_dice), shown))
    if spec.defense is not None:
        shown = joined([_die_text(d) for d in out.defense.dice], ", ") or "—"
        fields.append((Phrase("field.defense_dice", n=spec.defense_dice), shown))
    if spec.bonuses():
        fields.append((Phrase("field.range_bonus"), spec.bonuses()))
    if out.notes:
        fields.append((Phrase("field.modifications"), joined(out.notes)))
    summary: str
    if spec.attack is not None and spec.defense is not None:
        summary = (
            Phrase("summary.lands", hits=out.hits, crits=out.crits, evades=out.evades)
            if out.damage
            else Phrase("summary.miss", evades=out.evades)
        )
    elif spec.attack is not None:
        a = out.attack
        summary = Phrase(
            "summary.attack",
            hits=a.count("hit"),
            crits=a.count("crit"),
            focus=a.count("focus"),
            blanks=a.count("blank"),
        )
    else:
        d = out.defense
        summary = Phrase("summary.defense", evades=out.evades, focus=d.count("focus"), blanks=d.count("blank"))
    icons = tuple(_icon("xwing-attack", d) for d in out.attack.dice) + tuple(
        _icon("xwing-defense", d) for d in out.defense.dice
    )
    return RollResult(
        game="xwing",
        request=spec.describe(),
        title=Phrase("title.xwing_roll", rolled=spec.describe()),
        summary=summary,
        fields=tuple(fields),
        icons=icons,
        verification=Verification(seed, tuple(keys)),
        details={
            "hits": out.hits,
            "crits": out.crits,
            "evades": out.evades,
            "attack_dice": out.attack.to_json(),
            "defense_dice": out.defense.to_json(),
            "notes": list(out.notes),
        },
    )
