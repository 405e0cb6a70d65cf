# Lectura de archivos (src/io): qué falla en un archivo, dicho después de
# su nombre. Las rutas JSON, los nombres de columna del CSV y --pod quedan
# tal como están en el archivo.

file-error = { $file }: { $message }
file-error-line = { $file }, línea { $line }: { $message }
file-error-pod = { $file }, pod { $pod }: { $message }

## Por qué el sistema rechazó un archivo

file-os-not-found = ese archivo no existe
file-os-permission = permiso denegado
file-os-is-folder = es una carpeta, no un archivo
file-os-disk-full = el disco está lleno
file-os-read-only = el disco es de solo lectura
file-os-other = { $error }

## Cualquier archivo

file-cannot-open = no se puede abrir: { $why }
file-cannot-read = no se puede leer: { $why }
file-cannot-write = no se puede escribir: { $why }
file-cannot-read-folder = no se puede leer la carpeta: { $why }
file-too-large = ocupa más de { $mib } MiB, más de lo que necesita cualquier torneo
file-not-utf8 = no es texto UTF-8
file-newer-version = lo escribió un Podsheet más reciente ({ $version }); esta versión lee { $reads }. Actualiza Podsheet para abrirlo.
file-at = en { $path }: { $why }
file-missing-field = falta el campo «{ $field }»
file-unknown-field = «{ $field }» no es un campo que Podsheet conozca aquí (conoce { $known })
file-wrong-value = { $found } no va aquí: aquí va { $expected }
file-serde-reason = { $why }
file-value-as = { $value }
file-value-list = una lista
file-value-object = un objeto
file-value-null = null
file-expect-whole-number = un número entero
file-expect-count = un número entero igual o mayor que 0
file-expect-text = texto
file-expect-yes-no = true o false
file-expect-list = una lista
file-too-many-players = tiene { $players } jugadores; Podsheet admite como máximo { $max }
file-too-many-rounds = tiene { $rounds } rondas; Podsheet admite como máximo { $max }

## Archivos de torneo y de noche (JSON)

file-json-cut-off = termina antes de tiempo: el archivo está cortado (¿una copia o un guardado fallido?)
file-json-invalid = no es JSON válido: { $detail }
file-not-event-object = no es un archivo de torneo de Podsheet (se esperaba un objeto JSON)
file-unknown-format = tiene un formato desconocido { $format }; se esperaba «{ $expected }»
file-no-format-key = no es un archivo de torneo de Podsheet (falta la clave «format»)
file-not-night = no es un archivo de noche
file-pods-not-list = «pods» no es una lista de pods
file-no-pods-list = no tiene la lista «pods»
file-no-pods = no tiene pods
file-too-many-pods = tiene { $pods } pods; Podsheet admite como máximo { $max }
file-pod-not-object = no es un torneo (se esperaba un objeto)
file-pod-choose = contiene una noche de { $count } pods: elige uno con --pod 1 a --pod { $count }
file-pod-only-one = tiene un solo pod, así que no hay pod { $pod } (usa --pod 1 o quítalo)
file-pod-none = tiene los pods 1 a { $count }; no hay pod { $pod }

## Un valor de un archivo de torneo que no puede significar nada

