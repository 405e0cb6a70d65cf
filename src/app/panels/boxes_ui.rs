//! The match boxes of every round, in sheet order, one column a round as on
//! the paper sheet: what each column waits for, Enter's way from box to box,
//! and any round printed again. One box is drawn by `match_box_ui.rs`.

use super::match_box_ui::{match_box_ui, placeholder_box_ui};
use crate::app::command::{Command, CommandSender};
use crate::app::document::doc::{Doc, Drafts};
use crate::app::document::edit::Edit;
use crate::app::panels::fields::PROBLEM;
use crate::engine::pairing::SheetBox;
use crate::engine::pairing::templates::Source;
use crate::t;
use egui::{RichText, Ui};

/// Width of one round's column of boxes.
const BOX_WIDTH: f32 = 270.0;

/// What one place in a round's column shows.
enum Item<'a> {
    /// A paired match (index in its round), with its sheet box if any.
    Match(usize, Option<&'a SheetBox>),
    /// A sheet box whose players are not both known yet.
    Placeholder(&'a SheetBox),
}

/// The places of round `r` in sheet order: every sheet box (paired or a
/// placeholder), then matches of the round no box claims (rounds paired by
/// records, matches added by hand).
fn round_items<'a>(doc: &Doc, sheet: &'a [SheetBox], r: u32) -> Vec<Item<'a>> {
    let mut items = Vec::new();
    let mut used = Vec::new();
    for b in sheet.iter().filter(|b| b.round == r && !b.by_records) {
        match b.match_index {
            Some(i) => {
                used.push(i);
                items.push(Item::Match(i, Some(b)));
            }
            None => items.push(Item::Placeholder(b)),
        }
    }
    if let Some(round) = doc.event.rounds.get(r as usize - 1) {
        let rest = (0..round.matches.len()).filter(|i| !used.contains(i));
        items.extend(rest.map(|i| Item::Match(i, None)));
    }
    items
}

/// Every round's boxes, one column per planned round: on a paper sheet
/// every box from the start, each side showing where its player comes from
/// ("winner A") until the result that decides it is in. Enter moves to the
/// next box in sheet order (Tab does the same by egui's focus order).
pub fn boxes_ui(ui: &mut Ui, doc: &Doc, drafts: &mut Drafts, out: &CommandSender) {
    let rounds = doc.view.columns;
    let columns: Vec<Vec<Item>> = (1..=rounds as u32)
        .map(|r| round_items(doc, &doc.view.sheet, r))
        .collect();
    if rounds == 0 {
        ui.label(t!(BoxesNoRoundsYetTheFirst));
    }
    crate::app::panels::swiss_end_ui::swiss_end_ui(ui, doc, out);
    // The box the cursor was sent to (Enter, Ctrl+E): drawn even when off
    // screen, so that it takes focus and scrolls itself into view.
    let scroll_to =
        ui.data(|d| d.get_temp::<(u32, usize)>(crate::app::panels::fields::scroll_id()));
    // Focus moves after every box is drawn, so the next box does not see
    // this frame's Enter too.
    let mut enter_in: Option<(u32, usize)> = None;
    // Rounds side by side, as on the paper sheet, wrapping when narrow.
    let layout = egui::Layout::left_to_right(egui::Align::TOP).with_main_wrap(true);
    ui.with_layout(layout, |ui| {
        for (ri, items) in columns.iter().enumerate() {
            let r = ri as u32 + 1;
            ui.allocate_ui(egui::vec2(BOX_WIDTH, 0.0), |ui| {
                ui.vertical(|ui| {
                    ui.set_width(BOX_WIDTH);
                    let title = crate::engine::playoff::name_of_round(&doc.event, r);
                    ui.horizontal(|ui| {
                        // A division cut's round names each bracket's
                        // stage: long, so it wraps in its column.
                        ui.add(
                            egui::Label::new(RichText::new(title.to_string()).strong().size(18.0))
                                .wrap(),
                        );
                        // Any round's pairings and slips, printed again.
                        if !items.is_empty() && (r as usize) <= doc.event.rounds.len() {
                            reprint_ui(ui, r, out);
                        }
                    });
                    if doc.snapshot.life.round(r).is_some() {
                        ui.colored_label(PROBLEM, t!(BoxesRoundStale));
                    }
                    // What the owner chose when the round no longer fit,
                    // and why (stored with the round).
                    if let Some(round) = doc.event.rounds.get(ri) {
                        for c in &round.changes {
                            let said = crate::text::life::change(
                                &doc.event,
                                Some(r),
                                c,
                                &crate::text::clock::local_time,
                            );
                            ui.weak(said.to_string());
                        }
                    }
                    if items.is_empty() {
                        // A result that cannot happen holds this round: said
                        // here, where the round would be.
                        match &doc.snapshot.pairing {
                            Err(
                                why @ crate::engine::pairing::PairingError::Waits { round, .. },
                            ) if *round == r => {
                                ui.colored_label(PROBLEM, why.to_string());
                            }
                            // A file made elsewhere, its players in and
                            // no round yet: paired on the owner's word.
                            _ if r == 1 && can_pair_first(doc) => {
                                let button = ui.button(t!(BoxesPairNow, round = 1));
                                if button
                                    .on_hover_text(t!(BoxesPairNowTooltip, round = 1))
                                    .clicked()
                                {
                                    out.edit(Edit::PairNext);
                                }
                            }
                            _ => {
                                ui.label(waiting_text(doc, r));
                            }
                        }
                    }
                    if let Some(note) = column_note(items, r) {
                        ui.weak(note);
                    }
                    // Only the boxes on screen are drawn (a 512-player event).
                    let id = egui::Id::unique(("podsheet-boxes", r));
                    let wanted = scroll_to.filter(|&(wr, _)| wr == r).and_then(|(_, wi)| {
                        items
                            .iter()
                            .position(|it| matches!(it, Item::Match(i, _) if *i == wi))
                    });
                    crate::app::panels::visible::list_ui(ui, id, items.len(), wanted, |ui, k| {
                        let item = &items[k];
                        egui::Frame::group(ui.style()).show(ui, |ui| {
                            ui.set_width(BOX_WIDTH - 14.0);
                            match item {
                                Item::Match(i, b) => {
                                    let m = &doc.event.rounds[ri].matches[*i];
                                    if match_box_ui(ui, doc, drafts, out, (r, *i), m, *b) {
                                        enter_in = Some((r, *i));
                                    }
                                }
                                Item::Placeholder(b) => placeholder_box_ui(ui, doc, b),
                            }
                        });
                    });
                });
            });
        }
    });
    // Where Enter goes is decided once this frame's result is in (it may
    // pair the next round).
    if let Some((r, i)) = enter_in {
        out.send(Command::NextOpenBox(r, i));
    }
}

