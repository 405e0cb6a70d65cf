# Explicaciones de los empates (src/text/explain). Términos como en las
# Reglas de Torneo de Magic en español (ver GLOSSARY.md).

step-match-points = puntos de partida
step-omp = puntos de partida de los oponentes
step-omw = porcentaje de partidas ganadas de los oponentes
step-gpg = media de puntos por juego
step-gw = porcentaje de juegos ganados
step-ogw = porcentaje de juegos ganados de los oponentes
step-oomw = porcentaje de partidas ganadas de los oponentes de los oponentes
step-cumulative = desempate acumulado
step-ow = porcentaje de victorias de los oponentes
step-oow = porcentaje de victorias de los oponentes de los oponentes
step-win-resistance = resistencia de victorias
step-win-resistance-resistance = resistencia de victorias de los vencidos
short-match-points = Ptos.
short-match-wins = Victorias
short-omp = PPO
short-omw = OMW%
short-gpg = PPJ
short-gw = GW%
short-ogw = OGW%
short-oomw = OOMW%
short-cumulative = Acum.
short-ow = OW%
short-oow = OOW%
short-win-resistance = RV
short-win-resistance-resistance = RVV
decider-roll = un sorteo guardado
decider-entry-order = el orden de inscripción
percent = { $value } %
points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
phrase-separator = {"; "}
sentence-separator = {" "}
order-separator = {", "}
then-separator = {", luego "}
note-separator = {", "}
tie-open = { $players } están empatados a { $points }.
ranking-is = El orden es { $order }.
step-first = { $step }: { $detail }
step-go-to = { $players } pasan a «{ $step }»: { $detail }
step-each-set = { $step }, para cada grupo aún empatado. { $parts }
set-part = { $players }: { $detail }
set-detail = { $phrases }. { $outcome }
skip-round-robin = El criterio «{ $step }» no se usa: todos jugaron contra todos, así que no distingue a los jugadores.
fallback-roll-missing = { $players } están igualados en todos los desempates. Decide un sorteo; aún no se ha hecho, así que hasta entonces aparecen en el orden de inscripción: { $order }.
fallback-decides = { $players } están igualados en todos los desempates; decide { $decider }: { $order }.
outcome-still-tied = { $players } siguen empatados.
outcome-ahead = { $ahead } va por delante de { $behind }.
outcome-orders = El orden queda { $order }.
outcome-in-order = En orden: { $parts }.
outcome-part-tied = { $players } (aún empatados)
pair-disqualified = { $name } está descalificado y no se clasifica.
pair-ahead-on-points = { $ahead } ({ $ahead_points }) va por delante de { $behind } ({ $behind_points }) por puntos de partida.
match-wins =
    { $count ->
    [one] { $count } partida ganada
    *[other] { $count } partidas ganadas
    }
