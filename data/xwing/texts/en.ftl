### X-Wing texts, English: the sentences the console and the match log show. Ids are message keys with dashes for dots.
game-title = X-Wing Miniatures (1st edition)

## maneuvers and their colours
mv-straight = { $speed } straight
mv-bank_left = { $speed } bank left
mv-bank_right = { $speed } bank right
mv-turn_left = { $speed } turn left
mv-turn_right = { $speed } turn right
mv-koiogran = { $speed } K-turn
diff-green = green
diff-white = white
diff-red = red
mv-with_diff = { $maneuver } ({ $diff })

## dice faces, tokens, seats
face-hit = hit
face-crit = crit
face-focus = focus
face-evade = evade
face-blank = blank
face-cancelled = { $face } (cancelled)
count-hit = { $n ->
    [one] { $n } hit
   *[other] { $n } hits
}
count-crit = { $n ->
    [one] { $n } crit
   *[other] { $n } crits
}
count-focus = { $n } focus
count-evade = { $n ->
    [one] { $n } evade
   *[other] { $n } evades
}
count-blank = { $n ->
    [one] { $n } blank
   *[other] { $n } blanks
}
dice-summary = { $kept }; { $cancelled }
dice-cancelled = { $faces } cancelled
none = none
token-focus = focus
token-evade = evade
token-stress = stress
token-ion = ion
token-lock = lock
seat-rebel = rebel
seat-imperial = imperial
Seat-rebel = Rebel
Seat-imperial = Imperial
pool-attack = Attack
who-rebel = rebel
who-imperial = imperial
whom-rebel = rebel
whom-imperial = imperial
person-who = { $name }
person-whom = { $name }
person-player = { $name }
who-team-rebel = rebel player { $n }
who-team-imperial = imperial player { $n }
whom-team-rebel = rebel player { $n }
whom-team-imperial = imperial player { $n }
either = { $a } or { $b }
pool-defense = Defense

## events
say-round_planning = Round { $round }: planning. Set your dials.
say-dial_locked = { $ship }'s dial is locked.
say-reveals = { $ship } reveals { $maneuver }.
say-reveals_diff = { $ship } reveals { $maneuver } ({ $diff }).
say-stressed_red = { $ship } is stressed and revealed a red maneuver: { $seat } chooses a non-red maneuver for it.
say-flies = { $ship } flies { $maneuver }.
say-flies_notes = { $ship } flies { $maneuver }; { $notes }.
note-overlap = a { $planned } would overlap, so it flies { $flown }
note-bumps = bumps into { $ships }: no action
note-asteroid = hits an asteroid: no action
note-sep = { $a }; { $b }
say-stress_red = { $ship } receives a stress token (red maneuver).
say-stress_green = { $ship } removes a stress token (green maneuver).
say-asteroid_roll = { $ship } rolls 1 attack die for the asteroid: { $face }.
say-no_action = { $ship } takes no action ({ $why }).
say-no_free_action = { $ship } may not take the free action ({ $why }).
say-combat = Combat phase.
say-no_target = { $ship } has no target.
say-attacks = { $attacker } attacks { $defender } at range { $range }.
say-attacks_obstructed = { $attacker } attacks { $defender } at range { $range } (obstructed).
say-attacks_with = { $attacker } attacks { $defender } with { $weapon } at range { $range }.
say-attacks_with_obstructed = { $attacker } attacks { $defender } with { $weapon } at range { $range } (obstructed).
say-pool_dice = { $pool } dice: { $faces }.
say-pool_dice_now = { $pool } dice now: { $faces }.
say-standing = Standing choice: { $choice }.
say-hit = { $ship } is hit: { $dice }.
say-left = { $ship } has { $hull } hull and { $shields ->
    [one] { $shields } shield
   *[other] { $shields } shields
} left.
say-evades_all = { $ship } evades it all.
say-end_phase = End phase: focus and evade tokens are removed.
say-activation = All dials are set: activation.
say-game_over = { $winner } wins: { $reason }.
say-destroyed = { $ship } is destroyed ({ $reason }).
reason-fled = fled
reason-escaped = escaped
reason-asteroid = asteroid
reason-attack_by = attack by { $ship }
reason-all_destroyed = every { $seat } ship was destroyed
reason-m1_escaped = the senator's shuttle left through the Imperial edge (mission 1)
reason-m1_destroyed = the senator's shuttle was destroyed (mission 1)
reason-m2_escaped = the damaged ship escaped through a faction edge (mission 2)
reason-m2_destroyed = the damaged ship was destroyed (mission 2)
reason-m3_fled = a ship carrying scanned data fled through the Imperial edge (mission 3)
reason-m3_satellites = every satellite is back in the supply (mission 3)
reason-m3_destroyed = every Imperial ship was destroyed (mission 3)
say-tokens = { $ship } now has { $value } { $token } token(s).
say-lock_released = { $ship }'s target lock is released.
say-moved = { $ship } is moved.
say-shields = { $ship } now has { $value } shield(s).
say-card_up = { $ship }'s damage card is turned face up.
say-card_down = { $ship }'s damage card is turned face down.
say-card_discarded = { $ship } discards a damage card.
say-upgrade_discarded = { $ship } discards { $upgrade }.

