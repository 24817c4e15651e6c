//! A crash is never silent: crash reports, the log file, and telling the player on the next
//! start.
//!
//! [`install`] is called once at start with the data folder. It opens the log file
//! ([`LOG_FILE`], the previous run's log kept as [`OLD_LOG_FILE`]), looks for a crash report
//! left by the previous run, and installs a panic hook that writes `crash-<UTC time>.txt`
//! (message, location, backtrace, version) to the data folder. `main` hands the
//! report it returns to the app (`AppOptions::crash_report`), which shows it once.
//!
//! A crash that is no panic (a segfault or an abort, often in a graphics driver) is caught
//! by [`dhayam_os::fatal`]: a signal handler (Unix) or an unhandled-exception filter
//! (Windows) writes a report of the same kind in the same folder, with the place the crash
//! struck as its only frame, and the next start tells about it the same way.
//!
//! Release programs carry no debug info (it ships separately, see README's Install section),
//! so the backtrace ([`dhayam_crash::Trace`]) gives the program's build id and each frame's
//! address in the program file: `dhayam-cli symbolicate crash-*.txt --debug dhayam.debug`
//! turns them into functions, files and lines. `DHAYAM_CRASH_TEST=panic dhayam` makes the
//! program panic right after start ([`crash_test_if_asked`]), to test exactly that.

use std::fmt::Write as _;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};
use std::time::{SystemTime, UNIX_EPOCH};

/// The log file in the data folder.
pub const LOG_FILE: &str = "dhayam.log";
/// The previous run's log file, kept when a new run starts.
pub const OLD_LOG_FILE: &str = "dhayam.old.log";
/// Names the crash report the next start has to tell about (removed once told).
pub const PENDING_FILE: &str = "crash-pending";
/// Set to `panic`, `segfault`, `abort` or `panic-abort`, this environment variable makes the
/// program crash that way right after start, to test crash reports ([`crash_test_if_asked`]).
pub const CRASH_TEST_ENV: &str = "DHAYAM_CRASH_TEST";

/// What a crash report says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrashInfo {
    /// The panic message.
    pub message: String,
    /// Where in the source it happened, `file:line:column`.
    pub location: Option<String>,
    /// The thread that panicked.
    pub thread: String,
    /// The backtrace, as text.
    pub backtrace: String,
    /// When, in seconds since the Unix epoch.
    pub time: u64,
}

impl CrashInfo {
    /// The report's text.
    pub fn to_text(&self) -> String {
        let mut text = report_head();
        let _ = writeln!(text, "time:     {}", dhayam_store::format_utc(self.time));
        let _ = writeln!(text, "thread:   {}", self.thread);
        let location = self.location.as_deref().unwrap_or("unknown");
        let _ = writeln!(text, "location: {location}");
        let _ = writeln!(text, "message:  {}", self.message);
        let _ = writeln!(text);
        let _ = writeln!(text, "backtrace:");
        let _ = writeln!(text, "{}", self.backtrace);
        text
    }
}

/// The first lines of every crash report: what to do with it, the version and the system.
fn report_head() -> String {
    format!(
        "Dhayam crashed. Please send this file with a bug report.\n\n\
         version:  {}\nsystem:   {} {}\n",
        env!("CARGO_PKG_VERSION"),
        std::env::consts::OS,
        std::env::consts::ARCH
    )
}

/// Writes a crash report to `dir` as `crash-<UTC time>.txt` (never over an older one) and,
/// if `tell_next_start`, notes it for the next start. Returns the report's path.
pub fn write_report(dir: &Path, info: &CrashInfo, tell_next_start: bool) -> io::Result<PathBuf> {
    fs::create_dir_all(dir)?;
    let stamp = dhayam_store::format_utc(info.time).replace(['-', ':'], "");
    let text = info.to_text();
    let mut n = 0;
    let path = loop {
        let name = if n == 0 {
            format!("crash-{stamp}.txt")
        } else {
            format!("crash-{stamp}-{n}.txt")
        };
        let path = dir.join(name);
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(mut file) => {
                file.write_all(text.as_bytes())?;
                file.sync_all()?;
                break path;
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && n < 100 => n += 1,
            Err(e) => return Err(e),
        }
    };
    if tell_next_start {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        fs::write(dir.join(PENDING_FILE), name.unwrap_or_default())?;
    }
    Ok(path)
}

