//! Every edit is a [`Edit`], applied in one place ([`Doc::apply`]):
//! menus, shortcuts, buttons and typed cells all name the same commands.
//! One command is one undo step; a command that changes nothing makes none.

use crate::app::document::doc::{Doc, RoundsStep, UNDO_LIMIT, UndoStep};
use crate::app::document::pairing_hook;
use crate::app::document::round_edits::{newly_stale, swap};
use crate::model::{GameScore, Player, PlayerId, Preset, Roll};
use crate::t;

/// One user gesture that edits the event.
#[derive(Debug, Clone, PartialEq)]
pub enum Edit {
    /// Enter, change or clear (`None`) a match's score (first player's side).
    SetScore {
        /// Round, 1-based.
        round: u32,
        /// Match index within the round.
        index: usize,
        /// The new score.
        score: Option<GameScore>,
    },
    /// Rename a player.
    SetName(PlayerId, String),
    /// Change how a player's name is read, for lists by name (empty: none).
    SetReading(PlayerId, String),
    /// Change a player's deck.
    SetDeck(PlayerId, String),
    /// Change a player's first pick.
    SetFirstPick(PlayerId, String),
    /// Switch the tiebreaker preset.
    SetPreset(Preset),
    /// Drop a player after a round (`None`: undo the drop).
    SetDropped(PlayerId, Option<u32>),
    /// Disqualify a player or lift it.
    SetDisqualified(PlayerId, bool),
    /// A late entry joining in the given round.
    AddLateEntry {
        /// The new player's name.
        name: String,
        /// First round they are paired in.
        round: u32,
    },
    /// Store a roll or coin flip (its outcome is decided by the caller).
    AddRoll(Roll),
    /// Swap two players between (or within) matches of an unplayed round.
    SwapPlayers {
        /// Round, 1-based.
        round: u32,
        /// One player.
        a: PlayerId,
        /// The other.
        b: PlayerId,
    },
    /// Cut the Swiss to a top 8, 4 or 2: the playoff's first round is
    /// paired at once from the standings.
    Cut(u8),
    /// Cut each age division to its own top 8, 4 or 2, from its own
    /// standings (a division left out plays no playoff).
    CutDivisions(Vec<(crate::model::Division, u8)>),
    /// Set a player's age division (`None`: none, ranked as a master).
    SetDivision(PlayerId, Option<crate::model::Division>),
    /// Pair a stale round again from the results as they are now (only its
    /// tables without a result, when it has results; docs/rules.md §6).
    Repair(u32),
    /// Keep a stale round as it was paired.
    KeepRound(u32),
    /// A player dropped after the round was paired: their opponent gets the
    /// match win.
    Concede {
        /// Round, 1-based.
        round: u32,
        /// The player who dropped.
        player: PlayerId,
    },
    /// Cut again from the Swiss standings as they are now.
    Recut,
    /// Keep the cut though the Swiss results changed.
    KeepCut,
    /// Pair the next round now, as the pairing would after any edit: for a
    /// file made elsewhere with its players and no round yet.
    PairNext,
    /// Set a Swiss event's number of rounds.
    SetSwissRounds(u32),
    /// Give a table extra minutes past the round's time (0: none).
    ExtraTime {
        /// Round, 1-based.
        round: u32,
        /// Match index within the round.
        index: usize,
        /// The extra minutes in all.
        minutes: u32,
    },
    /// Accept a result reported from the players' phones: the match's
    /// score is set and its reports are done.
    AcceptReport {
        /// One of the match's report codes.
        code: String,
        /// The result, from the match's first player's side.
        result: GameScore,
        /// The owner, or the owner's setting (the two players agreed).
        by: crate::model::AcceptedBy,
    },
    /// Step back one edit.
    Undo,
    /// Redo the last undone edit.
    Redo,
}

impl Doc {
    /// Applies a command: the one place the event changes. Returns whether
    /// it changed anything.
    pub fn apply(&mut self, cmd: Edit) -> bool {
        let step = match cmd {
            Edit::Undo => return self.step_history(true),
            Edit::Redo => return self.step_history(false),
            Edit::SetScore {
                round,
                index,
                score,
            } => self.set_score(round, index, score),
            cmd => self.edit_whole(cmd),
        };
        let Some(step) = step else {
            return false;
        };
        self.undo.push(step);
        if self.undo.len() > UNDO_LIMIT {
            self.undo.remove(0);
        }
        self.redo.clear();
        let was = self.snapshot.life.clone();
        self.refresh();
        self.notes
            .extend(newly_stale(&self.event, &was, &self.snapshot.life));
        true
    }

