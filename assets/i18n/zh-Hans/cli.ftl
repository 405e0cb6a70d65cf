# 命令行中给人看的句子（src/cli）。JSON 和 CSV 不随语言改变。

explain-no-ties = 没有对局积分相同的牌手：排名不需要同分处理。
explain-not-tied = { $name }没有与任何人同分：以{ $points }分对局积分单独排第{ $rank }名。

## 表格（JSON 和 CSV 不随语言改变）

cli-rank = 名次
cli-name = 名字
cli-points = 积分
cli-konami-number = 同分处理值
cli-matches = 对局
cli-games = 盘
cli-decided-by = 决定因素
cli-standings-heading = { $event } — 规则：{ $rules }，已进行{ $rounds }轮
cli-left-out = （不使用{ $step }：循环赛已全部打完）
cli-pod-of = 第{ $pod }组（共{ $pods }组）
cli-table = 桌
cli-box = 格子
cli-player = 牌手
cli-opponent = 对手
cli-bye = （轮空）
cli-why = 原因：
cli-flip-needed = 第{ $round }轮的平局{ $what }需要掷硬币，才能填满所有格子：请在应用中打开比赛进行掷硬币。
cli-flip-box-match = （格子{ $letter }，{ $a } 对 { $b }）
cli-flip-match = （{ $a } 对 { $b }）
cli-pod-players = 第{ $pod }组：{ $players }人，{ $sheet }
cli-seed-again = 随机种子{ $seed }：`--seed { $seed }` 会再次生成相同的分组。

# season (issue 28)

cli-season-left-out = podsheet: 第{ $event }场比赛未计入赛季：{ $error }
cli-season-points-flag = --points：{ $why }
cli-season-points-remembered = 赛季文件保存的积分：{ $why }
cli-season-heading = 共{ $events }场比赛的赛季 — 积分：胜{ $win }，平{ $draw }，负{ $loss }，参赛{ $attend }
cli-season-missing = 缺少第{ $event }场比赛（{ $file }）：{ $error }
cli-season-events = 场次
cli-season-record = 胜-负-平
# Results from the players' phones (issue 29)
cli-serve-read-only = 只读
cli-serve-reports = 牌手用手机上报结果；每个已确认的结果都会写入文件
cli-file-locked = { $writer ->
    [app] { $file } 已在 Podsheet（进程 { $pid }）中打开，由它写入：请先在应用中关闭该文件，或让牌手通过应用的共享窗口上报。
    [serve] { $file } 正由 podsheet serve --reports（进程 { $pid }）写入：请先停止它（在其运行处按 Ctrl+C）。
   *[other] { $file } 正由另一个 podsheet 命令（进程 { $pid }）写入：请待它结束后再试。
}
cli-serve-confirmed = { $place }：{ $score }，双方牌手各自用自己的手机确认一致；已写入文件。
cli-serve-disputed = { $place }：双方牌手上报的结果不同（{ $results }）；请在 serve 停止后在应用中处理（podsheet { $file }）

