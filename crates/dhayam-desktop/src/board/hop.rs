//! How a pawn moves between board points: a small hop per square, a rise from the yard, a
//! high arc back to the yard when cut, a plain slide with reduced motion, and the glow of a
//! pawn that settles at the centre.

use dhayam_core::PawnId;
use dhayam_table::MotionKind;
use egui::{Color32, Pos2, vec2};

/// How high (board units) a walking pawn hops over each square.
const HOP_HEIGHT: f32 = 0.28;
/// How high an entering pawn rises on its way from the yard.
const RISE_HEIGHT: f32 = 0.5;
/// How high a cut pawn flies, per board unit of its way back.
const CUT_HEIGHT_PER_UNIT: f32 = 0.35;
/// How long (in legs of its glide) a pawn that reached the centre glows.
const GLOW_LEGS: f64 = 6.0;

/// Where a moving pawn is: over `ground`, lifted `lift` board units above it (drawn up
/// the screen, however the board is turned).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pose {
    /// The point under the pawn (where its shadow falls).
    pub ground: Pos2,
    /// Its height above the board, in board units (0 on a square).
    pub lift: f32,
}

/// One pawn moving through board points (board units), one leg per `leg_seconds`.
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
    /// Why it moves: how high each leg's arc is.
    pub kind: MotionKind,
    /// With reduced motion a pawn slides without arcs.
    pub reduced: bool,
    /// It settles at the centre with a glow.
    pub to_centre: bool,
}

impl Glide {
    /// When the pawn arrives.
    pub fn end(&self) -> f64 {
        self.start + self.leg_seconds * self.points.len().saturating_sub(1) as f64
    }

    /// When whatever it shows is over: its arrival, or its glow at the centre.
    pub fn shown_until(&self) -> f64 {
        if self.to_centre && !self.reduced {
            self.end() + self.leg_seconds * GLOW_LEGS
        } else {
            self.end()
        }
    }

    /// The arc's height over leg `leg` (board units): none with reduced motion.
    fn arc_height(&self, leg: usize) -> f32 {
        if self.reduced {
            return 0.0;
        }
        match self.kind {
            MotionKind::Walk => HOP_HEIGHT,
            MotionKind::Enter => RISE_HEIGHT,
            MotionKind::Cut => {
                let (a, b) = (self.points[leg], self.points[leg + 1]);
                (a.distance(b) * CUT_HEIGHT_PER_UNIT).clamp(0.6, 2.0)
            }
        }
    }

    /// Where the pawn is at `now` (on its first point until it sets off), or `None` once
    /// it has arrived.
    pub fn pose(&self, now: f64) -> Option<Pose> {
        if now >= self.end() || self.points.len() < 2 || self.leg_seconds <= 0.0 {
            return None;
        }
        let t = ((now - self.start) / self.leg_seconds).max(0.0);
        let leg = (t.floor() as usize).min(self.points.len() - 2);
        let f = ((t - leg as f64) as f32).clamp(0.0, 1.0);
        let eased = f * f * (3.0 - 2.0 * f);
        let (a, b) = (self.points[leg], self.points[leg + 1]);
        Some(Pose {
            ground: a + (b - a) * eased,
            lift: 4.0 * self.arc_height(leg) * f * (1.0 - f),
        })
    }

    /// How strongly the pawn glows at the centre at `now` (0 to 1, fading).
    pub fn glow(&self, now: f64) -> f32 {
        let (end, until) = (self.end(), self.shown_until());
        if !self.to_centre || now < end || now >= until {
            return 0.0;
        }
        (1.0 - (now - end) / (until - end)) as f32
    }
}

