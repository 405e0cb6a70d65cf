# 파일 읽기(src/io): 읽을 수 없는 파일의 무엇이 잘못되었는지. 파일 이름 뒤에
# 이어서 표시됩니다. JSON 경로, CSV 열 이름, --pod는 파일에 적힌 그대로 둡니다.

file-error = { $file }: { $message }
file-error-line = { $file } { $line }번째 줄: { $message }
file-error-pod = { $file } { $pod }번 팟: { $message }

## 시스템이 파일을 거부한 이유

file-os-not-found = 그런 파일이 없습니다
file-os-permission = 권한이 없습니다
file-os-is-folder = 파일이 아니라 폴더입니다
file-os-disk-full = 디스크가 가득 찼습니다
file-os-read-only = 디스크가 읽기 전용입니다
file-os-other = { $error }

## 모든 파일

file-cannot-open = 열 수 없습니다: { $why }
file-cannot-read = 읽을 수 없습니다: { $why }
file-cannot-write = 쓸 수 없습니다: { $why }
file-cannot-read-folder = 폴더를 읽을 수 없습니다: { $why }
file-too-large = { $mib } MiB보다 큽니다. 어떤 대회에도 그만큼은 필요하지 않습니다
file-not-utf8 = UTF-8 텍스트가 아닙니다
file-newer-version = 더 새로운 Podsheet({ $version })로 저장된 파일입니다. 이 버전은 { $reads }만 읽습니다. 열려면 Podsheet를 업데이트하세요.
file-at = { $path }의 값: { $why }
file-missing-field = "{ $field }" 항목이 없습니다
file-unknown-field = "{ $field }"은(는) 여기서 Podsheet가 아는 항목이 아닙니다(아는 항목: { $known })
file-wrong-value = { $found }은(는) 여기에 올 수 없습니다. 여기에는 { $expected }이(가) 와야 합니다
file-serde-reason = { $why }
file-value-as = { $value }
file-value-list = 목록
file-value-object = 객체
file-value-null = null
file-expect-whole-number = 정수
file-expect-count = 0 이상의 정수
file-expect-text = 문자열
file-expect-yes-no = true 또는 false
file-expect-list = 목록
file-too-many-players = 플레이어가 { $players }명입니다. Podsheet는 최대 { $max }명까지 다룹니다
file-too-many-rounds = { $rounds }라운드입니다. Podsheet는 최대 { $max }라운드까지 다룹니다

## 대회 파일과 드래프트 이벤트 파일(JSON)

file-json-cut-off = 너무 일찍 끝납니다: 파일이 잘렸습니다(복사나 저장이 실패했나요?)
file-json-invalid = 올바른 JSON이 아닙니다: { $detail }
file-not-event-object = Podsheet 대회 파일이 아닙니다(JSON 객체여야 합니다)
file-unknown-format = 알 수 없는 형식 { $format }입니다. "{ $expected }"이어야 합니다
file-no-format-key = Podsheet 대회 파일이 아닙니다("format" 키가 없습니다)
file-not-night = 드래프트 이벤트 파일이 아닙니다
file-pods-not-list = "pods"가 팟 목록이 아닙니다
file-no-pods-list = "pods" 목록이 없습니다
file-no-pods = 팟이 없습니다
file-too-many-pods = 팟이 { $pods }개입니다. Podsheet는 최대 { $max }개까지 다룹니다
file-pod-not-object = 대회가 아닙니다(객체여야 합니다)
file-pod-choose = 팟 { $count }개짜리 드래프트 이벤트 파일입니다: --pod 1 ~ --pod { $count } 중 하나를 고르세요
file-pod-only-one = 팟이 하나뿐이라 { $pod }번 팟은 없습니다(--pod 1을 쓰거나 빼세요)
file-pod-none = 팟은 1~{ $count }번입니다. { $pod }번 팟은 없습니다

## 대회 파일 안의, 뜻이 통하지 않는 값

