# コマンドラインの文（src/cli）。JSON と CSV は言語によって変わりません。

explain-no-ties = マッチ・ポイントで同点のプレイヤーはいません。順位表にタイブレーカーは必要ありません。
explain-not-tied = { $name }は誰とも同点ではありません。マッチ・ポイント{ $points }点だけで{ $rank }位です。
