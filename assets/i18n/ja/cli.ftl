# コマンドラインの文（src/cli）。JSON と CSV は言語によって変わりません。

explain-no-ties = マッチ・ポイントで同点のプレイヤーはいません。順位表にタイブレーカーは必要ありません。
explain-not-tied = { $name }は誰とも同点ではありません。マッチ・ポイント{ $points }点で単独{ $rank }位です。

## 表（JSON と CSV は言語で変わりません）

cli-rank = 順位
cli-name = 名前
cli-points = 得点
cli-matches = マッチ
cli-games = ゲーム
cli-decided-by = 決め手
cli-standings-heading = { $event } — ルール：{ $rules }、{ $rounds }回戦終了
cli-left-out = （{ $step }は使いません：総当たりが完了しています）
cli-pod-of = ポッド{ $pod }／{ $pods }
cli-table = 卓
cli-box = 枠
cli-player = プレイヤー
cli-opponent = 対戦相手
cli-bye = （不戦勝）
cli-why = 理由：
cli-flip-needed = 第{ $round }回戦の引き分け{ $what }はコイントスが必要です。すべての枠を埋めるには、アプリでイベントを開いてコイントスをしてください。
cli-flip-box-match = （枠{ $letter }、{ $a } 対 { $b }）
cli-flip-match = （{ $a } 対 { $b }）
cli-pod-players = ポッド{ $pod }：{ $players }人、{ $sheet }
cli-seed-again = シード{ $seed }：`--seed { $seed }` で同じポッド分けをもう一度作れます。

# season (issue 28)

cli-season-left-out = podsheet: 第{ $event }回のイベントをシーズンから外しました：{ $error }
cli-season-points-flag = --points：{ $why }
cli-season-points-remembered = シーズン・ファイルに保存された得点：{ $why }
cli-season-heading = シーズン（全{ $events }回）— 得点：勝ち{ $win }、引き分け{ $draw }、負け{ $loss }、参加{ $attend }
cli-season-missing = 第{ $event }回のイベント（{ $file }）がありません：{ $error }
cli-season-events = 参加回数
cli-season-record = 勝-敗-分
# Results from the players' phones (issue 29)
cli-serve-read-only = 閲覧のみ
cli-serve-reports = プレイヤーがスマホから結果を報告し、確認済みの結果はファイルに書き込まれます
cli-serve-locked = { $file }はPodsheetで開かれています（プロセス{ $pid }、ロックは{ $lock }）：アプリの公開ウィンドウからプレイヤーに報告してもらうか、先にアプリでファイルを閉じてください。Podsheetが動いていなければ、ロックを削除してください。
cli-serve-confirmed = 卓{ $table }、{ $place }：{ $score }、両方のスマホの報告が一致。ファイルに書き込みました。
cli-serve-disputed = { $place }：スマホの報告が食い違っています（{ $results }）。アプリかファイルで解決してください
