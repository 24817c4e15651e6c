//! What one start of the program was asked for: command-line flags and environment variables.
//!
//! ```text
//! dhayam [--data-dir DIR] [--renderer auto|wgpu|glow] [--loopback] [--help] [--version]
//! ```
//!
//! The data folder comes from `--data-dir`, else `DHAYAM_DATA_DIR`, else the platform's
//! folder (resolved by [`dhayam_store::resolve_data_dir`]); the renderer from `--renderer`,
//! else [`RENDERER_ENV`], else [`RendererChoice::Auto`].

use std::ffi::{OsStr, OsString};
use std::fmt;
use std::path::PathBuf;

use crate::platform::renderer::RendererChoice;

/// The environment variable that picks the renderer when `--renderer` is not given.
pub const RENDERER_ENV: &str = "DHAYAM_RENDERER";

/// The help text of `dhayam --help`.
pub const USAGE: &str = "\
Dhayam (Thayam), the Tamil race game.

Usage: dhayam [OPTIONS]

Options:
  --data-dir DIR       keep saves, settings, logs and crash reports in DIR
                       (default: DHAYAM_DATA_DIR, else the platform's data folder)
  --renderer NAME      auto, wgpu or glow (default: DHAYAM_RENDERER, else auto:
                       wgpu, and glow if wgpu cannot start)
  --loopback           host and join tables on this computer only (127.0.0.1),
                       never across the network
  -h, --help           print this help
  -V, --version        print the version
";

/// What the command line and the environment ask of this start.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LaunchOptions {
    /// `--data-dir DIR`, if given (the environment variable is resolved later, with the
    /// platform default, by [`dhayam_store::resolve_data_dir`]).
    pub data_dir: Option<PathBuf>,
    /// The renderer to start with.
    pub renderer: RendererChoice,
    /// `--loopback`: tables across computers stay on 127.0.0.1.
    pub loopback: bool,
    /// `--help`: print [`USAGE`] and stop.
    pub help: bool,
    /// `--version`: print the version and stop.
    pub version: bool,
    /// Things that were ignored, in words, to log once logging is set up (a bad
    /// environment variable must not keep the window from opening).
    pub warnings: Vec<String>,
}

/// A command line that cannot be understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LaunchError {
    /// An argument that is not one of the options.
    UnknownArgument(String),
    /// An option given without its value.
    MissingValue(&'static str),
    /// `--renderer` with a name that is not a renderer.
    BadRenderer(String),
}

impl fmt::Display for LaunchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LaunchError::UnknownArgument(arg) => write!(f, "unknown argument {arg:?}"),
            LaunchError::MissingValue(flag) => write!(f, "{flag} needs a value"),
            LaunchError::BadRenderer(name) => {
                write!(f, "unknown renderer {name:?}: use auto, wgpu or glow")
            }
        }
    }
}

impl std::error::Error for LaunchError {}

impl LaunchOptions {
    /// Reads this process's arguments and [`RENDERER_ENV`].
    pub fn from_process() -> Result<LaunchOptions, LaunchError> {
        LaunchOptions::parse(
            std::env::args_os().skip(1),
            std::env::var_os(RENDERER_ENV).as_deref(),
        )
    }

