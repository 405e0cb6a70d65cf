//! Text fields that commit on Enter, Tab or leaving the field: one commit is
//! one command, so a typed score is one undo step, not one per keystroke.

use crate::app::command::CommandSender;
use crate::app::document::doc::{Cell, CellKey, DraftKey, Drafts};
use crate::app::document::edit::Edit;
use crate::model::{BestOf, GameScore, RuleOptions, score_text};
use crate::t;
use egui::{Color32, Id, Response, TextEdit, Ui};

/// The colour of problems (cells and their messages).
pub const PROBLEM: Color32 = Color32::from_rgb(200, 40, 40);

/// A flagged field's background and text colours for the light or the dark
/// theme: readable at a glance, above WCAG AA's 4.5:1 contrast in both.
pub fn flag_colors(dark_mode: bool) -> (Color32, Color32) {
    if dark_mode {
        (
            Color32::from_rgb(110, 24, 24),
            Color32::from_rgb(255, 236, 236),
        )
    } else {
        (
            Color32::from_rgb(255, 215, 215),
            Color32::from_rgb(96, 0, 0),
        )
    }
}

/// Where the box the cursor is sent to (Enter, Ctrl+E) is kept until it
/// has the focus: the boxes draw it even off screen.
pub fn scroll_id() -> Id {
    Id::unique("podsheet-scroll-to-box")
}

/// The stable widget id of a score field (so Enter can move focus on).
pub fn score_id(key: CellKey) -> Id {
    Id::unique(("podsheet-score", key))
}

/// A score typed from one side of a match, read as the event's game reads
/// it ([`score_text::parse_in`]: `d` in a game without draws points to
/// `dl`); `None` when it does not parse.
pub fn parse_side(
    text: &str,
    (best_of, opts): (BestOf, &RuleOptions),
    cell: Cell,
) -> Result<Option<GameScore>, String> {
    let s = score_text::parse_in(text, best_of, opts).map_err(|e| e.to_string())?;
    Ok(if cell == Cell::GridB {
        s.map(|s| s.flipped())
    } else {
        s
    })
}

/// The text shown for a committed score from one side.
pub fn score_text_of(score: Option<GameScore>, cell: Cell) -> String {
    match score {
        Some(s) if !s.is_empty() => {
            if cell == Cell::GridB {
                s.flipped().to_string()
            } else {
                s.to_string()
            }
        }
        _ => String::new(),
    }
}

/// What a score field did this frame.
pub struct ScoreField {
    /// The field's response.
    pub response: Response,
    /// Why the typed text is not a score, if it is not.
    pub error: Option<String>,
    /// Whether Enter was pressed in the field this frame.
    pub enter: bool,
}

