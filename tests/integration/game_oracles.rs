//! Oracles written from the publishers' wording (docs/rules.md §8), apart
//! from the engine's code, checked on generated events: Pokémon's win
//! percentages, floors, caps and head to head; Flesh and Blood's CTB (over
//! the rounds played, a round only paired none), the properties its policy
//! states, OML% and the order of TRP 1.10 §1.4; Lorcana's two-game points
//! and Melee's tiebreakers; Star Wars: Unlimited's match wins and 3/1/0
//! inside OMW%; a double loss as a loss for both in every tiebreaker; a
//! held result beside a bye, holding its own match only.

use num_rational::Ratio;
use podsheet::engine::frac::Frac;
use podsheet::engine::ranking::rank;
use podsheet::model::{
    BestOf, Event, GameScore, Match, Player, PlayerId, Preset, Round, Step, Structure,
};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

pub(crate) type Q = Ratio<i64>;

/// The engine's exact value as the oracle's fraction.
pub(crate) fn frac(q: Q) -> Frac {
    Frac::new(i128::from(*q.numer()), i128::from(*q.denom()))
}

/// How a match ended, from the first player's side.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum End {
    Won,
    Lost,
    Tie,
    DoubleLoss,
}

/// A generated event: players, each round's pairs (`None`: a bye), and
/// who dropped after which round.
pub(crate) struct Gen {
    pub(crate) n: usize,
    pub(crate) rounds: Vec<Vec<(usize, Option<usize>, End)>>,
    pub(crate) dropped: Vec<Option<u32>>,
}

/// Random rounds among the players still in, a bye for the odd one, a
/// drop now and then; results drawn from `ends`.
pub(crate) fn generate(seed: u64, n: usize, rounds: u32, ends: &[End]) -> Gen {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut dropped: Vec<Option<u32>> = vec![None; n];
    let mut out = Vec::new();
    for r in 1..=rounds {
        let mut active: Vec<usize> = (0..n).filter(|&p| dropped[p].is_none()).collect();
        active.shuffle(&mut rng);
        let mut round = Vec::new();
        for pair in active.chunks(2) {
            match pair {
                [a, b] => round.push((*a, Some(*b), ends[rng.random_range(0..ends.len())])),
                [a] => round.push((*a, None, End::Won)),
                _ => {}
            }
        }
        out.push(round);
        for d in &mut dropped {
            if d.is_none() && r < rounds && rng.random_bool(0.1) {
                *d = Some(r);
            }
        }
    }
    Gen {
        n,
        rounds: out,
        dropped,
    }
}

/// The generated event with one more round paired among the players
/// still in and not yet played (no result): it must count nowhere.
pub(crate) fn with_paired_round(mut e: Event) -> Event {
    let active: Vec<usize> = (0..e.players.len())
        .filter(|&p| e.players[p].dropped_after.is_none())
        .collect();
    // A round of a bye alone has nothing left to play: it is played.
    if active.len() < 2 {
        return e;
    }
    let matches = active
        .chunks(2)
        .map(|pair| match pair {
            [a, b] => Match::new(PlayerId(*a), PlayerId(*b)),
            [a] => Match::bye(PlayerId(*a)),
            _ => unreachable!("chunks of two"),
        })
        .collect();
    // The players still in play it: a drop is after the last round played.
    e.rounds.push(Round::of(matches));
    e
}

/// The generated event as Podsheet's, under `preset`.
pub(crate) fn event(g: &Gen, preset: Preset, best_of: BestOf) -> Event {
    let mut e = Event::new("oracle", Structure::Results, best_of, preset);
    for i in 0..g.n {
        let mut p = Player::named(format!("P{i}"), i as u32 + 1);
        p.dropped_after = g.dropped[i];
        e.players.push(p);
    }
    for round in &g.rounds {
        let matches = round
            .iter()
            .map(|&(a, b, end)| match b {
                None => Match::bye(PlayerId(a)),
                Some(b) => {
                    let mut m = Match::new(PlayerId(a), PlayerId(b));
                    m.score = Some(match end {
                        End::Won => GameScore::new(1, 0, 0),
                        End::Lost => GameScore::new(0, 1, 0),
                        End::Tie => GameScore::new(0, 0, 1),
                        End::DoubleLoss => GameScore::DOUBLE_LOSS,
                    });
                    m
                }
            })
            .collect();
        e.rounds.push(Round::of(matches));
    }
    e
}

/// Each player's matches from their own side: (opponent, round, end).
pub(crate) fn meetings(g: &Gen) -> Vec<Vec<(usize, u32, End)>> {
    let mut out = vec![Vec::new(); g.n];
    for (r, round) in g.rounds.iter().enumerate() {
        for &(a, b, end) in round {
            let Some(b) = b else { continue };
            let other = match end {
                End::Won => End::Lost,
                End::Lost => End::Won,
                e => e,
            };
            out[a].push((b, r as u32 + 1, end));
            out[b].push((a, r as u32 + 1, other));
        }
    }
    out
}

