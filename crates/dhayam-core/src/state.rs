//! A game's state in plain, serialisable form, and its re-validation when loaded.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::game::{EMPTY, Stage, YARD};
use crate::{Game, PawnPlace, Phase, Seat, Setup, ThreeBonuses, TurnStructure};

/// One player's part of a [`GameState`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    /// The player's seat.
    pub seat: Seat,
    /// Where each pawn is, pawn 0 first.
    pub pawns: Vec<PawnPlace>,
    /// Whether the player has entered a pawn.
    pub opened: bool,
    /// Whether the player has cut (gate open).
    pub has_cut: bool,
}

/// What a saved game state waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StatePhase {
    /// The player to act throws.
    AwaitingThrow,
    /// The player to act moves.
    AwaitingMove,
    /// The game is over.
    Finished,
}

/// Everything a [`Game`] knows, unvalidated: what a save file holds. It becomes a game
/// again only through [`Game::try_from`], which checks every field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// The setup.
    pub setup: Setup,
    /// One entry per player.
    pub players: Vec<PlayerState>,
    /// The player to act.
    pub turn: Seat,
    /// What the game waits for.
    pub phase: StatePhase,
    /// Values thrown and not yet spent.
    pub pool: Vec<u8>,
    /// Throw-first: whether a move of this turn cut.
    pub cut_this_turn: bool,
    /// Move after every throw, with three bonus throws voiding a turn (5x5 house rule):
    /// the bonus throws in a row so far this turn. Files without it: none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub bonus_run: u8,
    /// Finished players in order (every player once the game is over).
    pub ranking: Vec<Seat>,
}

/// Why a [`GameState`] is not a game that can exist.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateError(pub String);

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "impossible game state: {}", self.0)
    }
}

impl std::error::Error for StateError {}

impl From<&Game> for GameState {
    fn from(game: &Game) -> Self {
        GameState {
            setup: game.setup.clone(),
            players: game
                .setup
                .seats
                .iter()
                .map(|&seat| PlayerState {
                    seat,
                    pawns: game.pawns_of(seat).map(|(_, place)| place).collect(),
                    opened: game.opened[seat.index()],
                    has_cut: game.has_cut[seat.index()],
                })
                .collect(),
            turn: game.turn,
            phase: match game.phase() {
                Phase::AwaitingThrow(_) => StatePhase::AwaitingThrow,
                Phase::AwaitingMove(_) => StatePhase::AwaitingMove,
                Phase::Finished => StatePhase::Finished,
            },
            pool: game.pool().collect(),
            cut_this_turn: game.cut_this_turn,
            bonus_run: game.bonus_run,
            ranking: game.ranking.to_vec(),
        }
    }
}

impl From<Game> for GameState {
    fn from(game: Game) -> Self {
        GameState::from(&game)
    }
}

/// Whether a count is 0 (written to files only otherwise).
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if"
)]
const fn is_zero(count: &u8) -> bool {
    *count == 0
}

fn fail<T>(message: impl Into<String>) -> Result<T, StateError> {
    Err(StateError(message.into()))
}

impl TryFrom<GameState> for Game {
    type Error = StateError;

