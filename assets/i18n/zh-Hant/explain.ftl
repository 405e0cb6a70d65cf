# 同分說明（src/text/explain）。每則訊息都是一個完整的句子或句子的一部分；
# 玩家名字、數字和列表以參數傳入，已依本語言的格式排好。

## 同分判定與用語（見 GLOSSARY.md）

step-match-points = 對戰積分
step-omp = 對手對戰積分
step-omw = 對手對戰勝率
step-gpg = 每局局分
step-gw = 局勝率
step-ogw = 對手局勝率
step-oomw = 對手的對手對戰勝率
step-cumulative = 累積同分判定（Cumulative）
step-ow = 對手勝率
step-oow = 對手的對手勝率
step-win-resistance = 勝場抗性
step-win-resistance-resistance = 勝場抗性的抗性

# 排名表的欄位標題（簡稱）。
short-match-points = 積分
short-match-wins = 勝場
short-omp = OMP
short-omw = OMW%
short-gpg = GP/G
short-gw = GW%
short-ogw = OGW%
short-oomw = OOMW%
short-cumulative = 累積
short-ow = OW%
short-oow = OOW%
short-win-resistance = WR
short-win-resistance-resistance = WRR

decider-roll = 已儲存的隨機抽籤結果
decider-entry-order = 登錄的先後順序

## 數字與連接

# 百分比：$value 已格式化（「44.44」）。
percent = { $value }%
points = { $count ->
   *[other] { $count }分
}
# 同一組中各玩家說明之間。
phrase-separator = {"；"}
# 排名順序中名字之間（「Ann、Bo、Cy」）。
sentence-separator = {""}
order-separator = {"、"}
# 「依序為：…」的各組之間。
then-separator = {"，接著是"}
# 括號內註記之間。
note-separator = {"，"}

## 一個同分組，逐步說明

tie-open = { $players }同為{ $points }。
ranking-is = 排名為：{ $order }。
step-first = { $step }：{ $detail }
step-go-to = { $players }進入「{ $step }」比較：{ $detail }
step-each-set = { $step }，對每一組仍然同分的玩家分別比較。{ $parts }
set-part = { $players }：{ $detail }
set-detail = { $phrases }。{ $outcome }
skip-round-robin = 不使用「{ $step }」：每位玩家都已和其他所有人交手過，這一項無法分出高下。
fallback-roll-missing = { $players }的每一項同分判定都相同。需要以隨機抽籤決定；目前還沒有抽籤，在抽籤之前依登錄的先後順序列出：{ $order }。
fallback-decides = { $players }的每一項同分判定都相同；由{ $decider }決定：{ $order }。

outcome-still-tied = { $players }仍然同分。
outcome-ahead = { $ahead }排在{ $behind }之前。
outcome-orders = 因此排名為{ $order }。
outcome-in-order = 依序為：{ $parts }。
outcome-part-tied = { $players }（仍然同分）

## 比較兩位玩家

pair-disqualified = { $name }已被取消資格，不列入排名。
pair-ahead-on-points = { $ahead }（{ $ahead_points }）以對戰積分排在{ $behind }（{ $behind_points }）之前。
match-wins =
    { $count ->
    *[other] { $count } 場對戰勝利
    }
pair-ahead-on-wins = { $ahead }（{ $ahead_points }）以對戰勝場排在{ $behind }（{ $behind_points }）之前。
pair-tied = { $ahead }和{ $behind }同為{ $points }。
pair-equal-on = 兩人在以下各項都相同：{ $steps }。
step-with-value = { $step }（{ $value }）
pair-first-orders = 第一項能分出兩人高下的同分判定是「{ $step }」：{ $ahead_phrase }；{ $behind_phrase }。{ $ahead }排在前面。
pair-equal-every = 兩人的每一項同分判定都相同；由{ $decider }決定，{ $ahead }排在前面。

## 一位玩家的數值是怎麼算出來的

