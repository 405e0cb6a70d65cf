# Die Sätze der Kommandozeile für Menschen (src/cli). Ihr JSON und CSV
# ändern sich nie mit der Sprache.

explain-no-ties = Niemand liegt bei den Matchpunkten gleichauf: Die Tabelle braucht keine Tiebreaker.
explain-not-tied = { $name } liegt mit niemandem gleichauf: Platz { $rank } allein durch { $points } Matchpunkte.

## Tabellen für Menschen (JSON und CSV ändern sich nie)

cli-rank = Platz
cli-name = Name
cli-points = Pkt.
cli-konami-number = Tiebreaker
cli-matches = Matches
cli-games = Partien
cli-decided-by = Entschieden durch
cli-standings-heading = { $event } – Regeln: { $rules }, { $rounds ->
    [one] { $rounds } Runde gespielt
   *[other] { $rounds } Runden gespielt
}
cli-left-out = (Tiebreaker „{ $step }“ entfällt: Das Rundenturnier ist vollständig)
cli-pod-of = Pod { $pod } von { $pods }
cli-table = Tisch
cli-box = Feld
cli-player = Spieler
cli-opponent = Gegner
cli-bye = (Bye)
cli-why = Warum:
cli-flip-needed = Das unentschiedene Match in Runde { $round }{ $what } braucht einen Münzwurf, bevor alle Felder gefüllt werden können: Öffne das Turnier in der App, um die Münze zu werfen.
cli-flip-box-match = {" "}(Feld { $letter }, { $a } gegen { $b })
cli-flip-match = {" "}({ $a } gegen { $b })
cli-pod-players = Pod { $pod }: { $players } Spieler, { $sheet }
cli-seed-again = Seed { $seed }: `--seed { $seed }` ergibt wieder dieselben Pods.

# season (issue 28)

cli-season-left-out = podsheet: Abend { $event } wird in der Saison nicht gezählt: { $error }
cli-season-points-flag = --points: { $why }
cli-season-points-remembered = Die Punkte aus der Saisondatei: { $why }
cli-season-heading =
    Saison über { $events ->
        [one] { $events } Abend
       *[other] { $events } Abende
    } — Punkte: Sieg { $win }, Unentschieden { $draw }, Niederlage { $loss }, Teilnahme { $attend }
cli-season-missing = Abend { $event } ({ $file }) fehlt: { $error }
cli-season-events = Turniere
cli-season-record = S-N-U
# Results from the players' phones (issue 29)
cli-serve-read-only = nur lesend
cli-serve-reports = die Spieler melden Ergebnisse über ihre Handys; jedes bestätigte Ergebnis wird in die Datei geschrieben
cli-file-locked = { $writer ->
    [app] { $file } ist in Podsheet geöffnet (Prozess { $pid }), das die Datei schreibt: Schließe die Datei dort zuerst oder lass die Spieler über das Teilen-Fenster der App melden.
    [serve] { $file } wird gerade von podsheet serve --reports geschrieben (Prozess { $pid }): Beende es zuerst (Strg+C dort, wo es läuft).
   *[other] { $file } wird gerade von einem anderen podsheet-Befehl geschrieben (Prozess { $pid }): Versuche es erneut, wenn er fertig ist.
}
cli-serve-confirmed = { $place }: { $score }, beide Spieler sind sich einig, jeder auf seinem eigenen Handy; in die Datei geschrieben.
cli-serve-disputed = { $place }: Die beiden Spieler haben verschiedene Ergebnisse gemeldet ({ $results }); kläre es in der App, sobald serve beendet ist (podsheet { $file })

## Added 2026-11-25 (issue 30)
cli-wrote = { $file } gespeichert
cli-wrote-pdf =
    { $file } gespeichert ({ $pages ->
        [one] { $pages } Seite
       *[other] { $pages } Seiten
    }, { $kb } KB)
cli-wrote-night-pdf =
    { $file } gespeichert ({ $pods } Pods, { $pages ->
        [one] { $pages } Seite
       *[other] { $pages } Seiten
    }, { $kb } KB)
