use super::*;
use crate::model::{BestOf, Match, Player, PlayerId, Preset, Round, Side, Structure};

fn event() -> Event {
    let mut e = Event::new("e", Structure::Results, BestOf::Three, Preset::Wotc);
    for i in 0..4 {
        e.players.push(Player::named(format!("P{i}"), i + 1));
    }
    let mut a = Match::new(PlayerId(0), PlayerId(1));
    a.codes = Some(["AAA234".into(), "BBB234".into()]);
    let mut b = Match::new(PlayerId(2), PlayerId(3));
    b.codes = Some(["CCC789".into(), "DDD789".into()]);
    e.rounds.push(Round::of(vec![a, b]));
    e
}

const W: GameScore = GameScore::new(2, 1, 0);
const L: GameScore = GameScore::new(1, 2, 0);
const T: &str = "2026-11-21T20:00:00Z";

/// Sends `result` with `code` from `device` at `address`, keeping what the
/// verdict keeps; returns the answer.
fn send(
    e: &Event,
    rs: &mut Vec<PhoneReport>,
    code: &str,
    result: GameScore,
    device: &str,
    address: &str,
) -> Result<State, Refusal> {
    let v = judge(
        e,
        &[],
        rs,
        &Incoming {
            code,
            result,
            device,
            address: Some(address),
            at: T,
        },
    );
    rs.extend(v.keep);
    v.answer
}

fn held(r: Result<State, Refusal>) -> Vec<Odd> {
    match r {
        Ok(State::Held { why, .. }) => why,
        other => panic!("not held: {other:?}"),
    }
}

#[test]
fn two_players_on_their_own_phones_agree_and_nothing_reopens_it() {
    let e = event();
    let mut rs = Vec::new();
    assert_eq!(
        send(&e, &mut rs, "aaa234", W, "phone-a", "10.0.0.2"),
        Ok(State::Pending {
            result: W,
            side: Side::A
        })
    );
    // The same player again, from the same phone: still one voice.
    assert!(matches!(
        send(&e, &mut rs, "AAA234", W, "phone-a", "10.0.0.2"),
        Ok(State::Pending { .. })
    ));
    assert_eq!(
        send(&e, &mut rs, "BBB-234", W, "phone-b", "10.0.0.3"),
        Ok(State::Agreed { result: W })
    );
    // A third voice, and either player changing their mind: refused, kept
    // as notes, the agreement stands.
    assert_eq!(
        send(&e, &mut rs, "BBB234", L, "phone-c", "10.0.0.4"),
        Err(Refusal::Agreed)
    );
    assert_eq!(
        send(&e, &mut rs, "AAA234", L, "phone-a", "10.0.0.2"),
        Err(Refusal::Agreed)
    );
    let reading = read(&rs, &e.rounds[0].matches[0]).unwrap();
    assert_eq!(reading.state, State::Agreed { result: W });
    assert_eq!(reading.late.len(), 2);
    assert_eq!(reading.reports.len(), 5);
    assert_eq!(agreed(&Event { reports: rs, ..e }, &[]).len(), 1);
}

#[test]
fn one_person_never_both_reports_and_confirms() {
    let e = event();
    // Both halves from one phone.
    let mut rs = Vec::new();
    send(&e, &mut rs, "AAA234", W, "phone-a", "10.0.0.2").unwrap();
    assert_eq!(
        held(send(&e, &mut rs, "BBB234", W, "phone-a", "10.0.0.2")),
        [Odd::OneDevice]
    );
    // A private tab (a fresh cookie) on the same address.
    let mut rs = Vec::new();
    send(&e, &mut rs, "AAA234", W, "phone-a", "10.0.0.2").unwrap();
    assert_eq!(
        held(send(&e, &mut rs, "BBB234", W, "tab-2", "10.0.0.2")),
        [Odd::OneAddress]
    );
    // Held stays held: the real opponent agreeing later does not let it in.
    assert!(matches!(
        send(&e, &mut rs, "BBB234", W, "phone-b", "10.0.0.3"),
        Ok(State::Held { .. })
    ));
    let ev = Event { reports: rs, ..e };
    assert!(
        agreed(&ev, &[]).is_empty(),
        "held results wait for the owner"
    );
}

