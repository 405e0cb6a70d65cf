//! `/r/CODE`, a match's report page, and the phones' reports sent to it
//! (docs/cli.md, "Results from the players' phones"). Guarded: a report is
//! a form POST from the page's own origin (403 otherwise), its body small
//! (413), its code one a match has (404; guessing is slowed per address,
//! 429), its match without a result (409), its result one that can happen
//! (400, with the reason the app gives). Each phone gets a name of its own
//! in a cookie, one for the whole site (every address form of a slip), and
//! its network address goes with each report: one person never confirms
//! their own report. Without a desk (the owner did not let players report)
//! there is no report page at all.

use super::desk::{Desk, Outcome};
use super::routes::{self, Asked, Response};
use super::{Shared, report};
use crate::engine::reports::Refusal;
use crate::t;
use crate::text::i18n;
use http_body_util::{BodyExt, Limited};
use hyper::Request;
use hyper::body::Incoming;
use std::net::IpAddr;
use std::time::Instant;

/// The largest report body taken (a result is a few bytes).
pub const MAX_BODY: usize = 1024;

/// The cookie naming a phone: a name of its own, only for report pages.
const DEVICE: &str = "podsheet-device";

/// Whether `path` is a report page: `/r/CODE`, or `/pod/K/r/CODE`.
pub fn is_report_path(path: &str) -> bool {
    report_code_part(path).is_some()
}

/// The `CODE` of a report path.
fn report_code_part(path: &str) -> Option<&str> {
    report_parts(path).map(|(_, code)| code)
}

/// The pod `K` (as written: 1 for the first) and the `CODE` of a report
/// path; no pod for `/r/CODE`.
fn report_parts(path: &str) -> Option<(Option<&str>, &str)> {
    if let Some(rest) = path.strip_prefix("/r/") {
        return Some((None, rest));
    }
    let rest = path.strip_prefix("/pod/")?;
    let (k, rest) = rest.split_once('/')?;
    (!k.is_empty() && k.bytes().all(|b| b.is_ascii_digit()))
        .then_some(())
        .and(rest.strip_prefix("r/"))
        .map(|code| (Some(k), code))
}

/// Whether `code` belongs to another pod than the `K` of the address
/// (`/pod/K/r/CODE`), or `K` is no pod: the slip is not found there, as a
/// code no match has (another pod's number never opens a slip).
fn in_another_pod(board: &super::Board, k: Option<&str>, code: &str) -> bool {
    let Some(k) = k else {
        return false;
    };
    let asked = k.parse::<usize>().ok().and_then(|k| k.checked_sub(1));
    let pod = board.sources.iter().position(|s| {
        crate::engine::reports::find(&s.event, code).is_some()
            || crate::engine::reports::retired(&s.event, code).is_some()
    });
    pod.is_some_and(|p| Some(p) != asked)
}

/// The phone's name from its cookie, if it has a sound one.
fn device_of(cookie: Option<&str>) -> Option<String> {
    cookie?
        .split(';')
        .filter_map(|kv| kv.trim().strip_prefix("podsheet-device="))
        .find(|v| (8..=32).contains(&v.len()) && v.bytes().all(|b| b.is_ascii_hexdigit()))
        .map(String::from)
}

/// A request for `/r/…` as read off the connection: everything its answer
/// depends on besides the board, the desk and the phone's address (the
/// fuzz target sends these, fuzz/fuzz_targets/report_route.rs).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReportRequest {
    /// `GET`, `POST` …
    pub method: String,
    /// The path, as sent (`/r/WZQ32M`, `/pod/2/r/wzq-32m`).
    pub path: String,
    /// The query, without its `?`.
    pub query: String,
    /// The `Cookie` header.
    pub cookie: Option<String>,
    /// The `Accept-Language` header.
    pub accept_language: Option<String>,
    /// The `Origin` header.
    pub origin: Option<String>,
    /// The `Host` header.
    pub host: Option<String>,
    /// A POST's body, read only for a POST from the page's own origin
    /// (`None`: longer than [`MAX_BODY`], 413).
    pub body: Option<Vec<u8>>,
}

