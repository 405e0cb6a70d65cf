# 命令列中給人看的句子（src/cli）。JSON 和 CSV 不隨語言改變。

explain-no-ties = 沒有對戰積分相同的玩家：排名不需要同分判定。
explain-not-tied = { $name }沒有和任何人同分：以{ $points }分對戰積分單獨排第{ $rank }名。

## 給人看的表格（JSON 和 CSV 永遠不變）

cli-rank = 名次
cli-name = 名字
cli-points = 積分
cli-konami-number = 同分判定值
cli-matches = 對戰
cli-games = 局
cli-decided-by = 判定依據
cli-standings-heading = { $event } — 規則：{ $rules }，{ $rounds ->
   *[other] 已進行{ $rounds }輪
}
cli-left-out = （不使用「{ $step }」：循環賽已全部打完）
cli-pod-of = 第{ $pod }組（共{ $pods }組）
cli-table = 桌
cli-box = 格子
cli-player = 玩家
cli-opponent = 對手
cli-bye = （輪空）
cli-why = 原因：
cli-flip-needed = 第{ $round }輪的平手對戰{ $what }需要先擲硬幣，才能填滿所有格子：請在應用程式中開啟這場比賽來擲硬幣。
cli-flip-box-match = {"（"}格子{ $letter }，{ $a } 對 { $b }）
cli-flip-match = {"（"}{ $a } 對 { $b }）
cli-pod-players = 第{ $pod }組：{ $players }位玩家，{ $sheet }
cli-seed-again = 隨機種子{ $seed }：`--seed { $seed }` 可以再次得到相同的分組。

# season (issue 28)

cli-season-left-out = podsheet: 第{ $event }場比賽未計入賽季：{ $error }
cli-season-points-flag = --points：{ $why }
cli-season-points-remembered = 賽季檔案儲存的積分：{ $why }
cli-season-heading = 共{ $events }場比賽的賽季 — 積分：勝{ $win }，平{ $draw }，負{ $loss }，參賽{ $attend }
cli-season-missing = 缺少第{ $event }場比賽（{ $file }）：{ $error }
cli-season-events = 場次
cli-season-record = 勝-負-平
# Results from the players' phones (issue 29)
cli-serve-read-only = 唯讀
cli-serve-reports = 玩家用手機回報結果；每個已確認的結果都會寫入檔案
cli-file-locked = { $writer ->
    [app] { $file } 已在 Podsheet（處理程序 { $pid }）中開啟，由它寫入：請先在應用程式中關閉該檔案，或讓玩家透過應用程式的共享視窗回報。
    [serve] { $file } 正由 podsheet serve --reports（處理程序 { $pid }）寫入：請先停止它（在其執行處按 Ctrl+C）。
   *[other] { $file } 正由另一個 podsheet 指令（處理程序 { $pid }）寫入：請待它結束後再試。
}
cli-serve-confirmed = { $place }：{ $score }，雙方玩家各自用自己的手機確認一致；已寫入檔案。
cli-serve-disputed = { $place }：雙方玩家回報的結果不同（{ $results }）；請在 serve 停止後在應用程式中處理（podsheet { $file }）

