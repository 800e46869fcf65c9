### Starfighter texts, English. Ids are message keys with dashes for dots.
game-title = Starfighter
cmd = Starfighter matches (cards and cruisers of our own design; owners can load the real ones)
cmd-new = Challenge someone to Starfighter
opt-mode = Training (green cards, Ares vs Athena), Skirmish (all cards) or Total War (each builds a deck)
mode-training = Training
mode-skirmish = Skirmish
mode-total_war = Total War
opt-cards = Which cards form the deck: ours (the shipped synthetic set) or those loaded on this server
cards-ours = Our synthetic cards
cards-loaded = Cards loaded on this server
opt-deck = Total War: your deck as text, e.g. south: 1-01..1-25 2-03
opt-builder = Total War: pick your deck from a list, playing this side
# .low: inside a sentence, .sector: the seat's sector; a seat's player (`person`) reads "bob", "bob's sector"
seat-south = South
    .low = south
    .sector = south sector
seat-north = North
    .low = north
    .sector = north sector
person = { $name }
    .low = { $name }
    .sector = { $name }'s sector
seat-nobody = nobody
# a side in the result line (bot/engine/match_texts.side_name)
who-south = South
who-north = North
# a phase in /match status (bot/engine/match_texts.state_words)
mark-cruiser = choosing cruisers
mark-reinforce = Reinforcement
mark-deploy = Deployment
mark-shift = Battle: shifting the cruiser
mark-direction = Battle: direction of the fights
mark-battle = Battle
mark-end = end of the round
mark-over = over
pick-text = Pick at least 5 packs of 5 cards for your Total War deck (or paste any 25 or more with `deck`):
pick-done = Deck chosen.
pick-paste_title = Your Total War deck
pick-paste_label = Side and card numbers (ranges like 1-01..1-25 allowed)
pick-waiting = decks: waiting for { $who }
pick-bad = Not a deck: { $reason }
pick-pack = Cards { $first } to { $last } (levels { $levels })
content-card = A squadron card from your own copy: id (its number), colour (green or blue), level 0-3, and the printed upper and lower halves of its face (fighters, effects, shields 0/2/3/4, force_field).
content-cruiser = A cruiser board side from your own copy: id, name, board (shared by its two sides), armour (maximum), training, and 5 sectors, each with rows (1-4) and the levels of its Draw icons.
content-kind-card = squadron card
content-kind-cruiser = cruiser side

card-number = card { $card }
card-back = a face-down card
card-on_board = { $what } on { $seat }'s sector { $sector } (level { $level })
card-detail = level { $level }; upper half: { $upper }; lower half: { $lower }
part-fighters = { $n ->
    [one] { $n } fighter
   *[other] { $n } fighters
}
part-shields = { $n } shields
part-force_field = force field
part-nothing = nothing
side-face = face up
side-back = back up
effect-draw = Draw card
effect-lateral = Lateral move
effect-vertical = Vertical move
effect-free = Free move
effect-rotate = Rotate
effect-destroy = Destroy
effect-damage_enemy = Damage enemy cruiser
effect-damage_own = Damage own cruiser
effect-barrel_roll = Barrel roll
effect-fighter_damage = Fighter damage

opt-cruiser = { $cruiser } (armour { $armour }, { $icons } Draw icons, rows { $rows })
opt-pass = Pass
opt-play_face = { $card } face up (level { $level })
opt-play_back = { $card } back up (level 0)
opt-sector = Sector { $sector } (level { $level })
opt-cancel = Choose another card
opt-shift_left = Slide your cruiser one sector to your left
opt-shift_none = Do not slide
opt-shift_right = Slide your cruiser one sector to your right
opt-ltr = Battles from your left to your right
opt-rtl = Battles from your right to your left
opt-order = { $effect } of { $card }
opt-to_sector = to sector { $sector }

