# 命令列中給人看的句子（src/cli）。JSON 和 CSV 不隨語言改變。

explain-no-ties = 沒有對戰積分相同的玩家：排名不需要同分判定。
explain-not-tied = { $name }沒有和任何人同分：以{ $points }分對戰積分單獨排第{ $rank }名。

## 給人看的表格（JSON 和 CSV 永遠不變）

cli-rank = 名次
cli-name = 名字
cli-points = 積分
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
cli-serve-locked = { $file } 已在 Podsheet 中開啟（處理程序 { $pid }；鎖定檔為 { $lock }）：請讓玩家透過應用程式的共享視窗回報，或先在應用程式中關閉該檔案。如果 Podsheet 沒有在執行，請刪除鎖定檔。
cli-serve-confirmed = 第{ $table }桌，{ $place }：{ $score }，雙方手機一致；已寫入檔案。
cli-serve-disputed = { $place }：手機結果不一致（{ $results }）；請在應用程式或檔案中處理
