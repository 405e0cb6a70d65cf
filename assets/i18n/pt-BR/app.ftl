# O app de desktop (src/app). Cada id começa pelo arquivo que a usa.

app-draft-pod = Pod de draft
app-standings = Classificação
app-explain = Explicação
app-rolls-and-coin-flips = Sorteios e cara ou coroa
app-status-line = { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}, { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}: { $missing ->
    [one] { $missing } resultado a lançar
   *[other] { $missing } resultados a lançar
}, { $problems ->
    [one] { $problems } problema
   *[other] { $problems } problemas
}
app-dismiss = Ocultar
command-new-event = Novo torneio…
command-new-draft-night = Nova noite de draft…
command-open = Abrir…
command-save = Salvar
command-save-as = Salvar como…
command-export-pdf = Exportar PDF ({ $value })…
command-print-this-round = Imprimir esta rodada ({ $value })…
command-open-the-pdf-when-done = Abrir o PDF ao terminar
command-undo = Desfazer
command-redo = Refazer
command-tie-break-roll = Sorteio de desempate
command-cut-to-top = Cortar para o top { $top }
command-cut-tooltip = Encerrar o suíço aqui: os melhores da classificação jogam uma eliminatória simples
command-late-entry = Inscrição atrasada…
command-swap-two-players = Trocar dois jogadores…
command-pods-and-players-of-the = Pods e jogadores da noite…
command-open-the-display-window = Abrir a janela de exibição
command-share-on-the-store-s = Compartilhar na rede da loja…
command-pod = Pod { $value }
command-next-pod = Próximo pod
command-previous-pod = Pod anterior
command-go-to-the-first-empty = Ir para o primeiro resultado vazio
command-start-a-new-event-a = Começar um torneio novo: uma folha de pod, um todos contra todos ou um suíço
command-deal-tonight-s-sign-ups = Distribuir os inscritos da noite em pods, com lugares sorteados
command-open-an-event-or-night = Abrir um arquivo de torneio ou de noite, ou um CSV de resultados
command-save-the-event-or-the = Salvar o torneio (ou a noite inteira) no seu arquivo
command-save-the-event-or-the-2 = Salvar o torneio (ou a noite inteira) com outro nome
command-the-sheet-or-the-standings = A folha (ou a classificação) em PDF para imprimir
command-this-round-s-pairings-and = Os pareamentos e súmulas desta rodada em PDF
command-the-empty-paper-sheet-for = A folha de papel em branco para a pasta
command-open-each-pdf-in-the = Abrir cada PDF no visualizador do sistema depois de gravado
command-take-back-the-last-edit = Desfazer a última alteração (em qualquer pod da noite)
command-put-back-the-edit-just = Refazer a alteração que acabou de ser desfeita
command-store-a-random-order-for = Guardar uma ordem sorteada para jogadores iguais em todos os passos
command-add-a-player-who-joins = Adicionar um jogador que entra numa rodada posterior
command-swap-two-players-in-a = Trocar dois jogadores numa rodada que ninguém jogou ainda
command-move-players-between-pods-no = Mover jogadores entre pods, ausências, chegadas atrasadas
command-a-second-window-for-a = Uma segunda janela para uma tela que os jogadores veem
command-show-pairings-and-standings-on = Mostrar pareamentos e classificação nos celulares dos jogadores
command-the-next-pod-s-sheet = A folha do próximo pod (também Ctrl+Page Down)
command-the-previous-pod-s-sheet = A folha do pod anterior (também Ctrl+Page Up)
command-ctrl-to-ctrl-show-pods = Ctrl+1 a Ctrl+9 mostram os pods 1 a 9
command-put-the-cursor-in-the = Pôr o cursor na primeira casa sem resultado
command-letter = Carta
command-handling-could-not-open-the-file = Não foi possível abrir o arquivo.{"\u000A"}{ $e }
command-handling-saved = { $value } salvo.
command-handling-could-not-save-e = Não foi possível salvar { $value }: { $e }
command-handling-every-result-of-this-pod = Todos os resultados deste pod foram lançados.
edit-a-bye-has-no-score = Um bye não tem resultado para lançar.
edit-round-round-has-no-match = A rodada { $round } não tem a partida { $value }.
edit-there-is-no-round-round = Não existe a rodada { $round }.
edit-round-round-already-has-results = A rodada { $round } já tem resultados: apague-os antes de parear de novo.
edit-warning-w = Atenção: { $w }
new-event-player-round-robin-sheet = Todos contra todos de 7 (folha)
new-event-player-swiss-sheet = Suíço de 8 (folha)
new-event-player-swiss-sheet-2 = Suíço de 10 (folha)
new-event-player-single-elimination = Eliminação simples de 8
new-event-player-double-round-robin-sheet = Todos contra todos duplo de 6 (folha)
new-event-player-swiss-a-bye-each = Suíço de 9, um bye por rodada (folha)
new-event-round-robin-any-size = Todos contra todos, qualquer tamanho
new-event-swiss-any-size = Suíço, qualquer tamanho
new-event-draft-pod = Pod de draft
new-event-line-e = linha { $value }: { $e }
new-event-enter-at-least-two-players = Digite pelo menos dois jogadores, um nome por linha.
new-event-this-sheet-is-for-players = Esta folha é para { $players } jogadores; a lista tem { $value }.
pairing-hook-was-drawn-flip-the-coin = { $value } terminou empatada: jogue a moeda na casa dela para ver quem segue como vencedor.
export-could-not-make-the-pdf = Não foi possível criar o PDF: { $e }
export-could-not-write-e = Não foi possível gravar { $value }: { $e }
export-wrote-pages = { $value } gravado ({ $pages ->
    [one] { $pages } página
   *[other] { $pages } páginas
})
export-could-not-open-it-e = Não foi possível abri-lo: { $e }
export-loopback = Esta impressão traria { $url }, que só este computador abre: nenhum celular consegue acessá-lo.
export-loopback-share-on = Compartilhar em { $ip } e imprimir
export-loopback-anyway = Imprimir assim mesmo com { $url }
file-browser-cannot-open-the-folder-e = Não é possível abrir a pasta { $value }: { $e }
file-browser-type-a-name-for-the = Digite um nome para o arquivo.
file-browser-choose-a-file-from-the = Escolha um arquivo da lista ou digite o nome dele.
file-browser-there-is-no-folder = Não existe a pasta { $value }.
file-browser-is-a-folder = { $value } é uma pasta.
file-browser-there-is-no-file-name = Não há nenhum arquivo { $name } aqui.
file-browser-folder = Pasta:
file-browser-up = Subir
file-browser-home = Início
file-browser-documents = Documentos
file-browser-no-folders-or-matching-files = Não há pastas nem arquivos correspondentes aqui.
file-browser-file-name = Nome do arquivo:
file-browser-already-exists-replace-it = { $value } já existe. Substituir?
file-browser-replace = Substituir
file-browser-save = Salvar
file-browser-open = Abrir
file-browser-cancel = Cancelar
file-picker-no-answer-in-s = sem resposta em { $value } s
file-picker-this-desktop-has-no-file = Este desktop não tem serviço de diálogo de arquivos, então o Podsheet mostra o seu. (Seletor de arquivos do xdg-desktop-portal: { $portal }. zenity: não instalado.)
purpose-open-an-event = Abrir um torneio
purpose-save-the-event-as = Salvar o torneio como
purpose-import-player-names = Importar nomes de jogadores
purpose-export-a-pdf = Exportar um PDF
purpose-save-this-round-s-pairings = Salvar os pareamentos e súmulas desta rodada como
purpose-save-the-blank-sheet-as = Salvar a folha em branco como
purpose-pod-sheets = Folhas de pod
purpose-pod-sheets-2 = Folhas de pod
purpose-names = Nomes
purpose-pdf = PDF
recovery-not-json-e = não é JSON: { $e }
recovery-it-holds-no-key = não contém { $key }
recovery-unsaved-work-from-an-earlier = Não foi possível recuperar o trabalho não salvo de uma sessão anterior ({ $why }). O arquivo foi guardado como { $value } e nada nele foi sobrescrito.
recovery-unsaved-work-from-an-earlier-2 = Não foi possível recuperar o trabalho não salvo de uma sessão anterior ({ $why }), nem pô-lo de lado ({ $e }): ele continua em { $value }.
forms-draft-night = Noite de draft
night-pods = {" "}({ $value } pods)
night-recover-the-night = Recuperar a noite
night-discard-the-night = Descartar a noite
night-new-draft-night = Nova noite de draft
night-players-of-the-night = Jogadores da noite
night-night = Noite
night-sign-up-list-one-name = Lista de inscritos, um nome por linha
night-preferred-pod-size = Tamanho de pod preferido
night-seat-again = Sortear de novo
night-line-line-why = Linha { $line }: { $why }.
night-type-or-paste-the-night = Digite ou cole os nomes da noite (pelo menos dois).
night-drafters = { $value } jogadores:
night-pod = Pod { $value } ({ $value2 }, { $value3 }): { $value4 }
night-create-the-night = Criar a noite
night-ctrl-enter = Ctrl+Enter
night-cancel = Cancelar
night-before-round-a-player-can = Antes da rodada 1 um jogador pode passar para outro pod ou sair (ausência); o pod é distribuído de novo.
night-has-results-players-fixed = {" "}— tem resultados, jogadores fixos
night-paired-state = {" "}— rodadas próprias: uma ausência é saída antes da rodada 1
night-pod-players-state = { $pod }: { $value2 } jogadores, { $value3 }{ $state }
night-to-pod = mover para { $pod }
night-no-show = Ausência
night-late-arrival = Chegada atrasada
night-a-new-pod = um pod novo
night-a-new-pod-2 = um pod novo
night-add = Adicionar
players-could-not-write-the-player = Não foi possível gravar a lista de jogadores { $value }: { $e }
players-find-a-regular = Encontrar um frequentador
players-player-list-names = Lista de jogadores ({ $value ->
    [one] { $value } nome
   *[other] { $value } nomes
})
players-names-are-kept-on-this = Os nomes ficam só neste computador. Junte um nome escrito errado ao certo:
players-misspelt = Escrito errado
players-merge = Juntar
players-is-not-in-the-player = “{ $trim }” não está na lista de jogadores.
pods-name-mark-podsheet = { $name }{ $mark } — Podsheet
boxes-table = Mesa { $value }
boxes-label-vs = { $label }: { $value } vs { $value2 }
boxes-round-round-caption-score = Resultado da rodada { $round }, { $caption }
boxes-no-rounds-yet-the-first = Ainda não há rodadas: a primeira aparece aqui quando for pareada.
boxes-paired-once-the-players-are = Pareada quando os jogadores forem lançados.
boxes-pair-now = Parear a rodada { $round } agora
boxes-pair-now-tooltip = O arquivo tem os jogadores e ainda nenhuma rodada: parear a rodada { $round } com eles, como depois de cada alteração.
boxes-paired-once-round-is-complete = Pareada quando a rodada { $value } terminar.
boxes-boxes-fill-as-results-arrive = As casas se preenchem conforme chegam os resultados; um campo de resultado abre quando os dois jogadores são conhecidos.
boxes-scores-open-once-round-is = Os resultados abrem quando a rodada { $value } terminar.
boxes-label-a-has-a-bye = { $label }{ $a } tem bye
boxes-label-a-vs-o = { $label }{ $a } vs { $o }
boxes-has-a-bye = {" "}tem bye
boxes-vs = {" "}vs{" "}
boxes-games-won-drawn = jogos vencidos { $a } { $b }, empatados { $draws }
fields-score-hint-three = Jogos vencidos, perdidos e empatados: 2-1, 21, 2-1-1, ou w, l. Um empate como foi jogado: 1-1, ou 1-1-1 se o jogo 3 tinha começado; um empate intencional: id (0-0-3).
fields-score-hint-one = Um jogo: w (1-0), l (0-1) ou d (0-0-1, um jogo empatado); um empate intencional: id.
fields-score-hint-two = Dois jogos: 2-0, 1-1, 0-2, ou 1-0-1 se o jogo 2 não terminou; ou w, l, d (1-1); um empate intencional: id (0-0-2).
boxes-coin-flip-goes-on = cara ou coroa: { $value } segue ({ $value2 })
boxes-round-r-table = rodada { $r } mesa { $value }
boxes-flip-coin-for-name = Jogar a moeda para { $name }
dialogs-to = de { $value }
dialogs-to-name = de “{ $name }”
dialogs-recover-unsaved-changes-what-detail = Recuperar as alterações não salvas { $what }{ $detail } de { $when }?
dialogs-problem = Problema
dialogs-ok = OK
dialogs-recover = Recuperar
dialogs-discard-them = Descartar
dialogs-this-event-has-unsaved-changes = Este torneio tem alterações não salvas. Salvar antes de fechar?
dialogs-save = Salvar
dialogs-close-without-saving = Fechar sem salvar
dialogs-cancel = Cancelar
dialogs-has-unsaved-changes-discard-them = “{ $name }” tem alterações não salvas. Descartar?
dialogs-save-first = Salvar antes
dialogs-discard-changes = Descartar alterações
dialogs-cancel-2 = Cancelar
dialogs-new-event = Novo torneio
dialogs-late-entry = Inscrição atrasada
dialogs-manual-pairing = Pareamento manual
display-title-display = { $title } — exibição
display-on-your-phone = No seu celular
display-your-pairing-the-standings-and = Seu pareamento, a classificação e o porquê.
display-standings = Classificação
display-standings-2 = Classificação
display-pts = { $value }{ $value2 }  { $match_points } pts  { $match_line }
explain-large-text = Texto grande
explain-clear = Limpar
explain-compare = Comparar
explain-with = com
explain-choose = (escolher)
explain-first-player-to-compare = Primeiro jogador a comparar
explain-second-player-to-compare = Segundo jogador a comparar
explain-choose-two-different-players = Escolha dois jogadores diferentes.
explain-is-not-tied-with-anyone = { $value } não está empatado em pontos de partida com ninguém.
explain-click-a-player-in-the = Clique num jogador da classificação para explicar o empate dele, ou escolha dois jogadores para comparar.
grid-round-round = { $value } rodada { $round }
grid-no = Nº
grid-name = Nome
grid-seat = Lugar
grid-matches = Partidas
grid-games = Jogos
grid-rank = Pos.
grid-deck = Deck
grid-first-pick = Primeiro pick
grid-name-of-player = Nome do jogador { $number }
grid-vs = vs { $value }
grid-dq = DQ
grid-deck-of-short = Deck de { $short }
grid-first-pick-of-short = Primeiro pick de { $short }
grid-dropped-after-round-d = { $d ->
    [0] ausente: fora antes da rodada 1
   *[other] saiu após a rodada { $d }
}
grid-joined-in-round-j = entrou na rodada { $j }
grid-held-result = { $column }: { $score } fica retido e não conta em lugar nenhum até ser corrigido
grid-drop-after-round-r = Sair após a rodada { $r }
grid-cancel-the-drop = Cancelar a saída
grid-no-show = Ausência (fora antes da rodada 1)
grid-no-show-hover = Não veio: fora antes da rodada 1. As rodadas e os lugares ficam; a rodada 1 espera ser pareada de novo ou mantida.
grid-lift-the-disqualification = Retirar a desclassificação
grid-disqualify = Desclassificar
grid-actions-for-short = Ações para { $short }
grid-drop-or-disqualify = Saída ou desclassificação
menu-file = Arquivo
menu-open-recent = Abrir recente
menu-none-yet = (nenhum ainda)
menu-edit = Editar
menu-event = Torneio
menu-view = Exibir
menu-close-the-display-window = Fechar a janela de exibição
menu-sharing-on-the-store-s = Compartilhando na rede da loja (ativo)…
menu-print-blank-sheet = Imprimir folha em branco
menu-language = Idioma
menu-language-desktop = O do desktop ({ $language })
menu-language-preparing = Em preparação (parte em inglês):
new-event-event-name = Nome do torneio
new-event-sheet = Folha
new-event-best-of-one = Melhor de um
new-event-best-of-three = Melhor de três
new-event-tiebreakers = Critérios de desempate
new-event-players-one-name-per-line = Jogadores, um nome por linha (digite ou cole):
new-event-import-names-from-csv = Importar nomes de um CSV…
new-event-seat-randomly = Sortear lugares
new-event-create-event = Criar torneio
new-event-cancel = Cancelar
share-is-not-a-port-use = “{ $trim }” não é uma porta: use um número de 1 a 65535 (8080 é o comum).
share-could-not-share-on-port = Não foi possível compartilhar em { $bind }:{ $port }: { $e }. Talvez outro programa use essa porta; tente outra.
share-sharing-at = Compartilhando em { $url }
share-phones-on-the-store-s = Celulares na rede da loja podem abrir este endereço
share-share-on-the-store-s = Compartilhar na rede da loja
share-players-open-the-pairings-standings = Os jogadores abrem no celular os pareamentos, a classificação e o porquê da posição deles, só leitura, por esta rede. Não precisa de internet.
share-address = Endereço
share-port = Porta
share-show-decks-and-first-picks = Mostrar decks e primeiros picks
share-stop-sharing = Parar de compartilhar
share-phones-down = Os celulares estão sem acesso: as impressões de hoje mandam os jogadores para { $url }, que não está sendo compartilhado agora.
share-serve-printed = Compartilhar de novo em { $url }
share-other-address = Compartilhar em outro endereço…
share-forget-printed = As impressões não precisam mais dele
share-forget-printed-hover = A noite acabou, ou novas súmulas foram impressas com outro endereço: parar de avisar que os celulares estão sem acesso.
share-start-sharing = Começar a compartilhar
share-on-url = Ativo: { $url }
share-ip-this-computer-only = { $ip } (só este computador)
share-ip-this-network = { $ip } (esta rede)
share-loopback = { $ip } só alcança este computador: nenhum celular consegue abrir este endereço, nem o impresso nos pareamentos e súmulas.
share-use-network = Usar { $ip } (a rede da loja)
share-no-network = Este computador não tem endereço de rede: conecte-o ao Wi-Fi da loja para compartilhar com os celulares.
standings-rules = Regras
standings-left-out-the-round-robin = ({ $short } não é usado: todo mundo jogou contra todo mundo)
standings-no-results-yet-ranks-appear = Ainda não há resultados: as posições aparecem com o primeiro resultado.
standings-held-mark = ({ $column } { $score } retido)
standings-rank = Pos.
standings-name = Nome
standings-pts = Pts
standings-matches = Partidas
standings-games = Jogos
timer-pause = Pausar
timer-time-notice = Tempo! O jogador ativo termina o turno e depois vêm mais cinco turnos.
timer-time-notice-lorcana = Tempo! O jogador ativo termina o turno, depois mais cinco turnos; uma partida ainda sem vencedor fica empatada.
timer-time-notice-other = Tempo! Terminem como mandam as regras de fim de rodada de { $game } (não incluídas no Podsheet: a loja decide).
timer-start-timer = Iniciar cronômetro
timer-reset-timer = Zerar cronômetro
timer-extra-time = + tempo
timer-extra-minutes = +{ $minutes } min
timer-extra-time-hover = Tempo extra para a rodada inteira deste pod (cada pod tem o próprio relógio; o tempo extra de uma só mesa fica na caixa dela).
tools-name = Nome
tools-joins-in-round = Entra na rodada
tools-add-player = Adicionar jogador
tools-cancel = Cancelar
tools-swap-two-players-in-a = Trocar dois jogadores numa rodada que ainda não tem resultados.
tools-round = Rodada
tools-swap = Trocar
tools-with = com
tools-choose = (escolher)
tools-swap-them = Trocar
tools-close = Fechar
tools-no-rolls-or-coin-flips = Ainda não há sorteios nem cara ou coroa.
tools-seating = Lugares: { $value }
tools-box-l = casa { $l }
tools-table = mesa { $value }
tools-coin-flip-round-round-place = Cara ou coroa, rodada { $round } { $place }: { $value } segue
tools-tie-break-order = Ordem do desempate: { $value }
tools-pairing-seed-round-round-seed = Semente de pareamento, rodada { $round }: { $seed }
tools-what = { $value } — { $what }
playoff-heading = Eliminatória: top { $top }
playoff-box = { $letter }: { $a } vs { $b }
playoff-box-result = { $letter }: { $a } vs { $b } — { $score }, { $winner } avança
playoff-box-held = { $letter }: { $a } vs { $b } — { $score } fica retido: { $why }
playoff-placing = Classificação final
playoff-place = { $place }. { $name }
season-title = Temporada
season-source = Temporada de { $source }
season-missing = A noite { $event } ({ $file }) não pôde ser lida: { $error }. Não conta para ninguém.
season-points-label = Pontos por noite:
season-win = vitória
season-draw = empate
season-loss = derrota
season-attend = participação
season-save = Salvar arquivo de temporada…
season-print = Imprimir ({ $paper })…
season-rank = Pos.
season-name = Nome
season-total = Total
season-events = Torneios
season-decided-by = Decidido por
season-missing-cell = faltando
season-why = Empates em pontos de temporada
season-rule-heading = Como a temporada conta
season-rule = Cada evento tem sua própria coluna, mesmo dois eventos da mesma noite. Os pontos vêm das partidas jogadas antes da eliminatória (byes incluídos) e da participação, que exige ao menos uma partida ou um bye: quem não compareceu e teve a partida dada ao adversário não recebe nada. As partidas da eliminatória não contam como partidas vencidas ou perdidas; em vez disso, a eliminatória classifica seus jogadores: cada posição da eliminatória recebe ao menos um ponto a mais que a melhor das posições abaixo dela, e assim o campeão fica à frente do finalista. Cada jogo tem sua própria tabela: um torneio de Pokémon e um draft de Magic nunca são somados.
season-step-points = pontos
season-step-matches-won = partidas vencidas
season-step-fewer-losses = menos derrotas
season-step-events = noites
season-step-first-seen = chegou antes
command-season = Temporada…
command-season-tooltip = Uma classificação de liga sobre as noites de uma temporada: um arquivo .podseason, ou qualquer torneio da pasta da temporada
purpose-open-season = Abrir uma temporada (um arquivo .podseason, ou qualquer torneio da pasta dela)
purpose-save-season = Salvar a temporada como
purpose-seasons = Temporadas e torneios
purpose-season-file = Arquivos de temporada
file-picker-forced = { $env } pede o diálogo de arquivos do próprio Podsheet.
# A round's life (docs/rules.md §6)
life-repaired-note = Rodada { $round } pareada de novo: { $count ->
    [0] nenhuma mesa mudou.
    [one] a mesa { $tables } mudou; avise os jogadores dela.
   *[other] as mesas { $tables } mudaram; avise os jogadores delas.
}
life-kept-note = A rodada { $round } fica como foi pareada.
life-conceded-note = { $name } recebe a vitória da partida na rodada { $round }.
life-recut-note = Corte refeito pela classificação suíça atual: a primeira rodada da eliminatória é pareada de novo.
life-cut-kept-note = O corte fica como foi feito.
life-stale-hover = Pareada a partir de resultados, saídas ou inscrições que mudaram depois: os jogadores podem já ter recebido outros pareamentos.
life-repair-button = Parear de novo a rodada { $round } (Ctrl+R)
life-repair-rest-button = Parear de novo as mesas sem resultado da rodada { $round } (Ctrl+R)
life-repair-hover = Pareia de novo pelos resultados atuais; os resultados já lançados ficam. Avise os jogadores das mesas que mudarem.
life-keep-button = Manter a rodada { $round } como está
life-concede-button = Dar a vitória a { $name }
life-recut-button = Refazer o corte
life-keep-cut-button = Manter o corte
command-repair-stale = Parear de novo a rodada alterada
command-repair-stale-tooltip = Pareia de novo uma rodada pareada a partir de resultados, saídas ou inscrições que mudaram depois (os resultados já lançados ficam).
life-nothing-to-repair = Nenhuma rodada precisa ser pareada de novo: todas as rodadas pareadas batem com os resultados.
boxes-round-stale = Pareada antes de uma mudança: veja o aviso acima.

