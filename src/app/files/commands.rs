//! The files side of the app's commands: a file dialog started for a
//! purpose and its answer carried out, the season window's file, and the
//! new-event form's names read from a file.

use crate::app::PodsheetApp;
use crate::app::document::new_event::{names_from_csv, names_from_text};
use crate::app::files::file_picker::{Pending, Purpose};
use crate::app::files::places::{Suggest, suggested_path};
use crate::app::now_text;
use crate::io;
use crate::t;
use std::path::{Path, PathBuf};

impl PodsheetApp {
    /// Opens a file dialog for `purpose` (the system's, or Podsheet's own
    /// where the system cannot show one). The event's folder, else the
    /// user's Documents; for saving, the event's file name, else its name
    /// and date.
    pub(crate) fn start_dialog(&mut self, ctx: &egui::Context, purpose: Purpose) {
        if self.dialog.is_some() {
            return;
        }
        let doc = self.night.doc();
        let ev = &doc.event;
        let today = now_text();
        let date = ev.date.as_deref().unwrap_or(&today[..10.min(today.len())]);
        let suggested = suggested_path(&Suggest {
            purpose,
            file: doc.path.as_deref(),
            name: &ev.name,
            date,
            pod: (self.night.len() > 1).then(|| match ev.pod {
                Some(n) => format!("pod-{n}"),
                None => ev.name.clone(),
            }),
            round: match purpose {
                Purpose::PrintRound(_, Some(r)) => r as usize,
                _ => ev.latest_round().map_or(1, |(n, _)| n),
            },
            // A playoff round by its name ("…-quarterfinals.pdf").
            stage: {
                let r = match purpose {
                    Purpose::PrintRound(_, Some(r)) => r,
                    _ => ev.latest_round().map_or(1, |(n, _)| n as u32),
                };
                ev.is_playoff_round(r)
                    .then(|| crate::engine::playoff::name_of_round(ev, r).to_string())
            },
            last_folder: self.last_folder.as_deref(),
        });
        self.dialog = Some(Pending::start(
            purpose,
            ctx,
            suggested,
            &mut self.file_dialogs,
        ));
    }

    /// A file dialog's answer: the file chosen for `purpose`, or `None`
    /// when it was cancelled.
    pub(crate) fn file_chosen(
        &mut self,
        ctx: &egui::Context,
        purpose: Purpose,
        path: Option<PathBuf>,
    ) {
        self.dialog = None;
        let Some(path) = path else {
            self.after_save = None;
            return;
        };
        self.last_folder = path.parent().map(Path::to_path_buf);
        match purpose {
            Purpose::Open => self.open_path(&path),
            Purpose::SaveAs => {
                let path = if path.extension().is_none() {
                    path.with_extension("podsheet")
                } else {
                    path
                };
                let saved = self.save_to(&path);
                if let Some(then) = self.after_save.take().filter(|_| saved) {
                    self.handle_now(ctx, then);
                }
            }
            Purpose::ImportNames => self.import_names(&path),
            Purpose::ExportPdf(paper) => self.export_pdf(&pdf_path(path), paper),
            Purpose::PrintRound(paper, round) => self.print_round(&pdf_path(path), paper, round),
            Purpose::PrintStillPlaying(paper) => {
                // A night's: the whole room, pod by pod.
                let out = if self.night.len() > 1 {
                    let night = self.night_events();
                    crate::io::pdf::render_still_playing_night(&night.pods, &night.name, paper)
                } else {
                    crate::io::pdf::render(
                        &self.doc().event,
                        crate::io::pdf::PdfKind::StillPlaying,
                        paper,
                    )
                };
                self.write_pdf(out, &pdf_path(path));
            }
            Purpose::BlankSheet(t, paper) => self.print_blank_sheet(t, &pdf_path(path), paper),
            Purpose::OpenSeason => self.open_season(path),
            Purpose::SaveSeason => self.save_season(&path.with_extension("podseason")),
            Purpose::SeasonPdf(paper) => self.print_season(&pdf_path(path), paper),
        }
    }

    /// Opens the season window on `path`: a `.podseason` file, or the
    /// folder of the event file chosen. What cannot be read is said.
    pub(crate) fn open_season(&mut self, path: PathBuf) {
        let source = if path.extension().is_some_and(|e| e == "podseason") {
            path
        } else {
            path.parent().map_or(path.clone(), Path::to_path_buf)
        };
        match crate::io::season_file::load(std::slice::from_ref(&source)) {
            Ok(loaded) => {
                self.dialogs.season = Some(crate::app::panels::season_ui::SeasonView::new(
                    source, loaded,
                ));
            }
            Err(e) => self.dialogs.error = Some(e.to_string()),
        }
    }

    /// Writes the open season as a `.podseason` file with its points.
    pub(crate) fn save_season(&mut self, path: &Path) {
        let Some(view) = self.dialogs.season.as_mut() else {
            return;
        };
        match crate::io::season_file::save(path, &view.loaded.paths, view.points) {
            Ok(()) => {
                view.source = path.to_path_buf();
                self.doc_mut().notes = vec![t!(CommandHandlingSaved, value = path.display())];
            }
            Err(e) => self.dialogs.error = Some(e.to_string()),
        }
    }

    /// Reads names from a CSV or text file into the open new-event form.
    pub(crate) fn import_names(&mut self, path: &Path) {
        let Some(form) = self.dialogs.new_event.as_mut() else {
            return;
        };
        let read = io::read_text(path).map_err(|e| e.to_string());
        let names = read.and_then(|t| {
            if path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("csv"))
            {
                names_from_csv(&t).map_err(|e| format!("{}: {e}", path.display()))
            } else {
                Ok(names_from_text(&t))
            }
        });
        match names {
            Ok(n) => {
                form.names = n.join("\n");
                form.error = None;
            }
            Err(e) => form.error = Some(e),
        }
    }
}

/// A PDF's path: `.pdf` added to a name typed without an extension.
fn pdf_path(path: PathBuf) -> PathBuf {
    if path.extension().is_none() {
        path.with_extension("pdf")
    } else {
        path
    }
}
