//! The board's colours in light and dark themes and each board look, and each seat's
//! colour and shape.

use dhayam_core::Seat;
use egui::Color32;

use crate::board::look::{self, Look};

/// Colours for one theme.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    /// Behind the board.
    pub table: Color32,
    /// A plain square.
    pub square: Color32,
    /// Grid lines and crosses.
    pub line: Color32,
    /// The centre square, the goal: a dark wood inlay, unlike any home.
    pub centre: Color32,
    /// The centre's ring and cross.
    pub gold: Color32,
    /// Text on the board.
    pub ink: Color32,
    /// Ring marking a pawn that can move.
    pub highlight: Color32,
    /// Whether this is the dark theme.
    pub dark: bool,
    /// The board look and seat colours these colours were chosen for.
    pub look: Look,
}

impl Palette {
    /// The palette for the current theme of `ui` and the look set for its window.
    pub fn of(ui: &egui::Ui) -> Palette {
        Palette::new(ui.visuals().dark_mode, look::look_of(ui.ctx()))
    }

    /// The palette of `look`, light or `dark`.
    pub fn new(dark: bool, look: Look) -> Palette {
        look::palette(dark, look)
    }

    /// The seat's colour, for pawns, homes and arrows (a little brighter in the dark).
    pub fn seat(self, seat: Seat) -> Color32 {
        look::seat_colour(seat, self.look.colour_blind, self.dark)
    }

    /// The seat's colour blended into the square colour, for its home square.
    pub fn home(self, seat: Seat) -> Color32 {
        lerp(
            self.square,
            self.seat(seat),
            if self.dark { 0.55 } else { 0.45 },
        )
    }

    /// What the panels and windows beside the board are filled with (egui's own, light or
    /// dark), which text in a seat's colour is read against.
    pub fn panel(self) -> Color32 {
        if self.dark {
            egui::Visuals::dark().panel_fill
        } else {
            egui::Visuals::light().panel_fill
        }
    }

    /// The seat's colour for text on the panels: the seat's own colour, darkened in the
    /// light theme or lightened in the dark one only as far as it takes to read (WCAG's
    /// 4.5:1 for text against [`Palette::panel`]; Yellow on a light panel was about 2:1).
    pub fn seat_ink(self, seat: Seat) -> Color32 {
        let colour = self.seat(seat);
        let toward = if self.dark {
            Color32::WHITE
        } else {
            Color32::BLACK
        };
        (0..=20)
            .map(|step| lerp(colour, toward, step as f32 / 20.0))
            .find(|ink| contrast(*ink, self.panel()) >= TEXT_CONTRAST)
            .unwrap_or(toward)
    }

    /// Text colour readable on the seat's colour.
    pub fn on_seat(self, seat: Seat) -> Color32 {
        let c = self.seat(seat);
        let luma = 0.299 * f32::from(c.r()) + 0.587 * f32::from(c.g()) + 0.114 * f32::from(c.b());
        if luma > 150.0 {
            Color32::from_rgb(50, 36, 10)
        } else {
            Color32::WHITE
        }
    }
}

/// The shape a seat's pawns have, so colours are told apart without colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PawnShape {
    /// A disc (Red).
    Disc,
    /// A square (Green).
    Square,
    /// A diamond (Yellow).
    Diamond,
    /// A hexagon (Blue).
    Hexagon,
}

impl PawnShape {
    /// The shape of `seat`'s pawns.
    pub const fn of(seat: Seat) -> PawnShape {
        match seat {
            Seat::South => PawnShape::Disc,
            Seat::East => PawnShape::Square,
            Seat::North => PawnShape::Diamond,
            Seat::West => PawnShape::Hexagon,
        }
    }
}

/// The contrast WCAG asks of normal text against its background.
pub const TEXT_CONTRAST: f32 = 4.5;

/// WCAG's contrast ratio of two colours (1 to 21).
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// WCAG's relative luminance of an sRGB colour.
fn luminance(c: Color32) -> f32 {
    let linear = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.040_45 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(c.r()) + 0.7152 * linear(c.g()) + 0.0722 * linear(c.b())
}

