//! Long streams of the app's own commands, drawn from bytes, for the test
//! that drives the app through a store's day at random
//! (tests/integration/app_random_day.rs) and for the fuzz target over the
//! same stream (fuzz/fuzz_targets/app_commands.rs): new events and nights
//! beside, pod switches, selections and comparisons, clocks, results (and
//! results the game does not allow), undo and redo, drops, no-shows, late
//! entries, cuts, re-pairs, saving and opening, sharing on and off. Each
//! command is drawn against the app as it is, so most of them act on
//! something real; some point past the event on purpose.
//!
//! [`check`] is what must hold after every step: the recovery files read
//! back to what is on screen.

use crate::app::PodsheetApp;
use crate::app::command::Command;
use crate::app::document::edit::Edit;
use crate::app::document::new_event::{self, Form, Sheet};
use crate::app::view::{ClockAction, Pick};
use crate::model::{BestOf, Game, GameScore, PlayerId, Preset};
use std::path::{Path, PathBuf};

/// Bytes read one at a time; past the end every byte is 0.
#[derive(Debug, Clone)]
pub struct Draw<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Draw<'a> {
    /// A draw from `bytes`.
    pub fn new(bytes: &'a [u8]) -> Self {
        Draw { bytes, at: 0 }
    }

    /// Whether every byte was read.
    pub fn is_done(&self) -> bool {
        self.at >= self.bytes.len()
    }

    /// The next byte.
    pub fn byte(&mut self) -> u8 {
        let b = self.bytes.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    /// A number below `n` (0 when `n` is 0), from two bytes.
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        let x = usize::from(self.byte()) << 8 | usize::from(self.byte());
        x % n
    }

    /// A number below `n`, now and then one past it (a place the event
    /// does not have).
    fn index(&mut self, n: usize) -> usize {
        if self.byte() == 255 { n } else { self.below(n) }
    }
}

/// Names in several scripts, for new players.
const NAMES: &[&str] = &[
    "Ana Souza",
    "Łukasz Nowak",
    "佐藤 花子",
    "김민준",
    "Zoë Ørsted",
    "محمد علي",
    "יעל כהן",
    "Ngô Thị Lan",
];

/// Where the stream saves and opens files.
#[derive(Debug, Clone)]
pub struct Places {
    /// A folder for the event files the stream saves.
    pub dir: PathBuf,
    /// Event files it may open (fixtures).
    pub files: Vec<PathBuf>,
}

/// The next command for `app`, drawn from `d`.
pub fn next(d: &mut Draw<'_>, app: &PodsheetApp, places: &Places) -> Command {
    let doc = app.doc();
    let event = &doc.event;
    let players = event.players.len();
    let pods = app.night.len();
    let player = |d: &mut Draw<'_>| PlayerId(d.index(players));
    match d.byte() % 32 {
        0..=7 => score(d, app),
        8 => Command::Undo,
        9 => Command::Redo,
        10 => Command::Explain(match d.byte() % 4 {
            0 => Pick::Group(player(d)),
            1 => Pick::Compare(d.below(3), Some(player(d))),
            2 => Pick::Clear,
            _ => Pick::Large(d.byte().is_multiple_of(2)),
        }),
        11 => Command::Clock(match d.byte() % 4 {
            0 => ClockAction::Start,
            1 => ClockAction::Pause,
            2 => ClockAction::Reset,
            _ => ClockAction::Extra(u32::from(d.byte() % 80)),
        }),
        12 => Command::ShowPod(d.index(pods)),
        13 => {
            if d.byte().is_multiple_of(2) {
                Command::NextPod
            } else {
                Command::PreviousPod
            }
        }
        14 => new_event(d, true),
        15 => Command::Edit(Edit::SetDropped(
            player(d),
            Some(d.below(event.rounds.len() + 1) as u32),
        )),
        16 => Command::NoShow {
            pod: d.index(pods),
            player: d.index(players),
        },
        17 => Command::Edit(Edit::AddLateEntry {
            name: NAMES[d.below(NAMES.len())].to_string(),
            round: d.below(event.rounds.len() + 2) as u32,
        }),
        18 => Command::CutToTop([8, 4, 2][d.below(3)]),
        19 => Command::RepairStale,
        20 => Command::TieBreakRoll,
        21 => Command::Edit(Edit::SetPreset(
            Preset::NAMED[d.below(Preset::NAMED.len())].clone(),
        )),
        22 => Command::MovePlayer {
            from: d.index(pods),
            player: d.index(players),
            to: d.index(pods + 1),
        },
        23 => Command::LateArrival {
            name: NAMES[d.below(NAMES.len())].to_string(),
            pod: (!d.byte().is_multiple_of(3)).then(|| d.index(pods)),
        },
        24 => Command::AcceptConfirmed,
        25 => Command::Edit(Edit::SetName(
            player(d),
            NAMES[d.below(NAMES.len())].to_string(),
        )),
        26 => match d.byte() % 4 {
            0 => Command::Edit(Edit::Recut),
            1 => Command::Edit(Edit::KeepCut),
            2 => Command::Edit(Edit::PairNext),
            _ => Command::Edit(Edit::KeepRound(d.below(event.rounds.len() + 2) as u32)),
        },
        27 => Command::Edit(Edit::SwapPlayers {
            round: d.below(event.rounds.len() + 1) as u32 + 1,
            a: player(d),
            b: player(d),
        }),
        28 => {
            let file = places.dir.join(format!("saved-{}.podsheet", d.byte() % 3));
            Command::FileChosen(crate::app::files::purpose::Purpose::SaveAs, Some(file))
        }
        29 => open(d, places),
        30 => {
            if app.share.is_on() {
                Command::StopSharing
            } else {
                Command::StartSharing
            }
        }
        _ => new_event(d, false),
    }
}

