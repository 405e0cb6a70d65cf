# Lettura dei file (src/io): cosa non va in un file, detto dopo il suo
# nome. I percorsi JSON, i nomi delle colonne del CSV e --pod restano come
# sono nel file.

file-error = { $file }: { $message }
file-error-line = { $file }, riga { $line }: { $message }
file-error-pod = { $file }, pod { $pod }: { $message }

## Perché il sistema ha rifiutato un file

file-os-not-found = questo file non esiste
file-os-permission = permesso negato
file-os-is-folder = è una cartella, non un file
file-os-disk-full = il disco è pieno
file-os-read-only = il disco è di sola lettura
file-os-other = { $error }

## Qualsiasi file

file-cannot-open = impossibile aprirlo: { $why }
file-cannot-read = impossibile leggerlo: { $why }
file-cannot-write = impossibile scriverlo: { $why }
file-cannot-read-folder = impossibile leggere la cartella: { $why }
file-too-large = supera { $mib } MiB, più di quanto serva a qualsiasi evento
file-not-utf8 = non è testo UTF-8
file-newer-version = è stato scritto da un Podsheet più recente ({ $version }); questa versione legge { $reads }. Aggiorna Podsheet per aprirlo.
file-at = in { $path }: { $why }
file-missing-field = manca il campo «{ $field }»
file-unknown-field = «{ $field }» non è un campo che Podsheet conosce qui (conosce { $known })
file-wrong-value = { $found } non va qui: qui va { $expected }
file-serde-reason = { $why }
file-value-as = { $value }
file-value-list = un elenco
file-value-object = un oggetto
file-value-null = null
file-expect-whole-number = un numero intero
file-expect-count = un numero intero da 0 in su
file-expect-text = del testo
file-expect-yes-no = true o false
file-expect-list = un elenco
file-too-many-players = ha { $players } giocatori; Podsheet ne gestisce al massimo { $max }
file-too-many-rounds = ha { $rounds } turni; Podsheet ne gestisce al massimo { $max }

## File di evento e di serata (JSON)

file-json-cut-off = finisce troppo presto: il file è troncato (una copia o un salvataggio non riusciti?)
file-json-invalid = non è JSON valido: { $detail }
file-not-event-object = non è un file evento di Podsheet (era atteso un oggetto JSON)
file-unknown-format = ha un formato sconosciuto { $format }; era atteso «{ $expected }»
file-no-format-key = non è un file evento di Podsheet (manca la chiave «format»)
file-not-night = non è un file di serata
file-pods-not-list = «pods» non è un elenco di pod
file-no-pods-list = non ha l'elenco «pods»
file-no-pods = non ha pod
file-too-many-pods = ha { $pods } pod; Podsheet ne gestisce al massimo { $max }
file-pod-not-object = non è un evento (era atteso un oggetto)
file-pod-choose = contiene una serata di { $count } pod: scegline uno con --pod 1 fino a --pod { $count }
file-pod-only-one = ha un solo pod, quindi non c'è il pod { $pod } (usa --pod 1 o toglilo)
file-pod-none = ha i pod da 1 a { $count }; il pod { $pod } non c'è

## Un valore di un file evento che non può voler dire nulla

