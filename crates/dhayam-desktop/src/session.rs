//! A game being played: the saved game (record, players, undo option) and the move log.

use dhayam_core::{Event, Game, GameError, Move, RecordedGame, Seat, Setup, Throw};
use dhayam_store::{Action, Replay, SavedGame};

use crate::{SeatPlayer, Words, words};

/// How many log lines are kept.
const LOG_LINES: usize = 2000;

/// One line of the move log: what happened, told in words when shown, so the log
/// follows the language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// Whose action it tells of.
    pub seat: Option<Seat>,
    /// What happened.
    entry: LogEntry,
    /// A bare "X throws N" line that the next move of the same seat may extend.
    open_throw: bool,
}

/// What one log line tells.
#[derive(Clone, Debug, PartialEq, Eq)]
enum LogEntry {
    /// A new game and who throws first.
    NewGame(Seat),
    /// One event.
    Event(Event),
    /// A throw and what its value did at once.
    ThrowAnd { seat: Seat, value: u8, then: Event },
}

impl LogLine {
    /// The line in `words`' language.
    pub fn text(&self, words: &Words) -> String {
        match &self.entry {
            LogEntry::NewGame(seat) => words.tr(
                "log-new-game",
                &[("seat", words::colour(words, *seat).into())],
            ),
            LogEntry::Event(event) => words::event_line(words, event).unwrap_or_default(),
            LogEntry::ThrowAnd { seat, value, then } => {
                words::throw_and_line(words, *seat, *value, then).unwrap_or_default()
            }
        }
    }
}

/// A game in progress with everything the screen needs besides the rules.
#[derive(Clone, Debug)]
pub struct Session {
    saved: SavedGame,
    log: Vec<LogLine>,
    last_throw: Option<(Seat, Throw)>,
    human_moved: bool,
}

impl Session {
    /// Starts a game of `setup` with `players` (one per seat of the setup), with undo
    /// allowed or not. The error is a sentence for the setup screen.
    pub fn new(setup: &Setup, players: Vec<SeatPlayer>, undo: bool) -> Result<Session, String> {
        let game = RecordedGame::new(setup).map_err(|e| e.to_string())?;
        let saved = SavedGame::new(game, players, undo).map_err(|e| e.to_string())?;
        Ok(Session::resume(saved))
    }

    /// Continues a saved game; the log is written again from its record.
    pub fn resume(saved: SavedGame) -> Session {
        let mut session = Session {
            saved,
            log: Vec::new(),
            last_throw: None,
            human_moved: false,
        };
        let first = Game::new(&session.saved.record().setup).map_or(Seat::South, |g| g.turn());
        session.log.push(LogLine {
            seat: Some(first),
            entry: LogEntry::NewGame(first),
            open_throw: false,
        });
        // A saved game always replays: it was checked when it was built or loaded.
        if let Ok(replay) = Replay::new(session.saved.record()) {
            for step in replay.steps() {
                match step.action {
                    Action::Throw(seat, throw) => session.last_throw = Some((seat, throw)),
                    Action::Move(seat, _) => session.human_moved |= session.saved.is_human(seat),
                }
                session.write(&step.events);
            }
        }
        session
    }

    /// The core game as it stands.
    pub fn game(&self) -> &Game {
        self.saved.game().game()
    }

    /// The recorded game (setup, throws, moves).
    pub fn recorded(&self) -> &RecordedGame {
        self.saved.game()
    }

    /// The game with its players, as it is saved.
    pub fn saved(&self) -> &SavedGame {
        &self.saved
    }

    /// Throws and moves so far: the step the game is at.
    pub fn step(&self) -> usize {
        let record = self.saved.record();
        record.throws.len() + record.moves.len()
    }

    /// Who plays `seat`, if anyone.
    pub fn player(&self, seat: Seat) -> Option<&SeatPlayer> {
        self.saved.player(seat)
    }

