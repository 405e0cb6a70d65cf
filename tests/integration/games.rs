//! Every list of games, presets and steps is the table's (issue 36, part
//! 1): the README's and docs/rules.md's preset tables, docs/cli.md's preset
//! and tiebreaker lists, docs/rules.md's game table and clap's `--rules`
//! values are checked against `Preset::NAMED`, `Game::ALL` and
//! `Step::ALL`, so a list that drifts fails here. (The app's drop-down
//! iterates `Preset::NAMED` itself.)

use clap::CommandFactory;
use podsheet::cli::Args;
use podsheet::model::{Game, Preset, Step};
use std::path::Path;

pub(crate) fn read(rel: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The lines of the section that starts with the heading `heading`, up to
/// the next heading of the same or a higher level.
pub(crate) fn section<'a>(text: &'a str, heading: &str) -> Vec<&'a str> {
    let level = heading.chars().take_while(|&c| c == '#').count();
    let mut lines = text.lines().skip_while(|l| l.trim_end() != heading);
    let Some(_) = lines.next() else {
        panic!("no section {heading:?}");
    };
    lines
        .take_while(|l| {
            let hashes = l.chars().take_while(|&c| c == '#').count();
            !(hashes > 0 && hashes <= level && l[hashes..].starts_with(' '))
        })
        .collect()
}

/// The first table of a section: its lines from the first row to the
/// first line that is not a row.
pub(crate) fn first_table<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    lines
        .iter()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .copied()
        .collect()
}

/// A game's attendance table as docs/rules.md §8 writes it: "1-8: 3;
/// 9-16: 4, top 4; …; 410+: 10".
fn shape_line(g: Game) -> String {
    let mut lo = 1;
    let mut parts = Vec::new();
    for r in g.facts().shape {
        let span = if r.up_to == usize::MAX {
            format!("{lo}+")
        } else {
            format!("{lo}-{}", r.up_to)
        };
        let top = r.top.map_or(String::new(), |t| format!(", top {t}"));
        parts.push(format!("{span}: {}{top}", r.rounds));
        lo = r.up_to.saturating_add(1);
    }
    parts.join("; ")
}

/// The ids in backticks at the start of a table's rows (`| \`mtr\` | …`).
fn table_ids(lines: &[&str]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split_once('`'))
        .map(|(id, _)| id.to_string())
        .collect()
}

/// The sentence of `text` after `after`, up to its end (a backticked id
/// then ". ").
fn sentence_after<'a>(text: &'a str, after: &str) -> &'a str {
    let rest = text.split_once(after).map_or("", |x| x.1);
    &rest[..rest.find("`. ").map_or(rest.len(), |i| i + 1)]
}

/// Every id in backticks in a paragraph.
fn backticked(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect()
}

/// The paragraph of `text` that starts with `start`.
fn paragraph<'a>(text: &'a str, start: &str) -> &'a str {
    let at = text
        .find(start)
        .unwrap_or_else(|| panic!("no paragraph {start:?}"));
    let rest = &text[at..];
    &rest[..rest.find("\n\n").unwrap_or(rest.len())]
}

fn preset_ids() -> Vec<String> {
    Preset::NAMED.iter().map(|p| p.id().to_string()).collect()
}

/// What a list says against the table: `None` when they agree.
fn drift(what: &str, listed: &[String], table: &[String]) -> Option<String> {
    (listed != table).then(|| format!("{what} lists {listed:?}, the table has {table:?}"))
}

