### Star Wars Miniatures texts, English. Ids are message keys with dashes for dots (docs/texts.md).
game-title = Star Wars Miniatures
# the invitation's summary of the options (bot/discord_bot/invite_texts.py)
setup-points = squad points limit
setup-round_limit = round limit
setup-round_limit-0 = none
cmd = Star Wars Miniatures skirmishes
cmd-new = Challenge someone to a Star Wars Miniatures skirmish
opt-era = The era both squads come from (SWM-2.1)
opt-points = The squad points limit (SWM-2.5; default 100)
opt-map = The map
opt-round_limit = End after this many rounds, most points on the table winning (0: off)
opt-squad = Your squad as text, e.g. light: g-l-knight, 4x g-l-militia
opt-build = Pick your squad from a list, playing this side
era-old_republic = Old Republic
era-rise_of_the_empire = Rise of the Empire
era-rebellion = Rebellion
era-new_republic = New Republic
era-new_jedi_order = New Jedi Order
map-test_corridor = Test Corridor (our own map)
map-duel_hall = Duel Hall (our own map)
# .def: with its article, .poss: its possessive; a side's player (`person`) reads "bob", "their", and where the
# side is the right word (the winner) "the Light side (bob)" (.def_named)
side-light = Light side
    .def = the Light side
    .poss = its
    .def_named = the Light side
side-dark = Dark side
    .def = the Dark side
    .poss = its
    .def_named = the Dark side
person = { $name }
    .def = { $name }
    .poss = their
    .side = { $side }
    .def_named = { CASE($side, "def") } ({ $name })
