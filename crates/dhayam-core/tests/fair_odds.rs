//! Fair throws: digests and keys as text, and the odds of a throw made from links.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::ThrowKind;
use dhayam_core::fair::{Digest, Part, PlayerKey, throw_from};
use rand::SeedableRng as _;
use rand::rngs::Xoshiro256PlusPlus;

#[test]
fn digests_and_keys_read_back_from_text_and_refuse_anything_else() {
    let d = Digest([0x5A; 32]);
    assert_eq!(Digest::from_hex(&d.to_hex()), Some(d));
    assert_eq!(Digest::from_hex("ab"), None);
    assert_eq!(Digest::from_hex(&"zz".repeat(32)), None);
    let json = serde_json::to_string(&d).unwrap();
    assert_eq!(serde_json::from_str::<Digest>(&json).unwrap(), d);
    assert!(serde_json::from_str::<Digest>("\"00\"").is_err());
    let key = PlayerKey([0xC3; 32]);
    assert_eq!(PlayerKey::from_hex(&key.to_hex()), Some(key));
    assert_eq!(key.short(), "c3c3c3c3c3");
    assert_eq!(PlayerKey::from_hex(&"c3".repeat(31)), None);
}

/// The sixteen face pairs come out equally often: chi-square over 16,000 throws, each
/// from the random links of two contributors, against the 1% critical value for 15
/// degrees of freedom (30.58).
#[test]
fn throws_have_the_exact_odds_of_two_fair_long_dice() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let game = Digest([3; 32]);
    let mut counts = [0u32; 16];
    let n = 16_000u32;
    for i in 0..n {
        let parts = random_parts::<2>(&mut rng);
        let [a, b] = throw_from(ThrowKind::LongDice, &game, i, &parts).faces();
        counts[usize::from(a * 4 + b)] += 1;
    }
    let expected = f64::from(n) / 16.0;
    let chi: f64 = counts
        .iter()
        .map(|&c| (f64::from(c) - expected).powi(2) / expected)
        .sum();
    assert!(chi < 30.58, "chi-square {chi:.1} over {counts:?}");
}

/// On the 5x5 board the same links make four cowries: all sixteen falls of the shells
/// come out equally often (chi-square over 16,000 throws against 30.58, the 1% critical
/// value for 15 degrees of freedom), each throw is a cowrie throw, and its values come
/// as RULES-5x5.md gives their odds.
#[test]
fn throws_from_links_are_fair_cowries_on_the_small_board() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2027);
    let game = Digest([5; 32]);
    let mut counts = [0u32; 16];
    let mut values = [0u32; 9];
    let n = 16_000u32;
    for i in 0..n {
        let parts = random_parts::<3>(&mut rng);
        let throw = throw_from(ThrowKind::Cowries, &game, i, &parts);
        assert_eq!(throw.kind(), ThrowKind::Cowries);
        let shells = throw.shells().unwrap();
        let fall = shells
            .iter()
            .enumerate()
            .map(|(k, up)| usize::from(*up) << k)
            .sum::<usize>();
        counts[fall] += 1;
        values[usize::from(throw.value())] += 1;
    }
    let expected = f64::from(n) / 16.0;
    let chi: f64 = counts
        .iter()
        .map(|&c| (f64::from(c) - expected).powi(2) / expected)
        .sum();
    assert!(chi < 30.58, "chi-square {chi:.1} over {counts:?}");
    // Values 1, 2, 3, 4 and 8 come 4, 6, 4, 1 and 1 times in 16 (RULES-5x5.md).
    for (value, in_16) in [(1, 4.0), (2, 6.0), (3, 4.0), (4, 1.0), (8, 1.0)] {
        let share = f64::from(values[value]) / f64::from(n) * 16.0;
        assert!(
            (share - in_16).abs() < in_16 * 0.15 + 0.1,
            "value {value}: {share:.2} in 16, not {in_16}"
        );
    }
}

/// The parts of `N` contributors, numbered from 0, each with a random link.
fn random_parts<const N: usize>(rng: &mut Xoshiro256PlusPlus) -> [Part; N] {
    use rand::Rng as _;
    std::array::from_fn(|by| {
        let mut link = Digest([0; 32]);
        rng.fill_bytes(&mut link.0);
        Part {
            by: by as u16,
            link,
        }
    })
}
