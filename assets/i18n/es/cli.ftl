# La línea de comandos (src/cli). JSON y CSV no cambian con el idioma.

explain-no-ties = Ningún jugador está empatado a puntos de partida: la clasificación no necesita desempates.
explain-not-tied = { $name } no está empatado con nadie: puesto { $rank } en solitario con { $points } puntos de partida.
cli-rank = Pos.
cli-name = Nombre
cli-points = Ptos.
cli-konami-number = Desempate
cli-matches = Partidas
cli-games = Juegos
cli-decided-by = Decidido por
cli-standings-heading = { $event } — reglas: { $rules }, { $rounds ->
    [one] { $rounds } ronda jugada
   *[other] { $rounds } rondas jugadas
}
cli-left-out = ({ $step } no se usa: en el todos contra todos todos jugaron contra todos)
cli-pod-of = Pod { $pod } de { $pods }
cli-table = Mesa
cli-box = Casilla
cli-player = Jugador
cli-opponent = Rival
cli-bye = (bye)
cli-why = Por qué:
cli-flip-needed = La partida empatada de la ronda { $round }{ $what } necesita lanzar una moneda antes de poder llenar todas las casillas: abre el torneo en la app para lanzarla.
cli-flip-box-match = {" "}(casilla { $letter }, { $a } v { $b })
cli-flip-match = {" "}({ $a } v { $b })
cli-pod-players = Pod { $pod }: { $players } jugadores, { $sheet }
cli-seed-again = Semilla { $seed }: `--seed { $seed }` vuelve a dar los mismos pods.

# season (issue 28)

cli-season-left-out = podsheet: el torneo { $event } queda fuera de la temporada: { $error }
cli-season-points-flag = --points: { $why }
cli-season-points-remembered = los puntos que guarda el archivo de temporada: { $why }
cli-season-heading = Temporada de { $events ->
    [one] { $events } torneo
   *[other] { $events } torneos
} — puntos: victoria { $win }, empate { $draw }, derrota { $loss }, participación { $attend }
cli-season-missing = Falta el torneo { $event } ({ $file }): { $error }
cli-season-events = Torneos
cli-season-record = V-D-E
# Results from the players' phones (issue 29)
cli-serve-read-only = solo lectura
cli-serve-reports = los jugadores reportan los resultados desde sus móviles; cada resultado confirmado se escribe en el archivo
cli-file-locked = { $writer ->
    [app] { $file } está abierto en Podsheet (proceso { $pid }), que lo escribe: cierra antes el archivo allí, o deja que los jugadores reporten desde la ventana de compartir de la app.
    [serve] { $file } lo está escribiendo podsheet serve --reports (proceso { $pid }): deténlo primero (Ctrl+C donde se ejecuta).
   *[other] { $file } lo está escribiendo otro comando de podsheet (proceso { $pid }): vuelve a intentarlo cuando termine.
}
cli-serve-confirmed = { $place }: { $score }, los dos jugadores coinciden, cada uno en su propio móvil; escrito en el archivo.
cli-serve-disputed = { $place }: los dos jugadores reportaron resultados distintos ({ $results }); resuélvelo en la app cuando serve se detenga (podsheet { $file })

## Added 2026-11-25 (issue 30)
cli-wrote = { $file } guardado
cli-wrote-pdf =
    { $file } guardado ({ $pages ->
        [one] { $pages } página
       *[other] { $pages } páginas
    }, { $kb } KB)
cli-wrote-night-pdf =
    { $file } guardado ({ $pods } pods, { $pages ->
        [one] { $pages } página
       *[other] { $pages } páginas
    }, { $kb } KB)
cli-wrote-season-pdf = { $file } guardado ({ $kb } KB)
cli-serving = Las páginas de { $file } están en { $url } ({ $mode }; Ctrl+C para parar).
cli-serving-loopback = Solo este ordenador puede abrirlas. Para los móviles de la red de la tienda, añade --bind 0.0.0.0.
cli-reloaded = { $file } recargado.
cli-serve-kept = podsheet serve: { $error }; las páginas siguen mostrando la última versión correcta.
cli-cannot-listen = no se puede escuchar en { $address }: { $why } (quizá otro programa esté usando el puerto { $port }; prueba con --port)
cli-playoff-heading =
    Top { $top } tras { $rounds ->
        [one] { $rounds } ronda suiza
       *[other] { $rounds } rondas suizas
    }
