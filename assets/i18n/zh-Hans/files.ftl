# 读取文件（src/io）：无法读取的文件哪里有问题，显示在文件名之后。
# JSON 路径、CSV 列名和 --pod 保持文件里的原样。

file-error = { $file }：{ $message }
file-error-line = { $file }（第{ $line }行）：{ $message }
file-error-pod = { $file }（第{ $pod }组）：{ $message }

## 系统拒绝文件的原因

file-os-not-found = 没有这个文件
file-os-permission = 没有权限
file-os-is-folder = 这是文件夹，不是文件
file-os-disk-full = 磁盘已满
file-os-read-only = 磁盘是只读的
file-os-other = { $error }

## 任何文件

file-cannot-open = 无法打开：{ $why }
file-cannot-read = 无法读取：{ $why }
file-cannot-write = 无法写入：{ $why }
file-cannot-read-folder = 无法读取文件夹：{ $why }
file-too-large = 超过 { $mib } MiB，任何比赛都用不了这么大
file-not-utf8 = 不是 UTF-8 文本
file-newer-version = 由更新版本的 Podsheet（{ $version }）写入；此版本能读取 { $reads }。请更新 Podsheet 后再打开。
file-at = { $path } 处：{ $why }
file-missing-field = 缺少字段"{ $field }"
file-unknown-field = "{ $field }"不是Podsheet在此处认识的字段（认识的字段：{ $known }）
file-wrong-value = { $found } 不应出现在这里：这里应是{ $expected }
file-serde-reason = { $why }
file-value-as = { $value }
file-value-list = 列表
file-value-object = 对象
file-value-null = null
file-expect-whole-number = 整数
file-expect-count = 0 或更大的整数
file-expect-text = 文本
file-expect-yes-no = true 或 false
file-expect-list = 列表
file-too-many-players = 有{ $players }名牌手；Podsheet 最多处理{ $max }名
file-too-many-rounds = 有{ $rounds }轮；Podsheet 最多处理{ $max }轮

## 比赛文件和轮抽之夜文件（JSON）

file-json-cut-off = 过早结束：文件被截断了（复制或保存失败？）
file-json-invalid = 不是有效的 JSON：{ $detail }
file-not-event-object = 不是 Podsheet 比赛文件（应为 JSON 对象）
file-unknown-format = 格式 { $format } 未知；应为“{ $expected }”
file-no-format-key = 不是 Podsheet 比赛文件（没有“format”键）
file-not-night = 不是轮抽之夜文件
file-pods-not-list = “pods”不是组的列表
file-no-pods-list = 没有“pods”列表
file-no-pods = 没有任何组
file-too-many-pods = 有{ $pods }个组；Podsheet 最多处理{ $max }个
file-pod-not-object = 不是一场比赛（应为对象）
file-pod-choose = 这是有{ $count }个组的轮抽之夜：请用 --pod 1 到 --pod { $count } 选择一个
file-pod-only-one = 只有一个组，所以没有第{ $pod }组（请用 --pod 1 或不写）
file-pod-none = 只有第1到第{ $count }组；没有第{ $pod }组

## 比赛文件中无意义的值

