# Erklärungen zu Gleichständen (src/text/explain). Jede Nachricht ist ein
# ganzer Satz oder Satzteil; Spielernamen, Zahlen und Listen kommen als
# Argumente, bereits für die Sprache formatiert.

## Tiebreaker und Begriffe (siehe GLOSSARY.md)

step-match-points = Matchpunkte
step-omp = Matchpunkte der Gegner
step-omw = Match-Gewinnprozentsatz der Gegner
step-gpg = Partiepunkte pro Partie
step-gw = Partie-Gewinnprozentsatz
step-ogw = Partie-Gewinnprozentsatz der Gegner
step-oomw = Match-Gewinnprozentsatz der Gegner der Gegner
step-cumulative = Cumulative-Tiebreaker
step-ow = Gewinnprozentsatz der Gegner
step-oow = Gewinnprozentsatz der Gegner der Gegner
step-win-resistance = Win Resistance
step-win-resistance-resistance = Win Resistance der Besiegten

# Spaltenüberschriften (Kurznamen) der Tabelle.
short-match-points = Pkt.
short-match-wins = Siege
short-omp = OMP
short-omw = OMW%
short-gpg = PP/P
short-gw = GW%
short-ogw = OGW%
short-oomw = OOMW%
short-cumulative = Cum
short-ow = OW%
short-oow = OOW%
short-win-resistance = WR
short-win-resistance-resistance = WRR

decider-roll = ein gespeicherter Zufallswurf
decider-entry-order = die Reihenfolge der Anmeldung

## Zahlen und Verbindungen

# Ein Prozentwert: $value ist bereits formatiert („44,44“).
percent = { $value } %
points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
# Zwischen den Angaben zu den Spielern einer Gruppe.
phrase-separator = {"; "}
# Zwischen Namen in einer Reihenfolge („Ann, Bo, Cy“).
sentence-separator = {" "}
order-separator = {", "}
# Zwischen den Gruppen von „Reihenfolge: …“.
then-separator = {", dann "}
# Zwischen Anmerkungen in Klammern.
note-separator = {", "}

## Eine Gruppe mit Gleichstand, Schritt für Schritt

tie-open = { $players } haben je { $points } und liegen gleichauf.
ranking-is = Die Reihenfolge ist { $order }.
step-first = { $step }: { $detail }
step-go-to = { $players } werden nach „{ $step }“ verglichen: { $detail }
step-each-set = { $step }, für jede Gruppe, die noch gleichauf liegt. { $parts }
set-part = { $players }: { $detail }
set-detail = { $phrases }. { $outcome }
skip-round-robin = Der Tiebreaker „{ $step }“ entfällt: Alle haben gegen alle gespielt, er kann die Spieler also nicht unterscheiden.
fallback-roll-missing = { $players } liegen bei allen Tiebreakern gleichauf. Ein Zufallswurf entscheidet; bisher wurde keiner gemacht, bis dahin stehen sie in der Reihenfolge der Anmeldung: { $order }.
fallback-decides = { $players } liegen bei allen Tiebreakern gleichauf; es entscheidet { $decider }: { $order }.

outcome-still-tied = { $players } liegen weiterhin gleichauf.
outcome-ahead = { $ahead } liegt vor { $behind }.
outcome-orders = Damit lautet die Reihenfolge { $order }.
outcome-in-order = Reihenfolge: { $parts }.
outcome-part-tied = { $players } (weiterhin gleichauf)

## Zwei Spieler im Vergleich

pair-disqualified = { $name } ist disqualifiziert und wird nicht platziert.
pair-ahead-on-points = { $ahead } ({ $ahead_points }) liegt nach Matchpunkten vor { $behind } ({ $behind_points }).
match-wins =
    { $count ->
    [one] { $count } Matchsieg
    *[other] { $count } Matchsiege
    }
pair-ahead-on-wins = { $ahead } ({ $ahead_points }) liegt nach Matchsiegen vor { $behind } ({ $behind_points }).
pair-tied = { $ahead } und { $behind } haben je { $points } und liegen gleichauf.
pair-equal-on = Auch danach liegen sie gleichauf: { $steps }.
step-with-value = „{ $step }“ ({ $value })
pair-first-orders = Als Erstes trennt die beiden der Tiebreaker „{ $step }“: { $ahead_phrase }; { $behind_phrase }. { $ahead } liegt vorn.
pair-equal-every = Sie liegen bei allen Tiebreakern gleichauf; es entscheidet { $decider }, und { $ahead } liegt vorn.

## Wie der Wert eines Spielers zustande kommt

phrase-points = { $who }: { $points } ({ $won } gewonnen, { $drawn } unentschieden, { $byes ->
    [one] { $byes } Bye
   *[other] { $byes } Byes
})
phrase-points-per-game = { $who }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} in { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} = { $value }
phrase-game-points = { $who }: { $points } von { $possible } möglichen Partiepunkten = { $value }
phrase-game-points-floored = { $who }: { $points } von { $possible } möglichen Partiepunkten = { $value } ({ $raw } auf das Minimum angehoben)
phrase-no-opponents = { $who } hat noch keine Gegner, daher zählt { $value }
phrase-opponent-points = { $who }: Gegnerpunkte { $items } = { $sum } / { $count } = { $value }
opponent-points-floored = { $points } ({ $record } zählt als { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
})
phrase-opponents = Gegner von { $who }: { $items } = { $sum } / { $count } = { $value }
opponent-value = { $opponent } { $value }
opponent-value-notes = { $opponent } { $value } ({ $notes })
note-raised = { $raw } auf das Minimum von { $used } angehoben
with-bye-note = { $phrase }; { $count ->
    [one] beim Bye von { $who } in Runde { $rounds } gibt es keinen Gegner, der zählen könnte
   *[other] bei den Byes von { $who } in den Runden { $rounds } gibt es keinen Gegner, der zählen könnte
}
beaten = { $opponent } ({ $value })
beaten-resistance = { $opponent } (Win Resistance { $value })
drew = unentschieden gegen { $opponent } ({ $value } / 3 = { $used })
drew-resistance = unentschieden gegen { $opponent } (Win Resistance { $value } / 3 = { $used })
beaten-bye = das Bye (0)
beat-no-one = { $who } hat niemanden besiegt, also 0
beat = { $who } hat { $items } besiegt, zusammen { $total }
pool-round = { $earned } → { $pool }
phrase-pools = { $who }: Punkte pro Runde und Bonuspool { $rounds } = { $value }

