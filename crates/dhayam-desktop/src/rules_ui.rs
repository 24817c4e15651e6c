//! The rules in plain words.

/// The rules, paragraph by paragraph.
pub const RULES: &[(&str, &str)] = &[
    (
        "The aim",
        "Bring all your pawns from your yard along the spiral path to the centre. The first \
         to do so is crowned King; the others play on for the places.",
    ),
    (
        "The dice",
        "Two long four-sided dice show blank, 1, 2 or 3. The throw is their sum, except two \
         blanks, which count 12. A 1, 5, 6 or 12 earns another throw.",
    ),
    (
        "Entering",
        "Your first pawn enters on your home cross with a 1. After that a 1 or a 5 enters a \
         pawn. Entering uses the whole throw.",
    ),
    (
        "Moving",
        "A pawn moves the whole value along its path, counter-clockwise around the outside, \
         then inwards. You must move if you can; a value that no pawn can use is lost.",
    ),
    (
        "Cutting",
        "Landing on an opponent's pawn on a plain square cuts it: it goes back to its yard. \
         Your own pawns never share a plain square. The crosses are safe: any number of \
         pawns may stand there and nobody is cut.",
    ),
    (
        "The gate",
        "Until you have cut a pawn, your pawns may not go inside: at the arrow behind your \
         home they keep circling the outer ring. Once you have cut, the arrow leads inside.",
    ),
    (
        "The centre",
        "A pawn needs the exact value to reach the centre. Pawns at the centre are finished.",
    ),
    (
        "House rules",
        "The new-game screen offers the traditional variants: entering with a 1 only, \
         throwing first and then moving, an extra throw after a cut, waiting at the gate, \
         clockwise play and stopping at the first winner.",
    ),
    (
        "Keys",
        "Space or Enter throws. 1 to 6 move that pawn. Tab marks the next legal move and \
         Enter plays it; Esc drops the mark. Ctrl+N starts a new game.",
    ),
];

/// Draws the rules.
pub fn rules_ui(ui: &mut egui::Ui) {
    for (title, text) in RULES {
        ui.strong(*title);
        ui.label(*text);
        ui.add_space(6.0);
    }
}
