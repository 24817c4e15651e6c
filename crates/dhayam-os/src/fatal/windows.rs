//! The unhandled-exception filter (Windows).
//!
//! Windows calls the filter on the crashing thread when no handler took an exception (an
//! access violation, a stack overflow, an illegal instruction). The heap and any lock may be
//! broken by then, so, as on Unix, everything is prepared at [`install`] and the filter only
//! calls the system (`CreateFileW`, `WriteFile`, the module and time queries) into static
//! buffers. Then it hands the exception to the filter before ours, or to the system (Windows
//! Error Reporting). `abort` and other fail-fast exits skip every filter: they leave no
//! report.

use std::cell::UnsafeCell;
use std::io;
use std::os::windows::ffi::OsStrExt as _;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use dhayam_crash::ProgramFile;
use windows_sys::Win32::Foundation::{
    CloseHandle, ERROR_FILE_EXISTS, GENERIC_WRITE, GetLastError, HANDLE, HMODULE,
    INVALID_HANDLE_VALUE,
};
use windows_sys::Win32::Storage::FileSystem::{
    CREATE_ALWAYS, CREATE_NEW, CreateFileW, FILE_ATTRIBUTE_NORMAL, FILE_SHARE_READ,
    FlushFileBuffers, WriteFile,
};
use windows_sys::Win32::System::Console::{GetStdHandle, STD_ERROR_HANDLE};
use windows_sys::Win32::System::Diagnostics::Debug::{
    EXCEPTION_CONTINUE_SEARCH, EXCEPTION_POINTERS, LPTOP_LEVEL_EXCEPTION_FILTER,
    SetUnhandledExceptionFilter,
};
use windows_sys::Win32::System::LibraryLoader::{
    GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS, GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
    GetModuleFileNameW, GetModuleHandleExW, GetModuleHandleW,
};
use windows_sys::Win32::System::SystemInformation::GetSystemTimeAsFileTime;
use windows_sys::Win32::System::Threading::GetCurrentThreadId;

use super::text::Out;
use super::{PANIC_REPORTED, ReportSetup, TestCrash};

/// What the filter needs, made before any crash.
struct Armed {
    /// The data folder, ending in `\`, in UTF-16.
    dir: Vec<u16>,
    head: Vec<u8>,
    /// `program:` and `build id:`.
    trace_head: Vec<u8>,
    /// The pending file's path, NUL-terminated UTF-16.
    pending: Vec<u16>,
    program: ProgramFile,
    /// Where the program was loaded.
    program_base: usize,
    /// The thread that installed the filter (`main`).
    main_thread: u32,
}

static ARMED: OnceLock<Armed> = OnceLock::new();
/// The filter that was there before ours.
static PREVIOUS: OnceLock<LPTOP_LEVEL_EXCEPTION_FILTER> = OnceLock::new();
static WRITING: AtomicBool = AtomicBool::new(false);
static DONE: AtomicBool = AtomicBool::new(false);

const PATH_CAPACITY: usize = 4200;

/// A fixed buffer for the one thread that writes the report.
struct Scratch<T, const N: usize>(UnsafeCell<[T; N]>);

// SAFETY: the buffers are only touched by the thread that set `WRITING` first, once.
unsafe impl<T, const N: usize> Sync for Scratch<T, N> {}

static PATH: Scratch<u16, PATH_CAPACITY> = Scratch(UnsafeCell::new([0; PATH_CAPACITY]));
static MODULE: Scratch<u16, 1024> = Scratch(UnsafeCell::new([0; 1024]));

