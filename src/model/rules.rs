//! Rule presets (docs/rules.md §3): each a named set of options.

use serde::{Deserialize, Serialize};

/// A tiebreak step, by its public id (docs/cli.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Match points.
    MatchPoints,
    /// Opponents' match-win percentage.
    Omw,
    /// Game-win percentage.
    Gw,
    /// Opponents' game-win percentage.
    Ogw,
    /// Opponents' opponents' match-win percentage.
    Oomw,
    /// The Cumulative tiebreaker (bonus pool).
    Cumulative,
    /// Opponents' win percentage (house round robin).
    Ow,
    /// Opponents' opponents' win percentage (house round robin).
    Oow,
    /// Win resistance (house round robin).
    WinResistance,
    /// Win resistance resistance (house round robin).
    WinResistanceResistance,
}

impl Step {
    /// Every step, in a fixed order.
    pub const ALL: [Step; 10] = [
        Step::MatchPoints,
        Step::Omw,
        Step::Gw,
        Step::Ogw,
        Step::Oomw,
        Step::Cumulative,
        Step::Ow,
        Step::Oow,
        Step::WinResistance,
        Step::WinResistanceResistance,
    ];

    /// The public id (`omw`, `win_resistance`, …).
    pub fn id(self) -> &'static str {
        match self {
            Step::MatchPoints => "match_points",
            Step::Omw => "omw",
            Step::Gw => "gw",
            Step::Ogw => "ogw",
            Step::Oomw => "oomw",
            Step::Cumulative => "cumulative",
            Step::Ow => "ow",
            Step::Oow => "oow",
            Step::WinResistance => "win_resistance",
            Step::WinResistanceResistance => "win_resistance_resistance",
        }
    }

    /// A short column heading.
    pub fn short(self) -> &'static str {
        match self {
            Step::MatchPoints => "Pts",
            Step::Omw => "OMW%",
            Step::Gw => "GW%",
            Step::Ogw => "OGW%",
            Step::Oomw => "OOMW%",
            Step::Cumulative => "Cum",
            Step::Ow => "OW%",
            Step::Oow => "OOW%",
            Step::WinResistance => "WR",
            Step::WinResistanceResistance => "WRR",
        }
    }

    /// Whether the value is a percentage (shown ×100, compared at the
    /// preset's precision).
    pub fn is_percentage(self) -> bool {
        matches!(
            self,
            Step::Omw | Step::Gw | Step::Ogw | Step::Oomw | Step::Ow | Step::Oow
        )
    }

    /// Whether the step averages over opponents (skipped in a complete round
    /// robin where the preset says so).
    pub fn uses_opponents(self) -> bool {
        matches!(
            self,
            Step::Omw | Step::Ogw | Step::Oomw | Step::Ow | Step::Oow
        )
    }
}

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
}

/// A named rule preset, or custom options.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "preset", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Preset {
    /// The 7-player round-robin sheet's house rules.
    PodRr,
    /// The 8/10-player Swiss sheets' rules.
    PodSwiss,
    /// The MTR Appendix C to the letter.
    Mtr,
    /// What Wizards' software publishes.
    Wotc,
    /// What melee.gg publishes.
    Melee,
    /// Wizards Event Reporter as described by the deep dive.
    Wer,
    /// WER team events.
    WerTeam,
    /// Early-2010s premier events.
    Cumulative,
    /// The user's own options.
    Custom {
        /// The options.
        options: RuleOptions,
    },
}

impl Preset {
    /// Every named preset.
    pub const NAMED: [Preset; 8] = [
        Preset::PodRr,
        Preset::PodSwiss,
        Preset::Mtr,
        Preset::Wotc,
        Preset::Melee,
        Preset::Wer,
        Preset::WerTeam,
        Preset::Cumulative,
    ];

    /// The preset id used on the command line.
    pub fn id(&self) -> &'static str {
        match self {
            Preset::PodRr => "pod-rr",
            Preset::PodSwiss => "pod-swiss",
            Preset::Mtr => "mtr",
            Preset::Wotc => "wotc",
            Preset::Melee => "melee",
            Preset::Wer => "wer",
            Preset::WerTeam => "wer-team",
            Preset::Cumulative => "cumulative",
            Preset::Custom { .. } => "custom",
        }
    }

    /// The named preset with this id.
    pub fn from_id(id: &str) -> Option<Preset> {
        Preset::NAMED.into_iter().find(|p| p.id() == id)
    }

    /// The options this preset stands for.
    pub fn options(&self) -> RuleOptions {
        use Step::*;
        let mtr = RuleOptions {
            steps: vec![MatchPoints, Omw, Gw, Ogw],
            mw_floor: Floor::Point33,
            gw_floor: Floor::Point33,
            ogw_floor: Floor::Point33,
            ow_floor: Floor::Point33,
            bye_in_mw: true,
            bye_games: ByeGames::TwoZero,
            drawn_game_points: 1,
            opponents: OpponentCount::PerMatch,
            compare_decimals: None,
            display_decimals: 4,
            skip_when_complete: false,
            house_display: false,
            fallback: Fallback::Roll,
        };
        match self {
            Preset::PodRr => RuleOptions {
                steps: vec![MatchPoints, Ow, WinResistance, Oow, WinResistanceResistance],
                bye_games: ByeGames::OneZero,
                opponents: OpponentCount::Once,
                skip_when_complete: true,
                display_decimals: 2,
                ..mtr
            },
            Preset::PodSwiss => RuleOptions {
                mw_floor: Floor::OneThird,
                gw_floor: Floor::None,
                ogw_floor: Floor::OneThird,
                bye_games: ByeGames::None,
                house_display: true,
                display_decimals: 2,
                ..mtr
            },
            Preset::Mtr => mtr,
            Preset::Wotc => RuleOptions {
                mw_floor: Floor::OneThird,
                gw_floor: Floor::OneThird,
                ogw_floor: Floor::OneThird,
                ..mtr
            },
            Preset::Melee => RuleOptions {
                mw_floor: Floor::OneThird,
                gw_floor: Floor::OneThird,
                ogw_floor: Floor::OneThird,
                drawn_game_points: 0,
                display_decimals: 6,
                ..mtr
            },
            Preset::Wer => RuleOptions {
                gw_floor: Floor::None,
                ogw_floor: Floor::None,
                bye_in_mw: false,
                opponents: OpponentCount::Once,
                compare_decimals: Some(4),
                fallback: Fallback::EntryOrder,
                ..mtr
            },
            Preset::WerTeam => RuleOptions {
                steps: vec![MatchPoints, Omw, Oomw],
                ..Preset::Wer.options()
            },
            Preset::Cumulative => RuleOptions {
                steps: vec![MatchPoints, Cumulative, Omw, Gw, Ogw],
                ..mtr
            },
            Preset::Custom { options } => options.clone(),
        }
    }
}
