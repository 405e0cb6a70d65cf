# 동점 설명(src/text/explain). 각 메시지는 한 문장 또는 문장의 일부입니다.
# 플레이어 이름, 숫자, 목록은 이미 해당 언어에 맞게 정리된 인수로 들어옵니다.
# 이름 뒤의 조사(이/가, 은/는)가 이름에 따라 달라지지 않도록 "님"을 붙이거나
# 조사가 필요 없는 문형을 씁니다.

## 타이브레이커와 용어(GLOSSARY.md 참고)

step-match-points = 매치 포인트
step-omp = 상대 매치 포인트
step-omw = 상대 매치 승률
step-gpg = 게임당 게임 포인트
step-gw = 게임 승률
step-ogw = 상대 게임 승률
step-oomw = 상대의 상대 매치 승률
step-cumulative = 누적 타이브레이커
step-ow = 상대 승률
step-oow = 상대의 상대 승률
step-win-resistance = 윈 레지스턴스
step-win-resistance-resistance = 윈 레지스턴스 레지스턴스

# 순위표의 열 제목(짧은 이름).
short-match-points = 승점
short-match-wins = 승수
short-omp = OMP
short-omw = OMW%
short-gpg = GP/G
short-gw = GW%
short-ogw = OGW%
short-oomw = OOMW%
short-cumulative = 누적
short-ow = OW%
short-oow = OOW%
short-win-resistance = WR
short-win-resistance-resistance = WRR

decider-roll = 저장된 추첨 결과
decider-entry-order = 등록한 순서

## 숫자와 연결

# 퍼센트: $value는 이미 정리된 값("44.44").
percent = { $value }%
points = { $count ->
   *[other] { $count }점
}
# 한 묶음 안에서 각 플레이어 설명 사이.
phrase-separator = {"; "}
# 순위 순서의 이름 사이("Ann, Bo, Cy").
sentence-separator = {" "}
order-separator = {", "}
# "순서: …"의 그룹 사이.
then-separator = {", 그다음 "}
# 괄호 안 메모 사이.
note-separator = {", "}

## 동점 그룹을 단계별로

tie-open = { $players } 님이 { $points }으로 동점입니다.
ranking-is = 순위는 { $order } 순입니다.
step-first = { $step }: { $detail }
step-go-to = { $players } 님은 { $step } 항목을 비교합니다: { $detail }
step-each-set = { $step }: 아직 동점인 묶음마다 따로 비교합니다. { $parts }
set-part = { $players }: { $detail }
set-detail = { $phrases }. { $outcome }
skip-round-robin = { $step } 기준은 쓰지 않습니다. 모두가 서로 대전했기 때문에 플레이어 사이에 차이가 나지 않습니다.
fallback-roll-missing = { $players } 님은 모든 타이브레이커가 같습니다. 추첨으로 정하는데 아직 추첨하지 않았으므로, 추첨하기 전까지는 등록한 순서대로 표시합니다: { $order }.
fallback-decides = { $players } 님은 모든 타이브레이커가 같습니다. { $decider }에 따라 정합니다: { $order }.

outcome-still-tied = { $players } 님은 아직 동점입니다.
outcome-ahead = { $ahead } 님이 { $behind } 님보다 앞섭니다.
outcome-orders = 이에 따라 순위는 { $order } 순입니다.
outcome-in-order = 순서: { $parts }.
outcome-part-tied = { $players }(아직 동점)

## 두 플레이어 비교

pair-disqualified = { $name } 님은 실격되어 순위에 들지 않습니다.
pair-ahead-on-points = 매치 포인트에서 { $ahead } 님({ $ahead_points })이 { $behind } 님({ $behind_points })보다 앞섭니다.
match-wins =
    { $count ->
    *[other] 매치 { $count }승
    }
pair-ahead-on-wins = 매치 승수에서 { $ahead } 님({ $ahead_points })이 { $behind } 님({ $behind_points })보다 앞섭니다.
pair-tied = { $ahead } 님과 { $behind } 님은 { $points }으로 동점입니다.
pair-equal-on = 두 사람은 다음 항목이 같습니다: { $steps }.
step-with-value = { $step }({ $value })
pair-first-orders = 두 사람의 순서를 가르는 첫 번째 타이브레이커는 { $step }입니다: { $ahead_phrase }; { $behind_phrase }. { $ahead } 님이 앞섭니다.
pair-equal-every = 두 사람은 모든 타이브레이커가 같습니다. { $decider }에 따라 { $ahead } 님이 앞섭니다.

## 한 플레이어의 값이 나온 과정

phrase-points = { $who }: { $points }({ $won }승 { $drawn }무, 부전승 { $byes }회)
phrase-points-per-game = { $who }: { $games }게임에서 { $points }점 = { $value }
phrase-game-points = { $who }: 가능한 게임 포인트 { $possible }점 중 { $points }점 = { $value }
phrase-game-points-floored = { $who }: 가능한 게임 포인트 { $possible }점 중 { $points }점 = { $value }({ $raw }에서 최저치로 올림)
phrase-no-opponents = { $who }: 아직 상대가 없으므로 { $value }로 계산합니다
phrase-opponent-points = { $who } 님의 상대 점수 { $items } = { $sum } / { $count } = { $value }
opponent-points-floored = { $points }({ $record } 기록은 { $points }점으로 계산)
phrase-opponents = { $who } 님의 상대 { $items } = { $sum } / { $count } = { $value }
opponent-value = { $opponent } { $value }
opponent-value-notes = { $opponent } { $value }({ $notes })
note-raised = { $raw }에서 최저치 { $used }로 올림
with-bye-note = { $phrase }; { $count ->
   *[other] { $who } 님의 { $rounds }라운드는 부전승이라 계산할 상대가 없습니다
}
beaten = { $opponent }({ $value })
beaten-resistance = { $opponent }(윈 레지스턴스 { $value })
drew = { $opponent } 상대로 무승부({ $value } / 3 = { $used })
drew-resistance = { $opponent } 상대로 무승부(윈 레지스턴스 { $value } / 3 = { $used })
beaten-bye = 부전승(0)
beat-no-one = { $who }: 이긴 상대가 없으므로 0
beat = { $who }: 이긴 상대 { $items }, 합계 { $total }
pool-round = { $earned } → { $pool }
phrase-pools = { $who }: 라운드별 획득 점수와 누적 풀 { $rounds } = { $value }

