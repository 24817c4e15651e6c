//! Property tests over random setups (2 opposite, 3 or 4 players; 4, 5 or 6 pawns; all 64
//! house-rule combinations; any first player) and random play.
//!
//! Every game is played to its end with random throws and random legal choices. At every
//! step: the legal moves equal an independent model of RULES.md section 6; every listed
//! move plays; unlisted moves and out-of-phase actions are refused with the game untouched;
//! the position keeps its invariants; the move's effect, the values lost, the next phase and
//! the end of the game (with its ranking) follow RULES.md sections 5 to 7. Afterwards the
//! record round-trips through RON and replays to the identical game and events, and saved
//! states round-trip and re-validate. Mutated states never panic on load.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{Board, Ev, evs, model_after_move, model_moves, model_pool_moves, next_in_order};
use dhayam_core::{
    Event, Game, GameError, GameRecord, GameState, HouseRules, Move, PawnPlace, Phase, Seat, Setup,
    ThreeBonuses, TurnStructure, Variant,
};
use proptest::prelude::*;
use rand::{Rng, RngExt, SeedableRng, rngs::Xoshiro256PlusPlus};

/// A bound no real game comes near: random games end within a few thousand throws.
const MAX_THROWS: usize = 200_000;

const SEAT_SETS: [&[Seat]; 7] = [
    &[Seat::South, Seat::North],
    &[Seat::East, Seat::West],
    &[Seat::East, Seat::North, Seat::West],
    &[Seat::South, Seat::North, Seat::West],
    &[Seat::South, Seat::East, Seat::West],
    &[Seat::South, Seat::East, Seat::North],
    &[Seat::South, Seat::East, Seat::North, Seat::West],
];

fn setups() -> impl Strategy<Value = Setup> {
    (
        0..SEAT_SETS.len(),
        4u8..=6,
        0usize..64,
        proptest::option::of(0usize..4),
    )
        .prop_map(|(set, pawns, rules, first)| {
            let seats = SEAT_SETS[set];
            let rules = HouseRules::all_combinations().nth(rules).unwrap();
            let mut setup = Setup::new(seats.iter().rev().copied())
                .with_pawns(pawns)
                .with_rules(rules);
            setup.first = first.map(|i| seats[i % seats.len()]);
            setup
        })
}

fn sorted(mut v: Vec<u8>) -> Vec<u8> {
    v.sort_unstable();
    v
}

/// Removes one `value` from `pool`, if there.
fn take(pool: &mut Vec<u8>, value: u8) {
    if let Some(i) = pool.iter().position(|&v| v == value) {
        pool.remove(i);
    }
}

/// The path index of the centre on the state's board (RULES.md 2, RULES-5x5.md 2).
fn centre(state: &GameState) -> u8 {
    match state.setup.variant {
        Variant::Dhayam => 48,
        Variant::Thayam => 24,
    }
}

/// The values a throw gives on the state's board (RULES.md 3, RULES-5x5.md 3).
fn throw_values(state: &GameState) -> &'static [u8] {
    match state.setup.variant {
        Variant::Dhayam => &[1, 2, 3, 4, 5, 6, 12],
        Variant::Thayam => &[1, 2, 3, 4, 8],
    }
}

fn unfinished(state: &GameState) -> Vec<Seat> {
    state
        .players
        .iter()
        .filter(|p| !p.pawns.iter().all(|&x| x == PawnPlace::Path(centre(state))))
        .map(|p| p.seat)
        .collect()
}

fn next_to_play(state: &GameState, from: Seat) -> Seat {
    let open = unfinished(state);
    let mut seat = next_in_order(from, state.setup.rules.order);
    for _ in 0..4 {
        if open.contains(&seat) {
            return seat;
        }
        seat = next_in_order(seat, state.setup.rules.order);
    }
    panic!("nobody left to play after {from}");
}

