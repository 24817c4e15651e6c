//! Scoring a position for one player, in steps along the path.

use dhayam_core::throw::{COWRIE_ODDS_IN_16, COWRIE_VALUES, ODDS_IN_16, VALUES};
use dhayam_core::{Board, Game, PawnPlace, Seat, ThrowKind};

use crate::Threats;
use crate::threats::square_of;

/// What a pawn on the board is worth beyond its steps: the throw spent entering it.
const ON_BOARD: f32 = 10.0;
/// What reaching the centre is worth beyond the steps.
const AT_CENTRE: f32 = 8.0;
/// What an open gate (having cut) is worth for each pawn still to finish.
const GATE_OPEN_PER_PAWN: f32 = 6.0;
/// How much of an attack on an opponent's pawn counts (they move before we do).
const ATTACK: f32 = 0.2;
/// How much the strongest opponent weighs against the average opponent.
const LEADER: f32 = 0.5;
/// The score of the player who is crowned King, and minus that of everyone else.
pub(crate) const WON: f32 = 10_000.0;

/// For each distance `d` to the centre, how many steps better (or worse) a lone pawn there
/// stands than its distance says, because the centre needs an exact throw: one table for
/// the long dice, one for the cowries ([`exact_finish`]).
///
/// `E[d]`, the expected throws a lone pawn needs from distance `d` (values past the centre
/// are lost), solves `E[d] = (1 + sum over v <= d of P(v) E[d - v]) / P(value <= d)`. Far
/// from the centre `E[d] * s` (`s` the average steps per throw) grows like `d` plus a
/// constant; the table holds that constant minus `E[d] * s - d`. With the long dice a pawn
/// one step short (needing exactly a 1) stands about 7 steps worse than its distance, one
/// three short about 3 steps better.
const fn exact_finish_table(values: &[u8], odds_in_16: &[u32]) -> [f32; 49] {
    let mut steps_per_throw = 0.0f32;
    let mut slot = 0;
    while slot < values.len() {
        steps_per_throw += values[slot] as f32 * odds_in_16[slot] as f32 / 16.0;
        slot += 1;
    }
    let mut expected = [0.0f32; 49];
    let mut d = 1;
    while d < 49 {
        let mut reach = 0.0;
        let mut sum = 0.0;
        let mut slot = 0;
        while slot < values.len() {
            let v = values[slot] as usize;
            if v <= d {
                let p = odds_in_16[slot] as f32 / 16.0;
                reach += p;
                sum += p * expected[d - v];
            }
            slot += 1;
        }
        expected[d] = (1.0 + sum) / reach;
        d += 1;
    }
    let far = expected[48] * steps_per_throw - 48.0;
    let mut table = [0.0f32; 49];
    let mut d = 1;
    while d < 49 {
        table[d] = far - (expected[d] * steps_per_throw - d as f32);
        d += 1;
    }
    table
}

/// [`exact_finish_table`] for the two long dice (3.75 steps a throw).
const DICE_EXACT_FINISH: [f32; 49] = exact_finish_table(&VALUES, &ODDS_IN_16);

/// [`exact_finish_table`] for the four cowries (2.5 steps a throw).
const COWRIE_EXACT_FINISH: [f32; 49] = exact_finish_table(&COWRIE_VALUES, &COWRIE_ODDS_IN_16);

/// The exact-finish table of a throw of `kind`, by distance to the centre.
pub(crate) const fn exact_finish(kind: ThrowKind) -> &'static [f32; 49] {
    match kind {
        ThrowKind::LongDice => &DICE_EXACT_FINISH,
        ThrowKind::Cowries => &COWRIE_EXACT_FINISH,
    }
}

/// What a pawn at path index `index` of `board` is worth: steps taken and the throw spent
/// entering it.
pub(crate) fn pawn_worth(board: &Board, index: u8) -> f32 {
    let centre = if index == board.centre_index() {
        AT_CENTRE
    } else {
        0.0
    };
    ON_BOARD + f32::from(index) + centre
}

