# Die Seiten der Spieler auf dem Handy (src/web).

web-find-title = Finde deinen Namen
web-title-pairings = { $event }: Paarungen
web-title-standings = { $event }: Tabelle
web-not-here = Nicht gefunden
web-no-such-page = Diese Seite gibt es nicht.
web-back-to-pairings = Zurück zu den Paarungen
web-not-found = Nicht gefunden
web-nothing-yet = Noch nichts zu sehen
web-not-shared = Das Turnier wurde noch nicht freigegeben.
web-nav-pairings = Paarungen
web-nav-standings = Tabelle
web-nav-all-pods = Alle Pods
web-footer = Podsheet · nur zum Ansehen · diese Seite aktualisiert sich selbst
web-language = Sprache
web-timer-stopped = (angehalten)
web-time-up = Zeit!
web-no-pairings = Noch keine Paarungen: Runde 1 ist noch nicht gepaart.
web-round-pairings = Paarungen: { $name }
web-find-then-table = Finde deinen Namen und geh an deinen Tisch.
web-player = Spieler
web-table = Tisch
web-opponent = Gegner
web-bye = Bye
web-standings-after = Tabelle nach { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}
web-rules-tap = Regeln: { $rules }. Tippe auf deinen Namen, um zu sehen, warum du dort stehst.
web-left-out = { $step } entfällt: Im Rundenturnier hat jeder gegen jeden gespielt.
web-points = Pkt.
web-matches = Matches
web-swipe = Wische die Tabelle zur Seite, um alle Tiebreaker zu sehen.
web-percent-columns = In den mit % markierten Spalten sind die Zahlen Prozentwerte (ohne das %-Zeichen).
web-won = { $score } gewonnen
web-lost = { $score } verloren
web-drew = { $score } unentschieden
web-not-tied = { $name } ist bei den Matchpunkten mit niemandem gleichauf; die Matchpunkte allein ergeben { $place }.
# Deutsch: eine Platzierung auf der Spielerseite („Platz 4“), nur in den
# Meldungen mit $place (src/web/player.rs); darum steht „Platz“ hier, nicht davor.
ordinal = Platz { $n }
web-place-of = { $place } von { $count }
web-place-of-division = { $place } von { $count } ({ $division })
web-not-ranked = Nicht gewertet
web-points-record = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} · { $record }
web-deck = Deck: { $deck }
web-first-pick = Erster Pick: { $card }
web-round = Runde
web-result = Ergebnis
web-table-not-in = Tisch { $table }, noch offen
web-why-place = Warum { $place }?
web-why-not-ranked = Warum nicht gewertet?
web-compared = Im Vergleich mit den Spielern um dich herum
web-tonight-pods-ask = Heute gibt es { $count } Pods: Finde deinen Namen oder wähle unten deinen Pod.
web-your-name = Dein Name
web-find = Suchen
web-nobody-matches = Heute passt niemand zu „{ $query }“.
web-pod = Pod
web-tonights-pods = Die Pods von heute
web-pod-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
web-nav-season = Saison
web-season-title = Saison
web-season-points = Punkte pro Abend: { $win } für einen Sieg, { $draw } für ein Unentschieden, { $loss } für eine Niederlage, { $attend } fürs Mitspielen.
web-season-events = Turniere
web-season-missing = fehlt

# A round's life, batch 2
web-in-the-playoff = Noch in den Playoffs
web-playoff-so-far = Die Playoffs bisher
web-why-swiss-place = Warum { $place } nach den Schweizer Runden?
web-playoff-seed = Gesetzt als Nummer { $seed } der Top { $top } ({ $swiss } nach den Schweizer Runden).
web-playoff-won = { $round }: Sieg gegen { $opponent }, { $score }.
web-playoff-lost = { $round }: Niederlage gegen { $opponent }, { $score }.
web-playoff-to-play = { $round }: gegen { $opponent }, noch nicht gespielt.
web-pairings-changed = Paarungen um { $time } geändert: { $count ->
    [0] Kein Tisch hat sich geändert.
    [one] Tisch { $tables } ist neu gepaart.
   *[other] Tische { $tables } sind neu gepaart.
}
web-pairings-may-change = Diese Paarungen können sich noch ändern: Der Laden prüft gerade ein Ergebnis, einen Ausstieg oder eine Nachmeldung von vorher.

