//! The win-chance bar: one segment per player, in seat colours, as wide as the player's
//! chance of winning; in a team game one per team, in both partners' colours, as wide as
//! the team's chance (its partners' summed). It shows the estimate it is given and works
//! nothing out.

use dhayam_core::{Game, Seat, Team};
use egui::{Align2, FontId, Rect, Sense, pos2, vec2};

use crate::estimate::WinChances;
use crate::palette::Palette;
use crate::{Words, words};

/// What the side panel shows of the win chances.
#[derive(Clone, Copy, Debug)]
pub enum WinBar<'a> {
    /// Nothing: the player turned them off.
    Hidden,
    /// The room of the bar, empty while the position on the board is worked out.
    Working,
    /// The bar with these chances.
    Shown(&'a WinChances),
}

impl<'a> WinBar<'a> {
    /// The bar when `shown` in the preferences, with the estimate `known` so far.
    pub fn of(shown: bool, known: Option<&'a WinChances>) -> WinBar<'a> {
        match (shown, known) {
            (false, _) => WinBar::Hidden,
            (true, None) => WinBar::Working,
            (true, Some(chances)) => WinBar::Shown(chances),
        }
    }
}

/// A chance as a whole percentage, for people.
pub fn percent(chance: f32) -> u32 {
    // A chance lies in 0..=1, so the rounded percentage fits.
    (chance.clamp(0.0, 1.0) * 100.0).round() as u32
}

/// Who wins together and their chance: one player, or a team of two partners.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Side {
    /// The player, or the team's first seat.
    pub seat: Seat,
    /// In a team game, the partner.
    pub partner: Option<Seat>,
    /// The chance of winning: the player's, or the team's (its partners' summed).
    pub chance: f32,
}

/// The sides of `seats` (in turn order) with their chances: each player, or with `teams`
/// each team once, where its first seat in `seats` comes, its seats in seat order.
pub fn sides(seats: &[Seat], chances: &[f32; 4], teams: bool) -> Vec<Side> {
    let mut sides: Vec<Side> = Vec::new();
    for &seat in seats {
        if !teams {
            sides.push(Side {
                seat,
                partner: None,
                chance: chances[seat.index()],
            });
            continue;
        }
        let team = Team::of(seat);
        if sides.iter().all(|side| Team::of(side.seat) != team) {
            let [first, second] = team.seats();
            sides.push(Side {
                seat: first,
                partner: Some(second),
                chance: chances[first.index()] + chances[second.index()],
            });
        }
    }
    sides
}

/// The chances of `seats` in words, in seat order: "Red 43%, Yellow 57%"; with `teams`
/// by team: "Red & Yellow 61%, Green & Blue 39%".
pub fn chances_text(words: &Words, seats: &[Seat], chances: &[f32; 4], teams: bool) -> String {
    let parts: Vec<String> = sides(seats, chances, teams)
        .iter()
        .map(|side| {
            let who = match side.partner {
                Some(_) => words::team_colours(words, Team::of(side.seat)),
                None => words::colour(words, side.seat),
            };
            words.tr(
                "win-chances-part",
                &[
                    ("seat", who.into()),
                    ("percent", percent(side.chance).into()),
                ],
            )
        })
        .collect();
    parts.join(", ")
}

/// Draws the bar for `game`'s players (in turn order; in a team game its teams) at
/// `height` points, with its accessible label.
pub fn win_bar_ui(ui: &mut egui::Ui, game: &Game, estimate: &WinChances, height: f32) {
    let words = crate::words(ui.ctx());
    let palette = Palette::of(ui);
    ui.weak(words.text("win-chances-title"));
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
    let (seats, teams) = (game.seats(), game.is_team_game());
    let label = words.tr(
        "win-chances-label",
        &[(
            "chances",
            chances_text(&words, seats, &estimate.chances, teams).into(),
        )],
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ProgressIndicator, true, &label));
    let response = response.on_hover_text(&label);
    if !ui.is_rect_visible(response.rect) {
        return;
    }
    let painter = ui.painter_at(rect);
    let corner = (height * 0.3).min(6.0);
    painter.rect_filled(rect, corner, palette.line);
    let font = FontId::proportional((height * 0.62).max(9.0));
    let mut left = rect.left();
    for side in sides(seats, &estimate.chances, teams) {
        let (seat, chance) = (side.seat, side.chance.clamp(0.0, 1.0));
        let right = (left + chance * width).min(rect.right());
        if right - left < 0.5 {
            continue;
        }
        let segment = Rect::from_min_max(pos2(left, rect.top()), pos2(right, rect.bottom()));
        painter.rect_filled(segment, 0.0, palette.seat(seat));
        // A team's segment: the partner's colour below, the first seat's above.
        if let Some(partner) = side.partner {
            let lower = Rect::from_min_max(pos2(left, segment.center().y), segment.max);
            painter.rect_filled(lower, 0.0, palette.seat(partner));
        }
        let text = format!("{}%", percent(chance));
        let galley = painter.layout_no_wrap(text, font.clone(), palette.on_seat(seat));
        if galley.size().x + 6.0 <= segment.width() {
            let at = Align2::CENTER_CENTER.anchor_size(segment.center(), galley.size());
            painter.galley(at.min, galley, palette.on_seat(seat));
        }
        left = right;
    }
    painter.rect_stroke(
        rect,
        corner,
        egui::Stroke::new(1.0, palette.ink.gamma_multiply(0.5)),
        egui::StrokeKind::Inside,
    );
}
