# Impressos (src/io/pdf): folha de pod, pareamentos, súmulas, classificação.

pdf-bye = bye
pdf-held-score = { $score } retido
pdf-held = retido
pdf-season-title = Temporada: { $name }
pdf-season-missing = A noite { $event } ({ $file }) não pôde ser lida: não conta para ninguém (marcada com ?).
pdf-title-pairings = { $event }: pareamentos
pdf-title-slips = { $event }: súmulas de resultado
pdf-title-standings = { $event }: classificação
pdf-title-round = { $event }: pareamentos e súmulas de resultado
pdf-title-playoff = { $event }: eliminatória
pdf-bye-caps = BYE
pdf-dq = DQ
pdf-win = W
pdf-loss = L
pdf-draw = D
pdf-event-blank = Torneio: ______________________
pdf-date-blank = Data: ____________
pdf-games = jogos
pdf-wld = W/L/D
pdf-no = Nº
pdf-name = Nome
pdf-seat = Lugar
pdf-round-short = R{ $round }
pdf-record = V-D-E
pdf-matches-lower = partidas
pdf-rank = Pos.
pdf-deck = Deck
pdf-first-pick = 1º pick
pdf-how-ties = Como os empates foram desfeitos
pdf-how-ties-continued = { $event }: como os empates foram desfeitos (continuação)
pdf-pairings-title = { $event }: pareamentos – { $name }
pdf-pairings-note = Em ordem alfabética. Encontre seu nome e vá para sua mesa.
pdf-table = Mesa
pdf-player = Jogador
pdf-opponent = Oponente
pdf-record-points =
    ({ $record }, { $points ->
    [one] 1 pt
    *[other] { $points } pts
    })
