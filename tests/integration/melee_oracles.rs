//! Oracles for the games ranked as Melee publishes them (docs/rules.md §8),
//! written from its help pages apart from the engine's code: Star Wars:
//! Unlimited's match wins first and 3 / 1 / 0 inside OMW% with a 0.33
//! floor; Lorcana's two-game matches by game wins, the "opponent match
//! point percentage" exactly as published, and game-2 wins.

use crate::game_oracles::{End, Q, event, frac, generate, mean, meetings, with_paired_round};
use podsheet::engine::ranking::rank;
use podsheet::model::{
    BestOf, Event, GameScore, Match, Player, PlayerId, Preset, Round, Step, Structure,
};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// "Any match that concludes without a winner will account for 0 Match
    /// Wins for both players"; inside OMW% a win 3, a draw 1, a loss 0, a
    /// 33 % floor; a bye a won match. A round paired and not played counts
    /// nowhere.
    #[test]
    fn swu_ranks_by_match_wins_then_omw_with_draws_inside(seed in any::<u64>(), n in 2usize..12, r in 1u32..6) {
        let g = generate(seed, n, r, &[End::Won, End::Lost, End::Tie, End::DoubleLoss]);
        let e = with_paired_round(event(&g, Preset::Swu, BestOf::Three));
        let st = rank(&e, &Preset::Swu.options());
        let met = meetings(&g);
        let byes: Vec<i64> = (0..n).map(|p| g.rounds.iter().flatten()
            .filter(|m| m.0 == p && m.1.is_none()).count() as i64).collect();
        let wins: Vec<i64> = (0..n).map(|p| byes[p] + met[p].iter().filter(|m| m.2 == End::Won).count() as i64).collect();
        let mw: Vec<Q> = (0..n).map(|p| {
            let draws = met[p].iter().filter(|m| m.2 == End::Tie).count() as i64;
            let rounds = met[p].len() as i64 + byes[p];
            let raw = if rounds == 0 { Q::from(0) } else { Q::new(3 * wins[p] + draws, 3 * rounds) };
            raw.max(Q::new(33, 100))
        }).collect();
        let omw: Vec<Q> = (0..n).map(|p| {
            if met[p].is_empty() { Q::new(33, 100) } else { mean(met[p].iter().map(|m| mw[m.0])) }
        }).collect();
        for p in 0..n {
            prop_assert_eq!(st.records[p].match_points as i64, wins[p], "match wins of P{}", p);
            prop_assert_eq!(st.table.value(Step::Omw, PlayerId(p)), &frac(omw[p]), "OMW% of P{}", p);
        }
        let order: Vec<usize> = st.order.iter().map(|p| p.0).collect();
        for w in order.windows(2) {
            prop_assert!((wins[w[0]], omw[w[0]]) >= (wins[w[1]], omw[w[1]]), "P{} above P{}", w[0], w[1]);
        }
    }

    /// Melee's two-game tiebreakers: "total game wins", then "Opponent
    /// Match Point Percentage" as its page computes it (the opponents'
    /// total match points / the number of opponents / the sum of their
    /// possible points, 7 a round played), then "total game-2 wins" (a
    /// 2-0 shows one; a 1-1 does not say whose).
    #[test]
    fn lorcana_two_game_ranks_as_melee_publishes(seed in any::<u64>(), n in 2usize..12, r in 1u32..6) {
        let mut rng = StdRng::seed_from_u64(seed);
        // Each score (first player's side) and its points, Melee's table.
        type Row = ((u32, u32, u32), (i64, i64));
        let table: [Row; 6] = [
            ((2, 0, 0), (7, 0)), ((1, 1, 0), (3, 3)), ((1, 0, 1), (3, 0)),
            ((0, 0, 1), (0, 0)), ((0, 2, 0), (0, 7)), ((0, 1, 1), (0, 3)),
        ];
        let mut e = Event::new("two", Structure::Results, BestOf::Two, Preset::LorcanaTwoGame);
        for i in 0..n {
            e.players.push(Player::named(format!("P{i}"), i as u32 + 1));
        }
        let (mut pts, mut games, mut two, mut rounds) = (vec![0i64; n], vec![0i64; n], vec![0i64; n], vec![0i64; n]);
        let mut met: Vec<Vec<usize>> = vec![Vec::new(); n];
        for _ in 0..r {
            let mut order: Vec<usize> = (0..n).collect();
            order.shuffle(&mut rng);
            let mut matches = Vec::new();
            for pair in order.chunks(2) {
                match pair {
                    [a, b] => {
                        let ((x, y, d), (pa, pb)) = table[rng.random_range(0..table.len())];
                        let mut m = Match::new(PlayerId(*a), PlayerId(*b));
                        m.score = Some(GameScore::new(x, y, d));
                        matches.push(m);
                        pts[*a] += pa;
                        pts[*b] += pb;
                        games[*a] += i64::from(x);
                        games[*b] += i64::from(y);
                        two[*a] += i64::from(x == 2 && y == 0);
                        two[*b] += i64::from(y == 2 && x == 0);
                        met[*a].push(*b);
                        met[*b].push(*a);
                    }
                    [a] => {
                        // A bye: 7 points and 2-0 (the owner's choice).
                        matches.push(Match::bye(PlayerId(*a)));
                        pts[*a] += 7;
                        games[*a] += 2;
                        two[*a] += 1;
                    }
                    _ => {}
                }
                for &p in pair {
                    rounds[p] += 1;
                }
            }
            e.rounds.push(Round::of(matches));
        }
        let ompp: Vec<Q> = (0..n).map(|p| {
            if met[p].is_empty() {
                return Q::from(0);
            }
            let sum: i64 = met[p].iter().map(|&o| pts[o]).sum();
            let possible: i64 = met[p].iter().map(|&o| 7 * rounds[o]).sum();
            Q::new(sum, 1) / met[p].len() as i64 / possible
        }).collect();
        let st = rank(&e, &Preset::LorcanaTwoGame.options());
        for p in 0..n {
            prop_assert_eq!(st.records[p].match_points as i64, pts[p], "points of P{}", p);
            prop_assert_eq!(st.table.value(Step::GameWins, PlayerId(p)), &frac(Q::from(games[p])));
            prop_assert_eq!(st.table.value(Step::Ompp, PlayerId(p)), &frac(ompp[p]), "OMPP of P{}", p);
            prop_assert_eq!(st.table.value(Step::GameTwoWins, PlayerId(p)), &frac(Q::from(two[p])));
        }
        let key = |p: usize| (pts[p], games[p], ompp[p], two[p]);
        let order: Vec<usize> = st.order.iter().map(|p| p.0).collect();
        for w in order.windows(2) {
            prop_assert!(key(w[0]) >= key(w[1]), "P{} above P{}", w[0], w[1]);
        }
    }
}