check-line-break = { $what ->
    [name] 比赛名称
    [deck] 套牌
    [first-pick] 首抓
   *[label] 标签
}里有换行；在表上它只有一行
check-date-format = “{ $date }”不是 YYYY-MM-DD 格式的日期（如 2025-03-14）
check-date-month = “{ $date }”没有{ $month }月
check-date-day = “{ $date }”：那个月没有{ $day }日
check-swiss-rounds = { $rounds }轮的瑞士轮比赛；必须是1到{ $max }轮
check-decimals = { $decimals }位小数；最多{ $max }位
check-drawn-game-points = 打平的一盘值{ $points }分，比赢下的一盘（3分）还多
check-step-twice = “{ $step }”列出了两次
check-scoring-points = 一个结果值{ $points }对局分，超过了上限{ $max }
check-name-control = { $player }号牌手的名字里有控制字符
check-name-long = { $player }号牌手的名字超过{ $max }个字符
check-number-zero = { $name }的编号是0；牌手编号从1开始
check-number-shared = { $first }和{ $second }的编号都是{ $number }；一个编号只属于一名牌手
check-seat-zero = { $name }在0号座位；座位从1开始
check-dropped-after = { $name }在第{ $round }轮之后退赛；没有比赛有这么多轮
check-joined-round = { $name }在第{ $round }轮加入；轮次从1到{ $max }
check-no-such-player = 指向{ $player }号牌手，但只有{ $players }名牌手
check-score-games = 比分 { $score }：盘数比任何对局都多
check-bye-score = 比分为 { $score } 的轮空；轮空不用对战
check-time-format = “{ $time }”不是 2025-03-14T19:05:00Z 格式的时间
check-order-twice = { $name }在顺序中出现了两次
check-flip-round = 第{ $round }轮的掷硬币；轮次从1到{ $max }
check-seed-round = 第{ $round }轮的配对种子；轮次从1到{ $max }

## 结果 CSV（$column 是 CSV 的列名：round、player 等）

csv-empty = 是空的：应有一行表头，每场对局一行
csv-header-unreadable = 无法读取表头：{ $detail }
csv-unreadable = 无法按 CSV 读取：{ $detail }
csv-field-count = 有{ $fields }个字段；表头有{ $expected }个
csv-round-range = round 是{ $round }；必须在1到{ $max }之间
csv-own-opponent = { $name }被写成了自己的对手
csv-no-games = 0-0-0 不是结果：对局打完之前先不要写
csv-too-many-games = { $score } 的盘数比任何对局都多
csv-unknown-status = 未知的状态“{ $status }”：请用 dropped、disqualified、late 或留空
csv-no-matches = 有表头，但没有对局
csv-unknown-column = 未知的列“{ $column }”；列是 { $columns }，可选 status 和 division
csv-missing-column = 表头里没有“{ $column }”列
csv-value-empty = { $column } 是空的
csv-value-negative = { $column } 是 { $value }：不能为负数
csv-value-huge = { $column } 是 { $value }，远超任何比赛
csv-value-not-number = { $column } 是“{ $value }”，不是整数
csv-name-long = { $column } 的名字超过{ $max }个字符
csv-name-control = { $column } 的名字里有控制字符
csv-too-many-players = 超过{ $max }名牌手
csv-sides-differ = 第{ $round }轮：{ $player }对{ $opponent }在这里是{ $here }，但在第{ $other }行对方那边是{ $there }
csv-round-twice = { $name }在第{ $round }轮出现了两次（第{ $other }行也有）
csv-round-gap = 没有第{ $round }轮的对局，却有之后的轮次
csv-dropped-plays = { $name }被标为在第{ $round }轮退赛，却在第{ $later }轮有对局（第{ $other }行）

## 赛季文件

season-none-readable = 赛季中的比赛一场也读不出来
season-no-events-in-folder = 这个文件夹里没有比赛文件
season-not-season-file = 不是赛季文件：{ $detail }
season-format = 此 Podsheet 无法读取格式“{ $format }”（podseason/1）

## 列表

players-list-too-long = 名字超过{ $max }个
# A round's life (docs/rules.md §6)
check-cut-top = 淘汰赛只能是前8、前4或前2名，不能是前{ $top }名
check-cut-structure = 只有瑞士轮比赛（或导入的瑞士轮结果）才能晋级到淘汰赛
check-cut-after-round = 晋级须在比赛已有的某一瑞士轮（第1到{ $rounds }轮）之后，而不是第{ $round }轮之后
check-cut-too-few = 前{ $top }名需要{ $top }名牌手；本比赛有{ $players }名
check-cut-too-many-rounds = 前{ $top }名的淘汰赛打{ $most ->
   *[other] { $most }轮
}，但晋级后有{ $rounds }轮
check-cut-seeds = 前{ $top }名有{ $top }个种子，而不是{ $seeds }个
check-paired-from-rounds = 一轮只能依据它之前的轮次（共{ $before }轮）配对，而不是{ $rounds }轮

