//! A game being played: the saved game (record, players, undo option), its move log, and
//! what the log and undo need to know about the steps so far.

use std::fmt;

use dhayam_core::fair::Made;
use dhayam_core::{
    Event, Game, GameError, Move, RecordedGame, Replayer, Seat, Setup, SetupError, Throw,
};
use dhayam_store::{PlayerKind, SavedGame, SeatPlayer, StoreError};

use crate::log::{Log, LogLine};
use crate::numbers::{Numbers, PlayerNumbers};

/// Why a game could not start.
#[derive(Debug)]
pub enum StartError {
    /// The setup breaks a rule of the game.
    Setup(SetupError),
    /// The players do not fit the setup.
    Players(StoreError),
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Setup(e) => e.fmt(f),
            StartError::Players(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for StartError {}

/// Where a person's move was made: the throws and moves recorded before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PersonMove {
    throws: usize,
    moves: usize,
}

/// What a session knows about its steps besides the rules: the log, the last throw, the
/// last throw-again, and where each person's move was made.
#[derive(Clone, Debug)]
struct Notes {
    log: Log,
    last_throw: Option<(Seat, Throw)>,
    /// The seat the rules last told to throw again, until it throws.
    throw_again: Option<Seat>,
    /// Every move a person made and whose it was, oldest first: undo goes back to the last
    /// one.
    person_moves: Vec<(Seat, PersonMove)>,
    /// The seat of the person who threw last.
    last_person_throw: Option<Seat>,
    /// Throws and moves noted so far.
    at: PersonMove,
    /// Cuts made, pawns lost and throws lost, per seat.
    numbers: Numbers,
}

impl Notes {
    fn new(setup: &Setup) -> Notes {
        let first = Game::new(setup).map_or(Seat::South, |g| g.turn());
        Notes {
            log: Log::new(first),
            last_throw: None,
            throw_again: None,
            person_moves: Vec::new(),
            last_person_throw: None,
            at: PersonMove {
                throws: 0,
                moves: 0,
            },
            numbers: Numbers::default(),
        }
    }

    /// Notes what `events` tell, `game` being the position after them; `is_human` says
    /// who a person plays.
    fn note(&mut self, events: &[Event], game: &Game, is_human: impl Fn(Seat) -> bool) {
        for event in events {
            self.numbers.count(event);
            match event {
                Event::Thrown { seat, throw } => {
                    if is_human(*seat) {
                        self.last_person_throw = Some(*seat);
                    }
                    self.last_throw = Some((*seat, *throw));
                    self.throw_again = None;
                    self.at.throws += 1;
                }
                Event::Entered { pawn, .. } | Event::Moved { pawn, .. } => {
                    if is_human(pawn.seat) {
                        self.person_moves.push((pawn.seat, self.at));
                    }
                    self.at.moves += 1;
                }
                Event::ThrowAgain { seat } => self.throw_again = Some(*seat),
                Event::TurnPassed { .. } => self.throw_again = None,
                _ => {}
            }
        }
        self.log.write(events, game);
    }
}

/// A game in progress with everything the table needs besides the rules.
#[derive(Clone, Debug)]
pub struct Session {
    saved: SavedGame,
    notes: Notes,
}

impl Session {
    /// Starts a game of `setup` with `players` (one per seat of the setup), with undo
    /// allowed or not.
    pub fn new(setup: &Setup, players: Vec<SeatPlayer>, undo: bool) -> Result<Session, StartError> {
        Session::dated(setup, players, undo, None)
    }

    /// Like [`Session::new`], dated `started` (seconds since the Unix epoch) instead of
    /// now when given. The computers' decisions are seeded by the start, so a tool or a
    /// test whose seed must decide the whole game dates it.
    pub fn dated(
        setup: &Setup,
        players: Vec<SeatPlayer>,
        undo: bool,
        started: Option<u64>,
    ) -> Result<Session, StartError> {
        let game = RecordedGame::new(setup).map_err(StartError::Setup)?;
        let saved = match started {
            Some(started) => SavedGame::with_start(game, players, undo, started),
            None => SavedGame::new(game, players, undo),
        };
        Ok(Session::resume(saved.map_err(StartError::Players)?))
    }

