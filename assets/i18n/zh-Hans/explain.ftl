# 同分说明（src/text/explain）。每条消息都是一个完整的句子或句子的一部分；
# 牌手名字、数字和列表作为参数传入，已按该语言的格式排好。

## 同分处理与术语（见 GLOSSARY.md）

step-match-points = 对局积分
step-omp = 对手对局积分
step-omw = 对手对局胜率
step-gpg = 每盘盘分
step-gw = 盘胜率
step-ogw = 对手盘胜率
step-oomw = 对手的对手对局胜率
step-cumulative = 累积同分处理
step-ow = 对手胜率
step-oow = 对手的对手胜率
step-win-resistance = 胜场抗性
step-win-resistance-resistance = 胜场抗性的抗性

# 排名表的列标题（简称）。
short-match-points = 积分
short-match-wins = 胜场
short-omp = OMP
short-omw = OMW%
short-gpg = GP/G
short-gw = GW%
short-ogw = OGW%
short-oomw = OOMW%
short-cumulative = 累积
short-ow = OW%
short-oow = OOW%
short-win-resistance = WR
short-win-resistance-resistance = WRR

decider-roll = 已保存的随机抽签结果
decider-entry-order = 登记的先后顺序

## 数字与连接

# 百分比：$value 已格式化（"44.44"）。
percent = { $value }%
points = { $count ->
   *[other] { $count }分
}
# 同一组中各牌手说明之间。
phrase-separator = {"；"}
# 排名顺序中名字之间（"Ann、Bo、Cy"）。
sentence-separator = {""}
order-separator = {"、"}
# "依次为：…"的各组之间。
then-separator = {"，然后是"}
# 括号内注释之间。
note-separator = {"，"}

## 一个同分组，逐步说明

tie-open = { $players }同为{ $points }。
ranking-is = 排名为：{ $order }。
step-first = { $step }：{ $detail }
step-go-to = { $players }进入{ $step }比较：{ $detail }
step-each-set = { $step }，对每一组仍然同分的牌手分别比较。{ $parts }
set-part = { $players }：{ $detail }
set-detail = { $phrases }。{ $outcome }
skip-round-robin = 不使用{ $step }：每位牌手都已和其他所有人交过手，这一项无法区分牌手。
fallback-roll-missing = { $players }的每一项同分处理都相同。需要随机抽签决定；目前还没有抽签，在抽签之前按登记的先后顺序列出：{ $order }。
fallback-decides = { $players }的每一项同分处理都相同；由{ $decider }决定：{ $order }。

outcome-still-tied = { $players }仍然同分。
outcome-ahead = { $ahead }排在{ $behind }之前。
outcome-orders = 由此排名为{ $order }。
outcome-in-order = 依次为：{ $parts }。
outcome-part-tied = { $players }（仍然同分）

## 比较两位牌手

pair-disqualified = { $name }已被取消资格，不参与排名。
pair-ahead-on-points = { $ahead }（{ $ahead_points }）凭对局积分排在{ $behind }（{ $behind_points }）之前。
match-wins =
    { $count ->
    *[other] { $count } 场对局胜利
    }
pair-ahead-on-wins = { $ahead }（{ $ahead_points }）凭对局胜场排在{ $behind }（{ $behind_points }）之前。
pair-tied = { $ahead }和{ $behind }同为{ $points }。
pair-equal-on = 两人在以下各项上相同：{ $steps }。
step-with-value = { $step }（{ $value }）
pair-first-orders = 第一项能分出两人先后的同分处理是{ $step }：{ $ahead_phrase }；{ $behind_phrase }。{ $ahead }排在前面。
pair-equal-every = 两人的每一项同分处理都相同；由{ $decider }决定，{ $ahead }排在前面。

## 一位牌手的数值是怎么算出来的

