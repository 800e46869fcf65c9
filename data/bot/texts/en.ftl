### The adapters' texts (Discord, console), English. Ids are message keys with dashes for dots.

## ---- slash command and option descriptions (Discord localizations)
cmd-xwing = X-Wing Miniatures (1st edition) matches
cmd-xwing-new = Challenge someone to an X-Wing match
cmd-game-new = Challenge someone to a match
cmd-match = Your matches in this channel
cmd-match-status = Phase, whose decision and the deadlines of a match
cmd-match-board = Post the full board picture
cmd-match-log = The recent public log of a match
cmd-match-undo = Ask to take back the last decision (needs the opponent's consent)
cmd-match-concede = Concede the match
cmd-match-resume = Resume a match paused by a deadline
match-resumed = Match #{ $match } resumes; the deadlines start afresh.
match-resume_hint = A player can continue it with /match resume.
cmd-match-abandon = Abandon a match (server admins only)
cmd-match-picker = Show your secret picker here, privately (when DMs are closed)
cmd-settings = Your personal settings
cmd-settings-timezone = Your time zone, for reminders and quiet hours
cmd-settings-quiet_hours = Hours when the bot does not send you reminders
cmd-settings-language = The language the bot uses with you
cmd-roll = Roll dice: X-Wing, Imperial Assault, TI4, SW Miniatures or an expression like 4d6kh3
cmd-odds = Exact X-Wing attack odds, e.g. 3 red focus vs 2 green evade
cmd-range = Range, arcs and obstruction between two ships of the match here
quick-verify = Verify: { $verification }
quick-roll_alt = Dice icons of the roll. { $summary }
quick-odds_alt = Bar chart of the chance of each damage total: { $damage }
cmd-ti4 = Twilight Imperium 4 space combat
cmd-ti4-new = Challenge someone to a TI4 space combat (you attack)
opt-game = Which game's dice
opt-request = What to roll, e.g. 3 red focus vs 2 green
opt-ship = A ship id in the match, e.g. luke
opt-attacker_fleet = Your fleet, e.g. 2 carrier 4 fighter 1 dreadnought
opt-defender_fleet = The defender's fleet, e.g. 3 destroyer 1 cruiser
opt-nebula = The combat takes place in a nebula
opt-opponent = The player you challenge
opt-squads = How the squads are chosen
opt-squad = Your squad as XWS JSON (empty: the core-set quick start)
opt-builder = Pick your squad ship by ship from a list, flying this faction
choice-rebel = Rebel Alliance
choice-imperial = Galactic Empire
invite-pick_squad = Pick your ships (the points cap is checked when the match starts):
invite-squad_chosen = Squad chosen; the challenge is posted.
invite-pick_confirm = Confirm this squad
opt-points = Points cap when squads are built
opt-obstacles = Place asteroids
opt-deadline = Hours each decision may take
opt-on_deadline = What happens when a deadline passes
opt-match = Match id (only needed when you play several here)
opt-zone = An IANA time zone such as Europe/Moscow
opt-start = Start of quiet hours, HH:MM (local)
opt-end = End of quiet hours, HH:MM (local)
opt-language = Language
choice-quick_start = Quick start (core set)
choice-xws = Paste an XWS list each
choice-default = Apply the default choice
choice-pause = Pause the match
choice-forfeit = Forfeit the late player
choice-off = Off
match-round_animation = 🎞️ Round { $round }, step by step
match-reel = 🎞️ The whole match, round by round
opt-mission = Play a rulebook mission with its recommended forces (unless you paste a squad)
choice-mission-political_escort = Mission 1: Political Escort
choice-mission-hide_and_seek = Mission 2: Hiding in the Asteroids
choice-mission-whispers_in_the_dark = Mission 3: Whispers in the Dark

## ---- invitations
invite-text = { $challenger } challenges { $opponent } to **{ $game }** ({ $summary }). { $opponent }, accept?
invite-accept = Accept
invite-decline = Decline
invite-declined = { $opponent } declined the challenge from { $challenger }.
invite-only_opponent = Only { $opponent } can answer this challenge.
invite-gone = This challenge is no longer open.
invite-self = You cannot challenge yourself.
invite-bot = Bots cannot play.
invite-xws_title = Your squad (XWS)
invite-xws_label = Paste your XWS JSON
invite-xws_button = Enter my squad
invite-xws_waiting = Squads: waiting for { $who }.
invite-option = { $name } { $value }
invite-default = standard set-up
invite-yes = yes
invite-no = no
invite-deadline = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
} per decision, then { $policy }
invite-policy-default = the default choice is made
invite-policy-pause = the match pauses
invite-policy-forfeit = the late player forfeits
opt-teammate = Team play: your teammate (flies your side)
opt-opponent2 = Team play: a second opponent (flies with your opponent)
invite-team_text = { $first } challenge { $second } to a team match of **{ $game }** ({ $summary }). { $invited }: each of you, accept?
invite-team_waiting = Accepted: { $accepted }. Waiting for: { $waiting }.
invite-team_already = You have already accepted; waiting for the others.
invite-team_no_builder = Team matches take an XWS squad (squad:) or the quick start, not the builder.
invite-team_twice = Each player can be invited only once (and not yourself).

## ---- match lifecycle
match-thread = { $game } #{ $match }: { $a } vs { $b }
match-thread_many = { $game } #{ $match }: { $players }
match-started = 
    Match **#{ $match }** started: { $seats }.
    Dice commitment (SHA-256 of the secret seed): `{ $commitment }`
match-go_to_thread = Match #{ $match } started in { $thread }.
match-begun = Match #{ $match } started; its thread opens under this channel.
match-web_link = Watch it and replay it step by step: { $url }
match-finished = 
    Match #{ $match } is over: { $result }.
    Seed revealed: `{ $seed }` (check: SHA-256 = `{ $commitment }`)
