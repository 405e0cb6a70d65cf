//! The guess limiter on a clock the tests drive: `at(s)` is `s` seconds
//! after the start, so a minute passes without waiting for one.

use super::*;
use std::net::{Ipv4Addr, Ipv6Addr};

/// A fake clock: the start, and any time after it.
struct Clock(Instant);

impl Clock {
    fn at(&self, secs: f64) -> Instant {
        self.0 + Duration::from_secs_f64(secs)
    }
}

fn clock() -> Clock {
    Clock(Instant::now())
}

/// The `n`th address of a flood (10.x.y.z: 16 million of them).
fn flood(n: usize) -> IpAddr {
    let n = u32::try_from(n).expect("a small number") + 1;
    IpAddr::V4(Ipv4Addr::from(0x0a00_0000 | n))
}

fn phone() -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(192, 168, 1, 23))
}

#[test]
fn eleven_unknown_codes_in_a_minute_slow_an_address_for_a_minute() {
    let (c, mut g) = (clock(), Guard::default());
    for i in 0..STRIKES {
        g.strike(phone(), c.at(f64::from(i)));
        assert!(
            !g.slowed(phone(), c.at(f64::from(i))),
            "slowed at strike {i}"
        );
    }
    g.strike(phone(), c.at(20.0));
    assert!(g.slowed(phone(), c.at(20.0)));
    assert!(g.slowed(phone(), c.at(79.0)), "slowed for a whole minute");
    assert!(!g.slowed(phone(), c.at(80.5)), "and then no longer");
    // Nobody else is slowed.
    assert!(!g.slowed(flood(1), c.at(20.0)));
}

#[test]
fn strikes_in_different_minutes_do_not_add_up() {
    let (c, mut g) = (clock(), Guard::default());
    for minute in 0..5 {
        for i in 0..STRIKES {
            g.strike(phone(), c.at(f64::from(minute * 61 + i)));
        }
    }
    assert!(!g.slowed(phone(), c.at(300.0)));
}

#[test]
fn a_guesser_from_a_fresh_address_is_slowed_after_16500_addresses_each_guessed_once() {
    let (c, mut g) = (clock(), Guard::default());
    for n in 0..16_500 {
        g.strike(flood(n), c.at(n as f64 / 1000.0));
    }
    assert!(
        g.addresses() <= MAX_ADDRESSES,
        "{} remembered",
        g.addresses()
    );
    let guesser = IpAddr::V4(Ipv4Addr::new(172, 16, 0, 9));
    let now = c.at(17.0);
    let mut guesses = 0;
    while !g.slowed(guesser, now) && guesses < 100 {
        g.strike(guesser, now);
        guesses += 1;
    }
    assert!(g.slowed(guesser, now), "a guesser tried 100 codes unslowed");
    assert!(
        guesses <= STRIKES + 1,
        "slowed only after {guesses} guesses"
    );
}

#[test]
fn a_flood_of_addresses_never_unslows_a_guesser() {
    let (c, mut g) = (clock(), Guard::default());
    for _ in 0..=STRIKES {
        g.strike(phone(), c.at(0.0));
    }
    assert!(g.slowed(phone(), c.at(0.0)));
    // Twice the table's room in new addresses, over most of the minute.
    for n in 0..2 * MAX_ADDRESSES {
        g.strike(flood(n), c.at(n as f64 * 50.0 / (2 * MAX_ADDRESSES) as f64));
    }
    assert!(g.slowed(phone(), c.at(59.0)), "the guesser was forgotten");
    assert!(g.addresses() <= MAX_ADDRESSES);
}

#[test]
fn with_the_table_full_only_wrong_codes_are_limited() {
    let (c, mut g) = (clock(), Guard::default());
    // 17,000 addresses guess once each in under three seconds: more than
    // the table holds.
    for n in 0..17_000 {
        g.strike(flood(n), c.at(n as f64 / 6000.0));
        assert!(!g.slowed(flood(n), c.at(3.0)), "address {n}");
    }
    assert_eq!(g.addresses(), MAX_ADDRESSES);
    // A phone that guessed nothing is not slowed (its real code opens).
    for n in 0..1000 {
        assert!(!g.slowed(flood(100_000 + n), c.at(3.0)), "phone {n}");
    }
    // A fresh guesser the table has no room for is still slowed, after
    // its eleventh wrong code at the latest, and for a minute at least.
    let guesser = IpAddr::V4(Ipv4Addr::new(172, 16, 0, 9));
    let mut guesses = 0;
    while !g.slowed(guesser, c.at(4.0)) && guesses < 100 {
        g.strike(guesser, c.at(4.0));
        guesses += 1;
    }
    assert!(guesses <= STRIKES + 1, "slowed after {guesses} guesses");
    assert!(g.slowed(guesser, c.at(63.9)), "for a minute");
    assert!(!g.slowed(guesser, c.at(125.0)), "and not for ever");
    // Once the flood's minute is over, the table makes room again: the
    // guesser's place comes to it, and it is judged on its own.
    let late = IpAddr::V4(Ipv4Addr::new(172, 16, 0, 10));
    g.strike(late, c.at(70.0));
    assert!(g.addresses() < MAX_ADDRESSES);
    assert!(!g.slowed(late, c.at(70.0)));
}

#[test]
fn an_ipv6_network_guesses_as_one_address() {
    let (c, mut g) = (clock(), Guard::default());
    // 30 addresses of one /64, ten wrong codes each.
    for host in 0..30u16 {
        let ip = IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 7, 8, host, 1, 2, 3));
        for _ in 0..10 {
            g.strike(ip, c.at(1.0));
        }
    }
    let another_host = IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 7, 8, 0xffff, 0, 0, 1));
    assert!(g.slowed(another_host, c.at(2.0)));
    let next_network = IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 7, 9, 0, 0, 0, 1));
    assert!(!g.slowed(next_network, c.at(2.0)));
}

#[test]
fn room_comes_back_once_entries_are_done_but_a_slowed_one_stays() {
    let (c, mut g) = (clock(), Guard::with_capacity(3));
    g.strike(flood(1), c.at(0.0));
    for _ in 0..=STRIKES {
        g.strike(flood(0), c.at(10.0));
    }
    g.strike(flood(2), c.at(30.0));
    // At 61 s flood(1)'s minute is over: its place goes to a new address,
    // which then counts on its own; flood(0) is slowed until 70 s and keeps
    // its place.
    g.strike(flood(3), c.at(61.0));
    assert_eq!(g.addresses(), 3);
    assert!(g.slowed(flood(0), c.at(61.0)));
    for _ in 0..STRIKES {
        g.strike(flood(3), c.at(61.5));
    }
    assert!(g.slowed(flood(3), c.at(61.5)));
    assert!(!g.slowed(flood(4), c.at(61.5)), "nobody else is slowed");
    assert!(!g.slowed(flood(0), c.at(70.5)));
}

#[test]
fn an_address_written_two_ways_is_one_address() {
    let (c, mut g) = (clock(), Guard::default());
    let mapped = IpAddr::V6(Ipv4Addr::new(192, 168, 1, 23).to_ipv6_mapped());
    for _ in 0..=STRIKES {
        g.strike(mapped, c.at(0.0));
    }
    assert!(g.slowed(phone(), c.at(1.0)));
    let other = IpAddr::V6(Ipv6Addr::new(0xfd00, 0, 0, 0, 0, 0, 0, 1));
    assert!(!g.slowed(other, c.at(1.0)));
}
