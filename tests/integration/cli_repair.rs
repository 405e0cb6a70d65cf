//! `podsheet repair|keep|give FILE [--pod N] --round R` (issue 34, part
//! 4): what the app's notice offers, from the command line, on real
//! files; exit 2 with the file, pod, round and why when there is nothing
//! to act on, and nothing written then; every warning names the command
//! that acts on it.

use crate::util::cli::{podsheet, shell_quoted};
use crate::util::day::{hook, play, swiss};
use crate::util::room::{corrected_night, room_problems};
use podsheet::engine::life::life;
use podsheet::model::{Event, Night};
use std::path::{Path, PathBuf};

fn run(args: &[&str]) -> (i32, String, String) {
    let out = podsheet(args);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn save(n: &Night, dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    podsheet::io::night_file::save(n, &path).unwrap();
    path
}

fn load(path: &Path) -> Night {
    podsheet::io::night_file::load(path).unwrap()
}

/// Runs `args` expecting exit 2 with `want` in the message, and checks
/// the file is byte for byte what it was.
fn refused(file: &Path, args: &[&str], want: &str) {
    let before = std::fs::read(file).unwrap();
    let (code, out, err) = run(args);
    assert_eq!(code, 2, "{args:?}: {out}{err}");
    assert!(err.contains(want), "{args:?}: {err}");
    assert_eq!(
        std::fs::read(file).unwrap(),
        before,
        "{args:?} wrote the file"
    );
}

#[test]
fn repair_re_pairs_the_stale_round_of_a_pod_and_writes_the_night() {
    let dir = tempfile::tempdir().unwrap();
    let n = corrected_night();
    let old_codes: Vec<Option<[String; 2]>> = n.pods[0].rounds[1]
        .matches
        .iter()
        .map(|m| m.codes.clone())
        .collect();
    let file = save(&n, dir.path(), "friday.podsheet");
    let f = file.to_str().unwrap();
    // The warnings say what to run.
    let (code, _, err) = run(&["standings", f, "--lang", "en"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains(&format!(
            "to re-pair round 2: podsheet repair {f} --pod 1 --round 2"
        )),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "to keep round 2 as paired: podsheet keep {f} --pod 1 --round 2"
        )),
        "{err}"
    );
    // A night of two pods: --pod is needed.
    refused(&file, &["repair", f, "--round", "2"], "pod");
    let (code, out, err) = run(&["repair", f, "--pod", "1", "--round", "2", "--lang", "en"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "Round 2 re-paired: tables 1 (E) and 3 (G) changed; tell their players.\n"
    );
    let after = load(&file);
    assert!(
        room_problems(&after.pods).is_empty(),
        "{:?}",
        room_problems(&after.pods)
    );
    let e = &after.pods[0];
    assert!(life(e, None).is_clear());
    assert_eq!(e.rounds[1].matches.len(), 2, "F and H wait for box B");
    for (m, old) in e.rounds[1].matches.iter().zip(&old_codes) {
        assert!(m.codes.is_some(), "fresh codes for the changed box");
        assert_ne!(&m.codes, old, "not the codes of the box it replaced");
    }
    // The other pod is as it was.
    assert_eq!(after.pods[1], n.pods[1]);
    // Nothing stale any more: refused, naming the file, pod and round.
    refused(
        &file,
        &["repair", f, "--pod", "1", "--round", "2", "--lang", "en"],
        &format!(
            "{f}, pod 1: round 2 fits what it was paired from: there is nothing to re-pair or keep"
        ),
    );
    refused(
        &file,
        &["keep", f, "--pod", "1", "--round", "2", "--lang", "en"],
        "round 2 fits what it was paired from",
    );
    refused(
        &file,
        &["repair", f, "--pod", "1", "--round", "3", "--lang", "en"],
        &format!("{f}, pod 1: round 3 is not paired"),
    );
}

#[test]
fn keep_keeps_the_round_as_paired_and_says_so_in_the_language_asked() {
    let dir = tempfile::tempdir().unwrap();
    let n = corrected_night();
    let file = save(&n, dir.path(), "friday.podsheet");
    let f = file.to_str().unwrap();
    let (code, out, err) = run(&["keep", f, "--pod", "1", "--round", "2", "--lang", "de"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "Runde 2 bleibt, wie sie gepaart wurde.\n");
    let after = load(&file);
    let e = &after.pods[0];
    assert!(life(e, None).is_clear());
    assert_eq!(
        e.rounds[1].matches, n.pods[0].rounds[1].matches,
        "kept as paired"
    );
    assert!(matches!(
        e.rounds[1].changes.last(),
        Some(podsheet::model::RoundChange::Kept { .. })
    ));
}

#[test]
fn repair_refuses_a_round_that_cannot_be_paired_again_yet_and_a_locked_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut n = corrected_night();
    // E was played from A's wrong result: off the sheet, the round waits
    // for box B.
    let e = &mut n.pods[0];
    e.rounds[0].matches[0].score = Some(podsheet::model::GameScore::new(2, 1, 0));
    hook(e);
    let i = crate::util::room::at(e, 2, "E");
    e.rounds[1].matches[i].score = Some(podsheet::model::GameScore::new(2, 0, 0));
    hook(e);
    e.rounds[0].matches[0].score = Some(podsheet::model::GameScore::new(1, 2, 0));
    hook(e);
    let file = save(&n, dir.path(), "friday.podsheet");
    let f = file.to_str().unwrap();
    refused(
        &file,
        &["repair", f, "--pod", "1", "--round", "2", "--lang", "en"],
        &format!(
            "{f}, pod 1: round 2 cannot be re-paired: a result it keeps no longer fits the sheet"
        ),
    );
    let (_, _, err) = run(&["standings", f, "--pod", "1", "--lang", "en"]);
    assert!(!err.contains("podsheet repair"), "not offered: {err}");
    assert!(err.contains("podsheet keep"), "{err}");
    // The app holds the file: refused, naming it, nothing written.
    let held = podsheet::io::lock::Held::try_take(&file, podsheet::io::lock::Writer::App).unwrap();
    refused(
        &file,
        &["keep", f, "--pod", "1", "--round", "2", "--lang", "en"],
        &format!("process {}", std::process::id()),
    );
    drop(held);
    let (code, _, err) = run(&["keep", f, "--pod", "1", "--round", "2", "--lang", "en"]);
    assert_eq!(code, 0, "free again: {err}");
}

/// A Swiss of 8 with round 2 paired, P1 dropped after round 1 since.
fn dropped_day() -> Event {
    let mut e = swiss(8, 3);
    e.players[0].name = "Zoë Ärnström".into();
    play(&mut e, 1, &|_| false);
    e.players[0].dropped_after = Some(1);
    hook(&mut e);
    e
}

#[test]
fn give_gives_a_dropped_players_match_to_the_opponent_by_name_as_typed() {
    let dir = tempfile::tempdir().unwrap();
    let e = dropped_day();
    let file = dir.path().join("swiss.podsheet");
    podsheet::io::event_file::save(&e, &file).unwrap();
    let f = file.to_str().unwrap();
    let (_, _, err) = run(&["standings", f, "--lang", "en"]);
    assert!(
        err.contains(&format!(
            "podsheet give {f} --round 2 --player {}",
            shell_quoted("Zoë Ärnström")
        )),
        "{err}"
    );
    // Not out: nothing to give.
    refused(
        &file,
        &["give", f, "--round", "2", "--player", "P2", "--lang", "en"],
        &format!("{f}: P2 is not out of round 2"),
    );
    refused(
        &file,
        &[
            "give", f, "--round", "2", "--player", "Nobody", "--lang", "en",
        ],
        "no player called \"Nobody\"",
    );
    let (code, out, err) = run(&[
        "give",
        f,
        "--round",
        "2",
        "--player",
        "zoe arnstrom",
        "--lang",
        "en",
    ]);
    assert_eq!(code, 0, "{err}");
    let after = podsheet::io::event_file::load(&file).unwrap();
    let m = after.rounds[1]
        .matches
        .iter()
        .find(|m| m.involves(podsheet::model::PlayerId(0)))
        .unwrap();
    let opponent = if m.a.0 == 0 { m.b.unwrap() } else { m.a };
    assert_eq!(m.winner(), Some(opponent));
    assert_eq!(
        out,
        format!(
            "{} is given the match win in round 2.\n",
            after.player(opponent).name
        )
    );
    assert_eq!(after.players[0].dropped_after, Some(2));
    assert!(life(&after, None).dropped.is_empty());
    // The standings mark her as every other face does.
    let (_, table, _) = run(&["standings", f, "--lang", "en"]);
    let name = &after.players[0].name;
    assert!(
        table.contains(&format!("{name} (dropped after round 2)")),
        "{table}"
    );
    refused(
        &file,
        &["give", f, "--round", "2", "--player", "Zoë", "--lang", "en"],
        "is not out of round 2",
    );
}

#[test]
fn serve_names_the_command_for_each_stale_round_once() {
    let dir = tempfile::tempdir().unwrap();
    let n = corrected_night();
    let file = save(&n, dir.path(), "friday.podsheet");
    let f = file.to_str().unwrap();
    let (code, _, err) = run(&[
        "serve",
        f,
        "--reports",
        "--port",
        "0",
        "--stop-after",
        "1",
        "--lang",
        "en",
    ]);
    assert_eq!(code, 0, "{err}");
    let warning =
        "warning: pod 1: round 2 was paired before round 1, table 1 (A) changed from 2-1 to 1-2";
    assert_eq!(err.matches(warning).count(), 1, "{err}");
    let command = format!("to re-pair round 2: podsheet repair {f} --pod 1 --round 2");
    assert_eq!(err.matches(&command).count(), 1, "{err}");
}

/// A Swiss fix after the cut, no playoff result yet: the warning names
/// both commands; `repair` on the playoff's first round cuts again from
/// the standings as they are now, `keep` keeps the cut.
#[test]
fn a_stale_cut_is_cut_again_or_kept_from_the_command_line() {
    use crate::util::day::{cut_changing_box, cut_day};
    let dir = tempfile::tempdir().unwrap();
    let mut e = cut_day();
    let i = cut_changing_box(&e);
    let s = e.rounds[4].matches[i].score.unwrap();
    e.rounds[4].matches[i].score = Some(s.flipped());
    hook(&mut e);
    assert!(life(&e, None).cut.is_some(), "the cut is stale");
    let file = save(&Night::single(e.clone()), dir.path(), "swiss.podsheet");
    let f = file.to_str().unwrap();
    let (code, _, err) = run(&["standings", f, "--lang", "en"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains(&format!(
            "to cut again from the standings as they are now: podsheet repair {f} --round 6"
        )),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "to keep the cut as it was made: podsheet keep {f} --round 6"
        )),
        "{err}"
    );
    // Keep, on a copy: the cut and its quarterfinals as they were.
    let kept = dir.path().join("kept.podsheet");
    std::fs::copy(&file, &kept).unwrap();
    let k = kept.to_str().unwrap();
    let (code, out, err) = run(&["keep", k, "--round", "6", "--lang", "en"]);
    assert_eq!(code, 0, "{out}{err}");
    let after = load(&kept).pods.remove(0);
    assert_eq!(
        after.cut.as_ref().unwrap().seeds,
        e.cut.as_ref().unwrap().seeds
    );
    assert!(life(&after, None).cut.is_none(), "kept: no longer stale");
    // Cut again: the top 8 of the standings as they are now.
    let (code, out, err) = run(&["repair", f, "--round", "6", "--lang", "en"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Cut again"), "{out}");
    let after = load(&file).pods.remove(0);
    let now = podsheet::engine::ranking::rank(&after.swiss_part(), &after.rules.options());
    assert_eq!(after.cut.as_ref().unwrap().seeds, now.order[..8].to_vec());
    assert_ne!(
        after.cut.as_ref().unwrap().seeds,
        e.cut.as_ref().unwrap().seeds
    );
    assert_eq!(after.rounds.len(), 6, "the quarterfinals paired again");
    assert!(life(&after, None).cut.is_none());
    let (_, _, err) = run(&["standings", f, "--lang", "en"]);
    assert!(!err.contains("warning"), "{err}");
}

/// A round paired after a double loss (tests/fixtures/yugioh-6.podsheet,
/// its hand-entered rounds run as a Swiss) kept from the command line
/// stays kept: the double loss it was paired from is stored as a double
/// loss, not as 0-0, so the warning does not come back.
#[test]
fn keep_after_a_double_loss_clears_the_warning() {
    let dir = tempfile::tempdir().unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut e: Event =
        podsheet::io::event_file::load(&root.join("tests/fixtures/yugioh-6.podsheet")).unwrap();
    assert!(e.rounds[0].matches[2].score.unwrap().double_loss);
    e.structure = podsheet::model::Structure::Swiss {
        rounds: Some(5),
        first_round: Default::default(),
    };
    hook(&mut e);
    assert!(e.rounds.len() >= 4, "round 4 is paired");
    let path = dir.path().join("locals.podsheet");
    podsheet::io::event_file::save(&e, &path).unwrap();
    let f = path.to_str().unwrap();
    // The fixture's rounds were typed in by hand, not as Swiss would pair
    // them: the warnings say so and offer keep, round by round.
    let (_, _, err) = run(&["standings", f, "--lang", "en"]);
    let rounds: Vec<String> = err
        .lines()
        .filter_map(|l| l.split("podsheet keep ").nth(1))
        .filter_map(|cmd| cmd.split("--round ").nth(1))
        .map(str::to_string)
        .collect();
    assert!(rounds.contains(&"3".to_string()), "{err}");
    for round in &rounds {
        let (code, out, err) = run(&["keep", f, "--round", round, "--lang", "en"]);
        assert_eq!(code, 0, "round {round}: {out}{err}");
    }
    let (code, _, err) = run(&["standings", f, "--lang", "en"]);
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("warning"), "{err}");
    let kept = podsheet::io::event_file::load(&path).unwrap();
    assert!((1..=4).all(|r| life(&kept, None).round(r).is_none()));
}
