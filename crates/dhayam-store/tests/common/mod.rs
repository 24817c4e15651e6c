//! Games to save: random but seeded, stopped wherever a test needs.
#![allow(dead_code)]

use dhayam_ai::Level;
use dhayam_core::{Dice, HouseRules, Phase, RecordedGame, Seat, Setup, TurnStructure};
use dhayam_store::{PlayerKind, SavedGame, SeatPlayer};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

/// Plays a seeded random game of `setup` for at most `steps` throws and moves.
pub fn play(setup: &Setup, seed: u64, steps: usize) -> RecordedGame {
    let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(seed));
    let mut game = RecordedGame::new(setup).expect("valid setup");
    for _ in 0..steps {
        match game.game().phase() {
            Phase::AwaitingThrow(_) => {
                let kind = setup.variant.throw_kind();
                game.throw(dice.throw(kind)).expect("throw taken");
            }
            Phase::AwaitingMove(_) => {
                let moves = game.game().legal_moves();
                let mv = moves[dice.pick(moves.len())];
                game.play(mv).expect("legal move");
            }
            Phase::Finished => break,
        }
    }
    game
}

/// Plays a seeded random game to its end.
pub fn play_out(setup: &Setup, seed: u64) -> RecordedGame {
    play(setup, seed, usize::MAX)
}

/// A setup with `seats`, `pawns` pawns and the turn structure `turn`.
pub fn setup(seats: &[Seat], pawns: u8, turn: TurnStructure) -> Setup {
    Setup::new(seats.iter().copied())
        .with_pawns(pawns)
        .with_rules(HouseRules {
            turn,
            ..HouseRules::CLASSIC
        })
}

/// Players for every seat of `game`: people at the seats in `humans`, computers elsewhere.
pub fn players(game: &RecordedGame, humans: &[Seat]) -> Vec<SeatPlayer> {
    game.game()
        .seats()
        .iter()
        .map(|&seat| {
            if humans.contains(&seat) {
                SeatPlayer::new(seat, format!("Player {seat}"), PlayerKind::Human)
            } else {
                SeatPlayer::new(
                    seat,
                    format!("Computer {seat}"),
                    PlayerKind::Computer(Level::Hard),
                )
            }
        })
        .collect()
}

/// A saved game of `game` with people everywhere, started at a fixed time.
pub fn saved(game: RecordedGame) -> SavedGame {
    let seats = game.game().seats().to_vec();
    let players = players(&game, &seats);
    SavedGame::with_start(game, players, true, 1_780_000_000).expect("valid players")
}

/// A valid save of a game in the middle, as text.
pub fn sample_save_text() -> String {
    let setup = setup(
        &[Seat::South, Seat::East, Seat::North],
        4,
        TurnStructure::ThrowFirst,
    );
    saved(play(&setup, 11, 60)).to_ron().unwrap()
}