cli-wrote-season-pdf = { $file } gespeichert ({ $kb } KB)
cli-serving = Die Seiten zu { $file } sind unter { $url } erreichbar ({ $mode }; Strg+C beendet).
cli-serving-loopback = Nur dieser Computer kann sie öffnen. Damit Handys im Netzwerk des Ladens sie öffnen können, starte mit --bind 0.0.0.0.
cli-reloaded = { $file } neu geladen.
cli-serve-kept = podsheet serve: { $error }; die Seiten zeigen weiter die letzte fehlerfreie Fassung.
cli-cannot-listen = { $address } lässt sich nicht öffnen: { $why } (vielleicht belegt ein anderes Programm Port { $port }; versuche es mit --port)
cli-playoff-heading =
    Top { $top } nach { $rounds ->
        [one] { $rounds } Schweizer Runde
       *[other] { $rounds } Schweizer Runden
    }
cli-playoff-seeds = Setzliste
cli-playoff-to-come = (noch offen)
cli-playoff-match = { $a } vs { $b }
cli-playoff-wins = { $name } gewinnt
cli-playoff-held = { $score } zurückgehalten: { $why }
cli-unknown-language = unbekannte Sprache „{ $tag }“; möglich sind: { $tags }
cli-bad-top = ein Playoff ist eine Top 8, 4 oder 2; „{ $value }“ gehört nicht dazu
cli-bad-pod-size = ein Pod hat { $least } bis { $most } Spieler; „{ $value }“ ist keine Pod-Größe
cli-unknown-preset = unbekannte Regelvorlage „{ $id }“; möglich sind: { $ids }
cli-explain-one-file = explain erwartet genau eine Datei FILE (oder --season mit den Dateien der Saison)
cli-explain-players = explain erwartet einmal --player (mit wem der Spieler gleichauf liegt) oder zweimal (was die beiden ordnet)
cli-no-player = { $file }: kein Spieler namens „{ $name }“ (Spieler: { $names })
cli-player-ambiguous = { $file }: „{ $name }“ passt auf mehrere Spieler ({ $names }): Gib mehr vom Namen ein
cli-loopback-address = --address { $url } erreicht nur diesen Computer: Kein Handy kann die gedruckte Adresse öffnen. Die Netzwerkadressen dieses Rechners: { $addresses }; starte serve mit --bind auf einer davon und drucke mit --address { $example }
cli-loopback-no-network = --address { $url } erreicht nur diesen Computer: Kein Handy kann die gedruckte Adresse öffnen, und dieser Rechner hat keine Netzwerkadresse (verbinde ihn mit dem WLAN des Ladens)
cli-pdf-template-pod = --template { $template } druckt einen leeren Bogen ohne Turnier; --pod braucht eine Abenddatei
cli-pdf-template-and-file = { $file }: --template { $template } druckt einen leeren Bogen ohne Turnier; gib entweder FILE oder --template an, nicht beides
cli-pdf-needs-file = pdf braucht eine Turnierdatei (FILE) oder --template ID für einen leeren Bogen
cli-pdf-template-kind = --template druckt einen leeren Pod-Bogen; für --kind pairings, slips und standings braucht es eine Turnierdatei
cli-pdf-blank-kind = --blank gilt nur für --kind sheet
cli-pdf-round-kind = { $file }: --round { $round } druckt die Paarungen und Ergebniszettel einer Runde: Verwende es ohne --kind oder mit --kind pairings bzw. slips
cli-pdf-blank-not-sheet = { $file }: --blank druckt einen Pod-Bogen, aber dieses Turnier wird nicht auf einem Bogen gespielt
cli-pdf-no-round = { $file }: --round { $round }: Das Turnier hat die Runden 1 bis { $rounds }
cli-in-file = { $file }: { $error }
# TODO(read)
cli-held = { $problem } Es ist zurückgehalten: Es zählt nirgends, bis es korrigiert ist, und jedes andere Match zählt, wie es ist.
# TODO(read)
cli-held-row = { $file } Zeile { $line }: { $problem } Es ist zurückgehalten: Es zählt nirgends, bis es korrigiert ist, und jedes andere Match zählt, wie es ist.
cli-round-not-paired = Runde { $round } ist nicht gepaart: Es gibt nichts neu zu paaren, zu behalten oder zu vergeben
cli-round-not-stale = Runde { $round } passt zu dem, woraus sie gepaart wurde: Es gibt nichts neu zu paaren oder zu behalten
cli-cannot-repair = Runde { $round } kann nicht neu gepaart werden: { $why }
cli-give-not-out = { $name } ist nicht aus Runde { $round } ausgeschieden, während er dort gepaart ist: Nur das Match eines Spielers, der nach dem Paaren der Runde ausgestiegen ist (oder disqualifiziert wurde), kann vergeben werden
cli-repair-taken-out = { $count ->
    [one] Herausgenommen, bis die Spieler feststehen: Tisch { $tables }.
   *[other] Herausgenommen, bis die Spieler feststehen: Tische { $tables }.
}
cli-act-repair = Runde { $round } neu paaren: { $command }
cli-act-keep = Runde { $round } so lassen: { $command }
cli-act-give = { $name } den Matchsieg in Runde { $round } geben: { $command }
cli-playoff-disagrees = { $file }: { $flag } { $asked } passt nicht zum Cut des Turniers ({ $own }); lass die Angabe weg, dann gilt der Cut des Turniers
cli-playoff-own-top = Top { $top }
cli-playoff-own-after = nach Runde { $round }
cli-playoff-needs-top = { $file }: --top 8|4|2 ist nötig: Die Datei hat keinen eigenen Cut
cli-playoff-no-rounds = { $file }: --swiss-rounds { $asked }: Die Datei hat die Runden 1 bis { $rounds }
cli-pods-too-many = { $file }: { $names } Namen; an einem Abend verwaltet Podsheet höchstens { $most }
cli-pods-night-name = Draft-Abend
cli-unknown-template = unbekannte Bogenvorlage „{ $id }“; möglich sind: { $ids }
cli-serve-held = { $place }: Das Ergebnis wartet auf den Ladeninhaber (gemeldet: { $results }), denn { $why }
cli-serve-paired = { $event }, { $round }: { $tables ->
        [one] { $tables } Tisch gepaart; sein Zettel trägt
       *[other] { $tables } Tische gepaart; ihre Zettel tragen
    } die Codes der Spieler ({ $command })
