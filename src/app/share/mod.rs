//! Sharing on the store's network, the service: the companion web server
//! ([`crate::web`]) run from the app, its settings, the players' reports
//! desk, and every edit and each pod's clock handed to the server. Off by
//! default; the server stops when sharing is turned off or the app closes.
//! (The share window and the top bar's indicator are drawn by
//! `panels/share_ui.rs`.)

mod resume;
mod settings;

pub use settings::{Remembered, ShareSettings};

use crate::app::document::doc::Doc;
use crate::t;
use crate::web::qr::Qr;
use crate::web::{self, Board, Clock, Server, Shared, Source};
use egui::Color32;
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

/// The share switch, its settings and the running server.
pub struct Share {
    server: Option<Server>,
    shared: Shared,
    /// Whether the share window is open.
    pub window_open: bool,
    /// The addresses the share window offers.
    pub(crate) choices: Vec<IpAddr>,
    /// The address chosen to share on.
    pub(crate) bind: IpAddr,
    /// The port, as typed.
    pub(crate) port: String,
    /// Show decks and first picks on the pages.
    pub show_decks: bool,
    /// Why sharing could not start, said in the share window.
    pub(crate) error: Option<String>,
    /// The address phones open while sharing.
    pub(crate) url: String,
    qr: Option<Qr>,
    /// What was last published: the sources' change key (the document's
    /// generation), decks shown, and each pod's clock as published.
    published: Option<(u64, bool, Vec<Clock>)>,
    /// The address the night's printouts carry (its slips' QR codes),
    /// once one was printed while sharing: phones open it, so the app says
    /// when it is not being served.
    pub printed: Option<String>,
    /// The season the app has open, shared at `/season`; `season_changed`
    /// asks for it to be published.
    season: Option<std::sync::Arc<Vec<crate::engine::season::Season>>>,
    season_changed: bool,
    /// Let the players report results from their phones (a choice made
    /// before sharing starts).
    pub reports: bool,
    /// Accept a result as soon as both phones agree on it.
    pub auto_accept: bool,
    /// The players' reports, while sharing with reports on.
    desk: Option<web::Desk>,
    /// A desk just opened: the matches need their report codes.
    desk_opened: bool,
    /// The number of the last report the app took in from the desk (and
    /// so the board it publishes holds).
    desk_seen: u64,
    /// Auto-accept was just ticked: the results already agreed are
    /// accepted now.
    pub(crate) accept_now: bool,
}

/// Port offered first.
const DEFAULT_PORT: u16 = 8080;

/// Green of the "sharing" indicator.
pub const ON: Color32 = Color32::from_rgb(0, 150, 70);

impl Default for Share {
    fn default() -> Self {
        Share {
            server: None,
            shared: Shared::default(),
            window_open: false,
            choices: Vec::new(),
            bind: IpAddr::from([127, 0, 0, 1]),
            port: DEFAULT_PORT.to_string(),
            show_decks: false,
            error: None,
            url: String::new(),
            qr: None,
            published: None,
            season: None,
            season_changed: false,
            reports: false,
            auto_accept: false,
            desk: None,
            desk_seen: 0,
            desk_opened: false,
            accept_now: false,
            printed: None,
        }
    }
}

impl Share {
    /// Whether the server is running.
    pub fn is_on(&self) -> bool {
        self.server.is_some()
    }

    /// The address phones open, and its QR code, while sharing.
    pub fn address(&self) -> Option<(&str, Option<&Qr>)> {
        self.server
            .as_ref()
            .map(|_| (self.url.as_str(), self.qr.as_ref()))
    }

    /// The address phones are given, while sharing on this computer only
    /// (127.0.0.1): what a printout must not carry unasked.
    pub fn loopback_url(&self) -> Option<&str> {
        self.address()
            .map(|(url, _)| url)
            .filter(|url| web::is_loopback_url(url))
    }

    /// This machine's network addresses, as the share window offers them
    /// (looked up when it opens; looked up now when it never did, as after
    /// sharing resumed by itself).
    pub fn network(&self) -> Vec<IpAddr> {
        let looked_up;
        let choices = if self.choices.is_empty() {
            looked_up = web::bind_choices();
            &looked_up
        } else {
            &self.choices
        };
        choices
            .iter()
            .copied()
            .filter(|ip| !ip.is_loopback())
            .collect()
    }

