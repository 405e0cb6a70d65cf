//! `podsheet serve FILE [--port P] [--bind ADDR]`: the players' companion
//! pages for an event file, without the app (scripts, tests, a second
//! laptop). The file is read again whenever it changes on disk; a file
//! that fails to load leaves the last good version on the pages and says
//! why on stderr.
//!
//! The default bind is 127.0.0.1 (this computer only), so nothing is
//! shown to a network by surprise; `--bind 0.0.0.0` (or one of this
//! machine's addresses) serves the store's network.

use super::output::Failure;
use crate::io;
use crate::web::{self, Board, Server, Shared, Source};
use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::path::Path;
use std::time::{Duration, Instant};

/// How often the file's modification time is checked.
const POLL: Duration = Duration::from_millis(100);

/// What `serve` was asked for.
#[derive(Debug, Clone)]
pub struct Options {
    /// Port to listen on (0: any free port, printed at start).
    pub port: u16,
    /// Address to listen on.
    pub bind: IpAddr,
    /// Show decks and first picks.
    pub show_decks: bool,
    /// Stop by itself after this long (tests and scripts).
    pub stop_after: Option<Duration>,
    /// A season to show at `/season` (read once at start).
    pub season: Option<std::sync::Arc<Vec<crate::engine::season::Season>>>,
    /// Let the players report results from their phones.
    pub reports: bool,
    /// The rules the pages judge and rank by (`--rules`; never with
    /// `reports`, which writes the file under its own).
    pub rules: Option<crate::model::Preset>,
}

/// The night as the pages show it: each pod under the rules asked, where
/// they fit it (a pod sheet keeps Magic's: exit 2 at start, the last good
/// version on a reading).
fn asked(
    mut night: crate::model::Night,
    file: &Path,
    opts: &Options,
) -> Result<crate::model::Night, Failure> {
    night.pods = std::mem::take(&mut night.pods)
        .into_iter()
        .map(|pod| super::output::with_rules(pod, opts.rules.as_ref(), file))
        .collect::<Result<_, _>>()?;
    Ok(night)
}

/// The file's identity on disk.
fn stamp(path: &Path) -> Option<io::lock::Stamp> {
    io::lock::Stamp::of(path)
}

/// One source per pod: a draft night's pods get a pod chooser.
/// `reports_seen`: how far the file holds the desk's reports.
fn board(night: crate::model::Night, opts: &Options, reports_seen: u64) -> Board {
    let sources = night.pods.into_iter().map(Source::of).collect();
    Board {
        sources,
        show_decks: opts.show_decks,
        version: 0,
        lang: crate::text::i18n::current(),
        season: opts.season.clone(),
        reports: opts.reports,
        reports_seen,
    }
}

