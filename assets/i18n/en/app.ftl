# The desktop app (src/app). Each id starts with the file that uses it.

## src/app/app.rs

app-draft-pod = Draft pod
app-standings = Standings
app-explain = Explain
app-rolls-and-coin-flips = Rolls and coin flips
app-status-line = { $players ->
    [one] { $players } player
   *[other] { $players } players
}, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}: { $missing ->
    [one] { $missing } result to enter
   *[other] { $missing } results to enter
}, { $problems ->
    [one] { $problems } problem
   *[other] { $problems } problems
}
app-dismiss = Dismiss

## src/app/command.rs

command-new-event = New event…
command-new-draft-night = New draft night…
command-open = Open…
command-save = Save
command-save-as = Save as…
command-export-pdf = Export PDF ({ $value })…
command-print-this-round = Print this round ({ $value })…
command-open-the-pdf-when-done = Open the PDF when done
command-undo = Undo
command-redo = Redo
command-tie-break-roll = Tie-break roll
command-cut-to-top = Cut to top { $top }
command-cut-tooltip = End the Swiss here: the top players by the standings play a single-elimination playoff
command-cut-by-division = Cut by division…
command-cut-by-division-tooltip = End the Swiss here: each age division that cuts plays its own playoff, seeded from its own standings
command-late-entry = Late entry…
command-swap-two-players = Swap two players…
command-pods-and-players-of-the = Pods and players of the night…
command-open-the-display-window = Open the display window
command-share-on-the-store-s = Share on the store's network…
command-pod = Pod { $value }
command-next-pod = Next pod
command-previous-pod = Previous pod
command-go-to-the-first-empty = Go to the first empty result
command-start-a-new-event-a = Start a new event: a pod sheet, a round robin or a Swiss
command-deal-tonight-s-sign-ups = Deal tonight's sign-ups into pods, seated at random
command-open-an-event-or-night = Open an event or night file, or a results CSV
command-save-the-event-or-the = Save the event (or the whole night) to its file
command-save-the-event-or-the-2 = Save the event (or the whole night) under a new name
command-the-sheet-or-the-standings = The sheet (or the standings) as a PDF to print
command-this-round-s-pairings-and = This round's pairings and result slips as a PDF
command-the-empty-paper-sheet-for = The empty paper sheet for the binder
command-open-each-pdf-in-the = Open each PDF in the system's viewer once written
command-take-back-the-last-edit = Take back the last edit (in any pod of the night)
command-put-back-the-edit-just = Put back the edit just taken back
command-store-a-random-order-for = Store a random order for players tied on every step
command-add-a-player-who-joins = Add a player who joins in a later round
command-swap-two-players-in-a = Swap two players in a round nobody has played yet
command-move-players-between-pods-no = Move players between pods, no-shows, late arrivals
command-a-second-window-for-a = A second window for a screen the players can see
command-show-pairings-and-standings-on = Show pairings and standings on the players' phones
command-the-next-pod-s-sheet = The next pod's sheet (also Ctrl+Page Down)
command-the-previous-pod-s-sheet = The previous pod's sheet (also Ctrl+Page Up)
command-ctrl-to-ctrl-show-pods = Ctrl+1 to Ctrl+9 show pods 1 to 9
command-put-the-cursor-in-the = Put the cursor in the first box without a result
command-letter = Letter

## src/app/command_handling.rs

command-handling-could-not-open-the-file = Could not open the file.{"\u000A"}{ $e }
command-handling-saved = Saved { $value }.
command-handling-could-not-save-e = Could not save { $value }: { $e }
command-handling-every-result-of-this-pod = Every result of this pod is in.

## src/app/document/edit.rs

edit-a-bye-has-no-score = A bye has no score to enter.
edit-round-round-has-no-match = Round { $round } has no match { $value }.
edit-there-is-no-round-round = There is no round { $round }.
edit-round-round-already-has-results = Round { $round } already has results: clear them before re-pairing.
edit-warning-w = Warning: { $w }

