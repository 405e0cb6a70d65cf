# Impresos (src/io/pdf): hoja de pod, emparejamientos, papeletas, clasificación.

pdf-bye = bye
pdf-held-score = { $score } retenido
pdf-held = retenido
pdf-season-title = Temporada: { $name }
pdf-season-missing = La noche { $event } ({ $file }) no se pudo leer: no cuenta para nadie (marcada con ?).
pdf-title-pairings = { $event }: emparejamientos
pdf-title-slips = { $event }: papeletas de resultado
pdf-title-standings = { $event }: clasificación
pdf-title-round = { $event }: emparejamientos y papeletas de resultado
pdf-title-playoff = { $event }: eliminatoria
pdf-bye-caps = BYE
pdf-dq = DQ
pdf-win = W
pdf-loss = L
pdf-draw = D
pdf-event-blank = Torneo: ______________________
pdf-date-blank = Fecha: ____________
pdf-games = juegos
pdf-wld = W/L/D
pdf-no = N.º
pdf-name = Nombre
pdf-seat = Sitio
pdf-round-short = R{ $round }
pdf-record = Récord
pdf-matches-lower = partidas
pdf-rank = Pos.
pdf-deck = Mazo
pdf-first-pick = 1.ª elección
pdf-how-ties = Cómo se deshicieron los empates
pdf-how-ties-continued = { $event }: cómo se deshicieron los empates (continuación)
pdf-pairings-title = { $event }: emparejamientos – { $name }
pdf-pairings-note = Por orden alfabético. Busca tu nombre y ve a tu mesa.
pdf-table = Mesa
pdf-player = Jugador
pdf-opponent = Rival
pdf-record-points =
    ({ $record }, { $points ->
    [one] 1 pto.
    *[other] { $points } ptos.
    })
