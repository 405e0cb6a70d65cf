//! The tiebreak steps (docs/rules.md §2-3) as one table: a step's public
//! id, its names in the catalogs, and how it compares. The enum, its
//! serde names and [`Step::ALL`] are all made from the table by
//! `steps!`, so no list of steps can miss one.

use super::Msg;
use serde::{Deserialize, Serialize};

/// How a step's values are read and compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StepTraits {
    /// A percentage: shown ×100, compared at the preset's precision.
    pub percentage: bool,
    /// An average over opponents (left out of a complete round robin
    /// where the preset says so).
    pub opponents: bool,
    /// A lower value ranks higher (Flesh and Blood's PML).
    pub lower_first: bool,
    /// Not a value of each player but a rule over a tied set (head to
    /// head between exactly two players who met).
    pub over_set: bool,
}

const NUMBER: StepTraits = StepTraits {
    percentage: false,
    opponents: false,
    lower_first: false,
    over_set: false,
};
const OWN_PCT: StepTraits = StepTraits {
    percentage: true,
    ..NUMBER
};
const OPP_PCT: StepTraits = StepTraits {
    percentage: true,
    opponents: true,
    ..NUMBER
};
const OPP_NUMBER: StepTraits = StepTraits {
    opponents: true,
    ..NUMBER
};
const LOWER_PCT: StepTraits = StepTraits {
    percentage: true,
    lower_first: true,
    ..NUMBER
};
const LOWER_OPP_PCT: StepTraits = StepTraits {
    percentage: true,
    opponents: true,
    lower_first: true,
    over_set: false,
};
const OVER_SET: StepTraits = StepTraits {
    over_set: true,
    ..NUMBER
};

/// Makes [`Step`] from the table below: the enum (serde names are the
/// ids), `ALL`, and each step's id, names and traits.
macro_rules! steps {
    ($(
        $(#[$meta:meta])*
        $variant:ident = $id:literal, $short:literal, $name:expr, $short_msg:expr, $traits:expr;
    )*) => {
        /// A tiebreak step, by its public id (docs/cli.md).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum Step {
            $($(#[$meta])* #[serde(rename = $id)] $variant,)*
        }

        impl Step {
            /// Every step, in the table's order (made with the enum: none
            /// can be missing).
            pub const ALL: [Step; [$($id),*].len()] = [$(Step::$variant),*];

            /// The public id (`omw`, `win_resistance`, …).
            pub fn id(self) -> &'static str {
                match self {
                    $(Step::$variant => $id,)*
                }
            }

            /// A short column heading in English, for code and tests (the
            /// faces use [`Step::short_msg`]).
            pub fn short(self) -> &'static str {
                match self {
                    $(Step::$variant => $short,)*
                }
            }

            /// The step's name in sentences ("opponents' match-win
            /// percentage").
            pub fn name_msg(self) -> Msg {
                match self {
                    $(Step::$variant => $name,)*
                }
            }

            /// The step's column heading ("OMW%").
            pub fn short_msg(self) -> Msg {
                match self {
                    $(Step::$variant => $short_msg,)*
                }
            }

            /// How the step's values are read and compared.
            pub fn traits(self) -> StepTraits {
                match self {
                    $(Step::$variant => $traits,)*
                }
            }
        }
    };
}

