"""Imperial Assault attack and defense rolls with the coloured dice (faces in data/ia/dice.json).

Request: "<n> <colour> ... [vs <n> <colour> ...] [range N] [pierce N]", e.g. "1 red 1 blue vs 1 black range 4",
or deployment cards by name: "stormtrooper vs rebel trooper range 4" (the attacker's dice, attack type, printed
bonuses and surge abilities; the defender's defence dice). Attack colours: red, blue, green, yellow; defense colours:
black, white ("blue" alone means 1 blue die). The attack is resolved by the game's own steps (bot/games/ia/attack.py,
RRG L98-110): evades cancel surges, surge abilities are spent once each (the best for the attacker: reach the
accuracy needed, then most damage), a dodge or too little accuracy for the range misses, Pierce ignores blocks.
This module reads the request and presents the roll.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Any

from bot.core.dice import DieType
from bot.games.ia import attack, roster
from bot.games.ia import dice as ia
from bot.games.ia.attack import AttackError, Result, Surge
from bot.games.ia.dice import ATTACK_COLOURS, DEFENSE_COLOURS
from bot.games.ia.roster import Card
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

EXAMPLE = "1 red 1 blue vs 1 black range 4"
EXAMPLE_CARDS = "stormtrooper vs rebel trooper range 4"
_FILLER = {"vs", "versus", "against", "v", "and", "dice", "die", "x", "at"}
_ABBREV = {"accuracy": "acc", "damage": "dmg", "surge": "surge", "block": "block", "evade": "evade", "dodge": "dodge"}


def ia_dice() -> dict[str, DieType]:
    try:
        return ia.dice()
    except ValueError as exc:
        raise QuickInputError(Phrase("err.dice_data", die=str(exc)), EXAMPLE) from None


def parse_ia(text: str) -> tuple[list[str], int | None, int]:
    """-> (dice colours in order, range or None, pierce)."""
    tokens = re.findall(r"\d+|[a-z]+|\S", text.lower(), re.ASCII)
    colours: list[str] = []
    rng: int | None = None
    pierce = 0
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if tok in ("range", "distance", "pierce"):
            if not is_number(nxt):
                raise QuickInputError(Phrase("err.needs_number", word=tok), EXAMPLE)
            value = check_count(int(nxt), "range" if tok == "distance" else tok, EXAMPLE, maximum=99)
            if tok == "pierce":
                pierce += value
            else:
                rng = value
            i += 2
            continue
        n = 1
        if is_number(tok):
            n = int(tok)
            if nxt == "x":
                i += 1
                nxt = tokens[i + 1] if i + 1 < len(tokens) else None
            if nxt is None or nxt.rstrip("s") not in ATTACK_COLOURS + DEFENSE_COLOURS:
                raise QuickInputError(Phrase("err.number_then_ia_colour", got=f"{tok} {nxt or ''}".strip()), EXAMPLE)
            i += 1
            tok = nxt
        colour = tok.rstrip("s") if tok.rstrip("s") in ATTACK_COLOURS + DEFENSE_COLOURS else tok
        if colour in ATTACK_COLOURS + DEFENSE_COLOURS:
            colours += [colour] * n
            if len(colours) > MAX_DICE:
                too_many = Phrase("err.too_many", what=Phrase("what.dice"), n=len(colours), maximum=MAX_DICE)
                raise QuickInputError(too_many, EXAMPLE)
        elif tok not in _FILLER:
            dice = ", ".join(ATTACK_COLOURS + DEFENSE_COLOURS)
            raise QuickInputError(Phrase("err.ia_unknown_word", word=tok, dice=dice), EXAMPLE)
        i += 1
    if not colours:
        raise QuickInputError(Phrase("err.ia_no_dice"), EXAMPLE)
    return colours, rng, pierce


def face_phrase(symbols: dict[str, int]) -> str:
    """A face's symbols in the reader's language ("2 dmg + surge"; «урон 2 + всплеск»)."""
    if not symbols:
        return Phrase("ia.sym.blank")
    return joined([Phrase("ia.sym." + k, n=v) for k, v in symbols.items()], " + ")


def colour_name(name: str) -> Phrase:
    return Phrase("ia.colour." + name)


def face_text(symbols: dict[str, int]) -> str:
    """A face as the dice strip labels it (English abbreviations, drawn on the icon)."""
    if not symbols:
        return "blank"
    parts = []
    for k, v in symbols.items():
        if k == "accuracy":
            parts.append(f"acc {v}")
        else:
            parts.append(f"{v} {_ABBREV[k]}" if v > 1 else _ABBREV[k])
    return " + ".join(parts)


@dataclass(frozen=True)
class IaRequest:
    """What a /roll ia or /odds ia request asks: the pools, the attack type and range, the attacker's surges."""

    attack: tuple[str, ...]
    defense: tuple[str, ...]
    kind: str  # "ranged" when a range is given or the attacker card is ranged; else "melee" (no accuracy check)
    distance: int | None
    pierce: int
    surges: tuple[Surge, ...] = ()
    bonus: tuple[tuple[str, int], ...] = ()
    attacker: str | None = None
    defender: str | None = None
    order: tuple[str, ...] = ()  # the dice in the order asked (the roll order)

    def describe(self) -> str:
        """The request as asked (card names or colours: the command's own words), the range in words."""
        defender = self.defender or ", ".join(self.defense) or Phrase("ia.no_defence")
        who = Phrase("ia.versus", attacker=self.attacker or ", ".join(self.attack), defender=defender)
        return Phrase("ia.at_range", shown=who, range=self.distance) if self.distance is not None else who