/// RULES.md 7: the ranking of a game that has just ended after `mover`'s move.
fn model_final_ranking(state: &GameState, finished_before: &[Seat], mover: Seat) -> Vec<Seat> {
    let mut ranking = finished_before.to_vec();
    let mut rest = Vec::new();
    let mut seat = mover;
    for order in 0..4 {
        if let Some(p) = state.players.iter().find(|p| p.seat == seat)
            && !ranking.contains(&seat)
        {
            let centre = p
                .pawns
                .iter()
                .filter(|&&x| x == PawnPlace::Path(centre(state)))
                .count();
            let sum: u32 = p
                .pawns
                .iter()
                .filter_map(|x| x.index())
                .map(u32::from)
                .sum();
            rest.push((
                std::cmp::Reverse(centre),
                std::cmp::Reverse(sum),
                order,
                seat,
            ));
        }
        seat = next_in_order(seat, state.setup.rules.order);
    }
    rest.sort();
    ranking.extend(rest.into_iter().map(|r| r.3));
    ranking
}

/// RULES.md 7: no unfinished player has a legal move for any value.
fn model_frozen(board: &Board, state: &GameState) -> bool {
    unfinished(state).into_iter().all(|seat| {
        throw_values(state)
            .iter()
            .all(|&v| model_moves(board, state, seat, v).is_empty())
    })
}

/// A move that is not in `legal`, built from `rng`: either near a listed move or random.
fn unlisted_move(rng: &mut Xoshiro256PlusPlus, legal: &[Move]) -> Move {
    loop {
        let mut mv = if !legal.is_empty() && rng.random_bool(0.7) {
            legal[rng.random_range(0..legal.len())]
        } else {
            Move {
                value: rng.random_range(0..14),
                pawn: rng.random_range(0..8),
                from: None,
                to: 0,
            }
        };
        match rng.random_range(0..6) {
            0 => mv.to = mv.to.wrapping_add(rng.random_range(1..4)),
            1 => mv.from = Some(rng.random_range(0..50)),
            2 => mv.from = None,
            3 => mv.value = [1, 2, 3, 4, 5, 6, 12, 0, 7][rng.random_range(0..9)],
            4 => mv.pawn = rng.random_range(0..8),
            _ => mv.to = rng.random_range(0..52),
        }
        if !legal.contains(&mv) {
            return mv;
        }
    }
}

/// What was checked while playing one game.
struct Played {
    record: GameRecord,
    events: Vec<Event>,
    game: Game,
    states: Vec<GameState>,
}

