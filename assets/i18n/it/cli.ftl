# La riga di comando (src/cli). JSON e CSV non cambiano con la lingua.

explain-no-ties = Nessun giocatore è a pari punti incontro: la classifica non ha bisogno di tiebreaker.
explain-not-tied = { $name } non è a pari merito con nessuno: { $rank }º posto con { $points } punti incontro.
cli-rank = Pos.
cli-name = Nome
cli-points = Punti
cli-konami-number = Tiebreaker
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
cli-file-locked = { $writer ->
    [app] { $file } è aperto in Podsheet (processo { $pid }), che lo scrive: chiudi prima lì il file, oppure fai comunicare i risultati ai giocatori dalla finestra di condivisione dell'app.
    [serve] { $file } è in scrittura da parte di podsheet serve --reports (processo { $pid }): fermalo prima (Ctrl+C dove è in esecuzione).
   *[other] { $file } è in scrittura da parte di un altro comando podsheet (processo { $pid }): riprova quando avrà finito.
}
cli-serve-confirmed = { $place }: { $score }, i due giocatori concordano, ognuno sul proprio telefono; scritto nel file.
cli-serve-disputed = { $place }: i due giocatori hanno comunicato risultati diversi ({ $results }); risolvi nell'app quando serve si è fermato (podsheet { $file })

