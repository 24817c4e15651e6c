//! `docs/screenshots/tutor.png` and `tutor-tamil.png`: the tutor's question over the board,
//! Hard's move marked, at 1280x800; `tutor-640x480.png` in a small window, in Tamil.

use dhayam_desktop::DhayamApp;
use dhayam_store::{Language, Theme};
use dhayam_table::RandomDice;

#[path = "flow.rs"]
mod flow;

/// The question of the first blunder of seeded dice, in `language` and `theme`.
fn tutor_picture(size: [f32; 2], language: Language, theme: egui::Theme, name: &str) {
    let mut app = DhayamApp::with_dice(
        Box::new(RandomDice::seeded(11)),
        crate::common::all_human(),
        crate::common::instant(),
    );
    crate::common::change_settings(&mut app, |s| {
        s.table.tutor = true;
        s.preferences.language = language;
        s.preferences.theme = match theme {
            egui::Theme::Light => Theme::Light,
            egui::Theme::Dark => Theme::Dark,
        };
    });
    let mut harness = crate::common::picture_harness(app, size, theme);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    let (worst, _, _) = flow::to_a_blunder(&mut harness);
    harness.key_press(crate::common::pawn_key(worst.pawn));
    harness.run();
    flow::looked(&mut harness);
    assert!(harness.state().table().tutor_question().is_some());
    harness.snapshot_options(
        name,
        &egui_kittest::SnapshotOptions::new().output_path("../../docs/screenshots"),
    );
}

#[test]
fn docs_picture_tutor() {
    tutor_picture(
        [1280.0, 800.0],
        Language::English,
        egui::Theme::Light,
        "tutor",
    );
}

#[test]
fn docs_picture_tutor_in_tamil() {
    tutor_picture(
        [1280.0, 800.0],
        Language::Tamil,
        egui::Theme::Dark,
        "tutor-tamil",
    );
}

#[test]
fn docs_picture_tutor_at_640x480() {
    tutor_picture(
        [640.0, 480.0],
        Language::Tamil,
        egui::Theme::Light,
        "tutor-640x480",
    );
}