## 규칙 프리셋, 각 한 줄(메뉴, 도움말, 인쇄된 규칙)

preset-pod-rr = 7인 리그전 시트: 승점, 윈 레지스턴스
preset-pod-swiss = 8인/10인 스위스 시트: DCI 타이브레이커, 부전승은 0-0
preset-mtr = 매직: 더 개더링 이벤트 규정 부록 C(최저치 0.33)
preset-wotc = 위저드 공식 순위표(최저치 1/3)
preset-melee = melee.gg(무승부 게임은 0점)
preset-wer = Wizards Event Reporter(PMW%에서 부전승 제외)
preset-wer-team = WER 팀 대회(OOMW%)
preset-cumulative = 2010년대 초반 프리미어 이벤트(누적)
preset-custom = 직접 정한 설정

## 종이 시트의 알파벳 칸(src/text/sheet.rs)

source-player = { $number }번 플레이어
source-winner = { $letter } 승자
source-loser = { $letter } 패자
source-waiting-flip = { $source }: { $letter }의 동전 던지기를 기다리는 중

## 이벤트에서 발견된 문제(src/engine/validate.rs)

validate-no-name = { $number }번 플레이어의 이름이 없습니다.
validate-same-name = 이름이 { $name }인 플레이어가 두 명 있습니다. 한 명에게 성이나 이니셜을 붙여 주세요.
validate-unknown-player = { $place }: 시트에 없는 플레이어를 가리키고 있습니다.
validate-against-themselves = { $place }: { $name } 님이 자기 자신과 대전하도록 짝지어져 있습니다.
validate-two-matches = { $round }라운드: { $name } 님이 두 매치에 들어가 있습니다({ $first }, { $place }).
validate-dropped-has-result = { $round ->
    [0] { $place }: { $name } 님은 불참(1라운드 전 제외)인데 여기에 결과가 있습니다.
   *[other] { $place }: { $name } 님은 { $round }라운드 후에 드롭했는데 여기에 결과가 있습니다.
}
validate-joined-has-result = { $place }: { $name } 님은 { $round }라운드부터 참가했는데 여기에 결과가 있습니다.
validate-no-result = { $place }: 아직 결과가 없습니다.
validate-cannot-happen = { $place }: { $score } 결과는 나올 수 없습니다. { $why }.
validate-intentional-draw = { $place }: { $score } 결과는 합의 무승부(ID)이며, 이 시트에서는 허용되지 않습니다.
validate-shared-seat = { $first } 님과 { $second } 님이 모두 { $seat }번 자리로 되어 있습니다. 한 명에게 다른 자리를 지정해 주세요.
impossible-best-of-one = 단판(BO1) 매치는 게임이 하나뿐입니다. 승, 패 또는 무승부입니다(1-0, 0-1, 0-0-1)
impossible-over-two = 3판 2선승(BO3)에서는 2게임을 먼저 이기면 매치가 끝납니다
impossible-both-two = 3판 2선승에서 두 플레이어가 모두 2게임을 이길 수는 없습니다
impossible-too-many = 그렇게 많은 게임을 하는 매치는 없습니다
place-quarterfinal = 8강 { $label }({ $a } 대 { $b })
place-semifinal = 4강 { $label }({ $a } 대 { $b })
place-final = 결승({ $a } 대 { $b })
place-match = { $round }라운드, 테이블 { $table }({ $a } 대 { $b })
place-box = { $round }라운드, 테이블 { $table }, { $label } 칸({ $a } 대 { $b })
place-bye = { $round }라운드({ $a } 님 부전승)
unknown-player = 알 수 없는 플레이어
# 이름 등의 텍스트를 그대로(말이 필요 없는 문장의 일부).
text = { $text }

## 라운드가 이렇게 짜인 이유(src/engine/pairing)