## Regelvorlagen, je eine Zeile (Menüs, Hilfe, gedruckte Regeln)

preset-pod-rr = Rundenturnier-Bogen für 7 Spieler: Punkte, Win Resistance
preset-pod-swiss = Schweizer Bögen für 8/10 Spieler: DCI-Tiebreaker, Byes 0-0
preset-mtr = Magic-Turnierregeln, Anhang C (Minimum 0,33)
preset-wotc = Von Wizards veröffentlichte Tabellen (Minimum 1/3)
preset-melee = melee.gg (unentschiedene Partien zählen 0)
preset-wer = Wizards Event Reporter (Byes nicht in PMW%)
preset-wer-team = WER-Teamturniere (OOMW%)
preset-cumulative = Premier-Turniere der frühen 2010er (Cumulative)
preset-custom = eigene Einstellungen

## Die Buchstabenfelder eines Papierbogens (src/text/sheet.rs)

source-player = Spieler { $number }
source-winner = Sieger { $letter }
source-loser = Verlierer { $letter }
source-waiting-flip = { $source }: wartet auf den Münzwurf in { $letter }

## Probleme in einem Turnier (src/engine/validate.rs)

validate-no-name = Spieler { $number } hat keinen Namen.
validate-same-name = Zwei Spieler heißen { $name }: Gib einem von beiden einen Nachnamen oder eine Initiale.
validate-unknown-player = { $place }: verweist auf einen Spieler, der nicht auf dem Bogen steht.
validate-against-themselves = { $place }: { $name } ist gegen sich selbst gepaart.
validate-two-matches = Runde { $round }: { $name } steht in zwei Matches ({ $first } und { $place }).
validate-dropped-has-result = { $round ->
    [0] { $place }: { $name } ist nicht erschienen (vor Runde 1 ausgeschieden), hat hier aber ein Ergebnis.
   *[other] { $place }: { $name } ist nach Runde { $round } ausgestiegen, hat hier aber ein Ergebnis.
}
validate-joined-has-result = { $place }: { $name } ist erst in Runde { $round } eingestiegen, hat hier aber ein Ergebnis.
validate-no-result = { $place }: noch kein Ergebnis.
validate-cannot-happen = { $place }: { $score } ist nicht möglich: { $why }.
validate-intentional-draw = { $place }: { $score } ist ein vereinbartes Unentschieden, das dieser Bogen nicht erlaubt.
validate-shared-seat = { $first } und { $second } haben beide Sitzplatz { $seat }: Gib einem von beiden einen anderen Sitzplatz.
impossible-best-of-one = ein Best-of-One-Match ist eine einzige Partie: Sieg, Niederlage oder Unentschieden (1-0, 0-1 oder 0-0-1)
impossible-over-two = bei Best-of-Three ist nach 2 gewonnenen Partien Schluss
impossible-both-two = bei Best-of-Three können nicht beide Spieler 2 Partien gewinnen
impossible-too-many = kein Match hat so viele Partien
place-quarterfinal = Viertelfinale { $label } ({ $a } gegen { $b })
place-semifinal = Halbfinale { $label } ({ $a } gegen { $b })
place-final = Finale ({ $a } gegen { $b })
place-match = Runde { $round }, Tisch { $table } ({ $a } gegen { $b })
place-box = Runde { $round }, Tisch { $table }, Feld { $label } ({ $a } gegen { $b })
place-bye = Runde { $round } ({ $a } hat das Bye)
unknown-player = ein unbekannter Spieler
# Ein Name oder anderer Text, unverändert (für einen Satzteil ohne eigene Worte).
text = { $text }

## Warum eine Runde so gepaart ist (src/engine/pairing)