phrase-points = { $who }：{ $points }（{ $won }勝，{ $drawn }平，{ $byes ->
   *[other] 輪空{ $byes }次
}）
phrase-points-per-game = { $who }：{ $games }局共{ $points }分 = { $value }
phrase-game-points = { $who }：在可得的{ $possible }局分中拿到{ $points }分 = { $value }
phrase-game-points-floored = { $who }：在可得的{ $possible }局分中拿到{ $points }分 = { $value }（{ $raw }已提高到最低值）
phrase-no-opponents = { $who }還沒有對手，因此以{ $value }計算
phrase-opponent-points = { $who }的對手積分為{ $items } = { $sum } / { $count } = { $value }
opponent-points-floored = { $points }（{ $record }以{ $points }分計算）
phrase-opponents = { $who }的對手：{ $items } = { $sum } / { $count } = { $value }
opponent-value = { $opponent } { $value }
opponent-value-notes = { $opponent } { $value }（{ $notes }）
note-raised = { $raw }提高到最低值{ $used }
with-bye-note = { $phrase }；{ $count ->
   *[other] { $who }在第{ $rounds }輪輪空，沒有可計入的對手
}
beaten = { $opponent }（{ $value }）
beaten-resistance = { $opponent }（勝場抗性 { $value }）
drew = 與{ $opponent }平手（{ $value } / 3 = { $used }）
drew-resistance = 與{ $opponent }平手（勝場抗性 { $value } / 3 = { $used }）
beaten-bye = 輪空（0）
beat-no-one = { $who }沒有擊敗任何人，計為0
beat = { $who }擊敗的對手：{ $items }，合計{ $total }
pool-round = { $earned } → { $pool }
phrase-pools = { $who }：每輪所得積分與獎勵池 { $rounds } = { $value }

## 規則預設，每項一行（選單、說明、印出的規則）

preset-pod-rr = 7人循環賽記錄表：積分、勝場抗性
preset-pod-swiss = 8人／10人瑞士制記錄表：DCI同分判定，輪空記為0-0
preset-mtr = 魔法風雲會賽事規則附錄C（最低值0.33）
preset-wotc = 威世智公布的排名（最低值1/3）
preset-melee = melee.gg（平手的局計0分）
preset-wer = Wizards Event Reporter（PMW%不計輪空）
preset-wer-team = WER團體賽（OOMW%）
preset-cumulative = 2010年代初期的高階賽事（累積）
preset-custom = 自訂選項

## 紙本記錄表上標有字母的格子（src/text/sheet.rs）

source-player = { $number }號玩家
source-winner = { $letter }的勝者
source-loser = { $letter }的敗者
source-waiting-flip = { $source }：等待{ $letter }的擲硬幣結果

## 賽事中發現的問題（src/engine/validate.rs）

validate-no-name = { $number }號玩家沒有名字。
validate-same-name = 有兩位玩家都叫{ $name }：請替其中一位加上姓氏或縮寫。
validate-unknown-player = { $place }：指向一位不在記錄表上的玩家。
validate-against-themselves = { $place }：{ $name }被配對到和自己對戰。
validate-two-matches = 第{ $round }輪：{ $name }出現在兩場對戰中（{ $first }和{ $place }）。
validate-dropped-has-result = { $round ->
    [0] { $place }：{ $name }缺席（第1輪前退出），但這裡卻有結果。
   *[other] { $place }：{ $name }在第{ $round }輪後已退賽，但這裡卻有結果。
}
validate-joined-has-result = { $place }：{ $name }從第{ $round }輪才加入，但這裡卻有結果。
validate-no-result = { $place }：還沒有結果。
validate-cannot-happen = { $place }：{ $score }不可能出現：{ $why }。
validate-intentional-draw = { $place }：{ $score }是協議平手，本記錄表不允許協議平手。
validate-shared-seat = { $first }和{ $second }都被排在{ $seat }號座位：請替其中一位換個座位。
impossible-best-of-one = 一局決勝（BO1）的對戰只有一局：勝、敗或平手（1-0、0-1或0-0-1）
impossible-over-two = 三戰兩勝（BO3）中，玩家贏下2局就結束
impossible-both-two = 三戰兩勝中，雙方不可能都贏下2局
impossible-too-many = 沒有哪場對戰會有這麼多局
place-quarterfinal = 八強賽{ $label }（{ $a } 對 { $b }）
place-semifinal = 準決賽{ $label }（{ $a } 對 { $b }）
place-final = 決賽（{ $a } 對 { $b }）
place-match = 第{ $round }輪，第{ $table }桌（{ $a } 對 { $b }）
place-box = 第{ $round }輪，第{ $table }桌，格子{ $label }（{ $a } 對 { $b }）
place-bye = 第{ $round }輪（{ $a }輪空）
unknown-player = 不明玩家
# 原樣顯示的名字或其他文字（句子中不需要額外措辭的部分）。
text = { $text }

## 一輪為什麼這樣配對（src/engine/pairing）

