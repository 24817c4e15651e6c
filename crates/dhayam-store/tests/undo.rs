//! Undo takes back the last human move with the same throw, and the computer moves after it.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{play, play_out, players, setup};
use dhayam_core::{GameRecord, Phase, Seat, TurnStructure};
use dhayam_store::{SavedGame, undo_last_human_move};
use proptest::prelude::*;

/// Who moved each move of `record`.
fn movers(record: &GameRecord) -> Vec<Seat> {
    let mut game = dhayam_core::Game::new(&record.setup).unwrap();
    let (mut t, mut m) = (0, 0);
    let mut seats = Vec::new();
    loop {
        match game.phase() {
            Phase::AwaitingThrow(_) if t < record.throws.len() => {
                game.throw(record.throws[t]).unwrap();
                t += 1;
            }
            Phase::AwaitingMove(seat) if m < record.moves.len() => {
                seats.push(seat);
                game.play(record.moves[m]).unwrap();
                m += 1;
            }
            _ => return seats,
        }
    }
}

/// Checks one undo of `record` for `humans`, and returns the undone record.
fn check_undo(record: &GameRecord, humans: &[Seat]) -> Option<GameRecord> {
    let undone = undo_last_human_move(record, |s| humans.contains(&s));
    let movers = movers(record);
    let Some(undone) = undone else {
        assert!(
            movers.iter().all(|s| !humans.contains(s)),
            "a human move was not undone"
        );
        return None;
    };
    let m = undone.moves.len();
    // A prefix of the record, throws and moves.
    assert_eq!(undone.setup, record.setup);
    assert_eq!(undone.moves[..], record.moves[..m]);
    assert_eq!(undone.throws[..], record.throws[..undone.throws.len()]);
    // The move taken back was a person's, and every later move a computer's.
    assert!(humans.contains(&movers[m]));
    assert!(movers[m + 1..].iter().all(|s| !humans.contains(s)));
    // The same decision with the same throw: the person must move, and the move they made
    // is legal again.
    let game = undone.replay().unwrap();
    assert_eq!(game.phase(), Phase::AwaitingMove(movers[m]));
    assert!(game.legal_moves().contains(&record.moves[m]));
    let pool: Vec<u8> = game.pool().collect();
    assert!(pool.contains(&record.moves[m].value));
    if record.setup.rules.turn == TurnStructure::PerThrow {
        // One throw, one move: the pool is exactly the last throw kept.
        let last = undone.throws.last().unwrap();
        assert_eq!(pool, [last.value()]);
    }
    Some(undone)
}

#[test]
fn undo_restores_the_throw_and_removes_computer_moves() {
    for turn in [TurnStructure::PerThrow, TurnStructure::ThrowFirst] {
        let setup = setup(&[Seat::South, Seat::East, Seat::North], 4, turn);
        let game = play(&setup, 3, 120);
        let humans = [Seat::South];
        let mut record = game.record().clone();
        let mut undos = 0;
        // Undo again and again, back to the first human move.
        while let Some(undone) = check_undo(&record, &humans) {
            assert!(undone.moves.len() < record.moves.len());
            record = undone;
            undos += 1;
        }
        assert!(undos > 3, "{turn:?}: only {undos} undos");
        assert!(movers(&record).iter().all(|s| *s != Seat::South));
    }
}

#[test]
fn undo_in_a_saved_game_follows_the_setup_option() {
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let game = play(&setup, 9, 80);
    let players = players(&game, &[Seat::North]);
    let strict = SavedGame::new(game.clone(), players.clone(), false).unwrap();
    assert_eq!(strict.undo(), None);
    let relaxed = SavedGame::new(game, players, true).unwrap();
    let undone = relaxed.undo().unwrap();
    assert_eq!(undone.players(), relaxed.players());
    assert_eq!(
        undone.game().game().phase(),
        Phase::AwaitingMove(Seat::North)
    );
    assert!(undone.record().moves.len() < relaxed.record().moves.len());
}

#[test]
fn nothing_to_undo_without_a_human_move() {
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let game = play(&setup, 4, 0);
    assert_eq!(undo_last_human_move(game.record(), |_| true), None);
    let game = play_out(&setup, 4);
    assert_eq!(undo_last_human_move(game.record(), |_| false), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn undo_holds_in_random_games(
        seed in any::<u64>(),
        steps in 0usize..400,
        throw_first in any::<bool>(),
        humans in proptest::sample::subsequence(Seat::ALL.to_vec(), 0..=4),
    ) {
        let turn = if throw_first { TurnStructure::ThrowFirst } else { TurnStructure::PerThrow };
        let setup = setup(&Seat::ALL, 4, turn);
        let game = play(&setup, seed, steps);
        check_undo(game.record(), &humans);
    }
}
