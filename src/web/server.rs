//! The HTTP server: one accepting thread and a fixed pool of workers on
//! plain blocking sockets, with `httparse` reading requests. Everything a
//! shared network could throw at it is bounded: request size, time per
//! request, connections held at once (the rest get 503 at once), and the
//! server answers only GET and HEAD for its own pages.

use super::Shared;
use super::routes::{self, Response};
use std::io::{self, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// What the server accepts at most.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Worker threads (requests answered at once).
    pub workers: usize,
    /// Accepted connections waiting for a worker; past that, 503.
    pub queue: usize,
    /// Largest request head (request line and headers), in bytes.
    pub max_request_bytes: usize,
    /// Longest a client may take to send its request.
    pub request_time: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            workers: 8,
            queue: 64,
            max_request_bytes: 8 * 1024,
            request_time: Duration::from_secs(10),
        }
    }
}

/// A running server; dropping it (or [`Server::shutdown`]) stops it.
pub struct Server {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    threads: Vec<JoinHandle<()>>,
}

/// How long a worker waits in one read before checking whether to stop.
const READ_SLICE: Duration = Duration::from_millis(500);

impl Server {
    /// Listens on `bind` (port 0: any free port) and serves `board`.
    pub fn start(bind: SocketAddr, board: Shared) -> io::Result<Server> {
        Server::with_limits(bind, board, Limits::default())
    }

    /// [`Server::start`] with other limits.
    pub fn with_limits(bind: SocketAddr, board: Shared, limits: Limits) -> io::Result<Server> {
        let listener = TcpListener::bind(bind)?;
        let addr = listener.local_addr()?;
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, rx) = sync_channel::<TcpStream>(limits.queue.max(1));
        let rx = Arc::new(Mutex::new(rx));
        let mut threads = Vec::new();
        for i in 0..limits.workers.max(1) {
            let (rx, board, stop) = (Arc::clone(&rx), board.clone(), Arc::clone(&stop));
            threads.push(
                std::thread::Builder::new()
                    .name(format!("podsheet-web-{i}"))
                    .spawn(move || worker(&rx, &board, &stop, limits))?,
            );
        }
        let accept_stop = Arc::clone(&stop);
        threads.push(
            std::thread::Builder::new()
                .name("podsheet-web-accept".into())
                .spawn(move || accept(&listener, &tx, &accept_stop))?,
        );
        Ok(Server {
            addr,
            stop,
            threads,
        })
    }

    /// The address it listens on (with the port the system gave).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops accepting, lets requests in progress finish, and waits for
    /// every thread.
    pub fn shutdown(mut self) {
        self.stop_now();
    }

    fn stop_now(&mut self) {
        if self.threads.is_empty() {
            return;
        }
        self.stop.store(true, Ordering::SeqCst);
        // Wake the accepting thread, blocked in accept(), with a connection
        // of our own.
        let mut wake = self.addr;
        if wake.ip().is_unspecified() {
            wake.set_ip(if wake.is_ipv4() {
                [127, 0, 0, 1].into()
            } else {
                std::net::Ipv6Addr::LOCALHOST.into()
            });
        }
        let _ = TcpStream::connect_timeout(&wake, Duration::from_secs(1));
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop_now();
    }
}

fn accept(listener: &TcpListener, tx: &SyncSender<TcpStream>, stop: &AtomicBool) {
    for conn in listener.incoming() {
        if stop.load(Ordering::SeqCst) {
            break;
        }
        // Out of file handles or a reset before accept: wait a moment
        // rather than spin; the server keeps going.
        let Ok(stream) = conn else {
            std::thread::sleep(Duration::from_millis(20));
            continue;
        };
        match tx.try_send(stream) {
            Ok(()) => {}
            Err(TrySendError::Full(s)) => busy(s),
            Err(TrySendError::Disconnected(_)) => break,
        }
    }
    // Dropping the sender ends the workers once the queue is empty.
}

