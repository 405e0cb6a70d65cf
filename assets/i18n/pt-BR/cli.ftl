# A linha de comando (src/cli). JSON e CSV não mudam com o idioma.

explain-no-ties = Nenhum jogador está empatado em pontos de partida: a classificação não precisa de critérios de desempate.
explain-not-tied = { $name } não está empatado com ninguém: { $rank }º lugar sozinho, com { $points } pontos de partida.
cli-rank = Pos.
cli-name = Nome
cli-points = Pts
cli-konami-number = Critério
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
cli-file-locked = { $writer ->
    [app] { $file } está aberto no Podsheet (processo { $pid }), que o grava: feche o arquivo lá antes, ou deixe os jogadores informarem pela janela de compartilhamento do app.
    [serve] { $file } está sendo gravado pelo podsheet serve --reports (processo { $pid }): pare-o antes (Ctrl+C onde ele roda).
   *[other] { $file } está sendo gravado por outro comando do podsheet (processo { $pid }): tente de novo quando ele terminar.
}
cli-serve-confirmed = { $place }: { $score }, os dois jogadores concordam, cada um no próprio celular; gravado no arquivo.
cli-serve-disputed = { $place }: os dois jogadores informaram resultados diferentes ({ $results }); resolva no app depois que o serve parar (podsheet { $file })

## Added 2026-11-25 (issue 30)
cli-wrote = { $file } gravado
cli-wrote-pdf = { $file } gravado ({ $pages ->
    [one] { $pages } página
   *[other] { $pages } páginas
}, { $kb } KB)
cli-wrote-night-pdf = { $file } gravado ({ $pods ->
    [one] { $pods } pod
   *[other] { $pods } pods
}, { $pages ->
    [one] { $pages } página
   *[other] { $pages } páginas
}, { $kb } KB)
cli-wrote-season-pdf = { $file } gravado ({ $kb } KB)
cli-serving = Compartilhando { $file } em { $url } ({ $mode }; Ctrl+C para parar).
cli-serving-loopback = Só este computador consegue abrir. Para os celulares na rede da loja, acrescente --bind 0.0.0.0.
cli-reloaded = { $file } recarregado.
cli-serve-kept = podsheet serve: { $error }; as páginas continuam com a última versão válida.
cli-cannot-listen = não foi possível usar o endereço { $address }: { $why } (talvez outro programa esteja usando a porta { $port }; tente --port)
cli-playoff-heading = Top { $top } após { $rounds ->
    [one] { $rounds } rodada suíça
   *[other] { $rounds } rodadas suíças
}
cli-playoff-seeds = Cabeças de chave
cli-playoff-to-come = (a definir)
cli-playoff-match = { $a } v { $b }
cli-playoff-wins = { $name } vence
cli-playoff-held = { $score } retido: { $why }
cli-unknown-language = idioma desconhecido “{ $tag }”; os idiomas disponíveis são { $tags }
cli-bad-top = uma eliminatória é um top 8, 4 ou 2; “{ $value }” não é nenhum deles
cli-bad-pod-size = um pod tem de { $least } a { $most } jogadores; “{ $value }” não é um tamanho de pod
cli-unknown-preset = conjunto de regras desconhecido “{ $id }”; os disponíveis são { $ids }
cli-explain-one-file = explain recebe um só FILE (ou --season com os arquivos da temporada)
cli-explain-players = explain recebe um --player (o grupo de empatados dele) ou dois (o que decide a ordem entre eles)
cli-no-player = { $file }: nenhum jogador chamado “{ $name }” (jogadores: { $names })
cli-player-ambiguous = { $file }: “{ $name }” corresponde a mais de um jogador ({ $names }): escreva mais do nome
cli-loopback-address = --address { $url } só alcança este computador: nenhum celular consegue abrir o endereço impresso. Endereços de rede desta máquina: { $addresses }; rode serve com --bind em um deles e imprima com --address { $example }
cli-loopback-no-network = --address { $url } só alcança este computador: nenhum celular consegue abrir o endereço impresso, e esta máquina não tem endereço de rede (conecte-a ao Wi-Fi da loja)
cli-pdf-template-pod = --template { $template } imprime uma folha em branco, sem torneio; --pod precisa de um arquivo de noite
cli-pdf-template-and-file = { $file }: --template { $template } imprime uma folha em branco, sem torneio; informe FILE ou --template, não os dois
cli-pdf-needs-file = pdf precisa de um arquivo de torneio (FILE) ou de --template ID para uma folha em branco
cli-pdf-template-kind = --template imprime uma folha de pod em branco; --kind pairings, slips e standings precisam de um arquivo de torneio
cli-pdf-blank-kind = --blank só vale com --kind sheet
cli-pdf-round-kind = { $file }: --round { $round } imprime os pareamentos e as súmulas de uma rodada: use sem --kind, ou com --kind pairings ou slips
cli-pdf-blank-not-sheet = { $file }: --blank imprime uma folha de pod, e este torneio não é jogado em folha de pod
cli-pdf-no-round = { $file }: --round { $round }: o torneio tem as rodadas 1 a { $rounds }
cli-in-file = { $file }: { $error }
# TODO(read)
cli-held = { $problem } Fica retido: não conta em lugar nenhum até ser corrigido, e todas as outras partidas contam como estão.
# TODO(read)
cli-held-row = { $file } linha { $line }: { $problem } Fica retido: não conta em lugar nenhum até ser corrigido, e todas as outras partidas contam como estão.
cli-round-not-paired = a rodada { $round } não está pareada: não há nada para parear de novo, manter ou dar
cli-round-not-stale = a rodada { $round } bate com aquilo de que foi pareada: não há nada para parear de novo nem manter
cli-cannot-repair = não dá para parear de novo a rodada { $round }: { $why }
cli-give-not-out = { $name } não saiu da rodada { $round } estando pareado nela: só dá para dar a partida de um jogador que desistiu (ou foi desclassificado) depois que a rodada foi pareada
cli-repair-taken-out = { $count ->
    [one] Retirada até que se saibam os jogadores: mesa { $tables }.
   *[other] Retiradas até que se saibam os jogadores: mesas { $tables }.
}
cli-act-repair = para parear de novo a rodada { $round }: { $command }
cli-act-keep = para manter a rodada { $round } como está: { $command }
cli-act-give = para dar a { $name } a vitória da partida na rodada { $round }: { $command }
cli-playoff-disagrees = { $file }: { $flag } { $asked } não bate com o corte já registrado no torneio ({ $own }); deixe de fora para usar esse corte
cli-playoff-own-top = top { $top }
cli-playoff-own-after = após a rodada { $round }
cli-playoff-needs-top = { $file }: é preciso informar --top 8|4|2, porque o arquivo não tem um corte registrado
cli-playoff-no-rounds = { $file }: --swiss-rounds { $asked }: o arquivo tem as rodadas 1 a { $rounds }
cli-pods-too-many = { $file }: { $names } nomes; numa noite o Podsheet aceita no máximo { $most } jogadores
cli-pods-night-name = Noite de draft
cli-unknown-template = modelo de folha desconhecido “{ $id }”; os modelos disponíveis são { $ids }
cli-serve-held = { $place }: aguarda a decisão do dono da loja (informado: { $results }), porque { $why }
cli-serve-paired = { $event }, { $round }: { $tables ->
        [one] { $tables } mesa pareada; a súmula traz
       *[other] { $tables } mesas pareadas; as súmulas trazem
    } os códigos dos jogadores ({ $command })