phrase-points = { $who }：{ $points }（{ $won }胜，{ $drawn }平，轮空{ $byes }次）
phrase-points-per-game = { $who }：{ $games }盘共{ $points }分 = { $value }
phrase-game-points = { $who }：在可得的{ $possible }盘分中获得{ $points }分 = { $value }
phrase-game-points-floored = { $who }：在可得的{ $possible }盘分中获得{ $points }分 = { $value }（{ $raw }已提高到最低值）
phrase-no-opponents = { $who }还没有对手，因此按{ $value }计算
phrase-opponent-points = { $who }的对手积分为{ $items } = { $sum } / { $count } = { $value }
opponent-points-floored = { $points }（{ $record }按{ $points }分计算）
phrase-opponents = { $who }的对手：{ $items } = { $sum } / { $count } = { $value }
opponent-value = { $opponent } { $value }
opponent-value-notes = { $opponent } { $value }（{ $notes }）
note-raised = { $raw }提高到最低值{ $used }
with-bye-note = { $phrase }；{ $count ->
   *[other] { $who }在第{ $rounds }轮轮空，没有可计入的对手
}
beaten = { $opponent }（{ $value }）
beaten-resistance = { $opponent }（胜场抗性 { $value }）
drew = 与{ $opponent }打平（{ $value } / 3 = { $used }）
drew-resistance = 与{ $opponent }打平（胜场抗性 { $value } / 3 = { $used }）
beaten-bye = 轮空（0）
beat-no-one = { $who }没有战胜任何人，计为0
beat = { $who }战胜的对手：{ $items }，合计{ $total }
pool-round = { $earned } → { $pool }
phrase-pools = { $who }：每轮所得积分与奖励池 { $rounds } = { $value }

## 规则预设，每项一行（菜单、帮助、打印的规则）

preset-pod-rr = 7人循环赛记录表：积分、胜场抗性
preset-pod-swiss = 8人/10人瑞士轮记录表：DCI同分处理，轮空记为0-0
preset-mtr = 万智牌赛事规则附录C（最低值0.33）
preset-wotc = 威世智公布的排名（最低值1/3）
preset-melee = melee.gg（打平的盘计0分）
preset-wer = Wizards Event Reporter（PMW%不计轮空）
preset-wer-team = WER团队赛（OOMW%）
preset-cumulative = 2010年代初的高级别赛事（累积）
preset-custom = 自定义选项

## 纸质记录表上带字母的格子（src/text/sheet.rs）

source-player = { $number }号牌手
source-winner = { $letter }的胜者
source-loser = { $letter }的败者
source-waiting-flip = { $source }：等待{ $letter }的掷硬币结果

## 比赛中发现的问题（src/engine/validate.rs）

validate-no-name = { $number }号牌手没有名字。
validate-same-name = 有两位牌手都叫{ $name }：请给其中一位加上姓氏或首字母。
validate-unknown-player = { $place }：指向了一位不在记录表上的牌手。
validate-against-themselves = { $place }：{ $name }被配对与自己对战。
validate-two-matches = 第{ $round }轮：{ $name }出现在两场对局中（{ $first }和{ $place }）。
validate-dropped-has-result = { $round ->
    [0] { $place }：{ $name }缺席（第1轮前退出），但这里有结果。
   *[other] { $place }：{ $name }在第{ $round }轮后已退赛，但这里有结果。
}
validate-joined-has-result = { $place }：{ $name }从第{ $round }轮才加入，但这里有结果。
validate-no-result = { $place }：还没有结果。
validate-cannot-happen = { $place }：{ $score }不可能出现：{ $why }。
validate-intentional-draw = { $place }：{ $score }是协议平局，本记录表不允许协议平局。
validate-shared-seat = { $first }和{ $second }都被安排在{ $seat }号座位：请给其中一位换个座位。
impossible-best-of-one = 一盘制（BO1）对局只有一盘：胜、负或平（1-0、0-1或0-0-1）
impossible-over-two = 三盘两胜制（BO3）中，牌手赢下2盘即结束
impossible-both-two = 三盘两胜制中，双方不可能都赢下2盘
impossible-too-many = 没有哪场对局会有这么多盘
place-quarterfinal = 四分之一决赛{ $label }（{ $a } 对 { $b }）
place-semifinal = 半决赛{ $label }（{ $a } 对 { $b }）
place-final = 决赛（{ $a } 对 { $b }）
place-match = 第{ $round }轮，第{ $table }桌（{ $a } 对 { $b }）
place-box = 第{ $round }轮，第{ $table }桌，格子{ $label }（{ $a } 对 { $b }）
place-bye = 第{ $round }轮（{ $a }轮空）
unknown-player = 未知牌手
# 原样显示的名字或其他文字（句子中不需要额外措辞的部分）。
text = { $text }

## 一轮为什么这样配对（src/engine/pairing）

