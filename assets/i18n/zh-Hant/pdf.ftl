# 列印件 (src/io/pdf)：組記錄表、配對、結果單、排名

pdf-bye = 輪空
pdf-held-score = { $score } 暫緩
pdf-held = 暫緩
pdf-season-title = 賽季：{ $name }
pdf-season-missing = 第{ $event }晚（{ $file }）無法讀取：不計入任何人（以?標記）。
pdf-title-pairings = { $event }：配對
pdf-title-slips = { $event }：結果單
pdf-title-standings = { $event }：排名
pdf-title-round = { $event }：配對和結果單
pdf-title-playoff = { $event }：決賽階段
pdf-bye-caps = 輪空
pdf-dq = 取消資格
pdf-win = W
pdf-loss = L
pdf-draw = D
pdf-event-blank = 比賽：______________________
pdf-date-blank = 日期：____________
pdf-games = 局
pdf-wld = W/L/D
pdf-no = 編號
pdf-name = 名字
pdf-seat = 座位
pdf-round-short = R{ $round }
pdf-record = 戰績
pdf-matches-lower = 對戰
pdf-rank = 名次
pdf-deck = 套牌
pdf-first-pick = 首抓
pdf-how-ties = 同分如何分出名次
pdf-how-ties-continued = { $event }：同分如何分出名次（續）
pdf-pairings-title = { $event }：{ $name }配對
pdf-pairings-note = 按名字排序。找到自己的名字，再前往對應的桌號。
pdf-table = 桌
pdf-player = 玩家
pdf-opponent = 對手
pdf-record-points = （{ $record }，{ $points } 分）
pdf-continued = （續）
pdf-slip-heading = { $name } · 第{ $table }桌
pdf-games-won = 勝局數
pdf-drawn-games = 平手局數
pdf-signed = 簽名：{ $name }
decided-points = 積分
decided-wins = 勝場
decided-roll = 抽籤
decided-entry = 登記順序
pdf-points = 積分
pdf-matches = 對戰
pdf-games-head = 局
pdf-decided-by = 判定依據
pdf-standings-title = { $event }：第{ $rounds }輪後的排名
pdf-step-is = { $short } = { $name }
pdf-rules-steps = 規則「{ $rules }」：{ $steps }。
pdf-left-out = 不使用{ $step }：每位玩家都已和其他所有人交手過。
pdf-none-ranked = 還沒有玩家獲得排名。
pdf-qr-heading = 用手機查看配對、排名與名次原因：
pdf-qr-note = 連上店內 Wi-Fi 即可，不必安裝任何 App。掃描 QR Code 或輸入網址。
pdf-qr-small = 用手機查看排名：
pdf-round-n = 第{ $round }輪
pdf-vs = 對
pdf-wld-colon = W/L/D：
pdf-games-won-colon = 勝局數：
pdf-coin-flip-note = { $source }（擲硬幣）
rules-seating = 座位：
rules-seating-text = 輪抽前隨機安排座位；輪抽順序不是種子排位。本表上每位玩家的編號就是下面各格所指的編號。
rules-pairings = 配對：
rules-pairings-round-robin-7 = 每位玩家與其他所有人各對戰一次，每輪一行格子。每輪有一位玩家輪空，算贏一場對戰。
rules-pairings-single-elimination = 第1輪按圖示編號配對。勝者進入每行下方寫明的格子；輸的玩家被淘汰。
rules-pairings-round-robin-double = 每位玩家與其他所有人各對戰兩次，每輪一行格子；第6到10輪重複第1到5輪。
rules-pairings-swiss-9 = 第1輪按圖示編號配對，9號玩家輪空。之後按對陣圖進行：每行寫明哪個格子的勝者或負者在此對戰，每輪有一個格子是輪空（算贏一場對戰）。沒有人會與同一對手相遇兩次或輪空兩次。唯一的例外是平手（見「平手」）。
rules-pairings-swiss = 第1輪按圖示編號配對。之後按對陣圖進行：每行寫明哪個格子的勝者或負者在此對戰。唯一的例外是平手（見「平手」）。
rules-time-limits = 時間限制：
rules-time-limits-text = 每輪{ $minutes }分鐘。如果時間到時對戰尚未結束，雙方再共同進行五個回合；屆時仍未打完的那一局算平手。
rules-best-of-one = 一局決勝：
rules-best-of-one-text = 每場對戰只打一局。為每位玩家寫 W（勝）、L（負）或 D（平）。
rules-best-of-three = 三戰兩勝：
rules-best-of-three-text = 先贏兩局的玩家贏得對戰。如果在此之前時間到，贏局多的玩家贏得對戰；贏局數相同則為平手。只計算已開始的局：第三局進行中時間到記為 1-1-1，第三局沒有開始則為 1-1。
rules-draws = 平手：
rules-draws-round-robin = 平手的對戰雙方各得1分，勝得3分，負得0分。不允許協議平手。
rules-draws-single-elimination = 對戰平手後，擲硬幣決定哪位玩家進入下一個格子；應用程式會記錄擲硬幣的結果。不允許協議平手。
rules-draws-swiss-9 = 對戰平手後，擲硬幣決定誰作為該格的勝者、誰作為負者繼續；應用程式會記錄擲硬幣的結果。第二次平手後，比賽其餘部分按戰績配對。不允許協議平手。
rules-draws-swiss = 對戰平手後，擲硬幣決定誰作為該格的勝者、誰作為負者繼續；應用程式會記錄擲硬幣的結果。如果第1輪打平的兩位玩家在第2輪後戰績相同，他們在對陣圖中互換位置。不允許協議平手。
rules-tiebreakers = 同分判定：
rules-step-numbered = { $number }. { $step }
rules-fallback-roll = 隨機抽籤，只抽一次並與比賽一起儲存
rules-fallback-entry = 玩家的登記順序
rules-tiebreakers-text = { $description }。1. 對戰積分：勝3分（輪空算勝），平1分，負0分。{ $steps }。所有步驟都相同的玩家按{ $fallback }排序。
rules-tiebreakers-text-skip = { $description }。1. 對戰積分：勝3分（輪空算勝），平1分，負0分。{ $steps }。所有步驟都相同的玩家按{ $fallback }排序。每人都與其他每人對戰後，不再使用比較對手的步驟。
# A round's life (docs/rules.md §6)
pdf-replaces = 已於{ $time }重新配對：如果之前列印過{ $name }，請丟棄舊的列印件，使用這一份。
# Results from the players' phones (issue 29)
pdf-report-here = 用手機回報結果（回報碼 { $code }）：
pdf-title-still-playing = { $event }：仍在進行的桌
pdf-still-playing-title = { $event }：{ $name }仍在進行的桌

## Added 2026-11-25 (issue 30)
pdf-error-not-a-sheet = 這場比賽不使用組記錄表（它是{ $what }）；請改為列印配對、結果單或排名
pdf-error-round-robin = 循環賽
pdf-error-swiss = 瑞士制比賽
pdf-error-results = 匯入的結果
pdf-error-no-rounds = 還沒有任何一輪完成配對，因此沒有可列印的配對或結果單
pdf-error-player-count = 「{ $template }」記錄表是給{ $expected }位玩家用的，但這場比賽有{ $found }位
pdf-error-no-cut = 這場比賽沒有決賽階段：請先取前8、前4或前2名（比賽 → 晉級前8名）
pdf-error-font = 無法讀取內嵌字型
pdf-slip-half = { $name }的半張（只交給{ $name }）

## A given match on the pairings (issue 35 part 4)

pdf-given-win = 判勝（{ $name }已退賽）
pdf-dropped-out = 已退賽：判{ $name }勝
pdf-tied-games = 平手的局數

pdf-double-loss = 雙方判負