pair-ahead-on-wins = { $ahead } ({ $ahead_points }) va por delante de { $behind } ({ $behind_points }) por partidas ganadas.
pair-tied = { $ahead } y { $behind } están empatados a { $points }.
pair-equal-on = Están igualados en { $steps }.
step-with-value = { $step } ({ $value })
pair-first-orders = El primer desempate que los separa es «{ $step }»: { $ahead_phrase }; { $behind_phrase }. { $ahead } va por delante.
pair-equal-every = Están igualados en todos los desempates; { $decider } pone por delante a { $ahead }.
phrase-points = { $who }: { $points } ({ $won } ganadas, { $drawn } empatadas, { $byes ->
    [one] { $byes } bye
   *[other] { $byes } byes
})
phrase-points-per-game = { $who }: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} en { $games ->
    [one] { $games } juego
   *[other] { $games } juegos
} = { $value }
phrase-game-points = { $who }: { $points ->
    [one] { $points } punto de juego
   *[other] { $points } puntos de juego
} de { $possible } posibles = { $value }
phrase-game-points-floored = { $who }: { $points ->
    [one] { $points } punto de juego
   *[other] { $points } puntos de juego
} de { $possible } posibles = { $value } ({ $raw } subido al mínimo)
phrase-no-opponents = { $who } aún no tiene oponentes, así que cuenta { $value }
phrase-opponent-points = los oponentes de { $who } tienen { $items } = { $sum } / { $count } = { $value }
opponent-points-floored = { $points } ({ $record } cuenta como { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
})
phrase-opponents = oponentes de { $who }: { $items } = { $sum } / { $count } = { $value }
opponent-value = { $opponent } { $value }
opponent-value-notes = { $opponent } { $value } ({ $notes })
note-raised = { $raw } subido al mínimo de { $used }
with-bye-note = { $phrase }; { $count ->
    [one] el bye de { $who } en la ronda { $rounds } no tiene oponente que contar
   *[other] los byes de { $who } en las rondas { $rounds } no tienen oponente que contar
}
beaten = { $opponent } ({ $value })
beaten-resistance = { $opponent } (resistencia { $value })
drew = empate con { $opponent } ({ $value } / 3 = { $used })
drew-resistance = empate con { $opponent } (resistencia { $value } / 3 = { $used })
beaten-bye = el bye (0)
beat-no-one = { $who } no ganó a nadie: 0
beat = { $who } ganó contra { $items }: total { $total }
pool-round = { $earned } → { $pool }
phrase-pools = { $who }: puntos por ronda y bolsa de bonificación { $rounds } = { $value }
preset-pod-rr = hoja de todos contra todos de 7: puntos, resistencia de victorias
preset-pod-swiss = hojas suizas de 8/10: desempates DCI, byes 0-0
preset-mtr = Reglas de Torneo de Magic, Apéndice C (mínimo 0,33)
preset-wotc = clasificaciones publicadas por Wizards (mínimo 1/3)
preset-melee = melee.gg (los juegos empatados valen 0)
preset-wer = Wizards Event Reporter (byes fuera del PMW%)
preset-wer-team = eventos por equipos de WER (OOMW%)
preset-cumulative = eventos premier de principios de 2010 (acumulado)
preset-custom = tus propias opciones
source-player = jugador { $number }
source-winner = ganador { $letter }
source-loser = perdedor { $letter }
source-waiting-flip = { $source }: esperando la moneda en { $letter }
validate-no-name = El jugador { $number } no tiene nombre.
validate-same-name = Dos jugadores se llaman { $name }: añade a uno un apellido o una inicial.
validate-unknown-player = { $place }: se refiere a un jugador que no está en la hoja.
validate-against-themselves = { $place }: { $name } está emparejado contra sí mismo.
validate-two-matches = Ronda { $round }: { $name } está en dos partidas ({ $first } y { $place }).
validate-dropped-has-result = { $round ->
    [0] { $place }: { $name } está ausente (fuera antes de la ronda 1) pero tiene un resultado aquí.
   *[other] { $place }: { $name } abandonó tras la ronda { $round } pero tiene un resultado aquí.
}
validate-joined-has-result = { $place }: { $name } entró en la ronda { $round } pero tiene un resultado aquí.
validate-no-result = { $place }: aún sin resultado.
validate-cannot-happen = { $place }: { $score } es imposible: { $why }.
validate-intentional-draw = { $place }: { $score } es un empate intencional, que esta hoja no permite.
validate-shared-seat = { $first } y { $second } tienen los dos el asiento { $seat }: da a uno de ellos otro asiento.
impossible-best-of-one = una partida al mejor de uno es un solo juego: victoria, derrota o empate (1-0, 0-1 o 0-0-1)
impossible-over-two = al mejor de tres un jugador se detiene en 2 juegos ganados
impossible-both-two = al mejor de tres los dos jugadores no pueden ganar 2 juegos
impossible-too-many = ninguna partida tiene tantos juegos
place-quarterfinal = Cuarto de final { $label } ({ $a } vs { $b })
place-semifinal = Semifinal { $label } ({ $a } vs { $b })
place-final = Final ({ $a } vs { $b })
place-match = Ronda { $round }, mesa { $table } ({ $a } vs { $b })
place-box = Ronda { $round }, mesa { $table }, casilla { $label } ({ $a } vs { $b })
place-bye = Ronda { $round } ({ $a } tiene el bye)
unknown-player = un jugador desconocido
text = { $text }
pair-rematch = { $a } y { $b } se enfrentan de nuevo: ningún emparejamiento de esta ronda evita todas las revanchas.
float-odd = queda un número impar de jugadores por emparejar con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
float-rematch = los jugadores que quedan con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} no pueden jugar todos entre sí sin una revancha
float-down = { $high } ({ $high_points ->
    [one] { $high_points } punto
   *[other] { $high_points } puntos
}) baja a jugar con { $low } ({ $low_points ->
    [one] { $low_points } punto
   *[other] { $low_points } puntos
}): { $why }.
bye-everyone-had-one = { $name } recibe el bye: todos han tenido uno, y { $name } es el peor clasificado que puede tomarlo sin una revancha.
bye-again = { $name } recibe otro bye: quienes aún no lo han tenido hacen falta en otro sitio para evitar una revancha.
bye-lowest = { $name } recibe el bye: es el peor clasificado sin bye.
bye-lowest-others = { $name } recibe el bye: es el peor clasificado sin bye que puede tomarlo sin provocar una revancha ({ $others } no podían).
pair-random = La ronda { $round } se empareja al azar (semilla guardada { $seed }).
pair-random-within-points = La ronda { $round } se empareja al azar entre jugadores con los mismos puntos, y el que sobra baja al azar (semilla guardada { $seed }).
pair-across-seat = En la ronda { $round } se juega contra quien está enfrente, por asiento: cada uno juega con quien está a media mesa de distancia.
pair-across-number = En la ronda { $round } se juega contra quien está enfrente, por número de jugador: cada uno juega con quien está a media lista de distancia.
bye-odd-last = { $name } recibe el bye: los jugadores son impares y es el último del orden.
round-robin-sheet-round = Ronda { $round } del calendario de la hoja de 7.
round-robin-round = Ronda { $round } del calendario de todos contra todos (método del círculo, { $players } jugadores).
bye-absent-opponent = { $name } recibe un bye: su rival previsto, { $absent }, no juega esta ronda.
records-absent = { $name } no juega en la ronda { $round }: los caminos de la hoja ya no valen, así que desde la ronda { $round } se empareja por récord.
records-draws = { $count } partidas acabaron en empate ({ $boxes }): los caminos de la hoja ya no valen, así que desde la ronda { $round } se empareja por récord.
records-off-sheet = La ronda { $round } tiene mesas emparejadas por récord al volver a emparejarla: los caminos de la hoja ya no valen, así que desde la ronda { $round } se empareja por récord.
draw-in-round = ronda { $round }
flip-sends = La casilla { $letter } ({ $a } v { $b }) acabó en empate: la moneda hace avanzar a { $winner } como ganador.
swap-round-three = { $x } y { $y } empataron en la ronda 1 y ambos tienen { $points ->
    [one] { $points } punto de partida
   *[other] { $points } puntos de partida
} tras la ronda 2: cambian de lugar para la ronda 3.
no-swap = { $x } y { $y } empataron en la ronda 1 pero tienen { $x_points } y { $y_points } puntos de partida tras la ronda 2: no hay cambio, vale la moneda.
score-not-a-score = «{ $text }» no es un resultado: escribe los juegos ganados, perdidos y empatados (2-1, 21, 2-1-1), o w, l, o id para un empate intencional
score-which-draw = «{ $text }» no dice qué empate: escribe los juegos tal como se jugaron, 1-1 (el juego 3 no llegó a empezar) o 1-1-1 (se acabó el tiempo durante el juego 3), o id para un empate intencional (0-0-3)
score-too-many-games = «{ $text }»: ninguna partida tiene tantos juegos
score-empty = 0-0 no es un resultado: deja la casilla vacía hasta que se juegue la partida; un empate intencional es 0-0-3 (escribe id)
lang-preparing = { $language } aún se está traduciendo: lo que falta aparece en inglés.
lang-pseudo = { $tag } es el pseudoidioma: inglés con acentos y un 40 % más largo, para comprobar el diseño.
name-control-character = tiene un carácter de control
name-too-long = tiene más de { $max } caracteres
name-twice = «{ $name }» ya está en la línea { $line } («{ $first }»): cada jugador una sola vez
night-no-pod = No existe el pod { $pod }.
night-pod-has-results = El pod { $pod } ya tiene resultados: sus jugadores ya no pueden cambiar.
night-pod-keeps-rounds = El pod { $pod } conserva sus propias rondas y asientos (ya no está como lo repartió la noche): aquí nadie entra ni sale de él. Una ausencia cuenta como abandono antes de la ronda 1.
night-no-show-played = { $name } tiene un resultado en la ronda { $round }, así que no es una ausencia: márcalo como abandono tras una ronda (el menú … junto a su nombre).
night-pod-full = El pod { $pod } está lleno ({ $max } jugadores).
night-pod-no-player = El pod { $pod } no tiene jugador { $player }.
night-type-name = Escribe el nombre del nuevo jugador.
night-already-playing = { $name } ya juega esta noche.
night-pod-full-start-new = El pod { $pod } está lleno: abre un pod nuevo.
night-only-pod = El único pod de la noche necesita al menos un jugador.
check-no-round = no existe la ronda { $round }
check-swap-unknown-player = uno de los dos jugadores no está en este torneo: elígelos de nuevo
check-not-playing = { $name } está emparejado en la ronda { $round } pero no la juega.
check-against-themselves = { $name } está emparejado contra sí mismo.
check-rematch = { $a } y { $b } ya jugaron entre sí: es una revancha.
check-second-bye = { $name } recibe un segundo bye mientras { $waiting } no { $count ->
    [one] ha tenido
   *[other] han tenido
} ninguno.
check-paired-times = { $name } está emparejado { $times } veces en la ronda { $round }.
check-not-paired = { $name } no está emparejado en la ronda { $round }.
check-swap-has-result = La partida de { $name } ya tiene resultado: bórralo antes de intercambiar.
pod-format-round-robin-7 = hoja de todos contra todos de 7
pod-format-swiss-8 = hoja suiza de 8
pod-format-swiss-10 = hoja suiza de 10
pod-format-swiss = suizo
pod-plays = { $format } · { $games ->
    [1] al mejor de uno
    [3] al mejor de tres
   *[other] al mejor de { $games }
} · { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
} de { $minutes } min
pairing-not-finished = la ronda { $round } no ha terminado: { $missing ->
    [one] falta { $missing } resultado
   *[other] faltan { $missing } resultados
}
pairing-over = el torneo terminó: se jugaron las { $rounds } rondas
pairing-too-few = nadie a quien emparejar: { $active ->
    [one] { $active } jugador activo
   *[other] { $active } jugadores activos
} en la ronda { $round }
pairing-too-many = el suizo empareja como máximo { $max } jugadores; la ronda { $round } tiene { $active }
pairing-round-robin-size = un todos contra todos necesita de 3 a 16 jugadores; este torneo tiene { $players }
pairing-sheet-players = la hoja de { $expected } necesita jugadores numerados del 1 al { $expected }: { $problem }
sheet-players-count = este torneo tiene { $players }
sheet-players-number = { $name } tiene el número { $number }
sheet-players-twice = el número { $number } está dado dos veces
pairing-seed-needed = la ronda { $round } se empareja al azar: primero sortea una semilla de emparejamiento
pairing-not-planned = los resultados importados no tienen prevista una ronda siguiente
pods-no-players = la lista de inscritos no tiene nombres
pods-bad-size = un pod tiene de { $min } a { $max } jugadores; { $size } no es un tamaño de pod
playoff-seeded = Top { $top } tras { $rounds } rondas suizas: cabezas de serie 1 v { $top }, 2 v { $second }… según la clasificación suiza.
playoff-round = { $name } del top { $top }: se enfrentan los ganadores de la ronda anterior.
playoff-needs-winner = { $place }: { $score } no deja ganador; una partida de eliminatoria lo necesita.
playoff-error = La eliminatoria no puede seguir: { $why }
cut-not-swiss = Solo un torneo suizo se corta a un top 8, 4 o 2.
cut-not-finished = La ronda { $round } no ha terminado: el corte llega cuando están todos los resultados del suizo.
cut-too-few = Un top { $top } necesita { $top } jugadores; este torneo tiene { $players }.
cut-already = Este torneo ya se cortó a un top { $top }.
playoff-quarterfinals = Cuartos de final
playoff-semifinals = Semifinales
playoff-final = Final
season-no-ties = Ningún jugador está empatado a puntos de temporada: la clasificación de la temporada no necesita desempates.
season-tied = { $ahead } y { $behind } tienen los dos { $points ->
    [one] { $points } punto de temporada
   *[other] { $points } puntos de temporada
}.
season-by-matches-won = { $ahead } va por delante por partidas ganadas en la temporada: { $ahead_count } a { $behind_count }.
season-by-fewer-losses = Ganaron las mismas partidas ({ $won }); { $ahead } va por delante por menos partidas perdidas: { $ahead_count } a { $behind_count }.
season-by-events = Ganaron y perdieron las mismas partidas; { $ahead } va por delante por torneos jugados: { $ahead_count } a { $behind_count }.
season-by-first-seen = Están igualados en todos los pasos; { $ahead } llegó antes a la temporada (torneo { $ahead_event }, { $behind } en el torneo { $behind_event }).
season-by-entry = Están igualados en todos los pasos y los dos llegaron primero al torneo { $event }; { $ahead } se inscribió antes allí.
season-placed = { $event }: { $name } recibe { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}, no los { $earned } de sus partidas y su participación: cada puesto de la eliminatoria recibe al menos un punto más que el mejor de los puestos por debajo.
template-round-robin-7 = Todos contra todos de 7
template-swiss-8 = Suizo de 8
template-swiss-10 = Suizo de 10
template-single-elimination-8 = Eliminación directa de 8
template-round-robin-6-double = Doble todos contra todos de 6
template-swiss-9 = Suizo de 9 con un bye por ronda
heading-round-robin-7 = 7 jugadores: al mejor de uno, cada uno juega una vez contra cada uno de los demás (siete rondas). 20 minutos por ronda.
heading-swiss-8 = 8 jugadores: al mejor de tres, suizo (tres rondas). 50 minutos por ronda.
heading-swiss-10 = 10 jugadores: al mejor de tres, suizo (tres rondas). 50 minutos por ronda.
heading-single-elimination-8 = 8 jugadores: al mejor de tres, eliminación directa (tres rondas). 50 minutos por ronda.
heading-round-robin-6-double = 6 jugadores: al mejor de uno, cada uno juega dos veces contra cada uno de los demás (diez rondas). 20 minutos por ronda.
heading-swiss-9 = 9 jugadores: al mejor de tres, suizo (tres rondas), un bye por ronda. 50 minutos por ronda.
# A round's life (docs/rules.md §6)
round-name = Ronda { $round }
pairing-waits = La ronda { $round } espera: { $place }, { $score } es imposible: { $why }.
playoff-draw-why = una partida de eliminatoria necesita un ganador
cut-has-playoff-results = una partida de eliminatoria ya tiene resultado
life-not-stale = La ronda { $round } cuadra con sus resultados: no hay nada que volver a emparejar.
life-off-sheet-waits = un resultado que se mantiene ya no encaja en la hoja, así que sus otras mesas se emparejan por récord, lo que espera un resultado en { $place }
life-off-sheet-flip = un resultado que se mantiene ya no encaja en la hoja, así que sus otras mesas se emparejan por récord, lo que espera la moneda de { $place }
life-off-sheet-waits-all = un resultado que se mantiene ya no encaja en la hoja, así que sus otras mesas se emparejan por récord, lo que espera a que se decida cada casilla anterior
life-not-paired = { $name } no está emparejado en la ronda { $round }.
life-bye-no-opponent = { $name } tiene el bye en la ronda { $round }: no hay rival a quien dar la partida; mejor vuelve a emparejar la ronda.
life-has-result = La partida de { $name } en la ronda { $round } ya tiene resultado.
life-opponent-out = { $opponent } tampoco juega la ronda { $round }: no hay a quién dar la victoria de la partida; vuelve a emparejar la ronda en su lugar.
life-cut-not-stale = El corte cuadra con la clasificación suiza: no hay nada que rehacer.
life-no-result = vacía
life-bye-result = bye
cause-list = { $items }
cause-result = la mesa { $table } de la ronda { $round } pasó de { $from } a { $to }
cause-result-cleared = se borró el resultado de la mesa { $table } de la ronda { $round } (era { $from })
cause-dropped = { $after ->
    [0] { $name } se marcó como ausente
   *[other] { $name } abandonó tras la ronda { $after }
}
cause-disqualified = { $name } fue descalificado
cause-came = { $name } entró
cause-differs = cambiaron los resultados anteriores
cause-more = { $count ->
    [one] hubo un cambio más
   *[other] hubo { $count } cambios más
}
life-stale = la ronda { $round } se emparejó, pero luego { $causes }
life-stale-legacy = la ronda { $round } ya no coincide con un emparejamiento nuevo de las rondas anteriores
life-advice-repair = vuelve a emparejarla (aún no hay resultados)
life-advice-repair-rest = { $played ->
    [one] el resultado anotado se mantiene
   *[other] los { $played } resultados anotados se mantienen
}; vuelve a emparejar { $open ->
    [one] la mesa sin resultado ({ $tables })
   *[other] las mesas sin resultado ({ $tables })
}
life-advice-cannot = aún no se puede volver a emparejar: { $why }
life-dropped-paired = { $after ->
    [0] { $name } está ausente pero está emparejado en la ronda { $round } contra { $opponent }; vuelve a emparejar la ronda { $round } o da la victoria de la partida a { $opponent }
   *[other] { $name } abandonó tras la ronda { $after } pero está emparejado en la ronda { $round } contra { $opponent }; vuelve a emparejar la ronda { $round } o da la victoria de la partida a { $opponent }
}
life-dropped-bye = { $after ->
    [0] { $name } está ausente pero tiene el bye en la ronda { $round }; vuelve a emparejar la ronda { $round }
   *[other] { $name } abandonó tras la ronda { $after } pero tiene el bye en la ronda { $round }; vuelve a emparejar la ronda { $round }
}
life-disqualified-paired = { $name } está descalificado pero está emparejado en la ronda { $round }; vuelve a emparejar la ronda { $round }
life-stale-cut = el corte al top { $top } se hizo, pero luego { $causes }
life-stale-cut-legacy = el corte al top { $top } ya no coincide con la clasificación suiza
life-advice-recut = rehaz el corte (aún no hay resultados de la eliminatoria)
life-advice-cut-stands = el corte se mantiene: { $why }
life-warning = { $what }; { $advice }
change-repaired = La ronda { $round } se volvió a emparejar a las { $time } porque { $causes }: { $count ->
    [0] no cambió ninguna mesa
    [one] cambió la mesa { $tables }
   *[other] cambiaron las mesas { $tables }
}.
change-kept = La ronda { $round } se mantuvo como estaba a las { $time }, aunque { $causes }.
change-conceded = { $name } abandonó después de emparejarse la ronda { $round }: se dio la victoria de la partida a { $opponent } ({ $time }).
change-recut = El corte al top { $top } se rehízo a las { $time } porque { $causes }.
change-cut-kept = El corte al top { $top } se mantuvo a las { $time }, aunque { $causes }.
cause-repaired = la ronda { $round } se volvió a emparejar
# The end of a sentence the app makes from a clause.
sentence-end = .
life-all-played = todas las mesas de la ronda tienen resultado
life-advice-all-played = sus resultados se mantienen (se corrige y se sigue): mantenla como está
# A round's life, batch 2
rounds-not-swiss = Solo un torneo suizo tiene un número de rondas que fijar: una hoja o un todos contra todos tiene el suyo.
rounds-after-cut = El suizo ya se cortó a la eliminatoria: su número de rondas ya está decidido.
rounds-below-played = El suizo no puede terminar tras la ronda { $rounds }: la ronda { $played } ya tiene resultados.
rounds-too-many = { $rounds } rondas son más de las que puede tener un torneo ({ $max }).
dropped-mark = { $round ->
    [0] (ausente)
   *[other] (abandonó tras la ronda { $round })
}
held-mark = ({ $round }: { $score } retenido)
held-result = { $score } retenido: { $why } (no cuenta en ningún lado hasta que la tienda lo corrija)
# The end of a round (issue 29)
round-end-table = Mesa { $table }: { $a } vs { $b }
round-end-extra = { $line } (+{ $minutes } min)
round-end-extra-left = { $line } (+{ $minutes } min: quedan { $left })
round-end-extra-up = { $line } (+{ $minutes } min: se acabó el tiempo)
round-end-still-playing = Siguen jugando
round-end-none = Todas las mesas tienen un resultado o un reporte.

