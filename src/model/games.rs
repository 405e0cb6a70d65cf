//! Every game Podsheet runs, as one table (docs/rules.md §8): what a
//! store needs to know to run its event beside the rule preset (which
//! carries the scoring and the tiebreakers, [`super::Preset`]): the match
//! lengths it plays, how it pairs, the rounds and top cut by attendance,
//! what a playoff allows, whether players play in age divisions, and which
//! of these the publisher's own rules do not settle, so that a face says
//! so instead of presenting the default as the publisher's rule.
//!
//! `games!` makes the enum, [`Game::ALL`] and the ids from the table: a
//! game is one entry (docs/developing.md, "Adding a game").

use super::{BestOf, Msg};
use serde::{Deserialize, Serialize};

/// How a game's Swiss rounds are paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairingStyle {
    /// Podsheet's Swiss (docs/rules.md §5): equal points where possible,
    /// best-ranked together, the bye to the lowest-ranked.
    Swiss,
    /// Flesh and Blood: at random within equal points, an odd player
    /// paired down at random, from a seed stored for each round.
    RandomWithinPoints,
}

/// One row of a game's attendance table: up to `up_to` players play
/// `rounds` Swiss rounds and cut to a top `top` (none: no playoff).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShapeRow {
    /// The most players this row covers (the row before covers fewer).
    pub up_to: usize,
    /// Swiss rounds.
    pub rounds: u32,
    /// The top cut, if any.
    pub top: Option<u8>,
}

/// What a game's playoff (the single elimination after the Swiss) allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayoffRules {
    /// The playoff's match length, when it differs from the Swiss rounds'.
    pub best_of: Option<BestOf>,
}

/// A fact of a game's rules that its publisher's documents, as far as
/// they could be read, do not settle: the table then holds the owner's
/// choice with a default, and the faces say the publisher's rule is not
/// built in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fact {
    /// The match points of a win, draw or loss.
    Points,
    /// What a bye is worth.
    Bye,
    /// The tiebreakers and their order.
    Tiebreakers,
    /// Floors and caps on percentages.
    Floors,
    /// Rounds and top cut by attendance.
    Shape,
    /// How rounds are paired.
    Pairing,
    /// What the playoff allows.
    Playoff,
    /// What orders players still equal after the last tiebreaker.
    LastStep,
    /// How long a round lasts.
    RoundTime,
}

/// A document a game's facts come from, as docs/rules.md §8 cites it (a
/// test checks that it does); the New event dialog cites them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Source {
    /// Where it was read and its own title, as cited (a title, never
    /// translated).
    pub cite: &'static str,
    /// A third party's copy or reading, not the publisher's own text.
    pub secondary: bool,
}

/// The publisher's own text, or the software its events are run on.
const fn publisher(cite: &'static str) -> Source {
    Source {
        cite,
        secondary: false,
    }
}

/// A third party's copy or reading.
const fn secondary(cite: &'static str) -> Source {
    Source {
        cite,
        secondary: true,
    }
}

/// Everything the table says of one game.
#[derive(Debug, Clone, Copy)]
pub struct GameFacts {
    /// The game's name (a message: some games have their own name in a
    /// language, ポケモンカードゲーム).
    pub name: Msg,
    /// The preset a new event of this game starts with.
    pub preset: &'static str,
    /// The match lengths its Swiss rounds play, the usual one first.
    pub best_of: &'static [BestOf],
    /// The minutes a Swiss round lasts, for each match length it plays
    /// (the round clock's; an event's own time, a TOM file's, goes first:
    /// [`Game::round_minutes`]).
    pub minutes: &'static [(BestOf, u32)],
    /// How its rounds are paired.
    pub pairing: PairingStyle,
    /// Rounds and top cut by attendance, by growing `up_to`. Past the
    /// last row the source says nothing: the last row is suggested, and
    /// said to be beyond the table ([`Game::shape`]).
    pub shape: &'static [ShapeRow],
    /// What its playoff allows.
    pub playoff: PlayoffRules,
    /// Whether players play in age divisions (juniors, seniors, masters),
    /// paired in one pod and ranked apart.
    pub divisions: bool,
    /// Whether the game calls a drawn match a tie (Pokémon's W-L-T):
    /// every face then says "tie", never "draw".
    pub tie: bool,
    /// What the publisher's documents do not settle (the owner's choice):
    /// the facts games.md still marks "?".
    pub not_built_in: &'static [Fact],
    /// What the owner chose where the sources, read, disagree: a sentence
    /// every standings face and the New event dialog say beside the facts
    /// not built in.
    pub choices: &'static [Msg],
    /// Where the facts come from (docs/rules.md §8 cites each).
    pub sources: &'static [Source],
}

