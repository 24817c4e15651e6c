//! The two long four-sided dice (blank, 1, 2, 3 pips). A throw rolls them across their tray:
//! each turns over face by face about its long axis, slows down, bounces and settles on the
//! thrown faces.

use dhayam_core::{Throw, ThrowKind};
use egui::{Color32, Pos2, Rect, Sense, Stroke, pos2, vec2};

use super::animation::Roll;
use crate::palette::{Palette, lerp};

/// The faces in the order they come round as a die turns.
const RING: [u8; 4] = [0, 1, 2, 3];

/// How a die lies at one moment of its roll.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DiePose {
    /// How far it has turned, in quarter turns: face `RING[turn mod 4]` is up at whole turns.
    pub turn: f32,
    /// How far it still has to travel across the tray, in die heights (0 once landed).
    pub travel: f32,
    /// How high it bounces, in die heights (0 on the tray).
    pub lift: f32,
}

impl DiePose {
    /// The face up and the next face coming round, with how far (0 to 1) it has come.
    pub fn faces(self) -> (u8, u8, f32) {
        let whole = self.turn.floor();
        let k = (whole as i64).rem_euclid(4) as usize;
        (RING[k], RING[(k + 1) % 4], self.turn - whole)
    }
}

/// The pose of die `index` (0 or 1) at fraction `t` (0 to 1) of a roll landing on `face`,
/// its tumble chosen by `seed`. With `reduced` motion it only makes a short turn onto the
/// face, without travel or bounce.
pub fn die_pose(t: f32, face: u8, index: u8, seed: u64, reduced: bool) -> DiePose {
    let t = t.clamp(0.0, 1.0);
    let at = RING.iter().position(|&f| f == face).unwrap_or(0) as f32;
    if reduced {
        let turns = if at == 0.0 { 4.0 } else { at };
        return DiePose {
            turn: turns * t,
            travel: 0.0,
            lift: 0.0,
        };
    }
    let whole_turns = 2.0 + ((seed >> (u32::from(index) * 3)) & 3) as f32;
    let total = whole_turns * 4.0 + at;
    // Fast at first, slowing to a stop.
    let eased = 1.0 - (1.0 - t).powi(3);
    // Two bounces, lower each time, landing at the end.
    let lift = (1.0 - t).powi(2) * (t * 2.5 * std::f32::consts::PI).cos().abs() * 0.9;
    DiePose {
        turn: total * eased,
        travel: (1.0 - eased) * 0.8,
        lift,
    }
}

/// Draws what the game throws, of `kind`: both long dice, or the four cowries
/// ([`super::cowries::cowries_ui`]). While `roll` is under way at `now` they roll;
/// otherwise they show `throw` (or blank faces before the first throw).
pub fn dice_ui(
    ui: &mut egui::Ui,
    kind: ThrowKind,
    throw: Option<Throw>,
    roll: Option<&Roll>,
    now: f64,
) {
    if kind == ThrowKind::Cowries {
        super::cowries::cowries_ui(ui, throw, roll, now);
        return;
    }
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let width = ui.available_width().clamp(60.0, 520.0);
    let side = (width * 0.16).max(14.0);
    let long = width * 0.86;
    let row = side * 1.6;
    let (tray, _) = ui.allocate_exact_size(vec2(width, row * 2.0 + side * 0.4), Sense::hover());
    let rolling = roll.filter(|r| now < r.until);
    ui.painter().rect_filled(
        tray,
        side * 0.3,
        lerp(palette.table, Color32::from_rgb(60, 40, 20), 0.18),
    );
    let painter = ui.painter_at(tray);
    for index in 0..2u8 {
        let rest = pos2(
            tray.center().x,
            tray.top() + side * 0.2 + row * (f32::from(index) + 0.5),
        );
        let pose = match (rolling, throw) {
            (Some(r), _) => {
                let span = (r.until - r.start).max(1e-6);
                let t = ((now - r.start) / span) as f32;
                let face = r.throw.faces()[usize::from(index)];
                let seed = (r.start * 1000.0) as u64;
                die_pose(t, face, index, seed, r.reduced)
            }
            (None, Some(t)) => DiePose {
                turn: f32::from(t.faces()[usize::from(index)]),
                travel: 0.0,
                lift: 0.0,
            },
            (None, None) => DiePose {
                turn: 0.0,
                travel: 0.0,
                lift: 0.0,
            },
        };
        let id = ui.scope_id().with(("die", index));
        let response = ui.interact(
            Rect::from_center_size(rest, vec2(long, side)),
            id,
            Sense::hover(),
        );
        let number = ("die", (index + 1).into());
        let label = match (rolling, throw) {
            (Some(_), _) => words.tr("dice-rolling", &[number]),
            (None, Some(t)) => words.tr(
                "dice-shows",
                &[number, ("face", t.faces()[usize::from(index)].into())],
            ),
            (None, None) => words.tr("dice-not-thrown", &[number]),
        };
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
        // Rolling towards the player: from higher up the tray, down onto its place.
        let centre = rest - vec2(0.0, pose.travel * side);
        paint_die(
            &painter,
            &palette,
            centre,
            vec2(long, side),
            pose,
            throw.is_some() || rolling.is_some(),
        );
    }
}

