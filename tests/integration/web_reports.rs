//! Results from the players' phones (docs/cli.md, "Results from the
//! players' phones"), on the loopback: a report page per half of each
//! slip, the two-eyes rule with two people (two devices on two
//! addresses), and every guard — 303, 400, 403, 404, 409, 413, 429 — with
//! a code shown on no other page. Played as a player who wants a result
//! he did not earn: fresh cookies, every address form of a slip, the
//! other half from the same address.

use crate::util::day::coded_swiss;
use crate::util::web_support::{Reply, board, get, phone, raw, raw_from};
use podsheet::engine::reports::{self, Odd, State};
use podsheet::model::{Event, GameScore};
use podsheet::web::{Desk, Limits, Server, Shared};
use std::net::{Ipv4Addr, SocketAddr};

/// A 12-player Swiss with round 2 paired, every open match with codes.
pub fn event() -> Event {
    coded_swiss(12)
}

/// Round 2's match `i`: its two halves' codes, the first player's first.
pub fn halves(e: &Event, i: usize) -> [String; 2] {
    e.rounds[1].matches[i].codes.clone().expect("codes")
}

pub fn serve_with_desk(e: &Event) -> (Server, Shared, Desk) {
    let mut b = board(vec![e.clone()]);
    b.reports = true;
    let shared = Shared::new(b);
    let desk = Desk::new(shared.clone());
    let server = Server::serve(
        "127.0.0.1:0".parse().unwrap(),
        shared.clone(),
        Limits::default(),
        Some(desk.clone()),
    )
    .unwrap();
    (server, shared, desk)
}

/// A phone: a device cookie (`None`: a fresh browser, no cookie yet) on a
/// loopback address of its own.
#[derive(Clone, Copy)]
pub struct Phone<'a> {
    pub device: Option<&'a str>,
    pub from: Ipv4Addr,
}

/// POST `result` to `path` (`/r/CODE`, or `/pod/1/r/CODE`) from `phone`,
/// with an Origin (or none).
pub fn post_at(
    addr: SocketAddr,
    path: &str,
    result: &str,
    phone: Phone<'_>,
    origin: Option<&str>,
) -> Reply {
    let body = format!("result={result}");
    let origin = origin.map_or(String::new(), |o| format!("Origin: {o}\r\n"));
    let cookie = phone.device.map_or(String::new(), |d| {
        format!("Cookie: podsheet-device={d}\r\n")
    });
    raw_from(
        addr,
        phone.from,
        format!(
            "POST {path} HTTP/1.1\r\nHost: phone\r\n{origin}{cookie}\
             Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\
             Connection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
}

/// POST `result` to `/r/CODE` from `phone`.
pub fn post(addr: SocketAddr, code: &str, result: &str, phone: Phone<'_>) -> Reply {
    post_at(addr, &format!("/r/{code}"), result, phone, ORIGIN)
}

/// GET `path` from `phone`, with its cookie.
pub fn page(addr: SocketAddr, path: &str, phone: Phone<'_>) -> Reply {
    let cookie = phone.device.map_or(String::new(), |d| {
        format!("Cookie: podsheet-device={d}\r\n")
    });
    raw_from(
        addr,
        phone.from,
        format!("GET {path} HTTP/1.1\r\nHost: phone\r\n{cookie}Connection: close\r\n\r\n")
            .as_bytes(),
    )
}

const ORIGIN: Option<&str> = Some("http://phone");
const SCOTT: Phone<'static> = Phone {
    device: Some("aaaaaaaaaaaaaaaa"),
    from: Ipv4Addr::new(127, 0, 1, 1),
};
const MARIANO: Phone<'static> = Phone {
    device: Some("bbbbbbbbbbbbbbbb"),
    from: Ipv4Addr::new(127, 0, 1, 2),
};

/// Where match `i` of round 2 stands on the desk (the board's reports and
/// those taken in since).
pub fn state(shared: &Shared, desk: &Desk, e: &Event, i: usize) -> Option<State> {
    let all = desk.reports(&shared.current(), 0);
    reports::read(&all, &e.rounds[1].matches[i]).map(|r| r.state)
}

