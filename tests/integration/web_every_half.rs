//! Every half is heard, and only wrong codes are limited (issue 42), on
//! the loopback: a phone that floods its half is held to it and its page
//! stops offering buttons that can only fail, while the other player's
//! agreeing report lands; 17,000 addresses guessing once each leave a
//! phone with a real code served and a fresh guesser slowed; and over
//! IPv6 a /64 is one address (the desk, without sockets: the tests listen
//! on 127.0.0.1 and ::1 only).

use super::web_reports::{Phone, event, halves, page, post, serve_with_desk, state};
use crate::util::web_support::{get_from, phone};
use podsheet::engine::reports::{self, MOST_FROM_ONE, Odd, State};
use podsheet::model::GameScore;
use podsheet::web::desk::{Outcome, Sent};
use std::net::{IpAddr, Ipv6Addr};
use std::time::{Duration, Instant};

#[test]
fn a_phone_flooding_its_half_never_silences_the_other() {
    let e = event();
    let (server, shared, desk) = serve_with_desk(&e);
    let a = server.addr();
    let [mine, theirs] = halves(&e, 0);
    let flooder = Phone {
        device: Some("f100df100df100d1"),
        from: phone(1),
    };
    let statuses: Vec<u16> = (0..20)
        .map(|_| post(a, &mine, "2-0", flooder).status)
        .collect();
    assert_eq!(statuses[..MOST_FROM_ONE], [303; MOST_FROM_ONE]);
    assert!(
        statuses[MOST_FROM_ONE..].iter().all(|&s| s == 409),
        "{statuses:?}"
    );
    // A fresh cookie on the same address is the same person.
    let tab = Phone {
        device: Some("7ab7ab7ab7ab7ab7"),
        from: phone(1),
    };
    let r = post(a, &mine, "1-2", tab);
    assert_eq!(r.status, 409);
    assert!(r.body.contains("the most one phone may"), "{}", r.body);
    // Its page says why and offers nothing that can only fail.
    let own = page(a, &format!("/r/{mine}"), flooder);
    assert_eq!(own.status, 200);
    assert!(own.body.contains("the most one phone may"), "{}", own.body);
    assert!(!own.body.contains("<form"), "{}", own.body);
    // The other player's page still offers to confirm, and their report
    // lands the agreement.
    let opponent = Phone {
        device: Some("0990090990090990"),
        from: phone(2),
    };
    let theirs_page = page(a, &format!("/r/{theirs}"), opponent);
    assert!(
        theirs_page.body.contains("Confirm: "),
        "{}",
        theirs_page.body
    );
    assert!(!theirs_page.body.contains("the most one phone may"));
    assert_eq!(post(a, &theirs, "2-0", opponent).status, 303);
    assert_eq!(
        state(&shared, &desk, &e, 0).and_then(|s| s.agreed()),
        Some(GameScore::new(2, 0, 0))
    );
    // The owner is told which phone and how many.
    let all = desk.reports(&shared.current(), 0);
    let m = &e.rounds[1].matches[0];
    let reading = reports::read(&all, m).unwrap();
    let said: Vec<String> = podsheet::text::reports::history(&e, m, &reading, &|t| t.to_string());
    let last = said.last().unwrap();
    assert!(
        last.contains("phone f100") && last.contains("8 reports"),
        "{said:?}"
    );
    assert!(last.contains("127.0.1.2"), "its address: {last}");
}