pair-rematch = { $a } und { $b } treffen erneut aufeinander: Keine Paarung dieser Runde vermeidet jedes Rematch.
float-odd = bei { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
} bleibt eine ungerade Zahl von Spielern zum Paaren übrig
float-rematch = die übrigen Spieler mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
} können nicht alle ohne Rematch gegeneinander spielen
float-down = { $high } ({ $high_points ->
    [one] { $high_points } Punkt
   *[other] { $high_points } Punkte
}) wird nach unten gegen { $low } ({ $low_points ->
    [one] { $low_points } Punkt
   *[other] { $low_points } Punkte
}) gepaart: { $why }.
bye-everyone-had-one = { $name } bekommt das Bye: Alle hatten schon eines, und { $name } ist der am niedrigsten platzierte Spieler, der es ohne Rematch nehmen kann.
bye-again = { $name } bekommt erneut ein Bye: Alle, die noch keines hatten, werden anderswo gebraucht, um ein Rematch zu vermeiden.
bye-lowest = { $name } bekommt das Bye: am niedrigsten platzierter Spieler ohne Bye.
bye-lowest-others = { $name } bekommt das Bye: am niedrigsten platzierter Spieler ohne Bye, der es nehmen kann, ohne ein Rematch zu erzwingen (bei { $others } ging das nicht).
pair-random = Runde { $round } ist zufällig gepaart (gespeicherter Seed { $seed }).
pair-random-within-points = Runde { $round } ist zufällig unter Spielern mit gleich vielen Punkten gepaart; wer übrig bleibt, wird zufällig nach unten gepaart (gespeicherter Seed { $seed }).
pair-across-seat = Runde { $round } wird nach Sitzplatz über den Tisch gespielt: Jeder spielt gegen den, der am Tisch genau gegenüber sitzt.
pair-across-number = Runde { $round } wird nach Spielernummer über den Tisch gespielt: Jeder spielt gegen den, der am Tisch genau gegenüber sitzt.
bye-odd-last = { $name } bekommt das Bye: ungerade Spielerzahl, und { $name } steht in der Reihenfolge ganz hinten.
round-robin-sheet-round = Runde { $round } nach dem Spielplan des 7-Spieler-Bogens.
round-robin-round = Runde { $round } nach dem Spielplan des Rundenturniers (Kreismethode, { $players } Spieler).
bye-absent-opponent = { $name } bekommt ein Bye: Der eingeplante Gegner { $absent } spielt in dieser Runde nicht.
records-absent = { $name } spielt in Runde { $round } nicht: Die Wege des Bogens gelten nicht mehr, daher wird ab Runde { $round } nach Bilanz gepaart.
records-draws = { $count ->
    [one] { $count } Match endete
   *[other] { $count } Matches endeten
} unentschieden ({ $boxes }): Die Wege des Bogens gelten nicht mehr, daher wird ab Runde { $round } nach Bilanz gepaart.
records-off-sheet = Runde { $round } hat Tische, die beim Neupaaren nach Bilanz gepaart wurden: Die Wege des Bogens gelten nicht mehr, daher wird ab Runde { $round } nach Bilanz gepaart.
draw-in-round = Runde { $round }
flip-sends = Feld { $letter } ({ $a } gegen { $b }) endete unentschieden: Der Münzwurf schickt { $winner } als Sieger weiter.
swap-round-three = { $x } und { $y } haben in Runde 1 unentschieden gespielt und haben nach Runde 2 beide { $points ->
    [one] { $points } Matchpunkt
   *[other] { $points } Matchpunkte
}: Für Runde 3 tauschen sie die Plätze.
no-swap = { $x } und { $y } haben in Runde 1 unentschieden gespielt, haben nach Runde 2 aber { $x_points } und { $y_points } Matchpunkte: kein Tausch, der Münzwurf bleibt.

## Ein eingetippter Spielstand (src/model/score_text.rs)

score-not-a-score = „{ $text }“ ist kein Ergebnis: Gib die gewonnenen, verlorenen und unentschiedenen Partien ein (2-1, 21, 2-1-1), oder w, l, oder id für ein vereinbartes Unentschieden
score-which-draw = „{ $text }“ sagt nicht, welches Unentschieden: Gib die Partien so ein, wie sie gespielt wurden, 1-1 (Partie 3 hat nie begonnen) oder 1-1-1 (die Zeit lief während Partie 3 ab), oder id für ein vereinbartes Unentschieden (0-0-3)
score-too-many-games = „{ $text }“: kein Match hat so viele Partien
score-empty = 0-0 ist kein Ergebnis: Lass das Feld leer, bis das Match gespielt ist; ein vereinbartes Unentschieden ist 0-0-3 (tippe id)
lang-preparing = { $language } wird noch übersetzt: Was noch fehlt, erscheint auf Englisch.
lang-pseudo = { $tag } ist die Pseudo-Sprache: Englisch mit Akzenten und etwa 40 % länger, zum Prüfen von Layouts.

## Die Pods und Spieler des Abends (src/engine/night.rs)

name-control-character = enthält ein Steuerzeichen
name-too-long = ist länger als { $max } Zeichen
name-twice = „{ $name }“ steht schon in Zeile { $line } („{ $first }“): jeden Drafter nur einmal
night-no-pod = Es gibt keinen Pod { $pod }.
night-pod-has-results = Pod { $pod } hat schon Ergebnisse: Seine Spieler können nicht mehr geändert werden.
night-pod-keeps-rounds = Pod { $pod } behält seine eigenen Runden und Sitzplätze (er ist nicht mehr so, wie der Abend ihn verteilt hat): Hier wechselt niemand hinein oder hinaus. Wer nicht erscheint, steigt dort vor Runde 1 aus.
night-no-show-played = { $name } hat ein Ergebnis in Runde { $round }, ist also erschienen: Lass den Spieler stattdessen nach einer Runde aussteigen (das …-Menü neben dem Namen).
night-pod-full = Pod { $pod } ist voll ({ $max } Spieler).
night-pod-no-player = Pod { $pod } hat keinen Spieler { $player }.
night-type-name = Gib den Namen des neuen Spielers ein.
night-already-playing = { $name } spielt heute Abend schon mit.
night-pod-full-start-new = Pod { $pod } ist voll: Starte stattdessen einen neuen Pod.
night-only-pod = Der einzige Pod des Abends braucht mindestens einen Spieler.

## Eine von Hand gepaarte oder geänderte Runde (src/engine/pairing/check.rs)