/// A score for a match of the pod on screen (or a match it lacks): a
/// result, a result the game does not allow, or the box cleared.
fn score(d: &mut Draw<'_>, app: &PodsheetApp) -> Command {
    let event = &app.doc().event;
    let rounds = event.rounds.len();
    let round = d.index(rounds.max(1)) + 1;
    let matches = event.rounds.get(round - 1).map_or(0, |r| r.matches.len());
    let index = d.index(matches.max(1));
    let score = match d.byte() % 8 {
        0 => None,
        1 => Some(GameScore::new(1, 1, 0)),
        2 => Some(GameScore::new(2, 3, 0)),
        3 => Some(GameScore::new(0, 0, 1)),
        4 => Some(GameScore::new(1, 2, 0)),
        5 => Some(GameScore::new(1, 0, 0)),
        _ => Some(GameScore::new(2, 1, 0)),
    };
    Command::Edit(Edit::SetScore {
        round: round as u32,
        index,
        score,
    })
}

/// A new event of some game and size: in place of the night (its changes
/// discarded) or beside it.
fn new_event(d: &mut Draw<'_>, beside: bool) -> Command {
    let mut form = Form::default();
    form.set_game(Game::ALL[d.below(Game::ALL.len())]);
    let sheets = Sheet::offered(form.game);
    form.set_sheet(sheets[d.below(sheets.len())]);
    if d.byte().is_multiple_of(4) {
        form.best_of = [BestOf::One, BestOf::Three][d.below(2)];
    }
    let n = 2 + d.below(14);
    form.names = (1..=n)
        .map(|i| format!("Player {i}"))
        .collect::<Vec<_>>()
        .join("\n");
    form.beside = beside;
    match new_event::build(&form, "2026-11-28T18:00:00Z") {
        Ok(event) if beside => Command::AddEvent(Box::new(event)),
        Ok(event) => Command::DiscardAnd(Box::new(Command::CreateEvent(Box::new(event)))),
        Err(_) => Command::NextPod,
    }
}

/// A file opened in place of the night (its changes discarded).
fn open(d: &mut Draw<'_>, places: &Places) -> Command {
    let saved: Vec<PathBuf> = (0..3)
        .map(|k| places.dir.join(format!("saved-{k}.podsheet")))
        .filter(|p| p.exists())
        .collect();
    let all: Vec<&Path> = places
        .files
        .iter()
        .chain(&saved)
        .map(PathBuf::as_path)
        .collect();
    match all.get(d.below(all.len().max(1))) {
        Some(p) => Command::DiscardAnd(Box::new(Command::OpenPath(p.to_path_buf()))),
        None => Command::Redo,
    }
}

/// What must hold after every step: the recovery files read back to what
/// is on screen (the night's, or the lone event's, while anything is
/// unsaved). `Err` says what differs.
pub fn check(app: &mut PodsheetApp) -> Result<(), String> {
    if app.dialogs.recovery_offer.is_some() || app.night.offer.is_some() {
        return Ok(());
    }
    app.write_recovery();
    app.recovery.flush();
    if !app.is_dirty() {
        return Ok(());
    }
    let on_screen = app.night_events();
    if app.night.len() > 1 {
        let found = crate::app::night::recovery::find(&app.recovery)?;
        let night = found.ok_or("no night recovery file while the night is unsaved")?;
        if night.night.pods != on_screen.pods {
            let at = difference(&night.night.pods, &on_screen.pods);
            return Err(format!(
                "the night's recovery file differs from the screen at {at}"
            ));
        }
    } else {
        let found = app.recovery.find()?;
        let back = found.ok_or("no recovery file while the event is unsaved")?;
        if back.event != on_screen.pods[0] {
            let at = difference(&back.event, &on_screen.pods[0]);
            return Err(format!("the recovery file differs from the screen at {at}"));
        }
    }
    Ok(())
}

/// Where two values first differ, as a path into their JSON
/// (`rounds.3.matches.0.score`), with both sides.
fn difference<T: serde::Serialize + std::fmt::Debug>(read: &T, shown: &T) -> String {
    use serde_json::Value;
    fn walk(a: &Value, b: &Value, path: &mut Vec<String>) -> Option<String> {
        match (a, b) {
            (Value::Object(x), Value::Object(y)) => {
                for k in x.keys().chain(y.keys()) {
                    path.push(k.clone());
                    let null = Value::Null;
                    let found = walk(x.get(k).unwrap_or(&null), y.get(k).unwrap_or(&null), path);
                    path.pop();
                    if found.is_some() {
                        return found;
                    }
                }
                None
            }
            (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
                x.iter().zip(y).enumerate().find_map(|(i, (p, q))| {
                    path.push(i.to_string());
                    let found = walk(p, q, path);
                    path.pop();
                    found
                })
            }
            _ if a == b => None,
            _ => Some(format!("{}: read back {a}, on screen {b}", path.join("."))),
        }
    }
    let (a, b) = (serde_json::to_value(read), serde_json::to_value(shown));
    match (a, b) {
        (Ok(a), Ok(b)) => walk(&a, &b, &mut Vec::new()).unwrap_or_else(|| {
            // The same JSON: a difference the file does not hold.
            let (x, y) = (format!("{read:?}"), format!("{shown:?}"));
            let at = x.chars().zip(y.chars()).take_while(|(p, q)| p == q).count();
            let near = |s: &str| {
                s.chars()
                    .skip(at.saturating_sub(80))
                    .take(160)
                    .collect::<String>()
            };
            format!(
                "(no JSON difference) read back …{}… on screen …{}…",
                near(&x),
                near(&y)
            )
        }),
        _ => "(not serialisable)".into(),
    }
}
