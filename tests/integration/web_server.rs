//! The companion server is read-only and safe on a shared network: only
//! its own pages, GET and HEAD only, bounded requests, many phones at
//! once, and a clean stop. (web_live.rs: slow and idle connections,
//! smuggling, pipelining and the live stream.)

use crate::util::web_support;

use podsheet::web::{Limits, Server, Shared};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;
use web_support::{board, demo, get, raw, request, serve};

#[test]
fn unknown_paths_and_traversal_get_404() {
    let (server, _) = serve(board(vec![demo()]));
    for path in [
        "/nope",
        "/../Cargo.toml",
        "/../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/%2E%2E%2Fetc%2Fpasswd",
        "/standings/../../Cargo.toml",
        "/player/../../../etc/passwd",
        "/player/99",
        "/player/-1",
        "/player/%31",
        "/player/1x",
        "/pod/1/../../src/main.rs",
        "/assets/demo-8.podsheet",
        "/src/web/mod.rs",
        "//etc/passwd",
        "/player/",
    ] {
        let r = get(server.addr(), path);
        assert_eq!(r.status, 404, "{path}");
        assert!(
            !r.body.contains("fn main") && !r.body.contains("root:"),
            "{path}"
        );
    }
    // Queries are ignored, not read as paths.
    assert_eq!(
        get(server.addr(), "/standings?x=../../etc/passwd").status,
        200
    );
}

#[test]
fn anything_but_get_and_head_is_refused() {
    let (server, _) = serve(board(vec![demo()]));
    for method in [
        "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT",
    ] {
        let r = request(server.addr(), method, "/");
        assert_eq!(r.status, 405, "{method}");
        assert!(r.head.contains("allow: get, head"), "{method}");
    }
    // A POST with a body is refused, and the answer still arrives whole.
    let body = "x".repeat(20_000);
    let r = raw(
        server.addr(),
        format!(
            "POST /standings HTTP/1.1\r\nHost: a\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    );
    assert_eq!(r.status, 405);
    // HEAD: the GET's headers, no body.
    let head = request(server.addr(), "HEAD", "/standings");
    let full = get(server.addr(), "/standings");
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());
    assert!(
        head.head
            .contains(&format!("content-length: {}", full.body.len()))
    );
}

#[test]
fn malformed_and_oversized_requests_get_4xx() {
    let (server, _) = serve(board(vec![demo()]));
    assert_eq!(raw(server.addr(), b"HELLO THERE\r\n\r\n").status, 400);
    assert_eq!(
        raw(server.addr(), b"GET / HTTP/1.1\r\nBad Header\r\n\r\n").status,
        400
    );
    assert_eq!(raw(server.addr(), b"\x00\x01\x02\r\n\r\n").status, 400);
    let long_header = format!("GET / HTTP/1.1\r\nX-Pad: {}\r\n\r\n", "a".repeat(20_000));
    assert_eq!(raw(server.addr(), long_header.as_bytes()).status, 431);
    let many: String = (0..100).map(|i| format!("X-{i}: y\r\n")).collect();
    let r = raw(
        server.addr(),
        format!("GET / HTTP/1.1\r\n{many}\r\n").as_bytes(),
    );
    assert_eq!(r.status, 431);
    let long_path = format!("/{}", "a".repeat(2000));
    assert_eq!(get(server.addr(), &long_path).status, 414);
    // After all that, pages still work.
    assert_eq!(get(server.addr(), "/").status, 200);
}

#[test]
fn a_client_that_never_finishes_its_request_is_cut_off() {
    let limits = Limits {
        request_time: Duration::from_secs(1),
        ..Limits::default()
    };
    let shared = Shared::new(board(vec![demo()]));
    let server = Server::with_limits("127.0.0.1:0".parse().unwrap(), shared, limits).unwrap();
    let mut s = TcpStream::connect(server.addr()).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    s.write_all(b"GET / HTTP/1.1\r\nHost: slow\r\n").unwrap();
    // Dropped once its time is up: the connection ends, well before the
    // client's own 20 s (with a 408, or closed with nothing).
    let started = std::time::Instant::now();
    let mut text = String::new();
    let _ = s.read_to_string(&mut text);
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "cut off in time"
    );
    assert!(
        text.is_empty() || text.starts_with("HTTP/1.1 408"),
        "{text}"
    );
}

