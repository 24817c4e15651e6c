//! Why a value was lost or a pawn cannot move, in a few short sentences of the game's
//! words (the yard, the gate, the centre), from the rules' own reasons ([`Stuck`]).

use dhayam_core::{Seat, Stuck};

use super::Words;
use super::words::colour;

/// The most sentences one explanation gives: enough to see why, short enough to read
/// while the game goes on.
const MOST_SENTENCES: usize = 3;

/// Why `seat` lost a value, from each pawn's reason: what the yard needs (once), how
/// many pawns wait before the gate (once), then each other pawn's reason, at most
/// [`MOST_SENTENCES`] sentences. Empty when there is no reason to give.
pub fn why_lost(words: &Words, seat: Seat, why: &[(u8, Stuck)]) -> String {
    let mut sentences: Vec<String> = Vec::new();
    if let Some(five_enters) = why.iter().find_map(|(_, s)| match s {
        Stuck::NeedsEntry { five_enters } => Some(*five_enters),
        _ => None,
    }) {
        sentences.push(yard(words, five_enters));
    }
    let waiting = why.iter().filter(|(_, s)| *s == Stuck::GateShut).count();
    if waiting > 0 {
        sentences.push(words.tr(
            "why-gate-shut-count",
            &[
                ("count", waiting.into()),
                ("seat", colour(words, seat).into()),
            ],
        ));
    }
    for (pawn, reason) in why {
        if !matches!(reason, Stuck::NeedsEntry { .. } | Stuck::GateShut) {
            sentences.push(why_stuck(words, seat, *pawn, *reason));
        }
    }
    sentences.truncate(MOST_SENTENCES);
    sentences.join(" ")
}

/// Why `seat`'s pawn `pawn` (0-based) cannot move, in one sentence.
pub fn why_stuck(words: &Words, seat: Seat, pawn: u8, reason: Stuck) -> String {
    let number = ("pawn", (pawn + 1).into());
    match reason {
        Stuck::NeedsEntry { five_enters } => yard(words, five_enters),
        Stuck::OwnPawn { on } => words.tr("why-own-pawn", &[number, ("other", (on + 1).into())]),
        Stuck::GateShut => words.tr(
            "why-gate-shut",
            &[number, ("seat", colour(words, seat).into())],
        ),
        Stuck::PastCentre { left } => words.tr("why-past-centre", &[number, ("left", left.into())]),
        Stuck::AtCentre => words.tr("why-at-centre", &[number]),
        Stuck::NoSuchPawn => words.tr("why-no-such-pawn", &[number]),
    }
}

/// What a pawn in the yard needs to come in.
fn yard(words: &Words, five_enters: bool) -> String {
    words.text(if five_enters {
        "why-yard-one-or-five"
    } else {
        "why-yard-one"
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_store::Language;

    #[test]
    fn the_yard_and_the_gate_are_said_once_and_at_most_three_sentences() {
        let words = Words::english();
        let why = [
            (0, Stuck::GateShut),
            (1, Stuck::GateShut),
            (2, Stuck::NeedsEntry { five_enters: true }),
            (3, Stuck::NeedsEntry { five_enters: true }),
            (4, Stuck::PastCentre { left: 2 }),
            (5, Stuck::OwnPawn { on: 4 }),
        ];
        let text = why_lost(&words, Seat::East, &why);
        assert!(
            text.starts_with("Pawns in the yard need a 1 or a 5 to come in."),
            "{text}"
        );
        assert!(text.contains("2 pawns wait before the gate"), "{text}");
        assert!(text.contains("until Green cuts a pawn"), "{text}");
        assert!(text.contains("Pawn 5 is 2 steps from the centre"), "{text}");
        assert!(!text.contains("Pawn 6"), "three sentences at most: {text}");
        let tamil = why_lost(&Words::new(Language::Tamil), Seat::East, &why);
        assert!(tamil.contains('5') && tamil.contains('2'), "{tamil}");
        assert!(!tamil.contains("Pawn"), "{tamil}");
    }

    #[test]
    fn each_reason_names_the_pawn_in_both_languages() {
        for language in [Language::English, Language::Tamil] {
            let words = Words::new(language);
            for reason in [
                Stuck::OwnPawn { on: 1 },
                Stuck::GateShut,
                Stuck::PastCentre { left: 1 },
                Stuck::AtCentre,
            ] {
                let text = why_stuck(&words, Seat::South, 2, reason);
                assert!(text.contains('3'), "{language:?} {reason:?}: {text}");
            }
        }
    }
}