pair-rematch = { $a }和{ $b }再次碰頭：這一輪無論怎麼配對，都無法避開所有重複對戰。
float-odd = { $points }分的玩家剩下奇數人
float-rematch = 剩下的{ $points }分玩家無法在不重複對戰的情況下全部互相配對
float-down = { $high }（{ $high_points }分）往下配對到{ $low }（{ $low_points }分）：{ $why }。
bye-everyone-had-one = { $name }輪空：每個人都已經輪空過，而{ $name }是能在不造成重複對戰的情況下輪空、排名最低的玩家。
bye-again = { $name }再次輪空：所有還沒輪空過的玩家都需要排到別的對戰中，才能避免重複對戰。
bye-lowest = { $name }輪空：在還沒輪空過的玩家中排名最低。
bye-lowest-others = { $name }輪空：在還沒輪空過、且輪空不會造成重複對戰的玩家中排名最低（{ $others }不行）。
pair-random = 第{ $round }輪隨機配對（已儲存的隨機種子：{ $seed }）。
pair-random-within-points = 第{ $round }輪在同分選手之間隨機配對，多出的一人隨機與下一分數段配對（已儲存的隨機種子：{ $seed }）。
pair-across-seat = 第{ $round }輪依座位對坐配對：每個人和坐在桌子對面（相隔半桌）的玩家對戰。
pair-across-number = 第{ $round }輪依玩家編號對坐配對：每個人和編號相隔半桌人數的玩家對戰。
bye-odd-last = { $name }輪空：玩家人數為奇數，且排在順序的最後。
round-robin-sheet-round = 7人記錄表賽程的第{ $round }輪。
round-robin-round = 循環賽賽程（圓圈法，{ $players }人）的第{ $round }輪。
bye-absent-opponent = { $name }輪空：原定對手{ $absent }這一輪不出賽。
records-absent = { $name }不參加第{ $round }輪：記錄表的晉級路線不再適用，因此從第{ $round }輪起依戰績配對。
records-draws = 有{ $count }場對戰平手（{ $boxes }）：記錄表的晉級路線不再適用，因此從第{ $round }輪起依戰績配對。
records-off-sheet = 第{ $round }輪重新配對時有桌次依戰績配對：記錄表的晉級路線不再適用，因此從第{ $round }輪起依戰績配對。
draw-in-round = 第{ $round }輪
flip-sends = 格子{ $letter }（{ $a } 對 { $b }）平手：擲硬幣的結果讓{ $winner }以勝者身分晉級。
swap-round-three = { $x }和{ $y }在第1輪平手，第2輪後兩人的對戰積分都是{ $points ->
   *[other] { $points }分
}：第3輪兩人互換位置。
no-swap = { $x }和{ $y }在第1輪平手，但第2輪後對戰積分分別為{ $x_points }分和{ $y_points }分：不互換，維持擲硬幣的結果。

## 輸入的比分（src/model/score_text.rs）

score-not-a-score = 「{ $text }」不是比分：請輸入勝、負、平手的局數（2-1、21、2-1-1），或w、l；協議平手請輸入id
score-which-draw = 「{ $text }」沒有說明是哪種平手：請依實際對戰輸入，1-1（第3局沒有開始）或1-1-1（第3局進行中時間到）；協議平手請輸入id（0-0-3）
score-too-many-games = 「{ $text }」：沒有對戰會有這麼多局
score-empty = 0-0不是結果：對戰進行前請讓格子保持空白；協議平手記為0-0-3（輸入id）
lang-preparing = { $language }仍在翻譯中：尚未翻譯的部分以英文顯示。
lang-pseudo = { $tag } 是虛擬語言環境：加上重音符號、長約40%的英文，用於檢查版面。

## 當晚的輪抽組與玩家（src/engine/night.rs）

name-control-character = 含有控制字元
name-too-long = 超過{ $max }個字元
name-twice = 「{ $name }」已經在第{ $line }行（「{ $first }」）：每位輪抽玩家只寫一次
night-no-pod = 沒有第{ $pod }組。
night-pod-has-results = 第{ $pod }組已經有結果：組內玩家不能再變動。
night-pod-keeps-rounds = 第{ $pod }組保留自己的輪次和座位（已不是當晚分組時的樣子）：這裡不能移入或移出玩家。缺席者按第1輪前退賽處理。
night-no-show-played = { $name }在第{ $round }輪有結果，不算缺席：請改為某輪後退賽（名字旁的…選單）。
night-pod-full = 第{ $pod }組已滿（{ $max }人）。
night-pod-no-player = 第{ $pod }組沒有{ $player }號玩家。
night-type-name = 請輸入新玩家的名字。
night-already-playing = { $name }今晚已經在參賽了。
night-pod-full-start-new = 第{ $pod }組已滿：請另開一組。
night-only-pod = 當晚唯一的一組至少需要一位玩家。

## 手動配對或修改的輪次（src/engine/pairing/check.rs）