_NUMBER_WORDS = re.compile(r"\b(range|distance|pierce)\s+(\d+)\b")


def _side_card(text: str) -> Card | None:
    return roster.find(text) if re.search(r"[a-z]{3}", text) else None


_COLOUR_WORDS = frozenset(c + s for c in ATTACK_COLOURS + DEFENSE_COLOURS for s in ("", "s"))


def _looks_like_card(side: str) -> bool:
    """A side that names no die colour but holds a word: a deployment card's name was meant."""
    words = re.findall(r"[^\W\d_]+", _NUMBER_WORDS.sub(" ", side))
    if any(w in _COLOUR_WORDS for w in words):
        return False
    return any(w not in _FILLER and w not in ("range", "distance", "pierce") for w in words)


def _check_number_words(low: str, example: str) -> None:
    """'range', 'distance' and 'pierce' take a whole number of spaces right after them ("range -1" is refused)."""
    for found in re.finditer(r"\b(range|distance|pierce)\b(?!\s+\d+\b)", low):
        raise QuickInputError(Phrase("err.needs_number", word=found.group(1)), example)


def _unknown_card(side: str) -> QuickInputError:
    """A card name that matches no card or several: the cards it may mean, else the list to choose from."""
    name = " ".join("".join(ch if ch.isprintable() else "?" for ch in side).split())[:40]
    cards = list(roster.shipped().values())
    key = " ".join(re.findall(r"[^\W_]+", side))[:40]
    elite = key.startswith("elite ")
    same = [c for c in cards if c.name.lower() == key.removeprefix("elite ") and (c.elite == elite or c.unique)]
    if len(same) > 1:
        return QuickInputError(
            Phrase("err.ia_ambiguous_card", name=name, cards=", ".join(sorted(c.id for c in same))), EXAMPLE_CARDS
        )
    labels = {c.id: c.name.lower() for c in cards}
    near = [cid for cid, n in sorted(labels.items()) if key and (key in n or key in cid.replace("-", " "))]
    near += [
        cid for cid in difflib.get_close_matches(key.replace(" ", "-"), sorted(labels), n=3, cutoff=0.7)
        if cid not in near
    ]  # fmt: skip
    near += [
        cid for cid, n in sorted(labels.items())
        if cid not in near and difflib.get_close_matches(key, [n], n=1, cutoff=0.75)
    ]  # fmt: skip
    if near:
        return QuickInputError(Phrase("err.ia_card_near", name=name, cards=", ".join(near[:4])), EXAMPLE_CARDS)
    known = ", ".join(sorted({c.name.lower() for c in cards}))
    return QuickInputError(Phrase("err.ia_unknown_card", name=name, cards=known), EXAMPLE_CARDS)


def parse_request(text: str) -> IaRequest:
    """Dice colours as parse_ia reads them, or deployment cards by name on either side of "vs"."""
    req = _parse_request(text)
    if req.kind == "ranged" and req.distance == 0:  # L1140-1148: an adjacent target is counted as 1 space
        raise QuickInputError(Phrase("err.ia_range_zero"), EXAMPLE_CARDS if req.attacker else EXAMPLE)
    return req


