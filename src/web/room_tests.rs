//! The room's places, without a server: who gets one, who is told to
//! leave, and that every place comes back.

use super::*;
use futures_util::FutureExt;
use std::net::Ipv4Addr;

fn addr(n: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(10, 0, 0, n))
}

/// Whether `p` has been told to leave.
fn told(p: &Place) -> bool {
    p.told_to_leave().now_or_never().is_some()
}

#[test]
fn an_address_holds_at_most_its_share_while_the_room_has_places() {
    let room = Room::new(100, 4);
    let mine: Vec<Place> = (0..10).filter_map(|_| room.take(addr(1))).collect();
    assert_eq!(mine.len(), 4);
    assert!(room.take(addr(2)).is_some());
}

#[test]
fn a_full_room_gives_a_new_address_the_oldest_place_of_the_address_holding_most() {
    let room = Room::new(6, 8);
    let hog: Vec<Place> = (0..4).filter_map(|_| room.take(addr(1))).collect();
    let other: Vec<Place> = (0..2).filter_map(|_| room.take(addr(2))).collect();
    assert_eq!((hog.len(), other.len()), (4, 2));
    let phone = room.take(addr(3)).expect("a new address gets a place");
    assert!(told(&hog[0]), "the hog's oldest place is taken");
    assert!(hog[1..].iter().all(|p| !told(p)));
    assert!(other.iter().all(|p| !told(p)), "not the one holding fewer");
    assert!(!told(&phone));
    assert_eq!(room.held(), (6, 3));
    // The place told to leave closes: the room stays at six.
    drop(hog);
    assert_eq!(room.held(), (3, 2));
    assert_eq!(room.lock().leaving, 0);
}

#[test]
fn a_full_room_of_even_shares_tells_a_newcomer_busy() {
    let room = Room::new(4, 8);
    let held: Vec<Place> = (1..=4).filter_map(|n| room.take(addr(n))).collect();
    assert_eq!(held.len(), 4);
    assert!(
        room.take(addr(5)).is_none(),
        "nobody holds more than it would"
    );
    // One address may not take a place from itself either.
    let room = Room::new(2, 8);
    let _two: Vec<Place> = (0..2).filter_map(|_| room.take(addr(1))).collect();
    assert!(room.take(addr(1)).is_none());
}

#[test]
fn a_hundred_and_fifty_addresses_holding_thirty_each_leave_room_for_a_phone() {
    let room = Room::new(600, 32);
    let mut flood = Vec::new();
    for n in 0..150u8 {
        for _ in 0..30 {
            if let Some(p) = room.take(IpAddr::V4(Ipv4Addr::new(10, 1, n, 1))) {
                flood.push(p);
            }
        }
        // Those told to leave close, as the server closes them.
        flood.retain(|p| !told(p));
    }
    let (held, addresses) = room.held();
    assert_eq!((held, addresses), (600, 150));
    let phone = room.take(addr(200));
    assert!(phone.is_some(), "the phone is answered");
    // The room tends to an even share: no address holds twice one.
    let s = room.lock();
    let most = s.by_address.values().map(Vec::len).max().unwrap_or(0);
    assert!(most <= 2 * 600 / 150, "an address holds {most}");
}

#[test]
fn places_on_their_way_out_are_bounded() {
    let room = Room::new(40, 1000);
    let hog: Vec<Place> = (0..40).filter_map(|_| room.take(addr(1))).collect();
    assert_eq!(hog.len(), 40);
    // Each new address takes one of the hog's places; those told to leave
    // never close (slow connections), until too many are on their way out.
    let mut newcomers = Vec::new();
    for n in 2..=200u8 {
        match room.take(addr(n)) {
            Some(p) => newcomers.push(p),
            None => break,
        }
    }
    assert_eq!(newcomers.len(), MOST_LEAVING);
    assert_eq!(room.held().0, 40);
    // Once they close, the room takes newcomers again.
    drop(hog);
    assert_eq!(room.lock().leaving, 0);
    assert!(room.take(addr(250)).is_some());
}

#[test]
fn live_streams_are_counted_per_address_and_given_back() {
    let streams = Counts::default();
    let mapped = IpAddr::V6(Ipv4Addr::new(10, 0, 0, 1).to_ipv6_mapped());
    let a = streams.take(addr(1), 2);
    let b = streams.take(mapped, 2);
    assert!(a.is_some() && b.is_some());
    assert!(streams.take(addr(1), 2).is_none(), "one address, two forms");
    drop(a);
    assert!(streams.take(addr(1), 2).is_some());
}

#[test]
fn a_gauge_holds_at_most_its_most_and_takes_again_once_one_ends() {
    let g = Gauge::default();
    let held: Vec<Token> = (0..5).filter_map(|_| g.take(3)).collect();
    assert_eq!(held.len(), 3);
    drop(held);
    assert!(g.take(3).is_some());
}

#[test]
fn an_ipv6_network_holds_one_addresss_share() {
    let room = Room::new(4096, 32);
    let v6 = |host: u16| IpAddr::V6(std::net::Ipv6Addr::new(0x2001, 0xdb8, 1, 2, host, 0, 0, 1));
    // 200 connections from 200 addresses of one /64: 32 held.
    let held: Vec<Place> = (0..200).filter_map(|h| room.take(v6(h))).collect();
    assert_eq!(held.len(), 32);
    assert_eq!(room.held(), (32, 1));
    // Another network, and an IPv4 phone, still get theirs.
    let other = IpAddr::V6(std::net::Ipv6Addr::new(0x2001, 0xdb8, 1, 3, 0, 0, 0, 1));
    assert!(room.take(other).is_some());
    assert!(room.take(addr(9)).is_some());
    // Live streams count the same way.
    let counts = Counts::default();
    let streams: Vec<_> = (0..20).filter_map(|h| counts.take(v6(h), 6)).collect();
    assert_eq!(streams.len(), 6);
}
