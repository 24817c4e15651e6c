//! Undo as a pure function on records: back to just before the last human move.

use dhayam_core::{Action, GameRecord, ReplayError, Replayer, Seat};

/// How many throws and moves of `record` come before its last move made by a person:
/// `Ok(None)` when no person has moved. One replay with no events kept and no position
/// copied; an error if `record` does not replay (a record from a [`crate::SavedGame`]
/// always does).
pub fn last_human_move(
    record: &GameRecord,
    is_human: impl Fn(Seat) -> bool,
) -> Result<Option<(usize, usize)>, ReplayError> {
    let mut replayer = Replayer::new(record)?;
    let mut cut = None;
    loop {
        let before = replayer.used();
        match replayer.step_with(|_| {}) {
            None => break,
            Some(Ok(Action::Move(seat, _))) if is_human(seat) => cut = Some(before),
            Some(Ok(_)) => {}
            Some(Err(error)) => return Err(error),
        }
    }
    replayer.finish()?;
    Ok(cut)
}

/// The record cut back to just before the last move a person made, so that replaying it
/// reaches that same decision with the same throw (undo never re-rolls). Computer moves
/// after it, and every throw after it, are removed too.
///
/// `Ok(None)` when no person has moved yet; an error when `record` does not replay (a
/// record from a [`crate::SavedGame`] always does). Applying it again steps further back.
/// Costs one replay without events ([`last_human_move`]) and a copy of the kept prefix.
pub fn undo_last_human_move(
    record: &GameRecord,
    is_human: impl Fn(Seat) -> bool,
) -> Result<Option<GameRecord>, ReplayError> {
    Ok(last_human_move(record, is_human)?.map(|(throws, moves)| record.prefix(throws, moves)))
}
