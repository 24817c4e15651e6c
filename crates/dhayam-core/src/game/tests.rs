//! Unit tests of the game's private parts.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use super::*;
use crate::{Dice, Preset, ThrowKind, Variant};

/// A throw-first pool holds at most 255 throws of one value; one more is refused and
/// the game is left as it was.
#[test]
fn an_overfull_pool_is_refused_and_changes_nothing() {
    let setup = Setup::new([Seat::South, Seat::North]).with_rules(Preset::Traditional.rules());
    let mut game = Game::new(&setup).expect("valid setup");
    let twelve = Throw::from_faces(0, 0).expect("faces");
    for _ in 0..255 {
        game.throw(twelve).expect("room in the pool");
    }
    let before = game.clone();
    assert_eq!(game.throw(twelve), Err(GameError::PoolFull(12)));
    assert_eq!(game, before);
    assert_eq!(game.pool().count(), 255);
}

/// The game only looks for a frozen board under gate=wait; this checks the reason:
/// under every other rule combination, random games never freeze, on either board.
#[test]
fn frozen_board_needs_wait() {
    let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(7));
    let tables = [
        (Variant::Dhayam, 4),
        (Variant::Dhayam, 6),
        (Variant::Thayam, 4),
    ];
    let small = HouseRules::all_small_board_combinations().map(|r| (r, Variant::Thayam, 4));
    let combinations = HouseRules::all_combinations()
        .flat_map(|rules| tables.map(|(variant, pawns)| (rules, variant, pawns)))
        .chain(small);
    for (rules, variant, pawns) in combinations {
        let setup = Setup::new(Seat::ALL)
            .with_variant(variant)
            .with_pawns(pawns)
            .with_rules(rules);
        let mut game = Game::new(&setup).expect("valid setup");
        while !game.is_over() {
            if game.stage == Stage::Throwing {
                let throw = variant.throw_kind().random(dice.rng());
                game.throw_with(throw, |_| {}).expect("throw");
            } else {
                let moves = game.legal_moves();
                let mv = moves[dice.rng().random_range(0..moves.len())];
                game.play_with(mv, |_| {}).expect("legal move");
                if game.is_frozen() {
                    assert_eq!(rules.gate, GateRule::Wait, "froze under {rules:?}");
                }
            }
        }
    }
    // Classic rules are one of the combinations: the claim was exercised on them.
    assert!(HouseRules::all_combinations().any(|r| r == Preset::Classic.rules()));
}

/// The 7x7 board throws long dice: cowries are refused, with both kinds named, and the
/// game is left as it was.
#[test]
fn cowries_are_refused_on_the_long_dice_board() {
    let mut game = Game::new(&Setup::new([Seat::South, Seat::North])).expect("valid setup");
    let before = game.clone();
    let error = game
        .throw(Throw::from_shells([true, false, false, false]))
        .expect_err("cowries on the 7x7 board");
    assert_eq!(
        error,
        GameError::WrongThrow {
            expected: ThrowKind::LongDice,
            got: ThrowKind::Cowries
        }
    );
    assert_eq!(
        error.to_string(),
        "this board throws two long dice, not four cowries"
    );
    assert_eq!(game, before);
}

/// The 5x5 board throws cowries: the long dice are refused the same way.
#[test]
fn long_dice_are_refused_on_the_cowrie_board() {
    let setup = Setup::new([Seat::South, Seat::North]).with_variant(Variant::Thayam);
    let mut game = Game::new(&setup).expect("valid setup");
    let before = game.clone();
    let error = game
        .throw(Throw::from_faces(1, 2).expect("faces"))
        .expect_err("long dice on the 5x5 board");
    assert_eq!(
        error,
        GameError::WrongThrow {
            expected: ThrowKind::Cowries,
            got: ThrowKind::LongDice
        }
    );
    assert_eq!(game, before);
}

/// The pool's mask has a bit for exactly the slots that hold a value, whatever the counts
/// (1, 127, 128 and 255 among them: the bytes whose top bit the trick reads).
#[test]
fn the_pooled_mask_marks_exactly_the_slots_with_values() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    let counts = [0u8, 0, 0, 1, 2, 127, 128, 255];
    for _ in 0..20_000 {
        let mut pool = [0u8; 8];
        for n in pool.iter_mut().take(7) {
            *n = counts[rng.random_range(0..counts.len())];
        }
        let expected = (0..8).fold(0u8, |mask, slot| mask | u8::from(pool[slot] > 0) << slot);
        assert_eq!(pooled_slots(pool), expected, "{pool:?}");
    }
}

/// Pawns start in yards on the 7x7 board, and on the 5x5 board only under `start=yard`:
/// where every pawn of a new game stands says so.
#[test]
fn pawns_start_in_yards_where_the_board_and_its_rules_put_them() {
    let small = Variant::Thayam.default_rules();
    for (variant, rules, yards) in [
        (Variant::Dhayam, HouseRules::CLASSIC, true),
        (Variant::Thayam, small, false),
        (
            Variant::Thayam,
            HouseRules {
                start: crate::Start::Yard,
                ..small
            },
            true,
        ),
    ] {
        let setup = Setup::new(Seat::ALL)
            .with_variant(variant)
            .with_rules(rules);
        let game = Game::new(&setup).expect("valid setup");
        assert_eq!(game.starts_in_yards(), yards, "{variant} {rules:?}");
        let all_in_yards = game.seats().iter().all(|&seat| game.yard_count(seat) == 4);
        assert_eq!(all_in_yards, yards, "{variant} {rules:?}");
    }
}
