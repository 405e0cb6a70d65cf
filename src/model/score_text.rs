//! Scores as people type them: `21`, `2-1`, `2-1-1`, `2 1`, `w`, `l`, `d`,
//! `id`, `dl` (docs/rules.md §1, "Typing a result").

use super::{BestOf, GameScore, RuleOptions, Said};
use crate::said;

/// Reads a typed score from the first player's side. Empty text clears the
/// result (`Ok(None)`). `w` and `l` mean a win or a loss of the match
/// length (1-0 / 2-0); `id` an intentional draw, 0-0-3 as the MTR records
/// it (0-0-1 in best of one, 0-0-2 in a two-game match); `dl` a double
/// loss, an unresolved match lost by both (whether the game has one is the
/// validation's to say). `d`, a drawn match, is 0-0-1 in best of one and
/// 1-1 in a two-game match, their only drawn matches; in best of three it
/// does not say which draw it was (1-1, 1-1-1 and 0-0-3 count different
/// games), so it is refused with the three ways to type one
/// (docs/rules.md §1). A bad score is said why, as data ([`Said`]).
pub fn parse(text: &str, best_of: BestOf) -> Result<Option<GameScore>, Said> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let word = t.to_ascii_lowercase();
    let by_length = |one: GameScore, two: GameScore, three: GameScore| match best_of {
        BestOf::One => one,
        BestOf::Two => two,
        BestOf::Three | BestOf::Any => three,
    };
    let named = match word.as_str() {
        "w" | "win" | "won" => Some(by_length(
            GameScore::new(1, 0, 0),
            GameScore::new(2, 0, 0),
            GameScore::new(2, 0, 0),
        )),
        "l" | "loss" | "lost" => Some(by_length(
            GameScore::new(0, 1, 0),
            GameScore::new(0, 2, 0),
            GameScore::new(0, 2, 0),
        )),
        "d" | "draw" | "drew" => match best_of {
            BestOf::One => Some(GameScore::new(0, 0, 1)),
            BestOf::Two => Some(GameScore::new(1, 1, 0)),
            BestOf::Three | BestOf::Any => {
                return Err(said!(ScoreWhichDraw, text = clip(t)));
            }
        },
        "id" | "intentional" => Some(by_length(
            GameScore::new(0, 0, 1),
            GameScore::new(0, 0, 2),
            GameScore::new(0, 0, 3),
        )),
        "dl" | "double loss" | "double-loss" => Some(GameScore::DOUBLE_LOSS),
        _ => None,
    };
    if let Some(s) = named {
        return Ok(Some(s));
    }
    let help = || said!(ScoreNotAScore, text = clip(t));
    // A score starts and ends with a number: "-1-2" is no 1-2 (a minus
    // sign is no separator), nor is "2-1-".
    let digit_at = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
    if !digit_at(t.chars().next()) || !digit_at(t.chars().last()) {
        return Err(help());
    }
    let parts: Vec<&str> = if t.chars().all(|c| c.is_ascii_digit()) {
        if !(2..=3).contains(&t.len()) {
            return Err(help());
        }
        (0..t.len()).map(|i| &t[i..i + 1]).collect()
    } else {
        t.split(['-', '/', ':', ' ', ','])
            .filter(|p| !p.is_empty())
            .collect()
    };
    if !(2..=3).contains(&parts.len())
        || parts.iter().any(|p| !p.chars().all(|c| c.is_ascii_digit()))
    {
        return Err(help());
    }
    let mut n = [0u32; 3];
    for (slot, p) in n.iter_mut().zip(&parts) {
        *slot = match p.parse::<u32>() {
            Ok(v) if v <= super::limits::MAX_GAMES => v,
            _ => return Err(said!(ScoreTooManyGames, text = clip(t))),
        };
    }
    let s = GameScore::new(n[0], n[1], n[2]);
    if s.is_empty() {
        return Err(said!(ScoreEmpty));
    }
    Ok(Some(s))
}

/// Reads a typed score as [`parse`] does, for an event under `opts`: in
/// a game with no drawn matches (One Piece, Yu-Gi-Oh!) a draw typed as a
/// word (`d`, `id`) is refused with the way to type what the game has
/// instead, a double loss (`dl`), not with Magic's kinds of draw.
pub fn parse_in(
    text: &str,
    best_of: BestOf,
    opts: &RuleOptions,
) -> Result<Option<GameScore>, Said> {
    let t = text.trim();
    let word = t.to_ascii_lowercase();
    let a_draw = matches!(word.as_str(), "d" | "draw" | "drew" | "id" | "intentional");
    if a_draw && !opts.scoring.draws && opts.scoring.double_loss {
        let game = Said {
            msg: opts.game.facts().name,
            args: Vec::new(),
        };
        return Err(said!(ScoreNoDrawTypeDl, text = clip(t), game = game));
    }
    parse(text, best_of)
}

