//! Scoring a position for one player, in steps along the path.

use dhayam_core::path::{CENTRE_INDEX, is_shared_index};
use dhayam_core::{Game, PawnPlace, Seat};

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

/// What a pawn at path index `index` is worth: steps taken and the throw spent entering.
pub(crate) fn pawn_worth(index: u8) -> f32 {
    let centre = if index == CENTRE_INDEX {
        AT_CENTRE
    } else {
        0.0
    };
    ON_BOARD + f32::from(index) + centre
}

/// How well `seat` stands on its own: progress, minus pawns at risk, plus threats.
fn standing(game: &Game, threats: &Threats, seat: Seat) -> f32 {
    let mut score = 0.0;
    let mut unfinished = 0.0;
    for (_, place) in game.pawns_of(seat) {
        let PawnPlace::Path(index) = place else {
            unfinished += 1.0;
            continue;
        };
        let worth = pawn_worth(index);
        if index != CENTRE_INDEX {
            unfinished += 1.0;
        }
        if is_shared_index(index) {
            score += worth;
        } else {
            let square = square_of(seat, index);
            score += worth * (1.0 - threats.danger(game, seat, square));
        }
    }
    if game.has_cut(seat) {
        score += GATE_OPEN_PER_PAWN * unfinished;
    }
    for &other in game.seats() {
        if other == seat {
            continue;
        }
        for (_, place) in game.pawns_of(other) {
            if let PawnPlace::Path(index) = place
                && !is_shared_index(index)
            {
                let chance = threats.reach_chance(seat, square_of(other, index));
                score += ATTACK * chance * pawn_worth(index);
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
