//! The King's celebration: a marigold garland with the King's crown over the board, and
//! confetti falling for a few seconds, all drawn with egui shapes. Confetti follows the
//! animation speed; Instant and reduced motion keep the garland and the crown, still.

use dhayam_core::Seat;
use dhayam_store::{AnimationSpeed, TableSettings};
use egui::{Color32, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};

use crate::palette::{Palette, lerp};

/// How many pieces of confetti fall.
const CONFETTI: u64 = 150;

/// The King's celebration (or a winning team's): who, from when, and how long the
/// confetti falls.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Crowning {
    /// The King; in a team game, one of the winning team.
    pub seat: Seat,
    /// In a team game, the King's partner, crowned too.
    pub partner: Option<Seat>,
    /// When the celebration starts (the King's last pawn has arrived).
    pub start: f64,
    /// Seconds the confetti falls; 0 for none (Instant, reduced motion).
    pub seconds: f64,
}

impl Crowning {
    /// The celebration of `seat` from `start`, as `settings` want it.
    pub fn new(seat: Seat, start: f64, settings: &TableSettings) -> Crowning {
        let seconds = if settings.reduced_motion {
            0.0
        } else {
            confetti_seconds(settings.animation)
        };
        Crowning {
            seat,
            partner: None,
            start,
            seconds,
        }
    }

    /// The same celebration for a winning team: `partner` is crowned too.
    #[must_use]
    pub fn with_partner(self, partner: Option<Seat>) -> Crowning {
        Crowning { partner, ..self }
    }

    /// Every seat crowned: the King, or both partners of the winning team.
    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        std::iter::once(self.seat).chain(self.partner)
    }

    /// Whether confetti falls at `now`.
    pub fn is_running(&self, now: f64) -> bool {
        self.seconds > 0.0 && now >= self.start && now < self.start + self.seconds
    }

    /// The confetti at `now`: every piece in the air, in `area` (screen points).
    pub fn confetti(&self, now: f64, area: Rect) -> Vec<Piece> {
        if !self.is_running(now) {
            return Vec::new();
        }
        let elapsed = (now - self.start) as f32;
        let seconds = self.seconds as f32;
        (0..CONFETTI)
            .filter_map(|n| {
                let mut bits = mix(n ^ ((self.seat.index() as u64) << 32));
                let mut next = || {
                    bits = mix(bits);
                    (bits >> 40) as f32 / (1u64 << 24) as f32
                };
                let (x, delay, fall, sway, phase, spin, hue, size) = (
                    next(),
                    next() * 0.45,
                    0.55 + next() * 0.45,
                    0.02 + next() * 0.05,
                    next() * std::f32::consts::TAU,
                    2.0 + next() * 6.0,
                    next(),
                    0.6 + next() * 0.6,
                );
                let t = elapsed / seconds - delay;
                if t < 0.0 {
                    return None;
                }
                // Falls the height in (1 - delay) of the time at `fall` speed, swaying.
                let y = -0.05 + t * fall * 1.9;
                if y > 1.05 {
                    return None;
                }
                let x = x + sway * (phase + t * 9.0).sin();
                Some(Piece {
                    at: pos2(
                        area.left() + x * area.width(),
                        area.top() + y * area.height(),
                    ),
                    turn: phase + t * spin * 6.0,
                    hue,
                    size,
                })
            })
            .collect()
    }
}

/// Seconds the confetti falls at each animation speed.
pub const fn confetti_seconds(speed: AnimationSpeed) -> f64 {
    match speed {
        AnimationSpeed::Instant => 0.0,
        AnimationSpeed::Fast => 3.0,
        AnimationSpeed::Normal => 5.0,
        AnimationSpeed::Slow => 7.0,
    }
}

/// One piece of confetti in the air.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Piece {
    /// Where it is (screen points).
    pub at: Pos2,
    /// How far it has turned (radians): its flutter.
    pub turn: f32,
    /// Which colour (0 to 1).
    pub hue: f32,
    /// Its size, relative.
    pub size: f32,
}

/// A 64-bit mixer (the finaliser of `SplitMix64`), for confetti that falls the same way each time.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Draws the celebration at `now`: the garland and confetti over `area` (the board's
/// panel), a crown on the yard of each seat crowned (`yard`: where a seat's yard is on
/// the screen).
pub fn celebration_ui(
    ui: &mut egui::Ui,
    crowning: &Crowning,
    (area, yard): (Rect, impl Fn(Seat) -> Rect),
    now: f64,
) {
    let palette = Palette::of(ui);
    let painter = ui.painter_at(area);
    let scale = (area.width().min(area.height()) / 700.0).clamp(0.5, 2.5);
    paint_garland(&painter, &palette, area, scale);
    let words = crate::words(ui.ctx());
    for crowned in crowning.seats() {
        let crown = Rect::from_center_size(yard(crowned).center(), vec2(76.0, 54.0) * scale);
        paint_crown(&painter, crown, GOLD, palette.seat(crowned));
        let id = ui.scope_id().with(("dhayam_crown", crowned.index()));
        let seat = crate::words::colour(&words, crowned);
        let which = if crowning.partner.is_some() {
            "board-crown-team"
        } else {
            "board-crown"
        };
        let label = words.tr(which, &[("seat", seat.into())]);
        ui.interact(crown, id, egui::Sense::hover())
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
    }
    let colours = [
        palette.seat(crowning.seat),
        palette.gold,
        Color32::from_rgb(240, 128, 20),
        Color32::from_rgb(214, 48, 112),
        Color32::from_rgb(40, 150, 160),
        Color32::from_rgb(250, 250, 240),
    ];
    for piece in crowning.confetti(now, area) {
        let colour = colours[((piece.hue * colours.len() as f32) as usize).min(colours.len() - 1)];
        let (w, h) = (7.0 * scale * piece.size, 4.0 * scale * piece.size);
        // A flat piece spinning as it turns over: its width shrinks and grows. The sides
        // stay square to each other, so the shape never folds into a sliver.
        let flutter = (piece.turn * 1.7).cos().abs().max(0.25);
        let (sin, cos) = (piece.turn * 0.5).sin_cos();
        let across = vec2(cos, sin) * w * flutter;
        let along = vec2(-sin, cos) * h;
        painter.add(Shape::convex_polygon(
            vec![
                piece.at - across - along,
                piece.at + across - along,
                piece.at + across + along,
                piece.at - across + along,
            ],
            colour,
            Stroke::NONE,
        ));
    }
}

