//! Why a move is good ([`Reason`]), and the move itself, in the player's words: for the
//! hint, the tutor and the review.

use dhayam_ai::Reason;
use dhayam_core::Move;

use super::Words;
use super::words::colour;

/// The most reasons said at once: enough to see why, short enough to read at the board.
const MOST_REASONS: usize = 3;

/// A move as Hard's choice is said ("move pawn 2 by 5", "enter pawn 1 with 1").
pub fn move_words(words: &Words, mv: Move) -> String {
    let args = [
        ("pawn", (mv.number() + 1).into()),
        ("value", mv.value.into()),
    ];
    if mv.from.is_none() {
        words.tr("review-best-enter", &args)
    } else {
        words.tr("review-best-move", &args)
    }
}

/// One reason as a phrase that follows "it" ("cuts Green").
pub fn reason_words(words: &Words, reason: Reason) -> String {
    let seat = |id: &str, seat| words.tr(id, &[("seat", colour(words, seat).into())]);
    match reason {
        Reason::Cuts(victim) => seat("reason-cuts", victim),
        Reason::ReachesCentre => words.text("reason-centre"),
        Reason::ThroughGate => words.text("reason-gate"),
        Reason::Enters => words.text("reason-enters"),
        Reason::Escapes => words.text("reason-escapes"),
        Reason::NoneInReach(attacker) => seat("reason-none-in-reach", attacker),
        Reason::LessInReach(attacker) => seat("reason-less-in-reach", attacker),
        Reason::ToCross => words.text("reason-cross"),
        Reason::Race => words.text("reason-race"),
    }
}

/// The reasons as one phrase ("cuts Green, enters a pawn and stops on a cross"), at most
/// [`MOST_REASONS`] of them, the weightiest first.
pub fn reasons_words(words: &Words, reasons: &[Reason]) -> String {
    let mut phrases: Vec<String> = reasons
        .iter()
        .take(MOST_REASONS)
        .map(|r| reason_words(words, *r))
        .collect();
    let Some(last) = phrases.pop() else {
        return words.text("reason-race");
    };
    if phrases.is_empty() {
        return last;
    }
    words.tr(
        "reason-and",
        &[
            ("first", phrases.join(", ").into()),
            ("second", last.into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use dhayam_core::Seat;
    use dhayam_store::Language;

    use super::*;

    #[test]
    fn reasons_read_as_one_phrase_in_both_languages() {
        let english = Words::new(Language::English);
        let reasons = [
            Reason::Cuts(Seat::North),
            Reason::Enters,
            Reason::NoneInReach(Seat::East),
            Reason::Race,
        ];
        assert_eq!(
            reasons_words(&english, &reasons),
            "cuts Yellow, enters a pawn and leaves no pawn where Green is likely to cut it"
        );
        assert_eq!(reasons_words(&english, &[]), "gains more in the race");
        let tamil = Words::new(Language::Tamil);
        let said = reasons_words(&tamil, &reasons[..2]);
        assert!(
            said.contains("வெட்டுகிறது") && said.contains("இறக்குகிறது"),
            "{said}"
        );
    }
}
