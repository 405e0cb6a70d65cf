//! The seeded shuffle: the same seed gives the same order in every version
//! of the app (pods drawn for a night, a Swiss round paired at random). A
//! leaf: it uses nothing else of the engine.

/// A Fisher-Yates shuffle driven by SplitMix64, spelled out so that a
/// stored seed gives the same pods in every version of the app.
pub fn shuffle<T>(v: &mut [T], seed: u64) {
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    for i in (1..v.len()).rev() {
        let j = (next() % (i as u64 + 1)) as usize;
        v.swap(i, j);
    }
}
