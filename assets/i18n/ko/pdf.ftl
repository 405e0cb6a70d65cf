# 인쇄물 (src/io/pdf): 팟 시트, 대진, 결과지, 순위표

pdf-bye = 부전승
pdf-held-score = { $score } 보류
pdf-held = 보류
pdf-season-title = 시즌: { $name }
pdf-season-missing = { $event }번째 회차({ $file })를 읽을 수 없습니다. 누구의 점수에도 반영되지 않습니다(?로 표시).
pdf-title-pairings = { $event }: 대진
pdf-title-slips = { $event }: 결과지
pdf-title-standings = { $event }: 순위표
pdf-title-round = { $event }: 대진과 결과지
pdf-title-playoff = { $event }: 플레이오프
pdf-bye-caps = 부전승
pdf-dq = 실격
pdf-win = W
pdf-loss = L
pdf-draw = D
pdf-event-blank = 대회명: ______________________
pdf-date-blank = 날짜: ____________
pdf-games = 게임
pdf-wld = W/L/D
pdf-no = 번호
pdf-name = 이름
pdf-seat = 자리
pdf-round-short = { $round }R
pdf-record = 전적
pdf-matches-lower = 매치
pdf-rank = 순위
pdf-deck = 덱
pdf-first-pick = 첫 픽
pdf-how-ties = 동점을 가른 방법
pdf-how-ties-continued = { $event }: 동점을 가른 방법(계속)
pdf-pairings-title = { $event }: { $name } 대진
pdf-pairings-note = 이름순입니다. 내 이름을 찾은 다음 해당 테이블로 가세요.
pdf-table = 테이블
pdf-player = 플레이어
pdf-opponent = 상대
pdf-record-points = ({ $record }, { $points }점)
pdf-continued = (계속)
pdf-slip-heading = { $name } · 테이블 { $table }
pdf-games-won = 이긴 게임 수
pdf-drawn-games = 비긴 게임 수
pdf-signed = 서명: { $name }
decided-points = 승점
decided-wins = 승수
decided-roll = 추첨
decided-entry = 등록 순서
pdf-points = 승점
pdf-matches = 매치
pdf-games-head = 게임
pdf-decided-by = 결정 기준
pdf-standings-title = { $event }: { $rounds }라운드 후 순위표
pdf-step-is = { $short } = { $name }
pdf-rules-steps = 규칙 “{ $rules }”: { $steps }.
pdf-left-out = { $step } 미사용: 모든 플레이어가 서로 대전했습니다.
pdf-none-ranked = 아직 순위가 매겨진 플레이어가 없습니다.
pdf-qr-heading = 대진, 순위표, 그 이유를 휴대폰으로:
pdf-qr-note = 매장 와이파이에서 보세요. 설치할 것은 없습니다. 코드를 스캔하거나 주소를 입력하세요.
pdf-qr-small = 휴대폰으로 순위표 보기:
# 팟 시트 칸 왼쪽의 라운드 표시: 번호 앞의 말은 위에, 뒤의 말은 아래에 작게 인쇄됩니다.
pdf-round-n = { $round }라운드
pdf-vs = 대
pdf-wld-colon = W/L/D:
pdf-games-won-colon = 이긴 게임:
pdf-coin-flip-note = { $source }(동전 던지기)
rules-seating = 자리:
rules-seating-text = 드래프트 전에 자리를 무작위로 정합니다. 드래프트 순서는 시드가 아닙니다. 이 시트에 적힌 각 플레이어의 번호가 아래 칸에서 쓰는 번호입니다.
rules-pairings = 대진:
rules-pairings-round-robin-7 = 모두가 서로 한 번씩 대전하며 라운드마다 칸이 한 줄입니다. 라운드마다 한 명이 부전승이며, 매치 승리로 칩니다.
rules-pairings-single-elimination = 1라운드는 그림처럼 번호로 대진을 짭니다. 승자는 각 줄 아래에 적힌 칸으로 올라가고, 진 플레이어는 탈락합니다.
rules-pairings-round-robin-double = 모두가 서로 두 번씩 대전하며 라운드마다 칸이 한 줄입니다. 6~10라운드는 1~5라운드를 반복합니다.
rules-pairings-swiss-9 = 1라운드는 그림처럼 번호로 대진을 짜고, 9번 플레이어가 부전승입니다. 그다음은 대진표를 따릅니다: 각 줄에 어느 칸의 승자나 패자가 그 자리에서 대전하는지 적혀 있고, 라운드마다 한 칸은 부전승(매치 승리)입니다. 같은 상대와 두 번 만나거나 부전승을 두 번 받는 사람은 없습니다. 유일한 예외는 무승부입니다(무승부 참고).
rules-pairings-swiss = 1라운드는 그림처럼 번호로 대진을 짭니다. 그다음은 대진표를 따릅니다: 각 줄에 어느 칸의 승자나 패자가 그 자리에서 대전하는지 적혀 있습니다. 유일한 예외는 무승부입니다(무승부 참고).
rules-time-limits = 제한 시간:
rules-time-limits-text = 라운드당 { $minutes }분. 시간이 끝났을 때 매치가 끝나지 않았다면 플레이어들은 모두 합쳐 다섯 턴을 더 진행합니다. 그때도 끝나지 않은 게임은 무승부입니다.
rules-best-of-one = 단판:
rules-best-of-one-text = 각 매치는 게임 하나입니다. 각 플레이어에게 W(승), L(패), D(무)를 적습니다.
rules-best-of-three = 3판 2선승:
rules-best-of-three-text = 먼저 두 게임을 이긴 플레이어가 매치에서 이깁니다. 그 전에 시간이 끝나면 게임을 더 많이 이긴 플레이어가 이기고, 이긴 게임 수가 같으면 무승부입니다. 시작된 게임만 셉니다: 세 번째 게임 도중 시간이 끝나면 1-1-1, 세 번째 게임을 시작하지 않았다면 1-1입니다.
rules-draws = 무승부:
rules-draws-round-robin = 무승부 매치는 양쪽에 1점, 승리는 3점, 패배는 0점입니다. 합의 무승부(ID)는 허용되지 않습니다.
rules-draws-single-elimination = 매치가 무승부로 끝나면 동전 던지기로 누가 다음 칸으로 갈지 정합니다. 앱이 결과를 기록합니다. 합의 무승부(ID)는 허용되지 않습니다.
rules-draws-swiss-9 = 매치가 무승부로 끝나면 동전 던지기로 누가 그 칸의 승자로, 누가 패자로 갈지 정합니다. 앱이 결과를 기록합니다. 두 번째 무승부 이후 대회의 나머지는 전적으로 대진을 짭니다. 합의 무승부(ID)는 허용되지 않습니다.
rules-draws-swiss = 매치가 무승부로 끝나면 동전 던지기로 누가 그 칸의 승자로, 누가 패자로 갈지 정합니다. 앱이 결과를 기록합니다. 1라운드에서 비긴 두 플레이어가 2라운드 후 전적이 같으면 대진표에서 자리를 바꿉니다. 합의 무승부(ID)는 허용되지 않습니다.
rules-tiebreakers = 타이브레이커:
rules-step-numbered = { $number }. { $step }
rules-fallback-roll = 한 번만 하고 대회와 함께 저장하는 무작위 추첨
rules-fallback-entry = 등록 순서
rules-tiebreakers-text = { $description }. 1. 매치 포인트: 승리 3점(부전승은 승리), 무승부 1점, 패배 0점. { $steps }. 모든 단계에서 같은 플레이어의 순서는 다음으로 정합니다: { $fallback }.
rules-tiebreakers-text-skip = { $description }. 1. 매치 포인트: 승리 3점(부전승은 승리), 무승부 1점, 패배 0점. { $steps }. 모든 단계에서 같은 플레이어의 순서는 다음으로 정합니다: { $fallback }. 모든 플레이어가 서로 대전한 뒤에는 상대를 비교하는 단계를 쓰지 않습니다.
# A round's life (docs/rules.md §6)
pdf-replaces = { $time }에 대진을 다시 짰습니다: { $name }을(를) 전에 인쇄했다면 그 인쇄물은 버리고 이것을 쓰세요.
# Results from the players' phones (issue 29)
pdf-report-here = 휴대폰으로 결과를 보고하세요(코드 { $code }):
pdf-title-still-playing = { $event }: 아직 진행 중인 테이블
pdf-still-playing-title = { $event }: 아직 진행 중인 테이블({ $name })

## Added 2026-11-25 (issue 30)
pdf-error-not-a-sheet = 이 대회는 팟 시트로 진행하는 대회가 아닙니다({ $what }). 대신 대진, 결과지, 순위표를 인쇄하세요
pdf-error-round-robin = 리그전
pdf-error-swiss = 스위스 대회
pdf-error-results = 가져온 결과
pdf-error-no-rounds = 아직 대진을 짠 라운드가 없어 인쇄할 대진이나 결과지가 없습니다
pdf-error-player-count = { $template } 시트는 { $expected }명용인데 이 대회는 { $found }명입니다
pdf-error-no-cut = 이 대회에는 플레이오프가 없습니다. 먼저 TOP 8, 4, 2로 컷하세요(대회 → TOP 8 컷)
pdf-error-font = 내장 글꼴을 읽을 수 없습니다
pdf-slip-half = { $name } 님의 반쪽({ $name } 님에게만)

## A given match on the pairings (issue 35 part 4)

pdf-given-win = 부전승({ $name } 드롭)
pdf-dropped-out = 드롭: { $name } 부전승
pdf-tied-games = 무승부 게임 수

pdf-double-loss = 양패
