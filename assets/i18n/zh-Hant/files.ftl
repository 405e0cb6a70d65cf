# 讀取檔案（src/io）：無法讀取的檔案哪裡有問題，顯示在檔名之後。
# JSON 路徑、CSV 欄位名稱和 --pod 保持檔案裡的原樣。

file-error = { $file }：{ $message }
file-error-line = { $file }（第{ $line }行）：{ $message }
file-error-pod = { $file }（第{ $pod }組）：{ $message }

## 系統拒絕檔案的原因

file-os-not-found = 沒有這個檔案
file-os-permission = 沒有權限
file-os-is-folder = 這是資料夾，不是檔案
file-os-disk-full = 磁碟已滿
file-os-read-only = 磁碟是唯讀的
file-os-other = { $error }

## 任何檔案

file-cannot-open = 無法開啟：{ $why }
file-cannot-read = 無法讀取：{ $why }
file-cannot-write = 無法寫入：{ $why }
file-cannot-read-folder = 無法讀取資料夾：{ $why }
file-too-large = 超過 { $mib } MiB，任何比賽都用不到這麼大
file-not-utf8 = 不是 UTF-8 文字
file-newer-version = 由較新版本的 Podsheet（{ $version }）寫入；這個版本能讀取 { $reads }。請更新 Podsheet 再開啟。
file-at = { $path } 處：{ $why }
file-missing-field = 缺少欄位「{ $field }」
file-unknown-field = 「{ $field }」不是Podsheet在此處認得的欄位（認得的欄位：{ $known }）
file-wrong-value = { $found } 不應出現在這裡：這裡應是{ $expected }
file-serde-reason = { $why }
file-value-as = { $value }
file-value-list = 清單
file-value-object = 物件
file-value-null = null
file-expect-whole-number = 整數
file-expect-count = 0 或更大的整數
file-expect-text = 文字
file-expect-yes-no = true 或 false
file-expect-list = 清單
file-too-many-players = 有{ $players }位玩家；Podsheet 最多處理{ $max }位
file-too-many-rounds = 有{ $rounds }輪；Podsheet 最多處理{ $max }輪

## 比賽檔案和輪抽之夜檔案（JSON）

file-json-cut-off = 提早結束：檔案被截斷了（複製或儲存失敗？）
file-json-invalid = 不是有效的 JSON：{ $detail }
file-not-event-object = 不是 Podsheet 比賽檔案（應為 JSON 物件）
file-unknown-format = 格式 { $format } 不明；應為「{ $expected }」
file-no-format-key = 不是 Podsheet 比賽檔案（沒有「format」鍵）
file-not-night = 不是輪抽之夜檔案
file-pods-not-list = 「pods」不是組的清單
file-no-pods-list = 沒有「pods」清單
file-no-pods = 沒有任何組
file-too-many-pods = 有{ $pods }組；Podsheet 最多處理{ $max }組
file-pod-not-object = 不是一場比賽（應為物件）
file-pod-choose = 這是有{ $count }組的輪抽之夜：請用 --pod 1 到 --pod { $count } 選一組
file-pod-only-one = 只有一組，所以沒有第{ $pod }組（請用 --pod 1 或不寫）
file-pod-none = 只有第1到第{ $count }組；沒有第{ $pod }組

## 比賽檔案中沒有意義的值