## src/app/document/new_event.rs

new-event-player-round-robin-sheet = 7-player round robin (sheet)
new-event-player-swiss-sheet = 8-player Swiss (sheet)
new-event-player-swiss-sheet-2 = 10-player Swiss (sheet)
new-event-player-single-elimination = 8-player single elimination
new-event-player-double-round-robin-sheet = 6-player double round robin (sheet)
new-event-player-swiss-a-bye-each = 9-player Swiss, a bye each round (sheet)
new-event-round-robin-any-size = Round robin, any size
new-event-swiss-any-size = Swiss, any size
new-event-draft-pod = Draft pod
new-event-line-e = line { $value }: { $e }
new-event-enter-at-least-two-players = Enter at least two players, one name per line.
new-event-this-sheet-is-for-players = This sheet is for { $players } players; the list has { $value }.

## src/app/document/pairing_hook.rs

pairing-hook-was-drawn-flip-the-coin = { $value } was drawn: flip the coin in its box to see who goes on as its winner.

## src/app/files/export.rs

export-could-not-make-the-pdf = Could not make the PDF: { $e }
export-could-not-write-e = Could not write { $value }: { $e }
export-wrote-pages = Wrote { $value } ({ $pages } pages).
export-could-not-open-it-e = Could not open it: { $e }
export-loopback = This printout would carry { $url }, which only this computer opens: no phone can reach it.
export-loopback-share-on = Share on { $ip } and print
export-loopback-anyway = Print with { $url } anyway

## src/app/files/file_browser_ui.rs

file-browser-cannot-open-the-folder-e = Cannot open the folder { $value }: { $e }
file-browser-type-a-name-for-the = Type a name for the file.
file-browser-choose-a-file-from-the = Choose a file from the list, or type its name.
file-browser-there-is-no-folder = There is no folder { $value }.
file-browser-is-a-folder = { $value } is a folder.
file-browser-there-is-no-file-name = There is no file { $name } here.
file-browser-folder = Folder:
file-browser-up = Up
file-browser-home = Home
file-browser-documents = Documents
file-browser-no-folders-or-matching-files = No folders or matching files here.
file-browser-file-name = File name:
file-browser-already-exists-replace-it = { $value } already exists. Replace it?
file-browser-replace = Replace
file-browser-save = Save
file-browser-open = Open
file-browser-cancel = Cancel

## src/app/files/file_picker.rs

file-picker-no-answer-in-s = no answer in { $value } s
file-picker-this-desktop-has-no-file = This desktop has no file dialog service, so Podsheet shows its own. (The xdg-desktop-portal file chooser: { $portal }. zenity: not installed.)

## src/app/files/places.rs


## src/app/files/purpose.rs

purpose-open-an-event = Open an event
purpose-save-the-event-as = Save the event as
purpose-import-player-names = Import player names
purpose-export-a-pdf = Export a PDF
purpose-save-this-round-s-pairings = Save this round's pairings and slips as
purpose-save-the-blank-sheet-as = Save the blank sheet as
purpose-pod-sheets = Pod sheets
purpose-pod-sheets-2 = Pod sheets
purpose-names = Names
purpose-pdf = PDF

## src/app/files/recovery.rs

recovery-not-json-e = not JSON: { $e }
recovery-it-holds-no-key = it holds no { $key }
recovery-unsaved-work-from-an-earlier = Unsaved work from an earlier run could not be read back ({ $why }). The file was kept as { $value } and nothing in it was overwritten.
recovery-unsaved-work-from-an-earlier-2 = Unsaved work from an earlier run could not be read back ({ $why }), nor moved aside ({ $e }): it stays at { $value }.

## src/app/files/recovery_writer.rs


## src/app/night/forms.rs

forms-draft-night = Draft night

## src/app/night/night_ui.rs