faction-old_republic = Old Republic
faction-sith = Sith
faction-republic = Republic
faction-separatists = Separatists
faction-empire = Empire
faction-rebels = Rebels
faction-new_republic = New Republic
faction-yuuzhan_vong = Yuuzhan Vong
faction-fringe = Fringe
pick-text = Pick your squad (its points and legality are checked when the match starts):
pick-done = Squad chosen.
pick-paste_title = Your squad
pick-paste_label = Side and characters
pick-waiting = squads: waiting for { $who }
pick-bad = That is not a squad: { $reason }
pick-char = { $name }{ $suffix }
pick-detail = { $cost } points, HP { $hp }, Defense { $defense }, Attack { $attack }, Damage { $damage }
content-character = A character from your own card: id, name, faction, cost, hp, defense, attack, damage, size, unique, abilities, force, force_powers, commander; optionally name_ru, and for Russian sentences its case forms name_ru_gen, name_ru_dat, name_ru_acc, name_ru_ins with gender_ru (m, f, n or pl), all or none
content-kind-character = character
fig = { $name }
squad-entry = { $n ->
    [1] { $name }
   *[other] { $n } × { $name }
}
squad-empty = the squad has no characters
squad-form = a squad is a list of character ids
squad-too_many = { $n } characters; at most { $most }
squad-unknown = unknown characters: { $ids }
squad-faction = { $name } ({ $faction }) cannot join this side in this era (SWM-2.1)
squad-two_factions = two factions in one squad: { $factions } (SWM-2.3, A-3)
squad-points = { $total } points, over the limit of { $limit } (SWM-2.5)
squad-unique = two unique characters named { $name } (SWM-1.3)
res-critical = natural 20: critical hit
res-natural_one = natural 1: automatic miss
res-hit = hit
res-miss = miss
prompt-squad = { CASE($side, "side") }: pick your squad, at most { $points } points, era { $era } (or give {"{"}"kind": "squad", "characters": [ids]{"}"})
prompt-deploy = { $side } sets up { $figure } in { CASE($side, "poss") } zone
prompt-first = Round { $round }: you won the initiative ({ $light } against { $dark }). Who goes first?
prompt-activate = Round { $round }, { $side }: activate a character ({ $left } left in this phase)
prompt-turn = { $figure } (HP { $hp }, Force { $force }) at { $at }: move up to { $budget } squares, attack, or end the turn
prompt-aoo = { $mover } leaves { $at }, next to your characters: attack of opportunity?
prompt-reroll = { $figure } rolled { $natural } ({ $total } against { $defense }): spend 1 Force point to reroll?
prompt-deflect = { $figure } is hit by { $attacker }: spend 1 Force point to Deflect (save 11)?
opt-fixture = { $name } ({ $figures } characters)
opt-place_auto = Set up the rest of the { CASE($side, "side") } squad automatically
opt-square = { $at }
opt-first_me = I go first
opt-first_other = { $side } goes first
opt-fig_detail = HP { $hp }, Force { $force }, at { $at }
opt-attack = Attack { $target }
opt-attack_cover = Attack { $target } (in cover, +4 Defense)
opt-attack_cf = Attack { $target } with combined fire of { $n } ({ $helpers })
opt-fury = Fury: 1 Force point, +10 Damage this turn
opt-force_move = Force: 1 point for +2 squares of movement
opt-move = Move to { $at } ({ $cost } { $cost ->
    [one] square
   *[other] squares
})
opt-end = End the turn
opt-aoo = Attack with { $figure }
opt-aoo_pass = No attack
opt-keep = Keep the roll
opt-reroll = Reroll with the Force ({ $force } left)
opt-take = Take the damage
opt-deflect = Deflect ({ $force } Force left)
say-squad_locked = { $side } has chosen { CASE($side, "poss") } squad.
say-revealed = Squads revealed. Light side: { $light }. Dark side: { $dark }.
say-placed = { $figure } set up at { $at }.
say-round = Round { $round } begins.
say-initiative = Initiative: light side { $light }, dark side { $dark }{ $ties ->
    [0] {""}
    [one] {" "}(after one tie)
   *[other] {" "}(after { $ties } ties)
}; { $side } decides who goes first.
say-first = { $side } goes first this round (chosen by { CASE($chooser, "def") }).
say-phase = Phase { $number }: { $side } activates { $n ->
    [one] one character
   *[other] { $n } characters
}.
say-round_end = Round { $round } ends.
say-activated = { $figure } is activated.
say-moved = { $figure } moves to { $at } ({ $cost } { $cost ->
    [one] square
   *[other] squares
}).
say-moved_on = { $figure } moves on to { $at }.
say-aoo_offer = { $figure } leaves { $at } next to an enemy: an attack of opportunity may be made.
say-aoo_pass = { $side } makes no attack of opportunity.
say-attack = { $attacker } attacks { $target }: d20 { $natural }, total { $total } against Defense { $defense }{ $cover ->
    [1] {" "}(cover +4)
   *[0] {""}
}: { $result }.
say-attack_cf = { $attacker } attacks { $target } with combined fire of { $helpers }: d20 { $natural }, total { $total } against Defense { $defense }{ $cover ->
    [1] {" "}(cover +4)
   *[0] {""}
}: { $result }.
say-attack_aoo = { $attacker } makes an attack of opportunity on { $target }: d20 { $natural }, total { $total } against Defense { $defense }{ $cover ->
    [1] {" "}(cover +4)
   *[0] {""}
}: { $result }.
say-force_reroll = { $figure } spends 1 Force point to reroll.
say-rerolled = { $figure } rerolls: d20 { $natural }, total { $total } against Defense { $defense }: { $result }.
say-force_deflect = { $figure } spends 1 Force point to Deflect.
say-deflect_ok = { $figure } deflects the attack: save { $natural } (needs { $need }), no damage.
say-deflect_fail = { $figure } fails to deflect: save { $natural } (needs { $need }).
say-force_move = { $figure } spends 1 Force point for +2 squares of movement.
say-fury = { $figure } spends 1 Force point on Fury: +10 Damage this turn.
say-damaged = { $figure } takes { $amount } damage ({ $hp } HP left).
say-defeated = { $figure } is defeated.
say-turn_end = { $figure } ends its turn.
say-door_open = The { $door } opens.
say-door_closed = The { $door } closes.
say-victory = Every character of { CASE($loser, "def_named") } is defeated: { CASE($side, "def_named") } wins.
say-limit_win = Round limit { $rounds } reached: { CASE($side, "def_named") } wins on points on the table ({ $light } to { $dark }).
say-limit_draw = Round limit { $rounds } reached: a draw, both sides with { $points } points on the table.
cite = { $rule }
cite-rule = SWM-{ $n }
err-action_form = An action is a JSON object with a "kind".
err-unknown_action = Unknown action { $kind }; actions: { $known }.
err-not_now = { $kind }: not your decision now; waiting for: { $waiting }.
err-seats = Star Wars Miniatures is played by the seats { $seats }.
err-option_unknown = Unknown set-up { $n ->
    [one] option
   *[other] options
}: { $names } (known: { $known }).
err-option_choice = `{ $name }` takes one of { $allowed }, not { $value }.
err-option_number = `{ $name }` takes a whole number { $low }..{ $high }, not { $value }.
err-rules_object = `rules` takes an object of ambiguity options, e.g. {"{"}"A-6": "two_at_a_time"{"}"}.
err-rules_unknown = No ambiguity option { $option }; the options: { $known }.
err-rules_value = { $option } takes one of { $allowed }, not { $value }.
err-content_form = `content` takes {"{"}"character": [characters]{"}"}.
err-content = Players' characters: { $problems }
err-content_kind = This game takes only "character" content, not "{ $kind }".
err-character = That character card has problems: { $problems }
err-squads_option = `squads` takes both squads: {"{"}"light": [ids], "dark": [ids]{"}"}.
err-squad = The { $side } squad is not legal: { $problems }.
err-side = No side "{ $side }"; sides: { $allowed }.
err-picked = Pick 1 to { $most } characters from the list offered (not: { $bad }).
err-paste_json = That squad is not valid JSON.
err-paste_form = Write the side, a colon and the characters, e.g. light: g-l-knight, 4x g-l-militia.
err-paste_token = "{ $token }" is neither a character id nor a name of our roster.
err-squad_size = A squad has at most { $most } characters.
err-fixture = No example squad { $name } for you here; offered: { $allowed }.
err-place_order = Set up { $figure } now (the dark side sets up first, then the light side).
err-place_square = { $at } is not a free square of your set-up zone.
err-no_room = No room left to set up { $figure }.
err-first = Choose the side that goes first: light or dark.
err-activate = { $figure } cannot be activated now; you may activate: { $allowed }.
err-no_move = No movement is left this turn (move 6 and attack, attack and move 6, or move 12).
err-path_start = A path starts at the character's square, { $at }.
err-path_illegal = That path is not legal: { $why }.
err-too_far = That move costs { $cost } squares; { $budget } left this turn.
err-move_form = Give a square to move to: {"{"}"kind": "move", "to": [x, y]{"}"}.
err-unreachable = { $to } cannot be reached with the { $budget } squares left.
err-no_attack = No attack is left this turn.
err-target = { $target } is not a legal target (line of sight, adjacent enemies first, cover only for the nearest enemy); legal: { $allowed }.
err-helpers_form = `helpers` takes a list of your characters.
err-helpers = Cannot help this attack: { $bad }; may help: { $allowed }.
err-force_move = No Force point may be spent on movement now (one Force use per turn).
err-power = The power { $power } cannot be used now.
err-must_act = This match does not allow passing (A-7): move or attack first.
err-aoo = { $figure } cannot make that attack of opportunity; may: { $allowed }.
wait-item = { $side }: { $what }
decision-squad = squad
decision-deploy = set-up
decision-first = who goes first
decision-activate = activation
decision-turn = turn
decision-aoo = attack of opportunity
decision-reroll = Force reroll
decision-deflect = Deflect
fixture-light = Light example squad (digest §4, 94 points)
fixture-dark = Dark example squad (digest §4, 97 points)
fixture-big = Big-figure squad (digest §4, 100 points)
fixture-fringe = Hired Guns
fixture-fringe_small = A few Hired Guns
door-blast_door = Blast Door
door-airlock = Airlock
door-hall_door = Hall Door

