# The quick tools (bot/quick): /roll, /odds, /range, the sandbox and the console's roll/odds/sandbox.
# Keys are dotted in code (bot/quick/texts.py Phrase), dashed here (docs/texts.md).

## joining parts, numbers, signs
join = { $a }{ $sep }{ $b }
decimal1 = { NUMBER($x, minimumFractionDigits: 1, maximumFractionDigits: 1) }
decimal3 = { NUMBER($x, minimumFractionDigits: 3, maximumFractionDigits: 3) }
signed-plus = +{ $n }
signed-minus = -{ $n }
mm = { NUMBER($x, minimumFractionDigits: 1, maximumFractionDigits: 1) } mm
point = ({ $x }, { $y })
pose = ({ $x }, { $y }, { $heading }°)
none = none
verify = verify
verification = seed { $seed } · keys { $keys }
error = { $message }. Example: `{ $example }`

## what a request counts
what-attack_dice = attack dice
what-defense_dice = defense dice
what-evade_tokens = evade tokens
what-focus_attack = the attacker's focus
what-focus_defense = the defender's focus
what-lock = the lock
what-range = range
what-pierce = pierce
what-dice = dice
what-units = units
count-hit = { $n ->
    [one] { $n } hit
   *[other] { $n } hits
}

## refusals
err-long_number = the number { $number } has { $digits } digits; numbers here have at most { $limit } digits
err-too_few = { $what }: at least { $minimum } please (got { $n })
err-too_many = { $what }: { $n } is too many — I roll at most { $maximum } at once, sorry
err-twice = { $what } given twice
err-empty_request = empty request: say which dice to roll
err-evade_side = evade tokens belong to the defender: put them after the green dice
err-number_then_colour = a number must be followed by red or green (got '{ $got }')
err-number_first = how many '{ $word }' dice? Put the number first
err-token_side = '{ $token }' needs a side: write it after the red or the green dice
err-lock_side = a target lock belongs to the attacker: put it after the red dice
err-at_most_evades = at most { $n } evade tokens
err-range_band = range must be 1, 2 or 3
err-unknown_word = I don't understand '{ $word }'
err-no_dice = say how many red (attack) or green (defense) dice to roll
err-range_without_dice = range { $band } changes the { $what }, but none are rolled
err-obstructed_without_defense = obstruction adds a defense die, but no defense dice are rolled
err-rerolls_per_side = rerolls per side: 1 to { $n }
err-dice_data = the dice data is incomplete ({ $die })
err-ti4_flagship_faction = a flagship needs its faction: { $factions }
err-ti4_no_combat = { $unit } has no combat value; roll its dice as e.g. 1x 6
err-ti4_value_after_x = after 'x' give the combat value
err-ti4_unknown_unit = I don't know the unit '{ $word }'; units: { $units }
err-ti4_nothing = say what to roll: a number of dice and a combat value, or a fleet
err-ti4_modifier = a modifier beyond ±10 makes every die hit or miss anyway
err-ti4_combat_value = a combat value is 1-10 (got { $value })
err-swm_shape = give the attack bonus and the defense, like +8 vs 16
err-needs_number = '{ $word }' needs a number
err-swm_bounds = attack must be -50..100 and defense 0..100
err-swm_damage_bounds = damage at most 1000 and at most 20 helpers
err-number_then_ia_colour = a number must be followed by a die colour (got '{ $got }')
err-ia_unknown_word = I don't understand '{ $word }'; dice are { $dice }
err-ia_no_dice = name at least one die
err-empty_expression = empty expression
err-unknown_game = unknown game { $game }; choose one of { $games }, or roll a dice expression such as 3d6+2
err-nesting = the expression nests parentheses { $depth } deep; the limit is { $limit }
err-terms = the expression has { $terms } terms; the limit is { $limit }
err-expression_at = cannot read the expression from character { $at } on ('{ $piece }'); { $grammar }
err-expression_ends = the expression ends too early; { $grammar }
expression-grammar = it may hold dice (4d6, d20, d%), numbers, + - * / and parentheses; after dice kh/kl keep the highest/lowest, ph/pl or dh/dl drop them, rr/ro reroll, ra reroll and add, e explodes, mi/ma set a minimum/maximum; adv or dis at the end
err-nested_too_deeply = the expression is nested too deeply
err-no_dice_in_expression = no dice in that expression
err-sides = a die needs 1 to { $maximum } sides (got '{ $die }')
err-advantage = advantage needs a single d20 in the expression
err-too_many_rolls = that would roll more than { $n } dice
err-cannot_roll = cannot roll that ('{ $why }')
err-odds_both_sides = give both sides: the red dice and the green dice (0 green for none)
err-odds_attack_dice = { $n } attack dice is beyond /odds (max { $maximum })
err-odds_defense_dice = { $n } defense dice is beyond /odds (max { $maximum })
err-range_gone = { $ship } is no longer on the table
err-range_no_ship = no ship '{ $ship }' in this match (ships: { $ships })
err-range_xwing_only = /range works in X-Wing matches
err-range_same_ship = name two different ships
err-sandbox_state = not a sandbox table state
err-sandbox_no_ship = no ship '{ $ship }' on the table (ships: { $ships })
err-sandbox_id = an id is 1-20 letters, digits, '-' or '_' starting with a letter or digit: '{ $id }'
err-sandbox_id_taken = '{ $id }' is already on the table; pick another id
err-sandbox_number = { $what } must be a number (got '{ $got }')
err-sandbox_between = { $what } must be between { $lo } and { $hi } (got '{ $got }')
err-sandbox_type = name the ship type
err-sandbox_base = base must be small or large (got '{ $got }')
err-sandbox_asteroid = unknown asteroid '{ $shape }'; known: { $known }
err-sandbox_nothing = nothing called '{ $id }' on the table
err-sandbox_maneuver = '{ $maneuver }' is not a maneuver: a speed and a bearing, e.g. 2 bank left, 1 turn right, 4 koiogran
err-sandbox_roll_side = barrel roll left or right (got '{ $got }')
err-sandbox_roll = cannot barrel roll like that ('{ $why }')
err-usage = write it as `{ $usage }`
err-needs_value = '{ $word }' needs a value
err-empty_command = empty command; try help
err-unknown_command = unknown sandbox command '{ $command }'; commands: { $commands }
err-place_where = say where: 'at <x> <y>' or 'near <ship> forward <mm> right <mm>'
err-expected_number = expected a number, got '{ $got }'

