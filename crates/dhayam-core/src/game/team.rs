//! Team play (RULES-TEAMS.md): who shares squares and gates with whom, whose pawns a
//! finished player moves, when a team has won and how a team game ranks. With teams off
//! every mask here holds the seat alone, so the hot path reads the same tables either way.

use super::{Game, Seat, YARD};
use crate::{Finished, GateRule, MoveList, PARTNER_PAWN, Setup, Team, TeamGate};

/// The per-game constants of team play, from the setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Partners {
    /// For each seat (by index), bit `t` set: seat `t`'s pawns are friends of its pawns,
    /// never cut by them and cut together with them: the seat itself, and its partner in
    /// a team game.
    pub(crate) friends: [u8; 4],
    /// Whether several pawns may stand together on a plain square: own pawns where they
    /// stack (the 5x5 inner squares), or partners.
    pub(crate) gathers: bool,
    /// Whether a partner's cut opens a player's gate.
    pub(crate) shared_gate: bool,
    /// Whether a finished player plays the partner's pawns.
    pub(crate) helps: bool,
}

impl Partners {
    /// Team play as `setup` (already validated) asks for it, on a board where own pawns
    /// stack or not (`stacks`).
    pub(crate) fn new(setup: &Setup, stacks: bool) -> Partners {
        let on = setup.sides.is_teams();
        Partners {
            friends: [0, 1, 2, 3].map(|s| 1 << s | u8::from(on) << (s ^ 2)),
            gathers: on || stacks,
            shared_gate: on && setup.rules.team_gate == TeamGate::Team,
            helps: on && setup.rules.finished == Finished::Helps,
        }
    }
}

impl Partners {
    /// Whether the game is played in teams: South's pawns are North's friends.
    pub(crate) const fn on(self) -> bool {
        self.friends[0] & 1 << 2 != 0
    }
}

/// Marks the moves of `moves` as made with the partner's pawns when `tag` says so
/// ([`PARTNER_PAWN`]); a game without helpers never enters the loop.
#[inline]
pub(super) fn mark_partners(moves: &mut MoveList, tag: u8) {
    if tag != 0 {
        for mv in moves.iter_mut() {
            mv.pawn |= tag;
        }
    }
}

impl Game {
    /// The seat whose pawns player `player` moves (by index), and what its moves add to
    /// their pawn numbers: [`PARTNER_PAWN`] for the partner's pawns, else 0. Two loads
    /// and no branch: without helpers (no teams, or finished players sitting out) the
    /// player's own.
    #[inline]
    pub(super) fn hand(&self, player: usize) -> (usize, u8) {
        // `plays_for` holds the player itself but where a finished player helps.
        let s = self.plays_for[player].index();
        (s, u8::from(s != player) * PARTNER_PAWN)
    }

    /// Whether seat `s`'s pawns may go through its gate: it has cut, or (team play, the
    /// default) its partner has, or the house rules have no gate (5x5).
    pub(crate) fn gate_open(&self, s: usize) -> bool {
        self.has_cut[s]
            || (self.partners.shared_gate && self.has_cut[s ^ 2])
            || self.rules.gate == GateRule::Open
    }

    /// Recomputes whose pawns each seat moves: its own, or its partner's once it has
    /// finished, helps, and the partner has not finished.
    pub(crate) fn refresh_plays_for(&mut self) {
        for seat in Seat::ALL {
            let partner = seat.opposite();
            let helps = self.partners.helps
                && self.is_finished(seat)
                && !self.is_finished(partner)
                && self.seated[partner.index()];
            self.plays_for[seat.index()] = if helps { partner } else { seat };
        }
    }

    /// Whether `seat` takes no more turns: it has finished and has nobody to help.
    pub(crate) fn sits_out(&self, seat: Seat) -> bool {
        self.is_finished(seat) && self.plays_for[seat.index()] == seat
    }

    /// The team all of whose pawns are in the centre, in a team game.
    pub(crate) fn finished_team(&self) -> Option<Team> {
        if !self.partners.on() {
            return None;
        }
        Team::ALL
            .into_iter()
            .find(|team| team.seats().iter().all(|&seat| self.is_finished(seat)))
    }

    /// A team game's winner once it is over: the team home first, or on a frozen board
    /// the team with more pawns in the centre, then the larger sum of path indices, then
    /// the team of the player who made the last move.
    pub(crate) fn winning_team(&self) -> Option<Team> {
        if !self.partners.on() {
            return None;
        }
        if let Some(team) = self.finished_team() {
            return Some(team);
        }
        let score = |team: Team| {
            team.seats()
                .iter()
                .fold((0u32, 0u32), |(centre, sum), &seat| {
                    let pawns = &self.pos[seat.index()][..usize::from(self.pawns)];
                    (
                        centre + u32::from(self.centre[seat.index()]),
                        sum + pawns
                            .iter()
                            .filter(|&&p| p != YARD)
                            .map(|&p| u32::from(p))
                            .sum::<u32>(),
                    )
                })
        };
        let last = Team::of(self.turn);
        let (mine, theirs) = (score(last), score(last.other()));
        Some(if theirs > mine { last.other() } else { last })
    }

    /// Orders a team game's full ranking by team: the winning team's two seats first, then
    /// the other team's, each pair in the order the seats were ranked alone.
    pub(super) fn rank_teams(&mut self) {
        let Some(winner) = self.winning_team() else {
            return;
        };
        let (first, second): (Vec<Seat>, Vec<Seat>) = self
            .ranking
            .iter()
            .partition(|&&seat| Team::of(seat) == winner);
        self.ranking.clear();
        self.ranking.extend(first.into_iter().chain(second));
    }

    /// The two teams in final order, once a team game is over.
    pub fn team_ranking(&self) -> Option<[Team; 2]> {
        let first = Team::of(*self.ranking.first()?);
        (self.partners.on() && self.is_over()).then_some([first, first.other()])
    }

    /// Whether the game is played in teams.
    pub fn is_team_game(&self) -> bool {
        self.partners.on()
    }

    /// `seat`'s partner, in a team game.
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        self.setup.sides.partner(seat)
    }

    /// Whose pawns `seat` moves: its own, or in a team game its partner's once it has
    /// finished and helps.
    pub fn plays_for(&self, seat: Seat) -> Seat {
        self.plays_for[seat.index()]
    }

    /// Whether `seat` may go through its gate: it has cut, or in a team game (unless each
    /// player must cut for themselves) its partner has.
    pub fn is_gate_open(&self, seat: Seat) -> bool {
        self.gate_open(seat.index())
    }
}
