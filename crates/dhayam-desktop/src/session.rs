//! A game being played: the recorded core game, who plays which seat, and the move log.

use dhayam_core::{Event, Game, GameError, Move, RecordedGame, Seat, Setup, SetupError, Throw};

use crate::{PlayerInfo, PlayerKind, words};

/// How many log lines are kept.
const LOG_LINES: usize = 2000;

/// One line of the move log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// Whose action it tells of.
    pub seat: Option<Seat>,
    /// The words.
    pub text: String,
    /// A bare "X throws N" line that the next move of the same seat may extend.
    open_throw: bool,
}

/// A game in progress with everything the screen needs besides the rules.
#[derive(Clone, Debug)]
pub struct Session {
    game: RecordedGame,
    players: [Option<PlayerInfo>; 4],
    log: Vec<LogLine>,
    last_throw: Option<(Seat, Throw)>,
}

impl Session {
    /// Starts a game of `setup` with `players` named per seat (South first).
    pub fn new(setup: &Setup, players: &[Option<PlayerInfo>; 4]) -> Result<Session, SetupError> {
        let game = RecordedGame::new(setup)?;
        let mut session = Session {
            players: std::array::from_fn(|i| {
                Seat::from_index(i)
                    .filter(|s| game.game().is_seated(*s))
                    .and_then(|_| players[i].clone())
            }),
            game,
            log: Vec::new(),
            last_throw: None,
        };
        let first = session.game().turn();
        session.log.push(LogLine {
            seat: Some(first),
            text: format!("New game. {} throws first", words::colour(first)),
            open_throw: false,
        });
        Ok(session)
    }

    /// The core game as it stands.
    pub fn game(&self) -> &Game {
        self.game.game()
    }

    /// The recorded game (setup, throws, moves).
    pub fn recorded(&self) -> &RecordedGame {
        &self.game
    }

    /// Who plays `seat`, if anyone.
    pub fn player(&self, seat: Seat) -> Option<&PlayerInfo> {
        self.players[seat.index()].as_ref()
    }

    /// Whether `seat` is played by the computer.
    pub fn is_computer(&self, seat: Seat) -> bool {
        matches!(
            self.player(seat).map(|p| p.kind),
            Some(PlayerKind::Computer(_))
        )
    }

    /// The seat to act, unless the game is over.
    pub fn seat_to_act(&self) -> Option<Seat> {
        (!self.game().is_over()).then(|| self.game().turn())
    }

    /// The move log, oldest first.
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// The last throw and who made it.
    pub fn last_throw(&self) -> Option<(Seat, Throw)> {
        self.last_throw
    }

    /// Throws for the player to act; returns what happened.
    pub fn throw(&mut self, throw: Throw) -> Result<Vec<Event>, GameError> {
        let seat = self.game().turn();
        let events = self.game.throw(throw)?;
        self.last_throw = Some((seat, throw));
        self.write(&events);
        Ok(events)
    }

    /// Plays a legal move; returns what happened.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, GameError> {
        let events = self.game.play(mv)?;
        self.write(&events);
        Ok(events)
    }

    fn write(&mut self, events: &[Event]) {
        for event in events {
            let Some(text) = words::event_line(event) else {
                continue;
            };
            let seat = event_seat(event);
            let joins = matches!(
                event,
                Event::Entered { .. } | Event::Moved { .. } | Event::ValueLost { .. }
            );
            if joins
                && let Some(last) = self.log.last_mut()
                && last.open_throw
                && last.seat == seat
            {
                let rest = text.split_once(' ').map_or(text.as_str(), |(_, rest)| rest);
                let joiner = if matches!(event, Event::ValueLost { .. }) {
                    " but"
                } else {
                    " and"
                };
                last.text = format!("{}{joiner} {rest}", last.text);
                last.open_throw = false;
                continue;
            }
            if let Some(last) = self.log.last_mut() {
                last.open_throw = false;
            }
            self.log.push(LogLine {
                seat,
                text,
                open_throw: matches!(event, Event::Thrown { .. }),
            });
        }
        if self.log.len() > LOG_LINES {
            self.log.drain(..self.log.len() - LOG_LINES);
        }
    }
}

/// The seat an event is about.
fn event_seat(event: &Event) -> Option<Seat> {
    match event {
        Event::Thrown { seat, .. }
        | Event::PlayerFinished { seat, .. }
        | Event::ValueLost { seat, .. }
        | Event::ThrowAgain { seat } => Some(*seat),
        Event::Entered { pawn, .. } | Event::Moved { pawn, .. } | Event::PawnFinished { pawn } => {
            Some(pawn.seat)
        }
        Event::Cut { by, .. } => Some(*by),
        Event::TurnPassed { from, .. } => Some(*from),
        Event::GameOver { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_humans() -> Session {
        let human = |name: &str| {
            Some(PlayerInfo {
                name: name.into(),
                kind: PlayerKind::Human,
            })
        };
        Session::new(
            &Setup::new([Seat::South, Seat::North]),
            &[human("Asha"), None, human("Bala"), None],
        )
        .unwrap()
    }

    #[test]
    fn a_throw_and_its_move_share_one_log_line() {
        let mut session = two_humans();
        session.throw(Throw::with_value(1).unwrap()).unwrap();
        let mv = session.game().legal_moves()[0];
        session.play(mv).unwrap();
        let texts: Vec<&str> = session.log().iter().map(|l| l.text.as_str()).collect();
        assert!(
            texts.contains(&"Red throws 1 and enters pawn 1"),
            "{texts:?}"
        );
    }

    #[test]
    fn a_lost_value_is_told() {
        let mut session = two_humans();
        session.throw(Throw::with_value(3).unwrap()).unwrap();
        let last = &session.log().last().unwrap().text;
        assert_eq!(last, "Red throws 3 but cannot use the 3; it is lost");
        assert_eq!(session.game().turn(), Seat::North);
    }

    #[test]
    fn empty_seats_have_no_player() {
        let session = two_humans();
        assert!(session.player(Seat::East).is_none());
        assert_eq!(session.player(Seat::North).unwrap().name, "Bala");
    }
}
