# 명령줄에서 사람에게 보여 주는 문장(src/cli). JSON과 CSV는 언어에 따라 바뀌지 않습니다.

explain-no-ties = 매치 포인트가 같은 플레이어가 없습니다. 순위표에 타이브레이커가 필요하지 않습니다.
explain-not-tied = { $name } 님은 누구와도 동점이 아닙니다. 매치 포인트 { $points }점으로 단독 { $rank }위입니다.

## 표(JSON과 CSV는 언어에 따라 바뀌지 않습니다)

cli-rank = 순위
cli-name = 이름
cli-points = 승점
cli-konami-number = 타이브레이커
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
cli-file-locked = { $writer ->
    [app] { $file } 파일이 Podsheet(프로세스 { $pid })에서 열려 있고, 그쪽에서 쓰고 있습니다: 먼저 앱에서 파일을 닫거나, 앱의 공유 창에서 플레이어가 보고하게 하세요.
    [serve] { $file } 파일을 podsheet serve --reports(프로세스 { $pid })가 쓰고 있습니다: 먼저 멈추세요(실행 중인 창에서 Ctrl+C).
   *[other] { $file } 파일을 다른 podsheet 명령(프로세스 { $pid })이 쓰고 있습니다: 끝난 뒤 다시 시도하세요.
}
cli-serve-confirmed = { $place }: { $score }, 두 플레이어가 각자 자기 휴대폰에서 합의. 파일에 기록했습니다.
cli-serve-disputed = { $place }: 두 플레이어가 서로 다른 결과를 보고했습니다({ $results }). serve를 멈춘 뒤 앱에서 정하세요(podsheet { $file })

## Added 2026-11-25 (issue 30)
cli-wrote = { $file } 파일을 저장했습니다.
cli-wrote-pdf = { $file } 파일을 만들었습니다({ $pages }쪽, { $kb } KB).
cli-wrote-night-pdf = { $file } 파일을 만들었습니다(팟 { $pods }개, { $pages }쪽, { $kb } KB).
cli-wrote-season-pdf = { $file } 파일을 만들었습니다({ $kb } KB).
cli-serving = { $file } 파일을 { $url } 주소로 공유하고 있습니다({ $mode }; 중지하려면 Ctrl+C).
cli-serving-loopback = 이 컴퓨터에서만 열 수 있습니다. 매장 네트워크의 휴대폰에서 열려면 --bind 0.0.0.0 옵션을 추가하세요.
cli-reloaded = { $file } 파일을 다시 읽었습니다.
cli-serve-kept = podsheet serve: { $error }. 페이지는 마지막으로 정상이던 버전을 그대로 보여 줍니다.
cli-cannot-listen = { $address } 주소로 공유할 수 없습니다: { $why }(다른 프로그램이 { $port }번 포트를 쓰고 있을 수 있습니다. --port 옵션으로 다른 포트를 써 보세요)
cli-playoff-heading = 스위스 { $rounds }라운드 후 TOP { $top }
cli-playoff-seeds = 시드
cli-playoff-to-come = (미정)
cli-playoff-match = { $a } 대 { $b }
cli-playoff-wins = { $name } 님 승리
cli-playoff-held = { $score } 보류: { $why }
cli-unknown-language = 알 수 없는 언어: “{ $tag }”. 사용할 수 있는 언어: { $tags }
cli-bad-top = 플레이오프는 TOP 8, 4, 2 중 하나여야 합니다(“{ $value }” 불가)
cli-bad-pod-size = 팟은 { $least }~{ $most }명입니다. “{ $value }”: 팟 인원으로 쓸 수 없는 값입니다
cli-unknown-preset = 알 수 없는 규칙 프리셋: “{ $id }”. 사용할 수 있는 프리셋: { $ids }
cli-explain-one-file = explain에는 FILE을 하나만 지정합니다(시즌은 --season과 시즌 파일들)
cli-explain-players = explain의 --player는 하나(그 플레이어의 동점 그룹) 또는 둘(두 플레이어의 순서를 정한 기준)만 지정합니다
cli-no-player = { $file }: 이름이 “{ $name }”인 플레이어가 없습니다(플레이어: { $names })
cli-player-ambiguous = { $file }: “{ $name }”에 해당하는 플레이어가 여럿입니다({ $names }). 이름을 더 입력하세요
cli-loopback-address = --address { $url }: 이 컴퓨터에서만 열리는 주소라 인쇄된 주소를 휴대폰으로 열 수 없습니다. 이 컴퓨터의 네트워크 주소: { $addresses }. serve를 --bind로 그중 하나에 열고 --address { $example }로 인쇄하세요
cli-loopback-no-network = --address { $url }: 이 컴퓨터에서만 열리는 주소라 인쇄된 주소를 휴대폰으로 열 수 없고, 이 컴퓨터에는 네트워크 주소도 없습니다(매장 Wi-Fi에 연결하세요)
cli-pdf-template-pod = --template { $template } 옵션은 대회 없이 빈 시트를 인쇄합니다. --pod에는 드래프트 이벤트 파일이 필요합니다
cli-pdf-template-and-file = { $file }: --template { $template } 옵션은 대회 없이 빈 시트를 인쇄합니다. FILE과 --template 중 하나만 지정하세요
cli-pdf-needs-file = pdf에는 대회 파일(FILE)이나 빈 시트용 --template ID가 필요합니다
cli-pdf-template-kind = --template 옵션은 빈 팟 시트를 인쇄합니다. --kind pairings, slips, standings에는 대회 파일이 필요합니다
cli-pdf-blank-kind = --blank 옵션은 --kind sheet에서만 쓸 수 있습니다
cli-pdf-round-kind = { $file }: --round { $round } 옵션은 한 라운드의 대진과 결과지를 인쇄합니다. --kind 없이 쓰거나 --kind pairings 또는 slips와 함께 쓰세요
cli-pdf-blank-not-sheet = { $file }: --blank 옵션은 팟 시트를 인쇄하는데, 이 대회는 팟 시트로 진행하는 대회가 아닙니다
cli-pdf-no-round = { $file }: --round { $round }: 이 대회의 라운드는 1~{ $rounds }입니다
cli-in-file = { $file }: { $error }
# TODO(read)
cli-held = { $problem } 이 결과는 보류 중이며 고칠 때까지 어디에도 반영되지 않습니다. 다른 매치는 그대로 반영됩니다.
# TODO(read)
cli-held-row = { $file } { $line }행: { $problem } 이 결과는 보류 중이며 고칠 때까지 어디에도 반영되지 않습니다. 다른 매치는 그대로 반영됩니다.
cli-round-not-paired = { $round }라운드는 아직 대진이 없습니다: 다시 짜거나 그대로 두거나 승리를 줄 것이 없습니다
cli-round-not-stale = { $round }라운드는 대진을 짤 때의 결과와 맞습니다: 다시 짜거나 그대로 둘 것이 없습니다
cli-cannot-repair = { $round }라운드의 대진을 다시 짤 수 없습니다: { $why }
cli-give-not-out = { $name } 님은 { $round }라운드 대진 후에 빠진 플레이어가 아닙니다: 대진을 짠 뒤 드롭(또는 실격)한 플레이어의 매치만 상대에게 승리를 줄 수 있습니다
cli-repair-taken-out = { $count ->
   *[other] 선수가 정해질 때까지 뺀 테이블: { $tables }.
}
cli-act-repair = { $round }라운드 대진을 다시 짜려면: { $command }
cli-act-keep = { $round }라운드 대진을 그대로 두려면: { $command }
cli-act-give = { $name } 님에게 { $round }라운드 매치 승리를 주려면: { $command }
cli-playoff-disagrees = { $file }: { $flag } { $asked } 값이 대회에 저장된 컷({ $own })과 다릅니다. 저장된 컷을 쓰려면 이 옵션을 빼세요
cli-playoff-own-top = TOP { $top }
cli-playoff-own-after = { $round }라운드 후
cli-playoff-needs-top = { $file }: --top 8|4|2 옵션이 필요합니다. 파일에 저장된 컷이 없습니다
cli-playoff-no-rounds = { $file }: --swiss-rounds { $asked }: 이 파일의 라운드는 1~{ $rounds }입니다
cli-pods-too-many = { $file }: 이름 { $names }개. 드래프트 이벤트 하나에 Podsheet가 다룰 수 있는 최대 인원은 { $most }명입니다
cli-pods-night-name = 드래프트 이벤트
cli-unknown-template = 알 수 없는 시트 템플릿: “{ $id }”. 사용할 수 있는 템플릿: { $ids }
cli-serve-held = { $place }: 매장 운영자의 판단 대기(보고: { $results }). 이유: { $why }
cli-serve-paired = { $event }, { $round }: 테이블 { $tables }개 대진 완료. 결과지에 플레이어별 코드가 인쇄됩니다({ $command })
cli-serve-pod-line = 팟 { $pod }: { $line }

