//! The season's sums and playoff rule (docs/rules.md §6), on events built
//! as their files spell them, so that the tests read like the files.

use super::*;
use crate::model::PlayerId;
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
fn the_playoff_places_the_champion_above_the_finalist_without_counting_its_matches() {
    // Ann beat Bob and Cy beat Di in round 1; Ann beat Cy in round 2 (the
    // last Swiss round), Bob beat Di. Cut to a top 2 (Ann, seed 1, 2-0 in
    // the Swiss: 7 points; Cy, seed 2, 1-1: 4 points); Cy wins the final.
    let e = event(
        &["Ann", "Bob", "Cy", "Di"],
        &[
            &[[0, 1, 2, 0, 0], [2, 3, 2, 1, 0]],
            &[[0, 2, 2, 0, 0], [1, 3, 2, 0, 0]],
            &[[0, 2, 1, 2, 0]],
        ],
        Some(2),
    );
    let s = run(
        &[night("Friday", None, Some(vec![e]))],
        SeasonPoints::default(),
    );
    let (ann, cy) = (row(&s, "Ann"), row(&s, "Cy"));
    // The final is no match won or lost for the season.
    assert_eq!((ann.won, ann.lost), (2, 0));
    assert_eq!((cy.won, cy.lost), (1, 1));
    // The finalist keeps their 7; the champion gets one point more.
    assert_eq!(ann.points, 7);
    assert_eq!(cy.points, 8);
    assert_eq!(s.rows[0].name, "Cy", "the champion leads");
    assert_eq!(s.rows[1].name, "Ann");
    assert_eq!(
        s.placed,
        [Placed {
            event: 0,
            name: "Cy".into(),
            earned: 4,
            points: 8,
            playoff_wins: 1
        }]
    );
    // Outside the cut, points are as earned: Bob 1-1, Di 0-2.
    assert_eq!((row(&s, "Bob").points, row(&s, "Di").points), (4, 1));
}

#[test]
fn a_drawn_playoff_score_places_no_one_and_a_playoff_bye_lifts_no_one() {
    // The final typed 1-1: no winner yet, both keep what they earned.
    let drawn = with_final([1, 1, 0]);
    let s = run(
        &[night("Friday", None, Some(vec![drawn.clone()]))],
        SeasonPoints::default(),
    );
    for name in ["Ann", "Cy"] {
        let r = row(&s, name);
        assert_eq!((r.won, r.lost, r.drawn, r.points), (1, 0, 0, 4), "{name}");
    }
    assert!(s.placed.is_empty());
    // A bye in a playoff round is no match played, and wins nothing.
    let mut bye = drawn;
    bye.rounds[1].matches[0].b = None;
    bye.rounds[1].matches[0].score = None;
    let s = run(
        &[night("Friday", None, Some(vec![bye]))],
        SeasonPoints::default(),
    );
    assert_eq!((row(&s, "Ann").won, row(&s, "Ann").points), (1, 4));
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
fn a_no_show_whose_match_was_given_away_takes_no_part() {
    // Di never came: round 1's match was given to Cy (2-0), and Di left.
    let mut e = event(
        &["Ann", "Bob", "Cy", "Di"],
        &[&[[0, 1, 2, 1, 0], [2, 3, 2, 0, 0]]],
        None,
    );
    e.players[3].dropped_after = Some(1);
    e.rounds[0]
        .changes
        .push(crate::model::RoundChange::Conceded {
            made_at: "2026-11-20T19:00:00Z".into(),
            player: PlayerId(3),
            opponent: PlayerId(2),
        });
    let points = SeasonPoints {
        loss: 1,
        ..SeasonPoints::default()
    };
    let s = run(&[night("Friday", None, Some(vec![e.clone()]))], points);
    assert!(s.rows.iter().all(|r| r.name != "Di"), "{:?}", s.rows);
    // Cy keeps the win; Bob, who played and lost, takes part.
    assert_eq!((row(&s, "Cy").won, row(&s, "Cy").points), (1, 4));
    assert_eq!(row(&s, "Bob").points, 2);
    // Corrected to a real result later, Di played after all.
    e.rounds[0].matches[1].score = Some(crate::model::GameScore::new(1, 2, 0));
    let s = run(&[night("Friday", None, Some(vec![e]))], points);
    assert_eq!(row(&s, "Di").won, 1);
}

#[test]
fn each_event_of_a_night_is_its_own_column() {
    let mut swiss = event(&["Ann", "Bob"], &[&[[0, 1, 2, 0, 0]]], None);
    swiss.name = "Saturday Swiss".into();
    let mut pod1 = event(&["Cy", "Di"], &[&[[0, 1, 2, 0, 0]]], None);
    pod1.name = "Saturday draft".into();
    pod1.pod = Some(1);
    let mut pod2 = event(&["Ann", "Eve"], &[&[[1, 0, 2, 0, 0]]], None);
    pod2.name = "Saturday draft".into();
    pod2.pod = Some(2);
    pod2.date = Some("2026-11-22".into());
    let s = run(
        &[
            night(
                "Saturday Swiss",
                Some("2026-11-21"),
                Some(vec![swiss, pod1, pod2]),
            ),
            night("gone.podsheet", None, None),
        ],
        SeasonPoints::default(),
    );
    assert_eq!(
        s.titles,
        [
            "Saturday Swiss 2026-11-21",
            "Saturday draft 2026-11-21",
            "gone.podsheet"
        ]
    );
    assert_eq!(s.missing, [2]);
    assert_eq!(
        s.columns.iter().map(|c| c.night).collect::<Vec<_>>(),
        [0, 0, 1]
    );
    // Ann won the Swiss and lost in pod 2: one entry in each column.
    assert_eq!(row(&s, "Ann").per_event, [Some(4), Some(1), None]);
    assert_eq!(row(&s, "Ann").events, 2);
    assert_eq!(row(&s, "Cy").per_event, [None, Some(4), None]);
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