check-line-break = { $what ->
    [name] 대회 이름
    [deck] 덱
    [first-pick] 첫 픽
   *[label] 라벨
}에 줄바꿈이 있습니다. 시트에서는 한 줄입니다
check-date-format = "{ $date }": YYYY-MM-DD 형식(예: 2025-03-14)의 날짜가 아닙니다
check-date-month = "{ $date }"에는 { $month }월이 없습니다
check-date-day = "{ $date }": 그 달에는 { $day }일이 없습니다
check-swiss-rounds = { $rounds }라운드짜리 스위스 대회입니다. 1~{ $max }라운드여야 합니다
check-decimals = 소수점 아래 { $decimals }자리입니다. 최대 { $max }자리입니다
check-drawn-game-points = 비긴 게임이 { $points }점으로, 이긴 게임(3점)보다 많습니다
check-step-twice = "{ $step }"이(가) 두 번 들어 있습니다
check-scoring-points = 결과가 { $points } 매치 포인트로, 최대 { $max }보다 많습니다
check-name-control = { $player }번 플레이어의 이름에 제어 문자가 있습니다
check-name-long = { $player }번 플레이어의 이름이 { $max }자를 넘습니다
check-number-zero = { $name } 님의 번호가 0입니다. 플레이어 번호는 1부터 시작합니다
check-number-shared = { $first } 님과 { $second } 님의 번호가 둘 다 { $number }입니다. 번호는 한 사람에게 하나입니다
check-seat-zero = { $name } 님의 자리가 0입니다. 자리는 1부터 시작합니다
check-dropped-after = { $name } 님이 { $round }라운드 뒤에 드롭했습니다. 그만큼 라운드가 있는 대회는 없습니다
check-joined-round = { $name } 님이 { $round }라운드부터 참가했습니다. 라운드는 1~{ $max }입니다
check-no-such-player = { $player }번 플레이어를 가리키지만 플레이어는 { $players }명뿐입니다
check-score-games = 점수 { $score }: 어떤 매치보다도 게임 수가 많습니다
check-bye-score = 점수가 { $score }인 부전승입니다. 부전승은 경기를 하지 않습니다
check-time-format = "{ $time }": 2025-03-14T19:05:00Z 형식의 시각이 아닙니다
check-order-twice = { $name } 님이 순서에 두 번 들어 있습니다
check-flip-round = { $round }라운드의 동전 던지기입니다. 라운드는 1~{ $max }입니다
check-seed-round = { $round }라운드의 대진 시드입니다. 라운드는 1~{ $max }입니다

## 결과 CSV($column은 CSV의 열 이름: round, player 등)

csv-empty = 비어 있습니다: 머리글 줄과 매치마다 한 줄이 있어야 합니다
csv-header-unreadable = 머리글 줄을 읽을 수 없습니다: { $detail }
csv-unreadable = CSV로 읽을 수 없습니다: { $detail }
csv-field-count = 항목이 { $fields }개입니다. 머리글은 { $expected }개입니다
csv-round-range = round가 { $round }입니다. 1~{ $max }여야 합니다
csv-own-opponent = { $name } 님이 자기 자신의 상대로 적혀 있습니다
csv-no-games = 0-0-0은 결과가 아닙니다: 경기가 끝날 때까지 그 매치는 빼 두세요
csv-too-many-games = { $score }: 어떤 매치보다도 게임 수가 많습니다
csv-unknown-status = 상태 "{ $status }"을(를) 알 수 없습니다: dropped, disqualified, late를 쓰거나 비워 두세요
csv-no-matches = 머리글은 있지만 매치가 없습니다
csv-unknown-column = 알 수 없는 열 "{ $column }"입니다. 열은 { $columns }와 선택 사항인 status, division입니다
csv-missing-column = 머리글에 "{ $column }" 열이 없습니다
csv-value-empty = { $column }이(가) 비어 있습니다
csv-value-negative = { $column }이(가) { $value }입니다: 음수일 수 없습니다
csv-value-huge = { $column }이(가) { $value }입니다. 어떤 대회보다도 훨씬 큽니다
csv-value-not-number = { $column }이(가) "{ $value }"입니다. 정수가 아닙니다
csv-name-long = { $column }의 이름이 { $max }자를 넘습니다
csv-name-control = { $column }의 이름에 제어 문자가 있습니다
csv-too-many-players = 플레이어가 { $max }명을 넘습니다
csv-sides-differ = { $round }라운드: { $player } 대 { $opponent } 경기가 여기서는 { $here }인데, { $other }번째 줄의 상대 쪽에서는 { $there }입니다
csv-round-twice = { $name } 님이 { $round }라운드에 두 번 나옵니다({ $other }번째 줄에도)
csv-round-gap = { $round }라운드의 매치가 없는데 그 뒤 라운드가 있습니다
csv-dropped-plays = { $name } 님은 { $round }라운드에 드롭으로 표시되었지만 { $later }라운드에서 경기합니다({ $other }번째 줄)

## 시즌 파일

season-none-readable = 시즌의 대회를 하나도 읽지 못했습니다
season-no-events-in-folder = 이 폴더에는 대회 파일이 없습니다
season-not-season-file = 시즌 파일이 아닙니다: { $detail }
season-format = 이 Podsheet는 "{ $format }" 형식을 읽지 못합니다(podseason/1)

## 목록

players-list-too-long = 이름이 { $max }개를 넘습니다
# A round's life (docs/rules.md §6)
check-cut-top = 플레이오프는 TOP 8, 4, 2 중 하나여야 합니다(TOP { $top } 불가)
check-cut-structure = 플레이오프로 컷할 수 있는 것은 스위스 대회(또는 가져온 스위스 결과)뿐입니다
check-cut-after-round = 컷은 대회에 있는 스위스 라운드(1~{ $rounds }라운드) 뒤에 합니다. { $round }라운드 뒤가 아닙니다
check-cut-too-few = TOP { $top }에는 { $top }명이 필요합니다. 이 대회는 { $players }명입니다
check-cut-too-many-rounds = TOP { $top }의 플레이오프는 { $most ->
   *[other] { $most }라운드
}인데 컷 뒤에 { $rounds }라운드가 있습니다
check-cut-seeds = TOP { $top }의 시드는 { $top }명입니다. { $seeds }명이 아닙니다
check-paired-from-rounds = 라운드 대진은 그 앞 라운드({ $before }개)의 결과로 짭니다. { $rounds }개가 아닙니다

