//! `Game::cut_by` names exactly the pawn that playing the move cuts, under every rule set.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::{Dice, Event, Game, Phase, Preset, Seat, Setup};
use rand::SeedableRng as _;
use rand::rngs::Xoshiro256PlusPlus;

#[test]
fn cut_by_agrees_with_playing_the_move() {
    let mut cuts = 0;
    let mut checked = 0;
    let tables: [&[Seat]; 3] = [
        &[Seat::South, Seat::North],
        &[Seat::South, Seat::East, Seat::North],
        &Seat::ALL,
    ];
    for (n, seats) in tables.into_iter().enumerate() {
        for preset in Preset::ALL {
            let setup = Setup::new(seats.to_vec()).with_rules(preset.rules());
            let mut game = Game::new(&setup).unwrap();
            let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(n as u64 + 40));
            while game.phase() != Phase::Finished {
                if let Phase::AwaitingThrow(_) = game.phase() {
                    game.throw(dice.roll()).unwrap();
                    continue;
                }
                let moves = game.legal_moves();
                for &mv in &moves {
                    let mut copy = game.clone();
                    let cut = copy.play(mv).unwrap().into_iter().find_map(|e| match e {
                        Event::Cut { pawn, .. } => Some(pawn),
                        _ => None,
                    });
                    assert_eq!(game.cut_by(mv), cut, "{mv:?} in\n{game}");
                    cuts += usize::from(cut.is_some());
                    checked += 1;
                }
                game.play(moves[dice.pick(moves.len())]).unwrap();
            }
        }
    }
    assert!(cuts > 20, "only {cuts} cutting moves among {checked}");
}

#[test]
fn a_move_that_is_not_legal_cuts_nothing() {
    let mut game = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
    game.throw(dhayam_core::Throw::with_value(1).unwrap())
        .unwrap();
    let mut mv = game.legal_moves()[0];
    mv.to += 1;
    assert_eq!(game.cut_by(mv), None);
}
