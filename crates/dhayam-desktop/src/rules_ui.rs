//! The rules in plain words.

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

/// Draws the rules.
pub fn rules_ui(ui: &mut egui::Ui) {
    let words = crate::words(ui.ctx());
    for (title, text) in RULES {
        ui.strong(words.text(title));
        ui.label(words.text(text));
        ui.add_space(6.0);
    }
}
