//! The four cowrie shells of the 5x5 board. A throw scatters them across the tray: each
//! spins, flips over and over along its length, slows down, bounces and settles mouth up
//! (the toothed slit showing) or mouth down (the smooth back).

use dhayam_core::Throw;
use egui::{Color32, Pos2, Rect, Sense, Shape, Stroke, Vec2, pos2, vec2};

use super::animation::Roll;
use crate::palette::{Palette, lerp};

/// How a shell lies at one moment of its throw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShellPose {
    /// How far it has flipped along its length, in half turns: mouth up at even whole
    /// numbers, mouth down at odd ones.
    pub flip: f32,
    /// Which way its length points on the tray, in radians (0 along the tray).
    pub spin: f32,
    /// How far it still has to travel across the tray, in shell lengths (0 once landed).
    pub travel: f32,
    /// How high it bounces, in shell lengths (0 on the tray).
    pub lift: f32,
}

impl ShellPose {
    /// A shell lying still, mouth up or down.
    pub const fn lying(up: bool, spin: f32) -> ShellPose {
        ShellPose {
            flip: if up { 0.0 } else { 1.0 },
            spin,
            travel: 0.0,
            lift: 0.0,
        }
    }

    /// Whether the mouth faces up now (the side seen is the mouth's).
    pub fn mouth_up(self) -> bool {
        (self.flip * std::f32::consts::PI).cos() >= 0.0
    }
}

/// Where shell `index` (0 to 3) comes to rest, turned a little askew by `seed`, so the four
/// never lie like soldiers.
fn rest_spin(index: u8, seed: u64) -> f32 {
    let bits = (seed >> (u32::from(index) * 4)) & 15;
    (bits as f32 / 15.0 - 0.5) * 0.7
}

/// The pose of shell `index` (0 to 3) at fraction `t` (0 to 1) of a throw landing mouth
/// `up` or down, its tumble chosen by `seed`. With `reduced` motion it only turns over
/// once in place, without spin, travel or bounce.
pub fn shell_pose(t: f32, up: bool, index: u8, seed: u64, reduced: bool) -> ShellPose {
    let t = t.clamp(0.0, 1.0);
    let end = if up { 0.0 } else { 1.0 };
    let spin_end = rest_spin(index, seed);
    if reduced {
        return ShellPose {
            flip: end + 2.0 * (1.0 - t),
            spin: spin_end,
            travel: 0.0,
            lift: 0.0,
        };
    }
    let flips = 4.0 + 2.0 * ((seed >> (u32::from(index) * 2 + 16)) & 3) as f32;
    let spins = 1.0 + ((seed >> (u32::from(index) + 24)) & 1) as f32;
    // Fast at first, slowing to a stop; each shell a little out of step with the others.
    let eased = 1.0 - (1.0 - t).powi(3);
    let wobble = 0.12 * f32::from(index % 2 * 2) - 0.12;
    // Three bounces, lower each time, landing at the end.
    let lift = (1.0 - t).powi(2) * (t * 3.5 * std::f32::consts::PI).sin().abs() * 0.7;
    ShellPose {
        flip: end + flips * (1.0 - eased),
        spin: spin_end + (spins * std::f32::consts::TAU + wobble) * (1.0 - eased),
        travel: (1.0 - eased) * 1.2,
        lift,
    }
}

/// Draws the four cowries in their tray. While `roll` is under way at `now` they tumble;
/// otherwise they lie as `throw` fell (mouth down, dimmed, before the first throw).
pub fn cowries_ui(ui: &mut egui::Ui, throw: Option<Throw>, roll: Option<&Roll>, now: f64) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let width = ui.available_width().clamp(60.0, 520.0);
    let gap = width / 4.0;
    let length = (gap * 0.62).max(12.0);
    let (tray, _) = ui.allocate_exact_size(vec2(width, length * 1.9), Sense::hover());
    let rolling = roll.filter(|r| now < r.until);
    ui.painter().rect_filled(
        tray,
        length * 0.3,
        lerp(palette.table, Color32::from_rgb(60, 40, 20), 0.18),
    );
    let painter = ui.painter_at(tray);
    let shown = rolling.map_or(throw, |r| Some(r.throw));
    let shells = shown.and_then(Throw::shells);
    for index in 0..4u8 {
        let rest = pos2(
            tray.left() + gap * (f32::from(index) + 0.5),
            tray.center().y + length * 0.12,
        );
        let up = shells.is_some_and(|s| s[usize::from(index)]);
        let seed = rolling.or(roll).map_or(0, |r| (r.start * 1000.0) as u64);
        let pose = match rolling {
            Some(r) => {
                let span = (r.until - r.start).max(1e-6);
                let t = ((now - r.start) / span) as f32;
                shell_pose(t, up, index, seed, r.reduced)
            }
            None => ShellPose::lying(up, rest_spin(index, seed)),
        };
        let id = ui.scope_id().with(("cowrie", index));
        let response = ui.interact(
            Rect::from_center_size(rest, Vec2::splat(length)),
            id,
            Sense::hover(),
        );
        let number = ("shell", (index + 1).into());
        let label = match (rolling, throw) {
            (Some(_), _) => words.tr("cowrie-tumbling", &[number]),
            (None, Some(_)) if up => words.tr("cowrie-mouth-up", &[number]),
            (None, Some(_)) => words.tr("cowrie-mouth-down", &[number]),
            (None, None) => words.tr("cowrie-not-thrown", &[number]),
        };
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
        // Thrown from higher up the tray, down onto its place.
        let centre = rest - vec2(0.0, pose.travel * length * 0.5);
        let look = Look {
            length,
            dim: throw.is_none() && rolling.is_none(),
            dark: palette.dark,
        };
        paint_shell(&painter, centre, pose, look);
    }
}

