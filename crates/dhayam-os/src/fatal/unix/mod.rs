//! The fatal-signal handler (Unix).
//!
//! Everything the handler needs is made at [`install`] and kept in [`ARMED`]; in the handler
//! only async-signal-safe calls are made (`clock_gettime`, `open`, `read`, `write`, `fsync`,
//! `close`, `sigaction`, `raise`, `nanosleep`, `getpid`, `gettid`, `prctl`), into static
//! buffers that only the first crashing thread touches. It allocates nothing and reads no
//! file but the kernel's list of this process's mappings (`/proc/self/maps`, on Linux, to
//! name the library a crash struck in). It does not walk the stack (unwinders take locks
//! and may allocate): the report has the place the signal struck, read from the signal's
//! context, and the module it is in.

use std::cell::UnsafeCell;
use std::ffi::{CString, c_int, c_void};
use std::io;
use std::os::unix::ffi::OsStrExt as _;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use dhayam_crash::ProgramFile;

use super::text::Out;
use super::{PANIC_REPORTED, ReportSetup, TestCrash};
use signal::{Crash, SIGNALS};
use sys::{errno, now_unix, write_all, write_thread_name};

#[cfg(any(target_os = "linux", target_os = "android"))]
mod maps;
mod signal;
mod sys;

/// What the handler needs, made before any crash.
struct Armed {
    /// The data folder, ending in `/`.
    dir: Vec<u8>,
    /// The report's first lines.
    head: Vec<u8>,
    /// `program:` and `build id:`.
    trace_head: Vec<u8>,
    /// The file that names the report for the next start.
    pending: CString,
    program: ProgramFile,
    /// The program's path as `/proc/self/maps` names it.
    #[cfg(any(target_os = "linux", target_os = "android"))]
    program_path: Vec<u8>,
    /// What each of [`SIGNALS`] did before: put back before the signal is let through.
    previous: [libc::sigaction; SIGNALS.len()],
}

static ARMED: OnceLock<Armed> = OnceLock::new();
/// Set by the first thread that crashes: it alone writes the report.
static WRITING: AtomicBool = AtomicBool::new(false);
/// Set once the report is written and the previous actions are back.
static DONE: AtomicBool = AtomicBool::new(false);

/// The room for a report's path (Linux allows 4096 bytes).
const PATH_CAPACITY: usize = 4200;

/// A fixed buffer for the one thread that writes the report.
struct Scratch<const N: usize>(UnsafeCell<[u8; N]>);

// SAFETY: the buffers are only touched by the thread that set `WRITING` first, once.
unsafe impl<const N: usize> Sync for Scratch<N> {}

/// The report's path, then the pending note's.
static PATH: Scratch<PATH_CAPACITY> = Scratch(UnsafeCell::new([0; PATH_CAPACITY]));
/// Lines of `/proc/self/maps`.
static LINES: Scratch<4200> = Scratch(UnsafeCell::new([0; 4200]));

