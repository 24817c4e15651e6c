//! The first-game walkthrough: which tip to show now, decided here without egui from what
//! the table and the rules say, and the callouts that draw it (`callout`).
//!
//! A tip comes the first time its moment comes while a person at this computer is to act:
//! the dice when they are to throw, a pawn that may move when they are to pick a move, the
//! gate when one of their pawns stands before it. Each is shown once ever
//! ([`dhayam_store::Walkthrough`] remembers the tips seen): it is seen once dismissed, or
//! once its moment has passed (the person threw, moved, or the turn went on).

use dhayam_core::PawnId;
use dhayam_store::{Tip, Walkthrough};
use dhayam_table::Table;

pub mod callout;

/// The tip on screen and the pawn it points at (a pawn that may move, or one before its
/// gate; none for the dice).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Showing {
    /// Which tip.
    pub tip: Tip,
    /// The pawn pointed at.
    pub pawn: Option<PawnId>,
}

/// The tip to show at `now`, if any: only while the walkthrough is on, a person at this
/// computer is to act (never a computer or a friend on another computer), the dice have
/// landed and the table is not about to play a forced move by itself. The dice come first,
/// then a pawn that may move, then the gate, each only if not seen yet.
pub fn next_tip(table: &Table, walkthrough: &Walkthrough, now: f64) -> Option<Showing> {
    if !walkthrough.on || !table.person_to_act() || table.rolling(now) {
        return None;
    }
    // A person's only move that plays itself: nothing for the person to do.
    if table.next_wake(now).is_some() {
        return None;
    }
    let game = table.session()?.game();
    if table.person_to_throw() {
        return walkthrough.shows(Tip::Dice).then_some(Showing {
            tip: Tip::Dice,
            pawn: None,
        });
    }
    if !table.person_to_move() {
        return None;
    }
    let seat = game.turn();
    if walkthrough.shows(Tip::Pawn)
        && let Some(mv) = table.person_moves().first()
    {
        return Some(Showing {
            tip: Tip::Pawn,
            pawn: Some(mv.pawn_id(seat)),
        });
    }
    if walkthrough.shows(Tip::Gate)
        && let Some((pawn, _)) = game
            .pawns_of(game.plays_for(seat))
            .find(|(p, _)| game.before_gate(*p))
    {
        return Some(Showing {
            tip: Tip::Gate,
            pawn: Some(pawn),
        });
    }
    None
}

/// Which tip is on screen, and at which step of the game, from frame to frame, to know
/// when its moment has passed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Guide {
    shown: Option<(Tip, usize)>,
}

impl Guide {
    /// Takes the tip shown this frame at `step` (throws and moves so far); returns the one
    /// shown before if its moment has passed (it is to be marked seen): another tip shows,
    /// or none, or the game went on (a throw whose move played itself at once, and the
    /// same tip asks for the next throw).
    pub fn follow(&mut self, now: Option<Tip>, step: usize) -> Option<Tip> {
        let over = self
            .shown
            .filter(|&(tip, at)| Some(tip) != now || at != step)
            .map(|(tip, _)| tip);
        self.shown = now.map(|tip| (tip, step));
        over
    }

    /// The tip on screen, if any.
    pub fn shown(self) -> Option<Tip> {
        self.shown.map(|(tip, _)| tip)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]

    use super::*;
    use dhayam_ai::Level;
    use dhayam_core::{PawnPlace, Seat, Setup};
    use dhayam_store::{PlayerKind, SeatPlayer, TableSettings};
    use dhayam_table::{Command, ScriptedDice};

    /// South (a person) against North played by `north`, with these throws; forced moves
    /// wait for the person, so every moment can be looked at.
    fn table(north: PlayerKind, throws: &[u8]) -> Table {
        let settings = TableSettings {
            auto_play_forced: false,
            ..TableSettings::default()
        };
        let dice = ScriptedDice::values(throws.iter().copied());
        let mut table = Table::new(settings, None, Box::new(dice));
        let players = vec![
            SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
            SeatPlayer::new(Seat::North, "Other", north),
        ];
        let setup = Setup::new([Seat::South, Seat::North]);
        let effects = table.apply(
            Command::Start {
                setup,
                players,
                undo: true,
            },
            0.0,
        );
        assert!(table.session().is_some(), "started: {effects:?}");
        table
    }

    /// A time long after anything rolled at time 0.
    const LATER: f64 = 1.0e3;

    fn seen(tips: &[Tip]) -> Walkthrough {
        Walkthrough {
            on: true,
            seen: tips.to_vec(),
        }
    }

    /// Throws at time 0 (each test looks at `LATER`, once the dice have landed).
    fn throw(table: &mut Table) {
        assert!(table.person_to_throw());
        table.apply(Command::Throw, 0.0);
    }

    fn play_first(table: &mut Table) {
        let mv = table.person_moves()[0];
        table.apply(Command::Play(mv), 0.0);
    }

    #[test]
    fn the_dice_tip_comes_when_a_person_is_to_throw_and_not_while_the_dice_roll() {
        let tips = Walkthrough::default();
        let mut table = table(PlayerKind::Human, &[1, 3]);
        let dice = Some(Showing {
            tip: Tip::Dice,
            pawn: None,
        });
        assert_eq!(next_tip(&table, &tips, LATER), dice);
        throw(&mut table);
        assert!(table.rolling(0.0));
        assert_eq!(
            next_tip(&table, &tips, 0.0),
            None,
            "not while the dice roll"
        );
    }

