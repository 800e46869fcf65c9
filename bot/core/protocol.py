"""The game protocol: one shape for every game (see docs/protocol.md).

A game module is pure and deterministic: no asyncio, no discord, no sqlite, no PIL, no clock and no global
randomness. All chance comes from the `Chance` handed to `setup` and `act`, keyed by a stable name of the game
step, so replaying or redoing a step yields the same dice.

States, actions, events and views are plain JSON-compatible data (dicts, lists, str, int, float, bool, None)
so the engine can store them, hash them and ship them to adapters without knowing the game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal, Protocol, runtime_checkable

from bot.core import canonical
from bot.core.chance import Chance

JSON = Any  # a JSON-compatible value; kept loose on purpose, games validate their own payloads
State = Any  # game-defined; must round-trip through Game.encode_state / Game.decode_state
Action = dict[str, Any]  # always has "kind"; the rest is validated by the game
View = dict[str, Any]

PUBLIC = "public"  # Event.visibility for events everyone may see
# Event.visibility for events no seat may see (stored for replay only), e.g. a card set aside unseen by its owner
SEALED = "sealed"


class RuleError(Exception):
    """An illegal action. `message` is for the player; `rule` names the rule (e.g. "X-Wing p.12, Stress")."""

    def __init__(
        self, message: str, rule: str | None = None, *, code: str = "illegal", text: Mapping[str, Any] | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.code = code
        self.text = text  # optional localizable version of `message`: {"key", "params"} (bot/core/texts.py)

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})" if self.rule else self.message


@dataclass(frozen=True)
class Option:
    """One legal choice of a prompt. `action` is exactly what to pass to `Game.act` when it is picked."""

    id: str
    label: str
    action: Action
    group: str | None = None  # for grouping in a UI, e.g. a maneuver's speed
    style: str | None = None  # a hint for adapters: "green", "white", "red", "danger", ...
    detail: str | None = None  # a longer description (select option description, tooltips)
    # localizable versions of label/group/detail: {"label": {"key": ..., "params": {...}}} (bot/core/texts.py)
    texts: Mapping[str, JSON] = field(default_factory=dict)

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {
            "id": self.id,
            "label": self.label,
            "action": dict(self.action),
            "group": self.group,
            "style": self.style,
            "detail": self.detail,
        }
        if self.texts:
            out["texts"] = dict(self.texts)
        return out

    @cached_property
    def canonical(self) -> str:
        """`canonical.dumps(self.to_json())`, kept on the option: a game that shares option objects across builds
        (X-Wing's memos) has each dumped once, for every prompt and stored match that offers it (the engine stores
        the open prompts beside the state: bot/engine/stored_prompts.py). An option is never changed once built."""
        return canonical.dumps(self.to_json())

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Option:
        return cls(
            id=data["id"],
            label=data["label"],
            action=dict(data["action"]),
            group=data.get("group"),
            style=data.get("style"),
            detail=data.get("detail"),
            texts=dict(data.get("texts") or {}),
        )


@dataclass(frozen=True)
class Prompt:
    """Who must decide what now.

    `options` is None when the choice cannot be enumerated (e.g. an exact slide offset); `act` then validates
    whatever payload comes. `default` is the action applied when the deadline passes (None: the deadline policy
    must pause or forfeit instead). `key` identifies the decision step stably (timers and reminders use it).
    Several prompts may be open at once (simultaneous secret picks).
    """

    seat: str
    kind: str
    text: str
    key: str
    options: tuple[Option, ...] | None = None
    secret: bool = False
    default: Action | None = None
    min_choices: int = 1
    max_choices: int = 1
    context: Mapping[str, JSON] = field(default_factory=dict)  # e.g. {"ship": "luke"} for adapters

    def option(self, option_id: str) -> Option | None:
        for opt in self.options or ():
            if opt.id == option_id:
                return opt
        return None

    def to_json(self) -> dict[str, JSON]:
        out = self.frame_json()
        if self.options is not None:
            out["options"] = [o.to_json() for o in self.options]
        return out

    def frame_json(self) -> dict[str, JSON]:
        """`to_json()` with `"options": None`: the frame the options' kept texts are spliced into."""
        return {
            "seat": self.seat,
            "kind": self.kind,
            "text": self.text,
            "key": self.key,
            "options": None,
            "secret": self.secret,
            "default": None if self.default is None else dict(self.default),
            "min_choices": self.min_choices,
            "max_choices": self.max_choices,
            "context": dict(self.context),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Prompt:
        options = data.get("options")
        return cls(
            seat=data["seat"],
            kind=data["kind"],
            text=data["text"],
            key=data["key"],
            options=None if options is None else tuple(Option.from_json(o) for o in options),
            secret=bool(data.get("secret", False)),
            default=data.get("default"),
            min_choices=data.get("min_choices", 1),
            max_choices=data.get("max_choices", 1),
            context=dict(data.get("context") or {}),
        )


@dataclass(frozen=True)
class Event:
    """Something that happened. `visibility` is PUBLIC, the one seat allowed to see it (secret picks) or SEALED
    (nobody: the engine stores it so the state rebuilds, and shows it to no seat)."""

    kind: str
    payload: Mapping[str, JSON] = field(default_factory=dict)
    visibility: str = PUBLIC

    def to_json(self) -> dict[str, JSON]:
        return {"kind": self.kind, "payload": dict(self.payload), "visibility": self.visibility}

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Event:
        return cls(kind=data["kind"], payload=data.get("payload", {}), visibility=data.get("visibility", PUBLIC))


@dataclass(frozen=True)
class Outcome:
    winners: tuple[str, ...]  # seats; empty with draw=True for a draw
    reason: str
    draw: bool = False

    def to_json(self) -> dict[str, JSON]:
        return {"winners": list(self.winners), "reason": self.reason, "draw": self.draw}

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Outcome:
        return cls(winners=tuple(data["winners"]), reason=data["reason"], draw=bool(data.get("draw", False)))


@dataclass(frozen=True)
class SeatSpec:
    """The seats a game offers, e.g. ("rebel", "imperial")."""

    names: tuple[str, ...]
    min_players: int = 2
    max_players: int = 2


OptionType = Literal["int", "float", "bool", "str", "choice"]


@dataclass(frozen=True)
class Choice:
    """One value of a "choice" creation option; `label` is a message key (the game's texts, then the shared ones)."""

    value: str
    label: str


@dataclass(frozen=True)
class SetupOption:
    """One creation option of a game, as a player gives it when challenging (`/<game> new`, the console's help).

    `help` is a message key. `default` None: optional, left out when not given. `Game.new_options` (optional, see
    bot/core/declared.py) turns the given values into the options `setup` takes; without it they pass unchanged.
    `example`: a value for the console help's example (for text options, which have no value to show otherwise).
    """

    name: str
    type: OptionType
    help: str
    default: JSON = None
    choices: tuple[Choice, ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    required: bool = False
    example: JSON = None


@dataclass(frozen=True)
class SecretPick:
    """A secret pre-match choice each side makes privately (an X-Wing squad, an army, a deck).

    Each side gives it either as text (`paste`: the creation option carrying it, read by `Game.read_pick`) or by
    picking from an enumerated list (`build`: the creation option naming the side to build for, offered by
    `Game.pick_options(side)`, up to `max_picks`, turned into the value by `Game.pick_value`). The values of both
    sides end up in the setup option `option` as {side: value}. The other fields are message keys of the texts
    an adapter shows around it (the game's texts, then the shared ones).
    """

    option: str
    paste: str
    build: str
    max_picks: int
    pick_text: str  # "Pick your squad"
    picked_text: str  # "Squad chosen"
    paste_title: str  # title of the form where the opponent pastes theirs
    paste_label: str
    waiting_text: str  # "{who} gives theirs on accepting"
    bad_text: str  # "That is not a valid squad: {reason}"


@dataclass(frozen=True)
class ContentKind:
    """A kind of content that players add from their own copies of a game (an SWM character card, an IA deployment
    card or map, a Starfighter card): validated JSON stored per server, copied into a match's setup options when it
    is created (so a replay never depends on what the server's store holds later). See docs/protocol.md, "User
    content". `help` is a message key saying what the item is and where its fields come from; the limits bound
    what one server may store."""

    name: str  # "character"; unique within the game
    help: str
    max_items: int = 200  # per server and kind
    max_bytes: int = 20_000  # one item, as compact JSON


@runtime_checkable
class Game(Protocol):
    """What every game module exposes (as module-level functions or an object)."""

    name: str  # short id used in commands and the database: "xwing", "ti4"
    title: str
    seat_spec: SeatSpec

    def setup(self, options: Mapping[str, JSON], seats: Sequence[str], chance: Chance) -> State:
        """A new match. Raises RuleError for bad options."""
        ...

    def prompts(self, state: State) -> list[Prompt]: ...

    def act(self, state: State, seat: str, action: Action, chance: Chance) -> list[Event]:
        """Validate `action` by `seat`; raise RuleError if illegal; otherwise return the events (dice inside)."""
        ...

    def evolve(self, state: State, event: Event) -> State:
        """Apply one event. Pure: must not mutate `state`, must not roll dice."""
        ...

    def view(self, state: State, seat: str | None) -> View:
        """What `seat` (None: a spectator) may see. Never contains another seat's secrets."""
        ...

    def outcome(self, state: State) -> Outcome | None: ...

    def encode_state(self, state: State) -> JSON: ...

    def decode_state(self, data: JSON) -> State: ...
