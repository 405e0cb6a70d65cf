//! File → Export PDF: the printouts of `io::pdf`, written atomically, and
//! opened in the system's viewer when asked.

use crate::app::app::PodsheetApp;
use crate::io::event_file::write_atomically;
use crate::io::pdf::{Paper, PdfError, PdfKind, PdfOutput, blank_template_event, render};
use crate::model::Template;
use crate::t;
use std::path::Path;

impl PodsheetApp {
    /// Renders the event's default printout (the pod sheet, filled, or
    /// standings) to `path`; what happened goes to the status line, a
    /// failure to the error dialog.
    pub fn export_pdf(&mut self, path: &Path, paper: Paper) {
        let event = &self.doc().event;
        // A night of several pods prints every pod's sheet, pairings and
        // slips in one file.
        let out = if self.night.len() > 1 {
            let night = self.night_events();
            // While sharing, each pod's pairings and slips carry its page.
            let address = self.share.address().map(|(url, _)| url.to_string());
            self.share.printed = address.clone().or(self.share.printed.take());
            crate::io::pdf::render_night(&night.pods, &night.name, false, paper, address.as_deref())
        } else {
            render(event, PdfKind::default_for(event, false), paper)
        };
        self.write_pdf(out, path);
    }

    /// File → Print this round: the latest round's pairings and result
    /// slips of the event on screen; while sharing, each carries the
    /// players' pages' address and QR code.
    pub fn print_round(&mut self, path: &Path, paper: Paper, round: Option<u32>) {
        // The slips carry each match's report code.
        self.night.ensure_codes();
        // A pod of a night has its own page on the share server.
        let address = self.share.address().map(|(url, _)| {
            crate::io::pdf::pod_address(url, self.night.active(), self.night.len())
        });
        // Every slip printed now points at this address: the app says so
        // whenever it is not being served.
        if let Some((url, _)) = self.share.address() {
            self.share.printed = Some(url.to_string());
        }
        // An earlier round: the event as it stood with that round last
        // (its pairings and slips as handed out, changes noted).
        let event = match round {
            Some(r) => crate::io::pdf::up_to_round(&self.doc().event, r),
            None => self.doc().event.clone(),
        };
        let out =
            crate::io::pdf::render_with_address(&event, PdfKind::Round, paper, address.as_deref());
        self.write_pdf(out, path);
    }

    /// File → Print blank sheet: `template`'s empty paper sheet (lines for
    /// names, every box with its routing, the rules), with no event.
    pub fn print_blank_sheet(&mut self, template: Template, path: &Path, paper: Paper) {
        let event = blank_template_event(template);
        self.write_pdf(render(&event, PdfKind::BlankSheet, paper), path);
    }

    /// The open season's table (File → Season…) as a PDF.
    pub fn print_season(&mut self, path: &Path, paper: Paper) {
        let Some(view) = self.dialogs.season.as_mut() else {
            return;
        };
        let seasons = view.tables().to_vec();
        let name = view
            .source
            .file_stem()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let tables: Vec<_> = seasons
            .iter()
            .map(|s| {
                let missing = view.loaded.missing_in(s).into_iter();
                (s, missing.map(|(k, f, _)| (k, f)).collect())
            })
            .collect();
        let out = crate::io::pdf::render_season(&name, &tables, paper);
        self.write_pdf(out, path);
    }

    /// Writes a rendered PDF atomically; the outcome goes to the status
    /// line, a failure to the error dialog.
    pub(crate) fn write_pdf(&mut self, out: Result<PdfOutput, PdfError>, path: &Path) {
        let out = match out {
            Ok(out) => out,
            Err(e) => {
                self.dialogs.error = Some(t!(ExportCouldNotMakeThePdf, e = e.to_string()));
                return;
            }
        };
        if let Err(e) = write_atomically(path, &out.bytes) {
            self.dialogs.error = Some(t!(
                ExportCouldNotWriteE,
                value = path.display(),
                e = crate::io::os_reason(&e)
            ));
            return;
        }
        let mut notes = vec![t!(
            ExportWrotePages,
            value = path.display(),
            pages = out.pages
        )];
        // One line, however many names print as boxes; every one of them
        // on the status line's hover.
        notes.extend(crate::text::fonts::summary_line(&out.warnings));
        self.pdf_warnings = out.warnings;
        if self.open_pdf
            && let Err(e) = open_in_viewer(path)
        {
            notes.push(t!(ExportCouldNotOpenItE, e = e));
        }
        self.doc_mut().notes = notes;
    }
}

/// Opens a file with the system's default program.
fn open_in_viewer(path: &Path) -> std::io::Result<()> {
    let mut cmd = if cfg!(target_os = "windows") {
        let mut c = std::process::Command::new("cmd");
        c.args(["/C", "start", ""]);
        c
    } else if cfg!(target_os = "macos") {
        std::process::Command::new("open")
    } else {
        std::process::Command::new("xdg-open")
    };
    cmd.arg(path).spawn().map(|_| ())
}
