# 打印件 (src/io/pdf)：组记录表、配对、结果单、排名

pdf-bye = 轮空
pdf-held-score = { $score } 暂缓
pdf-held = 暂缓
pdf-season-title = 赛季：{ $name }
pdf-season-missing = 第{ $event }晚（{ $file }）无法读取：不计入任何人（以?标记）。
pdf-title-pairings = { $event }：配对
pdf-title-slips = { $event }：结果单
pdf-title-standings = { $event }：排名
pdf-title-round = { $event }：配对和结果单
pdf-title-playoff = { $event }：淘汰赛
pdf-bye-caps = 轮空
pdf-dq = 取消资格
pdf-win = W
pdf-loss = L
pdf-draw = D
pdf-event-blank = 比赛：______________________
pdf-date-blank = 日期：____________
pdf-games = 盘
pdf-wld = W/L/D
pdf-no = 编号
pdf-name = 名字
pdf-seat = 座位
pdf-round-short = R{ $round }
pdf-record = 战绩
pdf-matches-lower = 对局
pdf-rank = 名次
pdf-deck = 套牌
pdf-first-pick = 首抓
pdf-how-ties = 同分如何分出名次
pdf-how-ties-continued = { $event }：同分如何分出名次（续）
pdf-pairings-title = { $event }：{ $name }配对
pdf-pairings-note = 按名字排序。找到自己的名字，再前往对应的桌号。
pdf-table = 桌
pdf-player = 牌手
pdf-opponent = 对手
pdf-record-points = （{ $record }，{ $points } 分）
pdf-continued = （续）
pdf-slip-heading = { $name } · 第{ $table }桌
pdf-games-won = 胜盘数
pdf-drawn-games = 平盘数
pdf-signed = 签名：{ $name }
decided-points = 积分
decided-wins = 胜场
decided-roll = 抽签
decided-entry = 登记顺序
pdf-points = 积分
pdf-matches = 对局
pdf-games-head = 盘
pdf-decided-by = 决定因素
pdf-standings-title = { $event }：第{ $rounds }轮后的排名
pdf-step-is = { $short } = { $name }
pdf-rules-steps = 规则“{ $rules }”：{ $steps }。
pdf-left-out = 不使用{ $step }：每位牌手都已与其他所有人交过手。
pdf-none-ranked = 还没有牌手获得排名。
pdf-qr-heading = 在手机上查看配对、排名及名次原因：
pdf-qr-note = 连接店内 Wi-Fi 即可，无需安装任何应用。扫描二维码或输入网址。
pdf-qr-small = 在手机上查看排名：
pdf-round-n = 第{ $round }轮
pdf-vs = 对
pdf-wld-colon = W/L/D：
pdf-games-won-colon = 胜盘数：
pdf-coin-flip-note = { $source }（掷硬币）
rules-seating = 座位：
rules-seating-text = 轮抽前随机安排座位；轮抽顺序不是种子排位。本表上每位牌手的编号就是下面各格所指的编号。
rules-pairings = 配对：
rules-pairings-round-robin-7 = 每位牌手与其他所有人各对局一次，每轮一行格子。每轮有一名牌手轮空，算作一局对局胜利。
rules-pairings-single-elimination = 第1轮按图示编号配对。胜者进入每行下方写明的格子；输的牌手被淘汰。
rules-pairings-round-robin-double = 每位牌手与其他所有人各对局两次，每轮一行格子；第6到10轮重复第1到5轮。
rules-pairings-swiss-9 = 第1轮按图示编号配对，9号牌手轮空。之后按对阵图进行：每行写明哪个格子的胜者或负者在此对局，每轮有一个格子是轮空（算一局胜利）。没有人会与同一对手相遇两次或轮空两次。唯一的例外是平局（见“平局”）。
rules-pairings-swiss = 第1轮按图示编号配对。之后按对阵图进行：每行写明哪个格子的胜者或负者在此对局。唯一的例外是平局（见“平局”）。
rules-time-limits = 时间限制：
rules-time-limits-text = 每轮{ $minutes }分钟。如果时间到时对局尚未结束，双方再共同进行五个回合；届时仍未打完的那一盘算作打平。
rules-best-of-one = 一盘制：
rules-best-of-one-text = 每场对局只打一盘。为每位牌手写 W（胜）、L（负）或 D（平）。
rules-best-of-three = 三盘两胜制：
rules-best-of-three-text = 先赢两盘的牌手赢得对局。如果在此之前时间到，赢盘多的牌手赢得对局；赢盘数相同则为平局。只计算已开始的盘：第三盘进行中时间到记为 1-1-1，第三盘没有开始则为 1-1。
rules-draws = 平局：
rules-draws-round-robin = 平局的对局双方各得1分，胜得3分，负得0分。不允许协议平局。
rules-draws-single-elimination = 对局打成平局后，掷硬币决定哪位牌手进入下一个格子；应用会记录掷硬币的结果。不允许协议平局。
rules-draws-swiss-9 = 对局打成平局后，掷硬币决定谁作为该格的胜者、谁作为负者继续；应用会记录掷硬币的结果。第二次平局后，比赛其余部分按战绩配对。不允许协议平局。
rules-draws-swiss = 对局打成平局后，掷硬币决定谁作为该格的胜者、谁作为负者继续；应用会记录掷硬币的结果。如果第1轮打平的两位牌手在第2轮后战绩相同，他们在对阵图中互换位置。不允许协议平局。
rules-tiebreakers = 同分处理：
rules-step-numbered = { $number }. { $step }
rules-fallback-roll = 随机抽签，只抽一次并与比赛一起保存
rules-fallback-entry = 牌手的登记顺序
rules-tiebreakers-text = { $description }。1. 对局积分：胜3分（轮空算胜），平1分，负0分。{ $steps }。所有步骤都相同的牌手按{ $fallback }排序。
rules-tiebreakers-text-skip = { $description }。1. 对局积分：胜3分（轮空算胜），平1分，负0分。{ $steps }。所有步骤都相同的牌手按{ $fallback }排序。每人都与其他每人对局后，不再使用比较对手的步骤。
# A round's life (docs/rules.md §6)
pdf-replaces = 已于{ $time }重新配对：如果之前打印过{ $name }，请丢弃旧的打印件，使用这一份。
# Results from the players' phones (issue 29)
pdf-report-here = 用手机上报结果（上报码 { $code }）：
pdf-title-still-playing = { $event }：仍在进行的桌
pdf-still-playing-title = { $event }：{ $name }仍在进行的桌

## Added 2026-11-25 (issue 30)
pdf-error-not-a-sheet = 这场比赛不使用组记录表（它是{ $what }）；请改为打印配对、结果单或排名
pdf-error-round-robin = 循环赛
pdf-error-swiss = 瑞士轮比赛
pdf-error-results = 导入的结果
pdf-error-no-rounds = 还没有任何一轮完成配对，因此没有可打印的配对或结果单
pdf-error-player-count = “{ $template }”记录表供{ $expected }名牌手使用，但这场比赛有{ $found }名
pdf-error-no-cut = 这场比赛没有淘汰赛：请先选出前8、前4或前2名的晋级名单（比赛 → 晋级前8名）
pdf-error-font = 无法读取内嵌字体
pdf-slip-half = { $name }的半张（只交给{ $name }）

## A given match on the pairings (issue 35 part 4)

pdf-given-win = 判胜（{ $name }已退赛）
pdf-dropped-out = 已退赛：判{ $name }胜
pdf-tied-games = 平局盘数

pdf-double-loss = 双方判负
