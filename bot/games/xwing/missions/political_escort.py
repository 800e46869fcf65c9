"""Mission 1, Political Escort («Политический эскорт», rulebook p.22).

Set-up: the senator's shuttle starts centred within range 1 of the Rebel edge, facing the Imperial edge; Rebel ships
at range 2 of the Rebel edge, Imperial ships at range 2 of theirs. The shuttle is a Rebel ship (agility 2, hull 6,
shields 6 with 100-point squads) with no dial, no pilot skill, no actions and no attack: a mission *piece*, which the
flow skips for dials, activation and attacks. At the start of each Activation phase the Rebel may move it straight 2,
bank left 1 or bank right 1. Crits against it become hits (its cards are all face down). A Rebel ship at range 1 of
it may Guard (an action): one evade token on the shuttle; one may be spent per attack; End phase clears them.
Academy Pilot reinforcements for the Imperial. Rebel victory: the shuttle leaves through the Imperial edge.
Imperial victory: the shuttle is destroyed. Nothing else wins.
"""

from __future__ import annotations

from typing import Any

from bot.core.data import load_json
from bot.core.dice import Pool
from bot.core.protocol import Prompt
from bot.core.texts import msg, quoted
from bot.games.xwing import hooks as H
from bot.games.xwing import space
from bot.games.xwing.content import PIECES, ShipType
from bot.games.xwing.flow import Flow, check_victory, destroy
from bot.games.xwing.geometry.reasons import Why, why
from bot.games.xwing.missions.common import BAND, Reinforcements, deploy_check, line_up, on, playing, within_edge
from bot.games.xwing.names import ship_name, ship_names
from bot.games.xwing.texts import dial_maneuver_msg, english, maneuver_msg, option, prompt_texts, rule_error

ID = "political_escort"
R = "Mission 1, Political Escort (rulebook p.22)"
SHUTTLE = "shuttle"  # the shuttle's ship id
SHUTTLE_TYPE = "senatorsshuttle"
SETUP_POSE = {"x": space.MAT / 2, "y": 50.0, "heading": 0.0}  # [BOT] centred; base 30-70 mm from the Rebel edge
State = dict[str, Any]


def _shuttle_data() -> dict[str, Any]:
    data: dict[str, Any] = load_json("xwing", "missions.json")["missions"][ID]["rules"]["shuttle"]
    return data


def _register_piece() -> None:
    d = _shuttle_data()
    PIECES[SHUTTLE_TYPE] = ShipType(
        SHUTTLE_TYPE,
        "Senator's Shuttle",
        "rebel",
        0,  # no attack
        int(d["agility"]),
        int(d["hull"]),
        int(d["shields_100_points"]),  # the most it may have; prepare() sets what it starts with
        "small",  # [BOT] the token's size is not given: a 40 mm base
        (),  # no actions
        {m: "white" for m in d["moves"]},  # its three moves; it has no dial and no difficulty colours
    )


def prepare(state: State) -> None:
    from bot.games.xwing.forces import ship_record

    state["mission"] = {"id": ID, "shuttle": SHUTTLE, "moved": 0, "escaped": None, "lost": 0, "reinforcements": 0}
    state["rebel_edge"] = "south"  # the mission fixes both edges
    state["obstacles"] = []
    state["options"]["obstacles"] = "none"
    opts = state["options"]
    full = not opts.get("quick_start") and opts["points"] >= 100  # shields 6 "with 100-point squads"
    rec = ship_record(SHUTTLE, "rebel", "redsquadronpilot")  # the record's shape; the stats come from the piece
    piece = PIECES[SHUTTLE_TYPE]
    rec.update(
        ship_type=SHUTTLE_TYPE,
        pilot=None,
        name=piece.name,
        label="SH",
        skill=0,
        base=piece.base,
        hull=piece.hull,
        shields=piece.shields if full else 0,
        pose=dict(SETUP_POSE),
        piece="shuttle",
    )
    if SHUTTLE in state["ships"]:
        raise rule_error(msg("err.shuttle_id", ship=quoted(SHUTTLE)), R, "malformed")
    state["ships"][SHUTTLE] = rec
    state["order"].append(SHUTTLE)


def auto_deploy(state: State) -> None:
    """Each side's ships along a line at range 2 of its edge (quick tests and benchmarks)."""
    line_up(state, (("rebel", 150.0, 0.0), ("imperial", space.MAT - 150.0, 180.0)))


# --- set-up zones: ships at range 2 of their own edge ---------------------------------------------------------------
def _zone(state: State, ship: dict[str, Any], pose: dict[str, float]) -> Why | None:
    if within_edge(pose, ship["base"], ship["seat"], 2):  # [BOT] "at range 2" read as entirely within range 2
        return None
    return why("m1_rebel_zone") if ship["seat"] == "rebel" else why("m1_imperial_zone")


# --- the shuttle's move at the start of each Activation phase -----------------------------------------------------
def shuttle_alive(state: State) -> bool:
    ship = state["ships"].get(SHUTTLE)
    return bool(ship) and not ship["destroyed"]


def _next(state: State, ctx: H.Ctx, value: Any) -> Any:
    if value is not None or not on(state, ID):
        return value
    m = state["mission"]
    if ctx["point"] == "activation" and shuttle_alive(state) and m["moved"] < state["round"]:
        return {"kind": "shuttle_move", "seat": "rebel"}
    if ctx["point"] == "end":
        return REINFORCE.pending(state)
    return None


