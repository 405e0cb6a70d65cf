# Explicações dos empates (src/text/explain). Termos como nas Regras de
# Torneio de Magic em português (ver GLOSSARY.md).

step-match-points = pontos de partida
step-omp = pontos de partida dos oponentes
step-omw = porcentagem de vitórias em partidas dos oponentes
step-gpg = média de pontos por jogo
step-gw = porcentagem de vitórias em jogos
step-ogw = porcentagem de vitórias em jogos dos oponentes
step-oomw = porcentagem de vitórias em partidas dos oponentes dos oponentes
step-cumulative = critério cumulativo
step-ow = porcentagem de vitórias dos oponentes
step-oow = porcentagem de vitórias dos oponentes dos oponentes
step-win-resistance = resistência de vitórias
step-win-resistance-resistance = resistência de vitórias dos derrotados
short-match-points = Pts
short-match-wins = Vitórias
short-omp = PPO
short-omw = OMW%
short-gpg = PPJ
short-gw = GW%
short-ogw = OGW%
short-oomw = OOMW%
short-cumulative = Cum.
short-ow = OW%
short-oow = OOW%
short-win-resistance = RV
short-win-resistance-resistance = RVD
decider-roll = um sorteio salvo
decider-entry-order = a ordem de inscrição
percent = { $value }%
points = { $count ->
    [one] { $count } ponto
   *[other] { $count } pontos
}
phrase-separator = {"; "}
sentence-separator = {" "}
order-separator = {", "}
then-separator = {", depois "}
note-separator = {", "}
tie-open = { $players } estão empatados com { $points }.
ranking-is = A ordem é { $order }.
step-first = { $step }: { $detail }
step-go-to = { $players } passam para “{ $step }”: { $detail }
step-each-set = { $step }, para cada grupo ainda empatado. { $parts }
set-part = { $players }: { $detail }
set-detail = { $phrases }. { $outcome }
skip-round-robin = O critério “{ $step }” não é usado: todo mundo jogou contra todo mundo, então não diferencia os jogadores.
fallback-roll-missing = { $players } estão iguais em todos os critérios. Um sorteio decide; ele ainda não foi feito, então até lá aparecem na ordem de inscrição: { $order }.
fallback-decides = { $players } estão iguais em todos os critérios; decide { $decider }: { $order }.
outcome-still-tied = { $players } continuam empatados.
outcome-ahead = { $ahead } fica à frente de { $behind }.
outcome-orders = A ordem fica { $order }.
outcome-in-order = Em ordem: { $parts }.
outcome-part-tied = { $players } (ainda empatados)
pair-disqualified = { $name } está desclassificado e fora da classificação.
pair-ahead-on-points = { $ahead } ({ $ahead_points }) fica à frente de { $behind } ({ $behind_points }) em pontos de partida.
match-wins =
    { $count ->
    [one] { $count } partida vencida
    *[other] { $count } partidas vencidas
    }
