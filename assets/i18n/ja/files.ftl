# ファイルの読み込み（src/io）：読めないファイルの何がおかしいか。ファイル名の
# 後に続けて表示されます。JSON のパス、CSV の列名、--pod はファイルのとおりに
# 残します。

file-error = { $file }：{ $message }
file-error-line = { $file }（{ $line }行目）：{ $message }
file-error-pod = { $file }（ポッド{ $pod }）：{ $message }

## システムがファイルを拒否した理由

file-os-not-found = そのファイルはありません
file-os-permission = アクセスが拒否されました
file-os-is-folder = ファイルではなくフォルダーです
file-os-disk-full = ディスクがいっぱいです
file-os-read-only = ディスクが読み取り専用です
file-os-other = { $error }

## どのファイルでも

file-cannot-open = 開けません：{ $why }
file-cannot-read = 読み込めません：{ $why }
file-cannot-write = 書き込めません：{ $why }
file-cannot-read-folder = フォルダーを読み込めません：{ $why }
file-too-large = { $mib } MiB を超えています。どのイベントにもそこまでは要りません
file-not-utf8 = UTF-8 のテキストではありません
file-newer-version = 新しい Podsheet（{ $version }）で書かれています。このバージョンが読めるのは { $reads } です。開くには Podsheet を更新してください。
file-at = { $path } の値：{ $why }
file-missing-field = 項目「{ $field }」がありません
file-unknown-field = 「{ $field }」はここでPodsheetが知っている項目ではありません（知っている項目：{ $known }）
file-wrong-value = { $found } はここには入りません。入るのは{ $expected }です
file-serde-reason = { $why }
file-value-as = { $value }
file-value-list = リスト
file-value-object = オブジェクト
file-value-null = null
file-expect-whole-number = 整数
file-expect-count = 0以上の整数
file-expect-text = 文字列
file-expect-yes-no = true または false
file-expect-list = リスト
file-too-many-players = プレイヤーが{ $players }人います。Podsheet が扱えるのは{ $max }人までです
file-too-many-rounds = { $rounds }回戦あります。Podsheet が扱えるのは{ $max }回戦までです

## イベント・ファイルとドラフト会のファイル（JSON）

file-json-cut-off = 途中で終わっています：ファイルが切れています（コピーや保存の失敗？）
file-json-invalid = 正しい JSON ではありません：{ $detail }
file-not-event-object = Podsheet のイベント・ファイルではありません（JSON オブジェクトが必要です）
file-unknown-format = 不明な形式「{ $format }」です。「{ $expected }」が必要です
file-no-format-key = Podsheet のイベント・ファイルではありません（「format」キーがありません）
file-not-night = ドラフト会のファイルではありません
file-pods-not-list = 「pods」がポッドのリストではありません
file-no-pods-list = 「pods」のリストがありません
file-no-pods = ポッドがありません
file-too-many-pods = ポッドが{ $pods }個あります。Podsheet が扱えるのは{ $max }個までです
file-pod-not-object = イベントではありません（オブジェクトが必要です）
file-pod-choose = { $count }ポッドのドラフト会のファイルです。--pod 1 ～ --pod { $count } のどれか1つを選んでください
file-pod-only-one = ポッドは1つだけなので、ポッド{ $pod }はありません（--pod 1 を使うか、指定を外してください）
file-pod-none = ポッドは1～{ $count }です。ポッド{ $pod }はありません

## イベント・ファイルの中の、意味をなさない値

