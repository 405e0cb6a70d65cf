//! What each pod of a draft night plays, decided for the night as a whole
//! so that its pods play alike (docs/rules.md §5, "Pods of one night"):
//! the same best-of, the same number of rounds and the same clock.
//!
//! The rule: a night whose pods all have seven players plays the 7-player
//! round-robin sheet in every pod (best of one, seven rounds of 20
//! minutes). Any other night plays three Swiss rounds of best of three, 50
//! minutes a round, in every pod: on the 8- or 10-player Swiss sheet where
//! the pod has that size, else Swiss by records with round 1 across the
//! table. So 13 drafters are 6 + 7, both three Swiss rounds of best of
//! three; a night of one pod follows the same rule.

use crate::engine::pairing::swiss::default_rounds;
use crate::model::{BestOf, Event, FirstRound, Preset, Structure, Template};

/// Minutes a best-of-three round lasts when no sheet says otherwise.
pub const BEST_OF_THREE_MINUTES: u32 = 50;
/// Rounds a pod plays when it plays Swiss.
pub const POD_SWISS_ROUNDS: u32 = 3;

/// What one pod plays: how it is paired, under which rules, how many
/// games a match and rounds, and how long a round lasts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PodPlan {
    /// The sheet or Swiss.
    pub structure: Structure,
    /// The tiebreaker preset.
    pub rules: Preset,
    /// Games a match.
    pub best_of: BestOf,
    /// Rounds the pod plays.
    pub rounds: u32,
    /// Minutes a round.
    pub minutes: u32,
}

impl PodPlan {
    /// The 7-player round-robin sheet.
    fn round_robin_7() -> PodPlan {
        let t = Template::RoundRobin7;
        PodPlan {
            structure: Structure::Pod { template: t },
            rules: Preset::PodRr,
            best_of: t.best_of(),
            rounds: t.rounds(),
            minutes: t.minutes(),
        }
    }

    /// Three Swiss rounds of best of three for a pod of `size`: its paper
    /// sheet where it has one (8, 10), else Swiss across the table.
    fn swiss(size: usize) -> PodPlan {
        let structure = match size {
            8 => Structure::Pod {
                template: Template::Swiss8,
            },
            10 => Structure::Pod {
                template: Template::Swiss10,
            },
            _ => Structure::Swiss {
                rounds: Some(POD_SWISS_ROUNDS),
                first_round: FirstRound::AcrossTheTable,
            },
        };
        let rules = if matches!(structure, Structure::Pod { .. }) {
            Preset::PodSwiss
        } else {
            Preset::Wotc
        };
        PodPlan {
            structure,
            rules,
            best_of: BestOf::Three,
            rounds: POD_SWISS_ROUNDS,
            minutes: BEST_OF_THREE_MINUTES,
        }
    }

    /// The paper sheet this plan plays on, if any.
    pub fn sheet(&self) -> Option<Template> {
        match self.structure {
            Structure::Pod { template } => Some(template),
            _ => None,
        }
    }

    /// Whether an event already plays this plan (its players aside).
    pub fn fits(&self, event: &Event) -> bool {
        event.structure == self.structure
            && event.best_of == self.best_of
            && event.rules == self.rules
    }
}

/// What each pod of a night plays, for pods of `sizes` (in pod order):
/// the round-robin sheet when every pod has seven players, else three
/// Swiss rounds of best of three in each.
pub fn night_plans(sizes: &[usize]) -> Vec<PodPlan> {
    if !sizes.is_empty() && sizes.iter().all(|&s| s == 7) {
        return sizes.iter().map(|_| PodPlan::round_robin_7()).collect();
    }
    sizes.iter().map(|&s| PodPlan::swiss(s)).collect()
}

/// Minutes a round of `event` lasts: its own time (a TOM file's), else
/// its sheet's limit, else its game's table's for its match length (a
/// One Piece round 35, a Magic best of one 20, a best of three 50).
pub fn round_minutes(event: &Event) -> u32 {
    if let Some(m) = event.round_minutes.filter(|&m| m > 0) {
        return m;
    }
    match &event.structure {
        Structure::Pod { template } => template.minutes(),
        _ => event.rules.game().round_minutes(event.best_of),
    }
}

/// The rounds `event` plays before any playoff: its sheet's, its round
/// robin's, its Swiss count (the usual table when not set), or the rounds
/// it has (imported results).
pub fn swiss_rounds(event: &Event) -> u32 {
    let n = event.players.len();
    match &event.structure {
        Structure::Pod { template } => template.rounds(),
        Structure::RoundRobin { double } => {
            let single = if n.is_multiple_of(2) {
                n.saturating_sub(1)
            } else {
                n
            };
            (single * if *double { 2 } else { 1 }) as u32
        }
        Structure::Swiss { rounds, .. } => rounds.unwrap_or_else(|| default_rounds(n)),
        Structure::Results => event.rounds.len() as u32,
    }
}

/// What `event` plays, read off the event itself (for a pod dealt earlier,
/// or an event beside the pods).
pub fn plan_of(event: &Event) -> PodPlan {
    PodPlan {
        structure: event.structure.clone(),
        rules: event.rules.clone(),
        best_of: event.best_of,
        rounds: swiss_rounds(event),
        minutes: round_minutes(event),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirteen_drafters_play_alike() {
        let plans = night_plans(&[6, 7]);
        assert!(plans.iter().all(|p| p.best_of == BestOf::Three));
        assert!(plans.iter().all(|p| (p.rounds, p.minutes) == (3, 50)));
        assert_eq!(plans[1].sheet(), None, "the 7 plays Swiss beside a 6");
    }

    #[test]
    fn sevens_alone_keep_their_round_robin_and_sheets_are_kept() {
        for sizes in [&[7][..], &[7, 7], &[7, 7, 7]] {
            let plans = night_plans(sizes);
            assert!(
                plans
                    .iter()
                    .all(|p| p.sheet() == Some(Template::RoundRobin7))
            );
            assert!(plans.iter().all(|p| (p.rounds, p.minutes) == (7, 20)));
        }
        let plans = night_plans(&[7, 8, 10]);
        let sheets: Vec<_> = plans.iter().map(PodPlan::sheet).collect();
        assert_eq!(
            sheets,
            [None, Some(Template::Swiss8), Some(Template::Swiss10)]
        );
    }

    #[test]
    fn an_event_says_its_own_plan() {
        let rr = Event::new(
            "rr",
            Structure::Pod {
                template: Template::RoundRobin7,
            },
            BestOf::One,
            Preset::PodRr,
        );
        let swiss = Event::new(
            "s",
            Structure::Swiss {
                rounds: None,
                first_round: Default::default(),
            },
            BestOf::Three,
            Preset::Wotc,
        );
        assert_eq!((round_minutes(&rr), round_minutes(&swiss)), (20, 50));
        assert_eq!(plan_of(&rr), PodPlan::round_robin_7());
        assert_eq!(plan_of(&swiss).rounds, 3, "the usual table for 0 players");
        let mut one = swiss.clone();
        one.best_of = BestOf::One;
        assert_eq!(round_minutes(&one), 20);
        // Another game's table, and an event's own time first.
        let mut op = one.clone();
        op.rules = Preset::OnePiece;
        assert_eq!(round_minutes(&op), 35);
        op.round_minutes = Some(30);
        assert_eq!(round_minutes(&op), 30);
    }
}