pair-ahead-on-wins = { $ahead } ({ $ahead_points }) fica à frente de { $behind } ({ $behind_points }) em partidas vencidas.
pair-tied = { $ahead } e { $behind } estão empatados com { $points }.
pair-equal-on = Estão empatados em { $steps }.
step-with-value = “{ $step }” ({ $value })
pair-first-orders = O primeiro critério que os separa é “{ $step }”: { $ahead_phrase }; { $behind_phrase }. { $ahead } fica à frente.
pair-equal-every = Estão iguais em todos os critérios; { $decider } põe { $ahead } à frente.
phrase-points = { $who }: { $points } ({ $won } vitórias, { $drawn } empates, { $byes ->
    [one] { $byes } bye
   *[other] { $byes } byes
})
phrase-points-per-game = { $who }: { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
} em { $games ->
    [one] { $games } jogo
   *[other] { $games } jogos
} = { $value }
phrase-game-points = { $who }: { $points ->
    [one] { $points } ponto de jogo
   *[other] { $points } pontos de jogo
} de { $possible } possíveis = { $value }
phrase-game-points-floored = { $who }: { $points ->
    [one] { $points } ponto de jogo
   *[other] { $points } pontos de jogo
} de { $possible } possíveis = { $value } ({ $raw } elevado ao mínimo)
phrase-no-opponents = { $who } ainda não tem oponentes, então conta { $value }
phrase-opponent-points = os oponentes de { $who } têm { $items } = { $sum } / { $count } = { $value }
opponent-points-floored = { $points } ({ $record } conta como { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
})
phrase-opponents = oponentes de { $who }: { $items } = { $sum } / { $count } = { $value }
opponent-value = { $opponent } { $value }
opponent-value-notes = { $opponent } { $value } ({ $notes })
note-raised = { $raw } elevado ao mínimo de { $used }
with-bye-note = { $phrase }; { $count ->
    [one] o bye de { $who } na rodada { $rounds } não tem oponente para contar
   *[other] os byes de { $who } nas rodadas { $rounds } não têm oponente para contar
}
beaten = { $opponent } ({ $value })
beaten-resistance = { $opponent } (resistência { $value })
drew = empate com { $opponent } ({ $value } / 3 = { $used })
drew-resistance = empate com { $opponent } (resistência { $value } / 3 = { $used })
beaten-bye = o bye (0)
beat-no-one = { $who } não venceu ninguém: 0
beat = { $who } venceu { $items }: total { $total }
pool-round = { $earned } → { $pool }
phrase-pools = { $who }: pontos por rodada e bônus { $rounds } = { $value }
preset-pod-rr = folha de todos contra todos de 7: pontos, resistência de vitórias
preset-pod-swiss = folhas suíças de 8/10: critérios DCI, byes 0-0
preset-mtr = Regras de Torneio de Magic, Apêndice C (mínimo 0,33)
preset-wotc = classificações publicadas pela Wizards (mínimo 1/3)
preset-melee = melee.gg (jogos empatados valem 0)
preset-wer = Wizards Event Reporter (byes fora do PMW%)
preset-wer-team = eventos de equipe do WER (OOMW%)
preset-cumulative = eventos premier do início dos anos 2010 (cumulativo)
preset-custom = suas próprias opções
source-player = jogador { $number }
source-winner = vencedor { $letter }
source-loser = perdedor { $letter }
source-waiting-flip = { $source }: aguardando o cara ou coroa em { $letter }
validate-no-name = O jogador { $number } não tem nome.
validate-same-name = Dois jogadores se chamam { $name }: dê a um deles um sobrenome ou uma inicial.
validate-unknown-player = { $place }: refere-se a um jogador que não está na folha.
validate-against-themselves = { $place }: { $name } está pareado contra si mesmo.
validate-two-matches = Rodada { $round }: { $name } está em duas partidas ({ $first } e { $place }).
validate-dropped-has-result = { $round ->
    [0] { $place }: { $name } está ausente (fora antes da rodada 1) mas tem um resultado aqui.
   *[other] { $place }: { $name } saiu após a rodada { $round } mas tem um resultado aqui.
}
validate-joined-has-result = { $place }: { $name } entrou na rodada { $round } mas tem um resultado aqui.
validate-no-result = { $place }: ainda sem resultado.
validate-cannot-happen = { $place }: { $score } é impossível: { $why }.
validate-intentional-draw = { $place }: { $score } é um empate intencional, que esta folha não permite.
validate-shared-seat = { $first } e { $second } estão os dois no lugar { $seat }: dê outro lugar a um deles.
impossible-best-of-one = uma partida melhor de um é um único jogo: vitória, derrota ou empate (1-0, 0-1 ou 0-0-1)
impossible-over-two = na melhor de três um jogador para em 2 jogos vencidos
impossible-both-two = na melhor de três os dois jogadores não podem vencer 2 jogos
impossible-too-many = nenhuma partida tem tantos jogos
place-quarterfinal = Quartas de final { $label } ({ $a } vs { $b })
place-semifinal = Semifinal { $label } ({ $a } vs { $b })
place-final = Final ({ $a } vs { $b })
place-match = Rodada { $round }, mesa { $table } ({ $a } vs { $b })
place-box = Rodada { $round }, mesa { $table }, casa { $label } ({ $a } vs { $b })
place-bye = Rodada { $round } ({ $a } tem o bye)
unknown-player = um jogador desconhecido
text = { $text }
pair-rematch = { $a } e { $b } se enfrentam de novo: nenhum pareamento desta rodada evita todas as revanches.
float-odd = sobrou um número ímpar de jogadores para parear com { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}
float-rematch = os jogadores que sobraram com { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
} não podem jogar todos entre si sem uma revanche
float-down = { $high } ({ $high_points ->
    [one] { $high_points } ponto
   *[other] { $high_points } pontos
}) desce para jogar com { $low } ({ $low_points ->
    [one] { $low_points } ponto
   *[other] { $low_points } pontos
}): { $why }.
bye-everyone-had-one = { $name } recebe o bye: todos já tiveram um, e { $name } é o pior classificado que pode recebê-lo sem revanche.
bye-again = { $name } recebe outro bye: quem ainda não teve um é necessário em outro lugar para evitar uma revanche.
bye-lowest = { $name } recebe o bye: é o pior classificado sem bye.
bye-lowest-others = { $name } recebe o bye: é o pior classificado sem bye que pode recebê-lo sem causar uma revanche ({ $others } não podiam).
pair-random = A rodada { $round } é pareada por sorteio (semente salva { $seed }).
pair-random-within-points = A rodada { $round } é pareada por sorteio entre jogadores com os mesmos pontos, e quem sobra desce por sorteio (semente salva { $seed }).
pair-across-seat = Na rodada { $round } cada um joga contra quem está do outro lado da mesa, por lugar: quem está a meia mesa de distância.
pair-across-number = Na rodada { $round } cada um joga contra quem está do outro lado, por número: quem está a meia lista de distância.
bye-odd-last = { $name } recebe o bye: o número de jogadores é ímpar e ele é o último da ordem.
round-robin-sheet-round = Rodada { $round } do calendário da folha de 7.
round-robin-round = Rodada { $round } do calendário do todos contra todos (método do círculo, { $players } jogadores).
bye-absent-opponent = { $name } recebe um bye: o oponente previsto, { $absent }, não joga esta rodada.
records-absent = { $name } não joga na rodada { $round }: os caminhos da folha não valem mais, então a partir da rodada { $round } o pareamento é por campanha.
records-draws = { $count } partidas terminaram empatadas ({ $boxes }): os caminhos da folha não valem mais, então a partir da rodada { $round } o pareamento é por campanha.
records-off-sheet = A rodada { $round } tem mesas pareadas por campanha quando foi pareada de novo: os caminhos da folha não valem mais, então a partir da rodada { $round } o pareamento é por campanha.
draw-in-round = rodada { $round }
flip-sends = A casa { $letter } ({ $a } v { $b }) terminou empatada: o cara ou coroa faz { $winner } seguir como vencedor.
swap-round-three = { $x } e { $y } empataram na rodada 1 e os dois têm { $points ->
    [one] { $points } ponto de partida
   *[other] { $points } pontos de partida
} após a rodada 2: eles trocam de lugar para a rodada 3.
no-swap = { $x } e { $y } empataram na rodada 1 mas têm { $x_points } e { $y_points } pontos de partida após a rodada 2: não há troca, vale o cara ou coroa.
score-not-a-score = “{ $text }” não é um resultado: escreva os jogos vencidos, perdidos e empatados (2-1, 21, 2-1-1), ou w, l, ou id para um empate intencional
score-which-draw = “{ $text }” não diz qual empate: escreva os jogos como foram jogados, 1-1 (o jogo 3 nem começou) ou 1-1-1 (o tempo acabou durante o jogo 3), ou id para um empate intencional (0-0-3)
score-too-many-games = “{ $text }”: nenhuma partida tem tantos jogos
score-empty = 0-0 não é um resultado: deixe a casa vazia até a partida ser jogada; um empate intencional é 0-0-3 (escreva id)
lang-preparing = { $language } ainda está sendo traduzido: o que falta aparece em inglês.
lang-pseudo = { $tag } é o pseudoidioma: inglês acentuado e cerca de 40% mais longo, para conferir o layout.
name-control-character = tem um caractere de controle
name-too-long = tem mais de { $max } caracteres
name-twice = “{ $name }” já está na linha { $line } (“{ $first }”): cada jogador uma só vez
night-no-pod = Não existe o pod { $pod }.
night-pod-has-results = O pod { $pod } já tem resultados: os jogadores dele não podem mais mudar.
night-pod-keeps-rounds = O pod { $pod } mantém as próprias rodadas e lugares (não está mais como a noite o distribuiu): aqui ninguém entra nem sai dele. Uma ausência conta como saída antes da rodada 1.
night-no-show-played = { $name } tem um resultado na rodada { $round }, então não é ausência: marque a saída após uma rodada (o menu … ao lado do nome).
night-pod-full = O pod { $pod } está cheio ({ $max } jogadores).
night-pod-no-player = O pod { $pod } não tem o jogador { $player }.
night-type-name = Digite o nome do novo jogador.
night-already-playing = { $name } já está jogando hoje.
night-pod-full-start-new = O pod { $pod } está cheio: abra um pod novo.
night-only-pod = O único pod da noite precisa de pelo menos um jogador.
check-no-round = não existe a rodada { $round }
check-swap-unknown-player = um dos dois jogadores não está neste torneio: escolha-os de novo
check-not-playing = { $name } está pareado na rodada { $round } mas não a joga.
check-against-themselves = { $name } está pareado contra si mesmo.
check-rematch = { $a } e { $b } já jogaram entre si: é uma revanche.
check-second-bye = { $name } recebe um segundo bye enquanto { $waiting } não { $count ->
    [one] teve
   *[other] tiveram
} nenhum.
check-paired-times = { $name } está pareado { $times } vezes na rodada { $round }.
check-not-paired = { $name } não está pareado na rodada { $round }.
check-swap-has-result = A partida de { $name } já tem resultado: apague-o antes de trocar.
pod-format-round-robin-7 = folha de todos contra todos de 7
pod-format-swiss-8 = folha suíça de 8
pod-format-swiss-10 = folha suíça de 10
pod-format-swiss = suíço
pod-plays = { $format } · { $games ->
    [1] melhor de um
    [3] melhor de três
   *[other] melhor de { $games }
} · { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
} de { $minutes } min
pairing-not-finished = a rodada { $round } não terminou: { $missing ->
    [one] falta { $missing } resultado
   *[other] faltam { $missing } resultados
}
pairing-over = o torneio acabou: as { $rounds } rodadas foram jogadas
pairing-too-few = ninguém para parear: { $active ->
    [one] { $active } jogador ativo
   *[other] { $active } jogadores ativos
} na rodada { $round }
pairing-too-many = o suíço pareia no máximo { $max } jogadores; a rodada { $round } tem { $active }
pairing-round-robin-size = um todos contra todos precisa de 3 a 16 jogadores; este torneio tem { $players }
pairing-sheet-players = a folha de { $expected } precisa de jogadores numerados de 1 a { $expected }: { $problem }
sheet-players-count = este torneio tem { $players }
sheet-players-number = { $name } tem o número { $number }
sheet-players-twice = o número { $number } foi dado duas vezes
pairing-seed-needed = a rodada { $round } é pareada por sorteio: primeiro sorteie uma semente de pareamento
pairing-not-planned = os resultados importados não têm uma próxima rodada prevista
pods-no-players = a lista de inscritos não tem nomes
pods-bad-size = um pod tem de { $min } a { $max } jogadores; { $size } não é um tamanho de pod
playoff-seeded = Top { $top } após { $rounds } rodadas suíças: cabeças de chave 1 v { $top }, 2 v { $second }… pela classificação suíça.
playoff-round = { $name } do top { $top }: os vencedores da rodada anterior se enfrentam.
playoff-needs-winner = { $place }: { $score } não deixa vencedor; uma partida de eliminatória precisa de um.
playoff-error = A eliminatória não pode continuar: { $why }
cut-not-swiss = Só um torneio suíço é cortado para um top 8, 4 ou 2.
cut-not-finished = A rodada { $round } não terminou: o corte vem quando todos os resultados do suíço estiverem lançados.
cut-too-few = Um top { $top } precisa de { $top } jogadores; este torneio tem { $players }.
cut-already = Este torneio já foi cortado para um top { $top }.
playoff-quarterfinals = Quartas de final
playoff-semifinals = Semifinais
playoff-final = Final
season-no-ties = Nenhum jogador está empatado em pontos de temporada: a classificação da temporada não precisa de desempate.
season-tied = { $ahead } e { $behind } têm os dois { $points ->
    [one] { $points } ponto de temporada
   *[other] { $points } pontos de temporada
}.
season-by-matches-won = { $ahead } fica à frente por partidas vencidas na temporada: { $ahead_count } a { $behind_count }.
season-by-fewer-losses = Venceram as mesmas partidas ({ $won }); { $ahead } fica à frente por ter perdido menos partidas: { $ahead_count } a { $behind_count }.
season-by-events = Venceram e perderam as mesmas partidas; { $ahead } fica à frente por eventos jogados: { $ahead_count } a { $behind_count }.
season-by-first-seen = Estão iguais em todos os passos; { $ahead } chegou antes na temporada (evento { $ahead_event }, { $behind } no evento { $behind_event }).
season-by-entry = Estão iguais em todos os passos e os dois chegaram primeiro ao evento { $event }; { $ahead } foi inscrito antes lá.
season-placed = { $event }: { $name } recebe { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}, não os { $earned } das suas partidas e da participação: cada posição da eliminatória recebe ao menos um ponto a mais que a melhor das posições abaixo dela.
template-round-robin-7 = Todos contra todos de 7
template-swiss-8 = Suíço de 8
template-swiss-10 = Suíço de 10
template-single-elimination-8 = Eliminação simples de 8
template-round-robin-6-double = Todos contra todos duplo de 6
template-swiss-9 = Suíço de 9 com um bye por rodada
heading-round-robin-7 = 7 jogadores: melhor de um, cada um joga uma vez contra cada um dos outros (sete rodadas). 20 minutos por rodada.
heading-swiss-8 = 8 jogadores: melhor de três, suíço (três rodadas). 50 minutos por rodada.
heading-swiss-10 = 10 jogadores: melhor de três, suíço (três rodadas). 50 minutos por rodada.
heading-single-elimination-8 = 8 jogadores: melhor de três, eliminação simples (três rodadas). 50 minutos por rodada.
heading-round-robin-6-double = 6 jogadores: melhor de um, cada um joga duas vezes contra cada um dos outros (dez rodadas). 20 minutos por rodada.
heading-swiss-9 = 9 jogadores: melhor de três, suíço (três rodadas), um bye por rodada. 50 minutos por rodada.
# A round's life (docs/rules.md §6)
round-name = Rodada { $round }
pairing-waits = A rodada { $round } espera: { $place }, { $score } é impossível: { $why }.
playoff-draw-why = uma partida de eliminatória precisa de um vencedor
cut-has-playoff-results = uma partida de eliminatória já tem resultado
life-not-stale = A rodada { $round } bate com os resultados: não há nada para parear de novo.
life-off-sheet-waits = um resultado que fica não se encaixa mais na folha, então as outras mesas são pareadas por campanha, o que espera um resultado em { $place }
life-off-sheet-flip = um resultado que fica não se encaixa mais na folha, então as outras mesas são pareadas por campanha, o que espera o cara ou coroa de { $place }
life-off-sheet-waits-all = um resultado que fica não se encaixa mais na folha, então as outras mesas são pareadas por campanha, o que espera cada casa anterior ser decidida
life-not-paired = { $name } não está pareado na rodada { $round }.
life-bye-no-opponent = { $name } tem o bye na rodada { $round }: não há oponente para receber a partida; pareie a rodada de novo.
life-has-result = A partida de { $name } na rodada { $round } já tem resultado.
life-opponent-out = { $opponent } também não joga a rodada { $round }: não há a quem dar a vitória da partida; pareie a rodada de novo em vez disso.
life-cut-not-stale = O corte bate com a classificação suíça: não há nada para refazer.
life-no-result = vazia
life-bye-result = bye
cause-list = { $items }
cause-result = a mesa { $table } da rodada { $round } passou de { $from } para { $to }
cause-result-cleared = o resultado da mesa { $table } da rodada { $round } foi apagado (era { $from })
cause-dropped = { $after ->
    [0] { $name } foi marcado como ausente
   *[other] { $name } saiu após a rodada { $after }
}
cause-disqualified = { $name } foi desclassificado
cause-came = { $name } entrou
cause-differs = os resultados anteriores mudaram
cause-more = { $count ->
    [one] houve mais uma mudança
   *[other] houve mais { $count } mudanças
}
life-stale = a rodada { $round } foi pareada, mas depois { $causes }
life-stale-legacy = a rodada { $round } não bate mais com um pareamento novo das rodadas anteriores
life-advice-repair = pareie de novo (ainda sem resultados)
life-advice-repair-rest = { $played ->
    [one] o resultado lançado fica
   *[other] os { $played } resultados lançados ficam
}; pareie de novo { $open ->
    [one] a mesa sem resultado ({ $tables })
   *[other] as mesas sem resultado ({ $tables })
}
life-advice-cannot = ainda não dá para parear de novo: { $why }
life-dropped-paired = { $after ->
    [0] { $name } está ausente mas está pareado na rodada { $round } contra { $opponent }; pareie a rodada { $round } de novo ou dê a vitória da partida a { $opponent }
   *[other] { $name } saiu após a rodada { $after } mas está pareado na rodada { $round } contra { $opponent }; pareie a rodada { $round } de novo ou dê a vitória da partida a { $opponent }
}
life-dropped-bye = { $after ->
    [0] { $name } está ausente mas tem o bye na rodada { $round }; pareie a rodada { $round } de novo
   *[other] { $name } saiu após a rodada { $after } mas tem o bye na rodada { $round }; pareie a rodada { $round } de novo
}
life-disqualified-paired = { $name } está desclassificado mas está pareado na rodada { $round }; pareie a rodada { $round } de novo
life-stale-cut = o corte para o top { $top } foi feito, mas depois { $causes }
life-stale-cut-legacy = o corte para o top { $top } não bate mais com a classificação suíça
life-advice-recut = refaça o corte (ainda sem resultados da eliminatória)
life-advice-cut-stands = o corte fica: { $why }
life-warning = { $what }; { $advice }
change-repaired = A rodada { $round } foi pareada de novo às { $time } porque { $causes }: { $count ->
    [0] nenhuma mesa mudou
    [one] a mesa { $tables } mudou
   *[other] as mesas { $tables } mudaram
}.
change-kept = A rodada { $round } foi mantida como estava às { $time }, mesmo depois que { $causes }.
change-conceded = { $name } saiu depois que a rodada { $round } foi pareada: a vitória da partida foi dada a { $opponent } ({ $time }).
change-recut = O corte para o top { $top } foi refeito às { $time } porque { $causes }.
change-cut-kept = O corte para o top { $top } foi mantido às { $time }, mesmo depois que { $causes }.
cause-repaired = a rodada { $round } foi pareada de novo
# The end of a sentence the app makes from a clause.
sentence-end = .
life-all-played = todas as mesas da rodada têm resultado
life-advice-all-played = os resultados ficam (corrige e segue): mantenha a rodada como está
# A round's life, batch 2
rounds-not-swiss = Só um torneio suíço tem um número de rodadas a definir: uma folha ou um todos contra todos tem o seu.
rounds-after-cut = O suíço já foi cortado para a eliminatória: o número de rodadas está definido.
rounds-below-played = O suíço não pode terminar após a rodada { $rounds }: a rodada { $played } já tem resultados.
rounds-too-many = { $rounds } rodadas são mais do que um torneio pode ter ({ $max }).
dropped-mark = { $round ->
    [0] (ausente)
   *[other] (saiu após a rodada { $round })
}
held-mark = ({ $round }: { $score } retido)
held-result = { $score } retido: { $why } (não conta em lugar nenhum até a loja corrigir)
# The end of a round (issue 29)
round-end-table = Mesa { $table }: { $a } vs { $b }
round-end-extra = { $line } (+{ $minutes } min)
round-end-extra-left = { $line } (+{ $minutes } min: faltam { $left })
round-end-extra-up = { $line } (+{ $minutes } min: tempo esgotado)
round-end-still-playing = Ainda jogando
round-end-none = Todas as mesas têm um resultado, lançado ou informado pelo celular.