    /// Continues a saved game; the log is written again from its record, in one replay that
    /// keeps no position.
    pub fn resume(saved: SavedGame) -> Session {
        let mut notes = Notes::new(&saved.record().setup);
        let replayed = Replayer::new(saved.record()).map(|mut replayer| {
            // One event list, reused from step to step.
            let mut events = Vec::new();
            while let Some(Ok(_)) = replayer.step_with(|event| events.push(event)) {
                notes.note(&events, replayer.game(), |s| saved.is_human(s));
                events.clear();
            }
            replayer.finish()
        });
        // A saved game was checked when it was built or loaded, so it replays.
        debug_assert!(
            matches!(replayed, Ok(Ok(_))),
            "a saved game replays: {replayed:?}"
        );
        Session { saved, notes }
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
        self.player(seat)
            .is_some_and(|p| matches!(p.kind, PlayerKind::Computer(_)))
    }

    /// Whether a person at this computer plays `seat`.
    pub fn is_here(&self, seat: Seat) -> bool {
        self.player(seat).is_some_and(|p| p.kind.is_here())
    }

    /// The seat to act, unless the game is over.
    pub fn seat_to_act(&self) -> Option<Seat> {
        (!self.game().is_over()).then(|| self.game().turn())
    }

    /// The move log, oldest first.
    pub fn log(&self) -> &[LogLine] {
        self.notes.log.lines()
    }

    /// The last throw and who made it.
    pub fn last_throw(&self) -> Option<(Seat, Throw)> {
        self.notes.last_throw
    }

    /// The seat the rules told to throw again ([`Event::ThrowAgain`]), until it throws.
    pub fn throw_again(&self) -> Option<Seat> {
        self.notes.throw_again.filter(|_| !self.game().is_over())
    }

    /// `seat`'s numbers so far: cuts made, pawns lost, throws lost.
    pub fn numbers(&self, seat: Seat) -> PlayerNumbers {
        self.notes.numbers.of(seat)
    }

    /// Whether undo is allowed in this game (a setup option).
    pub fn undo_allowed(&self) -> bool {
        self.saved.undo_allowed()
    }

    /// Whether a person's move can be taken back now: the last move a person made, while
    /// no other person has had a turn since. With several people at one computer each
    /// takes back only their own moves, in their own turn (or while the computers after
    /// them play), never another person's.
    pub fn can_undo(&self) -> bool {
        let Some(&(mover, _)) = self.notes.person_moves.last() else {
            return false;
        };
        // Another person has thrown since, or it is another person's turn now.
        let others_since = self.notes.last_person_throw != Some(mover)
            || self
                .seat_to_act()
                .is_some_and(|seat| seat != mover && self.saved.is_human(seat));
        self.undo_allowed() && !others_since && !self.game().is_over()
    }

    /// The game as it was just before the last person's move, with the same throw to spend
    /// again; computer moves after it are taken back too. `None` when undo is off, no
    /// person has moved, or another person has had a turn since ([`Session::can_undo`]).
    ///
    /// The session knows where that move was made, so this is one replay of the steps
    /// before it, which also writes the log again; no position is copied.
    pub fn undo(&self) -> Option<Session> {
        if !self.can_undo() {
            return None;
        }
        let (_, cut) = *self.notes.person_moves.last()?;
        let prefix = self.saved.record().prefix(cut.throws, cut.moves);
        let mut notes = Notes::new(&prefix.setup);
        let is_human = |seat| self.saved.is_human(seat);
        let game = RecordedGame::from_record_with(prefix, |step, game| {
            notes.note(&step.events, game, is_human);
        });
        // The steps before a move that was played replay.
        debug_assert!(game.is_ok(), "a record's prefix replays: {game:?}");
        let saved = SavedGame::with_start(
            game.ok()?,
            self.saved.players().to_vec(),
            self.saved.undo_allowed(),
            self.saved.started(),
        );
        debug_assert!(saved.is_ok(), "the same players fit the same game");
        Some(Session {
            saved: saved.ok()?,
            notes,
        })
    }

