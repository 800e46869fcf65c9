### Imperial Assault skirmish texts, English. Ids are message keys with dashes for dots.
game-title = Star Wars: Imperial Assault (skirmish)
cmd-ia = Star Wars: Imperial Assault skirmish matches
cmd-ia-new = Challenge someone to an Imperial Assault skirmish
opt-army = Your army as text, e.g. p1: darth-vader, stormtrooper; deck: default
opt-builder = Pick your deployment cards and command deck from a list, playing this seat
opt-points = Army points at most (the Skirmish Guide's 40)
opt-mission = The skirmish mission (our own design); random: drawn when the match starts
opt-rounds = Round limit (ours: the rules have none)
opt-deployment = Who places the figures: the players, in their zones (the rules), or automatic
choice-deployment-players = The players place their figures
choice-deployment-auto = Automatic, in zone order
seat-p1 = player 1
seat-p2 = player 2
# a side in the result line (bot/engine/match_texts.side_name)
who-p1 = Player 1
who-p2 = Player 2
person-seat = { $name }
mission-data_heist = Data Heist (hold the terminals)
mission-supply_run = Supply Run (grab the crates)
mission-random = Mission drawn at random when the match starts (the rules: the initiative player draws one)
setup-points = army points
setup-rounds = round limit
content-deployment = A deployment card from your own copy: id, name, affiliation, cost, group, health, speed, defense, attack, surges (docs/ia.md)
content-map = A skirmish map from your own copy: a grid map (docs/grid.md) with red and blue deployment zones, terminals, crates
content-kind-deployment = deployment card
content-kind-map = map
err-setup = Cannot set up this skirmish: { $why }
err-no_room = No room on the map for the base of { $figure } (L358-361).
pick-text = Pick your deployment cards and (optionally) 15 command cards:
pick-done = Army chosen.
pick-paste_title = Your army
pick-paste_label = Seat, cards; deck
pick-waiting = armies: waiting for { $who }
pick-bad = That is not a valid army: { $reason }
pick-seat = start with the seat ({ $seats }), e.g. `{ $example }`
pick-deck = after the deployment cards, write `{ $example }`
# what is wrong with an army or a command deck (bot/games/ia/content.py), joined by "; "
problem-and = { $first }; { $rest }
problem-of_army = { $seat }'s army: { $problems }
problem-of_deck = { $seat }'s command deck: { $problems }
problem-no_units = an army needs at least one deployment card
problem-too_many_units = at most { $most } deployment cards in an army
problem-unknown_units = unknown deployment cards { $ids } (known: { $known })
problem-mixed = one affiliation per army (L1198); this one mixes { $affiliations }
problem-army_cost = the army costs { $cost } points; at most { $most }
problem-copies_unique = { $n } copies of { $card }; a unique card allows { $limit }
problem-copies_elite = { $n } copies of { $card }; an elite card allows { $limit }
problem-copies_regular = { $n } copies of { $card }; a regular card allows { $limit }
problem-unique = unique by name (L1418): only one { $card }
problem-unknown_commands = unknown command cards { $ids } (known: { $known })
problem-deck_size = a command deck has exactly { $size } cards, not { $n } (L569)
problem-deck_cost = the deck costs { $cost }; at most { $most } (L570)
problem-command_copies = { $n } copies of { $card }; its limit is { $limit } (L571)
problem-command_affiliation = { $card }: { $only }; the army is { $army }
problem-army-imperial = Imperial
problem-army-rebel = Rebel
problem-army-mercenary = Mercenary
pick-card = { $card } #{ $n } ({ $cost } points)
pick-command = Command: { $card } #{ $n } (cost { $cost })
pick-group-imperial = Imperial deployment cards
pick-group-rebel = Rebel deployment cards
pick-group-mercenary = Mercenary deployment cards
pick-group-command = Command cards (15 cards, at most 15 points; none: the default deck)
pick-timing-attack = played when attacking
pick-timing-defense = played when defending
pick-timing-activation = played during an activation
pick-timing_only = { $timing }; { $only }
pick-only-imperial = Imperial armies only
pick-only-rebel = Rebel armies only
pick-only-mercenary = Mercenary armies only
pick-tally_deck = Army: { $units } deployment cards, { $points } of { $limit } points. Command deck: { $cards } of { $size } cards, cost { $cost } of { $max_cost }. { $problems }
pick-tally_default = Army: { $units } deployment cards, { $points } of { $limit } points. Command deck: none picked, the affiliation's default deck. { $problems }
pick-problems = Still to fix: { $problems }
pick-ready = Ready: confirm when you are done.
prompt-initiative = Your army costs less: who takes the initiative?
opt-take_initiative = Take the initiative
opt-give_initiative = Give it to your opponent
prompt-zone = Choose your deployment zone
opt-zone_red = Deploy in the red zone
opt-zone_blue = Deploy in the blue zone
prompt-activate = Round { $round }: activate a group
opt-activate = Activate { $card } (group { $n })
opt-pass = Pass (you have fewer ready deployment cards)
prompt-figure = Which figure of the group activates next?
opt-figure = Activate { $figure }
prompt-action = { $figure }: { $actions } action(s), { $mp } movement point(s)
opt-move = Move: gain { $mp } movement points
opt-attack = Attack { $target }
opt-attack-space = Attack { $target } at { $x },{ $y }
opt-open_door = Open door { $n }
opt-claim_crate = Claim the crate at { $x },{ $y }
opt-special = Special action: { $special }
opt-special_ally = { $special }: { $figure } becomes focused
opt-discard_stunned = Discard Stunned (uses an action)
opt-discard_bleeding = Discard Bleeding (uses an action)
opt-step = Move to { $x },{ $y } ({ $cost } MP)
opt-step-large = Move to { $x },{ $y }–{ $x2 },{ $y2 } ({ $cost } MP)
opt-card = Play { $card }
opt-end = End this figure's activation
prompt-attack_mods = Attacking: { $damage } damage, { $surge } surge(s), accuracy { $accuracy } against { $block } block(s), { $evade } evade(s). Play a command card?
prompt-defense_mods = Defending: { $damage } damage, { $surge } surge(s), accuracy { $accuracy } against { $block } block(s), { $evade } evade(s). Play a command card?
opt-done = Go on
prompt-surges = { $left } surge(s) to spend (each ability once per attack)
opt-surge = Surge: { $ability }
opt-surges_done = Spend no more surges
prompt-cleave = Cleave: choose another legal target
opt-cleave = Cleave { $target }
opt-no_cleave = No Cleave target
prompt-strain = { $figure } suffers 1 strain: in a skirmish it is damage
opt-strain_take = Suffer 1 damage
opt-strain_discard = Discard the top command card instead
say-initiative = { $seat } has the initiative.
say-deployed = { $seat } deploys in the { $zone } zone.
say-zones = { $seat } chooses the { $zone } zone and places first.
say-placed = { $who } is placed at { $x },{ $y }.
say-placed_rest = { $seat } places the rest automatically.
say-deployment_done = Every figure is deployed.
prompt-place = Place { $figure } in the { $zone } zone ({ $left } to place)
opt-place = { $x },{ $y }
opt-place_large = { $x },{ $y }–{ $x2 },{ $y2 }
opt-place_first = Place { $figure } first
opt-place_rest = Place the rest automatically
say-activated = { $seat } activates { $card }.
say-passed = { $seat } passes.
say-move = { $who } moves: +{ $mp } MP.
say-moved = { $who } moves to { $x },{ $y }.
say-door = { $who } opens a door.
say-claimed = { $seat } claims a crate.
say-vp = { $seat } scores { $vp } VP.
say-round_vp = { $seat } scores { $vp } VP at the end of the round.
say-focused = { $who } becomes focused.
say-recovered = { $who } recovers { $amount } damage.
say-discarded = { $who } discards { $what }.
say-card = { $seat } plays { $name }.
say-strain_discard = { $seat } discards the top command card to prevent the damage.
say-attack = { $who } attacks { $target }: { $damage } damage, { $surge } surge(s), accuracy { $accuracy } against { $block } block(s), { $evade } evade(s).
say-attack_done = { $who }: { $damage } damage.
say-damage = { $who } suffers { $amount } damage.
say-defeated = { $who } is defeated.
say-elimination = Every figure of { $seat } is defeated.
say-won = { $seat } wins with { $vp } VP.
say-round_limit = Round limit reached: { $seat } wins on the tie-breakers.
say-round = Round { $round } begins; { $initiative } has the initiative.
prompt-hand = Play a command card
opt-cards = Play a command card...
opt-back = Back to the actions
fig = { $name } { $id }
card-unique = { $name }
card-elite = { $name } (elite)
card-regular = { $name } (regular)
mark-activation = Activation phase
# a phase in /match status (bot/engine/match_texts.state_words)
mark-initiative = initiative
mark-zone = choosing deployment zones
mark-deploy = deployment
mark-over = over

# --- option groups, zones, special actions, surge effects, refusals (lead: pseudo-locale coverage of IA) ---------
group-attack = Attack
group-move = Move
group-place = Squares
zone-red = red
zone-blue = blue
special-rally = Rally
special-meditate = Meditate
special-patch-up = Patch up
special-focus_ally = Focus an ally
special-focus_self = Focus
special-recover_self = Recover
surge-accuracy = +{ $v } accuracy
surge-damage = +{ $v } damage
surge-surge = +{ $v } surge
surge-block = +{ $v } block
surge-evade = +{ $v } evade
surge-dodge = dodge
surge-pierce = pierce { $v }
surge-blast = blast { $v }
surge-cleave = cleave { $v }
surge-recover = recover { $v }
surge-stun = stun
surge-bleed = bleed
surge-focus = focus
surge-weaken = weaken
surge-hide = hide
err-not_your_turn = It is not your turn to decide anything now.
err-not_offered = That is not one of the choices now. Offered: { $offered }
err-unreachable = Square { $x },{ $y } cannot be reached with { $mp } movement { $mp ->
    [one] point
   *[other] points
  }.
cite = { $rule }
cite-line = RRG line { $n }

# --- farther destinations, push, place, move X spaces, Massive (docs/ia.md) -----------------------------------------
opt-where = Farther destinations ({ $n })...
prompt-where = Farther destinations, page { $page } of { $pages } (at the console any space may be typed as {"{"}"kind": "step", "to": [x, y]{"}"})
opt-page_prev = Previous page
opt-page_next = Next page
prompt-push_whom = Push which figure?
opt-push_none = Push nobody
opt-push_target = Push { $target }
opt-stay = Leave it where it is
opt-to = To { $x },{ $y }
opt-to_large = To { $x },{ $y }–{ $x2 },{ $y2 }
prompt-relocate_push = Push { $figure } up to { $n } spaces: where to?
prompt-relocate_move = { $figure } moves up to { $n } spaces: where to?
prompt-relocate_place = Place { $figure } within { $n } spaces: where?
prompt-relocate_massive = A Massive figure ended on { $figure }: to which nearest empty space?
say-crush = { $who } ends its move on { $n } { $n ->
    [one] figure
   *[other] figures
  }: they are pushed aside.
say-relocated_push = { $who } is pushed to { $x },{ $y }.
say-relocated_move = { $who } moves to { $x },{ $y }.
say-relocated_place = { $who } is placed on { $x },{ $y }.
say-relocated_massive = { $who } is pushed aside to { $x },{ $y }.
err-not_pushable = That figure cannot be pushed now.
err-must_move = The figure must go to one of the nearest empty spaces.
err-not_there = The figure cannot go to { $x },{ $y } now.

# a player's own deployment card refused (bot/games/ia/roster.py): the field, what is wrong, what is allowed
err-deployment = deployment card: { $problems }
err-content_kind = Imperial Assault has no content kind '{ $kind }'; its kinds: { $kinds }
deploy-not_object = a deployment card is a JSON object
deploy-unknown_field = `{ $field }`: unknown field (allowed: { $allowed })
deploy-id = `id`: need 1-40 lowercase letters, digits or '-', starting with a letter or digit
deploy-builtin_id = `id` '{ $id }' is a built-in card; choose another id
deploy-name = `name`: need a text of 1 to 60 characters
deploy-name_ru = `name_ru`: need a text of at most 60 characters (the Russian name)
deploy-form = `{ $field }`: a text of at most 60 characters
deploy-basis = `name_ru_basis`: one of { $allowed } (where the Russian name comes from)
deploy-source = `name_ru_source`: a rulebook name cites its line as imperial-assault-rrg-ru.txt:<line>
deploy-one_of = `{ $field }`: one of { $allowed }
deploy-bool = `{ $field }`: true or false
deploy-traits = `traits`: need a list of short texts
deploy-whole = `{ $field }`: need a whole number from { $low } to { $high }, got `{ $value }`
deploy-base = `base`: one of [1, 1], [1, 2], [2, 2], [2, 3], got `{ $value }`
deploy-attack = `attack`: need {"{"}type: melee or ranged, dice: [...]{"}"}
deploy-dice = `{ $field }`: need a list of { $least } to 6 of { $allowed }, got `{ $value }`
deploy-surges = `surges`: need a list of at most 6 surge abilities
deploy-surge_form = `surges[{ $n }]`: need {"{"}cost: 1-3, effects: {"{"}effect: n{"}"}{"}"}
deploy-surge_effects = `surges[{ $n }]`: effects are { $allowed } with a number -5..10
deploy-mapping = `{ $field }`: need {"{"}name: 0-9{"}"} with names from { $allowed }
deploy-specials = `specials`: need a list of at most 3 special actions
deploy-special_form = `specials[{ $n }]`: need {"{"}id, effect{"}"} with an effect from { $allowed }

# a player's own skirmish map refused (bot/games/ia/game.py): the grid checker's problems (data/grid/texts, `grid.*`)
# and the skirmish's own
err-map = map: { $problems }
map-not_object = a map is a JSON object with the grid map's fields (docs/grid.md) plus `terminals` and `crates`
map-zone = `areas.{ $zone }`: the map needs { $zone ->
    [red] a red
   *[blue] a blue
} deployment zone, an area named `{ $zone }` (L1072)
map-builtin_id = `id` '{ $id }' is a built-in map; choose another id
map-tokens = `{ $field }`: need a list of squares [x, y], got `{ $value }`
map-token = `{ $field }[{ $n }]`: { $field ->
    [terminals] a terminal
   *[crates] a crate
} stands on a square [x, y] of the map, not `{ $value }`
map-shipped = the map '{ $map }' that comes with the game is broken (the server's data files): { $problems }
map-not_added = `map`: '{ $map }' is not a map added to this server ({ $n ->
    [0] none is
   *[other] maps: { $maps }
})

# where `python -m bot play --help` says this game's options are described (its console_example)
console-where = docs/ia.md (armies: the secret pick or the defaults)

# set-up options a match cannot start with (bot/games/ia/game.py initial_state; `err.setup` frames them)
setup-content_form = `content`: need {"{"}kind: [item, ...]{"}"}
setup-content_kind = `content`: unknown kind '{ $kind }' (kinds: { $kinds })
setup-army_form = { $seat }'s army is {"{"}units: [card ids], deck: [command ids] or null{"}"}
setup-armies_form = `armies`: need {"{"}seat: army{"}"} for the seats { $seats }
setup-seats = Imperial Assault is played by seats { $seats }
setup-unknown = { $n ->
    [one] unknown set-up option
   *[other] unknown set-up options
} { $names }; known: { $known }
setup-points_rounds = `points`: a whole number from 1 to 200; `rounds`: from 1 to 50
setup-mission = `mission`: one of { $missions }
setup-deployment = `deployment`: one of { $choices }