check-line-break = { $what ->
    [name] il nome dell'evento
    [deck] il mazzo
    [first-pick] la prima scelta
   *[label] l'etichetta
} contiene un a capo; sul foglio è una riga sola
check-date-format = «{ $date }» non è una data scritta YYYY-MM-DD (come 2025-03-14)
check-date-month = «{ $date }» non ha un mese { $month }
check-date-day = «{ $date }»: quel mese non ha il giorno { $day }
check-swiss-rounds = un evento svizzero di { $rounds } turni; deve averne da 1 a { $max }
check-decimals = { $decimals } decimali; il massimo è { $max }
check-drawn-game-points = una partita pareggiata vale { $points } punti, più di una vinta (3)
check-step-twice = «{ $step }» compare due volte
check-scoring-points = un risultato vale { $points } punti incontro, più di { $max }
check-name-control = il nome del giocatore { $player } contiene un carattere di controllo
check-name-long = il nome del giocatore { $player } supera { $max } caratteri
check-number-zero = { $name } ha il numero 0; i numeri dei giocatori partono da 1
check-number-shared = { $first } e { $second } hanno entrambi il numero { $number }; un numero è di un solo giocatore
check-seat-zero = { $name } è al posto 0; i posti partono da 1
check-dropped-after = { $name } ha lasciato il torneo dopo il turno { $round }; nessun evento ne ha così tanti
check-joined-round = { $name } è entrato al turno { $round }; i turni vanno da 1 a { $max }
check-no-such-player = si riferisce al giocatore { $player }, ma ce ne sono solo { $players }
check-score-games = un risultato di { $score }: più partite di quante ne abbia qualsiasi incontro
check-bye-score = un bye con un risultato di { $score }; un bye non si gioca
check-time-format = «{ $time }» non è un orario scritto 2025-03-14T19:05:00Z
check-order-twice = { $name } compare due volte nell'ordine
check-flip-round = un lancio di moneta per il turno { $round }; i turni vanno da 1 a { $max }
check-seed-round = un seme di abbinamento per il turno { $round }; i turni vanno da 1 a { $max }

## CSV dei risultati ($column è il nome della colonna del CSV: round, player…)

csv-empty = è vuoto: erano attese una riga di intestazione e una riga per incontro
csv-header-unreadable = impossibile leggere l'intestazione: { $detail }
csv-unreadable = non si legge come CSV: { $detail }
csv-field-count = ha { $fields } campi; l'intestazione ne ha { $expected }
csv-round-range = round deve andare da 1 a { $max }, non { $round }
csv-own-opponent = { $name } risulta avversario di sé stesso
csv-no-games = 0-0-0 non è un risultato: lascia fuori l'incontro finché non è giocato
csv-too-many-games = { $score } sono più partite di quante ne abbia qualsiasi incontro
csv-unknown-status = lo stato «{ $status }» non è noto: usa dropped, disqualified, late o lascialo vuoto
csv-no-matches = ha l'intestazione ma nessun incontro
csv-unknown-column = colonna sconosciuta «{ $column }»; le colonne sono { $columns } e, se servono, status e division
csv-missing-column = l'intestazione non ha la colonna «{ $column }»
csv-value-empty = { $column } è vuoto
csv-value-negative = { $column } è { $value }: non può essere negativo
csv-value-huge = { $column } è { $value }, molto più di quanto abbia qualsiasi evento
csv-value-not-number = { $column } è «{ $value }», non un numero intero
csv-name-long = il nome in { $column } supera { $max } caratteri
csv-name-control = il nome in { $column } contiene un carattere di controllo
csv-too-many-players = più di { $max } giocatori
csv-sides-differ = turno { $round }: { $player } contro { $opponent } è { $here } qui, ma { $there } dall'altro lato alla riga { $other }
csv-round-twice = { $name } compare due volte nel turno { $round } (anche alla riga { $other })
csv-round-gap = non ha incontri per il turno { $round } ma ha turni successivi
csv-dropped-plays = per { $name } risulta un ritiro al turno { $round } ma gioca al turno { $later } (riga { $other })

## File di stagione

season-none-readable = non è stato possibile leggere nessun evento della stagione
season-no-events-in-folder = nessun file evento in questa cartella
season-not-season-file = non è un file di stagione: { $detail }
season-format = questo Podsheet non legge il formato «{ $format }» (podseason/1)

## Elenchi

players-list-too-long = contiene più di { $max } nomi
# A stored cut and a round's life (docs/rules.md §6)
check-cut-top = un playoff è ai primi 8, 4 o 2, non ai primi { $top }
check-cut-structure = solo un evento svizzero (o risultati svizzeri importati) si taglia per un playoff
check-cut-after-round = il taglio viene dopo un turno svizzero dell'evento (da 1 a { $rounds }), non dopo il turno { $round }
check-cut-too-few = un taglio ai primi { $top } richiede { $top } giocatori; l'evento ne ha { $players }
check-cut-too-many-rounds = un taglio ai primi { $top } gioca { $most ->
    [one] un turno di playoff
   *[other] { $most } turni di playoff
}, ma dopo il taglio seguono { $rounds } turni
check-cut-seeds = un taglio ai primi { $top } ha { $top } teste di serie, non { $seeds }
check-paired-from-rounds = un turno si abbina dai turni che lo precedono ({ $before }), non da { $rounds }