prompt-cruiser = Choose your cruiser
prompt-cruiser_secret = Choose your cruiser in secret (both are revealed together)
prompt-deploy = Round { $round }, Deployment: play a card from your hand ({ $hand } cards) or pass
prompt-sector = Where does { $card } go ({ $side })?
prompt-shift = Battle: slide your cruiser? (offset now { $offset })
prompt-direction = Battle: in which order are the sectors fought?
prompt-order = Several of your effects are visible: which resolves first?
prompt-effect_target = { $effect } of { $card }: choose the card
prompt-effect_dest = { $effect } of { $card }: choose the sector

say-round = Round { $round }: Reinforcement.
say-cruiser = { $seat } takes the cruiser { $cruiser }.
say-cruiser_locked = { $seat } has chosen a cruiser in secret.
say-cruisers_revealed = Cruisers revealed: { $a } against { $b }.
say-reinforced = { $seat } draws { $n } { $n ->
    [one] card
   *[other] cards
}{ $aside ->
    [0] {""}
   *[other] {" "}and takes { $aside } set aside
}.
say-deploy = Deployment: { $seat } starts.
say-played_face = { $seat } plays { $card } face up in sector { $sector } (level { $level }).
say-played_back = { $seat } plays a card back up in sector { $sector } (level { $level }).
say-passed = { $seat } passes{ $first ->
    [yes] {" "}first and takes the initiative
   *[no] {""}
}.
say-passed_forced = { $seat } cannot play and passes.
say-battle_phase = Battle: { $seat } holds the initiative.
say-shifted = { $seat } { $by ->
    [0] keeps the cruisers where they are
   *[other] slides their cruiser
} (offset { $offset }).
say-direction = { $seat } chooses: { $dir }.
say-battle = Battle in column { $col } ({ CASE($player_south, "sector") } { $a }, { CASE($player_north, "sector") } { $b }): { CASE($player_south, "low") } takes { $ta }, { CASE($player_north, "low") } takes { $tb }.
say-overflow = { $seat }'s sector is empty: armour −{ $n }.
say-absorbed = The force field absorbs { $n } more.
say-destroyed = { $card } is destroyed.
say-reshuffled = The discard pile is shuffled into a new deck.
say-fizzled = { $effect } has no legal target.
say-set_aside = { $seat } sets a card aside for the next round (Draw card).
say-armour_effect = { $effect }: { $seat } loses 1 armour.
say-moved = { $who }: { $effect } moves { $card } to sector { $sector }.
say-effect_on = { $who }: { $effect } on { $card }.
say-chain_cut = The chain stops after { $limit } effects (loop guard).
say-round_end = End of round { $round }: the initiative passes, shields recover.
say-game_over = Game over: { $winner } wins ({ $reason ->
    [armour] higher armour
    [cards] equal armour, more cards on the board and in hand
   *[draw] a draw: equal armour and cards
}; armour { $aa }:{ $ab }, cards { $ca }:{ $cb }{ $why ->
    [round_limit] , round limit reached
   *[armour] {""}
}).

