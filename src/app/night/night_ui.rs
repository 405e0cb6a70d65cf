//! The draft night on screen: the pod tabs, the sign-up → pods form, and
//! the night's players (move between pods, no-show, late arrival).

use crate::app::command::{Command, CommandSender};
use crate::app::night::forms::{RosterForm, SignupForm};
use crate::app::night::players_ui::{Players, add_to_names, merge_ui, pick_player_ui};
use crate::app::night::pods::NightState;
use crate::engine::night;
use crate::engine::pods::{self, MAX_POD, before_round_one};
use crate::engine::validate::Severity;
use crate::model::PlayerId;
use crate::t;
use crate::text::room::short_name;
use egui::Ui;

/// A tab's text: "Pod 2 · round 1 · 4 to enter", an event beside the
/// pods by its name ("Saturday Swiss · Quarterfinals · all results in"):
/// the pod as the room calls it ([`crate::text::room::short_name`]), and
/// a playoff round by its name.
fn tab_text(doc: &crate::app::document::doc::Doc) -> String {
    let missing = doc
        .snapshot
        .problems
        .iter()
        .filter(|p| p.severity == Severity::Missing)
        .count();
    let round = doc.event.rounds.len().max(1) as u32;
    let name = crate::text::egui_fonts::name(&crate::text::room::short_name(&doc.event));
    // Never "all results in" while a result is held (it counts nowhere)
    // or a round, a drop or the cut waits on the owner.
    let held = doc.snapshot.held.len();
    let life = &doc.snapshot.life;
    let waits = life.stale.len() + life.dropped.len() + usize::from(life.cut.is_some());
    if held > 0 || waits > 0 {
        let stage = crate::engine::playoff::name_of_round(&doc.event, round).to_string();
        let mut tab = format!("{name} · {stage}");
        if held > 0 {
            tab = t!(NightTabHeld, tab = tab, count = held);
        }
        if waits > 0 {
            tab = t!(NightTabSettle, tab = tab, count = waits);
        }
        return tab;
    }
    let done = missing == 0 && !doc.event.rounds.is_empty();
    if doc.event.is_playoff_round(round) {
        let stage = crate::engine::playoff::name_of_round(&doc.event, round).to_string();
        return if done {
            t!(NightNamedStageAllResults, name = name, stage = stage)
        } else {
            t!(
                NightNamedStageMissing,
                name = name,
                stage = stage,
                missing = missing
            )
        };
    }
    if done {
        t!(NightNamedRoundAllResults, name = name, round = round)
    } else {
        t!(
            NightNamedRoundMissingTo,
            name = name,
            round = round,
            missing = missing
        )
    }
}

/// The pod tabs (only for a night of several pods); a click shows that pod.
pub fn tabs_ui(ui: &mut Ui, night: &NightState, out: &CommandSender) {
    if night.len() < 2 {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(&night.name).strong());
        for (i, doc) in night.docs().enumerate() {
            let on = i == night.active();
            let waiting = crate::app::panels::reports_ui::waiting_count(doc);
            let text = if waiting > 0 {
                t!(NightTabReports, tab = tab_text(doc), count = waiting)
            } else {
                tab_text(doc)
            };
            if ui.selectable_label(on, text).clicked() && !on {
                out.send(Command::ShowPod(i));
            }
        }
    });
}