macro_rules! games {
    ($(
        $(#[$meta:meta])*
        $variant:ident = $id:literal, $facts:expr;
    )*) => {
        /// A game, by its public id.
        #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum Game {
            $($(#[$meta])* #[serde(rename = $id)] $variant,)*
        }

        impl Game {
            /// Every game, in the table's order (made with the enum).
            pub const ALL: [Game; [$($id),*].len()] = [$(Game::$variant),*];

            /// The public id (`pokemon`, `one-piece`).
            pub fn id(self) -> &'static str {
                match self {
                    $(Game::$variant => $id,)*
                }
            }

            /// What the table says of it.
            pub fn facts(self) -> &'static GameFacts {
                match self {
                    $(Game::$variant => {
                        const FACTS: GameFacts = $facts;
                        &FACTS
                    })*
                }
            }
        }
    };
}

/// The usual Swiss rounds of docs/rules.md §5 (Magic; no cut given).
const SWISS_ROUNDS: &[ShapeRow] = &[
    row(8, 3, None),
    row(16, 4, None),
    row(32, 5, None),
    row(64, 6, None),
    row(128, 7, None),
    row(226, 8, None),
    row(409, 9, None),
    row(usize::MAX, 10, None),
];

const fn row(up_to: usize, rounds: u32, top: Option<u8>) -> ShapeRow {
    ShapeRow { up_to, rounds, top }
}

const PLAYOFF: PlayoffRules = PlayoffRules { best_of: None };

