//! The match boxes of every round, in sheet order: "A: Scott vs Mariano",
//! the score typed in, "games won 0 2, drawn 0", and any problem beside it.

use crate::app::command::{Command, CommandSender};
use crate::app::document::doc::{Cell, Doc, Drafts};
use crate::app::document::edit::Edit;
use crate::app::panels::fields::{PROBLEM, score_field_ui};
use crate::engine::pairing::SheetBox;
use crate::engine::pairing::templates::Source;
use crate::engine::validate::Severity;
use crate::model::{Match, Roll, RollKind};
use crate::t;
use crate::text::sheet::BoxWords;
use egui::{RichText, Ui};

/// Width of one round's column of boxes.
const BOX_WIDTH: f32 = 270.0;

/// The caption of a box: a sheet's box by its letter, "A: Scott vs
/// Mariano" (its table beside it, `table_note`); any other match by its
/// table as the room numbers it, the same number the phones and the
/// printouts give ("Table 15: Scott vs Mariano"); a bye, which takes no
/// table, "Emma has a bye" (a sheet's bye box "E: Emma has a bye").
pub fn box_caption(doc: &Doc, index: usize, m: &Match) -> String {
    let letter = sheet_letter(m);
    let Some(b) = m.b else {
        let label = letter.map(|l| format!("{l}: ")).unwrap_or_default();
        return t!(BoxesLabelAHasABye, label = label, a = doc.short_name(m.a));
    };
    let label = match letter {
        Some(l) => l.to_string(),
        None => t!(BoxesTable, value = table_in(doc, index, m)),
    };
    t!(
        BoxesLabelVs,
        label = label,
        value = doc.short_name(m.a),
        value2 = doc.short_name(b)
    )
}

/// The box's caption with its table first where the caption does not say
/// it: "Table 13 · A: Scott vs Mariano" (for the display window, read from
/// across the room).
pub fn box_caption_with_table(doc: &Doc, index: usize, m: &Match) -> String {
    match table_note(doc, index, m) {
        Some(table) => format!("{table} · {}", box_caption(doc, index, m)),
        None => box_caption(doc, index, m),
    }
}

/// "Table 13" for a sheet's lettered box with two players (its caption
/// names it by its letter), as the room numbers its tables; `None` for
/// any other match (its caption says its table) and for a bye.
pub fn table_note(doc: &Doc, index: usize, m: &Match) -> Option<String> {
    m.b?;
    sheet_letter(m)?;
    Some(t!(BoxesTable, value = table_in(doc, index, m)))
}

/// The letter of a sheet's box ("A"); `None` for a numbered table.
fn sheet_letter(m: &Match) -> Option<&str> {
    crate::text::sheet::box_of(std::slice::from_ref(m), 0)
}

/// The room's number for the table of `m`, match `index` of its round
/// ([`crate::text::sheet::table_of`]). The round is the one holding `m`
/// itself at `index`; a match not in the event (a copy) is taken as the
/// only match of its round.
fn table_in(doc: &Doc, index: usize, m: &Match) -> String {
    let holding = doc
        .event
        .rounds
        .iter()
        .find(|r| r.matches.get(index).is_some_and(|x| std::ptr::eq(x, m)));
    match holding {
        Some(r) => crate::text::sheet::table_of(&doc.event, &r.matches, index),
        None => crate::text::sheet::table_of(&doc.event, std::slice::from_ref(m), 0),
    }
}

/// The accessible name of a box's score field.
pub fn box_field_name(round: u32, caption: &str) -> String {
    t!(
        BoxesRoundRoundCaptionScore,
        round = round,
        caption = caption
    )
}

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
                        ui.label(RichText::new(title.to_string()).strong().size(18.0));
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

/// "+5 min": a table's extra time past the round's, to give or take back.
fn extra_time_ui(ui: &mut Ui, out: &CommandSender, (round, index): (u32, usize), minutes: u32) {
    let label = if minutes == 0 {
        t!(BoxesExtraTime)
    } else {
        t!(BoxesExtraMinutes, minutes = minutes)
    };
    ui.menu_button(label, |ui| {
        for add in [3, 5, 10] {
            let total = minutes + add;
            if ui.button(t!(BoxesAddMinutes, minutes = add)).clicked() {
                out.edit(Edit::ExtraTime {
                    round,
                    index,
                    minutes: total,
                });
            }
        }
        if minutes > 0 && ui.button(t!(BoxesNoExtraTime)).clicked() {
            out.edit(Edit::ExtraTime {
                round,
                index,
                minutes: 0,
            });
        }
    })
    .response
    .on_hover_text(t!(BoxesExtraTimeHover));
}

