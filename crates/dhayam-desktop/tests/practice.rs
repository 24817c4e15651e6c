//! The Practice screen as a player meets it: puzzles from their own games first, then the
//! bundled ones; a click on a pawn answers, and the answer is judged and scored.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{archived_game, harness_for, pawn_label};
use dhayam_ai::{Level, Puzzle, REVIEW_SEED, puzzles};
use dhayam_core::{Move, Seat};
use dhayam_desktop::{AppOptions, DhayamApp};
use dhayam_store::PlayerKind;
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

/// How many puzzles come with the app.
const BUNDLED: usize = 6;

fn open_practice(app: DhayamApp) -> Harness<'static, DhayamApp> {
    let mut harness = harness_for(app.thinking_inline(), [1280.0, 800.0]);
    harness.run();
    harness.get_by_label("Learn").click();
    harness.run();
    harness.get_by_label("Practice").click();
    harness.run();
    harness
}

/// Clicks the pawn that `mv` moves in the puzzle shown.
fn click(harness: &mut Harness<'static, DhayamApp>, puzzle: &Puzzle, mv: Move) {
    let place = puzzle.game.pawn(puzzle.seat, mv.pawn).unwrap();
    harness
        .get_by_label(&pawn_label(puzzle.seat, mv.pawn, place))
        .click();
    harness.run();
}

#[test]
fn puzzles_come_from_the_players_games_first_and_answers_are_scored() {
    let dir = tempfile::tempdir().unwrap();
    let players = [
        ("Asha", PlayerKind::Human),
        ("North", PlayerKind::Computer(Level::Medium)),
    ];
    let saved = archived_game(dir.path(), 5, 600, players, 1_780_000_000);
    let mined = puzzles(saved.record(), |seat| seat == Seat::South, REVIEW_SEED).unwrap();
    assert!(!mined.is_empty(), "a random player makes a puzzle or two");
    let options = AppOptions {
        data_dir: Some(dir.path().to_path_buf()),
        ..AppOptions::default()
    };
    let app = DhayamApp::open(Box::new(ScriptedDice::values([])), &options);
    let mut harness = open_practice(app);
    harness.get_by_label(&format!("Puzzle 1 of {}", mined.len() + BUNDLED));
    let first = harness.state().puzzle_shown().unwrap().clone();
    assert_eq!(first, mined[0], "the player's own game comes first");
    harness.get_by_label_contains("Red to move with ");

    // Hard's move: right, scored.
    click(&mut harness, &first, first.best);
    harness.get_by_label_contains("Right! Hard would ");
    harness.get_by_label("Solved 1 of 1 · streak 1 (best 1)");

    // The next one answered as it was played in the game: wrong, the streak is gone.
    harness.get_by_label("Next puzzle").click();
    harness.run();
    let second = harness.state().puzzle_shown().unwrap().clone();
    assert_ne!(second, first);
    click(&mut harness, &second, second.played);
    harness.get_by_label_contains("That is the move played in the game");
    harness.get_by_label("Solved 1 of 2 · streak 0 (best 1)");
    // One answer per puzzle: another click changes nothing.
    click(&mut harness, &second, second.best);
    harness.get_by_label("Solved 1 of 2 · streak 0 (best 1)");
}

#[test]
fn a_new_player_has_the_bundled_puzzles() {
    let app = DhayamApp::with_dice(
        Box::new(ScriptedDice::values([])),
        common::all_human(),
        common::instant(),
    );
    let mut harness = open_practice(app);
    harness.get_by_label(&format!("Puzzle 1 of {BUNDLED}"));
    let shown = harness.state().puzzle_shown().unwrap().clone();
    assert!(shown.given_away() >= dhayam_ai::PUZZLE_MISTAKE);
    assert!(shown.game.legal_move_slice().contains(&shown.best));
    harness.get_by_label("Skip this puzzle").click();
    harness.run();
    harness.get_by_label(&format!("Puzzle 2 of {BUNDLED}"));

    // The keys: a pawn's number answers with the move a click on it plays, Enter goes on.
    let shown = harness.state().puzzle_shown().unwrap().clone();
    let first = shown.game.legal_move_slice()[0];
    harness.key_press(common::pawn_key(first.pawn));
    harness.run();
    let verdict = if shown.is_answer(first) {
        "Right! Hard would "
    } else {
        "Hard would "
    };
    harness.get_by_label_contains(verdict);
    harness.get_by_label_contains("Solved ");
    harness.get_by_label_contains(" of 1 · streak ");
    harness.key_press(egui::Key::Enter);
    harness.run();
    harness.get_by_label(&format!("Puzzle 3 of {BUNDLED}"));
}

#[test]
fn a_damaged_history_game_is_passed_over_and_the_rest_still_come() {
    let dir = tempfile::tempdir().unwrap();
    let players = [
        ("Asha", PlayerKind::Human),
        ("North", PlayerKind::Computer(Level::Medium)),
    ];
    archived_game(dir.path(), 5, 600, players, 1_780_000_000);
    let history = dhayam_store::Store::open(dir.path()).unwrap().history_dir();
    for entry in std::fs::read_dir(&history).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "ron") {
            std::fs::write(&path, "(format: 1, not a game").unwrap();
        }
    }
    let options = AppOptions {
        data_dir: Some(dir.path().to_path_buf()),
        ..AppOptions::default()
    };
    let app = DhayamApp::open(Box::new(ScriptedDice::values([])), &options);
    let harness = open_practice(app);
    harness.get_by_label(&format!("Puzzle 1 of {BUNDLED}"));
}
