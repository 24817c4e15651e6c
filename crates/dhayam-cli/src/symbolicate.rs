//! `dhayam-cli symbolicate crash-*.txt --debug dhayam.debug`: turns the addresses of a crash
//! report back into functions, files and lines, with the debug file kept from the release.
//!
//! The release program carries no debug info; its crash reports name each frame of the
//! program as `dhayam+0x1f2e3` (the address in the program file) and carry the program's
//! build id. This command checks that id against the debug file's, then prints the report
//! with every frame of the program followed by its functions (inlined ones too), files and
//! lines.

use std::borrow::Cow;
use std::fmt::{self, Write as _};
use std::path::{Path, PathBuf};

use clap::Args;
use dhayam_crash::{FrameLine, TraceText};

/// Arguments of `symbolicate`.
#[derive(Args, Debug)]
pub struct SymbolicateArgs {
    /// Crash reports (`crash-<time>.txt` from the data folder).
    #[arg(required = true)]
    pub reports: Vec<PathBuf>,
    /// The debug file of the release the reports come from (`dhayam-<version>-<system>.debug`
    /// on Linux, the `.dSYM` inside the macOS debug zip), or a program built with debug info.
    #[arg(long)]
    pub debug: PathBuf,
    /// Symbolicate even if the build ids differ (the result is then likely nonsense).
    #[arg(long)]
    pub ignore_build_id: bool,
}

/// Why a report cannot be symbolicated.
#[derive(Debug)]
pub enum SymbolicateError {
    /// A file cannot be read.
    Read {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The debug file is not one `addr2line` can read.
    DebugFile {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        message: String,
    },
    /// The report has no `program:` line, so it is no crash report of this kind.
    NoTrace(PathBuf),
    /// The report comes from another build than the debug file.
    BuildIdMismatch {
        /// The report.
        report: PathBuf,
        /// Its build id.
        report_id: String,
        /// The debug file's build id, if it has one.
        debug_id: Option<String>,
    },
}

impl fmt::Display for SymbolicateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SymbolicateError::Read { path, source } => {
                write!(f, "cannot read {}: {source}", path.display())
            }
            SymbolicateError::DebugFile { path, message } => {
                write!(f, "{} is no debug file: {message}", path.display())
            }
            SymbolicateError::NoTrace(path) => write!(
                f,
                "{} has no `program:` line: not a crash report with addresses",
                path.display()
            ),
            SymbolicateError::BuildIdMismatch {
                report,
                report_id,
                debug_id,
            } => write!(
                f,
                "{} comes from build {report_id}, but the debug file is of build {}; \
                 use the debug file of the same release (or --ignore-build-id)",
                report.display(),
                debug_id.as_deref().unwrap_or("(none)")
            ),
        }
    }
}

impl std::error::Error for SymbolicateError {}

/// Symbolicates every report and prints them.
pub fn run(args: &SymbolicateArgs) -> Result<(), String> {
    let debug = Debug::open(&args.debug).map_err(|e| e.to_string())?;
    for (n, path) in args.reports.iter().enumerate() {
        if n > 0 {
            println!();
        }
        let report = std::fs::read_to_string(path).map_err(|source| {
            SymbolicateError::Read {
                path: path.clone(),
                source,
            }
            .to_string()
        })?;
        let text = debug
            .symbolicate(path, &report, args.ignore_build_id)
            .map_err(|e| e.to_string())?;
        print!("{text}");
    }
    Ok(())
}

/// A debug file, ready to look addresses up in.
pub struct Debug {
    loader: addr2line::Loader,
    build_id: Option<String>,
}

impl Debug {
    /// Loads a debug file (or a program with debug info) and reads its build id.
    pub fn open(path: &Path) -> Result<Debug, SymbolicateError> {
        let build_id = build_id(path)?;
        let loader = addr2line::Loader::new(path).map_err(|e| SymbolicateError::DebugFile {
            path: path.to_owned(),
            message: e.to_string(),
        })?;
        Ok(Debug { loader, build_id })
    }

    /// The report with each frame of the program followed by its functions and places.
    pub fn symbolicate(
        &self,
        path: &Path,
        report: &str,
        ignore_build_id: bool,
    ) -> Result<String, SymbolicateError> {
        let trace = TraceText::parse(report);
        let program = trace
            .program
            .ok_or_else(|| SymbolicateError::NoTrace(path.to_owned()))?;
        if let Some(report_id) = trace.build_id
            && !ignore_build_id
            && self.build_id.as_deref() != Some(report_id.as_str())
        {
            return Err(SymbolicateError::BuildIdMismatch {
                report: path.to_owned(),
                report_id,
                debug_id: self.build_id.clone(),
            });
        }
        let mut out = String::with_capacity(report.len() * 2);
        let mut frames = 0;
        for line in report.lines() {
            out.push_str(line);
            out.push('\n');
            let Some(frame) = FrameLine::parse(line) else {
                continue;
            };
            if frame.module != Some(program.as_str()) {
                continue;
            }
            frames += 1;
            for (function, place) in self.lookup(frame.address, frame.is_crash_site()) {
                let _ = writeln!(out, "          {function}");
                if let Some(place) = place {
                    let _ = writeln!(out, "            at {place}");
                }
            }
        }
        if frames == 0 {
            let _ = writeln!(
                out,
                "\n(no frame of {program} in this report: nothing to look up in the debug file)"
            );
        }
        Ok(out)
    }

