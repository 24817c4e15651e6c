//! Four cowries: each shell lands mouth up or down with equal odds, so the values 1, 2, 3,
//! 4 and 8 come out 4, 6, 4, 1 and 1 times in 16 (RULES-5x5.md section 3).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::throw::{COWRIE_ODDS_IN_16, COWRIE_VALUES};
use dhayam_core::{Throw, ThrowKind};
use rand::SeedableRng as _;
use rand::rngs::Xoshiro256PlusPlus;

/// Chi-square of `counts` against `expected` counts.
fn chi_square(counts: &[u32], expected: &[f64]) -> f64 {
    counts
        .iter()
        .zip(expected)
        .map(|(&c, &e)| (f64::from(c) - e).powi(2) / e)
        .sum()
}

/// The value of a throw from its shells alone, as RULES-5x5.md section 3 says: the mouths
/// up, and 8 for none.
fn value_by_the_rulebook(shells: [bool; 4]) -> u8 {
    match shells.iter().filter(|&&up| up).count() {
        0 => 8,
        up => up as u8,
    }
}

#[test]
fn random_cowries_have_the_odds_of_four_fair_shells() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let n = 32_000u32;
    let mut values = [0u32; 5];
    let mut patterns = [0u32; 16];
    for _ in 0..n {
        let throw = ThrowKind::Cowries.random(&mut rng);
        let shells = throw.shells().expect("cowries have shells");
        assert_eq!(throw.value(), value_by_the_rulebook(shells));
        let slot = COWRIE_VALUES.iter().position(|&v| v == throw.value());
        values[slot.expect("a cowrie value")] += 1;
        let bits = shells
            .iter()
            .enumerate()
            .fold(0, |bits, (i, &up)| bits | usize::from(up) << i);
        patterns[bits] += 1;
    }
    // The values against 4:6:4:1:1, at the 1% critical value for 4 degrees of freedom.
    let expected: Vec<f64> = COWRIE_ODDS_IN_16
        .iter()
        .map(|&odds| f64::from(n) * f64::from(odds) / 16.0)
        .collect();
    let chi = chi_square(&values, &expected);
    assert!(chi < 13.28, "values: chi-square {chi:.1} over {values:?}");
    // Each of the 16 ways four shells can fall, equally often (15 degrees of freedom).
    let chi = chi_square(&patterns, &[f64::from(n) / 16.0; 16]);
    assert!(
        chi < 30.58,
        "patterns: chi-square {chi:.1} over {patterns:?}"
    );
}

#[test]
fn every_fall_of_the_shells_has_the_rulebook_value_and_reads_back_from_text() {
    for bits in 0u8..16 {
        let shells = [0, 1, 2, 3].map(|i| bits >> i & 1 == 1);
        let throw = Throw::from_shells(shells);
        assert_eq!(throw.kind(), ThrowKind::Cowries);
        assert_eq!(throw.value(), value_by_the_rulebook(shells));
        assert_eq!(throw.is_bonus(), matches!(throw.value(), 4 | 8));
        let text = ron::to_string(&throw).unwrap();
        assert_eq!(ron::from_str::<Throw>(&text).unwrap(), throw, "{text}");
    }
    // A shell is 0 or 1, nothing else.
    assert!(ron::from_str::<Throw>("(1, 0, 2, 0)").is_err());
}
