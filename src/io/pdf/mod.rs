//! Printable PDFs: the pod sheet (blank before the draft, filled with
//! results and tie explanations after), and for any event the pairings by
//! name, match result slips and the standings with every tiebreaker.
//!
//! Everything printed comes from the engine's derived data
//! ([`crate::engine::Snapshot`], [`crate::text::explain::Explainer`]);
//! this module only lays it out. The font (DejaVu Sans) is embedded in the
//! binary and subset into each file.

mod boxes;
mod bracket;
mod error;
mod font;
mod layout;
mod night;
mod paper;
mod placed;
mod printouts;
mod qr_block;
mod rules_text;
mod season;
mod sheet;
mod slips;
mod still_playing;

pub use error::PdfError;
pub use night::{pod_address, render_night, render_still_playing_night};
pub use paper::Paper;
pub use placed::{Drawn, Placed, problems, smallest_size};

use crate::engine::Snapshot;
use crate::model::{Event, Msg, Structure, Template};

/// What to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PdfKind {
    /// The pod sheet with names but no results, for the start of the draft.
    BlankSheet,
    /// The pod sheet filled in: scores, records, ranks and explanations.
    Sheet,
    /// The latest round's pairings, alphabetical by name, with tables.
    Pairings,
    /// Result slips for the latest round, several per page, for cutting.
    Slips,
    /// Standings with every tiebreaker of the preset.
    Standings,
    /// The latest round's pairings, then its result slips on a new page:
    /// what the counter prints as each round starts.
    Round,
    /// The playoff after the cut: its bracket (with the seeds right after
    /// the cut, filled as results come in) and the final placing.
    Playoff,
    /// The tables still playing when time is called, with extra time.
    StillPlaying,
}

impl PdfKind {
    /// What an event prints by default: its filled sheet (blank with
    /// `blank`) for a paper-sheet event, else its standings.
    pub fn default_for(event: &Event, blank: bool) -> PdfKind {
        match (&event.structure, blank) {
            (Structure::Pod { .. }, true) => PdfKind::BlankSheet,
            (Structure::Pod { .. }, false) => PdfKind::Sheet,
            _ => PdfKind::Standings,
        }
    }
}

/// A finished PDF and what could not be printed as asked.
#[derive(Debug, Clone)]
pub struct PdfOutput {
    /// The file's bytes.
    pub bytes: Vec<u8>,
    /// Pages in the file.
    pub pages: usize,
    /// Problems worth telling the user (e.g. a name with characters the
    /// font has no glyph for); the PDF is still complete.
    pub warnings: Vec<String>,
    /// Where every text, frame and rule landed ([`problems`] checks it).
    pub layout: Vec<Placed>,
    /// The printable area's width and height, in points.
    pub area: (f32, f32),
}

impl PdfOutput {
    /// Finishes `canvas` into the file's bytes, its page count and warnings.
    /// What a proofreader would mark: words on words, words across a
    /// box's edge or a rule, words off the page ([`problems`]).
    pub fn layout_problems(&self) -> Vec<String> {
        problems(&self.layout, self.area.0, self.area.1)
    }

    pub(crate) fn from_canvas(canvas: layout::Canvas) -> PdfOutput {
        let pages = canvas.page_count();
        let area = (canvas.width(), canvas.height());
        let (bytes, warnings, layout) = canvas.finish();
        PdfOutput {
            bytes,
            pages,
            warnings,
            layout,
            area,
        }
    }
}

/// The event a blank template prints from: the sheet with no name, no
/// players and no rounds, under the sheet's own rules.
pub fn blank_template_event(template: Template) -> Event {
    Event::new(
        "",
        Structure::Pod { template },
        template.best_of(),
        template.preset(),
    )
}

/// Renders `kind` for `event` on `paper`.
pub fn render(event: &Event, kind: PdfKind, paper: Paper) -> Result<PdfOutput, PdfError> {
    render_with_address(event, kind, paper, None)
}

/// The event with round `round` (1-based) as its latest: what its
/// pairings and slips print for that round again (`pdf --round N`, and
/// the app's reprint of an earlier round).
pub fn up_to_round(event: &crate::model::Event, round: u32) -> crate::model::Event {
    let mut e = event.clone();
    e.rounds.truncate(round as usize);
    e
}

