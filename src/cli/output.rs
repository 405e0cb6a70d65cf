//! What a subcommand gives back: its output [`Format`], or a [`Failure`]
//! with the message and exit code. Every subcommand uses these.

use crate::io;
use clap::ValueEnum;

/// The output formats, one family for every command: `standings` and
/// `season` take all three; `pair`, `pods` and `playoff` take table and
/// JSON (`table_or_json`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Aligned columns for people, in the run's language.
    Table,
    /// The JSON shape of docs/cli.md (never translated).
    Json,
    /// One column per field (never translated).
    Csv,
}

/// `--format table|json` for the commands without CSV.
pub fn table_or_json() -> impl clap::builder::TypedValueParser<Value = Format> {
    use clap::builder::TypedValueParser as _;
    clap::builder::PossibleValuesParser::new(["table", "json"]).map(|s| {
        if s == "json" {
            Format::Json
        } else {
            Format::Table
        }
    })
}

/// JSON for scripts, pretty and ending in a newline.
pub(super) fn json_text(value: &impl serde::Serialize) -> Result<String, Failure> {
    let mut s = serde_json::to_string_pretty(value).map_err(|e| bad(e.to_string()))?;
    s.push('\n');
    Ok(s)
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

/// Takes `file`'s lock for a command that writes it: one writer per file
/// (docs/cli.md). Another writer holding it (the app, `serve --reports`,
/// another command) is exit 2, naming it; the file is left as it is.
pub fn take_lock(
    file: &std::path::Path,
    writer: io::lock::Writer,
) -> Result<io::lock::Held, Failure> {
    io::lock::Held::try_take(file, writer).map_err(|h| locked(file, &h))
}

/// "friday.podsheet is being written by podsheet serve --reports (process
/// 4242) …", exit 2.
pub fn locked(file: &std::path::Path, h: &io::lock::Holder) -> Failure {
    Failure {
        code: 2,
        message: h.refusal(file),
    }
}

/// A file that could not be written (exit code 2), said in the language
/// of the run.
pub(super) fn cannot_write(path: &std::path::Path, e: &std::io::Error) -> Failure {
    io::InputError::file(
        &path.display().to_string(),
        io::said_why(crate::model::Msg::FileCannotWrite, e),
    )
    .into()
}

/// A failure of bad input (exit code 2): the one constructor every
/// command uses, with a message from the catalogs (`t!`).
pub(super) fn bad(message: String) -> Failure {
    Failure { code: 2, message }
}

/// A failure about `file`: "FILE: why".
pub(super) fn bad_in(file: &std::path::Path, error: impl std::fmt::Display) -> Failure {
    bad(crate::t!(
        CliInFile,
        file = file.display().to_string(),
        error = error.to_string()
    ))
}

thread_local! {
    /// How many held results (a result the game does not allow) this run
    /// has named: the command then exits with code 3 (docs/cli.md).
    static HELD: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many held results this run's warnings named ([`warn_problems`]).
pub fn held_named() -> usize {
    HELD.with(std::cell::Cell::get)
}

/// Forgets the held results named so far (a run starts).
pub(super) fn forget_held() {
    HELD.with(|h| h.set(0));
}

/// The event as asked: under `rules` where given (`--rules`: a results
/// CSV's own are `wotc`), every result then judged by that game. A pod
/// sheet under another game's rules is refused (exit 2), as a file saying
/// so is.
pub(super) fn with_rules(
    mut event: crate::model::Event,
    rules: Option<&crate::model::Preset>,
    file: &std::path::Path,
) -> Result<crate::model::Event, Failure> {
    if let Some(p) = rules {
        event.rules = p.clone();
        io::event_check::rules_fit(&event).map_err(|why| bad_in(file, why))?;
    }
    Ok(event)
}

/// Prints the event's errors and warnings (not missing results) on
/// stderr, each result judged by the game asked (`rules`, else the
/// event's own), then every stale round, dropped player still paired and
/// stale cut (docs/cli.md, "Warnings"), each with the commands that act on
/// it (`pod`: its place in a night of several; `name_pod`: each line says
/// it): the command still does its work, as the paper would be. A held
/// result (one the game does not allow) is named with its row's line in a
/// results CSV, and counted for the exit code ([`held_named`]).
pub(crate) fn warn_problems(
    event: &crate::model::Event,
    file: &std::path::Path,
    pod: Option<usize>,
    name_pod: bool,
    rules: Option<&crate::model::Preset>,
) {
    warn_results(event, file, rules);
    for line in super::life::warning_lines(file, pod, event, name_pod) {
        eprintln!("{line}");
    }
}

/// The first half of [`warn_problems`]: the event's errors and warnings,
/// each held result named (with its line in a results CSV) and counted.
pub(crate) fn warn_results(
    event: &crate::model::Event,
    file: &std::path::Path,
    rules: Option<&crate::model::Preset>,
) {
    use crate::engine::pairing::valid::impossible_results_under;
    use crate::engine::validate::{Severity, validate_under};
    let opts = rules.map_or_else(|| event.rules.options(), crate::model::Preset::options);
    let held = impossible_results_under(event, &opts);
    // The rows of a results CSV, read again only to name a held one's line
    // (the event keeps no lines: the app may edit and save it).
    let lines = match held.is_empty() {
        false if is_csv(file) => io::results_csv::load_with_lines(file)
            .ok()
            .map(|(_, lines)| lines),
        _ => None,
    };
    for p in validate_under(event, &opts)
        .into_iter()
        .filter(|p| p.severity > Severity::Missing)
    {
        let at = p.round.zip(p.match_index);
        let cannot = matches!(
            p.message.msg,
            crate::model::Msg::ValidateCannotHappen | crate::model::Msg::PlayoffNeedsWinner
        );
        let is_held =
            cannot && at.is_some_and(|(r, i)| held.iter().any(|h| (h.round, h.index) == (r, i)));
        if !is_held {
            eprintln!("warning: {}", p.message);
            continue;
        }
        HELD.with(|h| h.set(h.get() + 1));
        let line = at.and_then(|(r, i)| lines.as_ref()?.get(r as usize - 1)?.get(i).copied());
        let problem = p.message.to_string();
        match line {
            Some(line) => eprintln!(
                "warning: {}",
                crate::t!(
                    CliHeldRow,
                    file = file.display().to_string(),
                    line = line,
                    problem = problem
                )
            ),
            None => eprintln!("warning: {}", crate::t!(CliHeld, problem = problem)),
        }
    }
}

/// Whether `file` is read as a results CSV (`.csv`, as [`io::load_any`]).
fn is_csv(file: &std::path::Path) -> bool {
    file.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("csv"))
}

/// The player of `event` called `typed`, found as `season` matches names:
/// blind to case, accents and widths, or by the start of the name
/// ([`crate::text::fold::find`]). None found, or more than one, exits 2
/// naming `file` and the players (every one, or the ones alike).
pub(super) fn player_named(
    event: &crate::model::Event,
    typed: &str,
    file: &str,
) -> Result<crate::model::PlayerId, Failure> {
    use crate::text::fold::{Found, find};
    let names: Vec<&str> = event.players.iter().map(|p| p.name.as_str()).collect();
    match find(&names, typed) {
        Found::One(i) => Ok(crate::model::PlayerId(i)),
        Found::Many(all) => {
            let all: Vec<&str> = all.iter().map(|&i| names[i]).collect();
            Err(bad(crate::t!(
                CliPlayerAmbiguous,
                file = file,
                name = typed,
                names = all.join(", ")
            )))
        }
        Found::None => Err(bad(crate::t!(
            CliNoPlayer,
            file = file,
            name = typed,
            names = names.join(", ")
        ))),
    }
}
