//! The command line as clap reads it: the subcommands, their flags and
//! how each value is parsed (a bad one named with what is allowed).

use super::output::{Format, table_or_json};
#[cfg(feature = "pdf")]
use super::pdf;
use crate::model::{Game, Preset};
use crate::t;
use crate::text::i18n::Lang;
use clap::{Parser, Subcommand};
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
    /// The language for people: en, ja, ko, zh-Hans, zh-Hant, de, fr, es,
    /// it, pt-BR (default: the desktop's). JSON and CSV never change.
    #[arg(long, global = true, value_name = "L", value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

fn parse_lang(s: &str) -> Result<Lang, String> {
    Lang::parse(s).ok_or_else(|| t!(CliUnknownLanguage, tag = s, tags = Lang::offered_list()))
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Final standings with every tiebreaker.
    Standings {
        /// An event file (.podsheet) or a results CSV (.csv).
        file: PathBuf,
        /// A rule preset id; default: the event's own (wotc for a CSV).
        #[arg(long, value_parser = PresetParser,
              long_help = rules_help("A rule preset id; default: the event's own (wotc for a CSV)."))]
        rules: Option<Preset>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Table)]
        format: Format,
        /// Which pod of a night file (1-based).
        #[arg(long, value_name = "N")]
        pod: Option<usize>,
    },
    /// Why tied players are in the order they are, step by step.
    Explain {
        /// An event file (.podsheet) or a results CSV (.csv); with
        /// --season, the season's files (as `season` takes them).
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        /// Explain the ties of the season over FILE... instead.
        #[arg(long)]
        season: bool,
        /// With --season: points per event (as `season --points`).
        #[arg(long, value_name = "SPEC", requires = "season")]
        points: Option<String>,
        /// A rule preset id; default: the event's own (wotc for a CSV).
        #[arg(long, value_parser = PresetParser,
              long_help = rules_help("A rule preset id; default: the event's own (wotc for a CSV)."))]
        rules: Option<Preset>,
        /// One player (their tie group) or two (what orders them).
        #[arg(long = "player", value_name = "NAME")]
        players: Vec<String>,
        /// Which pod of a night file (1-based).
        #[arg(long, value_name = "N")]
        pod: Option<usize>,
    },
    /// The next round's pairings, with the reasons for them.
    Pair {
        /// An event file (.podsheet) or a results CSV (.csv).
        file: PathBuf,
        /// A rule preset id: the game the results are judged and paired
        /// by; default: the event's own (wotc for a CSV).
        #[arg(long, value_parser = PresetParser,
              long_help = rules_help("A rule preset id: the game the results are judged and paired by; default: the event's own (wotc for a CSV)."))]
        rules: Option<Preset>,
        /// Output format.
        #[arg(long, value_parser = table_or_json(), default_value = "table")]
        format: Format,
        /// Which pod of a night file (1-based).
        #[arg(long, value_name = "N")]
        pod: Option<usize>,
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
        /// Which pod of a night file (1-based).
        #[arg(long, value_name = "N")]
        pod: Option<usize>,
        /// The players' pages address (`podsheet serve`) to print with its
        /// QR code on pairings and slips.
        #[arg(long, value_name = "URL")]
        address: Option<String>,
        /// Round N's pairings and slips (any earlier round, printed again);
        /// with --kind pairings or slips, that one only.
        #[arg(long, value_name = "N")]
        round: Option<u32>,
        /// A rule preset id: the game the results are judged and ranked
        /// by; default: the event's own (wotc for a CSV).
        #[arg(long, value_parser = PresetParser, conflicts_with = "template",
              long_help = rules_help("A rule preset id: the game the results are judged and ranked by; default: the event's own (wotc for a CSV)."))]
        rules: Option<Preset>,
    },
    /// Split a sign-up list into seated pods (a draft night).
    Pods {
        /// The sign-up list: one name per line (UTF-8, blank lines ignored).
        players: PathBuf,
        /// The preferred pod size (6-10).
        #[arg(long, value_name = "N", default_value_t = crate::engine::pods::DEFAULT_SIZE,
              value_parser = parse_size)]
        size: usize,
        /// The seed of the seating roll; default: a new random one.
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
        /// Output format.
        #[arg(long, value_parser = table_or_json(), default_value = "table")]
        format: Format,
        /// Also write the night file.
        #[arg(short = 'o', long = "output", value_name = "NIGHT.podsheet")]
        output: Option<PathBuf>,
        /// The night's name (default: "Draft night", in the language asked).
        #[arg(long, value_name = "NAME")]
        name: Option<String>,
        /// The night's day (default: today): a season names its columns by
        /// name and date.
        #[arg(long, value_name = "YYYY-MM-DD", value_parser = parse_date)]
        date: Option<String>,
    },
    /// Serve read-only pages (pairings, standings, each player's "why") to
    /// phones; re-reads FILE when it changes.
    Serve {
        /// An event file (.podsheet) or a results CSV (.csv).
        file: PathBuf,
        /// Port to listen on (0: any free port).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// Address to listen on: 127.0.0.1 is this computer only; 0.0.0.0
        /// or one of this machine's addresses serves the store's network.
        #[arg(long, default_value = "127.0.0.1")]
        bind: std::net::IpAddr,
        /// Show decks and first picks on the pages.
        #[arg(long)]
        show_decks: bool,
        /// Stop after this many seconds (for scripts and tests).
        #[arg(long, value_name = "SECONDS", hide = true)]
        stop_after: Option<u64>,
        /// Also show this season at /season (files, a folder or a
        /// .podseason file, as `season` takes them).
        #[arg(long = "season", value_name = "PATH")]
        season: Vec<PathBuf>,
        /// Let the players report results from their phones (each match's
        /// report code is on its slip); confirmed results are written into
        /// FILE at once.
        #[arg(long)]
        reports: bool,
        /// A rule preset id: the game the pages judge and rank the results
        /// by; default: the event's own (wotc for a CSV). Not with
        /// --reports, which writes FILE under its own.
        #[arg(long, value_parser = PresetParser, conflicts_with = "reports",
              long_help = rules_help("A rule preset id: the game the pages judge and rank the results by; default: the event's own (wotc for a CSV). Not with --reports, which writes FILE under its own."))]
        rules: Option<Preset>,
    },
    /// The single-elimination playoff after the Swiss rounds (top 8, 4 or
    /// 2): seeds, results, the matches to play next, the final placing.
    Playoff {
        /// An event file (.podsheet) or a results CSV (.csv); rounds after
        /// the Swiss rounds are the playoff's.
        file: PathBuf,
        /// How many make the cut: 8, 4 or 2 (default: an event file's own
        /// stored cut; required without one).
        #[arg(long, value_name = "N", value_parser = parse_top)]
        top: Option<usize>,
        /// How many rounds were Swiss (default: the stored cut's, else
        /// every round in the file).
        #[arg(long, value_name = "R")]
        swiss_rounds: Option<u32>,
        /// A rule preset id for the Swiss standings; default: the event's own.
        #[arg(long, value_parser = PresetParser,
              long_help = rules_help("A rule preset id for the Swiss standings; default: the event's own."))]
        rules: Option<Preset>,
        /// One age division's playoff (Pokémon: juniors, seniors or
        /// masters), seeded from that division's own standings; needed
        /// where players play in divisions and the file has no cut of its
        /// own (default: every division's bracket of the file's cut).
        #[arg(long, value_name = "D", value_parser = parse_division)]
        division: Option<crate::model::Division>,
        /// Output format.
        #[arg(long, value_parser = table_or_json(), default_value = "table")]
        format: Format,
        /// Which pod of a night file (1-based).
        #[arg(long, value_name = "N")]
        pod: Option<usize>,
    },
    /// Pair a round again that was paired from results or drops that
    /// changed since: its tables without a result (what the app's Ctrl+R
    /// does); writes FILE.
    Repair {
        /// An event or night file (.podsheet).
        file: PathBuf,
        /// Which pod of a night file (1-based).
        #[arg(long, value_name = "N")]
        pod: Option<usize>,
        /// The round to pair again.
        #[arg(long, value_name = "R")]
        round: u32,
    },
    /// Keep a round as paired though what it was paired from changed;
    /// writes FILE.
    Keep {
        /// An event or night file (.podsheet).
        file: PathBuf,
        /// Which pod of a night file (1-based).
        #[arg(long, value_name = "N")]
        pod: Option<usize>,
        /// The round to keep.
        #[arg(long, value_name = "R")]
        round: u32,
    },
    /// Give the match of a player who dropped after the round was paired to
    /// their opponent; writes FILE.
    Give {
        /// An event or night file (.podsheet).
        file: PathBuf,
        /// Which pod of a night file (1-based).
        #[arg(long, value_name = "N")]
        pod: Option<usize>,
        /// The round of the match.
        #[arg(long, value_name = "R")]
        round: u32,
        /// The player who dropped (case and accents need not match).
        #[arg(long, value_name = "NAME")]
        player: String,
    },
    /// A store's season (league) over event and night files: points per
    /// event, the total, events taken part in.
    Season {
        /// Event or night files in season order; a folder (its event files
        /// in name order) or a .podseason file naming them.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Points per event: win=3,draw=1,loss=0,attend=1 (any subset).
        #[arg(long, value_name = "SPEC")]
        points: Option<String>,
        /// A rule preset id for every results CSV among FILE (its game's
        /// table holds it); an event file keeps its own. Default: wotc.
        #[arg(long, value_parser = PresetParser,
              long_help = rules_help("A rule preset id for every results CSV among FILE (its game's table holds it); an event file keeps its own. Default: wotc."))]
        rules: Option<Preset>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Table)]
        format: Format,
        /// Also print the season table to this PDF.
        #[cfg(feature = "pdf")]
        #[arg(short = 'o', long = "output", value_name = "OUT.pdf")]
        output: Option<PathBuf>,
        /// Paper size of the PDF.
        #[cfg(feature = "pdf")]
        #[arg(long, value_enum, default_value_t = pdf::PaperArg::Letter, requires = "output")]
        paper: pdf::PaperArg,
    },
}

