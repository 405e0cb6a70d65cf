//! `podsheet pdf FILE -o OUT.pdf [--blank] [--paper letter|a4] [--kind …]`
//! and `podsheet pdf --template ID -o OUT.pdf [--paper …]` (a blank sheet
//! with no event): builds the whole PDF in memory, then writes it
//! atomically; on any failure nothing is written.

use super::output::{Failure, bad, bad_in};
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
    /// The tables still playing in the latest round, with extra time.
    StillPlaying,
}

/// Reads a `--template` id, naming the ids there are when it is unknown.
pub fn parse_template(s: &str) -> Result<Template, String> {
    Template::from_id(s).ok_or_else(|| {
        let ids: Vec<&str> = Template::ALL.iter().map(|t| t.id()).collect();
        crate::t!(CliUnknownTemplate, id = s, ids = ids.join(", "))
    })
}

/// Runs `pdf --template`: the empty paper sheet of `template`.
pub fn run_template(
    template: Template,
    out: &Path,
    paper: PaperArg,
    kind: Option<KindArg>,
) -> Result<String, Failure> {
    if kind.is_some_and(|k| k != KindArg::Sheet) {
        return Err(bad(crate::t!(CliPdfTemplateKind)));
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

/// What `pdf FILE` was asked for.
pub struct Asked<'a> {
    /// The pod sheet with names only.
    pub blank: bool,
    /// Paper size.
    pub paper: PaperArg,
    /// What to print.
    pub kind: Option<KindArg>,
    /// Which pod of a night.
    pub pod: Option<usize>,
    /// The players' pages address.
    pub address: Option<&'a str>,
    /// An earlier round's pairings and slips.
    pub round: Option<u32>,
    /// The rules asked (`--rules`): the game results are judged and
    /// ranked by.
    pub rules: Option<&'a crate::model::Preset>,
}

/// Runs `pdf`; returns what to print on stdout.
pub fn run(file: &Path, out: &Path, asked: &Asked<'_>) -> Result<String, Failure> {
    let blank = asked.blank;
    let event = io::night_file::load_pod(file, asked.pod)?;
    let event = super::output::with_rules(event, asked.rules, file)?;
    super::output::warn_problems(&event, file, asked.pod, false, None);
    let kind = match (asked.kind, blank, asked.round) {
        (None, _, Some(_)) => pdf::PdfKind::Round,
        (None, _, None) => pdf::PdfKind::default_for(&event, blank),
        (Some(KindArg::Sheet), true, None) => pdf::PdfKind::BlankSheet,
        (Some(KindArg::Sheet), false, None) => pdf::PdfKind::Sheet,
        (Some(_), true, _) => {
            return Err(bad(crate::t!(CliPdfBlankKind)));
        }
        (Some(KindArg::Pairings), false, _) => pdf::PdfKind::Pairings,
        (Some(KindArg::Slips), false, _) => pdf::PdfKind::Slips,
        (Some(KindArg::Standings), false, None) => pdf::PdfKind::Standings,
        (Some(KindArg::Playoff), false, None) => pdf::PdfKind::Playoff,
        (Some(KindArg::StillPlaying), false, None) => pdf::PdfKind::StillPlaying,
        (Some(_), false, Some(r)) => {
            return Err(bad(crate::t!(
                CliPdfRoundKind,
                file = file.display(),
                round = r
            )));
        }
    };
    if blank && kind != pdf::PdfKind::BlankSheet {
        return Err(bad(crate::t!(CliPdfBlankNotSheet, file = file.display())));
    }
    let event = match asked.round {
        Some(r) if r == 0 || r as usize > event.rounds.len() => {
            return Err(bad(crate::t!(
                CliPdfNoRound,
                file = file.display(),
                round = r,
                rounds = event.rounds.len()
            )));
        }
        Some(r) => pdf::up_to_round(&event, r),
        None => event,
    };
    write(
        &event,
        kind,
        asked.paper,
        out,
        &file.display().to_string(),
        asked.address,
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
    let output = pdf::render_with_address(event, kind, paper.into(), address)
        .map_err(|e| bad_in(Path::new(source), e))?;
    io::event_file::write_atomically(out, &output.bytes)
        .map_err(|e| super::output::cannot_write(out, &e))?;
    let mut text = crate::t!(
        CliWrotePdf,
        file = out.display(),
        pages = output.pages,
        kb = output.bytes.len().div_ceil(1024)
    );
    text.push('\n');
    text.push_str(&warnings(&output.warnings));
    Ok(text)
}

/// Warns on stderr when `address` names this computer only (127.0.0.1,
/// `localhost`): no phone can open what is printed. The warning names this
/// machine's network addresses and the same address on the first of them.
pub fn warn_loopback(address: Option<&str>) {
    let Some(url) = address.filter(|a| crate::web::is_loopback_url(a)) else {
        return;
    };
    let network = crate::web::network_addresses();
    let message = match crate::web::on_addresses(url, &network).first() {
        Some(example) => {
            let addresses: Vec<String> = network.iter().map(ToString::to_string).collect();
            crate::t!(
                CliLoopbackAddress,
                url = url,
                addresses = addresses.join(", "),
                example = example
            )
        }
        None => crate::t!(CliLoopbackNoNetwork, url = url),
    };
    eprintln!("warning: {message}");
}

/// A PDF's warnings as `warning:` lines (the prefix is the contract's,
/// docs/cli.md).
pub(super) fn warnings(all: &[String]) -> String {
    all.iter().map(|w| format!("warning: {w}\n")).collect()
}

impl From<PaperArg> for pdf::Paper {
    fn from(p: PaperArg) -> Self {
        match p {
            PaperArg::Letter => pdf::Paper::Letter,
            PaperArg::A4 => pdf::Paper::A4,
        }
    }
}
