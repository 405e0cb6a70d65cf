# Dateien lesen (src/io): was an einer Datei nicht stimmt, nach dem
# Dateinamen gesagt. JSON-Pfade, CSV-Spaltennamen und --pod bleiben wie in
# der Datei.

file-error = { $file }: { $message }
file-error-line = { $file }, Zeile { $line }: { $message }
file-error-pod = { $file }, Pod { $pod }: { $message }

## Warum das System eine Datei verweigert hat

file-os-not-found = Diese Datei gibt es nicht
file-os-permission = Zugriff verweigert
file-os-is-folder = Das ist ein Ordner, keine Datei
file-os-disk-full = Der Datenträger ist voll
file-os-read-only = Der Datenträger ist schreibgeschützt
file-os-other = { $error }

## Jede Datei

file-cannot-open = Kann nicht geöffnet werden: { $why }
file-cannot-read = Kann nicht gelesen werden: { $why }
file-cannot-write = Kann nicht geschrieben werden: { $why }
file-cannot-read-folder = Der Ordner kann nicht gelesen werden: { $why }
file-too-large = Größer als { $mib } MiB, mehr als ein Turnier je braucht
file-not-utf8 = Kein UTF-8-Text
file-newer-version = Von einem neueren Podsheet geschrieben ({ $version }); diese Version liest { $reads }. Aktualisiere Podsheet, um sie zu öffnen.
file-at = Bei { $path }: { $why }
file-missing-field = das Feld „{ $field }“ fehlt
file-unknown-field = „{ $field }“ ist hier kein Feld, das Podsheet kennt (es kennt { $known })
file-wrong-value = { $found } gehört nicht hierher: Hier gehört { $expected } hin
file-serde-reason = { $why }
file-value-as = { $value }
file-value-list = eine Liste
file-value-object = ein Objekt
file-value-null = null
file-expect-whole-number = eine ganze Zahl
file-expect-count = eine ganze Zahl ab 0
file-expect-text = Text
file-expect-yes-no = true oder false
file-expect-list = eine Liste
file-too-many-players = { $players } Spieler; Podsheet verarbeitet höchstens { $max }
file-too-many-rounds = { $rounds } Runden; Podsheet verarbeitet höchstens { $max }

## Turnier- und Abenddateien (JSON)

file-json-cut-off = Endet zu früh: Die Datei ist abgeschnitten (ein fehlgeschlagenes Kopieren oder Speichern?)
file-json-invalid = Kein gültiges JSON: { $detail }
file-not-event-object = Keine Podsheet-Turnierdatei (ein JSON-Objekt wurde erwartet)
file-unknown-format = Unbekanntes Format { $format }; erwartet wird „{ $expected }“
file-no-format-key = Keine Podsheet-Turnierdatei (kein Schlüssel „format“)
file-not-night = Keine Abenddatei
file-pods-not-list = „pods“ ist keine Liste von Pods
file-no-pods-list = Keine Liste „pods“
file-no-pods = Enthält keine Pods
file-too-many-pods = { $pods } Pods; Podsheet verarbeitet höchstens { $max }
file-pod-not-object = Kein Turnier (ein Objekt wurde erwartet)
file-pod-choose = Ein Abend mit { $count } Pods: Wähle einen mit --pod 1 bis --pod { $count }
file-pod-only-one = Enthält nur einen Pod, einen Pod { $pod } gibt es also nicht (nimm --pod 1 oder lass es weg)
file-pod-none = Enthält die Pods 1 bis { $count }; einen Pod { $pod } gibt es nicht

## Ein Wert in einer Turnierdatei, der nichts bedeuten kann

