//! Exact non-negative fractions: `i128` while they fit, big integers after.
//!
//! Every tiebreaker is a fraction (rules.md §2). Sums of opponents' game-win
//! percentages can need large denominators, so each operation checks for
//! overflow and moves to arbitrary precision instead of wrapping or panicking.

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use std::cmp::Ordering;

/// An exact fraction.
#[derive(Clone, Debug)]
pub enum Frac {
    /// Numerator and positive denominator, in lowest terms.
    Small(i128, i128),
    /// A fraction too large for `i128`.
    Big(Box<BigRational>),
}

impl Frac {
    /// `n / d` in lowest terms; `d` must not be 0.
    pub fn new(n: i128, d: i128) -> Frac {
        assert!(d != 0, "fraction with denominator 0");
        let (n, d) = if d < 0 { (-n, -d) } else { (n, d) };
        let g = n.gcd(&d);
        if g > 1 {
            Frac::Small(n / g, d / g)
        } else {
            Frac::Small(n, d)
        }
    }

    /// A whole number.
    pub fn int(n: i128) -> Frac {
        Frac::Small(n, 1)
    }

    /// Zero.
    pub fn zero() -> Frac {
        Frac::Small(0, 1)
    }

    fn big(&self) -> BigRational {
        match self {
            Frac::Small(n, d) => BigRational::new_raw(BigInt::from(*n), BigInt::from(*d)),
            Frac::Big(b) => (**b).clone(),
        }
    }

    fn from_big(b: BigRational) -> Frac {
        match (b.numer().to_i128(), b.denom().to_i128()) {
            (Some(n), Some(d)) => Frac::Small(n, d),
            _ => Frac::Big(Box::new(b)),
        }
    }

    /// `self + other`.
    pub fn add(&self, other: &Frac) -> Frac {
        if let (Frac::Small(a, b), Frac::Small(c, d)) = (self, other) {
            if b == d {
                if let Some(n) = a.checked_add(*c) {
                    return Frac::new(n, *b);
                }
            } else {
                let g = b.gcd(d);
                let (bg, dg) = (b / g, d / g);
                let n = a
                    .checked_mul(dg)
                    .zip(c.checked_mul(bg))
                    .and_then(|(x, y)| x.checked_add(y));
                if let (Some(n), Some(den)) = (n, bg.checked_mul(*d)) {
                    return Frac::new(n, den);
                }
            }
        }
        Frac::from_big(self.big() + other.big())
    }

    /// `self / k` for a whole `k > 0`.
    pub fn div_int(&self, k: i128) -> Frac {
        assert!(k > 0, "division by {k}");
        if let Frac::Small(n, d) = self {
            let g = n.gcd(&k);
            if let Some(den) = d.checked_mul(k / g) {
                return Frac::new(n / g, den);
            }
        }
        Frac::from_big(self.big() / BigRational::from_integer(BigInt::from(k)))
    }

    /// `self × k` for a whole `k`.
    pub fn mul_int(&self, k: i128) -> Frac {
        if let Frac::Small(n, d) = self {
            let g = d.gcd(&k);
            if let Some(num) = n.checked_mul(k / g) {
                return Frac::new(num, d / g);
            }
        }
        Frac::from_big(self.big() * BigRational::from_integer(BigInt::from(k)))
    }

    /// The larger of the two.
    pub fn max(self, other: Frac) -> Frac {
        if other > self { other } else { self }
    }

    /// `max(self, floor)` where a floor is set.
    pub fn floored(self, floor: Option<(i128, i128)>) -> Frac {
        match floor {
            Some((n, d)) => self.max(Frac::new(n, d)),
            None => self,
        }
    }

    /// The nearest `f64` (for display and JSON only).
    pub fn to_f64(&self) -> f64 {
        match self {
            Frac::Small(n, d) => *n as f64 / *d as f64,
            Frac::Big(b) => b.to_f64().unwrap_or(f64::NAN),
        }
    }

    /// Rounded half up to `decimals` decimal places, still exact.
    pub fn round_to(&self, decimals: u32) -> Frac {
        let scale = BigInt::from(10u32).pow(decimals);
        let b = self.big();
        let scaled: BigInt = b.numer() * &scale * 2 + b.denom();
        let q = scaled.div_floor(&(b.denom() * 2));
        Frac::from_big(BigRational::new(q, scale))
    }

    /// The value as a decimal with exactly `decimals` places, rounded half up.
    pub fn decimal(&self, decimals: u32) -> String {
        let r = self.round_to(decimals).big();
        let scale = BigInt::from(10u32).pow(decimals);
        let units: BigInt = (r.numer() * &scale) / r.denom();
        let neg = units < BigInt::zero();
        let digits = units.magnitude().to_string();
        let d = decimals as usize;
        let padded = format!("{digits:0>width$}", width = d + 1);
        let (int, frac) = padded.split_at(padded.len() - d);
        let sign = if neg { "-" } else { "" };
        if d == 0 {
            format!("{sign}{int}")
        } else {
            format!("{sign}{int}.{frac}")
        }
    }

    /// Whether the value is a whole number.
    pub fn is_integer(&self) -> bool {
        match self {
            Frac::Small(_, d) => *d == 1,
            Frac::Big(b) => b.is_integer(),
        }
    }
}

impl PartialEq for Frac {
    fn eq(&self, other: &Frac) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Frac {}

impl PartialOrd for Frac {
    fn partial_cmp(&self, other: &Frac) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Frac {
    fn cmp(&self, other: &Frac) -> Ordering {
        if let (Frac::Small(a, b), Frac::Small(c, d)) = (self, other) {
            if b == d {
                return a.cmp(c);
            }
            if let (Some(x), Some(y)) = (a.checked_mul(*d), c.checked_mul(*b)) {
                return x.cmp(&y);
            }
        }
        self.big().cmp(&other.big())
    }
}

impl std::fmt::Display for Frac {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Frac::Small(n, 1) => write!(f, "{n}"),
            Frac::Small(n, d) => write!(f, "{n}/{d}"),
            Frac::Big(b) => write!(f, "{b}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_reduce_and_compare_exactly() {
        let third = Frac::new(1, 3);
        let s = third.add(&third).add(&third);
        assert_eq!(s, Frac::int(1));
        assert!(Frac::new(33, 100) < Frac::new(1, 3));
        assert_eq!(Frac::new(2, 4), Frac::new(1, 2));
    }

    #[test]
    fn overflow_moves_to_big_and_back() {
        let huge = Frac::new(1, i128::MAX / 3);
        let sum = huge.add(&Frac::new(1, i128::MAX / 5));
        assert!(matches!(sum, Frac::Big(_)));
        assert!(sum > huge);
        let back = Frac::from_big(sum.big() - Frac::new(1, i128::MAX / 5).big());
        assert_eq!(back, huge);
    }

    #[test]
    fn decimals_round_half_up() {
        assert_eq!(Frac::new(2, 3).decimal(2), "0.67");
        assert_eq!(Frac::new(1, 8).decimal(2), "0.13");
        assert_eq!(Frac::new(15, 7).decimal(3), "2.143");
        assert_eq!(Frac::int(7).decimal(2), "7.00");
        assert_eq!(Frac::new(1, 200).decimal(0), "0");
        assert_eq!(Frac::new(123, 10).decimal(0), "12");
    }
}
