//! A crash report for the crashes no panic hook sees: a fatal signal on Unix (SIGSEGV,
//! SIGBUS, SIGILL, SIGFPE, SIGABRT), an unhandled exception on Windows. A graphics driver
//! is the usual source.
//!
//! [`install`] prepares everything the report needs (the folder, the first lines, the
//! program's name and build id) and installs the handler. When the crash comes, the handler
//! writes `crash-<UTC time>.txt` in the same folder and family of text as the panic reports
//! (the first lines, `time:`, `thread:`, `location:`, `message:`, then `backtrace:` with the
//! `program:` and `build id:` lines and one frame, the place the crash struck, marked
//! [`dhayam_crash::CRASH_SITE`]), notes its name in the pending file for the next start
//! (unless a panic was reported first, see [`panic_reported`]), and lets the crash go on as
//! it would have without the handler.

use std::io;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

mod text;
#[cfg(unix)]
#[allow(unsafe_code)]
mod unix;
#[cfg(windows)]
#[allow(unsafe_code)]
mod windows;

/// What a fatal crash report needs, given at [`install`].
#[derive(Clone, Copy, Debug)]
pub struct ReportSetup<'a> {
    /// The folder the report goes to (the data folder).
    pub dir: &'a Path,
    /// The report's first lines, up to the `time:` line (the intro, `version:`, `system:`).
    pub head: &'a str,
    /// The file in `dir` that names the report for the next start (`crash-pending`).
    pub pending_file: &'a str,
}

/// How [`crash_for_test`] crashes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TestCrash {
    /// A write to the first page of memory: SIGSEGV, or an access violation on Windows.
    Segfault,
    /// `std::process::abort`: SIGABRT on Unix. (On Windows it is a fail-fast that no
    /// handler in the process sees.)
    Abort,
}

/// Installs the handler that writes a crash report for fatal signals (Unix) or unhandled
/// exceptions (Windows). Once per process; on other systems it does nothing.
pub fn install(setup: &ReportSetup<'_>) -> io::Result<()> {
    #[cfg(unix)]
    {
        unix::install(setup)
    }
    #[cfg(windows)]
    {
        windows::install(setup)
    }
    #[cfg(not(any(unix, windows)))]
    {
        let _ = setup;
        Ok(())
    }
}

/// Set once a panic's report is written ([`panic_reported`]).
static PANIC_REPORTED: AtomicBool = AtomicBool::new(false);

/// Tells the handler that a panic's report was written in this process (call from the panic
/// hook). The next start names the run's first report, so the handler's report then leaves
/// the pending note alone; and an abort after it (a panic that could not unwind, a panic
/// while panicking) is that panic's end, with nothing to add: it gets no report.
pub fn panic_reported() {
    PANIC_REPORTED.store(true, Ordering::Release);
}

/// Whether a panic's report was written in this process ([`panic_reported`]).
pub fn is_panic_reported() -> bool {
    PANIC_REPORTED.load(Ordering::Acquire)
}

/// Crashes the program for real, as `kind` says, to test the crash report
/// (`DHAYAM_CRASH_TEST`).
pub fn crash_for_test(kind: TestCrash) -> ! {
    #[cfg(unix)]
    {
        unix::crash_for_test(kind)
    }
    #[cfg(windows)]
    {
        windows::crash_for_test(kind)
    }
    #[cfg(not(any(unix, windows)))]
    {
        let _ = kind;
        std::process::abort()
    }
}