    #[test]
    fn the_pawn_tip_points_at_a_pawn_the_table_lets_the_person_move() {
        let tips = seen(&[Tip::Dice]);
        let mut table = table(PlayerKind::Human, &[1, 3]);
        assert_eq!(
            next_tip(&table, &tips, LATER),
            None,
            "the dice tip was seen"
        );
        throw(&mut table);
        let tip = next_tip(&table, &tips, LATER).unwrap();
        assert_eq!(tip.tip, Tip::Pawn);
        let pawn = tip.pawn.unwrap();
        assert_eq!(pawn.seat, Seat::South);
        assert!(
            table.person_moves().iter().any(|m| m.pawn == pawn.number),
            "{pawn:?} may move"
        );
    }

    #[test]
    fn a_forced_move_that_plays_itself_gets_no_tip() {
        let tips = seen(&[Tip::Dice]);
        let mut table = table(PlayerKind::Human, &[1, 6]);
        let mut settings = table.settings().clone();
        settings.auto_play_forced = true;
        table.apply(Command::ChangeSettings(settings), LATER);
        throw(&mut table);
        // A 1 with four pawns in the yard: whichever enters, it is one move.
        assert_eq!(table.person_moves().len(), 4);
        assert_eq!(next_tip(&table, &tips, LATER), None, "it plays itself");
        // The first tick sets when it plays, the next one plays it.
        table.tick(LATER);
        table.tick(LATER + 10.0);
        assert_eq!(
            table.session().unwrap().game().pawn(Seat::South, 0),
            Some(PawnPlace::Path(0))
        );
        throw(&mut table);
        // A 6 with one pawn out: it walks, the only move.
        assert_eq!(table.person_moves().len(), 1);
        assert!(
            table.next_wake(LATER).is_some(),
            "the table plays it itself"
        );
        assert_eq!(next_tip(&table, &tips, LATER), None);
    }

    #[test]
    fn the_gate_tip_comes_when_a_pawn_of_the_person_stands_before_its_gate() {
        // 1 enters, 6 walks to 6, 12 to 18: before the gate; then a 4 to move.
        let tips = seen(&[Tip::Dice, Tip::Pawn]);
        let mut table = table(PlayerKind::Human, &[1, 6, 12, 4]);
        for _ in 0..3 {
            throw(&mut table);
            assert_eq!(
                next_tip(&table, &tips, LATER),
                None,
                "no pawn before the gate yet"
            );
            play_first(&mut table);
        }
        let game = table.session().unwrap().game();
        assert_eq!(game.pawn(Seat::South, 0), Some(PawnPlace::Path(18)));
        assert_eq!(
            next_tip(&table, &tips, LATER),
            None,
            "a throw first: no gate tip yet"
        );
        throw(&mut table);
        let tip = next_tip(&table, &tips, LATER).unwrap();
        assert_eq!(tip.tip, Tip::Gate);
        assert_eq!(
            tip.pawn,
            Some(PawnId {
                seat: Seat::South,
                number: 0
            })
        );
    }

    #[test]
    fn never_for_a_computer_or_a_friend_on_another_computer() {
        for north in [
            PlayerKind::Computer(Level::Easy),
            PlayerKind::Remote,
            PlayerKind::Human,
        ] {
            // South's 3 enters nothing: the turn passes to North.
            let tips = Walkthrough::default();
            let mut table = table(north, &[3, 2]);
            throw(&mut table);
            let game = table.session().unwrap().game();
            assert_eq!(game.turn(), Seat::North, "{north:?}");
            let tip = next_tip(&table, &tips, LATER);
            assert_eq!(tip.is_some(), north == PlayerKind::Human, "{north:?}");
        }
    }

    #[test]
    fn no_tip_with_the_walkthrough_off_or_every_tip_seen() {
        for tips in [Walkthrough::off(), seen(&Tip::ALL)] {
            let mut table = table(PlayerKind::Human, &[1, 3]);
            assert_eq!(next_tip(&table, &tips, LATER), None);
            throw(&mut table);
            assert_eq!(next_tip(&table, &tips, LATER), None, "{tips:?}");
        }
    }

    #[test]
    fn a_tip_is_over_once_its_moment_has_passed_and_only_then() {
        let mut guide = Guide::default();
        assert_eq!(guide.follow(None, 0), None);
        assert_eq!(guide.follow(Some(Tip::Dice), 0), None);
        assert_eq!(guide.follow(Some(Tip::Dice), 0), None, "still its moment");
        assert_eq!(guide.shown(), Some(Tip::Dice));
        assert_eq!(guide.follow(Some(Tip::Pawn), 1), Some(Tip::Dice));
        assert_eq!(guide.follow(None, 2), Some(Tip::Pawn));
        assert_eq!(guide.follow(None, 2), None);
        assert_eq!(guide.shown(), None);
        // Thrown, the move played itself, and the dice tip asks again: its moment passed.
        assert_eq!(guide.follow(Some(Tip::Dice), 2), None);
        assert_eq!(guide.follow(Some(Tip::Dice), 4), Some(Tip::Dice));
    }
}
