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
short-match-wins = 勝利数
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
sentence-separator = {""}
order-separator = {"、"}
# 「順位は…」のグループの間。
then-separator = {"、その次に"}
# かっこ内の注記の間。
note-separator = {"、"}

## 同点グループを一段ずつ

tie-open = { $players }は{ $points }で同点です。
ranking-is = 順位は{ $order }です。
step-first = { $step }：{ $detail }
step-go-to = { $players }は{ $step }で比較します：{ $detail }
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
match-wins =
    { $count ->
    *[other] マッチ{ $count }勝
    }
pair-ahead-on-wins = マッチの勝利数で{ $ahead }（{ $ahead_points }）が{ $behind }（{ $behind_points }）より上位です。
pair-tied = { $ahead }と{ $behind }は{ $points }で同点です。
pair-equal-on = 二人は{ $steps }も同じです。
step-with-value = { $step }（{ $value }）
pair-first-orders = 二人に差がつく最初のタイブレーカーは{ $step }です：{ $ahead_phrase }。{ $behind_phrase }。{ $ahead }が上位です。
pair-equal-every = 二人はすべてのタイブレーカーで同じです。{ $decider }により{ $ahead }が上位になります。

## 一人のプレイヤーの値の出し方

phrase-points = { $who }は{ $points }（{ $won }勝{ $drawn }分、不戦勝{ $byes }回）
phrase-points-per-game = { $who }は{ $games }ゲームで{ $points }点 = { $value }
phrase-game-points = { $who }はゲーム・ポイント{ $possible }点中{ $points }点 = { $value }
phrase-game-points-floored = { $who }はゲーム・ポイント{ $possible }点中{ $points }点 = { $value }（{ $raw }を最低値まで引き上げ）
phrase-no-opponents = { $who }はまだ対戦相手がいないので、{ $value }として数えます
phrase-opponent-points = { $who }の対戦相手のマッチ・ポイントは{ $items } = { $sum } / { $count } = { $value }
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

preset-pod-rr = 7人総当たりシート：得点、ウィン・レジスタンス
preset-pod-swiss = 8人・10人スイスドローシート：DCIタイブレーカー、不戦勝は0-0
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
validate-dropped-has-result = { $round ->
    [0] { $place }：{ $name }は欠席（第1回戦前に離脱）ですが、ここに結果があります。
   *[other] { $place }：{ $name }は第{ $round }回戦の後にドロップしましたが、ここに結果があります。
}
validate-joined-has-result = { $place }：{ $name }は第{ $round }回戦から参加しましたが、ここに結果があります。
validate-no-result = { $place }：まだ結果がありません。
validate-cannot-happen = { $place }：{ $score }という結果はありえません。{ $why }。
validate-intentional-draw = { $place }：{ $score }は同意による引き分け（ID）ですが、このシートでは認められていません。
validate-shared-seat = { $first }と{ $second }が両方とも{ $seat }番の席になっています。どちらかを別の席にしてください。
impossible-best-of-one = BO1のマッチは1ゲームだけです。勝ち、負け、引き分けのいずれかです（1-0、0-1、0-0-1）
impossible-over-two = BO3では、2ゲーム勝った時点でそのプレイヤーの勝ちになります
impossible-both-two = BO3で両方のプレイヤーが2ゲーム勝つことはできません
impossible-too-many = そんなに多くのゲームをするマッチはありません
place-quarterfinal = 準々決勝{ $label }（{ $a } 対 { $b }）
place-semifinal = 準決勝{ $label }（{ $a } 対 { $b }）
place-final = 決勝（{ $a } 対 { $b }）
place-match = 第{ $round }回戦、卓{ $table }（{ $a } 対 { $b }）
place-box = 第{ $round }回戦、卓{ $table }・枠{ $label }（{ $a } 対 { $b }）
place-bye = 第{ $round }回戦（{ $a }は不戦勝）
unknown-player = 不明なプレイヤー
# 名前などの文字列をそのまま（言葉の要らない文の一部）。
text = { $text }

## その回戦がなぜこの組み合わせなのか（src/engine/pairing）

