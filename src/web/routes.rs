//! Which page a request gets. Only the server's own pages exist: the path
//! is matched against a fixed list and never decoded into a file name, so
//! `../` or `%2e%2e` simply match nothing (404).
//!
//! `/`, `/standings`, `/player/N` show the event; `/pod/K/…` the K-th of
//! several (a draft night's pods). On a night, `/` finds every drafter
//! (`?q=` narrows the list) and a page without a pod asks which.

use super::pages::{self, Page};
use super::{Board, style};
use crate::text::i18n::{self, Lang};

/// An HTTP response.
#[derive(Debug, Clone)]
pub struct Response {
    /// Status code.
    pub status: u16,
    /// The `Content-Type`.
    pub content_type: &'static str,
    /// The body (left out of the bytes for HEAD).
    pub body: Vec<u8>,
    /// The `Cache-Control`.
    pub cache: &'static str,
    /// A `Set-Cookie` keeping the language the reader chose.
    pub set_cookie: Option<&'static str>,
    /// Headers made for this answer: where a report sends the phone back
    /// (`Location`), the phone's own name (`Set-Cookie`).
    pub extra: Vec<(&'static str, String)>,
}

/// What a request says about its reader's language: the browser's
/// `Accept-Language` and the cookie of a language chosen on a page.
#[derive(Debug, Clone, Copy, Default)]
pub struct Asked<'a> {
    /// The `Accept-Language` header.
    pub accept_language: Option<&'a str>,
    /// The `Cookie` header.
    pub cookie: Option<&'a str>,
}

/// The cookie that keeps a chosen language for a year, on this site only.
pub(super) fn lang_cookie(lang: Lang) -> &'static str {
    static COOKIES: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
        let mut all = vec![String::new(); Lang::COUNT];
        for l in Lang::ALL.into_iter().chain([Lang::Pseudo]) {
            let tag = if l == Lang::Pseudo { "en" } else { l.tag() };
            all[l.index()] =
                format!("podsheet-lang={tag}; Path=/; Max-Age=31536000; SameSite=Strict");
        }
        all
    });
    &COOKIES[lang.index()]
}

/// The page's language: one chosen on the page (`?lang=`, then kept by
/// the cookie), else the phone's own (`Accept-Language`), else the
/// store's. Also whether to set the cookie.
pub(super) fn page_lang(query: &str, asked: &Asked<'_>, board: &Board) -> (Lang, bool) {
    let chosen = form_urlencoded::parse(query.as_bytes())
        .find(|(k, _)| k == "lang")
        .and_then(|(_, v)| Lang::parse(&v))
        .filter(|l| *l != Lang::Pseudo);
    if let Some(l) = chosen {
        return (l, true);
    }
    let kept = asked.cookie.and_then(|c| {
        c.split(';')
            .filter_map(|kv| kv.trim().strip_prefix("podsheet-lang="))
            .find_map(Lang::parse)
    });
    let lang = kept
        .or_else(|| asked.accept_language.and_then(Lang::from_accept_language))
        .unwrap_or(board.lang);
    (lang, false)
}

/// Longest request target served; longer ones get 414.
const MAX_TARGET: usize = 512;

impl Response {
    /// A plain-text response.
    pub fn text(status: u16, body: &str) -> Response {
        Response {
            status,
            content_type: "text/plain; charset=utf-8",
            body: body.as_bytes().to_vec(),
            cache: "no-store",
            set_cookie: None,
            extra: Vec::new(),
        }
    }

    pub(super) fn html(status: u16, body: String) -> Response {
        Response {
            status,
            content_type: "text/html; charset=utf-8",
            body: body.into_bytes(),
            cache: "no-store",
            set_cookie: None,
            extra: Vec::new(),
        }
    }

