//! `docs/screenshots/practice.png` and `practice-tamil.png`: the Practice screen after a
//! wrong answer to the first bundled puzzle (the move played in its game), Hard's move
//! dashed on the board, at 1280x800; `practice-640x480.png` in a small window.

use dhayam_desktop::Command;
use dhayam_store::Language;

fn practice_picture(size: [f32; 2], language: Language, theme: egui::Theme, name: &str) {
    let mut app = crate::common::app_for_picture(language, theme);
    app.apply(Command::ShowPractice);
    let played = app.puzzle_shown().expect("a bundled puzzle").played;
    app.apply(Command::AnswerPuzzle(played));
    let mut harness = crate::common::picture_harness(app, size, theme);
    harness.run();
    // The pointer rests in a corner of the table, where it hides no words.
    harness.hover_at(egui::pos2(20.0, size[1] - 20.0));
    harness.run();
    harness.snapshot_options(
        name,
        &egui_kittest::SnapshotOptions::new().output_path("../../docs/screenshots"),
    );
}

#[test]
fn docs_picture_practice() {
    practice_picture(
        [1280.0, 800.0],
        Language::English,
        egui::Theme::Light,
        "practice",
    );
}

#[test]
fn docs_picture_practice_in_tamil() {
    practice_picture(
        [1280.0, 800.0],
        Language::Tamil,
        egui::Theme::Dark,
        "practice-tamil",
    );
}

#[test]
fn docs_picture_practice_at_640x480() {
    practice_picture(
        [640.0, 480.0],
        Language::English,
        egui::Theme::Dark,
        "practice-640x480",
    );
}