pair-rematch = { $a }和{ $b }再次相遇：本轮无论怎样配对，都无法避免所有重复对战。
float-odd = { $points }分的牌手剩下奇数人
float-rematch = 剩下的{ $points }分牌手无法在不重复对战的情况下全部互相配对
float-down = { $high }（{ $high_points }分）向下配对{ $low }（{ $low_points }分）：{ $why }。
bye-everyone-had-one = { $name }轮空：每个人都已经轮空过，而{ $name }是能在不造成重复对战的情况下轮空的排名最低的牌手。
bye-again = { $name }再次轮空：所有还没轮空过的牌手都需要安排到别的对局中，以避免重复对战。
bye-lowest = { $name }轮空：在还没轮空过的牌手中排名最低。
bye-lowest-others = { $name }轮空：在还没轮空过、且轮空不会导致重复对战的牌手中排名最低（{ $others }不行）。
pair-random = 第{ $round }轮随机配对（已保存的随机种子：{ $seed }）。
pair-random-within-points = 第{ $round }轮在同分选手之间随机配对，多出的一人随机与下一分数段配对（已保存的随机种子：{ $seed }）。
pair-across-seat = 第{ $round }轮按座位对坐配对：每人与坐在桌子对面（相隔半桌）的牌手对战。
pair-across-number = 第{ $round }轮按牌手编号对坐配对：每人与编号相隔半桌人数的牌手对战。
bye-odd-last = { $name }轮空：牌手人数为奇数，且排在顺序的最后。
round-robin-sheet-round = 7人记录表赛程的第{ $round }轮。
round-robin-round = 循环赛赛程（圆圈法，{ $players }人）的第{ $round }轮。
bye-absent-opponent = { $name }轮空：原定对手{ $absent }本轮不参赛。
records-absent = { $name }不参加第{ $round }轮：记录表的晋级路线不再适用，因此从第{ $round }轮起按战绩配对。
records-draws = 有{ $count }场对局打平（{ $boxes }）：记录表的晋级路线不再适用，因此从第{ $round }轮起按战绩配对。
records-off-sheet = 第{ $round }轮重新配对时有桌次按战绩配对：记录表的晋级路线不再适用，因此从第{ $round }轮起按战绩配对。
draw-in-round = 第{ $round }轮
flip-sends = 格子{ $letter }（{ $a } 对 { $b }）打平：掷硬币结果让{ $winner }作为胜者晋级。
swap-round-three = { $x }和{ $y }在第1轮打平，第2轮后两人的对局积分都是{ $points ->
   *[other] { $points }分
}：第3轮两人互换位置。
no-swap = { $x }和{ $y }在第1轮打平，但第2轮后对局积分分别为{ $x_points }分和{ $y_points }分：不互换，维持掷硬币的结果。

## 输入的比分（src/model/score_text.rs）

score-not-a-score = “{ $text }”不是比分：请输入胜、负、平的盘数（2-1、21、2-1-1），或w、l；协议平局请输入id
score-which-draw = “{ $text }”没有说明是哪种平局：请按实际对局输入，1-1（第3盘没有开始）或1-1-1（第3盘进行中时间到）；协议平局请输入id（0-0-3）
score-too-many-games = “{ $text }”：没有对局会有这么多盘
score-empty = 0-0不是结果：对局进行之前请让格子保持空白；协议平局记为0-0-3（输入id）
lang-preparing = { $language }仍在翻译中：尚未翻译的部分以英文显示。
lang-pseudo = { $tag } 是伪语言环境：加上重音符号、长约40%的英文，用于检查版面。

## 当晚的轮抽组与牌手（src/engine/night.rs）

# 以下三条接在"第N行……"之后。
name-control-character = 含有控制字符
name-too-long = 超过了{ $max }个字符
name-twice = “{ $name }”已经在第{ $line }行（“{ $first }”）：每位轮抽牌手只写一次
night-no-pod = 没有第{ $pod }组。
night-pod-has-results = 第{ $pod }组已经有结果：组内牌手不能再变动。
night-pod-keeps-rounds = 第{ $pod }组保留自己的轮次和座位（已不是当晚分组时的样子）：这里不能移入或移出牌手。缺席者按第1轮前退赛处理。
night-no-show-played = { $name }在第{ $round }轮有结果，不算缺席：请改为某轮后退赛（名字旁的…菜单）。
night-pod-full = 第{ $pod }组已满（{ $max }人）。
night-pod-no-player = 第{ $pod }组没有{ $player }号牌手。
night-type-name = 请输入新牌手的名字。
night-already-playing = { $name }今晚已经在参赛了。
night-pod-full-start-new = 第{ $pod }组已满：请另开一个新组。
night-only-pod = 当晚唯一的一组至少需要一位牌手。

## 手动配对或修改的轮次（src/engine/pairing/check.rs）