## Added 2026-11-25 (issue 30)
playoff-error-size = una eliminatoria es un top 8, 4 o 2, no un top { $top }
playoff-error-too-few = un top { $top } necesita { $top } jugadores clasificados; la clasificación del suizo tiene { $ranked }
playoff-error-draw = ronda { $round }: { $pairing } es un empate; una partida de eliminatoria necesita un ganador
playoff-error-not-in-bracket = ronda { $round }: { $pairing } no es una partida de la eliminatoria (empareja { $expected })
playoff-error-bye-not-in-bracket = ronda { $round }: un bye para { $name } no es una partida de la eliminatoria (empareja { $expected })
playoff-error-too-many-rounds =
    un top { $top } se juega en { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }; la ronda { $round } sobra

## Other games (docs/rules.md §8)

step-owp = porcentaje de victorias de los oponentes
step-oowp = porcentaje de victorias de los oponentes de los oponentes
step-head-to-head = enfrentamiento directo
step-ctb = desempate acumulativo
step-pml = porcentaje de partidas perdidas
# TODO(read)
step-oml = porcentaje de partidas perdidas de los oponentes
step-octb = CTB medio de los oponentes
# TODO(read)
step-game-wins = juegos ganados
# TODO(read)
step-ompp = porcentaje de puntos de partida de los oponentes
# TODO(read)
step-game-two-wins = segundos juegos ganados
short-owp = OWP
short-oowp = OOWP
short-head-to-head = ED
short-ctb = CTB
short-pml = PML
# TODO(read)
short-oml = OML%
short-octb = OCTB
# TODO(read)
short-game-wins = Juegos gan.
# TODO(read)
short-ompp = OMPP
# TODO(read)
short-game-two-wins = 2.º juego
preset-pokemon = JCC Pokémon: porcentaje de victorias de los oponentes, enfrentamiento directo, sorteo
# TODO(read)
preset-fab = Flesh and Blood: CTB, porcentaje de partidas perdidas, porcentaje de partidas perdidas de los oponentes, OCTB, sorteo (el orden del editor, según las TRP 1.10 §1.4)
preset-yugioh = JCC Yu-Gi-Oh!: OMW%, OOMW%, sin empates (doble derrota)
preset-lorcana = Disney Lorcana al mejor de tres: OMW%, GW%, OGW% (mínimo 0,33)
# TODO(read)
preset-lorcana-two-game = Disney Lorcana, partidas de dos juegos (2-0 vale 7 puntos): juegos ganados, % de puntos de los oponentes, segundos juegos ganados (el orden de Melee)
# TODO(read)
preset-lorcana-two-game-playhub = Disney Lorcana, partidas de dos juegos puntuadas 3 / 1 / 0: OMW%, OGW% (como se vio puntuar a PlayHub)
preset-one-piece = One Piece Card Game: sin empates (doble derrota), desempates a tu elección
# TODO(read)
preset-swu = Star Wars: Unlimited: partidas ganadas, OMW%, GW%, OGW% (el orden de Melee)
game-magic = Magic: The Gathering
game-pokemon = JCC Pokémon
game-fab = Flesh and Blood
game-yugioh = JCC Yu-Gi-Oh!
game-lorcana = Disney Lorcana
game-lorcana-two-game = Disney Lorcana (partidas de dos juegos)
game-one-piece = One Piece Card Game
game-swu = Star Wars: Unlimited
h2h-beat = { $winner } ganó a { $loser } en la ronda { $round }
h2h-not-met = { $a } y { $b } no se enfrentaron
h2h-no-winner = { $a } y { $b } se enfrentaron sin que ganara ninguno
h2h-not-two = el enfrentamiento directo solo desempata a exactamente dos jugadores, y hay { $count } empatados
pair-head-to-head = El primer desempate que los separa es el enfrentamiento directo: { $detail }. { $ahead } va por delante.
phrase-ctb = { $who }: { $totals } puntos de partida tras cada ronda; el valor acumulado (el de la ronda anterior / 4 + los puntos hasta entonces) llega a { $running } de los { $best } de quien ganó todas las rondas = { $value }
phrase-pml = { $who } perdió { $lost } de { $played ->
    [one] { $played } partida
   *[other] { $played } partidas
} = { $value }
# TODO(read)
phrase-game-wins = { $who } ganó { $won ->
    [one] { $won } juego
   *[other] { $won } juegos
}
# TODO(read)
phrase-game-wins-byes = { $who } ganó { $won ->
    [one] { $won } juego
   *[other] { $won } juegos
} ({ $byes } de ellos por byes)
# TODO(read)
ompp-item = { $opponent } { $points } de { $possible }
# TODO(read)
phrase-ompp = oponentes de { $who }: { $items }: { $points } puntos / { $count } oponentes / { $possible } posibles = { $value }
# TODO(read)
phrase-game-two = { $who } ganó el segundo juego de { $won ->
    [one] { $won } partida (un 2-0)
   *[other] { $won } partidas (cada una un 2-0)
}; cuentan { $total }
# TODO(read)
phrase-with-notes = { $phrase } ({ $notes })
# TODO(read)
note-game-two-byes = { $count ->
    [one] { $count } por un bye
   *[other] { $count } por byes
}
# TODO(read)
note-game-two-unknown = { $count ->
    [one] { $count } partida 1-1, cuyo resultado no dice quién ganó el segundo juego, no cuenta para ninguno
   *[other] { $count } partidas 1-1, cuyos resultados no dicen quién ganó el segundo juego, no cuentan para ninguno
}
note-bye-left-out = sin contar el bye
note-capped-drop = { $raw } rebajado a { $used } por abandono
impossible-two-game = una partida de dos juegos tiene como mucho dos juegos (2-0, 1-1, o 1-0 con el segundo juego sin terminar)
impossible-no-draws = { $game } no tiene partidas empatadas: una partida sin resolver es una derrota para los dos (escribe dl)
impossible-no-double-loss = { $game } no tiene doble derrota: introduce los juegos tal como se jugaron
not-built-in = { $game }: no se pudieron leer las reglas del editor sobre { $facts }, así que no están incorporadas; Podsheet usa un valor por defecto que decide el organizador.
fact-points = los puntos de partida
fact-bye = el bye
fact-tiebreakers = los desempates
fact-floors = los mínimos y máximos
fact-shape = las rondas según asistencia
fact-pairing = los emparejamientos
fact-playoff = las eliminatorias
# TODO(read)
fact-last-step = el último desempate
# TODO(read)
choice-swu-omw = Star Wars: Unlimited: Melee cuenta una partida empatada como 1 de 3 puntos en el OMW% y dice también que allí solo cuentan las victorias; Podsheet cuenta el empate como 1, algo que decide el organizador.
# TODO(read)
choice-lorcana-two-game = Disney Lorcana (partidas de dos juegos): Melee ordena por juegos ganados, porcentaje de puntos de partida de los oponentes y segundos juegos ganados, y se vio a PlayHub puntuar 3 / 1 / 0 por partida con OMW% y OGW%; el orden de Melee es el predeterminado y el de PlayHub el preajuste lorcana-two-game-playhub, algo que decide el organizador.
choice-lorcana-ompp-bye = Disney Lorcana (partidas a dos juegos): Melee no dice cómo cuenta el bye de un oponente en el porcentaje de puntos de partida de los oponentes; Podsheet cuenta la ronda del bye entre las rondas de ese oponente (7 puntos posibles) y sus 7 puntos entre los suyos, a elección del organizador.
# TODO(read)
sources-line = Fuentes: { $sources }
# TODO(read)
sources-separator = {"; "}
# TODO(read)
source-secondary = { $cite } (fuente secundaria)

