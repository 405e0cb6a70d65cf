# Le pagine dei giocatori sul telefono (src/web).

web-find-title = Trova il tuo nome
web-title-pairings = { $event }: abbinamenti
web-title-standings = { $event }: classifica
web-not-here = Non c'è
web-no-such-page = Questa pagina non esiste.
web-back-to-pairings = Torna agli abbinamenti
web-not-found = Non trovato
web-nothing-yet = Ancora niente da mostrare
web-not-shared = L'evento non è ancora stato condiviso.
web-nav-pairings = Abbinamenti
web-nav-standings = Classifica
web-nav-all-pods = Tutti i pod
web-footer = Podsheet · sola lettura · questa pagina si aggiorna da sola
web-language = Lingua
web-timer-stopped = (fermo)
web-time-up = Tempo!
web-no-pairings = Ancora nessun abbinamento: il turno 1 non è stato abbinato.
web-round-pairings = Abbinamenti: { $name }
web-find-then-table = Trova il tuo nome, poi vai al tuo tavolo.
web-player = Giocatore
web-table = Tavolo
web-opponent = Avversario
web-bye = bye
web-standings-after = Classifica dopo { $rounds ->
    [one] { $rounds } turno
   *[other] { $rounds } turni
}
web-rules-tap = Regole: { $rules }. Tocca il tuo nome per vedere perché sei in quella posizione.
web-left-out = { $step }: non si usa, perché il girone all'italiana è completo.
web-points = Punti
web-matches = Incontri
web-swipe = Scorri la tabella di lato per vedere tutti i tiebreaker.
web-percent-columns = Nelle colonne segnate con %, i numeri sono percentuali (senza il simbolo %).
web-won = vinto { $score }
web-lost = perso { $score }
web-drew = pareggiato { $score }
web-not-tied = { $name } non è a pari punti incontro con nessuno: è { $place } grazie ai soli punti incontro.
# In italiano l'ordinale si scrive sempre con «º» (1º, 2º, 11º).
ordinal = { $n }º
web-place-of = { $place } su { $count }
web-place-of-division = { $place } su { $count } ({ $division })
web-not-ranked = Non in classifica
web-points-record = { $points ->
    [one] { $points } punto
   *[other] { $points } punti
} · { $record }
web-deck = Mazzo: { $deck }
web-first-pick = Prima scelta: { $card }
web-round = Turno
web-result = Risultato
web-table-not-in = tavolo { $table }, risultato non ancora inserito
web-why-place = Perché { $place }?
web-why-not-ranked = Perché non in classifica?
web-compared = Il confronto con i giocatori vicini in classifica
web-tonight-pods-ask = Stasera ci sono { $count } pod: trova il tuo nome o scegli il tuo pod qui sotto.
web-your-name = Il tuo nome
web-find = Cerca
web-nobody-matches = Stasera nessun nome corrisponde a «{ $query }».
web-pod = Pod
web-tonights-pods = I pod di stasera
web-pod-players = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
web-nav-season = Stagione
web-season-title = Stagione
web-season-points = Punti per serata: { $win } per una vittoria, { $draw } per un pareggio, { $loss } per una sconfitta, { $attend } per la partecipazione.
web-season-events = Eventi
web-season-missing = mancante
# A round's life, batch 2
web-in-the-playoff = Ancora in corsa nel playoff
web-playoff-so-far = Il playoff finora
web-why-swiss-place = Perché { $place } dopo i turni svizzeri?
web-playoff-seed = Testa di serie { $seed } dei primi { $top } ({ $swiss } dopo i turni svizzeri).
web-playoff-won = { $round }: vittoria contro { $opponent }, { $score }.
web-playoff-lost = { $round }: sconfitta contro { $opponent }, { $score }.
web-playoff-to-play = { $round }: contro { $opponent }, non ancora giocato.
web-pairings-changed = Abbinamenti aggiornati alle { $time }: { $count ->
    [0] nessun tavolo è cambiato.
    [one] è cambiato il tavolo { $tables }.
   *[other] sono cambiati i tavoli { $tables }.
}
web-pairings-may-change = Questi abbinamenti possono cambiare: il negozio sta controllando un risultato, un ritiro o un'iscrizione in ritardo di prima.
# Results from the players' phones (issue 29)
web-table-extra = { $table } (+{ $minutes } min)
web-extra-minutes = +{ $minutes } min di tempo extra
web-report-result = { $a } { $score } { $b }
web-report-table = Tavolo { $table }: il risultato
web-report-ask = Comunica come è finito il tuo incontro. Prima vengono le partite di { $a }.
web-report-how = Oppure scrivilo, prima le partite di { $a } ({ $examples }):
web-report-send = Invia
web-report-yours-pending = Hai comunicato questo risultato. Ora { $other } lo conferma sul proprio telefono, con la sua metà del foglietto.
web-report-change = Hai comunicato il risultato sbagliato?
web-report-other-pending = { $other } ha comunicato il risultato qui sotto. Se è giusto, confermalo; se no, comunica com'è andata.
web-report-confirm = Conferma: { $result }
web-report-or-other = È andata diversamente:
web-report-confirmed = I due giocatori concordano. Il negozio inserirà il risultato.
web-report-disputed = I due giocatori hanno comunicato risultati diversi ({ $results }): decide il negozio. Se il tuo era sbagliato, correggilo.
web-report-has-result = Il risultato è stato inserito. Per cambiarlo, chiedi al negozio.
web-report-unknown = Nessun incontro ha questo codice: controllalo sul tuo foglietto o chiedi al negozio.
web-report-slowed = Troppi codici inviati da questo telefono non corrispondevano a nessun incontro: aspetta un minuto, poi riprova.
web-report-origin = Un risultato si può comunicare solo dalla pagina di Podsheet: apri l'indirizzo sul tuo foglietto.
web-report-too-big = Il testo inviato è troppo lungo: scrivi solo il risultato, per esempio 2-1.
web-report-taken = Il risultato era già stato inserito; non è cambiato niente. Per cambiarlo, chiedi al negozio.
web-footer-reports = Podsheet · sulla rete del negozio · questa pagina si aggiorna da sola
web-report-agreed-already = I due giocatori avevano già concordato: il tuo risultato è stato conservato come nota per il negozio e non ha cambiato niente. Per cambiare il risultato, chiedi al negozio.
web-report-flagged = Il negozio deve prima controllare questo incontro ({ $why }): chiedi al negozio.
web-report-half-pending = Questo risultato è stato comunicato con la tua metà del foglietto. { $other } lo conferma sul proprio telefono.
web-report-held = Questo risultato attende una verifica del negozio: { $why }.
web-report-impossible = Questo risultato è sospeso: { $why }. Non conta da nessuna parte finché il negozio non lo corregge; chiedi al negozio.
web-report-old-slip = Questo foglietto è di prima che ogni giocatore avesse la sua metà: un risultato comunicato con questo foglietto attende una verifica del negozio.
web-report-you-are = Questa è la metà del foglietto di { $name }: comunichi come { $name }.