## Added 2026-11-25 (issue 30)
playoff-error-size = uma eliminatória é um top 8, 4 ou 2, não um top { $top }
playoff-error-too-few = um top { $top } precisa de { $top } jogadores classificados; o suíço tem { $ranked }
playoff-error-draw = rodada { $round }: { $pairing } é um empate; uma partida de eliminatória precisa de um vencedor
playoff-error-not-in-bracket = rodada { $round }: { $pairing } não é uma partida da eliminatória (ela emparelha { $expected })
playoff-error-bye-not-in-bracket = rodada { $round }: um bye para { $name } não é uma partida da eliminatória (ela emparelha { $expected })
playoff-error-too-many-rounds = um top { $top } tem { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
} de eliminatória; a rodada { $round } é uma a mais

## Other games (docs/rules.md §8)

step-owp = porcentagem de vitórias dos oponentes
step-oowp = porcentagem de vitórias dos oponentes dos oponentes
step-head-to-head = confronto direto
step-ctb = critério cumulativo
step-pml = porcentagem de partidas perdidas
# TODO(read)
step-oml = porcentagem de partidas perdidas dos oponentes
step-octb = CTB médio dos oponentes
# TODO(read)
step-game-wins = jogos vencidos
# TODO(read)
step-ompp = porcentagem de pontos de partida dos oponentes
# TODO(read)
step-game-two-wins = segundos jogos vencidos
short-owp = OWP
short-oowp = OOWP
short-head-to-head = CD
short-ctb = CTB
short-pml = PML
# TODO(read)
short-oml = OML%
short-octb = OCTB
# TODO(read)
short-game-wins = Jogos venc.
# TODO(read)
short-ompp = OMPP
# TODO(read)
short-game-two-wins = 2º jogo
preset-pokemon = Pokémon Estampas Ilustradas: porcentagem de vitórias dos oponentes, confronto direto, sorteio
# TODO(read)
preset-fab = Flesh and Blood: CTB, porcentagem de partidas perdidas, porcentagem de partidas perdidas dos oponentes, OCTB, sorteio (a ordem da editora, segundo as TRP 1.10 §1.4)
preset-yugioh = Yu-Gi-Oh! TCG: OMW%, OOMW%, sem empates (derrota dupla)
preset-lorcana = Disney Lorcana melhor de três: OMW%, GW%, OGW% (mínimo 0,33)
# TODO(read)
preset-lorcana-two-game = Disney Lorcana, partidas de dois jogos (2-0 vale 7 pontos): jogos vencidos, % de pontos dos oponentes, segundos jogos vencidos (a ordem do Melee)
# TODO(read)
preset-lorcana-two-game-playhub = Disney Lorcana, partidas de dois jogos pontuadas 3 / 1 / 0: OMW%, OGW% (como o PlayHub foi visto pontuando)
preset-one-piece = One Piece Card Game: sem empates (derrota dupla), critérios à sua escolha
# TODO(read)
preset-swu = Star Wars: Unlimited: partidas vencidas, OMW%, GW%, OGW% (a ordem do Melee)
game-magic = Magic: The Gathering
game-pokemon = Pokémon Estampas Ilustradas
game-fab = Flesh and Blood
game-yugioh = Yu-Gi-Oh! TCG
game-lorcana = Disney Lorcana
game-lorcana-two-game = Disney Lorcana (partidas de dois jogos)
game-one-piece = One Piece Card Game
game-swu = Star Wars: Unlimited
h2h-beat = { $winner } venceu { $loser } na rodada { $round }
h2h-not-met = { $a } e { $b } não se enfrentaram
h2h-no-winner = { $a } e { $b } se enfrentaram sem um vencedor
h2h-not-two = o confronto direto só vale entre exatamente dois jogadores, e há { $count } empatados
pair-head-to-head = O primeiro critério que os separa é o confronto direto: { $detail }. { $ahead } fica à frente.
phrase-ctb = { $who }: { $totals } pontos de partida após cada rodada; o valor acumulado (o da rodada anterior / 4 + os pontos até ali) chega a { $running } dos { $best } de quem venceu todas as rodadas = { $value }
phrase-pml = { $who } perdeu { $lost } de { $played ->
    [one] { $played } partida
   *[other] { $played } partidas
} = { $value }
# TODO(read)
phrase-game-wins = { $who } venceu { $won ->
    [one] { $won } jogo
   *[other] { $won } jogos
}
# TODO(read)
phrase-game-wins-byes = { $who } venceu { $won ->
    [one] { $won } jogo
   *[other] { $won } jogos
} ({ $byes } deles por byes)
# TODO(read)
ompp-item = { $opponent } { $points } de { $possible }
# TODO(read)
phrase-ompp = oponentes de { $who }: { $items }: { $points } pontos / { $count } oponentes / { $possible } possíveis = { $value }
# TODO(read)
phrase-game-two = { $who } venceu o segundo jogo de { $won ->
    [one] { $won } partida (um 2-0)
   *[other] { $won } partidas (cada uma um 2-0)
}; contam { $total }
# TODO(read)
phrase-with-notes = { $phrase } ({ $notes })
# TODO(read)
note-game-two-byes = { $count ->
    [one] { $count } por um bye
   *[other] { $count } por byes
}
# TODO(read)
note-game-two-unknown = { $count ->
    [one] { $count } partida 1-1, cujo placar não diz quem venceu o segundo jogo, não conta para ninguém
   *[other] { $count } partidas 1-1, cujos placares não dizem quem venceu o segundo jogo, não contam para ninguém
}
note-bye-left-out = bye não contado
note-capped-drop = { $raw } reduzido a { $used } após sair do evento
impossible-two-game = uma partida de dois jogos tem no máximo dois jogos (2-0, 1-1, ou 1-0 com o segundo jogo inacabado)
impossible-no-draws = { $game } não tem partidas empatadas: uma partida sem resultado é uma derrota para os dois (digite dl)
impossible-no-double-loss = { $game } não tem derrota dupla: digite os jogos como foram jogados
not-built-in = { $game }: não foi possível ler as regras da editora sobre { $facts }, por isso não estão incluídas; o Podsheet usa um padrão, à escolha do organizador.
fact-points = os pontos de partida
fact-bye = o bye
fact-tiebreakers = os critérios de desempate
fact-floors = os mínimos e máximos
fact-shape = as rodadas por número de jogadores
fact-pairing = os pareamentos
fact-playoff = as eliminatórias
# TODO(read)
fact-last-step = o último critério de desempate
# TODO(read)
choice-swu-omw = Star Wars: Unlimited: o Melee conta uma partida empatada como 1 de 3 pontos no OMW% e diz também que ali só contam as vitórias; o Podsheet conta o empate como 1, à escolha do organizador.
# TODO(read)
choice-lorcana-two-game = Disney Lorcana (partidas de dois jogos): o Melee classifica por jogos vencidos, porcentagem de pontos de partida dos oponentes e segundos jogos vencidos, e o PlayHub foi visto pontuando 3 / 1 / 0 por partida com OMW% e OGW%; a ordem do Melee é o padrão, a do PlayHub a predefinição lorcana-two-game-playhub, à escolha do organizador.
choice-lorcana-ompp-bye = Disney Lorcana (partidas de dois jogos): o Melee não diz como o bye de um oponente conta no percentual de pontos de partida dos oponentes; o Podsheet conta a rodada do bye entre as rodadas desse oponente (7 pontos possíveis) e seus 7 pontos entre os dele, à escolha do organizador.
# TODO(read)
sources-line = Fontes: { $sources }
# TODO(read)
sources-separator = {"; "}
# TODO(read)
source-secondary = { $cite } (fonte secundária)

