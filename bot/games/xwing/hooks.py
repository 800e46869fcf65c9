"""Ability hooks: named timing windows that pilot, upgrade and damage-card abilities subscribe to.

The core rules use the same windows (focus, evade and target-lock spending are effects offered in the
modification windows), so card abilities plug in beside them instead of being special cases in the flow.
Three kinds of subscriber (see docs/xwing-rules-engine.md for the list of windows and their context):

- modifiers  `fn(state, ctx, value) -> value`  — pure adjustments of a number or a flag (pilot skill, agility,
  attack dice count, maneuver difficulty, whether a target is legal, ...).
- triggers   `fn(flow, ctx) -> None`           — things that happen at a moment (after a maneuver, when a damage card
  is dealt, at the start of combat, in the end phase, ...); they act only through `flow.emit(...)`, may roll
  dice with `flow.chance`, and may queue a decision with `flow.offer_free_action(...)`.
- providers  `fn(state, ctx) -> list[Effect]`  — optional effects a seat may choose in a window (modify attack or
  defense dice, extra actions in the action step). Chosen effects run `effect.apply(flow, action)`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.games.xwing.state import Attack, attack, attack_of

if TYPE_CHECKING:
    from bot.games.xwing.flow import Flow

State = dict[str, Any]
Ctx = dict[str, Any]

# Value windows (modifiers)
PILOT_SKILL = "pilot_skill"  # ctx {ship}; value int
ATTACK_VALUE = "attack_value"  # ctx {ship}; primary weapon value
AGILITY = "agility"  # ctx {ship}
ATTACK_DICE = "attack_dice"  # ctx {attack}; number of attack dice after range bonus
DEFENSE_DICE = "defense_dice"  # ctx {attack}; number of defense dice after range/obstruction bonus
MANEUVER_DIFFICULTY = "maneuver_difficulty"  # ctx {ship, maneuver}; "green"|"white"|"red"
CAN_TARGET = "can_target"  # ctx {attacker, defender}; bool
CAN_ACT = "can_act"  # ctx {ship, action}; bool (e.g. Damaged Sensor Array forbids action-bar actions)
ALLOW_EFFECT = "allow_effect"  # ctx {attack, effect, seat}; bool: a card may forbid an offered dice effect
VICTORY = "victory"  # ctx {}; value None or [winner, reason]: missions replace the standard result
FLEE = "flee"  # ctx {ship, edge}; "destroyed" (the rule) or "escaped" (a mission exit: out of play, not destroyed)
DIAL = "dial"  # ctx {ship}; list of maneuver ids the ship may be given now (e.g. a speed limit)
DEPLOY = "deploy"  # ctx {ship, pose}; the reason a placement is illegal, or None (missions: other zones)
# ctx {ship}; {"rows": [[y, heading], ...], "text": prompt key}: where the deploy prompt suggests spots (missions whose
# zone is not the owner's edge move them so the options and the deadline default stay legal)
DEPLOY_ROWS = "deploy_rows"
NEXT_DECISION = "next_decision"  # ctx {point: "setup"|"activation"|"end"}; a pending decision to ask before moving on
WEAPONS = "weapons"  # ctx {attacker, defender, primary}; legal secondary-weapon attacks (cards module)
# Trigger windows
SETUP_DONE = "setup_done"
PLANNING_START = "planning_start"
AFTER_REVEAL = "after_reveal"  # ctx {ship, maneuver}
ATTACK_DECLARED = "attack_declared"  # ctx {attack}; a secondary weapon pays its costs (lock, discard) here
AFTER_MANEUVER = "after_maneuver"  # ctx {ship, maneuver, difficulty, bumped, obstacles_hit}
AFTER_ACTION = "after_action"  # ctx {ship, action}
COMBAT_START = "combat_start"
AFTER_ATTACK_ROLL = "after_attack_roll"  # ctx {attack}
AFTER_DEFENSE_ROLL = "after_defense_roll"  # ctx {attack}
COMPARE_RESULTS = "compare_results"  # ctx {attack}; cancel effects run here, before evades cancel
DAMAGE_DEALT = "damage_dealt"  # ctx {ship, card, faceup, source}; card None for shields
AFTER_ATTACK = "after_attack"  # ctx {attack}
SHIP_DESTROYED = "ship_destroyed"  # ctx {ship, reason}
END_PHASE = "end_phase"
# Provider windows
PERFORM_ACTION = "perform_action"  # ctx {ship, free}; extra action effects (card actions)
MODIFY_ATTACK_DICE = "modify_attack_dice"  # ctx {attack, seat}; defender's seat asked first, then attacker's
MODIFY_DEFENSE_DICE = "modify_defense_dice"  # ctx {attack, seat}; attacker's seat first, then defender's

MODIFIER_WINDOWS = (
    PILOT_SKILL,
    ATTACK_VALUE,
    AGILITY,
    ATTACK_DICE,
    DEFENSE_DICE,
    MANEUVER_DIFFICULTY,
    CAN_TARGET,
    CAN_ACT,
    ALLOW_EFFECT,
    WEAPONS,
    VICTORY,
    FLEE,
    DIAL,
    DEPLOY,
    DEPLOY_ROWS,
    NEXT_DECISION,
)
TRIGGER_WINDOWS = (
    SETUP_DONE,
    PLANNING_START,
    AFTER_REVEAL,
    ATTACK_DECLARED,
    AFTER_MANEUVER,
    AFTER_ACTION,
    COMBAT_START,
    AFTER_ATTACK_ROLL,
    AFTER_DEFENSE_ROLL,
    COMPARE_RESULTS,
    DAMAGE_DEALT,
    AFTER_ATTACK,
    SHIP_DESTROYED,
    END_PHASE,
)
COMBAT_ALTERNATIVES = "combat_alternatives"  # ctx {ship}; things a ship may do instead of attacking (scan)
PROVIDER_WINDOWS = (PERFORM_ACTION, MODIFY_ATTACK_DICE, MODIFY_DEFENSE_DICE, COMBAT_ALTERNATIVES)

Modifier = Callable[[State, Ctx, Any], Any]
# (state, ship id) -> whether a modifier may change anything for that ship: False only where it surely returns the
# value it is given, whatever the rest of the context (Hooks.ship_values asks once per ship, not per context).
Applies = Callable[[State, str], bool]
Trigger = Callable[["Flow", Ctx], None]
Provider = Callable[[State, Ctx], list["Effect"]]


@dataclass(frozen=True)
class Effect:
    """An optional effect a seat may use now. `options` are the concrete choices to offer (each payload is
    merged into {"kind": <kind>, "effect": id}); `apply(flow, action)` performs it and validates free-form input.
    `counts_as` names the action for the once-per-round rule when the effect is an action."""

    id: str
    label: str
    seat: str
    apply: Callable[[Flow, dict[str, Any]], None]
    options: tuple[tuple[str, str, dict[str, Any]], ...] = ()  # (id suffix, label, payload); () = one plain option
    counts_as: str | None = None
    # A standing choice: returns the payload to use without asking (None: ask the player).
    auto: Callable[[State], dict[str, Any] | None] | None = None
    # localizable labels (bot/core/texts.py messages): "" = the effect's own label, else an option's id suffix
    texts: dict[str, Any] = field(default_factory=dict)


@dataclass
class Hooks:
    modifiers: dict[str, list[Modifier]] = field(default_factory=dict)
    triggers: dict[str, list[Trigger]] = field(default_factory=dict)
    providers: dict[str, list[Provider]] = field(default_factory=dict)
    applies: dict[Modifier, Applies] = field(default_factory=dict)  # modifiers that told which ships they touch

    def copy(self) -> Hooks:
        """An independent registry with the same subscribers (for a variant or a test that adds abilities)."""
        return Hooks(
            {k: list(v) for k, v in self.modifiers.items()},
            {k: list(v) for k, v in self.triggers.items()},
            {k: list(v) for k, v in self.providers.items()},
            dict(self.applies),
        )

    def modifier(self, window: str, applies: Applies | None = None) -> Callable[[Modifier], Modifier]:
        """Registers a modifier of `window`; `applies` (optional) tells the ships it may change anything for."""
        register = self._reg(self.modifiers, MODIFIER_WINDOWS, window)
        if applies is None:
            return register

        def deco(fn: Modifier) -> Modifier:
            self.applies[fn] = applies
            return register(fn)

        return deco

    def trigger(self, window: str) -> Callable[[Trigger], Trigger]:
        return self._reg(self.triggers, TRIGGER_WINDOWS, window)

    def provider(self, window: str) -> Callable[[Provider], Provider]:
        return self._reg(self.providers, PROVIDER_WINDOWS, window)

    @staticmethod
    def _reg(table: dict[str, list[Any]], known: tuple[str, ...], window: str) -> Callable[[Any], Any]:
        if window not in known:
            raise ValueError(f"unknown hook window {window!r}; known: {', '.join(known)}")

        def deco(fn: Any) -> Any:
            table.setdefault(window, []).append(fn)
            return fn

        return deco

    def value(self, window: str, state: State, ctx: Ctx, value: Any) -> Any:
        for fn in self.modifiers.get(window, ()):
            value = fn(state, ctx, value)
        return value

    def ship_values(self, window: str, state: State, sid: str, asks: list[tuple[Ctx, Any]]) -> list[Any]:
        """`value(window, state, ctx, value)` for each (ctx, value) of `asks`, all about ship `sid`, leaving out
        the modifiers whose `applies` says they change nothing for that ship (asked once, not per context): a
        planning prompt asks the difficulty of every maneuver of a dial, and the card effects that may change one
        (R2 Astromech, Damaged Engine, ions) concern few ships."""
        mods = self.ship_modifiers(window, state, sid)
        out = []
        for ctx, value in asks:
            for fn in mods:
                value = fn(state, ctx, value)
            out.append(value)
        return out

    def ship_modifiers(self, window: str, state: State, sid: str) -> list[Modifier]:
        """The modifiers of `window` that may change anything for ship `sid` (all those without an `applies`):
        none, and every value asked about that ship is the value given."""
        return [fn for fn in self.modifiers.get(window, ()) if (a := self.applies.get(fn)) is None or a(state, sid)]

    def fire(self, window: str, flow: Flow, ctx: Ctx) -> None:
        for fn in self.triggers.get(window, ()):
            fn(flow, ctx)

    def effects(self, window: str, state: State, ctx: Ctx) -> list[Effect]:
        out: list[Effect] = []
        for fn in self.providers.get(window, ()):
            out.extend(fn(state, ctx))
        return out


# Decisions added by cards or missions: pending kind -> (prompts(state, hooks, pending), handle(flow, seat, action)).
# The handler must clear or replace the pending decision (flow.wait).
EXTRA_DECISIONS: dict[str, tuple[Callable[..., Any], Callable[..., None]]] = {}


def role(state: State, seat: str) -> str:
    """Whose side of the current attack a seat is on: "attacker", "defender", or the seat itself (a third seat)."""
    a = attack(state)
    if state["ships"][a["attacker"]]["seat"] == seat:
        return "attacker"
    if state["ships"][a["defender"]]["seat"] == seat:
        return "defender"
    return seat


def attack_in(ctx: Ctx) -> Attack:
    """The attack a hook's context carries (windows marked "ctx {attack}"), typed."""
    return attack_of(ctx["attack"])


def used(a: Attack, side: str, effect_id: str) -> bool:
    """Whether `side` ("attacker"/"defender") already used `effect_id` in this attack. The attack's `used` list
    holds "<side>:<effect id>": the two sides' effects are separate even under one id ("focus"), since each spends
    its own tokens (RU L545, L581). A bare id is from an attack stored before sides were recorded: it counts for
    both, as it did then."""
    return f"{side}:{effect_id}" in a["used"] or effect_id in a["used"]


HOOKS = Hooks()  # the match's registry; the core effects in bot.games.xwing.core_effects register here
