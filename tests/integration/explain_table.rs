//! The sentence and the table agree: each standings cell shows the very
//! number its explanation sentence ends with, under every named preset
//! ("Derek's opponents have 6, 6 and 9 = 21 / 3 = 7.00" and OMP 7.00).

use crate::util::common;

use podsheet::engine::ranking::rank;
use podsheet::model::{Preset, Step};
use podsheet::text::explain::{Explainer, column_name, shown_value};
use podsheet::text::i18n::Lang;

#[test]
fn each_cell_is_the_number_its_sentence_ends_with() {
    let mut checked = 0;
    for preset in Preset::NAMED {
        let mut e = common::load("assets/demo-8.podsheet");
        e.rules = preset.clone();
        let st = rank(&e, &preset.options());
        let ex = Explainer::new(&e, &st);
        let sentences: Vec<String> = ex.all().into_iter().flatten().collect();
        for (i, pl) in e.players.iter().enumerate() {
            let p = podsheet::model::PlayerId(i);
            let name = ex.name(p).to_string();
            for step in [Step::Omw, Step::Gw] {
                if !st.active_steps.contains(&step) {
                    continue;
                }
                // The sentence on this player's value for this step.
                let starts = match step {
                    Step::Omw => format!("{name}'s opponents"),
                    _ => format!("{name} "),
                };
                let Some(s) = sentences.iter().flat_map(|s| s.split("; ")).find(|s| {
                    s.trim_start().starts_with(&starts)
                        && (step == Step::Omw) == s.contains("opponents")
                        && s.contains(" = ")
                }) else {
                    continue;
                };
                let tail = s.rsplit(" = ").next().unwrap();
                let number: String = tail
                    .chars()
                    .take_while(|c| c.is_ascii_digit() || *c == '.')
                    .collect();
                let number = number.trim_end_matches('.').to_string();
                let shown = shown_value(Lang::En, &st, step, p);
                assert_eq!(
                    number,
                    shown,
                    "{} {}: sentence {s:?}, table {shown} ({})",
                    preset.id(),
                    pl.name,
                    column_name(Lang::En, &st, step)
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 8, "only {checked} sentences checked");
}

#[test]
fn the_house_preset_names_its_columns_as_the_sheet_does() {
    let e = common::load("assets/demo-8.podsheet");
    let st = rank(&e, &Preset::PodSwiss.options());
    assert_eq!(column_name(Lang::En, &st, Step::Omw), "OMP");
    assert_eq!(column_name(Lang::En, &st, Step::Gw), "GP/G");
    let st = rank(&e, &Preset::Mtr.options());
    assert_eq!(column_name(Lang::En, &st, Step::Omw), "OMW%");
}

/// A scheduled bye left out of a player's opponents is said, and the floor
/// is worded one way ("0-3 counts as 3 points") wherever it applies.
#[test]
fn a_bye_left_out_is_said_and_the_floor_is_worded_one_way() {
    // Seven players: the round-robin sheet gives a bye every round.
    let mut e = common::load("tests/fixtures/pod7.podsheet");
    e.rules = Preset::PodSwiss;
    let st = rank(&e, &Preset::PodSwiss.options());
    let ex = Explainer::new(&e, &st);
    let text: String = ex
        .all()
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join("\n");
    // Every tied player with a bye: the sentence on their opponents says it.
    let mut said = 0;
    for g in st.groups() {
        for &p in &g.players {
            for (r, round) in e.rounds.iter().enumerate() {
                if round.matches.iter().any(|m| m.a == p && m.b.is_none()) {
                    let want = format!(
                        "{}'s bye in round {} has no opponent to count",
                        ex.name(p),
                        r + 1
                    );
                    assert!(text.contains(&want), "missing {want:?} in:\n{text}");
                    said += 1;
                }
            }
        }
    }
    assert!(said >= 2, "only {said} byes among the tied players");
    assert!(
        !text.contains("counts as 1-2"),
        "one wording for the floor:\n{text}"
    );
}