check-no-round = 沒有第{ $round }輪
check-swap-unknown-player = 兩名玩家中有一人不在本賽事中：請重新選擇
check-not-playing = { $name }在第{ $round }輪被配對，但並沒有參加這一輪。
check-against-themselves = { $name }被配對到和自己對戰。
check-rematch = { $a }和{ $b }已經交手過：這是重複對戰。
check-second-bye = { $name }第二次輪空，而{ $waiting }{ $count ->
   *[other] 還一次都沒輪空過
}。
check-paired-times = { $name }在第{ $round }輪被配對了{ $times }次。
check-not-paired = { $name }在第{ $round }輪沒有被配對。
check-swap-has-result = { $name }的對戰已經有結果：交換之前請先清除結果。

## 一組打什麼賽制（src/engine/pods.rs）

pod-format-round-robin-7 = 7人循環賽記錄表
pod-format-swiss-8 = 8人瑞士制記錄表
pod-format-swiss-10 = 10人瑞士制記錄表
pod-format-swiss = 瑞士制
pod-plays = { $format } · { $games ->
    [1] 一局決勝
    [3] 三戰兩勝
   *[other] { $games }局
} · { $rounds }輪（每輪{ $minutes }分鐘）

## 為什麼無法配對（src/engine/pairing/outcome.rs）

pairing-not-finished = 第{ $round }輪尚未結束：{ $missing ->
   *[other] 還缺{ $missing }個結果
}
pairing-over = 比賽已結束：{ $rounds }輪全部打完
pairing-too-few = 沒有人可以配對：第{ $round }輪仍在參賽的玩家有{ $active ->
   *[other] { $active }位
}
pairing-too-many = 瑞士制最多配對{ $max }位玩家；第{ $round }輪有{ $active }位
pairing-round-robin-size = 循環賽需要3到16位玩家；這場比賽有{ $players }位
pairing-sheet-players = { $expected }人記錄表需要編號1到{ $expected }的玩家：{ $problem }
sheet-players-count = 這場比賽有{ $players }位
sheet-players-number = { $name }的編號是{ $number }
sheet-players-twice = 編號{ $number }重複使用了
pairing-seed-needed = 第{ $round }輪是隨機配對：請先為這一輪抽出配對種子
pairing-not-planned = 匯入的結果沒有規劃下一輪
pods-no-players = 報名名單上沒有任何名字
pods-bad-size = 一組有{ $min }到{ $max }位玩家；{ $size }不是可用的組別人數

## 瑞士輪之後的決賽階段（src/engine/playoff.rs）

playoff-seeded = { $rounds }輪瑞士輪後取前{ $top }名：依瑞士輪排名，第1號種子對第{ $top }號種子、第2號種子對第{ $second }號種子……
playoff-round = 前{ $top }名的{ $name }：由上一輪的勝者對戰。
playoff-needs-winner = { $place }：{ $score }分不出勝者；決賽階段的對戰必須有勝者。
playoff-error = 決賽階段無法繼續：{ $why }
cut-not-swiss = 只有瑞士制比賽才能取前8、前4或前2名。
cut-not-finished = 第{ $round }輪尚未結束：瑞士輪的結果全部輸入後才能選出晉級名單。
cut-too-few = 取前{ $top }名需要{ $top }位玩家；這場比賽有{ $players }位。
cut-already = 這場比賽已經取了前{ $top }名。
playoff-quarterfinals = 八強賽
playoff-semifinals = 準決賽
playoff-final = 決賽

## 賽季的同分（src/text/explain/season.rs）

season-no-ties = 沒有玩家的賽季積分相同：賽季排名不需要同分判定。
season-tied = { $ahead }和{ $behind }的賽季積分都是{ $points ->
       *[other] { $points }分
    }。
season-by-matches-won = { $ahead }以整個賽季贏下的對戰數領先：{ $ahead_count }比{ $behind_count }。
season-by-fewer-losses = 兩人贏下的對戰數相同（{ $won }）；{ $ahead }輸掉的對戰較少而領先：{ $ahead_count }比{ $behind_count }。
season-by-events = 兩人贏下和輸掉的對戰數都相同；{ $ahead }以參加的比賽場數領先：{ $ahead_count }比{ $behind_count }。
season-by-first-seen = 兩人每一項都相同；{ $ahead }較早加入賽季（第{ $ahead_event }場比賽，{ $behind }則是第{ $behind_event }場）。
season-by-entry = 兩人每一項都相同，且都從第{ $event }場比賽開始參加；{ $ahead }在那場比賽中較早登錄。
season-placed = { $event }：{ $name }的對戰和參賽共得{ $earned }分，但記為{ $points }分：決賽階段的每個名次至少比其下各名次的最高分多1分。

