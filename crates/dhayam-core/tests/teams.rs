//! Property tests of team play (RULES-TEAMS.md) on both boards, under every house-rule
//! combination with both team-play switches (256), any first player and random play.
//!
//! At every step of a random team game: the position keeps its invariants (partners alone
//! share plain squares); the legal moves equal the independent model of `tests/common`
//! (a finished player moving the partner's pawns, the gate opened by the team); the move's
//! effect and its cuts are the model's. At the end a team is first, the team home if
//! there is one, otherwise the frozen board's winner. The record round-trips through RON
//! and replays to the identical game, saved states and position lines reload to it.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{Board, model_after_move, model_finished, model_owner, model_pool_moves};
use dhayam_core::{
    Event, Game, GameRecord, GameState, HouseRules, PawnPlace, Phase, Seat, Setup, Team, Variant,
};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng, rngs::Xoshiro256PlusPlus};

/// A bound no real game comes near.
const MAX_THROWS: usize = 200_000;

fn team_setup(variant: Variant, pawns: u8, rules: HouseRules, first: usize) -> Setup {
    Setup::new(Seat::ALL)
        .with_variant(variant)
        .with_pawns(pawns)
        .with_rules(rules)
        .with_first(Seat::ALL[first % 4])
        .with_teams()
}

fn team_setups() -> impl Strategy<Value = Setup> {
    (any::<bool>(), 4u8..=6, 0usize..256, 0usize..4).prop_map(|(small, pawns, rules, first)| {
        let rules = HouseRules::all_team_combinations().nth(rules).unwrap();
        if small {
            team_setup(Variant::Thayam, 4, rules, first)
        } else {
            team_setup(Variant::Dhayam, pawns, rules, first)
        }
    })
}

/// The team that wins a team game that ended after `mover`'s move (RULES-TEAMS.md 5, 6).
fn model_winner(board: &Board, state: &GameState, mover: Seat) -> Team {
    if let Some(team) = Team::ALL.into_iter().find(|team| {
        team.seats()
            .iter()
            .all(|&seat| model_finished(board, state, seat))
    }) {
        return team;
    }
    let score = |team: Team| {
        let mut centre = 0;
        let mut sum = 0;
        for p in state.players.iter().filter(|p| Team::of(p.seat) == team) {
            for place in &p.pawns {
                if *place == PawnPlace::Path(board.centre_index()) {
                    centre += 1;
                }
                sum += place.index().map_or(0, u32::from);
            }
        }
        (centre, sum)
    };
    let last = Team::of(mover);
    if score(last.other()) > score(last) {
        last.other()
    } else {
        last
    }
}

