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
            if joins
                && let Some(last) = self.lines.last_mut()
                && last.open_throw
                && last.seat == seat
                && let LogEntry::Event(Event::Thrown { seat, throw }) = last.entry
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