    /// The addresses the share window offers (this machine's, looked up
    /// by [`Share::open_window`]), loopback last.
    pub fn set_choices(&mut self, choices: Vec<IpAddr>) {
        self.choices = choices;
    }

    /// Shares on `ip` instead, on the port in use: a running server stops
    /// and starts again there (the phones' address changes with it).
    pub fn move_to(&mut self, ip: IpAddr, pods: &[&Doc], ctx: &egui::Context) {
        let port = self.server.as_ref().map(|s| s.addr().port());
        self.bind = ip;
        if let Some(port) = port {
            self.port = port.to_string();
            self.stop();
            self.start(pods, ctx);
        }
    }

    /// Opens the share window (and looks up this machine's addresses).
    pub fn open_window(&mut self) {
        self.window_open = true;
        self.choices = web::bind_choices();
        if !self.is_on() {
            // The store's network first; loopback is always last.
            self.bind = self.choices[0];
        }
    }

    /// Starts the server on the chosen address and port.
    pub fn start(&mut self, pods: &[&Doc], ctx: &egui::Context) {
        let Ok(port) = self.port.trim().parse::<u16>() else {
            self.error = Some(t!(ShareIsNotAPortUse, trim = self.port.trim()));
            return;
        };
        // The reports the night kept (a crash loses none) are on the
        // board the desk judges against.
        let ctx = ctx.clone();
        self.desk = self.reports.then(|| {
            web::Desk::new(self.shared.clone())
                .with_waker(std::sync::Arc::new(move || ctx.request_repaint()))
        });
        self.desk_seen = 0;
        self.desk_opened = self.desk.is_some();
        self.published = None;
        self.publish(pods);
        let bind = SocketAddr::new(self.bind, port);
        match Server::serve(
            bind,
            self.shared.clone(),
            web::Limits::default(),
            self.desk.clone(),
        ) {
            Ok(server) => {
                self.url = web::url_for(server.addr());
                self.qr = Qr::new(&self.url);
                self.server = Some(server);
                self.error = None;
            }
            Err(e) => {
                self.error = Some(t!(
                    ShareCouldNotShareOnPort,
                    bind = self.bind.to_string(),
                    port = port,
                    e = e.to_string()
                ));
            }
        }
    }

    /// Stops the server (waits for requests in progress, under a second).
    pub fn stop(&mut self) {
        if let Some(s) = self.server.take() {
            s.shutdown();
        }
        self.qr = None;
        self.desk = None;
    }

    /// The players' reports that came in since the app last took them
    /// in, with the number of the last: the events keep them, then
    /// [`Share::took`] says so.
    pub fn new_reports(&self) -> Option<(u64, Vec<crate::model::PhoneReport>)> {
        let desk = self.desk.as_ref()?;
        let (upto, new) = desk.take_since(self.desk_seen);
        (upto != self.desk_seen).then_some((upto, new))
    }

    /// The events hold every report up to number `upto`: the next board
    /// published says so, and the phones follow it.
    pub fn took(&mut self, upto: u64) {
        self.desk_seen = upto;
    }

    /// Whether auto-accept was just ticked (once): the results already
    /// agreed are then accepted.
    pub fn take_accept_now(&mut self) -> bool {
        std::mem::take(&mut self.accept_now)
    }

    /// Whether a desk was just opened (once): the app then gives every
    /// match to be played its report code.
    pub fn take_desk_opened(&mut self) -> bool {
        std::mem::take(&mut self.desk_opened)
    }

    /// Hands the events to the server when they changed since last time
    /// (an edit, a pod's clock started, paused or given time, the decks
    /// switch). Cheap when nothing changed; never waits on the network.
    pub fn publish(&mut self, pods: &[&Doc]) {
        if pods.is_empty() {
            return;
        }
        // Generations are unique across documents and change on every
        // edit, so this key changes whenever any pod does.
        let key = pods.iter().fold(pods.len() as u64, |k, d| {
            k.wrapping_mul(1_000_003) ^ d.generation
        }) ^ self.desk_seen.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let clocks: Vec<Clock> = pods.iter().map(|d| d.clock.for_phones(&d.event)).collect();
        self.publish_sources(key, clocks, || {
            pods.iter()
                .map(|doc| Source {
                    event: doc.event.clone(),
                    snapshot: doc.snapshot.clone(),
                    clock: None,
                })
                .collect()
        });
    }

