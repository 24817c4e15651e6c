//! The Statistics screen: per player name, and the dice beside their exact odds.

use dhayam_store::Statistics;
use egui::{RichText, Sense, Stroke, vec2};

use crate::palette::Palette;

/// Draws the statistics over the history.
pub fn stats_ui(ui: &mut egui::Ui, stats: &Statistics) {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.heading(RichText::new("Statistics").size(26.0).strong());
            ui.add_space(6.0);
            ui.strong("Players");
            if stats.players.is_empty() {
                ui.label("No finished games yet.");
            } else {
                egui::Grid::new("player_stats")
                    .num_columns(7)
                    .striped(true)
                    .spacing([18.0, 4.0])
                    .show(ui, |ui| {
                        for title in ["Name", "Games", "Wins", "1st", "2nd", "3rd", "4th"] {
                            ui.strong(title);
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
    let palette = Palette::of(ui);
    let total = stats.dice.total();
    ui.strong(format!("Dice: {total} throws"));
    ui.weak("Each value's share of all throws (bar) next to its exact chance (line).");
    egui::Grid::new("dice_stats")
        .num_columns(5)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for title in ["Value", "Throws", "Seen", "Exact", ""] {
                ui.strong(title);
            }
            ui.end_row();
            for (value, seen, share, exact) in stats.dice.rows() {
                ui.label(RichText::new(value.to_string()).strong());
                ui.label(seen.to_string());
                ui.label(format!("{:.1}%", share * 100.0));
                ui.label(format!("{:.2}%", exact * 100.0));
                let width = 220.0;
                let (rect, response) = ui.allocate_exact_size(vec2(width, 14.0), Sense::hover());
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::Image,
                        true,
                        format!(
                            "Value {value}: seen {:.1}%, exact {:.2}%",
                            share * 100.0,
                            exact * 100.0
                        ),
                    )
                });
                // Shares are at most 6/16 (the 2): scale so that fills the bar.
                let scale = width / 0.4;
                let painter = ui.painter();
                painter.rect_filled(rect, 2.0, palette.square);
                let bar =
                    egui::Rect::from_min_size(rect.min, vec2(share as f32 * scale, rect.height()));
                painter.rect_filled(bar, 2.0, palette.highlight);
                let x = rect.min.x + exact as f32 * scale;
                painter.line_segment(
                    [
                        egui::pos2(x, rect.min.y - 2.0),
                        egui::pos2(x, rect.max.y + 2.0),
                    ],
                    Stroke::new(2.0, palette.ink),
                );
                ui.end_row();
            }
        });
    if total > 0 {
        let chi = stats.dice.chi_square();
        let verdict = if chi < 12.6 {
            "within what fair dice give 95% of the time"
        } else {
            "unusual for fair dice (it happens 5% of the time)"
        };
        ui.label(format!(
            "Chi-square {chi:.1} over 6 degrees of freedom: {verdict}."
        ));
    }
}
