# プレイヤーのスマホで見るページ (src/web)

web-find-title = 自分の名前を探す
web-title-pairings = { $event }：組み合わせ
web-title-standings = { $event }：順位表
web-not-here = 見つかりません
web-no-such-page = このページはありません。
web-back-to-pairings = 組み合わせに戻る
web-not-found = 見つかりません
web-nothing-yet = まだ表示するものがありません
web-not-shared = イベントはまだ公開されていません。
web-nav-pairings = 組み合わせ
web-nav-standings = 順位表
web-nav-all-pods = 全ポッド
web-footer = Podsheet · 閲覧のみ · このページは自動で更新されます
web-language = 言語
web-timer-stopped = （停止中）
web-time-up = 時間です！
web-no-pairings = まだ組み合わせがありません。第1回戦はまだ組まれていません。
web-round-pairings = { $name }の組み合わせ
web-find-then-table = 自分の名前を探して、その卓に行ってください。
web-player = プレイヤー
web-table = 卓
web-opponent = 対戦相手
web-bye = 不戦勝
web-standings-after = 第{ $rounds }回戦終了時の順位表
web-rules-tap = ルール：{ $rules }。名前をタップすると、その順位になった理由が見られます。
web-left-out = { $step }は使いません。総当たりが完了しています。
web-points = 得点
web-matches = マッチ
web-swipe = 表を横にスワイプすると、すべてのタイブレーカーが見られます。
web-percent-columns = ％の付いた列の数値はパーセントです（％記号は省略しています）。
web-won = 勝ち { $score }
web-lost = 負け { $score }
web-drew = 引き分け { $score }
web-not-tied = { $name }はマッチ・ポイントで誰とも並んでいないので、マッチ・ポイントだけで{ $place }になります。
ordinal = { $n }位
web-place-of = { $count }人中{ $place }
web-place-of-division = { $division } { $count }人中{ $place }
web-not-ranked = 順位なし
web-points-record = { $points }点 · { $record }
web-deck = デッキ：{ $deck }
web-first-pick = 1手目：{ $card }
web-round = 回戦
web-result = 結果
web-table-not-in = 卓{ $table }、未入力
web-why-place = { $place }の理由
web-why-not-ranked = 順位がつかない理由
web-compared = 前後のプレイヤーとの比較
web-tonight-pods-ask = 本日は{ $count }ポッドあります。自分の名前を探すか、下からポッドを選んでください。
web-your-name = あなたの名前
web-find = 探す
web-nobody-matches = 「{ $query }」に当てはまる参加者はいません。
web-pod = ポッド
web-tonights-pods = 本日のポッド
web-pod-players = { $count }人
web-nav-season = シーズン
web-season-title = シーズン
web-season-points = イベント1回あたりの得点：勝ち{ $win }点、引き分け{ $draw }点、負け{ $loss }点、参加{ $attend }点。
web-season-events = 参加回数
web-season-missing = 欠落
# A round's life, batch 2
web-in-the-playoff = 決勝ラウンドで勝ち残り中
web-playoff-so-far = ここまでの決勝ラウンド
web-why-swiss-place = スイスドローで{ $place }になった理由
web-playoff-seed = トップ{ $top }の第{ $seed }シード（スイスドローでは{ $swiss }）。
web-playoff-won = { $round }：{ $opponent }に{ $score }で勝利。
web-playoff-lost = { $round }：{ $opponent }に{ $score }で敗退。
web-playoff-to-play = { $round }：{ $opponent }と対戦予定。
web-pairings-changed = { $time }に組み合わせが変わりました：{ $count ->
    [0] 変わった卓はありません。
   *[other] 卓{ $tables }の組み合わせが新しくなりました。
}
web-pairings-may-change = この組み合わせは変わるかもしれません。これより前の結果・ドロップ・途中参加を店が確認しています。
# Results from the players' phones (issue 29)
web-table-extra = { $table }（+{ $minutes }分）
web-extra-minutes = 延長 +{ $minutes }分
web-report-result = { $a } { $score } { $b }
web-report-table = 卓{ $table }：結果
web-report-ask = マッチの結果を報告してください。{ $a }のゲーム数が先です。
web-report-how = または入力してください（{ $a }のゲーム数が先：{ $examples }）：
web-report-send = 報告する
web-report-yours-pending = この結果を報告しました。次に、{ $other }が自分の半券を使って自分のスマホで確認します。
web-report-change = 結果を間違えて報告しましたか？
web-report-other-pending = { $other }が下の結果を報告しました。正しければ確認してください。違っていれば、実際の結果を報告してください。
web-report-confirm = 確認する：{ $result }
web-report-or-other = 結果が違うとき：
web-report-confirmed = 両プレイヤーの報告が一致しました。結果は店が入力します。
web-report-disputed = 両プレイヤーが違う結果を報告しました（{ $results }）。店が判断します。自分の報告が間違っていたら、直してください。
web-report-has-result = 結果は入力済みです。変更したいときは店に声をかけてください。
web-report-unknown = このコードのマッチはありません。結果票のコードを確かめるか、店に声をかけてください。
web-report-slowed = このスマホから入力されたコードが何度も見つかりませんでした。1分待ってから、もう一度試してください。
web-report-origin = 結果はPodsheetのページからしか報告できません。結果票に書かれたアドレスを開いてください。
web-report-too-big = 入力が長すぎます。2-1 のように結果だけを入力してください。
web-report-taken = 結果はすでに入力されています。何も変更していません。変更したいときは店に声をかけてください。
web-footer-reports = Podsheet · 店のネットワーク · このページは自動で更新されます
web-report-agreed-already = 両プレイヤーの報告はすでに一致しています。あなたの報告は店へのメモとして残しましたが、何も変わっていません。結果を変更したいときは店に声をかけてください。
web-report-flagged = このマッチは、先に店が確認する必要があります（{ $why }）。店に声をかけてください。
web-report-half-pending = この結果はあなたの半券で報告されました。{ $other }が自分のスマホで確認します。
web-report-held = この結果は店の確認待ちです。理由：{ $why }。
web-report-impossible = この結果は保留中です：{ $why }。店が直すまでどこにも数えられません。店にお問い合わせください。
web-report-old-slip = この結果票は、各プレイヤーに自分の半券ができる前のものです。この結果票で報告した結果は店の確認待ちになります。
web-report-you-are = これは結果票の{ $name }の半券です。{ $name }として報告します。

