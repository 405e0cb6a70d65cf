# Die Sätze der Kommandozeile für Menschen (src/cli). Ihr JSON und CSV
# ändern sich nie mit der Sprache.

explain-no-ties = Niemand liegt bei den Matchpunkten gleichauf: Die Tabelle braucht keine Tiebreaker.
explain-not-tied = { $name } liegt mit niemandem gleichauf: Platz { $rank } allein durch { $points } Matchpunkte.

## Tabellen für Menschen (JSON und CSV ändern sich nie)

cli-rank = Platz
cli-name = Name
cli-points = Pkt.
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
cli-season-events = Abende
cli-season-record = S-N-U
# Results from the players' phones (issue 29)
cli-serve-read-only = nur lesend
cli-serve-reports = die Spieler melden Ergebnisse über ihre Handys; jedes bestätigte Ergebnis wird in die Datei geschrieben
cli-serve-locked = { $file } ist in Podsheet geöffnet (Prozess { $pid }; Sperrdatei { $lock }): Lass die Spieler über das Teilen-Fenster der App melden oder schließe die Datei dort zuerst. Läuft Podsheet nicht, lösche die Sperrdatei.
cli-serve-confirmed = Tisch { $table }, { $place }: { $score }, beide Handys stimmen überein; in die Datei geschrieben.
cli-serve-disputed = { $place }: Die Handys sind sich uneinig ({ $results }); kläre es in der App oder in der Datei
