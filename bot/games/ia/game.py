"""Imperial Assault skirmish as a match on the game protocol (docs/ia.md).

Seats p1 and p2. Set-up (L1063-1075): armies and command decks come from the secret pick (or the defaults), the
cheaper army chooses the initiative (equal costs: at random), the initiative player picks the red or blue zone and
both deploy (automatically, in zone order), each draws 3 command cards. Rounds: activation phase (flow.py), status
phase. The state is plain JSON; evolve (events.py) is a table of handlers.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import (
    JSON,
    Choice,
    ContentKind,
    Event,
    Option,
    Outcome,
    Prompt,
    RuleError,
    SeatSpec,
    SecretPick,
    SetupOption,
)
from bot.core.texts import Catalogs, code_list, msg, quoted_list, render, typed
from bot.games.grid import MapError, board_from_json, board_to_json, map_problems
from bot.games.ia import content as ct
from bot.games.ia import events as ev
from bot.games.ia import flow
from bot.games.ia.roster import Card, CardProblems, check_card, shipped
from bot.games.ia.state import SEATS, board, cards

DEFAULT_ARMIES: dict[str, dict[str, Any]] = {
    "p1": {"units": ["darth-vader", "stormtrooper", "stormtrooper", "imperial-officer", "stormtrooper"], "deck": None},
    "p2": {"units": ["luke-hero", "han-solo", "rebel-trooper", "rebel-trooper", "gideon-argus"], "deck": None},
}
DEFAULT_POINTS = 40  # the Skirmish Guide's cap (external fact, imperial-assault.md §6.1)
DEFAULT_ROUNDS = 12  # our limit: the RRG has none (§1.1); the tie-breakers decide when it is reached
MAX_PICKS = ct.MAX_UNITS + ct.DECK_SIZE
# "players": each player places their own figures (L360, L1071), the default of a new match; "auto": figures stand
# in zone order (quick async play, tests, benches; matches stored before the option had it)
DEPLOYMENTS = ("players", "auto")
RANDOM_MISSION = "random"

SECRET_PICK = SecretPick(
    option="armies",
    paste="army",
    build="builder",
    max_picks=MAX_PICKS,
    pick_text="pick.text",
    picked_text="pick.done",
    paste_title="pick.paste_title",
    paste_label="pick.paste_label",
    waiting_text="pick.waiting",
    bad_text="pick.bad",
)


def _cite(err: RuleError) -> None:
    """Attach the cited RRG lines ("L1462", "L918-929") as a message, so a refusal's citation reads in the
    reader's language too (bot/engine/gametext.py reads text["rule"])."""
    found = re.fullmatch(r"L(\d+(?:-\d+)?)", err.rule or "")
    if found and err.text is not None and "rule" not in err.text:
        err.text = {**err.text, "rule": msg("cite.line", n=found.group(1))}


def _problem(message: str, rule: str | None = None, why: Mapping[str, Any] | None = None) -> RuleError:
    """A set-up refusal; `why` says it in the catalog's words (else the English `message` stands inside)."""
    return RuleError(
        message, rule, code="malformed", text={"game": "ia", "key": "err.setup", "params": {"why": why or message}}
    )


CATALOGS = Catalogs("ia", shared=("grid",))


def _said(key: str, **params: Any) -> RuleError:
    """A set-up refusal in the catalog's words (`err.setup` with this message), its English the error's."""
    why = msg(key, **params)
    return _problem(render(CATALOGS, why, "en"), why=why)  # a player's own map: the grid checker's problems


def _problems(problems: list[dict[str, Any]], key: str | None = None, seat: str = "") -> tuple[str, dict[str, Any]]:
    """What is wrong, as one message (joined by "; "; under `key` naming the seat's army or deck) and its English."""
    said = ct.problems_text(problems)
    if key is not None:
        said = msg(key, seat=msg(f"seat.{seat}"), problems=said)
    return render(CATALOGS, said, "en"), said


