# 명령줄에서 사람에게 보여 주는 문장(src/cli). JSON과 CSV는 언어에 따라 바뀌지 않습니다.

explain-no-ties = 매치 포인트가 같은 플레이어가 없습니다. 순위표에 타이브레이커가 필요하지 않습니다.
explain-not-tied = { $name } 님은 누구와도 동점이 아닙니다. 매치 포인트 { $points }점으로 단독 { $rank }위입니다.

## 표(JSON과 CSV는 언어에 따라 바뀌지 않습니다)

cli-rank = 순위
cli-name = 이름
cli-points = 승점
cli-matches = 매치
cli-games = 게임
cli-decided-by = 결정 기준
cli-standings-heading = { $event } — 규칙: { $rules }, { $rounds }라운드 진행
cli-left-out = ({ $step } 미사용: 리그전이 모두 끝났습니다)
cli-pod-of = 팟 { $pod }/{ $pods }
cli-table = 테이블
cli-box = 칸
cli-player = 플레이어
cli-opponent = 상대
cli-bye = (부전승)
cli-why = 이유:
cli-flip-needed = { $round }라운드의 무승부{ $what }에는 동전 던지기가 필요합니다. 모든 칸을 채우려면 앱에서 대회를 열어 동전을 던지세요.
cli-flip-box-match = {" "}({ $letter } 칸, { $a } 대 { $b })
cli-flip-match = {" "}({ $a } 대 { $b })
cli-pod-players = 팟 { $pod }: { $players }명, { $sheet }
cli-seed-again = 시드 { $seed }: `--seed { $seed }` 옵션으로 같은 팟을 다시 만들 수 있습니다.

# season (issue 28)

cli-season-left-out = podsheet: { $event }번째 대회를 시즌에서 뺐습니다: { $error }
cli-season-points-flag = --points: { $why }
cli-season-points-remembered = 시즌 파일에 저장된 점수: { $why }
cli-season-heading = 대회 { $events }회의 시즌 — 점수: 승 { $win }, 무 { $draw }, 패 { $loss }, 참가 { $attend }
cli-season-missing = { $event }번째 대회({ $file })가 없습니다: { $error }
cli-season-events = 참가 횟수
cli-season-record = 승-패-무
# Results from the players' phones (issue 29)
cli-serve-read-only = 읽기 전용
cli-serve-reports = 플레이어가 휴대폰으로 결과를 보고하며, 확인된 결과는 하나씩 파일에 기록됩니다
cli-serve-locked = { $file } 파일이 Podsheet에서 열려 있습니다(프로세스 { $pid }, 잠금 파일 { $lock }): 앱의 공유 창에서 플레이어가 보고하게 하거나, 먼저 앱에서 파일을 닫으세요. Podsheet 앱이 실행 중이 아니라면 잠금 파일을 삭제하세요.
cli-serve-confirmed = 테이블 { $table }, { $place }: { $score }, 두 휴대폰 결과 일치. 파일에 기록했습니다.
cli-serve-disputed = { $place }: 휴대폰 결과 불일치({ $results }). 앱이나 파일에서 결과를 정하세요
