# The words pictures draw and describe (renderers/, docs/texts.md "Pictures"): the board pictures, the private
# pictures, the round animations and the alt text of every game, in the language the picture is meant for.
number = { $n }

## Animations of any game (bot/discord_bot/boards.py: their alt text)
anim-round = Round { $round }, step by step ({ $frames ->
    [one] { $frames } frame
   *[other] { $frames } frames
}).
anim-reel = The whole match, rounds { $first }-{ $last } ({ $frames ->
    [one] { $frames } frame
   *[other] { $frames } frames
}).
anim-at_end = { $head } At the end: { $end }

## X-Wing (renderers/xwing)
xwing-phase-setup = Set-up
xwing-phase-planning = Planning phase
xwing-phase-activation = Activation phase
xwing-phase-combat = Combat phase
xwing-phase-end = End phase
xwing-phase-over = Match over
xwing-round = Round { $round } · { $phase }
xwing-round_short = R{ $round } · { $phase }
xwing-now = Now: { $who }
xwing-waiting = Waiting for: { $who }
xwing-wins = { $side } wins
xwing-wins_why = { $side } wins: { $reason }
xwing-conceded = { $side } conceded
xwing-initiative = Initiative: { $side }
xwing-seen_by = Seen by: { $side }
xwing-public = Public view
xwing-move = Move: { $ship } { $maneuver }
xwing-bumped = bumped { $ships } (no action)
xwing-hit_asteroid = hit asteroid { $ids }
xwing-fled_note = FLED the battlefield: destroyed
xwing-attack = Attack: { $attacker } → { $defender }
xwing-primary = primary
xwing-range = range { $n }
xwing-out_of_range = out of range
xwing-mm = { $n } mm
xwing-obstructed_by = obstructed by { $what } (+1 defence die)
xwing-an_obstacle = an obstacle
xwing-atk = ATK
xwing-def = DEF
xwing-hits = { $n ->
    [one] { $n } hit
   *[other] { $n } hits
}
xwing-crits = { $n ->
    [one] { $n } crit
   *[other] { $n } crits
}
xwing-to_shields = { $n } shield
xwing-to_hull = { $n } hull
xwing-to_faceup = { $n } face-up crit
xwing-no_damage = no damage
xwing-damage = { $n } damage
xwing-dice_key = dice: ↻ rerolled from · ← changed from · ✕ cancelled
xwing-dice_key_short = ↻ rerolled from · ← changed from · ✕ cancelled
xwing-obstructed_short = obstructed
xwing-life = hull { $hull }/{ $hull_max }  shields { $shields }/{ $shields_max }
xwing-gone_fled = FLED (destroyed)
xwing-gone = DESTROYED
xwing-dial = dial: { $maneuver }
xwing-crits_list = Crits: { $cards }
xwing-facedown = { $n } face-down damage
xwing-upgrades = Upgrades: { $list }
xwing-squad = { $side }{ $you } · { $alive }/{ $total } ships
xwing-you = {" "}(you)
xwing-legend-focus = focus
xwing-legend-evade = evade
xwing-legend-stress = stress
xwing-legend-ion = ion
xwing-legend-crits = face-up crits
xwing-legend-holds = holds lock A
xwing-legend-locked = locked (A)
xwing-legend-dial = dial set
xwing-doomed = DOOMED
xwing-edge = { $side } EDGE · set-up zone = range 1
xwing-hit_mark = HIT!
xwing-band = R{ $n }
xwing-beyond = >R3
xwing-obstructed_mark = OBSTRUCTED
xwing-bump_mark = BUMP { $ships }
xwing-wreck-fled = FLED
xwing-wreck-destroyed = DESTROYED
xwing-face-hit = hit
xwing-face-crit = crit
xwing-face-focus = focus
xwing-face-evade = evade
xwing-face-blank = blank
xwing-note-hit = hit
xwing-note-crit = crit
xwing-note-focus = foc
xwing-note-evade = evd
xwing-note-blank = blk
xwing-short-straight = { $speed } str
xwing-short-bank = { $speed } bank { $side }
xwing-short-turn = { $speed } turn { $side }
xwing-short-koiogran = { $speed } K-turn
xwing-short-segnor = { $speed } S-loop
xwing-short-tallon = { $speed } T-roll { $side }
xwing-short-stop = { $speed } stop
xwing-short-left = L
xwing-short-right = R
xwing-plan-header = R{ $round } · your dial for { $label } · { $name }
xwing-plan-bump = BUMP
xwing-plan-rock = ROCK
xwing-plan-off = OFF
xwing-plan-bump_is = would bump
xwing-plan-rock_is = lands on or crosses an asteroid
xwing-plan-off_is = leaves the mat
xwing-plan-earlier = Ghosts: the table as it stands now. Ships that activate before { $label } may still move: { $ships }
xwing-plan-first = Ghosts: the table as it stands now; { $label } activates first.
xwing-plan-enemies = Enemies from here: { $list }
xwing-plan-enemy = { $ship } { $band }{ $arc }
xwing-plan-in_arc = , in arc
xwing-plan-in_arc_obstructed = , in arc (obstructed)
xwing-plan-beyond = beyond R3
xwing-plan-arc_mark = ARC
xwing-reel-title = X-Wing match
xwing-reel-round = Round { $round }
# alt text
xwing-alt-head = X-Wing table, round { $round }, { $phase }
xwing-alt-seen_by = , seen by { $side }.
xwing-alt-public = , public view.
xwing-alt-now = Now: { $ship }.
xwing-alt-squad = { $side }:
xwing-alt-others = Others:
xwing-alt-fled = { $name } fled (destroyed)
xwing-alt-destroyed = { $name } destroyed
xwing-alt-not_deployed = { $name } not deployed yet
xwing-alt-kind = { $type } PS{ $skill }
xwing-alt-where = at { $x },{ $y } facing { $heading }°
xwing-alt-hull = hull { $hull }/{ $hull_max }
xwing-alt-shields = {" "}shields { $shields }/{ $shields_max }
xwing-alt-focus = { $n ->
    [one] focus
   *[other] { $n } focus
}
xwing-alt-evade = { $n ->
    [one] evade
   *[other] { $n } evade
}
xwing-alt-stress = { $n ->
    [one] stress
   *[other] { $n } stress
}
xwing-alt-ion = { $n ->
    [one] ion
   *[other] { $n } ion
}
xwing-alt-lock = lock { $letter } on { $target }
xwing-alt-crits = crits: { $cards }
xwing-alt-nearest = nearest enemy { $ship } at range { $n }
xwing-alt-nearest_beyond = nearest enemy { $ship } beyond range 3
xwing-alt-dial = dial { $maneuver }
xwing-alt-dial_set = dial set
xwing-alt-move = Last move: { $ship } flew { $maneuver }
xwing-alt-bumped = , bumped { $ships }
xwing-alt-hit_asteroid = , hit asteroid { $ids }
xwing-alt-fled_move = , fled the battlefield
xwing-alt-attack = Last attack: { $attacker } on { $defender }
xwing-alt-at_range = {" "}at range { $n }
xwing-alt-out_of_range = {" "}out of range
xwing-alt-mm = {" "}({ $n } mm)
xwing-alt-obstructed = , obstructed by { $what }
xwing-alt-result = : { $hits } hits { $crits } crits, { $dealt }

