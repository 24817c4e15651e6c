//! The end of a game: the ranking, the King, and what next.

use egui::RichText;

use crate::palette::Palette;
use crate::{Command, Session, words};

/// Shows the ranking in a window over the board.
pub fn game_over_ui(ctx: &egui::Context, session: &Session, commands: &mut Vec<Command>) {
    let game = session.game();
    egui::Window::new("Game over")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            let palette = Palette::of(ui);
            let king = game.winner();
            for (i, &seat) in game.ranking().iter().enumerate() {
                let name = session
                    .player(seat)
                    .map_or(seat.colour().name(), |p| p.name.as_str());
                let who = if name == seat.colour().name() {
                    name.to_owned()
                } else {
                    format!("{name} ({})", seat.colour().name())
                };
                let text = if king == Some(seat) {
                    format!("{}. {who}: King", i + 1)
                } else {
                    format!("{}. {who}, {}", i + 1, words::ordinal(i as u8 + 1))
                };
                let size = if i == 0 { 22.0 } else { 16.0 };
                ui.label(
                    RichText::new(text)
                        .size(size)
                        .strong()
                        .color(palette.seat(seat)),
                );
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("Play again").clicked() {
                    commands.push(Command::PlayAgain);
                }
                if ui.button("New game").clicked() {
                    commands.push(Command::NewGame);
                }
            });
        });
}
