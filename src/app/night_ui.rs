//! The draft night on screen: the pod tabs, the sign-up → pods form, and
//! the night's players (move between pods, no-show, late arrival).

use super::app::PodsheetApp;
use super::players_ui::{Players, merge_ui, pick_player_ui};
use crate::engine::night;
use crate::engine::pods::{self, MAX_POD, before_round_one};
use crate::engine::validate::Severity;
use crate::model::PlayerId;
use egui::Ui;
use rand::Rng;

/// The sign-up → pods form.
#[derive(Debug, Clone)]
pub struct SignupForm {
    /// The night's name.
    pub name: String,
    /// The sign-up list, one name per line.
    pub names: String,
    /// The preferred pod size (6-10).
    pub size: usize,
    /// The seed of the seating roll shown.
    pub seed: u64,
}

impl Default for SignupForm {
    fn default() -> Self {
        SignupForm {
            name: "Draft night".into(),
            names: String::new(),
            size: pods::DEFAULT_SIZE,
            seed: rand::rng().random(),
        }
    }
}

/// The night's players form: a late arrival's name and where they go.
#[derive(Debug, Clone, Default)]
pub struct RosterForm {
    /// The late arrival's name.
    pub name: String,
    /// The pod they join (0-based), or `None` for a new pod.
    pub pod: Option<usize>,
}

/// A tab's text: "Pod 2 · round 1 · 4 to enter".
fn tab_text(i: usize, doc: &super::state::Doc) -> String {
    let missing = doc
        .snapshot
        .problems
        .iter()
        .filter(|p| p.severity == Severity::Missing)
        .count();
    let round = doc.event.rounds.len().max(1);
    if missing == 0 && !doc.event.rounds.is_empty() {
        format!("Pod {} · round {round} · all results in", i + 1)
    } else {
        format!("Pod {} · round {round} · {missing} to enter", i + 1)
    }
}

/// The pod tabs (only for a night of several pods); returns the pod the
/// owner clicked.
pub fn tabs_ui(ui: &mut Ui, app: &PodsheetApp) -> Option<usize> {
    if app.night.len() < 2 {
        return None;
    }
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(&app.night.name).strong());
        for i in 0..app.night.len() {
            let Some(doc) = app.night.doc(i, &app.doc) else {
                continue;
            };
            let on = i == app.night.active;
            if ui.selectable_label(on, tab_text(i, doc)).clicked() && !on {
                clicked = Some(i);
            }
        }
    });
    clicked
}

/// The night's windows: the recovery offer, the sign-up form and the
/// players form.
pub fn night_windows_ui(app: &mut PodsheetApp, ctx: &egui::Context) {
    // After any error is dismissed (see `dialogs_ui`).
    if app.error.is_none()
        && let Some(offer) = &app.night.offer
    {
        let choice = super::dialogs_ui::recover_offer_ui(
            ctx,
            "recover-night",
            (
                offer.path.as_deref(),
                &offer.night.name,
                &format!(" ({} pods)", offer.night.pods.len()),
            ),
            &offer.when,
            ["Recover the night", "Discard the night"],
        );
        if let Some(yes) = choice {
            app.answer_night_offer(yes);
        }
    }
    if let Some(mut form) = app.night.signup.take() {
        let mut outcome = None;
        let mut players = app.night.players.take().unwrap_or_default();
        egui::Window::new("New draft night")
            .default_width(520.0)
            .show(ctx, |ui| outcome = signup_ui(ui, &mut form, &mut players));
        app.night.players = Some(players);
        match outcome {
            Some(true) => {
                let names = night::names_from_list(&form.names).unwrap_or_default();
                app.players().remember(names.iter().map(String::as_str));
                match night::from_names(
                    form.name.trim(),
                    &names,
                    form.size,
                    form.seed,
                    &super::now_text(),
                ) {
                    Ok(n) => app.open_night(n, None),
                    Err(e) => {
                        app.doc.notes = vec![e.to_string()];
                        app.night.signup = Some(form);
                    }
                }
            }
            Some(false) => {}
            None => app.night.signup = Some(form),
        }
    }
    if let Some(mut form) = app.night.roster.take() {
        let mut open = true;
        let mut todo = None;
        let mut players = app.night.players.take().unwrap_or_default();
        egui::Window::new("Players of the night")
            .default_width(560.0)
            .open(&mut open)
            .show(ctx, |ui| {
                todo = roster_ui(ui, app, &mut form);
                if let Some(name) = pick_player_ui(ui, &mut players) {
                    form.name = name;
                }
            });
        app.night.players = Some(players);
        if let Some(t) = todo {
            if let Todo::Late { name, .. } = &t {
                let name = name.clone();
                app.players().remember([name.as_str()]);
            }
            run(app, t);
        }
        if open {
            app.night.roster = Some(form);
        }
    }
}