    /// The functions (innermost inlined one first) and `file:line:column` of the call made
    /// from `address`, a return address, or of the instruction at `address` when it is the
    /// place a crash struck (`crash_site`).
    pub fn lookup(&self, address: u64, crash_site: bool) -> Vec<(String, Option<String>)> {
        // A return address is just past the call: look up the call itself.
        let probe = if crash_site {
            address
        } else {
            address.saturating_sub(1)
        };
        let symbol = || {
            self.loader
                .find_symbol(probe)
                .map(|name| addr2line::demangle_auto(Cow::Borrowed(name), None).into_owned())
        };
        let mut found = Vec::new();
        if let Ok(mut frames) = self.loader.find_frames(probe) {
            while let Ok(Some(frame)) = frames.next() {
                let function = frame
                    .function
                    .as_ref()
                    .and_then(|f| f.demangle().ok())
                    .map_or_else(|| "??".to_owned(), Cow::into_owned);
                let place = frame.location.and_then(|l| {
                    let mut place = format!("{}:{}", l.file?, l.line?);
                    if let Some(column) = l.column {
                        let _ = write!(place, ":{column}");
                    }
                    Some(place)
                });
                found.push((function, place));
            }
        }
        // The outer function's line-table name is short (`main`): the symbol table has the
        // full path.
        match (found.last_mut(), symbol()) {
            (Some(outer), Some(name)) => outer.0 = name,
            (None, Some(name)) => found.push((name, None)),
            (_, None) => {}
        }
        found
    }
}

/// The build id of a debug file in the form crash reports write it.
fn build_id(path: &Path) -> Result<Option<String>, SymbolicateError> {
    dhayam_crash::build_id(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::InvalidData => SymbolicateError::DebugFile {
            path: path.to_owned(),
            message: e.to_string(),
        },
        _ => SymbolicateError::Read {
            path: path.to_owned(),
            source: e,
        },
    })
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use dhayam_crash::Trace;

    #[inline(never)]
    fn crash_site() -> Trace {
        Trace::capture()
    }

    /// This test program has line tables: its own trace must come back with this file.
    #[test]
    fn a_trace_of_this_program_names_this_function_file_and_line() {
        let report = format!("message:  test\n\nbacktrace:\n{}", crash_site());
        let debug = Debug::open(Path::new("/proc/self/exe")).unwrap();
        let text = debug
            .symbolicate(Path::new("report.txt"), &report, false)
            .unwrap();
        let at = text
            .find("symbolicate::tests::crash_site\n")
            .unwrap_or_else(|| panic!("no crash_site in\n{text}"));
        let next = text[at..].lines().nth(1).unwrap_or_default();
        assert!(
            next.trim_start()
                .starts_with(&format!("at {}", env!("CARGO_MANIFEST_DIR")))
                || next.contains("crates/dhayam-cli/src/symbolicate.rs:"),
            "{next}"
        );
        assert!(next.contains("symbolicate.rs:"), "{next}");
    }

    #[test]
    fn another_build_is_refused() {
        let debug = Debug::open(Path::new("/proc/self/exe")).unwrap();
        let report = "program:  dhayam\nbuild id: 00ff\n   0: dhayam+0x10\n";
        let error = debug
            .symbolicate(Path::new("crash.txt"), report, false)
            .unwrap_err();
        assert!(matches!(error, SymbolicateError::BuildIdMismatch { .. }));
        assert!(error.to_string().contains("build 00ff"), "{error}");
        assert!(
            debug
                .symbolicate(Path::new("crash.txt"), report, true)
                .is_ok()
        );
        let error = debug
            .symbolicate(
                Path::new("old.txt"),
                "backtrace:\n   0: dhayam::main\n",
                false,
            )
            .unwrap_err();
        assert!(matches!(error, SymbolicateError::NoTrace(_)));
    }

    #[test]
    fn a_signal_report_is_read_and_without_frames_of_the_program_says_so() {
        let debug = Debug::open(Path::new("/proc/self/exe")).unwrap();
        // What the fatal-signal handler writes for a crash in a graphics driver.
        let report = "message:  SIGSEGV (invalid memory access) at address 0x10\n\nbacktrace:\n\
                      program:  dhayam\nbuild id: unknown\n   0: libGLX_mesa.so.0+0x4a10 (crash site)\n";
        let text = debug
            .symbolicate(Path::new("crash.txt"), report, false)
            .unwrap();
        assert!(text.starts_with(report), "{text}");
        assert!(
            text.contains("(no frame of dhayam in this report: nothing to look up"),
            "{text}"
        );
        // A crash site in the program is looked up at its own address.
        let trace = crash_site();
        let ours = trace
            .frames
            .iter()
            .find(|f| {
                f.function
                    .as_deref()
                    .is_some_and(|n| n.contains("crash_site"))
            })
            .unwrap();
        let report = format!(
            "program:  {}\n   0: {}+0x{:x} {}\n",
            trace.program,
            trace.program,
            ours.address,
            dhayam_crash::CRASH_SITE
        );
        let text = debug
            .symbolicate(Path::new("crash.txt"), &report, false)
            .unwrap();
        assert!(text.contains("symbolicate::tests::crash_site\n"), "{text}");
        assert!(!text.contains("no frame of"), "{text}");
    }
}
