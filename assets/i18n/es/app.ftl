# La app de escritorio (src/app). Cada id empieza por el archivo que la usa.

app-draft-pod = Pod de draft
app-standings = Clasificación
app-explain = Explicación
app-rolls-and-coin-flips = Sorteos y monedas
app-status-line = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}, { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}: { $missing ->
    [one] { $missing } resultado por anotar
   *[other] { $missing } resultados por anotar
}, { $problems ->
    [one] { $problems } problema
   *[other] { $problems } problemas
}
app-dismiss = Ocultar
command-new-event = Nuevo torneo…
command-new-draft-night = Nueva noche de draft…
command-open = Abrir…
command-save = Guardar
command-save-as = Guardar como…
command-export-pdf = Exportar PDF ({ $value })…
command-print-this-round = Imprimir esta ronda ({ $value })…
command-open-the-pdf-when-done = Abrir el PDF al terminar
command-undo = Deshacer
command-redo = Rehacer
command-tie-break-roll = Sorteo de desempate
command-cut-to-top = Cortar al top { $top }
command-cut-tooltip = Terminar aquí el suizo: los mejores de la clasificación juegan una eliminatoria directa
command-late-entry = Inscripción tardía…
command-swap-two-players = Intercambiar dos jugadores…
command-pods-and-players-of-the = Pods y jugadores de la noche…
command-open-the-display-window = Abrir la ventana de pantalla
command-share-on-the-store-s = Compartir en la red de la tienda…
command-pod = Pod { $value }
command-next-pod = Pod siguiente
command-previous-pod = Pod anterior
command-go-to-the-first-empty = Ir al primer resultado vacío
command-start-a-new-event-a = Empezar un torneo nuevo: una hoja de pod, un todos contra todos o un suizo
command-deal-tonight-s-sign-ups = Repartir a los inscritos de la noche en pods, con asientos al azar
command-open-an-event-or-night = Abrir un archivo de torneo o de noche, o un CSV de resultados
command-save-the-event-or-the = Guardar el torneo (o la noche entera) en su archivo
command-save-the-event-or-the-2 = Guardar el torneo (o la noche entera) con otro nombre
command-the-sheet-or-the-standings = La hoja (o la clasificación) en PDF para imprimir
command-this-round-s-pairings-and = Los emparejamientos y papeletas de esta ronda en PDF
command-the-empty-paper-sheet-for = La hoja de papel vacía para la carpeta
command-open-each-pdf-in-the = Abrir cada PDF en el visor del sistema al escribirlo
command-take-back-the-last-edit = Deshacer el último cambio (en cualquier pod de la noche)
command-put-back-the-edit-just = Rehacer el cambio que se acaba de deshacer
command-store-a-random-order-for = Guardar un orden al azar para los jugadores igualados en todos los pasos
command-add-a-player-who-joins = Añadir un jugador que entra en una ronda posterior
command-swap-two-players-in-a = Intercambiar dos jugadores en una ronda que nadie ha jugado aún
command-move-players-between-pods-no = Mover jugadores entre pods, ausencias, llegadas tarde
command-a-second-window-for-a = Una segunda ventana para una pantalla que vean los jugadores
command-show-pairings-and-standings-on = Mostrar emparejamientos y clasificación en los móviles de los jugadores
command-the-next-pod-s-sheet = La hoja del pod siguiente (también Ctrl+Page Down)
command-the-previous-pod-s-sheet = La hoja del pod anterior (también Ctrl+Page Up)
command-ctrl-to-ctrl-show-pods = Ctrl+1 a Ctrl+9 muestran los pods 1 a 9
command-put-the-cursor-in-the = Poner el cursor en la primera casilla sin resultado
command-letter = Carta
command-handling-could-not-open-the-file = No se pudo abrir el archivo.{"\u000A"}{ $e }
command-handling-saved = { $value } guardado.
command-handling-could-not-save-e = No se pudo guardar { $value }: { $e }
command-handling-every-result-of-this-pod = Todos los resultados de este pod están anotados.
edit-a-bye-has-no-score = Un bye no tiene resultado que anotar.
edit-round-round-has-no-match = La ronda { $round } no tiene la partida { $value }.
edit-there-is-no-round-round = No existe la ronda { $round }.
edit-round-round-already-has-results = La ronda { $round } ya tiene resultados: bórralos antes de volver a emparejar.
edit-warning-w = Atención: { $w }
new-event-player-round-robin-sheet = Todos contra todos de 7 (hoja)
new-event-player-swiss-sheet = Suizo de 8 (hoja)
new-event-player-swiss-sheet-2 = Suizo de 10 (hoja)
new-event-player-single-elimination = Eliminación directa de 8
new-event-player-double-round-robin-sheet = Doble todos contra todos de 6 (hoja)
new-event-player-swiss-a-bye-each = Suizo de 9, un bye por ronda (hoja)
new-event-round-robin-any-size = Todos contra todos, cualquier tamaño
new-event-swiss-any-size = Suizo, cualquier tamaño
new-event-draft-pod = Pod de draft
new-event-line-e = línea { $value }: { $e }
new-event-enter-at-least-two-players = Escribe al menos dos jugadores, un nombre por línea.
new-event-this-sheet-is-for-players = Esta hoja es para { $players } jugadores; la lista tiene { $value }.
pairing-hook-was-drawn-flip-the-coin = { $value } acabó en empate: lanza la moneda en su casilla para ver quién sigue como ganador.
export-could-not-make-the-pdf = No se pudo crear el PDF: { $e }
export-could-not-write-e = No se pudo escribir { $value }: { $e }
export-wrote-pages = { $value } escrito ({ $pages ->
    [one] { $pages } página
   *[other] { $pages } páginas
})
export-could-not-open-it-e = No se pudo abrir: { $e }
export-loopback = Esta impresión llevaría { $url }, que solo abre este ordenador: ningún móvil puede llegar a ella.
export-loopback-share-on = Compartir en { $ip } e imprimir
export-loopback-anyway = Imprimir igualmente con { $url }
file-browser-cannot-open-the-folder-e = No se puede abrir la carpeta { $value }: { $e }
file-browser-type-a-name-for-the = Escribe un nombre para el archivo.
file-browser-choose-a-file-from-the = Elige un archivo de la lista o escribe su nombre.
file-browser-there-is-no-folder = No existe la carpeta { $value }.
file-browser-is-a-folder = { $value } es una carpeta.
file-browser-there-is-no-file-name = Aquí no hay ningún archivo { $name }.
file-browser-folder = Carpeta:
file-browser-up = Subir
file-browser-home = Inicio
file-browser-documents = Documentos
file-browser-no-folders-or-matching-files = Aquí no hay carpetas ni archivos que coincidan.
file-browser-file-name = Nombre del archivo:
file-browser-already-exists-replace-it = { $value } ya existe. ¿Reemplazarlo?
file-browser-replace = Reemplazar
file-browser-save = Guardar
file-browser-open = Abrir
file-browser-cancel = Cancelar
file-picker-no-answer-in-s = sin respuesta en { $value } s
file-picker-this-desktop-has-no-file = Este escritorio no tiene servicio de diálogo de archivos, así que Podsheet muestra el suyo. (Selector de archivos de xdg-desktop-portal: { $portal }. zenity: no instalado.)
purpose-open-an-event = Abrir un torneo
purpose-save-the-event-as = Guardar el torneo como
purpose-import-player-names = Importar nombres de jugadores
purpose-export-a-pdf = Exportar un PDF
purpose-save-this-round-s-pairings = Guardar los emparejamientos y papeletas de esta ronda como
purpose-save-the-blank-sheet-as = Guardar la hoja vacía como
purpose-pod-sheets = Hojas de pod
purpose-pod-sheets-2 = Hojas de pod
purpose-names = Nombres
purpose-pdf = PDF
recovery-not-json-e = no es JSON: { $e }
recovery-it-holds-no-key = no contiene { $key }
recovery-unsaved-work-from-an-earlier = No se pudo recuperar el trabajo sin guardar de una sesión anterior ({ $why }). El archivo se guardó como { $value } y no se sobrescribió nada.
recovery-unsaved-work-from-an-earlier-2 = No se pudo recuperar el trabajo sin guardar de una sesión anterior ({ $why }), ni apartarlo ({ $e }): sigue en { $value }.
forms-draft-night = Noche de draft
night-pods = {" "}({ $value } pods)
night-recover-the-night = Recuperar la noche
night-discard-the-night = Descartar la noche
night-new-draft-night = Nueva noche de draft
night-players-of-the-night = Jugadores de la noche
night-night = Noche
night-sign-up-list-one-name = Lista de inscritos, un nombre por línea
night-preferred-pod-size = Tamaño de pod preferido
night-seat-again = Volver a sentar
night-line-line-why = Línea { $line }: { $why }.
night-type-or-paste-the-night = Escribe o pega los nombres de la noche (al menos dos).
night-drafters = { $value } jugadores:
night-pod = Pod { $value } ({ $value2 }, { $value3 }): { $value4 }
night-create-the-night = Crear la noche
night-ctrl-enter = Ctrl+Enter
night-cancel = Cancelar
night-before-round-a-player-can = Antes de la ronda 1 un jugador puede pasar a otro pod o irse (ausencia); el pod se reparte de nuevo.
night-has-results-players-fixed = {" "}— tiene resultados, jugadores fijos
night-paired-state = {" "}— rondas propias: una ausencia es un abandono antes de la ronda 1
night-pod-players-state = { $pod }: { $value2 } jugadores, { $value3 }{ $state }
night-to-pod = mover a { $pod }
night-no-show = Ausencia
night-late-arrival = Llegada tarde
night-a-new-pod = un pod nuevo
night-a-new-pod-2 = un pod nuevo
night-add = Añadir
players-could-not-write-the-player = No se pudo escribir la lista de jugadores { $value }: { $e }
players-find-a-regular = Buscar un habitual
players-player-list-names = Lista de jugadores ({ $value ->
    [one] { $value } nombre
   *[other] { $value } nombres
})
players-names-are-kept-on-this = Los nombres se guardan solo en este ordenador. Une un nombre mal escrito con el correcto:
players-misspelt = Mal escrito
players-merge = Unir
players-is-not-in-the-player = «{ $trim }» no está en la lista de jugadores.
pods-name-mark-podsheet = { $name }{ $mark } — Podsheet
boxes-table = Mesa { $value }
boxes-label-vs = { $label }: { $value } vs { $value2 }
boxes-round-round-caption-score = Resultado de la ronda { $round }, { $caption }
boxes-no-rounds-yet-the-first = Aún no hay rondas: la primera aparece aquí cuando se empareja.
boxes-paired-once-the-players-are = Se empareja cuando se anotan los jugadores.
boxes-pair-now = Emparejar la ronda { $round } ahora
boxes-pair-now-tooltip = El archivo tiene sus jugadores y aún ninguna ronda: emparejar la ronda { $round } con ellos, como tras cada cambio.
boxes-paired-once-round-is-complete = Se empareja cuando termina la ronda { $value }.
boxes-boxes-fill-as-results-arrive = Las casillas se llenan según llegan los resultados; un campo de resultado se abre cuando se conocen los dos jugadores.
boxes-scores-open-once-round-is = Los resultados se abren cuando termina la ronda { $value }.
boxes-label-a-has-a-bye = { $label }{ $a } tiene bye
boxes-label-a-vs-o = { $label }{ $a } vs { $o }
boxes-has-a-bye = {" "}tiene bye
boxes-vs = {" "}vs{" "}
boxes-games-won-drawn = juegos ganados { $a } { $b }, empatados { $draws }
fields-score-hint-three = Juegos ganados, perdidos y empatados: 2-1, 21, 2-1-1, o w, l. Un empate tal como se jugó: 1-1, o 1-1-1 si el juego 3 había empezado; un empate intencional: id (0-0-3).
fields-score-hint-one = Un juego: w (1-0), l (0-1) o d (0-0-1, un juego empatado); un empate intencional: id.
fields-score-hint-two = Dos juegos: 2-0, 1-1, 0-2, o 1-0-1 si el juego 2 no terminó; o w, l, d (1-1); un empate intencional: id (0-0-2).
boxes-coin-flip-goes-on = moneda: { $value } sigue ({ $value2 })
boxes-round-r-table = ronda { $r } mesa { $value }
boxes-flip-coin-for-name = Lanzar moneda para { $name }
dialogs-to = de { $value }
dialogs-to-name = de «{ $name }»
dialogs-recover-unsaved-changes-what-detail = ¿Recuperar los cambios sin guardar { $what }{ $detail } de { $when }?
dialogs-problem = Problema
dialogs-ok = Aceptar
dialogs-recover = Recuperar
dialogs-discard-them = Descartarlos
dialogs-this-event-has-unsaved-changes = Este torneo tiene cambios sin guardar. ¿Guardarlos antes de cerrar?
dialogs-save = Guardar
dialogs-close-without-saving = Cerrar sin guardar
dialogs-cancel = Cancelar
dialogs-has-unsaved-changes-discard-them = «{ $name }» tiene cambios sin guardar. ¿Descartarlos?
dialogs-save-first = Guardar primero
dialogs-discard-changes = Descartar cambios
dialogs-cancel-2 = Cancelar
dialogs-new-event = Nuevo torneo
dialogs-late-entry = Inscripción tardía
dialogs-manual-pairing = Emparejamiento manual
display-title-display = { $title } — pantalla
display-on-your-phone = En tu móvil
display-your-pairing-the-standings-and = Tu emparejamiento, la clasificación y el porqué.
display-standings = Clasificación
display-standings-2 = Clasificación
display-pts = { $value }{ $value2 }  { $match_points } ptos.  { $match_line }
explain-large-text = Texto grande
explain-clear = Borrar
explain-compare = Comparar
explain-with = con
explain-choose = (elegir)
explain-first-player-to-compare = Primer jugador a comparar
explain-second-player-to-compare = Segundo jugador a comparar
explain-choose-two-different-players = Elige dos jugadores distintos.
explain-is-not-tied-with-anyone = { $value } no está empatado a puntos de partida con nadie.
explain-click-a-player-in-the = Haz clic en un jugador de la clasificación para explicar su empate, o elige dos jugadores para compararlos.
grid-round-round = { $value } ronda { $round }
grid-no = N.º
grid-name = Nombre
grid-seat = Asiento
grid-matches = Partidas
grid-games = Juegos
grid-rank = Pos.
grid-deck = Mazo
grid-first-pick = Primera elección
grid-name-of-player = Nombre del jugador { $number }
grid-vs = vs { $value }
grid-dq = DQ
grid-deck-of-short = Mazo de { $short }
grid-first-pick-of-short = Primera elección de { $short }
grid-dropped-after-round-d = { $d ->
    [0] ausente: fuera antes de la ronda 1
   *[other] abandonó tras la ronda { $d }
}
grid-joined-in-round-j = entró en la ronda { $j }
grid-held-result = { $column }: { $score } queda retenido y no cuenta en ninguna parte hasta que se corrija
grid-drop-after-round-r = Abandono tras la ronda { $r }
grid-cancel-the-drop = Anular el abandono
grid-no-show = Ausencia (fuera antes de la ronda 1)
grid-no-show-hover = No vino: fuera antes de la ronda 1. Las rondas y los asientos se mantienen; la ronda 1 espera a que se vuelva a emparejar o se mantenga.
grid-lift-the-disqualification = Levantar la descalificación
grid-disqualify = Descalificar
grid-actions-for-short = Acciones para { $short }
grid-drop-or-disqualify = Abandono o descalificación
menu-file = Archivo
menu-open-recent = Abrir reciente
menu-none-yet = (ninguno aún)
menu-edit = Editar
menu-event = Torneo
menu-view = Ver
menu-close-the-display-window = Cerrar la ventana de pantalla
menu-sharing-on-the-store-s = Compartiendo en la red de la tienda (activo)…
menu-print-blank-sheet = Imprimir hoja vacía
menu-language = Idioma
menu-language-desktop = El del escritorio ({ $language })
menu-language-preparing = En preparación (en parte en inglés):
new-event-event-name = Nombre del torneo
new-event-sheet = Hoja
new-event-best-of-one = Al mejor de uno
new-event-best-of-three = Al mejor de tres
new-event-tiebreakers = Desempates
new-event-players-one-name-per-line = Jugadores, un nombre por línea (escribe o pega):
new-event-import-names-from-csv = Importar nombres desde CSV…
new-event-seat-randomly = Sentar al azar
new-event-create-event = Crear torneo
new-event-cancel = Cancelar
share-is-not-a-port-use = «{ $trim }» no es un puerto: usa un número del 1 al 65535 (8080 es lo habitual).
share-could-not-share-on-port = No se pudo compartir en { $bind }:{ $port }: { $e }. Puede que otro programa use ese puerto; prueba otro.
share-sharing-at = Compartiendo en { $url }
share-phones-on-the-store-s = Los móviles en la red de la tienda pueden abrir esta dirección
share-share-on-the-store-s = Compartir en la red de la tienda
share-players-open-the-pairings-standings = Los jugadores abren en su móvil los emparejamientos, la clasificación y por qué quedaron donde quedaron, solo lectura, por esta red. No hace falta internet.
share-address = Dirección
share-port = Puerto
share-show-decks-and-first-picks = Mostrar mazos y primeras elecciones
share-stop-sharing = Dejar de compartir
share-phones-down = Los teléfonos no tienen servicio: lo impreso esta noche envía a los jugadores a { $url }, que ahora no se está compartiendo.
share-serve-printed = Volver a compartir en { $url }
share-other-address = Compartir en otra dirección…
share-forget-printed = Lo impreso ya no lo necesita
share-forget-printed-hover = La noche terminó, o se imprimieron nuevas papeletas con otra dirección: dejar de avisar que los teléfonos no tienen servicio.
share-start-sharing = Empezar a compartir
share-on-url = Activo: { $url }
share-ip-this-computer-only = { $ip } (solo este ordenador)
share-ip-this-network = { $ip } (esta red)
share-loopback = { $ip } solo llega a este ordenador: ningún móvil puede abrir esta dirección, ni la impresa en los emparejamientos y las papeletas.
share-use-network = Usar { $ip } (la red de la tienda)
share-no-network = Este ordenador no tiene dirección de red: conéctalo al wifi de la tienda para compartir con los móviles.
standings-rules = Reglas
standings-left-out-the-round-robin = ({ $short } no se usa: todos jugaron contra todos)
standings-no-results-yet-ranks-appear = Aún no hay resultados: los puestos aparecen con el primer resultado.
standings-held-mark = ({ $column } { $score } retenido)
standings-rank = Pos.
standings-name = Nombre
standings-pts = Ptos.
standings-matches = Partidas
standings-games = Juegos
timer-pause = Pausa
timer-time-notice = ¡Tiempo! El jugador activo termina su turno y luego cinco turnos extra.
timer-time-notice-lorcana = ¡Tiempo! El jugador activo termina su turno y se juegan cinco turnos más; una partida sin ganador entonces queda en empate.
timer-time-notice-other = ¡Tiempo! Terminad como dicen las reglas de fin de ronda de { $game } (no incluidas en Podsheet: lo decide la tienda).
timer-start-timer = Iniciar temporizador
timer-reset-timer = Reiniciar temporizador
timer-extra-time = + tiempo
timer-extra-minutes = +{ $minutes } min
timer-extra-time-hover = Tiempo extra para toda la ronda de este pod (cada pod tiene su propio reloj; el tiempo extra de una sola mesa está en su casilla).
tools-name = Nombre
tools-joins-in-round = Entra en la ronda
tools-add-player = Añadir jugador
tools-cancel = Cancelar
tools-swap-two-players-in-a = Intercambiar dos jugadores en una ronda que aún no tiene resultados.
tools-round = Ronda
tools-swap = Intercambiar
tools-with = con
tools-choose = (elegir)
tools-swap-them = Intercambiarlos
tools-close = Cerrar
tools-no-rolls-or-coin-flips = Aún no hay sorteos ni monedas.
tools-seating = Asientos: { $value }
tools-box-l = casilla { $l }
tools-table = mesa { $value }
tools-coin-flip-round-round-place = Moneda, ronda { $round } { $place }: { $value } sigue
tools-tie-break-order = Orden de desempate: { $value }
tools-pairing-seed-round-round-seed = Semilla de emparejamiento, ronda { $round }: { $seed }
tools-what = { $value } — { $what }
playoff-heading = Eliminatoria: top { $top }
playoff-box = { $letter }: { $a } vs { $b }
playoff-box-result = { $letter }: { $a } vs { $b } — { $score }, pasa { $winner }
playoff-box-held = { $letter }: { $a } vs { $b } — { $score } queda retenido: { $why }
playoff-placing = Clasificación final
playoff-place = { $place }. { $name }
season-title = Temporada
season-source = Temporada de { $source }
season-missing = La noche { $event } ({ $file }) no se pudo leer: { $error }. No cuenta para nadie.
season-points-label = Puntos por noche:
season-win = victoria
season-draw = empate
season-loss = derrota
season-attend = participación
season-save = Guardar archivo de temporada…
season-print = Imprimir ({ $paper })…
season-rank = Pos.
season-name = Nombre
season-total = Total
season-events = Torneos
season-decided-by = Decidido por
season-missing-cell = falta
season-why = Empates a puntos de temporada
season-rule-heading = Cómo cuenta la temporada
season-rule = Cada torneo tiene su propia columna, también dos torneos de una misma noche. Los puntos salen de las partidas jugadas antes de la eliminatoria (byes incluidos) y de la participación, que exige al menos una partida o un bye: quien no se presentó y cuya partida se dio al rival no recibe nada. Las partidas de la eliminatoria no cuentan como partidas ganadas ni perdidas; en su lugar, la eliminatoria ordena a sus jugadores: cada puesto de la eliminatoria recibe al menos un punto más que el mejor de los puestos por debajo, así que el campeón queda por delante del finalista. Cada juego tiene su propia tabla: un torneo de Pokémon y un draft de Magic nunca se suman.
season-step-points = puntos
season-step-matches-won = partidas ganadas
season-step-fewer-losses = menos derrotas
season-step-events = noches
season-step-first-seen = llegó antes
command-season = Temporada…
command-season-tooltip = Una clasificación de liga sobre las noches de una temporada: un archivo .podseason, o cualquier torneo de la carpeta de la temporada
purpose-open-season = Abrir una temporada (un archivo .podseason, o cualquier torneo de su carpeta)
purpose-save-season = Guardar la temporada como
purpose-seasons = Temporadas y torneos
purpose-season-file = Archivos de temporada
file-picker-forced = { $env } pide el diálogo de archivos propio de Podsheet.
# A round's life (docs/rules.md §6)
life-repaired-note = Ronda { $round } emparejada de nuevo: { $count ->
    [0] no cambió ninguna mesa.
    [one] cambió la mesa { $tables }; avisa a sus jugadores.
   *[other] cambiaron las mesas { $tables }; avisa a sus jugadores.
}
life-kept-note = La ronda { $round } se mantiene como se emparejó.
life-conceded-note = { $name } recibe la victoria de la partida en la ronda { $round }.
life-recut-note = Corte rehecho con la clasificación suiza actual: la primera ronda de la eliminatoria se empareja de nuevo.
life-cut-kept-note = El corte se mantiene como se hizo.
life-stale-hover = Emparejada con resultados, abandonos o inscripciones que cambiaron después: puede que los jugadores ya conozcan otros emparejamientos.
life-repair-button = Volver a emparejar la ronda { $round } (Ctrl+R)
life-repair-rest-button = Volver a emparejar las mesas sin resultado de la ronda { $round } (Ctrl+R)
life-repair-hover = Empareja de nuevo con los resultados actuales; los resultados ya anotados se mantienen. Avisa a los jugadores de las mesas que cambien.
life-keep-button = Mantener la ronda { $round } como está
life-concede-button = Dar la victoria a { $name }
life-recut-button = Rehacer el corte
life-keep-cut-button = Mantener el corte
command-repair-stale = Volver a emparejar la ronda cambiada
command-repair-stale-tooltip = Empareja de nuevo una ronda que se emparejó con resultados, abandonos o inscripciones que cambiaron después (los resultados ya anotados se mantienen).
life-nothing-to-repair = No hay ninguna ronda que volver a emparejar: todas las rondas emparejadas cuadran con sus resultados.
boxes-round-stale = Emparejada antes de un cambio: mira el aviso de arriba.

