//! Game records (setup + throws + choices) through RON and replay, refusals that leave the
//! game untouched, the text board, and the throw-first pool at its largest.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use Seat::{East, North, South, West};
use common::{Board, position, throw_of};
use dhayam_core::{
    Event, Game, GameError, GameRecord, GameState, MAX_MOVES, Move, Phase, Preset, RecordedGame,
    ReplayError, Seat, Setup, Variant,
};
use rand::{RngExt, SeedableRng, rngs::Xoshiro256PlusPlus};

/// Plays a random game with a recorder, returning it and every event.
fn random_recorded(setup: &Setup, seed: u64) -> (RecordedGame, Vec<Event>) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut rec = RecordedGame::new(setup).unwrap();
    let mut events = Vec::new();
    loop {
        match rec.game().phase() {
            Phase::AwaitingThrow(_) => {
                let throw = setup.variant.throw_kind().random(&mut rng);
                events.extend(rec.throw(throw).unwrap());
            }
            Phase::AwaitingMove(_) => {
                let legal = rec.game().legal_moves();
                let mv = legal[rng.random_range(0..legal.len())];
                events.extend(rec.play(mv).unwrap());
            }
            Phase::Finished => break,
        }
    }
    (rec, events)
}

#[test]
fn a_record_round_trips_through_ron_and_replays_to_the_identical_game_and_events() {
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        let setup = Setup::new([South, East, North, West])
            .with_pawns(5)
            .with_rules(preset.rules());
        let (rec, events) = random_recorded(&setup, 11 + i as u64);
        let text =
            ron::ser::to_string_pretty(rec.record(), ron::ser::PrettyConfig::default()).unwrap();
        let record: GameRecord = ron::from_str(&text).unwrap();
        assert_eq!(&record, rec.record());
        let mut replayed = Vec::new();
        let game = record.replay_with(|e| replayed.push(e)).unwrap();
        assert_eq!(&game, rec.game());
        assert_eq!(replayed, events);
        assert!(game.is_over());
        // RecordedGame picks up from a record.
        let again = RecordedGame::from_record(record).unwrap();
        assert_eq!(again.game(), rec.game());
    }
}

/// A 5x5 record says its board and shows each throw's shells; a 7x7 record says neither,
/// as before there was a choice, and a record without a board is a 7x7 one.
#[test]
fn a_record_says_its_board_and_one_that_does_not_is_7x7() {
    let small = Setup::new([South, North]).with_variant(Variant::Thayam);
    let (rec, events) = random_recorded(&small, 5);
    let text = ron::to_string(rec.record()).unwrap();
    assert!(text.contains("variant:thayam"), "{text}");
    assert!(
        text.contains("(1,0,0,0)") || text.contains("(0,1,0,0)"),
        "{text}"
    );
    let back: GameRecord = ron::from_str(&text).unwrap();
    let mut replayed = Vec::new();
    let game = back.replay_with(|e| replayed.push(e)).unwrap();
    assert_eq!(game, *rec.game());
    assert_eq!(replayed, events);
    assert_eq!(game.variant(), Variant::Thayam);

    let (rec, _) = random_recorded(&Setup::new([South, North]), 5);
    let text = ron::to_string(rec.record()).unwrap();
    assert!(!text.contains("variant"), "{text}");
    let back: GameRecord = ron::from_str(&text).unwrap();
    assert_eq!(back.setup.variant, Variant::Dhayam);
    // The same record told it is a 5x5 game is refused at its first throw, by name.
    let mut wrong = back;
    wrong.setup = wrong.setup.with_variant(Variant::Thayam);
    let error = wrong.replay().unwrap_err().to_string();
    assert!(error.contains("four cowries, not two long dice"), "{error}");
}

#[test]
fn a_partial_record_replays_to_the_game_so_far() {
    let setup = Setup::new([South, North]);
    let (rec, _) = random_recorded(&setup, 5);
    let mut record = rec.record().clone();
    record.throws.truncate(40);
    // Keep only the moves made during those throws: replay stops where the record ends.
    let mut game = Game::new(&setup).unwrap();
    let (mut t, mut m) = (0, 0);
    while t < 40 {
        match game.phase() {
            Phase::AwaitingThrow(_) => {
                game.throw(record.throws[t]).unwrap();
                t += 1;
            }
            Phase::AwaitingMove(_) => {
                game.play(rec.record().moves[m]).unwrap();
                m += 1;
            }
            Phase::Finished => break,
        }
    }
    record.moves.truncate(m);
    assert_eq!(record.replay().unwrap(), game);
}

