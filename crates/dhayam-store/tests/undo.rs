//! Undo takes back the last human move with the same throw, and the computer moves after it.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{play, play_out, players, setup};
use dhayam_core::{GameRecord, Phase, RecordedGame, ReplayError, Seat, TurnStructure};
use dhayam_store::{Replay, SavedGame, last_human_move, undo_last_human_move};
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
    let undone = undo_last_human_move(record, |s| humans.contains(&s)).unwrap();
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
    assert_eq!(undo_last_human_move(game.record(), |_| true), Ok(None));
    let game = play_out(&setup, 4);
    assert_eq!(undo_last_human_move(game.record(), |_| false), Ok(None));
}

/// Undo as it was written before the replay driver (kept as the reference).
fn reference_undo(record: &GameRecord, is_human: impl Fn(Seat) -> bool) -> Option<GameRecord> {
    let mut game = dhayam_core::Game::new(&record.setup).ok()?;
    let (mut t, mut m) = (0, 0);
    let mut cut: Option<(usize, usize)> = None;
    loop {
        match game.phase() {
            Phase::AwaitingThrow(_) => {
                let Some(&throw) = record.throws.get(t) else {
                    break;
                };
                game.throw_with(throw, |_| {}).ok()?;
                t += 1;
            }
            Phase::AwaitingMove(seat) => {
                let Some(&mv) = record.moves.get(m) else {
                    break;
                };
                if is_human(seat) {
                    cut = Some((t, m));
                }
                game.play_with(mv, |_| {}).ok()?;
                m += 1;
            }
            Phase::Finished => break,
        }
    }
    if t < record.throws.len() || m < record.moves.len() {
        return None;
    }
    let (t, m) = cut?;
    Some(GameRecord {
        setup: record.setup.clone(),
        throws: record.throws[..t].to_vec(),
        moves: record.moves[..m].to_vec(),
    })
}

#[test]
fn a_record_that_does_not_replay_is_an_error_not_nothing_to_undo() {
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let game = play(&setup, 4, 60);
    let mut record = game.record().clone();
    record.moves.push(record.moves[0]);
    record.moves.push(record.moves[0]);
    assert!(matches!(
        undo_last_human_move(&record, |_| true),
        Err(ReplayError::Unused { .. } | ReplayError::Move { .. })
    ));
    assert_eq!(reference_undo(&record, |_| true), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Undo through the replay driver equals the old undo; a saved game's undo is the
    /// same record, and `undo_with` hands over exactly the steps of the undone game.
    #[test]
    fn undo_matches_the_old_undo_and_hands_over_the_steps(
        seed in any::<u64>(),
        steps in 0usize..300,
        throw_first in any::<bool>(),
        humans in proptest::sample::subsequence(Seat::ALL.to_vec(), 0..=4),
    ) {
        let turn = if throw_first { TurnStructure::ThrowFirst } else { TurnStructure::PerThrow };
        let setup = setup(&Seat::ALL, 4, turn);
        let game = play(&setup, seed, steps);
        let is_human = |s: Seat| humans.contains(&s);
        let want = reference_undo(game.record(), is_human);
        let got = undo_last_human_move(game.record(), is_human).unwrap();
        prop_assert_eq!(&got, &want);
        let cut = last_human_move(game.record(), is_human).unwrap();
        prop_assert_eq!(cut, want.as_ref().map(|r| (r.throws.len(), r.moves.len())));

        let saved = SavedGame::new(game.clone(), players(&game, &humans), true).unwrap();
        let mut handed = Vec::new();
        let undone = saved.undo_with(|step, _| handed.push(step.clone()));
        prop_assert_eq!(&undone, &saved.undo());
        match (undone, want) {
            (Some(undone), Some(want)) => {
                prop_assert_eq!(undone.record(), &want);
                prop_assert_eq!(undone.game(), &RecordedGame::from_record(want.clone()).unwrap());
                let replay = Replay::new(&want).unwrap();
                prop_assert_eq!(&handed[..], replay.steps());
            }
            (None, None) => prop_assert!(handed.is_empty()),
            (got, want) => prop_assert!(false, "undo gave {:?}, the old undo {:?}", got, want),
        }
    }

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
