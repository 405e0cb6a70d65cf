# L'app desktop (src/app). Ogni id inizia con il file che lo usa.

## src/app/app.rs

app-draft-pod = Pod di draft
app-standings = Classifica
app-explain = Spiega
app-rolls-and-coin-flips = Sorteggi e lanci di moneta
app-status-line = { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
}, { $rounds ->
    [one] { $rounds } turno
   *[other] { $rounds } turni
}: { $missing ->
    [one] { $missing } risultato da inserire
   *[other] { $missing } risultati da inserire
}, { $problems ->
    [one] { $problems } problema
   *[other] { $problems } problemi
}
app-dismiss = Chiudi

## src/app/command.rs

command-new-event = Nuovo evento…
command-new-draft-night = Nuova serata draft…
command-open = Apri…
command-save = Salva
command-save-as = Salva con nome…
command-export-pdf = Esporta PDF ({ $value })…
command-print-this-round = Stampa questo turno ({ $value })…
command-open-the-pdf-when-done = Apri il PDF al termine
command-undo = Annulla
command-redo = Ripeti
command-tie-break-roll = Sorteggio per i pari merito
command-late-entry = Iscrizione in ritardo…
command-swap-two-players = Scambia due giocatori…
command-pods-and-players-of-the = Pod e giocatori della serata…
command-open-the-display-window = Apri la finestra per lo schermo
command-share-on-the-store-s = Condividi sulla rete del negozio…
command-pod = Pod { $value }
command-next-pod = Pod successivo
command-previous-pod = Pod precedente
command-go-to-the-first-empty = Vai al primo risultato vuoto
command-start-a-new-event-a = Crea un nuovo evento: un foglio pod, un girone all'italiana o una svizzera
command-deal-tonight-s-sign-ups = Distribuisci gli iscritti di stasera nei pod, con posti a caso
command-open-an-event-or-night = Apri un file di evento o di serata, o un CSV di risultati
command-save-the-event-or-the = Salva l'evento (o l'intera serata) nel suo file
command-save-the-event-or-the-2 = Salva l'evento (o l'intera serata) con un nuovo nome
command-the-sheet-or-the-standings = Il foglio (o la classifica) in PDF da stampare
command-this-round-s-pairings-and = Abbinamenti e foglietti dei risultati di questo turno in PDF
command-the-empty-paper-sheet-for = Il foglio vuoto da stampare per il raccoglitore
command-open-each-pdf-in-the = Apri ogni PDF nel visualizzatore di sistema appena creato
command-take-back-the-last-edit = Annulla l'ultima modifica (in qualsiasi pod della serata)
command-put-back-the-edit-just = Ripristina la modifica appena annullata
command-store-a-random-order-for = Salva un ordine casuale per i giocatori pari in ogni tiebreaker
command-add-a-player-who-joins = Aggiungi un giocatore che entra in un turno successivo
command-swap-two-players-in-a = Scambia due giocatori in un turno che nessuno ha ancora giocato
command-move-players-between-pods-no = Sposta giocatori tra i pod, assenti, arrivi in ritardo
command-a-second-window-for-a = Una seconda finestra per uno schermo visibile ai giocatori
command-show-pairings-and-standings-on = Mostra abbinamenti e classifica sui telefoni dei giocatori
command-the-next-pod-s-sheet = Il foglio del pod successivo (anche Ctrl+Page Down)
command-the-previous-pod-s-sheet = Il foglio del pod precedente (anche Ctrl+Page Up)
command-ctrl-to-ctrl-show-pods = Da Ctrl+1 a Ctrl+9: mostra i pod da 1 a 9
command-put-the-cursor-in-the = Porta il cursore nella prima casella senza risultato
command-letter = Lettera

## src/app/command_handling.rs

command-handling-could-not-open-the-file = Impossibile aprire il file.{"\u000A"}{ $e }
command-handling-saved = Salvato: { $value }.
command-handling-could-not-save-e = Impossibile salvare { $value }: { $e }
command-handling-every-result-of-this-pod = Tutti i risultati di questo pod sono stati inseriti.

## src/app/document/edit.rs

edit-a-bye-has-no-score = Un bye non ha un punteggio da inserire.
edit-round-round-has-no-match = Il turno { $round } non ha l'incontro { $value }.
edit-there-is-no-round-round = Il turno { $round } non esiste.
edit-round-round-already-has-results = Il turno { $round } ha già dei risultati: cancellali prima di rifare gli abbinamenti.
edit-warning-w = Attenzione: { $w }

## src/app/document/new_event.rs