check-line-break = { $what ->
    [name] イベント名
    [deck] デッキ
    [first-pick] 1手目
   *[label] ラベル
}に改行が入っています。シートでは1行です
check-date-format = 「{ $date }」は YYYY-MM-DD 形式（例：2025-03-14）の日付ではありません
check-date-month = 「{ $date }」に{ $month }月はありません
check-date-day = 「{ $date }」：その月に{ $day }日はありません
check-swiss-rounds = { $rounds }回戦のスイスドローのイベントです。1～{ $max }回戦でなければなりません
check-decimals = 小数点以下{ $decimals }桁です。最大{ $max }桁です
check-drawn-game-points = 引き分けのゲームが{ $points }点です。勝ったゲーム（3点）より多くなっています
check-step-twice = 「{ $step }」が2回入っています
check-scoring-points = 結果が{ $points }マッチ・ポイントになっています。上限は{ $max }です
check-name-control = プレイヤー{ $player }の名前に制御文字が入っています
check-name-long = プレイヤー{ $player }の名前が{ $max }文字を超えています
check-number-zero = { $name }の番号が0です。プレイヤー番号は1から始まります
check-number-shared = { $first }と{ $second }がどちらも番号{ $number }です。番号は1人に1つです
check-seat-zero = { $name }の席が0です。席は1から始まります
check-dropped-after = { $name }は第{ $round }回戦の後にドロップしています。そんなに回戦のあるイベントはありません
check-joined-round = { $name }は第{ $round }回戦から参加しています。回戦は1～{ $max }です
check-no-such-player = プレイヤー{ $player }を指していますが、プレイヤーは{ $players }人しかいません
check-score-games = スコア { $score }：どのマッチよりもゲーム数が多すぎます
check-bye-score = スコア { $score } の不戦勝です。不戦勝は対戦しません
check-time-format = 「{ $time }」は 2025-03-14T19:05:00Z 形式の時刻ではありません
check-order-twice = { $name }が順番に2回入っています
check-flip-round = 第{ $round }回戦のコイントスです。回戦は1～{ $max }です
check-seed-round = 第{ $round }回戦の組み合わせシードです。回戦は1～{ $max }です

## 結果の CSV（$column は CSV の列名：round、player など）

csv-empty = 空です：見出し行と、マッチごとに1行が必要です
csv-header-unreadable = 見出し行を読み込めません：{ $detail }
csv-unreadable = CSV として読み込めません：{ $detail }
csv-field-count = 項目が{ $fields }個あります。見出し行は{ $expected }個です
csv-round-range = round が{ $round }です。1～{ $max }でなければなりません
csv-own-opponent = { $name }が自分自身の対戦相手になっています
csv-no-games = 0-0-0 は結果ではありません：対戦が終わるまでそのマッチは書かないでください
csv-too-many-games = { $score } は、どのマッチよりもゲーム数が多すぎます
csv-unknown-status = 状態「{ $status }」は不明です。dropped、disqualified、late を使うか、空欄にしてください
csv-no-matches = 見出し行はありますが、マッチがありません
csv-unknown-column = 不明な列「{ $column }」です。列は { $columns } と、必要なら status と division です
csv-missing-column = 見出し行に「{ $column }」の列がありません
csv-value-empty = { $column } が空です
csv-value-negative = { $column } が { $value } です：マイナスにはできません
csv-value-huge = { $column } が { $value } です。どのイベントよりもはるかに大きい値です
csv-value-not-number = { $column } が「{ $value }」です。整数ではありません
csv-name-long = { $column } の名前が{ $max }文字を超えています
csv-name-control = { $column } の名前に制御文字が入っています
csv-too-many-players = プレイヤーが{ $max }人を超えています
csv-sides-differ = 第{ $round }回戦：{ $player }対{ $opponent }がここでは{ $here }ですが、相手側の{ $other }行目では{ $there }です
csv-round-twice = { $name }が第{ $round }回戦に2回出ています（{ $other }行目にも）
csv-round-gap = 第{ $round }回戦のマッチがないのに、それより後の回戦があります
csv-dropped-plays = { $name }は第{ $round }回戦でドロップとされていますが、第{ $later }回戦で対戦しています（{ $other }行目）

## シーズン・ファイル

season-none-readable = シーズンのイベントが1つも読み込めませんでした
season-no-events-in-folder = このフォルダーにはイベント・ファイルがありません
season-not-season-file = シーズン・ファイルではありません：{ $detail }
season-format = 形式「{ $format }」はこの Podsheet では読めません（podseason/1）

## リスト

players-list-too-long = 名前が{ $max }個を超えています
# A round's life (docs/rules.md §6)
check-cut-top = 決勝ラウンドはトップ8・4・2のいずれかです。トップ{ $top }はありません
check-cut-structure = 決勝ラウンドにカットできるのはスイスドローのイベント（または取り込んだスイスドローの結果）だけです
check-cut-after-round = カットはイベントにあるスイスドローの回戦（1～{ $rounds }）の後に行います。第{ $round }回戦の後ではありません
check-cut-too-few = トップ{ $top }には{ $top }人必要です。このイベントは{ $players }人です
check-cut-too-many-rounds = トップ{ $top }の決勝ラウンドは{ $most ->
   *[other] { $most }回戦
}ですが、カットの後に{ $rounds }回戦あります
check-cut-seeds = トップ{ $top }のシードは{ $top }人です。{ $seeds }人ではありません
check-paired-from-rounds = 回戦は、それより前の回戦（{ $before }回戦分）の結果から組み合わせます。{ $rounds }回戦分ではありません

