# La riga di comando (src/cli). JSON e CSV non cambiano con la lingua.

explain-no-ties = Nessun giocatore è a pari punti incontro: la classifica non ha bisogno di tiebreaker.
explain-not-tied = { $name } non è a pari merito con nessuno: { $rank }º posto con { $points } punti incontro.
cli-rank = Pos.
cli-name = Nome
cli-points = Punti
cli-matches = Incontri
cli-games = Partite
cli-decided-by = Deciso da
cli-standings-heading = { $event } — regole: { $rules }, { $rounds ->
    [one] { $rounds } turno giocato
   *[other] { $rounds } turni giocati
}
cli-left-out = ({ $step } escluso: il girone all'italiana è completo)
cli-pod-of = Pod { $pod } di { $pods }
cli-table = Tavolo
cli-box = Casella
cli-player = Giocatore
cli-opponent = Avversario
cli-bye = (bye)
cli-why = Perché:
cli-flip-needed = L'incontro pareggiato del turno { $round }{ $what } richiede un lancio di moneta prima di poter riempire tutte le caselle: apri l'evento nell'app per lanciarla.
cli-flip-box-match = {" "}(casella { $letter }, { $a } v { $b })
cli-flip-match = {" "}({ $a } v { $b })
cli-pod-players = Pod { $pod }: { $players } giocatori, { $sheet }
cli-seed-again = Seme { $seed }: `--seed { $seed }` ridà gli stessi pod.

# season (issue 28)

cli-season-left-out = podsheet: l'evento { $event } resta fuori dalla stagione: { $error }
cli-season-points-flag = --points: { $why }
cli-season-points-remembered = i punti salvati nel file di stagione: { $why }
cli-season-heading = Stagione di { $events ->
    [one] { $events } evento
   *[other] { $events } eventi
} — punti: vittoria { $win }, pareggio { $draw }, sconfitta { $loss }, partecipazione { $attend }
cli-season-missing = Manca l'evento { $event } ({ $file }): { $error }
cli-season-events = Eventi
cli-season-record = V-S-P
# Results from the players' phones (issue 29)
cli-serve-read-only = sola lettura
cli-serve-reports = i giocatori comunicano i risultati dal telefono; ogni risultato confermato viene scritto nel file
cli-serve-locked = { $file } è aperto in Podsheet (processo { $pid }; il suo file di blocco è { $lock }): fai comunicare i risultati ai giocatori dalla finestra di condivisione dell'app, oppure chiudi prima lì il file. Se Podsheet non è in esecuzione, elimina il file di blocco.
cli-serve-confirmed = Tavolo { $table }, { $place }: { $score }, i due telefoni concordano; scritto nel file.
cli-serve-disputed = { $place }: i telefoni non concordano ({ $results }); risolvi nell'app o nel file