/// [`pawn_worth`] adjusted for the exact throw the centre needs, fully for a player's last
/// pawn (whose lost values nobody else can use) and half otherwise.
fn racing_worth(game: &Game, index: u8, last_pawn: bool) -> f32 {
    let board = game.board();
    let distance = usize::from(board.centre_index().saturating_sub(index));
    let weight = if last_pawn { 1.0 } else { 0.5 };
    let exact = exact_finish(game.variant().throw_kind());
    pawn_worth(board, index) + weight * exact[distance]
}

/// How well `seat` stands on its own: progress, minus pawns at risk, plus threats.
fn standing(game: &Game, threats: &Threats, seat: Seat) -> f32 {
    let mut score = 0.0;
    let unfinished = game.pawns_per_player() - game.centre_count(seat);
    for (_, place) in game.pawns_of(seat) {
        let PawnPlace::Path(index) = place else {
            continue;
        };
        let worth = racing_worth(game, index, unfinished == 1);
        if game.board().is_shared_index(index) {
            score += worth;
        } else {
            let square = square_of(game.board(), seat, index);
            score += worth * (1.0 - threats.danger(game, seat, square));
        }
    }
    if game.has_cut(seat) {
        score += GATE_OPEN_PER_PAWN * f32::from(unfinished);
    }
    for &other in game.seats() {
        if other == seat {
            continue;
        }
        for (_, place) in game.pawns_of(other) {
            if let PawnPlace::Path(index) = place
                && !game.board().is_shared_index(index)
            {
                let chance = threats.reach_chance(seat, square_of(game.board(), other, index));
                score += ATTACK * chance * pawn_worth(game.board(), index);
            }
        }
    }
    score
}

/// How good `game` is for `seat`: its standing minus that of its strongest opponents, in
/// steps along the path; [`WON`] or minus that once first place is decided.
///
/// Standing counts each pawn's steps plus the throw spent entering it, discounted by the
/// chance an opponent can cut it before `seat` plays again (using the real odds of each
/// throw value), an open gate, and a little for opponents' pawns `seat` could cut.
pub fn evaluate(game: &Game, seat: Seat) -> f32 {
    evaluate_place(game, seat, 0)
}

/// Like [`evaluate`], for the best place still open when `ranked` players had finished:
/// [`WON`] if `seat` took it, minus that if another did, else the standing against the
/// players still racing.
pub(crate) fn evaluate_place(game: &Game, seat: Seat, ranked: usize) -> f32 {
    if let Some(&next) = game.ranking().get(ranked) {
        return if next == seat { WON } else { -WON };
    }
    let threats = Threats::new(game);
    let own = standing(game, &threats, seat);
    let mut best = f32::MIN;
    let mut total = 0.0;
    let mut count = 0.0;
    for &other in game.seats() {
        if other != seat && !game.is_finished(other) {
            let theirs = standing(game, &threats, other);
            best = best.max(theirs);
            total += theirs;
            count += 1.0;
        }
    }
    if count == 0.0 {
        return own;
    }
    own - LEADER * best - (1.0 - LEADER) * total / count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_finish_favours_three_short_over_one_short() {
        let table = std::hint::black_box(DICE_EXACT_FINISH);
        // One short needs exactly a 1 (2 in 16): about 8 throws, far worse than its distance.
        assert!(table[1] < -6.0, "{}", table[1]);
        // Three short can finish with a 3 (4 in 16) or step closer with a 1 or a 2.
        assert!(table[3] > 2.0, "{}", table[3]);
        assert!(table[1] < table[2] && table[2] < table[3]);
        // Far away only the distance matters.
        assert!(table[40].abs() < 0.01);
        assert!(table[0].abs() < f32::EPSILON);
    }

    #[test]
    fn with_cowries_one_short_is_no_worse_than_far_and_two_short_is_best() {
        let table = std::hint::black_box(COWRIE_EXACT_FINISH);
        // A 1 comes 4 times in 16 and a 2 six times: two short is the best place to be.
        assert!(
            table[2] > table[1] && table[2] > table[3],
            "{:?}",
            &table[..6]
        );
        // Far away only the distance matters.
        assert!(table[40].abs() < 0.01, "{}", table[40]);
        assert!(table[0].abs() < f32::EPSILON);
    }
}