def _parse_request(text: str) -> IaRequest:
    low = " ".join(text.lower().split())
    sides = re.split(r"\bvs\.?\b|\bversus\b|\bagainst\b", low)
    _check_number_words(low, EXAMPLE_CARDS if any(_looks_like_card(s) for s in sides) else EXAMPLE)
    if len(sides) > 2 and any(_looks_like_card(s) for s in sides):
        raise QuickInputError(Phrase("err.ia_one_vs", n=len(sides) - 1), EXAMPLE_CARDS)
    alone = _side_card(_NUMBER_WORDS.sub(" ", sides[0])) if len(sides) == 1 else None
    if alone is not None:
        raise QuickInputError(Phrase("err.ia_needs_vs", card=alone.label), EXAMPLE_CARDS)
    if len(sides) == 2:
        rest = _NUMBER_WORDS.sub(" ", sides[1])
        first, second = _side_card(sides[0]), _side_card(rest)
        for side, card in ((sides[0], first), (rest, second)):
            if card is None and _looks_like_card(side):
                raise _unknown_card(side)
        if first is not None or second is not None:
            return _card_request(low, sides, first, second)
    colours, rng, pierce = parse_ia(text)
    attack = tuple(c for c in colours if c in ATTACK_COLOURS)
    return IaRequest(
        attack,
        tuple(c for c in colours if c in DEFENSE_COLOURS),
        "ranged" if rng is not None else "melee",
        rng,
        pierce,
        order=tuple(colours),
    )


def _card_request(low: str, sides: list[str], first: Card | None, second: Card | None) -> IaRequest:
    numbers = {k: int(v) for k, v in _NUMBER_WORDS.findall(low)}
    rng = numbers.get("range", numbers.get("distance"))
    if rng is not None:
        check_count(rng, "range", EXAMPLE_CARDS, maximum=99)
    extra_pierce = check_count(numbers.get("pierce", 0), "pierce", EXAMPLE_CARDS, maximum=99)
    surges: tuple[Surge, ...] = ()
    bonus: tuple[tuple[str, int], ...] = ()
    if first is None:
        colours, _r, _p = parse_ia(_NUMBER_WORDS.sub(" ", sides[0]))
        attack = tuple(c for c in colours if c in ATTACK_COLOURS)
        kind, pierce, name = ("ranged" if rng else "melee"), 0, None
    else:
        attack, kind, surges = first.attack_dice, first.attack_type, first.surges
        bonus, pierce, name = first.bonus, first.keyword("pierce"), first.label
    if second is None:
        colours, _r, _p = parse_ia(_NUMBER_WORDS.sub(" ", sides[1]))
        defense = tuple(c for c in colours if c in DEFENSE_COLOURS)
    else:
        defense = second.defense
    if kind == "ranged" and rng is None:
        raise QuickInputError(Phrase("err.ia_ranged_needs_range"), EXAMPLE_CARDS)
    if kind == "melee":
        rng = None  # L150-159: melee attacks ignore accuracy
    return IaRequest(
        attack,
        defense,
        kind,
        rng,
        pierce + extra_pierce,
        surges,
        bonus,
        name,
        second.label if second else None,
        attack + defense,
    )


def resolve(req: IaRequest, faces: dict[str, list[int]]) -> tuple[dict[str, Any], tuple[int, ...], Result]:
    """The game's attack steps on these faces: declare, roll, modifiers, the best surges, accuracy, damage."""
    att = attack.new_attack(
        req.attacker or "attacker",
        req.defender or "defender",
        req.kind,
        req.attack,
        req.defense,
        req.surges,
        req.distance,
        req.pierce,
        dict(req.bonus),
    )
    att = attack.roll(att, faces)
    t = attack.totals(att)
    chosen = attack.best_surges(req.surges, attack.surges_left(att), t, req.kind, req.distance)
    for i in chosen:
        att = attack.spend(att, i)
    return att, chosen, attack.result(att)


