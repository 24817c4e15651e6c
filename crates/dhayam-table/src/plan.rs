//! What to animate after a throw or a move, planned from `dhayam-core`'s events in board
//! terms (yards and squares); the desktop turns the spots into points on its board.

use dhayam_core::{Event, PawnId, Square};

/// A place a pawn passes through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// The pawn's own place in its seat's yard.
    Yard(PawnId),
    /// A square of the board.
    Square(Square),
}

/// One pawn going through spots, one leg per `leg_seconds`.
#[derive(Clone, Debug, PartialEq)]
pub struct Motion {
    /// The pawn on the move.
    pub pawn: PawnId,
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
/// pawn goes back to its yard once the cutter has arrived.
pub fn plan_motions(events: &[Event], start: f64, step: f64) -> Vec<Motion> {
    let mut motions = Vec::new();
    let mut mover_end = start;
    for event in events {
        let motion = match event {
            Event::Entered { pawn, .. } => Motion {
                pawn: *pawn,
                spots: vec![Spot::Yard(*pawn), Spot::Square(pawn.seat.home())],
                start,
                leg_seconds: step * 2.0,
            },
            Event::Moved { pawn, from, .. } => {
                let mut spots: Vec<Spot> = pawn
                    .seat
                    .path_square(*from)
                    .map(Spot::Square)
                    .into_iter()
                    .collect();
                spots.extend(event.squares_passed().into_iter().map(Spot::Square));
                Motion {
                    pawn: *pawn,
                    spots,
                    start,
                    leg_seconds: step,
                }
            }
            Event::Cut { pawn, square, .. } => Motion {
                pawn: *pawn,
                spots: vec![Spot::Square(*square), Spot::Yard(*pawn)],
                start: mover_end,
                leg_seconds: step * 4.0,
            },
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
        let motions = plan_motions(&events, 10.0, 0.5);
        assert_eq!(motions.len(), 2);
        assert_eq!(motions[0].spots.len(), 3, "from square 1 over 2 and onto 3");
        assert!((motions[0].end() - 11.0).abs() < 1e-9);
        assert_eq!(motions[1].spots, [Spot::Square(square), Spot::Yard(green)]);
        assert!((motions[1].start - 11.0).abs() < 1e-9);
    }
}
