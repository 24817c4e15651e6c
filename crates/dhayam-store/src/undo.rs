//! Undo as a pure function on records: back to just before the last human move.

use dhayam_core::{Game, GameRecord, Phase, Seat};

/// The record cut back to just before the last move a person made, so that replaying it
/// reaches that same decision with the same throw (undo never re-rolls). Computer moves
/// after it, and every throw after it, are removed too.
///
/// Returns `None` when no person has moved yet, or when `record` does not replay (a record
/// from a [`crate::SavedGame`] always does). Applying it again steps further back.
pub fn undo_last_human_move(
    record: &GameRecord,
    is_human: impl Fn(Seat) -> bool,
) -> Option<GameRecord> {
    let mut game = Game::new(&record.setup).ok()?;
    let (mut t, mut m) = (0, 0);
    // Throws taken and moves made before the last human move.
    let mut cut: Option<(usize, usize)> = None;
    loop {
        match game.phase() {
            Phase::AwaitingThrow(_) => {
                let Some(&throw) = record.throws.get(t) else {
                    break;
                };
                game.throw_with(throw, |_| {}).ok()?;
                t += 1;
            }
            Phase::AwaitingMove(seat) => {
                let Some(&mv) = record.moves.get(m) else {
                    break;
                };
                if is_human(seat) {
                    cut = Some((t, m));
                }
                game.play_with(mv, |_| {}).ok()?;
                m += 1;
            }
            Phase::Finished => break,
        }
    }
    if t < record.throws.len() || m < record.moves.len() {
        return None;
    }
    let (t, m) = cut?;
    Some(GameRecord {
        setup: record.setup.clone(),
        throws: record.throws[..t].to_vec(),
        moves: record.moves[..m].to_vec(),
    })
}
