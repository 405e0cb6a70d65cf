# The command line's sentences for people (src/cli). Its JSON and CSV
# never change with the language.

explain-no-ties = No players are tied on match points: the standings need no tiebreakers.
explain-not-tied = { $name } is not tied with anyone: rank { $rank } on { $points } match points alone.

## Tables for people (JSON and CSV never change)

cli-rank = Rank
cli-name = Name
cli-points = Pts
cli-matches = Matches
cli-games = Games
cli-decided-by = Decided by
cli-standings-heading = { $event } — rules: { $rules }, { $rounds ->
    [one] { $rounds } round played
   *[other] { $rounds } rounds played
}
cli-left-out = ({ $step } left out: the round robin is complete)
cli-pod-of = Pod { $pod } of { $pods }
cli-table = Table
cli-box = Box
cli-player = Player
cli-opponent = Opponent
cli-bye = (bye)
cli-why = Why:
cli-flip-needed = The drawn match of round { $round }{ $what } needs a coin flip before every box can be filled: open the event in the app to flip.
cli-flip-box-match = {" "}(box { $letter }, { $a } v { $b })
cli-flip-match = {" "}({ $a } v { $b })
cli-pod-players = Pod { $pod }: { $players } players, { $sheet }
cli-seed-again = Seed { $seed }: `--seed { $seed }` gives the same pods again.

# season (issue 28)

cli-season-left-out = podsheet: event { $event } left out of the season: { $error }
cli-season-points-flag = --points: { $why }
cli-season-points-remembered = the points the season file remembers: { $why }
cli-season-heading = Season of { $events ->
    [one] { $events } event
   *[other] { $events } events
} — points: win { $win }, draw { $draw }, loss { $loss }, taking part { $attend }
cli-season-missing = Event { $event } ({ $file }) is missing: { $error }
cli-season-events = Events
cli-season-record = W-L-D
# Results from the players' phones (issue 29)
cli-serve-read-only = read-only
cli-serve-reports = the players report results from their phones; each confirmed result is written into the file
cli-serve-locked = { $file } is open in Podsheet (process { $pid }; its lock is { $lock }): let the players report through the app's sharing window, or close the file there first. If Podsheet is not running, delete the lock.
cli-serve-confirmed = Table { $table }, { $place }: { $score }, both phones agree; written into the file.
cli-serve-disputed = { $place }: the phones disagree ({ $results }); settle it in the app or in the file
