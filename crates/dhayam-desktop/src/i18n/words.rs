//! Events told in plain words for the move log, in the language of a [`Words`].

use dhayam_core::{Event, Game, Seat, Team};
use fluent_bundle::FluentValue;

use dhayam_table::{LogEntry, LogLine, Tell};

use crate::Words;

/// A seat's colour name ("Red", "சிவப்பு").
pub fn colour(words: &Words, seat: Seat) -> String {
    words.text(colour_id(seat))
}

/// The message id of a seat's colour name.
pub const fn colour_id(seat: Seat) -> &'static str {
    match seat.colour() {
        dhayam_core::Colour::Red => "colour-red",
        dhayam_core::Colour::Green => "colour-green",
        dhayam_core::Colour::Yellow => "colour-yellow",
        dhayam_core::Colour::Blue => "colour-blue",
    }
}

/// A seat's colour letter, painted on its pawns and in the setup ("R", "சி").
pub fn colour_letter(words: &Words, seat: Seat) -> String {
    words.text(match seat.colour() {
        dhayam_core::Colour::Red => "colour-letter-red",
        dhayam_core::Colour::Green => "colour-letter-green",
        dhayam_core::Colour::Yellow => "colour-letter-yellow",
        dhayam_core::Colour::Blue => "colour-letter-blue",
    })
}

/// A seat's name ("South", "தெற்கு").
pub fn seat_name(words: &Words, seat: Seat) -> String {
    words.text(match seat {
        Seat::South => "seat-south",
        Seat::East => "seat-east",
        Seat::North => "seat-north",
        Seat::West => "seat-west",
    })
}

/// A team's name: its two seats ("South & North").
pub fn team_name(words: &Words, team: Team) -> String {
    words.text(match team {
        Team::SouthNorth => "team-south-north",
        Team::EastWest => "team-east-west",
    })
}

/// A team by its colours, in the order of its seats ("Red & Yellow").
pub fn team_colours(words: &Words, team: Team) -> String {
    let [first, second] = team.seats();
    words.tr(
        "team-colours",
        &[
            ("first", colour(words, first).into()),
            ("second", colour(words, second).into()),
        ],
    )
}

/// A player as shown: the name with the seat's colour ("Asha (Red)"), or only the colour
/// when the player has no name of their own or is named after the colour.
pub fn player_name(words: &Words, name: Option<&str>, seat: Seat) -> String {
    let colour_name = colour(words, seat);
    match name {
        Some(name) if name != seat.colour().name() && name != colour_name => words.tr(
            "player-with-colour",
            &[("name", name.into()), ("colour", colour_name.into())],
        ),
        _ => colour_name,
    }
}

/// A place in the ranking ("1st", "2nd", ...).
pub fn ordinal(words: &Words, place: u8) -> String {
    words.tr("place-ordinal", &[("place", place.into())])
}

/// The arguments most lines share: the seat's colour and the pawn's number.
fn pawn_args(words: &Words, seat: Seat, number: u8) -> [(&'static str, FluentValue<'static>); 2] {
    [
        ("seat", colour(words, seat).into()),
        ("pawn", (number + 1).into()),
    ]
}

