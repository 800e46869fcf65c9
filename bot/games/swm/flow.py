"""How a match moves on by itself between decisions: rounds and initiative (SWM-4.2), phases of two activations
and the last-phase rule (SWM-4.3-4.5), the end of a turn with its doors (SWM-12.1) and victory (SWM-1.1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import PUBLIC, Event
from bot.core.texts import msg
from bot.games.swm import texts as T
from bot.games.swm.board import alive, base_map, char_of, fig_squares
from bot.games.swm.events import evolve
from bot.games.swm.squads import SIDES

MAX_INITIATIVE_ROLLS = 50  # ties reroll (SWM-4.2); fifty ties in a row would be a broken die


class Flow:
    """The state as events are emitted: each event is applied at once, so later steps see its effect."""

    def __init__(self, state: dict[str, Any], chance: Chance) -> None:
        self.state = state
        self.chance = chance
        self.events: list[Event] = []

    def emit(
        self, kind: str, payload: Mapping[str, Any], say: Mapping[str, Any] | None = None, visibility: str = PUBLIC
    ) -> None:
        data = dict(payload)
        if say is not None:
            data.update(say=T.english(say), say_key=say["key"], say_params=dict(say["params"]))
        event = Event(kind, data, visibility)
        self.state = evolve(self.state, event)
        self.events.append(event)


def other(seat: str) -> str:
    return SIDES[1] if seat == SIDES[0] else SIDES[0]


def unactivated(state: Mapping[str, Any], seat: str) -> list[str]:
    return [f for f in alive(state) if state["figures"][f]["side"] == seat and not state["figures"][f]["activated"]]


def side_alive(state: Mapping[str, Any], seat: str) -> list[str]:
    return [f for f in alive(state) if state["figures"][f]["side"] == seat]


def points_on_table(state: Mapping[str, Any], seat: str) -> int:
    return sum(int(char_of(state, f)["cost"]) for f in side_alive(state, seat))


def check_victory(flow: Flow) -> bool:
    """SWM-1.1: a side whose every character is defeated loses."""
    s = flow.state
    if s["stage"] == "over" or not s["revealed"] or any(s["figures"][f]["at"] is None for f in s["order"]):
        return s["stage"] == "over"
    for seat in SIDES:
        if not side_alive(s, seat):
            winner = other(seat)
            say = _victory(winner)
            flow.emit("game_over", {"winners": [winner], "reason": "all_defeated", "draw": False}, say)
            return True
    return False


def _round_limit(flow: Flow) -> bool:
    """The optional round limit: most points of characters still on the table wins, equal points draw (off by
    default; our option, not in the seed)."""
    s = flow.state
    limit = s["opts"]["round_limit"]
    if not limit or s["round"] < limit:
        return False
    scores = {seat: points_on_table(s, seat) for seat in SIDES}
    light, dark = scores["light"], scores["dark"]
    winners = [] if light == dark else ["light" if light > dark else "dark"]
    payload = {"winners": winners, "reason": "round_limit", "draw": not winners, "scores": scores}
    flow.emit("game_over", payload, _at_the_limit(limit, scores))
    return True


def _victory(winner: str) -> dict[str, Any]:
    return msg("say.victory", side=T.side(winner), loser=T.side(other(winner)))


def _at_the_limit(limit: int, scores: Mapping[str, int]) -> dict[str, Any]:
    light, dark = scores["light"], scores["dark"]
    if light == dark:
        return msg("say.limit_draw", rounds=limit, points=light)
    winner = "light" if light > dark else "dark"
    return msg("say.limit_win", rounds=limit, side=T.side(winner), light=light, dark=dark)


def result_message(state: Mapping[str, Any]) -> dict[str, Any] | None:
    """The sentence of a finished match's result, rebuilt from its final state (nothing changes after the end, so
    the points on the table are those counted then): pictures say it in their reader's language, while the stored
    state keeps only the English, as it always has (finished matches stored before still verify by replay)."""
    result = state["result"]
    if not result:
        return None
    if result["reason"] == "all_defeated" and result["winners"]:
        return _victory(result["winners"][0])
    if result["reason"] == "round_limit" and state["opts"]["round_limit"]:
        return _at_the_limit(state["opts"]["round_limit"], {seat: points_on_table(state, seat) for seat in SIDES})
    return None


def start_round(flow: Flow) -> None:
    """SWM-4.2: both roll a d20 each round; ties are rerolled (no Force reroll); the winner chooses who goes first."""
    n = flow.state["round"] + 1
    flow.emit("round_started", {"round": n}, msg("say.round", round=n))
    rolls: list[list[int]] = []
    key = f"r{n}:initiative"
    for attempt in range(MAX_INITIATIVE_ROLLS):
        pair = flow.chance.roll(f"{key}:{attempt}", 20, 2)
        rolls.append([pair[0], pair[1]])
        if pair[0] != pair[1]:
            break
    last = rolls[-1]
    winner = "light" if last[0] > last[1] else "dark"  # 50 ties: dark (never seen; bounded all the same)
    say = msg("say.initiative", light=last[0], dark=last[1], side=T.side(winner), ties=len(rolls) - 1)
    flow.emit("initiative", {"rolls": rolls, "winner": winner, "roll_key": key}, say)


def next_phase(flow: Flow) -> None:
    """SWM-4.3: phases alternate, two activations each (one when one character is left); SWM-4.4 (A-6): when the
    other side has nobody left to activate, all of this side's remaining characters act in its last phase."""
    s = flow.state
    ph = s["phase"]
    seat = s["first"] if ph is None else other(ph["seat"]) if unactivated(s, other(ph["seat"])) else ph["seat"]
    mine = unactivated(s, seat)
    if not mine:
        flow.emit("round_ended", {"round": s["round"]}, msg("say.round_end", round=s["round"]))
        return
    size = min(2, len(mine))
    if s["opts"]["rules"]["A-6"] == "last_phase" and not unactivated(s, other(seat)):
        size = len(mine)
    number = 1 if ph is None else ph["number"] + 1
    flow.emit(
        "phase_started",
        {"seat": seat, "size": size, "number": number},
        msg("say.phase", side=T.side(seat), n=size, number=number),
    )


