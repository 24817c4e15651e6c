//! `Game::why_stuck` and `Game::why_lost`: a pawn is stuck with a value exactly when the
//! rules give it no move with that value, and the reason is the rule that stops it.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::path::CENTRE_INDEX;
use dhayam_core::{
    Dice, Game, GameState, GateRule, HouseRules, PawnPlace, Phase, Seat, Setup, StatePhase, Stuck,
    Throw,
};
use rand::SeedableRng as _;
use rand::rngs::Xoshiro256PlusPlus;

const VALUES: [u8; 7] = [1, 2, 3, 4, 5, 6, 12];

/// A two-player game (South and North, four pawns) with South's pawns at `south`, North's
/// all in the yard, South to throw; `opened` and `has_cut` as given.
fn south_with(rules: HouseRules, south: [PawnPlace; 4], opened: bool, has_cut: bool) -> Game {
    let setup = Setup::new([Seat::South, Seat::North]).with_rules(rules);
    let mut state = GameState::from(&Game::new(&setup).unwrap());
    state.players[0].pawns = south.to_vec();
    state.players[0].opened = opened;
    state.players[0].has_cut = has_cut;
    state.turn = Seat::South;
    state.phase = StatePhase::AwaitingThrow;
    Game::try_from(state).unwrap()
}

use PawnPlace::{Path, Yard};

#[test]
fn a_pawn_in_the_yard_needs_a_one_and_after_the_first_a_five_too() {
    let game = south_with(HouseRules::CLASSIC, [Yard; 4], false, false);
    assert_eq!(game.why_stuck(Seat::South, 0, 1), None);
    assert_eq!(
        game.why_stuck(Seat::South, 0, 5),
        Some(Stuck::NeedsEntry { five_enters: false }),
        "the first pawn needs a 1"
    );
    let opened = south_with(
        HouseRules::CLASSIC,
        [Path(3), Yard, Yard, Yard],
        true,
        false,
    );
    assert_eq!(opened.why_stuck(Seat::South, 1, 5), None, "a 5 enters now");
    assert_eq!(
        opened.why_stuck(Seat::South, 1, 2),
        Some(Stuck::NeedsEntry { five_enters: true })
    );
    let one_only = HouseRules {
        entry: dhayam_core::EntryRule::OneOnly,
        ..HouseRules::CLASSIC
    };
    let strict = south_with(one_only, [Path(3), Yard, Yard, Yard], true, false);
    assert_eq!(
        strict.why_stuck(Seat::South, 1, 5),
        Some(Stuck::NeedsEntry { five_enters: false })
    );
}

#[test]
fn a_pawn_may_not_land_on_its_own_pawn_on_a_plain_square_but_may_on_a_cross() {
    let game = south_with(
        HouseRules::CLASSIC,
        [Path(2), Path(5), Path(4), Yard],
        true,
        false,
    );
    assert_eq!(
        game.why_stuck(Seat::South, 0, 3),
        Some(Stuck::OwnPawn { on: 1 }),
        "square 5 holds pawn 2"
    );
    // Path index 6 is a cross: pawns share it.
    assert_eq!(game.why_stuck(Seat::South, 2, 2), None);
}

#[test]
fn the_gate_shuts_only_under_wait_and_only_before_a_cut() {
    let wait = HouseRules {
        gate: GateRule::Wait,
        ..HouseRules::CLASSIC
    };
    let before = [Path(22), Yard, Yard, Yard];
    let game = south_with(wait, before, true, false);
    assert_eq!(game.why_stuck(Seat::South, 0, 3), Some(Stuck::GateShut));
    assert_eq!(
        game.why_stuck(Seat::South, 0, 1),
        None,
        "23 is still outside"
    );
    let cut = south_with(wait, before, true, true);
    assert_eq!(cut.why_stuck(Seat::South, 0, 3), None, "the gate is open");
    let circle = south_with(HouseRules::CLASSIC, before, true, false);
    assert_eq!(
        circle.why_stuck(Seat::South, 0, 3),
        None,
        "it circles again"
    );
}

#[test]
fn the_centre_takes_an_exact_throw_and_a_pawn_there_is_done() {
    let game = south_with(
        HouseRules::CLASSIC,
        [Path(45), Path(CENTRE_INDEX), Yard, Yard],
        true,
        true,
    );
    assert_eq!(game.why_stuck(Seat::South, 0, 3), None);
    assert_eq!(
        game.why_stuck(Seat::South, 0, 4),
        Some(Stuck::PastCentre { left: 3 })
    );
    assert_eq!(game.why_stuck(Seat::South, 1, 1), Some(Stuck::AtCentre));
    assert_eq!(
        game.why_stuck(Seat::South, 9, 1),
        Some(Stuck::NoSuchPawn),
        "four pawns"
    );
    assert_eq!(game.why_stuck(Seat::South, 0, 7), Some(Stuck::NoSuchPawn));
    assert_eq!(game.why_stuck(Seat::East, 0, 1), Some(Stuck::NoSuchPawn));
    // A 12 is lost: pawn 1 would pass the centre and the yard needs a 1 or a 5.
    let lost = game.why_lost(Seat::South, 12);
    assert_eq!(
        lost,
        [
            (0, Stuck::PastCentre { left: 3 }),
            (2, Stuck::NeedsEntry { five_enters: true }),
            (3, Stuck::NeedsEntry { five_enters: true })
        ]
    );
    assert!(game.why_lost(Seat::South, 3).is_empty(), "a 3 is played");
}

/// Through whole random games under every gate and entry rule: every pawn of every seat
/// is stuck with a value exactly when no legal move of that value moves it, and a value
/// is lost (`why_lost` names a reason) exactly when no pawn can spend it.
#[test]
fn stuck_agrees_with_the_legal_moves_through_random_games() {
    let mut checked = 0;
    // Every entry, turn and gate rule, each with two seeds.
    let rules: Vec<HouseRules> = HouseRules::all_combinations()
        .filter(|r| r.order == dhayam_core::TurnOrder::CounterClockwise && r.play_on)
        .collect();
    for (seed, rules) in (0..16u64).zip(rules.into_iter().cycle()) {
        let setup = Setup::new(Seat::ALL).with_rules(rules);
        let mut game = Game::new(&setup).unwrap();
        let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(seed));
        while game.phase() != Phase::Finished {
            for &seat in game.seats() {
                for value in VALUES {
                    let moves = game.moves_for_value(seat, value);
                    for number in 0..game.pawns_per_player() {
                        let can = moves.iter().any(|m| m.pawn == number);
                        let stuck = game.why_stuck(seat, number, value);
                        assert_eq!(stuck.is_none(), can, "{seat:?} {number} {value}\n{game}");
                        checked += 1;
                    }
                    if !game.is_finished(seat) {
                        assert_eq!(game.why_lost(seat, value).is_empty(), !moves.is_empty());
                    }
                }
            }
            if let Phase::AwaitingMove(_) = game.phase() {
                let moves = game.legal_moves();
                game.play(moves[dice.pick(moves.len())]).unwrap();
            } else {
                let throw: Throw = dice.roll();
                game.throw(throw).unwrap();
            }
        }
    }
    assert!(checked > 100_000, "only {checked} checked");
}
