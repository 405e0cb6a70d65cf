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

fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // Fields after the command's closing parenthesis: utime is the 12th,
    // stime the 13th.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<&str> = rest.split_whitespace().collect();
    f.get(11).and_then(|u| u.parse::<u64>().ok()).unwrap_or(0)
        + f.get(12).and_then(|s| s.parse::<u64>().ok()).unwrap_or(0)
}

/// A big prerelease on the store's Wi-Fi, bounded (about 40 s): 300 phones
/// on the live pages, 1000 idle sockets and 500 slow ones, while 4 clients
/// ask for pages flat out and the file is saved three times. Prints each
/// edit's time to every phone (median, worst), answers per second, the
/// server's memory and CPU. Asserts that nothing a phone asked for was
/// refused and every phone heard every edit.
#[test]
#[ignore = "a load test run by hand; prints numbers"]
fn a_big_prerelease_room() {
    use std::io::{BufRead, BufReader, Write};
    use std::net::TcpStream;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("prerelease.podsheet");
    let demo = web_support::demo_text();
    std::fs::write(&file, &demo).unwrap();
    let (mut child, addr) = web_support::spawn_serve(&file, &["--stop-after", "60"]);
    let pid = child.id();
    let (rss_before, cpu_before) = (rss_kib(pid), cpu_ticks(pid));
    let deadline = Instant::now() + Duration::from_secs(40);

    let idle: Vec<TcpStream> = (0..1000)
        .map(|_| TcpStream::connect(addr).unwrap())
        .collect();
    let slow: Vec<TcpStream> = (0..500)
        .map(|_| {
            let mut s = TcpStream::connect(addr).unwrap();
            let _ = s.write_all(b"GET / HTTP/1.1\r\nHost: slow\r\n");
            s
        })
        .collect();
    let drip = std::thread::spawn(move || {
        let mut slow = slow;
        for i in 0..20 {
            for s in &mut slow {
                let _ = s.write_all(format!("X-Drip-{i}: 1\r\n").as_bytes());
            }
            std::thread::sleep(Duration::from_secs(1));
        }
    });

    // 300 phones on the live stream; each notes when it heard each version.
    let heard: Arc<std::sync::Mutex<Vec<(u64, Instant)>>> = Arc::default();
    let phones: Vec<_> = (0..300)
        .map(|_| {
            let heard = Arc::clone(&heard);
            std::thread::spawn(move || {
                let mut s = TcpStream::connect(addr).unwrap();
                s.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
                s.write_all(b"GET /events HTTP/1.1\r\nHost: phone\r\n\r\n")
                    .unwrap();
                let mut lines = BufReader::new(s);
                let mut line = String::new();
                while Instant::now() < deadline {
                    line.clear();
                    match lines.read_line(&mut line) {
                        Ok(0) => break,
                        Ok(_) => {
                            if let Some(v) = line.strip_prefix("data: ") {
                                let v = v.trim().parse().unwrap_or(0);
                                heard.lock().unwrap().push((v, Instant::now()));
                            }
                        }
                        Err(_) => {} // a quiet moment: read again
                    }
                }
            })
        })
        .collect();
    std::thread::sleep(Duration::from_secs(3));

    // Pages asked for flat out while all that is open.
    let answers = Arc::new(AtomicU64::new(0));
    let refused = Arc::new(AtomicU64::new(0));
    let load_start = Instant::now();
    let loaders: Vec<_> = (0..4)
        .map(|i| {
            let (answers, refused) = (Arc::clone(&answers), Arc::clone(&refused));
            std::thread::spawn(move || {
                while load_start.elapsed() < Duration::from_secs(20) {
                    let path = ["/", "/standings", "/player/3", "/v"][i % 4];
                    if get(addr, path).status == 200 {
                        answers.fetch_add(1, Ordering::Relaxed);
                    } else {
                        refused.fetch_add(1, Ordering::Relaxed);
                    }
                }
            })
        })
        .collect();

    // Three saves of the file; the version each one makes is the next.
    let mut saved_at = Vec::new();
    for k in 1..=3 {
        std::thread::sleep(Duration::from_secs(5));
        let text = demo.replace("Roger Clemens", &format!("Roger Save{k}"));
        saved_at.push(Instant::now());
        std::fs::write(&file, text).unwrap();
    }
    for l in loaders {
        l.join().unwrap();
    }
    let load_secs = load_start.elapsed().as_secs_f64();
    let (rss_after, cpu_after) = (rss_kib(pid), cpu_ticks(pid));
    for p in phones {
        p.join().unwrap();
    }
    drip.join().unwrap();
    drop(idle);
    let _ = child.kill();
    let _ = child.wait();

    // Save k (1-based) is version k (the file as first loaded is 0).
    let heard = heard.lock().unwrap();
    let mut times: Vec<f64> = Vec::new();
    for (k, at) in saved_at.iter().enumerate() {
        let v = k as u64 + 1;
        let got: Vec<f64> = heard
            .iter()
            .filter(|(hv, _)| *hv == v)
            .map(|(_, t)| t.duration_since(*at).as_secs_f64())
            .collect();
        assert_eq!(got.len(), 300, "every phone heard save {}", k + 1);
        times.extend(got);
    }
    times.sort_by(f64::total_cmp);
    let refused = refused.load(Ordering::Relaxed);
    let answers = answers.load(Ordering::Relaxed);
    println!(
        "300 live phones + 1000 idle + 500 slow sockets: save to phone median {:.3} s, worst {:.3} s \
         ({} receipts); {answers} answers in {load_secs:.1} s = {:.0}/s, {refused} refused; \
         server RSS {} KiB before, {} KiB with the room; CPU {:.2} s",
        times[times.len() / 2],
        times[times.len() - 1],
        times.len(),
        answers as f64 / load_secs,
        rss_before,
        rss_after,
        (cpu_after - cpu_before) as f64 / 100.0
    );
    assert_eq!(refused, 0, "nothing a phone asked for was refused");
}
