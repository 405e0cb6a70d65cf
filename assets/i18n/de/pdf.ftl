# Ausdrucke (src/io/pdf): Pod-Sheet, Paarungen, Ergebniszettel, Tabelle.

pdf-bye = Bye
pdf-held-score = { $score } zurückgehalten
pdf-held = zurückgehalten
pdf-season-title = Saison: { $name }
pdf-season-missing = Abend { $event } ({ $file }) konnte nicht gelesen werden: Er zählt für niemanden (mit ? markiert).
pdf-title-pairings = { $event }: Paarungen
pdf-title-slips = { $event }: Ergebniszettel
pdf-title-standings = { $event }: Tabelle
pdf-title-round = { $event }: Paarungen und Ergebniszettel
pdf-title-playoff = { $event }: Playoff
pdf-bye-caps = BYE
pdf-dq = DQ
pdf-win = W
pdf-loss = L
pdf-draw = D
pdf-event-blank = Turnier: ______________________
pdf-date-blank = Datum: ____________
pdf-games = Partien
pdf-wld = W/L/D
pdf-no = Nr.
pdf-name = Name
pdf-seat = Sitz
pdf-round-short = R{ $round }
pdf-record = Bilanz
pdf-matches-lower = Matches
pdf-rank = Rang
pdf-deck = Deck
pdf-first-pick = 1. Pick
pdf-how-ties = So wurden Gleichstände aufgelöst
pdf-how-ties-continued = { $event }: So wurden Gleichstände aufgelöst (Fortsetzung)
pdf-pairings-title = { $event }: Paarungen – { $name }
pdf-pairings-note = Alphabetisch nach Namen. Finde deinen Namen und geh an deinen Tisch.
pdf-table = Tisch
pdf-player = Spieler
pdf-opponent = Gegner
pdf-record-points =
    ({ $record }, { $points ->
    [one] 1 Pkt.
    *[other] { $points } Pkt.
    })
