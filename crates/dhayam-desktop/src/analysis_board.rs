//! The analysis board: a position set up by hand (pawns placed, whose turn, the throw) or
//! brought from a replay or a line of text, and Hard's analysis of it, worked out on a
//! thread of its own: the same as `dhayam-cli analyse` gives for its line.

use std::sync::mpsc::{self, Receiver};

use dhayam_ai::{Analysis, REVIEW_SEED, analyse};
use dhayam_core::path::{CENTRE_INDEX, LAST_OUTER, is_shared_index};
use dhayam_core::{
    Game, GameState, PawnPlace, Phase, PositionError, Seat, Setup, Square, StatePhase, Throw,
};

use crate::estimate::{Wake, Working};

/// One change to the analysis board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardEdit {
    /// Choose the pawn to place: the seat and the pawn's number (0-based).
    Choose(Seat, u8),
    /// Put the chosen pawn on this square (on its own path).
    Place(Square),
    /// Put the chosen pawn back in its yard.
    ToYard,
    /// This seated player is to throw.
    Turn(Seat),
    /// Throw this value in the position (`None`: the position before the throw).
    Throw(Option<u8>),
    /// Whether this player has cut (opens the gate).
    Cut(Seat, bool),
    /// An empty board for this many players (2, 3 or 4).
    Empty(usize),
    /// The text in the position line's field.
    Line(String),
    /// Read the field's line as the position.
    Import,
}

/// Why an edit was not made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Place or Yard with no pawn chosen.
    NoPawnChosen,
    /// Another pawn stands on that plain square.
    Occupied,
    /// The line is not a position line (the reason, in the rules' words, is logged).
    NotALine,
    /// No game can be in that position (the reason is logged).
    Impossible,
    /// The position already waits for a move: its throw is made.
    AlreadyThrown,
}

/// The analysis board's state.
pub struct AnalysisBoard {
    /// The position set up, before the throw chosen.
    position: Game,
    /// The value thrown in it, if chosen.
    throw: Option<u8>,
    /// The pawn to place.
    pub chosen: Option<(Seat, u8)>,
    /// The text of the position line's field.
    pub line: String,
    /// Why the last edit was refused, if it was.
    pub refused: Option<Refusal>,
    /// The analysis of the position shown, with its line.
    analysis: Option<(String, Analysis)>,
    /// The analysis under way, with its line.
    pending: Option<(String, Receiver<Analysis>)>,
    working: Working,
    wake: Wake,
}

impl AnalysisBoard {
    /// The board with `game`'s position (the throw made in it kept, as it is part of it).
    pub fn new(game: Game, working: Working, wake: Wake) -> AnalysisBoard {
        let mut board = AnalysisBoard {
            line: game.position_line(),
            position: game,
            throw: None,
            chosen: None,
            refused: None,
            analysis: None,
            pending: None,
            working,
            wake,
        };
        board.analyse();
        board
    }

    /// An empty board for two players, South to throw.
    pub fn empty(working: Working, wake: Wake) -> Option<AnalysisBoard> {
        Some(AnalysisBoard::new(empty_game(2)?, working, wake))
    }

    /// The position shown: the one set up, with the throw chosen made.
    pub fn shown(&self) -> Game {
        let mut game = self.position.clone();
        if let Some(throw) = self.throw.and_then(Throw::with_value) {
            // A throw the position cannot take is never chosen (see `edit`).
            let _ = game.throw(throw);
        }
        game
    }

    /// The value thrown in the position, if chosen.
    pub fn throw(&self) -> Option<u8> {
        self.throw
    }

    /// Whether the position set up waits for a throw (a value may be chosen).
    pub fn awaits_throw(&self) -> bool {
        matches!(self.position.phase(), Phase::AwaitingThrow(_))
    }

    /// Hard's analysis of the position shown, once in.
    pub fn analysis(&self) -> Option<&Analysis> {
        let line = self.shown().position_line();
        self.analysis
            .as_ref()
            .filter(|(of, _)| *of == line)
            .map(|(_, analysis)| analysis)
    }

    /// Takes in an analysis that has come in.
    pub fn poll(&mut self) {
        let Some((line, receiver)) = &self.pending else {
            return;
        };
        match receiver.try_recv() {
            Ok(analysis) => {
                self.analysis = Some((line.clone(), analysis));
                self.pending = None;
            }
            Err(mpsc::TryRecvError::Empty) => {}
            Err(mpsc::TryRecvError::Disconnected) => {
                log::error!("the analysis ended without an answer");
                self.pending = None;
            }
        }
    }

