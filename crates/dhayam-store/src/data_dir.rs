//! Where Dhayam keeps its files: one fixed application id, overridable for portable installs.

use std::ffi::OsString;
use std::path::PathBuf;

use directories::ProjectDirs;

use crate::StoreError;

/// The reverse-DNS qualifier of the application id.
pub const APP_QUALIFIER: &str = "org";
/// The organisation part of the application id.
pub const APP_ORGANISATION: &str = "Dhayam";
/// The application part of the application id.
pub const APP_NAME: &str = "Dhayam";
/// The whole application id, reverse-DNS, for window ids and desktop files.
pub const APP_ID: &str = "org.dhayam.Dhayam";

/// The environment variable that puts the data folder elsewhere.
pub const DATA_DIR_ENV: &str = "DHAYAM_DATA_DIR";

/// The platform's data folder for Dhayam, found with `directories` from the application id
/// (for example `~/.local/share/dhayam` on Linux).
pub fn default_data_dir() -> Result<PathBuf, StoreError> {
    ProjectDirs::from(APP_QUALIFIER, APP_ORGANISATION, APP_NAME)
        .map(|dirs| dirs.data_dir().to_path_buf())
        .ok_or(StoreError::NoHomeFolder)
}

/// The data folder to use: the `--data-dir` flag if given, else the environment variable
/// [`DATA_DIR_ENV`] if set and not empty, else [`default_data_dir`].
///
/// The environment value is passed in (read it with `std::env::var_os(DATA_DIR_ENV)`) so
/// that the choice can be tested without touching the process environment.
pub fn resolve_data_dir(
    flag: Option<PathBuf>,
    env: Option<OsString>,
) -> Result<PathBuf, StoreError> {
    if let Some(dir) = flag {
        return Ok(dir);
    }
    match env {
        Some(dir) if !dir.is_empty() => Ok(PathBuf::from(dir)),
        _ => default_data_dir(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_beats_environment_beats_default() {
        let flag = PathBuf::from("/flag");
        let env = OsString::from("/env");
        assert_eq!(
            resolve_data_dir(Some(flag.clone()), Some(env.clone())).unwrap(),
            flag
        );
        assert_eq!(
            resolve_data_dir(None, Some(env)).unwrap(),
            PathBuf::from("/env")
        );
        // An empty variable counts as unset.
        let empty = resolve_data_dir(None, Some(OsString::new()));
        assert_eq!(empty.ok(), default_data_dir().ok());
    }

    #[test]
    fn application_id_matches_its_parts() {
        let id = format!("{APP_QUALIFIER}.{APP_ORGANISATION}.{APP_NAME}").to_lowercase();
        assert_eq!(id, APP_ID.to_lowercase());
    }
}
