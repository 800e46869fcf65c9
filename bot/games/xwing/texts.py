"""X-Wing texts in English and Russian: Fluent catalogs in data/xwing/texts/<lang>.ftl (see bot/core/texts.py).

The English templates are the sentences the console and the match log show; Russian follows the wording of the
Russian core set rulebook: "вираж" (bank), "поворот" (turn), "разворот Койограна"
(K-turn), "концентрация" (focus), "уклонение" (evade), "захват цели" (target lock), "перегрузка" (stress), "бочка"
(barrel roll). Ship, pilot and card names stay as printed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from bot.core.data import load_json
from bot.core.protocol import Option, RuleError
from bot.core.texts import Catalogs, EnglishTexts, data_name, is_message, memo_key, msg, seat_ref
from bot.games.xwing.content import maneuver_parts
from bot.games.xwing.memo import remember
from bot.games.xwing.names import ship_name

CATALOGS = Catalogs("xwing")  # data/xwing/texts/<lang>.ftl


# The message in English, memoised: a match renders the same few hundred labels (a dial's maneuvers, the action bar,
# the prompts' sentences) on every prompt build.
english = EnglishTexts(CATALOGS)
_key = memo_key


def maneuver_msg(maneuver: str) -> dict[str, Any] | str:
    """'2-bank-left' -> a message rendering as '2 bank left' / '2 вираж влево'; anything else stays as is."""
    try:
        speed, bearing = maneuver_parts(maneuver)
    except ValueError:
        return maneuver
    key = f"mv.{bearing}"
    return msg(key, speed=speed) if CATALOGS.has(key) else maneuver


def dial_maneuver_msg(maneuver: str) -> dict[str, Any]:
    """The message of a maneuver printed on a dial (ValueError for anything else)."""
    found = maneuver_msg(maneuver)
    if not isinstance(found, dict):
        raise ValueError(f"not a maneuver: {maneuver!r}")
    return found


def face_msg(face: str) -> dict[str, Any] | str:
    return msg(f"face.{face}") if CATALOGS.has(f"face.{face}") else face


FACE_ORDER = ("hit", "crit", "focus", "evade", "blank")  # how counted dice read: "3 hits, 1 crit, 1 focus"


def counted_faces(faces: list[str], cancelled: list[str] | None = None) -> Any:
    """Dice as a player reads them: counted per face ("3 hits, 1 crit"), then what was cancelled ("1 hit
    cancelled"); the word 'none' for no dice."""
    kept = _counts(faces)
    if not cancelled:
        return kept
    return msg("dice.summary", kept=kept, cancelled=msg("dice.cancelled", faces=_counts(cancelled)))


def _counts(faces: list[str]) -> Any:
    out: list[Any] = [msg(f"count.{f}", n=faces.count(f)) for f in FACE_ORDER if f in faces]
    out += [face_msg(f) for f in sorted(set(faces) - set(FACE_ORDER))]  # a face outside the core dice, as named
    return faces_msg(out)


def faces_msg(faces: list[Any]) -> Any:
    """A list of faces (names, or messages) or the word 'none'."""
    return list(faces) if faces else msg("none")


def token_msg(token: str) -> dict[str, Any] | str:
    return msg(f"token.{token}") if CATALOGS.has(f"token.{token}") else token


def diff_msg(diff: str) -> dict[str, Any] | str:
    return msg(f"diff.{diff}") if CATALOGS.has(f"diff.{diff}") else diff


def seat_msg(seat: str, capital: bool = False) -> dict[str, Any] | str:
    key = f"{'Seat' if capital else 'seat'}.{seat}"
    return msg(key) if CATALOGS.has(key) else seat


def who_msg(seat: Any, case: str = "who") -> Any:
    """A seat's player ("who": the subject, "whom": after "за"): by display name where the adapter knows it
    (`seat_ref`), else the side («Империя», «за Империей») or, for a team player's seat ("rebel-2"), that side's
    player with his number («мятежник 2», «за мятежником 2»); anything else stays as is."""
    if CATALOGS.has(f"{case}.{seat}"):
        return seat_ref(str(seat), msg(f"{case}.{seat}"), f"person.{case}")
    side, _, n = str(seat).partition("-")
    if n.isdigit() and CATALOGS.has(f"{case}.team.{side}"):
        return seat_ref(str(seat), msg(f"{case}.team.{side}", n=int(n)), f"person.{case}")
    return seat


def either_msg(items: list[Any]) -> Any:
    """Alternatives joined with "or" («или») in the reader's language."""
    out: Any = items[0] if items else ""
    for item in items[1:]:
        out = msg("either", a=out, b=item)
    return out


def player_msg(seat: str, lower: bool = False) -> Any:
    """The player of a side as the subject of a sentence ("rebel" / «Мятежник», rulebook p.4); a team player's
    seat ("rebel-2") names its side's player; anything else stays as is."""
    side = seat.partition("-")[0]
    key = f"{'player_lc' if lower else 'player'}.{side}"
    return seat_ref(seat, msg(key), "person.player") if CATALOGS.has(key) else seat


def reason_msg(reason: str) -> dict[str, Any] | str:
    """Known destruction reasons as messages; a mission's own free text stays as is."""
    if CATALOGS.has(f"reason.{reason}"):
        return msg(f"reason.{reason}")
    if reason.startswith("attack by "):
        return msg("reason.attack_by", ship=reason.removeprefix("attack by "))
    for seat in ("rebel", "imperial"):
        if reason == f"every {seat} ship was destroyed":
            return msg("reason.all_destroyed", seat=seat_msg(seat))
    return reason


def option(
    oid: str, label: Mapping[str, Any], action: dict[str, Any], group: Any = None, style: str | None = None
) -> Option:
    """An option whose label (and group) are messages: English in `label`, the messages in `texts`."""
    texts: dict[str, Any] = {"label": dict(label)}
    group_text = group
    if is_message(group):
        texts["group"] = dict(group)
        group_text = english(group)
    return Option(oid, english(label), action, group_text, style, texts=texts)


def spot_options(
    spots: Sequence[tuple[float, float, dict[str, Any], Mapping[str, Any]]],
) -> tuple[tuple[Option, ...], dict[str, Any]]:
    """Candidate places on the mat (x, y in mm, the action, where it is in words) as options numbered 1..N, and
    the prompt context naming where each one is (`spots`, docs/protocol.md "Places on the board"): the adapters
    draw the numbers on the picture that goes with the prompt, so a player picks a spot by looking, not by
    reading coordinates. The option's detail keeps the words and coordinates (a select's description)."""
    options, marks = [], []
    for n, (x, y, action, where) in enumerate(spots, 1):
        oid = f"{round(x)}-{round(y)}"
        o = option(oid, msg("opt.spot", n=n), action)
        options.append(dataclasses.replace(o, detail=english(where), texts={**o.texts, "detail": dict(where)}))
        marks.append({"option": oid, "x": x, "y": y})
    return tuple(options), {"spots": marks}


class _Ship:
    """The type of SHIP: a value no param ever has."""


SHIP: Any = _Ship()  # in `ship_text`'s params: the ship's name goes here


def ship_text(key: str, ship: Mapping[str, Any], /, **params: Any) -> tuple[str, dict[str, Any]]:
    """`msg(key, **params)` with SHIP replaced by `ship_name(ship)`, and its English: kept per key, params (types
    included: 3 and 3.0 render apart) and whatever names the ship (its pilot, number, piece, label, id), for the
    sentence every prompt opens with ("Luke Skywalker: set a dial for round 2"), built afresh on each prompt before.
    The message is shared by the prompts that say it, like a kept option's label: never edited."""
    number = ship.get("number")
    try:
        memo_key = (
            key,
            tuple((k, type(v), v) for k, v in params.items()),
            ship.get("piece"),
            ship.get("pilot"),
            type(number),
            number,
            ship.get("label"),
            ship.get("id"),
        )
        hit = _SHIP_TEXTS.get(memo_key)
    except TypeError:  # a param or name part that is not hashable: built afresh
        return _ship_text(key, ship, params)
    if hit is None:
        hit = remember(_SHIP_TEXTS, 2048, memo_key, _ship_text(key, ship, params))
    return hit


def _ship_text(key: str, ship: Mapping[str, Any], params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    text = msg(key, **{k: ship_name(ship) if v is SHIP else v for k, v in params.items()})
    return english(text), text


_SHIP_TEXTS: dict[Any, tuple[str, dict[str, Any]]] = {}


def prompt_texts(text: Mapping[str, Any]) -> dict[str, Any]:
    """The context entry carrying a prompt's localizable text."""
    return {"texts": {"text": dict(text)}}


# The rules a refusal cites (RuleError.rule, English) -> their catalog message, so a reader sees the citation in
# his language (the adapters render text["rule"], bot/engine/gametext.py)
CITATIONS = {
    "Actions (rulebook p.8): one action from the action bar, never the same action twice a round": "cite.actions",
    "Barrel roll (rulebook p.9): the straight-1 template on the left or right side; no overlap": "cite.barrel_roll",
    "Combat phase": "cite.combat",
    "Combat steps 3 and 5: modify dice with the effects you have": "cite.modify",
    "Damage cards": "cite.damage_cards",
    "Mission 1, Political Escort (rulebook p.22)": "cite.mission1",
    "Mission 2, Hiding in the Asteroids (rulebook p.23)": "cite.mission2",
    "Mission 3, Whispers in the Dark (rulebook p.24)": "cite.mission3",
    "Missions (rulebook p.21): choose a mission, then its forces": "cite.missions",
    "Missions: a mission piece moves by its mission's rule": "cite.mission_piece",
    "Obstacles (rulebook p.19): not within range 1-2 of any edge": "cite.obstacles",
    "Planning phase": "cite.planning",
    "Planning phase: a dial cannot be changed once set": "cite.planning_set",
    "Planning phase: each player sets his own dials": "cite.planning_own",
    "Round structure (rulebook p.6): planning, activation, combat, end, in that order": "cite.round",
    "Secondary weapons (rulebook p.19): in arc, at the range printed on the card, and any requirement in brackets "
    "after 'Attack'": "cite.secondary",
    "Setup step 5": "cite.setup5",
    "Squad building (rulebook p.18)": "cite.squad",
    "Stress (rulebook p.16): a stressed ship performs no actions, not even free ones": "cite.stress",
    "Target lock": "cite.target_lock",
    "Target lock (rulebook p.10): an enemy at range 1-3, measured in any direction": "cite.lock_range",
    "Team play (rulebook p.20): each player decides for his own ships only": "cite.team",
    "Unique names (rulebook p.18)": "cite.unique",
    "XWS squad format": "cite.xws",
}


@cache
def _card_names() -> dict[str, dict[str, Any]]:
    """Pilot and upgrade cards by their printed name: a card cited as the rule is named in the reader's language."""
    pilots = load_json("xwing", "pilots.json")["pilots"].values()
    upgrades = load_json("xwing", "upgrades.json")["upgrades"]
    return {str(c["name"]): data_name(c) for c in [*pilots, *upgrades] if isinstance(c, dict) and "name" in c}


def cite_msg(rule: str | None) -> Any:
    """The cited rule as a message (or a card's name), None when the catalog does not know it."""
    if not rule:
        return None
    key = CITATIONS.get(rule)
    return msg(key) if key else _card_names().get(rule)


def rule_error(text: Mapping[str, Any], rule: str | None = None, code: str = "illegal") -> RuleError:
    cited = cite_msg(rule)
    extra = {"rule": cited} if cited is not None else {}
    return RuleError(english(text), rule, code=code, text={"game": "xwing", **text, **extra})
