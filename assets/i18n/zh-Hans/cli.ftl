# 命令行中给人看的句子（src/cli）。JSON 和 CSV 不随语言改变。

explain-no-ties = 没有对局积分相同的牌手：排名不需要同分处理。
explain-not-tied = { $name }没有与任何人同分：以{ $points }分对局积分单独排第{ $rank }名。

## 表格（JSON 和 CSV 不随语言改变）

cli-rank = 名次
cli-name = 名字
cli-points = 积分
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
cli-serve-locked = { $file } 已在 Podsheet 中打开（进程 { $pid }；锁文件为 { $lock }）：请让牌手通过应用的共享窗口上报，或先在应用中关闭该文件。如果 Podsheet 没有在运行，请删除锁文件。
cli-serve-confirmed = 第{ $table }桌，{ $place }：{ $score }，双方手机一致；已写入文件。
cli-serve-disputed = { $place }：手机结果不一致（{ $results }）；请在应用或文件中处理
