//! The named rule presets (docs/rules.md §3 and §8) as one table: each
//! preset's id, its game, its one-line description and its options.
//! `presets!` makes the enum, its serde names and [`Preset::NAMED`] from
//! the table, so no list of presets can miss one; the README's,
//! docs/rules.md's and docs/cli.md's lists are tested against it.

use super::rules::{ByeGames, Fallback, Floor, OpponentCount, RuleOptions};
use super::{Game, Msg, Points, Scoring, Step};
use serde::{Deserialize, Serialize};

macro_rules! presets {
    ($(
        $(#[$meta:meta])*
        $variant:ident = $id:literal, $describe:expr;
    )*) => {
        /// A named rule preset, or custom options.
        #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(tag = "preset", deny_unknown_fields)]
        pub enum Preset {
            $($(#[$meta])* #[serde(rename = $id)] $variant,)*
            /// The user's own options.
            #[serde(rename = "custom")]
            Custom {
                /// The options.
                options: RuleOptions,
            },
        }

        impl Preset {
            /// Every named preset, in the table's order (made with the
            /// enum: none can be missing).
            pub const NAMED: [Preset; [$($id),*].len()] = [$(Preset::$variant),*];

            /// The preset id used on the command line.
            pub fn id(&self) -> &'static str {
                match self {
                    $(Preset::$variant => $id,)*
                    Preset::Custom { .. } => "custom",
                }
            }

            /// The preset in one line, for menus, help and the printed
            /// rules.
            pub fn description(&self) -> Msg {
                match self {
                    $(Preset::$variant => $describe,)*
                    Preset::Custom { .. } => Msg::PresetCustom,
                }
            }
        }
    };
}

presets! {
    /// The 7-player round-robin sheet's house rules.
    PodRr = "pod-rr", Msg::PresetPodRr;
    /// The 8/10-player Swiss sheets' rules.
    PodSwiss = "pod-swiss", Msg::PresetPodSwiss;
    /// The MTR Appendix C to the letter.
    Mtr = "mtr", Msg::PresetMtr;
    /// What Wizards' software publishes.
    Wotc = "wotc", Msg::PresetWotc;
    /// What melee.gg publishes.
    Melee = "melee", Msg::PresetMelee;
    /// Wizards Event Reporter as described by the deep dive.
    Wer = "wer", Msg::PresetWer;
    /// WER team events.
    WerTeam = "wer-team", Msg::PresetWerTeam;
    /// Early-2010s premier events.
    Cumulative = "cumulative", Msg::PresetCumulative;
    /// Pokémon TCG: OWP, OOWP, head to head, a roll.
    Pokemon = "pokemon", Msg::PresetPokemon;
    /// Flesh and Blood: CTB, PML, OML%, OCTB, a roll (TRP 1.10 §1.4).
    Fab = "fab", Msg::PresetFab;
    /// Yu-Gi-Oh! TCG: OMW%, OOMW%, printed as one number.
    Yugioh = "yugioh", Msg::PresetYugioh;
    /// Disney Lorcana, best of three: OMW%, GW%, OGW%.
    Lorcana = "lorcana", Msg::PresetLorcana;
    /// Disney Lorcana, two-game matches as Melee ranks them (2-0 is 7
    /// points; game wins, opponents' match-point percentage, game-2 wins).
    LorcanaTwoGame = "lorcana-two-game", Msg::PresetLorcanaTwoGame;
    /// Disney Lorcana, two-game matches as PlayHub was seen scoring them:
    /// 3 / 1 / 0 a match, OMW%, OGW%.
    LorcanaTwoGamePlayhub = "lorcana-two-game-playhub", Msg::PresetLorcanaTwoGamePlayhub;
    /// One Piece Card Game (the tiebreakers are the owner's choice).
    OnePiece = "one-piece", Msg::PresetOnePiece;
    /// Star Wars: Unlimited as Melee ranks it: match wins, OMW%, GW%,
    /// OGW%, 3 / 1 / 0 inside the percentages.
    Swu = "swu", Msg::PresetSwu;
}

impl Preset {
    /// The named preset with this id.
    pub fn from_id(id: &str) -> Option<Preset> {
        Preset::NAMED.into_iter().find(|p| p.id() == id)
    }

    /// The game whose rules these are.
    pub fn game(&self) -> Game {
        self.options().game
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
            game: Game::Magic,
            scoring: Scoring::MAGIC,
            konami_number: false,
        };
        // Best of one: a bye counts as one game won where games count.
        let one_game = RuleOptions {
            bye_games: ByeGames::OneZero,
            display_decimals: 2,
            ..mtr.clone()
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
            Preset::Pokemon => RuleOptions {
                steps: vec![MatchPoints, Owp, Oowp, HeadToHead],
                game: Game::Pokemon,
                ..one_game
            },
            Preset::Fab => RuleOptions {
                steps: vec![MatchPoints, Ctb, Pml, Oml, Octb],
                game: Game::Fab,
                scoring: Scoring {
                    win: 1,
                    draw: 0,
                    loss: 0,
                    bye: 1,
                    ..Scoring::MAGIC
                },
                ..one_game
            },
            Preset::Yugioh => RuleOptions {
                steps: vec![MatchPoints, Omw, Oomw],
                mw_floor: Floor::None,
                gw_floor: Floor::None,
                ogw_floor: Floor::None,
                game: Game::Yugioh,
                scoring: Scoring {
                    draws: false,
                    double_loss: true,
                    ..Scoring::MAGIC
                },
                konami_number: true,
                display_decimals: 2,
                ..mtr
            },
            Preset::Lorcana => RuleOptions {
                game: Game::Lorcana,
                display_decimals: 2,
                ..mtr
            },
            Preset::LorcanaTwoGame => RuleOptions {
                steps: vec![MatchPoints, GameWins, Ompp, GameTwoWins],
                game: Game::LorcanaTwoGame,
                scoring: Scoring {
                    win: 7,
                    draw: 3,
                    bye: 7,
                    two_game: true,
                    ..Scoring::MAGIC
                },
                display_decimals: 2,
                ..mtr
            },
            Preset::LorcanaTwoGamePlayhub => RuleOptions {
                steps: vec![MatchPoints, Omw, Ogw],
                game: Game::LorcanaTwoGame,
                display_decimals: 2,
                ..mtr
            },
            Preset::OnePiece => RuleOptions {
                steps: vec![MatchPoints, Omw, Oomw],
                game: Game::OnePiece,
                scoring: Scoring {
                    draw: 0,
                    draws: false,
                    double_loss: true,
                    ..Scoring::MAGIC
                },
                ..one_game
            },
            // Ranked by match wins: a win or a bye 1, a draw or a double
            // loss 0; inside OMW% (and a player's own MW%) 3 / 1 / 0.
            Preset::Swu => RuleOptions {
                game: Game::Swu,
                scoring: Scoring {
                    win: 1,
                    draw: 0,
                    loss: 0,
                    bye: 1,
                    double_loss: true,
                    in_percentages: Some(Points {
                        win: 3,
                        draw: 1,
                        loss: 0,
                        bye: 3,
                    }),
                    ..Scoring::MAGIC
                },
                display_decimals: 2,
                ..mtr
            },
            Preset::Custom { options } => options.clone(),
        }
    }
}

impl Game {
    /// The game's named presets, in the table's order.
    pub fn presets(self) -> impl Iterator<Item = Preset> {
        Preset::NAMED.into_iter().filter(move |p| p.game() == self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_preset_and_each_preset_its_game() {
        for g in Game::ALL {
            let p = Preset::from_id(g.facts().preset).expect("the game's preset is named");
            assert_eq!(p.game(), g, "{}", g.id());
            assert!(g.presets().any(|q| q == p));
        }
        for p in Preset::NAMED {
            let json = serde_json::to_string(&p).unwrap();
            assert_eq!(json, format!("{{\"preset\":\"{}\"}}", p.id()));
            assert_eq!(serde_json::from_str::<Preset>(&json).unwrap(), p);
            assert!(p.options().scoring.within_bounds());
            assert_eq!(p.options().steps.first(), Some(&Step::MatchPoints));
        }
    }
}