fn parse_top(s: &str) -> Result<usize, String> {
    match s {
        "8" | "4" | "2" => s.parse().map_err(|_| String::new()),
        _ => Err(t!(CliBadTop, value = s)),
    }
}

fn parse_division(s: &str) -> Result<crate::model::Division, String> {
    crate::model::Division::from_id(s).ok_or_else(|| t!(CsvUnknownDivision, division = s))
}

fn parse_date(s: &str) -> Result<String, String> {
    crate::io::event_check::date(s)
        .map(|()| s.to_string())
        .map_err(|why| why.to_string())
}

fn parse_size(s: &str) -> Result<usize, String> {
    use crate::engine::pods::{MAX_POD, MIN_POD};
    match s.parse::<usize>() {
        Ok(n) if (MIN_POD..=MAX_POD).contains(&n) => Ok(n),
        _ => Err(t!(
            CliBadPodSize,
            least = MIN_POD,
            most = MAX_POD,
            value = s
        )),
    }
}

fn parse_preset(s: &str) -> Result<Preset, String> {
    Preset::from_id(s).ok_or_else(|| {
        let ids: Vec<&str> = Preset::NAMED.iter().map(|p| p.id()).collect();
        t!(CliUnknownPreset, id = s, ids = ids.join(", "))
    })
}

