//! The look settings in the settings menu: the board's material, colour-blind-safe seat
//! colours, and the first-game walkthrough.

use dhayam_store::{BoardLook, Preferences};

/// The message id of a board look's name.
pub const fn board_look_id(look: BoardLook) -> &'static str {
    match look {
        BoardLook::Plain => "settings-board-plain",
        BoardLook::Wood => "settings-board-wood",
        BoardLook::Chalk => "settings-board-chalk",
    }
}

/// Every board look, in the order the menu offers them.
pub const BOARD_LOOKS: [BoardLook; 3] = [BoardLook::Plain, BoardLook::Wood, BoardLook::Chalk];

/// Edits the look in `preferences`; the menu turns a change into one command.
pub fn look_menu_ui(ui: &mut egui::Ui, preferences: &mut Preferences) {
    let words = crate::words(ui.ctx());
    ui.label(words.text("settings-board"));
    ui.horizontal(|ui| {
        for look in BOARD_LOOKS {
            let name = words.text(board_look_id(look));
            ui.selectable_value(&mut preferences.board_look, look, name);
        }
    });
    ui.checkbox(
        &mut preferences.colour_blind,
        words.text("settings-colour-blind"),
    );
}
