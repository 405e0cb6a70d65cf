# As páginas dos jogadores no celular (src/web).

web-find-title = Encontre seu nome
web-title-pairings = { $event }: pareamentos
web-title-standings = { $event }: classificação
web-not-here = Não está aqui
web-no-such-page = Esta página não existe.
web-back-to-pairings = Voltar aos pareamentos
web-not-found = Não encontrado
web-nothing-yet = Ainda não há nada para mostrar
web-not-shared = O torneio ainda não foi compartilhado.
web-nav-pairings = Pareamentos
web-nav-standings = Classificação
web-nav-all-pods = Todos os pods
web-footer = Podsheet · só leitura · esta página se atualiza sozinha
web-language = Idioma
web-timer-stopped = (parado)
web-time-up = Tempo!
web-no-pairings = Ainda não há pareamentos: a rodada 1 não foi pareada.
web-round-pairings = Pareamentos: { $name }
web-find-then-table = Encontre seu nome e vá para sua mesa.
web-player = Jogador
web-table = Mesa
web-opponent = Oponente
web-bye = bye
web-standings-after = Classificação após { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}
web-rules-tap = Regras: { $rules }. Toque no seu nome para ver por que você está nessa posição.
web-left-out = { $step } não é usado: todo mundo jogou contra todo mundo.
web-points = Pts
web-matches = Partidas
web-swipe = Deslize a tabela para o lado para ver todos os critérios de desempate.
web-percent-columns = Nas colunas marcadas com %, os números são porcentagens (sem o símbolo %).
web-won = venceu { $score }
web-lost = perdeu { $score }
web-drew = empatou { $score }
web-not-tied = { $name } não está empatado em pontos de partida com ninguém, então só os pontos de partida o colocam em { $place }.
ordinal = { $n }º
web-place-of = { $place } de { $count }
web-place-of-division = { $place } de { $count } ({ $division })
web-not-ranked = Sem classificação
web-points-record = { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
} · { $record }
web-deck = Deck: { $deck }
web-first-pick = Primeiro pick: { $card }
web-round = Rodada
web-result = Resultado
web-table-not-in = mesa { $table }, ainda sem resultado
web-why-place = Por que { $place }?
web-why-not-ranked = Por que sem classificação?
web-compared = Comparado com os jogadores perto de você
web-tonight-pods-ask = Hoje há { $count } pods: encontre seu nome ou escolha seu pod abaixo.
web-your-name = Seu nome
web-find = Buscar
web-nobody-matches = Ninguém hoje corresponde a “{ $query }”.
web-pod = Pod
web-tonights-pods = Os pods de hoje
web-pod-players = { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}
web-nav-season = Temporada
web-season-title = Temporada
web-season-points = Pontos por noite: { $win } por vitória, { $draw } por empate, { $loss } por derrota, { $attend } por participar.
web-season-events = Torneios
web-season-missing = faltando
# A round's life, batch 2
web-in-the-playoff = Ainda na eliminatória
web-playoff-so-far = A eliminatória até agora
web-why-swiss-place = Por que { $place } após as rodadas suíças?
web-playoff-seed = Cabeça de chave { $seed } do top { $top } ({ $swiss } após as rodadas suíças).
web-playoff-won = { $round }: vitória contra { $opponent }, { $score }.
web-playoff-lost = { $round }: derrota para { $opponent }, { $score }.
web-playoff-to-play = { $round }: contra { $opponent }, ainda não jogada.
web-pairings-changed = Pareamentos atualizados às { $time }: { $count ->
    [0] nenhuma mesa mudou.
    [one] a mesa { $tables } mudou.
   *[other] as mesas { $tables } mudaram.
}
web-pairings-may-change = Estes pareamentos podem mudar: a loja está conferindo um resultado, uma saída ou uma inscrição atrasada de antes.
# Results from the players' phones (issue 29)
web-table-extra = { $table } (+{ $minutes } min)
web-extra-minutes = +{ $minutes } min de tempo extra
web-report-result = { $a } { $score } { $b }
web-report-table = Mesa { $table }: o resultado
web-report-ask = Informe como terminou sua partida. Os jogos de { $a } vêm primeiro.
web-report-how = Ou digite, com os jogos de { $a } primeiro ({ $examples }):
web-report-send = Enviar
web-report-yours-pending = Você informou este resultado. Agora { $other } confirma no próprio celular, com a própria metade da súmula.
web-report-change = Informou o resultado errado?
web-report-other-pending = { $other } informou o resultado abaixo. Se estiver certo, confirme; se não, informe o que aconteceu.
web-report-confirm = Confirmar: { $result }
web-report-or-other = Aconteceu outra coisa:
web-report-confirmed = Os dois jogadores concordam. A loja vai lançar o resultado.
web-report-disputed = Os dois jogadores informaram resultados diferentes ({ $results }): a loja decide. Se o seu estava errado, corrija.
web-report-has-result = O resultado já foi lançado. Para mudar, fale com a loja.
web-report-unknown = Nenhuma partida tem este código: confira na sua súmula ou fale com a loja.
web-report-slowed = Muitos códigos deste celular não correspondem a nenhuma partida: espere um minuto e tente de novo.
web-report-origin = Só dá para informar um resultado pela própria página do Podsheet: abra o endereço da sua súmula.
web-report-too-big = Esse envio é longo demais: digite só o resultado, como 2-1.
web-report-taken = O resultado já tinha sido lançado; nada foi alterado. Para mudar, fale com a loja.
web-footer-reports = Podsheet · na rede da loja · esta página se atualiza sozinha
web-report-agreed-already = Os dois jogadores já tinham concordado: o que você informou ficou guardado como observação para a loja e não mudou nada. Para mudar o resultado, fale com a loja.
web-report-flagged = A loja precisa ver esta partida antes ({ $why }): fale com a loja.
web-report-half-pending = Este resultado foi informado com a sua metade da súmula. { $other } confirma no próprio celular.
web-report-held = Este resultado aguarda a loja: { $why }.
web-report-impossible = Este resultado está retido: { $why }. Não conta em lugar nenhum até a loja corrigir; fale com a loja.
web-report-old-slip = Esta súmula é de antes de cada jogador ter a sua própria metade: um resultado informado com ela aguarda a loja.
web-report-you-are = Esta é a metade da súmula de { $name }: você informa como { $name }.

