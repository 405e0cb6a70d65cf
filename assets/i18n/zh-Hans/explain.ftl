# 同分说明（src/text/explain）。每条消息都是一个完整的句子或句子的一部分；
# 牌手姓名、数字和列表作为参数传入，已按该语言的格式排好。

## 同分处理与术语（见 GLOSSARY.md）

step-match-points = 对局积分
step-omp = 对手对局积分
step-omw = 对手局胜率
step-gpg = 每盘盘分
step-gw = 盘胜率
step-ogw = 对手盘胜率
step-oomw = 对手的对手局胜率
step-cumulative = 累积同分处理
step-ow = 对手胜率
step-oow = 对手的对手胜率
step-win-resistance = 胜场抗性
step-win-resistance-resistance = 胜场抗性的抗性

# 排名表的列标题（简称）。
short-match-points = 积分
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
phrase-pools = { $who }：每轮所得积分与累积池 { $rounds } = { $value }

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

source-player = 牌手{ $number }
source-winner = { $letter }的胜者
source-loser = { $letter }的败者
source-waiting-flip = { $source }：等待{ $letter }的掷硬币结果

## 比赛中发现的问题（src/engine/validate.rs）

validate-no-name = 牌手{ $number }没有名字。
validate-same-name = 有两位牌手都叫{ $name }：请给其中一位加上姓氏或首字母。
validate-unknown-player = { $place }：指向了一位不在记录表上的牌手。
validate-against-themselves = { $place }：{ $name }被配对与自己对战。
validate-two-matches = 第{ $round }轮：{ $name }出现在两场对局中（{ $first }和{ $place }）。
validate-dropped-has-result = { $place }：{ $name }在第{ $round }轮后已退赛，但这里有结果。
validate-joined-has-result = { $place }：{ $name }从第{ $round }轮才加入，但这里有结果。
validate-no-result = { $place }：还没有结果。
validate-cannot-happen = { $place }：{ $score }不可能出现：{ $why }。
validate-intentional-draw = { $place }：{ $score }是协议平局，本记录表不允许协议平局。
validate-shared-seat = { $first }和{ $second }都被安排在{ $seat }号座位：请给其中一位换个座位。
impossible-best-of-one = 一盘制（BO1）对局只有一盘：胜、负或平（1-0、0-1或0-0-1）
impossible-over-two = 三盘两胜制（BO3）中，牌手赢下2盘即结束
impossible-both-two = 三盘两胜制中，双方不可能都赢下2盘
impossible-too-many = 没有哪场对局会有这么多盘
place-match = 第{ $round }轮，对局{ $label }（{ $a } 对 { $b }）
place-bye = 第{ $round }轮，对局{ $label }（{ $a }轮空）
unknown-player = 未知牌手
# 原样显示的名字或其他文字（句子中不需要额外措辞的部分）。
text = { $text }
