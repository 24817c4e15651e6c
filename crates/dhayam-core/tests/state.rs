//! Saved game states: a `GameState` becomes a `Game` again only if it is a position the
//! rules can reach; anything else is refused with a message, never a panic.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use Seat::{East, North, South, West};
use common::{places, position, set_phase};
use dhayam_core::{Game, GameState, PawnPlace, Preset, Seat, Setup, Variant};

/// South, East and North in play: South (gate open) on 3 and 25, East on its 2, North in
/// the yard; South to throw.
fn base() -> GameState {
    let game = position(
        &Setup::new([South, East, North]),
        &[(South, &[3, 25]), (East, &[2])],
        &[South],
    );
    GameState::from(&game)
}

fn player(state: &mut GameState, seat: Seat) -> &mut dhayam_core::PlayerState {
    state.players.iter_mut().find(|p| p.seat == seat).unwrap()
}

fn assert_refused(state: GameState, words: &str) {
    let text = ron::to_string(&state).unwrap();
    match Game::try_from(state) {
        Ok(game) => panic!("accepted a state that should say {words:?}:\n{game}"),
        Err(e) => {
            let message = e.to_string();
            assert!(
                message.contains(words),
                "message {message:?} does not say {words:?}"
            );
        }
    }
    // The same through serde: loading a `Game` re-validates.
    let err = ron::from_str::<Game>(&text).unwrap_err();
    assert!(err.to_string().contains(words), "{err}");
}

#[test]
fn a_valid_state_round_trips_through_ron_and_revalidates() {
    let state = base();
    let game = Game::try_from(state.clone()).unwrap();
    assert_eq!(GameState::from(&game), state);
    let text = ron::ser::to_string_pretty(&state, ron::ser::PrettyConfig::default()).unwrap();
    let back: GameState = ron::from_str(&text).unwrap();
    assert_eq!(back, state);
    let loaded: Game = ron::from_str(&text).unwrap();
    assert_eq!(loaded, game);
    let saved = ron::to_string(&game).unwrap();
    assert_eq!(ron::from_str::<Game>(&saved).unwrap(), game);
}

#[test]
fn states_from_a_throw_first_game_in_the_middle_of_a_turn_reload() {
    let mut game = position(
        &Setup::new([South, North]).with_rules(Preset::Traditional.rules()),
        &[(South, &[3])],
        &[],
    );
    for v in [5, 6, 3] {
        game.throw(common::throw_of(v)).unwrap();
        let state = GameState::from(&game);
        assert_eq!(Game::try_from(state).unwrap(), game);
    }
    let mv = game.legal_moves()[0];
    game.play(mv).unwrap();
    let state = GameState::from(&game);
    assert_eq!(Game::try_from(state).unwrap(), game);
}

#[test]
fn pawns_past_the_centre_are_refused() {
    let mut s = base();
    player(&mut s, South).pawns[0] = PawnPlace::Path(49);
    assert_refused(s.clone(), "past the centre");
    player(&mut s, South).pawns[0] = PawnPlace::Path(255);
    assert_refused(s, "past the centre");
}

#[test]
fn pawn_counts_and_players_must_match_the_setup() {
    let mut s = base();
    player(&mut s, East).pawns.push(PawnPlace::Yard);
    assert_refused(s, "5 pawns, the setup says 4");

    let mut s = base();
    player(&mut s, North).pawns.pop();
    assert_refused(s, "3 pawns, the setup says 4");

    let mut s = base();
    s.players.pop();
    assert_refused(s, "players listed for 3 seats");

    let mut s = base();
    s.players[2].seat = South;
    assert_refused(s, "listed twice");

    let mut s = base();
    s.players[2].seat = West;
    assert_refused(s, "West is listed but has no seat");

    let mut s = base();
    s.setup.pawns = 7;
    assert_refused(s, "pawns per player must be 4, 5 or 6");

    let mut s = base();
    s.setup.seats = vec![South, East];
    assert_refused(s, "two players must sit opposite each other");
}

#[test]
fn pawns_on_the_board_need_an_opened_player_and_inside_pawns_a_cut() {
    let mut s = base();
    player(&mut s, East).opened = false;
    assert_refused(s, "never entered");

    let mut s = base();
    player(&mut s, South).has_cut = false;
    assert_refused(s, "inside the gate");

    let mut s = base();
    player(&mut s, East).pawns[1] = PawnPlace::Path(48);
    assert_refused(s, "inside the gate");
}