# season (issue 28)

season-points-not-pair = "{ $part }"은(는) 키=숫자 형식이 아닙니다
season-points-not-number = "{ $part }"의 "{ $value }"은(는) 숫자가 아닙니다
season-points-unknown-key = 알 수 없는 키 "{ $key }"(키는 win, draw, loss, attend입니다)
season-points-too-large = { $key }={ $value }은(는) 점수가 너무 큽니다: 항목당 최대 { $max }점입니다
season-not-regular = 일반 파일이 아닙니다: { $kind }
season-kind-fifo = 이름 있는 파이프
season-kind-socket = 소켓
season-kind-char-device = 문자 장치
season-kind-block-device = 블록 장치
season-kind-folder = 폴더
season-kind-other = 특수 파일
# Results from the players' phones (issue 29)
check-report-code = "{ $code }": 보고 코드가 아닙니다. A-Z와 2-9 중 I, O, 0, 1을 뺀 문자와 숫자 여섯 자입니다
check-extra-minutes = 추가 시간 { $minutes }분은 한 테이블에 줄 수 있는 시간보다 많습니다(최대 { $max }분)
check-report-device = 휴대폰 이름은 줄바꿈 없이 1~64자입니다

## Added 2026-11-25 (issue 30): a name's reading
check-reading-control = { $player }번 플레이어 이름의 읽는 법에 제어 문자가 있습니다
check-reading-long = { $player }번 플레이어 이름의 읽는 법이 { $max }자를 넘습니다
check-report-address = "{ $address }": 네트워크 주소가 아닙니다(예: 192.168.1.23)
check-report-codes-same = 결과지의 두 반쪽에는 서로 다른 코드가 필요합니다
check-pod-number = 팟 번호 { $pod }: 팟은 1부터 { $max }까지 셉니다

csv-unknown-division = 디비전 "{ $division }"을(를) 알 수 없습니다: juniors, seniors, masters를 쓰거나 비워 두세요
csv-division-differs = { $name }은(는) 앞 행에서는 { $had }인데 이 행에서는 { $here }입니다
check-forced-loss = { $name }에게 { $round }라운드의 상대 없는 패배가 있지만 라운드는 1부터 { $max }까지입니다
check-file-place = 대회에 없는 플레이어의 순위({ $place }) 또는 순위 0이 적혀 있습니다
tdf-not-xml = 은(는) Podsheet가 읽을 수 있는 TOM 파일이 아닙니다: XML이 깨져 있습니다({ $detail })
tdf-unknown-root = 은(는) TOM 파일이 아닙니다: <{ $element }>(으)로 시작하지만 TOM 파일은 <tournament>로 시작합니다
tdf-no-element = 에 <{ $element }>이(가) 없습니다: 모든 TOM 파일에 있는 요소입니다
tdf-bad-value = <{ $element }>의 { $attribute }="{ $value }"는 TOM이 쓰지 않는 값입니다
tdf-no-player = <{ $element }>에 플레이어가 없습니다(userid 없음)
tdf-unknown-player = 에 <players>에 없는 플레이어 { $userid }이(가) 나옵니다
tdf-player-twice = 에 플레이어 { $userid }이(가) 두 번 나옵니다
tdf-round-twice = { $name }이(가) { $round }라운드에서 두 번 대전합니다
tdf-no-name = 플레이어 { $userid }에게 이름이 없습니다
tdf-name-long = 플레이어 { $userid }의 이름이 { $max }자를 넘거나 제어 문자를 포함합니다
tdf-round-gap = 에 { $round }라운드 대전이 없는데 그 뒤 라운드가 있습니다
check-pod-sheet-game = 포드 시트는 매직의 드래프트 시트인데, 이 규칙은 { $game }의 규칙입니다. { $game } 이벤트는 스위스 또는 리그전으로 진행합니다('새 대회'로 다시 만들거나 매직 프리셋을 쓰세요)
check-cut-division-twice = { $division } 부문의 플레이오프는 하나입니다. 둘이 아닙니다
check-cut-seed-division = { $name } 님은 { $division } 부문이 아니라 { $other } 부문에서 참가합니다
check-cut-division-top = 부문별 컷의 크기는 가장 큰 플레이오프와 같은 TOP { $most }입니다. TOP { $top }이 아닙니다
tdf-other-game = 은(는) { $game }의 TOM 파일입니다(gametype="{ $code }"). Podsheet는 포켓몬 카드 게임의 TOM 파일만 읽으며, 다른 게임을 카드 게임의 규칙으로 순위를 매기지 않습니다
tdf-game-video-game = 포켓몬 비디오 게임
tdf-game-go = Pokémon GO

check-round-minutes = { $minutes }분짜리 라운드: 라운드 시간은 1~{ $max }분입니다
