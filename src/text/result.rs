//! A match's result in the words of its game (docs/rules.md §1): won,
//! lost, drawn, tied where the game calls a draw a tie (Pokémon's W-L-T),
//! or a double loss (One Piece, Yu-Gi-Oh!), never "drew DL"; and a double
//! loss's mark in the reader's language wherever a score is shown.

use crate::model::{Game, GameScore};
use crate::t;

/// A score as a face shows it: "2-1", "1-1-1", or a double loss's mark in
/// the reader's language ("DL" in English). Typed back, every language's
/// box takes `dl` (docs/rules.md §1).
pub fn score(s: GameScore) -> String {
    if s.double_loss {
        t!(ScoreDoubleLoss)
    } else {
        s.to_string()
    }
}

/// How a match ended for one player, from their side of the score
/// (`mine`): "won 2-1", "lost 0-2", "drew 1-1", "tied 0-0-1" in a game
/// that calls a draw a tie, "double loss".
pub fn outcome(game: Game, mine: GameScore) -> String {
    let shown = score(mine);
    if mine.double_loss {
        return t!(ResultDoubleLoss);
    }
    match mine.a.cmp(&mine.b) {
        std::cmp::Ordering::Greater => t!(WebWon, score = shown),
        std::cmp::Ordering::Less => t!(WebLost, score = shown),
        std::cmp::Ordering::Equal if game.facts().tie => t!(ResultTied, score = shown),
        std::cmp::Ordering::Equal => t!(WebDrew, score = shown),
    }
}

/// A drawn match's word as the game says it: "draw", or "tie" where the
/// game calls a draw a tie (Pokémon).
pub fn draw_word(game: Game) -> String {
    if game.facts().tie {
        t!(ResultTie)
    } else {
        t!(SeasonDraw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::i18n::{Lang, set_current};

    #[test]
    fn each_game_says_its_own_results() {
        set_current(Lang::En);
        let s = GameScore::new;
        assert_eq!(outcome(Game::Magic, s(2, 1, 0)), "won 2-1");
        assert_eq!(outcome(Game::Magic, s(1, 2, 0)), "lost 1-2");
        assert_eq!(outcome(Game::Magic, s(1, 1, 1)), "drew 1-1-1");
        assert_eq!(outcome(Game::Pokemon, s(0, 0, 1)), "tied 0-0-1");
        assert_eq!(outcome(Game::Yugioh, GameScore::DOUBLE_LOSS), "double loss");
        assert_eq!(score(GameScore::DOUBLE_LOSS), "DL");
        assert_eq!(draw_word(Game::Pokemon), "tie");
        set_current(Lang::De);
        assert_ne!(score(GameScore::DOUBLE_LOSS), "DL");
        assert!(!outcome(Game::OnePiece, GameScore::DOUBLE_LOSS).contains("DL"));
        set_current(Lang::En);
    }
}
