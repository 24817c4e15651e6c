//! A table this computer joined, as kept: to go back to the same seat with the same dice.

use serde::{Deserialize, Serialize};

use dhayam_core::fair::Digest;

use crate::StoreError;
use crate::file::{Versioned, parse_versioned, to_ron};

/// The newest format version of joined-table files. Files kept before it was written in
/// them read as version 1.
pub const JOINED_FORMAT: u32 = 1;

/// A table this computer joined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinedTable {
    /// The join code.
    pub code: String,
    /// The name used at the table.
    pub name: String,
    /// This guest's dice secret for the table (its reveals carry on from it).
    pub secret: Digest,
    /// Whether the player chose to leave it: the New game screen then offers going back,
    /// rather than the window going back by itself when it opens (as after a crash or a
    /// window closed while joined). Files kept before this was known read as `false`.
    pub left: bool,
}

/// A joined table's file as written.
#[derive(Serialize)]
struct JoinedOut<'a> {
    format: u32,
    code: &'a str,
    name: &'a str,
    secret: Digest,
    left: bool,
}

/// A joined table's file as read: the same, with the version and `left` missing in
/// files kept before they were written.
#[derive(Deserialize)]
struct JoinedIn {
    #[serde(default = "first_format")]
    format: u32,
    code: String,
    name: String,
    secret: Digest,
    #[serde(default)]
    left: bool,
}

fn first_format() -> u32 {
    1
}

impl Versioned for JoinedIn {
    fn format(&self) -> u32 {
        self.format
    }
}

impl JoinedTable {
    /// A new table joined with `code` as `name`, with a new dice secret from the operating
    /// system's randomness.
    pub fn new(code: &str, name: &str) -> JoinedTable {
        JoinedTable {
            code: code.trim().to_owned(),
            name: name.to_owned(),
            secret: Digest(rand::random()),
            left: false,
        }
    }

    /// The file's text.
    pub fn to_ron(&self) -> Result<String, StoreError> {
        to_ron(&JoinedOut {
            format: JOINED_FORMAT,
            code: &self.code,
            name: &self.name,
            secret: self.secret,
            left: self.left,
        })
    }

    /// Reads a joined table's file (also one kept before the store kept them: without a
    /// version, or without `left`). A newer version is refused. Never panics.
    pub fn from_ron(bytes: &[u8]) -> Result<JoinedTable, StoreError> {
        let file: JoinedIn = parse_versioned(bytes, JOINED_FORMAT)?;
        Ok(JoinedTable {
            code: file.code,
            name: file.name,
            secret: file.secret,
            left: file.left,
        })
    }
}