    /// Whether `seat` is played by the computer.
    pub fn is_computer(&self, seat: Seat) -> bool {
        self.player(seat).is_some_and(|p| !p.kind.is_human())
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

    /// Whether undo is allowed in this game (a setup option).
    pub fn undo_allowed(&self) -> bool {
        self.saved.undo_allowed()
    }

    /// Whether a person's move can be taken back now.
    pub fn can_undo(&self) -> bool {
        self.undo_allowed() && self.human_moved && !self.game().is_over()
    }

    /// The game as it was just before the last person's move, with the same throw to
    /// spend again; computer moves after it are taken back too. `None` when undo is off or
    /// no person has moved.
    pub fn undo(&self) -> Option<Session> {
        if !self.can_undo() {
            return None;
        }
        self.saved.undo().map(Session::resume)
    }

    /// Throws for the player to act; returns what happened.
    pub fn throw(&mut self, throw: Throw) -> Result<Vec<Event>, GameError> {
        let seat = self.game().turn();
        let events = self.saved.game_mut().throw(throw)?;
        self.last_throw = Some((seat, throw));
        self.write(&events);
        Ok(events)
    }

    /// Plays a legal move; returns what happened.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, GameError> {
        let seat = self.game().turn();
        let events = self.saved.game_mut().play(mv)?;
        self.human_moved |= self.saved.is_human(seat);
        self.write(&events);
        Ok(events)
    }

    fn write(&mut self, events: &[Event]) {
        for event in events {
            if matches!(event, Event::TurnPassed { .. }) {
                continue;
            }
            let seat = event_seat(event);
            let joins = matches!(
                event,
                Event::Entered { .. } | Event::Moved { .. } | Event::ValueLost { .. }
            );
            if joins
                && let Some(last) = self.log.last_mut()
                && last.open_throw
                && last.seat == seat
                && let LogEntry::Event(Event::Thrown { seat, throw }) = last.entry
            {
                last.entry = LogEntry::ThrowAnd {
                    seat,
                    value: throw.value(),
                    then: event.clone(),
                };
                last.open_throw = false;
                continue;
            }
            if let Some(last) = self.log.last_mut() {
                last.open_throw = false;
            }
            self.log.push(LogLine {
                seat,
                entry: LogEntry::Event(event.clone()),
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
        use crate::PlayerKind;
        Session::new(
            &Setup::new([Seat::South, Seat::North]),
            vec![
                SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
                SeatPlayer::new(Seat::North, "Bala", PlayerKind::Human),
            ],
            true,
        )
        .unwrap()
    }

    #[test]
    fn a_throw_and_its_move_share_one_log_line() {
        let mut session = two_humans();
        session.throw(Throw::with_value(1).unwrap()).unwrap();
        let mv = session.game().legal_moves()[0];
        session.play(mv).unwrap();
        let words = Words::english();
        let texts: Vec<String> = session.log().iter().map(|l| l.text(&words)).collect();
        assert!(
            texts.contains(&"Red throws 1 and enters pawn 1".to_owned()),
            "{texts:?}"
        );
    }

    #[test]
    fn a_lost_value_is_told() {
        let mut session = two_humans();
        session.throw(Throw::with_value(3).unwrap()).unwrap();
        let last = session.log().last().unwrap().text(&Words::english());
        assert_eq!(last, "Red throws 3 but cannot use the 3; it is lost");
        assert_eq!(session.game().turn(), Seat::North);
    }

    #[test]
    fn empty_seats_have_no_player() {
        let session = two_humans();
        assert!(session.player(Seat::East).is_none());
        assert_eq!(session.player(Seat::North).unwrap().name, "Bala");
    }

    #[test]
    fn undo_restores_the_throw_and_resume_rewrites_the_log() {
        let mut session = two_humans();
        assert!(!session.can_undo(), "nobody has moved yet");
        session.throw(Throw::with_value(1).unwrap()).unwrap();
        let mv = session.game().legal_moves()[0];
        session.play(mv).unwrap();
        assert!(session.can_undo());
        let undone = session.undo().unwrap();
        assert_eq!(
            undone.game().phase(),
            dhayam_core::Phase::AwaitingMove(Seat::South)
        );
        assert_eq!(undone.last_throw(), session.last_throw());
        assert!(undone.game().legal_moves().contains(&mv));
        let resumed = Session::resume(session.saved().clone());
        assert_eq!(resumed.log(), session.log());
        assert_eq!(resumed.game(), session.game());
    }
}
