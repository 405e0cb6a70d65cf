//! The day's shape by game (docs/rules.md §8): how many Swiss rounds and
//! which top cut the game's attendance table suggests, for the New event
//! dialog and the command line to offer.

use crate::model::{Division, Event, Fact, Game};

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

/// What `event`'s game suggests once its Swiss rounds are over, from its
/// attendance: every entrant, drops included, as the League Cup table and
/// TOM count it (a player who dropped still came): how many they are, and
/// the shape (its top cut).
pub fn at_the_end(event: &Event) -> (usize, DayShape) {
    let players = event.players.len();
    (players, suggest(event.rules.game(), players))
}

/// What the game suggests for one age division at the end of the Swiss.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DivisionShape {
    /// The division.
    pub division: Division,
    /// Its attendance: every entrant of the division, drops included.
    pub players: usize,
    /// The game's table for that many (its top cut).
    pub shape: DayShape,
}

/// Where players play in age divisions (Pokémon), what the game's table
/// suggests for each division present, youngest first, from the
/// division's own attendance: each division cuts apart (docs/rules.md
/// §8). Empty when no player has a division.
pub fn by_division(event: &Event) -> Vec<DivisionShape> {
    if event.players.iter().all(|p| p.division.is_none()) {
        return Vec::new();
    }
    Division::ALL
        .into_iter()
        .filter_map(|division| {
            let players = event
                .players
                .iter()
                .filter(|p| p.ranked_in() == division)
                .count();
            (players > 0).then(|| DivisionShape {
                division,
                players,
                shape: suggest(event.rules.game(), players),
            })
        })
        .collect()
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

    /// The table counts attendance: a player who dropped still came (TOM
    /// offers a cut of 23 players with five drops as one of 23).
    #[test]
    fn attendance_counts_drops_and_each_division_apart() {
        use crate::model::{BestOf, Player, Preset, Structure};
        let mut e = Event::new("Cup", Structure::Results, BestOf::One, Preset::Pokemon);
        for i in 0..23 {
            let mut p = Player::named(format!("P{i}"), i + 1);
            p.dropped_after = (i < 5).then_some(1);
            e.players.push(p);
        }
        assert_eq!(at_the_end(&e), (23, suggest(Game::Pokemon, 23)));
        assert_eq!(at_the_end(&e).1.top, Some(8));
        assert!(by_division(&e).is_empty());
        // 10 masters with two drops: a top 4 (9-20), not none (8 still in).
        for (i, p) in e.players.iter_mut().enumerate() {
            p.division = Some(if i < 10 {
                Division::Masters
            } else {
                Division::Juniors
            });
        }
        e.players.truncate(14);
        let shapes = by_division(&e);
        let tops: Vec<_> = shapes
            .iter()
            .map(|s| (s.division, s.players, s.shape.top))
            .collect();
        assert_eq!(
            tops,
            [
                (Division::Juniors, 4, None),
                (Division::Masters, 10, Some(4))
            ]
        );
    }
}
