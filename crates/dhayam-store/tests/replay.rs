//! Replays step through every position of a game, forward and back.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{play, play_out, setup};
use dhayam_core::{Event, Seat, TurnStructure};
use dhayam_store::{Action, Replay};

#[test]
fn every_position_follows_from_the_one_before() {
    for turn in [TurnStructure::PerThrow, TurnStructure::ThrowFirst] {
        let setup = setup(&[Seat::South, Seat::East, Seat::West], 5, turn);
        let game = play_out(&setup, 31);
        let record = game.record();
        let replay = Replay::new(record).unwrap();
        assert_eq!(replay.len(), record.throws.len() + record.moves.len());
        assert_eq!(
            replay.position(0).unwrap(),
            &dhayam_core::Game::new(&setup).unwrap()
        );
        assert_eq!(replay.position(replay.len()).unwrap(), game.game());
        assert!(replay.position(replay.len() + 1).is_none());
        let (mut throws, mut moves) = (0, 0);
        for k in 0..replay.len() {
            let step = replay.step(k).unwrap();
            let mut position = replay.position(k).unwrap().clone();
            let events = match step.action {
                Action::Throw(seat, throw) => {
                    assert_eq!(throw, record.throws[throws]);
                    assert_eq!(position.turn(), seat);
                    throws += 1;
                    position.throw(throw).unwrap()
                }
                Action::Move(seat, mv) => {
                    assert_eq!(mv, record.moves[moves]);
                    assert_eq!(position.turn(), seat);
                    moves += 1;
                    position.play(mv).unwrap()
                }
            };
            assert_eq!(events, step.events);
            assert_eq!(&position, replay.position(k + 1).unwrap());
        }
        // The last step ends the game.
        let last = replay.steps().last().unwrap();
        assert!(matches!(last.events.last(), Some(Event::GameOver { .. })));
    }
}

#[test]
fn an_unfinished_game_replays_to_where_it_stopped() {
    let setup = setup(&Seat::ALL, 4, TurnStructure::PerThrow);
    let game = play(&setup, 8, 77);
    let replay = Replay::new(game.record()).unwrap();
    assert_eq!(replay.len(), 77);
    assert_eq!(replay.position(77).unwrap(), game.game());
    let mut bad = game.record().clone();
    bad.moves.push(bad.moves[0]);
    bad.moves.push(bad.moves[0]);
    // The same typed error as the record's own replay.
    assert_eq!(Replay::new(&bad).unwrap_err(), bad.replay().unwrap_err());
}
