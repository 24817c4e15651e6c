//! The two long four-sided dice, showing their pips (blank, 1, 2, 3).

use dhayam_core::Throw;
use egui::{Color32, Rect, Sense, Stroke, Vec2, vec2};

use crate::palette::{Palette, lerp};

/// Draws both dice, `width` wide. While `rolling`, they tumble through faces drawn from
/// `seed` and `now`; otherwise they show `throw` (or nothing before the first throw).
pub fn dice_ui(ui: &mut egui::Ui, throw: Option<Throw>, rolling: bool, now: f64, seed: u64) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let width = ui.available_width().clamp(60.0, 300.0);
    let die = vec2(width * 0.9, (width * 0.17).max(14.0));
    for index in 0..2u8 {
        let (rect, response) = ui.allocate_exact_size(vec2(width, die.y + 6.0), Sense::hover());
        let face = if rolling {
            let tick = (now * 14.0) as u64;
            let mix = (tick ^ seed.rotate_left(u32::from(index) * 7))
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                >> 60;
            Some((mix % 4) as u8)
        } else {
            throw.map(|t| t.faces()[usize::from(index)])
        };
        let number = ("die", (index + 1).into());
        let label = match (rolling, face) {
            (true, _) => words.tr("dice-rolling", &[number]),
            (false, Some(f)) => words.tr("dice-shows", &[number, ("face", f.into())]),
            (false, None) => words.tr("dice-not-thrown", &[number]),
        };
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
        let wobble = if rolling {
            ((now * 31.0 + f64::from(index)).sin() as f32) * 3.0
        } else {
            0.0
        };
        let body = Rect::from_center_size(rect.center() + vec2(wobble, 0.0), die);
        paint_die(ui.painter(), &palette, body, face);
    }
}

fn paint_die(painter: &egui::Painter, palette: &Palette, body: Rect, face: Option<u8>) {
    let ivory = if palette.dark {
        Color32::from_rgb(226, 214, 190)
    } else {
        Color32::from_rgb(250, 244, 230)
    };
    let edge = lerp(ivory, Color32::from_rgb(90, 60, 30), 0.6);
    painter.rect_filled(
        body.translate(vec2(2.0, 3.0)),
        body.height() * 0.25,
        Color32::from_black_alpha(60),
    );
    painter.rect(
        body,
        body.height() * 0.25,
        ivory,
        Stroke::new(1.5, edge),
        egui::StrokeKind::Inside,
    );
    // The ends of a long die are rounded bands.
    let band = body.height() * 0.35;
    for x in [body.left() + band, body.right() - band] {
        painter.line_segment(
            [
                egui::pos2(x, body.top() + 2.0),
                egui::pos2(x, body.bottom() - 2.0),
            ],
            Stroke::new(1.0, lerp(ivory, edge, 0.5)),
        );
    }
    let Some(face) = face else {
        return;
    };
    let pip = body.height() * 0.16;
    let inner = body.shrink2(Vec2::new(band + pip * 2.0, 0.0));
    let n = f32::from(face);
    for k in 0..face {
        let x = if face == 1 {
            inner.center().x
        } else {
            inner.left() + inner.width() * f32::from(k) / (n - 1.0)
        };
        let centre = egui::pos2(x, body.center().y);
        painter.circle_filled(centre, pip, Color32::from_rgb(150, 30, 30));
        painter.circle_filled(centre, pip * 0.45, Color32::from_rgb(90, 10, 10));
    }
}