pair-rematch = { $a } 님과 { $b } 님이 다시 만납니다. 이번 라운드는 어떻게 짝지어도 재대전을 모두 피할 수는 없습니다.
float-odd = { $points }점에 남은 플레이어가 홀수 명입니다
float-rematch = { $points }점에 남은 플레이어끼리는 재대전 없이 모두 짝지을 수 없습니다
float-down = { $high } 님({ $high_points }점)이 아래 점수대의 { $low } 님({ $low_points }점)과 대전합니다. 이유: { $why }.
bye-everyone-had-one = { $name } 님이 부전승입니다. 모두 이미 부전승을 받았고, 재대전 없이 부전승을 받을 수 있는 가장 낮은 순위의 플레이어가 { $name } 님입니다.
bye-again = { $name } 님이 다시 부전승입니다. 아직 부전승을 받지 않은 플레이어는 모두 재대전을 피하려면 다른 대전에 들어가야 합니다.
bye-lowest = { $name } 님이 부전승입니다. 아직 부전승을 받지 않은 플레이어 중 순위가 가장 낮습니다.
bye-lowest-others = { $name } 님이 부전승입니다. 아직 부전승을 받지 않았고 재대전을 만들지 않고 부전승을 받을 수 있는 플레이어 중 순위가 가장 낮습니다({ $others } 님은 받을 수 없었습니다).
pair-random = { $round }라운드는 무작위로 대진을 짭니다(저장된 난수 시드 { $seed }).
pair-random-within-points = { $round }라운드는 같은 점수의 플레이어끼리 무작위로 대진을 짜고, 남는 사람은 무작위로 아래 점수와 짝지어집니다(저장된 난수 시드 { $seed }).
pair-across-seat = { $round }라운드는 자리 순서로 테이블 건너편과 대전합니다. 각자 테이블 절반만큼 떨어진 상대와 대전합니다.
pair-across-number = { $round }라운드는 플레이어 번호 순서로 테이블 건너편과 대전합니다. 각자 테이블 절반만큼 떨어진 상대와 대전합니다.
bye-odd-last = { $name } 님이 부전승입니다. 인원이 홀수이고 순서상 마지막입니다.
round-robin-sheet-round = 7인 시트 대진표의 { $round }라운드입니다.
round-robin-round = 리그전 대진표(원형 방식, { $players }명)의 { $round }라운드입니다.
bye-absent-opponent = { $name } 님이 부전승입니다. 예정된 상대 { $absent } 님이 이번 라운드에 참가하지 않습니다.
records-absent = { $name } 님은 { $round }라운드에 참가하지 않습니다. 시트의 진출 경로를 더 이상 쓸 수 없으므로 { $round }라운드부터는 성적으로 대진을 짭니다.
records-draws = 무승부로 끝난 매치가 { $count }개 있습니다({ $boxes }). 시트의 진출 경로를 더 이상 쓸 수 없으므로 { $round }라운드부터는 성적으로 대진을 짭니다.
records-off-sheet = { $round }라운드에는 다시 짤 때 성적으로 짠 테이블이 있습니다. 시트의 진출 경로를 더 이상 쓸 수 없으므로 { $round }라운드부터는 성적으로 대진을 짭니다.
draw-in-round = { $round }라운드
flip-sends = { $letter } 칸({ $a } 대 { $b })은 무승부였습니다. 동전 던지기에 따라 { $winner } 님이 승자로 올라갑니다.
swap-round-three = { $x } 님과 { $y } 님은 1라운드에서 비겼고, 2라운드 후 두 사람 모두 매치 포인트가 { $points ->
   *[other] { $points }점
}입니다. 3라운드에서는 두 사람의 자리를 바꿉니다.
no-swap = { $x } 님과 { $y } 님은 1라운드에서 비겼지만, 2라운드 후 매치 포인트가 각각 { $x_points }점과 { $y_points }점입니다. 자리를 바꾸지 않고 동전 던지기 결과를 그대로 따릅니다.

## 입력한 점수(src/model/score_text.rs)

score-not-a-score = "{ $text }": 점수가 아닙니다. 이긴 게임, 진 게임, 비긴 게임 수(2-1, 21, 2-1-1)나 w, l을 입력하고, 합의 무승부는 id로 입력하세요
score-which-draw = "{ $text }"로는 어떤 무승부인지 알 수 없습니다. 실제로 치른 게임대로 1-1(3게임은 시작하지 않음)이나 1-1-1(3게임 도중 시간 종료)을 입력하고, 합의 무승부는 id(0-0-3)로 입력하세요
score-too-many-games = "{ $text }": 그렇게 많은 게임을 하는 매치는 없습니다
score-empty = 0-0은 결과가 아닙니다. 매치를 하기 전까지는 칸을 비워 두세요. 합의 무승부(ID)는 0-0-3입니다(id 입력)
lang-preparing = { $language }: 아직 번역 중이라 번역되지 않은 부분은 영어로 표시됩니다.
lang-pseudo = { $tag }는 의사 로캘입니다. 레이아웃 확인용으로 악센트를 붙이고 약 40% 늘린 영어입니다.

## 드래프트 이벤트의 팟과 플레이어(src/engine/night.rs)

# 다음 세 개는 "N번째 줄…" 뒤에 오는 서술어입니다.
name-control-character = 제어 문자가 들어 있습니다
name-too-long = { $max }자를 넘습니다
name-twice = "{ $name }" 이름이 이미 { $line }번째 줄("{ $first }")에 있습니다. 드래프트 참가자는 한 번씩만 적어 주세요
night-no-pod = { $pod }번 팟이 없습니다.
night-pod-has-results = { $pod }번 팟에는 이미 결과가 있어서 플레이어를 더 이상 바꿀 수 없습니다.
night-pod-keeps-rounds = { $pod }번 팟은 자체 라운드와 좌석을 유지합니다(처음 나눈 그대로가 아닙니다). 여기서는 플레이어를 옮길 수 없습니다. 불참은 1라운드 전 드롭으로 처리됩니다.
night-no-show-played = { $name } 님은 { $round }라운드 결과가 있어 불참이 아닙니다. 대신 라운드 후 드롭으로 처리하세요(이름 옆 … 메뉴).
night-pod-full = { $pod }번 팟이 꽉 찼습니다({ $max }명).
night-pod-no-player = { $pod }번 팟에 { $player }번 플레이어가 없습니다.
night-type-name = 새 플레이어의 이름을 입력하세요.
night-already-playing = { $name } 님은 이미 이 드래프트 이벤트에 참가하고 있습니다.
night-pod-full-start-new = { $pod }번 팟이 꽉 찼습니다. 대신 새 팟을 시작하세요.
night-only-pod = 이 드래프트 이벤트의 팟이 하나뿐이므로 플레이어가 최소 한 명은 있어야 합니다.