/// The night's windows: the recovery offer (once no error is shown), the
/// sign-up form and the players form. `dir` is where the player list is
/// kept.
pub fn night_windows_ui(
    ctx: &egui::Context,
    night: &mut NightState,
    error_shown: bool,
    dir: Option<std::path::PathBuf>,
    out: &CommandSender,
) {
    if !error_shown && let Some(offer) = &night.offer {
        crate::app::panels::dialogs_ui::recover_offer_ui(
            ctx,
            "recover-night",
            (
                offer.path.as_deref(),
                &offer.night.name,
                &t!(NightPods, value = offer.night.pods.len()),
            ),
            &offer.when,
            [&t!(NightRecoverTheNight), &t!(NightDiscardTheNight)],
            Command::AnswerNightRecovery,
            out,
        );
    }
    if let Some(mut form) = night.signup.take() {
        let mut open = true;
        let open_now = night.len();
        let players = night.players_in(dir.clone());
        egui::Window::new(t!(NightNewDraftNight))
            .default_width(520.0)
            .show(ctx, |ui| {
                open = signup_ui(ui, &mut form, (players, open_now), out);
            });
        if open {
            night.signup = Some(form);
        }
    }
    if let Some(mut form) = night.roster.take() {
        let mut open = true;
        let mut players = night.players.take().unwrap_or_default();
        egui::Window::new(t!(NightPlayersOfTheNight))
            .default_width(560.0)
            .open(&mut open)
            .show(ctx, |ui| {
                roster_ui(ui, night, &mut form, out);
                if let Some(name) = pick_player_ui(ui, &mut players) {
                    form.name = name;
                }
            });
        night.players = Some(players);
        if open {
            night.roster = Some(form);
        }
    }
}

/// The sign-up form; `false` once cancelled ("Create the night" sends
/// [`Command::CreateNight`], which closes it). `open_now`: how many events
/// are open, after which pods dealt beside them are numbered.
fn signup_ui(
    ui: &mut Ui,
    form: &mut SignupForm,
    (players, open_now): (&mut Players, usize),
    out: &CommandSender,
) -> bool {
    ui.horizontal(|ui| {
        let l = ui.label(t!(NightNight));
        let r = ui.text_edit_singleline(&mut form.name).labelled_by(l.id);
        // Opened by keyboard (Ctrl+Shift+N): the cursor starts here.
        if ui.memory(|m| m.focused().is_none()) {
            r.request_focus();
        }
    });
    // The regulars first, so the search field stays put as the list grows.
    if let Some(name) = pick_player_ui(ui, players) {
        add_to_names(&mut form.names, &name);
    }
    let l = ui.label(t!(NightSignUpListOneName));
    egui::ScrollArea::vertical()
        .id_salt("signup-list")
        .max_height(260.0)
        .show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(&mut form.names)
                    .desired_rows(8)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(l.id);
        });
    merge_ui(ui, players);
    ui.horizontal(|ui| {
        let l = ui.label(t!(NightPreferredPodSize));
        ui.add(egui::DragValue::new(&mut form.size).range(pods::MIN_POD..=MAX_POD))
            .labelled_by(l.id);
        if ui.button(t!(NightSeatAgain)).clicked() {
            form.seed = crate::app::dice::seed();
        }
    });
    let names = night::names_from_list(&form.names);
    let ok = match &names {
        Err((line, why)) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                t!(NightLineLineWhy, line = *line, why = why),
            );
            false
        }
        Ok(names) if names.len() < 2 => {
            ui.label(t!(NightTypeOrPasteTheNight));
            false
        }
        Ok(names) => match pods::split(names.len(), form.size, form.seed) {
            Ok(split) => {
                ui.label(t!(NightDrafters, value = names.len()));
                // What each pod plays (best of, rounds, clock): the night's
                // pods play alike.
                let sizes: Vec<usize> = split.iter().map(Vec::len).collect();
                let plans = pods::night_plans(&sizes);
                // Numbered as the tabs will number them.
                let first = if form.beside { open_now + 1 } else { 1 };
                for (i, (pod, plan)) in split.iter().zip(&plans).enumerate() {
                    let who: Vec<&str> = pod.iter().map(|&j| names[j].as_str()).collect();
                    ui.label(t!(
                        NightPod,
                        value = first + i,
                        value2 = pod.len(),
                        value3 = pods::plan_label(plan),
                        value4 = who.join(", ")
                    ));
                }
                true
            }
            Err(e) => {
                ui.label(e.to_string());
                false
            }
        },
    };
    ui.checkbox(&mut form.beside, t!(NightBesideOpen))
        .on_hover_text(t!(NightBesideOpenHover));
    let mut open = true;
    // Ctrl+Enter creates the night from anywhere in the form.
    let ctrl_enter = ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, egui::Key::Enter));
    ui.horizontal(|ui| {
        let create = ui
            .add_enabled(ok, egui::Button::new(t!(NightCreateTheNight)))
            .on_hover_text(t!(NightCtrlEnter));
        if create.clicked() || (ok && ctrl_enter) {
            out.send(Command::CreateNight);
        }
        if ui.button(t!(NightCancel)).clicked() {
            open = false;
        }
    });
    open
}

