//! docs/rules.md states each game's facts as the tables in the code hold
//! them (issue 40), beyond the ids games.rs checks: §8's points, draws and
//! double loss, the owner's choice (the facts games.md marks "?") and
//! sources of each game; §3's steps in order, last step and floors of each
//! preset.

use crate::games::{first_table, read, section};
use podsheet::model::{Game, Preset, Step};

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