check-line-break = { $what ->
    [name] 比賽名稱
    [deck] 套牌
    [first-pick] 首抓
   *[label] 標籤
}裡有換行；在表上它只有一行
check-date-format = 「{ $date }」不是 YYYY-MM-DD 格式的日期（如 2025-03-14）
check-date-month = 「{ $date }」沒有{ $month }月
check-date-day = 「{ $date }」：那個月沒有{ $day }日
check-swiss-rounds = { $rounds }輪的瑞士制比賽；必須是1到{ $max }輪
check-decimals = { $decimals }位小數；最多{ $max }位
check-drawn-game-points = 平手的一局值{ $points }分，比贏下的一局（3分）還多
check-step-twice = 「{ $step }」列了兩次
check-scoring-points = 一個結果值{ $points }對戰分，超過了上限{ $max }
check-name-control = { $player }號玩家的名字裡有控制字元
check-name-long = { $player }號玩家的名字超過{ $max }個字元
check-number-zero = { $name }的編號是0；玩家編號從1開始
check-number-shared = { $first }和{ $second }的編號都是{ $number }；一個編號只屬於一位玩家
check-seat-zero = { $name }在0號座位；座位從1開始
check-dropped-after = { $name }在第{ $round }輪之後退賽；沒有比賽有這麼多輪
check-joined-round = { $name }在第{ $round }輪加入；輪次從1到{ $max }
check-no-such-player = 指向{ $player }號玩家，但只有{ $players }位玩家
check-score-games = 比分 { $score }：局數比任何對戰都多
check-bye-score = 比分為 { $score } 的輪空；輪空不用對戰
check-time-format = 「{ $time }」不是 2025-03-14T19:05:00Z 格式的時間
check-order-twice = { $name }在順序中出現了兩次
check-flip-round = 第{ $round }輪的擲硬幣；輪次從1到{ $max }
check-seed-round = 第{ $round }輪的配對種子；輪次從1到{ $max }

## 結果 CSV（$column 是 CSV 的欄位名稱：round、player 等）

csv-empty = 是空的：應有一行標題列，每場對戰一行
csv-header-unreadable = 無法讀取標題列：{ $detail }
csv-unreadable = 無法當作 CSV 讀取：{ $detail }
csv-field-count = 有{ $fields }個欄位；標題列有{ $expected }個
csv-round-range = round 是{ $round }；必須在1到{ $max }之間
csv-own-opponent = { $name }被寫成自己的對手
csv-no-games = 0-0-0 不是結果：對戰打完之前先不要寫
csv-too-many-games = { $score } 的局數比任何對戰都多
csv-unknown-status = 不明的狀態「{ $status }」：請用 dropped、disqualified、late 或留空
csv-no-matches = 有標題列，但沒有對戰
csv-unknown-column = 不明的欄位「{ $column }」；欄位是 { $columns }，可選 status 與 division
csv-missing-column = 標題列裡沒有「{ $column }」欄位
csv-value-empty = { $column } 是空的
csv-value-negative = { $column } 是 { $value }：不能是負數
csv-value-huge = { $column } 是 { $value }，遠超過任何比賽
csv-value-not-number = { $column } 是「{ $value }」，不是整數
csv-name-long = { $column } 的名字超過{ $max }個字元
csv-name-control = { $column } 的名字裡有控制字元
csv-too-many-players = 超過{ $max }位玩家
csv-sides-differ = 第{ $round }輪：{ $player }對{ $opponent }在這裡是{ $here }，但在第{ $other }行對方那邊是{ $there }
csv-round-twice = { $name }在第{ $round }輪出現了兩次（第{ $other }行也有）
csv-round-gap = 沒有第{ $round }輪的對戰，卻有之後的輪次
csv-dropped-plays = { $name }被標為在第{ $round }輪退賽，卻在第{ $later }輪有對戰（第{ $other }行）

## 賽季檔案

season-none-readable = 賽季中的比賽一場也讀不出來
season-no-events-in-folder = 這個資料夾裡沒有比賽檔案
season-not-season-file = 不是賽季檔案：{ $detail }
season-format = 這個 Podsheet 無法讀取格式「{ $format }」（podseason/1）

## 清單

players-list-too-long = 名字超過{ $max }個
# A round's life (docs/rules.md §6)
check-cut-top = 決賽階段只能取前8、前4或前2名，不能取前{ $top }名
check-cut-structure = 只有瑞士制比賽（或匯入的瑞士制結果）才能選出決賽階段的晉級名單
check-cut-after-round = 晉級必須在比賽已有的某一瑞士輪（第1到{ $rounds }輪）之後，而不是第{ $round }輪之後
check-cut-too-few = 取前{ $top }名需要{ $top }位玩家；這場比賽有{ $players }位
check-cut-too-many-rounds = 前{ $top }名的決賽階段打{ $most ->
   *[other] { $most }輪
}，但晉級後有{ $rounds }輪
check-cut-seeds = 前{ $top }名有{ $top }個種子，而不是{ $seeds }個
check-paired-from-rounds = 一輪只能依據它之前的輪次（共{ $before }輪）配對，而不是{ $rounds }輪

