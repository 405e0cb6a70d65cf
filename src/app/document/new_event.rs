//! Building a new event from the new-event form (no UI here, so it is
//! testable): sheet, best-of, preset, players, random seating, round 1.

use crate::model::{
    BestOf, Event, FirstRound, Game, Player, PlayerId, Preset, Roll, RollKind, Structure, Template,
};
use crate::t;

/// The sheets a new event can use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sheet {
    /// The 7-player round-robin sheet.
    RoundRobin7,
    /// The 8-player Swiss sheet.
    Swiss8,
    /// The 10-player Swiss sheet.
    Swiss10,
    /// 8-player single elimination.
    SingleElimination8,
    /// The 6-player double round-robin sheet.
    RoundRobin6Double,
    /// The 9-player Swiss sheet with a bye each round.
    Swiss9,
    /// A round robin of any size.
    RoundRobin,
    /// Swiss of any size.
    Swiss,
}

impl Sheet {
    /// Every sheet, for the combo.
    pub const ALL: [Sheet; 8] = [
        Sheet::RoundRobin7,
        Sheet::Swiss8,
        Sheet::Swiss10,
        Sheet::SingleElimination8,
        Sheet::RoundRobin6Double,
        Sheet::Swiss9,
        Sheet::RoundRobin,
        Sheet::Swiss,
    ];

    /// The name in the combo.
    pub fn label(self) -> String {
        match self {
            Sheet::RoundRobin7 => t!(NewEventPlayerRoundRobinSheet),
            Sheet::Swiss8 => t!(NewEventPlayerSwissSheet),
            Sheet::Swiss10 => t!(NewEventPlayerSwissSheet2),
            Sheet::SingleElimination8 => t!(NewEventPlayerSingleElimination),
            Sheet::RoundRobin6Double => t!(NewEventPlayerDoubleRoundRobinSheet),
            Sheet::Swiss9 => t!(NewEventPlayerSwissAByeEach),
            Sheet::RoundRobin => t!(NewEventRoundRobinAnySize),
            Sheet::Swiss => t!(NewEventSwissAnySize),
        }
    }

    /// The paper template, if the sheet is one.
    pub fn template(self) -> Option<Template> {
        match self {
            Sheet::RoundRobin7 => Some(Template::RoundRobin7),
            Sheet::Swiss8 => Some(Template::Swiss8),
            Sheet::Swiss10 => Some(Template::Swiss10),
            Sheet::SingleElimination8 => Some(Template::SingleElimination8),
            Sheet::RoundRobin6Double => Some(Template::RoundRobin6Double),
            Sheet::Swiss9 => Some(Template::Swiss9),
            Sheet::RoundRobin | Sheet::Swiss => None,
        }
    }

    /// The default preset: the sheet's own ([`Template::preset`]), wotc
    /// otherwise.
    pub fn default_preset(self) -> Preset {
        self.template().map_or(Preset::Wotc, Template::preset)
    }

    /// The default match length.
    pub fn default_best_of(self) -> BestOf {
        self.template().map_or(BestOf::Three, |t| t.best_of())
    }

    /// The sheets a game's event can use: every one for Magic; the paper
    /// pod sheets are Magic's draft sheets, so another game plays Swiss
    /// or a round robin (docs/rules.md §8).
    pub fn offered(game: Game) -> Vec<Sheet> {
        Sheet::ALL
            .into_iter()
            .filter(|s| game == Game::Magic || s.template().is_none())
            .collect()
    }
}

/// What the new-event form holds.
#[derive(Debug, Clone)]
pub struct Form {
    /// Event name.
    pub name: String,
    /// The game, picked first: it decides the sheets, match lengths and
    /// presets offered.
    pub game: Game,
    /// Which sheet.
    pub sheet: Sheet,
    /// Match length.
    pub best_of: BestOf,
    /// Tiebreaker preset.
    pub preset: Preset,
    /// Player names, one per line.
    pub names: String,
    /// Seat players randomly (and store the roll): on by default, as the
    /// sheets say ("Determine seating randomly").
    pub seat_randomly: bool,
    /// Swiss rounds (a Swiss of any size): `None` for the usual number
    /// for the players entered (docs/rules.md §5).
    pub swiss_rounds: Option<u32>,
    /// Add the event beside the events open now (a tab of the night)
    /// rather than in place of them.
    pub beside: bool,
    /// Why the last attempt to create failed.
    pub error: Option<String>,
}

impl Default for Form {
    fn default() -> Self {
        Form {
            name: t!(NewEventDraftPod),
            game: Game::Magic,
            sheet: Sheet::Swiss8,
            best_of: BestOf::Three,
            preset: Preset::PodSwiss,
            names: String::new(),
            seat_randomly: true,
            swiss_rounds: None,
            beside: false,
            error: None,
        }
    }
}

