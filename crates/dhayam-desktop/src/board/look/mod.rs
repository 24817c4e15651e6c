//! How the board looks: the board's material (plain, wood or chalk on a floor), light or
//! dark, and whether the seats wear the colour-blind-safe colours.
//!
//! The look is chosen in the settings; the app hands it to the window's context once a
//! frame ([`set_look`]) and every drawing asks for its [`Palette`](crate::palette::Palette).

use dhayam_store::{BoardLook, Preferences};
use egui::{Color32, Rect, Stroke, vec2};

use crate::palette::Palette;

mod chalk;
mod colours;
#[cfg(test)]
mod vision;
mod wood;

pub use colours::{palette, seat_colour};

/// The settings that decide the board's colours and texture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Look {
    /// The board's material.
    pub board: BoardLook,
    /// Seat colours told apart under the common colour-vision deficiencies.
    pub colour_blind: bool,
}

impl Look {
    /// The look `preferences` ask for.
    pub fn of(preferences: &Preferences) -> Look {
        Look {
            board: preferences.board_look,
            colour_blind: preferences.colour_blind,
        }
    }
}

/// Makes `look` the look that [`look_of`] hands out for `ctx`.
pub fn set_look(ctx: &egui::Context, look: Look) {
    if look_of(ctx) != look {
        ctx.data_mut(|d| d.insert_temp(look_id(), look));
    }
}

/// The look set for `ctx` (the default look if none was).
pub fn look_of(ctx: &egui::Context) -> Look {
    ctx.data(|d| d.get_temp::<Look>(look_id()))
        .unwrap_or_default()
}

/// Where the look is kept in the context's data.
fn look_id() -> egui::Id {
    egui::Id::unique("dhayam_look")
}

pub use chalk::{chalk_dust, chalk_lines};
pub use wood::wood_grain;

/// A small deterministic hash of `n` and `salt` in 0..1, so textures are the same in every
/// frame and run without keeping any state.
pub(crate) fn noise(n: u32, salt: u32) -> f32 {
    let mut x = n.wrapping_mul(0x9E37_79B9) ^ salt.wrapping_mul(0x85EB_CA6B);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    x = x.wrapping_mul(0x297A_2D39);
    x ^= x >> 15;
    (x >> 8) as f32 / (1u32 << 24) as f32
}

/// The board's rim under the squares of the 7x7 `board`: a raised frame with a soft shadow
/// for plain and wooden boards, two chalk outlines on the floor for chalk.
pub fn board_frame(painter: &egui::Painter, palette: &Palette, board: Rect, unit: f32) {
    let rim = board.expand(unit * 0.12);
    match palette.look.board {
        BoardLook::Plain | BoardLook::Wood => {
            painter.rect_filled(
                rim.translate(vec2(unit * 0.06, unit * 0.1)),
                unit * 0.15,
                Color32::from_black_alpha(60),
            );
            painter.rect_filled(rim, unit * 0.15, palette.line);
        }
        BoardLook::Chalk => {
            let stroke = Stroke::new((unit * 0.035).max(1.0), palette.line);
            painter.rect_stroke(rim, unit * 0.05, stroke, egui::StrokeKind::Middle);
            painter.rect_stroke(
                rim.expand(unit * 0.07),
                unit * 0.08,
                Stroke::new((unit * 0.02).max(1.0), palette.line),
                egui::StrokeKind::Middle,
            );
        }
    }
}

/// The look's texture over the squares of the 7x7 `board` (nothing for plain boards).
pub fn board_texture(painter: &egui::Painter, palette: &Palette, board: Rect, unit: f32) {
    match palette.look.board {
        BoardLook::Plain => {}
        BoardLook::Wood => wood_grain(painter, palette, board.expand(unit * 0.12), unit),
        BoardLook::Chalk => {
            chalk_lines(painter, palette, board, unit);
            chalk_dust(painter, palette, board.expand(unit * 1.0), unit);
        }
    }
}