check-no-round = es gibt keine Runde { $round }
check-swap-unknown-player = einer der beiden Spieler gehört nicht zu diesem Turnier: Wählen Sie beide neu
check-not-playing = { $name } ist in Runde { $round } gepaart, spielt sie aber nicht.
check-against-themselves = { $name } ist gegen sich selbst gepaart.
check-rematch = { $a } und { $b } haben schon gegeneinander gespielt: ein Rematch.
check-second-bye = { $name } bekommt ein zweites Bye, während { $waiting } noch { $count ->
    [one] keines hatte
   *[other] keines hatten
}.
check-paired-times = { $name } ist in Runde { $round } { $times }-mal gepaart.
check-not-paired = { $name } ist in Runde { $round } nicht gepaart.
check-swap-has-result = Das Match von { $name } hat schon ein Ergebnis: Lösche es vor dem Tauschen.

## Was ein Pod spielt (src/engine/pods.rs)

pod-format-round-robin-7 = Rundenturnier-Bogen für 7 Spieler
pod-format-swiss-8 = Schweizer Bogen für 8 Spieler
pod-format-swiss-10 = Schweizer Bogen für 10 Spieler
pod-format-swiss = Schweizer System
pod-plays = { $format } · { $games ->
    [1] Best-of-One
    [3] Best-of-Three
   *[other] Best-of-{ $games }
} · { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
} zu { $minutes } Min.

## Warum keine Paarung möglich war (src/engine/pairing/outcome.rs)

pairing-not-finished = Runde { $round } ist nicht beendet: { $missing ->
    [one] { $missing } Ergebnis fehlt
   *[other] { $missing } Ergebnisse fehlen
}
pairing-over = das Turnier ist vorbei: alle { $rounds } Runden gespielt
pairing-too-few = niemand zum Paaren: { $active ->
    [one] { $active } aktiver Spieler
   *[other] { $active } aktive Spieler
} in Runde { $round }
pairing-too-many = das Schweizer System paart höchstens { $max } Spieler; Runde { $round } hat { $active }
pairing-round-robin-size = ein Rundenturnier braucht 3 bis 16 Spieler; dieses Turnier hat { $players }
pairing-sheet-players = der Bogen für { $expected } Spieler braucht Spieler mit den Nummern 1 bis { $expected }: { $problem }
sheet-players-count = dieses Turnier hat { $players }
sheet-players-number = { $name } hat die Nummer { $number }
sheet-players-twice = die Nummer { $number } ist doppelt vergeben
pairing-seed-needed = Runde { $round } wird zufällig gepaart: Würfle zuerst einen Seed für die Paarung aus
pairing-not-planned = für die importierten Ergebnisse ist keine nächste Runde geplant
pods-no-players = die Anmeldeliste enthält keine Namen
pods-bad-size = ein Pod hat { $min } bis { $max } Spieler; { $size } ist keine Pod-Größe

## Die Playoffs nach den Schweizer Runden (src/engine/playoff.rs)

playoff-seeded = Top { $top } nach { $rounds } Schweizer Runden: Setzliste 1 gegen { $top }, 2 gegen { $second } … nach der Tabelle der Schweizer Runden.
playoff-round = { $name } der Top { $top }: Die Sieger der vorigen Runde treffen aufeinander.
playoff-needs-winner = { $place }: { $score } ergibt keinen Sieger; ein Playoff-Match braucht einen.
playoff-error = Die Playoffs können nicht weitergehen: { $why }
cut-not-swiss = Nur bei einem Turnier im Schweizer System gibt es einen Cut auf Top 8, 4 oder 2.
cut-not-finished = Runde { $round } ist nicht beendet: Der Cut kommt, sobald alle Schweizer Ergebnisse da sind.
cut-too-few = Eine Top { $top } braucht { $top } Spieler; dieses Turnier hat { $players }.
cut-already = Bei diesem Turnier wurde schon ein Cut auf Top { $top } gemacht.
playoff-quarterfinals = Viertelfinale
playoff-semifinals = Halbfinale
playoff-final = Finale

## Gleichstände einer Saison (src/text/explain/season.rs)