# season (issue 28)

season-points-remembered-bad = Los puntos que guarda el archivo de temporada no se pueden usar ({ $why }): se muestran los puntos por defecto.
# A round's life, batch 2
command-print-earlier-round = Imprimir la ronda { $round } ({ $value })…
boxes-print-round = Imprimir…
boxes-print-round-hover = Los emparejamientos y papeletas de resultado de la ronda { $round }, tal como están ahora.
new-event-swiss-rounds-usual = { $rounds } rondas (lo habitual con { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
})
new-event-swiss-rounds-own = Rondas:
new-event-swiss-rounds-hover = Cuántas rondas suizas; se puede cambiar hasta que se empareje la última ronda.
boxes-swiss-rounds = Rondas suizas:
grid-out = fuera
grid-not-yet = aún no
grid-bye = bye
grid-disqualified = descalificado
night-beside-open = Junto a los torneos ya abiertos (una noche, una pestaña cada uno)
night-beside-open-hover = Los pods nuevos se suman a la noche abierta (un suizo con su top 8, por ejemplo) en vez de reemplazarla; cada uno tiene sus propias mesas.
new-event-beside-open = Junto a los torneos ya abiertos (una noche, una pestaña cada uno)
new-event-beside-open-hover = El torneo nuevo se suma a la noche abierta (los pods de draft de la noche, por ejemplo) como otra pestaña, con sus propias mesas, en vez de reemplazarla; un solo archivo lo guarda todo.
night-named-round-all-results = { $name } · ronda { $round } · todos los resultados anotados
night-named-round-missing-to = { $name } · ronda { $round } · { $missing } por anotar
night-named-stage-all-results = { $name } · { $stage } · todos los resultados anotados
night-named-stage-missing = { $name } · { $stage } · { $missing } por anotar
night-tab-held =
    { $tab } · { $count ->
    [one] 1 resultado retenido
    *[other] { $count } resultados retenidos
    }
