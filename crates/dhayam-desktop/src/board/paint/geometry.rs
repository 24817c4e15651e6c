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

/// The middle of the drawing, in board units: the board turns about it.
const MIDDLE: f32 = 4.5;

/// Maps board units to the screen, the board turned by quarter turns so one seat's home is
/// at the bottom. Every position on the screen (squares, yards, the centre, pawns, their
/// hops, ways and previews, and the rects that take clicks) comes through [`Frame::pos`],
/// so drawing and hit-testing turn together.
pub(super) struct Frame {
    origin: Pos2,
    pub(super) unit: f32,
    /// Quarter turns clockwise on the screen: the seat at the bottom's index.
    turns: usize,
}

impl Frame {
    /// The board drawn in the square `area`, with `bottom`'s home at the bottom (South's
    /// is there unturned).
    pub(super) fn new(area: Rect, bottom: Seat) -> Frame {
        Frame {
            origin: area.min,
            unit: area.width() / 9.0,
            turns: bottom.index(),
        }
    }

    /// Where board point `p` is on the screen.
    pub(super) fn pos(&self, p: Pos2) -> Pos2 {
        let (x, y) = (p.x - MIDDLE, p.y - MIDDLE);
        // A quarter turn clockwise on the screen (y down) takes (x, y) to (-y, x): the
        // right-hand side (East) comes to the bottom.
        let (x, y) = match self.turns % 4 {
            0 => (x, y),
            1 => (-y, x),
            2 => (-x, -y),
            _ => (y, -x),
        };
        self.origin + vec2(x + MIDDLE, y + MIDDLE) * self.unit
    }

    /// The board point drawn at screen point `at`: [`Frame::pos`] undone.
    #[cfg(test)]
    pub(super) fn board_point(&self, at: Pos2) -> Pos2 {
        let v = (at - self.origin) / self.unit;
        let (x, y) = (v.x - MIDDLE, v.y - MIDDLE);
        let (x, y) = match self.turns % 4 {
            0 => (x, y),
            1 => (y, -x),
            2 => (-x, -y),
            _ => (-y, x),
        };
        pos2(x + MIDDLE, y + MIDDLE)
    }

    /// The square drawn under screen point `at`, if any.
    #[cfg(test)]
    pub(super) fn square_at(&self, at: Pos2) -> Option<Square> {
        let p = self.board_point(at);
        let (col, row) = ((p.x - 1.0).floor(), (p.y - 1.0).floor());
        if !(0.0..7.0).contains(&col) || !(0.0..7.0).contains(&row) {
            return None;
        }
        Square::new(row as u8, col as u8)
    }

    /// Where board rect `r` is on the screen (turned, so its corners may swap).
    pub(super) fn rect(&self, r: Rect) -> Rect {
        Rect::from_two_pos(self.pos(r.min), self.pos(r.max))
    }

    pub(super) fn square(&self, square: Square) -> Rect {
        self.rect(Rect::from_center_size(
            square_point(square),
            Vec2::splat(1.0),
        ))
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    /// A board drawn in a 900-point square away from the screen's corner.
    fn frame(bottom: Seat) -> Frame {
        Frame::new(
            Rect::from_min_size(pos2(40.0, 30.0), Vec2::splat(900.0)),
            bottom,
        )
    }

    /// The screen cell (column, row) of a square's drawn rect.
    fn cell(frame: &Frame, square: Square) -> (i32, i32) {
        let r = frame.square(square);
        let at = (r.min - frame.origin) / frame.unit;
        (at.x.round() as i32, at.y.round() as i32)
    }

    #[test]
    fn each_quarter_turn_draws_every_square_in_its_own_cell_with_the_bottom_home_at_the_bottom() {
        for bottom in Seat::ALL {
            let frame = frame(bottom);
            let cells: HashSet<_> = Square::all().map(|s| cell(&frame, s)).collect();
            assert_eq!(cells.len(), 49, "{bottom:?}: a cell drawn twice");
            assert!(
                cells
                    .iter()
                    .all(|&(c, r)| (1..8).contains(&c) && (1..8).contains(&r)),
                "{bottom:?}: a square off the board"
            );
            assert_eq!(cell(&frame, bottom.home()), (4, 7), "{bottom:?}'s home");
            assert_eq!(cell(&frame, dhayam_core::square::CENTRE), (4, 4));
            // The others follow counter-clockwise: right, top, left.
            let order = [(7, 4), (4, 1), (1, 4)];
            for (k, expected) in order.into_iter().enumerate() {
                let seat = Seat::ALL[(bottom.index() + k + 1) % 4];
                assert_eq!(cell(&frame, seat.home()), expected, "{bottom:?}: {seat:?}");
            }
            // Its yard lies below the board, its pawns' centre token below the centre.
            let yard = frame.rect(yard_rect(bottom));
            assert!(yard.top() > frame.square(bottom.home()).bottom());
            assert!(frame.pos(centre_point(bottom)).y > frame.pos(pos2(4.5, 4.5)).y);
        }
    }

    #[test]
    fn hit_testing_inverts_drawing_for_every_seat_at_the_bottom() {
        for bottom in Seat::ALL {
            let frame = frame(bottom);
            for square in Square::all() {
                let drawn = frame.square(square);
                let centre = drawn.center();
                assert_eq!(frame.square_at(centre), Some(square), "{bottom:?}");
                // A pawn on the square is drawn at that same point...
                assert!(frame.pos(square_point(square)).distance(centre) < 1e-3);
                // ...and no other square's rect (egui hit-tests by rect) holds it.
                let others = Square::all().filter(|&s| s != square);
                assert!(
                    others.map(|s| frame.square(s)).all(|r| !r.contains(centre)),
                    "{bottom:?}: {square:?} overlaps"
                );
                let back = frame.board_point(centre);
                assert!(back.distance(square_point(square)) < 1e-3, "{bottom:?}");
            }
            assert_eq!(
                frame.square_at(frame.pos(pos2(0.5, 0.5))),
                None,
                "a yard corner"
            );
        }
    }
}