#[test]
fn a_tampered_record_is_refused_with_a_message() {
    let setup = Setup::new([South, North]);
    let (rec, _) = random_recorded(&setup, 9);
    // A move changed to one that is not legal.
    let mut record = rec.record().clone();
    let i = record.moves.len() / 2;
    record.moves[i].to = record.moves[i].to.wrapping_add(1);
    let err = record.replay().unwrap_err();
    assert!(
        matches!(err, ReplayError::Move { index, .. } if index == i),
        "{err:?}"
    );
    assert!(
        err.to_string()
            .contains(&format!("move {} of the record was refused", i + 1)),
        "{err}"
    );
    // Throws left over after the end.
    let mut record = rec.record().clone();
    record.throws.push(throw_of(3));
    let err = record.replay().unwrap_err();
    assert_eq!(
        err,
        ReplayError::Unused {
            throws: 1,
            moves: 0
        }
    );
    assert!(err.to_string().contains("1 throws and 0 moves"), "{err}");
    // A bad setup.
    let mut record = rec.record().clone();
    record.setup.seats = vec![South, West];
    let err = record.replay().unwrap_err();
    assert!(
        err.to_string()
            .contains("two players must sit opposite each other"),
        "{err}"
    );
    // A bad die face in the text.
    let text = ron::to_string(rec.record()).unwrap();
    let bad = text.replacen("throws:[(", "throws:[(7,0),(", 1);
    assert_ne!(bad, text, "the RON layout changed: {text}");
    assert!(ron::from_str::<GameRecord>(&bad).is_err());
}

#[test]
fn a_recorded_game_records_only_what_the_game_took() {
    let mut rec = RecordedGame::new(&Setup::new([South, North])).unwrap();
    let bad = Move {
        value: 1,
        pawn: 0,
        from: None,
        to: 0,
    };
    assert_eq!(rec.play(bad), Err(GameError::ThrowExpected));
    rec.throw(throw_of(1)).unwrap();
    assert_eq!(rec.throw(throw_of(1)), Err(GameError::MoveExpected));
    let wrong = Move { pawn: 9, ..bad };
    assert_eq!(rec.play(wrong), Err(GameError::IllegalMove(wrong)));
    rec.play(bad).unwrap();
    assert_eq!(rec.record().throws, vec![throw_of(1)]);
    assert_eq!(rec.record().moves, vec![bad]);
    assert_eq!(rec.record().replay().unwrap(), *rec.game());
}

#[test]
fn out_of_phase_actions_and_illegal_moves_leave_the_game_untouched() {
    let mut game = Game::new(&Setup::new([South, North])).unwrap();
    let before = game.clone();
    let mv = Move {
        value: 1,
        pawn: 0,
        from: None,
        to: 0,
    };
    let err = game.play(mv).unwrap_err();
    assert_eq!(err, GameError::ThrowExpected);
    assert!(err.to_string().contains("waiting for a throw"), "{err}");
    assert_eq!(game, before);

    game.throw(throw_of(1)).unwrap();
    let before = game.clone();
    let err = game.throw(throw_of(2)).unwrap_err();
    assert_eq!(err, GameError::MoveExpected);
    assert!(err.to_string().contains("waiting for a move"), "{err}");
    assert_eq!(game, before);
    for bad in [
        Move { value: 5, ..mv },
        Move { pawn: 4, ..mv },
        Move {
            from: Some(0),
            ..mv
        },
        Move { to: 1, ..mv },
        Move { value: 0, ..mv },
        Move {
            value: 255,
            pawn: 6,
            from: Some(255),
            to: 255,
        },
    ] {
        let err = game.play(bad).unwrap_err();
        assert_eq!(err, GameError::IllegalMove(bad));
        assert!(err.to_string().contains("not legal"), "{err}");
        assert_eq!(game, before, "{bad:?} changed the game");
    }
}

#[test]
fn an_absurd_move_is_refused_with_a_message_not_a_panic() {
    let mut game = Game::new(&Setup::new([South, North])).unwrap();
    game.throw(throw_of(1)).unwrap();
    let before = game.clone();
    let bad = Move {
        value: 255,
        pawn: 255,
        from: Some(255),
        to: 255,
    };
    let err = game.play(bad).unwrap_err();
    assert_eq!(game, before);
    assert!(err.to_string().contains("not legal"));
    // The same move read from a record file.
    let mut record = GameRecord::new(Setup::new([South, North]));
    record.throws.push(throw_of(1));
    record.moves.push(bad);
    let text = ron::to_string(&record).unwrap();
    let record: GameRecord = ron::from_str(&text).unwrap();
    let err = record.replay().unwrap_err();
    assert!(err.to_string().contains("move 1 of the record was refused"));
}

#[test]
fn moves_for_value_answers_for_any_seat_whatever_the_turn() {
    let game = position(
        &Setup::new([South, North]),
        &[(South, &[3]), (North, &[10])],
        &[],
    );
    assert_eq!(game.phase(), Phase::AwaitingThrow(South));
    let north: Vec<[i32; 4]> = game
        .moves_for_value(North, 5)
        .iter()
        .map(Move::as_tuple)
        .collect();
    assert_eq!(
        north,
        vec![[5, 0, 10, 15], [5, 1, -1, 0], [5, 2, -1, 0], [5, 3, -1, 0]]
    );
    assert!(game.moves_for_value(East, 1).is_empty(), "East has no seat");
    assert!(game.moves_for_value(South, 7).is_empty(), "no throw is 7");
    assert!(
        game.legal_moves().is_empty(),
        "nothing to play before a throw"
    );
}