## TI4 space combat (renderers/ti4.py)
ti4-title = TI4 space combat
ti4-title_nebula = TI4 space combat (nebula)
ti4-header_over = { $title } — { $reason }
ti4-header = { $title } — { $where } — waiting for { $who }
ti4-round = round { $round }
ti4-nobody = nobody
ti4-side_title = { $side } — { $faction }
ti4-pds = PDS: { $units }
ti4-no_units = no units left
ti4-lost = lost: { $units }
ti4-removed = removed: { $units }
ti4-retreated = retreated: { $units }
ti4-nothing_moved = nothing could move
ti4-announced = announced a retreat
ti4-heading_sco = Space cannon offense
ti4-heading_round = Round { $round }
ti4-no_dice = no dice rolled
ti4-roll = { $side } — { $what }: { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
}
ti4-alt-side = { $side }: { $units }
ti4-alt-lost = ; lost { $units }
ti4-alt-no_units = no units
ti4-alt-group = { $unit } { $value }+ rolled { $dice }
ti4-alt-roll = { $side } { $what }: { $dice } = { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
}
ti4-alt-rerolled = {" "}after rerolling { $n ->
    [one] { $n } die
   *[other] { $n } dice
}
ti4-alt-no_dice = no dice

## Star Wars Miniatures (renderers/swm)
swm-squads = Squads are being picked
swm-deploy = Set-up: dark side first
swm-over = Match over
swm-round = Round { $round }{ $phase }{ $active }
swm-phase-light = , phase { $number }: light side
swm-phase-dark = , phase { $number }: dark side
swm-active = , { $figure } on its turn
swm-attack = d20 { $natural }  { $total } vs { $defense }
swm-attack_cover = d20 { $natural }  { $total } vs { $defense } (cover)
swm-squad_locked = squad locked
swm-picking = picking...
swm-defeated = { GENDER($figure) ->
   *[other] defeated
}
swm-force = {" "}F{ $n }
swm-line = { $id } { $name }  { $hp }/{ $max }{ $force }  { $where }
swm-map-duel_hall = Duel Hall
swm-map-test_corridor = Test Corridor
# alt text
swm-alt-head = { $map }: { $header }.
swm-alt-side-light = Light side: { $figures }.
swm-alt-side-dark = Dark side: { $figures }.
swm-alt-figure = { $id } { $name } { $where }, HP { $hp }/{ $max }{ $force }
swm-alt-defeated = { GENDER($figure) ->
   *[other] defeated
}
swm-alt-at = at { $square }
swm-alt-not_set = { GENDER($figure) ->
   *[other] not set up
}
swm-alt-force = , Force { $n }
swm-alt-attack = Last attack: { $attacker } on { $target }, d20 { $natural }, { $total } against { $defense }: { $result }.
swm-alt-attack_cover = Last attack: { $attacker } on { $target } with cover, d20 { $natural }, { $total } against { $defense }: { $result }.
swm-alt-critical = critical hit
swm-alt-hit = hit
swm-alt-miss = miss

