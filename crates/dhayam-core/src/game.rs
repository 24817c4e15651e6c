//! A validated game in progress: throws in, moves out, events back.

use crate::event::Ranking;
use crate::path::{self, GateState, NO_TARGET, YARD_INDEX};
use crate::throw::VALUES;
use crate::{
    EntryRule, Event, GateRule, HouseRules, Move, MoveList, PawnId, PawnPlace, Seat, Setup,
    SetupError, Square, ThreeBonuses, Throw, TurnOrder, TurnStructure,
};

mod cut;
mod error;
mod layout;
mod mover;
mod queries;
mod stuck;
mod team;
mod turns;
mod way;

pub use error::GameError;
pub(crate) use layout::Layout;
use mover::{Mover, pooled_slots};
pub use stuck::Stuck;
pub(crate) use team::Partners;
use team::mark_partners;
pub use way::Reach;

/// Marks a pawn in its yard in the compact position table.
pub(crate) const YARD: u8 = YARD_INDEX;
/// Marks an empty plain square in the occupancy table.
pub(crate) const EMPTY: u8 = u8::MAX;
/// Entries of the occupancy table: the 49 squares of the 7x7 grid (the 5x5 board uses
/// some of them) and the spare [`path::OFF_BOARD`] slot, which stays empty.
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
    /// The board, the throw and the tables they make.
    pub(crate) layout: Layout,
    /// Who shares squares and gates with whom (team play).
    pub(crate) partners: Partners,
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
    /// Values thrown and not yet spent, as a count per slot of the throw's values (at
    /// most seven slots; the eighth stays 0, so the pool reads as one word).
    pub(crate) pool: [u8; 8],
    /// Throw-first: whether a move of this turn cut.
    pub(crate) cut_this_turn: bool,
    /// Move after every throw, with three bonus throws voiding a turn: the bonus throws in
    /// a row so far this turn (a throw earned by a cut starts afresh). Always 0 otherwise;
    /// throw-first turns count their pool instead.
    pub(crate) bonus_run: u8,
    pub(crate) ranking: Ranking,
    /// For each plain square (dense index), the pawn on it as `seat * 8 + number`, or
    /// [`EMPTY`]; where own pawns stand together (5x5 inner squares), one of them.
    pub(crate) occupant: [u8; OCCUPANT_SLOTS],
    /// Pawns in each seat's yard (kept in step with `pos`).
    pub(crate) yard: [u8; 4],
    /// Pawns at each seat's centre (kept in step with `pos`).
    pub(crate) centre: [u8; 4],
    /// For each seat, bit `i` is set when one of its pawns stands on its path index `i` and
    /// closes it to the seat's other pawns (see [`Layout::blocking`]).
    pub(crate) own_plain: [u64; 4],
    /// The legal moves while waiting for a move (empty otherwise), computed once per change.
    pub(crate) legal: MoveList,
    /// Each seat's row of the target table (its gate and entry values), kept in step with
    /// `opened` and `has_cut`.
    pub(crate) mode: [u8; 4],
    /// For each seat, the seat that plays after it: the next seated, unfinished one in turn
    /// order (the seat itself if there is none). Kept in step with the finishes.
    pub(crate) next_to_act: [Seat; 4],
    /// For each seat, whose pawns it moves: its own, or its partner's once it has
    /// finished and helps (team play). Kept in step with the finishes.
    pub(crate) plays_for: [Seat; 4],
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
        let layout = Layout::new(setup.variant, &setup.rules);
        // Pawns start in the yard, or on their home square (the 5x5 board), entered.
        let start = layout.cut_to;
        let on_board = start != YARD;
        let mut game = Game {
            layout,
            partners: Partners::new(&setup, layout.stacks),
            rules: setup.rules,
            pawns: setup.pawns,
            seated,
            pos: [[start; SLOTS]; 4],
            opened: [on_board; 4],
            has_cut: [false; 4],
            turn,
            stage: Stage::Throwing,
            pool: [0; 8],
            cut_this_turn: false,
            bonus_run: 0,
            ranking: Ranking::new(),
            occupant: [EMPTY; OCCUPANT_SLOTS],
            yard: [if on_board { 0 } else { setup.pawns }; 4],
            centre: [0; 4],
            own_plain: [0; 4],
            legal: MoveList::new(),
            mode: [0; 4],
            next_to_act: Seat::ALL,
            plays_for: Seat::ALL,
            setup,
        };
        for s in 0..4 {
            game.refresh_mode(s);
        }
        game.refresh_next_to_act();
        Ok(game)
    }

    /// Recomputes the legal moves for the pooled values; returns whether there are any.
    pub(crate) fn refresh_legal(&mut self) -> bool {
        self.legal.clear();
        let (s, tag) = self.hand(self.turn.index());
        let mover = self.mover(s);
        // One pass per distinct pooled value, found from a bit mask rather than a branch
        // per value.
        let mut pooled = pooled_slots(self.pool);
        while pooled != 0 {
            let slot = pooled.trailing_zeros() as usize;
            pooled &= pooled - 1;
            mover.push_moves(&self.pos[s][..self.pawns as usize], slot, &mut self.legal);
        }
        mark_partners(&mut self.legal, tag);
        !self.legal.is_empty()
    }

    /// The legal moves `seat` would have with `value` in the present position, whoever's
    /// turn it is (for hints, previews and computer players): with its partner's pawns
    /// once it has finished and helps.
    pub fn moves_for_value(&self, seat: Seat, value: u8) -> MoveList {
        let mut moves = MoveList::new();
        if let Some(slot) = self.layout.slot_of(value)
            && self.seated[seat.index()]
        {
            let (s, tag) = self.hand(seat.index());
            self.mover(s)
                .push_moves(&self.pos[s][..self.pawns as usize], slot, &mut moves);
            mark_partners(&mut moves, tag);
        }
        moves
    }

    /// What decides where seat `s`'s pawns may go.
    #[inline]
    fn mover(&self, s: usize) -> Mover {
        Mover {
            mode: self.mode[s] as usize,
            blocked: self.own_plain[s] | 1 << NO_TARGET,
            values: self.layout.values,
        }
    }

    /// Recomputes seat `s`'s row of the target table after its gate or entry changed.
    pub(crate) fn refresh_mode(&mut self, s: usize) {
        let gate = match self.rules.gate {
            _ if self.gate_open(s) => GateState::Open,
            GateRule::Open => GateState::Open,
            GateRule::Circle => GateState::Circle,
            GateRule::Wait => GateState::Wait,
        };
        let five_enters = self.opened[s] && self.rules.entry == EntryRule::OneThenFive;
        self.mode[s] = path::move_mode(self.layout.mode_base as usize, gate, five_enters) as u8;
    }

    /// Whether `seat` has a legal move for some value of its throw.
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
        if throw.kind() != self.layout.kind {
            return Err(GameError::WrongThrow {
                expected: self.layout.kind,
                got: throw.kind(),
            });
        }
        let value = throw.value();
        let slot = throw.slot();
        self.pool[slot] = self.pool[slot]
            .checked_add(1)
            .ok_or(GameError::PoolFull(value))?;
        let seat = self.turn;
        on_event(Event::Thrown { seat, throw });
        let bonus = self.layout.is_bonus(value);
        if self.rules.three_bonuses == ThreeBonuses::Void && bonus && self.third_bonus() {
            self.void_turn(&mut on_event);
            return Ok(());
        }
        match self.rules.turn {
            TurnStructure::PerThrow => {
                self.legal.clear();
                let (s, tag) = self.hand(self.turn.index());
                self.mover(s).push_moves(
                    &self.pos[s][..self.pawns as usize],
                    slot,
                    &mut self.legal,
                );
                mark_partners(&mut self.legal, tag);
                // The pool holds just this value: it is kept for a move, or lost.
                let lost = self.legal.is_empty();
                self.pool[slot] = u8::from(!lost);
                if lost {
                    on_event(Event::ValueLost { seat, value });
                }
                self.end_value(lost, bonus, &mut on_event);
            }
            TurnStructure::ThrowFirst => {
                if bonus {
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
        // A move is legal when its pawn, with a pooled value, really goes from `from` to `to`
        // (and is marked as the partner's exactly when the player moves the partner's pawns).
        let (s, tag) = self.hand(self.turn.index());
        let Some(slot) = self.layout.slot_of(mv.value) else {
            return Err(GameError::IllegalMove(mv));
        };
        let number = mv.pawn ^ tag;
        let legal = number < self.pawns && {
            let from = self.pos[s][number as usize];
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
        // A listed move's value is one of the throw's: its slot needs no check.
        let slot = usize::from(self.layout.slots[usize::from(mv.value)]);
        self.apply(mv, slot, &mut on_event);
        Ok(mv)
    }

    /// Applies a move already known to be legal.
    /// `slot` is the value's pool slot.
    #[expect(
        clippy::needless_bitwise_bool,
        reason = "`&` and `|` on purpose: no branch on a coin toss"
    )]
    fn apply(&mut self, mv: Move, slot: usize, on_event: &mut impl FnMut(Event)) {
        // The pawn's owner: the player, or the partner a finished player helps.
        let seat = self.plays_for[self.turn.index()];
        let s = seat.index();
        self.legal.clear();
        self.pool[slot] -= 1;
        let number = mv.number();
        let pawn = PawnId { seat, number };
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
        let left = self.layout.square_index(s, from) as usize;
        self.occupant[left] = EMPTY;
        self.own_plain[s] &= !(1 << from);
        if self.partners.gathers {
            // Another own or partner's pawn may still stand on the square left behind.
            self.occupant[left] = self.stacked_on(s, from, number);
        }
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
        self.pos[s][number as usize] = mv.to;
        let square = self.layout.square_index(s, mv.to) as usize;
        // A plain square records its pawn; a shared one stays EMPTY (all bits set). No
        // branch: whether a pawn lands on a cross is as random as the throw.
        let shared = self.layout.is_shared(mv.to);
        let mut occupant = ((s as u8) << 3 | number) | u8::from(shared).wrapping_neg();
        // Shared squares have no occupant, so nobody is ever cut there. (A branch-free
        // version of this measured 10% slower: cuts are rare enough to predict.)
        let victim = self.occupant[square];
        let mut cut = false;
        if victim != EMPTY {
            if (self.partners.friends[s] >> (victim >> 3)) & 1 == 1 {
                // Own pawns stack (5x5 inner squares), partners share: the square
                // records the lowest of them, as a reload would.
                occupant = occupant.min(victim);
            } else {
                cut = true;
                self.cut(seat, victim, square, on_event);
            }
        }
        self.occupant[square] = occupant;
        self.own_plain[s] |= self.layout.blocking & 1 << mv.to;
        let mut player_finished = false;
        if mv.to == self.layout.centre {
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
        // A finished player who helps a partner goes on with the turn.
        let player_finished = player_finished && self.plays_for[s] == seat;
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
}

#[cfg(test)]
mod tests;
