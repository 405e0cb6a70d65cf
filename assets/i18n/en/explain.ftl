# Explanations of ties (src/text/explain). Each message is a whole
# sentence or clause; player names, numbers and lists come in as
# arguments, already formatted for the language.

## Tiebreakers and terms (see assets/i18n/GLOSSARY.md)

step-match-points = match points
step-omp = opponents' match points
step-omw = opponents' match-win percentage
step-gpg = game points per game
step-gw = game-win percentage
step-ogw = opponents' game-win percentage
step-oomw = opponents' opponents' match-win percentage
step-cumulative = the Cumulative tiebreaker
step-ow = opponents' win percentage
step-oow = opponents' opponents' win percentage
step-win-resistance = win resistance
step-win-resistance-resistance = win resistance resistance
step-owp = opponents' win percentage
step-oowp = opponents' opponents' win percentage
step-head-to-head = head to head
step-ctb = the cumulative tiebreaker
step-pml = match-loss percentage
step-oml = opponents' match-loss percentage
step-octb = the opponents' average CTB
step-game-wins = game wins
step-ompp = opponents' match-point percentage
step-game-two-wins = game-2 wins

# Column headings (short names) for the standings.
short-match-points = Pts
short-match-wins = Wins
short-omp = OMP
short-omw = OMW%
short-gpg = GP/G
short-gw = GW%
short-ogw = OGW%
short-oomw = OOMW%
short-cumulative = Cum
short-ow = OW%
short-oow = OOW%
short-win-resistance = WR
short-win-resistance-resistance = WRR
short-owp = OWP
short-oowp = OOWP
short-head-to-head = H2H
short-ctb = CTB
short-pml = PML
short-oml = OML%
short-octb = OCTB
short-game-wins = Game wins
short-ompp = OMPP
short-game-two-wins = Game 2

decider-roll = a stored roll
decider-entry-order = the order they were entered in

## Numbers and joining

# A percentage: $value is already formatted ("44.44").
percent = { $value }%
points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
# Between the phrases for each player of a set.
phrase-separator = {"; "}
# Between names in a ranking order ("Ann, Bo, Cy").
# Between sentences of one paragraph (none after 。 in Japanese and Chinese).
sentence-separator = {" "}
order-separator = {", "}
# Between the groups of "In order: …".
then-separator = {", then "}
# Between notes in parentheses.
note-separator = {", "}

## A tie group, step by step

tie-open = { $players } are tied on { $points }.
ranking-is = The ranking is { $order }.
step-first = { $step }: { $detail }
step-go-to = { $players } go to { $step }: { $detail }
step-each-set = { $step }, for each set still tied. { $parts }
set-part = { $players }: { $detail }
set-detail = { $phrases }. { $outcome }
skip-round-robin = The { $step } tiebreaker is left out: everyone played everyone, so it cannot tell players apart.
fallback-roll-missing = { $players } are equal on every tiebreaker. A roll decides; none has been made yet, so until it is they are listed in the order they were entered: { $order }.
fallback-decides = { $players } are equal on every tiebreaker; { $decider } decides: { $order }.

outcome-still-tied = { $players } are still tied.
outcome-ahead = { $ahead } is ahead of { $behind }.
outcome-orders = This orders them { $order }.
outcome-in-order = In order: { $parts }.
outcome-part-tied = { $players } (still tied)

## Two players compared

pair-disqualified = { $name } is disqualified and not ranked.
pair-ahead-on-points = { $ahead } ({ $ahead_points }) is ahead of { $behind } ({ $behind_points }) on match points.
match-wins =
    { $count ->
    [one] { $count } match win
    *[other] { $count } match wins
    }
pair-ahead-on-wins = { $ahead } ({ $ahead_points }) is ahead of { $behind } ({ $behind_points }) on match wins.
pair-tied = { $ahead } and { $behind } are tied on { $points }.
pair-equal-on = They are equal on { $steps }.
step-with-value = { $step } ({ $value })
pair-first-orders = The first tiebreaker that orders them is { $step }: { $ahead_phrase }; { $behind_phrase }. { $ahead } is ahead.
pair-equal-every = They are equal on every tiebreaker; { $decider } puts { $ahead } ahead.