night-pods = {" "}({ $value } pods)
night-recover-the-night = Recover the night
night-discard-the-night = Discard the night
night-new-draft-night = New draft night
night-players-of-the-night = Players of the night
night-night = Night
night-sign-up-list-one-name = Sign-up list, one name per line
night-preferred-pod-size = Preferred pod size
night-seat-again = Seat again
night-line-line-why = Line { $line } { $why }.
night-type-or-paste-the-night = Type or paste the night's names (two at least).
night-drafters = { $value } drafters:
night-pod = Pod { $value } ({ $value2 }, { $value3 }): { $value4 }
night-create-the-night = Create the night
night-ctrl-enter = Ctrl+Enter
night-cancel = Cancel
night-before-round-a-player-can = Before round 1 a player can move to another pod or leave (a no-show); the pod is dealt again.
night-has-results-players-fixed = {" "}— has results, players fixed
night-paired-state = {" "}— its own rounds: a no-show is dropped before round 1
night-pod-players-state = { $pod }: { $value2 } players, { $value3 }{ $state }
night-to-pod = to { $pod }
night-no-show = No-show
night-late-arrival = Late arrival
night-a-new-pod = a new pod
night-a-new-pod-2 = a new pod
night-add = Add

## src/app/night/players_ui.rs

players-could-not-write-the-player = Could not write the player list { $value }: { $e }
players-find-a-regular = Find a regular
players-player-list-names = Player list ({ $value } names)
players-names-are-kept-on-this = Names are kept on this computer only. Merge a misspelt name into the right one:
players-misspelt = Misspelt
players-merge = Merge
players-is-not-in-the-player = "{ $trim }" is not in the player list.

## src/app/night/pods.rs

pods-name-mark-podsheet = { $name }{ $mark } — Podsheet

## src/app/panels/boxes_ui.rs

boxes-table = Table { $value }
boxes-label-vs = { $label }: { $value } vs { $value2 }
boxes-round-round-caption-score = Round { $round } { $caption } score
boxes-no-rounds-yet-the-first = No rounds yet: the first round appears here once it is paired.
boxes-paired-once-the-players-are = Paired once the players are entered.
boxes-pair-now = Pair round { $round } now
boxes-pair-now-tooltip = The file has its players and no round yet: pair round { $round } from them, as the pairing does after every edit.
boxes-paired-once-round-is-complete = Paired once round { $value } is complete.
boxes-boxes-fill-as-results-arrive = Boxes fill as results arrive; a score field opens once both players are known.
boxes-scores-open-once-round-is = Scores open once round { $value } is complete.
boxes-label-a-has-a-bye = { $label }{ $a } has a bye
boxes-label-a-vs-o = { $label }{ $a } vs { $o }
boxes-has-a-bye = {" "}has a bye
boxes-vs = {" "}vs{" "}
boxes-games-won-drawn = games won { $a } { $b }, drawn { $draws }
fields-score-hint-three = Games won, lost and drawn: 2-1, 21, 2-1-1, or w, l. A draw as played: 1-1, or 1-1-1 if game 3 had begun; an intentional draw: id (0-0-3).
fields-score-hint-one = One game: w (1-0), l (0-1) or d (0-0-1, a drawn game); an intentional draw: id.
fields-score-hint-two = Two games: 2-0, 1-1, 0-2, or 1-0-1 if game 2 was not finished; or w, l, d (1-1); an intentional draw: id (0-0-2).
boxes-coin-flip-goes-on = coin flip: { $value } goes on ({ $value2 })
boxes-round-r-table = round { $r } table { $value }
boxes-flip-coin-for-name = Flip coin for { $name }

## src/app/panels/dialogs_ui.rs

dialogs-to = to { $value }
dialogs-to-name = to "{ $name }"
dialogs-recover-unsaved-changes-what-detail = Recover unsaved changes { $what }{ $detail } from { $when }?
dialogs-problem = Problem
dialogs-ok = OK
dialogs-recover = Recover
dialogs-discard-them = Discard them
dialogs-this-event-has-unsaved-changes = This event has unsaved changes. Save them before closing?
dialogs-save = Save
dialogs-close-without-saving = Close without saving
dialogs-cancel = Cancel
dialogs-has-unsaved-changes-discard-them = "{ $name }" has unsaved changes. Discard them?
dialogs-save-first = Save first
dialogs-discard-changes = Discard changes
dialogs-cancel-2 = Cancel
dialogs-new-event = New event
dialogs-late-entry = Late entry
dialogs-manual-pairing = Manual pairing