/// Every worker is busy and the queue is full: say so and hang up.
/// Reads what the client sent first (briefly: this runs on the accepting
/// thread), since closing on unread bytes would reset the connection and
/// lose the answer.
fn busy(mut s: TcpStream) {
    let _ = s.set_read_timeout(Some(Duration::from_millis(20)));
    let _ = s.set_write_timeout(Some(Duration::from_millis(200)));
    let mut sink = [0u8; 8192];
    let _ = s.read(&mut sink);
    let r = Response::text(503, "Busy: try again in a moment.\n");
    let _ = s.write_all(&r.to_bytes(false));
    let _ = s.shutdown(Shutdown::Write);
}

fn worker(rx: &Mutex<Receiver<TcpStream>>, board: &Shared, stop: &AtomicBool, limits: Limits) {
    loop {
        let next = match rx.lock() {
            Ok(r) => r.recv(),
            Err(poisoned) => poisoned.into_inner().recv(),
        };
        let Ok(stream) = next else { return };
        serve_one(stream, board, stop, limits);
    }
}

/// Reads one request, answers it and closes the connection.
fn serve_one(mut s: TcpStream, board: &Shared, stop: &AtomicBool, limits: Limits) {
    let _ = s.set_read_timeout(Some(READ_SLICE));
    let _ = s.set_write_timeout(Some(Duration::from_secs(5)));
    let _ = s.set_nodelay(true);
    let Some((response, head)) = read_request(&mut s, board, stop, limits) else {
        return;
    };
    let _ = s.write_all(&response.to_bytes(head));
    let _ = s.flush();
    // Closing with unread bytes (a refused POST's body) would reset the
    // connection and could lose the answer: shut our side, then drain a
    // little before closing.
    let _ = s.shutdown(Shutdown::Write);
    let _ = s.set_read_timeout(Some(Duration::from_millis(100)));
    let mut sink = [0u8; 4096];
    let mut drained = 0;
    while drained < 64 * 1024 {
        match s.read(&mut sink) {
            Ok(n) if n > 0 => drained += n,
            _ => break,
        }
    }
}

/// The answer to the request on `s` and whether it was a HEAD, or `None`
/// when the client went away or took too long.
fn read_request(
    s: &mut TcpStream,
    board: &Shared,
    stop: &AtomicBool,
    limits: Limits,
) -> Option<(Response, bool)> {
    let started = Instant::now();
    let mut buf: Vec<u8> = Vec::with_capacity(1024);
    let mut chunk = [0u8; 2048];
    loop {
        let room = (limits.max_request_bytes + 1).saturating_sub(buf.len());
        match s.read(&mut chunk[..room.clamp(1, 2048)]) {
            Ok(0) => return None,
            Ok(n) => buf.extend_from_slice(&chunk[..n]),
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                if stop.load(Ordering::SeqCst) || started.elapsed() > limits.request_time {
                    return Some((Response::text(408, "Request timeout.\n"), false));
                }
                continue;
            }
            Err(_) => return None,
        }
        let mut headers = [httparse::EMPTY_HEADER; 32];
        let mut req = httparse::Request::new(&mut headers);
        match req.parse(&buf) {
            Ok(httparse::Status::Complete(_)) => {
                let method = req.method.unwrap_or("");
                let target = req.path.unwrap_or("");
                let head = method == "HEAD";
                return Some((routes::respond(method, target, &board.current()), head));
            }
            Ok(httparse::Status::Partial) if buf.len() > limits.max_request_bytes => {
                return Some((Response::text(431, "Request too large.\n"), false));
            }
            Ok(httparse::Status::Partial) => {}
            Err(httparse::Error::TooManyHeaders) => {
                return Some((Response::text(431, "Too many headers.\n"), false));
            }
            Err(_) => return Some((Response::text(400, "Bad request.\n"), false)),
        }
    }
}
