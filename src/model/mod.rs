//! The event as plain data: players, rounds of matches, game scores, the
//! format and rule preset, and every roll the app made. Serde-serializable;
//! no logic beyond small accessors lives here.

mod cut;
mod division;
mod game_score;
mod games;
mod life;
pub mod limits;
mod night;
mod presets;
mod reports;
mod roll;
mod rules;
mod said;
pub mod score_text;
mod scoring;
mod steps;

pub use cut::{Cut, DivisionCut};
pub use division::Division;
pub use game_score::GameScore;
pub use games::{Fact, Game, GameFacts, PairingStyle, PlayoffRules, ShapeRow, Source};
pub use life::{Cause, PairedFrom, RoundChange, Seen};
pub use night::{Night, pod_of_old_name};
pub use presets::Preset;
pub use reports::{Accepted, AcceptedBy, PhoneReport, Side};
pub use roll::{Roll, RollKind};
pub use rules::{ByeGames, Fallback, Floor, OpponentCount, RuleOptions};
pub use said::{Msg, Said, SaidArg};
pub use scoring::{MAX_POINTS, Points, Scoring};
pub use steps::{Step, StepTraits};

use serde::{Deserialize, Serialize};

/// A player's position in [`Event::players`] (entry order), from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub usize);

/// One event: a draft pod or a Swiss / round-robin tournament.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    /// The event's name as printed on the sheet.
    pub name: String,
    /// The day it was played, `YYYY-MM-DD`, if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// Paper template, round robin or Swiss.
    pub structure: Structure,
    /// Best-of-one or best-of-three (a results CSV declares neither).
    #[serde(default)]
    pub best_of: BestOf,
    /// The tiebreaker preset (or custom options).
    pub rules: Preset,
    /// Players in entry order; a [`PlayerId`] is an index into this list.
    pub players: Vec<Player>,
    /// The rounds so far, in order (round 1 first).
    #[serde(default)]
    pub rounds: Vec<Round>,
    /// Every roll and coin flip the app made, oldest first.
    #[serde(default)]
    pub rolls: Vec<Roll>,
    /// The single-elimination playoff after the Swiss rounds, once cut.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cut: Option<Cut>,
    /// The pod this event is, numbered in the night's own order (the
    /// app's tabs, `--pod N`, the phones' `/pod/N`): `name` is then its
    /// draft's ("Friday draft"), and the pod is called "Friday draft —
    /// Pod 2" in the reader's language by the text layer. `None` for an
    /// event on its own (a Swiss beside the pods, a night's only pod).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod: Option<u32>,
    /// The number of this event's first table (1 when not set): in a
    /// night of several pods and events, each has its own run of tables,
    /// so no two tables in the room share a number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_table: Option<u32>,
    /// Results reported from the players' phones and not yet accepted by
    /// the owner, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reports: Vec<PhoneReport>,
    /// The places the file the event was read from gave its players (a
    /// Pokémon TOM export's own standings), kept so that every face can
    /// say where the rules place a player otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub file_places: Vec<FilePlace>,
}

/// A place another program's file gave a player (TOM's `<standings>`):
/// within the player's age division where the event has divisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FilePlace {
    /// The player.
    pub player: PlayerId,
    /// The 1-based place the file gave them.
    pub place: u32,
}

/// How an event is paired.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Structure {
    /// One of the paper pod sheets.
    Pod {
        /// Which sheet.
        template: Template,
    },
    /// Everyone plays everyone (twice when `double`).
    RoundRobin {
        /// Play the schedule twice.
        #[serde(default)]
        double: bool,
    },
    /// Swiss rounds paired by records.
    Swiss {
        /// Number of rounds; `None` uses the usual table by player count.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rounds: Option<u32>,
        /// Round 1 across the table by seat, or random.
        #[serde(default)]
        first_round: FirstRound,
    },
    /// Results imported from elsewhere (a results CSV): no pairing rules.
    Results,
}