impl Form {
    /// Picks the game: its own preset and usual match length, and a Swiss
    /// of any size in place of a pod sheet for a game other than Magic.
    pub fn set_game(&mut self, game: Game) {
        if game == self.game {
            return;
        }
        self.game = game;
        if !Sheet::offered(game).contains(&self.sheet) {
            self.sheet = Sheet::Swiss;
        }
        self.preset = if game == Game::Magic {
            self.sheet.default_preset()
        } else {
            Preset::from_id(game.facts().preset).unwrap_or(Preset::Wotc)
        };
        self.best_of = if game == Game::Magic {
            self.sheet.default_best_of()
        } else {
            game.facts().best_of.first().copied().unwrap_or_default()
        };
        self.swiss_rounds = None;
        self.error = None;
    }

    /// Picks the sheet: a Magic sheet brings its own preset and match
    /// length; another game keeps its own.
    pub fn set_sheet(&mut self, sheet: Sheet) {
        if sheet == self.sheet {
            return;
        }
        self.sheet = sheet;
        if self.game == Game::Magic {
            self.preset = sheet.default_preset();
            self.best_of = sheet.default_best_of();
        }
    }

    /// The presets offered: the game's own.
    pub fn presets(&self) -> Vec<Preset> {
        self.game.presets().collect()
    }
}

/// Names from pasted text: one per line, blanks skipped.
pub fn names_from_text(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect()
}

/// Names from a CSV: a `name` column if the first row has one, else the
/// first field of every row; with a `division` column too, each name is
/// followed by its division as the form reads it ("Liam Kowalski,
/// juniors").
pub fn names_from_csv(text: &str) -> Result<Vec<String>, String> {
    let mut rdr = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut rows = Vec::new();
    for (i, rec) in rdr.records().enumerate() {
        let rec = rec.map_err(|e| t!(NewEventLineE, value = i + 1, e = e.to_string()))?;
        rows.push(rec.iter().map(|f| f.trim().to_string()).collect::<Vec<_>>());
    }
    let col = rows
        .first()
        .and_then(|h| h.iter().position(|f| f.eq_ignore_ascii_case("name")));
    let division = rows.first().and_then(|h| {
        col?;
        h.iter().position(|f| f.eq_ignore_ascii_case("division"))
    });
    let (skip, col) = match col {
        Some(c) => (1, c),
        None => (0, 0),
    };
    Ok(rows
        .iter()
        .skip(skip)
        .filter_map(|r| {
            let name = r.get(col)?.clone();
            match division.and_then(|d| r.get(d)).filter(|d| !d.is_empty()) {
                Some(d) if !name.is_empty() => Some(format!("{name}, {d}")),
                _ => Some(name),
            }
        })
        .filter(|n| !n.is_empty())
        .collect())
}

/// Builds the event the form describes, with round 1's boxes for a sheet.
pub fn build(form: &Form, made_at: &str) -> Result<Event, String> {
    let names = names_from_text(&form.names);
    if names.len() < 2 {
        return Err(t!(NewEventEnterAtLeastTwoPlayers));
    }
    // The paper pod sheets are Magic's draft sheets (docs/rules.md §8).
    if form.sheet.template().is_some() && form.game != Game::Magic {
        return Err(t!(
            NewEventPodSheetsMagic,
            game = crate::text::explain::game_name(crate::text::i18n::current(), form.game)
        ));
    }
    let structure = match form.sheet {
        Sheet::RoundRobin => Structure::RoundRobin { double: false },
        Sheet::Swiss => Structure::Swiss {
            rounds: form.swiss_rounds.filter(|&r| r > 0),
            first_round: FirstRound::AcrossTheTable,
        },
        s => Structure::Pod {
            template: s.template().unwrap_or(Template::Swiss8),
        },
    };
    if let Some(t) = form.sheet.template()
        && names.len() != t.players() as usize
    {
        return Err(t!(
            NewEventThisSheetIsForPlayers,
            players = t.players(),
            value = names.len()
        ));
    }
    let mut event = Event::new(
        form.name.trim(),
        structure,
        form.best_of,
        form.preset.clone(),
    );
    // The day it is played, so the season tells one Saturday from the
    // next.
    event.date = Some(crate::text::clock::today());
    // A game played in age divisions reads a division after a comma
    // ("Liam Kowalski, juniors"); any other keeps the line as the name.
    let divisions = form.game.facts().divisions;
    event.players = names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let (name, division) = if divisions {
                crate::text::division_words::name_and_division(n)
            } else {
                (n.clone(), None)
            };
            let mut p = Player::named(name, i as u32 + 1);
            p.division = division;
            p
        })
        .collect();
    if form.seat_randomly {
        let mut order: Vec<PlayerId> = (0..names.len()).map(PlayerId).collect();
        crate::app::dice::shuffle(&mut order);
        for (seat, p) in order.iter().enumerate() {
            event.players[p.0].seat = Some(seat as u32 + 1);
        }
        event.rolls.push(Roll {
            made_at: made_at.to_string(),
            what: RollKind::Seating { order },
        });
    }
    // Round 1 (a sheet's numbered boxes, or the first pairing) comes from
    // the pairing engine, the one place that reads the sheet's routing.
    crate::app::document::pairing_hook::after_edit(&mut event, &[]);
    Ok(event)
}
