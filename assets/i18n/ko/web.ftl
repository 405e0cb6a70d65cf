# 플레이어 휴대폰에서 보는 페이지 (src/web)

web-find-title = 내 이름 찾기
web-title-pairings = { $event }: 대진
web-title-standings = { $event }: 순위표
web-not-here = 찾을 수 없음
web-no-such-page = 없는 페이지입니다.
web-back-to-pairings = 대진으로 돌아가기
web-not-found = 찾을 수 없음
web-nothing-yet = 아직 표시할 내용이 없습니다
web-not-shared = 대회가 아직 공유되지 않았습니다.
web-nav-pairings = 대진
web-nav-standings = 순위표
web-nav-all-pods = 모든 팟
web-footer = Podsheet · 읽기 전용 · 이 페이지는 자동으로 업데이트됩니다
web-language = 언어
web-timer-stopped = (정지됨)
web-time-up = 시간 종료!
web-no-pairings = 아직 대진이 없습니다: 1라운드 대진이 아직 짜이지 않았습니다.
web-round-pairings = { $name } 대진
web-find-then-table = 내 이름을 찾은 다음 해당 테이블로 가세요.
web-player = 플레이어
web-table = 테이블
web-opponent = 상대
web-bye = 부전승
web-standings-after = { $rounds }라운드 후 순위표
web-rules-tap = 규칙: { $rules }. 이름을 누르면 그 순위가 된 이유를 볼 수 있습니다.
web-left-out = { $step } 미사용: 리그전이 모두 끝났습니다.
web-points = 승점
web-matches = 매치
web-swipe = 표를 옆으로 밀면 모든 타이브레이커를 볼 수 있습니다.
web-percent-columns = %가 붙은 열의 숫자는 백분율입니다(% 기호는 생략).
web-won = 승 { $score }
web-lost = 패 { $score }
web-drew = 무 { $score }
web-not-tied = { $name } 님은 매치 포인트가 같은 사람이 없어 매치 포인트만으로 { $place }입니다.
ordinal = { $n }위
web-place-of = { $count }명 중 { $place }
web-place-of-division = { $division } { $count }명 중 { $place }
web-not-ranked = 순위 없음
web-points-record = { $points }점 · { $record }
web-deck = 덱: { $deck }
web-first-pick = 첫 픽: { $card }
web-round = 라운드
web-result = 결과
web-table-not-in = 테이블 { $table }, 결과 미입력
web-why-place = 왜 { $place }인가요?
web-why-not-ranked = 왜 순위가 없나요?
web-compared = 앞뒤 플레이어와의 비교
web-tonight-pods-ask = 오늘은 팟이 { $count }개입니다: 이름을 찾거나 아래에서 팟을 고르세요.
web-your-name = 내 이름
web-find = 찾기
web-nobody-matches = 오늘 “{ $query }”에 해당하는 사람이 없습니다.
web-pod = 팟
web-tonights-pods = 오늘의 팟
web-pod-players = { $count }명
web-nav-season = 시즌
web-season-title = 시즌
web-season-points = 회당 점수: 승 { $win }점, 무 { $draw }점, 패 { $loss }점, 참가 { $attend }점.
web-season-events = 참가 횟수
web-season-missing = 없음
# A round's life, batch 2
web-in-the-playoff = 플레이오프 진행 중
web-playoff-so-far = 지금까지의 플레이오프
web-why-swiss-place = 스위스 라운드에서 왜 { $place }인가요?
web-playoff-seed = TOP { $top }의 { $seed }번 시드(스위스 라운드 후 { $swiss }).
web-playoff-won = { $round }: { $opponent } 님에게 승리({ $score }).
web-playoff-lost = { $round }: { $opponent } 님에게 패배({ $score }).
web-playoff-to-play = { $round }: { $opponent } 님과 대전 예정.
web-pairings-changed = { $time }에 대진이 바뀌었습니다: { $count ->
        [0] 바뀐 테이블은 없습니다.
       *[other] 테이블 { $tables }의 대진이 새로 짜였습니다.
    }
