//! The HTTP server: hyper's HTTP/1 on a small tokio runtime on a thread of
//! its own, so the app's frames never wait for it. A connection is a task,
//! so idle sockets and slow phones cost next to nothing; a request head
//! that does not arrive in time is dropped, a head that is too large gets
//! 431, and a connection the room has no place for gets 503 at once (the
//! caps and who gives way are `room.rs`). Only GET and HEAD, only
//! the server's own pages (routes.rs), and `/events`: the live pages'
//! Server-Sent Events stream, one line per new version of the board.

use super::room::{Counts, Gauge, Held, Room};
use super::routes::{self, Response};
use super::{Desk, Shared};
use bytes::Bytes;
use futures_util::stream;
use http_body_util::{BodyExt, Full, StreamBody, combinators::BoxBody};
use hyper::body::{Body as _, Frame, Incoming};
use hyper::header::{CONTENT_LENGTH, TRANSFER_ENCODING};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Request, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use std::convert::Infallible;
use std::io;
use std::net::SocketAddr;
use std::thread::JoinHandle;
use std::time::Duration;
use tokio::sync::watch;

/// What the server accepts at most.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Connections open at once (idle ones included). Kept below what the
    /// open-file limit allows ([`raise_file_limit`]). When they are all
    /// taken, a new address takes a place from the address holding the
    /// most; 503 only when no address holds more than it would.
    pub max_connections: usize,
    /// Connections open at once from one address (a phone needs one or
    /// two; a store's whole Wi-Fi behind one address needs more): one
    /// device cannot take every place.
    pub per_address: usize,
    /// Live streams open at once from one address; past that, 503 (the
    /// page then looks for changes every few seconds instead).
    pub streams_per_address: usize,
    /// How long a live stream lasts; the page opens a new one at once.
    pub stream_age: Duration,
    /// Largest request head (request line and headers), in bytes.
    pub max_request_bytes: usize,
    /// Longest a client may take to send a request head; slower ones are
    /// dropped (a slowloris script holds nothing for long).
    pub request_time: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_connections: 4096,
            per_address: 32,
            streams_per_address: 6,
            stream_age: Duration::from_secs(600),
            max_request_bytes: 8 * 1024,
            request_time: Duration::from_secs(10),
        }
    }
}

/// A running server; dropping it (or [`Server::shutdown`]) stops it.
pub struct Server {
    addr: SocketAddr,
    stop: watch::Sender<bool>,
    thread: Option<JoinHandle<()>>,
}

/// How often a live page hears that nothing changed (keeps phones'
/// connections and proxies awake, and shows a dropped link quickly).
const KEEP_ALIVE: Duration = Duration::from_secs(15);

type Body = BoxBody<Bytes, Infallible>;

impl Server {
    /// Listens on `bind` (port 0: any free port) and serves `board`.
    pub fn start(bind: SocketAddr, board: Shared) -> io::Result<Server> {
        Server::with_limits(bind, board, Limits::default())
    }

    /// [`Server::start`] with other limits.
    pub fn with_limits(bind: SocketAddr, board: Shared, limits: Limits) -> io::Result<Server> {
        Server::serve(bind, board, limits, None)
    }

    /// [`Server::with_limits`] taking the players' reports at `desk`
    /// (`None`: read-only).
    pub fn serve(
        bind: SocketAddr,
        board: Shared,
        limits: Limits,
        desk: Option<Desk>,
    ) -> io::Result<Server> {
        // Connections run out before file handles do: the cap stays below
        // what the open-file limit allows (raised first where it can be).
        let mut limits = limits;
        if let Some(files) = raise_file_limit() {
            limits.max_connections = limits.max_connections.min(files.saturating_sub(64).max(16));
        }
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("podsheet-web")
            .enable_all()
            .build()?;
        let listener = {
            let _inside = runtime.enter();
            listen(bind)?
        };
        let addr = listener.local_addr()?;
        let (stop, stopped) = watch::channel(false);
        let thread = std::thread::Builder::new()
            .name("podsheet-web".into())
            .spawn(move || {
                runtime.block_on(accept(listener, board, limits, desk, stopped));
                // Connections still open end with the runtime.
                runtime.shutdown_timeout(Duration::from_secs(1));
            })?;
        Ok(Server {
            addr,
            stop,
            thread: Some(thread),
        })
    }

    /// The address it listens on (with the port chosen for port 0).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops listening and ends every connection; returns once the port
    /// is free.
    pub fn shutdown(mut self) {
        self.stop_now();
    }

    fn stop_now(&mut self) {
        let _ = self.stop.send(true);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop_now();
    }
}

/// Connections waiting to be accepted, at most. The usual 128 overflows
/// during a flood of connections, and a phone whose knock is dropped
/// knocks again only a second later.
const BACKLOG: u32 = 1024;

