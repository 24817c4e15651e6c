//! What a guest keeps when its host's dice do not check out: the host's message as it
//! arrived and this computer's own copy of the game as it had accepted it, in the data
//! folder, for anyone to check afterwards (`dhayam-cli verify` reads the copy).

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use dhayam_net::{Evidence, GuestError};
use serde::Serialize;

/// The folder of the data folder that holds them, one file per table and time.
pub const EVIDENCE_DIR: &str = "evidence";

/// One evidence file as written.
#[derive(Serialize)]
struct EvidenceFile<'a> {
    /// What the guest found wrong, in English (the log's words).
    why: String,
    /// The table's id, as the guest's copy has it.
    table: &'a str,
    /// When, as an RFC 3339 UTC time.
    at: String,
    /// The host's message as it arrived.
    sent: &'a str,
    /// This computer's copy as it had accepted it (a game file's text).
    accepted: Option<&'a str>,
}

/// The file for table `table` (its id in hexadecimal) at `secs` since the epoch, in
/// `dir`: `evidence/TABLE-20261202T001500Z.ron`, the table's first 16 digits.
pub fn evidence_path(dir: &Path, table: &str, secs: u64) -> PathBuf {
    let stamp = dhayam_store::format_utc(secs).replace(['-', ':'], "");
    let short: String = table.chars().take(16).collect();
    dir.join(EVIDENCE_DIR).join(format!("{short}-{stamp}.ron"))
}

/// Writes `evidence` of `error` at table `table` into `dir`, off the window's thread (a
/// failure is logged).
pub fn keep_evidence(dir: &Path, table: &str, error: &GuestError, evidence: &Evidence) {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let path = evidence_path(dir, table, secs);
    let file = EvidenceFile {
        why: error.to_string(),
        table,
        at: dhayam_store::format_utc(secs),
        sent: &evidence.sent,
        accepted: evidence.accepted.as_deref(),
    };
    let config = ron::ser::PrettyConfig::new();
    let text = match ron::ser::to_string_pretty(&file, config) {
        Ok(text) => text,
        Err(e) => {
            log::error!("the host's dice evidence could not be written: {e}");
            return;
        }
    };
    let spawned = std::thread::Builder::new()
        .name("dhayam-evidence".to_owned())
        .spawn(move || write(&path, &text));
    if let Err(e) = spawned {
        log::error!("the host's dice evidence could not be written: {e}");
    }
}

fn write(path: &Path, text: &str) {
    if let Some(parent) = path.parent()
        && let Err(e) = std::fs::create_dir_all(parent)
    {
        log::error!("the host's dice evidence could not be kept: {e}");
        return;
    }
    match dhayam_store::write_whole(path, text.as_bytes()) {
        Ok(()) => log::warn!("the host's dice evidence is kept in {}", path.display()),
        Err(e) => log::error!("the host's dice evidence could not be kept: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_net::DiceFault;

    #[test]
    fn the_evidence_is_kept_in_a_file_named_with_the_table_and_time() {
        let dir = tempfile::tempdir().unwrap();
        let error = GuestError::DiceDoNotCheckOut {
            throw: 4,
            why: DiceFault::NotItsParts,
        };
        let evidence = Evidence {
            sent: "what the host sent".to_owned(),
            accepted: Some("the copy".to_owned()),
        };
        let table = "ab".repeat(32);
        keep_evidence(dir.path(), &table, &error, &evidence);
        let folder = dir.path().join(EVIDENCE_DIR);
        let mut found = None;
        for _ in 0..500 {
            // Written whole: a temporary file first, then renamed.
            found = std::fs::read_dir(&folder).ok().and_then(|d| {
                d.filter_map(Result::ok)
                    .find(|e| e.file_name().to_string_lossy().ends_with(".ron"))
            });
            if found.is_some() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        let entry = found.expect("an evidence file");
        let name = entry.file_name().to_string_lossy().into_owned();
        assert!(name.starts_with(&"ab".repeat(8)), "{name}");
        assert!(name.ends_with("Z.ron"), "{name}");
        let text = std::fs::read_to_string(entry.path()).unwrap();
        assert!(text.contains("throw 5"), "{text}");
        assert!(text.contains("what the host sent") && text.contains("the copy"));
    }
}