/// Serves `file` until Ctrl+C (or `stop_after`). Prints the address on
/// stdout as soon as it listens.
pub fn run(file: &Path, opts: &Options) -> Result<String, Failure> {
    // The stamp of the version about to be loaded, taken first: a save
    // made while the server starts is then seen as a change, never missed.
    let mut loaded = stamp(file);
    let mut night = asked(io::load_night(file)?, file, opts)?;
    // Each result judged by the game asked, held ones named: said once.
    for pod in &night.pods {
        super::output::warn_results(pod, file, None);
    }
    // One writer per file: held until serving ends.
    let _lock = if opts.reports {
        Some(super::output::take_lock(file, io::lock::Writer::Serve)?)
    } else {
        None
    };
    // Codes for every match to be played (a file from an older Podsheet
    // has none), the next boxes a result already decides: said once the
    // address is (scripts read the first line).
    let mut start_paired = Vec::new();
    if opts.reports {
        let (changed, lines) = super::serve_reports::bring_up_to_date(&mut night);
        if changed {
            io::night_file::save(&night, file)
                .map_err(|e| super::output::cannot_write(file, &e))?;
            loaded = stamp(file);
        }
        start_paired = lines;
    }
    // Stale rounds, with the command that acts on each: said at start,
    // after each write and on each reading of the file.
    let mut stale = super::life::Watch::default();
    stale.warn(file, &night);
    let shared = Shared::new(board(night, opts, 0));
    let desk = opts.reports.then(|| web::Desk::new(shared.clone()));
    // The writer knows the desk as it starts, before the first phone can
    // reach it: a report in the first instant is written like any other.
    let mut reports = desk.as_ref().map(super::serve_reports::Writer::new);
    let bind = SocketAddr::new(opts.bind, opts.port);
    let server = Server::serve(bind, shared.clone(), web::Limits::default(), desk.clone())
        .map_err(|e| Failure {
            code: 1,
            message: crate::t!(
                CliCannotListen,
                address = bind.to_string(),
                why = e.to_string(),
                port = opts.port
            ),
        })?;
    let addr = server.addr();
    let mut out = std::io::stdout();
    let mode = if opts.reports {
        crate::t!(CliServeReports)
    } else {
        crate::t!(CliServeReadOnly)
    };
    // The address stays plain in every language: scripts read it.
    let serving = crate::t!(
        CliServing,
        file = file.display(),
        url = web::url_for(addr),
        mode = mode
    );
    let _ = writeln!(out, "{serving}");
    if addr.ip().is_loopback() {
        let _ = writeln!(out, "{}", crate::t!(CliServingLoopback));
    }
    // Over IPv6 a network's /64 is one address (docs/cli.md, "Over
    // IPv6"): said before a phone reports, not after.
    if opts.reports && addr.is_ipv6() {
        let _ = writeln!(std::io::stderr(), "warning: {}", crate::t!(CliServingIpv6));
    }
    let url = web::url_for(addr);
    if let Some(w) = reports.as_mut() {
        w.url.clone_from(&url);
        w.file = super::shell::word(&file.display().to_string());
    }
    let pods = shared.current().sources.len();
    for p in &start_paired {
        let _ = writeln!(out, "{}", p.line(file, pods, &url));
    }
    let _ = out.flush();
    let started = Instant::now();
    // The stamp of a version that failed to load: said once, and tried
    // again on every poll, since a file caught half-written can keep its
    // stamp when the write completes within the clock's resolution.
    let mut failed: Option<Option<io::lock::Stamp>> = None;
    loop {
        std::thread::sleep(POLL);
        if opts.stop_after.is_some_and(|d| started.elapsed() >= d) {
            break;
        }
        if let Some(w) = reports.as_mut()
            && let Some((night, lines)) = w.write_changes(file)
        {
            // The phones see the file as written, with every report in it,
            // at once; then what happened is said.
            shared.publish(board(night.clone(), opts, w.seen()));
            loaded = stamp(file);
            w.say(&night, &lines);
            stale.warn(file, &night);
            continue;
        }
        let now = stamp(file);
        if now == loaded && failed.is_none() {
            continue;
        }
        let seen = reports
            .as_ref()
            .map_or(0, super::serve_reports::Writer::seen);
        match io::load_night(file)
            .map_err(Failure::from)
            .and_then(|n| asked(n, file, opts))
        {
            Ok(mut night) => {
                loaded = now;
                failed = None;
                // With reports, serve is the file's one writer and runs a
                // round's life as the app does: a result the owner wrote
                // into the file pairs the next boxes like one the phones
                // land (written at once, so the phones never show a stale
                // round as current).
                let mut paired = Vec::new();
                let pods = night.pods.len();
                if opts.reports {
                    let (changed, lines) = super::serve_reports::bring_up_to_date(&mut night);
                    if changed {
                        match io::night_file::save(&night, file) {
                            Ok(()) => loaded = stamp(file),
                            Err(e) => {
                                eprintln!("{}", super::output::cannot_write(file, &e).message);
                            }
                        }
                    }
                    paired = lines;
                }
                stale.warn(file, &night);
                shared.publish(board(night, opts, seen));
                let _ = writeln!(out, "{}", crate::t!(CliReloaded, file = file.display()));
                for p in paired {
                    let _ = writeln!(out, "{}", p.line(file, pods, &url));
                }
                let _ = out.flush();
            }
            Err(e) => {
                if failed != Some(now) {
                    eprintln!("{}", crate::t!(CliServeKept, error = e.message));
                }
                failed = Some(now);
            }
        }
    }
    server.shutdown();
    Ok(String::new())
}
