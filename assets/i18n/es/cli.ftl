# La línea de comandos (src/cli). JSON y CSV no cambian con el idioma.

explain-no-ties = Ningún jugador está empatado a puntos de partida: la clasificación no necesita desempates.
explain-not-tied = { $name } no está empatado con nadie: puesto { $rank } en solitario con { $points } puntos de partida.
cli-rank = Pos.
cli-name = Nombre
cli-points = Ptos.
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
cli-serve-locked = { $file } está abierto en Podsheet (proceso { $pid }; su bloqueo es { $lock }): deja que los jugadores reporten desde la ventana de compartir de la app, o cierra antes el archivo allí. Si Podsheet no está en marcha, borra el bloqueo.
cli-serve-confirmed = Mesa { $table }, { $place }: { $score }, los dos móviles coinciden; escrito en el archivo.
cli-serve-disputed = { $place }: los móviles no coinciden ({ $results }); resuélvelo en la app o en el archivo
