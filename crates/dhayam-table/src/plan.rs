//! What to animate after a throw or a move, planned from `dhayam-core`'s events in board
//! terms (yards and squares); the desktop turns the spots into points on its board.

use dhayam_core::{Board, Event, PawnId, Square};

/// A place a pawn passes through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// The pawn's own place in its seat's yard.
    Yard(PawnId),
    /// A square of the board.
    Square(Square),
}

/// Why a pawn moves, which decides how it is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MotionKind {
    /// It enters: it rises from its yard onto its home square.
    Enter,
    /// It walks its squares, one hop per square.
    Walk,
    /// It was cut: knocked back from its square to its yard.
    Cut,
}

/// One pawn going through spots, one leg per `leg_seconds`.
#[derive(Clone, Debug, PartialEq)]
pub struct Motion {
    /// The pawn on the move.
    pub pawn: PawnId,
    /// Why it moves.
    pub kind: MotionKind,
    /// Whether it arrives at the centre ([`Event::PawnFinished`]), to settle with a glow.
    pub to_centre: bool,
    /// The spots it passes, the first being where it starts.
    pub spots: Vec<Spot>,
    /// When it sets off (table time, seconds).
    pub start: f64,
    /// Seconds per leg.
    pub leg_seconds: f64,
}

impl Motion {
    /// When it arrives.
    pub fn end(&self) -> f64 {
        self.start + self.leg_seconds * self.spots.len().saturating_sub(1) as f64
    }
}

/// The motions `events` call for, starting at `start` with `step` seconds per square: an
/// entering pawn rises from its yard to its home, a moving pawn walks its squares, and a cut
/// pawn goes back to its yard once the cutter has arrived, each on the squares of `board`
/// (the game's). With `reduced` motion a pawn makes one plain short move from where it
/// stands to where it lands.
pub fn plan_motions(
    board: &Board,
    events: &[Event],
    start: f64,
    step: f64,
    reduced: bool,
) -> Vec<Motion> {
    let mut motions: Vec<Motion> = Vec::new();
    let mut mover_end = start;
    for event in events {
        let motion = match event {
            Event::Entered { pawn, .. } => Motion {
                pawn: *pawn,
                kind: MotionKind::Enter,
                to_centre: false,
                spots: vec![Spot::Yard(*pawn), Spot::Square(board.home(pawn.seat))],
                start,
                leg_seconds: step * 2.0,
            },
            Event::Moved { pawn, from, .. } => {
                let mut spots: Vec<Spot> = board
                    .path_square(pawn.seat, *from)
                    .map(Spot::Square)
                    .into_iter()
                    .collect();
                spots.extend(event.squares_passed_on(board).into_iter().map(Spot::Square));
                let mut leg_seconds = step;
                if reduced && spots.len() > 2 {
                    spots = vec![spots[0], spots[spots.len() - 1]];
                    leg_seconds = step * 2.0;
                }
                Motion {
                    pawn: *pawn,
                    kind: MotionKind::Walk,
                    to_centre: false,
                    spots,
                    start,
                    leg_seconds,
                }
            }
            Event::Cut { pawn, square, .. } => Motion {
                pawn: *pawn,
                kind: MotionKind::Cut,
                to_centre: false,
                spots: vec![Spot::Square(*square), Spot::Yard(*pawn)],
                start: mover_end,
                leg_seconds: step * if reduced { 2.0 } else { 4.0 },
            },
            Event::PawnFinished { pawn } => {
                if let Some(walk) = motions.iter_mut().rev().find(|m| m.pawn == *pawn) {
                    walk.to_centre = true;
                }
                continue;
            }
            _ => continue,
        };
        if matches!(event, Event::Entered { .. } | Event::Moved { .. }) {
            mover_end = motion.end();
        }
        motions.push(motion);
    }
    motions
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::Seat;

    #[test]
    fn a_cut_pawn_leaves_when_the_cutter_arrives() {
        let red = PawnId {
            seat: Seat::South,
            number: 0,
        };
        let green = PawnId {
            seat: Seat::East,
            number: 1,
        };
        let square = Seat::South.path_square(3).unwrap();
        let events = [
            Event::Moved {
                pawn: red,
                value: 2,
                from: 1,
                to: 3,
            },
            Event::Cut {
                by: Seat::South,
                pawn: green,
                square,
            },
        ];
        let motions = plan_motions(&Board::DHAYAM, &events, 10.0, 0.5, false);
        assert_eq!(motions.len(), 2);
        assert_eq!(motions[0].kind, MotionKind::Walk);
        assert_eq!(motions[1].kind, MotionKind::Cut);
        assert_eq!(motions[0].spots.len(), 3, "from square 1 over 2 and onto 3");
        assert!((motions[0].end() - 11.0).abs() < 1e-9);
        assert_eq!(motions[1].spots, [Spot::Square(square), Spot::Yard(green)]);
        assert!((motions[1].start - 11.0).abs() < 1e-9);
        let plain = plan_motions(&Board::DHAYAM, &events, 10.0, 0.5, true);
        assert_eq!(plain[0].spots.len(), 2, "reduced motion: one plain move");
        assert_eq!(plain[0].spots[1], motions[0].spots[2], "to the same square");
        assert!(plain[1].end() < motions[1].end(), "and a shorter way back");
    }

    #[test]
    fn a_pawn_reaching_the_centre_settles_there() {
        let red = PawnId {
            seat: Seat::South,
            number: 0,
        };
        let events = [
            Event::Moved {
                pawn: red,
                value: 2,
                from: 46,
                to: 48,
            },
            Event::PawnFinished { pawn: red },
        ];
        let motions = plan_motions(&Board::DHAYAM, &events, 0.0, 0.5, false);
        assert_eq!(motions.len(), 1);
        assert!(motions[0].to_centre);
        assert_eq!(
            motions[0].spots.last(),
            Some(&Spot::Square(dhayam_core::square::CENTRE))
        );
    }

    #[test]
    fn on_the_5x5_board_a_pawn_enters_and_walks_its_squares() {
        let board = &Board::THAYAM;
        let blue = PawnId {
            seat: Seat::North,
            number: 2,
        };
        let events = [
            Event::Entered {
                pawn: blue,
                value: 1,
            },
            Event::Moved {
                pawn: blue,
                value: 3,
                from: 13,
                to: 16,
            },
        ];
        let motions = plan_motions(board, &events, 0.0, 0.5, false);
        assert_eq!(
            motions[0].spots,
            [Spot::Yard(blue), Spot::Square(board.home(Seat::North))]
        );
        let walked: Vec<Spot> = (13..=16)
            .filter_map(|i| board.path_square(Seat::North, i))
            .map(Spot::Square)
            .collect();
        assert_eq!(motions[1].spots, walked, "through its gate, on 5x5 squares");
    }
}