#[test]
fn a_second_person_on_one_half_or_an_old_slip_waits_for_the_owner() {
    let mut e = event();
    let mut rs = Vec::new();
    send(&e, &mut rs, "AAA234", W, "phone-a", "10.0.0.2").unwrap();
    assert_eq!(
        held(send(&e, &mut rs, "AAA234", L, "friend", "10.0.0.9")),
        [Odd::SecondVoice(Side::A)]
    );
    let reading = read(&rs, &e.rounds[0].matches[0]).unwrap();
    assert_eq!(reading.state.results(), [W, L]);
    // An older file's one code: found, but says nobody.
    e.rounds[0].matches[1].code = Some("KLD234".into());
    let mut rs = Vec::new();
    assert_eq!(
        held(send(&e, &mut rs, "KLD234", W, "x", "10.0.0.2")),
        [Odd::OldSlip]
    );
    assert_eq!(
        held(send(&e, &mut rs, "KLD234", W, "y", "10.0.0.3")),
        [Odd::OldSlip]
    );
}

#[test]
fn a_dispute_is_the_owners_until_a_player_corrects_their_own_report() {
    let e = event();
    let mut rs = Vec::new();
    send(&e, &mut rs, "CCC789", W, "a", "10.0.0.2").unwrap();
    assert_eq!(
        send(&e, &mut rs, "DDD789", L, "b", "10.0.0.3"),
        Ok(State::Disputed {
            results: vec![W, L]
        })
    );
    // The second player, on their own phone, takes theirs back.
    assert_eq!(
        send(&e, &mut rs, "DDD789", W, "b", "10.0.0.3"),
        Ok(State::Agreed { result: W })
    );
}

#[test]
fn refusals_say_why_and_keep_nothing() {
    let mut e = event();
    let mut rs = Vec::new();
    assert_eq!(
        send(&e, &mut rs, "NOPE22", W, "a", "10.0.0.2"),
        Err(Refusal::Unknown)
    );
    assert!(matches!(
        send(
            &e,
            &mut rs,
            "AAA234",
            GameScore::new(2, 3, 0),
            "a",
            "10.0.0.2"
        ),
        Err(Refusal::Impossible(_))
    ));
    assert!(rs.is_empty());
    // A flood from one address with fresh cookies is one person's: capped
    // at its own limit on its own half.
    for i in 0..MOST_FROM_ONE {
        let _ = send(&e, &mut rs, "AAA234", W, &format!("d{i}"), "10.0.0.2");
    }
    assert_eq!(
        send(&e, &mut rs, "AAA234", W, "late", "10.0.0.2"),
        Err(Refusal::TooMany(Full::Mine))
    );
    assert_eq!(rs.len(), MOST_FROM_ONE);
    rs.clear();
    // A player in two matches of the round: both matches are flagged.
    e.rounds[0].matches[1].b = Some(PlayerId(0));
    let problems = crate::engine::validate::validate(&e);
    for (code, index) in [("AAA234", 0), ("CCC789", 1)] {
        let v = judge(
            &e,
            &problems,
            &[],
            &Incoming {
                code,
                result: W,
                device: "a",
                address: None,
                at: T,
            },
        );
        assert!(
            matches!(v.answer, Err(Refusal::Flagged(_))),
            "match {index}: {v:?}"
        );
        assert_eq!(v.keep, None);
    }
}

#[test]
fn accepting_keeps_where_the_result_came_from() {
    let mut e = event();
    let mut rs = Vec::new();
    send(&e, &mut rs, "AAA234", W, "phone-a", "10.0.0.2").unwrap();
    send(&e, &mut rs, "BBB234", W, "phone-b", "10.0.0.3").unwrap();
    send(&e, &mut rs, "CCC789", L, "phone-c", "10.0.0.4").unwrap();
    e.reports = rs;
    assert_eq!(
        accept(&mut e, "BBB234", W, T, AcceptedBy::Agreement),
        Ok((1, 0))
    );
    let m = &e.rounds[0].matches[0];
    assert_eq!(m.score, Some(W));
    let acc = m.accepted.as_ref().unwrap();
    assert_eq!(acc.by, AcceptedBy::Agreement);
    assert_eq!(acc.reports.len(), 2);
    assert_eq!(e.reports.len(), 1, "the other match's report stays open");
    assert_eq!(
        accept(&mut e, "AAA234", L, T, AcceptedBy::Owner),
        Err(Refusal::HasResult)
    );
    // A result entered at the counter makes the other match's report moot.
    e.rounds[0].matches[1].score = Some(W);
    assert!(prune(&mut e));
    assert!(e.reports.is_empty());
}

