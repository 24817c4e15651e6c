//! A contributor's chain of links, fixed before the first throw, and its signed head.

use serde::{Deserialize, Serialize};

use super::{Digest, PlayerKey, Signature};

/// Domain of one step down a chain: a link hashed into the one before it.
const LINK_CONTEXT: &str = "dhayam 2026-12 fair dice: chain link";
/// What a contributor signs: this, then the table, its key, the head and the length.
const STATEMENT_CONTEXT: &[u8] = b"dhayam 2026-12 fair dice: chain head\0";

/// How many links a chain has: throw `t` takes link `t + 1`, so a game may have this
/// many throws with every contributor's part. The longest of 10,000 simulated four-seat
/// games on either board is far below it (`dhayam-cli simulate` prints the longest).
pub const CHAIN_LINKS: u32 = 8192;

/// The link before `link`, which sits at `position` (1 or more) of the chain of `key` at
/// table `table`: every link is bound to the table, the contributor and its place, so a
/// link of one chain (or one place) is worth nothing in another.
pub fn link_before(table: &Digest, key: &PlayerKey, position: u32, link: &Digest) -> Digest {
    let mut hasher = blake3::Hasher::new_derive_key(LINK_CONTEXT);
    hasher.update(&table.0);
    hasher.update(&key.0);
    hasher.update(&position.to_le_bytes());
    hasher.update(&link.0);
    Digest(*hasher.finalize().as_bytes())
}

/// A contributor's whole chain, from its private seed: link `links` is the seed, and each
/// link before is [`link_before`] the one after; link 0 is the head it publishes. Never
/// sent whole: one link leaves the computer per throw.
#[derive(Clone, PartialEq, Eq)]
pub struct Chain {
    links: Vec<Digest>,
}

impl std::fmt::Debug for Chain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Chain(head {:?}, {} links)", self.head(), self.len())
    }
}

impl Chain {
    /// The chain of `length` links (at least 1) that `seed` makes for `key` at `table`.
    pub fn new(seed: Digest, table: &Digest, key: &PlayerKey, length: u32) -> Chain {
        let length = length.max(1);
        let mut links = vec![seed; length as usize + 1];
        for position in (1..=length).rev() {
            let at = position as usize;
            links[at - 1] = link_before(table, key, position, &links[at]);
        }
        Chain { links }
    }

    /// The head, link 0: what the contributor commits to.
    pub fn head(&self) -> Digest {
        self.links[0]
    }

    /// How many links follow the head.
    pub fn len(&self) -> u32 {
        (self.links.len() - 1) as u32
    }

    /// Whether the chain has no links after its head (never: a chain has at least one).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The link for throw `throw` (0-based): link `throw + 1`, if the chain is that long.
    pub fn link_for(&self, throw: u32) -> Option<Digest> {
        self.links.get(throw as usize + 1).copied()
    }
}

/// What a contributor publishes before the first throw: the head of its chain and its
/// length, signed with its network key, for one table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commitment {
    /// The contributor's network key: who it is.
    pub key: PlayerKey,
    /// The head of its chain.
    pub head: Digest,
    /// How many links its chain has.
    pub links: u32,
    /// Its signature of [`chain_statement`].
    pub signature: Signature,
}

/// The bytes a contributor signs to commit to `head` (a chain of `links` links) at table
/// `table` with key `key`.
pub fn chain_statement(table: &Digest, key: &PlayerKey, head: &Digest, links: u32) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(STATEMENT_CONTEXT.len() + 100);
    bytes.extend_from_slice(STATEMENT_CONTEXT);
    bytes.extend_from_slice(&table.0);
    bytes.extend_from_slice(&key.0);
    bytes.extend_from_slice(&head.0);
    bytes.extend_from_slice(&links.to_le_bytes());
    bytes
}

impl Commitment {
    /// Whether the signature is this key's, over this head at `table` (ed25519, strict).
    pub fn is_signed(&self, table: &Digest) -> bool {
        let Ok(key) = ed25519_dalek::VerifyingKey::from_bytes(&self.key.0) else {
            return false;
        };
        let signature = ed25519_dalek::Signature::from_bytes(&self.signature.0);
        let statement = chain_statement(table, &self.key, &self.head, self.links);
        key.verify_strict(&statement, &signature).is_ok()
    }

    /// Whether `link` is link `position` of this chain at `table`, given that link
    /// `known_at` is `known` (the head at 0, or a link checked before): it is hashed back
    /// to `known_at`. `position` must come after `known_at` and within the chain.
    pub fn links_to(
        &self,
        table: &Digest,
        known: (u32, Digest),
        position: u32,
        link: &Digest,
    ) -> bool {
        let (known_at, known) = known;
        if position <= known_at || position > self.links {
            return false;
        }
        let mut at = *link;
        for p in (known_at + 1..=position).rev() {
            at = link_before(table, &self.key, p, &at);
        }
        at == known
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_link_hashes_back_to_the_head_and_no_other_place() {
        let (table, key) = (Digest([1; 32]), PlayerKey([2; 32]));
        let chain = Chain::new(Digest([3; 32]), &table, &key, 40);
        let commitment = Commitment {
            key,
            head: chain.head(),
            links: 40,
            signature: Signature([0; 64]),
        };
        let link = chain.link_for(9).unwrap();
        assert!(commitment.links_to(&table, (0, chain.head()), 10, &link));
        let before = chain.link_for(4).unwrap();
        assert!(commitment.links_to(&table, (5, before), 10, &link));
        assert!(!commitment.links_to(&table, (0, chain.head()), 11, &link));
        assert!(!commitment.links_to(&Digest([9; 32]), (0, chain.head()), 10, &link));
        assert_eq!(chain.link_for(40), None, "41 links are more than it has");
        assert!(!commitment.links_to(&table, (0, chain.head()), 41, &link));
    }
}
