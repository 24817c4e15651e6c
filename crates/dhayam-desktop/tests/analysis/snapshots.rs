//! `docs/screenshots/analysis.png` and `analysis-tamil.png`: the analysis board with a
//! four-player position imported and a 5 thrown for Red, every move's
//! chance beside the board, at 1280x800.

use dhayam_desktop::{BoardEdit, Command};
use dhayam_store::Language;

/// A four-player position early in a game, Red to throw.
const LINE: &str = "S:12.30.y.y/ox E:20.7.y.y/o N:3.16.y.y/ox W:9.y.y.y/o to=S phase=throw";

fn analysis_picture(language: Language, theme: egui::Theme, name: &str) {
    let mut app = crate::common::app_for_picture(language, theme);
    app.apply(Command::ShowAnalysis);
    app.apply(Command::Analysis(BoardEdit::Line(LINE.to_owned())));
    app.apply(Command::Analysis(BoardEdit::Import));
    app.apply(Command::Analysis(BoardEdit::Throw(Some(5))));
    app.apply(Command::Analysis(BoardEdit::Choose(
        dhayam_core::Seat::South,
        1,
    )));
    let mut harness = crate::common::picture_harness(app, [1280.0, 800.0], theme);
    harness.run();
    harness.hover_at(egui::pos2(20.0, 780.0));
    harness.run();
    harness.snapshot_options(
        name,
        &egui_kittest::SnapshotOptions::new().output_path("../../docs/screenshots"),
    );
}

#[test]
fn docs_picture_analysis() {
    analysis_picture(Language::English, egui::Theme::Light, "analysis");
}

#[test]
fn docs_picture_analysis_in_tamil() {
    analysis_picture(Language::Tamil, egui::Theme::Dark, "analysis-tamil");
}