## How one player's value was made

phrase-points = { $who } { $points } ({ $won } won, { $drawn } drawn, { $byes ->
    [one] { $byes } bye
   *[other] { $byes } byes
})
phrase-points-per-game = { $who } { $points ->
    [one] { $points } point
   *[other] { $points } points
} in { $games ->
    [one] { $games } game
   *[other] { $games } games
} = { $value }
phrase-game-points = { $who } { $points ->
    [one] { $points } game point
   *[other] { $points } game points
} of { $possible } possible = { $value }
phrase-game-points-floored = { $who } { $points ->
    [one] { $points } game point
   *[other] { $points } game points
} of { $possible } possible = { $value } ({ $raw } raised to the minimum)
phrase-no-opponents = { $who } has no opponents yet, so counts { $value }
phrase-opponent-points = { $who }'s opponents have { $items } = { $sum } / { $count } = { $value }
opponent-points-floored = { $points } ({ $record } counts as { $points ->
    [one] { $points } point
   *[other] { $points } points
})
phrase-opponents = { $who }'s opponents { $items } = { $sum } / { $count } = { $value }
opponent-value = { $opponent } { $value }
opponent-value-notes = { $opponent } { $value } ({ $notes })
note-raised = { $raw } raised to the { $used } minimum
with-bye-note = { $phrase }; { $count ->
    [one] { $who }'s bye in round { $rounds } has no opponent to count
   *[other] { $who }'s byes in rounds { $rounds } have no opponent to count
}
beaten = { $opponent } ({ $value })
beaten-resistance = { $opponent } (win resistance { $value })
drew = drew with { $opponent } ({ $value } / 3 = { $used })
drew-resistance = drew with { $opponent } (win resistance { $value } / 3 = { $used })
beaten-bye = the bye (0)
beat-no-one = { $who } beat no one, for 0
beat = { $who } beat { $items } for { $total }
h2h-beat = { $winner } beat { $loser } in round { $round }
h2h-not-met = { $a } and { $b } did not play each other
h2h-no-winner = { $a } and { $b } played each other without a winner
h2h-not-two = head to head counts only between exactly two players, and { $count } are tied
pair-head-to-head = The first tiebreaker that orders them is head to head: { $detail }. { $ahead } is ahead.
phrase-ctb = { $who }: { $totals } match points after each round; the running value (the last round's / 4 + the points so far) comes to { $running } of the { $best } of a player who won every round = { $value }
phrase-pml = { $who } lost { $lost } of { $played ->
    [one] { $played } match
   *[other] { $played } matches
} = { $value }
phrase-game-wins = { $who } won { $won ->
    [one] { $won } game
   *[other] { $won } games
}
phrase-game-wins-byes = { $who } won { $won ->
    [one] { $won } game
   *[other] { $won } games
} ({ $byes } of them for byes)
ompp-item = { $opponent } { $points } of { $possible }
phrase-ompp = { $who }'s opponents have { $items }: { $points } points / { $count } opponents / { $possible } possible = { $value }
phrase-game-two = { $who } won the second game of { $won ->
    [one] { $won } match (a 2-0)
   *[other] { $won } matches (each a 2-0)
}, { $total } counted
phrase-with-notes = { $phrase } ({ $notes })
note-game-two-byes = { $count ->
    [one] { $count } for a bye
   *[other] { $count } for byes
}
note-game-two-unknown = { $count ->
    [one] { $count } match 1-1, whose score does not say who won game 2, counted for neither
   *[other] { $count } matches 1-1, whose scores do not say who won game 2, counted for neither
}
note-bye-left-out = bye left out
note-capped-drop = { $raw } lowered to { $used } after a drop
pool-round = { $earned } → { $pool }
phrase-pools = { $who }: points per round and bonus pool { $rounds } = { $value }

## Rule presets, one line each (menus, help, the printed rules)

preset-pod-rr = 7-player round-robin sheet: points, win resistance
preset-pod-swiss = 8/10-player Swiss sheets: DCI tiebreakers, byes 0-0
preset-mtr = Magic Tournament Rules, Appendix C (0.33 floors)
preset-wotc = Wizards' published standings (1/3 floors)
preset-melee = melee.gg (drawn games worth 0)
preset-wer = Wizards Event Reporter (byes out of PMW%)
preset-wer-team = WER team events (OOMW%)
preset-cumulative = early-2010s premier events (Cumulative)
preset-custom = your own options
preset-pokemon = Pokémon TCG: opponents' win %, head to head, a roll
preset-fab = Flesh and Blood: CTB, match-loss %, opponents' match-loss %, OCTB, a roll (the publisher's order, as of TRP 1.10 §1.4)
preset-yugioh = Yu-Gi-Oh! TCG: OMW%, OOMW%, no draws (a double loss)
preset-lorcana = Disney Lorcana, best of three: OMW%, GW%, OGW% (0.33 floors)
preset-lorcana-two-game = Disney Lorcana, two-game matches (2-0 is worth 7 points): game wins, opponents' match-point %, game-2 wins (Melee's order)
preset-lorcana-two-game-playhub = Disney Lorcana, two-game matches scored 3 / 1 / 0: OMW%, OGW% (as PlayHub was seen scoring them)
preset-one-piece = One Piece Card Game: no draws (a double loss); tiebreakers your choice
preset-swu = Star Wars: Unlimited: match wins, OMW%, GW%, OGW% (Melee's order)

## Games (src/model/games.rs)

game-magic = Magic: The Gathering
game-pokemon = Pokémon TCG
game-fab = Flesh and Blood
game-yugioh = Yu-Gi-Oh! TCG
game-lorcana = Disney Lorcana
game-lorcana-two-game = Disney Lorcana (two-game matches)
game-one-piece = One Piece Card Game
game-swu = Star Wars: Unlimited

## The lettered boxes of a paper sheet (src/text/sheet.rs)

source-player = player { $number }
source-winner = winner { $letter }
source-loser = loser { $letter }
source-waiting-flip = { $source }: waiting on the coin flip in { $letter }

## Problems found in an event (src/engine/validate.rs)

validate-no-name = Player { $number } has no name.
validate-same-name = Two players are called { $name }: give one a surname or initial.
validate-unknown-player = { $place }: refers to a player who is not on the sheet.
validate-against-themselves = { $place }: { $name } is paired against themselves.
validate-two-matches = Round { $round }: { $name } is in two matches ({ $first } and { $place }).
validate-dropped-has-result = { $round ->
    [0] { $place }: { $name } is a no-show (out before round 1) but has a result here.
   *[other] { $place }: { $name } dropped after round { $round } but has a result here.
}
validate-joined-has-result = { $place }: { $name } joined in round { $round } but has a result here.
validate-no-result = { $place }: no result yet.
validate-cannot-happen = { $place }: { $score } cannot happen: { $why }.
validate-intentional-draw = { $place }: { $score } is an intentional draw, which this sheet does not allow.
validate-shared-seat = { $first } and { $second } are both given seat { $seat }: give one of them another seat.
impossible-best-of-one = a best-of-one match is a single game: a win, a loss or a draw (1-0, 0-1 or 0-0-1)
impossible-over-two = in best-of-three a player stops at 2 game wins
impossible-both-two = both players cannot win 2 games in best-of-three
impossible-too-many = no match has that many games
impossible-two-game = a two-game match has two games at most (2-0, 1-1, or 1-0 with the second game unfinished)
impossible-no-draws = { $game } has no drawn matches: an unresolved match is a loss for both (type dl)
impossible-no-double-loss = { $game } has no double loss: enter the games as they were played
place-quarterfinal = Quarterfinal { $label } ({ $a } vs { $b })
place-semifinal = Semifinal { $label } ({ $a } vs { $b })
place-final = Final ({ $a } vs { $b })
place-match = Round { $round }, table { $table } ({ $a } vs { $b })
place-box = Round { $round }, table { $table }, box { $label } ({ $a } vs { $b })
place-bye = Round { $round } ({ $a } has the bye)
unknown-player = an unknown player
# A name or other text as it is (for a part of a sentence that needs no words).
text = { $text }

## Why a round is paired as it is (src/engine/pairing)

pair-rematch = { $a } and { $b } meet again: no pairing of this round avoids every rematch.
float-odd = an odd number of players is left to pair on { $points ->
    [one] { $points } point
   *[other] { $points } points
}
float-rematch = the players left on { $points ->
    [one] { $points } point
   *[other] { $points } points
} cannot all play each other without a rematch
float-down = { $high } ({ $high_points ->
    [one] { $high_points } point
   *[other] { $high_points } points
}) floats down to { $low } ({ $low_points ->
    [one] { $low_points } point
   *[other] { $low_points } points
}): { $why }.
bye-everyone-had-one = { $name } gets the bye: everyone has had one, and { $name } is the lowest-ranked who can take it without a rematch.
bye-again = { $name } gets a bye again: everyone who has not had one yet is needed elsewhere to avoid a rematch.
bye-lowest = { $name } gets the bye: lowest-ranked player without one.
bye-lowest-others = { $name } gets the bye: lowest-ranked player without one who can take it without forcing a rematch ({ $others } could not).
pair-random = Round { $round } is paired at random (stored seed { $seed }).
pair-random-within-points = Round { $round } is paired at random among players on the same points, an odd player paired down at random (stored seed { $seed }).
pair-across-seat = Round { $round } goes across the table by seat: each plays the one half the table away.
pair-across-number = Round { $round } goes across the table by player number: each plays the one half the table away.
bye-odd-last = { $name } gets the bye: an odd number of players, and the last place in the order.
round-robin-sheet-round = Round { $round } of the 7-player sheet's schedule.
round-robin-round = Round { $round } of the round-robin schedule (circle method, { $players } players).
bye-absent-opponent = { $name } gets a bye: their scheduled opponent { $absent } is not playing this round.
records-absent = { $name } is not playing in round { $round }: the sheet's routing no longer applies, so round { $round } on is paired by records.
records-draws = { $count } matches were drawn ({ $boxes }): the sheet's routing no longer applies, so round { $round } on is paired by records.
records-off-sheet = Round { $round } holds tables paired by records when it was paired again: the sheet's routing no longer applies, so round { $round } on is paired by records.
draw-in-round = round { $round }
flip-sends = Box { $letter } ({ $a } v { $b }) was drawn: the coin flip sends { $winner } on as its winner.
swap-round-three = { $x } and { $y } drew in round 1 and both have { $points ->
    [one] { $points } match point
   *[other] { $points } match points
} after round 2: they swap places for round 3.
no-swap = { $x } and { $y } drew in round 1 but have { $x_points } and { $y_points } match points after round 2: no swap, the coin flip stands.

## A typed score (src/model/score_text.rs)

score-not-a-score = "{ $text }" is not a score: type the games won, lost and drawn (2-1, 21, 2-1-1), or w, l, or id for an intentional draw
score-which-draw = "{ $text }" does not say which draw: type the games as played, 1-1 (game 3 never began) or 1-1-1 (time was called during game 3), or id for an intentional draw (0-0-3)
score-too-many-games = "{ $text }": no match has that many games
score-empty = 0-0 is not a result: leave the box empty until the match is played; an intentional draw is 0-0-3 (type id)

## A language chosen that is not finished (src/text/i18n/notice.rs)

lang-preparing = { $language } is still being translated: what it lacks is shown in English.
lang-pseudo = { $tag } is the pseudo-locale: English, accented and about 40% longer, for checking layouts.

## The night's pods and players (src/engine/night.rs)

name-control-character = has a control character
name-too-long = is longer than { $max } characters
name-twice = "{ $name }" is already on line { $line } ("{ $first }"): each drafter once
night-no-pod = There is no pod { $pod }.
night-pod-has-results = Pod { $pod } has results already: its players can no longer change.
night-pod-keeps-rounds = Pod { $pod } keeps its own rounds and seating (it is no longer as the night dealt it): no player moves into or out of it here. A no-show there is dropped before round 1.
night-no-show-played = { $name } has a result in round { $round }, so is not a no-show: drop them after a round instead (the … menu beside their name).
night-pod-full = Pod { $pod } is full ({ $max } players).
night-pod-no-player = Pod { $pod } has no player { $player }.
night-type-name = Type the new player's name.
night-already-playing = { $name } is already playing tonight.
night-pod-full-start-new = Pod { $pod } is full: start a new pod instead.
night-only-pod = The night's only pod needs at least one player.

## A round paired or changed by hand (src/engine/pairing/check.rs)

check-no-round = there is no round { $round }
check-swap-unknown-player = one of the two players is not in this event: choose them again
check-not-playing = { $name } is paired in round { $round } but is not playing it.
check-against-themselves = { $name } is paired against themselves.
check-rematch = { $a } and { $b } already played each other: a rematch.
check-second-bye = { $name } gets a second bye while { $waiting } { $count ->
    [one] has
   *[other] have
} had none.
check-paired-times = { $name } is paired { $times } times in round { $round }.
check-not-paired = { $name } is not paired in round { $round }.
check-swap-has-result = { $name }'s match already has a result: clear it before swapping.

## What a pod plays (src/engine/pods.rs)

pod-format-round-robin-7 = 7-player round-robin sheet
pod-format-swiss-8 = 8-player Swiss sheet
pod-format-swiss-10 = 10-player Swiss sheet
pod-format-swiss = Swiss
pod-plays = { $format } · best of { $games } · { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} of { $minutes } min

## Why no pairing could be made (src/engine/pairing/outcome.rs)

pairing-not-finished = round { $round } is not finished: { $missing ->
    [one] { $missing } result missing
   *[other] { $missing } results missing
}
pairing-over = the event is over: all { $rounds } rounds played
pairing-too-few = nobody to pair: { $active ->
    [one] { $active } active player
   *[other] { $active } active players
} in round { $round }
pairing-too-many = Swiss pairs at most { $max } players; round { $round } has { $active }
pairing-round-robin-size = a round robin needs 3 to 16 players; this event has { $players }
pairing-sheet-players = the { $expected }-player sheet needs players numbered 1 to { $expected }: { $problem }
sheet-players-count = this event has { $players }
sheet-players-number = { $name } has number { $number }
sheet-players-twice = number { $number } is given twice
pairing-seed-needed = round { $round } is paired at random: roll a pairing seed for it first
pairing-not-planned = imported results have no next round planned
pods-no-players = the sign-up list has no names
pods-bad-size = a pod has { $min } to { $max } players; { $size } is not a pod size

## The playoff after the Swiss (src/engine/playoff.rs)

playoff-seeded = Top { $top } after { $rounds } Swiss rounds: seeds 1 v { $top }, 2 v { $second }… by the Swiss standings.
playoff-round = { $name } of the top { $top }: the winners of the round before meet.
playoff-needs-winner = { $place }: { $score } leaves no winner; a playoff match needs one.
playoff-error = The playoff cannot go on: { $why }
cut-not-swiss = Only a Swiss event is cut to a top 8, 4 or 2.
cut-not-finished = Round { $round } is not finished: the cut comes once every Swiss result is in.
cut-too-few = A top { $top } needs { $top } players; this event has { $players }.
cut-already = This event was already cut to a top { $top }.
cut-division-too-few = A top { $top } of the { $division } needs { $top } players still in; they have { $players }.
cut-no-division = Players in age divisions are cut by division: choose each division's cut once, a top 8, 4 or 2, or no playoff (Event → Cut by division…).
division-says = { $division }: { $what }
playoff-cut-round = Top cut, round { $round }
playoff-division-stage = { $stage } ({ $division })
playoff-stages = { $stages }
file-place-line = { $name }: place { $file } in TOM's own standings, { $place } in Podsheet's. { $why }
file-place-dropped-after = { $name } after round { $round }
file-place-why-their-drop = { $name } dropped after round { $round }, and TOM keeps a dropped player's OWP and OOWP as they were at the drop, where Podsheet goes on counting the rounds their opponents played after it. The handbook leaves this point open.
file-place-why-others-drop = TOM keeps the OWP and OOWP of the { $count ->
    [one] player
   *[other] { $count } players
} on the same points who dropped ({ $names }) as they were at the drop, where Podsheet goes on counting the rounds their opponents played after it. The handbook leaves this point open.
file-place-why-their-late = { $name } entered late, and TOM places a late entrant below everyone on the same points, where Podsheet ranks them by their tiebreakers like everyone else. The handbook allows either.
file-place-why-others-late = TOM places the { $count ->
    [one] player
   *[other] { $count } players
} on the same points who entered late ({ $names }) below everyone else on those points, where Podsheet ranks them by their tiebreakers. The handbook allows either.
file-place-why-rounded = TOM compares OWP and OOWP rounded to two decimals of a percent, so players that close count as equal there; Podsheet compares them exactly.
file-place-why-unknown = Podsheet cannot tell which of TOM's own ways of ranking placed { $name } there.
explain-pair-apart = { $a } and { $b } play in different age divisions, and each division is ranked apart: neither is ahead of the other. { $a } is in place { $a_place } of the { $a_division }; { $b } in place { $b_place } of the { $b_division }.
playoff-quarterfinals = Quarterfinals
playoff-semifinals = Semifinals
playoff-final = Final

## A season's ties (src/text/explain/season.rs)

season-no-ties = No players are tied on season points: the season table needs no tiebreakers.
season-tied = { $ahead } and { $behind } both have { $points ->
    [one] { $points } season point
   *[other] { $points } season points
}.
season-by-matches-won = { $ahead } is ahead on matches won over the season: { $ahead_count } to { $behind_count }.
season-by-fewer-losses = They won as many matches ({ $won }); { $ahead } is ahead on fewer matches lost: { $ahead_count } to { $behind_count }.
season-by-events = They won and lost as many matches; { $ahead } is ahead on events taken part in: { $ahead_count } to { $behind_count }.
season-by-first-seen = They are equal on every step; { $ahead } came to the season first (event { $ahead_event }, { $behind } in event { $behind_event }).
season-by-entry = They are equal on every step and both came first to event { $event }; { $ahead } was entered there first.
season-placed = { $event }: { $name } gets { $points ->
    [one] { $points } point
   *[other] { $points } points
}, not the { $earned } their matches and taking part earned: each playoff place gets at least one point more than the best of the places below it.

## The paper sheets (src/text/sheet.rs)

template-round-robin-7 = 7-player round robin
template-swiss-8 = 8-player Swiss
template-swiss-10 = 10-player Swiss
template-single-elimination-8 = 8-player single elimination
template-round-robin-6-double = 6-player double round robin
template-swiss-9 = 9-player Swiss with a bye each round
heading-round-robin-7 = 7 players: Best-of-one, each person plays each other person once (seven rounds). 20-minute time limits.
heading-swiss-8 = 8 players: Best-of-three, Swiss (three rounds). 50-minute time limits.
heading-swiss-10 = 10 players: Best-of-three, Swiss (three rounds). 50-minute time limits.
heading-single-elimination-8 = 8 players: Best-of-three, single elimination (three rounds). 50-minute time limits.
heading-round-robin-6-double = 6 players: Best-of-one, each person plays each other person twice (ten rounds). 20-minute time limits.
heading-swiss-9 = 9 players: Best-of-three, Swiss (three rounds), one bye each round. 50-minute time limits.
# A round's life (docs/rules.md §6)
pairing-waits = Round { $round } waits: { $place } is { $score }, which cannot happen: { $why }.
playoff-draw-why = a playoff match needs a winner
cut-has-playoff-results = a playoff match already has a result
life-not-stale = Round { $round } fits its results: there is nothing to re-pair.
life-off-sheet-waits = a result it keeps no longer fits the sheet, so its other tables are paired by records, which waits for a result in { $place }
life-off-sheet-flip = a result it keeps no longer fits the sheet, so its other tables are paired by records, which waits for the coin flip of { $place }
life-off-sheet-waits-all = a result it keeps no longer fits the sheet, so its other tables are paired by records, which waits for every box before it to be decided
life-not-paired = { $name } is not paired in round { $round }.
life-bye-no-opponent = { $name } has the bye in round { $round }: there is no opponent to give the match to; re-pair the round instead.
life-has-result = { $name }'s match in round { $round } already has a result.
life-opponent-out = { $opponent } is out of round { $round } too: there is no one to give the match to; re-pair the round instead.
life-cut-not-stale = The cut fits the Swiss standings: there is nothing to cut again.
life-no-result = no result
life-bye-result = a bye
cause-list = { $items }
cause-result = round { $round }, table { $table } changed from { $from } to { $to }
cause-result-cleared = round { $round }, table { $table } was cleared (it was { $from })
cause-dropped = { $after ->
    [0] { $name } was marked a no-show
   *[other] { $name } dropped after round { $after }
}
cause-disqualified = { $name } was disqualified
cause-came = { $name } joined
cause-differs = its results changed
cause-more = { $count ->
    [one] one more change
   *[other] { $count } more changes
}
life-stale = round { $round } was paired before { $causes }
life-stale-legacy = round { $round } no longer matches a fresh pairing of the rounds before it
life-advice-repair = re-pair it (no result entered yet)
life-advice-repair-rest = { $played ->
    [one] its result stands
   *[other] its { $played } results stand
}; re-pair the { $open ->
    [one] table without a result ({ $tables })
   *[other] tables without a result ({ $tables })
}
life-advice-cannot = it cannot be re-paired yet: { $why }
life-dropped-paired = { $after ->
    [0] { $name } did not come (a no-show) but is paired in round { $round } against { $opponent }; re-pair round { $round } or give { $opponent } the match win
   *[other] { $name } dropped after round { $after } but is paired in round { $round } against { $opponent }; re-pair round { $round } or give { $opponent } the match win
}
life-dropped-bye = { $after ->
    [0] { $name } did not come (a no-show) but has the bye in round { $round }; re-pair round { $round }
   *[other] { $name } dropped after round { $after } but has the bye in round { $round }; re-pair round { $round }
}
life-disqualified-paired = { $name } is disqualified but is paired in round { $round }; re-pair round { $round }
life-stale-cut = the top { $top } was cut before { $causes }
life-stale-cut-legacy = the top { $top } no longer matches the Swiss standings
life-advice-recut = cut again (no playoff result yet)
life-advice-cut-stands = the cut stands: { $why }
life-warning = { $what }; { $advice }
change-repaired = Round { $round } was re-paired at { $time } because { $causes }: { $count ->
    [0] no table changed
    [one] table { $tables } changed
   *[other] tables { $tables } changed
}.
change-kept = Round { $round } was kept as paired at { $time }, though { $causes }.
change-conceded = { $name } dropped after round { $round } was paired: { $opponent } was given the match win ({ $time }).
change-recut = The top { $top } was cut again at { $time } because { $causes }.
change-cut-kept = The top { $top } was kept as cut at { $time }, though { $causes }.
round-name = Round { $round }
cause-repaired = round { $round } was paired again
# The end of a sentence the app makes from a clause.
sentence-end = .
life-all-played = every table of the round has a result
life-advice-all-played = its results stand (correct and continue): keep it as paired
rounds-not-swiss = Only a Swiss event has a number of rounds to set: a sheet or a round robin has its own.
rounds-after-cut = The Swiss is cut to a playoff: its number of rounds is settled.
rounds-below-played = The Swiss cannot end after round { $rounds }: round { $played } already has results.
rounds-too-many = { $rounds } rounds is more than an event can have ({ $max }).
dropped-mark = { $round ->
    [0] (no-show)
   *[other] (dropped after round { $round })
}
held-mark = ({ $round }: { $score } held)
held-result = { $score } held: { $why } (it counts nowhere until the store fixes it)
# The end of a round (issue 29)
round-end-table = Table { $table }: { $a } vs { $b }
round-end-extra = { $line } (+{ $minutes } min)
round-end-extra-left = { $line } (+{ $minutes } min: { $left } left)
round-end-extra-up = { $line } (+{ $minutes } min: time is up)
round-end-still-playing = Still playing
round-end-none = Every table has a result or a report.
# Why a playoff result cannot stand (src/engine/playoff.rs)
playoff-error-size = a playoff is a top 8, 4 or 2, not a top { $top }
playoff-error-no-bracket = round { $round }: { $pairing } is a match of no division's bracket
playoff-error-too-few = a top { $top } needs { $top } ranked players; the Swiss has { $ranked }
playoff-error-draw = round { $round }: { $pairing } is a draw; a playoff match needs a winner
playoff-error-not-in-bracket = round { $round }: { $pairing } is not a match of the playoff (it pairs { $expected })
playoff-error-bye-not-in-bracket = round { $round }: a bye for { $name } is not a match of the playoff (it pairs { $expected })
playoff-error-too-many-rounds = a top { $top } plays { $rounds ->
    [one] { $rounds } playoff round
   *[other] { $rounds } playoff rounds
}; round { $round } is one too many

not-built-in = { $game }: the publisher's rules for { $facts } could not be read, so they are not built in; Podsheet uses a default, the owner's choice.
fact-points = match points
fact-bye = byes
fact-tiebreakers = tiebreakers
fact-floors = floors
fact-shape = rounds by attendance
fact-pairing = pairing
fact-playoff = the playoff
fact-last-step = the final tiebreaker
choice-swu-omw = Star Wars: Unlimited: Melee counts a drawn match as 1 of 3 points inside OMW% and also says only wins count there; Podsheet counts the draw as 1, the owner's choice.
choice-lorcana-two-game = Disney Lorcana (two-game matches): Melee ranks by game wins, opponents' match-point percentage and game-2 wins, and PlayHub was seen scoring 3 / 1 / 0 a match with OMW% and OGW%; Melee's order is the default, PlayHub's the preset lorcana-two-game-playhub, the owner's choice.
choice-lorcana-ompp-bye = Disney Lorcana (two-game matches): Melee does not say how an opponent's bye counts in the opponent match point percentage; Podsheet counts the bye's round among that opponent's rounds (7 possible points) and its 7 points among theirs, the owner's choice.
sources-line = Sources: { $sources }
sources-separator = {"; "}
source-secondary = { $cite } (secondary)

## What each event of the room is called (src/text/room.rs)

pod-name = { $draft } — Pod { $pod }
pod-short = Pod { $pod }
pairing-final-played = the playoff is over: the final has been played
phrase-points-tie = { $who } { $points } ({ $won } won, { $drawn } tied, { $byes ->
    [one] { $byes } bye
   *[other] { $byes } byes
})
event-of-game = { $event } ({ $game })
standings-tie-key = Matches read won-lost-tied: a tie is a match neither player won.
life-playoff-box-played = { $place } has a result, but the bracket now sends other players there: correct or clear that result first
life-playoff-waits = the bracket waits for a result in { $place }
life-playoff-no-keep = { $round }: the matches are the bracket's; once the results send other players there, they cannot be kept as paired. Re-pair them.
score-no-draw-playoff = A playoff match needs a winner: report the games as played, like 2-1 or 0-2 (no draw, no 0-0).
life-box-waits-no-keep = { $place } cannot be played yet: it comes after box { $feeder }, which has no result and none of whose players is in it, so it cannot be kept as paired. Re-pair the round: the box is filled once box { $feeder } has a result.

## A match's result in its game's words (src/text/result.rs)
score-double-loss = DL
result-double-loss = double loss
result-tied = tied { $score }
result-tie = tie

score-no-draw-type-dl = "{ $text }": { $game } has no drawn matches; a match nobody won is a double loss, lost by both: type dl

konami-number-is = { $head } = match points (two digits), OMW% and OOMW% (three digits each, cut, not rounded) in one number, as Konami's software prints it

playoff-error-tie = round { $round }: { $pairing } is a tie; a playoff match needs a winner
playoff-error-double-loss = round { $round }: { $pairing } is a double loss; a playoff match needs a winner

fact-round-time = the round time

standings-no-roll-yet = No tie-break roll has been made yet: players equal on every tiebreaker are listed in the order they were entered until one is.