# season (issue 28)

season-points-remembered-bad = Os pontos que o arquivo de temporada guarda não podem ser usados ({ $why }): são mostrados os pontos padrão.
# A round's life, batch 2
command-print-earlier-round = Imprimir a rodada { $round } ({ $value })…
boxes-print-round = Imprimir…
boxes-print-round-hover = Os pareamentos e as súmulas de resultado da rodada { $round }, como estão agora.
new-event-swiss-rounds-usual = { $rounds } rodadas (o padrão para { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
})
new-event-swiss-rounds-own = Rodadas:
new-event-swiss-rounds-hover = Quantas rodadas suíças; dá para mudar até a última rodada ser pareada.
boxes-swiss-rounds = Rodadas suíças:
grid-out = fora
grid-not-yet = ainda não
grid-bye = bye
grid-disqualified = desclassificado
night-beside-open = Junto aos torneios já abertos (uma noite, uma aba para cada)
night-beside-open-hover = Os pods novos entram na noite aberta (um suíço com o seu top 8, por exemplo) em vez de substituí-la; cada um tem as suas próprias mesas.
new-event-beside-open = Junto aos torneios já abertos (uma noite, uma aba para cada)
new-event-beside-open-hover = O torneio novo entra na noite aberta (os pods de draft da noite, por exemplo) como outra aba, com as suas próprias mesas, em vez de substituí-la; um só arquivo guarda tudo.
night-named-round-all-results = { $name } · rodada { $round } · todos os resultados lançados
night-named-round-missing-to = { $name } · rodada { $round } · { $missing } a lançar
night-named-stage-all-results = { $name } · { $stage } · todos os resultados lançados
night-named-stage-missing = { $name } · { $stage } · { $missing } a lançar
night-tab-held =
    { $tab } · { $count ->
    [one] 1 resultado retido
    *[other] { $count } resultados retidos
    }
