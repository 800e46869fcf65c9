"""How each event changes the state (`evolve`), dispatched by event kind.

Board changes go through `_board_change`, the digest's recipe (§7.1): snapshot the visible card halves before and
after the whole primitive (play, move, rotate, flip, destroy, with compaction included), drop the damage tokens of
halves that got covered (§9), drop queued effects whose half is no longer visible (§7.3), and queue every effect of
a half that has just become visible, grouped by owner; the acting seat's group goes on top of the stack so it
resolves first (depth-first chaining).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.games.starfighter import board as bd
from bot.games.starfighter.catalogue import Catalogue
from bot.games.starfighter.state import catalogue, clone, pile_of

Apply = Callable[[dict[str, Any], Mapping[str, Any]], None]
APPLY: dict[str, Apply] = {}


def applies(*kinds: str) -> Callable[[Apply], Apply]:
    def register(fn: Apply) -> Apply:
        for kind in kinds:
            APPLY[kind] = fn
        return fn

    return register


def evolve(state: Mapping[str, Any], kind: str, payload: Mapping[str, Any]) -> dict[str, Any]:
    s = clone(dict(state))
    apply_in_place(s, kind, payload)
    return s


def apply_in_place(s: dict[str, Any], kind: str, payload: Mapping[str, Any]) -> None:
    fn = APPLY.get(kind)
    if fn is not None:  # narration-only events (e.g. "reinforced") change nothing
        fn(s, payload)


def _board_change(s: dict[str, Any], by: str, change: Callable[[], None]) -> None:
    cat = catalogue(s)
    before = bd.visible_keys(s)
    change()
    after = bd.visible_keys(s)
    for _seat, _sector, _i, entry in bd.entries(s):
        for h in bd.HALVES:
            if entry["dmg"][h] and (entry["inst"], entry["side"], h) not in after:
                entry["dmg"][h] = 0  # the token's fighter is covered: back to the supply (§9)
    _purge(s, after)
    _queue(s, cat, by, before, after)


def _purge(s: dict[str, Any], after: set[bd.Key]) -> None:
    kept = []
    for batch in s["pending"]:
        batch["effects"] = [e for e in batch["effects"] if (e["inst"], e["side"], e["half"]) in after]
        if batch.get("current") not in {e["eid"] for e in batch["effects"]}:
            batch["current"] = None
        if batch["effects"]:
            kept.append(batch)
    s["pending"] = kept


def _queue(s: dict[str, Any], cat: Catalogue, by: str, before: set[bd.Key], after: set[bd.Key]) -> None:
    fresh: dict[str, list[dict[str, Any]]] = {seat: [] for seat in s["seats"]}
    for seat, _sector, entry, h in bd.visible(s):
        if (entry["inst"], entry["side"], h) in before:
            continue
        for effect in bd.half(cat, entry, h).get("effects", ()):
            s["eid"] += 1
            fresh[seat].append(
                {"eid": s["eid"], "inst": entry["inst"], "side": entry["side"], "half": h, "effect": effect}
            )
    for seat in sorted(s["seats"], key=lambda x: x == by):  # the acting seat's batch last, i.e. on top
        if fresh[seat]:
            s["pending"].append({"owner": seat, "effects": fresh[seat], "current": None})


def _entry(s: dict[str, Any], inst: str) -> tuple[str, int, int, dict[str, Any]]:
    found = bd.find(s, inst)
    assert found is not None, f"no card {inst} on the boards"
    seat, sector, i = found
    return seat, sector, i, s["players"][seat]["board"][sector][i]


@applies("cruiser")
def _cruiser(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    player = s["players"][p["seat"]]
    player["cruiser"] = p["cruiser"]
    player["armour"] = int(catalogue(s).cruisers[p["cruiser"]]["armour"])


@applies("cruiser_secret")
def _cruiser_secret(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["secret"][p["seat"]] = {"cruiser": p["cruiser"], "salt": p["salt"]}


@applies("cruiser_locked")
def _cruiser_locked(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["locked"].append(p["seat"])


@applies("cruisers_revealed")
def _revealed(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    for seat in s["seats"]:
        _cruiser(s, {"seat": seat, "cruiser": p["picks"][seat]})
    s["secret"] = {}


@applies("round")
def _round(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s.update(round=p["round"], phase="reinforce", passed=[], dir=None, selected={}, battle=None, moved=False)


@applies("reshuffled")
def _reshuffled(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    pile = s["piles"][p["pile"]]
    pile["deck"].extend(pile["discard"])
    pile["discard"] = []


@applies("drew")
def _drew(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    player, deck = s["players"][p["seat"]], s["piles"][pile_of(s, p["seat"])]["deck"]
    for card in p["cards"]:
        deck.remove(card)
        s["draws"] += 1
    player["hand"].extend([*p["cards"], *player["aside"]])
    player["aside"] = []


@applies("set_aside")
def _set_aside(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["piles"][pile_of(s, p["seat"])]["deck"].remove(p["card"])
    s["players"][p["seat"]]["aside"].append(p["card"])
    s["draws"] += 1


@applies("phase")
def _phase(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["phase"] = p["phase"]
    if "turn" in p:
        s["turn"] = p["turn"]


@applies("selected")
def _selected(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["selected"][p["seat"]] = {"card": p["card"], "side": p["side"]}


@applies("unselected")
def _unselected(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["selected"].pop(p["seat"], None)


@applies("played", "placed")
def _played(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["last"] = {"what": "played", "inst": p["inst"], "seat": p["seat"]}
    if "card" not in p:  # the public half of a card played back-up: the secret "placed" put it on the board
        return
    player = s["players"][p["seat"]]
    entry = {"inst": p["inst"], "card": p["card"], "side": p["side"], "rot": False, "dmg": dict.fromkeys(bd.HALVES, 0)}
    entry["shield"] = 0

    def place() -> None:
        player["hand"].remove(p["card"])
        player["board"][p["sector"]].append(entry)

    s["inst"] += 1
    s["selected"].pop(p["seat"], None)
    s["moved"], s["chain"] = True, 0
    _board_change(s, p["seat"], place)


@applies("passed")
def _passed(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    if not s["passed"]:
        s["initiative"] = p["seat"]  # the first to pass takes (or keeps) the initiative (R: Deployment)
    s["passed"].append(p["seat"])
    s["selected"].pop(p["seat"], None)


@applies("turn")
def _turn(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["turn"], s["moved"] = p["seat"], False


@applies("shifted")
def _shifted(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["offset"] += p["by"]
    s["phase"] = "direction"


@applies("direction")
def _direction(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    pairs = bd.facing(s)
    s["dir"] = p["dir"]
    cols = pairs if p["ascending"] else list(reversed(pairs))
    s["battle"] = {"cols": [list(c) for c in cols], "i": 0, "left": None, "who": 0}
    s["phase"] = "battle"


@applies("battle")
def _battle(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["battle"]["left"] = dict(p["take"])
    s["battle"]["who"] = 0


@applies("hit")
def _hit(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    if p.get("volley"):
        s["battle"]["left"][p["seat"]] -= 1
        s["chain"] = 0
    if p["on"] == "none":
        return
    _seat, _sector, _i, entry = _entry(s, p["inst"])
    if p["on"] == "shield":
        entry["shield"] += 1
    else:
        entry["dmg"][p["on"]] += 1
    s["last"] = {"what": "hit", "inst": p["inst"], "seat": p["seat"]}


@applies("absorbed")
def _absorbed(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["battle"]["left"][p["seat"]] = 0


@applies("overflow")
def _overflow(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["players"][p["seat"]]["armour"] -= p["n"]
    s["battle"]["left"][p["seat"]] = 0


@applies("next_placer")
def _next_placer(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    b = s["battle"]
    b["who"] += 1
    if b["who"] == 2:
        b["i"], b["who"], b["left"] = b["i"] + 1, 0, None


@applies("armour")
def _armour(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["players"][p["seat"]]["armour"] -= p["n"]


@applies("destroyed")
def _destroyed(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    seat, sector, i, entry = _entry(s, p["inst"])

    def remove() -> None:
        del s["players"][seat]["board"][sector][i]  # the cards above drop down at once (compaction, §7.1)
        s["piles"][pile_of(s, seat)]["discard"].append(entry["card"])

    s["last"] = {"what": "destroyed", "inst": p["inst"], "seat": seat}
    _board_change(s, p["by"], remove)


@applies("moved")
def _moved(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    seat, sector, i, entry = _entry(s, p["inst"])

    def move() -> None:
        stacks = s["players"][seat]["board"]
        del stacks[sector][i]
        stacks[p["to"]].append(entry)

    s["last"] = {"what": "moved", "inst": p["inst"], "seat": seat}
    _board_change(s, p["by"], move)


@applies("rotated")
def _rotated(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    _seat, _sector, _i, entry = _entry(s, p["inst"])

    def rotate() -> None:
        entry["rot"] = not entry["rot"]

    s["last"] = {"what": "rotated", "inst": p["inst"], "seat": _seat}
    _board_change(s, p["by"], rotate)


@applies("flipped")
def _flipped(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    _seat, _sector, _i, entry = _entry(s, p["inst"])

    def flip() -> None:
        entry["side"] = "back" if entry["side"] == "face" else "face"
        entry["dmg"] = dict.fromkeys(bd.HALVES, 0)  # the old side's tokens end up underneath (§8.2 Barrel roll)
        entry["shield"] = 0

    s["last"] = {"what": "flipped", "inst": p["inst"], "seat": _seat}
    _board_change(s, p["by"], flip)


def _take(s: dict[str, Any], eid: int) -> dict[str, Any] | None:
    for batch in s["pending"]:
        for e in batch["effects"]:
            if e["eid"] == eid:
                batch["effects"].remove(e)
                batch["current"] = None
                s["pending"] = [b for b in s["pending"] if b["effects"]]
                return e
    return None


@applies("effect", "fizzled")
def _effect(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    _take(s, p["eid"])  # resolving starts: what it reveals queues above the rest (depth-first, §7.3)
    s["chain"] += 1


@applies("order")
def _order(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["pending"][-1]["current"] = p["eid"]


@applies("aimed")
def _aimed(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    for e in s["pending"][-1]["effects"]:
        if e["eid"] == p["eid"]:
            e["aim"] = p["inst"]


@applies("chain_cut")
def _chain_cut(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["pending"] = []


@applies("round_end")
def _round_end(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["initiative"] = p["initiative"]  # handed to the opponent (§6.3.3)
    for _seat, _sector, _i, entry in bd.entries(s):
        entry["shield"] = 0  # shields recover
    s["battle"] = None
    s["phase"] = "end"


@applies("game_over")
def _game_over(s: dict[str, Any], p: Mapping[str, Any]) -> None:
    s["result"] = {"winners": list(p["winners"]), "reason": p["reason"], "draw": p["draw"]}
    s["phase"] = "over"
