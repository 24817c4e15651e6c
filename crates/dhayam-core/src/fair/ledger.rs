//! The dice ledger of a game played across computers: who committed to what, and what
//! went into each throw.

use serde::{Deserialize, Serialize};

use super::{Commitment, Digest, PlayerKey};
use crate::{Throw, ThrowKind};

/// Domain of a game's id: a hash of the table and every contributor's commitment.
const GAME_CONTEXT: &str = "dhayam 2026-12 fair dice: game";
/// Domain of a throw: a hash of the game's id, the throw's number and the links.
const THROW_CONTEXT: &str = "dhayam 2026-12 fair dice: throw";

/// Someone whose links go into the throws.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contributor {
    /// The name the table showed (for people reading the ledger; not signed).
    pub name: String,
    /// Its signed chain head.
    pub commitment: Commitment,
}

/// One contributor's part of a throw: its link for that throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    /// Who: an index into [`DiceLedger::contributors`].
    pub by: u16,
    /// Its link for the throw (throw `t` takes link `t + 1`).
    pub link: Digest,
}

/// Why a contributor's part is not in a throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Absence {
    /// Its connection was gone when the throw was called.
    Away,
    /// A computer played its seats (it held the game up, or the host handed them over).
    HandedOver,
    /// The host removed it from the table.
    Removed,
    /// Its chain has no link left for this throw.
    ChainUsedUp,
}

/// A contributor left out of a throw, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Absent {
    /// Who.
    pub by: u16,
    /// Why.
    pub why: Absence,
}

/// What went into one throw: every contributor is either a part or absent.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Made {
    /// The links of those who took part (the host's always among them).
    pub parts: Vec<Part>,
    /// Those who did not, and why.
    pub without: Vec<Absent>,
    /// Made from the host's part alone, with nobody else present: only when the host
    /// chose to go on alone. Not provably fair: the host could foresee it.
    pub alone: bool,
}

impl Made {
    /// Whether contributor `by` took part.
    pub fn has(&self, by: u16) -> bool {
        self.parts.iter().any(|p| p.by == by)
    }
}

/// Everything needed to check every throw of a game played across computers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceLedger {
    /// The table's id, drawn by the host when the table opened; every commitment is for it.
    pub table: Digest,
    /// Everyone who contributed, the host first, then guests in the order they sat down.
    pub contributors: Vec<Contributor>,
    /// What went into each throw of the record, in order.
    pub throws: Vec<Made>,
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

    /// The game's id: a hash of the table and every contributor's commitment, drawn by
    /// all of them together (each head is random, and fixed before the first throw).
    pub fn game_id(&self) -> Digest {
        let mut hasher = blake3::Hasher::new_derive_key(GAME_CONTEXT);
        hasher.update(&self.table.0);
        hasher.update(&(self.contributors.len() as u64).to_le_bytes());
        for contributor in &self.contributors {
            let c = &contributor.commitment;
            hasher.update(&c.key.0);
            hasher.update(&c.head.0);
            hasher.update(&c.links.to_le_bytes());
        }
        Digest(*hasher.finalize().as_bytes())
    }

    /// The contributor number of `key`, if it is one.
    pub fn contributor_of(&self, key: &PlayerKey) -> Option<u16> {
        self.contributors
            .iter()
            .position(|c| c.commitment.key == *key)
            .map(|at| at as u16)
    }

    /// How many throws contributor `by` took part in.
    pub fn contributions(&self, by: u16) -> usize {
        self.throws.iter().filter(|made| made.has(by)).count()
    }

    /// The last link of `by`'s chain known from the throws so far, and its place: the head
    /// at 0 if it took part in none.
    pub fn last_known(&self, by: u16) -> Option<(u32, Digest)> {
        let contributor = self.contributors.get(usize::from(by))?;
        let known = self.throws.iter().enumerate().rev().find_map(|(t, made)| {
            made.parts
                .iter()
                .find(|p| p.by == by)
                .map(|p| (t as u32 + 1, p.link))
        });
        Some(known.unwrap_or((0, contributor.commitment.head)))
    }

    /// Whether `link` is `by`'s link for throw `throw` (given the throws so far).
    pub fn link_checks(&self, by: u16, throw: u32, link: &Digest) -> bool {
        let (Some(contributor), Some(known)) =
            (self.contributors.get(usize::from(by)), self.last_known(by))
        else {
            return false;
        };
        contributor
            .commitment
            .links_to(&self.table, known, throw + 1, link)
    }

    /// Throws after the last one `by` took part in that were made without it, and of
    /// those, how many the host made alone (what a guest coming back is told).
    pub fn missed_since_last(&self, by: u16) -> (usize, usize) {
        let missed: Vec<&Made> = self
            .throws
            .iter()
            .rev()
            .take_while(|made| !made.has(by))
            .collect();
        let alone = missed.iter().filter(|m| m.alone).count();
        (missed.len(), alone)
    }
}

/// The throw of `kind` (the game's board throws it) that `parts` make at throw number
/// `index` of the game `game` (its [`DiceLedger::game_id`]). The order of the parts does
/// not matter; each contributor must appear once.
pub fn throw_from(kind: ThrowKind, game: &Digest, index: u32, parts: &[Part]) -> Throw {
    let mut sorted: Vec<&Part> = parts.iter().collect();
    sorted.sort_by_key(|p| p.by);
    let mut hasher = blake3::Hasher::new_derive_key(THROW_CONTEXT);
    hasher.update(&game.0);
    hasher.update(&index.to_le_bytes());
    for part in sorted {
        hasher.update(&part.by.to_le_bytes());
        hasher.update(&part.link.0);
    }
    // Two bits per four-sided die, or one per cowrie: every fall equally likely, exactly.
    kind.from_bits(hasher.finalize().as_bytes()[0] & 0xF)
}
