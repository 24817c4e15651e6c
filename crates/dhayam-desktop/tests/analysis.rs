//! The analysis board as a player uses it: pawns placed by clicks, a throw chosen, a line
//! imported and a broken one refused in words; its chances are those of `dhayam-cli
//! analyse` (both are `dhayam_ai::analyse` with the review's seed, and the command line's
//! test checks its output against it).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::harness_for;
use dhayam_ai::{REVIEW_SEED, analyse};
use dhayam_core::{Game, PawnPlace, Phase, Seat};
use dhayam_desktop::DhayamApp;
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

type App = Harness<'static, DhayamApp>;

fn opened() -> App {
    let app = DhayamApp::with_dice(
        Box::new(ScriptedDice::values([])),
        common::all_human(),
        common::instant(),
    )
    .thinking_inline();
    let mut harness = harness_for(app, [1280.0, 800.0]);
    harness.run();
    harness.get_by_label("Learn").click();
    harness.run();
    harness.get_by_label("Analysis").click();
    harness.run();
    harness
}

/// The board's name for `seat`'s path index `index`.
fn square_name(seat: Seat, index: u8) -> String {
    let square = seat.path_square(index).unwrap();
    format!("Square row {} column {}", square.row(), square.col())
}

fn shown(harness: &App) -> Game {
    harness.state().analysis_board().unwrap().0
}

/// Checks that the board's analysis is `dhayam_ai::analyse` of its position, and that the
/// best move's chance is on the screen.
fn agrees_with_analyse(harness: &App) {
    let (game, analysis) = harness.state().analysis_board().unwrap();
    let analysis = analysis.expect("the analysis is in").clone();
    assert_eq!(analysis, analyse(&game, REVIEW_SEED));
    if let Some((_, chance)) = analysis.moves.first() {
        harness.get_by_label_contains(&format!("{:.1}%  ", 100.0 * chance));
    }
}

#[test]
fn pawns_placed_by_clicks_and_a_throw_give_every_moves_chance() {
    let mut harness = opened();
    assert_eq!(
        shown(&harness).position_line(),
        "S:y.y.y.y N:y.y.y.y to=S phase=throw"
    );
    // Red pawn 1 to its square 5, Yellow pawn 2 to Red's square 9.
    harness.get_by_label("Red pawn 1").click();
    harness.run();
    harness
        .get_by_label_contains(&square_name(Seat::South, 5))
        .click();
    harness.run();
    harness.get_by_label("Yellow pawn 2").click();
    harness.run();
    harness
        .get_by_label_contains(&square_name(Seat::South, 9))
        .click();
    harness.run();
    let game = shown(&harness);
    assert_eq!(game.pawn(Seat::South, 0), Some(PawnPlace::Path(5)));
    let yellow = Seat::North.path_index_of(Seat::South.path_square(9).unwrap());
    assert_eq!(game.pawn(Seat::North, 1), yellow.map(PawnPlace::Path));
    // Before the throw: every value's worth.
    agrees_with_analyse(&harness);
    harness.get_by_label("What each throw would be worth to Red:");

    // A 4: Red's pawn can cut Yellow's.
    harness.get_by_label("4").click();
    harness.run();
    let game = shown(&harness);
    assert_eq!(game.phase(), Phase::AwaitingMove(Seat::South));
    agrees_with_analyse(&harness);
    harness.get_by_label("Red's moves, with the chance after each:");
    harness.get_by_label_contains("move pawn 1 by 4");

    // A Yellow pawn on the square Red's stands on is refused, in words.
    harness.get_by_label("Yellow pawn 1").click();
    harness.run();
    harness
        .get_by_label_contains(&square_name(Seat::South, 5))
        .click();
    harness.run();
    harness.get_by_label_contains("Another pawn stands there");
}

#[test]
fn a_line_is_imported_and_a_broken_one_refused() {
    let mut harness = opened();
    let line = "S:12.30.y.y/ox N:3.y.y.y/o to=N phase=throw";
    let field = harness.get_by_label("Position line:");
    field.click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label("Position line:").type_text(line);
    harness.run();
    harness.get_by_label("Import").click();
    harness.run();
    assert_eq!(shown(&harness).position_line(), line);
    agrees_with_analyse(&harness);

    harness.get_by_label("Position line:").click();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness
        .get_by_label("Position line:")
        .type_text("S:5.y.y.y N:y.y.y.y to=S phase=throw");
    harness.run();
    harness.get_by_label("Import").click();
    harness.run();
    harness.get_by_label("No game can reach that position.");
    assert_eq!(shown(&harness).position_line(), line, "nothing changed");
    harness.get_by_label("Position line:").click();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label("Position line:").type_text("hello");
    harness.run();
    harness.get_by_label("Import").click();
    harness.run();
    harness.get_by_label("That is not a position line.");
}

#[test]
fn a_replays_position_opens_on_the_analysis_board() {
    let dir = tempfile::tempdir().unwrap();
    let players = [
        ("Asha", dhayam_store::PlayerKind::Human),
        ("Bala", dhayam_store::PlayerKind::Human),
    ];
    let saved = common::archived_game(dir.path(), 3, 60, players, 1_780_000_000);
    let mut harness = common::replay_first_game(dir.path());
    for _ in 0..25 {
        harness.key_press(egui::Key::ArrowRight);
    }
    harness.run();
    harness.get_by_label("Analyse").click();
    harness.run();
    let replay = dhayam_store::Replay::new(saved.record()).unwrap();
    let expected = replay.position(25).unwrap().position_line();
    assert_eq!(shown(&harness).position_line(), expected);
    harness.get_by_label("Analysis board");
    agrees_with_analyse(&harness);
}
