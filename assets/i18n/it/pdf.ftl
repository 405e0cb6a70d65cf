# Stampe (src/io/pdf): il foglio del pod, gli abbinamenti, i foglietti dei risultati, la classifica.

pdf-bye = bye
pdf-held-score = { $score } sospeso
pdf-held = sospeso
pdf-bye-caps = BYE
pdf-dq = DQ
# V = vittoria, S = sconfitta, P = pareggio
pdf-win = V
pdf-loss = S
pdf-draw = P
pdf-event-blank = Evento: ______________________
pdf-date-blank = Data: ____________
pdf-games = partite
pdf-wld = V/S/P
pdf-no = N.
pdf-name = Nome
pdf-seat = Posto
pdf-round-short = T{ $round }
pdf-record = Record
pdf-matches-lower = incontri
pdf-rank = Pos.
pdf-deck = Mazzo
pdf-first-pick = 1ª scelta
pdf-how-ties = Come sono state risolte le parità
pdf-how-ties-continued = { $event }: come sono state risolte le parità (continua)
pdf-pairings-title = { $event }: abbinamenti – { $name }
pdf-pairings-note = In ordine alfabetico. Trova il tuo nome, poi vai al tuo tavolo.
pdf-table = Tavolo
pdf-player = Giocatore
pdf-opponent = Avversario
pdf-record-points =
    ({ $record }, { $points ->
    [one] 1 pt
    *[other] { $points } pt
    })
pdf-continued = (continua)
pdf-slip-heading = { $name } · Tavolo { $table }
pdf-games-won = partite vinte
pdf-drawn-games = partite pareggiate
pdf-signed = firma: { $name }
decided-points = punti
decided-wins = vittorie
decided-roll = sorteggio
decided-entry = ordine d'iscrizione
pdf-points = Punti
pdf-matches = Incontri
pdf-games-head = Partite
pdf-decided-by = Deciso da
pdf-standings-title = { $event }: classifica dopo { $rounds ->
    [one] { $rounds } turno
   *[other] { $rounds } turni
}
pdf-step-is = { $short } = { $name }
pdf-rules-steps = Regole «{ $rules }»: { $steps }.
pdf-left-out = { $step }: non si usa, perché tutti hanno giocato contro tutti.
pdf-none-ranked = Ancora nessun giocatore in classifica.
pdf-qr-heading = Abbinamenti, classifica e il perché, sul tuo telefono:
pdf-qr-note = Sul Wi-Fi del negozio; niente da installare. Inquadra il codice o digita l'indirizzo.
pdf-qr-small = La classifica sul tuo telefono:
pdf-round-n = Turno { $round }
pdf-vs = vs
pdf-wld-colon = V/S/P:
pdf-games-won-colon = vinte:
pdf-coin-flip-note = { $source } (lancio moneta)

## Le regole in fondo al foglio del pod