impl Structure {
    /// Whether an event of this structure can be played under `game`'s
    /// rules: the paper pod sheets are Magic's draft sheets (docs/rules.md
    /// §8), every other structure plays any game.
    pub fn plays(&self, game: Game) -> bool {
        !matches!(self, Structure::Pod { .. }) || game == Game::Magic
    }
}

/// The paper sheets in the sources.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Template {
    /// 7 players, best-of-one, each plays each other once (seven rounds).
    #[serde(rename = "round-robin-7")]
    RoundRobin7,
    /// 8 players, best-of-three, three Swiss rounds by brackets.
    #[serde(rename = "swiss-8")]
    Swiss8,
    /// 10 players, best-of-three, three Swiss rounds by brackets.
    #[serde(rename = "swiss-10")]
    Swiss10,
    /// 8 players, three-round single elimination (the MTR's choice for 5-8).
    #[serde(rename = "single-elimination-8")]
    SingleElimination8,
    /// 6 players, best-of-one, each plays each other twice (ten rounds).
    #[serde(rename = "round-robin-6-double")]
    RoundRobin6Double,
    /// 9 players, best-of-three, three Swiss rounds by brackets with one
    /// bye a round.
    #[serde(rename = "swiss-9")]
    Swiss9,
}

/// How round 1 of a Swiss event is paired.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstRound {
    /// Seat i plays seat i + n/2, as on the sheets.
    #[default]
    AcrossTheTable,
    /// A random pairing from a stored seed.
    Random,
}

/// Match length.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub enum BestOf {
    /// One game per match.
    One,
    /// Two games, each player going first once (Lorcana's two-game
    /// matches): 2-0, 1-1, 1-0 with the second game unfinished.
    Two,
    /// First to two game wins.
    #[default]
    Three,
    /// No limit declared (results imported from a CSV).
    Any,
}

impl From<BestOf> for u8 {
    fn from(b: BestOf) -> u8 {
        match b {
            BestOf::One => 1,
            BestOf::Two => 2,
            BestOf::Three => 3,
            BestOf::Any => 0,
        }
    }
}

impl TryFrom<u8> for BestOf {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, String> {
        match n {
            1 => Ok(BestOf::One),
            2 => Ok(BestOf::Two),
            3 => Ok(BestOf::Three),
            0 => Ok(BestOf::Any),
            _ => Err(format!(
                "best_of must be 1, 2 or 3 (or 0 for undeclared), not {n}"
            )),
        }
    }
}

/// One player of the event.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// Name as written on the sheet.
    pub name: String,
    /// Player number on the sheet (1-based); brackets route by it.
    pub number: u32,
    /// Draft seat, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u32>,
    /// The deck's colours or archetype, free text.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub deck: String,
    /// The first card picked, free text.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub first_pick: String,
    /// Dropped after this round (1-based): paired no more.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dropped_after: Option<u32>,
    /// Left out of the standings; matches still count for opponents.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub disqualified: bool,
    /// A late entry: first paired in this round (1-based).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub joined_round: Option<u32>,
    /// How the name is read, when the owner gives it: Japanese lists "by
    /// name" sort by it (a Japanese name's kanji have no one reading:
    /// 田中太郎 sorts as たなか たろう); lists in other languages sort by the
    /// name as written. Never shown in place of the name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reading: Option<String>,
    /// The age division the player plays in (Pokémon: juniors, seniors,
    /// masters): paired in one pod with everyone, ranked within it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub division: Option<Division>,
    /// Rounds (1-based) the player lost without an opponent: a late
    /// entrant's missed round, which Pokémon's TOM scores as a loss (its
    /// "forced loss"). A loss in every tally and tiebreaker.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forced_losses: Vec<u32>,
}

impl Player {
    /// The age division the player is ranked in: their own, and masters
    /// for a player without one (docs/rules.md §8).
    pub fn ranked_in(&self) -> Division {
        self.division.unwrap_or(Division::Masters)
    }

    /// A player with only a name and a number.
    pub fn named(name: impl Into<String>, number: u32) -> Self {
        Player {
            name: name.into(),
            number,
            ..Player::default()
        }
    }