#[test]
fn two_players_on_their_own_phones_agree_and_nothing_reopens_it() {
    let e = event();
    let (server, shared, desk) = serve_with_desk(&e);
    let a = server.addr();
    let [mine, theirs] = halves(&e, 0);
    let m = &e.rounds[1].matches[0];
    let (an, bn) = (&e.player(m.a).name, &e.player(m.b.unwrap()).name);
    let p = page(a, &format!("/r/{mine}"), SCOTT);
    assert_eq!(p.status, 200);
    assert!(p.body.contains(an) && p.body.contains(bn), "{}", p.body);
    assert!(
        p.body.contains(&format!("This is {an}")),
        "the page says whose half it is: {}",
        p.body
    );
    // One cookie for the whole site: every address form of a slip.
    let fresh = page(
        a,
        &format!("/r/{mine}"),
        Phone {
            device: None,
            from: phone(9),
        },
    );
    assert!(
        fresh.head.contains("set-cookie: podsheet-device=") && fresh.head.contains("path=/;"),
        "{}",
        fresh.head
    );
    assert!(
        p.head.contains("referrer-policy: same-origin"),
        "{}",
        p.head
    );
    // Lower case and a dash work too; the answer sends the phone back.
    let typed = format!("{}-{}", &mine[..3], &mine[3..]).to_lowercase();
    let r = post(a, &typed, "2-1", SCOTT);
    assert_eq!(r.status, 303, "{}", r.body);
    assert!(
        r.head
            .contains(&format!("location: /r/{}", mine.to_lowercase())),
        "{}",
        r.head
    );
    assert!(matches!(
        state(&shared, &desk, &e, 0),
        Some(State::Pending { .. })
    ));
    // The other half's page offers to confirm it; its player does.
    let other = page(a, &format!("/r/{theirs}"), MARIANO);
    assert!(other.body.contains("Confirm: "), "{}", other.body);
    assert_eq!(post(a, &theirs, "2-1", MARIANO).status, 303);
    assert_eq!(
        state(&shared, &desk, &e, 0).and_then(|s| s.agreed()),
        Some(GameScore::new(2, 1, 0))
    );
    // A third phone, and a player changing his mind: 409, kept as notes,
    // the agreement stands.
    let third = Phone {
        device: Some("cccccccccccccccc"),
        from: phone(30),
    };
    let r = post(a, &theirs, "0-2", third);
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(r.body.contains("agreed already"), "{}", r.body);
    assert_eq!(post(a, &mine, "0-2", SCOTT).status, 409);
    assert_eq!(
        state(&shared, &desk, &e, 0).and_then(|s| s.agreed()),
        Some(GameScore::new(2, 1, 0))
    );
    let all = desk.reports(&shared.current(), 0);
    let reading = reports::read(&all, m).unwrap();
    assert_eq!(reading.late.len(), 2, "the owner sees both as notes");
    // Both players tapping twice at once (four posts together) end in one
    // order, and agree: a player's second tap is the same voice.
    let [c, d] = halves(&e, 1);
    std::thread::scope(|s| {
        for (k, code) in [&c, &d, &c, &d].into_iter().enumerate() {
            let from = phone(40 + k % 2);
            let dev = format!("{:016x}", k % 2);
            s.spawn(move || {
                let ph = Phone {
                    device: Some(&dev),
                    from,
                };
                post(a, code, "2-0", ph)
            });
        }
    });
    assert_eq!(
        state(&shared, &desk, &e, 1).and_then(|s| s.agreed()),
        Some(GameScore::new(2, 0, 0))
    );
}

/// The attack of issue 34: one player reports his half, then "confirms"
/// it with the other half from fresh cookies on every address form of
/// the slip. It never agrees; the match waits for the owner with the
/// reason, and the real opponent is not told "ask the store" for a
/// result he never gave.
#[test]
fn one_player_never_confirms_his_own_report() {
    let e = event();
    let (server, shared, desk) = serve_with_desk(&e);
    let a = server.addr();
    let [mine, theirs] = halves(&e, 0);
    let cheat = Ipv4Addr::new(127, 0, 1, 7);
    assert_eq!(
        post(
            a,
            &mine,
            "2-0",
            Phone {
                device: Some("1111111111111111"),
                from: cheat
            }
        )
        .status,
        303
    );
    // The other half: a fresh cookie, the pod address form, a private tab.
    for (path, device) in [
        (format!("/pod/1/r/{theirs}"), Some("2222222222222222")),
        (format!("/r/{theirs}"), None),
        (
            format!("/r/{}", theirs.to_lowercase()),
            Some("3333333333333333"),
        ),
    ] {
        let r = post_at(
            a,
            &path,
            "2-0",
            Phone {
                device,
                from: cheat,
            },
            ORIGIN,
        );
        assert!(r.status == 303 || r.status == 409, "{path}: {}", r.status);
        match state(&shared, &desk, &e, 0) {
            Some(State::Held { why, .. }) => assert!(why.contains(&Odd::OneAddress), "{why:?}"),
            other => panic!("{path}: not held for the owner: {other:?}"),
        }
    }
    // The page says why, to both players.
    let p = page(a, &format!("/r/{theirs}"), MARIANO);
    assert!(p.body.contains("waits for the store"), "{}", p.body);
    assert!(p.body.contains("one connection"), "{}", p.body);
    // And the same phone's cookie on both halves from another address too.
    let [c, d] = halves(&e, 1);
    let one = Phone {
        device: Some("4444444444444444"),
        from: phone(60),
    };
    post(a, &c, "2-0", one);
    post(
        a,
        &d,
        "2-0",
        Phone {
            from: phone(61),
            ..one
        },
    );
    match state(&shared, &desk, &e, 1) {
        Some(State::Held { why, .. }) => assert_eq!(why, [Odd::OneDevice]),
        other => panic!("not held: {other:?}"),
    }
}

