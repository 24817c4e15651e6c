//! What a [`Game`] answers about itself: the setup, whose turn, where the pawns are, the
//! pool, the legal moves and what a move would cut. Nothing here changes the game.

use super::{
    EMPTY, Game, HouseRules, Move, MoveList, PawnId, PawnPlace, Phase, Seat, Setup, Square, Stage,
    YARD,
};
use crate::{Board, ThreeBonuses, TurnStructure, Variant};

impl Game {
    /// The validated setup (seats in counter-clockwise order, first player filled in).
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The house rules.
    pub fn rules(&self) -> &HouseRules {
        &self.rules
    }

    /// The variant: which board, with which throw.
    pub fn variant(&self) -> Variant {
        self.setup.variant
    }

    /// The board played on.
    pub fn board(&self) -> &'static Board {
        self.layout.board
    }

    /// The values a throw can give in this game, ascending.
    pub fn throw_values(&self) -> &'static [u8] {
        self.layout.kind.values()
    }

    /// Whether pawns start in the yard and a cut pawn goes back there: on the 7x7 board,
    /// and on the 5x5 board under its house rule `start=yard` (else its pawns start on,
    /// and go back to, their home square).
    pub fn starts_in_yards(&self) -> bool {
        self.layout.cut_to == YARD
    }

    /// Whether `value` earns another throw in this game: its board's bonus values, and
    /// a 1 too where the 5x5 house rule says so.
    pub fn is_bonus(&self, value: u8) -> bool {
        self.layout.slot_of(value).is_some() && self.layout.is_bonus(value)
    }

    /// The bonus throws in a row so far this turn, where three of them void a turn (the
    /// 5x5 house rule `three_bonuses=void`; 0 otherwise): with a move after every throw
    /// the count kept, with throw first the bonus values pooled.
    pub fn bonus_run(&self) -> u8 {
        match self.rules.turn {
            TurnStructure::PerThrow => self.bonus_run,
            TurnStructure::ThrowFirst
                if self.rules.three_bonuses == ThreeBonuses::Void
                    && self.stage == Stage::Throwing =>
            {
                self.pool.iter().sum()
            }
            TurnStructure::ThrowFirst => 0,
        }
    }

    /// Whether an own pawn on path index `index` closes that square to the player's other
    /// pawns: on plain squares, but not on the 5x5 board's inner squares, where own pawns
    /// stand together.
    pub fn own_pawn_blocks(&self, index: u8) -> bool {
        index < 64 && self.layout.blocking >> index & 1 == 1
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
            self.centre[s] = pawns.iter().filter(|&&p| p == self.layout.centre).count() as u8;
            self.own_plain[s] = pawns
                .iter()
                .filter(|&&p| p != YARD)
                .fold(0, |mask, &p| mask | (self.layout.blocking >> p & 1) << p);
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
            .and_then(|i| self.layout.board.path_square(seat, i))
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
    /// a front end can show a move's cut before it is made. Where pawns stack (the 5x5
    /// inner squares) or partners share, the move cuts every pawn on the square; this
    /// names one.
    pub fn cut_by(&self, mv: Move) -> Option<PawnId> {
        if !self.legal.contains(&mv) {
            return None;
        }
        let s = self.plays_for[self.turn.index()].index();
        let square = self.layout.square_index(s, mv.to);
        let victim = self.occupant[square as usize];
        // Shared squares (crosses, the centre) never hold an occupant, so nobody is cut there.
        if victim == EMPTY {
            return None;
        }
        let vs = usize::from(victim >> 3);
        // Own pawns stand together only where they stack, partners wherever they like; they
        // are never cut.
        (self.partners.friends[s] >> vs & 1 == 0).then_some(PawnId {
            seat: Seat::ALL[vs],
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
        self.layout
            .values
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
}