## heavy calculations (bot/quick/workers.py)
heavy-per_user = you already have { $running ->
    [one] { $running } heavy calculation
   *[other] { $running } heavy calculations
} running; the limit is { $limit } per user at a time: wait for it to finish
heavy-total = the bot is running { $running } heavy calculations, its limit at a time; try again in a minute
heavy-time = the calculation took longer than its limit of { $seconds } s and was stopped; try smaller fleets
heavy-memory = the calculation needed more than its memory limit of { $mb } MB and was stopped; try smaller fleets
heavy-died = the calculation stopped unexpectedly (worker exit code { $code })

## titles and field names
title-roll = Roll: { $rolled }
title-xwing_roll = X-Wing roll: { $rolled }
title-ti4_roll = TI4 combat roll: { $rolled }
title-ia_roll = Imperial Assault roll: { $rolled }
title-swm_attack = Star Wars Miniatures attack: { $rolled }
title-odds = X-Wing odds: { $attack }
title-range = Range: { $a } ↔ { $b }
field-dice = Dice
field-attack = Attack
field-defense = Defense
field-attack_dice = Attack ({ $n } red)
field-defense_dice = Defense ({ $n } green)
field-attack_total = Attack total
field-defense_total = Defense total
field-damage = Damage
field-expected_damage = Expected damage
field-at_least = At least
field-any_crit = Any crit
field-policy = Policy
field-range_bonus = Range bonus
field-range = Range
field-roll = Roll
field-modifier = Modifier
field-modifications = Modifications
field-combined_fire = Combined fire
field-pierce = Pierce
field-ti4_group = { $group } (hits on { $value }+)
field-from = From
field-to = To
field-would_end = Would end
field-ships = Ships
field-asteroids = Asteroids