check-line-break = { $what ->
    [name] el nombre del torneo
    [deck] el mazo
    [first-pick] la primera elección
   *[label] la etiqueta
} tiene un salto de línea; en la hoja es una sola línea
check-date-format = «{ $date }» no es una fecha escrita YYYY-MM-DD (como 2025-03-14)
check-date-month = «{ $date }» no tiene mes { $month }
check-date-day = «{ $date }»: ese mes no tiene día { $day }
check-swiss-rounds = un torneo suizo de { $rounds } rondas; debe tener de 1 a { $max }
check-decimals = { $decimals } decimales; el máximo es { $max }
check-drawn-game-points = un juego empatado vale { $points } puntos, más que uno ganado (3)
check-step-twice = «{ $step }» aparece dos veces
check-scoring-points = un resultado vale { $points } puntos de partida, más de { $max }
check-name-control = el nombre del jugador { $player } tiene un carácter de control
check-name-long = el nombre del jugador { $player } tiene más de { $max } caracteres
check-number-zero = { $name } tiene el número 0; los números de jugador empiezan en 1
check-number-shared = { $first } y { $second } tienen el número { $number }; un número es de un solo jugador
check-seat-zero = { $name } está en el asiento 0; los asientos empiezan en 1
check-dropped-after = { $name } abandonó después de la ronda { $round }; ningún torneo tiene tantas
check-joined-round = { $name } entró en la ronda { $round }; las rondas van de 1 a { $max }
check-no-such-player = se refiere al jugador { $player }, pero solo hay { $players }
check-score-games = un resultado de { $score }: más juegos de los que tiene cualquier partida
check-bye-score = un bye con un resultado de { $score }; un bye no se juega
check-time-format = «{ $time }» no es una hora escrita 2025-03-14T19:05:00Z
check-order-twice = { $name } aparece dos veces en el orden
check-flip-round = un lanzamiento de moneda para la ronda { $round }; las rondas van de 1 a { $max }
check-seed-round = una semilla de emparejamiento para la ronda { $round }; las rondas van de 1 a { $max }

## CSV de resultados ($column es el nombre de la columna del CSV: round, player…)

csv-empty = está vacío: se esperaba una línea de encabezado y una fila por partida
csv-header-unreadable = no se puede leer el encabezado: { $detail }
csv-unreadable = no se puede leer como CSV: { $detail }
csv-field-count = tiene { $fields } campos; el encabezado tiene { $expected }
csv-round-range = round debe ir de 1 a { $max }, no { $round }
csv-own-opponent = { $name } figura como su propio rival
csv-no-games = 0-0-0 no es un resultado: deja fuera la partida hasta que se juegue
csv-too-many-games = { $score } son más juegos de los que tiene cualquier partida
csv-unknown-status = el estado «{ $status }» no se conoce: usa dropped, disqualified, late o déjalo vacío
csv-no-matches = tiene encabezado pero ninguna partida
csv-unknown-column = columna desconocida «{ $column }»; las columnas son { $columns } y, opcionalmente, status y division
csv-missing-column = el encabezado no tiene la columna «{ $column }»
csv-value-empty = { $column } está vacío
csv-value-negative = { $column } es { $value }: no puede ser negativo
csv-value-huge = { $column } es { $value }, mucho más de lo que tiene cualquier torneo
csv-value-not-number = { $column } es «{ $value }», no un número entero
csv-name-long = el nombre en { $column } tiene más de { $max } caracteres
csv-name-control = el nombre en { $column } tiene un carácter de control
csv-too-many-players = más de { $max } jugadores
csv-sides-differ = ronda { $round }: { $player } contra { $opponent } es { $here } aquí, pero { $there } desde el otro lado en la línea { $other }
csv-round-twice = { $name } aparece dos veces en la ronda { $round } (también en la línea { $other })
csv-round-gap = no tiene partidas de la ronda { $round }, pero sí rondas posteriores
csv-dropped-plays = { $name } tiene marcado el abandono en la ronda { $round }, pero juega en la ronda { $later } (línea { $other })

## Archivos de temporada

season-none-readable = no se pudo leer ningún torneo de la temporada
season-no-events-in-folder = no hay archivos de torneo en esta carpeta
season-not-season-file = no es un archivo de temporada: { $detail }
season-format = este Podsheet no lee el formato «{ $format }» (podseason/1)

## Listas

players-list-too-long = tiene más de { $max } nombres
# A stored cut and a round's life (docs/rules.md §6)
check-cut-top = una eliminatoria es un top 8, 4 o 2, no un top { $top }
check-cut-structure = solo un torneo suizo (o resultados suizos importados) se corta a una eliminatoria
check-cut-after-round = el corte va tras una ronda suiza del torneo (de 1 a { $rounds }), no tras la ronda { $round }
check-cut-too-few = un top { $top } necesita { $top } jugadores; el torneo tiene { $players }
check-cut-too-many-rounds = un top { $top } juega { $most ->
    [one] una ronda de eliminatoria
   *[other] { $most } rondas de eliminatoria
}, pero tras el corte vienen { $rounds } rondas
check-cut-seeds = un top { $top } tiene { $top } cabezas de serie, no { $seeds }
check-paired-from-rounds = una ronda se empareja a partir de las rondas anteriores ({ $before }), no de { $rounds }