## The cut stands after a fix (issue 35 part 4)

web-seeds-kept = A chave mantém as posições de quando o corte foi feito: um resultado corrigido depois move os jogadores na classificação abaixo, não na chave (o corte continua valendo).
web-seed-now = ({ $seed }) { $name }: agora { $place } na classificação
web-reports-off = Este torneio não aceita resultados pelo celular: entregue sua súmula na loja.
web-busy = O servidor está ocupado; tente de novo em um instante.
web-cut-may-change = Um resultado das rodadas suíças mudou depois do corte e ainda não há resultado da eliminatória: a loja pode refazer o corte, então esta chave pode mudar.
web-report-replaced = Esta súmula foi substituída: os pareamentos mudaram às { $time }. Veja sua nova mesa na página de pareamentos e peça sua nova súmula na loja.
web-report-full-mine = Você enviou { $count } resultados com esta metade, o máximo para um celular: vale o último. Para mudar, fale com a loja.
web-report-full-half = Esta metade da súmula recebeu { $count } resultados de vários celulares, o máximo que aceita: fale com a loja.

web-report-how-dl = Ou digite, com os jogos de { $a } primeiro ({ $examples }), ou dl para uma derrota dupla:
web-report-double-loss = { $a } e { $b }: derrota dupla

web-season-points-tie = Pontos por torneio: { $win } por vitória, { $draw } por empate, { $loss } por derrota, { $attend } por participar.
