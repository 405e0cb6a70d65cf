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
}

/// A pod's draft and number read off its name as files before
/// [`Event::pod`] wrote them ("Friday draft — Pod 3", in English whatever
/// the language): `("Friday draft", 3)`; `None` for any other name. Only
/// the loaders of old files use it: a pod knows its draft and number as
/// data.
pub fn pod_of_old_name(name: &str) -> Option<(&str, u32)> {
    let (draft, n) = name.rsplit_once(" — Pod ")?;
    if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u32 = n.parse().ok().filter(|&n| n > 0)?;
    Some((draft, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_old_pods_name_says_its_draft_and_number() {
        assert_eq!(
            pod_of_old_name("Friday — Pod draft — Pod 12"),
            Some(("Friday — Pod draft", 12))
        );
        assert_eq!(pod_of_old_name("Saturday Swiss"), None);
        assert_eq!(pod_of_old_name("Friday — Pod "), None);
        assert_eq!(pod_of_old_name("Friday — Pod 2b"), None);
        assert_eq!(pod_of_old_name("Friday — Pod 0"), None);
        assert_eq!(pod_of_old_name("Friday — Pod 99999999999"), None);
    }
}
