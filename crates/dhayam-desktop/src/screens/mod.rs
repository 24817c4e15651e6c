//! The screens and windows: each draws what the table and the core say and pushes
//! [`crate::Command`]s; none works out a rule.

pub mod across;
pub mod analysis;
pub mod archive;
pub mod dice;
pub mod game_over;
pub mod history;
pub mod leave_table;
pub mod lobby;
pub mod look_menu;
pub mod menu;
pub mod messages;
pub mod odds;
pub mod play;
pub mod practice;
pub mod reach;
pub mod resume;
pub mod review;
pub mod rules;
pub mod scale;
pub mod setup;
pub mod setup_board;
pub mod setup_choice;
mod setup_rules;
mod setup_teams;
pub mod side;
mod side_players;
pub mod sound_settings;
pub mod stats;
pub mod strip;
pub mod talk;
pub mod tutor;
pub mod win_bar;

/// A column at most `width` wide, centred in the window, that scrolls with its scroll bar
/// at the window's edge (not beside the column).
pub fn centred_column_ui(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    let width = ui.available_width().min(width);
    let margin = ((ui.available_width() - width) / 2.0).max(0.0);
    egui::ScrollArea::vertical()
        .auto_shrink(false)
        .show(ui, |ui| {
            ui.horizontal_top(|ui| {
                ui.add_space(margin);
                ui.vertical(|ui| {
                    ui.set_width(width);
                    add(ui);
                });
            });
        });
}

/// A panel at the right of the window, `share` of its width (within `min` and `max`
/// points), whose content scrolls when it is taller than the window: the side of the
/// replay, Practice and the analysis board.
pub fn right_panel_ui(
    ui: &mut egui::Ui,
    id: &'static str,
    (share, min, max): (f32, f32, f32),
    add_contents: impl FnOnce(&mut egui::Ui),
) {
    let width = (ui.available_width() * share).clamp(min, max);
    egui::Panel::right(id).exact_size(width).show(ui, |ui| {
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, add_contents);
    });
}
