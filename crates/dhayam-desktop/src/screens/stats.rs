//! The Statistics screen: per player name, and the dice beside their exact odds.

use dhayam_store::Statistics;
use egui::RichText;

use crate::screens::odds::{chi_square_ui, odds_ui};

/// Draws the statistics over the history.
pub fn stats_ui(ui: &mut egui::Ui, stats: &Statistics) {
    let words = crate::words(ui.ctx());
    let t = |id: &str| words.text(id);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.heading(RichText::new(t("stats-title")).size(26.0).strong());
            ui.add_space(6.0);
            ui.strong(t("stats-players"));
            if stats.players.is_empty() {
                ui.label(t("stats-no-games"));
            } else {
                egui::Grid::new("player_stats")
                    .num_columns(7)
                    .striped(true)
                    .spacing([18.0, 4.0])
                    .show(ui, |ui| {
                        for title in ["stats-name", "stats-games", "stats-wins"] {
                            ui.strong(t(title));
                        }
                        for place in 1..=4u8 {
                            ui.strong(crate::words::ordinal(&words, place));
                        }
                        ui.end_row();
                        for (name, player) in &stats.players {
                            ui.label(name);
                            ui.label(player.games.to_string());
                            ui.label(player.wins.to_string());
                            for count in player.places {
                                ui.label(count.to_string());
                            }
                            ui.end_row();
                        }
                    });
            }
            ui.add_space(12.0);
            dice_ui(ui, stats);
        });
}

/// The histogram of throw values: seen share against exact chance, as bars and numbers.
fn dice_ui(ui: &mut egui::Ui, stats: &Statistics) {
    let words = crate::words(ui.ctx());
    ui.strong(words.tr("stats-dice", &[("throws", stats.dice.total().into())]));
    ui.weak(words.text("stats-dice-explained"));
    odds_ui(ui, &stats.dice, "dice_stats");
    chi_square_ui(ui, &stats.dice);
}