/// The crash report a previous run left in `dir` that nobody has been told about yet, and
/// forgets it so that only one start tells. `None` when there is none (or its file is gone).
pub fn take_pending(dir: &Path) -> Option<PathBuf> {
    let marker = dir.join(PENDING_FILE);
    let name = fs::read_to_string(&marker).ok()?;
    // Remove the note first: a start that cannot remove it would otherwise tell forever.
    if let Err(e) = fs::remove_file(&marker) {
        log::warn!("cannot remove {}: {e}", marker.display());
    }
    let name = name.trim();
    // Only a plain file name written by `write_report`, never a path elsewhere.
    if !name.starts_with("crash-") || name.contains(['/', '\\']) {
        return None;
    }
    let path = dir.join(name);
    path.is_file().then_some(path)
}

/// Sets up logging to the data folder, tells (on standard error and in the log) about a
/// crash report the previous run left, and installs the panic hook and the fatal-crash
/// handler that write crash reports to `dir`. Call once, first thing in `main`.
///
/// Returns the pending crash report, for the app to show (`AppOptions::crash_report`).
pub fn install(dir: &Path) -> Option<PathBuf> {
    if let Err(e) = fs::create_dir_all(dir) {
        eprintln!(
            "dhayam: cannot create the data folder {}: {e}",
            dir.display()
        );
    }
    match FileLogger::open(dir) {
        Ok(logger) => {
            let logger = Box::leak(Box::new(logger));
            if log::set_logger(logger).is_ok() {
                log::set_max_level(log::LevelFilter::Info);
            }
        }
        Err(e) => eprintln!(
            "dhayam: cannot write the log file in {}: {e}",
            dir.display()
        ),
    }
    log::info!(
        "Dhayam {} on {} {}, data folder {}",
        env!("CARGO_PKG_VERSION"),
        std::env::consts::OS,
        std::env::consts::ARCH,
        dir.display()
    );

    let pending = take_pending(dir);
    if let Some(report) = &pending {
        eprintln!(
            "dhayam: the last run crashed; its crash report is {}",
            report.display()
        );
        log::warn!("the last run crashed; crash report {}", report.display());
    }

    install_panic_hook(dir.to_path_buf());
    let head = report_head();
    let setup = dhayam_os::fatal::ReportSetup {
        dir,
        head: &head,
        pending_file: PENDING_FILE,
    };
    if let Err(e) = dhayam_os::fatal::install(&setup) {
        log::warn!("no crash reports for crashes other than panics: {e}");
    }
    pending
}

/// Chains a hook before the default one: it writes the crash report, then the default hook
/// prints the panic as usual.
fn install_panic_hook(dir: PathBuf) {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |panic| {
        let message = panic
            .payload()
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| panic.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(no message)".to_owned());
        let location = panic.location().map(ToString::to_string);
        log::error!("panic at {}: {message}", location.as_deref().unwrap_or("?"));
        let info = CrashInfo {
            message,
            location,
            thread: std::thread::current()
                .name()
                .unwrap_or("unnamed")
                .to_owned(),
            backtrace: dhayam_crash::Trace::capture().to_string(),
            time: now_unix(),
        };
        // The next start names the run's first report: what comes after it (a poisoned lock,
        // a panic that cannot unwind, the abort that ends it) follows from it.
        let first = !dhayam_os::fatal::is_panic_reported();
        match write_report(&dir, &info, first) {
            Ok(path) => {
                dhayam_os::fatal::panic_reported();
                log::error!("crash report written to {}", path.display());
                eprintln!("dhayam: crash report written to {}", path.display());
            }
            Err(e) => eprintln!(
                "dhayam: cannot write a crash report in {}: {e}",
                dir.display()
            ),
        }
        default_hook(panic);
    }));
}