    /// Any edit: the undo step is a copy of the whole event.
    fn edit_whole(&mut self, cmd: Edit) -> Option<UndoStep> {
        let before = self.event.clone();
        let pair = cmd == Edit::PairNext;
        let mut notes = edit(&mut self.event, cmd);
        // An edit that changed nothing (refused, or the same value) makes
        // no undo point, and brings nothing else up to date either.
        if self.event != before || pair {
            notes.extend(pairing_hook::after_edit(&mut self.event, &self.other_codes));
        }
        self.notes = notes;
        (self.event != before).then(|| UndoStep::Event(Box::new(before)))
    }

    /// A typed score, the edit made most often: the undo step keeps only
    /// the match's old score (or the rounds the pairing hook replaced, put
    /// back as they were) and the rolls, never a copy of the whole event.
    fn set_score(
        &mut self,
        round: u32,
        index: usize,
        score: Option<GameScore>,
    ) -> Option<UndoStep> {
        // The match's score as it was, when the edit can change it.
        let old = (round as usize)
            .checked_sub(1)
            .and_then(|r| self.event.rounds.get(r))
            .and_then(|r| r.matches.get(index))
            .filter(|m| m.b.is_some())
            .map(|m| m.score);
        if old == Some(score) {
            self.notes.clear();
            return None;
        }
        let rolls = self.event.rolls.clone();
        let cmd = Edit::SetScore {
            round,
            index,
            score,
        };
        let mut notes = edit(&mut self.event, cmd);
        let (hook_notes, replaced) =
            pairing_hook::after_edit_keeping(&mut self.event, &self.other_codes);
        notes.extend(hook_notes);
        self.notes = notes;
        let rounds = match (replaced, old) {
            // The hook replaced the rounds it was given, the edit's: put
            // the old score back in them for the rounds as they were.
            (Some(mut before), old) => {
                if let Some(old) = old
                    && let Some(m) = before
                        .get_mut(round as usize - 1)
                        .and_then(|r| r.matches.get_mut(index))
                {
                    m.score = old;
                }
                if before == self.event.rounds {
                    RoundsStep::Same
                } else {
                    RoundsStep::All(before)
                }
            }
            (None, Some(old)) if old != score => RoundsStep::Score {
                round,
                index,
                score: old,
            },
            (None, _) => RoundsStep::Same,
        };
        let rolls = (rolls != self.event.rolls).then_some(rolls);
        if matches!(rounds, RoundsStep::Same) && rolls.is_none() {
            return None;
        }
        Some(UndoStep::Parts { rounds, rolls })
    }

    fn step_history(&mut self, back: bool) -> bool {
        let (from, to) = if back {
            (&mut self.undo, &mut self.redo)
        } else {
            (&mut self.redo, &mut self.undo)
        };
        let Some(step) = from.pop() else {
            return false;
        };
        // Reports that came in since the step stay: the players' reports
        // are not edits (undoing an accept brings its reports back).
        let reports = self.event.reports.clone();
        to.push(step.swap_into(&mut self.event));
        crate::engine::reports::merge(&mut self.event, reports);
        self.notes.clear();
        self.refresh();
        true
    }
}

