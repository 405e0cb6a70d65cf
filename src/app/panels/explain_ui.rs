//! Why players are in the order they are: a tie group step by step, or
//! what orders two chosen players, in type large enough to turn the screen
//! toward the player. The sentences are made with the pod's view
//! ([`crate::app::view::PodView::explained`]); a choice here is a
//! [`Command::Explain`].

use crate::app::command::{Command, CommandSender};
use crate::app::document::doc::Doc;
use crate::app::view::{Pick, Selection};
use crate::t;
use egui::{RichText, Ui};

/// Whether `p` is part of what `sel` selects in `doc`.
pub fn involves(sel: &Selection, doc: &Doc, p: crate::model::PlayerId) -> bool {
    let in_group = sel.group_of.is_some_and(|g| {
        doc.snapshot
            .standings
            .group_of(g)
            .is_some_and(|grp| grp.players.contains(&p))
    });
    in_group || sel.pair.contains(&Some(p))
}

/// The explanation panel.
pub fn explain_ui(ui: &mut Ui, doc: &Doc, out: &CommandSender) {
    let sel = &doc.view.selection;
    ui.horizontal(|ui| {
        let mut large = sel.large;
        if ui.checkbox(&mut large, t!(ExplainLargeText)).changed() {
            out.send(Command::Explain(Pick::Large(large)));
        }
        if ui.button(t!(ExplainClear)).clicked() {
            out.send(Command::Explain(Pick::Clear));
        }
    });
    ui.horizontal(|ui| {
        for (k, label) in [t!(ExplainCompare), t!(ExplainWith)].iter().enumerate() {
            let shown = sel.pair[k].map_or(t!(ExplainChoose), |p| doc.short_name(p).to_string());
            ui.label(label.as_str());
            let name = if k == 0 {
                t!(ExplainFirstPlayerToCompare)
            } else {
                t!(ExplainSecondPlayerToCompare)
            };
            egui::ComboBox::from_id_salt(("compare", k))
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    for &p in &doc.snapshot.standings.order {
                        let name = crate::text::egui_fonts::name(&doc.event.player(p).name);
                        let chosen = sel.pair[k] == Some(p);
                        if ui.selectable_label(chosen, name).clicked() {
                            out.send(Command::Explain(Pick::Compare(k, Some(p))));
                        }
                    }
                })
                .response
                .accessible_name(name);
        }
    });
    if sel.large {
        // Large type for the player: in a window of its own, as big as
        // it needs, beside the side panel's short note.
        ui.weak(t!(ExplainShownLarge));
    } else {
        paragraphs_ui(ui, doc, 15.0, false);
    }
}

/// The explanation in large type, in a window of its own that takes the
/// room it needs (turned toward the player), while Large text is on.
pub fn large_window_ui(ctx: &egui::Context, doc: &Doc, out: &CommandSender) {
    if !doc.view.selection.large {
        return;
    }
    let mut open = true;
    egui::Window::new(t!(ExplainLargeTitle))
        .id(egui::Id::unique("explain-large"))
        .open(&mut open)
        .default_size(ctx.content_rect().size() * egui::vec2(0.7, 0.8))
        .resizable(true)
        .show(ctx, |ui| paragraphs_ui(ui, doc, 28.0, true));
    if !open {
        out.send(Command::Explain(Pick::Large(false)));
    }
}

/// The sentences of the pod's view, at `size`: in the side panel as they
/// come (the panel scrolls; a box of its own there was two lines high),
/// in the large window in a scroll area of its own.
fn paragraphs_ui(ui: &mut Ui, doc: &Doc, size: f32, large: bool) {
    let draw = |ui: &mut Ui| {
        let names = || doc.event.players.iter().map(|p| p.name.as_str());
        for p in &doc.view.explained {
            let p = crate::text::egui_fonts::sentence(p, names());
            let text = RichText::new(p).size(size);
            // Large type is for showing the player: full contrast.
            ui.label(if large { text.strong() } else { text });
            ui.add_space(size * 0.4);
        }
    };
    if large {
        egui::ScrollArea::vertical()
            .id_salt("explain-large-scroll")
            .auto_shrink([false, false])
            .show(ui, draw);
    } else {
        draw(ui);
    }
}