/// Draws one die centred on `centre`, `size` its length and side, lying as `pose` says.
fn paint_die(
    painter: &egui::Painter,
    palette: &Palette,
    centre: Pos2,
    size: egui::Vec2,
    pose: DiePose,
    show_pips: bool,
) {
    let ivory = if palette.dark {
        Color32::from_rgb(226, 214, 190)
    } else {
        Color32::from_rgb(250, 244, 230)
    };
    let edge = lerp(ivory, Color32::from_rgb(90, 60, 30), 0.6);
    let (up, next, f) = pose.faces();
    let angle = f * std::f32::consts::FRAC_PI_2;
    // The face going away shows cos, the face coming round sin of the side.
    let (h_up, h_next) = (size.y * angle.cos(), size.y * angle.sin());
    let grow = 1.0 + pose.lift * 0.18;
    let (long, total) = (size.x * grow, (h_up + h_next) * grow);
    let body = egui::Rect::from_center_size(centre, vec2(long, total));
    // The shadow stays on the tray and drifts away as the die rises.
    let shadow = egui::Rect::from_center_size(
        centre + vec2(2.0, 3.0) + vec2(0.3, 0.5) * pose.lift * size.y,
        vec2(size.x, h_up + h_next),
    );
    let round = size.y * 0.22;
    painter.rect_filled(shadow, round, Color32::from_black_alpha(60));
    painter.rect(
        body,
        round,
        ivory,
        Stroke::new(1.5, edge),
        egui::StrokeKind::Inside,
    );
    // The face coming round sits above the face going away; both shaded by their slant.
    let next_rect = Rect::from_min_max(body.min, pos2(body.right(), body.top() + h_next * grow));
    let up_rect = Rect::from_min_max(pos2(body.left(), next_rect.bottom()), body.max);
    for (rect, face, light) in [(up_rect, up, angle.cos()), (next_rect, next, angle.sin())] {
        if rect.height() < 1.0 {
            continue;
        }
        let shade = Color32::from_black_alpha(((1.0 - light) * 80.0) as u8);
        painter.rect_filled(rect.shrink(1.0), round * 0.5, shade);
        if show_pips {
            paint_pips(painter, rect, size.y * grow, face);
        }
    }
    if next_rect.height() >= 1.0 && up_rect.height() >= 1.0 {
        painter.line_segment(
            [up_rect.left_top(), up_rect.right_top()],
            Stroke::new(1.0, lerp(ivory, edge, 0.7)),
        );
    }
    // The ends of a long die are rounded bands.
    let band = size.y * 0.35 * grow;
    for x in [body.left() + band, body.right() - band] {
        painter.line_segment(
            [pos2(x, body.top() + 2.0), pos2(x, body.bottom() - 2.0)],
            Stroke::new(1.0, lerp(ivory, edge, 0.5)),
        );
    }
}

/// The pips of `face` on `rect`, a face seen at a slant (`side` is its full height).
fn paint_pips(painter: &egui::Painter, rect: Rect, side: f32, face: u8) {
    if face == 0 {
        return;
    }
    let pip = side * 0.16;
    let squash = (rect.height() / side).clamp(0.0, 1.0);
    let band = side * 0.35;
    let inner = rect.shrink2(vec2(band + pip * 2.0, 0.0));
    let n = f32::from(face);
    for k in 0..face {
        let x = if face == 1 {
            inner.center().x
        } else {
            inner.left() + inner.width() * f32::from(k) / (n - 1.0)
        };
        let at = pos2(x, rect.center().y);
        painter.add(egui::Shape::ellipse_filled(
            at,
            vec2(pip, pip * squash),
            Color32::from_rgb(150, 30, 30),
        ));
        painter.add(egui::Shape::ellipse_filled(
            at,
            vec2(pip * 0.45, pip * 0.45 * squash),
            Color32::from_rgb(90, 10, 10),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dice_settle_on_the_thrown_faces() {
        for face in 0..4 {
            for index in 0..2 {
                for seed in [0, 7, 1234, u64::MAX] {
                    for reduced in [false, true] {
                        let end = die_pose(1.0, face, index, seed, reduced);
                        assert_eq!(end.faces(), (face, RING[(usize::from(face) + 1) % 4], 0.0));
                        assert_eq!((end.travel, end.lift), (0.0, 0.0));
                    }
                }
            }
        }
    }

    #[test]
    fn a_roll_turns_over_face_by_face_slowing_down() {
        let poses: Vec<DiePose> = (0..=20)
            .map(|k| die_pose(k as f32 / 20.0, 2, 0, 5, false))
            .collect();
        let turns: Vec<f32> = poses.windows(2).map(|w| w[1].turn - w[0].turn).collect();
        assert!(turns.iter().all(|d| *d >= 0.0), "always forward");
        assert!(turns[0] > turns[19] * 4.0, "slows down: {turns:?}");
        assert!(poses[20].turn >= 8.0, "turns over at least twice");
        assert!(poses.iter().any(|p| p.lift > 0.2), "it bounces");
        assert!(
            poses[0].travel > poses[10].travel,
            "it travels across the tray"
        );
    }

    #[test]
    fn reduced_motion_turns_without_travel_or_bounce() {
        for k in 0..=20 {
            let pose = die_pose(k as f32 / 20.0, 3, 1, 99, true);
            assert_eq!((pose.travel, pose.lift), (0.0, 0.0));
            assert!(pose.turn <= 4.0, "a short turn");
        }
    }
}