## Imperial Assault (renderers/ia)
ia-seat-p1 = p1
ia-seat-p2 = p2
ia-affiliation-imperial = imperial
ia-affiliation-rebel = rebel
ia-affiliation-mercenary = mercenary
ia-mission-data_heist = Data Heist
ia-mission-supply_run = Supply Run
ia-map-outpost = Outpost (starter map)
ia-header = Round { $round } - { $mission } - { $seat } to act
ia-header_idle = Round { $round } - { $mission }
ia-frame-attack = Round { $round } - { $attacker } attacks { $target }
ia-frame-activates = Round { $round } - { $figure } activates
ia-over = Round { $round }: { $result }
ia-over_plain = Round { $round }: the match is over
ia-crop = { $header } - squares { $x0 }-{ $x1 } x { $y0 }-{ $y1 } of { $width }x{ $height }
ia-player = { $seat } { $affiliation }: { $vp } VP{ $initiative }
ia-player_unpicked = { $seat }: { $vp } VP{ $initiative }
ia-initiative = {" "}(initiative)
ia-cards = { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
} in hand, { $deck } in the deck
ia-hand = your hand: { $cards }
ia-last = Last attack: { $attacker } -> { $target }
ia-miss-accuracy = miss (accuracy)
ia-miss-dodge = miss (dodge)
ia-damage = { $n } damage
ia-surges = surges: { $list }
ia-no_surge = no surge spent
ia-played = cards: { $list }
ia-log = Log
ia-legend_item = { $mark } { $name }
ia-token-terminals = terminal
ia-token-crates = crate
ia-face-accuracy = a
ia-face-damage = d
ia-face-surge = s
ia-face-block = b
ia-face-evade = e
ia-face-dodge = X
ia-mark-terminals = T
ia-mark-crates = C
ia-cond-stunned = S
ia-cond-bleeding = B
ia-cond-focused = F
ia-cond-weakened = W
ia-cond-hidden = H
ia-cond_name-stunned = stunned
ia-cond_name-bleeding = bleeding
ia-cond_name-focused = focused
ia-cond_name-weakened = weakened
ia-cond_name-hidden = hidden
# alt text
ia-alt-head = { $header }.
ia-alt-map = Map { $map }, { $width }x{ $height } squares
ia-alt-shows = ; the picture shows squares { $x0 }-{ $x1 } across, { $y0 }-{ $y1 } down
ia-alt-side = { $seat }: { $vp } VP; { $figures }.
ia-alt-figure = { $name } { $id } at { $where } ({ $damage }/{ $health }{ $conditions })
ia-alt-conditions = {" "}{ $list }
ia-alt-waiting = { $n ->
    [one] { $n } figure
   *[other] { $n } figures
} still to place
ia-alt-waiting_zone = { $n ->
    [one] { $n } figure
   *[other] { $n } figures
} still to place in the { $zone } zone
ia-alt-none = no figures left
ia-alt-attack = Last attack: { $attacker } on { $target } { $verdict }.
ia-alt-missed-accuracy = missed (accuracy)
ia-alt-missed-dodge = missed (dodge)
ia-alt-dealt = dealt { $n } damage

