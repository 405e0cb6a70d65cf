//! How much an event may hold. The model owns these because they say what
//! an event can be (a score of 31 games is not a match); `io` enforces them
//! on every file it reads and adds its own limit on file size. The README
//! repeats them.

/// Most players in one event.
pub const MAX_PLAYERS: usize = 10_000;
/// Most rounds in one event.
pub const MAX_ROUNDS: usize = 64;
/// Longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 200;
/// Most games recorded in one match.
pub const MAX_GAMES: u32 = 30;
