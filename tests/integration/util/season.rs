//! Seasons for the season tests: one-round nights as results CSVs, and the
//! two nights whose players are spelt differently in case and accents.

use std::path::{Path, PathBuf};

/// A results CSV of one round in `dir`: each row `a,b` where a beats b 2-0.
pub fn night(dir: &Path, file: &str, rows: &[(&str, &str)]) -> PathBuf {
    let mut text = String::from("round,player,opponent,player_games,opponent_games,drawn_games\n");
    for (a, b) in rows {
        text.push_str(&format!("1,{a},{b},2,0,0\n"));
    }
    let path = dir.join(file);
    std::fs::write(&path, text).unwrap();
    path
}

/// Two nights of the same five people, spelt differently: Zoë wins both;
/// Bo and Cy end on 5 points each (one win, one loss).
pub fn two_nights(dir: &Path) -> [PathBuf; 2] {
    [
        night(
            dir,
            "1.csv",
            &[("Zoë Ådahl", "Bo Li"), ("Cy Young", "Di Ross")],
        ),
        night(
            dir,
            "2.csv",
            &[("ZOE ADAHL", "cy young"), ("Bo Li", "Ed Park")],
        ),
    ]
}
