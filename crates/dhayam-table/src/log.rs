//! The move log: what happened, kept as data so the desktop can tell it in any language.

use dhayam_core::{Event, Game, Seat, Stuck};

/// How many log lines are kept.
const LOG_LINES: usize = 2000;

/// What one log line tells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogEntry {
    /// A new game and who throws first.
    NewGame(Seat),
    /// One event.
    Event(Event),
    /// A throw and what its value did at once ("Red throws 1 and enters pawn 1").
    ThrowAnd {
        /// Who threw.
        seat: Seat,
        /// The value thrown.
        value: u8,
        /// What it did.
        then: Event,
    },
}

/// One line of the move log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// Whose action it tells of.
    pub seat: Option<Seat>,
    /// What happened.
    pub entry: LogEntry,
    /// Why the value this line tells was lost: each pawn's reason (empty unless a value
    /// was lost).
    pub why: Vec<(u8, Stuck)>,
    /// A bare "X throws N" line that the next move of the same seat may extend.
    open_throw: bool,
}

/// The log of one game, oldest line first, at most [`LOG_LINES`] long.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Log {
    lines: Vec<LogLine>,
}

impl Log {
    /// A log that starts with the new game and who throws first.
    pub(crate) fn new(first: Seat) -> Log {
        Log {
            lines: vec![LogLine {
                seat: Some(first),
                entry: LogEntry::NewGame(first),
                why: Vec::new(),
                open_throw: false,
            }],
        }
    }

    /// The lines, oldest first.
    pub(crate) fn lines(&self) -> &[LogLine] {
        &self.lines
    }

    /// Writes what `events` tell, `game` being the position after them: a throw and the
    /// move or loss it led to share a line, and a lost value says why.
    pub(crate) fn write(&mut self, events: &[Event], game: &Game) {
        for event in events {
            if matches!(event, Event::TurnPassed { .. }) {
                continue;
            }
            let seat = event_seat(event);
            // A lost value leaves the pawns where they were: the position after says why.
            let why = match *event {
                Event::ValueLost { seat, value } => game.why_lost(seat, value),
                _ => Vec::new(),
            };
            let joins = matches!(
                event,
                Event::Entered { .. } | Event::Moved { .. } | Event::ValueLost { .. }
            );
            // Only the value just thrown joins its throw: with throw first a move may spend
            // another pooled value ("throws 2" then "enters pawn 1" with a 1 thrown before).
            if joins
                && let Some(last) = self.lines.last_mut()
                && last.open_throw
                && last.seat == seat
                && let LogEntry::Event(Event::Thrown { seat, throw }) = last.entry
                && event_value(event) == Some(throw.value())
            {
                last.entry = LogEntry::ThrowAnd {
                    seat,
                    value: throw.value(),
                    then: event.clone(),
                };
                last.why = why;
                last.open_throw = false;
                continue;
            }
            if let Some(last) = self.lines.last_mut() {
                last.open_throw = false;
            }
            self.lines.push(LogLine {
                seat,
                entry: LogEntry::Event(event.clone()),
                why,
                open_throw: matches!(event, Event::Thrown { .. }),
            });
        }
        if self.lines.len() > LOG_LINES {
            self.lines.drain(..self.lines.len() - LOG_LINES);
        }
    }
}

/// The value a move or a lost value spends.
fn event_value(event: &Event) -> Option<u8> {
    match *event {
        Event::Entered { value, .. }
        | Event::Moved { value, .. }
        | Event::ValueLost { value, .. } => Some(value),
        _ => None,
    }
}

/// The seat an event is about.
fn event_seat(event: &Event) -> Option<Seat> {
    match event {
        Event::Thrown { seat, .. }
        | Event::PlayerFinished { seat, .. }
        | Event::ValueLost { seat, .. }
        | Event::ThrowAgain { seat }
        | Event::TurnVoid { seat } => Some(*seat),
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
    use dhayam_core::{Game, Preset, Seat, Setup, Throw};

    use super::{Log, LogEntry};

    /// Throw first: 1, 1 and 2 pooled, then a pawn entered with a 1. The 2 thrown last
    /// stays a line of its own; "throws 2 and enters" would name the wrong value.
    #[test]
    fn a_move_joins_its_throw_only_when_it_spends_that_value() {
        let setup = Setup::new([Seat::South, Seat::North]).with_rules(Preset::Traditional.rules());
        let mut game = Game::new(&setup).unwrap();
        let mut log = Log::new(Seat::South);
        for faces in [(1, 0), (1, 0), (1, 1)] {
            let throw = Throw::from_faces(faces.0, faces.1).unwrap();
            let events = game.throw(throw).unwrap();
            log.write(&events, &game);
        }
        let entering = *game.legal_moves().iter().find(|mv| mv.value == 1).unwrap();
        let events = game.play(entering).unwrap();
        log.write(&events, &game);
        let joined = log
            .lines()
            .iter()
            .any(|line| matches!(line.entry, LogEntry::ThrowAnd { .. }));
        assert!(!joined, "{:#?}", log.lines());
        // With a move after every throw, the throw and its move share a line.
        let mut game = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
        let mut log = Log::new(Seat::South);
        let events = game.throw(Throw::from_faces(1, 0).unwrap()).unwrap();
        log.write(&events, &game);
        let events = game.play(game.legal_moves()[0]).unwrap();
        log.write(&events, &game);
        let joined = log
            .lines()
            .iter()
            .any(|line| matches!(line.entry, LogEntry::ThrowAnd { value: 1, .. }));
        assert!(joined, "{:#?}", log.lines());
    }
}
