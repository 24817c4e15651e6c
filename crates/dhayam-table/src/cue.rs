//! What to hear after a throw or a move, planned from `dhayam-core`'s events and timed to
//! the animations the table plans for them: the dice (or the cowries) rattle while they
//! tumble and clack when they land, each square a pawn walks ticks, a cut knocks when the cutter arrives.
//! The front end plays each cue at its time, or not at all when muted.

use dhayam_core::{Event, Seat, ThrowKind};

use crate::Motion;

/// One sound the front end can play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// The long dice shaken in the hand, while they tumble.
    DiceShake,
    /// The long dice landing on the board (the clack).
    DiceLand,
    /// The four cowries shaken in the hand, while they tumble (the 5x5 board's throw).
    ShellsShake,
    /// The four cowries falling on the board and skittering to a stop.
    ShellsLand,
    /// A pawn stepping onto a square.
    Step,
    /// A pawn entering the board on its home square.
    Enter,
    /// A pawn cut: the sharp knock of the cutter landing on it.
    Cut,
    /// A pawn reaching the centre.
    Centre,
    /// The same player throws again.
    ThrowAgain,
    /// The King's fanfare: the first player to bring every pawn to the centre.
    King,
    /// A short chime: it is a person's turn after someone not at this screen has played.
    YourTurn,
    /// Three quick ticks: a turn clock at a table across computers is near its end for a
    /// person at this screen.
    TimeShort,
}

impl Cue {
    /// Every cue, in the order above.
    pub const ALL: [Cue; 12] = [
        Cue::DiceShake,
        Cue::DiceLand,
        Cue::ShellsShake,
        Cue::ShellsLand,
        Cue::Step,
        Cue::Enter,
        Cue::Cut,
        Cue::Centre,
        Cue::ThrowAgain,
        Cue::King,
        Cue::YourTurn,
        Cue::TimeShort,
    ];
}

/// A cue and when to play it (table time, seconds).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimedCue {
    /// What to play.
    pub cue: Cue,
    /// When to play it.
    pub at: f64,
}

/// Seconds between the dice landing (or a pawn arriving) and the "throw again" or turn
/// chime, so the two sounds do not blur into one.
const AFTER_LANDING: f64 = 0.12;

/// A throw of `kind` tumbling from `start` and landing at `until`: a rattle while it
/// tumbles (none when it lands at once), then the clack, the dice's or the cowries' own.
pub fn plan_dice_cues(kind: ThrowKind, start: f64, until: f64) -> Vec<TimedCue> {
    let (shake, land) = match kind {
        ThrowKind::LongDice => (Cue::DiceShake, Cue::DiceLand),
        ThrowKind::Cowries => (Cue::ShellsShake, Cue::ShellsLand),
    };
    let mut cues = Vec::with_capacity(2);
    if until > start {
        cues.push(TimedCue {
            cue: shake,
            at: start,
        });
    }
    cues.push(TimedCue {
        cue: land,
        at: until,
    });
    cues
}

/// The cues `events` call for, timed to `motions` (planned for the same events, starting
/// at `start`): a step for each square a walking pawn reaches, a rising note when a pawn
/// enters, a knock when the cutter lands on its victim, a chime at the centre, the fanfare
/// for the King, "throw again", and the turn chime when the turn passes from a seat that
/// is not a person here (`is_person` says who is) to one that is. Sorted by time; cues at
/// the same moment keep the order of the events.
pub fn plan_cues(
    events: &[Event],
    motions: &[Motion],
    start: f64,
    is_person: impl Fn(Seat) -> bool,
) -> Vec<TimedCue> {
    let arrival = |pawn| {
        motions
            .iter()
            .find(|m| m.pawn == pawn)
            .map_or(start, Motion::end)
    };
    // When the pawns played this time have all arrived (cut pawns flying home excluded).
    let mut arrived = start;
    let mut cues = Vec::new();
    for event in events {
        match *event {
            Event::Entered { pawn, .. } => {
                let at = arrival(pawn);
                arrived = arrived.max(at);
                cues.push(TimedCue {
                    cue: Cue::Enter,
                    at,
                });
            }
            Event::Moved { pawn, .. } => {
                if let Some(walk) = motions.iter().find(|m| m.pawn == pawn) {
                    cues.extend(step_cues(walk));
                    arrived = arrived.max(walk.end());
                }
            }
            _ => {}
        }
    }
    for event in events {
        let (cue, at) = match *event {
            Event::Cut { .. } => (Cue::Cut, arrived),
            Event::PawnFinished { .. } => (Cue::Centre, arrived),
            Event::PlayerFinished { place: 1, .. } => (Cue::King, arrived + AFTER_LANDING),
            Event::ThrowAgain { .. } => (Cue::ThrowAgain, arrived + AFTER_LANDING),
            Event::TurnPassed { from, to } if !is_person(from) && is_person(to) => {
                (Cue::YourTurn, settled(motions, start) + AFTER_LANDING)
            }
            _ => continue,
        };
        cues.push(TimedCue { cue, at });
    }
    // A stable sort: cues at the same moment stay in the order of their events.
    cues.sort_by(|a, b| a.at.total_cmp(&b.at));
    cues
}