    /// Whether the player is still paired in round `round` (1-based).
    pub fn active_in(&self, round: u32) -> bool {
        !self.disqualified
            && self.dropped_after.is_none_or(|d| round <= d)
            && self.joined_round.is_none_or(|j| round >= j)
    }
}

/// One round: its matches (and byes).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Round {
    /// The matches of the round, in sheet order.
    pub matches: Vec<Match>,
    /// What the round was paired from (`None`: paired before Podsheet
    /// kept it, or entered as results).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paired_from: Option<PairedFrom>,
    /// Re-pairings, a pairing kept, matches given to a dropped player's
    /// opponent: what the owner chose when the round no longer fit.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<RoundChange>,
}

impl Round {
    /// A round of these matches, with nothing kept of how it was paired.
    pub fn of(matches: Vec<Match>) -> Self {
        Round {
            matches,
            ..Round::default()
        }
    }
}

/// Two players (or one with a bye) and their game score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Match {
    /// The sheet's box letter ("A") or a table number, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// The first player.
    pub a: PlayerId,
    /// The second player, or `None` for a bye.
    #[serde(default)]
    pub b: Option<PlayerId>,
    /// Games won by `a`, by `b`, and drawn; `None` until entered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<GameScore>,
    /// Paired by hand: the pairing engine keeps it as it is.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub manual: bool,
    /// The one report code of a result slip printed before slips had a
    /// half for each player (files from then): still taken, but a result
    /// reported with it never lands without the owner, since it does not
    /// say which player is speaking. Never given any more.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// The report codes printed on the two halves of the match's result
    /// slip, one for each player (`a`'s first), with which they report
    /// the result from their phones (six characters of
    /// [`REPORT_CODE_ALPHABET`] each): the report page knows who is
    /// speaking. Shown nowhere else.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub codes: Option<[String; 2]>,
    /// Where the result came from when it came from the players' phones:
    /// the reports it was accepted from, and when and how.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accepted: Option<Accepted>,
    /// Extra minutes this table has past the round's time (a judge call,
    /// a deck check).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub extra_minutes: u32,
}

/// The most extra minutes a table is given past the round's time.
pub const MAX_EXTRA_MINUTES: u32 = 60;

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The characters of a report code: no 0/O, 1/I to mistake for another.
pub const REPORT_CODE_ALPHABET: &str = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// How many characters a report code has.
pub const REPORT_CODE_LEN: usize = 6;

impl Match {
    /// A match between `a` and `b` with no result yet.
    pub fn new(a: PlayerId, b: PlayerId) -> Self {
        Match {
            label: None,
            a,
            b: Some(b),
            score: None,
            manual: false,
            code: None,
            codes: None,
            accepted: None,
            extra_minutes: 0,
        }
    }

    /// A bye for `a`.
    pub fn bye(a: PlayerId) -> Self {
        Match {
            label: None,
            a,
            b: None,
            score: None,
            manual: false,
            code: None,
            codes: None,
            accepted: None,
            extra_minutes: 0,
        }
    }

    /// Whether `p` plays in this match.
    pub fn involves(&self, p: PlayerId) -> bool {
        self.a == p || self.b == Some(p)
    }

    /// The result, if one counts: a bye always does, a match once a score
    /// other than 0-0-0 is entered.
    pub fn result(&self) -> Option<GameScore> {
        match self.b {
            None => None,
            Some(_) => self.score.filter(|s| !s.is_empty()),
        }
    }

    /// Whether the match has a result (byes always have one).
    pub fn is_decided(&self) -> bool {
        self.b.is_none() || self.result().is_some()
    }

    /// The winner by games, `None` for a draw, an unentered match or a bye.
    pub fn winner(&self) -> Option<PlayerId> {
        let s = self.result()?;
        match s.a.cmp(&s.b) {
            std::cmp::Ordering::Greater => Some(self.a),
            std::cmp::Ordering::Less => self.b,
            std::cmp::Ordering::Equal => None,
        }
    }
}