def _move_prompts(state: State, hooks: H.Hooks, p: dict[str, Any]) -> list[Prompt]:
    moves = tuple(
        option(m, dial_maneuver_msg(m), {"kind": "shuttle_move", "maneuver": m}) for m in PIECES[SHUTTLE_TYPE].dial
    )
    opts = (*moves, option("stay", msg("opt.shuttle_stay"), {"kind": "shuttle_move", "maneuver": None}))
    text = msg("prompt.shuttle_move")
    return [
        Prompt(
            "rebel",
            "shuttle_move",
            english(text),
            f"r{state['round']}:shuttle",
            opts,
            default=opts[0].action,
            context={"ship": SHUTTLE, **prompt_texts(text)},
        )
    ]


def _move_handle(flow: Flow, seat: str, action: dict[str, Any]) -> None:
    s = flow.s
    m = action.get("maneuver")
    moves = PIECES[SHUTTLE_TYPE].dial
    if m is not None and m not in moves:
        raise rule_error(msg("err.shuttle_move", moves=[maneuver_msg(x) for x in moves], maneuver=quoted(m)), R)
    flow.emit("mission_state", key="moved", value=s["round"], say="" if m else msg("say.shuttle_stays"))
    flow.wait(None)
    if m is None:
        return
    ship = flow.ship(SHUTTLE)
    from bot.games.xwing.rules import others_of

    assert ship["pose"] is not None  # the shuttle starts on the mat
    res = space.move(ship["pose"], ship["base"], m, others_of(s, SHUTTLE), s["obstacles"])
    mv = space.move_record(SHUTTLE, m, "white", ship["pose"], res)
    bumped = ship_names(s, res["bumped"])
    say = msg("say.shuttle_bumps", maneuver=maneuver_msg(m), ships=bumped) if bumped else None
    flow.emit("ship_moved", ship=SHUTTLE, move=mv, say=say or msg("say.shuttle_flies", maneuver=maneuver_msg(m)))
    if res["fled"]:
        edge = space.exit_edge(res["end"], ship["base"])
        if edge == "north":  # the Imperial edge (the mission keeps the Rebel edge south)
            destroy(flow, SHUTTLE, "escaped")
        else:
            destroy(flow, SHUTTLE, "fled")  # [BOT] any other edge: the normal flee rule destroys it
        check_victory(flow)


# --- attacks on the shuttle: crits become hits; one evade token per attack (the core evade effect allows one) -------
def _crits_to_hits(flow: Flow, ctx: H.Ctx) -> None:
    a = H.attack_in(ctx)
    if not on(flow.s, ID) or a["defender"] != SHUTTLE:
        return
    pool = Pool.from_json(a["attack_dice"])
    n = pool.change_all("crit", "hit")
    if n:
        flow.emit("dice", pool="attack", dice=pool.to_json(), say=msg("say.shuttle_crits", n=n))


# --- Guard: a Rebel ship at range 1 of the shuttle puts an evade token on it -------------------------------------
def _guard(state: State, ctx: H.Ctx) -> list[H.Effect]:
    if not on(state, ID) or not shuttle_alive(state):
        return []
    sid = ctx["ship"]
    ship, shuttle = state["ships"][sid], state["ships"][SHUTTLE]
    if ship["seat"] != "rebel" or ship.get("piece"):
        return []
    if space.base_distance(ship["pose"], ship["base"], shuttle["pose"], shuttle["base"]) > BAND + 1e-9:
        return []

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        n = flow.ship(SHUTTLE)["tokens"]["evade"] + 1
        flow.emit(
            "tokens",
            ship=SHUTTLE,
            token="evade",
            value=n,
            say=msg("say.guards", ship=ship_name(flow.ship(sid)), n=n),
        )

    text = msg("effect.guard")
    return [H.Effect("guard", english(text), "rebel", apply, counts_as="guard", texts={"": text})]


# --- objectives ------------------------------------------------------------------------------------------------------
def _destroyed(flow: Flow, ctx: H.Ctx) -> None:
    if not on(flow.s, ID):
        return
    if ctx["ship"] == SHUTTLE and ctx["reason"] == "escaped":
        flow.emit("mission_state", key="escaped", value=SHUTTLE, say="The senator's shuttle escapes!")
    else:
        REINFORCE.count_loss(flow, ctx["ship"], ctx["reason"])


def _victory(state: State, ctx: H.Ctx, value: Any) -> Any:
    if not on(state, ID):
        return value
    if state["mission"]["escaped"] == SHUTTLE:
        return ["rebel", "the senator's shuttle left through the Imperial edge (mission 1)", "reason.m1_escaped"]
    if state["ships"][SHUTTLE]["destroyed"]:
        return ["imperial", "the senator's shuttle was destroyed (mission 1)", "reason.m1_destroyed"]
    return None  # destroying every enemy ship wins nothing in a mission


REINFORCE = Reinforcements(ID, "imperial", "academypilot", "Academy Pilot", ("imperial",), R)


def register(h: H.Hooks) -> None:
    _register_piece()
    h.modifier(H.DEPLOY, playing(ID))(deploy_check(ID, _zone))
    h.modifier(H.NEXT_DECISION)(_next)
    h.modifier(H.VICTORY)(_victory)
    h.trigger(H.COMPARE_RESULTS)(_crits_to_hits)
    h.trigger(H.SHIP_DESTROYED)(_destroyed)
    REINFORCE.register(h)  # End-phase reinforcements and their placement decision
    h.provider(H.PERFORM_ACTION)(_guard)
    H.EXTRA_DECISIONS["shuttle_move"] = (_move_prompts, _move_handle)
