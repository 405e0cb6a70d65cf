//! What the report route's fuzz target checks, shared with the test
//! suite's replay of its corpus and findings (tests/integration/
//! fuzz_replay.rs): a sequence of requests for `/r/…` — methods, paths,
//! queries, cookies, languages, origins, hosts, bodies and addresses, all
//! from the input — against a fresh two-pod night whose matches have
//! codes, through the route's own answer (`web::report_route::respond`).
//!
//! An input is up to 32 requests split by `0xFE`; a request's fields are
//! split by `0xFF`: the method (its first byte picks one), the path, the
//! query, the cookie, `Accept-Language`, `Origin`, `Host`, the body and
//! the address (16 bytes: IPv6, else two bytes of 127.0.x.y). `@0` … `@7`
//! in a text field stand for real codes (the first two matches of each
//! pod, both halves), so the fuzzer reaches the pages behind them.
//!
//! It never panics; every answer is one the route documents, its body is
//! UTF-8; and after each request the desk's reports keep their promises:
//! bounded per match, only for open matches' codes, and a match agreed
//! only by two devices on two places (addresses, an IPv6 /64 being one).

use podsheet::engine::reports::{self, MOST_ON_HALF, State, address::same_place};
use podsheet::model::Night;
use podsheet::web::report_route::{MAX_BODY, ReportRequest, is_report_path, respond};
use podsheet::web::{Board, Desk, Shared, Source};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// Every status the route answers with (docs/cli.md).
const STATUSES: [u16; 10] = [200, 303, 400, 403, 404, 405, 409, 410, 413, 429];

/// Requests one input sends at most.
const MOST_REQUESTS: usize = 32;

/// Sixteen drafters in two 8-player sheet pods, round 1 paired, every
/// match with its two codes.
fn room() -> Night {
    let names: Vec<String> = (1..=16).map(|i| format!("P{i}")).collect();
    let mut night =
        podsheet::engine::night::from_names("Fuzz", &names, 8, 7, "2026-11-21T15:00:00Z")
            .expect("sixteen names make a night");
    for pod in &mut night.pods {
        let adv = podsheet::engine::pairing::advance(pod);
        if adv.changed {
            pod.rounds = adv.rounds;
        }
    }
    let mut k = 0u64;
    let mut next = || {
        k += 1;
        reports::code_from(k * 7_919_993)
    };
    reports::code_room(&mut night.pods, &mut next);
    night
}

/// The codes `@0` … `@7` stand for.
fn codes(night: &Night) -> Vec<String> {
    night
        .pods
        .iter()
        .flat_map(|p| {
            p.rounds
                .first()
                .into_iter()
                .flat_map(|r| r.matches.iter().take(2))
        })
        .flat_map(|m| m.codes.clone().into_iter().flatten())
        .collect()
}

/// A text field, `@N` standing for a real code.
fn text(field: Option<&[u8]>, codes: &[String]) -> Option<String> {
    let mut s = String::from_utf8_lossy(field?).into_owned();
    for (i, c) in codes.iter().enumerate() {
        s = s.replace(&format!("@{i}"), c);
    }
    Some(s)
}

/// The address a field names.
fn peer(field: Option<&[u8]>) -> IpAddr {
    match field {
        Some(b) if b.len() >= 16 => {
            let mut v6 = [0u8; 16];
            v6.copy_from_slice(&b[..16]);
            IpAddr::V6(Ipv6Addr::from(v6))
        }
        Some([x, y, ..]) => IpAddr::V4(Ipv4Addr::new(127, 0, *x, *y)),
        Some([x]) => IpAddr::V4(Ipv4Addr::new(127, 0, 0, *x)),
        _ => IpAddr::V4(Ipv4Addr::LOCALHOST),
    }
}

/// One input: see the module's documentation.
pub fn check(data: &[u8]) {
    // The night is made once (its pairing is the slow part) and each
    // input starts from a copy of it, with a desk of its own.
    static ROOM: std::sync::OnceLock<Night> = std::sync::OnceLock::new();
    let night = ROOM.get_or_init(room).clone();
    let codes = codes(&night);
    let board = Board {
        sources: night.pods.iter().cloned().map(Source::of).collect(),
        reports: true,
        ..Board::default()
    };
    let shared = Shared::new(board);
    let desk = Desk::new(shared.clone());
    for request in data.split(|&b| b == 0xFE).take(MOST_REQUESTS) {
        let f: Vec<&[u8]> = request.splitn(9, |&b| b == 0xFF).collect();
        let field = |i: usize| f.get(i).copied();
        let method = match field(0).and_then(|m| m.first()) {
            Some(b) => ["GET", "POST", "HEAD", "PUT", "OPTIONS"][usize::from(*b) % 5],
            None => "GET",
        };
        let mut path = text(field(1), &codes).unwrap_or_default();
        if !is_report_path(&path) {
            path = format!("/r/{path}");
        }
        let body = field(7).unwrap_or_default();
        let asked = ReportRequest {
            method: method.to_string(),
            path,
            query: text(field(2), &codes).unwrap_or_default(),
            cookie: text(field(3), &codes),
            accept_language: text(field(4), &codes),
            origin: text(field(5), &codes),
            host: text(field(6), &codes),
            body: (body.len() <= MAX_BODY)
                .then(|| text(Some(body), &codes).unwrap_or_default().into_bytes()),
        };
        let from = peer(field(8));
        let r = respond(&asked, &shared, Some(&desk), from);
        assert!(STATUSES.contains(&r.status), "{} for {asked:?}", r.status);
        assert!(
            std::str::from_utf8(&r.body).is_ok(),
            "a body that is no UTF-8"
        );
        promises_kept(&shared, &desk);
    }
}

/// The desk's reports keep the two-eyes rule's promises.
fn promises_kept(shared: &Shared, desk: &Desk) {
    let board = shared.current();
    // (The desk's reports of a pod are its own and those taken in since
    // the board, of every pod: each is read by its own code.)
    let open: Vec<&str> = board
        .sources
        .iter()
        .flat_map(|s| &s.event.rounds)
        .flat_map(|r| &r.matches)
        .filter(|m| m.result().is_none())
        .flat_map(reports::codes_of)
        .collect();
    for (pod, source) in board.sources.iter().enumerate() {
        let all = desk.reports(&board, pod);
        assert!(
            all.iter().all(|r| open.contains(&r.code.as_str())),
            "a report for no open match"
        );
        for m in source.event.rounds.iter().flat_map(|r| &r.matches) {
            let Some(reading) = reports::read(&all, m) else {
                continue;
            };
            assert!(
                reading.reports.len() <= 3 * MOST_ON_HALF,
                "a flood grew the file"
            );
            if let State::Agreed { .. } = reading.state {
                let [Some(a), Some(b)] = reading.voices else {
                    panic!("agreed without two voices");
                };
                assert_ne!(a.device, b.device, "one device agreed with itself");
                let (x, y) = (a.address.as_deref(), b.address.as_deref());
                assert!(
                    !matches!((x, y), (Some(x), Some(y)) if same_place(x, y)),
                    "one place agreed with itself: {x:?} {y:?}"
                );
            }
        }
    }
}