def roll_ia(request: str, seed: str | None = None) -> RollResult:
    try:
        req = parse_request(request)
    except AttackError as exc:
        raise QuickInputError(exc.message, EXAMPLE) from None
    if not req.attack and not req.defense:
        raise QuickInputError(Phrase("err.ia_no_dice"), EXAMPLE)
    if len(req.order) > MAX_DICE:
        raise QuickInputError(
            Phrase("err.too_many", what=Phrase("what.dice"), n=len(req.order), maximum=MAX_DICE), EXAMPLE
        )
    dice = ia_dice()
    seed, chance = chance_for(seed)
    key = "ia:roll"
    rng = chance.rng(key)
    # One die after another in the order asked, so a shown seed re-derives the same faces.
    rolled: list[tuple[str, int]] = [(c, rng.randrange(dice[c].sides)) for c in req.order]
    faces = {
        "attack": [f for c, f in rolled if c in ATTACK_COLOURS],
        "defense": [f for c, f in rolled if c in DEFENSE_COLOURS],
    }
    symbols = [(c, dice[c].faces[f].name, dict(dice[c].faces[f].symbols)) for c, f in rolled]
    totals = ia.totals(s for _c, _n, s in symbols)

    def side(colours: tuple[str, ...]) -> str:
        shown = [Phrase("ia.die", colour=colour_name(c), face=face_phrase(s)) for c, _n, s in symbols if c in colours]
        return joined(shown, ", ") or "—"

    blocks = Phrase("ia.blocks", blocks=totals["block"], evades=totals["evade"])
    fields: list[tuple[str, str]] = []
    if req.attack:
        fields.append((Phrase("field.attack"), side(ATTACK_COLOURS)))
        attack_total = Phrase(
            "ia.attack_total", damage=totals["damage"], surges=totals["surge"], accuracy=totals["accuracy"]
        )
        fields.append((Phrase("field.attack_total"), attack_total))
    if req.defense:
        fields.append((Phrase("field.defense"), side(DEFENSE_COLOURS)))
        defense_total = Phrase("ia.with_dodge", shown=blocks) if totals["dodge"] else blocks
        fields.append((Phrase("field.defense_total"), defense_total))
    details: dict[str, object] = dict(totals)
    icons = tuple(DieIcon(f"ia-{c}", face_text(s), "kept") for c, _n, s in symbols)
    if req.attack:
        try:
            att, chosen, res = resolve(req, faces)
        except AttackError as exc:  # what parse_request lets through must never reach a user as a traceback
            raise QuickInputError(exc.message, EXAMPLE) from None
        net_surges = attack.surges_left(att)
        if chosen:
            spent = "; ".join(req.surges[i].label() for i in chosen)
            fields.append((Phrase("field.surges_spent"), spent))
        summary: str
        if res.miss:
            why = (
                Phrase("ia.dodge")
                if res.miss == "dodge"
                else Phrase("ia.short", accuracy=res.accuracy, range=req.distance or 0)
            )
            summary = Phrase("ia.miss", why=why)
            icons = tuple(
                DieIcon(i.kind, i.face, "miss") if i.kind in {f"ia-{c}" for c in ATTACK_COLOURS} else i for i in icons
            )
        else:
            summary = (
                Phrase("ia.damage", damage=res.damage)
                if req.surges
                else Phrase("ia.hits", damage=res.damage, surges=net_surges)
            )
            if req.distance is not None:
                summary = Phrase("ia.in_range", shown=summary, accuracy=res.accuracy, range=req.distance)
        after: list[str] = [
            Phrase("ia.after." + k, n=v)
            for k, v in (("blast", res.blast), ("cleave", res.cleave), ("recover", res.recover))
            if v
        ]
        after += list(res.conditions + res.attacker_conditions)
        if after:
            fields.append((Phrase("field.after_attack"), joined(after, ", ")))
        if res.pierce:
            ignored = min(res.pierce, res.blocks)
            pierce = Phrase("ia.pierce", pierce=res.pierce, ignored=ignored, blocks=res.blocks)
            fields.append((Phrase("field.pierce"), pierce))
        details.update(
            {
                "hit": res.miss is None,
                "net_damage": res.damage,
                "net_surges": net_surges,
                "miss": None if res.miss is None else str(summary)[6:-1],  # the reason, in English
                "surges_spent": [req.surges[i].to_json() for i in chosen],
                "result": res.to_json(),
            }
        )
    else:
        summary = Phrase("ia.with_dodge_miss", shown=blocks) if totals["dodge"] else blocks
    counts = (
        req.describe()
        if req.attacker or req.defender
        else (", ".join(f"{req.order.count(c)} {c}" for c in ATTACK_COLOURS + DEFENSE_COLOURS if c in req.order))
    )
    return RollResult(
        game="imperial-assault",
        request=counts,
        title=Phrase("title.ia_roll", rolled=counts),
        summary=summary,
        fields=tuple(fields),
        icons=icons,
        verification=Verification(seed, (key,)),
        details={**details, "dice": [{"die": c, "face": n} for c, n, _s in symbols]},
    )
