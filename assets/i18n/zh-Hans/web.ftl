# 牌手手机上的页面 (src/web)

web-find-title = 查找你的名字
web-title-pairings = { $event }：配对
web-title-standings = { $event }：排名
web-not-here = 找不到
web-no-such-page = 没有这个页面。
web-back-to-pairings = 返回配对
web-not-found = 未找到
web-nothing-yet = 暂时没有可显示的内容
web-not-shared = 比赛尚未共享。
web-nav-pairings = 配对
web-nav-standings = 排名
web-nav-all-pods = 所有组
web-footer = Podsheet · 只读 · 本页会自动更新
web-language = 语言
web-timer-stopped = （未计时）
web-time-up = 时间到！
web-no-pairings = 还没有配对：第1轮尚未配对。
web-round-pairings = { $name }配对
web-find-then-table = 找到自己的名字，再前往对应的桌号。
web-player = 牌手
web-table = 桌
web-opponent = 对手
web-bye = 轮空
web-standings-after = 第{ $rounds }轮后的排名
web-rules-tap = 规则：{ $rules }。点你的名字，看看你为什么排在这个名次。
web-left-out = 不使用{ $step }：循环赛已全部打完。
web-points = 积分
web-matches = 对局
web-swipe = 左右滑动表格可查看所有同分处理。
web-percent-columns = 带 % 的列中的数字是百分比（省略了 % 符号）。
web-won = 胜 { $score }
web-lost = 负 { $score }
web-drew = 平 { $score }
web-not-tied = { $name }的对局积分与谁都不同，仅凭对局积分就排在{ $place }。
ordinal = 第{ $n }名
web-place-of = { $place }（共{ $count }人）
web-place-of-division = { $division } { $place }（共{ $count }人）
web-not-ranked = 无排名
web-points-record = { $points }分 · { $record }
web-deck = 套牌：{ $deck }
web-first-pick = 首抓：{ $card }
web-round = 轮
web-result = 结果
web-table-not-in = 第{ $table }桌，尚未录入
web-why-place = 为什么是{ $place }？
web-why-not-ranked = 为什么没有排名？
web-compared = 与你前后牌手的比较
web-tonight-pods-ask = 今晚有{ $count }个组：查找你的名字，或在下面选择你的组。
web-your-name = 你的名字
web-find = 查找
web-nobody-matches = 今晚没有与“{ $query }”相符的牌手。
web-pod = 组
web-tonights-pods = 今晚的组
web-pod-players = { $count }人
web-nav-season = 赛季
web-season-title = 赛季
web-season-points = 每晚积分：胜{ $win }分，平{ $draw }分，负{ $loss }分，参赛{ $attend }分。
web-season-events = 场次
web-season-missing = 缺失
# A round's life, batch 2
web-in-the-playoff = 仍在淘汰赛中
web-playoff-so-far = 目前的淘汰赛战况
web-why-swiss-place = 为什么瑞士轮后是{ $place }？
web-playoff-seed = 前{ $top }名中的{ $seed }号种子（瑞士轮后为{ $swiss }）。
web-playoff-won = { $round }：以{ $score }战胜{ $opponent }。
web-playoff-lost = { $round }：以{ $score }负于{ $opponent }。
web-playoff-to-play = { $round }：对阵{ $opponent }，尚未进行。
web-pairings-changed = 配对已于{ $time }变更：{ $count ->
    [0] 没有桌次变动。
   *[other] 第{ $tables }桌是新的配对。
}
web-pairings-may-change = 这些配对可能会变：店家正在核对在此之前的结果、退赛或迟到报名。
# Results from the players' phones (issue 29)
web-table-extra = { $table }（+{ $minutes }分钟）
web-extra-minutes = 补时 +{ $minutes }分钟
web-report-result = { $a } { $score } { $b }
web-report-table = 第{ $table }桌：结果
web-report-ask = 请上报这场对局的结果。比分中{ $a }赢的盘数在前。
web-report-how = 或者直接输入，{ $a }的盘数在前（{ $examples }）：
web-report-send = 上报
web-report-yours-pending = 你已上报。现在由{ $other }用自己的半张结果单，在自己的手机上确认。
web-report-change = 上报错了？
web-report-other-pending = { $other }上报了下面的结果。如果正确，请确认；如果不对，请上报实际结果。
web-report-confirm = 确认：{ $result }
web-report-or-other = 实际结果不同：
web-report-confirmed = 双方牌手一致。店家会录入结果。
web-report-disputed = 双方牌手上报的结果不同（{ $results }）：由店家裁定。如果你上报的有误，请更正。
web-report-has-result = 结果已录入。如需更改，请询问店家。
web-report-unknown = 没有对局使用这个上报码：请核对结果单上的上报码，或询问店家。
web-report-slowed = 这部手机输入了太多无效的上报码：请等一分钟再试。
web-report-origin = 只能在 Podsheet 自己的页面上报结果：请打开结果单上的网址。
web-report-too-big = 上报内容太长：只需输入结果，例如 2-1。
web-report-taken = 结果已经录入，没有做任何更改。如需更改，请询问店家。
web-footer-reports = Podsheet · 店内网络 · 本页会自动更新
web-report-agreed-already = 双方牌手已经一致：你的上报已作为给店家的备注保存，没有改变任何内容。如需更改结果，请询问店家。
web-report-flagged = 这场对局需要店家先查看（{ $why }）：请询问店家。
web-report-half-pending = 这个结果是用你的半张结果单上报的。{ $other }会在自己的手机上确认。
web-report-held = 这个结果要等店家处理：{ $why }。
web-report-impossible = 此结果已暂缓：{ $why }。在店家更正之前不计入任何地方；请询问店家。
web-report-old-slip = 这张结果单是每名牌手各有自己半张之前的旧版：用它上报的结果要等店家处理。
web-report-you-are = 这是结果单上{ $name }的半张：你以{ $name }的身份上报。

## The cut stands after a fix (issue 35 part 4)

web-seeds-kept = 淘汰赛沿用晋级时的种子顺位：之后更正的成绩只改变下方排名表中的名次，不改变对阵（晋级名单不变）。
web-seed-now = （{ $seed }）{ $name }：现在排名表{ $place }
web-reports-off = 本比赛不接受用手机上报结果：请把结果单交给店家。
web-busy = 服务器正忙，请稍后再试。
web-cut-may-change = 晋级名单确定后，一场瑞士轮结果有了更改，而淘汰赛还没有结果：店家可能重新确定晋级名单，所以此对阵表可能会变。
web-report-replaced = 这张结果单已作废：配对在{ $time }有了变动。请在配对页面查看你的新桌号，并向店家领取新的结果单。
web-report-full-mine = 你已用这半张上报了{ $count }次，这是一部手机的上限：以最后一次为准。要更改，请询问店家。
web-report-full-half = 这半张结果单已收到多部手机的{ $count }次上报，已达上限：请询问店家。

web-report-how-dl = 或者直接输入，{ $a }的盘数在前（{ $examples }）；双方判负输入 dl：
web-report-double-loss = { $a }和{ $b }：双方判负

web-season-points-tie = 每场比赛积分：胜{ $win }分，平局{ $draw }分，负{ $loss }分，参赛{ $attend }分。
