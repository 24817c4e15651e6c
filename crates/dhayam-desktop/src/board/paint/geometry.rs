//! Where things are on the board, in board units, and how board units map to the screen.
//!
//! The drawing is the game's board with a one-unit yard band round it: 9 units square for
//! the 7x7 board, 7 for the 5x5. Square (row, col) is the unit square at (col + 1, row + 1).

use dhayam_core::{Board, Seat, Square};
use egui::{Pos2, Rect, Vec2, pos2, vec2};

/// The side of the drawing of `board`, in board units: the board and its yards.
pub fn span(board: &Board) -> f32 {
    f32::from(board.size()) + 2.0
}

/// The centre of `square` in board units.
pub fn square_point(square: Square) -> Pos2 {
    pos2(f32::from(square.col()) + 1.5, f32::from(square.row()) + 1.5)
}

/// Where pawn `number` of `seat` waits in its yard beside `board`, in board units.
pub fn yard_point(board: &Board, seat: Seat, number: u8, pawns: u8) -> Pos2 {
    let offset = (f32::from(number) - (f32::from(pawns) - 1.0) / 2.0) * 0.8;
    let (middle, far) = (span(board) / 2.0, span(board) - 0.5);
    match seat {
        Seat::South => pos2(middle + offset, far),
        Seat::East => pos2(far, middle - offset),
        Seat::North => pos2(middle - offset, 0.5),
        Seat::West => pos2(0.5, middle + offset),
    }
}

/// The yard band of `seat` beside `board`, in board units.
pub(super) fn yard_rect(board: &Board, seat: Seat) -> Rect {
    let (near, far) = (1.6, span(board) - 1.6);
    let (band_in, band_out) = (span(board) - 0.92, span(board) - 0.08);
    match seat {
        Seat::South => Rect::from_min_max(pos2(near, band_in), pos2(far, band_out)),
        Seat::East => Rect::from_min_max(pos2(band_in, near), pos2(band_out, far)),
        Seat::North => Rect::from_min_max(pos2(near, 0.08), pos2(far, 0.92)),
        Seat::West => Rect::from_min_max(pos2(0.08, near), pos2(0.92, far)),
    }
}

/// The board itself, without its yards, in board units.
pub(super) fn board_rect(board: &Board) -> Rect {
    Rect::from_min_max(pos2(1.0, 1.0), pos2(span(board) - 1.0, span(board) - 1.0))
}

/// Where a finished pawn of `seat` sits inside `board`'s centre square, in board units.
pub(super) fn centre_point(board: &Board, seat: Seat) -> Pos2 {
    let c = square_point(board.centre());
    c + match seat {
        Seat::South => vec2(0.0, 0.27),
        Seat::East => vec2(0.27, 0.0),
        Seat::North => vec2(0.0, -0.27),
        Seat::West => vec2(-0.27, 0.0),
    }
}

/// Maps board units to the screen, the board turned by quarter turns so one seat's home is
/// at the bottom. Every position on the screen (squares, yards, the centre, pawns, their
/// hops, ways and previews, and the rects that take clicks) comes through [`Frame::pos`],
/// so drawing and hit-testing turn together.
pub(super) struct Frame {
    origin: Pos2,
    pub(super) unit: f32,
    /// The middle of the drawing, in board units: the board turns about it.
    middle: f32,
    /// Quarter turns clockwise on the screen: the seat at the bottom's index.
    turns: usize,
}

impl Frame {
    /// `board` drawn in the square `area`, with `bottom`'s home at the bottom (South's
    /// is there unturned).
    pub(super) fn new(area: Rect, bottom: Seat, board: &Board) -> Frame {
        Frame {
            origin: area.min,
            unit: area.width() / span(board),
            middle: span(board) / 2.0,
            turns: bottom.index(),
        }
    }

    /// Where board point `p` is on the screen.
    pub(super) fn pos(&self, p: Pos2) -> Pos2 {
        let (x, y) = (p.x - self.middle, p.y - self.middle);
        // A quarter turn clockwise on the screen (y down) takes (x, y) to (-y, x): the
        // right-hand side (East) comes to the bottom.
        let (x, y) = match self.turns % 4 {
            0 => (x, y),
            1 => (-y, x),
            2 => (-x, -y),
            _ => (y, -x),
        };
        self.origin + vec2(x + self.middle, y + self.middle) * self.unit
    }

    /// The board point drawn at screen point `at`: [`Frame::pos`] undone.
    #[cfg(test)]
    pub(super) fn board_point(&self, at: Pos2) -> Pos2 {
        let v = (at - self.origin) / self.unit;
        let (x, y) = (v.x - self.middle, v.y - self.middle);
        let (x, y) = match self.turns % 4 {
            0 => (x, y),
            1 => (y, -x),
            2 => (-x, -y),
            _ => (-y, x),
        };
        pos2(x + self.middle, y + self.middle)
    }