/// "Code…": the match's report code, for a player who lost the slip (shown
/// only here, on the owner's screen, and on the slip).
/// "Codes…": each player's own report code, for a lost half of a slip.
fn code_ui(ui: &mut Ui, doc: &Doc, m: &Match) {
    ui.menu_button(t!(BoxesReportCode), |ui| {
        if let Some(codes) = &m.codes {
            for (p, code) in [Some(m.a), m.b].into_iter().zip(codes) {
                let name = p.map_or("", |p| doc.short_name(p));
                let line = t!(BoxesReportCodeOf, name = name, code = code);
                ui.label(RichText::new(line).monospace().size(22.0).strong());
            }
        } else if let Some(code) = &m.code {
            ui.label(RichText::new(code).monospace().size(28.0).strong());
        }
        ui.label(t!(BoxesReportCodeHow));
    });
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

/// The caption of a box not paired yet: "E: winner A vs winner C",
/// "F: Tino vs winner D", "J: loser D has a bye".
pub fn placeholder_caption(doc: &Doc, b: &SheetBox) -> String {
    let [a, o] = [0, 1].map(|k| b.side_text(&doc.event, &doc.names, k));
    let label = b.label.map(|c| format!("{c}: ")).unwrap_or_default();
    if b.is_bye() {
        t!(BoxesLabelAHasABye, label = label, a = a)
    } else {
        t!(BoxesLabelAVsO, label = label, a = a, o = o)
    }
}

/// A box whose players are not both known: its caption, names where known
/// and routing where not, and no score field until it is paired.
fn placeholder_box_ui(ui: &mut Ui, doc: &Doc, b: &SheetBox) {
    // One label (so it reads, and is found, as one caption), with the
    // placeholders in italics beside the known names.
    let caption = placeholder_caption(doc, b);
    let mut job = egui::text::LayoutJob::default();
    let style = ui.style().clone();
    let strong = |t: String| RichText::new(t).strong();
    let mut push = |t: RichText| {
        t.append_to(
            &mut job,
            &style,
            egui::FontSelection::Default,
            egui::Align::Center,
        );
    };
    if let Some(c) = b.label {
        push(strong(format!("{c}: ")));
    }
    for k in 0..2 {
        let text = b.side_text(&doc.event, &doc.names, k);
        push(match b.players[k] {
            Some(_) => strong(text),
            None => RichText::new(text).italics(),
        });
        if k == 0 {
            push(RichText::new(if b.is_bye() {
                t!(BoxesHasABye)
            } else {
                t!(BoxesVs)
            }));
            if b.is_bye() {
                break;
            }
        }
    }
    debug_assert_eq!(job.text, caption);
    ui.add(egui::Label::new(job).wrap());
    // Once a routed side has its name, the routing moves under the caption
    // (while both are placeholders the caption already says it).
    let named = (0..2).any(|k| b.players[k].is_some() && !matches!(b.from[k], Source::Number(_)));
    if named {
        routing_ui(ui, b);
    }
}

/// Where a box's sides come from, under its caption as on the paper
/// ("winner A · winner C"); nothing for boxes filled by number.
fn routing_ui(ui: &mut Ui, b: &SheetBox) {
    let routed: Vec<String> = (0..2)
        .filter(|&k| matches!(b.from[k], Source::Winner(_) | Source::Loser(_)))
        .map(|k| b.source_text(k))
        .collect();
    if !routed.is_empty() {
        ui.label(RichText::new(routed.join(" · ")).small());
    }
}

fn match_box_ui(
    ui: &mut Ui,
    doc: &Doc,
    drafts: &mut Drafts,
    out: &CommandSender,
    (r, i): (u32, usize),
    m: &Match,
    sheet_box: Option<&SheetBox>,
) -> bool {
    let caption = box_caption(doc, i, m);
    ui.horizontal(|ui| {
        // A lettered box's table, as the phones and the slips number it.
        if let Some(table) = table_note(doc, i, m) {
            ui.label(RichText::new(table).small().weak());
        }
        ui.add(egui::Label::new(RichText::new(&caption).strong()).truncate());
    });
    if let Some(b) = sheet_box {
        routing_ui(ui, b);
    }
    if m.b.is_none() {
        return false;
    }
    let problems: Vec<String> = doc
        .snapshot
        .problems
        .iter()
        .filter(|p| {
            p.severity > Severity::Missing && p.round == Some(r) && p.match_index == Some(i)
        })
        .map(|p| p.message.to_string())
        .collect();
    let field = ui
        .horizontal(|ui| {
            let field = score_field_ui(
                ui,
                drafts,
                (r, i, Cell::Box),
                m.score,
                (doc.event.best_of, &doc.snapshot.standings.options),
                &box_field_name(r, &caption),
                !problems.is_empty(),
                out,
            );
            let s = m.score.unwrap_or_default();
            ui.label(games_line(&doc.snapshot.standings.options, s));
            field
        })
        .inner;
    if let Some(e) = field.error {
        ui.colored_label(PROBLEM, e);
    }
    for p in problems {
        ui.colored_label(PROBLEM, p);
    }
    // A result that cannot happen is held: said in the box itself.
    if crate::engine::validate::is_held(&doc.event, r, m) {
        ui.colored_label(PROBLEM, RichText::new(t!(BoxesHeld)).strong());
    }
    // Extra time for this table (a judge call, a deck check), while it
    // plays.
    if m.result().is_none() && r as usize == doc.event.rounds.len() {
        ui.horizontal(|ui| {
            extra_time_ui(ui, out, (r, i), m.extra_minutes);
            if m.codes.is_some() || m.code.is_some() {
                code_ui(ui, doc, m);
            }
        });
    }
    // What the players reported from their phones, if anything.
    if m.result().is_none()
        && let Some(line) = crate::app::panels::reports_ui::box_line(doc, (r, i), m)
    {
        ui.label(RichText::new(line).italics());
    }
    // Where an accepted result came from, with every report on hover.
    if let Some(acc) = &m.accepted {
        let time = &crate::text::clock::local_time;
        let line = crate::text::reports::accepted_line(m, acc, time);
        let from: Vec<String> = acc
            .reports
            .iter()
            .map(|rep| crate::text::reports::from(&doc.event, m, rep, time))
            .collect();
        ui.label(RichText::new(line).small())
            .on_hover_text(from.join("\n"));
    }
    coin_flip_ui(ui, doc, out, r, i, m);
    field.enter
}

/// A drawn match on a bracket sheet needs a coin flip to say who goes on.
fn coin_flip_ui(ui: &mut Ui, doc: &Doc, out: &CommandSender, r: u32, i: usize, m: &Match) {
    // Only a bracket sends one player on; a round robin has no coin flip.
    let is_sheet = matches!(
        doc.event.structure,
        crate::model::Structure::Pod { template } if !template.is_round_robin()
    );
    let drawn = m.result().is_some_and(|s| s.a == s.b);
    let Some(b) = m.b else { return };
    if !(is_sheet && drawn) {
        return;
    }
    let made = doc.event.rolls.iter().rev().find(|roll| {
        matches!(roll.what, RollKind::CoinFlip { round, index, .. } if round == r && index == i)
    });
    match (made, doc.event.coin_flip(r, i)) {
        (Some(roll), Some(w)) => {
            ui.label(t!(
                BoxesCoinFlipGoesOn,
                value = doc.short_name(w),
                value2 = crate::text::clock::local_time(&roll.made_at)
            ));
        }
        _ => {
            // Named by the box's letter, as the owner reads it off the sheet.
            let name = m
                .label
                .clone()
                .unwrap_or_else(|| t!(BoxesRoundRTable, r = r, value = table_in(doc, i, m)));
            if ui.button(t!(BoxesFlipCoinForName, name = name)).clicked() {
                let winner = if crate::app::dice::coin() { m.a } else { b };
                out.edit(Edit::AddRoll(Roll {
                    made_at: crate::app::now_text(),
                    what: RollKind::CoinFlip {
                        round: r,
                        index: i,
                        winner,
                    },
                }));
            }
        }
    }
}

/// A box's score read back beside its field, in the game's words: "games
/// won 2 1, drawn 1", "tied" where the game calls a draw a tie (Pokémon),
/// no drawn games where the game has none unless some were typed, and a
/// double loss as one.
fn games_line(opts: &crate::model::RuleOptions, s: crate::model::GameScore) -> String {
    if s.double_loss {
        return t!(ResultDoubleLoss);
    }
    if opts.game.facts().tie {
        t!(BoxesGamesWonTied, a = s.a, b = s.b, draws = s.draws)
    } else if !opts.scoring.draws && s.draws == 0 {
        t!(BoxesGamesWon, a = s.a, b = s.b)
    } else {
        t!(BoxesGamesWonDrawn, a = s.a, b = s.b, draws = s.draws)
    }
}
