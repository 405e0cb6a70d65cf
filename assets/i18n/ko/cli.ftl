# 명령줄에서 사람에게 보여 주는 문장(src/cli). JSON과 CSV는 언어에 따라 바뀌지 않습니다.

explain-no-ties = 매치 포인트가 같은 플레이어가 없습니다. 순위표에 타이브레이커가 필요하지 않습니다.
explain-not-tied = { $name } 님은 누구와도 동점이 아닙니다. 매치 포인트 { $points }점만으로 { $rank }위입니다.
