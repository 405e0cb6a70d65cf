//! The command line (docs/cli.md): `standings`, `explain`, `pair`, `pdf`,
//! `serve`, `pods`, `playoff`, `season`, and `repair`, `keep` and `give`
//! for a round that no longer fits, scriptable and stable. Bad input exits with code 2
//! and a message; nothing is written.

mod act;
mod args;
mod explain;
mod life;
mod night;
mod output;
mod pair;
#[cfg(feature = "pdf")]
pub mod pdf;
mod playoff;
pub mod pods;
mod season;
pub mod serve;
mod serve_reports;
mod shell;

pub use args::{Args, Command};
pub use output::{Failure, Format};

use output::{bad, warn_problems};

use crate::io;
use crate::t;

/// What a subcommand that did its work gives back.
#[derive(Debug)]
pub struct Done {
    /// What to print on stdout.
    pub text: String,
    /// How many results its input holds that their game does not allow,
    /// each named on stderr: held, they count nowhere, and the command
    /// exits with code 3 (docs/cli.md).
    pub held: usize,
}

impl Done {
    /// The exit code: 0, or 3 when a held result was named.
    pub fn code(&self) -> u8 {
        if self.held > 0 { 3 } else { 0 }
    }
}

/// Runs a subcommand, returning what to print on stdout and whether its
/// input held a result its game does not allow. A language still being
/// translated (`--lang`) says so first, on stderr.
pub fn run(command: Command) -> Result<Done, Failure> {
    if let Some(note) = crate::text::i18n::unfinished_notice(crate::text::i18n::current()) {
        eprintln!("warning: {note}");
    }
    output::forget_held();
    let text = dispatch(command)?;
    Ok(Done {
        text,
        held: output::held_named(),
    })
}

/// Runs the subcommand itself.
fn dispatch(command: Command) -> Result<String, Failure> {
    match command {
        Command::Standings {
            file,
            rules,
            format,
            pod,
        } => {
            let whole = io::load_night(&file)?;
            if pod.is_none() && whole.pods.len() > 1 {
                for (i, pod) in whole.pods.iter().enumerate() {
                    warn_problems(pod, &file, Some(i + 1), true, rules.as_ref());
                }
                return night::standings_of_night(&whole, rules.as_ref(), format);
            }
            let event = io::night_file::pick_pod(whole, pod, &file.display().to_string())?;
            warn_problems(&event, &file, pod, false, rules.as_ref());
            night::standings(&event, rules.as_ref(), format)
        }
        Command::Explain {
            files,
            season,
            points,
            rules,
            players,
            pod,
        } => {
            if season {
                return season::explain(&files, points.as_deref(), rules.as_ref());
            }
            let [file] = files.as_slice() else {
                return Err(bad(t!(CliExplainOneFile)));
            };
            let event = night::load_pod(file, pod)?;
            warn_problems(&event, file, pod, false, rules.as_ref());
            let preset = rules.unwrap_or_else(|| event.rules.clone());
            explain::explain(&event, &preset, &players, &file.display().to_string())
        }
        Command::Pair {
            file,
            format,
            pod,
            rules,
        } => pair::run(&file, format, pod, rules.as_ref()),
        #[cfg(feature = "pdf")]
        Command::Pdf {
            file,
            output,
            blank,
            paper,
            kind,
            pod,
            address,
            round,
            template,
            rules,
        } => match (file, template) {
            (None, Some(t)) if pod.is_none() => pdf::run_template(t, &output, paper, kind),
            (Some(f), None) => {
                pdf::warn_loopback(address.as_deref());
                // The tables still playing of a night: the whole room.
                if pod.is_none()
                    && kind == Some(pdf::KindArg::StillPlaying)
                    && round.is_none()
                    && !blank
                    && let Some(text) =
                        night::still_playing_of_night(&f, &output, paper, rules.as_ref())?
                {
                    return Ok(text);
                }
                // A night of several pods without --pod or --kind: the
                // whole night in one PDF.
                if pod.is_none()
                    && kind.is_none()
                    && round.is_none()
                    && let Some(text) = night::pdf_of_night(
                        &f,
                        &output,
                        blank,
                        paper,
                        address.as_deref(),
                        rules.as_ref(),
                    )?
                {
                    return Ok(text);
                }
                pdf::run(
                    &f,
                    &output,
                    &pdf::Asked {
                        blank,
                        paper,
                        kind,
                        pod,
                        address: address.as_deref(),
                        round,
                        rules: rules.as_ref(),
                    },
                )
            }
            (None, Some(template)) => Err(bad(t!(CliPdfTemplatePod, template = template.id()))),
            (Some(f), Some(template)) => Err(bad(t!(
                CliPdfTemplateAndFile,
                file = f.display(),
                template = template.id()
            ))),
            (None, None) => Err(bad(t!(CliPdfNeedsFile))),
        },
        Command::Playoff {
            file,
            top,
            swiss_rounds,
            rules,
            division,
            format,
            pod,
        } => playoff::run(
            &file,
            &playoff::Options {
                top,
                swiss_rounds,
                rules,
                division,
                json: format == Format::Json,
                pod,
            },
        ),
        Command::Season {
            files,
            points,
            rules,
            format,
            #[cfg(feature = "pdf")]
            output,
            #[cfg(feature = "pdf")]
            paper,
        } => {
            #[cfg(feature = "pdf")]
            if let Some(out) = output {
                return season::print(&files, points.as_deref(), rules.as_ref(), &out, paper);
            }
            season::run(&files, points.as_deref(), rules.as_ref(), format)
        }
        Command::Repair { file, pod, round } => act::run(&file, pod, round, &act::Act::Repair),
        Command::Keep { file, pod, round } => act::run(&file, pod, round, &act::Act::Keep),
        Command::Give {
            file,
            pod,
            round,
            player,
        } => act::run(&file, pod, round, &act::Act::Give(player)),
        Command::Pods {
            players,
            size,
            seed,
            format,
            output,
            name,
            date,
        } => pods::run(
            &players,
            &pods::Asked {
                size,
                seed,
                name,
                date,
            },
            format,
            output.as_deref(),
        ),
        Command::Serve {
            file,
            port,
            bind,
            show_decks,
            stop_after,
            season: season_files,
            reports,
            rules,
        } => {
            let season = if season_files.is_empty() {
                None
            } else {
                Some(std::sync::Arc::new(season::for_pages(
                    &season_files,
                    rules.as_ref(),
                )?))
            };
            serve::run(
                &file,
                &serve::Options {
                    port,
                    bind,
                    show_decks,
                    stop_after: stop_after.map(std::time::Duration::from_secs),
                    season,
                    reports,
                    rules,
                },
            )
        }
    }
}
