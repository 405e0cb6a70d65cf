# Die Desktop-App (src/app). Jede ID beginnt mit der Datei, die sie benutzt.

app-draft-pod = Draft-Pod
app-standings = Tabelle
app-explain = Erklärung
app-rolls-and-coin-flips = Auslosungen und Münzwürfe
app-status-line = { $players } Spieler, { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}: { $missing ->
    [one] { $missing } Ergebnis offen
   *[other] { $missing } Ergebnisse offen
}, { $problems ->
    [one] { $problems } Problem
   *[other] { $problems } Probleme
}
app-dismiss = Ausblenden
command-new-event = Neues Turnier…
command-new-draft-night = Neuer Draft-Abend…
command-open = Öffnen…
command-save = Speichern
command-save-as = Speichern unter…
command-export-pdf = PDF exportieren ({ $value })…
command-print-this-round = Diese Runde drucken ({ $value })…
command-open-the-pdf-when-done = PDF danach öffnen
command-undo = Rückgängig
command-redo = Wiederholen
command-tie-break-roll = Los für Gleichstände
command-cut-to-top = Cut auf Top { $top }
command-cut-tooltip = Die Schweizer Runden hier beenden: Die Besten der Tabelle spielen ein Playoff im K.-o.-System
command-late-entry = Nachmeldung…
command-swap-two-players = Zwei Spieler tauschen…
command-pods-and-players-of-the = Pods und Spieler des Abends…
command-open-the-display-window = Anzeigefenster öffnen
command-share-on-the-store-s = Im Netzwerk des Ladens teilen…
command-pod = Pod { $value }
command-next-pod = Nächster Pod
command-previous-pod = Vorheriger Pod
command-go-to-the-first-empty = Zum ersten leeren Ergebnis
command-start-a-new-event-a = Ein neues Turnier beginnen: ein Pod-Bogen, ein Rundenturnier oder ein Turnier im Schweizer System
command-deal-tonight-s-sign-ups = Die Anmeldungen des Abends zufällig auf Pods verteilen
command-open-an-event-or-night = Eine Turnier- oder Abenddatei oder eine Ergebnis-CSV öffnen
command-save-the-event-or-the = Das Turnier (oder den ganzen Abend) in seine Datei speichern
command-save-the-event-or-the-2 = Das Turnier (oder den ganzen Abend) unter neuem Namen speichern
command-the-sheet-or-the-standings = Der Bogen (oder die Tabelle) als PDF zum Drucken
command-this-round-s-pairings-and = Paarungen und Ergebniszettel dieser Runde als PDF
command-the-empty-paper-sheet-for = Der leere Papierbogen für den Ordner
command-open-each-pdf-in-the = Jedes PDF nach dem Schreiben im Betrachter des Systems öffnen
command-take-back-the-last-edit = Die letzte Änderung zurücknehmen (in jedem Pod des Abends)
command-put-back-the-edit-just = Die eben zurückgenommene Änderung wiederherstellen
command-store-a-random-order-for = Eine zufällige Reihenfolge für Spieler speichern, die in jedem Schritt gleich sind
command-add-a-player-who-joins = Einen Spieler hinzufügen, der in einer späteren Runde einsteigt
command-swap-two-players-in-a = Zwei Spieler in einer Runde tauschen, die noch niemand gespielt hat
command-move-players-between-pods-no = Spieler zwischen Pods verschieben, Nichterscheinen, Nachzügler
command-a-second-window-for-a = Ein zweites Fenster für einen Bildschirm, den die Spieler sehen
command-show-pairings-and-standings-on = Paarungen und Tabelle auf den Handys der Spieler zeigen
command-the-next-pod-s-sheet = Der Bogen des nächsten Pods (auch Strg+Bild ab)
command-the-previous-pod-s-sheet = Der Bogen des vorherigen Pods (auch Strg+Bild auf)
command-ctrl-to-ctrl-show-pods = Strg+1 bis Strg+9 zeigen die Pods 1 bis 9
command-put-the-cursor-in-the = Den Cursor in das erste Feld ohne Ergebnis setzen
command-letter = Letter
command-handling-could-not-open-the-file = Die Datei konnte nicht geöffnet werden.{"\u000A"}{ $e }
command-handling-saved = { $value } gespeichert.
command-handling-could-not-save-e = { $value } konnte nicht gespeichert werden: { $e }
command-handling-every-result-of-this-pod = Alle Ergebnisse dieses Pods sind eingetragen.
edit-a-bye-has-no-score = Ein Bye hat kein Ergebnis.
edit-round-round-has-no-match = Runde { $round } hat kein Match { $value }.
edit-there-is-no-round-round = Es gibt keine Runde { $round }.
edit-round-round-already-has-results = Runde { $round } hat schon Ergebnisse: Lösche sie, bevor du neu paarst.
edit-warning-w = Achtung: { $w }
new-event-player-round-robin-sheet = Rundenturnier für 7 (Bogen)
new-event-player-swiss-sheet = Schweizer System für 8 (Bogen)
new-event-player-swiss-sheet-2 = Schweizer System für 10 (Bogen)
new-event-player-single-elimination = K.-o.-System für 8
new-event-player-double-round-robin-sheet = Doppeltes Rundenturnier für 6 (Bogen)
new-event-player-swiss-a-bye-each = Schweizer System für 9, ein Bye pro Runde (Bogen)
new-event-round-robin-any-size = Rundenturnier, beliebige Größe
new-event-swiss-any-size = Schweizer System, beliebige Größe
new-event-draft-pod = Draft-Pod
new-event-line-e = Zeile { $value }: { $e }
new-event-enter-at-least-two-players = Gib mindestens zwei Spieler ein, ein Name pro Zeile.
new-event-this-sheet-is-for-players = Dieser Bogen ist für { $players } Spieler; die Liste hat { $value }.
pairing-hook-was-drawn-flip-the-coin = { $value } endete unentschieden: Wirf die Münze in seinem Feld, um zu sehen, wer als Sieger weitergeht.
export-could-not-make-the-pdf = Das PDF konnte nicht erstellt werden: { $e }
export-could-not-write-e = { $value } konnte nicht geschrieben werden: { $e }
export-wrote-pages = { $value } geschrieben ({ $pages } Seiten).
export-could-not-open-it-e = Konnte nicht geöffnet werden: { $e }
export-loopback = Auf diesem Ausdruck stünde { $url }, das nur dieser Computer öffnet: Kein Handy erreicht es.
export-loopback-share-on = Auf { $ip } teilen und drucken
export-loopback-anyway = Trotzdem mit { $url } drucken
file-browser-cannot-open-the-folder-e = Der Ordner { $value } kann nicht geöffnet werden: { $e }
file-browser-type-a-name-for-the = Gib einen Dateinamen ein.
file-browser-choose-a-file-from-the = Wähle eine Datei aus der Liste oder gib ihren Namen ein.
file-browser-there-is-no-folder = Es gibt keinen Ordner { $value }.
file-browser-is-a-folder = { $value } ist ein Ordner.
file-browser-there-is-no-file-name = Hier gibt es keine Datei { $name }.
file-browser-folder = Ordner:
file-browser-up = Hoch
file-browser-home = Persönlicher Ordner
file-browser-documents = Dokumente
file-browser-no-folders-or-matching-files = Hier gibt es keine Ordner oder passenden Dateien.
file-browser-file-name = Dateiname:
file-browser-already-exists-replace-it = { $value } existiert schon. Ersetzen?
file-browser-replace = Ersetzen
file-browser-save = Speichern
file-browser-open = Öffnen
file-browser-cancel = Abbrechen
file-picker-no-answer-in-s = keine Antwort in { $value } s
file-picker-this-desktop-has-no-file = Dieser Desktop hat keinen Dateidialog-Dienst, daher zeigt Podsheet seinen eigenen. (Dateiauswahl des xdg-desktop-portal: { $portal }. zenity: nicht installiert.)
purpose-open-an-event = Turnier öffnen
purpose-save-the-event-as = Turnier speichern unter
purpose-import-player-names = Spielernamen importieren
purpose-export-a-pdf = PDF exportieren
purpose-save-this-round-s-pairings = Paarungen und Zettel dieser Runde speichern unter
purpose-save-the-blank-sheet-as = Leeren Bogen speichern unter
purpose-pod-sheets = Pod-Bögen
purpose-pod-sheets-2 = Pod-Bögen
purpose-names = Namen
purpose-pdf = PDF
recovery-not-json-e = kein JSON: { $e }
recovery-it-holds-no-key = es enthält kein { $key }
recovery-unsaved-work-from-an-earlier = Ungespeicherte Arbeit eines früheren Starts konnte nicht gelesen werden ({ $why }). Die Datei wurde als { $value } aufbewahrt, und nichts darin wurde überschrieben.
recovery-unsaved-work-from-an-earlier-2 = Ungespeicherte Arbeit eines früheren Starts konnte nicht gelesen werden ({ $why }) und auch nicht beiseitegelegt werden ({ $e }): Sie bleibt unter { $value }.
forms-draft-night = Draft-Abend
night-pods = {" "}({ $value } Pods)
night-recover-the-night = Abend wiederherstellen
night-discard-the-night = Abend verwerfen
night-new-draft-night = Neuer Draft-Abend
night-players-of-the-night = Spieler des Abends
night-night = Abend
night-sign-up-list-one-name = Anmeldeliste, ein Name pro Zeile
night-preferred-pod-size = Bevorzugte Pod-Größe
night-seat-again = Neu setzen
night-line-line-why = Zeile { $line }: { $why }.
night-type-or-paste-the-night = Gib die Namen des Abends ein oder füge sie ein (mindestens zwei).
night-drafters = { $value } Drafter:
night-pod = Pod { $value } ({ $value2 }, { $value3 }): { $value4 }
night-create-the-night = Abend anlegen
night-ctrl-enter = Strg+Enter
night-cancel = Abbrechen
night-before-round-a-player-can = Vor Runde 1 kann ein Spieler in einen anderen Pod wechseln oder gehen (nicht erschienen); der Pod wird neu verteilt.
night-has-results-players-fixed = {" "}— hat Ergebnisse, Spieler stehen fest
night-paired-state = {" "}— eigene Runden: Wer nicht erscheint, steigt vor Runde 1 aus
night-pod-players-state = { $pod }: { $value2 } Spieler, { $value3 }{ $state }
night-to-pod = in { $pod }
night-no-show = Nicht erschienen
night-late-arrival = Nachzügler
night-a-new-pod = ein neuer Pod
night-a-new-pod-2 = ein neuer Pod
night-add = Hinzufügen
players-could-not-write-the-player = Die Spielerliste { $value } konnte nicht geschrieben werden: { $e }
players-find-a-regular = Stammspieler suchen
players-player-list-names = Spielerliste ({ $value } Namen)
players-names-are-kept-on-this = Namen bleiben nur auf diesem Computer. Führe einen falsch geschriebenen Namen mit dem richtigen zusammen:
players-misspelt = Falsch geschrieben
players-merge = Zusammenführen
players-is-not-in-the-player = „{ $trim }“ ist nicht in der Spielerliste.
pods-name-mark-podsheet = { $name }{ $mark } — Podsheet
boxes-table = Tisch { $value }
boxes-label-vs = { $label }: { $value } vs { $value2 }
boxes-round-round-caption-score = Runde { $round } { $caption } Ergebnis
boxes-no-rounds-yet-the-first = Noch keine Runden: Die erste Runde erscheint hier, sobald sie gepaart ist.
boxes-paired-once-the-players-are = Wird gepaart, sobald die Spieler eingetragen sind.
boxes-pair-now = Runde { $round } jetzt paaren
boxes-pair-now-tooltip = Die Datei hat ihre Spieler, aber noch keine Runde: Runde { $round } aus ihnen paaren, wie nach jeder Änderung.
boxes-paired-once-round-is-complete = Wird gepaart, sobald Runde { $value } fertig ist.
boxes-boxes-fill-as-results-arrive = Die Felder füllen sich mit den Ergebnissen; ein Ergebnis lässt sich eintragen, sobald beide Spieler feststehen.
boxes-scores-open-once-round-is = Ergebnisse sind offen, sobald Runde { $value } fertig ist.
boxes-label-a-has-a-bye = { $label }{ $a } hat ein Bye
boxes-label-a-vs-o = { $label }{ $a } vs { $o }
boxes-has-a-bye = {" "}hat ein Bye
boxes-vs = {" "}vs{" "}
boxes-games-won-drawn = gewonnene Partien { $a } zu { $b }, unentschieden { $draws }
fields-score-hint-three = Gewonnene, verlorene und unentschiedene Partien: 2-1, 21, 2-1-1, oder w, l. Ein Unentschieden wie gespielt: 1-1, oder 1-1-1, wenn Partie 3 schon begonnen hatte; ein vereinbartes Unentschieden: id (0-0-3).
fields-score-hint-one = Eine Partie: w (1-0), l (0-1) oder d (0-0-1, eine unentschiedene Partie); ein vereinbartes Unentschieden: id.
fields-score-hint-two = Zwei Partien: 2-0, 1-1, 0-2, oder 1-0-1, wenn Partie 2 nicht beendet wurde; oder w, l, d (1-1); ein vereinbartes Unentschieden: id (0-0-2).
boxes-coin-flip-goes-on = Münzwurf: { $value } geht weiter ({ $value2 })
boxes-round-r-table = Runde { $r } Tisch { $value }
boxes-flip-coin-for-name = Münze werfen für { $name }
dialogs-to = an { $value }
dialogs-to-name = an „{ $name }“
dialogs-recover-unsaved-changes-what-detail = Ungespeicherte Änderungen { $what }{ $detail } von { $when } wiederherstellen?
dialogs-problem = Problem
dialogs-ok = OK
dialogs-recover = Wiederherstellen
dialogs-discard-them = Verwerfen
dialogs-this-event-has-unsaved-changes = Dieses Turnier hat ungespeicherte Änderungen. Vor dem Schließen speichern?
dialogs-save = Speichern
dialogs-close-without-saving = Ohne Speichern schließen
dialogs-cancel = Abbrechen
dialogs-has-unsaved-changes-discard-them = „{ $name }“ hat ungespeicherte Änderungen. Verwerfen?
dialogs-save-first = Erst speichern
dialogs-discard-changes = Änderungen verwerfen
dialogs-cancel-2 = Abbrechen
dialogs-new-event = Neues Turnier
dialogs-late-entry = Nachmeldung
dialogs-manual-pairing = Manuelle Paarung
display-title-display = { $title } — Anzeige
display-on-your-phone = Auf deinem Handy
display-your-pairing-the-standings-and = Deine Paarung, die Tabelle und das Warum.
display-standings = Tabelle
display-standings-2 = Tabelle
display-pts = { $value }{ $value2 }  { $match_points } Pkt.  { $match_line }
explain-large-text = Große Schrift
explain-clear = Leeren
explain-shown-large = In großer Schrift im eigenen Fenster gezeigt.
explain-large-title = Warum diese Reihenfolge
crash-note = Podsheet wurde um { $when } wegen eines Fehlers beendet: { $what } ({ $place }, Version { $version }). { $kept } Bitte schreib den Entwicklern, was du gerade getan hast.
crash-no-details = es wurden keine Einzelheiten aufgezeichnet
crash-night-kept = Alles bis zum Fehler Eingegebene wurde gesichert: Stell es unten wieder her.
crash-night-last-change = Alles vor der letzten Änderung Eingegebene wurde gesichert: Stell es unten wieder her und prüf das letzte Ergebnis.
explain-compare = Vergleiche
explain-with = mit
explain-choose = (wählen)
explain-first-player-to-compare = Erster Spieler zum Vergleich
explain-second-player-to-compare = Zweiter Spieler zum Vergleich
explain-choose-two-different-players = Wähle zwei verschiedene Spieler.
explain-is-not-tied-with-anyone = { $value } ist bei den Matchpunkten mit niemandem gleichauf.
explain-click-a-player-in-the = Klicke in der Tabelle auf einen Spieler, um seinen Gleichstand zu erklären, oder wähle zwei Spieler zum Vergleich.
grid-round-round = { $value } Runde { $round }
grid-no = Nr.
grid-name = Name
grid-seat = Sitz
grid-matches = Matches
grid-games = Partien
grid-rank = Rang
grid-deck = Deck
grid-first-pick = Erster Pick
grid-name-of-player = Name von Spieler { $number }
grid-vs = vs { $value }
grid-dq = DQ
grid-deck-of-short = Deck von { $short }
grid-first-pick-of-short = Erster Pick von { $short }
grid-dropped-after-round-d = { $d ->
    [0] nicht erschienen: vor Runde 1 ausgeschieden
   *[other] nach Runde { $d } ausgestiegen
}
grid-joined-in-round-j = in Runde { $j } eingestiegen
grid-held-result = { $column }: { $score } ist zurückgehalten und zählt nirgends, bis es korrigiert ist
grid-drop-after-round-r = Ausstieg nach Runde { $r }
grid-cancel-the-drop = Ausstieg zurücknehmen
grid-no-show = Nicht erschienen (vor Runde 1 raus)
grid-no-show-hover = Nicht gekommen: vor Runde 1 raus. Runden und Sitzplätze bleiben; Runde 1 wartet auf Neu paaren oder Beibehalten.
grid-lift-the-disqualification = Disqualifikation aufheben
grid-disqualify = Disqualifizieren
grid-actions-for-short = Aktionen für { $short }
grid-drop-or-disqualify = Ausstieg oder Disqualifikation
menu-file = Datei
menu-open-recent = Zuletzt geöffnet
menu-none-yet = (noch keine)
menu-edit = Bearbeiten
menu-event = Turnier
menu-view = Ansicht
menu-close-the-display-window = Anzeigefenster schließen
menu-sharing-on-the-store-s = Im Netzwerk des Ladens geteilt (an)…
menu-print-blank-sheet = Leeren Bogen drucken
menu-language = Sprache
menu-language-desktop = Wie der Desktop ({ $language })
menu-language-preparing = In Vorbereitung (teils auf Englisch):
new-event-event-name = Name des Turniers
new-event-sheet = Bogen
new-event-best-of-one = Best-of-One
new-event-best-of-three = Best-of-Three
new-event-tiebreakers = Tiebreaker
new-event-players-one-name-per-line = Spieler, ein Name pro Zeile (eingeben oder einfügen):
new-event-import-names-from-csv = Namen aus CSV importieren…
new-event-seat-randomly = Zufällig setzen
new-event-create-event = Turnier anlegen
new-event-cancel = Abbrechen
share-is-not-a-port-use = „{ $trim }“ ist kein Port: Nimm eine Zahl von 1 bis 65535 (üblich ist 8080).
share-could-not-share-on-port = Teilen auf { $bind }:{ $port } ging nicht: { $e }. Vielleicht benutzt ein anderes Programm diesen Port; versuche einen anderen.
share-sharing-at = Geteilt unter { $url }
share-phones-on-the-store-s = Handys im Netzwerk des Ladens können diese Adresse öffnen
share-share-on-the-store-s = Im Netzwerk des Ladens teilen
share-players-open-the-pairings-standings = Die Spieler öffnen Paarungen, Tabelle und das Warum ihrer Platzierung auf ihren Handys, nur lesend, über dieses Netzwerk. Kein Internet nötig.
share-address = Adresse
share-port = Port
share-show-decks-and-first-picks = Decks und erste Picks zeigen
share-stop-sharing = Teilen beenden
share-phones-down = Die Handys sind abgeschnitten: Die heutigen Ausdrucke schicken die Spieler zu { $url }, das gerade nicht geteilt wird.
share-serve-printed = Wieder auf { $url } teilen
share-other-address = Auf einer anderen Adresse teilen…
share-forget-printed = Die Ausdrucke brauchen es nicht mehr
share-forget-printed-hover = Der Abend ist vorbei oder neue Zettel wurden mit einer anderen Adresse gedruckt: nicht mehr melden, dass die Handys abgeschnitten sind.
share-start-sharing = Teilen starten
share-on-url = An: { $url }
share-ip-this-computer-only = { $ip } (nur dieser Computer)
share-ip-this-network = { $ip } (dieses Netzwerk)
share-loopback = { $ip } erreicht nur diesen Computer: Kein Handy kann die Adresse öffnen, auch nicht die auf Paarungen und Zetteln gedruckte.
share-use-network = { $ip } verwenden (das Netzwerk des Ladens)
share-no-network = Dieser Computer hat keine Netzwerkadresse: Verbinde ihn mit dem WLAN des Ladens, um mit Handys zu teilen.
standings-rules = Regeln
standings-left-out-the-round-robin = ({ $short } entfällt: Im Rundenturnier hat jeder gegen jeden gespielt)
standings-no-results-yet-ranks-appear = Noch keine Ergebnisse: Die Ränge erscheinen mit dem ersten Ergebnis.
standings-held-mark = ({ $column } { $score } zurückgehalten)
standings-rank = Rang
standings-name = Name
standings-pts = Pkt.
standings-matches = Matches
standings-games = Partien
timer-pause = Pause
timer-time-notice = Zeit! Der aktive Spieler beendet seinen Zug, dann folgen fünf Zusatzzüge.
timer-time-notice-lorcana = Zeit! Der aktive Spieler beendet seinen Zug, dann folgen fünf weitere Züge; ein Spiel ohne Sieger danach ist unentschieden.
timer-time-notice-other = Zeit! Zu Ende spielen, wie es die Rundenende-Regeln von { $game } sagen (nicht in Podsheet eingebaut: die Entscheidung des Ladens).
timer-start-timer = Timer starten
timer-reset-timer = Timer zurücksetzen
timer-extra-time = + Zeit
timer-extra-minutes = +{ $minutes } Min.
timer-extra-time-hover = Zusatzzeit für die ganze Runde dieses Pods (jeder Pod hat seine eigene Uhr; die Zusatzzeit eines einzelnen Tischs steht in seinem Feld).
tools-name = Name
tools-joins-in-round = Steigt ein in Runde
tools-add-player = Spieler hinzufügen
tools-cancel = Abbrechen
tools-swap-two-players-in-a = Zwei Spieler in einer Runde ohne Ergebnisse tauschen.
tools-round = Runde
tools-swap = Tausche
tools-with = mit
tools-choose = (wählen)
tools-swap-them = Tauschen
tools-close = Schließen
tools-no-rolls-or-coin-flips = Noch keine Auslosungen oder Münzwürfe.
tools-seating = Sitzplätze: { $value }
tools-box-l = Feld { $l }
tools-table = Tisch { $value }
tools-coin-flip-round-round-place = Münzwurf, Runde { $round } { $place }: { $value } geht weiter
tools-tie-break-order = Los für Gleichstände: { $value }
tools-pairing-seed-round-round-seed = Paarungs-Seed, Runde { $round }: { $seed }
tools-what = { $value } — { $what }
playoff-heading = Playoff: Top { $top }
playoff-box = { $letter }: { $a } vs { $b }
playoff-box-result = { $letter }: { $a } vs { $b } — { $score }, { $winner } kommt weiter
playoff-box-held = { $letter }: { $a } vs { $b } — { $score } ist zurückgehalten: { $why }
playoff-placing = Endplatzierung
playoff-place = { $place }. { $name }
season-title = Saison
season-source = Saison aus { $source }
season-missing = Abend { $event } ({ $file }) konnte nicht gelesen werden: { $error }. Er zählt für niemanden.
season-points-label = Punkte pro Abend:
season-win = Sieg
season-draw = Unentschieden
season-loss = Niederlage
season-attend = Teilnahme
season-save = Saisondatei speichern…
season-print = Drucken ({ $paper })…
season-rank = Rang
season-name = Name
season-total = Gesamt
season-events = Turniere
season-decided-by = Entschieden durch
season-missing-cell = fehlt
season-why = Gleichstände bei den Saisonpunkten
season-rule-heading = So zählt die Saison
season-rule = Jedes Event ist eine eigene Spalte, auch zwei Events an einem Abend. Punkte gibt es für die Matches, die jemand vor den Playoffs gespielt hat (Byes eingeschlossen), und für die Teilnahme, die mindestens ein Match oder ein Bye verlangt: Wer nicht erschienen ist und dessen Match dem Gegner gegeben wurde, bekommt nichts. Playoff-Matches zählen nicht als gewonnene oder verlorene Matches; stattdessen platzieren die Playoffs ihre Spieler: Jeder Playoff-Platz bekommt mindestens einen Punkt mehr als der beste der Plätze darunter, sodass der Sieger vor dem Finalisten steht. Jedes Spiel hat eine eigene Tabelle: Ein Pokémon-Turnier und ein Magic-Draft werden nie zusammengezählt.
season-step-points = Punkte
season-step-matches-won = Matchsiege
season-step-fewer-losses = weniger Niederlagen
season-step-events = Abende
season-step-first-seen = zuerst dabei
command-season = Saison…
command-season-tooltip = Eine Ligatabelle über die Abende einer Saison: eine .podseason-Datei oder ein beliebiges Turnier im Ordner der Saison
purpose-open-season = Saison öffnen (eine .podseason-Datei oder ein beliebiges Turnier in ihrem Ordner)
purpose-save-season = Saison speichern unter
purpose-seasons = Saisons und Turniere
purpose-season-file = Saisondateien
file-picker-forced = { $env } verlangt den eigenen Dateidialog von Podsheet.
# A round's life (docs/rules.md §6)
life-repaired-note = Runde { $round } neu gepaart: { $count ->
    [0] Kein Tisch hat sich geändert.
    [one] Tisch { $tables } hat sich geändert; sag den Spielern dort Bescheid.
   *[other] Tische { $tables } haben sich geändert; sag den Spielern dort Bescheid.
}
life-kept-note = Runde { $round } bleibt, wie sie gepaart wurde.
life-conceded-note = { $name } bekommt den Matchsieg in Runde { $round }.
life-recut-note = Cut neu gemacht nach der aktuellen Tabelle der Schweizer Runden: Die erste Playoff-Runde ist neu gepaart.
life-cut-kept-note = Der Cut bleibt, wie er gemacht wurde.
life-stale-hover = Gepaart aus Ergebnissen, Ausstiegen oder Anmeldungen, die sich seitdem geändert haben: Die Spieler kennen vielleicht schon andere Paarungen.
life-repair-button = Runde { $round } neu paaren (Strg+R)
life-repair-rest-button = Tische ohne Ergebnis in Runde { $round } neu paaren (Strg+R)
life-repair-hover = Paart neu nach den aktuellen Ergebnissen; eingetragene Ergebnisse bleiben. Sag den Spielern an den geänderten Tischen Bescheid.
life-keep-button = Runde { $round } so lassen
life-concede-button = { $name } den Matchsieg geben
life-recut-button = Cut neu machen
life-keep-cut-button = Cut beibehalten
command-repair-stale = Geänderte Runde neu paaren
command-repair-stale-tooltip = Paart eine Runde neu, die aus inzwischen geänderten Ergebnissen, Ausstiegen oder Anmeldungen gepaart wurde (eingetragene Ergebnisse bleiben).
life-nothing-to-repair = Keine Runde muss neu gepaart werden: Jede gepaarte Runde passt zu ihren Ergebnissen.
boxes-round-stale = Vor einer Änderung gepaart: siehe Hinweis oben.

