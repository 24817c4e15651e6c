//! Events told in plain words for the move log.

use dhayam_core::{Event, Seat, path::CENTRE_INDEX};

/// A seat's colour name, the name the log uses ("Red").
pub fn colour(seat: Seat) -> &'static str {
    seat.colour().name()
}

/// "1st", "2nd", ...
pub fn ordinal(place: u8) -> String {
    let suffix = match (place % 10, place % 100) {
        (1, n) if n != 11 => "st",
        (2, n) if n != 12 => "nd",
        (3, n) if n != 13 => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}

/// One log line for `event`, or `None` for events the log leaves out.
pub fn event_line(event: &Event) -> Option<String> {
    Some(match event {
        Event::Thrown { seat, throw } => format!("{} throws {}", colour(*seat), throw.value()),
        Event::Entered { pawn, .. } => {
            format!("{} enters pawn {}", colour(pawn.seat), pawn.number + 1)
        }
        Event::Moved { pawn, from, to, .. } => {
            if *to == CENTRE_INDEX {
                format!(
                    "{} moves pawn {} from square {from} to the centre",
                    colour(pawn.seat),
                    pawn.number + 1
                )
            } else {
                format!(
                    "{} moves pawn {} from square {from} to {to}",
                    colour(pawn.seat),
                    pawn.number + 1
                )
            }
        }
        Event::Cut { by, pawn, .. } => format!(
            "{} cuts {}: pawn {} goes back to the yard",
            colour(*by),
            colour(pawn.seat),
            pawn.number + 1
        ),
        Event::PawnFinished { pawn } => format!(
            "{} pawn {} reaches the centre",
            colour(pawn.seat),
            pawn.number + 1
        ),
        Event::PlayerFinished { seat, place } => {
            if *place == 1 {
                format!(
                    "{} brings every pawn home and is crowned King!",
                    colour(*seat)
                )
            } else {
                format!("{} finishes {}", colour(*seat), ordinal(*place))
            }
        }
        Event::ValueLost { seat, value } => {
            format!("{} cannot use the {value}; it is lost", colour(*seat))
        }
        Event::ThrowAgain { seat } => format!("{} throws again", colour(*seat)),
        Event::TurnPassed { .. } => return None,
        Event::GameOver { ranking } => {
            let places: Vec<String> = ranking
                .iter()
                .enumerate()
                .map(|(i, s)| format!("{}. {}", i + 1, colour(*s)))
                .collect();
            format!("Game over: {}", places.join(", "))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::PawnId;

    #[test]
    fn cuts_name_both_colours() {
        let line = event_line(&Event::Cut {
            by: Seat::East,
            pawn: PawnId {
                seat: Seat::North,
                number: 1,
            },
            square: dhayam_core::square::CENTRE,
        })
        .unwrap();
        assert!(line.starts_with("Green cuts Yellow"), "{line}");
    }

    #[test]
    fn ordinals() {
        assert_eq!(ordinal(1), "1st");
        assert_eq!(ordinal(2), "2nd");
        assert_eq!(ordinal(3), "3rd");
        assert_eq!(ordinal(4), "4th");
    }
}