/// Crashes as [`CRASH_TEST_ENV`] says (`panic`, `segfault`, `abort`, or `panic-abort`, a
/// panic that cannot unwind and so aborts): how the crash tests make the real program crash.
/// Call after [`install`].
pub fn crash_test_if_asked() {
    use dhayam_os::fatal::{TestCrash, crash_for_test};
    match std::env::var_os(CRASH_TEST_ENV) {
        Some(v) if v == "panic" => crash_test_panic(),
        Some(v) if v == "panic-abort" => crash_test_panic_without_unwinding(),
        Some(v) if v == "segfault" => crash_for_test(TestCrash::Segfault),
        Some(v) if v == "abort" => crash_for_test(TestCrash::Abort),
        _ => {}
    }
}

/// The panic of the crash test, in a function of its own for the report to name.
#[inline(never)]
fn crash_test_panic() {
    panic!("crash test: {CRASH_TEST_ENV}=panic asked for this panic");
}

/// The crash test's panic where it cannot unwind (out of an `extern "C"` function, as in a
/// callback from a C library): the report is written, then the program aborts.
#[inline(never)]
extern "C" fn crash_test_panic_without_unwinding() {
    crash_test_panic();
}

fn now_unix() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A small logger: one line per record, `time LEVEL target: message`, to [`LOG_FILE`].
///
/// Dhayam's own records from `info` up; the libraries' (wgpu, winit, ...) from `warn` up,
/// which is where they say why a window or a renderer failed.
struct FileLogger {
    file: Mutex<File>,
}

impl FileLogger {
    /// Keeps the previous log as [`OLD_LOG_FILE`] and starts a new [`LOG_FILE`].
    fn open(dir: &Path) -> io::Result<FileLogger> {
        let path = dir.join(LOG_FILE);
        if path.exists() {
            fs::rename(&path, dir.join(OLD_LOG_FILE))?;
        }
        let file = File::create(path)?;
        Ok(FileLogger {
            file: Mutex::new(file),
        })
    }
}

