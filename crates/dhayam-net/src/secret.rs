//! A player's own dice secret, and the hash of a position that replicas compare.

use dhayam_core::fair::{Digest, commit};
use dhayam_core::{Game, GameState};

/// Domain of a reveal: a hash of the secret and the reveal's number.
const REVEAL_CONTEXT: &str = "dhayam 2026-12 fair dice: reveal";
/// Domain of a position hash.
const POSITION_CONTEXT: &str = "dhayam 2026-12 position";

/// The secret a player's dice reveals come from. Its reveals are a chain: the `n`-th is a
/// hash of the secret and `n`, so a player who restarts with the same secret carries on
/// where it was. Never sent; only reveals and commitments leave the computer.
#[derive(Clone, PartialEq, Eq)]
pub struct DiceSecret([u8; 32]);

impl std::fmt::Debug for DiceSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DiceSecret(..)")
    }
}

impl DiceSecret {
    /// A new secret from the operating system's randomness.
    pub fn random() -> DiceSecret {
        DiceSecret(rand::random())
    }

    /// A secret from 32 given bytes (tests and saved secrets).
    pub fn from_bytes(bytes: [u8; 32]) -> DiceSecret {
        DiceSecret(bytes)
    }

    /// The secret's bytes, to keep in the data folder.
    pub fn to_bytes(&self) -> [u8; 32] {
        self.0
    }

    /// The `n`-th reveal.
    pub fn reveal(&self, n: usize) -> Digest {
        let mut hasher = blake3::Hasher::new_derive_key(REVEAL_CONTEXT);
        hasher.update(&self.0);
        hasher.update(&(n as u64).to_le_bytes());
        Digest(*hasher.finalize().as_bytes())
    }

    /// The commitment to the `n`-th reveal.
    pub fn commitment(&self, n: usize) -> Digest {
        commit(&self.reveal(n))
    }
}

/// The hash of a position, which every replica computes after every step and compares
/// with the host's.
pub fn position_hash(game: &Game) -> Digest {
    let state = GameState::from(game);
    let bytes = serde_json::to_vec(&state).unwrap_or_default();
    let mut hasher = blake3::Hasher::new_derive_key(POSITION_CONTEXT);
    hasher.update(&bytes);
    Digest(*hasher.finalize().as_bytes())
}
