//! An address printed for the phones that no phone can open: one naming
//! this computer only (127.0.0.1, `localhost`). Printing it puts an
//! address on paper that leads nowhere, so the app and `pdf --address` warn
//! and offer this machine's network addresses in its place.

use std::net::IpAddr;

/// `url` cut around its host: what comes before it (`http://`), the host
/// (`127.0.0.1`, `[::1]`, `localhost`) and the rest (`:8080/pod/2/`).
fn split_host(url: &str) -> (&str, &str, &str) {
    let url = url.trim();
    let start = url.find("://").map_or(0, |i| i + 3);
    let after = &url[start..];
    let end = if after.starts_with('[') {
        after.find(']').map_or(after.len(), |i| i + 1)
    } else {
        after.find([':', '/', '?', '#']).unwrap_or(after.len())
    };
    (&url[..start], &after[..end], &after[end..])
}

/// Whether `url` names this computer only: any 127.x.x.x, `[::1]`, or
/// `localhost` (in any case, or under it: `pods.localhost`).
pub fn is_loopback_url(url: &str) -> bool {
    let (_, host, _) = split_host(url);
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let lower = host.to_ascii_lowercase();
    if lower == "localhost" || lower.ends_with(".localhost") {
        return true;
    }
    host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// `url` on each of `addresses` in place of its host, keeping its scheme,
/// port and path: what phones can open instead of a loopback address.
pub fn on_addresses(url: &str, addresses: &[IpAddr]) -> Vec<String> {
    let (scheme, _, rest) = split_host(url);
    addresses
        .iter()
        .map(|ip| match ip {
            IpAddr::V4(v4) => format!("{scheme}{v4}{rest}"),
            IpAddr::V6(v6) => format!("{scheme}[{v6}]{rest}"),
        })
        .collect()
}

/// This machine's network addresses, the store's Wi-Fi among them
/// ([`super::bind_choices`] without loopback): empty when it is on no
/// network.
pub fn network_addresses() -> Vec<IpAddr> {
    super::bind_choices()
        .into_iter()
        .filter(|ip| !ip.is_loopback())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_addresses_are_told_from_the_store_s() {
        for url in [
            "http://127.0.0.1:8080/",
            "127.0.0.1",
            "http://127.1.2.3/pod/2/",
            "http://localhost:8080",
            "HTTP://LocalHost/",
            "http://pods.localhost:80/",
            "http://[::1]:8080/",
        ] {
            assert!(is_loopback_url(url), "{url}");
        }
        for url in [
            "http://192.168.1.20:8080/",
            "http://10.0.0.5/",
            "http://podsheet.example/",
            "http://[fe80::1]:8080/",
            "http://127.0.0.1.example/",
        ] {
            assert!(!is_loopback_url(url), "{url}");
        }
    }

    #[test]
    fn the_address_offered_keeps_the_port_and_the_path() {
        let wifi = [IpAddr::from([192, 168, 1, 20]), IpAddr::from([10, 0, 0, 5])];
        assert_eq!(
            on_addresses("http://127.0.0.1:8080/pod/2/", &wifi),
            [
                "http://192.168.1.20:8080/pod/2/",
                "http://10.0.0.5:8080/pod/2/"
            ]
        );
        assert_eq!(
            on_addresses("localhost:9000", &wifi[..1]),
            ["192.168.1.20:9000"]
        );
        assert!(network_addresses().iter().all(|ip| !ip.is_loopback()));
    }
}