#[test]
fn the_largest_pool_lists_at_most_max_moves_and_matches_the_rules() {
    // Throw-first, six pawns, every value in the pool (loaded as a state).
    let board = Board::load();
    let game = position(
        &Setup::new([South, North])
            .with_pawns(6)
            .with_rules(Preset::Traditional.rules()),
        &[(South, &[1, 9, 17, 30, 38, -1])],
        &[South],
    );
    let mut state = GameState::from(&game);
    state.pool = vec![1, 5, 6, 12, 1, 5];
    state.pool.push(3);
    common::set_phase(&mut state, "awaiting_move");
    let game = Game::try_from(state.clone()).unwrap();
    let moves = game.legal_moves();
    assert!(moves.len() <= MAX_MOVES);
    let tuples: Vec<[i32; 4]> = moves.iter().map(Move::as_tuple).collect();
    assert_eq!(tuples, common::model_pool_moves(&board, &state));
    assert_eq!(MAX_MOVES, 42);
}

#[test]
fn a_throw_first_pool_holds_at_most_one_plain_value() {
    let game = position(
        &Setup::new([South, North]).with_rules(Preset::Traditional.rules()),
        &[(South, &[3])],
        &[],
    );
    let mut state = GameState::from(&game);
    state.pool = vec![2, 3];
    common::set_phase(&mut state, "awaiting_move");
    assert!(Game::try_from(state).is_err());
}

#[test]
fn no_cut_this_turn_before_the_moves_of_a_throw_first_turn() {
    let game = position(
        &Setup::new([South, North]).with_rules(Preset::Traditional.rules()),
        &[(South, &[3])],
        &[South],
    );
    let mut state = GameState::from(&game);
    state.cut_this_turn = true;
    assert!(Game::try_from(state).is_err());
}

#[test]
fn the_text_board_draws_crosses_the_centre_and_pawns_by_colour() {
    let game = position(
        &Setup::new([South, East, North, West]),
        // South on (5,0) and two on its home (6,3); East on its home; North on (0,0).
        &[(South, &[20, 0, 0]), (East, &[0]), (North, &[3])],
        &[],
    );
    let text = game.to_string();
    let rows: Vec<Vec<&str>> = text
        .lines()
        .take(7)
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert!(rows.iter().all(|r| r.len() == 7), "{text}");
    assert_eq!(rows[3][3], "*", "centre\n{text}");
    assert_eq!(rows[1][1], "+", "inner cross\n{text}");
    assert_eq!(rows[0][3], "+", "North's home\n{text}");
    assert_eq!(rows[2][2], ".", "plain square\n{text}");
    assert_eq!(rows[5][0], "R", "South pawn on (5,0)\n{text}");
    assert_eq!(rows[6][3], "R2", "two South pawns on (6,3)\n{text}");
    assert_eq!(rows[3][6], "G", "East on its home\n{text}");
    assert_eq!(rows[0][0], "Y", "North on (0,0)\n{text}");
    assert!(text.contains("Red (South): yard 1"), "{text}");
    assert!(text.contains("Red to throw"), "{text}");
}

#[test]
fn squares_passed_are_reported_for_entries_and_moves() {
    let mut game = position(&Setup::new([South, North]), &[(South, &[21])], &[]);
    let events = game.throw(throw_of(5)).unwrap();
    assert_eq!(events.len(), 1);
    let events = game
        .play(Move {
            value: 5,
            pawn: 1,
            from: None,
            to: 0,
        })
        .unwrap();
    let home = South.home();
    assert_eq!(events[0].squares_passed(), vec![home]);
    game.throw(throw_of(4)).unwrap();
    let events = game
        .play(Move {
            value: 4,
            pawn: 0,
            from: Some(21),
            to: 1,
        })
        .unwrap();
    let passed: Vec<(u8, u8)> = events[0]
        .squares_passed()
        .iter()
        .map(|s| (s.row(), s.col()))
        .collect();
    assert_eq!(passed, vec![(6, 1), (6, 2), (6, 3), (6, 4)]);
    assert!(events[1].squares_passed().is_empty());
}

/// No position has more than `MAX_MOVES` legal moves, so a longer list is a bug: debug
/// builds stop at it rather than drop the move in silence.
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "more than 42 moves in a move list")]
fn a_move_list_refuses_to_drop_a_move_in_silence() {
    let mv = Move {
        value: 1,
        pawn: 0,
        from: None,
        to: 0,
    };
    let list: dhayam_core::MoveList = std::iter::repeat_n(mv, MAX_MOVES + 1).collect();
    assert_eq!(list.len(), MAX_MOVES);
}