# season (issue 28)

season-points-remembered-bad = Die Punkte aus der Saisondatei können nicht verwendet werden ({ $why }): Die Standardpunkte werden angezeigt.

# A round's life, batch 2
command-print-earlier-round = Runde { $round } drucken ({ $value })…
boxes-print-round = Drucken…
boxes-print-round-hover = Paarungen und Ergebniszettel von Runde { $round }, so wie sie jetzt stehen.
new-event-swiss-rounds-usual = { $rounds } Runden (üblich für { $players } Spieler)
new-event-swiss-rounds-own = Runden:
new-event-swiss-rounds-hover = Wie viele Schweizer Runden; lässt sich ändern, bis die letzte Runde gepaart ist.
boxes-swiss-rounds = Schweizer Runden:
grid-out = abwesend
grid-not-yet = noch nicht dabei
grid-bye = Bye
grid-disqualified = disqualifiziert
night-beside-open = Neben den schon offenen Turnieren (ein Abend, je ein Tab)
night-beside-open-hover = Die neuen Pods kommen zum offenen Abend dazu (etwa zu einem Turnier im Schweizer System mit Top 8), statt ihn zu ersetzen; jeder Pod bekommt eigene Tische.
new-event-beside-open = Neben den schon offenen Turnieren (ein Abend, je ein Tab)
new-event-beside-open-hover = Das neue Turnier kommt als weiterer Tab zum offenen Abend dazu (etwa zu den Draft-Pods des Abends), mit eigenen Tischen, statt ihn zu ersetzen; eine Datei enthält alles.
night-named-round-all-results = { $name } · Runde { $round } · alle Ergebnisse da
night-named-round-missing-to = { $name } · Runde { $round } · { $missing } offen
night-named-stage-all-results = { $name } · { $stage } · alle Ergebnisse da
night-named-stage-missing = { $name } · { $stage } · { $missing } offen
night-tab-held =
    { $tab } · { $count ->
    [one] 1 Ergebnis zurückgehalten
    *[other] { $count } Ergebnisse zurückgehalten
    }