/// Listens on `bind` (as the standard library's `bind` does: the address
/// reusable at once on Unix), with room for [`BACKLOG`] waiting.
fn listen(bind: SocketAddr) -> io::Result<tokio::net::TcpListener> {
    let socket = if bind.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    #[cfg(unix)]
    socket.set_reuseaddr(true)?;
    socket.bind(bind)?;
    socket.listen(BACKLOG)
}

/// Accepts connections until stopped, each served by a task of its own.
async fn accept(
    listener: tokio::net::TcpListener,
    board: Shared,
    limits: Limits,
    desk: Option<Desk>,
    mut stop: watch::Receiver<bool>,
) {
    let room = Room::new(limits.max_connections, limits.per_address);
    let busy_now = Gauge::default();
    let streams = Counts::default();
    loop {
        let conn = tokio::select! {
            _ = stop.changed() => return,
            c = listener.accept() => c,
        };
        // Out of file handles or a reset before accept: wait a moment
        // rather than spin; the server keeps going.
        let Ok((stream, peer)) = conn else {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let Some(place) = room.take(peer.ip()) else {
            // Each answer holds its socket a moment: past a few hundred
            // at once, a flood is just closed.
            if let Some(telling) = busy_now.take(MOST_BUSY) {
                let lang = board.current().lang;
                tokio::spawn(async move {
                    busy(stream, lang).await;
                    drop(telling);
                });
            }
            continue;
        };
        let board = board.clone();
        let desk = desk.clone();
        let streams = streams.clone();
        let mut stop = stop.clone();
        tokio::spawn(async move {
            let service = service_fn(move |req| {
                let place = Place {
                    peer: peer.ip(),
                    streams: streams.clone(),
                    limits,
                };
                respond(req, board.clone(), desk.clone(), place)
            });
            let conn = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(limits.request_time)
                .max_buf_size(limits.max_request_bytes.max(8192))
                .max_headers(64)
                .serve_connection(TokioIo::new(stream), service);
            tokio::pin!(conn);
            // Stopped, or its place given to an address holding fewer: an
            // idle connection closes at once, a request under way is
            // answered first (for half a second at most).
            let leave = async {
                tokio::select! {
                    _ = stop.changed() => {}
                    () = place.told_to_leave() => {}
                }
            };
            tokio::select! {
                _ = conn.as_mut() => {}
                () = leave => {
                    conn.as_mut().graceful_shutdown();
                    let _ = tokio::time::timeout(Duration::from_millis(500), conn).await;
                }
            }
            drop(place);
        });
    }
}

/// 503 answers being given at once, at most.
const MOST_BUSY: usize = 256;

/// No place in the room: 503 at once, in the store's language (the
/// request is never read), then close (reading what the client sent
/// first, so the close is not a reset that loses the answer).
async fn busy(mut stream: tokio::net::TcpStream, lang: crate::text::i18n::Lang) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let text = crate::text::i18n::with_lang(lang, || crate::t!(WebBusy)) + "\n";
    let head = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain; charset=utf-8\r\n\
         content-length: {}\r\nretry-after: 2\r\nconnection: close\r\n\r\n{text}",
        text.len()
    );
    let answer = async {
        stream.write_all(head.as_bytes()).await?;
        stream.shutdown().await?;
        let mut sink = [0u8; 1024];
        while stream.read(&mut sink).await? > 0 {}
        Ok::<(), std::io::Error>(())
    };
    let _ = tokio::time::timeout(Duration::from_secs(2), answer).await;
}

/// One request: the page, or the live stream at `/events`.
async fn respond(
    req: Request<Incoming>,
    board: Shared,
    desk: Option<Desk>,
    place: Place,
) -> Result<hyper::Response<Body>, Infallible> {
    let peer = place.peer;
    // This server takes no request bodies. A chunked body (hyper takes
    // the encoding header once it decodes it, and drops a length beside
    // it) is how requests are smuggled past proxies: refused, and the
    // connection closed, so nothing after it on the wire is read as a
    // request.
    let chunked =
        req.body().size_hint().exact().is_none() || req.headers().contains_key(TRANSFER_ENCODING);
    if chunked {
        let mut r = to_hyper(
            Response::text(400, "This server takes no request bodies.\n"),
            false,
        );
        r.headers_mut().insert(
            hyper::header::CONNECTION,
            hyper::header::HeaderValue::from_static("close"),
        );
        return Ok(r);
    }
    let method = req.method().as_str().to_string();
    let target = req
        .uri()
        .path_and_query()
        .map_or_else(|| "/".to_string(), |p| p.as_str().to_string());
    let head = method == "HEAD";
    if target.split('?').next() == Some("/events") && (method == "GET" || head) {
        let Some(held) = place.streams.take(peer, place.limits.streams_per_address) else {
            return Ok(to_hyper(
                Response::text(503, "Too many live pages from this device.\n"),
                head,
            ));
        };
        return Ok(events(&board, head, held, place.limits.stream_age));
    }
    // A match's report page: `/r/CODE`, also under a pod's address (a
    // night's slips print the pod's page; the code names the match).
    if super::report_route::is_report_path(target.split('?').next().unwrap_or("")) {
        let r = super::report_route::answer(req, &board, desk.as_ref(), peer).await;
        return Ok(to_hyper(r, head));
    }
    let current = board.current();
    let header = |name| req.headers().get(name).and_then(|v| v.to_str().ok());
    let asked = routes::Asked {
        accept_language: header(hyper::header::ACCEPT_LANGUAGE),
        cookie: header(hyper::header::COOKIE),
    };
    Ok(to_hyper(
        routes::respond(&method, &target, &current, &asked),
        head,
    ))
}