#[test]
fn forty_clients_at_once_get_all_four_hundred_answers() {
    let (server, _) = serve(board(vec![demo()]));
    let addr = server.addr();
    let paths = ["/", "/standings", "/player/3", "/v", "/podsheet.css"];
    let clients: Vec<_> = (0..40)
        .map(|c| {
            std::thread::spawn(move || {
                // Forty phones, each its own address.
                (0..10)
                    .map(|i| {
                        web_support::get_from(
                            addr,
                            paths[(c + i) % paths.len()],
                            web_support::phone(c),
                        )
                        .status
                    })
                    .collect::<Vec<u16>>()
            })
        })
        .collect();
    let statuses: Vec<u16> = clients
        .into_iter()
        .flat_map(|t| t.join().expect("client thread"))
        .collect();
    assert_eq!(statuses.len(), 400);
    assert!(statuses.iter().all(|&s| s == 200), "{statuses:?}");
}

#[test]
fn connections_past_the_cap_are_told_busy_not_left_hanging() {
    let limits = Limits {
        max_connections: 2,
        request_time: Duration::from_secs(5),
        ..Limits::default()
    };
    // A German store: the busy answer is in its language.
    let mut b = board(vec![demo()]);
    b.lang = podsheet::text::i18n::Lang::De;
    let shared = Shared::new(b);
    let server = Server::with_limits("127.0.0.1:0".parse().unwrap(), shared, limits).unwrap();
    // Silent connections take the two places; one more is told 503 at once.
    let mut held: Vec<TcpStream> = Vec::new();
    let mut busy = None;
    for _ in 0..6 {
        let mut probe = TcpStream::connect(server.addr()).unwrap();
        probe.write_all(b"GET / HTTP/1.1\r\nHost: a\r\n").unwrap();
        probe
            .set_read_timeout(Some(Duration::from_millis(700)))
            .unwrap();
        let mut text = String::new();
        match probe.read_to_string(&mut text) {
            Ok(_) if text.starts_with("HTTP/1.1 503") => {
                busy = Some(text);
                break;
            }
            _ => held.push(probe),
        }
    }
    let text = busy.expect("a connection past the cap is told busy");
    assert!(text.to_lowercase().contains("retry-after"));
    assert!(text.contains("ausgelastet"), "{text}");
    assert!(held.len() >= 2, "two connections fit: {}", held.len());
    drop(held);
}

#[test]
fn the_server_stops_cleanly_and_frees_its_port() {
    let (server, _) = serve(board(vec![demo()]));
    let addr = server.addr();
    assert_eq!(get(addr, "/").status, 200);
    // A connection open at shutdown does not keep the server alive.
    let _lingering = TcpStream::connect(addr).unwrap();
    server.shutdown();
    assert!(
        TcpStream::connect(addr).is_err(),
        "still listening after shutdown"
    );
    // The port can be bound again.
    let again = Server::start(addr, Shared::new(board(vec![demo()]))).unwrap();
    assert_eq!(get(again.addr(), "/").status, 200);
}

#[test]
fn static_files_come_from_the_binary_with_safe_headers() {
    let (server, _) = serve(board(vec![demo()]));
    let css = get(server.addr(), "/podsheet.css");
    assert_eq!(css.status, 200);
    assert!(css.head.contains("content-type: text/css"));
    assert!(css.body.contains("prefers-color-scheme: dark"));
    let js = get(server.addr(), "/podsheet.js");
    assert!(js.head.contains("content-type: text/javascript"));
    let page = get(server.addr(), "/");
    assert!(
        page.head
            .contains("content-security-policy: default-src 'none'")
    );
    assert!(page.head.contains("x-content-type-options: nosniff"));
    // Nothing on the page comes from another host.
    assert!(!page.body.contains("http://") && !page.body.contains("https://"));
}
