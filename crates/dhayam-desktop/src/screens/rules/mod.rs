//! The rules in plain words, with each seat's path drawn beside them.

mod path;

/// The rules, paragraph by paragraph: the message ids of each title and its text.
pub const RULES: &[(&str, &str)] = &[
    ("rules-aim-title", "rules-aim"),
    ("rules-dice-title", "rules-dice"),
    ("rules-entering-title", "rules-entering"),
    ("rules-moving-title", "rules-moving"),
    ("rules-cutting-title", "rules-cutting"),
    ("rules-gate-title", "rules-gate"),
    ("rules-centre-title", "rules-centre"),
    ("rules-house-title", "rules-house"),
    ("rules-keys-title", "rules-keys"),
];

/// Draws the rules; after the words on moving, each seat's path on a small `board` (the
/// game's).
pub fn rules_ui(ui: &mut egui::Ui, board: &dhayam_core::Board) {
    let words = crate::words(ui.ctx());
    for &(title, text) in RULES {
        // The 5x5 board throws four cowries instead of the long dice.
        let (title, text) = if title == "rules-dice-title" && *board == dhayam_core::Board::THAYAM {
            ("rules-cowries-title", "rules-cowries")
        } else {
            (title, text)
        };
        ui.strong(words.text(title));
        ui.label(words.text(text));
        ui.add_space(6.0);
        if title == "rules-moving-title" {
            ui.label(words.text("rules-paths"));
            path::paths_ui(ui, board);
            ui.add_space(6.0);
        }
    }
}

/// The rules window over the screen, the paths drawn on `board`; returns whether it stays
/// open.
pub fn rules_window(ctx: &egui::Context, words: &crate::Words, board: &dhayam_core::Board) -> bool {
    let mut open = true;
    egui::Window::new(words.text("rules-title"))
        // Known by an id of its own, so it keeps its place when the language changes, and
        // opened below the menu bar, which it would otherwise cover.
        .id(egui::Id::unique("dhayam_rules"))
        .default_pos([16.0, 48.0])
        .open(&mut open)
        .default_size([460.0, 520.0])
        .vscroll(true)
        .show(ctx, |ui| rules_ui(ui, board));
    open
}