match-winner = { $who } won ({ $reason })
match-draw = a draw ({ $reason })
match-abandoned = Match #{ $match } was abandoned by { $admin }.
match-paused = Match #{ $match } is paused: { $reason }
match-pause_reason-deadline = a decision's deadline passed
match-conceded = { $who } conceded.
match-your_turn = { $user }, your decision in match #{ $match }: { $what }{ $deadline }
# in the match's own thread: its id would be noise there
match-your_turn_thread = { $user }, your decision: { $what }{ $deadline }
match-deadline_suffix = {" "}(deadline { $when })
match-secret_dm = Match #{ $match } - your secret decision: { $what }{ $deadline }
match-secret_here = { $user }, your secret { $count ->
    [one] decision
   *[other] decisions ({ $count })
}: pick below; only you see what you pick{ $deadline }.
match-secret_here_why = (Your DMs from this server are closed, so your secret choices come here, in the thread: the others see the menus, never what you pick.)
match-secret_open = { $user }, your secret { $count ->
    [one] decision
   *[other] decisions ({ $count })
}: press the button, only you will see { $count ->
    [one] it
   *[other] them
}{ $deadline }.
match-open_picker = Open my secret picker
match-locks = 🔒 { $done }/{ $total } locked{ $items }
# under a batch's status line once an undo re-opened its picks (they are asked again in a new message)
match-locks_undone = ↩️ Undone: these picks are asked again below.
match-private_picture = Only for you: the picture for { $what }
match-private_preview = 🔍 What only I see
match-locked = { $who } locked in their choice.
match-picked = Picked: { $choice }
match-chosen = { $who } chose { $choice }.
match-board_alt = Board of match #{ $match }
match-status = 
    {"*"}*{ $game } #{ $match }** - { $status }
    { $lines }
match-status_prompt = - waiting for { $who }: { $what }{ $deadline }
match-status_none = - nobody needs to decide anything right now
match-state-active = active
match-state-paused = paused
match-state-finished = finished
match-state-abandoned = abandoned
match-state-round = round { $round }
match-reason-conceded = { $side } conceded
match-reason-timeout = { $side } ran out of time
match-log_empty = The log is empty.
match-reminder = Reminder: match #{ $match } waits for your decision ({ $what }); deadline { $when }.
match-deadline_passed = Deadline passed in match #{ $match } for { $who }: { $policy }.
match-policy-default = the default choice was applied
match-policy-pause = the match is paused
match-policy-forfeit = they forfeit the match
match-concede_confirm = Concede match #{ $match }? It ends now and the other side wins; this cannot be undone.
match-concede_yes = Yes, concede
match-concede_done = You conceded match #{ $match }.
match-undo_asked = { $who } asks to undo the last decision of match #{ $match }. { $other }, do you agree?
match-undo_yes = Allow undo
match-undo_no = Refuse
match-undo_done = Undone: the match is back to before the last decision.
match-undo_refused = { $who } refused the undo.
match-undo_only_other = Only the opponent can answer an undo request.

## ---- settings
settings-timezone_set = Time zone set to { $zone }. It is { $now } there now.
settings-quiet_set = Quiet hours set: { $start }-{ $end } ({ $zone }).
settings-quiet_cleared = Quiet hours removed.
settings-language_set = I will speak English with you.

## ---- errors (ephemeral, nothing changes)
err-not_in_match = You are not playing in match #{ $match }; only its players can do that.
err-not_for_you = That button belongs to { $owner }; it is not your decision.
err-stale = That choice is no longer open (the match moved on). Use the latest message.
err-finished = Match #{ $match } is over; nothing more can be played.
err-wrong_process = Match #{ $match } is being handed over to another of the bot's processes; nothing was changed. Try again in a few seconds.
err-paused = Match #{ $match } is paused.
err-illegal = Not allowed: { $reason }
# the engine's refusals (bot/engine: EngineError(said=...)), after "Not allowed: "
engine-not_paused = the match is not paused
engine-undo_waiting = an undo request is already waiting for an answer
engine-undo_none = there is no undo request to answer
engine-undo_not_needed = your consent is not needed for this undo
engine-undo_nothing = nothing to undo yet
engine-undo_no_move = you have made no move to undo
engine-undo_not_a_move = event #{ $seq } is not the end of a move; pick one of { $ends }
engine-ambiguous_seat = you hold seats { $seats }; say which one acts
err-unknown_match = There is no match #{ $match }.
err-no_match_here = You have no running match in this channel.
err-several_matches = You play several matches here ({ $ids }); name one with the `match` option.
err-admin_only = Only server admins (Manage Server) can abandon matches.
err-unknown_game = The game '{ $game }' is not installed on this bot.
err-bad_setup = The match cannot be created: { $reason }
err-bad_xws = That squad list is not valid XWS: { $reason }
err-pick_side_taken = That squad is valid, but it flies for { $side }, the side your opponent already chose: each side has one player. Change its faction and send it again.
err-paste_kept = Your squad as you pasted it (Accept opens the form with it again, to fix and send):
err-internal = Something went wrong on my side; nothing was changed. The error has been logged.
err-guild_only = Use this command in a server channel.
err-no_secret_open = You have no secret decision open in match #{ $match }.

## the console (bot/local/terminal.py): a die struck through on Discord (cancelled, or dropped by kh1)
terminal-struck = { $shown } (not counted)

