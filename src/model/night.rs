//! A draft night: several pods played side by side, each a complete
//! [`Event`] with its own players, rounds and rolls.

use super::Event;
use serde::{Deserialize, Serialize};

/// One night of drafting: the pods the sign-up list was split into.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Night {
    /// The night's name ("Friday draft").
    pub name: String,
    /// The day, `YYYY-MM-DD`, if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// The seed the pods were drawn with, when Podsheet drew them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The pods, pod 1 first; never empty once loaded.
    pub pods: Vec<Event>,
}

impl Night {
    /// A night of one pod: how a single event file opens.
    pub fn single(event: Event) -> Self {
        Night {
            name: event.name.clone(),
            date: event.date.clone(),
            seed: None,
            pods: vec![event],
        }
    }

    /// Pod `n` (1-based), if the night has it.
    pub fn pod(&self, n: usize) -> Option<&Event> {
        n.checked_sub(1).and_then(|i| self.pods.get(i))
    }

    /// Every drafter of the night.
    pub fn players(&self) -> usize {
        self.pods.iter().map(|p| p.players.len()).sum()
    }

    /// The name a new pod gets: "Friday draft — Pod 3".
    pub fn pod_name(&self, n: usize) -> String {
        format!("{} — Pod {n}", self.name)
    }
}

/// The draft a pod belongs to, read off its name as [`Night::pod_name`]
/// writes it: "Friday draft" for "Friday draft — Pod 3"; `None` for an
/// event not named as a pod (a Swiss beside the pods, a night's only pod).
pub fn draft_of(name: &str) -> Option<&str> {
    let (draft, n) = name.rsplit_once(" — Pod ")?;
    (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())).then_some(draft)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pods_name_says_its_draft() {
        let night = Night {
            name: "Friday — Pod draft".into(),
            date: None,
            seed: None,
            pods: Vec::new(),
        };
        assert_eq!(draft_of(&night.pod_name(12)), Some("Friday — Pod draft"));
        assert_eq!(draft_of("Saturday Swiss"), None);
        assert_eq!(draft_of("Friday — Pod "), None);
        assert_eq!(draft_of("Friday — Pod 2b"), None);
    }
}
