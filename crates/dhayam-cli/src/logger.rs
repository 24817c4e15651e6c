//! The terminal's log on stderr: what the tables across computers say (guests joining and
//! leaving, refusals summed up, hand-overs), so the person hosting sees them.
//!
//! Dhayam's own messages are shown from `info` up, other crates' from `warn` up.
//! `RUST_LOG` changes that: a level (`RUST_LOG=debug`), or levels for targets that start
//! with a name (`RUST_LOG=warn,dhayam_net=debug`), as `env_logger` reads it. Thirty lines
//! here instead of a dependency: nothing else is needed from a logger.

use log::{LevelFilter, Log, Metadata, Record};

/// Which level each target is shown from: the longest matching prefix wins.
struct Stderr {
    default: LevelFilter,
    targets: Vec<(String, LevelFilter)>,
}

impl Stderr {
    fn level(&self, target: &str) -> LevelFilter {
        self.targets
            .iter()
            .filter(|(prefix, _)| target.starts_with(prefix.as_str()))
            .max_by_key(|(prefix, _)| prefix.len())
            .map_or(self.default, |(_, level)| *level)
    }
}

impl Log for Stderr {
    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        metadata.level() <= self.level(metadata.target())
    }

    fn log(&self, record: &Record<'_>) {
        if self.enabled(record.metadata()) {
            eprintln!(
                "dhayam-cli {}: {}",
                record.level().as_str().to_lowercase(),
                record.args()
            );
        }
    }

    fn flush(&self) {}
}

/// Reads `spec` (`RUST_LOG`'s syntax); parts that are not levels are left out.
fn parse(spec: Option<&str>) -> Stderr {
    let mut logger = Stderr {
        default: LevelFilter::Warn,
        targets: vec![("dhayam".to_owned(), LevelFilter::Info)],
    };
    let Some(spec) = spec else {
        return logger;
    };
    for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        match part.split_once('=') {
            Some((target, level)) => {
                if let Ok(level) = level.trim().parse() {
                    logger.targets.push((target.trim().to_owned(), level));
                }
            }
            None => {
                if let Ok(level) = part.parse() {
                    logger.default = level;
                    logger.targets.retain(|(t, _)| t != "dhayam");
                }
            }
        }
    }
    logger
}

/// Installs the log on stderr (once; a second call changes nothing).
pub fn install() {
    let logger = parse(std::env::var("RUST_LOG").ok().as_deref());
    let most = logger
        .targets
        .iter()
        .map(|(_, level)| *level)
        .chain([logger.default])
        .max()
        .unwrap_or(LevelFilter::Info);
    if log::set_boxed_logger(Box::new(logger)).is_ok() {
        log::set_max_level(most);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dhayam_from_info_others_from_warn_and_rust_log_changes_it() {
        let plain = parse(None);
        assert_eq!(plain.level("dhayam_net::host"), LevelFilter::Info);
        assert_eq!(plain.level("iroh::endpoint"), LevelFilter::Warn);
        let debug = parse(Some("debug"));
        assert_eq!(debug.level("dhayam_net::host"), LevelFilter::Debug);
        assert_eq!(debug.level("iroh"), LevelFilter::Debug);
        let mixed = parse(Some("error, dhayam_net=trace,iroh=nonsense"));
        assert_eq!(mixed.level("dhayam_net::host"), LevelFilter::Trace);
        assert_eq!(mixed.level("dhayam_table"), LevelFilter::Error);
        assert_eq!(mixed.level("iroh"), LevelFilter::Error);
    }
}