new-event-player-round-robin-sheet = Girone all'italiana da 7 giocatori (foglio)
new-event-player-swiss-sheet = Svizzera da 8 giocatori (foglio)
new-event-player-swiss-sheet-2 = Svizzera da 10 giocatori (foglio)
new-event-player-single-elimination = Eliminazione diretta da 8 giocatori
new-event-player-double-round-robin-sheet = Doppio girone all'italiana da 6 giocatori (foglio)
new-event-player-swiss-a-bye-each = Svizzera da 9 giocatori, un bye a ogni turno (foglio)
new-event-round-robin-any-size = Girone all'italiana, numero libero
new-event-swiss-any-size = Svizzera, numero libero
new-event-draft-pod = Pod di draft
new-event-line-e = riga { $value }: { $e }
new-event-enter-at-least-two-players = Inserisci almeno due giocatori, un nome per riga.
new-event-this-sheet-is-for-players = Questo foglio è per { $players } giocatori; l'elenco ne ha { $value }.

## src/app/document/pairing_hook.rs

pairing-hook-was-drawn-flip-the-coin = { $value }: finito in pareggio. Lancia la moneta nella sua casella per vedere chi prosegue come vincitore.

## src/app/files/export.rs

export-could-not-make-the-pdf = Impossibile creare il PDF: { $e }
export-could-not-write-e = Impossibile scrivere { $value }: { $e }
export-wrote-pages = Creato { $value } ({ $pages ->
    [one] { $pages } pagina
   *[other] { $pages } pagine
}).
export-could-not-open-it-e = Impossibile aprirlo: { $e }
export-loopback = Questa stampa riporterebbe { $url }, che si apre solo su questo computer: nessun telefono può raggiungerlo.
export-loopback-share-on = Condividi su { $ip } e stampa
export-loopback-anyway = Stampa comunque con { $url }

## src/app/files/file_browser_ui.rs

file-browser-cannot-open-the-folder-e = Impossibile aprire la cartella { $value }: { $e }
file-browser-type-a-name-for-the = Scrivi un nome per il file.
file-browser-choose-a-file-from-the = Scegli un file dall'elenco o scrivine il nome.
file-browser-there-is-no-folder = La cartella { $value } non esiste.
file-browser-is-a-folder = { $value } è una cartella.
file-browser-there-is-no-file-name = Qui non c'è nessun file { $name }.
file-browser-folder = Cartella:
file-browser-up = Su
file-browser-home = Home
file-browser-documents = Documenti
file-browser-no-folders-or-matching-files = Qui non ci sono cartelle né file corrispondenti.
file-browser-file-name = Nome file:
file-browser-already-exists-replace-it = { $value } esiste già. Sostituirlo?
file-browser-replace = Sostituisci
file-browser-save = Salva
file-browser-open = Apri
file-browser-cancel = Annulla

## src/app/files/file_picker.rs

file-picker-no-answer-in-s = nessuna risposta in { $value } s
file-picker-this-desktop-has-no-file = Questo desktop non ha un servizio per le finestre di selezione dei file, quindi Podsheet usa la propria. (Selettore file di xdg-desktop-portal: { $portal }. zenity: non installato.)

## src/app/files/places.rs


## src/app/files/purpose.rs

purpose-open-an-event = Apri un evento
purpose-save-the-event-as = Salva l'evento come
purpose-import-player-names = Importa i nomi dei giocatori
purpose-export-a-pdf = Esporta un PDF
purpose-save-this-round-s-pairings = Salva abbinamenti e foglietti di questo turno come
purpose-save-the-blank-sheet-as = Salva il foglio vuoto come
purpose-pod-sheets = Fogli pod
purpose-pod-sheets-2 = Fogli pod
purpose-names = Nomi
purpose-pdf = PDF

## src/app/files/recovery.rs

recovery-not-json-e = non è JSON: { $e }
recovery-it-holds-no-key = non contiene { $key }
recovery-unsaved-work-from-an-earlier = Non è stato possibile rileggere il lavoro non salvato di una sessione precedente ({ $why }). Il file è stato conservato come { $value } e niente al suo interno è stato sovrascritto.
recovery-unsaved-work-from-an-earlier-2 = Non è stato possibile né rileggere il lavoro non salvato di una sessione precedente ({ $why }) né spostarlo da parte ({ $e }): resta in { $value }.

## src/app/files/recovery_writer.rs


## src/app/night/forms.rs

forms-draft-night = Serata draft

## src/app/night/night_ui.rs

night-pods = {" "}({ $value } pod)
night-recover-the-night = Recupera la serata
night-discard-the-night = Scarta la serata
night-new-draft-night = Nuova serata draft
night-players-of-the-night = Giocatori della serata
night-night = Serata
night-sign-up-list-one-name = Elenco iscritti, un nome per riga
night-preferred-pod-size = Giocatori per pod (preferiti)
night-seat-again = Riassegna i posti
night-line-line-why = Riga { $line }: { $why }.
night-type-or-paste-the-night = Scrivi o incolla i nomi della serata (almeno due).
night-drafters = { $value } partecipanti:
night-pod = Pod { $value } ({ $value2 }, { $value3 }): { $value4 }
night-create-the-night = Crea la serata
night-ctrl-enter = Ctrl+Enter
night-cancel = Annulla
night-before-round-a-player-can = Prima del turno 1 un giocatore può passare a un altro pod o andarsene (assente); il pod viene ridistribuito.
night-has-results-players-fixed = {" "}— ha dei risultati, giocatori bloccati
night-paired-state = {" "}— turni propri: un assente è ritirato prima del turno 1
night-pod-players-state = { $pod }: { $value2 } giocatori, { $value3 }{ $state }
night-to-pod = sposta in { $pod }
night-no-show = Assente
night-late-arrival = Arrivo in ritardo
night-a-new-pod = un nuovo pod
night-a-new-pod-2 = un nuovo pod
night-add = Aggiungi