pair-rematch = { $a }と{ $b }は再戦になります。この回戦はどう組んでも、すべての再戦を避けることはできません。
float-odd = { $points }点のプレイヤーが奇数人残っています
float-rematch = { $points }点で残ったプレイヤー同士では、再戦なしに全員を組み合わせられません
float-down = { $high }（{ $high_points }点）は下の点数の{ $low }（{ $low_points }点）と対戦します。理由：{ $why }。
bye-everyone-had-one = { $name }が不戦勝です。全員がすでに不戦勝を受けていて、再戦なしで不戦勝を受けられる最下位のプレイヤーが{ $name }だからです。
bye-again = { $name }が再び不戦勝です。まだ不戦勝を受けていないプレイヤーは全員、再戦を避けるために別の組み合わせで必要です。
bye-lowest = { $name }が不戦勝です。まだ不戦勝を受けていないプレイヤーの中で最下位です。
bye-lowest-others = { $name }が不戦勝です。まだ不戦勝を受けておらず、再戦を生まずに不戦勝を受けられるプレイヤーの中で最下位です（{ $others }は受けられませんでした）。
pair-random = 第{ $round }回戦はランダムに組み合わせます（保存済みの乱数シード { $seed }）。
pair-random-within-points = 第{ $round }回戦は同じ点数のプレイヤー同士をランダムに組み合わせ、余った人はランダムに下の点数と組みます（保存済みの乱数シード { $seed }）。
pair-across-seat = 第{ $round }回戦は席順で向かい合わせに組みます。各プレイヤーはテーブルの半周先の相手と対戦します。
pair-across-number = 第{ $round }回戦はプレイヤー番号順で向かい合わせに組みます。各プレイヤーはテーブルの半周先の相手と対戦します。
bye-odd-last = { $name }が不戦勝です。人数が奇数で、順番の最後だからです。
round-robin-sheet-round = 7人用シートの対戦表の第{ $round }回戦です。
round-robin-round = 総当たりの対戦表（サークル方式、{ $players }人）の第{ $round }回戦です。
bye-absent-opponent = { $name }が不戦勝です。予定の対戦相手の{ $absent }がこの回戦に参加しないためです。
records-absent = { $name }は第{ $round }回戦に参加しません。シートの勝ち上がり表が使えなくなるので、第{ $round }回戦からは成績で組み合わせます。
records-draws = 引き分けのマッチが{ $count }試合あります（{ $boxes }）。シートの勝ち上がり表が使えなくなるので、第{ $round }回戦からは成績で組み合わせます。
records-off-sheet = 第{ $round }回戦には組み直しで成績により組んだ卓があります。シートの勝ち上がり表が使えなくなるので、第{ $round }回戦からは成績で組み合わせます。
draw-in-round = 第{ $round }回戦
flip-sends = 枠{ $letter }（{ $a } 対 { $b }）は引き分けでした。コイントスにより、{ $winner }が勝者として進みます。
swap-round-three = { $x }と{ $y }は第1回戦で引き分け、第2回戦の後どちらもマッチ・ポイントが{ $points ->
   *[other] { $points }点
}です。第3回戦では二人の位置を入れ替えます。
no-swap = { $x }と{ $y }は第1回戦で引き分けましたが、第2回戦の後のマッチ・ポイントは{ $x_points }点と{ $y_points }点です。入れ替えはせず、コイントスの結果のままです。

## 入力されたスコア（src/model/score_text.rs）

score-not-a-score = 「{ $text }」はスコアではありません。勝ち・負け・引き分けのゲーム数（2-1、21、2-1-1）か、w、l、同意による引き分けなら id と入力してください
score-which-draw = 「{ $text }」ではどの引き分けか分かりません。実際のゲームのとおりに 1-1（第3ゲームは始まらなかった）か 1-1-1（第3ゲームの途中で時間切れ）、同意による引き分けなら id（0-0-3）と入力してください
score-too-many-games = 「{ $text }」：そんなに多くのゲームをするマッチはありません
score-empty = 0-0 は結果ではありません。マッチが終わるまで枠は空けておいてください。同意による引き分け（ID）は 0-0-3 です（id と入力）
lang-preparing = { $language }はまだ翻訳中です。未翻訳の部分は英語で表示されます。
lang-pseudo = { $tag } は疑似ロケールです。レイアウト確認用に、アクセントを付けて約40%長くした英語です。

## ドラフト会のポッドとプレイヤー（src/engine/night.rs）

