//! Pawns walking square by square, cut pawns going back to their yards, the dice
//! tumbling, and notices: what the table's effects ask the board to show.

use dhayam_core::{PawnId, Seat, Throw};
use dhayam_table::{Motion, Notice, Spot};
use egui::Pos2;

use super::paint::{square_point, yard_point};

/// The dice of the last throw, tumbling until they land.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Roll {
    /// Who threw.
    pub seat: Seat,
    /// What they show once landed.
    pub throw: Throw,
    /// When they started to tumble.
    pub start: f64,
    /// When they land.
    pub until: f64,
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
}

impl PlayView {
    /// Forgets everything of the position before.
    pub fn clear(&mut self) {
        *self = PlayView::default();
    }

    /// Starts the table's `motions`, in a game of `pawns` pawns per player.
    pub fn animate(&mut self, motions: Vec<Motion>, pawns: u8) {
        for motion in motions {
            let point = |spot: Spot| match spot {
                Spot::Yard(pawn) => yard_point(pawn.seat, pawn.number, pawns),
                Spot::Square(square) => square_point(square),
            };
            self.motions.push(Glide {
                pawn: motion.pawn,
                points: motion.spots.iter().copied().map(point).collect(),
                start: motion.start,
                leg_seconds: motion.leg_seconds,
            });
        }
    }

    /// Whether the dice tumble at `now`.
    pub fn rolling(&self, now: f64) -> bool {
        self.roll.is_some_and(|r| now < r.until)
    }

    /// The notice to show at `now`, if any.
    pub fn notice(&self, now: f64) -> Option<&Notice> {
        self.notice
            .as_ref()
            .filter(|n| n.from <= now && now < n.until)
    }

    /// When something next changes on screen after `now`, if anything will.
    pub fn next_change(&self, now: f64) -> Option<f64> {
        self.notice
            .as_ref()
            .map(|n| if n.from > now { n.from } else { n.until })
            .filter(|t| *t > now)
    }
}

/// One pawn gliding through board points (in board units), one leg per `leg_seconds`.
#[derive(Clone, Debug)]
pub struct Glide {
    /// The pawn drawn on the move.
    pub pawn: PawnId,
    /// The points it passes, the first being where it starts.
    pub points: Vec<Pos2>,
    /// When it sets off (egui time, seconds).
    pub start: f64,
    /// Seconds per leg.
    pub leg_seconds: f64,
}

impl Glide {
    /// When the glide ends.
    pub fn end(&self) -> f64 {
        self.start + self.leg_seconds * self.points.len().saturating_sub(1) as f64
    }

    /// Where the pawn is at `now`, or `None` once the glide is over.
    pub fn position(&self, now: f64) -> Option<Pos2> {
        if now >= self.end() || self.points.len() < 2 || self.leg_seconds <= 0.0 {
            return None;
        }
        let t = ((now - self.start) / self.leg_seconds).max(0.0);
        let leg = (t.floor() as usize).min(self.points.len() - 2);
        let f = ((t - leg as f64) as f32).clamp(0.0, 1.0);
        let eased = f * f * (3.0 - 2.0 * f);
        let (a, b) = (self.points[leg], self.points[leg + 1]);
        Some(a + (b - a) * eased)
    }
}

/// Every glide under way.
#[derive(Clone, Debug, Default)]
pub struct Motions {
    glides: Vec<Glide>,
}

impl Motions {
    /// Adds a glide, replacing any earlier one of the same pawn.
    pub fn push(&mut self, glide: Glide) {
        self.glides.retain(|g| g.pawn != glide.pawn);
        if glide.points.len() >= 2 && glide.leg_seconds > 0.0 {
            self.glides.push(glide);
        }
    }

    /// Where `pawn` is drawn at `now`, if it is on the move.
    pub fn position(&self, pawn: PawnId, now: f64) -> Option<Pos2> {
        self.glides
            .iter()
            .find(|g| g.pawn == pawn)
            .and_then(|g| g.position(now))
    }

    /// Whether anything still moves at `now`; drops finished glides.
    pub fn is_running(&mut self, now: f64) -> bool {
        self.glides.retain(|g| now < g.end());
        !self.glides.is_empty()
    }

    /// Whether anything still moves at `now`.
    pub fn any_running(&self, now: f64) -> bool {
        self.glides.iter().any(|g| now < g.end())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::Seat;

    #[test]
    fn a_glide_walks_its_points_in_order_and_ends() {
        let pawn = PawnId {
            seat: Seat::South,
            number: 0,
        };
        let glide = Glide {
            pawn,
            points: vec![
                Pos2::new(0.0, 0.0),
                Pos2::new(1.0, 0.0),
                Pos2::new(1.0, 1.0),
            ],
            start: 10.0,
            leg_seconds: 0.5,
        };
        assert_eq!(glide.position(10.0), Some(Pos2::new(0.0, 0.0)));
        assert_eq!(glide.position(10.5), Some(Pos2::new(1.0, 0.0)));
        assert!(glide.position(10.75).unwrap().y > 0.0);
        assert_eq!(glide.position(11.0), None);
        let mut motions = Motions::default();
        motions.push(glide);
        assert!(motions.is_running(10.2));
        assert!(!motions.is_running(11.0));
    }
}