/// Prepares the report and installs the handler for [`SIGNALS`].
pub(super) fn install(setup: &ReportSetup<'_>) -> io::Result<()> {
    let mut dir = setup.dir.as_os_str().as_bytes().to_vec();
    dir.push(b'/');
    // The name, a NUL, and room to spare must fit the path buffer.
    if dir.len() + 64 > PATH_CAPACITY {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "the data folder's path is too long",
        ));
    }
    let pending = CString::new([&dir[..], setup.pending_file.as_bytes()].concat())
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?;
    let program = ProgramFile::open();
    let previous = SIGNALS.map(|signal| {
        // SAFETY: all-zero is a valid `sigaction` (no handler, empty mask, no flags).
        let mut action: libc::sigaction = unsafe { std::mem::zeroed() };
        // SAFETY: asks only (no new action); `action` is a valid place for the answer.
        unsafe { libc::sigaction(signal, std::ptr::null(), &raw mut action) };
        action
    });
    let armed = Armed {
        dir,
        head: setup.head.as_bytes().to_vec(),
        trace_head: dhayam_crash::trace_head(program.name(), program.build_id()).into_bytes(),
        pending,
        #[cfg(any(target_os = "linux", target_os = "android"))]
        program_path: program
            .path()
            .map(|p| p.as_os_str().as_bytes().to_vec())
            .unwrap_or_default(),
        program,
        previous,
    };
    if ARMED.set(armed).is_err() {
        return Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            "installed already",
        ));
    }
    for signal in SIGNALS {
        // SAFETY: all-zero is a valid `sigaction`; its fields are set below.
        let mut action: libc::sigaction = unsafe { std::mem::zeroed() };
        action.sa_sigaction =
            on_fatal_signal as extern "C" fn(c_int, *mut libc::siginfo_t, *mut c_void) as usize;
        // On the alternate stack the standard library gives its threads: a stack overflow
        // leaves no room on the thread's own.
        action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
        // SAFETY: `action` is a valid action whose handler has the `SA_SIGINFO` signature.
        if unsafe { libc::sigaction(signal, &raw const action, std::ptr::null_mut()) } != 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// The handler: the first crashing thread writes the report; then the signal goes on to what
/// was there before (the default action, or the standard library's stack overflow message).
extern "C" fn on_fatal_signal(signal: c_int, info: *mut libc::siginfo_t, context: *mut c_void) {
    // SAFETY: the kernel hands an `SA_SIGINFO` handler a valid `siginfo_t` and `ucontext_t`
    // for this signal.
    let crash = unsafe { Crash::read(signal, info, context) };
    if WRITING.swap(true, Ordering::AcqRel) {
        // Another thread crashed first: let it finish the report (it ends the process).
        wait_for_report();
    } else {
        if let Some(armed) = ARMED.get() {
            // An abort right after a panic's report (a panic that could not unwind) is that
            // panic: its report is the one to read.
            if !(signal == libc::SIGABRT && PANIC_REPORTED.load(Ordering::Acquire)) {
                armed.write_report(&crash);
            }
            armed.restore_previous();
        }
        DONE.store(true, Ordering::Release);
    }
    if crash.was_sent() || signal == libc::SIGABRT {
        // Not a fault that happens again on return: raise it again with the default action
        // (it is blocked in here, so it arrives as the handler returns).
        // SAFETY: all-zero with `SIG_DFL` is the default action.
        let mut action: libc::sigaction = unsafe { std::mem::zeroed() };
        action.sa_sigaction = libc::SIG_DFL;
        // SAFETY: a valid action; `raise` is async-signal-safe.
        unsafe {
            libc::sigaction(signal, &raw const action, std::ptr::null_mut());
            libc::raise(signal);
        }
    }
    // A fault returns to the faulting instruction, which faults again into the action that
    // was there before ours.
}

/// Sleeps until the first crashing thread has written its report (at most 10 s).
fn wait_for_report() {
    let tenth = libc::timespec {
        tv_sec: 0,
        tv_nsec: 100_000_000,
    };
    for _ in 0..100 {
        if DONE.load(Ordering::Acquire) {
            return;
        }
        // SAFETY: `tenth` is a valid time; the remainder is not wanted.
        unsafe { libc::nanosleep(&raw const tenth, std::ptr::null_mut()) };
    }
}

impl Armed {
    /// Writes `crash-<time>.txt` and, unless a panic was reported first, the note for the next
    /// start; says so on standard error.
    fn write_report(&self, crash: &Crash) {
        // SAFETY: only this thread (the first to set `WRITING`) uses the buffers, once.
        let path = unsafe { &mut *PATH.0.get() };
        // SAFETY: as above.
        let lines = unsafe { &mut *LINES.0.get() };
        let now = now_unix();
        let Some((fd, name_at, path_len)) = self.create_report(path, now) else {
            return;
        };
        let mut line = [0; 512];
        write_all(fd, &self.head);
        let mut out = Out::new(&mut line);
        out.push(b"time:     ")
            .utc(now, false)
            .push(b"\nthread:   ");
        write_thread_name(&mut out);
        out.push(b"\nlocation: unknown\nmessage:  ");
        crash.write_message(&mut out);
        out.push(b"\n\nbacktrace:\n");
        write_all(fd, out.bytes());
        write_all(fd, &self.trace_head);
        if let Some(site) = crash.site {
            let mut out = Out::new(&mut line);
            out.push(b"   0: ");
            self.place(&mut out, lines, site);
            out.push(b" ").push(dhayam_crash::CRASH_SITE.as_bytes());
            out.push(b"\nOnly the place the crash struck is known: a signal handler cannot walk the stack safely.\n");
            write_all(fd, out.bytes());
        }
        // SAFETY: `fd` is the report, open for writing.
        unsafe {
            libc::fsync(fd);
            libc::close(fd);
        }
        if !PANIC_REPORTED.load(Ordering::Acquire) {
            self.tell_next_start(&path[name_at..path_len]);
        }
        let mut out = Out::new(&mut line);
        out.push(b"dhayam: crash report written to ")
            .push(&path[..path_len])
            .push(b"\n");
        write_all(libc::STDERR_FILENO, out.bytes());
    }

    /// Writes the report's file name in the pending note.
    fn tell_next_start(&self, name: &[u8]) {
        // SAFETY: `pending` is a NUL-terminated path; the flags and mode are valid.
        let note = unsafe {
            libc::open(
                self.pending.as_ptr(),
                libc::O_WRONLY | libc::O_CREAT | libc::O_TRUNC | libc::O_CLOEXEC,
                0o644 as libc::c_uint,
            )
        };
        if note >= 0 {
            write_all(note, name);
            // SAFETY: `note` is open, and closed once.
            unsafe { libc::close(note) };
        }
    }

    /// Creates the report file (never over an older one): its descriptor, and where its
    /// name starts and its path ends in `path`.
    fn create_report(&self, path: &mut [u8], now: u64) -> Option<(c_int, usize, usize)> {
        for n in 0..100 {
            let mut out = Out::new(path);
            out.push(&self.dir).push(b"crash-").utc(now, true);
            if n > 0 {
                out.push(b"-").decimal(n, 1);
            }
            out.push(b".txt");
            let len = out.bytes().len();
            path[len] = 0;
            // SAFETY: `path` holds a NUL-terminated path; the flags and mode are valid.
            let fd = unsafe {
                libc::open(
                    path.as_ptr().cast(),
                    libc::O_WRONLY | libc::O_CREAT | libc::O_EXCL | libc::O_CLOEXEC,
                    0o644 as libc::c_uint,
                )
            };
            if fd >= 0 {
                return Some((fd, self.dir.len(), len));
            }
            if errno() != libc::EEXIST {
                return None;
            }
        }
        None
    }

    /// Writes `module+0xaddress` as a backtrace frame names it (see `dhayam_crash::Frame`), or
    /// the bare address when its module is unknown.
    fn place(&self, out: &mut Out<'_>, buf: &mut [u8], ip: u64) {
        #[cfg(any(target_os = "linux", target_os = "android"))]
        if let Some(hit) = sys::find_in_maps(buf, ip) {
            let path = &buf[hit.path.0..hit.path.1];
            if path == self.program_path.as_slice() {
                out.push(self.program.name().as_bytes())
                    .push(b"+")
                    .hex(self.program.file_address(hit.offset));
            } else {
                // A space would end the module's name when the report is read back.
                for &b in maps::file_name(path) {
                    out.push(&[if b == b' ' { b'_' } else { b }]);
                }
                out.push(b"+").hex(hit.offset);
            }
            return;
        }
        let _ = buf;
        match self.program.address_by_slide(ip) {
            Some(address) => out
                .push(self.program.name().as_bytes())
                .push(b"+")
                .hex(address),
            None => out.hex(ip),
        };
    }

    /// Puts back what each signal did before [`install`].
    fn restore_previous(&self) {
        for (signal, action) in SIGNALS.iter().zip(&self.previous) {
            // SAFETY: `action` is what `sigaction` gave for this signal.
            unsafe { libc::sigaction(*signal, action, std::ptr::null_mut()) };
        }
    }
}

/// Crashes the way `kind` says, for tests of the report.
pub(super) fn crash_for_test(kind: TestCrash) -> ! {
    match kind {
        TestCrash::Segfault => {
            let nowhere = std::ptr::without_provenance_mut::<u8>(16);
            // SAFETY: not safe at all, on purpose: the first page is never mapped, so this
            // write is a real SIGSEGV. Only the crash test asks for it.
            unsafe { nowhere.write_volatile(1) };
            std::process::abort()
        }
        TestCrash::Abort => std::process::abort(),
    }
}
