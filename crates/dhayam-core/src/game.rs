//! A validated game in progress: throws in, moves out, events back.

use std::fmt;

use crate::event::Ranking;
use crate::path::{self, CENTRE_INDEX, GateState, NO_TARGET, YARD_INDEX};
use crate::throw::{VALUES, is_bonus_value, value_slot};
use crate::{
    EntryRule, Event, GateRule, HouseRules, Move, MoveList, PawnId, PawnPlace, Seat, Setup,
    SetupError, Square, Throw, TurnOrder, TurnStructure,
};

/// Marks a pawn in its yard in the compact position table.
pub(crate) const YARD: u8 = YARD_INDEX;
/// Marks an empty plain square in the occupancy table.
pub(crate) const EMPTY: u8 = u8::MAX;
/// Entries of the occupancy table: the 49 squares and the spare [`path::OFF_BOARD`] slot,
/// which stays empty.
pub(crate) const OCCUPANT_SLOTS: usize = path::OFF_BOARD as usize + 1;
/// Pawn slots per seat in the position table (the most pawns a setup allows).
pub(crate) const SLOTS: usize = crate::setup::MAX_PAWNS as usize;

/// What the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// `seat` must throw the dice.
    AwaitingThrow(Seat),
    /// `seat` must choose one of [`Game::legal_moves`].
    AwaitingMove(Seat),
    /// The game is over; see [`Game::ranking`].
    Finished,
}

/// Why a throw or a move was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// A throw came while the game waits for a move.
    MoveExpected,
    /// A move came while the game waits for a throw.
    ThrowExpected,
    /// The game is over.
    GameOver,
    /// The move is not among the legal moves.
    IllegalMove(Move),
    /// A throw-first pool cannot hold more of this value.
    PoolFull(u8),
    /// [`Game::play_nth_with`] got a position past the end of the legal moves.
    NoSuchMove(usize),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::MoveExpected => f.write_str("the game is waiting for a move, not a throw"),
            GameError::ThrowExpected => f.write_str("the game is waiting for a throw, not a move"),
            GameError::GameOver => f.write_str("the game is over"),
            GameError::IllegalMove(mv) => write!(f, "that move is not legal now ({mv})"),
            GameError::PoolFull(v) => {
                write!(f, "the pool cannot hold more throws of {v}")
            }
            GameError::NoSuchMove(n) => {
                write!(
                    f,
                    "there is no legal move number {} now",
                    n.saturating_add(1)
                )
            }
        }
    }
}

impl std::error::Error for GameError {}

/// What decides where one seat's pawns may go, copied out of the game for move generation.
#[derive(Clone, Copy, Debug)]
struct Mover {
    /// Row of the target table: gate state and whether a 5 enters.
    mode: usize,
    /// Bit `i` set: path index `i` is closed to this seat (an own pawn on a plain square,
    /// and always bit [`NO_TARGET`]).
    blocked: u64,
}

impl Mover {
    /// Where a pawn at `from` (path index or [`YARD`]) goes with the value in slot `slot`
    /// of [`VALUES`], if that move is legal.
    #[inline]
    fn target(self, from: u8, slot: usize) -> Option<u8> {
        let to = path::target(self.mode, from, slot);
        // Own pawns block plain squares only; crosses never have their bit set.
        ((self.blocked >> to) & 1 == 0).then_some(to)
    }

    /// Appends the legal moves of `pawns` (positions by pawn number) for value slot `slot`.
    #[inline]
    fn push_moves(self, pawns: &[u8], slot: usize, moves: &mut MoveList) {
        let value = VALUES[slot];
        let blocked = self.blocked;
        moves.extend_kept(pawns.iter().enumerate().map(|(number, &from)| {
            let to = path::target(self.mode, from, slot);
            let mv = Move {
                value,
                pawn: number as u8,
                from: (from != YARD).then_some(from),
                to,
            };
            (mv, (blocked >> to) & 1 == 0)
        }));
    }
}

/// What the game is doing, internally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    Throwing,
    Moving,
    Over,
}