# 次の3つは「N行目…」に続く述語です。
name-control-character = 制御文字が含まれています
name-too-long = { $max }文字を超えています
name-twice = 「{ $name }」はすでに{ $line }行目（「{ $first }」）にあります。ドラフト参加者は1人1回だけ書いてください
night-no-pod = ポッド{ $pod }はありません。
night-pod-has-results = ポッド{ $pod }にはすでに結果があるので、プレイヤーはもう変更できません。
night-pod-keeps-rounds = ポッド{ $pod }は独自の回戦と席順を保ちます（夜に配ったままではありません）。ここではプレイヤーの出入りはできません。欠席は第1回戦の前にドロップになります。
night-no-show-played = { $name }には第{ $round }回戦の結果があるので欠席ではありません。代わりに回戦後のドロップにしてください（名前の横の…メニュー）。
night-pod-full = ポッド{ $pod }は満員です（{ $max }人）。
night-pod-no-player = ポッド{ $pod }にプレイヤー{ $player }はいません。
night-type-name = 新しいプレイヤーの名前を入力してください。
night-already-playing = { $name }はすでにこのドラフト会に参加しています。
night-pod-full-start-new = ポッド{ $pod }は満員です。代わりに新しいポッドを始めてください。
night-only-pod = このドラフト会のポッドはこれだけなので、少なくとも1人のプレイヤーが必要です。

## 手で組んだり変えたりした回戦（src/engine/pairing/check.rs）

check-no-round = 第{ $round }回戦はありません
check-swap-unknown-player = 2人のうち1人はこの大会にいません。選び直してください
check-not-playing = { $name }は第{ $round }回戦に組まれていますが、この回戦には参加していません。
check-against-themselves = { $name }が自分自身と対戦する組み合わせになっています。
check-rematch = { $a }と{ $b }はすでに対戦しています。再戦になります。
check-second-bye = { $name }が2回目の不戦勝になりますが、{ $waiting }はまだ{ $count ->
   *[other] 一度も
}不戦勝を受けていません。
check-paired-times = { $name }は第{ $round }回戦に{ $times }回組まれています。
check-not-paired = { $name }は第{ $round }回戦に組まれていません。
check-swap-has-result = { $name }のマッチにはすでに結果があります。入れ替える前に結果を消してください。

## ポッドの形式、組み合わせできない理由、決勝ラウンド、シーズン、紙シート

