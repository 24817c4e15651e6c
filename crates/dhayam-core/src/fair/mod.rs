//! Fair throws for a table of several computers: every throw comes from secrets that all
//! players present committed to before the first throw, so nobody (the host included) can
//! choose or foresee one, and anyone can check a finished game afterwards.
//!
//! Each contributor (the host, and every guest) draws a private seed and hashes it into a
//! [`Chain`] of links, each link bound to the table, the contributor's key and its place
//! in the chain. Before the first throw it publishes the chain's head, signed with its
//! network key ([`Commitment`]). Throw `t` takes link `t + 1` of every contributor
//! present: a link is checked by hashing it back to one already known, so once the game
//! starts nobody chooses anything but whether to reveal. The throw is a hash of the
//! game's id (drawn jointly: a hash of every commitment), the throw's number and the
//! links ([`throw_from`]).
//!
//! [`DiceLedger::verify`] checks a whole game: every signature, every link, every throw,
//! and that each throw names every contributor, as a part or as absent with a reason; it
//! reports who took part in how many throws and which throws the host made alone (not
//! provably fair). Games recorded before chains were signed keep their ledger of reveals
//! ([`reveals`]).
//!
//! This module holds only the data and the arithmetic; secrets, keys and messages belong
//! to the front end that plays across computers.

use std::fmt;

use serde::{Deserialize, Serialize};

mod chain;
mod ledger;
pub mod reveals;
mod verify;

pub use chain::{CHAIN_LINKS, Chain, Commitment, chain_statement, link_before};
pub use ledger::{Absence, Absent, Contributor, DiceLedger, Made, Part, throw_from};
pub use verify::{ContributorReport, Verified, VerifyError};

/// Domain of a commitment to a reveal (games recorded before chains: [`reveals`]).
const COMMIT_CONTEXT: &str = "dhayam 2026-12 fair dice: commitment";

/// 32 bytes of hash output, written as 64 hexadecimal digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Digest(pub [u8; 32]);

/// A contributor's public network key (an ed25519 key), written as 64 hexadecimal
/// digits, as the network writes it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerKey(pub [u8; 32]);

/// An ed25519 signature, written as 128 hexadecimal digits.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Signature(pub [u8; 64]);

/// Writes `bytes` as lowercase hexadecimal.
fn hex(bytes: &[u8]) -> String {
    use fmt::Write as _;
    let mut text = String::with_capacity(bytes.len() * 2);
    for byte in bytes {
        let _ = write!(text, "{byte:02x}");
    }
    text
}

/// Reads exactly `N` bytes of hexadecimal.
fn from_hex<const N: usize>(text: &str) -> Option<[u8; N]> {
    let bytes = text.as_bytes();
    if bytes.len() != 2 * N {
        return None;
    }
    let mut out = [0u8; N];
    for (i, pair) in bytes.chunks_exact(2).enumerate() {
        let digit = |c: u8| (c as char).to_digit(16);
        out[i] = (digit(pair[0])? * 16 + digit(pair[1])?) as u8;
    }
    Some(out)
}

/// Hex text, serde and formatting for a byte-array newtype.
macro_rules! hex_bytes {
    ($name:ident, $len:literal, $what:literal) => {
        impl $name {
            /// The bytes as lowercase hexadecimal.
            pub fn to_hex(&self) -> String {
                hex(&self.0)
            }

            /// Reads the hexadecimal digits of exactly this many bytes.
            pub fn from_hex(text: &str) -> Option<$name> {
                from_hex::<$len>(text).map($name)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({}…)", stringify!($name), &self.to_hex()[..12])
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.to_hex())
            }
        }

        impl Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.to_hex())
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = String::deserialize(deserializer)?;
                $name::from_hex(&text).ok_or_else(|| serde::de::Error::custom($what))
            }
        }
    };
}

hex_bytes!(Digest, 32, "a digest is 64 hexadecimal digits");
hex_bytes!(PlayerKey, 32, "a key is 64 hexadecimal digits");
hex_bytes!(Signature, 64, "a signature is 128 hexadecimal digits");

impl PlayerKey {
    /// The first ten hexadecimal digits, for people telling keys apart.
    pub fn short(&self) -> String {
        self.to_hex()[..10].to_owned()
    }
}

/// The commitment to `reveal`, in games recorded before chains ([`reveals`]).
pub fn commit(reveal: &Digest) -> Digest {
    let mut hasher = blake3::Hasher::new_derive_key(COMMIT_CONTEXT);
    hasher.update(&reveal.0);
    Digest(*hasher.finalize().as_bytes())
}
