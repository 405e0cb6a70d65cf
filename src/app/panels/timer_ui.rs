//! A pod's round clock on screen: its time left, start / pause / reset,
//! extra time for the whole pod, and the notice at time. Each pod has its
//! own clock ([`crate::app::view::RoundClock`]); the buttons send
//! [`Command::Clock`] for the pod on screen.

use crate::app::command::{Command, CommandSender};
use crate::app::document::doc::Doc;
use crate::app::view::ClockAction;
use crate::t;
use egui::{Color32, RichText, Ui};
use std::time::Duration;

/// The notice shown when time is called, in the app's language and in
/// the game's own end-of-round procedure where its rules give one (Magic's
/// five extra turns, Lorcana's); another game's is the store's call, said
/// as such rather than in Magic's words.
pub fn time_notice(game: crate::model::Game) -> String {
    use crate::model::Game;
    match game {
        Game::Magic => t!(TimerTimeNotice),
        Game::Lorcana | Game::LorcanaTwoGame => t!(TimerTimeNoticeLorcana),
        other => t!(
            TimerTimeNoticeOther,
            game = crate::text::explain::game_name(crate::text::i18n::current(), other)
        ),
    }
}

/// The clock row of the pod on screen: time left and its buttons. Asks
/// for a repaint each second only while running (idle otherwise).
pub fn timer_ui(ui: &mut Ui, doc: &Doc, out: &CommandSender, size: f32) {
    let clock = &doc.clock;
    let (text, up) = clock.display(&doc.event);
    let color = if up {
        Color32::from_rgb(200, 40, 40)
    } else {
        ui.visuals().strong_text_color()
    };
    ui.label(RichText::new(text).size(size).monospace().color(color));
    if clock.running() {
        if ui.button(t!(TimerPause)).clicked() {
            out.send(Command::Clock(ClockAction::Pause));
        }
        if !up {
            ui.ctx().request_repaint_after(Duration::from_secs(1));
        }
    } else if ui.button(t!(TimerStartTimer)).clicked() {
        out.send(Command::Clock(ClockAction::Start));
    }
    if ui.button(t!(TimerResetTimer)).clicked() {
        out.send(Command::Clock(ClockAction::Reset));
    }
    extra_ui(ui, clock.extra_minutes(), out);
    if up {
        ui.colored_label(
            Color32::from_rgb(200, 40, 40),
            time_notice(doc.event.rules.game()),
        );
    }
}

/// "+ time": minutes added to this pod's round, or taken back.
fn extra_ui(ui: &mut Ui, extra: u32, out: &CommandSender) {
    let label = if extra == 0 {
        t!(TimerExtraTime)
    } else {
        t!(TimerExtraMinutes, minutes = extra)
    };
    ui.menu_button(label, |ui| {
        for add in [3, 5, 10] {
            if ui.button(t!(BoxesAddMinutes, minutes = add)).clicked() {
                out.send(Command::Clock(ClockAction::Extra(extra + add)));
            }
        }
        if extra > 0 && ui.button(t!(BoxesNoExtraTime)).clicked() {
            out.send(Command::Clock(ClockAction::Extra(0)));
        }
    })
    .response
    .on_hover_text(t!(TimerExtraTimeHover));
}

#[cfg(test)]
mod tests {
    use crate::engine::pod_plan::round_minutes as minutes;
    use crate::model::{BestOf, Event, Preset, Structure, Template};

    #[test]
    fn each_sheet_has_its_round_length() {
        let rr = Event::new(
            "rr",
            Structure::Pod {
                template: Template::RoundRobin7,
            },
            BestOf::One,
            Preset::PodRr,
        );
        let swiss = Event::new(
            "s",
            Structure::Swiss {
                rounds: None,
                first_round: Default::default(),
            },
            BestOf::Three,
            Preset::Wotc,
        );
        assert_eq!((minutes(&rr), minutes(&swiss)), (20, 50));
        let c = crate::app::view::RoundClock::default();
        assert_eq!(c.display(&rr), ("20:00".to_string(), false));
        assert_eq!(c.display(&swiss), ("50:00".to_string(), false));
    }

    #[test]
    fn time_is_called_in_each_games_words() {
        use crate::model::Game;
        assert!(super::time_notice(Game::Magic).contains("five extra turns"));
        assert!(super::time_notice(Game::Lorcana).contains("five more turns"));
        let op = super::time_notice(Game::OnePiece);
        assert!(!op.contains("five"), "{op}");
        assert!(op.contains("One Piece") && op.contains("store"), "{op}");
    }
}