#[test]
fn every_guard_answers_with_its_status_and_reason() {
    let e = event();
    let (server, _, _) = serve_with_desk(&e);
    let a = server.addr();
    let [c, _] = halves(&e, 2);
    // A result that cannot happen: 400 with the app's reason.
    let r = post(a, &c, "2-3", SCOTT);
    assert_eq!(r.status, 400);
    assert!(r.body.contains("stops at 2 game wins"), "{}", r.body);
    assert_eq!(post(a, &c, "banana", SCOTT).status, 400);
    // No Origin, or another site's: 403.
    let path = format!("/r/{c}");
    assert_eq!(post_at(a, &path, "2-1", SCOTT, None).status, 403);
    assert_eq!(
        post_at(a, &path, "2-1", SCOTT, Some("http://evil.example")).status,
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
    // A result entered at the counter: 409, and the page says ask the store.
    let mut done = e.clone();
    done.rounds[1].matches[1].score = Some(GameScore::new(2, 0, 0));
    let (server2, _, _) = serve_with_desk(&done);
    let r = post(server2.addr(), &halves(&done, 1)[0], "0-2", SCOTT);
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(r.body.contains("ask the store"), "{}", r.body);
    // A match flagged as a problem (a player in two matches): 409.
    let mut flagged = e.clone();
    flagged.rounds[1].matches[3].b = Some(flagged.rounds[1].matches[2].a);
    let (server3, _, _) = serve_with_desk(&flagged);
    let r = post(server3.addr(), &halves(&flagged, 2)[0], "2-0", SCOTT);
    assert_eq!(r.status, 409, "{}", r.body);
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
            for code in e.rounds[1].matches[i].codes.iter().flatten() {
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
    let [c, _] = halves(&e, 0);
    // A slip scanned while reports are off says so, on a page.
    let scanned = get(server.addr(), &format!("/r/{c}"));
    assert_eq!(scanned.status, 404);
    assert!(
        scanned.body.contains("takes no results from phones"),
        "{}",
        scanned.body
    );
    assert_eq!(post(server.addr(), &c, "2-1", SCOTT).status, 404);
    assert_eq!(
        raw(
            server.addr(),
            b"POST / HTTP/1.1\r\nHost: phone\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        )
        .status,
        405
    );
}

/// A code typed as the slip prints it, with a space, a plus or a dash
/// inside, in any case, opens its half's page (docs/cli.md).
#[test]
fn a_code_typed_with_a_space_opens_its_page() {
    let e = event();
    let (server, _, _) = serve_with_desk(&e);
    let [c, _] = halves(&e, 0);
    let (head, tail) = c.split_at(3);
    for typed in [
        format!("{head}%20{tail}"),
        format!("{head}+{tail}"),
        format!("%20{c}%20"),
        format!("{head}-{tail}").to_lowercase(),
    ] {
        let r = get(server.addr(), &format!("/r/{typed}"));
        assert_eq!(r.status, 200, "/r/{typed}: {}", r.body);
    }
}

/// A slip a re-pairing made void: its page says it was replaced and when,
/// and however often it is opened, the phone is never slowed as a
/// guesser.
#[test]
fn a_slip_replaced_by_a_re_pairing_says_so_and_is_no_guess() {
    use crate::util::day::{hook, pairing_changing_box};
    use podsheet::engine::life::{act, life};
    let mut e = event();
    let i = pairing_changing_box(&e);
    let s = e.rounds[0].matches[i].score.unwrap();
    e.rounds[0].matches[i].score = Some(s.flipped());
    hook(&mut e);
    assert!(life(&e, None).round(2).is_some(), "round 2 is stale");
    let before = e.rounds[1].clone();
    act::repair(&mut e, 2, "2026-11-21T20:30:00Z").unwrap();
    let gone = before
        .matches
        .iter()
        .filter_map(|m| m.codes.clone())
        .find(|c| reports::find(&e, &c[0]).is_none())
        .expect("a match whose players changed");
    let (server, _, _) = serve_with_desk(&e);
    for _ in 0..15 {
        let r = get(server.addr(), &format!("/r/{}", gone[0]));
        assert_eq!(r.status, 410, "{}", r.body);
        assert!(r.body.contains("This slip was replaced"), "{}", r.body);
    }
    // A report sent with it is refused the same way.
    let sent = post(server.addr(), &gone[1], "2-0", SCOTT);
    assert_eq!(sent.status, 410, "{}", sent.body);
    // Never slowed: a live code still opens from the same phone.
    let live = e.rounds[1].matches.iter().find_map(|m| m.codes.clone());
    let live = live.expect("a match kept as it was, with its codes");
    assert_eq!(get(server.addr(), &format!("/r/{}", live[0])).status, 200);
}
