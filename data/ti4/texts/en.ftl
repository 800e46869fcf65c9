### TI4 space combat texts, English. Ids are message keys with dashes for dots.
game-title = Twilight Imperium 4: space combat
# the invitation's summary of the options (bot/discord_bot/invite_texts.py): "attacker's fleet 2 cruiser, ..."
setup-attacker = attacker's fleet
setup-defender = defender's fleet
setup-nebula = nebula
# /ti4 odds: a unit's expected survivors ("1.33 Dreadnought I")
odds-survivor = { NUMBER($n, minimumFractionDigits: 2, maximumFractionDigits: 2) } { $unit }
prompt-munitions = Round { $round }: use Munitions Reserves?
opt-keep_tg = Keep your trade goods
opt-spend_tg = Spend 2 of { $tg } trade goods: reroll any dice this round
prompt-duranium = Duranium Armor: repair one damaged unit
prompt-declare = Round { $round }: announce a retreat? (it happens after this round's hits, RU 39.4)
opt-stay = Stay and fight
opt-retreat = Announce a retreat
prompt-reroll = Munitions Reserves: reroll any of your { $hits }-hit roll's dice (misses shown)
opt-no_reroll = no reroll
prompt-assign = Assign { $hits } { $where } hit(s) to your ships
prompt-assign_nf = Assign { $hits } { $where } hit(s) to your ships ({ $nf } must go to non-fighter ships if possible)
where-combat = combat
where-afb = anti-fighter barrage
where-space_cannon = space cannon
where-assault_cannon = Assault Cannon
where-ambush = Ambush
prompt-remove = Too many fighters/ground forces for your capacity ({ $reason }): choose
raw = { $text }
# .def: with its article, .poss: its possessive (a side's player reads "bob", "their")
side-attacker = attacker
    .def = the attacker
    .poss = its
src-combat = combat
src-afb = afb
src-space_cannon = space_cannon
src-assault_cannon = assault_cannon
src-ambush = ambush
side-defender = defender
    .def = the defender
    .poss = its
# a side's player by display name, where the reader knows who sits there (docs/protocol.md "Players by name")
person = { $name }
    .def = { $name }
    .poss = their
what-space_cannon = space cannon offense
what-ambush = Ambush
what-assault_cannon = Assault Cannon
what-afb = anti-fighter barrage
what-combat = combat roll
reason-cap_space_cannon = capacity after space cannon
reason-cap_combat = capacity after combat
reason-cap_retreat = retreat: no transport
reason-duranium = Duranium Armor
reason-arc_secundus = Arc Secundus: repaired at the start of each round
reason-van_hauge = Van Hauge (Yin flagship) was destroyed: all ships in the system are destroyed
say-round = Round { $round }
say-rolled = { $side } { $what }: { $hits } hit(s)
say-rolled_dice = { $side } { $what }: { $dice } -> { $hits } hit(s)
say-assigned = { $side } assigns { $hits } { $where } hit(s): { $text }
hits-sustain = sustain { $units }
hits-destroy = destroy { $units }
hits-both = { $sustain }; { $destroy }
hits-none = no losses
say-declared = { $side } announces a retreat
say-repaired = { $side } repairs { ARTICLE($unit) } { $unit } ({ $reason })
say-removed = { $side } removes { $units } ({ $reason })
say-retreated = { $side } retreats: { $units }
say-retreated_none = { $side } retreats: nothing can move
say-munitions = { $side } spends 2 trade goods on Munitions Reserves
say-rerolled = { $side } rerolls { $n } di(c)e: { $hits } hit(s)
end-no_combat_one = no space combat: space cannon fire left only { CASE($winner, "def") }'s ships (RU 39.1)
end-no_combat_none = no space combat: no ships left after space cannon fire
end-draw = draw: neither side has ships left (RU 39.10)
end-retreated = { CASE($retreated, "def") } retreated; { CASE($winner, "def") } wins the combat (RU 39.10)
end-won = { CASE($winner, "def") } wins: only { CASE($winner, "poss") } ships remain (RU 39.10)
opt-remove = remove { $units }
detail-keeps = keeps { $fleet }
fleet-damaged = { $unit } ({ $d } damaged)
fleet-nothing = nothing
unit-count = { $n } { $unit }
unit-flagship = { $name } (flagship)
either = { $a } or { $b }
dice-group = { $unit } { $value }+{ $mod } [{ $dice }]
opt-repair = Repair { ARTICLE($unit) } { $unit }
opt-reroll = reroll { $dice }
group-sustain = sustain
group-destroy = destroy
cite = { $rule }
cite-rule = TI4 rule { $n }
cite-lrr = LRR { $n }
cite-both = { $a } / { $b }
err-no_seat = there is no seat { $seat }; seats are attacker and defender
err-over = the combat is over
err-no_kind = an action is an object with a `kind`
err-unknown_action = unknown action { $kind }; expected declare, assign, remove, munitions or reroll
err-declare_malformed = `declare` needs `retreat`: true or false
err-no_retreat_system = you cannot announce a retreat: there is no system to retreat to
err-defender_retreats = the defender announced a retreat this round, so the attacker cannot
err-not_declare_turn = it is not your turn to announce a retreat
err-no_hits = you have no hits to assign now
err-nothing_to_remove = you have nothing to remove now
err-remove_exactly = remove exactly the excess fighters/ground forces: { $choices }
err-duranium_when = Duranium Armor repairs after hits are assigned
err-duranium_which = Duranium Armor can repair: { $choices } (damaged, and not by Sustain Damage this round)
err-munitions_when = Munitions Reserves is used at the start of a combat round
err-munitions_malformed = `munitions` needs `spend`: true or false
err-reroll_when = rerolls are made right after your own combat roll
err-reroll_malformed = `reroll` needs `dice`: {"{"}unit: [die positions]{"}"}
err-reroll_positions = { $unit }: name distinct positions of dice you rolled
err-assign_shape = an assignment is `{"{"}"sustain": {"{"}unit: n{"}"}, "destroy": {"{"}unit: n{"}"}{"}"}`
err-assign_count = { $part } { $unit }: the count must be a whole number >= 0
err-assign_no_unit = you have no { $unit } in this combat
target-only_fighters = only fighters
target-only_non_fighters = only non-fighter ships
target-only_ships = only ships
err-assign_target = these hits can be assigned to { $what }, not to { $unit }
err-why_no_cancel = these hits cannot be cancelled by Sustain Damage
err-why_no_sustain = it has no Sustain Damage
err-cannot_sustain = { $unit } cannot sustain: { $why }
err-sustain_undamaged = only { $n } undamaged { $unit } can use Sustain Damage
err-sustain_too_many = { $s } uses of Sustain Damage for { $hits } hit(s): each use must cancel a hit
err-only_have = you have only { $unit }
err-destroy_exactly = { $hits } hit(s), { $s } cancelled by Sustain Damage: destroy exactly { $need } ship(s), not { $total }
err-non_fighters_first = { $nf } hit(s) must go to non-fighter ships if possible: destroy at least { $need } non-fighter ship(s)
mark-sco = space cannon offense
mark-afb = anti-fighter barrage
mark-declare = retreat announcements and combat rolls
# a phase in /match status (bot/engine/match_texts.state_words)
mark-round_start = round start
mark-roll = combat rolls
mark-reroll = reroll
mark-assign = assigning hits
mark-excess = capacity check
mark-retreat = retreat
mark-munitions = Munitions Reserves
mark-duranium = Duranium Armor
mark-over = over
err-setup_seats = a TI4 space combat needs the seats `attacker` and `defender`
err-setup_options = options must be an object with `attacker` and `defender`
err-setup_unknown = unknown { $n ->
    [one] option
   *[other] options
}: { $options }; known: `attacker`, `defender`, `nebula`
err-setup_no_fleet = the { $side }'s fleet is missing (e.g. `"{ $seat }": "2 carrier 4 fighter 1 dreadnought"`)
err-setup_nebula = `nebula` must be true or false
err-setup_side_type = { $side }: give a fleet string or an object with `fleet`
err-setup_side_unknown = { $side }: unknown { $n ->
    [one] option
   *[other] options
} { $options }; known: { $known }
err-setup_faction = { $side }: unknown faction { $faction }; known: { $known }
err-setup_trade_goods = { $side }: `trade_goods` must be a whole number from 0 to 99
err-setup_flag = { $side }: `{ $flag }` must be true or false
err-setup_techs = { $side }: `techs` is a list of technology ids
err-setup_tech = { $side }: unknown technology { $tech }; known: { $known }
err-setup_faction_tech = { $side }: { $tech } is a faction technology of the { $faction }
err-setup_fleet = { $side }: { $why }
err-setup_pds = { $side }: only PDS may be declared under `pds`, not { $units }
err-setup_no_ship = { $side }: the fleet needs at least one ship (ground forces alone do not fight in space)
err-setup_capacity = { $side }: { $bound } fighters/ground forces need transport but the ships carry { $capacity }{ $dock ->
    [yes] {" "}(+3 fighters by the space dock)
   *[no] {""}
}; capacity must be met before combat
fleet-empty = the fleet is empty; list units like “2 carrier 4 fighter 1 dreadnought2”
fleet-long_number = the number { $number } has { $digits } digits; numbers here have at most { $limit } digits
fleet-count_end = “{ $token }” at the end of the fleet is a count without a unit
fleet-unknown = unknown unit “{ $token }”; known units: { $known }
fleet-count = “{ $count } { $token }”: a count must be from 1 to 50
fleet-class = “{ $token }” is { $cls ->
    [ship] a ship
    [ground] a ground force
   *[structure] a structure
}, not allowed here{ $pds ->
    [yes] ; declare PDS with the side's `pds` option
   *[no] {""}
}
fleet-flagship_faction = a flagship needs the side's faction (e.g. `faction` `sardakk`); factions: { $factions }
fleet-flagship_twice = a player has at most one flagship
fleet-upgrade_mix = “{ $unit }” and “{ $upgrade }” together: an upgrade applies to every { $unit } of a player

# /ti4 odds: a note on a fleet answered anyway, and the refusals of fleets too large to solve (bot/games/ti4/odds.py)
odds-capacity = the { $side } is over capacity (rule 16): { $n } { $n ->
    [one] fighter/ground force needs
   *[other] fighters/ground forces need
} room but its ships carry { $capacity }{ $dock ->
    [yes] {" "}(+3 fighters by the space dock)
   *[no] {""}
}. In a match the excess is removed before combat; these odds are for the fleet as given, without capacity checks for this side
odds-too_many = these fleets have { NUMBER($states, useGrouping: "true") } fleet states to solve; the limit is { NUMBER($limit, useGrouping: "true") } (a side's states: 1 + its ships + its ships with Sustain Damage, more with repairs or against barrage; the two sides multiply){ $hint }
odds-fit = ; the largest fleets of these units that fit: '{ $a }' vs '{ $b }'
odds-no_fit = ; even one unit of each type is over it
odds-over_limit = these fleets reach more than { NUMBER($limit, useGrouping: "true") } fleet states, the limit, though { NUMBER($states, useGrouping: "true") } were counted before solving (anti-fighter barrage and hits that must go to non-fighter ships branch off the usual order of losses): try fewer fighters or smaller fleets

# where `python -m bot play --help` says this game's options are described (its console_example)
console-where = docs/ti4.md; attacker and defender are required