## src/app/panels/display_ui.rs

display-title-display = { $title } — display
display-on-your-phone = On your phone
display-your-pairing-the-standings-and = Your pairing, the standings and why.
display-standings = Standings
display-standings-2 = Standings
display-pts = { $value }{ $value2 }  { $match_points } pts  { $match_line }

## src/app/panels/explain_ui.rs

explain-large-text = Large text
explain-clear = Clear
explain-compare = Compare
explain-with = with
explain-choose = (choose)
explain-first-player-to-compare = First player to compare
explain-second-player-to-compare = Second player to compare
explain-choose-two-different-players = Choose two different players.
explain-is-not-tied-with-anyone = { $value } is not tied with anyone on match points.
explain-click-a-player-in-the = Click a player in the standings to explain their tie, or choose two players to compare.

## src/app/panels/grid_ui.rs

grid-round-round = { $value } round { $round }
grid-no = No
grid-name = Name
grid-seat = Seat
grid-matches = Matches
grid-games = Games
grid-rank = Rank
grid-deck = Deck
grid-first-pick = First pick
grid-name-of-player = Name of player { $number }
grid-vs = vs { $value }
grid-dq = DQ
grid-deck-of-short = Deck of { $short }
grid-first-pick-of-short = First pick of { $short }
grid-dropped-after-round-d = { $d ->
    [0] no-show: out before round 1
   *[other] dropped after round { $d }
}
grid-joined-in-round-j = joined in round { $j }
grid-held-result = { $column }: { $score } is held and counts nowhere until it is fixed
grid-drop-after-round-r = Drop after round { $r }
grid-cancel-the-drop = Cancel the drop
grid-no-show = No-show (out before round 1)
grid-no-show-hover = Did not come: out before round 1. The rounds and seating stay; round 1 waits for Re-pair or Keep.
grid-lift-the-disqualification = Lift the disqualification
grid-disqualify = Disqualify
grid-actions-for-short = Actions for { $short }
grid-drop-or-disqualify = Drop or disqualify

## src/app/panels/menu_ui.rs

menu-file = File
menu-open-recent = Open recent
menu-none-yet = (none yet)
menu-edit = Edit
menu-event = Event
menu-view = View
menu-close-the-display-window = Close the display window
menu-sharing-on-the-store-s = Sharing on the store's network (on)…
menu-print-blank-sheet = Print blank sheet
menu-language = Language
menu-language-desktop = The desktop's ({ $language })
menu-language-preparing = In preparation (partly in English):

## src/app/panels/new_event_ui.rs

new-event-event-name = Event name
new-event-sheet = Sheet
new-event-best-of-one = Best of one
new-event-best-of-three = Best of three
new-event-tiebreakers = Tiebreakers
new-event-players-one-name-per-line = Players, one name per line (type or paste):
new-event-import-names-from-csv = Import names from CSV…
new-event-seat-randomly = Seat randomly
new-event-create-event = Create event
new-event-cancel = Cancel

## src/app/panels/share_ui.rs

