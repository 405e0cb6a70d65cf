//! `podsheet pdf FILE -o OUT.pdf [--blank] [--paper letter|a4] [--kind …]`
//! and `podsheet pdf --template ID -o OUT.pdf [--paper …]` (a blank sheet
//! with no event): builds the whole PDF in memory, then writes it
//! atomically; on any failure nothing is written.

use super::output::Failure;
use crate::io::{self, pdf};
use crate::model::Template;
use clap::ValueEnum;
use std::path::Path;

/// Paper sizes on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PaperArg {
    /// US Letter.
    Letter,
    /// ISO A4.
    A4,
}

/// What to print, on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum KindArg {
    /// The pod sheet (blank with --blank, else filled in).
    Sheet,
    /// The latest round's pairings by name.
    Pairings,
    /// Result slips for the latest round.
    Slips,
    /// Standings with every tiebreaker.
    Standings,
    /// The playoff bracket after the cut.
    Playoff,
}

/// Reads a `--template` id, naming the ids there are when it is unknown.
pub fn parse_template(s: &str) -> Result<Template, String> {
    Template::from_id(s).ok_or_else(|| {
        let ids: Vec<&str> = Template::ALL.iter().map(|t| t.id()).collect();
        format!(
            "unknown template \"{s}\"; the templates are {}",
            ids.join(", ")
        )
    })
}

/// Runs `pdf --template`: the empty paper sheet of `template`.
pub fn run_template(
    template: Template,
    out: &Path,
    paper: PaperArg,
    kind: Option<KindArg>,
) -> Result<String, Failure> {
    let bad = |message: String| Failure { code: 2, message };
    if kind.is_some_and(|k| k != KindArg::Sheet) {
        return Err(bad(
            "--template prints a blank pod sheet; --kind pairings, slips and standings need an event file".into(),
        ));
    }
    let event = pdf::blank_template_event(template);
    write(
        &event,
        pdf::PdfKind::BlankSheet,
        paper,
        out,
        template.id(),
        None,
    )
}

/// Runs `pdf`; returns what to print on stdout.
pub fn run(
    file: &Path,
    out: &Path,
    blank: bool,
    paper: PaperArg,
    kind: Option<KindArg>,
    pod: Option<usize>,
    address: Option<&str>,
) -> Result<String, Failure> {
    let bad = |message: String| Failure { code: 2, message };
    let event = io::night_file::load_pod(file, pod)?;
    super::output::warn_problems(&event);
    let kind = match (kind, blank) {
        (None, _) => pdf::PdfKind::default_for(&event, blank),
        (Some(KindArg::Sheet), true) => pdf::PdfKind::BlankSheet,
        (Some(KindArg::Sheet), false) => pdf::PdfKind::Sheet,
        (Some(_), true) => {
            return Err(bad("--blank only applies to --kind sheet".into()));
        }
        (Some(KindArg::Pairings), false) => pdf::PdfKind::Pairings,
        (Some(KindArg::Slips), false) => pdf::PdfKind::Slips,
        (Some(KindArg::Standings), false) => pdf::PdfKind::Standings,
        (Some(KindArg::Playoff), false) => pdf::PdfKind::Playoff,
    };
    if blank && kind != pdf::PdfKind::BlankSheet {
        return Err(bad(format!(
            "{}: --blank prints a pod sheet, and this event is not played on one",
            file.display()
        )));
    }
    write(
        &event,
        kind,
        paper,
        out,
        &file.display().to_string(),
        address,
    )
}

/// Renders and writes the PDF; `source` names the input in messages.
fn write(
    event: &crate::model::Event,
    kind: pdf::PdfKind,
    paper: PaperArg,
    out: &Path,
    source: &str,
    address: Option<&str>,
) -> Result<String, Failure> {
    let bad = |message: String| Failure { code: 2, message };
    let paper = match paper {
        PaperArg::Letter => pdf::Paper::Letter,
        PaperArg::A4 => pdf::Paper::A4,
    };
    let output = pdf::render_with_address(event, kind, paper, address)
        .map_err(|e| bad(format!("{source}: {e}")))?;
    io::event_file::write_atomically(out, &output.bytes)
        .map_err(|e| super::output::cannot_write(out, &e))?;
    let mut text = format!(
        "wrote {} ({} page{}, {} KB)\n",
        out.display(),
        output.pages,
        if output.pages == 1 { "" } else { "s" },
        output.bytes.len().div_ceil(1024)
    );
    for w in &output.warnings {
        text.push_str(&format!("warning: {w}\n"));
    }
    Ok(text)
}