## The cut stands after a fix (issue 35 part 4)

web-seeds-kept = Il tabellone mantiene le teste di serie con cui è stato fatto il taglio: un risultato corretto dopo sposta i giocatori nella classifica qui sotto, non nel tabellone (il taglio resta).
web-seed-now = ({ $seed }) { $name }: ora { $place } in classifica
web-reports-off = Questo evento non accetta risultati dal telefono: consegna il tuo foglietto al negozio.
web-busy = Il server è occupato; riprova tra un momento.
web-cut-may-change = Un risultato dei turni svizzeri è cambiato dopo il taglio e non c'è ancora nessun risultato di playoff: il negozio può rifare il taglio, quindi questo tabellone può cambiare.
web-report-replaced = Questo foglietto è stato sostituito: gli abbinamenti sono cambiati alle { $time }. Trova il tuo nuovo tavolo nella pagina degli abbinamenti e chiedi al negozio il nuovo foglietto.
web-report-full-mine = Hai inviato { $count } risultati con questa metà, il massimo per un telefono: vale l'ultimo. Per cambiarlo, chiedi al negozio.
web-report-full-half = Questa metà del foglietto ha ricevuto { $count } risultati da più telefoni, il massimo che accetta: chiedi al negozio.

web-report-how-dl = Oppure scrivilo, prima le partite di { $a } ({ $examples }), oppure dl per una doppia sconfitta:
web-report-double-loss = { $a } e { $b }: doppia sconfitta

web-season-points-tie = Punti per torneo: { $win } per una vittoria, { $draw } per un pareggio, { $loss } per una sconfitta, { $attend } per la partecipazione.