    /// Reads `args` (without the program name) and the value of [`RENDERER_ENV`].
    ///
    /// A flag beats the environment. An empty environment value counts as unset; one that
    /// names no renderer is ignored with a warning, so the game still starts.
    pub fn parse(
        args: impl IntoIterator<Item = OsString>,
        renderer_env: Option<&OsStr>,
    ) -> Result<LaunchOptions, LaunchError> {
        let mut options = LaunchOptions::default();
        let mut renderer_flag = None;
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let text = arg.to_string_lossy();
            let (name, inline) = match text.split_once('=') {
                Some((name, value)) if name.starts_with("--") => {
                    (name.to_owned(), Some(OsString::from(value)))
                }
                _ => (text.clone().into_owned(), None),
            };
            match name.as_str() {
                "-h" | "--help" => options.help = true,
                "-V" | "--version" => options.version = true,
                "--loopback" => options.loopback = true,
                "--data-dir" => {
                    let value = inline
                        .or_else(|| args.next())
                        .filter(|v| !v.is_empty())
                        .ok_or(LaunchError::MissingValue("--data-dir"))?;
                    options.data_dir = Some(PathBuf::from(value));
                }
                "--renderer" => {
                    let value = inline
                        .or_else(|| args.next())
                        .ok_or(LaunchError::MissingValue("--renderer"))?;
                    let value = value.to_string_lossy();
                    let choice = value
                        .parse()
                        .map_err(|_| LaunchError::BadRenderer(value.into_owned()))?;
                    renderer_flag = Some(choice);
                }
                // macOS adds a process serial number when a bundle is started from Finder.
                _ if name.starts_with("-psn_") => {}
                _ => return Err(LaunchError::UnknownArgument(text.into_owned())),
            }
        }
        options.renderer = match renderer_flag {
            Some(choice) => choice,
            None => options.renderer_from_env(renderer_env),
        };
        Ok(options)
    }

    fn renderer_from_env(&mut self, value: Option<&OsStr>) -> RendererChoice {
        let Some(value) = value.filter(|v| !v.is_empty()) else {
            return RendererChoice::Auto;
        };
        let value = value.to_string_lossy();
        value.parse().unwrap_or_else(|_| {
            self.warnings.push(format!(
                "{RENDERER_ENV}={value:?} names no renderer (auto, wgpu or glow); using auto"
            ));
            RendererChoice::Auto
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str], env: Option<&str>) -> Result<LaunchOptions, LaunchError> {
        LaunchOptions::parse(args.iter().map(OsString::from), env.map(OsStr::new))
    }

    #[test]
    fn no_arguments_is_auto_and_the_default_folder() {
        let options = parse(&[], None).unwrap();
        assert_eq!(options, LaunchOptions::default());
        assert_eq!(options.renderer, RendererChoice::Auto);
        assert_eq!(options.data_dir, None);
    }

    #[test]
    fn data_dir_in_both_spellings() {
        let spaced = parse(&["--data-dir", "/tmp/a b"], None).unwrap();
        assert_eq!(spaced.data_dir, Some(PathBuf::from("/tmp/a b")));
        let joined = parse(&["--data-dir=/tmp/c"], None).unwrap();
        assert_eq!(joined.data_dir, Some(PathBuf::from("/tmp/c")));
    }

    #[test]
    fn renderer_flag_in_both_spellings_and_any_case() {
        assert_eq!(
            parse(&["--renderer", "glow"], None).unwrap().renderer,
            RendererChoice::Glow
        );
        assert_eq!(
            parse(&["--renderer=WGPU"], None).unwrap().renderer,
            RendererChoice::Wgpu
        );
        assert_eq!(
            parse(&["--renderer", "auto"], None).unwrap().renderer,
            RendererChoice::Auto
        );
    }

    #[test]
    fn flag_beats_environment() {
        let options = parse(&["--renderer", "wgpu"], Some("glow")).unwrap();
        assert_eq!(options.renderer, RendererChoice::Wgpu);
        assert!(options.warnings.is_empty());
    }

    #[test]
    fn environment_picks_when_no_flag() {
        assert_eq!(
            parse(&[], Some("glow")).unwrap().renderer,
            RendererChoice::Glow
        );
        assert_eq!(parse(&[], Some("")).unwrap().renderer, RendererChoice::Auto);
    }

    #[test]
    fn bad_environment_value_warns_and_starts_anyway() {
        let options = parse(&[], Some("vulkan")).unwrap();
        assert_eq!(options.renderer, RendererChoice::Auto);
        assert_eq!(options.warnings.len(), 1);
        assert!(
            options.warnings[0].contains("vulkan"),
            "{:?}",
            options.warnings
        );
    }

    #[test]
    fn bad_command_lines_are_errors_in_words() {
        let bad = parse(&["--renderer", "vulkan"], None).unwrap_err();
        assert_eq!(bad, LaunchError::BadRenderer("vulkan".into()));
        assert!(bad.to_string().contains("wgpu or glow"));
        assert_eq!(
            parse(&["--renderer"], None).unwrap_err(),
            LaunchError::MissingValue("--renderer")
        );
        assert_eq!(
            parse(&["--data-dir"], None).unwrap_err(),
            LaunchError::MissingValue("--data-dir")
        );
        assert_eq!(
            parse(&["--data-dir="], None).unwrap_err(),
            LaunchError::MissingValue("--data-dir")
        );
        assert_eq!(
            parse(&["--fullscreen"], None).unwrap_err(),
            LaunchError::UnknownArgument("--fullscreen".into())
        );
    }

    #[test]
    fn help_version_and_the_finder_serial_number() {
        let options = parse(&["-psn_0_12345", "--help", "-V"], None).unwrap();
        assert!(options.help);
        assert!(options.version);
    }
}