## X-Wing dice
face-hit = hit
face-crit = crit
face-focus = focus
face-blank = blank
face-evade = evade
die-token = { $die } (token)
die-cancelled = ~~{ $die }~~
change = { $before } → { $after }
bonus-range1 = range 1: +1 attack die
bonus-range3 = range 3: +1 defense die
bonus-obstructed = obstructed: +1 defense die
note-attacker_rerolls = attacker rerolls { $change }
note-attacker_lock = attacker spends the lock: rerolls { $change }
note-attacker_keeps_lock = attacker keeps the lock: no die left that may be rerolled
note-attacker_focus = attacker spends focus: { $n } focus → { $n ->
    [one] { $n } hit
   *[other] { $n } hits
}
note-attacker_keeps_focus = attacker keeps focus: no focus results
note-defender_rerolls = defender rerolls { $change }
note-defender_focus = defender spends focus: { $n } focus → { $n ->
    [one] { $n } evade
   *[other] { $n } evades
}
note-defender_keeps_focus = defender keeps focus: not needed
note-defender_keeps_focus_none = defender keeps focus: no focus results
note-defender_evade = defender spends an evade token: +1 evade
note-defender_keeps_evades = defender keeps { $n ->
    [one] { $n } evade token
   *[other] { $n } evade tokens
}: not needed
summary-lands = { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
} + { $crits ->
    [one] { $crits } crit
   *[other] { $crits } crits
} land after { $evades ->
    [one] { $evades } evade
   *[other] { $evades } evades
}
summary-miss = miss: { $evades ->
    [one] { $evades } evade cancels
   *[other] { $evades } evades cancel
} everything
summary-attack = { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
}, { $crits ->
    [one] { $crits } crit
   *[other] { $crits } crits
} ({ $focus } focus, { $blanks ->
    [one] { $blanks } blank
   *[other] { $blanks } blanks
})
summary-defense = { $evades ->
    [one] { $evades } evade
   *[other] { $evades } evades
} ({ $focus } focus, { $blanks ->
    [one] { $blanks } blank
   *[other] { $blanks } blanks
})

