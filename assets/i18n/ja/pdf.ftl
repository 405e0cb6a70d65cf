# 印刷物 (src/io/pdf)：ポッドシート、組み合わせ、結果票、順位表

pdf-bye = 不戦勝
pdf-held-score = { $score } 保留
pdf-held = 保留
pdf-season-title = シーズン：{ $name }
pdf-season-missing = 第{ $event }回（{ $file }）を読み込めませんでした。誰の得点にもなりません（?で表示）。
pdf-title-pairings = { $event }：組み合わせ
pdf-title-slips = { $event }：結果票
pdf-title-standings = { $event }：順位表
pdf-title-round = { $event }：組み合わせと結果票
pdf-title-playoff = { $event }：決勝ラウンド
pdf-bye-caps = 不戦勝
pdf-dq = 失格
pdf-win = W
pdf-loss = L
pdf-draw = D
pdf-event-blank = イベント名：______________________
pdf-date-blank = 日付：____________
pdf-games = ゲーム
pdf-wld = W/L/D
pdf-no = 番号
pdf-name = 名前
pdf-seat = 席
pdf-round-short = { $round }回戦
pdf-record = 成績
pdf-matches-lower = マッチ
pdf-rank = 順位
pdf-deck = デッキ
pdf-first-pick = 1手目
pdf-how-ties = 同点の決め方
pdf-how-ties-continued = { $event }：同点の決め方（続き）
pdf-pairings-title = { $event }：{ $name }の組み合わせ
pdf-pairings-note = 名前順です（読みが登録された名前はその読みの五十音順、それ以外の漢字の名前は文字の代表的な読みの順で、本人の名前の読みの順とは限りません）。自分の名前を探して、その卓に行ってください。
pdf-table = 卓
pdf-player = プレイヤー
pdf-opponent = 対戦相手
pdf-record-points = （{ $record }、{ $points }点）
pdf-continued = （続き）
pdf-slip-heading = { $name } · 卓{ $table }
pdf-games-won = 勝ったゲーム数
pdf-drawn-games = 引き分けたゲーム数
pdf-signed = 署名：{ $name }
decided-points = 得点
decided-wins = 勝利数
decided-roll = 抽選
decided-entry = 登録順
pdf-points = 得点
pdf-matches = マッチ
pdf-games-head = ゲーム
pdf-decided-by = 決め手
pdf-standings-title = { $event }：第{ $rounds }回戦終了時の順位表
pdf-step-is = { $short } = { $name }
pdf-rules-steps = ルール「{ $rules }」：{ $steps }。
pdf-left-out = { $step }は使いません。全員が全員と対戦しました。
pdf-none-ranked = まだ順位のついたプレイヤーはいません。
pdf-qr-heading = 組み合わせ・順位表・その理由をスマホで：
pdf-qr-note = 店のWi-Fiで見られます。インストールは不要です。コードを読み取るか、アドレスを入力してください。
pdf-qr-small = 順位表をスマホで：
# 枠の左の回戦ラベル：番号の前の語は番号の上に、後の語は下に小さく印刷されます。
pdf-round-n = 第{ $round }回戦
pdf-vs = 対
pdf-wld-colon = W/L/D：
pdf-games-won-colon = 勝ち数：
pdf-coin-flip-note = { $source }（コイントス）
rules-seating = 席：
rules-seating-text = ドラフトの前に席をランダムに決めます。ドラフトの順番はシードではありません。このシートの各プレイヤーの番号が、下の枠で使う番号です。
rules-pairings = 組み合わせ：
rules-pairings-round-robin-7 = 全員が全員と1回ずつ対戦します。各回戦の枠は1行です。各回戦で1人が不戦勝になり、マッチの勝ちとして数えます。
rules-pairings-single-elimination = 第1回戦は図のとおり番号で組みます。勝者は各行の下に書かれた枠に進み、負けたプレイヤーは敗退です。
rules-pairings-round-robin-double = 全員が全員と2回ずつ対戦します。各回戦の枠は1行で、第6〜10回戦は第1〜5回戦の繰り返しです。
rules-pairings-swiss-9 = 第1回戦は図のとおり番号で組み、プレイヤー9が不戦勝です。その後はトーナメント表に従います。各行に、どの枠の勝者または敗者がそこで対戦するかが書いてあり、各回戦で1つの枠が不戦勝（マッチの勝ち）です。同じ相手と2回対戦することも、2回不戦勝になることもありません。例外は引き分けだけです（「引き分け」を参照）。
rules-pairings-swiss = 第1回戦は図のとおり番号で組みます。その後はトーナメント表に従います。各行に、どの枠の勝者または敗者がそこで対戦するかが書いてあります。例外は引き分けだけです（「引き分け」を参照）。
rules-time-limits = 制限時間：
rules-time-limits-text = 各回戦{ $minutes }分。時間切れの時点でマッチが終わっていなければ、合計5ターンの追加ターンを行います。それでも終わらないゲームは引き分けです。
rules-best-of-one = BO1：
rules-best-of-one-text = 各マッチは1ゲームです。各プレイヤーに W（勝ち）、L（負け）、D（引き分け）を書きます。
rules-best-of-three = BO3：
rules-best-of-three-text = 先に2ゲーム勝ったプレイヤーがマッチの勝者です。その前に時間切れになったら、ゲームの勝ち数が多いプレイヤーの勝ちで、同じなら引き分けです。始まったゲームだけを数えます。3ゲーム目の途中で時間切れなら 1-1-1、3ゲーム目が始まっていなければ 1-1 です。
rules-draws = 引き分け：
rules-draws-round-robin = 引き分けのマッチは両者に1点、勝ちは3点、負けは0点です。同意による引き分け（ID）は認められません。
rules-draws-single-elimination = マッチが引き分けたら、コイントスでどちらが次の枠に進むかを決めます。アプリがトスの結果を記録します。同意による引き分け（ID）は認められません。
rules-draws-swiss-9 = マッチが引き分けたら、コイントスでどちらをその枠の勝者、どちらを敗者として進めるかを決めます。アプリがトスの結果を記録します。2回目の引き分けのあとは、残りを成績で組み合わせます。同意による引き分け（ID）は認められません。
rules-draws-swiss = マッチが引き分けたら、コイントスでどちらをその枠の勝者、どちらを敗者として進めるかを決めます。アプリがトスの結果を記録します。第1回戦で引き分けた2人が第2回戦後に同じ成績なら、トーナメント表上の位置を入れ替えます。同意による引き分け（ID）は認められません。
rules-tiebreakers = タイブレーカー：
rules-step-numbered = { $number }. { $step }
rules-fallback-roll = 一度だけ行い、イベントに保存しておく抽選
rules-fallback-entry = 登録順
rules-tiebreakers-text = { $description }。1. マッチ・ポイント：勝ち3点（不戦勝は勝ち）、引き分け1点、負け0点。{ $steps }。すべての段階で並んだプレイヤーの順番は{ $fallback }で決めます。
rules-tiebreakers-text-skip = { $description }。1. マッチ・ポイント：勝ち3点（不戦勝は勝ち）、引き分け1点、負け0点。{ $steps }。すべての段階で並んだプレイヤーの順番は{ $fallback }で決めます。全員が全員と対戦したあとは、対戦相手を比べる段階は使いません。
# A round's life (docs/rules.md §6)
pdf-replaces = { $time }に組み直しました。{ $name }を前に印刷していたら、その印刷物は捨ててこちらを使ってください。
# Results from the players' phones (issue 29)
pdf-report-here = スマホで結果を報告（コード { $code }）：
pdf-title-still-playing = { $event }：まだ対戦中の卓
pdf-still-playing-title = { $event }：まだ対戦中の卓（{ $name }）

## Added 2026-11-25 (issue 30)
pdf-error-not-a-sheet = このイベントはポッドシートを使うイベントではありません（{ $what }です）。代わりに組み合わせ・結果票・順位表を印刷してください
pdf-error-round-robin = 総当たり
pdf-error-swiss = スイスドローのイベント
pdf-error-results = 取り込んだ結果
pdf-error-no-rounds = まだどの回戦も組まれていないため、印刷する組み合わせや結果票はありません
pdf-error-player-count = 「{ $template }」のシートは{ $expected }人用ですが、このイベントは{ $found }人です
pdf-error-no-cut = このイベントには決勝ラウンドがありません。先にトップ8・4・2にカットしてください（イベント → トップ8にカット）
pdf-error-font = 埋め込みフォントを読み込めませんでした
pdf-slip-half = { $name }の半券（{ $name }本人だけに渡す）

## A given match on the pairings (issue 35 part 4)

pdf-given-win = 不戦勝（{ $name }がドロップ）
pdf-dropped-out = ドロップ：{ $name }の不戦勝
pdf-tied-games = 引き分けのゲーム数

pdf-double-loss = 両者敗北
