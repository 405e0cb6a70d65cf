//! `podsheet season` at its edges (issue 28): points beyond the bound are
//! refused, naming the key and the bound, and no scheme within it wraps;
//! a named pipe or a device among the season's files is named and
//! skipped, never opened and waited on.

use crate::util::cli::podsheet;
use crate::util::season::night;
#[cfg(unix)]
use crate::util::season::podsheet_within;
use serde_json::Value;

#[test]
fn points_above_the_bound_exit_2_naming_the_key_and_the_bound() {
    let dir = tempfile::tempdir().unwrap();
    let n1 = night(dir.path(), "1.csv", &[("Ann", "Bob")]);
    let n1 = n1.to_str().unwrap();
    for spec in ["win=4294967295", "attend=1001", "draw=99999999999999999999"] {
        let out = podsheet(&["season", n1, "--points", spec]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{spec}: {err}");
        let key = spec.split('=').next().unwrap();
        assert!(
            err.contains(&format!("{key}=")) && err.contains("1000"),
            "{err}"
        );
        assert!(out.stdout.is_empty(), "{spec}: nothing printed");
    }
    // A season file remembering such points is refused the same way.
    let file = dir.path().join("league.podseason");
    std::fs::write(
        &file,
        r#"{"format": "podseason/1", "events": ["1.csv"], "points": "loss=5000"}"#,
    )
    .unwrap();
    let out = podsheet(&["season", file.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("loss=5000") && err.contains("1000"), "{err}");
}

#[test]
fn the_largest_points_never_rank_a_three_nil_player_below() {
    // Ann wins all three nights; Cy wins two, Bob one, Di none.
    let dir = tempfile::tempdir().unwrap();
    let nights = [
        night(dir.path(), "1.csv", &[("Ann", "Bob"), ("Cy", "Di")]),
        night(dir.path(), "2.csv", &[("Ann", "Cy"), ("Bob", "Di")]),
        night(dir.path(), "3.csv", &[("Ann", "Di"), ("Cy", "Bob")]),
    ];
    let mut args: Vec<&str> = vec!["season"];
    args.extend(nights.iter().map(|p| p.to_str().unwrap()));
    args.extend([
        "--points",
        "win=1000,draw=1000,loss=0,attend=1000",
        "--format",
        "json",
    ]);
    let out = podsheet(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let order: Vec<(&str, u64)> = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["name"].as_str().unwrap(), r["points"].as_u64().unwrap()))
        .collect();
    assert_eq!(
        order,
        [("Ann", 6000), ("Cy", 5000), ("Bob", 4000), ("Di", 3000)]
    );
}

/// Runs `season ARGS…` under a 20-second limit: a hang fails the test.
#[cfg(unix)]
fn season_within(args: &[&str]) -> std::process::Output {
    let mut all = vec!["season"];
    all.extend(args);
    podsheet_within(&all, 20).expect("season never waits on a named pipe or a device")
}

#[cfg(unix)]
#[test]
fn a_named_pipe_or_a_device_is_named_and_skipped_never_waited_on() {
    let dir = tempfile::tempdir().unwrap();
    night(dir.path(), "1.csv", &[("Ann", "Bob")]);
    let fifo = dir.path().join("2.podsheet");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo makes a named pipe");
    std::os::unix::fs::symlink("/dev/zero", dir.path().join("3.podsheet")).unwrap();
    // The folder: the pipe and the device are named, the rest is read.
    let folder = dir.path().to_str().unwrap();
    let out = season_within(&[folder, "--format", "json"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("event 2")
            && err.contains("2.podsheet")
            && err.contains("not a regular file: a named pipe"),
        "{err}"
    );
    assert!(
        err.contains("3.podsheet") && err.contains("a character device"),
        "{err}"
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["events"], 3);
    let missing: Vec<u64> = v["missing"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["event"].as_u64().unwrap())
        .collect();
    assert_eq!(missing, [2, 3]);
    assert_eq!(v["standings"][0]["name"], "Ann");
    // Named on the command line, alone: nothing can be read (exit 2).
    let out = season_within(&[fifo.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("a named pipe"));
    // A season file that is a named pipe is refused, not read.
    let league = dir.path().join("league.podseason");
    let made = std::process::Command::new("mkfifo").arg(&league).status();
    assert!(made.is_ok_and(|s| s.success()));
    let out = season_within(&[league.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a regular file"));
}
