//! A companion no single device can hold (issue 29), on the loopback, each
//! "device" an address of its own (127.0.1.n): one device holding every
//! connection it can, or every live stream, leaves the phones answered, and
//! so do 150 addresses filling the room with idle connections (issue 34); a
//! stream ends after its age (the page opens a new one); the server raises
//! the open-file limit it inherits; a name holding U+202E on the season
//! page reverses nothing around it. Every loop is bounded in count and
//! time.

use crate::util::web_support::{board, connect_from, demo, get_from, phone};
use podsheet::web::{Limits, Server, Shared};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

fn server(limits: Limits) -> Server {
    Server::with_limits(
        "127.0.0.1:0".parse().unwrap(),
        Shared::new(board(vec![demo()])),
        limits,
    )
    .unwrap()
}

/// Whether a connection is told 503 at once (within `wait`).
fn told_busy(s: &mut TcpStream, wait: Duration) -> bool {
    s.set_read_timeout(Some(wait)).unwrap();
    let mut buf = [0u8; 32];
    matches!(s.read(&mut buf), Ok(n) if n > 0 && buf[..n].starts_with(b"HTTP/1.1 503"))
}

#[test]
#[cfg_attr(
    windows,
    ignore = "Wine 8 limit: with a hundred or more idle loopback sockets open, its connects time out (error 10060) and the per-address count differs; not a Windows defect seen, run on Windows itself before relying on it"
)]
fn one_device_holding_every_connection_it_can_shuts_no_phone_out() {
    let srv = server(Limits {
        request_time: Duration::from_secs(20),
        ..Limits::default()
    });
    let addr = srv.addr();
    let hog = phone(900);
    // The hog opens 400 connections and says nothing on any of them.
    let mut held = Vec::new();
    let mut refused = 0;
    for _ in 0..400 {
        let mut s = connect_from(addr, hog);
        let _ = s.write_all(b"GET / HTTP/1.1\r\nHost: hog\r\n");
        if told_busy(&mut s, Duration::from_millis(30)) {
            refused += 1;
        } else {
            held.push(s);
        }
    }
    assert!(
        held.len() <= Limits::default().per_address,
        "one address holds {} places",
        held.len()
    );
    assert!(refused >= 400 - Limits::default().per_address);
    // Meanwhile twenty phones get every page they ask for.
    for n in 0..20 {
        assert_eq!(get_from(addr, "/", phone(n)).status, 200, "phone {n}");
    }
    drop(held);
}

/// One request on a connection kept open (keep-alive); its status, or 0
/// when the connection was closed or said nothing in time.
fn ask_again(s: &mut TcpStream, path: &str) -> u16 {
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    if s.write_all(format!("GET {path} HTTP/1.1\r\nHost: phone\r\n\r\n").as_bytes())
        .is_err()
    {
        return 0;
    }
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    // The head, then as much body as it says.
    loop {
        if let Some(end) = got.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&got[..end]).to_lowercase();
            let len: usize = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or(0);
            while got.len() < end + 4 + len {
                match s.read(&mut buf) {
                    Ok(n) if n > 0 => got.extend_from_slice(&buf[..n]),
                    _ => return 0,
                }
            }
            return head
                .split(' ')
                .nth(1)
                .and_then(|c| c.parse().ok())
                .unwrap_or(0);
        }
        match s.read(&mut buf) {
            Ok(n) if n > 0 => got.extend_from_slice(&buf[..n]),
            _ => return 0,
        }
    }
}

#[test]
#[cfg_attr(
    windows,
    ignore = "Wine 8 limit: with a hundred or more idle loopback sockets open, its connects time out (error 10060) and the per-address count differs; not a Windows defect seen, run on Windows itself before relying on it"
)]
fn a_hundred_and_fifty_addresses_holding_idle_connections_leave_a_fresh_phone_answered() {
    let _alone = crate::util::web_support::thousands();
    // A room of 600 places (the real one has 4096: the same shape, with
    // fewer sockets for the test to hold).
    let srv = server(Limits {
        max_connections: 600,
        request_time: Duration::from_secs(60),
        ..Limits::default()
    });
    let addr = srv.addr();
    // Ten phones came first, each with a page open on a kept connection.
    let mut early: Vec<TcpStream> = (0..10).map(|n| connect_from(addr, phone(n))).collect();
    for (n, s) in early.iter_mut().enumerate() {
        assert_eq!(ask_again(s, "/v"), 200, "early phone {n}");
    }
    // 150 addresses open 30 connections each and say nothing: 4,500, far
    // past the room's places.
    let flood: Vec<TcpStream> = (0..150)
        .flat_map(|a| (0..30).map(move |_| connect_from(addr, phone(500 + a))))
        .collect();
    assert_eq!(flood.len(), 4500);
    // A phone that was not there is answered, and so is each early one on
    // the connection it kept.
    let fresh = get_from(addr, "/", phone(300));
    assert_eq!(fresh.status, 200, "{}", fresh.head);
    for (n, s) in early.iter_mut().enumerate() {
        assert_eq!(ask_again(s, "/v"), 200, "early phone {n} lost its place");
    }
    // Twenty more new phones, one after another, all answered.
    for n in 0..20 {
        assert_eq!(
            get_from(addr, "/v", phone(320 + n)).status,
            200,
            "phone {n}"
        );
    }
    drop(flood);
}