## 직접 짜거나 바꾼 라운드(src/engine/pairing/check.rs)

check-no-round = { $round }라운드가 없습니다
check-swap-unknown-player = 두 선수 중 한 명은 이 대회에 없습니다. 다시 고르세요
check-not-playing = { $name } 님은 { $round }라운드에 짝지어져 있지만 이 라운드에 참가하지 않습니다.
check-against-themselves = { $name } 님이 자기 자신과 대전하도록 짝지어져 있습니다.
check-rematch = { $a } 님과 { $b } 님은 이미 대전했습니다. 재대전입니다.
check-second-bye = { $waiting } 님은 아직 부전승을 한 번도 받지 { $count ->
   *[other] 않았는데
} { $name } 님이 두 번째 부전승을 받습니다.
check-paired-times = { $name } 님이 { $round }라운드에 { $times }번 짝지어져 있습니다.
check-not-paired = { $name } 님이 { $round }라운드에 짝지어져 있지 않습니다.
check-swap-has-result = { $name } 님의 매치에는 이미 결과가 있습니다. 바꾸기 전에 결과를 지우세요.

## 팟 형식, 대진을 짤 수 없는 이유, 플레이오프, 시즌, 종이 시트

pod-format-round-robin-7 = 7인 리그전 시트
pod-format-swiss-8 = 8인 스위스 시트
pod-format-swiss-10 = 10인 스위스 시트
pod-format-swiss = 스위스
pod-plays = { $format } · { $games ->
    [1] 단판
    [3] 3판 2선승
   *[other] { $games }판
} · { $rounds }라운드(라운드당 { $minutes }분)
pairing-not-finished = { $round }라운드가 끝나지 않았습니다: 결과 { $missing }개가 아직 없습니다
pairing-over = 대회가 끝났습니다: { $rounds }라운드를 모두 치렀습니다
pairing-too-few = 대진을 짤 상대가 없습니다: { $round }라운드에 참가 중인 플레이어는 { $active }명입니다
pairing-too-many = 스위스 대진은 최대 { $max }명까지 짭니다. { $round }라운드는 { $active }명입니다
pairing-round-robin-size = 리그전은 3~16명이 필요합니다. 이 대회는 { $players }명입니다
pairing-sheet-players = { $expected }인 시트에는 1~{ $expected }번 플레이어가 필요합니다: { $problem }
sheet-players-count = 이 대회는 { $players }명입니다
sheet-players-number = { $name } 님의 번호는 { $number }번입니다
sheet-players-twice = { $number }번이 두 번 쓰였습니다
pairing-seed-needed = { $round }라운드는 무작위로 대진을 짭니다. 먼저 대진용 난수 시드를 추첨하세요
pairing-not-planned = 가져온 결과에는 다음 라운드가 계획되어 있지 않습니다
pods-no-players = 참가 신청 목록에 이름이 없습니다
pods-bad-size = 팟은 { $min }~{ $max }명입니다. { $size }명은 팟 인원이 될 수 없습니다
playoff-seeded = 스위스 { $rounds }라운드 후 TOP { $top }: 스위스 순위대로 1번 시드 대 { $top }번 시드, 2번 대 { $second }번…
playoff-round = TOP { $top }의 { $name }: 이전 라운드의 승자끼리 대전합니다.
playoff-needs-winner = { $place }: { $score } 결과로는 승자가 없습니다. 플레이오프 매치에는 승자가 필요합니다.
playoff-error = 플레이오프를 계속할 수 없습니다: { $why }
cut-not-swiss = TOP 8, 4, 2로 컷할 수 있는 것은 스위스 대회뿐입니다.
cut-not-finished = { $round }라운드가 끝나지 않았습니다: 스위스 결과가 모두 들어온 뒤에 컷합니다.
cut-too-few = TOP { $top }에는 { $top }명이 필요합니다. 이 대회는 { $players }명입니다.
cut-already = 이 대회는 이미 TOP { $top }로 컷되었습니다.
playoff-quarterfinals = 8강
playoff-semifinals = 4강
playoff-final = 결승
season-no-ties = 시즌 포인트가 같은 플레이어가 없습니다: 시즌 순위표에는 타이브레이커가 필요 없습니다.
season-tied = { $ahead } 님과 { $behind } 님의 시즌 포인트가 모두 { $points }점입니다.
season-by-matches-won = 시즌 중 매치 승리 수로 { $ahead } 님이 앞섭니다: { $ahead_count } 대 { $behind_count }.
season-by-fewer-losses = 매치 승리 수는 같습니다({ $won }). 매치 패배가 더 적은 { $ahead } 님이 앞섭니다: { $ahead_count } 대 { $behind_count }.
season-by-events = 매치 승패 수가 같습니다. 참가한 대회 수로 { $ahead } 님이 앞섭니다: { $ahead_count } 대 { $behind_count }.
season-by-first-seen = 모든 단계에서 같습니다. 시즌에 먼저 참가한 { $ahead } 님이 앞섭니다({ $ahead } 님은 { $ahead_event }번째 대회부터, { $behind } 님은 { $behind_event }번째 대회부터).
season-by-entry = 모든 단계에서 같고 두 사람 모두 { $event }번째 대회부터 참가했습니다. 그 대회에 먼저 등록된 { $ahead } 님이 앞섭니다.
season-placed = { $event }: { $name } 님은 매치와 참가로 { $earned }점을 얻었지만 { $points }점이 됩니다. 플레이오프의 각 순위는 그보다 아래 순위의 최고점보다 적어도 1점 많습니다.
template-round-robin-7 = 7인 리그전
template-swiss-8 = 8인 스위스
template-swiss-10 = 10인 스위스
template-single-elimination-8 = 8인 싱글 엘리미네이션
template-round-robin-6-double = 6인 더블 리그전
template-swiss-9 = 9인 스위스, 라운드마다 부전승 1명
heading-round-robin-7 = 7명: 단판, 모든 사람과 한 번씩 대전(7라운드). 라운드당 20분.
heading-swiss-8 = 8명: 3판 2선승, 스위스(3라운드). 라운드당 50분.
heading-swiss-10 = 10명: 3판 2선승, 스위스(3라운드). 라운드당 50분.
heading-single-elimination-8 = 8명: 3판 2선승, 싱글 엘리미네이션(3라운드). 라운드당 50분.
heading-round-robin-6-double = 6명: 단판, 모든 사람과 두 번씩 대전(10라운드). 라운드당 20분.
heading-swiss-9 = 9명: 3판 2선승, 스위스(3라운드), 라운드마다 1명 부전승. 라운드당 50분.
# A round's life (docs/rules.md §6)
round-name = { $round }라운드
pairing-waits = { $round }라운드 대진은 보류 중입니다: { $place }, { $score } 결과는 나올 수 없습니다. { $why }.
playoff-draw-why = 플레이오프 매치에는 승자가 있어야 합니다
cut-has-playoff-results = 플레이오프 매치에 이미 결과가 있으므로 컷은 그대로입니다
life-not-stale = { $round }라운드는 지금의 결과와 맞습니다: 다시 짤 대진이 없습니다.
life-off-sheet-waits = 남겨 둘 결과가 더 이상 시트와 맞지 않아 나머지 테이블은 성적으로 짜는데, { $place }의 결과를 기다리고 있습니다
life-off-sheet-flip = 남겨 둘 결과가 더 이상 시트와 맞지 않아 나머지 테이블은 성적으로 짜는데, { $place }의 동전 던지기를 기다리고 있습니다
life-off-sheet-waits-all = 남겨 둘 결과가 더 이상 시트와 맞지 않아 나머지 테이블은 성적으로 짜는데, 그 전의 모든 칸이 결정되기를 기다리고 있습니다
life-not-paired = { $name } 님은 { $round }라운드 대진에 없습니다.
life-bye-no-opponent = { $name } 님은 { $round }라운드 부전승입니다: 매치 승리를 줄 상대가 없으니 대신 라운드 대진을 다시 짜세요.
life-has-result = { $round }라운드 { $name } 님의 매치에는 이미 결과가 있습니다.
life-opponent-out = { $opponent } 님도 { $round }라운드에 참가하지 않습니다. 매치 승리를 줄 상대가 없으니 대신 이 라운드의 대진을 다시 짜세요.
life-cut-not-stale = 컷이 스위스 순위와 맞습니다: 컷을 다시 할 필요가 없습니다.
life-no-result = 결과 없음
life-bye-result = 부전승
# 변경(cause-*)은 명사구로 쓰고, 목록으로 이어 { $causes }가 됩니다.
cause-list = { $items }
cause-result = { $round }라운드 { $table }번 테이블 결과 변경({ $from } → { $to })
cause-result-cleared = { $round }라운드 { $table }번 테이블 결과 삭제(원래 { $from })
cause-dropped = { $after ->
    [0] { $name } 님 불참
   *[other] { $name } 님 드롭({ $after }라운드 후)
}
cause-disqualified = { $name } 님 실격
cause-came = { $name } 님 참가
cause-differs = 이전 결과 변경
cause-more = { $count ->
   *[other] 그 밖의 변경 { $count }건
}
# life-stale부터 life-advice-cut-stands까지는 문장의 일부입니다(끝에 마침표 없음).
life-stale = { $causes } 전에 { $round }라운드 대진을 짰습니다
life-stale-legacy = { $round }라운드 대진이 이전 라운드로 새로 짠 대진과 더 이상 맞지 않습니다
life-advice-repair = 대진을 다시 짜세요(아직 입력된 결과 없음)
life-advice-repair-rest = { $played ->
   *[other] 입력된 결과 { $played }개는 그대로 두고
} { $open ->
   *[other] 결과 없는 테이블({ $tables })의 대진을 다시 짜세요
}
life-advice-cannot = 아직 대진을 다시 짤 수 없습니다: { $why }
life-dropped-paired = { $after ->
    [0] { $name } 님은 불참이지만 { $round }라운드에 { $opponent } 님과 대진되어 있습니다. { $round }라운드 대진을 다시 짜거나 { $opponent } 님을 매치 승자로 처리하세요
   *[other] { $name } 님은 { $after }라운드 후 드롭했지만 { $round }라운드에 { $opponent } 님과 대진되어 있습니다. { $round }라운드 대진을 다시 짜거나 { $opponent } 님을 매치 승자로 처리하세요
}
life-dropped-bye = { $after ->
    [0] { $name } 님은 불참이지만 { $round }라운드 부전승으로 되어 있습니다. { $round }라운드 대진을 다시 짜세요
   *[other] { $name } 님은 { $after }라운드 후 드롭했지만 { $round }라운드 부전승으로 되어 있습니다. { $round }라운드 대진을 다시 짜세요
}
life-disqualified-paired = { $name } 님은 실격되었지만 { $round }라운드 대진에 있습니다. { $round }라운드 대진을 다시 짜세요
life-stale-cut = { $causes } 전에 TOP { $top } 컷을 했습니다
life-stale-cut-legacy = TOP { $top } 컷이 스위스 순위와 더 이상 맞지 않습니다
life-advice-recut = 컷을 다시 하세요(아직 플레이오프 결과 없음)
life-advice-cut-stands = 컷을 다시 할 수 없습니다: { $why }
life-warning = { $what }. { $advice }
change-repaired = { $causes } 때문에 { $time }에 { $round }라운드 대진을 다시 짰습니다: { $count ->
        [0] 바뀐 테이블 없음
       *[other] 바뀐 테이블 { $tables }
    }.