# season (issue 28)

season-points-not-pair = «{ $part }» non è nella forma chiave=numero
season-points-not-number = «{ $value }» in «{ $part }» non è un numero
season-points-unknown-key = chiave sconosciuta «{ $key }» (le chiavi sono win, draw, loss, attend)
season-points-too-large = { $key }={ $value } sono troppi punti: al massimo { $max } per voce
season-not-regular = non è un file normale: { $kind }
season-kind-fifo = una named pipe (FIFO)
season-kind-socket = un socket
season-kind-char-device = un dispositivo a caratteri
season-kind-block-device = un dispositivo a blocchi
season-kind-folder = una cartella
season-kind-other = un file speciale
# Results from the players' phones (issue 29)
check-report-code = «{ $code }» non è un codice di risultato: sei caratteri tra le lettere e le cifre A-Z e 2-9, senza I, O, 0 e 1
check-extra-minutes = { $minutes } minuti extra sono più di quanti ne possa avere un tavolo (al massimo { $max })
check-report-device = il nome di un telefono ha da 1 a 64 caratteri, senza a capo

## Added 2026-11-25 (issue 30): a name's reading
check-reading-control = la lettura del nome del giocatore { $player } contiene un carattere di controllo
check-reading-long = la lettura del nome del giocatore { $player } supera { $max } caratteri
check-report-address = «{ $address }» non è un indirizzo di rete (come 192.168.1.23)
check-report-codes-same = le due metà di un foglietto devono avere due codici diversi
check-pod-number = un pod numero { $pod }; i pod si contano da 1 a { $max }

csv-unknown-division = la categoria «{ $division }» non è nota: usa juniors, seniors, masters o lasciala vuota
csv-division-differs = { $name } è in { $had } in una riga precedente ma in { $here } qui
check-forced-loss = { $name } ha una sconfitta senza avversario al turno { $round }; i turni vanno da 1 a { $max }
check-file-place = dà un posto ({ $place }) a un giocatore che l’evento non ha, o il posto 0
tdf-not-xml = non è un file di TOM che Podsheet sa leggere: l’XML si interrompe ({ $detail })
tdf-unknown-root = non è un file di TOM: comincia con <{ $element }>, mentre un file di TOM comincia con <tournament>
tdf-no-element = non ha <{ $element }>: ogni file di TOM ce l’ha
tdf-bad-value = <{ $element }> ha { $attribute }="{ $value }", che TOM non scrive mai
tdf-no-player = <{ $element }> non nomina alcun giocatore (manca userid)
tdf-unknown-player = nomina il giocatore { $userid }, che non è in <players>
tdf-player-twice = elenca due volte il giocatore { $userid }
tdf-round-twice = { $name } gioca due volte al turno { $round }
tdf-no-name = il giocatore { $userid } non ha un nome
tdf-name-long = il nome del giocatore { $userid } supera { $max } caratteri o contiene un carattere di controllo
tdf-round-gap = non ha partite al turno { $round } ma ha turni successivi
check-pod-sheet-game = un foglio del tavolo è il foglio da draft di Magic, e queste sono le regole di { $game }: un torneo di { $game } si gioca a svizzera o a girone all'italiana (crealo di nuovo con Nuovo evento o usa un preset di Magic)
check-cut-division-twice = la categoria { $division } ha un solo playoff, non due
check-cut-seed-division = { $name } gioca nella categoria { $other }, non nella { $division }
check-cut-division-top = un taglio per categoria è grande quanto il suo playoff più grande, una top { $most }, non una top { $top }
tdf-other-game = è un file di TOM di { $game } (gametype="{ $code }"): Podsheet legge solo i file di TOM del GCC Pokémon e non classifica un altro gioco con le regole del gioco di carte
tdf-game-video-game = videogiochi Pokémon
tdf-game-go = Pokémon GO

check-round-minutes = un turno di { $minutes } minuti: un turno dura da 1 a { $max } minuti
