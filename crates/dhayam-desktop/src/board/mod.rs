//! The board: its geometry and painting, the dice, the pawns' animations and ways, and the
//! King's celebration.

pub mod animation;
pub mod celebration;
pub mod dice;
pub mod hop;
pub mod look;
pub mod paint;
pub mod palette;
pub mod way;

pub use animation::PlayView;
pub use paint::{BoardView, board_ui, yard_on_screen};
