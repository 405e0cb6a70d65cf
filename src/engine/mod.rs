//! The pure core: records, tiebreakers, ranking with explanations, and
//! validation. Nothing here touches a file, a window or a clock.

pub mod day_shape;
pub mod file_places;
pub mod frac;
pub mod life;
pub mod night;
pub mod pairing;
pub mod playoff;
pub mod pod_plan;
pub mod pods;
pub mod ranking;
pub mod record;
pub mod reports;
pub mod season;
pub mod season_event;
pub mod shuffle;
pub mod tiebreak;
pub mod validate;

use crate::model::{Event, RuleOptions};

/// Everything derived from an event at one moment: panels and commands
/// only read this (docs/architecture.md, "one derived snapshot").
#[derive(Debug, Clone)]
pub struct Snapshot {
    /// The ranking under the event's preset, with its explanation data.
    pub standings: ranking::Standings,
    /// Every problem, most serious first.
    pub problems: Vec<validate::Problem>,
    /// The next round's pairings, or why there are none yet
    /// ([`pairing::PairingError::NotPlanned`] for imported results).
    pub pairing: Result<pairing::Pairing, pairing::PairingError>,
    /// Paired rounds, drops and the cut that no longer fit what they were
    /// paired from (docs/rules.md §6).
    pub life: life::Life,
    /// Each player's final place as far as the playoff has decided it
    /// ([`playoff::known_places`]); all `None` without a cut.
    pub places: Vec<Option<usize>>,
    /// Results that cannot happen, in round order: held, they count
    /// nowhere until fixed ([`validate::as_counted`]), and each face says
    /// so in their row.
    pub held: Vec<pairing::valid::Impossible>,
    /// Each age division ranked apart ([`ranking::rank_parts`]), when the
    /// players play in divisions (Pokémon); empty otherwise.
    pub divisions: Vec<(crate::model::Division, ranking::Standings)>,
    /// Where the file the event was read from (a TOM export) places a
    /// player otherwise, and why ([`file_places::differences`]), in
    /// Podsheet's order, division by division; empty for other events.
    pub file_places: Vec<file_places::PlaceDiff>,
}

impl Snapshot {
    /// `p`'s rank as every face shows it: within their age division when
    /// the event has divisions (with the division), else in the whole
    /// event; `None` for a disqualified player.
    pub fn shown_rank(
        &self,
        p: crate::model::PlayerId,
    ) -> Option<(usize, Option<crate::model::Division>)> {
        let division = self
            .divisions
            .iter()
            .find(|(_, st)| st.rank_of(p).is_some());
        let k = self.standings_of(p).rank_of(p)?;
        Some((k, division.map(|(d, _)| *d)))
    }

    /// Where the file the event was read from places `p` otherwise, and
    /// why, if it does.
    pub fn file_place(&self, p: crate::model::PlayerId) -> Option<&file_places::PlaceDiff> {
        self.file_places.iter().find(|d| d.player == p)
    }

    /// The standings `p` is ranked in: their age division's when the
    /// event has divisions, else the whole event's (as [`Self::shown_rank`]).
    pub fn standings_of(&self, p: crate::model::PlayerId) -> &ranking::Standings {
        self.divisions
            .iter()
            .find(|(_, st)| st.rank_of(p).is_some())
            .map_or(&self.standings, |(_, st)| st)
    }

    /// Recomputes everything from the event under its own preset.
    pub fn of(event: &Event) -> Snapshot {
        Snapshot::with_options(event, &event.rules.options())
    }

    /// Recomputes everything under the given options.
    pub fn with_options(event: &Event, opts: &RuleOptions) -> Snapshot {
        // After a cut, the standings are the Swiss rounds' (the playoff
        // places its own; docs/rules.md §5).
        let standings = ranking::rank(&event.swiss_part(), opts);
        // Swiss pairs by the event's own preset: reuse this ranking when it
        // is that one, rather than ranking the event a second time.
        let own = (*opts == event.rules.options()).then_some(&standings);
        let pairing = pairing::planned_next_round(event, own);
        let life = life::life(event, own);
        // No cut: every place is still open (known_places says so).
        let places = playoff::known_places(event, &standings.order);
        // Without divisions, rank_parts would rank the event once more.
        let divisions = if event.players.iter().any(|p| p.division.is_some()) {
            ranking::rank_parts(&event.swiss_part(), opts)
                .into_iter()
                .filter_map(|(d, st)| Some((d?, st)))
                .collect()
        } else {
            Vec::new()
        };
        let file_places = if event.file_places.is_empty() {
            Vec::new()
        } else {
            let swiss = event.swiss_part();
            let parts: Vec<&ranking::Standings> = if divisions.is_empty() {
                vec![&standings]
            } else {
                divisions.iter().map(|(_, st)| st).collect()
            };
            parts
                .into_iter()
                .flat_map(|st| file_places::differences(&swiss, st))
                .collect()
        };
        Snapshot {
            file_places,
            divisions,
            places,
            held: pairing::valid::impossible_results(event),
            problems: validate::validate(event),
            pairing,
            life,
            standings,
        }
    }
}