def door_should_open(state: Mapping[str, Any], index: int) -> bool:
    """SWM-12.1 (A-22): a door is open while a character stands next to it: within the 8 neighbours (default)
    or the 4 orthogonal neighbours of the squares on either side of it."""
    door = base_map(state["opts"]["map"]).doors[index]
    x1, y1, x2, _ = door.edge
    sides = [(x1 - 1, y1), (x1, y1)] if x1 == x2 else [(x1, y1 - 1), (x1, y1)]
    eight = state["opts"]["rules"]["A-22"] == 8
    near = set()
    for sx, sy in sides:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if eight or dx == 0 or dy == 0:
                    near.add((sx + dx, sy + dy))
    return any(sq in near for f in alive(state) for sq in fig_squares(state, f))


def end_turn(flow: Flow) -> None:
    s = flow.state
    fid = s["active"]
    flow.emit("turn_ended", {"figure": fid}, msg("say.turn_end", figure=T.figure(fid, char_of(s, fid))))
    for i, is_open in enumerate(flow.state["doors"]):
        want = door_should_open(flow.state, i)
        if want != is_open:
            door = T.door(base_map(s["opts"]["map"]).doors[i].name)
            say = msg("say.door_open" if want else "say.door_closed", door=door)
            flow.emit("door", {"index": i, "open": want}, say)


def advance(flow: Flow) -> None:
    """Run every step that needs no decision, until one does (or the match is over)."""
    for _ in range(1000):
        s = flow.state
        if check_victory(flow):
            return
        stage = s["stage"]
        if stage == "round":
            if s["round"] and _round_limit(flow):
                return
            start_round(flow)
        elif stage == "activate" and (
            s["phase"] is None or s["phase"]["left"] <= 0 or not unactivated(s, s["phase"]["seat"])
        ):
            next_phase(flow)
        else:
            return