## The cut stands after a fix (issue 35 part 4)

web-seeds-kept = 決勝ラウンドの組み合わせは、カットした時点のシードのままです。その後に直した結果は下の順位表の順位を動かしますが、組み合わせは変わりません（カットはそのまま）。
web-seed-now = （{ $seed }）{ $name }：現在の順位表では{ $place }
web-reports-off = このイベントはスマホからの結果報告を受け付けていません。結果票を店に渡してください。
web-busy = サーバーが混み合っています。少し待ってからもう一度お試しください。
web-cut-may-change = カットの後にスイスドローの結果が変わり、決勝ラウンドの結果はまだありません。店がカットし直すことがあるので、このトーナメント表は変わるかもしれません。
web-report-replaced = この結果票は差し替えられました。{ $time }に組み合わせが変わりました。新しい卓は組み合わせのページで確認し、新しい結果票を店で受け取ってください。
web-report-full-mine = この半券で{ $count }回報告しました。1台のスマホで送れる上限です。最後の報告が有効です。変えるときは店に声をかけてください。
web-report-full-half = この半券には複数のスマホから{ $count }回の報告があり、上限に達しました。店に声をかけてください。

web-report-how-dl = または入力してください（{ $a }のゲーム数が先：{ $examples }。両者敗北は dl）：
web-report-double-loss = { $a }と{ $b }：両者敗北

web-season-points-tie = 大会1回あたりの得点：勝ち{ $win }点、引き分け{ $draw }点、負け{ $loss }点、参加{ $attend }点。
