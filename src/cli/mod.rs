//! The command line (cli.md): `standings` and `explain`, scriptable and
//! stable. Bad input exits with code 2 and a message; nothing is written.

mod pair;
#[cfg(feature = "pdf")]
pub mod pdf;

pub use pair::PairFormat;

use crate::engine::explain::Explainer;
use crate::engine::ranking;
use crate::io::{self, report};
use crate::model::{Event, Preset};
use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// Command-line arguments.
#[derive(Debug, Parser)]
#[command(
    name = "podsheet",
    version,
    about = "Pod sheets for booster drafts: pairings, records and tiebreakers, explained."
)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    /// What to do; without one, the app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// An event file to open in the app.
    pub file: Option<PathBuf>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Final standings with every tiebreaker.
    Standings {
        /// An event file (.podsheet) or a results CSV (.csv).
        file: PathBuf,
        /// A rule preset id; default: the event's own (wotc for a CSV).
        #[arg(long, value_parser = parse_preset)]
        rules: Option<Preset>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Table)]
        format: Format,
    },
    /// Why tied players are in the order they are, step by step.
    Explain {
        /// An event file (.podsheet) or a results CSV (.csv).
        file: PathBuf,
        /// A rule preset id; default: the event's own (wotc for a CSV).
        #[arg(long, value_parser = parse_preset)]
        rules: Option<Preset>,
        /// One player (their tie group) or two (what orders them).
        #[arg(long = "player", value_name = "NAME")]
        players: Vec<String>,
    },
    /// The next round's pairings, with the reasons for them.
    Pair {
        /// An event file (.podsheet) or a results CSV (.csv).
        file: PathBuf,
        /// Output format.
        #[arg(long, value_enum, default_value_t = PairFormat::Table)]
        format: PairFormat,
    },
    /// A printable PDF: the pod sheet, pairings, result slips or standings.
    #[cfg(feature = "pdf")]
    Pdf {
        /// An event file (.podsheet) or a results CSV (.csv); none with --template.
        file: Option<PathBuf>,
        /// The PDF to write.
        #[arg(short = 'o', long = "output", value_name = "OUT.pdf")]
        output: PathBuf,
        /// The pod sheet with names only, for the start of the draft.
        #[arg(long)]
        blank: bool,
        /// Paper size.
        #[arg(long, value_enum, default_value_t = pdf::PaperArg::Letter)]
        paper: pdf::PaperArg,
        /// What to print; default: the pod sheet, or standings for other events.
        #[arg(long, value_enum)]
        kind: Option<pdf::KindArg>,
        /// A blank paper sheet with no event (no FILE): swiss-8, swiss-10, swiss-9,
        /// round-robin-7, round-robin-6-double or single-elimination-8.
        #[arg(long, value_name = "ID", value_parser = pdf::parse_template)]
        template: Option<crate::model::Template>,
    },
}

/// Output formats of `standings`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Aligned columns.
    Table,
    /// The JSON shape of cli.md.
    Json,
    /// One column per field.
    Csv,
}

fn parse_preset(s: &str) -> Result<Preset, String> {
    Preset::from_id(s).ok_or_else(|| {
        let ids: Vec<&str> = Preset::NAMED.iter().map(|p| p.id()).collect();
        format!(
            "unknown rule preset \"{s}\"; the presets are {}",
            ids.join(", ")
        )
    })
}

/// A failure to report: message and exit code.
#[derive(Debug)]
pub struct Failure {
    /// Exit code: 2 for bad input.
    pub code: i32,
    /// What went wrong.
    pub message: String,
}

impl From<io::InputError> for Failure {
    fn from(e: io::InputError) -> Self {
        Failure {
            code: 2,
            message: e.to_string(),
        }
    }
}

fn bad(message: String) -> Failure {
    Failure { code: 2, message }
}

/// Runs a subcommand, returning what to print on stdout.
pub fn run(command: Command) -> Result<String, Failure> {
    match command {
        Command::Standings {
            file,
            rules,
            format,
        } => {
            let event = io::load_any(&file)?;
            warn_problems(&event);
            let preset = rules.unwrap_or_else(|| event.rules.clone());
            let st = ranking::rank(&event, &preset.options());
            Ok(match format {
                Format::Json => {
                    let mut s = serde_json::to_string_pretty(&report::standings_json(
                        &event,
                        &st,
                        preset.id(),
                    ))
                    .map_err(|e| bad(e.to_string()))?;
                    s.push('\n');
                    s
                }
                Format::Csv => report::standings_csv(&event, &st),
                Format::Table => report::standings_table(&event, &st, preset.id()),
            })
        }
        Command::Explain {
            file,
            rules,
            players,
        } => {
            let event = io::load_any(&file)?;
            warn_problems(&event);
            let preset = rules.unwrap_or_else(|| event.rules.clone());
            explain(&event, &preset, &players, &file.display().to_string())
        }
        Command::Pair { file, format } => pair::run(&file, format),
        #[cfg(feature = "pdf")]
        Command::Pdf {
            file,
            output,
            blank,
            paper,
            kind,
            template,
        } => match (file, template) {
            (None, Some(t)) => pdf::run_template(t, &output, paper, kind),
            (Some(f), None) => pdf::run(&f, &output, blank, paper, kind),
            (Some(f), Some(t)) => Err(bad(format!(
                "{}: --template {} prints a blank sheet without an event; give either FILE or --template, not both",
                f.display(),
                t.id()
            ))),
            (None, None) => Err(bad(
                "pdf needs an event file (FILE) or --template ID for a blank sheet".into(),
            )),
        },
    }
}

/// Prints the event's errors and warnings (not missing results) on stderr:
/// the standings are still computed, as the paper would be.
fn warn_problems(event: &Event) {
    use crate::engine::validate::{Severity, validate};
    for p in validate(event)
        .into_iter()
        .filter(|p| p.severity > Severity::Missing)
    {
        eprintln!("warning: {}", p.message);
    }
}

fn explain(
    event: &Event,
    preset: &Preset,
    players: &[String],
    file: &str,
) -> Result<String, Failure> {
    let st = ranking::rank(event, &preset.options());
    let ex = Explainer::new(event, &st);
    let ids = players
        .iter()
        .map(|n| {
            event.find_player(n).ok_or_else(|| {
                let names: Vec<&str> = event.players.iter().map(|p| p.name.as_str()).collect();
                bad(format!(
                    "{file}: no player called \"{n}\" (players: {})",
                    names.join(", ")
                ))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut out = String::new();
    match ids.as_slice() {
        [] => {
            if st.groups.is_empty() {
                out.push_str(
                    "No players are tied on match points: the standings need no tiebreakers.\n",
                );
            }
            for (i, g) in ex.all().into_iter().enumerate() {
                if i > 0 {
                    out.push('\n');
                }
                out.push_str(&g.join("\n"));
                out.push('\n');
            }
        }
        [p] => match st.group_of(*p) {
            Some(g) => {
                out.push_str(&ex.group(g).join("\n"));
                out.push('\n');
            }
            None => match st.rank_of(*p) {
                Some(r) => out.push_str(&format!(
                    "{} is not tied with anyone: rank {r} on {} match points alone.\n",
                    event.player(*p).name,
                    st.records[p.0].match_points
                )),
                None => out.push_str(&format!(
                    "{} is disqualified and not ranked.\n",
                    event.player(*p).name
                )),
            },
        },
        [a, b] => {
            out.push_str(&ex.pair(*a, *b));
            out.push('\n');
        }
        _ => {
            return Err(bad(
                "explain takes one --player (their tie group) or two (what orders them)".into(),
            ));
        }
    }
    Ok(out)
}