/// Paints the shadow of a pawn of `radius` (points) lifted `lift` board units of `unit`
/// points above `centre` (where it is drawn) and returns the radius to draw it with: higher
/// up looks nearer, a little larger.
pub fn paint_shadow(
    painter: &egui::Painter,
    centre: Pos2,
    radius: f32,
    lift: f32,
    unit: f32,
) -> f32 {
    if lift <= 0.0 {
        return radius;
    }
    let ground = centre + vec2(0.0, lift * unit);
    painter.circle_filled(ground, radius, Color32::from_black_alpha(50));
    radius * (1.0 + 0.35 * lift)
}

/// Paints a golden glow of `strength` (0 to 1) around `centre` (screen points).
pub fn paint_glow(
    painter: &egui::Painter,
    centre: Pos2,
    radius: f32,
    strength: f32,
    gold: Color32,
) {
    if strength <= 0.0 {
        return;
    }
    for ring in 1..=4u8 {
        let k = f32::from(ring);
        let alpha = (strength * 140.0 / k) as u8;
        painter.circle_filled(
            centre,
            radius * (1.0 + 0.45 * k * (1.4 - strength * 0.4)),
            Color32::from_rgba_unmultiplied(gold.r(), gold.g(), gold.b(), alpha),
        );
    }
}

#[cfg(test)]
#[allow(
    clippy::float_cmp,
    reason = "a pawn on a square is exactly on the board"
)]
mod tests {
    use super::*;
    use dhayam_core::Seat;
    use egui::pos2;

    fn glide(kind: MotionKind, reduced: bool) -> Glide {
        Glide {
            pawn: PawnId {
                seat: Seat::South,
                number: 0,
            },
            points: vec![pos2(1.5, 7.5), pos2(2.5, 7.5), pos2(3.5, 7.5)],
            start: 10.0,
            leg_seconds: 0.5,
            kind,
            reduced,
            to_centre: false,
        }
    }

    #[test]
    fn a_hop_is_on_the_square_at_each_square_and_above_the_board_between() {
        let g = glide(MotionKind::Walk, false);
        for (i, at) in [10.0, 10.5].into_iter().enumerate() {
            let pose = g.pose(at).unwrap();
            assert_eq!(pose.lift, 0.0, "no height on square {i}");
            assert_eq!(pose.ground, g.points[i]);
        }
        let mid = g.pose(10.25).unwrap();
        assert!(
            (mid.lift - HOP_HEIGHT).abs() < 1e-6,
            "top of the hop: {mid:?}"
        );
        assert_eq!(g.pose(11.0), None, "arrived");
    }

    #[test]
    fn a_cut_pawn_flies_high_and_lands_in_its_yard() {
        let mut g = glide(MotionKind::Cut, false);
        g.points = vec![pos2(4.5, 3.5), pos2(4.5, 8.5)];
        let mid = g.pose(10.25).unwrap();
        assert!(mid.lift > HOP_HEIGHT * 2.0, "a visible arc: {mid:?}");
        let last = g.pose(10.5 - 1e-6).unwrap();
        assert!(
            last.ground.distance(pos2(4.5, 8.5)) < 1e-3,
            "ends in the yard"
        );
        assert!(last.lift < 1e-3);
    }

    #[test]
    fn reduced_motion_slides_without_arcs() {
        for kind in [MotionKind::Walk, MotionKind::Enter, MotionKind::Cut] {
            let g = glide(kind, true);
            for k in 0..20 {
                let pose = g.pose(10.0 + f64::from(k) * 0.05).unwrap();
                assert_eq!(pose.lift, 0.0, "{kind:?} at step {k}");
            }
        }
    }

    #[test]
    fn a_pawn_at_the_centre_glows_then_fades() {
        let mut g = glide(MotionKind::Walk, false);
        g.to_centre = true;
        assert_eq!(g.glow(10.9), 0.0, "not before it arrives");
        assert!(g.glow(11.0) > 0.99);
        assert!(g.glow(12.0) < g.glow(11.5));
        assert_eq!(g.glow(g.shown_until()), 0.0);
        g.reduced = true;
        assert_eq!(g.shown_until(), g.end(), "no glow with reduced motion");
    }
}