check-no-round = 没有第{ $round }轮
check-swap-unknown-player = 两名玩家中有一人不在本赛事中：请重新选择
check-not-playing = { $name }在第{ $round }轮中被配对，但并不参加这一轮。
check-against-themselves = { $name }被配对与自己对战。
check-rematch = { $a }和{ $b }已经交过手：这是重复对战。
check-second-bye = { $name }第二次轮空，而{ $waiting }{ $count ->
   *[other] 还一次都没有轮空过
}。
check-paired-times = { $name }在第{ $round }轮中被配对了{ $times }次。
check-not-paired = { $name }在第{ $round }轮中没有被配对。
check-swap-has-result = { $name }的对局已经有结果：交换之前请先清除结果。

## 组的形式、无法配对的原因、淘汰赛、赛季、纸质记录表

pod-format-round-robin-7 = 7人循环赛记录表
pod-format-swiss-8 = 8人瑞士轮记录表
pod-format-swiss-10 = 10人瑞士轮记录表
pod-format-swiss = 瑞士轮
pod-plays = { $format } · { $games ->
    [1] 一盘制
    [3] 三盘两胜制
   *[other] { $games }盘
} · { $rounds }轮（每轮{ $minutes }分钟）
pairing-not-finished = 第{ $round }轮尚未结束：还有{ $missing }个结果未录入
pairing-over = 比赛已结束：全部{ $rounds }轮都已打完
pairing-too-few = 无人可配对：第{ $round }轮只有{ $active }名在赛牌手
pairing-too-many = 瑞士轮最多配对{ $max }名牌手；第{ $round }轮有{ $active }名
pairing-round-robin-size = 循环赛需要3到16名牌手；本比赛有{ $players }名
pairing-sheet-players = { $expected }人记录表需要编号为1到{ $expected }的牌手：{ $problem }
sheet-players-count = 本比赛有{ $players }名
sheet-players-number = { $name }的编号是{ $number }
sheet-players-twice = 编号{ $number }被用了两次
pairing-seed-needed = 第{ $round }轮随机配对：请先为它抽取配对种子
pairing-not-planned = 导入的结果没有安排下一轮
pods-no-players = 报名名单里没有名字
pods-bad-size = 一组有{ $min }到{ $max }名牌手；{ $size }不是组的人数
playoff-seeded = 瑞士轮{ $rounds }轮后的前{ $top }名：按瑞士轮排名，1号种子对{ $top }号，2号对{ $second }号……
playoff-round = 前{ $top }名的{ $name }：上一轮的胜者相遇。
playoff-needs-winner = { $place }：{ $score }没有胜者；淘汰赛的对局必须分出胜负。
playoff-error = 淘汰赛无法继续：{ $why }
cut-not-swiss = 只有瑞士轮比赛才能晋级到前8、前4或前2。
cut-not-finished = 第{ $round }轮尚未结束：瑞士轮的结果全部录入后才能晋级。
cut-too-few = 前{ $top }名需要{ $top }名牌手；本比赛有{ $players }名。
cut-already = 本比赛已经晋级到前{ $top }名。
playoff-quarterfinals = 四分之一决赛
playoff-semifinals = 半决赛
playoff-final = 决赛
season-no-ties = 没有牌手的赛季积分相同：赛季排名不需要同分处理。
season-tied = { $ahead }和{ $behind }的赛季积分都是{ $points }分。
season-by-matches-won = 按赛季中赢得的对局数，{ $ahead }领先：{ $ahead_count }比{ $behind_count }。
season-by-fewer-losses = 两人赢得的对局数相同（{ $won }）；输掉的对局更少的{ $ahead }领先：{ $ahead_count }比{ $behind_count }。
season-by-events = 两人的胜负对局数都相同；按参加的比赛场数，{ $ahead }领先：{ $ahead_count }比{ $behind_count }。
season-by-first-seen = 各个步骤都相同；{ $ahead }更早加入赛季（{ $ahead }从第{ $ahead_event }场开始，{ $behind }从第{ $behind_event }场开始）。
season-by-entry = 各个步骤都相同，且两人都从第{ $event }场开始参加；{ $ahead }在那场比赛中登记得更早。
season-placed = { $event }：{ $name }的对局和参赛共得{ $earned }分，但记为{ $points }分：每个淘汰赛名次至少比其下各名次的最高分多1分。
template-round-robin-7 = 7人循环赛
template-swiss-8 = 8人瑞士轮
template-swiss-10 = 10人瑞士轮
template-single-elimination-8 = 8人单败淘汰赛
template-round-robin-6-double = 6人双循环赛
template-swiss-9 = 9人瑞士轮，每轮一人轮空
heading-round-robin-7 = 7人：一盘制，每位牌手与其他所有人各对局一次（七轮）。每轮限时20分钟。
heading-swiss-8 = 8人：三盘两胜制，瑞士轮（三轮）。每轮限时50分钟。
heading-swiss-10 = 10人：三盘两胜制，瑞士轮（三轮）。每轮限时50分钟。
heading-single-elimination-8 = 8人：三盘两胜制，单败淘汰（三轮）。每轮限时50分钟。
heading-round-robin-6-double = 6人：一盘制，每位牌手与其他所有人各对局两次（十轮）。每轮限时20分钟。
heading-swiss-9 = 9人：三盘两胜制，瑞士轮（三轮），每轮一人轮空。每轮限时50分钟。
# A round's life (docs/rules.md §6)
round-name = 第{ $round }轮
pairing-waits = 第{ $round }轮暂缓配对：{ $place }的{ $score }不可能出现：{ $why }。
playoff-draw-why = 淘汰赛的对局必须分出胜负
cut-has-playoff-results = 淘汰赛已有对局录入了结果
life-not-stale = 第{ $round }轮与结果相符：无需重新配对。
life-off-sheet-waits = 保留的结果已不符合记录表，其余桌次按战绩配对，但需等待{ $place }的结果
life-off-sheet-flip = 保留的结果已不符合记录表，其余桌次按战绩配对，但需等待{ $place }的掷硬币
life-off-sheet-waits-all = 保留的结果已不符合记录表，其余桌次按战绩配对，但需等待之前的每个格子都有结果
life-not-paired = { $name }在第{ $round }轮中没有被配对。
life-bye-no-opponent = { $name }在第{ $round }轮轮空：没有对手可判对局胜利；请改为重新配对这一轮。
life-has-result = { $name }在第{ $round }轮的对局已经有结果。
life-opponent-out = { $opponent }也不参加第{ $round }轮：没有人可以获得这场对局的胜利，请改为重新配对这一轮。
life-cut-not-stale = 晋级名单与瑞士轮排名相符：无需重新选出。
life-no-result = 无结果
life-bye-result = 轮空
# 变动（cause-*）写成名词短语，用列表连接成 { $causes }。
cause-list = { $items }
cause-result = 第{ $round }轮第{ $table }桌的结果变更（{ $from }→{ $to }）
cause-result-cleared = 第{ $round }轮第{ $table }桌的结果被清除（原为{ $from }）
cause-dropped = { $after ->
    [0] { $name }缺席
   *[other] { $name }退赛（第{ $after }轮后）
}
cause-disqualified = { $name }被取消资格
cause-came = { $name }加入
cause-differs = 之前结果的变动
cause-more = { $count ->
   *[other] 其他{ $count }处变动
}
# 从 life-stale 到 life-advice-cut-stands 是句子的一部分（句末不加句号）。
life-stale = 第{ $round }轮配对后出现了变动：{ $causes }
life-stale-legacy = 第{ $round }轮与按之前各轮重新配对的结果不再一致
life-advice-repair = 请重新配对（尚未录入结果）
life-advice-repair-rest = { $played ->
   *[other] 已录入的{ $played }个结果保持不变
}，请重新配对{ $open ->
   *[other] 没有结果的桌（{ $tables }）
}
life-advice-cannot = 暂时无法重新配对：{ $why }
life-dropped-paired = { $after ->
    [0] { $name }缺席，但在第{ $round }轮仍与{ $opponent }配对；请重新配对第{ $round }轮，或判{ $opponent }赢得对局
   *[other] { $name }在第{ $after }轮后退赛，但在第{ $round }轮仍与{ $opponent }配对；请重新配对第{ $round }轮，或判{ $opponent }赢得对局
}
life-dropped-bye = { $after ->
    [0] { $name }缺席，但在第{ $round }轮仍有轮空；请重新配对第{ $round }轮
   *[other] { $name }在第{ $after }轮后退赛，但在第{ $round }轮仍有轮空；请重新配对第{ $round }轮
}
life-disqualified-paired = { $name }已被取消资格，但在第{ $round }轮仍被配对；请重新配对第{ $round }轮
life-stale-cut = 前{ $top }名晋级后出现了变动：{ $causes }
life-stale-cut-legacy = 前{ $top }名的晋级名单与瑞士轮排名不再一致
life-advice-recut = 请重新选出晋级名单（淘汰赛尚无结果）
life-advice-cut-stands = 晋级名单保持不变：{ $why }
life-warning = { $what }；{ $advice }
change-repaired = 第{ $round }轮于{ $time }重新配对，原因：{ $causes }；{ $count ->
    [0] 没有桌次变动
   *[other] 第{ $tables }桌有变动
}。
change-kept = 第{ $round }轮于{ $time }保留原配对，尽管有以下变动：{ $causes }。
change-conceded = 第{ $round }轮配对后{ $name }退赛：已判{ $opponent }赢得对局（{ $time }）。
change-recut = 前{ $top }名于{ $time }重新选出，原因：{ $causes }。
change-cut-kept = 前{ $top }名的晋级名单于{ $time }保持不变，尽管有以下变动：{ $causes }。
cause-repaired = 第{ $round }轮重新配对
# The end of a sentence the app makes from a clause.
sentence-end = 。
life-all-played = 本轮每一桌都已有结果
life-advice-all-played = 已有结果保持不变（更正后继续）：请保留该轮配对
# A round's life, batch 2
rounds-not-swiss = 只有瑞士轮比赛可以设置轮数：记录表和循环赛的轮数是固定的。
rounds-after-cut = 瑞士轮已选出淘汰赛晋级名单：轮数已经确定。
rounds-below-played = 瑞士轮不能在第{ $rounds }轮结束：第{ $played }轮已经有结果。
rounds-too-many = { $rounds }轮超过了一场比赛的上限（{ $max }轮）。
dropped-mark = { $round ->
    [0] （缺席）
   *[other] （第{ $round }轮后退赛）
}
held-mark = （{ $round }：{ $score } 暂缓）
held-result = { $score } 暂缓：{ $why }（在店家更正之前不计入任何地方）
# The end of a round (issue 29)
round-end-table = 第{ $table }桌：{ $a } 对 { $b }
round-end-extra = { $line }（+{ $minutes }分钟）
round-end-extra-left = { $line }（+{ $minutes }分钟：剩余 { $left }）
round-end-extra-up = { $line }（+{ $minutes }分钟：时间到）
round-end-still-playing = 仍在进行的桌
round-end-none = 每一桌都已有结果或上报。

