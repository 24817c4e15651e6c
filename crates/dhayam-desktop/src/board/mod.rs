//! The board: its geometry and painting, the dice and the cowries, the pawns' animations and ways, the
//! King's celebration, and the turn clock's ring.

pub mod animation;
pub mod celebration;
pub mod clock_ring;
pub mod cowries;
pub mod dice;
pub mod hop;
pub mod look;
pub mod mini;
pub mod paint;
pub mod palette;
pub mod way;

pub use animation::PlayView;
pub use clock_ring::{ClockRing, clock_ring_ui};
pub use paint::{BoardView, StepMarks, board_ui, yard_on_screen};
