//! The shipped value network: it loads, its chances add up, and its outputs for fixed
//! positions are pinned, so a new weights file fails here until the pins are renewed on
//! purpose (the failure prints the new pins).

#![allow(clippy::unwrap_used)]

use dhayam_ai::ValueNet;
use dhayam_core::{EntryRule, Game, GateRule, HouseRules, Preset, Seat, Setup, Throw, TurnOrder};

/// A game at `seats` under `rules` after each of `values` is thrown, the first legal move
/// played after each.
fn game_after(seats: &[Seat], rules: HouseRules, pawns: u8, values: &[u8]) -> Game {
    let setup = Setup::new(seats.iter().copied())
        .with_rules(rules)
        .with_pawns(pawns);
    let mut game = Game::new(&setup).unwrap();
    for &value in values {
        while let Some(&mv) = game.legal_move_slice().last() {
            game.play(mv).unwrap();
        }
        if game.is_over() {
            break;
        }
        game.throw(Throw::with_value(value).unwrap()).unwrap();
    }
    game
}

/// The positions pinned: every table size, both turn structures, both gate rules, both
/// directions, both entry rules, 4 to 6 pawns, early and late.
fn pinned_positions() -> Vec<Game> {
    let classic = Preset::Classic.rules();
    let traditional = Preset::Traditional.rules();
    let odd = HouseRules {
        entry: EntryRule::OneOnly,
        gate: GateRule::Wait,
        order: TurnOrder::Clockwise,
        ..classic
    };
    let long: Vec<u8> = (0..90)
        .map(|i| [1, 5, 3, 12, 2, 1, 4, 6, 5][i % 9])
        .collect();
    let two = [Seat::South, Seat::North];
    let three = [Seat::South, Seat::East, Seat::North];
    vec![
        game_after(&two, classic, 4, &[1]),
        game_after(&two, classic, 4, &long[..40]),
        game_after(&two, traditional, 5, &long[..60]),
        game_after(&three, odd, 6, &long[..50]),
        game_after(&Seat::ALL, classic, 4, &long),
        game_after(&Seat::ALL, traditional, 4, &long[..70]),
    ]
}

/// The shipped network's chances for [`pinned_positions`], by seat index.
const PINS: [[f32; 4]; 6] = [
    [0.503_731, 0.0, 0.496_269, 0.0],
    [0.484_667_3, 0.0, 0.515_332_76, 0.0],
    [0.559_052_94, 0.0, 0.440_947_1, 0.0],
    [0.521_389_54, 0.272_160_47, 0.206_450_02, 0.0],
    [0.118_097_15, 0.306_723_45, 0.390_390_93, 0.184_788_4],
    [0.183_780_43, 0.283_659_07, 0.339_684_75, 0.192_875_74],
];

#[test]
fn shipped_weights_load_and_are_not_blank() {
    let text = include_str!("../data/value-net.txt");
    let net = ValueNet::parse(text).expect("data/value-net.txt is malformed");
    assert_eq!(&net, ValueNet::shipped());
    assert_ne!(net, ValueNet::zero(), "the shipped network is all zeros");
}

#[test]
fn chances_add_up_to_one_over_the_racers() {
    for game in pinned_positions() {
        let chances = ValueNet::shipped().chances(&game);
        let sum: f32 = chances.iter().sum();
        assert!((sum - 1.0).abs() < 1e-4, "{chances:?}");
        for seat in Seat::ALL {
            let chance = chances[seat.index()];
            if !game.is_seated(seat) || game.is_finished(seat) {
                assert!(chance.abs() < f32::EPSILON, "{seat:?}: {chances:?}");
            } else {
                assert!((0.0..=1.0).contains(&chance), "{chances:?}");
            }
        }
    }
}

#[test]
fn outputs_for_fixed_positions_are_pinned() {
    let found: Vec<[f32; 4]> = pinned_positions()
        .iter()
        .map(|game| ValueNet::shipped().chances(game))
        .collect();
    let matches = found
        .iter()
        .zip(&PINS)
        .all(|(a, b)| a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-5));
    let renewed: Vec<String> = found
        .iter()
        .map(|c| format!("    [{:?}, {:?}, {:?}, {:?}],", c[0], c[1], c[2], c[3]))
        .collect();
    assert!(
        matches,
        "the shipped network's outputs changed; if on purpose, renew PINS:\n{}",
        renewed.join("\n")
    );
}