night-tab-settle =
    { $tab } · { $count ->
    [one] 1 alteração a resolver
    *[other] { $count } alterações a resolver
    }
app-status-stale = { $line }; { $count ->
    [one] { $count } mudança a resolver (veja o aviso acima da folha)
   *[other] { $count } mudanças a resolver (veja o aviso acima da folha)
}
grid-quarterfinals-short = QF
grid-semifinals-short = SF
grid-final-short = F
# Results from the players' phones (issue 29)
reports-already-in = Essa partida já tem resultado: fica o que foi lançado.
reports-gone = O resultado informado é de uma partida que não está mais na rodada (a rodada foi pareada de novo).
share-reports = Os jogadores informam os resultados pelo celular
share-reports-hover = Cada súmula de resultado tem uma metade para cada jogador, com o código e o QR code próprios desse jogador: um jogador informa o resultado, o outro confirma no próprio celular e você aceita (Ctrl+Shift+A). Um resultado lançado aqui nunca é alterado por um celular. As metades provam dois celulares, não duas pessoas: quem tiver as duas metades pode fazer um resultado entrar sozinho; por isso rasgue cada súmula e dê a cada jogador só a própria metade.
share-auto-accept = Aceitar o resultado assim que os dois jogadores concordarem, cada um no próprio celular
share-auto-accept-hover = Desativado: cada resultado acordado espera no painel dos resultados informados até você aceitar. Ativado: ele é lançado na hora, e cada um pode ser desfeito separadamente (ao marcar, os que já estão acordados também são aceitos). Qualquer coisa estranha — as duas metades de um só celular ou de uma só conexão, um terceiro celular — sempre aguarda sua decisão.
command-accept-confirmed = Aceitar os resultados acordados
command-accept-confirmed-tooltip = Lança, em todos os pods da noite, cada resultado em que os dois jogadores concordaram, cada um no próprio celular (cada um pode ser desfeito separadamente). O que aguarda sua decisão (uma divergência, algo estranho, uma partida marcada) fica pendente, com um aviso.
reports-none-confirmed = Ainda não há resultado informado pelos celulares em que os dois jogadores concordem.
reports-heading = Resultados informados pelos celulares
reports-result = { $a } { $score } { $b }
reports-pending = { $name } informou { $result }; aguardando o celular do outro jogador
reports-confirmed = { $result }: os dois jogadores concordam, cada um no próprio celular
reports-disputed = os dois jogadores não concordam: { $results }
reports-accept = Aceitar { $result }
# The end of a round (issue 29)
purpose-still-playing = Salvar as mesas ainda jogando como
command-print-still-playing = Imprimir as mesas ainda jogando ({ $value })…
command-print-still-playing-tooltip = Quando o tempo acaba: as mesas da última rodada sem resultado e sem resultado informado por celular, com o tempo extra de cada uma, para levar pelo salão.
boxes-extra-time = Tempo extra…
boxes-held = Retido: este resultado não conta em lugar nenhum (classificação, pareamentos, celulares, impressões) até você corrigir.
boxes-extra-minutes = +{ $minutes } min
boxes-add-minutes = Adicionar { $minutes } minutos
boxes-no-extra-time = Sem tempo extra
boxes-extra-time-hover = Uma chamada de juiz ou uma verificação de deck: esta mesa continua jogando depois do tempo da rodada. Aparece na janela de exibição, nos celulares da mesa e na lista das mesas ainda jogando.
boxes-report-code = Código…
boxes-report-code-how = Para uma metade de súmula perdida: dê a cada jogador só o próprio código. Os jogadores acrescentam /r/ e o seu código ao endereço das páginas para informar o resultado desta partida.