/// How a shell is drawn: its length in points, dimmed before the first throw, on a dark
/// or light table.
#[derive(Clone, Copy)]
struct Look {
    length: f32,
    dim: bool,
    dark: bool,
}

/// Points round an ellipse of half-axes `a` (along `along`) and `b` about `centre`.
fn ellipse(centre: Pos2, along: Vec2, a: f32, b: f32) -> Vec<Pos2> {
    let across = vec2(-along.y, along.x);
    (0..40)
        .map(|k| {
            let t = k as f32 / 40.0 * std::f32::consts::TAU;
            centre + along * (a * t.cos()) + across * (b * t.sin())
        })
        .collect()
}

/// Draws one shell centred on `centre`, lying as `pose` says: an egg-shaped shell seen
/// from above, its width shrinking as it turns on edge, the mouth (a toothed slit along
/// its length) or the glossy back on top.
fn paint_shell(painter: &egui::Painter, centre: Pos2, pose: ShellPose, look: Look) {
    let Look { length, dim, dark } = look;
    let along = Vec2::angled(pose.spin);
    let across = vec2(-along.y, along.x);
    let grow = 1.0 + pose.lift * 0.25;
    let a = length * 0.5 * grow;
    let side = (pose.flip * std::f32::consts::PI).cos();
    // Never quite a line: a shell on edge still shows its rim.
    let b = length * 0.34 * grow * side.abs().max(0.18);
    let shell = if dark {
        Color32::from_rgb(228, 214, 186)
    } else {
        Color32::from_rgb(246, 236, 212)
    };
    let back = Color32::from_rgb(205, 170, 120);
    let rim = Color32::from_rgb(120, 85, 50);
    let (fill, edge) = if dim {
        (shell.gamma_multiply(0.6), rim.gamma_multiply(0.6))
    } else {
        (shell, rim)
    };
    // The shadow stays on the tray and drifts away as the shell rises.
    let shadow = centre + vec2(2.0, 3.0) + vec2(0.3, 0.5) * pose.lift * length;
    painter.add(Shape::convex_polygon(
        ellipse(
            shadow,
            along,
            length * 0.5,
            length * 0.34 * side.abs().max(0.18),
        ),
        Color32::from_black_alpha(60),
        Stroke::NONE,
    ));
    if pose.mouth_up() {
        // Mouth up: the pale underside and its slit with teeth on both lips.
        painter.add(Shape::convex_polygon(
            ellipse(centre, along, a, b),
            fill,
            Stroke::new(1.2, edge),
        ));
        let slit = Stroke::new((length * 0.06).max(1.2), lerp(edge, Color32::BLACK, 0.4));
        let (from, to) = (centre - along * a * 0.78, centre + along * a * 0.78);
        painter.line_segment([from, to], slit);
        let teeth = Stroke::new((length * 0.025).max(0.8), edge);
        for k in 1..8 {
            let at = lerp_pos(from, to, k as f32 / 8.0);
            let reach = b * 0.28;
            painter.line_segment([at - across * reach, at + across * reach], teeth);
        }
    } else {
        // Mouth down: the domed back, darker, with a gloss.
        let (back, edge) = if dim {
            (back.gamma_multiply(0.6), edge)
        } else {
            (back, edge)
        };
        painter.add(Shape::convex_polygon(
            ellipse(centre, along, a, b),
            back,
            Stroke::new(1.2, edge),
        ));
        painter.add(Shape::convex_polygon(
            ellipse(centre, along, a * 0.7, b * 0.62),
            lerp(back, fill, 0.45),
            Stroke::NONE,
        ));
        let gloss = centre - across * b * 0.3 - along * a * 0.2;
        painter.add(Shape::convex_polygon(
            ellipse(gloss, along, a * 0.3, b * 0.16),
            Color32::from_white_alpha(if dim { 40 } else { 110 }),
            Stroke::NONE,
        ));
    }
}

/// The point a fraction `t` of the way from `a` to `b`.
fn lerp_pos(a: Pos2, b: Pos2, t: f32) -> Pos2 {
    a + (b - a) * t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shells_settle_as_they_fell_and_tumble_on_the_way() {
        for seed in [0, 7, 1234, u64::MAX] {
            for index in 0..4 {
                for up in [true, false] {
                    for reduced in [false, true] {
                        let end = shell_pose(1.0, up, index, seed, reduced);
                        assert_eq!(end.mouth_up(), up, "{seed} {index} {up} {reduced}");
                        assert!(end.travel.abs() < 1e-6 && end.lift.abs() < 1e-6);
                        assert!((end.spin - rest_spin(index, seed)).abs() < 1e-4);
                    }
                    let start = shell_pose(0.0, up, index, seed, false);
                    assert!(start.flip - end_flip(up) >= 4.0, "it turns over and over");
                    assert!(start.travel > 1.0, "thrown from up the tray");
                }
            }
        }
    }

    fn end_flip(up: bool) -> f32 {
        if up { 0.0 } else { 1.0 }
    }

    #[test]
    fn a_shell_lying_still_shows_the_side_it_fell_on() {
        assert!(ShellPose::lying(true, 0.3).mouth_up());
        assert!(!ShellPose::lying(false, -0.3).mouth_up());
    }
}
