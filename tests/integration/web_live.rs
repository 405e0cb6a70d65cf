//! The companion holds the room: a prank script of slow and idle sockets
//! shuts no phone out, smuggled and pipelined requests are handled
//! cleanly, and an edit reaches every open page's live stream at once.
//! Every loop here is bounded in count and time, on the loopback only.

use crate::util::web_support;

use podsheet::web::{Limits, Server, Shared};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};
use web_support::{board, demo, get, raw};

#[test]
#[cfg_attr(
    windows,
    ignore = "Wine 8 limit: with a hundred or more idle loopback sockets open, its connects time out (error 10060) and the per-address count differs; not a Windows defect seen, run on Windows itself before relying on it"
)]
fn slowloris_and_idle_sockets_shut_no_phone_out() {
    let limits = Limits {
        request_time: Duration::from_secs(3),
        ..Limits::default()
    };
    let shared = Shared::new(board(vec![demo()]));
    let server = Server::with_limits("127.0.0.1:0".parse().unwrap(), shared, limits).unwrap();
    let addr = server.addr();
    // 1000 sockets that say nothing, 500 that send a header line a second,
    // from fifty pranksters' addresses (thirty each: under the cap per
    // address, so every socket holds its place).
    let idle: Vec<TcpStream> = (0..1000)
        .map(|i| web_support::connect_from(addr, web_support::phone(100 + i % 50)))
        .collect();
    let mut slow: Vec<TcpStream> = (0..500)
        .map(|i| {
            let mut s = web_support::connect_from(addr, web_support::phone(100 + i % 50));
            let _ = s.write_all(b"GET / HTTP/1.1\r\nHost: slow\r\n");
            s
        })
        .collect();
    let dripping = std::thread::spawn(move || {
        for i in 0..4 {
            for s in &mut slow {
                let _ = s.write_all(format!("X-Drip-{i}: 1\r\n").as_bytes());
            }
            std::thread::sleep(Duration::from_secs(1));
        }
        slow
    });
    // Meanwhile every real request is answered, and quickly.
    let started = Instant::now();
    for i in 0..60 {
        let path = ["/", "/standings", "/player/3"][i % 3];
        assert_eq!(get(addr, path).status, 200, "request {i} during the prank");
    }
    let took = started.elapsed();
    assert!(took < Duration::from_secs(10), "60 answers took {took:?}");
    let slow = dripping.join().unwrap();
    drop(idle);
    drop(slow);
    assert_eq!(get(addr, "/").status, 200);
}

#[test]
fn a_smuggled_request_is_refused() {
    let (server, _) = web_support::serve(board(vec![demo()]));
    // Content-Length and Transfer-Encoding together, a second request
    // hidden after the chunked body: refused, and the hidden one unread.
    let r = raw(
        server.addr(),
        b"POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n\
          0\r\n\r\nGET /v HTTP/1.1\r\nHost: a\r\n\r\n",
    );
    assert_eq!(r.status, 400, "{}", r.head);
    assert_eq!(
        r.body.matches("HTTP/1.1").count(),
        0,
        "nothing answered for the smuggled request"
    );
}

#[test]
fn pipelined_requests_are_all_answered_in_order() {
    let (server, _) = web_support::serve(board(vec![demo()]));
    let mut s = TcpStream::connect(server.addr()).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    s.write_all(
        b"GET /v HTTP/1.1\r\nHost: a\r\n\r\nGET /standings HTTP/1.1\r\nHost: a\r\n\r\n\
          HEAD / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
    )
    .unwrap();
    let mut text = String::new();
    s.read_to_string(&mut text).unwrap();
    let statuses: Vec<&str> = text
        .match_indices("HTTP/1.1 ")
        .map(|(i, _)| &text[i + 9..i + 12])
        .collect();
    assert_eq!(statuses, ["200", "200", "200"], "{text}");
    assert!(text.find("Standings after").is_some());
}

#[test]
fn an_edit_reaches_an_open_page_at_once() {
    let (server, shared) = web_support::serve(board(vec![demo()]));
    let mut s = TcpStream::connect(server.addr()).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    s.write_all(b"GET /events HTTP/1.1\r\nHost: phone\r\n\r\n")
        .unwrap();
    let mut lines = BufReader::new(s);
    let mut next_data = || -> String {
        let mut line = String::new();
        loop {
            line.clear();
            lines.read_line(&mut line).unwrap();
            if let Some(d) = line.strip_prefix("data: ") {
                return d.trim().to_string();
            }
        }
    };
    let first = next_data();
    assert_eq!(first, shared.current().version.to_string());
    // The app publishes an edit: the open stream hears it within a second.
    let published = Instant::now();
    shared.publish(board(vec![demo()]));
    let next = next_data();
    assert_eq!(next, shared.current().version.to_string());
    assert!(
        published.elapsed() < Duration::from_secs(1),
        "{:?}",
        published.elapsed()
    );
    // The page's script listens to it, and falls back to polling /v.
    let js = get(server.addr(), "/podsheet.js").body;
    assert!(js.contains("EventSource(\"/events\")") && js.contains("\"/v\""));
}