/// The players form: moves, no-shows and late arrivals, each sent as a
/// command. Only a pod still as the night dealt it is dealt again; in any
/// other event (its own rounds, or results) a no-show is offered for each
/// player who has no result, and is dropped before round 1.
fn roster_ui(ui: &mut Ui, night: &NightState, form: &mut RosterForm, out: &CommandSender) {
    let count = night.len();
    let open: Vec<bool> = night.docs().map(|d| pods::as_dealt(&d.event)).collect();
    let sizes: Vec<usize> = night.docs().map(|d| d.event.players.len()).collect();
    let plans: Vec<_> = night.docs().map(|d| pods::plan_of(&d.event)).collect();
    let short_names: Vec<String> = night.docs().map(|d| short_name(&d.event)).collect();
    ui.label(t!(NightBeforeRoundAPlayerCan));
    egui::ScrollArea::vertical()
        .max_height(420.0)
        .show(ui, |ui| {
            for (i, doc) in night.docs().enumerate() {
                let state = if open[i] {
                    String::new()
                } else if before_round_one(&doc.event) {
                    t!(NightPairedState)
                } else {
                    t!(NightHasResultsPlayersFixed)
                };
                ui.strong(t!(
                    NightPodPlayersState,
                    pod = short_name(&doc.event),
                    value2 = sizes[i],
                    value3 = pods::plan_label(&plans[i]),
                    state = state
                ));
                for (k, p) in doc.event.players.iter().enumerate() {
                    ui.horizontal(|ui| {
                        let name = crate::text::egui_fonts::name(&p.name);
                        ui.label(format!("{:>2}  {name}", p.seat.unwrap_or(p.number)));
                        let no_show = if open[i] {
                            for to in
                                (0..count).filter(|&t| t != i && open[t] && sizes[t] < MAX_POD)
                            {
                                let pod = short_names[to].as_str();
                                if ui.small_button(t!(NightToPod, pod = pod)).clicked() {
                                    out.send(Command::MovePlayer {
                                        from: i,
                                        player: k,
                                        to,
                                    });
                                }
                            }
                            count > 1 || sizes[i] > 1
                        } else {
                            p.dropped_after != Some(0)
                                && night::played_round(&doc.event, PlayerId(k)).is_none()
                        };
                        if no_show && ui.small_button(t!(NightNoShow)).clicked() {
                            out.send(Command::NoShow { pod: i, player: k });
                        }
                    });
                }
                ui.separator();
            }
        });
    ui.horizontal(|ui| {
        let l = ui.label(t!(NightLateArrival));
        ui.text_edit_singleline(&mut form.name).labelled_by(l.id);
        let shown = form
            .pod
            .and_then(|p| short_names.get(p))
            .map_or(t!(NightANewPod), Clone::clone);
        egui::ComboBox::from_label("joins")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for p in (0..count).filter(|&p| open[p] && sizes[p] < MAX_POD) {
                    ui.selectable_value(&mut form.pod, Some(p), short_names[p].as_str());
                }
                ui.selectable_value(&mut form.pod, None, t!(NightANewPod2));
            });
        if ui.button(t!(NightAdd)).clicked() && !form.name.trim().is_empty() {
            out.send(Command::LateArrival {
                name: std::mem::take(&mut form.name),
                pod: form.pod,
            });
        }
    });
}