#[test]
fn every_preset_list_is_the_table() {
    let mut problems = Vec::new();
    let presets = preset_ids();
    let readme = read("README.md");
    problems.extend(drift(
        "README.md's Rule presets",
        &table_ids(&section(&readme, "## Rule presets")),
        &presets,
    ));
    let rules = read("docs/rules.md");
    problems.extend(drift(
        "docs/rules.md §3",
        &table_ids(&section(&rules, "## 3. Rule presets")),
        &presets,
    ));
    let cli = read("docs/cli.md");
    problems.extend(drift(
        "docs/cli.md's Rule presets",
        &backticked(sentence_after(paragraph(&cli, "**Rule presets.**"), "§3:")),
        &presets,
    ));
    // clap's `--rules` values, on every subcommand that takes it.
    let cmd = Args::command();
    for sub in cmd.get_subcommands() {
        let Some(arg) = sub.get_arguments().find(|a| a.get_id() == "rules") else {
            continue;
        };
        let values: Vec<String> = arg
            .get_possible_values()
            .iter()
            .map(|v| v.get_name().to_string())
            .collect();
        problems.extend(drift(
            &format!("{} --rules", sub.get_name()),
            &values,
            &presets,
        ));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_game_and_step_list_is_the_table() {
    let mut problems = Vec::new();
    let rules = read("docs/rules.md");
    let games: Vec<String> = Game::ALL.iter().map(|g| g.id().to_string()).collect();
    let eight = section(&rules, "## 8. Other games");
    let table = first_table(&eight);
    problems.extend(drift(
        "docs/rules.md §8's game table",
        &table_ids(&table),
        &games,
    ));
    // The rounds and cut by attendance, row by row.
    let shapes = section(&rules, "### Rounds, top cut and pairing by game");
    for g in Game::ALL {
        let row = format!("| `{}` | {} |", g.id(), shape_line(g));
        if !shapes.contains(&row.as_str()) {
            problems.push(format!("§8's attendance table lacks {row}"));
        }
    }
    // Each row names the game's own preset.
    for g in Game::ALL {
        let row = table
            .iter()
            .find(|l| l.starts_with(&format!("| `{}` |", g.id())));
        let preset = format!("`{}`", g.facts().preset);
        if !row.is_some_and(|r| r.contains(&preset)) {
            problems.push(format!("§8's row for {} does not name {preset}", g.id()));
        }
    }
    let cli = read("docs/cli.md");
    let steps: Vec<String> = Step::ALL
        .iter()
        .filter(|&&s| s != Step::MatchPoints)
        .map(|s| s.id().to_string())
        .collect();
    let ids = cli
        .lines()
        .find(|l| l.starts_with("| `tiebreakers` |"))
        .unwrap_or_default();
    let listed = backticked(sentence_after(ids, "The ids are"));
    problems.extend(drift("docs/cli.md's tiebreaker ids", &listed, &steps));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The checks above see a drift: a list missing one preset, or in another
/// order, fails.
#[test]
fn the_drift_check_can_fail() {
    let presets = preset_ids();
    let mut missing = presets.clone();
    missing.pop();
    assert!(drift("x", &missing, &presets).is_some());
    let mut swapped = presets.clone();
    swapped.swap(0, 1);
    assert!(drift("x", &swapped, &presets).is_some());
    let text = "## A\n| `mtr` | x |\n| `wotc` | y |\n\n| `x` |\n## B\n| `melee` | z |\n";
    assert_eq!(
        table_ids(&first_table(&section(text, "## A"))),
        ["mtr", "wotc"]
    );
    assert_eq!(shape_line(Game::OnePiece), "1-8: 3; 9+: 4");
}

/// What `--help` of a subcommand says of `--rules` against the tables:
/// a line per game naming its presets (Magic's first), and every preset
/// among the possible values with its line in words.
fn rules_help_drift(sub: &str, help: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let lang = podsheet::text::i18n::Lang::En;
    let mut at = 0;
    let mut grouped = Vec::new();
    for g in Game::ALL {
        let ids: Vec<&str> = g.presets().map(|p| p.id()).collect();
        let line = format!(
            "{}: {}",
            podsheet::text::explain::game_name(lang, g),
            ids.join(", ")
        );
        match help[at..].find(&line) {
            Some(i) => at += i + line.len(),
            None => problems.push(format!("{sub} --help lacks, in order, {line:?}")),
        }
        grouped.extend(ids.iter().map(|s| s.to_string()));
    }
    problems.extend(drift(
        &format!("{sub} --help's groups"),
        &grouped,
        &preset_ids(),
    ));
    for p in Preset::NAMED {
        let words = podsheet::text::explain::preset_description(lang, &p);
        let listed = help
            .lines()
            .any(|l| l.trim_start().starts_with(&format!("- {}:", p.id())) && l.contains(&words));
        if !listed {
            problems.push(format!("{sub} --help lacks {}: {words}", p.id()));
        }
    }
    problems
}

#[test]
fn rules_help_lists_every_preset_by_game() {
    let mut problems = Vec::new();
    let mut seen = 0;
    for sub in ["standings", "explain", "playoff"] {
        let out = crate::util::cli::podsheet(&[sub, "--help"]);
        assert!(out.status.success(), "{sub} --help");
        let help = String::from_utf8_lossy(&out.stdout);
        problems.extend(rules_help_drift(sub, &help));
        seen += 1;
    }
    assert_eq!(seen, 3);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The check sees a game's line missing, or a preset without its words.
    let out = crate::util::cli::podsheet(&["standings", "--help"]);
    let help = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(!rules_help_drift("x", &help.replace("Pokémon TCG: pokemon", "")).is_empty());
    assert!(!rules_help_drift("x", &help.replace("- swu:", "- sw:")).is_empty());
}