cli-serve-pod-line = Pod { $pod }: { $line }

division-juniors = Junioren
division-seniors = Senioren
division-masters = Meister
cli-act-recut = Cut nach der aktuellen Tabelle neu machen: { $command }
cli-act-keep-cut = Cut so lassen, wie er gemacht wurde: { $command }
cli-event-of = { $name } (--pod { $pod } von { $pods })
cli-file-other-name = { $file } (ein anderer Name von { $other }, dieselbe Datei auf der Festplatte)
cli-file-hard-linked = { $file } hat { $links } Namen auf der Festplatte (harte Links): Podsheet speichert, indem es die Datei ersetzt, und die anderen Namen behielten den alten Stand. Behalte einen Namen (Datei kopieren, die anderen Namen löschen) und nimm diesen.
cli-serve-stuck = { $place }: { $why }
cli-serving-ipv6 = über IPv6 zählt jede Adresse aus dem /64 eines Netzes als ein Handy, also wartet jedes von Handys gemeldete Ergebnis auf dich (wie hinter einem NAT): Starte mit IPv4 (--bind 0.0.0.0), damit Ergebnisse von selbst eingehen
cli-serve-coded = { $event }, { $round }: { $tables ->
    [one] 1 Tisch hatte keine Meldecodes und hat sie bekommen; druck seinen Zettel neu
   *[other] { $tables } Tische hatten keine Meldecodes und haben sie bekommen; druck ihre Zettel neu
} ({ $command })
cli-playoff-needs-division = { $file }: Die Spieler spielen in Altersklassen, und jede Altersklasse hat ihr eigenes Playoff: Gib --division juniors, seniors oder masters an
cli-playoff-no-division = { $file }: Der Cut des Turniers hat kein Playoff für die Altersklasse { $division }
cli-playoff-not-by-division = { $file }: Der Cut des Turniers gilt für das ganze Turnier, nicht nach Altersklasse: Lass --division weg
cli-playoff-own-divisions = ein Cut nach Altersklasse: Gib auch --division an

cli-season-heading-tie =
    Saison über { $events ->
        [one] { $events } Abend
       *[other] { $events } Abende
    } — Punkte: Sieg { $win }, Unentschieden { $draw }, Niederlage { $loss }, Teilnahme { $attend }
cli-season-record-tie = S-N-U
