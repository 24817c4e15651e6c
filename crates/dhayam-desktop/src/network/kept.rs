//! What play across computers keeps in the data folder: this computer's network key (so a
//! returning guest or a restarted host is recognised), the table it hosts (to open it
//! again after a crash) and the table it joined (to go back to the same seat).

use std::path::{Path, PathBuf};

use dhayam_core::fair::Digest;
use dhayam_net::DiceSecret;
use dhayam_net::host::HostSave;
use serde::{Deserialize, Serialize};

/// The network key's file: 64 hexadecimal digits.
pub const KEY_FILE: &str = "network-key";
/// The hosted table's autosave.
pub const HOSTED_FILE: &str = "hosted-table.ron";
/// The joined table: its code, the name used and this guest's dice secret for it.
pub const JOINED_FILE: &str = "joined-table.ron";

/// The data folder's files for play across computers (`None`: nothing is kept, as when
/// the app runs without a data folder).
#[derive(Clone, Debug, Default)]
pub struct Kept {
    dir: Option<PathBuf>,
}

/// A table this computer joined, as kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    #[serde(default)]
    pub left: bool,
}

impl Kept {
    /// Files in `dir`, or none.
    pub fn new(dir: Option<&Path>) -> Kept {
        Kept {
            dir: dir.map(Path::to_path_buf),
        }
    }

    fn path(&self, name: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(name))
    }

    /// This computer's network key: the kept one, or a new one (kept from now on).
    pub fn identity(&self) -> [u8; 32] {
        let path = self.path(KEY_FILE);
        let kept = path
            .as_deref()
            .and_then(|p| dhayam_store::read_whole(p).ok().flatten())
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .and_then(|text| Digest::from_hex(text.trim()));
        if let Some(key) = kept {
            return key.0;
        }
        let key = dhayam_net::link::new_identity();
        if let Some(path) = path
            && let Err(error) = dhayam_store::write_whole(&path, Digest(key).to_hex().as_bytes())
        {
            log::warn!("the network key could not be kept: {error}");
        }
        key
    }

    /// The hosted table kept, if it is unfinished (a damaged file is logged and left).
    pub fn hosted(&self) -> Option<HostSave> {
        let path = self.path(HOSTED_FILE)?;
        HostSave::read_unfinished(&path)
            .map_err(|e| log::warn!("{}: {e}", path.display()))
            .ok()
            .flatten()
    }

    /// Keeps the hosted table (after every change).
    pub fn keep_hosted(&self, save: &HostSave) {
        if let Some(path) = self.path(HOSTED_FILE)
            && let Err(error) = save.write(&path)
        {
            log::warn!("the hosted table could not be kept: {error}");
        }
    }

    /// The table joined last, if kept.
    pub fn joined(&self) -> Option<JoinedTable> {
        let path = self.path(JOINED_FILE)?;
        let bytes = dhayam_store::read_whole(&path).ok().flatten()?;
        let text = String::from_utf8(bytes).ok()?;
        ron::from_str(&text)
            .map_err(|e| log::warn!("{}: {e}", path.display()))
            .ok()
    }

    /// Keeps the table joined.
    pub fn keep_joined(&self, joined: &JoinedTable) {
        let Some(path) = self.path(JOINED_FILE) else {
            return;
        };
        let written = ron::to_string(joined)
            .map_err(|e| e.to_string())
            .and_then(|text| {
                dhayam_store::write_whole(&path, text.as_bytes()).map_err(|e| e.to_string())
            });
        if let Err(error) = written {
            log::warn!("the joined table could not be kept: {error}");
        }
    }

    /// Notes that the player chose to leave the table joined (kept, to go back to).
    pub fn mark_left(&self) {
        if let Some(joined) = self.joined() {
            self.keep_joined(&JoinedTable {
                left: true,
                ..joined
            });
        }
    }

    /// Forgets the table joined (the guest left it before its game, or its game ended).
    pub fn forget_joined(&self) {
        if let Some(path) = self.path(JOINED_FILE) {
            let _ = std::fs::remove_file(path);
        }
    }
}

impl JoinedTable {
    /// A new table joined with `code` as `name`, with a new dice secret.
    pub fn new(code: &str, name: &str) -> JoinedTable {
        JoinedTable {
            code: code.trim().to_owned(),
            name: name.to_owned(),
            secret: Digest(DiceSecret::random().to_bytes()),
            left: false,
        }
    }
}
