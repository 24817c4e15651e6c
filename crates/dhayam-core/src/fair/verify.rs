//! Checking a whole game's dice, and what the check found.

use std::fmt;

use serde::Serialize;

use super::{Absence, DiceLedger, Digest, PlayerKey, throw_from};
use crate::{GameRecord, Throw, ThrowKind};

/// Why a ledger does not account for a record's throws. Throw numbers are 0-based; the
/// messages count from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The ledger names no contributor (not even the host).
    NoContributors,
    /// Contributor `by`'s commitment is not signed by its key, for this table.
    Signature {
        /// Which contributor.
        by: u16,
    },
    /// Contributor `by` has the key of an earlier one.
    SameKey {
        /// Which contributor.
        by: u16,
    },
    /// The ledger has `ledger` throws and the record `record`.
    Count {
        /// Throws in the ledger.
        ledger: usize,
        /// Throws in the record.
        record: usize,
    },
    /// Throw `throw` does not name every contributor exactly once (as a part or absent),
    /// names one unknown, or lacks the host's part.
    Parts {
        /// Which throw.
        throw: usize,
    },
    /// At throw `throw`, contributor `by`'s link is not the one its chain holds there.
    Link {
        /// Which throw.
        throw: usize,
        /// Which contributor.
        by: u16,
    },
    /// Throw `throw` was made from the host's part alone without being marked so, or is
    /// marked so though others took part.
    Alone {
        /// Which throw.
        throw: usize,
    },
    /// Throw `throw` is recorded as `recorded` but its parts make `derived` (two throws
    /// of one value may show other faces, so both are the throw, faces and all).
    Throw {
        /// Which throw.
        throw: usize,
        /// The throw in the record.
        recorded: Throw,
        /// The throw the parts make.
        derived: Throw,
    },
}

impl VerifyError {
    /// The throw it names (0-based), if it names one.
    pub fn throw(&self) -> Option<usize> {
        match *self {
            VerifyError::Parts { throw }
            | VerifyError::Link { throw, .. }
            | VerifyError::Alone { throw }
            | VerifyError::Throw { throw, .. } => Some(throw),
            VerifyError::Count { ledger, record } => Some(ledger.min(record)),
            VerifyError::NoContributors
            | VerifyError::Signature { .. }
            | VerifyError::SameKey { .. } => None,
        }
    }
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            VerifyError::NoContributors => f.write_str("the dice ledger names no contributor"),
            VerifyError::Signature { by } => write!(
                f,
                "contributor {by}'s chain is not signed by its key for this table"
            ),
            VerifyError::SameKey { by } => {
                write!(f, "contributor {by} has the key of another contributor")
            }
            VerifyError::Count { ledger, record } => write!(
                f,
                "the ledger accounts for {ledger} throws but the game has {record}"
            ),
            VerifyError::Parts { throw } => write!(
                f,
                "throw {} leaves a contributor out without saying why, names one twice or \
                 a stranger, or lacks the host's part",
                throw + 1
            ),
            VerifyError::Link { throw, by } => write!(
                f,
                "throw {}: contributor {by}'s secret is not the one its chain holds there",
                throw + 1
            ),
            VerifyError::Alone { throw } => write!(
                f,
                "throw {} was made by the host alone without being marked so, or is marked \
                 so though others took part",
                throw + 1
            ),
            VerifyError::Throw {
                throw,
                recorded,
                derived,
            } => write!(
                f,
                "throw {} is recorded as {} but its secrets make {}",
                throw + 1,
                Faces(recorded),
                Faces(derived)
            ),
        }
    }
}

impl std::error::Error for VerifyError {}

/// A throw as its faces and value, so two throws of one value read apart.
pub(super) struct Faces(pub(super) Throw);

impl fmt::Display for Faces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [one, two] = self.0.faces();
        write!(f, "faces {one}+{two} (value {})", self.0.value())
    }
}

/// One contributor, as the check found it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ContributorReport {
    /// Its network key.
    pub key: PlayerKey,
    /// The name the table showed.
    pub name: String,
    /// Throws its link went into.
    pub took_part: usize,
    /// Throws made without it, because its connection was gone.
    pub away: usize,
    /// Throws made without it while a computer played its seats.
    pub handed_over: usize,
    /// Throws made without it after the host removed it.
    pub removed: usize,
}

/// What [`DiceLedger::verify`] checked, and found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verified {
    /// The game's id, drawn jointly.
    pub game: Digest,
    /// Every throw of the game (each one checked).
    pub throws: usize,
    /// Throws with the parts of two or more contributors: none of those could choose or
    /// foresee them alone.
    pub shared: usize,
    /// Throws (0-based) the host made alone: not provably fair.
    pub alone: Vec<usize>,
    /// Each contributor, the host first.
    pub contributors: Vec<ContributorReport>,
}