/// A route's answer as hyper's response (no body for HEAD, but the GET's
/// length).
fn to_hyper(r: Response, head: bool) -> hyper::Response<Body> {
    let headers = r.headers();
    let len = r.body.len();
    let extra = r.extra;
    let body = if head {
        Full::new(Bytes::new()).boxed()
    } else {
        Full::new(Bytes::from(r.body)).boxed()
    };
    let mut out = with_headers(hyper::Response::new(body), r.status, &headers, Some(len));
    for (k, v) in extra {
        if let Ok(v) = hyper::header::HeaderValue::from_str(&v) {
            out.headers_mut().append(k, v);
        }
    }
    out
}

/// `out` with `status`, the route's headers and, for a body of known
/// size, its length.
pub(super) fn with_headers(
    mut out: hyper::Response<Body>,
    status: u16,
    headers: &[(&'static str, &'static str)],
    len: Option<usize>,
) -> hyper::Response<Body> {
    *out.status_mut() = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let h = out.headers_mut();
    for &(k, v) in headers {
        h.insert(k, hyper::header::HeaderValue::from_static(v));
    }
    if let Some(len) = len {
        h.insert(CONTENT_LENGTH, hyper::header::HeaderValue::from(len));
    }
    out
}

/// The live stream: the current version at once, then each new one as it
/// is published ("data: 12"), and a comment now and then while nothing
/// changes. It ends when the server stops, or after `age` (the page opens
/// a new one at once): no stream is held for ever. `held` is its place
/// among its address's streams, given back when it ends.
fn events(board: &Shared, head: bool, held: Held, age: Duration) -> hyper::Response<Body> {
    let mut versions = board.versions();
    let first = *versions.borrow_and_update();
    let ends = tokio::time::Instant::now() + age;
    let body: Body = if head {
        Full::new(Bytes::new()).boxed()
    } else {
        let lines = stream::unfold(
            (Some(first), versions, held),
            move |(pending, mut versions, held)| async move {
                if let Some(v) = pending {
                    let line = Bytes::from(format!("retry: 2000\ndata: {v}\n\n"));
                    return Some((Ok(Frame::data(line)), (None, versions, held)));
                }
                let line = tokio::select! {
                    () = tokio::time::sleep_until(ends) => return None,
                    changed = versions.changed() => {
                        changed.ok()?;
                        let v = *versions.borrow_and_update();
                        format!("data: {v}\n\n")
                    }
                    () = tokio::time::sleep(KEEP_ALIVE) => ": still here\n\n".to_string(),
                };
                Some((Ok(Frame::data(Bytes::from(line))), (None, versions, held)))
            },
        );
        StreamBody::new(lines).boxed()
    };
    // The same safe headers as every page; the length is the stream's own.
    let stream = Response {
        status: 200,
        content_type: "text/event-stream",
        body: Vec::new(),
        cache: "no-store",
        set_cookie: None,
        extra: Vec::new(),
    };
    with_headers(hyper::Response::new(body), 200, &stream.headers(), None)
}

/// Where a request comes from, and what its address may still open.
#[derive(Clone)]
struct Place {
    peer: std::net::IpAddr,
    streams: Counts,
    limits: Limits,
}

/// Raises this process's open-file limit to what the system allows (the
/// usual desktop limit, 1024 on Linux and 256 for a macOS app, leaves
/// phones unanswered long before the connection cap); returns the limit
/// now, where it can be read.
pub fn raise_file_limit() -> Option<usize> {
    #[cfg(unix)]
    {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit and setrlimit read and write the struct given;
        // it is a valid, initialised rlimit on this stack.
        unsafe {
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
                return None;
            }
            let want = lim.rlim_max.min(65_536);
            if lim.rlim_cur < want {
                let raised = libc::rlimit {
                    rlim_cur: want,
                    rlim_max: lim.rlim_max,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                    lim.rlim_cur = want;
                }
            }
        }
        usize::try_from(lim.rlim_cur).ok()
    }
    #[cfg(not(unix))]
    {
        None
    }
}
