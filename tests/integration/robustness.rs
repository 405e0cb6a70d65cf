//! Hostile input never panics: random edit sequences undo back to the
//! start, the engine survives whatever the loaders accept, and hostile
//! results CSVs and typed scores get clear errors.

use crate::util::common;

use podsheet::app::document::doc::Doc;
use podsheet::app::document::edit::Edit as Command;
use podsheet::engine::Snapshot;
use podsheet::io::results_csv;
use podsheet::model::{BestOf, GameScore, PlayerId, Preset, score_text};
use proptest::prelude::*;

fn command() -> impl Strategy<Value = Command> {
    let score = prop_oneof![
        Just(None),
        (0u32..4, 0u32..4, 0u32..3).prop_map(|(a, b, d)| Some(GameScore::new(a, b, d))),
    ];
    let player = (0usize..10).prop_map(PlayerId);
    prop_oneof![
        (1u32..5, 0usize..6, score).prop_map(|(round, index, score)| Command::SetScore {
            round,
            index,
            score
        }),
        (player.clone(), "\\PC{0,12}").prop_map(|(p, s)| Command::SetName(p, s)),
        (player.clone(), "\\PC{0,8}").prop_map(|(p, s)| Command::SetDeck(p, s)),
        // Every named preset, every game's (the table's, however long).
        proptest::sample::select(Preset::NAMED.to_vec()).prop_map(Command::SetPreset),
        (player.clone(), proptest::option::of(0u32..4))
            .prop_map(|(p, r)| Command::SetDropped(p, r)),
        (player.clone(), any::<bool>()).prop_map(|(p, b)| Command::SetDisqualified(p, b)),
        ("\\PC{1,10}", 1u32..5).prop_map(|(name, round)| Command::AddLateEntry { name, round }),
        (1u32..4, player.clone(), player).prop_map(|(round, a, b)| Command::SwapPlayers {
            round,
            a,
            b
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn undoing_every_edit_gives_the_start_back(cmds in proptest::collection::vec(command(), 1..25)) {
        let start = common::load("tests/fixtures/pod10.podsheet");
        let mut doc = Doc::new(start.clone(), None, true);
        let mut steps = 0;
        for c in cmds {
            if doc.apply(c) {
                steps += 1;
            }
            // Whatever the edits did, the derived snapshot is computable.
            let _ = Snapshot::of(&doc.event);
        }
        let end = doc.event.clone();
        for _ in 0..steps {
            prop_assert!(doc.apply(Command::Undo));
        }
        prop_assert_eq!(&doc.event, &start);
        for _ in 0..steps {
            prop_assert!(doc.apply(Command::Redo));
        }
        prop_assert_eq!(&doc.event, &end);
    }

    #[test]
    fn typed_scores_never_panic(text in "\\PC{0,40}") {
        for b in [BestOf::One, BestOf::Three, BestOf::Any] {
            if let Ok(Some(s)) = score_text::parse(&text, b) {
                prop_assert!(!s.is_empty());
            }
        }
    }

    #[test]
    fn csv_loader_never_panics_and_what_it_accepts_ranks(rows in proptest::collection::vec(
        (0u32..5, "[A-Ea-e]{1,2}|BYE|", "[A-E]{1,2}|bye|", "-?[0-9]{0,2}|x", "[0-9]{0,2}", "[0-3]", "|dropped|disqualified|x"), 0..12)
    ) {
        let mut text = String::from("round,player,opponent,player_games,opponent_games,drawn_games,status\n");
        for (r, p, o, a, b, d, s) in rows {
            text.push_str(&format!("{r},{p},{o},{a},{b},{d},{s}\n"));
        }
        if let Ok(e) = results_csv::from_str(&text, "p.csv", "p") {
            let snap = Snapshot::of(&e);
            prop_assert!(snap.standings.order.len() <= e.players.len());
        }
    }
}

#[test]
fn hostile_results_csvs_get_clear_errors() {
    let h = "round,player,opponent,player_games,opponent_games,drawn_games\n";
    let long = "N".repeat(100_000);
    let mut many = String::from(h);
    for i in 0..5_001 {
        many.push_str(&format!("1,P{i}a,P{i}b,2,0,0\n"));
    }
    let cases = [
        (
            format!("{h}1,{long},B,2,0,0\n"),
            "line 2: player name is longer than 200",
        ),
        (
            format!("{h}1,A\u{1b}[31m,B,2,0,0\n"),
            "line 2: player name contains a control character",
        ),
        (
            format!("{h}1,A,B,99999999999,0,0\n"),
            "line 2: player_games is 99999999999",
        ),
        (
            format!("{h}1,A,B,20,20,0\n"),
            "line 2: 20-20 is more games than any match has",
        ),
        (
            format!("{h}70,A,B,2,0,0\n"),
            "line 2: round must be from 1 to 64",
        ),
        (many, "more than 10000 players"),
        (
            format!("{h}1,A,B,2,0,0\n3,A,B,2,0,0\n"),
            "no matches for round 2",
        ),
    ];
    for (text, want) in cases {
        let err = results_csv::from_str(&text, "x.csv", "x")
            .unwrap_err()
            .to_string();
        assert!(err.contains(want), "want {want:?} in {err}");
    }
    // Excel's byte-order mark is not part of the first column's name.
    assert!(results_csv::from_str(&format!("\u{feff}{h}1,A,B,2,1,0\n"), "bom.csv", "bom").is_ok());
    // Right-to-left names are names.
    let e = results_csv::from_str(&format!("{h}1,שרה,محمد,2,1,0\n"), "rtl.csv", "rtl").unwrap();
    assert_eq!(Snapshot::of(&e).standings.order.len(), 2);
}
