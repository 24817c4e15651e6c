//! A team game at the table (RULES-TEAMS.md): a finished player's number keys and stuck
//! pawns name its partner's pawns, whose moves carry `PARTNER_PAWN`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_core::{Move, PARTNER_PAWN, Phase, Seat, Setup};
use dhayam_store::{PlayerKind, SeatPlayer, TableSettings};
use dhayam_table::{Command, Effect, RandomDice, Table};

/// A team game of four people at one table, played with the first legal move of every
/// throw until a finished player is to move its partner's pawns; returns the table then.
fn table_at_a_helpers_move(seed: u64) -> Option<Table> {
    let mut table = Table::new(
        TableSettings::default(),
        None,
        Box::new(RandomDice::seeded(seed)),
    );
    let players = Seat::ALL
        .iter()
        .map(|&seat| SeatPlayer::new(seat, seat.name(), PlayerKind::Human))
        .collect();
    table.apply(
        Command::Start {
            setup: Setup::new(Seat::ALL).with_teams(),
            players,
            undo: false,
        },
        0.0,
    );
    for _ in 0..20_000 {
        let game = table.session()?.game();
        match game.phase() {
            Phase::AwaitingThrow(_) => {
                table.apply(Command::Throw, 0.0);
            }
            Phase::AwaitingMove(_) => {
                let moves = table.person_moves();
                if moves.iter().any(Move::is_partners) {
                    return Some(table);
                }
                table.apply(Command::Play(*moves.first()?), 0.0);
            }
            Phase::Finished => return None,
        }
    }
    None
}

#[test]
fn a_finished_players_number_key_moves_the_partners_pawn() {
    let mut table = (1..20)
        .find_map(table_at_a_helpers_move)
        .expect("a seed where a finished player helps");
    let game = table.session().unwrap().game();
    let helper = game.turn();
    let partner = game.plays_for(helper);
    assert_eq!(Some(partner), game.partner(helper));
    let mv = table.person_moves()[0];
    assert!(mv.pawn >= PARTNER_PAWN && mv.pawn_id(helper).seat == partner);

    let effects = table.apply(Command::PickPawn(mv.number()), 0.0);
    let saved = effects.iter().find_map(|e| match e {
        Effect::Save(game) => Some(game),
        _ => None,
    });
    let played = saved.expect("the key played a move").record().moves.last();
    assert_eq!(played.map(|m| m.pawn_id(helper).seat), Some(partner));
    assert!(played.is_some_and(dhayam_core::Move::is_partners));
}

#[test]
fn a_finished_players_stuck_pawn_is_the_partners() {
    let table = (1..20)
        .find_map(table_at_a_helpers_move)
        .expect("a seed where a finished player helps");
    let game = table.session().unwrap().game();
    let partner = game.plays_for(game.turn());
    let movable: Vec<u8> = table.person_moves().iter().map(Move::number).collect();
    // Any pawn of the partner's that cannot move says so, and names the partner's seat.
    for number in (0..game.pawns_per_player()).filter(|n| !movable.contains(n)) {
        if let Some((seat, _, _)) = table.why_stuck(number) {
            assert_eq!(seat, partner);
        }
    }
}
