//! A player's own dice secret, and the hash of a position that replicas compare.

use dhayam_core::fair::{
    CHAIN_LINKS, Chain, Commitment, Digest, PlayerKey, Signature, chain_statement,
};
use dhayam_core::{Game, GameState};

/// Domain of a chain's seed: a hash of the secret, the table and the key.
const SEED_CONTEXT: &str = "dhayam 2026-12 fair dice: chain seed";
/// Domain of a position hash.
const POSITION_CONTEXT: &str = "dhayam 2026-12 position";

/// The secret a player's dice chains come from: one chain per table
/// ([`DiceSecret::chain`]), the same one every time, so a player who restarts with the
/// same secret carries on where it was. Never sent; only the chain's signed head and one
/// link per throw leave the computer.
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

    /// This secret's chain for the table `table`, for the player with network key `key`.
    pub fn chain(&self, table: &Digest, key: &PlayerKey) -> Chain {
        let mut hasher = blake3::Hasher::new_derive_key(SEED_CONTEXT);
        hasher.update(&self.0);
        hasher.update(&table.0);
        hasher.update(&key.0);
        let seed = Digest(*hasher.finalize().as_bytes());
        Chain::new(seed, table, key, CHAIN_LINKS)
    }
}

/// The dice key of a network key: the same ed25519 key, as the ledger names it.
pub fn player_key(key: &iroh::SecretKey) -> PlayerKey {
    PlayerKey(*key.public().as_bytes())
}

/// The peer id a connection made with the network key `identity` has at the other end
/// (its public key as text): what the host names a guest by.
pub fn peer_id(identity: &[u8; 32]) -> String {
    player_key(&iroh::SecretKey::from_bytes(identity)).to_hex()
}

/// `chain`'s head at `table`, signed with `key`: what a player commits to.
pub fn commitment(key: &iroh::SecretKey, table: &Digest, chain: &Chain) -> Commitment {
    let player = player_key(key);
    let statement = chain_statement(table, &player, &chain.head(), chain.len());
    Commitment {
        key: player,
        head: chain.head(),
        links: chain.len(),
        signature: Signature(key.sign(&statement).to_bytes()),
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