    /// The headers every response carries (besides Content-Type and
    /// Content-Length): no sniffing, no framing, no referrer to another
    /// site (`same-origin`: under `no-referrer` a browser sends `Origin:
    /// null` with the report form, which the origin check must refuse), a
    /// strict content policy (nothing from another host), and the cache
    /// rule.
    pub fn headers(&self) -> Vec<(&'static str, &'static str)> {
        let mut h = vec![
            ("content-type", self.content_type),
            ("cache-control", self.cache),
            ("x-content-type-options", "nosniff"),
            ("referrer-policy", "same-origin"),
            ("x-frame-options", "DENY"),
            ("content-security-policy", CSP),
        ];
        if self.status == 405 {
            h.push(("allow", "GET, HEAD, POST"));
        }
        if self.status == 503 {
            h.push(("retry-after", "2"));
        }
        if let Some(c) = self.set_cookie {
            h.push(("set-cookie", c));
        }
        if self.content_type.starts_with("text/html") {
            h.push(("vary", "Accept-Language, Cookie"));
        }
        h
    }
}

/// The content policy of every page: its own styles, script and the live
/// stream, images inline (the QR code); nothing else, from nowhere else.
const CSP: &str = "default-src 'none'; style-src 'self'; script-src 'self'; \
                       connect-src 'self'; img-src 'self' data:";

/// The answer to `method target` from `board`, in the reader's language
/// (see `page_lang`).
pub fn respond(method: &str, target: &str, board: &Board, asked: &Asked<'_>) -> Response {
    if method != "GET" && method != "HEAD" {
        return Response::text(
            405,
            "This server takes GET and HEAD, and POST of a phone's report only.\n",
        );
    }
    if target.len() > MAX_TARGET {
        return Response::text(414, "Address too long.\n");
    }
    let target = target.split('#').next().unwrap_or("");
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    // The search field of "Find your name" (works without JavaScript).
    let q = form_urlencoded::parse(query.as_bytes())
        .find(|(k, _)| k == "q")
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default();
    match path {
        "/podsheet.css" => return asset("text/css; charset=utf-8", style::CSS),
        "/podsheet.js" => return asset("text/javascript; charset=utf-8", style::JS),
        "/v" => return Response::text(200, &format!("{}\n", board.version)),
        _ => {}
    }
    let (lang, keep) = page_lang(query, asked, board);
    let mut r = i18n::with_lang(lang, || {
        match page_for(path, board).and_then(|page| pages::render(board, &page, &q)) {
            Some(html) => Response::html(200, html),
            None => Response::html(404, pages::not_found(board)),
        }
    });
    if keep {
        r.set_cookie = Some(lang_cookie(lang));
    }
    r
}

fn asset(content_type: &'static str, body: &str) -> Response {
    Response {
        status: 200,
        content_type,
        body: body.as_bytes().to_vec(),
        cache: "max-age=3600",
        set_cookie: None,
        extra: Vec::new(),
    }
}

/// Which page a path names, if any.
pub fn page_for(path: &str, board: &Board) -> Option<Page> {
    if matches!(path, "/season" | "/season/") {
        return board.season.is_some().then_some(Page::Season);
    }
    let parts: Vec<&str> = path.strip_prefix('/')?.split('/').collect();
    let (pod, rest) = match parts.as_slice() {
        ["pod", k, rest @ ..] => {
            let k = number(k)?;
            (k.checked_sub(1)?, rest)
        }
        rest => {
            // A night of several pods: the front page finds every drafter,
            // and a page that needs a pod asks which, never pod 1 silently.
            if board.sources.len() > 1 {
                return match rest {
                    [""] => Some(Page::Chooser { asked: false }),
                    ["standings"] | ["standings", ""] => Some(Page::Chooser { asked: true }),
                    ["player", n] | ["player", n, ""] => {
                        number(n)?;
                        Some(Page::Chooser { asked: true })
                    }
                    _ => None,
                };
            }
            (0, rest)
        }
    };
    if pod >= board.sources.len().max(1) {
        return None;
    }
    match rest {
        [] | [""] => Some(Page::Pairings { pod }),
        ["standings"] | ["standings", ""] => Some(Page::Standings { pod }),
        ["player", n] | ["player", n, ""] => Some(Page::Player {
            pod,
            number: u32::try_from(number(n)?).ok()?,
        }),
        _ => None,
    }
}

/// Digits only (no sign, no spaces), at most 9 of them.
fn number(s: &str) -> Option<usize> {
    if s.is_empty() || s.len() > 9 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}