impl log::Log for FileLogger {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        let ours = metadata.target().starts_with("dhayam");
        metadata.level()
            <= if ours {
                log::Level::Info
            } else {
                log::Level::Warn
            }
    }

    fn log(&self, record: &log::Record<'_>) {
        if !self.enabled(record.metadata()) {
            return;
        }
        let line = format!(
            "{} {:5} {}: {}\n",
            dhayam_store::format_utc(now_unix()),
            record.level(),
            record.target(),
            record.args()
        );
        // A poisoned lock only means another thread panicked mid-line; keep logging.
        let mut file = self.file.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = file.write_all(line.as_bytes());
    }

    fn flush(&self) {
        let mut file = self.file.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = file.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(message: &str, time: u64) -> CrashInfo {
        CrashInfo {
            message: message.to_owned(),
            location: Some("crates/dhayam-desktop/src/app.rs:10:5".to_owned()),
            thread: "main".to_owned(),
            backtrace: "0: dhayam::main".to_owned(),
            time,
        }
    }

    #[test]
    fn the_report_holds_message_location_backtrace_and_version() {
        let dir = tempfile::tempdir().unwrap();
        let path = write_report(
            dir.path(),
            &info("the board fell over", 1_795_968_000),
            true,
        )
        .unwrap();
        assert_eq!(path.parent(), Some(dir.path()));
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert_eq!(name, "crash-20261129T160000Z.txt");
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.contains("message:  the board fell over"), "{text}");
        assert!(text.contains("app.rs:10:5"), "{text}");
        assert!(text.contains("0: dhayam::main"), "{text}");
        assert!(text.contains(env!("CARGO_PKG_VERSION")), "{text}");
    }

    #[test]
    fn the_next_start_is_told_once() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(take_pending(dir.path()), None);
        let path = write_report(dir.path(), &info("boom", 1_795_968_000), true).unwrap();
        assert_eq!(take_pending(dir.path()), Some(path.clone()));
        // Told once; the report itself stays for the player to send.
        assert_eq!(take_pending(dir.path()), None);
        assert!(path.is_file());
    }

    #[test]
    fn two_crashes_in_one_second_keep_both_reports_and_tell_the_last() {
        let dir = tempfile::tempdir().unwrap();
        let first = write_report(dir.path(), &info("first", 7), true).unwrap();
        let second = write_report(dir.path(), &info("second", 7), true).unwrap();
        assert_ne!(first, second);
        assert!(fs::read_to_string(&first).unwrap().contains("first"));
        assert!(fs::read_to_string(&second).unwrap().contains("second"));
        assert_eq!(take_pending(dir.path()), Some(second));
    }

    #[test]
    fn a_panic_writes_a_report_the_next_start_finds() {
        let dir = tempfile::tempdir().unwrap();
        install_panic_hook(dir.path().to_path_buf());
        let crashed = std::thread::Builder::new()
            .name("dice".to_owned())
            .spawn(|| panic!("the dice rolled off the table"))
            .unwrap()
            .join();
        // Back to the default hook before anything else can panic into this folder.
        drop(std::panic::take_hook());
        assert!(crashed.is_err());
        let report = take_pending(dir.path()).expect("a crash report");
        let text = fs::read_to_string(&report).unwrap();
        assert!(
            text.contains("message:  the dice rolled off the table"),
            "{text}"
        );
        assert!(text.contains("thread:   dice"), "{text}");
        assert!(text.contains("crash.rs:"), "{text}");
        assert!(text.contains("backtrace:"), "{text}");
        // What `dhayam-cli symbolicate` needs: the program, its build id, its frames.
        assert!(text.contains("\nprogram:  "), "{text}");
        assert!(text.contains("\nbuild id: "), "{text}");
        let program = dhayam_crash::TraceText::parse(&text).program.unwrap();
        assert!(
            text.lines()
                .filter_map(dhayam_crash::FrameLine::parse)
                .any(|frame| frame.module == Some(program.as_str())),
            "{text}"
        );
    }

    #[test]
    fn a_note_naming_something_else_is_ignored() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join(PENDING_FILE), "../../etc/passwd").unwrap();
        assert_eq!(take_pending(dir.path()), None);
        // A report that was deleted by hand is not told about either.
        fs::write(dir.path().join(PENDING_FILE), "crash-gone.txt").unwrap();
        assert_eq!(take_pending(dir.path()), None);
        assert!(!dir.path().join(PENDING_FILE).exists());
    }

    #[test]
    fn the_log_keeps_the_previous_run() {
        let dir = tempfile::tempdir().unwrap();
        let logger = FileLogger::open(dir.path()).unwrap();
        log::Log::log(
            &logger,
            &log::Record::builder()
                .level(log::Level::Info)
                .target("dhayam_desktop")
                .args(format_args!("first run"))
                .build(),
        );
        // Chatty library records below warn stay out.
        log::Log::log(
            &logger,
            &log::Record::builder()
                .level(log::Level::Info)
                .target("wgpu_core::instance")
                .args(format_args!("adapter details"))
                .build(),
        );
        drop(logger);
        let _second = FileLogger::open(dir.path()).unwrap();
        let old = fs::read_to_string(dir.path().join(OLD_LOG_FILE)).unwrap();
        assert!(old.contains("INFO  dhayam_desktop: first run"), "{old}");
        assert!(!old.contains("adapter details"), "{old}");
        let new = fs::read_to_string(dir.path().join(LOG_FILE)).unwrap();
        assert!(new.is_empty());
    }
}
