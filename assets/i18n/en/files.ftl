# Reading files (src/io): what is wrong with a file that cannot be read,
# said after the file's name ("demo.podsheet line 3: is not UTF-8 text").
# Player names, JSON paths (players[2].seat), CSV column names
# (player_games) and --pod are written as in the file or command: never
# translate them.

file-error = { $file }: { $message }
file-error-line = { $file } line { $line }: { $message }
file-error-pod = { $file }, pod { $pod }: { $message }

## Why the system refused a file ($why below)

file-os-not-found = there is no such file
file-os-permission = permission denied
file-os-is-folder = it is a folder, not a file
file-os-disk-full = the disk is full
file-os-read-only = the disk is read-only
file-os-other = { $error }

## Any file

file-cannot-open = cannot open: { $why }
file-cannot-read = cannot read: { $why }
file-cannot-write = cannot write: { $why }
file-cannot-read-folder = cannot read the folder: { $why }
file-too-large = is larger than { $mib } MiB, more than any event needs
file-not-utf8 = is not UTF-8 text
file-newer-version = was written by a newer Podsheet ({ $version }); this version reads { $reads }. Update Podsheet to open it.
file-at = at { $path }: { $why }
file-missing-field = the field "{ $field }" is missing
file-unknown-field = "{ $field }" is not a field Podsheet knows here (it knows { $known })
file-wrong-value = { $found } does not belong here: { $expected } does
file-serde-reason = { $why }
file-value-as = { $value }
file-value-list = a list
file-value-object = an object
file-value-null = null
file-expect-whole-number = a whole number
file-expect-count = a whole number, 0 or more,
file-expect-text = text
file-expect-yes-no = true or false
file-expect-list = a list
file-too-many-players = has { $players } players; the most Podsheet handles is { $max }
file-too-many-rounds = has { $rounds } rounds; the most Podsheet handles is { $max }

## Event and night files (JSON)

file-json-cut-off = ends too early: the file is cut off (a failed copy or save?)
file-json-invalid = is not valid JSON: { $detail }
file-not-event-object = is not a Podsheet event file (expected a JSON object)
file-unknown-format = has an unknown format { $format }; expected "{ $expected }"
file-no-format-key = is not a Podsheet event file (no "format" key)
file-not-night = is not a night file
file-pods-not-list = "pods" is not a list of pods
file-no-pods-list = has no "pods" list
file-no-pods = has no pods
file-too-many-pods = has { $pods } pods; the most Podsheet handles is { $max }
file-pod-not-object = is not an event (expected an object)
file-pod-choose = holds a night of { $count } pods: choose one with --pod 1 to --pod { $count }
file-pod-only-one = has one pod, so there is no pod { $pod } (use --pod 1 or leave it out)
file-pod-none = has pods 1 to { $count }; there is no pod { $pod }

## A value in an event file that cannot be meant (at players[2].seat: …)

check-line-break = { $what ->
    [name] the event name
    [deck] the deck
    [first-pick] the first pick
   *[label] the label
} has a line break; it is one line on the sheet
check-date-format = "{ $date }" is not a date written YYYY-MM-DD (as 2025-03-14)
check-date-month = "{ $date }" has no month { $month }
check-date-day = "{ $date }": that month has no day { $day }
check-swiss-rounds = a Swiss event of { $rounds } rounds; it must have 1 to { $max }
check-decimals = { $decimals } decimals; the most is { $max }
check-drawn-game-points = a drawn game worth { $points } points, more than a won game (3)
check-step-twice = "{ $step }" is listed twice
check-scoring-points = a result worth { $points } match points, more than { $max }
check-name-control = player { $player } has a control character in their name
check-name-long = player { $player } has a name longer than { $max } characters
check-reading-control = player { $player } has a control character in the reading of their name
check-reading-long = player { $player } has a reading of their name longer than { $max } characters
check-number-zero = { $name } has number 0; player numbers count from 1
check-number-shared = { $first } and { $second } both have number { $number }; a number is one player's
check-seat-zero = { $name } is in seat 0; seats count from 1
check-dropped-after = { $name } dropped after round { $round }; no event has that many
check-joined-round = { $name } joined in round { $round }; rounds count from 1 to { $max }
check-forced-loss = { $name } has a loss without an opponent in round { $round }; rounds count from 1 to { $max }
check-file-place = names a place ({ $place }) for a player the event does not have, or place 0
check-no-such-player = refers to player { $player } but there are only { $players }
check-score-games = a score of { $score }: more games than any match has
check-bye-score = a bye with a score of { $score }; a bye is not played
check-time-format = "{ $time }" is not a time written as 2025-03-14T19:05:00Z
check-order-twice = { $name } is in the order twice
check-flip-round = a coin flip for round { $round }; rounds count from 1 to { $max }
check-seed-round = a pairing seed for round { $round }; rounds count from 1 to { $max }

## Results CSV ($column is the CSV's own column name: round, player …)