/// Changes the event as the command says; returns notes for the user
/// (why something could not be done). Never panics on stale ids.
fn edit(event: &mut crate::model::Event, cmd: Edit) -> Vec<String> {
    let mut notes = Vec::new();
    fn player(event: &mut crate::model::Event, p: PlayerId) -> Option<&mut Player> {
        event.players.get_mut(p.0)
    }
    match cmd {
        Edit::SetScore {
            round,
            index,
            score,
        } => {
            // A drawn playoff score is kept in its box, with the reason
            // beside it (validation), and holds the next playoff round.
            let m = event.match_mut(round, index);
            match m {
                Some(m) if m.b.is_some() => m.score = score,
                Some(_) => notes.push(t!(EditAByeHasNoScore)),
                None => notes.push(t!(
                    EditRoundRoundHasNoMatch,
                    round = round,
                    value = index + 1
                )),
            }
        }
        Edit::SetName(p, name) => {
            if let Some(pl) = player(event, p) {
                pl.name = name;
            }
        }
        Edit::SetReading(p, reading) => {
            if let Some(pl) = player(event, p) {
                let reading = reading.trim();
                pl.reading = (!reading.is_empty()).then(|| reading.to_string());
            }
        }
        Edit::SetDeck(p, deck) => {
            if let Some(pl) = player(event, p) {
                pl.deck = deck;
            }
        }
        Edit::SetFirstPick(p, pick) => {
            if let Some(pl) = player(event, p) {
                pl.first_pick = pick;
            }
        }
        // A paper pod sheet is Magic's: another game's rules are refused,
        // as a file holding them would be.
        Edit::SetPreset(preset) if !event.structure.plays(preset.game()) => {
            let game = crate::model::Said {
                msg: preset.game().facts().name,
                args: Vec::new(),
            };
            notes.push(crate::said!(CheckPodSheetGame, game = game).to_string());
        }
        Edit::SetPreset(preset) => event.rules = preset,
        Edit::SetDropped(p, after) => {
            if let Some(pl) = player(event, p) {
                pl.dropped_after = after;
            }
        }
        Edit::SetDisqualified(p, on) => {
            if let Some(pl) = player(event, p) {
                pl.disqualified = on;
            }
        }
        Edit::AddLateEntry { name, round } => {
            let number = event.players.iter().map(|p| p.number).max().unwrap_or(0) + 1;
            let mut pl = Player::named(name.trim(), number);
            pl.joined_round = Some(round.max(1));
            event.players.push(pl);
        }
        Edit::AddRoll(roll) => event.rolls.push(roll),
        Edit::Cut(top) => match crate::engine::playoff::cut_now(event, top) {
            Ok(cut) => event.cut = Some(cut),
            Err(why) => notes.push(why.to_string()),
        },
        Edit::CutDivisions(tops) => match crate::engine::playoff::cut_divisions_now(event, &tops) {
            Ok(cut) => event.cut = Some(cut),
            Err(why) => notes.push(why.to_string()),
        },
        // Once cut, the brackets are seeded: a division moves no seed.
        Edit::SetDivision(_, _) if event.cut.is_some() => notes.push(t!(GridDivisionAfterCut)),
        Edit::SetDivision(p, division) => {
            if let Some(pl) = player(event, p) {
                pl.division = division;
            }
        }
        Edit::SwapPlayers { round, a, b } => notes.extend(swap(event, round, a, b)),
        Edit::ExtraTime {
            round,
            index,
            minutes,
        } => {
            if let Some(m) = event.match_mut(round, index) {
                m.extra_minutes = minutes.min(crate::model::MAX_EXTRA_MINUTES);
            }
        }
        Edit::AcceptReport { code, result, by } => {
            let at = crate::app::now_text();
            if let Err(why) = crate::engine::reports::accept(event, &code, result, &at, by) {
                notes.push(match why {
                    crate::engine::reports::Refusal::HasResult => t!(ReportsAlreadyIn),
                    _ => t!(ReportsGone),
                });
            }
        }
        Edit::SetSwissRounds(total) => {
            if let Err(why) = crate::engine::pairing::set_swiss_rounds(event, total) {
                notes.push(why.to_string());
            }
        }
        ref life @ (Edit::Repair(_)
        | Edit::KeepRound(_)
        | Edit::Concede { .. }
        | Edit::Recut
        | Edit::KeepCut) => notes.extend(life_edit(event, life)),
        // The pairing after the edit does it.
        Edit::Undo | Edit::Redo | Edit::PairNext => {}
    }
    notes
}

/// What the owner chose for a stale round, a dropped player still paired
/// or a stale cut (`engine::life::act`, stamped with the time now); the
/// note says what changed, or why nothing could.
fn life_edit(event: &mut crate::model::Event, cmd: &Edit) -> Vec<String> {
    use crate::engine::life::act;
    let now = crate::app::now_text();
    let result: Result<String, crate::model::Said> = match *cmd {
        Edit::Repair(round) => act::repair(event, round, &now).map(|tables| {
            // Each changed table as the players look for it: "3 (E)".
            let matches = &event.rounds[round as usize - 1].matches;
            let list: Vec<crate::model::Said> = tables
                .iter()
                .map(
                    |t| match matches.iter().position(|m| m.label.as_ref() == Some(t)) {
                        Some(i) => crate::text::sheet::table_and_box(event, matches, i),
                        None => t.clone(),
                    },
                )
                .map(|t| crate::said!(Text, text = t))
                .collect();
            t!(
                LifeRepairedNote,
                round = round,
                count = list.len(),
                tables = crate::said!(CauseList, items = list)
            )
        }),
        Edit::KeepRound(round) => {
            act::keep(event, round, &now).map(|()| t!(LifeKeptNote, round = round))
        }
        Edit::Concede { round, player } => act::concede(event, round, player, &now)
            .map(|o| t!(LifeConcededNote, name = event.player(o).name, round = round)),
        Edit::Recut => {
            let st = crate::engine::ranking::rank(&event.swiss_part(), &event.rules.options());
            act::recut(event, &st, &now).map(|()| t!(LifeRecutNote))
        }
        Edit::KeepCut => act::keep_cut(event, &now).map(|()| t!(LifeCutKeptNote)),
        _ => return Vec::new(),
    };
    vec![result.unwrap_or_else(|why| why.to_string())]
}

#[cfg(test)]
#[path = "edit_tests.rs"]
mod tests;
