//! A three-pod draft night through the real app: sign-up list → pods,
//! results in two pods, undo and redo across the pods, save, reopen.

use crate::util::app_support;

use app_support::{demo, harness};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use podsheet::app::PodsheetApp;
use podsheet::model::GameScore;

type H = Harness<'static, PodsheetApp>;

/// 24 names, a few with accents: three pods of 8.
fn signup() -> String {
    let first = [
        "Zoë", "Łukasz", "Ana", "Bo", "Cai", "Dov", "Eli", "Fay", "Gus", "Hal", "Ida", "Jo", "Kit",
        "Lu", "Mo", "Ned", "Oz", "Pia", "Quy", "Ru", "Sam", "Tay", "Uma", "Vic",
    ];
    first
        .iter()
        .enumerate()
        .map(|(i, f)| format!("{f} Player{i}"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn click(h: &mut H, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Types a score into round 1's box `letter` of the pod on screen.
fn enter(h: &mut H, letter: &str, score: &str) {
    let label = format!("Round 1 {letter}:");
    h.get_by_label_contains(&label).focus();
    h.run();
    h.get_by_label_contains(&label).type_text(score);
    h.run();
    h.key_press(Key::Enter);
    h.run();
}

/// Pod `pod`'s (0-based) round-1 score of match `m`.
fn score(h: &H, pod: usize, m: usize) -> Option<GameScore> {
    let night = h.state().night_events();
    night.pods[pod].rounds[0].matches[m].score
}

#[test]
fn a_three_pod_night_from_signup_to_reopen() {
    let mut h = harness(demo());
    click(&mut h, "File");
    // The menu item shows its shortcut (Ctrl+Shift+N) beside its name.
    h.get_by_label_contains("New draft night…").click();
    h.run();
    h.get_by_label("Sign-up list, one name per line").focus();
    h.run();
    h.get_by_label("Sign-up list, one name per line")
        .type_text(&signup());
    h.run();
    assert!(
        h.query_by_label_contains(
            "Pod 3 (8, 8-player Swiss sheet · best of 3 · 3 rounds of 50 min)"
        )
        .is_some()
    );
    click(&mut h, "Create the night");

    // Three tabs, each the full sheet of its pod.
    let app = h.state();
    assert_eq!(app.night.len(), 3);
    assert_eq!(app.night.active(), 0);
    let night = app.night_events();
    let mut everyone: Vec<&str> = night
        .pods
        .iter()
        .flat_map(|p| p.players.iter().map(|pl| pl.name.as_str()))
        .collect();
    everyone.sort_unstable();
    everyone.dedup();
    assert_eq!(everyone.len(), 24);
    assert!(
        h.query_by_label_contains("Pod 2 · round 1 · 4 to enter")
            .is_some()
    );

    // A result in pod 1, then one in pod 2.
    enter(&mut h, "A", "2-0");
    assert_eq!(score(&h, 0, 0), Some(GameScore::new(2, 0, 0)));
    h.get_by_label_contains("Pod 2 · round 1").click();
    h.run();
    assert_eq!(h.state().night.active(), 1);
    enter(&mut h, "B", "2-1");
    assert_eq!(score(&h, 1, 1), Some(GameScore::new(2, 1, 0)));
    assert!(
        h.query_by_label_contains("Pod 1 · round 1 · 3 to enter")
            .is_some()
    );

    // Undo walks back across the pods: pod 2's result, then pod 1's (the
    // app shows pod 1 again).
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(score(&h, 1, 1), None);
    assert_eq!(score(&h, 0, 0), Some(GameScore::new(2, 0, 0)));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(score(&h, 0, 0), None);
    assert_eq!(h.state().night.active(), 0);
    // Redo brings both back, in order.
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(score(&h, 0, 0), Some(GameScore::new(2, 0, 0)));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
    assert_eq!(score(&h, 1, 1), Some(GameScore::new(2, 1, 0)));
    assert_eq!(h.state().night.active(), 1);
    assert!(h.state().is_dirty());

    // Save the night, reopen it in a fresh app.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friday.podsheet");
    assert!(h.state_mut().save_to(&path));
    h.run();
    assert!(!h.state().is_dirty());
    let saved = h.state().night_events();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("\"format\": \"podsheet-night/2\""));

    let mut again = harness(demo());
    again.state_mut().open_path(&path);
    again.run();
    assert_eq!(again.state().night.len(), 3);
    assert_eq!(again.state().night_events(), saved);
    assert!(!again.state().is_dirty());
    assert!(
        again
            .query_by_label_contains("Pod 2 · round 1 · 3 to enter")
            .is_some()
    );
}

#[test]
fn a_no_show_and_a_late_arrival_are_one_undo_step_each() {
    let mut h = harness(demo());
    let names: Vec<String> = signup().lines().take(16).map(String::from).collect();
    let night =
        podsheet::engine::night::from_names("Tuesday", &names, 8, 1, "2026-01-01T00:00:00Z")
            .unwrap();
    h.state_mut().open_night(night, None);
    h.run();
    assert_eq!(h.state().night.len(), 2);
    let gone = h.state().night_events().pods[1].players[0].name.clone();
    assert!(h.state_mut().night_edit(|n| {
        podsheet::engine::night::remove_player(n, 1, podsheet::model::PlayerId(0), "t")?;
        Ok(Some(1))
    }));
    assert_eq!(h.state().night_events().pods[1].players.len(), 7);
    assert!(h.state_mut().night_edit(|n| {
        podsheet::engine::night::add_player(n, "Late Larry", None, "t").map(Some)
    }));
    h.run();
    assert_eq!(h.state().night.len(), 3);
    assert_eq!(h.state().night.active(), 2, "the new pod is shown");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().night.len(), 2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    let pods = h.state().night_events().pods;
    assert_eq!(pods[1].players.len(), 8);
    assert_eq!(pods[1].players[0].name, gone);
}

#[test]
fn the_player_list_offers_names_with_their_accents() {
    let mut h = harness(demo());
    // No data folder in tests: the list lives in memory.
    h.state_mut()
        .players()
        .remember(["Zoë Martin", "José Álvarez"]);
    click(&mut h, "File");
    // The menu item shows its shortcut (Ctrl+Shift+N) beside its name.
    h.get_by_label_contains("New draft night…").click();
    h.run();
    h.get_by_label("Find a regular").focus();
    h.run();
    h.get_by_label("Find a regular").type_text("zoe");
    h.run();
    click(&mut h, "+ Zoë Martin");
    h.get_by_label("Find a regular").focus();
    h.run();
    h.get_by_label("Find a regular").type_text("alv");
    h.run();
    click(&mut h, "+ José Álvarez");
    let form = h.state().night.signup.clone().unwrap();
    assert_eq!(form.names, "Zoë Martin\nJosé Álvarez\n");
    assert!(h.state().night.players.as_ref().unwrap().file.is_none());
}

#[test]
fn moving_a_player_from_the_players_window_deals_both_pods_again() {
    let mut h = harness(demo());
    let names: Vec<String> = signup().lines().take(16).map(String::from).collect();
    let night = podsheet::engine::night::from_names("Sunday", &names, 8, 2, "2026-01-01T00:00:00Z")
        .unwrap();
    h.state_mut().open_night(night, None);
    h.run();
    click(&mut h, "Event");
    // The window's scroll area takes a few frames to settle.
    h.get_by_label("Pods and players of the night…").click();
    h.run_steps(8);
    let moved = h.state().night_events().pods[0].players[0].name.clone();
    // The first "to Pod 2" button is pod 1's first player's.
    h.get_all_by_label("to Pod 2").next().unwrap().click();
    h.run_steps(8);
    let pods = h.state().night_events().pods;
    assert_eq!(pods[0].players.len(), 7);
    assert_eq!(pods[1].players.len(), 9);
    assert_eq!(pods[1].players[8].name, moved, "the last seat of pod 2");
    // 7 beside 9: both three Swiss rounds of best of three, as the
    // night's pods play alike (never the 7's best-of-one round robin).
    for pod in &pods {
        assert_eq!(
            pod.structure,
            podsheet::model::Structure::Swiss {
                rounds: Some(3),
                first_round: podsheet::model::FirstRound::AcrossTheTable
            },
        );
        assert_eq!(pod.best_of, podsheet::model::BestOf::Three);
    }
    assert_eq!(
        h.state().night.active(),
        1,
        "the pod the player joined is shown"
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    let pods = h.state().night_events().pods;
    assert_eq!((pods[0].players.len(), pods[1].players.len()), (8, 8));
    assert_eq!(pods[0].players[0].name, moved);
}

/// Any mix of score edits in any pod, tab switches and night-wide edits
/// undoes back to the start and redoes to the end, pod by pod.
#[test]
fn random_edits_across_the_night_undo_to_the_start_and_redo_to_the_end() {
    use podsheet::app::document::edit::Edit as Command;
    use podsheet::engine::night;
    use podsheet::model::PlayerId;
    // 16 drafters: two pods of 8, so players can move until results come.
    let names: Vec<String> = signup().lines().take(16).map(String::from).collect();
    let mut moves = 0;
    for seed in 1..=6u64 {
        let mut app = PodsheetApp::new_for_test(demo());
        let start = night::from_names("Mix", &names, 8, seed, "2026-11-20T19:00:00Z").unwrap();
        app.open_night(start.clone(), None);
        let mut state = seed;
        let mut next = move |n: u64| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) % n
        };
        let mut states = vec![app.night_events()];
        for _ in 0..30 {
            let pods = app.night.len() as u64;
            let changed = match next(4) {
                0 => {
                    app.show_pod(next(pods) as usize);
                    false
                }
                1 => {
                    let from = next(pods) as usize;
                    let to = next(pods) as usize;
                    let moved = app.night_edit(|n| {
                        night::move_player(n, from, PlayerId(0), to, "t").map(Some)
                    });
                    moves += usize::from(moved);
                    moved
                }
                _ => {
                    let m = next(4) as usize;
                    let score = GameScore::new(next(3) as u32, next(3) as u32, 0);
                    app.edit(Command::SetScore {
                        round: 1,
                        index: m,
                        score: Some(score),
                    })
                }
            };
            let now = app.night_events();
            if changed {
                states.push(now);
            } else {
                assert_eq!(
                    &now,
                    states.last().unwrap(),
                    "seed {seed}: no change, no step"
                );
            }
        }
        assert!(
            states.len() >= 8,
            "seed {seed}: only {} steps",
            states.len()
        );
        for want in states.iter().rev().skip(1) {
            assert!(app.edit(Command::Undo), "seed {seed}");
            assert_eq!(&app.night_events(), want, "seed {seed}: undo");
        }
        assert_eq!(app.night_events(), start);
        for want in states.iter().skip(1) {
            assert!(app.edit(Command::Redo), "seed {seed}");
            assert_eq!(&app.night_events(), want, "seed {seed}: redo");
        }
        assert!(!app.edit(Command::Redo));
    }
    assert!(moves > 0, "night-wide steps were exercised");
}
