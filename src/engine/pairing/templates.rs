//! The paper sheets as data (docs/rules.md §5): which player numbers or bracket
//! results fill each match box of each round.

use crate::model::Template;

/// Where one side of a match box comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The player with this sheet number (1-based).
    Number(u32),
    /// The winner of the box with this letter.
    Winner(char),
    /// The loser of the box with this letter.
    Loser(char),
    /// No opponent: a bye.
    Bye,
}

/// One match box of a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    /// The box letter, where the sheet letters its boxes.
    pub label: Option<char>,
    /// Round (1-based).
    pub round: u32,
    /// The first side.
    pub a: Source,
    /// The second side.
    pub b: Source,
}

use Source::{Bye, Loser as L, Number as N, Winner as W};

const fn s(label: char, round: u32, a: Source, b: Source) -> Slot {
    Slot {
        label: Some(label),
        round,
        a,
        b,
    }
}

const fn rr(round: u32, a: u32, b: Source) -> Slot {
    Slot {
        label: None,
        round,
        a: N(a),
        b,
    }
}

const ROUND_ROBIN_7: [Slot; 28] = [
    rr(1, 1, Bye),
    rr(1, 2, N(7)),
    rr(1, 3, N(6)),
    rr(1, 4, N(5)),
    rr(2, 1, N(7)),
    rr(2, 6, Bye),
    rr(2, 2, N(5)),
    rr(2, 3, N(4)),
    rr(3, 1, N(6)),
    rr(3, 5, N(7)),
    rr(3, 4, Bye),
    rr(3, 2, N(3)),
    rr(4, 1, N(5)),
    rr(4, 4, N(6)),
    rr(4, 3, N(7)),
    rr(4, 2, Bye),
    rr(5, 1, N(4)),
    rr(5, 3, N(5)),
    rr(5, 2, N(6)),
    rr(5, 7, Bye),
    rr(6, 1, N(3)),
    rr(6, 2, N(4)),
    rr(6, 5, Bye),
    rr(6, 6, N(7)),
    rr(7, 1, N(2)),
    rr(7, 3, Bye),
    rr(7, 4, N(7)),
    rr(7, 5, N(6)),
];

const SWISS_8: [Slot; 12] = [
    s('A', 1, N(1), N(5)),
    s('B', 1, N(2), N(6)),
    s('C', 1, N(3), N(7)),
    s('D', 1, N(4), N(8)),
    s('E', 2, W('A'), W('C')),
    s('F', 2, W('B'), W('D')),
    s('G', 2, L('A'), L('C')),
    s('H', 2, L('B'), L('D')),
    s('I', 3, W('E'), W('F')),
    s('J', 3, L('E'), L('F')),
    s('K', 3, W('G'), W('H')),
    s('L', 3, L('G'), L('H')),
];

const SWISS_10: [Slot; 15] = [
    s('A', 1, N(1), N(6)),
    s('B', 1, N(2), N(7)),
    s('C', 1, N(3), N(8)),
    s('D', 1, N(4), N(9)),
    s('E', 1, N(5), N(10)),
    s('F', 2, W('A'), W('C')),
    s('G', 2, W('B'), W('D')),
    s('H', 2, L('C'), W('E')),
    s('I', 2, L('A'), L('D')),
    s('J', 2, L('B'), L('E')),
    s('K', 3, W('F'), W('G')),
    s('L', 3, W('H'), W('I')),
    s('M', 3, W('J'), L('F')),
    s('N', 3, L('G'), L('H')),
    s('O', 3, L('I'), L('J')),
];

/// The seeds' second scenario: six players, each plays each other twice
/// (the circle method's five rounds, then the same with sides swapped),
/// as [`super::round_robin::schedule`] pairs it.
const ROUND_ROBIN_6_DOUBLE: [Slot; 30] = [
    rr(1, 1, N(6)),
    rr(1, 2, N(5)),
    rr(1, 3, N(4)),
    rr(2, 1, N(5)),
    rr(2, 6, N(4)),
    rr(2, 2, N(3)),
    rr(3, 1, N(4)),
    rr(3, 5, N(3)),
    rr(3, 6, N(2)),
    rr(4, 1, N(3)),
    rr(4, 4, N(2)),
    rr(4, 5, N(6)),
    rr(5, 1, N(2)),
    rr(5, 3, N(6)),
    rr(5, 4, N(5)),
    rr(6, 6, N(1)),
    rr(6, 5, N(2)),
    rr(6, 4, N(3)),
    rr(7, 5, N(1)),
    rr(7, 4, N(6)),
    rr(7, 3, N(2)),
    rr(8, 4, N(1)),
    rr(8, 3, N(5)),
    rr(8, 2, N(6)),
    rr(9, 3, N(1)),
    rr(9, 2, N(4)),
    rr(9, 6, N(5)),
    rr(10, 2, N(1)),
    rr(10, 6, N(3)),
    rr(10, 5, N(4)),
];

