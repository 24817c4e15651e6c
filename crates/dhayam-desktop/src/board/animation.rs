//! Pawns hopping square by square, cut pawns flying back to their yards, the dice rolling,
//! the King's celebration, and notices: what the table's effects ask the board to show.

use dhayam_core::{Board, PawnId, Seat, Throw};
use dhayam_table::{Motion, Notice, Spot};
use egui::Pos2;

use super::celebration::Crowning;
use super::hop::Glide;
use super::paint::{square_point, yard_point};

/// The dice of the last throw, rolling until they land.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Roll {
    /// Who threw.
    pub seat: Seat,
    /// What they show once landed.
    pub throw: Throw,
    /// When they started to roll.
    pub start: f64,
    /// When they land.
    pub until: f64,
    /// Reduced motion: no travel, no bounce, a short turn onto the faces.
    pub reduced: bool,
}

/// What the play screen animates and tells, fed by the table's effects.
#[derive(Clone, Debug, Default)]
pub struct PlayView {
    /// Pawns on the move.
    pub motions: Motions,
    /// The last throw's dice.
    pub roll: Option<Roll>,
    /// What is being told.
    pub notice: Option<Notice>,
    /// The King's celebration, once someone is King.
    pub crowning: Option<Crowning>,
}

impl PlayView {
    /// Forgets everything of the position before.
    pub fn clear(&mut self) {
        *self = PlayView::default();
    }

    /// Starts the table's `motions`, in a game on `board` of `pawns` pawns per player; with
    /// `reduced` motion pawns slide without arcs.
    pub fn animate(&mut self, motions: Vec<Motion>, board: &Board, pawns: u8, reduced: bool) {
        for motion in motions {
            let point = |spot: Spot| match spot {
                Spot::Yard(pawn) => yard_point(board, pawn.seat, pawn.number, pawns),
                Spot::Square(square) => square_point(square),
            };
            self.motions.push(Glide {
                pawn: motion.pawn,
                points: motion.spots.iter().copied().map(point).collect(),
                start: motion.start,
                leg_seconds: motion.leg_seconds,
                kind: motion.kind,
                reduced,
                to_centre: motion.to_centre,
            });
        }
    }

    /// Whether the dice roll at `now`.
    pub fn rolling(&self, now: f64) -> bool {
        self.roll.is_some_and(|r| now < r.until)
    }

    /// Whether anything moves at `now`: the dice, a pawn, a glow or the celebration. The
    /// window repaints at once only while this holds.
    pub fn animating(&mut self, now: f64) -> bool {
        let pawns = self.motions.is_running(now);
        let crowning = self.crowning.is_some_and(|c| c.is_running(now));
        pawns || crowning || self.rolling(now)
    }

    /// Whether what `seat`'s throw did is still on the screen at `now`: the dice roll,
    /// pawns are on their way, or a notice tells of `seat` (its value lost).
    pub fn still_showing(&self, seat: Seat, now: f64) -> bool {
        self.rolling(now)
            || self.motions.any_running(now)
            || self.notice(now).is_some_and(|n| n.seat == Some(seat))
    }

    /// The notice to show at `now`, if any.
    pub fn notice(&self, now: f64) -> Option<&Notice> {
        self.notice
            .as_ref()
            .filter(|n| n.from <= now && now < n.until)
    }

    /// When something next changes on screen after `now`, if anything will.
    pub fn next_change(&self, now: f64) -> Option<f64> {
        let notice = self
            .notice
            .as_ref()
            .map(|n| if n.from > now { n.from } else { n.until });
        let crowning = self.crowning.map(|c| c.start);
        [notice, crowning]
            .into_iter()
            .flatten()
            .filter(|t| *t > now)
            .reduce(f64::min)
    }
}

/// Every glide under way.
#[derive(Clone, Debug, Default)]
pub struct Motions {
    glides: Vec<Glide>,
}

impl Motions {
    /// Adds a glide, replacing any earlier one of the same pawn. A glide of no time (the
    /// Instant speed) is no glide: the pawn is simply where the game says.
    pub fn push(&mut self, glide: Glide) {
        self.glides.retain(|g| g.pawn != glide.pawn);
        if glide.points.len() >= 2 && glide.leg_seconds > 0.0 {
            self.glides.push(glide);
        }
    }

    /// Where `pawn` is over the board at `now` (where its shadow falls), if it is on the
    /// move.
    pub fn position(&self, pawn: PawnId, now: f64) -> Option<Pos2> {
        self.lifted(pawn, now).map(|(ground, _)| ground)
    }

    /// Where `pawn` is over the board at `now` and how high above it (board units), if it
    /// is on the move. The height is drawn up the screen, however the board is turned.
    pub fn lifted(&self, pawn: PawnId, now: f64) -> Option<(Pos2, f32)> {
        self.glides
            .iter()
            .find(|g| g.pawn == pawn)
            .and_then(|g| g.pose(now))
            .map(|pose| (pose.ground, pose.lift))
    }

    /// How strongly `seat`'s pawns at the centre glow at `now` (0: not at all).
    pub fn glow(&self, seat: Seat, now: f64) -> f32 {
        self.glides
            .iter()
            .filter(|g| g.pawn.seat == seat)
            .map(|g| g.glow(now))
            .fold(0.0, f32::max)
    }

    /// Whether anything still moves or glows at `now`; drops finished glides.
    pub fn is_running(&mut self, now: f64) -> bool {
        self.glides.retain(|g| now < g.shown_until());
        !self.glides.is_empty()
    }

    /// Whether any pawn is still on its way at `now`.
    pub fn any_running(&self, now: f64) -> bool {
        self.glides.iter().any(|g| now < g.end())
    }

    /// When the last pawn on its way arrives (`None` when none is).
    pub fn last_arrival(&self) -> Option<f64> {
        self.glides.iter().map(Glide::end).reduce(f64::max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::Seat;
    use dhayam_table::MotionKind;

    fn motion(leg_seconds: f64) -> Motion {
        let pawn = PawnId {
            seat: Seat::South,
            number: 0,
        };
        let square = |i| Spot::Square(Seat::South.path_square(i).unwrap());
        Motion {
            pawn,
            kind: MotionKind::Walk,
            to_centre: false,
            spots: vec![square(1), square(2), square(3)],
            start: 10.0,
            leg_seconds,
        }
    }

    #[test]
    fn a_glide_walks_its_points_in_order_and_ends() {
        let mut view = PlayView::default();
        view.animate(vec![motion(0.5)], &Board::DHAYAM, 4, false);
        let pawn = motion(0.5).pawn;
        let first = square_point(Seat::South.path_square(1).unwrap());
        assert_eq!(view.motions.position(pawn, 10.0), Some(first));
        assert!(view.motions.position(pawn, 10.75).is_some());
        assert!(view.animating(10.2));
        assert_eq!(view.motions.position(pawn, 11.0), None);
        assert!(!view.animating(11.0));
    }

    #[test]
    fn instant_animation_makes_no_frames_between() {
        let mut view = PlayView::default();
        view.animate(vec![motion(0.0)], &Board::DHAYAM, 4, false);
        let pawn = motion(0.0).pawn;
        for k in 0..10 {
            let now = 10.0 + f64::from(k) * 0.01;
            assert_eq!(view.motions.position(pawn, now), None);
            assert!(!view.animating(now), "nothing to repaint for");
        }
    }
}