pdf-continued = (continuación)
pdf-slip-heading = { $name } · Mesa { $table }
pdf-games-won = juegos ganados
pdf-drawn-games = juegos empatados
pdf-signed = firma: { $name }
decided-points = puntos
decided-wins = victorias
decided-roll = sorteo
decided-entry = orden de inscripción
pdf-points = Ptos.
pdf-matches = Partidas
pdf-games-head = Juegos
pdf-decided-by = Decidido por
pdf-standings-title = { $event }: clasificación tras { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}
pdf-step-is = { $short } = { $name }
pdf-rules-steps = Reglas «{ $rules }»: { $steps }.
pdf-left-out = { $step } no se usa: todos jugaron contra todos.
pdf-none-ranked = Aún no hay jugadores clasificados.
pdf-qr-heading = Emparejamientos, clasificación y el porqué, en tu móvil:
pdf-qr-note = En el wifi de la tienda; no hay que instalar nada. Escanea el código o escribe la dirección.
pdf-qr-small = La clasificación en tu móvil:
pdf-round-n = Ronda { $round }
pdf-vs = vs
pdf-wld-colon = W/L/D:
pdf-games-won-colon = ganados:
pdf-coin-flip-note = { $source } (moneda)
rules-seating = Asientos:
rules-seating-text = Sienta a los jugadores al azar antes del draft; el orden del draft no determina cabezas de serie. El número de cada jugador en esta hoja es al que se refieren las casillas de abajo.
rules-pairings = Emparejamientos:
rules-pairings-round-robin-7 = Cada uno juega una vez contra cada uno de los demás, una línea de casillas por ronda. En cada ronda un jugador tiene un bye, que cuenta como partida ganada.
rules-pairings-single-elimination = La ronda 1 empareja a los jugadores por número como se muestra. Los ganadores pasan a la casilla indicada bajo cada línea; quien pierde queda eliminado.
rules-pairings-round-robin-double = Cada uno juega dos veces contra cada uno de los demás, una línea de casillas por ronda; las rondas 6 a 10 repiten las rondas 1 a 5.
rules-pairings-swiss-9 = La ronda 1 empareja a los jugadores por número como se muestra, y el jugador 9 tiene el bye. Después, sigue el cuadro: cada línea dice qué ganador o perdedor de qué casilla juega ahí, y una casilla por ronda es un bye (una partida ganada). Nadie se enfrenta dos veces al mismo rival ni recibe dos byes. La única excepción es un empate (ver Empates).
rules-pairings-swiss = La ronda 1 empareja a los jugadores por número como se muestra. Después, sigue el cuadro: cada línea dice qué ganador o perdedor de qué casilla juega ahí. La única excepción es un empate (ver Empates).
rules-time-limits = Tiempo:
rules-time-limits-text = { $minutes } minutos por ronda. Si una partida no ha terminado cuando se acaba el tiempo, los jugadores juegan cinco turnos más en total; un juego aún sin terminar entonces es un empate.
rules-best-of-one = Al mejor de uno:
rules-best-of-one-text = Cada partida es un solo juego. Escribe W (victoria), L (derrota) o D (empate) para cada jugador.
rules-best-of-three = Al mejor de tres:
rules-best-of-three-text = El primero en ganar dos juegos gana la partida. Si antes se acaba el tiempo, gana la partida quien ganó más juegos; con los mismos juegos ganados es un empate. Cuenta un juego solo si empezó: fin de tiempo en el tercer juego es 1-1-1, pero si el tercer juego no empezó el resultado es 1-1.
rules-draws = Empates:
rules-draws-round-robin = Una partida empatada da 1 punto a cada jugador, una victoria 3, una derrota 0. No se permiten empates intencionales.
rules-draws-single-elimination = Tras una partida empatada, una moneda decide qué jugador pasa a la casilla siguiente; la app guarda el resultado. No se permiten empates intencionales.
rules-draws-swiss-9 = Tras una partida empatada, una moneda decide qué jugador sigue como ganador de esa casilla y cuál como perdedor; la app guarda el resultado. Tras un segundo empate, el resto del torneo se empareja por récord. No se permiten empates intencionales.
rules-draws-swiss = Tras una partida empatada, una moneda decide qué jugador sigue como ganador de esa casilla y cuál como perdedor; la app guarda el resultado. Si dos jugadores que empataron en la ronda 1 tienen el mismo récord tras la ronda 2, intercambian su lugar en el cuadro. No se permiten empates intencionales.
rules-tiebreakers = Desempates:
rules-step-numbered = { $number }. { $step }
rules-fallback-roll = un sorteo, hecho una vez y guardado con el torneo
rules-fallback-entry = el orden de inscripción
rules-tiebreakers-text = { $description }. 1. Puntos de partida: 3 por victoria (un bye cuenta como victoria), 1 por empate, 0 por derrota. { $steps }. Los jugadores igualados en todos los pasos se ordenan por { $fallback }.
rules-tiebreakers-text-skip = { $description }. 1. Puntos de partida: 3 por victoria (un bye cuenta como victoria), 1 por empate, 0 por derrota. { $steps }. Los jugadores igualados en todos los pasos se ordenan por { $fallback }. Los pasos que comparan oponentes dejan de usarse cuando todos han jugado contra todos.
# A round's life (docs/rules.md §6)
pdf-replaces = Reemparejada a las { $time }: si { $name } ya se imprimió, tira esa hoja y usa esta.
# Results from the players' phones (issue 29)
pdf-report-here = Reporta el resultado en tu móvil (código { $code }):
pdf-title-still-playing = { $event }: mesas que siguen jugando
pdf-still-playing-title = { $event }: mesas que siguen jugando – { $name }

## Added 2026-11-25 (issue 30)
pdf-error-not-a-sheet = este torneo no se juega en una hoja de pod ({ $what }); imprime en su lugar los emparejamientos, las papeletas o la clasificación
pdf-error-round-robin = es un todos contra todos
pdf-error-swiss = es un torneo suizo
pdf-error-results = son resultados importados
pdf-error-no-rounds = todavía no se ha emparejado ninguna ronda, así que no hay emparejamientos ni papeletas que imprimir
pdf-error-player-count = la hoja «{ $template }» es para { $expected } jugadores, pero el torneo tiene { $found }
pdf-error-no-cut = este torneo no tiene eliminatoria: primero córtalo a un top 8, 4 o 2 (Torneo → Cortar al top 8)
pdf-error-font = no se pudo leer la fuente incrustada
pdf-slip-half = Mitad de { $name }: solo para { $name }

## A given match on the pairings (issue 35 part 4)

pdf-given-win = partida otorgada: { $name } abandonó
pdf-dropped-out = abandonó: la partida se otorga a { $name }
pdf-tied-games = juegos en empate

pdf-double-loss = doble derrota