rules-seating = Posti:
rules-seating-text = Far sedere i giocatori a caso prima del draft: l'ordine del draft non stabilisce teste di serie. Il numero di ogni giocatore su questo foglio è quello a cui si riferiscono le caselle qui sotto.
rules-pairings = Abbinamenti:
rules-pairings-round-robin-7 = Ognuno gioca una volta contro tutti gli altri, una riga di caselle per turno. A ogni turno un giocatore ha il bye, che conta come un incontro vinto.
rules-pairings-single-elimination = Al turno 1 i giocatori sono abbinati per numero, come indicato. Chi vince passa alla casella indicata sotto ogni riga; chi perde è eliminato.
rules-pairings-round-robin-double = Ognuno gioca due volte contro tutti gli altri, una riga di caselle per turno; i turni da 6 a 10 ripetono i turni da 1 a 5.
rules-pairings-swiss-9 = Al turno 1 i giocatori sono abbinati per numero, come indicato, e il giocatore 9 ha il bye. Da lì in poi si segue il tabellone: ogni riga dice da quale casella arriva il vincitore o il perdente che gioca lì, e a ogni turno una casella è un bye (un incontro vinto). Nessuno incontra due volte lo stesso avversario né riceve due bye. L'unica eccezione è un pareggio (vedi Pareggi).
rules-pairings-swiss = Al turno 1 i giocatori sono abbinati per numero, come indicato. Da lì in poi si segue il tabellone: ogni riga dice da quale casella arriva il vincitore o il perdente che gioca lì. L'unica eccezione è un pareggio (vedi Pareggi).
rules-time-limits = Tempo:
rules-time-limits-text = { $minutes } minuti per turno. Se un incontro non è finito quando viene chiamato il tempo, i giocatori giocano altri cinque turni in tutto; una partita ancora non conclusa a quel punto è un pareggio.
rules-best-of-one = Partita singola:
rules-best-of-one-text = Ogni incontro è una sola partita. Scrivere V, S o P per ciascun giocatore.
rules-best-of-three = Al meglio delle tre:
rules-best-of-three-text = Vince l'incontro il primo giocatore che vince due partite. Se il tempo scade prima, l'incontro va al giocatore con più partite vinte; a parità di partite vinte è un pareggio. Una partita conta solo se è iniziata: tempo scaduto durante la terza partita fa 1-1-1, ma se la terza partita non è mai cominciata il risultato è 1-1.
rules-draws = Pareggi:
rules-draws-round-robin = Un incontro pareggiato vale 1 punto per ciascun giocatore, una vittoria 3, una sconfitta 0. I pareggi intenzionali non sono ammessi.
rules-draws-single-elimination = Dopo un incontro pareggiato, il lancio di una moneta decide quale giocatore passa alla casella successiva; l'app registra il lancio. I pareggi intenzionali non sono ammessi.
rules-draws-swiss-9 = Dopo un incontro pareggiato, il lancio di una moneta decide quale giocatore prosegue come vincitore di quella casella e quale come perdente; l'app registra il lancio. Dopo un secondo incontro pareggiato, il resto dell'evento viene abbinato in base ai record. I pareggi intenzionali non sono ammessi.
rules-draws-swiss = Dopo un incontro pareggiato, il lancio di una moneta decide quale giocatore prosegue come vincitore di quella casella e quale come perdente; l'app registra il lancio. Se due giocatori che hanno pareggiato al turno 1 hanno lo stesso record dopo il turno 2, si scambiano di posto nel tabellone. I pareggi intenzionali non sono ammessi.
rules-tiebreakers = Tiebreaker:
rules-step-numbered = { $number }. { $step }
rules-fallback-roll = un sorteggio casuale, fatto una sola volta e salvato con l'evento
rules-fallback-entry = l'ordine in cui sono stati inseriti i giocatori
rules-tiebreakers-text = { $description }. 1. Punti incontro: 3 per una vittoria (il bye conta come vittoria), 1 per un pareggio, 0 per una sconfitta. { $steps }. I giocatori pari in ogni passaggio vengono ordinati secondo { $fallback }.
rules-tiebreakers-text-skip = { $description }. 1. Punti incontro: 3 per una vittoria (il bye conta come vittoria), 1 per un pareggio, 0 per una sconfitta. { $steps }. I giocatori pari in ogni passaggio vengono ordinati secondo { $fallback }. I passaggi che confrontano gli avversari non si usano quando tutti hanno giocato contro tutti.
pdf-season-title = Stagione: { $name }
pdf-season-missing = Serata { $event } ({ $file }) non leggibile: non conta per nessuno (segnata con ?).
pdf-title-pairings = { $event }: abbinamenti
pdf-title-slips = { $event }: foglietti dei risultati
pdf-title-standings = { $event }: classifica
pdf-title-round = { $event }: abbinamenti e foglietti dei risultati
pdf-title-playoff = { $event }: playoff
# A round's life (docs/rules.md §6)
pdf-replaces = Riabbinato alle { $time }: se { $name } era già stato stampato, butta la vecchia stampa e usa questa.
# Results from the players' phones (issue 29)
pdf-report-here = Comunica il risultato dal telefono (codice { $code }):
pdf-title-still-playing = { $event }: ancora in gioco
pdf-still-playing-title = { $event }: ancora in gioco – { $name }

## Added 2026-11-25 (issue 30)
pdf-error-not-a-sheet = questo evento non si gioca su un foglio pod (si tratta di { $what }); stampa invece abbinamenti, foglietti dei risultati o classifica
pdf-error-round-robin = un girone all'italiana
pdf-error-swiss = un evento svizzero
pdf-error-results = risultati importati
pdf-error-no-rounds = nessun turno è stato ancora abbinato, quindi non ci sono abbinamenti né foglietti da stampare
pdf-error-player-count = il foglio «{ $template }» è per { $expected } giocatori, ma l'evento ne ha { $found }
pdf-error-no-cut = questo evento non ha un playoff: prima fai il taglio ai primi 8, 4 o 2 (Evento → Taglio ai primi 8)
pdf-error-font = impossibile leggere il font incorporato
pdf-slip-half = Metà di { $name }: solo per { $name }

## A given match on the pairings (issue 35 part 4)

pdf-given-win = partita assegnata: { $name } ha lasciato il torneo
pdf-dropped-out = ritiro: la partita è assegnata a { $name }
pdf-tied-games = partite in parità

pdf-double-loss = doppia sconfitta
