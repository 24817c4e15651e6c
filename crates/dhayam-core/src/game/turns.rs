//! How a turn goes on after a value is spent: throwing again, passing the turn, players
//! finishing and the game ending. Part of the hot path (see `game.rs`).

use super::{Event, Game, GateRule, Seat, Stage, TurnOrder, TurnStructure, YARD};

impl Game {
    /// Ends the game if a player's finish or a frozen board calls for it.
    pub(super) fn check_game_over(
        &mut self,
        player_finished: bool,
        on_event: &mut impl FnMut(Event),
    ) -> bool {
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
        // A team game ends when a team is home: the other team is second.
        let someone_won = || {
            if self.partners.on() {
                self.finished_team().is_some()
            } else {
                !self.rules.play_on || unfinished() <= 1
            }
        };
        let over = (player_finished && someone_won())
            || (self.rules.gate == GateRule::Wait && self.is_frozen());
        if !over {
            return false;
        }
        self.rank_unfinished();
        self.rank_teams();
        self.lose_pool(on_event);
        self.cut_this_turn = false;
        self.bonus_run = 0;
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
    pub(super) fn rank_unfinished(&mut self) {
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

    /// Move-after-every-throw: after a value is spent or lost, throw again or pass
    /// (`&` and `|` on purpose: no branch on a coin toss).
    pub(super) fn after_value(&mut self, value: u8, cut: bool, on_event: &mut impl FnMut(Event)) {
        let cut_earns = cut & self.rules.cut_bonus;
        let again = self.layout.is_bonus(value) | cut_earns;
        // A throw earned by a cut starts the count of bonus throws afresh. (The count is
        // 0 but where three bonus throws void a turn: a branch always predicted there.)
        if self.bonus_run != 0 && cut_earns {
            self.bonus_run = 0;
        }
        self.end_value(true, again, on_event);
    }

    /// With three bonus throws voiding a turn: counts a bonus throw (its value already in
    /// the pool) and says whether it is the third in a row. Move after every throw counts
    /// in [`Game::bonus_run`]; throw-first counts its pool, which holds only bonus values
    /// while the player throws.
    pub(super) fn third_bonus(&mut self) -> bool {
        match self.rules.turn {
            TurnStructure::PerThrow => {
                self.bonus_run += 1;
                self.bonus_run == 3
            }
            TurnStructure::ThrowFirst => self.pool.iter().sum::<u8>() == 3,
        }
    }

    /// Three bonus throws in a row: the pool is lost (with a move after every throw, just
    /// the third value) and the turn passes.
    pub(super) fn void_turn(&mut self, on_event: &mut impl FnMut(Event)) {
        on_event(Event::TurnVoid { seat: self.turn });
        self.lose_pool(on_event);
        self.pass_turn(on_event);
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
    pub(super) fn end_value(&mut self, done: bool, again: bool, on_event: &mut impl FnMut(Event)) {
        let seat = self.turn;
        let passes = done & !again;
        let next = self.next_to_act[seat.index()];
        self.turn = if passes { next } else { seat };
        self.stage = if done { Stage::Throwing } else { Stage::Moving };
        self.cut_this_turn &= !passes;
        if self.bonus_run != 0 && passes {
            self.bonus_run = 0;
        }
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
    pub(super) fn end_throw_first_turn(&mut self, on_event: &mut impl FnMut(Event)) {
        if self.cut_this_turn && self.rules.cut_bonus {
            self.cut_this_turn = false;
            self.stage = Stage::Throwing;
            on_event(Event::ThrowAgain { seat: self.turn });
        } else {
            self.pass_turn(on_event);
        }
    }

    pub(super) fn lose_pool(&mut self, on_event: &mut impl FnMut(Event)) {
        for (slot, n) in self.pool.iter_mut().enumerate() {
            for _ in 0..*n {
                on_event(Event::ValueLost {
                    seat: self.turn,
                    value: self.layout.values[slot],
                });
            }
            *n = 0;
        }
    }

    pub(super) fn next_seat(&self, seat: Seat) -> Seat {
        match self.rules.order {
            TurnOrder::CounterClockwise => seat.counter_clockwise(),
            TurnOrder::Clockwise => seat.clockwise(),
        }
    }

    pub(super) fn pass_turn(&mut self, on_event: &mut impl FnMut(Event)) {
        let from = self.turn;
        let to = self.next_to_act[from.index()];
        self.turn = to;
        self.stage = Stage::Throwing;
        self.cut_this_turn = false;
        self.bonus_run = 0;
        on_event(Event::TurnPassed { from, to });
    }

    /// Recomputes [`Game::next_to_act`] and whose pawns each seat moves after a finish (or
    /// a load).
    pub(crate) fn refresh_next_to_act(&mut self) {
        self.refresh_plays_for();
        for seat in Seat::ALL {
            let mut to = self.next_seat(seat);
            while to != seat && (!self.seated[to.index()] || self.sits_out(to)) {
                to = self.next_seat(to);
            }
            self.next_to_act[seat.index()] = to;
        }
    }
}