pub(crate) fn mean(values: impl Iterator<Item = Q>) -> Q {
    let (sum, n) = values.fold((Q::from(0), 0i64), |(s, n), v| (s + v, n + 1));
    if n == 0 { Q::from(0) } else { sum / n }
}

/// Pokémon, in the handbook's words: "the number of wins divided by the
/// rounds [played]", a bye round not counting as a win or a round, a tie
/// half a win (rk9.gg), "a minimum win percentage of 25% and a maximum of
/// 100%", or "75%" for a competitor who dropped; OWP the average of the
/// opponents', OOWP the average of their OWP.
fn pokemon_oracle(g: &Gen) -> (Vec<Q>, Vec<Q>, Vec<Q>) {
    let met = meetings(g);
    let wp: Vec<Q> = (0..g.n)
        .map(|p| {
            let played = met[p].len() as i64;
            let wins: Q = met[p]
                .iter()
                .map(|m| match m.2 {
                    End::Won => Q::from(1),
                    End::Tie => Q::new(1, 2),
                    _ => Q::from(0),
                })
                .sum();
            let raw = if played == 0 {
                Q::from(0)
            } else {
                wins / played
            };
            let cap = if g.dropped[p].is_some() {
                Q::new(3, 4)
            } else {
                Q::from(1)
            };
            raw.max(Q::new(1, 4)).min(cap)
        })
        .collect();
    let owp: Vec<Q> = (0..g.n)
        .map(|p| mean(met[p].iter().map(|m| wp[m.0])))
        .collect();
    let oowp: Vec<Q> = (0..g.n)
        .map(|p| mean(met[p].iter().map(|m| owp[m.0])))
        .collect();
    (wp, owp, oowp)
}