/// "Print…": round `r`'s pairings and slips again, on either paper.
fn reprint_ui(ui: &mut Ui, r: u32, out: &CommandSender) {
    use crate::io::pdf::Paper;
    ui.menu_button(t!(BoxesPrintRound), |ui| {
        for paper in [Paper::Letter, Paper::A4] {
            let cmd = Command::PrintEarlierRound(paper, r);
            if ui.button(cmd.text()).clicked() {
                out.send(cmd);
            }
        }
    })
    .response
    .on_hover_text(t!(BoxesPrintRoundHover, round = r));
}

/// Every box with two players, `(round, match index)`, in sheet order:
/// round by round, each round's boxes as its column shows them.
pub fn box_order(doc: &Doc) -> Vec<(u32, usize)> {
    (1..=doc.event.rounds.len() as u32)
        .flat_map(|r| {
            round_items(doc, &doc.view.sheet, r)
                .into_iter()
                .filter_map(move |it| match it {
                    Item::Match(i, _) => Some((r, i)),
                    Item::Placeholder(_) => None,
                })
        })
        .filter(|&(r, i)| doc.event.rounds[r as usize - 1].matches[i].b.is_some())
        .collect()
}

/// The first box still without a result after `after` in sheet order, or
/// else the first one anywhere (`after: None`: the first one).
pub fn next_open_box(doc: &Doc, after: Option<(u32, usize)>) -> Option<(u32, usize)> {
    let order = box_order(doc);
    let open = |&&(r, i): &&(u32, usize)| !doc.event.rounds[r as usize - 1].matches[i].is_decided();
    let start = after
        .and_then(|k| order.iter().position(|&x| x == k))
        .map_or(0, |p| p + 1);
    order[start..]
        .iter()
        .find(open)
        .or_else(|| order[..start].iter().find(open))
        .copied()
}

/// Whether round 1 can be paired now and is not yet: an event with its
/// players and no round (a file made elsewhere; one made in the app is
/// paired as it is made).
fn can_pair_first(doc: &Doc) -> bool {
    use crate::engine::pairing::PairingError;
    doc.event.rounds.is_empty()
        && match &doc.snapshot.pairing {
            Ok(p) => p.round == 1 && !p.matches.is_empty(),
            Err(PairingError::SeedNeeded { round }) => *round == 1,
            Err(_) => false,
        }
}

/// What an empty round's column says: what it waits for, a playoff
/// round by its name ("every Quarterfinals result"), never its number.
fn waiting_text(doc: &Doc, r: u32) -> String {
    if r == 1 {
        t!(BoxesPairedOnceThePlayersAre)
    } else if doc.event.is_playoff_round(r - 1) {
        let stage = crate::engine::playoff::name_of_round(&doc.event, r - 1).to_string();
        t!(BoxesPairedOnceStageIsPlayed, stage = stage)
    } else {
        t!(BoxesPairedOnceRoundIsComplete, value = r - 1)
    }
}

/// What a column with boxes not paired yet says about them: routed boxes
/// fill with results; a round robin's boxes (players known from the start)
/// open with their round.
fn column_note(items: &[Item], r: u32) -> Option<String> {
    let waiting: Vec<&SheetBox> = items
        .iter()
        .filter_map(|it| match it {
            Item::Placeholder(b) => Some(*b),
            Item::Match(..) => None,
        })
        .collect();
    let unknown = waiting
        .iter()
        .any(|b| (0..2).any(|k| b.players[k].is_none() && b.from[k] != Source::Bye));
    match (waiting.is_empty(), unknown) {
        (true, _) => None,
        (false, true) => Some(t!(BoxesBoxesFillAsResultsArrive)),
        (false, false) => Some(t!(
            BoxesScoresOpenOnceRoundIs,
            value = r.saturating_sub(1).max(1)
        )),
    }
}