    /// The square drawn under screen point `at`, if any.
    #[cfg(test)]
    pub(super) fn square_at(&self, at: Pos2) -> Option<Square> {
        let p = self.board_point(at);
        let (col, row) = ((p.x - 1.0).floor(), (p.y - 1.0).floor());
        // The board's squares a side: the drawing less its yards.
        let side = 0.0..(self.middle * 2.0 - 2.0);
        if !side.contains(&col) || !side.contains(&row) {
            return None;
        }
        Square::new(row as u8, col as u8)
    }

    /// Where board rect `r` is on the screen (turned, so its corners may swap).
    pub(super) fn rect(&self, r: Rect) -> Rect {
        Rect::from_two_pos(self.pos(r.min), self.pos(r.max))
    }

    /// Where `square` is drawn on the screen.
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

    use dhayam_core::Variant;

    use super::*;

    /// `board` drawn in a 900-point square away from the screen's corner.
    fn frame(board: &Board, bottom: Seat) -> Frame {
        Frame::new(
            Rect::from_min_size(pos2(40.0, 30.0), Vec2::splat(900.0)),
            bottom,
            board,
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
        for board in Variant::ALL.map(Variant::board) {
            let n = i32::from(board.size());
            let mid = n / 2 + 1;
            for bottom in Seat::ALL {
                let frame = frame(board, bottom);
                let cells: HashSet<_> = board.squares().map(|s| cell(&frame, s)).collect();
                assert_eq!(
                    cells.len(),
                    (n * n) as usize,
                    "{bottom:?}: a cell drawn twice"
                );
                assert!(
                    cells
                        .iter()
                        .all(|&(c, r)| (1..=n).contains(&c) && (1..=n).contains(&r)),
                    "{bottom:?}: a square off the board"
                );
                assert_eq!(
                    cell(&frame, board.home(bottom)),
                    (mid, n),
                    "{bottom:?}'s home"
                );
                assert_eq!(cell(&frame, board.centre()), (mid, mid));
                // The others follow counter-clockwise: right, top, left.
                let order = [(n, mid), (mid, 1), (1, mid)];
                for (k, expected) in order.into_iter().enumerate() {
                    let seat = Seat::ALL[(bottom.index() + k + 1) % 4];
                    assert_eq!(
                        cell(&frame, board.home(seat)),
                        expected,
                        "{bottom:?}: {seat:?}"
                    );
                }
                // Its yard lies below the board, its pawns' centre token below the centre.
                let yard = frame.rect(yard_rect(board, bottom));
                assert!(yard.top() > frame.square(board.home(bottom)).bottom());
                assert!(yard.bottom() <= 930.0 + 1e-3, "inside the drawing");
                let middle = pos2(span(board) / 2.0, span(board) / 2.0);
                assert!(frame.pos(centre_point(board, bottom)).y > frame.pos(middle).y);
            }
        }
    }

    #[test]
    fn every_path_square_of_every_seat_is_drawn_inside_the_board_in_its_own_cell() {
        for board in Variant::ALL.map(Variant::board) {
            let frame = frame(board, Seat::South);
            let inside = frame.rect(board_rect(board));
            for seat in Seat::ALL {
                let cells: HashSet<_> = board.path(seat).map(|s| cell(&frame, s)).collect();
                let steps = usize::from(board.centre_index()) + 1;
                assert_eq!(cells.len(), steps, "{seat:?}: two steps in one cell");
                for square in board.path(seat) {
                    let drawn = frame.square(square);
                    assert!(
                        inside.expand(1e-3).contains_rect(drawn),
                        "{seat:?} {square:?}"
                    );
                }
                // Its yard's pawns wait beside the board, never on it.
                for number in 0..4 {
                    let at = frame.pos(yard_point(board, seat, number, 4));
                    assert!(!inside.contains(at), "{seat:?} pawn {number}");
                    assert!(frame.rect(yard_rect(board, seat)).contains(at));
                }
            }
        }
    }

    #[test]
    fn hit_testing_inverts_drawing_for_every_seat_at_the_bottom() {
        for board in Variant::ALL.map(Variant::board) {
            for bottom in Seat::ALL {
                let frame = frame(board, bottom);
                for square in board.squares() {
                    let drawn = frame.square(square);
                    let centre = drawn.center();
                    assert_eq!(frame.square_at(centre), Some(square), "{bottom:?}");
                    // A pawn on the square is drawn at that same point...
                    assert!(frame.pos(square_point(square)).distance(centre) < 1e-3);
                    // ...and no other square's rect (egui hit-tests by rect) holds it.
                    let others = board.squares().filter(|&s| s != square);
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
}
