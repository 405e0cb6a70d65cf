//! No-show in the app (issue 34, part 7): in each player's "…" menu for
//! every kind of event, and in the night's players window, which never
//! deals again an event with rounds of its own. The player is out before
//! round 1, the rounds and seating stay, and round 1 says it is stale until
//! Re-pair (Ctrl+R) or Keep.

use crate::util::app_support::harness;
use crate::util::day::{NOW, hook};
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;
use podsheet::app::PodsheetApp;
use podsheet::engine::night::{add_event, from_names};
use podsheet::engine::pods::{night_plans, pod_event};
use podsheet::model::{BestOf, Event, Player, PlayerId, Preset, Structure};

type H = egui_kittest::Harness<'static, PodsheetApp>;

const NAMES: [&str; 12] = [
    "Ana", "Bo", "Cai", "Dov", "Eli", "Fay", "Gus", "Hal", "Ida", "Jo", "Kit", "Lu",
];

fn players(n: usize) -> Vec<Player> {
    NAMES[..n]
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let mut p = Player::named(*name, i as u32 + 1);
            p.seat = Some(i as u32 + 1);
            p
        })
        .collect()
}

fn event(name: &str, structure: Structure, n: usize) -> Event {
    let mut e = Event::new(name, structure, BestOf::Three, Preset::Wotc);
    e.players = players(n);
    hook(&mut e);
    e
}

/// A Swiss of 12 over 4 rounds, a round robin of 6, the 8-player paper
/// sheet: each with round 1 paired.
fn kinds() -> Vec<Event> {
    vec![
        event(
            "Swiss",
            Structure::Swiss {
                rounds: Some(4),
                first_round: Default::default(),
            },
            12,
        ),
        event("Round robin", Structure::RoundRobin { double: false }, 6),
        pod_event("Paper sheet", players(8), &night_plans(&[8])[0], NOW),
    ]
}

/// The event without its report codes (the app gives every paired match
/// one as it goes).
fn plain(e: &Event) -> Event {
    let mut e = e.clone();
    for m in e.rounds.iter_mut().flat_map(|r| &mut r.matches) {
        m.code = None;
        m.codes = None;
    }
    e
}

fn has(h: &H, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

fn in_round_one(e: &Event, p: PlayerId) -> bool {
    e.rounds[0]
        .matches
        .iter()
        .any(|m| m.a == p || m.b == Some(p))
}

#[test]
fn the_players_menu_has_no_show_in_every_kind_of_event() {
    for e in kinds() {
        let kind = e.name.clone();
        let before = e.clone();
        let mut h = harness(e);
        h.run();
        h.get_by_label("Actions for Ana").click();
        h.run();
        h.get_by_label("No-show (out before round 1)").click();
        h.run();
        h.run();
        let now = plain(&h.state().doc().event);
        assert_eq!(now.players[0].dropped_after, Some(0), "{kind}");
        assert_eq!(now.structure, before.structure, "{kind}: the same rounds");
        assert_eq!(now.rolls, before.rolls, "{kind}: the same seating");
        assert_eq!(
            now.rounds[0].matches, before.rounds[0].matches,
            "{kind}: round 1 stands until the owner chooses"
        );
        // Said in the row and above the sheet, with the choice.
        assert!(has(&h, "no-show: out before round 1"), "{kind}");
        assert!(has(&h, "Ana did not come (a no-show)"), "{kind}");
        assert!(has(&h, "Keep round 1 as paired"), "{kind}");
        // Ctrl+R re-pairs round 1 without her.
        h.key_press_modifiers(Modifiers::COMMAND, Key::R);
        h.run();
        h.run();
        let doc = h.state().doc();
        assert!(!in_round_one(&doc.event, PlayerId(0)), "{kind}");
        assert!(
            doc.snapshot.life.is_clear(),
            "{kind}: {:?}",
            doc.snapshot.life
        );
        assert_eq!(doc.event.structure, before.structure, "{kind}");
        // Two undo steps bring her back to the table she was given.
        h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
        h.run();
        h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
        h.run();
        assert_eq!(plain(&h.state().doc().event), before, "{kind}");
    }
}

#[test]
fn the_nights_no_show_never_deals_a_swiss_again() {
    let names: Vec<String> = NAMES[6..12].iter().map(|s| s.to_string()).collect();
    let mut night = from_names("Friday", &names, 8, 3, NOW).unwrap();
    let swiss = kinds().remove(0);
    add_event(&mut night, swiss);
    let mut h = harness(kinds().remove(1));
    h.state_mut().open_night(night, None);
    h.run();
    let before = h.state().night_events();
    h.get_by_label("Event").click();
    h.run();
    h.get_by_label("Pods and players of the night…").click();
    h.run_steps(8);
    assert!(has(
        &h,
        "its own rounds: a no-show is dropped before round 1"
    ));
    // The seventh No-show is the Swiss's first player's (the pod of six
    // comes first).
    h.get_all_by_label("No-show").nth(6).unwrap().click();
    h.run_steps(8);
    let after = h.state().night_events();
    let (was, now) = (&plain(&before.pods[1]), &plain(&after.pods[1]));
    assert_eq!(now.structure, was.structure, "4 rounds stay 4");
    assert_eq!(now.rounds, was.rounds, "round 1 is not dealt again");
    assert_eq!(now.rolls, was.rolls, "the seating stays");
    assert_eq!(now.players[0].dropped_after, Some(0));
    assert_eq!(
        plain(&after.pods[0]),
        plain(&before.pods[0]),
        "the pod of six is untouched"
    );
    // The Swiss is shown, with round 1's notice.
    assert_eq!(h.state().night.active(), 1);
    assert!(has(&h, "Ana did not come (a no-show)"));
    // A dealt pod's no-show still deals it again, for its new size.
    h.get_all_by_label("No-show").next().unwrap().click();
    h.run_steps(8);
    let dealt = &h.state().night_events().pods[0];
    assert_eq!(dealt.players.len(), 5);
    assert!(dealt.players.iter().all(|p| p.dropped_after.is_none()));
}
