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

fn read(rel: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The lines of the section that starts with the heading `heading`, up to
/// the next heading of the same or a higher level.
fn section<'a>(text: &'a str, heading: &str) -> Vec<&'a str> {
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
fn first_table<'a>(lines: &[&'a str]) -> Vec<&'a str> {
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

/// The cells of a table row, trimmed (`| a | b |` → `["a", "b"]`).
fn cells(row: &str) -> Vec<String> {
    row.trim()
        .trim_matches('|')
        .split(" | ")
        .map(|c| c.trim().to_string())
        .collect()
}

/// The row of `table` whose first cell is `id` in backticks.
fn row_of<'a>(table: &[&'a str], id: &str) -> Option<&'a str> {
    table
        .iter()
        .find(|l| l.starts_with(&format!("| `{id}` |")))
        .copied()
}

/// How docs/rules.md §8 words a fact in its "the owner's choice" column.
fn fact_word(f: podsheet::model::Fact) -> &'static str {
    use podsheet::model::Fact;
    match f {
        Fact::Points => "points",
        Fact::Bye => "bye",
        Fact::Tiebreakers => "tiebreakers",
        Fact::Floors => "floors",
        Fact::Shape => "rounds",
        Fact::Pairing => "pairing",
        Fact::Playoff => "playoff",
        Fact::LastStep => "final tiebreaker",
    }
}

/// How docs/rules.md §3 names a step in its "steps, in order" column.
fn step_word(s: Step) -> &'static str {
    match s {
        Step::MatchPoints => "MP",
        Step::Cumulative => "Cumulative",
        Step::HeadToHead => "head to head",
        Step::GameWins => "game wins",
        Step::GameTwoWins => "game-2 wins",
        s => s.short(),
    }
}

/// Cell `k` of preset `id`'s row of §3, following "as `mtr`" to the row it
/// names.
fn preset_cell(table: &[&str], id: &str, k: usize) -> String {
    let mut id = id.to_string();
    for _ in 0..4 {
        let Some(c) = row_of(table, &id).map(cells) else {
            return String::new();
        };
        let cell = c.get(k).cloned().unwrap_or_default();
        match cell.strip_prefix("as `").and_then(|r| r.split_once('`')) {
            Some((other, _)) => id = other.to_string(),
            None => return cell,
        }
    }
    String::new()
}

/// The whole numbers of a text, in order ("3 / 1 (a tie) / 0 / 3" → 3, 1,
/// 0, 3).
fn numbers(text: &str) -> Vec<u32> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .filter_map(|t| t.parse().ok())
        .collect()
}

