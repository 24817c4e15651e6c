//! The end of a game: the ranking, the King, and what next.

use egui::RichText;

use crate::palette::Palette;
use dhayam_table::{Command as TableCommand, Session};

use crate::{Command, words};

/// Shows the ranking in a window over the board.
pub fn game_over_ui(ctx: &egui::Context, session: &Session, commands: &mut Vec<Command>) {
    let game = session.game();
    let words = crate::words(ctx);
    egui::Window::new(words.text("game-over-title"))
        .id(egui::Id::unique("dhayam_game_over"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            let palette = Palette::of(ui);
            let king = game.winner();
            for (i, &seat) in game.ranking().iter().enumerate() {
                let who =
                    words::player_name(&words, session.player(seat).map(|p| p.name.as_str()), seat);
                let place = ("place", (i + 1).into());
                let text = if king == Some(seat) {
                    words.tr("game-over-king", &[place, ("who", who.into())])
                } else {
                    let ordinal = words::ordinal(&words, i as u8 + 1);
                    words.tr(
                        "game-over-place",
                        &[place, ("who", who.into()), ("ordinal", ordinal.into())],
                    )
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
                if ui.button(words.text("game-over-play-again")).clicked() {
                    commands.push(TableCommand::PlayAgain.into());
                }
                if ui.button(words.text("game-over-new-game")).clicked() {
                    commands.push(Command::NewGame);
                }
            });
        });
}