share-is-not-a-port-use = "{ $trim }" is not a port: use a number from 1 to 65535 (8080 is usual).
share-could-not-share-on-port = Could not share on { $bind }:{ $port }: { $e }. Another program may use that port; try another.
share-sharing-at = Sharing at { $url }
share-phones-on-the-store-s = Phones on the store's network can open this address
share-share-on-the-store-s = Share on the store's network
share-players-open-the-pairings-standings = Players open the pairings, standings and why they placed where they did on their phones, read-only, over this network. No internet needed.
share-address = Address
share-port = Port
share-show-decks-and-first-picks = Show decks and first picks
share-stop-sharing = Stop sharing
share-phones-down = The phones are down: tonight's printouts send players to { $url }, which is not being shared now.
share-serve-printed = Share on { $url } again
share-other-address = Share on another address…
share-forget-printed = The printouts no longer need it
share-forget-printed-hover = The night is over, or new slips were printed with another address: stop saying the phones are down.
share-start-sharing = Start sharing
share-on-url = On: { $url }
share-ip-this-computer-only = { $ip } (this computer only)
share-ip-this-network = { $ip } (this network)
share-loopback = { $ip } reaches only this computer: no phone can open it, nor the address printed on pairings and slips.
share-use-network = Use { $ip } (the store's network)
share-no-network = This computer has no network address: connect it to the store's Wi-Fi to share with phones.

## src/app/panels/standings_ui.rs

standings-rules = Rules
standings-left-out-the-round-robin = ({ $short } left out: the round robin is complete)
standings-no-results-yet-ranks-appear = No results yet: ranks appear with the first result.
standings-held-mark = ({ $column } { $score } held)
standings-rank = Rank
standings-name = Name
standings-pts = Pts
standings-matches = Matches
standings-games = Games

## src/app/panels/timer_ui.rs

timer-pause = Pause
timer-time-notice = Time! The active player finishes their turn, then five extra turns.
timer-time-notice-lorcana = Time! The active player finishes the turn, then five more turns; a game with no winner then is drawn.
timer-time-notice-other = Time! Finish as { $game }'s end-of-round rules say (not built into Podsheet: the store's call).
timer-start-timer = Start timer
timer-reset-timer = Reset timer
timer-extra-time = + time
timer-extra-minutes = +{ $minutes } min
timer-extra-time-hover = Extra time for this pod's whole round (each pod has its own clock; a single table's extra time is in its box).

## src/app/panels/tools_ui.rs

tools-name = Name
tools-joins-in-round = Joins in round
tools-add-player = Add player
tools-cancel = Cancel
tools-swap-two-players-in-a = Swap two players in a round that has no results yet.
tools-round = Round
tools-swap = Swap
tools-with = with
tools-choose = (choose)
tools-swap-them = Swap them
tools-close = Close
tools-no-rolls-or-coin-flips = No rolls or coin flips yet.
tools-seating = Seating: { $value }
tools-box-l = box { $l }
tools-table = table { $value }
tools-coin-flip-round-round-place = Coin flip, round { $round } { $place }: { $value } goes on
tools-tie-break-order = Tie-break order: { $value }
tools-pairing-seed-round-round-seed = Pairing seed, round { $round }: { $seed }
tools-what = { $value } — { $what }

## src/app/panels/playoff_ui.rs

playoff-heading = Playoff: top { $top }
playoff-box = { $letter }: { $a } vs { $b }
playoff-box-result = { $letter }: { $a } vs { $b } — { $score }, { $winner } goes on
playoff-box-held = { $letter }: { $a } vs { $b } — { $score } is held: { $why }
playoff-placing = Final placing
playoff-place = { $place }. { $name }

## src/app/panels/season_ui.rs