night-tab-settle =
    { $tab } · { $count ->
    [one] 1 cambio por resolver
    *[other] { $count } cambios por resolver
    }
app-status-stale = { $line }; { $count ->
    [one] { $count } cambio por resolver (mira el aviso encima de la hoja)
   *[other] { $count } cambios por resolver (mira el aviso encima de la hoja)
}
grid-quarterfinals-short = CF
grid-semifinals-short = SF
grid-final-short = F

# Results from the players' phones (issue 29)
reports-already-in = Esa partida ya tiene un resultado: se mantiene el que está anotado.
reports-gone = La partida de ese reporte ya no está en la ronda (se volvió a emparejar).
share-reports = Los jugadores reportan los resultados desde sus móviles
share-reports-hover = Cada papeleta de resultado tiene una mitad para cada jugador, con su propio código y su propio código QR: un jugador reporta, el otro confirma en su propio móvil y tú lo aceptas (Ctrl+Shift+A). Un resultado anotado aquí nunca lo cambia un móvil. Las mitades prueban dos móviles, no dos personas: quien tenga las dos mitades puede hacer entrar un resultado solo; por eso corta cada papeleta y da a cada jugador solo su propia mitad.
share-auto-accept = Aceptar un resultado en cuanto los dos jugadores coincidan, cada uno en su propio móvil
share-auto-accept-hover = Desactivado: cada resultado acordado espera en el panel de reportes a que lo aceptes. Activado: se anota al momento, con un paso de deshacer para cada uno (al marcarlo se aceptan también los que ya coinciden). Cualquier cosa rara —las dos mitades desde un solo móvil o una sola conexión, un tercer móvil— siempre espera tu decisión.
command-accept-confirmed = Aceptar los reportes coincidentes
command-accept-confirmed-tooltip = Anota, en todos los pods de la noche, cada resultado en el que los dos jugadores han coincidido, cada uno en su propio móvil (un paso de deshacer para cada uno). Lo que espera tu decisión (un desacuerdo, algo raro, una partida marcada) queda pendiente, y se avisa.
reports-none-confirmed = Aún no hay ningún resultado desde los móviles en el que coincidan los dos jugadores.
reports-heading = Reportados desde los móviles
reports-result = { $a } { $score } { $b }
reports-pending = { $name } reportó { $result }; falta el móvil del otro jugador
reports-confirmed = { $result }: los dos jugadores coinciden, cada uno en su propio móvil
reports-disputed = los dos jugadores no coinciden: { $results }
reports-accept = Aceptar { $result }
purpose-still-playing = Guardar las mesas que siguen jugando como
command-print-still-playing = Imprimir las mesas que siguen jugando ({ $value })…
command-print-still-playing-tooltip = Se acabó el tiempo: las mesas de la última ronda sin resultado ni reporte desde un móvil, con su tiempo extra, para llevar al recorrer la sala.
boxes-extra-time = Tiempo extra…
boxes-held = Retenido: este resultado no cuenta en ningún lado (clasificación, emparejamientos, teléfonos, impresiones) hasta que lo corrijas.
boxes-extra-minutes = +{ $minutes } min
boxes-add-minutes = Añadir { $minutes } minutos
boxes-no-extra-time = Sin tiempo extra
boxes-extra-time-hover = Una llamada a un juez o una revisión de mazo: esta mesa sigue jugando después del tiempo de la ronda. Se muestra en la ventana de pantalla, en los móviles de la mesa y en la lista de mesas que siguen jugando.
boxes-report-code = Código…
boxes-report-code-how = Para una mitad de papeleta perdida: da a cada jugador solo su propio código. Los jugadores añaden /r/ y su código a la dirección de las páginas para reportar esta partida.