/// The answer to a request for `/r/…`.
pub async fn answer(
    req: Request<Incoming>,
    board: &Shared,
    desk: Option<&Desk>,
    peer: IpAddr,
) -> Response {
    let header = |name| {
        req.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(String::from)
    };
    let mut asked = ReportRequest {
        method: req.method().as_str().to_string(),
        path: req.uri().path().to_string(),
        query: req.uri().query().unwrap_or("").to_string(),
        cookie: header(hyper::header::COOKIE),
        accept_language: header(hyper::header::ACCEPT_LANGUAGE),
        origin: header(hyper::header::ORIGIN),
        host: header(hyper::header::HOST),
        body: Some(Vec::new()),
    };
    let ours = same_origin(asked.origin.as_deref(), asked.host.as_deref());
    if asked.method == "POST" && ours && desk.is_some_and(|d| !d.slowed(peer, Instant::now())) {
        asked.body = Limited::new(req.into_body(), MAX_BODY)
            .collect()
            .await
            .ok()
            .map(|b| b.to_bytes().to_vec());
    }
    respond(&asked, board, desk, peer)
}

/// The answer to `asked`, a request for `/r/…` from `peer`.
pub fn respond(
    asked: &ReportRequest,
    board: &Shared,
    desk: Option<&Desk>,
    peer: IpAddr,
) -> Response {
    let (cookie, accept_language) = (asked.cookie.clone(), asked.accept_language.clone());
    let (origin, host) = (asked.origin.clone(), asked.host.clone());
    let (method, path, query) = (
        asked.method.clone(),
        asked.path.clone(),
        asked.query.clone(),
    );
    let current = board.current();
    let by_lang = Asked {
        accept_language: accept_language.as_deref(),
        cookie: cookie.as_deref(),
    };
    let (lang, keep) = routes::page_lang(&query, &by_lang, &current);
    // A slip scanned while the event takes no reports: say so, in the
    // player's language, rather than a bare "not found".
    let Some(desk) = desk else {
        return i18n::with_lang(lang, || {
            Response::html(
                404,
                super::pages::message_page(&current, &t!(WebReportsOff)),
            )
        });
    };
    let known = device_of(cookie.as_deref());
    let device = known.clone().unwrap_or_else(|| {
        format!(
            "{:016x}{:016x}",
            rand::random::<u64>(),
            rand::random::<u64>()
        )
    });
    let raw = report_code_part(&path).unwrap_or("").trim_end_matches('/');
    // As typed: a space (%20 or +) or a dash inside is read, as the slip
    // and docs/cli.md say.
    let typed = percent_encoding::percent_decode_str(raw).decode_utf8_lossy();
    let code = crate::engine::reports::normalize(&typed.replace('+', " "))
        .filter(|c| !in_another_pod(&current, report_parts(&path).and_then(|(k, _)| k), c));
    let now = Instant::now();
    // As a report keeps it: an IPv4 address written as IPv6 is IPv4.
    let address = peer.to_canonical().to_string();
    let page = |status: u16, notice: Option<String>| -> Response {
        i18n::with_lang(lang, || {
            let body = code.as_deref().and_then(|c| {
                report::page(
                    &current,
                    desk,
                    c,
                    (&device, Some(&address)),
                    notice.as_deref(),
                )
            });
            match body {
                Some(html) => Response::html(status, html),
                None => Response::html(
                    if status == 200 { 404 } else { status },
                    super::pages::message_page(&current, &t!(WebReportUnknown)),
                ),
            }
        })
    };
    let mut r = if desk.slowed(peer, now) {
        slowed(lang, &current)
    } else {
        match (method.as_str(), &code) {
            ("GET" | "HEAD", Some(c)) if super::desk::find(&current, c).is_some() => {
                page(200, None)
            }
            ("GET" | "HEAD", _) => {
                // A slip a re-pairing made void: said so, and no guess.
                match code
                    .as_deref()
                    .and_then(|c| super::desk::retired(&current, c))
                {
                    Some(at) => replaced(lang, &current, &at),
                    None => {
                        desk.unknown_code(peer, now);
                        page(404, None)
                    }
                }
            }
            ("POST", _) if !same_origin(origin.as_deref(), host.as_deref()) => {
                i18n::with_lang(lang, || {
                    Response::html(
                        403,
                        super::pages::message_page(&current, &t!(WebReportOrigin)),
                    )
                })
            }
            ("POST", code) => {
                let Some(bytes) = &asked.body else {
                    return i18n::with_lang(lang, || {
                        Response::html(
                            413,
                            super::pages::message_page(&current, &t!(WebReportTooBig)),
                        )
                    });
                };
                let result = form_urlencoded::parse(bytes)
                    .find(|(k, _)| k == "result")
                    .map(|(_, v)| v.into_owned())
                    .unwrap_or_default();
                let at = jiff::Timestamp::now().to_string();
                let c = code.clone().unwrap_or_default();
                let sent = super::desk::Sent {
                    code: &c,
                    text: &result,
                    device: &device,
                    ip: peer,
                    now,
                    at: &at,
                };
                match desk.submit(&sent) {
                    Outcome::Reported(_) => {
                        let mut r = Response::text(303, "Reported.\n");
                        r.extra.push(("location", format!("/r/{c}")));
                        r
                    }
                    Outcome::Refused(Refusal::Unknown) => page(404, None),
                    Outcome::Refused(Refusal::Replaced(at)) => replaced(lang, &current, &at),
                    Outcome::Refused(Refusal::HasResult) => {
                        page(409, Some(i18n::with_lang(lang, || t!(WebReportTaken))))
                    }
                    Outcome::Refused(Refusal::Agreed) => page(
                        409,
                        Some(i18n::with_lang(lang, || t!(WebReportAgreedAlready))),
                    ),
                    // The page says why, and offers no button that can
                    // only fail.
                    Outcome::Refused(Refusal::TooMany(_) | Refusal::Flagged(_)) => page(409, None),
                    Outcome::Refused(Refusal::Impossible(why)) | Outcome::NotAScore(why) => {
                        let said = i18n::say_in(lang, &why);
                        page(400, Some(crate::text::life::full(&said)))
                    }
                    Outcome::Slowed => slowed(lang, &current),
                }
            }
            _ => Response::text(405, "GET, HEAD or POST.\n"),
        }
    };
    if known.is_none() {
        r.extra.push((
            "set-cookie",
            format!("{DEVICE}={device}; Path=/; Max-Age=31536000; SameSite=Strict; HttpOnly"),
        ));
    }
    if keep {
        r.set_cookie = Some(routes::lang_cookie(lang));
    }
    r
}

/// 429: this address sent too many unknown codes.
fn slowed(lang: i18n::Lang, board: &super::Board) -> Response {
    i18n::with_lang(lang, || {
        let mut r = Response::html(429, super::pages::message_page(board, &t!(WebReportSlowed)));
        r.extra.push(("retry-after", "60".to_string()));
        r
    })
}

/// 410: the slip was made void when its round was paired again (at `at`,
/// RFC 3339): the player is sent to the pairings, never taken for a
/// guesser.
fn replaced(lang: i18n::Lang, board: &super::Board, at: &str) -> Response {
    i18n::with_lang(lang, || {
        let time = crate::text::clock::local_time(at);
        let text = t!(WebReportReplaced, time = time);
        Response::html(410, super::pages::message_page(board, &text))
    })
}

/// Whether a POST comes from the page's own origin: its `Origin` is this
/// server's address as the phone reached it (`Host`).
fn same_origin(origin: Option<&str>, host: Option<&str>) -> bool {
    match (origin, host) {
        (Some(o), Some(h)) => o == format!("http://{h}") || o == format!("https://{h}"),
        _ => false,
    }
}