## 紙本記錄表

template-round-robin-7 = 7人循環賽
template-swiss-8 = 8人瑞士制
template-swiss-10 = 10人瑞士制
template-single-elimination-8 = 8人單敗淘汰賽
template-round-robin-6-double = 6人雙循環賽
template-swiss-9 = 9人瑞士制，每輪一人輪空
heading-round-robin-7 = 7人：一局決勝，每位玩家與其他所有人各對戰一次（七輪）。每輪限時20分鐘。
heading-swiss-8 = 8人：三戰兩勝，瑞士制（三輪）。每輪限時50分鐘。
heading-swiss-10 = 10人：三戰兩勝，瑞士制（三輪）。每輪限時50分鐘。
heading-single-elimination-8 = 8人：三戰兩勝，單敗淘汰（三輪）。每輪限時50分鐘。
heading-round-robin-6-double = 6人：一局決勝，每位玩家與其他所有人各對戰兩次（十輪）。每輪限時20分鐘。
heading-swiss-9 = 9人：三戰兩勝，瑞士制（三輪），每輪一人輪空。每輪限時50分鐘。
# A round's life (docs/rules.md §6)
round-name = 第{ $round }輪
pairing-waits = 第{ $round }輪暫緩配對：{ $place }的{ $score }不可能出現：{ $why }。
playoff-draw-why = 決賽階段的對戰必須有勝者
cut-has-playoff-results = 決賽階段已有對戰輸入了結果
life-not-stale = 第{ $round }輪與結果相符：不需要重新配對。
life-off-sheet-waits = 保留的結果已不符合記錄表，其餘桌次依戰績配對，但需等待{ $place }的結果
life-off-sheet-flip = 保留的結果已不符合記錄表，其餘桌次依戰績配對，但需等待{ $place }的擲硬幣
life-off-sheet-waits-all = 保留的結果已不符合記錄表，其餘桌次依戰績配對，但需等待之前的每個格子都有結果
life-not-paired = { $name }在第{ $round }輪沒有被配對。
life-bye-no-opponent = { $name }在第{ $round }輪輪空：沒有對手可以判勝；請改為重新配對這一輪。
life-has-result = { $name }在第{ $round }輪的對戰已經有結果。
life-opponent-out = { $opponent }也不參加第{ $round }輪：沒有人可以獲得這場對戰的勝利，請改為重新配對這一輪。
life-cut-not-stale = 晉級名單與瑞士輪排名相符：不需要重新選出。
life-no-result = 無結果
life-bye-result = 輪空
# 變動（cause-*）寫成名詞短語，用列表連接成 { $causes }。
cause-list = { $items }
cause-result = 第{ $round }輪第{ $table }桌的結果變更（{ $from }→{ $to }）
cause-result-cleared = 第{ $round }輪第{ $table }桌的結果被清除（原為{ $from }）
cause-dropped = { $after ->
    [0] { $name }缺席
   *[other] { $name }退賽（第{ $after }輪後）
}
cause-disqualified = { $name }被取消資格
cause-came = { $name }加入
cause-differs = 先前結果的變動
cause-more = { $count ->
   *[other] 其他{ $count }處變動
}
# 從 life-stale 到 life-advice-cut-stands 是句子的一部分（句末不加句號）。
life-stale = 第{ $round }輪配對後出現了變動：{ $causes }
life-stale-legacy = 第{ $round }輪與依先前各輪重新配對的結果不再一致
life-advice-repair = 請重新配對（尚未輸入結果）
life-advice-repair-rest = { $played ->
   *[other] 已輸入的{ $played }個結果維持不變
}，請重新配對{ $open ->
   *[other] 沒有結果的桌（{ $tables }）
}
life-advice-cannot = 暫時無法重新配對：{ $why }
life-dropped-paired = { $after ->
    [0] { $name }缺席，但在第{ $round }輪仍與{ $opponent }配對；請重新配對第{ $round }輪，或判{ $opponent }贏得對戰
   *[other] { $name }在第{ $after }輪後退賽，但在第{ $round }輪仍與{ $opponent }配對；請重新配對第{ $round }輪，或判{ $opponent }贏得對戰
}
life-dropped-bye = { $after ->
    [0] { $name }缺席，但在第{ $round }輪仍有輪空；請重新配對第{ $round }輪
   *[other] { $name }在第{ $after }輪後退賽，但在第{ $round }輪仍有輪空；請重新配對第{ $round }輪
}
life-disqualified-paired = { $name }已被取消資格，但在第{ $round }輪仍被配對；請重新配對第{ $round }輪
life-stale-cut = 取前{ $top }名後出現了變動：{ $causes }
life-stale-cut-legacy = 前{ $top }名的晉級名單與瑞士輪排名不再一致
life-advice-recut = 請重新選出晉級名單（決賽階段尚無結果）
life-advice-cut-stands = 晉級名單維持不變：{ $why }
life-warning = { $what }；{ $advice }
change-repaired = 第{ $round }輪於{ $time }重新配對，原因：{ $causes }；{ $count ->
    [0] 沒有任何一桌變動
   *[other] 第{ $tables }桌有變動
}。
change-kept = 第{ $round }輪於{ $time }維持原配對，儘管有以下變動：{ $causes }。
change-conceded = 第{ $round }輪配對後{ $name }退賽：已判{ $opponent }贏得對戰（{ $time }）。
change-recut = 前{ $top }名於{ $time }重新選出，原因：{ $causes }。
change-cut-kept = 前{ $top }名的晉級名單於{ $time }維持不變，儘管有以下變動：{ $causes }。
cause-repaired = 第{ $round }輪重新配對
# The end of a sentence the app makes from a clause.
sentence-end = 。
life-all-played = 本輪每一桌都已有結果
life-advice-all-played = 已有結果維持不變（更正後繼續）：請維持該輪配對
# A round's life, batch 2
rounds-not-swiss = 只有瑞士制比賽可以設定輪數：記錄表和循環賽的輪數是固定的。
rounds-after-cut = 瑞士輪已選出決賽階段的晉級名單：輪數已經確定。
rounds-below-played = 瑞士輪不能在第{ $rounds }輪結束：第{ $played }輪已經有結果。
rounds-too-many = { $rounds }輪超過了一場比賽的上限（{ $max }輪）。
dropped-mark = { $round ->
    [0] （缺席）
   *[other] （第{ $round }輪後退賽）
}
held-mark = （{ $round }：{ $score } 暫緩）
held-result = { $score } 暫緩：{ $why }（在店家更正之前不計入任何地方）
# The end of a round (issue 29)
round-end-table = 第{ $table }桌：{ $a } 對 { $b }
round-end-extra = { $line }（+{ $minutes }分鐘）
round-end-extra-left = { $line }（+{ $minutes }分鐘：剩餘 { $left }）
round-end-extra-up = { $line }（+{ $minutes }分鐘：時間到）
round-end-still-playing = 仍在進行的桌
round-end-none = 每一桌都已有結果或回報。