    /// Throws for the player to act; returns what happened.
    pub fn throw(&mut self, throw: Throw) -> Result<Vec<Event>, GameError> {
        self.throw_proven(throw, Made::default())
    }

    /// Throws for the player to act, keeping `made` (the secrets that made the throw) in
    /// the game's dice ledger when it has one; returns what happened.
    pub fn throw_proven(&mut self, throw: Throw, made: Made) -> Result<Vec<Event>, GameError> {
        let events = self.saved.game_mut().throw(throw)?;
        if let Some(ledger) = self.saved.dice_mut() {
            ledger.throws.push(made);
        }
        let saved = &self.saved;
        self.notes
            .note(&events, saved.game().game(), |s| saved.is_human(s));
        Ok(events)
    }

    /// Plays a legal move; returns what happened.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, GameError> {
        let events = self.saved.game_mut().play(mv)?;
        let saved = &self.saved;
        self.notes
            .note(&events, saved.game().game(), |s| saved.is_human(s));
        Ok(events)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LogEntry;

    fn two_humans() -> Session {
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

    fn throw(session: &mut Session, value: u8) -> Vec<Event> {
        session.throw(Throw::with_value(value).unwrap()).unwrap()
    }

    #[test]
    fn a_throw_and_its_move_share_one_log_line() {
        let mut session = two_humans();
        throw(&mut session, 1);
        let mv = session.game().legal_moves()[0];
        session.play(mv).unwrap();
        let log = session.log();
        assert!(
            log.iter().any(|line| matches!(
                line.entry,
                LogEntry::ThrowAnd {
                    value: 1,
                    then: Event::Entered { .. },
                    ..
                }
            )),
            "{log:?}"
        );
    }

    #[test]
    fn throw_again_comes_from_the_rules_event() {
        let mut session = two_humans();
        throw(&mut session, 1);
        assert_eq!(session.throw_again(), None, "the 1 is still to be spent");
        let mv = session.game().legal_moves()[0];
        let events = session.play(mv).unwrap();
        assert!(events.contains(&Event::ThrowAgain { seat: Seat::South }));
        assert_eq!(session.throw_again(), Some(Seat::South));
        throw(&mut session, 3);
        assert_eq!(session.throw_again(), None);
    }

    #[test]
    fn undo_takes_back_only_the_moves_of_the_person_to_act() {
        let mut session = two_humans();
        // Asha (Red) enters with a 1, throws again and moves that pawn 3: Bala's turn.
        throw(&mut session, 1);
        session.play(session.game().legal_moves()[0]).unwrap();
        assert!(session.can_undo(), "Asha's own move, in her turn");
        throw(&mut session, 3);
        session.play(session.game().legal_moves()[0]).unwrap();
        assert_eq!(session.seat_to_act(), Some(Seat::North));
        assert!(!session.can_undo(), "Bala may not take back Asha's move");
        assert!(session.undo().is_none());

        // Bala enters with a 1: his own move he may take back, and only it.
        throw(&mut session, 1);
        assert!(!session.can_undo(), "Bala has thrown: Asha's move stays");
        let entry = session.game().legal_moves()[0];
        session.play(entry).unwrap();
        assert!(session.can_undo());
        let undone = session.undo().unwrap();
        assert_eq!(
            undone.game().phase(),
            dhayam_core::Phase::AwaitingMove(Seat::North)
        );
        assert_eq!(
            undone.recorded().record().moves.len(),
            2,
            "Asha's moves stay"
        );
        assert!(!undone.can_undo(), "what is left to take back is Asha's");
    }

    #[test]
    fn undo_restores_the_throw_and_resume_rewrites_the_log() {
        let mut session = two_humans();
        assert!(!session.can_undo(), "nobody has moved yet");
        throw(&mut session, 1);
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
        assert_eq!(undone.saved().started(), session.saved().started());
        let resumed = Session::resume(session.saved().clone());
        assert_eq!(resumed.log(), session.log());
        assert_eq!(resumed.game(), session.game());
        assert_eq!(resumed.throw_again(), session.throw_again());
        assert!(resumed.can_undo());
    }
}
