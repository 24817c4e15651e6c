//! Throws beside their exact odds: a bar for each value and Pearson's chi-square, drawn
//! the same way for the whole history (Statistics) and for each player of one game (the
//! dice panel). The counting is [`DiceHistogram`]'s.

use dhayam_core::throw::ThrowKind;
use dhayam_store::DiceHistogram;
use egui::{RichText, Sense, Stroke, vec2};

use crate::palette::Palette;

/// Below this many throws the chi-square says little: the rarest values (1 in 16) are
/// expected fewer than five times.
pub const FEW_THROWS: u64 = 80;

/// The widest a bar is drawn.
const BAR_WIDTH: f32 = 220.0;

/// Each value's count, share and exact chance, with a bar of the share and a line at the
/// exact chance. `id` tells the grid apart from others on the screen.
pub fn odds_ui(ui: &mut egui::Ui, dice: &DiceHistogram, id: impl egui::AsIdSalt) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    // The numbers take about half of a narrow window; the bar what is left.
    let width = (ui.available_width() * 0.4).clamp(60.0, BAR_WIDTH);
    egui::Grid::new(id)
        .num_columns(5)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for title in ["stats-value", "stats-throws", "stats-seen", "stats-exact"] {
                ui.strong(words.text(title));
            }
            ui.label("");
            ui.end_row();
            for (value, seen, share, exact) in dice.rows() {
                ui.label(RichText::new(value.to_string()).strong());
                ui.label(seen.to_string());
                ui.label(format!("{:.1}%", share * 100.0));
                ui.label(format!("{:.2}%", exact * 100.0));
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
                // Shares are at most 6/16 (the 2 of either kind): scale so that fills the bar.
                let scale = width / 0.4;
                let painter = ui.painter();
                painter.rect_filled(rect, 2.0, palette.square);
                let bar = egui::Rect::from_min_size(
                    rect.min,
                    vec2((share as f32 * scale).min(width), rect.height()),
                );
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
}

/// What the chi-square of the counts says (nothing with no throws), and that it says
/// little with fewer than [`FEW_THROWS`].
pub fn chi_square_ui(ui: &mut egui::Ui, dice: &DiceHistogram) {
    let words = crate::words(ui.ctx());
    let total = dice.total();
    if total == 0 {
        return;
    }
    let chi = dice.chi_square();
    let id = match (dice.kind, chi < dice.fair_below()) {
        (ThrowKind::LongDice, true) => "stats-chi-square-fair",
        (ThrowKind::LongDice, false) => "stats-chi-square-unusual",
        (ThrowKind::Cowries, true) => "stats-cowries-chi-square-fair",
        (ThrowKind::Cowries, false) => "stats-cowries-chi-square-unusual",
    };
    let text = words.tr(
        id,
        &[
            ("chi", format!("{chi:.1}").into()),
            ("dof", dice.degrees_of_freedom().into()),
        ],
    );
    ui.add(egui::Label::new(text).wrap());
    if total < FEW_THROWS {
        let few = words.tr("stats-few-throws", &[("throws", FEW_THROWS.into())]);
        ui.add(egui::Label::new(RichText::new(few).weak()).wrap());
    }
}
