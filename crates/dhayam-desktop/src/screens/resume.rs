//! The offer to resume the unfinished game found at start.

use dhayam_core::Phase;
use dhayam_store::SavedGame;
use dhayam_table::Command as TableCommand;

use crate::{Command, words};

/// The offer to resume the unfinished game found at start.
pub fn resume_ui(ui: &mut egui::Ui, offer: &SavedGame, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    ui.vertical_centered(|ui| {
        ui.add_space(40.0);
        ui.heading(
            egui::RichText::new(words.text("resume-title"))
                .size(28.0)
                .strong(),
        );
        ui.add_space(8.0);
        let names: Vec<String> = offer
            .players()
            .iter()
            .map(|p| words::player_name(&words, Some(&p.name), p.seat))
            .collect();
        ui.label(names.join(", "));
        let record = offer.record();
        let id = match offer.game().game().phase() {
            Phase::AwaitingMove(_) => "resume-summary-to-move",
            _ => "resume-summary-to-throw",
        };
        ui.label(words.tr(
            id,
            &[
                ("throws", record.throws.len().into()),
                ("moves", record.moves.len().into()),
                (
                    "seat",
                    words::colour(&words, offer.game().game().turn()).into(),
                ),
            ],
        ));
        ui.add_space(16.0);
        ui.horizontal(|ui| {
            let width = 2.0 * 180.0 + ui.spacing().item_spacing.x;
            ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
            let resume = egui::Button::new(
                egui::RichText::new(words.text("resume-resume"))
                    .size(20.0)
                    .strong(),
            )
            .min_size(egui::vec2(180.0, 40.0));
            if ui.add(resume).clicked() {
                commands.push(TableCommand::Resume.into());
            }
            let fresh =
                egui::Button::new(egui::RichText::new(words.text("resume-new-game")).size(20.0))
                    .min_size(egui::vec2(180.0, 40.0));
            if ui.add(fresh).clicked() {
                commands.push(Command::NewGame);
            }
        });
    });
}
