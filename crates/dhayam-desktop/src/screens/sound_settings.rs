//! The sound's settings: a mute switch in the menu bar (M toggles it too) and the volume
//! in the settings menu.

use dhayam_store::Sound;

/// The mute switch, always in view in the menu bar: a checkbox, so a screen reader says
/// whether the sound is on, also after M.
pub fn mute_ui(ui: &mut egui::Ui, sound: &mut Sound) {
    let words = crate::words(ui.ctx());
    ui.checkbox(&mut sound.muted, words.text("settings-mute"))
        .on_hover_text(words.text("settings-mute-key"));
}

/// The volume slider (0 to 100) for the settings menu.
pub fn volume_ui(ui: &mut egui::Ui, sound: &mut Sound) {
    let words = crate::words(ui.ctx());
    ui.label(words.text("settings-sound"));
    ui.add(
        egui::Slider::new(&mut sound.volume, 0..=100)
            .suffix("%")
            .text(words.text("settings-volume")),
    );
}
