//! A bounded load test, run by hand (it is ignored by `cargo test`):
//!
//!     cargo test --release --test web_load -- --ignored --nocapture
//!
//! Starts `podsheet serve` on a copy of the demo event, then 100 "phones"
//! poll `/v` every 5 s as the pages do and reload the pairings when it
//! changes. The file is edited twice; each phone notes how long after the
//! edit it showed the new result. Prints requests per second, the server's
//! resident memory, and the edit-to-phone times. Stops by itself after
//! about 35 s. It asserts only that every request was answered and every
//! phone saw every edit; the numbers go in the report.

use crate::util::web_support;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use web_support::get;

const PHONES: usize = 100;
const POLL: Duration = Duration::from_secs(5);
const RUN: Duration = Duration::from_secs(33);

fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

#[test]
#[ignore = "a load test run by hand; prints numbers"]
fn a_hundred_phones_polling_every_five_seconds() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.podsheet");
    let demo = web_support::demo_text();
    std::fs::write(&file, &demo).unwrap();
    let (mut child, addr) = web_support::spawn_serve(&file, &["--stop-after", "60"]);
    let pid = child.id();
    let idle_rss = rss_kib(pid);

    let start = Instant::now();
    let requests = Arc::new(AtomicU64::new(0));
    let failures = Arc::new(AtomicU64::new(0));
    // Edit k (1-based) is written at edit_at[k-1]; phones report when they saw it.
    let edits: Vec<(Duration, &str)> = vec![
        (Duration::from_secs(10), "E1"),
        (Duration::from_secs(21), "E2"),
    ];
    let phones: Vec<_> = (0..PHONES)
        .map(|i| {
            let (requests, failures) = (Arc::clone(&requests), Arc::clone(&failures));
            std::thread::spawn(move || {
                // Phones opened the page at different moments.
                std::thread::sleep(POLL * i as u32 / PHONES as u32);
                let page = get(addr, "/");
                requests.fetch_add(1, Ordering::Relaxed);
                let mut version = get(addr, "/v").body;
                let mut seen: Vec<(String, Instant)> = Vec::new();
                let _ = page;
                while start.elapsed() < RUN {
                    std::thread::sleep(POLL);
                    let v = get(addr, "/v");
                    requests.fetch_add(1, Ordering::Relaxed);
                    if v.status != 200 {
                        failures.fetch_add(1, Ordering::Relaxed);
                    }
                    if v.body != version {
                        version = v.body;
                        let page = get(addr, "/");
                        requests.fetch_add(1, Ordering::Relaxed);
                        if page.status != 200 {
                            failures.fetch_add(1, Ordering::Relaxed);
                        }
                        // The edited event is renamed "E1", "E2": the title shows it.
                        for tag in ["E1", "E2"] {
                            if page.body.contains(&format!("<h1>{tag}</h1>"))
                                && !seen.iter().any(|s| s.0 == tag)
                            {
                                seen.push((tag.to_string(), Instant::now()));
                            }
                        }
                    }
                }
                seen
            })
        })
        .collect();
    let mut peak_rss = idle_rss;
    let mut written: Vec<(String, Instant)> = Vec::new();
    while start.elapsed() < RUN {
        std::thread::sleep(Duration::from_millis(250));
        peak_rss = peak_rss.max(rss_kib(pid));
        for (at, tag) in &edits {
            if start.elapsed() >= *at && !written.iter().any(|w| w.0 == *tag) {
                let text = demo.replacen(
                    "\"8-player pod (filled sheet example)\"",
                    &format!("\"{tag}\""),
                    1,
                );
                assert_ne!(text, demo, "the demo's name changed: update this test");
                std::fs::write(&file, text).unwrap();
                written.push((tag.to_string(), Instant::now()));
            }
        }
    }
    let seen: Vec<Vec<(String, Instant)>> = phones.into_iter().map(|t| t.join().unwrap()).collect();
    let elapsed = start.elapsed().as_secs_f64();
    let _ = child.kill();
    let _ = child.wait();

    let total = requests.load(Ordering::Relaxed);
    println!("phones: {PHONES}, polling every {POLL:?}, for {elapsed:.1} s");
    println!(
        "requests: {total} ({:.1} per second), failures: {}",
        total as f64 / elapsed,
        failures.load(Ordering::Relaxed)
    );
    println!("server RSS: {idle_rss} KiB idle, {peak_rss} KiB peak under load");
    for (tag, when) in &written {
        let mut delays: Vec<f64> = seen
            .iter()
            .filter_map(|s| s.iter().find(|x| &x.0 == tag))
            .map(|x| x.1.duration_since(*when).as_secs_f64())
            .collect();
        delays.sort_by(f64::total_cmp);
        let n = delays.len();
        assert_eq!(n, PHONES, "every phone shows edit {tag}");
        println!(
            "edit {tag}: shown on all {n} phones; after {:.2} s median, {:.2} s 90th percentile, {:.2} s at most",
            delays[n / 2],
            delays[n * 9 / 10],
            delays[n - 1]
        );
    }
    assert_eq!(failures.load(Ordering::Relaxed), 0);
}

#[test]
#[ignore = "a load test run by hand; prints numbers"]
fn requests_per_second_flat_out() {
    let (server, _) = web_support::serve(web_support::board(vec![web_support::demo()]));
    let addr = server.addr();
    let start = Instant::now();
    let run = Duration::from_secs(5);
    let clients: Vec<_> = (0..8)
        .map(|_| {
            std::thread::spawn(move || {
                let mut n = 0u64;
                while start.elapsed() < run {
                    assert_eq!(get(addr, "/standings").status, 200);
                    n += 1;
                }
                n
            })
        })
        .collect();
    let total: u64 = clients.into_iter().map(|c| c.join().unwrap()).sum();
    println!(
        "8 clients flat out on /standings: {total} requests in {:.1} s = {:.0} per second",
        start.elapsed().as_secs_f64(),
        total as f64 / start.elapsed().as_secs_f64()
    );
}
