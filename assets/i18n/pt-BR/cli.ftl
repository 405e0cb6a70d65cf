# A linha de comando (src/cli). JSON e CSV não mudam com o idioma.

explain-no-ties = Nenhum jogador está empatado em pontos de partida: a classificação não precisa de critérios de desempate.
explain-not-tied = { $name } não está empatado com ninguém: { $rank }º lugar sozinho, com { $points } pontos de partida.
cli-rank = Pos.
cli-name = Nome
cli-points = Pts
cli-matches = Partidas
cli-games = Jogos
cli-decided-by = Decidido por
cli-standings-heading = { $event } — regras: { $rules }, { $rounds ->
    [one] { $rounds } rodada jogada
   *[other] { $rounds } rodadas jogadas
}
cli-left-out = ({ $step } não é usado: no todos contra todos todo mundo jogou contra todo mundo)
cli-pod-of = Pod { $pod } de { $pods }
cli-table = Mesa
cli-box = Casa
cli-player = Jogador
cli-opponent = Oponente
cli-bye = (bye)
cli-why = Por quê:
cli-flip-needed = A partida empatada da rodada { $round }{ $what } precisa de um cara ou coroa antes que todas as casas possam ser preenchidas: abra o torneio no app para jogar a moeda.
cli-flip-box-match = {" "}(casa { $letter }, { $a } v { $b })
cli-flip-match = {" "}({ $a } v { $b })
cli-pod-players = Pod { $pod }: { $players } jogadores, { $sheet }
cli-seed-again = Semente { $seed }: `--seed { $seed }` gera os mesmos pods de novo.

# season (issue 28)

cli-season-left-out = podsheet: o torneio { $event } ficou fora da temporada: { $error }
cli-season-points-flag = --points: { $why }
cli-season-points-remembered = os pontos que o arquivo de temporada guarda: { $why }
cli-season-heading = Temporada de { $events ->
    [one] { $events } torneio
   *[other] { $events } torneios
} — pontos: vitória { $win }, empate { $draw }, derrota { $loss }, participação { $attend }
cli-season-missing = Falta o torneio { $event } ({ $file }): { $error }
cli-season-events = Torneios
cli-season-record = V-D-E
# Results from the players' phones (issue 29)
cli-serve-read-only = só leitura
cli-serve-reports = os jogadores informam os resultados pelo celular; cada resultado confirmado é gravado no arquivo
cli-serve-locked = { $file } está aberto no Podsheet (processo { $pid }; o arquivo de trava é { $lock }): deixe os jogadores informarem pela janela de compartilhamento do app, ou feche o arquivo lá antes. Se o Podsheet não estiver rodando, apague o arquivo de trava.
cli-serve-confirmed = Mesa { $table }, { $place }: { $score }, os dois celulares concordam; gravado no arquivo.
cli-serve-disputed = { $place }: os celulares não concordam ({ $results }); resolva no app ou no arquivo
