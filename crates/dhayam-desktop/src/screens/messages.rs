//! The messages at the top of the window: files that could not be used, saves that
//! failed, and the crash report of the last run.

use std::path::Path;

use crate::Command;

/// The messages, with a button to hide them; a crash report gets a button that opens its
/// folder.
pub fn messages_ui(
    ui: &mut egui::Ui,
    messages: &[String],
    crash_report: Option<&Path>,
    commands: &mut Vec<Command>,
) {
    let words = crate::words(ui.ctx());
    ui.add_space(4.0);
    for message in messages {
        ui.label(egui::RichText::new(message).strong());
    }
    ui.horizontal(|ui| {
        if ui.button(words.text("messages-ok")).clicked() {
            commands.push(Command::DismissMessages);
        }
        if let Some(folder) = crash_report.and_then(Path::parent)
            && ui.button(words.text("messages-open-folder")).clicked()
        {
            commands.push(Command::OpenFolder(folder.to_path_buf()));
        }
    });
    ui.add_space(4.0);
}