## Added 2026-11-25 (issue 30)
font-missing = «{ $name }» necesita una fuente { $script } y no hay ninguna instalada, así que se ve como cuadros (en Debian/Ubuntu: sudo apt install { $package })
font-missing-more =
    { $first } — y { $more ->
        [one] { $more } nombre más
       *[other] { $more } nombres más
    } en el mismo caso
font-no-glyphs = «{ $name }» tiene letras que ninguna fuente instalada puede mostrar ({ $letters }); se imprimen como cuadros
script-latin = latina
script-greek = griega
script-cyrillic = cirílica
script-han = china (han)
script-kana = japonesa
script-hangul = coreana
script-arabic = árabe
script-hebrew = hebrea
script-thai = tailandesa

## Added 2026-11-25 (issue 30): a name's reading
grid-reading = Lectura, para las listas por nombre en japonés:
grid-reading-of = Lectura del nombre de { $short }
boxes-report-code-of = { $name }: { $code }
night-tab-reports = { $tab } · { $count } desde los móviles
reports-from = { $half }: { $score } · móvil { $device } · { $address } · { $time }
reports-half-of = Mitad de { $name }
reports-held = espera tu decisión: { $results }, porque { $why }
reports-in-pod = { $pod } · { $place }
reports-late-note = rechazado tras el acuerdo de los jugadores: { $line }
reports-odd-old-slip = la papeleta se imprimió antes de que cada jugador tuviera su propia mitad, así que no dice quién reporta
reports-odd-one-address = los reportes de las dos mitades de la papeleta llegaron desde una sola conexión (un móvil con una cookie nueva, o móviles que comparten una dirección)
reports-odd-one-device = los reportes de las dos mitades de la papeleta llegaron desde un solo móvil
reports-odd-second-voice = un segundo móvil reportó con la mitad de { $name }
reports-old-slip = el código único de la papeleta
reports-skipped = Aceptados: { $accepted }; quedan para ti: { $left } (un desacuerdo, algo raro o una partida marcada como problema).
reports-where-from = De dónde { $count ->
    [one] llegó el reporte
   *[other] llegaron los { $count } reportes
    }
