//! The Statistics screen: per player name, and the dice beside their exact odds.

use dhayam_store::Statistics;
use egui::{RichText, Sense, Stroke, vec2};

use crate::palette::Palette;

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
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let total = stats.dice.total();
    ui.strong(words.tr("stats-dice", &[("throws", total.into())]));
    ui.weak(words.text("stats-dice-explained"));
    egui::Grid::new("dice_stats")
        .num_columns(5)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for title in ["stats-value", "stats-throws", "stats-seen", "stats-exact"] {
                ui.strong(words.text(title));
            }
            ui.label("");
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
                        words.tr(
                            "stats-value-bar",
                            &[
                                ("value", value.into()),
                                ("seen", format!("{:.1}", share * 100.0).into()),
                                ("exact", format!("{:.2}", exact * 100.0).into()),
                            ],
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
        let id = if chi < 12.6 {
            "stats-chi-square-fair"
        } else {
            "stats-chi-square-unusual"
        };
        ui.label(words.tr(id, &[("chi", format!("{chi:.1}").into())]));
    }
}
