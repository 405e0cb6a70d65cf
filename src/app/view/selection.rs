//! What the explanation panel is asked to explain in one pod: a tie group
//! (by one of its players) or two players compared. A selection points
//! into its pod's event by player index, so it lives with that pod
//! ([`crate::app::document::doc::Doc::view`]) and follows every change of
//! it: a player it names who is no longer in the event is let go, never
//! looked up.

use crate::model::{Event, PlayerId};

/// What the explanation panel explains.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    /// A tie group, by one of its players.
    pub group_of: Option<PlayerId>,
    /// Two players to compare.
    pub pair: [Option<PlayerId>; 2],
    /// Large type for showing the screen to a player.
    pub large: bool,
}

/// A change of the selection: what a click in the standings or the
/// explanation panel asks for ([`crate::app::Command::Explain`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// A player's tie group (a click on their name in the standings).
    Group(PlayerId),
    /// The first (0) or second (1) player to compare.
    Compare(usize, Option<PlayerId>),
    /// Nothing selected.
    Clear,
    /// Large type on or off.
    Large(bool),
}

impl Selection {
    /// Applies `pick`; returns whether anything changed.
    pub fn apply(&mut self, pick: Pick) -> bool {
        let before = self.clone();
        match pick {
            Pick::Group(p) => {
                self.group_of = Some(p);
                self.pair = [None, None];
            }
            Pick::Compare(k, p) => {
                if let Some(slot) = self.pair.get_mut(k) {
                    *slot = p;
                    self.group_of = None;
                }
            }
            Pick::Clear => {
                self.group_of = None;
                self.pair = [None, None];
            }
            Pick::Large(on) => self.large = on,
        }
        *self != before
    }

    /// Lets go of every player not in `event` (an edit took them away, or
    /// the pod's players changed): what is left still means the same
    /// players.
    pub fn follow(&mut self, event: &Event) {
        let n = event.players.len();
        let keep = |p: &mut Option<PlayerId>| {
            if p.is_some_and(|p| p.0 >= n) {
                *p = None;
            }
        };
        keep(&mut self.group_of);
        for p in &mut self.pair {
            keep(p);
        }
    }

    /// Whether anything is selected (a group or a player to compare).
    pub fn is_empty(&self) -> bool {
        self.group_of.is_none() && self.pair == [None, None]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{BestOf, Player, Preset, Structure};

    fn event(n: usize) -> Event {
        let mut e = Event::new("e", Structure::Results, BestOf::Three, Preset::Wotc);
        for i in 0..n {
            e.players.push(Player::named(format!("P{i}"), i as u32 + 1));
        }
        e
    }

    #[test]
    fn a_selection_lets_go_of_players_its_event_no_longer_has() {
        let mut s = Selection::default();
        assert!(s.apply(Pick::Group(PlayerId(15))));
        s.follow(&event(16));
        assert_eq!(s.group_of, Some(PlayerId(15)));
        s.follow(&event(6));
        assert!(s.is_empty());
        s.apply(Pick::Compare(0, Some(PlayerId(2))));
        s.apply(Pick::Compare(1, Some(PlayerId(9))));
        s.follow(&event(6));
        assert_eq!(s.pair, [Some(PlayerId(2)), None]);
        // A slot that does not exist changes nothing.
        assert!(!s.apply(Pick::Compare(2, Some(PlayerId(1)))));
        assert!(s.apply(Pick::Large(true)));
        assert!(s.apply(Pick::Clear));
        assert!(s.large && s.is_empty());
    }
}
