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

/// The paragraphs the 5x5 board tells its own way (docs/RULES-5x5.md): the message ids
/// of the 7x7 paragraph's title, and the 5x5 board's title and text in its place.
pub const RULES_5X5: &[(&str, (&str, &str))] = &[
    // No yard: the pawns start on their home square.
    ("rules-aim-title", ("rules-aim-title", "rules-aim-5x5")),
    // Four cowries instead of the long dice; bonus values 4 and 8.
    ("rules-dice-title", ("rules-cowries-title", "rules-cowries")),
    (
        "rules-entering-title",
        ("rules-start-title", "rules-start-5x5"),
    ),
    // Back to the home square; own pawns share the inner ring's squares.
    (
        "rules-cutting-title",
        ("rules-cutting-title", "rules-cutting-5x5"),
    ),
    // Without a cut the pawn waits at the gate.
    ("rules-gate-title", ("rules-gate-title", "rules-gate-5x5")),
    // Its own switches (RULES-5x5.md section 9) beside the shared ones.
    (
        "rules-house-title",
        ("rules-house-title", "rules-house-5x5"),
    ),
];

/// The paragraph `(title, text)` of [`RULES`] as `board` tells it.
pub fn paragraph<'a>(
    board: &dhayam_core::Board,
    (title, text): (&'a str, &'a str),
) -> (&'a str, &'a str) {
    if *board != dhayam_core::Board::THAYAM {
        return (title, text);
    }
    RULES_5X5
        .iter()
        .find(|(seven, _)| *seven == title)
        .map_or((title, text), |&(_, five)| five)
}

/// Whether, by the default rules of `board`'s game, a pawn that has not cut goes on round
/// the ring at its gate (7x7) rather than waiting there (5x5).
pub fn ring_goes_on(board: &dhayam_core::Board) -> bool {
    dhayam_core::Variant::ALL
        .into_iter()
        .find(|variant| variant.board() == board)
        .is_none_or(|variant| variant.default_rules().gate == dhayam_core::GateRule::Circle)
}

/// Draws the rules of `board` (the game's); after the words on moving, each seat's path
/// on a small board.
pub fn rules_ui(ui: &mut egui::Ui, board: &dhayam_core::Board) {
    let words = crate::words(ui.ctx());
    for &seven in RULES {
        let (title, text) = paragraph(board, seven);
        ui.strong(words.text(title));
        ui.label(words.text(text));
        ui.add_space(6.0);
        if seven.0 == "rules-moving-title" {
            let paths = if ring_goes_on(board) {
                "rules-paths"
            } else {
                "rules-paths-5x5"
            };
            ui.label(words.text(paths));
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