fn clip(t: &str) -> String {
    let mut s: String = t.chars().take(20).collect();
    if t.chars().count() > 20 {
        s.push('…');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn understands_the_usual_ways_of_typing() {
        let p = |t| parse(t, BestOf::Three).unwrap();
        assert_eq!(p("21"), Some(GameScore::new(2, 1, 0)));
        assert_eq!(p("2-1"), Some(GameScore::new(2, 1, 0)));
        assert_eq!(p(" 2-1-1 "), Some(GameScore::new(2, 1, 1)));
        assert_eq!(p("211"), Some(GameScore::new(2, 1, 1)));
        assert_eq!(p("0 2"), Some(GameScore::new(0, 2, 0)));
        assert_eq!(p("W"), Some(GameScore::new(2, 0, 0)));
        assert_eq!(p(""), None);
        // A minus sign is no separator, and a score ends with a number.
        for bad in ["-1-2", "-2", "2-1-", "+2-1", "/2/1"] {
            assert!(parse(bad, BestOf::Three).is_err(), "{bad}");
        }
        assert_eq!(
            parse("l", BestOf::One).unwrap(),
            Some(GameScore::new(0, 1, 0))
        );
        assert_eq!(
            parse("d", BestOf::One).unwrap(),
            Some(GameScore::new(0, 0, 1))
        );
        // An intentional draw, as the MTR records it.
        assert_eq!(p("id"), Some(GameScore::new(0, 0, 3)));
        assert_eq!(
            parse("id", BestOf::Any).unwrap(),
            Some(GameScore::new(0, 0, 3))
        );
        assert_eq!(p("ID"), Some(GameScore::new(0, 0, 3)));
        assert_eq!(
            parse("id", BestOf::One).unwrap(),
            Some(GameScore::new(0, 0, 1))
        );
        // A double loss, in any length; a two-game match's words.
        assert_eq!(p("DL"), Some(GameScore::DOUBLE_LOSS));
        assert_eq!(
            parse("dl", BestOf::One).unwrap(),
            Some(GameScore::DOUBLE_LOSS)
        );
        let two = |t| parse(t, BestOf::Two).unwrap();
        assert_eq!(two("d"), Some(GameScore::new(1, 1, 0)));
        assert_eq!(two("w"), Some(GameScore::new(2, 0, 0)));
        assert_eq!(two("id"), Some(GameScore::new(0, 0, 2)));
        assert_eq!(two("101"), Some(GameScore::new(1, 0, 1)));
    }

    #[test]
    fn a_draw_typed_in_a_game_without_draws_points_to_dl() {
        use crate::model::{Msg, Preset};
        for preset in [Preset::Yugioh, Preset::OnePiece] {
            let opts = preset.options();
            for d in ["d", "Draw", "id"] {
                for best_of in [BestOf::One, BestOf::Three] {
                    let why = parse_in(d, best_of, &opts).unwrap_err();
                    assert_eq!(why.msg, Msg::ScoreNoDrawTypeDl, "{d}");
                }
            }
            assert_eq!(
                parse_in("dl", BestOf::Three, &opts).unwrap(),
                Some(GameScore::DOUBLE_LOSS)
            );
        }
        // A game with draws reads them as before.
        let magic = Preset::Wotc.options();
        let why = parse_in("d", BestOf::Three, &magic).unwrap_err();
        assert_eq!(why.msg, Msg::ScoreWhichDraw);
        assert_eq!(
            parse_in("d", BestOf::One, &magic).unwrap(),
            Some(GameScore::new(0, 0, 1))
        );
    }

    #[test]
    fn a_draw_in_best_of_three_is_typed_as_played() {
        for d in ["d", "D", "draw", " drew "] {
            for best_of in [BestOf::Three, BestOf::Any] {
                let why = parse(d, best_of).unwrap_err();
                assert_eq!(why.msg, crate::model::Msg::ScoreWhichDraw, "{d}");
            }
        }
        let p = |t| parse(t, BestOf::Three).unwrap();
        assert_eq!(p("1-1"), Some(GameScore::new(1, 1, 0)));
        assert_eq!(p("1-1-1"), Some(GameScore::new(1, 1, 1)));
        assert_eq!(p("id"), Some(GameScore::new(0, 0, 3)));
    }

    #[test]
    fn zero_zero_says_how_to_enter_an_intentional_draw() {
        let why = parse("00", BestOf::Three).unwrap_err();
        assert_eq!(why.msg, crate::model::Msg::ScoreEmpty);
    }

    #[test]
    fn refuses_what_is_not_a_score() {
        for bad in [
            "x", "2-", "-1", "2-1-1-1", "1234", "0-0", "99-1", "2.1", "٢-١",
        ] {
            assert!(parse(bad, BestOf::Three).is_err(), "{bad}");
        }
    }
}