# Results from the players' phones (issue 29)
web-table-extra = { $table } (+{ $minutes } Min.)
web-extra-minutes = +{ $minutes } Min. Zeitverlängerung
web-report-result = { $a } { $score } { $b }
web-report-table = Tisch { $table }: das Ergebnis
web-report-ask = Melde, wie euer Match ausgegangen ist. Die Partien von { $a } stehen vorn.
web-report-how = Oder tippe es ein, die Partien von { $a } zuerst ({ $examples }):
web-report-send = Melden
web-report-yours-pending = Du hast das gemeldet. Jetzt bestätigt { $other } es auf dem eigenen Handy, mit der eigenen Hälfte des Zettels.
web-report-change = Falsches Ergebnis gemeldet?
web-report-other-pending = { $other } hat das Ergebnis unten gemeldet. Stimmt es, bestätige es; wenn nicht, melde, was passiert ist.
web-report-confirm = Bestätigen: { $result }
web-report-or-other = Es ist etwas anderes passiert:
web-report-confirmed = Beide Spieler sind sich einig. Der Laden trägt das Ergebnis ein.
web-report-disputed = Die beiden Spieler haben verschiedene Ergebnisse gemeldet ({ $results }): Der Laden entscheidet. Falls deine Meldung falsch war, korrigiere sie.
web-report-has-result = Das Ergebnis ist eingetragen. Soll es geändert werden, frag im Laden nach.
web-report-unknown = Kein Match hat diesen Code: Prüfe ihn auf deinem Zettel oder frag im Laden nach.
web-report-slowed = Zu viele Codes von diesem Handy passten zu keinem Match: Warte eine Minute und versuche es dann noch einmal.
web-report-origin = Ein Ergebnis kann nur über die Seite von Podsheet selbst gemeldet werden: Öffne die Adresse auf deinem Zettel.
web-report-too-big = Diese Meldung ist zu lang: Gib nur das Ergebnis ein, etwa 2-1.
web-report-taken = Das Ergebnis ist schon eingetragen; nichts wurde geändert. Soll es geändert werden, frag im Laden nach.
web-footer-reports = Podsheet · im Netzwerk des Ladens · diese Seite aktualisiert sich selbst
web-report-agreed-already = Beide Spieler waren sich schon einig: Deine Meldung wurde als Hinweis für den Laden aufbewahrt und hat nichts geändert. Soll das Ergebnis geändert werden, frag im Laden nach.
web-report-flagged = Der Laden muss sich dieses Match zuerst ansehen ({ $why }): Frag im Laden nach.
web-report-half-pending = Dieses Ergebnis wurde mit deiner Hälfte des Zettels gemeldet. { $other } bestätigt es auf dem eigenen Handy.
web-report-held = Dieses Ergebnis wartet auf die Prüfung durch den Laden: { $why }.
web-report-impossible = Dieses Ergebnis ist zurückgehalten: { $why }. Es zählt nirgends, bis der Laden es korrigiert; frag im Laden nach.
web-report-old-slip = Dieser Zettel stammt aus der Zeit, bevor jeder Spieler eine eigene Hälfte hatte: Ein damit gemeldetes Ergebnis wartet auf die Prüfung durch den Laden.
web-report-you-are = Das ist die Hälfte von { $name }: Du meldest als { $name }.

## The cut stands after a fix (issue 35 part 4)

web-seeds-kept = Das Playoff behält die Setzung, mit der der Cut gemacht wurde: Ein seither korrigiertes Ergebnis verschiebt Spieler in der Tabelle unten, nicht im Playoff (der Cut bleibt).
web-seed-now = ({ $seed }) { $name }: jetzt { $place } in der Tabelle
web-reports-off = Dieses Turnier nimmt keine Ergebnisse vom Handy an: Gib deinen Zettel im Laden ab.
web-busy = Der Server ist gerade ausgelastet; versuche es gleich noch einmal.
web-cut-may-change = Nach dem Cut hat sich ein Ergebnis der Schweizer Runden geändert, und es liegt noch kein Playoff-Ergebnis vor: Der Laden kann den Cut neu machen, dieser Turnierbaum kann sich also ändern.
web-report-replaced = Dieser Zettel wurde ersetzt: Die Paarungen haben sich um { $time } geändert. Deinen neuen Tisch findest du bei den Paarungen; frag im Laden nach deinem neuen Zettel.
web-report-full-mine = Du hast { $count } Meldungen mit dieser Hälfte geschickt, so viele, wie ein Handy darf: Deine letzte gilt. Um sie zu ändern, frag im Laden nach.
web-report-full-half = Mit dieser Hälfte des Zettels kamen { $count } Meldungen von mehreren Handys, mehr nimmt sie nicht an: Frag im Laden nach.

web-report-how-dl = Oder tippe es ein, die Partien von { $a } zuerst ({ $examples }), oder dl für eine beidseitige Niederlage:
web-report-double-loss = { $a } und { $b }: beidseitige Niederlage

web-season-points-tie = Punkte pro Turnier: { $win } für einen Sieg, { $draw } für ein Unentschieden, { $loss } für eine Niederlage, { $attend } fürs Mitspielen.