## Added 2026-11-25 (issue 30)
font-missing = “{ $name }” precisa de uma fonte { $script } e nenhuma está instalada, então aparece como quadradinhos (no Debian/Ubuntu: sudo apt install { $package })
font-missing-more = { $first } — e mais { $more ->
    [one] { $more } nome na mesma situação
   *[other] { $more } nomes na mesma situação
}
font-no-glyphs = “{ $name }” tem letras que nenhuma fonte instalada desenha ({ $letters }); elas saem impressas como quadradinhos
script-latin = latina
script-greek = grega
script-cyrillic = cirílica
script-han = chinesa (Han)
script-kana = japonesa
script-hangul = coreana
script-arabic = árabe
script-hebrew = hebraica
script-thai = tailandesa

## Added 2026-11-25 (issue 30): a name's reading
grid-reading = Leitura, para as listas por nome em japonês:
grid-reading-of = Leitura do nome de { $short }
boxes-report-code-of = { $name }: { $code }
night-tab-reports = { $tab } · { $count } dos celulares
reports-from = { $half }: { $score } · celular { $device } · { $address } · { $time }
reports-half-of = Metade de { $name }
reports-held = aguarda sua decisão: { $results }, porque { $why }
reports-in-pod = { $pod } · { $place }
reports-late-note = recusado depois do acordo dos jogadores: { $line }
reports-odd-old-slip = a súmula foi impressa antes de cada jogador ter a sua própria metade, então não diz quem está informando
reports-odd-one-address = os resultados das duas metades da súmula vieram de uma só conexão (um celular com um cookie novo, ou celulares que compartilham um endereço)
reports-odd-one-device = os resultados das duas metades da súmula vieram de um só celular
reports-odd-second-voice = um segundo celular informou um resultado com a metade de { $name }
reports-old-slip = o código único da súmula
reports-skipped = Aceitos: { $accepted }; ficaram para você: { $left } (uma divergência, algo estranho ou uma partida marcada como problema).
reports-where-from = De onde { $count ->
    [one] veio o resultado informado
   *[other] vieram os { $count } resultados informados
    }