/// The sign-up form; `Some(true)` to create the night, `Some(false)` to
/// cancel.
fn signup_ui(ui: &mut Ui, form: &mut SignupForm, players: &mut Players) -> Option<bool> {
    ui.horizontal(|ui| {
        let l = ui.label("Night");
        ui.text_edit_singleline(&mut form.name).labelled_by(l.id);
    });
    // The regulars first, so the search field stays put as the list grows.
    if let Some(name) = pick_player_ui(ui, players) {
        let listed = night::names_from_list(&form.names).unwrap_or_default();
        if !listed
            .iter()
            .any(|n| n.to_lowercase() == name.to_lowercase())
        {
            if !form.names.is_empty() && !form.names.ends_with('\n') {
                form.names.push('\n');
            }
            form.names.push_str(&name);
            form.names.push('\n');
        }
    }
    let l = ui.label("Sign-up list, one name per line");
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
        let l = ui.label("Preferred pod size");
        ui.add(egui::DragValue::new(&mut form.size).range(pods::MIN_POD..=MAX_POD))
            .labelled_by(l.id);
        if ui.button("Seat again").clicked() {
            form.seed = rand::rng().random();
        }
    });
    let names = night::names_from_list(&form.names);
    let ok = match &names {
        Err((line, why)) => {
            ui.colored_label(ui.visuals().error_fg_color, format!("Line {line} {why}."));
            false
        }
        Ok(names) if names.len() < 2 => {
            ui.label("Type or paste the night's names (two at least).");
            false
        }
        Ok(names) => match pods::split(names.len(), form.size, form.seed) {
            Ok(split) => {
                ui.label(format!("{} drafters:", names.len()));
                for (i, pod) in split.iter().enumerate() {
                    let who: Vec<&str> = pod.iter().map(|&j| names[j].as_str()).collect();
                    ui.label(format!(
                        "Pod {} ({}, {}): {}",
                        i + 1,
                        pod.len(),
                        pods::format_label(pod.len()),
                        who.join(", ")
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
    let mut outcome = None;
    ui.horizontal(|ui| {
        if ui
            .add_enabled(ok, egui::Button::new("Create the night"))
            .clicked()
        {
            outcome = Some(true);
        }
        if ui.button("Cancel").clicked() {
            outcome = Some(false);
        }
    });
    outcome
}

/// A change the players form asks for.
enum Todo {
    Move {
        from: usize,
        player: usize,
        to: usize,
    },
    NoShow {
        pod: usize,
        player: usize,
    },
    Late {
        name: String,
        pod: Option<usize>,
    },
}

fn roster_ui(ui: &mut Ui, app: &PodsheetApp, form: &mut RosterForm) -> Option<Todo> {
    let mut todo = None;
    let count = app.night.len();
    let open: Vec<bool> = (0..count)
        .map(|i| {
            app.night
                .doc(i, &app.doc)
                .is_some_and(|d| before_round_one(&d.event))
        })
        .collect();
    let sizes: Vec<usize> = (0..count)
        .map(|i| {
            app.night
                .doc(i, &app.doc)
                .map_or(0, |d| d.event.players.len())
        })
        .collect();
    ui.label("Before round 1 a player can move to another pod or leave (a no-show); the pod is dealt again.");
    egui::ScrollArea::vertical()
        .max_height(420.0)
        .show(ui, |ui| {
            for i in 0..count {
                let Some(doc) = app.night.doc(i, &app.doc) else {
                    continue;
                };
                let state = if open[i] {
                    ""
                } else {
                    " — has results, players fixed"
                };
                ui.strong(format!(
                    "Pod {}: {} players, {}{state}",
                    i + 1,
                    sizes[i],
                    pods::format_label(sizes[i])
                ));
                for (k, p) in doc.event.players.iter().enumerate() {
                    ui.horizontal(|ui| {
                        let name = crate::text::egui_fonts::name(&p.name);
                        ui.label(format!("{:>2}  {name}", p.seat.unwrap_or(p.number)));
                        if !open[i] {
                            return;
                        }
                        for to in (0..count).filter(|&t| t != i && open[t] && sizes[t] < MAX_POD) {
                            if ui.small_button(format!("to Pod {}", to + 1)).clicked() {
                                todo = Some(Todo::Move {
                                    from: i,
                                    player: k,
                                    to,
                                });
                            }
                        }
                        if (count > 1 || sizes[i] > 1) && ui.small_button("No-show").clicked() {
                            todo = Some(Todo::NoShow { pod: i, player: k });
                        }
                    });
                }
                ui.separator();
            }
        });
    ui.horizontal(|ui| {
        let l = ui.label("Late arrival");
        ui.text_edit_singleline(&mut form.name).labelled_by(l.id);
        let shown = form
            .pod
            .map_or("a new pod".to_string(), |p| format!("Pod {}", p + 1));
        egui::ComboBox::from_label("joins")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for p in (0..count).filter(|&p| open[p] && sizes[p] < MAX_POD) {
                    ui.selectable_value(&mut form.pod, Some(p), format!("Pod {}", p + 1));
                }
                ui.selectable_value(&mut form.pod, None, "a new pod");
            });
        if ui.button("Add").clicked() && !form.name.trim().is_empty() {
            todo = Some(Todo::Late {
                name: std::mem::take(&mut form.name),
                pod: form.pod,
            });
        }
    });
    todo
}

fn run(app: &mut PodsheetApp, todo: Todo) {
    let now = super::now_text();
    match todo {
        Todo::Move { from, player, to } => app.night_edit(|n| {
            let to = night::move_player(n, from, PlayerId(player), to, &now)?;
            Ok(Some(to))
        }),
        Todo::NoShow { pod, player } => app.night_edit(|n| {
            night::remove_player(n, pod, PlayerId(player), &now)?;
            Ok(None)
        }),
        Todo::Late { name, pod } => app.night_edit(|n| {
            let joined = night::add_player(n, &name, pod, &now)?;
            Ok(Some(joined))
        }),
    };
}
