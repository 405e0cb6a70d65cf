//! What points into an event follows that event: the explanation's
//! selection (a tie group, two players compared) stays with its pod when
//! an event is added beside it, another pod is shown, or an edit is
//! undone; it never points into another event (the app crashed when a
//! 6-player pod was added beside a 24-player Swiss with its 16th player
//! selected).

use crate::util::app_support::harness;
use crate::util::day::{play, swiss};
use egui_kittest::Harness;
use podsheet::app::{Command, Pick, PodsheetApp};
use podsheet::model::{BestOf, Event, Player, PlayerId, Preset, Structure};

type H = Harness<'static, PodsheetApp>;

fn send(h: &mut H, cmd: Command) {
    h.state().commands.send(cmd);
    h.run();
}

/// A 24-player Swiss with round 1 played.
fn swiss_day() -> Event {
    let mut e = swiss(24, 5);
    play(&mut e, 1, &|i| i % 3 == 0);
    e
}

/// A 6-player draft pod, round 1 not yet paired.
fn small_pod() -> Event {
    let mut e = Event::new(
        "Evening pod",
        Structure::RoundRobin { double: false },
        BestOf::Three,
        Preset::Wotc,
    );
    for i in 0..6 {
        e.players.push(Player::named(format!("Q{}", i + 1), i + 1));
    }
    e
}

/// The players the pod on screen explains.
fn selected(h: &H) -> podsheet::app::Selection {
    h.state().doc().view.selection.clone()
}

#[test]
fn a_pod_added_beside_a_selection_keeps_each_selection_with_its_pod() {
    for pick in [
        vec![Pick::Group(PlayerId(15))],
        vec![
            Pick::Compare(0, Some(PlayerId(15))),
            Pick::Compare(1, Some(PlayerId(20))),
        ],
    ] {
        let mut h = harness(swiss_day());
        for p in &pick {
            send(&mut h, Command::Explain(*p));
        }
        let before = selected(&h);
        assert!(!before.is_empty());
        let said = h.state().doc().view.explained.join(" ");
        assert!(said.contains("P16"), "the explanation names P16: {said}");

        // The pod beside: shown, with nothing selected, and drawn.
        send(&mut h, Command::AddEvent(Box::new(small_pod())));
        send(&mut h, Command::ToggleDisplay);
        assert_eq!(h.state().night.len(), 2);
        assert_eq!(h.state().night.active(), 1);
        assert!(selected(&h).is_empty(), "the new pod explains nothing yet");
        // A selection in the new pod is its own.
        send(&mut h, Command::Explain(Pick::Group(PlayerId(2))));
        send(&mut h, Command::Explain(Pick::Large(true)));

        // Back on the Swiss: its selection is as it was.
        send(&mut h, Command::ShowPod(0));
        assert_eq!(selected(&h), before);
        send(&mut h, Command::ShowPod(1));
        assert_eq!(selected(&h).group_of, Some(PlayerId(2)));
        assert!(selected(&h).large);

        // Undo takes the pod away again; the Swiss keeps its selection.
        send(&mut h, Command::Undo);
        assert_eq!(h.state().night.len(), 1);
        assert_eq!(selected(&h), before);
        send(&mut h, Command::Redo);
        assert_eq!(h.state().night.active(), 1);
        assert_eq!(selected(&h).group_of, Some(PlayerId(2)));
    }
}

#[test]
fn a_night_dealt_beside_a_selection_draws_each_pod() {
    let mut h = harness(swiss_day());
    send(&mut h, Command::Explain(Pick::Group(PlayerId(23))));
    send(&mut h, Command::NewNight);
    {
        let app = h.state_mut();
        let form = app.night.signup.as_mut().expect("the sign-up form");
        form.names = (1..=13)
            .map(|i| format!("Drafter {i}"))
            .collect::<Vec<_>>()
            .join("\n");
        form.beside = true;
    }
    send(&mut h, Command::CreateNight);
    assert_eq!(h.state().night.len(), 3, "the Swiss and two pods");
    for pod in 0..3 {
        send(&mut h, Command::ShowPod(pod));
        let n = h.state().doc().event.players.len();
        let sel = selected(&h);
        for p in sel
            .group_of
            .into_iter()
            .chain(sel.pair.into_iter().flatten())
        {
            assert!(p.0 < n, "pod {pod}'s selection points into its own event");
        }
    }
    send(&mut h, Command::ShowPod(0));
    assert_eq!(selected(&h).group_of, Some(PlayerId(23)));
}