season-no-ties = Niemand liegt bei den Saisonpunkten gleichauf: Die Saisontabelle braucht keine Tiebreaker.
season-tied = { $ahead } und { $behind } haben beide { $points ->
    [one] { $points } Saisonpunkt
   *[other] { $points } Saisonpunkte
}.
season-by-matches-won = { $ahead } liegt nach gewonnenen Matches in der Saison vorn: { $ahead_count } zu { $behind_count }.
season-by-fewer-losses = Sie haben gleich viele Matches gewonnen ({ $won }); { $ahead } liegt mit weniger verlorenen Matches vorn: { $ahead_count } zu { $behind_count }.
season-by-events = Sie haben gleich viele Matches gewonnen und verloren; { $ahead } liegt nach der Zahl der Abende, an denen gespielt wurde, vorn: { $ahead_count } zu { $behind_count }.
season-by-first-seen = Sie liegen in allen Punkten gleichauf; { $ahead } war zuerst in der Saison dabei (ab Abend { $ahead_event }, { $behind } erst ab Abend { $behind_event }).
season-by-entry = Sie liegen in allen Punkten gleichauf und waren beide ab Abend { $event } dabei; { $ahead } wurde dort zuerst angemeldet.
season-placed = { $event }: { $name } bekommt { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, nicht die { $earned } aus Matches und Teilnahme: Jeder Playoff-Platz bekommt mindestens einen Punkt mehr als der beste der Plätze darunter.

## Die Papier-Sheets

template-round-robin-7 = Rundenturnier für 7
template-swiss-8 = Schweizer System für 8
template-swiss-10 = Schweizer System für 10
template-single-elimination-8 = K.-o.-System für 8
template-round-robin-6-double = Doppeltes Rundenturnier für 6
template-swiss-9 = Schweizer System für 9 mit einem Bye pro Runde
heading-round-robin-7 = 7 Spieler: Best-of-One, jeder spielt einmal gegen jeden anderen (sieben Runden). 20 Minuten pro Runde.
heading-swiss-8 = 8 Spieler: Best-of-Three, Schweizer System (drei Runden). 50 Minuten pro Runde.
heading-swiss-10 = 10 Spieler: Best-of-Three, Schweizer System (drei Runden). 50 Minuten pro Runde.
heading-single-elimination-8 = 8 Spieler: Best-of-Three, K.-o.-System (drei Runden). 50 Minuten pro Runde.
heading-round-robin-6-double = 6 Spieler: Best-of-One, jeder spielt zweimal gegen jeden anderen (zehn Runden). 20 Minuten pro Runde.
heading-swiss-9 = 9 Spieler: Best-of-Three, Schweizer System (drei Runden), ein Bye pro Runde. 50 Minuten pro Runde.
# A round's life (docs/rules.md §6)
round-name = Runde { $round }
pairing-waits = Runde { $round } wartet: { $place }, { $score } ist nicht möglich: { $why }.
playoff-draw-why = ein Playoff-Match braucht einen Sieger
cut-has-playoff-results = ein Playoff-Match hat schon ein Ergebnis
life-not-stale = Runde { $round } passt zu ihren Ergebnissen: Es gibt nichts neu zu paaren.
life-off-sheet-waits = ein Ergebnis, das bleibt, passt nicht mehr zum Bogen, daher werden die übrigen Tische nach Bilanz gepaart, und das wartet auf ein Ergebnis in { $place }
life-off-sheet-flip = ein Ergebnis, das bleibt, passt nicht mehr zum Bogen, daher werden die übrigen Tische nach Bilanz gepaart, und das wartet auf den Münzwurf von { $place }
life-off-sheet-waits-all = ein Ergebnis, das bleibt, passt nicht mehr zum Bogen, daher werden die übrigen Tische nach Bilanz gepaart, und das wartet, bis jedes Feld davor entschieden ist
life-not-paired = { $name } ist in Runde { $round } nicht gepaart.
life-bye-no-opponent = { $name } hat in Runde { $round } das Bye: Es gibt keinen Gegner, der das Match bekommen könnte; paare stattdessen die Runde neu.
life-has-result = Das Match von { $name } in Runde { $round } hat schon ein Ergebnis.
life-opponent-out = { $opponent } spielt Runde { $round } auch nicht mehr: Niemand kann den Matchsieg bekommen; paare die Runde stattdessen neu.
life-cut-not-stale = Der Cut passt zur Tabelle der Schweizer Runden: Ein neuer Cut ist nicht nötig.
life-no-result = leer
life-bye-result = Bye
cause-list = { $items }
cause-result = in Runde { $round } an Tisch { $table } das Ergebnis von { $from } auf { $to } geändert wurde
cause-result-cleared = in Runde { $round } an Tisch { $table } das Ergebnis geleert wurde (vorher { $from })
cause-dropped = { $after ->
    [0] { $name } als nicht erschienen vermerkt wurde
   *[other] { $name } nach Runde { $after } ausgestiegen ist
}
cause-disqualified = { $name } disqualifiziert wurde
cause-came = { $name } dazugekommen ist
cause-differs = sich die Ergebnisse davor geändert haben
cause-more = { $count ->
    [one] es eine weitere Änderung gab
   *[other] es { $count } weitere Änderungen gab
}
life-stale = Runde { $round } wurde gepaart, bevor { $causes }
life-stale-legacy = Runde { $round } stimmt nicht mehr mit einer neuen Paarung aus den Runden davor überein
life-advice-repair = paare die Runde neu (noch kein Ergebnis eingetragen)
life-advice-repair-rest = { $played ->
    [one] das eingetragene Ergebnis bleibt
   *[other] die { $played } eingetragenen Ergebnisse bleiben
}; paare { $open ->
    [one] den Tisch ohne Ergebnis ({ $tables }) neu
   *[other] die Tische ohne Ergebnis ({ $tables }) neu
}
life-advice-cannot = die Runde kann noch nicht neu gepaart werden: { $why }
life-dropped-paired = { $after ->
    [0] { $name } ist nicht erschienen, ist aber in Runde { $round } gegen { $opponent } gepaart; paare Runde { $round } neu oder gib { $opponent } den Matchsieg
   *[other] { $name } ist nach Runde { $after } ausgestiegen, ist aber in Runde { $round } gegen { $opponent } gepaart; paare Runde { $round } neu oder gib { $opponent } den Matchsieg
}
life-dropped-bye = { $after ->
    [0] { $name } ist nicht erschienen, hat aber in Runde { $round } das Bye; paare Runde { $round } neu
   *[other] { $name } ist nach Runde { $after } ausgestiegen, hat aber in Runde { $round } das Bye; paare Runde { $round } neu
}
life-disqualified-paired = { $name } ist disqualifiziert, ist aber in Runde { $round } gepaart; paare Runde { $round } neu
life-stale-cut = der Cut auf Top { $top } wurde gemacht, bevor { $causes }
life-stale-cut-legacy = der Cut auf Top { $top } passt nicht mehr zur Tabelle der Schweizer Runden
life-advice-recut = mach den Cut neu (noch kein Playoff-Ergebnis)
life-advice-cut-stands = der Cut bleibt: { $why }
life-warning = { $what }; { $advice }
change-repaired = Runde { $round } wurde um { $time } neu gepaart, weil { $causes }: { $count ->
    [0] Kein Tisch hat sich geändert
    [one] Tisch { $tables } hat sich geändert
   *[other] Tische { $tables } haben sich geändert
}.
change-kept = Runde { $round } wurde um { $time } so belassen, wie sie gepaart war, obwohl { $causes }.
change-conceded = { $name } ist ausgestiegen, nachdem Runde { $round } gepaart war: { $opponent } hat den Matchsieg bekommen ({ $time }).
change-recut = Der Cut auf Top { $top } wurde um { $time } neu gemacht, weil { $causes }.
change-cut-kept = Der Cut auf Top { $top } wurde um { $time } beibehalten, obwohl { $causes }.
cause-repaired = Runde { $round } neu gepaart wurde
# The end of a sentence the app makes from a clause.
sentence-end = .
life-all-played = jeder Tisch der Runde hat ein Ergebnis
life-advice-all-played = ihre Ergebnisse bleiben (korrigieren und weiterspielen): lass die Runde so

# A round's life, batch 2
rounds-not-swiss = Nur bei einem Turnier im Schweizer System lässt sich die Rundenzahl einstellen: Ein Bogen oder ein Rundenturnier hat seine eigene.
rounds-after-cut = Der Cut auf die Playoffs ist gemacht: Die Zahl der Schweizer Runden steht fest.
rounds-below-played = Das Turnier im Schweizer System kann nicht nach Runde { $rounds } enden: Runde { $played } hat schon Ergebnisse.
rounds-too-many = { $rounds } Runden sind mehr, als ein Turnier haben kann ({ $max }).
dropped-mark = { $round ->
    [0] (nicht erschienen)
   *[other] (nach Runde { $round } ausgestiegen)
}
held-mark = ({ $round }: { $score } zurückgehalten)
held-result = { $score } zurückgehalten: { $why } (es zählt nirgends, bis der Laden es korrigiert)
# The end of a round (issue 29)
round-end-table = Tisch { $table }: { $a } vs { $b }
round-end-extra = { $line } (+{ $minutes } Min.)
round-end-extra-left = { $line } (+{ $minutes } Min.: noch { $left })
round-end-extra-up = { $line } (+{ $minutes } Min.: Zeit ist um)
round-end-still-playing = Noch spielende Tische
round-end-none = Jeder Tisch hat ein Ergebnis oder eine Meldung.

## Added 2026-11-25 (issue 30)
playoff-error-size = ein Playoff ist eine Top 8, 4 oder 2, keine Top { $top }
playoff-error-too-few = eine Top { $top } braucht { $top } gewertete Spieler; die Tabelle der Schweizer Runden hat { $ranked }
playoff-error-draw = Runde { $round }: { $pairing } ist unentschieden; ein Playoff-Match braucht einen Sieger
playoff-error-not-in-bracket = Runde { $round }: { $pairing } ist kein Match der Playoffs (gepaart sind { $expected })
playoff-error-bye-not-in-bracket = Runde { $round }: ein Bye für { $name } ist kein Match der Playoffs (gepaart sind { $expected })
playoff-error-too-many-rounds =
    eine Top { $top } hat { $rounds ->
        [one] { $rounds } Playoff-Runde
       *[other] { $rounds } Playoff-Runden
    }; Runde { $round } ist eine zu viel

## Other games (docs/rules.md §8)

step-owp = Gewinnprozentsatz der Gegner
step-oowp = Gewinnprozentsatz der Gegner der Gegner
step-head-to-head = direkter Vergleich
step-ctb = kumulativer Tiebreaker
step-pml = Match-Verlustprozentsatz
# TODO(read)
step-oml = Match-Verlustprozentsatz der Gegner
step-octb = durchschnittlicher CTB der Gegner
# TODO(read)
step-game-wins = gewonnene Partien
# TODO(read)
step-ompp = Matchpunkt-Prozentsatz der Gegner
# TODO(read)
step-game-two-wins = gewonnene zweite Partien
short-owp = OWP
short-oowp = OOWP
short-head-to-head = DV
short-ctb = CTB
short-pml = PML
# TODO(read)
short-oml = OML%
short-octb = OCTB
# TODO(read)
short-game-wins = Partiesiege
# TODO(read)
short-ompp = OMPP
# TODO(read)
short-game-two-wins = 2. Partie
preset-pokemon = Pokémon-Sammelkartenspiel: Gewinnprozentsatz der Gegner, direkter Vergleich, Zufallswurf
# TODO(read)
preset-fab = Flesh and Blood: CTB, Match-Verlustprozentsatz, Match-Verlustprozentsatz der Gegner, OCTB, Zufallswurf (die Reihenfolge des Herausgebers, Stand TRP 1.10 §1.4)
preset-yugioh = Yu-Gi-Oh! Sammelkartenspiel: OMW%, OOMW%, kein Unentschieden (beidseitige Niederlage)
preset-lorcana = Disney Lorcana, Best of Three: OMW%, GW%, OGW% (Minimum 0,33)
# TODO(read)
preset-lorcana-two-game = Disney Lorcana, Matches über zwei Partien (2-0 zählt 7 Punkte): gewonnene Partien, Matchpunkt-% der Gegner, gewonnene zweite Partien (die Reihenfolge von Melee)
# TODO(read)
preset-lorcana-two-game-playhub = Disney Lorcana, Matches über zwei Partien mit 3 / 1 / 0 gewertet: OMW%, OGW% (wie PlayHub sie bei einem Event wertete)
preset-one-piece = One Piece Card Game: kein Unentschieden (beidseitige Niederlage), Tiebreaker nach eigener Wahl
# TODO(read)
preset-swu = Star Wars: Unlimited: Matchsiege, OMW%, GW%, OGW% (die Reihenfolge von Melee)
game-magic = Magic: The Gathering
game-pokemon = Pokémon-Sammelkartenspiel
game-fab = Flesh and Blood
game-yugioh = Yu-Gi-Oh! Sammelkartenspiel
game-lorcana = Disney Lorcana
game-lorcana-two-game = Disney Lorcana (Matches über zwei Partien)
game-one-piece = One Piece Card Game
game-swu = Star Wars: Unlimited
h2h-beat = { $winner } hat { $loser } in Runde { $round } besiegt
h2h-not-met = { $a } und { $b } haben nicht gegeneinander gespielt
h2h-no-winner = { $a } und { $b } haben gegeneinander gespielt, ohne dass jemand gewann
h2h-not-two = der direkte Vergleich gilt nur zwischen genau zwei Spielern, und { $count } liegen gleichauf
pair-head-to-head = Der erste Tiebreaker, der die beiden trennt, ist der direkte Vergleich: { $detail }. { $ahead } liegt vorn.
phrase-ctb = { $who }: { $totals } Matchpunkte nach den einzelnen Runden; der laufende Wert (der Wert der Vorrunde / 4 + die bisherigen Punkte) ergibt { $running } von { $best } bei lauter Siegen = { $value }
phrase-pml = { $who } hat { $lost } von { $played ->
    [one] { $played } Match
   *[other] { $played } Matches
} verloren = { $value }
# TODO(read)
phrase-game-wins = { $who } hat { $won ->
    [one] { $won } Partie
   *[other] { $won } Partien
} gewonnen
# TODO(read)
phrase-game-wins-byes = { $who } hat { $won ->
    [one] { $won } Partie
   *[other] { $won } Partien
} gewonnen (davon { $byes } durch Byes)
# TODO(read)
ompp-item = { $opponent } { $points } von { $possible }
# TODO(read)
phrase-ompp = Gegner von { $who }: { $items }: { $points } Punkte / { $count } Gegner / { $possible } mögliche = { $value }
# TODO(read)
phrase-game-two = { $who } hat die zweite Partie in { $won ->
    [one] { $won } Match gewonnen (einem 2-0)
   *[other] { $won } Matches gewonnen (jeweils 2-0)
}, { $total } gezählt
# TODO(read)
phrase-with-notes = { $phrase } ({ $notes })
# TODO(read)
note-game-two-byes = { $count ->
    [one] { $count } durch ein Bye
   *[other] { $count } durch Byes
}
# TODO(read)
note-game-two-unknown = { $count ->
    [one] { $count } Match 1-1, dessen Ergebnis nicht sagt, wer die zweite Partie gewann, für keinen gezählt
   *[other] { $count } Matches 1-1, deren Ergebnisse nicht sagen, wer die zweite Partie gewann, für keinen gezählt
}
note-bye-left-out = Bye nicht gezählt
note-capped-drop = { $raw } nach dem Ausscheiden auf { $used } gesenkt
impossible-two-game = ein Match über zwei Partien hat höchstens zwei Partien (2-0, 1-1 oder 1-0 mit unbeendeter zweiter Partie)
impossible-no-draws = { $game } kennt kein Unentschieden: ein Match ohne Sieger ist eine beidseitige Niederlage (dl eingeben)
impossible-no-double-loss = { $game } kennt keine beidseitige Niederlage: die Partien so eingeben, wie sie gespielt wurden
not-built-in = { $game }: Die Regeln des Herausgebers zu { $facts } ließen sich nicht lesen und sind nicht eingebaut; Podsheet nimmt eine Voreinstellung, über die der Veranstalter entscheidet.
fact-points = Matchpunkten
fact-bye = Byes
fact-tiebreakers = Tiebreakern
fact-floors = Minima und Obergrenzen
fact-shape = Runden nach Teilnehmerzahl
fact-pairing = Paarungen
fact-playoff = Playoff-Regeln
# TODO(read)
fact-last-step = dem letzten Tiebreaker
# TODO(read)
choice-swu-omw = Star Wars: Unlimited: Melee zählt ein unentschiedenes Match in OMW% als 1 von 3 Punkten und sagt zugleich, dort zählten nur Siege; Podsheet zählt das Unentschieden als 1, worüber der Veranstalter entscheidet.
# TODO(read)
choice-lorcana-two-game = Disney Lorcana (Matches über zwei Partien): Melee wertet nach gewonnenen Partien, dem Matchpunkt-Prozentsatz der Gegner und gewonnenen zweiten Partien, PlayHub wertete ein Event mit 3 / 1 / 0 je Match, OMW% und OGW%; voreingestellt ist die Reihenfolge von Melee, die von PlayHub ist die Regelvorgabe lorcana-two-game-playhub, worüber der Veranstalter entscheidet.
choice-lorcana-ompp-bye = Disney Lorcana (Matches über zwei Partien): Melee sagt nicht, wie das Freilos eines Gegners im Matchpunkt-Prozentsatz der Gegner zählt; Podsheet zählt die Runde des Freiloses zu den Runden dieses Gegners (7 mögliche Punkte) und seine 7 Punkte zu dessen Punkten, worüber der Veranstalter entscheidet.
# TODO(read)
sources-line = Quellen: { $sources }
# TODO(read)
sources-separator = {"; "}
# TODO(read)
source-secondary = { $cite } (aus zweiter Hand)

## What each event of the room is called (src/text/room.rs)

pod-name = { $draft } – Pod { $pod }
pod-short = Pod { $pod }
pairing-final-played = das Playoff ist vorbei: das Finale ist gespielt
phrase-points-tie = { $who }: { $points } ({ $won } gewonnen, { $drawn } unentschieden, { $byes ->
    [one] { $byes } Bye
   *[other] { $byes } Byes
})
event-of-game = { $event } ({ $game })
standings-tie-key = Matches lesen sich gewonnen-verloren-unentschieden: unentschieden ist ein Match, das keiner gewonnen hat.
life-playoff-box-played = { $place } hat ein Ergebnis, aber der Turnierbaum schickt jetzt andere Spieler dorthin: Korrigiere oder lösche dieses Ergebnis zuerst
life-playoff-waits = der Turnierbaum wartet auf ein Ergebnis im { $place }
life-playoff-no-keep = { $round }: Die Paarungen gehören dem Turnierbaum; schicken die Ergebnisse andere Spieler dorthin, können sie nicht so bleiben. Paare sie neu.
score-no-draw-playoff = Ein Playoff-Match braucht einen Sieger: Melde die Spiele, wie sie gespielt wurden, etwa 2-1 oder 0-2 (kein Unentschieden, kein 0-0).
life-box-waits-no-keep = { $place } kann noch nicht gespielt werden: Es folgt auf Feld { $feeder }, das noch kein Ergebnis hat und dessen Spieler nicht darin sitzen, daher kann es nicht so bleiben. Paare die Runde neu: Das Feld wird gefüllt, sobald Feld { $feeder } ein Ergebnis hat.
cut-division-too-few = Ein Top { $top } der Altersklasse { $division } braucht { $top } Spieler, die noch dabei sind; sie hat { $players }.
cut-no-division = Spieler in Altersklassen werden nach Altersklasse gecuttet: Wähle den Cut jeder Altersklasse genau einmal, ein Top 8, 4 oder 2 oder kein Playoff (Turnier → Cut nach Altersklasse…).
division-says = { $division }: { $what }
playoff-cut-round = Top-Cut, Runde { $round }
playoff-division-stage = { $stage } ({ $division })
playoff-stages = { $stages }
file-place-line = { $name }: Platz { $file } in TOMs eigener Tabelle, Platz { $place } in der von Podsheet. { $why }
file-place-dropped-after = { $name } nach Runde { $round }
file-place-why-their-drop = { $name } ist nach Runde { $round } ausgestiegen, und TOM behält die OWP und OOWP eines ausgestiegenen Spielers so, wie sie beim Ausstieg waren, während Podsheet die Runden, die seine Gegner danach gespielt haben, weiter mitzählt. Das Regelbuch lässt diesen Punkt offen.
file-place-why-others-drop = TOM behält die OWP und OOWP { $count ->
    [one] des Spielers mit gleich vielen Punkten, der ausgestiegen ist
   *[other] der { $count } Spieler mit gleich vielen Punkten, die ausgestiegen sind
} ({ $names }), so, wie sie beim Ausstieg waren, während Podsheet die Runden, die ihre Gegner danach gespielt haben, weiter mitzählt. Das Regelbuch lässt diesen Punkt offen.
file-place-why-their-late = { $name } ist verspätet eingestiegen, und TOM setzt einen Nachzügler hinter alle mit gleich vielen Punkten, während Podsheet wie bei allen anderen nach den Tiebreakern einordnet. Das Regelbuch erlaubt beides.
file-place-why-others-late = TOM setzt { $count ->
    [one] den Spieler mit gleich vielen Punkten, der verspätet eingestiegen ist
   *[other] die { $count } Spieler mit gleich vielen Punkten, die verspätet eingestiegen sind
} ({ $names }), hinter alle anderen mit diesen Punkten, während Podsheet sie nach ihren Tiebreakern einordnet. Das Regelbuch erlaubt beides.
file-place-why-rounded = TOM vergleicht OWP und OOWP auf zwei Nachkommastellen eines Prozents gerundet, sodass so nahe Werte dort als gleich gelten; Podsheet vergleicht sie genau.
file-place-why-unknown = Podsheet kann nicht sagen, welche von TOMs eigenen Ranglistenregeln { $name } dorthin gesetzt hat.
explain-pair-apart = { $a } und { $b } spielen in verschiedenen Altersklassen, und jede Altersklasse hat ihre eigene Tabelle: Keiner liegt vor dem anderen. { $a } ist auf Platz { $a_place } der Altersklasse { $a_division }, { $b } auf Platz { $b_place } der Altersklasse { $b_division }.
playoff-error-no-bracket = Runde { $round }: { $pairing } ist ein Match keines Playoffs einer Altersklasse

## Ein Ergebnis in den Worten seines Spiels (src/text/result.rs)
score-double-loss = bds. verl.
result-double-loss = beidseitige Niederlage
result-tied = { $score } unentschieden
result-tie = Unentschieden

score-no-draw-type-dl = „{ $text }“: { $game } kennt kein Unentschieden; ein Match ohne Sieger ist eine beidseitige Niederlage: dl eingeben

konami-number-is = { $head } = Matchpunkte (zwei Ziffern), OMW% und OOMW% (je drei Ziffern, abgeschnitten, nicht gerundet) in einer Zahl, wie Konamis Software sie druckt

playoff-error-tie = Runde { $round }: { $pairing } ist unentschieden; ein Playoff-Match braucht einen Sieger
playoff-error-double-loss = Runde { $round }: { $pairing } ist eine beidseitige Niederlage; ein Playoff-Match braucht einen Sieger

fact-round-time = Rundenzeiten

standings-no-roll-yet = Es wurde noch nicht für den Gleichstand gewürfelt: Wer bei jedem Tiebreaker gleichauf ist, steht bis dahin in der Reihenfolge der Anmeldung.
