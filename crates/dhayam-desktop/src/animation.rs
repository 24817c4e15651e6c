//! Pawns walking square by square, and cut pawns going back to their yards.

use dhayam_core::PawnId;
use egui::Pos2;

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

    /// Stops every glide.
    pub fn clear(&mut self) {
        self.glides.clear();
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