web-pairings-may-change = 이 대진은 바뀔 수 있습니다: 이 대진 전의 결과, 드롭 또는 늦은 참가를 매장에서 확인하고 있습니다.
# Results from the players' phones (issue 29)
web-table-extra = { $table } (+{ $minutes }분)
web-extra-minutes = 추가 시간 +{ $minutes }분
web-report-result = { $a } { $score } { $b }
web-report-table = 테이블 { $table }: 결과
web-report-ask = 매치 결과를 보고하세요. { $a } 님이 이긴 게임 수를 먼저 적습니다.
web-report-how = 또는 직접 입력하세요. { $a } 님의 게임 수가 먼저입니다({ $examples }):
web-report-send = 보고
web-report-yours-pending = 이 결과를 보고했습니다. 이제 { $other } 님이 자기 결과지 반쪽으로 자기 휴대폰에서 확인합니다.
web-report-change = 결과를 잘못 보고했나요?
web-report-other-pending = { $other } 님이 아래 결과를 보고했습니다. 맞으면 확인하고, 틀리면 실제 결과를 보고하세요.
web-report-confirm = 확인: { $result }
web-report-or-other = 다른 결과였다면:
web-report-confirmed = 두 플레이어의 결과가 일치합니다. 매장에서 결과를 입력합니다.
web-report-disputed = 두 플레이어가 서로 다른 결과를 보고했습니다({ $results }): 매장에서 결정합니다. 내 보고가 틀렸다면 고치세요.
web-report-has-result = 결과가 입력되었습니다. 바꾸려면 매장에 문의하세요.
web-report-unknown = 이 코드에 해당하는 매치가 없습니다: 결과지의 코드를 확인하거나 매장에 문의하세요.
web-report-slowed = 이 휴대폰에서 맞지 않는 코드를 너무 많이 입력했습니다: 1분 기다린 뒤 다시 시도하세요.
web-report-origin = 결과는 Podsheet 페이지에서만 보고할 수 있습니다: 결과지에 있는 주소를 여세요.
web-report-too-big = 보고 내용이 너무 깁니다: 2-1처럼 결과만 입력하세요.
web-report-taken = 이미 결과가 입력되어 아무것도 바뀌지 않았습니다. 바꾸려면 매장에 문의하세요.
web-footer-reports = Podsheet · 매장 네트워크 · 이 페이지는 자동으로 업데이트됩니다
web-report-agreed-already = 두 플레이어가 이미 합의했습니다. 이번 보고는 매장에 남기는 메모로만 저장되었고 아무것도 바뀌지 않았습니다. 결과를 바꾸려면 매장에 문의하세요.
web-report-flagged = 이 매치는 먼저 매장에서 확인해야 합니다({ $why }): 매장에 문의하세요.
web-report-half-pending = 이 결과는 내 결과지 반쪽으로 보고되었습니다. { $other } 님이 자기 휴대폰에서 확인합니다.
web-report-held = 이 결과는 매장의 확인을 기다립니다. 이유: { $why }.
web-report-impossible = 이 결과는 보류되었습니다: { $why }. 매장에서 고칠 때까지 어디에도 반영되지 않습니다. 매장에 문의하세요.
web-report-old-slip = 이 결과지는 플레이어마다 자기 반쪽이 생기기 전의 것입니다: 이 결과지로 보고한 결과는 매장의 확인을 기다립니다.
web-report-you-are = 결과지의 { $name } 님 반쪽입니다. { $name } 님으로 보고합니다.

## The cut stands after a fix (issue 35 part 4)

web-seeds-kept = 플레이오프 대진은 컷을 정할 때의 시드를 그대로 씁니다. 그 뒤에 고친 결과는 아래 순위표의 순위만 바꾸고 대진은 바꾸지 않습니다(컷은 그대로입니다).
web-seed-now = ({ $seed }) { $name }: 지금 순위표에서 { $place }
web-reports-off = 이 대회는 휴대폰으로 결과를 받지 않습니다. 결과지를 매장에 제출하세요.
web-busy = 서버가 혼잡합니다. 잠시 후 다시 시도하세요.
web-cut-may-change = 컷 이후 스위스 라운드 결과가 바뀌었고 아직 플레이오프 결과는 없습니다. 매장이 다시 컷할 수 있으므로 이 대진표는 바뀔 수 있습니다.
web-report-replaced = 이 결과지는 교체되었습니다. { $time }에 대진이 바뀌었습니다. 새 테이블은 대진 페이지에서 확인하고, 새 결과지는 매장에서 받으세요.
web-report-full-mine = 이 반쪽으로 { $count }번 보고했습니다. 휴대폰 한 대가 보낼 수 있는 최대치입니다: 마지막 보고가 유효합니다. 바꾸려면 매장에 문의하세요.
web-report-full-half = 이 결과지 반쪽에는 여러 휴대폰에서 { $count }번의 보고가 와서 더 받지 않습니다: 매장에 문의하세요.

web-report-how-dl = 또는 직접 입력하세요. { $a } 님의 게임 수가 먼저입니다({ $examples }). 양패는 dl:
web-report-double-loss = { $a }, { $b }: 양패

web-season-points-tie = 대회당 점수: 승 { $win }점, 무승부 { $draw }점, 패 { $loss }점, 참가 { $attend }점.