/// Plays one random game to its end, checking every step against the model.
fn play_checked(setup: &Setup, seed: u64, board: &Board) -> Result<Played, TestCaseError> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut game = Game::new(setup).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut record = GameRecord::new(game.setup().clone());
    let mut all_events = Vec::new();
    let mut states = Vec::new();
    let throw_first = setup.rules.turn == TurnStructure::ThrowFirst;
    let kind = setup.variant.throw_kind();
    let mut cut_in_turn = false;
    let voids = setup.rules.three_bonuses == ThreeBonuses::Void;
    // Move after every throw: the bonus throws in a row this turn, where three void it.
    let mut bonus_run = 0u8;
    let mut step = 0usize;
    loop {
        step += 1;
        let pooled = if throw_first && matches!(game.phase(), Phase::AwaitingThrow(_)) {
            u8::try_from(game.pool().count()).unwrap()
        } else {
            0
        };
        prop_assert_eq!(
            game.bonus_run(),
            if !voids {
                0
            } else if throw_first {
                pooled
            } else {
                bonus_run
            },
            "bonus throws in a row\n{}",
            game
        );
        if let Err(e) = common::check_invariants(board, &game) {
            return Err(TestCaseError::fail(format!("step {step}: {e}\n{game}")));
        }
        if rng.random_bool(0.02) {
            states.push(GameState::from(&game));
        }
        let before = game.clone();
        let state = GameState::from(&game);
        match game.phase() {
            Phase::Finished => {
                prop_assert_eq!(game.throw(kind.random(&mut rng)), Err(GameError::GameOver));
                let mv = unlisted_move(&mut rng, &[]);
                prop_assert_eq!(game.play(mv), Err(GameError::GameOver));
                prop_assert_eq!(game.play_nth_with(0, |_| {}), Err(GameError::GameOver));
                prop_assert!(game.legal_moves().is_empty());
                prop_assert_eq!(&game, &before);
                break;
            }
            Phase::AwaitingThrow(seat) => {
                prop_assert!(
                    record.throws.len() < MAX_THROWS,
                    "no end after {} throws",
                    MAX_THROWS
                );
                prop_assert!(game.legal_moves().is_empty());
                let mv = unlisted_move(&mut rng, &[]);
                prop_assert_eq!(game.play(mv), Err(GameError::ThrowExpected));
                prop_assert_eq!(game.play_nth_with(0, |_| {}), Err(GameError::ThrowExpected));
                prop_assert_eq!(&game, &before);

                let throw = kind.random(&mut rng);
                let v = throw.value();
                let events = game
                    .throw(throw)
                    .map_err(|e| TestCaseError::fail(format!("throw refused: {e}")))?;
                record.throws.push(throw);
                prop_assert_eq!(&events[0], &Event::Thrown { seat, throw });
                let mut pool: Vec<u8> = state.pool.clone();
                pool.push(v);
                let bonus = board.is_bonus(v, &setup.rules);
                let mut with_throw = state.clone();
                with_throw.pool.clone_from(&pool);
                let has_move = !model_pool_moves(board, &with_throw).is_empty();
                // RULES-5x5.md 9: the third bonus throw in a row voids the turn.
                if voids && bonus && !throw_first {
                    bonus_run += 1;
                }
                let third = voids
                    && bonus
                    && if throw_first {
                        pool.len() == 3
                    } else {
                        bonus_run == 3
                    };
                prop_assert_eq!(
                    events.contains(&Event::TurnVoid { seat }),
                    third,
                    "{:?}",
                    events
                );
                let (expected_lost, expected): (Vec<u8>, Phase) = if third {
                    (
                        pool.clone(),
                        Phase::AwaitingThrow(next_to_play(&state, seat)),
                    )
                } else if throw_first && bonus {
                    (vec![], Phase::AwaitingThrow(seat))
                } else if has_move {
                    (vec![], Phase::AwaitingMove(seat))
                } else if !throw_first && bonus {
                    (pool.clone(), Phase::AwaitingThrow(seat))
                } else {
                    (
                        pool.clone(),
                        Phase::AwaitingThrow(next_to_play(&state, seat)),
                    )
                };
                check_outcome(&game, seat, &events, &expected_lost, expected)?;
                if let Phase::AwaitingThrow(next) = game.phase()
                    && next != seat
                {
                    cut_in_turn = false;
                    bonus_run = 0;
                }
                all_events.extend(events);
            }
            Phase::AwaitingMove(seat) => {
                let legal: Vec<Move> = game.legal_moves().to_vec();
                prop_assert!(!legal.is_empty());
                let tuples: Vec<[i32; 4]> = legal.iter().map(|&m| m.as_tuple()).collect();
                let mut sorted_tuples = tuples.clone();
                sorted_tuples.sort_unstable();
                sorted_tuples.dedup();
                prop_assert_eq!(&tuples, &sorted_tuples, "listed sorted and distinct");
                let model = model_pool_moves(board, &state);
                prop_assert_eq!(
                    &tuples,
                    &model,
                    "legal moves differ from RULES.md\n{}",
                    game
                );
                prop_assert_eq!(
                    game.throw(kind.random(&mut rng)),
                    Err(GameError::MoveExpected)
                );
                prop_assert_eq!(&game, &before);
                for _ in 0..2 {
                    let bad = unlisted_move(&mut rng, &legal);
                    prop_assert_eq!(game.play(bad), Err(GameError::IllegalMove(bad)));
                    prop_assert_eq!(&game, &before);
                }

                prop_assert_eq!(
                    game.play_nth_with(legal.len(), |_| {}),
                    Err(GameError::NoSuchMove(legal.len()))
                );
                prop_assert_eq!(&game, &before);

                let nth = rng.random_range(0..legal.len());
                let mv = legal[nth];
                // Playing the move by its place in the list does exactly what playing it does.
                let mut by_place = game.clone();
                let mut by_place_events = Vec::new();
                prop_assert_eq!(
                    by_place.play_nth_with(nth, |e| by_place_events.push(e)),
                    Ok(mv)
                );
                let (places, cuts) = model_after_move(board, &state, mv);
                let events = game
                    .play(mv)
                    .map_err(|e| TestCaseError::fail(format!("listed move {mv} refused: {e}")))?;
                prop_assert_eq!(&by_place, &game);
                prop_assert_eq!(&by_place_events, &events);
                record.moves.push(mv);
                let pawn = dhayam_core::PawnId {
                    seat,
                    number: mv.pawn,
                };
                let first = match mv.from {
                    None => Event::Entered {
                        pawn,
                        value: mv.value,
                    },
                    Some(from) => Event::Moved {
                        pawn,
                        value: mv.value,
                        from,
                        to: mv.to,
                    },
                };
                prop_assert_eq!(&events[0], &first);
                // The position the model predicts.
                for (s, expected) in &places {
                    let got: Vec<PawnPlace> = game.pawns_of(*s).map(|(_, p)| p).collect();
                    prop_assert_eq!(&got, expected, "{}'s pawns after {}\n{}", s, mv, game);
                }
                let mut event_cuts: Vec<(Seat, u8)> = events
                    .iter()
                    .filter_map(|e| match e {
                        Event::Cut { by, pawn, square } => {
                            assert_eq!(*by, seat);
                            let expected = board.square(seat, mv.to);
                            assert_eq!((square.row(), square.col()), expected);
                            Some((pawn.seat, pawn.number))
                        }
                        _ => None,
                    })
                    .collect();
                event_cuts.sort_unstable();
                prop_assert_eq!(&event_cuts, &cuts, "cuts of {}", mv);
                let cut = !cuts.is_empty();
                cut_in_turn |= cut;
                if cut {
                    prop_assert!(game.has_cut(seat));
                }
                if mv.from.is_none() {
                    prop_assert!(game.is_opened(seat));
                }
                prop_assert_eq!(
                    events
                        .iter()
                        .any(|e| matches!(e, Event::PawnFinished { pawn: p } if *p == pawn)),
                    mv.to == centre(&state)
                );

                // What comes next, from the position after the move.
                let after = GameState::from(&game);
                let mut pool = state.pool.clone();
                take(&mut pool, mv.value);
                let finished_now = !unfinished(&after).contains(&seat);
                let open = unfinished(&after);
                let finished_before: Vec<Seat> = state.ranking.clone();
                let rules = setup.rules;
                let mut ranking_now = finished_before.clone();
                if finished_now {
                    ranking_now.push(seat);
                    let place = ranking_now.len() as u8;
                    prop_assert!(
                        events.contains(&Event::PlayerFinished { seat, place }),
                        "PlayerFinished {} {}",
                        seat,
                        place
                    );
                }
                let over = (finished_now && (!rules.play_on || open.len() <= 1))
                    || model_frozen(board, &after);
                let mut remaining = after.clone();
                remaining.pool.clone_from(&pool);
                remaining.turn = seat;
                let (expected_lost, expected) = if over {
                    (pool.clone(), Phase::Finished)
                } else if finished_now {
                    let lost = if throw_first { pool.clone() } else { vec![] };
                    (lost, Phase::AwaitingThrow(next_to_play(&after, seat)))
                } else if throw_first {
                    if !model_pool_moves(board, &remaining).is_empty() {
                        (vec![], Phase::AwaitingMove(seat))
                    } else if cut_in_turn && rules.cut_bonus {
                        (pool.clone(), Phase::AwaitingThrow(seat))
                    } else {
                        (
                            pool.clone(),
                            Phase::AwaitingThrow(next_to_play(&after, seat)),
                        )
                    }
                } else if board.is_bonus(mv.value, &rules) || (cut && rules.cut_bonus) {
                    (vec![], Phase::AwaitingThrow(seat))
                } else {
                    (vec![], Phase::AwaitingThrow(next_to_play(&after, seat)))
                };
                check_outcome(&game, seat, &events, &expected_lost, expected)?;
                if over {
                    let ranking = model_final_ranking(&after, &ranking_now, seat);
                    prop_assert_eq!(game.ranking(), ranking.as_slice(), "final ranking");
                    let last = Ev::from(events.last().unwrap());
                    prop_assert_eq!(last, Ev::GameOver(ranking));
                } else {
                    prop_assert_eq!(game.ranking(), ranking_now.as_slice());
                }
                if !matches!(game.phase(), Phase::AwaitingMove(_)) {
                    cut_in_turn = false;
                }
                // A throw earned by a cut counts bonus throws afresh; so does a new turn.
                if (cut && rules.cut_bonus) || game.turn() != seat || game.is_over() {
                    bonus_run = 0;
                }
                all_events.extend(events);
            }
        }
    }
    Ok(Played {
        record,
        events: all_events,
        game,
        states,
    })
}

