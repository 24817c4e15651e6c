//! The finished games: the History list and its replays, the statistics, and export and
//! import through the file dialogs.

use std::path::Path;
use std::time::Duration;

use dhayam_store::{HistoryEntry, Statistics, export_game};

use crate::board::animation::Motions;
use crate::board::{BoardView, board_ui};
use crate::palette::Palette;
use crate::platform::{DialogPurpose, DialogResult, FileDialog, Storage, notice_text, told};
use crate::screens::history::{self, ReplayView};
use crate::{Command, Words};

/// What the History and Statistics screens show.
#[derive(Default)]
pub struct Archive {
    /// The history as last listed.
    pub history: Vec<HistoryEntry>,
    /// The game being replayed, if any.
    pub replay: Option<ReplayView>,
    /// The statistics as last read.
    pub statistics: Statistics,
    /// The file dialog open, if any.
    pub dialog: Option<FileDialog>,
    /// Nothing moves on a replay's board.
    still: Motions,
}

impl Archive {
    /// Lists the history again.
    pub fn load_history(&mut self, storage: &Storage, words: &Words, messages: &mut Vec<String>) {
        let loaded = storage.history();
        messages.extend(loaded.notices.iter().map(|n| notice_text(words, n)));
        self.history = loaded.value;
    }

    /// Reads the statistics again.
    pub fn load_statistics(
        &mut self,
        storage: &Storage,
        words: &Words,
        messages: &mut Vec<String>,
    ) {
        let loaded = storage.store().statistics();
        messages.extend(loaded.notices.iter().map(|n| notice_text(words, n)));
        self.statistics = loaded.value;
    }

    /// Opens the replay of the history's game at `index`.
    pub fn open_replay(
        &mut self,
        index: usize,
        storage: &Storage,
        words: &Words,
        messages: &mut Vec<String>,
    ) {
        let Some(entry) = self.history.get(index) else {
            return;
        };
        match storage.store().load_history(&entry.path) {
            Ok(game) => match ReplayView::new(game, words) {
                Ok(view) => self.replay = Some(view),
                Err(message) => messages.push(message),
            },
            Err(notice) => {
                messages.push(notice_text(words, &notice));
                self.load_history(storage, words, messages);
            }
        }
    }

    /// Opens a file dialog for `purpose`, unless one is open already.
    pub fn open_dialog(
        &mut self,
        purpose: DialogPurpose,
        ctx: &egui::Context,
        words: &Words,
        messages: &mut Vec<String>,
    ) {
        if self.dialog.is_some() {
            return;
        }
        let name = match &purpose {
            DialogPurpose::Export(path) => self
                .history
                .iter()
                .find(|e| e.path == *path)
                .map(|e| {
                    let day = crate::screens::history::local_day(e.summary.started);
                    format!("dhayam-game-{day}.ron")
                })
                .unwrap_or_default(),
            DialogPurpose::Import => String::new(),
        };
        match FileDialog::open(purpose, &name, ctx.clone(), words) {
            Ok(dialog) => self.dialog = Some(dialog),
            Err(message) => messages.push(message),
        }
    }

    /// Takes in the file dialog's answer, if it has come.
    pub fn poll_dialog(&mut self, storage: &Storage, words: &Words, messages: &mut Vec<String>) {
        let Some(DialogResult::Closed(chosen)) = self.dialog.as_ref().map(FileDialog::poll) else {
            return;
        };
        let Some(dialog) = self.dialog.take() else {
            return;
        };
        match chosen {
            Some(path) => self.file_chosen(dialog.purpose, &path, storage, words, messages),
            // Nobody cancels a dialog that fast: it did not open.
            None if dialog.opened.elapsed() < Duration::from_millis(400) => {
                messages.push(words.text("error-dialog-portal"));
            }
            None => {}
        }
    }

    /// Exports a history game to `chosen`, or imports `chosen` into the history after
    /// checking all of it. What came of it is told in the messages.
    pub fn file_chosen(
        &mut self,
        purpose: DialogPurpose,
        chosen: &Path,
        storage: &Storage,
        words: &Words,
        messages: &mut Vec<String>,
    ) {
        let file = ("file", chosen.display().to_string().into());
        match purpose {
            DialogPurpose::Export(from) => {
                let message = match storage.store().load_history(&from) {
                    Ok(game) => match export_game(&game, chosen) {
                        Ok(()) => words.tr("file-exported", &[file]),
                        Err(e) => told(words, "error-not-exported", &e),
                    },
                    Err(notice) => notice_text(words, &notice),
                };
                messages.push(message);
            }
            DialogPurpose::Import => {
                let message = match storage.store().import(chosen) {
                    Ok(_) => words.tr("file-imported", &[file]),
                    Err(e) => {
                        log::error!("import of {} refused: {e}", chosen.display());
                        let error = crate::i18n::errors::store_error(words, &e);
                        words.tr("error-not-imported", &[file, ("error", error.into())])
                    }
                };
                messages.push(message);
                self.load_history(storage, words, messages);
            }
        }
    }

    /// Draws the History screen: the list, or a replay beside its controls.
    pub fn history_screen_ui(
        &self,
        ui: &mut egui::Ui,
        saving: bool,
        now: f64,
        commands: &mut Vec<Command>,
    ) {
        let Some(view) = &self.replay else {
            egui::CentralPanel::default().show(ui, |ui| {
                if saving {
                    history::history_ui(ui, &self.history, self.dialog.is_some(), commands);
                } else {
                    ui.label(crate::words(ui.ctx()).text("history-not-saved"));
                }
            });
            return;
        };
        super::right_panel_ui(ui, "dhayam_replay", (0.28, 190.0, 520.0), |ui| {
            history::replay_controls_ui(ui, view, commands);
        });
        if let Some(game) = view.position() {
            egui::CentralPanel::default()
                .frame(egui::Frame::NONE.fill(Palette::of(ui).table))
                .show(ui, |ui| {
                    // The replay only shows: nothing on its board can be played.
                    let mut ignored = Vec::new();
                    board_ui(
                        ui,
                        &BoardView {
                            marks: view.marks(),
                            ..BoardView::shown(game, &self.still, now)
                        },
                        &mut ignored,
                    );
                });
        }
    }
}