#[test]
fn a_full_guess_table_never_locks_out_a_phone_with_a_real_code() {
    let _alone = crate::util::web_support::thousands();
    let e = event();
    let (server, _shared, _desk) = serve_with_desk(&e);
    let a = server.addr();
    let [code, _] = halves(&e, 0);
    // The guessers' own loopback addresses, 127.100.0.1 and on (no other
    // test's phones).
    let guesser = |i: usize| {
        std::net::Ipv4Addr::new(
            127,
            100 + (i / 62_500) as u8,
            ((i / 250) % 250) as u8,
            (i % 250) as u8 + 1,
        )
    };
    // 17,000 addresses, one wrong code each (bounded in time as in count).
    let until = Instant::now() + Duration::from_secs(240);
    let guessed = std::thread::scope(|s| {
        let workers: Vec<_> = (0..2)
            .map(|w| {
                s.spawn(move || {
                    let mut n = 0;
                    for i in (w..17_000).step_by(2) {
                        if Instant::now() > until {
                            break;
                        }
                        let r = get_from(a, "/r/ZZZZZZ", guesser(i));
                        assert_eq!(r.status, 404, "guesser {i}");
                        n += 1;
                    }
                    n
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap())
            .sum::<usize>()
    });
    assert_eq!(guessed, 17_000, "the flood did not finish in time");
    // A phone on a fresh address opens its real code.
    let fresh = guesser(17_001);
    assert_eq!(get_from(a, &format!("/r/{code}"), fresh).status, 200);
    // A fresh guesser is still slowed, after its eleventh wrong code.
    let fresh_guesser = guesser(17_002);
    let statuses: Vec<u16> = (0..12)
        .map(|_| get_from(a, "/r/YYYYYY", fresh_guesser).status)
        .collect();
    assert_eq!(statuses[..10], [404; 10], "{statuses:?}");
    assert_eq!(statuses[11], 429, "{statuses:?}");
    // Slowed, it opens no real code either: a guess is never confirmed.
    assert_eq!(
        get_from(a, &format!("/r/{code}"), fresh_guesser).status,
        429
    );
}

/// `text` sent with `code` from `device` at `ip`, at `now`.
fn submit(desk: &podsheet::web::Desk, code: &str, device: &str, ip: IpAddr) -> Outcome {
    desk.submit(&Sent {
        code,
        text: "2-1",
        device,
        ip,
        now: Instant::now(),
        at: "2026-11-21T20:00:00Z",
    })
}

#[test]
fn over_ipv6_a_network_is_one_address() {
    let e = event();
    let (_server, _shared, desk) = serve_with_desk(&e);
    let net = |a: u16, host: u16| IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, a, 0, host, 0, 0, 1));
    // One phone on two addresses of its /64, the second half from a
    // private tab: held for the owner, never agreed.
    let [a0, b0] = halves(&e, 0);
    assert!(matches!(
        submit(&desk, &a0, "phone0000000000a", net(1, 1)),
        Outcome::Reported(_)
    ));
    match submit(&desk, &b0, "privatetab00000b", net(1, 2)) {
        Outcome::Reported(State::Held { why, .. }) => assert_eq!(why, [Odd::OneAddress]),
        other => panic!("{other:?}"),
    }
    // Two networks: two places, and the halves agree.
    let [a1, b1] = halves(&e, 1);
    submit(&desk, &a1, "phone0000000000c", net(2, 1));
    assert!(matches!(
        submit(&desk, &b1, "phone0000000000d", net(3, 1)),
        Outcome::Reported(State::Agreed { .. })
    ));
    // 300 wrong codes from 30 addresses of one /64: slowed, the whole /64.
    for host in 0..30 {
        for _ in 0..10 {
            submit(&desk, "WRONG2", "guesser000000000", net(4, host));
        }
    }
    assert!(desk.slowed(net(4, 999), Instant::now()));
    assert!(!desk.slowed(net(5, 1), Instant::now()));
}

#[test]
fn serve_says_over_ipv6_every_report_waits_for_the_owner() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("e.podsheet");
    podsheet::io::event_file::save(&event(), &file).unwrap();
    let run = |bind: &str| {
        let out = crate::util::cli::podsheet(&[
            "serve",
            file.to_str().unwrap(),
            "--reports",
            "--port",
            "0",
            "--bind",
            bind,
            "--stop-after",
            "1",
            "--lang",
            "en",
        ]);
        assert!(out.status.success(), "{out:?}");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let v6 = run("::1");
    assert!(
        v6.contains("warning: over IPv6 every address of a network's /64 counts as one phone"),
        "{v6}"
    );
    assert!(!run("127.0.0.1").contains("IPv6"));
}

/// The small holes of issue 42: a minus sign is no separator, another
/// pod's number in a slip's address finds nothing, and a playoff's 0-0 is
/// told the match needs a winner (never to type an intentional draw).
#[test]
fn a_minus_another_pods_number_and_a_playoff_0_0_are_refused_as_they_are() {
    use crate::util::web_support::get;
    let e = event();
    let (server, _shared, _desk) = serve_with_desk(&e);
    let a = server.addr();
    let [code, _] = halves(&e, 0);
    let me = Phone {
        device: Some("abcdefabcdefabcd"),
        from: phone(3),
    };
    let r = post(a, &code, "-1-2", me);
    assert_eq!(r.status, 400, "{}", r.body);
    assert_eq!(post(a, &code, "1-2", me).status, 303);
    // One pod: /pod/1 is its pod, /pod/2 is none.
    assert_eq!(get(a, &format!("/pod/1/r/{code}")).status, 200);
    assert_eq!(get(a, &format!("/pod/2/r/{code}")).status, 404);
    // A night of two pods: each code only under its own pod's number.
    let night = crate::util::room::sheet_night();
    let mut b = crate::util::web_support::board(night.pods.clone());
    b.reports = true;
    let shared = podsheet::web::Shared::new(b);
    let desk = podsheet::web::Desk::new(shared.clone());
    let server = podsheet::web::Server::serve(
        "127.0.0.1:0".parse().unwrap(),
        shared,
        podsheet::web::Limits::default(),
        Some(desk),
    )
    .unwrap();
    let second = night.pods[1].rounds[0].matches[0].codes.clone().unwrap()[0].clone();
    assert_eq!(
        get(server.addr(), &format!("/pod/2/r/{second}")).status,
        200
    );
    assert_eq!(get(server.addr(), &format!("/r/{second}")).status, 200);
    let r = get(server.addr(), &format!("/pod/1/r/{second}"));
    assert_eq!(r.status, 404, "another pod's number opens no slip");
    assert!(r.body.contains("No match has this code"), "{}", r.body);
    // A playoff's 0-0.
    let mut cut = crate::util::day::cut_day();
    let mut k = 0u64;
    let mut next = || {
        k += 1;
        podsheet::engine::reports::code_from(k * 7_919_993)
    };
    podsheet::engine::reports::code_room(std::slice::from_mut(&mut cut), &mut next);
    let quarter = cut.rounds[5].matches[0].codes.clone().unwrap()[0].clone();
    let (server, _, _) = serve_with_desk(&cut);
    for typed in ["0-0", "d"] {
        let r = post(server.addr(), &quarter, typed, me);
        assert_eq!(r.status, 400, "{typed}: {}", r.body);
        assert!(r.body.contains("needs a winner"), "{typed}: {}", r.body);
        assert!(!r.body.contains("intentional draw"), "{typed}: {}", r.body);
    }
}
