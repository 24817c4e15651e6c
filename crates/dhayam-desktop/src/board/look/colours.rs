//! The colours of each board look, light and dark, and the two sets of seat colours.

use dhayam_core::Seat;
use dhayam_store::BoardLook;
use egui::Color32;

use super::Look;
use crate::palette::{Palette, lerp};

const fn rgb(r: u8, g: u8, b: u8) -> Color32 {
    Color32::from_rgb(r, g, b)
}

/// The palette of `look`, light or `dark`.
pub fn palette(dark: bool, look: Look) -> Palette {
    let [table, square, line, centre, gold, ink, highlight] = match (look.board, dark) {
        // Flat colours: paper and ink, or their night-time counterparts.
        (BoardLook::Plain, false) => [
            rgb(226, 210, 178),
            rgb(248, 240, 222),
            rgb(112, 84, 56),
            rgb(104, 74, 46),
            rgb(232, 196, 92),
            rgb(60, 44, 30),
            rgb(20, 120, 200),
        ],
        (BoardLook::Plain, true) => [
            rgb(38, 34, 31),
            rgb(72, 62, 52),
            rgb(176, 156, 124),
            rgb(30, 26, 24),
            rgb(222, 184, 84),
            rgb(236, 226, 206),
            rgb(255, 236, 150),
        ],
        // Maple squares with burnt lines on a green cloth, or walnut with pale inlay.
        (BoardLook::Wood, false) => [
            rgb(196, 206, 184),
            rgb(228, 190, 138),
            rgb(92, 56, 28),
            rgb(84, 48, 22),
            rgb(240, 202, 98),
            rgb(58, 38, 20),
            rgb(20, 110, 190),
        ],
        (BoardLook::Wood, true) => [
            rgb(26, 30, 28),
            rgb(104, 66, 40),
            rgb(222, 186, 130),
            rgb(46, 26, 14),
            rgb(230, 190, 88),
            rgb(242, 228, 204),
            rgb(255, 236, 150),
        ],
        // White chalk on a grey cement floor, or on dark granite.
        (BoardLook::Chalk, false) => [
            rgb(128, 132, 126),
            rgb(142, 146, 138),
            rgb(250, 248, 240),
            rgb(104, 108, 102),
            rgb(252, 228, 140),
            rgb(252, 250, 244),
            rgb(90, 220, 255),
        ],
        (BoardLook::Chalk, true) => [
            rgb(36, 38, 42),
            rgb(52, 55, 60),
            rgb(230, 230, 222),
            rgb(30, 32, 36),
            rgb(240, 214, 120),
            rgb(236, 236, 228),
            rgb(255, 236, 150),
        ],
    };
    Palette {
        table,
        square,
        line,
        centre,
        gold,
        ink,
        highlight,
        dark,
        look,
    }
}

/// A seat's colour, for pawns, homes and arrows: the usual red, green, yellow and blue, or
/// with `colour_blind` a set after Okabe and Ito's (vermilion, bluish green, yellow, deep
/// blue) that stays apart under protanopia, deuteranopia and tritanopia. A little brighter
/// in the dark.
pub fn seat_colour(seat: Seat, colour_blind: bool, dark: bool) -> Color32 {
    let base = match (seat, colour_blind) {
        (Seat::South, false) => rgb(196, 64, 52),
        (Seat::East, false) => rgb(56, 142, 86),
        (Seat::North, false) => rgb(222, 168, 34),
        (Seat::West, false) => rgb(52, 104, 176),
        (Seat::South, true) => rgb(190, 70, 0),
        (Seat::East, true) => rgb(0, 158, 115),
        (Seat::North, true) => rgb(245, 230, 80),
        (Seat::West, true) => rgb(40, 60, 160),
    };
    if dark {
        lerp(base, Color32::WHITE, 0.08)
    } else {
        base
    }
}
