//! Who sits in a seat: the player types are `dhayam-store`'s, so saves hold them as they are.

pub use dhayam_store::{ComputerLevel, PlayerKind, SeatPlayer};

/// The kind as shown to players ("Human", "Computer · Hard").
pub fn kind_label(kind: PlayerKind) -> String {
    match kind {
        PlayerKind::Human => "Human".to_owned(),
        PlayerKind::Computer(level) => format!("Computer · {}", crate::computer::level_name(level)),
    }
}
