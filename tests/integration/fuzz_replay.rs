//! The fuzz targets' checks (fuzz/checks/) run in the test suite, without
//! libFuzzer: every seed of fuzz/corpus/TARGET and every finding kept in
//! fuzz/regressions/TARGET (a finding stays a regression), then a bounded
//! run of inputs made from them by a seeded mutator (bytes flipped, cut,
//! repeated, spliced, and the tokens the route and the TOM reader care
//! about). `cargo fuzz` explores further (.ci/run runs each target for a
//! bounded time where cargo-fuzz is installed; docs/developing.md).

#[path = "../../fuzz/checks/report_route.rs"]
mod report_route;
#[path = "../../fuzz/checks/tdf.rs"]
mod tdf;

use std::path::Path;
use std::time::{Duration, Instant};

/// The files of `fuzz/KIND/TARGET`, sorted.
fn inputs(kind: &str, target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz")
        .join(kind)
        .join(target);
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .filter(|e| e.path().is_file())
                .map(|e| {
                    (
                        e.file_name().to_string_lossy().into_owned(),
                        std::fs::read(e.path()).unwrap(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

/// A small seeded generator (xorshift64*): the same inputs on every run.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// A mutation of `seeds[..]`: a few edits of one, sometimes spliced with
/// another.
fn mutate(dice: &mut Dice, seeds: &[Vec<u8>], tokens: &[&[u8]]) -> Vec<u8> {
    let mut v = seeds[dice.below(seeds.len())].clone();
    for _ in 0..1 + dice.below(6) {
        let at = dice.below(v.len() + 1);
        match dice.below(6) {
            0 if !v.is_empty() => {
                let i = at.min(v.len() - 1);
                v[i] ^= 1 << dice.below(8);
            }
            1 => {
                let t = tokens[dice.below(tokens.len())];
                v.splice(at..at, t.iter().copied());
            }
            2 if !v.is_empty() => {
                let end = (at + dice.below(16)).min(v.len());
                v.drain(at.min(end)..end);
            }
            3 => {
                let other = &seeds[dice.below(seeds.len())];
                let from = dice.below(other.len() + 1);
                v.truncate(at);
                v.extend_from_slice(&other[from..]);
            }
            4 if !v.is_empty() => {
                let end = (at + dice.below(32)).min(v.len());
                let piece = v[at.min(end)..end].to_vec();
                v.splice(
                    at..at,
                    piece
                        .iter()
                        .copied()
                        .cycle()
                        .take(piece.len() * (1 + dice.below(4))),
                );
            }
            _ => v.insert(at, dice.next() as u8),
        }
    }
    v
}

/// Seeds and findings, then up to `count` mutations in `budget`.
fn replay(
    target: &str,
    check: fn(&[u8]),
    tokens: &[&[u8]],
    count: usize,
    budget: Duration,
) -> usize {
    let mut seeds: Vec<Vec<u8>> = Vec::new();
    for kind in ["corpus", "regressions"] {
        for (name, data) in inputs(kind, target) {
            // A finding that panics again fails here, naming its file.
            let run = std::panic::catch_unwind(|| check(&data));
            assert!(run.is_ok(), "fuzz/{kind}/{target}/{name} fails again");
            seeds.push(data);
        }
    }
    assert!(!seeds.is_empty(), "fuzz/corpus/{target} has no seed");
    let (mut dice, until) = (Dice(0x9e37_79b9_7f4a_7c15), Instant::now() + budget);
    let mut ran = 0;
    while ran < count && Instant::now() < until {
        let input = mutate(&mut dice, &seeds, tokens);
        let run = std::panic::catch_unwind(|| check(&input));
        assert!(
            run.is_ok(),
            "{target} fails on {input:?}: keep it in fuzz/regressions/{target}/"
        );
        ran += 1;
    }
    ran
}

#[test]
fn the_report_routes_seeds_findings_and_mutations_keep_its_promises() {
    let tokens: &[&[u8]] = &[
        b"\xfe",
        b"\xff",
        b"@0",
        b"@1",
        b"@5",
        b"/pod/2/r/",
        b"/r/",
        b"result=",
        b"result=2-1",
        b"-1-2",
        b"%20",
        b"+",
        b"podsheet-device=",
        b"0123456789abcdef",
        b"http://phone",
        b"phone",
        b"lang=ko",
        b"\x00",
        b"\xf0\x9f\x92\xa9",
        b";",
        b"=",
    ];
    let ran = replay(
        "report_route",
        report_route::check,
        tokens,
        1500,
        Duration::from_secs(40),
    );
    assert!(ran >= 50, "only {ran} inputs in the time given");
}

#[test]
fn the_tom_readers_seeds_findings_and_mutations_keep_its_promises() {
    let tokens: &[&[u8]] = &[
        b"<",
        b">",
        b"</",
        b"/>",
        b"\"",
        b"=",
        b"<player userid=\"",
        b"<match>",
        b"<round number=\"",
        b"&amp;",
        b"&#0;",
        b"<![CDATA[",
        b"-1",
        b"99999999999",
        b"\xc3\xa9",
    ];
    let ran = replay("tdf", tdf::check, tokens, 5000, Duration::from_secs(40));
    assert!(ran >= 200, "only {ran} inputs in the time given");
}
