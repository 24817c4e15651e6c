//! Medium: a hand-written policy weighing each legal move on its own.

use dhayam_core::{Game, Move, Phase};

use crate::threats::square_of;
use crate::{Bot, Level, Threats};

/// Bonus for cutting, on top of the victim's worth.
const CUT: f32 = 30.0;
/// Extra bonus for a first cut, which opens the gate to the inner squares.
const FIRST_CUT: f32 = 30.0;
/// Bonus for entering a pawn (beyond the worth of a pawn on the board).
const ENTER: f32 = 8.0;
/// Bonus for bringing a pawn to the centre.
const FINISH: f32 = 20.0;
/// Bonus for stopping on a cross.
const CROSS: f32 = 2.0;
/// What a pawn on the board is worth beyond its steps: the throw spent entering it.
const ON_BOARD: f32 = 10.0;

/// What a pawn at path index `index` is worth to the policy: its steps and its entry.
fn pawn_worth(index: u8) -> f32 {
    ON_BOARD + f32::from(index)
}

/// The Medium bot: scores every legal move by a fixed rule of thumb and plays the best.
///
/// A move earns points for cutting (more for a first cut, which opens the gate), for
/// entering, for reaching the centre or a cross, for taking a pawn out of reach of the
/// opponents and for steps gained (worth more near the centre); it loses points for the
/// chance, from the real odds of each throw value, that the pawn is cut where it lands.
/// Ties go to the first move listed, so the policy needs no seed.
#[derive(Clone, Copy, Debug, Default)]
pub struct PolicyBot;

impl PolicyBot {
    /// The Medium bot.
    pub fn new() -> PolicyBot {
        PolicyBot
    }
}

impl Bot for PolicyBot {
    fn level(&self) -> Level {
        Level::Medium
    }

    fn choose(&mut self, game: &Game) -> Option<Move> {
        policy_move(game)
    }
}

/// The move the Medium policy plays, if the game waits for one.
pub(crate) fn policy_move(game: &Game) -> Option<Move> {
    let moves = game.legal_move_slice();
    if moves.len() <= 1 {
        return moves.first().copied();
    }
    let threats = Threats::new(game);
    let mut best: Option<(Move, f32)> = None;
    for &mv in moves {
        let score = policy_score(game, &threats, mv);
        if best.is_none_or(|(_, top)| score > top) {
            best = Some((mv, score));
        }
    }
    best.map(|(mv, _)| mv)
}

/// How much the Medium policy likes `mv` for the player to act: in a team game a
/// finished player weighs its partner's pawns as its own, and never counts a partner as
/// someone to cut.
fn policy_score(game: &Game, threats: &Threats, mv: Move) -> f32 {
    let Phase::AwaitingMove(player) = game.phase() else {
        return 0.0;
    };
    // Whose pawn moves: the player's own, or its partner's once it has finished.
    let seat = game.plays_for(player);
    let mut score = 0.0;
    let board = game.board();
    let centre = board.centre_index();
    let to_square = square_of(board, seat, mv.to);
    let lands_plain = !board.is_shared_index(mv.to);
    if lands_plain
        && let Some((victim, index)) = threats.occupant(to_square)
        && victim.seat != seat
        && game.partner(seat) != Some(victim.seat)
    {
        score += CUT + pawn_worth(index);
        if !game.is_gate_open(seat) {
            score += FIRST_CUT;
        }
    }
    match mv.from {
        None => score += ENTER + ON_BOARD,
        Some(from) => {
            if !board.is_shared_index(from) {
                let square = square_of(board, seat, from);
                score += threats.danger(game, seat, square) * pawn_worth(from);
            }
            let gained = f32::from(mv.to) - f32::from(from);
            score += gained * (0.5 + f32::from(mv.to) / f32::from(centre));
        }
    }
    if lands_plain {
        score -= threats.danger(game, seat, to_square) * pawn_worth(mv.to);
    } else if mv.to == centre {
        score += FINISH;
    } else {
        score += CROSS;
    }
    score
}
