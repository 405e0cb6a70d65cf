# The players' pages on their phones (src/web).

web-find-title = Find your name
web-title-pairings = { $event }: pairings
web-title-standings = { $event }: standings
web-not-here = Not here
web-no-such-page = There is no such page.
web-back-to-pairings = Back to the pairings
web-not-found = Not found
web-nothing-yet = Nothing to show yet
web-not-shared = The event has not been shared yet.
web-nav-pairings = Pairings
web-nav-standings = Standings
web-nav-all-pods = All pods
web-footer = Podsheet · read-only · this page updates by itself
web-language = Language
web-timer-stopped = (not running)
web-time-up = Time!
web-no-pairings = No pairings yet: round 1 has not been paired.
web-round-pairings = { $name } pairings
web-find-then-table = Find your name, then go to your table.
web-player = Player
web-table = Table
web-opponent = Opponent
web-bye = bye
web-standings-after = Standings after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
web-rules-tap = Rules: { $rules }. Tap your name to see why you are where you are.
web-left-out = { $step } is left out: the round robin is complete.
web-points = Pts
web-matches = Matches
web-swipe = Swipe the table sideways for every tiebreaker.
# Under the standings: the numbers of OMW%, GW% … are percentages
# without their sign (66.67 means 66.67%), never "×100".
web-percent-columns = In the columns marked %, the numbers are percentages (the % sign is left out).
web-won = won { $score }
web-lost = lost { $score }
web-drew = drew { $score }
web-not-tied = { $name } is not tied with anyone on match points, so match points alone put them { $place }.
ordinal = { NUMBER($n, type: "ordinal") ->
    [one] { $n }st
    [two] { $n }nd
    [few] { $n }rd
   *[other] { $n }th
}
web-place-of = { $place } of { $count }
web-place-of-division = { $place } of { $count } { $division }
web-not-ranked = Not ranked
web-points-record = { $points ->
    [one] { $points } point
   *[other] { $points } points
} · { $record }
web-deck = Deck: { $deck }
web-first-pick = First pick: { $card }
web-round = Round
web-result = Result
web-table-not-in = table { $table }, not in yet
web-table-extra = { $table } (+{ $minutes } min)
web-extra-minutes = +{ $minutes } min extra time
web-why-place = Why { $place }?
web-why-not-ranked = Why not ranked?
web-compared = Compared with the players around you
web-tonight-pods-ask = Tonight has { $count } pods: find your name, or choose your pod below.
web-your-name = Your name
web-find = Find
web-nobody-matches = Nobody tonight matches “{ $query }”.
web-pod = Pod
web-tonights-pods = Tonight's pods
web-pod-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
web-nav-season = Season
web-season-title = Season
web-season-points = Points per night: { $win } for a win, { $draw } for a draw, { $loss } for a loss, { $attend } for taking part.
web-season-events = Events
web-season-missing = missing
# A round's life (docs/rules.md §6): the playoff on a player's page
web-in-the-playoff = Still in the playoff
web-playoff-so-far = The playoff so far
web-why-swiss-place = Why { $place } after the Swiss rounds?
web-playoff-seed = Seed { $seed } of the top { $top } ({ $swiss } after the Swiss rounds).
web-playoff-won = { $round }: won against { $opponent }, { $score }.
web-playoff-lost = { $round }: lost to { $opponent }, { $score }.
web-playoff-to-play = { $round }: against { $opponent }, not played yet.
web-pairings-changed = Pairings changed at { $time }: { $count ->
    [0] no table moved.
    [one] table { $tables } is new.
   *[other] tables { $tables } are new.
}
web-pairings-may-change = These pairings may change: the store is checking a result, a drop or a late entry from before them.
# Results from the players' phones (issue 29)
web-report-result = { $a } { $score } { $b }
web-report-table = Table { $table }: the result
web-report-ask = Report how your match ended. The games of { $a } come first.
web-report-how = Or type it, { $a }'s games first ({ $examples }):
web-report-send = Report
web-report-yours-pending = You reported this. Now { $other } confirms it on their own phone, with their half of the slip.
web-report-change = Reported the wrong result?
web-report-other-pending = { $other } reported the result below. If it is right, confirm it; if not, report what happened.
web-report-confirm = Confirm: { $result }
web-report-or-other = Something else happened:
web-report-confirmed = Both players agree. The store enters the result.
web-report-disputed = The two players reported different results ({ $results }): the store settles it. If yours was wrong, correct it.
web-report-has-result = The result is in. To change it, ask the store.
web-report-unknown = No match has this code: check it on your slip, or ask the store.
web-report-slowed = Too many codes from this phone matched nothing: wait a minute, then try again.
web-report-origin = A result can only be reported from Podsheet's own page: open the address on your slip.
web-report-too-big = That report is too long: type the result only, like 2-1.
web-report-taken = The result is in already; nothing was changed. To change it, ask the store.
web-footer-reports = Podsheet · on the store's network · this page updates by itself
web-report-you-are = This is { $name }'s half of the slip: you report as { $name }.
web-report-old-slip = This slip is from before each player had a half of their own: a result reported with it waits for the store.
web-report-half-pending = This result was reported with your half of the slip. { $other } confirms it on their own phone.
web-report-held = This result waits for the store: { $why }.
web-report-impossible = This result is held: { $why }. It counts nowhere until the store fixes it; ask the store.
web-report-agreed-already = Both players agreed already: your report was kept as a note for the store and changed nothing. To change the result, ask the store.
web-report-flagged = The store has to look at this match first ({ $why }): ask the store.

## The cut stands after a fix (issue 35 part 4)

web-seeds-kept = The bracket keeps the seeds the cut was made with: a result fixed since moves players in the standings below, not in the bracket (the cut stands).
web-seed-now = ({ $seed }) { $name }: { $place } in the standings now
web-reports-off = This event takes no results from phones: hand your slip to the store.
web-busy = The page server is busy; try again in a moment.
web-cut-may-change = A Swiss result changed after the cut, and no playoff result is in yet: the store may cut again, so this bracket may change.
web-report-replaced = This slip was replaced: the pairings changed at { $time }. Find your new table on the pairings page, and ask the store for your new slip.
web-report-full-mine = You sent { $count } reports with this half, the most one phone may: your last one stands. To change it, ask the store.
web-report-full-half = This half of the slip has had { $count } reports from several phones, the most it takes: ask the store.

web-report-how-dl = Or type it, { $a }'s games first ({ $examples }), or dl for a double loss:
web-report-double-loss = { $a } and { $b }: double loss

web-season-points-tie = Points per event: { $win } for a win, { $draw } for a tie, { $loss } for a loss, { $attend } for taking part.