#[test]
fn codes_are_two_a_match_unique_and_read_as_typed() {
    let mut e = event();
    for m in &mut e.rounds[0].matches {
        m.codes = None;
    }
    let mut taken = vec!["AAAAAA".to_string()];
    let mut n = 0;
    let mut next = || {
        n += 1;
        // A code taken, one with a 0, then good ones.
        ["AAAAAA", "AB0CDE", "BBBBBB", "CCCCCC", "DDDDDD", "EEEEEE"][(n - 1).min(5)].to_string()
    };
    assert!(assign_codes(&mut e, &mut taken, &mut next));
    assert_eq!(
        e.rounds[0].matches[0].codes,
        Some(["BBBBBB".to_string(), "CCCCCC".to_string()])
    );
    assert_eq!(
        e.rounds[0].matches[1].codes,
        Some(["DDDDDD".to_string(), "EEEEEE".to_string()])
    );
    assert_eq!(normalize(" bbb bbb "), Some("BBBBBB".into()));
    assert_eq!(normalize("WZQ-32M"), Some("WZQ32M".into()));
    assert_eq!(normalize("BBBBB"), None);
    assert_eq!(normalize("BBBBB0"), None);
    let f = find(&e, "ddd-ddd").unwrap();
    assert_eq!((f.round, f.index, f.side), (1, 1, Some(Side::A)));
}

/// A room of events: a code two of them share is given again in the later
/// one while its match is open; every open match gets its codes.
#[test]
fn a_room_gives_one_code_a_half() {
    let mut swiss = event();
    swiss.structure = Structure::Swiss {
        rounds: Some(3),
        first_round: Default::default(),
    };
    let mut later = swiss.clone();
    later.rounds[0].matches[1].codes = None;
    let mut results = event();
    results.rounds[0].matches[1].codes = None;
    results.rounds[0].matches[0].codes = Some(["EEE456".into(), "FFF456".into()]);
    let mut n = 0u64;
    let mut next = || {
        n += 1;
        code_from(n * 7_919_993)
    };
    let mut room = [swiss, later, results.clone()];
    let changed = code_room(&mut room, &mut next);
    assert_eq!(changed, [false, true, true]);
    let given = room[1].rounds[0].matches[0].codes.clone().unwrap();
    assert!(!given.contains(&"AAA234".to_string()), "given again");
    assert!(room[1].rounds[0].matches[1].codes.is_some());
    // Imported results (a file written elsewhere) keep theirs, and an open
    // match without codes gets them: its slip carries them.
    assert_eq!(
        room[2].rounds[0].matches[0].codes,
        results.rounds[0].matches[0].codes
    );
    assert!(room[2].rounds[0].matches[1].codes.is_some());
    // A played match gets none.
    let mut played = results.clone();
    played.rounds[0].matches[1].score = Some(GameScore::new(2, 0, 0));
    let mut room = [played.clone()];
    assert_eq!(code_room(&mut room, &mut next), [false]);
    assert_eq!(room[0], played);
}

mod props {
    use super::*;
    use proptest::prelude::*;

    /// A person: a device on an address, holding one half.
    #[derive(Debug, Clone, Copy)]
    struct Person {
        device: u8,
        address: u8,
        side: bool,
        wins: bool,
    }

    fn person() -> impl Strategy<Value = Person> {
        (0u8..4, 0u8..4, any::<bool>(), any::<bool>()).prop_map(|(device, address, side, wins)| {
            Person {
                device,
                address,
                side,
                wins,
            }
        })
    }

    proptest! {
        /// Whatever comes in whatever order: a match is agreed only when
        /// a report on each half came from two people who share neither
        /// device nor address; reports from one address never agree; and
        /// once agreed, nothing changes the agreed result.
        #[test]
        fn agreement_needs_two_people(people in prop::collection::vec(person(), 1..12)) {
            let e = event();
            let mut rs = Vec::new();
            let mut agreed_on: Option<GameScore> = None;
            for p in &people {
                let code = if p.side { "AAA234" } else { "BBB234" };
                let result = if p.wins { W } else { L };
                let answer = send(
                    &e,
                    &mut rs,
                    code,
                    result,
                    &format!("dev{}", p.device),
                    &format!("10.0.0.{}", p.address),
                );
                if let Some(r) = agreed_on {
                    prop_assert_eq!(answer, Err(Refusal::Agreed));
                    let now = read(&rs, &e.rounds[0].matches[0]).unwrap().state;
                    prop_assert_eq!(now, State::Agreed { result: r });
                } else if let Ok(State::Agreed { result }) = answer {
                    agreed_on = Some(result);
                }
            }
            if let Some(result) = agreed_on {
                let m = &e.rounds[0].matches[0];
                let reading = read(&rs, m).unwrap();
                let [Some(a), Some(b)] = reading.voices else {
                    return Err(TestCaseError::fail("agreed without two voices"));
                };
                prop_assert_ne!(&a.device, &b.device);
                prop_assert_ne!(&a.address, &b.address);
                prop_assert_eq!(a.result, result);
                prop_assert_eq!(b.result, result);
            }
            let one_address = people.iter().all(|p| p.address == people[0].address);
            if one_address {
                prop_assert!(agreed_on.is_none());
            }
        }
    }
}