pub(crate) fn points(g: &Gen, win: i64, tie: i64) -> Vec<i64> {
    let mut pts = vec![0; g.n];
    for round in &g.rounds {
        for &(a, b, end) in round {
            match (b, end) {
                (None, _) => pts[a] += win,
                (Some(_), End::Won) => pts[a] += win,
                (Some(b), End::Lost) => pts[b] += win,
                (Some(b), End::Tie) => {
                    pts[a] += tie;
                    pts[b] += tie;
                }
                (Some(_), End::DoubleLoss) => {}
            }
        }
    }
    pts
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn pokemon_win_percentages_and_head_to_head(seed in any::<u64>(), n in 3usize..14, r in 1u32..6) {
        let g = generate(seed, n, r, &[End::Won, End::Lost, End::Won, End::Lost, End::Tie]);
        let e = event(&g, Preset::Pokemon, BestOf::One);
        let st = rank(&e, &Preset::Pokemon.options());
        let (_, owp, oowp) = pokemon_oracle(&g);
        let pts = points(&g, 3, 1);
        for p in 0..n {
            let id = PlayerId(p);
            prop_assert_eq!(st.records[p].match_points as i64, pts[p]);
            prop_assert_eq!(st.table.value(Step::Owp, id), &frac(owp[p]), "OWP of P{}", p);
            prop_assert_eq!(st.table.value(Step::Oowp, id), &frac(oowp[p]), "OOWP of P{}", p);
        }
        // The order: points, OWP, OOWP, each higher first; then, between
        // exactly two still equal who met, the winner of their matches.
        let key = |p: usize| (pts[p], owp[p], oowp[p]);
        let order: Vec<usize> = st.order.iter().map(|p| p.0).collect();
        for w in order.windows(2) {
            prop_assert!(key(w[0]) >= key(w[1]), "P{} above P{}", w[0], w[1]);
        }
        let met = meetings(&g);
        for &p in &order {
            let same: Vec<usize> = order.iter().copied().filter(|&q| key(q) == key(p)).collect();
            if let [a, b] = same[..] {
                let net: i32 = met[a].iter().filter(|m| m.0 == b).map(|m| match m.2 {
                    End::Won => 1,
                    End::Lost => -1,
                    _ => 0,
                }).sum();
                let pos = |x: usize| order.iter().position(|&y| y == x);
                if net > 0 {
                    prop_assert!(pos(a) < pos(b), "P{} beat P{} head to head", a, b);
                } else if net < 0 {
                    prop_assert!(pos(b) < pos(a), "P{} beat P{} head to head", b, a);
                }
            }
        }
    }

    #[test]
    fn fab_ctb_has_every_property_the_policy_states(seed in any::<u64>(), n in 2usize..12, r in 1u32..7, paired in any::<bool>()) {
        let g = generate(seed, n, r, &[End::Won, End::Lost, End::Won, End::Lost, End::Tie]);
        let mut e = event(&g, Preset::Fab, BestOf::One);
        // The next round paired, not played: it counts nowhere (a player
        // who won every round played is 1 while it is paired).
        if paired {
            e = with_paired_round(e);
        }
        let st = rank(&e, &Preset::Fab.options());
        // Match-win points after each round: 1 a win or a bye, 0 a draw.
        let mut totals = vec![vec![0i64; r as usize]; n];
        for (k, round) in g.rounds.iter().enumerate() {
            for &(a, b, end) in round {
                let winner = match (b, end) {
                    (None, _) | (_, End::Won) => Some(a),
                    (Some(b), End::Lost) => Some(b),
                    _ => None,
                };
                if let Some(w) = winner {
                    totals[w][k] += 1;
                }
            }
        }
        for t in &mut totals {
            for k in 1..t.len() {
                t[k] += t[k - 1];
            }
        }
        // "tiebreaker last round / 4 + total match-win points", over the
        // same for a perfect record (docs/rules.md §8).
        let running = |t: &[i64]| t.iter().fold(Q::from(0), |v, &x| v / 4 + x);
        let perfect: Vec<i64> = (1..=i64::from(r)).collect();
        let ctb: Vec<Q> = totals.iter().map(|t| running(t) / running(&perfect)).collect();
        let met = meetings(&g);
        for p in 0..n {
            prop_assert_eq!(st.table.value(Step::Ctb, PlayerId(p)), &frac(ctb[p]));
            let rounds = r as i64;
            if totals[p][r as usize - 1] == rounds {
                prop_assert_eq!(ctb[p], Q::from(1), "all wins is 1");
            }
            if totals[p][r as usize - 1] == 0 {
                prop_assert_eq!(ctb[p], Q::from(0), "no win is 0");
            }
            // PML: losses over matches played; a draw is not a loss.
            let lost = met[p].iter().filter(|m| m.2 == End::Lost).count() as i64;
            let pml = if met[p].is_empty() { Q::from(0) } else { Q::new(lost, met[p].len() as i64) };
            prop_assert_eq!(st.table.value(Step::Pml, PlayerId(p)), &frac(pml));
        }
        // OML%: "sum (PML of each opponent played so far) / number of
        // opponents played" (TRP 1.10 §1.4).
        let pml: Vec<Q> = (0..n).map(|p| {
            let lost = met[p].iter().filter(|m| m.2 == End::Lost).count() as i64;
            if met[p].is_empty() { Q::from(0) } else { Q::new(lost, met[p].len() as i64) }
        }).collect();
        let oml: Vec<Q> = (0..n).map(|p| mean(met[p].iter().map(|m| pml[m.0]))).collect();
        let octb: Vec<Q> = (0..n).map(|p| mean(met[p].iter().map(|m| ctb[m.0]))).collect();
        for (p, want) in oml.iter().enumerate() {
            prop_assert_eq!(st.table.value(Step::Oml, PlayerId(p)), &frac(*want), "OML% of P{}", p);
        }
        // The order of §1.4: points; CTB higher; PML lower; OML% lower;
        // OCTB higher; then the roll.
        let pts = points(&g, 1, 0);
        let key = |p: usize| (pts[p], ctb[p], -pml[p], -oml[p], octb[p]);
        let order: Vec<usize> = st.order.iter().map(|p| p.0).collect();
        for w in order.windows(2) {
            prop_assert!(key(w[0]) >= key(w[1]), "P{} above P{}", w[0], w[1]);
        }
        // Of two with the same wins, the one who most recently had more
        // points (whose losses came later) has the higher CTB.
        for a in 0..n {
            for b in 0..n {
                let (ta, tb) = (&totals[a], &totals[b]);
                if ta.last() != tb.last() {
                    continue;
                }
                if let Some(k) = (0..ta.len()).rev().find(|&k| ta[k] != tb[k])
                    && ta[k] > tb[k]
                {
                    prop_assert!(ctb[a] > ctb[b], "P{} had more points after round {}", a, k + 1);
                }
            }
        }
    }

    #[test]
    fn a_double_loss_is_a_loss_for_both(seed in any::<u64>(), n in 2usize..12, r in 1u32..6) {
        let g = generate(seed, n, r, &[End::Won, End::Lost, End::DoubleLoss]);
        let e = event(&g, Preset::OnePiece, BestOf::One);
        let opts = Preset::OnePiece.options();
        let st = rank(&e, &opts);
        let met = meetings(&g);
        let pts = points(&g, 3, 0);
        // MW% as the MTR words it, a double loss a round with no points;
        // floored at 0.33; OMW% the opponents' mean.
        let mw: Vec<Q> = (0..n).map(|p| {
            let byes = g.rounds.iter().flatten().filter(|m| m.0 == p && m.1.is_none()).count() as i64;
            let rounds = met[p].len() as i64 + byes;
            let raw = if rounds == 0 { Q::from(0) } else { Q::new(pts[p], 3 * rounds) };
            raw.max(Q::new(33, 100))
        }).collect();
        for p in 0..n {
            let lost = met[p].iter().filter(|m| matches!(m.2, End::Lost | End::DoubleLoss)).count();
            prop_assert_eq!(st.records[p].lost as usize, lost);
            prop_assert_eq!(st.records[p].match_points as i64, pts[p]);
            let omw = if met[p].is_empty() { Q::new(33, 100) } else { mean(met[p].iter().map(|m| mw[m.0])) };
            prop_assert_eq!(st.table.value(Step::Omw, PlayerId(p)), &frac(omw));
        }
    }
}