#[test]
fn two_pawns_on_one_plain_square_are_refused() {
    // Two of one player.
    let mut s = base();
    player(&mut s, South).pawns[1] = PawnPlace::Path(3);
    assert_refused(s, "two pawns stand on the plain square (6,6)");
    // Two players: East's 21 is (6,6), South's 3.
    let mut s = base();
    player(&mut s, East).pawns[1] = PawnPlace::Path(21);
    assert_refused(s, "two pawns stand on the plain square (6,6)");
    // On crosses they may share.
    let mut s = base();
    player(&mut s, South).pawns[2] = PawnPlace::Path(6);
    player(&mut s, South).pawns[3] = PawnPlace::Path(6);
    player(&mut s, East).pawns[1] = PawnPlace::Path(0);
    Game::try_from(s).unwrap();
}

#[test]
fn two_pawns_on_south_index_30_are_refused() {
    let mut s = base();
    player(&mut s, South).pawns[2] = PawnPlace::Path(30);
    player(&mut s, South).pawns[3] = PawnPlace::Path(30);
    assert_refused(s, "two pawns stand on the plain square (1,3)");
}

#[test]
fn the_ranking_must_list_exactly_the_finished_players_while_the_game_goes_on() {
    let mut s = base();
    s.ranking = vec![North];
    assert_refused(s, "finished players");

    let mut s = base();
    s.ranking = vec![West];
    assert_refused(s, "West is ranked but has no seat");

    // East finished but not ranked.
    let mut s = base();
    player(&mut s, East).pawns = places(&[48, 48, 48, 48]);
    player(&mut s, East).has_cut = true;
    assert_refused(
        s.clone(),
        "the ranking does not start with the finished players",
    );
    s.ranking = vec![East, East];
    assert_refused(s.clone(), "East is ranked twice");
    s.ranking = vec![East, South];
    assert_refused(s.clone(), "ranks only the finished players");
    s.ranking = vec![East];
    Game::try_from(s).unwrap();
}

#[test]
fn the_player_to_act_must_be_seated_and_unfinished() {
    let mut s = base();
    s.turn = West;
    assert_refused(s, "has no seat");

    let mut s = base();
    player(&mut s, East).pawns = places(&[48, 48, 48, 48]);
    player(&mut s, East).has_cut = true;
    s.ranking = vec![East];
    s.turn = East;
    assert_refused(s, "East has finished");
}

#[test]
fn the_pool_must_fit_the_phase_and_the_turn_structure() {
    let mut s = base();
    s.pool = vec![7];
    assert_refused(s, "which no throw gives");

    let mut s = base();
    s.pool = vec![3];
    assert_refused(s, "values left to spend while waiting for a throw");

    let mut s = base();
    set_phase(&mut s, "awaiting_move");
    assert_refused(s.clone(), "exactly one value");
    s.pool = vec![3, 4];
    assert_refused(s.clone(), "exactly one value");
    s.pool = vec![3];
    Game::try_from(s.clone()).unwrap();
    // No legal move for a 4 by... South: 3 -> 7 is free; make it blocked.
    s.pool = vec![2];
    player(&mut s, South).pawns[1] = PawnPlace::Path(47);
    player(&mut s, South).pawns[0] = PawnPlace::Path(48);
    assert_refused(s, "no move is legal");

    let mut s = base();
    s.cut_this_turn = true;
    assert_refused(s, "outside a throw-first game");

    let mut s = base();
    s.setup.rules = Preset::Traditional.rules();
    s.pool = vec![5, 3];
    assert_refused(s.clone(), "only grow on bonus values");
    s.pool = vec![5, 12, 1, 6];
    Game::try_from(s).unwrap();
}

#[test]
fn a_finished_game_ranks_everyone_and_has_nothing_left_to_spend() {
    let mut s = base();
    set_phase(&mut s, "finished");
    assert_refused(s.clone(), "a finished game must rank every player");
    s.ranking = vec![South, East];
    assert_refused(s.clone(), "a finished game must rank every player");
    s.ranking = vec![South, East, North];
    s.pool = vec![5];
    assert_refused(s, "a finished game has values left to spend");
}