division-juniors = 주니어
division-seniors = 시니어
division-masters = 마스터
cli-act-recut = 지금 순위로 다시 컷하려면: { $command }
cli-act-keep-cut = 컷을 그대로 두려면: { $command }
cli-event-of = { $name }(--pod { $pod }/{ $pods })
cli-file-other-name = { $file }({ $other }의 다른 이름, 디스크에서는 같은 파일)
cli-file-hard-linked = { $file }에는 디스크에 이름이 { $links }개 있습니다(하드 링크). Podsheet는 파일을 바꿔 써서 저장하므로 다른 이름에는 이전 내용이 남습니다. 이름을 하나만 두고(파일을 복사한 뒤 다른 이름을 삭제) 그 파일을 쓰세요.
cli-serve-stuck = { $place }: { $why }
cli-serving-ipv6 = IPv6에서는 한 네트워크의 /64에 속한 모든 주소가 휴대폰 한 대로 계산되므로 휴대폰에서 보고한 결과는 모두 운영자의 판단을 기다립니다(NAT 뒤와 같음): 결과가 저절로 들어오게 하려면 IPv4로 제공하세요(--bind 0.0.0.0)
cli-serve-coded = { $event }, { $round }: 보고 코드가 없던 테이블 { $tables }개에 코드를 붙였습니다. 결과지를 다시 인쇄하세요({ $command })
cli-playoff-needs-division = { $file }: 플레이어들이 연령 부문별로 참가하며 부문마다 플레이오프가 따로 있습니다. --division juniors, seniors, masters 중 하나를 지정하세요
cli-playoff-no-division = { $file }: 이 대회의 컷에는 { $division } 부문의 플레이오프가 없습니다
cli-playoff-not-by-division = { $file }: 이 대회의 컷은 부문별이 아니라 대회 전체의 컷입니다. --division을 빼세요
cli-playoff-own-divisions = 부문별 컷입니다. --division도 지정하세요

cli-season-heading-tie = 대회 { $events }회의 시즌 — 점수: 승 { $win }, 무 { $draw }, 패 { $loss }, 참가 { $attend }
cli-season-record-tie = 승-패-무