/// One log line for `event` in `game` (its board, and whether it is played in teams), or
/// `None` for events the log leaves out.
pub fn event_line(words: &Words, game: &Game, event: &Event) -> Option<String> {
    let variant = game.variant();
    let centre = variant.board().centre_index();
    Some(match event {
        // A team game's end names the two teams in their order ("Game over: 1. South &
        // North, 2. East & West"), not four players.
        Event::GameOver { ranking } if game.is_team_game() => {
            let first = Team::of(*ranking.first()?);
            let places: Vec<String> = [first, first.other()]
                .into_iter()
                .enumerate()
                .map(|(i, team)| {
                    words.tr(
                        "log-ranking-entry",
                        &[
                            ("place", (i + 1).into()),
                            ("seat", team_name(words, team).into()),
                        ],
                    )
                })
                .collect();
            words.tr("log-game-over", &[("ranking", places.join(", ").into())])
        }
        Event::Thrown { seat, throw } => words.tr(
            "log-throws",
            &[
                ("seat", colour(words, *seat).into()),
                ("value", throw.value().into()),
            ],
        ),
        Event::Entered { pawn, .. } => {
            words.tr("log-enters", &pawn_args(words, pawn.seat, pawn.number))
        }
        Event::Moved { pawn, from, to, .. } => {
            let [seat, number] = pawn_args(words, pawn.seat, pawn.number);
            if *to == centre {
                words.tr(
                    "log-moves-to-centre",
                    &[seat, number, ("from", (*from).into())],
                )
            } else {
                words.tr(
                    "log-moves",
                    &[seat, number, ("from", (*from).into()), ("to", (*to).into())],
                )
            }
        }
        // A pawn cut on the 5x5 board goes back to its home square, on the 7x7 to its yard.
        Event::Cut { by, pawn, .. } => words.tr(
            if variant.is_dhayam() {
                "log-cuts"
            } else {
                "log-cuts-home"
            },
            &[
                ("seat", colour(words, *by).into()),
                ("other", colour(words, pawn.seat).into()),
                ("pawn", (pawn.number + 1).into()),
            ],
        ),
        Event::PawnFinished { pawn } => {
            words.tr("log-pawn-home", &pawn_args(words, pawn.seat, pawn.number))
        }
        // In a team game a player home is no King and takes no place of their own: the
        // team wins when both partners are home, and the game's end names the teams.
        Event::PlayerFinished { seat, .. } if game.is_team_game() => {
            words.tr("log-all-home", &[("seat", colour(words, *seat).into())])
        }
        Event::PlayerFinished { seat, place } => {
            if *place == 1 {
                words.tr("log-crowned", &[("seat", colour(words, *seat).into())])
            } else {
                words.tr(
                    "log-finishes",
                    &[
                        ("seat", colour(words, *seat).into()),
                        ("place", ordinal(words, *place).into()),
                    ],
                )
            }
        }
        Event::ValueLost { seat, value } => words.tr(
            "log-value-lost",
            &[
                ("seat", colour(words, *seat).into()),
                ("value", (*value).into()),
            ],
        ),
        Event::ThrowAgain { seat } => {
            words.tr("log-throw-again", &[("seat", colour(words, *seat).into())])
        }
        Event::TurnVoid { seat } => {
            words.tr("log-turn-void", &[("seat", colour(words, *seat).into())])
        }
        Event::TurnPassed { .. } => return None,
        Event::GameOver { ranking } => {
            let places: Vec<String> = ranking
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    words.tr(
                        "log-ranking-entry",
                        &[
                            ("place", (i + 1).into()),
                            ("seat", colour(words, *s).into()),
                        ],
                    )
                })
                .collect();
            words.tr("log-game-over", &[("ranking", places.join(", ").into())])
        }
    })
}

/// A throw and what its value did at once, as one line ("Red throws 1 and enters
/// pawn 1") in `game`; `None` when `then` does not join a throw.
pub fn throw_and_line(
    words: &Words,
    game: &Game,
    seat: Seat,
    value: u8,
    then: &Event,
) -> Option<String> {
    let centre = game.board().centre_index();
    let seat_arg = ("seat", FluentValue::from(colour(words, seat)));
    let value_arg = ("value", FluentValue::from(value));
    Some(match then {
        Event::Entered { pawn, .. } => words.tr(
            "log-throws-and-enters",
            &[seat_arg, value_arg, ("pawn", (pawn.number + 1).into())],
        ),
        Event::Moved { pawn, from, to, .. } if *to == centre => words.tr(
            "log-throws-and-moves-to-centre",
            &[
                seat_arg,
                value_arg,
                ("pawn", (pawn.number + 1).into()),
                ("from", (*from).into()),
            ],
        ),
        Event::Moved { pawn, from, to, .. } => words.tr(
            "log-throws-and-moves",
            &[
                seat_arg,
                value_arg,
                ("pawn", (pawn.number + 1).into()),
                ("from", (*from).into()),
                ("to", (*to).into()),
            ],
        ),
        Event::ValueLost { value: lost, .. } => words.tr(
            "log-throws-but-loses",
            &[seat_arg, value_arg, ("lost", (*lost).into())],
        ),
        _ => return None,
    })
}

/// What a notice says besides its headline: why a value was lost or a pawn cannot move.
/// Empty for the others.
pub fn tell_why(words: &Words, tell: &Tell) -> String {
    match tell {
        Tell::ValueLost { seat, why, .. } => super::why::why_lost(words, *seat, why),
        Tell::Stuck {
            seat, pawn, why, ..
        } => super::why::why_stuck(words, *seat, *pawn, *why),
        _ => String::new(),
    }
}

/// A line of the move log of `game` in `words`' language, with why a value it tells of
/// was lost.
pub fn log_line(words: &Words, game: &Game, line: &LogLine) -> String {
    let told = told_line(words, game, line);
    let seat = line.seat.unwrap_or(Seat::South);
    match super::why::why_lost(words, seat, &line.why) {
        why if why.is_empty() => told,
        why => format!("{told}. {why}"),
    }
}

/// What a line of the move log tells, without why.
fn told_line(words: &Words, game: &Game, line: &LogLine) -> String {
    match &line.entry {
        LogEntry::NewGame(seat) => {
            words.tr("log-new-game", &[("seat", colour(words, *seat).into())])
        }
        LogEntry::Event(event) => event_line(words, game, event).unwrap_or_default(),
        LogEntry::ThrowAnd { seat, value, then } => {
            throw_and_line(words, game, *seat, *value, then).unwrap_or_default()
        }
    }
}