pdf-continued = (Fortsetzung)
pdf-slip-heading = { $name } · Tisch { $table }
pdf-games-won = gewonnen
pdf-drawn-games = unentschieden
pdf-signed = Unterschrift: { $name }
decided-points = Punkte
decided-wins = Siege
decided-roll = Los
decided-entry = Anmeldereihenfolge
pdf-points = Pkt.
pdf-matches = Matches
pdf-games-head = Partien
pdf-decided-by = Entschieden durch
pdf-standings-title = { $event }: Tabelle nach { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}
pdf-step-is = { $short } = { $name }
pdf-rules-steps = Regeln „{ $rules }“: { $steps }.
pdf-left-out = { $step } entfällt: Jeder hat gegen jeden gespielt.
pdf-none-ranked = Noch niemand ist gewertet.
pdf-qr-heading = Paarungen, Tabelle und das Warum auf deinem Handy:
pdf-qr-note = Im WLAN des Ladens; nichts zu installieren. Code scannen oder Adresse eintippen.
pdf-qr-small = Tabelle auf deinem Handy:
# Beschriftung einer Runde neben ihren Feldern auf dem Pod-Bogen: die Wörter klein
# über und unter der Zahl, die groß gedruckt wird.
pdf-round-n = Runde { $round }
pdf-vs = vs
pdf-wld-colon = W/L/D:
pdf-games-won-colon = Siege:
pdf-coin-flip-note = { $source } (Münzwurf)
rules-seating = Sitzplätze:
rules-seating-text = Setzt die Spieler vor dem Draft zufällig; die Draft-Reihenfolge ist keine Setzliste. Die Felder unten beziehen sich auf die Spielernummern auf diesem Bogen.
rules-pairings = Paarungen:
rules-pairings-round-robin-7 = Jeder spielt einmal gegen jeden anderen, eine Reihe Felder pro Runde. In jeder Runde hat ein Spieler ein Bye, das als Matchsieg zählt.
rules-pairings-single-elimination = Runde 1 paart die Spieler nach Nummer wie abgebildet. Die Sieger kommen in das Feld, das unter ihrer Zeile steht; wer verliert, scheidet aus.
rules-pairings-round-robin-double = Jeder spielt zweimal gegen jeden anderen, eine Reihe Felder pro Runde; die Runden 6 bis 10 wiederholen die Runden 1 bis 5.
rules-pairings-swiss-9 = Runde 1 paart die Spieler nach Nummer wie abgebildet, Spieler 9 hat das Bye. Danach folgt ihr dem Plan des Bogens: In jedem Feld steht, welcher Sieger oder Verlierer aus welchem Feld dort spielt, und ein Feld pro Runde ist ein Bye (ein Matchsieg). Niemand trifft zweimal auf denselben Gegner oder bekommt zwei Byes. Die einzige Ausnahme ist ein Unentschieden (siehe Unentschieden).
rules-pairings-swiss = Runde 1 paart die Spieler nach Nummer wie abgebildet. Danach folgt ihr dem Plan des Bogens: In jedem Feld steht, welcher Sieger oder Verlierer aus welchem Feld dort spielt. Die einzige Ausnahme ist ein Unentschieden (siehe Unentschieden).
rules-time-limits = Zeitlimit:
rules-time-limits-text = { $minutes } Minuten pro Runde. Ist ein Match bei Zeitende nicht vorbei, spielen die Spieler insgesamt noch fünf Züge; eine dann noch nicht beendete Partie endet unentschieden.
rules-best-of-one = Best-of-One:
rules-best-of-one-text = Jedes Match ist eine einzige Partie. Schreibt für jeden Spieler W (Sieg), L (Niederlage) oder D (Unentschieden).
rules-best-of-three = Best-of-Three:
rules-best-of-three-text = Wer zuerst zwei Partien gewinnt, gewinnt das Match. Läuft vorher die Zeit ab, gewinnt das Match, wer mehr Partien gewonnen hat; bei gleich vielen ist es ein Unentschieden. Eine Partie zählt nur, wenn sie begonnen wurde: Zeitende in Partie drei ergibt 1-1-1, wurde Partie drei nie begonnen, steht es 1-1.
rules-draws = Unentschieden:
rules-draws-round-robin = Ein unentschiedenes Match bringt jedem Spieler 1 Punkt, ein Sieg 3, eine Niederlage 0. Vereinbarte Unentschieden (ID) sind nicht erlaubt.
rules-draws-single-elimination = Nach einem unentschiedenen Match entscheidet ein Münzwurf, wer ins nächste Feld weiterkommt; die App speichert den Wurf. Vereinbarte Unentschieden (ID) sind nicht erlaubt.
rules-draws-swiss-9 = Nach einem unentschiedenen Match entscheidet ein Münzwurf, wer als Sieger und wer als Verlierer dieses Feldes weitergeht; die App speichert den Wurf. Nach einem zweiten unentschiedenen Match wird der Rest des Turniers nach Bilanz gepaart. Vereinbarte Unentschieden (ID) sind nicht erlaubt.
rules-draws-swiss = Nach einem unentschiedenen Match entscheidet ein Münzwurf, wer als Sieger und wer als Verlierer dieses Feldes weitergeht; die App speichert den Wurf. Haben zwei Spieler, die in Runde 1 unentschieden spielten, nach Runde 2 dieselbe Bilanz, tauschen sie ihre Plätze auf dem Bogen. Vereinbarte Unentschieden (ID) sind nicht erlaubt.
rules-tiebreakers = Tiebreaker:
rules-step-numbered = { $number }. { $step }
rules-fallback-roll = ein Zufallswurf, einmal gemacht und mit dem Turnier gespeichert
rules-fallback-entry = die Reihenfolge der Anmeldung
rules-tiebreakers-text = { $description }. 1. Matchpunkte: 3 für einen Sieg (ein Bye zählt als Sieg), 1 für ein Unentschieden, 0 für eine Niederlage. { $steps }. Wer in jedem Schritt gleich ist, wird geordnet nach: { $fallback }.
rules-tiebreakers-text-skip = { $description }. 1. Matchpunkte: 3 für einen Sieg (ein Bye zählt als Sieg), 1 für ein Unentschieden, 0 für eine Niederlage. { $steps }. Wer in jedem Schritt gleich ist, wird geordnet nach: { $fallback }. Schritte, die Gegner vergleichen, entfallen, sobald jeder gegen jeden gespielt hat.
# A round's life (docs/rules.md §6)
pdf-replaces = Neu gepaart um { $time }: Falls { $name } schon gedruckt wurde, den alten Ausdruck wegwerfen und diesen nehmen.
# Results from the players' phones (issue 29)
pdf-report-here = Melde das Ergebnis auf deinem Handy (Code { $code }):
pdf-title-still-playing = { $event }: noch spielende Tische
pdf-still-playing-title = { $event }: noch spielende Tische – { $name }

## Added 2026-11-25 (issue 30)
pdf-error-not-a-sheet = dieses Turnier wird nicht auf einem Pod-Bogen gespielt ({ $what }); drucke stattdessen Paarungen, Ergebniszettel oder die Tabelle
pdf-error-round-robin = es ist ein Rundenturnier
pdf-error-swiss = es ist ein Turnier im Schweizer System
pdf-error-results = es sind importierte Ergebnisse
pdf-error-no-rounds = es wurde noch keine Runde gepaart, daher gibt es weder Paarungen noch Ergebniszettel zu drucken
pdf-error-player-count = der Bogen „{ $template }“ ist für { $expected } Spieler, das Turnier hat aber { $found }
pdf-error-no-cut = dieses Turnier hat keine Playoffs: Mache zuerst einen Cut auf Top 8, 4 oder 2 (Turnier → Cut auf Top 8)
pdf-error-font = die eingebettete Schriftart konnte nicht gelesen werden
pdf-slip-half = Hälfte von { $name }: nur für { $name }

## A given match on the pairings (issue 35 part 4)

pdf-given-win = Match zugesprochen: { $name } ist ausgestiegen
pdf-dropped-out = ausgestiegen: das Match geht an { $name }
pdf-tied-games = Partien unentschieden

pdf-double-loss = beidseitige Niederlage
