//! Which network addresses the server counts as one place. An IPv4
//! address is one (also written as IPv6, `::ffff:a.b.c.d`, as a
//! dual-stack listener sees it). An IPv6 address is not a device: one
//! phone holds many addresses of its network's /64 (temporary addresses,
//! a private tab on a fresh one), and every phone of one network shares
//! that /64; so every IPv6 address of one /64 is one place — for the
//! two-eyes rule (both halves from one /64 wait for the owner), for the
//! guess limiter and for the connection caps (docs/cli.md, "Over IPv6").

use std::net::{IpAddr, Ipv6Addr};

/// The place `ip` speaks for: an IPv4 address itself, an IPv6 address's
/// /64.
pub fn place(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let s = v6.segments();
            IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
        }
        v4 => v4,
    }
}

/// Whether two addresses as a report keeps them are one place (two that
/// are no address at all are compared as written).
pub fn same_place(a: &str, b: &str) -> bool {
    match (a.parse::<IpAddr>(), b.parse::<IpAddr>()) {
        (Ok(x), Ok(y)) => place(x) == place(y),
        _ => a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_network_is_one_place_and_an_ipv4_address_is_its_own() {
        assert!(same_place("2001:db8:1:2::10", "2001:db8:1:2:abcd::99"));
        assert!(!same_place("2001:db8:1:2::10", "2001:db8:1:3::10"));
        assert!(same_place("10.0.0.2", "::ffff:10.0.0.2"));
        assert!(!same_place("10.0.0.2", "10.0.0.3"));
        assert!(same_place("not an address", "not an address"));
        assert!(!same_place("10.0.0.2", "not an address"));
        assert_eq!(
            place("2001:db8:1:2:3:4:5:6".parse().unwrap()),
            "2001:db8:1:2::".parse::<IpAddr>().unwrap()
        );
    }
}
