//! Where things are on the board, in board units, and how board units map to the screen.

use dhayam_core::{Seat, Square};
use egui::{Pos2, Rect, Vec2, pos2, vec2};

/// The centre of `square` in board units.
pub fn square_point(square: Square) -> Pos2 {
    pos2(f32::from(square.col()) + 1.5, f32::from(square.row()) + 1.5)
}

/// Where pawn `number` of `seat` waits in its yard, in board units.
pub fn yard_point(seat: Seat, number: u8, pawns: u8) -> Pos2 {
    let offset = (f32::from(number) - (f32::from(pawns) - 1.0) / 2.0) * 0.8;
    match seat {
        Seat::South => pos2(4.5 + offset, 8.5),
        Seat::East => pos2(8.5, 4.5 - offset),
        Seat::North => pos2(4.5 - offset, 0.5),
        Seat::West => pos2(0.5, 4.5 + offset),
    }
}

/// The yard band of `seat`, in board units.
pub(super) fn yard_rect(seat: Seat) -> Rect {
    match seat {
        Seat::South => Rect::from_min_max(pos2(1.6, 8.08), pos2(7.4, 8.92)),
        Seat::East => Rect::from_min_max(pos2(8.08, 1.6), pos2(8.92, 7.4)),
        Seat::North => Rect::from_min_max(pos2(1.6, 0.08), pos2(7.4, 0.92)),
        Seat::West => Rect::from_min_max(pos2(0.08, 1.6), pos2(0.92, 7.4)),
    }
}

/// Where a finished pawn of `seat` sits inside the centre square, in board units.
pub(super) fn centre_point(seat: Seat) -> Pos2 {
    let c = square_point(dhayam_core::square::CENTRE);
    c + match seat {
        Seat::South => vec2(0.0, 0.27),
        Seat::East => vec2(0.27, 0.0),
        Seat::North => vec2(0.0, -0.27),
        Seat::West => vec2(-0.27, 0.0),
    }
}

/// Maps board units to the screen.
pub(super) struct Frame {
    pub(super) origin: Pos2,
    pub(super) unit: f32,
}

impl Frame {
    pub(super) fn pos(&self, p: Pos2) -> Pos2 {
        self.origin + p.to_vec2() * self.unit
    }

    pub(super) fn rect(&self, r: Rect) -> Rect {
        Rect::from_min_max(self.pos(r.min), self.pos(r.max))
    }

    pub(super) fn square(&self, square: Square) -> Rect {
        self.rect(Rect::from_center_size(
            square_point(square),
            Vec2::splat(1.0),
        ))
    }
}
