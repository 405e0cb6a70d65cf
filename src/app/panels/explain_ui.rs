//! Why players are in the order they are: a tie group step by step, or
//! what orders two chosen players, in type large enough to turn the screen
//! toward the player.

use crate::app::document::doc::Doc;
use crate::model::PlayerId;
use crate::t;
use crate::text::explain::Explainer;
use egui::{RichText, Ui};

/// What the explanation panel explains.
#[derive(Debug, Clone, Default)]
pub struct Selection {
    /// A tie group, by one of its players.
    pub group_of: Option<PlayerId>,
    /// Two players to compare.
    pub pair: [Option<PlayerId>; 2],
    /// Large type for showing the screen to a player.
    pub large: bool,
}

impl Selection {
    /// Whether `p` is part of what is selected.
    pub fn involves(&self, doc: &Doc, p: PlayerId) -> bool {
        let in_group = self.group_of.is_some_and(|g| {
            doc.snapshot
                .standings
                .group_of(g)
                .is_some_and(|grp| grp.players.contains(&p))
        });
        in_group || self.pair.contains(&Some(p))
    }

    /// A click on a player in the standings: their tie group.
    pub fn pick(&mut self, doc: &Doc, p: PlayerId) {
        let _ = doc;
        self.group_of = Some(p);
        self.pair = [None, None];
    }
}

/// The explanation panel.
pub fn explain_ui(ui: &mut Ui, doc: &Doc, sel: &mut Selection) {
    ui.horizontal(|ui| {
        ui.checkbox(&mut sel.large, t!(ExplainLargeText));
        if ui.button(t!(ExplainClear)).clicked() {
            sel.group_of = None;
            sel.pair = [None, None];
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
                        if ui
                            .selectable_value(&mut sel.pair[k], Some(p), name)
                            .clicked()
                        {
                            sel.group_of = None;
                        }
                    }
                })
                .response
                .accessible_name(name);
        }
    });
    let size = if sel.large { 28.0 } else { 15.0 };
    let paragraphs = paragraphs(doc, sel);
    egui::ScrollArea::vertical()
        .id_salt("explain-scroll")
        .show(ui, |ui| {
            let names = || doc.event.players.iter().map(|p| p.name.as_str());
            for p in paragraphs {
                let p = crate::text::egui_fonts::sentence(&p, names());
                let text = RichText::new(p).size(size);
                // Large type is for showing the player: full contrast.
                ui.label(if sel.large { text.strong() } else { text });
                ui.add_space(size * 0.4);
            }
        });
}

/// The sentences for the selection.
pub fn paragraphs(doc: &Doc, sel: &Selection) -> Vec<String> {
    // With age divisions, each player is explained within their own
    // division; two of different divisions over the whole event.
    let whole = &doc.snapshot.standings;
    if let [Some(a), Some(b)] = sel.pair {
        if a == b {
            return vec![t!(ExplainChooseTwoDifferentPlayers)];
        }
        let st = doc.snapshot.standings_of(a);
        let st = if st.rank_of(b).is_some() { st } else { whole };
        return vec![Explainer::new(&doc.event, st).pair(a, b)];
    }
    if let Some(p) = sel.group_of {
        let st = doc.snapshot.standings_of(p);
        let ex = Explainer::new(&doc.event, st);
        return match st.group_of(p) {
            Some(g) => ex.group(g),
            None => vec![t!(ExplainIsNotTiedWithAnyone, value = ex.name(p))],
        };
    }
    vec![t!(ExplainClickAPlayerInThe)]
}
