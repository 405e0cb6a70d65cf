//! Helpers for the web tests: a server on the loopback and a raw HTTP/1.1
//! client (its requests ask the server to close the connection after the
//! answer, so reading to the end is reading the response).
#![allow(dead_code)]

use podsheet::model::Event;
use podsheet::web::{Board, Server, Shared, Source};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::time::Duration;

/// The demo event shipped with the app.
pub fn demo() -> Event {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/demo-8.podsheet");
    podsheet::io::load_any(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// A board showing these events.
pub fn board(events: Vec<Event>) -> Board {
    Board {
        sources: events.into_iter().map(Source::of).collect(),
        ..Board::default()
    }
}

/// A server on 127.0.0.1, any free port.
pub fn serve(board: Board) -> (Server, Shared) {
    let shared = Shared::new(board);
    let server = Server::start("127.0.0.1:0".parse().unwrap(), shared.clone()).unwrap();
    (server, shared)
}

/// A response: status, head (lower-cased) and body.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub head: String,
    pub body: String,
}

/// Sends raw bytes and reads the whole answer.
pub fn raw(addr: SocketAddr, request: &[u8]) -> Reply {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    s.write_all(request).unwrap();
    let mut bytes = Vec::new();
    s.read_to_end(&mut bytes).unwrap();
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("no status line in {head:?}"));
    Reply {
        status,
        head: head.to_lowercase(),
        body: body.to_string(),
    }
}

/// A connection to `addr` from loopback address `from` (127.0.0.2 …): a
/// phone of its own, as far as the server can tell.
pub fn connect_from(addr: SocketAddr, from: std::net::Ipv4Addr) -> TcpStream {
    let s = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
    s.bind(&SocketAddr::from((from, 0)).into()).unwrap();
    s.connect(&addr.into()).unwrap();
    s.into()
}

/// GET `path` from loopback address `from`.
pub fn get_from(addr: SocketAddr, path: &str, from: std::net::Ipv4Addr) -> Reply {
    raw_from(
        addr,
        from,
        format!("GET {path} HTTP/1.1\r\nHost: phone\r\nConnection: close\r\n\r\n").as_bytes(),
    )
}

/// Sends raw bytes from loopback address `from` and reads the whole
/// answer (status 0 when none came).
pub fn raw_from(addr: SocketAddr, from: std::net::Ipv4Addr, request: &[u8]) -> Reply {
    let mut s = connect_from(addr, from);
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    s.write_all(request).unwrap();
    let mut bytes = Vec::new();
    s.read_to_end(&mut bytes).unwrap();
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    Reply {
        status: head
            .split(' ')
            .nth(1)
            .and_then(|c| c.parse().ok())
            .unwrap_or(0),
        head: head.to_lowercase(),
        body: body.to_string(),
    }
}

/// Held by the tests that open thousands of connections at once (a flood
/// of guessing addresses, a room of idle connections): one at a time, so
/// that neither starves the other's server of the machine's sockets and
/// time.
pub static THOUSANDS: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// [`THOUSANDS`], even after a test that held it failed.
pub fn thousands() -> std::sync::MutexGuard<'static, ()> {
    THOUSANDS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The `n`-th phone's own loopback address: 127.0.1.n and on (127.0.0.1
/// stays the test's own).
pub fn phone(n: usize) -> std::net::Ipv4Addr {
    std::net::Ipv4Addr::new(127, 0, 1 + (n / 250) as u8, (n % 250) as u8 + 1)
}

/// `METHOD path` with a Host header.
pub fn request(addr: SocketAddr, method: &str, path: &str) -> Reply {
    raw(
        addr,
        format!("{method} {path} HTTP/1.1\r\nHost: phone\r\nConnection: close\r\n\r\n").as_bytes(),
    )
}

/// GET `path`.
pub fn get(addr: SocketAddr, path: &str) -> Reply {
    request(addr, "GET", path)
}

/// Text as it appears in the HTML (maud escapes these four).
pub fn escaped(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The demo event file's text.
pub fn demo_text() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/demo-8.podsheet"
    ))
    .unwrap()
}

/// Starts `podsheet serve FILE --port 0 ARGS…` (stdout and stderr piped)
/// and returns it with the address from its first line.
pub fn spawn_serve(file: &Path, args: &[&str]) -> (std::process::Child, SocketAddr) {
    use std::io::BufRead;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .args(["serve", file.to_str().unwrap(), "--port", "0"])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let url = first
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no address in {first:?}"));
    let addr = url
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .parse()
        .unwrap();
    (child, addr)
}