## src/app/night/players_ui.rs

players-could-not-write-the-player = Impossibile scrivere l'elenco dei giocatori { $value }: { $e }
players-find-a-regular = Cerca un giocatore abituale
players-player-list-names = Elenco giocatori ({ $value ->
    [one] { $value } nome
   *[other] { $value } nomi
})
players-names-are-kept-on-this = I nomi restano solo su questo computer. Unisci un nome scritto male a quello giusto:
players-misspelt = Scritto male
players-merge = Unisci
players-is-not-in-the-player = «{ $trim }» non è nell'elenco dei giocatori.

## src/app/night/pods.rs

pods-name-mark-podsheet = { $name }{ $mark } — Podsheet

## src/app/panels/boxes_ui.rs

boxes-table = Tavolo { $value }
boxes-label-vs = { $label }: { $value } vs { $value2 }
boxes-round-round-caption-score = Punteggio del turno { $round }, { $caption }
boxes-no-rounds-yet-the-first = Ancora nessun turno: il primo turno compare qui appena viene abbinato.
boxes-paired-once-the-players-are = Abbinato quando saranno inseriti i giocatori.
boxes-pair-now = Abbina il turno { $round } adesso
boxes-pair-now-tooltip = Il file ha i suoi giocatori e ancora nessun turno: abbina il turno { $round } con loro, come dopo ogni modifica.
boxes-paired-once-round-is-complete = Abbinato quando il turno { $value } sarà completo.
boxes-boxes-fill-as-results-arrive = Le caselle si riempiono man mano che arrivano i risultati; il campo del punteggio si apre quando entrambi i giocatori sono noti.
boxes-scores-open-once-round-is = I punteggi si possono inserire quando il turno { $value } è completo.
# Deve essere uguale a { $label }{ $a } + boxes-has-a-bye.
boxes-label-a-has-a-bye = { $label }{ $a } ha il bye
# Deve essere uguale a { $label }{ $a } + boxes-vs + { $o }.
boxes-label-a-vs-o = { $label }{ $a } vs { $o }
boxes-has-a-bye = {" "}ha il bye
boxes-vs = {" "}vs{" "}
boxes-games-won-drawn = partite vinte { $a } { $b }, pareggiate { $draws }
fields-score-hint-three = Partite vinte, perse e pareggiate: 2-1, 21, 2-1-1, oppure w, l. Un pareggio come è stato giocato: 1-1, o 1-1-1 se la partita 3 era iniziata; un pareggio intenzionale: id (0-0-3).
fields-score-hint-one = Una partita: w (1-0), l (0-1) o d (0-0-1, una partita pareggiata); un pareggio intenzionale: id.
fields-score-hint-two = Due partite: 2-0, 1-1, 0-2, o 1-0-1 se la partita 2 non è finita; oppure w, l, d (1-1); un pareggio intenzionale: id (0-0-2).
boxes-coin-flip-goes-on = lancio della moneta: prosegue { $value } ({ $value2 })
boxes-round-r-table = turno { $r }, tavolo { $value }
boxes-flip-coin-for-name = Lancia la moneta per { $name }

## src/app/panels/dialogs_ui.rs

dialogs-to = a { $value }
dialogs-to-name = a «{ $name }»
dialogs-recover-unsaved-changes-what-detail = Recuperare le modifiche non salvate { $what }{ $detail }? Ultima copia di sicurezza: { $when }.
dialogs-problem = Problema
dialogs-ok = OK
dialogs-recover = Recupera
dialogs-discard-them = Scartale
dialogs-this-event-has-unsaved-changes = Questo evento ha modifiche non salvate. Salvarle prima di chiudere?
dialogs-save = Salva
dialogs-close-without-saving = Chiudi senza salvare
dialogs-cancel = Annulla
dialogs-has-unsaved-changes-discard-them = «{ $name }» ha modifiche non salvate. Scartarle?
dialogs-save-first = Salva prima
dialogs-discard-changes = Scarta le modifiche
dialogs-cancel-2 = Annulla
dialogs-new-event = Nuovo evento
dialogs-late-entry = Iscrizione in ritardo
dialogs-manual-pairing = Abbinamento manuale

## src/app/panels/display_ui.rs

display-title-display = { $title } — schermo
display-on-your-phone = Sul tuo telefono
display-your-pairing-the-standings-and = Il tuo abbinamento, la classifica e il perché.
display-standings = Classifica
display-standings-2 = Classifica
display-pts = { $value }{ $value2 }  { $match_points ->
    [one] { $match_points } punto
   *[other] { $match_points } punti
   }  { $match_line }