csv-empty = is empty: expected a header line and one row per match
csv-header-unreadable = cannot read the header: { $detail }
csv-unreadable = cannot be read as CSV: { $detail }
csv-field-count = has { $fields } fields; the header has { $expected }
csv-round-range = round must be from 1 to { $max }, not { $round }
csv-own-opponent = { $name } is listed as their own opponent
csv-no-games = 0-0-0 is not a result: leave the match out until it is played
csv-too-many-games = { $score } is more games than any match has
csv-unknown-status = status "{ $status }" is not known: use dropped, disqualified, late or leave it empty
csv-unknown-division = division "{ $division }" is not known: use juniors, seniors, masters or leave it empty
csv-division-differs = { $name } is in { $had } on an earlier row but in { $here } here
csv-no-matches = has a header but no matches
csv-unknown-column = unknown column "{ $column }"; the columns are { $columns } and optionally status and division
csv-missing-column = the header has no "{ $column }" column
csv-value-empty = { $column } is empty
csv-value-negative = { $column } is { $value }: it cannot be negative
csv-value-huge = { $column } is { $value }, far more than any event has
csv-value-not-number = { $column } is "{ $value }", not a whole number
csv-name-long = { $column } name is longer than { $max } characters
csv-name-control = { $column } name contains a control character
csv-too-many-players = more than { $max } players
csv-sides-differ = round { $round }: { $player } vs { $opponent } is { $here } here but { $there } from the other side on line { $other }
csv-round-twice = { $name } is in round { $round } twice (also on line { $other })
csv-round-gap = has no matches for round { $round } but has later rounds
csv-dropped-plays = { $name } is marked dropped in round { $round } but plays in round { $later } (line { $other })

## Season files

season-none-readable = no event of the season could be read
season-no-events-in-folder = no event files in this folder
season-not-season-file = not a season file: { $detail }
season-format = format "{ $format }" is not one this Podsheet reads (podseason/1)

## Lists

players-list-too-long = holds more than { $max } names
# A stored cut and a round's life (docs/rules.md §6)
check-cut-top = a playoff is a top 8, 4 or 2, not a top { $top }
check-cut-structure = only a Swiss event (or imported Swiss results) is cut to a playoff
check-cut-after-round = the cut comes after a Swiss round the event has (1 to { $rounds }), not after round { $round }
check-cut-too-few = a top { $top } needs { $top } players; the event has { $players }
check-cut-too-many-rounds = a top { $top } plays { $most ->
    [one] one playoff round
   *[other] { $most } playoff rounds
}, but { $rounds } rounds follow the cut
check-cut-seeds = a top { $top } has { $top } seeds, not { $seeds }
check-cut-division-twice = the { $division } have one bracket, not two
check-cut-seed-division = { $name } plays in the { $other }, not the { $division }
check-cut-division-top = a cut by division is as large as its largest bracket, a top { $most }, not a top { $top }
check-paired-from-rounds = a round is paired from the rounds before it ({ $before }), not { $rounds }

# season (issue 28)

season-points-not-pair = "{ $part }" is not key=number
season-points-not-number = "{ $value }" in "{ $part }" is not a number
season-points-unknown-key = unknown key "{ $key }" (the keys are win, draw, loss, attend)
season-points-too-large = { $key }={ $value } is too many points: at most { $max } per item
season-not-regular = not a regular file: { $kind }
season-kind-fifo = a named pipe
season-kind-socket = a socket
season-kind-char-device = a character device
season-kind-block-device = a block device
season-kind-folder = a folder
season-kind-other = a special file
# Results from the players' phones (issue 29)
check-report-code = "{ $code }" is not a report code: six of the letters and digits A-Z and 2-9, without I, O, 0 and 1
check-extra-minutes = { $minutes } extra minutes is more than a table is given (at most { $max })
check-report-device = a phone's name is 1 to 64 characters with no line breaks
check-report-address = "{ $address }" is not a network address (like 192.168.1.23)
check-report-codes-same = the two halves of a slip need two different codes
check-pod-number = a pod numbered { $pod }; pods count from 1 to { $max }

## A Pokémon TOM export (.tdf): what cannot be read, with its line.

tdf-not-xml = is not a TOM export Podsheet can read: the XML breaks ({ $detail })
tdf-unknown-root = is not a TOM export: it starts with <{ $element }>, where a TOM file starts with <tournament>
tdf-no-element = has no <{ $element }>: every TOM export has one
tdf-bad-value = <{ $element }> has { $attribute }="{ $value }", which TOM does not write
tdf-no-player = <{ $element }> names no player (no userid)
tdf-unknown-player = names player { $userid }, who is not in <players>
tdf-player-twice = lists player { $userid } twice
tdf-round-twice = { $name } plays twice in round { $round }
tdf-no-name = player { $userid } has no name
tdf-name-long = player { $userid }'s name is longer than { $max } characters or holds a control character
tdf-round-gap = has no matches in round { $round } but has later rounds
tdf-other-game = is a TOM file of { $game } (gametype="{ $code }"): Podsheet reads TOM files of the Pokémon Trading Card Game only, and does not rank another game by the card game's rules
tdf-game-video-game = the Pokémon video game
tdf-game-go = Pokémon GO
check-pod-sheet-game = a paper pod sheet is Magic's draft sheet, and these are { $game }'s rules: an event of { $game } plays Swiss or a round robin (make it again with New event, or use a Magic preset)

check-round-minutes = a round of { $minutes } minutes: a round lasts 1 to { $max } minutes