## /sandbox and /ti4 odds
cmd-sandbox = X-Wing sandbox table for this channel: place ships, fly, measure (no match needed)
cmd-sandbox-place = Place a ship by coordinates (mm from the bottom-left corner of the 914 mm mat)
cmd-sandbox-near = Place a ship relative to another ship
cmd-sandbox-asteroid = Put a core-set asteroid on the table
cmd-sandbox-move = Fly any maneuver, or preview it without moving
cmd-sandbox-roll = Barrel roll a ship
cmd-sandbox-check = Range, arcs and obstruction between two ships
cmd-sandbox-remove = Take a ship or an asteroid off the table
cmd-sandbox-undo = Undo the last change to the table
cmd-sandbox-reset = Clear the table (undo brings it back)
cmd-sandbox-show = Show the table and list what is on it
cmd-sandbox-do = Run a sandbox text command, e.g. move luke 2 bank left (try: help)
opt-sb_id = A short id for the new piece, e.g. luke
opt-sb_type = Ship type, e.g. x-wing, tie-fighter, tie-advanced, y-wing
opt-sb_x = x in mm from the left edge (0-914)
opt-sb_y = y in mm from the bottom edge (0-914)
opt-sb_heading = Facing in degrees: 0 up the table, 90 right, 180 down
opt-sb_turn = Facing relative to the other ship in degrees (180 = facing it back)
opt-sb_base = Base size (defaults to the ship type's)
opt-sb_anchor = The ship to place it from, e.g. luke
opt-sb_forward = mm ahead of that ship (negative: behind)
opt-sb_right = mm to that ship's right (negative: left)
opt-sb_shape = Asteroid 1-6
opt-sb_rotation = Rotation in degrees
opt-sb_ship = A ship on the sandbox table, e.g. luke
opt-sb_maneuver = A maneuver, e.g. 2 bank left, 3 straight, 4 k-turn
opt-sb_preview = Only show where it would end; nothing moves
opt-sb_side = Roll to the left or right
opt-sb_slide = forward, centre, back, or mm forward along the base edge
opt-sb_item = The id of a ship or asteroid
opt-sb_command = A sandbox command line, e.g. place luke x-wing at 450 100
choice-small = Small base
choice-large = Large base
choice-left = Left
choice-right = Right
sandbox-title = Sandbox table
sandbox-footer = { $ships } ship(s), { $asteroids } asteroid(s) · { $undo } step(s) to undo · /sandbox undo
sandbox-bad = Nothing changed: { $reason }
sandbox-refused = The table refuses: { $reason }. Nothing changed.
cmd-ti4-odds = Exact odds of a space combat between two fleets
opt-odds_attacker = The attacker's fleet, e.g. 3 cruiser
opt-odds_defender = The defender's fleet, e.g. 2 destroyer
opt-attacker_space_dock = The attacker has a space dock in the system (3 fighters stay without capacity)
opt-defender_space_dock = The defender has a space dock in the system (3 fighters stay without capacity)
ti4odds-busy = Not computed: { $reason }.
ti4odds-title = TI4 space combat odds
ti4odds-nebula = nebula
ti4odds-attacker = Attacker wins
ti4odds-defender = Defender wins
ti4odds-draw = Draw
ti4odds-survivors_attacker = Expected attacker survivors
ti4odds-survivors_defender = Expected defender survivors
ti4odds-nothing = nothing
ti4odds-pct = { NUMBER($x, minimumFractionDigits: 2, maximumFractionDigits: 2) }%
ti4odds-no_combat = Space cannon settles it before combat { $p } of the time
ti4odds-bad = Cannot compute these odds: { $reason }. Example: `/ti4 odds attacker: 3 cruiser defender: 2 destroyer`
web-title = Match { $match } — { $game }
web-status-active = live
web-status-paused = paused
web-status-finished = finished
web-status-abandoned = abandoned
web-seats = Seats: { $seats }
web-lang_unknown = There is no page in the language { $given }; the languages: { $languages } (add ?lang=ru or ?lang=en to the address).
web-first = First
web-previous = Previous
web-next = Next
web-last = Last
web-step = Step { $step } of { $steps }
web-start = The table before the first move.
web-bookmarks = Bookmarks
web-round = Round { $round }
web-round_phase = Round { $round }: { $phase }
web-log = Public log
web-dice = Dice
web-commitment = Dice commitment (SHA-256 of the secret seed): { $commitment }
web-seed = Seed: { $seed }
web-verified = Verified: { $detail }
web-not_verified = Not verified: { $detail }
web-replay_ok = { $actions ->
    [one] 1 action re-derived
   *[other] { $actions } actions re-derived
} from the seed; state hash { $hash }
web-replay_problems = { $n ->
    [one] 1 problem
   *[other] { $n } problems
}: { $first }
web-seed_secret = The seed stays secret until the match is over; then this page shows it and checks every roll.
web-data = Data: the public log as JSON lines
web-no_picture = This game has no board picture.
web-not_found = There is no match page at this address.
web-bad_step = There is no step { $step }: this match has steps 0 to { $steps }.
web-too_many = Too many requests from your address: at most { $rate } per second. Wait a moment and reload.

# the console table (bot/local)
console-private_picture = your private picture (for { $seat } only; deleted once you answer): { $path }
console-match = { $title }: match { $id }, seats { $seats }
console-match_status = { $title }: match { $id } ({ $status }), seats { $seats }
console-tag_match = match
console-extra_players = --players: { $names } names for { $seats ->
    [one] { $seats } seat
   *[other] { $seats } seats
}; the extra names are not used
console-options_not_object = error: --options must be a JSON object, e.g. --options '{ $example }'
console-error = error: { $why }
console-games-head = | game | title | seats | creation options |
console-help-head = { $title } ({ $name }), seats { $seats }. Creation options:
console-help-players = { $n } players
console-help-players_range = { $low }-{ $n } players
console-help-team_play = , team play
console-help-choice = one of { $values }
console-help-type-int = int
console-help-type-float = float
console-help-type-bool = bool
console-help-type-str = str
console-help-required = required
console-help-optional = optional
console-help-default = default { $value }
console-help-none = (none)
console-help-secret_pick = secret pick: pasted as `{ $paste }` or picked from a list with `{ $build }`; ends in `{ $option }` (in chat only: here give every side's pick as the set-up option `{ $option }`)
console-help-content = players' own content (python -m bot content add GAME KIND FILE; --content FILE for one match):
console-help-content_limits = at most { $items } per database or server, { $bytes } bytes each
console-help-example = --options takes these as JSON, as /{ $name } new does, e.g. --options '{ $example }'.
console-help-other_keys = An object with any other key is the game's own set-up options, passed unchanged (the form of the example in `python -m bot play --help`).
console-commitment = seed commitment (SHA-256): { $commitment }
console-seed = seed revealed: { $seed } (check: sha256(seed) = { $commitment })
console-paused = the match is paused.
console-nobody = no one has anything to decide; stopping.
console-stopped = stopped. { $hint }
console-secret_header = === { $seat }: secret choice — everyone else look away ===
console-hint_options = (a number, or an exact action as JSON; v: view, c: concede, q: quit)
console-hint_json = enter the action as JSON, e.g. {"{"}"kind": ...{"}"}  (v: view, c: concede, q: quit)
console-not_conceded = not conceded; your turn goes on.
console-not_allowed = not allowed: { $why }
console-locked = locked in.
console-concede_ask = { $seat }: concede the match? This ends it for your side. Type yes to concede:
console-type_number = type a number from 1 to { $n } (or an exact action as JSON)
console-not_json = that is not JSON ({ $why }); write the action like {"{"}"kind": "...", ...{"}"}
console-options_not_json = error: --options is not JSON ({ $why })
# why a text is not JSON: where it fails (line and column from 1, and what stands there), or the limit it passes
json-at = an error at line { $line }, column { $column }: "{ $near }"
json-at_end = the text ends at line { $line }, column { $column } before the JSON is complete
json-too_deep = nested more than { $limit } levels deep
json-long_number = a number of { $n } characters; at most { $limit }
json-too_large = { $number } is too large for a number
json-not_a_number = { $name } is not a number JSON allows
console-not_object = the action must be a JSON object
console-picture = picture: { $path }
console-over_winner = match over — winner: { $who } ({ $reason })
console-over_draw = match over — a draw ({ $reason })
console-continue = Continue with: python -m bot play { $game } --db { $db } --match { $match }
console-temporary = The match was in a temporary database; use --db FILE to keep matches.
console-saved = Match { $match } is saved.
console-script_idle = script line { $line }: { $seat } has nothing to answer now
console-script_refused = script line { $line } refused:
console-option_no_options = option { $answer }: this prompt has no options; give an "action" object
console-option_not_offered = option { $answer } is not one of the { $n } offered:
console-option_more = … up to { $n }
console-tag_setup = setup
console-script_waits = script finished; the match waits for: { $seats }
console-frames = { $count ->
    [one] { $count } board image in { $folder }
   *[other] { $count } board images in { $folder }
}

# user content (bot/engine/content.py, bot/cli/content.py, bot/discord_bot/content_commands.py)
content-err-too_big = That is { $size } bytes; the limit for one file or text of items is { $limit } bytes. Split it into several files.
content-err-not_utf8 = That is not UTF-8 text (an invalid byte at position { $at }). Save the file as UTF-8 JSON.
content-err-empty = There is nothing in it: give one item as a JSON object, or a JSON list of items.
content-err-not_json = That is not JSON: line { $line }, column { $column }, at "{ $near }".
content-err-not_json_end = That is not JSON: the text ends at line { $line }, column { $column } before the JSON is complete.
content-err-not_a_number = { $name } is not a number JSON allows; write a plain number such as 3 or 2.5.
content-err-huge_number = { $number } is too large for a number here; write a smaller one.
content-err-long_number = The number starting { $start } has { $length } characters; numbers in items have at most { $limit }.
content-err-too_deep = The JSON is nested more than { $limit } levels deep; no item needs that many.
content-err-no_content = { $game } takes no content of players' own.
content-err-unknown_kind = { $game } has no content kind '{ $kind }'; its kinds: { $kinds }.
content-err-bad_id = Each { $kind } needs an id of 1 to { $limit } printable characters.
content-err-item_too_big = The { $kind } '{ $id }' takes { $size } bytes as compact JSON; the limit for one { $kind } is { $limit } bytes.
content-err-too_many = That is { $count } items; at most { $limit } items of kind { $kind } can be stored.
content-err-twice = The id '{ $id }' is given twice (first as item { $first }); each id once.
content-err-items = { $count ->
    [one] One item is refused
   *[other] { $count } items are refused
}, so nothing was stored:
content-err-item_line = item { $n }:
content-err-more = … and { $count } more.
content-err-match_file = The content file must be a JSON object of lists, one per kind, e.g. {"{"}"{ $example }": [ … ]{"}"}; the kinds: { $kinds }.
content-err-unknown = There is no item '{ $id }' of { $game } here; the content list shows the stored ones.
content-err-ambiguous = The id '{ $id }' is used by several kinds ({ $kinds }); say which kind.
content-err-not_yours = The item '{ $id }' was added by { $who }; only they or a member with Manage Server can replace or remove it.
content-err-full = This server keeps at most { $limit } items of kind { $kind } (it has { $have }, this adds { $adding }); remove some first.
content-added = Stored { $kind } '{ $id }'.
content-replaced = Replaced { $kind } '{ $id }': an item with this id was stored already, and the new one takes its place.
content-added_many = Stored { $count } items of kind { $kind }: { $ids }.
content-replaced_many = { $count ->
    [one] One of them replaced
   *[other] { $count } of them replaced
} the stored item with the same id: { $ids }.
content-copies = New matches get a copy of the stored items when they are created; matches already running keep theirs.
content-list_head = { $game }: { $count ->
    [one] one item
   *[other] { $count } items
} stored here.
content-list_line = { $kind } '{ $id }', added by { $who }
content-list_more = … and { $count } more; name a kind to see fewer.
content-list_empty = No { $game } content is stored here yet.
content-show = { $kind } '{ $id }', added by { $who }:
content-removed = Removed { $kind } '{ $id }'. Matches created before keep their copy.
content-kinds = Kinds: { $kinds }.
content-err-file = Cannot read { $file }.
cmd-content = Your own content for this game (from your copy): add, list, show, remove
cmd-content-add = Add an item (or a JSON list of items) from a file or pasted JSON; the same id replaces it
cmd-content-list = The items stored on this server
cmd-content-show = One stored item as JSON
cmd-content-remove = Remove an item (the member who added it, or Manage Server)
opt-content_kind = The kind of content
opt-content_file = A UTF-8 JSON file (at most 1,000,000 bytes)
opt-content_json = The item as JSON text, instead of a file
opt-content_id = The item's id
content-refused = That { $kind } is not accepted, nothing was stored:
content-err-file_or_json = Give the item either as a file (`file`) or as JSON text (`json`), one of the two.
content-err-download = The file could not be downloaded within { $seconds } seconds; try again.

# the console's own refusals (bot/cli, bot/local): files and arguments named on the command line
console-error_head = error:
engine-bad_time_of_day = { $text } is not a time of day; write it as HH:MM on a 24-hour clock, e.g. 22:30
engine-bad_hours = { $text } is not a range of hours; write it like 22:00-07:00
engine-quiet_same_minute = quiet hours must not start and end at the same minute
engine-unknown_time_zone = unknown time zone { $zone }; use an IANA name such as Europe/Moscow or UTC
engine-bad_locale = { $code } is not a locale; use a code such as en or ru
engine-unknown_game = unknown game { $game }; known games: { $known }
cli-os_where = { $path }: { $what }
cli-os-ENOENT = No such file or directory
cli-os-EACCES = Permission denied
cli-os-EISDIR = Is a directory
cli-os-ENOTDIR = Not a directory
cli-os-ENOSPC = No space left on device
cli-os-EROFS = Read-only file system
cli-os-ENAMETOOLONG = File name too long
cli-os-ELOOP = Too many levels of symbolic links
cli-os_problem = { $what } { $problem }
cli-saved_dice_image = dice image: { $path }
cli-saved_chart = chart: { $path }
cli-file_is_folder = { $what } { $name } is a folder; name a file
cli-file_parent_is_file = { $what } { $name }: { $parent } is a file, not a folder
cli-file_parent_missing = { $what } { $name }: the folder { $parent } does not exist (create it first)
cli-file_parent_not_writable = { $what } { $name }: the folder { $parent } is not writable
cli-file_not_writable = { $what } { $name } is not writable
sandbox-cli-banner = X-Wing sandbox. Type help for commands, an empty line or quit to leave.
sandbox-cli-state_unreadable = cannot read --state { $problem }
sandbox-cli-state_not_json = --state { $name } is not a table saved by the sandbox (not JSON text)
sandbox-cli-state_no_ships = --state { $name } is not a table saved by the sandbox (no list of ships); name a new file to start an empty table
sandbox-cli-state_malformed = --state { $name } is not a table saved by the sandbox (a ship or asteroid entry is malformed); name a new file to start an empty table
sandbox-cli-script_unreadable = cannot read the script { $problem }
sandbox-cli-script_not_utf8 = the script { $name } is not a UTF-8 text file
sandbox-cli-cannot_save = cannot save the table to { $problem }
cli-folder_is_file = { $what } { $name } is a file, not a folder
cli-folder_not_writable = { $what } { $name } is not writable
cli-folder_ancestor_file = { $what } { $name }: { $ancestor } is a file, not a folder
cli-folder_ancestor_not_writable = { $what } { $name }: the folder { $ancestor } is not writable
cli-db_unopenable = cannot open the database { $problem }
cli-db_unusable = the database cannot be used: { $error }; `python -m bot db check --db FILE` reports what is wrong
cli-db_is_folder = the database { $name } is a folder; name a file
cli-no_content_db = there is no database { $db }; `content add` creates it
cli-script_unreadable = cannot read the script { $problem }
cli-script_not_utf8 = the script { $file } is not a UTF-8 text file
cli-script_line = script line { $line }: { $why }
cli-script_not_json = not JSON ({ $why })
cli-script_not_object = expected an object like {"{"}"seat": "a", "action": {"{"}"kind": ...{"}"}{"}"}
cli-script_one_of = give exactly one of "action" (an object) or "option" (an option id)
cli-script_action = "action" must be an object
cli-players = --players: each name is 1-{ $most } printable characters, separated by commas
cli-match_needs_db = --match needs --db (the file that holds the match)
cli-no_database = there is no database { $db }; --match continues a match kept in an existing --db file
cli-other_game = match { $match } is a match of { $title } (game { $game }), not of { $asked }; continue it with: python -m bot play { $game } --db { $db } --match { $match }

# `python -m bot db migrate|check` (bot/cli/db.py, bot/engine/integrity.py, bot/engine/pgfunctions.py)
db-migrate-up_to_date = { $db }: schema is up to date (version { $version })
db-migrate-migrated = { $db }: schema migrated from version { $before } to { $after }
db-migrate-repaired = repaired:
db-migrate-fence_replaced = replaced the function { $found } ({ $why }) with migration { $version }'s, the lease check of every commit
db-migrate-fence_dropped = dropped the function { $found } ({ $why }): a second engine_fence would make the commits' call to migration { $version }'s ambiguous
db-migrate-fence_installed = installed the function { $signature } of migration { $version } (the lease check of every commit)
db-check-database = database: { $db }
db-check-schema = schema version: { $version } (this bot: { $latest })
db-check-counts = matches: { $matches } ({ $live } live), events: { $events }, undelivered notifications: { $undelivered }, pending timers: { $timers }, user content items: { $content }
db-check-note = note:
db-check-problems = PROBLEMS ({ $n }):
db-check-ok = OK: no problems found
db-check-schema_newer = schema version { $version } is newer than this bot ({ $latest }): upgrade the bot
db-check-schema_behind = schema version { $version } is behind ({ $latest }): run `python -m bot db migrate`
db-check-fence_missing = the function { $signature } (schema version { $version }, the lease check of every commit) is missing, so every commit on this database fails; `python -m bot db migrate` (or starting the bot) installs it again
db-check-fence_differs = the function { $found } is not the one migration { $version } installs ({ $why }), so commits fail or check the shard leases wrongly; `python -m bot db migrate` and every bot start-up will drop it and install migration { $version }'s (a function made on purpose under this name: rename it first)
db-check-fence_overload = a second function named engine_fence, { $found }, is on the search path ({ $why }); `python -m bot db migrate` and every bot start-up will drop it, so that the commits' call finds migration { $version }'s alone (one made on purpose: rename it first)
db-check-fence_absent = the function { $signature } is missing; `python -m bot db migrate` (or starting the bot) installs migration { $version }'s
db-fence-and = { $first }; { $rest }
db-fence-args = it takes ({ $have }), not ({ $want })
db-fence-returns = it returns { $have }, not { $want }
db-fence-language = its language is { $have }, not { $want }
db-fence-volatility = its volatility is { $have }, not { $want }
db-fence-security_definer = SECURITY DEFINER is { $have }, not { $want }
db-fence-strict = STRICT is { $have }, not { $want }
db-fence-settings = it has SET options, which migration { $version }'s has not
db-fence-body = its body (sha256 { $have }) is not migration { $version }'s (sha256 { $want })
db-check-no_database = no database at { $db }
db-err-locked = the database is busy: another program holds it locked; try again when it is done ({ $detail })
db-err-full = the disk is full, or the database reached its size limit; free some space ({ $detail })
db-err-readonly = the database file is read-only; give the bot permission to write it ({ $detail })
db-err-not_a_database = the file is not a database ({ $detail })
db-err-corrupt = the database file is damaged; restore it from a backup ({ $detail })
db-err-cannot_open = the database file cannot be opened: its folder is missing or not accessible ({ $detail })
db-err-io = the disk reported an input/output error ({ $detail })
db-err-other = the database failed ({ $detail })
db-cannot_open = cannot open the database { $db }: { $error }
db-check-unopenable = cannot open the database { $db }: { $error }
db-check-unreadable = the database cannot be read: { $error }
db-check-sqlite_integrity = SQLite integrity: { $error }
db-check-foreign_key = { $table } row { $row } points to a missing { $parent } row
db-check-index_missing = index { $name } (schema version { $version }) is missing: queries stay right but slow; recreate it with the statement of migration { $version } in bot/engine/migrations.py
db-check-match = match { $id } ({ $game }, { $status })
db-check-match_newer = { $where }: written by a newer bot (format { $format })
db-check-match_options = { $where }: options are not valid JSON
db-check-match_no_seats = { $where }: has no seats
db-check-event_missing = { $where }: event #{ $seq } is missing
db-check-event_hash = { $where }: event #{ $seq } ({ $kind }) does not match the hash chain (edited?)
db-check-event_json = { $where }: event #{ $seq } ({ $kind }) payload is not valid JSON
db-check-log_end = { $where }: the match row says the log ends at #{ $said }, the log ends at #{ $found }
db-check-game_unknown = { $where }: this bot does not know the game, so the match cannot be loaded
db-check-no_state = { $where }: no stored state to load from
db-check-state_differs = { $where }: the stored current state differs from the one rebuilt from its log
db-check-unloadable = { $where }: the match cannot be loaded ({ $error })
db-check-prompts_unreadable = { $where }: the stored prompts cannot be read (they are built afresh instead)
db-check-prompts_differ = { $where }: the stored prompts differ from the ones its current state gives
db-check-outbox_row = outbox row { $id } (match { $match }, { $kind })
db-check-outbox_json_undelivered = { $where } is not valid JSON and can never be delivered
db-check-outbox_json_delivered = { $where } is not valid JSON and was damaged after it was delivered
db-check-outbox_kind = { $where }: unknown kind '{ $kind }'; the engine writes { $kinds }
db-check-outbox_public = { $where }: a public notification addressed to user { $user }
db-check-outbox_seat = { $where }: addressed to seat '{ $seat }', which match { $match } does not have
db-check-outbox_user = { $where }: seat { $seat }'s private notification is addressed to user { $user }, not the seat's player ({ $player })
db-check-content_item = user content { $game } { $kind } '{ $id }' (scope { $scope })
db-check-content_json = { $where } is not valid JSON; remove it and add it again
db-check-content_game = { $where }: this bot does not know the game or it takes no user content
db-check-content_kind = { $where }: { $game } declares no kind '{ $kind }' ({ $kinds })
db-check-content_refused = { $where }: { $problem }; new matches leave it out until it is replaced or removed
db-check-content_now_refused = the game refuses it now ({ $error })
db-check-content_check_failed = the game's check failed ({ $error })
db-check-content_id = the game reads its id as '{ $id }'
db-check-content_bytes = { $size } bytes, over the limit of { $most }
db-check-content_count = user content { $game } { $kind } (scope { $scope }): { $n } items, over the limit of { $most }

# the command line's help and argparse's own words (bot/cli/localized.py: read in the language --lang names)
cli-argparse-usage = usage:
cli-argparse-positionals = positional arguments
cli-argparse-options = options
cli-argparse-help = show this help message and exit
cli-argparse-error = { $prog }: error: { $message }
cli-argparse-argument = argument { $name }: { $message }
cli-argparse-required = the following arguments are required: { $names }
cli-argparse-unrecognized = unrecognized arguments: { $args }
cli-argparse-invalid_choice = invalid choice: { $value } (choose from { $choices })
cli-argparse-invalid_value = invalid { $type } value: { $value }
cli-argparse-expected_one = expected one argument
cli-argparse-expected_at_most_one = expected at most one argument
cli-argparse-expected_at_least_one = expected at least one argument
cli-argparse-expected_n = expected { $n } { $n ->
    [one] argument
   *[other] arguments
}
cli-argparse-ambiguous = ambiguous option: { $option } could match { $matches }
cli-argparse-unexpected_option = unexpected option string: { $option }
cli-argparse-one_of_required = one of the arguments { $names } is required
cli-argparse-not_allowed_with = not allowed with argument { $name }
cli-argparse-ignored_explicit = ignored explicit argument { $value }
cli-help-main = Tabletop moderator: Discord bot and tools.
cli-help-db_file = database file, or a postgresql:// URL (default: DATABASE_URL, else DATABASE_PATH, else data/matches.sqlite3)
cli-help-lang = en or ru
cli-help-lang_report = the language of the report: en or ru (default: BOT_LOCALE, else en)
cli-help-no_frames = do not draw board images
cli-help-content = players' own content (characters, cards, maps from their copies) kept in a database
cli-help-content-about = Content players add from their own copies of a game, checked by the game and kept in the database; new matches get a copy when they are created (console matches: --db; a Discord server's matches: --server ID).
cli-help-content-add = check and store one item (a JSON object) or a JSON list of items
cli-help-content-kind = the kind of content (`content list GAME` names the game's kinds)
cli-help-content-file = a UTF-8 JSON file, at most { $most } bytes
cli-help-content-list = the stored items of a game
cli-help-content-show = one stored item as JSON
cli-help-content-remove = remove a stored item (matches created before keep their copy)
cli-help-content-server = a Discord server's id: its items instead of the console's
cli-help-db = database maintenance
cli-help-db-migrate = create the database or bring its schema up to date
cli-help-db-check = integrity check with a readable report (read-only)
cli-help-games = the registered games and their creation options (markdown)
cli-help-play = play a match at this terminal, several seats taking turns
cli-help-play-about = Play a match at this terminal: every seat takes its prompts in turn; secret picks are typed without echo. Type a listed number, or an action as JSON; v shows the table, c concedes, q stops.
cli-help-play-examples = games and an --options example for each:
cli-help-play-where = (options: { $where })
cli-help-play-game = the game: { $games }
cli-help-play-options = the game's creation options as JSON ('help' lists them, as /GAME new offers them), or its set-up options (examples below)
cli-help-play-seats = comma-separated seats to fill (default: the game's seats)
cli-help-play-players = comma-separated player names in seat order (e.g. alice,bob): sentences that name a seat's player show the name (the match stores the seats only)
cli-help-play-script = file of actions, one JSON per line: {"{"}"seat": "a", "action": {"{"}...{"}"}{"}"}
cli-help-play-frames = folder for board images after each step (default: frames/)
cli-help-play-verbose = also print every public event as raw data
cli-help-play-db = keep the match in this database file (default: a temporary one)
cli-help-play-match = continue this match from --db instead of starting a new one
cli-help-play-content = players' own content for this match only: a JSON file {"{"}"KIND": [item, ...]{"}"} (without it, a --db file's stored items, see `python -m bot content`)
cli-help-play-seed = dice seed (default: a fresh secret one); the same seed rolls the same dice
cli-help-play-lang = the language of the game's texts: en or ru (default: BOT_LOCALE, else en)
cli-help-replay = print a match's log and verify its dice against the revealed seed
cli-help-replay-frames = folder for board images, one per action (default: replay-<MATCH_ID>/)
cli-help-replay-quiet = print only the verdict
cli-help-replay-seat = print only what this seat saw (public events and its own secrets); a match not over shows no secrets without it
cli-help-run = start the Discord bot (needs DISCORD_TOKEN)
cli-help-web = serve a read-only web page for every match (live and replay)
cli-help-web-host = address to listen on (default 127.0.0.1; 0.0.0.0 for all)
cli-help-web-port = port (default 8080)
cli-help-web-poll = seconds between database polls for live updates
cli-help-sync = register the Discord slash commands (DISCORD_GUILD_IDS: instant, guild-scoped; else global, which Discord may take up to an hour to show)
cli-help-quick-lang = the language of the answer: en or ru (default: BOT_LOCALE, else en)
cli-help-roll = roll dice: xwing, ia, ti4, swm or any expression (dice)
cli-help-roll-game = one of { $games }; or start with a dice expression: roll 3d6+2
cli-help-roll-request = e.g. "3 red focus lock vs 2 green evade"
cli-help-roll-seed = re-derive a roll from its shown seed
cli-help-roll-image = also save the dice strip as a PNG here
cli-help-roll-json = print the structured result
cli-help-odds = exact X-Wing attack odds
cli-help-odds-request = e.g. "5 red focus lock vs 4 green focus evade range 1"
cli-help-odds-chart = also save the bar chart as a PNG here
cli-help-odds-json = print the result as JSON: request, joint ([hits, crits, probability] rows), damage {"{"}n: p{"}"}, at_least {"{"}n: p{"}"}, expected_damage, expected_crits, p_crit
cli-help-sandbox = an X-Wing sandbox table (REPL, or a script of commands)
cli-help-sandbox-script = a file of sandbox commands, one per line (default: interactive)
cli-help-sandbox-state = load/save the table as JSON here
cli-help-sandbox-image = save a picture of the table here after each change
cli-help-ti4_odds = exact odds of a TI4 space combat
cli-help-ti4_odds-about = Exact win/loss/draw odds and expected survivors of one TI4 space combat (rule 39).
cli-help-ti4_odds-example = example: python -m bot ti4-odds "1 flagship 2 dreadnought" "1 war_sun" --attacker-faction sardakk --defender-techs duranium_armor
cli-help-ti4_odds-attacker = attacker fleet, e.g. "2 dreadnought 4 fighter 1 carrier"
cli-help-ti4_odds-defender = defender fleet, e.g. "1 war_sun"
cli-help-ti4_odds-faction = the { $seat }'s faction: its flagship and combat abilities apply (one of: { $factions })
cli-help-ti4_odds-techs = the { $seat }'s technologies, comma-separated (any of: { $techs })
cli-help-ti4_odds-attacker_pds = PDS of the attacker that fire at the defender, e.g. "1 pds2"
cli-help-ti4_odds-defender_pds = PDS of the defender that fire at the attacker, e.g. "2 pds"
cli-help-ti4_odds-defender_dock = the defender has a space dock in the system (3 fighters stay without capacity)
cli-help-ti4_odds-attacker_dock = the attacker has a space dock in the system
cli-help-ti4_odds-nebula = the combat is in a nebula (defender +1)

# a game's creation options refused where no platform typed them (bot/core/declared.py checked_options: the console)
options-refused = { $problems } (the creation options: { $takes })
options-and = { $first }; { $rest }
options-take = `{ $name }`: { $allowed }
options-none = none
options-unknown = no creation option { $name }
options-required = `{ $name }` is required ({ $allowed })
options-wrong = `{ $name }` takes { $allowed }, not { $value }
options-one_of = one of { $values }
options-bool = true or false
options-str = text
options-whole = a whole number
options-whole_between = a whole number { $low }..{ $high }
options-whole_at_least = a whole number { $low }..
options-whole_at_most = a whole number ..{ $high }
options-number = a number
options-number_between = a number { $low }..{ $high }
options-number_at_least = a number { $low }..
options-number_at_most = a number ..{ $high }
options-carried = { $options } { $n ->
    [one] makes
   *[other] make
} the secret pick in a chat challenge; at this terminal give every side's pick as the set-up option `{ $option }` ({"{"}side: pick{"}"}); see python -m bot play --help

## `python -m bot replay` (bot/cli/replay.py) and what the verification finds (bot/engine/replay.py)
cli-help-replay-lang = the language of the log and the verdict: en or ru (default: BOT_LOCALE, else en)
replay-head = match { $match } — { $game }, { $status }, { $n ->
    [one] { $n } event
   *[other] { $n } events
}
replay-secret_to = [secret to { $seat }]
replay-undone = (undone)
replay-hidden = the match is not over: { $n ->
    [one] { $n } secret event hidden
   *[other] { $n } secret events hidden
} (hidden choices of the seats); name a seat with --seat SEAT to see its own, or replay once the match has ended
replay-frames_into = board frames: { $folder }/
replay-frames_written = { $n ->
    [one] { $n } board frame written
   *[other] { $n } board frames written
} to { $folder }/
replay-verified = VERIFIED: { $n ->
    [one] { $n } action re-derived
   *[other] { $n } actions re-derived
} from the seed; every roll and event matches. State hash { $hash }
replay-not_verified = NOT VERIFIED: { $n ->
    [one] { $n } problem
   *[other] { $n } problems
}:
replay-cannot_open = cannot open the database { $what }
replay-not_database = { $db } cannot be read as this bot's database: { $error }
replay-schema_newer = { $db } has schema version { $version }, newer than this bot understands ({ $latest }); upgrade the bot to replay its matches
replay-no_matches = { $db } holds no matches (it is not a database of this bot, or was never used)
replay-no_such_match = there is no match { $match } in { $db }; recent matches: { $recent }
replay-no_such_match_empty = there is no match { $match } in { $db }; it holds no matches yet
replay-no_seat = match { $match } has no seat { $seat }; its seats are { $seats }
replay-no_match = there is no match { $match } in this database
replay-not_over = the match is not over: its seed is still secret to players; verifying with the stored seed
replay-commitment = the stored seed does not match the commitment published at the start
replay-unknown_game = this bot does not know the game { $game }; cannot re-derive its events
replay-missing_event = event #{ $expected } is missing (found #{ $seq } instead)
replay-chain = event #{ $seq } ({ $kind }): hash chain broken — the row was edited, inserted or removed
replay-payload_json = event #{ $seq } ({ $kind }): payload is not valid JSON
replay-setup = setup cannot be re-run: { $error }
replay-no_start = the starting snapshot is gone (undo past it?); trusting the re-derived setup
replay-start_differs = the stored starting state differs from setup re-run with the seed
replay-undo_unknown = event #{ $seq }: undo to #{ $to }, which is not a known point of the log
replay-refused = action { $n } ({ $seat }: { $action }) is refused on replay: { $error }
replay-differs = action { $n } ({ $seat }: { $action }): stored event #{ $seq } differs from what the game derives with the seed — { $diff }
replay-difference = { $path }: stored { $stored }, derived { $derived }
replay-unapplied = event #{ $seq } ({ $kind }) cannot be applied: { $error }
replay-no_head = no stored current state to compare with (older database)
replay-head_early = the stored current state is from event #{ $seq }, before the log's end; not compared
replay-head_json = the stored current state is not valid JSON
replay-head_differs = the stored current state (hash { $stored }) differs from the one rebuilt from the log (hash { $rebuilt }): after a restart the bot would play on from another state

cli-lang_not_taken = { $command } takes no --lang; the commands that do: { $commands }
cli-lang_unknown = --lang { $given }: there are no texts in that language; the languages: { $languages }
cli-lang_unknown_env = BOT_LOCALE={ $given }: there are no texts in that language; the languages: { $languages } (set BOT_LOCALE to one of them, or give --lang)
