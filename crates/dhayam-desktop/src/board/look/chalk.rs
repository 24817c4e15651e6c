//! Chalk on a floor: each grid line drawn again twice, a little off, as a hand draws
//! it, and chalk dust on the floor.

use egui::{Color32, Rect, Stroke, pos2, vec2};

use super::noise;
use crate::palette::Palette;

/// `palette.line` with `alpha`.
fn chalk(palette: &Palette, alpha: u8) -> Color32 {
    let c = palette.line;
    Color32::from_rgba_unmultiplied(c.r(), c.g(), c.b(), alpha)
}

/// Two unsteady strokes beside each of the grid lines of the 7x7 `board`, `unit` being
/// one square's side.
pub fn chalk_lines(painter: &egui::Painter, palette: &Palette, board: Rect, unit: f32) {
    let width = (unit * 0.02).max(0.8);
    for k in 0..=7u32 {
        let at = k as f32 * unit;
        for pass in 0..2u32 {
            let salt = k * 4 + pass;
            let shift = |n: u32| (noise(salt, n) - 0.5) * unit * 0.06;
            let stroke = Stroke::new(width, chalk(palette, 90 + (noise(salt, 9) * 60.0) as u8));
            // Across, then down.
            painter.line_segment(
                [
                    pos2(board.left() + shift(1), board.top() + at + shift(2)),
                    pos2(board.right() + shift(3), board.top() + at + shift(4)),
                ],
                stroke,
            );
            painter.line_segment(
                [
                    pos2(board.left() + at + shift(5), board.top() + shift(6)),
                    pos2(board.left() + at + shift(7), board.bottom() + shift(8)),
                ],
                stroke,
            );
        }
    }
}

/// Specks of chalk dust over `rect`.
pub fn chalk_dust(painter: &egui::Painter, palette: &Palette, rect: Rect, unit: f32) {
    for i in 0..180u32 {
        let at = rect.min + vec2(noise(i, 11) * rect.width(), noise(i, 12) * rect.height());
        let radius = unit * (0.006 + 0.014 * noise(i, 13));
        painter.circle_filled(at, radius, chalk(palette, 30 + (noise(i, 14) * 50.0) as u8));
    }
}
