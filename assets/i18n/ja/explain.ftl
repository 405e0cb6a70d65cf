# 同点の説明（src/text/explain）。各メッセージは一つの文または文の一部です。
# プレイヤー名・数値・リストは、その言語の形に整えられた引数として渡されます。

## タイブレーカーと用語（GLOSSARY.md を参照）

step-match-points = マッチ・ポイント
step-omp = 対戦相手のマッチ・ポイント
step-omw = オポネント・マッチ・ウィン・パーセンテージ
step-gpg = 1ゲームあたりのゲーム・ポイント
step-gw = ゲーム・ウィン・パーセンテージ
step-ogw = オポネント・ゲーム・ウィン・パーセンテージ
step-oomw = 対戦相手のオポネント・マッチ・ウィン・パーセンテージ
step-cumulative = 累積タイブレーカー
step-ow = 対戦相手の勝率
step-oow = 対戦相手の対戦相手の勝率
step-win-resistance = ウィン・レジスタンス
step-win-resistance-resistance = ウィン・レジスタンス・レジスタンス

# 順位表の列見出し（短い名前）。
short-match-points = 得点
short-omp = OMP
short-omw = OMW%
short-gpg = GP/G
short-gw = GW%
short-ogw = OGW%
short-oomw = OOMW%
short-cumulative = 累積
short-ow = OW%
short-oow = OOW%
short-win-resistance = WR
short-win-resistance-resistance = WRR

decider-roll = 保存済みの抽選結果
decider-entry-order = 登録した順番

## 数値とつなぎ

# パーセント：$value は整形済み（"44.44"）。
percent = { $value }%
points = { $count ->
   *[other] { $count }点
}
# 組の中の各プレイヤーの説明の間。
phrase-separator = {"。"}
# 順位の並びの名前の間（「Ann、Bo、Cy」）。
order-separator = {"、"}
# 「順位は…」のグループの間。
then-separator = {"、その次に"}
# かっこ内の注記の間。
note-separator = {"、"}

## 同点グループを一段ずつ

tie-open = { $players }は{ $points }で同点です。
ranking-is = 順位は{ $order }です。
step-first = { $step }：{ $detail }
step-go-to = { $players }は{ $step }に進みます：{ $detail }
step-each-set = { $step }では、まだ同点の組ごとに比べます。{ $parts }
set-part = { $players }：{ $detail }
set-detail = { $phrases }。{ $outcome }
skip-round-robin = { $step }は使いません。全員が全員と対戦しているので、プレイヤーの差がつかないためです。
fallback-roll-missing = { $players }はすべてのタイブレーカーで同じです。抽選で決めますが、まだ抽選していないので、それまでは登録した順番で表示します：{ $order }。
fallback-decides = { $players }はすべてのタイブレーカーで同じです。{ $decider }で決まります：{ $order }。

outcome-still-tied = { $players }はまだ同点です。
outcome-ahead = { $ahead }が{ $behind }より上位です。
outcome-orders = これで順位は{ $order }になります。
outcome-in-order = 順位は{ $parts }です。
outcome-part-tied = { $players }（まだ同点）

## 二人のプレイヤーの比較

pair-disqualified = { $name }は失格のため、順位がつきません。
pair-ahead-on-points = マッチ・ポイントで{ $ahead }（{ $ahead_points }）が{ $behind }（{ $behind_points }）より上位です。
pair-tied = { $ahead }と{ $behind }は{ $points }で同点です。
pair-equal-on = 二人は次の点で同じです：{ $steps }。
step-with-value = { $step }（{ $value }）
pair-first-orders = 二人に差がつく最初のタイブレーカーは{ $step }です：{ $ahead_phrase }。{ $behind_phrase }。{ $ahead }が上位です。
pair-equal-every = 二人はすべてのタイブレーカーで同じです。{ $decider }により{ $ahead }が上位になります。

## 一人のプレイヤーの値の出し方