season-title = Season
season-source = Season of { $source }
season-missing = Event { $event } ({ $file }) could not be read: { $error }. It counts for nobody.
season-points-label = Points per event:
season-win = win
season-draw = draw
season-loss = loss
season-attend = taking part
season-save = Save season file…
season-print = Print ({ $paper })…
season-rank = Rank
season-name = Name
season-total = Total
season-events = Events
season-decided-by = Decided by
season-missing-cell = missing
season-why = Ties on season points
season-rule-heading = How the season counts
season-rule = Each event is its own column, also two events of one night. Points come from the matches a player played before any playoff (byes included) and from taking part, which needs at least one match or bye: a no-show whose match was given to the opponent gets nothing. Playoff matches are not counted as matches won or lost; the playoff places its players instead: each playoff place gets at least one point more than the best of the places below it, so the champion is above the finalist. Each game has a table of its own: a Pokémon event and a Magic draft are never added together.
season-step-points = points
season-step-matches-won = matches won
season-step-fewer-losses = fewer losses
season-step-events = events
season-step-first-seen = first seen
command-season = Season…
command-season-tooltip = A league table over a season's nights: a .podseason file, or any event in the season's folder
purpose-open-season = Open a season (a .podseason file, or any event in its folder)
purpose-save-season = Save the season as
purpose-seasons = Seasons and events
purpose-season-file = Season files
file-picker-forced = { $env } asks for Podsheet's own file dialog.
# A round's life (docs/rules.md §6)
life-repaired-note = Round { $round } re-paired: { $count ->
    [0] no table changed.
    [one] table { $tables } changed; tell its players.
   *[other] tables { $tables } changed; tell their players.
}
life-kept-note = Round { $round } is kept as paired.
life-conceded-note = { $name } is given the match win in round { $round }.
life-recut-note = Cut again from the Swiss standings as they are now: the playoff's first round is paired again.
life-cut-kept-note = The cut is kept as it was made.
life-stale-hover = Paired from results, drops or entries that changed since: the players may have been told other pairings.
life-repair-button = Re-pair round { $round } (Ctrl+R)
life-repair-rest-button = Re-pair round { $round }'s tables without a result (Ctrl+R)
life-repair-hover = Pairs again from the results as they are now; results already entered stand. Tell the players at the tables that change.
life-keep-button = Keep round { $round } as paired
life-concede-button = Give { $name } the match win
life-recut-button = Cut again
life-keep-cut-button = Keep the cut
command-repair-stale = Re-pair the changed round
command-repair-stale-tooltip = Pairs a round again that was paired from results, drops or entries that changed since (results already entered stand).
life-nothing-to-repair = No round needs re-pairing: every paired round fits its results.
boxes-round-stale = Paired before a change: see the notice above.

# season (issue 28)

