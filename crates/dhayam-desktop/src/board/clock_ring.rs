//! The turn clock on the board: a ring around the yard of the seat whose turn is timed,
//! running down clockwise from the top as its time goes, with the seconds left beside it.
//! It is drawn again once a second while it runs (as its seconds change), never every
//! frame.

use dhayam_core::Seat;
use egui::{Color32, Pos2, Rect, Sense, Stroke, pos2, vec2};

use crate::i18n::words;
use crate::palette::{Palette, lerp};

/// Seconds until the ring, with `left` seconds left, shows another whole second: it is
/// drawn again only then (once a second: a frame costs far more than the ring's move).
fn next_change(left: f64) -> f64 {
    let into_second = left - left.floor();
    let next = if into_second > 0.0 { into_second } else { 1.0 };
    next.max(0.02)
}

/// The colour of a ring whose time is short.
const SHORT: Color32 = Color32::from_rgb(214, 64, 40);

/// A timed turn on the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ClockRing {
    /// The seat whose turn it is.
    pub seat: Seat,
    /// When its turn runs out (the app's clock).
    pub runs_out: f64,
    /// The time a turn has, in seconds.
    pub limit: f64,
}

impl ClockRing {
    /// Seconds left at `now` (none once it ran out).
    pub fn left(&self, now: f64) -> f64 {
        (self.runs_out - now).clamp(0.0, self.limit)
    }
}

/// The points along the outline of `rect` from the middle of its top edge, clockwise,
/// for `fraction` (0..=1) of the way round.
fn outline(rect: Rect, fraction: f32) -> Vec<Pos2> {
    let corners = [
        pos2(rect.center().x, rect.top()),
        rect.right_top(),
        rect.right_bottom(),
        rect.left_bottom(),
        rect.left_top(),
        pos2(rect.center().x, rect.top()),
    ];
    let total = 2.0 * (rect.width() + rect.height());
    let mut length = total * fraction.clamp(0.0, 1.0);
    let mut points = vec![corners[0]];
    for pair in corners.windows(2) {
        let (from, to) = (pair[0], pair[1]);
        let side = from.distance(to);
        if length <= 0.0 {
            break;
        }
        if length >= side {
            points.push(to);
            length -= side;
        } else {
            points.push(from + (to - from) * (length / side));
            break;
        }
    }
    points
}

/// Draws `ring` around `yard` (the yard of its seat as the board is drawn now), with the
/// seconds left; asks for the next drawing when the ring has moved.
pub fn clock_ring_ui(ui: &mut egui::Ui, yard: Rect, ring: &ClockRing, now: f64) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let left = ring.left(now);
    let short = left <= dhayam_net::clock::CHIME_AT;
    let width = (yard.height() * 0.09).clamp(2.0, 8.0);
    // On the yard's own edge: the yards lie at the rim of the board's area, where a ring
    // outside them would be cut off.
    let around = yard.shrink(width / 2.0);
    let painter = ui.painter();
    // The time gone is a faint line, the time left the seat's colour over it.
    let track = lerp(palette.table, palette.line, 0.45);
    painter.rect_stroke(
        around,
        0.0,
        Stroke::new(width * 0.5, track),
        egui::StrokeKind::Middle,
    );
    let colour = if short {
        SHORT
    } else {
        palette.seat(ring.seat)
    };
    let fraction = (left / ring.limit) as f32;
    if fraction > 0.0 {
        painter.add(egui::Shape::line(
            outline(around, fraction),
            Stroke::new(width, colour),
        ));
    }
    let seconds = left.ceil() as i64;
    let font = egui::FontId::proportional((yard.height() * 0.22).clamp(11.0, 28.0));
    let text = format!("{seconds}");
    let galley = painter.layout_no_wrap(text, font, Color32::WHITE);
    let pill = Rect::from_center_size(
        pos2(around.center().x, around.top()),
        galley.size() + vec2(10.0, 2.0),
    );
    painter.rect_filled(pill, pill.height() / 2.0, colour);
    painter.galley(pill.center() - galley.size() / 2.0, galley, Color32::WHITE);
    let id = ui.scope_id().with(("clock_ring", ring.seat.index()));
    let response = ui.interact(pill.union(around), id, Sense::hover());
    let label = words.tr(
        "clock-left",
        &[
            ("seat", words::colour(&words, ring.seat).into()),
            ("seconds", seconds.into()),
        ],
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Timer, true, &label));
    if left > 0.0 {
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_secs_f64(next_change(left)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_outline_runs_clockwise_from_the_top_for_its_fraction() {
        let rect = Rect::from_min_max(pos2(0.0, 0.0), pos2(10.0, 10.0));
        let half = outline(rect, 0.5);
        assert_eq!(half.first(), Some(&pos2(5.0, 0.0)));
        assert_eq!(half.last(), Some(&pos2(5.0, 10.0)), "half way: the bottom");
        let full = outline(rect, 1.0);
        assert_eq!(full.last(), Some(&pos2(5.0, 0.0)), "all the way round");
        let eighth = outline(rect, 0.125);
        assert_eq!(
            eighth.last(),
            Some(&pos2(10.0, 0.0)),
            "an eighth: the corner"
        );
        assert_eq!(outline(rect, 0.0).len(), 1);
    }

    #[test]
    fn the_ring_is_drawn_again_when_its_seconds_change() {
        let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
        assert!(close(next_change(29.75), 0.75), "29.75 shows 30 until 29");
        assert!(close(next_change(29.0), 1.0));
        assert!(close(next_change(0.01), 0.02), "never a busy loop");
    }

    #[test]
    fn time_left_stays_within_the_turn() {
        let ring = ClockRing {
            seat: Seat::East,
            runs_out: 100.0,
            limit: 30.0,
        };
        let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
        assert!(close(ring.left(60.0), 30.0), "never more than a turn");
        assert!(close(ring.left(85.5), 14.5));
        assert!(close(ring.left(101.0), 0.0), "never less than nothing");
    }
}