/// A game of Dhayam: the validated setup and the whole state of play.
///
/// Built from a [`Setup`] by [`Game::new`]; changed only by [`Game::throw`] and
/// [`Game::play`], which either succeed and report [`Event`]s or refuse with a
/// [`GameError`] and change nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) setup: Setup,
    pub(crate) rules: HouseRules,
    pub(crate) pawns: u8,
    pub(crate) seated: [bool; 4],
    /// Path index of every pawn, or [`YARD`].
    pub(crate) pos: [[u8; SLOTS]; 4],
    /// Whether each player has ever entered a pawn.
    pub(crate) opened: [bool; 4],
    /// Whether each player has cut an opponent (their gate is open).
    pub(crate) has_cut: [bool; 4],
    /// The player to act.
    pub(crate) turn: Seat,
    pub(crate) stage: Stage,
    /// Values thrown and not yet spent, as a count per entry of [`VALUES`].
    pub(crate) pool: [u8; 7],
    /// Throw-first: whether a move of this turn cut.
    pub(crate) cut_this_turn: bool,
    pub(crate) ranking: Ranking,
    /// For each plain square (dense index), the pawn on it as `seat * 8 + number`, or [`EMPTY`].
    pub(crate) occupant: [u8; OCCUPANT_SLOTS],
    /// Pawns in each seat's yard (kept in step with `pos`).
    pub(crate) yard: [u8; 4],
    /// Pawns at each seat's centre (kept in step with `pos`).
    pub(crate) centre: [u8; 4],
    /// For each seat, bit `i` is set when one of its pawns stands on its plain path index `i`.
    pub(crate) own_plain: [u64; 4],
    /// The legal moves while waiting for a move (empty otherwise), computed once per change.
    pub(crate) legal: MoveList,
    /// Each seat's row of the target table (its gate and entry values), kept in step with
    /// `opened` and `has_cut`.
    pub(crate) mode: [u8; 4],
    /// For each seat, the seat that plays after it: the next seated, unfinished one in turn
    /// order (the seat itself if there is none). Kept in step with the finishes.
    pub(crate) next_to_act: [Seat; 4],
}

impl Game {
    /// Starts a game, or says in words what is wrong with the setup.
    pub fn new(setup: &Setup) -> Result<Game, SetupError> {
        let setup = setup.validate()?;
        let mut seated = [false; 4];
        for seat in &setup.seats {
            seated[seat.index()] = true;
        }
        let turn = setup.first.unwrap_or(setup.seats[0]);
        let mut game = Game {
            rules: setup.rules,
            pawns: setup.pawns,
            seated,
            pos: [[YARD; SLOTS]; 4],
            opened: [false; 4],
            has_cut: [false; 4],
            turn,
            stage: Stage::Throwing,
            pool: [0; 7],
            cut_this_turn: false,
            ranking: Ranking::new(),
            occupant: [EMPTY; OCCUPANT_SLOTS],
            yard: [setup.pawns; 4],
            centre: [0; 4],
            own_plain: [0; 4],
            legal: MoveList::new(),
            mode: [0; 4],
            next_to_act: Seat::ALL,
            setup,
        };
        for s in 0..4 {
            game.refresh_mode(s);
        }
        game.refresh_next_to_act();
        Ok(game)
    }

    /// The validated setup (seats in counter-clockwise order, first player filled in).
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The house rules.
    pub fn rules(&self) -> &HouseRules {
        &self.rules
    }

    /// Pawns per player.
    pub fn pawns_per_player(&self) -> u8 {
        self.pawns
    }

    /// The occupied seats, counter-clockwise from South.
    pub fn seats(&self) -> &[Seat] {
        &self.setup.seats
    }

    /// Whether `seat` is playing.
    pub fn is_seated(&self, seat: Seat) -> bool {
        self.seated[seat.index()]
    }

    /// What the game waits for.
    #[inline]
    pub fn phase(&self) -> Phase {
        match self.stage {
            Stage::Throwing => Phase::AwaitingThrow(self.turn),
            Stage::Moving => Phase::AwaitingMove(self.turn),
            Stage::Over => Phase::Finished,
        }
    }