    #[allow(clippy::too_many_lines)]
    fn try_from(state: GameState) -> Result<Game, StateError> {
        let mut game = Game::new(&state.setup).map_err(|e| StateError(e.to_string()))?;
        let pawns = game.pawns as usize;
        let layout = game.layout;
        let board = layout.board;
        if state.players.len() != game.setup.seats.len() {
            return fail(format!(
                "{} players listed for {} seats",
                state.players.len(),
                game.setup.seats.len()
            ));
        }
        // Every player's cut first: a partner's may open a gate too (`Game::gate_open`).
        for player in &state.players {
            game.has_cut[player.seat.index()] |= player.has_cut;
        }
        let partners = game.partners;
        let mut seen = [false; 4];
        for player in &state.players {
            let s = player.seat.index();
            if !game.seated[s] {
                return fail(format!("{} is listed but has no seat", player.seat));
            }
            if seen[s] {
                return fail(format!("{} is listed twice", player.seat));
            }
            seen[s] = true;
            if player.pawns.len() != pawns {
                return fail(format!(
                    "{} has {} pawns, the setup says {pawns}",
                    player.seat,
                    player.pawns.len()
                ));
            }
            for (number, place) in player.pawns.iter().enumerate() {
                let index = match *place {
                    PawnPlace::Yard if layout.cut_to != YARD => {
                        return fail(format!(
                            "{} pawn {} is in a yard, but on the {} board pawns start on \
                             their home square",
                            player.seat,
                            number + 1,
                            state.setup.variant.key()
                        ));
                    }
                    PawnPlace::Yard => YARD,
                    PawnPlace::Path(i) if i > board.centre_index() => {
                        return fail(format!(
                            "{} pawn {} is at path index {i}, past the centre",
                            player.seat,
                            number + 1
                        ));
                    }
                    PawnPlace::Path(i) => i,
                };
                if index != YARD && !player.opened {
                    return fail(format!(
                        "{} has a pawn on the board but never entered one",
                        player.seat
                    ));
                }
                if index != YARD && index >= board.first_inner() && !game.gate_open(s) {
                    return fail(format!(
                        "{} pawn {} is inside the gate but {} has never cut",
                        player.seat,
                        number + 1,
                        player.seat
                    ));
                }
                if index != YARD && !layout.is_shared(index) {
                    let square = layout.square_index(s, index) as usize;
                    let here = game.occupant[square];
                    // Own pawns may stand together where they stack (5x5 inner squares),
                    // partners anywhere.
                    let other = usize::from(here >> 3);
                    let stacked = here != EMPTY
                        && partners.friends[s] >> other & 1 == 1
                        && (other != s || (layout.stacks && layout.blocking >> index & 1 == 0));
                    if here != EMPTY && !stacked {
                        return fail(format!(
                            "two pawns stand on the plain square {}",
                            board
                                .path_square(player.seat, index)
                                .map_or_else(String::new, |sq| sq.to_string())
                        ));
                    }
                    // A stack records its lowest pawn (seat, then number), as play does.
                    game.occupant[square] = here.min((s as u8) << 3 | number as u8);
                }
                game.pos[s][number] = index;
            }
            if player.has_cut && !player.opened {
                return fail(format!(
                    "{} has cut but never entered a pawn to cut with",
                    player.seat
                ));
            }
            game.opened[s] = player.opened;
            game.has_cut[s] = player.has_cut;
        }
        game.recount();
        // Ranking: finished players first, in order; everyone once the game is over.
        for (i, &seat) in state.ranking.iter().enumerate() {
            if !game.seated[seat.index()] {
                return fail(format!("{seat} is ranked but has no seat"));
            }
            if state.ranking[..i].contains(&seat) {
                return fail(format!("{seat} is ranked twice"));
            }
        }
        let finished: Vec<Seat> = game
            .setup
            .seats
            .iter()
            .copied()
            .filter(|&seat| game.is_finished(seat))
            .collect();
        let over = state.phase == StatePhase::Finished;
        // A finished team game ranks by team, so a finished player may follow an
        // unfinished partner (a frozen board the partner's team won).
        let by_team = partners.on() && over;
        if !by_team
            && (state.ranking.len() < finished.len()
                || !state.ranking[..finished.len()]
                    .iter()
                    .all(|s| finished.contains(s)))
        {
            return fail("the ranking does not start with the finished players");
        }
        if by_team && state.ranking.get(1).map(|s| s.opposite()) != state.ranking.first().copied() {
            return fail("a finished team game must rank partners together");
        }
        if over && state.ranking.len() != game.setup.seats.len() {
            return fail("a finished game must rank every player");
        }
        if !over && state.ranking.len() != finished.len() {
            return fail("a game in progress ranks only the finished players");
        }
        game.ranking = state.ranking.iter().copied().collect();
        if !game.seated[state.turn.index()] {
            return fail(format!(
                "it is {}'s turn but {} has no seat",
                state.turn, state.turn
            ));
        }
        if !over && game.sits_out(state.turn) {
            return fail(format!(
                "it is {}'s turn but {} has finished",
                state.turn, state.turn
            ));
        }
        game.turn = state.turn;
        for &value in &state.pool {
            let Some(slot) = layout.slot_of(value) else {
                return fail(format!("the pool holds {value}, which no throw gives"));
            };
            game.pool[slot] = game.pool[slot]
                .checked_add(1)
                .ok_or_else(|| StateError("the pool is too large".into()))?;
        }
        let throw_first = game.rules.turn == TurnStructure::ThrowFirst;
        if state.cut_this_turn && !throw_first {
            return fail("a cut-this-turn flag outside a throw-first game");
        }
        if state.cut_this_turn && state.phase != StatePhase::AwaitingMove {
            return fail("a cut this turn before any move of the turn");
        }
        let hand = game.plays_for(state.turn).index();
        if state.cut_this_turn && !game.has_cut[state.turn.index()] && !game.has_cut[hand] {
            return fail(format!("{} cut this turn but has never cut", state.turn));
        }
        game.cut_this_turn = state.cut_this_turn;
        check_bonus_run(&state, &game)?;
        game.bonus_run = state.bonus_run;
        match state.phase {
            StatePhase::Finished => {
                if !state.pool.is_empty() {
                    return fail("a finished game has values left to spend");
                }
                game.stage = Stage::Over;
            }
            StatePhase::AwaitingThrow => {
                if throw_first {
                    if !state.pool.iter().all(|&v| layout.is_bonus(v)) {
                        return fail("a throw-first pool may only grow on bonus values");
                    }
                } else if !state.pool.is_empty() {
                    return fail("values left to spend while waiting for a throw");
                }
                game.stage = Stage::Throwing;
            }
            StatePhase::AwaitingMove => {
                if !throw_first && state.pool.len() != 1 {
                    return fail("moving after every throw needs exactly one value to spend");
                }
                if state.pool.iter().filter(|&&v| !layout.is_bonus(v)).count() > 1 {
                    return fail(
                        "a throw-first pool holds at most one value that is not a bonus value",
                    );
                }
                game.stage = Stage::Moving;
                if !game.refresh_legal() {
                    return fail("waiting for a move but no move is legal");
                }
            }
        }
        let unfinished = game.setup.seats.len() - finished.len();
        let someone_won = if partners.on() {
            game.finished_team().is_some()
        } else {
            !finished.is_empty() && (!game.rules.play_on || unfinished <= 1)
        };
        if over && !someone_won && !game.is_frozen() {
            return fail("the game is marked over, but nobody has won and play can go on");
        }
        if !over {
            if someone_won {
                return fail("the game should already be over");
            }
            if game.is_frozen() {
                return fail("no player can ever move again, so the game should be over");
            }
        }
        if by_team && game.team_ranking().map(|teams| teams[0]) != game.winning_team() {
            return fail("the team ranked first is not the team that won");
        }
        Ok(game)
    }
}