# season (issue 28)

season-points-not-pair = “{ $part }”不是“键=数字”的形式
season-points-not-number = “{ $part }”中的“{ $value }”不是数字
season-points-unknown-key = 未知的键“{ $key }”（可用的键为 win、draw、loss、attend）
season-points-too-large = { $key }={ $value } 分数太大：每项最多 { $max } 分
season-not-regular = 不是普通文件：{ $kind }
season-kind-fifo = 命名管道
season-kind-socket = 套接字
season-kind-char-device = 字符设备
season-kind-block-device = 块设备
season-kind-folder = 文件夹
season-kind-other = 特殊文件
# Results from the players' phones (issue 29)
check-report-code = “{ $code }”不是上报码：上报码由 A-Z 和 2-9 中的六个字母或数字组成，不含 I、O、0 和 1
check-extra-minutes = 补时{ $minutes }分钟超过了一桌的上限（最多{ $max }分钟）
check-report-device = 手机名称须为1到64个字符，且不含换行

## Added 2026-11-25 (issue 30): a name's reading
check-reading-control = { $player }号牌手名字的读音里有控制字符
check-reading-long = { $player }号牌手名字的读音超过{ $max }个字符
check-report-address = “{ $address }”不是网络地址（应类似 192.168.1.23）
check-report-codes-same = 结果单的两个半张需要两个不同的上报码
check-pod-number = 组号为 { $pod }；组号从 1 数到 { $max }

csv-unknown-division = 未知的组别“{ $division }”：请用 juniors、seniors、masters 或留空
csv-division-differs = { $name }在前面的行里属于 { $had }，这一行却属于 { $here }
check-forced-loss = { $name }在第{ $round }轮有一场无对手的负场，但轮次只能是1到{ $max }
check-file-place = 写有赛事中不存在的选手的名次（{ $place }），或名次为0
tdf-not-xml = 不是 Podsheet 能读取的 TOM 文件：XML 有错（{ $detail }）
tdf-unknown-root = 不是 TOM 文件：它以 <{ $element }> 开头，而 TOM 文件以 <tournament> 开头
tdf-no-element = 没有 <{ $element }>：每个 TOM 文件都有
tdf-bad-value = <{ $element }> 的 { $attribute }="{ $value }" 不是 TOM 会写的值
tdf-no-player = <{ $element }> 没有写选手（没有 userid）
tdf-unknown-player = 提到了不在 <players> 中的选手 { $userid }
tdf-player-twice = 两次列出选手 { $userid }
tdf-round-twice = { $name }在第{ $round }轮出赛两次
tdf-no-name = 选手 { $userid } 没有名字
tdf-name-long = 选手 { $userid } 的名字超过 { $max } 个字符或含有控制字符
tdf-round-gap = 第{ $round }轮没有对局，但之后还有轮次
check-pod-sheet-game = 分桌用表是万智牌的轮抽用表，而这是{ $game }的规则：{ $game }的比赛采用瑞士轮或循环赛（请用“新建比赛”重新创建，或改用万智牌的预设）
check-cut-division-twice = { $division }只有一个淘汰赛，不是两个
check-cut-seed-division = { $name }在{ $other }参赛，不在{ $division }
check-cut-division-top = 按组别晋级的规模等于其最大的淘汰赛，即前{ $most }名，而不是前{ $top }名
tdf-other-game = 是{ $game }的 TOM 文件（gametype="{ $code }"）：Podsheet 只读取宝可梦集换式卡牌游戏的 TOM 文件，不会按卡牌游戏的规则为其他游戏排名
tdf-game-video-game = 宝可梦电子游戏
tdf-game-go = Pokémon GO

check-round-minutes = { $minutes }分钟的一轮：每轮时长为1到{ $max }分钟