change-kept = { $causes }에도 불구하고 { $time }에 { $round }라운드 대진을 그대로 두었습니다.
change-conceded = { $round }라운드 대진 후 { $name } 님이 드롭하여 { $opponent } 님을 매치 승자로 처리했습니다({ $time }).
change-recut = { $causes } 때문에 { $time }에 TOP { $top } 컷을 다시 했습니다.
change-cut-kept = { $causes }에도 불구하고 { $time }에 TOP { $top } 컷을 그대로 두었습니다.
cause-repaired = { $round }라운드 대진 재편성
# The end of a sentence the app makes from a clause.
sentence-end = .
life-all-played = 이 라운드의 모든 테이블에 결과가 있습니다
life-advice-all-played = 결과는 그대로 유지됩니다(수정 후 계속 진행): 대진을 그대로 두세요
# A round's life, batch 2
rounds-not-swiss = 라운드 수는 스위스 대회에서만 정할 수 있습니다: 시트와 리그전은 라운드 수가 정해져 있습니다.
rounds-after-cut = 스위스가 이미 플레이오프로 컷되었습니다: 라운드 수는 확정되었습니다.
rounds-below-played = 스위스를 { $rounds }라운드에서 끝낼 수 없습니다. { $played }라운드에 이미 결과가 있습니다.
rounds-too-many = { $rounds }라운드는 한 대회에 둘 수 있는 최대치({ $max })보다 많습니다.
dropped-mark = { $round ->
    [0] (불참)
   *[other] ({ $round }라운드 후 드롭)
}
held-mark = ({ $round }: { $score } 보류)
held-result = { $score } 보류: { $why } (매장에서 고칠 때까지 어디에도 반영되지 않습니다)
# The end of a round (issue 29)
round-end-table = 테이블 { $table }: { $a } 대 { $b }
round-end-extra = { $line } (+{ $minutes }분)
round-end-extra-left = { $line } (+{ $minutes }분: { $left } 남음)
round-end-extra-up = { $line } (+{ $minutes }분: 시간 종료)
round-end-still-playing = 아직 진행 중인 테이블
round-end-none = 모든 테이블에 결과나 보고가 있습니다.