steps! {
    /// Match points.
    MatchPoints = "match_points", "Pts", Msg::StepMatchPoints, Msg::ShortMatchPoints, NUMBER;
    /// Opponents' match-win percentage.
    Omw = "omw", "OMW%", Msg::StepOmw, Msg::ShortOmw, OPP_PCT;
    /// Game-win percentage.
    Gw = "gw", "GW%", Msg::StepGw, Msg::ShortGw, OWN_PCT;
    /// Opponents' game-win percentage.
    Ogw = "ogw", "OGW%", Msg::StepOgw, Msg::ShortOgw, OPP_PCT;
    /// Opponents' opponents' match-win percentage.
    Oomw = "oomw", "OOMW%", Msg::StepOomw, Msg::ShortOomw, OPP_PCT;
    /// The Cumulative tiebreaker (bonus pool).
    Cumulative = "cumulative", "Cum", Msg::StepCumulative, Msg::ShortCumulative, NUMBER;
    /// Opponents' win percentage (house round robin).
    Ow = "ow", "OW%", Msg::StepOw, Msg::ShortOw, OPP_PCT;
    /// Opponents' opponents' win percentage (house round robin).
    Oow = "oow", "OOW%", Msg::StepOow, Msg::ShortOow, OPP_PCT;
    /// Win resistance (house round robin).
    WinResistance = "win_resistance", "WR", Msg::StepWinResistance, Msg::ShortWinResistance, NUMBER;
    /// Win resistance resistance (house round robin).
    WinResistanceResistance = "win_resistance_resistance", "WRR",
        Msg::StepWinResistanceResistance, Msg::ShortWinResistanceResistance, NUMBER;
    /// Pokémon: opponents' win percentage (each opponent's own win % with
    /// its bye rounds left out, a tie half a win, 25 % to 100 %, 75 % at
    /// most after a drop).
    Owp = "owp", "OWP", Msg::StepOwp, Msg::ShortOwp, OPP_PCT;
    /// Pokémon: opponents' opponents' win percentage.
    Oowp = "oowp", "OOWP", Msg::StepOowp, Msg::ShortOowp, OPP_PCT;
    /// Head to head: of exactly two tied players who met, the winner.
    HeadToHead = "head_to_head", "H2H", Msg::StepHeadToHead, Msg::ShortHeadToHead, OVER_SET;
    /// Flesh and Blood: the cumulative tiebreaker, 0 to 1.
    Ctb = "ctb", "CTB", Msg::StepCtb, Msg::ShortCtb, NUMBER;
    /// Flesh and Blood: player match loss percentage, lower first.
    Pml = "pml", "PML", Msg::StepPml, Msg::ShortPml, LOWER_PCT;
    /// Flesh and Blood: the opponents' mean PML, lower first (TRP 1.10
    /// §1.4's OML%).
    Oml = "oml", "OML%", Msg::StepOml, Msg::ShortOml, LOWER_OPP_PCT;
    /// Flesh and Blood: the opponents' average CTB.
    Octb = "octb", "OCTB", Msg::StepOctb, Msg::ShortOctb, OPP_NUMBER;
    /// Lorcana's two-game matches on Melee: the games won in all.
    GameWins = "game_wins", "GWins", Msg::StepGameWins, Msg::ShortGameWins, NUMBER;
    /// Lorcana's two-game matches on Melee: its "opponent match point
    /// percentage", exactly as published (the opponents' mean points over
    /// the sum of their possible points).
    Ompp = "ompp", "OMPP", Msg::StepOmpp, Msg::ShortOmpp, OPP_PCT;
    /// Lorcana's two-game matches on Melee: the second games won.
    GameTwoWins = "game_two_wins", "G2W", Msg::StepGameTwoWins, Msg::ShortGameTwoWins, NUMBER;
}

impl Step {
    /// Whether the value is a percentage (shown ×100, compared at the
    /// preset's precision).
    pub fn is_percentage(self) -> bool {
        self.traits().percentage
    }

    /// Whether the step averages over opponents (skipped in a complete round
    /// robin where the preset says so).
    pub fn uses_opponents(self) -> bool {
        self.traits().opponents
    }

    /// Whether a lower value ranks higher.
    pub fn lower_first(self) -> bool {
        self.traits().lower_first
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_id_is_its_serde_name_and_unique() {
        for s in Step::ALL {
            let json = serde_json::to_string(&s).unwrap();
            assert_eq!(json, format!("\"{}\"", s.id()));
            let back: Step = serde_json::from_str(&json).unwrap();
            assert_eq!(back, s);
            assert_eq!(Step::ALL.iter().filter(|t| t.id() == s.id()).count(), 1);
        }
        assert!(serde_json::from_str::<Step>("\"nope\"").is_err());
    }
}
