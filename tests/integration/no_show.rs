//! A no-show in every kind of event (issue 34, part 7): a pod still as the
//! night dealt it is dealt again without them; any other event keeps its
//! rounds and seating, and the player is out before round 1
//! (`dropped_after` 0), round 1 stale until it is re-paired or kept.

use crate::util::day::{NOW, swiss};
use podsheet::engine::life::{act, life};
use podsheet::engine::night::{self, add_event, from_names, remove_player};
use podsheet::engine::pods::{as_dealt, night_plans};
use podsheet::model::{GameScore, Night, PlayerId};

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("Drafter {i}")).collect()
}

/// A night of drafters with a 24-player, 5-round Swiss beside them.
fn night_with_swiss() -> Night {
    let mut n = from_names("Saturday", &names(16), 8, 7, NOW).unwrap();
    add_event(&mut n, swiss(24, 5));
    n
}

#[test]
fn every_pod_the_night_deals_is_as_dealt_and_a_swiss_beside_is_not() {
    for count in 2..=40 {
        let n = from_names("Night", &names(count), 8, count as u64, NOW).unwrap();
        for (i, pod) in n.pods.iter().enumerate() {
            assert!(as_dealt(pod), "{count} drafters, pod {}", i + 1);
        }
    }
    let n = night_with_swiss();
    assert!(
        !as_dealt(&n.pods[2]),
        "a Swiss of its own is not a dealt pod"
    );
    // A dealt pod whose result was entered, or whose round 1 was swapped
    // by hand, is not as dealt either.
    let mut played = n.pods[0].clone();
    played.rounds[0].matches[0].score = Some(GameScore::new(2, 0, 0));
    assert!(!as_dealt(&played));
    let mut swapped = n.pods[0].clone();
    swapped.rounds[0].matches[0].manual = true;
    assert!(!as_dealt(&swapped));
    // A report code given to a match changes no pairing.
    let mut coded = n.pods[0].clone();
    coded.rounds[0].matches[0].code = Some("WCH55X".into());
    assert!(as_dealt(&coded));
}

#[test]
fn a_no_show_in_a_swiss_beside_the_pods_keeps_its_rounds_and_seating() {
    let mut n = night_with_swiss();
    let before = n.pods[2].clone();
    remove_player(&mut n, 2, PlayerId(0), NOW).unwrap();
    let after = &n.pods[2];
    assert_eq!(after.structure, before.structure, "5 rounds stay 5");
    assert_eq!(after.players.len(), 24, "nobody is taken out of the list");
    assert_eq!(after.rolls, before.rolls, "the stored seating stays");
    assert_eq!(after.rounds, before.rounds, "round 1 is not re-dealt");
    assert_eq!(after.players[0].dropped_after, Some(0));
    // Round 1 is stale as after a drop: re-pair or keep.
    let l = life(after, None);
    assert_eq!(l.stale.iter().map(|s| s.round).collect::<Vec<_>>(), [1]);
    assert!(l.dropped.iter().any(|d| d.player == PlayerId(0)));
    // The pods are untouched.
    assert_eq!(n.pods[..2], night_with_swiss().pods[..2]);
    // Re-pairing leaves the no-show out of round 1.
    let mut e = n.pods[2].clone();
    act::repair(&mut e, 1, NOW).unwrap();
    assert!(
        e.rounds[0]
            .matches
            .iter()
            .all(|m| m.a != PlayerId(0) && m.b != Some(PlayerId(0)))
    );
    assert!(life(&e, None).is_clear());
}

#[test]
fn a_dealt_pod_is_still_dealt_again_without_its_no_show() {
    let mut n = night_with_swiss();
    remove_player(&mut n, 0, PlayerId(0), NOW).unwrap();
    assert_eq!(n.pods[0].players.len(), 7);
    assert!(
        night_plans(&[7, 8])[0].fits(&n.pods[0]),
        "what a 7 beside an 8 plays"
    );
    assert!(as_dealt(&n.pods[0]));
}

#[test]
fn nobody_moves_into_a_swiss_and_a_player_with_a_result_is_no_no_show() {
    let mut n = night_with_swiss();
    let err = night::move_player(&mut n, 0, PlayerId(0), 2, NOW).unwrap_err();
    assert!(
        err.to_string().contains("Pod 3 keeps its own rounds"),
        "{err}"
    );
    let err = night::add_player(&mut n, "Late Larry", Some(2), NOW).unwrap_err();
    assert!(
        err.to_string().contains("Pod 3 keeps its own rounds"),
        "{err}"
    );
    assert_eq!(n.pods[2], night_with_swiss().pods[2], "nothing changed");
    // P1 plays round 1 and has a result: dropping them is the menu's
    // "Drop after round 1", not a no-show.
    let m = &mut n.pods[2].rounds[0].matches[0];
    m.score = Some(GameScore::new(2, 1, 0));
    let who = m.a;
    let err = remove_player(&mut n, 2, who, NOW).unwrap_err();
    assert!(
        err.to_string()
            .contains("has a result in round 1, so is not a no-show"),
        "{err}"
    );
    assert_eq!(n.pods[2].players[who.0].dropped_after, None);
}