cli-serve-pod-line = pod { $pod }: { $line }

division-juniors = Júnior
division-seniors = Sênior
division-masters = Master
cli-act-recut = para refazer o corte a partir da classificação atual: { $command }
cli-act-keep-cut = para manter o corte como foi feito: { $command }
cli-event-of = { $name } (--pod { $pod } de { $pods })
cli-file-other-name = { $file } (outro nome de { $other }, o mesmo arquivo no disco)
cli-file-hard-linked = { $file } tem { $links } nomes no disco (links físicos): o Podsheet salva substituindo o arquivo, e os outros nomes ficariam com a versão antiga. Mantenha um só nome (copie o arquivo, apague os outros nomes) e use esse.
cli-serve-stuck = { $place }: { $why }
cli-serving-ipv6 = no IPv6, todo endereço do /64 de uma rede conta como um só celular, então todo resultado informado pelos celulares aguarda você (como atrás de um NAT): sirva por IPv4 (--bind 0.0.0.0) para que os resultados entrem sozinhos
cli-serve-coded = { $event }, { $round }: { $tables ->
    [one] 1 mesa não tinha códigos de resultado e recebeu os seus; imprima a súmula de novo
   *[other] { $tables } mesas não tinham códigos de resultado e receberam os seus; imprima as súmulas de novo
} ({ $command })
cli-playoff-needs-division = { $file }: os jogadores jogam por divisões de idade, e cada divisão tem sua própria eliminatória: informe --division juniors, seniors ou masters
cli-playoff-no-division = { $file }: o corte do torneio não tem eliminatória para a divisão { $division }
cli-playoff-not-by-division = { $file }: o corte do torneio é do torneio inteiro, não por divisão: retire --division
cli-playoff-own-divisions = um corte por divisão: informe também --division

cli-season-heading-tie = Temporada de { $events ->
    [one] { $events } torneio
   *[other] { $events } torneios
} — pontos: vitória { $win }, empate { $draw }, derrota { $loss }, participação { $attend }
cli-season-record-tie = V-D-E