#[test]
fn a_game_that_should_be_over_is_refused() {
    // Two players, South finished: the game ended with that move.
    let game = position(&Setup::new([South, North]), &[(North, &[3])], &[]);
    let mut s = GameState::from(&game);
    player(&mut s, South).pawns = places(&[48, 48, 48, 48]);
    player(&mut s, South).has_cut = true;
    player(&mut s, South).opened = true;
    s.ranking = vec![South];
    s.turn = North;
    assert_refused(s.clone(), "should already be over");
    // With play_on=false, one winner ends a 3-player game too.
    let mut s = base();
    s.setup.rules.play_on = false;
    player(&mut s, North).pawns = places(&[48, 48, 48, 48]);
    player(&mut s, North).has_cut = true;
    player(&mut s, North).opened = true;
    s.ranking = vec![North];
    assert_refused(s.clone(), "should already be over");
    // With play on, it goes on.
    s.setup.rules.play_on = true;
    Game::try_from(s).unwrap();
}

#[test]
fn a_frozen_board_saved_as_in_progress_is_refused() {
    let game = Game::new(&Setup::new([South, North]).with_rules({
        let mut r = dhayam_core::HouseRules::CLASSIC;
        r.gate = dhayam_core::GateRule::Wait;
        r
    }))
    .unwrap();
    let mut s = GameState::from(&game);
    for p in &mut s.players {
        p.pawns = places(&[20, 21, 22, 23]);
        p.opened = true;
    }
    let result = Game::try_from(s);
    assert!(
        result.is_err(),
        "a frozen board was loaded as a game in progress"
    );
}

#[test]
fn a_cut_without_ever_entering_is_refused() {
    let mut s = base();
    player(&mut s, North).has_cut = true;
    assert_refused(s, "North has cut but never entered a pawn");
}

#[test]
fn a_game_marked_finished_must_be_over() {
    let mut s = base();
    set_phase(&mut s, "finished");
    s.ranking = vec![South, East, North];
    assert!(Game::try_from(s).is_err());
}

#[test]
fn a_cut_this_turn_needs_a_player_who_has_cut() {
    let game = position(
        &Setup::new([South, North]).with_rules(Preset::Traditional.rules()),
        &[(South, &[3])],
        &[],
    );
    let mut s = GameState::from(&game);
    s.cut_this_turn = true;
    s.pool = vec![3];
    set_phase(&mut s, "awaiting_move");
    assert!(Game::try_from(s).is_err());
}

#[test]
fn a_5x5_pawn_in_a_yard_is_refused() {
    let small = Setup::new([South, North]).with_variant(Variant::Thayam);
    let mut state = GameState::from(&Game::new(&small).unwrap());
    player(&mut state, North).pawns[2] = PawnPlace::Yard;
    assert_refused(state, "pawns start on their home square");
}

#[test]
fn own_pawns_may_share_only_the_5x5_inner_squares() {
    let small = Setup::new([South, North]).with_variant(Variant::Thayam);
    let mut state = GameState::from(&Game::new(&small).unwrap());
    let south = player(&mut state, South);
    south.has_cut = true;
    south.pawns[0] = PawnPlace::Path(18);
    south.pawns[1] = PawnPlace::Path(18);
    let game = Game::try_from(state.clone()).unwrap();
    assert_eq!(
        game.pawns_on(game.board().path_square(South, 18).unwrap())
            .count(),
        2
    );
    // On the outer ring two own pawns on a plain square cannot be.
    let south = player(&mut state, South);
    south.pawns[0] = PawnPlace::Path(5);
    south.pawns[1] = PawnPlace::Path(5);
    assert_refused(state.clone(), "two pawns stand on the plain square");
    // Nor an opponent's pawn beside them inside (North's 18 is South's 18 turned: (3,3)).
    let south = player(&mut state, South);
    south.pawns[0] = PawnPlace::Path(22);
    south.pawns[1] = PawnPlace::Path(22);
    let north = player(&mut state, North);
    north.has_cut = true;
    north.pawns[0] = PawnPlace::Path(18);
    assert_refused(state, "two pawns stand on the plain square");
}
