"""X-Wing texts in English and Russian: Fluent catalogs in data/xwing/texts/<lang>.ftl (see bot/core/texts.py).

The English templates are the sentences the console and the match log show; Russian follows the wording of the
Russian core set rulebook: "вираж" (bank), "поворот" (turn), "разворот Койограна"
(K-turn), "концентрация" (focus), "уклонение" (evade), "захват цели" (target lock), "перегрузка" (stress), "бочка"
(barrel roll). Ship, pilot and card names stay as printed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.protocol import Option, RuleError
from bot.core.texts import Catalogs, is_message, msg, render
from bot.games.xwing.content import maneuver_parts

CATALOGS = Catalogs("xwing")  # data/xwing/texts/<lang>.ftl


def english(message: Mapping[str, Any]) -> str:
    return render(CATALOGS, message, "en")


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
    """A side by name ("who": the subject, "whom": after "за"); a team player's own name stays as is."""
    return msg(f"{case}.{seat}") if CATALOGS.has(f"{case}.{seat}") else seat


def player_msg(seat: str, lower: bool = False) -> Any:
    """The player of a side as the subject of a sentence ("rebel" / «Мятежник», rulebook p.4); a team player's
    seat ("rebel-2") names its side's player; anything else stays as is."""
    side = seat.partition("-")[0]
    key = f"{'player_lc' if lower else 'player'}.{side}"
    return msg(key) if CATALOGS.has(key) else seat


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


def prompt_texts(text: Mapping[str, Any]) -> dict[str, Any]:
    """The context entry carrying a prompt's localizable text."""
    return {"texts": {"text": dict(text)}}


def rule_error(text: Mapping[str, Any], rule: str | None = None, code: str = "illegal") -> RuleError:
    return RuleError(english(text), rule, code=code, text={"game": "xwing", **text})