## Added 2026-11-25 (issue 30)
cli-wrote = 已保存 { $file }
cli-wrote-pdf = 已保存 { $file }（{ $pages }页，{ $kb } KB）
cli-wrote-night-pdf = 已保存 { $file }（{ $pods }个组，{ $pages }页，{ $kb } KB）
cli-wrote-season-pdf = 已保存 { $file }（{ $kb } KB）
cli-serving = 正在通过 { $url } 共享 { $file }（{ $mode }；按 Ctrl+C 停止）。
cli-serving-loopback = 目前只有这台电脑能打开。要让店内网络上的手机也能访问，请加上 --bind 0.0.0.0。
cli-reloaded = 已重新载入 { $file }。
cli-serve-kept = podsheet serve: { $error }；页面继续显示上一个正常的版本。
cli-cannot-listen = 无法在 { $address } 上监听：{ $why }（可能有其他程序在使用端口 { $port }；请用 --port 换一个端口）
cli-playoff-heading = 瑞士轮{ $rounds }轮后的前{ $top }名
cli-playoff-seeds = 种子排位
cli-playoff-to-come = （待定）
cli-playoff-match = { $a } 对 { $b }
cli-playoff-wins = { $name } 胜
cli-playoff-held = { $score } 暂缓：{ $why }
cli-unknown-language = 未知的语言“{ $tag }”；可用的语言有 { $tags }
cli-bad-top = 淘汰赛只能是前8、前4或前2名；“{ $value }”不在其中
cli-bad-pod-size = 每组{ $least }到{ $most }人；“{ $value }”不是有效的每组人数
cli-unknown-preset = 未知的规则预设“{ $id }”；可用的预设有 { $ids }
cli-explain-one-file = explain 只接受一个 FILE（或用 --season 加上赛季的各个文件）
cli-explain-players = explain 可接受一个 --player（说明其所在的同分组）或两个（说明两人谁先谁后的依据）
cli-no-player = { $file }：没有名叫“{ $name }”的牌手（牌手：{ $names }）
cli-player-ambiguous = { $file }：“{ $name }”对应多名牌手（{ $names }），请输入更完整的名字
cli-loopback-address = --address { $url } 只能在本机打开：手机无法打开印出的地址。本机的网络地址：{ $addresses }；请用 --bind 将 serve 绑定到其中一个，并用 --address { $example } 打印
cli-loopback-no-network = --address { $url } 只能在本机打开：手机无法打开印出的地址，而且本机没有网络地址（请连接店内 Wi-Fi）
cli-pdf-template-pod = --template { $template } 打印的是不含比赛的空白记录表；--pod 需要轮抽之夜文件
cli-pdf-template-and-file = { $file }：--template { $template } 打印的是不含比赛的空白记录表；FILE 和 --template 只能二选一
cli-pdf-needs-file = pdf 需要比赛文件（FILE），或用 --template ID 打印空白记录表
cli-pdf-template-kind = --template 打印的是空白组记录表；--kind pairings、slips 和 standings 需要比赛文件
cli-pdf-blank-kind = --blank 只能与 --kind sheet 一起使用
cli-pdf-round-kind = { $file }：--round { $round } 打印该轮的配对和结果单：请不加 --kind 使用，或搭配 --kind pairings 或 slips
cli-pdf-blank-not-sheet = { $file }：--blank 打印的是组记录表，但这场比赛不使用组记录表
cli-pdf-no-round = { $file }：--round { $round }：这场比赛只有第1到{ $rounds }轮
cli-in-file = { $file }：{ $error }
# TODO(read)
cli-held = { $problem }此结果暂缓计入，改正前不计入任何地方，其他对局照常计入。
# TODO(read)
cli-held-row = { $file } 第{ $line }行：{ $problem }此结果暂缓计入，改正前不计入任何地方，其他对局照常计入。
cli-round-not-paired = 第{ $round }轮尚未配对：没有可重新配对、保留或判胜的对局
cli-round-not-stale = 第{ $round }轮与配对时的依据相符：无需重新配对或保留
cli-cannot-repair = 第{ $round }轮无法重新配对：{ $why }
cli-give-not-out = { $name }并非在第{ $round }轮配对后退出：只有配对后退赛（或被取消资格）的牌手，其对局才能判给对手
cli-repair-taken-out = { $count ->
   *[other] 在选手确定前撤下的桌次：{ $tables }。
}
cli-act-repair = 重新配对第{ $round }轮：{ $command }
cli-act-keep = 保留第{ $round }轮的配对：{ $command }
cli-act-give = 判{ $name }赢得第{ $round }轮的对局：{ $command }
cli-playoff-disagrees = { $file }：{ $flag } { $asked } 与这场比赛已有的晋级设置（{ $own }）不一致；去掉该选项即可使用比赛自己的设置
cli-playoff-own-top = 前{ $top }名
cli-playoff-own-after = 第{ $round }轮后
cli-playoff-needs-top = { $file }：需要 --top 8|4|2：文件中没有晋级设置
cli-playoff-no-rounds = { $file }：--swiss-rounds { $asked }：文件中只有第1到{ $rounds }轮
cli-pods-too-many = { $file }：共有{ $names }个名字；Podsheet 一个轮抽之夜最多只能处理{ $most }人
cli-pods-night-name = 轮抽之夜
cli-unknown-template = 未知的记录表类型“{ $id }”；可用的类型有 { $ids }
cli-serve-held = { $place }：等待店主处理（上报：{ $results }），因为{ $why }
cli-serve-paired = { $event }，{ $round }：已配对{ $tables }桌；结果单上印有各牌手的上报码（{ $command }）
cli-serve-pod-line = 第{ $pod }组：{ $line }

division-juniors = 少年组
division-seniors = 青少年组
division-masters = 大师组
cli-act-recut = 按当前排名重新选出晋级名单：{ $command }
cli-act-keep-cut = 保持原来的晋级名单：{ $command }
cli-event-of = { $name }（--pod { $pod }／共{ $pods }）
cli-file-other-name = { $file }（{ $other } 的另一个名字，磁盘上是同一个文件）
cli-file-hard-linked = { $file } 在磁盘上有 { $links } 个名字（硬链接）：Podsheet 保存时会替换文件，其他名字会留在旧版本。只保留一个名字（复制文件，删除其他名字）并使用它。
cli-serve-stuck = { $place }：{ $why }
cli-serving-ipv6 = 通过 IPv6 时，同一网络 /64 内的所有地址都算作一部手机，因此手机上报的每个结果都要等你处理（与 NAT 之后相同）：要让结果自动录入，请用 IPv4 提供服务（--bind 0.0.0.0）
cli-serve-coded = { $event }，{ $round }：{ $tables } 桌原来没有上报码，现已补上；请重新打印结果单（{ $command }）
cli-playoff-needs-division = { $file }：牌手按年龄组别参赛，每个组别有各自的淘汰赛：请指定 --division juniors、seniors 或 masters
cli-playoff-no-division = { $file }：本比赛的晋级中没有{ $division }的淘汰赛
cli-playoff-not-by-division = { $file }：本比赛的晋级是整个比赛的，不按组别：请去掉 --division
cli-playoff-own-divisions = 按组别晋级：请同时指定 --division

cli-season-heading-tie = 共{ $events }场比赛的赛季 — 积分：胜{ $win }，平局{ $draw }，负{ $loss }，参赛{ $attend }
cli-season-record-tie = 胜-负-平
