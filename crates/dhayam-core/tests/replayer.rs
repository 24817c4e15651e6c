//! The replay driver against the replay loop it replaced: random records, whole, cut short
//! or tampered with, give the same steps, the same game and the same typed errors through
//! every way of replaying ([`Replayer`], [`GameRecord::replay_with`] and
//! [`RecordedGame::from_record_with`]).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::{
    Action, Dice, Event, Game, GameRecord, HouseRules, Move, Phase, RecordedGame, ReplayError,
    ReplayStep, Replayer, Seat, Setup, Throw, TurnStructure,
};
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

/// The replay loop as it was written before the driver (kept here as the reference): the
/// steps replayed, and the game or the error. On an error, the game as it stood.
fn reference(record: &GameRecord) -> (Vec<ReplayStep>, Result<Game, (ReplayError, Game)>) {
    let mut steps = Vec::new();
    let mut game = match Game::new(&record.setup) {
        Ok(game) => game,
        Err(e) => {
            // No game at all: compare the error only.
            let any = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
            return (steps, Err((ReplayError::Setup(e), any)));
        }
    };
    let (mut t, mut m) = (0, 0);
    loop {
        let step = match game.phase() {
            Phase::AwaitingThrow(seat) => {
                let Some(&throw) = record.throws.get(t) else {
                    break;
                };
                let events = match game.throw(throw) {
                    Ok(events) => events,
                    Err(error) => {
                        return (steps, Err((ReplayError::Throw { index: t, error }, game)));
                    }
                };
                t += 1;
                ReplayStep {
                    action: Action::Throw(seat, throw),
                    events,
                }
            }
            Phase::AwaitingMove(seat) => {
                let Some(&mv) = record.moves.get(m) else {
                    break;
                };
                let events = match game.play(mv) {
                    Ok(events) => events,
                    Err(error) => {
                        return (steps, Err((ReplayError::Move { index: m, error }, game)));
                    }
                };
                m += 1;
                ReplayStep {
                    action: Action::Move(seat, mv),
                    events,
                }
            }
            Phase::Finished => break,
        };
        steps.push(step);
    }
    if t < record.throws.len() || m < record.moves.len() {
        let error = ReplayError::Unused {
            throws: record.throws.len() - t,
            moves: record.moves.len() - m,
        };
        return (steps, Err((error, game)));
    }
    (steps, Ok(game))
}

/// A seeded random game of `setup`, at most `steps` throws and moves long.
fn random_record(setup: &Setup, seed: u64, steps: usize) -> GameRecord {
    let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(seed));
    let mut game = RecordedGame::new(setup).unwrap();
    for _ in 0..steps {
        match game.game().phase() {
            Phase::AwaitingThrow(_) => {
                game.throw(dice.roll()).unwrap();
            }
            Phase::AwaitingMove(_) => {
                let moves = game.game().legal_moves();
                game.play(moves[dice.pick(moves.len())]).unwrap();
            }
            Phase::Finished => break,
        }
    }
    game.record().clone()
}

/// Ways to spoil a record.
#[derive(Clone, Copy, Debug)]
enum Tamper {
    None,
    /// A throw added at the end.
    ExtraThrow(u8),
    /// A move added at the end (a copy of the first, if any).
    ExtraMove,
    /// Move `i % len` sent somewhere else.
    ShiftMove(usize),
    /// Throw `i % len` dropped.
    DropThrow(usize),
    /// Move `i % len` dropped.
    DropMove(usize),
    /// Two seats that are neighbours.
    BadSetup,
}

fn tamper(record: &mut GameRecord, how: Tamper) {
    match how {
        Tamper::ExtraThrow(v) => record.throws.push(Throw::with_value(v).unwrap()),
        Tamper::ExtraMove => {
            let mv = record.moves.first().copied().unwrap_or(Move {
                value: 1,
                pawn: 0,
                from: None,
                to: 0,
            });
            record.moves.push(mv);
        }
        Tamper::ShiftMove(i) if !record.moves.is_empty() => {
            let i = i % record.moves.len();
            record.moves[i].to = record.moves[i].to.wrapping_add(1);
        }
        Tamper::DropThrow(i) if !record.throws.is_empty() => {
            record.throws.remove(i % record.throws.len());
        }
        Tamper::DropMove(i) if !record.moves.is_empty() => {
            record.moves.remove(i % record.moves.len());
        }
        Tamper::BadSetup => record.setup.seats = vec![Seat::South, Seat::West],
        // Nothing to change, or nothing to drop or shift in an empty list.
        _ => {}
    }
}

fn tampers() -> impl Strategy<Value = Tamper> {
    prop_oneof![
        Just(Tamper::None),
        prop::sample::select(vec![1u8, 2, 3, 4, 5, 6, 12]).prop_map(Tamper::ExtraThrow),
        Just(Tamper::ExtraMove),
        any::<usize>().prop_map(Tamper::ShiftMove),
        any::<usize>().prop_map(Tamper::DropThrow),
        any::<usize>().prop_map(Tamper::DropMove),
        Just(Tamper::BadSetup),
    ]
}

