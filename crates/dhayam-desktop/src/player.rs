//! Who sits in a seat: the player types are `dhayam-store`'s, so saves hold them as they are.

pub use dhayam_store::{ComputerLevel, PlayerKind, SeatPlayer};

use crate::Words;

/// The kind as shown to players ("Human", "Computer · Hard").
pub fn kind_label(words: &Words, kind: PlayerKind) -> String {
    match kind {
        PlayerKind::Human => words.text("kind-human"),
        PlayerKind::Computer(level) => words.tr(
            "kind-computer",
            &[("level", words.text(crate::computer::level_id(level)).into())],
        ),
    }
}