    /// The player whose turn it is (the last to act once the game is over).
    #[inline]
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Whether the game is over.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.stage == Stage::Over
    }

    /// Players who have finished, in order; once the game is over, every player.
    #[inline]
    pub fn ranking(&self) -> &[Seat] {
        &self.ranking
    }

    /// The winner (King), once someone has brought all pawns home.
    pub fn winner(&self) -> Option<Seat> {
        self.ranking
            .first()
            .copied()
            .filter(|&s| self.is_finished(s))
    }

    /// Whether `seat` has brought every pawn to the centre.
    pub fn is_finished(&self, seat: Seat) -> bool {
        self.seated[seat.index()] && self.centre[seat.index()] == self.pawns
    }

    /// Recomputes the counts and masks kept beside `pos` (after loading a state).
    pub(crate) fn recount(&mut self) {
        for s in 0..4 {
            self.refresh_mode(s);
            let pawns = &self.pos[s][..self.pawns as usize];
            self.yard[s] = pawns.iter().filter(|&&p| p == YARD).count() as u8;
            self.centre[s] = pawns.iter().filter(|&&p| p == CENTRE_INDEX).count() as u8;
            self.own_plain[s] = pawns
                .iter()
                .filter(|&&p| p != YARD && !path::is_shared_index(p))
                .fold(0, |mask, &p| mask | 1 << p);
        }
        self.refresh_next_to_act();
    }

    /// Where pawn `number` of `seat` is, or `None` if there is no such pawn.
    pub fn pawn(&self, seat: Seat, number: u8) -> Option<PawnPlace> {
        if !self.seated[seat.index()] || number >= self.pawns {
            return None;
        }
        Some(match self.pos[seat.index()][number as usize] {
            YARD => PawnPlace::Yard,
            i => PawnPlace::Path(i),
        })
    }

    /// Every pawn of `seat` with its place.
    pub fn pawns_of(&self, seat: Seat) -> impl Iterator<Item = (PawnId, PawnPlace)> + '_ {
        (0..self.pawns).filter_map(move |number| {
            self.pawn(seat, number)
                .map(|place| (PawnId { seat, number }, place))
        })
    }

    /// The square a pawn stands on, or `None` in the yard.
    pub fn pawn_square(&self, seat: Seat, number: u8) -> Option<Square> {
        self.pawn(seat, number)?
            .index()
            .and_then(|i| seat.path_square(i))
    }

    /// Every pawn standing on `square`.
    pub fn pawns_on(&self, square: Square) -> impl Iterator<Item = PawnId> + '_ {
        self.setup.seats.iter().flat_map(move |&seat| {
            (0..self.pawns).filter_map(move |number| {
                (self.pawn_square(seat, number) == Some(square)).then_some(PawnId { seat, number })
            })
        })
    }

    /// The pawn `mv` would cut, if it is legal now and lands on an opponent's pawn on a
    /// plain square: the same occupancy [`Game::play`] cuts by, asked without playing, so
    /// a front end can show a move's cut before it is made.
    pub fn cut_by(&self, mv: Move) -> Option<PawnId> {
        if !self.legal.contains(&mv) {
            return None;
        }
        let victim = self.occupant[path::square_index(self.turn, mv.to) as usize];
        // Shared squares (crosses, the centre) never hold an occupant, so nobody is cut there.
        if victim == EMPTY {
            return None;
        }
        let seat = Seat::ALL[(victim >> 3) as usize];
        debug_assert_ne!(seat, self.turn, "a legal move never lands on its own pawn");
        (seat != self.turn).then_some(PawnId {
            seat,
            number: victim & 7,
        })
    }

    /// How many of `seat`'s pawns are in the yard.
    pub fn yard_count(&self, seat: Seat) -> u8 {
        if self.seated[seat.index()] {
            self.yard[seat.index()]
        } else {
            0
        }
    }

    /// How many of `seat`'s pawns are at the centre.
    pub fn centre_count(&self, seat: Seat) -> u8 {
        self.centre[seat.index()]
    }

    /// Whether `seat` has entered a pawn yet (after which 5 also enters).
    pub fn is_opened(&self, seat: Seat) -> bool {
        self.opened[seat.index()]
    }

    /// Whether `seat` has cut an opponent, opening its gate to the inner squares.
    pub fn has_cut(&self, seat: Seat) -> bool {
        self.has_cut[seat.index()]
    }

    /// The values thrown and not yet spent, ascending (at most one with move-after-every-throw).
    pub fn pool(&self) -> impl Iterator<Item = u8> + '_ {
        VALUES
            .iter()
            .zip(self.pool)
            .flat_map(|(&v, n)| std::iter::repeat_n(v, n as usize))
    }

    /// The legal moves for the player to act, sorted, without heap allocation.
    /// Empty unless the game waits for a move.
    pub fn legal_moves(&self) -> MoveList {
        self.legal
    }

    /// The legal moves as a slice borrowed from the game (no copy), sorted.
    #[inline]
    pub fn legal_move_slice(&self) -> &[Move] {
        &self.legal
    }

    /// Recomputes the legal moves for the pooled values; returns whether there are any.
    pub(crate) fn refresh_legal(&mut self) -> bool {
        self.legal.clear();
        let s = self.turn.index();
        let mover = self.mover(s);
        // One pass per distinct pooled value, found from a bit mask rather than a branch
        // per value.
        let mut pooled = self
            .pool
            .iter()
            .enumerate()
            .fold(0u8, |mask, (slot, &n)| mask | u8::from(n > 0) << slot);
        while pooled != 0 {
            let slot = pooled.trailing_zeros() as usize;
            pooled &= pooled - 1;
            mover.push_moves(&self.pos[s][..self.pawns as usize], slot, &mut self.legal);
        }
        !self.legal.is_empty()
    }

    /// The legal moves `seat` would have with `value` in the present position, whoever's
    /// turn it is (for hints, previews and computer players).
    pub fn moves_for_value(&self, seat: Seat, value: u8) -> MoveList {
        let mut moves = MoveList::new();
        if let Some(slot) = value_slot(value)
            && self.seated[seat.index()]
        {
            let s = seat.index();
            self.mover(s)
                .push_moves(&self.pos[s][..self.pawns as usize], slot, &mut moves);
        }
        moves
    }

    /// What decides where seat `s`'s pawns may go.
    #[inline]
    fn mover(&self, s: usize) -> Mover {
        Mover {
            mode: self.mode[s] as usize,
            blocked: self.own_plain[s] | 1 << NO_TARGET,
        }
    }

    /// Recomputes seat `s`'s row of the target table after its gate or entry changed.
    pub(crate) fn refresh_mode(&mut self, s: usize) {
        let gate = if self.has_cut[s] {
            GateState::Open
        } else {
            match self.rules.gate {
                GateRule::Circle => GateState::Circle,
                GateRule::Wait => GateState::Wait,
            }
        };
        let five_enters = self.opened[s] && self.rules.entry == EntryRule::OneThenFive;
        self.mode[s] = path::move_mode(gate, five_enters) as u8;
    }

    /// Whether `seat` has a legal move for some value (1-6 or 12).
    fn has_any_move(&self, seat: Seat) -> bool {
        let s = seat.index();
        // A pawn in the yard can always enter with a 1: home is a cross.
        if self.yard[s] > 0 {
            return true;
        }
        self.pos[s][..self.pawns as usize]
            .iter()
            .any(|&p| (0..VALUES.len()).any(|slot| self.mover(s).target(p, slot).is_some()))
    }

    /// Throws the dice for the player to act. Returns what happened.
    pub fn throw(&mut self, throw: Throw) -> Result<Vec<Event>, GameError> {
        let mut events = Vec::new();
        self.throw_with(throw, |e| events.push(e))?;
        Ok(events)
    }

    /// Plays one of the legal moves. Returns what happened.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, GameError> {
        let mut events = Vec::new();
        self.play_with(mv, |e| events.push(e))?;
        Ok(events)
    }

    /// Like [`Game::throw`], handing each event to `on_event` instead of collecting them.
    pub fn throw_with(
        &mut self,
        throw: Throw,
        mut on_event: impl FnMut(Event),
    ) -> Result<(), GameError> {
        match self.stage {
            Stage::Throwing => {}
            Stage::Moving => return Err(GameError::MoveExpected),
            Stage::Over => return Err(GameError::GameOver),
        }
        let value = throw.value();
        let slot = throw.slot();
        self.pool[slot] = self.pool[slot]
            .checked_add(1)
            .ok_or(GameError::PoolFull(value))?;
        let seat = self.turn;
        on_event(Event::Thrown { seat, throw });
        match self.rules.turn {
            TurnStructure::PerThrow => {
                self.legal.clear();
                let s = self.turn.index();
                self.mover(s).push_moves(
                    &self.pos[s][..self.pawns as usize],
                    slot,
                    &mut self.legal,
                );
                // The pool holds just this value: it is kept for a move, or lost.
                let lost = self.legal.is_empty();
                self.pool[slot] = u8::from(!lost);
                if lost {
                    on_event(Event::ValueLost { seat, value });
                }
                self.end_value(lost, is_bonus_value(value), &mut on_event);
            }
            TurnStructure::ThrowFirst => {
                if throw.is_bonus() {
                    on_event(Event::ThrowAgain { seat });
                } else if self.refresh_legal() {
                    self.stage = Stage::Moving;
                } else {
                    self.lose_pool(&mut on_event);
                    self.end_throw_first_turn(&mut on_event);
                }
            }
        }
        Ok(())
    }

    /// Like [`Game::play`], handing each event to `on_event` instead of collecting them.
    pub fn play_with(
        &mut self,
        mv: Move,
        mut on_event: impl FnMut(Event),
    ) -> Result<(), GameError> {
        match self.stage {
            Stage::Moving => {}
            Stage::Throwing => return Err(GameError::ThrowExpected),
            Stage::Over => return Err(GameError::GameOver),
        }
        // A move is legal when its pawn, with a pooled value, really goes from `from` to `to`.
        let s = self.turn.index();
        let Some(slot) = value_slot(mv.value) else {
            return Err(GameError::IllegalMove(mv));
        };
        let legal = mv.pawn < self.pawns && {
            let from = self.pos[s][mv.pawn as usize];
            (self.pool[slot] > 0)
                & (mv.from == (from != YARD).then_some(from))
                & (self.mover(s).target(from, slot) == Some(mv.to))
        };
        if !legal {
            return Err(GameError::IllegalMove(mv));
        }
        self.apply(mv, slot, &mut on_event);
        Ok(())
    }

    /// Plays the move at position `index` of [`Game::legal_move_slice`] and returns it: the
    /// quick way for playouts that pick a move by its place in the list, since a listed
    /// move needs no checking. A position past the list is refused and changes nothing.
    pub fn play_nth_with(
        &mut self,
        index: usize,
        mut on_event: impl FnMut(Event),
    ) -> Result<Move, GameError> {
        match self.stage {
            Stage::Moving => {}
            Stage::Throwing => return Err(GameError::ThrowExpected),
            Stage::Over => return Err(GameError::GameOver),
        }
        // The list is recomputed after every change, so what it holds is legal.
        let Some(&mv) = self.legal.get(index) else {
            return Err(GameError::NoSuchMove(index));
        };
        let Some(slot) = value_slot(mv.value) else {
            return Err(GameError::IllegalMove(mv));
        };
        self.apply(mv, slot, &mut on_event);
        Ok(mv)
    }

    /// Applies a move already known to be legal.
    /// `slot` is the value's slot in [`VALUES`].
    #[expect(
        clippy::needless_bitwise_bool,
        reason = "`&` and `|` on purpose: no branch on a coin toss"
    )]
    fn apply(&mut self, mv: Move, slot: usize, on_event: &mut impl FnMut(Event)) {
        let seat = self.turn;
        let s = seat.index();
        self.legal.clear();
        self.pool[slot] -= 1;
        let pawn = PawnId {
            seat,
            number: mv.pawn,
        };
        // Entering or moving on is a coin toss to a branch predictor, so both are done
        // without a branch: the yard, like a shared square, never holds an occupant (its
        // square is the spare `OFF_BOARD` slot) or an own-pawn bit, so clearing both
        // unconditionally is right for every place.
        let entering = mv.from.is_none();
        let from = mv.from.unwrap_or(YARD);
        if entering & !self.opened[s] {
            self.opened[s] = true;
            self.refresh_mode(s);
        }
        self.yard[s] -= u8::from(entering);
        self.occupant[path::square_index(seat, from) as usize] = EMPTY;
        self.own_plain[s] &= !(1 << from);
        on_event(match mv.from {
            None => Event::Entered {
                pawn,
                value: mv.value,
            },
            Some(from) => Event::Moved {
                pawn,
                value: mv.value,
                from,
                to: mv.to,
            },
        });
        self.pos[s][mv.pawn as usize] = mv.to;
        let mut cut = false;
        let square = path::square_index(seat, mv.to) as usize;
        // Shared squares have no occupant, so nobody is ever cut there. (A branch-free
        // version of this measured 10% slower: cuts are rare enough to predict.)
        let victim = self.occupant[square];
        if victim != EMPTY {
            let (vs, vn) = ((victim >> 3) as usize, victim & 7);
            self.own_plain[vs] &= !(1 << self.pos[vs][vn as usize]);
            self.pos[vs][vn as usize] = YARD;
            self.yard[vs] += 1;
            if !self.has_cut[s] {
                self.has_cut[s] = true;
                self.refresh_mode(s);
            }
            cut = true;
            on_event(Event::Cut {
                by: seat,
                pawn: PawnId {
                    seat: Seat::ALL[vs],
                    number: vn,
                },
                square: {
                    // `square` came from the path table, whose entries are all on the board.
                    let on_board = Square::from_index(square);
                    debug_assert!(on_board.is_some(), "path square {square} off the board");
                    on_board.unwrap_or(crate::square::CENTRE)
                },
            });
        }
        // A plain square records its pawn; a shared one stays EMPTY (all bits set). No
        // branch: whether a pawn lands on a cross is as random as the throw.
        let plain = !path::is_shared_index(mv.to);
        self.occupant[square] = ((s as u8) << 3 | mv.pawn) | u8::from(!plain).wrapping_neg();
        self.own_plain[s] |= u64::from(plain) << mv.to;
        let mut player_finished = false;
        if mv.to == CENTRE_INDEX {
            self.centre[s] += 1;
            on_event(Event::PawnFinished { pawn });
            if self.is_finished(seat) {
                player_finished = true;
                self.ranking.push(seat);
                self.refresh_next_to_act();
                on_event(Event::PlayerFinished {
                    seat,
                    place: self.ranking.len() as u8,
                });
            }
        }
        if self.check_game_over(player_finished, on_event) {
            return;
        }
        match self.rules.turn {
            TurnStructure::PerThrow => {
                if player_finished {
                    self.pass_turn(on_event);
                } else {
                    self.after_value(mv.value, cut, on_event);
                }
            }
            TurnStructure::ThrowFirst => {
                self.cut_this_turn |= cut;
                if player_finished {
                    self.lose_pool(on_event);
                    self.pass_turn(on_event);
                } else if !self.refresh_legal() {
                    self.lose_pool(on_event);
                    self.end_throw_first_turn(on_event);
                }
            }
        }
    }

    /// Ends the game if a player's finish or a frozen board calls for it.
    fn check_game_over(&mut self, player_finished: bool, on_event: &mut impl FnMut(Event)) -> bool {
        let unfinished = || {
            self.setup
                .seats
                .iter()
                .filter(|&&seat| !self.is_finished(seat))
                .count()
        };
        // A frozen board needs gate=wait: with circling (or an open gate) a pawn off the
        // centre always has a move, since its seven targets are distinct and at most five
        // other own pawns can block plain squares, while the exact value to the centre is
        // never blocked. The `frozen_board_needs_wait` test checks this claim.
        let over = (player_finished && (!self.rules.play_on || unfinished() <= 1))
            || (self.rules.gate == GateRule::Wait && self.is_frozen());
        if !over {
            return false;
        }
        self.rank_unfinished();
        self.lose_pool(on_event);
        self.cut_this_turn = false;
        self.stage = Stage::Over;
        on_event(Event::GameOver {
            ranking: self.ranking.clone(),
        });
        true
    }

    /// Whether no unfinished player has a legal move for any value: nothing can change.
    pub(crate) fn is_frozen(&self) -> bool {
        !self
            .setup
            .seats
            .iter()
            .any(|&seat| !self.is_finished(seat) && self.has_any_move(seat))
    }

    /// Appends the unfinished players to the ranking: most pawns at the centre, then the
    /// highest sum of path indices, then turn order from the player to act.
    fn rank_unfinished(&mut self) {
        let mut rest: arrayvec::ArrayVec<(u8, u32, usize, Seat), 4> = arrayvec::ArrayVec::new();
        let mut seat = self.turn;
        for order in 0..4 {
            if self.seated[seat.index()] && !self.ranking.contains(&seat) {
                let pawns = &self.pos[seat.index()][..self.pawns as usize];
                let sum = pawns
                    .iter()
                    .filter(|&&p| p != YARD)
                    .map(|&p| u32::from(p))
                    .sum();
                rest.push((self.centre_count(seat), sum, order, seat));
            }
            seat = self.next_seat(seat);
        }
        rest.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
        self.ranking.extend(rest.into_iter().map(|r| r.3));
    }

    /// Move-after-every-throw: after a value is spent or lost, throw again or pass.
    #[expect(
        clippy::needless_bitwise_bool,
        reason = "`&` and `|` on purpose: no branch on a coin toss"
    )]
    fn after_value(&mut self, value: u8, cut: bool, on_event: &mut impl FnMut(Event)) {
        let again = is_bonus_value(value) | (cut & self.rules.cut_bonus);
        self.end_value(true, again, on_event);
    }

    /// Move-after-every-throw: with the value `done` (spent or lost), the player throws
    /// again if it earned `again`, or passes; otherwise the player is to move.
    ///
    /// Written without a branch on the throw: which way the dice fell is a coin toss that
    /// no branch predictor can learn.
    #[expect(
        clippy::needless_bitwise_bool,
        reason = "`&` and `|` on purpose: no branch on a coin toss"
    )]
    fn end_value(&mut self, done: bool, again: bool, on_event: &mut impl FnMut(Event)) {
        let seat = self.turn;
        let passes = done & !again;
        let next = self.next_to_act[seat.index()];
        self.turn = if passes { next } else { seat };
        self.stage = if done { Stage::Throwing } else { Stage::Moving };
        self.cut_this_turn &= !passes;
        if done {
            on_event(if again {
                Event::ThrowAgain { seat }
            } else {
                Event::TurnPassed {
                    from: seat,
                    to: next,
                }
            });
        }
    }

    /// Throw-first: the pool is spent; a cut earns a new turn with the cut bonus.
    fn end_throw_first_turn(&mut self, on_event: &mut impl FnMut(Event)) {
        if self.cut_this_turn && self.rules.cut_bonus {
            self.cut_this_turn = false;
            self.stage = Stage::Throwing;
            on_event(Event::ThrowAgain { seat: self.turn });
        } else {
            self.pass_turn(on_event);
        }
    }

    fn lose_pool(&mut self, on_event: &mut impl FnMut(Event)) {
        for (slot, n) in self.pool.iter_mut().enumerate() {
            for _ in 0..*n {
                on_event(Event::ValueLost {
                    seat: self.turn,
                    value: VALUES[slot],
                });
            }
            *n = 0;
        }
    }

    fn next_seat(&self, seat: Seat) -> Seat {
        match self.rules.order {
            TurnOrder::CounterClockwise => seat.counter_clockwise(),
            TurnOrder::Clockwise => seat.clockwise(),
        }
    }

    fn pass_turn(&mut self, on_event: &mut impl FnMut(Event)) {
        let from = self.turn;
        let to = self.next_to_act[from.index()];
        self.turn = to;
        self.stage = Stage::Throwing;
        self.cut_this_turn = false;
        on_event(Event::TurnPassed { from, to });
    }

    /// Recomputes [`Game::next_to_act`] after a finish (or a load).
    pub(crate) fn refresh_next_to_act(&mut self) {
        for seat in Seat::ALL {
            let mut to = self.next_seat(seat);
            while to != seat && (!self.seated[to.index()] || self.is_finished(to)) {
                to = self.next_seat(to);
            }
            self.next_to_act[seat.index()] = to;
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::{Dice, Preset};

    /// A throw-first pool holds at most 255 throws of one value; one more is refused and
    /// the game is left as it was.
    #[test]
    fn an_overfull_pool_is_refused_and_changes_nothing() {
        let setup = Setup::new([Seat::South, Seat::North]).with_rules(Preset::Traditional.rules());
        let mut game = Game::new(&setup).expect("valid setup");
        let twelve = Throw::from_faces(0, 0).expect("faces");
        for _ in 0..255 {
            game.throw(twelve).expect("room in the pool");
        }
        let before = game.clone();
        assert_eq!(game.throw(twelve), Err(GameError::PoolFull(12)));
        assert_eq!(game, before);
        assert_eq!(game.pool().count(), 255);
    }

    /// The game only looks for a frozen board under gate=wait; this checks the reason:
    /// under every other rule combination, random games never freeze.
    #[test]
    fn frozen_board_needs_wait() {
        let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(7));
        for rules in HouseRules::all_combinations() {
            for pawns in [4, 6] {
                let setup = Setup::new(Seat::ALL).with_pawns(pawns).with_rules(rules);
                let mut game = Game::new(&setup).expect("valid setup");
                while !game.is_over() {
                    if game.stage == Stage::Throwing {
                        game.throw_with(dice.roll(), |_| {}).expect("throw");
                    } else {
                        let moves = game.legal_moves();
                        let mv = moves[dice.rng().random_range(0..moves.len())];
                        game.play_with(mv, |_| {}).expect("legal move");
                        if game.is_frozen() {
                            assert_eq!(rules.gate, GateRule::Wait, "froze under {rules:?}");
                        }
                    }
                }
            }
        }
        // Classic rules are one of the combinations: the claim was exercised on them.
        assert!(HouseRules::all_combinations().any(|r| r == Preset::Classic.rules()));
    }
}