/// Nine players, three Swiss rounds, one bye a round (a bye box is
/// lettered like a match). Round 1 by number with 9 sitting out; round 2
/// puts 9 (1-0) against winner A, pairs one winner down against loser A and
/// gives loser D the bye; round 3 meets records as closely as the brackets
/// allow while no pairing can repeat a match and no one gets a second bye
/// (the tests check every outcome).
const SWISS_9: [Slot; 15] = [
    s('A', 1, N(1), N(5)),
    s('B', 1, N(2), N(6)),
    s('C', 1, N(3), N(7)),
    s('D', 1, N(4), N(8)),
    s('E', 1, N(9), Bye),
    s('F', 2, N(9), W('A')),
    s('G', 2, W('B'), W('C')),
    s('H', 2, W('D'), L('A')),
    s('I', 2, L('B'), L('C')),
    s('J', 2, L('D'), Bye),
    s('K', 3, W('F'), W('G')),
    s('L', 3, W('H'), L('G')),
    s('M', 3, L('F'), L('D')),
    s('N', 3, L('H'), W('I')),
    s('O', 3, L('I'), Bye),
];

/// Quarterfinals by seat 1v5 … (the MTR's recommendation for 5-8 players),
/// then winners meet.
const SINGLE_ELIMINATION_8: [Slot; 7] = [
    s('A', 1, N(1), N(5)),
    s('B', 1, N(2), N(6)),
    s('C', 1, N(3), N(7)),
    s('D', 1, N(4), N(8)),
    s('E', 2, W('A'), W('C')),
    s('F', 2, W('B'), W('D')),
    s('G', 3, W('E'), W('F')),
];

impl Template {
    /// Every match box of the sheet, round by round, in sheet order.
    pub fn slots(self) -> &'static [Slot] {
        match self {
            Template::RoundRobin7 => &ROUND_ROBIN_7,
            Template::Swiss8 => &SWISS_8,
            Template::Swiss10 => &SWISS_10,
            Template::SingleElimination8 => &SINGLE_ELIMINATION_8,
            Template::RoundRobin6Double => &ROUND_ROBIN_6_DOUBLE,
            Template::Swiss9 => &SWISS_9,
        }
    }

    /// Every sheet, in the order menus list them.
    pub const ALL: [Template; 6] = [
        Template::RoundRobin7,
        Template::Swiss8,
        Template::Swiss10,
        Template::SingleElimination8,
        Template::RoundRobin6Double,
        Template::Swiss9,
    ];

    /// The id in event files and on the command line (`--template`).
    pub fn id(self) -> &'static str {
        match self {
            Template::RoundRobin7 => "round-robin-7",
            Template::Swiss8 => "swiss-8",
            Template::Swiss10 => "swiss-10",
            Template::SingleElimination8 => "single-elimination-8",
            Template::RoundRobin6Double => "round-robin-6-double",
            Template::Swiss9 => "swiss-9",
        }
    }

    /// The sheet with this id.
    pub fn from_id(id: &str) -> Option<Template> {
        Template::ALL.into_iter().find(|t| t.id() == id)
    }

    /// Whether the sheet is a round robin (its own schedule, no routing).
    pub fn is_round_robin(self) -> bool {
        matches!(self, Template::RoundRobin7 | Template::RoundRobin6Double)
    }

    /// The sheet's own tiebreakers: pod-rr on the round robins, pod-swiss
    /// on the Swiss sheets, wotc for single elimination.
    pub fn preset(self) -> crate::model::Preset {
        use crate::model::Preset;
        match self {
            Template::RoundRobin7 | Template::RoundRobin6Double => Preset::PodRr,
            Template::SingleElimination8 => Preset::Wotc,
            _ => Preset::PodSwiss,
        }
    }

    /// Players on the sheet.
    pub fn players(self) -> u32 {
        match self {
            Template::RoundRobin6Double => 6,
            Template::RoundRobin7 => 7,
            Template::Swiss8 | Template::SingleElimination8 => 8,
            Template::Swiss9 => 9,
            Template::Swiss10 => 10,
        }
    }

    /// Rounds on the sheet.
    pub fn rounds(self) -> u32 {
        match self {
            Template::RoundRobin7 => 7,
            Template::RoundRobin6Double => 10,
            _ => 3,
        }
    }

    /// Games per match: 1 on the round-robin sheets, else best-of-three.
    pub fn best_of(self) -> crate::model::BestOf {
        if self.is_round_robin() {
            crate::model::BestOf::One
        } else {
            crate::model::BestOf::Three
        }
    }

    /// Minutes per round on the sheet.
    pub fn minutes(self) -> u32 {
        if self.is_round_robin() { 20 } else { 50 }
    }

    /// The slots of one round (1-based).
    pub fn round_slots(self, round: u32) -> impl Iterator<Item = &'static Slot> {
        self.slots().iter().filter(move |s| s.round == round)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_player_once_per_round() {
        for t in Template::ALL {
            if t == Template::SingleElimination8 {
                continue;
            }
            for r in 1..=t.rounds() {
                let count: u32 = t
                    .round_slots(r)
                    .map(|s| if s.b == Bye { 1 } else { 2 })
                    .sum();
                assert_eq!(count, t.players(), "{t:?} round {r}");
            }
        }
    }

    #[test]
    fn round_robin_7_meets_everyone_once() {
        let mut met = [[0u8; 8]; 8];
        for s in Template::RoundRobin7.slots() {
            if let (N(a), N(b)) = (s.a, s.b) {
                met[a as usize][b as usize] += 1;
                met[b as usize][a as usize] += 1;
            }
        }
        for (a, row) in met.iter().enumerate().skip(1) {
            for (b, &n) in row.iter().enumerate().skip(1) {
                assert_eq!(n, u8::from(a != b), "{a} v {b}");
            }
        }
    }
}