## who is awaited
wait-dials = Waiting for dials
wait-dials_who = Waiting for dials: { $who }
wait-seat_ships = { $seat } ({ $ships })
sentence = { $text }.
now-nothing = nothing is awaited now
now-kind = waiting for: { $kind }
now-waiting = { $said }; answer with '{ $answer }'
wait-seat = Waiting for { $seat }: { $what }
wait-any = Waiting: { $what }
wait-obstacle = place asteroid { $n }
wait-edge = choose the Rebel edge
wait-deploy = place { $ship }
wait-stress_choice = choose a non-red maneuver for the stressed { $ship }
wait-action = { $ship }'s action
wait-free_action = { $ship }'s free action
wait-target = { $ship }'s attack
wait-modify = modify the { $window } dice
wait-reinforce = choose where reinforcements arrive
wait-kind-swarm_tactics = choose the pilot skill Swarm Tactics gives
wait-kind-r5_astromech = choose the damage card R5 Astromech repairs
wait-kind-shuttle_move = move the senator's shuttle
wait-kind-mission_damaged = choose the damaged ship
wait-kind-mission_asteroid = choose the asteroid
wait-kind-whispers_satellite = place a satellite

## prompts and options
prompt-dial = Round { $round }: set the dial of { $ship }
prompt-dial_stressed = Round { $round }: set the dial of { $ship } (stressed: a red maneuver will be replaced by your opponent's choice)
prompt-edge = Choose your edge
opt-edge_south = Keep the south edge (y = 0)
opt-edge_north = Take the north edge (the mat is turned round)
prompt-stress_choice = { $ship } is stressed and revealed a red maneuver: choose a non-red maneuver for it
prompt-action = { $ship }: choose an action (or skip)
prompt-free_action = { $ship }: choose a free action (or skip)
prompt-action_then_free = { $ship }: choose an action (or skip). A free action follows it: { $actions }, so take something else now
free-any = any action
opt-skip = Skip the action
prompt-target = { $ship }: choose a target
opt-pass = Do not attack
opt-first = Let { $ship } attack first
opt-done = No (more) changes
group-speed = speed { $speed }
prompt-modify = { $attacker } attacks { $defender } at range { $range } ({ $dice }): modify the { $window } dice
dice-attack = attack dice { $attack }
dice-attack_defense = attack dice { $attack }; defense dice { $defense }
window-attack = attack
window-defense = defense
opt-attack = Attack { $ship } ({ $terms })
opt-attack_with = Attack { $ship } with { $weapon } ({ $terms })
terms-range = range { $range }
terms-range_obstructed = range { $range }, obstructed
terms-bonus = { $base }: { $bonus }
bonus-attack1 = +{ $n } attack die
bonus-attackN = +{ $n } attack dice
bonus-defense1 = +{ $n } defense die
bonus-defenseN = +{ $n } defense dice
prompt-deploy = Place { $ship } (skill { $skill }) within range 1 of your edge; or send an exact pose {"{"}x, y, heading{"}"}
prompt-deploy_mid_band = Place { $ship } (skill { $skill }) beyond range 3 of both faction edges (mission 2); or send an exact pose {"{"}x, y, heading{"}"}
opt-deploy = x = { $x } mm ({ $side })
where-left = left
where-left_of_centre = left of centre
where-centre = centre
where-right_of_centre = right of centre
where-right = right
effect-focus = Focus
effect-evade = Evade
effect-target_lock = Target lock
effect-barrel_roll = Barrel roll
effect-spend_focus_attack = Spend focus: all focus results become hits
effect-spend_focus_defense = Spend focus: all focus results become evades
effect-spend_evade = Spend evade token: add one evade
effect-lock_reroll = Spend target lock to reroll
opt-lock = Lock { $ship }
opt-roll = Roll { $side }, { $where }
opt-roll_slide = Roll { $side }, { $where } ({ $mm } mm)
opt-reroll_blanks = Spend lock: reroll { $n } blank(s)
opt-reroll_weak = Spend lock: reroll { $n } blank/focus
side-left = left
side-right = right
slide-back = back
slide-centre = centre
slide-forward = forward
say-takes_token = { $ship } takes { ARTICLE($token) } { $token } token.
say-luke = { $card } turns a focus result into an evade.
say-gundark = { $card } turns a hit into a critical hit.
say-card_reroll = { $card }: reroll -> { $faces }.
say-garven = { $card } spends focus ({ $n } focus -> { $face }) and hands it to { $ship }.
say-green_free_focus = { $ship } flew a green maneuver: it may take a free focus action.
say-vader = { $card } may perform a second action.
say-card_roll = { $card }: { $ship } rolls { $face }.
say-card_stress = { $card }: { $ship } receives a stress token.
say-card_discards = { $card }: { $ship } discards { $upgrade }.
say-stunned_pilot = { $card }: { $ship } overlapped and suffers 1 damage.
say-hull_breach = { $card }: { $ship } flew a red maneuver and rolls { $face }.
say-repair_roll = { $ship } rolls { $face } to repair { $card }.
say-recovers_shield = { $card } recovers a shield on { $ship }.
say-lock_roll = { $card }: { $ship } spent its lock and rolls { $face }.
say-plus_agility = { $card }: { $ship } has +1 agility this round.
say-may_free_action = { $card }: { $ship } may take a free action.
say-repairs = { $card } repairs { $ship }: a face-down damage card is discarded.
say-removes_lock = { $card } removes { $ship }'s lock.
say-lock_fire = { $ship } spends its target lock to fire { $weapon }.
say-discarded = { $card } is discarded.
say-determination = { $card }: { $ship } discards "{ $damage }" unresolved.
say-ion_hit = The ion cannon hits { $ship }: 1 damage and 1 ion token.
say-ionized = { $ship } is ionized: it flies a white 1-straight instead of its dial.
say-ion_lost = { $ship } loses its ion tokens.
say-barrel_roll = { $ship } barrel rolls { $side }.
say-barrel_roll_slide = { $ship } barrel rolls { $side } ({ $slide } mm).
say-spend_focus_hit = { $ship } spends focus: { $n } focus -> hit.
say-spend_focus_evade = { $ship } spends focus: { $n } focus -> evade.
say-spend_evade = { $ship } spends an evade token: +1 evade.
say-lock_reroll = { $ship } spends its target lock and rerolls { $n } dice: { $faces }.

## rule errors
cite = { $rule }
cite-actions = Actions (rulebook p.8): one action from the action bar, never the same action twice a round
cite-barrel_roll = Barrel roll (rulebook p.9): the straight-1 template on the left or right side; no overlap
cite-combat = Combat phase
cite-modify = Combat steps 3 and 5: modify dice with the effects you have
cite-damage_cards = Damage cards
cite-mission1 = Mission 1, Political Escort (rulebook p.22)
cite-mission2 = Mission 2, Hiding in the Asteroids (rulebook p.23)
cite-mission3 = Mission 3, Whispers in the Dark (rulebook p.24)
cite-missions = Missions (rulebook p.21): choose a mission, then its forces
cite-mission_piece = Missions: a mission piece moves by its mission's rule
cite-obstacles = Obstacles (rulebook p.19): not within range 1-2 of any edge
cite-planning = Planning phase
cite-planning_set = Planning phase: a dial cannot be changed once set
cite-planning_own = Planning phase: each player sets his own dials
cite-round = Round structure (rulebook p.6): planning, activation, combat, end, in that order
cite-secondary = Secondary weapons (rulebook p.19): in arc, at the range printed on the card, and any requirement in brackets after 'Attack'
cite-setup5 = Setup step 5
cite-squad = Squad building (rulebook p.18)
cite-stress = Stress (rulebook p.16): a stressed ship performs no actions, not even free ones
cite-target_lock = Target lock
cite-lock_range = Target lock (rulebook p.10): an enemy at range 1-3, measured in any direction
cite-team = Team play (rulebook p.20): each player decides for his own ships only
cite-unique = Unique names (rulebook p.18)
cite-xws = XWS squad format
err-wrong_phase = '{ $action }' is not possible now ({ $now })
err-not_your_turn = it is { $seat }'s decision, not { $you }'s ({ $now })
err-not_available = { $name } is not available now (available: { $offered })
err-name_dice = { $who }: name dice from { $allowed }
err-cannot_scan = { $ship } cannot scan { $satellite }
err-wrong_faction = { $pilot } flies { ARTICLE($ship) } { $ship }, not { ARTICLE($seat) } { $seat } ship
err-lock = { $what } (lockable: { $names })
err-lock_name = name the ship to lock as `target`
err-lock_cannot = { $ship } cannot be locked now
err-swarm_pick = { $ship } is not a friendly ship at range 1 with a lower pilot skill
err-r5_card = { $ship } has no face-up Ship card { $card }
err-howlrunner = "Howlrunner" lets you reroll exactly 1 die
err-garven = { $ship } is not a friendly ship at range 1-2
err-dutch = choose a lock target, a friendly ship at range 1-2 and its lock target
err-no_faceup = { $ship } has no face-up { $card }
err-squad_leader = { $ship } is not a friendly ship at range 1-2 with a lower pilot skill
err-no_lock_holder = { $ship } holds no lock on this ship
err-reinforcement_pose = a reinforcement needs a pose {"{"}x, y, heading{"}"} or `decline`
err-reinforcement_place = the reinforcement cannot go there: { $why }
err-shuttle_move = the shuttle moves only { $moves } (or not at all), not { $maneuver }
err-not_rebel = { $ship } is not a Rebel ship
err-satellite_numbers = a satellite needs numbers x, y (mm)
err-satellite_place = the satellite cannot go there: { $why }
err-team_side_empty = team play needs at least one { $side } player
err-teams_stray = teams names player(s) not in the match: { $players }
err-teams_no_ship = teams: there is no ship { $ship } for { $player }
err-teams_wrong_side = teams: { $ship } is { ARTICLE($side) } { $side } ship; { $player } cannot fly it
err-teams_twice = teams: { $ship } is given to both { $first } and { $player }
err-teams_missing = teams: give every ship to a player; unassigned: { $ships }
err-teams_empty = a team match needs squads with at least one ship for every teammate; no ship is left for { $players }: give an XWS squad (the squad option) with enough ships, or invite fewer teammates
err-side_name = a side is rebel or imperial, not { $side }
err-side_size = a side has 1 to { $max } players, not { $n }
err-player_twice = a player can sit only once in a match
err-no_seat = there is no seat { $seat } in X-Wing (seats: rebel, imperial)
err-not_a_player = { $seat } is not a player of this match (players: { $players })
err-flown_by = { $ship } is flown by { $owner }, not by { $player }
err-team_decision = this decision is { $who }'s, not { $player }'s
err-standing = standing choices: { $choices } (value true/false)
err-dial_malformed = send `{"{"}"ship": id, "maneuver": "2-bank-left"{"}"}` or `{"{"}"dials": {"{"}ship: maneuver{"}"}{"}"}`
err-asteroid_place = the asteroid cannot go there: { $why }
err-deploy_place = { $ship } cannot be placed there: { $why }
err-unknown_action = unknown action { $kind } ({ $now }; any time: standing, dispute, concede)
err-match_over = the match is over
err-no_kind = an action is an object with a `kind`
err-squad_list = the { $seat } squad must be a non-empty list of pilot ids
err-unknown_pilot = unknown pilot { $pilot } in the { $seat } squad
err-unique_pilot = { $pilot } is unique: one per squad
err-upgrades_list = { $pilot }: `upgrades` must be a list of upgrade ids
err-squad_cost = the { $seat } squad costs { $cost } points, over the { $points }-point limit
err-points = points must be a whole number from 1 to 1000
err-squads = `squads` must give a list for `rebel` and one for `imperial`
err-setup_unknown = unknown { $n ->
    [one] option
   *[other] options
} { $options }; known: { $known }
err-teams_needs_seats = the option teams needs team seats ({ $seats })
err-mission_unknown = unknown or unplayable mission { $mission }; playable: { $known }
err-mission_unknown_planned = unknown or unplayable mission { $mission }; playable: { $known } (not yet playable: { $planned })
err-shuttle_id = the ship id { $ship } is taken by the senator's shuttle in mission 1
err-xws_paste = this XWS squad cannot be read:
    { $problems }
err-pick_ships = pick 1 to { $most } of the { $seat } pilots offered
err-squad_illegal = the { $seat } squad is illegal:
    { $problems }
err-xws_unreadable = the { $seat } XWS squad cannot be read:
    { $problems }
problem-lines = { $first }
    { $rest }
problem-numbered = { $n }. { $problem }
problem-ship = ship { $n } ({ $pilot })
problem-faction = unknown faction { $faction }; choose rebel or imperial
problem-empty = a squad needs at least one ship
problem-no_pilot = { $label }: no pilot { $pilot } flies { ARTICLE($ship) } { $ship }
problem-wrong_faction = { $label }: { $pilot } is { $faction }, not { $squad }
problem-unique = { $name } is unique but appears { $n } times (only one copy allowed)
problem-points = the squad costs { $cost } points, over the cap of { $cap }
problem-unknown_upgrade = { $label }: unknown upgrade { $upgrade }
problem-slot = { $label }: { $upgrade } needs { ARTICLE($slot) } { $slot } slot; { $pilot } { $have ->
    [0] has no such slot
    [one] has only { $have } { $slot } slot
   *[other] has only { $have } { $slot } slots
}
problem-restriction = { $label }: { $upgrade } is limited to { $what } { $allowed }
problem-limit-ship = ship type
problem-limit-faction = faction
problem-limit-size = size
problem-owner = { $label } belongs to { $who }, not a team member
problem-nobody = nobody
problem-no_ship = team member { $player } controls no ship
problem-xws_object = an XWS squad must be a JSON object
problem-xws_faction = `faction` must be `rebels` or `empire`, not { $got }
problem-xws_pilots = `pilots` must be a non-empty list
problem-xws_pilot = pilot { $n }
problem-xws_pilot_object = { $where }: must be an object with `name` and `ship`
problem-xws_pilot_strings = { $where }: `name` and `ship` must be strings
problem-xws_no_pilot = { $where }: no pilot { $pilot } on ship { $ship }
problem-xws_no_pilot_flies = { $where }: no pilot { $pilot } on ship { $ship } ({ $name } flies: { $flies })
problem-xws_upgrades = { $where }: `upgrades` must be an object of slot -> list of ids
problem-xws_slot = { $where }: unknown upgrade slot { $slot }
problem-xws_slot_list = { $where }: slot { $slot } must list upgrade ids as strings
problem-xws_wrong_slot = { $where }: { $upgrade } is { ARTICLE($slot) } { $slot } upgrade, listed under { $listed }
problem-json = not valid JSON: a mistake at line { $line }, column { $column }
problem-xws_side = this XWS squad is { $squad }, not { $seat }
err-deployment = `deployment`: `prompt` (each ship placed by its owner) or `auto`
err-ship_ids = ship ids must be unique in the match
err-roll_illegal = that barrel roll is illegal: { $why }
err-no_ship = there is no ship { $ship } in play
err-not_your_ship = { $ship } is not your ship
err-no_dial = { $ship } has no dial
err-dial_set = { $ship }'s dial is already set for this round
err-not_on_dial = { $maneuver } is not on the { $ship } dial (choose from { $dial })
err-asteroid_numbers = an asteroid needs numbers x, y (mm) and rotation (degrees)
err-asteroid_finite = an asteroid needs finite numbers x, y and rotation
err-edge = choose the edge `south` or `north`
err-pose_numbers = a pose needs numbers x, y (mm) and heading (degrees)
err-pose_range = a pose needs x and y from 0 to 914.4 mm, heading from -360 to 360 degrees (got { $got })
err-stressed_no_action = { $ship } is stressed and may not perform actions
err-not_non_red = { $maneuver } is not a non-red maneuver on { $ship }'s dial
err-cannot_attack_now = { $ship } cannot attack now
err-cannot_attack = { $ship } cannot attack { $target }
err-weapon = { $ship } cannot attack { $target } with { $weapon } (legal: { $legal })
err-roll_side = a barrel roll goes `left` or `right`
err-roll_slide = the slide must be a number of mm from -20 to 20
err-reroll_numbers = name the dice to reroll by number, e.g. [0, 2]

## set-up, placing, standing choices, disputes (decisions.py)
player-rebel = rebel
player-imperial = imperial
player_lc-rebel = rebel
player_lc-imperial = imperial
prompt-obstacle = Place asteroid { $n } on a numbered spot of the picture: the spots lie beyond range 2 of every edge (or send an exact {"{"}x, y, rotation{"}"})
opt-area = { $where } ({ $x }, { $y })
# a candidate spot's number, as drawn on the picture that goes with the prompt
opt-spot = { $n }
area-bottom_left = bottom left
area-bottom_centre = bottom centre
area-bottom_right = bottom right
area-middle_left = middle left
area-centre = centre
area-middle_right = middle right
area-top_left = top left
area-top_centre = top centre
area-top_right = top right
say-asteroid_placed = { $who } places asteroid { $n }: { $where }.
say-edge_north = The Rebel takes the north edge.
say-edge_south = The Rebel takes the south edge.
say-placed = { $ship } is placed.
say-no_attack = { $ship } does not attack.
say-chooses_for = { $who } chooses { $maneuver } for { $ship }.
say-concedes = { $who } concedes.
say-standing_set = { $who } sets a standing choice: { $choice }.
say-standing_cleared = { $who } clears a standing choice: { $choice }.
standing-spend_focus_attack = When attacking, always spend focus if it turns a die into a hit
standing-spend_focus_defense = When defending, always spend focus if it turns a die into an evade that matters
standing-spend_evade = When defending, always spend an evade token while a hit is uncancelled
standing-reroll_with_lock = When attacking the locked ship, always spend the lock to reroll blanks (and focus results unless focus will be spent)
standing-attack_single_target = In combat, attack automatically when only one target is legal
say-dispute = Dispute ({ $question }): { $who } rolls { $mine }, { $other } rolls { $theirs }; { $winner } decides (most focus results).
dispute-unnamed = unnamed

## damage, shields, locks, flipped cards (damage.py, core_effects.py, cards/common.py)
say-deck_reshuffled = The damage deck ran out; the discard pile ({ $n } cards) is reshuffled.
say-dealt_faceup = { $ship } is dealt "{ $card }" face up.
say-dealt_facedown = { $ship } is dealt a face-down card.
say-shield_hit = { $ship }'s shield absorbs a hit.
say-shield_crit = { $ship }'s shield absorbs a critical hit.
say-damage_counter = No damage cards left: { $ship } takes 1 damage on a counter.
say-doomed = { $ship } is destroyed but fires back first (equal pilot skill).
say-flipped_down = { $ship } flips "{ $card }" face down ({ $why }).
flip-resolved = { $card } resolved
flip-after_attack = { $card }: after its next attack
flip-action = its Action
flip-repaired = repaired
flip-r5 = R5 Astromech
say-locks = { $ship } locks { $target } (lock { $letter }).

## card effects and choices (cards/*.py)
effect-card = { $card }: { $what }
effect-offered = { $label } (`{ $id }`)
say-card_what = { $card }: { $what }.
what-luke = change 1 focus result to an evade
what-gundark = change 1 hit to a critical hit
what-horton = reroll blanks
what-reroll_blanks = reroll { $n } blank(s)
what-howlrunner = reroll 1 attack die
what-reroll_die = reroll die { $n } ({ $face })
what-garven = spend focus, hand the token on
opt-garven_to = Spend focus and give it to { $ship }
what-r2f2 = +1 agility until the end of the round
what-marksmanship = focus results become hits and a crit this round
what-marksmanship_modify = 1 focus -> crit, the other focus results -> hits
what-r5d8 = roll 1 defense die to repair a face-down damage card
what-squad_leader = a friend takes a free action
what-expert_handling = free barrel roll
what-focus_to_crit = 1 focus result -> crit
what-blank_to_hit = 1 blank result -> hit
what-try_flip = try to flip it face down
say-marksmanship = { $card }: 1 focus -> crit, { $n } focus -> hit.
say-careful_aim = { $card }: { $ship } takes careful aim.
say-expert_handling_stress = { $card }: { $ship } has no barrel roll icon and is stressed.
prompt-swarm = { $card } ({ $ship }): choose a friendly ship at range 1
opt-swarm = { $ship } fights at pilot skill { $skill }
opt-nobody = Nobody
opt-ship = { $ship }
say-swarm = { $card }: { $ship } fights at pilot skill { $skill } this Combat phase.
prompt-r5 = { $card } ({ $ship }): flip one face-up Ship damage card
opt-flip = Flip "{ $card }" face down
opt-keep_faceup = Keep them face up

## missions (missions/*.py)
say-may_reinforce = The { $who } player may call { $n } { $pilot } reinforcement(s).
opt-pilot_at = { $pilot } at ({ $x }, { $y })
opt-at = at ({ $x }, { $y })
opt-no_reinforcement = No reinforcement
prompt-reinforce = Place { ARTICLE($pilot) } { $pilot } reinforcement ({ $n } left) within range 1 of the { $edges } edge
edges-rebel = rebel
edges-imperial = imperial
edges-rebel_imperial = rebel or imperial
say-no_more_reinforcements = No more reinforcements this round.
say-reinforcement_arrives = A reinforcement arrives: { $ship }.
say-damaged_ship = { $ship } is the damaged ship (tracking token).
prompt-mission_damaged = Mission 2: choose your damaged ship (it must escape)
prompt-mission_asteroid = Mission 2: place asteroid { $n } of { $total } on a numbered spot of the picture: the spots lie beyond range 1 of every Rebel ship and asteroid (or send an exact {"{"}x, y, rotation{"}"})
say-imperial_asteroid = The Imperial places asteroid { $id } at ({ $x }, { $y }).
say-escapes_field = { $ship } escapes the asteroid field!
prompt-shuttle_move = Mission 1: move the senator's shuttle (straight 2, bank left 1 or bank right 1), or leave it
opt-shuttle_stay = Do not move the shuttle
say-shuttle_stays = The shuttle holds its course.
say-shuttle_flies = The senator's shuttle flies { $maneuver }.
say-shuttle_bumps = The senator's shuttle flies { $maneuver }; it bumps into { $ships }.
say-shuttle_crits = Against the shuttle { $n } crit(s) count as hits.
say-guards = { $ship } guards the shuttle: it gets an evade token ({ $n }).
effect-guard = Guard the shuttle (evade token on it)
prompt-satellite = Mission 3: place satellite { $n } at range { $range } of your edge (or send an exact {"{"}x, y{"}"})
say-satellite_placed = Satellite { $id } is placed.
say-scans = { $ship } scans satellite { $satellite } instead of attacking.
opt-scan = Scan satellite { $satellite } (instead of attacking)
effect-scan = Scan a satellite
say-escapes_with_data = { $ship } escapes with the scanned data!
say-satellites_returned = The satellites { $ship } carried return to the supply.

## why a ship takes no action (rules.may_act)
why-destroyed = destroyed
why-piece = a mission piece performs no actions
why-stressed = stressed
why-overlapped = it overlapped a ship or an obstacle

## replay bookmarks (GAME.bookmark, the web page)
mark-planning = planning
mark-activation = activation
mark-combat = combat
mark-end = end phase
# a phase in /match status (bot/engine/match_texts.state_words)
mark-setup = setup
mark-over = over
pick-pilot = { $name }{ $suffix }
pick-detail = { $ship }, skill { $skill }, { $points } points
pick-tally = Picked so far: { $ships } ship(s), { $points } of { $limit } points. Change the selection, or confirm.
pick-tally_over = Picked so far: { $ships } ship(s), { $points } points, over the { $limit }-point limit: drop a ship before you confirm.
pick-tally_free = Picked so far: { $ships } ship(s), { $points } points. Change the selection, or confirm.
setup-obstacles = obstacles
setup-obstacles-none = none
setup-obstacles-standard = standard
setup-deployment = deployment
setup-deployment-auto = auto
setup-points = points
err-obstacles = `obstacles`: `none`, `standard` (a ready asteroid layout) or `place` (placed in turn by the players, Imperial first)
err-seats = X-Wing seats are `rebel` and `imperial`, or players { $players } for team play; not { $bad }
err-teams_option = team play needs the option teams: `{"{"}player: [ship ids]{"}"}`, e.g. `{"{"}"rebel-1": ["luke"], "rebel-2": [...]{"}"}`

## the console table (renderers/xwing/table.py): printed after each step at the console
table-title = Round { $round } · { $phase }
table-ship = { $label } { $name } ({ $seat }): at ({ $x }, { $y }) mm, heading { $heading }°, hull { $hull }/{ $hull_max }, shields { $shields }/{ $shields_max }{ $tokens }
table-tokens = , tokens { $list }
table-gone = { $label } { $name } ({ $seat }): { $how }
table-destroyed = destroyed
table-fled = fled the battlefield
table-vs = vs { $enemy }: { $band }{ $arc }{ $obstructed }
table-band = R{ $n }
table-beyond = beyond R3
table-in_arc = , in arc
table-obstructed = , obstructed
table-names = Ships: { $list }.
table-legend = Abbreviations: F focus, E evade, S stress, I ion, C face-up damage cards, >A holds lock A, A locked by A, D dial set; R1-R3 the range band to that enemy (beyond R3: out of range); "in arc": that enemy stands in this ship's primary firing arc; "obstructed": an asteroid lies between them (the defender rolls 1 more die). Positions in mm from the Rebel edge's left corner, heading 0° = toward the Imperial edge.
briefing-standard = Briefing: a standard game. Objective for both sides: destroy every enemy ship.
briefing-political_escort = Briefing (mission 1, Political Escort): the Rebels escort a senator's shuttle. Rebel objective: the shuttle flees through the Imperial edge. Imperial objective: destroy the shuttle.
briefing-hide_and_seek = Briefing (mission 2, Hiding in the Asteroids): a damaged Rebel ship hides in an asteroid field. Rebel objective: the damaged ship flees through a faction edge in round 5 or later. Imperial objective: destroy the damaged ship.
briefing-whispers_in_the_dark = Briefing (mission 3, Whispers in the Dark): Imperial ships scan satellites. Rebel objective: destroy every Imperial ship, or get every satellite into the supply. Imperial objective: after every satellite is scanned, a ship carrying one flees through the Imperial edge.

## why a piece may not go there (bot/games/xwing/whys.py)
why-on_mat = the base must lie entirely on the mat
why-asteroid_on_mat = the asteroid must lie entirely on the mat
why-m2_imperial_zone = Imperial ships start within range 1 of either faction edge (mission 2)
why-m2_rebel_zone = Rebel ships start beyond range 1-3 of both faction edges (mission 2)
why-m1_rebel_zone = Rebel ships start within range 2 of their own edge (mission 1)
why-m1_imperial_zone = Imperial ships start within range 2 of their own edge (mission 1)
why-satellite_sides = a satellite must be beyond range 1 of the left and right edges
why-satellite_overlap = it would overlap another satellite
why-satellite_chain = every satellite must end at range 2-3 of at least one other satellite
why-overlaps = the base overlaps { $ship }
why-under = it would lie under { $ship }
why-would_overlap = it would overlap { $ship }
why-near_rebel = it must be beyond range 1 of { $ship } (a Rebel ship)
why-off_mat = corner ({ NUMBER($x, minimumFractionDigits: 1) }, { NUMBER($y, minimumFractionDigits: 1) }) is off the mat
why-too_far = the base reaches { NUMBER($dist, minimumFractionDigits: 1) } mm from its edge; it must be entirely within { $range } mm
why-near_asteroid = it must be beyond range 1 of asteroid { $id }
why-satellite_range = satellite { $n } must be at range { $range } of the Rebel edge (its closest point { $near } mm away)
why-reinforcement_zone = a reinforcement is placed within range 1 of the { $edges } edge
why-obstacle_edge = asteroid { $id } is { NUMBER($dist, minimumFractionDigits: 1) } mm from an edge of the mat; it must be more than { $limit } mm away
why-obstacle_gap = asteroid { $id } is { NUMBER($dist, minimumFractionDigits: 1) } mm from asteroid { $other }; it must be more than { $limit } mm away
why-obstacle_overlap = asteroid { $id } would overlap asteroid { $other }
why-roll_slide = the slide must be between { $low } and { $high } mm
why-roll_blocked = rolling { $side } with a slide of { NUMBER($slide, minimumFractionDigits: 1) } mm is blocked by { $blockers }; legal slides: { $legal }
why-roll_off_mat = rolling { $side } with a slide of { NUMBER($slide, minimumFractionDigits: 1) } mm would leave the mat; legal slides: { $legal }
why-roll_no_choice = no { $choice } roll { $side } is legal
why-span = { NUMBER($lo, minimumFractionDigits: 1) } to { NUMBER($hi, minimumFractionDigits: 1) } mm
why-no_span = none

# where `python -m bot play --help` says this game's options are described (its console_example)
console-where = docs/xwing-rules-engine.md; no options: the core-set quick start
