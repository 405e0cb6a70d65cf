//! Where the file an event was read from (a Pokémon TOM export) places a
//! player otherwise than Podsheet, and why (docs/cli.md, "A Pokémon TOM
//! export"). TOM ranks three points the handbook leaves open in its own
//! way: a player who dropped keeps the OWP and OOWP they had at the drop;
//! a late entrant is placed below everyone on the same points; OWP and
//! OOWP are compared rounded to two decimals of a percent. Each reading
//! is tried alone on the standings, and a difference is put down to the
//! readings that move the player toward the file's place, as long as
//! together they place them exactly there; otherwise the reason is not
//! known, and the faces say so rather than guess. Pure: data in, data out.

use crate::engine::frac::Frac;
use crate::engine::ranking::Standings;
use crate::model::{Event, PlayerId, Step};

/// One of TOM's own readings of a point the handbook leaves open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// A dropped player's OWP and OOWP as they were at the drop.
    Drop,
    /// A late entrant below everyone on the same points.
    Late,
    /// OWP and OOWP compared to two decimals of a percent.
    Rounded,
}

/// Why the file places a player where it does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The player dropped after round `after`: TOM keeps their OWP and
    /// OOWP as they were then.
    TheirDrop {
        /// The round they dropped after.
        after: u32,
    },
    /// Players on the same points who dropped, each after their round:
    /// TOM keeps their OWP and OOWP as they were then.
    OthersDropped(Vec<(PlayerId, u32)>),
    /// The player entered late: TOM places them below everyone on the
    /// same points.
    TheirLateEntry,
    /// Players on the same points who entered late.
    OthersLate(Vec<PlayerId>),
    /// TOM compares OWP and OOWP to two decimals of a percent, where
    /// these players are equal.
    Rounded,
    /// None of TOM's known readings places them there.
    Unknown,
}

/// A player the file places otherwise.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaceDiff {
    /// The player.
    pub player: PlayerId,
    /// The file's place (1-based, within the player's division where the
    /// event has divisions).
    pub file: u32,
    /// Podsheet's place in the same standings.
    pub place: usize,
    /// Why, each reading that accounts for it (or [`Why::Unknown`]).
    pub why: Vec<Why>,
}

/// Every player of `st` (the standings the file's places are within:
/// a division's, or the whole event's) whom the file places otherwise,
/// best first by Podsheet's place, with why. `event` is the Swiss part
/// the standings rank.
pub fn differences(event: &Event, st: &Standings) -> Vec<PlaceDiff> {
    let file_place = |p: PlayerId| {
        event
            .file_places
            .iter()
            .find(|f| f.player == p)
            .map(|f| f.place)
    };
    let differ: Vec<(usize, PlayerId, u32)> = st
        .order
        .iter()
        .enumerate()
        .filter_map(|(i, &p)| Some((i + 1, p, file_place(p).filter(|&f| f as usize != i + 1)?)))
        .collect();
    if differ.is_empty() {
        return Vec::new();
    }
    let tom = Tom::of(event, st);
    let all = tom.order(&[Reading::Drop, Reading::Late, Reading::Rounded]);
    differ
        .into_iter()
        .map(|(place, p, file)| {
            let at = |order: &[PlayerId]| order.iter().position(|&q| q == p).map(|i| i + 1);
            let why = if at(&all) == Some(file as usize) {
                // The readings that, alone, move the player toward the
                // file's place.
                let toward = |order: &[PlayerId]| {
                    at(order)
                        .is_some_and(|k| (k < place) == ((file as usize) < place) && k != place)
                };
                let mut why: Vec<Why> = [Reading::Drop, Reading::Late, Reading::Rounded]
                    .into_iter()
                    .filter(|&r| toward(&tom.order(&[r])))
                    .map(|r| tom.why(r, p, &tom.order(&[r])))
                    .collect();
                if why.is_empty() {
                    why.push(Why::Unknown);
                }
                why
            } else {
                vec![Why::Unknown]
            };
            PlaceDiff {
                player: p,
                file,
                place,
                why,
            }
        })
        .collect()
}

/// The standings as TOM's readings see them.
struct Tom<'a> {
    event: &'a Event,
    st: &'a Standings,
    /// Each dropped player's (OWP, OOWP) at their drop, by player.
    frozen: Vec<Option<(Frac, Frac)>>,
}

