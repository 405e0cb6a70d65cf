# The command line's sentences for people (src/cli). Its JSON and CSV
# never change with the language.

explain-no-ties = No players are tied on match points: the standings need no tiebreakers.
explain-not-tied = { $name } is not tied with anyone: rank { $rank } on { $points } match points alone.

## Tables for people (JSON and CSV never change)

cli-rank = Rank
cli-name = Name
cli-points = Pts
cli-konami-number = Tiebreaker
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
cli-file-locked = { $writer ->
    [app] { $file } is open in Podsheet (process { $pid }), which writes it: close the file there first, or let the players report through the app's sharing window.
    [serve] { $file } is being written by podsheet serve --reports (process { $pid }): stop it first (Ctrl+C where it runs).
   *[other] { $file } is being written by another podsheet command (process { $pid }): try again when it has finished.
}
cli-serve-confirmed = { $place }: { $score }, both players agree, each on their own phone; written into the file.
cli-serve-disputed = { $place }: the two players reported different results ({ $results }); settle it in the app once serve stops (podsheet { $file })

## What the commands print for people (issue 30: every line through the catalogs)

cli-wrote = wrote { $file }
cli-wrote-pdf = wrote { $file } ({ $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
}, { $kb } KB)
cli-wrote-night-pdf = wrote { $file } ({ $pods ->
    [one] { $pods } pod
   *[other] { $pods } pods
}, { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
}, { $kb } KB)
cli-wrote-season-pdf = wrote { $file } ({ $kb } KB)
cli-serving = Serving { $file } at { $url } ({ $mode }; Ctrl+C stops).
cli-serving-loopback = Only this computer can open it. For phones on the store's network, add --bind 0.0.0.0.
cli-reloaded = Reloaded { $file }.
cli-serve-kept = podsheet serve: { $error }; the pages keep the last good version.
cli-cannot-listen = cannot listen on { $address }: { $why } (another program may use port { $port }; try --port)
cli-playoff-heading = Top { $top } after { $rounds ->
    [one] { $rounds } Swiss round
   *[other] { $rounds } Swiss rounds
}
cli-playoff-seeds = Seeds
cli-playoff-to-come = (to come)
cli-playoff-match = { $a } vs { $b }
cli-playoff-wins = { $name } wins
cli-playoff-held = { $score } held: { $why }
cli-unknown-language = unknown language "{ $tag }"; the languages are { $tags }
cli-bad-top = a playoff is a top 8, 4 or 2; "{ $value }" is not one of them
cli-bad-pod-size = a pod has { $least } to { $most } players; "{ $value }" is not a pod size
cli-unknown-preset = unknown rule preset "{ $id }"; the presets are { $ids }
cli-explain-one-file = explain takes one FILE (or --season with the season's files)
cli-explain-players = explain takes one --player (their tie group) or two (what orders them)
cli-no-player = { $file }: no player called "{ $name }" (players: { $names })
cli-player-ambiguous = { $file }: "{ $name }" matches more than one player ({ $names }): type more of the name
cli-loopback-address = --address { $url } reaches only this computer: no phone can open the address printed. This machine's network addresses: { $addresses }; run serve with --bind on one of them and print with --address { $example }
cli-loopback-no-network = --address { $url } reaches only this computer: no phone can open the address printed, and this machine has no network address (connect it to the store's Wi-Fi)
cli-pdf-template-pod = --template { $template } prints a blank sheet without an event; --pod needs a night file
cli-pdf-template-and-file = { $file }: --template { $template } prints a blank sheet without an event; give either FILE or --template, not both
cli-pdf-needs-file = pdf needs an event file (FILE) or --template ID for a blank sheet
cli-pdf-template-kind = --template prints a blank pod sheet; --kind pairings, slips and standings need an event file
cli-pdf-blank-kind = --blank only applies to --kind sheet
cli-pdf-round-kind = { $file }: --round { $round } prints a round's pairings and slips: use it without --kind, or with --kind pairings or slips
cli-pdf-blank-not-sheet = { $file }: --blank prints a pod sheet, and this event is not played on one
cli-pdf-no-round = { $file }: --round { $round }: the event has rounds 1 to { $rounds }
cli-in-file = { $file }: { $error }
# A result the game asked does not allow (exit code 3): $problem ends with a full stop.
cli-held = { $problem } It is held: it counts nowhere until it is fixed, and every other match counts as it is.
cli-held-row = { $file } line { $line }: { $problem } It is held: it counts nowhere until it is fixed, and every other match counts as it is.
cli-round-not-paired = round { $round } is not paired: there is nothing to re-pair, keep or give
cli-round-not-stale = round { $round } fits what it was paired from: there is nothing to re-pair or keep
cli-cannot-repair = round { $round } cannot be re-paired: { $why }
cli-give-not-out = { $name } is not out of round { $round } while paired in it: only a player who dropped (or was disqualified) after the round was paired has a match to give
cli-repair-taken-out = { $count ->
    [one] Taken out until its players are known: table { $tables }.
   *[other] Taken out until their players are known: tables { $tables }.
}
cli-act-repair = to re-pair round { $round }: { $command }
cli-act-keep = to keep round { $round } as paired: { $command }
cli-act-give = to give { $name } the match win in round { $round }: { $command }
cli-playoff-disagrees = { $file }: { $flag } { $asked } does not agree with the event's own cut ({ $own }); leave it out to use the cut
cli-playoff-own-top = top { $top }
cli-playoff-own-after = after round { $round }
cli-playoff-needs-top = { $file }: --top 8|4|2 is needed: the file has no cut of its own
cli-playoff-needs-division = { $file }: its players play in age divisions, and each division has its own playoff: give --division juniors, seniors or masters
cli-playoff-no-division = { $file }: the event's cut has no bracket for the { $division }
cli-playoff-not-by-division = { $file }: the event's cut is the whole event's, not by division: leave --division out
cli-playoff-own-divisions = a cut by division: give --division too
cli-playoff-no-rounds = { $file }: --swiss-rounds { $asked }: the file has rounds 1 to { $rounds }
cli-pods-too-many = { $file }: { $names } names; the most Podsheet handles in a night is { $most }
cli-pods-night-name = Draft night
cli-unknown-template = unknown template "{ $id }"; the templates are { $ids }
cli-serve-held = { $place }: waits for the owner (reported: { $results }), because { $why }
cli-serve-paired = { $event }, { $round }: { $tables ->
    [one] 1 table paired; its slip carries
   *[other] { $tables } tables paired; their slips carry
} the players' codes ({ $command })
cli-serve-pod-line = pod { $pod }: { $line }

## Pokémon's age divisions, each ranked apart, and where a file's own
## standings (a TOM export's) place a player otherwise.

division-juniors = Juniors
division-seniors = Seniors
division-masters = Masters
cli-act-recut = to cut again from the standings as they are now: { $command }
cli-act-keep-cut = to keep the cut as it was made: { $command }
cli-event-of = { $name } (--pod { $pod } of { $pods })
cli-file-other-name = { $file } (another name of { $other }, the same file on disk)
cli-file-hard-linked = { $file } has { $links } names on disk (hard links): Podsheet saves by replacing the file, which would leave the other names with the old version. Keep one name (copy the file, delete the other names) and use that.
cli-serve-stuck = { $place }: { $why }
cli-serving-ipv6 = over IPv6 every address of a network's /64 counts as one phone, so every result reported from phones waits for you (as behind a NAT): serve on IPv4 (--bind 0.0.0.0) for results that land by themselves
cli-serve-coded = { $event }, { $round }: { $tables ->
    [one] 1 table had no report codes and got them; print its slip again
   *[other] { $tables } tables had no report codes and got them; print their slips again
} ({ $command })

cli-season-heading-tie = Season of { $events ->
    [one] { $events } event
   *[other] { $events } events
} — points: win { $win }, tie { $draw }, loss { $loss }, taking part { $attend }
cli-season-record-tie = W-L-T