## Added 2026-11-25 (issue 30)
cli-wrote = Salvato { $file }
cli-wrote-pdf = Creato { $file } ({ $pages ->
    [one] { $pages } pagina
   *[other] { $pages } pagine
}, { $kb } KB)
cli-wrote-night-pdf = Creato { $file } ({ $pods } pod, { $pages ->
    [one] { $pages } pagina
   *[other] { $pages } pagine
}, { $kb } KB)
cli-wrote-season-pdf = Creato { $file } ({ $kb } KB)
cli-serving = { $file } condiviso su { $url } ({ $mode }; Ctrl+C per interrompere).
cli-serving-loopback = Solo questo computer può aprirlo. Per i telefoni sulla rete del negozio, aggiungi --bind 0.0.0.0.
cli-reloaded = Ricaricato { $file }.
cli-serve-kept = podsheet serve: { $error }; le pagine restano all'ultima versione valida.
cli-cannot-listen = impossibile usare l'indirizzo { $address }: { $why } (forse la porta { $port } è usata da un altro programma; prova con --port)
cli-playoff-heading = Primi { $top } dopo { $rounds ->
    [one] { $rounds } turno svizzero
   *[other] { $rounds } turni svizzeri
}
cli-playoff-seeds = Teste di serie
cli-playoff-to-come = (da definire)
cli-playoff-match = { $a } v { $b }
cli-playoff-wins = vince { $name }
cli-playoff-held = { $score } sospeso: { $why }
cli-unknown-language = lingua sconosciuta «{ $tag }»; le lingue disponibili sono { $tags }
cli-bad-top = un playoff è ai primi 8, 4 o 2; «{ $value }» non è uno di questi
cli-bad-pod-size = un pod ha da { $least } a { $most } giocatori; «{ $value }» non è un numero valido per un pod
cli-unknown-preset = regole «{ $id }» sconosciute; le regole disponibili sono { $ids }
cli-explain-one-file = explain accetta un solo FILE (oppure --season con i file della stagione)
cli-explain-players = explain accetta un --player (il suo gruppo a pari merito) o due (cosa decide l'ordine tra loro)
cli-no-player = { $file }: nessun giocatore di nome «{ $name }» (giocatori: { $names })
cli-player-ambiguous = { $file }: «{ $name }» corrisponde a più giocatori ({ $names }): scrivi una parte più lunga del nome
cli-loopback-address = --address { $url } raggiunge solo questo computer: nessun telefono può aprire l'indirizzo stampato. Indirizzi di rete di questa macchina: { $addresses }; avvia serve con --bind su uno di essi e stampa con --address { $example }
cli-loopback-no-network = --address { $url } raggiunge solo questo computer: nessun telefono può aprire l'indirizzo stampato, e questa macchina non ha un indirizzo di rete (collegala al Wi-Fi del negozio)
cli-pdf-template-pod = --template { $template } stampa un foglio vuoto, senza evento; --pod richiede un file di serata
cli-pdf-template-and-file = { $file }: --template { $template } stampa un foglio vuoto, senza evento; indica FILE oppure --template, non entrambi
cli-pdf-needs-file = pdf richiede un file di evento (FILE) oppure --template ID per un foglio vuoto
cli-pdf-template-kind = --template stampa un foglio pod vuoto; --kind pairings, slips e standings richiedono un file di evento
cli-pdf-blank-kind = --blank vale solo con --kind sheet
cli-pdf-round-kind = { $file }: --round { $round } stampa abbinamenti e foglietti dei risultati di un turno: usalo senza --kind, oppure con --kind pairings o slips
cli-pdf-blank-not-sheet = { $file }: --blank stampa un foglio pod, ma questo evento non si gioca su un foglio pod
cli-pdf-no-round = { $file }: --round { $round }: l'evento ha i turni da 1 a { $rounds }
cli-in-file = { $file }: { $error }
# TODO(read)
cli-held = { $problem } È sospeso: non conta da nessuna parte finché non viene corretto, e ogni altro incontro conta così com'è.
# TODO(read)
cli-held-row = { $file } riga { $line }: { $problem } È sospeso: non conta da nessuna parte finché non viene corretto, e ogni altro incontro conta così com'è.
cli-round-not-paired = il turno { $round } non è abbinato: non c'è niente da riabbinare, tenere o dare
cli-round-not-stale = il turno { $round } corrisponde a ciò da cui è stato abbinato: non c'è niente da riabbinare né da tenere
cli-cannot-repair = il turno { $round } non si può riabbinare: { $why }
cli-give-not-out = { $name } non ha lasciato il torneo dopo l'abbinamento del turno { $round }: si può dare solo l'incontro di chi ha lasciato il torneo (o ne è stato escluso) dopo l'abbinamento del turno
cli-repair-taken-out = { $count ->
    [one] Tolto finché non si sanno i giocatori: tavolo { $tables }.
   *[other] Tolti finché non si sanno i giocatori: tavoli { $tables }.
}
cli-act-repair = per riabbinare il turno { $round }: { $command }
cli-act-keep = per tenere il turno { $round } così com'è: { $command }
cli-act-give = per dare a { $name } la vittoria dell'incontro del turno { $round }: { $command }
cli-playoff-disagrees = { $file }: { $flag } { $asked } non corrisponde al taglio già registrato nell'evento ({ $own }); omettilo per usare quel taglio
cli-playoff-own-top = primi { $top }
cli-playoff-own-after = dopo il turno { $round }
cli-playoff-needs-top = { $file }: serve --top 8|4|2, perché il file non ha un taglio registrato
cli-playoff-no-rounds = { $file }: --swiss-rounds { $asked }: il file ha i turni da 1 a { $rounds }
cli-pods-too-many = { $file }: { $names } nomi; in una serata Podsheet gestisce al massimo { $most } giocatori
cli-pods-night-name = Serata draft
cli-unknown-template = modello di foglio «{ $id }» sconosciuto; i modelli disponibili sono { $ids }
cli-serve-held = { $place }: aspetta una decisione del titolare del negozio (comunicato: { $results }), perché { $why }
cli-serve-paired = { $event }, { $round }: { $tables ->
        [one] { $tables } tavolo abbinato; il suo foglietto riporta
       *[other] { $tables } tavoli abbinati; i loro foglietti riportano
    } i codici dei giocatori ({ $command })
cli-serve-pod-line = pod { $pod }: { $line }

division-juniors = Junior
division-seniors = Senior
division-masters = Master
cli-act-recut = per rifare il taglio dalla classifica attuale: { $command }
cli-act-keep-cut = per tenere il taglio com'è stato fatto: { $command }
cli-event-of = { $name } (--pod { $pod } di { $pods })
cli-file-other-name = { $file } (un altro nome di { $other }, lo stesso file sul disco)
cli-file-hard-linked = { $file } ha { $links } nomi sul disco (collegamenti fisici): Podsheet salva sostituendo il file, e gli altri nomi resterebbero con la versione vecchia. Tieni un solo nome (copia il file, elimina gli altri nomi) e usa quello.
cli-serve-stuck = { $place }: { $why }
cli-serving-ipv6 = su IPv6 ogni indirizzo del /64 di una rete conta come un solo telefono, quindi ogni risultato comunicato dai telefoni aspetta te (come dietro un NAT): servi su IPv4 (--bind 0.0.0.0) perché i risultati entrino da soli
cli-serve-coded = { $event }, { $round }: { $tables ->
    [one] 1 tavolo non aveva codici per comunicare il risultato e li ha ricevuti; ristampa il suo foglietto
   *[other] { $tables } tavoli non avevano codici per comunicare il risultato e li hanno ricevuti; ristampa i loro foglietti
} ({ $command })
cli-playoff-needs-division = { $file }: i giocatori giocano per categorie d'età e ogni categoria ha il proprio playoff: indica --division juniors, seniors o masters
cli-playoff-no-division = { $file }: il taglio dell'evento non ha un playoff per la categoria { $division }
cli-playoff-not-by-division = { $file }: il taglio dell'evento è dell'intero evento, non per categoria: togli --division
cli-playoff-own-divisions = un taglio per categoria: indica anche --division

cli-season-heading-tie = Stagione di { $events ->
    [one] { $events } evento
   *[other] { $events } eventi
} — punti: vittoria { $win }, pareggio { $draw }, sconfitta { $loss }, partecipazione { $attend }
cli-season-record-tie = V-S-P
