//! Why a move is good, checked against what the rules do when it is played: a cut said is
//! a cut made, a pawn said to be within an opponent's reach is one that opponent's legal
//! moves land on.

#![allow(clippy::unwrap_used)]

use std::collections::HashSet;
use std::mem::discriminant;

use dhayam_ai::{Level, Reason, reasons, why_better};
use dhayam_core::throw::VALUES;
use dhayam_core::{Event, Game, Move, PawnPlace, Phase, Seat, Setup, Square, Throw};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

/// What playing `mv` makes happen, by the rules' own events.
fn events(game: &Game, mv: Move) -> (Game, Vec<Event>) {
    let mut after = game.clone();
    let mut events = Vec::new();
    after.play_with(mv, |e| events.push(e)).unwrap();
    (after, events)
}

/// Whether `attacker` has a legal move with some throw value onto `square` in `game`.
fn can_land_on(game: &Game, attacker: Seat, square: Square) -> bool {
    VALUES.iter().any(|&value| {
        game.moves_for_value(attacker, value)
            .iter()
            .any(|m| attacker.path_square(m.to) == Some(square))
    })
}

/// Whether one of `seat`'s pawns off the crosses stands where `attacker` can land.
fn within_reach(game: &Game, seat: Seat, attacker: Seat) -> bool {
    game.pawns_of(seat).any(|(_, place)| match place {
        PawnPlace::Path(index) if !dhayam_core::path::is_shared_index(index) => {
            can_land_on(game, attacker, seat.path_square(index).unwrap())
        }
        _ => false,
    })
}

/// Checks the reasons of every legal move of `game` against the rules, and those of every
/// pair, noting which kinds of reason were said.
fn check(game: &Game, said: &mut HashSet<std::mem::Discriminant<Reason>>) {
    let Phase::AwaitingMove(seat) = game.phase() else {
        return;
    };
    let moves = game.legal_moves();
    for &mv in &moves {
        let (_, happened) = events(game, mv);
        let given = reasons(game, mv);
        assert!(!given.is_empty(), "{mv:?} has no reason");
        said.extend(given.iter().map(discriminant));
        let cut = happened.iter().find_map(|e| match e {
            Event::Cut { pawn, .. } => Some(pawn.seat),
            _ => None,
        });
        assert_eq!(
            given.iter().find_map(|r| match r {
                Reason::Cuts(s) => Some(*s),
                _ => None,
            }),
            cut,
            "{mv:?}: {given:?}"
        );
        let entered = happened.iter().any(|e| matches!(e, Event::Entered { .. }));
        assert_eq!(given.contains(&Reason::Enters), entered, "{mv:?}");
        let finished = happened
            .iter()
            .any(|e| matches!(e, Event::PawnFinished { .. }));
        assert_eq!(given.contains(&Reason::ReachesCentre), finished, "{mv:?}");
        if given.contains(&Reason::Escapes) {
            let from = seat.path_square(mv.from.unwrap()).unwrap();
            let threatened = game
                .seats()
                .iter()
                .any(|&s| s != seat && can_land_on(game, s, from));
            assert!(threatened, "{mv:?} escapes nothing");
        }
    }
    for &best in moves.iter().take(4) {
        for &other in moves.iter().take(4) {
            let given = why_better(game, best, other);
            assert!(!given.is_empty());
            said.extend(given.iter().map(discriminant));
            let own = reasons(game, best);
            for reason in &given {
                match *reason {
                    Reason::NoneInReach(attacker) | Reason::LessInReach(attacker) => {
                        let (after, _) = events(game, other);
                        assert!(
                            within_reach(&after, seat, attacker),
                            "{other:?} leaves nothing within {attacker:?}'s reach"
                        );
                    }
                    Reason::Race => assert_eq!(given.len(), 1),
                    _ => assert!(own.contains(reason), "{reason:?} not among {own:?}"),
                }
            }
        }
    }
}

#[test]
fn every_reason_said_is_what_the_rules_do() {
    let mut said = HashSet::new();
    for seed in 0..12u64 {
        let seats: &[Seat] = if seed % 2 == 0 {
            &[Seat::South, Seat::North]
        } else {
            &Seat::ALL
        };
        let mut game = Game::new(&Setup::new(seats.iter().copied())).unwrap();
        let mut dice = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut bot = Level::Medium.bot(seed);
        let mut steps = 0;
        while game.ranking().is_empty() && steps < 600 {
            steps += 1;
            match game.phase() {
                Phase::AwaitingThrow(_) => {
                    game.throw(Throw::random(&mut dice)).unwrap();
                }
                Phase::AwaitingMove(_) => {
                    check(&game, &mut said);
                    let mv = bot.choose(&game).unwrap();
                    game.play(mv).unwrap();
                }
                Phase::Finished => break,
            }
        }
    }
    let seat = Seat::North;
    for kind in [
        Reason::Cuts(seat),
        Reason::ReachesCentre,
        Reason::ThroughGate,
        Reason::Enters,
        Reason::Escapes,
        Reason::NoneInReach(seat),
        Reason::LessInReach(seat),
        Reason::ToCross,
        Reason::Race,
    ] {
        assert!(said.contains(&discriminant(&kind)), "{kind:?} never said");
    }
}