def _user_content(options: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """User deployment cards and maps from options["content"], checked again (docs/protocol.md, User content)."""
    given = options.get("content") or {}
    if not isinstance(given, dict):
        raise _said("setup.content_form")
    out: dict[str, dict[str, Any]] = {"deployment": {}, "map": {}}
    for kind in sorted(given):
        if kind not in out:
            raise _said("setup.content_kind", kind=str(kind)[:30], kinds=["`deployment`", "`map`"])
        items = given[kind] or []
        if not isinstance(items, list):
            raise _said("setup.content_form")
        for item in items:
            cid, checked = check_content(kind, item)
            out[kind][cid] = checked
    return out["deployment"], out["map"]


def check_content(kind: str, data: JSON) -> tuple[str, JSON]:
    """A deployment card or a map a player adds from their own copy; RuleError naming every problem."""
    if kind == "deployment":
        try:
            card = check_card(data)
        except CardProblems as exc:
            raise _refused("err.deployment", problems=ct.problems_text(exc.problems)) from None
        if card.id in shipped():
            raise _refused("err.deployment", problems=msg("deploy.builtin_id", id=card.id))
        return card.id, dict(data)
    if kind == "map":
        return _check_map(data)
    raise _refused("err.content_kind", kind=str(kind)[:30], kinds=["`deployment`", "`map`"])


def _refused(key: str, **params: Any) -> RuleError:
    """A player's own item refused, in the catalog's words (the English text is the error's message)."""
    text = msg(key, **params)
    return RuleError(render(CATALOGS, text, "en"), code="malformed", text={"game": "ia", **text})


def _check_map(data: JSON) -> tuple[str, JSON]:
    """A player's own skirmish map: the grid checker's problems (`grid.*`, data/grid/texts) and the skirmish's own
    (`map.*`: both deployment zones, terminals and crates on the map), said all at once."""
    if not isinstance(data, dict):
        raise _refused("err.map", problems=msg("map.not_object"))
    grid = {k: v for k, v in data.items() if k not in ("terminals", "crates")}
    try:
        b = board_from_json(grid)
    except MapError as exc:
        raise _refused("err.map", problems=exc.said()) from None
    problems: list[dict[str, Any]] = []
    names = {name for name, _sq in b.areas}
    problems += [msg("map.zone", zone=zone) for zone in ("red", "blue") if zone not in names]  # L1072
    if b.id in {"outpost"}:
        problems.append(msg("map.builtin_id", id=b.id))
    for key in ("terminals", "crates"):
        tokens = data.get(key, [])
        if not isinstance(tokens, list):
            problems.append(msg("map.tokens", field=key, value=typed(tokens, 30)))
            continue
        for i, sq in enumerate(tokens):
            if not (
                isinstance(sq, list) and len(sq) == 2 and all(type(v) is int for v in sq) and b.on_map((sq[0], sq[1]))
            ):
                problems.append(msg("map.token", field=key, n=i, value=typed(sq, 30)))
    if problems:
        raise _refused("err.map", problems=map_problems(problems))
    return b.id, dict(data)


def _army(value: Any, seat: str, catalogue: Mapping[str, Any], points: int) -> tuple[list[str], list[str], str]:
    if not isinstance(value, dict) or not isinstance(value.get("units"), list):
        raise _said("setup.army_form", seat=msg(f"seat.{seat}"))
    units = [str(u) for u in value["units"]]
    problems = ct.army_problems(units, catalogue, points)
    if problems:
        english, said = _problems(problems, "problem.of_army", seat)
        raise _problem(english, why=said)
    affiliation = catalogue[units[0]].affiliation
    deck = value.get("deck") or list(ct.default_decks()[affiliation])
    deck_problems = ct.deck_problems([str(c) for c in deck], affiliation)
    if deck_problems:
        english, said = _problems(deck_problems, "problem.of_deck", seat)
        raise _problem(english, why=said)
    return units, [str(c) for c in deck], affiliation


def _points_rounds(options: Mapping[str, Any]) -> tuple[int, int]:
    """The points cap and the round limit, whole numbers in their bounds (a refusal in the catalog's words)."""
    points, rounds = options.get("points") or DEFAULT_POINTS, options.get("rounds") or DEFAULT_ROUNDS
    whole = all(
        isinstance(n, int | float) and not isinstance(n, bool) and float(n).is_integer() for n in (points, rounds)
    )
    if not whole or not (1 <= points <= 200 and 1 <= rounds <= 50):
        raise _said("setup.points_rounds")
    return int(points), int(rounds)


# the set-up options `initial_state` reads (creation options become these through `new_options`)
SETUP_KEYS = ("armies", "content", "deployment", "map", "mission", "points", "rounds")


def _known_keys(options: Mapping[str, Any]) -> None:
    """Refuse an option `initial_state` does not read: a mistyped one ("colour") had been ignored without a word."""
    unknown = sorted((k for k in options if k not in SETUP_KEYS), key=str)
    if unknown:
        raise _said("setup.unknown", names=quoted_list(unknown, 30), n=len(unknown), known=code_list(SETUP_KEYS))


def initial_state(options: Mapping[str, Any], seats: Sequence[str], chance: Chance) -> dict[str, Any]:
    if tuple(seats) != SEATS:
        raise _said("setup.seats", seats=[f"`{s}`" for s in SEATS])
    _known_keys(options)
    user_cards, user_maps = _user_content(options)
    points, rounds = _points_rounds(options)
    mission_id = options.get("mission") or RANDOM_MISSION
    if mission_id == RANDOM_MISSION:  # L1069: drawn from the mission deck; here a seeded draw when the match starts
        mission_id = chance.rng("mission").choice(sorted(ct.missions()))
    if not isinstance(mission_id, str) or mission_id not in ct.missions():
        raise _said("setup.mission", missions=[f"`{m}`" for m in (*sorted(ct.missions()), RANDOM_MISSION)])
    mission = ct.missions()[mission_id]
    terminals = [list(t) for t in mission.terminals]
    crates = [list(c) for c in mission.crates]
    map_key = mission.map
    map_id = options.get("map")
    if map_id:
        if not isinstance(map_id, str) or map_id not in user_maps:
            added = [f"`{m}`" for m in sorted(user_maps)]
            raise _said("map.not_added", map=str(map_id)[:40], maps=added, n=len(added))
        doc = user_maps[map_id]
        map_key = json.dumps({k: v for k, v in doc.items() if k not in ("terminals", "crates")}, sort_keys=True)
        terminals, crates = [list(t) for t in doc.get("terminals", [])], [list(c) for c in doc.get("crates", [])]
    catalogue = {**shipped(), **{cid: check_card(doc) for cid, doc in user_cards.items()}}
    armies = options.get("armies") or {}
    if not isinstance(armies, dict):
        raise _said("setup.armies_form", seats=[f"`{s}`" for s in SEATS])
    deployment = options.get("deployment") or "auto"  # absent: automatic, as matches stored before the option
    if deployment not in DEPLOYMENTS:
        raise _said("setup.deployment", choices=[f"`{d}`" for d in DEPLOYMENTS])
    state: dict[str, Any] = {
        "mission": mission_id,
        "map_key": map_key,
        "doors_open": [],
        "terminals": terminals,
        "crates": crates,
        "round": 1,
        "round_limit": rounds,
        "phase": "initiative",
        "initiative": None,
        "chooser": None,
        "turn": SEATS[0],
        "zones": {},
        "figures": {},
        "groups": {},
        "players": {},
        "act": None,
        "attack": None,
        "strain": None,
        "last_attack": None,
        "attacks": 0,
        "step": 0,
        "log": [],
        "log_said": [],  # the message of each log line (bot/games/ia/events.py), for pictures in any language
        "result": None,
        "user_cards": user_cards,
        "costs": {},
    }
    if deployment == "players":  # only then: an automatic match's state stays as before (pinned replays)
        state.update(deployment=deployment, placing=None)
    for seat in SEATS:
        units, deck, affiliation = _army(armies.get(seat) or DEFAULT_ARMIES[seat], seat, catalogue, points)
        n = 0
        for i, cid in enumerate(units, start=1):
            gid = f"{seat}-g{i}"
            figs = []
            for _ in range(catalogue[cid].group):
                n += 1
                fid = f"{seat}-{n}"
                figs.append(fid)
                state["figures"][fid] = {
                    "card": cid,
                    "owner": seat,
                    "group": gid,
                    "pos": None,
                    "damage": 0,
                    "conditions": [],
                }
            state["groups"][gid] = {"card": cid, "owner": seat, "ready": True, "figures": figs, "defeated": False}
        state["players"][seat] = {
            "affiliation": affiliation,
            "deck": chance.shuffle(f"deck:{seat}", deck),
            "hand": [],
            "discard": [],
            "vp": 0,
            "defeated_cost": 0,
            "claimed": [],
        }
        state["costs"][seat] = sum(catalogue[u].cost for u in units)
    try:
        board(state)
    except MapError as exc:  # a shipped map broken by an edit: said like a player's own
        raise _problem(
            f"map {mission.map!r}: {exc}", why=msg("map.shipped", map=mission.map, problems=exc.said())
        ) from None
    except (KeyError, ValueError) as exc:  # a data file missing: the installation's, in English (DataError)
        raise _problem(f"map {mission.map!r}: {exc}") from None
    c1, c2 = state["costs"]["p1"], state["costs"]["p2"]
    if c1 == c2:  # L1067: equal costs: at random
        state["initiative"] = chance.rng("initiative").choice(list(SEATS))
        state["turn"] = state["initiative"]
        state["phase"] = "zone"
    else:
        state["chooser"] = "p1" if c1 < c2 else "p2"
    return state


def _roster(content: Mapping[str, Any] | None) -> dict[str, Card]:
    """The shipped cards plus the well-formed user deployment cards of `content` ({kind: [item, ...]})."""
    user: dict[str, Card] = {}
    items = (content or {}).get("deployment") or []
    for item in items if isinstance(items, list) else []:
        try:
            card = check_card(item)
        except ValueError:
            continue  # setup names the problem when a match uses it
        if card.id not in shipped():
            user[card.id] = card
    return {**shipped(), **user}


def _split_ids(ids: Sequence[str]) -> tuple[list[str], list[str]]:
    """Picked option ids -> (deployment card ids, command card ids): "stormtrooper#2", "cmd:brace#1"."""
    units = [i.split("#")[0] for i in ids if not i.startswith("cmd:")]
    deck = [i[4:].split("#")[0] for i in ids if i.startswith("cmd:")]
    return units, deck


def _pick_problems(
    units: list[str], deck: list[str] | None, roster: Mapping[str, Card], cap: int | None
) -> list[dict[str, Any]]:
    """Every problem of an army and its deck (None: the default deck), the army's and the deck's together; the
    points cap only when known (set-up checks it again)."""
    problems = ct.army_problems(units, roster, cap if cap is not None else 1000)
    if deck is not None:
        known = [roster[u].affiliation for u in units if u in roster]
        problems += ct.deck_problems(deck, known[0] if known else None)
    return problems


def _command_options() -> tuple[Option, ...]:
    """Each command card's copies up to its limit (L571), the cards every affiliation may use first."""
    out = []
    for c in sorted(ct.commands().values(), key=lambda c: (c.affiliation != "any", c.affiliation, c.cost, c.id)):
        only = "" if c.affiliation == "any" else f", {c.affiliation} only"
        for n in range(1, c.limit + 1):
            out.append(
                Option(
                    f"cmd:{c.id}#{n}",
                    f"{c.name} #{n} (cost {c.cost}{only})",
                    {"kind": "pick", "command": c.id},
                    group="command",
                    detail=f"{c.timing}{only}",
                    texts={
                        "label": msg("pick.command", card=flow._command_name(c), n=n, cost=c.cost),
                        "group": msg("pick.group.command"),
                        "detail": msg(f"pick.timing.{c.timing}")
                        if c.affiliation == "any"
                        else msg(
                            "pick.timing_only",
                            timing=msg(f"pick.timing.{c.timing}"),
                            only=msg(f"pick.only.{c.affiliation}"),
                        ),
                    },
                )
            )
    return tuple(out)


def public_board(state: Mapping[str, Any]) -> dict[str, Any]:
    return board_to_json(board(state))


class ImperialAssault:
    name = "ia"
    title = "Star Wars: Imperial Assault (skirmish)"
    texts = CATALOGS
    seat_spec = SeatSpec(names=SEATS)
    describe, new_help = "cmd.ia", "cmd.ia.new"
    secret_pick = SECRET_PICK
    setup_options = (
        SetupOption("army", "str", "opt.army"),
        SetupOption("builder", "choice", "opt.builder", choices=(Choice("p1", "seat.p1"), Choice("p2", "seat.p2"))),
        SetupOption("points", "int", "opt.points", default=DEFAULT_POINTS, minimum=1, maximum=200),
        SetupOption(
            "mission",
            "choice",
            "opt.mission",
            default=RANDOM_MISSION,
            choices=(
                *(Choice(m, f"mission.{m.replace('-', '_')}") for m in sorted(ct.missions())),
                Choice(RANDOM_MISSION, "mission.random"),
            ),
        ),
        SetupOption("rounds", "int", "opt.rounds", default=DEFAULT_ROUNDS, minimum=1, maximum=50),
        SetupOption(
            "deployment",
            "choice",
            "opt.deployment",
            default="players",
            choices=(Choice("players", "choice.deployment.players"), Choice("auto", "choice.deployment.auto")),
        ),
    )
    content_kinds = (
        ContentKind("deployment", "content.deployment", max_items=200, max_bytes=8_000),
        ContentKind("map", "content.map", max_items=50, max_bytes=20_000),
    )
    console_example = (
        '{"mission": "data-heist", "points": 40}',
        "docs/ia.md (armies: the secret pick or the defaults)",
    )

    def new_options(self, given: Mapping[str, JSON]) -> dict[str, JSON]:
        out: dict[str, JSON] = {"points": given.get("points") or DEFAULT_POINTS}
        out["mission"] = given.get("mission") or RANDOM_MISSION  # named in the invitation either way
        if given.get("rounds"):
            out["rounds"] = given["rounds"]
        out["deployment"] = given.get("deployment") or "players"  # L360, L1071: the players place their figures
        return out

    def setup(self, options: Mapping[str, Any], seats: Sequence[str], chance: Chance) -> dict[str, Any]:
        return initial_state(options, seats, chance)

    def prompts(self, state: Mapping[str, Any]) -> list[Prompt]:
        return flow.prompts(state)

    def act(self, state: Mapping[str, Any], seat: str, action: Mapping[str, Any], chance: Chance) -> list[Event]:
        if not isinstance(action, Mapping) or not isinstance(action.get("kind"), str):
            raise RuleError("an action is an object with a kind", code="malformed")
        try:
            return flow.act(state, seat, action, chance)
        except RuleError as err:
            _cite(err)
            raise

    def evolve(self, state: Mapping[str, Any], event: Event) -> dict[str, Any]:
        return ev.apply(state, event.kind, event.payload)

    def view(self, state: Mapping[str, Any], seat: str | None) -> dict[str, Any]:
        """Everything public; a seat's own hand; never another seat's hand or any deck's order (L471-480)."""
        v = copy.deepcopy(dict(state))
        for s, pl in v["players"].items():
            pl["deck_count"] = len(pl.pop("deck"))
            hand = pl.pop("hand")
            pl["hand_count"] = len(hand)
            if s == seat:
                pl["hand"] = hand
        v["board"] = public_board(state)
        v["cards"] = {
            cid: {
                **c.names,  # "name" and, where the card gives it, "name_ru" (pictures in the reader's language)
                "health": c.health,
                "elite": c.elite,
                "unique": c.unique,
                "speed": c.speed,
                "affiliation": c.affiliation,
            }
            for cid, c in sorted(cards(state).items())
            if any(f["card"] == cid for f in state["figures"].values())
        }
        v["seat"] = seat
        return v

    def frame_view(self, state: Mapping[str, Any]) -> dict[str, Any]:
        """An animation frame's view (docs/protocol.md), after any event: each figure's activation is a step
        (`last_move` names it; shown after its moves) and so is each attack it makes; between activations nothing
        is, so an older attack is never drawn again."""
        v = self.view(state, None)
        act = state.get("act") or {}
        figure = act.get("figure")
        if figure is None:
            v["last_move"], v["last_attack"] = None, None
            return v
        v["last_move"] = {"figure": figure, "group": act.get("group"), "round": state["round"]}
        last = v.get("last_attack")
        if not isinstance(last, Mapping) or last.get("attacker") != figure:
            v["last_attack"] = None
        return v

    def bookmark(self, kind: str, payload: Mapping[str, Any]) -> dict[str, JSON] | None:
        """Round starts for replay bookmarks (optional hook): deployment opens round 1, each status event the next
        round's activation phase (L1460, L1493); status phases run by themselves, so they get no mark."""
        if kind == "deployed":
            return {"round": 1, "phase": msg("mark.activation")}
        if kind == "status" and isinstance(payload.get("round"), int):
            return {"round": payload["round"], "phase": msg("mark.activation")}
        return None

    def outcome(self, state: Mapping[str, Any]) -> Outcome | None:
        r = state["result"]
        if r is None:
            return None
        return Outcome(tuple(r["winners"]), r["reason"], bool(r.get("draw")))

    def encode_state(self, state: Mapping[str, Any]) -> JSON:
        return state

    def decode_state(self, data: JSON) -> dict[str, Any]:
        if not isinstance(data, dict) or "figures" not in data or "map_key" not in data:
            raise ValueError("not an Imperial Assault state")
        return data

    # -- the secret pre-match pick: an army and a command deck (bot.core.declared) -------------------------------

    def read_pick(self, text: str, content: Mapping[str, Any] | None = None) -> tuple[str, JSON]:
        """ "p1: darth-vader, stormtrooper; deck: brace, brace, ..." (deck optional: the affiliation's default).
        `content`: the server's user content (bot.core.declared): its deployment cards may be named too."""
        head, _, rest = text.strip().partition(":")
        side = head.strip().lower()
        if side not in SEATS:
            seats = ", ".join(f"`{s}`" for s in SEATS)  # typed as is
            raise RuleError(
                f"start with the seat ({', '.join(SEATS)}), e.g. p1: darth-vader, stormtrooper",
                code="malformed",
                text={"game": "ia", **msg("pick.seat", seats=seats, example="p1: darth-vader, stormtrooper")},
            )
        units_text, _, deck_text = rest.partition(";")
        units = [u.strip().lower() for u in units_text.split(",") if u.strip()]
        deck: list[str] | None = None
        if deck_text.strip():
            label, _, names = deck_text.partition(":")
            if label.strip().lower() != "deck":
                raise RuleError(
                    "after the units, write '; deck: card, card, ...'",
                    code="malformed",
                    text={"game": "ia", **msg("pick.deck", example="; deck: card, card, ...")},
                )
            deck = [c.strip().lower() for c in names.split(",") if c.strip()]
            if deck == ["default"]:
                deck = None
        return side, self._checked_pick(units, deck, _roster(content))

    def _checked_pick(self, units: list[str], deck: list[str] | None, roster: Mapping[str, Card]) -> JSON:
        problems = _pick_problems(units, deck, roster, None)
        if problems:
            english, said = _problems(problems)
            raise RuleError(english, code="malformed", text={"game": "ia", **said})
        return {"units": units, "deck": deck}

    def pick_options(self, side: str, content: Mapping[str, Any] | None = None) -> tuple[Option, ...]:
        """Deployment cards (grouped by affiliation), then command cards (L567-571), each copy an option up to its
        limit. No command card picked: the affiliation's default deck; else exactly the 15 picked."""
        return self._unit_options(content) + _command_options()

    def pick_tally(
        self, side: str, ids: Sequence[str], options: Mapping[str, Any], content: Mapping[str, Any] | None = None
    ) -> JSON:
        """The running total while picking: deployment cards and points against the cap, command cards and their
        cost against 15/15 (L569-570), and what is still wrong, each problem by name."""
        roster = _roster(content)
        units, deck = _split_ids(ids)
        known = [u for u in units if u in roster]
        points = sum(roster[u].cost for u in known)
        limit = options.get("points")
        cap = limit if isinstance(limit, int) and not isinstance(limit, bool) else DEFAULT_POINTS
        commands = ct.commands()
        cost = sum(commands[c].cost for c in deck if c in commands)
        problems = _pick_problems(units, deck or None, roster, cap)
        return msg(
            "pick.tally_deck" if deck else "pick.tally_default",
            units=len(units),
            points=points,
            limit=cap,
            cards=len(deck),
            size=ct.DECK_SIZE,
            cost=cost,
            max_cost=ct.DECK_COST,
            problems=msg("pick.problems", problems=ct.problems_text(problems)) if problems else msg("pick.ready"),
        )

    def _unit_options(self, content: Mapping[str, Any] | None) -> tuple[Option, ...]:
        out = []
        for card in sorted(
            _roster(content).values(), key=lambda c: (c.id not in shipped(), c.affiliation, -c.cost, c.id)
        ):
            copies = ct.COPIES["unique" if card.unique else "elite" if card.elite else "regular"]
            for n in range(1, copies + 1):
                out.append(
                    Option(
                        f"{card.id}#{n}",
                        f"{card.label} #{n} ({card.cost} points)",
                        {"kind": "pick", "card": card.id},
                        group=card.affiliation,
                        texts={
                            "label": msg("pick.card", card=flow._card_label(card), n=n, cost=card.cost),
                            "group": msg(f"pick.group.{card.affiliation}"),
                        },
                    )
                )
        return tuple(out)

    def pick_value(self, side: str, ids: Sequence[str], content: Mapping[str, Any] | None = None) -> JSON:
        known = {o.id for o in self.pick_options(side, content)}
        bad = [i for i in ids if i not in known]
        if bad:
            raise RuleError(f"not offered: {', '.join(bad[:5])}", code="malformed")
        units, deck = _split_ids(ids)
        return self._checked_pick(units, deck or None, _roster(content))

    # -- user content ------------------------------------------------------------------------------------------

    def check_content(self, kind: str, data: JSON) -> tuple[str, JSON]:
        return check_content(kind, data)


GAME = ImperialAssault()