check-line-break = { $what ->
    [name] Der Turniername
    [deck] Das Deck
    [first-pick] Der erste Pick
   *[label] Die Beschriftung
} enthält einen Zeilenumbruch; auf dem Bogen ist es eine Zeile
check-date-format = „{ $date }“ ist kein Datum im Format YYYY-MM-DD (wie 2025-03-14)
check-date-month = „{ $date }“ hat keinen Monat { $month }
check-date-day = „{ $date }“: Dieser Monat hat keinen Tag { $day }
check-swiss-rounds = Ein Turnier im Schweizer System mit { $rounds } Runden; es muss 1 bis { $max } haben
check-decimals = { $decimals } Nachkommastellen; höchstens { $max } sind möglich
check-drawn-game-points = Eine unentschiedene Partie ist { $points } Punkte wert, mehr als eine gewonnene (3)
check-step-twice = „{ $step }“ steht zweimal in der Liste
check-scoring-points = ein Ergebnis ist { $points } Matchpunkte wert, mehr als { $max }
check-name-control = Der Name von Spieler { $player } enthält ein Steuerzeichen
check-name-long = Der Name von Spieler { $player } ist länger als { $max } Zeichen
check-number-zero = { $name } hat die Nummer 0; Spielernummern beginnen bei 1
check-number-shared = { $first } und { $second } haben beide die Nummer { $number }; eine Nummer gehört nur einem Spieler
check-seat-zero = { $name } sitzt auf Sitzplatz 0; Sitzplätze zählen ab 1
check-dropped-after = { $name } ist nach Runde { $round } ausgestiegen; so viele Runden hat kein Turnier
check-joined-round = { $name } ist in Runde { $round } eingestiegen; Runden zählen von 1 bis { $max }
check-no-such-player = Verweist auf Spieler { $player }, aber es gibt nur { $players }
check-score-games = Ein Ergebnis von { $score }: mehr Partien, als ein Match hat
check-bye-score = Ein Bye mit dem Ergebnis { $score }; ein Bye wird nicht gespielt
check-time-format = „{ $time }“ ist keine Zeit im Format 2025-03-14T19:05:00Z
check-order-twice = { $name } steht zweimal in der Reihenfolge
check-flip-round = Ein Münzwurf für Runde { $round }; Runden zählen von 1 bis { $max }
check-seed-round = Ein Paarungs-Seed für Runde { $round }; Runden zählen von 1 bis { $max }

## Ergebnis-CSV ($column ist der Spaltenname der CSV: round, player …)

csv-empty = Leer: erwartet werden eine Kopfzeile und eine Zeile pro Match
csv-header-unreadable = Die Kopfzeile kann nicht gelesen werden: { $detail }
csv-unreadable = Kann nicht als CSV gelesen werden: { $detail }
csv-field-count = { $fields } Felder; die Kopfzeile hat { $expected }
csv-round-range = round muss zwischen 1 und { $max } liegen, nicht { $round }
csv-own-opponent = { $name } steht als eigener Gegner da
csv-no-games = 0-0-0 ist kein Ergebnis: Lass das Match weg, bis es gespielt ist
csv-too-many-games = { $score } sind mehr Partien, als ein Match hat
csv-unknown-status = Status „{ $status }“ ist unbekannt: Nimm dropped, disqualified, late oder lass ihn leer
csv-no-matches = Eine Kopfzeile, aber keine Matches
csv-unknown-column = Unbekannte Spalte „{ $column }“; die Spalten sind { $columns } und wahlweise status und division
csv-missing-column = Die Kopfzeile hat keine Spalte „{ $column }“
csv-value-empty = { $column } ist leer
csv-value-negative = { $column } ist { $value }: Das darf nicht negativ sein
csv-value-huge = { $column } ist { $value }, weit mehr, als ein Turnier hat
csv-value-not-number = { $column } ist „{ $value }“, keine ganze Zahl
csv-name-long = Der Name in { $column } ist länger als { $max } Zeichen
csv-name-control = Der Name in { $column } enthält ein Steuerzeichen
csv-too-many-players = Mehr als { $max } Spieler
csv-sides-differ = Runde { $round }: { $player } gegen { $opponent } ist hier { $here }, aber von der anderen Seite { $there } in Zeile { $other }
csv-round-twice = { $name } steht zweimal in Runde { $round } (auch in Zeile { $other })
csv-round-gap = Keine Matches für Runde { $round }, aber spätere Runden
csv-dropped-plays = { $name } ist in Runde { $round } als ausgestiegen markiert, spielt aber in Runde { $later } (Zeile { $other })

## Saisondateien

season-none-readable = Kein Turnier der Saison konnte gelesen werden
season-no-events-in-folder = Keine Turnierdateien in diesem Ordner
season-not-season-file = Keine Saisondatei: { $detail }
season-format = Das Format „{ $format }“ kann dieses Podsheet nicht lesen (podseason/1)

## Listen

players-list-too-long = Enthält mehr als { $max } Namen
# A stored cut and a round's life (docs/rules.md §6)
check-cut-top = Ein Playoff ist eine Top 8, 4 oder 2, keine Top { $top }
check-cut-structure = Nur bei einem Turnier im Schweizer System (oder importierten Schweizer Ergebnissen) gibt es einen Cut auf ein Playoff
check-cut-after-round = Der Cut kommt nach einer Schweizer Runde des Turniers (1 bis { $rounds }), nicht nach Runde { $round }
check-cut-too-few = Eine Top { $top } braucht { $top } Spieler; das Turnier hat { $players }
check-cut-too-many-rounds = Eine Top { $top } spielt { $most ->
    [one] eine Playoff-Runde
   *[other] { $most } Playoff-Runden
}, aber nach dem Cut folgen { $rounds } Runden
check-cut-seeds = Eine Top { $top } hat { $top } gesetzte Spieler, nicht { $seeds }
check-paired-from-rounds = Eine Runde wird aus den Runden davor gepaart ({ $before }), nicht aus { $rounds }

