//! The win-chance bar: one segment per player, in seat colours, as wide as the player's
//! chance of winning. It shows the estimate it is given and works nothing out.

use dhayam_core::Seat;
use egui::{Align2, FontId, Rect, Sense, pos2, vec2};

use crate::estimate::WinChances;
use crate::palette::Palette;
use crate::{Words, words};

/// What the side panel shows of the win chances.
#[derive(Clone, Copy, Debug)]
pub enum WinBar<'a> {
    /// Nothing: the player turned them off.
    Hidden,
    /// The room of the bar, empty while the position on the board is worked out.
    Working,
    /// The bar with these chances.
    Shown(&'a WinChances),
}

impl<'a> WinBar<'a> {
    /// The bar when `shown` in the preferences, with the estimate `known` so far.
    pub fn of(shown: bool, known: Option<&'a WinChances>) -> WinBar<'a> {
        match (shown, known) {
            (false, _) => WinBar::Hidden,
            (true, None) => WinBar::Working,
            (true, Some(chances)) => WinBar::Shown(chances),
        }
    }
}

/// A chance as a whole percentage, for people.
pub fn percent(chance: f32) -> u32 {
    // A chance lies in 0..=1, so the rounded percentage fits.
    (chance.clamp(0.0, 1.0) * 100.0).round() as u32
}

/// The chances of `seats` in words, in seat order: "Red 43%, Yellow 57%".
pub fn chances_text(words: &Words, seats: &[Seat], chances: &[f32; 4]) -> String {
    let parts: Vec<String> = seats
        .iter()
        .map(|&seat| {
            words.tr(
                "win-chances-part",
                &[
                    ("seat", words::colour(words, seat).into()),
                    ("percent", percent(chances[seat.index()]).into()),
                ],
            )
        })
        .collect();
    parts.join(", ")
}

/// Draws the bar for `seats` (in turn order) at `height` points, with its accessible label.
pub fn win_bar_ui(ui: &mut egui::Ui, seats: &[Seat], estimate: &WinChances, height: f32) {
    let words = crate::words(ui.ctx());
    let palette = Palette::of(ui);
    ui.weak(words.text("win-chances-title"));
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
    let label = words.tr(
        "win-chances-label",
        &[(
            "chances",
            chances_text(&words, seats, &estimate.chances).into(),
        )],
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ProgressIndicator, true, &label));
    let response = response.on_hover_text(&label);
    if !ui.is_rect_visible(response.rect) {
        return;
    }
    let painter = ui.painter_at(rect);
    let corner = (height * 0.3).min(6.0);
    painter.rect_filled(rect, corner, palette.line);
    let font = FontId::proportional((height * 0.62).max(9.0));
    let mut left = rect.left();
    for &seat in seats {
        let chance = estimate.chances[seat.index()].clamp(0.0, 1.0);
        let right = (left + chance * width).min(rect.right());
        if right - left < 0.5 {
            continue;
        }
        let segment = Rect::from_min_max(pos2(left, rect.top()), pos2(right, rect.bottom()));
        painter.rect_filled(segment, 0.0, palette.seat(seat));
        let text = format!("{}%", percent(chance));
        let galley = painter.layout_no_wrap(text, font.clone(), palette.on_seat(seat));
        if galley.size().x + 6.0 <= segment.width() {
            let at = Align2::CENTER_CENTER.anchor_size(segment.center(), galley.size());
            painter.galley(at.min, galley, palette.on_seat(seat));
        }
        left = right;
    }
    painter.rect_stroke(
        rect,
        corner,
        egui::Stroke::new(1.0, palette.ink.gamma_multiply(0.5)),
        egui::StrokeKind::Inside,
    );
}
