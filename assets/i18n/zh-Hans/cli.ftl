# 命令行中给人看的句子（src/cli）。JSON 和 CSV 不随语言改变。

explain-no-ties = 没有对局积分相同的牌手：排名不需要同分处理。
explain-not-tied = { $name }没有与任何人同分：仅凭{ $points }分对局积分排第{ $rank }名。
