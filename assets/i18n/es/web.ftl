# Las páginas de los jugadores en el móvil (src/web).

web-find-title = Busca tu nombre
web-title-pairings = { $event }: emparejamientos
web-title-standings = { $event }: clasificación
web-not-here = No está aquí
web-no-such-page = Esta página no existe.
web-back-to-pairings = Volver a los emparejamientos
web-not-found = No encontrado
web-nothing-yet = Aún no hay nada que mostrar
web-not-shared = El torneo aún no se ha compartido.
web-nav-pairings = Emparejamientos
web-nav-standings = Clasificación
web-nav-all-pods = Todos los pods
web-footer = Podsheet · solo lectura · esta página se actualiza sola
web-language = Idioma
web-timer-stopped = (detenido)
web-time-up = ¡Tiempo!
web-no-pairings = Aún no hay emparejamientos: la ronda 1 no se ha emparejado.
web-round-pairings = Emparejamientos: { $name }
web-find-then-table = Busca tu nombre y ve a tu mesa.
web-player = Jugador
web-table = Mesa
web-opponent = Rival
web-bye = bye
web-standings-after = Clasificación tras { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}
web-rules-tap = Reglas: { $rules }. Toca tu nombre para ver por qué estás en ese puesto.
web-left-out = { $step } no se usa: todos jugaron contra todos.
web-points = Ptos.
web-matches = Partidas
web-swipe = Desliza la tabla de lado para ver todos los desempates.
web-percent-columns = En las columnas marcadas con %, los números son porcentajes (sin el signo %).
web-won = ganó { $score }
web-lost = perdió { $score }
web-drew = empató { $score }
web-not-tied = { $name } no está empatado a puntos de partida con nadie, así que solo sus puntos de partida le dan el puesto { $place }.
ordinal = { $n }.º
web-place-of = { $place } de { $count }
web-place-of-division = { $place } de { $count } ({ $division })
web-not-ranked = Sin clasificar
web-points-record = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} · { $record }
web-deck = Mazo: { $deck }
web-first-pick = Primera elección: { $card }
web-round = Ronda
web-result = Resultado
web-table-not-in = mesa { $table }, aún sin resultado
web-why-place = ¿Por qué { $place }?
web-why-not-ranked = ¿Por qué sin clasificar?
web-compared = Comparado con los jugadores que tienes alrededor
web-tonight-pods-ask = Esta noche hay { $count } pods: busca tu nombre o elige tu pod abajo.
web-your-name = Tu nombre
web-find = Buscar
web-nobody-matches = Nadie esta noche coincide con «{ $query }».
web-pod = Pod
web-tonights-pods = Los pods de esta noche
web-pod-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
web-nav-season = Temporada
web-season-title = Temporada
web-season-points = Puntos por noche: { $win } por victoria, { $draw } por empate, { $loss } por derrota, { $attend } por participar.
web-season-events = Torneos
web-season-missing = falta
# A round's life, batch 2
web-in-the-playoff = Aún en la eliminatoria
web-playoff-so-far = La eliminatoria hasta ahora
web-why-swiss-place = ¿Por qué { $place } tras las rondas suizas?
web-playoff-seed = Cabeza de serie { $seed } del top { $top } ({ $swiss } tras las rondas suizas).
web-playoff-won = { $round }: victoria contra { $opponent }, { $score }.
web-playoff-lost = { $round }: derrota contra { $opponent }, { $score }.
web-playoff-to-play = { $round }: contra { $opponent }, aún sin jugar.
web-pairings-changed = Emparejamientos actualizados a las { $time }: { $count ->
    [0] no cambió ninguna mesa.
    [one] cambió la mesa { $tables }.
   *[other] cambiaron las mesas { $tables }.
}
web-pairings-may-change = Estos emparejamientos pueden cambiar: la tienda está revisando un resultado, un abandono o una inscripción tardía de antes.
# Results from the players' phones (issue 29)
web-table-extra = { $table } (+{ $minutes } min)
web-extra-minutes = +{ $minutes } min de tiempo extra
web-report-result = { $a } { $score } { $b }
web-report-table = Mesa { $table }: el resultado
web-report-ask = Reporta cómo terminó tu partida. Los juegos de { $a } van primero.
web-report-how = O escríbelo, con los juegos de { $a } primero ({ $examples }):
web-report-send = Reportar
web-report-yours-pending = Has reportado este resultado. Ahora { $other } lo confirma en su propio móvil, con su mitad de la papeleta.
web-report-change = ¿Has reportado un resultado equivocado?
web-report-other-pending = { $other } ha reportado el resultado de abajo. Si es correcto, confírmalo; si no, reporta lo que pasó.
web-report-confirm = Confirmar: { $result }
web-report-or-other = Ha pasado otra cosa:
web-report-confirmed = Los dos jugadores coinciden. La tienda anota el resultado.
web-report-disputed = Los dos jugadores reportaron resultados distintos ({ $results }): la tienda lo resuelve. Si el tuyo estaba mal, corrígelo.
web-report-has-result = El resultado ya está anotado. Para cambiarlo, pregunta en la tienda.
web-report-unknown = Ninguna partida tiene este código: compruébalo en tu papeleta o pregunta en la tienda.
web-report-slowed = Demasiados códigos enviados desde este móvil no coincidían con ninguna partida: espera un minuto y vuelve a intentarlo.
web-report-origin = Un resultado solo se puede reportar desde la propia página de Podsheet: abre la dirección de tu papeleta.
web-report-too-big = Ese reporte es demasiado largo: escribe solo el resultado, como 2-1.
web-report-taken = El resultado ya está anotado; no se ha cambiado nada. Para cambiarlo, pregunta en la tienda.
web-footer-reports = Podsheet · en la red de la tienda · esta página se actualiza sola
web-report-agreed-already = Los dos jugadores ya coincidían: tu reporte se ha guardado como nota para la tienda y no ha cambiado nada. Para cambiar el resultado, pregunta en la tienda.
web-report-flagged = La tienda tiene que revisar antes esta partida ({ $why }): pregunta en la tienda.
web-report-half-pending = Este resultado se reportó con tu mitad de la papeleta. { $other } lo confirma en su propio móvil.
web-report-held = Este resultado queda pendiente de la tienda: { $why }.
web-report-impossible = Este resultado está retenido: { $why }. No cuenta en ningún lado hasta que la tienda lo corrija; pregunta en la tienda.
web-report-old-slip = Esta papeleta es de antes de que cada jugador tuviera su propia mitad: un resultado reportado con ella queda pendiente de la tienda.
web-report-you-are = Esta es la mitad de la papeleta de { $name }: reportas como { $name }.