## What each event of the room is called (src/text/room.rs)

pod-name = { $draft } – Pod { $pod }
pod-short = Pod { $pod }
pairing-final-played = os playoffs acabaram: a final já foi jogada
phrase-points-tie = { $who }: { $points } ({ $won } vitórias, { $drawn } empatadas, { $byes ->
    [one] { $byes } bye
   *[other] { $byes } byes
})
event-of-game = { $event } ({ $game })
standings-tie-key = As partidas se leem vitórias-derrotas-empates: um empate é uma partida que ninguém venceu.
life-playoff-box-played = { $place } tem um resultado, mas a chave agora manda outros jogadores para lá: corrija ou apague esse resultado primeiro
life-playoff-waits = a chave espera um resultado em { $place }
life-playoff-no-keep = { $round }: os pareamentos são os da chave; se os resultados mandam outros jogadores para lá, eles não podem ficar assim. Pareie de novo.
score-no-draw-playoff = Uma partida de playoff precisa de um vencedor: informe os jogos como foram jogados, como 2-1 ou 0-2 (sem empate, sem 0-0).
life-box-waits-no-keep = { $place } ainda não pode ser jogado: vem depois da casa { $feeder }, que não tem resultado e nenhum de cujos jogadores está nele, então não pode ficar assim. Pareie a rodada de novo: a casa é preenchida assim que a casa { $feeder } tiver resultado.
cut-division-too-few = Um top { $top } da divisão { $division } precisa de { $top } jogadores ainda no torneio; ela tem { $players }.
cut-no-division = Jogadores em divisões de idade são cortados por divisão: escolha o corte de cada divisão uma só vez, um top 8, 4 ou 2, ou sem eliminatória (Torneio → Cortar por divisão…).
division-says = { $division }: { $what }
playoff-cut-round = Top, rodada { $round }
playoff-division-stage = { $stage } ({ $division })
playoff-stages = { $stages }
file-place-line = { $name }: { $file }º lugar na classificação do próprio TOM, { $place }º na do Podsheet. { $why }
file-place-dropped-after = { $name } após a rodada { $round }
file-place-why-their-drop = { $name } saiu após a rodada { $round }, e o TOM mantém o OWP e o OOWP de quem sai como estavam na saída, enquanto o Podsheet continua contando as rodadas que os adversários jogaram depois. O regulamento deixa este ponto em aberto.
file-place-why-others-drop = O TOM mantém o OWP e o OOWP { $count ->
    [one] do jogador
   *[other] dos { $count } jogadores
} com os mesmos pontos que { $count ->
    [one] saiu
   *[other] saíram
} ({ $names }) como estavam na saída, enquanto o Podsheet continua contando as rodadas que os adversários jogaram depois. O regulamento deixa este ponto em aberto.
file-place-why-their-late = { $name } entrou depois do início, e o TOM põe quem entra depois do início abaixo de todos com os mesmos pontos, enquanto o Podsheet ordena pelos desempates como para todos os outros. O regulamento permite as duas coisas.
file-place-why-others-late = O TOM põe { $count ->
    [one] o jogador
   *[other] os { $count } jogadores
} com os mesmos pontos que { $count ->
    [one] entrou
   *[other] entraram
} depois do início ({ $names }) abaixo de todos os outros com esses pontos, enquanto o Podsheet os ordena pelos desempates. O regulamento permite as duas coisas.
file-place-why-rounded = O TOM compara o OWP e o OOWP arredondados a duas casas decimais de porcentagem, então valores tão próximos contam lá como iguais; o Podsheet os compara exatos.
file-place-why-unknown = O Podsheet não consegue dizer qual dos critérios próprios do TOM pôs { $name } ali.
explain-pair-apart = { $a } e { $b } jogam em divisões de idade diferentes, e cada divisão tem sua própria classificação: nenhum dos dois está à frente do outro. { $a } está em { $a_place }º lugar na divisão { $a_division }; { $b }, em { $b_place }º lugar na divisão { $b_division }.
playoff-error-no-bracket = rodada { $round }: { $pairing } não é uma partida da eliminatória de nenhuma divisão

## Um resultado nas palavras do seu jogo (src/text/result.rs)
score-double-loss = DD
result-double-loss = derrota dupla
result-tied = empatou { $score }
result-tie = empate

score-no-draw-type-dl = “{ $text }”: { $game } não tem partidas empatadas; uma partida que ninguém venceu é uma derrota dupla, dos dois: digite dl

konami-number-is = { $head } = pontos de partida (dois dígitos), OMW% e OOMW% (três dígitos cada, truncados, não arredondados) em um só número, como o software da Konami o imprime

playoff-error-tie = rodada { $round }: { $pairing } é um empate; uma partida de eliminatória precisa de um vencedor
playoff-error-double-loss = rodada { $round }: { $pairing } é uma derrota dupla; uma partida de eliminatória precisa de um vencedor

fact-round-time = a duração das rodadas

standings-no-roll-yet = O sorteio de desempate ainda não foi feito: até que seja, os jogadores iguais em todos os critérios aparecem na ordem em que foram inscritos.