games! {
    /// Magic: The Gathering (the Magic Tournament Rules and the store's
    /// sheets).
    #[default]
    Magic = "magic", GameFacts {
        name: Msg::GameMagic,
        preset: "wotc",
        best_of: &[BestOf::Three, BestOf::One],
        // The store's draft sheets: 50-minute rounds (seeds 003, 004).
        minutes: &[(BestOf::Three, 50), (BestOf::One, 20)],
        pairing: PairingStyle::Swiss,
        shape: SWISS_ROUNDS,
        playoff: PLAYOFF,
        divisions: false,
        tie: false,
        not_built_in: &[Fact::Shape],
        choices: &[],
        sources: &[publisher("Magic Tournament Rules, Appendix C")],
    };
    /// Pokémon TCG (Play! Pokémon Tournament Rules Handbook).
    Pokemon = "pokemon", GameFacts {
        name: Msg::GamePokemon,
        preset: "pokemon",
        best_of: &[BestOf::One, BestOf::Three],
        // TOM's own League Challenge export says 30 (its <roundtime>);
        // the handbook's times could not be read.
        minutes: &[(BestOf::One, 30), (BestOf::Three, 50)],
        pairing: PairingStyle::Swiss,
        // League Cup (a store's page, secondary).
        shape: &[
            row(8, 3, None),
            row(16, 4, Some(4)),
            row(20, 5, Some(4)),
            row(32, 5, Some(8)),
            row(40, 6, Some(8)),
        ],
        playoff: PLAYOFF,
        divisions: true,
        tie: true,
        not_built_in: &[Fact::Pairing, Fact::Playoff, Fact::RoundTime],
        choices: &[],
        sources: &[
            publisher("Play! Pokémon Tournament Rules Handbook §5.3, §5.5, §5.6"),
            secondary("rk9.gg, All about tiebreakers in the Pokémon TCG (2021-05-25)"),
            secondary("a store's League Cup page"),
        ],
    };
    /// Flesh and Blood (the LSS Pairings and Tiebreaker Policy, GEM).
    Fab = "fab", GameFacts {
        name: Msg::GameFab,
        preset: "fab",
        best_of: &[BestOf::One],
        minutes: &[(BestOf::One, 50)],
        pairing: PairingStyle::RandomWithinPoints,
        // Armory, then Tier 1-2 single day (Tournament Rules and Policy
        // appendix A.2).
        shape: &[
            row(8, 3, None),
            row(16, 4, Some(4)),
            row(32, 5, Some(8)),
            row(64, 6, Some(8)),
            row(128, 7, Some(8)),
            row(224, 8, Some(8)),
            row(384, 9, Some(8)),
            row(736, 10, Some(8)),
        ],
        playoff: PLAYOFF,
        divisions: false,
        tie: false,
        not_built_in: &[Fact::Playoff, Fact::RoundTime],
        choices: &[],
        sources: &[
            publisher("fabtcg.com, Tournament Rules and Policy 1.10, §1.4"),
            publisher("fabtcg.com, Pairings and Tiebreaker Policy"),
            publisher("fabtcg.com, Back Alley Oracle #4: Tiebreakers (2022-03-21)"),
            publisher("fabtcg.com, Tournament Rules and Policy, appendix A.2"),
            publisher("fabtcg.com, Running an Armory Event"),
        ],
    };
    /// Yu-Gi-Oh! TCG (Konami's tournament policy v2.5).
    Yugioh = "yugioh", GameFacts {
        name: Msg::GameYugioh,
        preset: "yugioh",
        best_of: &[BestOf::Three],
        // Policy v2.5: Swiss rounds of 50 minutes (secondary).
        minutes: &[(BestOf::Three, 50)],
        pairing: PairingStyle::Swiss,
        shape: &[
            row(8, 3, None),
            row(16, 4, Some(4)),
            row(32, 5, Some(4)),
            row(64, 6, Some(8)),
            row(128, 7, Some(8)),
            row(256, 8, Some(8)),
            row(512, 9, Some(8)),
            row(1024, 10, Some(8)),
            row(2048, 11, Some(8)),
            row(usize::MAX, 12, None),
        ],
        playoff: PLAYOFF,
        divisions: false,
        tie: false,
        not_built_in: &[Fact::Bye, Fact::Floors, Fact::Pairing, Fact::LastStep],
        choices: &[],
        sources: &[
            secondary("yugioh.fandom.com, Tie-Breakers (an older policy's copy)"),
            secondary("ygorganization.com, Tournament Policy v2.5 (2025-09-04)"),
        ],
    };
    /// Disney Lorcana, best-of-three matches.
    Lorcana = "lorcana", GameFacts {
        name: Msg::GameLorcana,
        preset: "lorcana",
        best_of: &[BestOf::Three],
        minutes: &[(BestOf::Three, 50)],
        pairing: PairingStyle::Swiss,
        shape: SWISS_ROUNDS,
        playoff: PLAYOFF,
        divisions: false,
        tie: false,
        not_built_in: &[Fact::Shape, Fact::Pairing, Fact::LastStep, Fact::RoundTime],
        choices: &[],
        sources: &[
            secondary("a description of PlayHub's standings"),
            secondary("wiki.mushureport.com, Team Lorcana's End of Match Procedure"),
        ],
    };
    /// Disney Lorcana, two-game matches (each player goes first once).
    LorcanaTwoGame = "lorcana-two-game", GameFacts {
        name: Msg::GameLorcanaTwoGame,
        preset: "lorcana-two-game",
        best_of: &[BestOf::Two],
        minutes: &[(BestOf::Two, 50)],
        pairing: PairingStyle::Swiss,
        shape: SWISS_ROUNDS,
        playoff: PlayoffRules { best_of: Some(BestOf::Three) },
        divisions: false,
        tie: false,
        not_built_in: &[
            Fact::Bye, Fact::Floors, Fact::Shape, Fact::Pairing, Fact::LastStep, Fact::RoundTime,
        ],
        choices: &[Msg::ChoiceLorcanaTwoGame, Msg::ChoiceLorcanaOmppBye],
        sources: &[
            publisher("help.melee.gg, Two-game matches"),
            secondary("mushureport.com, Melee Updates with Two-Game Match Format"),
            secondary("a dump of one PlayHub two-game event"),
        ],
    };
    /// One Piece Card Game (Bandai).
    OnePiece = "one-piece", GameFacts {
        name: Msg::GameOnePiece,
        preset: "one-piece",
        best_of: &[BestOf::One],
        // A store's page: 30 to 35 minutes.
        minutes: &[(BestOf::One, 35)],
        pairing: PairingStyle::Swiss,
        // A store's page.
        shape: &[row(8, 3, None), row(usize::MAX, 4, None)],
        playoff: PLAYOFF,
        divisions: false,
        tie: false,
        not_built_in: &[
            Fact::Points, Fact::Bye, Fact::Tiebreakers, Fact::Floors, Fact::Pairing,
        ],
        choices: &[],
        sources: &[secondary("a store's page on One Piece events")],
    };
    /// Star Wars: Unlimited.
    Swu = "swu", GameFacts {
        name: Msg::GameSwu,
        preset: "swu",
        best_of: &[BestOf::Three],
        minutes: &[(BestOf::Three, 50)],
        pairing: PairingStyle::Swiss,
        // A store's page: no cut.
        shape: &[
            row(8, 3, None),
            row(16, 4, None),
            row(32, 5, None),
        ],
        playoff: PLAYOFF,
        divisions: false,
        tie: false,
        not_built_in: &[Fact::Pairing, Fact::Playoff, Fact::LastStep, Fact::RoundTime],
        choices: &[Msg::ChoiceSwuOmw],
        sources: &[
            publisher("help.melee.gg, Star Wars: Unlimited tiebreakers"),
            publisher("help.melee.gg, byes"),
            secondary("one organizer's page on Star Wars: Unlimited events"),
        ],
    };
}