# season (issue 28)

season-points-not-pair = 「{ $part }」は「キー=数値」の形ではありません
season-points-not-number = 「{ $part }」の「{ $value }」は数値ではありません
season-points-unknown-key = 不明なキー「{ $key }」（使えるキーは win、draw、loss、attend）
season-points-too-large = { $key }={ $value } は点数が多すぎます：1項目あたり最大{ $max }点です
season-not-regular = 通常のファイルではありません：{ $kind }
season-kind-fifo = 名前付きパイプ
season-kind-socket = ソケット
season-kind-char-device = キャラクター・デバイス
season-kind-block-device = ブロック・デバイス
season-kind-folder = フォルダー
season-kind-other = 特殊ファイル
# Results from the players' phones (issue 29)
check-report-code = 「{ $code }」は報告コードではありません。A-Z と 2-9 の英数字6文字です（I、O、0、1 は使いません）
check-extra-minutes = 延長{ $minutes }分は1卓に与えられる時間を超えています（最大{ $max }分）
check-report-device = スマホの名前は改行なしの1～64文字です

## Added 2026-11-25 (issue 30): a name's reading
check-reading-control = プレイヤー{ $player }の名前の読みに制御文字が入っています
check-reading-long = プレイヤー{ $player }の名前の読みが{ $max }文字を超えています
check-report-address = 「{ $address }」はネットワークアドレスではありません（192.168.1.23 のような形です）
check-report-codes-same = 結果票の2つの半券には、それぞれ別のコードが必要です
check-pod-number = ポッド番号 { $pod }。ポッドは 1 から { $max } までで数えます

csv-unknown-division = 部門「{ $division }」は不明です。juniors、seniors、masters を使うか、空欄にしてください
csv-division-differs = { $name }は前の行では { $had }、この行では { $here } です
check-forced-loss = { $name }に第{ $round }回戦の対戦相手なしの敗北がありますが、回戦は1から{ $max }までです
check-file-place = 大会にいない選手の順位（{ $place }）か、順位0が書かれています
tdf-not-xml = はPodsheetが読めるTOMのファイルではありません。XMLが壊れています（{ $detail }）
tdf-unknown-root = はTOMのファイルではありません。<{ $element }>で始まっていますが、TOMのファイルは<tournament>で始まります
tdf-no-element = に<{ $element }>がありません。TOMのファイルには必ずあります
tdf-bad-value = <{ $element }>の{ $attribute }="{ $value }"は、TOMが書かない値です
tdf-no-player = <{ $element }>に選手が書かれていません（userid がありません）
tdf-unknown-player = に<players>にいない選手 { $userid } が出てきます
tdf-player-twice = に選手 { $userid } が2回出てきます
tdf-round-twice = { $name }が第{ $round }回戦で2回対戦しています
tdf-no-name = 選手 { $userid } に名前がありません
tdf-name-long = 選手 { $userid } の名前が{ $max }文字を超えているか、制御文字を含んでいます
tdf-round-gap = に第{ $round }回戦の対戦がないのに、その後の回戦があります
check-pod-sheet-game = ポッド用シートはマジックのドラフト用シートですが、これは{ $game }のルールです。{ $game }のイベントはスイス式か総当たりで行います（「新しいイベント」で作り直すか、マジックのプリセットを使ってください）
check-cut-division-twice = { $division }の決勝ラウンドは一つです。二つではありません
check-cut-seed-division = { $name }は{ $division }ではなく{ $other }でプレイしています
check-cut-division-top = リーグごとのカットの大きさは最大の決勝ラウンドと同じトップ{ $most }です。トップ{ $top }ではありません
tdf-other-game = は{ $game }のTOMファイルです（gametype="{ $code }"）。PodsheetはポケモンカードゲームのTOMファイルだけを読み、ほかのゲームをカードゲームのルールで順位付けすることはしません
tdf-game-video-game = ポケモンのビデオゲーム
tdf-game-go = Pokémon GO

check-round-minutes = { $minutes }分のラウンド：ラウンドの時間は1〜{ $max }分です
