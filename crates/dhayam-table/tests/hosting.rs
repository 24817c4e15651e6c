//! The host's table of a game across computers (`Table::hosting`): the one true game. Its
//! own seats' moves are played on it at once and told for the guests; their throws are
//! called for once and come back, with their parts, as steps; nothing is wished.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::fair::{Digest, Made, Part};
use dhayam_core::{Action, Seat, Setup, Throw};
use dhayam_store::{
    AnimationSpeed, ComputerPace, PlayerKind, SavedGame, SeatPlayer, TableSettings,
};
use dhayam_table::{Command, Effect, Session, Table};

fn quick() -> TableSettings {
    TableSettings {
        animation: AnimationSpeed::Instant,
        computer_pace: ComputerPace::Instant,
        ..TableSettings::default()
    }
}

/// A hosting table with South played here and North by a guest, its game put on it as
/// the host starts it.
fn hosting() -> Table {
    let setup = Setup::new([Seat::South, Seat::North]);
    let players = vec![
        SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
        SeatPlayer::new(Seat::North, "Kavi", PlayerKind::Remote),
    ];
    let session = Session::new(&setup, players, false).unwrap();
    let saved: SavedGame = session.saved().clone();
    let mut table = Table::hosting(quick());
    assert!(table.is_hosting() && table.is_networked());
    let _ = table.apply(Command::Sync(Box::new(saved)), 0.0);
    table
}

fn parts() -> Made {
    Made {
        parts: vec![Part {
            by: 0,
            link: Digest([3; 32]),
        }],
        without: Vec::new(),
        alone: true,
    }
}

#[test]
fn a_throw_is_called_once_and_made_by_a_step_with_its_parts() {
    let mut table = hosting();
    assert_eq!(table.session().unwrap().game().turn(), Seat::South);
    let called: Vec<Effect> = table.apply(Command::Throw, 1.0);
    assert!(
        matches!(
            called.as_slice(),
            [Effect::CallThrow {
                seat: Seat::South,
                step: 0
            }]
        ),
        "{called:?}"
    );
    assert!(
        table.apply(Command::Throw, 1.1).is_empty(),
        "called once per step, and nothing thrown by the table itself"
    );
    assert!(!table.person_to_throw(), "the call waits for its throw");
    let throw = Throw::with_value(1).unwrap();
    let action = Action::Throw(Seat::South, throw);
    let effects = table.apply(
        Command::Step {
            action,
            made: parts(),
        },
        2.0,
    );
    let played: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Played { step, action, made } => Some((*step, *action, made.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(played, [(0, action, parts())]);
    assert_eq!(table.session().unwrap().step(), 1);
}

#[test]
fn the_hosts_own_move_is_played_at_once_and_told_never_wished() {
    let mut table = hosting();
    let throw = Throw::with_value(1).unwrap();
    let _ = table.apply(Command::Throw, 1.0);
    let _ = table.apply(
        Command::Step {
            action: Action::Throw(Seat::South, throw),
            made: parts(),
        },
        2.0,
    );
    let mv = table.person_moves()[0];
    let effects = table.apply(Command::Play(mv), 3.0);
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Intent(_))),
        "the host's table wishes nothing"
    );
    let played: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Played { step, action, .. } => Some((*step, *action)),
            _ => None,
        })
        .collect();
    assert_eq!(played, [(1, Action::Move(Seat::South, mv))]);
    assert_eq!(table.session().unwrap().step(), 2, "applied here, at once");
}

#[test]
fn a_guest_seat_is_neither_played_nor_called_here() {
    let mut table = hosting();
    let throw = Throw::with_value(2).unwrap();
    // South's throw of 2 (no pawn can enter: the turn passes to North, the guest).
    let _ = table.apply(Command::Throw, 1.0);
    let _ = table.apply(
        Command::Step {
            action: Action::Throw(Seat::South, throw),
            made: parts(),
        },
        2.0,
    );
    assert_eq!(table.session().unwrap().game().turn(), Seat::North);
    assert!(table.apply(Command::Throw, 3.0).is_empty());
    assert!(
        table.tick(10.0).is_empty(),
        "the table never acts for a guest"
    );
    assert_eq!(table.next_wake(10.0), None);
}