/// Prepares the report and installs the filter.
pub(super) fn install(setup: &ReportSetup<'_>) -> io::Result<()> {
    let mut dir: Vec<u16> = setup.dir.as_os_str().encode_wide().collect();
    dir.push(u16::from(b'\\'));
    if dir.len() + 64 > PATH_CAPACITY {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "the data folder's path is too long",
        ));
    }
    let mut pending = dir.clone();
    pending.extend(setup.pending_file.encode_utf16());
    pending.push(0);
    let program = ProgramFile::open();
    // SAFETY: a null name asks for the program's own module; nothing is freed.
    let program_base = unsafe { GetModuleHandleW(std::ptr::null()) } as usize;
    let armed = Armed {
        dir,
        head: setup.head.as_bytes().to_vec(),
        trace_head: dhayam_crash::trace_head(program.name(), program.build_id()).into_bytes(),
        pending,
        program,
        program_base,
        // SAFETY: only asks.
        main_thread: unsafe { GetCurrentThreadId() },
    };
    if ARMED.set(armed).is_err() {
        return Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            "installed already",
        ));
    }
    // SAFETY: the filter has the signature Windows calls it with, and lives for ever.
    let previous = unsafe { SetUnhandledExceptionFilter(Some(on_unhandled_exception)) };
    let _ = PREVIOUS.set(previous);
    Ok(())
}