# season (issue 28)

season-points-not-pair = „{ $part }“ hat nicht die Form Schlüssel=Zahl
season-points-not-number = „{ $value }“ in „{ $part }“ ist keine Zahl
season-points-unknown-key = Unbekannter Schlüssel „{ $key }“ (die Schlüssel sind win, draw, loss, attend)
season-points-too-large = { $key }={ $value } sind zu viele Punkte: höchstens { $max } pro Posten
season-not-regular = Keine normale Datei: { $kind }
season-kind-fifo = eine Named Pipe (FIFO)
season-kind-socket = ein Socket
season-kind-char-device = ein zeichenorientiertes Gerät
season-kind-block-device = ein blockorientiertes Gerät
season-kind-folder = ein Ordner
season-kind-other = eine Spezialdatei
# Results from the players' phones (issue 29)
check-report-code = „{ $code }“ ist kein Meldecode: sechs der Buchstaben und Ziffern A-Z und 2-9, ohne I, O, 0 und 1
check-extra-minutes = { $minutes } Minuten Zeitverlängerung sind mehr, als ein Tisch bekommen kann (höchstens { $max })
check-report-device = Der Name eines Handys hat 1 bis 64 Zeichen ohne Zeilenumbrüche

## Added 2026-11-25 (issue 30): a name's reading
check-reading-control = Die Aussprache des Namens von Spieler { $player } enthält ein Steuerzeichen
check-reading-long = Die Aussprache des Namens von Spieler { $player } ist länger als { $max } Zeichen
check-report-address = „{ $address }“ ist keine Netzwerkadresse (etwa 192.168.1.23)
check-report-codes-same = Die beiden Hälften eines Zettels brauchen zwei verschiedene Codes
check-pod-number = ein Pod mit der Nummer { $pod }; Pods werden von 1 bis { $max } gezählt

csv-unknown-division = Altersklasse „{ $division }“ ist unbekannt: Nimm juniors, seniors, masters oder lass sie leer
csv-division-differs = { $name } ist in einer früheren Zeile in { $had }, hier aber in { $here }
check-forced-loss = { $name } hat in Runde { $round } eine Niederlage ohne Gegner; Runden zählen von 1 bis { $max }
check-file-place = nennt einen Platz ({ $place }) für einen Spieler, den das Turnier nicht hat, oder Platz 0
tdf-not-xml = ist keine TOM-Datei, die Podsheet lesen kann: das XML bricht ab ({ $detail })
tdf-unknown-root = ist keine TOM-Datei: sie beginnt mit <{ $element }>, eine TOM-Datei beginnt mit <tournament>
tdf-no-element = hat kein <{ $element }>: jede TOM-Datei hat eines
tdf-bad-value = <{ $element }> hat { $attribute }="{ $value }", was TOM nie schreibt
tdf-no-player = <{ $element }> nennt keinen Spieler (keine userid)
tdf-unknown-player = nennt Spieler { $userid }, der nicht in <players> steht
tdf-player-twice = führt Spieler { $userid } zweimal auf
tdf-round-twice = { $name } spielt in Runde { $round } zweimal
tdf-no-name = Spieler { $userid } hat keinen Namen
tdf-name-long = der Name von Spieler { $userid } ist länger als { $max } Zeichen oder enthält ein Steuerzeichen
tdf-round-gap = hat in Runde { $round } keine Matches, aber spätere Runden
check-pod-sheet-game = ein Pod-Bogen ist der Draft-Bogen von Magic, dies sind aber die Regeln von { $game }: ein Turnier in { $game } spielt Schweizer System oder Jeder gegen Jeden (neu anlegen mit „Neues Turnier“ oder eine Magic-Voreinstellung wählen)
check-cut-division-twice = die Altersklasse { $division } hat ein Playoff, nicht zwei
check-cut-seed-division = { $name } spielt in der Altersklasse { $other }, nicht in { $division }
check-cut-division-top = ein Cut nach Altersklasse ist so groß wie sein größtes Playoff, ein Top { $most }, nicht ein Top { $top }
tdf-other-game = ist eine TOM-Datei für { $game } (gametype="{ $code }"): Podsheet liest nur TOM-Dateien des Pokémon-Sammelkartenspiels und wertet kein anderes Spiel nach dessen Regeln
tdf-game-video-game = das Pokémon-Videospiel
tdf-game-go = Pokémon GO

check-round-minutes = eine Runde von { $minutes } Minuten: Eine Runde dauert 1 bis { $max } Minuten