## Added 2026-11-25 (issue 30)
playoff-error-size = 決賽階段只能取前8、前4或前2名，不能取前{ $top }名
playoff-error-too-few = 取前{ $top }名需要{ $top }位有排名的玩家；瑞士輪只有{ $ranked }位
playoff-error-draw = 第{ $round }輪：{ $pairing } 是平手；決賽階段的對戰必須分出勝負
playoff-error-not-in-bracket = 第{ $round }輪：{ $pairing } 不是決賽階段對陣中的對戰（對陣為{ $expected }）
playoff-error-bye-not-in-bracket = 第{ $round }輪：{ $name } 的輪空不在決賽階段對陣中（對陣為{ $expected }）
playoff-error-too-many-rounds = 前{ $top }名的決賽階段只打{ $rounds }輪；第{ $round }輪是多出來的

## Other games (docs/rules.md §8)

step-owp = 對手勝率
step-oowp = 對手的對手勝率
step-head-to-head = 直接對戰結果
step-ctb = 累積同分值
step-pml = 對戰敗率
# TODO(read)
step-oml = 對手的對戰敗率
step-octb = 對手的平均CTB
# TODO(read)
step-game-wins = 勝局數
# TODO(read)
step-ompp = 對手的對戰積分率
# TODO(read)
step-game-two-wins = 第二局勝數
short-owp = OWP
short-oowp = OOWP
short-head-to-head = 交手
short-ctb = CTB
short-pml = PML
# TODO(read)
short-oml = OML%
short-octb = OCTB
# TODO(read)
short-game-wins = 勝局
# TODO(read)
short-ompp = OMPP
# TODO(read)
short-game-two-wins = 第二局
preset-pokemon = 寶可夢集換式卡牌遊戲：對手勝率、直接對戰、隨機抽籤
# TODO(read)
preset-fab = Flesh and Blood：CTB、對戰敗率、對手的對戰敗率、OCTB、隨機抽籤（發行商的順序，以TRP 1.10 §1.4為準）
preset-yugioh = 遊戲王TCG：OMW%、OOMW%，沒有平手（雙方判負）
preset-lorcana = 迪士尼洛卡納（三局兩勝）：OMW%、GW%、OGW%（最低值0.33）
# TODO(read)
preset-lorcana-two-game = 迪士尼洛卡納兩局制對戰（2-0計7分）：勝局數、對手的對戰積分率、第二局勝數（Melee的順序）
# TODO(read)
preset-lorcana-two-game-playhub = 迪士尼洛卡納兩局制對戰按3 / 1 / 0計分：OMW%、OGW%（依PlayHub所見的計分方式）
preset-one-piece = 航海王卡牌遊戲：沒有平手（雙方判負），同分判定由你選擇
# TODO(read)
preset-swu = 星際大戰：無限：對戰勝數、OMW%、GW%、OGW%（Melee的順序）
game-magic = 魔法風雲會
game-pokemon = 寶可夢集換式卡牌遊戲
game-fab = Flesh and Blood
game-yugioh = 遊戲王TCG
game-lorcana = 迪士尼洛卡納
game-lorcana-two-game = 迪士尼洛卡納（兩局制對戰）
game-one-piece = 航海王卡牌遊戲
game-swu = 星際大戰：無限
h2h-beat = { $winner }在第{ $round }輪擊敗了{ $loser }
h2h-not-met = { $a }和{ $b }沒有對戰過
h2h-no-winner = { $a }和{ $b }對戰過，但沒有分出勝負
h2h-not-two = 直接對戰只在恰好兩人同分時適用，現在有{ $count }人同分
pair-head-to-head = 第一項能分出兩人高下的同分判定是「直接對戰」：{ $detail }。{ $ahead }排在前面。
phrase-ctb = { $who }：每輪後的對戰分為{ $totals }；累積值（上一輪的值 / 4 + 到此為止的分數）為{ $running }，全勝選手為{ $best } = { $value }
phrase-pml = { $who }：{ $played }場對戰中輸了{ $lost }場 = { $value }
# TODO(read)
phrase-game-wins = { $who }贏了{ $won }局
# TODO(read)
phrase-game-wins-byes = { $who }贏了{ $won }局（其中{ $byes }局來自輪空）
# TODO(read)
ompp-item = { $opponent } { $possible }分中得{ $points }分
# TODO(read)
phrase-ompp = { $who }的對手：{ $items }：{ $points }分 / { $count }名對手 / 最多{ $possible }分 = { $value }
# TODO(read)
phrase-game-two = { $who }在{ $won }場對戰中贏了第二局（每場都是2-0），計為{ $total }
# TODO(read)
phrase-with-notes = { $phrase }（{ $notes }）
# TODO(read)
note-game-two-byes = 其中{ $count }來自輪空
# TODO(read)
note-game-two-unknown = { $count }場1-1對戰的比分看不出第二局誰贏，不計給任何一方
note-bye-left-out = 不計輪空
note-capped-drop = 因中途退出，{ $raw }降到{ $used }
impossible-two-game = 兩局制對戰最多兩局（2-0、1-1，或第二局未完成的1-0）
impossible-no-draws = { $game }沒有平手：未分勝負的對戰算雙方都輸（輸入dl）
impossible-no-double-loss = { $game }沒有雙方判負：請依實際的各局結果輸入
not-built-in = { $game }：未能查到發行商關於{ $facts }的規定，因此沒有內建；Podsheet使用預設值，由主辦方決定。
fact-points = 對戰分
fact-bye = 輪空
fact-tiebreakers = 同分判定
fact-floors = 最低值與上限
fact-shape = 依人數而定的輪數
fact-pairing = 配對方式
fact-playoff = 決賽階段規則
# TODO(read)
fact-last-step = 最後的同分判定
# TODO(read)
choice-swu-omw = 星際大戰：無限：Melee在OMW%中把平手的對戰算作3分中的1分，同時又說那裡只計勝場；Podsheet把平手算作1分，由主辦方決定。
# TODO(read)
choice-lorcana-two-game = 迪士尼洛卡納（兩局制對戰）：Melee依序按勝局數、對手的對戰積分率和第二局勝數排名，而PlayHub曾被看到每場按3 / 1 / 0計分並使用OMW%和OGW%；預設採用Melee的順序，PlayHub的方式是預設組合lorcana-two-game-playhub，由主辦方決定。
choice-lorcana-ompp-bye = 迪士尼洛卡納（兩局制對戰）：Melee沒有說明對手的輪空如何計入對手的對戰積分率；Podsheet把輪空的那一輪算作該對手的一輪（可得7分），其7分也計入對手的積分，由主辦方決定。
# TODO(read)
sources-line = 來源：{ $sources }
# TODO(read)
sources-separator = {"；"}
# TODO(read)
source-secondary = { $cite }（二手資料）