/// Checks every way of replaying `record` against the reference.
fn check(record: &GameRecord) {
    let (want_steps, want) = reference(record);
    let want_events: Vec<Event> = want_steps.iter().flat_map(|s| s.events.clone()).collect();

    // The driver, step by step.
    match Replayer::new(record) {
        Err(error) => assert_eq!(Err(error), want.clone().map_err(|(e, _)| e).map(|_| ())),
        Ok(mut replayer) => {
            let mut steps = Vec::new();
            let mut refused = None;
            while let Some(step) = replayer.next() {
                match step {
                    Ok(step) => {
                        let (t, m) = replayer.used();
                        let taken = steps.len() + 1;
                        assert_eq!(t + m, taken, "one throw or move per step");
                        steps.push(step);
                    }
                    Err(error) => {
                        assert!(refused.is_none(), "a second step after a refusal");
                        refused = Some(error);
                    }
                }
            }
            assert!(replayer.next().is_none(), "fused");
            assert_eq!(steps, want_steps);
            // Where the replay stopped; after a refused step, the game as it was before it.
            let (Ok(game) | Err((_, game))) = &want;
            assert_eq!(replayer.game(), game);
            let finished = replayer.finish();
            assert_eq!(finished, want.clone().map_err(|(e, _)| e));
            if let Some(error) = refused {
                assert_eq!(finished, Err(error));
            }
        }
    }

    // The record's own replay, with its events.
    let mut events = Vec::new();
    let replayed = record.replay_with(|e| events.push(e));
    assert_eq!(replayed, want.clone().map_err(|(e, _)| e));
    assert_eq!(events, want_events);
    assert_eq!(record.replay(), replayed);

    // A recorded game picking up from the record, with its steps.
    let mut steps = Vec::new();
    let recorded = RecordedGame::from_record_with(record.clone(), |s, _| steps.push(s.clone()));
    assert_eq!(steps, want_steps);
    match (recorded, &want) {
        (Ok(recorded), Ok(game)) => {
            assert_eq!(recorded.game(), game);
            assert_eq!(recorded.record(), record);
        }
        (Err(error), Err((want, _))) => assert_eq!(&error, want),
        (got, want) => panic!("from_record_with gave {got:?}, the reference {want:?}"),
    }
    assert_eq!(
        RecordedGame::from_record(record.clone()).map(|r| r.game().clone()),
        want.map_err(|(e, _)| e)
    );
}

#[test]
fn typed_errors_match_the_old_loop() {
    let setup = Setup::new([Seat::South, Seat::North]);
    let whole = random_record(&setup, 3, usize::MAX);
    let mut extra = whole.clone();
    extra.throws.push(Throw::with_value(3).unwrap());
    extra.moves.push(whole.moves[0]);
    assert_eq!(
        extra.replay(),
        Err(ReplayError::Unused {
            throws: 1,
            moves: 1
        })
    );
    check(&extra);
    let mut bad = whole.clone();
    bad.moves[7].pawn = 9;
    assert!(matches!(
        bad.replay(),
        Err(ReplayError::Move { index: 7, .. })
    ));
    check(&bad);
    // A move with no throw before it is never reached: it is left unused.
    let mut early = GameRecord::new(setup);
    early.moves.push(whole.moves[0]);
    assert_eq!(
        early.replay(),
        Err(ReplayError::Unused {
            throws: 0,
            moves: 1
        })
    );
    check(&early);
}

#[test]
fn prefix_keeps_the_setup_and_the_first_steps() {
    let setup = Setup::new([Seat::South, Seat::East, Seat::North]);
    let record = random_record(&setup, 8, 90);
    let mut replayer = Replayer::new(&record).unwrap();
    for _ in 0..40 {
        replayer.next().unwrap().unwrap();
    }
    let (t, m) = replayer.used();
    let prefix = record.prefix(t, m);
    assert_eq!(prefix.setup, record.setup);
    assert_eq!(prefix.throws[..], record.throws[..t]);
    assert_eq!(prefix.moves[..], record.moves[..m]);
    assert_eq!(&prefix.replay().unwrap(), replayer.game());
    assert_eq!(record.prefix(usize::MAX, usize::MAX), record);
    assert_eq!(record.prefix(0, 0), GameRecord::new(record.setup.clone()));
}

#[test]
fn peek_shows_the_next_step_without_playing_it() {
    let setup = Setup::new([Seat::South, Seat::North]);
    let record = random_record(&setup, 12, 30);
    let mut replayer = Replayer::new(&record).unwrap();
    while let Some(action) = replayer.peek() {
        let before = replayer.game().clone();
        assert_eq!(replayer.peek(), Some(action));
        assert_eq!(replayer.game(), &before);
        assert_eq!(replayer.step_with(|_| {}), Some(Ok(action)));
        assert_eq!(action.seat(), before.turn());
    }
    assert_eq!(replayer.used(), (record.throws.len(), record.moves.len()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_records_replay_identically_through_every_path(
        seats in prop::sample::select(vec![
            vec![Seat::South, Seat::North],
            vec![Seat::East, Seat::North, Seat::West],
            Seat::ALL.to_vec(),
        ]),
        throw_first in any::<bool>(),
        seed in any::<u64>(),
        steps in prop_oneof![0usize..60, Just(usize::MAX)],
        how in tampers(),
    ) {
        let turn = if throw_first { TurnStructure::ThrowFirst } else { TurnStructure::PerThrow };
        let setup = Setup::new(seats).with_rules(HouseRules { turn, ..HouseRules::CLASSIC });
        let mut record = random_record(&setup, seed, steps);
        tamper(&mut record, how);
        check(&record);
    }
}
