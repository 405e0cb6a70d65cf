//! Seasons for the season tests: one-round nights as results CSVs, the
//! two nights whose players are spelt differently in case and accents,
//! event files with a name and a date or with a cut, and the binary run
//! under a time limit.

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

/// An event file in `dir` as a store saves one: named `name`, played on
/// `date`, a Swiss of one round where each `a` beats `b` 2-0.
pub fn named_night(
    dir: &Path,
    file: &str,
    name: &str,
    date: &str,
    rows: &[(&str, &str)],
) -> PathBuf {
    let mut players = Vec::new();
    let mut matches = Vec::new();
    for (a, b) in rows {
        let n = players.len();
        players.push(serde_json::json!({"name": a, "number": n + 1}));
        players.push(serde_json::json!({"name": b, "number": n + 2}));
        matches.push(serde_json::json!({"a": n, "b": n + 1, "score": [2, 0, 0]}));
    }
    event_file(
        dir,
        file,
        serde_json::json!({
            "format": "podsheet/1", "name": name, "date": date,
            "structure": {"kind": "swiss"}, "best_of": 3, "rules": {"preset": "mtr"},
            "players": players, "rounds": [{"matches": matches}],
        }),
    )
}

/// A Swiss of Ann, Bob, Cy and Di cut to a top 2 after round 1 (Ann beat
/// Bob 2-0, Cy beat Di 2-1: Ann is seed 1, Cy seed 2), then the final
/// Ann v Cy scored `final_score` from Ann's side.
pub fn cut_night(dir: &Path, file: &str, final_score: [u32; 3]) -> PathBuf {
    let players: Vec<_> = ["Ann", "Bob", "Cy", "Di"]
        .iter()
        .enumerate()
        .map(|(i, n)| serde_json::json!({"name": n, "number": i + 1}))
        .collect();
    event_file(
        dir,
        file,
        serde_json::json!({
            "format": "podsheet/1", "name": "Saturday top 2", "date": "2026-11-21",
            "structure": {"kind": "swiss"}, "best_of": 3, "rules": {"preset": "mtr"},
            "players": players,
            "rounds": [
                {"matches": [{"a": 0, "b": 1, "score": [2, 0, 0]},
                             {"a": 2, "b": 3, "score": [2, 1, 0]}]},
                {"matches": [{"a": 0, "b": 2, "score": final_score}]},
            ],
            "cut": {"top": 2, "after_round": 1},
        }),
    )
}

fn event_file(dir: &Path, file: &str, v: serde_json::Value) -> PathBuf {
    let path = dir.join(file);
    std::fs::write(&path, serde_json::to_string_pretty(&v).unwrap()).unwrap();
    path
}

/// `podsheet ARGS…` as a child that is killed after `secs` seconds, so a
/// test of something that might hang fails instead of hanging: `None`
/// when it had to be killed. (Its one user, a named pipe's test, is
/// Unix's.)
#[cfg(unix)]
pub fn podsheet_within(args: &[&str], secs: u64) -> Option<std::process::Output> {
    use std::io::Read as _;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_podsheet"))
        .args(args)
        .env("LANGUAGE", "en")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("podsheet runs");
    // Read both pipes on their own threads: a full pipe must not stall
    // the child while it is being timed.
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out.read_to_end(&mut v);
        v
    });
    let err = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err.read_to_end(&mut v);
        v
    });
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    let status = loop {
        if let Some(status) = child.try_wait().expect("podsheet can be waited on") {
            break status;
        }
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    Some(std::process::Output {
        status,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    })
}