## /odds
odds-share = { $damage }: { $pct }
odds-at_least = ≥{ $n }: { $pct }
pct = { NUMBER($x, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
pct_below = <{ NUMBER($x, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
odds-expected = { $damage } (crits { $crits })
odds-policy = rerolls and the lock reroll blanks (and focus without a focus token); tokens spent when they help

## TI4 dice
ti4-rolled = { $dice } → { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
}
ti4-modifier = { $modifier } to every result
ti4-units = { $n } { $unit }
unit-flagship = { $name } (flagship)

## Star Wars Miniatures
swm-roll = d20 = { $natural }, { $attack } → { $total }
swm-defense_cover = { $defense } (includes +{ $cover } cover)
swm-helpers = { $n ->
    [one] { $n } helper
   *[other] { $n } helpers
}: +{ $bonus } attack
swm-damage_doubled = { $damage } (critical: doubled)
swm-damage_droid = { $damage } (droid: a critical is not doubled)
swm-natural20 = natural 20: automatic hit, critical
swm-natural1 = natural 1: automatic miss
swm-hit = hit ({ $total } ≥ { $defense })
swm-miss = miss ({ $total } < { $defense })
swm-summary_damage = { $outcome }, { $damage } damage

## Imperial Assault
ia-colour-red = red
ia-colour-blue = blue
ia-colour-green = green
ia-colour-yellow = yellow
ia-colour-black = black
ia-colour-white = white
ia-sym-blank = blank
ia-sym-accuracy = acc { $n }
ia-sym-damage = { $n ->
    [one] dmg
   *[other] { $n } dmg
}
ia-sym-surge = { $n ->
    [one] surge
   *[other] { $n } surge
}
ia-sym-block = { $n ->
    [one] block
   *[other] { $n } block
}
ia-sym-evade = { $n ->
    [one] evade
   *[other] { $n } evade
}
ia-sym-dodge = dodge
ia-die = { $colour }: { $face }
ia-attack_total = { $damage } damage, { $surges ->
    [one] { $surges } surge
   *[other] { $surges } surges
}, accuracy { $accuracy }
ia-blocks = { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
}, { $evades ->
    [one] { $evades } evade
   *[other] { $evades } evades
}
ia-with_dodge = { $shown }, dodge
ia-with_dodge_miss = { $shown }, dodge (the attack misses)
ia-dodge = dodge
ia-short = accuracy { $accuracy } < range { $range }
ia-miss = miss ({ $why })
ia-hits = { $damage } damage, { $surges ->
    [one] { $surges } surge
   *[other] { $surges } surges
} to spend
ia-in_range = { $shown } (accuracy { $accuracy } ≥ range { $range })
ia-pierce = { $pierce }: ignores { $ignored } of { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
}

## range checks (/range, sandbox check)
range-band = range { $band }
range-beyond3 = beyond 3
range-beyond_range3 = beyond range 3
range-summary = { $a } and { $b }: { $range }
range-summary_touching = { $a } and { $b }: { $range } (bases touch)
range-measured = { $band } ({ $mm }, closest points { $start } → { $end })
range-not_in_arc = not in arc
range-in_arc_beyond = in arc, beyond range 3 ({ $mm })
range-in_arc = in arc, range { $band } ({ $mm })
range-obstructed_by = obstructed by { $obstacles } (+1 defense die)
range-bonus1 = +1 attack die at range 1
range-bonus3 = +1 defense die at range 3
range-touching = but the bases touch: no attack
range-on_obstacle = but it sits on { $obstacles }: no attack

## the sandbox
base-small = small
base-large = large
side-left = left
side-right = right
edge-bottom = bottom
edge-top = top
edge-left = left
edge-right = right
colour-green = green
colour-white = white
colour-red = red
sandbox-help = Sandbox commands (distances in mm, headings in degrees; 0° faces the far edge):
    `place <id> <type> at <x> <y> [heading <deg>] [small|large]`: put a ship on the mat
    `place <id> <type> near <ship> [forward|back <mm>] [right|left <mm>] [heading <deg>]`: put it beside another ship
    `asteroid <1-6|asteroid-N> at <x> <y> [rotation <deg>] [as <id>]`: add an asteroid
    `move <id> <maneuver>`: fly any maneuver, e.g. `move luke 2 bank left` (`preview` only shows where it ends)
    `roll <id> left|right [forward|centre|back|<mm>]`: barrel roll
    `check <a> <b>`: range, firing arcs and obstruction, both ways
    `remove <id>`, `undo`, `reset`, `show`, `help`
sandbox-max_ships = the sandbox holds at most { $n } ships; remove one or reset
sandbox-max_obstacles = the sandbox holds at most { $n } obstacles
sandbox-off_mat = { $ship } at { $pose } would stick { $mm } off the 914.4 mm mat
sandbox-overlap = { $ship } at { $pose } would overlap { $ships }; bases cannot overlap
sandbox-placed = placed { $ship } ({ $type }, { $base } base) { $how } at { $pose }
sandbox-by_coordinates = by coordinates
sandbox-relative = { $forward } mm ahead and { $right } mm right of { $ref }
sandbox-unknown_type = { $note } (unknown type: shown with a plain base)
sandbox-sits_on = { $note }; it sits on { $obstacles } and could not attack from there
sandbox-asteroid = added asteroid { $id } ({ $shape }) at ({ $x }, { $y }) turned { $rotation }°
sandbox-lies_under = { $note }; it lies under { $ships }
sandbox-setup_refuses = { $note } (fine in the sandbox; set-up in a match would refuse it: { $why })
sandbox-near_edge = it is { $mm } from the { $edge } edge; it must be beyond range 2
sandbox-near_obstacle = it is { $mm } from { $other }
sandbox-removed = removed { $id }
sandbox-dial_colour = { $colour } on the { $type } dial
sandbox-not_on_dial = not on this ship's dial: a sandbox allows it
sandbox-preview = preview (nothing moved): { $ship } would fly { $maneuver }{ $dial }: { $how }
sandbox-flies = { $ship } flies { $maneuver }{ $dial }: { $how }
sandbox-dial_note = {" "}({ $dial })
sandbox-fled = { $note } — removed from the table (undo brings it back)
sandbox-clear = clear
sandbox-k_as_straight = a Koiogran turn that would overlap a ship is flown as { $executed } without turning around
sandbox-bumped = the base overlapped { $ships }; moved back { $mm } along the template, touching { $touching }; no action
sandbox-hit_obstacle = touches obstacle { $obstacle }: skip action, roll 1 attack die
sandbox-lands_on = ends on { $obstacles }: no attack from there
sandbox-off_table = flies off the table
sandbox-roll_blocked = { $ship } cannot barrel roll { $side }: { $why }
sandbox-blocked_by = blocked by { $ships }
sandbox-no_slide = no legal slide
sandbox-rolls = { $ship } barrel rolls { $side } (slide { $slide })
sandbox-nothing_to_undo = nothing to undo
sandbox-undone = undone: { $note }
sandbox-cleared = table cleared
sandbox-empty = the table is empty
sandbox-empty_undo = the table is empty (undo restores it)
sandbox-ship = { $ship } ({ $type }, { $base }) at { $pose }
sandbox-obstacle = { $id } ({ $shape }) at ({ $x }, { $y }) turned { $rotation }°
sandbox-counts = { $ships ->
    [one] { $ships } ship
   *[other] { $ships } ships
}, { $asteroids ->
    [one] { $asteroids } asteroid
   *[other] { $asteroids } asteroids
}

## Imperial Assault: requests by card, odds
title-ia_odds = Imperial Assault odds: { $attack }
field-miss = Miss
field-surge_abilities = Surge abilities
field-surges_spent = Surges spent
field-after_attack = After the attack
ia-no_defence = no defence
ia-versus = { $attacker } vs { $defender }
ia-at_range = { $shown }, range { $range }
ia-damage = { $damage } damage
ia-after-blast = blast { $n }
ia-after-cleave = cleave { $n }
ia-after-recover = recover { $n }
ia-no_surge_abilities = none (surges left over are lost)
ia-miss_odds = { $miss } (dodge { $dodge })
ia-policy = surges spent to reach the range first, then for the most damage; each ability once
err-ia_ranged_needs_range = a ranged attacker needs the range in counted spaces, e.g. range 4
err-ia_odds_no_attack = name the attack dice or the attacker's card
err-ia_range_zero = a ranged attack counts the spaces to its target: an adjacent target is range 1, so give range 1 or more
err-ia_one_vs = write one 'vs' between the attacker and the defender (got { $n })
err-ia_needs_vs = name the defender after 'vs': { $card } vs a card or defence dice
err-ia_ambiguous_card = '{ $name }' names several deployment cards: { $cards }; write the one you mean
err-ia_card_near = no deployment card is called '{ $name }'; did you mean { $cards }?
err-ia_unknown_card = no deployment card is called '{ $name }'; cards: { $cards }
err-ia_odds_attack_dice = { $n } attack dice is beyond /odds ia (max { $maximum })
err-ia_odds_defense_dice = { $n } defence dice is beyond /odds ia (max { $maximum })