## Added 2026-11-25 (issue 30)
playoff-error-size = 淘汰赛只能是前8、前4或前2名，不能是前{ $top }名
playoff-error-too-few = 前{ $top }名需要{ $top }名有排名的牌手；瑞士轮只有{ $ranked }名
playoff-error-draw = 第{ $round }轮：{ $pairing } 是平局；淘汰赛的对局必须分出胜负
playoff-error-not-in-bracket = 第{ $round }轮：{ $pairing } 不是淘汰赛对阵中的对局（对阵为{ $expected }）
playoff-error-bye-not-in-bracket = 第{ $round }轮：{ $name } 的轮空不在淘汰赛对阵中（对阵为{ $expected }）
playoff-error-too-many-rounds = 前{ $top }名的淘汰赛只打{ $rounds }轮；第{ $round }轮是多出来的

## Other games (docs/rules.md §8)

step-owp = 对手胜率
step-oowp = 对手的对手胜率
step-head-to-head = 直接交手结果
step-ctb = 累积同分值
step-pml = 对局败率
# TODO(read)
step-oml = 对手的对局败率
step-octb = 对手的平均CTB
# TODO(read)
step-game-wins = 胜盘数
# TODO(read)
step-ompp = 对手的对局积分率
# TODO(read)
step-game-two-wins = 第二盘胜数
short-owp = OWP
short-oowp = OOWP
short-head-to-head = 交手
short-ctb = CTB
short-pml = PML
# TODO(read)
short-oml = OML%
short-octb = OCTB
# TODO(read)
short-game-wins = 胜盘
# TODO(read)
short-ompp = OMPP
# TODO(read)
short-game-two-wins = 第二盘
preset-pokemon = 宝可梦集换式卡牌游戏：对手胜率、直接交手、随机抽签
# TODO(read)
preset-fab = Flesh and Blood：CTB、对局败率、对手的对局败率、OCTB、随机抽签（发行商的顺序，以TRP 1.10 §1.4为准）
preset-yugioh = 游戏王TCG：OMW%、OOMW%，没有平局（双方判负）
preset-lorcana = 迪士尼洛卡纳（三盘两胜）：OMW%、GW%、OGW%（最低值0.33）
# TODO(read)
preset-lorcana-two-game = 迪士尼洛卡纳两盘制对局（2-0计7分）：胜盘数、对手的对局积分率、第二盘胜数（Melee的顺序）
# TODO(read)
preset-lorcana-two-game-playhub = 迪士尼洛卡纳两盘制对局按3 / 1 / 0计分：OMW%、OGW%（依PlayHub所见的计分方式）
preset-one-piece = 航海王卡牌游戏：没有平局（双方判负），同分处理由你选择
# TODO(read)
preset-swu = 星球大战：无限：对局胜数、OMW%、GW%、OGW%（Melee的顺序）
game-magic = 万智牌
game-pokemon = 宝可梦集换式卡牌游戏
game-fab = Flesh and Blood
game-yugioh = 游戏王TCG
game-lorcana = 迪士尼洛卡纳
game-lorcana-two-game = 迪士尼洛卡纳（两盘制对局）
game-one-piece = 航海王卡牌游戏
game-swu = 星球大战：无限
h2h-beat = { $winner }在第{ $round }轮战胜了{ $loser }
h2h-not-met = { $a }和{ $b }没有交过手
h2h-no-winner = { $a }和{ $b }交过手，但没有分出胜负
h2h-not-two = 直接交手只在恰好两人同分时适用，现在有{ $count }人同分
pair-head-to-head = 第一项能分出两人先后的同分处理是直接交手：{ $detail }。{ $ahead }排在前面。
phrase-ctb = { $who }：每轮后的对局分为{ $totals }；累积值（上一轮的值 / 4 + 到此为止的分数）为{ $running }，全胜选手为{ $best } = { $value }
phrase-pml = { $who }：{ $played }场对局中输了{ $lost }场 = { $value }
# TODO(read)
phrase-game-wins = { $who }赢了{ $won }盘
# TODO(read)
phrase-game-wins-byes = { $who }赢了{ $won }盘（其中{ $byes }盘来自轮空）
# TODO(read)
ompp-item = { $opponent } { $possible }分中得{ $points }分
# TODO(read)
phrase-ompp = { $who }的对手：{ $items }：{ $points }分 / { $count }名对手 / 最多{ $possible }分 = { $value }
# TODO(read)
phrase-game-two = { $who }在{ $won }场对局中赢了第二盘（每场都是2-0），计为{ $total }
# TODO(read)
phrase-with-notes = { $phrase }（{ $notes }）
# TODO(read)
note-game-two-byes = 其中{ $count }来自轮空
# TODO(read)
note-game-two-unknown = { $count }场1-1对局的比分看不出第二盘谁赢，不计给任何一方
note-bye-left-out = 不计轮空
note-capped-drop = 因中途退出，{ $raw }降到{ $used }
impossible-two-game = 两盘制对局最多两盘（2-0、1-1，或第二盘未完成的1-0）
impossible-no-draws = { $game }没有平局：未分胜负的对局算双方都输（输入dl）
impossible-no-double-loss = { $game }没有双方判负：请按实际的各盘结果输入
not-built-in = { $game }：未能查到发行商关于{ $facts }的规定，因此没有内置；Podsheet使用默认值，由主办方决定。
fact-points = 对局分
fact-bye = 轮空
fact-tiebreakers = 同分处理
fact-floors = 最低值与上限
fact-shape = 按人数定的轮数
fact-pairing = 配对方式
fact-playoff = 淘汰赛规则
# TODO(read)
fact-last-step = 最后的同分处理
# TODO(read)
choice-swu-omw = 星球大战：无限：Melee在OMW%中把平局的对局算作3分中的1分，同时又说那里只计胜局；Podsheet把平局算作1分，由主办方决定。
# TODO(read)
choice-lorcana-two-game = 迪士尼洛卡纳（两盘制对局）：Melee依次按胜盘数、对手的对局积分率和第二盘胜数排名，而PlayHub曾被看到每场按3 / 1 / 0计分并使用OMW%和OGW%；默认采用Melee的顺序，PlayHub的方式是预设lorcana-two-game-playhub，由主办方决定。
choice-lorcana-ompp-bye = 迪士尼洛卡纳（两盘制对局）：Melee没有说明对手的轮空如何计入对手的对局积分率；Podsheet把轮空的那一轮算作该对手的一轮（可得7分），其7分也计入对手的积分，由主办方决定。
# TODO(read)
sources-line = 来源：{ $sources }
# TODO(read)
sources-separator = {"；"}
# TODO(read)
source-secondary = { $cite }（二手资料）