impl Game {
    /// The game with this id.
    pub fn from_id(id: &str) -> Option<Game> {
        Game::ALL.into_iter().find(|g| g.id() == id)
    }

    /// Whether the publisher's rule for `fact` is not built in (the
    /// default is the owner's choice).
    pub fn not_built_in(self, fact: Fact) -> bool {
        self.facts().not_built_in.contains(&fact)
    }

    /// The minutes a Swiss round of `best_of` lasts by the game's table:
    /// that match length's, else the usual one's.
    pub fn round_minutes(self, best_of: BestOf) -> u32 {
        let m = self.facts().minutes;
        m.iter()
            .find(|(b, _)| *b == best_of)
            .or(m.first())
            .map_or(50, |(_, n)| *n)
    }

    /// The rounds and top cut the game's table gives for `players`, and
    /// whether the table reaches that many (`false`: the last row, past
    /// what the source covers).
    pub fn shape(self, players: usize) -> (ShapeRow, bool) {
        let rows = self.facts().shape;
        match rows.iter().find(|r| players <= r.up_to) {
            Some(r) => (*r, true),
            None => (
                rows.last().copied().unwrap_or(row(usize::MAX, 3, None)),
                false,
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_serde_names_and_tables_grow() {
        for g in Game::ALL {
            assert_eq!(
                serde_json::to_string(&g).unwrap(),
                format!("\"{}\"", g.id())
            );
            assert_eq!(Game::from_id(g.id()), Some(g));
            let f = g.facts();
            assert!(!f.best_of.is_empty() && !f.shape.is_empty());
            assert!(f.shape.windows(2).all(|w| w[0].up_to < w[1].up_to));
        }
        assert_eq!(Game::Fab.shape(12), (row(16, 4, Some(4)), true));
        assert_eq!(Game::Pokemon.shape(21).0.top, Some(8));
        assert_eq!(Game::Pokemon.shape(41), (row(40, 6, Some(8)), false));
        assert_eq!(Game::Magic.shape(227).0.rounds, 9);
        assert!(Game::Magic.shape(100_000).1);
        assert_eq!(Game::Magic.round_minutes(BestOf::One), 20);
        assert_eq!(Game::OnePiece.round_minutes(BestOf::One), 35);
        assert_eq!(Game::Yugioh.round_minutes(BestOf::Any), 50);
        for g in Game::ALL {
            let f = g.facts();
            assert!(
                f.best_of
                    .iter()
                    .all(|b| f.minutes.iter().any(|(m, _)| m == b))
            );
        }
    }
}