## What each event of the room is called (src/text/room.rs)

pod-name = { $draft } — 第{ $pod }組
pod-short = 第{ $pod }組
pairing-final-played = 淘汰賽已結束：決賽已打完
phrase-points-tie = { $who }：{ $points }（{ $won }勝，{ $drawn }平手，{ $byes ->
   *[other] 輪空{ $byes }次
}）
event-of-game = { $event }（{ $game }）
standings-tie-key = 對戰成績按「勝-負-平手」排列：平手是雙方都沒有獲勝的對戰。
life-playoff-box-played = { $place }已有結果，但對陣表現在會讓別的玩家進入該處：請先更正或清除該結果
life-playoff-waits = 對陣表在等待{ $place }的結果
life-playoff-no-keep = { $round }的對戰由對陣表決定：一旦結果讓別的玩家進入這些對戰，就不能維持原配對，請重新配對。
score-no-draw-playoff = 季後賽對戰必須分出勝者：請按實際對局回報，例如 2-1 或 0-2（不能平手，不能 0-0）。
life-box-waits-no-keep = { $place }還不能開打：它排在格子{ $feeder }之後，而該格子還沒有結果，其玩家也不在這一局中，因此不能維持原配對。請重新配對本輪：格子{ $feeder }有結果後，這一格才會填上。
cut-division-too-few = { $division }取前{ $top }名需要{ $top }位仍在比賽中的玩家；現在有{ $players }位。
cut-no-division = 依年齡組別參賽的玩家依組別晉級：每個組別的晉級只選一次，前8名、前4名、前2名，或不設淘汰賽（比賽 → 依組別晉級…）。
division-says = { $division }：{ $what }
playoff-cut-round = 淘汰賽第{ $round }輪
playoff-division-stage = { $stage }（{ $division }）
playoff-stages = { $stages }
file-place-line = { $name }：在 TOM 自己的排名表中第{ $file }名，在 Podsheet 中第{ $place }名。{ $why }
file-place-dropped-after = 第{ $round }輪後的{ $name }
file-place-why-their-drop = { $name }在第{ $round }輪後退賽，TOM 把退賽玩家的 OWP 和 OOWP 保留為退賽時的數值，而 Podsheet 繼續計算其對手之後所打的輪次。規則手冊沒有規定這一點。
file-place-why-others-drop = TOM 把同分退賽的{ $count ->
   *[other] { $count }位
}玩家（{ $names }）的 OWP 和 OOWP 保留為退賽時的數值，而 Podsheet 繼續計算其對手之後所打的輪次。規則手冊沒有規定這一點。
file-place-why-their-late = { $name }遲到加入，TOM 把遲到加入的玩家排在同分的所有人之後，而 Podsheet 像對其他人一樣依決勝指標排序。規則手冊兩種做法都允許。
file-place-why-others-late = TOM 把同分遲到加入的{ $count ->
   *[other] { $count }位
}玩家（{ $names }）排在該分數的其他所有人之後，而 Podsheet 依決勝指標排序。規則手冊兩種做法都允許。
file-place-why-rounded = TOM 比較 OWP 和 OOWP 時四捨五入到百分數的兩位小數，如此接近的數值在那裡算作相等；Podsheet 依精確值比較。
file-place-why-unknown = Podsheet 無法判斷是 TOM 自己的哪種排名方式把{ $name }排在那裡。
explain-pair-apart = { $a }和{ $b }在不同的年齡組別參賽，每個組別有各自的排名：誰也不在誰前面。{ $a }在{ $a_division }中第{ $a_place }名；{ $b }在{ $b_division }中第{ $b_place }名。
playoff-error-no-bracket = 第{ $round }輪：{ $pairing }不是任何組別淘汰賽的對局

## 用該遊戲的說法寫結果 (src/text/result.rs)
score-double-loss = 雙負
result-double-loss = 雙方判負
result-tied = 平 { $score }
result-tie = 平手

score-no-draw-type-dl = 「{ $text }」：{ $game }沒有平手；無人獲勝的對戰算雙方判負：請輸入 dl

konami-number-is = { $head } = 比賽積分（兩位）、OMW% 和 OOMW%（各三位，截斷而非四捨五入）合成的一個數，與 Konami 軟體的列印方式相同

playoff-error-tie = 第{ $round }輪：{ $pairing } 是平手；決賽階段的對戰必須分出勝負
playoff-error-double-loss = 第{ $round }輪：{ $pairing } 是雙方判負；決賽階段的對戰必須分出勝負

fact-round-time = 每輪時長

standings-no-roll-yet = 尚未進行同分抽籤：在抽籤之前，所有同分判定項目都相同的牌手按報名順序排列。
