//! Wood grain: long wavy lines along the board, a shade darker than the squares.

use egui::{Color32, Pos2, Rect, Stroke, pos2};

use super::noise;
use crate::palette::{Palette, lerp};

/// Grain lines over `rect` (the board and its rim), `unit` being one square's side.
/// About thirty lines of twenty points each: cheap enough to draw in every frame.
pub fn wood_grain(painter: &egui::Painter, palette: &Palette, rect: Rect, unit: f32) {
    let lines = 30u32;
    let points = 20u32;
    let grain = lerp(
        palette.square,
        palette.line,
        if palette.dark { 0.3 } else { 0.4 },
    );
    let width = (unit * 0.012).max(0.8);
    for i in 0..lines {
        let base = rect.top() + rect.height() * (i as f32 + noise(i, 1)) / lines as f32;
        let amplitude = unit * (0.03 + 0.07 * noise(i, 2));
        let waves = 1.0 + 2.0 * noise(i, 3);
        let phase = noise(i, 4) * std::f32::consts::TAU;
        let alpha = (40.0 + 60.0 * noise(i, 5)) as u8;
        let colour = Color32::from_rgba_unmultiplied(grain.r(), grain.g(), grain.b(), alpha);
        let path: Vec<Pos2> = (0..=points)
            .map(|k| {
                let t = k as f32 / points as f32;
                let wave = (t * waves * std::f32::consts::TAU + phase).sin();
                let y = (base + wave * amplitude).clamp(rect.top(), rect.bottom());
                pos2(rect.left() + t * rect.width(), y)
            })
            .collect();
        painter.add(egui::Shape::line(path, Stroke::new(width, colour)));
    }
}
