//! Every random draw the app makes, in one place: a seed for a random
//! round or a night's pods, a coin flip, a random order. The engine never
//! rolls; what is drawn here is stored in the event, so the result can be
//! shown and replayed.

use rand::Rng as _;
use rand::seq::SliceRandom as _;

/// A fresh seed (pairing seeds, a night's seating).
pub fn seed() -> u64 {
    rand::rng().random()
}

/// A fair coin: `true` for heads.
pub fn coin() -> bool {
    rand::rng().random()
}

/// Puts `items` in a random order.
pub fn shuffle<T>(items: &mut [T]) {
    items.shuffle(&mut rand::rng());
}
