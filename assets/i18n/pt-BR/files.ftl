# Leitura de arquivos (src/io): o que há de errado em um arquivo, dito
# depois do nome dele. Caminhos JSON, nomes de coluna do CSV e --pod ficam
# como estão no arquivo.

file-error = { $file }: { $message }
file-error-line = { $file }, linha { $line }: { $message }
file-error-pod = { $file }, pod { $pod }: { $message }

## Por que o sistema recusou um arquivo

file-os-not-found = esse arquivo não existe
file-os-permission = permissão negada
file-os-is-folder = é uma pasta, não um arquivo
file-os-disk-full = o disco está cheio
file-os-read-only = o disco é somente leitura
file-os-other = { $error }

## Qualquer arquivo

file-cannot-open = não foi possível abrir: { $why }
file-cannot-read = não foi possível ler: { $why }
file-cannot-write = não foi possível gravar: { $why }
file-cannot-read-folder = não foi possível ler a pasta: { $why }
file-too-large = tem mais de { $mib } MiB, mais do que qualquer torneio precisa
file-not-utf8 = não é texto UTF-8
file-newer-version = foi gravado por um Podsheet mais novo ({ $version }); esta versão lê { $reads }. Atualize o Podsheet para abri-lo.
file-at = em { $path }: { $why }
file-missing-field = falta o campo "{ $field }"
file-unknown-field = "{ $field }" não é um campo que o Podsheet conhece aqui (ele conhece { $known })
file-wrong-value = { $found } não cabe aqui: aqui vai { $expected }
file-serde-reason = { $why }
file-value-as = { $value }
file-value-list = uma lista
file-value-object = um objeto
file-value-null = null
file-expect-whole-number = um número inteiro
file-expect-count = um número inteiro a partir de 0
file-expect-text = texto
file-expect-yes-no = true ou false
file-expect-list = uma lista
file-too-many-players = tem { $players } jogadores; o Podsheet aceita no máximo { $max }
file-too-many-rounds = tem { $rounds } rodadas; o Podsheet aceita no máximo { $max }

## Arquivos de torneio e de noite (JSON)

file-json-cut-off = termina cedo demais: o arquivo está cortado (uma cópia ou um salvamento que falhou?)
file-json-invalid = não é JSON válido: { $detail }
file-not-event-object = não é um arquivo de torneio do Podsheet (esperava-se um objeto JSON)
file-unknown-format = tem um formato desconhecido { $format }; esperava-se “{ $expected }”
file-no-format-key = não é um arquivo de torneio do Podsheet (falta a chave “format”)
file-not-night = não é um arquivo de noite
file-pods-not-list = “pods” não é uma lista de pods
file-no-pods-list = não tem a lista “pods”
file-no-pods = não tem pods
file-too-many-pods = tem { $pods } pods; o Podsheet aceita no máximo { $max }
file-pod-not-object = não é um torneio (esperava-se um objeto)
file-pod-choose = contém uma noite de { $count } pods: escolha um com --pod 1 a --pod { $count }
file-pod-only-one = tem um só pod, então não há pod { $pod } (use --pod 1 ou deixe de fora)
file-pod-none = tem os pods 1 a { $count }; não há pod { $pod }

## Um valor de um arquivo de torneio que não pode significar nada