cli-playoff-seeds = Cabezas de serie
cli-playoff-to-come = (por decidir)
cli-playoff-match = { $a } vs { $b }
cli-playoff-wins = gana { $name }
cli-playoff-held = { $score } retenido: { $why }
cli-unknown-language = idioma desconocido «{ $tag }»; los idiomas disponibles son { $tags }
cli-bad-top = una eliminatoria es un top 8, 4 o 2; «{ $value }» no es ninguno de ellos
cli-bad-pod-size = un pod tiene de { $least } a { $most } jugadores; «{ $value }» no es un tamaño de pod
cli-unknown-preset = conjunto de reglas desconocido «{ $id }»; los disponibles son { $ids }
cli-explain-one-file = explain necesita un único archivo FILE (o --season con los archivos de la temporada)
cli-explain-players = explain necesita un --player (con quién está empatado) o dos (qué los ordena)
cli-no-player = { $file }: no hay ningún jugador llamado «{ $name }» (jugadores: { $names })
cli-player-ambiguous = { $file }: «{ $name }» coincide con varios jugadores ({ $names }): escribe más del nombre
cli-loopback-address = --address { $url } solo llega a este ordenador: ningún móvil puede abrir la dirección impresa. Direcciones de red de esta máquina: { $addresses }; ejecuta serve con --bind en una de ellas e imprime con --address { $example }
cli-loopback-no-network = --address { $url } solo llega a este ordenador: ningún móvil puede abrir la dirección impresa, y esta máquina no tiene dirección de red (conéctala al wifi de la tienda)
cli-pdf-template-pod = --template { $template } imprime una hoja vacía sin torneo; --pod necesita un archivo de noche
cli-pdf-template-and-file = { $file }: --template { $template } imprime una hoja vacía sin torneo; indica FILE o --template, pero no los dos
cli-pdf-needs-file = pdf necesita un archivo de torneo (FILE) o --template ID para una hoja vacía
cli-pdf-template-kind = --template imprime una hoja de pod vacía; --kind pairings, slips y standings necesitan un archivo de torneo
cli-pdf-blank-kind = --blank solo sirve con --kind sheet
cli-pdf-round-kind = { $file }: --round { $round } imprime los emparejamientos y las papeletas de una ronda: úsalo sin --kind, o con --kind pairings o slips
cli-pdf-blank-not-sheet = { $file }: --blank imprime una hoja de pod, y este torneo no se juega en una hoja
cli-pdf-no-round = { $file }: --round { $round }: el torneo tiene las rondas de la 1 a la { $rounds }
cli-in-file = { $file }: { $error }
# TODO(read)
cli-held = { $problem } Queda retenido: no cuenta en ninguna parte hasta que se corrija, y las demás partidas cuentan tal como están.
# TODO(read)
cli-held-row = { $file } línea { $line }: { $problem } Queda retenido: no cuenta en ninguna parte hasta que se corrija, y las demás partidas cuentan tal como están.
cli-round-not-paired = la ronda { $round } no está emparejada: no hay nada que volver a emparejar, mantener o dar
cli-round-not-stale = la ronda { $round } cuadra con aquello de lo que se emparejó: no hay nada que volver a emparejar ni mantener
cli-cannot-repair = no se puede volver a emparejar la ronda { $round }: { $why }
cli-give-not-out = { $name } no ha salido de la ronda { $round } estando emparejado en ella: solo se puede dar la partida de un jugador que abandonó (o fue descalificado) después de emparejarse la ronda
cli-repair-taken-out = { $count ->
    [one] Retirada hasta que se conozcan sus jugadores: mesa { $tables }.
   *[other] Retiradas hasta que se conozcan sus jugadores: mesas { $tables }.
}
cli-act-repair = para volver a emparejar la ronda { $round }: { $command }
cli-act-keep = para mantener la ronda { $round } como está: { $command }
cli-act-give = para dar a { $name } la victoria de la partida en la ronda { $round }: { $command }
cli-playoff-disagrees = { $file }: { $flag } { $asked } no coincide con el corte del propio torneo ({ $own }); quítalo para usar ese corte
cli-playoff-own-top = top { $top }
cli-playoff-own-after = tras la ronda { $round }
cli-playoff-needs-top = { $file }: hace falta --top 8|4|2: el archivo no tiene corte propio
cli-playoff-no-rounds = { $file }: --swiss-rounds { $asked }: el archivo tiene las rondas de la 1 a la { $rounds }
cli-pods-too-many = { $file }: { $names } nombres; Podsheet admite como mucho { $most } en una noche
cli-pods-night-name = Noche de draft
cli-unknown-template = plantilla de hoja desconocida «{ $id }»; las disponibles son { $ids }
cli-serve-held = { $place }: espera la decisión del dueño de la tienda (reportado: { $results }), porque { $why }
cli-serve-paired = { $event }, { $round }: { $tables ->
        [one] { $tables } mesa emparejada; su papeleta lleva
       *[other] { $tables } mesas emparejadas; sus papeletas llevan
    } los códigos de los jugadores ({ $command })
cli-serve-pod-line = pod { $pod }: { $line }

division-juniors = Júnior
division-seniors = Sénior
division-masters = Máster
cli-act-recut = para rehacer el corte con la clasificación actual: { $command }
cli-act-keep-cut = para mantener el corte tal como se hizo: { $command }
cli-event-of = { $name } (--pod { $pod } de { $pods })
cli-file-other-name = { $file } (otro nombre de { $other }, el mismo archivo en el disco)
cli-file-hard-linked = { $file } tiene { $links } nombres en el disco (enlaces duros): Podsheet guarda reemplazando el archivo, y los otros nombres se quedarían con la versión anterior. Deja un solo nombre (copia el archivo y borra los otros nombres) y usa ese.
cli-serve-stuck = { $place }: { $why }
cli-serving-ipv6 = por IPv6 cada dirección del /64 de una red cuenta como un solo móvil, así que cada resultado reportado desde móviles espera tu decisión (como detrás de un NAT): sirve por IPv4 (--bind 0.0.0.0) para que los resultados entren solos
cli-serve-coded = { $event }, { $round }: { $tables ->
    [one] 1 mesa no tenía códigos de reporte y ya los tiene; vuelve a imprimir su papeleta
   *[other] { $tables } mesas no tenían códigos de reporte y ya los tienen; vuelve a imprimir sus papeletas
} ({ $command })
cli-playoff-needs-division = { $file }: sus jugadores juegan por categorías de edad y cada categoría tiene su propia eliminatoria: indica --division juniors, seniors o masters
cli-playoff-no-division = { $file }: el corte del torneo no tiene eliminatoria para la categoría { $division }
cli-playoff-not-by-division = { $file }: el corte del torneo es del torneo entero, no por categoría: quita --division
cli-playoff-own-divisions = un corte por categoría: indica también --division

cli-season-heading-tie = Temporada de { $events ->
    [one] { $events } torneo
   *[other] { $events } torneos
} — puntos: victoria { $win }, empate { $draw }, derrota { $loss }, participación { $attend }
cli-season-record-tie = V-D-E