/// A step as the walking pawn reaches each square; a single one when it walks at once.
fn step_cues(walk: &Motion) -> Vec<TimedCue> {
    let legs = walk.spots.len().saturating_sub(1).max(1);
    let (from, to) = (walk.start, walk.end());
    if to <= from {
        return vec![TimedCue {
            cue: Cue::Step,
            at: from,
        }];
    }
    (1..=legs)
        .map(|leg| TimedCue {
            cue: Cue::Step,
            at: from + (to - from) * leg as f64 / legs as f64,
        })
        .collect()
}

/// When every motion is over (cut pawns home included), or `start` if none.
fn settled(motions: &[Motion], start: f64) -> f64 {
    motions.iter().map(Motion::end).fold(start, f64::max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan_motions;
    use dhayam_core::PawnId;

    const RED: Seat = Seat::South;
    const GREEN: Seat = Seat::East;

    fn pawn(seat: Seat, number: u8) -> PawnId {
        PawnId { seat, number }
    }

    fn cues_of(cues: &[TimedCue]) -> Vec<Cue> {
        cues.iter().map(|c| c.cue).collect()
    }

    #[test]
    fn dice_rattle_while_tumbling_and_clack_on_landing() {
        let cues = plan_dice_cues(ThrowKind::LongDice, 2.0, 2.45);
        assert_eq!(cues_of(&cues), [Cue::DiceShake, Cue::DiceLand]);
        assert!((cues[1].at - 2.45).abs() < 1e-9);
        assert_eq!(
            cues_of(&plan_dice_cues(ThrowKind::LongDice, 2.0, 2.0)),
            [Cue::DiceLand]
        );
    }

    #[test]
    fn a_walk_steps_on_every_square_and_the_cut_knocks_on_arrival() {
        let square = RED.path_square(4).unwrap();
        let events = [
            Event::Moved {
                pawn: pawn(RED, 0),
                value: 3,
                from: 1,
                to: 4,
            },
            Event::Cut {
                by: RED,
                pawn: pawn(GREEN, 2),
                square,
            },
            Event::ThrowAgain { seat: RED },
        ];
        let motions = plan_motions(&dhayam_core::Board::DHAYAM, &events, 10.0, 0.5, false);
        let cues = plan_cues(&events, &motions, 10.0, |_| true);
        assert_eq!(
            cues_of(&cues),
            [Cue::Step, Cue::Step, Cue::Step, Cue::Cut, Cue::ThrowAgain]
        );
        let times: Vec<f64> = cues.iter().map(|c| c.at).collect();
        assert!((times[0] - 10.5).abs() < 1e-9, "{times:?}");
        assert!((times[2] - 11.5).abs() < 1e-9, "{times:?}");
        assert!(
            (times[3] - 11.5).abs() < 1e-9,
            "the knock when the cutter lands"
        );
        assert!(times[4] > times[3]);
    }

    #[test]
    fn the_turn_chime_rings_only_from_a_computer_to_a_person() {
        let events = [Event::TurnPassed {
            from: GREEN,
            to: RED,
        }];
        let person = |seat| seat == RED;
        assert_eq!(
            cues_of(&plan_cues(&events, &[], 3.0, person)),
            [Cue::YourTurn]
        );
        let back = [Event::TurnPassed {
            from: RED,
            to: GREEN,
        }];
        assert!(plan_cues(&back, &[], 3.0, person).is_empty());
        assert!(plan_cues(&events, &[], 3.0, |_| true).is_empty());
    }

    #[test]
    fn instant_walks_step_once() {
        let events = [Event::Moved {
            pawn: pawn(RED, 0),
            value: 6,
            from: 1,
            to: 7,
        }];
        let motions = plan_motions(&dhayam_core::Board::DHAYAM, &events, 4.0, 0.0, false);
        assert_eq!(
            cues_of(&plan_cues(&events, &motions, 4.0, |_| true)),
            [Cue::Step]
        );
    }

    #[test]
    fn cowries_sound_their_own_shake_and_landing() {
        let cues = plan_dice_cues(ThrowKind::Cowries, 1.0, 1.5);
        assert_eq!(cues_of(&cues), [Cue::ShellsShake, Cue::ShellsLand]);
        let dice = plan_dice_cues(ThrowKind::LongDice, 1.0, 1.0);
        assert_eq!(cues_of(&dice), [Cue::DiceLand], "landed at once: no rattle");
    }
}