## What each event of the room is called (src/text/room.rs)

pod-name = { $draft } – Pod { $pod }
pod-short = Pod { $pod }
pairing-final-played = la fase final terminó: ya se jugó la final
phrase-points-tie = { $who }: { $points } ({ $won } ganadas, { $drawn } en empate, { $byes ->
    [one] { $byes } bye
   *[other] { $byes } byes
})
event-of-game = { $event } ({ $game })
standings-tie-key = Las partidas se leen ganadas-perdidas-empatadas: un empate es una partida que nadie ganó.
life-playoff-box-played = { $place } tiene un resultado, pero el cuadro ahora envía allí a otros jugadores: corrige o borra antes ese resultado
life-playoff-waits = el cuadro espera un resultado en { $place }
life-playoff-no-keep = { $round }: los emparejamientos son los del cuadro; si los resultados envían allí a otros jugadores, no pueden quedarse así. Vuelve a emparejarlos.
score-no-draw-playoff = Una partida de eliminatoria necesita un ganador: reporta los juegos tal como se jugaron, como 2-1 o 0-2 (sin empate, sin 0-0).
life-box-waits-no-keep = { $place } todavía no se puede jugar: viene después de la casilla { $feeder }, que no tiene resultado y ninguno de cuyos jugadores está en ella, así que no puede quedarse así. Vuelve a emparejar la ronda: la casilla se llenará en cuanto la casilla { $feeder } tenga resultado.
cut-division-too-few = Un top { $top } de la categoría { $division } necesita { $top } jugadores que sigan en el torneo; tiene { $players }.
cut-no-division = Los jugadores por categorías de edad se cortan por categoría: elige el corte de cada categoría una sola vez, un top 8, 4 o 2, o sin eliminatoria (Torneo → Cortar por categoría…).
division-says = { $division }: { $what }
playoff-cut-round = Top, ronda { $round }
playoff-division-stage = { $stage } ({ $division })
playoff-stages = { $stages }
file-place-line = { $name }: puesto { $file } en la clasificación del propio TOM, { $place } en la de Podsheet. { $why }
file-place-dropped-after = { $name } tras la ronda { $round }
file-place-why-their-drop = { $name } se retiró tras la ronda { $round }, y TOM conserva el OWP y el OOWP de un jugador retirado tal como estaban al retirarse, mientras que Podsheet sigue contando las rondas que jugaron después sus rivales. El reglamento deja abierto este punto.
file-place-why-others-drop = TOM conserva el OWP y el OOWP { $count ->
    [one] del jugador
   *[other] de los { $count } jugadores
} con los mismos puntos que se { $count ->
    [one] retiró
   *[other] retiraron
} ({ $names }) tal como estaban al retirarse, mientras que Podsheet sigue contando las rondas que jugaron después sus rivales. El reglamento deja abierto este punto.
file-place-why-their-late = { $name } se incorporó tarde, y TOM coloca a quien llega tarde por debajo de todos los que tienen los mismos puntos, mientras que Podsheet lo ordena por sus desempates como a los demás. El reglamento admite ambas cosas.
file-place-why-others-late = TOM coloca { $count ->
    [one] al jugador
   *[other] a los { $count } jugadores
} con los mismos puntos que { $count ->
    [one] se incorporó
   *[other] se incorporaron
} tarde ({ $names }) por debajo de todos los demás con esos puntos, mientras que Podsheet los ordena por sus desempates. El reglamento admite ambas cosas.
file-place-why-rounded = TOM compara el OWP y el OOWP redondeados a dos decimales de porcentaje, así que valores tan cercanos cuentan allí como iguales; Podsheet los compara exactos.
file-place-why-unknown = Podsheet no puede saber cuál de los criterios propios de TOM puso ahí a { $name }.
explain-pair-apart = { $a } y { $b } juegan en categorías de edad distintas, y cada categoría tiene su propia clasificación: ninguno va por delante del otro. { $a } está en el puesto { $a_place } de la categoría { $a_division }; { $b }, en el puesto { $b_place } de la categoría { $b_division }.
playoff-error-no-bracket = ronda { $round }: { $pairing } no es una partida de la eliminatoria de ninguna categoría

## Un resultado en las palabras de su juego (src/text/result.rs)
score-double-loss = DD
result-double-loss = doble derrota
result-tied = empató { $score }
result-tie = empate

score-no-draw-type-dl = «{ $text }»: { $game } no tiene partidas empatadas; una partida que nadie ganó es una doble derrota, la pierden los dos: escribe dl

konami-number-is = { $head } = puntos de partida (dos cifras), OMW% y OOMW% (tres cifras cada uno, truncados, no redondeados) en un solo número, como lo imprime el software de Konami

playoff-error-tie = ronda { $round }: { $pairing } es un empate; una partida de eliminatoria necesita un ganador
playoff-error-double-loss = ronda { $round }: { $pairing } es una doble derrota; una partida de eliminatoria necesita un ganador

fact-round-time = la duración de las rondas

standings-no-roll-yet = Todavía no se ha hecho el sorteo de desempate: hasta que se haga, los jugadores iguales en todos los desempates aparecen en el orden en que se inscribieron.