/// One score field. `name` is its accessible label; `problem` highlights it.
#[allow(clippy::too_many_arguments)]
pub fn score_field_ui(
    ui: &mut Ui,
    drafts: &mut Drafts,
    key: CellKey,
    score: Option<GameScore>,
    (best_of, opts): (BestOf, &RuleOptions),
    name: &str,
    problem: bool,
    out: &CommandSender,
) -> ScoreField {
    let dkey = DraftKey::Score(key);
    let mut text = drafts
        .get(&dkey)
        .cloned()
        .unwrap_or_else(|| score_text_of(score, key.2));
    let error = drafts
        .get(&dkey)
        .and_then(|t| parse_side(t, (best_of, opts), key.2).err());
    let mut edit = TextEdit::singleline(&mut text)
        .id(score_id(key))
        .desired_width(52.0)
        .hint_text("–");
    if problem || error.is_some() {
        let (bg, fg) = flag_colors(ui.visuals().dark_mode);
        edit = edit.background_color(bg).text_color(fg);
    }
    let id = score_id(key);
    let enter = ui.memory(|m| m.has_focus(id)) && ui.input(|i| i.key_pressed(egui::Key::Enter));
    let size = egui::vec2(52.0, ui.spacing().interact_size.y);
    // How to type a result, an intentional draw included (docs/rules.md
    // §1), on hover: said only when shown.
    let response = ui
        .add_sized(size, edit)
        .accessible_name(name)
        .on_hover_ui(|ui| {
            ui.label(match (best_of, opts.scoring.draws) {
                // No drawn match in the game (One Piece, Yu-Gi-Oh!): a
                // double loss instead.
                (BestOf::One, false) => t!(FieldsScoreHintOneDl),
                (_, false) => t!(FieldsScoreHintThreeDl),
                (BestOf::One, true) => t!(FieldsScoreHintOne),
                (BestOf::Two, true) => t!(FieldsScoreHintTwo),
                (BestOf::Three | BestOf::Any, true) => t!(FieldsScoreHintThree),
            });
        });
    // The box the cursor moves to (Enter, Ctrl+E) comes into view: it is
    // drawn (and keeps the cursor) until the scrolling has brought it on
    // screen.
    let wanted = ui.data(|d| d.get_temp::<(u32, usize)>(scroll_id()));
    if key.2 == Cell::Box && wanted == Some((key.0, key.1)) {
        if ui.clip_rect().contains_rect(response.rect) {
            ui.data_mut(|d| d.remove::<(u32, usize)>(scroll_id()));
        } else {
            response.scroll_to_me(Some(egui::Align::Center));
        }
    }
    if response.changed() {
        drafts.insert(dkey, text.clone());
    }
    if (response.lost_focus() || enter)
        && let Some(t) = drafts.get(&dkey)
        && let Ok(s) = parse_side(t, (best_of, opts), key.2)
    {
        drafts.remove(&dkey);
        out.edit(Edit::SetScore {
            round: key.0,
            index: key.1,
            score: s,
        });
    }
    ScoreField {
        response,
        error,
        enter,
    }
}

/// A free-text field (name, deck, first pick) committed when left.
pub fn text_field_ui(
    ui: &mut Ui,
    drafts: &mut Drafts,
    key: DraftKey,
    value: &str,
    name: &str,
    width: f32,
) -> Option<String> {
    let id = egui::Id::unique(("podsheet-text-field", key));
    let editing = drafts.contains_key(&key) || ui.memory(|m| m.has_focus(id));
    let mut text = drafts
        .get(&key)
        .cloned()
        .unwrap_or_else(|| value.to_string());
    // egui lays out a right-to-left name's words left to right ("Levi
    // Sarah" for שרה לוי); a field not being edited shows it in visual
    // order, as every other face does, and the typed text stays logical.
    let shown = if editing {
        None
    } else {
        Some(crate::text::bidi::for_screen(&text)).filter(|v| *v != text)
    };
    let size = egui::vec2(width, ui.spacing().interact_size.y);
    let visual = shown.is_some();
    let response = match shown {
        Some(mut visual) => ui.add_sized(size, TextEdit::singleline(&mut visual).id(id)),
        None => ui.add_sized(size, TextEdit::singleline(&mut text).id(id)),
    }
    .accessible_name(name);
    if response.changed() && !visual {
        drafts.insert(key, text);
    }
    if response.lost_focus() {
        return drafts.remove(&key);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WCAG's contrast ratio of two colours (1 to 21).
    pub fn contrast(a: Color32, b: Color32) -> f32 {
        fn luminance(c: Color32) -> f32 {
            let lin = |v: u8| {
                let v = f32::from(v) / 255.0;
                if v <= 0.039_28 {
                    v / 12.92
                } else {
                    ((v + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b())
        }
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    #[test]
    fn a_flagged_field_meets_wcag_aa_in_both_themes() {
        for dark in [false, true] {
            let (bg, fg) = flag_colors(dark);
            assert!(contrast(bg, fg) >= 4.5, "dark {dark}: {}", contrast(bg, fg));
        }
        // The check can fail: the old pale grey on pale pink did.
        let old = contrast(Color32::from_rgb(255, 215, 215), Color32::from_gray(140));
        assert!(old < 4.5, "{old}");
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
    }
}