# a player's own character card refused (bot/games/swm/roster.py): the field, what is wrong, what is allowed
card-and = { $first }; { $rest }
card-of_item = character { $n }: { $problem }
card-not_object = a character is a JSON object with the fields { $fields }
card-unknown_field = unknown field `{ $field }` (allowed: { $allowed })
card-id = `id` must be 1-40 characters: lower-case letters, digits and dashes, starting with a letter or digit
card-builtin_id = `id` '{ $id }' is a character of the game's own roster; choose another id
card-twice = `id` '{ $id }' is given twice
card-text = `{ $field }` must be text of 1-{ $most } characters
card-forms_together = the Russian case forms and gender go together: add { $missing } (or leave them all out)
card-gender = `gender_ru` must be one of { $allowed } (masculine, feminine, neuter, plural), not `{ $value }`
card-one_of = `{ $field }` must be one of { $allowed }, not `{ $value }`
card-whole = `{ $field }` must be a whole number { $low }..{ $high }, not `{ $value }`
card-bool = `{ $field }` must be true or false
card-list = `{ $field }` must be a list of names ({ $allowed })
card-list_unknown = `{ $field }`: unknown `{ $value }` (allowed: { $allowed })
card-list_twice = `{ $field }` lists a name twice
card-powers_need_force = `force_powers` need a Force rating: set `force` to 1 or more (SWM-13.4)
card-commander = `commander` must be null or {"{"}effect, value, range{"}"}
card-content_list = `content.character` must be a list of characters

# where `python -m bot play --help` says this game's options are described (its console_example)
console-where = docs/swm.md