# season (issue 28)

season-points-not-pair = «{ $part }» no tiene la forma clave=número
season-points-not-number = «{ $value }» en «{ $part }» no es un número
season-points-unknown-key = clave desconocida «{ $key }» (las claves son win, draw, loss, attend)
season-points-too-large = { $key }={ $value } son demasiados puntos: como máximo { $max } por concepto
season-not-regular = no es un archivo normal: { $kind }
season-kind-fifo = una tubería con nombre (FIFO)
season-kind-socket = un socket
season-kind-char-device = un dispositivo de caracteres
season-kind-block-device = un dispositivo de bloques
season-kind-folder = una carpeta
season-kind-other = un archivo especial
# Results from the players' phones (issue 29)
check-report-code = «{ $code }» no es un código de reporte: seis de las letras y cifras A-Z y 2-9, sin I, O, 0 ni 1
check-extra-minutes = { $minutes } minutos extra son más de los que puede recibir una mesa (como máximo { $max })
check-report-device = el nombre de un móvil tiene de 1 a 64 caracteres, sin saltos de línea

## Added 2026-11-25 (issue 30): a name's reading
check-reading-control = la lectura del nombre del jugador { $player } tiene un carácter de control
check-reading-long = la lectura del nombre del jugador { $player } tiene más de { $max } caracteres
check-report-address = «{ $address }» no es una dirección de red (como 192.168.1.23)
check-report-codes-same = las dos mitades de una papeleta necesitan dos códigos distintos
check-pod-number = un pod con el número { $pod }; los pods se cuentan del 1 al { $max }

csv-unknown-division = la categoría «{ $division }» no se conoce: usa juniors, seniors, masters o déjala vacía
csv-division-differs = { $name } está en { $had } en una fila anterior pero en { $here } aquí
check-forced-loss = { $name } tiene una derrota sin rival en la ronda { $round }; las rondas van de 1 a { $max }
check-file-place = da un puesto ({ $place }) a un jugador que el evento no tiene, o el puesto 0
tdf-not-xml = no es un archivo de TOM que Podsheet pueda leer: el XML se rompe ({ $detail })
tdf-unknown-root = no es un archivo de TOM: empieza por <{ $element }>, y un archivo de TOM empieza por <tournament>
tdf-no-element = no tiene <{ $element }>: todo archivo de TOM lo tiene
tdf-bad-value = <{ $element }> tiene { $attribute }="{ $value }", que TOM nunca escribe
tdf-no-player = <{ $element }> no nombra a ningún jugador (sin userid)
tdf-unknown-player = nombra al jugador { $userid }, que no está en <players>
tdf-player-twice = lista al jugador { $userid } dos veces
tdf-round-twice = { $name } juega dos veces en la ronda { $round }
tdf-no-name = el jugador { $userid } no tiene nombre
tdf-name-long = el nombre del jugador { $userid } pasa de { $max } caracteres o tiene un carácter de control
tdf-round-gap = no tiene partidas en la ronda { $round } pero sí rondas posteriores
check-pod-sheet-game = una hoja de mesa es la hoja de draft de Magic, y estas son las reglas de { $game }: un torneo de { $game } se juega en suizo o todos contra todos (créalo de nuevo con Nuevo torneo o usa un preajuste de Magic)
check-cut-division-twice = la categoría { $division } tiene una eliminatoria, no dos
check-cut-seed-division = { $name } juega en la categoría { $other }, no en { $division }
check-cut-division-top = un corte por categoría es tan grande como su mayor eliminatoria, un top { $most }, no un top { $top }
tdf-other-game = es un archivo de TOM de { $game } (gametype="{ $code }"): Podsheet solo lee archivos de TOM del JCC Pokémon y no clasifica otro juego con las reglas del juego de cartas
tdf-game-video-game = los videojuegos de Pokémon
tdf-game-go = Pokémon GO

check-round-minutes = una ronda de { $minutes } minutos: una ronda dura de 1 a { $max } minutos