/// A marigold garland hanging in swags along the top of `area`.
fn paint_garland(painter: &egui::Painter, palette: &Palette, area: Rect, scale: f32) {
    let swags = 5;
    let sag = 44.0 * scale;
    let flower = 7.5 * scale;
    let width = area.width() - 24.0 * scale;
    let left = area.left() + 12.0 * scale;
    let top = area.top() + 6.0 * scale;
    let orange = Color32::from_rgb(242, 130, 12);
    let yellow = Color32::from_rgb(250, 196, 30);
    let leaf = Color32::from_rgb(46, 120, 52);
    let string = Stroke::new(1.5 * scale, lerp(palette.line, leaf, 0.5));
    let per_swag = ((width / swags as f32) / (flower * 1.7)).max(3.0) as usize;
    for swag in 0..swags {
        let a = left + width * swag as f32 / swags as f32;
        let b = left + width * (swag + 1) as f32 / swags as f32;
        let point = |f: f32| pos2(a + (b - a) * f, top + sag * 4.0 * f * (1.0 - f));
        let line: Vec<Pos2> = (0..=16).map(|k| point(k as f32 / 16.0)).collect();
        painter.add(Shape::line(line, string));
        for k in 0..=per_swag {
            let at = point(k as f32 / per_swag as f32);
            let colour = if (k + swag) % 2 == 0 { orange } else { yellow };
            painter.circle_filled(
                at + vec2(0.0, 1.0),
                flower,
                lerp(colour, Color32::BLACK, 0.25),
            );
            painter.circle_filled(at, flower * 0.92, colour);
            painter.circle_filled(at, flower * 0.35, lerp(colour, Color32::BROWN, 0.5));
        }
        // A tassel of leaves where two swags meet.
        let knot = pos2(a, top);
        for dx in [-1.0, 1.0] {
            painter.add(Shape::convex_polygon(
                vec![
                    knot,
                    knot + vec2(dx * 5.0, 10.0) * scale,
                    knot + vec2(dx * 1.5, 18.0) * scale,
                ],
                leaf,
                Stroke::NONE,
            ));
        }
    }
}

/// A crown's gold.
pub const GOLD: Color32 = Color32::from_rgb(236, 190, 60);

/// A crown filling `rect`: a band with three points of `metal`, and jewels of `colour`.
pub fn paint_crown(painter: &egui::Painter, rect: Rect, metal: Color32, colour: Color32) {
    let gold = metal;
    let edge = Stroke::new(
        (rect.height() * 0.05).max(1.0),
        lerp(gold, Color32::BLACK, 0.45),
    );
    let band = Rect::from_min_max(
        pos2(rect.left(), rect.bottom() - rect.height() * 0.32),
        rect.max,
    );
    let base_y = band.top() + 1.0;
    let w = rect.width();
    for (x, height) in [(0.17, 0.8), (0.5, 1.0), (0.83, 0.8)] {
        let tip = pos2(rect.left() + w * x, rect.bottom() - rect.height() * height);
        let half = w * 0.2;
        painter.add(Shape::convex_polygon(
            vec![pos2(tip.x - half, base_y), tip, pos2(tip.x + half, base_y)],
            gold,
            edge,
        ));
        painter.circle(tip, rect.height() * 0.09, colour, edge);
    }
    painter.rect(
        band,
        rect.height() * 0.06,
        gold,
        edge,
        egui::StrokeKind::Middle,
    );
    painter.circle_filled(band.center(), band.height() * 0.28, colour);
    for dx in [-0.3, 0.3] {
        painter.circle_filled(
            band.center() + Vec2::new(w * dx, 0.0),
            band.height() * 0.18,
            lerp(colour, Color32::WHITE, 0.3),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(animation: AnimationSpeed, reduced_motion: bool) -> TableSettings {
        TableSettings {
            animation,
            reduced_motion,
            ..TableSettings::default()
        }
    }

    #[test]
    fn confetti_falls_for_a_while_and_then_stops() {
        let area = Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0));
        let c = Crowning::new(Seat::East, 10.0, &settings(AnimationSpeed::Normal, false));
        assert!(c.confetti(9.9, area).is_empty(), "not before it starts");
        let mid = c.confetti(11.5, area);
        assert!(mid.len() > 50, "{} pieces", mid.len());
        assert!(mid.iter().all(|p| area.expand(area.width()).contains(p.at)));
        assert_eq!(c.confetti(11.5, area), mid, "the same every time");
        assert!(!c.is_running(10.0 + c.seconds));
        assert!(c.confetti(10.0 + c.seconds, area).is_empty());
    }

    #[test]
    fn no_confetti_with_reduced_motion_or_instant() {
        let area = Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0));
        for s in [
            settings(AnimationSpeed::Normal, true),
            settings(AnimationSpeed::Instant, false),
        ] {
            let c = Crowning::new(Seat::South, 0.0, &s);
            assert!(!c.is_running(1.0));
            assert!(c.confetti(1.0, area).is_empty());
        }
    }
}
