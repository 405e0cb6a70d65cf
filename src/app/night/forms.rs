//! The night's two forms, as typed so far: the sign-up list that becomes
//! pods, and the players form (a late arrival's name and pod).

use crate::engine::pods;
use crate::t;

/// The sign-up → pods form.
#[derive(Debug, Clone)]
pub struct SignupForm {
    /// The night's name.
    pub name: String,
    /// The sign-up list, one name per line.
    pub names: String,
    /// The preferred pod size (6-10).
    pub size: usize,
    /// The seed of the seating roll shown.
    pub seed: u64,
    /// Deal the pods beside the events open now (a Swiss with its top 8,
    /// the night's other pods) rather than in place of them.
    pub beside: bool,
}

impl Default for SignupForm {
    fn default() -> Self {
        SignupForm {
            name: t!(FormsDraftNight),
            names: String::new(),
            size: pods::DEFAULT_SIZE,
            seed: crate::app::dice::seed(),
            beside: false,
        }
    }
}

/// The night's players form: a late arrival's name and where they go.
#[derive(Debug, Clone, Default)]
pub struct RosterForm {
    /// The late arrival's name.
    pub name: String,
    /// The pod they join (0-based), or `None` for a new pod.
    pub pod: Option<usize>,
}