phrase-points = { $who }は{ $points }（{ $won }勝、{ $drawn }引き分け、不戦勝{ $byes }回）
phrase-points-per-game = { $who }は{ $games }ゲームで{ $points }点 = { $value }
phrase-game-points = { $who }はゲーム・ポイント{ $possible }点中{ $points }点 = { $value }
phrase-game-points-floored = { $who }はゲーム・ポイント{ $possible }点中{ $points }点 = { $value }（{ $raw }を最低値まで引き上げ）
phrase-no-opponents = { $who }はまだ対戦相手がいないので、{ $value }として数えます
phrase-opponent-points = { $who }の対戦相手のポイントは{ $items } = { $sum } / { $count } = { $value }
opponent-points-floored = { $points }（{ $record }は{ $points }点として数えます）
phrase-opponents = { $who }の対戦相手は{ $items } = { $sum } / { $count } = { $value }
opponent-value = { $opponent } { $value }
opponent-value-notes = { $opponent } { $value }（{ $notes }）
note-raised = { $raw }を最低値の{ $used }に引き上げ
with-bye-note = { $phrase }（{ $count ->
   *[other] { $who }の第{ $rounds }回戦は不戦勝なので、数える対戦相手がいません
}）
beaten = { $opponent }（{ $value }）
beaten-resistance = { $opponent }（ウィン・レジスタンス { $value }）
drew = { $opponent }と引き分け（{ $value } / 3 = { $used }）
drew-resistance = { $opponent }と引き分け（ウィン・レジスタンス { $value } / 3 = { $used }）
beaten-bye = 不戦勝（0）
beat-no-one = { $who }は誰にも勝っていないので、0
beat = { $who }が勝った相手：{ $items }、合計{ $total }
pool-round = { $earned } → { $pool }
phrase-pools = { $who }：回戦ごとの獲得点と累積プール { $rounds } = { $value }

## ルールのプリセット（メニュー、ヘルプ、印刷したルール）、各1行

preset-pod-rr = 7人総当たりシート：ポイント、ウィン・レジスタンス
preset-pod-swiss = 8人・10人スイス式シート：DCIタイブレーカー、不戦勝は0-0
preset-mtr = マジック・イベント規定 付録C（最低値0.33）
preset-wotc = ウィザーズ社の公式順位表（最低値1/3）
preset-melee = melee.gg（引き分けたゲームは0点）
preset-wer = Wizards Event Reporter（PMW%に不戦勝を含めない）
preset-wer-team = WERのチーム戦（OOMW%）
preset-cumulative = 2010年代前半のプレミア・イベント（累積）
preset-custom = 自分で決めた設定

## 紙のシートのアルファベット付きの枠（src/text/sheet.rs）

source-player = プレイヤー{ $number }
source-winner = { $letter }の勝者
source-loser = { $letter }の敗者
source-waiting-flip = { $source }：{ $letter }のコイントス待ち

## イベントで見つかった問題（src/engine/validate.rs）

validate-no-name = プレイヤー{ $number }に名前がありません。
validate-same-name = { $name }という名前のプレイヤーが2人います。どちらかに名字かイニシャルを付けてください。
validate-unknown-player = { $place }：シートにいないプレイヤーを指しています。
validate-against-themselves = { $place }：{ $name }が自分自身と対戦する組み合わせになっています。
validate-two-matches = 第{ $round }回戦：{ $name }が2つのマッチに入っています（{ $first }と{ $place }）。
validate-dropped-has-result = { $place }：{ $name }は第{ $round }回戦の後にドロップしましたが、ここに結果があります。
validate-joined-has-result = { $place }：{ $name }は第{ $round }回戦から参加しましたが、ここに結果があります。
validate-no-result = { $place }：まだ結果がありません。
validate-cannot-happen = { $place }：{ $score }という結果はありえません。{ $why }。
validate-intentional-draw = { $place }：{ $score }は合意による引き分け（ID）ですが、このシートでは認められていません。
validate-shared-seat = { $first }と{ $second }が両方とも{ $seat }番の席になっています。どちらかを別の席にしてください。
impossible-best-of-one = BO1のマッチは1ゲームだけです。勝ち、負け、引き分けのいずれかです（1-0、0-1、0-0-1）
impossible-over-two = BO3では、2ゲーム勝った時点でそのプレイヤーの勝ちになります
impossible-both-two = BO3で両方のプレイヤーが2ゲーム勝つことはできません
impossible-too-many = そんなに多くのゲームをするマッチはありません
place-match = 第{ $round }回戦、マッチ{ $label }（{ $a } 対 { $b }）
place-bye = 第{ $round }回戦、マッチ{ $label }（{ $a }は不戦勝）
unknown-player = 不明なプレイヤー
# 名前などの文字列をそのまま（言葉の要らない文の一部）。
text = { $text }