# season (issue 28)

season-points-not-pair = 「{ $part }」不是「鍵=數字」的形式
season-points-not-number = 「{ $part }」中的「{ $value }」不是數字
season-points-unknown-key = 未知的鍵「{ $key }」（可用的鍵為 win、draw、loss、attend）
season-points-too-large = { $key }={ $value } 分數太大：每項最多 { $max } 分
season-not-regular = 不是一般檔案：{ $kind }
season-kind-fifo = 具名管道
season-kind-socket = 通訊端
season-kind-char-device = 字元裝置
season-kind-block-device = 區塊裝置
season-kind-folder = 資料夾
season-kind-other = 特殊檔案
# Results from the players' phones (issue 29)
check-report-code = 「{ $code }」不是回報碼：回報碼由 A-Z 和 2-9 中的六個字母或數字組成，不含 I、O、0 和 1
check-extra-minutes = 補時{ $minutes }分鐘超過了一桌的上限（最多{ $max }分鐘）
check-report-device = 手機名稱須為1到64個字元，且不含換行

## Added 2026-11-25 (issue 30): a name's reading
check-reading-control = { $player }號玩家名字的讀音裡有控制字元
check-reading-long = { $player }號玩家名字的讀音超過{ $max }個字元
check-report-address = 「{ $address }」不是網路位址（應類似 192.168.1.23）
check-report-codes-same = 結果單的兩個半張需要兩個不同的回報碼
check-pod-number = 組號為 { $pod }；組號從 1 數到 { $max }

csv-unknown-division = 不明的組別「{ $division }」：請用 juniors、seniors、masters 或留空
csv-division-differs = { $name }在前面的列屬於 { $had }，這一列卻屬於 { $here }
check-forced-loss = { $name }在第{ $round }輪有一場無對手的敗場，但輪次只能是1到{ $max }
check-file-place = 寫有賽事中不存在的選手的名次（{ $place }），或名次為0
tdf-not-xml = 不是 Podsheet 能讀取的 TOM 檔案：XML 有誤（{ $detail }）
tdf-unknown-root = 不是 TOM 檔案：它以 <{ $element }> 開頭，而 TOM 檔案以 <tournament> 開頭
tdf-no-element = 沒有 <{ $element }>：每個 TOM 檔案都有
tdf-bad-value = <{ $element }> 的 { $attribute }="{ $value }" 不是 TOM 會寫的值
tdf-no-player = <{ $element }> 沒有寫選手（沒有 userid）
tdf-unknown-player = 提到了不在 <players> 中的選手 { $userid }
tdf-player-twice = 兩次列出選手 { $userid }
tdf-round-twice = { $name }在第{ $round }輪出賽兩次
tdf-no-name = 選手 { $userid } 沒有名字
tdf-name-long = 選手 { $userid } 的名字超過 { $max } 個字元或含有控制字元
tdf-round-gap = 第{ $round }輪沒有對局，但之後還有輪次
check-pod-sheet-game = 分桌用表是魔法風雲會的輪抽用表，而這是{ $game }的規則：{ $game }的比賽採用瑞士輪或循環賽（請用「新增比賽」重新建立，或改用魔法風雲會的預設）
check-cut-division-twice = { $division }只有一個淘汰賽，不是兩個
check-cut-seed-division = { $name }在{ $other }參賽，不在{ $division }
check-cut-division-top = 依組別晉級的規模等於其最大的淘汰賽，即前{ $most }名，而不是前{ $top }名
tdf-other-game = 是{ $game }的 TOM 檔案（gametype="{ $code }"）：Podsheet 只讀取寶可夢集換式卡牌遊戲的 TOM 檔案，不會依卡牌遊戲的規則為其他遊戲排名
tdf-game-video-game = 寶可夢電子遊戲
tdf-game-go = Pokémon GO

check-round-minutes = { $minutes }分鐘的一輪：每輪時長為1到{ $max }分鐘