season-points-remembered-bad = The points the season file remembers cannot be used ({ $why }): the default points are shown.
command-print-earlier-round = Print round { $round } ({ $value })…
boxes-print-round = Print…
boxes-print-round-hover = Round { $round }'s pairings and result slips, as they stand now.
new-event-swiss-rounds-usual = { $rounds } rounds (the usual for { $players } players)
new-event-swiss-rounds-own = Rounds:
new-event-swiss-rounds-hover = How many Swiss rounds; it can be changed until the last round is paired.
boxes-swiss-rounds = Swiss rounds:
grid-out = out
grid-not-yet = not yet in
# A round the player has a bye in, in their row of the grid.
grid-bye = bye
grid-disqualified = disqualified
night-beside-open = Beside the events open now (one night, a tab each)
night-beside-open-hover = The new pods join the night that is open, a Swiss with its top 8 for instance, instead of replacing it; each gets its own tables.
new-event-beside-open = Beside the events open now (one night, a tab each)
new-event-beside-open-hover = The new event joins the night that is open (the evening's draft pods, say) as another tab, with its own tables, instead of replacing it; one file keeps them all.
night-named-round-all-results = { $name } · round { $round } · all results in
night-named-round-missing-to = { $name } · round { $round } · { $missing } to enter
night-named-stage-all-results = { $name } · { $stage } · all results in
night-named-stage-missing = { $name } · { $stage } · { $missing } to enter
night-tab-held =
    { $tab } · { $count ->
    [one] 1 result held
    *[other] { $count } results held
    }
night-tab-settle =
    { $tab } · { $count ->
    [one] 1 change to settle
    *[other] { $count } changes to settle
    }
app-status-stale = { $line }; { $count ->
    [one] 1 change to settle (see the notice above the sheet)
   *[other] { $count } changes to settle (see the notice above the sheet)
}
grid-quarterfinals-short = QF
grid-semifinals-short = SF
grid-final-short = F
# Results from the players' phones (issue 29)
reports-already-in = That match has a result already: the one entered stands.
reports-gone = That report's match is no longer in the round (it was paired again).
share-reports = Players report results from their phones
share-reports-hover = Each result slip has a half for each player, with that player's own code and QR code: one player reports, the other confirms on their own phone, and you accept (Ctrl+Shift+A). A result entered here is never changed by a phone. The halves prove two phones, not two people: a player holding both halves can land a result alone, so tear each slip and give each player only their own half.
share-auto-accept = Accept a result as soon as both players agree, each on their own phone
share-auto-accept-hover = Off: every agreed result waits in the reports panel for you to accept it. On: it is entered at once, one undo step each (ticking it accepts those already agreed). Anything odd — both halves from one phone or one connection, a third phone — always waits for you.
command-accept-confirmed = Accept the agreed reports
command-accept-confirmed-tooltip = Enters every result both players agreed on, each on their own phone, in every pod of the night (one undo step each). What waits for you (a dispute, something odd, a match flagged) is left, and said.
reports-none-confirmed = No result from the phones is agreed by both players yet.
reports-heading = Reported from the phones
reports-result = { $a } { $score } { $b }
reports-pending = { $name } reported { $result }; waiting for the other player's phone
reports-confirmed = { $result }: both players agree, each on their own phone
reports-disputed = the two players disagree: { $results }
reports-accept = Accept { $result }
purpose-still-playing = Save the tables still playing as
command-print-still-playing = Print the tables still playing ({ $value })…
command-print-still-playing-tooltip = Time is called: the latest round's tables with no result and no report from a phone, with their extra time, to take round the floor.
boxes-extra-time = Extra time…
boxes-held = Held: this result counts nowhere (standings, pairings, phones, printouts) until you fix it.
boxes-extra-minutes = +{ $minutes } min
boxes-add-minutes = Add { $minutes } minutes
boxes-no-extra-time = No extra time
boxes-extra-time-hover = A judge call or a deck check: this table plays on past the round's time. Shown on the display window, on the table's phones and in the list of tables still playing.
boxes-report-code = Code…
boxes-report-code-how = For a lost half of a slip: give each player only their own code. They add /r/ and the code to the pages' address to report this match.

## A name no installed font draws (src/text/fonts.rs), in the app, the PDFs' warnings and the CLI
font-missing = "{ $name }" needs a { $script } font and none is installed, so it shows as boxes (on Debian/Ubuntu: sudo apt install { $package })
font-missing-more = { $first } — and { $more ->
    [one] { $more } more name
   *[other] { $more } more names
} like it
font-no-glyphs = "{ $name }" has letters no installed font draws ({ $letters }); they print as boxes
script-latin = Latin
script-greek = Greek
script-cyrillic = Cyrillic
script-han = Chinese (Han)
script-kana = Japanese
script-hangul = Korean
script-arabic = Arabic
script-hebrew = Hebrew
script-thai = Thai

## How a name is read, for lists by name (issue 30)
grid-reading = Reading, for lists by name in Japanese:
grid-reading-of = Reading of { $short }'s name
reports-odd-one-device = both halves of the slip were reported from one phone
reports-odd-one-address = both halves of the slip were reported from one connection (one phone with a fresh cookie, or phones sharing one address)
reports-odd-second-voice = a second phone reported with { $name }'s half
reports-odd-old-slip = the slip was printed before each player had a half of their own, so it does not say who is speaking
reports-half-of = { $name }'s half
reports-old-slip = the slip's one code
reports-from = { $half }: { $score } · phone { $device } · { $address } · { $time }
reports-late-note = after the players agreed, refused: { $line }
sheet-where = { $round }, table { $table }
sheet-where-box = { $round }, table { $table } (box { $letter })
reports-in-pod = { $pod } · { $place }
reports-held = waits for you: { $results }, because { $why }
reports-where-from = Where the { $count ->
    [one] report
   *[other] { $count } reports
    } came from
night-tab-reports = { $tab } · { $count } from phones
boxes-report-code-of = { $name }: { $code }
reports-skipped = Accepted { $accepted }; left for you: { $left } (a dispute, something odd, or a match flagged as a problem).
disk-changed = { $file } was changed on disk by another program since you opened or saved it. Saving here would lose what it wrote, so Podsheet does not: open it again to see it.
disk-save-yours-as = Save your changes as another file…
disk-open-again = Open it again
command-handling-changed-on-disk = Not saved: { $file } was changed on disk by another program since you opened it, and saving would lose what it wrote. Save as another file, or open it again.
reports-accepted-line = from the phones ({ $by ->
    [owner] accepted by you
   *[agreement] both players agreed
    }), { $time }
reports-accepted-changed = changed here after the phones' { $score } was accepted ({ $time })

## Playoff rounds by name (issue 35 part 4)

boxes-paired-once-stage-is-played = Paired once every { $stage } result is in.
playoff-final-result = { $letter }: { $a } vs { $b } — { $score }, { $winner } wins the event
new-event-game = Game
new-event-best-of-two = Two games (each player goes first once)
new-event-suggested-cut = Suggested after the Swiss rounds: a top { $top } (you make the cut from the Event menu, or keep no cut).
new-event-suggested-no-cut = Suggested: no top cut at this size.
new-event-cut-yours = The top cut is yours to choose: after the Swiss rounds, cut to a top 8, 4 or 2 from the Event menu, or keep the standings as final.
new-event-beyond-table = The game's table stops at { $most } players: its last row is the suggestion.
new-event-pod-sheets-magic = The pod sheets are Magic's draft sheets: a { $game } event plays Swiss or a round robin.
grid-rank-in-division = Rank among the { $division }
grid-division = Division
grid-division-of = Division of { $short }
grid-division-after-cut = The cut is made: the brackets are seeded, and a player's division no longer changes.
cut-dialog-title = Cut by division
cut-dialog-division = { $division }: { $players } players, drops included
cut-dialog-no-playoff = No playoff
cut-dialog-suggests-top = { $game } suggests a top { $top } for { $players } players.
cut-dialog-suggests-none = { $game } suggests no playoff for { $players } players.
cut-dialog-cut = Cut
boxes-swiss-over-divisions = The Swiss rounds are over. Each age division has its own playoff, seeded from its own standings:
new-event-divisions-hint = A player's age division follows a comma: “Liam Kowalski, juniors” (juniors, seniors or masters). Without one, a player plays in the masters.
boxes-swiss-over-cut = The Swiss rounds are over. For { $players } players, { $game } suggests a top { $top }.
boxes-swiss-over-no-cut = The Swiss rounds are over. For { $players } players, { $game } suggests no top cut: the standings are final.
boxes-swiss-over-choice = The Swiss rounds are over. { $game }'s rules leave the top cut to the store: cut to a top 8, 4 or 2, or keep these standings as final.
reports-stuck-mine = { $half }: phone { $device } ({ $address }) sent { $count } reports, the most one phone may; it gets no more, and the other half is still heard
reports-stuck-half = { $half }: { $count } reports from several phones, the most it takes; no more are taken with it
explain-shown-large = Shown in large type in its own window.
explain-large-title = Why this order
crash-note = Podsheet stopped on a fault at { $when }: { $what } ({ $place }, version { $version }). { $kept } Please tell the developers what you were doing.
crash-no-details = no details were recorded
crash-night-kept = Everything entered up to the fault was kept: restore it below.
crash-night-last-change = What was entered before the last change was kept: restore it below and check the last result.

boxes-games-won = games won { $a } { $b }
boxes-games-won-tied = games won { $a } { $b }, tied { $draws }
fields-score-hint-one-dl = One game: w (1-0) or l (0-1); a game nobody won is a double loss, lost by both: dl.
fields-score-hint-three-dl = Games won and lost: 2-1, 21, 2-0, or w, l; a match nobody won is a double loss, lost by both: dl.

new-event-game-tournament = { $game } tournament
