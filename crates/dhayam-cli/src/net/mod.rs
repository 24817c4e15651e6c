//! `host`, `join` and `verify`: games across computers from a terminal.

pub mod host;
pub mod join;
pub mod tables;
pub mod talk;
pub mod verify;

use std::path::Path;
use std::time::Instant;

use dhayam_ai::{Bot, Level};
use dhayam_net::DiceSecret;
use dhayam_net::link::{Reach, RelayFrom, Relays};
use dhayam_store::{AnimationSpeed, ComputerPace, TableSettings};

/// Table settings without pauses: a terminal has nothing to animate.
fn quick_settings() -> TableSettings {
    TableSettings {
        animation: AnimationSpeed::Instant,
        computer_pace: ComputerPace::Instant,
        ..TableSettings::default()
    }
}

/// The player of this terminal's seats: `random` (Easy's random legal moves), `easy`,
/// `medium` or `hard`, seeded.
fn player(name: &str, seed: u64) -> Result<Box<dyn Bot + Send>, String> {
    let level = match name {
        "random" => Level::Easy,
        other => other.parse::<Level>().map_err(|e| e.to_string())?,
    };
    Ok(level.bot(seed))
}

/// 32 bytes for a secret or an identity from a seed and a purpose, so that a seeded run
/// repeats; without a seed they come from the operating system.
fn seeded_bytes(seed: Option<u64>, purpose: &str) -> [u8; 32] {
    match seed {
        Some(seed) => {
            let mut hasher = blake3::Hasher::new_derive_key("dhayam-cli 2026-12 seeded bytes");
            hasher.update(purpose.as_bytes());
            hasher.update(&seed.to_le_bytes());
            *hasher.finalize().as_bytes()
        }
        None => rand::random(),
    }
}

fn secret(seed: Option<u64>, purpose: &str) -> DiceSecret {
    DiceSecret::from_bytes(seeded_bytes(seed, purpose))
}

/// The reach: loopback only with `--loopback`, the local network only with `--lan`,
/// else the internet, through the relay server of `--relay` (else of `DHAYAM_RELAY`,
/// else iroh's public relays). A relay address that cannot be used stops the command
/// before anything is opened.
fn reach(loopback: bool, lan: bool, relay: Option<&str>) -> Result<Reach, String> {
    if loopback {
        Ok(Reach::Loopback)
    } else if lan {
        Ok(Reach::Lan)
    } else {
        let relays = match relay {
            Some(relay) => Relays::parse(relay, RelayFrom::Given),
            None => Relays::chosen(""),
        };
        relays.map(Reach::Internet).map_err(|e| e.to_string())
    }
}

/// Writes `text` to `path` whole or not at all (a reader never sees half a file).
fn write_whole(path: &Path, text: &str) -> Result<(), String> {
    let tmp = path.with_extension("part");
    std::fs::write(&tmp, text).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Where game `number` of `games` played at one table is written: `path` itself for a
/// single game, else `path` with `-NUMBER` before its extension (`OUT-2.ron`).
fn numbered(path: &Path, number: u32, games: u32) -> std::path::PathBuf {
    if games <= 1 {
        return path.to_owned();
    }
    let stem = path
        .file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let name = match path.extension() {
        Some(ext) => format!("{stem}-{number}.{}", ext.to_string_lossy()),
        None => format!("{stem}-{number}"),
    };
    path.with_file_name(name)
}

/// Seconds since `start`, the tables' clock.
fn seconds(start: Instant) -> f64 {
    start.elapsed().as_secs_f64()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_of_a_table_has_its_own_record() {
        let path = Path::new("out/hosted.ron");
        assert_eq!(numbered(path, 1, 1), Path::new("out/hosted.ron"));
        assert_eq!(numbered(path, 2, 3), Path::new("out/hosted-2.ron"));
        assert_eq!(numbered(Path::new("game"), 1, 2), Path::new("game-1"));
    }
}
