# Spiegazioni delle parità (src/text/explain), in italiano. Termini come
# nelle Regole di Torneo di Magic in italiano (vedi GLOSSARY.md).

step-match-points = punti incontro
step-omp = punti incontro degli avversari
step-omw = percentuale di incontri vinti dagli avversari
step-gpg = media punti per partita
step-gw = percentuale di partite vinte
step-ogw = percentuale di partite vinte dagli avversari
step-oomw = percentuale di incontri vinti dagli avversari degli avversari
step-cumulative = tiebreaker cumulativo
step-ow = percentuale di vittorie degli avversari
step-oow = percentuale di vittorie degli avversari degli avversari
step-win-resistance = resistenza delle vittorie
step-win-resistance-resistance = resistenza delle vittorie dei battuti
short-match-points = Punti
short-match-wins = Vittorie
short-omp = PIA
short-omw = OMW%
short-gpg = Pt/P
short-gw = GW%
short-ogw = OGW%
short-oomw = OOMW%
short-cumulative = Cum
short-ow = OW%
short-oow = OOW%
short-win-resistance = RV
short-win-resistance-resistance = RVB
decider-roll = un sorteggio salvato
decider-entry-order = l'ordine di iscrizione
percent = { $value }%
points = { $count ->
    [one] { $count } punto
   *[other] { $count } punti
}
phrase-separator = {"; "}
sentence-separator = {" "}
order-separator = {", "}
then-separator = {", poi "}
note-separator = {", "}
tie-open = { $players } sono a pari merito con { $points }.
ranking-is = L'ordine è { $order }.
step-first = { $step }: { $detail }
step-go-to = Per { $players } si passa a «{ $step }»: { $detail }
step-each-set = { $step }, per ogni gruppo ancora in parità. { $parts }
set-part = { $players }: { $detail }
set-detail = { $phrases }. { $outcome }
skip-round-robin = Il criterio «{ $step }» non viene usato: tutti hanno giocato contro tutti, quindi non distingue i giocatori.
fallback-roll-missing = { $players } sono pari in ogni tiebreaker. Decide un sorteggio; non è ancora stato fatto, quindi finché non si fa sono elencati nell'ordine di iscrizione: { $order }.
fallback-decides = { $players } sono pari in ogni tiebreaker; decide { $decider }: { $order }.
outcome-still-tied = { $players } sono ancora a pari merito.
outcome-ahead = { $ahead } è davanti a { $behind }.
outcome-orders = L'ordine diventa { $order }.
outcome-in-order = In ordine: { $parts }.
outcome-part-tied = { $players } (ancora a pari merito)
pair-disqualified = { $name } è squalificato e non è in classifica.
pair-ahead-on-points = { $ahead } ({ $ahead_points }) è davanti a { $behind } ({ $behind_points }) per punti incontro.
match-wins =
    { $count ->
    [one] { $count } incontro vinto
    *[other] { $count } incontri vinti
    }