    /// Makes `edit`, or says why not; the analysis follows the position.
    pub fn edit(&mut self, edit: BoardEdit) {
        self.refused = None;
        let result = match edit {
            BoardEdit::Choose(seat, pawn) => {
                self.chosen = Some((seat, pawn));
                Ok(())
            }
            BoardEdit::Place(square) => self.place(square),
            BoardEdit::ToYard => self.move_chosen(PawnPlace::Yard),
            BoardEdit::Turn(seat) => self.change(|state| state.turn = seat),
            BoardEdit::Throw(value) => self.choose_throw(value),
            BoardEdit::Cut(seat, cut) => self.change(|state| {
                if let Some(player) = state.players.iter_mut().find(|p| p.seat == seat) {
                    player.has_cut = cut;
                }
            }),
            BoardEdit::Empty(players) => match empty_game(players) {
                Some(game) => {
                    self.set(game);
                    Ok(())
                }
                None => Err(Refusal::Impossible),
            },
            BoardEdit::Line(text) => {
                self.line = text;
                return;
            }
            BoardEdit::Import => match Game::from_position_line(self.line.trim()) {
                Ok(game) => {
                    self.set(game);
                    Ok(())
                }
                Err(error) => {
                    log::info!("a position line was refused: {error}");
                    Err(match error {
                        PositionError::Syntax(_) => Refusal::NotALine,
                        PositionError::Impossible(_) => Refusal::Impossible,
                    })
                }
            },
        };
        match result {
            Ok(()) => self.line = self.shown().position_line(),
            Err(refusal) => self.refused = Some(refusal),
        }
        self.analyse();
    }

    /// Puts `game` on the board, no throw chosen.
    fn set(&mut self, game: Game) {
        self.position = game;
        self.throw = None;
        self.chosen = None;
    }

    /// Puts the chosen pawn on `square` of its own path.
    fn place(&mut self, square: Square) -> Result<(), Refusal> {
        let (seat, pawn) = self.chosen.ok_or(Refusal::NoPawnChosen)?;
        let index = seat.path_index_of(square).ok_or(Refusal::Impossible)?;
        if !is_shared_index(index) {
            let taken = self
                .position
                .pawns_on(square)
                .any(|other| (other.seat, other.number) != (seat, pawn));
            if taken {
                return Err(Refusal::Occupied);
            }
        }
        self.move_chosen(PawnPlace::Path(index))
    }

    /// Moves the chosen pawn to `place`: a player with a pawn out of the yard has entered
    /// one, and one with a pawn inside the gate has cut.
    fn move_chosen(&mut self, place: PawnPlace) -> Result<(), Refusal> {
        let (seat, pawn) = self.chosen.ok_or(Refusal::NoPawnChosen)?;
        self.change(|state| {
            let Some(player) = state.players.iter_mut().find(|p| p.seat == seat) else {
                return;
            };
            if let Some(slot) = player.pawns.get_mut(usize::from(pawn)) {
                *slot = place;
            }
            player.opened |= player.pawns.iter().any(|p| *p != PawnPlace::Yard);
            let inside = |p: &PawnPlace| {
                matches!(p, PawnPlace::Path(i) if *i > LAST_OUTER && *i < CENTRE_INDEX)
            };
            player.has_cut |= player.pawns.iter().any(inside);
        })
    }

    /// Chooses the value thrown, or none.
    fn choose_throw(&mut self, value: Option<u8>) -> Result<(), Refusal> {
        if value.is_some() && !self.awaits_throw() {
            return Err(Refusal::AlreadyThrown);
        }
        self.throw = value.filter(|v| Throw::with_value(*v).is_some());
        Ok(())
    }

    /// Changes the position set up by `change`, as a position waiting for the turn's
    /// throw, if the rules can reach the result.
    fn change(&mut self, change: impl FnOnce(&mut GameState)) -> Result<(), Refusal> {
        let mut state = GameState::from(&self.position);
        change(&mut state);
        state.phase = StatePhase::AwaitingThrow;
        state.pool.clear();
        state.cut_this_turn = false;
        match Game::try_from(state) {
            Ok(game) => {
                let throw = self.throw;
                self.set(game);
                self.throw = throw;
                Ok(())
            }
            Err(error) => {
                log::info!("an analysis board edit was refused: {error}");
                Err(Refusal::Impossible)
            }
        }
    }

    /// Starts analysing the position shown, unless its analysis is in or under way.
    fn analyse(&mut self) {
        let shown = self.shown();
        let line = shown.position_line();
        let known = self.analysis.as_ref().is_some_and(|(of, _)| *of == line)
            || self.pending.as_ref().is_some_and(|(of, _)| *of == line);
        if known {
            return;
        }
        if self.working == Working::Inline {
            self.analysis = Some((line, analyse(&shown, REVIEW_SEED)));
            self.pending = None;
            return;
        }
        let (sender, receiver) = mpsc::channel();
        let wake = std::sync::Arc::clone(&self.wake);
        let spawned = std::thread::Builder::new()
            .name("dhayam-analysis".to_owned())
            .spawn(move || {
                // The board may have moved on: nobody to tell then.
                let _ = sender.send(analyse(&shown, REVIEW_SEED));
                wake();
            });
        match spawned {
            Ok(_) => self.pending = Some((line, receiver)),
            Err(error) => log::error!("the analysis could not start a thread: {error}"),
        }
    }
}

/// A game with every pawn in the yard, the first player to throw: 2 players South and
/// North, 3 South, East and North, else all four (the rules take each of them).
fn empty_game(players: usize) -> Option<Game> {
    let seats = match players {
        2 => vec![Seat::South, Seat::North],
        3 => vec![Seat::South, Seat::East, Seat::North],
        _ => Seat::ALL.to_vec(),
    };
    Game::new(&Setup::new(seats))
        .inspect_err(|error| log::error!("an empty board could not be set up: {error}"))
        .ok()
}
