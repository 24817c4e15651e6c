//! Each player's numbers (cuts made, pawns lost, throws lost) as the session counts them
//! from the rules' events, checked against what the table told the people at it.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::Seat;
use dhayam_store::{AnimationSpeed, PlayerKind, SeatPlayer, TableSettings};
use dhayam_table::{
    Command, DiceSource, Effect, PlayerNumbers, RandomDice, ScriptedDice, Session, Table, Tell,
};

const SEATS: [Seat; 3] = [Seat::South, Seat::East, Seat::North];

fn table(dice: Box<dyn DiceSource>) -> Table {
    let settings = TableSettings {
        animation: AnimationSpeed::Instant,
        ..TableSettings::default()
    };
    let mut table = Table::new(settings, None, dice);
    let players = SEATS
        .iter()
        .map(|&s| SeatPlayer::new(s, s.name(), PlayerKind::Human))
        .collect();
    table.apply(
        Command::Start {
            setup: dhayam_core::Setup::new(SEATS),
            players,
            undo: true,
        },
        0.0,
    );
    table
}

fn numbers(session: &Session) -> Vec<PlayerNumbers> {
    SEATS.iter().map(|&s| session.numbers(s)).collect()
}

#[test]
fn a_value_nobody_can_use_is_a_throw_lost() {
    // Red throws 3 with every pawn in the yard: lost. Green throws 1 and enters.
    let mut table = table(Box::new(ScriptedDice::values([3, 1])));
    table.apply(Command::Throw, 1.0);
    table.apply(Command::Throw, 2.0);
    let session = table.session().unwrap();
    assert_eq!(
        session.numbers(Seat::South),
        PlayerNumbers {
            throws_lost: 1,
            ..PlayerNumbers::default()
        }
    );
    assert_eq!(session.numbers(Seat::East), PlayerNumbers::default());
}

/// A whole seeded game, each seat cutting whenever it can: the session's numbers are the
/// cuts and lost values the table told, and a resumed game counts the same.
#[test]
fn a_whole_game_counts_what_the_table_told() {
    let mut table = table(Box::new(RandomDice::seeded(21)));
    let mut told = [PlayerNumbers::default(); 4];
    let mut now = 0.0;
    while !table.session().unwrap().game().is_over() {
        now += 1.0;
        let command = if table.person_to_throw() {
            Command::Throw
        } else {
            let game = table.session().unwrap().game();
            let moves = table.person_moves();
            let cutting = moves.iter().find(|m| game.cut_by(**m).is_some());
            Command::Play(*cutting.or(moves.last()).unwrap())
        };
        for effect in table.apply(command, now) {
            match effect {
                Effect::Tell(notice) => match notice.tell {
                    Tell::Cut { by, victim } => {
                        told[by.index()].cuts_made += 1;
                        told[victim.index()].pawns_lost += 1;
                    }
                    Tell::ValueLost { seat, .. } => told[seat.index()].throws_lost += 1,
                    _ => {}
                },
                Effect::Finish(_)
                | Effect::Save(_)
                | Effect::Roll { .. }
                | Effect::Animate(_)
                | Effect::Sound(_) => {}
                other => panic!("unexpected {other:?}"),
            }
        }
    }
    let session = table.session().unwrap();
    let counted = numbers(session);
    let expected: Vec<_> = SEATS.iter().map(|s| told[s.index()]).collect();
    assert_eq!(counted, expected);
    let cuts: u32 = counted.iter().map(|n| n.cuts_made).sum();
    let lost: u32 = counted.iter().map(|n| n.pawns_lost).sum();
    assert!(cuts >= 3, "a game of eager cutters cuts: {counted:?}");
    assert_eq!(cuts, lost, "every cut costs someone a pawn");
    assert!(counted.iter().any(|n| n.throws_lost > 0), "{counted:?}");
    let resumed = Session::resume(session.saved().clone());
    assert_eq!(numbers(&resumed), counted, "counted once, again on resume");
}