/// Mixes `a` and `b`, `t` = 0 giving `a`.
pub fn lerp(a: Color32, b: Color32, t: f32) -> Color32 {
    let mix = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    Color32::from_rgb(mix(a.r(), b.r()), mix(a.g(), b.g()), mix(a.b(), b.b()))
}

/// Draws a pawn of `seat` centred at `centre` with radius `r`, its number inside.
pub fn paint_pawn(
    painter: &egui::Painter,
    palette: &Palette,
    seat: Seat,
    centre: egui::Pos2,
    r: f32,
    label: &str,
) {
    let fill = palette.seat(seat);
    let outline = egui::Stroke::new((r * 0.12).max(1.0), lerp(fill, Color32::BLACK, 0.55));
    let shadow = centre + egui::vec2(r * 0.12, r * 0.16);
    let poly = |c: egui::Pos2, sides: usize, rot: f32, rad: f32| -> Vec<egui::Pos2> {
        (0..sides)
            .map(|i| {
                let a = rot + i as f32 * std::f32::consts::TAU / sides as f32;
                c + rad * egui::vec2(a.cos(), a.sin())
            })
            .collect()
    };
    let shadow_colour = Color32::from_black_alpha(70);
    match PawnShape::of(seat) {
        PawnShape::Disc => {
            painter.circle_filled(shadow, r, shadow_colour);
            painter.circle(centre, r, fill, outline);
        }
        PawnShape::Square => {
            let rect = egui::Rect::from_center_size(centre, egui::Vec2::splat(r * 1.75));
            painter.rect_filled(rect.translate(shadow - centre), r * 0.3, shadow_colour);
            painter.rect(rect, r * 0.3, fill, outline, egui::StrokeKind::Middle);
        }
        PawnShape::Diamond => {
            let rad = r * 1.2;
            let rot = std::f32::consts::FRAC_PI_2;
            painter.add(egui::Shape::convex_polygon(
                poly(shadow, 4, rot, rad),
                shadow_colour,
                egui::Stroke::NONE,
            ));
            painter.add(egui::Shape::convex_polygon(
                poly(centre, 4, rot, rad),
                fill,
                outline,
            ));
        }
        PawnShape::Hexagon => {
            let rad = r * 1.08;
            painter.add(egui::Shape::convex_polygon(
                poly(shadow, 6, 0.0, rad),
                shadow_colour,
                egui::Stroke::NONE,
            ));
            painter.add(egui::Shape::convex_polygon(
                poly(centre, 6, 0.0, rad),
                fill,
                outline,
            ));
        }
    }
    if r >= 5.0 {
        painter.text(
            centre,
            egui::Align2::CENTER_CENTER,
            label,
            egui::FontId::proportional(r * 1.1),
            palette.on_seat(seat),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_store::BoardLook;

    #[test]
    fn the_contrast_of_black_on_white_is_21_and_of_a_colour_on_itself_1() {
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
        assert!((contrast(Color32::WHITE, Color32::BLACK) - 21.0).abs() < 0.01);
        let yellow = Color32::from_rgb(222, 168, 34);
        assert!((contrast(yellow, yellow) - 1.0).abs() < 1e-6);
        // The old Yellow text on the light panel: about 2:1.
        let light = Palette::new(false, Look::default());
        assert!(contrast(light.seat(Seat::North), light.panel()) < 2.5);
    }

    #[test]
    fn every_seats_text_reads_on_every_look_light_and_dark() {
        for board in [BoardLook::Plain, BoardLook::Wood, BoardLook::Chalk] {
            for colour_blind in [false, true] {
                for dark in [false, true] {
                    let palette = Palette::new(
                        dark,
                        Look {
                            board,
                            colour_blind,
                        },
                    );
                    for seat in Seat::ALL {
                        let ink = palette.seat_ink(seat);
                        let ratio = contrast(ink, palette.panel());
                        assert!(
                            ratio >= TEXT_CONTRAST,
                            "{seat:?} on {board:?}, dark {dark}, colour-blind {colour_blind}: {ratio:.2}"
                        );
                        // Still the seat's colour, not plain black or white.
                        assert_ne!(ink, Color32::BLACK);
                        assert_ne!(ink, Color32::WHITE);
                    }
                }
            }
        }
    }
}