/// Plays one random team game to its end, checking it step by step; returns the record,
/// the events, the game and a few states met on the way.
fn play_team_game(
    setup: &Setup,
    seed: u64,
) -> Result<(GameRecord, Vec<Event>, Game, Vec<GameState>), TestCaseError> {
    let board = Board::of(setup.variant);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut game = Game::new(setup).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut record = GameRecord::new(game.setup().clone());
    let mut events = Vec::new();
    let mut states = Vec::new();
    let kind = setup.variant.throw_kind();
    loop {
        common::check_invariants(&board, &game)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{game}")))?;
        if rng.random_bool(0.03) {
            states.push(GameState::from(&game));
        }
        let state = GameState::from(&game);
        match game.phase() {
            Phase::Finished => break,
            Phase::AwaitingThrow(_) => {
                prop_assert!(record.throws.len() < MAX_THROWS, "no end");
                let throw = kind.random(&mut rng);
                events.extend(game.throw(throw).unwrap());
                record.throws.push(throw);
            }
            Phase::AwaitingMove(seat) => {
                let tuples: Vec<[i32; 4]> = game
                    .legal_moves()
                    .iter()
                    .map(dhayam_core::Move::as_tuple)
                    .collect();
                prop_assert_eq!(
                    &tuples,
                    &model_pool_moves(&board, &state),
                    "legal moves differ from the rules\n{}",
                    game
                );
                let legal = game.legal_moves();
                let mv = legal[rng.random_range(0..legal.len())];
                let owner = model_owner(&board, &state, seat);
                prop_assert_eq!(mv.pawn_id(seat).seat, owner);
                let (places, cuts) = model_after_move(&board, &state, mv);
                let played = game.play(mv).unwrap();
                record.moves.push(mv);
                for (s, expected) in &places {
                    let got: Vec<PawnPlace> = game.pawns_of(*s).map(|(_, p)| p).collect();
                    prop_assert_eq!(&got, expected, "{}'s pawns after {}\n{}", s, mv, game);
                }
                let mut cut: Vec<(Seat, u8)> = played
                    .iter()
                    .filter_map(|e| match e {
                        Event::Cut { by, pawn, .. } => {
                            assert_eq!(*by, owner, "a cut counts for the pawn's owner");
                            Some((pawn.seat, pawn.number))
                        }
                        _ => None,
                    })
                    .collect();
                cut.sort_unstable();
                prop_assert_eq!(&cut, &cuts, "cuts of {}", mv);
                if !cut.is_empty() {
                    prop_assert!(game.has_cut(owner));
                }
                if game.is_over() {
                    let after = GameState::from(&game);
                    let winner = model_winner(&board, &after, seat);
                    prop_assert_eq!(game.team_ranking(), Some([winner, winner.other()]));
                    prop_assert_eq!(Team::of(game.ranking()[0]), winner);
                }
                events.extend(played);
            }
        }
    }
    Ok((record, events, game, states))
}

/// The record replays to the same game and events; saved states and position lines reload.
fn check_reloads(
    record: &GameRecord,
    events: &[Event],
    game: &Game,
    states: &[GameState],
) -> Result<(), TestCaseError> {
    let text = ron::to_string(record).unwrap();
    let back: GameRecord = ron::from_str(&text).unwrap();
    prop_assert_eq!(&back, record);
    let mut replayed = Vec::new();
    let again = back.replay_with(|e| replayed.push(e)).unwrap();
    prop_assert_eq!(&again, game);
    prop_assert!(replayed == events, "replayed events differ");
    for state in states.iter().chain([&GameState::from(game)]) {
        let text = ron::to_string(state).unwrap();
        let loaded: Game = ron::from_str(&text)
            .map_err(|e| TestCaseError::fail(format!("own state refused: {e}\n{text}")))?;
        prop_assert_eq!(&GameState::from(&loaded), state);
        let line = loaded.position_line();
        let from_line = Game::from_position_line(&line)
            .map_err(|e| TestCaseError::fail(format!("{line}: {e}")))?;
        prop_assert_eq!(&from_line, &loaded, "{}", line);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random team games on both boards follow RULES-TEAMS.md, end with a team first,
    /// replay and reload.
    #[test]
    fn random_team_games_follow_the_rules(setup in team_setups(), seed in any::<u64>()) {
        let (record, events, game, states) = play_team_game(&setup, seed)?;
        prop_assert!(game.is_over());
        check_reloads(&record, &events, &game, &states)?;
    }
}

/// One team game under every house-rule combination with both team switches, on both
/// boards, plays to its end and reloads.
#[test]
fn a_team_game_under_every_rule_combination_plays_to_its_end() {
    for (i, rules) in HouseRules::all_team_combinations().enumerate() {
        for variant in [Variant::Dhayam, Variant::Thayam] {
            let setup = team_setup(variant, 4, rules, i);
            let (record, events, game, states) =
                play_team_game(&setup, i as u64).unwrap_or_else(|e| panic!("{rules:?}: {e}"));
            assert!(game.is_over());
            check_reloads(&record, &events, &game, &states)
                .unwrap_or_else(|e| panic!("{rules:?}: {e}"));
        }
    }
}