/// What docs/rules.md's game and preset tables say against the tables in
/// the code, beyond the ids: §8's points, draws and double loss, the
/// owner's choice (the facts games.md marks "?") and sources of each
/// game; §3's steps in order, last step and floors of each preset.
fn facts_drift(rules: &str) -> Vec<String> {
    use podsheet::model::{Fallback, Floor};
    let mut problems = Vec::new();
    let eight = section(rules, "## 8. Other games");
    let games = first_table(&eight);
    for g in Game::ALL {
        let Some(row) = row_of(&games, g.id()) else {
            problems.push(format!("§8 has no row for {}", g.id()));
            continue;
        };
        let c = cells(row);
        let Some(preset) = Preset::from_id(g.facts().preset) else {
            continue;
        };
        let sc = preset.options().scoring;
        let mut want = vec![sc.win];
        if sc.draws {
            want.push(sc.draw);
        }
        want.extend([sc.loss, sc.bye]);
        let said = numbers(c.get(3).map_or("", String::as_str));
        if said.get(..want.len()) != Some(&want[..]) {
            problems.push(format!(
                "§8's {} points read {said:?}, the preset has {want:?}",
                g.id()
            ));
        }
        let draws = c.get(4).cloned().unwrap_or_default();
        if draws.contains("no draws") == sc.draws || draws.contains("double loss") != sc.double_loss
        {
            problems.push(format!("§8's {} draws and double loss: {draws:?}", g.id()));
        }
        let choice = c.get(6).cloned().unwrap_or_default();
        for f in [
            podsheet::model::Fact::Points,
            podsheet::model::Fact::Bye,
            podsheet::model::Fact::Tiebreakers,
            podsheet::model::Fact::Floors,
            podsheet::model::Fact::Shape,
            podsheet::model::Fact::Pairing,
            podsheet::model::Fact::Playoff,
            podsheet::model::Fact::LastStep,
        ] {
            if choice.contains(fact_word(f)) != g.not_built_in(f) {
                problems.push(format!(
                    "§8's {} owner's choice {choice:?} and the table disagree on {f:?}",
                    g.id()
                ));
            }
        }
    }
    // Each game's sources, as the table cites them.
    let sources = eight
        .iter()
        .skip_while(|l| !l.starts_with("| game | sources |"))
        .take_while(|l| l.starts_with('|'))
        .copied()
        .collect::<Vec<_>>();
    for g in Game::ALL {
        let cited: Vec<String> = g
            .facts()
            .sources
            .iter()
            .map(|s| {
                if s.secondary {
                    format!("{} (secondary)", s.cite)
                } else {
                    s.cite.to_string()
                }
            })
            .collect();
        let row = format!("| `{}` | {} |", g.id(), cited.join("; "));
        if !sources.contains(&row.as_str()) {
            problems.push(format!("§8's sources lack {row}"));
        }
    }
    // §3: each preset's steps in order, its last step, its floors.
    let three = section(rules, "## 3. Rule presets");
    let presets = first_table(&three);
    for p in Preset::NAMED {
        if row_of(&presets, p.id()).is_none() {
            continue;
        }
        let steps = preset_cell(&presets, p.id(), 2);
        let o = p.options();
        let mut at = 0;
        let last = match o.fallback {
            Fallback::Roll => "roll",
            Fallback::EntryOrder => "entry order",
        };
        for w in o.steps.iter().map(|&s| step_word(s)).chain([last]) {
            match steps[at..].find(w) {
                Some(i) => at += i + w.len(),
                None => problems.push(format!(
                    "§3's {} steps {steps:?} lack, in order, {w}",
                    p.id()
                )),
            }
        }
        let mut floors: Vec<Floor> = Vec::new();
        for &s in &o.steps {
            let f = match s {
                Step::Omw | Step::Oomw => Some(o.mw_floor),
                Step::Gw => Some(o.gw_floor),
                Step::Ogw => Some(o.ogw_floor),
                Step::Ow | Step::Oow => Some(o.ow_floor),
                _ => None,
            };
            floors.extend(f.filter(|f| !floors.contains(f)));
        }
        let said = preset_cell(&presets, p.id(), 4);
        let named = |f: Floor| match f {
            Floor::Point33 => said.contains("0.33") || said.contains("33%"),
            Floor::OneThird => said.contains("1/3"),
            Floor::None => said.contains("none") || said.contains("no floor"),
        };
        // Steps with floors of their own (Pokémon's WP) say them in words.
        let own = o.steps.iter().any(|s| matches!(s, Step::Owp | Step::Oowp));
        if !own {
            if floors.is_empty() && !said.contains("none") {
                problems.push(format!(
                    "§3's {} floors {said:?}: no step takes one",
                    p.id()
                ));
            }
            for f in floors.into_iter().filter(|&f| !named(f)) {
                problems.push(format!("§3's {} floors {said:?} lack {f:?}", p.id()));
            }
        }
    }
    problems
}

/// Issue 40: docs/rules.md states each game's facts as the tables hold
/// them, not only their ids.
#[test]
fn the_documented_facts_steps_byes_floors_and_sources_are_the_tables() {
    let rules = read("docs/rules.md");
    let problems = facts_drift(&rules);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The check can fail: a fact, a step, a floor or a source edited away.
    for (from, to) in [
        (
            "| pairing, playoff, final tiebreaker |",
            "| pairing, playoff |",
        ),
        (
            "CTB; PML (lower first); OML% (lower first)",
            "CTB; PML (lower first)",
        ),
        ("| 0.33 on MW% and GW% |", "| 1/3 on MW% and GW% |"),
        ("help.melee.gg, byes; ", ""),
        ("| 1 / 0 / 0 / 1 |", "| 3 / 0 / 0 / 1 |"),
    ] {
        assert!(rules.contains(from), "{from}");
        assert!(
            !facts_drift(&rules.replacen(from, to, 1)).is_empty(),
            "{from}"
        );
    }
}