## Dice pictures (renderers/dice.py: /roll, /odds)
dice-expected = expected damage { NUMBER($n, minimumFractionDigits: 2, maximumFractionDigits: 2) }
dice-chart_key = bar: P(damage = d), dark part with a crit; above: P(≥ d)
dice-percent = { $n }%
dice-at_least = ≥{ $n }%
dice-ia-acc = A
dice-ia-dmg = D
dice-ia-surge = S
dice-ia-block = B
dice-ia-evade = E
dice-ia-dodge = DODGE

## Starfighter (renderers/starfighter.py): keys sf-*
sf-round = round { $round }
sf-phase-cruiser = cruiser
sf-phase-reinforce = reinforce
sf-phase-deploy = deploy
sf-phase-shift = shift
sf-phase-direction = direction
sf-phase-battle = battle
sf-phase-end = end
sf-phase-over = over
sf-to_play = { $seat } to play
sf-battle = battle { $i }/{ $n }, damage tokens left: { $left }
sf-tokens = { $seat } { $n }
sf-offset = offset { $offset }
sf-over = Round { $round } · game over: { $seat } wins ({ $reason })
sf-over_draw = Round { $round } · game over: nobody (draw) wins ({ $reason })
sf-reason-armour = armour
sf-reason-cards = cards
sf-reason-draw = draw
sf-side = { $seat } { $cruiser }: armour { $armour }/{ $max } · hand { $hand } · set aside { $aside } · deck { $deck } · discard { $discard } · draws next { $draws }
sf-initiative = ★ initiative
sf-passed = (passed)
sf-col = col { $n }
sf-hand = { $seat }: your hand ({ $n })
sf-card_level = { $card } · L{ $level }
sf-face_down = Your face-down cards: { $cards }
sf-face_down_at = sector { $sector } level { $level }: { $card }
# the marks of the effect icons on the cards
sf-mark-draw = +1
sf-mark-lateral = <>
sf-mark-vertical = ^
sf-mark-free = *
sf-mark-rotate = R
sf-mark-destroy = X
sf-mark-damage_enemy = E!
sf-mark-damage_own = O!
sf-mark-barrel_roll = B
sf-mark-fighter_damage = F!
# alt text
sf-alt-stack = s{ $sector }: { $cards }
sf-alt-back = back
sf-alt-empty = empty board
