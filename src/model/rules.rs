//! The options a rule preset is made of (docs/rules.md §3): the steps,
//! floors, what a bye and a drawn game count, the scoring and the last
//! resort. The named presets are in `presets.rs`.

use super::{Game, Scoring, Step};
use serde::{Deserialize, Serialize};

/// A minimum applied to a percentage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Floor {
    /// No minimum.
    None,
    /// 0.33, the MTR's text.
    #[serde(rename = "0.33")]
    Point33,
    /// 1/3, the store sheets and published standings.
    #[serde(rename = "1/3")]
    OneThird,
}

impl Floor {
    /// The floor as a fraction (numerator, denominator), if any.
    pub fn fraction(self) -> Option<(i128, i128)> {
        match self {
            Floor::None => None,
            Floor::Point33 => Some((33, 100)),
            Floor::OneThird => Some((1, 3)),
        }
    }
}

/// What a bye counts as in game records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ByeGames {
    /// No games (0-0): the store Swiss sheets.
    None,
    /// One won game (best-of-one round robin).
    OneZero,
    /// Two won games (the MTR).
    TwoZero,
}

impl ByeGames {
    /// Games won for a bye.
    pub fn games(self) -> u32 {
        match self {
            ByeGames::None => 0,
            ByeGames::OneZero => 1,
            ByeGames::TwoZero => 2,
        }
    }
}

/// How a player met several times counts in opponent averages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpponentCount {
    /// Once per match played.
    PerMatch,
    /// Once per distinct opponent.
    Once,
}

/// The last resort for perfect ties.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fallback {
    /// A roll the app makes once and stores.
    Roll,
    /// The order players were entered in.
    EntryOrder,
}

/// The options that make up a preset (docs/rules.md §3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleOptions {
    /// The steps after which ties fall to `fallback`, in order.
    pub steps: Vec<Step>,
    /// Floor on match-win percentage.
    pub mw_floor: Floor,
    /// Floor on a player's own game-win percentage (the `gw` step).
    pub gw_floor: Floor,
    /// Floor on each opponent's game-win percentage inside OGW%.
    pub ogw_floor: Floor,
    /// Floor on each opponent's win percentage inside OW% (house RR).
    pub ow_floor: Floor,
    /// Whether a bye counts in the player's own MW% (its 3 points and its round).
    pub bye_in_mw: bool,
    /// What a bye counts as in games.
    pub bye_games: ByeGames,
    /// Game points for a drawn game (1; 0 under melee).
    pub drawn_game_points: u32,
    /// Opponents met twice count per match or once.
    pub opponents: OpponentCount,
    /// Compare percentages rounded to this many decimals of a percent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compare_decimals: Option<u32>,
    /// Decimals of a percent when displayed in exports.
    pub display_decimals: u32,
    /// Skip opponent-average steps once a round robin is complete.
    pub skip_when_complete: bool,
    /// Show OMW% as opponents' average points and GW% as points per game
    /// (the store's Swiss sheets).
    pub house_display: bool,
    /// The last resort.
    pub fallback: Fallback,
    /// The game these rules are for: how it pairs, its day's shape, what
    /// its playoff allows ([`Game::facts`]).
    #[serde(default, skip_serializing_if = "is_magic")]
    pub game: Game,
    /// The match points of each result, and which results there are.
    #[serde(default, skip_serializing_if = "is_magic_scoring")]
    pub scoring: Scoring,
    /// Show the tiebreakers as Konami's software prints them: one number
    /// of two digits of points, three of OMW% and three of OOMW%.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub konami_number: bool,
}

fn is_magic(g: &Game) -> bool {
    *g == Game::Magic
}

fn is_magic_scoring(s: &Scoring) -> bool {
    *s == Scoring::MAGIC
}
