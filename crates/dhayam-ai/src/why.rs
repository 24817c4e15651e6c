//! Why a move is good, in game words: what it does on the board (cuts, enters, reaches the
//! centre, gets through the gate, stops on a cross) and what it leaves within the opponents'
//! reach, read from the position the way the evaluation weighs it.

use dhayam_core::{Game, Move, PawnPlace, Phase, Seat};

use crate::threats::{Threats, square_of};

/// A pawn an opponent lands on with at least this chance in its next turn is within reach
/// of a likely throw.
pub const LIKELY_REACH: f32 = 0.2;

/// How much less danger counts as a reason to prefer a move.
const SAFER_BY: f32 = 0.1;

/// One reason to play a move, in game words. Shown to players by the hint, the tutor and
/// the review, in their language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// It cuts a pawn of this seat.
    Cuts(Seat),
    /// It brings a pawn to the centre.
    ReachesCentre,
    /// It takes a pawn through the gate into the inner squares.
    ThroughGate,
    /// It enters a pawn from the yard.
    Enters,
    /// It takes a pawn that an opponent was likely to cut out of reach.
    Escapes,
    /// It leaves no pawn within likely reach, where the other move leaves one within this
    /// seat's.
    NoneInReach(Seat),
    /// It leaves less within this seat's reach than the other move.
    LessInReach(Seat),
    /// It stops on a cross, where nobody is cut.
    ToCross,
    /// Nothing stands out: it is better for the race as a whole.
    Race,
}

/// What one move does, as far as the reasons go.
#[derive(Clone, Debug, Default)]
struct Facts {
    /// What it does on the board, in order of weight ([`Reason::Cuts`] to
    /// [`Reason::ToCross`]).
    deeds: Vec<Reason>,
    /// The most danger any of the mover's pawns is left in, and from whom.
    exposure: f32,
    threat: Option<Seat>,
}

/// What `mv` does in `game` (waiting for `seat`'s move), or `None` if it is not legal.
fn facts(game: &Game, seat: Seat, mv: Move) -> Option<Facts> {
    let mut after = game.clone();
    let cuts = game.cut_by(mv).map(|pawn| pawn.seat);
    after.play_with(mv, |_| {}).ok()?;
    let danger_before = mv.from.map_or(0.0, |from| {
        pawn_danger(game, &Threats::new(game), seat, from)
    });
    let (exposure, threat) = exposure(&after, seat);
    let board = game.board();
    let (centre, last_outer) = (mv.to == board.centre_index(), board.last_outer());
    let to_danger = if centre {
        0.0
    } else {
        pawn_danger(&after, &Threats::new(&after), seat, mv.to)
    };
    let enters = mv.from.is_none();
    let flags = [
        (centre, Reason::ReachesCentre),
        (
            mv.from.is_some_and(|from| from <= last_outer) && mv.to > last_outer,
            Reason::ThroughGate,
        ),
        (enters, Reason::Enters),
        (
            danger_before >= LIKELY_REACH && to_danger < LIKELY_REACH,
            Reason::Escapes,
        ),
        (
            !centre && !enters && board.is_shared_index(mv.to),
            Reason::ToCross,
        ),
    ];
    let mut deeds: Vec<Reason> = cuts.map(Reason::Cuts).into_iter().collect();
    deeds.extend(flags.iter().filter(|(on, _)| *on).map(|(_, r)| *r));
    Some(Facts {
        deeds,
        exposure,
        threat,
    })
}

/// The danger `seat`'s pawn at path index `index` stands in (0 on a cross or the centre).
fn pawn_danger(game: &Game, threats: &Threats, seat: Seat, index: u8) -> f32 {
    if game.board().is_shared_index(index) {
        0.0
    } else {
        threats.danger(game, seat, square_of(game.board(), seat, index))
    }
}