## The cut stands after a fix (issue 35 part 4)

web-seeds-kept = El cuadro mantiene los cabezas de serie con los que se hizo el corte: un resultado corregido después mueve a los jugadores en la clasificación de abajo, no en el cuadro (el corte se mantiene).
web-seed-now = ({ $seed }) { $name }: ahora { $place } en la clasificación
web-reports-off = Este torneo no acepta resultados desde el móvil: entrega tu papeleta en la tienda.
web-busy = El servidor está ocupado; vuelve a intentarlo en un momento.
web-cut-may-change = Un resultado de las rondas suizas cambió después del corte y aún no hay ningún resultado de la eliminatoria: la tienda puede rehacer el corte, así que este cuadro puede cambiar.
web-report-replaced = Esta papeleta fue reemplazada: los emparejamientos cambiaron a las { $time }. Busca tu nueva mesa en la página de emparejamientos y pide tu nueva papeleta en la tienda.
web-report-full-mine = Enviaste { $count } reportes con esta mitad, el máximo para un móvil: vale el último. Para cambiarlo, pregunta en la tienda.
web-report-full-half = Esta mitad de la papeleta ha recibido { $count } reportes de varios móviles, el máximo que admite: pregunta en la tienda.

web-report-how-dl = O escríbelo, con los juegos de { $a } primero ({ $examples }), o dl para una doble derrota:
web-report-double-loss = { $a } y { $b }: doble derrota

web-season-points-tie = Puntos por torneo: { $win } por victoria, { $draw } por empate, { $loss } por derrota, { $attend } por participar.