sheet-where = { $round }, mesa { $table }
sheet-where-box = { $round }, mesa { $table } (casilla { $letter })
disk-changed = Otro programa cambió { $file } en el disco desde que lo abriste o guardaste. Guardar aquí perdería lo que escribió, así que Podsheet no lo hace: ábrelo de nuevo para verlo.
disk-save-yours-as = Guardar tus cambios como otro archivo…
disk-open-again = Abrir de nuevo
command-handling-changed-on-disk = No se guardó: otro programa cambió { $file } en el disco desde que lo abriste, y guardar perdería lo que escribió. Guarda como otro archivo, o ábrelo de nuevo.
reports-accepted-line = desde los móviles ({ $by ->
    [owner] aceptado por ti
   *[agreement] ambos jugadores coincidieron
    }), { $time }
reports-accepted-changed = cambiado aquí después de aceptar el { $score } de los móviles ({ $time })

## Playoff rounds by name (issue 35 part 4)

boxes-paired-once-stage-is-played = Se empareja cuando estén todos los resultados: { $stage }.
playoff-final-result = { $letter }: { $a } vs { $b } — { $score }, { $winner } gana el torneo
new-event-game = Juego
new-event-best-of-two = Dos partidas (cada jugador empieza una vez)
new-event-suggested-cut = Sugerido tras las rondas suizas: un top { $top } (el corte se hace desde el menú Torneo, o sin corte).
new-event-suggested-no-cut = Sugerido: sin top con este número de jugadores.
new-event-cut-yours = El corte lo eliges tú: tras las rondas suizas, corta a un top 8, 4 o 2 desde el menú Torneo, o deja la clasificación como final.
new-event-beyond-table = La tabla del juego llega hasta { $most } jugadores: su última fila es la sugerencia.
new-event-pod-sheets-magic = Las hojas de mesa son las hojas de draft de Magic: un torneo de { $game } se juega en suizo o todos contra todos.
grid-rank-in-division = Puesto en la categoría { $division }
boxes-swiss-over-cut = Las rondas suizas han terminado. Para { $players } jugadores, { $game } sugiere un top { $top }.
boxes-swiss-over-no-cut = Las rondas suizas han terminado. Para { $players } jugadores, { $game } sugiere jugar sin top: la clasificación es definitiva.
boxes-swiss-over-choice = Las rondas suizas han terminado. Las reglas de { $game } dejan el corte a la tienda: corta a un top 8, 4 o 2, o deja esta clasificación como definitiva.
reports-stuck-mine = { $half }: el móvil { $device } ({ $address }) envió { $count } reportes, el máximo para un móvil; no se le acepta ninguno más, y la otra mitad se sigue escuchando
reports-stuck-half = { $half }: { $count } reportes de varios móviles, el máximo que admite; no se acepta ninguno más con ella
explain-shown-large = Se muestra en letra grande en su propia ventana.
explain-large-title = Por qué este orden
command-cut-by-division = Cortar por categoría…
command-cut-by-division-tooltip = Terminar aquí el suizo: cada categoría de edad con corte juega su propia eliminatoria, con cabezas de serie según su propia clasificación
grid-division = Categoría
grid-division-of = Categoría de { $short }
grid-division-after-cut = El corte ya está hecho: las eliminatorias tienen sus cabezas de serie y la categoría de un jugador ya no cambia.
cut-dialog-title = Cortar por categoría
cut-dialog-division = { $division }: { $players } jugadores, contando los retirados
cut-dialog-no-playoff = Sin eliminatoria
cut-dialog-suggests-top = Para { $players } jugadores, { $game } sugiere un top { $top }.
cut-dialog-suggests-none = Para { $players } jugadores, { $game } sugiere no jugar eliminatoria.
cut-dialog-cut = Cortar
boxes-swiss-over-divisions = Las rondas suizas han terminado. Cada categoría de edad tiene su propia eliminatoria, con cabezas de serie según su propia clasificación:
new-event-divisions-hint = La categoría de edad de un jugador va tras una coma: «Liam Kowalski, Júnior» (Júnior, Sénior o Máster). Sin ella, el jugador juega en Máster.
crash-note = Podsheet se detuvo por un fallo a las { $when }: { $what } ({ $place }, versión { $version }). { $kept } Cuéntales a los desarrolladores qué estabas haciendo.
crash-no-details = no se registraron detalles
crash-night-kept = Se guardó todo lo introducido hasta el fallo: recupéralo abajo.
crash-night-last-change = Se guardó lo introducido antes del último cambio: recupéralo abajo y revisa el último resultado.

boxes-games-won = juegos ganados { $a } { $b }
boxes-games-won-tied = juegos ganados { $a } { $b }, en empate { $draws }
fields-score-hint-one-dl = Un juego: w (1-0) o l (0-1); un juego que nadie ganó es una doble derrota, la pierden los dos: dl.
fields-score-hint-three-dl = Juegos ganados y perdidos: 2-1, 21, 2-0, o w, l; una partida que nadie ganó es una doble derrota, la pierden los dos: dl.

new-event-game-tournament = Torneo de { $game }