night-tab-settle =
    { $tab } · { $count ->
    [one] 1 offene Änderung
    *[other] { $count } offene Änderungen
    }
app-status-stale =
    { $line }; { $count ->
        [one] { $count } offene Änderung (siehe Hinweis über dem Bogen)
       *[other] { $count } offene Änderungen (siehe Hinweis über dem Bogen)
    }
grid-quarterfinals-short = VF
grid-semifinals-short = HF
grid-final-short = F

# Results from the players' phones (issue 29)
reports-already-in = Dieses Match hat schon ein Ergebnis: Das eingetragene bleibt.
reports-gone = Das Match dieser Meldung ist nicht mehr in der Runde (sie wurde neu gepaart).
share-reports = Spieler melden Ergebnisse über ihre Handys
share-reports-hover = Jeder Ergebniszettel hat für jeden Spieler eine Hälfte mit dessen eigenem Code und QR-Code: Ein Spieler meldet, der andere bestätigt auf seinem eigenen Handy, und du übernimmst das Ergebnis (Strg+Umschalt+A). Ein hier eingetragenes Ergebnis wird nie von einem Handy geändert. Die Hälften beweisen zwei Handys, nicht zwei Personen: Wer beide Hälften hat, kann ein Ergebnis allein eintragen lassen. Reiß deshalb jeden Zettel durch und gib jedem Spieler nur seine eigene Hälfte.
share-auto-accept = Ergebnis übernehmen, sobald sich beide Spieler einig sind, jeder auf seinem eigenen Handy
share-auto-accept-hover = Aus: Jedes Ergebnis, bei dem sich beide Spieler einig sind, wartet in der Liste der Meldungen, bis du es übernimmst. An: Es wird sofort eingetragen, als je ein eigener Rückgängig-Schritt (beim Einschalten werden auch die schon übereinstimmenden übernommen). Alles Ungewöhnliche — beide Hälften von einem Handy oder über eine Verbindung, ein drittes Handy — wartet immer auf dich.
command-accept-confirmed = Übereinstimmende Meldungen übernehmen
command-accept-confirmed-tooltip = Trägt in jedem Pod des Abends jedes Ergebnis ein, bei dem sich beide Spieler einig sind, jeder auf seinem eigenen Handy (je ein Rückgängig-Schritt). Was auf dich wartet (Uneinigkeit, etwas Ungewöhnliches, ein markiertes Match), bleibt offen, und ein Hinweis nennt es.
reports-none-confirmed = Bei keinem Ergebnis von den Handys sind sich bisher beide Spieler einig.
reports-heading = Von den Handys gemeldet
reports-result = { $a } { $score } { $b }
reports-pending = { $name } hat { $result } gemeldet; das Handy des anderen Spielers fehlt noch
reports-confirmed = { $result }: Beide Spieler sind sich einig, jeder auf seinem eigenen Handy
reports-disputed = Die beiden Spieler sind sich uneinig: { $results }
reports-accept = { $result } übernehmen
purpose-still-playing = Noch spielende Tische speichern unter
command-print-still-playing = Noch spielende Tische drucken ({ $value })…
command-print-still-playing-tooltip = Die Zeit ist um: die Tische der letzten Runde ohne Ergebnis und ohne Meldung vom Handy, mit ihrer Zeitverlängerung, für den Gang durch den Spielbereich.
boxes-extra-time = Zeitverlängerung…
boxes-held = Zurückgehalten: Dieses Ergebnis zählt nirgends (Tabelle, Paarungen, Handys, Ausdrucke), bis du es korrigierst.
boxes-extra-minutes = +{ $minutes } Min.
boxes-add-minutes = { $minutes } Minuten dazugeben
boxes-no-extra-time = Keine Zeitverlängerung
boxes-extra-time-hover = Ein Judge wurde gerufen oder ein Deckcheck gemacht: Dieser Tisch spielt über die Rundenzeit hinaus. Zu sehen im Anzeigefenster, auf den Handys des Tisches und in der Liste der noch spielenden Tische.
boxes-report-code = Code…
boxes-report-code-how = Für eine verlorene Hälfte eines Zettels: Gib jedem Spieler nur seinen eigenen Code. Die Spieler hängen /r/ und ihren Code an die Adresse der Seiten an, um dieses Match zu melden.

