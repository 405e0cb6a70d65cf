//! The season's sums and playoff rule (docs/rules.md §6), on events built
//! as their files spell them, so that the tests read like the files.

use super::*;
use serde_json::json;

/// An event of `names` with `rounds` (each a list of `[a, b, a's games,
/// b's games, drawn]`, `b` = -1 for a bye), cut to a top 2 after
/// `cut_after` rounds when given.
fn event(names: &[&str], rounds: &[&[[i64; 5]]], cut_after: Option<u32>) -> Event {
    let players: Vec<_> = names
        .iter()
        .enumerate()
        .map(|(i, n)| json!({"name": n, "number": i + 1}))
        .collect();
    let rounds: Vec<_> = rounds
        .iter()
        .map(|ms| {
            let matches: Vec<_> = ms
                .iter()
                .map(|m| {
                    if m[1] < 0 {
                        json!({"a": m[0]})
                    } else {
                        json!({"a": m[0], "b": m[1], "score": [m[2], m[3], m[4]]})
                    }
                })
                .collect();
            json!({ "matches": matches })
        })
        .collect();
    let mut v = json!({
        "name": "Friday draft",
        "structure": {"kind": "swiss"},
        "rules": {"preset": "mtr"},
        "players": players,
        "rounds": rounds,
    });
    if let Some(after) = cut_after {
        v["cut"] = json!({"top": 2, "after_round": after});
    }
    serde_json::from_value(v).expect("a valid event")
}

fn night(name: &str, date: Option<&str>, pods: Option<Vec<Event>>) -> SeasonNight {
    SeasonNight {
        name: NightName {
            name: name.into(),
            date: date.map(String::from),
        },
        pods,
    }
}

fn run(nights: &[SeasonNight], points: SeasonPoints) -> Season {
    season(nights, points, &|s: &str| s.to_lowercase())
}

fn row<'a>(s: &'a Season, name: &str) -> &'a SeasonRow {
    s.rows
        .iter()
        .find(|r| r.name == name)
        .expect("in the season")
}

/// Four players, one Swiss round, a final between its two winners.
fn with_final(final_score: [i64; 3]) -> Event {
    let [a, b, d] = final_score;
    event(
        &["Ann", "Bob", "Cy", "Di"],
        &[&[[0, 1, 2, 0, 0], [2, 3, 2, 1, 0]], &[[0, 2, a, b, d]]],
        Some(1),
    )
}

#[test]
fn a_playoff_match_counts_like_any_match_won_or_lost() {
    // Cy beats Ann in the final: Cy 2-0, Ann 1-1.
    let s = run(
        &[night("Friday", None, Some(vec![with_final([1, 2, 0])]))],
        SeasonPoints::default(),
    );
    let (ann, cy) = (row(&s, "Ann"), row(&s, "Cy"));
    assert_eq!((cy.won, cy.lost, cy.points), (2, 0, 7));
    assert_eq!((ann.won, ann.lost, ann.points), (1, 1, 4));
    assert_eq!(s.rows[0].name, "Cy", "the champion leads");
}

#[test]
fn a_drawn_playoff_score_and_a_playoff_bye_earn_nothing() {
    // The final typed 1-1: no result yet, for either finalist.
    let drawn = with_final([1, 1, 0]);
    let s = run(
        &[night("Friday", None, Some(vec![drawn.clone()]))],
        SeasonPoints::default(),
    );
    for name in ["Ann", "Cy"] {
        let r = row(&s, name);
        assert_eq!((r.won, r.lost, r.drawn, r.points), (1, 0, 0, 4), "{name}");
    }
    // A bye in a playoff round is no match played.
    let mut bye = drawn;
    bye.rounds[1].matches[0].b = None;
    bye.rounds[1].matches[0].score = None;
    let s = run(
        &[night("Friday", None, Some(vec![bye]))],
        SeasonPoints::default(),
    );
    assert_eq!(row(&s, "Ann").won, 1);
    // The same bye in a Swiss round is a win (the event has no cut), once
    // its round is played: Bob dropped after round 1.
    let mut swiss = event(
        &["Ann", "Bob"],
        &[&[[0, 1, 2, 0, 0]], &[[0, -1, 0, 0, 0]]],
        None,
    );
    swiss.players[1].dropped_after = Some(1);
    let s = run(
        &[night("Friday", None, Some(vec![swiss]))],
        SeasonPoints::default(),
    );
    assert_eq!(row(&s, "Ann").won, 2);
}

#[test]
fn huge_points_never_wrap_a_three_nil_player_below() {
    // Night 1: Ann beats Bob, Cy beats Di; night 2: Ann beats Cy, Bob
    // beats Di; night 3: Ann beats Di, Cy beats Bob. Ann 3-0; Bob and
    // Cy 1-2 (Cy 2-1), Di 0-3.
    let nights = [
        [("Ann", "Bob"), ("Cy", "Di")],
        [("Ann", "Cy"), ("Bob", "Di")],
        [("Ann", "Di"), ("Cy", "Bob")],
    ]
    .map(|pairs| {
        let names = [pairs[0].0, pairs[0].1, pairs[1].0, pairs[1].1];
        night(
            "Night",
            None,
            Some(vec![event(
                &names,
                &[&[[0, 1, 2, 0, 0], [2, 3, 2, 0, 0]]],
                None,
            )]),
        )
    });
    // 3 × (2³² − 1 + 1) wraps to 0 in u32: Ann would fall below Di.
    let points = SeasonPoints {
        win: u32::MAX,
        ..SeasonPoints::default()
    };
    let s = run(&nights, points);
    assert_eq!(s.rows[0].name, "Ann");
    assert_eq!(row(&s, "Ann").points, 3 * (u64::from(u32::MAX) + 1));
    assert_eq!(row(&s, "Cy").points, 2 * u64::from(u32::MAX) + 3);
    assert!(s.rows.windows(2).all(|w| w[0].points >= w[1].points));
    // Saturating, never wrapping, even past u64.
    let most = SeasonPoints {
        win: u32::MAX,
        ..SeasonPoints::default()
    };
    assert_eq!(most.earned(u64::MAX, 0, 0), u64::MAX);
}

#[test]
fn columns_are_named_by_the_night_and_its_date() {
    let one = event(&["Ann", "Bob"], &[&[[0, 1, 2, 0, 0]]], None);
    let s = run(
        &[
            night("Friday draft", Some("2026-11-20"), Some(vec![one.clone()])),
            night("Friday draft", Some("2026-11-27"), Some(vec![one.clone()])),
            night("Cube night", None, Some(vec![one.clone()])),
            night("Cube night", None, Some(vec![one])),
            night("week5.podsheet", None, None),
        ],
        SeasonPoints::default(),
    );
    assert_eq!(
        s.titles,
        [
            "Friday draft 2026-11-20",
            "Friday draft 2026-11-27",
            "Cube night (3)",
            "Cube night (4)",
            "week5.podsheet",
        ]
    );
    assert_eq!(s.missing, [4]);
}
