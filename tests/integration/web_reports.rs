//! Results from the players' phones (docs/cli.md, "Results from the
//! players' phones"), on the loopback: a report page per match code, the
//! two-eyes rule, and every guard — 303, 400, 403, 404, 409, 413, 429 —
//! with a code shown on no other page. And `serve --reports` writing a
//! confirmed result into its file, refusing a file the app has open.

use crate::util::day::{coded_swiss, play, swiss};
use crate::util::web_support::{Reply, board, get, raw, spawn_serve};
use podsheet::model::{Event, GameScore};
use podsheet::web::{Desk, Limits, Server, Shared};
use std::net::SocketAddr;

/// A 12-player Swiss with round 2 paired, every open match with a code.
fn event() -> Event {
    coded_swiss(12)
}

fn code(e: &Event, i: usize) -> String {
    e.rounds[1].matches[i].code.clone().unwrap()
}

fn serve_with_desk(e: &Event) -> (Server, Shared, Desk) {
    let mut b = board(vec![e.clone()]);
    b.reports = true;
    let shared = Shared::new(b);
    let desk = Desk::new(shared.clone(), vec![Vec::new()]);
    let server = Server::serve(
        "127.0.0.1:0".parse().unwrap(),
        shared.clone(),
        Limits::default(),
        Some(desk.clone()),
    )
    .unwrap();
    (server, shared, desk)
}