## src/app/panels/explain_ui.rs

explain-large-text = Testo grande
explain-clear = Azzera
explain-compare = Confronta
explain-with = con
explain-choose = (scegli)
explain-first-player-to-compare = Primo giocatore da confrontare
explain-second-player-to-compare = Secondo giocatore da confrontare
explain-choose-two-different-players = Scegli due giocatori diversi.
explain-is-not-tied-with-anyone = { $value } non è a pari punti incontro con nessuno.
explain-click-a-player-in-the = Clicca su un giocatore in classifica per spiegarne la parità, oppure scegli due giocatori da confrontare.

## src/app/panels/grid_ui.rs

grid-round-round = { $value }, turno { $round }
grid-no = N.
grid-name = Nome
grid-seat = Posto
grid-matches = Incontri
grid-games = Partite
grid-rank = Pos.
grid-deck = Mazzo
grid-first-pick = Prima scelta
grid-name-of-player = Nome del giocatore { $number }
grid-vs = contro { $value }
grid-dq = DQ
grid-deck-of-short = Mazzo di { $short }
grid-first-pick-of-short = Prima scelta di { $short }
grid-dropped-after-round-d = { $d ->
    [0] assente: fuori prima del turno 1
   *[other] ritiro dopo il turno { $d }
}
grid-joined-in-round-j = entrato al turno { $j }
grid-held-result = { $column }: { $score } è sospeso e non conta da nessuna parte finché non viene corretto
grid-drop-after-round-r = Ritiro dopo il turno { $r }
grid-cancel-the-drop = Annulla il ritiro
grid-no-show = Assente (fuori prima del turno 1)
grid-no-show-hover = Non è venuto: fuori prima del turno 1. Turni e posti restano; il turno 1 attende di essere riabbinato o mantenuto.
grid-lift-the-disqualification = Revoca la squalifica
grid-disqualify = Squalifica
grid-actions-for-short = Azioni per { $short }
grid-drop-or-disqualify = Ritiro o squalifica

## src/app/panels/menu_ui.rs

menu-file = File
menu-open-recent = Apri recenti
menu-none-yet = (ancora nessuno)
menu-edit = Modifica
menu-event = Evento
menu-view = Visualizza
menu-close-the-display-window = Chiudi la finestra per lo schermo
menu-sharing-on-the-store-s = Condivisione sulla rete del negozio (attiva)…
menu-print-blank-sheet = Stampa foglio vuoto
menu-language = Lingua
menu-language-desktop = Quella del desktop ({ $language })

## src/app/panels/new_event_ui.rs

new-event-event-name = Nome dell'evento
new-event-sheet = Foglio
new-event-best-of-one = Partita singola
new-event-best-of-three = Al meglio delle tre
new-event-tiebreakers = Tiebreaker
new-event-players-one-name-per-line = Giocatori, un nome per riga (scrivi o incolla):
new-event-import-names-from-csv = Importa nomi da CSV…
new-event-seat-randomly = Posti a caso
new-event-create-event = Crea evento
new-event-cancel = Annulla

## src/app/panels/share_ui.rs

share-is-not-a-port-use = «{ $trim }» non è una porta: usa un numero da 1 a 65535 (di solito 8080).
share-could-not-share-on-port = Impossibile condividere su { $bind }:{ $port }: { $e }. Forse quella porta è usata da un altro programma; provane un'altra.
share-sharing-at = Condivisione attiva su { $url }
share-phones-on-the-store-s = I telefoni sulla rete del negozio possono aprire questo indirizzo
share-share-on-the-store-s = Condividi sulla rete del negozio
share-players-open-the-pairings-standings = I giocatori aprono sul telefono gli abbinamenti, la classifica e il perché della loro posizione, in sola lettura, tramite questa rete. Non serve internet.
share-address = Indirizzo
share-port = Porta
share-show-decks-and-first-picks = Mostra mazzi e prime scelte
share-stop-sharing = Interrompi condivisione
share-phones-down = I telefoni sono scollegati: le stampe di stasera mandano i giocatori a { $url }, che ora non è condiviso.
share-serve-printed = Condividi di nuovo su { $url }
share-other-address = Condividi su un altro indirizzo…
share-forget-printed = Le stampe non ne hanno più bisogno
share-forget-printed-hover = La serata è finita, o sono stati stampati nuovi foglietti con un altro indirizzo: smetti di dire che i telefoni sono scollegati.
share-start-sharing = Avvia condivisione
share-on-url = Attiva: { $url }
share-ip-this-computer-only = { $ip } (solo questo computer)
share-ip-this-network = { $ip } (questa rete)
share-loopback = { $ip } raggiunge solo questo computer: nessun telefono può aprire questo indirizzo, né quello stampato su abbinamenti e foglietti.
share-use-network = Usa { $ip } (la rete del negozio)
share-no-network = Questo computer non ha un indirizzo di rete: collegalo al Wi-Fi del negozio per condividere con i telefoni.

