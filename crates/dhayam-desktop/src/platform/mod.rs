//! What the app needs from the system it runs on: how it was started, a renderer that
//! works, crash reports and the log file, fonts, file dialogs, and the data folder.

pub mod crash;
mod file_dialog;
mod fonts;
pub mod launch;
mod options;
pub mod renderer;
mod storage;

pub use file_dialog::{DialogPurpose, DialogResult, FileDialog};
pub use fonts::install_fonts;
pub use options::AppOptions;
pub(crate) use storage::{Storage, notice_text, told};

/// The language the system's settings prefer (Windows' and macOS's own, or `LC_ALL`,
/// `LC_MESSAGES` and `LANG` on Linux): the first of its languages Dhayam speaks, or
/// English.
pub fn system_language() -> dhayam_store::Language {
    dhayam_store::Language::first_spoken(sys_locale::get_locales())
}

/// Opens `folder` in the system's file manager; failures go to the log (there is nothing
/// else to do about them).
pub fn open_folder(folder: &std::path::Path) {
    let opener = if cfg!(target_os = "windows") {
        "explorer"
    } else if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    if let Err(e) = std::process::Command::new(opener).arg(folder).spawn() {
        log::warn!("cannot open {} with {opener}: {e}", folder.display());
    }
}
