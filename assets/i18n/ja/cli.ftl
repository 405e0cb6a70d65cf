# コマンドラインの文（src/cli）。JSON と CSV は言語によって変わりません。

explain-no-ties = マッチ・ポイントで同点のプレイヤーはいません。順位表にタイブレーカーは必要ありません。
explain-not-tied = { $name }は誰とも同点ではありません。マッチ・ポイント{ $points }点で単独{ $rank }位です。

## 表（JSON と CSV は言語で変わりません）

cli-rank = 順位
cli-name = 名前
cli-points = 得点
cli-konami-number = タイブレーカー
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
cli-file-locked = { $writer ->
    [app] { $file }はPodsheet（プロセス{ $pid }）で開かれていて、そちらが書き込んでいます：先にアプリでファイルを閉じるか、アプリの公開ウィンドウからプレイヤーに報告してもらってください。
    [serve] { $file }はpodsheet serve --reports（プロセス{ $pid }）が書き込み中です：先にそれを止めてください（実行中の画面でCtrl+C）。
   *[other] { $file }は別のpodsheetコマンド（プロセス{ $pid }）が書き込み中です：終わってからもう一度試してください。
}
cli-serve-confirmed = { $place }：{ $score }、両プレイヤーがそれぞれ自分のスマホで報告し、一致。ファイルに書き込みました。
cli-serve-disputed = { $place }：両プレイヤーが違う結果を報告しました（{ $results }）。serve を止めてからアプリで解決してください（podsheet { $file }）

## Added 2026-11-25 (issue 30)
cli-wrote = { $file }を保存しました
cli-wrote-pdf = { $file }を保存しました（{ $pages }ページ、{ $kb } KB）
cli-wrote-night-pdf = { $file }を保存しました（{ $pods }ポッド、{ $pages }ページ、{ $kb } KB）
cli-wrote-season-pdf = { $file }を保存しました（{ $kb } KB）
cli-serving = { $file }を { $url } で公開しています（{ $mode }。Ctrl+Cで停止します）。
cli-serving-loopback = このパソコンからしか開けません。店のネットワークにつないだスマホから開けるようにするには、--bind 0.0.0.0 を付けてください。
cli-reloaded = { $file }を読み込み直しました。
cli-serve-kept = podsheet serve: { $error }。ページは最後に正しく読み込めた内容のままです。
cli-cannot-listen = { $address } で待ち受けできません：{ $why }（別のプログラムがポート{ $port }を使っているかもしれません。--port で別の番号を試してください）
cli-playoff-heading = スイスドロー{ $rounds }回戦後のトップ{ $top }
cli-playoff-seeds = シード
cli-playoff-to-come = （未定）
cli-playoff-match = { $a } 対 { $b }
cli-playoff-wins = { $name }の勝ち
cli-playoff-held = { $score } 保留：{ $why }
cli-unknown-language = 不明な言語「{ $tag }」です。使える言語は { $tags } です
cli-bad-top = 決勝ラウンドはトップ8・4・2のいずれかです。「{ $value }」は使えません
cli-bad-pod-size = ポッドの人数は{ $least }〜{ $most }人です。「{ $value }」は使えません
cli-unknown-preset = 不明なルール・プリセット「{ $id }」です。プリセットは { $ids } です
cli-explain-one-file = explain に指定できる FILE は1つです（シーズンの場合は --season とシーズンのファイル）
cli-explain-players = explain に指定できる --player は1人（そのプレイヤーの同点グループを説明）か2人（2人の順位を決めたものを説明）です
cli-no-player = { $file }：「{ $name }」という名前のプレイヤーはいません（プレイヤー：{ $names }）
cli-player-ambiguous = { $file }：「{ $name }」に当てはまるプレイヤーが複数います（{ $names }）。名前をもっと入力してください
cli-loopback-address = --address { $url } はこのコンピューターでしか開けないため、印刷したアドレスはスマホで開けません。このマシンのネットワークアドレス：{ $addresses }。serve を --bind でそのいずれかに指定し、--address { $example } で印刷してください
cli-loopback-no-network = --address { $url } はこのコンピューターでしか開けないため、印刷したアドレスはスマホで開けません。このマシンにはネットワークアドレスもありません（店のWi-Fiに接続してください）
cli-pdf-template-pod = --template { $template } はイベントなしで空のシートを印刷します。--pod にはドラフト会のファイルが必要です
cli-pdf-template-and-file = { $file }：--template { $template } はイベントなしで空のシートを印刷します。FILE と --template はどちらか一方だけを指定してください
cli-pdf-needs-file = pdf にはイベントのファイル（FILE）か、空のシートを印刷する --template ID が必要です
cli-pdf-template-kind = --template は空のポッドシートを印刷します。--kind pairings、slips、standings にはイベントのファイルが必要です
cli-pdf-blank-kind = --blank は --kind sheet のときだけ使えます
cli-pdf-round-kind = { $file }：--round { $round } はその回戦の組み合わせと結果票を印刷します。--kind を付けずに使うか、--kind pairings または slips と一緒に使ってください
cli-pdf-blank-not-sheet = { $file }：--blank はポッドシートを印刷しますが、このイベントはポッドシートを使うイベントではありません
cli-pdf-no-round = { $file }：--round { $round }：このイベントの回戦は第1〜{ $rounds }回戦です
cli-in-file = { $file }：{ $error }
# TODO(read)
cli-held = { $problem }この結果は保留中で、直すまでどこにも数えません。ほかのマッチはそのまま数えます。
# TODO(read)
cli-held-row = { $file } { $line }行目：{ $problem }この結果は保留中で、直すまでどこにも数えません。ほかのマッチはそのまま数えます。
cli-round-not-paired = 第{ $round }回戦はまだ組まれていません。組み直す、このままにする、勝利を与えるものはありません
cli-round-not-stale = 第{ $round }回戦は組んだときの結果に合っています。組み直すものも、このままにするものもありません
cli-cannot-repair = 第{ $round }回戦は組み直せません：{ $why }
cli-give-not-out = { $name }は第{ $round }回戦に組まれたまま抜けたプレイヤーではありません。勝利を相手に与えられるのは、組み合わせの後にドロップ（または失格）したプレイヤーのマッチだけです
cli-repair-taken-out = { $count ->
   *[other] 選手が決まるまで外した卓：{ $tables }。
}
cli-act-repair = 第{ $round }回戦を組み直すには：{ $command }
cli-act-keep = 第{ $round }回戦をこのままにするには：{ $command }
cli-act-give = 第{ $round }回戦で{ $name }をマッチの勝者にするには：{ $command }
cli-playoff-disagrees = { $file }：{ $flag } { $asked } は、このイベント自身のカット（{ $own }）と合いません。指定を外せばイベントのカットを使います
cli-playoff-own-top = トップ{ $top }
cli-playoff-own-after = 第{ $round }回戦後
cli-playoff-needs-top = { $file }：--top 8|4|2 が必要です。このファイルにはカットが記録されていません
cli-playoff-no-rounds = { $file }：--swiss-rounds { $asked }：このファイルの回戦は第1〜{ $rounds }回戦です
cli-pods-too-many = { $file }：名前が{ $names }人分あります。Podsheetが1回のドラフト会で扱えるのは{ $most }人までです
cli-pods-night-name = ドラフト会
cli-unknown-template = 不明なシートの種類「{ $id }」です。使えるのは { $ids } です
cli-serve-held = { $place }：店のオーナーの判断待ち（報告：{ $results }）。理由：{ $why }
cli-serve-paired = { $event }、{ $round }：{ $tables }卓の組み合わせを作りました。結果票には各プレイヤーのコードが載ります（{ $command }）
cli-serve-pod-line = ポッド{ $pod }：{ $line }

