//! The end of a game on screen: the game-over panel ranks the players, crowns the King and
//! shows each player's numbers as the session counted them; Play again starts afresh.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use dhayam_core::Seat;
use dhayam_desktop::Command;
use dhayam_table::{Command as TableCommand, RandomDice};
use egui_kittest::kittest::Queryable as _;

#[test]
fn the_game_over_panel_shows_the_ranking_and_everyone_s_numbers() {
    let mut harness = common::harness(RandomDice::seeded(5), common::all_human(), [1280.0, 800.0]);
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    assert!(
        harness.query_by_label("Cuts made").is_none(),
        "no panel while playing"
    );
    // Play the whole game at once, each person taking the move that goes furthest.
    for _ in 0..20_000 {
        let table = harness.state().table();
        if table.session().unwrap().game().is_over() {
            break;
        }
        let command = if table.person_to_throw() {
            TableCommand::Throw
        } else {
            let moves = table.person_moves();
            TableCommand::Play(*moves.iter().max_by_key(|m| m.to).unwrap())
        };
        harness.state_mut().apply(Command::Table(command));
    }
    harness.run();
    let session = harness.state().session().unwrap();
    let game = session.game();
    assert!(game.is_over());
    let king = game.winner().unwrap();
    let colour = |seat: Seat| seat.colour().name();
    assert_eq!(
        harness.query_all_by_label("Game over").count(),
        2,
        "the side panel and the panel's title"
    );
    harness.get_by_label(&format!("1. {}: King", colour(king)));
    for label in ["Cuts made", "Pawns lost", "Throws lost"] {
        harness.get_by_label(label);
    }
    let mut expected: Vec<String> = Vec::new();
    for &seat in game.ranking() {
        let n = session.numbers(seat);
        expected.extend([n.cuts_made, n.pawns_lost, n.throws_lost].map(|v| v.to_string()));
    }
    let king_numbers = session.numbers(king);
    assert!(
        king_numbers.throws_lost > 0,
        "a whole game loses some values: {king_numbers:?}"
    );
    for text in &expected {
        assert!(
            harness.query_all_by_label(text).next().is_some(),
            "{text} shown"
        );
    }
    harness.get_by_label("Play again").click();
    harness.run();
    let session = harness.state().session().unwrap();
    assert_eq!(session.step(), 0, "a fresh game");
    assert!(harness.query_by_label("Cuts made").is_none());
}