cite = { $rule }
cite-section = §{ $n } { $title }
cite-setup = Setup
cite-deployment = Deployment
cite-initiative = Initiative
cite-chaining = Order and chaining
cite-effects = Effects
cite-total_war = Total War
err-options = Unknown { $n ->
    [one] option
   *[other] options
} { $given }; Starfighter takes { $allowed }.
err-mode = No mode { $given }; choose { $allowed }.
err-seats = Starfighter's seats are { $allowed }.
err-cards_option = `cards` is `ours` or `loaded`, not { $given }.
err-no_cards = No cards for { $mode }: load cards on this server first, or play with ours.
err-action = An action is an object with a "kind".
err-over = The match is over.
err-not_your_turn = Not your decision now ({ $seat }); waiting for: { $waiting }.
err-cruiser = { $given } is not a cruiser you may choose; allowed: { $allowed }.
err-not_in_hand = { $card } is not in your hand ({ $hand }).
err-side = A card is played `face` or `back` up, not { $side }.
err-no_sector = { $card } (level { $level }) fits no sector now: a level-L card goes only where the sector holds exactly L cards; play it back up or choose another.
err-deploy_kind = In Deployment you play a card or pass, not { $given }.
err-sector = Sector { $given } is not allowed; allowed: { $allowed }.
err-shift = Slide by { $allowed } only (at least two sectors must still face each other).
err-direction = Choose `ltr` or `rtl`.
err-order = Choose one of your visible effects: { $allowed }.
err-target = Not a legal choice for { $effect }; allowed: { $allowed }.
err-content_kind = No content kind { $given }; Starfighter takes { $allowed }.
err-content = This { $kind } has problems: { $problems }
err-content_shape = Loaded content is an object of lists: { $allowed }.
err-deck = A Total War deck needs at least { $least } different card numbers (given { $n }); unknown: { $unknown }; twice: { $doubled }.
err-deck_side = Start with your side ({ $allowed }) and a colon, then the card numbers.
err-decks_missing = Total War needs both decks ({ $seats }), each at least { $least } cards: paste one with `deck` or pick with `builder`.
err-passed = You have passed: you play again next round.

# a player's own card or cruiser side refused (bot/games/starfighter/catalogue.py): the item, the field, what is wrong
sfp-and = { $first }; { $rest }
sfp-field = { $item }, `{ $field }`
sfp-card = card { $id }
sfp-card_any = card
sfp-cruiser = cruiser { $id }
sfp-cruiser_any = cruiser
sfp-back = card back
sfp-not_object = { $at }: must be an object with { $fields }
sfp-unknown_field = { $at }: unknown field (allowed: { $allowed })
sfp-whole = { $at }: `{ $value }` is not a whole number { $low }..{ $high }
sfp-effects = { $at }: must be a list of at most { $most } effect names
sfp-effect = { $at }: `{ $value }` is not an effect (allowed: { $allowed })
sfp-effect_training = { $at }: `{ $value }` is not an effect of the Training set (allowed: { $allowed })
sfp-shields = { $at }: `{ $value }` is not one of 0, 2, 3, 4
sfp-green_shields = { $at }: green (Training) cards carry no shields
sfp-bool_value = { $at }: `{ $value }` is not true or false
sfp-green_force = { $at }: green (Training) cards carry no force field
sfp-card_id = { $at }: `{ $value }` is not a card number (letters, digits, '-' or '_', e.g. 3-10)
sfp-colour = { $at }: `{ $value }` is not green (Training) or blue
sfp-level = { $at }: `{ $value }` is not a level 0..3
sfp-missing_upper = { $at }: missing (the face's printed upper half)
sfp-missing_lower = { $at }: missing (the face's printed lower half)
sfp-cruiser_id = { $at }: `{ $value }` is not an id (letters, digits, '-' or '_')
sfp-missing_text = { $at }: missing or not text
sfp-not_text = { $at }: not text
sfp-basis = { $at }: only `ours` (the Starfighter rules name no cruiser)
sfp-armour = { $at }: `{ $value }` is not a whole number 1..{ $most } (the armour maximum)
sfp-bool = { $at }: not true or false
sfp-sectors = { $at }: must be a list of { $n } sectors, each {"{"}rows, draw{"}"}
sfp-rows = { $at }: `{ $value }` is not a whole number 1..{ $most } (level spaces)
sfp-draw = { $at }: `{ $value }` must list levels 0..{ $top } holding a printed Draw icon
sfp-draw_twice = { $at }: a level is listed twice
sfp-shipped_id = { $at }: that id belongs to the catalogue that ships (of our own design); use another
sfp-twice = an id appears twice
sfp-shipped_board = board “{ $board }” is a shipped board
sfp-board_sides = board “{ $board }” has more than 2 sides

# where `python -m bot play --help` says this game's options are described (its console_example)
console-where = docs/starfighter.md