## Added 2026-11-25 (issue 30)
font-missing = „{ $name }“ braucht eine Schriftart für { $script }, aber keine ist installiert; der Name erscheint deshalb als Kästchen (unter Debian/Ubuntu: sudo apt install { $package })
font-missing-more =
    { $first } — und { $more ->
        [one] { $more } weiterer Name
       *[other] { $more } weitere Namen
    } mit demselben Problem
font-no-glyphs = „{ $name }“ enthält Zeichen, die keine installierte Schriftart darstellen kann ({ $letters }); sie werden als Kästchen gedruckt
script-latin = Lateinisch
script-greek = Griechisch
script-cyrillic = Kyrillisch
script-han = Chinesisch (Han)
script-kana = Japanisch
script-hangul = Koreanisch
script-arabic = Arabisch
script-hebrew = Hebräisch
script-thai = Thai

## Added 2026-11-25 (issue 30): a name's reading
grid-reading = Aussprache, für japanische Listen nach Namen:
grid-reading-of = Aussprache des Namens von { $short }
boxes-report-code-of = { $name }: { $code }
night-tab-reports = { $tab } · { $count } von Handys
reports-from = { $half }: { $score } · Handy { $device } · { $address } · { $time }
reports-half-of = Hälfte von { $name }
reports-held = Wartet auf dich: { $results }, denn { $why }
reports-in-pod = { $pod } · { $place }
reports-late-note = Nach der Einigung der Spieler abgelehnt: { $line }
reports-odd-old-slip = der Zettel wurde gedruckt, bevor jeder Spieler eine eigene Hälfte hatte, und sagt deshalb nicht, wer meldet
reports-odd-one-address = die Meldungen beider Hälften des Zettels kamen über eine einzige Verbindung (ein Handy mit neuem Cookie oder Handys, die sich eine Adresse teilen)
reports-odd-one-device = die Meldungen beider Hälften des Zettels kamen von einem einzigen Handy
reports-odd-second-voice = ein zweites Handy hat mit der Hälfte von { $name } gemeldet
reports-old-slip = Gemeinsamer Code des Zettels
reports-skipped = Übernommen: { $accepted }; für dich übrig: { $left } (Uneinigkeit, etwas Ungewöhnliches oder ein als Problem markiertes Match).
reports-where-from = Woher { $count ->
    [one] die Meldung kam
   *[other] die { $count } Meldungen kamen
    }