impl Event {
    /// Match `index` (0-based) of round `round` (1-based), if there is one.
    pub fn match_at(&self, round: u32, index: usize) -> Option<&Match> {
        (round as usize)
            .checked_sub(1)
            .and_then(|r| self.rounds.get(r))
            .and_then(|r| r.matches.get(index))
    }

    /// Match `index` (0-based) of round `round` (1-based), if there is one.
    pub fn match_mut(&mut self, round: u32, index: usize) -> Option<&mut Match> {
        (round as usize)
            .checked_sub(1)
            .and_then(|r| self.rounds.get_mut(r))
            .and_then(|r| r.matches.get_mut(index))
    }

    /// The latest round that has matches, with its 1-based number.
    pub fn latest_round(&self) -> Option<(usize, &Round)> {
        self.rounds
            .iter()
            .enumerate()
            .rev()
            .find(|(_, r)| !r.matches.is_empty())
            .map(|(i, r)| (i + 1, r))
    }

    /// An event with no players or rounds.
    pub fn new(
        name: impl Into<String>,
        structure: Structure,
        best_of: BestOf,
        rules: Preset,
    ) -> Self {
        Event {
            name: name.into(),
            date: None,
            structure,
            best_of,
            rules,
            players: Vec::new(),
            rounds: Vec::new(),
            rolls: Vec::new(),
            cut: None,
            pod: None,
            first_table: None,
            reports: Vec::new(),
            file_places: Vec::new(),
        }
    }

    /// The draft this event is a pod of ("Friday draft"), if it is one.
    pub fn draft(&self) -> Option<&str> {
        self.pod.map(|_| self.name.as_str())
    }

    /// The Swiss part of the event: every round, or those up to the cut.
    /// Standings, records and tiebreakers count only these.
    pub fn swiss_part(&self) -> std::borrow::Cow<'_, Event> {
        match self.cut {
            Some(ref c) if (c.after_round as usize) < self.rounds.len() => {
                let mut swiss = self.clone();
                swiss.rounds.truncate(c.after_round as usize);
                std::borrow::Cow::Owned(swiss)
            }
            _ => std::borrow::Cow::Borrowed(self),
        }
    }

    /// Whether round `round` (1-based) is a playoff round.
    pub fn is_playoff_round(&self, round: u32) -> bool {
        self.cut.as_ref().is_some_and(|c| round > c.after_round)
    }

    /// The player with this id.
    pub fn player(&self, id: PlayerId) -> &Player {
        &self.players[id.0]
    }

    /// The player a person means by `name`: the exact name, else the same
    /// name in any case, else the only player whose name starts with it
    /// ("Jorge" for "Jorge Posada").
    pub fn find_player(&self, name: &str) -> Option<PlayerId> {
        let name = name.trim();
        let lower = name.to_lowercase();
        let unique = |f: &dyn Fn(&Player) -> bool| {
            let mut hits = self.players.iter().enumerate().filter(|(_, p)| f(p));
            match (hits.next(), hits.next()) {
                (Some((i, _)), None) => Some(PlayerId(i)),
                _ => None,
            }
        };
        if name.is_empty() {
            return None;
        }
        self.players
            .iter()
            .position(|p| p.name == name)
            .map(PlayerId)
            .or_else(|| unique(&|p| p.name.to_lowercase() == lower))
            .or_else(|| unique(&|p| p.name.to_lowercase().starts_with(&lower)))
    }

    /// The latest tie-break roll, if one was made.
    pub fn tiebreak_roll(&self) -> Option<&[PlayerId]> {
        self.rolls.iter().rev().find_map(|r| match &r.what {
            RollKind::TieBreak { order } => Some(order.as_slice()),
            _ => None,
        })
    }

    /// The latest coin flip for a match, if one was made.
    pub fn coin_flip(&self, round: u32, index: usize) -> Option<PlayerId> {
        self.rolls.iter().rev().find_map(|r| match r.what {
            RollKind::CoinFlip {
                round: rr,
                index: i,
                winner,
            } if rr == round && i == index => Some(winner),
            _ => None,
        })
    }
}