check-line-break = { $what ->
    [name] o nome do torneio
    [deck] o deck
    [first-pick] o primeiro pick
   *[label] o rótulo
} tem uma quebra de linha; na folha é uma linha só
check-date-format = “{ $date }” não é uma data escrita YYYY-MM-DD (como 2025-03-14)
check-date-month = “{ $date }” não tem mês { $month }
check-date-day = “{ $date }”: esse mês não tem dia { $day }
check-swiss-rounds = um torneio suíço de { $rounds } rodadas; ele deve ter de 1 a { $max }
check-decimals = { $decimals } casas decimais; o máximo é { $max }
check-drawn-game-points = um jogo empatado vale { $points } pontos, mais que um jogo vencido (3)
check-step-twice = “{ $step }” aparece duas vezes
check-scoring-points = um resultado vale { $points } pontos de partida, mais que { $max }
check-name-control = o nome do jogador { $player } tem um caractere de controle
check-name-long = o nome do jogador { $player } tem mais de { $max } caracteres
check-number-zero = { $name } tem o número 0; os números de jogador começam em 1
check-number-shared = { $first } e { $second } têm o número { $number }; um número é de um só jogador
check-seat-zero = { $name } está no lugar 0; os lugares começam em 1
check-dropped-after = { $name } saiu depois da rodada { $round }; nenhum torneio tem tantas
check-joined-round = { $name } entrou na rodada { $round }; as rodadas vão de 1 a { $max }
check-no-such-player = refere-se ao jogador { $player }, mas só há { $players }
check-score-games = um placar de { $score }: mais jogos do que qualquer partida tem
check-bye-score = um bye com placar de { $score }; um bye não é jogado
check-time-format = “{ $time }” não é um horário escrito 2025-03-14T19:05:00Z
check-order-twice = { $name } aparece duas vezes na ordem
check-flip-round = um cara ou coroa para a rodada { $round }; as rodadas vão de 1 a { $max }
check-seed-round = uma semente de pareamento para a rodada { $round }; as rodadas vão de 1 a { $max }

## CSV de resultados ($column é o nome da coluna do CSV: round, player…)

csv-empty = está vazio: esperava-se uma linha de cabeçalho e uma linha por partida
csv-header-unreadable = não foi possível ler o cabeçalho: { $detail }
csv-unreadable = não dá para ler como CSV: { $detail }
csv-field-count = tem { $fields } campos; o cabeçalho tem { $expected }
csv-round-range = round deve ir de 1 a { $max }, não { $round }
csv-own-opponent = { $name } aparece como o próprio oponente
csv-no-games = 0-0-0 não é um resultado: deixe a partida de fora até ela ser jogada
csv-too-many-games = { $score } são mais jogos do que qualquer partida tem
csv-unknown-status = o status “{ $status }” não é conhecido: use dropped, disqualified, late ou deixe vazio
csv-no-matches = tem cabeçalho, mas nenhuma partida
csv-unknown-column = coluna desconhecida “{ $column }”; as colunas são { $columns } e, opcionalmente, status e division
csv-missing-column = o cabeçalho não tem a coluna “{ $column }”
csv-value-empty = { $column } está vazio
csv-value-negative = { $column } é { $value }: não pode ser negativo
csv-value-huge = { $column } é { $value }, muito mais do que qualquer torneio tem
csv-value-not-number = { $column } é “{ $value }”, não um número inteiro
csv-name-long = o nome em { $column } tem mais de { $max } caracteres
csv-name-control = o nome em { $column } tem um caractere de controle
csv-too-many-players = mais de { $max } jogadores
csv-sides-differ = rodada { $round }: { $player } contra { $opponent } é { $here } aqui, mas { $there } pelo outro lado na linha { $other }
csv-round-twice = { $name } aparece duas vezes na rodada { $round } (também na linha { $other })
csv-round-gap = não tem partidas da rodada { $round }, mas tem rodadas seguintes
csv-dropped-plays = { $name } consta como tendo saído do torneio na rodada { $round }, mas joga na rodada { $later } (linha { $other })

## Arquivos de temporada

season-none-readable = nenhum torneio da temporada pôde ser lido
season-no-events-in-folder = não há arquivos de torneio nesta pasta
season-not-season-file = não é um arquivo de temporada: { $detail }
season-format = este Podsheet não lê o formato “{ $format }” (podseason/1)

## Listas

players-list-too-long = tem mais de { $max } nomes
# A stored cut and a round's life (docs/rules.md §6)
check-cut-top = uma eliminatória é um top 8, 4 ou 2, não um top { $top }
check-cut-structure = só um torneio suíço (ou resultados suíços importados) é cortado para uma eliminatória
check-cut-after-round = o corte vem depois de uma rodada suíça do torneio (de 1 a { $rounds }), não depois da rodada { $round }
check-cut-too-few = um top { $top } precisa de { $top } jogadores; o torneio tem { $players }
check-cut-too-many-rounds = um top { $top } joga { $most ->
    [one] uma rodada de eliminatória
   *[other] { $most } rodadas de eliminatória
}, mas { $rounds } rodadas vêm depois do corte
check-cut-seeds = um top { $top } tem { $top } cabeças de chave, não { $seeds }
check-paired-from-rounds = uma rodada é pareada a partir das rodadas anteriores ({ $before }), não de { $rounds }

