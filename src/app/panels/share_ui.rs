//! View → Share on the store's network: the companion web server
//! ([`crate::web`]) run from the app. Off by default; while on, the top bar
//! says so in colour with the address, the display window shows the
//! address and its QR code, and every edit is handed to the server. The
//! server stops when sharing is turned off or the app closes.

use crate::app::document::doc::Doc;
use crate::app::panels::timer_ui::Timer;
use crate::t;
use crate::web::qr::Qr;
use crate::web::{self, Board, Clock, Server, Shared, Source};
use egui::{Color32, RichText, Ui};
use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

/// The share switch, its settings and the running server.
pub struct Share {
    server: Option<Server>,
    shared: Shared,
    /// Whether the share window is open.
    pub window_open: bool,
    choices: Vec<IpAddr>,
    bind: IpAddr,
    port: String,
    /// Show decks and first picks on the pages.
    pub show_decks: bool,
    error: Option<String>,
    url: String,
    qr: Option<Qr>,
    /// What was last published: the sources' change key (the document's
    /// generation), decks shown, and the clock as published.
    published: Option<(u64, bool, Clock)>,
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
    accept_now: bool,
}

/// Port offered first.
const DEFAULT_PORT: u16 = 8080;

/// Green of the "sharing" indicator.
const ON: Color32 = Color32::from_rgb(0, 150, 70);

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
    /// (looked up when it opens).
    pub fn network(&self) -> Vec<IpAddr> {
        self.choices
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
    pub fn move_to(&mut self, ip: IpAddr, pods: &[&Doc], timer: &Timer, ctx: &egui::Context) {
        let port = self.server.as_ref().map(|s| s.addr().port());
        self.bind = ip;
        if let Some(port) = port {
            self.port = port.to_string();
            self.stop();
            self.start(pods, timer, ctx);
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
    pub fn start(&mut self, pods: &[&Doc], timer: &Timer, ctx: &egui::Context) {
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
        self.publish(pods, timer);
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

    /// Hands the event to the server when it changed since last time (an
    /// edit, the timer started or paused, the decks switch). Cheap when
    /// nothing changed; never waits on the network.
    pub fn publish(&mut self, pods: &[&Doc], timer: &Timer) {
        if pods.is_empty() {
            return;
        }
        // Generations are unique across documents and change on every
        // edit, so this key changes whenever any pod does.
        let key = pods.iter().fold(pods.len() as u64, |k, d| {
            k.wrapping_mul(1_000_003) ^ d.generation
        }) ^ self.desk_seen.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.publish_sources(key, timer, || {
            pods.iter()
                .map(|doc| Source {
                    event: doc.event.clone(),
                    snapshot: doc.snapshot.clone(),
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
    /// source per pod (the pages then show a pod chooser, each pod with its
    /// own round length on the night's timer). `key` changes whenever any
    /// of them does; `sources` is called only then.
    pub fn publish_sources(
        &mut self,
        key: u64,
        timer: &Timer,
        sources: impl FnOnce() -> Vec<Source>,
    ) {
        let clock = Clock {
            run: timer.elapsed(),
            running: timer.running(),
            at: Instant::now(),
        };
        if let Some((last_key, decks, last)) = &self.published {
            let drift = last.run_now().abs_diff(clock.run);
            if *last_key == key
                && !self.season_changed
                && *decks == self.show_decks
                && last.running == clock.running
                && drift < Duration::from_secs(2)
            {
                return;
            }
        }
        self.shared.publish(Board {
            sources: sources(),
            clock: Some(clock),
            show_decks: self.show_decks,
            version: 0,
            lang: crate::text::i18n::current(),
            season: self.season.clone(),
            reports: self.desk.is_some(),
            reports_seen: self.desk_seen,
        });
        self.season_changed = false;
        self.published = Some((key, self.show_decks, clock));
    }
}

/// The indicator in the top bar while sharing; clicking it opens the
/// share window.
pub fn share_indicator_ui(ui: &mut Ui, share: &mut Share) {
    if !share.is_on() {
        return;
    }
    ui.separator();
    // White on green: visible from across the counter, in either theme
    // (and in the font egui ships, which has no bullet glyph).
    let text = RichText::new(t!(ShareSharingAt, url = &share.url))
        .color(Color32::WHITE)
        .background_color(ON)
        .strong();
    if ui
        .button(text)
        .on_hover_text(t!(SharePhonesOnTheStoreS))
        .clicked()
    {
        share.open_window();
    }
}

/// The share window: address, port, decks switch, start / stop, and the
/// address with its QR code while on.
pub fn share_window_ui(ctx: &egui::Context, share: &mut Share, pods: &[&Doc], timer: &Timer) {
    if share.is_on() {
        share.publish(pods, timer);
    }
    if !share.window_open {
        return;
    }
    let mut open = true;
    egui::Window::new(t!(ShareShareOnTheStoreS))
        .open(&mut open)
        .default_width(440.0)
        .resizable(false)
        .show(ctx, |ui| settings_ui(ui, share, pods, timer));
    share.window_open = open;
}

fn settings_ui(ui: &mut Ui, share: &mut Share, pods: &[&Doc], timer: &Timer) {
    ui.label(t!(SharePlayersOpenThePairingsStandings));
    let on = share.is_on();
    ui.add_enabled_ui(!on, |ui| {
        egui::Grid::new("share-settings").show(ui, |ui| {
            let shown = address_name(share.bind);
            egui::ComboBox::from_label(t!(ShareAddress))
                .selected_text(shown)
                .width(240.0)
                .show_ui(ui, |ui| {
                    for &ip in &share.choices {
                        ui.selectable_value(&mut share.bind, ip, address_name(ip));
                    }
                });
            ui.end_row();
            ui.horizontal(|ui| {
                let edit = ui.add(egui::TextEdit::singleline(&mut share.port).desired_width(70.0));
                let label = ui.label(t!(SharePort));
                edit.labelled_by(label.id);
            });
            ui.end_row();
        });
    });
    loopback_ui(ui, share, pods, timer);
    ui.checkbox(&mut share.show_decks, t!(ShareShowDecksAndFirstPicks));
    ui.add_enabled_ui(!on, |ui| {
        ui.checkbox(&mut share.reports, t!(ShareReports))
            .on_hover_text(t!(ShareReportsHover));
    });
    ui.add_enabled_ui(share.reports, |ui| {
        let tick = ui
            .checkbox(&mut share.auto_accept, t!(ShareAutoAccept))
            .on_hover_text(t!(ShareAutoAcceptHover));
        if tick.changed() && share.auto_accept {
            share.accept_now = true;
        }
    });
    if on {
        if ui.button(t!(ShareStopSharing)).clicked() {
            share.stop();
        }
    } else if ui.button(t!(ShareStartSharing)).clicked() {
        share.start(pods, timer, &ui.ctx().clone());
    }
    if let Some(e) = &share.error {
        ui.colored_label(Color32::from_rgb(200, 40, 40), e);
    }
    if let Some((url, qr)) = share.address() {
        ui.label(
            RichText::new(t!(ShareOnUrl, url = url))
                .color(ON)
                .size(20.0)
                .strong(),
        );
        if let Some(qr) = qr {
            qr_ui(ui, qr, 180.0);
        }
    }
}

/// Under the address, while it is this computer only: no phone can open
/// it, nor the address printed; the store's network offered in its place
/// (sharing moves there at once when it is on).
fn loopback_ui(ui: &mut Ui, share: &mut Share, pods: &[&Doc], timer: &Timer) {
    if !share.bind.is_loopback() {
        return;
    }
    ui.colored_label(
        Color32::from_rgb(200, 40, 40),
        t!(ShareLoopback, ip = share.bind.to_string()),
    );
    match share.network().first() {
        Some(&ip) => {
            if ui
                .button(t!(ShareUseNetwork, ip = ip.to_string()))
                .clicked()
            {
                share.move_to(ip, pods, timer, &ui.ctx().clone());
            }
        }
        None => {
            ui.label(t!(ShareNoNetwork));
        }
    }
}

/// "192.168.1.20 (the store's network)" or "127.0.0.1 (this computer only)".
fn address_name(ip: IpAddr) -> String {
    if ip.is_loopback() {
        t!(ShareIpThisComputerOnly, ip = ip.to_string())
    } else {
        t!(ShareIpThisNetwork, ip = ip.to_string())
    }
}

/// Draws a QR code `size` points wide, dark on white with its quiet zone
/// (readable in the dark theme too).
pub fn qr_ui(ui: &mut Ui, qr: &Qr, size: f32) {
    let n = qr.width() + 8;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let m = size / n as f32;
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    for (x, y, len) in qr.runs() {
        let min = rect.min + egui::vec2((x + 4) as f32 * m, (y + 4) as f32 * m);
        let r = egui::Rect::from_min_size(min, egui::vec2(len as f32 * m, m));
        painter.rect_filled(r.expand(0.2), 0.0, Color32::BLACK);
    }
}