/// Melee's two-game table (docs/rules.md §8), every row, each side.
#[test]
fn lorcana_two_game_points_are_melees_table() {
    let table = [
        ((2, 0, 0), (7, 0)),
        ((1, 1, 0), (3, 3)),
        ((1, 0, 1), (3, 0)),
        ((1, 0, 0), (3, 0)),
        ((0, 0, 1), (0, 0)),
        ((0, 0, 2), (0, 0)),
        ((0, 2, 0), (0, 7)),
    ];
    for ((a, b, d), (pa, pb)) in table {
        let mut e = Event::new(
            "two",
            Structure::Results,
            BestOf::Two,
            Preset::LorcanaTwoGame,
        );
        e.players.push(Player::named("Ann", 1));
        e.players.push(Player::named("Bo", 2));
        let mut m = Match::new(PlayerId(0), PlayerId(1));
        m.score = Some(GameScore::new(a, b, d));
        e.rounds.push(Round::of(vec![m]));
        assert!(
            podsheet::engine::validate::validate(&e).is_empty(),
            "{a}-{b}-{d} is a result"
        );
        let st = rank(&e, &Preset::LorcanaTwoGame.options());
        let got = (st.records[0].match_points, st.records[1].match_points);
        assert_eq!(got, (pa, pb), "{a}-{b}-{d}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// A result the game does not allow (a drawn game in One Piece) holds
    /// its own match and nothing else (issue 40): the bye of its round and
    /// every other match count as they are, the held match counts for
    /// neither player, and the problem names it.
    #[test]
    fn a_held_result_beside_a_bye_holds_its_own_match_only(
        seed in any::<u64>(), half in 1usize..6, r in 1u32..5, pick in any::<u64>()
    ) {
        // An odd number of players: a bye every round.
        let n = 2 * half + 1;
        let mut g = generate(seed, n, r, &[End::Won, End::Lost, End::DoubleLoss]);
        // One match of one round (with a bye beside it) gets 0-0-1.
        let played: Vec<(usize, usize)> = g.rounds.iter().enumerate()
            .flat_map(|(k, round)| round.iter().enumerate()
                .filter(|(_, m)| m.1.is_some())
                .map(move |(i, _)| (k, i)))
            .collect();
        prop_assume!(!played.is_empty());
        let (k, i) = played[(pick % played.len() as u64) as usize];
        let mut e = event(&g, Preset::OnePiece, BestOf::One);
        e.rounds[k].matches[i].score = Some(GameScore::new(0, 0, 1));
        let opts = Preset::OnePiece.options();
        let st = rank(&e, &opts);
        // The held match is named where it is, as one that cannot happen.
        let problems = podsheet::engine::validate::validate(&e);
        prop_assert!(problems.iter().any(|p| p.round == Some(k as u32 + 1) && p.match_index == Some(i)
            && p.message.msg == podsheet::model::Msg::ValidateCannotHappen));
        // The oracle: the same event without that match, every bye
        // (its round's included) a win.
        g.rounds[k].remove(i);
        let met = meetings(&g);
        let pts = points(&g, 3, 0);
        let byes: Vec<i64> = (0..n).map(|p| g.rounds.iter().flatten()
            .filter(|m| m.0 == p && m.1.is_none()).count() as i64).collect();
        let mw: Vec<Q> = (0..n).map(|p| {
            let rounds = met[p].len() as i64 + byes[p];
            let raw = if rounds == 0 { Q::from(0) } else { Q::new(pts[p], 3 * rounds) };
            raw.max(Q::new(33, 100))
        }).collect();
        for p in 0..n {
            prop_assert_eq!(st.records[p].match_points as i64, pts[p], "points of P{}", p);
            prop_assert_eq!(st.records[p].byes as i64, byes[p], "byes of P{}", p);
            let omw = if met[p].is_empty() { Q::new(33, 100) } else { mean(met[p].iter().map(|m| mw[m.0])) };
            prop_assert_eq!(st.table.value(Step::Omw, PlayerId(p)), &frac(omw), "OMW% of P{}", p);
        }
    }
}