/// [`render`], with the address of the players' pages (the companion
/// server) and its QR code on the pairings and on each result slip.
pub fn render_with_address(
    event: &Event,
    kind: PdfKind,
    paper: Paper,
    address: Option<&str>,
) -> Result<PdfOutput, PdfError> {
    let fonts = font::fonts().ok_or(PdfError::Font)?;
    // A heading names the game when it is not Magic.
    let named = crate::text::explain::event_title(crate::text::i18n::current(), event);
    let title = match kind {
        PdfKind::BlankSheet | PdfKind::Sheet => crate::text::room::event_name(event),
        // (the pod sheets are Magic's: no game to name)
        PdfKind::Pairings => crate::t!(PdfTitlePairings, event = &named),
        PdfKind::Slips => crate::t!(PdfTitleSlips, event = &named),
        PdfKind::Standings => crate::t!(PdfTitleStandings, event = &named),
        PdfKind::Round => crate::t!(PdfTitleRound, event = &named),
        PdfKind::Playoff => crate::t!(PdfTitlePlayoff, event = &named),
        PdfKind::StillPlaying => crate::t!(PdfTitleStillPlaying, event = &named),
    };
    let mut canvas = layout::Canvas::new(&title, paper, fonts);
    canvas.set_names(event.players.iter().map(|p| p.name.as_str()));
    match kind {
        PdfKind::BlankSheet | PdfKind::Sheet => {
            let template = sheet_template(event)?;
            let snap = Snapshot::of(event);
            sheet::draw(
                &mut canvas,
                event,
                template,
                &snap,
                kind == PdfKind::BlankSheet,
            );
        }
        PdfKind::Pairings => printouts::pairings(&mut canvas, event, address)?,
        PdfKind::Slips => slips::slips(&mut canvas, event, address)?,
        PdfKind::StillPlaying => still_playing::draw(&mut canvas, event)?,
        PdfKind::Standings => {
            let snap = Snapshot::of(event);
            // After a cut, the bracket comes first, then the Swiss standings.
            if event.cut.is_some() {
                bracket::draw(&mut canvas, event, &snap.standings.order);
                canvas.new_page();
            }
            printouts::standings_by_division(&mut canvas, event, &snap);
        }
        PdfKind::Playoff => {
            if event.cut.is_none() {
                return Err(PdfError::NoCut);
            }
            let snap = Snapshot::of(event);
            bracket::draw(&mut canvas, event, &snap.standings.order);
        }
        PdfKind::Round => printouts::round(&mut canvas, event, address)?,
    }
    Ok(PdfOutput::from_canvas(canvas))
}

/// The season `name` on `paper` (a folder's or a `.podseason` file's
/// name; `None` for files given one by one): each game's table
/// ([`crate::engine::season::seasons`]) with the events it could not read
/// (`(column, file)`, 0-based), each titled by its own game, never after
/// another game's file.
pub fn render_season(
    name: Option<&str>,
    tables: &[(&crate::engine::season::Season, Vec<(usize, String)>)],
    paper: Paper,
) -> Result<PdfOutput, PdfError> {
    let fonts = font::fonts().ok_or(PdfError::Font)?;
    let lang = crate::text::i18n::current();
    let title = |game: crate::model::Game| {
        let game_name = crate::text::explain::game_name(lang, game);
        match name {
            Some(n) if tables.len() == 1 && game == crate::model::Game::Magic => n.to_string(),
            Some(n) => crate::text::explain::titled(lang, n, game),
            None => game_name,
        }
    };
    let first = tables
        .first()
        .map_or(crate::model::Game::Magic, |(s, _)| s.game);
    let mut canvas = layout::Canvas::new(
        &crate::t!(PdfSeasonTitle, name = title(first)),
        paper,
        fonts,
    );
    canvas.set_names(
        tables
            .iter()
            .flat_map(|(s, _)| s.rows.iter().map(|r| r.name.as_str())),
    );
    // One table per game, each from a new page, titled by its game.
    for (i, (s, missing)) in tables.iter().enumerate() {
        if i > 0 {
            canvas.new_page();
        }
        season::draw(&mut canvas, &title(s.game), s, missing);
    }
    Ok(PdfOutput::from_canvas(canvas))
}

fn sheet_template(event: &Event) -> Result<Template, PdfError> {
    let template = match event.structure {
        Structure::Pod { template } => template,
        Structure::RoundRobin { .. } => return Err(PdfError::NotASheet(Msg::PdfErrorRoundRobin)),
        Structure::Swiss { .. } => return Err(PdfError::NotASheet(Msg::PdfErrorSwiss)),
        Structure::Results => return Err(PdfError::NotASheet(Msg::PdfErrorResults)),
    };
    // An empty event prints a sheet with blank name lines.
    if !event.players.is_empty() && event.players.len() != template.players() as usize {
        return Err(PdfError::WrongPlayerCount {
            template: crate::text::sheet::template_name(template),
            expected: template.players(),
            found: event.players.len(),
        });
    }
    Ok(template)
}
