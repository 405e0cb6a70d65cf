# 玩家手機上的頁面 (src/web)

web-find-title = 搜尋你的名字
web-title-pairings = { $event }：配對
web-title-standings = { $event }：排名
web-not-here = 找不到
web-no-such-page = 沒有這個頁面。
web-back-to-pairings = 返回配對
web-not-found = 未找到
web-nothing-yet = 暫時沒有可顯示的內容
web-not-shared = 比賽尚未共享。
web-nav-pairings = 配對
web-nav-standings = 排名
web-nav-all-pods = 所有組
web-footer = Podsheet · 唯讀 · 本頁會自動更新
web-language = 語言
web-timer-stopped = （未計時）
web-time-up = 時間到！
web-no-pairings = 還沒有配對：第1輪尚未配對。
web-round-pairings = { $name }配對
web-find-then-table = 找到自己的名字，再前往對應的桌號。
web-player = 玩家
web-table = 桌
web-opponent = 對手
web-bye = 輪空
web-standings-after = 第{ $rounds }輪後的排名
web-rules-tap = 規則：{ $rules }。點你的名字，看看你為什麼排在這個名次。
web-left-out = 不使用{ $step }：循環賽已全部打完。
web-points = 積分
web-matches = 對戰
web-swipe = 左右滑動表格可查看所有同分判定。
web-percent-columns = 標有 % 的欄位中的數字是百分比（省略了 % 符號）。
web-won = 勝 { $score }
web-lost = 負 { $score }
web-drew = 平 { $score }
web-not-tied = { $name }的對戰積分與誰都不同，僅憑對戰積分就排在{ $place }。
ordinal = 第{ $n }名
web-place-of = { $place }（共{ $count }人）
web-place-of-division = { $division } { $place }（共{ $count }人）
web-not-ranked = 無排名
web-points-record = { $points }分 · { $record }
web-deck = 套牌：{ $deck }
web-first-pick = 首抓：{ $card }
web-round = 輪
web-result = 結果
web-table-not-in = 第{ $table }桌，尚未輸入
web-why-place = 為什麼是{ $place }？
web-why-not-ranked = 為什麼沒有排名？
web-compared = 與你前後玩家的比較
web-tonight-pods-ask = 今晚有{ $count }個組：搜尋你的名字，或在下面選擇你的組。
web-your-name = 你的名字
web-find = 搜尋
web-nobody-matches = 今晚沒有符合「{ $query }」的玩家。
web-pod = 組
web-tonights-pods = 今晚的組
web-pod-players = { $count }人
web-nav-season = 賽季
web-season-title = 賽季
web-season-points = 每晚積分：勝{ $win }分，平{ $draw }分，負{ $loss }分，參賽{ $attend }分。
web-season-events = 場次
web-season-missing = 缺失
# A round's life, batch 2
web-in-the-playoff = 仍在決賽階段中
web-playoff-so-far = 目前的決賽階段戰績
web-why-swiss-place = 為什麼瑞士輪結束後是{ $place }？
web-playoff-seed = 前{ $top }名中的第{ $seed }號種子（瑞士輪結束後為{ $swiss }）。
web-playoff-won = { $round }：以{ $score }擊敗{ $opponent }。
web-playoff-lost = { $round }：以{ $score }敗給{ $opponent }。
web-playoff-to-play = { $round }：對手是{ $opponent }，尚未開打。
web-pairings-changed = 配對已於{ $time }變更：{ $count ->
    [0] 沒有任何一桌變動。
   *[other] 第{ $tables }桌是新的配對。
}
web-pairings-may-change = 這些配對可能會變更：店家正在確認在此之前的結果、退賽或遲到報名。
# Results from the players' phones (issue 29)
web-table-extra = { $table }（+{ $minutes }分鐘）
web-extra-minutes = 補時 +{ $minutes }分鐘
web-report-result = { $a } { $score } { $b }
web-report-table = 第{ $table }桌：結果
web-report-ask = 請回報這場對戰的結果。比分中{ $a }贏的局數在前。
web-report-how = 或直接輸入，{ $a }的局數在前（{ $examples }）：
web-report-send = 回報
web-report-yours-pending = 你已回報。現在由{ $other }用自己的半張結果單，在自己的手機上確認。
web-report-change = 回報錯了嗎？
web-report-other-pending = { $other }回報了下面的結果。如果正確，請確認；如果不對，請回報實際結果。
web-report-confirm = 確認：{ $result }
web-report-or-other = 實際結果不同：
web-report-confirmed = 雙方玩家一致。店家會輸入結果。
web-report-disputed = 雙方玩家回報的結果不同（{ $results }）：由店家裁定。如果你回報的有誤，請更正。
web-report-has-result = 結果已輸入。如需變更，請詢問店家。
web-report-unknown = 沒有對戰使用這個回報碼：請核對結果單上的回報碼，或詢問店家。
web-report-slowed = 這支手機輸入了太多無效的回報碼：請等一分鐘再試。
web-report-origin = 只能在 Podsheet 自己的頁面回報結果：請開啟結果單上的網址。
web-report-too-big = 回報內容太長：只需輸入結果，例如 2-1。
web-report-taken = 結果已經輸入，沒有做任何變更。如需變更，請詢問店家。
web-footer-reports = Podsheet · 店內網路 · 本頁會自動更新
web-report-agreed-already = 雙方玩家已經一致：你的回報已作為給店家的備註保存，沒有變更任何內容。如需變更結果，請詢問店家。
web-report-flagged = 這場對戰需要店家先查看（{ $why }）：請詢問店家。
web-report-half-pending = 這個結果是用你的半張結果單回報的。{ $other }會在自己的手機上確認。
web-report-held = 這個結果要等店家處理：{ $why }。
web-report-impossible = 此結果已暫緩：{ $why }。在店家更正之前不計入任何地方；請詢問店家。
web-report-old-slip = 這張結果單是每位玩家各有自己半張之前的舊版：用它回報的結果要等店家處理。
web-report-you-are = 這是結果單上{ $name }的半張：你以{ $name }的身分回報。

## The cut stands after a fix (issue 35 part 4)

web-seeds-kept = 淘汰賽沿用晉級時的種子順位：之後更正的成績只改變下方排名表中的名次，不改變對陣（晉級名單不變）。
web-seed-now = （{ $seed }）{ $name }：現在排名表{ $place }
web-reports-off = 本比賽不接受用手機回報結果：請把結果單交給店家。
web-busy = 伺服器忙碌中，請稍後再試。
web-cut-may-change = 晉級名單確定後，一場瑞士輪結果有了更改，而淘汰賽還沒有結果：店家可能重新確定晉級名單，所以此對陣表可能會變。
web-report-replaced = 這張結果單已作廢：配對在{ $time }有了變動。請在配對頁面查看你的新桌號，並向店家領取新的結果單。
web-report-full-mine = 你已用這半張回報了{ $count }次，這是一支手機的上限：以最後一次為準。要更改，請詢問店家。
web-report-full-half = 這半張結果單已收到多支手機的{ $count }次回報，已達上限：請詢問店家。

web-report-how-dl = 或直接輸入，{ $a }的局數在前（{ $examples }）；雙方判負輸入 dl：
web-report-double-loss = { $a }和{ $b }：雙方判負

web-season-points-tie = 每場比賽積分：勝{ $win }分，平手{ $draw }分，負{ $loss }分，參賽{ $attend }分。