    /// The season the app has open (File → Season…), or none: shared at
    /// `/season` from the next publication.
    pub fn set_season(&mut self, season: Option<&[crate::engine::season::Season]>) {
        if self.season.as_deref().map(Vec::as_slice) != season {
            self.season = season.map(|s| std::sync::Arc::new(s.to_vec()));
            self.season_changed = true;
        }
    }

    /// [`Share::publish`] for any list of events: a draft night hands one
    /// source per pod (the pages then show a pod chooser), each with its
    /// own clock (`clocks`, by position). `key` changes whenever any of the
    /// events does; `sources` is called only then or when a clock changed.
    pub fn publish_sources(
        &mut self,
        key: u64,
        clocks: Vec<Clock>,
        sources: impl FnOnce() -> Vec<Source>,
    ) {
        if let Some((last_key, decks, last)) = &self.published {
            let same_clocks = last.len() == clocks.len()
                && last.iter().zip(&clocks).all(|(was, now)| {
                    was.running == now.running
                        && was.limit == now.limit
                        && was.run_now().abs_diff(now.run) < Duration::from_secs(2)
                });
            if *last_key == key && !self.season_changed && *decks == self.show_decks && same_clocks
            {
                return;
            }
        }
        let mut sources = sources();
        for (source, clock) in sources.iter_mut().zip(&clocks) {
            source.clock = Some(*clock);
        }
        self.shared.publish(Board {
            sources,
            show_decks: self.show_decks,
            version: 0,
            lang: crate::text::i18n::current(),
            season: self.season.clone(),
            reports: self.desk.is_some(),
            reports_seen: self.desk_seen,
        });
        self.season_changed = false;
        self.published = Some((key, self.show_decks, clocks));
    }

    /// The settings as they are now, to remember with the night.
    pub fn settings(&self) -> ShareSettings {
        // The port served on (one "any free port" chose), else as typed.
        let port = match &self.server {
            Some(s) => s.addr().port(),
            None => self.port.trim().parse().unwrap_or(DEFAULT_PORT),
        };
        ShareSettings {
            on: self.is_on(),
            address: Some(self.bind),
            port,
            reports: self.reports,
            auto_accept: self.auto_accept,
            show_decks: self.show_decks,
            printed: self.printed.clone(),
        }
    }

    /// Takes the remembered `settings` (sharing stopped first): address,
    /// port, reports, auto-accept, decks and the address printed. Whether
    /// to start again is the caller's ([`ShareSettings::on`]).
    pub fn apply(&mut self, settings: &ShareSettings) {
        self.stop();
        if let Some(ip) = settings.address {
            self.bind = ip;
        }
        self.port = settings.port.to_string();
        self.reports = settings.reports;
        self.auto_accept = settings.auto_accept;
        self.show_decks = settings.show_decks;
        self.printed = settings.printed.clone();
        self.error = None;
    }

    /// The address the night's printouts carry while it is not being
    /// served (sharing off, or on another address): the phones are down.
    pub fn phones_down(&self) -> Option<&str> {
        let printed = self.printed.as_deref()?;
        let served = self.address().map(|(url, _)| url);
        (served != Some(printed)).then_some(printed)
    }

    /// Shares again on the address the printouts carry (its address and
    /// port, when they parse).
    pub fn serve_printed(&mut self, pods: &[&Doc], ctx: &egui::Context) {
        let Some(addr) = self.printed.as_deref().and_then(web::addr_of_url) else {
            return;
        };
        self.stop();
        self.bind = addr.ip();
        self.port = addr.port().to_string();
        self.start(pods, ctx);
    }
}

/// "192.168.1.20 (the store's network)" or "127.0.0.1 (this computer only)".
pub fn address_name(ip: IpAddr) -> String {
    if ip.is_loopback() {
        t!(ShareIpThisComputerOnly, ip = ip.to_string())
    } else {
        t!(ShareIpThisNetwork, ip = ip.to_string())
    }
}