/// `--rules`'s long help: `lead`, then every preset id grouped by game
/// (Magic first, the games' table order), from [`Game::ALL`] and
/// [`Game::presets`], so no preset or game can be missing.
fn rules_help(lead: &str) -> String {
    let lang = crate::text::i18n::current();
    let groups: Vec<String> = Game::ALL
        .into_iter()
        .map(|g| {
            let ids: Vec<&str> = g.presets().map(|p| p.id()).collect();
            format!(
                "  {}: {}",
                crate::text::explain::game_name(lang, g),
                ids.join(", ")
            )
        })
        .collect();
    format!("{lead}\n\n{}", groups.join("\n"))
}

/// `--rules ID`: read by [`parse_preset`], and listing the presets of the
/// table ([`Preset::NAMED`]) as clap's possible values, so `--help` names
/// every one.
#[derive(Debug, Clone, Copy)]
struct PresetParser;

impl clap::builder::TypedValueParser for PresetParser {
    type Value = Preset;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Preset, clap::Error> {
        let read: fn(&str) -> Result<Preset, String> = parse_preset;
        read.parse_ref(cmd, arg, value)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(Preset::NAMED.into_iter().map(|p| {
            // In words, for --help's list of possible values.
            let words = crate::text::explain::preset_description(crate::text::i18n::current(), &p);
            clap::builder::PossibleValue::new(p.id()).help(words)
        })))
    }
}
