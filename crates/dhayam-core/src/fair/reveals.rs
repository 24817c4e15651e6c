//! The dice ledger of games recorded before chains were signed (game files of format 2):
//! each contributor committed to one reveal at a time, publishing with each reveal the
//! commitment to its next. Kept so that those games load and can still be checked the way
//! they were made; new games use signed chains ([`super::DiceLedger`]).

use serde::{Deserialize, Serialize};

use super::{Digest, VerifyError, commit};
use crate::{GameRecord, Throw};

/// Domain of a throw: a hash of the table, the throw's number and the reveals.
const THROW_CONTEXT: &str = "dhayam 2026-12 fair dice: throw";

/// One contributor's part of a throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevealPart {
    /// Who: an index into [`RevealLedger::contributors`].
    pub by: u16,
    /// The reveal, matching the contributor's last commitment.
    pub reveal: Digest,
    /// The commitment to the contributor's next reveal.
    pub next: Digest,
}

/// The throw that `parts` make at throw number `index` of table `table`. The order of the
/// parts does not matter; each contributor must appear once.
pub fn reveal_throw(table: &Digest, index: u32, parts: &[RevealPart]) -> Throw {
    let mut sorted: Vec<&RevealPart> = parts.iter().collect();
    sorted.sort_by_key(|p| p.by);
    let mut hasher = blake3::Hasher::new_derive_key(THROW_CONTEXT);
    hasher.update(&table.0);
    hasher.update(&index.to_le_bytes());
    for part in sorted {
        hasher.update(&part.by.to_le_bytes());
        hasher.update(&part.reveal.0);
    }
    // Two bits per four-sided die: every face equally likely, exactly.
    Throw::from_bits(hasher.finalize().as_bytes()[0] & 0xF)
}

/// Someone whose secrets go into the throws.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevealContributor {
    /// Who it is (the network identity, as text), for people reading the ledger.
    pub id: String,
    /// The commitment to its first reveal, published when it joined.
    pub first: Digest,
}

/// Everything needed to check every throw of a game played across computers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevealLedger {
    /// The table's id, drawn by the host when the table opened.
    pub table: Digest,
    /// Everyone who contributed, in the order they joined.
    pub contributors: Vec<RevealContributor>,
    /// The parts of each throw of the record, in order.
    pub throws: Vec<Vec<RevealPart>>,
}

impl RevealLedger {
    /// An empty ledger for table `table`.
    pub fn new(table: Digest) -> RevealLedger {
        RevealLedger {
            table,
            contributors: Vec::new(),
            throws: Vec::new(),
        }
    }

    /// The commitment each contributor's next reveal must match, after the throws so far.
    pub fn expected(&self) -> Vec<Digest> {
        let mut expected: Vec<Digest> = self.contributors.iter().map(|c| c.first).collect();
        for parts in &self.throws {
            for part in parts {
                if let Some(e) = expected.get_mut(usize::from(part.by)) {
                    *e = part.next;
                }
            }
        }
        expected
    }

    /// How many parts contributor `by` has given so far.
    pub fn contributions(&self, by: u16) -> usize {
        self.throws
            .iter()
            .filter(|parts| parts.iter().any(|p| p.by == by))
            .count()
    }

    /// Checks that every throw of `record` is what its parts make and that every reveal
    /// matches its commitment; says which throw fails first.
    pub fn verify(&self, record: &GameRecord) -> Result<(), VerifyError> {
        if self.throws.len() != record.throws.len() {
            return Err(VerifyError::Count {
                ledger: self.throws.len(),
                record: record.throws.len(),
            });
        }
        let mut expected: Vec<Digest> = self.contributors.iter().map(|c| c.first).collect();
        for (i, (parts, recorded)) in self.throws.iter().zip(&record.throws).enumerate() {
            let mut seen = vec![false; expected.len()];
            if parts.is_empty() {
                return Err(VerifyError::Parts { throw: i });
            }
            for part in parts {
                let at = usize::from(part.by);
                match seen.get_mut(at) {
                    Some(s) if !*s => *s = true,
                    _ => return Err(VerifyError::Parts { throw: i }),
                }
                if commit(&part.reveal) != expected[at] {
                    return Err(VerifyError::Link {
                        throw: i,
                        by: part.by,
                    });
                }
                expected[at] = part.next;
            }
            let derived = reveal_throw(&self.table, i as u32, parts);
            if derived != *recorded {
                return Err(VerifyError::Throw {
                    throw: i,
                    recorded: *recorded,
                    derived,
                });
            }
        }
        Ok(())
    }
}
