# Printouts (src/io/pdf): the pod sheet, pairings, result slips, standings.

pdf-bye = bye
pdf-held-score = { $score } held
pdf-held = held
pdf-season-title = Season: { $name }
pdf-season-missing = Night { $event } ({ $file }) could not be read: it counts for nobody (marked ?).
pdf-title-pairings = { $event }: pairings
pdf-title-slips = { $event }: result slips
pdf-title-standings = { $event }: standings
pdf-title-round = { $event }: pairings and result slips
pdf-title-playoff = { $event }: playoff
pdf-bye-caps = BYE
# In the sheet's place column, for a disqualified player (not ranked).
pdf-dq = DQ
pdf-win = W
pdf-loss = L
pdf-draw = D
pdf-event-blank = Event: ______________________
pdf-date-blank = Date: ____________
pdf-games = games
pdf-wld = W/L/D
pdf-no = No.
pdf-name = Name
pdf-seat = Seat
pdf-round-short = r{ $round }
pdf-record = Record
pdf-matches-lower = matches
pdf-rank = Rank
pdf-deck = Deck
pdf-first-pick = 1st pick
pdf-how-ties = How the ties were broken
pdf-how-ties-continued = { $event }: how the ties were broken (continued)
pdf-pairings-title = { $event }: { $name } pairings
pdf-pairings-note = Alphabetical by name. Find your name, then go to your table.
pdf-table = Table
pdf-player = Player
pdf-opponent = Opponent
pdf-record-points =
    ({ $record }, { $points ->
    [one] 1 pt
    *[other] { $points } pts
    })
pdf-continued = (continued)
pdf-slip-heading = { $name } · Table { $table }
pdf-games-won = games won
pdf-drawn-games = drawn games
pdf-signed = signed: { $name }
decided-points = points
decided-wins = match wins
decided-roll = roll
decided-entry = entry order
pdf-points = Pts
pdf-matches = Matches
pdf-games-head = Games
pdf-decided-by = Decided by
pdf-standings-title = { $event }: standings after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
pdf-step-is = { $short } = { $name }
pdf-rules-steps = Rules "{ $rules }": { $steps }.
pdf-left-out = { $step } left out: everyone played everyone.
pdf-none-ranked = No players are ranked yet.
pdf-qr-heading = Pairings, standings and why, on your phone:
pdf-qr-note = On the store's Wi-Fi; nothing to install. Scan the code or type the address.
pdf-qr-small = Standings on your phone:
# A round's label beside its boxes on a pod sheet: the words print small
# above and below the number, which prints big.
pdf-round-n = Round { $round }
pdf-vs = vs
pdf-wld-colon = W/L/D:
pdf-games-won-colon = games won:
pdf-coin-flip-note = { $source } (coin flip)

## The rules block at the foot of a pod sheet

rules-seating = Seating:
rules-seating-text = Seat players at random before the draft; the draft order is not a seeding. Each player's number on this sheet is the one the boxes below refer to.
rules-pairings = Pairings:
rules-pairings-round-robin-7 = Everyone plays everyone else once, one line of boxes per round. Each round one player has a bye, which counts as a match win.
rules-pairings-single-elimination = Round 1 pairs the players by number as shown. Winners go on to the box named under each line; a player who loses is out.
rules-pairings-round-robin-double = Everyone plays everyone else twice, one line of boxes per round; rounds 6 to 10 repeat rounds 1 to 5.
rules-pairings-swiss-9 = Round 1 pairs the players by number as shown, and player 9 has the bye. After that, follow the brackets: each line says which box's winner or loser plays there, and one box each round is a bye (a match win). No one meets anyone twice or gets two byes. A draw is the only exception (see Draws).
rules-pairings-swiss = Round 1 pairs the players by number as shown. After that, follow the brackets: each line says which box's winner or loser plays there. A draw is the only exception (see Draws).
rules-time-limits = Time limits:
rules-time-limits-text = { $minutes } minutes per round. If a match is not over when time is called, the players take five more turns in total; a game still unfinished then is a draw.
rules-best-of-one = Best-of-one:
rules-best-of-one-text = Each match is a single game. Write W, L or D for each player.
rules-best-of-three = Best-of-three:
rules-best-of-three-text = The first player to win two games wins the match. If time runs out first, the player with more game wins takes the match; equal game wins make it a draw. Count a game only if it was started: out of time in game three is 1-1-1, but if game three never began the score is 1-1.
rules-draws = Draws:
rules-draws-round-robin = A drawn match is worth 1 point to each player, a win 3, a loss 0. Intentional draws are not allowed.
rules-draws-single-elimination = After a drawn match, a coin flip decides which player goes on to the next box; the app records the flip. Intentional draws are not allowed.
rules-draws-swiss-9 = After a drawn match, a coin flip decides which player goes on as the winner of that box and which as the loser; the app records the flip. After a second drawn match the rest of the event is paired by records. Intentional draws are not allowed.
rules-draws-swiss = After a drawn match, a coin flip decides which player goes on as the winner of that box and which as the loser; the app records the flip. If two players who drew in round 1 have the same record after round 2, they swap brackets. Intentional draws are not allowed.
rules-tiebreakers = Tiebreakers:
rules-step-numbered = { $number }. { $step }
rules-fallback-roll = a random roll, made once and kept with the event
rules-fallback-entry = the order players were entered in
rules-tiebreakers-text = { $description }. 1. Match points: 3 for a win (a bye counts as a win), 1 for a draw, 0 for a loss. { $steps }. Players equal on every step are ordered by { $fallback }.
rules-tiebreakers-text-skip = { $description }. 1. Match points: 3 for a win (a bye counts as a win), 1 for a draw, 0 for a loss. { $steps }. Players equal on every step are ordered by { $fallback }. Steps that compare opponents are left out once everyone has played everyone.
# A round's life (docs/rules.md §6)
pdf-replaces = Re-paired at { $time }: if { $name } was printed before, throw that printout away and use this one.
pdf-report-here = Report the result on your phone (code { $code }):
pdf-title-still-playing = { $event }: still playing
pdf-still-playing-title = { $event }: still playing, { $name }
# Why a printout could not be made (src/io/pdf/error.rs)
pdf-error-not-a-sheet = this event is not played on a pod sheet (it is { $what }); print pairings, slips or standings instead
pdf-error-round-robin = a round robin
pdf-error-swiss = a Swiss event
pdf-error-results = imported results
pdf-error-no-rounds = no round has been paired yet, so there are no pairings or slips to print
pdf-error-player-count = the { $template } sheet has { $expected } players but the event has { $found }
pdf-error-no-cut = this event has no playoff: cut it to a top 8, 4 or 2 first (Event → Cut to top 8)
pdf-error-font = the embedded font could not be read
pdf-slip-half = { $name }'s half: for { $name } alone

## A given match on the pairings (issue 35 part 4)

pdf-given-win = match given: { $name } dropped
pdf-dropped-out = dropped: the match is given to { $name }
pdf-tied-games = tied games

pdf-double-loss = double loss (both lose)