/// Checks the values lost and the phase after an action, and the event that ends it.
fn check_outcome(
    game: &Game,
    seat: Seat,
    events: &[Event],
    expected_lost: &[u8],
    expected: Phase,
) -> Result<(), TestCaseError> {
    let lost: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::ValueLost { seat: s, value } => {
                assert_eq!(*s, seat, "values lost by the player who threw them");
                Some(*value)
            }
            _ => None,
        })
        .collect();
    prop_assert_eq!(
        sorted(lost),
        sorted(expected_lost.to_vec()),
        "values lost; events {:?}",
        events
    );
    prop_assert_eq!(game.phase(), expected, "phase after {:?}\n{}", events, game);
    let last = events.last().unwrap();
    match expected {
        Phase::AwaitingThrow(next) if next == seat => {
            prop_assert_eq!(last, &Event::ThrowAgain { seat });
        }
        Phase::AwaitingThrow(next) => {
            prop_assert_eq!(
                last,
                &Event::TurnPassed {
                    from: seat,
                    to: next
                }
            );
        }
        Phase::AwaitingMove(_) => prop_assert!(
            !events.iter().any(|e| matches!(
                e,
                Event::ThrowAgain { .. } | Event::TurnPassed { .. } | Event::GameOver { .. }
            )),
            "{:?}",
            events
        ),
        Phase::Finished => {
            let over = matches!(last, Event::GameOver { .. });
            prop_assert!(over, "the last event is {:?}", last);
        }
    }
    Ok(())
}

