//! The side panel reads and stays put: its small text is big enough to read, a small
//! window (640x480) keeps the move log in view, and nothing below the Throw button moves
//! while a turn is played (the value thrown, a notice and the win-chance bar keep their
//! room).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{all_human, harness_for, instant};
use dhayam_desktop::{DhayamApp, PlayerCount};
use dhayam_store::{Language, Preferences, Settings};
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

/// A game of `count` people on these throws, started, in a window of `size`.
fn game(
    throws: &[u8],
    count: PlayerCount,
    settings: Settings,
    size: [f32; 2],
) -> Harness<'static, DhayamApp> {
    let mut choice = all_human();
    choice.count = count;
    let dice = ScriptedDice::values(throws.iter().copied());
    let app = DhayamApp::with_dice(Box::new(dice), choice, settings).thinking_inline();
    let mut harness = harness_for(app, size);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert!(harness.state().session().is_some());
    harness
}

#[test]
fn the_players_counts_are_big_enough_to_read_in_both_languages() {
    for (language, counts) in [
        (
            Language::English,
            "yard 4 · board 0 · centre 0 · must cut to go inside",
        ),
        (
            Language::Tamil,
            "கூடு 4 · பலகை 0 · நடு 0 · உள்ளே போக வெட்ட வேண்டும்",
        ),
    ] {
        let settings = Settings {
            preferences: Preferences {
                language,
                ..instant().preferences
            },
            ..instant()
        };
        let harness = game(&[], PlayerCount::Two, settings, [1280.0, 800.0]);
        let lines: Vec<_> = harness.query_all_by_label(counts).collect();
        assert_eq!(lines.len(), 2, "{language:?}: one line per player");
        for line in lines {
            // egui's own small text (9 points) is 11 to 12 points high; 11.5-point text
            // is over 14.
            let height = line.rect().height();
            assert!(height >= 14.0, "{language:?}: {height} points high");
        }
    }
}

#[test]
fn a_small_window_keeps_the_move_log_in_view() {
    let harness = game(&[3], PlayerCount::Four, instant(), [640.0, 480.0]);
    let moves = harness.get_by_label("Moves").rect();
    assert!(
        moves.bottom() < 480.0 - 20.0,
        "the log's heading at {moves:?}"
    );
    let first = harness.get_by_label("New game. Red throws first").rect();
    assert!(first.bottom() <= 480.0, "the log's first line at {first:?}");
    // Every player is listed with their counts on one line.
    for name in ["» Red", "Green", "Yellow", "Blue"] {
        let line = harness.get_by_label(name).rect();
        assert!(line.bottom() < moves.top(), "{name} at {line:?}");
    }
}

#[test]
fn nothing_below_the_throw_button_moves_while_a_turn_is_played() {
    // Red: 2 (no pawn can use it: lost, with a notice and its reason), Green: 6 (lost
    // too), Red: 1 (enters by itself, throws again).
    let settings = Settings {
        preferences: Preferences {
            show_win_chances: true,
            ..instant().preferences
        },
        ..instant()
    };
    let mut harness = game(&[2, 6, 1], PlayerCount::Four, settings, [1280.0, 800.0]);
    let place = |h: &Harness<'static, DhayamApp>| {
        (
            h.get_by_label("Throw").rect(),
            h.get_by_label("Moves").rect(),
        )
    };
    let before = place(&harness);
    // Less than a pixel is not a move anyone sees (a row of text measures a tenth of a
    // point apart from the room kept for it).
    let moved = |a: egui::Rect, b: egui::Rect| (a.top() - b.top()).abs() >= 1.0;
    for step in 0..3 {
        harness.get_by_label("Throw").click();
        // Frame by frame through the throw: the dice roll, land, a notice comes and goes.
        for frame in 0..40 {
            harness.step();
            let now = place(&harness);
            let at = format!("throw {step}, frame {frame}: {now:?}");
            assert!(!moved(now.0, before.0), "Throw moved at {at}");
            assert!(!moved(now.1, before.1), "Moves moved at {at}");
        }
    }
}