pod-format-round-robin-7 = 7人総当たりシート
pod-format-swiss-8 = 8人スイスドローシート
pod-format-swiss-10 = 10人スイスドローシート
pod-format-swiss = スイスドロー
pod-plays = { $format }・BO{ $games }・{ $rounds }回戦（1回戦{ $minutes }分）
pairing-not-finished = 第{ $round }回戦が終わっていません：結果があと{ $missing }件未入力です
pairing-over = イベントは終了しました：全{ $rounds }回戦が終わっています
pairing-too-few = 組み合わせる相手がいません：第{ $round }回戦に参加中のプレイヤーは{ $active }人です
pairing-too-many = スイスドローで組み合わせられるのは最大{ $max }人です。第{ $round }回戦は{ $active }人です
pairing-round-robin-size = 総当たりは3〜16人で行います。このイベントは{ $players }人です
pairing-sheet-players = { $expected }人用シートには1〜{ $expected }の番号のプレイヤーが必要です：{ $problem }
sheet-players-count = このイベントは{ $players }人です
sheet-players-number = { $name }の番号は{ $number }です
sheet-players-twice = 番号{ $number }が二重に使われています
pairing-seed-needed = 第{ $round }回戦はランダムに組み合わせます。先に組み合わせ用の乱数シードを抽選してください
pairing-not-planned = 取り込んだ結果には次の回戦の予定がありません
pods-no-players = 参加者リストに名前がありません
pods-bad-size = ポッドは{ $min }〜{ $max }人です。{ $size }はポッドの人数になりません
playoff-seeded = スイスドロー{ $rounds }回戦後のトップ{ $top }：スイスドローの順位で1位対{ $top }位、2位対{ $second }位…と組みます。
playoff-round = トップ{ $top }の{ $name }：前の回戦の勝者同士が対戦します。
playoff-needs-winner = { $place }：{ $score }では勝者が決まりません。決勝ラウンドの対戦には勝者が必要です。
playoff-error = 決勝ラウンドを進められません：{ $why }
cut-not-swiss = トップ8・4・2にカットできるのはスイスドローのイベントだけです。
cut-not-finished = 第{ $round }回戦が終わっていません。スイスドローの結果がすべてそろってからカットします。
cut-too-few = トップ{ $top }には{ $top }人必要です。このイベントは{ $players }人です。
cut-already = このイベントはすでにトップ{ $top }にカットされています。
playoff-quarterfinals = 準々決勝
playoff-semifinals = 準決勝
playoff-final = 決勝
season-no-ties = シーズン・ポイントで並んでいるプレイヤーはいません。シーズン順位表にタイブレーカーは不要です。
season-tied = { $ahead }と{ $behind }はどちらもシーズン・ポイント{ $points }点です。
season-by-matches-won = シーズン中のマッチ勝利数で{ $ahead }が上位です：{ $ahead_count }対{ $behind_count }。
season-by-fewer-losses = マッチ勝利数は同じ（{ $won }）です。マッチ敗北数が少ない{ $ahead }が上位です：{ $ahead_count }対{ $behind_count }。
season-by-events = マッチの勝敗数は同じです。参加イベント数で{ $ahead }が上位です：{ $ahead_count }対{ $behind_count }。
season-by-first-seen = すべての段階で並んでいます。シーズンに先に参加した{ $ahead }が上位です（{ $ahead }は第{ $ahead_event }回から、{ $behind }は第{ $behind_event }回から）。
season-by-entry = すべての段階で並び、どちらも第{ $event }回から参加しています。その回に先に登録された{ $ahead }が上位です。
season-placed = { $event }：{ $name }はマッチと参加で{ $earned }点でしたが、{ $points }点になります。決勝ラウンドの各順位は、それより下の順位の最高点より少なくとも1点多くなります。
template-round-robin-7 = 7人総当たり
template-swiss-8 = 8人スイスドロー
template-swiss-10 = 10人スイスドロー
template-single-elimination-8 = 8人シングル・エリミネーション
template-round-robin-6-double = 6人2周総当たり
template-swiss-9 = 9人スイスドロー（各回戦1人不戦勝）
heading-round-robin-7 = 7人：BO1、全員と1回ずつ対戦（7回戦）。各回戦20分。
heading-swiss-8 = 8人：BO3、スイスドロー（3回戦）。各回戦50分。
heading-swiss-10 = 10人：BO3、スイスドロー（3回戦）。各回戦50分。
heading-single-elimination-8 = 8人：BO3、シングル・エリミネーション（3回戦）。各回戦50分。
heading-round-robin-6-double = 6人：BO1、全員と2回ずつ対戦（10回戦）。各回戦20分。
heading-swiss-9 = 9人：BO3、スイスドロー（3回戦）、各回戦で1人が不戦勝。各回戦50分。
# A round's life (docs/rules.md §6)
round-name = 第{ $round }回戦
pairing-waits = 第{ $round }回戦は組み合わせを保留しています。{ $place }の{ $score }という結果はありえません。{ $why }。
playoff-draw-why = 決勝ラウンドのマッチには勝者が必要です
cut-has-playoff-results = 決勝ラウンドのマッチにすでに結果があるので、カットはそのままです
life-not-stale = 第{ $round }回戦は今の結果に合っています。組み直すものはありません。
life-off-sheet-waits = 残す結果がシートに合わなくなったため、ほかの卓は成績で組みますが、{ $place }の結果を待っています
life-off-sheet-flip = 残す結果がシートに合わなくなったため、ほかの卓は成績で組みますが、{ $place }のコイントスを待っています
life-off-sheet-waits-all = 残す結果がシートに合わなくなったため、ほかの卓は成績で組みますが、それより前のすべての枠の決着を待っています
life-not-paired = { $name }は第{ $round }回戦に組まれていません。
life-bye-no-opponent = { $name }は第{ $round }回戦で不戦勝です。マッチの勝ちを渡す対戦相手がいないので、代わりにこの回戦を組み直してください。
life-has-result = 第{ $round }回戦の{ $name }のマッチにはすでに結果があります。
life-opponent-out = { $opponent }も第{ $round }回戦には参加していません。マッチの勝利を与える相手がいないので、代わりにこの回戦を組み直してください。
life-cut-not-stale = カットは今のスイスドローの順位に合っています。カットし直す必要はありません。
life-no-result = 結果なし
life-bye-result = 不戦勝
# 変更（cause-*）は名詞句で書き、「、」でつないで { $causes } になります。
cause-list = { $items }
cause-result = 第{ $round }回戦 卓{ $table }の結果の変更（{ $from }→{ $to }）
cause-result-cleared = 第{ $round }回戦 卓{ $table }の結果の消去（元は{ $from }）
cause-dropped = { $after ->
    [0] { $name }の欠席
   *[other] { $name }のドロップ（第{ $after }回戦後）
}
cause-disqualified = { $name }の失格
cause-came = { $name }の参加
cause-differs = それまでの結果の変更
cause-more = { $count ->
   *[other] ほか{ $count }件の変更
}
# 次の life-stale から life-advice-cut-stands までは文の一部です（末尾に「。」を付けません）。
life-stale = 第{ $round }回戦の組み合わせ後に、{ $causes }がありました
life-stale-legacy = 第{ $round }回戦が、それより前の回戦から組み合わせ直したものと合わなくなっています
life-advice-repair = 組み直してください（まだ結果は入っていません）
life-advice-repair-rest = { $played ->
   *[other] 入力済みの結果（{ $played }件）はそのままで
}、{ $open ->
   *[other] 結果のない卓（{ $tables }）を組み直してください
}
life-advice-cannot = まだ組み直せません：{ $why }
life-dropped-paired = { $after ->
    [0] { $name }は欠席ですが、第{ $round }回戦で{ $opponent }と組まれています。第{ $round }回戦を組み直すか、{ $opponent }をマッチの勝者にしてください
   *[other] { $name }は第{ $after }回戦後にドロップしましたが、第{ $round }回戦で{ $opponent }と組まれています。第{ $round }回戦を組み直すか、{ $opponent }をマッチの勝者にしてください
}
life-dropped-bye = { $after ->
    [0] { $name }は欠席ですが、第{ $round }回戦で不戦勝になっています。第{ $round }回戦を組み直してください
   *[other] { $name }は第{ $after }回戦後にドロップしましたが、第{ $round }回戦で不戦勝になっています。第{ $round }回戦を組み直してください
}
life-disqualified-paired = { $name }は失格ですが、第{ $round }回戦に組まれています。第{ $round }回戦を組み直してください
life-stale-cut = トップ{ $top }のカット後に、{ $causes }がありました
life-stale-cut-legacy = トップ{ $top }がスイスドローの順位と合わなくなっています
life-advice-recut = カットし直してください（決勝ラウンドの結果はまだありません）
life-advice-cut-stands = カットし直せません：{ $why }
life-warning = { $what }。{ $advice }
change-repaired = { $time }に、{ $causes }のため第{ $round }回戦を組み直しました：{ $count ->
    [0] 変わった卓はありません
   *[other] 卓{ $tables }が変わりました
}。
change-kept = { $time }に、{ $causes }がありましたが、第{ $round }回戦はそのままにしました。
change-conceded = 第{ $round }回戦の組み合わせ後に{ $name }がドロップしたため、{ $opponent }をマッチの勝者にしました（{ $time }）。
change-recut = { $time }に、{ $causes }のためトップ{ $top }をカットし直しました。
change-cut-kept = { $time }に、{ $causes }がありましたが、トップ{ $top }のカットはそのままにしました。
cause-repaired = 第{ $round }回戦の組み直し
# The end of a sentence the app makes from a clause.
sentence-end = 。
life-all-played = この回戦のすべての卓に結果があります
life-advice-all-played = 結果はそのまま有効です（修正して続行）：組み合わせはこのままにしてください
# A round's life, batch 2
rounds-not-swiss = 回戦数を設定できるのはスイスドローのイベントだけです。シートや総当たりは回戦数が決まっています。
rounds-after-cut = スイスドローは決勝ラウンドへカット済みです。回戦数は確定しています。
rounds-below-played = スイスドローを第{ $rounds }回戦で終えることはできません。第{ $played }回戦にはすでに結果があります。
rounds-too-many = { $rounds }回戦は、1つのイベントで設定できる上限（{ $max }回戦）を超えています。
dropped-mark = { $round ->
    [0] （欠席）
   *[other] （第{ $round }回戦後にドロップ）
}
held-mark = （{ $round }：{ $score } 保留）
held-result = { $score } 保留：{ $why }（店が直すまでどこにも数えられません）
# The end of a round (issue 29)
round-end-table = 卓{ $table }：{ $a } 対 { $b }
round-end-extra = { $line }（+{ $minutes }分）
round-end-extra-left = { $line }（+{ $minutes }分：残り{ $left }）
round-end-extra-up = { $line }（+{ $minutes }分：時間切れ）
round-end-still-playing = まだ対戦中
round-end-none = すべての卓に結果か報告があります。

