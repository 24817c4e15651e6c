//! The board: its geometry and painting, the dice, and the pawns' animations.

pub mod animation;
pub mod dice;
pub mod look;
pub mod paint;
pub mod palette;

pub use animation::PlayView;
pub use paint::{BoardView, board_ui};
