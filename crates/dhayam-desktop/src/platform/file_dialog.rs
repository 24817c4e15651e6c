//! Native file dialogs (through `rfd`), open on a thread of their own so the window keeps
//! drawing while the player chooses.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// What a chosen file is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DialogPurpose {
    /// Write the history game in this file to the chosen file.
    Export(PathBuf),
    /// Read the chosen file into the history.
    Import,
}

/// Where a file dialog stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DialogResult {
    /// The player is still choosing.
    Open,
    /// The dialog closed: the file chosen, or `None` if cancelled.
    Closed(Option<PathBuf>),
}

/// A file dialog waiting for the player.
pub struct FileDialog {
    /// What the file is for.
    pub purpose: DialogPurpose,
    /// When it was opened.
    pub opened: std::time::Instant,
    receiver: Receiver<Option<PathBuf>>,
}

impl FileDialog {
    /// Opens a dialog to choose where to save, or which file to open for [`DialogPurpose::Import`].
    /// `wake` is asked to repaint once the player has chosen.
    pub fn open(
        purpose: DialogPurpose,
        file_name: &str,
        wake: egui::Context,
        words: &crate::Words,
    ) -> Result<FileDialog, String> {
        let filter = words.text("dialog-filter-game");
        let (sender, receiver) = mpsc::channel();
        let saving = matches!(purpose, DialogPurpose::Export(_));
        let file_name = file_name.to_owned();
        std::thread::Builder::new()
            .name("dhayam-file-dialog".to_owned())
            .spawn(move || {
                let dialog = rfd::FileDialog::new().add_filter(filter, &["ron"]);
                let chosen = if saving {
                    dialog.set_file_name(file_name).save_file()
                } else {
                    dialog.pick_file()
                };
                let _ = sender.send(chosen);
                wake.request_repaint();
            })
            .map_err(|e| words.tr("error-dialog-failed", &[("error", e.to_string().into())]))?;
        Ok(FileDialog {
            purpose,
            opened: std::time::Instant::now(),
            receiver,
        })
    }

    /// Whether the player has chosen.
    pub fn poll(&self) -> DialogResult {
        match self.receiver.try_recv() {
            Ok(chosen) => DialogResult::Closed(chosen),
            Err(TryRecvError::Empty) => DialogResult::Open,
            Err(TryRecvError::Disconnected) => DialogResult::Closed(None),
        }
    }
}