## Added 2026-11-25 (issue 30)
playoff-error-size = 決勝ラウンドはトップ8・4・2のいずれかです。トップ{ $top }はありません
playoff-error-too-few = トップ{ $top }には順位のついたプレイヤーが{ $top }人必要です。スイスドローでは{ $ranked }人です
playoff-error-draw = 第{ $round }回戦：{ $pairing }が引き分けです。決勝ラウンドのマッチには勝者が必要です
playoff-error-not-in-bracket = 第{ $round }回戦：{ $pairing }は決勝ラウンドの組み合わせにないマッチです（組み合わせは{ $expected }）
playoff-error-bye-not-in-bracket = 第{ $round }回戦：{ $name }の不戦勝は決勝ラウンドの組み合わせにありません（組み合わせは{ $expected }）
playoff-error-too-many-rounds = トップ{ $top }の決勝ラウンドは{ $rounds }回戦までです。第{ $round }回戦は多すぎます

## Other games (docs/rules.md §8)

step-owp = 対戦相手の勝率
step-oowp = 対戦相手の対戦相手の勝率
step-head-to-head = 直接対決
step-ctb = 累積タイブレーカー
step-pml = マッチ敗北率
# TODO(read)
step-oml = 対戦相手のマッチ敗北率
step-octb = 対戦相手のCTBの平均
# TODO(read)
step-game-wins = ゲーム勝利数
# TODO(read)
step-ompp = 対戦相手のマッチ・ポイント率
# TODO(read)
step-game-two-wins = 第2ゲームの勝利数
short-owp = OWP
short-oowp = OOWP
short-head-to-head = 直接対決
short-ctb = CTB
short-pml = PML
# TODO(read)
short-oml = OML%
short-octb = OCTB
# TODO(read)
short-game-wins = ゲーム勝
# TODO(read)
short-ompp = OMPP
# TODO(read)
short-game-two-wins = 第2ゲーム
preset-pokemon = ポケモンカードゲーム：対戦相手の勝率、直接対決、抽選
# TODO(read)
preset-fab = Flesh and Blood：CTB、マッチ敗北率、対戦相手のマッチ敗北率、OCTB、抽選（発行元の順序、TRP 1.10 §1.4時点）
preset-yugioh = 遊戯王TCG：OMW%、OOMW%、引き分けなし（両者敗北）
preset-lorcana = ディズニー・ロルカナ（3本勝負）：OMW%、GW%、OGW%（最低値0.33）
# TODO(read)
preset-lorcana-two-game = ディズニー・ロルカナ（2ゲーム制マッチ、2-0は7点）：ゲーム勝利数、対戦相手のマッチ・ポイント率、第2ゲームの勝利数（Meleeの順序）
# TODO(read)
preset-lorcana-two-game-playhub = ディズニー・ロルカナ（2ゲーム制マッチを3 / 1 / 0で計算）：OMW%、OGW%（PlayHubでの計算例に基づく）
preset-one-piece = ONE PIECEカードゲーム：引き分けなし（両者敗北）、タイブレーカーは自分で選択
# TODO(read)
preset-swu = スター・ウォーズ：アンリミテッド：マッチ勝利数、OMW%、GW%、OGW%（Meleeの順序）
game-magic = マジック：ザ・ギャザリング
game-pokemon = ポケモンカードゲーム
game-fab = Flesh and Blood
game-yugioh = 遊戯王TCG
game-lorcana = ディズニー・ロルカナ
game-lorcana-two-game = ディズニー・ロルカナ（2ゲーム制マッチ）
game-one-piece = ONE PIECEカードゲーム
game-swu = スター・ウォーズ：アンリミテッド
h2h-beat = { $winner }は第{ $round }回戦で{ $loser }に勝っています
h2h-not-met = { $a }と{ $b }は対戦していません
h2h-no-winner = { $a }と{ $b }は対戦しましたが、勝敗がついていません
h2h-not-two = 直接対決が使えるのは同点がちょうど二人のときだけで、いまは{ $count }人が同点です
pair-head-to-head = 二人に差がつく最初のタイブレーカーは直接対決です：{ $detail }。{ $ahead }が上位です。
phrase-ctb = { $who }の各ラウンド後のマッチ・ポイントは{ $totals }。累積値（前ラウンドの値 / 4 + その時点のポイント）は{ $running }で、全勝したプレイヤーの{ $best }に対して = { $value }
phrase-pml = { $who }は{ $played }マッチ中{ $lost }敗 = { $value }
# TODO(read)
phrase-game-wins = { $who }は{ $won }ゲームに勝利
# TODO(read)
phrase-game-wins-byes = { $who }は{ $won }ゲームに勝利（うち{ $byes }は不戦勝による）
# TODO(read)
ompp-item = { $opponent } { $possible }点中{ $points }点
# TODO(read)
phrase-ompp = { $who }の対戦相手は{ $items }：{ $points }点 / 相手{ $count }人 / 最大{ $possible }点 = { $value }
# TODO(read)
phrase-game-two = { $who }は{ $won }マッチで第2ゲームに勝利（いずれも2-0）、{ $total }として数えます
# TODO(read)
phrase-with-notes = { $phrase }（{ $notes }）
# TODO(read)
note-game-two-byes = うち{ $count }は不戦勝による
# TODO(read)
note-game-two-unknown = 1-1の{ $count }マッチは、結果から第2ゲームの勝者が分からないため、どちらにも数えません
note-bye-left-out = 不戦勝は除外
note-capped-drop = ドロップしたため{ $raw }を{ $used }に引き下げ
impossible-two-game = 2ゲーム制のマッチは最大2ゲームです（2-0、1-1、または2ゲーム目が終わらなかった1-0）
impossible-no-draws = { $game }にはマッチの引き分けがありません。決着のつかないマッチは両者の敗北です（dlと入力）
impossible-no-double-loss = { $game }には両者敗北がありません。実際のゲームの結果を入力してください
not-built-in = { $game }：発行元の{ $facts }の規定を確認できなかったため、組み込んでいません。Podsheetの既定値（主催者が選べます）を使っています。
fact-points = マッチ・ポイント
fact-bye = 不戦勝
fact-tiebreakers = タイブレーカー
fact-floors = 最低値と上限
fact-shape = 参加人数ごとのラウンド数
fact-pairing = 組み合わせ方
fact-playoff = 決勝ラウンドのルール
# TODO(read)
fact-last-step = 最後のタイブレーカー
# TODO(read)
choice-swu-omw = スター・ウォーズ：アンリミテッド：MeleeはOMW%の中で引き分けのマッチを3点中1点と数える一方、そこでは勝利だけを数えるとも書いています。Podsheetは引き分けを1点と数えます（主催者が選べます）。
# TODO(read)
choice-lorcana-two-game = ディズニー・ロルカナ（2ゲーム制マッチ）：Meleeはゲーム勝利数、対戦相手のマッチ・ポイント率、第2ゲームの勝利数の順に順位を決め、PlayHubではマッチごとに3 / 1 / 0でOMW%とOGW%を使う例が見られました。既定はMeleeの順序で、PlayHubの方式はプリセットlorcana-two-game-playhubです（主催者が選べます）。
choice-lorcana-ompp-bye = ディズニー・ロルカナ（2ゲーム制マッチ）：対戦相手の不戦勝が対戦相手のマッチ・ポイント率でどう数えられるかをMeleeは示していません。Podsheetは不戦勝の回戦をその対戦相手の回戦に含め（獲得可能7点）、その7点も相手の得点に含めます（主催者が選べます）。
# TODO(read)
sources-line = 出典：{ $sources }
# TODO(read)
sources-separator = {"；"}
# TODO(read)
source-secondary = { $cite }（二次資料）