## What each event of the room is called (src/text/room.rs)

pod-name = { $draft } — 第{ $pod }组
pod-short = 第{ $pod }组
pairing-final-played = 淘汰赛已结束：决赛已打完
phrase-points-tie = { $who }：{ $points }（{ $won }胜，{ $drawn }平局，轮空{ $byes }次）
event-of-game = { $event }（{ $game }）
standings-tie-key = 对战成绩按“胜-负-平局”排列：平局是双方都没有获胜的对战。
life-playoff-box-played = { $place }已有结果，但对阵表现在会让别的牌手进入该处：请先更正或清除该结果
life-playoff-waits = 对阵表在等待{ $place }的结果
life-playoff-no-keep = { $round }的对局由对阵表决定：一旦结果让别的牌手进入这些对局，就不能保持原配对，请重新配对。
score-no-draw-playoff = 季后赛对局必须分出胜者：请按实际对局上报，例如 2-1 或 0-2（不能平局，不能 0-0）。
life-box-waits-no-keep = { $place }还不能开打：它排在格子{ $feeder }之后，而该格子还没有结果，其牌手也不在这一局中，因此不能保持原配对。请重新配对本轮：格子{ $feeder }有结果后，这一格才会填上。
cut-division-too-few = { $division }取前{ $top }名需要{ $top }名仍在比赛中的牌手；现在有{ $players }名。
cut-no-division = 按年龄组别参赛的牌手按组别晋级：每个组别的晋级只选一次，前8名、前4名、前2名，或不设淘汰赛（比赛 → 按组别晋级…）。
division-says = { $division }：{ $what }
playoff-cut-round = 淘汰赛第{ $round }轮
playoff-division-stage = { $stage }（{ $division }）
playoff-stages = { $stages }
file-place-line = { $name }：在 TOM 自己的排名表中第{ $file }名，在 Podsheet 中第{ $place }名。{ $why }
file-place-dropped-after = 第{ $round }轮后的{ $name }
file-place-why-their-drop = { $name }在第{ $round }轮后退赛，TOM 把退赛牌手的 OWP 和 OOWP 保留为退赛时的数值，而 Podsheet 继续计算其对手之后所打的轮次。规则手册没有规定这一点。
file-place-why-others-drop = TOM 把同分退赛的{ $count ->
   *[other] { $count }名
}牌手（{ $names }）的 OWP 和 OOWP 保留为退赛时的数值，而 Podsheet 继续计算其对手之后所打的轮次。规则手册没有规定这一点。
file-place-why-their-late = { $name }迟到加入，TOM 把迟到加入的牌手排在同分的所有人之后，而 Podsheet 像对其他人一样按决胜指标排序。规则手册两种做法都允许。
file-place-why-others-late = TOM 把同分迟到加入的{ $count ->
   *[other] { $count }名
}牌手（{ $names }）排在该分数的其他所有人之后，而 Podsheet 按决胜指标排序。规则手册两种做法都允许。
file-place-why-rounded = TOM 比较 OWP 和 OOWP 时四舍五入到百分数的两位小数，如此接近的数值在那里算作相等；Podsheet 按精确值比较。
file-place-why-unknown = Podsheet 无法判断是 TOM 自己的哪种排名方式把{ $name }排在那里。
explain-pair-apart = { $a }和{ $b }在不同的年龄组别参赛，每个组别有各自的排名：谁也不在谁前面。{ $a }在{ $a_division }中第{ $a_place }名；{ $b }在{ $b_division }中第{ $b_place }名。
playoff-error-no-bracket = 第{ $round }轮：{ $pairing }不是任何组别淘汰赛的对局

## 用该游戏的说法写结果 (src/text/result.rs)
score-double-loss = 双负
result-double-loss = 双方判负
result-tied = 平 { $score }
result-tie = 平局

score-no-draw-type-dl = “{ $text }”：{ $game }没有平局；无人获胜的对局算双方判负：请输入 dl

konami-number-is = { $head } = 比赛积分（两位）、OMW% 和 OOMW%（各三位，截断而非四舍五入）合成的一个数，与 Konami 软件的打印方式相同

playoff-error-tie = 第{ $round }轮：{ $pairing } 是平局；淘汰赛的对局必须分出胜负
playoff-error-double-loss = 第{ $round }轮：{ $pairing } 是双方判负；淘汰赛的对局必须分出胜负

fact-round-time = 每轮时长

standings-no-roll-yet = 尚未进行同分抽签：在抽签之前，所有同分处理项都相同的牌手按报名顺序排列。