/// The most danger one of `seat`'s pawns stands in, and the opponent most likely to cut it.
fn exposure(game: &Game, seat: Seat) -> (f32, Option<Seat>) {
    let threats = Threats::new(game);
    let mut worst = (0.0, None);
    for (_, place) in game.pawns_of(seat) {
        let PawnPlace::Path(index) = place else {
            continue;
        };
        let danger = pawn_danger(game, &threats, seat, index);
        if danger > worst.0 {
            let square = square_of(game.board(), seat, index);
            let attacker = game
                .seats()
                .iter()
                .copied()
                .filter(|&s| s != seat)
                .max_by(|a, b| {
                    threats
                        .reach_chance(*a, square)
                        .total_cmp(&threats.reach_chance(*b, square))
                });
            worst = (danger, attacker);
        }
    }
    worst
}

/// Why `mv` is a good move in `game`, in order of weight: what it does, said without a move
/// to compare it with (the hint). [`Reason::Race`] alone when nothing stands out; empty if
/// the game does not wait for a move or `mv` is not legal.
pub fn reasons(game: &Game, mv: Move) -> Vec<Reason> {
    let Phase::AwaitingMove(seat) = game.phase() else {
        return Vec::new();
    };
    let Some(facts) = facts(game, seat, mv) else {
        return Vec::new();
    };
    let mut said = facts.deeds;
    if said.is_empty() {
        said.push(Reason::Race);
    }
    said
}

/// Why `best` is better than `other` in `game`, in order of weight: what `best` does that
/// `other` does not, and what `other` leaves within reach. [`Reason::Race`] alone when no
/// such difference stands out; empty if the game does not wait for a move or either move is
/// not legal.
pub fn why_better(game: &Game, best: Move, other: Move) -> Vec<Reason> {
    let Phase::AwaitingMove(seat) = game.phase() else {
        return Vec::new();
    };
    let (Some(b), Some(o)) = (facts(game, seat, best), facts(game, seat, other)) else {
        return Vec::new();
    };
    let mut said: Vec<Reason> = b
        .deeds
        .iter()
        .filter(|r| **r != Reason::ToCross && !o.deeds.contains(r))
        .copied()
        .collect();
    if let Some(threat) = o.threat
        && o.exposure - b.exposure >= SAFER_BY
    {
        said.push(if b.exposure < LIKELY_REACH && o.exposure >= LIKELY_REACH {
            Reason::NoneInReach(threat)
        } else {
            Reason::LessInReach(threat)
        });
    }
    if said.is_empty() && b.deeds.contains(&Reason::ToCross) && !o.deeds.contains(&Reason::ToCross)
    {
        said.push(Reason::ToCross);
    }
    if said.is_empty() {
        said.push(Reason::Race);
    }
    said
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use dhayam_core::{Game, Seat, Setup, Throw};

    use super::*;

    /// A two-player game after `values` were thrown and each move was the first legal one.
    fn played(values: &[u8]) -> Game {
        let mut game = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
        for &value in values {
            if matches!(game.phase(), Phase::AwaitingMove(_)) {
                let mv = game.legal_moves()[0];
                game.play(mv).unwrap();
            }
            game.throw(Throw::with_value(value).unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn entering_is_said_and_an_illegal_move_has_no_reason() {
        let game = played(&[1]);
        let enter = *game
            .legal_moves()
            .iter()
            .find(|m| m.from.is_none())
            .unwrap();
        assert!(reasons(&game, enter).contains(&Reason::Enters));
        let mut wrong = enter;
        wrong.to += 3;
        assert!(reasons(&game, wrong).is_empty());
        assert!(why_better(&game, enter, wrong).is_empty());
    }

    #[test]
    fn a_move_compared_with_itself_is_only_the_race() {
        let game = played(&[1]);
        let mv = game.legal_moves()[0];
        assert_eq!(why_better(&game, mv, mv), vec![Reason::Race]);
    }

    #[test]
    fn nothing_is_said_before_a_throw() {
        let game = Game::new(&Setup::new([Seat::South, Seat::North])).unwrap();
        let mv = Move {
            value: 1,
            pawn: 0,
            from: None,
            to: 0,
        };
        assert!(reasons(&game, mv).is_empty());
    }
}
