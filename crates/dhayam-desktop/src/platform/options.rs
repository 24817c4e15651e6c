//! How the app is started: the choices `main.rs` takes from the command line.

use std::path::PathBuf;

/// Options for [`crate::DhayamApp::with_options`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AppOptions {
    /// The data folder (`--data-dir DIR`). `None` uses the environment variable
    /// `DHAYAM_DATA_DIR` if set, else the platform's data folder for Dhayam.
    pub data_dir: Option<PathBuf>,
    /// The crash report the last run left (found by [`crate::platform::crash::install`]):
    /// the app tells the player where it is, once, with a way to open its folder.
    pub crash_report: Option<PathBuf>,
    /// Tables hosted or joined may reach across the internet. Only the real program sets
    /// it (from `main`, unless started with `--loopback`); everything else, tests included,
    /// stays on 127.0.0.1.
    pub internet: bool,
}
