//! The day's shape by game (docs/rules.md §8): how many Swiss rounds and
//! which top cut the game's attendance table suggests, for the New event
//! dialog and the command line to offer.

use crate::model::{Event, Fact, Game};

/// What the game's table suggests for an event of some size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayShape {
    /// Swiss rounds.
    pub rounds: u32,
    /// The top cut after them (8, 4 or 2), if any.
    pub top: Option<u8>,
    /// The table reaches this many players; `false`: past its last row,
    /// whose rounds and cut are suggested, and the faces say the source
    /// stops there.
    pub in_table: bool,
    /// The publisher's table could not be read: this is the owner's
    /// choice (and the faces say so).
    pub owners_choice: bool,
}

/// The rounds and top cut `game`'s table gives for `players`. A cut is
/// never larger than the field (it is then left out).
pub fn suggest(game: Game, players: usize) -> DayShape {
    let (row, in_table) = game.shape(players);
    DayShape {
        rounds: row.rounds,
        top: row.top.filter(|&t| usize::from(t) <= players),
        in_table,
        owners_choice: game.not_built_in(Fact::Shape),
    }
}

/// What `event`'s game suggests for the players still in it (not
/// dropped, not disqualified) once its Swiss rounds are over: how many
/// they are, and the shape (its top cut).
pub fn at_the_end(event: &Event) -> (usize, DayShape) {
    let players = event
        .players
        .iter()
        .filter(|p| !p.disqualified && p.dropped_after.is_none())
        .count();
    (players, suggest(event.rules.game(), players))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_games_table() {
        // Flesh and Blood's Armory: 5-8 three rounds and no playoff, 9-16
        // four and a top 4, 17-32 five and a top 8.
        assert_eq!(suggest(Game::Fab, 8).rounds, 3);
        assert_eq!(suggest(Game::Fab, 8).top, None);
        assert_eq!(suggest(Game::Fab, 12).top, Some(4));
        assert_eq!(
            suggest(Game::Fab, 20),
            DayShape {
                rounds: 5,
                top: Some(8),
                in_table: true,
                owners_choice: false,
            }
        );
        // Pokémon's League Cup: a top 4 from 9 to 20, a top 8 from 21.
        assert_eq!(suggest(Game::Pokemon, 20).top, Some(4));
        assert_eq!(suggest(Game::Pokemon, 21).top, Some(8));
        assert!(!suggest(Game::Pokemon, 41).in_table);
        // Yu-Gi-Oh! v2.5: 2049 and more, 12 rounds and no cut.
        assert_eq!(suggest(Game::Yugioh, 3000).rounds, 12);
        assert_eq!(suggest(Game::Yugioh, 3000).top, None);
        // Lorcana's table could not be read.
        assert!(suggest(Game::Lorcana, 16).owners_choice);
    }
}