## Added 2026-11-25 (issue 30)
playoff-error-size = 플레이오프는 TOP 8, 4, 2 중 하나여야 합니다(TOP { $top } 불가)
playoff-error-too-few = TOP { $top }에는 순위에 든 플레이어가 { $top }명 필요한데, 스위스 순위에는 { $ranked }명뿐입니다
playoff-error-draw = { $round }라운드: { $pairing } 결과가 무승부입니다. 플레이오프 매치에는 승자가 필요합니다
playoff-error-not-in-bracket = { $round }라운드: { $pairing } 매치는 플레이오프 대진에 없습니다(대진: { $expected })
playoff-error-bye-not-in-bracket = { $round }라운드: { $name } 님의 부전승은 플레이오프 대진에 없습니다(대진: { $expected })
playoff-error-too-many-rounds = TOP { $top } 플레이오프는 { $rounds }라운드로 끝납니다. { $round }라운드는 플레이오프에 없는 라운드입니다

## Other games (docs/rules.md §8)

step-owp = 상대 승률
step-oowp = 상대의 상대 승률
step-head-to-head = 승자승
step-ctb = 누적 타이브레이커
step-pml = 매치 패배율
# TODO(read)
step-oml = 상대 매치 패배율
step-octb = 상대 CTB 평균
# TODO(read)
step-game-wins = 게임 승리 수
# TODO(read)
step-ompp = 상대 매치 포인트 비율
# TODO(read)
step-game-two-wins = 두 번째 게임 승리 수
short-owp = OWP
short-oowp = OOWP
short-head-to-head = 맞대결
short-ctb = CTB
short-pml = PML
# TODO(read)
short-oml = OML%
short-octb = OCTB
# TODO(read)
short-game-wins = 게임승
# TODO(read)
short-ompp = OMPP
# TODO(read)
short-game-two-wins = 2게임
preset-pokemon = 포켓몬 카드 게임: 상대 승률, 맞대결, 추첨
# TODO(read)
preset-fab = Flesh and Blood: CTB, 매치 패배율, 상대 매치 패배율, OCTB, 추첨(발행사의 순서, TRP 1.10 §1.4 기준)
preset-yugioh = 유희왕 TCG: OMW%, OOMW%, 무승부 없음(양패)
preset-lorcana = 디즈니 로카나(3판 2선승): OMW%, GW%, OGW%(최저치 0.33)
# TODO(read)
preset-lorcana-two-game = 디즈니 로카나 2게임 매치(2-0은 7점): 게임 승리 수, 상대 매치 포인트 비율, 두 번째 게임 승리 수(Melee의 순서)
# TODO(read)
preset-lorcana-two-game-playhub = 디즈니 로카나 2게임 매치를 3 / 1 / 0으로 계산: OMW%, OGW%(PlayHub에서 본 계산 방식)
preset-one-piece = 원피스 카드 게임: 무승부 없음(양패), 타이브레이커는 직접 선택
# TODO(read)
preset-swu = 스타워즈: 언리미티드: 매치 승리 수, OMW%, GW%, OGW%(Melee의 순서)
game-magic = 매직 더 개더링
game-pokemon = 포켓몬 카드 게임
game-fab = Flesh and Blood
game-yugioh = 유희왕 TCG
game-lorcana = 디즈니 로카나
game-lorcana-two-game = 디즈니 로카나(2게임 매치)
game-one-piece = 원피스 카드 게임
game-swu = 스타워즈: 언리미티드
h2h-beat = { $winner } 님이 { $round }라운드에서 { $loser } 님을 이겼습니다
h2h-not-met = { $a } 님과 { $b } 님은 서로 대전하지 않았습니다
h2h-no-winner = { $a } 님과 { $b } 님은 대전했지만 승자가 없습니다
h2h-not-two = 맞대결은 정확히 두 사람이 동점일 때만 적용되는데, 지금은 { $count }명이 동점입니다
pair-head-to-head = 두 사람의 순서를 가르는 첫 번째 타이브레이커는 맞대결입니다: { $detail }. { $ahead } 님이 앞섭니다.
phrase-ctb = { $who }: 각 라운드 후 매치 포인트 { $totals }; 누적값(지난 라운드 값 / 4 + 그때까지의 포인트)은 { $running }, 전승한 플레이어의 { $best } 대비 = { $value }
phrase-pml = { $who }: { $played }매치 중 { $lost }패 = { $value }
# TODO(read)
phrase-game-wins = { $who }: { $won }게임 승리
# TODO(read)
phrase-game-wins-byes = { $who }: { $won }게임 승리(그중 { $byes }게임은 부전승)
# TODO(read)
ompp-item = { $opponent } { $possible }점 중 { $points }점
# TODO(read)
phrase-ompp = { $who } 님의 상대 { $items }: { $points }점 / 상대 { $count }명 / 최대 { $possible }점 = { $value }
# TODO(read)
phrase-game-two = { $who }: { $won }매치에서 두 번째 게임 승리(모두 2-0), { $total }(으)로 계산
# TODO(read)
phrase-with-notes = { $phrase }({ $notes })
# TODO(read)
note-game-two-byes = 그중 { $count }은(는) 부전승
# TODO(read)
note-game-two-unknown = 1-1 매치 { $count }개는 결과로 두 번째 게임의 승자를 알 수 없어 누구에게도 세지 않음
note-bye-left-out = 부전승 제외
note-capped-drop = 드롭하여 { $raw }에서 { $used }로 내림
impossible-two-game = 2게임 매치는 최대 2게임입니다(2-0, 1-1, 또는 두 번째 게임이 끝나지 않은 1-0)
impossible-no-draws = { $game }에는 매치 무승부가 없습니다. 승부가 나지 않은 매치는 두 사람 모두의 패배입니다(dl 입력)
impossible-no-double-loss = { $game }에는 양패가 없습니다. 실제로 치른 게임 결과를 입력하세요
not-built-in = { $game }: 발행사의 { $facts } 규정을 확인하지 못해 넣지 않았습니다. Podsheet의 기본값(주최자가 정할 수 있음)을 씁니다.
fact-points = 매치 포인트
fact-bye = 부전승
fact-tiebreakers = 타이브레이커
fact-floors = 최저치와 상한
fact-shape = 참가 인원별 라운드 수
fact-pairing = 대진 방식
fact-playoff = 플레이오프 규칙
# TODO(read)
fact-last-step = 마지막 타이브레이커
# TODO(read)
choice-swu-omw = 스타워즈: 언리미티드: Melee는 OMW%에서 무승부 매치를 3점 중 1점으로 세면서도 그곳에서는 승리만 센다고도 씁니다. Podsheet는 무승부를 1점으로 셉니다(주최자가 정할 수 있음).
# TODO(read)
choice-lorcana-two-game = 디즈니 로카나(2게임 매치): Melee는 게임 승리 수, 상대 매치 포인트 비율, 두 번째 게임 승리 수 순으로 순위를 정하고, PlayHub에서는 매치마다 3 / 1 / 0에 OMW%와 OGW%를 쓰는 예가 보였습니다. 기본값은 Melee의 순서이고 PlayHub 방식은 프리셋 lorcana-two-game-playhub입니다(주최자가 정할 수 있음).
choice-lorcana-ompp-bye = 디즈니 로카나(2게임 매치): 상대의 부전승이 상대 매치 포인트 비율에서 어떻게 계산되는지 Melee는 밝히지 않습니다. Podsheet는 부전승 라운드를 그 상대의 라운드에 넣고(가능 점수 7점) 그 7점도 상대의 점수에 넣습니다(주최자가 정할 수 있음).
# TODO(read)
sources-line = 출처: { $sources }
# TODO(read)
sources-separator = {"; "}
# TODO(read)
source-secondary = { $cite }(2차 자료)