## Added 2026-11-25 (issue 30)
cli-wrote = 已儲存 { $file }
cli-wrote-pdf = 已儲存 { $file }（{ $pages }頁，{ $kb } KB）
cli-wrote-night-pdf = 已儲存 { $file }（{ $pods }組，{ $pages }頁，{ $kb } KB）
cli-wrote-season-pdf = 已儲存 { $file }（{ $kb } KB）
cli-serving = 正在透過 { $url } 共享 { $file }（{ $mode }；按 Ctrl+C 停止）。
cli-serving-loopback = 目前只有這臺電腦能開啟。要讓店內網路上的手機也能連線，請加上 --bind 0.0.0.0。
cli-reloaded = 已重新載入 { $file }。
cli-serve-kept = podsheet serve: { $error }；頁面會繼續顯示上一個正常的版本。
cli-cannot-listen = 無法在 { $address } 上監聽：{ $why }（可能有其他程式在使用埠 { $port }；請用 --port 換一個埠）
cli-playoff-heading = { $rounds }輪瑞士輪後的前{ $top }名
cli-playoff-seeds = 種子排序
cli-playoff-to-come = （待定）
cli-playoff-match = { $a } 對 { $b }
cli-playoff-wins = { $name } 勝
cli-playoff-held = { $score } 暫緩：{ $why }
cli-unknown-language = 不明的語言「{ $tag }」；可用的語言有 { $tags }
cli-bad-top = 決賽階段只能取前8、前4或前2名；「{ $value }」不在其中
cli-bad-pod-size = 每組{ $least }到{ $most }人；「{ $value }」不是有效的每組人數
cli-unknown-preset = 不明的規則預設「{ $id }」；可用的預設有 { $ids }
cli-explain-one-file = explain 只接受一個 FILE（或用 --season 加上賽季的各個檔案）
cli-explain-players = explain 可接受一個 --player（說明其所在的同分群組）或兩個（說明兩人先後的判定依據）
cli-no-player = { $file }：沒有名叫「{ $name }」的玩家（玩家：{ $names }）
cli-player-ambiguous = { $file }：「{ $name }」對應多名玩家（{ $names }），請輸入更完整的名字
cli-loopback-address = --address { $url } 只能在本機開啟：手機無法開啟印出的網址。本機的網路位址：{ $addresses }；請用 --bind 將 serve 綁定到其中一個，並用 --address { $example } 列印
cli-loopback-no-network = --address { $url } 只能在本機開啟：手機無法開啟印出的網址，而且本機沒有網路位址（請連上店內 Wi-Fi）
cli-pdf-template-pod = --template { $template } 列印的是不含比賽的空白記錄表；--pod 需要輪抽之夜檔案
cli-pdf-template-and-file = { $file }：--template { $template } 列印的是不含比賽的空白記錄表；FILE 和 --template 只能擇一
cli-pdf-needs-file = pdf 需要比賽檔案（FILE），或用 --template ID 列印空白記錄表
cli-pdf-template-kind = --template 列印的是空白組記錄表；--kind pairings、slips 和 standings 需要比賽檔案
cli-pdf-blank-kind = --blank 只能搭配 --kind sheet 使用
cli-pdf-round-kind = { $file }：--round { $round } 列印該輪的配對和結果單：請不加 --kind 使用，或搭配 --kind pairings 或 slips
cli-pdf-blank-not-sheet = { $file }：--blank 列印的是組記錄表，但這場比賽不使用組記錄表
cli-pdf-no-round = { $file }：--round { $round }：這場比賽只有第1到{ $rounds }輪
cli-in-file = { $file }：{ $error }
# TODO(read)
cli-held = { $problem }此結果暫緩計入，改正前不計入任何地方，其他對戰照常計入。
# TODO(read)
cli-held-row = { $file } 第{ $line }行：{ $problem }此結果暫緩計入，改正前不計入任何地方，其他對戰照常計入。
cli-round-not-paired = 第{ $round }輪尚未配對：沒有可重新配對、維持或判勝的對戰
cli-round-not-stale = 第{ $round }輪與配對時的依據相符：不需要重新配對或維持
cli-cannot-repair = 第{ $round }輪無法重新配對：{ $why }
cli-give-not-out = { $name }並非在第{ $round }輪配對後退出：只有配對後退賽（或被取消資格）的玩家，其對戰才能判給對手
cli-repair-taken-out = { $count ->
   *[other] 在選手確定前撤下的桌次：{ $tables }。
}
cli-act-repair = 重新配對第{ $round }輪：{ $command }
cli-act-keep = 維持第{ $round }輪的配對：{ $command }
cli-act-give = 判{ $name }贏得第{ $round }輪的對戰：{ $command }
cli-playoff-disagrees = { $file }：{ $flag } { $asked } 與這場比賽已有的晉級設定（{ $own }）不一致；拿掉這個選項就會使用比賽本身的設定
cli-playoff-own-top = 取前{ $top }名
cli-playoff-own-after = 第{ $round }輪後
cli-playoff-needs-top = { $file }：需要 --top 8|4|2：檔案中沒有晉級設定
cli-playoff-no-rounds = { $file }：--swiss-rounds { $asked }：檔案中只有第1到{ $rounds }輪
cli-pods-too-many = { $file }：共有{ $names }個名字；Podsheet 一個輪抽之夜最多只能處理{ $most }人
cli-pods-night-name = 輪抽之夜
cli-unknown-template = 不明的記錄表類型「{ $id }」；可用的類型有 { $ids }
cli-serve-held = { $place }：等待店主處理（回報：{ $results }），因為{ $why }
cli-serve-paired = { $event }，{ $round }：已配對{ $tables }桌；結果單上印有各玩家的回報碼（{ $command }）
cli-serve-pod-line = 第{ $pod }組：{ $line }

division-juniors = 少年組
division-seniors = 青少年組
division-masters = 大師組
cli-act-recut = 依目前排名重新選出晉級名單：{ $command }
cli-act-keep-cut = 維持原來的晉級名單：{ $command }
cli-event-of = { $name }（--pod { $pod }／共{ $pods }）
cli-file-other-name = { $file }（{ $other } 的另一個名稱，磁碟上是同一個檔案）
cli-file-hard-linked = { $file } 在磁碟上有 { $links } 個名稱（硬連結）：Podsheet 儲存時會取代檔案，其他名稱會留在舊版本。只保留一個名稱（複製檔案，刪除其他名稱）並使用它。
cli-serve-stuck = { $place }：{ $why }
cli-serving-ipv6 = 透過 IPv6 時，同一網路 /64 內的所有位址都算作一支手機，因此手機回報的每個結果都要等你處理（與 NAT 之後相同）：要讓結果自動登錄，請用 IPv4 提供服務（--bind 0.0.0.0）
cli-serve-coded = { $event }，{ $round }：{ $tables } 桌原本沒有回報碼，現已補上；請重新列印結果單（{ $command }）
cli-playoff-needs-division = { $file }：玩家依年齡組別參賽，每個組別有各自的淘汰賽：請指定 --division juniors、seniors 或 masters
cli-playoff-no-division = { $file }：本比賽的晉級中沒有{ $division }的淘汰賽
cli-playoff-not-by-division = { $file }：本比賽的晉級是整場比賽的，不依組別：請拿掉 --division
cli-playoff-own-divisions = 依組別晉級：請同時指定 --division

cli-season-heading-tie = 共{ $events }場比賽的賽季 — 積分：勝{ $win }，平手{ $draw }，負{ $loss }，參賽{ $attend }
cli-season-record-tie = 勝-負-平