pdf-continued = (continuação)
pdf-slip-heading = { $name } · Mesa { $table }
pdf-games-won = jogos vencidos
pdf-drawn-games = jogos empatados
pdf-signed = assinatura: { $name }
decided-points = pontos
decided-wins = vitórias
decided-roll = sorteio
decided-entry = ordem de inscrição
pdf-points = Pts
pdf-matches = Partidas
pdf-games-head = Jogos
pdf-decided-by = Decidido por
pdf-standings-title = { $event }: classificação após { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}
pdf-step-is = { $short } = { $name }
pdf-rules-steps = Regras “{ $rules }”: { $steps }.
pdf-left-out = { $step } não é usado: todo mundo jogou contra todo mundo.
pdf-none-ranked = Ainda não há jogadores classificados.
pdf-qr-heading = Pareamentos, classificação e o porquê, no seu celular:
pdf-qr-note = No Wi-Fi da loja; nada para instalar. Leia o código ou digite o endereço.
pdf-qr-small = A classificação no seu celular:
pdf-round-n = Rodada { $round }
pdf-vs = vs
pdf-wld-colon = W/L/D:
pdf-games-won-colon = vitórias:
pdf-coin-flip-note = { $source } (cara ou coroa)
rules-seating = Lugares:
rules-seating-text = Sorteie os lugares antes do draft; a ordem do draft não define cabeças de chave. O número de cada jogador nesta folha é o que as casas abaixo usam.
rules-pairings = Pareamentos:
rules-pairings-round-robin-7 = Cada um joga uma vez contra cada um dos outros, uma linha de casas por rodada. Em cada rodada um jogador tem um bye, que conta como vitória na partida.
rules-pairings-single-elimination = A rodada 1 pareia os jogadores por número, como mostrado. Os vencedores vão para a casa indicada embaixo de cada linha; quem perde está fora.
rules-pairings-round-robin-double = Cada um joga duas vezes contra cada um dos outros, uma linha de casas por rodada; as rodadas 6 a 10 repetem as rodadas 1 a 5.
rules-pairings-swiss-9 = A rodada 1 pareia os jogadores por número, como mostrado, e o jogador 9 tem o bye. Depois, siga a chave: cada linha diz qual vencedor ou perdedor de qual casa joga ali, e uma casa por rodada é um bye (uma vitória). Ninguém enfrenta o mesmo oponente duas vezes nem recebe dois byes. A única exceção é um empate (veja Empates).
rules-pairings-swiss = A rodada 1 pareia os jogadores por número, como mostrado. Depois, siga a chave: cada linha diz qual vencedor ou perdedor de qual casa joga ali. A única exceção é um empate (veja Empates).
rules-time-limits = Tempo:
rules-time-limits-text = { $minutes } minutos por rodada. Se uma partida não terminou quando o tempo acaba, os jogadores jogam mais cinco turnos no total; um jogo ainda não terminado então é empate.
rules-best-of-one = Melhor de um:
rules-best-of-one-text = Cada partida é um único jogo. Escreva W (vitória), L (derrota) ou D (empate) para cada jogador.
rules-best-of-three = Melhor de três:
rules-best-of-three-text = Quem vencer dois jogos primeiro vence a partida. Se o tempo acabar antes, vence a partida quem venceu mais jogos; com o mesmo número de vitórias é empate. Conte um jogo só se ele começou: tempo esgotado no terceiro jogo é 1-1-1, mas se o terceiro jogo não começou o resultado é 1-1.
rules-draws = Empates:
rules-draws-round-robin = Uma partida empatada vale 1 ponto para cada jogador, uma vitória 3, uma derrota 0. Empates intencionais não são permitidos.
rules-draws-single-elimination = Depois de uma partida empatada, um cara ou coroa decide qual jogador segue para a próxima casa; o app registra o resultado. Empates intencionais não são permitidos.
rules-draws-swiss-9 = Depois de uma partida empatada, um cara ou coroa decide qual jogador segue como vencedor daquela casa e qual como perdedor; o app registra o resultado. Depois de um segundo empate, o resto do torneio é pareado por campanha. Empates intencionais não são permitidos.
rules-draws-swiss = Depois de uma partida empatada, um cara ou coroa decide qual jogador segue como vencedor daquela casa e qual como perdedor; o app registra o resultado. Se dois jogadores que empataram na rodada 1 tiverem a mesma campanha após a rodada 2, eles trocam de lugar na chave. Empates intencionais não são permitidos.
rules-tiebreakers = Critérios de desempate:
rules-step-numbered = { $number }. { $step }
rules-fallback-roll = um sorteio, feito uma vez e guardado com o torneio
rules-fallback-entry = a ordem de inscrição
rules-tiebreakers-text = { $description }. 1. Pontos de partida: 3 por vitória (um bye conta como vitória), 1 por empate, 0 por derrota. { $steps }. Jogadores iguais em todos os passos são ordenados por { $fallback }.
rules-tiebreakers-text-skip = { $description }. 1. Pontos de partida: 3 por vitória (um bye conta como vitória), 1 por empate, 0 por derrota. { $steps }. Jogadores iguais em todos os passos são ordenados por { $fallback }. Os passos que comparam oponentes deixam de ser usados quando todo mundo já jogou contra todo mundo.
# A round's life (docs/rules.md §6)
pdf-replaces = Pareada de novo às { $time }: se { $name } já foi impressa, jogue fora a folha antiga e use esta.
# Results from the players' phones (issue 29)
pdf-report-here = Informe o resultado pelo celular (código { $code }):
pdf-title-still-playing = { $event }: ainda jogando
pdf-still-playing-title = { $event }: ainda jogando – { $name }

## Added 2026-11-25 (issue 30)
pdf-error-not-a-sheet = este torneio não é jogado em uma folha de pod (trata-se de { $what }); imprima pareamentos, súmulas ou a classificação
pdf-error-round-robin = um todos contra todos
pdf-error-swiss = um torneio suíço
pdf-error-results = resultados importados
pdf-error-no-rounds = nenhuma rodada foi pareada ainda, então não há pareamentos nem súmulas para imprimir
pdf-error-player-count = a folha “{ $template }” é para { $expected } jogadores, mas o torneio tem { $found }
pdf-error-no-cut = este torneio não tem eliminatória: primeiro corte para um top 8, 4 ou 2 (Torneio → Cortar para o top 8)
pdf-error-font = não foi possível ler a fonte embutida
pdf-slip-half = Metade de { $name }: só para { $name }

## A given match on the pairings (issue 35 part 4)

pdf-given-win = partida concedida: { $name } saiu
pdf-dropped-out = saiu: a partida foi concedida a { $name }
pdf-tied-games = jogos em empate

pdf-double-loss = derrota dupla