sheet-where = { $round }, Tisch { $table }
sheet-where-box = { $round }, Tisch { $table } (Feld { $letter })
disk-changed = { $file } wurde seit dem Öffnen oder Speichern von einem anderen Programm geändert. Speichern hier würde verlieren, was es geschrieben hat, deshalb speichert Podsheet nicht: Öffne die Datei erneut, um es zu sehen.
disk-save-yours-as = Deine Änderungen als andere Datei speichern…
disk-open-again = Erneut öffnen
command-handling-changed-on-disk = Nicht gespeichert: { $file } wurde seit dem Öffnen von einem anderen Programm geändert, und Speichern würde verlieren, was es geschrieben hat. Speichere unter einem anderen Namen oder öffne die Datei erneut.
reports-accepted-line = vom Handy ({ $by ->
    [owner] von dir übernommen
   *[agreement] beide Spieler einig
    }), { $time }
reports-accepted-changed = hier geändert, nachdem das { $score } von den Handys übernommen wurde ({ $time })

## Playoff rounds by name (issue 35 part 4)

boxes-paired-once-stage-is-played = Wird gepaart, sobald alle Ergebnisse da sind: { $stage }.
playoff-final-result = { $letter }: { $a } vs { $b } — { $score }, { $winner } gewinnt das Turnier
new-event-game = Spiel
new-event-best-of-two = Zwei Spiele (jeder beginnt einmal)
new-event-suggested-cut = Vorschlag nach den Schweizer Runden: ein Top { $top } (der Cut wird im Menü „Turnier“ gemacht, oder es gibt keinen).
new-event-suggested-no-cut = Vorschlag: bei dieser Größe kein Top-Cut.
new-event-cut-yours = Den Top-Cut wählst du selbst: Nach den Schweizer Runden machst du im Menü Turnier einen Cut auf Top 8, 4 oder 2, oder die Tabelle bleibt endgültig.
new-event-beyond-table = Die Tabelle des Spiels endet bei { $most } Spielern: ihre letzte Zeile ist der Vorschlag.
new-event-pod-sheets-magic = Die Pod-Bögen sind die Draft-Bögen von Magic: ein Turnier in { $game } spielt Schweizer System oder Jeder gegen Jeden.
grid-rank-in-division = Rang in der Altersklasse { $division }
boxes-swiss-over-cut = Die Schweizer Runden sind vorbei. Für { $players } Spieler empfehlen die Regeln von { $game } ein Top { $top }.
boxes-swiss-over-no-cut = Die Schweizer Runden sind vorbei. Für { $players } Spieler sehen die Regeln von { $game } keinen Top-Cut vor: Die Tabelle ist endgültig.
boxes-swiss-over-choice = Die Schweizer Runden sind vorbei. Die Regeln von { $game } überlassen den Top-Cut dem Laden: Mach einen Cut auf Top 8, 4 oder 2 oder lass diese Tabelle als endgültig stehen.
reports-stuck-mine = { $half }: Handy { $device } ({ $address }) hat { $count } Meldungen geschickt, so viele, wie ein Handy darf; es bekommt keine weitere durch, und die andere Hälfte wird weiter gehört
reports-stuck-half = { $half }: { $count } Meldungen von mehreren Handys, mehr nimmt sie nicht an; mit ihr wird nichts mehr angenommen
command-cut-by-division = Cut nach Altersklasse…
command-cut-by-division-tooltip = Die Schweizer Runden hier beenden: Jede Altersklasse mit Cut spielt ihr eigenes Playoff, gesetzt nach ihrer eigenen Tabelle
grid-division = Altersklasse
grid-division-of = Altersklasse von { $short }
grid-division-after-cut = Der Cut ist gemacht: Die Playoffs sind gesetzt, die Altersklasse eines Spielers ändert sich nicht mehr.
cut-dialog-title = Cut nach Altersklasse
cut-dialog-division = { $division }: { $players } Spieler, Drops mitgezählt
cut-dialog-no-playoff = Kein Playoff
cut-dialog-suggests-top = Für { $players } Spieler empfehlen die Regeln von { $game } ein Top { $top }.
cut-dialog-suggests-none = Für { $players } Spieler sehen die Regeln von { $game } kein Playoff vor.
cut-dialog-cut = Cut machen
boxes-swiss-over-divisions = Die Schweizer Runden sind vorbei. Jede Altersklasse hat ihr eigenes Playoff, gesetzt nach ihrer eigenen Tabelle:
new-event-divisions-hint = Die Altersklasse eines Spielers folgt nach einem Komma: „Liam Kowalski, Junioren“ (Junioren, Senioren oder Meister). Ohne Angabe spielt ein Spieler bei den Meistern.

boxes-games-won = gewonnene Partien { $a } zu { $b }
boxes-games-won-tied = gewonnene Partien { $a } zu { $b }, unentschieden { $draws }
fields-score-hint-one-dl = Eine Partie: w (1-0) oder l (0-1); eine Partie ohne Sieger ist eine beidseitige Niederlage: dl.
fields-score-hint-three-dl = Gewonnene und verlorene Partien: 2-1, 21, 2-0 oder w, l; ein Match ohne Sieger ist eine beidseitige Niederlage: dl.

new-event-game-tournament = Turnier ({ $game })