/// The filter: the first crashing thread writes the report; then the filter before ours, or
/// the system, decides.
unsafe extern "system" fn on_unhandled_exception(pointers: *const EXCEPTION_POINTERS) -> i32 {
    if WRITING.swap(true, Ordering::AcqRel) {
        // Another thread is writing the report: give it time (at most 10 s).
        for _ in 0..100 {
            if DONE.load(Ordering::Acquire) {
                break;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    } else {
        if let Some(armed) = ARMED.get() {
            // SAFETY: Windows hands the filter valid exception pointers (or null).
            let crash = unsafe { Crash::read(pointers) };
            armed.write_report(&crash);
        }
        DONE.store(true, Ordering::Release);
    }
    match PREVIOUS.get().copied().flatten() {
        // SAFETY: the filter that was installed before ours, called as Windows would.
        Some(previous) => unsafe { previous(pointers) },
        None => EXCEPTION_CONTINUE_SEARCH,
    }
}

/// What the exception record says.
struct Crash {
    code: u32,
    /// Where it struck.
    site: Option<usize>,
    /// An access violation's kind (0 read, 1 write, 8 execute) and address.
    access: Option<(usize, usize)>,
}

impl Crash {
    /// # Safety
    ///
    /// `pointers` is null or what Windows handed the filter.
    unsafe fn read(pointers: *const EXCEPTION_POINTERS) -> Crash {
        let mut crash = Crash {
            code: 0,
            site: None,
            access: None,
        };
        // SAFETY: null or valid (the caller's promise), and so is its record.
        let Some(record) =
            (unsafe { pointers.as_ref() }).and_then(|p| unsafe { p.ExceptionRecord.as_ref() })
        else {
            return crash;
        };
        crash.code = record.ExceptionCode as u32;
        crash.site = Some(record.ExceptionAddress as usize);
        if crash.code == 0xC000_0005 && record.NumberParameters >= 2 {
            crash.access = Some((
                record.ExceptionInformation[0],
                record.ExceptionInformation[1],
            ));
        }
        crash
    }
}

impl Armed {
    /// Writes `crash-<time>.txt` and, unless a panic was reported first, the note for the next
    /// start.
    fn write_report(&self, crash: &Crash) {
        // SAFETY: only this thread (the first to set `WRITING`) uses the buffers, once.
        let path = unsafe { &mut *PATH.0.get() };
        let now = now_unix();
        let Some((file, path_len)) = self.create_report(path, now) else {
            return;
        };
        let mut line = [0; 1024];
        write_all(file, &self.head);
        let mut out = Out::new(&mut line);
        out.push(b"time:     ")
            .utc(now, false)
            .push(b"\nthread:   ");
        // SAFETY: only asks.
        let thread = unsafe { GetCurrentThreadId() };
        if thread == self.main_thread {
            out.push(b"main");
        } else {
            out.push(b"(id ").decimal(u64::from(thread), 1).push(b")");
        }
        out.push(b"\nlocation: unknown\nmessage:  ");
        crash_message(&mut out, crash);
        out.push(b"\n\nbacktrace:\n");
        write_all(file, out.bytes());
        write_all(file, &self.trace_head);
        if let Some(site) = crash.site {
            let mut out = Out::new(&mut line);
            out.push(b"   0: ");
            self.place(&mut out, site);
            out.push(b" ").push(dhayam_crash::CRASH_SITE.as_bytes());
            out.push(b"\nOnly the place the crash struck is known: a crash handler cannot walk the stack safely.\n");
            write_all(file, out.bytes());
        }
        // SAFETY: `file` is the report, open for writing; closed once.
        unsafe {
            FlushFileBuffers(file);
            CloseHandle(file);
        }
        let name = &path[self.dir.len()..path_len];
        let note = if PANIC_REPORTED.load(Ordering::Acquire) {
            None
        } else {
            create(&self.pending, CREATE_ALWAYS)
        };
        if let Some(note) = note {
            let mut out = Out::new(&mut line);
            push_utf16(&mut out, name);
            write_all(note, out.bytes());
            // SAFETY: `note` is open; closed once.
            unsafe { CloseHandle(note) };
        }
        // SAFETY: only asks; a windowed program has no standard error (null).
        let stderr = unsafe { GetStdHandle(STD_ERROR_HANDLE) };
        if !stderr.is_null() && stderr != INVALID_HANDLE_VALUE {
            let mut out = Out::new(&mut line);
            out.push(b"dhayam: crash report written to ");
            push_utf16(&mut out, &path[..path_len]);
            out.push(b"\n");
            write_all(stderr, out.bytes());
        }
    }

    /// Creates the report file (never over an older one): its handle and its path's length
    /// in `path`.
    fn create_report(&self, path: &mut [u16], now: u64) -> Option<(HANDLE, usize)> {
        for n in 0..100 {
            let mut name = [0; 64];
            let mut out = Out::new(&mut name);
            out.push(b"crash-").utc(now, true);
            if n > 0 {
                out.push(b"-").decimal(n, 1);
            }
            out.push(b".txt");
            let name = out.bytes();
            let len = self.dir.len() + name.len();
            path[..self.dir.len()].copy_from_slice(&self.dir);
            for (to, &from) in path[self.dir.len()..len].iter_mut().zip(name) {
                *to = u16::from(from);
            }
            path[len] = 0;
            if let Some(file) = create(&path[..=len], CREATE_NEW) {
                return Some((file, len));
            }
            // SAFETY: only asks.
            if unsafe { GetLastError() } != ERROR_FILE_EXISTS {
                return None;
            }
        }
        None
    }

    /// Writes `module+0xaddress` as a backtrace frame names it (see `dhayam_crash::Frame`).
    fn place(&self, out: &mut Out<'_>, address: usize) {
        let mut module: HMODULE = std::ptr::null_mut();
        // SAFETY: with FROM_ADDRESS the "name" is an address; UNCHANGED_REFCOUNT takes no
        // reference to release; `module` is a valid place for the answer.
        let found = unsafe {
            GetModuleHandleExW(
                GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS
                    | GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
                address as *const u16,
                &raw mut module,
            )
        } != 0;
        if !found {
            out.hex(address as u64);
            return;
        }
        let base = module as usize;
        let offset = (address - base) as u64;
        if base == self.program_base {
            out.push(self.program.name().as_bytes())
                .push(b"+")
                .hex(self.program.image_base() + offset);
            return;
        }
        // SAFETY: only this thread uses the buffer, once.
        let name = unsafe { &mut *MODULE.0.get() };
        // SAFETY: `name` is valid for its length.
        let len = unsafe { GetModuleFileNameW(module, name.as_mut_ptr(), name.len() as u32) };
        let path = &name[..(len as usize).min(name.len())];
        let file_name = path
            .rsplit(|&c| c == u16::from(b'\\'))
            .next()
            .unwrap_or(path);
        if file_name.is_empty() {
            out.hex(base as u64);
        } else {
            let mut text = [0; 512];
            let mut name_out = Out::new(&mut text);
            push_utf16(&mut name_out, file_name);
            // A space would end the module's name when the report is read back.
            for &b in name_out.bytes() {
                out.push(&[if b == b' ' { b'_' } else { b }]);
            }
        }
        out.push(b"+").hex(offset);
    }
}

/// `exception 0xc0000005 (access violation) writing address 0x10`.
fn crash_message(out: &mut Out<'_>, crash: &Crash) {
    let words = match crash.code {
        0xC000_0005 => "access violation",
        0xC000_0006 => "in-page error",
        0xC000_001D => "illegal instruction",
        0xC000_0096 => "privileged instruction",
        0xC000_0094 => "integer division by zero",
        0xC000_00FD => "stack overflow",
        0x8000_0003 => "breakpoint",
        _ => "unhandled exception",
    };
    out.push(b"exception ")
        .hex(u64::from(crash.code))
        .push(b" (")
        .push(words.as_bytes())
        .push(b")");
    if let Some((kind, address)) = crash.access {
        let verb: &[u8] = match kind {
            0 => b" reading",
            1 => b" writing",
            8 => b" executing",
            _ => b" at",
        };
        out.push(verb).push(b" address ").hex(address as u64);
    }
}

/// Writes UTF-16 as UTF-8 (unpaired surrogates as U+FFFD).
fn push_utf16(out: &mut Out<'_>, text: &[u16]) {
    for c in char::decode_utf16(text.iter().copied()) {
        let mut bytes = [0; 4];
        out.push(
            c.unwrap_or(char::REPLACEMENT_CHARACTER)
                .encode_utf8(&mut bytes)
                .as_bytes(),
        );
    }
}

/// Opens `path` (NUL-terminated) for writing as `disposition` says.
fn create(path: &[u16], disposition: u32) -> Option<HANDLE> {
    // SAFETY: `path` is NUL-terminated; no security attributes or template.
    let file = unsafe {
        CreateFileW(
            path.as_ptr(),
            GENERIC_WRITE,
            FILE_SHARE_READ,
            std::ptr::null(),
            disposition,
            FILE_ATTRIBUTE_NORMAL,
            std::ptr::null_mut(),
        )
    };
    (file != INVALID_HANDLE_VALUE).then_some(file)
}

fn write_all(file: HANDLE, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        let mut written = 0u32;
        // SAFETY: `bytes` is valid for its length; no overlapped I/O.
        let ok = unsafe {
            WriteFile(
                file,
                bytes.as_ptr(),
                bytes.len().min(u32::MAX as usize) as u32,
                &raw mut written,
                std::ptr::null_mut(),
            )
        } != 0;
        if !ok || written == 0 {
            return;
        }
        bytes = &bytes[written as usize..];
    }
}

/// Seconds since the Unix epoch.
fn now_unix() -> u64 {
    let mut time = windows_sys::Win32::Foundation::FILETIME {
        dwLowDateTime: 0,
        dwHighDateTime: 0,
    };
    // SAFETY: `time` is a valid place for the answer.
    unsafe { GetSystemTimeAsFileTime(&raw mut time) };
    // 100 ns steps since 1601-01-01, which is 11 644 473 600 s before 1970.
    let ticks = u64::from(time.dwHighDateTime) << 32 | u64::from(time.dwLowDateTime);
    (ticks / 10_000_000).saturating_sub(11_644_473_600)
}

/// Crashes the way `kind` says, for tests of the report.
pub(super) fn crash_for_test(kind: TestCrash) -> ! {
    match kind {
        TestCrash::Segfault => {
            let nowhere = std::ptr::without_provenance_mut::<u8>(16);
            // SAFETY: not safe at all, on purpose: the first 64 KiB of memory are never
            // mapped on Windows, so this write is a real access violation. Only the crash
            // test asks for it.
            unsafe { nowhere.write_volatile(1) };
            std::process::abort()
        }
        TestCrash::Abort => std::process::abort(),
    }
}
