//! Exact non-negative fractions: `i128` while they fit, big integers after.
//!
//! Every tiebreaker is a fraction (docs/rules.md §2). Sums of opponents' game-win
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
        if let (Ok(n), Ok(d)) = (i64::try_from(n), i64::try_from(d))
            && d > 0
            && n > i64::MIN
        {
            return Frac::new64(n, d);
        }
        let (n, d) = if d < 0 { (-n, -d) } else { (n, d) };
        let g = gcd(n, d);
        if g > 1 {
            Frac::Small(n / g, d / g)
        } else {
            Frac::Small(n, d)
        }
    }

    /// `n / d` for `d > 0`, reduced with 64-bit arithmetic (the common case).
    fn new64(n: i64, d: i64) -> Frac {
        let g = binary_gcd(n.unsigned_abs(), d as u64) as i64;
        if g > 1 {
            Frac::Small(i128::from(n / g), i128::from(d / g))
        } else {
            Frac::Small(i128::from(n), i128::from(d))
        }
    }

    /// `a/b + c/d` in 64 bits, if nothing overflows.
    fn add64(a: i128, b: i128, c: i128, d: i128) -> Option<Frac> {
        let (a, b, c, d) = (
            i64::try_from(a).ok()?,
            i64::try_from(b).ok()?,
            i64::try_from(c).ok()?,
            i64::try_from(d).ok()?,
        );
        if b == d {
            return Some(Frac::new64(a.checked_add(c)?, b));
        }
        let g = binary_gcd(b as u64, d as u64) as i64;
        let (bg, dg) = (b / g, d / g);
        let n = a.checked_mul(dg)?.checked_add(c.checked_mul(bg)?)?;
        Some(Frac::new64(n, bg.checked_mul(d)?))
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
            if let Some(f) = Frac::add64(*a, *b, *c, *d) {
                return f;
            }
            if b == d {
                if let Some(n) = a.checked_add(*c) {
                    return Frac::new(n, *b);
                }
            } else {
                let g = gcd(*b, *d);
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

    /// The sum of many fractions. Small ones are added over their common
    /// denominator and reduced once at the end (one gcd per term rather than
    /// two): the opponents' averages add a dozen terms for every player on
    /// every edit.
    pub fn sum<'a>(terms: impl IntoIterator<Item = &'a Frac>) -> Frac {
        // Numerator and denominator not yet reduced; the denominator is the
        // lcm of those added so far.
        let (mut n, mut d) = (0i64, 1i64);
        let mut terms = terms.into_iter();
        while let Some(t) = terms.next() {
            if let Frac::Small(a, b) = t
                && let Some(next) = Frac::add_unreduced(n, d, *a, *b)
            {
                (n, d) = next;
                continue;
            }
            // Too large for 64 bits: the rest exactly, one term at a time.
            let first = Frac::new64(n, d).add(t);
            return terms.fold(first, |acc, t| acc.add(t));
        }
        Frac::new64(n, d)
    }

    /// `n/d + a/b` over the lcm of the denominators, unreduced; `None` when
    /// it does not fit 64 bits.
    fn add_unreduced(n: i64, d: i64, a: i128, b: i128) -> Option<(i64, i64)> {
        let (a, b) = (i64::try_from(a).ok()?, i64::try_from(b).ok()?);
        if b == d {
            return Some((n.checked_add(a)?, d));
        }
        let g = binary_gcd(d as u64, b as u64) as i64;
        let (dg, bg) = (d / g, b / g);
        let num = n.checked_mul(bg)?.checked_add(a.checked_mul(dg)?)?;
        Some((num, d.checked_mul(bg)?))
    }

    /// `self / k` for a whole `k > 0`.
    pub fn div_int(&self, k: i128) -> Frac {
        assert!(k > 0, "division by {k}");
        if let Frac::Small(n, d) = self {
            let g = gcd(*n, k);
            if let Some(den) = d.checked_mul(k / g) {
                return Frac::new(n / g, den);
            }
        }
        Frac::from_big(self.big() / BigRational::from_integer(BigInt::from(k)))
    }

    /// `self / other` for `other > 0`.
    pub fn div(&self, other: &Frac) -> Frac {
        assert!(*other > Frac::zero(), "division by {other:?}");
        if let (Frac::Small(a, b), Frac::Small(c, d)) = (self, other)
            && let (Some(n), Some(den)) = (a.checked_mul(*d), b.checked_mul(*c))
        {
            return Frac::new(n, den);
        }
        Frac::from_big(self.big() / other.big())
    }

    /// `self × k` for a whole `k`.
    pub fn mul_int(&self, k: i128) -> Frac {
        if let Frac::Small(n, d) = self {
            let g = gcd(*d, k);
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

    /// The smaller of the two.
    pub fn min(self, other: Frac) -> Frac {
        if other < self { other } else { self }
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

    /// Cut (towards zero for a non-negative value) to `decimals` decimal
    /// places, still exact: 0.7266 to 3 places is 0.726.
    pub fn truncate_to(&self, decimals: u32) -> Frac {
        let scale = BigInt::from(10u32).pow(decimals);
        let b = self.big();
        let q = (b.numer() * &scale).div_floor(b.denom());
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
            if *a >= 0 && *c >= 0 {
                return cmp_non_negative(*a, *b, *c, *d);
            }
        }
        self.big().cmp(&other.big())
    }
}

/// Greatest common divisor (non-negative), in 64 bits when the values fit:
/// ranking adds hundreds of thousands of fractions, and 128-bit division is
/// the slow part.
fn gcd(a: i128, b: i128) -> i128 {
    let (a, b) = (a.unsigned_abs(), b.unsigned_abs());
    if a <= u128::from(u64::MAX) && b <= u128::from(u64::MAX) {
        i128::from(binary_gcd(a as u64, b as u64))
    } else {
        let (mut a, mut b) = (a, b);
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a as i128
    }
}

fn binary_gcd(mut a: u64, mut b: u64) -> u64 {
    if a == 0 || b == 0 {
        return a | b;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

/// Compares `a/b` with `c/d` (all non-negative, denominators positive) by
/// continued fractions: no products, so no overflow and no allocation.
fn cmp_non_negative(mut a: i128, mut b: i128, mut c: i128, mut d: i128) -> Ordering {
    let mut flipped = false;
    loop {
        let (q1, q2) = (a / b, c / d);
        if q1 != q2 {
            let o = q1.cmp(&q2);
            return if flipped { o.reverse() } else { o };
        }
        let (r1, r2) = (a % b, c % d);
        let o = match (r1 == 0, r2 == 0) {
            (true, true) => return Ordering::Equal,
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            (false, false) => {
                // r1/b vs r2/d is the reverse of b/r1 vs d/r2.
                (a, b, c, d) = (b, r1, d, r2);
                flipped = !flipped;
                continue;
            }
        };
        return if flipped { o.reverse() } else { o };
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
    fn truncation_cuts_and_division_is_exact() {
        // Konami's printed form: 72.66 % is 726 in thousandths.
        assert_eq!(Frac::new(7266, 10000).truncate_to(3), Frac::new(726, 1000));
        assert_eq!(Frac::new(2, 3).truncate_to(3), Frac::new(666, 1000));
        assert_eq!(Frac::int(1).truncate_to(3), Frac::int(1));
        assert_eq!(
            Frac::new(169, 64).div(&Frac::new(313, 64)),
            Frac::new(169, 313)
        );
        assert_eq!(Frac::new(3, 4).min(Frac::int(1)), Frac::new(3, 4));
    }

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
    fn large_fractions_compare_without_overflow() {
        let big = i128::MAX / 7;
        let pairs = [
            ((big - 1, big), (big - 2, big - 1)),
            ((3, big), (2, big - 5)),
            ((big, 3), (big - 1, 3)),
            ((5, 7), (5, 7)),
        ];
        for ((a, b), (c, d)) in pairs {
            let exact = Frac::Small(a, b).big().cmp(&Frac::Small(c, d).big());
            assert_eq!(cmp_non_negative(a, b, c, d), exact, "{a}/{b} vs {c}/{d}");
            assert_eq!(cmp_non_negative(c, d, a, b), exact.reverse());
        }
    }

    proptest::proptest! {
        /// The one-gcd-per-term sum is the exact sum, small or overflowing.
        #[test]
        fn sum_is_the_exact_sum(
            terms in proptest::collection::vec((0i128..1_000_000, 1i128..100_000), 0..40),
            huge in proptest::bool::ANY,
        ) {
            let mut fracs: Vec<Frac> = terms.iter().map(|&(n, d)| Frac::new(n, d)).collect();
            if huge {
                fracs.push(Frac::new(1, i128::MAX / 3));
                fracs.push(Frac::new(2, 7));
            }
            let folded = fracs.iter().fold(Frac::zero(), |acc, f| acc.add(f));
            let summed = Frac::sum(&fracs);
            proptest::prop_assert_eq!(summed.big(), folded.big());
        }
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