sheet-where = { $round }, mesa { $table }
sheet-where-box = { $round }, mesa { $table } (casa { $letter })
disk-changed = { $file } foi alterado no disco por outro programa desde que você o abriu ou salvou. Salvar aqui perderia o que ele gravou, então o Podsheet não salva: abra-o de novo para ver.
disk-save-yours-as = Salvar suas alterações como outro arquivo…
disk-open-again = Abrir de novo
command-handling-changed-on-disk = Não salvo: { $file } foi alterado no disco por outro programa desde que você o abriu, e salvar perderia o que ele gravou. Salve como outro arquivo, ou abra-o de novo.
reports-accepted-line = pelos celulares ({ $by ->
    [owner] aceito por você
   *[agreement] os dois jogadores concordaram
    }), { $time }
reports-accepted-changed = alterado aqui depois de aceitar o { $score } dos celulares ({ $time })

## Playoff rounds by name (issue 35 part 4)

boxes-paired-once-stage-is-played = Pareada quando todos os resultados estiverem lançados: { $stage }.
playoff-final-result = { $letter }: { $a } vs { $b } — { $score }, { $winner } vence o torneio
new-event-game = Jogo
new-event-best-of-two = Duas partidas (cada jogador começa uma vez)
new-event-suggested-cut = Sugerido após as rodadas suíças: um top { $top } (o corte é feito pelo menu Torneio, ou sem corte).
new-event-suggested-no-cut = Sugerido: sem top com esse número de jogadores.
new-event-cut-yours = O corte é escolha sua: depois das rodadas suíças, corte para um top 8, 4 ou 2 no menu Torneio, ou mantenha a classificação como final.
new-event-beyond-table = A tabela do jogo vai até { $most } jogadores: a última linha é a sugestão.
new-event-pod-sheets-magic = As folhas de mesa são as folhas de draft de Magic: um torneio de { $game } é jogado em suíço ou todos contra todos.
grid-rank-in-division = Posição na divisão { $division }
boxes-swiss-over-cut = As rodadas suíças acabaram. Para { $players } jogadores, { $game } sugere um top { $top }.
boxes-swiss-over-no-cut = As rodadas suíças acabaram. Para { $players } jogadores, { $game } sugere jogar sem top: a classificação é definitiva.
boxes-swiss-over-choice = As rodadas suíças acabaram. As regras de { $game } deixam o corte para a loja: corte para o top 8, 4 ou 2, ou mantenha esta classificação como definitiva.
reports-stuck-mine = { $half }: o celular { $device } ({ $address }) enviou { $count } resultados, o máximo para um celular; não envia mais nenhum, e a outra metade continua sendo ouvida
reports-stuck-half = { $half }: { $count } resultados de vários celulares, o máximo que aceita; nenhum outro é aceito com ela
explain-shown-large = Mostrado em letra grande na própria janela.
explain-large-title = Por que esta ordem
command-cut-by-division = Cortar por divisão…
command-cut-by-division-tooltip = Encerrar o suíço aqui: cada divisão de idade com corte joga sua própria eliminatória, com cabeças de chave pela sua própria classificação
grid-division = Divisão
grid-division-of = Divisão de { $short }
grid-division-after-cut = O corte já foi feito: as cabeças de chave estão definidas e a divisão de um jogador não muda mais.
cut-dialog-title = Cortar por divisão
cut-dialog-division = { $division }: { $players } jogadores, contando os que saíram
cut-dialog-no-playoff = Sem eliminatória
cut-dialog-suggests-top = Para { $players } jogadores, { $game } sugere um top { $top }.
cut-dialog-suggests-none = Para { $players } jogadores, { $game } sugere jogar sem eliminatória.
cut-dialog-cut = Cortar
boxes-swiss-over-divisions = As rodadas suíças acabaram. Cada divisão de idade tem sua própria eliminatória, com cabeças de chave pela sua própria classificação:
new-event-divisions-hint = A divisão de idade de um jogador vem depois de uma vírgula: “Liam Kowalski, Júnior” (Júnior, Sênior ou Master). Sem ela, o jogador joga na Master.
crash-note = O Podsheet parou por uma falha às { $when }: { $what } ({ $place }, versão { $version }). { $kept } Conte aos desenvolvedores o que você estava fazendo.
crash-no-details = nenhum detalhe foi registrado
crash-night-kept = Tudo o que foi digitado até a falha foi guardado: restaure abaixo.
crash-night-last-change = O que foi digitado antes da última alteração foi guardado: restaure abaixo e confira o último resultado.

boxes-games-won = jogos vencidos { $a } { $b }
boxes-games-won-tied = jogos vencidos { $a } { $b }, em empate { $draws }
fields-score-hint-one-dl = Um jogo: w (1-0) ou l (0-1); um jogo que ninguém venceu é uma derrota dupla, dos dois: dl.
fields-score-hint-three-dl = Jogos vencidos e perdidos: 2-1, 21, 2-0, ou w, l; uma partida que ninguém venceu é uma derrota dupla, dos dois: dl.

new-event-game-tournament = Torneio de { $game }