/// POST `result` to `/r/CODE` from `device`, with an Origin (or none).
fn post(addr: SocketAddr, code: &str, result: &str, device: &str, origin: Option<&str>) -> Reply {
    let body = format!("result={result}");
    let origin = origin.map_or(String::new(), |o| format!("Origin: {o}\r\n"));
    raw(
        addr,
        format!(
            "POST /r/{code} HTTP/1.1\r\nHost: phone\r\n{origin}Cookie: podsheet-device={device}\r\n\
             Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\
             Connection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
}

const ORIGIN: Option<&str> = Some("http://phone");

#[test]
fn one_phone_reports_the_other_confirms_and_nothing_overwrites_a_result() {
    let e = event();
    let (server, _, desk) = serve_with_desk(&e);
    let a = server.addr();
    let c = code(&e, 0);
    let page = get(a, &format!("/r/{c}"));
    assert_eq!(page.status, 200);
    let m = &e.rounds[1].matches[0];
    for p in [m.a, m.b.unwrap()] {
        assert!(page.body.contains(&e.player(p).name), "{}", page.body);
    }
    assert!(
        page.head.contains("set-cookie: podsheet-device="),
        "{}",
        page.head
    );
    // A browser sends the report form's Origin only if the page lets it:
    // under `no-referrer` Chromium sends `Origin: null`, refused (403), and
    // no phone could report (tests/phone-reports.cjs found it).
    assert!(
        page.head.contains("referrer-policy: same-origin"),
        "{}",
        page.head
    );
    // Lower case works too; the answer sends the phone back to the page.
    let r = post(a, &c.to_lowercase(), "2-1", "aaaaaaaaaaaaaaaa", ORIGIN);
    assert_eq!(r.status, 303, "{}", r.body);
    // (The helper lower-cases the head; the code is sent upper case.)
    assert!(
        r.head
            .contains(&format!("location: /r/{}", c.to_lowercase())),
        "{}",
        r.head
    );
    assert!(matches!(
        desk.state(0, &c),
        Some(podsheet::engine::reports::State::Pending { .. })
    ));
    // The same phone again does not confirm itself.
    assert_eq!(post(a, &c, "2-1", "aaaaaaaaaaaaaaaa", ORIGIN).status, 303);
    assert!(matches!(
        desk.state(0, &c),
        Some(podsheet::engine::reports::State::Pending { .. })
    ));
    // The other phone sees it and confirms.
    let theirs = raw(
        a,
        format!("GET /r/{c} HTTP/1.1\r\nHost: phone\r\nCookie: podsheet-device=bbbbbbbbbbbbbbbb\r\nConnection: close\r\n\r\n").as_bytes(),
    );
    assert!(theirs.body.contains("Confirm: "), "{}", theirs.body);
    assert_eq!(post(a, &c, "2-1", "bbbbbbbbbbbbbbbb", ORIGIN).status, 303);
    assert_eq!(
        desk.state(0, &c).and_then(|s| s.confirmed()),
        Some(GameScore::new(2, 1, 0))
    );
    // A different result from a third phone: a dispute, for the store.
    assert_eq!(post(a, &c, "0-2", "cccccccccccccccc", ORIGIN).status, 303);
    assert!(matches!(
        desk.state(0, &c),
        Some(podsheet::engine::reports::State::Disputed { .. })
    ));
    // A result entered at the counter: 409, and the page says ask the store.
    let mut done = e.clone();
    done.rounds[1].matches[1].score = Some(GameScore::new(2, 0, 0));
    let (server2, _, _) = serve_with_desk(&done);
    let r = post(
        server2.addr(),
        &code(&done, 1),
        "0-2",
        "aaaaaaaaaaaaaaaa",
        ORIGIN,
    );
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(r.body.contains("ask the store"), "{}", r.body);
}

#[test]
fn every_guard_answers_with_its_status_and_reason() {
    let e = event();
    let (server, _, _) = serve_with_desk(&e);
    let a = server.addr();
    let c = code(&e, 2);
    // A result that cannot happen: 400 with the app's reason.
    let r = post(a, &c, "2-3", "aaaaaaaaaaaaaaaa", ORIGIN);
    assert_eq!(r.status, 400);
    assert!(r.body.contains("stops at 2 game wins"), "{}", r.body);
    assert_eq!(
        post(a, &c, "banana", "aaaaaaaaaaaaaaaa", ORIGIN).status,
        400
    );
    // No Origin, or another site's: 403.
    assert_eq!(post(a, &c, "2-1", "aaaaaaaaaaaaaaaa", None).status, 403);
    assert_eq!(
        post(
            a,
            &c,
            "2-1",
            "aaaaaaaaaaaaaaaa",
            Some("http://evil.example")
        )
        .status,
        403
    );
    // A body too large: 413.
    let big = "x".repeat(4096);
    let r = raw(
        a,
        format!(
            "POST /r/{c} HTTP/1.1\r\nHost: phone\r\nOrigin: http://phone\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{big}",
            big.len()
        )
        .as_bytes(),
    );
    assert_eq!(r.status, 413);
    // Unknown codes: 404, and past ten in a minute this address waits
    // (429) — for a known code too; guessing is slowed.
    for _ in 0..10 {
        assert_eq!(get(a, "/r/ZZZZZZ").status, 404);
    }
    assert_eq!(get(a, "/r/ZZZZZZ").status, 404);
    let r = get(a, &format!("/r/{c}"));
    assert_eq!(r.status, 429);
    assert!(r.head.contains("retry-after: 60"));
    // Other pages never show a code.
    let (plain, _, _) = serve_with_desk(&e);
    for path in ["/", "/standings", "/player/1", "/player/2"] {
        let body = get(plain.addr(), path).body;
        for i in 0..e.rounds[1].matches.len() {
            if let Some(code) = &e.rounds[1].matches[i].code {
                assert!(!body.contains(code.as_str()), "{path} shows a code");
            }
        }
    }
}

#[test]
fn without_reports_there_is_no_report_page_and_no_post() {
    let e = event();
    let shared = Shared::new(board(vec![e.clone()]));
    let server = Server::start("127.0.0.1:0".parse().unwrap(), shared).unwrap();
    assert_eq!(
        get(server.addr(), &format!("/r/{}", code(&e, 0))).status,
        404
    );
    assert_eq!(
        post(
            server.addr(),
            &code(&e, 0),
            "2-1",
            "aaaaaaaaaaaaaaaa",
            ORIGIN
        )
        .status,
        404
    );
    assert_eq!(
        raw(
            server.addr(),
            b"POST / HTTP/1.1\r\nHost: phone\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        )
        .status,
        405
    );
}

#[test]
fn serve_reports_writes_a_confirmed_result_into_the_file_and_refuses_a_locked_one() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("swiss.podsheet");
    let mut e = swiss(12, 4);
    play(&mut e, 1, &|i| i % 2 == 0);
    podsheet::io::event_file::save(&e, &file).unwrap();
    // The app holds the file: refused, naming the lock.
    let held = podsheet::io::lock::Held::try_take(&file, podsheet::io::lock::Writer::App).unwrap();
    let out = crate::util::cli::podsheet(&[
        "serve",
        file.to_str().unwrap(),
        "--reports",
        "--port",
        "0",
        "--stop-after",
        "5",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    let pid = std::process::id();
    assert!(
        err.contains(&format!("is open in Podsheet (process {pid})")),
        "{err}"
    );
    drop(held);
    // Free: the codes are given and written, then two phones agree.
    let (mut child, addr) = spawn_serve(&file, &["--reports", "--stop-after", "30"]);
    let saved = podsheet::io::event_file::load(&file).unwrap();
    let c = code(&saved, 0);
    assert_eq!(
        post(addr, &c, "2-0", "aaaaaaaaaaaaaaaa", ORIGIN).status,
        303
    );
    assert_eq!(
        post(addr, &c, "2-0", "bbbbbbbbbbbbbbbb", ORIGIN).status,
        303
    );
    let written = (0..100).find_map(|_| {
        std::thread::sleep(std::time::Duration::from_millis(100));
        let now = podsheet::io::event_file::load(&file).ok()?;
        now.rounds[1].matches[0].score
    });
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(written, Some(GameScore::new(2, 0, 0)));
}
