//! File → Season…: the store's league table over a season's event files
//! (a `.podseason` file, or the folder of any event chosen), with the rule
//! it follows in words, each event's points (each column titled by the
//! event's name and date, two events of one night apart), the
//! total and the events attended; a file that cannot be read is named and
//! its night marked missing, never counted as zero.
//! The points scheme is edited here, and saving writes a `.podseason` file
//! that remembers it. Each tie on season points is explained.

use crate::app::command::{Command, CommandSender};
use crate::engine::season::{Season, SeasonPoints};
use crate::io::season_file::Loaded;
use crate::t;
use crate::text::i18n;
use egui::{RichText, Ui};
use std::path::PathBuf;

/// An open season.
#[derive(Debug, Clone)]
pub struct SeasonView {
    /// What was opened (a `.podseason` file or a folder).
    pub source: PathBuf,
    /// The season's files as read.
    pub loaded: Loaded,
    /// The points in force (edited here).
    pub points: SeasonPoints,
    /// Why the points the season file remembers could not be used (the
    /// defaults are then in force), said in the window.
    pub points_error: Option<String>,
    /// The season's tables under [`SeasonView::points`], one per game,
    /// made again only when the points change ([`SeasonView::tables`]).
    tables: Vec<Season>,
    /// The points `tables` were made with.
    tables_of: SeasonPoints,
}

impl SeasonView {
    /// A season read from `source`: its remembered points, else the
    /// default.
    pub fn new(source: PathBuf, loaded: Loaded) -> Self {
        let parsed = loaded
            .remembered
            .as_deref()
            .map(crate::io::season_file::parse_points);
        let (points, points_error) = match parsed {
            Some(Ok(p)) => (p, None),
            Some(Err(why)) => (SeasonPoints::default(), Some(why.to_string())),
            None => (SeasonPoints::default(), None),
        };
        let tables = loaded.seasons(points);
        SeasonView {
            source,
            loaded,
            points,
            points_error,
            tables,
            tables_of: points,
        }
    }

    /// The season's tables, one per game (Magic's first), under the points
    /// in force: made again here only after the points changed.
    pub fn tables(&mut self) -> &[Season] {
        if self.tables_of != self.points {
            self.tables = self.loaded.seasons(self.points);
            self.tables_of = self.points;
        }
        &self.tables
    }

    /// The tables as last made (what [`SeasonView::tables`] returns once
    /// the points are as they were).
    pub fn made(&self) -> &[Season] {
        &self.tables
    }
}

/// The season window; closing it sets `open` to `None`.
pub fn season_ui(ctx: &egui::Context, open: &mut Option<SeasonView>, out: &CommandSender) {
    let Some(view) = open.as_mut() else { return };
    let mut keep = true;
    egui::Window::new(t!(SeasonTitle))
        .open(&mut keep)
        .default_width(720.0)
        .show(ctx, |ui| body_ui(ui, view, out));
    if !keep {
        *open = None;
    }
}

fn body_ui(ui: &mut Ui, view: &mut SeasonView, out: &CommandSender) {
    ui.label(t!(SeasonSource, source = view.source.display()));
    for m in &view.loaded.missing {
        ui.colored_label(
            ui.visuals().error_fg_color,
            t!(
                SeasonMissing,
                event = m.index + 1,
                file = &m.file,
                error = &m.error
            ),
        );
    }
    if let Some(why) = &view.points_error {
        ui.colored_label(
            ui.visuals().error_fg_color,
            t!(SeasonPointsRememberedBad, why = why),
        );
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(t!(SeasonPointsLabel));
        let p = &mut view.points;
        for (label, v) in [
            (t!(SeasonWin), &mut p.win),
            (t!(SeasonDraw), &mut p.draw),
            (t!(SeasonLoss), &mut p.loss),
            (t!(SeasonAttend), &mut p.attend),
        ] {
            let l = ui.label(label);
            ui.add(egui::DragValue::new(v).range(0..=SeasonPoints::MAX))
                .labelled_by(l.id);
        }
        if ui.button(t!(SeasonSave)).clicked() {
            out.send(Command::SaveSeason);
        }
        for paper in [crate::io::pdf::Paper::Letter, crate::io::pdf::Paper::A4] {
            if ui
                .button(t!(SeasonPrint, paper = paper_name(paper)))
                .clicked()
            {
                out.send(Command::PrintSeason(paper));
            }
        }
    });
    // The rule the table follows, in words (docs/rules.md §7).
    egui::CollapsingHeader::new(t!(SeasonRuleHeading))
        .default_open(true)
        .show(ui, |ui| ui.label(t!(SeasonRule)));
    // One table per game (docs/rules.md §7), each under its game's name
    // when the season has more than one.
    let tables = view.tables();
    for (i, s) in tables.iter().enumerate() {
        ui.separator();
        if tables.len() > 1 {
            ui.heading(crate::text::explain::game_name(i18n::current(), s.game));
        }
        table_ui(ui, s, i);
    }
}

/// One game's season table, its ties and its playoff places.
fn table_ui(ui: &mut Ui, s: &Season, i: usize) {
    egui::ScrollArea::both()
        .id_salt(("season-scroll", i))
        .max_height(420.0)
        .show(ui, |ui| {
            egui::Grid::new(("season-table", i))
                .striped(true)
                .show(ui, |ui| {
                    for h in [
                        t!(SeasonRank),
                        t!(SeasonName),
                        t!(SeasonTotal),
                        t!(SeasonEvents),
                    ] {
                        ui.label(RichText::new(h).strong());
                    }
                    for title in &s.titles {
                        ui.label(RichText::new(crate::text::egui_fonts::name(title)).strong());
                    }
                    ui.label(RichText::new(t!(SeasonDecidedBy)).strong());
                    ui.end_row();
                    for (i, r) in s.rows.iter().enumerate() {
                        ui.label((i + 1).to_string());
                        ui.label(crate::text::egui_fonts::name(&r.name));
                        ui.label(r.points.to_string());
                        ui.label(r.events.to_string());
                        for (k, e) in r.per_event.iter().enumerate() {
                            let missing = s.missing.contains(&k);
                            ui.label(match (e, missing) {
                                (_, true) => t!(SeasonMissingCell),
                                (Some(v), _) => v.to_string(),
                                (None, _) => "–".into(),
                            });
                        }
                        let step = r
                            .decided_by
                            .map(|d| crate::text::explain::season_step(i18n::current(), d));
                        ui.label(step.unwrap_or_default());
                        ui.end_row();
                    }
                });
        });
    let ties = crate::text::explain::season_ties(i18n::current(), s);
    if !ties.is_empty() {
        ui.separator();
        ui.strong(t!(SeasonWhy));
        for t in ties {
            ui.label(t);
        }
    }
    let placed = crate::text::explain::season_placed(i18n::current(), s);
    if !placed.is_empty() {
        ui.separator();
        for p in placed {
            ui.label(p);
        }
    }
}

fn paper_name(p: crate::io::pdf::Paper) -> String {
    match p {
        crate::io::pdf::Paper::Letter => t!(CommandLetter),
        crate::io::pdf::Paper::A4 => "A4".into(),
    }
}