pair-ahead-on-wins = { $ahead } ({ $ahead_points }) è davanti a { $behind } ({ $behind_points }) per incontri vinti.
pair-tied = { $ahead } e { $behind } sono a pari merito con { $points }.
pair-equal-on = Sono pari anche per { $steps }.
step-with-value = «{ $step }» ({ $value })
pair-first-orders = Il primo tiebreaker che li separa è «{ $step }»: { $ahead_phrase }; { $behind_phrase }. { $ahead } è davanti.
pair-equal-every = Sono pari in ogni tiebreaker; { $decider } mette davanti { $ahead }.
phrase-points = { $who }: { $points } ({ $won } vinti, { $drawn } pareggiati, { $byes ->
    [one] { $byes } bye
   *[other] { $byes } bye
})
phrase-points-per-game = { $who }: { $points ->
    [one] { $points } punto
   *[other] { $points } punti
} in { $games ->
    [one] { $games } partita
   *[other] { $games } partite
} = { $value }
phrase-game-points = { $who }: { $points ->
    [one] { $points } punto partita
   *[other] { $points } punti partita
} su { $possible } possibili = { $value }
phrase-game-points-floored = { $who }: { $points ->
    [one] { $points } punto partita
   *[other] { $points } punti partita
} su { $possible } possibili = { $value } ({ $raw } portato al minimo)
phrase-no-opponents = { $who } non ha ancora avversari, quindi conta { $value }
phrase-opponent-points = gli avversari di { $who } hanno { $items } = { $sum } / { $count } = { $value }
opponent-points-floored = { $points } ({ $record } conta come { $points ->
    [one] { $points } punto
   *[other] { $points } punti
})
phrase-opponents = avversari di { $who }: { $items } = { $sum } / { $count } = { $value }
opponent-value = { $opponent } { $value }
opponent-value-notes = { $opponent } { $value } ({ $notes })
note-raised = { $raw } portato al minimo di { $used }
with-bye-note = { $phrase }; { $count ->
    [one] il bye di { $who } nel turno { $rounds } non ha un avversario da contare
   *[other] i bye di { $who } nei turni { $rounds } non hanno un avversario da contare
}
beaten = { $opponent } ({ $value })
beaten-resistance = { $opponent } (resistenza { $value })
drew = pareggio con { $opponent } ({ $value } / 3 = { $used })
drew-resistance = pareggio con { $opponent } (resistenza { $value } / 3 = { $used })
beaten-bye = il bye (0)
beat-no-one = { $who } non ha battuto nessuno: 0
beat = { $who } ha battuto { $items }: totale { $total }
pool-round = { $earned } → { $pool }
phrase-pools = { $who }: punti per turno e bonus { $rounds } = { $value }
preset-pod-rr = foglio girone all'italiana da 7: punti, resistenza delle vittorie
preset-pod-swiss = fogli svizzeri da 8/10: tiebreaker DCI, bye 0-0
preset-mtr = Regole di Torneo di Magic, Appendice C (minimo 0,33)
preset-wotc = classifiche pubblicate da Wizards (minimo 1/3)
preset-melee = melee.gg (partite pareggiate valgono 0)
preset-wer = Wizards Event Reporter (bye esclusi dal PMW%)
preset-wer-team = eventi a squadre WER (OOMW%)
preset-cumulative = eventi premier dei primi anni 2010 (cumulativo)
preset-custom = opzioni personali
source-player = giocatore { $number }
source-winner = vincente { $letter }
source-loser = perdente { $letter }
source-waiting-flip = { $source }: in attesa del lancio della moneta in { $letter }
validate-no-name = Il giocatore { $number } non ha un nome.
validate-same-name = Due giocatori si chiamano { $name }: aggiungi a uno un cognome o un'iniziale.
validate-unknown-player = { $place }: indica un giocatore che non è sul foglio.
validate-against-themselves = { $place }: { $name } è abbinato contro sé stesso.
validate-two-matches = Turno { $round }: { $name } è in due incontri ({ $first } e { $place }).
validate-dropped-has-result = { $round ->
    [0] { $place }: { $name } è assente (fuori prima del turno 1) ma ha un risultato qui.
   *[other] { $place }: { $name } ha lasciato il torneo dopo il turno { $round } ma ha un risultato qui.
}
validate-joined-has-result = { $place }: { $name } è entrato nel turno { $round } ma ha un risultato qui.
validate-no-result = { $place }: ancora nessun risultato.
validate-cannot-happen = { $place }: { $score } è impossibile: { $why }.
validate-intentional-draw = { $place }: { $score } è un pareggio intenzionale, che questo foglio non ammette.
validate-shared-seat = { $first } e { $second } hanno entrambi il posto { $seat }: dai a uno dei due un altro posto.
impossible-best-of-one = in partita singola un incontro è una sola partita: vittoria, sconfitta o pareggio (1-0, 0-1 o 0-0-1)
impossible-over-two = al meglio delle tre un giocatore si ferma a 2 partite vinte
impossible-both-two = al meglio delle tre i due giocatori non possono vincere entrambi 2 partite
impossible-too-many = nessun incontro ha così tante partite
place-quarterfinal = Quarto di finale { $label } ({ $a } vs { $b })
place-semifinal = Semifinale { $label } ({ $a } vs { $b })
place-final = Finale ({ $a } vs { $b })
place-match = Turno { $round }, tavolo { $table } ({ $a } vs { $b })
place-box = Turno { $round }, tavolo { $table }, casella { $label } ({ $a } vs { $b })
place-bye = Turno { $round } ({ $a } ha il bye)
unknown-player = un giocatore sconosciuto
text = { $text }
pair-rematch = { $a } e { $b } si incontrano di nuovo: nessun abbinamento di questo turno evita ogni rivincita.
float-odd = resta da abbinare un numero dispari di giocatori a { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
float-rematch = i giocatori rimasti a { $points ->
    [one] { $points } punto
   *[other] { $points } punti
} non possono giocare tutti tra loro senza una rivincita
float-down = { $high } ({ $high_points ->
    [one] { $high_points } punto
   *[other] { $high_points } punti
}) scende a giocare con { $low } ({ $low_points ->
    [one] { $low_points } punto
   *[other] { $low_points } punti
}): { $why }.
bye-everyone-had-one = { $name } riceve il bye: tutti ne hanno già avuto uno, e { $name } è il più basso in classifica che può prenderlo senza una rivincita.
bye-again = { $name } riceve di nuovo un bye: chi non l'ha ancora avuto serve altrove per evitare una rivincita.
bye-lowest = { $name } riceve il bye: è il più basso in classifica senza un bye.
bye-lowest-others = { $name } riceve il bye: è il più basso in classifica senza un bye che può prenderlo senza causare una rivincita ({ $others } non potevano).
pair-random = Il turno { $round } è abbinato a sorte (seme salvato { $seed }).
pair-random-within-points = Il turno { $round } è abbinato a sorte tra giocatori con gli stessi punti, e chi resta scende a sorte (seme salvato { $seed }).
pair-across-seat = Nel turno { $round } si gioca contro chi siede di fronte, per posto: ognuno affronta chi è a metà tavolo di distanza.
pair-across-number = Nel turno { $round } si gioca contro chi sta di fronte, per numero: ognuno affronta chi è a metà elenco di distanza.
bye-odd-last = { $name } riceve il bye: i giocatori sono dispari ed è l'ultimo nell'ordine.
round-robin-sheet-round = Turno { $round } del calendario del foglio da 7.
round-robin-round = Turno { $round } del calendario del girone all'italiana (metodo del cerchio, { $players } giocatori).
bye-absent-opponent = { $name } riceve un bye: l'avversario previsto, { $absent }, non gioca questo turno.
records-absent = { $name } non gioca nel turno { $round }: i percorsi del foglio non valgono più, quindi dal turno { $round } si abbina per record.
records-draws = { $count } incontri sono finiti in pareggio ({ $boxes }): i percorsi del foglio non valgono più, quindi dal turno { $round } si abbina per record.
records-off-sheet = Il turno { $round } ha tavoli abbinati per record quando è stato riabbinato: i percorsi del foglio non valgono più, quindi dal turno { $round } si abbina per record.
draw-in-round = turno { $round }
flip-sends = La casella { $letter } ({ $a } v { $b }) è finita in pareggio: il lancio della moneta manda avanti { $winner } come vincente.
swap-round-three = { $x } e { $y } hanno pareggiato nel turno 1 ed entrambi hanno { $points ->
    [one] { $points } punto incontro
   *[other] { $points } punti incontro
} dopo il turno 2: si scambiano il posto per il turno 3.
no-swap = { $x } e { $y } hanno pareggiato nel turno 1 ma hanno { $x_points } e { $y_points } punti incontro dopo il turno 2: nessuno scambio, vale il lancio della moneta.
score-not-a-score = «{ $text }» non è un punteggio: scrivi le partite vinte, perse e pareggiate (2-1, 21, 2-1-1), oppure w, l, o id per un pareggio intenzionale
score-which-draw = «{ $text }» non dice quale pareggio: scrivi le partite come sono state giocate, 1-1 (la partita 3 non è mai iniziata) o 1-1-1 (il tempo è scaduto durante la partita 3), oppure id per un pareggio intenzionale (0-0-3)
score-too-many-games = «{ $text }»: nessun incontro ha così tante partite
score-empty = 0-0 non è un risultato: lascia vuota la casella finché l'incontro non è giocato; un pareggio intenzionale è 0-0-3 (scrivi id)
lang-preparing = { $language } è ancora in traduzione: ciò che manca compare in inglese.
lang-pseudo = { $tag } è la pseudo-lingua: inglese accentato e più lungo di circa il 40%, per controllare l'impaginazione.
name-control-character = contiene un carattere di controllo
name-too-long = supera i { $max } caratteri
name-twice = «{ $name }» è già alla riga { $line } («{ $first }»): ogni giocatore una volta sola
night-no-pod = Non c'è il pod { $pod }.
night-pod-has-results = Il pod { $pod } ha già dei risultati: i suoi giocatori non possono più cambiare.
night-pod-keeps-rounds = Il pod { $pod } mantiene i propri turni e posti (non è più come la serata l'ha distribuito): qui nessuno entra né esce. Un assente viene ritirato prima del turno 1.
night-no-show-played = { $name } ha un risultato nel turno { $round }, quindi non è assente: segna invece il ritiro dopo un turno (il menu … accanto al nome).
night-pod-full = Il pod { $pod } è pieno ({ $max } giocatori).
night-pod-no-player = Il pod { $pod } non ha il giocatore { $player }.
night-type-name = Scrivi il nome del nuovo giocatore.
night-already-playing = { $name } gioca già stasera.
night-pod-full-start-new = Il pod { $pod } è pieno: apri invece un nuovo pod.
night-only-pod = L'unico pod della serata deve avere almeno un giocatore.
check-no-round = non c'è il turno { $round }
check-swap-unknown-player = uno dei due giocatori non è in questo torneo: sceglili di nuovo
check-not-playing = { $name } è abbinato nel turno { $round } ma non lo gioca.
check-against-themselves = { $name } è abbinato contro sé stesso.
check-rematch = { $a } e { $b } hanno già giocato tra loro: è una rivincita.
check-second-bye = { $name } riceve un secondo bye mentre { $waiting } non { $count ->
    [one] ne ha avuto
   *[other] ne hanno avuto
} nessuno.
check-paired-times = { $name } è abbinato { $times } volte nel turno { $round }.
check-not-paired = { $name } non è abbinato nel turno { $round }.
check-swap-has-result = L'incontro di { $name } ha già un risultato: cancellalo prima dello scambio.
pod-format-round-robin-7 = foglio girone all'italiana da 7
pod-format-swiss-8 = foglio svizzero da 8
pod-format-swiss-10 = foglio svizzero da 10
pod-format-swiss = svizzera
pod-plays = { $format } · { $games ->
    [1] partita singola
    [3] al meglio delle tre
   *[other] al meglio delle { $games }
} · { $rounds ->
    [one] { $rounds } turno
   *[other] { $rounds } turni
} da { $minutes } min
pairing-not-finished = il turno { $round } non è finito: { $missing ->
    [one] manca { $missing } risultato
   *[other] mancano { $missing } risultati
}
pairing-over = l'evento è finito: giocati tutti i { $rounds } turni
pairing-too-few = nessuno da abbinare: { $active ->
    [one] { $active } giocatore attivo
   *[other] { $active } giocatori attivi
} nel turno { $round }
pairing-too-many = la svizzera abbina al massimo { $max } giocatori; il turno { $round } ne ha { $active }
pairing-round-robin-size = un girone all'italiana richiede da 3 a 16 giocatori; questo evento ne ha { $players }
pairing-sheet-players = il foglio da { $expected } richiede giocatori numerati da 1 a { $expected }: { $problem }
sheet-players-count = questo evento ne ha { $players }
sheet-players-number = { $name } ha il numero { $number }
sheet-players-twice = il numero { $number } è dato due volte
pairing-seed-needed = il turno { $round } è abbinato a sorte: prima estrai un seme di abbinamento
pairing-not-planned = i risultati importati non prevedono un turno successivo
pods-no-players = la lista delle iscrizioni non ha nomi
pods-bad-size = un pod ha da { $min } a { $max } giocatori; { $size } non è un numero valido per un pod
playoff-seeded = Primi { $top } dopo { $rounds } turni svizzeri: teste di serie 1 v { $top }, 2 v { $second }… secondo la classifica svizzera.
playoff-round = { $name } dei primi { $top }: si incontrano i vincenti del turno precedente.
playoff-needs-winner = { $place }: { $score } non dà un vincente; un incontro di playoff ne ha bisogno.
playoff-error = Il playoff non può proseguire: { $why }
cut-not-swiss = Solo un evento svizzero si taglia ai primi 8, 4 o 2.
cut-not-finished = Il turno { $round } non è finito: il taglio arriva quando ci sono tutti i risultati della svizzera.
cut-too-few = Un taglio ai primi { $top } richiede { $top } giocatori; questo evento ne ha { $players }.
cut-already = Questo evento è già stato tagliato ai primi { $top }.
playoff-quarterfinals = Quarti di finale
playoff-semifinals = Semifinali
playoff-final = Finale
season-no-ties = Nessun giocatore è a pari punti stagione: la classifica della stagione non ha bisogno di tiebreaker.
season-tied = { $ahead } e { $behind } hanno entrambi { $points ->
    [one] { $points } punto stagione
   *[other] { $points } punti stagione
}.
season-by-matches-won = { $ahead } è davanti per incontri vinti nella stagione: { $ahead_count } a { $behind_count }.
season-by-fewer-losses = Hanno vinto gli stessi incontri ({ $won }); { $ahead } è davanti per meno incontri persi: { $ahead_count } a { $behind_count }.
season-by-events = Hanno vinto e perso gli stessi incontri; { $ahead } è davanti per eventi giocati: { $ahead_count } a { $behind_count }.
season-by-first-seen = Sono pari in ogni criterio; { $ahead } è arrivato prima nella stagione (evento { $ahead_event }, { $behind } nell'evento { $behind_event }).
season-by-entry = Sono pari in ogni criterio ed entrambi sono arrivati per la prima volta all'evento { $event }; { $ahead } vi è stato iscritto prima.
season-placed = { $event }: { $name } riceve { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}, non i { $earned } dei suoi incontri e della partecipazione: ogni posizione dei playoff riceve almeno un punto in più della migliore delle posizioni sotto di essa.
template-round-robin-7 = Girone all'italiana da 7
template-swiss-8 = Svizzera da 8
template-swiss-10 = Svizzera da 10
template-single-elimination-8 = Eliminazione diretta da 8
template-round-robin-6-double = Doppio girone all'italiana da 6
template-swiss-9 = Svizzera da 9 con un bye a turno
heading-round-robin-7 = 7 giocatori: partita singola, ognuno gioca una volta contro ogni altro (sette turni). 20 minuti per turno.
heading-swiss-8 = 8 giocatori: al meglio delle tre, svizzera (tre turni). 50 minuti per turno.
heading-swiss-10 = 10 giocatori: al meglio delle tre, svizzera (tre turni). 50 minuti per turno.
heading-single-elimination-8 = 8 giocatori: al meglio delle tre, eliminazione diretta (tre turni). 50 minuti per turno.
heading-round-robin-6-double = 6 giocatori: partita singola, ognuno gioca due volte contro ogni altro (dieci turni). 20 minuti per turno.
heading-swiss-9 = 9 giocatori: al meglio delle tre, svizzera (tre turni), un bye a ogni turno. 50 minuti per turno.
# A round's life (docs/rules.md §6)
round-name = Turno { $round }
pairing-waits = Il turno { $round } aspetta: { $place }, { $score } è impossibile: { $why }.
playoff-draw-why = un incontro di playoff richiede un vincente
cut-has-playoff-results = un incontro di playoff ha già un risultato
life-not-stale = Il turno { $round } corrisponde ai suoi risultati: non c'è niente da riabbinare.
life-off-sheet-waits = un risultato che resta non corrisponde più al foglio, quindi gli altri tavoli si abbinano per record, il che attende un risultato in { $place }
life-off-sheet-flip = un risultato che resta non corrisponde più al foglio, quindi gli altri tavoli si abbinano per record, il che attende il lancio della moneta di { $place }
life-off-sheet-waits-all = un risultato che resta non corrisponde più al foglio, quindi gli altri tavoli si abbinano per record, il che attende che ogni casella precedente sia decisa
life-not-paired = { $name } non è abbinato nel turno { $round }.
life-bye-no-opponent = { $name } ha il bye nel turno { $round }: non c'è un avversario a cui dare l'incontro; riabbina invece il turno.
life-has-result = L'incontro di { $name } nel turno { $round } ha già un risultato.
life-opponent-out = Anche { $opponent } non gioca più il turno { $round }: non c'è nessuno a cui dare la vittoria dell'incontro; riabbina invece il turno.
life-cut-not-stale = Il taglio corrisponde alla classifica svizzera: non c'è niente da rifare.
life-no-result = vuota
life-bye-result = bye
cause-list = { $items }
cause-result = il tavolo { $table } del turno { $round } è passato da { $from } a { $to }
cause-result-cleared = il risultato del tavolo { $table } del turno { $round } è stato cancellato (era { $from })
cause-dropped = { $after ->
    [0] { $name } è stato segnato assente
   *[other] { $name } ha lasciato il torneo dopo il turno { $after }
}
cause-disqualified = { $name } è stato squalificato
cause-came = { $name } è entrato
cause-differs = sono cambiati i risultati precedenti
cause-more = { $count ->
    [one] c'è stata un'altra modifica
   *[other] ci sono state altre { $count } modifiche
}
life-stale = il turno { $round } è stato abbinato, ma poi { $causes }
life-stale-legacy = il turno { $round } non corrisponde più a un nuovo abbinamento dei turni precedenti
life-advice-repair = riabbinalo (ancora nessun risultato)
life-advice-repair-rest = { $played ->
    [one] il risultato inserito resta
   *[other] i { $played } risultati inseriti restano
}; riabbina { $open ->
    [one] il tavolo senza risultato ({ $tables })
   *[other] i tavoli senza risultato ({ $tables })
}
life-advice-cannot = non si può ancora riabbinare: { $why }
life-dropped-paired = { $after ->
    [0] { $name } è assente ma è abbinato nel turno { $round } contro { $opponent }; riabbina il turno { $round } o dai la vittoria dell'incontro a { $opponent }
   *[other] { $name } ha lasciato il torneo dopo il turno { $after } ma è abbinato nel turno { $round } contro { $opponent }; riabbina il turno { $round } o dai la vittoria dell'incontro a { $opponent }
}
life-dropped-bye = { $after ->
    [0] { $name } è assente ma ha il bye nel turno { $round }; riabbina il turno { $round }
   *[other] { $name } ha lasciato il torneo dopo il turno { $after } ma ha il bye nel turno { $round }; riabbina il turno { $round }
}
life-disqualified-paired = { $name } è squalificato ma è abbinato nel turno { $round }; riabbina il turno { $round }
life-stale-cut = il taglio ai primi { $top } è stato fatto, ma poi { $causes }
life-stale-cut-legacy = il taglio ai primi { $top } non corrisponde più alla classifica svizzera
life-advice-recut = rifai il taglio (ancora nessun risultato di playoff)
life-advice-cut-stands = il taglio resta: { $why }
life-warning = { $what }; { $advice }
change-repaired = Il turno { $round } è stato riabbinato alle { $time } perché { $causes }: { $count ->
    [0] nessun tavolo è cambiato
    [one] è cambiato il tavolo { $tables }
   *[other] sono cambiati i tavoli { $tables }
}.
change-kept = Il turno { $round } è stato tenuto com'era alle { $time }, anche se { $causes }.
change-conceded = { $name } ha lasciato il torneo dopo l'abbinamento del turno { $round }: la vittoria dell'incontro è andata a { $opponent } ({ $time }).
change-recut = Il taglio ai primi { $top } è stato rifatto alle { $time } perché { $causes }.
change-cut-kept = Il taglio ai primi { $top } è stato tenuto alle { $time }, anche se { $causes }.
cause-repaired = il turno { $round } è stato riabbinato
# The end of a sentence the app makes from a clause.
sentence-end = .
life-all-played = ogni tavolo del turno ha un risultato
life-advice-all-played = i suoi risultati restano (si corregge e si prosegue): tienilo così com'è
# A round's life, batch 2
rounds-not-swiss = Solo un evento svizzero ha un numero di turni da impostare: un foglio o un girone all'italiana ha il suo.
rounds-after-cut = Lo svizzero è già tagliato per il playoff: il numero di turni è deciso.
rounds-below-played = Lo svizzero non può finire dopo il turno { $rounds }: il turno { $played } ha già dei risultati.
rounds-too-many = { $rounds } turni sono più di quanti ne possa avere un evento ({ $max }).
dropped-mark = { $round ->
    [0] (assente)
   *[other] (drop dopo il turno { $round })
}
held-mark = ({ $round }: { $score } sospeso)
held-result = { $score } sospeso: { $why } (non conta da nessuna parte finché il negozio non lo corregge)
# The end of a round (issue 29)
round-end-table = Tavolo { $table }: { $a } vs { $b }
round-end-extra = { $line } (+{ $minutes } min)
round-end-extra-left = { $line } (+{ $minutes } min: restano { $left })
round-end-extra-up = { $line } (+{ $minutes } min: tempo scaduto)
round-end-still-playing = Ancora in gioco
round-end-none = Tutti i tavoli hanno un risultato, inserito o comunicato dal telefono.

## Added 2026-11-25 (issue 30)
playoff-error-size = un playoff è ai primi 8, 4 o 2, non ai primi { $top }
playoff-error-too-few = un playoff ai primi { $top } richiede { $top } giocatori in classifica; la svizzera ne ha { $ranked }
playoff-error-draw = turno { $round }: { $pairing } è un pareggio; un incontro di playoff deve avere un vincitore
playoff-error-not-in-bracket = turno { $round }: { $pairing } non è un incontro del playoff (abbina { $expected })
playoff-error-bye-not-in-bracket = turno { $round }: un bye per { $name } non è un incontro del playoff (abbina { $expected })
playoff-error-too-many-rounds = un playoff ai primi { $top } si gioca in { $rounds ->
    [one] { $rounds } turno
   *[other] { $rounds } turni
}; il turno { $round } è di troppo

## Other games (docs/rules.md §8)

step-owp = percentuale di vittorie degli avversari
step-oowp = percentuale di vittorie degli avversari degli avversari
step-head-to-head = scontro diretto
step-ctb = tiebreaker cumulativo
step-pml = percentuale di incontri persi
# TODO(read)
step-oml = percentuale di incontri persi degli avversari
step-octb = CTB medio degli avversari
# TODO(read)
step-game-wins = partite vinte
# TODO(read)
step-ompp = percentuale di punti incontro degli avversari
# TODO(read)
step-game-two-wins = seconde partite vinte
short-owp = OWP
short-oowp = OOWP
short-head-to-head = SD
short-ctb = CTB
short-pml = PML
# TODO(read)
short-oml = OML%
short-octb = OCTB
# TODO(read)
short-game-wins = Partite v.
# TODO(read)
short-ompp = OMPP
# TODO(read)
short-game-two-wins = 2ª partita
preset-pokemon = GCC Pokémon: percentuale di vittorie degli avversari, scontro diretto, sorteggio
# TODO(read)
preset-fab = Flesh and Blood: CTB, percentuale di incontri persi, percentuale di incontri persi degli avversari, OCTB, sorteggio (l'ordine dell'editore, secondo le TRP 1.10 §1.4)
preset-yugioh = GCC Yu-Gi-Oh!: OMW%, OOMW%, niente pareggi (doppia sconfitta)
preset-lorcana = Disney Lorcana al meglio delle tre: OMW%, GW%, OGW% (minimo 0,33)
# TODO(read)
preset-lorcana-two-game = Disney Lorcana, incontri su due partite (il 2-0 vale 7 punti): partite vinte, % di punti degli avversari, seconde partite vinte (l'ordine di Melee)
# TODO(read)
preset-lorcana-two-game-playhub = Disney Lorcana, incontri su due partite contati 3 / 1 / 0: OMW%, OGW% (come li ha contati PlayHub)
preset-one-piece = One Piece Card Game: niente pareggi (doppia sconfitta), tiebreaker a tua scelta
# TODO(read)
preset-swu = Star Wars: Unlimited: incontri vinti, OMW%, GW%, OGW% (l'ordine di Melee)
game-magic = Magic: The Gathering
game-pokemon = GCC Pokémon
game-fab = Flesh and Blood
game-yugioh = GCC Yu-Gi-Oh!
game-lorcana = Disney Lorcana
game-lorcana-two-game = Disney Lorcana (incontri su due partite)
game-one-piece = One Piece Card Game
game-swu = Star Wars: Unlimited
h2h-beat = { $winner } ha battuto { $loser } al turno { $round }
h2h-not-met = { $a } e { $b } non si sono affrontati
h2h-no-winner = { $a } e { $b } si sono affrontati senza un vincitore
h2h-not-two = lo scontro diretto vale solo tra esattamente due giocatori, e i pari merito sono { $count }
pair-head-to-head = Il primo tiebreaker che li separa è lo scontro diretto: { $detail }. { $ahead } è davanti.
phrase-ctb = { $who }: { $totals } punti incontro dopo ogni turno; il valore progressivo (quello del turno prima / 4 + i punti fin lì) arriva a { $running } sui { $best } di chi ha vinto ogni turno = { $value }
phrase-pml = { $who } ha perso { $lost ->
    [one] { $lost } incontro
   *[other] { $lost } incontri
} su { $played } = { $value }
# TODO(read)
phrase-game-wins = { $who } ha vinto { $won ->
    [one] { $won } partita
   *[other] { $won } partite
}
# TODO(read)
phrase-game-wins-byes = { $who } ha vinto { $won ->
    [one] { $won } partita
   *[other] { $won } partite
} (di cui { $byes } per bye)
# TODO(read)
ompp-item = { $opponent } { $points } su { $possible }
# TODO(read)
phrase-ompp = avversari di { $who }: { $items }: { $points } punti / { $count } avversari / { $possible } possibili = { $value }
# TODO(read)
phrase-game-two = { $who } ha vinto la seconda partita di { $won ->
    [one] { $won } incontro (un 2-0)
   *[other] { $won } incontri (ognuno un 2-0)
}, { $total } contate
# TODO(read)
phrase-with-notes = { $phrase } ({ $notes })
# TODO(read)
note-game-two-byes = { $count ->
    [one] { $count } per un bye
   *[other] { $count } per bye
}
# TODO(read)
note-game-two-unknown = { $count ->
    [one] { $count } incontro 1-1, il cui punteggio non dice chi ha vinto la seconda partita, non contato per nessuno
   *[other] { $count } incontri 1-1, i cui punteggi non dicono chi ha vinto la seconda partita, non contati per nessuno
}
note-bye-left-out = bye non contato
note-capped-drop = { $raw } ridotto a { $used } dopo il ritiro
impossible-two-game = un incontro su due partite ha al massimo due partite (2-0, 1-1, o 1-0 con la seconda partita non finita)
impossible-no-draws = { $game } non ha incontri pareggiati: un incontro non risolto è una sconfitta per entrambi (scrivi dl)
impossible-no-double-loss = { $game } non ha la doppia sconfitta: inserisci le partite come sono state giocate
not-built-in = { $game }: non è stato possibile leggere le regole dell'editore su questi punti: { $facts }. Non sono incluse; Podsheet usa un valore predefinito, a scelta dell'organizzatore.
fact-points = i punti incontro
fact-bye = il bye
fact-tiebreakers = i tiebreaker
fact-floors = minimi e massimi
fact-shape = i turni per numero di iscritti
fact-pairing = gli abbinamenti
fact-playoff = i playoff
# TODO(read)
fact-last-step = l'ultimo tiebreaker
# TODO(read)
choice-swu-omw = Star Wars: Unlimited: Melee conta un incontro pareggiato come 1 punto su 3 nell'OMW% e dice anche che lì contano solo le vittorie; Podsheet conta il pareggio come 1, a scelta dell'organizzatore.
# TODO(read)
choice-lorcana-two-game = Disney Lorcana (incontri su due partite): Melee ordina per partite vinte, percentuale di punti incontro degli avversari e seconde partite vinte, e PlayHub è stato visto contare 3 / 1 / 0 a incontro con OMW% e OGW%; l'ordine di Melee è quello predefinito, quello di PlayHub il preset lorcana-two-game-playhub, a scelta dell'organizzatore.
choice-lorcana-ompp-bye = Disney Lorcana (incontri su due partite): Melee non dice come conta il bye di un avversario nella percentuale di punti incontro degli avversari; Podsheet conta il turno del bye tra i turni di quell'avversario (7 punti possibili) e i suoi 7 punti tra i suoi, a scelta dell'organizzatore.
# TODO(read)
sources-line = Fonti: { $sources }
# TODO(read)
sources-separator = {"; "}
# TODO(read)
source-secondary = { $cite } (fonte secondaria)

## What each event of the room is called (src/text/room.rs)

pod-name = { $draft } – Pod { $pod }
pod-short = Pod { $pod }
pairing-final-played = i playoff sono finiti: la finale è stata giocata
phrase-points-tie = { $who }: { $points } ({ $won } vinti, { $drawn } in parità, { $byes ->
    [one] { $byes } bye
   *[other] { $byes } bye
})
event-of-game = { $event } ({ $game })
standings-tie-key = Le partite si leggono vinte-perse-pareggiate: un pareggio è una partita che nessuno ha vinto.
life-playoff-box-played = { $place } ha un risultato, ma il tabellone ora vi manda altri giocatori: correggi o cancella prima quel risultato
life-playoff-waits = il tabellone aspetta un risultato in { $place }
life-playoff-no-keep = { $round }: gli abbinamenti sono quelli del tabellone; se i risultati vi mandano altri giocatori, non possono restare così. Riabbinali.
score-no-draw-playoff = Un incontro dei playoff ha bisogno di un vincitore: comunica le partite come sono andate, per esempio 2-1 o 0-2 (niente pareggio, niente 0-0).
life-box-waits-no-keep = { $place } non si può ancora giocare: viene dopo la casella { $feeder }, che non ha un risultato e nessuno dei cui giocatori vi compare, quindi non può restare così. Riabbina il turno: la casella si riempie appena la casella { $feeder } ha un risultato.
cut-division-too-few = Una top { $top } della categoria { $division } richiede { $top } giocatori ancora in gara; ce ne sono { $players }.
cut-no-division = I giocatori divisi per categorie d'età si tagliano per categoria: scegli una sola volta il taglio di ogni categoria, una top 8, 4 o 2, oppure nessun playoff (Evento → Taglio per categoria…).
division-says = { $division }: { $what }
playoff-cut-round = Top, turno { $round }
playoff-division-stage = { $stage } ({ $division })
playoff-stages = { $stages }
file-place-line = { $name }: { $file }º posto nella classifica di TOM, { $place }º in quella di Podsheet. { $why }
file-place-dropped-after = { $name } dopo il turno { $round }
file-place-why-their-drop = { $name } ha lasciato il torneo dopo il turno { $round }, e TOM conserva l'OWP e l'OOWP di chi si ritira così com'erano al ritiro, mentre Podsheet continua a contare i turni che i suoi avversari hanno giocato dopo. Il regolamento lascia aperto questo punto.
file-place-why-others-drop = TOM conserva l'OWP e l'OOWP { $count ->
    [one] del giocatore
   *[other] dei { $count } giocatori
} a pari punti che { $count ->
    [one] ha lasciato
   *[other] hanno lasciato
} il torneo ({ $names }) così com'erano al ritiro, mentre Podsheet continua a contare i turni che i loro avversari hanno giocato dopo. Il regolamento lascia aperto questo punto.
file-place-why-their-late = { $name } ha cominciato in ritardo, e TOM mette chi comincia in ritardo sotto tutti quelli a pari punti, mentre Podsheet ordina per gli spareggi come per tutti gli altri. Il regolamento consente entrambe le cose.
file-place-why-others-late = TOM mette { $count ->
    [one] il giocatore
   *[other] i { $count } giocatori
} a pari punti che { $count ->
    [one] ha cominciato
   *[other] hanno cominciato
} in ritardo ({ $names }) sotto tutti gli altri con quei punti, mentre Podsheet li ordina per i loro spareggi. Il regolamento consente entrambe le cose.
file-place-why-rounded = TOM confronta OWP e OOWP arrotondati a due decimali di percentuale, quindi valori così vicini lì contano come uguali; Podsheet li confronta esatti.
file-place-why-unknown = Podsheet non può sapere quale dei criteri di classifica propri di TOM abbia messo lì { $name }.
explain-pair-apart = { $a } e { $b } giocano in categorie d'età diverse, e ogni categoria ha la propria classifica: nessuno dei due è davanti all'altro. { $a } è { $a_place }º nella categoria { $a_division }; { $b } è { $b_place }º nella categoria { $b_division }.
playoff-error-no-bracket = turno { $round }: { $pairing } non è un incontro del playoff di nessuna categoria

## Un risultato con le parole del suo gioco (src/text/result.rs)
score-double-loss = DS
result-double-loss = doppia sconfitta
result-tied = pareggiato { $score }
result-tie = pareggio

score-no-draw-type-dl = «{ $text }»: { $game } non ha incontri pareggiati; un incontro che nessuno ha vinto è una doppia sconfitta, persa da entrambi: scrivi dl

konami-number-is = { $head } = punti partita (due cifre), OMW% e OOMW% (tre cifre ciascuno, troncati, non arrotondati) in un solo numero, come lo stampa il software di Konami

playoff-error-tie = turno { $round }: { $pairing } è un pareggio; un incontro di playoff deve avere un vincitore
playoff-error-double-loss = turno { $round }: { $pairing } è una doppia sconfitta; un incontro di playoff deve avere un vincitore

fact-round-time = la durata dei turni

standings-no-roll-yet = Il sorteggio per gli spareggi non è ancora stato fatto: finché non lo sarà, i giocatori pari in ogni tiebreaker sono elencati nell'ordine d'iscrizione.