/// What the table tells about `game`, in `words`' language.
pub fn tell(words: &Words, game: &Game, tell: &Tell) -> String {
    match tell {
        // In a team game the first player home is no King; the team wins once both
        // partners are home.
        Tell::King(seat) if game.is_team_game() => {
            let team = Team::of(*seat);
            if team.seats().iter().all(|&s| game.is_finished(s)) {
                words.tr(
                    "notice-team-wins",
                    &[("team", team_colours(words, team).into())],
                )
            } else {
                words.tr("notice-all-home", &[("seat", colour(words, *seat).into())])
            }
        }
        Tell::Cut { by, victim } => words.tr(
            "notice-cuts",
            &[
                ("seat", colour(words, *by).into()),
                ("other", colour(words, *victim).into()),
            ],
        ),
        Tell::ValueLost { seat, value, .. } => words.tr(
            "notice-value-lost",
            &[
                ("seat", colour(words, *seat).into()),
                ("value", (*value).into()),
            ],
        ),
        Tell::Stuck { pawn, value, .. } => words.tr(
            "notice-stuck",
            &[("pawn", (pawn + 1).into()), ("value", (*value).into())],
        ),
        Tell::OnlyMove { seat, .. } => {
            words.tr("notice-only-move", &[("seat", colour(words, *seat).into())])
        }
        Tell::King(seat) => words.tr("notice-king", &[("seat", colour(words, *seat).into())]),
        Tell::Undone { again: Some(value) } => {
            words.tr("notice-undone-again", &[("value", (*value).into())])
        }
        Tell::Undone { again: None } => words.text("notice-undone"),
        Tell::Refused(error) => super::errors::game_error(words, error),
        Tell::NoThrow(error) => super::errors::dice_error(words, error),
        Tell::ComputerFailed => words.text("error-computer-failed"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::{PawnId, Variant};
    use dhayam_store::Language;

    /// A new two-player game on `variant`'s board.
    fn game(variant: Variant) -> Game {
        Game::new(&dhayam_core::Setup::new([Seat::South, Seat::North]).with_variant(variant))
            .unwrap()
    }

    fn cut() -> Event {
        Event::Cut {
            by: Seat::East,
            pawn: PawnId {
                seat: Seat::North,
                number: 1,
            },
            square: dhayam_core::square::CENTRE,
        }
    }

    #[test]
    fn cuts_name_both_colours() {
        let line = event_line(&Words::english(), &game(Variant::Dhayam), &cut()).unwrap();
        assert!(line.starts_with("Green cuts Yellow"), "{line}");
        assert!(line.ends_with("goes back to the yard"), "{line}");
        let tamil = Words::new(Language::Tamil);
        let line = event_line(&tamil, &game(Variant::Dhayam), &cut()).unwrap();
        assert!(line.contains(&colour(&tamil, Seat::East)), "{line}");
        assert!(line.contains(&colour(&tamil, Seat::North)), "{line}");
    }

    /// On the 5x5 board a cut pawn goes back to its home square, and a move to index 24
    /// reaches the centre; on the 7x7 board 24 is a square like any other.
    #[test]
    fn the_small_board_is_told_as_it_is_played() {
        let english = Words::english();
        let line = event_line(&english, &game(Variant::Thayam), &cut()).unwrap();
        assert!(line.ends_with("goes back to its home square"), "{line}");
        let tamil = Words::new(Language::Tamil);
        let home = event_line(&tamil, &game(Variant::Thayam), &cut()).unwrap();
        let yard = event_line(&tamil, &game(Variant::Dhayam), &cut()).unwrap();
        assert_ne!(home, yard);
        let to_24 = Event::Moved {
            pawn: PawnId {
                seat: Seat::South,
                number: 0,
            },
            from: 20,
            to: 24,
            value: 4,
        };
        let small = event_line(&english, &game(Variant::Thayam), &to_24).unwrap();
        assert!(small.ends_with("to the centre"), "{small}");
        let large = event_line(&english, &game(Variant::Dhayam), &to_24).unwrap();
        assert!(large.ends_with("to 24"), "{large}");
    }

    #[test]
    fn ordinals() {
        let words = Words::english();
        assert_eq!(ordinal(&words, 1), "1st");
        assert_eq!(ordinal(&words, 2), "2nd");
        assert_eq!(ordinal(&words, 3), "3rd");
        assert_eq!(ordinal(&words, 4), "4th");
        let tamil = Words::new(Language::Tamil);
        assert_eq!(ordinal(&tamil, 1), "முதலாவது");
        assert_eq!(ordinal(&tamil, 4), "நான்காவது");
    }
}