division-juniors = ジュニアリーグ
division-seniors = シニアリーグ
division-masters = マスターリーグ
cli-act-recut = 今の順位からカットし直すには：{ $command }
cli-act-keep-cut = カットをそのままにするには：{ $command }
cli-event-of = { $name }（--pod { $pod }／{ $pods }）
cli-file-other-name = { $file }（{ $other } の別名。ディスク上では同じファイル）
cli-file-hard-linked = { $file } にはディスク上の名前が { $links } 個あります（ハードリンク）。Podsheet はファイルを置き換えて保存するため、ほかの名前には古い内容が残ります。名前を一つにして（ファイルをコピーし、ほかの名前を削除）、それを使ってください。
cli-serve-stuck = { $place }：{ $why }
cli-serving-ipv6 = IPv6 ではネットワークの /64 のアドレスがすべて1台のスマホと数えられるため、スマホからの結果はすべてあなたの判断待ちになります（NAT の内側と同じ）。結果が自動で入るようにするには IPv4 で公開してください（--bind 0.0.0.0）
cli-serve-coded = { $event }、{ $round }：報告コードのなかった{ $tables }卓にコードを付けました。結果票を印刷し直してください（{ $command }）
cli-playoff-needs-division = { $file }：プレイヤーは年齢別のリーグでプレイし、リーグごとに決勝ラウンドがあります。--division juniors、seniors、masters のいずれかを指定してください
cli-playoff-no-division = { $file }：このイベントのカットには{ $division }の決勝ラウンドがありません
cli-playoff-not-by-division = { $file }：このイベントのカットはリーグごとではなくイベント全体のものです。--division を外してください
cli-playoff-own-divisions = リーグごとのカットです。--division も指定してください

cli-season-heading-tie = シーズン（全{ $events }回）— 得点：勝ち{ $win }、引き分け{ $draw }、負け{ $loss }、参加{ $attend }
cli-season-record-tie = 勝-敗-分
