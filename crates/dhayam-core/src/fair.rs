//! Fair throws for a table of several computers: every throw comes from secrets that all
//! connected players committed to beforehand, so nobody (the host included) can choose or
//! foresee one, and anyone can check a finished game afterwards.
//!
//! Each contributor keeps a private chain of *reveals*. Before its `n`-th contribution it
//! has published a commitment, [`commit`]`(reveal_n)`; when a throw is called it publishes
//! `reveal_n` together with the commitment to `reveal_n+1`. The throw is [`throw_from`] the
//! table's id, the throw's number and every contributor's reveal. A contributor who
//! reveals something other than what it committed to is caught by [`DiceLedger::verify`].
//!
//! This module holds only the data and the arithmetic; secrets and messages belong to the
//! front end that plays across computers.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{GameRecord, Throw};

/// Domain of a commitment: a hash of one reveal.
const COMMIT_CONTEXT: &str = "dhayam 2026-12 fair dice: commitment";
/// Domain of a throw: a hash of the table, the throw's number and the reveals.
const THROW_CONTEXT: &str = "dhayam 2026-12 fair dice: throw";

/// 32 bytes of hash output, written as 64 hexadecimal digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Digest(pub [u8; 32]);

impl Digest {
    /// The digest as lowercase hexadecimal.
    pub fn to_hex(&self) -> String {
        use fmt::Write as _;
        let mut text = String::with_capacity(64);
        for byte in self.0 {
            let _ = write!(text, "{byte:02x}");
        }
        text
    }

    /// Reads 64 hexadecimal digits.
    pub fn from_hex(text: &str) -> Option<Digest> {
        let bytes = text.as_bytes();
        if bytes.len() != 64 {
            return None;
        }
        let mut out = [0u8; 32];
        for (i, pair) in bytes.chunks_exact(2).enumerate() {
            let digit = |c: u8| (c as char).to_digit(16);
            out[i] = (digit(pair[0])? * 16 + digit(pair[1])?) as u8;
        }
        Some(Digest(out))
    }
}

impl fmt::Debug for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digest({}…)", &self.to_hex()[..12])
    }
}

impl fmt::Display for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_hex())
    }
}

impl Serialize for Digest {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_hex())
    }
}

impl<'de> Deserialize<'de> for Digest {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Digest::from_hex(&text)
            .ok_or_else(|| serde::de::Error::custom("a digest is 64 hexadecimal digits"))
    }
}

/// The commitment to `reveal`: what a contributor publishes before the reveal itself.
pub fn commit(reveal: &Digest) -> Digest {
    let mut hasher = blake3::Hasher::new_derive_key(COMMIT_CONTEXT);
    hasher.update(&reveal.0);
    Digest(*hasher.finalize().as_bytes())
}

/// One contributor's part of a throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    /// Who: an index into [`DiceLedger::contributors`].
    pub by: u16,
    /// The reveal, matching the contributor's last commitment.
    pub reveal: Digest,
    /// The commitment to the contributor's next reveal.
    pub next: Digest,
}

/// The throw that `parts` make at throw number `index` of table `table`. The order of the
/// parts does not matter; each contributor must appear once.
pub fn throw_from(table: &Digest, index: u32, parts: &[Part]) -> Throw {
    let mut sorted: Vec<&Part> = parts.iter().collect();
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
pub struct Contributor {
    /// Who it is (the network identity, as text), for people reading the ledger.
    pub id: String,
    /// The commitment to its first reveal, published when it joined.
    pub first: Digest,
}

/// Everything needed to check every throw of a game played across computers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceLedger {
    /// The table's id, drawn by the host when the table opened.
    pub table: Digest,
    /// Everyone who contributed, in the order they joined.
    pub contributors: Vec<Contributor>,
    /// The parts of each throw of the record, in order.
    pub throws: Vec<Vec<Part>>,
}

/// Why a ledger does not account for a record's throws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The ledger has `ledger` throws and the record `record`.
    Count {
        /// Throws in the ledger.
        ledger: usize,
        /// Throws in the record.
        record: usize,
    },
    /// Throw `throw` (0-based) has no parts, or names a contributor twice or one unknown.
    Parts {
        /// Which throw.
        throw: usize,
    },
    /// At throw `throw`, contributor `by` revealed something it had not committed to.
    Reveal {
        /// Which throw.
        throw: usize,
        /// Which contributor.
        by: u16,
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

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            VerifyError::Count { ledger, record } => write!(
                f,
                "the ledger accounts for {ledger} throws but the game has {record}"
            ),
            VerifyError::Parts { throw } => {
                write!(
                    f,
                    "throw {} has missing or repeated contributors",
                    throw + 1
                )
            }
            VerifyError::Reveal { throw, by } => write!(
                f,
                "throw {}: contributor {by} revealed a secret it had not committed to",
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
struct Faces(Throw);

impl fmt::Display for Faces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [one, two] = self.0.faces();
        write!(f, "faces {one}+{two} (value {})", self.0.value())
    }
}

impl DiceLedger {
    /// An empty ledger for table `table`.
    pub fn new(table: Digest) -> DiceLedger {
        DiceLedger {
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
                    return Err(VerifyError::Reveal {
                        throw: i,
                        by: part.by,
                    });
                }
                expected[at] = part.next;
            }
            let derived = throw_from(&self.table, i as u32, parts);
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