## What each event of the room is called (src/text/room.rs)

pod-name = { $draft } — 팟 { $pod }
pod-short = 팟 { $pod }
pairing-final-played = 플레이오프가 끝났습니다: 결승전을 치렀습니다
phrase-points-tie = { $who }: { $points }({ $won }승 { $drawn }무승부, 부전승 { $byes }회)
event-of-game = { $event }({ $game })
standings-tie-key = 전적은 승-패-무승부 순입니다. 무승부는 아무도 이기지 못한 대전입니다.
life-playoff-box-played = { $place }에는 결과가 있지만, 지금 대진표는 다른 플레이어를 그 자리에 보냅니다. 먼저 그 결과를 고치거나 지우세요
life-playoff-waits = 대진표가 { $place }의 결과를 기다립니다
life-playoff-no-keep = { $round }은(는) 대진표에 따른 대진입니다. 결과에 따라 다른 플레이어가 그 자리에 들어가면 그대로 둘 수 없습니다. 대진을 다시 짜세요.
score-no-draw-playoff = 플레이오프 매치에는 승자가 있어야 합니다: 2-1이나 0-2처럼 실제 게임 결과를 보고하세요(무승부, 0-0 불가).
life-box-waits-no-keep = { $place }은(는) 아직 경기할 수 없습니다. 앞선 { $feeder } 칸에 결과가 없고 그 칸의 플레이어도 이 경기에 없으므로 그대로 둘 수 없습니다. 라운드 대진을 다시 짜세요. { $feeder } 칸에 결과가 들어오면 이 칸이 채워집니다.
cut-division-too-few = { $division } 부문의 TOP { $top }에는 아직 남아 있는 플레이어 { $top }명이 필요합니다. 지금은 { $players }명입니다.
cut-no-division = 연령 부문별로 참가하는 플레이어는 부문별로 컷합니다. 각 부문의 컷을 한 번씩만 고르세요: TOP 8, 4, 2 또는 플레이오프 없음(대회 → 부문별 컷…).
division-says = { $division }: { $what }
playoff-cut-round = 플레이오프 { $round }라운드
playoff-division-stage = { $stage }({ $division })
playoff-stages = { $stages }
file-place-line = { $name }: TOM 자체 순위표에서는 { $file }위, Podsheet에서는 { $place }위입니다. { $why }
file-place-dropped-after = { $round }라운드 후의 { $name }
file-place-why-their-drop = { $name } 님은 { $round }라운드 후에 드롭했습니다. TOM은 드롭한 플레이어의 OWP와 OOWP를 드롭 시점의 값으로 유지하지만, Podsheet는 그 뒤에 상대들이 치른 라운드도 계속 셉니다. 이 점은 규정집에서 정하지 않았습니다.
file-place-why-others-drop = TOM은 같은 승점에서 드롭한 플레이어 { $count ->
   *[other] { $count }명
}({ $names })의 OWP와 OOWP를 드롭 시점의 값으로 유지하지만, Podsheet는 그 뒤에 상대들이 치른 라운드도 계속 셉니다. 이 점은 규정집에서 정하지 않았습니다.
file-place-why-their-late = { $name } 님은 늦게 참가했습니다. TOM은 늦게 참가한 플레이어를 같은 승점의 모든 플레이어보다 아래에 두지만, Podsheet는 다른 모든 플레이어처럼 타이브레이커로 순위를 정합니다. 규정집은 둘 다 허용합니다.
file-place-why-others-late = TOM은 같은 승점에서 늦게 참가한 플레이어 { $count ->
   *[other] { $count }명
}({ $names })을(를) 그 승점의 다른 모든 플레이어보다 아래에 두지만, Podsheet는 타이브레이커로 순위를 정합니다. 규정집은 둘 다 허용합니다.
file-place-why-rounded = TOM은 OWP와 OOWP를 퍼센트 소수점 둘째 자리로 반올림해 비교하므로, 그만큼 가까운 값은 같은 것으로 봅니다. Podsheet는 정확한 값으로 비교합니다.
file-place-why-unknown = TOM 고유의 순위 방식 중 어느 것이 { $name } 님을 그 순위에 두었는지 Podsheet는 알 수 없습니다.
explain-pair-apart = { $a } 님과 { $b } 님은 서로 다른 연령 부문에서 참가하며, 부문마다 순위표가 따로 있습니다. 어느 쪽도 다른 쪽보다 앞서지 않습니다. { $a } 님은 { $a_division } 부문 { $a_place }위, { $b } 님은 { $b_division } 부문 { $b_place }위입니다.
playoff-error-no-bracket = { $round }라운드: { $pairing }은(는) 어느 부문의 플레이오프 경기도 아닙니다

## 결과를 그 게임의 말로 (src/text/result.rs)
score-double-loss = 양패
result-double-loss = 양패
result-tied = 무 { $score }
result-tie = 무승부

score-no-draw-type-dl = "{ $text }": { $game }에는 매치 무승부가 없습니다. 아무도 이기지 못한 매치는 양패(두 사람 모두 패배)입니다. dl을 입력하세요

konami-number-is = { $head } = 매치 포인트(두 자리), OMW%와 OOMW%(각 세 자리, 반올림하지 않고 버림)를 하나의 숫자로 나타낸 것. 코나미 소프트웨어가 출력하는 방식입니다

playoff-error-tie = { $round }라운드: { $pairing } 결과가 무승부입니다. 플레이오프 매치에는 승자가 필요합니다
playoff-error-double-loss = { $round }라운드: { $pairing } 결과가 양패입니다. 플레이오프 매치에는 승자가 필요합니다

fact-round-time = 라운드 시간

standings-no-roll-yet = 동점 처리를 위한 추첨을 아직 하지 않았습니다. 추첨 전까지 모든 타이브레이커가 같은 플레이어는 등록 순서대로 표시됩니다.