impl DiceLedger {
    /// Checks every signature, every link and every throw of `record`, and that each throw
    /// names every contributor; says which throw fails first, or what was found.
    pub fn verify(&self, record: &GameRecord) -> Result<Verified, VerifyError> {
        let mut report = self.check_contributors()?;
        if self.throws.len() != record.throws.len() {
            return Err(VerifyError::Count {
                ledger: self.throws.len(),
                record: record.throws.len(),
            });
        }
        let game = self.game_id();
        let kind = record.setup.variant.throw_kind();
        let mut known: Vec<(u32, Digest)> = self
            .contributors
            .iter()
            .map(|c| (0, c.commitment.head))
            .collect();
        for (i, (made, recorded)) in self.throws.iter().zip(&record.throws).enumerate() {
            let mut seen = vec![false; known.len()];
            let mut mark = |by: u16| match seen.get_mut(usize::from(by)) {
                Some(s) if !*s => {
                    *s = true;
                    Ok(())
                }
                _ => Err(VerifyError::Parts { throw: i }),
            };
            for part in &made.parts {
                mark(part.by)?;
                let at = usize::from(part.by);
                let commitment = &self.contributors[at].commitment;
                if !commitment.links_to(&self.table, known[at], i as u32 + 1, &part.link) {
                    return Err(VerifyError::Link {
                        throw: i,
                        by: part.by,
                    });
                }
                known[at] = (i as u32 + 1, part.link);
                report.contributors[at].took_part += 1;
            }
            for absent in &made.without {
                mark(absent.by)?;
                let counted = &mut report.contributors[usize::from(absent.by)];
                match absent.why {
                    Absence::Away => counted.away += 1,
                    Absence::HandedOver => counted.handed_over += 1,
                    Absence::Removed => counted.removed += 1,
                    Absence::ChainUsedUp => {}
                }
            }
            if seen.contains(&false) || !made.has(0) {
                return Err(VerifyError::Parts { throw: i });
            }
            if made.alone != (made.parts.len() == 1) {
                return Err(VerifyError::Alone { throw: i });
            }
            let derived = throw_from(kind, &game, i as u32, &made.parts);
            if derived != *recorded {
                return Err(VerifyError::Throw {
                    throw: i,
                    recorded: *recorded,
                    derived,
                });
            }
            if made.alone {
                report.alone.push(i);
            } else {
                report.shared += 1;
            }
        }
        report.throws = self.throws.len();
        Ok(report)
    }

    /// Checks the next throw (number `self.throws.len()`), `throw` made of `made`, against
    /// the throws so far, as [`DiceLedger::verify`] checks each: every contributor named
    /// once, the host's part in it, every link on its chain, `alone` exactly when only the
    /// host took part, and the throw what the parts make of `kind` (what the game's board
    /// throws). The commitments are checked by [`DiceLedger::verify`] (once, when the
    /// ledger is taken whole).
    pub fn check_next(
        &self,
        kind: ThrowKind,
        throw: Throw,
        made: &super::Made,
    ) -> Result<(), VerifyError> {
        let index = self.throws.len();
        let mut seen = vec![false; self.contributors.len()];
        let named = made
            .parts
            .iter()
            .map(|p| p.by)
            .chain(made.without.iter().map(|a| a.by));
        for by in named {
            match seen.get_mut(usize::from(by)) {
                Some(s) if !*s => *s = true,
                _ => return Err(VerifyError::Parts { throw: index }),
            }
        }
        if seen.contains(&false) || !made.has(0) {
            return Err(VerifyError::Parts { throw: index });
        }
        for part in &made.parts {
            if !self.link_checks(part.by, index as u32, &part.link) {
                return Err(VerifyError::Link {
                    throw: index,
                    by: part.by,
                });
            }
        }
        if made.alone != (made.parts.len() == 1) {
            return Err(VerifyError::Alone { throw: index });
        }
        let derived = throw_from(kind, &self.game_id(), index as u32, &made.parts);
        if derived != throw {
            return Err(VerifyError::Throw {
                throw: index,
                recorded: throw,
                derived,
            });
        }
        Ok(())
    }

    /// Every commitment signed by its own key for this table, no key twice.
    fn check_contributors(&self) -> Result<Verified, VerifyError> {
        if self.contributors.is_empty() {
            return Err(VerifyError::NoContributors);
        }
        let mut contributors = Vec::with_capacity(self.contributors.len());
        for (by, contributor) in self.contributors.iter().enumerate() {
            let c = &contributor.commitment;
            if !c.is_signed(&self.table) {
                return Err(VerifyError::Signature { by: by as u16 });
            }
            if self.contributors[..by]
                .iter()
                .any(|earlier| earlier.commitment.key == c.key)
            {
                return Err(VerifyError::SameKey { by: by as u16 });
            }
            contributors.push(ContributorReport {
                key: c.key,
                name: contributor.name.clone(),
                took_part: 0,
                away: 0,
                handed_over: 0,
                removed: 0,
            });
        }
        Ok(Verified {
            game: self.game_id(),
            throws: 0,
            shared: 0,
            alone: Vec::new(),
            contributors,
        })
    }
}