/// The record and saved states of a played game round-trip through RON.
fn check_round_trips(played: &Played) -> Result<(), TestCaseError> {
    let text = ron::to_string(&played.record).unwrap();
    let record: GameRecord = ron::from_str(&text).unwrap();
    prop_assert_eq!(&record, &played.record);
    let mut replayed = Vec::new();
    let game = record
        .replay_with(|e| replayed.push(e))
        .map_err(|e| TestCaseError::fail(format!("replay failed: {e}")))?;
    prop_assert_eq!(&game, &played.game, "replayed game");
    prop_assert!(replayed == played.events, "replayed events differ");
    let final_state = GameState::from(&played.game);
    for state in played.states.iter().chain(std::iter::once(&final_state)) {
        let text = ron::to_string(state).unwrap();
        let back: GameState = ron::from_str(&text).unwrap();
        prop_assert_eq!(&back, state);
        let game = Game::try_from(back)
            .map_err(|e| TestCaseError::fail(format!("own state refused: {e}\n{text}")))?;
        prop_assert_eq!(&GameState::from(&game), state);
        let loaded: Game = ron::from_str(&text).unwrap();
        prop_assert_eq!(loaded, game);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Random games under every house rule follow RULES.md step by step, end, and replay.
    #[test]
    fn random_games_follow_the_rules(setup in setups(), seed in any::<u64>()) {
        let board = Board::load();
        let played = play_checked(&setup, seed, &board)?;
        prop_assert!(played.game.is_over());
        prop_assert_eq!(played.game.ranking().len(), setup.seats.len());
        check_round_trips(&played)?;
    }
}

/// Setups on the 5x5 board: any seats, every combination of the house rules that play a
/// part there (768, the board's own among them), any first player.
fn small_board_setups() -> impl Strategy<Value = Setup> {
    (setups(), 0usize..768).prop_map(|(setup, rules)| Setup {
        variant: Variant::Thayam,
        pawns: 4,
        rules: HouseRules::all_small_board_combinations()
            .nth(rules)
            .unwrap(),
        ..setup
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Random games on the 5x5 board follow RULES-5x5.md step by step (the model reads
    /// board-5x5.json), end, and replay.
    #[test]
    fn random_games_on_the_5x5_board_follow_the_rules(
        setup in small_board_setups(),
        seed in any::<u64>(),
    ) {
        let board = Board::of(Variant::Thayam);
        let played = play_checked(&setup, seed, &board)?;
        prop_assert!(played.game.is_over());
        prop_assert_eq!(played.game.ranking().len(), setup.seats.len());
        check_round_trips(&played)?;
    }
}

/// A game of `setup` after at most `steps` random throws and moves drawn from `seed`, with
/// the generator as it is after them.
fn random_game(setup: &Setup, seed: u64, steps: usize) -> (Game, Xoshiro256PlusPlus) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut game = Game::new(setup).unwrap();
    for _ in 0..steps {
        match game.phase() {
            Phase::AwaitingThrow(_) => {
                game.throw(setup.variant.throw_kind().random(&mut rng))
                    .unwrap();
            }
            Phase::AwaitingMove(_) => {
                let legal = game.legal_moves();
                let mv = legal[rng.random_range(0..legal.len())];
                game.play(mv).unwrap();
            }
            Phase::Finished => break,
        }
    }
    (game, rng)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any position of a random game under any house rules, written as a position line,
    /// reads back as the same position, and writes the same line again.
    #[test]
    fn position_lines_round_trip(
        setup in setups(),
        small in any::<bool>(),
        seed in any::<u64>(),
        steps in 0usize..600,
    ) {
        // Half the positions on the 5x5 board, whose lines say board=5x5, under any of
        // its rules.
        let setup = if small {
            let rules = HouseRules::all_small_board_combinations().nth((seed % 768) as usize);
            Setup { variant: Variant::Thayam, pawns: 4, rules: rules.unwrap(), ..setup }
        } else {
            setup
        };
        let (game, _) = random_game(&setup, seed, steps);
        prop_assert_eq!(game.position_line().contains("board=5x5"), small);
        let line = game.position_line();
        let back = Game::from_position_line(&line).map_err(|e| TestCaseError::fail(format!("{line}: {e}")))?;
        prop_assert_eq!(GameState::from(&back), GameState::from(&game));
        prop_assert_eq!(back.position_line(), line);
        prop_assert_eq!(back.legal_moves(), game.legal_moves());
    }

    /// Mutated saved states load or are refused with a message; never a panic. What loads
    /// keeps the invariants and saves back to itself.
    #[test]
    fn mutated_states_never_panic_on_load(
        setup in setups(),
        seed in any::<u64>(),
        steps in 0usize..400,
        mutations in proptest::collection::vec((0u8..16, any::<u32>()), 1..5),
        small in any::<bool>(),
    ) {
        let setup = if small {
            let rules = HouseRules::all_small_board_combinations().nth((seed % 768) as usize);
            Setup { variant: Variant::Thayam, pawns: 4, rules: rules.unwrap(), ..setup }
        } else {
            setup
        };
        let (game, mut rng) = random_game(&setup, seed, steps);
        let mut state = GameState::from(&game);
        for (kind, x) in mutations {
            mutate(&mut state, kind, x);
        }
        let text = ron::to_string(&state).unwrap();
        let from_text: Result<Game, _> = ron::from_str(&text);
        match Game::try_from(state.clone()) {
            Ok(loaded) => {
                prop_assert!(from_text.is_ok());
                let board = Board::of(loaded.variant());
                if let Err(e) = common::check_invariants(&board, &loaded) {
                    return Err(TestCaseError::fail(format!("accepted an impossible state: {e}\n{text}")));
                }
                let again = Game::try_from(GameState::from(&loaded)).unwrap();
                prop_assert_eq!(&again, &loaded);
                if let Phase::AwaitingMove(_) = loaded.phase() {
                    for &mv in &loaded.legal_moves() {
                        let mut g = loaded.clone();
                        g.play(mv).unwrap();
                    }
                }
            }
            Err(e) => {
                prop_assert!(!e.to_string().trim().is_empty());
                prop_assert!(from_text.is_err());
            }
        }
        // Random edits of the text never panic either.
        let mut bytes = text.into_bytes();
        for _ in 0..3 {
            if bytes.is_empty() { break; }
            let i = rng.random_range(0..bytes.len());
            bytes[i] = b"0123456789()[],:-_ SNEWYardPathtrue"[rng.random_range(0..35)];
        }
        if let Ok(text) = String::from_utf8(bytes) {
            let _ = ron::from_str::<Game>(&text);
        }
    }
}

fn mutate(state: &mut GameState, kind: u8, x: u32) {
    let pick = |n: usize| (x as usize) % n.max(1);
    let byte = (x >> 8) as u8;
    let seat = Seat::ALL[(x >> 16) as usize % 4];
    match kind {
        0..=2 => {
            // Move a pawn anywhere, including off the path.
            if state.players.is_empty() {
                return;
            }
            let i = pick(state.players.len());
            let p = &mut state.players[i];
            if p.pawns.is_empty() {
                return;
            }
            let n = (x as usize >> 4) % p.pawns.len();
            p.pawns[n] = match byte % 4 {
                0 => PawnPlace::Yard,
                1 => PawnPlace::Path(byte % 60),
                2 => PawnPlace::Path(48),
                _ => PawnPlace::Path(byte),
            };
        }
        3 => {
            let i = pick(state.players.len());
            if let Some(p) = state.players.get_mut(i) {
                p.has_cut = !p.has_cut;
            }
        }
        4 => {
            let i = pick(state.players.len());
            if let Some(p) = state.players.get_mut(i) {
                p.opened = !p.opened;
            }
        }
        5 => state.turn = seat,
        6 => {
            let names = ["awaiting_throw", "awaiting_move", "finished"];
            common::set_phase(state, names[pick(3)]);
        }
        7 => state.pool.push(byte % 14),
        8 => state.pool.clear(),
        9 if byte.is_multiple_of(2) => state.cut_this_turn = !state.cut_this_turn,
        9 => state.bonus_run = byte % 4,
        10 => state.ranking.push(seat),
        11 => {
            state.ranking.pop();
        }
        12 => state.setup.pawns = byte % 9,
        13 => {
            // Add, drop or change a player.
            match byte % 3 {
                0 => {
                    state.players.pop();
                }
                1 => {
                    if let Some(p) = state.players.first().cloned() {
                        state.players.push(dhayam_core::PlayerState { seat, ..p });
                    }
                }
                _ => {
                    if let Some(p) = state.players.last_mut() {
                        p.seat = seat;
                    }
                }
            }
        }
        14 => {
            let i = pick(state.players.len());
            if let Some(p) = state.players.get_mut(i) {
                if byte.is_multiple_of(2) {
                    p.pawns.push(PawnPlace::Yard);
                } else {
                    p.pawns.pop();
                }
            }
        }
        _ if byte.is_multiple_of(3) => {
            // One of the 5x5 board's own combinations, whichever board the state is on.
            state.setup.rules = HouseRules::all_small_board_combinations()
                .nth(pick(768))
                .unwrap();
        }
        _ => {
            state.setup.rules = HouseRules::all_combinations().nth(pick(64)).unwrap();
            if byte.is_multiple_of(2) {
                state.setup.seats.push(seat);
            }
        }
    }
}

/// Random games under each preset and both gate rules end, and a few games per
/// combination of house rules are checked in full (a smoke test beside the properties).
#[test]
fn a_game_under_every_house_rule_combination_plays_to_its_end() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2024);
    let combinations = HouseRules::all_combinations().enumerate();
    for ((i, rules), variant) in combinations.flat_map(|r| Variant::ALL.map(|v| (r, v))) {
        let board = Board::of(variant);
        let seats = SEAT_SETS[i % SEAT_SETS.len()];
        let pawns = match variant {
            Variant::Dhayam => 4 + (i % 3) as u8,
            Variant::Thayam => 4,
        };
        let setup = Setup::new(seats.iter().copied())
            .with_variant(variant)
            .with_pawns(pawns)
            .with_rules(rules);
        let played = play_checked(&setup, rng.next_u64(), &board)
            .unwrap_or_else(|e| panic!("{setup:?}: {e}"));
        assert_eq!(played.game.variant(), variant);
        assert!(played.game.is_over());
        let ranking = played.game.ranking();
        assert_eq!(ranking.len(), seats.len());
        if let Some(king) = played.game.winner() {
            assert_eq!(ranking[0], king);
            assert!(played.game.is_finished(king));
        }
        assert_eq!(
            evs(&played.events)
                .iter()
                .filter(|e| matches!(e, Ev::GameOver(_)))
                .count(),
            1
        );
    }
}