# season (issue 28)

season-points-not-pair = “{ $part }” não está na forma chave=número
season-points-not-number = “{ $value }” em “{ $part }” não é um número
season-points-unknown-key = chave desconhecida “{ $key }” (as chaves são win, draw, loss, attend)
season-points-too-large = { $key }={ $value } são pontos demais: no máximo { $max } por item
season-not-regular = não é um arquivo comum: { $kind }
season-kind-fifo = um pipe nomeado (FIFO)
season-kind-socket = um socket
season-kind-char-device = um dispositivo de caracteres
season-kind-block-device = um dispositivo de blocos
season-kind-folder = uma pasta
season-kind-other = um arquivo especial
# Results from the players' phones (issue 29)
check-report-code = “{ $code }” não é um código de resultado: seis letras e dígitos de A-Z e 2-9, sem I, O, 0 e 1
check-extra-minutes = { $minutes } minutos extras são mais do que uma mesa pode receber (no máximo { $max })
check-report-device = o nome de um celular tem de 1 a 64 caracteres, sem quebras de linha

## Added 2026-11-25 (issue 30): a name's reading
check-reading-control = a leitura do nome do jogador { $player } tem um caractere de controle
check-reading-long = a leitura do nome do jogador { $player } tem mais de { $max } caracteres
check-report-address = “{ $address }” não é um endereço de rede (como 192.168.1.23)
check-report-codes-same = as duas metades de uma súmula precisam de dois códigos diferentes
check-pod-number = um pod de número { $pod }; os pods são contados de 1 a { $max }

csv-unknown-division = a divisão “{ $division }” não é conhecida: use juniors, seniors, masters ou deixe vazio
csv-division-differs = { $name } está em { $had } numa linha anterior, mas em { $here } aqui
check-forced-loss = { $name } tem uma derrota sem oponente na rodada { $round }; as rodadas vão de 1 a { $max }
check-file-place = dá uma colocação ({ $place }) a um jogador que o evento não tem, ou a colocação 0
tdf-not-xml = não é um arquivo do TOM que o Podsheet consiga ler: o XML está quebrado ({ $detail })
tdf-unknown-root = não é um arquivo do TOM: começa com <{ $element }>, e um arquivo do TOM começa com <tournament>
tdf-no-element = não tem <{ $element }>: todo arquivo do TOM tem
tdf-bad-value = <{ $element }> tem { $attribute }="{ $value }", que o TOM nunca escreve
tdf-no-player = <{ $element }> não nomeia nenhum jogador (sem userid)
tdf-unknown-player = nomeia o jogador { $userid }, que não está em <players>
tdf-player-twice = lista o jogador { $userid } duas vezes
tdf-round-twice = { $name } joga duas vezes na rodada { $round }
tdf-no-name = o jogador { $userid } não tem nome
tdf-name-long = o nome do jogador { $userid } passa de { $max } caracteres ou tem um caractere de controle
tdf-round-gap = não tem partidas na rodada { $round }, mas tem rodadas depois
check-pod-sheet-game = uma folha de mesa é a folha de draft de Magic, e estas são as regras de { $game }: um torneio de { $game } é jogado em suíço ou todos contra todos (crie-o de novo com Novo torneio ou use uma predefinição de Magic)
check-cut-division-twice = a divisão { $division } tem uma eliminatória, não duas
check-cut-seed-division = { $name } joga na divisão { $other }, não na { $division }
check-cut-division-top = um corte por divisão é do tamanho da sua maior eliminatória, um top { $most }, não um top { $top }
tdf-other-game = é um arquivo do TOM de { $game } (gametype="{ $code }"): o Podsheet só lê arquivos do TOM de Pokémon Estampas Ilustradas e não classifica outro jogo pelas regras do jogo de cartas
tdf-game-video-game = videogames Pokémon
tdf-game-go = Pokémon GO

check-round-minutes = uma rodada de { $minutes } minutos: uma rodada dura de 1 a { $max } minutos