## src/app/panels/standings_ui.rs

standings-rules = Regole
standings-left-out-the-round-robin = ({ $short }: non si usa, il girone all'italiana è completo)
standings-no-results-yet-ranks-appear = Ancora nessun risultato: le posizioni compaiono con il primo risultato.
standings-held-mark = ({ $column } { $score } sospeso)
standings-rank = Pos.
standings-name = Nome
standings-pts = Punti
standings-matches = Incontri
standings-games = Partite

## src/app/panels/timer_ui.rs

timer-pause = Pausa
timer-time-notice = Tempo! Il giocatore attivo finisce il suo turno, poi si giocano cinque turni addizionali.
timer-time-notice-lorcana = Tempo! Il giocatore attivo finisce il turno, poi altri cinque turni; una partita ancora senza vincitore è patta.
timer-time-notice-other = Tempo! Si finisce come dicono le regole di fine turno di { $game } (non incluse in Podsheet: decide il negozio).
timer-start-timer = Avvia timer
timer-reset-timer = Azzera timer
timer-extra-time = + tempo
timer-extra-minutes = +{ $minutes } min
timer-extra-time-hover = Tempo extra per l’intero turno di questo pod (ogni pod ha il suo orologio; il tempo extra di un solo tavolo è nella sua casella).

## src/app/panels/tools_ui.rs

tools-name = Nome
tools-joins-in-round = Entra al turno
tools-add-player = Aggiungi giocatore
tools-cancel = Annulla
tools-swap-two-players-in-a = Scambia due giocatori in un turno che non ha ancora risultati.
tools-round = Turno
tools-swap = Scambia
tools-with = con
tools-choose = (scegli)
tools-swap-them = Scambiali
tools-close = Chiudi
tools-no-rolls-or-coin-flips = Ancora nessun sorteggio o lancio di moneta.
tools-seating = Posti: { $value }
tools-box-l = casella { $l }
tools-table = tavolo { $value }
tools-coin-flip-round-round-place = Lancio della moneta, turno { $round }, { $place }: prosegue { $value }
tools-tie-break-order = Ordine per i pari merito: { $value }
tools-pairing-seed-round-round-seed = Seme per gli abbinamenti, turno { $round }: { $seed }
tools-what = { $value } — { $what }

## Playoff, stagione, lingue (aggiunte)

command-cut-to-top = Taglio ai primi { $top }
command-cut-tooltip = Chiudi qui la svizzera: i migliori della classifica giocano un playoff a eliminazione diretta
menu-language-preparing = In preparazione (in parte in inglese):
playoff-heading = Playoff: primi { $top }
playoff-box = { $letter }: { $a } vs { $b }
playoff-box-result = { $letter }: { $a } vs { $b } — { $score }, passa { $winner }
playoff-box-held = { $letter }: { $a } vs { $b } — { $score } è sospeso: { $why }
playoff-placing = Classifica finale
playoff-place = { $place }. { $name }
season-title = Stagione
season-source = Stagione di { $source }
season-missing = Evento { $event } ({ $file }) non leggibile: { $error }. Non conta per nessuno.
season-points-label = Punti per evento:
season-win = vittoria
season-draw = pareggio
season-loss = sconfitta
season-attend = partecipazione
season-save = Salva file di stagione…
season-print = Stampa ({ $paper })…
season-rank = Pos.
season-name = Nome
season-total = Totale
season-events = Eventi
season-decided-by = Deciso da
season-missing-cell = mancante
season-why = Parità nei punti stagione
season-rule-heading = Come conta la stagione
season-rule = Ogni evento ha la sua colonna, anche due eventi della stessa serata. I punti vengono dagli incontri giocati prima dei playoff (bye compresi) e dalla partecipazione, che richiede almeno un incontro o un bye: chi non si è presentato e il cui incontro è stato dato all’avversario non riceve nulla. Gli incontri dei playoff non contano come incontri vinti o persi; sono invece i playoff a stabilire le posizioni: ogni posizione dei playoff riceve almeno un punto in più della migliore delle posizioni sotto di essa, così il vincitore sta davanti al finalista. Ogni gioco ha la sua classifica: un torneo Pokémon e un draft di Magic non si sommano mai.
season-step-points = punti
season-step-matches-won = incontri vinti
season-step-fewer-losses = meno sconfitte
season-step-events = eventi
season-step-first-seen = prima presenza
command-season = Stagione…
command-season-tooltip = La classifica di una lega sulle serate di una stagione: un file .podseason, o un evento qualsiasi nella cartella della stagione
purpose-open-season = Apri una stagione (un file .podseason, o un evento qualsiasi nella sua cartella)
purpose-save-season = Salva la stagione come
purpose-seasons = Stagioni ed eventi
purpose-season-file = File di stagione
file-picker-forced = { $env } chiede la finestra dei file di Podsheet.
# A round's life (docs/rules.md §6)
life-repaired-note = Turno { $round } riabbinato: { $count ->
    [0] nessun tavolo è cambiato.
    [one] è cambiato il tavolo { $tables }; avvisa i suoi giocatori.
   *[other] sono cambiati i tavoli { $tables }; avvisa i loro giocatori.
}
life-kept-note = Il turno { $round } resta com'è stato abbinato.
life-conceded-note = A { $name } va la vittoria dell'incontro del turno { $round }.
life-recut-note = Taglio rifatto dalla classifica svizzera attuale: il primo turno del playoff è riabbinato.
life-cut-kept-note = Il taglio resta com'è stato fatto.
life-stale-hover = Abbinato da risultati, ritiri o iscrizioni che sono cambiati dopo: i giocatori potrebbero aver già saputo altri abbinamenti.
life-repair-button = Riabbina il turno { $round } (Ctrl+R)
life-repair-rest-button = Riabbina i tavoli senza risultato del turno { $round } (Ctrl+R)
life-repair-hover = Abbina di nuovo dai risultati attuali; i risultati già inseriti restano. Avvisa i giocatori dei tavoli che cambiano.
life-keep-button = Tieni il turno { $round } così com'è
life-concede-button = Dai la vittoria a { $name }
life-recut-button = Rifai il taglio
life-keep-cut-button = Tieni il taglio
command-repair-stale = Riabbina il turno cambiato
command-repair-stale-tooltip = Abbina di nuovo un turno abbinato da risultati, ritiri o iscrizioni che sono cambiati dopo (i risultati già inseriti restano).
life-nothing-to-repair = Nessun turno da riabbinare: ogni turno abbinato corrisponde ai suoi risultati.
boxes-round-stale = Abbinato prima di una modifica: vedi l'avviso sopra.

# season (issue 28)

season-points-remembered-bad = I punti salvati nel file di stagione non si possono usare ({ $why }): sono mostrati i punti predefiniti.
# A round's life, batch 2
command-print-earlier-round = Stampa il turno { $round } ({ $value })…
boxes-print-round = Stampa…
boxes-print-round-hover = Abbinamenti e foglietti dei risultati del turno { $round }, così come sono ora.
new-event-swiss-rounds-usual = { $rounds } turni (il solito con { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
})
new-event-swiss-rounds-own = Turni:
new-event-swiss-rounds-hover = Quanti turni svizzeri; si può cambiare finché l'ultimo turno non è abbinato.
boxes-swiss-rounds = Turni svizzeri:
grid-out = fuori
grid-not-yet = non ancora
grid-bye = bye
grid-disqualified = squalificato
night-beside-open = Accanto agli eventi già aperti (una serata, una scheda ciascuno)
night-beside-open-hover = I nuovi pod si aggiungono alla serata aperta (una svizzera con i suoi primi 8, per esempio) invece di sostituirla; ognuno ha i suoi tavoli.
new-event-beside-open = Accanto agli eventi già aperti (una serata, una scheda ciascuno)
new-event-beside-open-hover = Il nuovo evento si aggiunge alla serata aperta (i pod di draft della serata, per esempio) come un'altra scheda, con i suoi tavoli, invece di sostituirla; un solo file tiene tutto.
night-named-round-all-results = { $name } · turno { $round } · tutti i risultati inseriti
night-named-round-missing-to = { $name } · turno { $round } · { $missing } da inserire
night-named-stage-all-results = { $name } · { $stage } · tutti i risultati inseriti
night-named-stage-missing = { $name } · { $stage } · { $missing } da inserire
night-tab-held =
    { $tab } · { $count ->
    [one] 1 risultato sospeso
    *[other] { $count } risultati sospesi
    }
night-tab-settle =
    { $tab } · { $count ->
    [one] 1 modifica da sistemare
    *[other] { $count } modifiche da sistemare
    }
app-status-stale = { $line }; { $count ->
    [one] { $count } modifica da risolvere (vedi l'avviso sopra il foglio)
   *[other] { $count } modifiche da risolvere (vedi l'avviso sopra il foglio)
}
grid-quarterfinals-short = QF
grid-semifinals-short = SF
grid-final-short = F
# Results from the players' phones (issue 29)
reports-already-in = Quell'incontro ha già un risultato: resta quello inserito.
reports-gone = Il risultato comunicato è di un incontro che non è più nel turno (il turno è stato riabbinato).
share-reports = I giocatori comunicano i risultati dal telefono
share-reports-hover = Ogni foglietto dei risultati ha una metà per ciascun giocatore, con il suo codice e il suo codice QR: un giocatore comunica il risultato, l'altro lo conferma sul proprio telefono e tu lo accetti (Ctrl+Shift+A). Un risultato inserito qui non viene mai cambiato da un telefono. Le metà provano due telefoni, non due persone: chi ha entrambe le metà può far entrare un risultato da solo, quindi strappa ogni foglietto e dai a ciascun giocatore solo la sua metà.
share-auto-accept = Accetta un risultato appena i due giocatori concordano, ognuno sul proprio telefono
share-auto-accept-hover = Disattivato: ogni risultato concordato aspetta nel pannello dei risultati comunicati finché non lo accetti. Attivato: viene inserito subito, e ciascuno si può annullare separatamente (attivandolo si accettano anche quelli già concordati). Qualsiasi cosa strana — le due metà da un solo telefono o da una sola connessione, un terzo telefono — aspetta sempre una tua decisione.
command-accept-confirmed = Accetta i risultati concordati
command-accept-confirmed-tooltip = Inserisce, in tutti i pod della serata, ogni risultato su cui i due giocatori hanno concordato, ognuno sul proprio telefono (ciascuno si può annullare separatamente). Ciò che aspetta una tua decisione (un disaccordo, qualcosa di strano, un incontro segnalato) resta in sospeso, e viene indicato.
reports-none-confirmed = Nessun risultato comunicato dai telefoni è ancora concordato da entrambi i giocatori.
reports-heading = Risultati comunicati dai telefoni
reports-result = { $a } { $score } { $b }
reports-pending = { $name } ha comunicato { $result }; si aspetta il telefono dell'altro giocatore
reports-confirmed = { $result }: i due giocatori concordano, ognuno sul proprio telefono
reports-disputed = i due giocatori non concordano: { $results }
reports-accept = Accetta { $result }
# The end of a round (issue 29)
purpose-still-playing = Salva i tavoli ancora in gioco come
command-print-still-playing = Stampa i tavoli ancora in gioco ({ $value })…
command-print-still-playing-tooltip = Quando viene chiamato il tempo: i tavoli dell'ultimo turno senza risultato e senza un risultato comunicato dal telefono, con il loro tempo extra, da portare in giro per la sala.
boxes-extra-time = Tempo extra…
boxes-held = Sospeso: questo risultato non conta da nessuna parte (classifica, abbinamenti, telefoni, stampe) finché non lo correggi.
boxes-extra-minutes = +{ $minutes } min
boxes-add-minutes = Aggiungi { $minutes } minuti
boxes-no-extra-time = Nessun tempo extra
boxes-extra-time-hover = Una chiamata al giudice o un controllo del mazzo: questo tavolo continua a giocare oltre il tempo del turno. Compare nella finestra per lo schermo, sui telefoni del tavolo e nell'elenco dei tavoli ancora in gioco.
boxes-report-code = Codice…
boxes-report-code-how = Per una metà di foglietto persa: dai a ogni giocatore solo il suo codice. I giocatori aggiungono /r/ e il proprio codice all'indirizzo delle pagine per comunicare il risultato di questo incontro.

## Added 2026-11-25 (issue 30)
font-missing = «{ $name }» richiede un font { $script } e non ce n'è nessuno installato, quindi si vede a quadratini (su Debian/Ubuntu: sudo apt install { $package })
font-missing-more = { $first } — e { $more ->
    [one] { $more } altro nome nello stesso caso
   *[other] altri { $more } nomi nello stesso caso
}
font-no-glyphs = «{ $name }» ha lettere che nessun font installato sa disegnare ({ $letters }); in stampa escono come quadratini
script-latin = latino
script-greek = greco
script-cyrillic = cirillico
script-han = cinese (Han)
script-kana = giapponese
script-hangul = coreano
script-arabic = arabo
script-hebrew = ebraico
script-thai = thailandese

## Added 2026-11-25 (issue 30): a name's reading
grid-reading = Lettura, per gli elenchi per nome in giapponese:
grid-reading-of = Lettura del nome di { $short }
boxes-report-code-of = { $name }: { $code }
night-tab-reports = { $tab } · { $count } dai telefoni
reports-from = { $half }: { $score } · telefono { $device } · { $address } · { $time }
reports-half-of = Metà di { $name }
reports-held = aspetta una tua decisione: { $results }, perché { $why }
reports-in-pod = { $pod } · { $place }
reports-late-note = rifiutato dopo l'accordo dei giocatori: { $line }
reports-odd-old-slip = il foglietto è stato stampato prima che ogni giocatore avesse la sua metà, quindi non dice chi sta comunicando
reports-odd-one-address = i risultati comunicati con le due metà del foglietto sono arrivati da una sola connessione (un telefono con un cookie nuovo, o più telefoni che condividono un indirizzo)
reports-odd-one-device = i risultati comunicati con le due metà del foglietto sono arrivati da un solo telefono
reports-odd-second-voice = un secondo telefono ha comunicato un risultato con la metà di { $name }
reports-old-slip = il codice unico del foglietto
reports-skipped = Accettati: { $accepted }; lasciati a te: { $left } (un disaccordo, qualcosa di strano o un incontro segnalato come problema).
reports-where-from = Da dove { $count ->
    [one] è arrivato il risultato comunicato
   *[other] sono arrivati i { $count } risultati comunicati
    }
sheet-where = { $round }, tavolo { $table }
sheet-where-box = { $round }, tavolo { $table } (casella { $letter })
disk-changed = { $file } è stato modificato su disco da un altro programma da quando l'hai aperto o salvato. Salvare qui perderebbe ciò che ha scritto, quindi Podsheet non lo fa: riaprilo per vederlo.
disk-save-yours-as = Salva le tue modifiche come un altro file…
disk-open-again = Riapri
command-handling-changed-on-disk = Non salvato: { $file } è stato modificato su disco da un altro programma da quando l'hai aperto, e salvare perderebbe ciò che ha scritto. Salva come un altro file, oppure riaprilo.
reports-accepted-line = dai telefoni ({ $by ->
    [owner] accettato da te
   *[agreement] i due giocatori concordano
    }), { $time }
reports-accepted-changed = modificato qui dopo aver accettato il { $score } dai telefoni ({ $time })

## Playoff rounds by name (issue 35 part 4)

boxes-paired-once-stage-is-played = Abbinato quando saranno inseriti tutti i risultati: { $stage }.
playoff-final-result = { $letter }: { $a } vs { $b } — { $score }, { $winner } vince l'evento
new-event-game = Gioco
new-event-best-of-two = Due partite (ogni giocatore inizia una volta)
new-event-suggested-cut = Suggerito dopo i turni svizzeri: una top { $top } (il taglio si fa dal menu Evento, oppure nessun taglio).
new-event-suggested-no-cut = Suggerito: nessuna top con questo numero di giocatori.
new-event-cut-yours = Il taglio lo scegli tu: dopo i turni svizzeri, taglia a una top 8, 4 o 2 dal menu Evento, o tieni la classifica come finale.
new-event-beyond-table = La tabella del gioco si ferma a { $most } giocatori: la sua ultima riga è il suggerimento.
new-event-pod-sheets-magic = I fogli del tavolo sono i fogli da draft di Magic: un torneo di { $game } si gioca a svizzera o a girone all'italiana.
grid-rank-in-division = Posizione tra i { $division }
boxes-swiss-over-cut = I turni svizzeri sono finiti. Per { $players } giocatori, { $game } suggerisce una top { $top }.
boxes-swiss-over-no-cut = I turni svizzeri sono finiti. Per { $players } giocatori, { $game } non prevede una top: la classifica è definitiva.
boxes-swiss-over-choice = I turni svizzeri sono finiti. Le regole di { $game } lasciano la top al negozio: taglia a una top 8, 4 o 2, oppure tieni questa classifica come definitiva.
reports-stuck-mine = { $half }: il telefono { $device } ({ $address }) ha inviato { $count } risultati, il massimo per un telefono; non ne invia altri, e l'altra metà resta ascoltata
reports-stuck-half = { $half }: { $count } risultati da più telefoni, il massimo che accetta; con essa non se ne accettano altri
explain-shown-large = Mostrato a caratteri grandi nella sua finestra.
explain-large-title = Perché questo ordine
command-cut-by-division = Taglio per categoria…
command-cut-by-division-tooltip = Chiudi qui la svizzera: ogni categoria d'età con un taglio gioca il proprio playoff, con le teste di serie della propria classifica
grid-division = Categoria
grid-division-of = Categoria di { $short }
grid-division-after-cut = Il taglio è fatto: le teste di serie sono fissate e la categoria di un giocatore non cambia più.
cut-dialog-title = Taglio per categoria
cut-dialog-division = { $division }: { $players } giocatori, ritirati compresi
cut-dialog-no-playoff = Nessun playoff
cut-dialog-suggests-top = Per { $players } giocatori, { $game } suggerisce una top { $top }.
cut-dialog-suggests-none = Per { $players } giocatori, { $game } non prevede un playoff.
cut-dialog-cut = Taglia
boxes-swiss-over-divisions = I turni svizzeri sono finiti. Ogni categoria d'età ha il proprio playoff, con le teste di serie della propria classifica:
new-event-divisions-hint = La categoria d'età di un giocatore segue una virgola: «Liam Kowalski, Junior» (Junior, Senior o Master). Senza, il giocatore gioca nei Master.
crash-note = Podsheet si è fermato per un errore alle { $when }: { $what } ({ $place }, versione { $version }). { $kept } Per favore, racconta agli sviluppatori cosa stavi facendo.
crash-no-details = non sono stati registrati dettagli
crash-night-kept = Tutto ciò che era stato inserito fino all’errore è stato conservato: ripristinalo qui sotto.
crash-night-last-change = È stato conservato ciò che era stato inserito prima dell’ultima modifica: ripristinalo qui sotto e controlla l’ultimo risultato.

boxes-games-won = partite vinte { $a } { $b }
boxes-games-won-tied = partite vinte { $a } { $b }, in parità { $draws }
fields-score-hint-one-dl = Una partita: w (1-0) o l (0-1); una partita che nessuno ha vinto è una doppia sconfitta, persa da entrambi: dl.
fields-score-hint-three-dl = Partite vinte e perse: 2-1, 21, 2-0, o w, l; un incontro che nessuno ha vinto è una doppia sconfitta, persa da entrambi: dl.

new-event-game-tournament = Torneo di { $game }