/// Checks the count of bonus throws in a row against the rules and the pool: a count
/// only where three bonus throws void a turn and a value follows each throw, at most two
/// (the third voids the turn), and a throw-first pool of bonus values never three long.
fn check_bonus_run(state: &GameState, game: &Game) -> Result<(), StateError> {
    let voids = game.rules.three_bonuses == ThreeBonuses::Void;
    let throw_first = game.rules.turn == TurnStructure::ThrowFirst;
    if state.bonus_run > 0 && (!voids || throw_first || state.phase == StatePhase::Finished) {
        return fail("bonus throws counted where three of them void nothing");
    }
    if state.bonus_run > 2 {
        return fail("three bonus throws in a row would have voided the turn");
    }
    if state.phase == StatePhase::AwaitingMove
        && !throw_first
        && state.pool.iter().any(|&v| game.layout.is_bonus(v))
        && state.bonus_run == 0
        && voids
    {
        return fail("a bonus value to spend, but no bonus throw counted");
    }
    if voids && throw_first && state.phase == StatePhase::AwaitingThrow && state.pool.len() >= 3 {
        return fail("three bonus throws in a row would have voided the turn");
    }
    Ok(())
}

impl serde::Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        GameState::from(self).serialize(serializer)
    }
}

impl<'de> serde::Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let state = GameState::deserialize(deserializer)?;
        Game::try_from(state).map_err(serde::de::Error::custom)
    }
}