impl<'a> Tom<'a> {
    fn of(event: &'a Event, st: &'a Standings) -> Self {
        let rounds = event.rounds.len() as u32;
        let mut frozen = vec![None; event.players.len()];
        let has = |s: Step| st.active_steps.contains(&s);
        if has(Step::Owp) && has(Step::Oowp) {
            // One ranking of the rounds up to each drop.
            let mut drops: Vec<u32> = st
                .order
                .iter()
                .filter_map(|&p| event.player(p).dropped_after)
                .filter(|&a| a >= 1 && a < rounds)
                .collect();
            drops.sort_unstable();
            drops.dedup();
            for after in drops {
                let mut then = event.clone();
                then.cut = None;
                then.rounds.truncate(after as usize);
                let at = crate::engine::ranking::rank(&then, &st.options);
                for &p in &st.order {
                    if event.player(p).dropped_after == Some(after) {
                        frozen[p.0] = Some((
                            at.table.value(Step::Owp, p).clone(),
                            at.table.value(Step::Oowp, p).clone(),
                        ));
                    }
                }
            }
        }
        Tom { event, st, frozen }
    }

    fn late(&self, p: PlayerId) -> bool {
        self.event.player(p).joined_round.is_some_and(|j| j > 1)
    }

    /// The standings' order under `readings`: match points, (late
    /// entrants last,) OWP, OOWP, then the standings' own order.
    fn order(&self, readings: &[Reading]) -> Vec<PlayerId> {
        let on = |r: Reading| readings.contains(&r);
        let has = |s: Step| self.st.active_steps.contains(&s);
        let value = |s: Step, p: PlayerId, k: usize| -> Frac {
            let v = match (on(Reading::Drop), &self.frozen[p.0]) {
                (true, Some(f)) => {
                    if k == 0 {
                        f.0.clone()
                    } else {
                        f.1.clone()
                    }
                }
                _ if has(s) => self.st.table.value(s, p).clone(),
                _ => Frac::zero(),
            };
            if on(Reading::Rounded) {
                v.round_to(4)
            } else {
                v
            }
        };
        let mut order = self.st.order.clone();
        order.sort_by(|&a, &b| {
            let (ra, rb) = (&self.st.records[a.0], &self.st.records[b.0]);
            rb.match_points
                .cmp(&ra.match_points)
                .then_with(|| {
                    if on(Reading::Late) {
                        self.late(a).cmp(&self.late(b))
                    } else {
                        std::cmp::Ordering::Equal
                    }
                })
                .then_with(|| value(Step::Owp, b, 0).cmp(&value(Step::Owp, a, 0)))
                .then_with(|| value(Step::Oowp, b, 1).cmp(&value(Step::Oowp, a, 1)))
        });
        order
    }

    /// What reading `r` says of `p`, whom it moves (`order`: the
    /// standings under `r` alone).
    fn why(&self, r: Reading, p: PlayerId, order: &[PlayerId]) -> Why {
        // The players on p's points whose order against p `r` changed.
        let before = |x: PlayerId, y: PlayerId, o: &[PlayerId]| {
            o.iter().position(|&q| q == x) < o.iter().position(|&q| q == y)
        };
        let swapped = |q: PlayerId| {
            q != p
                && self.st.records[q.0].match_points == self.st.records[p.0].match_points
                && before(q, p, &self.st.order) != before(q, p, order)
        };
        let others: Vec<PlayerId> = self
            .st
            .order
            .iter()
            .copied()
            .filter(|&q| swapped(q))
            .collect();
        match r {
            Reading::Drop => match self.frozen[p.0] {
                Some(_) => Why::TheirDrop {
                    after: self.event.player(p).dropped_after.unwrap_or(0),
                },
                None => Why::OthersDropped(
                    others
                        .into_iter()
                        .filter(|q| self.frozen[q.0].is_some())
                        .map(|q| (q, self.event.player(q).dropped_after.unwrap_or(0)))
                        .collect(),
                ),
            },
            Reading::Late if self.late(p) => Why::TheirLateEntry,
            Reading::Late => {
                Why::OthersLate(others.into_iter().filter(|&q| self.late(q)).collect())
            }
            Reading::Rounded => Why::Rounded,
        }
    }
}