/// Opens a live stream from `from`; the status line it gets.
fn stream(addr: std::net::SocketAddr, from: std::net::Ipv4Addr) -> (u16, BufReader<TcpStream>) {
    let mut s = connect_from(addr, from);
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    s.write_all(b"GET /events HTTP/1.1\r\nHost: phone\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut r = BufReader::new(s);
    let mut line = String::new();
    r.read_line(&mut line).unwrap();
    let status = line
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, r)
}

#[test]
fn one_device_holds_a_few_live_streams_and_every_stream_ends_in_time() {
    let srv = server(Limits {
        stream_age: Duration::from_secs(2),
        ..Limits::default()
    });
    let addr = srv.addr();
    let laptop = phone(901);
    let mut open = Vec::new();
    let mut refused = 0;
    for _ in 0..20 {
        let (status, r) = stream(addr, laptop);
        match status {
            200 => open.push(r),
            503 => refused += 1,
            s => panic!("a stream answered {s}"),
        }
    }
    assert_eq!(open.len(), Limits::default().streams_per_address);
    assert_eq!(refused, 20 - open.len());
    // Another phone still gets its stream.
    let (status, mut other) = stream(addr, phone(3));
    assert_eq!(status, 200);
    // It ends by itself after its age (the page then opens a new one).
    let started = Instant::now();
    let mut rest = String::new();
    let _ = other.read_to_string(&mut rest);
    let took = started.elapsed();
    assert!(took < Duration::from_secs(8), "the stream lasted {took:?}");
    // Once the laptop's streams end, it may open one again.
    drop(open);
    std::thread::sleep(Duration::from_millis(200));
    let again = (0..20).find_map(|_| {
        let (status, r) = stream(addr, laptop);
        if status == 200 {
            Some(r)
        } else {
            std::thread::sleep(Duration::from_millis(200));
            None
        }
    });
    assert!(again.is_some(), "a place given back is taken again");
}

#[cfg(target_os = "linux")]
#[test]
fn the_server_raises_the_open_file_limit_it_inherits() {
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("demo.podsheet");
    std::fs::write(&file, crate::util::web_support::demo_text()).unwrap();
    let hard = std::fs::read_to_string("/proc/self/limits")
        .unwrap()
        .lines()
        .find(|l| l.starts_with("Max open files"))
        .and_then(|l| {
            l.split_whitespace()
                .nth(4)
                .and_then(|v| v.parse::<u64>().ok())
        })
        .unwrap_or(1024);
    // Started as a desktop starts an app: a soft limit of 256.
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -Sn 256 && exec '{}' serve '{}' --port 0 --stop-after 20",
            env!("CARGO_BIN_EXE_podsheet"),
            file.display()
        ))
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let limits = std::fs::read_to_string(format!("/proc/{}/limits", child.id())).unwrap();
    let _ = child.kill();
    let _ = child.wait();
    let soft: u64 = limits
        .lines()
        .find(|l| l.starts_with("Max open files"))
        .and_then(|l| l.split_whitespace().nth(3).and_then(|v| v.parse().ok()))
        .unwrap();
    assert_eq!(soft, hard.min(65_536), "raised to what the system allows");
}

#[test]
fn a_name_holding_u202e_on_the_season_page_reverses_nothing_around_it() {
    use podsheet::engine::season::{NightName, SeasonNight, SeasonPoints, season};
    let mut e = demo();
    // Derek, tied on season points with Mariano.
    let derek = e
        .players
        .iter()
        .position(|p| p.name == "Derek Jeter")
        .unwrap();
    e.players[derek].name = "Evil\u{202E}Name".into();
    let night = |day: &str| SeasonNight {
        name: NightName {
            name: "Friday".into(),
            date: Some(day.into()),
        },
        pods: Some(vec![e.clone()]),
    };
    let s = season(
        &[night("2026-11-13"), night("2026-11-20")],
        SeasonPoints::default(),
        &|n: &str| n.to_lowercase(),
    );
    let mut b = board(vec![demo()]);
    b.season = Some(std::sync::Arc::new(vec![s]));
    let srv = Server::start("127.0.0.1:0".parse().unwrap(), Shared::new(b)).unwrap();
    let page = get_from(srv.addr(), "/season", phone(7));
    assert_eq!(page.status, 200);
    // The name's own U+202E is gone, and the name is isolated (U+2068 …
    // U+2069) in the table and in every tie sentence that says it.
    let body = &page.body;
    assert!(!body.contains('\u{202E}'), "a raw U+202E on the page");
    let why: Vec<&str> = body
        .split("<p class=\"why\">")
        .skip(1)
        .map(|p| p.split("</p>").next().unwrap_or(""))
        .collect();
    let said: Vec<&&str> = why.iter().filter(|p| p.contains("EvilName")).collect();
    assert!(!said.is_empty(), "a tie sentence names the player: {why:?}");
    for p in said {
        assert!(p.contains("\u{2068}EvilName\u{2069}"), "{p}");
    }
}
