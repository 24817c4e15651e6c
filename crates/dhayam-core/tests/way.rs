//! `Game::way_to_centre` and `Game::reach`: a pawn's way and its landing squares come from
//! the rules, agreeing with the path and with the legal moves.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use dhayam_core::path::{CENTRE_INDEX, GATE_APPROACH, LAST_OUTER};
use dhayam_core::square::CENTRE;
use dhayam_core::{Dice, Game, PawnId, Phase, Reach, Seat, Setup, Throw};
use rand::SeedableRng as _;
use rand::rngs::Xoshiro256PlusPlus;

fn two_players() -> Game {
    Game::new(&Setup::new([Seat::South, Seat::North])).unwrap()
}

const RED_1: PawnId = PawnId {
    seat: Seat::South,
    number: 0,
};

#[test]
fn a_pawn_in_the_yard_has_its_whole_path_ahead() {
    let game = two_players();
    let way = game.way_to_centre(RED_1);
    assert_eq!(way.len(), usize::from(CENTRE_INDEX) + 1);
    assert_eq!(way.first(), Some(&Seat::South.home()));
    assert_eq!(way.last(), Some(&CENTRE));
    let whole: Vec<_> = Seat::South.path().collect();
    assert_eq!(way, whole);
}

#[test]
fn an_entered_pawn_has_the_rest_of_its_path_ahead() {
    let mut game = two_players();
    game.throw(Throw::with_value(1).unwrap()).unwrap();
    let enter = game.legal_moves().iter().find(|m| m.pawn == 0).copied();
    game.play(enter.unwrap()).unwrap();
    let way = game.way_to_centre(RED_1);
    assert_eq!(way.len(), usize::from(CENTRE_INDEX));
    assert_eq!(way.first().copied(), Seat::South.path_square(1));
    assert_eq!(way.last(), Some(&CENTRE));
    let absent = PawnId {
        seat: Seat::East,
        number: 0,
    };
    assert!(game.way_to_centre(absent).is_empty(), "East is not seated");
}

#[test]
fn before_a_throw_a_pawn_in_the_yard_reaches_home_only_by_entering() {
    let game = two_players();
    let reach = game.reach(RED_1);
    assert!(!reach.is_empty());
    for Reach { value, square } in reach {
        assert_eq!(square, Seat::South.home(), "a {value} can only enter it");
    }
    assert!(
        game.reach(RED_1).iter().all(|r| r.value != 2),
        "a 2 never enters"
    );
}

/// Every reach of the mover's pawns is one of its legal moves and every legal move is
/// some pawn's reach, through a whole game.
#[test]
fn reach_agrees_with_the_legal_moves_through_a_game() {
    let mut game = two_players();
    let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(15));
    let mut checked = 0;
    while game.phase() != Phase::Finished {
        let Phase::AwaitingMove(seat) = game.phase() else {
            game.throw(dice.roll()).unwrap();
            continue;
        };
        let moves = game.legal_moves();
        for number in 0..game.pawns_per_player() {
            let pawn = PawnId { seat, number };
            let mut expected: Vec<Reach> = moves
                .iter()
                .filter(|m| m.pawn == number)
                .map(|m| Reach {
                    value: m.value,
                    square: seat.path_square(m.to).unwrap(),
                })
                .collect();
            expected.dedup_by_key(|r| r.value);
            assert_eq!(game.reach(pawn), expected, "{pawn:?} in\n{game}");
            checked += expected.len();
        }
        game.play(moves[dice.pick(moves.len())]).unwrap();
    }
    assert!(checked > 100, "only {checked} reaches checked");
}

#[test]
fn a_pawn_stands_before_its_gate_on_the_last_squares_of_its_outer_ring() {
    let setup = Setup::new([Seat::South, Seat::North]);
    let first = LAST_OUTER + 1 - GATE_APPROACH;
    for index in 0..CENTRE_INDEX {
        // Inside the gate only after a cut.
        let cut: &[Seat] = if index > LAST_OUTER {
            &[Seat::South]
        } else {
            &[]
        };
        let game = common::position(&setup, &[(Seat::South, &[i32::from(index)])], cut);
        let before = (first..=LAST_OUTER).contains(&index);
        assert_eq!(game.before_gate(RED_1), before, "index {index}");
        // From there, and only from there, a value of 1 to 6 would pass the gate.
        let passes = (1..=6).any(|v| index <= LAST_OUTER && index + v > LAST_OUTER);
        assert_eq!(before, passes, "index {index}");
    }
    let in_yard = common::position(&setup, &[(Seat::South, &[-1, 20])], &[]);
    assert!(!in_yard.before_gate(RED_1));
    let second = PawnId {
        seat: Seat::South,
        number: 1,
    };
    assert!(in_yard.before_gate(second));
    let not_seated = PawnId {
        seat: Seat::East,
        number: 0,
    };
    assert!(!in_yard.before_gate(not_seated));
}