#[test]
fn a_phone_flooding_its_half_is_held_to_it_and_the_other_half_lands() {
    let e = event();
    let mut rs = Vec::new();
    let mut refused = 0;
    for i in 0..20 {
        // The last of its reports is the result both players saw.
        let result = if i == 19 { W } else { L };
        match send(&e, &mut rs, "AAA234", result, "flood", "10.0.0.2") {
            Err(Refusal::TooMany(Full::Mine)) => refused += 1,
            Ok(State::Pending { .. }) => {}
            other => panic!("{other:?}"),
        }
    }
    assert_eq!((rs.len(), refused), (MOST_FROM_ONE, 20 - MOST_FROM_ONE));
    // Its kept report stands (L), and the page knows it can send no more.
    let m = &e.rounds[0].matches[0];
    assert_eq!(
        full(&rs, m, "AAA234", "flood", Some("10.0.0.9")),
        Some(Full::Mine)
    );
    assert_eq!(
        full(&rs, m, "AAA234", "other", Some("10.0.0.2")),
        Some(Full::Mine)
    );
    assert_eq!(full(&rs, m, "BBB234", "flood", Some("10.0.0.2")), None);
    // The other player is heard, and two agreeing halves land.
    assert_eq!(
        send(&e, &mut rs, "BBB234", L, "opponent", "10.0.0.3"),
        Ok(State::Agreed { result: L })
    );
    // The owner is told who and how many.
    let reading = read(&rs, m).unwrap();
    assert_eq!(reading.full.len(), 1);
    let stuck = &reading.full[0];
    assert_eq!((stuck.side, stuck.count), (Some(Side::A), MOST_FROM_ONE));
    assert_eq!(stuck.last.map(|r| r.device.as_str()), Some("flood"));
}

#[test]
fn a_half_full_from_several_phones_takes_no_more_but_the_other_half_does() {
    let e = event();
    let mut rs = Vec::new();
    for person in 0..MOST_ON_HALF / MOST_FROM_ONE {
        for _ in 0..MOST_FROM_ONE {
            let address = format!("10.0.1.{person}");
            let _ = send(&e, &mut rs, "AAA234", W, &format!("p{person}"), &address);
        }
    }
    assert_eq!(rs.len(), MOST_ON_HALF);
    assert_eq!(
        send(&e, &mut rs, "AAA234", W, "fresh", "10.0.2.1"),
        Err(Refusal::TooMany(Full::Half))
    );
    assert!(matches!(
        send(&e, &mut rs, "BBB234", W, "opponent", "10.0.0.3"),
        Ok(State::Held { .. })
    ));
    let reading = read(&rs, &e.rounds[0].matches[0]).unwrap();
    assert!(
        reading
            .full
            .iter()
            .any(|s| s.last.is_none() && s.count == MOST_ON_HALF)
    );
    assert!(rs.len() <= 3 * MOST_ON_HALF);
}

#[test]
fn two_halves_from_one_ipv6_network_wait_for_the_owner() {
    let e = event();
    let mut rs = Vec::new();
    send(&e, &mut rs, "AAA234", W, "phone", "2001:db8:5:6::a1").unwrap();
    // A private tab (a fresh cookie) on another address of the same /64.
    let why = held(send(&e, &mut rs, "BBB234", W, "tab", "2001:db8:5:6:9::77"));
    assert_eq!(why, vec![Odd::OneAddress]);
    // Another network's phone agrees on the other match.
    send(&e, &mut rs, "CCC789", W, "c", "2001:db8:5:6::c").unwrap();
    assert_eq!(
        send(&e, &mut rs, "DDD789", W, "d", "2001:db8:5:7::d"),
        Ok(State::Agreed { result: W })
    );
}