## What each event of the room is called (src/text/room.rs)

pod-name = { $draft } — ポッド{ $pod }
pod-short = ポッド{ $pod }
pairing-final-played = 決勝ラウンドは終了しました：決勝戦が終わっています
phrase-points-tie = { $who }は{ $points }（{ $won }勝{ $drawn }引き分け、不戦勝{ $byes }回）
event-of-game = { $event }（{ $game }）
standings-tie-key = 対戦成績は「勝-敗-引き分け」の順です。引き分けはどちらも勝たなかった対戦です。
life-playoff-box-played = { $place }には結果がありますが、今のトーナメント表では別のプレイヤーが入ります。先にその結果を直すか消してください
life-playoff-waits = トーナメント表は{ $place }の結果を待っています
life-playoff-no-keep = { $round }はトーナメント表どおりの組み合わせです。結果で別のプレイヤーが入るなら、そのままにはできません。組み直してください。
score-no-draw-playoff = プレーオフのマッチには勝者が必要です。2-1 や 0-2 のように、実際のゲーム結果を報告してください（引き分けや 0-0 は不可）。
life-box-waits-no-keep = { $place }はまだ対戦できません。前の枠{ $feeder }に結果がなく、その枠のプレイヤーもこの対戦にいないため、そのままにはできません。ラウンドを組み直してください。枠{ $feeder }の結果が入ると、この枠が埋まります。
cut-division-too-few = { $division }のトップ{ $top }には、まだ残っているプレイヤーが{ $top }人必要です。いまは{ $players }人です。
cut-no-division = 年齢別のリーグでプレイするプレイヤーはリーグごとにカットします。各リーグのカットを一度ずつ選んでください：トップ8、4、2、または決勝ラウンドなし（イベント → リーグごとにカット…）。
division-says = { $division }：{ $what }
playoff-cut-round = 決勝ラウンド 第{ $round }回戦
playoff-division-stage = { $stage }（{ $division }）
playoff-stages = { $stages }
file-place-line = { $name }：TOM自身の順位表では{ $file }位、Podsheetでは{ $place }位。{ $why }
file-place-dropped-after = 第{ $round }回戦後の{ $name }
file-place-why-their-drop = { $name }は第{ $round }回戦後にドロップしました。TOMはドロップしたプレイヤーのOWPとOOWPをドロップした時点の値のまま残しますが、Podsheetはその後に対戦相手がプレイした回戦も数え続けます。この点はルールブックでは決まっていません。
file-place-why-others-drop = TOMは、同じ勝ち点でドロップした{ $count ->
   *[other] { $count }人
}のプレイヤー（{ $names }）のOWPとOOWPをドロップした時点の値のまま残しますが、Podsheetはその後に対戦相手がプレイした回戦も数え続けます。この点はルールブックでは決まっていません。
file-place-why-their-late = { $name }は遅れて参加しました。TOMは遅れて参加したプレイヤーを同じ勝ち点の全員より下に置きますが、Podsheetはほかの全員と同じようにタイブレーカーで並べます。ルールブックはどちらも認めています。
file-place-why-others-late = TOMは、同じ勝ち点で遅れて参加した{ $count ->
   *[other] { $count }人
}のプレイヤー（{ $names }）を、その勝ち点のほかの全員より下に置きますが、Podsheetはタイブレーカーで並べます。ルールブックはどちらも認めています。
file-place-why-rounded = TOMはOWPとOOWPをパーセントの小数第2位に丸めて比べるため、それほど近い値は同じとみなされます。Podsheetは正確な値で比べます。
file-place-why-unknown = TOM独自の順位の付け方のどれが{ $name }をその順位にしたのか、Podsheetにはわかりません。
explain-pair-apart = { $a }と{ $b }は別の年齢リーグでプレイしていて、リーグごとに別々の順位表があります。どちらが上ということはありません。{ $a }は{ $a_division }で{ $a_place }位、{ $b }は{ $b_division }で{ $b_place }位です。
playoff-error-no-bracket = 第{ $round }回戦：{ $pairing }はどのリーグの決勝ラウンドの対戦でもありません

## 結果をそのゲームの言葉で (src/text/result.rs)
score-double-loss = 両者敗北
result-double-loss = 両者敗北
result-tied = 引き分け { $score }
result-tie = 引き分け

score-no-draw-type-dl = 「{ $text }」：{ $game }にはマッチの引き分けがありません。勝者のいないマッチは両者敗北です。dl と入力してください

konami-number-is = { $head } = マッチポイント（2桁）、OMW%、OOMW%（各3桁、四捨五入せず切り捨て）を1つの数にしたもの。コナミのソフトウェアと同じ表記です

playoff-error-tie = 第{ $round }回戦：{ $pairing }が引き分けです。決勝ラウンドのマッチには勝者が必要です
playoff-error-double-loss = 第{ $round }回戦：{ $pairing }が両者敗北です。決勝ラウンドのマッチには勝者が必要です

fact-round-time = ラウンドの時間

standings-no-roll-yet = タイブレーク用の抽選はまだ行われていません。行われるまで、すべてのタイブレーカーで並んだプレイヤーは登録順に表示されます。
