"""Team play (rulebook p.20, «Правила командной игры»): two or more players per side.

The rules inside the match stay two-sided: every ship record's "seat" is its side ("rebel"/"imperial"), and the
flow, hooks and cards reason about sides. Team play lives at the protocol boundary only:

- the match's seats are players "rebel-1", "rebel-2", ..., "imperial-1", ... (the side is the name's prefix);
- the option "teams" maps each player to the ids of the ships he controls ({"rebel-1": ["luke"], ...}); every
  ship of the squads belongs to exactly one player of its side;
- prompts about a ship go to the player who owns it (its dial, actions, attacks, the dice of its attacks); the other
  side-level decisions (edge, obstacles, a mission's choices, an enemy's stressed maneuver, reinforcements) go to
  the side's first player, its captain, who also owns ships added later (reinforcements);
- a player's dial is visible to him alone until the reveal (teammates may not show dials, rulebook p.20);
- the team wins or loses together: the outcome lists every player of the winning side.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.protocol import PUBLIC, Event, Prompt
from bot.core.texts import msg, quoted
from bot.games.xwing.names import ship_name
from bot.games.xwing.texts import either_msg, rule_error, who_msg

SIDES = ("rebel", "imperial")
MAX_PER_SIDE = 3
PLAYER_SEATS = tuple(f"{side}-{n}" for side in SIDES for n in range(1, MAX_PER_SIDE + 1))
R_TEAM = "Team play (rulebook p.20): each player decides for his own ships only"
State = dict[str, Any]


def side_of_name(seat: str) -> str | None:
    side, _, n = seat.partition("-")
    return side if side in SIDES and seat in PLAYER_SEATS and n else None


def validate_seats(seats: Sequence[str]) -> bool:
    """True for a team match, False for the plain two-seat match; RuleError for any other mix."""
    if sorted(seats) == sorted(SIDES):
        return False
    bad = [s for s in seats if side_of_name(s) is None]
    if bad:
        text = msg("err.seats", players=", ".join(PLAYER_SEATS), bad=", ".join(bad))
        raise rule_error(text, R_TEAM, "malformed")
    for side in SIDES:
        if not any(side_of_name(s) == side for s in seats):
            raise rule_error(msg("err.team_side_empty", side=side), R_TEAM, "malformed")
    return True


def assign(state: State, seats: Sequence[str], teams: Any) -> None:
    """Record who controls which ship (state["teams"]); RuleError, changing nothing, for a bad assignment."""
    if not isinstance(teams, Mapping) or not all(isinstance(v, list) for v in teams.values()):
        raise rule_error(msg("err.teams_option"), R_TEAM, "malformed")
    players = sorted(seats, key=PLAYER_SEATS.index)
    stray = [p for p in teams if p not in players]
    if stray:
        raise rule_error(msg("err.teams_stray", players=", ".join(stray)), R_TEAM, "malformed")
    owner: dict[str, str] = {}
    for player in players:
        for sid in teams.get(player, []):
            ship = state["ships"].get(sid) if isinstance(sid, str) else None
            if ship is None:
                raise rule_error(msg("err.teams_no_ship", ship=quoted(sid), player=player), R_TEAM, "malformed")
            if ship["seat"] != side_of_name(player):
                raise rule_error(msg("err.teams_wrong_side", ship=sid, side=ship["seat"], player=player), R_TEAM)
            if sid in owner:
                raise rule_error(msg("err.teams_twice", ship=sid, first=owner[sid], player=player), R_TEAM)
            owner[sid] = player
    missing = [sid for sid in state["order"] if sid not in owner and not state["ships"][sid].get("piece")]
    if missing:
        raise rule_error(msg("err.teams_missing", ships=", ".join(missing)), R_TEAM)
    empty = [p for p in players if p not in owner.values()]
    if empty:
        raise rule_error(msg("err.teams_empty", players=", ".join(empty)), R_TEAM)
    state["teams"] = {"players": {p: side_of_name(p) for p in players}, "owner": owner}


def seat_players(first_side: str, first: Sequence[str], second: Sequence[str]) -> dict[str, str]:
    """Seats for two teams of users: `first` flies `first_side` (its first user is captain), `second` the other side.
    E.g. ("rebel", [alice, carol], [bob]) -> {"rebel-1": alice, "rebel-2": carol, "imperial-1": bob}."""
    if first_side not in SIDES:
        raise rule_error(msg("err.side_name", side=quoted(first_side)), R_TEAM, "malformed")
    other = SIDES[1 - SIDES.index(first_side)]
    for users in (first, second):
        if not 1 <= len(users) <= MAX_PER_SIDE:
            raise rule_error(msg("err.side_size", max=MAX_PER_SIDE, n=len(users)), R_TEAM, "malformed")
    if len(set(first) | set(second)) != len(first) + len(second):
        raise rule_error(msg("err.player_twice"), R_TEAM, "malformed")
    return {
        f"{side}-{n}": user
        for side, users in ((first_side, first), (other, second))
        for n, user in enumerate(users, start=1)
    }


def default_teams(state: State, seats: Sequence[str]) -> dict[str, list[str]]:
    """The split used when the option "teams" is omitted: each side's ships, in ascending id, dealt round-robin to
    its players in seat order (rebel-1 first). The rulebook leaves the split to the players; this is only a default."""
    players = sorted(seats, key=PLAYER_SEATS.index)
    split: dict[str, list[str]] = {p: [] for p in players}
    for side_name in SIDES:
        mine = [p for p in players if side_of_name(p) == side_name]
        ships = sorted(
            sid
            for sid in state["order"]
            if state["ships"][sid]["seat"] == side_name and not state["ships"][sid].get("piece")
        )
        for i, sid in enumerate(ships):
            split[mine[i % len(mine)]].append(sid)
    return split


def active(state: State) -> bool:
    return bool(state.get("teams"))


def captain(state: State, side: str) -> str:
    # seat order, never dict order: a state loaded from storage lists its keys sorted (issue 12)
    return min((p for p, s in state["teams"]["players"].items() if s == side), key=PLAYER_SEATS.index)


def owner(state: State, sid: str) -> str:
    """The player controlling `sid` (ships added during the match and mission pieces belong to the captain)."""
    found: str | None = state["teams"]["owner"].get(sid)
    return found or captain(state, state["ships"][sid]["seat"])


def side(state: State, seat: str) -> str:
    """The side a seat plays; RuleError for a seat that is not in the match."""
    if not active(state):
        if seat not in SIDES:
            raise rule_error(msg("err.no_seat", seat=quoted(seat)), code="wrong_seat")
        return seat
    found: str | None = state["teams"]["players"].get(seat)
    if found is None:
        players = ", ".join(sorted(state["teams"]["players"], key=PLAYER_SEATS.index))
        raise rule_error(msg("err.not_a_player", seat=quoted(seat), players=players), code="wrong_seat")
    return found


def controls(state: State, seat: str | None, sid: str) -> bool:
    """Whether `seat` may see and decide for ship `sid` (its own ships' dials)."""
    if seat is None:
        return False
    if not active(state):
        return bool(seat == state["ships"][sid]["seat"])
    return owner(state, sid) == seat


def _player_for(state: State, prompt: Prompt) -> str:
    """The player who answers a side's prompt: the owner of the ship it is about, else the captain."""
    ships = state["ships"]
    sid = prompt.context.get("ship")
    if isinstance(sid, str) and sid in ships and ships[sid]["seat"] == prompt.seat:
        return owner(state, sid)
    a = state.get("attack")
    if a:
        for role in ("attacker", "defender"):
            if ships[a[role]]["seat"] == prompt.seat:
                return owner(state, a[role])
    return captain(state, prompt.seat)


def prompts(state: State, side_prompts: list[Prompt]) -> list[Prompt]:
    if not active(state):
        return side_prompts
    return [dataclasses.replace(p, seat=_player_for(state, p)) for p in side_prompts]


def check_turn(state: State, player: str, action: Mapping[str, Any], open_prompts: list[Prompt]) -> None:
    """Refuse a player acting for a teammate's ship (or a decision that is not his)."""
    if not active(state):
        return
    kind = action.get("kind")
    if kind in ("standing", "dispute", "concede"):  # side-level, any time: any player of the side
        return
    if kind in ("dial", "dials"):
        wanted = action.get("dials") if kind == "dials" else {action.get("ship"): None}
        for sid in wanted if isinstance(wanted, Mapping) else ():
            if isinstance(sid, str) and sid in state["ships"] and owner(state, sid) != player:
                raise rule_error(
                    msg(
                        "err.flown_by",
                        ship=ship_name(state["ships"][sid]),
                        owner=who_msg(owner(state, sid)),
                        player=who_msg(player),
                    ),
                    R_TEAM,
                    "wrong_seat",
                )
        return
    mine = [p for p in open_prompts if p.seat == player]
    if not mine and open_prompts:
        who = sorted({p.seat for p in open_prompts})
        text = msg(
            "err.team_decision", who=either_msg([who_msg(w, "whom") for w in who]), player=who_msg(player, "whom")
        )
        raise rule_error(text, R_TEAM, "not_your_turn")


def events(state: State, player: str, side_name: str, evs: list[Event]) -> list[Event]:
    """Secret events the rules address to a side go to the acting player only (his dials)."""
    if not active(state):
        return evs
    return [dataclasses.replace(e, visibility=player) if e.visibility == side_name != PUBLIC else e for e in evs]


def winners(state: State, winner: str) -> tuple[str, ...]:
    if not active(state):
        return (winner,)
    return tuple(sorted((p for p, s in state["teams"]["players"].items() if s == winner), key=PLAYER_SEATS.index))
